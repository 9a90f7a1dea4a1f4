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
#include <glib/gstdio.h>
#include <string.h>

#include "arb-app-test-util.h"
#include "arb-test-util.h"
#include "arb-application.h"
#include "arb-autosave.h"
#include "arb-board.h"
#include "arb-new-game.h"
#include "arb-pits-board.h"
#include "arb-results.h"
#include "arb-search.h"
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

  arb_app_test_destroy_window (window, TIMEOUT_MS);
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

  /* The same again at once: the cancelled search may still hold the
   * window's search cache, and the new one then makes its own. */
  request (window, "e2e4");
  g_assert_true (arb_window_get_thinking (window));
  activate (window, "game.undo");
  g_assert_false (arb_window_get_thinking (window));
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);

  /* The cancelled searches have finished and let go of the game … */
  g_assert_true (arb_test_wait_until (searches_done, window, TIMEOUT_MS));
  arb_app_test_flush_events ();
  /* … and played nothing. */
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);
  g_assert_false (arb_window_get_thinking (window));
  g_assert_true (arb_board_get_interactive (ARB_BOARD (arb_window_get_board (window))));

  arb_app_test_destroy_window (window, TIMEOUT_MS);
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
  arb_app_test_answer (window, "replace");
  g_assert_true (arb_window_get_game (window) != game);
  g_assert_false (arb_window_get_thinking (window));
  /* The cancelled search lets go of the old game, the last to hold it. */
  g_assert_true (arb_test_wait_until (is_null, &game, TIMEOUT_MS));
  arb_app_test_flush_events ();
  game = arb_window_get_game (window);
  idle_refs = G_OBJECT (game)->ref_count;
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 0);
  g_assert_false (arb_window_get_thinking (window));

  arb_app_test_destroy_window (window, TIMEOUT_MS);
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
  arb_app_test_destroy_window (window, TIMEOUT_MS);
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
  g_assert_true (movable & ARB_CELL_BIT (arb_square_from_name ("b1")));
  g_assert_true (movable & ARB_CELL_BIT (arb_square_from_name ("g1")));
  g_assert_true (movable & ARB_CELL_BIT (arb_square_from_name ("a2")));
  g_assert_false (movable & ARB_CELL_BIT (arb_square_from_name ("e1")));

  /* A move takes the hint away. */
  request (window, "e2e4");
  g_assert_false (arb_window_get_hint (window, NULL));

  arb_app_test_destroy_window (window, TIMEOUT_MS);
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

  arb_app_test_destroy_window (window, TIMEOUT_MS);
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

static void
press_start (ArbNewGameDialog *dialog)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  arb_app_test_flush_events ();
}

/* The title of the group a row of New Game is in: the side's name. */
static const char *
group_title (GtkWidget *row)
{
  return adw_preferences_group_get_title (
    ADW_PREFERENCES_GROUP (gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP)));
}

static const char *
item (AdwComboRow *row,
      guint        i)
{
  return gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (row)), i);
}

/* New Game offers each side a person or the computer at one of the game's
 * levels, by name; the choice is remembered, and a computer that moves
 * first starts at once. */
static void
test_new_game_players (void)
{
  ArbWindow *window = new_window ();
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  ArbNewGameDialog *dialog;
  AdwComboRow *first, *second;
  ArbGame *game;

  dialog = new_game_dialog (window);
  first = ADW_COMBO_ROW (arb_new_game_dialog_get_widget (dialog, "player1"));
  second = ADW_COMBO_ROW (arb_new_game_dialog_get_widget (dialog, "player2"));
  g_assert_cmpstr (group_title (GTK_WIDGET (first)), ==, "White");
  g_assert_cmpstr (group_title (GTK_WIDGET (second)), ==, "Black");

  /* Chess (the game offered first): a person, then its four named levels. */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (first)), ==, 5);
  g_assert_cmpstr (item (first, 0), ==, "Person");
  g_assert_cmpstr (item (first, 1), ==, "Computer: Beginner");
  g_assert_cmpuint (adw_combo_row_get_selected (first), ==, 0);

  /* The computer plays White at level 1. */
  adw_combo_row_set_selected (first, 1);
  press_start (dialog);
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
  /* The computer's side is named after it in the game. */
  g_assert_cmpstr (arb_game_get_tag (game, "White"), ==, "Arbiter (level 1)");
  g_assert_cmpstr (arb_game_get_tag (game, "Black"), ==, "Black");

  /* The next New Game offers the same choice. */
  dialog = new_game_dialog (window);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (
                      arb_new_game_dialog_get_widget (dialog, "player1"))), ==, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (
                      arb_new_game_dialog_get_widget (dialog, "player2"))), ==, 0);

  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* Each game has its own levels: the list follows the game chosen (the
 * strongest of Alquerque is its level 7, not chess's 4), and so does the
 * level played. */
static void
test_new_game_levels_follow_game (void)
{
  ArbWindow *window = new_window ();
  ArbNewGameDialog *dialog = new_game_dialog (window);
  const ArbRules *alquerque = arb_games_lookup ("alquerque");
  guint n_levels = arb_search_n_levels (alquerque);
  AdwComboRow *second;
  g_autofree char *strongest = NULL;

  g_assert_cmpstr (arb_new_game_dialog_get_rules (dialog)->id, ==, "chess");
  second = ADW_COMBO_ROW (arb_new_game_dialog_get_widget (dialog, "player2"));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (second)), ==,
                    1 + arb_search_n_levels (&arb_chess_rules));

  g_assert_true (arb_new_game_dialog_set_game (dialog, "alquerque"));
  g_assert_cmpuint (n_levels, >, arb_search_n_levels (&arb_chess_rules));
  second = ADW_COMBO_ROW (arb_new_game_dialog_get_widget (dialog, "player2"));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (second)), ==,
                    1 + n_levels);
  g_assert_cmpstr (group_title (GTK_WIDGET (second)), ==, "Black");
  strongest = arb_search_get_level (alquerque, n_levels)->name != NULL
              ? g_strdup_printf ("Computer: %s", arb_search_get_level (alquerque, n_levels)->name)
              : g_strdup_printf ("Computer: Level %u", n_levels);
  g_assert_cmpstr (item (second, n_levels), ==, strongest);
  adw_combo_row_set_selected (second, n_levels);
  /* Its name is the computer's, not to be edited. */
  {
    g_autofree char *name = g_strdup_printf ("Arbiter (level %u)", n_levels);

    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (arb_new_game_dialog_get_widget (
                       dialog, "name2"))), ==, name);
  }
  g_assert_false (gtk_widget_get_sensitive (arb_new_game_dialog_get_widget (dialog, "name2")));

  /* Back to chess and again to Alquerque: the answers given stay. */
  g_assert_true (arb_new_game_dialog_set_game (dialog, "chess"));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (
                      arb_new_game_dialog_get_widget (dialog, "player2")))), ==, 5);
  g_assert_true (arb_new_game_dialog_set_game (dialog, "alquerque"));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (
                      arb_new_game_dialog_get_widget (dialog, "player2"))), ==, n_levels);

  press_start (dialog);
  g_assert_cmpstr (arb_game_get_rules (arb_window_get_game (window))->id, ==, "alquerque");
  g_assert_cmpuint (arb_window_get_player (window, ARB_SIDE_SECOND), ==, n_levels);
  g_assert_cmpuint (arb_window_get_player (window, ARB_SIDE_FIRST), ==, 0);

  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* The row of who plays @side in New Game. */
