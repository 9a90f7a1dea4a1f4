/* arb-search.c — negamax with alpha-beta over any game's rules table
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* One search serves every game (docs/engine.md):
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

#include "arb-search.h"

#include <string.h>

/* ------------------------------------------------------------- structs */

/* Deeper than any level (checkers' 15, chess's iterative deepening) plus
 * the quiescence search's captures. */
#define MAX_PLY 100
#define INF     (1 << 29)

/* Transposition table: 2^20 entries of 16 bytes (16 MiB), allocated per
 * free search (calloc'ed pages cost nothing until touched). */
#define TT_BITS 20

enum
{
  TT_EXACT = 1,
  TT_LOWER,
  TT_UPPER,
};

typedef struct
{
  guint64 key;
  gint32  value;
  guint16 move_key; /* a 16-bit digest of the best move, found again among the moves */
  guint8  depth;
  guint8  flag;
} TTEntry;

G_STATIC_ASSERT (sizeof (TTEntry) == 16);

typedef struct
{
  const ArbRules *rules;
  const ArbLevel *level;
  gpointer        state;       /* the private copy, made and unmade in place */
  guint8         *undo;        /* one undo record per ply */
  ArbMoveList    *lists;       /* one move list per ply: never on the stack */
  int           (*scores)[ARB_MOVE_LIST_MAX];
  ArbMove         killers[MAX_PLY][2];
  int            *history;     /* quiet moves that cut, by side and move digest (free levels) */
  TTEntry        *tt;          /* NULL for exact levels */
  int             win_bound;   /* |value| above this is a won or lost finish */
  gint64          deadline;    /* monotonic µs; 0: none */
  GCancellable   *cancellable;
  gboolean        may_stop;    /* FALSE during depth 1, which always completes */
  gboolean        stopped;
  guint64         nodes;
} Search;

/* ------------------------------------------------------------- statics */

static const ArbLevel default_level = {
  .name = NULL,
  .search = ARB_LEVEL_FREE,
  .depth = 64,
  .movetime_ms = 1000,
  .ties = ARB_LEVEL_TIES_FIRST,
  .win_score = 100000,
};

static inline gpointer
undo_at (Search *s,
         guint   ply)
{
  return s->undo + (gsize) ply * s->rules->undo_size;
}

static inline guint16
move_key (const ArbMove *move)
{
  guint32 h = 2166136261u;

  for (guint i = 0; i < move->n_cells; i++)
    h = (h ^ move->cells[i]) * 16777619u;
  return (guint16) (h ^ (h >> 16)) | 1; /* never 0: 0 means "no move" */
}

/* Reads the clock and the cancellable now and then: both cost more than a
 * node of Alquerque. */
static inline gboolean
should_stop (Search *s)
{
  if (s->stopped)
    return TRUE;
  if (!s->may_stop || (s->nodes & 1023) != 0)
    return FALSE;
  if (g_cancellable_is_cancelled (s->cancellable)
      || (s->deadline != 0 && g_get_monotonic_time () >= s->deadline))
    s->stopped = TRUE;
  return s->stopped;
}

/* A finished position, for the side to move in it. */
static int
finished_value (Search *s,
                guint   ply)
{
  ArbOutcome outcome;
  ArbSide winner;
  int value;

  if (s->level->finished_value != NULL)
    return s->level->finished_value (s->state, ply);
  s->rules->outcome (s->state, &outcome);
  if (outcome.result == ARB_RESULT_FIRST_WINS)
    winner = ARB_SIDE_FIRST;
  else if (outcome.result == ARB_RESULT_SECOND_WINS)
    winner = ARB_SIDE_SECOND;
  else
    return 0;
  /* A quicker win and a later loss are worth more. */
  value = s->level->win_score - (int) ply;
  return winner == s->rules->turn (s->state) ? value : -value;
}

