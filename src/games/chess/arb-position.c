/* arb-position.c — setting up a position, making and unmaking moves
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-position.h"
#include "arb-zobrist.h"
#include "arb-standard.h"

#include <string.h>

/* The back row of the standard set-up, file a to h (spec §2). */
static const ArbPieceType back_row[ARB_BOARD_SIZE] = {
  ARB_PIECE_TYPE_ROOK, ARB_PIECE_TYPE_KNIGHT, ARB_PIECE_TYPE_BISHOP, ARB_PIECE_TYPE_QUEEN,
  ARB_PIECE_TYPE_KING, ARB_PIECE_TYPE_BISHOP, ARB_PIECE_TYPE_KNIGHT, ARB_PIECE_TYPE_ROOK,
};

/**
 * arb_position_clear:
 * @pos: a position to overwrite
 *
 * Empties the board: White to move, clocks at 0 and 1, no Kings.
 */
void
arb_position_clear (ArbChessPosition *pos)
{
  g_return_if_fail (pos != NULL);

  arb_zobrist_init ();
  memset (pos, 0, sizeof *pos);
  pos->turn = ARB_SIDE_WHITE;
  pos->fullmove_number = 1;
  pos->king[ARB_SIDE_WHITE] = ARB_SQUARE_NONE;
  pos->king[ARB_SIDE_BLACK] = ARB_SQUARE_NONE;
  memset (pos->castling, ARB_SQUARE_NONE, sizeof pos->castling);
  pos->en_passant = ARB_SQUARE_NONE;
  pos->double_step = ARB_SQUARE_NONE;
}

/**
 * arb_position_init_start:
 * @pos: a position to overwrite
 *
 * Sets up the standard starting position: Black on rows 0–1, White on
 * rows 6–7, White to move.
 */
void
arb_position_init_start (ArbChessPosition *pos)
{
  g_return_if_fail (pos != NULL);

  arb_position_clear (pos);
  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    {
      arb_position_set_piece (pos, x, 0, arb_piece_make (back_row[x], ARB_SIDE_BLACK));
      arb_position_set_piece (pos, x, 1, arb_piece_make (ARB_PIECE_TYPE_PAWN, ARB_SIDE_BLACK));
      arb_position_set_piece (pos, x, 6, arb_piece_make (ARB_PIECE_TYPE_PAWN, ARB_SIDE_WHITE));
      arb_position_set_piece (pos, x, 7, arb_piece_make (back_row[x], ARB_SIDE_WHITE));
    }
}

/**
 * arb_position_piece_at:
 * @pos: a position
 * @x: column, 0 = file a
 * @y: row, 0 = rank 8
 *
 * Returns: what stands on `[x][y]`; %ARB_PIECE_NONE for an empty square
 *   or coordinates off the board.
 */
ArbPiece
arb_position_piece_at (const ArbChessPosition *pos,
                       int                x,
                       int                y)
{
  g_return_val_if_fail (pos != NULL, ARB_PIECE_NONE);

  if (!arb_coords_on_board (x, y))
    return ARB_PIECE_NONE;
  return pos->board[x][y];
}

/**
 * arb_position_set_piece:
 * @pos: a position
 * @x: column
 * @y: row
 * @piece: the piece to put there, or %ARB_PIECE_NONE to empty the square
 *
 * Puts @piece on `[x][y]`, keeping the hash, the King squares and the
 * piece counts up to date. For setting up positions, not for playing:
 * a second King of a side replaces the record of the first.
 */
void
arb_position_set_piece (ArbChessPosition *pos,
                        int          x,
                        int          y,
                        ArbPiece     piece)
{
  ArbSquare sq;
  ArbPiece old;

  g_return_if_fail (pos != NULL);
  g_return_if_fail (arb_coords_on_board (x, y));
  /* Only the bytes arb_piece_make() can produce: an empty square, or a
   * real type (1–6) with the side bit. Anything else would index the
   * piece tables and the Zobrist keys out of bounds. */
  g_return_if_fail (piece == ARB_PIECE_NONE
                    || ((piece & ~0x0f) == 0 && arb_piece_type (piece) != ARB_PIECE_TYPE_NONE
                        && arb_piece_type (piece) < ARB_N_PIECE_TYPES));

  sq = ARB_SQUARE (x, y);
  old = pos->board[x][y];
  if (old != ARB_PIECE_NONE)
    {
      pos->hash ^= arb_zobrist_key (old, sq);
      pos->n_pieces[arb_piece_side (old)]--;
      if (arb_piece_type (old) == ARB_PIECE_TYPE_KING && pos->king[arb_piece_side (old)] == sq)
        pos->king[arb_piece_side (old)] = ARB_SQUARE_NONE;
    }

  pos->board[x][y] = piece;
  if (piece != ARB_PIECE_NONE)
    {
      pos->hash ^= arb_zobrist_key (piece, sq);
      pos->n_pieces[arb_piece_side (piece)]++;
      if (arb_piece_type (piece) == ARB_PIECE_TYPE_KING)
        pos->king[arb_piece_side (piece)] = sq;
    }
}