static AdwComboRow *
player_row (ArbNewGameDialog *dialog,
            ArbSide           side)
{
  return ADW_COMBO_ROW (arb_new_game_dialog_get_widget (dialog, side == ARB_SIDE_FIRST
                                                                  ? "player1" : "player2"));
}

/* Switching game keeps the strength chosen: the weakest level stays the
 * weakest and the strongest the strongest whatever the games' numbers of
 * levels (it used to go Casual → Level 7 → Piece of Cake → Strongest, each
 * game's own last answer), and a person keeps the name given. */
static void
test_new_game_level_carried (void)
{
  ArbWindow *window = new_window ();
  ArbNewGameDialog *dialog = new_game_dialog (window);
  static const char *const games[] = { "checkers", "congkak", "alquerque", "chess" };
  GtkEditable *name1;

  g_assert_cmpstr (arb_new_game_dialog_get_rules (dialog)->id, ==, "chess");
  adw_combo_row_set_selected (player_row (dialog, ARB_SIDE_SECOND), 1);
  adw_combo_row_set_selected (player_row (dialog, ARB_SIDE_FIRST), 0);
  gtk_editable_set_text (GTK_EDITABLE (arb_new_game_dialog_get_widget (dialog, "name1")), "Ann");
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_test_message ("weakest in %s", games[i]);
      g_assert_true (arb_new_game_dialog_set_game (dialog, games[i]));
      g_assert_cmpuint (adw_combo_row_get_selected (player_row (dialog, ARB_SIDE_SECOND)), ==, 1);
      g_assert_cmpuint (adw_combo_row_get_selected (player_row (dialog, ARB_SIDE_FIRST)), ==, 0);
      name1 = GTK_EDITABLE (arb_new_game_dialog_get_widget (dialog, "name1"));
      g_assert_cmpstr (gtk_editable_get_text (name1), ==, "Ann");
    }
  adw_combo_row_set_selected (player_row (dialog, ARB_SIDE_SECOND),
                              arb_search_n_levels (&arb_chess_rules));
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      guint strongest = arb_search_n_levels (arb_games_lookup (games[i]));

      g_test_message ("strongest in %s", games[i]);
      g_assert_true (arb_new_game_dialog_set_game (dialog, games[i]));
      g_assert_cmpuint (adw_combo_row_get_selected (player_row (dialog, ARB_SIDE_SECOND)), ==,
                        strongest);
    }

  /* A side's own name is no name: it does not follow ("White" would
   * name checkers' Black), the game's own answer stays. */
  gtk_editable_set_text (GTK_EDITABLE (arb_new_game_dialog_get_widget (dialog, "name1")), "White");
  g_assert_true (arb_new_game_dialog_set_game (dialog, "checkers"));
  name1 = GTK_EDITABLE (arb_new_game_dialog_get_widget (dialog, "name1"));
  g_assert_cmpstr (gtk_editable_get_text (name1), ==, "Ann");
  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* ------------------------------------- New Game with a table's parameters */

/* Alquerque's table with parameters of its own (only the test's). */
static ArbRules param_rules;
static gint64 started_with[4];

static const char *const length_choices[] = { "short", "long", NULL };
static const char *const length_labels[] = { "Short", "Long", NULL };
static const ArbParamSpec test_params[] = {
  { .name = "flying", .type = ARB_PARAM_BOOL, .label = "Flying Pieces",
    .help = "Pieces move any distance", .default_value = 1 },
  { .name = "rows", .type = ARB_PARAM_INT, .label = "Rows", .min = 2, .max = 12,
    .default_value = 5 },
  { .name = "columns", .type = ARB_PARAM_INT, .label = "Columns", .min = 2, .max = 12,
    .default_value = 5 },
  { .name = "length", .type = ARB_PARAM_CHOICE, .label = "Game Length", .min = 0, .max = 1,
    .default_value = 1, .choices = length_choices, .choice_labels = length_labels },
};

static gboolean
test_init_params (gpointer         state,
                  const ArbParams *params,
                  ArbRecord       *setup,
                  GError         **error)
{
  const gint64 *values = params->values;

  if (values[1] * values[2] > 30)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "%d rows of %d: rows × columns is at most 30", (int) values[1],
                   (int) values[2]);
      return FALSE;
    }
  memcpy (started_with, values, sizeof started_with);
  arb_alquerque_rules.init_start (state);
  return TRUE;
}

static void
on_game_ready (ArbNewGameDialog *dialog,
               ArbGame          *game,
               ArbGame         **ready)
{
  g_set_object (ready, game);
}

