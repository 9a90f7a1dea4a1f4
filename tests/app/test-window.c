/* test-window.c — the app around the board: ArbWindow, its history panel,
 * files, autosave, preferences, shortcuts, and the real `arbiter` binary
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Each test gets its own XDG folders (G_TEST_OPTION_ISOLATE_DIRS), so the
 * autosave of one test never leaks into the next; GSETTINGS_BACKEND=memory
 * keeps the settings in the process, and each test resets them. Moves are
 * played the way the board asks for them: by emitting its
 * "move-requested" signal, or by activating squares as clicks do.
 * Questions (AdwMessageDialog) are answered with adw_message_dialog_response(). */

#include <adwaita.h>
#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>
#include <string.h>

#include "arb-app-test-util.h"
#include "arb-test-util.h"
#include "arb-application.h"
#include "arb-autosave.h"
#include "arb-board.h"
#include "arb-captured-view.h"
#include "arb-message-bar.h"
#include "arb-game-chooser.h"
#include "arb-game-copy.h"
#include "arb-game-details.h"
#include "arb-history-view.h"
#include "arb-new-game.h"
#include "arb-preferences.h"
#include "arb-shortcuts.h"
#include "arb-status.h"
#include "arb-window.h"

static ArbApplication *app;
static char **system_data_dirs;
static char **mime_dirs;

/* ------------------------------------------------------------ helpers */

static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @ms milliseconds. */
static void
wait_ms (guint ms)
{
  gboolean done = FALSE;
  guint id = g_timeout_add (ms, on_timeout, &done);

  while (!done)
    g_main_context_iteration (NULL, TRUE);
  (void) id;
}

static ArbSquare
sq (const char *name)
{
  ArbSquare square = arb_square_from_name (name);

  g_assert_cmpuint (square, !=, ARB_SQUARE_NONE);
  return square;
}

/* Asks for "e2e4" as the board does after two clicks. */
static void
request (ArbWindow  *window,
         const char *move)
{
  ArbMove cells = arb_move_from_to (sq (move), sq (move + 2));

  g_signal_emit_by_name (arb_window_get_board (window), "move-requested", &cells);
  arb_app_test_flush_events ();
}

/* Plays space-separated coordinate moves; each must be accepted. */
static void
play (ArbWindow  *window,
      const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);
  ArbGame *game = arb_window_get_game (window);

  for (guint i = 0; list[i] != NULL; i++)
    {
      guint n_plies = arb_game_get_n_plies (game);

      request (window, list[i]);
      g_assert_cmpuint (arb_game_get_n_plies (game), ==, n_plies + 1);
    }
}

static void
activate (ArbWindow  *window,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  arb_app_test_flush_events ();
}

/* The dialog the window has open now, as an AdwMessageDialog. */
static AdwMessageDialog *
question (ArbWindow *window)
{
  GtkWindow *dialog = arb_window_get_dialog (window);

  g_assert_nonnull (dialog);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  return ADW_MESSAGE_DIALOG (dialog);
}

static void
answer (ArbWindow  *window,
        const char *response)
{
  AdwMessageDialog *dialog = question (window);

  g_assert_true (adw_message_dialog_has_response (dialog, response));
  adw_message_dialog_response (dialog, response);
  arb_app_test_flush_events ();
  /* The dialog closes itself after a response. */
  if (arb_window_get_dialog (window) == GTK_WINDOW (dialog))
    gtk_window_destroy (GTK_WINDOW (dialog));
  arb_app_test_flush_events ();
}

/* The New Game dialog, opened by win.new. */
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

/* New Game → @id → Start, as the user does it. */
static void
start_new_game (ArbWindow  *window,
                const char *id)
{
  ArbNewGameDialog *dialog = new_game_dialog (window);

  g_assert_true (arb_new_game_dialog_set_game (dialog, id));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  arb_app_test_flush_events ();
}

/* The whole history as text, the undone part included: what must not
 * change while browsing. */
static char *
whole_history (ArbGame *game)
{
  g_autoptr (ArbGame) copy = arb_app_copy_game (game, FALSE);

  return arb_game_history_to_text (copy);
}

static GFile *
temp_file (const char *name)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), name, NULL);

  g_mkdir_with_parents (g_get_user_data_dir (), 0700);
  return g_file_new_for_path (path);
}

static GFile *
write_temp_file (const char *name,
                 const char *contents)
{
  GFile *file = temp_file (name);
  g_autofree char *path = g_file_get_path (file);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return file;
}

static const char *
button_label (ArbWindow *window,
              guint      ply)
{
  GtkWidget *button
    = arb_history_view_get_move_button (arb_window_get_history_view (window), ply);

  g_assert_nonnull (button);
  return gtk_button_get_label (GTK_BUTTON (button));
}

static gboolean
is_current (ArbWindow *window,
            guint      ply)
{
  GtkWidget *button
    = arb_history_view_get_move_button (arb_window_get_history_view (window), ply);

  return button != NULL && gtk_widget_has_css_class (button, "current");
}

static char *clipboard_text (GdkClipboard *clipboard);

/* ------------------------------------------------------------- tests */

static void
test_start (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbGame *game = arb_window_get_game (window);
  g_autofree char *fen = arb_game_get_fen (game);

  g_assert_cmpstr (fen, ==, ARB_FEN_START);
  g_assert_cmpstr (arb_window_get_status (window), ==, "White to move");
  g_assert_null (arb_window_get_announcement (window));
  g_assert_true (arb_board_get_game (ARB_BOARD (arb_window_get_board (window))) == game);
  g_assert_true (arb_history_view_get_game (arb_window_get_history_view (window)) == game);
  g_assert_cmpuint (arb_history_view_get_n_moves (arb_window_get_history_view (window)), ==, 0);
  g_assert_true (is_current (window, 0));
  g_assert_false (arb_window_get_modified (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Chess — Arbiter");

  arb_app_test_destroy_window (window, 0);
}

static void
test_play (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbGame *game = arb_window_get_game (window);
  ArbBoard *board = ARB_BOARD (arb_window_get_board (window));
  ArbMove last;

  request (window, "e2e4");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 1);
  g_assert_cmpstr (arb_window_get_status (window), ==, "Black to move");
  g_assert_cmpstr (button_label (window, 1), ==, "e4");
  g_assert_true (is_current (window, 1));
  g_assert_false (is_current (window, 0));
  g_assert_true (arb_window_get_modified (window));
  g_assert_true (arb_board_get_last_move (board, &last));
  g_assert_true (arb_chess_move_equal (arb_chess_move_from_move (&last), arb_chess_move_make (sq ("e2"), sq ("e4"))));

  /* Clicks on the real board: select e7, then e5. */
  arb_board_activate_square (board, sq ("e7"));
  arb_app_test_flush_events ();
  arb_board_activate_square (board, sq ("e5"));
  arb_app_test_flush_events ();
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  g_assert_cmpstr (button_label (window, 2), ==, "e5");
  g_assert_cmpstr (arb_window_get_status (window), ==, "White to move");

  arb_app_test_destroy_window (window, 0);
}

static void
test_refused (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbGame *game = arb_window_get_game (window);
  g_autofree char *fen = arb_game_get_fen (game);
  g_autofree char *after = NULL;

  /* Three squares forward: the core refuses; the bar under the board says why. */
  request (window, "e2e5");
  after = arb_game_get_fen (game);
  g_assert_cmpstr (after, ==, fen);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 0);
  g_assert_nonnull (arb_window_get_last_message (window));
  g_assert_null (arb_window_get_dialog (window));

  /* A Black piece on White's turn. */
  request (window, "e7e5");
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 0);
  g_assert_cmpstr (arb_window_get_last_message (window), ==,
                   "That piece belongs to the other side: it is not their turn");

  /* The board's own refusals are shown as they are. */
  g_signal_emit_by_name (arb_window_get_board (window), "move-refused",
                         "The knight on g1 cannot reach g3");
  arb_app_test_flush_events ();
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "The knight on g1 cannot reach g3");
  g_assert_null (arb_window_get_dialog (window));
  g_assert_false (arb_window_get_modified (window));

  /* A move played: the refusals are old news. */
  play (window, "e2e4");
  g_assert_null (arb_window_get_last_message (window));

  arb_app_test_destroy_window (window, 0);
}

/* Refusals in quick succession: the bar under the board says the last
 * one, then nothing once it has been read; the board never moves or
 * changes size for a message (toasts used to cover its back rank). */
static void
test_refused_quickly (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  GtkWidget *board = GTK_WIDGET (arb_window_get_board (window));
  graphene_rect_t before, during;
  const char *reasons[] = {
    "The knight on g1 cannot reach g3", "The rook on a1 is blocked at a2",
    "The bishop on c1 is blocked at b2", "The queen on d1 is blocked at d2",
  };

  arb_app_test_flush_events ();
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &before));
  for (guint round = 0; round < 3; round++)
    {
      for (guint i = 0; i < G_N_ELEMENTS (reasons); i++)
        {
          g_signal_emit_by_name (arb_window_get_board (window), "move-refused", reasons[i]);
          wait_ms (40 * round);
        }
      arb_app_test_flush_events ();
      g_assert_cmpstr (arb_window_get_last_message (window), ==, reasons[G_N_ELEMENTS (reasons) - 1]);
      g_assert_nonnull (arb_app_test_find_label (GTK_WIDGET (window), reasons[G_N_ELEMENTS (reasons) - 1]));
      g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &during));
      g_assert_true (graphene_rect_equal (&before, &during));
      wait_ms (400);
    }
  /* A message stays five seconds. */
  wait_ms (5500);
  g_assert_null (arb_window_get_last_message (window));
  g_assert_null (arb_app_test_find_label (GTK_WIDGET (window), reasons[G_N_ELEMENTS (reasons) - 1]));

  arb_app_test_destroy_window (window, 0);
}

