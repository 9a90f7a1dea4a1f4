/* arb-congkak.h — the rules of Congkak (congkak.md)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-rules.h"

G_BEGIN_DECLS

/* The table the registry lists; everything else here serves the command
 * line, the app and the tests. */
extern const ArbRules arb_congkak_rules;

#define ARB_CONGKAK_START "4,4,4,4,4,4,4/4,4,4,4,4,4,4/0/0 1"

/* §1, §9.1: a position holds at most 999 pits a side and 1998 seeds; a
 * new game needs N × S ≤ 999. */
#define ARB_CONGKAK_MAX_PITS      999
#define ARB_CONGKAK_MAX_SEEDS     1998
#define ARB_CONGKAK_MAX_NEW_GAME  999
#define ARB_CONGKAK_DEFAULT_PITS  7
#define ARB_CONGKAK_DEFAULT_SEEDS 4
/* §3.4: a move stops after this many laps. */
#define ARB_CONGKAK_MAX_LAPS      10000

/*
 * Cells (arb-rules.h, docs/congkak.md): with N pits a side, cell r (0 … 2N − 1)
 * is ring index r of §1 (Player 1's pit k is cell k − 1, Player 2's pit k is
 * cell N + k − 1), cell 2N is Player 1's store and cell 2N + 1 Player 2's.
 * The table's n_cells is the largest board's: 2 · 999 + 2.
 */
#define ARB_CONGKAK_N_CELLS (2 * ARB_CONGKAK_MAX_PITS + 2)

/* The piece code of @piece_at: a pit or store with seeds (kind 1, the
 * owner's side bit); seeds are counted by arb_congkak_seeds_at(). */
#define ARB_CONGKAK_SEEDS 1

/**
 * ArbCongkakRecordType:
 * @ARB_CONGKAK_RECORD_RELAY: @side's sowing relayed from ring cell @cell,
 *   picking up its @count seeds (§3.3); @piece the pit's owner, @text its
 *   number in the owner's numbering
 * @ARB_CONGKAK_RECORD_ENDLESS: @side's move stopped after @count laps,
 *   without a capture (§3.4)
 * @ARB_CONGKAK_RECORD_LEFTOVER: the @count seeds left in @side's row went
 *   to its store (§5.5, §7's claim)
 *
 * Congkak's own kinds of record, beside the core's (ArbRecordType: a
 * CAPTURE is @side taking the @count seeds of ring cell @cell into its
 * store, @piece and @text as for a relay). The table's @record_kinds gives
 * their JSON ids, "relay", "endless", "leftover", and the roles the app's
 * board of pits follows.
 */
typedef enum
{
  ARB_CONGKAK_RECORD_RELAY = ARB_RECORD_GAME_FIRST,
  ARB_CONGKAK_RECORD_ENDLESS,
  ARB_CONGKAK_RECORD_LEFTOVER,
} ArbCongkakRecordType;

typedef enum
{
  ARB_CONGKAK_REASON_OK = ARB_REASON_OK,
  ARB_CONGKAK_REASON_NOT_A_PIT,     /* §6.1: the text is no pit number */
  ARB_CONGKAK_REASON_GAME_OVER,     /* §6.2 */
  ARB_CONGKAK_REASON_NO_SUCH_PIT,   /* §6.3: 0 or above N */
  ARB_CONGKAK_REASON_NOT_YOUR_PIT,  /* a cell of the other row or a store (moves as cells only) */
  ARB_CONGKAK_REASON_EMPTY_PIT,     /* §6.4 */
  ARB_CONGKAK_N_REASONS,
} ArbCongkakReason;

#define ARB_CONGKAK_POSITION_ERROR (arb_congkak_position_error_quark ())
GQuark arb_congkak_position_error_quark (void);

typedef enum
{
  ARB_CONGKAK_POSITION_ERROR_FIELDS,  /* not two fields, not four parts */
  ARB_CONGKAK_POSITION_ERROR_COUNT,   /* an empty or malformed count */
  ARB_CONGKAK_POSITION_ERROR_ROWS,    /* rows of different lengths, too many pits */
  ARB_CONGKAK_POSITION_ERROR_SEEDS,   /* more than 1998 seeds */
  ARB_CONGKAK_POSITION_ERROR_SIDE,
} ArbCongkakPositionError;

/**
 * ArbCongkakPosition:
 * @n: pits a side (1 … 999)
 * @turn: the side to move
 * @store: the two stores
 * @pits: the ring, cell by cell; entries from 2·@n on are always 0, so
 *   that positions compare with memcmp()
 *
 * A position of any size (about 4 KB: the largest board). make() and
 * unmake() copy only the 2·@n pits in use; perft has its own compact board.
 */
typedef struct
{
  guint16 n;
  guint8  turn;
  guint8  padding;
  guint16 store[ARB_N_SIDES];
  guint16 pits[2 * ARB_CONGKAK_MAX_PITS];
} ArbCongkakPosition;

/**
 * ArbCongkakUndo:
 * @pit: the ring cell the move was played from
 * @before: the position before the move: its header and its 2·n pits
 *   (the rest of the block is not read)
 *
 * make() keeps the whole board before the move: a move of 10 000 laps
 * cannot be taken back any other way in fixed space.
 */
typedef struct
{
  guint16 pit;
  guint16 padding;
  ArbCongkakPosition before;
} ArbCongkakUndo;

const char *arb_congkak_reason_id (guint reason);

/* Seeds in @cell (a pit or a store) of @state; 0 for a cell the board lacks. */
guint    arb_congkak_seeds_at (gconstpointer state, guint cell);
guint    arb_congkak_pits (gconstpointer state);
/* A new game's start: @pits a side, @seeds each, @first to move; FALSE
 * when §1's limits refuse it. */
gboolean arb_congkak_init (gpointer state, guint pits, guint seeds, ArbSide first);
/* §7's score: the stores, plus each row once the side to move has no seed. */
void     arb_congkak_score (gconstpointer state, guint score[ARB_N_SIDES]);

/* §2: the coin flip. */
ArbSide  arb_congkak_coin_flip (guint64 seed);

/* §11 level 1: the greedy suggestion; FALSE when the game is over. */
gboolean arb_congkak_greedy_move (gconstpointer state, ArbMove *move);

G_END_DECLS
