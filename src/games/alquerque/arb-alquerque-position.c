/* arb-alquerque-position.c — the board, the rule of a move, make/unmake and
 * perft of Alquerque (spec §1–§6, §10)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* How the rules are computed, and why:
 *
 * - A position is two 25-bit masks, one per side (bit c = cell c = point
 *   c + 1). Every rule of §3 is then a shift of a mask: a move in direction
 *   (dx, dy) adds 5·dy + dx to the cell number. A shift does not know the
 *   board's edge, so each direction carries the mask of the cells from
 *   which one step (@one) or two steps (@two) stay on the board. Two cells
 *   east of point 15 is point 17 in the numbering, wrapped round the right
 *   edge; point 15 is not in the east mask of two steps, so "15x17" never
 *   appears (§3, §14.6).
 * - Diagonals exist only through the odd-numbered points (§1), which are
 *   the even cells (x + y even); the diagonal masks keep the even cells only.
 *   A diagonal through an even cell continues through even cells, so the
 *   jump's landing needs no second parity test.
 * - Everything is derived from the eight directions below; the tests check
 *   the result against the table of §3 point by point.
 * - The game's end (§6) is not stored: it follows from the masks and the
 *   side to move, and the end test is two mask tests and a few shifts.
 */

#include "arb-alquerque-private.h"
#include "arb-random.h"

#include <string.h>

/* ------------------------------------------------------------ geometry */

/* The cells of columns lo..hi (all rows), and of rows lo..hi (all columns).
 * 0x108421 has bit 0 of each 5-bit row set: multiplying a row's bits by it
 * copies them into every row without carries. */
#define COLS(lo, hi) ((((1u << ((hi) + 1)) - (1u << (lo)))) * 0x108421u)
#define ROWS(lo, hi) ((1u << (5 * ((hi) + 1))) - (1u << (5 * (lo))))

/* The cells with x + y even: the odd-numbered points, the only ones with
 * diagonal lines (§1). */
#define EVEN_CELLS 0x1555555u

/* The cells from which s = k·d cells along one axis stay in 0..4. */
#define FROM_LO(s) ((s) < 0 ? -(s) : 0)
#define FROM_HI(s) ((s) > 0 ? 4 - (s) : 4)

/* The cells from which k steps in direction (dx, dy) stay on the board and
 * on a line: a diagonal only from an odd-numbered point. */
#define SOURCES(dx, dy, k)                                                   \
  (COLS (FROM_LO ((dx) * (k)), FROM_HI ((dx) * (k)))                         \
   & ROWS (FROM_LO ((dy) * (k)), FROM_HI ((dy) * (k)))                       \
   & ((dx) != 0 && (dy) != 0 ? EVEN_CELLS : ARB_ALQUERQUE_ALL))

/* The eight directions, named as on a map with Black at the top (north).
 * White's forward is north (y − 1), Black's south (y + 1) (§2). */
#define ONE_N  SOURCES (0, -1, 1)
#define ONE_NW SOURCES (-1, -1, 1)
#define ONE_NE SOURCES (1, -1, 1)
#define ONE_S  SOURCES (0, 1, 1)
#define ONE_SW SOURCES (-1, 1, 1)
#define ONE_SE SOURCES (1, 1, 1)
#define TWO_N  SOURCES (0, -1, 2)
#define TWO_NW SOURCES (-1, -1, 2)
#define TWO_NE SOURCES (1, -1, 2)
#define TWO_S  SOURCES (0, 1, 2)
#define TWO_SW SOURCES (-1, 1, 2)
#define TWO_SE SOURCES (1, 1, 2)
#define TWO_W  SOURCES (-1, 0, 2)
#define TWO_E  SOURCES (1, 0, 2)

typedef struct
{
  int     delta; /* the change of the cell number for one step */
  guint32 one;   /* the cells from which one step stays on a line */
  guint32 two;   /* the cells from which two steps stay on a line */
} Direction;

#define DIRECTION(dx, dy) { 5 * (dy) + (dx), SOURCES (dx, dy, 1), SOURCES (dx, dy, 2) }

/* White's three forward directions first, then Black's, then the two
 * sideways ones: directions + 3 · side are that side's steps (§3). */
