/* arb-checkers-movegen.c — the legal moves of checkers and perft
 * (spec §3, §4, §10)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* How the moves are found, and why:
 *
 * - Steps are shifts of the side's masks (see arb-checkers-private.h); a
 *   man uses its two forward directions, a king all four (§3).
 * - Captures are mandatory (§4.1): when any jump exists, only captures are
 *   generated. Each capture is followed jump by jump from its piece, depth
 *   first (§4.2): every jumped piece leaves the board at once (so it is
 *   never jumped twice and its square may be crossed again), the start
 *   square is empty from the first jump on, and every path that cannot go
 *   on is a move of its own, also when two paths share both ends.
 * - A man's move ends on its crowning row (§4.3) and, by the house rule, as
 *   soon as it jumps a king (§4.4, regicide); a king jumping a king goes
 *   on. With regicide=false (standard English draughts) a man that jumps a
 *   king is a man still and jumps on like any other: the position's rule
 *   decides which enemy kings end a man's move (all of them, or none).
 * - perft (§10) works on the masks alone and counts the last ply without
 *   making it (bulk counting): the steps of a side are a few popcounts.
 */

#include "arb-checkers-private.h"

/* ------------------------------------------------------------- statics */

typedef struct
{
  guint32  enemies;        /* not jumped yet */
  guint32  regicide_kings; /* the enemy kings whose capture crowns a man and
                            * ends its move: all of them by the house rule,
                            * none in standard draughts */
  guint32  crown_row;
  CkMove  *out;           /* NULL: count only */
  guint    n;
  guint8   path[ARB_CHECKERS_MAX_CAPTURES + 1];
} Jumps;

static inline void
emit (Jumps *j, guint depth, guint32 from, guint32 to, guint32 captured, guint8 crown)
{
  if (j->out != NULL && j->n < CK_MAX_MOVES)
    {
      CkMove *m = &j->out[j->n];

      m->from = from;
      m->to = to;
      m->captured = captured;
      m->crown = crown;
      m->n_path = (guint8) (depth + 1);
      for (guint i = 0; i <= depth; i++)
        m->path[i] = j->path[i];
    }
  j->n++;
}

/* The piece that started on @from stands on @at after @depth jumps that
 * took @captured; @empty is every square it may land on (its start square
 * included once it has left it). */
static void
follow_jumps (Jumps *j, guint32 from, guint32 at, gboolean king, ArbSide side, guint32 empty,
              guint32 captured, guint depth)
{
  gboolean jumped = FALSE;

  for (guint i = 0; i < (king ? 4u : 2u); i++)
    {
      CkDirection d = king ? (CkDirection) i : ck_forward (side, i);
      guint32 over = ck_step (at, d) & j->enemies;
      guint32 land;

      if (over == 0)
        continue;
      land = ck_step (over, d) & empty;
      if (land == 0)
        continue;

      jumped = TRUE;
      j->path[depth + 1] = (guint8) __builtin_ctz (land);
      if (!king && (over & j->regicide_kings))
        /* §4.4: a man that jumps a king is crowned and stops there. */
        emit (j, depth + 1, from, land, captured | over, ARB_CHECKERS_CROWN_REGICIDE);
      else if (!king && (land & j->crown_row))
        /* §4.3: crowning ends the move. */
        emit (j, depth + 1, from, land, captured | over, ARB_CHECKERS_CROWN_ROW);
      else
        {
          j->enemies &= ~over;
          follow_jumps (j, from, land, king, side, (empty | at | over) & ~land, captured | over,
                        depth + 1);
          j->enemies |= over;
        }
    }

  if (!jumped && depth > 0)
    emit (j, depth, from, at, captured, ARB_CHECKERS_CROWN_NONE);
}

/* The captures of @side, or their number when @out is NULL. The rule comes
 * as @regicide_kings: the enemy kings under the house rule (§4.4), 0 in
 * standard draughts; callers pass `regicide ? kings : 0`, which folds
 * where the rule is a constant (perft). */
static guint
captures (guint32 men, guint32 kings, guint32 enemies, guint32 regicide_kings, ArbSide side,
          CkMove *out)
{
  Jumps j = { enemies, regicide_kings, ck_crown_row (side), out, 0, { 0 } };
  guint32 empty = ~(men | kings | enemies);

  guint32 jumpers = 0;

  /* Only the pieces with a first jump: a piece lands beyond an enemy
   * exactly when, walking back from an empty square over that enemy, one
   * reaches the piece. */
  for (guint i = 0; i < 2; i++)
    {
      CkDirection back = (CkDirection) (3 - ck_forward (side, i));
      CkDirection forth = (CkDirection) (3 - ck_forward (arb_side_negate (side), i));

      jumpers |= ck_step (ck_step (empty, back) & enemies, back) & (men | kings);
      jumpers |= ck_step (ck_step (empty, forth) & enemies, forth) & kings;
    }

  for (guint32 pieces = jumpers; pieces != 0;)
    {
      guint b = ck_pop_lowest (&pieces);
      guint32 bit = (guint32) 1 << b;

      j.path[0] = (guint8) b;
      follow_jumps (&j, bit, bit, (kings & bit) != 0, side, empty, 0, 0);
    }
  return j.n;
}

