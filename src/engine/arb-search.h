/* arb-search.h — the computer player and the hint: one search for every game
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "arb-game.h"
#include "arb-level.h"

G_BEGIN_DECLS

typedef struct _ArbSearchCache ArbSearchCache;

ArbSearchCache *arb_search_cache_new   (void);
void            arb_search_cache_reset (ArbSearchCache *cache);
void            arb_search_cache_prepare (ArbSearchCache *cache, const ArbRules *rules,
                                          guint level);
void            arb_search_cache_free  (ArbSearchCache *cache);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbSearchCache, arb_search_cache_free)

/**
 * ArbSearchLimits:
 * @level: 1-based level of the game's table; 0: the game's default level
 * @depth: 0: the level's depth; otherwise at most this many moves and at
 *   most the level's depth (UCI's `go depth`)
 * @movetime_ms: 0: the level's own limit; otherwise stop deepening after
 *   this many milliseconds (depth 1 always completes)
 * @nodes: 0: no limit; otherwise stop deepening once about this many
 *   positions were visited (the count is read every 1024 nodes; depth 1
 *   always completes): UCI's and UGI's `go nodes`
 * @seed_state: (nullable): with a seed, tied best moves are chosen by
 *   SplitMix64 from this state, which is advanced (only when there is a
 *   choice to make); %NULL: the level's tie rule
 * @cancellable: (nullable): cancelling it from any thread stops the search,
 *   which then answers the deepest completed depth's move
 * @history: (nullable) (array length=n_history): the @hash of each position
 *   of the game before this one, in any order (arb_search_game_history()):
 *   the selective levels score a return to one of them as a draw; the
 *   others ignore it
 * @n_history: how many @history holds
 * @cache: (nullable): a long-lived player's ArbSearchCache: the selective
 *   levels keep their transposition table there from one search to the
 *   next; the others ignore it
 *
 * What a search is asked to do. Zero-initialise and set what you need.
 */
typedef struct
{
  guint         level;
  guint         depth;
  guint         movetime_ms;
  guint64       nodes;
  guint64      *seed_state;
  GCancellable *cancellable;
  const guint64  *history;
  guint           n_history;
  ArbSearchCache *cache;
} ArbSearchLimits;

/**
 * ArbSearchResult:
 * @move: the chosen move
 * @value: its value for the side to move (the level's units)
 * @depth: the deepest depth completed
 * @nodes: positions visited
 * @n_best: how many root moves tied for the best value at @depth
 * @stopped: the time limit or the cancellable stopped a deeper iteration
 */
typedef struct
{
  ArbMove  move;
  int      value;
  guint    depth;
  guint64  nodes;
  guint    n_best;
  gboolean stopped;
} ArbSearchResult;

/* The engine's player for a game without levels: free, depth 64, 1 s. */
const ArbLevel *arb_search_default_level (void);

const ArbLevel *arb_search_get_level      (const ArbRules *rules, guint level);
guint           arb_search_n_levels       (const ArbRules *rules);
guint           arb_search_default_number (const ArbRules *rules);

gboolean arb_search_run (const ArbRules        *rules,
                         gconstpointer          state,
                         const ArbSearchLimits *limits,
                         ArbSearchResult       *result);


guint64 *arb_search_game_history (ArbGame *game,
                                  guint   *n_history);

/* For the app: the same search in a GTask worker thread. */
void     arb_search_run_async  (const ArbRules        *rules,
                                gconstpointer          state,
                                const ArbSearchLimits *limits,
                                GCancellable          *cancellable,
                                GAsyncReadyCallback    callback,
                                gpointer               user_data);
gboolean arb_search_run_finish (GAsyncResult          *result,
                                ArbSearchResult       *search_result,
                                GError               **error);

G_END_DECLS