static void
test_check_and_win (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbGame *game = arb_window_get_game (window);
  GtkWidget *board = GTK_WIDGET (arb_window_get_board (window));
  graphene_rect_t before, after;

  play (window, "e2e4 e7e5 d1h5 b8c6 h5f7");
  g_assert_cmpstr (arb_window_get_status (window), ==, "Check! Black to move");
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &before));
  g_assert_cmpstr (button_label (window, 5), ==, "Qxf7+");
  g_assert_null (arb_window_get_announcement (window));

  /* Black ignores the check; White takes the King. */
  play (window, "a7a6 f7e8");
  g_assert_true (arb_game_is_over (game));
  g_assert_cmpstr (arb_window_get_announcement (window), ==, "White wins by capturing the King");
  g_assert_cmpstr (arb_window_get_status (window), ==, "White wins by capturing the King");
  /* The ending is said under the board, which keeps its size. */
  g_assert_nonnull (arb_app_test_find_label (GTK_WIDGET (window), "White wins by capturing the King"));
  arb_app_test_flush_events ();
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &after));
  g_assert_true (graphene_rect_equal (&before, &after));
  g_assert_cmpstr (arb_history_view_get_result_text (arb_window_get_history_view (window)), ==,
                   "1–0 · White captures the King");

  /* No more moves, no resignation, no draw. */
  request (window, "a6a5");
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 7);
  g_assert_nonnull (arb_window_get_last_message (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.resign", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.offer-draw", NULL);
  arb_app_test_flush_events ();
  g_assert_null (arb_window_get_dialog (window));

  /* Undo takes the capture back: the banner goes. */
  activate (window, "game.undo");
  g_assert_false (arb_game_is_over (game));
  g_assert_null (arb_window_get_announcement (window));

  arb_app_test_destroy_window (window, 0);
}

static void
test_history_navigation (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbGame *game = arb_window_get_game (window);
  ArbHistoryView *history = arb_window_get_history_view (window);
  g_autofree char *whole = NULL;
  g_autofree char *fen_at_2 = NULL;
  g_autofree char *fen = NULL;

  play (window, "e2e4 e7e5 g1f3 b8c6");
  whole = whole_history (game);
  arb_game_go_to_ply (game, 2);
  fen_at_2 = arb_game_get_fen (game);
  arb_game_go_to_ply (game, 4);
  arb_app_test_flush_events ();

  activate (window, "history.first");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);
  fen = arb_game_get_fen (game);
  g_assert_cmpstr (fen, ==, ARB_FEN_START);
  g_assert_true (is_current (window, 0));
  g_assert_true (gtk_widget_has_css_class (arb_history_view_get_move_button (history, 3),
                                           "later"));
  g_assert_cmpstr (arb_window_get_status (window), ==, "Start position · White to move");

  activate (window, "history.next");
  activate (window, "history.next");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  g_clear_pointer (&fen, g_free);
  fen = arb_game_get_fen (game);
  g_assert_cmpstr (fen, ==, fen_at_2);
  g_assert_true (is_current (window, 2));

  activate (window, "history.previous");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 1);
  activate (window, "history.last");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 4);
  g_assert_false (gtk_widget_has_css_class (arb_history_view_get_move_button (history, 3),
                                            "later"));

  /* A click on a move: its button activates history.go-to-ply. */
  g_signal_emit_by_name (arb_history_view_get_move_button (history, 3), "clicked");
  arb_app_test_flush_events ();
  g_assert_cmpuint (arb_game_get_ply (game), ==, 3);
  g_assert_true (is_current (window, 3));
  g_signal_emit_by_name (arb_history_view_get_move_button (history, 0), "clicked");
  arb_app_test_flush_events ();
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);

  /* Browsing never changed the game. */
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 4);
  g_assert_cmpuint (arb_history_view_get_n_moves (history), ==, 4);
  {
    g_autofree char *now = whole_history (game);

    g_assert_cmpstr (now, ==, whole);
  }

  arb_app_test_destroy_window (window, 0);
}

static void
test_play_from_past (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbGame *game;
  g_autofree char *whole = NULL;

  play (window, "e2e4 e7e5 g1f3 b8c6");
  game = arb_window_get_game (window);
  whole = whole_history (game);
  activate (window, "history.first");
  activate (window, "history.next");
  activate (window, "history.next");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);

  /* No question: d4 replaces Nf3 Nc6, which are set aside, and the
   * message bar says so. */
  request (window, "d2d4");
  g_assert_null (arb_window_get_dialog (window));
  game = arb_window_get_game (window);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 3);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 3);
  g_assert_cmpstr (button_label (window, 3), ==, "d4");
  g_assert_cmpuint (arb_history_view_get_n_moves (arb_window_get_history_view (window)), ==, 3);
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "The later moves were set aside");

  /* Undo right after brings the later moves back. */
  activate (window, "game.undo");
  game = arb_window_get_game (window);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 4);
  {
    g_autofree char *now = whole_history (game);

    g_assert_cmpstr (now, ==, whole);
  }
  g_assert_cmpstr (button_label (window, 3), ==, "Nf3");
  g_assert_true (arb_board_get_game (ARB_BOARD (arb_window_get_board (window))) == game);

  /* Two moves of a new line: undo goes back move by move, and the
   * message bar's Undo (game.restore-branch) brings the set-aside moves
   * back from anywhere. */
  activate (window, "history.previous");
  request (window, "e7e6");
  g_assert_null (arb_window_get_dialog (window));
  play (window, "d2d4");
  activate (window, "game.undo");
  activate (window, "game.undo");
  game = arb_window_get_game (window);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 3);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 1);
  activate (window, "game.restore-branch");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 1);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 4);
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "The later moves are back");
  {
    g_autofree char *now = whole_history (game);

    g_assert_cmpstr (now, ==, whole);
  }

  arb_app_test_destroy_window (window, 0);
}

/* The message bar's "set aside" with its Undo stays until the next move
 * or until dismissed (a passing message goes by itself); a resignation or
 * a draw from an earlier position sets the later moves aside like a move,
 * and the questions say so. */
static void
test_set_aside_lasts (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbMessageBar *bar = ARB_MESSAGE_BAR (arb_window_get_message_bar (window));
  ArbGame *game;

  play (window, "e2e4 e7e5 g1f3 b8c6");
  game = arb_window_get_game (window);

  /* An ordinary message passes. */
  request (window, "e2e5");
  g_assert_nonnull (arb_window_get_last_message (window));
  g_assert_false (arb_message_bar_get_lasting (bar));

  activate (window, "history.first");
  request (window, "d2d4");
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "The later moves were set aside");
  g_assert_true (arb_message_bar_get_lasting (bar));
  /* Dismissed: the bar is empty, the moves stay set aside. */
  arb_message_bar_dismiss (bar);
  g_assert_null (arb_window_get_last_message (window));
  g_assert_true (arb_game_has_kept_branch (game));

  /* Until the next move. */
  activate (window, "game.restore-branch");
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 4);
  activate (window, "history.first");
  request (window, "d2d4");
  g_assert_true (arb_message_bar_get_lasting (bar));
  play (window, "d7d5");
  g_assert_null (arb_window_get_last_message (window));

  /* Undo right after brings the moves back: the offer goes with it. */
  activate (window, "history.previous");
  request (window, "g8f6");
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "The later moves were set aside");
  activate (window, "game.undo");
  g_assert_false (arb_game_has_kept_branch (game));
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "The later moves are back");
  g_assert_false (arb_message_bar_get_lasting (bar));

  /* The game is d4 d5 now. Resignation from an earlier position: said in the question, then in
   * the bar, and the bar's Undo brings the moves back. */
  activate (window, "history.first");
  activate (window, "game.resign");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question (window)), "set aside"));
  answer (window, "resign");
  g_assert_true (arb_game_is_over (game));
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "The later moves were set aside");
  g_assert_true (arb_message_bar_get_lasting (bar));
  activate (window, "game.restore-branch");
  g_assert_false (arb_game_is_over (game));
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 2);

  /* A draw agreed at an earlier position, the same. */
  activate (window, "history.first");
  activate (window, "game.offer-draw");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question (window)), "set aside"));
  answer (window, "accept");
  g_assert_cmpstr (arb_window_get_announcement (window), ==, "Draw by agreement");
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "The later moves were set aside");
  activate (window, "game.restore-branch");
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 2);

  arb_app_test_destroy_window (window, 0);
}

static void
test_undo_redo (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbGame *game = arb_window_get_game (window);
  GtkWidget *widget = GTK_WIDGET (window);

  gtk_widget_activate_action (widget, "game.undo", NULL);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);

  play (window, "e2e4 e7e5");
  activate (window, "game.undo");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 1);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 2);
  g_assert_true (gtk_widget_has_css_class (
    arb_history_view_get_move_button (arb_window_get_history_view (window), 2), "later"));
  activate (window, "game.undo");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);
  activate (window, "game.redo");
  activate (window, "game.redo");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  g_assert_cmpstr (arb_window_get_status (window), ==, "White to move");

  arb_app_test_destroy_window (window, 0);
}

static void
test_save_open (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  g_autoptr (GFile) file = temp_file ("saved.pgn");
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *whole = NULL;
  ArbGame *game;

  play (window, "e2e4 e7e5 g1f3 b8c6");
  game = arb_window_get_game (window);
  whole = whole_history (game);
  arb_game_set_tag (game, "White", "Ada");
  arb_game_set_tag (game, "Black", "Bob");

  /* Saved while looking at ply 1: the whole game goes to the file. */
  activate (window, "history.first");
  activate (window, "history.next");
  g_assert_true (arb_window_save_to_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_false (arb_window_get_modified (window));
  g_assert_true (g_file_equal (arb_window_get_file (window), file));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "saved.pgn — Arbiter");
  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  g_assert_nonnull (strstr (contents, "1. e4 e5 2. Nf3 Nc6 *"));
  g_assert_nonnull (strstr (contents, "[White \"Ada\"]"));
  g_assert_null (strstr (contents, "Arbiter"));

  /* A new game asks only New Game's questions: everything is saved. */
  start_new_game (window, "chess");
  g_assert_null (arb_window_get_dialog (window));
  game = arb_window_get_game (window);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 0);
  g_assert_null (arb_window_get_file (window));

  arb_window_open_file (window, file);
  arb_app_test_flush_events ();
  game = arb_window_get_game (window);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 4);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 4);
  g_assert_cmpstr (arb_game_get_tag (game, "White"), ==, "Ada");
  g_assert_false (arb_window_get_modified (window));
  {
    g_autofree char *now = whole_history (game);

    g_assert_cmpstr (now, ==, whole);
  }

  /* A change not saved in the file shows in the title, and the question
   * before a new game offers to save it first. */
  play (window, "f1c4");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• saved.pgn — Arbiter");
  start_new_game (window, "chess");
  g_assert_cmpstr (adw_message_dialog_get_response_label (question (window), "save"), ==,
                   "_Save First");
  answer (window, "save");
  g_assert_cmpuint (arb_game_get_n_plies (arb_window_get_game (window)), ==, 0);
  g_assert_null (arb_window_get_file (window));
  {
    g_autofree char *saved = NULL;

    g_assert_true (g_file_load_contents (file, NULL, &saved, NULL, NULL, NULL));
    g_assert_nonnull (strstr (saved, "3. Bc4 *"));
  }
  arb_window_open_file (window, file);
  arb_app_test_flush_events ();
  g_assert_cmpuint (arb_game_get_n_plies (arb_window_get_game (window)), ==, 5);
  /* The players the file names are in the header. */
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (gtk_widget_get_template_child (
                     GTK_WIDGET (window), ARB_TYPE_WINDOW, "window_title"))), ==,
                   "Chess: Ada – Bob");

  /* Saving where one cannot write: an error, nothing changes. */
  {
    g_autoptr (GFile) bad = g_file_new_for_path ("/nonexistent-folder/game.pgn");

    g_assert_false (arb_window_save_to_file (window, bad, &error));
    g_assert_error (error, ARB_PGN_ERROR, ARB_PGN_ERROR_IO);
    g_assert_true (g_file_equal (arb_window_get_file (window), file));
  }

  arb_app_test_destroy_window (window, 0);
}