/* A game's parameters are rows of New Game: a switch, a spin button over
 * the range, a list of the choices, with the table's words; values that
 * make no game turn Start off and say why, and Start itself refuses them. */
static void
test_new_game_params (void)
{
  GtkWidget *dialog = arb_new_game_dialog_new (NULL);
  ArbNewGameDialog *new_game = ARB_NEW_GAME_DIALOG (dialog);
  const ArbRules *games[] = { &param_rules, &arb_chess_rules };
  g_autoptr (ArbGame) ready = NULL;
  GtkWidget *flying, *rows, *columns, *length, *start;
  double min, max;

  param_rules = arb_alquerque_rules;
  param_rules.id = "test-params";
  param_rules.name = "Parameters";
  param_rules.params = test_params;
  param_rules.n_params = G_N_ELEMENTS (test_params);
  param_rules.init_params = test_init_params;

  g_signal_connect (dialog, "game-ready", G_CALLBACK (on_game_ready), &ready);
  arb_new_game_dialog_set_games (new_game, games, G_N_ELEMENTS (games));
  g_assert_true (arb_new_game_dialog_set_game (new_game, "test-params"));
  gtk_window_present (GTK_WINDOW (dialog));
  arb_app_test_flush_events ();
  g_assert_true (arb_new_game_dialog_get_rules (new_game) == &param_rules);

  flying = arb_new_game_dialog_get_widget (new_game, "flying");
  rows = arb_new_game_dialog_get_widget (new_game, "rows");
  columns = arb_new_game_dialog_get_widget (new_game, "columns");
  length = arb_new_game_dialog_get_widget (new_game, "length");
  start = arb_new_game_dialog_get_widget (new_game, "start");
  g_assert_true (GTK_IS_SWITCH (flying));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (flying)));
  {
    GtkWidget *row = gtk_widget_get_ancestor (flying, ADW_TYPE_ACTION_ROW);

    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                     "Flying Pieces");
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                     "Pieces move any distance");
    g_assert_cmpstr (group_title (row), ==, "Rules");
    g_assert_true (gtk_widget_is_visible (row));
  }
  g_assert_true (GTK_IS_SPIN_BUTTON (rows));
  gtk_spin_button_get_range (GTK_SPIN_BUTTON (rows), &min, &max);
  g_assert_cmpfloat (min, ==, 2);
  g_assert_cmpfloat (max, ==, 12);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (rows)), ==, 5);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (columns)), ==, 5);
  g_assert_true (ADW_IS_COMBO_ROW (length));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (length)), ==,
                   "Game Length");
  g_assert_cmpstr (item (ADW_COMBO_ROW (length), 0), ==, "Short");
  g_assert_cmpstr (item (ADW_COMBO_ROW (length), 1), ==, "Long");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (length)), ==, 1);
  g_assert_null (arb_new_game_dialog_get_error (new_game));
  g_assert_true (gtk_widget_get_sensitive (start));
  /* Its players are the table's. */
  g_assert_cmpstr (group_title (arb_new_game_dialog_get_widget (new_game, "player1")), ==,
                   "White");

  /* 7 × 5: no game. Start is off, the reason shown; Start refuses. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (rows), 7);
  g_assert_cmpstr (arb_new_game_dialog_get_error (new_game), ==,
                   "7 rows of 5: rows × columns is at most 30");
  g_assert_false (gtk_widget_get_sensitive (start));
  {
    GtkWidget *label = gtk_widget_get_next_sibling (
      gtk_widget_get_ancestor (rows, ADW_TYPE_PREFERENCES_GROUP));

    g_assert_true (GTK_IS_LABEL (label));
    g_assert_true (gtk_widget_is_visible (label));
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==,
                     "7 rows of 5: rows × columns is at most 30");
  }
  g_assert_false (arb_new_game_dialog_start (new_game));
  g_assert_null (ready);
  g_assert_true (gtk_widget_get_visible (dialog));

  /* Another game has none of them; back again, the answers stay. */
  g_assert_true (arb_new_game_dialog_set_game (new_game, "chess"));
  g_assert_null (arb_new_game_dialog_get_widget (new_game, "rows"));
  g_assert_null (arb_new_game_dialog_get_error (new_game));
  g_assert_true (arb_new_game_dialog_set_game (new_game, "test-params"));
  rows = arb_new_game_dialog_get_widget (new_game, "rows");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (rows)), ==, 7);
  g_assert_nonnull (arb_new_game_dialog_get_error (new_game));

  /* 6 × 5, no flying, short: the game starts with them. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (rows), 6);
  gtk_switch_set_active (GTK_SWITCH (arb_new_game_dialog_get_widget (new_game, "flying")), FALSE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (arb_new_game_dialog_get_widget (new_game, "length")),
                              0);
  g_assert_null (arb_new_game_dialog_get_error (new_game));
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_assert_true (gtk_widget_activate_action (dialog, "new-game.start", NULL));
  arb_app_test_flush_events ();
  g_assert_nonnull (ready);
  g_assert_true (arb_game_get_rules (ready) == &param_rules);
  g_assert_cmpint (started_with[0], ==, 0);
  g_assert_cmpint (started_with[1], ==, 6);
  g_assert_cmpint (started_with[2], ==, 5);
  g_assert_cmpint (started_with[3], ==, 0);
  /* Named, dated, and keyed for its result. */
  g_assert_cmpstr (arb_game_get_tag (ready, "White"), ==, "White");
  g_assert_nonnull (arb_game_get_tag (ready, "GameId"));
  g_assert_nonnull (arb_game_get_tag (ready, "Date"));
  /* The dialog closed itself. */
  g_assert_null (dialog);
}

/* A game the computer wins is recorded as the computer's win, under its
 * name, whatever the file calls that side. */
