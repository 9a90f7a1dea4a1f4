/* test-window-pits.c — the window with a game of pits: Congkak's board,
 * New Game's page for Congkak, suggestions, results and high scores
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* As test-window.c: each test has its own XDG folders (the high-score file
 * lives under the user data folder) and the default settings. Pits are
 * clicked with arb_pits_board_activate_cell(), what a click does. The
 * games played come from tests/tools/congkak-reference.py (`play`), the
 * independent implementation of congkak.md: on 3 pits of 2 seeds with
 * Player 1 first, the moves 1 2 2 1 1 3 1 end 10–2 for Player 1.
 *
 * New Game builds Congkak's page from its rules table (its parameters
 * pits, seeds, first). */

#include <adwaita.h>
#include <string.h>

#include "arb-app-test-util.h"
#include "arb-test-util.h"
#include "arb-application.h"
#include "arb-board.h"
#include "arb-congkak.h"
#include "arb-test-scores.h"
#include "arb-new-game.h"
#include "arb-pits-board.h"
#include "arb-results.h"
#include "arb-results-dialog.h"
#include "arb-window.h"

static ArbApplication *app;

/* ------------------------------------------------------------ helpers */

static void
activate (ArbWindow  *window,
          const char *action,
          GVariant   *param)
{
  /* The action does not take the floating reference of @param. */
  if (param != NULL)
    g_variant_ref_sink (param);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), action, param));
  g_clear_pointer (&param, g_variant_unref);
  arb_app_test_flush_events ();
}

static GtkWidget *
dialog_of (ArbWindow *window)
{
  GtkWindow *dialog = arb_window_get_dialog (window);

  g_assert_nonnull (dialog);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  return GTK_WIDGET (dialog);
}

static void
answer (ArbWindow  *window,
        const char *response)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (dialog_of (window));

  g_assert_true (adw_message_dialog_has_response (dialog, response));
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, response));
  adw_message_dialog_response (dialog, response);
  arb_app_test_flush_events ();
  if (arb_window_get_dialog (window) == GTK_WINDOW (dialog))
    gtk_window_destroy (GTK_WINDOW (dialog));
  arb_app_test_flush_events ();
}

/* New Game asks Congkak's questions from its table: it declares them. */
static gboolean
have_params (void)
{
  g_assert_cmpint (arb_params_lookup (&arb_congkak_rules, "pits"), >=, 0);
  g_assert_cmpint (arb_params_lookup (&arb_congkak_rules, "seeds"), >=, 0);
  g_assert_cmpint (arb_params_lookup (&arb_congkak_rules, "first"), >=, 0);
  return TRUE;
}

/* New Game on Congkak, its questions as the dialog shows them. */
static ArbNewGameDialog *
congkak_dialog (ArbWindow *window)
{
  GtkWindow *dialog;

  activate (window, "win.new", NULL);
  dialog = arb_window_get_dialog (window);
  g_assert_true (ARB_IS_NEW_GAME_DIALOG (dialog));
  g_assert_true (arb_new_game_dialog_set_game (ARB_NEW_GAME_DIALOG (dialog), "congkak"));
  return ARB_NEW_GAME_DIALOG (dialog);
}

static GtkWidget *
widget_of (ArbNewGameDialog *dialog,
           const char       *name)
{
  GtkWidget *widget = arb_new_game_dialog_get_widget (dialog, name);

  g_assert_nonnull (widget);
  return widget;
}

/* New Game → Congkak → the questions answered: N and S, first player (0
 * coin, 1 Player 1, 2 Player 2), suggestions (0 nobody, 1 both, 2 Player
 * 1, 3 Player 2), Player 1's name; Start. */
