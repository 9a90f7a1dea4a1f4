/* arb-checkers-board.c — a checkers position: its invariants, the rule it
 * plays by (regicide or not), make/unmake, the records a move causes, the
 * end of the game and the claimable draws (spec §2, §4.4, §5, §7, §8, §11)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-checkers-private.h"

#include <string.h>

#include "arb-random.h"

/* ------------------------------------------------------------- statics */

static inline guint32
pieces_of (const ArbCheckersPosition *pos, guint side)
{
  return pos->men[side] | pos->kings[side];
}

/* --------------------------------------------------------- public API */

/**
 * arb_checkers_hash:
 * @pos: a position
 *
 * The hash of the placement, the side to move and the rule, the whole of
 * what makes two positions the same (§7's repetitions compare positions of
 * one game, so of one rule); the quiet-ply count is left out, as chess
 * leaves out its clocks. A position of the house rule hashes as it did
 * before the rule was a parameter.
 *
 * Returns: the 64-bit hash.
 */
guint64
arb_checkers_hash (const ArbCheckersPosition *pos)
{
  guint64 men = (guint64) pos->men[0] | (guint64) pos->men[1] << 32;
  guint64 kings = (guint64) pos->kings[0] | (guint64) pos->kings[1] << 32;

  return arb_splitmix64_mix (men) ^ arb_splitmix64_mix (kings ^ G_GUINT64_CONSTANT (0x5bd1e9955bd1e995))
         ^ (pos->turn ? G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f) : 0)
         ^ (pos->regicide ? 0 : G_GUINT64_CONSTANT (0x165667b19e3779f9));
}

/**
 * arb_checkers_position_set:
 * @pos: (out caller-allocates): the position to fill
 * @black_men: @black_kings: @white_men: @white_kings: the masks (bit n − 1
 *   is square n)
 * @turn: the side to move
 *
 * Fills @pos with a quiet count of 0 and the house rule (regicide), hash
 * included; no check.
 */
void
arb_checkers_position_set (ArbCheckersPosition *pos,
                           guint32              black_men,
                           guint32              black_kings,
                           guint32              white_men,
                           guint32              white_kings,
                           ArbSide              turn)
{
  g_return_if_fail (pos != NULL);

  memset (pos, 0, sizeof *pos);
  pos->men[ARB_SIDE_FIRST] = black_men;
  pos->kings[ARB_SIDE_FIRST] = black_kings;
  pos->men[ARB_SIDE_SECOND] = white_men;
  pos->kings[ARB_SIDE_SECOND] = white_kings;
  pos->turn = turn;
  pos->regicide = TRUE;
  pos->hash = arb_checkers_hash (pos);
}

/**
 * arb_checkers_position_set_regicide:
 * @pos: a position
 * @regicide: %TRUE for §4.4's house rule, %FALSE for standard English
 *   draughts
 *
 * Sets the rule @pos plays by, hash included.
 */
void
arb_checkers_position_set_regicide (ArbCheckersPosition *pos,
                                    gboolean             regicide)
{
  g_return_if_fail (pos != NULL);

  pos->regicide = regicide ? 1 : 0;
  pos->hash = arb_checkers_hash (pos);
}

guint
arb_checkers_square_to_cell (guint square)
{
  return square >= 1 && square <= ARB_CHECKERS_N_SQUARES ? ck_bit_to_cell (square - 1)
                                                        : G_MAXUINT;
}

guint
arb_checkers_cell_to_square (guint cell)
{
  guint b = ck_cell_to_bit (cell);

  return b == G_MAXUINT ? 0 : b + 1;
}

/* ------------------------------------------------- the rules table */

void
arb_checkers_init_start (gpointer state)
{
  /* §2: Black men on 1–12, White men on 21–32, Black to move. */
  arb_checkers_position_set (state, 0x00000fffu, 0, 0xfff00000u, 0, ARB_SIDE_FIRST);
}

/* The start for the parameters' values: the same board by either rule. */
gboolean
arb_checkers_init_params (gpointer         state,
                          const ArbParams *params,
                          ArbRecord       *setup,
                          GError         **error)
{
  arb_checkers_init_start (state);
  arb_checkers_apply_params (state, params->values);
  return TRUE;
}

