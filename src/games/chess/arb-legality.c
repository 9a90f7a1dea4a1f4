/* arb-legality.c — the game's rule for one move (spec §4) and check (spec §6)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-position.h"

/* Walks the squares strictly between (x, y) and (dx, dy) on their common
 * line and returns the first occupied one, or ARB_SQUARE_NONE. Only called
 * for pieces that do not leap, whose moves always lie on a line. */
static ArbSquare
first_obstacle (const ArbChessPosition *pos, int x, int y, int dx, int dy)
{
  int sx = (dx > x) - (dx < x);
  int sy = (dy > y) - (dy < y);

  for (int cx = x + sx, cy = y + sy; cx != dx || cy != dy; cx += sx, cy += sy)
    if (pos->board[cx][cy] != ARB_PIECE_NONE)
      return ARB_SQUARE (cx, cy);

  return ARB_SQUARE_NONE;
}

/**
 * arb_position_can_move:
 * @pos: a position
 * @x: @y: the square of the piece
 * @dx: @dy: the destination
 * @side: the side that would move
 *
 * The game's rule, exactly as spec §4: both squares on the board and
 * different, a piece of @side on the first, no piece of @side on the second,
 * the piece's own rule allows the step, and nothing stands in between
 * (except for the Knight). It ignores whose turn it is and check; check
 * detection uses it for the side not on move.
 *
 * Returns: %TRUE when the move is allowed.
 */
gboolean
arb_position_can_move (const ArbChessPosition *pos,
                       int                x,
                       int                y,
                       int                dx,
                       int                dy,
                       ArbSide            side)
{
  ArbPiece piece, target;
  const ArbPieceClass *klass;

  g_return_val_if_fail (pos != NULL, FALSE);

  if (!arb_coords_on_board (x, y) || !arb_coords_on_board (dx, dy) || (x == dx && y == dy))
    return FALSE;

  piece = pos->board[x][y];
  if (piece == ARB_PIECE_NONE || arb_piece_side (piece) != side)
    return FALSE;

  target = pos->board[dx][dy];
  if (target != ARB_PIECE_NONE && arb_piece_side (target) == side)
    return FALSE;

  klass = arb_piece_class (arb_piece_type (piece));
  if (!klass->can_move (pos, x, y, dx, dy, side))
    return FALSE;

  return klass->leaps || first_obstacle (pos, x, y, dx, dy) == ARB_SQUARE_NONE;
}

/**
 * arb_position_explain_move:
 * @pos: a position
 * @x: @y: the square of the piece
 * @dx: @dy: the destination
 * @side: the side that would move
 * @blocker: (out) (optional): for %ARB_MOVE_REASON_BLOCKED, the first
 *   square in the way; %ARB_SQUARE_NONE otherwise
 *
 * The same rule as arb_position_can_move(), but says which condition failed
 * first, so that a UI can tell a player why ("blocked at d3"). The two agree:
 * this returns %ARB_MOVE_REASON_OK exactly when can_move is %TRUE.
 *
 * Returns: the reason, or %ARB_MOVE_REASON_OK.
 */
ArbChessReason
arb_position_explain_move (const ArbChessPosition *pos,
                           int                x,
                           int                y,
                           int                dx,
                           int                dy,
                           ArbSide            side,
                           ArbSquare         *blocker)
{
  ArbSquare dummy;
  ArbPiece piece, target;
  const ArbPieceClass *klass;

  g_return_val_if_fail (pos != NULL, ARB_MOVE_REASON_OFF_BOARD);

  if (blocker == NULL)
    blocker = &dummy;
  *blocker = ARB_SQUARE_NONE;

  if (!arb_coords_on_board (x, y) || !arb_coords_on_board (dx, dy))
    return ARB_MOVE_REASON_OFF_BOARD;
  if (x == dx && y == dy)
    return ARB_MOVE_REASON_SAME_SQUARE;

  piece = pos->board[x][y];
  if (piece == ARB_PIECE_NONE)
    return ARB_MOVE_REASON_NO_PIECE;
  if (arb_piece_side (piece) != side)
    return ARB_MOVE_REASON_WRONG_SIDE;

  target = pos->board[dx][dy];
  if (target != ARB_PIECE_NONE && arb_piece_side (target) == side)
    return ARB_MOVE_REASON_OWN_PIECE;

  klass = arb_piece_class (arb_piece_type (piece));
  if (!klass->can_move (pos, x, y, dx, dy, side))
    return klass->explain != NULL ? (ArbChessReason) klass->explain (pos, x, y, dx, dy, side, blocker)
                                  : ARB_MOVE_REASON_PIECE_RULE;

  if (!klass->leaps)
    {
      *blocker = first_obstacle (pos, x, y, dx, dy);
      if (*blocker != ARB_SQUARE_NONE)
        return ARB_MOVE_REASON_BLOCKED;
    }

  return ARB_MOVE_REASON_OK;
}

