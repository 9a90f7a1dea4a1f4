/* test-engine-checkers.c — checkers' computer player (checkers.md §11) on
 * the engine (src/engine/arb-search.c, src/games/checkers/arb-checkers-levels.c)
 *
 * Expected values come from tests/data/checkers-levels.txt: plain minimax
 * without pruning, written in Python from §11 over the independent rules of
 * tests/tools/checkers-reference.py (tests/tools/checkers-levels.py); and
 * from §11's own table and sentences. None is copied from the engine.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "arb-checkers.h"
#include "arb-params.h"
#include "arb-search.h"
#include "arb-test-util.h"

/* ------------------------------------------------------------ helpers */


/* The level's move as text, checking that it is legal and that the search
 * left the position as it was. */
static char *
search_text (const char            *fen,
             const ArbSearchLimits *limits,
             ArbSearchResult       *result_out)
{
  const ArbRules *rules = &arb_checkers_rules;
  g_autofree gpointer state = arb_test_read_state (&arb_checkers_rules, fen);
  g_autofree gpointer before = g_memdup2 (state, rules->state_size);
  ArbSearchResult result;
  char buf[ARB_MOVE_TEXT_MAX];
  guint detail;

  g_assert_true (arb_search_run (rules, state, limits, &result));
  g_assert_cmpmem (state, rules->state_size, before, rules->state_size);
  g_assert_cmpuint (rules->explain (state, &result.move, FALSE, &detail), ==, ARB_REASON_OK);
  if (result_out != NULL)
    *result_out = result;
  arb_rules_move_to_list_text (rules, state, &result.move, buf);
  return g_strdup (buf);
}

/* The rows of tests/data/checkers-levels.txt, every one of them. */
static GPtrArray *
read_level_rows (void)
{
  GPtrArray *rows = arb_test_read_level_rows ("checkers-levels.txt");

  g_assert_cmpuint (rows->len, >=, 36);
  return rows;
}

/* ---------------------------------------------------------- the levels */

/* §11's table: four levels, their depths, level 1 the default, every
 * level held to 5 s unless the caller says otherwise. */
static void
test_table (void)
{
  static const struct
  {
    const char *name;
    guint       depth;
  } table[] = {
    { "Piece of Cake", 1 },
    { "Let’s Rock", 3 },
    { "Come Get Some", 5 },
    { "Damn I’m good!", 15 },
  };
  const ArbRules *rules = &arb_checkers_rules;

  g_assert_cmpuint (arb_search_n_levels (rules), ==, 4);
  g_assert_cmpuint (arb_search_default_number (rules), ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      const ArbLevel *level = arb_search_get_level (rules, i + 1);

      g_assert_cmpstr (level->name, ==, table[i].name);
      g_assert_nonnull (level->greeting);
      g_assert_cmpuint (level->depth, ==, table[i].depth);
      g_assert_cmpuint (level->movetime_ms, ==, 5000);
      g_assert_cmpint (level->win_score, ==, 10000);
      /* Levels 1–3 are the reference; level 4 may be stronger. */
      g_assert_cmpint (level->search, ==, i < 3 ? ARB_LEVEL_EXACT : ARB_LEVEL_FREE);
    }
  g_assert_null (arb_search_get_level (rules, 5));
}

/* Every row of the reference: the unseeded move is the first tied move,
 * the search finds the whole tie set at the level's depth, and a seeded
 * move is the tie set's T[z mod |T|], the generator advanced only when
 * there is a choice. */
