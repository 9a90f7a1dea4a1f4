/* arb-chess-game.c — the chess API of the founding project, on ArbGame
 *
 * A chess game is an ArbGame whose rules are arb_chess_rules; these
 * functions keep the signatures and behaviour they had before the referee
 * became generic (rules.md §4–§6 over the [x][y] board).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-chess.h"

#define IS_CHESS(self) (ARB_IS_GAME (self) && arb_game_get_rules (self) == &arb_chess_rules)
#define RETURN_IF_NOT_CHESS(self, val) g_return_val_if_fail (IS_CHESS (self), val)

static inline const ArbChessPosition *
position_of (ArbGame *self)
{
  return arb_game_get_state (self);
}

/* ------------------------------------------------------------ creating */

/**
 * arb_game_new_from_position:
 * @start: the position the game starts from
 *
 * A chess game from any position. If a King is missing the game is already
 * over (the side with a King has won); if the side to move has no move at
 * all it is already drawn.
 *
 * Returns: (transfer full): a new game.
 */
ArbGame *
arb_game_new_from_position (const ArbChessPosition *start)
{
  g_return_val_if_fail (start != NULL, NULL);
  return arb_game_new_from_state (&arb_chess_rules, start);
}

/**
 * arb_game_new:
 *
 * Returns: (transfer full): a chess game from the standard starting position.
 */
ArbGame *
arb_game_new (void)
{
  return arb_game_new_for_rules (&arb_chess_rules);
}

/**
 * arb_game_new_from_fen:
 * @fen: a FEN string
 * @error: return location for an %ARB_FEN_ERROR
 *
 * Returns: (transfer full) (nullable): a chess game starting from @fen, or
 *   %NULL with @error set when @fen is not valid.
 */
ArbGame *
arb_game_new_from_fen (const char *fen,
                       GError    **error)
{
  g_return_val_if_fail (fen != NULL, NULL);
  return arb_game_new_from_string (&arb_chess_rules, fen, error);
}

/* -------------------------------------------------------- the position */

/**
 * arb_game_get_position:
 * @self: a chess game
 *
 * Returns: (transfer none): the current position; valid until the next change.
 */
const ArbChessPosition *
arb_game_get_position (ArbGame *self)
{
  RETURN_IF_NOT_CHESS (self, NULL);
  return position_of (self);
}

/**
 * arb_game_get_start_position:
 * @self: a chess game
 *
 * Returns: (transfer none): the position the game started from.
 */
const ArbChessPosition *
arb_game_get_start_position (ArbGame *self)
{
  RETURN_IF_NOT_CHESS (self, NULL);
  return arb_game_get_start_state (self);
}

/**
 * arb_game_piece_at:
 * @self: a chess game
 * @x: column, 0 = file a
 * @y: row, 0 = rank 8
 *
 * Returns: the piece on `[x][y]`, or %ARB_PIECE_NONE.
 */
ArbPiece
arb_game_piece_at (ArbGame *self,
                   int      x,
                   int      y)
{
  RETURN_IF_NOT_CHESS (self, ARB_PIECE_NONE);
  return arb_position_piece_at (position_of (self), x, y);
}

/* ----------------------------------------------------------- the rules */

/**
 * arb_game_can_move:
 * @self: a chess game
 * @x: @y: the piece's square
 * @dx: @dy: the destination
 * @side: the side that would move
 *
 * The game's rule of spec §4 on the current position. Like the spec, it
 * ignores whose turn it is and whether the game is over.
 *
 * Returns: %TRUE when the move is allowed by the rule.
 */
gboolean
arb_game_can_move (ArbGame *self,
                   int      x,
                   int      y,
                   int      dx,
                   int      dy,
                   ArbSide  side)
{
  RETURN_IF_NOT_CHESS (self, FALSE);
  return arb_position_can_move (position_of (self), x, y, dx, dy, side);
}

/**
 * arb_game_try_move:
 * @self: a chess game
 * @x: @y: the piece's square
 * @dx: @dy: the destination
 * @error: return location for an %ARB_MOVE_ERROR whose code is an
 *   #ArbChessReason and whose message says why in words
 *
 * Spec §5: plays the move when the game is not over and the side to move
 * may make it, pushing the move and what followed from it on the history.
 * On failure nothing changes.
 *
 * Returns: %TRUE when the move was played.
 */