static const char three_games[] =
  "[Event \"Club\"]\n[White \"Ada\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n"
  "[Event \"Club\"]\n[Date \"2026.01.02\"]\n[White \"Cy\"]\n[Black \"Di\"]\n[Result \"*\"]\n\n"
  "1. d4 d5 2. c4 *\n\n"
  "[White \"Ed\"]\n[Black \"Flo\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n";

static void
test_open_multi (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  g_autoptr (GFile) file = write_temp_file ("three.pgn", three_games);
  GtkWindow *dialog;
  ArbGame *game;

  arb_window_open_file (window, file);
  arb_app_test_flush_events ();
  dialog = arb_window_get_dialog (window);
  g_assert_true (ARB_IS_GAME_CHOOSER (dialog));
  g_assert_cmpuint (arb_game_chooser_get_n_games (ARB_GAME_CHOOSER (dialog)), ==, 3);

  arb_game_chooser_choose (ARB_GAME_CHOOSER (dialog), 1);
  arb_app_test_flush_events ();
  game = arb_window_get_game (window);
  g_assert_cmpstr (arb_game_get_tag (game, "White"), ==, "Cy");
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 3);
  /* Picked from a collection: Save must not overwrite the collection. */
  g_assert_null (arb_window_get_file (window));

  /* The third game stops at an illegal King move: the message says where,
   * and the moves before it can be opened. */
  arb_window_open_file (window, file);
  arb_app_test_flush_events ();
  arb_game_chooser_choose (ARB_GAME_CHOOSER (arb_window_get_dialog (window)), 2);
  arb_app_test_flush_events ();
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question (window)), "three.pgn:"));
  g_assert_cmpstr (adw_message_dialog_get_response_label (question (window), "partial"), ==,
                   "_Open the First 2 Half-Moves");
  answer (window, "partial");
  game = arb_window_get_game (window);
  g_assert_cmpstr (arb_game_get_tag (game, "White"), ==, "Ed");
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 2);
  g_assert_true (arb_window_get_modified (window));

  arb_app_test_destroy_window (window, 0);
}

static void
test_open_invalid (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  g_autoptr (GFile) file = write_temp_file ("bad.pgn", "[White \"X\"]\n\n1. e5 *\n");
  g_autoptr (GFile) missing = temp_file ("missing.pgn");
  const char *body;

  play (window, "e2e4");
  arb_window_open_file (window, file);
  arb_app_test_flush_events ();
  body = adw_message_dialog_get_body (question (window));
  /* FILE:LINE:COL, as the PGN reader reports it. */
  g_assert_nonnull (strstr (body, "bad.pgn:3:"));
  answer (window, "close");
  g_assert_cmpuint (arb_game_get_n_plies (arb_window_get_game (window)), ==, 1);

  arb_window_open_file (window, missing);
  arb_app_test_flush_events ();
  g_assert_nonnull (question (window));
  answer (window, "close");
  g_assert_cmpuint (arb_game_get_n_plies (arb_window_get_game (window)), ==, 1);

  arb_app_test_destroy_window (window, 0);
}

static void
test_replace_asks (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbGame *game = arb_window_get_game (window);

  /* No moves: nothing to lose; only New Game's own questions. */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (new_game_dialog (window))), ==, "New Game");
  gtk_window_destroy (arb_window_get_dialog (window));
  start_new_game (window, "chess");
  g_assert_null (arb_window_get_dialog (window));

  play (window, "e2e4");
  game = arb_window_get_game (window);
  start_new_game (window, "chess");
  g_assert_cmpstr (adw_message_dialog_get_heading (question (window)), ==, "Start a New Game?");
  answer (window, "cancel");
  g_assert_true (arb_window_get_game (window) == game);

  start_new_game (window, "chess");
  answer (window, "replace");
  g_assert_false (arb_window_get_game (window) == game);
  g_assert_cmpuint (arb_game_get_n_plies (arb_window_get_game (window)), ==, 0);
  g_assert_false (arb_window_get_modified (window));

  arb_app_test_destroy_window (window, 0);
}

static void
test_paste (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbGame *game;
  g_autofree char *fen = NULL;

  arb_window_paste_text (window, "  4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\n");
  arb_app_test_flush_events ();
  game = arb_window_get_game (window);
  fen = arb_game_get_fen (game);
  g_assert_cmpstr (fen, ==, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");

  /* PGN replaces it; no question: nothing was played on it. */
  arb_window_paste_text (window, "1. e4 e5 2. Nf3 *");
  arb_app_test_flush_events ();
  g_assert_null (arb_window_get_dialog (window));
  game = arb_window_get_game (window);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 3);
  g_assert_cmpstr (button_label (window, 3), ==, "Nf3");

  /* Once a move is played on it, replacing it asks. */
  play (window, "b8c6");
  arb_window_paste_text (window, "1. d4 d5 *");
  answer (window, "replace");
  game = arb_window_get_game (window);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 2);
  g_assert_cmpstr (button_label (window, 1), ==, "d4");

  /* A broken FEN says which field. */
  arb_window_paste_text (window, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x - - 0 1");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question (window)), "field 2"));
  answer (window, "close");
  g_assert_cmpuint (arb_game_get_n_plies (arb_window_get_game (window)), ==, 2);

  /* Nothing at all. */
  arb_window_paste_text (window, "   ");
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "The clipboard holds no text");

  arb_app_test_destroy_window (window, 0);
}

static void
test_clipboard (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autofree char *fen = NULL;
  g_autofree char *pgn = NULL;

  play (window, "e2e4 e7e5");
  activate (window, "history.previous");
  activate (window, "win.copy-fen");
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "Position copied as FEN");
  fen = clipboard_text (clipboard);
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1");

  /* The whole game, also from an earlier position. */
  activate (window, "win.copy-pgn");
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "Game copied as PGN");
  pgn = clipboard_text (clipboard);
  g_assert_nonnull (strstr (pgn, "1. e4 e5 *"));

  arb_app_test_destroy_window (window, 0);
}

static char *
clipboard_text (GdkClipboard *clipboard)
{
  GValue value = G_VALUE_INIT;
  char *text;

  g_assert_true (gdk_clipboard_is_local (clipboard));
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (gdk_clipboard_get_content (clipboard), &value,
                                                 NULL));
  text = g_value_dup_string (&value);
  g_value_unset (&value);
  return text;
}

static gboolean
autosave_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

static void
test_autosave (void)
{
  g_autofree char *path = arb_autosave_get_default_path ();
  g_autofree char *whole = NULL;
  ArbWindow *window = arb_app_test_new_window (app);
  ArbGame *game;

  g_assert_true (g_str_has_prefix (path, g_get_user_data_dir ()));

  play (window, "e2e4 e7e5 g1f3 b8c6 f1c4");
  activate (window, "history.first");
  activate (window, "history.next");
  activate (window, "history.next");
  game = arb_window_get_game (window);
  whole = whole_history (game);

  /* Written after the changes, without closing: what a SIGKILL leaves. */
  g_assert_true (arb_test_wait_until (autosave_exists, path, 2000));
  arb_app_test_flush_events ();
  {
    ArbAutosaveState state = { NULL, FALSE };
    g_autoptr (ArbGame) saved = arb_autosave_read (path, &state, NULL);
    g_autofree char *text = NULL;

    g_assert_nonnull (saved);
    g_assert_cmpuint (arb_game_get_ply (saved), ==, 2);
    g_assert_cmpuint (arb_game_get_n_plies (saved), ==, 5);
    text = whole_history (saved);
    g_assert_cmpstr (text, ==, whole);
    g_assert_true (state.modified);
    g_assert_null (arb_game_get_tag (saved, "ArbiterPly"));
    arb_autosave_state_clear (&state);
  }

  arb_app_test_destroy_window (window, 0);

  /* A new window has the same game, at the same ply, with the later moves. */
  window = arb_app_test_new_window (app);
  game = arb_window_get_game (window);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 5);
  {
    g_autofree char *text = whole_history (game);

    g_assert_cmpstr (text, ==, whole);
  }
  g_assert_true (arb_window_get_modified (window));
  g_assert_cmpuint (arb_history_view_get_n_moves (arb_window_get_history_view (window)), ==, 5);
  g_assert_true (is_current (window, 2));
  arb_app_test_destroy_window (window, 0);

  /* A resignation after the last move, undone, comes back undone. */
  window = arb_app_test_new_window (app);
  activate (window, "history.last");
  activate (window, "game.resign");
  answer (window, "resign");
  g_assert_true (arb_game_is_over (arb_window_get_game (window)));
  activate (window, "game.undo");
  g_assert_false (arb_game_is_over (arb_window_get_game (window)));
  arb_app_test_destroy_window (window, 0);
  window = arb_app_test_new_window (app);
  game = arb_window_get_game (window);
  g_assert_false (arb_game_is_over (game));
  g_assert_true (arb_game_can_redo (game));
  activate (window, "game.redo");
  g_assert_cmpstr (arb_window_get_announcement (window), ==, "White wins by resignation");
  arb_app_test_destroy_window (window, 0);

  /* The file a game belongs to comes back too. */
  {
    g_autoptr (GFile) file = temp_file ("kept.pgn");

    window = arb_app_test_new_window (app);
    g_assert_true (arb_window_save_to_file (window, file, NULL));
    arb_app_test_destroy_window (window, 0);
    window = arb_app_test_new_window (app);
    g_assert_nonnull (arb_window_get_file (window));
    g_assert_true (g_file_equal (arb_window_get_file (window), file));
    g_assert_false (arb_window_get_modified (window));
    arb_app_test_destroy_window (window, 0);
  }

  /* A damaged autosave: the moves before the damage. */
  g_assert_true (g_file_set_contents (path, "1. e4 e5 2. Ke7 *\n", -1, NULL));
  window = arb_app_test_new_window (app);
  g_assert_cmpuint (arb_game_get_n_plies (arb_window_get_game (window)), ==, 2);
  arb_app_test_destroy_window (window, 0);

  /* Garbage: a new game. */
  g_assert_true (g_file_set_contents (path, "\x01\x02 not a game [", -1, NULL));
  window = arb_app_test_new_window (app);
  g_assert_cmpuint (arb_game_get_n_plies (arb_window_get_game (window)), ==, 0);
  arb_app_test_destroy_window (window, 0);
}