static void
new_congkak (ArbWindow  *window,
             guint       pits,
             guint       seeds,
             guint       first,
             guint       suggest,
             const char *name1)
{
  ArbNewGameDialog *dialog = congkak_dialog (window);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget_of (dialog, "pits")), pits);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget_of (dialog, "seeds")), seeds);
  adw_combo_row_set_selected (ADW_COMBO_ROW (widget_of (dialog, "first")), first);
  adw_combo_row_set_selected (ADW_COMBO_ROW (widget_of (dialog, "suggest")), suggest);
  if (name1 != NULL)
    gtk_editable_set_text (GTK_EDITABLE (widget_of (dialog, "name1")), name1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  arb_app_test_flush_events ();
  /* A game in progress: the window asks before it is replaced. */
  if (arb_window_get_dialog (window) != NULL)
    answer (window, "replace");
  g_assert_null (arb_window_get_dialog (window));
}

static ArbPitsBoard *
pits_board (ArbWindow *window)
{
  return ARB_PITS_BOARD (arb_window_get_pits_board (window));
}

static const char *
board_page (ArbWindow *window)
{
  GtkWidget *stack = gtk_widget_get_ancestor (arb_window_get_board (window), GTK_TYPE_STACK);

  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

/* Clicks Player @side's pit @k. */
static void
click_pit (ArbWindow *window,
           guint      side,
           guint      k)
{
  ArbGame *game = arb_window_get_game (window);
  guint n = arb_congkak_pits (arb_game_get_state (game));
  guint plies = arb_game_get_n_plies (game);

  arb_pits_board_activate_cell (pits_board (window), side == 1 ? k - 1 : n + k - 1);
  arb_app_test_flush_events ();
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, plies + 1);
}

/* The high-score file's entries (its lines after the header). */
static GStrv
score_lines (void)
{
  g_autofree char *path = arb_congkak_scores_default_path ();
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv result;

  if (g_file_get_contents (path, &text, NULL, NULL))
    {
      lines = g_strsplit (text, "\n", -1);
      g_assert_cmpstr (lines[0], ==, ARB_CONGKAK_SCORES_HEADER);
      for (guint i = 1; lines[i] != NULL; i++)
        if (*lines[i] != '\0')
          g_strv_builder_add (builder, lines[i]);
    }
  result = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return result;
}

/* The reference game on 3 × 2, Player 1 first: 1 2 2 1 1 3 1. */
static void
play_reference_game (ArbWindow *window)
{
  static const guint moves[] = { 1, 2, 2, 1, 1, 3, 1 };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    click_pit (window, i % 2 == 0 ? 1 : 2, moves[i]);
}

/* ------------------------------------------------------------ tests */

/* The board follows the game's kind: chess ↔ Congkak ↔ checkers, by New
 * Game and by paste; ArbBoard never holds a game of pits. */