static inline guint32
jump_landings (guint32 men, guint32 kings, guint32 enemies, guint32 empty, ArbSide side)
{
  guint32 any = 0;

  for (guint i = 0; i < 2; i++)
    {
      CkDirection d = ck_forward (side, i);
      any |= ck_step (ck_step (men | kings, d) & enemies, d);
    }
  for (guint i = 0; i < 2; i++)
    {
      CkDirection d = ck_forward (arb_side_negate (side), i);
      any |= ck_step (ck_step (kings, d) & enemies, d);
    }
  return any & empty;
}

static inline guint
count_steps (guint32 men, guint32 kings, guint32 empty, ArbSide side)
{
  CkDirection f0 = ck_forward (side, 0), f1 = ck_forward (side, 1);
  CkDirection b0 = ck_forward (arb_side_negate (side), 0);
  CkDirection b1 = ck_forward (arb_side_negate (side), 1);
  guint32 all = men | kings;

  guint n = ck_count (ck_step (all, f0) & empty) + ck_count (ck_step (all, f1) & empty);

  if (kings != 0)
    n += ck_count (ck_step (kings, b0) & empty) + ck_count (ck_step (kings, b1) & empty);
  return n;
}

/* Every move of @side into @out (CK_MAX_MOVES), steps or captures. */
static guint
moves_of (guint32 men, guint32 kings, guint32 enemies, guint32 enemy_kings, ArbSide side,
          gboolean regicide, CkMove *out)
{
  guint32 empty = ~(men | kings | enemies);
  guint n = 0;

  if (enemies == 0)
    return 0;
  if (jump_landings (men, kings, enemies, empty, side) != 0)
    return MIN (captures (men, kings, enemies, regicide ? enemy_kings : 0, side, out),
                CK_MAX_MOVES);

  for (guint32 pieces = men | kings; pieces != 0;)
    {
      guint b = ck_pop_lowest (&pieces);
      guint32 bit = (guint32) 1 << b;
      gboolean king = (kings & bit) != 0;

      for (guint i = 0; i < (king ? 4u : 2u); i++)
        {
          guint32 to = ck_step (bit, king ? (CkDirection) i : ck_forward (side, i)) & empty;

          if (to == 0)
            continue;
          out[n] = (CkMove) { bit, to, 0, ARB_CHECKERS_CROWN_NONE, 2, { 0 } };
          out[n].path[0] = (guint8) b;
          out[n].path[1] = (guint8) __builtin_ctz (to);
          if (!king && (to & ck_crown_row (side)))
            out[n].crown = ARB_CHECKERS_CROWN_ROW;
          n++;
        }
    }
  return n;
}

/* perft (§10) on the masks: @own_* are the side to move's. The body is
 * written once and compiled four times, once per side and rule
 * (perft_black, perft_white for the house rule, perft_black_std,
 * perft_white_std for standard draughts), so that the directions and the
 * rule are constants and every ck_step() folds into two shifts; the two of
 * a rule call each other. The captures go through a move list in a
 * function of their own (one per rule), so that the frame of the common
 * case stays small. */
static guint64 perft_black (guint32 own_men, guint32 own_kings, guint32 opp_men,
                            guint32 opp_kings, guint depth);
static guint64 perft_white (guint32 own_men, guint32 own_kings, guint32 opp_men,
                            guint32 opp_kings, guint depth);
static guint64 perft_black_std (guint32 own_men, guint32 own_kings, guint32 opp_men,
                                guint32 opp_kings, guint depth);
static guint64 perft_white_std (guint32 own_men, guint32 own_kings, guint32 opp_men,
                                guint32 opp_kings, guint depth);

/* The bulk count of a position one ply above the leaves: its moves. */
static inline __attribute__ ((always_inline)) guint64
leaf_count (guint32 own_men, guint32 own_kings, guint32 opp_men, guint32 opp_kings,
            const ArbSide side, const gboolean regicide)
{
  guint32 enemies = opp_men | opp_kings;
  guint32 empty = ~(own_men | own_kings | enemies);

  /* A side without pieces has lost: the game is over (§7). */
  if (enemies == 0)
    return 0;
  if (jump_landings (own_men, own_kings, enemies, empty, side) != 0)
    return captures (own_men, own_kings, enemies, regicide ? opp_kings : 0, side, NULL);
  return count_steps (own_men, own_kings, empty, side);
}

