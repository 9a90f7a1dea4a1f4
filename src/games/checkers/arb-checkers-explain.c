/* arb-checkers-explain.c — why a move is refused: spec §6, hop by hop
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A move is the path of squares its piece visits (§4). It is checked as
 * the player enters it, hop by hop from F to T, each hop against the
 * board as the earlier hops left it (jumped pieces gone, the start square
 * empty), and the first reason of §6 that applies is the answer:
 *
 *   GAME_OVER, NO_PIECE, NOT_YOUR_PIECE (first hop only: later hops start
 *   where the piece stands), MUST_CONTINUE (a step while the piece must
 *   jump on), OFF_BOARD, NOT_DIAGONAL (T = F included: a move never stays
 *   put), OCCUPIED, BACKWARD, TOO_FAR, NOTHING_TO_JUMP, MUST_CAPTURE (a
 *   first step while the side can jump), MOVE_OVER (any hop after the move
 *   ended: a step, a crowning, a regicide, or a jump that cannot go on).
 *
 * The position's rule only changes what a man's jump over a king does: by
 * the house rule (§4.4) it crowns the man and ends the move; in standard
 * English draughts (regicide=false) it is a jump like any other.
 *
 * A path whose hops are all allowed is legal when its last hop ends the
 * move; when the piece could still jump it is INCOMPLETE, and so is a
 * lone square. This is exactly the set generate() lists, which the
 * contract test checks. */

#include "arb-checkers-private.h"

typedef enum
{
  AT_START,
  JUMPING,
  ENDED,
} Stage;

/* The piece on its way along the path: the board as the hops so far have
 * left it. */
typedef struct
{
  const ArbCheckersPosition *pos;
  ArbSide                    side;
  guint32                    at;            /* the piece's square, one bit */
  gboolean                   king;
  guint32                    enemies;       /* the opponent's pieces not jumped yet */
  guint32                    empty;
  gboolean                   side_can_jump; /* before the move */
  Stage                      stage;
} Walk;

/* The first square of the path: a piece of the side to move must stand
 * there. Sets @walk up at that piece. */
static guint
start_walk (const ArbCheckersPosition *pos,
            guint                      first,
            Walk                      *walk)
{
  ArbSide side = (ArbSide) pos->turn;
  guint32 own = pos->men[side] | pos->kings[side];
  guint32 enemies = pos->men[side ^ 1] | pos->kings[side ^ 1];
  guint b = ck_cell_to_bit (first);

  if (b == G_MAXUINT || ((own | enemies) >> b & 1) == 0)
    return ARB_CHECKERS_REASON_NO_PIECE;
  if (enemies >> b & 1)
    return side == ARB_SIDE_FIRST ? ARB_CHECKERS_REASON_NOT_YOUR_PIECE
                                  : ARB_CHECKERS_REASON_NOT_YOUR_PIECE_WHITE;

  walk->pos = pos;
  walk->side = side;
  walk->at = (guint32) 1 << b;
  walk->king = (pos->kings[side] & walk->at) != 0;
  walk->enemies = enemies;
  walk->empty = ~(own | enemies);
  walk->side_can_jump = ck_has_jump (pos, side);
  walk->stage = AT_START;
  return ARB_CHECKERS_REASON_OK;
}

/* Whether the hop from @f to @t is allowed where @walk stands: the first
 * reason of §6 that refuses it, else OK with the square reached in @to and
 * the piece jumped, if any, in @jumped. */
