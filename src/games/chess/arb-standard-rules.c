/* arb-standard-rules.c — what the referee asks of standard chess and
 * Chess960 beyond the list of legal moves: why a move is refused, which
 * move two squares mean, the moves of one piece and the pieces that reach
 * a square
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-standard.h"

#define AT(pos, sq) ((pos)->board[ARB_SQUARE_X (sq)][ARB_SQUARE_Y (sq)])

static gboolean
listed (const ArbChessMoveList *list, ArbChessMove move)
{
  for (guint i = 0; i < list->n_moves; i++)
    if (arb_chess_move_equal (list->moves[i], move))
      return TRUE;
  return FALSE;
}

/* The position with @side to move: the rules are asked about a side
 * whose turn it is not (the mission's can_move() ignores the turn); that
 * side could not take en passant. */
static ArbChessPosition
with_turn (const ArbChessPosition *pos, ArbSide side)
{
  ArbChessPosition copy = *pos;

  if (copy.turn != side)
    {
      copy.turn = side;
      copy.en_passant = ARB_SQUARE_NONE;
      copy.double_step = ARB_SQUARE_NONE;
    }
  return copy;
}

/**
 * arb_standard_resolve:
 * @pos: a position of standard chess or Chess960
 * @from: @to: the squares a player or a program named
 *
 * The move two squares name, as the game writes it: in standard chess a
 * King's two steps along its row are castling (UCI's `e1g1`) when that
 * castling is allowed; in both variants a King onto its own Rook is
 * castling (UCI_Chess960's `e1h1`). A pawn's move to the last row gets no
 * promotion here: the caller chooses one.
 *
 * Returns: the move.
 */
ArbChessMove
arb_standard_resolve (const ArbChessPosition *pos,
                      ArbSquare               from,
                      ArbSquare               to)
{
  ArbPiece piece = AT (pos, from);
  ArbSide side = arb_piece_side (piece);

  if (pos->variant == ARB_CHESS_STANDARD && arb_piece_type (piece) == ARB_PIECE_TYPE_KING
      && ARB_SQUARE_Y (from) == ARB_SQUARE_Y (to)
      && ABS (ARB_SQUARE_X (from) - ARB_SQUARE_X (to)) == 2)
    for (guint wing = 0; wing < 2; wing++)
      {
        ArbSquare rook = pos->castling[side][wing], king_to, rook_to;

        if (rook == ARB_SQUARE_NONE)
          continue;
        arb_std_castling_squares (from, rook, &king_to, &rook_to);
        if (king_to == to)
          return arb_chess_move_make (from, rook);
      }
  return arb_chess_move_make (from, to);
}

/* Whether an enemy of @enemies attacks @square through @occupied; if so,
 * @detail is the square in bits 0–7, the first attacker's square in bits
 * 8–15 and its piece type in bits 16–18. */
static gboolean
attacked (const ArbStdBoard *board,
          ArbSquare          square,
          ArbBitboard        occupied,
          ArbBitboard        enemies,
          guint             *detail)
{
  ArbBitboard attackers = arb_std_attackers (board, square, occupied) & enemies;
  ArbSquare from;

  if (attackers == 0)
    return FALSE;
  from = arb_bb_first (attackers);
  *detail = square | (guint) from << 8 | (guint) arb_piece_type (board->board[from]) << 16;
  return TRUE;
}

/* Why castling with the Rook on @rook is not allowed, @detail naming the
 * square: the right lost, a square between taken, then the King in
 * check, crossing or landing on an attacked square — judged with the
 * King and the Rook off the board, as Chess960 requires. */
