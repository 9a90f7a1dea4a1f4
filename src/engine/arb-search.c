/* arb-search.c — the computer player: levels, the root of the search, ties
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* One search serves every game (docs/engine.md). This file is its root:
 * the levels, the tie order of the root moves, iterative deepening and the
 * pick among tied moves; arb-search-tree.c searches below the root.
 *  - it reads only the rules table: generate, make/unmake, turn, hash,
 *    outcome, and the level's evaluation, so a game brings its levels as
 *    data (arb-level.h);
 *  - the side to move comes from @turn after every move: a Congkak sowing
 *    that ends in the mover's store gives the same side another move, so a
 *    child's value is negated only when the turn really changed;
 *  - the search works on a private copy of the position, never on the
 *    caller's, and reads the clock and the cancellable every 1024 nodes, so
 *    the app can run it in a worker thread and cancel it from the main one;
 *  - exact levels (the specs' reference minimax) use nothing that could
 *    change a value: alpha-beta alone, whatever the move order, returns the
 *    minimax value of a move whenever it lies inside the window. At the root
 *    each move is searched with the window (best − 1, +∞), so every move
 *    that ties the best gets its exact value and the whole tie set is known;
 *  - free levels add a transposition table (keyed by the game's @hash),
 *    killer moves and, when the level asks, a quiescence search on captures.
 */

#include "arb-search-private.h"
#include "arb-random.h"

#include <string.h>

/* ------------------------------------------------------------- structs */

/* The root moves across the depths of one search: the moves stay in the
 * tie order, and the order they are searched in changes. */
typedef struct
{
  const ArbMoveList *list;      /* in the tie order */
  guint             *order;     /* indices into list: the best move first */
  guint             *ties;      /* the deepest completed depth's best moves, in the tie order */
  guint              n_ties;
  guint             *next_ties; /* the same for the depth being searched */
  guint              n_next;
} RootMoves;

/* ------------------------------------------------------------- statics */

static const ArbLevel default_level = {
  .name = NULL,
  .search = ARB_LEVEL_FREE,
  .depth = 64,
  .movetime_ms = 1000,
  .ties = ARB_LEVEL_TIES_FIRST,
  .win_score = 100000,
};

/* The order ties are broken in: the level's, or the notation's bytes. */
static int
compare_root (const ArbRules *rules,
              const ArbLevel *level,
              gconstpointer   state,
              const ArbMove  *a,
              const char     *text_a,
              const ArbMove  *b,
              const char     *text_b)
{
  if (level->compare != NULL)
    return level->compare (state, a, b);
  return strcmp (text_a, text_b);
}

/* Sorts @root into the tie order, once (an insertion sort: a few dozen
 * moves, hundreds at most). */
static void
sort_root_moves (const ArbRules *rules,
                 const ArbLevel *level,
                 gconstpointer   state,
                 ArbMoveList    *root)
{
  g_autofree guint *order = g_new (guint, root->n_moves);
  g_autofree ArbMove *sorted = NULL;
  char (*texts)[ARB_MOVE_TEXT_MAX] = g_malloc ((gsize) root->n_moves * ARB_MOVE_TEXT_MAX);

  for (guint i = 0; i < root->n_moves; i++)
    {
      arb_rules_move_to_list_text (rules, state, &root->moves[i], texts[i]);
      order[i] = i;
      for (guint j = i; j > 0; j--)
        {
          guint a = order[j - 1], b = order[j];

          if (compare_root (rules, level, state, &root->moves[a], texts[a],
                            &root->moves[b], texts[b]) <= 0)
            break;
          order[j - 1] = b;
          order[j] = a;
        }
    }
  g_free (texts);

  sorted = g_new (ArbMove, root->n_moves);
  for (guint i = 0; i < root->n_moves; i++)
    sorted[i] = root->moves[order[i]];
  memcpy (root->moves, sorted, root->n_moves * sizeof (ArbMove));
}

/* How deep to search. The caller may ask for less than the level, never
 * for more: a level is a promise about how well the computer plays. */
static guint
depth_limit (const ArbLevel        *level,
             const ArbSearchLimits *limits)
{
  guint max_depth = MAX (level->depth, 1);

  if (limits->depth != 0)
    max_depth = MIN (limits->depth, max_depth);
  return MIN (max_depth, ARB_SEARCH_MAX_PLY / 2);
}