static int
evaluate (Search *s)
{
  if (s->level->evaluate != NULL)
    return s->level->evaluate (s->state);
  if (s->rules->evaluate != NULL)
    return s->rules->evaluate (s->state);
  return 0;
}

/* Won and lost values count plies from the root; the table keeps them from
 * the node, so that a transposition at another ply reads them right. */
static inline int
value_to_tt (Search *s, int value, guint ply)
{
  if (value > s->win_bound)
    return value + (int) ply;
  if (value < -s->win_bound)
    return value - (int) ply;
  return value;
}

static inline int
value_from_tt (Search *s, int value, guint ply)
{
  if (value > s->win_bound)
    return value - (int) ply;
  if (value < -s->win_bound)
    return value + (int) ply;
  return value;
}

/* A quiet move's slot in the history table: the side that plays it and
 * its digest. */
static inline gsize
history_index (ArbSide        side,
               const ArbMove *move)
{
  return ((gsize) (side & 1) << 16) | move_key (move);
}

/* Moves to try first get larger scores: the table's move, captures (the
 * level's order among them), the two killers of the ply, then the rest in
 * the game's order. */
static void
score_moves (Search         *s,
             guint           ply,
             guint16         tt_move,
             gboolean        captures_only)
{
  ArbMoveList *list = &s->lists[ply];
  int *scores = s->scores[ply];
  ArbSide side = s->history != NULL ? s->rules->turn (s->state) : ARB_SIDE_FIRST;

  for (guint i = 0; i < list->n_moves; i++)
    {
      const ArbMove *move = &list->moves[i];
      int capture = s->level->capture_score != NULL
                    ? s->level->capture_score (s->state, move) : 0;

      if (tt_move != 0 && move_key (move) == tt_move)
        scores[i] = 1 << 28;
      else if (capture > 0)
        scores[i] = (1 << 24) + capture;
      else if (captures_only)
        scores[i] = -1;
      else if (arb_move_equal (move, &s->killers[ply][0]))
        scores[i] = (1 << 20) + 1;
      else if (arb_move_equal (move, &s->killers[ply][1]))
        scores[i] = 1 << 20;
      else if (s->history != NULL)
        scores[i] = s->history[history_index (side, move)];
      else
        scores[i] = 0;
    }
}

/* Moves the best-scored remaining move to @k (a selection sort, one step
 * at a time: a cut-off usually comes before the list is sorted). */
static void
pick_move (Search *s,
           guint   ply,
           guint   k)
{
  ArbMoveList *list = &s->lists[ply];
  int *scores = s->scores[ply];
  guint best = k;

  for (guint i = k + 1; i < list->n_moves; i++)
    if (scores[i] > scores[best])
      best = i;
  if (best != k)
    {
      ArbMove move = list->moves[k];
      int score = scores[k];

      list->moves[k] = list->moves[best];
      scores[k] = scores[best];
      list->moves[best] = move;
      scores[best] = score;
    }
}

static int negamax (Search *s, guint depth, guint ply, int alpha, int beta);
static int quiesce_node (Search *s, guint ply, int alpha, int beta);

/* The value of the position just made, for @mover, who made it: negated
 * only when the turn passed (Congkak's extra turns keep it). */
static int
child_value (Search  *s,
             ArbSide  mover,
             guint    depth,
             guint    ply,
             int      alpha,
             int      beta,
             gboolean quiesce)
{
  if (s->rules->turn (s->state) == mover)
    return quiesce ? quiesce_node (s, ply, alpha, beta) : negamax (s, depth, ply, alpha, beta);
  return quiesce ? -quiesce_node (s, ply, -beta, -alpha)
                 : -negamax (s, depth, ply, -beta, -alpha);
}

/* The captures of a position whose moves lists[ply] holds (at least one):
 * the side to move may also stand on the evaluation. */
