/* arb-piece.c — the six piece types as constant tables (spec §2–§3)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-piece.h"
#include "arb-position.h"

/* --------------------------------------------------------- helpers */

static inline gboolean
is_enemy (ArbPiece piece, ArbSide side)
{
  return piece != ARB_PIECE_NONE && arb_piece_side (piece) != side;
}

static inline void
push_move (ArbChessMoveList *list, ArbSquare from, int x, int y)
{
  /* No bounds check on this hot path: the generators' entry points refuse
   * a side with more than 16 pieces, which keeps every list under
   * ARB_MAX_MOVES (see arb-types.h). */
  list->moves[list->n_moves++] = arb_chess_move_make (from, ARB_SQUARE (x, y));
}

/* ------------------------------------------------------ own rules */

/* The King steps to any neighbouring square. */
static gboolean
king_can_move (const ArbChessPosition *pos, int x, int y, int dx, int dy, ArbSide side)
{
  return ABS (x - dx) <= 1 && ABS (y - dy) <= 1;
}

/* The Rook moves along its row or column. */
static gboolean
rook_can_move (const ArbChessPosition *pos, int x, int y, int dx, int dy, ArbSide side)
{
  return x == dx || y == dy;
}

/* The Bishop moves along a diagonal: as many columns as rows. */
static gboolean
bishop_can_move (const ArbChessPosition *pos, int x, int y, int dx, int dy, ArbSide side)
{
  return ABS (x - dx) == ABS (y - dy);
}

/* The Queen combines the Rook and the Bishop. */
static gboolean
queen_can_move (const ArbChessPosition *pos, int x, int y, int dx, int dy, ArbSide side)
{
  return rook_can_move (pos, x, y, dx, dy, side) || bishop_can_move (pos, x, y, dx, dy, side);
}

/* The Knight jumps two squares one way and one the other. */
static gboolean
knight_can_move (const ArbChessPosition *pos, int x, int y, int dx, int dy, ArbSide side)
{
  int ax = ABS (x - dx);
  int ay = ABS (y - dy);

  return (ax == 2 && ay == 1) || (ax == 1 && ay == 2);
}

static const ArbPieceClass pawn_class;

/* Whether (dx, dy) is (x, y) moved by @step of the Pawn's table, its dy
 * counted in rows forward. */
static inline gboolean
is_pawn_step (const gint8 step[2], int x, int y, int dx, int dy, int forward)
{
  return dx == x + step[0] && dy == y + step[1] * forward;
}

/* The Pawn is the one piece whose rule reads the board: it walks forward
 * onto empty squares only (its steps, twice from its starting row) and
 * captures only along its captures, diagonally forward. The squares are
 * the table's; the conditions are written here, once. */
static gboolean
pawn_can_move (const ArbChessPosition *pos, int x, int y, int dx, int dy, ArbSide side)
{
  int forward = arb_pawn_forward (side);
  ArbPiece target = pos->board[dx][dy];
  const gint8 *step = pawn_class.steps[0];

  /* One step straight ahead, never onto a piece: pawns do not capture straight. */
  if (is_pawn_step (step, x, y, dx, dy, forward))
    return target == ARB_PIECE_NONE;

  /* Two steps from the starting row, with both squares empty (no hopping). */
  if (dx == x + 2 * step[0] && dy == y + 2 * step[1] * forward && y == arb_pawn_start_row (side))
    return target == ARB_PIECE_NONE && pos->board[x + step[0]][y + step[1] * forward] == ARB_PIECE_NONE;

  /* One step diagonally forward, only to capture an enemy piece. */
  for (guint i = 0; i < pawn_class.n_captures; i++)
    if (is_pawn_step (pawn_class.captures[i], x, y, dx, dy, forward))
      return is_enemy (target, side);

  return FALSE;
}

/* Why the Pawn's rule refused a step: the first of its conditions the
 * step misses. */