/* One depth over every root move, in @root->order. Each move is searched
 * with the window (best − 1, +∞), so every move that ties the best gets its
 * exact value: they go to @root->next_ties. Returns the best value (when
 * the search stopped, that of the moves completed, in @root->next_ties). */
static int
search_root_depth (ArbSearchTree *s,
                   RootMoves     *root,
                   ArbSide        mover,
                   guint          depth)
{
  int best = -ARB_SEARCH_INF;
  /* A selective level needs no tie set: after the first move, each is
   * only shown no better with a null window (best, best + 1), and searched
   * again in full when it is (principal variation search at the root). */
  gboolean selective = s->level->prune_margin > 0;

  root->n_next = 0;
  for (guint k = 0; k < root->list->n_moves; k++)
    {
      guint i = root->order[k];
      const ArbMove *move = &root->list->moves[i];
      int alpha = best == -ARB_SEARCH_INF ? -ARB_SEARCH_INF : best - 1;
      int value;

      if (selective && best != -ARB_SEARCH_INF)
        {
          value = arb_search_tree_root_value (s, move, mover, depth, best, best + 1);
          if (value <= best)
            {
              if (s->stopped)
                break;
              continue;
            }
          if (!s->stopped)
            value = arb_search_tree_root_value (s, move, mover, depth, best, ARB_SEARCH_INF);
        }
      else
        value = arb_search_tree_root_value (s, move, mover, depth, alpha, ARB_SEARCH_INF);

      if (s->stopped)
        break;
      if (value > best)
        {
          best = value;
          root->n_next = 0;
        }
      if (value == best)
        root->next_ties[root->n_next++] = i;
    }
  return best;
}

/* A depth has completed: its tie set, in the tie order, becomes the
 * answer, and the move the level would pick among them is searched first
 * at the next depth. */
static void
keep_ties (RootMoves      *root,
           const ArbLevel *level)
{
  guint first;
  guint k = 0;

  for (guint a = 1; a < root->n_next; a++)
    for (guint b = a; b > 0 && root->next_ties[b - 1] > root->next_ties[b]; b--)
      {
        guint t = root->next_ties[b];

        root->next_ties[b] = root->next_ties[b - 1];
        root->next_ties[b - 1] = t;
      }
  memcpy (root->ties, root->next_ties, root->n_next * sizeof (guint));
  root->n_ties = root->n_next;

  first = root->ties[level->ties == ARB_LEVEL_TIES_LAST ? root->n_ties - 1 : 0];
  while (root->order[k] != first)
    k++;
  memmove (root->order + 1, root->order, k * sizeof (guint));
  root->order[0] = first;
}

/* A free search stops at a forced finish it has found (@best, the value of
 * the depth just completed), or when the next depth would not end in the
 * time left (it takes longer than all before it together). A selective
 * level (@prune_margin) keeps what a depth stopped by the clock has found
 * (deepen()), so it uses its time to the end instead. */
static gboolean
free_search_done (const ArbSearchTree *s,
                  int                  best,
                  gint64               start)
{
  if (best > s->win_bound || best < -s->win_bound)
    return TRUE;
  if (s->level->prune_margin > 0)
    return FALSE;
  return s->deadline != 0 && g_get_monotonic_time () - start > (s->deadline - start) / 2;
}

/* Which of the @n_ties tied best moves to play: a seeded choice when the
 * caller gave a seed and there is a choice, else the level's tie rule. */
static guint
pick_tie (const ArbLevel        *level,
          const ArbSearchLimits *limits,
          guint                  n_ties)
{
  if (limits->seed_state != NULL && n_ties > 1)
    return (guint) (arb_splitmix64 (limits->seed_state) % n_ties);
  return level->ties == ARB_LEVEL_TIES_LAST ? n_ties - 1 : 0;
}

/* Iterative deepening over the @root moves (two or more, in the tie
 * order) of @state: the deepest completed depth's value, depth and tie set
 * go to @result, and its pick among the ties when one depth completed. */