/* Clicks point @from, then point @to (1–25) on an Alquerque board. */
static void
click_points (ArbWindow *window,
              guint      from,
              guint      to)
{
  ArbBoard *board = ARB_BOARD (arb_window_get_board (window));

  arb_board_activate_square (board, (ArbSquare) (from - 1));
  arb_board_activate_square (board, (ArbSquare) (to - 1));
  arb_app_test_flush_events ();
}

/* Alquerque through the whole window: chosen in New Game, played by clicks,
 * named in the title, saved with its tag, autosaved, opened again. */
static void
test_alquerque (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  g_autoptr (GFile) file = temp_file ("alquerque.pgn");
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  ArbGame *game;

  start_new_game (window, "alquerque");
  game = arb_window_get_game (window);
  g_assert_cmpstr (arb_game_get_rules (game)->id, ==, "alquerque");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Alquerque — Arbiter");
  g_assert_cmpstr (arb_window_get_status (window), ==, "White to move");

  click_points (window, 18, 13);
  click_points (window, 8, 18);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  g_assert_cmpstr (button_label (window, 1), ==, "18-13");
  g_assert_cmpstr (button_label (window, 2), ==, "8x18");
  g_assert_cmpstr (arb_window_get_status (window), ==, "White to move");

  /* A refused move says why in the rules' words, naming the points. */
  click_points (window, 14, 13);
  g_assert_nonnull (arb_window_get_last_message (window));
  g_assert_true (g_str_has_prefix (arb_window_get_last_message (window), "14 to 13: "));
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);

  g_assert_true (arb_window_save_to_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  g_assert_nonnull (strstr (contents, "[Variant \"Alquerque\"]"));
  g_assert_nonnull (strstr (contents, "1. 18-13 8x18 *"));
  arb_app_test_destroy_window (window, 0);

  /* The next start brings the Alquerque game back (autosave). */
  window = arb_app_test_new_window (app);
  game = arb_window_get_game (window);
  g_assert_cmpstr (arb_game_get_rules (game)->id, ==, "alquerque");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);

  /* New Game offers Alquerque first now: it was the last choice. */
  g_assert_cmpstr (arb_new_game_dialog_get_rules (new_game_dialog (window))->id, ==, "alquerque");
  gtk_window_destroy (arb_window_get_dialog (window));
  start_new_game (window, "chess");
  g_assert_cmpstr (arb_game_get_rules (arb_window_get_game (window))->id, ==, "chess");

  /* A file names its game: opened over chess, it is Alquerque again. */
  arb_window_open_file (window, file);
  arb_app_test_flush_events ();
  game = arb_window_get_game (window);
  g_assert_cmpstr (arb_game_get_rules (game)->id, ==, "alquerque");
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 2);
  arb_app_test_destroy_window (window, 0);
}

/* The history panel with a long game: the move on screen stays in view
 * whatever puts it there, and the moves are one stop in the Tab chain. */

/* 64 plies, about 32 rows: more than the panel shows at 840×600. */
static const char long_game[] =
  "[White \"Alice\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n"
  "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. Kf1 Kf8 7. a4 a5 8. h3 h6\n"
  "9. Ke2 Ke7 10. Nbd2 Be6 11. Bb5 Bd7 12. Nf1 Qe8 13. Ng3 Rd8 14. Qc2 Rf8 15. Be3 Bb6\n"
  "16. Rad1 Rc8 17. d4 exd4 18. cxd4 Nb4 19. Qb3 c6 20. Bd3 Nxd3 21. Rxd3 Rb8\n"
  "22. Nf5+ Bxf5 23. exf5 Rh8 24. Rc1 Rg8 25. Rdc3 g6 26. fxg6 fxg6 27. Qb5 Rg7\n"
  "28. b3 Qf8 29. Kd1 Kd8 30. Ke2 Ke7 31. Kd2 Kd8 32. Ke2 Qf7 *\n";

/* Generous, as UI_TIMEOUT_MS below: the suite also runs under valgrind. */
#define FOLLOW_TIMEOUT_MS 30000

static void press_key (guint       xid,
                       const char *key);
static gboolean window_active (gpointer data);

static GtkWidget *
shown_move_button (ArbWindow *window)
{
  return arb_history_view_get_move_button (arb_window_get_history_view (window),
                                           arb_game_get_ply (arb_window_get_game (window)));
}

static GtkAdjustment *
moves_adjustment (ArbWindow *window)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (shown_move_button (window),
                                                 GTK_TYPE_SCROLLED_WINDOW);

  return gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
}

/* The button of the move on screen is laid out and wholly inside the
 * visible part of the scrolled window. (A button added since the last
 * layout has no height yet, and its bounds are its parent's corner.) */
static gboolean
shown_move_in_view (gpointer data)
{
  GtkWidget *button = shown_move_button (data);
  GtkWidget *scroller = gtk_widget_get_ancestor (button, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  return gtk_widget_get_height (button) > 0
         && gtk_widget_compute_bounds (button, scroller, &bounds) && bounds.origin.y >= 0
         && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller);
}

/* In view, and still in view a few frames later: the list must not jump
 * away once it got there. */
static void
assert_shown_move_in_view (ArbWindow *window)
{
  g_assert_true (arb_test_wait_until (shown_move_in_view, window, FOLLOW_TIMEOUT_MS));
  wait_ms (100);
  g_assert_true (shown_move_in_view (window));
}

static ArbWindow *
open_long_game (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  g_autoptr (GFile) file = write_temp_file ("long.pgn", long_game);

  arb_window_open_file (window, file);
  arb_app_test_flush_events ();
  g_assert_cmpuint (arb_game_get_n_plies (arb_window_get_game (window)), ==, 64);
  g_assert_cmpuint (arb_game_get_ply (arb_window_get_game (window)), ==, 64);
  return window;
}

static void
test_history_follows (void)
{
  ArbWindow *window = open_long_game ();
  ArbGame *game = arb_window_get_game (window);
  GtkWidget *scroller;
  int height;

  /* Opened: the last move, at the bottom of a list that had to scroll. */
  assert_shown_move_in_view (window);
  g_assert_cmpfloat (gtk_adjustment_get_value (moves_adjustment (window)), >, 0);

  /* A move played adds a button that has no place until the next layout:
   * the list follows it there (it used to jump back to move 1). */
  play (window, "e2d1");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 65);
  assert_shown_move_in_view (window);

  /* A jump to the start, undo and redo, the last move again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "history.go-to-ply", "u", 1));
  g_assert_cmpuint (arb_game_get_ply (game), ==, 1);
  assert_shown_move_in_view (window);
  activate (window, "history.last");
  assert_shown_move_in_view (window);
  activate (window, "game.undo");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 64);
  assert_shown_move_in_view (window);
  activate (window, "game.redo");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 65);
  assert_shown_move_in_view (window);

  /* A lower window cuts the list's bottom, where the last move is. */
  scroller = gtk_widget_get_ancestor (shown_move_button (window), GTK_TYPE_SCROLLED_WINDOW);
  height = gtk_widget_get_height (scroller);
  gtk_window_set_default_size (GTK_WINDOW (window), 840, 440);
  g_assert_true (arb_test_wait_until (shown_move_in_view, window, FOLLOW_TIMEOUT_MS));
  wait_ms (200);
  g_assert_cmpint (gtk_widget_get_height (scroller), <, height);
  g_assert_true (shown_move_in_view (window));

  arb_app_test_destroy_window (window, 0);
}

/* The moves that may take the focus: only the one on screen. */
static guint
n_focusable_moves (ArbWindow *window)
{
  ArbHistoryView *history = arb_window_get_history_view (window);
  guint n = 0;

  for (guint ply = 0; ply <= arb_history_view_get_n_moves (history); ply++)
    if (gtk_widget_get_focusable (arb_history_view_get_move_button (history, ply)))
      n++;
  return n;
}

static gboolean
is_move_button (ArbWindow *window,
                GtkWidget *widget)
{
  ArbHistoryView *history = arb_window_get_history_view (window);

  for (guint ply = 0; ply <= arb_history_view_get_n_moves (history); ply++)
    if (widget == arb_history_view_get_move_button (history, ply))
      return TRUE;
  return FALSE;
}

/* What Tab and Shift+Tab do: GtkWindow's focus chain, wrapping round. */
static GtkWidget *
tab (ArbWindow        *window,
     GtkDirectionType  direction)
{
  gtk_widget_child_focus (GTK_WIDGET (window), direction);
  arb_app_test_flush_events ();
  return gtk_window_get_focus (GTK_WINDOW (window));
}

static void
test_history_tab (void)
{
  ArbWindow *window = open_long_game ();
  ArbGame *game = arb_window_get_game (window);
  GtkWidget *board = arb_window_get_board (window);
  GtkWidget *focus;
  guint n_stops = 0, n_move_stops = 0;

  assert_shown_move_in_view (window);
  g_assert_cmpuint (n_focusable_moves (window), ==, 1);

  /* From the board, Tab reaches the move on screen, and the next Tab
   * leaves the list; Shift+Tab comes back to the same move. */
  gtk_widget_grab_focus (board);
  g_assert_true (tab (window, GTK_DIR_TAB_FORWARD) == shown_move_button (window));
  focus = tab (window, GTK_DIR_TAB_FORWARD);
  g_assert_nonnull (focus);
  g_assert_false (is_move_button (window, focus));
  g_assert_true (tab (window, GTK_DIR_TAB_BACKWARD) == shown_move_button (window));
  g_assert_true (tab (window, GTK_DIR_TAB_BACKWARD) == board);

  /* The whole chain, round to the board: one stop among 65 moves. */
  do
    {
      focus = tab (window, GTK_DIR_TAB_FORWARD);
      g_assert_nonnull (focus);
      n_stops++;
      if (is_move_button (window, focus))
        n_move_stops++;
    }
  while (focus != board && n_stops < 100);
  g_assert_true (focus == board);
  g_assert_cmpuint (n_move_stops, ==, 1);
  g_assert_cmpuint (n_stops, <, 20);

  /* The focus follows the move on screen while it is in the list. */
  gtk_widget_grab_focus (shown_move_button (window));
  activate (window, "history.previous");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 63);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == shown_move_button (window));
  activate (window, "history.first");
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == shown_move_button (window));
  g_assert_cmpuint (n_focusable_moves (window), ==, 1);
  assert_shown_move_in_view (window);

  /* A click on a move goes there, and the focus with it. */
  g_signal_emit_by_name (arb_history_view_get_move_button (arb_window_get_history_view (window),
                                                           40),
                         "clicked");
  arb_app_test_flush_events ();
  g_assert_cmpuint (arb_game_get_ply (game), ==, 40);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == shown_move_button (window));

  /* F6 brings the focus to the board from anywhere; from the board, to
   * the moves. */
  {
    g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                   "win.focus-board");

    g_assert_cmpstr (accels[0], ==, "F6");
  }
  activate (window, "win.focus-board");
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == board);
  activate (window, "win.focus-board");
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == shown_move_button (window));
  activate (window, "win.focus-board");
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == board);

  arb_app_test_destroy_window (window, 0);
}