static void
test_switch_boards (void)
{
  ArbWindow *window = arb_app_test_new_window (app);

  g_assert_cmpstr (board_page (window), ==, "grid");
  g_assert_true (arb_board_get_game (ARB_BOARD (arb_window_get_board (window)))
                 == arb_window_get_game (window));

  activate (window, "win.new-game", g_variant_new_string ("congkak"));
  g_assert_true (arb_game_get_rules (arb_window_get_game (window)) == &arb_congkak_rules);
  g_assert_cmpstr (board_page (window), ==, "pits");
  g_assert_null (arb_board_get_game (ARB_BOARD (arb_window_get_board (window))));
  g_assert_true (arb_pits_board_get_game (pits_board (window)) == arb_window_get_game (window));
  /* win.flip turns the board of pits by half a turn: the first player's
   * first pit, bottom left, goes to the top right, its store from the
   * right to the left, and the labels say so; turned back, all returns. */
  {
    ArbPitsBoard *pits = pits_board (window);
    graphene_rect_t pit1, store1, pit1_turned, store1_turned;
    guint n = 7;

    g_assert_false (arb_pits_board_get_flipped (pits));
    g_assert_true (arb_pits_board_get_cell_bounds (pits, 0, &pit1));
    g_assert_true (arb_pits_board_get_cell_bounds (pits, 2 * n, &store1));
    g_assert_nonnull (arb_app_test_find_label (GTK_WIDGET (window),
                             "Player 1: the bottom row and the store on the right"));
    gtk_widget_activate_action (GTK_WIDGET (window), "win.flip", NULL);
    arb_app_test_flush_events ();
    g_assert_true (arb_pits_board_get_flipped (pits));
    g_assert_true (arb_pits_board_get_cell_bounds (pits, 0, &pit1_turned));
    g_assert_true (arb_pits_board_get_cell_bounds (pits, 2 * n, &store1_turned));
    g_assert_cmpfloat (pit1_turned.origin.y, <, pit1.origin.y);
    g_assert_cmpfloat (pit1_turned.origin.x, >, pit1.origin.x);
    g_assert_cmpfloat (store1_turned.origin.x, <, store1.origin.x);
    /* The second player's first pit took the place of the first's. */
    g_assert_true (arb_pits_board_get_cell_bounds (pits, n, &pit1_turned));
    g_assert_true (graphene_rect_equal (&pit1_turned, &pit1));
    g_assert_cmpuint (arb_pits_board_cell_at (pits, pit1.origin.x + 1, pit1.origin.y + 1), ==, n);
    g_assert_nonnull (arb_app_test_find_label (GTK_WIDGET (window),
                             "Player 2: the bottom row and the store on the right"));
    g_assert_nonnull (arb_app_test_find_label (GTK_WIDGET (window),
                             "Player 1: the top row and the store on the left"));
    gtk_widget_activate_action (GTK_WIDGET (window), "win.flip", NULL);
    arb_app_test_flush_events ();
    g_assert_false (arb_pits_board_get_flipped (pits));
    g_assert_true (arb_pits_board_get_cell_bounds (pits, 0, &pit1_turned));
    g_assert_true (graphene_rect_equal (&pit1_turned, &pit1));
  }
  /* No rows of captured pieces: the one above the board is hidden. */
  {
    GtkWidget *stack = gtk_widget_get_parent (arb_window_get_board (window));
    /* The row of the captured pieces and the clock. */
    GtkWidget *row = gtk_widget_get_prev_sibling (stack);
    GtkWidget *captured = gtk_widget_get_first_child (row);

    g_assert_cmpstr (G_OBJECT_TYPE_NAME (captured), ==, "ArbCapturedView");
    g_assert_false (gtk_widget_get_visible (captured));
    g_assert_false (gtk_widget_get_visible (row));
  }

  activate (window, "win.new-game", g_variant_new_string ("checkers"));
  g_assert_cmpstr (board_page (window), ==, "grid");
  {
    gboolean flipped = arb_board_get_flipped (ARB_BOARD (arb_window_get_board (window)));

    gtk_widget_activate_action (GTK_WIDGET (window), "win.flip", NULL);
    arb_app_test_flush_events ();
    g_assert_cmpint (arb_board_get_flipped (ARB_BOARD (arb_window_get_board (window))), !=,
                     flipped);
  }
  g_assert_null (arb_pits_board_get_game (pits_board (window)));
  g_assert_true (arb_board_get_game (ARB_BOARD (arb_window_get_board (window)))
                 == arb_window_get_game (window));

  /* A Congkak position pasted: a board of 40 pits a side. */
  {
    g_autoptr (GString) position = g_string_new (NULL);

    for (guint i = 0; i < 80; i++)
      g_string_append_printf (position, "%s1", i == 0 ? "" : i == 40 ? "/" : ",");
    g_string_append (position, "/0/0 2");
    arb_window_paste_text (window, position->str);
    arb_app_test_flush_events ();
  }
  g_assert_cmpstr (board_page (window), ==, "pits");
  g_assert_cmpuint (arb_congkak_pits (arb_game_get_state (arb_window_get_game (window))), ==, 40);

  activate (window, "win.new-game", g_variant_new_string ("chess"));
  g_assert_cmpstr (board_page (window), ==, "grid");

  arb_app_test_destroy_window (window, 0);
}

