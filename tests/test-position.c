/* test-position.c — set-up, hashing, make/unmake, status of a position
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arbiter.h"

static ArbChessPosition
position_from_fen (const char *fen)
{
  g_autoptr (GError) error = NULL;
  ArbChessPosition pos;

  g_assert_true (arb_fen_parse (fen, &pos, &error));
  g_assert_no_error (error);
  return pos;
}

static void
test_start (void)
{
  ArbChessPosition pos;

  arb_position_init_start (&pos);
  g_assert_true (arb_position_is_valid (&pos, NULL));
  g_assert_cmpint (pos.turn, ==, ARB_SIDE_WHITE);
  g_assert_cmpuint (pos.n_pieces[ARB_SIDE_WHITE], ==, 16);
  g_assert_cmpuint (pos.n_pieces[ARB_SIDE_BLACK], ==, 16);
  /* e1 = (4,7), e8 = (4,0). */
  g_assert_cmpuint (pos.king[ARB_SIDE_WHITE], ==, ARB_SQUARE (4, 7));
  g_assert_cmpuint (pos.king[ARB_SIDE_BLACK], ==, ARB_SQUARE (4, 0));
  g_assert_cmpint (arb_position_piece_at (&pos, 3, 7), ==,
                   arb_piece_make (ARB_PIECE_TYPE_QUEEN, ARB_SIDE_WHITE));
  g_assert_cmpint (arb_position_piece_at (&pos, 6, 0), ==,
                   arb_piece_make (ARB_PIECE_TYPE_KNIGHT, ARB_SIDE_BLACK));
  for (int x = 0; x < 8; x++)
    for (int y = 2; y < 6; y++)
      g_assert_cmpint (arb_position_piece_at (&pos, x, y), ==, ARB_PIECE_NONE);
  g_assert_cmpint (arb_position_status (&pos), ==, ARB_POSITION_PLAYING);
}

static void
test_set_piece (void)
{
  ArbChessPosition pos, other;

  arb_position_clear (&pos);
  g_assert_cmpuint (pos.hash, ==, 0);
  g_assert_cmpuint (pos.king[ARB_SIDE_WHITE], ==, ARB_SQUARE_NONE);

  arb_position_set_piece (&pos, 2, 5, arb_piece_make (ARB_PIECE_TYPE_KING, ARB_SIDE_WHITE));
  g_assert_cmpuint (pos.king[ARB_SIDE_WHITE], ==, ARB_SQUARE (2, 5));
  g_assert_cmpuint (pos.n_pieces[ARB_SIDE_WHITE], ==, 1);
  g_assert_cmpuint (pos.hash, !=, 0);
  g_assert_true (arb_position_is_valid (&pos, NULL));

  /* Overwriting the King with a knight forgets the King. */
  arb_position_set_piece (&pos, 2, 5, arb_piece_make (ARB_PIECE_TYPE_KNIGHT, ARB_SIDE_BLACK));
  g_assert_cmpuint (pos.king[ARB_SIDE_WHITE], ==, ARB_SQUARE_NONE);
  g_assert_cmpuint (pos.n_pieces[ARB_SIDE_WHITE], ==, 0);
  g_assert_cmpuint (pos.n_pieces[ARB_SIDE_BLACK], ==, 1);
  g_assert_true (arb_position_is_valid (&pos, NULL));

  /* Emptying the square returns to the empty board's hash. */
  arb_position_set_piece (&pos, 2, 5, ARB_PIECE_NONE);
  arb_position_clear (&other);
  g_assert_true (arb_position_equal (&pos, &other));

  /* The side to move is part of the hash. */
  arb_position_set_turn (&pos, ARB_SIDE_BLACK);
  g_assert_cmpuint (pos.hash, !=, other.hash);
  g_assert_false (arb_position_equal (&pos, &other));
  g_assert_cmpuint (pos.hash, ==, arb_position_compute_hash (&pos));
  arb_position_set_turn (&pos, ARB_SIDE_WHITE);
  g_assert_cmpuint (pos.hash, ==, other.hash);
}

static void
test_invariants_detect_corruption (void)
{
  ArbChessPosition pos;
  const char *why = NULL;

  arb_position_init_start (&pos);
  pos.board[4][4] = arb_piece_make (ARB_PIECE_TYPE_PAWN, ARB_SIDE_WHITE); /* behind its back */
  g_assert_false (arb_position_is_valid (&pos, &why));
  g_assert_nonnull (why);

  arb_position_init_start (&pos);
  pos.king[ARB_SIDE_BLACK] = ARB_SQUARE (0, 0);
  g_assert_false (arb_position_is_valid (&pos, &why));

  arb_position_init_start (&pos);
  pos.hash ^= 1;
  g_assert_false (arb_position_is_valid (&pos, &why));
  g_assert_nonnull (strstr (why, "hash"));
}

