/* test-clock.c — the game clock and the texts of time controls
 * (src/core/arb-clock.c, arb-clock-text.c; docs/clock.md)
 *
 * The clock never reads the time, so every case gives it made-up times
 * and checks the times left, worked out by hand in the comments.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-clock.h"

#include <string.h>

/* Milliseconds and seconds in the clock's microseconds; every scripted
 * time is an offset from T0, an arbitrary monotonic instant. */
#define MS(x) ((gint64) (x) * 1000)
#define S(x)  ((gint64) (x) * G_USEC_PER_SEC)
#define T0    G_GINT64_CONSTANT (5000000000)

static const ArbTimeControl fischer_60_1 = { ARB_TIME_CONTROL_FISCHER, S (60), S (1), 0 };

/* Field by field: the struct has padding memcmp() would compare. */
static void
assert_control (const ArbTimeControl *control,
                const ArbTimeControl *expected)
{
  g_assert_cmpint (control->kind, ==, expected->kind);
  g_assert_cmpint (control->base, ==, expected->base);
  g_assert_cmpint (control->increment, ==, expected->increment);
  g_assert_cmpuint (control->moves, ==, expected->moves);
}

/* ------------------------------------------------------- scripted games */

typedef enum
{
  END,
  START0,       /* start side 0's clock */
  START1,       /* start side 1's clock */
  PRESS,        /* a move in time: arb_clock_press() is TRUE */
  LATE,         /* a move too late: arb_clock_press() is FALSE, flagged */
  PAUSE,
  RESUME,
  UNDO,         /* arb_clock_undo() is TRUE */
  NO_UNDO,      /* arb_clock_undo() is FALSE: nothing to take back */
  LOOK,         /* only check the times */
} Op;

typedef struct
{
  Op     op;
  gint64 at;          /* ms after T0 */
  gint64 left[2];     /* ms left for each side after the step, at @at */
} Step;

typedef struct
{
  const char    *name;
  ArbTimeControl control;
  Step           steps[16];
} Script;

static const Script scripts[] = {
  { "fischer",
    /* Base 60 s, increment 1 s: after 3 moves of 10 s each, side 0 has
     * 60 − 3·10 + 3·1 = 33 s left. */
    { ARB_TIME_CONTROL_FISCHER, S (60), S (1), 0 },
    { { START0, 0, { 60000, 60000 } },
      { PRESS, 10000, { 51000, 60000 } },     /* 60 − 10 + 1 */
      { PRESS, 20000, { 51000, 51000 } },
      { PRESS, 30000, { 42000, 51000 } },     /* 51 − 10 + 1 */
      { PRESS, 40000, { 42000, 42000 } },
      { PRESS, 50000, { 33000, 42000 } },     /* 42 − 10 + 1 */
      { LOOK, 55000, { 33000, 37000 } },      /* side 1 has run 5 s */
      { END, 0, { 0, 0 } } } },
  { "fischer-exceeds-base",
    /* 60 s + 5 s with the moves of the Bronstein case below: a fast move
     * earns time beyond the start (60 − 3 + 5 = 62). */
    { ARB_TIME_CONTROL_FISCHER, S (60), S (5), 0 },
    { { START0, 0, { 60000, 60000 } },
      { PRESS, 3000, { 62000, 60000 } },      /* 60 − 3 + 5 */
      { PRESS, 13000, { 62000, 55000 } },     /* 60 − 10 + 5 */
      { PRESS, 20000, { 60000, 55000 } },     /* 62 − 7 + 5 */
      { END, 0, { 0, 0 } } } },
  { "bronstein",
    /* 60 s, delay 5 s: the time a move took is given back up to 5 s, so
     * a side never has more than it started with. */
    { ARB_TIME_CONTROL_BRONSTEIN, S (60), S (5), 0 },
    { { START0, 0, { 60000, 60000 } },
      { PRESS, 3000, { 60000, 60000 } },      /* took 3, 3 back */
      { PRESS, 13000, { 60000, 55000 } },     /* took 10, 5 back */
      { PRESS, 20000, { 58000, 55000 } },     /* took 7, 5 back */
      { LOOK, 21500, { 58000, 53500 } },      /* during the move: no give-back yet */
      { END, 0, { 0, 0 } } } },
  { "movetime",
    /* 5 s per move; unused time is lost; side 1 moves first. */
    { ARB_TIME_CONTROL_MOVETIME, S (5), 0, 0 },
    { { START1, 0, { 5000, 5000 } },
      { LOOK, 2000, { 5000, 3000 } },
      { PRESS, 4000, { 5000, 5000 } },
      { LOOK, 7000, { 2000, 5000 } },
      { PRESS, 8900, { 5000, 5000 } },        /* 4.9 s: in time */
      { LOOK, 13899, { 5000, 1 } },           /* 1 ms before the flag */
      { LATE, 13900, { 5000, 0 } },           /* exactly 5 s: too late */
      { LOOK, 20000, { 5000, 0 } },           /* flagged: stopped */
      { END, 0, { 0, 0 } } } },
  { "periods",
    /* 10 s for every 2 moves ("2/10"): the 2nd move of each side adds
     * 10 s again. */
    { ARB_TIME_CONTROL_FISCHER, S (10), 0, 2 },
    { { START0, 0, { 10000, 10000 } },
      { PRESS, 3000, { 7000, 10000 } },
      { PRESS, 4000, { 7000, 9000 } },
      { PRESS, 8000, { 13000, 9000 } },       /* 7 − 4 + 10 */
      { PRESS, 9000, { 13000, 18000 } },      /* 9 − 1 + 10 */
      { PRESS, 10000, { 12000, 18000 } },     /* 3rd move: no period yet */
      { END, 0, { 0, 0 } } } },
  { "pause",
    /* 60 s sudden death; a paused clock does not run, a press while
     * paused switches sides and stays paused. */
    { ARB_TIME_CONTROL_FISCHER, S (60), 0, 0 },
    { { START0, 0, { 60000, 60000 } },
      { PAUSE, 10000, { 50000, 60000 } },
      { LOOK, 100000, { 50000, 60000 } },     /* 90 s later: unchanged */
      { RESUME, 100000, { 50000, 60000 } },
      { LOOK, 105000, { 45000, 60000 } },
      { PRESS, 110000, { 40000, 60000 } },    /* 10 + 10 s used */
      { PAUSE, 115000, { 40000, 55000 } },
      { PAUSE, 120000, { 40000, 55000 } },    /* pausing twice changes nothing */
      { PRESS, 200000, { 40000, 55000 } },    /* side 1 moves while paused */
      { LOOK, 300000, { 40000, 55000 } },     /* side 0's clock waits */
      { RESUME, 300000, { 40000, 55000 } },
      { LOOK, 310000, { 30000, 55000 } },
      { END, 0, { 0, 0 } } } },
  { "undo",
    /* 60 s + 1 s; a take-back restores both times as the undone move's
     * turn began and forgets the time since. */
    { ARB_TIME_CONTROL_FISCHER, S (60), S (1), 0 },
    { { START0, 0, { 60000, 60000 } },
      { PRESS, 10000, { 51000, 60000 } },
      { PRESS, 25000, { 51000, 46000 } },     /* 60 − 15 + 1 */
      { UNDO, 30000, { 51000, 60000 } },      /* side 1 to move again, afresh */
      { LOOK, 32000, { 51000, 58000 } },
      { UNDO, 33000, { 60000, 60000 } },      /* back to the start: side 0 */
      { LOOK, 40000, { 53000, 60000 } },
      { NO_UNDO, 41000, { 52000, 60000 } },
      { PRESS, 45000, { 49000, 60000 } },     /* 60 − 12 + 1 */
      { END, 0, { 0, 0 } } } },
  { "undo-after-flag",
    /* 10 s: side 1 flags at 4 + 10 = 14 s; taking back side 0's move
     * gives side 0 its 10 s again, paused (a flagged clock does not run
     * on its own). */
    { ARB_TIME_CONTROL_FISCHER, S (10), 0, 0 },
    { { START0, 0, { 10000, 10000 } },
      { PRESS, 4000, { 6000, 10000 } },
      { LATE, 15000, { 6000, 0 } },
      { UNDO, 16000, { 10000, 10000 } },
      { LOOK, 30000, { 10000, 10000 } },      /* paused */
      { RESUME, 30000, { 10000, 10000 } },
      { LOOK, 33000, { 7000, 10000 } },
      { END, 0, { 0, 0 } } } },
};

