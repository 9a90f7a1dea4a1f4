/* arb-congkak-sow.c — Congkak's rules: sowing, relay, capture, the end (congkak.md §3–§8)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* One function, sow(), plays a whole move (§3) and, when given records to
 * push, pushes them (§5); make() calls it without and after_move() plays
 * the move again from the undo block's copy with them, so that the records
 * of a 10 000-lap move never have to be kept in fixed space. A move of
 * more than ARB_CONGKAK_RELAYS_KEPT relays keeps its first ones and one
 * summary of the others (ARB_CONGKAK_RECORD_RELAYS), which expand_record()
 * turns back into the relays by playing the move once more: the history
 * holds a few records a move however many laps it sowed.
 * perft has its own copy of the sowing on a compact board (no stores:
 * which moves exist depends on the pits alone). */

#include "arb-congkak-private.h"
#include "arb-random.h"

#include <string.h>

/* ------------------------------------------------------------ structs */

/* Which records sow() pushes, and the relays it counted. */
typedef struct
{
  ArbRecordSink *sink;          /* NULL: count the relays only */
  guint          first, last;   /* the relays pushed one by one: first ≤ i < last (from 0) */
  guint          summary_at;    /* the relay before which a summary goes; G_MAXUINT: none */
  guint          summary_count; /* the relays it stands for */
  gboolean       ends;          /* push the capture or endless stop and the leftovers */
  guint          relays;        /* the move's relays so far */
} SowRecords;

/* ------------------------------------------------------------ statics */

static void
push (ArbRecordSink *sink, guint type, ArbSide side, guint n, guint cell, guint count)
{
  ArbRecord record = { .type = type, .side = side, .count = (guint16) count };

  if (type == ARB_CONGKAK_RECORD_RELAY || type == ARB_RECORD_CAPTURE)
    {
      /* cell: the ring cell; piece: its owner; text: the pit number in the
       * owner's numbering (docs/congkak.md, "Records"). */
      record.cell = (guint16) cell;
      record.piece = (guint8) congkak_owner (n, cell);
      g_snprintf (record.text, sizeof record.text, "%u", cell % n + 1);
    }
  arb_record_sink_push (sink, &record);
}

/* A record that ends the move (capture, endless stop, leftovers). */
static void
push_end (SowRecords *records, guint type, ArbSide side, guint n, guint cell, guint count)
{
  if (records != NULL && records->sink != NULL && records->ends)
    push (records->sink, type, side, n, cell, count);
}

/* The relay from ring cell @x with @hand seeds, the move's relay number
 * records->relays (from 0): pushed when asked for, after the summary that
 * stands for it and the ones after it. */
static void
push_relay (SowRecords *records, ArbSide mover, guint n, guint x, guint hand)
{
  guint i;

  if (records == NULL)
    return;
  i = records->relays++;
  if (records->sink == NULL)
    return;
  if (i == records->summary_at)
    {
      /* cell: the number (from 0) of the first relay it stands for. */
      ArbRecord summary = {
        .type = ARB_CONGKAK_RECORD_RELAYS,
        .side = mover,
        .cell = (guint16) i,
        .count = (guint16) records->summary_count,
      };

      arb_record_sink_push (records->sink, &summary);
    }
  if (i >= records->first && i < records->last)
    push (records->sink, ARB_CONGKAK_RECORD_RELAY, mover, n, x, hand);
}

/* Plays the move of the side to move from ring cell @r (§3, §5.2–§5.5):
 * the laps, the capture or the endless stop, the turn, and the leftovers
 * when the side now to move has no seed. With @records, pushes the records
 * it asks for (at most every record but the MOVE and the WIN/DRAW, the
 * game object's) and counts the relays. */