static int
pawn_explain (const ArbChessPosition *pos, int x, int y, int dx, int dy, ArbSide side,
              ArbSquare *blocker)
{
  int forward = arb_pawn_forward (side);
  const gint8 *step = pawn_class.steps[0];
  gboolean straight = is_pawn_step (step, x, y, dx, dy, forward);
  gboolean twice = dx == x + 2 * step[0] && dy == y + 2 * step[1] * forward;
  ArbPiece target = pos->board[dx][dy];

  if ((straight || twice) && target != ARB_PIECE_NONE)
    return ARB_MOVE_REASON_PAWN_STRAIGHT_CAPTURE;
  for (guint i = 0; i < pawn_class.n_captures; i++)
    if (is_pawn_step (pawn_class.captures[i], x, y, dx, dy, forward) && target == ARB_PIECE_NONE)
      return ARB_MOVE_REASON_PAWN_DIAGONAL_EMPTY;
  if (twice)
    {
      if (y != arb_pawn_start_row (side))
        return ARB_MOVE_REASON_PAWN_DOUBLE_STEP;
      *blocker = ARB_SQUARE (x + step[0], y + step[1] * forward);
      return ARB_MOVE_REASON_BLOCKED;
    }
  return ARB_MOVE_REASON_PIECE_RULE;
}

/* ----------------------------------------------------- generators */

/* One loop for every piece that is just offsets: steppers try each offset
 * once, sliders repeat it until the edge, an own piece (stop before it) or
 * an enemy piece (stop on it: a capture). */
static void
generate_by_steps (const ArbChessPosition *pos, ArbSquare from, ArbChessMoveList *list)
{
  int x = ARB_SQUARE_X (from);
  int y = ARB_SQUARE_Y (from);
  ArbPiece piece = pos->board[x][y];
  ArbSide side = arb_piece_side (piece);
  const ArbPieceClass *klass = arb_piece_class (arb_piece_type (piece));

  for (guint i = 0; i < klass->n_steps; i++)
    {
      int sx = klass->steps[i][0];
      int sy = klass->steps[i][1];
      int tx = x + sx;
      int ty = y + sy;

      while (arb_coords_on_board (tx, ty))
        {
          ArbPiece target = pos->board[tx][ty];

          if (target != ARB_PIECE_NONE)
            {
              if (arb_piece_side (target) != side)
                push_move (list, from, tx, ty);
              break;
            }
          push_move (list, from, tx, ty);
          if (!klass->slides)
            break;
          tx += sx;
          ty += sy;
        }
    }
}

/* The Pawn's moves from its table: the step, twice from the starting row,
 * onto empty squares; the captures onto enemy pieces. */
static void
generate_pawn (const ArbChessPosition *pos, ArbSquare from, ArbChessMoveList *list)
{
  int x = ARB_SQUARE_X (from);
  int y = ARB_SQUARE_Y (from);
  ArbSide side = arb_piece_side (pos->board[x][y]);
  int forward = arb_pawn_forward (side);
  const gint8 *step = pawn_class.steps[0];
  int tx = x + step[0];
  int ty = y + step[1] * forward;

  /* A pawn on the last row has nowhere to go: there is no promotion (spec §5). */
  if (ty < 0 || ty >= ARB_BOARD_SIZE)
    return;

  if (pos->board[tx][ty] == ARB_PIECE_NONE)
    {
      push_move (list, from, tx, ty);
      if (y == arb_pawn_start_row (side)
          && pos->board[tx + step[0]][ty + step[1] * forward] == ARB_PIECE_NONE)
        push_move (list, from, tx + step[0], ty + step[1] * forward);
    }
  for (guint i = 0; i < pawn_class.n_captures; i++)
    {
      int cx = x + pawn_class.captures[i][0];
      int cy = y + pawn_class.captures[i][1] * forward;

      if (arb_coords_on_board (cx, cy) && is_enemy (pos->board[cx][cy], side))
        push_move (list, from, cx, cy);
    }
}

/* ---------------------------------------------------------- tables */

