/* test-position-editor.c — Edit Position: set up a position, see the
 * game's refusal, start a game from it
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window's win.edit-position opens the editor on the position shown;
 * the editor's functions do what its buttons do (a cell's button, the
 * palette, a pit's spin button, who moves, Start Game). The expected
 * position strings are worked out by hand from the specs' formats
 * (rules.md §9 FEN, congkak.md §9.1, checkers.md §9.1), the refusals are
 * the limits the specs set (16 pieces a side in chess, 1998 seeds in all in
 * Congkak, no man on its crowning row in checkers). */

#include <adwaita.h>
#include <string.h>

#include "arb-app-test-util.h"
#include "arb-application.h"
#include "arb-board.h"
#include "arb-position-editor.h"
#include "arb-window.h"

static ArbApplication *app;

/* ------------------------------------------------------------ helpers */

static ArbWindow *
new_window (const char *game)
{
  ArbWindow *window = arb_window_new (app);
  g_autoptr (GVariant) param = g_variant_ref_sink (g_variant_new_string (game));

  gtk_window_present (GTK_WINDOW (window));
  arb_app_test_flush_events ();
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), "win.new-game",
                                                     param));
  arb_app_test_flush_events ();
  g_assert_cmpstr (arb_game_get_rules (arb_window_get_game (window))->id, ==, game);
  return window;
}

static ArbPositionEditor *
open_editor (ArbWindow *window)
{
  GtkWindow *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-position", NULL));
  arb_app_test_flush_events ();
  dialog = arb_window_get_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (ARB_IS_POSITION_EDITOR (dialog));
  g_assert_true (gtk_window_get_modal (dialog));
  return ARB_POSITION_EDITOR (dialog);
}

/* The cell players call @name: chess's "h4" (file a–h left to right, rank
 * 8 on the top row), checkers' squares by the table's cell_label(). */
static guint
cell_named (const ArbRules *rules,
            const char     *name)
{
  for (guint cell = 0; cell < rules->n_cells; cell++)
    {
      char label[16];

      if (rules->cell_label != NULL)
        {
          if (!rules->cell_label (cell, label))
            continue;
        }
      else
        g_snprintf (label, sizeof label, "%c%u", 'a' + cell % rules->board.width,
                    rules->board.height - cell / rules->board.width);
      if (strcmp (label, name) == 0)
        return cell;
    }
  g_assert_not_reached ();
  return 0;
}

/* ------------------------------------------------------------- tests */

/* Chess: a seventeenth white piece is refused in the FEN reader's words;
 * one taken off, the position plays, and the game started from it goes on
 * on the board. */
static void
test_chess (void)
{
  ArbWindow *window = new_window ("chess");
  const ArbRules *rules = arb_game_get_rules (arb_window_get_game (window));
  const char *first_tag = arb_rules_player_tag (rules, ARB_SIDE_FIRST);
  ArbPositionEditor *editor;
  ArbGame *game;
  ArbBoard *board;
  g_autofree char *fen = NULL;

  /* The players keep their names in the game started from the editor. */
  arb_game_set_tag (arb_window_get_game (window), first_tag, "Ada");
  editor = open_editor (window);
  g_assert_null (arb_position_editor_get_error (editor));
  /* It fits a 640-pixel phone screen with its top bar; what does not,
   * scrolls (the chess editor was 691 pixels tall). */
  {
    int natural;

    gtk_widget_measure (GTK_WIDGET (editor), GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL,
                        NULL);
    g_assert_cmpint (natural, <=, 600);
  }
  /* The palette is the table's: White Rook is kind 3 (" KQRBNP"). */
  g_assert_true (arb_position_editor_select_piece (editor, 3));
  g_assert_false (arb_position_editor_select_piece (editor, 7));
  g_assert_true (arb_position_editor_activate_cell (editor, cell_named (rules, "h4")));
  g_assert_nonnull (arb_position_editor_get_error (editor));
  g_assert_nonnull (strstr (arb_position_editor_get_error (editor), "17 white pieces"));
  g_assert_false (arb_position_editor_start (editor));
  g_assert_true (arb_window_get_dialog (window) == GTK_WINDOW (editor));

  g_assert_true (arb_position_editor_select_piece (editor, 0));
  g_assert_true (arb_position_editor_activate_cell (editor, cell_named (rules, "e2")));
  g_assert_null (arb_position_editor_get_error (editor));
  arb_position_editor_set_turn (editor, ARB_SIDE_SECOND);
  g_assert_true (arb_position_editor_start (editor));
  arb_app_test_flush_events ();

  game = arb_window_get_game (window);
  fen = arb_game_get_fen (game);
  /* rules.md §2, §9: no castling, so the castling field is always "-". */
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppppppp/8/8/7R/8/PPPP1PPP/RNBQKBNR b - - 0 1");
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 0);
  g_assert_cmpstr (arb_game_get_tag (game, first_tag), ==, "Ada");
  /* Played from there: Black's e7–e5 on the board. */
  board = ARB_BOARD (arb_window_get_board (window));
  arb_board_activate_square (board, cell_named (rules, "e7"));
  arb_board_activate_square (board, cell_named (rules, "e5"));
  arb_app_test_flush_events ();
  g_assert_cmpuint (arb_game_get_n_plies (arb_window_get_game (window)), ==, 1);
  g_assert_cmpuint (arb_game_get_turn (arb_window_get_game (window)), ==, ARB_SIDE_FIRST);

  arb_app_test_destroy_window (window, 0);
}