/* The list's keys, pressed for real (xdotool, as /app/window/history-keys):
 * Up and Down a row, the Page keys a page, Home and End the ends; the
 * scrolled window would take Home, End and the Page keys to scroll only. */
static void
test_history_list_keys (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  ArbWindow *window;
  ArbGame *game;
  guint xid;

  if (xdotool == NULL)
    {
      g_test_skip ("xdotool is not installed");
      return;
    }

  window = open_long_game ();
  game = arb_window_get_game (window);
  assert_shown_move_in_view (window);
  g_assert_true (GDK_IS_X11_SURFACE (gtk_native_get_surface (GTK_NATIVE (window))));
  xid = (guint) gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window)));

  gtk_widget_grab_focus (arb_window_get_board (window));
  press_key (xid, "F6");
  g_assert_true (arb_test_wait_until (window_active, window, 2000));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == shown_move_button (window));

  press_key (xid, "Up");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 62);
  press_key (xid, "Up");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 60);
  press_key (xid, "Down");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 62);
  press_key (xid, "Left");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 61);
  press_key (xid, "Page_Up");
  g_assert_cmpuint (arb_game_get_ply (game), <, 61 - 10);
  g_assert_cmpuint (arb_game_get_ply (game) % 2, ==, 1);
  assert_shown_move_in_view (window);
  press_key (xid, "Home");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);
  assert_shown_move_in_view (window);
  press_key (xid, "Down");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 1);
  press_key (xid, "Page_Down");
  g_assert_cmpuint (arb_game_get_ply (game), >, 10);
  press_key (xid, "End");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 64);
  assert_shown_move_in_view (window);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == shown_move_button (window));

  /* F6 again: the board, whose arrow keys are its cursor's. */
  press_key (xid, "F6");
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == arb_window_get_board (window));
  press_key (xid, "Up");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 64);

  arb_app_test_destroy_window (window, 0);
}

static void
test_resign_and_draws (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbGame *game = arb_window_get_game (window);

  play (window, "e2e4");
  /* Either player may resign, the player to move first. */
  activate (window, "game.resign");
  g_assert_cmpstr (adw_message_dialog_get_heading (question (window)), ==, "Resign?");
  g_assert_cmpstr (adw_message_dialog_get_response_label (question (window), "resign"), ==,
                   "Black Resigns");
  g_assert_cmpstr (adw_message_dialog_get_response_label (question (window), "resign-other"), ==,
                   "White Resigns");
  answer (window, "cancel");
  g_assert_false (arb_game_is_over (game));
  activate (window, "game.resign");
  answer (window, "resign");
  g_assert_cmpstr (arb_window_get_announcement (window), ==, "White wins by resignation");
  g_assert_cmpstr (arb_window_get_status (window), ==, "White wins by resignation");
  activate (window, "game.undo");
  g_assert_null (arb_window_get_announcement (window));
  activate (window, "game.resign");
  answer (window, "resign-other");
  g_assert_cmpstr (arb_window_get_announcement (window), ==, "Black wins by resignation");
  activate (window, "game.undo");
  g_assert_null (arb_window_get_announcement (window));

  /* Offered by the side to move, answered by the other; the undone
   * resignation is set aside (to be brought back), and the question says
   * so. */
  activate (window, "game.offer-draw");
  g_assert_cmpstr (adw_message_dialog_get_heading (question (window)), ==,
                   "Black Offers a Draw");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question (window)), "set aside"));
  g_assert_null (strstr (adw_message_dialog_get_body (question (window)), "discarded"));
  answer (window, "cancel");
  g_assert_false (arb_game_is_over (game));
  activate (window, "game.offer-draw");
  answer (window, "accept");
  g_assert_cmpstr (arb_window_get_announcement (window), ==, "Draw by agreement");
  activate (window, "game.undo");

  /* The Knights go out and back twice: the start position's third time.
   * The window offers the claim under the board; the action records it. */
  activate (window, "game.undo");
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 1);
  start_new_game (window, "chess");
  answer (window, "replace");
  game = arb_window_get_game (window);
  play (window, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
  g_assert_cmpuint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_NONE);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.claim-draw", NULL);
  g_assert_false (arb_game_is_over (game));
  play (window, "f6g8");
  g_assert_cmpuint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_REPETITION);
  g_assert_cmpstr (arb_window_get_last_message (window), ==,
                   "This position has occurred three times: a draw may be claimed");
  g_assert_cmpstr (arb_window_get_status (window), ==,
                   "White to move · a draw may be claimed: threefold repetition");
  activate (window, "game.claim-draw");
  g_assert_cmpstr (arb_window_get_announcement (window), ==,
                   "Draw claimed — threefold repetition");

  arb_app_test_destroy_window (window, 0);
}

static gboolean
not_replaying (gpointer data)
{
  return !arb_window_get_replaying (data);
}

static void
test_replay (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  ArbWindow *window;
  ArbGame *game;

  g_settings_set_double (settings, "replay-interval", 0.2);
  window = arb_app_test_new_window (app);
  play (window, "e2e4 e7e5 g1f3 b8c6");
  game = arb_window_get_game (window);

  /* At the end: the replay starts from the beginning and stops at the end.
   * (No flush_events() here: the replay keeps the main loop busy.) */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "history.replay", NULL));
  g_assert_true (arb_window_get_replaying (window));
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);
  g_assert_true (arb_test_wait_until (not_replaying, window, 5000));
  g_assert_cmpuint (arb_game_get_ply (game), ==, 4);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 4);

  /* Any other action stops it. */
  g_settings_set_double (settings, "replay-interval", 5.0);
  activate (window, "history.replay");
  g_assert_true (arb_window_get_replaying (window));
  activate (window, "history.last");
  g_assert_false (arb_window_get_replaying (window));
  activate (window, "history.replay");
  request (window, "e2e4");
  g_assert_false (arb_window_get_replaying (window));
  /* The move is played from the start; the later moves are set aside, and
   * the message bar's Undo brings them back. */
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 1);
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "The later moves were set aside");
  activate (window, "game.restore-branch");
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 4);

  arb_app_test_destroy_window (window, 0);
}

static void
test_notation (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  ArbWindow *window = arb_app_test_new_window (app);

  play (window, "e2e4 e7e5 d1h5 b8c6 h5f7");
  g_assert_cmpstr (button_label (window, 5), ==, "Qxf7+");
  g_settings_set_string (settings, "move-notation", "coordinate");
  arb_app_test_flush_events ();
  g_assert_cmpstr (button_label (window, 1), ==, "e2e4");
  g_assert_cmpstr (button_label (window, 5), ==, "h5f7+");
  g_settings_set_string (settings, "move-notation", "san");
  arb_app_test_flush_events ();
  g_assert_cmpstr (button_label (window, 3), ==, "Qh5");

  arb_app_test_destroy_window (window, 0);
}

static void
test_board_settings (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  ArbWindow *window = arb_app_test_new_window (app);
  ArbBoard *board = ARB_BOARD (arb_window_get_board (window));

  g_assert_false (arb_board_get_flipped (board));
  g_settings_set_string (settings, "board-orientation", "black");
  g_assert_true (arb_board_get_flipped (board));
  g_settings_set_string (settings, "board-orientation", "side-to-move");
  g_assert_false (arb_board_get_flipped (board));
  play (window, "e2e4");
  g_assert_true (arb_board_get_flipped (board));
  activate (window, "win.flip");
  g_assert_false (arb_board_get_flipped (board));
  activate (window, "win.flip");
  g_assert_true (arb_board_get_flipped (board));

  g_settings_set_boolean (settings, "show-coordinates", FALSE);
  g_assert_false (arb_board_get_show_coordinates (board));
  g_settings_set_boolean (settings, "show-reachable", FALSE);
  g_assert_false (arb_board_get_show_reachable (board));
  g_settings_set_boolean (settings, "show-last-move", FALSE);
  g_assert_false (arb_board_get_show_last_move (board));

  arb_app_test_destroy_window (window, 0);
}

static void
test_history_text (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  GtkWidget *dialog;

  play (window, "e2e4 e7e5");
  activate (window, "history.first");
  activate (window, "win.history-text");
  dialog = GTK_WIDGET (question (window));
  {
    const char *text = g_object_get_data (G_OBJECT (dialog), "arb-text");

    /* The whole game, also when an earlier position is shown. */
    g_assert_nonnull (strstr (text, "White plays e2e4 (e4)"));
    g_assert_nonnull (strstr (text, "Black plays e7e5 (e5)"));
  }
  answer (window, "copy");
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "Moves copied as text");

  arb_app_test_destroy_window (window, 0);
}

static gboolean
current_visible (gpointer data)
{
  ArbWindow *window = data;
  ArbHistoryView *history = arb_window_get_history_view (window);
  GtkWidget *button = arb_history_view_get_move_button (
    history, arb_game_get_ply (arb_window_get_game (window)));
  GtkWidget *scroller = gtk_widget_get_ancestor (button, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  return gtk_widget_compute_bounds (button, scroller, &bounds) && bounds.size.height > 0
         && bounds.origin.y >= 0
         && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller);
}

/* The history panel keeps the move on screen in view. */
/* How long a test waits for GTK to lay out and scroll: generous, because
 * the suite also runs under valgrind and the sanitizers, many times slower.
 * arb_test_wait_until() returns as soon as the condition holds. */
#define UI_TIMEOUT_MS 30000
/* The real app starting and quitting, under memcheck on a busy machine. */
#define APP_TIMEOUT_MS 120000