static void
test_computer_win_recorded (void)
{
  ArbWindow *window = new_window ();
  g_autoptr (ArbResults) results = arb_results_new (NULL);
  g_autoptr (ArbResultsSummary) summary = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *journal_path = arb_results_get_journal_path (results, &arb_chess_rules);
  g_autofree char *journal = NULL;
  const ArbResultsTally *tallies;
  GVariant *param;
  ArbGame *game;
  guint n;

  /* Black takes the King. */
  arb_window_paste_text (window, "4k3/8/8/8/8/8/8/3qK3 b - - 0 1");
  arb_app_test_flush_events ();
  game = arb_window_get_game (window);
  idle_refs = G_OBJECT (game)->ref_count;
  arb_game_set_tag (game, "White", "Ada");
  arb_game_set_tag (game, "Black", "Bob");
  arb_window_set_players (window, 0, 1);
  wait_for_plies (window, 1);
  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_SECOND_WINS);

  summary = arb_results_load (results, &arb_chess_rules, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (arb_results_summary_get_n_games (summary), ==, 1);
  tallies = arb_results_summary_get_tallies (summary, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (tallies[0].side, ==, -1);
  g_assert_cmpuint (tallies[0].player, ==, 0);
  g_assert_cmpuint (tallies[0].opponent, ==, 1);
  g_assert_cmpuint (tallies[0].losses, ==, 1);
  g_assert_true (g_file_get_contents (journal_path, &journal, NULL, NULL));
  g_assert_nonnull (strstr (journal, "\tperson\tlevel 1\t0-1\t"));
  g_assert_true (g_str_has_suffix (journal, "\tAda\tArbiter (level 1)\n"));
  g_assert_null (strstr (journal, "Bob"));

  /* The game browsed: still one game. (Undo would stop on the computer's
   * turn, its first move: it is off.) */
  activate (window, "history.first");
  g_assert_false (arb_game_is_over (game));
  activate (window, "history.last");
  g_assert_true (arb_game_is_over (game));
  g_clear_pointer (&summary, arb_results_summary_free);
  summary = arb_results_load (results, &arb_chess_rules, &error);
  g_assert_cmpuint (arb_results_summary_get_n_games (summary), ==, 1);

  /* The same game brought back before its last move (a crash before the
   * autosave kept it: the file keeps its GameId) and ended again: still
   * one game. */
  {
    /* The founding game says so: a file without [Variant] is standard
     * chess, where this position (the side not to move in check) cannot
     * arise. */
    g_autofree char *pgn = g_strdup_printf ("[GameId \"%s\"]\n[Variant \"Simplified\"]\n"
                                            "[SetUp \"1\"]\n"
                                            "[FEN \"4k3/8/8/8/8/8/8/3qK3 b - - 0 1\"]\n\n*\n",
                                            arb_game_get_tag (game, "GameId"));

    arb_window_paste_text (window, pgn);
    arb_app_test_flush_events ();
    arb_app_test_answer (window, "replace");
    g_assert_true (arb_window_get_game (window) != game);
    game = arb_window_get_game (window);
    idle_refs = G_OBJECT (game)->ref_count;
    arb_window_set_players (window, 0, 1);
    wait_for_plies (window, 1);
    g_assert_true (arb_game_is_over (game));
    g_clear_pointer (&summary, arb_results_summary_free);
    summary = arb_results_load (results, &arb_chess_rules, &error);
    g_assert_cmpuint (arb_results_summary_get_n_games (summary), ==, 1);
  }

  /* Two people, and White resigns: a result too. */
  arb_window_set_players (window, 0, 0);
  g_variant_ref_sink (param = g_variant_new_string ("chess"));
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), "win.new-game", param));
  g_variant_unref (param);
  arb_app_test_flush_events ();
  arb_app_test_answer (window, "replace");
  game = arb_window_get_game (window);
  idle_refs = G_OBJECT (game)->ref_count;
  request (window, "e2e4");
  activate (window, "game.resign");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (arb_window_get_dialog (window)), "resign-other");
  arb_app_test_flush_events ();
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_SECOND_WINS);
  g_clear_pointer (&summary, arb_results_summary_free);
  summary = arb_results_load (results, &arb_chess_rules, &error);
  g_assert_cmpuint (arb_results_summary_get_n_games (summary), ==, 2);
  tallies = arb_results_summary_get_tallies (summary, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (tallies[1].side, ==, 0);
  g_assert_cmpuint (tallies[1].player, ==, 0);
  g_assert_cmpuint (tallies[1].opponent, ==, 0);
  g_assert_cmpuint (tallies[1].wins, ==, 0);
  g_assert_cmpuint (tallies[1].losses, ==, 1);

  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* Suggested moves on a board of squares: the first level's move is marked
 * on the person's turns, without a word in the message bar, and follows
 * the game. */
static void
test_suggested_moves (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  ArbWindow *window;
  ArbGame *game;
  ArbMove hint;

  g_settings_set_string (settings, "suggest", "second");
  window = new_window ();
  game = arb_window_get_game (window);
  /* White's turn: nothing. */
  arb_app_test_flush_events ();
  g_assert_false (arb_window_get_hint (window, NULL));
  request (window, "e2e4");
  g_assert_true (arb_test_wait_until (has_hint, window, TIMEOUT_MS));
  g_assert_true (arb_window_get_hint (window, &hint));
  g_assert_true (is_legal (game, &hint));
  g_assert_null (arb_window_get_last_message (window));
  /* Black's move takes it away; White's turn shows none. */
  request (window, "e7e5");
  g_assert_false (arb_window_get_hint (window, NULL));
  g_assert_true (arb_test_wait_until (searches_done, window, TIMEOUT_MS));
  arb_app_test_flush_events ();
  g_assert_false (arb_window_get_hint (window, NULL));

  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* A suggestion sees at least the opponent's reply. White to move at 13 and
 * 16, Black at 3 and 21: 13-7, 13-8 and 13-9 each hand over the piece at
 * once (3x11, 3x13, 3x15 jump it); 16-11 is the one move that does not. The
 * suggestion was level 1's, one ply deep, and marked 13-7 (the first move
 * in notation order). */
static void
test_suggestion_sees_reply (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  ArbWindow *window;
  ArbGame *game;
  ArbMove hint;
  char text[ARB_MOVE_TEXT_MAX];

  g_settings_set_string (settings, "suggest", "both");
  window = new_window ();
  arb_window_set_players (window, 0, 0);
  arb_window_paste_text (window, "[Variant \"Alquerque\"]\n"
                                 "[FEN \"..b../...../..w../w..../b.... w 1\"]\n\n*\n");
  arb_app_test_flush_events ();
  game = arb_window_get_game (window);
  g_assert_cmpstr (arb_game_get_rules (game)->id, ==, "alquerque");
  g_assert_true (arb_test_wait_until (has_hint, window, TIMEOUT_MS));
  g_assert_true (arb_window_get_hint (window, &hint));
  arb_game_get_rules (game)->move_to_text (arb_game_get_state (game), &hint, text);
  g_assert_cmpstr (text, ==, "16-11");
  g_settings_reset (settings, "suggest");
  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* Puts the position @fen on screen in place of the game there. */
static ArbGame *
paste_position (ArbWindow  *window,
                const char *fen)
{
  ArbGame *game;
  g_autofree char *fen_now = NULL;

  arb_window_paste_text (window, fen);
  arb_app_test_flush_events ();
  if (arb_window_get_dialog (window) != NULL)
    {
      /* A response from here leaves the dialog to its caller. */
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (arb_window_get_dialog (window)),
                                   "replace");
      gtk_window_destroy (arb_window_get_dialog (window));
      arb_app_test_flush_events ();
    }
  game = arb_window_get_game (window);
  fen_now = arb_game_get_fen (game);
  /* (A computer that moves first may have moved already.) */
  if (arb_game_get_n_plies (game) == 0)
    g_assert_cmpstr (fen_now, ==, fen);
  return game;
}

static gboolean
has_message_about_draw (gpointer data)
{
  const char *message = arb_window_get_last_message (ARB_WINDOW (data));

  return message != NULL && strstr (message, "considers") == NULL
         && strstr (message, "draw") != NULL;
}

/* Against the computer, the person offers a draw and the computer decides
 * without a question to the person: a king against king and queen
 * accepts, the side with the queen declines. The person resigns only
 * their own side. */
static void
test_draw_offer_and_resign (void)
{
  ArbWindow *window = new_window ();
  ArbGame *game;
  AdwMessageDialog *dialog;

  /* White (the person) has a queen more: Black, the computer, takes the draw. */
  game = paste_position (window, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
  arb_window_set_players (window, 0, 1);
  activate (window, "game.offer-draw");
  g_assert_null (arb_window_get_dialog (window));
  g_assert_true (arb_test_wait_until (has_message_about_draw, window, TIMEOUT_MS));
  arb_app_test_flush_events ();
  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_DRAW);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_AGREEMENT);

  /* Black has the queen: it declines, and the game goes on. */
  game = paste_position (window, "3qk3/8/8/8/8/8/8/4K3 w - - 0 1");
  idle_refs = G_OBJECT (game)->ref_count;
  arb_window_set_players (window, 0, 1);
  activate (window, "game.offer-draw");
  g_assert_null (arb_window_get_dialog (window));
  g_assert_true (arb_test_wait_until (has_message_about_draw, window, TIMEOUT_MS));
  arb_app_test_flush_events ();
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "The computer declines the draw");
  g_assert_false (arb_game_is_over (game));
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 0);

  /* Resign offers only the person's side, White, even on Black's turn. */
  activate (window, "game.resign");
  dialog = ADW_MESSAGE_DIALOG (arb_window_get_dialog (window));
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "resign"));
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "resign"), ==, "White Resigns");
  g_assert_false (adw_message_dialog_has_response (dialog, "resign-other"));
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  arb_app_test_flush_events ();
  /* The person plays Black now: only Black resigns, on White's turn. */
  arb_window_set_players (window, 1, 0);
  g_assert_true (arb_test_wait_until (not_thinking, window, TIMEOUT_MS));
  wait_for_plies (window, 1);
  request (window, "e8e7");
  wait_for_plies (window, 3);
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_SECOND);
  activate (window, "game.resign");
  dialog = ADW_MESSAGE_DIALOG (arb_window_get_dialog (window));
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "resign"), ==, "Black Resigns");
  g_assert_false (adw_message_dialog_has_response (dialog, "resign-other"));
  adw_message_dialog_response (dialog, "resign");
  arb_app_test_flush_events ();
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_FIRST_WINS);

  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* Against the computer undo and redo go by whole turns of the person:
 * undo takes back the computer's move and the person's, redo puts both
 * back; neither stops where the computer is to move. Browsing to a
 * position where the computer is to move shows it, and the board does not
 * take the person's move for the computer there. */