static const Direction directions[8] = {
  DIRECTION (0, -1), DIRECTION (-1, -1), DIRECTION (1, -1),
  DIRECTION (0, 1), DIRECTION (-1, 1), DIRECTION (1, 1),
  DIRECTION (-1, 0), DIRECTION (1, 0),
};

#define N_FORWARD 3

/* ------------------------------------------------------------- statics */

static inline guint32
shift (guint32 mask, int delta)
{
  return delta >= 0 ? mask << delta : mask >> -delta;
}

/* Where the pieces of @from may step if the points are empty: forward
 * only, straight or diagonally (§3). */
static inline guint32
step_targets (guint32 from, ArbSide side)
{
  const Direction *d = directions + N_FORWARD * side;
  guint32 targets = 0;

  for (guint i = 0; i < N_FORWARD; i++)
    targets |= shift (from & d[i].one, d[i].delta);
  return targets;
}

/* Where the pieces of @from land jumping over a piece of @over onto a
 * point of @empty: any direction a line allows (§3). */
static inline guint32
jump_targets (guint32 from, guint32 over, guint32 empty)
{
  guint32 targets = 0;

  for (guint i = 0; i < G_N_ELEMENTS (directions); i++)
    {
      const Direction *d = &directions[i];

      targets |= shift (shift (from & d->two, d->delta) & over, d->delta);
    }
  return targets & empty;
}

/* Whether a side with pieces @own and the opponent's @opp can move. */
static inline gboolean
has_moves (guint32 own, guint32 opp, ArbSide side)
{
  guint32 empty = ARB_ALQUERQUE_ALL & ~(own | opp);

  return (step_targets (own, side) & empty) != 0 || jump_targets (own, opp, empty) != 0;
}

/* The Expert level's evaluation (level 8, arb-alquerque-levels.c), for the
 * side to move: material first; then its mobility, the points its pieces
 * could step to, since a side that cannot move has only drawn (§6) and a
 * piece that reached its far row can no longer step (§2). The opponent's
 * mobility is left out: counting it against the side to move taught the
 * search to hem a side in that was behind, and a hemmed-in side to move
 * has drawn (docs/engine.md has the matches that chose). Captures are left
 * to the quiescence search. */
int
arb_alquerque_evaluate_expert (gconstpointer state)
{
  const ArbAlquerquePosition *pos = state;
  ArbSide me = pos->turn;
  guint32 own = pos->pieces[me];
  guint32 opp = pos->pieces[me ^ 1];
  guint32 empty = ARB_ALQUERQUE_ALL & ~(own | opp);
  int material = (int) alq_count (own) - (int) alq_count (opp);
  int mobility = (int) alq_count (step_targets (own, me) & empty);

  return 100 * material + ARB_ALQUERQUE_EXPERT_MOBILITY * mobility;
}

/* §6: a side without pieces has lost, whoever is to move; a side to move
 * that cannot move has drawn. */
static inline gboolean
is_over (const ArbAlquerquePosition *pos)
{
  guint32 own = pos->pieces[pos->turn];
  guint32 opp = pos->pieces[pos->turn ^ 1];

  return own == 0 || opp == 0 || !has_moves (own, opp, pos->turn);
}

/* The number of legal moves of a side that has pieces facing an opponent
 * that has pieces: one count per direction, since two pieces may reach the
 * same point. Written out per direction because it is perft's inner loop;
 * the sum must equal what the generic loops of arb_alquerque_generate()
 * produce, which the tests check at every ply of random games. */
static inline guint
count_moves (guint32 own, guint32 opp, ArbSide side)
{
  guint32 empty = ARB_ALQUERQUE_ALL & ~(own | opp);
  guint n;

  if (side == ARB_SIDE_FIRST)
    n = alq_count (((own & ONE_N) >> 5) & empty)
        + alq_count (((own & ONE_NW) >> 6) & empty)
        + alq_count (((own & ONE_NE) >> 4) & empty);
  else
    n = alq_count (((own & ONE_S) << 5) & empty)
        + alq_count (((own & ONE_SW) << 4) & empty)
        + alq_count (((own & ONE_SE) << 6) & empty);

  n += alq_count (((((own & TWO_E) << 1) & opp) << 1) & empty)
       + alq_count (((((own & TWO_W) >> 1) & opp) >> 1) & empty)
       + alq_count (((((own & TWO_S) << 5) & opp) << 5) & empty)
       + alq_count (((((own & TWO_N) >> 5) & opp) >> 5) & empty)
       + alq_count (((((own & TWO_SE) << 6) & opp) << 6) & empty)
       + alq_count (((((own & TWO_NW) >> 6) & opp) >> 6) & empty)
       + alq_count (((((own & TWO_SW) << 4) & opp) << 4) & empty)
       + alq_count (((((own & TWO_NE) >> 4) & opp) >> 4) & empty);
  return n;
}

