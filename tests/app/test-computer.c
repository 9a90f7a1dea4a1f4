/* test-computer.c — the computer player and the hint in the window
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window runs the engine's search in a worker thread; the tests run
 * the main loop until what they wait for has happened, with their own
 * timeout, and never assert how long anything took. A search in flight
 * holds a reference to the game it was asked about, so "the search has
 * finished" is "the game's reference count is back to what the window and
 * its widgets hold" (counted once, in a new window, before any search). */

#include <adwaita.h>
#include <string.h>

#include "arb-app-test-util.h"
#include "arb-test-util.h"
#include "arb-application.h"
#include "arb-board.h"
#include "arb-window.h"

/* Generous: a loaded machine runs the searches slowly; a hang still fails. */
#define TIMEOUT_MS 120000

static ArbApplication *app;
static guint idle_refs;    /* the game's references while no search runs */

/* ------------------------------------------------------------ helpers */

static gboolean
searches_done (gpointer data)
{
  ArbWindow *window = data;

  return G_OBJECT (arb_window_get_game (window))->ref_count == idle_refs;
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static gboolean
not_thinking (gpointer data)
{
  return !arb_window_get_thinking (ARB_WINDOW (data));
}

static gboolean
has_hint (gpointer data)
{
  return arb_window_get_hint (ARB_WINDOW (data), NULL);
}

typedef struct
{
  ArbWindow *window;
  guint      n_plies;
} PlyWait;

static gboolean
reached_plies (gpointer data)
{
  PlyWait *wait = data;

  return arb_game_get_n_plies (arb_window_get_game (wait->window)) >= wait->n_plies
         && !arb_window_get_thinking (wait->window);
}

static void
wait_for_plies (ArbWindow *window,
                guint      n_plies)
{
  PlyWait wait = { window, n_plies };

  g_assert_true (arb_test_wait_until (reached_plies, &wait, TIMEOUT_MS));
}

static ArbWindow *
new_window (void)
{
  ArbWindow *window = arb_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  arb_app_test_flush_events ();
  g_assert_false (arb_window_get_thinking (window));
  idle_refs = G_OBJECT (arb_window_get_game (window))->ref_count;
  return window;
}

/* Destroys @window, and checks that the window and its game are
 * finalized (the game once a search cancelled by the closing lets go). */
static void
destroy_window (ArbWindow *window)
{
  GtkWindow *dialog = arb_window_get_dialog (window);
  gpointer window_alive = window;
  gpointer game_alive = arb_window_get_game (window);

  if (dialog != NULL)
    gtk_window_destroy (dialog);
  g_object_add_weak_pointer (G_OBJECT (window), &window_alive);
  g_object_add_weak_pointer (G_OBJECT (game_alive), &game_alive);
  gtk_window_destroy (GTK_WINDOW (window));
  arb_app_test_flush_events ();
  /* A search only holds the window weakly … */
  g_assert_null (window_alive);
  /* … and the game until its worker thread has seen the cancellation. */
  g_assert_true (arb_test_wait_until (is_null, &game_alive, TIMEOUT_MS));
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
activate (ArbWindow  *window,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  arb_app_test_flush_events ();
}

/* Whether @move is one of the legal moves of @game's position. */
static gboolean
is_legal (ArbGame       *game,
          const ArbMove *move)
{
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);

  arb_game_generate_moves (game, list);
  for (guint i = 0; i < list->n_moves; i++)
    if (arb_move_equal (&list->moves[i], move))
      return TRUE;
  return FALSE;
}

/* @move's cells as checkers' square numbers, "9x18x27" (cell_label is
 * the board's own naming of a cell). */
static void
rules_cell_text (ArbGame       *game,
                 const ArbMove *move,
                 char           text[ARB_MOVE_TEXT_MAX])
{
  const ArbRules *rules = arb_game_get_rules (game);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < move->n_cells; i++)
    {
      char label[16];

      rules->cell_label (move->cells[i], label);
      g_string_append_printf (out, "%s%s", i > 0 ? "x" : "", label);
    }
  g_strlcpy (text, out->str, ARB_MOVE_TEXT_MAX);
  g_string_free (out, TRUE);
}

static guint
count_bits (guint64 bits)
{
  guint n = 0;

  for (; bits != 0; bits &= bits - 1)
    n++;
  return n;
}