/* The rule a position read from a string plays by (strings do not say). */
void
arb_checkers_apply_params (gpointer      state,
                           const gint64 *values)
{
  arb_checkers_position_set_regicide (state, values[ARB_CHECKERS_PARAM_REGICIDE] != 0);
}

void
arb_checkers_read_params (gconstpointer state,
                          gint64       *values)
{
  values[ARB_CHECKERS_PARAM_REGICIDE] = ((const ArbCheckersPosition *) state)->regicide;
}

gboolean
arb_checkers_is_valid (gconstpointer state,
                       const char  **why)
{
  const ArbCheckersPosition *pos = state;
  const char *dummy;
  guint32 m0 = pos->men[0], m1 = pos->men[1], k0 = pos->kings[0], k1 = pos->kings[1];

  if (why == NULL)
    why = &dummy;
  *why = NULL;

  if ((m0 & m1) | (m0 & k0) | (m0 & k1) | (m1 & k0) | (m1 & k1) | (k0 & k1))
    *why = "a square holds two pieces";
  else if ((m0 | m1 | k0 | k1) == 0)
    *why = "no piece on the board";
  else if ((m0 & CK_BLACK_CROWN_ROW) || (m1 & CK_WHITE_CROWN_ROW))
    *why = "a man stands on its crowning row";
  else if (pos->turn > 1)
    *why = "the side to move is neither side";
  else if (pos->regicide > 1 || pos->reserved != 0)
    *why = "the rule is neither regicide nor standard";
  else if (pos->hash != arb_checkers_hash (pos))
    *why = "the hash is not the hash of the placement and the side to move";
  return *why == NULL;
}

/* The placement and the side to move, what a position string holds, and
 * the rule: the same pieces have other moves when a man that takes a king
 * jumps on (regicide=false), so the two are different positions. The
 * quiet count is history (the 40-move rule), like a chess game's
 * repetitions, and a string starts it afresh (§7). */
gboolean
arb_checkers_equal (gconstpointer a,
                    gconstpointer b)
{
  const ArbCheckersPosition *pa = a;
  const ArbCheckersPosition *pb = b;

  return memcmp (pa->men, pb->men, sizeof pa->men) == 0
         && memcmp (pa->kings, pb->kings, sizeof pa->kings) == 0 && pa->turn == pb->turn
         && pa->regicide == pb->regicide;
}

guint64
arb_checkers_state_hash (gconstpointer state)
{
  return ((const ArbCheckersPosition *) state)->hash;
}

ArbSide
arb_checkers_turn (gconstpointer state)
{
  return (ArbSide) ((const ArbCheckersPosition *) state)->turn;
}

/* The position string has no move number: files count from 1 (§9.3). */
guint
arb_checkers_move_number (gconstpointer state)
{
  return 1;
}

guint8
arb_checkers_piece_at (gconstpointer state,
                       guint         cell)
{
  const ArbCheckersPosition *pos = state;
  guint b = ck_cell_to_bit (cell);

  if (b == G_MAXUINT)
    return ARB_CELL_EMPTY;
  for (guint side = 0; side < ARB_N_SIDES; side++)
    {
      if (pos->men[side] >> b & 1)
        return (guint8) (ARB_CHECKERS_MAN | side << 3);
      if (pos->kings[side] >> b & 1)
        return (guint8) (ARB_CHECKERS_KING | side << 3);
    }
  return ARB_CELL_EMPTY;
}

/* The position editor: a man or a king of either side, or nothing, on a
 * dark square. */
gboolean
arb_checkers_edit_piece (gpointer state,
                         guint    cell,
                         guint8   piece)
{
  ArbCheckersPosition *pos = state;
  guint b = ck_cell_to_bit (cell);
  guint kind = piece & 7;

  if (b == G_MAXUINT || (piece & ~0x0f) != 0
      || (piece != ARB_CELL_EMPTY && kind != ARB_CHECKERS_MAN && kind != ARB_CHECKERS_KING))
    return FALSE;
  for (guint side = 0; side < ARB_N_SIDES; side++)
    {
      pos->men[side] &= ~(1u << b);
      pos->kings[side] &= ~(1u << b);
    }
  if (kind == ARB_CHECKERS_MAN)
    pos->men[piece >> 3] |= 1u << b;
  else if (kind == ARB_CHECKERS_KING)
    pos->kings[piece >> 3] |= 1u << b;
  return TRUE;
}