/* perft (§10) below a position with @own to move against @opp, @depth ≥ 1,
 * on the masks alone: no hash, no move number, no undo record. */
static guint64
perft_node (guint32 own, guint32 opp, ArbSide side, guint depth)
{
  guint32 empty = ARB_ALQUERQUE_ALL & ~(own | opp);
  const Direction *forward = directions + N_FORWARD * side;
  ArbSide next = arb_side_negate (side);
  guint64 nodes = 0;

  /* A side without pieces has lost (§6): no children, even if the side
   * to move could still step. A side without pieces of its own has no
   * moves, which the loops below find by themselves. */
  if (opp == 0)
    return 0;
  if (depth == 1)
    return count_moves (own, opp, side);

  for (guint i = 0; i < N_FORWARD; i++)
    {
      guint32 targets = shift (own & forward[i].one, forward[i].delta) & empty;

      while (targets != 0)
        {
          guint to = alq_pop_lowest (&targets);
          guint from = (guint) ((int) to - forward[i].delta);

          nodes += perft_node (opp, own ^ (alq_bit (from) | alq_bit (to)), next, depth - 1);
        }
    }

  for (guint i = 0; i < G_N_ELEMENTS (directions); i++)
    {
      const Direction *d = &directions[i];
      guint32 targets = shift (shift (own & d->two, d->delta) & opp, d->delta) & empty;

      while (targets != 0)
        {
          guint to = alq_pop_lowest (&targets);
          guint over = (guint) ((int) to - d->delta);
          guint from = (guint) ((int) over - d->delta);

          nodes += perft_node (opp & ~alq_bit (over), own ^ (alq_bit (from) | alq_bit (to)),
                               next, depth - 1);
        }
    }

  return nodes;
}

/* --------------------------------------------------------- public API */

/**
 * arb_alquerque_hash:
 * @white: @black: the masks of the two sides' pieces (25 bits each)
 * @turn: the side to move
 *
 * The hash of a position (spec §12: equal positions have equal hashes).
 * It covers the placement and the side to move, the whole of what makes
 * two positions play alike; the move number is left out, as a chess hash
 * leaves out the clocks, so that a table keyed by hash meets a placement
 * again whatever its move number. Placement and turn fit in 51 bits and are
 * mixed by a bijection, so two positions that differ in them never collide:
 * no random keys, nothing to initialise, the same value on every build.
 *
 * Returns: the 64-bit hash.
 */
guint64
arb_alquerque_hash (guint32 white, guint32 black, ArbSide turn)
{
  return arb_splitmix64_mix ((guint64) white | (guint64) black << 25 | (guint64) (turn & 1) << 50);
}

/**
 * arb_alquerque_position_set:
 * @pos: (out caller-allocates): the position to fill
 * @white: @black: the masks of the two sides' pieces
 * @turn: the side to move
 * @move_number: the move number
 *
 * Fills @pos, hash included. No check: arb_alquerque_rules.is_valid says
 * whether the result is a position.
 */
void
arb_alquerque_position_set (ArbAlquerquePosition *pos,
                            guint32               white,
                            guint32               black,
                            ArbSide               turn,
                            guint                 move_number)
{
  g_return_if_fail (pos != NULL);

  memset (pos, 0, sizeof *pos);
  pos->pieces[ARB_SIDE_FIRST] = white;
  pos->pieces[ARB_SIDE_SECOND] = black;
  pos->turn = turn;
  pos->move_number = move_number;
  pos->hash = arb_alquerque_hash (white, black, turn);
}

/**
 * arb_alquerque_capture_record:
 * @undo: the undo record of a move just made
 * @record: (out caller-allocates): the CAPTURE record, when there is one
 *
 * The record a jump causes after its MOVE record (spec §5 step 2): the
 * captured piece's side and where it stood. The @after_move hook pushes it;
 * a test can check it without a record sink.
 *
 * Returns: %TRUE when the move was a jump and @record is filled.
 */