static void
test_history_scroll (void)
{
  g_autoptr (GString) pgn = g_string_new (NULL);
  ArbWindow *window = arb_app_test_new_window (app);

  /* The Knights dance for 30 moves: a long list (in the founding game: in
   * standard chess, a file's default, the fifth repetition would end it). */
  g_string_append (pgn, "[Variant \"Simplified\"]\n");
  for (guint i = 0; i < 15; i++)
    g_string_append (pgn, "Nf3 Nf6 Ng1 Ng8 ");
  g_string_append (pgn, "*");
  arb_window_paste_text (window, pgn->str);
  g_assert_cmpuint (arb_game_get_n_plies (arb_window_get_game (window)), ==, 60);
  g_assert_true (arb_test_wait_until (current_visible, window, UI_TIMEOUT_MS));

  activate (window, "history.first");
  g_assert_true (arb_test_wait_until (current_visible, window, UI_TIMEOUT_MS));
  activate (window, "history.last");
  g_assert_true (arb_test_wait_until (current_visible, window, UI_TIMEOUT_MS));

  arb_app_test_destroy_window (window, 0);
}

/* A game that starts with Black to move: its first row has no White move. */
static void
test_history_black_first (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbHistoryView *history = arb_window_get_history_view (window);
  GtkWidget *first, *second;
  int row1, col1, row2, col2;

  arb_window_paste_text (window, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12");
  play (window, "e8d7 e2e4");
  first = arb_history_view_get_move_button (history, 1);
  second = arb_history_view_get_move_button (history, 2);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (first)), ==, "Kd7");
  gtk_grid_query_child (GTK_GRID (gtk_widget_get_parent (first)), first, &col1, &row1, NULL,
                        NULL);
  gtk_grid_query_child (GTK_GRID (gtk_widget_get_parent (second)), second, &col2, &row2, NULL,
                        NULL);
  g_assert_cmpint (row1, ==, 0);
  g_assert_cmpint (col1, ==, 2);
  g_assert_cmpint (row2, ==, 1);
  g_assert_cmpint (col2, ==, 1);
  {
    GtkWidget *number = gtk_grid_get_child_at (GTK_GRID (gtk_widget_get_parent (first)), 0, 1);

    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (number)), ==, "13.");
  }

  arb_app_test_destroy_window (window, 0);
}

static void
test_narrow (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  ArbWindow *window;
  GtkWidget *flap;
  GtkWidget *board;

  /* Tall and narrow: the moves under the board. */
  g_settings_set_int (settings, "window-width", 400);
  g_settings_set_int (settings, "window-height", 800);
  window = arb_app_test_new_window (app);
  wait_ms (200);
  flap = gtk_widget_get_ancestor (GTK_WIDGET (arb_window_get_history_view (window)),
                                  ADW_TYPE_FLAP);
  board = arb_window_get_board (window);
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (flap)), ==,
                   GTK_ORIENTATION_VERTICAL);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 420);
  g_assert_cmpint (gtk_widget_get_width (board), >, 300);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (arb_window_get_history_view (window))));
  arb_app_test_destroy_window (window, 0);

  /* GNOME's mobile width: the window fits in 360 pixels, and whose turn it
   * is reads whole under the board, the title having no room for it. */
  g_settings_set_int (settings, "window-width", 360);
  g_settings_set_int (settings, "window-height", 640);
  window = arb_app_test_new_window (app);
  wait_ms (200);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  g_assert_cmpstr (arb_window_get_status (window), ==, "White to move");
  g_assert_nonnull (arb_app_test_find_label (GTK_WIDGET (window), "White to move"));
  g_assert_cmpint (gtk_widget_get_width (arb_window_get_board (window)), >, 300);
  arb_app_test_destroy_window (window, 0);

  /* A taller phone: the board is as wide as the window allows, the moves
   * below take what the board and the rows around it leave (the moves
   * took the height less the width, and the message bar's row came out
   * of the board: 224 pixels of board, empty space beside it). */
  g_settings_set_int (settings, "window-width", 360);
  g_settings_set_int (settings, "window-height", 720);
  window = arb_app_test_new_window (app);
  wait_ms (200);
  g_assert_cmpint (gtk_widget_get_height (arb_window_get_board (window)), >=,
                   gtk_widget_get_width (arb_window_get_board (window)));
  g_assert_cmpint (gtk_widget_get_width (arb_window_get_board (window)), >, 300);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (arb_window_get_history_view (window))), >=,
                   160);
  /* The message bar's button leaves its pill padding to the sentence. */
  g_assert_true (arb_message_bar_get_compact (ARB_MESSAGE_BAR (arb_window_get_message_bar (window))));
  arb_app_test_destroy_window (window, 0);

  /* Short and not so narrow: the panel folds rather than leave the board
   * smaller than itself. */
  g_settings_set_int (settings, "window-width", 500);
  g_settings_set_int (settings, "window-height", 436);
  window = arb_app_test_new_window (app);
  wait_ms (200);
  flap = gtk_widget_get_ancestor (GTK_WIDGET (arb_window_get_history_view (window)),
                                  ADW_TYPE_FLAP);
  g_assert_true (adw_flap_get_folded (ADW_FLAP (flap)));
  g_assert_cmpint (gtk_widget_get_height (arb_window_get_board (window)), >=, 250);
  g_assert_nonnull (arb_app_test_find_label (GTK_WIDGET (window), "White to move"));
  arb_app_test_destroy_window (window, 0);

  /* Room for both: the panel stays beside a board at least as big. */
  g_settings_set_int (settings, "window-width", 640);
  g_settings_set_int (settings, "window-height", 480);
  window = arb_app_test_new_window (app);
  wait_ms (200);
  flap = gtk_widget_get_ancestor (GTK_WIDGET (arb_window_get_history_view (window)),
                                  ADW_TYPE_FLAP);
  g_assert_false (adw_flap_get_folded (ADW_FLAP (flap)));
  g_assert_cmpint (gtk_widget_get_height (arb_window_get_board (window)), >=, 250);
  g_assert_false (arb_message_bar_get_compact (ARB_MESSAGE_BAR (arb_window_get_message_bar (window))));
  g_assert_cmpint (gtk_widget_get_width (arb_window_get_board (window)), >=, 250);
  arb_app_test_destroy_window (window, 0);

  /* Narrow and short: the moves fold over the board, shown on demand. */
  g_settings_set_int (settings, "window-width", 420);
  g_settings_set_int (settings, "window-height", 480);
  window = arb_app_test_new_window (app);
  wait_ms (200);
  flap = gtk_widget_get_ancestor (GTK_WIDGET (arb_window_get_history_view (window)),
                                  ADW_TYPE_FLAP);
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (flap)), ==,
                   GTK_ORIENTATION_HORIZONTAL);
  g_assert_true (adw_flap_get_folded (ADW_FLAP (flap)));
  g_assert_cmpint (gtk_widget_get_width (arb_window_get_board (window)), >, 300);
  activate (window, "win.toggle-history");
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (flap)));
  arb_app_test_destroy_window (window, 0);

  /* Wide: the moves beside the board; hidden with F9, the header bar's
   * button brings them back. */
  g_settings_set_int (settings, "window-width", 1000);
  g_settings_set_int (settings, "window-height", 600);
  window = arb_app_test_new_window (app);
  wait_ms (200);
  flap = gtk_widget_get_ancestor (GTK_WIDGET (arb_window_get_history_view (window)),
                                  ADW_TYPE_FLAP);
  {
    GObject *child = gtk_widget_get_template_child (GTK_WIDGET (window), ARB_TYPE_WINDOW,
                                                    "history_button");
    GtkWidget *button = GTK_WIDGET (child);

    g_assert_false (adw_flap_get_folded (ADW_FLAP (flap)));
    g_assert_false (gtk_widget_get_visible (button));
    activate (window, "win.toggle-history");
    wait_ms (50);
    g_assert_false (adw_flap_get_reveal_flap (ADW_FLAP (flap)));
    g_assert_true (gtk_widget_get_visible (button));
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
    wait_ms (50);
    g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (flap)));
  }
  arb_app_test_destroy_window (window, 0);
}

static void
test_dialogs (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  GList *before = gtk_window_list_toplevels ();
  GList *after;
  GtkWindow *shortcuts;
  guint n_before = g_list_length (before);

  /* The shortcuts window is built when first asked for, not at startup. */
  g_assert_null (arb_window_get_shortcuts_window (window));
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  /* Rules, shortcuts, preferences and about each open a window. */
  activate (window, "win.rules");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.preferences", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.about", NULL));
  arb_app_test_flush_events ();
  after = gtk_window_list_toplevels ();
  /* The shortcuts window exists now, shown, and for this window. */
  shortcuts = arb_window_get_shortcuts_window (window);
  g_assert_nonnull (shortcuts);
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (shortcuts));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  g_assert_true (gtk_window_get_transient_for (shortcuts) == GTK_WINDOW (window));
  g_assert_cmpuint (g_list_length (after), ==, n_before + 4);

  for (GList *l = after; l != NULL; l = l->next)
    if (l->data != (gpointer) window && l->data != (gpointer) shortcuts
        && g_list_find (before, l->data) == NULL)
      gtk_window_destroy (l->data);

  /* Closing it hides it; asking again shows the same window. */
  gtk_window_close (shortcuts);
  arb_app_test_flush_events ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  arb_app_test_flush_events ();
  g_assert_true (arb_window_get_shortcuts_window (window) == shortcuts);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  g_list_free (before);
  g_list_free (after);

  arb_app_test_destroy_window (window, 0);
}

static void
collect_combo_rows (GtkWidget *widget,
                    GSList   **rows)
{
  if (ADW_IS_COMBO_ROW (widget))
    *rows = g_slist_append (*rows, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_combo_rows (child, rows);
}

static void
test_preferences (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  GtkWidget *preferences = arb_preferences_new (settings);
  AdwComboRow *row = NULL;
  g_autoptr (GSList) rows = NULL;

  gtk_window_present (GTK_WINDOW (preferences));
  arb_app_test_flush_events ();

  /* The combo rows, found by title. */
  collect_combo_rows (preferences, &rows);
  g_assert_cmpuint (g_slist_length (rows), ==, 3);

  for (GSList *l = rows; l != NULL; l = l->next)
    if (g_str_equal (adw_preferences_row_get_title (l->data), "_Style"))
      row = l->data;
  g_assert_nonnull (row);
  adw_combo_row_set_selected (row, 2);
  {
    g_autofree char *scheme = g_settings_get_string (settings, "color-scheme");

    g_assert_cmpstr (scheme, ==, "dark");
  }
  /* The application follows the key. */
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_FORCE_DARK);
  g_settings_set_string (settings, "color-scheme", "light");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 1);
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_settings_reset (settings, "color-scheme");

  for (GSList *l = rows; l != NULL; l = l->next)
    if (g_str_equal (adw_preferences_row_get_title (l->data), "_Notation"))
      adw_combo_row_set_selected (l->data, 1);
  {
    g_autofree char *notation = g_settings_get_string (settings, "move-notation");

    g_assert_cmpstr (notation, ==, "coordinate");
  }

  gtk_window_destroy (GTK_WINDOW (preferences));
  arb_app_test_flush_events ();
}

