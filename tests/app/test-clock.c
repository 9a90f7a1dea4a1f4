/* test-clock.c — the players' clocks in the window: New Game's time
 * control, the times shown, a move's press, browsing, undo and redo, a
 * flag fall, the autosave, the computer's time
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window's clock is frozen (arb_window_freeze_clock()) and time is
 * passed by arb_window_pass_clock_time(): the times are exact and nothing
 * waits. The expected times are worked out by hand from the time control
 * (3 minutes + 2 seconds: a move adds 2 s; the first move is free). */

#include <adwaita.h>
#include <string.h>

#include "arb-app-test-util.h"
#include "arb-test-util.h"
#include "arb-application.h"
#include "arb-new-game.h"
#include "arb-pgn.h"
#include "arb-window.h"
#include "arb-window-clock.h"

#define SECOND G_GINT64_CONSTANT (1000000)
#define TIMEOUT_MS 120000

/* The row of New Game's time control: 0 none, 1 "1 + 0", 2 "3 + 2", …,
 * 4 "5 min, 3 s delay", …, 8 custom. */
#define ROW_NONE   0
#define ROW_1_0    1
#define ROW_3_2    2
#define ROW_5_D3   4
#define ROW_CUSTOM 8

/* Custom's kind row: an increment or a delay. */
#define KIND_DELAY 1

static ArbApplication *app;

/* ------------------------------------------------------------ helpers */

/* A window whose clock sees only the time the test passes. */
static ArbWindow *
new_window (void)
{
  ArbWindow *window = arb_app_test_new_window (app);

  arb_window_freeze_clock (window);
  return window;
}

static void
activate (ArbWindow  *window,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  arb_app_test_flush_events ();
}

/* Asks for "e2e4" as the board does after two clicks. */
static void
request (ArbWindow  *window,
         const char *move)
{
  ArbMove cells = arb_move_from_to (arb_square_from_name (move),
                                    arb_square_from_name (move + 2));

  g_signal_emit_by_name (arb_window_get_board (window), "move-requested", &cells);
  arb_app_test_flush_events ();
}

static void
play (ArbWindow  *window,
      const char *move)
{
  ArbGame *game = arb_window_get_game (window);
  guint n_plies = arb_game_get_n_plies (game);

  request (window, move);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, n_plies + 1);
}

static ArbNewGameDialog *
new_game_dialog (ArbWindow *window)
{
  GtkWindow *dialog;

  activate (window, "win.new");
  dialog = arb_window_get_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (ARB_IS_NEW_GAME_DIALOG (dialog));
  return ARB_NEW_GAME_DIALOG (dialog);
}

