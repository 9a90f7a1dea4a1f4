/* arb-standard.c — standard chess and Chess960 on the game's position:
 * moves made and taken back on the `[x][y]` board, the legal moves from
 * the bitboard generator, perft, and a dead position by material
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-standard.h"
#include "arb-zobrist.h"

#include <string.h>

#define SET(pos, sq, piece) arb_position_set_piece ((pos), ARB_SQUARE_X (sq), ARB_SQUARE_Y (sq), (piece))
#define AT(pos, sq) ((pos)->board[ARB_SQUARE_X (sq)][ARB_SQUARE_Y (sq)])

/**
 * arb_std_move_to_chess:
 * @move: a move of the generator
 *
 * Returns: the same move as the game writes it (a castling as the King
 *   onto its Rook, a promotion with its piece).
 */
ArbChessMove
arb_std_move_to_chess (ArbStdMove move)
{
  ArbChessMove chess = arb_chess_move_make (ARB_STD_FROM (move), ARB_STD_TO (move));

  if (ARB_STD_KIND (move) >= ARB_STD_PROMOTE)
    chess.promotion = (guint8) (ARB_PIECE_TYPE_QUEEN + ARB_STD_KIND (move) - ARB_STD_PROMOTE);
  return chess;
}

/**
 * arb_standard_generate:
 * @pos: a position of standard chess or Chess960
 * @list: (out caller-allocates): its legal moves; none when a King is
 *   missing (a position only the editor makes)
 */
void
arb_standard_generate (const ArbChessPosition *pos,
                       ArbChessMoveList       *list)
{
  ArbStdBoard board;
  ArbStdMoveList moves;

  list->n_moves = 0;
  if (pos->king[ARB_SIDE_WHITE] == ARB_SQUARE_NONE || pos->king[ARB_SIDE_BLACK] == ARB_SQUARE_NONE)
    return;
  arb_std_board_from_position (&board, pos);
  arb_std_generate (&board, &moves);
  for (guint i = 0; i < moves.n_moves; i++)
    list->moves[list->n_moves++] = arb_std_move_to_chess (moves.moves[i]);
}

gboolean
arb_standard_has_moves (const ArbChessPosition *pos)
{
  ArbStdBoard board;
  ArbStdMoveList moves;

  /* The generator's own list: no move need be converted to be counted. */
  if (pos->king[ARB_SIDE_WHITE] == ARB_SQUARE_NONE || pos->king[ARB_SIDE_BLACK] == ARB_SQUARE_NONE)
    return FALSE;
  arb_std_board_from_position (&board, pos);
  arb_std_generate (&board, &moves);
  return moves.n_moves > 0;
}

/**
 * arb_standard_is_castling:
 * @pos: a position of standard chess or Chess960
 * @move: a move of it
 *
 * Returns: whether @move is written as a castling: the King onto a Rook
 *   of its own side.
 */
gboolean
arb_standard_is_castling (const ArbChessPosition *pos,
                          ArbChessMove            move)
{
  ArbPiece piece = AT (pos, move.from), target = AT (pos, move.to);

  return arb_piece_type (piece) == ARB_PIECE_TYPE_KING
         && arb_piece_type (target) == ARB_PIECE_TYPE_ROOK
         && arb_piece_side (target) == arb_piece_side (piece);
}

/* The square of the pawn an en-passant capture to @to takes. */
static ArbSquare
en_passant_victim (ArbSide mover, ArbSquare to)
{
  return (ArbSquare) (mover == ARB_SIDE_WHITE ? to + 8 : to - 8);
}

/**
 * arb_standard_make_move:
 * @pos: a position of standard chess or Chess960
 * @move: one of its legal moves
 * @undo: (out caller-allocates): what arb_standard_unmake_move() restores
 *
 * Plays @move: castling (the King onto its Rook's square), en passant,
 * promotion; the rights a King's or Rook's move ends; the en-passant
 * square after a double step when a capture there is legal (FIDE 3.7.d:
 * only then does it make the position differ, 9.2.3).
 */