static void
test_undo_redo_turns (void)
{
  ArbWindow *window = new_window ();
  ArbGame *game = arb_window_get_game (window);
  ArbBoard *board = ARB_BOARD (arb_window_get_board (window));

  arb_window_set_players (window, 0, 1);
  request (window, "e2e4");
  wait_for_plies (window, 2);
  request (window, "d2d4");
  wait_for_plies (window, 4);

  activate (window, "game.undo");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_FIRST);
  g_assert_true (arb_board_get_interactive (board));

  /* Redo puts back the person's move and the computer's answer. */
  activate (window, "game.redo");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 4);
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_FIRST);
  g_assert_false (arb_window_get_thinking (window));
  g_assert_true (arb_board_get_interactive (board));

  /* Two undos: the start; redo twice: the end again. */
  activate (window, "game.undo");
  activate (window, "game.undo");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);
  activate (window, "game.redo");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  activate (window, "game.redo");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 4);

  /* Browsing back one move: the computer is to move there; it waits, as
   * browsing does, and the person cannot play its pieces. */
  activate (window, "history.previous");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 3);
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_SECOND);
  g_assert_false (arb_window_get_thinking (window));
  g_assert_false (arb_board_get_interactive (board));
  /* Undo from there goes to the person's turn before it. */
  activate (window, "game.undo");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  g_assert_true (arb_board_get_interactive (board));

  /* The computer moved first: undo never takes back its first move (the
   * game would wait on its turn). */
  arb_window_set_players (window, 1, 0);
  paste_position (window, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
  game = arb_window_get_game (window);
  idle_refs = G_OBJECT (game)->ref_count;
  wait_for_plies (window, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  arb_app_test_flush_events ();
  g_assert_cmpuint (arb_game_get_ply (game), ==, 1);
  g_assert_false (arb_window_get_thinking (window));

  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* Against the computer, a different move after undo sets the later moves
 * aside without a question; the message bar keeps saying so after the
 * computer's answer, and its Undo brings them back. */
static void
test_set_aside_against_computer (void)
{
  ArbWindow *window = new_window ();
  ArbGame *game = arb_window_get_game (window);
  g_autoptr (ArbGame) before = NULL;

  arb_window_set_players (window, 0, 1);
  request (window, "e2e4");
  wait_for_plies (window, 2);
  before = arb_game_copy (game);
  activate (window, "game.undo");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);

  request (window, "d2d4");
  g_assert_null (arb_window_get_dialog (window));
  wait_for_plies (window, 2);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  g_assert_cmpstr (arb_game_get_record (game, 0)->text, ==, "d4");
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "The later moves were set aside");

  activate (window, "game.restore-branch");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 2);
  g_assert_false (arb_window_get_thinking (window));
  activate (window, "game.redo");
  g_assert_true (arb_game_equal (game, before));
  g_assert_cmpstr (arb_game_get_record (game, 0)->text, ==, "e4");

  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* A game the computer plays names it in its player tag, in English
 * whatever the language ("Arbiter (level 2)"), and a saved file says so;
 * a name the file gives stays. */