static void
test_make_unmake_clocks (void)
{
  ArbChessPosition pos = position_from_fen ("r3k3/8/8/8/8/8/4P3/R3K3 b - - 7 20");
  ArbChessPosition before = pos;
  ArbChessUndo undo;

  /* A quiet Black move: halfmove clock +1, fullmove +1 after Black. */
  arb_position_make_move (&pos, arb_chess_move_make (ARB_SQUARE (0, 0), ARB_SQUARE (1, 0)), &undo);
  g_assert_cmpuint (pos.halfmove_clock, ==, 8);
  g_assert_cmpuint (pos.fullmove_number, ==, 21);
  g_assert_cmpint (pos.turn, ==, ARB_SIDE_WHITE);
  g_assert_true (arb_position_is_valid (&pos, NULL));
  arb_position_unmake_move (&pos, &undo);
  g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);

  /* A capture restarts the halfmove clock. */
  arb_position_make_move (&pos, arb_chess_move_make (ARB_SQUARE (0, 0), ARB_SQUARE (0, 7)), &undo);
  g_assert_cmpuint (pos.halfmove_clock, ==, 0);
  g_assert_cmpuint (pos.n_pieces[ARB_SIDE_WHITE], ==, 2);
  g_assert_cmpint (undo.captured, ==, arb_piece_make (ARB_PIECE_TYPE_ROOK, ARB_SIDE_WHITE));
  g_assert_true (arb_position_is_valid (&pos, NULL));
  arb_position_unmake_move (&pos, &undo);
  g_assert_true (arb_position_equal (&pos, &before));

  /* A pawn move restarts it too (White to move now). */
  arb_position_set_turn (&pos, ARB_SIDE_WHITE);
  arb_position_make_move (&pos, arb_chess_move_make (ARB_SQUARE (4, 6), ARB_SQUARE (4, 4)), &undo);
  g_assert_cmpuint (pos.halfmove_clock, ==, 0);
  g_assert_cmpuint (pos.fullmove_number, ==, 20);
}

static void
test_clocks_stop_at_max (void)
{
  /* The clocks stop at ARB_CLOCK_MAX, the largest value FEN accepts, so the
   * FEN after any move reads back; undo still restores them exactly. */
  ArbChessPosition pos = position_from_fen ("4k3/8/8/8/8/8/8/4K3 b - - 1000000 1000000");
  ArbChessPosition before = pos, reread;
  char fen[ARB_FEN_MAX];
  ArbChessUndo undo;

  arb_position_make_move (&pos, arb_chess_move_make (ARB_SQUARE (4, 0), ARB_SQUARE (3, 0)), &undo);
  g_assert_cmpuint (pos.halfmove_clock, ==, ARB_CLOCK_MAX);
  g_assert_cmpuint (pos.fullmove_number, ==, ARB_CLOCK_MAX);
  g_assert_true (arb_position_is_valid (&pos, NULL));
  arb_fen_write_buf (&pos, fen);
  g_assert_true (arb_fen_parse (fen, &reread, NULL));
  arb_position_unmake_move (&pos, &undo);
  g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);

  /* Below the limit, a Black move still advances the fullmove number. */
  pos = position_from_fen ("4k3/8/8/8/8/8/8/4K3 b - - 5 999999");
  arb_position_make_move (&pos, arb_chess_move_make (ARB_SQUARE (4, 0), ARB_SQUARE (3, 0)), &undo);
  g_assert_cmpuint (pos.fullmove_number, ==, ARB_CLOCK_MAX);
  arb_position_unmake_move (&pos, &undo);
  g_assert_cmpuint (pos.fullmove_number, ==, 999999);
}

