/* test-clock-odds.c — a clock whose sides keep different time controls
 * (time odds: arb_clock_new_with_odds(); docs/clock.md)
 *
 * As in test-clock.c, the clock is given made-up times and the times left
 * are worked out by hand in the comments.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-clock.h"

#include <string.h>

#define MS(x) ((gint64) (x) * 1000)
#define S(x)  ((gint64) (x) * G_USEC_PER_SEC)
#define T0    G_GINT64_CONSTANT (5000000000)

static const ArbTimeControl fischer_60_1 = { ARB_TIME_CONTROL_FISCHER, S (60), S (1), 0 };
static const ArbTimeControl sudden_30 = { ARB_TIME_CONTROL_FISCHER, S (30), 0, 0 };
static const ArbTimeControl period_40_10 = { ARB_TIME_CONTROL_FISCHER, S (10), 0, 2 };

/* Each side starts with its own time and gains its own increment. */
static void
test_odds_fischer (void)
{
  g_autoptr (ArbClock) clock = arb_clock_new_with_odds (&fischer_60_1, &sudden_30);
  guint side;
  gint64 when;

  g_assert_cmpint (arb_clock_get_side_control (clock, 0)->base, ==, S (60));
  g_assert_cmpint (arb_clock_get_side_control (clock, 1)->base, ==, S (30));
  g_assert_cmpint (arb_clock_get_control (clock)->base, ==, S (60));
  g_assert_cmpint (arb_clock_get_remaining (clock, 0, T0), ==, S (60));
  g_assert_cmpint (arb_clock_get_remaining (clock, 1, T0), ==, S (30));

  /* Side 0 takes 5 s: 60 − 5 + 1 = 56. Side 1 takes 4 s: 30 − 4 + 0 = 26. */
  arb_clock_start (clock, 0, T0);
  arb_clock_press (clock, T0 + S (5));
  arb_clock_press (clock, T0 + S (9));
  g_assert_cmpint (arb_clock_get_remaining (clock, 0, T0 + S (9)), ==, S (56));
  g_assert_cmpint (arb_clock_get_remaining (clock, 1, T0 + S (9)), ==, S (26));

  /* Side 0 takes 1 s (56 − 1 + 1 = 56); side 1's flag falls 26 s into its
   * turn, though side 0 would still have had time. */
  arb_clock_press (clock, T0 + S (10));
  g_assert_true (arb_clock_flag_fell (clock, T0 + S (36), &side, &when));
  g_assert_cmpuint (side, ==, 1);
  g_assert_cmpint (when, ==, T0 + S (36));
  g_assert_cmpint (arb_clock_get_remaining (clock, 0, T0 + S (36)), ==, S (56));
}

/* A side's periods are its own: side 1 gets 10 s again every 2 moves,
 * side 0 never. */
static void
test_odds_periods (void)
{
  g_autoptr (ArbClock) clock = arb_clock_new_with_odds (&sudden_30, &period_40_10);

  arb_clock_start (clock, 0, T0);
  arb_clock_press (clock, T0 + S (1));   /* side 0: 29 */
  arb_clock_press (clock, T0 + S (4));   /* side 1: 10 − 3 = 7 */
  arb_clock_press (clock, T0 + S (5));   /* side 0: 28 */
  arb_clock_press (clock, T0 + S (7));   /* side 1: 7 − 2 + 10 = 15 */
  g_assert_cmpint (arb_clock_get_remaining (clock, 0, T0 + S (7)), ==, S (28));
  g_assert_cmpint (arb_clock_get_remaining (clock, 1, T0 + S (7)), ==, S (15));
  g_assert_cmpuint (arb_clock_get_moves (clock, 1), ==, 2);

  /* Take-backs restore each side's own times. */
  g_assert_true (arb_clock_undo (clock, T0 + S (8)));
  g_assert_cmpint (arb_clock_get_remaining (clock, 1, T0 + S (8)), ==, S (7));
  g_assert_cmpint (arb_clock_get_remaining (clock, 0, T0 + S (8)), ==, S (28));
}