static void
sow (ArbCongkakPosition *pos, guint r, SowRecords *records)
{
  guint n = pos->n;
  guint ring = 2 * n;
  guint16 *pits = pos->pits;
  ArbSide mover = (ArbSide) pos->turn;
  guint hand = pits[r];
  guint leftover;

  pits[r] = 0;
  for (guint lap = 1;; lap++)
    {
      guint last, x;

      /* §3.2: one seed in each following pit; the emptied pit is not
       * skipped (§13.6), so whole turns of the ring add to every pit. */
      if (hand >= ring)
        {
          guint rounds = hand / ring;

          for (guint i = 0; i < ring; i++)
            pits[i] += (guint16) rounds;
          hand -= rounds * ring;
        }
      last = r;
      for (guint i = 0; i < hand; i++)
        {
          if (++last == ring)
            last = 0;
          pits[last]++;
        }
      /* With a multiple of 2N seeds the last one fell in the pit the lap
       * started from. */

      x = last + 1 == ring ? 0 : last + 1;
      if (pits[x] > 0)
        {
          if (lap == ARB_CONGKAK_MAX_LAPS)
            {
              /* §3.4: no relay, no capture; the seeds stay. */
              push_end (records, ARB_CONGKAK_RECORD_ENDLESS, mover, n, 0, ARB_CONGKAK_MAX_LAPS);
              break;
            }
          /* §3.3: relay — X's seeds are the next lap's hand, sown from next(X). */
          hand = pits[x];
          pits[x] = 0;
          push_relay (records, mover, n, x, hand);
          r = x;
        }
      else
        {
          /* §3.3: capture across the gap, possibly 0 seeds, on either side. */
          guint c = x + 1 == ring ? 0 : x + 1;
          guint taken = pits[c];

          pits[c] = 0;
          pos->store[mover] += (guint16) taken;
          push_end (records, ARB_RECORD_CAPTURE, mover, n, c, taken);
          break;
        }
    }

  /* §5.4: the turn passes whatever happened. */
  pos->turn = (guint8) arb_side_negate (mover);

  /* §5.5, §7: the side now to move has no seed: the mover sweeps its own row. */
  if (congkak_row_seeds (pos, arb_side_negate (mover)) == 0)
    {
      leftover = congkak_row_seeds (pos, mover);
      if (leftover > 0)
        {
          memset (pits + mover * n, 0, n * sizeof pits[0]);
          pos->store[mover] += (guint16) leftover;
          push_end (records, ARB_CONGKAK_RECORD_LEFTOVER, mover, n, 0, leftover);
        }
    }
}

/* The bytes of @pos in use: the header and 2·n pits. */
static gsize
used_size (const ArbCongkakPosition *pos)
{
  return G_STRUCT_OFFSET (ArbCongkakPosition, pits) + 2 * (gsize) pos->n * sizeof pos->pits[0];
}

/* ---------------------------------------------------------- the table */

void
arb_congkak_init_start (gpointer state)
{
  arb_congkak_init (state, ARB_CONGKAK_DEFAULT_PITS, ARB_CONGKAK_DEFAULT_SEEDS, ARB_SIDE_FIRST);
}

gboolean
arb_congkak_is_valid (gconstpointer state,
                      const char  **why)
{
  const ArbCongkakPosition *pos = state;
  guint total;

  if (pos->n < 1 || pos->n > ARB_CONGKAK_MAX_PITS)
    {
      *why = "pits a side out of 1 … 999";
      return FALSE;
    }
  if (pos->turn > 1 || pos->padding != 0)
    {
      *why = "side to move not 0 or 1, or padding set";
      return FALSE;
    }
  for (guint i = 2 * pos->n; i < 2 * ARB_CONGKAK_MAX_PITS; i++)
    if (pos->pits[i] != 0)
      {
        *why = "seeds beyond the board";
        return FALSE;
      }
  total = pos->store[0] + pos->store[1] + congkak_row_seeds (pos, 0) + congkak_row_seeds (pos, 1);
  if (total > ARB_CONGKAK_MAX_SEEDS)
    {
      *why = "more than 1998 seeds";
      return FALSE;
    }
  return TRUE;
}

gboolean
arb_congkak_equal (gconstpointer a,
                   gconstpointer b)
{
  const ArbCongkakPosition *x = a;

  return x->n == ((const ArbCongkakPosition *) b)->n && memcmp (a, b, used_size (x)) == 0;
}

/* The whole position (board, stores, side to move) through FNV-1a on
 * 16-bit words and a final mix: §7's repetitions are counted by it. */