static ArbChessReason
castling_reason (const ArbChessPosition *pos,
                 ArbSquare               king,
                 ArbSquare               rook,
                 ArbSide                 side,
                 guint                  *detail)
{
  ArbSquare king_to, rook_to;
  ArbStdBoard board;
  ArbBitboard occupied, enemies;
  int y = ARB_SQUARE_Y (king), low, high, step;

  if (rook == ARB_SQUARE_NONE
      || (pos->castling[side][ARB_CASTLE_KING_SIDE] != rook
          && pos->castling[side][ARB_CASTLE_QUEEN_SIDE] != rook))
    return ARB_MOVE_REASON_CASTLING;
  arb_std_castling_squares (king, rook, &king_to, &rook_to);
  low = MIN (MIN (ARB_SQUARE_X (king), ARB_SQUARE_X (king_to)),
             MIN (ARB_SQUARE_X (rook), ARB_SQUARE_X (rook_to)));
  high = MAX (MAX (ARB_SQUARE_X (king), ARB_SQUARE_X (king_to)),
              MAX (ARB_SQUARE_X (rook), ARB_SQUARE_X (rook_to)));
  /* The nearest taken square to the King first. */
  step = ARB_SQUARE_X (rook) > ARB_SQUARE_X (king) ? 1 : -1;
  for (int x = step > 0 ? low : high; x >= low && x <= high; x += step)
    {
      ArbSquare sq = ARB_SQUARE (x, y);

      if (sq != king && sq != rook && AT (pos, sq) != ARB_PIECE_NONE)
        {
          *detail = sq;
          return ARB_MOVE_REASON_CASTLING_BLOCKED;
        }
    }

  arb_std_board_from_position (&board, pos);
  enemies = board.side[arb_side_negate (side)];
  occupied = board.side[ARB_SIDE_WHITE] | board.side[ARB_SIDE_BLACK];
  if (attacked (&board, king, occupied, enemies, detail))
    return ARB_MOVE_REASON_CASTLING_IN_CHECK;
  /* Each square the King crosses and the one it lands on — its own, when
   * a Chess960 King stays put — with the King and the Rook off the board. */
  occupied &= ~ARB_BB (king) & ~ARB_BB (rook);
  step = ARB_SQUARE_X (king_to) > ARB_SQUARE_X (king) ? 1 : -1;
  for (int x = ARB_SQUARE_X (king); ; )
    {
      ArbSquare sq;

      if (x != ARB_SQUARE_X (king_to))
        x += step;
      sq = ARB_SQUARE (x, y);
      if (attacked (&board, sq, occupied, enemies, detail))
        return sq == king_to ? ARB_MOVE_REASON_CASTLING_INTO_CHECK
                             : ARB_MOVE_REASON_CASTLING_THROUGH_CHECK;
      if (sq == king_to)
        break;
    }
  return ARB_MOVE_REASON_CASTLING;
}

/* The enemy pieces that attack @side's King. */
static ArbBitboard
king_attackers (const ArbChessPosition *pos, ArbSide side)
{
  ArbStdBoard board;

  if (pos->king[side] == ARB_SQUARE_NONE)
    return 0;
  arb_std_board_from_position (&board, pos);
  return arb_std_attackers (&board, pos->king[side],
                            board.side[ARB_SIDE_WHITE] | board.side[ARB_SIDE_BLACK])
         & board.side[arb_side_negate (side)];
}

/* The enemy pieces that attack @side's King after @move. */
static ArbBitboard
attackers_after (const ArbChessPosition *pos, ArbChessMove move, ArbSide side)
{
  ArbChessPosition after = *pos;
  ArbChessUndo undo;

  after.turn = side;
  arb_standard_make_move (&after, move, &undo);
  return king_attackers (&after, side);
}

/**
 * arb_standard_explain:
 * @pos: a position of standard chess or Chess960
 * @move: a move, as arb_standard_resolve() reads two squares, with its
 *   promotion
 * @side: the side that would move
 * @detail: (out): the square the reason names (a blocker, the attacker of
 *   the King, with its piece type in bits 8–10), or %ARB_SQUARE_NONE
 *
 * The first rule @move breaks, in the order a player thinks of them: the
 * piece's own movement (the simplified game's reasons), then castling and
 * promotion, then the King left in check (FIDE 3.9): by a pinned piece
 * leaving its line, by an en passant that uncovers a line, or otherwise.
 *
 * Returns: the reason, %ARB_MOVE_REASON_OK for a legal move.
 */
