/* test-history.c — undo, redo, jumping to a ply, and the text of a game (spec §8)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arbiter.h"

/* A short game that ends with a King capture: the Queen takes f7 with
 * check, Black ignores the check (allowed here), and White takes the King. */
static const char *const capture_line[] = {
  "e4", "e5", "Qh5", "a6", "Qxf7+", "a5", "Qxe8",
};

static void
play_line (ArbGame *game, const char *const *moves, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;

      arb_game_play_notation (game, moves[i], &error);
      g_assert_no_error (error);
    }
}

static void
count_signal (guint *counter)
{
  (*counter)++;
}

static void
test_undo_restores_everything (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  ArbChessPosition positions[G_N_ELEMENTS (capture_line) + 1];
  guint n = G_N_ELEMENTS (capture_line);

  positions[0] = *arb_game_get_position (game);
  for (guint i = 0; i < n; i++)
    {
      play_line (game, &capture_line[i], 1);
      positions[i + 1] = *arb_game_get_position (game);
    }
  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_WHITE_WINS);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, n);

  /* Undo all the way back: each step restores the exact position,
   * clocks and hash included, and the game is no longer over. */
  for (guint i = n; i > 0; i--)
    {
      g_assert_true (arb_game_undo (game));
      g_assert_cmpuint (arb_game_get_ply (game), ==, i - 1);
      g_assert_true (arb_position_equal (arb_game_get_position (game), &positions[i - 1]));
      g_assert_true (arb_position_is_valid (arb_game_get_position (game), NULL));
      g_assert_false (arb_game_is_over (game));
    }
  g_assert_false (arb_game_undo (game));
  g_assert_false (arb_game_can_undo (game));
  g_assert_cmpuint (arb_game_get_n_records (game), ==, 0);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, n);
  /* The undone records stay readable for a history panel: seven moves,
   * two checks and the win. */
  g_assert_cmpuint (arb_game_get_n_all_records (game), ==, n + 3);
  g_assert_cmpstr (arb_game_get_any_record (game, 0)->text, ==, "e4");
  g_assert_cmpint (arb_game_get_any_record (game, n + 2)->type, ==, ARB_RECORD_WIN);

  /* Redo brings every move back, and the win with the last one. */
  for (guint i = 1; i <= n; i++)
    {
      g_assert_true (arb_game_redo (game));
      g_assert_true (arb_position_equal (arb_game_get_position (game), &positions[i]));
    }
  g_assert_false (arb_game_can_redo (game));
  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_CHESS_TERMINATION_KING_CAPTURED);
}

static void
test_undo_takes_consequences (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();

  play_line (game, capture_line, 5); /* … Qxf7+ */
  /* The last move pushed a move and a check record. */
  g_assert_cmpuint (arb_game_get_n_records (game), ==, 6);
  g_assert_cmpint (arb_game_get_record (game, 5)->type, ==, ARB_CHESS_RECORD_CHECK);
  g_assert_true (arb_game_undo (game));
  g_assert_cmpuint (arb_game_get_n_records (game), ==, 4);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 4);
  /* The captured pawn is back on f7. */
  g_assert_cmpint (arb_game_piece_at (game, 5, 1), ==,
                   arb_piece_make (ARB_PIECE_TYPE_PAWN, ARB_SIDE_BLACK));
}

static void
test_new_move_drops_redo (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();

  play_line (game, capture_line, 4);
  g_assert_true (arb_game_undo (game));
  g_assert_true (arb_game_undo (game));
  g_assert_true (arb_game_can_redo (game));
  play_line (game, (const char *const[]) { "d4" }, 1);
  g_assert_false (arb_game_can_redo (game));
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 3);
  g_assert_cmpstr (arb_game_get_record (game, 2)->text, ==, "d4");
}

static void
count_restored (ArbGame *game, guint *counter)
{
  (*counter)++;
}

/* The kept branch: undoing the move that dropped the later moves brings
 * them back, records and all; a second new action forgets them. */
static void
test_kept_branch (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  g_autofree char *whole = NULL;
  g_autofree char *now = NULL;
  guint restored = 0;

  g_signal_connect (game, "branch-restored", G_CALLBACK (count_restored), &restored);
  play_line (game, capture_line, 4);
  whole = arb_game_history_to_text (game);
  g_assert_true (arb_game_go_to_ply (game, 2));

  play_line (game, (const char *const[]) { "d4" }, 1);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 3);
  g_assert_false (arb_game_can_redo (game));

  g_assert_true (arb_game_undo (game));
  g_assert_cmpuint (restored, ==, 1);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 4);
  g_assert_true (arb_game_go_to_ply (game, 4));
  now = arb_game_history_to_text (game);
  g_assert_cmpstr (now, ==, whole);

  /* A resignation from an earlier position is an action too. */
  g_assert_true (arb_game_go_to_ply (game, 1));
  g_assert_true (arb_game_resign (game, ARB_SIDE_BLACK, NULL));
  g_assert_true (arb_game_undo (game));
  g_assert_cmpuint (restored, ==, 2);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 4);

  /* Two new moves: the first branch is made for good by the second. */
  play_line (game, (const char *const[]) { "d5", "d4" }, 2);
  g_assert_true (arb_game_undo (game));
  g_assert_true (arb_game_undo (game));
  g_assert_cmpuint (restored, ==, 2);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 1);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 3);
}