void
arb_checkers_edit_turn (gpointer state,
                        ArbSide  side)
{
  ((ArbCheckersPosition *) state)->turn = side;
}

/* §5 steps 2–4 for a legal move (the caller checked it with @explain): the
 * jumped pieces leave in path order, the mover lands and may be crowned. */
void
arb_checkers_make (gpointer       state,
                   const ArbMove *move,
                   gpointer       undo_data)
{
  ArbCheckersPosition *pos = state;
  ArbCheckersUndo *undo = undo_data;
  ArbSide side = (ArbSide) pos->turn;
  ArbSide other = arb_side_negate (side);
  guint from, to;
  guint32 from_bit, to_bit;

  memset (undo, 0, sizeof *undo);
  undo->before = *pos;

  g_return_if_fail (move->n_cells >= 2 && move->n_cells <= ARB_MOVE_MAX_CELLS);
  from = ck_cell_to_bit (move->cells[0]);
  to = ck_cell_to_bit (arb_move_last (move));
  g_return_if_fail (from != G_MAXUINT && to != G_MAXUINT);
  from_bit = (guint32) 1 << from;
  to_bit = (guint32) 1 << to;
  undo->to = (guint8) to;
  undo->was_king = (pos->kings[side] & from_bit) != 0;

  for (guint i = 0; i + 1 < move->n_cells; i++)
    {
      guint a = move->cells[i], b = move->cells[i + 1];
      int dx = (int) (b & 7) - (int) (a & 7);
      guint32 over;

      if (dx != 2 && dx != -2)
        continue;
      over = (guint32) 1 << ck_cell_to_bit ((a + b) / 2);
      if (undo->n_captured < ARB_CHECKERS_MAX_CAPTURES)
        {
          if (pos->kings[other] & over)
            undo->captured_kings |= (guint16) (1u << undo->n_captured);
          undo->captured[undo->n_captured++] = (guint8) __builtin_ctz (over);
        }
      pos->men[other] &= ~over;
      pos->kings[other] &= ~over;
    }

  if (undo->was_king)
    pos->kings[side] = (pos->kings[side] & ~from_bit) | to_bit;
  else
    {
      pos->men[side] &= ~from_bit;
      /* §4.4: the last jump took a king (only the house rule ends a
       * man's move there; in standard draughts it jumped on). */
      if (pos->regicide && undo->n_captured > 0
          && (undo->captured_kings >> (undo->n_captured - 1) & 1))
        undo->crown = ARB_CHECKERS_CROWN_REGICIDE;
      else if (to_bit & ck_crown_row (side))
        undo->crown = ARB_CHECKERS_CROWN_ROW;
      if (undo->crown != ARB_CHECKERS_CROWN_NONE)
        pos->kings[side] |= to_bit;
      else
        pos->men[side] |= to_bit;
    }

  /* §7 (b): a man's move or a capture starts the count again. */
  if (!undo->was_king || undo->n_captured > 0)
    pos->quiet = 0;
  else if (pos->quiet < G_MAXUINT16)
    pos->quiet++;
  pos->turn = other;
  pos->hash = arb_checkers_hash (pos);
}

void
arb_checkers_unmake (gpointer      state,
                     gconstpointer undo_data)
{
  const ArbCheckersUndo *undo = undo_data;

  *(ArbCheckersPosition *) state = undo->before;
}

void
arb_checkers_moved_pieces (gconstpointer undo_data,
                           guint8       *piece,
                           guint8       *captured)
{
  const ArbCheckersUndo *undo = undo_data;
  guint side = undo->before.turn;

  if (piece != NULL)
    *piece = (guint8) ((undo->was_king ? ARB_CHECKERS_KING : ARB_CHECKERS_MAN) | side << 3);
  /* The first piece taken: the CAPTURE records list them all. */
  if (captured != NULL)
    *captured = undo->n_captured == 0
                ? ARB_CELL_EMPTY
                : (guint8) ((undo->captured_kings & 1 ? ARB_CHECKERS_KING : ARB_CHECKERS_MAN)
                            | (side ^ 1) << 3);
}

