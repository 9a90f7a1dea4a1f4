/* arb-cli-results.c — what `play` records of a finished game: its result and,
 * for a game that keeps a score, the best scores (congkak.md §12)
 *
 * The store is the library's (src/core/arb-results.c), the same as the
 * app's: each game once, one writer at a time.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

#include <stdio.h>

#include "arb-results.h"

/* How many rows of the best scores `play` shows. */
#define SHOWN_SCORES 10

static void
print_best_scores (ArbResults     *results,
                   const ArbRules *rules)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbResultsSummary) summary = arb_results_load (results, rules, &error);
  g_autoptr (GPtrArray) sorted = NULL;
  ArbScoreTable *table;

  if (summary == NULL)
    {
      arb_cli_error ("cannot read the high scores: %s", error->message);
      return;
    }
  table = arb_results_summary_get_scores (summary);
  if (table == NULL)
    return;
  printf ("High scores:\n");
  sorted = arb_score_table_sorted (table, SHOWN_SCORES);
  for (guint i = 0; i < sorted->len; i++)
    {
      const ArbScoreRow *row = g_ptr_array_index (sorted, i);
      g_autofree char *values = row->values != NULL ? g_strjoinv ("×", row->values)
                                                    : g_strdup ("");
      /* The rows come from a file: each text quoted (arb_text_quote()). */
      g_autofree char *winner = arb_text_quote (row->winner, -1);
      g_autofree char *shown_values = arb_text_quote (values, -1);
      g_autofree char *date = arb_text_quote (row->date, -1);

      printf ("%2u. %-25s %4u–%-4u %s %s\n", i + 1, winner, row->score,
              row->loser_score, shown_values, date);
    }
}

/**
 * arb_cli_record_result:
 * @game: a game of `play` that has just ended
 * @players: who played each side: 0 a person, N the computer at level N
 *
 * Records the game in the results store; when its score entered the best
 * scores, says so and shows them.
 */
void
arb_cli_record_result (ArbGame     *game,
                       const guint  players[ARB_N_SIDES])
{
  const ArbRules *rules = arb_game_get_rules (game);
  g_autoptr (ArbResults) results = arb_results_new (NULL);
  g_autoptr (GError) error = NULL;
  ArbResultsAdded added = ARB_RESULTS_ADDED_NONE;
  guint score[ARB_N_SIDES] = { 0, 0 };
  int winner = arb_result_winner (arb_game_get_result (game));
  const char *name;
  g_autofree char *shown = NULL;

  if (!arb_results_record_game (results, game, players, NULL, &added, &error))
    {
      arb_cli_error ("cannot save the result: %s", error->message);
      return;
    }
  if (!(added & ARB_RESULTS_ADDED_SCORE) || winner < 0
      || rules->score == NULL || !rules->score (arb_game_get_state (game), score))
    return;
  name = arb_game_get_tag (game, arb_rules_player_tag (rules, (ArbSide) winner));
  if (name == NULL)
    name = arb_rules_player_name (rules, (ArbSide) winner);
  shown = arb_text_quote (name, -1);
  printf ("High score recorded: %s %u–%u.\n", shown, score[winner], score[winner ^ 1]);
  print_best_scores (results, rules);
}