/* arb_game_restore_branch(): the moves a move from an earlier position set
 * aside stay kept while the new line grows (an opponent answers), and come
 * back at once, to be redone, with the new line dropped; a plain undo
 * after the answer does not bring them back, a later branch replaces
 * them. */
static void
test_restore_branch (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  g_autofree char *whole = NULL;
  g_autofree char *now = NULL;
  guint restored = 0;

  g_signal_connect (game, "branch-restored", G_CALLBACK (count_restored), &restored);
  play_line (game, capture_line, 4);
  whole = arb_game_history_to_text (game);
  g_assert_false (arb_game_has_kept_branch (game));
  g_assert_false (arb_game_restore_branch (game));

  /* From ply 2, three moves of a new line: the two later moves are kept. */
  g_assert_true (arb_game_go_to_ply (game, 2));
  play_line (game, (const char *const[]) { "d4", "d5", "Nf3" }, 3);
  g_assert_true (arb_game_has_kept_branch (game));
  g_assert_cmpuint (arb_game_get_kept_branch_ply (game), ==, 2);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 5);
  /* An undo inside the new line leaves the branch where it is. */
  g_assert_true (arb_game_undo (game));
  g_assert_cmpuint (restored, ==, 0);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 4);
  g_assert_true (arb_game_redo (game));

  g_assert_true (arb_game_restore_branch (game));
  g_assert_cmpuint (restored, ==, 1);
  g_assert_false (arb_game_has_kept_branch (game));
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 4);
  g_assert_true (arb_game_can_redo (game));
  g_assert_cmpstr (arb_game_get_any_record (game, 2)->text, ==, "Qh5");
  g_assert_true (arb_game_go_to_ply (game, 4));
  now = arb_game_history_to_text (game);
  g_assert_cmpstr (now, ==, whole);
  g_assert_false (arb_game_restore_branch (game));

  /* Two moves of a new line undone one by one: the branch is not back by
   * itself (the undo is not "right after"), and restoring from there works. */
  g_assert_true (arb_game_go_to_ply (game, 1));
  play_line (game, (const char *const[]) { "d5", "d4" }, 2);
  g_assert_true (arb_game_go_to_ply (game, 0));
  g_assert_cmpuint (restored, ==, 1);
  g_assert_true (arb_game_has_kept_branch (game));
  g_assert_true (arb_game_restore_branch (game));
  g_assert_cmpuint (restored, ==, 2);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 1);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 4);
  g_assert_cmpstr (arb_game_get_any_record (game, 1)->text, ==, "e5");

  /* A later branch replaces the first one. */
  g_assert_true (arb_game_go_to_ply (game, 2));
  play_line (game, (const char *const[]) { "d4", "d5" }, 2);
  g_assert_true (arb_game_go_to_ply (game, 1));
  play_line (game, (const char *const[]) { "c5" }, 1);
  g_assert_cmpuint (arb_game_get_kept_branch_ply (game), ==, 1);
  g_assert_true (arb_game_restore_branch (game));
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 4);
  g_assert_cmpstr (arb_game_get_any_record (game, 1)->text, ==, "e5");
  g_assert_cmpstr (arb_game_get_any_record (game, 2)->text, ==, "d4");
  g_assert_cmpstr (arb_game_get_any_record (game, 3)->text, ==, "d5");
  g_assert_false (arb_game_has_kept_branch (game));
}

static void
test_go_to_ply (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  ArbChessPosition positions[G_N_ELEMENTS (capture_line) + 1];
  guint n = G_N_ELEMENTS (capture_line);
  /* An arbitrary walk over the plies, back and forth. */
  static const guint walk[] = { 0, 7, 3, 3, 6, 1, 7, 2, 0, 5 };

  positions[0] = *arb_game_get_position (game);
  for (guint i = 0; i < n; i++)
    {
      play_line (game, &capture_line[i], 1);
      positions[i + 1] = *arb_game_get_position (game);
    }

  for (guint i = 0; i < G_N_ELEMENTS (walk); i++)
    {
      g_assert_true (arb_game_go_to_ply (game, walk[i]));
      g_assert_cmpuint (arb_game_get_ply (game), ==, walk[i]);
      g_assert_true (arb_position_equal (arb_game_get_position (game), &positions[walk[i]]));
      /* The later plies are never lost. */
      g_assert_cmpuint (arb_game_get_n_plies (game), ==, n);
      g_assert_cmpint (arb_game_is_over (game), ==, walk[i] == n);
    }
  g_assert_false (arb_game_go_to_ply (game, n + 1));
}

