/* arb-movegen.c — every move of a side, without allocating
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-position.h"
#include "arb-standard.h"

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
arb_position_piece_moves (const ArbChessPosition *pos,
                          ArbSquare          from,
                          ArbChessMoveList       *list)
{
  ArbPiece piece;

  g_return_if_fail (pos != NULL && list != NULL && from < ARB_N_SQUARES);

  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    {
      arb_standard_piece_moves (pos, from, list);
      return;
    }
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
arb_position_generate_moves (const ArbChessPosition *pos,
                             ArbChessMoveList       *list)
{
  g_return_if_fail (pos != NULL && list != NULL);

  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    {
      arb_standard_generate (pos, list);
      return;
    }
  list->n_moves = 0;
  /* 16 pieces a side at most keeps the list within ARB_MAX_MOVES. */
  g_return_if_fail (pos->n_pieces[pos->turn] <= 16);
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
arb_position_has_moves (const ArbChessPosition *pos)
{
  ArbChessMoveList list;

  g_return_val_if_fail (pos != NULL, FALSE);

  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    return arb_standard_has_moves (pos);
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
 * arb_position_find_movers:
 * @pos: a position
 * @type: a piece type
 * @side: whose pieces
 * @to: the destination
 * @movers: (out caller-allocates) (array length=max_movers): receives the squares
 * @max_movers: room in @movers
 *
 * Finds the pieces of @type and @side that the game's rule lets move to
 * @to, in board order (a8, b8 … h1). This is what SAN needs to read a move
 * or to tell two knights apart, without generating every move of the side.
 *
 * Returns: how many pieces can move there; only the first @max_movers are
 *   stored.
 */
guint
arb_position_find_movers (const ArbChessPosition *pos,
                          ArbPieceType       type,
                          ArbSide            side,
                          ArbSquare          to,
                          ArbSquare         *movers,
                          guint              max_movers)
{
  ArbPiece wanted = arb_piece_make (type, side);
  const ArbPieceClass *klass = arb_piece_class (type);
  ArbSquare origins[ARB_N_SQUARES];
  guint n_origins = 0, n = 0;
  int tx, ty;

  g_return_val_if_fail (pos != NULL && to < ARB_N_SQUARES && klass != NULL, 0);
  g_return_val_if_fail (movers != NULL || max_movers == 0, 0);

  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    return arb_standard_find_movers (pos, type, side, to, movers, max_movers);
  tx = ARB_SQUARE_X (to);
  ty = ARB_SQUARE_Y (to);

  /* Nothing may move onto its own side's piece (spec §4.3). */
  if (pos->board[tx][ty] != ARB_PIECE_NONE && arb_piece_side (pos->board[tx][ty]) == side)
    return 0;

  /* Look back from @to for squares a piece of @type could come from. Every
   * step set but the Pawn's is symmetric, so walking the steps from @to
   * finds them; for a slider only the first piece on each line can. */
  if (klass->n_captures > 0)
    {
      /* The Pawn: one step back, two from its starting row, or one capture
       * back, in its table's squares; its rule then decides. */
      int back = -arb_pawn_forward (side);
      int candidates[4][2];
      guint n_candidates = 0;

      candidates[n_candidates][0] = klass->steps[0][0];
      candidates[n_candidates++][1] = klass->steps[0][1];
      candidates[n_candidates][0] = 2 * klass->steps[0][0];
      candidates[n_candidates++][1] = 2 * klass->steps[0][1];
      for (guint i = 0; i < klass->n_captures; i++)
        {
          candidates[n_candidates][0] = klass->captures[i][0];
          candidates[n_candidates++][1] = klass->captures[i][1];
        }
      for (guint i = 0; i < n_candidates; i++)
        {
          int x = tx - candidates[i][0], y = ty + back * candidates[i][1];

          if (arb_coords_on_board (x, y))
            origins[n_origins++] = ARB_SQUARE (x, y);
        }
    }
  else
    for (guint i = 0; i < klass->n_steps; i++)
      {
        int x = tx + klass->steps[i][0], y = ty + klass->steps[i][1];

        while (arb_coords_on_board (x, y))
          {
            if (pos->board[x][y] == wanted)
              origins[n_origins++] = ARB_SQUARE (x, y);
            if (pos->board[x][y] != ARB_PIECE_NONE || !klass->slides)
              break;
            x += klass->steps[i][0];
            y += klass->steps[i][1];
          }
      }

  /* Board order, as documented: at most a few squares, so insertion sort. */
  for (guint i = 1; i < n_origins; i++)
    for (guint j = i; j > 0 && origins[j - 1] > origins[j]; j--)
      {
        ArbSquare tmp = origins[j];

        origins[j] = origins[j - 1];
        origins[j - 1] = tmp;
      }

  /* A piece found by walking back along its own steps, stopping at the
   * first piece on a line, already satisfies its rule and the obstacle
   * rule; only the Pawn, whose rule reads the board, needs the full test. */
  for (guint i = 0; i < n_origins; i++)
    {
      int x = ARB_SQUARE_X (origins[i]), y = ARB_SQUARE_Y (origins[i]);

      if (pos->board[x][y] == wanted
          && (klass->n_captures == 0 || arb_position_can_move (pos, x, y, tx, ty, side)))
        {
          if (n < max_movers)
            movers[n] = origins[i];
          n++;
        }
    }
  return n;
}

/**
 * arb_position_is_legal:
 * @pos: a position
 * @move: a move
 *
 * Returns: whether the side to move may play @move by the game's rule.
 */
gboolean
arb_position_is_legal (const ArbChessPosition *pos,
                       ArbChessMove            move)
{
  g_return_val_if_fail (pos != NULL, FALSE);

  if (move.from >= ARB_N_SQUARES || move.to >= ARB_N_SQUARES)
    return FALSE;
  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    {
      guint detail;

      return arb_standard_explain (pos, move, pos->turn, &detail) == ARB_MOVE_REASON_OK;
    }
  return arb_position_can_move (pos, ARB_SQUARE_X (move.from), ARB_SQUARE_Y (move.from),
                                ARB_SQUARE_X (move.to), ARB_SQUARE_Y (move.to), pos->turn);
}