/* The autosave brings a Congkak game back on the pits board, with its
 * names, its board and its setup. */
static void
test_autosave_restores (void)
{
  ArbWindow *window;
  g_autoptr (GError) error = NULL;
  ArbGame *game;

  if (!have_params ())
    return;
  window = arb_app_test_new_window (app);
  new_congkak (window, 3, 2, 2, 0, "Ada");
  click_pit (window, 2, 1);
  g_assert_true (arb_window_flush_autosave (window, &error));
  g_assert_no_error (error);
  arb_app_test_destroy_window (window, 0);

  window = arb_app_test_new_window (app);
  game = arb_window_get_game (window);
  g_assert_true (arb_game_get_rules (game) == &arb_congkak_rules);
  g_assert_cmpstr (board_page (window), ==, "pits");
  g_assert_true (arb_pits_board_get_game (pits_board (window)) == game);
  g_assert_null (arb_board_get_game (ARB_BOARD (arb_window_get_board (window))));
  g_assert_cmpuint (arb_congkak_pits (arb_game_get_state (game)), ==, 3);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 1);
  g_assert_cmpstr (arb_game_get_tag (game, "Player1"), ==, "Ada");
  g_assert_nonnull (arb_game_get_setup (game));
  g_assert_cmpint (arb_game_get_setup (game)->side, ==, ARB_SIDE_SECOND);
  /* The last move is marked: Player 2's pit 1 (cell 3). */
  g_assert_cmpuint (arb_pits_board_get_last_played (pits_board (window)), ==, 3);
  arb_app_test_destroy_window (window, 0);
}

/* New Game's questions: the board, the names, the first player chosen or
 * by the coin (said in the message bar, recorded as the setup), and the
 * answers remembered for next time. */