/* A time per move for one side, a clock for the other. */
static void
test_odds_kinds (void)
{
  const ArbTimeControl per_move_2 = { ARB_TIME_CONTROL_MOVETIME, S (2), 0, 0 };
  g_autoptr (ArbClock) clock = arb_clock_new_with_odds (&per_move_2, &sudden_30);
  guint side;
  gint64 when;

  arb_clock_start (clock, 0, T0);
  g_assert_cmpint (arb_clock_get_remaining (clock, 0, T0 + MS (500)), ==, MS (1500));
  g_assert_cmpint (arb_clock_get_remaining (clock, 1, T0 + MS (500)), ==, S (30));
  arb_clock_press (clock, T0 + S (1));
  g_assert_cmpint (arb_clock_get_remaining (clock, 0, T0 + S (1)), ==, S (2));
  arb_clock_press (clock, T0 + S (11));  /* side 1: 20 left */
  g_assert_cmpint (arb_clock_get_remaining (clock, 1, T0 + S (11)), ==, S (20));
  /* Side 0's 2 s run out, whatever side 1 has. */
  g_assert_true (arb_clock_flag_fell (clock, T0 + S (14), &side, &when));
  g_assert_cmpuint (side, ==, 0);
  g_assert_cmpint (when, ==, T0 + S (13));
}

/* The autosave writes side 1's control on a second line and reads it
 * back; a clock without odds keeps its one line. */
static void
test_odds_save (void)
{
  const gint64 T1 = G_GINT64_CONSTANT (900000000000);
  g_autoptr (ArbClock) clock = arb_clock_new_with_odds (&fischer_60_1, &sudden_30);
  g_autoptr (ArbClock) even = arb_clock_new_with_odds (&sudden_30, &sudden_30);
  g_autoptr (ArbClock) copy = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *again = NULL, *even_text = NULL;

  arb_clock_start (clock, 0, T0);
  arb_clock_press (clock, T0 + S (5));   /* side 0: 56 */
  text = arb_clock_to_string (clock, T0 + S (8));   /* side 1 thought 3 s */
  g_assert_nonnull (strstr (text, "\ncontrol fischer 60000000 1000000 0\n"
                                  "control fischer 30000000 0 0\nstate running 1 3000000 -\n"));
  copy = arb_clock_new_from_string (text, T1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (arb_clock_get_remaining (copy, 1, T1), ==, S (27));
  g_assert_cmpint (arb_clock_get_remaining (copy, 0, T1), ==, S (56));
  g_assert_cmpint (arb_clock_get_side_control (copy, 1)->base, ==, S (30));
  g_assert_cmpint (arb_clock_get_side_control (copy, 0)->increment, ==, S (1));
  again = arb_clock_to_string (copy, T1);
  g_assert_cmpstr (again, ==, text);

  even_text = arb_clock_to_string (even, T0);
  g_assert_nonnull (strstr (even_text, "\ncontrol fischer 30000000 0 0\nstate "));
}

/* A side-1 time that its own control could not hold is refused: 45 s
 * left at the start of a 30-second sudden death. */
static void
test_odds_save_refused (void)
{
  const char *text = "arbiter-clock 1\n"
                     "control fischer 60000000 1000000 0\n"
                     "control fischer 30000000 0 0\n"
                     "state ready 0 0 -\n"
                     "side 60000000 0 0\n"
                     "side 45000000 0 0\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbClock) clock = arb_clock_new_from_string (text, T0, &error);

  g_assert_null (clock);
  g_assert_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_RANGE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/clock/odds/fischer", test_odds_fischer);
  g_test_add_func ("/clock/odds/periods", test_odds_periods);
  g_test_add_func ("/clock/odds/kinds", test_odds_kinds);
  g_test_add_func ("/clock/odds/save", test_odds_save);
  g_test_add_func ("/clock/odds/save-refused", test_odds_save_refused);
  return g_test_run ();
}