/* ------------------------------------------------------------ attacks */

static inline gboolean
is_piece (ArbPiece piece, ArbPieceType type, ArbSide side)
{
  return piece == arb_piece_make (type, side);
}

/* Whether @klass moves along (sx, sy): its steps are symmetric, so a piece
 * that can step from A to B can step from B to A. */
static gboolean
has_step (const ArbPieceClass *klass, int sx, int sy)
{
  for (guint i = 0; i < klass->n_steps; i++)
    if (klass->steps[i][0] == sx && klass->steps[i][1] == sy)
      return TRUE;
  return FALSE;
}

/**
 * arb_position_is_attacked:
 * @pos: a position
 * @sq: a square on which an enemy of @by stands (or would stand)
 * @by: the attacking side
 *
 * Whether some piece of @by could capture on @sq, looking outward from the
 * square instead of trying every piece. For an occupied @sq this equals
 * "some piece of @by satisfies can_move onto @sq"; the tests check that.
 *
 * Returns: %TRUE when @sq is attacked by @by.
 */
gboolean
arb_position_is_attacked (const ArbChessPosition *pos,
                          ArbSquare          sq,
                          ArbSide            by)
{
  const ArbPieceClass *pawn = arb_piece_class (ARB_PIECE_TYPE_PAWN);
  const ArbPieceClass *knight = arb_piece_class (ARB_PIECE_TYPE_KNIGHT);
  /* The Queen's steps are every line any piece moves along. */
  const ArbPieceClass *lines = arb_piece_class (ARB_PIECE_TYPE_QUEEN);
  int x, y;

  g_return_val_if_fail (pos != NULL && sq < ARB_N_SQUARES, FALSE);

  x = ARB_SQUARE_X (sq);
  y = ARB_SQUARE_Y (sq);

  /* A pawn captures along its captures, forward for its side: an attacking
   * pawn of @by stands one capture back from @sq. */
  for (guint i = 0; i < pawn->n_captures; i++)
    {
      int px = x - pawn->captures[i][0];
      int py = y - pawn->captures[i][1] * arb_pawn_forward (by);

      if (arb_coords_on_board (px, py) && is_piece (pos->board[px][py], ARB_PIECE_TYPE_PAWN, by))
        return TRUE;
    }

  /* The Knight leaps: one look per step. */
  for (guint i = 0; i < knight->n_steps; i++)
    {
      int kx = x + knight->steps[i][0], ky = y + knight->steps[i][1];

      if (arb_coords_on_board (kx, ky) && is_piece (pos->board[kx][ky], ARB_PIECE_TYPE_KNIGHT, by))
        return TRUE;
    }

  /* Along each line, the first piece met attacks @sq when it is @by's and
   * moves along that line: as far as it likes when it slides, one square
   * when it steps (the King). Anything else blocks the line. */
  for (guint i = 0; i < lines->n_steps; i++)
    {
      int sx = lines->steps[i][0], sy = lines->steps[i][1];
      int cx = x + sx, cy = y + sy;

      for (int distance = 1; arb_coords_on_board (cx, cy); distance++, cx += sx, cy += sy)
        {
          ArbPiece piece = pos->board[cx][cy];
          const ArbPieceClass *klass;

          if (piece == ARB_PIECE_NONE)
            continue;
          klass = arb_piece_class (arb_piece_type (piece));
          if (arb_piece_side (piece) == by && klass->n_captures == 0 && !klass->leaps
              && (klass->slides || distance == 1) && has_step (klass, -sx, -sy))
            return TRUE;
          break;
        }
    }

  return FALSE;
}

/**
 * arb_position_is_in_check:
 * @pos: a position
 * @side: a side
 *
 * Spec §6: the King of @side is on the board and some piece of the other
 * side could move onto its square. Without a King, %FALSE.
 *
 * Returns: whether @side is in check.
 */
gboolean
arb_position_is_in_check (const ArbChessPosition *pos,
                          ArbSide            side)
{
  g_return_val_if_fail (pos != NULL, FALSE);

  if (pos->king[side] == ARB_SQUARE_NONE)
    return FALSE;
  return arb_position_is_attacked (pos, pos->king[side], arb_side_negate (side));
}