static int
quiesce_moves (Search *s,
               guint   ply,
               int     alpha,
               int     beta)
{
  ArbMoveList *list = &s->lists[ply];
  ArbSide mover = s->rules->turn (s->state);
  int best = evaluate (s);

  if (best >= beta || ply + 1 >= MAX_PLY)
    return best;
  if (best > alpha)
    alpha = best;
  score_moves (s, ply, 0, TRUE);
  for (guint k = 0; k < list->n_moves; k++)
    {
      int value;

      pick_move (s, ply, k);
      if (s->scores[ply][k] < 0)
        break;
      s->rules->make (s->state, &list->moves[k], undo_at (s, ply));
      value = child_value (s, mover, 0, ply + 1, alpha, beta, TRUE);
      s->rules->unmake (s->state, undo_at (s, ply));
      if (s->stopped)
        return 0;
      if (value > best)
        {
          best = value;
          if (value > alpha)
            alpha = value;
          if (alpha >= beta)
            break;
        }
    }
  return best;
}

static int
quiesce_node (Search *s,
              guint   ply,
              int     alpha,
              int     beta)
{
  s->nodes++;
  if (should_stop (s))
    return 0;
  s->rules->generate (s->state, &s->lists[ply]);
  if (s->lists[ply].n_moves == 0)
    return finished_value (s, ply);
  return quiesce_moves (s, ply, alpha, beta);
}

static int
negamax (Search *s,
         guint   depth,
         guint   ply,
         int     alpha,
         int     beta)
{
  ArbMoveList *list = &s->lists[ply];
  ArbSide mover;
  TTEntry *entry = NULL;
  guint64 key = 0;
  guint16 tt_move = 0;
  int alpha0 = alpha;
  int best = -INF;
  guint best_k = 0;

  s->nodes++;
  if (should_stop (s))
    return 0;
  s->rules->generate (s->state, list);
  /* Every game generates no move exactly when it is over. */
  if (list->n_moves == 0)
    return finished_value (s, ply);
  if (depth == 0 || ply + 1 >= MAX_PLY)
    return s->level->quiescence ? quiesce_moves (s, ply, alpha, beta) : evaluate (s);

  if (s->tt != NULL)
    {
      key = s->rules->hash (s->state);
      entry = &s->tt[key & ((1u << TT_BITS) - 1)];
      if (entry->key == key && entry->flag != 0)
        {
          tt_move = entry->move_key;
          if (entry->depth >= depth)
            {
              int value = value_from_tt (s, entry->value, ply);

              if (entry->flag == TT_EXACT
                  || (entry->flag == TT_LOWER && value >= beta)
                  || (entry->flag == TT_UPPER && value <= alpha))
                return value;
            }
        }
    }

  mover = s->rules->turn (s->state);
  score_moves (s, ply, tt_move, FALSE);
  for (guint k = 0; k < list->n_moves; k++)
    {
      int value;

      pick_move (s, ply, k);
      s->rules->make (s->state, &list->moves[k], undo_at (s, ply));
      if (s->tt == NULL || k == 0)
        value = child_value (s, mover, depth - 1, ply + 1, alpha, beta, FALSE);
      else
        {
          /* Free levels: the first move is probably the best (principal
           * variation search); the others only have to be shown worse,
           * with a null window, and late quiet ones a ply shallower (late
           * move reductions). Whatever fails high is searched again in
           * full. */
          guint reduce = depth >= 3 && k >= 3 && s->scores[ply][k] < (1 << 20) ? 1 : 0;

          value = child_value (s, mover, depth - 1 - reduce, ply + 1, alpha, alpha + 1, FALSE);
          if (value > alpha && reduce > 0 && !s->stopped)
            value = child_value (s, mover, depth - 1, ply + 1, alpha, alpha + 1, FALSE);
          if (value > alpha && value < beta && !s->stopped)
            value = child_value (s, mover, depth - 1, ply + 1, alpha, beta, FALSE);
        }
      s->rules->unmake (s->state, undo_at (s, ply));
      if (s->stopped)
        return 0;
      if (value > best)
        {
          best = value;
          best_k = k;
          if (value > alpha)
            alpha = value;
          if (alpha >= beta)
            {
              /* A quiet move that refuted this line may refute its sibling
               * too, and is worth trying early elsewhere. */
              if (s->scores[ply][k] < (1 << 24))
                {
                  if (!arb_move_equal (&list->moves[k], &s->killers[ply][0]))
                    {
                      s->killers[ply][1] = s->killers[ply][0];
                      s->killers[ply][0] = list->moves[k];
                    }
                  if (s->history != NULL)
                    {
                      int *h = &s->history[history_index (mover, &list->moves[k])];

                      *h = MIN (*h + (int) (depth * depth), (1 << 19));
                    }
                }
              break;
            }
        }
    }

  if (entry != NULL)
    {
      entry->key = key;
      entry->value = value_to_tt (s, best, ply);
      entry->move_key = move_key (&list->moves[best_k]);
      entry->depth = (guint8) MIN (depth, 255);
      entry->flag = best <= alpha0 ? TT_UPPER : best >= beta ? TT_LOWER : TT_EXACT;
    }
  return best;
}

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