gboolean
arb_alquerque_capture_record (const ArbAlquerqueUndo *undo,
                              ArbRecord              *record)
{
  g_return_val_if_fail (undo != NULL && record != NULL, FALSE);

  if (undo->jumped == ARB_ALQUERQUE_NO_CELL)
    return FALSE;

  memset (record, 0, sizeof *record);
  record->type = ARB_RECORD_CAPTURE;
  record->side = arb_side_negate ((ArbSide) undo->mover);
  record->cell = undo->jumped;
  return TRUE;
}

/* ------------------------------------------------- the rules table */

void
arb_alquerque_init_start (gpointer state)
{
  /* Black on points 1–12, White on 14–25, 13 empty, White to move (§2). */
  arb_alquerque_position_set (state, ARB_ALQUERQUE_ALL & ~((1u << 13) - 1), (1u << 12) - 1,
                              ARB_SIDE_FIRST, 1);
}

gboolean
arb_alquerque_is_valid (gconstpointer state,
                        const char  **why)
{
  const ArbAlquerquePosition *pos = state;
  const char *dummy;
  guint32 white = pos->pieces[ARB_SIDE_FIRST];
  guint32 black = pos->pieces[ARB_SIDE_SECOND];

  if (why == NULL)
    why = &dummy;
  *why = NULL;

  if (((white | black) & ~ARB_ALQUERQUE_ALL) != 0)
    *why = "a piece beyond point 25";
  else if ((white & black) != 0)
    *why = "a point holds a piece of each side";
  else if ((white | black) == 0)
    *why = "no piece on the board";
  else if (pos->turn != ARB_SIDE_FIRST && pos->turn != ARB_SIDE_SECOND)
    *why = "the side to move is neither side";
  else if (pos->move_number < 1 || pos->move_number > ARB_ALQUERQUE_MOVE_NUMBER_MAX)
    *why = "the move number is outside 1..999999";
  else if (pos->hash != arb_alquerque_hash (white, black, pos->turn))
    *why = "the hash is not the hash of the placement and the side to move";

  return *why == NULL;
}

/* Spec §12: placement, side to move, move number and game-over state; the
 * last follows from the first two (§6), and so does the hash. */
gboolean
arb_alquerque_equal (gconstpointer a,
                     gconstpointer b)
{
  const ArbAlquerquePosition *pa = a;
  const ArbAlquerquePosition *pb = b;

  return pa->pieces[0] == pb->pieces[0] && pa->pieces[1] == pb->pieces[1]
         && pa->turn == pb->turn && pa->move_number == pb->move_number;
}

guint64
arb_alquerque_state_hash (gconstpointer state)
{
  const ArbAlquerquePosition *pos = state;

  return pos->hash;
}

ArbSide
arb_alquerque_turn (gconstpointer state)
{
  const ArbAlquerquePosition *pos = state;

  return pos->turn;
}

guint
arb_alquerque_move_number (gconstpointer state)
{
  const ArbAlquerquePosition *pos = state;

  return pos->move_number;
}

guint8
arb_alquerque_piece_at (gconstpointer state,
                        guint         cell)
{
  const ArbAlquerquePosition *pos = state;

  if (cell >= ARB_ALQUERQUE_N_POINTS)
    return ARB_CELL_EMPTY;
  for (guint side = 0; side < ARB_N_SIDES; side++)
    if (pos->pieces[side] & alq_bit (cell))
      return (guint8) (ARB_ALQUERQUE_MAN | side << 3);
  return ARB_CELL_EMPTY;
}

/* The position editor: a man of either side, or nothing, on any point. */
gboolean
arb_alquerque_edit_piece (gpointer state,
                          guint    cell,
                          guint8   piece)
{
  ArbAlquerquePosition *pos = state;

  if (cell >= ARB_ALQUERQUE_N_POINTS
      || (piece != ARB_CELL_EMPTY && (piece & 7) != ARB_ALQUERQUE_MAN)
      || (piece & ~0x0f) != 0)
    return FALSE;
  for (guint side = 0; side < ARB_N_SIDES; side++)
    pos->pieces[side] &= ~alq_bit (cell);
  if (piece != ARB_CELL_EMPTY)
    pos->pieces[piece >> 3] |= alq_bit (cell);
  return TRUE;
}