/* Congkak: seeds moved from a pit to the store, Player 2 to move; too many
 * seeds in all refused first, and a board with no seeds at all. */
static void
test_congkak (void)
{
  ArbWindow *window = new_window ("congkak");
  ArbPositionEditor *editor = open_editor (window);
  g_autofree char *fen = NULL;

  /* A board that counts has no palette. */
  g_assert_false (arb_position_editor_select_piece (editor, 1));
  g_assert_false (arb_position_editor_activate_cell (editor, 0));
  /* 7 pits of 4 (the default board): 56 seeds, then 2000 in Player 2's
   * store (cell 2N + 1 = 15): 2056, beyond 1998. */
  g_assert_true (arb_position_editor_set_count (editor, 15, 2000));
  g_assert_nonnull (arb_position_editor_get_error (editor));
  g_assert_nonnull (strstr (arb_position_editor_get_error (editor), "2056"));
  g_assert_false (arb_position_editor_start (editor));

  /* No seeds at all: nothing to sow, a game over before it starts (it
   * was "ready to play"). */
  arb_position_editor_clear (editor);
  g_test_message ("empty board: %s", arb_position_editor_get_error (editor));
  g_assert_nonnull (arb_position_editor_get_error (editor));
  g_assert_nonnull (strstr (arb_position_editor_get_error (editor), "the game is over"));
  g_assert_false (arb_position_editor_start (editor));
  for (guint cell = 0; cell < 14; cell++)
    g_assert_true (arb_position_editor_set_count (editor, cell, 4));

  g_assert_true (arb_position_editor_set_count (editor, 15, 0));
  g_assert_true (arb_position_editor_set_count (editor, 0, 0));
  g_assert_true (arb_position_editor_set_count (editor, 14, 4));
  g_assert_false (arb_position_editor_set_count (editor, 16, 4));
  arb_position_editor_set_turn (editor, ARB_SIDE_SECOND);
  g_assert_null (arb_position_editor_get_error (editor));
  g_assert_true (arb_position_editor_start (editor));
  arb_app_test_flush_events ();

  fen = arb_game_get_fen (arb_window_get_game (window));
  g_assert_cmpstr (fen, ==, "0,4,4,4,4,4,4/4,4,4,4,4,4,4/4/0 2");
  g_assert_cmpuint (arb_game_get_turn (arb_window_get_game (window)), ==, ARB_SIDE_SECOND);

  arb_app_test_destroy_window (window, 0);
}

/* Checkers: a black man on White's back row (its own crowning row) is
 * refused; a light square takes nothing; Clear Board leaves no piece,
 * which the reader refuses too. Cancel keeps the game. */
static void
test_checkers (void)
{
  ArbWindow *window = new_window ("checkers");
  ArbGame *before = arb_window_get_game (window);
  const ArbRules *rules = arb_game_get_rules (before);
  ArbPositionEditor *editor = open_editor (window);
  gpointer editor_alive = editor;

  g_assert_cmpuint (arb_position_editor_get_selected (editor), ==, 1);
  g_assert_true (arb_position_editor_activate_cell (editor, cell_named (rules, "30")));
  g_assert_nonnull (strstr (arb_position_editor_get_error (editor), "crowning row"));
  /* a8, cell 0, is a light square (checkers.md §1). */
  g_assert_false (arb_position_editor_activate_cell (editor, 0));
  arb_position_editor_clear (editor);
  g_assert_nonnull (arb_position_editor_get_error (editor));

  g_object_add_weak_pointer (G_OBJECT (editor), &editor_alive);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "window.close", NULL));
  arb_app_test_flush_events ();
  g_assert_null (editor_alive);
  g_assert_true (arb_window_get_game (window) == before);

  arb_app_test_destroy_window (window, 0);
}

int
main (int    argc,
      char **argv)
{
  int status;

  arb_app_test_init (&argc, &argv);

  app = arb_app_test_new_application (G_APPLICATION_HANDLES_OPEN);

  arb_app_test_add_func ("/app/position-editor/chess", test_chess);
  arb_app_test_add_func ("/app/position-editor/congkak", test_congkak);
  arb_app_test_add_func ("/app/position-editor/checkers", test_checkers);

  status = g_test_run ();

  g_clear_pointer (&app, arb_app_test_free_application);
  return status;
}