/* ------------------------------------------------------------- tests */

/* A person against the computer: it answers the person's move, with the
 * board closed to clicks while it thinks, and the last-move mark on its
 * move afterwards. */
static void
test_answers (void)
{
  ArbWindow *window = new_window ();
  ArbGame *game = arb_window_get_game (window);
  ArbBoard *board = ARB_BOARD (arb_window_get_board (window));
  ArbMove shown, played;
  g_autoptr (ArbGame) before = NULL;

  g_assert_cmpstr (arb_game_get_rules (game)->id, ==, "chess");
  arb_window_set_players (window, 0, 1);
  g_assert_cmpuint (arb_window_get_player (window, ARB_SIDE_SECOND), ==, 1);
  g_assert_cmpuint (arb_window_get_player (window, ARB_SIDE_FIRST), ==, 0);
  g_assert_true (arb_board_get_interactive (board));

  request (window, "e2e4");
  wait_for_plies (window, 2);

  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 2);
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_FIRST);
  g_assert_true (arb_board_get_interactive (board));
  /* The message bar no longer says it thinks. */
  g_assert_true (arb_window_get_last_message (window) == NULL
                 || strstr (arb_window_get_last_message (window), "thinking") == NULL);
  /* Its move is a legal Black move after 1. e4, and shown as the last move. */
  played = arb_game_get_record (game, arb_game_get_n_records (game) - 1)->move;
  before = arb_game_new_for_rules (arb_game_get_rules (game));
  g_assert_true (arb_game_play_notation (before, "e2e4", NULL));
  g_assert_true (is_legal (before, &played));
  g_assert_true (arb_board_get_last_move (board, &shown));
  g_assert_true (arb_move_equal (&shown, &played));

  /* Undo after its move takes back its move and the person's. */
  activate (window, "game.undo");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_FIRST);
  g_assert_false (arb_window_get_thinking (window));
  g_assert_true (arb_board_get_interactive (board));

  destroy_window (window);
}

/* Undo while the computer thinks cancels the search: the person's move is
 * taken back and nothing is played afterwards. */
static void
test_undo_while_thinking (void)
{
  ArbWindow *window = new_window ();
  ArbGame *game = arb_window_get_game (window);

  /* The strongest level thinks for seconds: long enough to be interrupted. */
  arb_window_set_players (window, 0, 4);
  request (window, "e2e4");
  g_assert_true (arb_window_get_thinking (window));
  /* Black is the computer: the board waits for it. */
  g_assert_false (arb_board_get_interactive (ARB_BOARD (arb_window_get_board (window))));
  g_assert_nonnull (strstr (arb_window_get_last_message (window), "thinking"));

  activate (window, "game.undo");
  g_assert_false (arb_window_get_thinking (window));
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_FIRST);

  /* The cancelled search has finished and let go of the game … */
  g_assert_true (arb_test_wait_until (searches_done, window, TIMEOUT_MS));
  arb_app_test_flush_events ();
  /* … and played nothing. */
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);
  g_assert_false (arb_window_get_thinking (window));
  g_assert_true (arb_board_get_interactive (ARB_BOARD (arb_window_get_board (window))));

  destroy_window (window);
}

/* Browsing and a new game cancel the search too. */
static void
test_new_game_cancels (void)
{
  ArbWindow *window = new_window ();
  ArbGame *game = arb_window_get_game (window);

  arb_window_set_players (window, 0, 4);
  request (window, "e2e4");
  g_assert_true (arb_window_get_thinking (window));
  /* Browsing back stops it as well: the computer only plays at the end. */
  activate (window, "history.first");
  g_assert_false (arb_window_get_thinking (window));
  g_assert_true (arb_test_wait_until (searches_done, window, TIMEOUT_MS));
  arb_app_test_flush_events ();
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 1);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);

  /* Back at the end it is the computer's turn again; pasting another game
   * in its place (after the question) stops it, and the new game's first
   * side is a person's. */
  activate (window, "history.last");
  g_assert_true (arb_window_get_thinking (window));
  g_object_add_weak_pointer (G_OBJECT (game), (gpointer *) &game);
  arb_window_paste_text (window, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
  arb_app_test_flush_events ();
  if (arb_window_get_dialog (window) != NULL)
    {
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (arb_window_get_dialog (window)),
                                   "replace");
      arb_app_test_flush_events ();
    }
  g_assert_true (arb_window_get_game (window) != game);
  g_assert_false (arb_window_get_thinking (window));
  /* The cancelled search lets go of the old game, the last to hold it. */
  g_assert_true (arb_test_wait_until (is_null, &game, TIMEOUT_MS));
  arb_app_test_flush_events ();
  game = arb_window_get_game (window);
  idle_refs = G_OBJECT (game)->ref_count;
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 0);
  g_assert_false (arb_window_get_thinking (window));

  destroy_window (window);
}