static void
deepen (const ArbRules        *rules,
        const ArbLevel        *level,
        gconstpointer          state,
        const ArbSearchLimits *limits,
        const ArbMoveList     *root_list,
        ArbSearchResult       *result)
{
  guint max_depth = depth_limit (level, limits);
  guint movetime = limits->movetime_ms != 0 ? limits->movetime_ms : level->movetime_ms;
  gint64 start = g_get_monotonic_time ();
  ArbSide mover;
  ArbSearchTree s;
  RootMoves root = {
    .list = root_list,
    .order = g_new (guint, root_list->n_moves),
    .ties = g_new (guint, root_list->n_moves),
    .next_ties = g_new (guint, root_list->n_moves),
  };

  arb_search_tree_init (&s, rules, level, state, limits,
                        movetime != 0 ? start + (gint64) movetime * 1000 : 0);
  mover = rules->turn (state);
  for (guint i = 0; i < root_list->n_moves; i++)
    root.order[i] = i;

  for (guint depth = 1; depth <= max_depth; depth++)
    {
      int best;

      s.may_stop = depth > 1;
      /* Small searches visit fewer than 1024 nodes a depth: look here too. */
      if (depth > 1 && arb_search_tree_out_of_time (&s))
        {
          s.stopped = TRUE;
          break;
        }
      best = search_root_depth (&s, &root, mover, depth);
      if (s.stopped)
        {
          /* A selective level keeps what the stopped depth completed: its
           * first move (the best so far) searched in full, and any move
           * that proved better. The others keep the last whole depth. */
          if (level->prune_margin > 0 && root.n_next > 0)
            {
              keep_ties (&root, level);
              result->value = best;
            }
          break;
        }
      keep_ties (&root, level);
      result->value = best;
      result->depth = depth;
      if (level->search == ARB_LEVEL_FREE && free_search_done (&s, best, start))
        break;
    }

  if (root.n_ties > 0)
    {
      result->move = root_list->moves[root.ties[pick_tie (level, limits, root.n_ties)]];
      result->n_best = root.n_ties;
    }
  result->nodes = s.nodes;
  result->stopped = s.stopped;

  arb_search_tree_clear (&s);
  g_free (root.order);
  g_free (root.ties);
  g_free (root.next_ties);
}

/* ---------------------------------------------------------- public API */

/**
 * arb_search_default_level:
 *
 * The player of a game whose table lists no levels: a free search over the
 * table's @evaluate, one second a move.
 *
 * Returns: (transfer none): a static level
 */
const ArbLevel *
arb_search_default_level (void)
{
  return &default_level;
}

/**
 * arb_search_n_levels:
 * @rules: a game
 *
 * Returns: how many levels the game offers (1 for a game without levels)
 */
guint
arb_search_n_levels (const ArbRules *rules)
{
  return rules->levels != NULL ? rules->n_levels : 1;
}

/**
 * arb_search_default_number:
 * @rules: a game
 *
 * Returns: the 1-based level used when nobody picks one: the game's
 *   @default_level, else its strongest
 */
guint
arb_search_default_number (const ArbRules *rules)
{
  guint n = arb_search_n_levels (rules);

  return rules->default_level >= 1 && rules->default_level <= n ? rules->default_level : n;
}

/**
 * arb_search_get_level:
 * @rules: a game
 * @level: 1-based; 0: the default level
 *
 * Returns: (transfer none) (nullable): the level, %NULL when the game has
 *   no such level
 */
const ArbLevel *
arb_search_get_level (const ArbRules *rules,
                      guint           level)
{
  if (level == 0)
    level = arb_search_default_number (rules);
  if (level > arb_search_n_levels (rules))
    return NULL;
  if (rules->levels == NULL)
    return &default_level;
  return &rules->levels[level - 1];
}

/**
 * arb_search_run:
 * @rules: the game
 * @state: the position; never changed (the search works on a copy)
 * @limits: the level, depth, time, seed and cancellable
 * @result: (out): the move and what the search saw
 *
 * The computer player's move, or the hint, for the side to move of @state:
 * iterative deepening 1, 2, … to the level's depth, the deepest completed
 * depth's choice. Safe to call from any thread on a position nobody
 * changes meanwhile.
 *
 * Returns: FALSE when the game is over (no move), or @limits->level is not
 *   a level of the game
 */