ArbChessReason
arb_standard_explain (const ArbChessPosition *pos,
                      ArbChessMove            move,
                      ArbSide                 side,
                      guint                  *detail)
{
  ArbChessPosition turned = with_turn (pos, side);
  ArbChessMoveList list;
  ArbPiece piece = AT (pos, move.from);
  ArbPieceType type = arb_piece_type (piece);
  gboolean last_row = ARB_SQUARE_Y (move.to) == (side == ARB_SIDE_WHITE ? 0 : 7);
  ArbSquare blocker = ARB_SQUARE_NONE, attacker;
  ArbBitboard after, uncovered;
  ArbChessReason reason;
  gboolean en_passant;

  *detail = ARB_SQUARE_NONE;
  arb_standard_generate (&turned, &list);
  if (listed (&list, move))
    return ARB_MOVE_REASON_OK;

  if (arb_standard_is_castling (pos, move))
    return castling_reason (pos, move.from, move.to, side, detail);
  /* A King's two steps along its first row in standard chess: castling
   * with the Rook of that side's corner. */
  if (type == ARB_PIECE_TYPE_KING && ARB_SQUARE_Y (move.from) == ARB_SQUARE_Y (move.to)
      && ARB_SQUARE_Y (move.from) == (side == ARB_SIDE_WHITE ? 7 : 0)
      && ABS (ARB_SQUARE_X (move.from) - ARB_SQUARE_X (move.to)) == 2
      && pos->variant == ARB_CHESS_STANDARD)
    {
      guint wing = move.to > move.from ? ARB_CASTLE_KING_SIDE : ARB_CASTLE_QUEEN_SIDE;

      return castling_reason (pos, move.from, pos->castling[side][wing], side, detail);
    }

  /* En passant: a pawn's diagonal step to the empty square a pawn just
   * skipped follows the pawn's rule; anything else is judged as in the
   * founding game. */
  en_passant = type == ARB_PIECE_TYPE_PAWN && move.to == turned.double_step
               && ABS (ARB_SQUARE_X (move.from) - ARB_SQUARE_X (move.to)) == 1
               && ARB_SQUARE_Y (move.to) - ARB_SQUARE_Y (move.from)
                    == (side == ARB_SIDE_WHITE ? -1 : 1);
  if (!en_passant)
    {
      reason = arb_position_explain_move (pos, ARB_SQUARE_X (move.from), ARB_SQUARE_Y (move.from),
                                          ARB_SQUARE_X (move.to), ARB_SQUARE_Y (move.to), side,
                                          &blocker);
      if (reason != ARB_MOVE_REASON_OK)
        {
          *detail = blocker;
          return reason;
        }
    }

  /* FIDE 3.7.e: a pawn on the last row becomes a Queen, Rook, Bishop or
   * Knight, and only there. */
  if ((type == ARB_PIECE_TYPE_PAWN && last_row)
        ? (move.promotion < ARB_PIECE_TYPE_QUEEN || move.promotion > ARB_PIECE_TYPE_KNIGHT)
        : move.promotion != ARB_PIECE_TYPE_NONE)
    return ARB_MOVE_REASON_PROMOTION;

  /* The position keeps no en-passant square when taking there is
   * illegal (it is not part of the position then, FIDE 9.2.2): the
   * capture is tried as if it were, to name the piece it uncovers. */
  if (en_passant)
    turned.en_passant = turned.double_step;
  after = attackers_after (&turned, move, side);
  /* A piece other than the King that uncovers an attack on it stood on
   * the line between the attacker and the King: it is pinned. */
  uncovered = after & ~king_attackers (&turned, side);
  if (en_passant)
    reason = ARB_MOVE_REASON_EN_PASSANT_CHECK;
  else if (type != ARB_PIECE_TYPE_KING && uncovered != 0)
    {
      reason = ARB_MOVE_REASON_PINNED;
      after = uncovered;
    }
  else
    reason = ARB_MOVE_REASON_KING_IN_CHECK;
  if (after != 0)
    {
      attacker = arb_bb_first (after);
      *detail = attacker | (guint) arb_piece_type (AT (pos, attacker)) << 8;
    }
  return reason;
}

/**
 * arb_standard_piece_moves:
 * @pos: a position of standard chess or Chess960
 * @from: a square
 * @list: (out caller-allocates): the legal moves of the piece on @from,
 *   for its own side whether or not it is that side's turn
 */
void
arb_standard_piece_moves (const ArbChessPosition *pos,
                          ArbSquare               from,
                          ArbChessMoveList       *list)
{
  ArbChessPosition turned;
  ArbChessMoveList all;

  list->n_moves = 0;
  if (AT (pos, from) == ARB_PIECE_NONE)
    return;
  turned = with_turn (pos, arb_piece_side (AT (pos, from)));
  arb_standard_generate (&turned, &all);
  for (guint i = 0; i < all.n_moves; i++)
    if (all.moves[i].from == from)
      list->moves[list->n_moves++] = all.moves[i];
}

/**
 * arb_standard_find_movers:
 *
 * arb_position_find_movers() in standard chess and Chess960: the pieces
 * of @type and @side with a legal move to @to, in board order (SAN's
 * disambiguation counts legal moves only: a pinned Knight does not make
 * the other one ambiguous).
 */
guint
arb_standard_find_movers (const ArbChessPosition *pos,
                          ArbPieceType            type,
                          ArbSide                 side,
                          ArbSquare               to,
                          ArbSquare              *movers,
                          guint                   max_movers)
{
  ArbChessPosition turned = with_turn (pos, side);
  ArbChessMoveList all;
  guint64 found = 0;
  guint n = 0;

  arb_standard_generate (&turned, &all);
  for (guint i = 0; i < all.n_moves; i++)
    if (all.moves[i].to == to && arb_piece_type (AT (pos, all.moves[i].from)) == type
        && !arb_standard_is_castling (pos, all.moves[i]))
      found |= G_GUINT64_CONSTANT (1) << all.moves[i].from;
  for (ArbSquare sq = 0; sq < ARB_N_SQUARES; sq++)
    if (found & (G_GUINT64_CONSTANT (1) << sq))
      {
        if (n < max_movers)
          movers[n] = sq;
        n++;
      }
  return n;
}