/* New Game → chess → the time control of row @row → Start. */
static void
start_clocked_game (ArbWindow *window,
                    guint      row)
{
  ArbNewGameDialog *dialog = new_game_dialog (window);

  g_assert_true (arb_new_game_dialog_set_game (dialog, "chess"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (arb_new_game_dialog_get_widget (dialog, "clock")),
                              row);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  arb_app_test_flush_events ();
}

static void
assert_clocks (ArbWindow  *window,
               const char *first,
               const char *second)
{
  g_assert_cmpstr (arb_window_get_clock_text (window, ARB_SIDE_FIRST), ==, first);
  g_assert_cmpstr (arb_window_get_clock_text (window, ARB_SIDE_SECOND), ==, second);
}

static void
assert_running (ArbWindow *window,
                int        side)
{
  g_assert_cmpint (arb_window_get_clock_running (window, ARB_SIDE_FIRST), ==, side == 0);
  g_assert_cmpint (arb_window_get_clock_running (window, ARB_SIDE_SECOND), ==, side == 1);
}

static gint64
move_clock (ArbWindow *window,
            guint      ply)
{
  gint64 time = -1;

  g_assert_true (arb_game_get_move_clock (arb_window_get_game (window), ply, &time));
  return time;
}

/* ------------------------------------------------------------ tests */

/* New Game: no clock by default; a preset, custom numbers, remembered. */
static void
test_new_game (void)
{
  ArbWindow *window = new_window ();
  ArbNewGameDialog *dialog;
  GtkWidget *row;

  /* The default: no clock. */
  start_clocked_game (window, ROW_NONE);
  g_assert_null (arb_game_get_tag (arb_window_get_game (window), "TimeControl"));
  assert_clocks (window, NULL, NULL);

  start_clocked_game (window, ROW_3_2);
  g_assert_cmpstr (arb_game_get_tag (arb_window_get_game (window), "TimeControl"), ==, "180+2");
  assert_clocks (window, "3:00", "3:00");
  assert_running (window, -1);

  /* Remembered for the game; custom numbers show only for custom. */
  dialog = new_game_dialog (window);
  g_assert_true (arb_new_game_dialog_set_game (dialog, "chess"));
  row = arb_new_game_dialog_get_widget (dialog, "clock");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, ROW_3_2);
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (
    arb_new_game_dialog_get_widget (dialog, "clock-minutes"), ADW_TYPE_ACTION_ROW)));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), ROW_CUSTOM);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (
    arb_new_game_dialog_get_widget (dialog, "clock-minutes"), ADW_TYPE_ACTION_ROW)));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (arb_new_game_dialog_get_widget (dialog, "clock-minutes")), 75);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (arb_new_game_dialog_get_widget (dialog, "clock-seconds")), 30);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  arb_app_test_flush_events ();
  g_assert_cmpstr (arb_game_get_tag (arb_window_get_game (window), "TimeControl"), ==, "4500+30");
  assert_clocks (window, "1:15:00", "1:15:00");

  dialog = new_game_dialog (window);
  g_assert_true (arb_new_game_dialog_set_game (dialog, "chess"));
  row = arb_new_game_dialog_get_widget (dialog, "clock");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, ROW_CUSTOM);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
    arb_new_game_dialog_get_widget (dialog, "clock-minutes"))), ==, 75);
  gtk_window_destroy (GTK_WINDOW (dialog));
  arb_app_test_flush_events ();

  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* A Bronstein delay, by the preset and by Custom: a move gives back the
 * time it took, up to the delay; the file says "300B3". */
static void
test_delay (void)
{
  ArbWindow *window = new_window ();
  ArbNewGameDialog *dialog;
  GtkWidget *row, *kind;

  start_clocked_game (window, ROW_5_D3);
  g_assert_cmpstr (arb_game_get_tag (arb_window_get_game (window), "TimeControl"), ==, "300B3");
  assert_clocks (window, "5:00", "5:00");

  /* Custom, with the kind row shown only for Custom; remembered. */
  dialog = new_game_dialog (window);
  g_assert_true (arb_new_game_dialog_set_game (dialog, "chess"));
  row = arb_new_game_dialog_get_widget (dialog, "clock");
  kind = arb_new_game_dialog_get_widget (dialog, "clock-kind");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, ROW_5_D3);
  g_assert_false (gtk_widget_get_visible (kind));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), ROW_CUSTOM);
  g_assert_true (gtk_widget_get_visible (kind));
  /* Custom starts from the preset's numbers and kind. */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (kind)), ==, KIND_DELAY);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (arb_new_game_dialog_get_widget (dialog, "clock-minutes")), 20);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (arb_new_game_dialog_get_widget (dialog, "clock-seconds")), 10);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  arb_app_test_flush_events ();
  g_assert_cmpstr (arb_game_get_tag (arb_window_get_game (window), "TimeControl"), ==, "1200B10");
  assert_clocks (window, "20:00", "20:00");

  dialog = new_game_dialog (window);
  g_assert_true (arb_new_game_dialog_set_game (dialog, "chess"));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (
    arb_new_game_dialog_get_widget (dialog, "clock"))), ==, ROW_CUSTOM);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (
    arb_new_game_dialog_get_widget (dialog, "clock-kind"))), ==, KIND_DELAY);
  gtk_window_destroy (GTK_WINDOW (dialog));
  arb_app_test_flush_events ();

  /* The clock: a move gives back what it took, up to the delay. */
  start_clocked_game (window, ROW_5_D3);
  play (window, "e2e4");
  /* The first move is free, and gets nothing back. */
  assert_clocks (window, "5:00", "5:00");
  arb_window_pass_clock_time (window, 2 * SECOND);
  play (window, "e7e5");
  /* 2 s taken, 2 s given back. */
  g_assert_cmpint (move_clock (window, 2), ==, 300 * SECOND);
  arb_window_pass_clock_time (window, 5 * SECOND);
  play (window, "g1f3");
  /* 5 s taken, the delay's 3 given back. */
  g_assert_cmpint (move_clock (window, 3), ==, 298 * SECOND);
  assert_clocks (window, "4:58", "5:00");

  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* A move presses the clock; browsing pauses it; undo and redo take it to
 * the times of the position returned to. */