gboolean
arb_search_run (const ArbRules        *rules,
                gconstpointer          state,
                const ArbSearchLimits *limits,
                ArbSearchResult       *result)
{
  const ArbLevel *level = arb_search_get_level (rules, limits->level);
  g_autofree ArbMoveList *root = NULL;

  g_return_val_if_fail (rules != NULL && state != NULL && limits != NULL, FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  memset (result, 0, sizeof *result);
  if (level == NULL)
    return FALSE;

  root = g_new (ArbMoveList, 1);
  rules->generate (state, root);
  if (root->n_moves == 0)
    return FALSE;

  if (level->search == ARB_LEVEL_CHOOSE)
    {
      result->depth = 0;
      result->n_best = 1;
      return level->choose (state, limits->seed_state, &result->move);
    }

  /* From here on, root->moves is in the tie order. */
  sort_root_moves (rules, level, state, root);
  result->move = root->moves[level->ties == ARB_LEVEL_TIES_LAST ? root->n_moves - 1 : 0];
  result->n_best = root->n_moves;
  if (root->n_moves == 1)
    return TRUE; /* one move: answered at once */

  deepen (rules, level, state, limits, root, result);
  return TRUE;
}

/**
 * arb_search_game_history:
 * @game: a game
 * @n_history: (out): how many positions the array holds
 *
 * The @hash of every position of @game before its current one, the start
 * included, oldest first: the @history of ArbSearchLimits.
 *
 * Returns: (transfer full) (nullable): a g_free()able array, %NULL when
 *   the game has no move yet
 */
guint64 *
arb_search_game_history (ArbGame *game,
                         guint   *n_history)
{
  guint64 *positions;

  g_return_val_if_fail (ARB_IS_GAME (game) && n_history != NULL, NULL);

  /* The game's positions but the last, the current one. */
  positions = arb_game_get_position_hashes (game, n_history);
  if (--*n_history == 0)
    g_clear_pointer (&positions, g_free);
  return positions;
}

/* ------------------------------------------------------ in a worker thread */

typedef struct
{
  const ArbRules  *rules;
  gpointer         state;   /* a copy: the caller's position may change meanwhile */
  guint64         *history; /* a copy of limits.history, for the same reason */
  ArbSearchLimits  limits;
  ArbSearchResult  result;
  gboolean         found;
} AsyncSearch;

static void
async_search_free (gpointer data)
{
  AsyncSearch *search = data;

  g_free (search->state);
  g_free (search->history);
  g_free (search);
}

static void
async_search_thread (GTask        *task,
                     gpointer      source_object,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  AsyncSearch *search = task_data;

  search->found = arb_search_run (search->rules, search->state, &search->limits,
                                  &search->result);
  g_task_return_boolean (task, search->found);
}

/**
 * arb_search_run_async:
 * @rules: the game
 * @state: the position, copied at once
 * @limits: as for arb_search_run(); its cancellable is replaced by
 *   @cancellable and its @history copied at once; a @seed_state and a
 *   @cache must stay valid, and no other search may use the @cache,
 *   until @callback runs
 * @cancellable: (nullable): cancels the search (undo, a new game, closing)
 * @callback: called in the thread-default main context of the caller
 * @user_data: for @callback
 *
 * arb_search_run() in a GTask worker thread.
 */
void
arb_search_run_async (const ArbRules        *rules,
                      gconstpointer          state,
                      const ArbSearchLimits *limits,
                      GCancellable          *cancellable,
                      GAsyncReadyCallback    callback,
                      gpointer               user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  AsyncSearch *search = g_new0 (AsyncSearch, 1);

  search->rules = rules;
  search->state = g_memdup2 (state, rules->state_size);
  search->limits = *limits;
  search->limits.cancellable = cancellable;
  if (limits->history != NULL)
    search->history = g_memdup2 (limits->history, limits->n_history * sizeof (guint64));
  search->limits.history = search->history;
  g_task_set_source_tag (task, arb_search_run_async);
  g_task_set_task_data (task, search, async_search_free);
  g_task_run_in_thread (task, async_search_thread);
}

/**
 * arb_search_run_finish:
 * @result: the GAsyncResult of the callback
 * @search_result: (out): the move and what the search saw
 * @error: %G_IO_ERROR_CANCELLED when the search was cancelled: its move is
 *   then not wanted
 *
 * Returns: TRUE with a move; FALSE when the game is over (no error) or the
 *   search was cancelled (an error)
 */
gboolean
arb_search_run_finish (GAsyncResult     *result,
                       ArbSearchResult  *search_result,
                       GError          **error)
{
  GTask *task = G_TASK (result);
  AsyncSearch *search = g_task_get_task_data (task);

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  if (!g_task_propagate_boolean (task, error))
    return FALSE;
  *search_result = search->result;
  return TRUE;
}