static void
test_computer_named_in_file (void)
{
  ArbWindow *window = new_window ();
  ArbGame *game = arb_window_get_game (window);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arb-named-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;

  /* The game the window starts with, then the computer for Black. */
  arb_window_set_players (window, 0, 2);
  g_assert_cmpstr (arb_game_get_tag (game, "Black"), ==, "Arbiter (level 2)");
  request (window, "e2e4");
  wait_for_plies (window, 2);
  g_assert_true (arb_window_save_to_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "[Black \"Arbiter (level 2)\"]"));
  g_assert_null (strstr (text, "[Black \"?\"]"));

  /* A file's own name stays; the level follows the computer's. */
  arb_game_set_tag (game, "White", "Ada");
  arb_window_set_players (window, 1, 3);
  g_assert_cmpstr (arb_game_get_tag (game, "White"), ==, "Ada");
  g_assert_cmpstr (arb_game_get_tag (game, "Black"), ==, "Arbiter (level 3)");
  arb_window_set_players (window, 0, 0);

  g_assert_true (g_file_delete (file, NULL, NULL));
  g_rmdir (dir);
  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* The board turns to the person (the default orientation, "player"): the
 * second player's side below when the computer plays the first, the
 * first's otherwise; the same for a board of pits. */
static void
test_board_turns_to_person (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  ArbWindow *window = new_window ();
  ArbBoard *board = ARB_BOARD (arb_window_get_board (window));
  ArbPitsBoard *pits = ARB_PITS_BOARD (arb_window_get_pits_board (window));
  g_autofree char *orientation = g_settings_get_string (settings, "board-orientation");

  g_assert_cmpstr (orientation, ==, "player");
  g_assert_false (arb_board_get_flipped (board));
  arb_window_set_players (window, 0, 2);
  g_assert_false (arb_board_get_flipped (board));
  arb_window_set_players (window, 2, 0);
  g_assert_true (arb_board_get_flipped (board));
  wait_for_plies (window, 1);
  g_assert_true (arb_test_wait_until (not_thinking, window, TIMEOUT_MS));
  g_assert_true (arb_board_get_flipped (board));
  /* Two computers, or two people: the first player below. */
  arb_window_set_players (window, 0, 0);
  g_assert_false (arb_board_get_flipped (board));
  /* The setting "white" keeps the first player below whoever plays. */
  g_settings_set_string (settings, "board-orientation", "white");
  arb_window_set_players (window, 2, 0);
  g_assert_false (arb_board_get_flipped (board));
  arb_window_set_players (window, 0, 0);
  g_settings_reset (settings, "board-orientation");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s", "congkak"));
  arb_app_test_flush_events ();
  g_assert_false (arb_pits_board_get_flipped (pits));
  arb_window_set_players (window, 1, 0);
  g_assert_true (arb_pits_board_get_flipped (pits));
  arb_window_set_players (window, 0, 0);
  g_assert_false (arb_pits_board_get_flipped (pits));
  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* Random Sides: Start tosses a coin, and on heads the players change sides
 * with their names and the side of the suggested moves; the message bar
 * says who plays which side, and the board turns to the person. Both
 * outcomes come within 40 tosses but once in 2^39 runs. */
static void
test_random_sides (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  gboolean seen[2] = { FALSE, FALSE };

  for (guint toss = 0; toss < 40 && !(seen[0] && seen[1]); toss++)
    {
      ArbWindow *window = new_window ();
      ArbNewGameDialog *dialog = new_game_dialog (window);
      ArbGame *game;
      gboolean swapped;
      const char *said;
      g_autofree char *suggest = NULL;

      arb_new_game_dialog_set_game (dialog, "chess");
      adw_combo_row_set_selected (ADW_COMBO_ROW (arb_new_game_dialog_get_widget (dialog, "player1")), 0);
      gtk_editable_set_text (GTK_EDITABLE (arb_new_game_dialog_get_widget (dialog, "name1")), "Ann");
      /* The strongest level thinks for seconds: the message bar is seen
       * while it thinks of its first move. */
      adw_combo_row_set_selected (ADW_COMBO_ROW (arb_new_game_dialog_get_widget (dialog, "player2")), 4);
      adw_combo_row_set_selected (ADW_COMBO_ROW (arb_new_game_dialog_get_widget (dialog, "suggest")), 2);
      gtk_switch_set_active (GTK_SWITCH (arb_new_game_dialog_get_widget (dialog, "random")), TRUE);
      press_start (dialog);

      game = arb_window_get_game (window);
      swapped = arb_window_get_player (window, ARB_SIDE_FIRST) != 0;
      seen[swapped] = TRUE;
      g_assert_cmpuint (arb_window_get_player (window, swapped ? ARB_SIDE_FIRST : ARB_SIDE_SECOND),
                        ==, 4);
      g_assert_cmpuint (arb_window_get_player (window, swapped ? ARB_SIDE_SECOND : ARB_SIDE_FIRST),
                        ==, 0);
      g_assert_cmpstr (arb_game_get_tag (game, swapped ? "Black" : "White"), ==, "Ann");
      g_assert_cmpstr (arb_game_get_tag (game, swapped ? "White" : "Black"), ==, "Arbiter (level 4)");
      suggest = g_settings_get_string (settings, "suggest");
      g_assert_cmpstr (suggest, ==, swapped ? "second" : "first");
      g_assert_true (g_settings_get_boolean (settings, "random-sides"));
      g_assert_cmpint (arb_board_get_flipped (ARB_BOARD (arb_window_get_board (window))), ==, swapped);
      said = arb_window_get_last_message (window);
      g_assert_nonnull (said);
      /* Still said while the computer thinks of its first move. */
      g_assert_true (g_str_has_prefix (said, swapped
                       ? "Sides by coin toss: you play Black, Arbiter (level 4) plays White."
                       : "Sides by coin toss: you play White, Arbiter (level 4) plays Black."));
      g_assert_true (arb_window_get_thinking (window) == swapped);
      /* Put back as asked, for the next toss (the dialog shows the sides
       * as played), and a window that starts with people. */
      g_settings_set_string (settings, "suggest", "first");
      g_settings_set_uint (settings, "first-player", 0);
      g_settings_set_uint (settings, "second-player", 0);
      arb_app_test_destroy_window (window, TIMEOUT_MS);
    }
  g_assert_true (seen[0]);
  g_assert_true (seen[1]);
  g_settings_reset (settings, "random-sides");
  g_settings_reset (settings, "suggest");
  g_settings_reset (settings, "first-player");
  g_settings_reset (settings, "second-player");
}

/* Random Sides with a person who kept a side's own name: the name stays
 * with the side ("White" playing Black was "Chess: Arbiter (level 1) –
 * White"; in Congkak "Player 2" played side 1 and the high score went to
 * "Player 2"); and the coin toss is still said after the computer's quick
 * first move (it went with the move, within a second). */
static void
test_random_sides_own_names (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  static const char *const games[] = { "chess", "congkak" };
  g_autofree char *autosave = arb_autosave_get_default_path ();

  /* No game of an earlier test under way: New Game would ask first. */
  g_unlink (autosave);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      const ArbRules *rules = arb_games_lookup (games[g]);
      gboolean seen_swap = FALSE;

      for (guint toss = 0; toss < 40 && !seen_swap; toss++)
        {
          ArbWindow *window = new_window ();
          ArbNewGameDialog *dialog = new_game_dialog (window);
          ArbGame *game;
          const char *person_tag, *said;
          g_autofree char *expected = NULL;

          g_assert_true (arb_new_game_dialog_set_game (dialog, games[g]));
          adw_combo_row_set_selected (player_row (dialog, ARB_SIDE_FIRST), 0);
          gtk_editable_set_text (GTK_EDITABLE (arb_new_game_dialog_get_widget (dialog, "name1")),
                                 arb_rules_player_name (rules, ARB_SIDE_FIRST));
          adw_combo_row_set_selected (player_row (dialog, ARB_SIDE_SECOND), 1);
          gtk_switch_set_active (GTK_SWITCH (arb_new_game_dialog_get_widget (dialog, "random")),
                                 TRUE);
          press_start (dialog);
          game = arb_window_get_game (window);
          seen_swap = arb_window_get_player (window, ARB_SIDE_FIRST) != 0;
          if (seen_swap)
            {
              g_test_message ("%s: swapped at toss %u", games[g], toss);
              person_tag = arb_game_get_tag (game, arb_rules_player_tag (rules, ARB_SIDE_SECOND));
              g_assert_cmpstr (person_tag, ==, arb_rules_player_name (rules, ARB_SIDE_SECOND));
              /* When the computer moves first (Congkak's coin may say
               * otherwise), it does at once; the toss is still said. */
              if (arb_window_get_player (window, arb_game_get_turn (game)) > 0)
                wait_for_plies (window, 1);
              said = arb_window_get_last_message (window);
              expected = g_strdup_printf ("Sides by coin toss: you play %s",
                                          arb_rules_player_name (rules, ARB_SIDE_SECOND));
              g_test_message ("said: %s", said);
              g_assert_nonnull (said);
              g_assert_true (g_str_has_prefix (said, expected));
            }
          g_settings_set_uint (settings, "first-player", 0);
          g_settings_set_uint (settings, "second-player", 0);
          arb_app_test_destroy_window (window, TIMEOUT_MS);
          /* The next window starts afresh, not with this game under way
           * (New Game would ask first). */
          g_unlink (autosave);
        }
      g_assert_true (seen_swap);
    }
  g_settings_reset (settings, "random-sides");
  g_settings_reset (settings, "first-player");
  g_settings_reset (settings, "second-player");
}