/**
 * arb_position_set_turn:
 * @pos: a position
 * @side: the side to move
 */
void
arb_position_set_turn (ArbChessPosition *pos,
                       ArbSide      side)
{
  g_return_if_fail (pos != NULL);

  if (pos->turn != side)
    pos->hash ^= arb_zobrist_black_to_move;
  pos->turn = side;
}

/**
 * arb_position_equal:
 * @a: a position
 * @b: another
 *
 * Returns: %TRUE when the placement, the side to move and both clocks match.
 */
gboolean
arb_position_equal (const ArbChessPosition *a,
                    const ArbChessPosition *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->hash == b->hash
         && a->turn == b->turn
         && a->variant == b->variant
         && memcmp (a->castling, b->castling, sizeof a->castling) == 0
         && a->en_passant == b->en_passant
         && a->halfmove_clock == b->halfmove_clock
         && a->fullmove_number == b->fullmove_number
         && memcmp (a->board, b->board, sizeof a->board) == 0;
}

/**
 * arb_position_compute_hash:
 * @pos: a position
 *
 * Computes the Zobrist key from scratch. The incremental @pos->hash must
 * always equal it; the invariant checker and the tests compare the two.
 *
 * Returns: the key of the placement, the side to move, the castling
 *   rights and the en-passant square.
 */
guint64
arb_position_rights_hash (const ArbChessPosition *pos)
{
  guint64 hash = 0;

  for (guint side = 0; side < ARB_N_SIDES; side++)
    for (guint wing = 0; wing < 2; wing++)
      if (pos->castling[side][wing] != ARB_SQUARE_NONE)
        hash ^= arb_zobrist_castling[side][wing][ARB_SQUARE_X (pos->castling[side][wing])];
  if (pos->en_passant != ARB_SQUARE_NONE)
    hash ^= arb_zobrist_en_passant[ARB_SQUARE_X (pos->en_passant)];
  return hash;
}

guint64
arb_position_compute_hash (const ArbChessPosition *pos)
{
  guint64 hash = 0;

  g_return_val_if_fail (pos != NULL, 0);

  arb_zobrist_init ();
  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    for (int y = 0; y < ARB_BOARD_SIZE; y++)
      hash ^= arb_zobrist_key (pos->board[x][y], ARB_SQUARE (x, y));
  if (pos->turn == ARB_SIDE_BLACK)
    hash ^= arb_zobrist_black_to_move;
  return hash ^ arb_position_rights_hash (pos);
}

/**
 * arb_position_is_valid:
 * @pos: a position
 * @why: (out) (optional): which invariant failed
 *
 * The invariant checker: every derived field agrees with the board. The
 * tests call it after every make and unmake.
 *
 * Returns: %TRUE when @pos is consistent.
 */
gboolean
arb_position_is_valid (const ArbChessPosition *pos,
                       const char       **why)
{
  guint8 counts[ARB_N_SIDES] = { 0, 0 };
  guint kings[ARB_N_SIDES] = { 0, 0 };
  const char *dummy;

  if (why == NULL)
    why = &dummy;
  *why = NULL;

  if (pos->turn != ARB_SIDE_WHITE && pos->turn != ARB_SIDE_BLACK)
    return (*why = "turn is neither White nor Black", FALSE);

  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    for (int y = 0; y < ARB_BOARD_SIZE; y++)
      {
        ArbPiece piece = pos->board[x][y];
        ArbSide side = arb_piece_side (piece);

        if (piece == ARB_PIECE_NONE)
          continue;
        if (arb_piece_type (piece) == ARB_PIECE_TYPE_NONE
            || arb_piece_type (piece) >= ARB_N_PIECE_TYPES || (piece & ~0x0f) != 0)
          return (*why = "a square holds an invalid piece byte", FALSE);
        counts[side]++;
        if (arb_piece_type (piece) == ARB_PIECE_TYPE_KING)
          {
            kings[side]++;
            if (pos->king[side] != ARB_SQUARE (x, y))
              return (*why = "a King stands where the King square does not say", FALSE);
          }
      }

  for (int side = 0; side < ARB_N_SIDES; side++)
    {
      if (kings[side] > 1)
        return (*why = "more than one King of a side", FALSE);
      if (kings[side] == 0 && pos->king[side] != ARB_SQUARE_NONE)
        return (*why = "a King square is recorded but no King stands there", FALSE);
      if (counts[side] != pos->n_pieces[side])
        return (*why = "the piece count does not match the board", FALSE);
    }

  if (pos->hash != arb_position_compute_hash (pos))
    return (*why = "the incremental hash differs from the computed one", FALSE);
  if (pos->halfmove_clock > ARB_CLOCK_MAX || pos->fullmove_number > ARB_CLOCK_MAX)
    return (*why = "a clock is beyond ARB_CLOCK_MAX", FALSE);
  if (pos->fullmove_number == 0)
    return (*why = "the fullmove number is 0", FALSE);
  if (pos->en_passant != ARB_SQUARE_NONE && pos->en_passant != pos->double_step)
    return (*why = "an en-passant square that no double step skipped", FALSE);

  return TRUE;
}