static void
test_run (void)
{
  ArbWindow *window = new_window ();

  start_clocked_game (window, ROW_3_2);
  /* Nothing runs before the first move, which is free. */
  arb_window_pass_clock_time (window, 30 * SECOND);
  assert_clocks (window, "3:00", "3:00");
  play (window, "e2e4");
  assert_clocks (window, "3:02", "3:00");
  assert_running (window, 1);
  g_assert_cmpint (move_clock (window, 1), ==, 182 * SECOND);

  arb_window_pass_clock_time (window, 5 * SECOND);
  assert_clocks (window, "3:02", "2:55");
  play (window, "e7e5");
  /* 180 − 5 + 2 */
  assert_clocks (window, "3:02", "2:57");
  assert_running (window, 0);
  g_assert_cmpint (move_clock (window, 2), ==, 177 * SECOND);
  arb_window_pass_clock_time (window, 2 * SECOND + 500000);
  g_assert_cmpint (arb_window_get_clock_remaining (window, ARB_SIDE_FIRST), ==,
                   179 * SECOND + 500000);

  /* Browsing: the start's times, nothing runs, no time counts. */
  activate (window, "history.first");
  assert_clocks (window, "3:00", "3:00");
  assert_running (window, -1);
  arb_window_pass_clock_time (window, 100 * SECOND);
  activate (window, "history.next");
  assert_clocks (window, "3:02", "3:00");
  activate (window, "history.last");
  assert_running (window, 0);
  g_assert_cmpint (arb_window_get_clock_remaining (window, ARB_SIDE_FIRST), ==,
                   179 * SECOND + 500000);

  /* Undo: Black to move again with the time it had then, running. */
  activate (window, "game.undo");
  g_assert_cmpuint (arb_game_get_ply (arb_window_get_game (window)), ==, 1);
  assert_clocks (window, "3:02", "3:00");
  assert_running (window, 1);
  arb_window_pass_clock_time (window, 10 * SECOND);
  assert_clocks (window, "3:02", "2:50");
  /* Redo: the times kept after e7e5, White's running. */
  activate (window, "game.redo");
  assert_clocks (window, "3:02", "2:57");
  assert_running (window, 0);

  /* Under ten seconds: tenths. */
  arb_window_pass_clock_time (window, 172 * SECOND + 700000);
  assert_clocks (window, "0:09.3", "2:57");

  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* A move from an earlier position starts from that position's times:
 * after 1. e4 (3:02, 3:00), Black's other answer takes no time. */
static void
test_set_aside (void)
{
  ArbWindow *window = new_window ();

  start_clocked_game (window, ROW_3_2);
  play (window, "e2e4");
  arb_window_pass_clock_time (window, 5 * SECOND);
  play (window, "e7e5");
  arb_window_pass_clock_time (window, 3 * SECOND);
  play (window, "g1f3");
  /* 182 − 3 + 2 */
  assert_clocks (window, "3:01", "2:57");

  activate (window, "history.first");
  activate (window, "history.next");
  assert_clocks (window, "3:02", "3:00");
  arb_window_pass_clock_time (window, 30 * SECOND);
  /* The later moves are set aside. */
  request (window, "d7d5");
  g_assert_cmpuint (arb_game_get_n_plies (arb_window_get_game (window)), ==, 2);
  assert_clocks (window, "3:02", "3:02");
  assert_running (window, 0);
  g_assert_cmpint (move_clock (window, 2), ==, 182 * SECOND);
  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* The flag falls: the side whose time ran out loses on time, and the
 * window says so. */
static void
test_flag (void)
{
  ArbWindow *window = new_window ();
  ArbGame *game;
  g_autofree char *text = NULL;

  start_clocked_game (window, ROW_1_0);
  game = arb_window_get_game (window);
  play (window, "e2e4");
  arb_window_pass_clock_time (window, 59 * SECOND + 999999);
  g_assert_false (arb_game_is_over (game));
  assert_clocks (window, "1:00", "0:00.0");
  arb_window_pass_clock_time (window, 1);

  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_FIRST_WINS);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_TIME_FORFEIT);
  g_assert_cmpstr (arb_game_get_tag (game, "Termination"), ==, "time forfeit");
  g_assert_nonnull (strstr (arb_window_get_last_message (window), "Black lost on time"));
  /* The ending names the time, never a forfeit. */
  g_test_message ("status: %s", arb_window_get_status (window));
  g_assert_nonnull (strstr (arb_window_get_status (window), "White wins on time"));
  g_assert_null (strstr (arb_window_get_status (window), "forfeit"));
  assert_running (window, -1);
  /* No move after the flag. */
  request (window, "e7e5");
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 1);

  text = arb_pgn_write_game (game);
  g_assert_nonnull (strstr (text, "[Termination \"time forfeit\"]"));
  g_assert_nonnull (strstr (text, "[Result \"1-0\"]"));
  g_assert_nonnull (strstr (text, "1. e4 {[%clk 0:01:00]}"));

  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* The autosave keeps both times; the game comes back with them, and its
 * clock starts with the next move. */