static void
test_reference (void)
{
  static const guint depths[] = { 0, 1, 3, 5 };
  g_autoptr(GPtrArray) rows = read_level_rows ();

  for (guint i = 0; i < rows->len; i++)
    {
      ArbTestLevelRow *row = g_ptr_array_index (rows, i);
      ArbSearchLimits limits = { .level = row->level };
      ArbSearchResult result;
      g_autofree char *got = search_text (row->fen, &limits, &result);
      guint n_ties = g_strv_length (row->ties);

      g_test_message ("%s level %u: %s", row->fen, row->level, got);
      g_assert_cmpstr (got, ==, row->ties[0]);
      g_assert_cmpuint (result.n_best, ==, n_ties);
      /* Depth 0: a single legal move, answered without a search. */
      if (result.depth != 0)
        g_assert_cmpuint (result.depth, ==, depths[row->level]);
      g_assert_false (result.stopped);

      for (guint64 seed = 0; seed < 6; seed++)
        {
          guint64 state = seed * 7919 + 1, expected_state = state;
          g_autofree char *seeded = NULL;
          const char *expected;

          limits.seed_state = &state;
          seeded = search_text (row->fen, &limits, NULL);
          expected = n_ties > 1 ? row->ties[arb_test_splitmix64 (&expected_state) % n_ties]
                                : row->ties[0];
          g_assert_cmpstr (seeded, ==, expected);
          g_assert_cmpuint (state, ==, expected_state);
        }
    }
}

/* A seed state carried from move to move (as the bot keeps it for a game)
 * gives the same sequence of moves twice, and different seeds reach
 * different moves of a large tie set. */
static void
test_seeds (void)
{
  const char *start = "B:W21-32:B1-12";
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint64 seed = 1; seed <= 16; seed++)
    {
      guint64 a = seed, b = seed;
      ArbSearchLimits la = { .level = 1, .seed_state = &a };
      ArbSearchLimits lb = { .level = 1, .seed_state = &b };

      for (guint round = 0; round < 3; round++)
        {
          g_autofree char *ma = search_text (start, &la, NULL);
          g_autofree char *mb = search_text (start, &lb, NULL);

          g_assert_cmpstr (ma, ==, mb);
          g_assert_cmpuint (a, ==, b);
          if (round == 0)
            g_hash_table_add (seen, g_steal_pointer (&ma));
        }
    }
  /* The start's seven steps all tie at level 1: 16 seeds all landing on
   * one move has a chance of 7^-15. */
  g_assert_cmpuint (g_hash_table_size (seen), >=, 2);
}

/* Level 4 plays the quickest win it can see: in B:W20:BK23,K26 (Black to
 * move) 23-19 wins in three plies, +9997 for §11 (the reference's tie set
 * at depth 3 and 5 is that move alone, tests/data); it must agree, and a
 * finished game has no move at any level. */
static void
test_level4 (void)
{
  ArbSearchLimits limits = { .level = 4 };
  ArbSearchResult result;
  g_autofree char *got = search_text ("B:W20:BK23,K26", &limits, &result);
  g_autofree gpointer over = arb_test_read_state (&arb_checkers_rules, "W:W5:B1,9");

  g_assert_cmpstr (got, ==, "23-19");
  g_assert_cmpint (result.value, ==, 10000 - 3);
  /* Given the time, the free search goes to its full depth (no clock
   * here: ten minutes, far more than it needs). */
  {
    ArbSearchLimits unhurried = { .level = 4, .movetime_ms = 600000 };
    g_autofree char *first = search_text ("B:W21-32:B1-12", &unhurried, &result);

    g_assert_nonnull (first);
    g_assert_cmpuint (result.depth, ==, 15);
    g_assert_false (result.stopped);
  }
  for (guint level = 1; level <= 4; level++)
    {
      ArbSearchLimits l = { .level = level };

      g_assert_false (arb_search_run (&arb_checkers_rules, over, &l, &result));
    }
}

/* Standard English draughts (the parameter regicide=false): the levels
 * search by the position's rule. Each row's tie sets, for the house rule
 * and the standard one, come from tests/tools/checkers-levels.py's
 * tie_set() over positions of tests/tools/checkers-reference.py read with
 * parse_position (FEN, regicide=False); rows where the two differ. */