typedef struct
{
  GtkWidget  *root;
  const char *text;
} LabelWait;

static gboolean
label_shown (gpointer data)
{
  LabelWait *wait = data;
  GtkWidget *label = arb_app_test_find_label (wait->root, wait->text);

  /* Shown, and laid out. */
  return label != NULL && gtk_widget_get_width (label) > 0;
}

/* The list of who plays shows every level's name whole, however long
 * (the default list cut "Computer: Seven moves ahead"), and checks the one
 * chosen. */
static void
test_level_names_whole (void)
{
  ArbWindow *window = new_window ();
  ArbNewGameDialog *dialog = new_game_dialog (window);
  const ArbRules *rules = NULL;
  const char *longest = NULL;
  g_autofree char *text = NULL;
  AdwComboRow *row;
  LabelWait wait;
  GtkWidget *label;
  int natural;
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  /* The longest level name of every game's. */
  for (guint g = 0; g < n_games; g++)
    for (guint level = 1; level <= arb_search_n_levels (games[g]); level++)
      {
        const char *name = arb_search_get_level (games[g], level)->name;

        if (name != NULL && (longest == NULL || strlen (name) > strlen (longest)))
          {
            longest = name;
            rules = games[g];
          }
      }
  g_assert_nonnull (longest);
  g_assert_true (arb_new_game_dialog_set_game (dialog, rules->id));
  row = ADW_COMBO_ROW (arb_new_game_dialog_get_widget (dialog, "player1"));
  text = g_strdup_printf ("Computer: %s", longest);
  g_assert_true (gtk_widget_activate (GTK_WIDGET (row)));
  wait.root = GTK_WIDGET (row);
  wait.text = text;
  g_assert_true (arb_test_wait_until (label_shown, &wait, TIMEOUT_MS));
  label = arb_app_test_find_label (GTK_WIDGET (row), text);
  g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (label)), ==, PANGO_ELLIPSIZE_NONE);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_width (label), >=, natural);
  /* The person (item 0) is the one chosen: its check mark alone shows. */
  {
    GtkWidget *person = arb_app_test_find_label (GTK_WIDGET (row), "Person");

    g_assert_nonnull (person);
    g_assert_cmpfloat (gtk_widget_get_opacity (gtk_widget_get_next_sibling (person)), ==, 1);
    g_assert_cmpfloat (gtk_widget_get_opacity (gtk_widget_get_next_sibling (label)), ==, 0);
  }
  gtk_popover_popdown (GTK_POPOVER (gtk_widget_get_ancestor (label, GTK_TYPE_POPOVER)));
  arb_app_test_flush_events ();
  gtk_window_destroy (GTK_WINDOW (dialog));
  arb_app_test_flush_events ();
  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