static guint
check_hop (const Walk *walk,
           guint       f,
           guint       t,
           guint32    *to,
           guint32    *jumped,
           guint      *detail)
{
  int dx = (int) (t & 7) - (int) (f & 7);
  int dy = (int) (t >> 3) - (int) (f >> 3);
  guint distance = (guint) ABS (dx);

  *jumped = 0;
  /* 4: the piece must jump on, and this hop is a step. */
  if (walk->stage == JUMPING && t < ARB_CHECKERS_N_CELLS && ABS (dx) == 1 && ABS (dy) == 1)
    return ARB_CHECKERS_REASON_MUST_CONTINUE;
  if (t >= ARB_CHECKERS_N_CELLS)
    return ARB_CHECKERS_REASON_OFF_BOARD;
  if (t == f || ABS (dx) != ABS (dy))
    return ARB_CHECKERS_REASON_NOT_DIAGONAL;
  *to = (guint32) 1 << ck_cell_to_bit (t);
  if ((walk->empty & *to) == 0)
    return ARB_CHECKERS_REASON_OCCUPIED;
  /* Black's forward is y − 1, White's y + 1 (§1). */
  if (!walk->king && (walk->side == ARB_SIDE_FIRST ? dy > 0 : dy < 0))
    return ARB_CHECKERS_REASON_BACKWARD;
  if (distance >= 3)
    {
      if (ck_piece_has_jump (walk->at, walk->king, walk->side, walk->enemies, walk->empty))
        {
          if (detail != NULL)
            *detail = f;
          return ARB_CHECKERS_REASON_TOO_FAR_JUMP;
        }
      return ARB_CHECKERS_REASON_TOO_FAR;
    }
  if (distance == 2)
    {
      *jumped = (guint32) 1 << ck_cell_to_bit ((f + t) / 2);
      if ((walk->enemies & *jumped) == 0)
        {
          if (detail != NULL)
            *detail = (f + t) / 2;
          return ARB_CHECKERS_REASON_NOTHING_TO_JUMP;
        }
    }
  else if (walk->stage == AT_START && walk->side_can_jump)
    return ARB_CHECKERS_REASON_MUST_CAPTURE;
  if (walk->stage == ENDED)
    return ARB_CHECKERS_REASON_MOVE_OVER;
  return ARB_CHECKERS_REASON_OK;
}

/* Plays an allowed hop to @to, jumping @jumped (0 for a step), on the
 * masks of @walk, and tells whether the move goes on. */
static void
play_hop (Walk    *walk,
          guint32  to,
          guint32  jumped)
{
  walk->empty = (walk->empty | walk->at | jumped) & ~to;
  walk->at = to;
  if (jumped == 0)
    walk->stage = ENDED;
  else
    {
      /* §4.4: regicide, when the game plays by it. */
      gboolean regicide = walk->pos->regicide
                          && (walk->pos->kings[walk->side ^ 1] & jumped) != 0;

      walk->enemies &= ~jumped;
      if (!walk->king && (regicide || (to & ck_crown_row (walk->side))))
        {
          /* §4.3, §4.4: crowned, the move ends. */
          walk->king = TRUE;
          walk->stage = ENDED;
        }
      else
        walk->stage = ck_piece_has_jump (walk->at, walk->king, walk->side, walk->enemies,
                                         walk->empty) ? JUMPING : ENDED;
    }
}

guint
arb_checkers_explain (gconstpointer  state,
                      const ArbMove *move,
                      gboolean       over,
                      guint         *detail)
{
  const ArbCheckersPosition *pos = state;
  Walk walk;
  guint reason;

  if (detail != NULL)
    *detail = G_MAXUINT;

  if (over || ck_is_over (pos))
    return ARB_CHECKERS_REASON_GAME_OVER;
  if (move->n_cells == 0)
    return ARB_CHECKERS_REASON_NO_PIECE;

  reason = start_walk (pos, move->cells[0], &walk);
  if (reason != ARB_CHECKERS_REASON_OK)
    return reason;

  for (guint i = 0; i + 1 < move->n_cells && i + 1 < ARB_MOVE_MAX_CELLS; i++)
    {
      guint32 to = 0, jumped = 0;

      reason = check_hop (&walk, move->cells[i], move->cells[i + 1], &to, &jumped, detail);
      if (reason != ARB_CHECKERS_REASON_OK)
        return reason;
      play_hop (&walk, to, jumped);
    }

  if (walk.stage != ENDED)
    {
      if (detail != NULL && walk.stage == JUMPING)
        *detail = ck_bit_to_cell ((guint) __builtin_ctz (walk.at));
      return ARB_CHECKERS_REASON_INCOMPLETE;
    }
  return ARB_CHECKERS_REASON_OK;
}
