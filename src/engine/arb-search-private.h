/* arb-search-private.h — what the root of a search (arb-search.c) and the
 * tree below it (arb-search-tree.c) share
 *
 * The root orders the moves for ties, deepens one depth at a time and
 * picks among the tied best moves; the tree gives the value of one root
 * move at one depth. Only the engine includes this header.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-search.h"

G_BEGIN_DECLS

/* Deeper than any level (checkers' 15, chess's iterative deepening) plus
 * the quiescence search's captures. */
#define ARB_SEARCH_MAX_PLY 100
#define ARB_SEARCH_INF     (1 << 29)

/* One slot of the transposition table (arb-search-tree.c). */
typedef struct _ArbSearchTTEntry ArbSearchTTEntry;

/* One slot of a selective level's cache of evaluations (arb-search-tree.c). */
typedef struct
{
  guint64 key;
  gint64  value;
} ArbSearchEvalEntry;

/* One search's state: the private copy of the position and what the tree
 * learns on the way. */
typedef struct
{
  const ArbRules   *rules;
  const ArbLevel   *level;
  gpointer          state;       /* the private copy, made and unmade in place */
  guint8           *undo;        /* one undo record per ply */
  ArbMoveList      *lists;       /* one move list per ply: never on the stack */
  int             (*scores)[ARB_MOVE_LIST_MAX];
  ArbMove           killers[ARB_SEARCH_MAX_PLY][2];
  gboolean          passed[ARB_SEARCH_MAX_PLY + 1]; /* the move to this ply was a null move */
  /* Selective levels: a position met again is a draw (repetitions). */
  gboolean          repetitions;
  guint64           path[ARB_SEARCH_MAX_PLY + 1];   /* the hash of each ply's position */
  const guint64    *earlier;     /* the game's earlier positions (ArbSearchLimits' history) */
  guint             n_earlier;
  guint64           earlier_filter[64]; /* bit hash mod 4096: may be in @earlier */
  int              *history;     /* quiet moves that cut, by side and move digest (free levels) */
  ArbSearchTTEntry *tt;          /* NULL for exact levels */
  ArbSearchEvalEntry *evals;     /* selective levels: evaluations by hash; else NULL */
  ArbSearchCache   *cache;       /* the owner of @tt, @evals and the work space, else NULL */
  guint8            tt_age;      /* the cache's age × 4, for the entries' flags; else 0 */
  int               win_bound;   /* |value| above this is a won or lost finish */
  gint64            deadline;    /* monotonic µs; 0: none */
  guint64           max_nodes;   /* stop past this many nodes; 0: no limit */
  GCancellable     *cancellable;
  gboolean          may_stop;    /* FALSE during depth 1, which always completes */
  guint64           check_mask;  /* the clock is read when nodes & mask is 0 */
  gboolean          stopped;
  guint64           nodes;
} ArbSearchTree;

/* The cancellable was cancelled, the deadline has passed or the node
 * budget is spent. Costs more than a node of Alquerque: the tree asks
 * only every 1024 nodes, or every 64 on a short clock (@check_mask). */
static inline gboolean
arb_search_tree_out_of_time (const ArbSearchTree *s)
{
  return g_cancellable_is_cancelled (s->cancellable)
         || (s->max_nodes != 0 && s->nodes >= s->max_nodes)
         || (s->deadline != 0 && g_get_monotonic_time () >= s->deadline);
}

/* Sets up @s to search a copy of @state at @level: the tables a free level
 * uses, the @deadline (monotonic µs, 0: none), and from @limits the
 * cancellable, the node budget and the game's history. */
G_GNUC_INTERNAL
void arb_search_tree_init       (ArbSearchTree  *s,
                                 const ArbRules *rules,
                                 const ArbLevel *level,
                                 gconstpointer   state,
                                 const ArbSearchLimits *limits,
                                 gint64          deadline);

/* Frees what arb_search_tree_init() allocated. */
G_GNUC_INTERNAL
void arb_search_tree_clear      (ArbSearchTree  *s);

/* The value of the root move @move for @mover, who plays it, searched
 * @depth plies deep (the move itself counted) with the window
 * (@alpha, @beta). Meaningless when @s->stopped. */
G_GNUC_INTERNAL
int  arb_search_tree_root_value (ArbSearchTree  *s,
                                 const ArbMove  *move,
                                 ArbSide         mover,
                                 guint           depth,
                                 int             alpha,
                                 int             beta);

G_END_DECLS