/* Closing the window while the computer thinks: the window goes at once,
 * the game as soon as the cancelled search lets go of it. */
static void
test_close_while_thinking (void)
{
  ArbWindow *window = new_window ();

  arb_window_set_players (window, 0, 4);
  request (window, "e2e4");
  g_assert_true (arb_window_get_thinking (window));
  destroy_window (window);
}

/* The hint: a legal move for the side to move, marked on the board with
 * every cell a legal move starts from, and said in the message bar. */
static void
test_hint (void)
{
  ArbWindow *window = new_window ();
  ArbGame *game = arb_window_get_game (window);
  ArbBoard *board = ARB_BOARD (arb_window_get_board (window));
  ArbMove hint;
  guint64 movable;
  char text[ARB_MOVE_TEXT_MAX];
  g_autofree char *message = NULL;

  activate (window, "game.hint");
  g_assert_true (arb_test_wait_until (has_hint, window, TIMEOUT_MS));
  g_assert_true (arb_window_get_hint (window, &hint));
  g_assert_true (is_legal (game, &hint));
  /* Nothing was played: a hint only suggests. */
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 0);

  arb_game_get_rules (game)->move_to_text (arb_game_get_state (game), &hint, text);
  message = g_strdup_printf ("Hint: %s", text);
  g_assert_cmpstr (arb_window_get_last_message (window), ==, message);

  /* At the start of chess the pieces that can move are the eight pawns and
   * the two knights. */
  g_assert_true (arb_board_get_hint (board, NULL, &movable));
  g_assert_cmpuint (count_bits (movable), ==, 10);
  g_assert_true (movable & ARB_SQUARE_BIT (arb_square_from_name ("b1")));
  g_assert_true (movable & ARB_SQUARE_BIT (arb_square_from_name ("g1")));
  g_assert_true (movable & ARB_SQUARE_BIT (arb_square_from_name ("a2")));
  g_assert_false (movable & ARB_SQUARE_BIT (arb_square_from_name ("e1")));

  /* A move takes the hint away. */
  request (window, "e2e4");
  g_assert_false (arb_window_get_hint (window, NULL));

  destroy_window (window);
}

static gboolean
shows_first_hop (gpointer data)
{
  ArbMove prefix;

  return arb_board_get_hops (ARB_BOARD (arb_window_get_board (data)), &prefix)
         && prefix.n_cells == 2;
}

/* The computer's multi-jump is shown hop by hop before it is played. In
 * "B:W14,23:B9" Black's only move is 9x18x27 (checkers.md: a capture must
 * be taken, and in full): 9 → 18 over 14, then 18 → 27 over 23. */
static void
test_hops (void)
{
  ArbWindow *window = new_window ();
  ArbBoard *board = ARB_BOARD (arb_window_get_board (window));
  ArbGame *game;
  ArbMove prefix, played;
  char text[ARB_MOVE_TEXT_MAX];

  arb_window_paste_text (window, "[GameType \"21\"]\n[FEN \"B:W14,23:B9\"]\n\n*\n");
  arb_app_test_flush_events ();
  game = arb_window_get_game (window);
  g_assert_cmpstr (arb_game_get_rules (game)->id, ==, "checkers");
  idle_refs = G_OBJECT (game)->ref_count;
  /* The computer plays the side to move. */
  arb_window_set_players (window, arb_game_get_turn (game) == ARB_SIDE_FIRST ? 1 : 0,
                          arb_game_get_turn (game) == ARB_SIDE_SECOND ? 1 : 0);

  /* First the hop to 18, the move not played yet … */
  g_assert_true (arb_test_wait_until (shows_first_hop, window, TIMEOUT_MS));
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 0);
  g_assert_true (arb_board_get_hops (board, &prefix));
  rules_cell_text (game, &prefix, text);
  g_assert_cmpstr (text, ==, "9x18");

  /* … then the whole capture, played. */
  wait_for_plies (window, 1);
  g_assert_false (arb_board_get_hops (board, &prefix));
  played = arb_game_get_record (game, 0)->move;
  g_assert_cmpuint (played.n_cells, ==, 3);
  rules_cell_text (game, &played, text);
  g_assert_cmpstr (text, ==, "9x18x27");

  destroy_window (window);
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