void
arb_alquerque_edit_turn (gpointer state,
                         ArbSide  side)
{
  ((ArbAlquerquePosition *) state)->turn = side;
}

/* §4, ordered by from then to (§12): cells ascend as the points do, and a
 * step and a jump never share a destination, so one mask per piece walked
 * from its lowest bit gives the order. Empty once the game is over (§6):
 * a side without pieces has none to move, and against a side without
 * pieces the loop is not entered. */
void
arb_alquerque_generate (gconstpointer state,
                        ArbMoveList  *list)
{
  const ArbAlquerquePosition *pos = state;
  guint32 own = pos->pieces[pos->turn];
  guint32 opp = pos->pieces[pos->turn ^ 1];
  guint32 empty = ARB_ALQUERQUE_ALL & ~(own | opp);
  guint32 pieces = opp != 0 ? own : 0;

  list->n_moves = 0;
  while (pieces != 0)
    {
      guint from = alq_pop_lowest (&pieces);
      guint32 targets = (step_targets (alq_bit (from), pos->turn) & empty)
                        | jump_targets (alq_bit (from), opp, empty);

      while (targets != 0)
        {
          ArbMove move = arb_move_from_to (from, alq_pop_lowest (&targets));

          arb_move_list_add (list, &move);
        }
    }
}

/* §4 and the refusal reasons of §5, first that applies. A move that is not
 * one (from, to) pair (another game's path, or a single cell) is
 * "not on a line": a move of this game always is. */
guint
arb_alquerque_explain (gconstpointer  state,
                       const ArbMove *move,
                       gboolean       over,
                       guint         *detail)
{
  const ArbAlquerquePosition *pos = state;
  guint32 own = pos->pieces[pos->turn];
  guint32 opp = pos->pieces[pos->turn ^ 1];
  guint32 adjacent = 0, in_line = 0;
  guint from, to;

  if (detail != NULL)
    *detail = G_MAXUINT;

  if (move->n_cells != 2)
    return ARB_ALQUERQUE_REASON_NOT_ON_A_LINE;
  from = move->cells[0];
  to = move->cells[1];
  if (from >= ARB_ALQUERQUE_N_POINTS || to >= ARB_ALQUERQUE_N_POINTS)
    return ARB_ALQUERQUE_REASON_OFF_BOARD;
  if (from == to)
    return ARB_ALQUERQUE_REASON_SAME_POINT;
  if (over || is_over (pos))
    return ARB_ALQUERQUE_REASON_GAME_OVER;
  if (((own | opp) & alq_bit (from)) == 0)
    return ARB_ALQUERQUE_REASON_NO_PIECE;
  if (opp & alq_bit (from))
    return ARB_ALQUERQUE_REASON_NOT_YOUR_PIECE;
  if ((own | opp) & alq_bit (to))
    return ARB_ALQUERQUE_REASON_OCCUPIED;

  for (guint i = 0; i < G_N_ELEMENTS (directions); i++)
    {
      adjacent |= shift (alq_bit (from) & directions[i].one, directions[i].delta);
      in_line |= shift (alq_bit (from) & directions[i].two, 2 * directions[i].delta);
    }

  if (adjacent & alq_bit (to))
    return step_targets (alq_bit (from), pos->turn) & alq_bit (to)
           ? ARB_ALQUERQUE_REASON_OK
           : ARB_ALQUERQUE_REASON_BACKWARD_OR_SIDEWAYS;
  if ((in_line & alq_bit (to)) == 0)
    return ARB_ALQUERQUE_REASON_NOT_ON_A_LINE;
  /* In line two points away: the jumped point is halfway. */
  return opp & alq_bit ((from + to) / 2)
         ? ARB_ALQUERQUE_REASON_OK
         : ARB_ALQUERQUE_REASON_NOTHING_TO_JUMP;
}

