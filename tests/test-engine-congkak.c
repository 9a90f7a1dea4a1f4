/* test-engine-congkak.c — Congkak's suggestion and computer player (§11)
 *
 * Level 1 is the user's greedy suggestion; levels 2 and 3 the reference
 * minimax 3 and 7 moves deep, ties to the highest pit. The expected moves
 * and tie sets are tests/data/congkak-levels.txt, computed by the
 * independent Python reference (tests/tools/congkak-reference.py: `greedy
 * POS`, `level POS 3`, `level POS 7`), never by this code.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "arb-games.h"
#include "arb-search.h"
#include "arb-test-util.h"

/* The move @level chooses in @fen, as `moves` writes it; its tie set's
 * size in @n_best. */
static char *
choose (const char *fen,
        guint       level,
        guint      *n_best)
{
  const ArbRules *rules = arb_games_lookup ("congkak");
  g_autoptr (GError) error = NULL;
  g_autofree gpointer state = g_malloc0 (rules->state_size);
  ArbSearchLimits limits = { 0 };
  ArbSearchResult result;
  char text[ARB_MOVE_TEXT_MAX];

  g_assert_true (rules->read_position (state, fen, &error));
  g_assert_no_error (error);
  limits.level = level;
  g_assert_true (arb_search_run (rules, state, &limits, &result));
  *n_best = result.n_best;
  arb_rules_move_to_list_text (rules, state, &result.move, text);
  return g_strdup (text);
}

static void
test_reference (void)
{
  g_autoptr (GPtrArray) rows = arb_test_read_data_rows ("congkak-levels.txt", 4);
  guint checked = 0;

  for (guint i = 0; i < rows->len; i++)
    {
      GStrv fields = g_ptr_array_index (rows, i);

      for (guint level = 1; level <= 3; level++)
        {
          const char *expected = fields[level];
          g_auto (GStrv) words = g_strsplit (expected, " ", -1);
          g_autofree char *move = NULL;
          guint n_best = 0;

          if (g_str_equal (expected, "-"))
            continue;
          g_test_message ("%s, level %u", fields[0], level);
          move = choose (fields[0], level, &n_best);
          g_assert_cmpstr (move, ==, words[0]);
          /* Levels 2 and 3 list the reference's whole tie set. */
          if (level > 1)
            g_assert_cmpuint (n_best, ==, g_strv_length (words) - 1);
          checked++;
        }
    }
  g_assert_cmpuint (checked, >=, 25);
}

/* The spec's own examples of level 1 (§11): example C gains 1 and 0, so 4;
 * in 1,1/1,1/0/0 2 pit 2 gains 4, so 2. */
static void
test_suggestion (void)
{
  guint n_best;
  g_autofree char *c = choose ("0,0,0,1,3/1,4,0,1,7/3/20 1", 1, &n_best);
  g_autofree char *two = choose ("1,1/1,1/0/0 2", 1, &n_best);

  g_assert_cmpstr (c, ==, "4");
  g_assert_cmpstr (two, ==, "2");
  g_assert_cmpuint (arb_search_default_number (arb_games_lookup ("congkak")), ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/congkak/reference", test_reference);
  g_test_add_func ("/engine/congkak/suggestion", test_suggestion);
  return g_test_run ();
}