#define ORTHOGONAL { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 }
#define DIAGONAL   { 1, -1 }, { 1, 1 }, { -1, 1 }, { -1, -1 }

static const ArbPieceClass king_class = {
  .type = ARB_PIECE_TYPE_KING, .name = "king", .symbol = 'K',
  .can_move = king_can_move, .generate = generate_by_steps,
  .leaps = FALSE, .slides = FALSE,
  .n_steps = 8, .steps = { ORTHOGONAL, DIAGONAL },
};

static const ArbPieceClass queen_class = {
  .type = ARB_PIECE_TYPE_QUEEN, .name = "queen", .symbol = 'Q',
  .can_move = queen_can_move, .generate = generate_by_steps,
  .leaps = FALSE, .slides = TRUE,
  .n_steps = 8, .steps = { ORTHOGONAL, DIAGONAL },
};

static const ArbPieceClass rook_class = {
  .type = ARB_PIECE_TYPE_ROOK, .name = "rook", .symbol = 'R',
  .can_move = rook_can_move, .generate = generate_by_steps,
  .leaps = FALSE, .slides = TRUE,
  .n_steps = 4, .steps = { ORTHOGONAL },
};

static const ArbPieceClass bishop_class = {
  .type = ARB_PIECE_TYPE_BISHOP, .name = "bishop", .symbol = 'B',
  .can_move = bishop_can_move, .generate = generate_by_steps,
  .leaps = FALSE, .slides = TRUE,
  .n_steps = 4, .steps = { DIAGONAL },
};

/* The Knight is the only piece that jumps over others (spec §4.5). */
static const ArbPieceClass knight_class = {
  .type = ARB_PIECE_TYPE_KNIGHT, .name = "knight", .symbol = 'N',
  .can_move = knight_can_move, .generate = generate_by_steps,
  .leaps = TRUE, .slides = FALSE,
  .n_steps = 8,
  .steps = { { 1, -2 }, { 2, -1 }, { 2, 1 }, { 1, 2 },
             { -1, 2 }, { -2, 1 }, { -2, -1 }, { -1, -2 } },
};

/* The Pawn moves and captures differently, forward for its side, and its
 * rule reads the board: its own rule, generator and explanation. */
static const ArbPieceClass pawn_class = {
  .type = ARB_PIECE_TYPE_PAWN, .name = "pawn", .symbol = 'P',
  .can_move = pawn_can_move, .generate = generate_pawn, .explain = pawn_explain,
  .leaps = FALSE, .slides = FALSE,
  .n_steps = 1, .steps = { { 0, 1 } },
  .n_captures = 2, .captures = { { -1, 1 }, { 1, 1 } },
};

static const ArbPieceClass *const piece_classes[ARB_N_PIECE_TYPES] = {
  [ARB_PIECE_TYPE_NONE] = NULL,
  [ARB_PIECE_TYPE_KING] = &king_class,
  [ARB_PIECE_TYPE_QUEEN] = &queen_class,
  [ARB_PIECE_TYPE_ROOK] = &rook_class,
  [ARB_PIECE_TYPE_BISHOP] = &bishop_class,
  [ARB_PIECE_TYPE_KNIGHT] = &knight_class,
  [ARB_PIECE_TYPE_PAWN] = &pawn_class,
};

/**
 * arb_piece_class:
 * @type: a piece type
 *
 * Returns: (transfer none) (nullable): the constant table of @type's rules,
 *   or %NULL for %ARB_PIECE_TYPE_NONE.
 */
const ArbPieceClass *
arb_piece_class (ArbPieceType type)
{
  if ((guint) type >= ARB_N_PIECE_TYPES)
    return NULL;
  return piece_classes[type];
}

/**
 * arb_piece_type_name:
 * @type: a piece type
 *
 * Returns: the English name of @type ("knight"), or "none".
 */
const char *
arb_piece_type_name (ArbPieceType type)
{
  const ArbPieceClass *klass = arb_piece_class (type);

  return klass != NULL ? klass->name : "none";
}
