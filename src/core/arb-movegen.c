/* arb-movegen.c — every move of a side, without allocating
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-position.h"

/**
 * arb_position_piece_moves:
 * @pos: a position
 * @from: a square
 * @list: (out caller-allocates): receives the moves
 *
 * Lists every destination the piece on @from may reach under the game's
 * rule (spec §4), for the piece's own side whether or not it is that side's
 * turn — this is what a UI highlights. Empty for an empty square.
 */
void
arb_position_piece_moves (const ArbPosition *pos,
                          ArbSquare          from,
                          ArbMoveList       *list)
{
  ArbPiece piece;

  g_return_if_fail (pos != NULL && list != NULL && from < ARB_N_SQUARES);

  list->n_moves = 0;
  piece = pos->board[ARB_SQUARE_X (from)][ARB_SQUARE_Y (from)];
  if (piece != ARB_PIECE_NONE)
    arb_piece_class (arb_piece_type (piece))->generate (pos, from, list);
}

/**
 * arb_position_generate_moves:
 * @pos: a position
 * @list: (out caller-allocates): receives the moves
 *
 * Lists every move of the side to move that satisfies the game's rule, in
 * board order (a8, b8 … h1 by source square). Moves into check are
 * included: they are legal in this game. Whether the game is over is the
 * caller's question (see arb_position_status()).
 */
void
arb_position_generate_moves (const ArbPosition *pos,
                             ArbMoveList       *list)
{
  g_return_if_fail (pos != NULL && list != NULL);

  list->n_moves = 0;
  for (int y = 0; y < ARB_BOARD_SIZE; y++)
    for (int x = 0; x < ARB_BOARD_SIZE; x++)
      {
        ArbPiece piece = pos->board[x][y];

        if (piece != ARB_PIECE_NONE && arb_piece_side (piece) == pos->turn)
          arb_piece_class (arb_piece_type (piece))->generate (pos, ARB_SQUARE (x, y), list);
      }
}

/**
 * arb_position_has_moves:
 * @pos: a position
 *
 * Returns: %TRUE when the side to move has at least one move; stops at the
 *   first piece that has one.
 */
gboolean
arb_position_has_moves (const ArbPosition *pos)
{
  ArbMoveList list;

  g_return_val_if_fail (pos != NULL, FALSE);

  list.n_moves = 0;
  for (int y = 0; y < ARB_BOARD_SIZE; y++)
    for (int x = 0; x < ARB_BOARD_SIZE; x++)
      {
        ArbPiece piece = pos->board[x][y];

        if (piece != ARB_PIECE_NONE && arb_piece_side (piece) == pos->turn)
          {
            arb_piece_class (arb_piece_type (piece))->generate (pos, ARB_SQUARE (x, y), &list);
            if (list.n_moves > 0)
              return TRUE;
          }
      }
  return FALSE;
}

/**
 * arb_position_is_legal:
 * @pos: a position
 * @move: a move
 *
 * Returns: whether the side to move may play @move by the game's rule.
 */
gboolean
arb_position_is_legal (const ArbPosition *pos,
                       ArbMove            move)
{
  g_return_val_if_fail (pos != NULL, FALSE);

  if (move.from >= ARB_N_SQUARES || move.to >= ARB_N_SQUARES)
    return FALSE;
  return arb_position_can_move (pos, ARB_SQUARE_X (move.from), ARB_SQUARE_Y (move.from),
                                ARB_SQUARE_X (move.to), ARB_SQUARE_Y (move.to), pos->turn);
}