/* §5 steps 2–3, for a legal move (the caller checked it with @explain). */
void
arb_alquerque_make (gpointer       state,
                    const ArbMove *move,
                    gpointer       undo_data)
{
  ArbAlquerquePosition *pos = state;
  ArbAlquerqueUndo *undo = undo_data;
  ArbSide side = pos->turn;
  guint from, to;

  /* A record that restores the position as it is, whatever comes next. */
  undo->from = undo->to = 0;
  undo->jumped = ARB_ALQUERQUE_NO_CELL;
  undo->mover = (guint8) side;
  undo->move_number = pos->move_number;
  undo->hash = pos->hash;

  g_return_if_fail (move->n_cells == 2);
  from = move->cells[0];
  to = move->cells[1];
  g_return_if_fail (from < ARB_ALQUERQUE_N_POINTS && to < ARB_ALQUERQUE_N_POINTS);

  undo->from = (guint8) from;
  undo->to = (guint8) to;
  pos->pieces[side] ^= alq_bit (from) ^ alq_bit (to);
  if (alq_is_jump (from, to))
    {
      undo->jumped = (guint8) ((from + to) / 2);
      pos->pieces[side ^ 1] &= ~alq_bit (undo->jumped);
    }

  pos->turn = arb_side_negate (side);
  /* The move number grows after Black's move, also the last one (§5 step
   * 3). It stops at the largest number a position string may carry, so
   * that every position reached in play can be written and read back. */
  if (side == ARB_SIDE_SECOND && pos->move_number < ARB_ALQUERQUE_MOVE_NUMBER_MAX)
    pos->move_number++;
  pos->hash = arb_alquerque_hash (pos->pieces[0], pos->pieces[1], pos->turn);
}

void
arb_alquerque_unmake (gpointer      state,
                      gconstpointer undo_data)
{
  ArbAlquerquePosition *pos = state;
  const ArbAlquerqueUndo *undo = undo_data;
  ArbSide side = (ArbSide) undo->mover;

  pos->pieces[side] ^= alq_bit (undo->from) ^ alq_bit (undo->to);
  if (undo->jumped != ARB_ALQUERQUE_NO_CELL)
    pos->pieces[side ^ 1] |= alq_bit (undo->jumped);
  pos->turn = side;
  pos->move_number = undo->move_number;
  pos->hash = undo->hash;
}

void
arb_alquerque_moved_pieces (gconstpointer undo_data,
                            guint8       *piece,
                            guint8       *captured)
{
  const ArbAlquerqueUndo *undo = undo_data;

  if (piece != NULL)
    *piece = (guint8) (ARB_ALQUERQUE_MAN | undo->mover << 3);
  if (captured != NULL)
    *captured = undo->jumped == ARB_ALQUERQUE_NO_CELL
                ? ARB_CELL_EMPTY
                : (guint8) (ARB_ALQUERQUE_MAN | (undo->mover ^ 1) << 3);
}

void
arb_alquerque_after_move (gconstpointer  state,
                          gconstpointer  undo,
                          ArbSide        mover,
                          ArbRecordSink *sink)
{
  ArbRecord record;

  if (arb_alquerque_capture_record (undo, &record))
    arb_record_sink_push (sink, &record);
}

/* §6. Both sides without pieces cannot arise (the parser refuses it, and a
 * move removes at most one piece of the other side); should it, the side
 * to move is the one found without pieces first, and it loses. */
void
arb_alquerque_outcome (gconstpointer state,
                       ArbOutcome   *outcome)
{
  const ArbAlquerquePosition *pos = state;
  guint32 own = pos->pieces[pos->turn];
  guint32 opp = pos->pieces[pos->turn ^ 1];

  if (own == 0 || opp == 0)
    {
      outcome->result = arb_result_for_winner (own == 0 ? arb_side_negate (pos->turn) : pos->turn);
      outcome->reason = ARB_TERMINATION_NO_PIECES;
    }
  else if (!has_moves (own, opp, pos->turn))
    {
      outcome->result = ARB_RESULT_DRAW;
      outcome->reason = ARB_TERMINATION_NO_MOVES;
    }
  else
    {
      outcome->result = ARB_RESULT_NONE;
      outcome->reason = ARB_TERMINATION_NONE;
    }
}

/* §10 with bulk counting: the last ply is counted, not made. */
guint64
arb_alquerque_perft (gconstpointer state,
                     guint         depth)
{
  const ArbAlquerquePosition *pos = state;

  if (depth == 0)
    return 1;
  return perft_node (pos->pieces[pos->turn], pos->pieces[pos->turn ^ 1], pos->turn, depth);
}

/* §11: the side to move's pieces minus the opponent's. */
int
arb_alquerque_evaluate (gconstpointer state)
{
  const ArbAlquerquePosition *pos = state;

  return (int) alq_count (pos->pieces[pos->turn]) - (int) alq_count (pos->pieces[pos->turn ^ 1]);
}