static void
test_resign_undo (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();

  play_line (game, capture_line, 2);
  g_assert_true (arb_game_resign (game, ARB_SIDE_WHITE, NULL));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_BLACK_WINS);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_RESIGNATION);
  g_assert_cmpuint (arb_game_get_n_records (game), ==, 4);
  g_assert_cmpint (arb_game_get_record (game, 2)->type, ==, ARB_RECORD_RESIGN);
  g_assert_cmpint (arb_game_get_record (game, 3)->type, ==, ARB_RECORD_WIN);
  g_assert_cmpint (arb_game_get_record (game, 3)->side, ==, ARB_SIDE_BLACK);

  /* Undo takes back the resignation alone, not the move before it. */
  g_assert_true (arb_game_undo (game));
  g_assert_false (arb_game_is_over (game));
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
  g_assert_true (arb_game_redo (game));
  g_assert_true (arb_game_is_over (game));

  /* Going to a ply shows the position right after that move: the
   * resignation that followed is a step of its own, for redo. */
  g_assert_true (arb_game_go_to_ply (game, 1));
  g_assert_false (arb_game_is_over (game));
  g_assert_true (arb_game_go_to_ply (game, 2));
  g_assert_false (arb_game_is_over (game));
  g_assert_true (arb_game_can_redo (game));
  g_assert_true (arb_game_redo (game));
  g_assert_true (arb_game_is_over (game));

  /* An undone resignation stays undone when the game is told to show the
   * ply it is already at. */
  g_assert_true (arb_game_undo (game));
  g_assert_true (arb_game_go_to_ply (game, 2));
  g_assert_false (arb_game_is_over (game));
}

static void
test_move_signals (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  guint undone = 0, redone = 0;

  g_signal_connect_swapped (game, "move-undone", G_CALLBACK (count_signal), &undone);
  g_signal_connect_swapped (game, "move-redone", G_CALLBACK (count_signal), &redone);
  play_line (game, capture_line, 4);
  g_assert_cmpuint (undone + redone, ==, 0);
  g_assert_true (arb_game_undo (game));
  g_assert_cmpuint (undone, ==, 1);
  g_assert_true (arb_game_go_to_ply (game, 0));
  g_assert_cmpuint (undone, ==, 4);
  g_assert_true (arb_game_go_to_ply (game, 4));
  g_assert_cmpuint (redone, ==, 4);
  g_assert_false (arb_game_redo (game));
  g_assert_cmpuint (redone, ==, 4);
}

static void
test_text (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  g_autofree char *text = NULL;

  play_line (game, capture_line, G_N_ELEMENTS (capture_line));
  text = arb_game_history_to_text (game);
  g_assert_cmpstr (text, ==,
                   "1. White plays e2e4 (e4)\n"
                   "1... Black plays e7e5 (e5)\n"
                   "2. White plays d1h5 (Qh5)\n"
                   "2... Black plays a7a6 (a6)\n"
                   "3. White plays h5f7 (Qxf7+)\n"
                   "    Check: Black's King is attacked\n"
                   "3... Black plays a6a5 (a5)\n"
                   "    Check: Black's King is attacked\n"
                   "4. White plays f7e8 (Qxe8)\n"
                   "    White wins: the Black King was captured\n"
                   "Result: 1-0\n");
}

static void
test_text_from_fen (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbGame) game = arb_game_new_from_fen ("4k3/8/8/8/8/8/8/4K3 b - - 0 12", &error);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  play_line (game, (const char *const[]) { "Kd7", "Kd2" }, 2);
  g_assert_true (arb_game_agree_draw (game, NULL));
  text = arb_game_history_to_text (game);
  g_assert_cmpstr (text, ==,
                   "Start: 4k3/8/8/8/8/8/8/4K3 b - - 0 12\n"
                   "12... Black plays e8d7 (Kd7)\n"
                   "13. White plays e1d2 (Kd2)\n"
                   "    Draw: agreed by both players\n"
                   "Result: 1/2-1/2\n");
}

static void
test_text_start_clocks (void)
{
  /* The standard placement, but from move 5: the numbering needs the FEN. */
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbGame) game = arb_game_new_from_fen (
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 5", &error);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  play_line (game, (const char *const[]) { "e4" }, 1);
  text = arb_game_history_to_text (game);
  g_assert_cmpstr (text, ==,
                   "Start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 5\n"
                   "5. White plays e2e4 (e4)\n"
                   "Result: *\n");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/arb/history/undo-restores-everything", test_undo_restores_everything);
  g_test_add_func ("/arb/history/undo-takes-consequences", test_undo_takes_consequences);
  g_test_add_func ("/arb/history/new-move-drops-redo", test_new_move_drops_redo);
  g_test_add_func ("/arb/history/kept-branch", test_kept_branch);
  g_test_add_func ("/arb/history/restore-branch", test_restore_branch);
  g_test_add_func ("/arb/history/go-to-ply", test_go_to_ply);
  g_test_add_func ("/arb/history/resign-undo", test_resign_undo);
  g_test_add_func ("/arb/history/move-signals", test_move_signals);
  g_test_add_func ("/arb/history/text", test_text);
  g_test_add_func ("/arb/history/text-start-clocks", test_text_start_clocks);
  g_test_add_func ("/arb/history/text-from-fen", test_text_from_fen);

  return g_test_run ();
}