guint64
arb_congkak_hash (gconstpointer state)
{
  const ArbCongkakPosition *pos = state;
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);
  guint words = (guint) (used_size (pos) / 2);
  const guint16 *w = state;

  for (guint i = 0; i < words; i++)
    h = (h ^ w[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  h ^= h >> 33;
  h *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  h ^= h >> 33;
  return h;
}

ArbSide
arb_congkak_turn (gconstpointer state)
{
  return (ArbSide) ((const ArbCongkakPosition *) state)->turn;
}

/* The position string has no move number: files number moves by pairs
 * from 1 (§9.3). */
guint
arb_congkak_move_number (gconstpointer state)
{
  return 1;
}

guint8
arb_congkak_piece_at (gconstpointer state,
                      guint         cell)
{
  const ArbCongkakPosition *pos = state;
  guint n = pos->n;

  if (cell < 2 * n)
    return pos->pits[cell] > 0 ? (guint8) (ARB_CONGKAK_SEEDS | congkak_owner (n, cell) << 3) : 0;
  if (cell < 2 * n + 2)
    return pos->store[cell - 2 * n] > 0 ? (guint8) (ARB_CONGKAK_SEEDS | (cell - 2 * n) << 3) : 0;
  return ARB_CELL_EMPTY;
}

/* §4: every non-empty pit of the side to move, pit 1 first. */
void
arb_congkak_generate (gconstpointer state,
                      ArbMoveList  *list)
{
  const ArbCongkakPosition *pos = state;
  guint base = pos->turn * pos->n;

  list->n_moves = 0;
  for (guint k = 0; k < pos->n; k++)
    if (pos->pits[base + k] > 0)
      {
        ArbMove move = { .n_cells = 1, .cells = { (guint16) (base + k) } };

        arb_move_list_add (list, &move);
      }
}

/* §6 for a move given as cells: the game over; a cell that is no pit of
 * this board (also a store); a pit of the other row; an empty pit. A move
 * is one cell. */
guint
arb_congkak_explain (gconstpointer  state,
                     const ArbMove *move,
                     gboolean       over,
                     guint         *detail)
{
  const ArbCongkakPosition *pos = state;
  guint cell;

  if (detail != NULL)
    *detail = G_MAXUINT;
  if (move->n_cells != 1)
    return ARB_CONGKAK_REASON_NOT_A_PIT;
  if (over || congkak_row_seeds (pos, (ArbSide) pos->turn) == 0)
    return ARB_CONGKAK_REASON_GAME_OVER;
  cell = move->cells[0];
  if (cell >= 2u * pos->n)
    return ARB_CONGKAK_REASON_NO_SUCH_PIT;
  if (congkak_owner (pos->n, cell) != pos->turn)
    return ARB_CONGKAK_REASON_NOT_YOUR_PIT;
  if (pos->pits[cell] == 0)
    return ARB_CONGKAK_REASON_EMPTY_PIT;
  return ARB_CONGKAK_REASON_OK;
}

void
arb_congkak_make (gpointer       state,
                  const ArbMove *move,
                  gpointer       undo)
{
  ArbCongkakPosition *pos = state;
  ArbCongkakUndo *u = undo;

  u->pit = move->cells[0];
  u->padding = 0;
  memcpy (&u->before, pos, used_size (pos));
  sow (pos, move->cells[0], NULL);
}

void
arb_congkak_unmake (gpointer      state,
                    gconstpointer undo)
{
  const ArbCongkakPosition *before = &((const ArbCongkakUndo *) undo)->before;

  /* The board size never changes within a game. */
  memcpy (state, before, used_size (before));
}

/* The MOVE record's piece: seeds of the mover's side; nothing is taken
 * by the move itself (captures are records of their own). */
void
arb_congkak_moved_pieces (gconstpointer undo,
                          guint8       *piece,
                          guint8       *captured)
{
  const ArbCongkakPosition *before = &((const ArbCongkakUndo *) undo)->before;

  *piece = (guint8) (ARB_CONGKAK_SEEDS | before->turn << 3);
  *captured = 0;
}

/* §5.2–§5.5: the move again, from the copy in @undo, with its records: all
 * of them when it has at most ARB_CONGKAK_RELAYS_KEPT relays, else the
 * first ARB_CONGKAK_RELAYS_KEPT relays, a summary of the others, and the
 * end. Counting the relays first costs one more sowing (microseconds). */
void
arb_congkak_after_move (gconstpointer  state,
                        gconstpointer  undo,
                        ArbSide        mover,
                        ArbRecordSink *sink)
{
  const ArbCongkakUndo *u = undo;
  g_autofree ArbCongkakPosition *replay = g_new0 (ArbCongkakPosition, 1);
  SowRecords count = { .summary_at = G_MAXUINT };
  SowRecords records = { sink, 0, G_MAXUINT, G_MAXUINT, 0, TRUE, 0 };

  memcpy (replay, &u->before, used_size (&u->before));
  sow (replay, u->pit, &count);
  if (count.relays > ARB_CONGKAK_RELAYS_KEPT)
    {
      records.last = ARB_CONGKAK_RELAYS_KEPT;
      records.summary_at = ARB_CONGKAK_RELAYS_KEPT;
      records.summary_count = count.relays - ARB_CONGKAK_RELAYS_KEPT;
    }
  memcpy (replay, &u->before, used_size (&u->before));
  sow (replay, u->pit, &records);
}

/* The relays a summary stands for, in order: the move once more, pushing
 * only those (the table's expand_record). */
void
arb_congkak_expand_record (gconstpointer    undo,
                           const ArbRecord *summary,
                           ArbRecordSink   *sink)
{
  const ArbCongkakUndo *u = undo;
  g_autofree ArbCongkakPosition *replay = NULL;
  SowRecords records = { sink, summary->cell, (guint) summary->cell + summary->count,
                         G_MAXUINT, 0, FALSE, 0 };

  g_return_if_fail (summary->type == ARB_CONGKAK_RECORD_RELAYS);
  replay = g_new0 (ArbCongkakPosition, 1);
  memcpy (replay, &u->before, used_size (&u->before));
  sow (replay, u->pit, &records);
}

/* The score "P1-P2" of a position (§7). */
static void
format_score (gconstpointer state, char *buf, gsize size)
{
  guint score[ARB_N_SIDES];

  arb_congkak_score (state, score);
  g_snprintf (buf, size, "%u-%u", score[0], score[1]);
}

/* The game's fields of the records the game object makes: the MOVE's
 * seeds (@count, from the undo block) and the final score of a WIN or
 * DRAW (@text, "P1-P2"). */
void
arb_congkak_fill_record (gconstpointer state,
                         gconstpointer undo,
                         ArbRecord    *record)
{
  if (record->type == ARB_RECORD_MOVE && undo != NULL)
    {
      const ArbCongkakUndo *u = undo;

      record->count = u->before.pits[u->pit];
    }
  else if (record->type == ARB_RECORD_WIN || record->type == ARB_RECORD_DRAW)
    format_score (state, record->text, sizeof record->text);
}

/* §7's claim: each side takes its own row into its store (one LEFTOVER a
 * side that has seeds), then the stores decide. The board ends empty, the
 * stores holding the final score, as after a game's last move (§13.8);
 * @undo keeps the position to take the claim back. */
void
arb_congkak_claim (gpointer        state,
                   gpointer        undo,
                   ArbSide         claimer,
                   ArbTermination  reason,
                   ArbRecordSink  *sink)
{
  ArbCongkakPosition *pos = state;
  ArbCongkakUndo *u = undo;
  ArbRecord end = { .reason = reason };

  u->pit = 0;
  u->padding = 0;
  memcpy (&u->before, pos, used_size (pos));
  for (guint side = 0; side < ARB_N_SIDES; side++)
    {
      guint row = congkak_row_seeds (pos, (ArbSide) side);

      memset (pos->pits + side * pos->n, 0, pos->n * sizeof pos->pits[0]);
      pos->store[side] += (guint16) row;
      if (row > 0 && sink != NULL)
        push (sink, ARB_CONGKAK_RECORD_LEFTOVER, (ArbSide) side, pos->n, 0, row);
    }
  if (sink == NULL)
    return;
  if (pos->store[0] == pos->store[1])
    {
      end.type = ARB_RECORD_DRAW;
      end.side = claimer;
    }
  else
    {
      end.type = ARB_RECORD_WIN;
      end.side = pos->store[0] > pos->store[1] ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;
    }
  g_snprintf (end.text, sizeof end.text, "%u-%u", pos->store[0], pos->store[1]);
  arb_record_sink_push (sink, &end);
}

/* §7: over exactly when the side to move has no seed; the score decides. */
void
arb_congkak_outcome (gconstpointer state,
                     ArbOutcome   *outcome)
{
  const ArbCongkakPosition *pos = state;
  guint score[ARB_N_SIDES];

  if (congkak_row_seeds (pos, (ArbSide) pos->turn) > 0)
    {
      outcome->result = ARB_RESULT_NONE;
      outcome->reason = ARB_TERMINATION_NONE;
      return;
    }
  arb_congkak_score (pos, score);
  outcome->reason = ARB_TERMINATION_NO_MOVES;
  outcome->result = score[0] > score[1] ? ARB_RESULT_FIRST_WINS
                    : score[0] < score[1] ? ARB_RESULT_SECOND_WINS : ARB_RESULT_DRAW;
}

/* §7: the third occurrence of a position may be claimed. */
ArbDrawClaim
arb_congkak_claimable (gconstpointer state,
                       guint         repetitions)
{
  return repetitions >= 3 ? ARB_DRAW_CLAIM_REPETITION : ARB_DRAW_CLAIM_NONE;
}

/* §11: store(side to move) − store(other). */
int
arb_congkak_evaluate (gconstpointer state)
{
  const ArbCongkakPosition *pos = state;

  return (int) pos->store[pos->turn] - (int) pos->store[pos->turn ^ 1];
}

/* The board of this position: N pits a side (arb-rules.h). */
void
arb_congkak_geometry (gconstpointer     state,
                      ArbBoardGeometry *out)
{
  const ArbCongkakPosition *pos = state;

  memset (out, 0, sizeof *out);
  out->kind = ARB_BOARD_PITS;
  out->width = pos->n;
  out->height = 2;
}

/* ------------------------------------------------------------- perft */

/* §3 on a compact board of 2N counts: the same laps as sow(), without the
 * stores, the records or the leftovers, none of which changes which moves
 * follow (a swept position has no move anyway). */
static void
perft_sow (guint16 *pits, guint ring, guint r)
{
  guint hand = pits[r];

  pits[r] = 0;
  for (guint lap = 1;; lap++)
    {
      guint last = r, x;

      if (hand >= ring)
        {
          guint rounds = hand / ring;

          for (guint i = 0; i < ring; i++)
            pits[i] += (guint16) rounds;
          hand -= rounds * ring;
        }
      /* Two runs, up to the end of the ring and from its start, so that
       * the inner loop has no wrap test. */
      {
        guint first = MIN (hand, ring - 1 - r);

        for (guint i = 1; i <= first; i++)
          pits[r + i]++;
        for (guint i = 0; i < hand - first; i++)
          pits[i]++;
        last = r + hand;
        if (last >= ring)
          last -= ring;
      }
      x = last + 1 == ring ? 0 : last + 1;
      if (pits[x] == 0)
        {
          pits[x + 1 == ring ? 0 : x + 1] = 0;
          return;
        }
      if (lap == ARB_CONGKAK_MAX_LAPS)
        return;
      hand = pits[x];
      pits[x] = 0;
      r = x;
    }
}

static guint64
perft_compact (guint16 *boards, guint n, guint side, guint depth)
{
  guint ring = 2 * n;
  const guint16 *row = boards + side * n;
  guint16 *child = boards + ring;
  guint64 nodes = 0;

  if (depth == 1)
    {
      for (guint k = 0; k < n; k++)
        nodes += row[k] != 0;
      return nodes;
    }
  for (guint k = 0; k < n; k++)
    {
      if (row[k] == 0)
        continue;
      memcpy (child, boards, ring * sizeof *boards);
      perft_sow (child, ring, side * n + k);
      /* §7: no child once the side to move has no seed. */
      {
        const guint16 *next_row = child + (side ^ 1) * n;
        gboolean any = FALSE;

        for (guint i = 0; i < n && !any; i++)
          any = next_row[i] != 0;
        if (any)
          nodes += perft_compact (child, n, side ^ 1, depth - 1);
      }
    }
  return nodes;
}

/* §10 with bulk counting at the last ply. */
guint64
arb_congkak_perft (gconstpointer state,
                   guint         depth)
{
  const ArbCongkakPosition *pos = state;
  g_autofree guint16 *boards = NULL;
  guint ring = 2 * pos->n;

  if (depth == 0)
    return 1;
  if (congkak_row_seeds (pos, (ArbSide) pos->turn) == 0)
    return 0;
  boards = g_new (guint16, (gsize) ring * (depth + 1));
  memcpy (boards, pos->pits, ring * sizeof *boards);
  return perft_compact (boards, pos->n, pos->turn, depth);
}

/* ---------------------------------------------------------- public API */

/**
 * arb_congkak_seeds_at:
 * @state: a Congkak position
 * @cell: a cell (ring index, then the two stores)
 *
 * Returns: the seeds in @cell; 0 for a cell this board does not have.
 */
guint
arb_congkak_seeds_at (gconstpointer state,
                      guint         cell)
{
  const ArbCongkakPosition *pos = state;

  if (cell < 2u * pos->n)
    return pos->pits[cell];
  if (cell < 2u * pos->n + 2)
    return pos->store[cell - 2u * pos->n];
  return 0;
}

/* The position editor: any number of seeds a cell can count in a pit or
 * a store of the board as it is (§9.1's limits are the reader's). */
gboolean
arb_congkak_edit_count (gpointer state,
                        guint    cell,
                        guint    count)
{
  ArbCongkakPosition *pos = state;

  if (count > G_MAXUINT16 || cell >= 2u * pos->n + 2)
    return FALSE;
  if (cell < 2u * pos->n)
    pos->pits[cell] = (guint16) count;
  else
    pos->store[cell - 2u * pos->n] = (guint16) count;
  return TRUE;
}

void
arb_congkak_edit_turn (gpointer state,
                       ArbSide  side)
{
  ((ArbCongkakPosition *) state)->turn = (guint8) side;
}

/**
 * arb_congkak_pits:
 * @state: a Congkak position
 *
 * Returns: N, the pits a side.
 */
guint
arb_congkak_pits (gconstpointer state)
{
  return ((const ArbCongkakPosition *) state)->n;
}

/**
 * arb_congkak_init:
 * @state: (out caller-allocates): an #ArbCongkakPosition
 * @pits: N, pits a side
 * @seeds: S, seeds a pit
 * @first: the side to move first
 *
 * The start of §2: S seeds in every pit, empty stores.
 *
 * Returns: %FALSE (and @state untouched) when §1 refuses N and S.
 */
gboolean
arb_congkak_init (gpointer state,
                  guint    pits,
                  guint    seeds,
                  ArbSide  first)
{
  ArbCongkakPosition *pos = state;

  if (pits < 1 || seeds < 1 || pits * seeds > ARB_CONGKAK_MAX_NEW_GAME)
    return FALSE;
  memset (pos, 0, sizeof *pos);
  pos->n = (guint16) pits;
  pos->turn = (guint8) first;
  for (guint i = 0; i < 2 * pits; i++)
    pos->pits[i] = (guint16) seeds;
  return TRUE;
}

/**
 * arb_congkak_score:
 * @state: a Congkak position
 * @score: (out): Player 1's and Player 2's score
 *
 * §7: the stores, plus each side's row when the side to move has no seed
 * (a finished position whose leftovers were never moved).
 */
void
arb_congkak_score (gconstpointer state,
                   guint         score[ARB_N_SIDES])
{
  const ArbCongkakPosition *pos = state;
  gboolean over = congkak_row_seeds (pos, (ArbSide) pos->turn) == 0;

  for (guint side = 0; side < ARB_N_SIDES; side++)
    score[side] = pos->store[side] + (over ? congkak_row_seeds (pos, (ArbSide) side) : 0);
}

/**
 * arb_congkak_coin_flip:
 * @seed: the coin's seed
 *
 * §2: Player 1 starts when the first SplitMix64 output is even.
 *
 * Returns: the side that moves first.
 */
ArbSide
arb_congkak_coin_flip (guint64 seed)
{
  return (arb_splitmix64 (&seed) & 1) == 0 ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;
}

/**
 * arb_congkak_greedy_move:
 * @state: a Congkak position
 * @move: (out): the suggestion
 *
 * §11 level 1: the largest gain of the mover's store (capture, and the
 * leftovers a move that ends the game sweeps); ties go to the highest pit.
 *
 * Returns: %FALSE when the game is over (no suggestion).
 */
gboolean
arb_congkak_greedy_move (gconstpointer state,
                         ArbMove      *move)
{
  const ArbCongkakPosition *pos = state;
  g_autofree ArbCongkakPosition *scratch = g_new (ArbCongkakPosition, 1);
  guint base = pos->turn * pos->n;
  gboolean found = FALSE;
  guint best_gain = 0;

  for (guint k = 0; k < pos->n; k++)
    {
      guint gain;

      if (pos->pits[base + k] == 0)
        continue;
      memcpy (scratch, pos, used_size (pos));
      sow (scratch, base + k, NULL);
      gain = scratch->store[pos->turn] - pos->store[pos->turn];
      /* ">=": of equal gains the later, higher pit wins. */
      if (!found || gain >= best_gain)
        {
          found = TRUE;
          best_gain = gain;
          *move = (ArbMove) { .n_cells = 1, .cells = { (guint16) (base + k) } };
        }
    }
  return found;
}