static void
test_new_game_questions (void)
{
  ArbWindow *window;
  ArbGame *game;
  const ArbRecord *setup;
  ArbNewGameDialog *dialog;
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");

  if (!have_params ())
    return;
  window = arb_app_test_new_window (app);
  new_congkak (window, 5, 4, 2, 0, "Ada");
  game = arb_window_get_game (window);
  g_assert_cmpuint (arb_congkak_pits (arb_game_get_state (game)), ==, 5);
  g_assert_cmpuint (arb_congkak_seeds_at (arb_game_get_state (game), 0), ==, 4);
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_SECOND);
  setup = arb_game_get_setup (game);
  g_assert_nonnull (setup);
  g_assert_cmpint (setup->side, ==, ARB_SIDE_SECOND);
  g_assert_cmpstr (setup->text, ==, "");
  g_assert_cmpstr (arb_game_get_tag (game, "Player1"), ==, "Ada");
  g_assert_cmpstr (arb_game_get_tag (game, "Player2"), ==, "Player 2");
  g_assert_cmpstr (arb_window_get_last_message (window), ==, "Player 2 moves first (chosen).");
  {
    g_autoptr (GVariant) params = g_settings_get_value (settings, "game-params");
    g_autoptr (GVariant) names = g_settings_get_value (settings, "game-names");
    const char *text = NULL;
    const char *player1 = NULL, *player2 = NULL;

    g_assert_true (g_variant_lookup (params, "congkak", "&s", &text));
    g_assert_nonnull (strstr (text, "pits=5"));
    g_assert_true (g_variant_lookup (names, "congkak", "(&s&s)", &player1, &player2));
    g_assert_cmpstr (player1, ==, "Ada");
  }

  /* 7 × 4, the defaults; the coin decides. */
  new_congkak (window, 7, 4, 0, 0, NULL);
  game = arb_window_get_game (window);
  g_assert_cmpuint (arb_congkak_pits (arb_game_get_state (game)), ==, 7);
  g_assert_cmpuint (arb_congkak_seeds_at (arb_game_get_state (game), 0), ==, 4);
  setup = arb_game_get_setup (game);
  g_assert_nonnull (setup);
  g_assert_cmpstr (setup->text, !=, "");
  /* §2: the coin's seed gives the side that moves first. */
  g_assert_cmpint (setup->side, ==,
                   arb_congkak_coin_flip (g_ascii_strtoull (setup->text, NULL, 10)));
  g_assert_cmpint (arb_game_get_turn (game), ==, setup->side);
  g_assert_true (g_str_has_prefix (arb_window_get_last_message (window), "Coin flip: "));
  g_assert_true (g_str_has_suffix (arb_window_get_last_message (window),
                                   setup->side == ARB_SIDE_FIRST ? "Ada moves first."
                                                                 : "Player 2 moves first."));

  /* The answers come back; too large a board cannot be started, nor a
   * name too long. */
  dialog = congkak_dialog (window);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (widget_of (dialog, "name1"))), ==, "Ada");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget_of (dialog, "pits")), 100);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget_of (dialog, "seeds")), 10);
  g_assert_false (gtk_widget_get_sensitive (widget_of (dialog, "start")));
  g_assert_nonnull (arb_new_game_dialog_get_error (dialog));
  g_assert_nonnull (strstr (arb_new_game_dialog_get_error (dialog), "999"));
  g_assert_false (arb_new_game_dialog_start (dialog));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget_of (dialog, "seeds")), 9);
  g_assert_true (gtk_widget_get_sensitive (widget_of (dialog, "start")));
  g_assert_null (arb_new_game_dialog_get_error (dialog));
  gtk_editable_set_text (GTK_EDITABLE (widget_of (dialog, "name2")),
                         "A name of twenty-six chars");
  g_assert_false (gtk_widget_get_sensitive (widget_of (dialog, "start")));
  g_assert_cmpstr (arb_new_game_dialog_get_error (dialog), ==,
                   "A name has at most 25 characters.");
  /* Cancel. */
  gtk_window_close (GTK_WINDOW (dialog));
  arb_app_test_flush_events ();
  g_assert_null (arb_window_get_dialog (window));
  g_assert_cmpuint (arb_congkak_pits (arb_game_get_state (arb_window_get_game (window))), ==, 7);

  arb_app_test_destroy_window (window, 0);
}

/* The keys of Congkak's own New Game are its defaults until New Game has
 * answers of its own for it. */
static void
test_old_keys (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  ArbWindow *window;
  ArbNewGameDialog *dialog;

  if (!have_params ())
    return;
  g_settings_set_uint (settings, "congkak-pits", 5);
  g_settings_set_uint (settings, "congkak-seeds", 3);
  g_settings_set_string (settings, "congkak-player1", "Ada");
  window = arb_app_test_new_window (app);
  dialog = congkak_dialog (window);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget_of (dialog, "pits"))),
                   ==, 5);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget_of (dialog, "seeds"))),
                   ==, 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (widget_of (dialog, "name1"))), ==, "Ada");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (widget_of (dialog, "name2"))), ==,
                   "Player 2");
  gtk_window_close (GTK_WINDOW (dialog));
  arb_app_test_flush_events ();
  arb_app_test_destroy_window (window, 0);
}

/* A game played by clicks to its end on 3 × 2: the result of the
 * reference, one high-score entry, and only one whatever undo and redo do. */