/* ---------------------------------------------------------- public API */

/**
 * arb_search_splitmix64:
 * @seed_state: the generator's state, advanced
 *
 * SplitMix64 (checkers spec §11, the library's seeded generator for every
 * game): the state grows by the golden ratio, the output is its mix.
 *
 * Returns: the next 64-bit output
 */
guint64
arb_search_splitmix64 (guint64 *seed_state)
{
  guint64 z;

  *seed_state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  z = *seed_state;
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

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
  g_autofree guint *order = NULL;
  g_autofree guint *ties = NULL;
  g_autofree guint *next_ties = NULL;
  char (*texts)[ARB_MOVE_TEXT_MAX] = NULL;
  Search s = { 0 };
  guint n_ties = 0;
  guint max_depth;
  guint movetime;
  gint64 start;
  ArbSide mover;

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

  /* The root moves in the tie order, once (an insertion sort: a few dozen
   * moves, hundreds at most). */
  texts = g_malloc ((gsize) root->n_moves * ARB_MOVE_TEXT_MAX);
  order = g_new (guint, root->n_moves);
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
  {
    /* From here on, root->moves is in the tie order. */
    g_autofree ArbMove *sorted = g_new (ArbMove, root->n_moves);

    for (guint i = 0; i < root->n_moves; i++)
      sorted[i] = root->moves[order[i]];
    memcpy (root->moves, sorted, root->n_moves * sizeof (ArbMove));
  }
  g_free (texts);

  result->move = root->moves[level->ties == ARB_LEVEL_TIES_LAST ? root->n_moves - 1 : 0];
  result->n_best = root->n_moves;
  if (root->n_moves == 1)
    return TRUE; /* one move: answered at once */

  /* The caller may ask for less than the level, never for more: a level
   * is a promise about how well the computer plays. */
  max_depth = MAX (level->depth, 1);
  if (limits->depth != 0)
    max_depth = MIN (limits->depth, max_depth);
  max_depth = MIN (max_depth, MAX_PLY / 2);
  movetime = limits->movetime_ms != 0 ? limits->movetime_ms : level->movetime_ms;
  start = g_get_monotonic_time ();

  s.rules = rules;
  s.level = level;
  s.state = g_memdup2 (state, rules->state_size);
  s.undo = g_malloc ((gsize) MAX_PLY * MAX (rules->undo_size, 1));
  s.lists = g_new (ArbMoveList, MAX_PLY);
  s.scores = g_malloc (sizeof (int[ARB_MOVE_LIST_MAX]) * MAX_PLY);
  s.tt = level->search == ARB_LEVEL_FREE ? g_new0 (TTEntry, (gsize) 1 << TT_BITS) : NULL;
  s.history = level->search == ARB_LEVEL_FREE ? g_new0 (int, (gsize) 2 << 16) : NULL;
  s.win_bound = level->finished_value != NULL ? INF : level->win_score - MAX_PLY;
  s.deadline = movetime != 0 ? start + (gint64) movetime * 1000 : 0;
  s.cancellable = limits->cancellable;
  mover = rules->turn (state);

  order = (g_free (order), g_new (guint, root->n_moves));
  ties = g_new (guint, root->n_moves);
  next_ties = g_new (guint, root->n_moves);
  for (guint i = 0; i < root->n_moves; i++)
    order[i] = i;

  for (guint depth = 1; depth <= max_depth; depth++)
    {
      int best = -INF;
      guint n_next = 0;

      s.may_stop = depth > 1;
      /* Small searches visit fewer than 1024 nodes a depth: look here too. */
      if (depth > 1 && (g_cancellable_is_cancelled (s.cancellable)
                        || (s.deadline != 0 && g_get_monotonic_time () >= s.deadline)))
        {
          s.stopped = TRUE;
          break;
        }
      for (guint k = 0; k < root->n_moves; k++)
        {
          guint i = order[k];
          int alpha = best == -INF ? -INF : best - 1;
          int value;

          rules->make (s.state, &root->moves[i], undo_at (&s, 0));
          value = child_value (&s, mover, depth - 1, 1, alpha, INF, FALSE);
          rules->unmake (s.state, undo_at (&s, 0));
          if (s.stopped)
            break;
          if (value > best)
            {
              best = value;
              n_next = 0;
            }
          if (value == best)
            next_ties[n_next++] = i;
        }
      if (s.stopped)
        break;

      /* The tie set in the tie order, and the best move first next time. */
      for (guint a = 1; a < n_next; a++)
        for (guint b = a; b > 0 && next_ties[b - 1] > next_ties[b]; b--)
          {
            guint t = next_ties[b];

            next_ties[b] = next_ties[b - 1];
            next_ties[b - 1] = t;
          }
      memcpy (ties, next_ties, n_next * sizeof (guint));
      n_ties = n_next;
      result->value = best;
      result->depth = depth;
      {
        guint first = ties[level->ties == ARB_LEVEL_TIES_LAST ? n_ties - 1 : 0];
        guint k = 0;

        while (order[k] != first)
          k++;
        memmove (order + 1, order, k * sizeof (guint));
        order[0] = first;
      }

      /* A free search stops at a forced finish it has found, or when the
       * next depth would not end in the time left (it takes longer than
       * all before it together). */
      if (level->search == ARB_LEVEL_FREE)
        {
          if (best > s.win_bound || best < -s.win_bound)
            break;
          if (s.deadline != 0 && g_get_monotonic_time () - start > (s.deadline - start) / 2)
            break;
        }
    }

  if (n_ties > 0)
    {
      guint pick;

      if (limits->seed_state != NULL && n_ties > 1)
        pick = (guint) (arb_search_splitmix64 (limits->seed_state) % n_ties);
      else
        pick = level->ties == ARB_LEVEL_TIES_LAST ? n_ties - 1 : 0;
      result->move = root->moves[ties[pick]];
      result->n_best = n_ties;
    }
  result->nodes = s.nodes;
  result->stopped = s.stopped;

  g_free (s.state);
  g_free (s.undo);
  g_free (s.lists);
  g_free (s.scores);
  g_free (s.tt);
  g_free (s.history);
  return TRUE;
}

/* ------------------------------------------------------ in a worker thread */

typedef struct
{
  const ArbRules  *rules;
  gpointer         state;   /* a copy: the caller's position may change meanwhile */
  ArbSearchLimits  limits;
  ArbSearchResult  result;
  gboolean         found;
} AsyncSearch;

static void
async_search_free (gpointer data)
{
  AsyncSearch *search = data;

  g_free (search->state);
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
 *   @cancellable, and a @seed_state must stay valid, untouched, until
 *   @callback runs
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