static void
test_king_capture (void)
{
  ArbChessPosition pos = position_from_fen ("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
  ArbChessPosition before = pos;
  ArbChessUndo undo;

  arb_position_make_move (&pos, arb_chess_move_make (ARB_SQUARE (4, 7), ARB_SQUARE (4, 0)), &undo);
  g_assert_cmpuint (pos.king[ARB_SIDE_BLACK], ==, ARB_SQUARE_NONE);
  g_assert_cmpint (arb_position_status (&pos), ==, ARB_POSITION_KING_CAPTURED);
  g_assert_false (arb_position_is_in_check (&pos, ARB_SIDE_BLACK));
  g_assert_true (arb_position_is_valid (&pos, NULL));
  /* A game that is over has no children (§10). */
  g_assert_cmpuint (arb_perft (&pos, 1), ==, 0);
  arb_position_unmake_move (&pos, &undo);
  g_assert_cmpuint (pos.king[ARB_SIDE_BLACK], ==, ARB_SQUARE (4, 0));
  g_assert_true (arb_position_equal (&pos, &before));
  /* The capture itself counts as a leaf. */
  g_assert_cmpuint (arb_perft (&pos, 1), ==, 17); /* rook 12, King 5 */
}

static void
test_king_moves_update_square (void)
{
  ArbChessPosition pos = position_from_fen ("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  ArbChessUndo undo;

  arb_position_make_move (&pos, arb_chess_move_make (ARB_SQUARE (4, 7), ARB_SQUARE (3, 6)), &undo);
  g_assert_cmpuint (pos.king[ARB_SIDE_WHITE], ==, ARB_SQUARE (3, 6));
  g_assert_true (arb_position_is_valid (&pos, NULL));
  arb_position_unmake_move (&pos, &undo);
  g_assert_cmpuint (pos.king[ARB_SIDE_WHITE], ==, ARB_SQUARE (4, 7));
}

static void
test_status_no_moves (void)
{
  /* Black to move: the King on a1 is walled in by its own pawns, the b1
   * pawn stands on its last row. */
  ArbChessPosition pos = position_from_fen ("7K/8/8/8/8/8/pp6/kp6 b - - 0 1");

  g_assert_false (arb_position_has_moves (&pos));
  g_assert_cmpint (arb_position_status (&pos), ==, ARB_POSITION_NO_MOVES);
  g_assert_cmpuint (arb_perft (&pos, 3), ==, 0);
  arb_position_set_turn (&pos, ARB_SIDE_WHITE);
  g_assert_cmpint (arb_position_status (&pos), ==, ARB_POSITION_PLAYING);
}

static void
test_hash_transposition (void)
{
  /* Two move orders that reach the same position give the same hash. */
  ArbChessPosition a, b;
  ArbChessUndo undo;
  static const char *order_a[] = { "g1f3", "g8f6", "b1c3" };
  static const char *order_b[] = { "b1c3", "g8f6", "g1f3" };

  arb_position_init_start (&a);
  arb_position_init_start (&b);
  for (guint i = 0; i < 3; i++)
    {
      arb_position_make_move (&a, arb_chess_move_make (arb_square_from_name (order_a[i]),
                                                 arb_square_from_name (order_a[i] + 2)), &undo);
      arb_position_make_move (&b, arb_chess_move_make (arb_square_from_name (order_b[i]),
                                                 arb_square_from_name (order_b[i] + 2)), &undo);
    }
  g_assert_cmpuint (a.hash, ==, b.hash);
  g_assert_true (arb_position_equal (&a, &b));
}

static void
test_set_piece_refuses_bad_bytes (void)
{
  /* 0x08 is the side bit with no type, 0x17 has a bit above the side: a
   * programmer error, refused before it can index a table. */
  static const ArbPiece bad[] = { 0x08, 0x0f, 0x17, 0xff };

  if (g_test_subprocess ())
    {
      ArbChessPosition pos;

      arb_position_clear (&pos);
      for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
        arb_position_set_piece (&pos, 0, 0, bad[i]);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*CRITICAL*arb_position_set_piece*");
}

static void
test_generate_refuses_17_pieces (void)
{
  /* 17 white queens could have more moves than ARB_MAX_MOVES allows for;
   * no position of the game has them, and FEN refuses them, so the
   * generator treats such a hand-built position as a programmer error. */
  if (g_test_subprocess ())
    {
      ArbChessPosition pos;
      ArbChessMoveList list;

      arb_position_clear (&pos);
      for (int i = 0; i < 17; i++)
        arb_position_set_piece (&pos, i % 8, i / 8 + 3,
                                arb_piece_make (ARB_PIECE_TYPE_QUEEN, ARB_SIDE_WHITE));
      arb_position_generate_moves (&pos, &list);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*CRITICAL*arb_position_generate_moves*");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/arb/position/start", test_start);
  g_test_add_func ("/arb/position/set-piece", test_set_piece);
  g_test_add_func ("/arb/position/invariants", test_invariants_detect_corruption);
  g_test_add_func ("/arb/position/set-piece-bad-bytes", test_set_piece_refuses_bad_bytes);
  g_test_add_func ("/arb/position/generate-refuses-17-pieces", test_generate_refuses_17_pieces);
  g_test_add_func ("/arb/position/make-unmake-clocks", test_make_unmake_clocks);
  g_test_add_func ("/arb/position/clocks-stop-at-max", test_clocks_stop_at_max);
  g_test_add_func ("/arb/position/king-capture", test_king_capture);
  g_test_add_func ("/arb/position/king-square", test_king_moves_update_square);
  g_test_add_func ("/arb/position/status-no-moves", test_status_no_moves);
  g_test_add_func ("/arb/position/hash-transposition", test_hash_transposition);

  return g_test_run ();
}