static void
run_step (ArbClock   *clock,
          const Step *step)
{
  gint64 now = T0 + MS (step->at);

  switch (step->op)
    {
    case START0:
    case START1:
      arb_clock_start (clock, step->op == START0 ? 0 : 1, now);
      g_assert_cmpint (arb_clock_get_state (clock, now), ==, ARB_CLOCK_RUNNING);
      break;
    case PRESS:
      g_assert_true (arb_clock_press (clock, now));
      break;
    case LATE:
      g_assert_false (arb_clock_press (clock, now));
      g_assert_cmpint (arb_clock_get_state (clock, now), ==, ARB_CLOCK_FLAGGED);
      break;
    case PAUSE:
      arb_clock_pause (clock, now);
      g_assert_cmpint (arb_clock_get_state (clock, now), ==, ARB_CLOCK_PAUSED);
      break;
    case RESUME:
      arb_clock_resume (clock, now);
      g_assert_cmpint (arb_clock_get_state (clock, now), ==, ARB_CLOCK_RUNNING);
      break;
    case UNDO:
      g_assert_true (arb_clock_undo (clock, now));
      break;
    case NO_UNDO:
      g_assert_false (arb_clock_undo (clock, now));
      break;
    case LOOK:
    case END:
    default:
      break;
    }
  g_assert_cmpint (arb_clock_get_remaining (clock, 0, now), ==, MS (step->left[0]));
  g_assert_cmpint (arb_clock_get_remaining (clock, 1, now), ==, MS (step->left[1]));
}

static void
test_scripts (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (scripts); i++)
    {
      g_autoptr (ArbClock) clock = arb_clock_new (&scripts[i].control);

      g_test_message ("%s", scripts[i].name);
      g_assert_cmpint (arb_clock_get_state (clock, T0), ==, ARB_CLOCK_READY);
      g_assert_false (arb_clock_press (clock, T0));      /* not started */
      for (const Step *step = scripts[i].steps; step->op != END; step++)
        {
          g_test_message ("  step %u", (guint) (step - scripts[i].steps));
          run_step (clock, step);
        }
    }
}

/* -------------------------------------------------------------- flags */

/* A margin (cutechess-cli's timemargin): a side's time may run that far
 * below zero before its flag falls; the debt stays, and a later move that
 * takes the side past the margin in all loses. */
static void
test_flag_margin (void)
{
  ArbTimeControl control = { ARB_TIME_CONTROL_FISCHER, S (1), MS (100), 0 };
  g_autoptr (ArbClock) clock = arb_clock_new (&control);
  guint side = 7;
  gint64 when = 0;

  arb_clock_set_margin (clock, MS (300));
  /* Side 0 takes 1.2 s of its 1 s: within the margin, the move stands;
   * 1 − 1.2 + 0.1 = −0.1 s left, shown as 0. */
  arb_clock_start (clock, 0, T0);
  g_assert_cmpint (arb_clock_get_flag_time (clock), ==, T0 + MS (1300));
  g_assert_true (arb_clock_press (clock, T0 + MS (1200)));
  g_assert_cmpint (arb_clock_get_remaining (clock, 0, T0 + MS (1200)), ==, 0);
  /* Side 1 moves at once; side 0's next turn may last 0.3 − 0.1 = 0.2 s. */
  g_assert_true (arb_clock_press (clock, T0 + MS (1200)));
  g_assert_cmpint (arb_clock_get_flag_time (clock), ==, T0 + MS (1400));
  g_assert_false (arb_clock_flag_fell (clock, T0 + MS (1400) - 1, &side, &when));
  g_assert_true (arb_clock_flag_fell (clock, T0 + MS (1400), &side, &when));
  g_assert_cmpuint (side, ==, 0);
  g_assert_cmpint (when, ==, T0 + MS (1400));
}

