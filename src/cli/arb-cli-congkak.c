/* arb-cli-congkak.c — the high scores `play` records for Congkak (congkak.md §12)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

#include <stdio.h>
#include <stdlib.h>

#include "arb-congkak.h"
#include "arb-congkak-scores.h"

/**
 * arb_cli_record_high_score:
 * @game: a game of Congkak that has just ended
 *
 * §12: a game with a winner adds the winner's name and score, the loser's
 * score, N, S and the time to the high-score table, and the table is shown.
 */
void
arb_cli_record_high_score (ArbGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbCongkakScores) scores = NULL;
  g_autoptr (GPtrArray) sorted = NULL;
  ArbResult result = arb_game_get_result (game);
  const ArbRecord *last;
  const char *winner;
  ArbParams params;
  guint score[2] = { 0, 0 };
  int side;

  if (result != ARB_RESULT_FIRST_WINS && result != ARB_RESULT_SECOND_WINS)
    return;
  side = arb_result_winner (result);
  last = arb_game_get_record (game, arb_game_get_n_records (game) - 1);
  if (sscanf (last->text, "%u-%u", &score[0], &score[1]) != 2)
    return;
  winner = arb_game_get_tag (game, side == 0 ? "Player1" : "Player2");
  if (winner == NULL)
    winner = arb_rules_player_name (arb_game_get_rules (game), (ArbSide) side);

  arb_game_get_params (game, &params);
  scores = arb_congkak_scores_load (NULL, &error);
  if (scores == NULL)
    {
      arb_cli_error ("cannot read the high scores: %s", error->message);
      return;
    }
  for (guint i = 0; i < arb_congkak_scores_get_warnings (scores)->len; i++)
    arb_cli_error ("%s", (const char *) g_ptr_array_index (arb_congkak_scores_get_warnings (scores), i));
  arb_congkak_scores_add (scores, winner, score[side], score[side ^ 1],
                          arb_congkak_pits (arb_game_get_start_state (game)),
                          (guint) params.values[arb_params_lookup (&arb_congkak_rules, "seeds")],
                          NULL);
  if (!arb_congkak_scores_save (scores, &error))
    {
      arb_cli_error ("cannot save the high scores: %s", error->message);
      return;
    }
  printf ("High score recorded: %s %u–%u.\nHigh scores:\n", winner, score[side], score[side ^ 1]);
  sorted = arb_congkak_scores_sorted (scores);
  for (guint i = 0; i < sorted->len && i < 10; i++)
    {
      const ArbCongkakScore *entry = g_ptr_array_index (sorted, i);

      printf ("%2u. %-25s %4u–%-4u %u×%u %s\n", i + 1, entry->winner, entry->score,
              entry->loser_score, entry->pits, entry->seeds, entry->date);
    }
}