/* §5 steps 2–3: a CAPTURE per jumped piece in order (the taken piece's
 * side as arb-record.h says, its cell, its code in @piece), then CROWN or
 * REGICIDE_CROWN for the mover. */
void
arb_checkers_after_move (gconstpointer  state,
                         gconstpointer  undo_data,
                         ArbSide        mover,
                         ArbRecordSink *sink)
{
  /* A copy: each push may move the game's records, and the undo records
   * stored beside them, to a larger block. */
  const ArbCheckersUndo saved = *(const ArbCheckersUndo *) undo_data;
  const ArbCheckersUndo *undo = &saved;
  ArbRecord record;

  for (guint i = 0; i < undo->n_captured; i++)
    {
      gboolean king = undo->captured_kings >> i & 1;

      memset (&record, 0, sizeof record);
      record.type = ARB_RECORD_CAPTURE;
      record.side = arb_side_negate (mover);
      record.cell = (guint16) ck_bit_to_cell (undo->captured[i]);
      record.piece = (guint8) ((king ? ARB_CHECKERS_KING : ARB_CHECKERS_MAN)
                               | arb_side_negate (mover) << 3);
      arb_record_sink_push (sink, &record);
    }

  if (undo->crown != ARB_CHECKERS_CROWN_NONE)
    {
      memset (&record, 0, sizeof record);
      record.type = undo->crown == ARB_CHECKERS_CROWN_REGICIDE ? ARB_CHECKERS_RECORD_REGICIDE_CROWN
                                                                : ARB_CHECKERS_RECORD_CROWN;
      record.side = mover;
      record.cell = (guint16) ck_bit_to_cell (undo->to);
      record.piece = (guint8) (ARB_CHECKERS_KING | mover << 3);
      arb_record_sink_push (sink, &record);
    }
}

/* §7: a side without pieces has lost; so has the side to move without a
 * legal move. */
void
arb_checkers_outcome (gconstpointer state,
                      ArbOutcome   *outcome)
{
  const ArbCheckersPosition *pos = state;
  ArbSide s = (ArbSide) pos->turn;

  outcome->result = ARB_RESULT_NONE;
  outcome->reason = ARB_TERMINATION_NONE;
  if (pieces_of (pos, s) == 0)
    {
      outcome->result = arb_result_for_winner (arb_side_negate (s));
      outcome->reason = ARB_TERMINATION_NO_PIECES;
    }
  else if (pieces_of (pos, s ^ 1) == 0)
    {
      outcome->result = arb_result_for_winner (s);
      outcome->reason = ARB_TERMINATION_NO_PIECES;
    }
  else if (ck_is_over (pos))
    {
      outcome->result = arb_result_for_winner (arb_side_negate (s));
      outcome->reason = ARB_TERMINATION_NO_MOVES;
    }
}

/* §7: threefold repetition, and 40 moves each (80 plies) without a man
 * move or a capture: offered, never forced. */
ArbDrawClaim
arb_checkers_claimable (gconstpointer state,
                        guint         repetitions)
{
  const ArbCheckersPosition *pos = state;
  ArbDrawClaim claims = ARB_DRAW_CLAIM_NONE;

  if (repetitions >= 3)
    claims |= ARB_DRAW_CLAIM_REPETITION;
  if (pos->quiet >= ARB_CHECKERS_QUIET_PLIES)
    claims |= ARB_DRAW_CLAIM_MOVE_RULE;
  return claims;
}

/* §11: men weigh 1 and kings 3, from the side to move's view. A finished
 * position is the search's to score (it knows the plies). */
int
arb_checkers_evaluate (gconstpointer state)
{
  const ArbCheckersPosition *pos = state;
  guint s = pos->turn;

  return (int) (ck_count (pos->men[s]) + 3 * ck_count (pos->kings[s]))
         - (int) (ck_count (pos->men[s ^ 1]) + 3 * ck_count (pos->kings[s ^ 1]));
}