static void
test_flag_boundary (void)
{
  ArbTimeControl control = { ARB_TIME_CONTROL_FISCHER, S (10), 0, 0 };
  g_autoptr (ArbClock) clock = arb_clock_new (&control);
  guint side = 7;
  gint64 when = 0;

  /* Side 0 moves after 4 s; side 1's 10 s run out at 4 + 10 = 14 s. */
  arb_clock_start (clock, 0, T0);
  g_assert_true (arb_clock_press (clock, T0 + S (4)));
  g_assert_cmpint (arb_clock_get_flag_time (clock), ==, T0 + S (14));

  /* 1 µs before: 1 µs left, no flag. */
  g_assert_cmpint (arb_clock_get_remaining (clock, 1, T0 + S (14) - 1), ==, 1);
  g_assert_false (arb_clock_flag_fell (clock, T0 + S (14) - 1, &side, &when));
  g_assert_cmpuint (side, ==, 7);
  g_assert_cmpint (arb_clock_get_state (clock, T0 + S (14) - 1), ==, ARB_CLOCK_RUNNING);
  g_assert_cmpint (arb_clock_get_state (clock, T0 + S (14)), ==, ARB_CLOCK_FLAGGED);

  /* Looked at 6 s late, the flag fell at 14 s exactly, side 1. */
  g_assert_true (arb_clock_flag_fell (clock, T0 + S (20), &side, &when));
  g_assert_cmpuint (side, ==, 1);
  g_assert_cmpint (when, ==, T0 + S (14));
  g_assert_cmpint (arb_clock_get_flag_time (clock), ==, T0 + S (14));
  g_assert_cmpint (arb_clock_get_remaining (clock, 1, T0 + S (30)), ==, 0);
  g_assert_cmpint (arb_clock_get_used (clock, 1, T0 + S (30)), ==, S (10));

  /* A flagged clock is stopped: no press, no pause, no resume. */
  g_assert_false (arb_clock_press (clock, T0 + S (31)));
  arb_clock_pause (clock, T0 + S (32));
  arb_clock_resume (clock, T0 + S (33));
  g_assert_cmpint (arb_clock_get_state (clock, T0 + S (34)), ==, ARB_CLOCK_FLAGGED);
  g_assert_true (arb_clock_flag_fell (clock, T0 + S (40), NULL, &when));
  g_assert_cmpint (when, ==, T0 + S (14));
}

static void
test_flag_pause (void)
{
  ArbTimeControl control = { ARB_TIME_CONTROL_FISCHER, S (10), 0, 0 };
  g_autoptr (ArbClock) clock = arb_clock_new (&control);
  gint64 when = 0;

  /* Side 0 thinks 6 s, pauses for a minute, resumes at 66 s: its flag
   * falls 4 s later, at 70 s, not at 10 s. While paused no flag can fall. */
  arb_clock_start (clock, 0, T0);
  arb_clock_pause (clock, T0 + S (6));
  g_assert_cmpint (arb_clock_get_flag_time (clock), ==, G_MAXINT64);
  g_assert_false (arb_clock_flag_fell (clock, T0 + S (66), NULL, NULL));
  arb_clock_resume (clock, T0 + S (66));
  g_assert_cmpint (arb_clock_get_flag_time (clock), ==, T0 + S (70));
  g_assert_false (arb_clock_flag_fell (clock, T0 + S (70) - 1, NULL, NULL));

  /* A pause asked after the flag fell finds it fell at 70 s. */
  arb_clock_pause (clock, T0 + S (75));
  g_assert_true (arb_clock_flag_fell (clock, T0 + S (76), NULL, &when));
  g_assert_cmpint (when, ==, T0 + S (70));
}

static void
test_flag_bronstein (void)
{
  ArbTimeControl control = { ARB_TIME_CONTROL_BRONSTEIN, S (3), S (5), 0 };
  g_autoptr (ArbClock) clock = arb_clock_new (&control);
  guint side;
  gint64 when;

  /* 3 s with a 5 s delay: the delay is given back only after a move, so a
   * move that takes 3 s loses on time even though 5 s would come back. */
  arb_clock_start (clock, 0, T0);
  g_assert_true (arb_clock_press (clock, T0 + S (2)));        /* 2 s back: 3 s again */
  g_assert_cmpint (arb_clock_get_remaining (clock, 0, T0 + S (2)), ==, S (3));
  g_assert_false (arb_clock_press (clock, T0 + S (5)));       /* side 1 took 3 s */
  g_assert_true (arb_clock_flag_fell (clock, T0 + S (5), &side, &when));
  g_assert_cmpuint (side, ==, 1);
  g_assert_cmpint (when, ==, T0 + S (5));
}

static void
test_no_limit (void)
{
  ArbTimeControl control = { ARB_TIME_CONTROL_NONE, 0, 0, 0 };
  g_autoptr (ArbClock) clock = arb_clock_new (&control);

  /* No flag ever falls; the clock counts the time used: side 0 thinks
   * 100 s, side 1 a day. */
  arb_clock_start (clock, 0, T0);
  g_assert_true (arb_clock_press (clock, T0 + S (100)));
  g_assert_true (arb_clock_press (clock, T0 + S (100 + 86400)));
  g_assert_cmpint (arb_clock_get_remaining (clock, 0, T0 + S (200000)), ==, G_MAXINT64);
  g_assert_cmpint (arb_clock_get_flag_time (clock), ==, G_MAXINT64);
  g_assert_cmpint (arb_clock_get_state (clock, G_MAXINT64), ==, ARB_CLOCK_RUNNING);
  g_assert_false (arb_clock_flag_fell (clock, G_MAXINT64, NULL, NULL));
  g_assert_cmpint (arb_clock_get_used (clock, 0, T0 + S (86600)), ==, S (100 + 100));
  g_assert_cmpint (arb_clock_get_used (clock, 1, T0 + S (86600)), ==, S (86400));
  g_assert_cmpuint (arb_clock_get_moves (clock, 0), ==, 1);
  g_assert_cmpuint (arb_clock_get_moves (clock, 1), ==, 1);
}

static void
test_used_and_moves (void)
{
  g_autoptr (ArbClock) clock = arb_clock_new (&fischer_60_1);

  /* Side 0: 10 s then 5 s so far; side 1: 7 s. The increment is not
   * time used. */
  arb_clock_start (clock, 0, T0);
  arb_clock_press (clock, T0 + S (10));
  arb_clock_press (clock, T0 + S (17));
  g_assert_cmpint (arb_clock_get_used (clock, 0, T0 + S (22)), ==, S (15));
  g_assert_cmpint (arb_clock_get_used (clock, 1, T0 + S (22)), ==, S (7));
  g_assert_cmpuint (arb_clock_get_moves (clock, 0), ==, 1);
  g_assert_cmpuint (arb_clock_get_moves (clock, 1), ==, 1);
  g_assert_cmpuint (arb_clock_get_turn (clock), ==, 0);
  g_assert_cmpuint (arb_clock_get_n_presses (clock), ==, 2);
  g_assert_true (arb_clock_undo (clock, T0 + S (23)));
  g_assert_cmpuint (arb_clock_get_moves (clock, 1), ==, 0);
  g_assert_cmpint (arb_clock_get_used (clock, 1, T0 + S (23)), ==, 0);
  g_assert_cmpuint (arb_clock_get_turn (clock), ==, 1);
  g_assert_cmpuint (arb_clock_get_n_presses (clock), ==, 1);
}