/* New Game offers each side a person or the computer at one of the game's
 * levels, by name; the choice is remembered, and a computer that moves
 * first starts at once. */
static void
test_new_game_players (void)
{
  ArbWindow *window = new_window ();
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  AdwMessageDialog *dialog;
  GSList *rows = NULL;
  GListModel *model;
  ArbGame *game;

  activate (window, "win.new");
  dialog = ADW_MESSAGE_DIALOG (arb_window_get_dialog (window));
  g_assert_nonnull (dialog);
  collect_combo_rows (adw_message_dialog_get_extra_child (dialog), &rows);
  g_assert_cmpuint (g_slist_length (rows), ==, 2);
  g_assert_cmpstr (adw_preferences_row_get_title (rows->data), ==, "White");
  g_assert_cmpstr (adw_preferences_row_get_title (rows->next->data), ==, "Black");

  /* Chess (the game offered first): a person, then its four named levels. */
  model = adw_combo_row_get_model (rows->data);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 5);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), ==, "Person");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 1), ==,
                   "Computer: Beginner");
  g_assert_cmpuint (adw_combo_row_get_selected (rows->data), ==, 0);

  /* The computer plays White at level 1. */
  adw_combo_row_set_selected (rows->data, 1);
  adw_message_dialog_response (dialog, "chess");
  g_slist_free (rows);
  arb_app_test_flush_events ();
  if (arb_window_get_dialog (window) != NULL)
    gtk_window_destroy (arb_window_get_dialog (window));

  g_assert_cmpuint (arb_window_get_player (window, ARB_SIDE_FIRST), ==, 1);
  g_assert_cmpuint (arb_window_get_player (window, ARB_SIDE_SECOND), ==, 0);
  g_assert_cmpuint (g_settings_get_uint (settings, "first-player"), ==, 1);
  g_assert_cmpuint (g_settings_get_uint (settings, "second-player"), ==, 0);

  /* White moves by itself, and then it is the person's turn. */
  game = arb_window_get_game (window);
  wait_for_plies (window, 1);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 1);
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_SECOND);
  g_assert_true (arb_test_wait_until (not_thinking, window, TIMEOUT_MS));

  /* The next New Game offers the same choice. */
  activate (window, "win.new");
  dialog = ADW_MESSAGE_DIALOG (arb_window_get_dialog (window));
  rows = NULL;
  collect_combo_rows (adw_message_dialog_get_extra_child (dialog), &rows);
  g_assert_cmpuint (adw_combo_row_get_selected (rows->data), ==, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (rows->next->data), ==, 0);
  g_slist_free (rows);

  destroy_window (window);
}

/* ------------------------------------------------------------- main */

int
main (int    argc,
      char **argv)
{
  int status;

  arb_app_test_init (&argc, &argv);

  app = arb_app_test_new_application (G_APPLICATION_DEFAULT_FLAGS);

  arb_app_test_add_func ("/app/computer/answers", test_answers);
  arb_app_test_add_func ("/app/computer/undo-while-thinking", test_undo_while_thinking);
  arb_app_test_add_func ("/app/computer/browsing-cancels", test_new_game_cancels);
  arb_app_test_add_func ("/app/computer/close-while-thinking", test_close_while_thinking);
  arb_app_test_add_func ("/app/computer/hint", test_hint);
  arb_app_test_add_func ("/app/computer/hops", test_hops);
  arb_app_test_add_func ("/app/computer/new-game-players", test_new_game_players);

  status = g_test_run ();

  g_clear_pointer (&app, arb_app_test_free_application);
  return status;
}