static void
test_english (void)
{
  static const struct
  {
    const char *fen;
    guint       level;
    const char *regicide;  /* the tied best moves, byte-sorted */
    const char *standard;
  } rows[] = {
    /* §4.4: two regicides, or (standard) the king and the man behind it. */
    { "B:WK18,19,27:B14,15", 1, "14x23 15x22", "14x23x32" },
    { "B:WK18,19,27:B14,15", 3, "14x23 15x22", "14x23x32" },
    { "B:WK14,22,27:B9,10", 1, "10x17 9x18", "10x17x26 9x18x25" },
    { "B:WK14,22,27:B9,10", 2, "9x18", "10x17x26 9x18x25" },
    { "B:W14,15,22,23,K6:B1,2", 2, "1x10", "1x10x17x26 1x10x19x26 2x9x18x25 2x9x18x27" },
    { "B:W14,15,22,23,K6:B1,2", 3, "2x9", "1x10x17x26 1x10x19x26 2x9x18x25 2x9x18x27" },
    /* tests/data/checkers-english-draughts.pdn's start: the sacrifice
     * 15-18 wins the king only when the man that takes it jumps on. */
    { "B:WK22,23,24,28,30,31:B1,3,8,11,14,15", 3, "14-18 15-18", "15-18" },
  };
  const ArbRules *rules = &arb_checkers_rules;

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    for (guint rule = 0; rule < 2; rule++)
      {
        g_autofree gpointer state = g_malloc0 (rules->state_size);
        g_autofree gpointer before = NULL;
        g_auto (GStrv) ties = g_strsplit (rule ? rows[i].regicide : rows[i].standard, " ", -1);
        g_autoptr (GError) error = NULL;
        ArbSearchLimits limits = { .level = rows[i].level };
        ArbSearchResult result;
        ArbParams params;
        char buf[ARB_MOVE_TEXT_MAX];

        arb_params_init (&params, rules);
        g_assert_true (arb_params_set (&params, rules, "regicide", rule ? "true" : "false",
                                       &error));
        g_assert_true (arb_rules_read_position_with (rules, &params, rows[i].fen, state,
                                                     &error));
        g_assert_no_error (error);
        before = g_memdup2 (state, rules->state_size);
        g_assert_true (arb_search_run (rules, state, &limits, &result));
        g_assert_cmpmem (state, rules->state_size, before, rules->state_size);
        arb_rules_move_to_list_text (rules, state, &result.move, buf);
        g_test_message ("%s regicide=%u level %u: %s", rows[i].fen, rule, rows[i].level, buf);
        g_assert_cmpstr (buf, ==, ties[0]);
        g_assert_cmpuint (result.n_best, ==, g_strv_length (ties));
      }

  /* Level 4 too: both captures take White's two kings, a win at once, by
   * the standard rule only (by the house rule each man stops after one). */
  for (guint rule = 0; rule < 2; rule++)
    {
      g_autofree gpointer state = g_malloc0 (rules->state_size);
      ArbSearchLimits limits = { .level = 4 };
      ArbSearchResult result;
      ArbParams params;
      char buf[ARB_MOVE_TEXT_MAX];

      arb_params_init (&params, rules);
      g_assert_true (arb_params_set (&params, rules, "regicide", rule ? "true" : "false", NULL));
      g_assert_true (arb_rules_read_position_with (rules, &params, "B:WK14,K22:B9,10", state,
                                                   NULL));
      g_assert_true (arb_search_run (rules, state, &limits, &result));
      arb_rules_move_to_list_text (rules, state, &result.move, buf);
      g_test_message ("level 4, regicide=%u: %s, %d", rule, buf, result.value);
      if (rule)
        g_assert_cmpint (result.value, <, 10000 - 100);
      else
        g_assert_cmpint (result.value, ==, 10000 - 1);
      g_assert_true (g_str_equal (buf, rule ? "10x17" : "10x17x26")
                     || g_str_equal (buf, rule ? "9x18" : "9x18x25"));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/checkers/table", test_table);
  g_test_add_func ("/engine/checkers/reference", test_reference);
  g_test_add_func ("/engine/checkers/seeds", test_seeds);
  g_test_add_func ("/engine/checkers/level4", test_level4);
  g_test_add_func ("/engine/checkers/english", test_english);
  return g_test_run ();
}