gboolean
arb_game_try_move (ArbGame *self,
                   int      x,
                   int      y,
                   int      dx,
                   int      dy,
                   GError **error)
{
  ArbMove move;

  RETURN_IF_NOT_CHESS (self, FALSE);

  if (!arb_coords_on_board (x, y) || !arb_coords_on_board (dx, dy))
    {
      /* The squares cannot be packed into cells: say why as the rules would. */
      if (arb_game_is_over (self))
        {
          g_autofree char *why = arb_move_reason_describe (ARB_MOVE_REASON_GAME_OVER,
                                                           ARB_SQUARE_NONE);

          g_set_error_literal (error, ARB_MOVE_ERROR, ARB_MOVE_REASON_GAME_OVER, why);
        }
      else
        {
          g_autofree char *why = arb_move_reason_describe (ARB_MOVE_REASON_OFF_BOARD,
                                                           ARB_SQUARE_NONE);

          g_set_error_literal (error, ARB_MOVE_ERROR, ARB_MOVE_REASON_OFF_BOARD, why);
        }
      return FALSE;
    }
  move = arb_move_from_to (ARB_SQUARE (x, y), ARB_SQUARE (dx, dy));
  return arb_game_play_move (self, &move, error);
}

/**
 * arb_game_move:
 * @self: a chess game
 * @x: @y: the piece's square
 * @dx: @dy: the destination
 *
 * arb_game_try_move() for callers that only need to know whether it worked.
 *
 * Returns: %TRUE when the move was played.
 */
gboolean
arb_game_move (ArbGame *self,
               int      x,
               int      y,
               int      dx,
               int      dy)
{
  return arb_game_try_move (self, x, y, dx, dy, NULL);
}

/**
 * arb_game_play:
 * @self: a chess game
 * @move: a move
 * @error: return location for an %ARB_MOVE_ERROR
 *
 * Returns: %TRUE when @move was played; see arb_game_try_move().
 */
gboolean
arb_game_play (ArbGame      *self,
               ArbChessMove  move,
               GError      **error)
{
  g_return_val_if_fail (move.from < ARB_N_SQUARES && move.to < ARB_N_SQUARES, FALSE);

  return arb_game_try_move (self, ARB_SQUARE_X (move.from), ARB_SQUARE_Y (move.from),
                            ARB_SQUARE_X (move.to), ARB_SQUARE_Y (move.to), error);
}

/**
 * arb_game_is_in_check:
 * @self: a chess game
 * @side: a side
 *
 * Returns: whether the King of @side is attacked now (spec §6).
 */
gboolean
arb_game_is_in_check (ArbGame *self,
                      ArbSide  side)
{
  RETURN_IF_NOT_CHESS (self, FALSE);
  return arb_position_is_in_check (position_of (self), side);
}

/**
 * arb_game_reachable_squares:
 * @self: a chess game
 * @x: @y: a square
 * @list: (out caller-allocates): the moves of the piece on `[x][y]`
 *
 * The squares to highlight when a player selects the piece on `[x][y]`.
 * Empty when the square is empty, the piece is not the side to move's, or
 * the game is over.
 */
void
arb_game_reachable_squares (ArbGame          *self,
                            int               x,
                            int               y,
                            ArbChessMoveList *list)
{
  const ArbChessPosition *pos;

  g_return_if_fail (IS_CHESS (self));
  g_return_if_fail (list != NULL);

  pos = position_of (self);
  list->n_moves = 0;
  if (!arb_coords_on_board (x, y) || arb_game_is_over (self))
    return;
  if (pos->board[x][y] == ARB_PIECE_NONE || arb_piece_side (pos->board[x][y]) != pos->turn)
    return;
  arb_position_piece_moves (pos, ARB_SQUARE (x, y), list);
}

/**
 * arb_game_legal_moves:
 * @self: a chess game
 * @list: (out caller-allocates): every move the side to move may play;
 *   empty once the game is over
 */
void
arb_game_legal_moves (ArbGame          *self,
                      ArbChessMoveList *list)
{
  g_return_if_fail (IS_CHESS (self));
  g_return_if_fail (list != NULL);

  list->n_moves = 0;
  if (!arb_game_is_over (self))
    arb_position_generate_moves (position_of (self), list);
}
