/* arb-level.h — a level of the computer player, as data a game fills in
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-rules.h"

G_BEGIN_DECLS

/**
 * ArbLevelSearch:
 * @ARB_LEVEL_EXACT: the spec's reference search: full-width minimax to
 *   exactly @depth moves, plain alpha-beta (no transposition table, no
 *   quiescence, nothing that could change a value), the whole set of equally
 *   valued best moves found at the root; the move is the tie rule's choice
 *   among them (Alquerque 1–7, checkers 1–3, Congkak 2)
 * @ARB_LEVEL_FREE: as strong as the engine can make it within @depth and the
 *   time: transposition table, killer moves, optional quiescence (chess,
 *   checkers 4, Congkak 3)
 * @ARB_LEVEL_CHOOSE: no search: the level's @choose function decides
 *   (Congkak 1, the greedy suggestion)
 *
 * What kind of player a level is.
 */
typedef enum
{
  ARB_LEVEL_EXACT,
  ARB_LEVEL_FREE,
  ARB_LEVEL_CHOOSE,
} ArbLevelSearch;

/**
 * ArbLevelTies:
 * @ARB_LEVEL_TIES_FIRST: the first tied best move in the level's order
 *   (Alquerque and checkers: byte-sorted notation)
 * @ARB_LEVEL_TIES_LAST: the last one (Congkak: the highest pit, with an
 *   order by pit number)
 *
 * Which of equally valued best moves a level plays without a seed. With a
 * seed the choice is `T[z mod |T|]` over the tied moves T in the level's
 * order, z the next SplitMix64 output (advanced only when |T| > 1).
 */
typedef enum
{
  ARB_LEVEL_TIES_FIRST,
  ARB_LEVEL_TIES_LAST,
} ArbLevelTies;

typedef struct _ArbLevel ArbLevel;

/**
 * ArbLevel:
 * @name: (nullable): the level's name, N_() ("Piece of Cake"); %NULL: "Level N"
 * @greeting: (nullable): what the computer says when the level is chosen, N_()
 * @search: exact reference, free search, or a function
 * @depth: moves (a whole chess, Alquerque or Congkak move, a whole checkers
 *   multi-jump, each count one) searched at most; iterative deepening goes
 *   1, 2, … @depth
 * @movetime_ms: the time limit when the caller sets none; 0: none (the
 *   search always reaches @depth)
 * @ties: which tied best move is played without a seed
 * @compare: (nullable): the order of moves for ties, as strcmp() answers;
 *   %NULL: byte order of the notation `moves` prints
 * @win_score: a finished position is worth ±(@win_score − ply) to the side
 *   to move (ply counted from the root), 0 for a draw
 * @finished_value: (nullable): replaces @win_score: the value of a finished
 *   position for the side to move (Congkak's `1000·sgn(d) + d`)
 * @evaluate: (nullable): the value of a position at the horizon for the
 *   side to move; %NULL: the rules table's @evaluate (or 0 without one)
 * @capture_score: (nullable): > 0 for a capture (larger: search first),
 *   0 otherwise; orders moves, and chooses the moves of the quiescence search
 * @quiescence: (FREE) at the horizon, keep searching captures until the
 *   position is quiet
 * @choose: (CHOOSE) the move for the side to move; @seed_state may be
 *   %NULL; FALSE when the game is over
 * @prune_margin: (FREE) 0: a full-width search (with late move
 *   reductions); above 0, the search is selective, in the evaluation's
 *   units a ply of depth: reverse futility pruning (a node whose evaluation
 *   beats the window by @prune_margin × depth is cut), late move pruning,
 *   deeper late move reductions, the transposition table in the quiescence
 *   search (docs/engine.md)
 * @can_prune: (nullable) (FREE, with @prune_margin) FALSE when the game is
 *   over, when the side to move is under a threat or holds one that the
 *   static evaluation cannot see, or when a pass could be its best move
 *   (chess: a King attacked, pawns only): reverse futility and null-move
 *   pruning are then skipped, and are never tried without it. The search
 *   asks before it lists the node's moves
 * @pass: (nullable) (FREE, with @prune_margin and @can_prune) gives the
 *   turn to the other side without a move, keeping the @hash true; a second
 *   call takes it back. Null-move pruning: when the side to move can pass
 *   and still beat the window in a shallower search, the node is cut
 * @exchange: (nullable) (FREE, with @prune_margin) what a capture wins or
 *   loses when both sides go on taking on its square (a static exchange
 *   evaluation; ≥ 0 is enough for a capture that cannot lose): the
 *   quiescence search skips the losing captures, the tree tries them after
 *   the killer moves
 *
 * @generate_captures: (nullable) (FREE, with @quiescence) the moves the
 *   quiescence search may try — every capture @capture_score counts, in
 *   the order @generate lists them, and nothing else — into the list; FALSE
 *   when the game is over (exactly when @generate would list no move). Saves
 *   generating every move at the horizon; %NULL: @generate's moves filtered
 * @goes_on: (nullable) (FREE, with @generate_captures) TRUE exactly when the
 *   game is not over, at less cost than listing the captures: the
 *   quiescence search then reads the table and the evaluation first, and
 *   lists the captures only when standing on the evaluation is not enough
 *
 * One level of a game's computer player: a `static const` array of these
 * sits next to the game's rules table (its @levels member), so that adding
 * a game never touches the engine (src/engine/arb-search.c).
 */
struct _ArbLevel
{
  const char     *name;
  const char     *greeting;
  ArbLevelSearch  search;
  guint           depth;
  guint           movetime_ms;
  ArbLevelTies    ties;
  int           (*compare)        (gconstpointer state, const ArbMove *a, const ArbMove *b);
  int             win_score;
  int           (*finished_value) (gconstpointer state, guint ply);
  int           (*evaluate)       (gconstpointer state);
  int           (*capture_score)  (gconstpointer state, const ArbMove *move);
  gboolean        quiescence;
  gboolean      (*choose)         (gconstpointer state, guint64 *seed_state, ArbMove *move);
  int             prune_margin;
  gboolean      (*can_prune)      (gconstpointer state);
  void          (*pass)           (gpointer state);
  int           (*exchange)       (gconstpointer state, const ArbMove *move);
  gboolean      (*generate_captures) (gconstpointer state, ArbMoveList *list);
  gboolean      (*goes_on)        (gconstpointer state);
};

G_END_DECLS
