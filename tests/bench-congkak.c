/* bench-congkak.c — Congkak's speed figures (docs/congkak.md): perft from
 * the default start with bulk counting, and the 10 000-lap move of example E
 * through make() and through the game object with its records (16 relays, a
 * summary of the 9 983 others, the stop)
 *
 * Run: meson test -C build-release --benchmark bench-congkak --verbose
 * (or build-release/tests/bench-congkak directly). A benchmark, not a
 * test: it reports figures and fails only when the rules disagree with
 * the spec's numbers.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include "arbiter.h"
#include "arb-congkak.h"

#define RULES (&arb_congkak_rules)

static void
count_record (const ArbRecord *record,
              gpointer         user_data)
{
  (*(guint64 *) user_data)++;
}

int
main (int argc, char *argv[])
{
  g_autofree ArbCongkakPosition *pos = g_new0 (ArbCongkakPosition, 1);
  g_autofree ArbCongkakPosition *work = g_new0 (ArbCongkakPosition, 1);
  g_autofree ArbCongkakUndo *undo = g_new0 (ArbCongkakUndo, 1);
  guint depth = argc > 1 ? (guint) atoi (argv[1]) : 11;
  gint64 start, elapsed;
  guint64 nodes;
  ArbMove move = { .n_cells = 1, .cells = { 4 } };  /* Player 2's pit 2 on a board of 3 */
  guint runs = 2000;

  /* Perft from the default start. */
  RULES->init_start (pos);
  start = g_get_monotonic_time ();
  nodes = arb_rules_perft (RULES, pos, depth);
  elapsed = MAX (g_get_monotonic_time () - start, 1);
  printf ("perft %u from the default start: %" G_GUINT64_FORMAT " nodes in %.3f s: "
          "%.1f M nodes/s\n", depth, nodes, elapsed / 1e6, nodes / (double) elapsed);

  /* Example E: 10 000 laps, through make()/unmake(). */
  if (!RULES->read_position (pos, "0,1,0/1,2,1/0/0 2", NULL))
    return 1;
  start = g_get_monotonic_time ();
  for (guint i = 0; i < runs; i++)
    {
      *work = *pos;
      RULES->make (work, &move, undo);
    }
  elapsed = g_get_monotonic_time () - start;
  {
    g_autofree char *fen = arb_rules_write_position (RULES, work);

    if (g_strcmp0 (fen, "1,0,2/1,1,0/0/0 1") != 0)
      return 1;
  }
  printf ("example E (10 000 laps) through make(): %.1f µs a move\n", elapsed / (double) runs);

  /* The same through the game object: the move, its first 16 RELAY records,
   * the summary of the others and the ENDLESS one, then undo; then the
   * 10 001 records of §5 walked with the summary expanded. */
  {
    g_autoptr (ArbGame) game = arb_game_new_from_state (RULES, pos);
    guint game_runs = 200;
    guint64 n_walked = 0;

    start = g_get_monotonic_time ();
    for (guint i = 0; i < game_runs; i++)
      {
        if (!arb_game_play_move (game, &move, NULL) || !arb_game_undo (game))
          return 1;
      }
    elapsed = g_get_monotonic_time () - start;
    printf ("example E through the game (play storing 19 records, then undo): %.1f µs\n",
            elapsed / (double) game_runs);

    if (!arb_game_play_move (game, &move, NULL))
      return 1;
    start = g_get_monotonic_time ();
    for (guint i = 0; i < game_runs; i++)
      arb_game_foreach_record (game, 0, arb_game_get_n_records (game), count_record, &n_walked);
    elapsed = g_get_monotonic_time () - start;
    if (n_walked != (guint64) game_runs * 10001)
      return 1;
    printf ("example E's 10 001 records walked, the summary expanded: %.1f µs\n",
            elapsed / (double) game_runs);
  }
  return 0;
}