static inline __attribute__ ((always_inline)) guint64
perft_child (guint32 own_men, guint32 own_kings, guint32 opp_men, guint32 opp_kings,
             const ArbSide side, const gboolean regicide, guint depth)
{
  /* The child's side to move is the other one: it is "own" there. Its
   * count is made here when it is the last ply but one, without a call. */
  if (depth == 1)
    return leaf_count (opp_men, opp_kings, own_men, own_kings, arb_side_negate (side),
                       regicide);
  if (regicide)
    return side == ARB_SIDE_FIRST
           ? perft_white (opp_men, opp_kings, own_men, own_kings, depth)
           : perft_black (opp_men, opp_kings, own_men, own_kings, depth);
  return side == ARB_SIDE_FIRST
         ? perft_white_std (opp_men, opp_kings, own_men, own_kings, depth)
         : perft_black_std (opp_men, opp_kings, own_men, own_kings, depth);
}

static inline __attribute__ ((always_inline)) guint64
perft_captures (guint32 own_men, guint32 own_kings, guint32 opp_men, guint32 opp_kings,
                ArbSide side, const gboolean regicide, guint depth)
{
  CkMove moves[CK_MAX_MOVES];
  guint n = MIN (captures (own_men, own_kings, opp_men | opp_kings, regicide ? opp_kings : 0,
                           side, moves),
                 CK_MAX_MOVES);
  guint64 nodes = 0;

  for (guint i = 0; i < n; i++)
    {
      const CkMove *m = &moves[i];
      guint32 men = own_men, kings = own_kings;

      if (kings & m->from)
        kings = (kings & ~m->from) | m->to;
      else
        {
          men &= ~m->from;
          if (m->crown != ARB_CHECKERS_CROWN_NONE)
            kings |= m->to;
          else
            men |= m->to;
        }
      nodes += perft_child (men, kings, opp_men & ~m->captured, opp_kings & ~m->captured, side,
                            regicide, depth - 1);
    }
  return nodes;
}

/* The captures' perft out of line, once per rule. */
static G_GNUC_NO_INLINE guint64
perft_captures_house (guint32 own_men, guint32 own_kings, guint32 opp_men, guint32 opp_kings,
                      ArbSide side, guint depth)
{
  return perft_captures (own_men, own_kings, opp_men, opp_kings, side, TRUE, depth);
}

static G_GNUC_NO_INLINE guint64
perft_captures_std (guint32 own_men, guint32 own_kings, guint32 opp_men, guint32 opp_kings,
                    ArbSide side, guint depth)
{
  return perft_captures (own_men, own_kings, opp_men, opp_kings, side, FALSE, depth);
}

static inline CkDirection
opposite (CkDirection d)
{
  return (CkDirection) (3 - d);
}

static inline __attribute__ ((always_inline)) guint64
perft_body (guint32 own_men, guint32 own_kings, guint32 opp_men, guint32 opp_kings,
            const ArbSide side, const gboolean regicide, guint depth)
{
  guint32 enemies = opp_men | opp_kings;
  guint32 empty = ~(own_men | own_kings | enemies);
  guint32 crown = ck_crown_row (side);
  guint64 nodes = 0;

  if (depth == 1)
    return leaf_count (own_men, own_kings, opp_men, opp_kings, side, regicide);
  /* A side without pieces has lost: the game is over (§7). */
  if (enemies == 0)
    return 0;
  if (jump_landings (own_men, own_kings, enemies, empty, side) != 0)
    return regicide ? perft_captures_house (own_men, own_kings, opp_men, opp_kings, side, depth)
                    : perft_captures_std (own_men, own_kings, opp_men, opp_kings, side, depth);

  for (guint i = 0; i < 2; i++)
    {
      CkDirection d = ck_forward (side, i);
      guint32 targets = ck_step (own_men, d) & empty;

      while (targets != 0)
        {
          guint32 to = targets & -targets;
          guint32 from = ck_step (to, opposite (d));
          guint32 men = own_men ^ from;

          targets ^= to;
          if (to & crown)
            nodes += perft_child (men, own_kings | to, opp_men, opp_kings, side, regicide,
                                  depth - 1);
          else
            nodes += perft_child (men | to, own_kings, opp_men, opp_kings, side, regicide,
                                  depth - 1);
        }
    }
  for (guint d = 0; d < 4 && own_kings != 0; d++)
    {
      guint32 targets = ck_step (own_kings, (CkDirection) d) & empty;

      while (targets != 0)
        {
          guint32 to = targets & -targets;
          guint32 from = ck_step (to, opposite ((CkDirection) d));

          targets ^= to;
          nodes += perft_child (own_men, own_kings ^ from ^ to, opp_men, opp_kings, side,
                                regicide, depth - 1);
        }
    }
  return nodes;
}