/* Every key of the shortcut tables parses, and the shortcuts window shows
 * each one. */
static void
test_shortcuts (void)
{
  g_autoptr (GBytes) bytes = NULL;
  const char *ui;
  const ArbShortcut *tables[2];
  guint sizes[2];

  bytes = g_resources_lookup_data ("/io/github/arbiter/Arbiter/arb-shortcuts.ui", 0, NULL);
  g_assert_nonnull (bytes);
  ui = g_bytes_get_data (bytes, NULL);

  tables[0] = arb_shortcuts_get_accels (&sizes[0]);
  tables[1] = arb_shortcuts_get_plain_keys (&sizes[1]);
  for (guint t = 0; t < 2; t++)
    for (guint i = 0; i < sizes[t]; i++)
      for (guint k = 0; tables[t][i].accels[k] != NULL; k++)
        {
          const char *accel = tables[t][i].accels[k];
          guint key = 0;
          GdkModifierType mods = 0;
          g_autofree char *escaped = NULL;

          g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
          g_assert_cmpuint (key, !=, 0);
          /* Keypad twins and alternatives need not be shown. */
          if (g_str_has_prefix (accel, "KP_") || g_str_equal (accel, "<Control>y"))
            continue;
          escaped = g_markup_escape_text (accel, -1);
          if (strstr (ui, escaped) == NULL)
            g_error ("%s (%s) is not in the shortcuts window", accel, tables[t][i].action);
        }

  /* The application's accelerators are set. */
  {
    g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                   "game.undo");

    g_assert_cmpstr (accels[0], ==, "<Control>z");
  }
}

/* The plain keys act when the board does not use them: with the focus
 * on a history button, Left goes back one move; on the board, Left moves
 * the board's cursor and leaves the history alone. Real key presses, from
 * xdotool through the X server. */
static gboolean
window_active (gpointer data)
{
  return gtk_window_is_active (data);
}

static gboolean
run_xdotool (const char *const *args)
{
  g_autoptr (GError) error = NULL;
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) args, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                     &status, &error))
    return FALSE;
  return g_spawn_check_wait_status (status, NULL);
}

static guint
find_x11_window (const char *name)
{
  const char *argv[] = { "xdotool", "search", "--onlyvisible", "--name", name, NULL };
  g_autofree char *out = NULL;
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL) || out == NULL)
    return 0;
  return (guint) g_ascii_strtoull (out, NULL, 10);
}

static void
press_key (guint       xid,
           const char *key)
{
  g_autofree char *id = g_strdup_printf ("%u", xid);
  const char *focus[] = { "xdotool", "windowfocus", "--sync", id, NULL };
  const char *press[] = { "xdotool", "key", "--clearmodifiers", key, NULL };

  g_assert_true (run_xdotool (focus));
  g_assert_true (run_xdotool (press));
  wait_ms (150);
}

static void
test_history_keys (void)
{
  ArbWindow *window;
  ArbGame *game;
  ArbBoard *board;
  GtkWidget *button;
  guint xid;
  ArbSquare cursor;
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  /* build-aux/install-deps installs xdotool; without it this test cannot
   * send real key presses, and says so. */
  if (xdotool == NULL)
    {
      g_test_skip ("xdotool is not installed");
      return;
    }

  window = arb_app_test_new_window (app);
  play (window, "e2e4 e7e5 g1f3");
  game = arb_window_get_game (window);
  board = ARB_BOARD (arb_window_get_board (window));
  wait_ms (300);
  g_assert_true (GDK_IS_X11_SURFACE (gtk_native_get_surface (GTK_NATIVE (window))));
  xid = (guint) gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window)));

  button = arb_history_view_get_move_button (arb_window_get_history_view (window), 3);
  gtk_widget_grab_focus (button);
  press_key (xid, "Left");
  g_assert_true (arb_test_wait_until (window_active, window, 2000));
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  press_key (xid, "Home");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);
  press_key (xid, "Right");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 1);
  press_key (xid, "End");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 3);

  /* The board has the focus: Left is its cursor's, Alt+Left the history's. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  arb_board_set_cursor (board, sq ("e2"));
  press_key (xid, "Left");
  cursor = arb_board_get_cursor (board);
  g_assert_cmpuint (cursor, ==, sq ("d2"));
  g_assert_cmpuint (arb_game_get_ply (game), ==, 3);
  press_key (xid, "alt+Left");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  press_key (xid, "ctrl+z");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 1);

  arb_app_test_destroy_window (window, 0);
}

/* The real program: start it under this test's X server, wait for its
 * window, click e2 then e4, quit with Ctrl+Q; it exits with 0 and its
 * autosave holds 1. e4. The squares' places come from the same window
 * built here, at the same size. */
/* GSubprocess forgets the process id once the process is reaped. */
static gboolean
subprocess_done (gpointer data)
{
  return g_subprocess_get_identifier (data) == NULL;
}

static gboolean
find_app_window (gpointer data)
{
  guint *xid = data;

  *xid = find_x11_window ("^Chess — Arbiter$");
  return *xid != 0;
}

static void
square_point (ArbWindow *window,
              const char *name,
              int        *x,
              int        *y)
{
  GtkWidget *board = arb_window_get_board (window);
  graphene_rect_t bounds;
  graphene_point_t point, in_window;
  double dx, dy;

  g_assert_true (arb_board_get_square_bounds (ARB_BOARD (board), sq (name), &bounds));
  point.x = bounds.origin.x + bounds.size.width / 2;
  point.y = bounds.origin.y + bounds.size.height / 2;
  g_assert_true (gtk_widget_compute_point (board, GTK_WIDGET (window), &point, &in_window));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &dx, &dy);
  *x = (int) (in_window.x + dx);
  *y = (int) (in_window.y + dy);
}

static void
click (guint xid,
       int   x,
       int   y)
{
  g_autofree char *id = g_strdup_printf ("%u", xid);
  g_autofree char *sx = g_strdup_printf ("%d", x);
  g_autofree char *sy = g_strdup_printf ("%d", y);
  const char *move[] = { "xdotool", "mousemove", "--window", id, sx, sy, NULL };
  const char *press[] = { "xdotool", "click", "1", NULL };

  g_assert_true (run_xdotool (move));
  g_assert_true (run_xdotool (press));
  wait_ms (200);
}

static void
test_smoke (void)
{
  const char *program = g_getenv ("ARBITER_APP");
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *data_home = g_build_filename (g_get_user_data_dir (), "smoke", NULL);
  g_autofree char *autosave = g_build_filename (data_home, "arbiter", "autosave.pgn", NULL);
  g_autofree char *contents = NULL;
  ArbWindow *window;
  int e2x, e2y, e4x, e4y;
  guint xid = 0;
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  if (program == NULL || xdotool == NULL)
    {
      g_test_skip ("ARBITER_APP is not set or xdotool is not installed");
      return;
    }

  /* Where the squares are in a new window of the default size. */
  window = arb_app_test_new_window (app);
  wait_ms (300);
  square_point (window, "e2", &e2x, &e2y);
  square_point (window, "e4", &e4x, &e4y);
  arb_app_test_destroy_window (window, 0);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, program, NULL);
  g_assert_no_error (error);

  g_assert_true (arb_test_wait_until (find_app_window, &xid, APP_TIMEOUT_MS));
  wait_ms (1000);

  click (xid, e2x, e2y);
  click (xid, e4x, e4y);
  press_key (xid, "ctrl+q");

  g_assert_true (arb_test_wait_until (subprocess_done, process, APP_TIMEOUT_MS));
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);

  g_assert_true (g_file_get_contents (autosave, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "1. e4 *"));
}

/* Without a display the program says so and exits with 1. */
static void
test_no_display (void)
{
  const char *program = g_getenv ("ARBITER_APP");
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;

  if (program == NULL)
    {
      g_test_skip ("ARBITER_APP is not set");
      return;
    }

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE
                                        | G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_subprocess_launcher_unsetenv (launcher, "DISPLAY");
  g_subprocess_launcher_unsetenv (launcher, "WAYLAND_DISPLAY");
  g_subprocess_launcher_unsetenv (launcher, "GDK_BACKEND");
  process = g_subprocess_launcher_spawn (launcher, &error, program, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 1);
  g_assert_nonnull (strstr (err, "cannot open a display"));
  g_assert_nonnull (strstr (err, "arbiter-cli play"));
}

static void
test_status_strings (void)
{
  static const struct
  {
    const char *fen;
    const char *moves;
    const char *status;
  } rows[] = {
    { ARB_FEN_START, "", "White to move" },
    { ARB_FEN_START, "e4", "Black to move" },
    /* White puts their own King where the Bishop attacks it. */
    { "4k3/8/8/8/1b6/8/8/4K3 w - - 0 1", "Kd2", "Black to move — the White King is attacked" },
    { "4k3/8/8/8/1b6/8/8/4K3 w - - 0 1", "Kd2 Bxd2", "Black wins by capturing the King" },
    /* Set up without a White King: over before any move. */
    { "4k3/8/8/8/8/8/8/8 w - - 0 1", "", "Black wins: the White King is missing" },
    /* A claimable draw is said in the status, not only in a menu. */
    { "4k3/8/8/8/8/8/8/4K3 w - - 99 60", "Kd1",
      "Black to move · a draw may be claimed: 50 moves without a capture or pawn move" },
    { ARB_FEN_START, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
      "White to move · a draw may be claimed: threefold repetition" },
    /* Alquerque (its position strings have no castling field): the
     * table's player names, its own endings. */
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1", "18-13", "Black to move" },
    { "...../...../.b.../.w.w./..... w 3", "17x7", "White wins: Black has no pieces left" },
    { "bwbwb/wbwbw/bw.wb/wbwbw/bwbwb w 1", "18-13", "Draw — Black has no moves" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      gboolean chess = strchr (rows[i].fen, '-') != NULL;
      g_autoptr (ArbGame) game = arb_game_new_from_string (chess ? &arb_chess_rules
                                                                 : arb_games_lookup ("alquerque"),
                                                           rows[i].fen, NULL);
      g_auto (GStrv) moves = g_strsplit (rows[i].moves, " ", -1);
      g_autofree char *status = NULL;

      g_assert_nonnull (game);
      for (guint m = 0; moves[m] != NULL; m++)
        if (*moves[m] != '\0')
          g_assert_true (arb_game_play_notation (game, moves[m], NULL));
      status = arb_status_describe (game);
      g_assert_cmpstr (status, ==, rows[i].status);
    }
}

/* The pieces each side took, beside the board: below it White's (the
 * player below), above it Black's, with the material balance; they follow
 * undo, redo and browsing, and swap rows when the board is turned. */
static ArbCapturedView *
captured_row (ArbWindow  *window,
              const char *name)
{
  return ARB_CAPTURED_VIEW (gtk_widget_get_template_child (GTK_WIDGET (window), ARB_TYPE_WINDOW,
                                                           name));
}

static void
assert_captured (ArbCapturedView *row,
                 const char      *pieces,
                 int              balance)
{
  GByteArray *shown = arb_captured_view_get_pieces (row);
  /* Chess's coding: the kind's index in " KQRBNP", bit 3 for Black. */
  static const char symbols[] = " KQRBNP  kqrbnp";
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < shown->len; i++)
    g_string_append_c (text, symbols[shown->data[i]]);
  g_assert_cmpstr (text->str, ==, pieces);
  g_assert_cmpint (arb_captured_view_get_balance (row), ==, balance);
  g_string_free (text, TRUE);
}