void
arb_standard_make_move (ArbChessPosition *pos,
                        ArbChessMove      move,
                        ArbChessUndo     *undo)
{
  ArbSide side = pos->turn;
  ArbPiece moved = AT (pos, move.from), target = AT (pos, move.to);
  ArbPieceType type = arb_piece_type (moved);

  undo->move = move;
  undo->moved = moved;
  undo->captured = ARB_PIECE_NONE;
  undo->halfmove_clock = pos->halfmove_clock;
  undo->fullmove_number = pos->fullmove_number;
  memcpy (undo->castling, pos->castling, sizeof undo->castling);
  undo->en_passant = pos->en_passant;
  undo->double_step = pos->double_step;
  undo->hash = pos->hash;

  pos->hash ^= arb_position_rights_hash (pos);
  if (arb_standard_is_castling (pos, move))
    {
      ArbSquare king_to, rook_to;

      arb_std_castling_squares (move.from, move.to, &king_to, &rook_to);
      SET (pos, move.from, ARB_PIECE_NONE);
      SET (pos, move.to, ARB_PIECE_NONE);
      SET (pos, king_to, moved);
      SET (pos, rook_to, target);
    }
  else
    {
      ArbPiece arrives = move.promotion != ARB_PIECE_TYPE_NONE
                           ? arb_piece_make ((ArbPieceType) move.promotion, side) : moved;

      undo->captured = target;
      if (type == ARB_PIECE_TYPE_PAWN && move.to == pos->en_passant)
        {
          undo->captured = AT (pos, en_passant_victim (side, move.to));
          SET (pos, en_passant_victim (side, move.to), ARB_PIECE_NONE);
        }
      SET (pos, move.from, ARB_PIECE_NONE);
      SET (pos, move.to, arrives);
    }

  /* FIDE 3.8.a.ii.1: a King that moved, or a Rook that moved or was
   * taken, castles no more. */
  for (guint s = 0; s < ARB_N_SIDES; s++)
    for (guint wing = 0; wing < 2; wing++)
      if ((type == ARB_PIECE_TYPE_KING && s == side) || pos->castling[s][wing] == move.from
          || pos->castling[s][wing] == move.to)
        pos->castling[s][wing] = ARB_SQUARE_NONE;

  pos->en_passant = ARB_SQUARE_NONE;
  pos->double_step = ARB_SQUARE_NONE;
  pos->turn = arb_side_negate (side);
  pos->hash ^= arb_zobrist_black_to_move;
  if (type == ARB_PIECE_TYPE_PAWN && (move.from ^ move.to) == 16)
    {
      ArbStdBoard board;

      pos->double_step = (ArbSquare) ((move.from + move.to) / 2);
      pos->en_passant = pos->double_step;
      arb_std_board_from_position (&board, pos);
      if (!arb_std_can_take_en_passant (&board))
        pos->en_passant = ARB_SQUARE_NONE;
    }
  pos->hash ^= arb_position_rights_hash (pos);

  /* FIDE 9.3: the count starts again at a capture or a pawn move. */
  if (undo->captured != ARB_PIECE_NONE || type == ARB_PIECE_TYPE_PAWN)
    pos->halfmove_clock = 0;
  else if (pos->halfmove_clock < ARB_CLOCK_MAX)
    pos->halfmove_clock++;
  if (side == ARB_SIDE_BLACK && pos->fullmove_number < ARB_CLOCK_MAX)
    pos->fullmove_number++;
}

/* A King's move onto the square of a Rook it could castle with was that
 * castling: the square held its own Rook. */
static gboolean
was_castling (const ArbChessUndo *undo,
              ArbSide             side)
{
  return arb_piece_type (undo->moved) == ARB_PIECE_TYPE_KING
         && (undo->castling[side][0] == undo->move.to || undo->castling[side][1] == undo->move.to);
}

/**
 * arb_standard_unmake_move:
 * @pos: the position after arb_standard_make_move()
 * @undo: what it saved
 */
void
arb_standard_unmake_move (ArbChessPosition   *pos,
                          const ArbChessUndo *undo)
{
  ArbChessMove move = undo->move;
  ArbSide side = arb_side_negate (pos->turn);

  if (was_castling (undo, side))
    {
      ArbSquare king_to, rook_to;

      arb_std_castling_squares (move.from, move.to, &king_to, &rook_to);
      SET (pos, king_to, ARB_PIECE_NONE);
      SET (pos, rook_to, ARB_PIECE_NONE);
      SET (pos, move.from, undo->moved);
      SET (pos, move.to, arb_piece_make (ARB_PIECE_TYPE_ROOK, side));
    }
  else
    {
      SET (pos, move.to, ARB_PIECE_NONE);
      SET (pos, move.from, undo->moved);
      if (undo->captured != ARB_PIECE_NONE)
        {
          ArbSquare at = move.to;

          if (arb_piece_type (undo->moved) == ARB_PIECE_TYPE_PAWN && move.to == undo->en_passant)
            at = en_passant_victim (side, move.to);
          SET (pos, at, undo->captured);
        }
    }

  memcpy (pos->castling, undo->castling, sizeof pos->castling);
  pos->en_passant = undo->en_passant;
  pos->double_step = undo->double_step;
  pos->halfmove_clock = undo->halfmove_clock;
  pos->fullmove_number = undo->fullmove_number;
  pos->turn = side;
  pos->hash = undo->hash;
}

/**
 * arb_standard_perft:
 * @pos: a position of standard chess or Chess960
 * @depth: plies
 *
 * Returns: the number of legal move sequences of @depth plies, counted on
 *   bitboards (copy-make, the last ply counted without being made).
 */
guint64
arb_standard_perft (const ArbChessPosition *pos,
                    guint                   depth)
{
  ArbStdBoard board;

  if (depth == 0)
    return 1;
  if (pos->king[ARB_SIDE_WHITE] == ARB_SQUARE_NONE || pos->king[ARB_SIDE_BLACK] == ARB_SQUARE_NONE)
    return 0;
  arb_std_board_from_position (&board, pos);
  return arb_std_perft (&board, depth);
}

/**
 * arb_standard_dead_position:
 * @pos: a position
 *
 * FIDE 5.2.2 by material, the cases no sequence of legal moves can mate
 * in: King against King, King and a Bishop or a Knight against King, and
 * Kings and Bishops only, every Bishop on squares of one colour.
 *
 * Returns: whether @pos is dead by its material.
 */
gboolean
arb_standard_dead_position (const ArbChessPosition *pos)
{
  guint knights = 0, bishops = 0, others = 0;
  guint bishop_colours = 0;

  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    for (int y = 0; y < ARB_BOARD_SIZE; y++)
      switch (arb_piece_type (pos->board[x][y]))
        {
        case ARB_PIECE_TYPE_NONE:
        case ARB_PIECE_TYPE_KING:
          break;
        case ARB_PIECE_TYPE_KNIGHT:
          knights++;
          break;
        case ARB_PIECE_TYPE_BISHOP:
          bishops++;
          bishop_colours |= 1u << ((x + y) & 1);
          break;
        default:
          others++;
          break;
        }
  if (others > 0)
    return FALSE;
  if (knights + bishops <= 1)
    return TRUE;
  return knights == 0 && bishop_colours != 3;
}