static void
test_game_to_end (void)
{
  ArbWindow *window;
  ArbGame *game;
  g_auto (GStrv) lines = NULL;
  g_auto (GStrv) after = NULL;

  if (!have_params ())
    return;
  window = arb_app_test_new_window (app);
  new_congkak (window, 3, 2, 1, 0, "Ada");
  game = arb_window_get_game (window);
  play_reference_game (window);

  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_FIRST_WINS);
  for (guint cell = 0; cell < 6; cell++)
    g_assert_cmpuint (arb_congkak_seeds_at (arb_game_get_state (game), cell), ==, 0);
  g_assert_cmpuint (arb_congkak_seeds_at (arb_game_get_state (game), 6), ==, 10);
  g_assert_cmpuint (arb_congkak_seeds_at (arb_game_get_state (game), 7), ==, 2);
  g_assert_true (g_str_has_suffix (arb_window_get_last_message (window),
                                   "High score recorded."));

  lines = score_lines ();
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  g_assert_true (g_str_has_prefix (lines[0], "Ada\t10\t2\t3\t2\t"));

  /* Undo, redo, undo and the same last move again: still one entry. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.redo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
  arb_app_test_flush_events ();
  /* The undone move can be redone: playing sets it aside, without a
   * question. */
  arb_pits_board_activate_cell (pits_board (window), 0);
  arb_app_test_flush_events ();
  g_assert_null (arb_window_get_dialog (window));
  g_assert_true (arb_game_is_over (game));
  after = score_lines ();
  g_assert_cmpuint (g_strv_length (after), ==, 1);

  arb_app_test_destroy_window (window, 0);
}

/* A finished game opened (pasted) adds nothing; a draw adds nothing. */
static void
test_no_entry (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  g_auto (GStrv) lines = NULL;

  /* 1,1/1,1 with Player 1 first: 1 2 1 ends 4–0; as a position the end. */
  arb_window_paste_text (window, "0,0/0,0/4/0 2");
  arb_app_test_flush_events ();
  g_assert_true (arb_game_is_over (arb_window_get_game (window)));
  lines = score_lines ();
  g_assert_cmpuint (g_strv_length (lines), ==, 0);

  arb_app_test_destroy_window (window, 0);
}

/* §11 in an Advanced game: the suggested pit, for the sides asked for. */
static void
test_suggestions (void)
{
  ArbWindow *window;
  ArbPitsBoard *board;

  if (!have_params ())
    return;
  window = arb_app_test_new_window (app);
  board = pits_board (window);
  /* Suggestions for Player 2 only, Player 1 first. */
  new_congkak (window, 3, 2, 1, 3, NULL);
  g_assert_cmpuint (arb_pits_board_get_suggest (board), ==, ARB_PITS_SUGGEST_SECOND);
  g_assert_cmpuint (arb_pits_board_get_suggested (board), ==, ARB_PITS_NONE);
  click_pit (window, 1, 1);
  /* 0,0,3/0,3,3/3/0 2: pits 2 and 3 of Player 2 (the reference: greedy 3). */
  g_assert_cmpuint (arb_pits_board_get_suggested (board), ==, 3 + 3 - 1);

  /* The Preferences: the last move's marks and the sowing speed. */
  {
    g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
    gboolean shown;

    g_settings_set_boolean (settings, "show-last-move", FALSE);
    g_settings_set_uint (settings, "sow-interval", 120);
    g_object_get (board, "show-last-move", &shown, NULL);
    g_assert_false (shown);
    g_assert_cmpuint (arb_pits_board_get_sow_delay (board), ==, 120);
  }

  /* For both; then for nobody: none. */
  new_congkak (window, 3, 2, 1, 1, NULL);
  g_assert_cmpuint (arb_pits_board_get_suggest (board), ==, ARB_PITS_SUGGEST_BOTH);
  new_congkak (window, 3, 2, 1, 0, NULL);
  g_assert_cmpuint (arb_pits_board_get_suggest (board), ==, ARB_PITS_SUGGEST_NOBODY);

  arb_app_test_destroy_window (window, 0);
}

/* For arb_app_test_find(): the button of @action_name. */
static gboolean
is_button_of (GtkWidget    *widget,
              gconstpointer action_name)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0;
}

/* The Results dialog of a game of pits: its high scores sorted, Reset
 * (asked first) empties the table. */