static void
test_captured (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbCapturedView *top = captured_row (window, "captured_top");
  ArbCapturedView *bottom = captured_row (window, "captured_bottom");

  assert_captured (bottom, "", 0);
  assert_captured (top, "", 0);

  /* 3. exd5 takes a pawn; 3... Qxd5 takes it back; 4. Nc3 attacks the
   * Queen; 4... Qxa2 takes another pawn; 5. Rxa2 takes the Queen. */
  play (window, "e2e4 d7d5 e4d5");
  assert_captured (bottom, "p", 1);
  assert_captured (top, "", 0);
  play (window, "d8d5 b1c3 d5a2 a1a2");
  assert_captured (bottom, "pq", 8);
  assert_captured (top, "PP", 0);

  /* Undo, redo, browsing: the rows show the position shown. */
  activate (window, "game.undo");
  assert_captured (bottom, "p", 0);
  assert_captured (top, "PP", 1);
  activate (window, "game.redo");
  assert_captured (bottom, "pq", 8);
  activate (window, "history.first");
  assert_captured (bottom, "", 0);
  assert_captured (top, "", 0);
  activate (window, "history.last");
  assert_captured (top, "PP", 0);

  /* Turned round, Black is below. */
  activate (window, "win.flip");
  assert_captured (bottom, "PP", 0);
  assert_captured (top, "pq", 8);

  arb_app_test_destroy_window (window, 0);
}

/* Game Details: the players and the event, shown and edited; saved, they
 * name the game in the header and are a change to save. */
static void
test_details (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbGame *game = arb_window_get_game (window);
  GtkWindow *dialog;

  g_assert_false (arb_window_get_modified (window));
  activate (window, "win.details");
  dialog = arb_window_get_dialog (window);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  arb_game_details_set_field (GTK_WIDGET (dialog), "White", "Ada");
  arb_game_details_set_field (GTK_WIDGET (dialog), "Black", "Bob");
  arb_game_details_set_field (GTK_WIDGET (dialog), "Event", "Club night\nround two");
  /* Cancelled, nothing changes. */
  answer (window, "cancel");
  g_assert_null (arb_game_get_tag (game, "Event"));
  g_assert_false (arb_window_get_modified (window));

  activate (window, "win.details");
  dialog = arb_window_get_dialog (window);
  arb_game_details_set_field (GTK_WIDGET (dialog), "White", "  Ada ");
  arb_game_details_set_field (GTK_WIDGET (dialog), "Black", "Bob");
  arb_game_details_set_field (GTK_WIDGET (dialog), "Event", "Club night\nround two");
  answer (window, "save");
  g_assert_cmpstr (arb_game_get_tag (game, "White"), ==, "Ada");
  g_assert_cmpstr (arb_game_get_tag (game, "Black"), ==, "Bob");
  /* A tag is one line. */
  g_assert_cmpstr (arb_game_get_tag (game, "Event"), ==, "Club night round two");
  g_assert_true (arb_window_get_modified (window));
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (
                     gtk_widget_get_template_child (GTK_WIDGET (window), ARB_TYPE_WINDOW,
                                                    "window_title"))), ==,
                   "Chess: Ada – Bob");

  /* An emptied field removes its tag; the dialog shows what is there. */
  activate (window, "win.details");
  dialog = arb_window_get_dialog (window);
  arb_game_details_set_field (GTK_WIDGET (dialog), "Event", "");
  answer (window, "save");
  g_assert_null (arb_game_get_tag (game, "Event"));
  g_assert_cmpstr (arb_game_get_tag (game, "White"), ==, "Ada");

  arb_app_test_destroy_window (window, 0);
}

/* ------------------------------------------------------------- main */

/* Every test starts from the default settings. */
static void
run_test (gconstpointer data)
{
  GTestFunc func = (GTestFunc) (void (*) (void)) data;

  g_content_type_set_mime_dirs ((const char *const *) mime_dirs);
  arb_app_test_reset_settings ();
  func ();
}

static void
add_test (const char *path,
          GTestFunc   func)
{
  g_test_add_data_func (path, (gconstpointer) (void (*) (void)) func, run_test);
}

/* For arb_app_test_find(): a menu button whose tooltip is @tooltip. */
static gboolean
is_menu_button (GtkWidget    *widget,
                gconstpointer tooltip)
{
  return GTK_IS_MENU_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget),
                                                   tooltip) == 0;
}

/* A menu button's tooltip does not stay over its open menu (GTK 4.8 left
 * "Main Menu" over "New Game"): no tooltip while the menu is open, the
 * tooltip back once it closes. */
static void
test_menu_tooltips (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  static const char *const tooltips[] = { "Main Menu", "Game Menu" };

  for (guint i = 0; i < G_N_ELEMENTS (tooltips); i++)
    {
      GtkMenuButton *button = GTK_MENU_BUTTON (arb_app_test_find (GTK_WIDGET (window),
                                                                  is_menu_button, tooltips[i]));

      g_assert_nonnull (button);
      g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (button)));
      gtk_menu_button_popup (button);
      arb_app_test_flush_events ();
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (button))));
      g_assert_false (gtk_widget_get_has_tooltip (GTK_WIDGET (button)));
      gtk_menu_button_popdown (button);
      arb_app_test_flush_events ();
      g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (button)));
    }
  arb_app_test_destroy_window (window, 0);
}

int
main (int    argc,
      char **argv)
{
  int status;

  {
    const char *dirs = g_getenv ("XDG_DATA_DIRS");

    system_data_dirs = g_strsplit (dirs != NULL && *dirs != '\0' ? dirs
                                                                 : "/usr/local/share:/usr/share",
                                   ":", -1);
  }
  arb_app_test_init (&argc, &argv);

  /* ISOLATE_DIRS points XDG_DATA_DIRS away from the system's folders:
   * give the icon theme and the MIME database (which recognises SVG icons)
   * the real ones. */
  {
    g_autoptr (GPtrArray) icon_paths = g_ptr_array_new_with_free_func (g_free);
    GPtrArray *mime_paths = g_ptr_array_new ();

    for (guint i = 0; system_data_dirs[i] != NULL; i++)
      {
        g_ptr_array_add (icon_paths, g_build_filename (system_data_dirs[i], "icons", NULL));
        g_ptr_array_add (mime_paths, g_build_filename (system_data_dirs[i], "mime", NULL));
      }
    g_ptr_array_add (icon_paths, NULL);
    g_ptr_array_add (mime_paths, NULL);
    gtk_icon_theme_set_search_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    (const char *const *) icon_paths->pdata);
    mime_dirs = (char **) g_ptr_array_free (mime_paths, FALSE);
  }

  app = arb_app_test_new_application (G_APPLICATION_HANDLES_OPEN);

  add_test ("/app/status/strings", test_status_strings);
  add_test ("/app/window/start", test_start);
  add_test ("/app/window/play", test_play);
  add_test ("/app/window/refused", test_refused);
  add_test ("/app/window/refused-quickly", test_refused_quickly);
  add_test ("/app/window/check-and-win", test_check_and_win);
  add_test ("/app/window/captured", test_captured);
  add_test ("/app/window/details", test_details);
  add_test ("/app/window/history-navigation", test_history_navigation);
  add_test ("/app/window/play-from-past", test_play_from_past);
  add_test ("/app/window/set-aside-lasts", test_set_aside_lasts);
  add_test ("/app/window/undo-redo", test_undo_redo);
  add_test ("/app/window/save-open", test_save_open);
  add_test ("/app/window/open-multi", test_open_multi);
  add_test ("/app/window/open-invalid", test_open_invalid);
  add_test ("/app/window/replace-asks", test_replace_asks);
  add_test ("/app/window/paste", test_paste);
  add_test ("/app/window/clipboard", test_clipboard);
  add_test ("/app/window/autosave", test_autosave);
  add_test ("/app/window/alquerque", test_alquerque);
  add_test ("/app/window/resign-and-draws", test_resign_and_draws);
  add_test ("/app/window/replay", test_replay);
  add_test ("/app/window/notation", test_notation);
  add_test ("/app/window/board-settings", test_board_settings);
  add_test ("/app/window/history-text", test_history_text);
  add_test ("/app/window/history-scroll", test_history_scroll);
  add_test ("/app/window/history-black-first", test_history_black_first);
  add_test ("/app/window/narrow", test_narrow);
  add_test ("/app/window/dialogs", test_dialogs);
  add_test ("/app/window/history-keys", test_history_keys);
  add_test ("/app/window/history-follows", test_history_follows);
  add_test ("/app/window/history-tab", test_history_tab);
  add_test ("/app/window/history-list-keys", test_history_list_keys);
  add_test ("/app/window/menu-tooltips", test_menu_tooltips);
  add_test ("/app/preferences/bind", test_preferences);
  add_test ("/app/shortcuts/tables", test_shortcuts);
  add_test ("/app/smoke/arbiter", test_smoke);
  add_test ("/app/smoke/no-display", test_no_display);

  status = g_test_run ();

  g_clear_pointer (&app, arb_app_test_free_application);
  g_strfreev (system_data_dirs);
  g_strfreev (mime_dirs);
  return status;
}