static void
test_time_backwards (void)
{
  g_autoptr (ArbClock) clock = arb_clock_new (&fischer_60_1);

  /* A `now` earlier than one already given counts as no time passing:
   * the press at 5 s after one at 10 s takes 0 s (60 − 0 + 1 = 61). */
  arb_clock_start (clock, 0, T0);
  arb_clock_press (clock, T0 + S (10));
  g_assert_true (arb_clock_press (clock, T0 + S (5)));
  g_assert_cmpint (arb_clock_get_remaining (clock, 1, T0 + S (10)), ==, S (61));
  g_assert_cmpint (arb_clock_get_remaining (clock, 0, T0 + S (3)), ==, S (51));
}

/* ------------------------------------------------------------ autosave */

/* A clock saved at T0 + 1000 s and restored at T1 shows the same times:
 * the time between is not counted; presses can still be taken back. */
static void
test_save_restore (void)
{
  const gint64 T1 = G_GINT64_CONSTANT (900000000000);
  g_autoptr (ArbClock) clock = arb_clock_new (&fischer_60_1);
  g_autoptr (ArbClock) copy = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *again = NULL;

  /* 60 + 1: side 0 took 10 s (51 left), side 1 took 20 s (41), side 0
   * has been thinking 5 s when the app saves: 46 left. */
  arb_clock_start (clock, 0, T0);
  arb_clock_press (clock, T0 + S (10));
  arb_clock_press (clock, T0 + S (30));
  text = arb_clock_to_string (clock, T0 + S (35));
  g_assert_true (g_str_has_prefix (text, "arbiter-clock 1\n"));
  g_assert_nonnull (strstr (text, "\ncontrol fischer 60000000 1000000 0\n"));
  g_assert_nonnull (strstr (text, "\nstate running 0 5000000 -\n"));

  copy = arb_clock_new_from_string (text, T1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (arb_clock_get_state (copy, T1), ==, ARB_CLOCK_RUNNING);
  g_assert_cmpint (arb_clock_get_remaining (copy, 0, T1), ==, S (46));
  g_assert_cmpint (arb_clock_get_remaining (copy, 1, T1), ==, S (41));
  g_assert_cmpint (arb_clock_get_remaining (copy, 0, T1 + S (6)), ==, S (40));
  g_assert_cmpint (arb_clock_get_used (copy, 1, T1), ==, S (20));
  g_assert_cmpint (arb_clock_get_flag_time (copy), ==, T1 + S (46));
  g_assert_cmpuint (arb_clock_get_n_presses (copy), ==, 2);

  /* Its own text, at the same moment, is the same text. */
  again = arb_clock_to_string (copy, T1);
  g_assert_cmpstr (again, ==, text);

  /* Two take-backs reach the start. */
  g_assert_true (arb_clock_undo (copy, T1 + S (1)));
  g_assert_cmpint (arb_clock_get_remaining (copy, 1, T1 + S (1)), ==, S (60));
  g_assert_cmpint (arb_clock_get_remaining (copy, 0, T1 + S (1)), ==, S (51));
  g_assert_true (arb_clock_undo (copy, T1 + S (2)));
  g_assert_cmpint (arb_clock_get_remaining (copy, 0, T1 + S (2)), ==, S (60));
  g_assert_false (arb_clock_undo (copy, T1 + S (3)));
}

static void
test_save_restore_states (void)
{
  const gint64 T1 = G_GINT64_CONSTANT (900000000000);
  ArbTimeControl bronstein = { ARB_TIME_CONTROL_BRONSTEIN, S (30), S (2), 0 };
  ArbTimeControl movetime = { ARB_TIME_CONTROL_MOVETIME, MS (1500), 0, 0 };
  ArbTimeControl periods = { ARB_TIME_CONTROL_FISCHER, S (9000), 0, 40 };
  ArbTimeControl none = { ARB_TIME_CONTROL_NONE, 0, 0, 0 };
  const ArbTimeControl *controls[] = { &bronstein, &movetime, &periods, &none };

  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    {
      g_autoptr (ArbClock) ready = arb_clock_new (controls[i]);
      g_autoptr (ArbClock) paused = arb_clock_new (controls[i]);
      g_autoptr (ArbClock) copy = NULL;
      g_autofree char *text = NULL;
      g_autoptr (GError) error = NULL;

      /* Not started: still not started, the control the same. */
      text = arb_clock_to_string (ready, T0);
      copy = arb_clock_new_from_string (text, T1, &error);
      g_assert_no_error (error);
      g_assert_cmpint (arb_clock_get_state (copy, T1), ==, ARB_CLOCK_READY);
      assert_control (arb_clock_get_control (copy), controls[i]);
      g_clear_pointer (&copy, arb_clock_free);
      g_clear_pointer (&text, g_free);

      /* Paused after 1 s of side 1's turn: paused, and stays so. */
      arb_clock_start (paused, 0, T0);
      arb_clock_press (paused, T0 + MS (500));
      arb_clock_pause (paused, T0 + MS (1500));
      text = arb_clock_to_string (paused, T0 + S (100));
      copy = arb_clock_new_from_string (text, T1, &error);
      g_assert_no_error (error);
      g_assert_cmpint (arb_clock_get_state (copy, T1 + S (1000)), ==, ARB_CLOCK_PAUSED);
      g_assert_cmpint (arb_clock_get_remaining (copy, 1, T1 + S (1000)), ==,
                       arb_clock_get_remaining (paused, 1, T0 + S (100)));
      g_assert_cmpint (arb_clock_get_used (copy, 1, T1), ==, S (1));
      g_assert_cmpint (arb_clock_get_used (copy, 0, T1), ==, MS (500));
    }
}

static void
test_save_restore_flagged (void)
{
  const gint64 T1 = G_GINT64_CONSTANT (900000000000);
  ArbTimeControl control = { ARB_TIME_CONTROL_FISCHER, S (10), 0, 0 };
  g_autoptr (ArbClock) clock = arb_clock_new (&control);
  g_autoptr (ArbClock) copy = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  gint64 when;
  guint side;

  /* Side 0's flag fell at 10 s, unnoticed until the save at 25 s: the
   * restored clock says it fell 15 s before T1. */
  arb_clock_start (clock, 0, T0);
  text = arb_clock_to_string (clock, T0 + S (25));
  g_assert_nonnull (strstr (text, "\nstate flagged 0 10000000 15000000\n"));
  copy = arb_clock_new_from_string (text, T1, &error);
  g_assert_no_error (error);
  g_assert_true (arb_clock_flag_fell (copy, T1, &side, &when));
  g_assert_cmpuint (side, ==, 0);
  g_assert_cmpint (when, ==, T1 - S (15));
  g_assert_cmpint (arb_clock_get_remaining (copy, 0, T1), ==, 0);
}

static void
test_restore_refusals (void)
{
  static const struct
  {
    const char *text;
    int         code;
  } cases[] = {
    { "", ARB_CLOCK_ERROR_SYNTAX },
    { "arbiter-clock 2\n", ARB_CLOCK_ERROR_SYNTAX },
    { "[Event \"?\"]\n", ARB_CLOCK_ERROR_SYNTAX },
    { "arbiter-clock 1\ncontrol fischer 60000000 0 0\n", ARB_CLOCK_ERROR_SYNTAX },
    /* an unknown kind; a negative, a non-numeric and an overflowing number */
    { "arbiter-clock 1\ncontrol sandclock 60000000 0 0\nstate ready 0 0 -\n"
      "side 60000000 0 0\nside 60000000 0 0\n", ARB_CLOCK_ERROR_SYNTAX },
    { "arbiter-clock 1\ncontrol fischer -60000000 0 0\nstate ready 0 0 -\n"
      "side 60000000 0 0\nside 60000000 0 0\n", ARB_CLOCK_ERROR_SYNTAX },
    { "arbiter-clock 1\ncontrol fischer 60000000 0 0\nstate ready 0 zero -\n"
      "side 60000000 0 0\nside 60000000 0 0\n", ARB_CLOCK_ERROR_SYNTAX },
    { "arbiter-clock 1\ncontrol fischer 60000000 0 0\nstate running 0 0 -\n"
      "side 99999999999999999999999 0 0\nside 60000000 0 0\n", ARB_CLOCK_ERROR_SYNTAX },
    /* a time control beyond the limits */
    { "arbiter-clock 1\ncontrol fischer 864000000000 0 0\nstate ready 0 0 -\n"
      "side 864000000000 0 0\nside 864000000000 0 0\n", ARB_CLOCK_ERROR_RANGE },
    /* side 2; a flagged clock without its flag; a flag on a running one */
    { "arbiter-clock 1\ncontrol fischer 60000000 0 0\nstate running 2 0 -\n"
      "side 60000000 0 0\nside 60000000 0 0\n", ARB_CLOCK_ERROR_SYNTAX },
    { "arbiter-clock 1\ncontrol fischer 60000000 0 0\nstate flagged 0 60000000 -\n"
      "side 60000000 0 0\nside 60000000 0 0\n", ARB_CLOCK_ERROR_SYNTAX },
    { "arbiter-clock 1\ncontrol fischer 60000000 0 0\nstate running 0 0 5\n"
      "side 60000000 0 0\nside 60000000 0 0\n", ARB_CLOCK_ERROR_SYNTAX },
    /* two spaces; a stray line; a press line cut short */
    { "arbiter-clock 1\ncontrol fischer 60000000 0 0\nstate running  0 0 -\n"
      "side 60000000 0 0\nside 60000000 0 0\n", ARB_CLOCK_ERROR_SYNTAX },
    { "arbiter-clock 1\ncontrol fischer 60000000 0 0\nstate running 0 0 -\n"
      "side 60000000 0 0\nside 60000000 0 0\nhello\n", ARB_CLOCK_ERROR_SYNTAX },
    { "arbiter-clock 1\ncontrol fischer 60000000 0 0\nstate running 0 0 -\n"
      "side 60000000 0 0\nside 60000000 0 0\npress 1 2 3\n", ARB_CLOCK_ERROR_SYNTAX },
    /* a side with no time left that has not flagged; a turn longer than
     * the time left; a clock not started that has used time */
    { "arbiter-clock 1\ncontrol fischer 60000000 0 0\nstate running 0 0 -\n"
      "side 0 0 0\nside 60000000 0 0\n", ARB_CLOCK_ERROR_SYNTAX },
    { "arbiter-clock 1\ncontrol fischer 60000000 0 0\nstate paused 0 70000000 -\n"
      "side 60000000 0 0\nside 60000000 0 0\n", ARB_CLOCK_ERROR_RANGE },
    { "arbiter-clock 1\ncontrol fischer 60000000 0 0\nstate ready 0 0 -\n"
      "side 60000000 5 0\nside 60000000 0 0\n", ARB_CLOCK_ERROR_RANGE },
    /* time per move that does not match the control */
    { "arbiter-clock 1\ncontrol movetime 5000000 0 0\nstate running 0 0 -\n"
      "side 4000000 0 0\nside 5000000 0 0\n", ARB_CLOCK_ERROR_SYNTAX },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (ArbClock) clock = NULL;

      g_test_message ("case %u", i);
      clock = arb_clock_new_from_string (cases[i].text, T0, &error);
      g_assert_null (clock);
      g_assert_error (error, ARB_CLOCK_ERROR, cases[i].code);
      g_assert_true (error->message[0] != '\0');
    }
}

/* ------------------------------------------------------- time controls */

static void
test_parse_command_line (void)
{
  static const struct
  {
    const char *text;
    gint64      base, increment;
    const char *written;
    guint       moves;
  } good[] = {
    { "300", S (300), 0, "300", 0 },
    { "60+0.5", S (60), MS (500), "60+0.5", 0 },
    { "60+0", S (60), 0, "60", 0 },
    { "0.1", MS (100), 0, "0.1", 0 },
    { "5+0.000001", S (5), 1, "5+0.000001", 0 },
    { "180.250000+2", MS (180250), S (2), "180.25+2", 0 },
    { "0060", S (60), 0, "60", 0 },
    { "86400+3600", S (86400), S (3600), "86400+3600", 0 },   /* the limits */
    /* Periods, as cutechess-cli and fastchess write them: 60 s again
     * every 40 moves, with and without an increment. */
    { "40/60+0.6", S (60), MS (600), "40/60+0.6", 40 },
    { "40/9000", S (9000), 0, "40/9000", 40 },
    { "1000/1+0", S (1), 0, "1000/1", 1000 },
  };
  static const struct
  {
    const char *text;
    int         code;
    const char *shown;   /* the part of the text the message names */
  } bad[] = {
    { "", ARB_CLOCK_ERROR_SYNTAX, NULL },
    { "abc", ARB_CLOCK_ERROR_SYNTAX, "abc" },
    { "-60", ARB_CLOCK_ERROR_RANGE, "-60" },
    { "60+-1", ARB_CLOCK_ERROR_RANGE, "-1" },
    { "60+", ARB_CLOCK_ERROR_SYNTAX, "60+" },
    { "+5", ARB_CLOCK_ERROR_SYNTAX, "+5" },
    { "60+1+1", ARB_CLOCK_ERROR_SYNTAX, "1+1" },
    { " 60", ARB_CLOCK_ERROR_SYNTAX, " 60" },
    { "60 ", ARB_CLOCK_ERROR_SYNTAX, "60 " },
    { "1e3", ARB_CLOCK_ERROR_SYNTAX, "1e3" },
    { ".5", ARB_CLOCK_ERROR_SYNTAX, ".5" },
    { "5.", ARB_CLOCK_ERROR_SYNTAX, "5." },
    { "0,5", ARB_CLOCK_ERROR_SYNTAX, "0,5" },
    { "0", ARB_CLOCK_ERROR_RANGE, "0" },
    { "0.0000001", ARB_CLOCK_ERROR_RANGE, "0.0000001" },
    { "86400.000001", ARB_CLOCK_ERROR_RANGE, "86400.000001" },
    { "99999999999999999999999999", ARB_CLOCK_ERROR_RANGE, "99999999999999999999999999" },
    { "60+3601", ARB_CLOCK_ERROR_RANGE, "3601" },
    { "0/60", ARB_CLOCK_ERROR_RANGE, "0/60" },
    { "1001/60", ARB_CLOCK_ERROR_RANGE, "1001/60" },
    { "40/", ARB_CLOCK_ERROR_SYNTAX, "" },
    { "40/60+", ARB_CLOCK_ERROR_SYNTAX, "60+" },
    { "inf", ARB_CLOCK_ERROR_SYNTAX, "inf" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      ArbTimeControl control;
      g_autoptr (GError) error = NULL;
      g_autofree char *written = NULL;

      g_assert_true (arb_time_control_parse (good[i].text, &control, &error));
      g_assert_no_error (error);
      g_assert_cmpint (control.kind, ==, ARB_TIME_CONTROL_FISCHER);
      g_assert_cmpint (control.base, ==, good[i].base);
      g_assert_cmpint (control.increment, ==, good[i].increment);
      g_assert_cmpuint (control.moves, ==, good[i].moves);
      g_assert_true (arb_time_control_check (&control, NULL));
      written = arb_time_control_to_string (&control);
      g_assert_cmpstr (written, ==, good[i].written);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      ArbTimeControl control = { ARB_TIME_CONTROL_MOVETIME, 7, 0, 0 };
      g_autoptr (GError) error = NULL;

      g_test_message ("“%s”", bad[i].text);
      g_assert_false (arb_time_control_parse (bad[i].text, &control, &error));
      g_assert_error (error, ARB_CLOCK_ERROR, bad[i].code);
      if (bad[i].shown != NULL)
        g_assert_nonnull (strstr (error->message, bad[i].shown));
      g_assert_cmpint (control.base, ==, 7);                  /* untouched */
    }
}

static void
test_parse_pgn (void)
{
  static const struct
  {
    const char    *text;
    ArbTimeControl control;
  } good[] = {
    { "-", { ARB_TIME_CONTROL_NONE, 0, 0, 0 } },
    { "300", { ARB_TIME_CONTROL_FISCHER, S (300), 0, 0 } },
    { "300+2", { ARB_TIME_CONTROL_FISCHER, S (300), S (2), 0 } },
    { "40/9000", { ARB_TIME_CONTROL_FISCHER, S (9000), 0, 40 } },
    { "1/60", { ARB_TIME_CONTROL_FISCHER, S (60), 0, 1 } },
    { "1000/86400", { ARB_TIME_CONTROL_FISCHER, S (86400), 0, 1000 } },
    /* No form of the standard's: cutechess-cli's for a period with an
     * increment. */
    { "40/9000+30", { ARB_TIME_CONTROL_FISCHER, S (9000), S (30), 40 } },
    /* The common extension for a Bronstein delay. */
    { "300B5", { ARB_TIME_CONTROL_BRONSTEIN, S (300), S (5), 0 } },
    { "90.5B0.25", { ARB_TIME_CONTROL_BRONSTEIN, 90500000, 250000, 0 } },
  };
  /* Read, and written in the short form. */
  static const struct
  {
    const char    *text;
    const char    *written;
    ArbTimeControl control;
  } other_form[] = {
    { "300+0B5", "300B5", { ARB_TIME_CONTROL_BRONSTEIN, S (300), S (5), 0 } },
    { "60B3600", "60B3600", { ARB_TIME_CONTROL_BRONSTEIN, S (60), S (3600), 0 } },
  };
  static const struct
  {
    const char *text;
    int         code;
  } bad[] = {
    { "?", ARB_CLOCK_ERROR_UNSUPPORTED },
    { "*180", ARB_CLOCK_ERROR_UNSUPPORTED },
    { "40/9000:3600", ARB_CLOCK_ERROR_UNSUPPORTED },
    { "", ARB_CLOCK_ERROR_SYNTAX },
    { "--", ARB_CLOCK_ERROR_SYNTAX },
    { "0/9000", ARB_CLOCK_ERROR_RANGE },
    { "1001/9000", ARB_CLOCK_ERROR_RANGE },
    { "-40/9000", ARB_CLOCK_ERROR_RANGE },
    { "+40/9000", ARB_CLOCK_ERROR_RANGE },
    { "forty/9000", ARB_CLOCK_ERROR_RANGE },
    { "40/", ARB_CLOCK_ERROR_SYNTAX },
    { "40/0", ARB_CLOCK_ERROR_RANGE },
    { "40/90000", ARB_CLOCK_ERROR_RANGE },
    { "40/9000/2", ARB_CLOCK_ERROR_SYNTAX },
    { "300+2B5", ARB_CLOCK_ERROR_UNSUPPORTED },
    { "300B", ARB_CLOCK_ERROR_SYNTAX },
    { "300Bfive", ARB_CLOCK_ERROR_SYNTAX },
    { "300B-5", ARB_CLOCK_ERROR_RANGE },
    { "300B3601", ARB_CLOCK_ERROR_RANGE },
    { "B5", ARB_CLOCK_ERROR_SYNTAX },
    { "0B5", ARB_CLOCK_ERROR_RANGE },
    { "40/9000B5", ARB_CLOCK_ERROR_SYNTAX },
  };
  static const ArbTimeControl unwritable[] = {
    { ARB_TIME_CONTROL_MOVETIME, S (5), 0, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      ArbTimeControl control;
      g_autoptr (GError) error = NULL;
      g_autofree char *written = NULL;

      g_assert_true (arb_time_control_parse_pgn (good[i].text, &control, &error));
      g_assert_no_error (error);
      assert_control (&control, &good[i].control);
      written = arb_time_control_to_pgn (&control);
      g_assert_cmpstr (written, ==, good[i].text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (other_form); i++)
    {
      ArbTimeControl control;
      g_autofree char *written = NULL;

      g_assert_true (arb_time_control_parse_pgn (other_form[i].text, &control, NULL));
      assert_control (&control, &other_form[i].control);
      written = arb_time_control_to_pgn (&control);
      g_assert_cmpstr (written, ==, other_form[i].written);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      ArbTimeControl control;
      g_autoptr (GError) error = NULL;

      g_test_message ("“%s”", bad[i].text);
      g_assert_false (arb_time_control_parse_pgn (bad[i].text, &control, &error));
      g_assert_error (error, ARB_CLOCK_ERROR, bad[i].code);
    }
  for (guint i = 0; i < G_N_ELEMENTS (unwritable); i++)
    {
      g_assert_null (arb_time_control_to_pgn (&unwritable[i]));
      g_assert_null (arb_time_control_to_string (&unwritable[i]));
    }
}

static void
test_check (void)
{
  static const struct
  {
    ArbTimeControl control;
    gboolean       valid;
  } cases[] = {
    { { ARB_TIME_CONTROL_NONE, 0, 0, 0 }, TRUE },
    { { ARB_TIME_CONTROL_NONE, S (1), 0, 0 }, FALSE },        /* a time without a limit */
    { { ARB_TIME_CONTROL_FISCHER, 1, 0, 0 }, TRUE },          /* 1 µs */
    { { ARB_TIME_CONTROL_FISCHER, 0, S (1), 0 }, FALSE },     /* no base time */
    { { ARB_TIME_CONTROL_FISCHER, -S (1), 0, 0 }, FALSE },
    { { ARB_TIME_CONTROL_FISCHER, S (86400) + 1, 0, 0 }, FALSE },
    { { ARB_TIME_CONTROL_FISCHER, S (60), -1, 0 }, FALSE },
    { { ARB_TIME_CONTROL_FISCHER, S (60), S (3600) + 1, 0 }, FALSE },
    { { ARB_TIME_CONTROL_FISCHER, S (60), 0, 1001 }, FALSE },
    { { ARB_TIME_CONTROL_BRONSTEIN, S (60), S (5), 0 }, TRUE },
    { { ARB_TIME_CONTROL_BRONSTEIN, S (60), S (5), 40 }, FALSE }, /* periods: Fischer only */
    { { ARB_TIME_CONTROL_MOVETIME, S (5), 0, 0 }, TRUE },
    { { ARB_TIME_CONTROL_MOVETIME, S (5), S (1), 0 }, FALSE },    /* no increment */
    { { (ArbTimeControlKind) 9, S (5), 0, 0 }, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;

      g_test_message ("case %u", i);
      g_assert_cmpint (arb_time_control_check (&cases[i].control, &error), ==, cases[i].valid);
      if (cases[i].valid)
        g_assert_no_error (error);
      else
        g_assert_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_RANGE);
    }
}

/* ---------------------------------------------------------------- [%clk] */

static void
test_clk (void)
{
  static const struct
  {
    gint64      time;
    const char *seconds, *tenths;
  } cases[] = {
    { 0, "0:00:00", "0:00:00.0" },
    { MS (950), "0:00:00", "0:00:00.9" },                  /* rounded down */
    { S (59) + MS (999), "0:00:59", "0:00:59.9" },
    { S (3 * 60), "0:03:00", "0:03:00.0" },
    { S (3783) + MS (400), "1:03:03", "1:03:03.4" },       /* 1 h 3 min 3.4 s */
    { S (100 * 3600), "100:00:00", "100:00:00.0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *seconds = arb_clock_format_clk (cases[i].time, FALSE);
      g_autofree char *tenths = arb_clock_format_clk (cases[i].time, TRUE);
      g_autoptr (GError) error = NULL;
      gint64 back = -1;

      g_assert_cmpstr (seconds, ==, cases[i].seconds);
      g_assert_cmpstr (tenths, ==, cases[i].tenths);
      /* Read back: the time rounded down to the second, or the tenth. */
      g_assert_true (arb_clock_parse_clk (seconds, &back, &error));
      g_assert_no_error (error);
      g_assert_cmpint (back, ==, cases[i].time / S (1) * S (1));
      g_assert_true (arb_clock_parse_clk (tenths, &back, &error));
      g_assert_no_error (error);
      g_assert_cmpint (back, ==, cases[i].time / MS (100) * MS (100));
    }
}

static void
test_clk_parse (void)
{
  static const struct
  {
    const char *text;
    gint64      time;    /* -1: refused with @code */
    int         code;
  } cases[] = {
    { "0:00:00.123456", 123456, 0 },
    { "999:59:59", S (999 * 3600 + 59 * 60 + 59), 0 },
    { "00:01:00", S (60), 0 },
    { "0:1:00", -1, ARB_CLOCK_ERROR_SYNTAX },            /* two digits of minutes */
    { "0:01:0", -1, ARB_CLOCK_ERROR_SYNTAX },
    { "0:60:00", -1, ARB_CLOCK_ERROR_RANGE },
    { "0:00:60", -1, ARB_CLOCK_ERROR_RANGE },
    { "1000:00:00", -1, ARB_CLOCK_ERROR_RANGE },
    { "99999999999999999999:00:00", -1, ARB_CLOCK_ERROR_RANGE },
    { "-0:01:00", -1, ARB_CLOCK_ERROR_SYNTAX },
    { "0:01:00.", -1, ARB_CLOCK_ERROR_SYNTAX },
    { "0:01:00.1234567", -1, ARB_CLOCK_ERROR_SYNTAX },   /* beyond microseconds */
    { "0:01:00,5", -1, ARB_CLOCK_ERROR_SYNTAX },
    { "[%clk 0:01:00]", -1, ARB_CLOCK_ERROR_SYNTAX },    /* the value only */
    { "0:01:00 ", -1, ARB_CLOCK_ERROR_SYNTAX },
    { ":01:00", -1, ARB_CLOCK_ERROR_SYNTAX },
    { "0:01", -1, ARB_CLOCK_ERROR_SYNTAX },
    { "", -1, ARB_CLOCK_ERROR_SYNTAX },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      gint64 time = -7;

      g_test_message ("“%s”", cases[i].text);
      if (cases[i].time >= 0)
        {
          g_assert_true (arb_clock_parse_clk (cases[i].text, &time, &error));
          g_assert_no_error (error);
          g_assert_cmpint (time, ==, cases[i].time);
        }
      else
        {
          g_assert_false (arb_clock_parse_clk (cases[i].text, &time, &error));
          g_assert_error (error, ARB_CLOCK_ERROR, cases[i].code);
          g_assert_nonnull (strstr (error->message, cases[i].text));
          g_assert_cmpint (time, ==, -7);
        }
    }
}

/* -------------------------------------------------------- hostile input */

/* Random bytes in the places a file or a user fills: every reader either
 * reads the text (and then writes back what reads the same) or refuses it
 * with a message; none crashes, hangs or half-fills its output. Seeded:
 * the same texts every run. */
static void
test_hostile_controls (void)
{
  static const char alphabet[] = "0123456789+-/.:*? e\xff";
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261126);
  guint read[3] = { 0, 0, 0 };

  for (guint i = 0; i < 20000; i++)
    {
      char text[12];
      guint len = g_rand_int_range (rand, 0, sizeof text);
      ArbTimeControl control, again;
      g_autoptr (GError) error = NULL;
      gint64 time;

      for (guint j = 0; j < len; j++)
        text[j] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      text[len] = '\0';

      if (arb_time_control_parse_pgn (text, &control, &error))
        {
          g_autofree char *written = arb_time_control_to_pgn (&control);

          g_assert_no_error (error);
          g_assert_true (arb_time_control_check (&control, NULL));
          g_assert_true (arb_time_control_parse_pgn (written, &again, NULL));
          assert_control (&again, &control);
          read[0]++;
        }
      else
        {
          g_assert_nonnull (error);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
        }
      g_clear_error (&error);

      if (arb_time_control_parse (text, &control, &error))
        {
          g_assert_true (arb_time_control_check (&control, NULL));
          read[1]++;
        }
      else
        g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_clear_error (&error);

      /* [%clk]: a valid time with one or two characters changed. */
      strcpy (text, "12:34:56.78");
      for (guint j = g_rand_int_range (rand, 1, 3); j > 0; j--)
        text[g_rand_int_range (rand, 0, strlen (text))] =
          alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      if (arb_clock_parse_clk (text, &time, &error))
        {
          g_assert_cmpint (time, >=, 0);
          read[2]++;
        }
      else
        g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }
  /* The random texts include some each reader takes. */
  g_test_message ("read: %u [TimeControl], %u command lines, %u [%%clk]",
                  read[0], read[1], read[2]);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (read[i], >, 0);
}

static void
test_hostile_clock_text (void)
{
  static const char alphabet[] = "0123456789 -\nabcdefgilnoprstuy\xff";
  g_autoptr (GRand) rand = g_rand_new_with_seed (1126);
  g_autoptr (ArbClock) clock = arb_clock_new (&fischer_60_1);
  g_autofree char *valid = NULL;
  guint restored = 0;

  arb_clock_start (clock, 0, T0);
  arb_clock_press (clock, T0 + S (10));
  arb_clock_press (clock, T0 + S (30));
  valid = arb_clock_to_string (clock, T0 + S (35));

  for (guint i = 0; i < 20000; i++)
    {
      g_autofree char *text = g_strdup (valid);
      g_autoptr (ArbClock) copy = NULL;
      g_autoptr (GError) error = NULL;
      guint n = g_rand_int_range (rand, 1, 4);

      /* One to three bytes changed, mostly into digits, spaces and
       * newlines: texts close to a valid one. */
      for (guint j = 0; j < n; j++)
        text[g_rand_int_range (rand, 0, strlen (text))] =
          alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      copy = arb_clock_new_from_string (text, T0, &error);
      if (copy == NULL)
        {
          g_assert_nonnull (error);
          continue;
        }
      g_assert_no_error (error);
      restored++;
      /* A clock read is a clock that works and writes what reads the same. */
      {
        g_autofree char *written = arb_clock_to_string (copy, T0);
        g_autoptr (ArbClock) again = arb_clock_new_from_string (written, T0, NULL);
        g_autofree char *rewritten = NULL;

        g_assert_nonnull (again);
        rewritten = arb_clock_to_string (again, T0);
        g_assert_cmpstr (rewritten, ==, written);
      }
      for (guint side = 0; side < 2; side++)
        g_assert_cmpint (arb_clock_get_remaining (copy, side, T0 + S (1)), >=, 0);
      arb_clock_press (copy, T0 + S (2));
      while (arb_clock_undo (copy, T0 + S (3)))
        ;
    }
  /* Some changed texts are still clocks (a digit for a digit). */
  g_test_message ("%u of 20000 changed texts were clocks", restored);
  g_assert_cmpuint (restored, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/clock/scripts", test_scripts);
  g_test_add_func ("/clock/flag/boundary", test_flag_boundary);
  g_test_add_func ("/clock/flag/margin", test_flag_margin);
  g_test_add_func ("/clock/flag/pause", test_flag_pause);
  g_test_add_func ("/clock/flag/bronstein", test_flag_bronstein);
  g_test_add_func ("/clock/no-limit", test_no_limit);
  g_test_add_func ("/clock/used-and-moves", test_used_and_moves);
  g_test_add_func ("/clock/time-backwards", test_time_backwards);
  g_test_add_func ("/clock/save/restore", test_save_restore);
  g_test_add_func ("/clock/save/states", test_save_restore_states);
  g_test_add_func ("/clock/save/flagged", test_save_restore_flagged);
  g_test_add_func ("/clock/save/refusals", test_restore_refusals);
  g_test_add_func ("/clock/control/command-line", test_parse_command_line);
  g_test_add_func ("/clock/control/pgn", test_parse_pgn);
  g_test_add_func ("/clock/control/check", test_check);
  g_test_add_func ("/clock/clk/format", test_clk);
  g_test_add_func ("/clock/clk/parse", test_clk_parse);
  g_test_add_func ("/clock/hostile/controls", test_hostile_controls);
  g_test_add_func ("/clock/hostile/clock-text", test_hostile_clock_text);

  return g_test_run ();
}