static void
test_results_dialog (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) shown = NULL;
  g_auto (GStrv) empty = NULL;
  ArbResultsDialog *dialog;
  GtkWindow *confirmation;

  {
    g_autoptr (ArbCongkakScores) scores = arb_congkak_scores_load (NULL, &error);
    g_autoptr (GDateTime) when = g_date_time_new_from_iso8601 ("2026-11-24T06:10:00Z", NULL);

    g_assert_no_error (error);
    arb_congkak_scores_add (scores, "Bob", 20, 8, 7, 4, when);
    arb_congkak_scores_add (scores, "Ada", 30, 26, 7, 4, when);
    arb_congkak_scores_add (scores, "Cy", 20, 2, 3, 2, when);
    g_assert_true (arb_congkak_scores_save (scores, &error));
  }

  activate (window, "win.new-game", g_variant_new_string ("congkak"));
  /* The main menu's item. */
  activate (window, "win.high-scores", NULL);
  g_assert_true (ARB_IS_RESULTS_DIALOG (arb_window_get_dialog (window)));
  dialog = ARB_RESULTS_DIALOG (arb_window_get_dialog (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "Results");
  shown = arb_results_dialog_get_score_lines (dialog);
  g_assert_cmpuint (g_strv_length (shown), ==, 3);
  g_assert_true (g_str_has_prefix (shown[0], "Ada\t30\t26\t7\t4\t"));
  g_assert_true (g_str_has_prefix (shown[1], "Bob\t20\t8\t7\t4\t"));
  g_assert_true (g_str_has_prefix (shown[2], "Cy\t20\t2\t3\t2\t"));
  g_assert_true (gtk_widget_get_sensitive (
    arb_app_test_find (GTK_WIDGET (dialog), is_button_of, "results.reset")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "results.reset", NULL));
  arb_app_test_flush_events ();

  /* Reset asks first; cancelled, nothing changes. */
  confirmation = arb_results_dialog_get_confirmation (dialog);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (confirmation));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (confirmation)), ==,
                   "Reset These Results?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (confirmation), "cancel");
  arb_app_test_flush_events ();
  {
    g_auto (GStrv) lines = score_lines ();

    g_assert_cmpuint (g_strv_length (lines), ==, 3);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "results.reset", NULL));
  arb_app_test_flush_events ();
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (arb_results_dialog_get_confirmation (dialog)),
                               "reset");
  arb_app_test_flush_events ();
  empty = arb_results_dialog_get_score_lines (dialog);
  g_assert_cmpuint (g_strv_length (empty), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (
    arb_app_test_find (GTK_WIDGET (dialog), is_button_of, "results.reset")));
  {
    g_auto (GStrv) lines = score_lines ();

    g_assert_cmpuint (g_strv_length (lines), ==, 0);
  }
  g_assert_true (arb_results_dialog_reset (dialog, &error));
  g_assert_no_error (error);
  gtk_window_close (GTK_WINDOW (dialog));
  arb_app_test_flush_events ();

  arb_app_test_destroy_window (window, 0);
}

/* The computer wins a game of pits: the high score is the computer's,
 * under its name, never a person's; and the results say who lost to it. */