static guint64
perft_black (guint32 own_men, guint32 own_kings, guint32 opp_men, guint32 opp_kings,
             guint depth)
{
  return perft_body (own_men, own_kings, opp_men, opp_kings, ARB_SIDE_FIRST, TRUE, depth);
}

static guint64
perft_white (guint32 own_men, guint32 own_kings, guint32 opp_men, guint32 opp_kings,
             guint depth)
{
  return perft_body (own_men, own_kings, opp_men, opp_kings, ARB_SIDE_SECOND, TRUE, depth);
}

static guint64
perft_black_std (guint32 own_men, guint32 own_kings, guint32 opp_men, guint32 opp_kings,
                 guint depth)
{
  return perft_body (own_men, own_kings, opp_men, opp_kings, ARB_SIDE_FIRST, FALSE, depth);
}

static guint64
perft_white_std (guint32 own_men, guint32 own_kings, guint32 opp_men, guint32 opp_kings,
                 guint depth)
{
  return perft_body (own_men, own_kings, opp_men, opp_kings, ARB_SIDE_SECOND, FALSE, depth);
}

/* --------------------------------------------------------- shared API */

/* Whether @side has a jump anywhere (§4.1). */
gboolean
ck_has_jump (const ArbCheckersPosition *pos,
             ArbSide                    side)
{
  guint32 own = pos->men[side] | pos->kings[side];
  guint32 opp = pos->men[side ^ 1] | pos->kings[side ^ 1];

  return jump_landings (pos->men[side], pos->kings[side], opp, ~(own | opp), side) != 0;
}

/* Whether the single piece @piece (a king or not) can jump into @empty. */
gboolean
ck_piece_has_jump (guint32  piece,
                   gboolean king,
                   ArbSide  side,
                   guint32  enemies,
                   guint32  empty)
{
  return jump_landings (king ? 0 : piece, king ? piece : 0, enemies, empty, side) != 0;
}

/* The legal moves of the side to move; none once the game is over. */
guint
ck_generate (const ArbCheckersPosition *pos,
             CkMove                    *moves)
{
  ArbSide s = (ArbSide) pos->turn;

  return moves_of (pos->men[s], pos->kings[s], pos->men[s ^ 1] | pos->kings[s ^ 1],
                   pos->kings[s ^ 1], s, pos->regicide, moves);
}

/* §7: no pieces on either side, or no move for the side to move. */
gboolean
ck_is_over (const ArbCheckersPosition *pos)
{
  ArbSide s = (ArbSide) pos->turn;
  guint32 own = pos->men[s] | pos->kings[s];
  guint32 opp = pos->men[s ^ 1] | pos->kings[s ^ 1];
  guint32 empty = ~(own | opp);

  if (own == 0 || opp == 0)
    return TRUE;
  return jump_landings (pos->men[s], pos->kings[s], opp, empty, s) == 0
         && count_steps (pos->men[s], pos->kings[s], empty, s) == 0;
}

/* -------------------------------------------------- the rules table */

void
arb_checkers_generate (gconstpointer state,
                       ArbMoveList  *list)
{
  CkMove moves[CK_MAX_MOVES];
  guint n = ck_generate (state, moves);

  list->n_moves = 0;
  for (guint i = 0; i < n && i < ARB_MOVE_LIST_MAX; i++)
    {
      ArbMove move = { .n_cells = moves[i].n_path };

      for (guint c = 0; c < moves[i].n_path; c++)
        move.cells[c] = (guint16) ck_bit_to_cell (moves[i].path[c]);
      arb_move_list_add (list, &move);
    }
}

/* §10 with bulk counting: the last ply is counted, not made. */
guint64
arb_checkers_perft (gconstpointer state,
                    guint         depth)
{
  const ArbCheckersPosition *pos = state;
  ArbSide s = (ArbSide) pos->turn;

  if (depth == 0)
    return 1;
  if ((pos->men[s] | pos->kings[s]) == 0)
    return 0;
  if (!pos->regicide)
    return s == ARB_SIDE_FIRST
           ? perft_black_std (pos->men[s], pos->kings[s], pos->men[s ^ 1], pos->kings[s ^ 1],
                              depth)
           : perft_white_std (pos->men[s], pos->kings[s], pos->men[s ^ 1], pos->kings[s ^ 1],
                              depth);
  return s == ARB_SIDE_FIRST
         ? perft_black (pos->men[s], pos->kings[s], pos->men[s ^ 1], pos->kings[s ^ 1], depth)
         : perft_white (pos->men[s], pos->kings[s], pos->men[s ^ 1], pos->kings[s ^ 1], depth);
}