/**
 * arb_position_make_move:
 * @pos: a position
 * @move: a move that arb_position_can_move() allows for the side to move
 * @undo: (out caller-allocates): what to restore in arb_position_unmake_move()
 *
 * Plays @move without checking it: the piece moves, an enemy piece on the
 * destination is removed, the clocks advance and the turn passes. This is
 * the hot path of perft and search; the rules are the caller's job (see
 * ArbGame).
 */
void
arb_position_make_move (ArbChessPosition *pos,
                        ArbChessMove      move,
                        ArbChessUndo     *undo)
{
  int fx = ARB_SQUARE_X (move.from), fy = ARB_SQUARE_Y (move.from);
  int tx = ARB_SQUARE_X (move.to), ty = ARB_SQUARE_Y (move.to);
  ArbPiece moved = pos->board[fx][fy];
  ArbPiece captured = pos->board[tx][ty];
  ArbSide side = pos->turn;

  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    {
      arb_standard_make_move (pos, move, undo);
      return;
    }
  undo->move = move;
  undo->moved = moved;
  undo->captured = captured;
  undo->halfmove_clock = pos->halfmove_clock;
  undo->fullmove_number = pos->fullmove_number;

  pos->hash ^= arb_zobrist_key (moved, move.from)
               ^ arb_zobrist_key (moved, move.to)
               ^ arb_zobrist_key (captured, move.to)
               ^ arb_zobrist_black_to_move;
  pos->board[fx][fy] = ARB_PIECE_NONE;
  pos->board[tx][ty] = moved;

  if (arb_piece_type (moved) == ARB_PIECE_TYPE_KING)
    pos->king[side] = move.to;

  /* Captures and pawn moves cannot be undone over the board, so they
   * restart the count towards the 100-ply draw (spec §7). */
  if (captured != ARB_PIECE_NONE)
    {
      ArbSide enemy = arb_piece_side (captured);

      pos->n_pieces[enemy]--;
      if (arb_piece_type (captured) == ARB_PIECE_TYPE_KING)
        pos->king[enemy] = ARB_SQUARE_NONE;
      pos->halfmove_clock = 0;
    }
  else if (arb_piece_type (moved) == ARB_PIECE_TYPE_PAWN)
    pos->halfmove_clock = 0;
  else if (pos->halfmove_clock < ARB_CLOCK_MAX)
    pos->halfmove_clock++;

  if (side == ARB_SIDE_BLACK && pos->fullmove_number < ARB_CLOCK_MAX)
    pos->fullmove_number++;
  pos->turn = arb_side_negate (side);
}

/**
 * arb_position_unmake_move:
 * @pos: the position after arb_position_make_move()
 * @undo: what that call saved
 *
 * Restores the position exactly as it was before the move.
 */
void
arb_position_unmake_move (ArbChessPosition   *pos,
                          const ArbChessUndo *undo)
{
  ArbChessMove move = undo->move;
  ArbSide side = arb_side_negate (pos->turn);
  ArbPiece captured = undo->captured;

  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    {
      arb_standard_unmake_move (pos, undo);
      return;
    }
  pos->turn = side;
  pos->fullmove_number = undo->fullmove_number;
  pos->halfmove_clock = undo->halfmove_clock;

  pos->board[ARB_SQUARE_X (move.from)][ARB_SQUARE_Y (move.from)] = undo->moved;
  pos->board[ARB_SQUARE_X (move.to)][ARB_SQUARE_Y (move.to)] = captured;

  if (arb_piece_type (undo->moved) == ARB_PIECE_TYPE_KING)
    pos->king[side] = move.from;
  if (captured != ARB_PIECE_NONE)
    {
      ArbSide enemy = arb_piece_side (captured);

      pos->n_pieces[enemy]++;
      if (arb_piece_type (captured) == ARB_PIECE_TYPE_KING)
        pos->king[enemy] = move.to;
    }

  pos->hash ^= arb_zobrist_key (undo->moved, move.from)
               ^ arb_zobrist_key (undo->moved, move.to)
               ^ arb_zobrist_key (captured, move.to)
               ^ arb_zobrist_black_to_move;
}

/**
 * arb_position_status:
 * @pos: a position
 *
 * Whether the game in @pos can go on. A missing King ends it before the
 * question of moves arises (spec §5.3, §10).
 *
 * Returns: the status of @pos.
 */
ArbChessPositionStatus
arb_position_status (const ArbChessPosition *pos)
{
  g_return_val_if_fail (pos != NULL, ARB_POSITION_PLAYING);

  if (pos->king[ARB_SIDE_WHITE] == ARB_SQUARE_NONE || pos->king[ARB_SIDE_BLACK] == ARB_SQUARE_NONE)
    return ARB_POSITION_KING_CAPTURED;
  if (!arb_position_has_moves (pos))
    return ARB_POSITION_NO_MOVES;
  return ARB_POSITION_PLAYING;
}
