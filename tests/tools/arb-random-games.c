/* arb-random-games.c — writes N seeded random games as PGN, for benchmarks
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: arb-random-games N_GAMES [SEED] > games.pgn
 *
 * Each game is played by the referee itself with uniformly random legal
 * moves until a King is captured, no move is left, or 300 plies have been
 * played, so every game in the output is valid and the file is the same
 * for the same seed on every machine.
 */
#include <stdio.h>
#include <stdlib.h>

#include "arbiter.h"

#define MAX_PLIES 300

int
main (int argc, char **argv)
{
  guint64 n_games, seed = 1;
  g_autoptr (GRand) rand = NULL;
  g_autoptr (GError) error = NULL;

  if (argc < 2 || argc > 3
      || !g_ascii_string_to_unsigned (argv[1], 10, 1, G_MAXUINT32, &n_games, &error)
      || (argc == 3 && !g_ascii_string_to_unsigned (argv[2], 10, 0, G_MAXUINT32, &seed, &error)))
    {
      fprintf (stderr, "usage: arb-random-games N_GAMES [SEED]%s%s\n",
               error != NULL ? ": " : "", error != NULL ? error->message : "");
      return 2;
    }

  rand = g_rand_new_with_seed ((guint32) seed);
  for (guint64 i = 0; i < n_games; i++)
    {
      g_autoptr (ArbGame) game = arb_game_new ();
      g_autofree char *round = g_strdup_printf ("%" G_GUINT64_FORMAT, i + 1);
      g_autofree char *pgn = NULL;

      arb_game_set_tag (game, "Event", "Random games");
      arb_game_set_tag (game, "Round", round);
      for (guint ply = 0; ply < MAX_PLIES && !arb_game_is_over (game); ply++)
        {
          ArbChessMoveList list;

          arb_game_legal_moves (game, &list);
          arb_game_play (game, list.moves[g_rand_int_range (rand, 0, (gint32) list.n_moves)],
                         NULL);
        }
      pgn = arb_pgn_write_game (game);
      if (fputs (pgn, stdout) == EOF || fputc ('\n', stdout) == EOF)
        {
          perror ("arb-random-games: write");
          return 1;
        }
    }
  return fflush (stdout) == 0 ? 0 : 1;
}