static void
test_computer_wins (void)
{
  ArbWindow *window;
  ArbGame *game;
  g_auto (GStrv) lines = NULL;
  g_auto (GStrv) tallies = NULL;
  ArbResultsDialog *dialog;

  if (!have_params ())
    return;
  window = arb_app_test_new_window (app);
  /* One pit a side, one seed each, Player 2 to move: its pit 1 wins 2–0
   * (arbiter-cli hint and play). */
  arb_window_paste_text (window, "1/1/0/0 2");
  arb_app_test_flush_events ();
  game = arb_window_get_game (window);
  arb_game_set_tag (game, "Player1", "Ada");
  arb_game_set_tag (game, "Player2", "Bob");
  arb_window_set_players (window, 0, 1);
  while (!arb_game_is_over (game) || arb_window_get_thinking (window))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_SECOND_WINS);
  /* The end is said by the players' names, as the header says the turn. */
  g_assert_cmpstr (arb_window_get_status (window), ==,
                   "Bob wins: a row is empty and the stores decide · 2–0");

  lines = score_lines ();
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  g_assert_true (g_str_has_prefix (lines[0], "Arbiter (level 1)\t2\t0\t1\t1\t"));

  activate (window, "win.results", NULL);
  dialog = ARB_RESULTS_DIALOG (arb_window_get_dialog (window));
  tallies = arb_results_dialog_get_tally_lines (dialog);
  g_assert_cmpuint (g_strv_length (tallies), ==, 1);
  g_assert_cmpstr (tallies[0], ==, "A person against Arbiter (level 1)\tWon 0, lost 1, drawn 0");

  arb_app_test_destroy_window (window, 0);
}

/* ------------------------------------------------------------- main */

/* Congkak's sides have no names but their order: the header, the rows'
 * labels and the pits' words (the tooltips, the screen reader) say the
 * players' names from the file. */
static void
test_names (void)
{
  ArbWindow *window = arb_app_test_new_window (app);
  ArbPitsBoard *board = ARB_PITS_BOARD (arb_window_get_pits_board (window));
  ArbGame *game;
  g_autofree char *pit = NULL;
  g_autofree char *store = NULL;

  arb_window_paste_text (window, "[Game \"Congkak\"]\n[Player1 \"Ann\"]\n[Player2 \"Bob\"]\n"
                                 "[Pits \"7\"]\n[Seeds \"7\"]\n[FirstPlayer \"1\"]\n\n*\n");
  arb_app_test_flush_events ();
  game = arb_window_get_game (window);
  g_assert_cmpstr (arb_game_get_tag (game, "Player1"), ==, "Ann");
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_FIRST);
  g_assert_cmpstr (arb_window_get_status (window), ==, "Ann to move");
  g_assert_nonnull (arb_app_test_find_label (GTK_WIDGET (window), "Bob: the top row and the store on the left"));
  g_assert_nonnull (arb_app_test_find_label (GTK_WIDGET (window),
                              "Ann: the bottom row and the store on the right"));
  /* Cells 0…6 are the first player's pits, 14 its store (congkak.md §1). */
  pit = arb_pits_board_describe_cell (board, 0);
  g_assert_true (g_str_has_prefix (pit, "Ann's pit 1, 7 seeds, playable"));
  store = arb_pits_board_describe_cell (board, 15);
  g_assert_true (g_str_has_prefix (store, "Bob's store, 0 seeds"));
  g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (board)));

  arb_app_test_destroy_window (window, 0);
}

int
main (int    argc,
      char **argv)
{
  int status;

  arb_app_test_init (&argc, &argv);

  app = arb_app_test_new_application (G_APPLICATION_HANDLES_OPEN);

  arb_app_test_add_func ("/app/pits/switch-boards", test_switch_boards);
  arb_app_test_add_func ("/app/pits/new-game-questions", test_new_game_questions);
  arb_app_test_add_func ("/app/pits/old-keys", test_old_keys);
  arb_app_test_add_func ("/app/pits/autosave-restores", test_autosave_restores);
  arb_app_test_add_func ("/app/pits/game-to-end", test_game_to_end);
  arb_app_test_add_func ("/app/pits/no-entry", test_no_entry);
  arb_app_test_add_func ("/app/pits/suggestions", test_suggestions);
  arb_app_test_add_func ("/app/pits/results-dialog", test_results_dialog);
  arb_app_test_add_func ("/app/pits/computer-wins", test_computer_wins);
  arb_app_test_add_func ("/app/pits/names", test_names);

  status = g_test_run ();

  g_clear_pointer (&app, arb_app_test_free_application);
  return status;
}