static void
test_autosave (void)
{
  ArbWindow *window = new_window ();
  ArbGame *game;

  start_clocked_game (window, ROW_3_2);
  play (window, "e2e4");
  arb_window_pass_clock_time (window, 5 * SECOND);
  play (window, "e7e5");
  arb_window_pass_clock_time (window, 7 * SECOND);
  g_assert_true (arb_window_flush_autosave (window, NULL));
  arb_app_test_destroy_window (window, TIMEOUT_MS);

  window = new_window ();
  game = arb_window_get_game (window);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 2);
  g_assert_cmpstr (arb_game_get_tag (game, "TimeControl"), ==, "180+2");
  assert_clocks (window, "3:02", "2:57");
  assert_running (window, -1);
  arb_window_pass_clock_time (window, 20 * SECOND);
  assert_clocks (window, "3:02", "2:57");
  play (window, "g1f3");
  assert_clocks (window, "3:04", "2:57");
  assert_running (window, 1);
  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

static gboolean
reached_two_plies (gpointer data)
{
  ArbWindow *window = data;

  return arb_game_get_n_plies (arb_window_get_game (window)) >= 2
         && !arb_window_get_thinking (window);
}

/* The computer's thinking counts on its clock (real time here: its
 * search takes some), and it keeps to it. */
static void
test_computer (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  gint64 left;

  start_clocked_game (window, ROW_1_0);
  arb_window_set_players (window, 0, 1);
  /* It may answer at once: its move is waited for. */
  request (window, "e2e4");
  g_assert_true (arb_test_wait_until (reached_two_plies, window, TIMEOUT_MS));
  /* White's first move was free. */
  g_assert_cmpint (move_clock (window, 1), ==, 60 * SECOND);
  left = move_clock (window, 2);
  g_assert_cmpint (left, <, 60 * SECOND);
  g_assert_cmpint (left, >, 0);
  g_assert_false (arb_game_is_over (arb_window_get_game (window)));
  assert_running (window, 0);
  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

int
main (int    argc,
      char **argv)
{
  int status;

  arb_app_test_init (&argc, &argv);

  app = arb_app_test_new_application (G_APPLICATION_DEFAULT_FLAGS);

  arb_app_test_add_func ("/app/clock/new-game", test_new_game);
  arb_app_test_add_func ("/app/clock/run", test_run);
  arb_app_test_add_func ("/app/clock/delay", test_delay);
  arb_app_test_add_func ("/app/clock/set-aside", test_set_aside);
  arb_app_test_add_func ("/app/clock/flag", test_flag);
  arb_app_test_add_func ("/app/clock/autosave", test_autosave);
  arb_app_test_add_func ("/app/clock/computer", test_computer);

  status = g_test_run ();

  g_clear_pointer (&app, arb_app_test_free_application);
  return status;
}