/* ------------------------------------------------------------- main */

static gboolean
game_over (gpointer data)
{
  return arb_game_is_over (arb_window_get_game (ARB_WINDOW (data)));
}

/* The computer claims a threefold repetition on its turn when it is no
 * better than a draw (a queen down), and plays on when it is better. */
static void
test_computer_claims (void)
{
  ArbWindow *window = new_window ();
  ArbGame *game;
  guint n_plies;

  /* Black, a queen down, to move in a position seen three times. */
  arb_window_paste_text (window, "[SetUp \"1\"]\n[FEN \"1n5k/8/8/8/8/8/8/1N1Q3K w - - 0 1\"]\n\n"
                                 "1. Nc3 Nc6 2. Nb1 Nb8 3. Nc3 Nc6 4. Nb1 Nb8 5. Nc3 Nc6 6. Nb1 *\n");
  arb_app_test_flush_events ();
  game = arb_window_get_game (window);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 11);
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_REPETITION);
  idle_refs = G_OBJECT (game)->ref_count;
  arb_window_set_players (window, 0, 2);
  arb_app_test_wait_until (game_over, window);
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_DRAW);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_REPETITION);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 11);

  /* White, a queen up, to move in the start position seen three times:
   * it plays a move. */
  arb_window_set_players (window, 0, 0);
  arb_window_paste_text (window, "[SetUp \"1\"]\n[FEN \"1n5k/8/8/8/8/8/8/1N1Q3K w - - 0 1\"]\n\n"
                                 "1. Nc3 Nc6 2. Nb1 Nb8 3. Nc3 Nc6 4. Nb1 Nb8 *\n");
  arb_app_test_flush_events ();
  arb_app_test_answer (window, "replace");
  game = arb_window_get_game (window);
  n_plies = arb_game_get_n_plies (game);
  g_assert_cmpuint (n_plies, ==, 8);
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_REPETITION);
  idle_refs = G_OBJECT (game)->ref_count;
  arb_window_set_players (window, 2, 0);
  wait_for_plies (window, n_plies + 1);
  g_assert_false (arb_game_is_over (game));

  arb_app_test_destroy_window (window, TIMEOUT_MS);
}

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
  arb_app_test_add_func ("/app/computer/new-game-levels-follow-game", test_new_game_levels_follow_game);
  arb_app_test_add_func ("/app/computer/new-game-level-carried", test_new_game_level_carried);
  arb_app_test_add_func ("/app/computer/new-game-params", test_new_game_params);
  arb_app_test_add_func ("/app/computer/computer-win-recorded", test_computer_win_recorded);
  arb_app_test_add_func ("/app/computer/suggested-moves", test_suggested_moves);
  arb_app_test_add_func ("/app/computer/suggestion-sees-reply", test_suggestion_sees_reply);
  arb_app_test_add_func ("/app/computer/draw-offer-and-resign", test_draw_offer_and_resign);
  arb_app_test_add_func ("/app/computer/undo-redo-turns", test_undo_redo_turns);
  arb_app_test_add_func ("/app/computer/set-aside", test_set_aside_against_computer);
  arb_app_test_add_func ("/app/computer/named-in-file", test_computer_named_in_file);
  arb_app_test_add_func ("/app/computer/board-turns-to-person", test_board_turns_to_person);
  arb_app_test_add_func ("/app/computer/random-sides", test_random_sides);
  arb_app_test_add_func ("/app/computer/random-sides-own-names", test_random_sides_own_names);
  arb_app_test_add_func ("/app/computer/level-names-whole", test_level_names_whole);
  arb_app_test_add_func ("/app/computer/claims", test_computer_claims);

  status = g_test_run ();

  g_clear_pointer (&app, arb_app_test_free_application);
  return status;
}
