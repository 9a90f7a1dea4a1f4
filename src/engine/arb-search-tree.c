/* arb-search-tree.c — the tree below the root: negamax with alpha-beta
 *
 * The value of one root move at one depth (arb_search_tree_root_value()),
 * for arb-search.c's iterative deepening. Everything here runs once a
 * node, so it is all static: the compiler keeps it in one piece.
 *  - exact levels use alpha-beta alone, which returns the minimax value of
 *    a move whenever it lies inside the window, whatever the move order;
 *  - free levels add a transposition table (keyed by the game's @hash),
 *    principal variation search, late move reductions, killer moves, a
 *    history of quiet moves that cut and, when the level asks, a
 *    quiescence search on captures;
 *  - the side to move comes from @turn after every move: a Congkak sowing
 *    that ends in the mover's store gives the same side another move, so a
 *    child's value is negated only when the turn really changed.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-search-private.h"

#include <string.h>

/* ------------------------------------------------------------- structs */

/* Transposition table: 2^20 entries of 16 bytes (16 MiB), allocated per
 * free search (calloc'ed pages cost nothing until touched). */
#define TT_BITS 20

/* A search with less time than this reads the clock every 64 nodes. */
#define SHORT_SEARCH_US (100 * G_TIME_SPAN_MILLISECOND)

enum
{
  TT_EXACT = 1,
  TT_LOWER,
  TT_UPPER,
};

struct _ArbSearchTTEntry
{
  guint64 key;
  gint32  value;
  guint16 move_key; /* a 16-bit digest of the best move, found again among the moves */
  guint8  depth;
  guint8  flag;     /* TT_EXACT, _LOWER or _UPPER, plus the search's age × 4 */
};

#define TT_BOUND(entry) ((entry)->flag & 3)
/* The search that wrote an entry, as arb_search_tree_init() sets tt_age. */
#define TT_AGE(entry)   ((entry)->flag & ~3)

/* What a long-lived player keeps from one search to the next (a selective
 * level's transposition table and evaluations), for one game and level. */
struct _ArbSearchCache
{
  const ArbRules     *rules;
  const ArbLevel     *level;
  ArbSearchTTEntry   *tt;
  ArbSearchEvalEntry *evals;
  guint               age;   /* 0 … 63, one more each search */
  gboolean            touched; /* every page of the tables written */
  /* The work space of a search (ArbSearchTree's, same names). */
  gpointer            undo;
  ArbMoveList        *lists;
  int               (*scores)[ARB_MOVE_LIST_MAX];
  int                *history;
};

/* The sizes of a search's work space. */
#define SCORES_SIZE  (sizeof (int[ARB_MOVE_LIST_MAX]) * ARB_SEARCH_MAX_PLY)
#define HISTORY_SIZE (sizeof (int) * ((gsize) 2 << 16))

static gsize
undo_size (const ArbRules *rules)
{
  return (gsize) ARB_SEARCH_MAX_PLY * MAX (rules->undo_size, 1);
}

static void cache_ensure (ArbSearchCache *cache, const ArbRules *rules, const ArbLevel *level,
                          gboolean touch);

G_STATIC_ASSERT (sizeof (ArbSearchTTEntry) == 16);

/* The evaluation cache of a selective level: 2^18 slots (4 MiB). */
#define EVAL_BITS 18

/* ------------------------------------------------------------- statics */

static inline gpointer
undo_at (ArbSearchTree *s,
         guint          ply)
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

/* arb_move_equal() without its checks and its call to memcmp(): score_moves()
 * compares every quiet move with two killers. */
static inline gboolean
same_move (const ArbMove *a,
           const ArbMove *b)
{
  if (a->n_cells != b->n_cells)
    return FALSE;
  for (guint i = 0; i < a->n_cells; i++)
    if (a->cells[i] != b->cells[i])
      return FALSE;
  return TRUE;
}

/* Reads the clock and the cancellable now and then: both cost more than a
 * node of Alquerque. */
static inline gboolean
should_stop (ArbSearchTree *s)
{
  if (s->stopped)
    return TRUE;
  if (!s->may_stop || (s->nodes & s->check_mask) != 0)
    return FALSE;
  if (arb_search_tree_out_of_time (s))
    s->stopped = TRUE;
  return s->stopped;
}

/* A finished position, for the side to move in it. */
static int
finished_value (ArbSearchTree *s,
                guint          ply)
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
evaluate_uncached (ArbSearchTree *s)
{
  if (s->level->evaluate != NULL)
    return s->level->evaluate (s->state);
  if (s->rules->evaluate != NULL)
    return s->rules->evaluate (s->state);
  return 0;
}

/* A selective level evaluates most positions more than once (reverse
 * futility, the null move, quiescence, transpositions): it keeps the
 * last evaluation of each slot, keyed by the game's @hash. */
static inline int
evaluate (ArbSearchTree *s)
{
  ArbSearchEvalEntry *entry;
  guint64 key;

  if (s->evals == NULL)
    return evaluate_uncached (s);
  key = s->rules->hash (s->state);
  entry = &s->evals[key & ((1u << EVAL_BITS) - 1)];
  if (entry->key != key || key == 0)
    {
      entry->key = key;
      entry->value = evaluate_uncached (s);
    }
  return (int) entry->value;
}

/* Won and lost values count plies from the root; the table keeps them from
 * the node, so that a transposition at another ply reads them right. */
static inline int
value_to_tt (ArbSearchTree *s, int value, guint ply)
{
  if (value > s->win_bound)
    return value + (int) ply;
  if (value < -s->win_bound)
    return value - (int) ply;
  return value;
}

static inline int
value_from_tt (ArbSearchTree *s, int value, guint ply)
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

/* A capture's score: above every quiet move, in the level's order, with
 * its lowest bit set while a selective level has not yet asked whether it
 * loses (pick_move() asks only of a capture it is about to try). */
#define CAPTURE_SCORE(capture) ((1 << 24) + 2 * (capture))
#define TT_MOVE_SCORE          (1 << 28)

/* Where a losing capture goes: after the killers, not at all in the
 * quiescence search (@captures_only). */
static inline int
losing_capture_score (int      capture,
                      gboolean captures_only)
{
  return captures_only ? -1 : (1 << 19) + 1 + MIN (capture, 1 << 18);
}

/* Moves to try first get larger scores: the table's move, captures (the
 * level's order among them), the two killers of the ply, the losing
 * captures of a selective level (@exchange), then the rest by history or
 * in the game's order. */
static void
score_moves (ArbSearchTree *s,
             guint          ply,
             guint16        tt_move,
             gboolean       captures_only)
{
  ArbMoveList *list = &s->lists[ply];
  int *scores = s->scores[ply];
  ArbSide side = s->history != NULL ? s->rules->turn (s->state) : ARB_SIDE_FIRST;
  /* Selective levels: losing captures after the killers, and not at all
   * in the quiescence search. */
  gboolean exchange = s->level->exchange != NULL && s->level->prune_margin > 0;

  for (guint i = 0; i < list->n_moves; i++)
    {
      const ArbMove *move = &list->moves[i];
      int capture = s->level->capture_score != NULL
                    ? s->level->capture_score (s->state, move) : 0;

      if (tt_move != 0 && move_key (move) == tt_move)
        scores[i] = TT_MOVE_SCORE;
      else if (capture > 0)
        scores[i] = CAPTURE_SCORE (capture) + (exchange ? 1 : 0);
      else if (captures_only)
        scores[i] = -1;
      else if (same_move (move, &s->killers[ply][0]))
        scores[i] = (1 << 20) + 1;
      else if (same_move (move, &s->killers[ply][1]))
        scores[i] = 1 << 20;
      else if (s->history != NULL)
        scores[i] = s->history[history_index (side, move)];
      else
        scores[i] = 0;
    }
}

/* Moves the best-scored remaining move to @k (a selection sort, one step
 * at a time: a cut-off usually comes before the list is sorted). A
 * capture not yet weighed by the level's @exchange is weighed when it
 * comes first, and the choice made again if it loses: the order is that
 * of weighing them all, at the cost of those tried. */
static void
pick_move (ArbSearchTree *s,
           guint          ply,
           guint          k,
           gboolean       captures_only)
{
  ArbMoveList *list = &s->lists[ply];
  int *scores = s->scores[ply];
  guint best;

  for (;;)
    {
      int score;

      best = k;
      for (guint i = k + 1; i < list->n_moves; i++)
        if (scores[i] > scores[best])
          best = i;
      score = scores[best];
      if (score < CAPTURE_SCORE (0) || score >= TT_MOVE_SCORE || (score & 1) == 0)
        break;
      if (s->level->exchange (s->state, &list->moves[best]) >= 0)
        scores[best] = score - 1;
      else
        scores[best] = losing_capture_score ((score - CAPTURE_SCORE (0)) / 2, captures_only);
    }
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

/* The position at @ply, of hash @key, was met before: on the search's own
 * path (not across a null move, which is no move of the game) or in the
 * game before the root. A selective level scores it as a draw: the side
 * that is better looks for another way, the worse one for the repetition
 * (rules.md §7: three times is a draw the referee offers). */
static gboolean
is_repetition (ArbSearchTree *s,
               guint          ply,
               guint64        key)
{
  for (guint p = ply; p-- > 0;)
    {
      if (s->passed[p + 1])
        return FALSE;
      if (s->path[p] == key)
        return TRUE;
    }
  if ((s->earlier_filter[(key >> 6) & 63] & (G_GUINT64_CONSTANT (1) << (key & 63))) == 0)
    return FALSE;
  for (guint i = s->n_earlier; i-- > 0;)
    if (s->earlier[i] == key)
      return TRUE;
  return FALSE;
}

static int negamax (ArbSearchTree *s, guint depth, guint ply, int alpha, int beta);
static int quiesce_node (ArbSearchTree *s, guint ply, int alpha, int beta);

/* The value of the position just made, for @mover, who made it: negated
 * only when the turn passed (Congkak's extra turns keep it). */
static int
child_value (ArbSearchTree *s,
             ArbSide        mover,
             guint          depth,
             guint          ply,
             int            alpha,
             int            beta,
             gboolean       quiesce)
{
  if (s->rules->turn (s->state) == mover)
    return quiesce ? quiesce_node (s, ply, alpha, beta) : negamax (s, depth, ply, alpha, beta);
  return quiesce ? -quiesce_node (s, ply, -beta, -alpha)
                 : -negamax (s, depth, ply, -beta, -alpha);
}

static inline gboolean tt_probe (ArbSearchTree *s, const ArbSearchTTEntry *entry, guint64 key,
                                 guint depth, guint ply, int alpha, int beta,
                                 guint16 *tt_move, int *value);

/* Stores a quiescence search's @best, searched with the window (@alpha0,
 * @beta), at depth 0 and without a move. */
static inline void
quiesce_store (ArbSearchTree    *s,
               ArbSearchTTEntry *entry,
               guint64           key,
               guint             ply,
               int               alpha0,
               int               beta,
               int               best)
{
  entry->key = key;
  entry->value = value_to_tt (s, best, ply);
  entry->move_key = 0;
  entry->depth = 0;
  entry->flag = (best <= alpha0 ? TT_UPPER : best >= beta ? TT_LOWER : TT_EXACT) | s->tt_age;
}

/* The captures of a position whose game goes on, whose moves lists[ply]
 * holds (@listed) or are listed by the level's @generate_captures when
 * needed: the side to move may also stand on the evaluation. */
static int
quiesce_moves (ArbSearchTree *s,
               guint          ply,
               int            alpha,
               int            beta,
               gboolean       listed)
{
  ArbMoveList *list = &s->lists[ply];
  ArbSide mover = s->rules->turn (s->state);
  ArbSearchTTEntry *entry = NULL;
  guint64 key = 0;
  int alpha0 = alpha;
  int best;

  if (s->tt != NULL && s->level->prune_margin > 0)
    {
      guint16 tt_move = 0;
      int value = 0;

      /* Selective levels read the table here too, and write what they
       * find where no deeper search's entry would be lost. */
      key = s->rules->hash (s->state);
      entry = &s->tt[key & ((1u << TT_BITS) - 1)];
      if (tt_probe (s, entry, key, 0, ply, alpha, beta, &tt_move, &value))
        return value;
      if (entry->flag != 0 && entry->depth > 0 && TT_AGE (entry) == s->tt_age)
        entry = NULL;
    }
  best = evaluate (s);
  if (best >= beta || ply + 1 >= ARB_SEARCH_MAX_PLY)
    {
      if (entry != NULL)
        quiesce_store (s, entry, key, ply, alpha0, beta, best);
      return best;
    }
  if (best > alpha)
    alpha = best;
  if (!listed)
    s->level->generate_captures (s->state, list);
  score_moves (s, ply, 0, TRUE);
  for (guint k = 0; k < list->n_moves; k++)
    {
      int value;

      pick_move (s, ply, k, TRUE);
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
  if (entry != NULL)
    quiesce_store (s, entry, key, ply, alpha0, beta, best);
  return best;
}

/* A quiescence node, counted: its moves, or only its captures when the
 * level can list them alone. */
static int
quiesce_generate (ArbSearchTree *s,
                  guint          ply,
                  int            alpha,
                  int            beta)
{
  if (s->level->goes_on != NULL)
    {
      if (!s->level->goes_on (s->state))
        return finished_value (s, ply);
      return quiesce_moves (s, ply, alpha, beta, FALSE);
    }
  if (s->level->generate_captures != NULL)
    {
      if (!s->level->generate_captures (s->state, &s->lists[ply]))
        return finished_value (s, ply);
    }
  else
    {
      s->rules->generate (s->state, &s->lists[ply]);
      if (s->lists[ply].n_moves == 0)
        return finished_value (s, ply);
    }
  return quiesce_moves (s, ply, alpha, beta, TRUE);
}

static int
quiesce_node (ArbSearchTree *s,
              guint          ply,
              int            alpha,
              int            beta)
{
  s->nodes++;
  if (should_stop (s))
    return 0;
  return quiesce_generate (s, ply, alpha, beta);
}

/* Reads the table's @entry for the position of @key: the digest of the
 * best move it remembers goes to @tt_move; TRUE, with the value in @value,
 * when the search it stores went deep enough and its bound settles the
 * window (@alpha, @beta) at once. */
static inline gboolean
tt_probe (ArbSearchTree          *s,
          const ArbSearchTTEntry *entry,
          guint64                 key,
          guint                   depth,
          guint                   ply,
          int                     alpha,
          int                     beta,
          guint16                *tt_move,
          int                    *value)
{
  if (entry->key != key || entry->flag == 0)
    return FALSE;
  *tt_move = entry->move_key;
  if (entry->depth < depth)
    return FALSE;
  *value = value_from_tt (s, entry->value, ply);
  return TT_BOUND (entry) == TT_EXACT
         || (TT_BOUND (entry) == TT_LOWER && *value >= beta)
         || (TT_BOUND (entry) == TT_UPPER && *value <= alpha);
}

/* Stores in @entry what the search of the position of @key found: @best,
 * an exact value or a bound of the window it was searched with (@alpha0,
 * @beta), and its move. */
static inline void
tt_store (ArbSearchTree    *s,
          ArbSearchTTEntry *entry,
          guint64           key,
          guint             depth,
          guint             ply,
          int               alpha0,
          int               beta,
          int               best,
          const ArbMove    *best_move)
{
  /* A kept table (ArbSearchCache) holds what this search found about
   * another position, deeper, over what it finds now: entries of earlier
   * searches always give way. */
  if (s->cache != NULL && entry->key != key && entry->flag != 0
      && TT_AGE (entry) == s->tt_age && entry->depth > depth + 2)
    return;
  entry->key = key;
  entry->value = value_to_tt (s, best, ply);
  entry->move_key = move_key (best_move);
  entry->depth = (guint8) MIN (depth, 255);
  entry->flag = (best <= alpha0 ? TT_UPPER : best >= beta ? TT_LOWER : TT_EXACT) | s->tt_age;
}

/* How many plies a selective level (@prune_margin) takes off the late
 * quiet move @k at @depth: about ln(depth)·ln(k)/2 (with g_bit_storage()
 * for the logarithms), one less in a node of the principal variation,
 * at least 1, and never down to less than one ply. */
static inline guint
late_reduction (guint    depth,
                guint    k,
                gboolean pv)
{
  guint r = (2 * g_bit_storage (depth) - 1) * (2 * g_bit_storage (k) - 1) / 16;

  if (pv && r > 1)
    r--;
  return CLAMP (r, 1, depth - 2);
}

/* The value of @move, move @k of lists[@ply], for @mover, who plays it,
 * searched @depth plies deep (the move itself counted). The caller hands
 * the move over: lists[@ply] read again after the calls into the game
 * would cost a load each time. */
static inline int
move_value (ArbSearchTree *s,
            const ArbMove *move,
            ArbSide        mover,
            guint          depth,
            guint          ply,
            guint          k,
            int            alpha,
            int            beta)
{
  int value;

  s->rules->make (s->state, move, undo_at (s, ply));
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

      if (reduce > 0 && s->level->prune_margin > 0)
        reduce = late_reduction (depth, k, beta - alpha > 1);

      value = child_value (s, mover, depth - 1 - reduce, ply + 1, alpha, alpha + 1, FALSE);
      if (value > alpha && reduce > 0 && !s->stopped)
        value = child_value (s, mover, depth - 1, ply + 1, alpha, alpha + 1, FALSE);
      if (value > alpha && value < beta && !s->stopped)
        value = child_value (s, mover, depth - 1, ply + 1, alpha, beta, FALSE);
    }
  s->rules->unmake (s->state, undo_at (s, ply));
  return value;
}

/* @move, move @k of lists[@ply], cut the search off at @depth. A quiet
 * move that refuted this line may refute its sibling too, and is worth
 * trying early elsewhere: it becomes the ply's first killer and gains in
 * the history. */
static inline void
remember_cutoff (ArbSearchTree *s,
                 const ArbMove *move,
                 ArbSide        mover,
                 guint          depth,
                 guint          ply,
                 guint          k)
{
  int score = s->scores[ply][k];

  if (score >= (1 << 24) || (score > (1 << 19) && score < (1 << 20)))
    return; /* a capture or the table's move: ordered first anyway */
  if (!same_move (move, &s->killers[ply][0]))
    {
      s->killers[ply][1] = s->killers[ply][0];
      s->killers[ply][0] = *move;
    }
  if (s->history != NULL)
    {
      int *h = &s->history[history_index (mover, move)];

      *h = MIN (*h + (int) (depth * depth), (1 << 19));
    }
}

/* A null-window node of a selective level (@prune_margin) that need not
 * be searched: TRUE, with its bound in @value, when its evaluation beats
 * @beta by a margin that grows with the @depth left (reverse futility), or
 * when the side to move may pass and a shallower search still beats
 * @beta (null-move pruning). Neither where the level's @can_prune sees
 * a threat, nor near a won or lost finish. @futile tells whether the
 * node's quiet moves after the first are worth searching. */
static gboolean
prune_node (ArbSearchTree *s,
            guint          depth,
            guint          ply,
            int            beta,
            int           *value,
            gboolean      *futile)
{
  int static_value;
  gboolean reverse_futile, null_move;

  if (beta > s->win_bound || beta < -s->win_bound || s->level->can_prune == NULL)
    return FALSE;
  static_value = evaluate (s);
  /* Futility: so far below the window near the horizon that only a
   * capture could lift it. */
  *futile = depth <= 2 && static_value + s->level->prune_margin * (int) (depth + 1) < beta;
  reverse_futile = depth <= 6 && static_value - s->level->prune_margin * (int) depth >= beta;
  null_move = s->level->pass != NULL && depth >= 3 && !s->passed[ply] && static_value >= beta;
  /* The level's test costs more than the evaluation, which is cached:
   * only where it would prune. */
  if ((*futile || reverse_futile || null_move) && !s->level->can_prune (s->state))
    {
      *futile = FALSE;
      return FALSE;
    }
  if (reverse_futile)
    {
      *value = static_value;
      return TRUE;
    }
  if (null_move)
    {
      guint r = 3 + depth / 4;
      int v;

      s->level->pass (s->state);
      s->passed[ply + 1] = TRUE;
      v = -negamax (s, depth > r + 1 ? depth - 1 - r : 0, ply + 1, -beta, -beta + 1);
      s->passed[ply + 1] = FALSE;
      s->level->pass (s->state);
      if (!s->stopped && v >= beta)
        {
          *value = v > s->win_bound ? beta : v;
          return TRUE;
        }
    }
  return FALSE;
}

static int
negamax (ArbSearchTree *s,
         guint          depth,
         guint          ply,
         int            alpha,
         int            beta)
{
  ArbMoveList *list = &s->lists[ply];
  ArbSide mover;
  ArbSearchTTEntry *entry = NULL;
  guint64 key = 0;
  guint16 tt_move = 0;
  int alpha0 = alpha;
  int best = -ARB_SEARCH_INF;
  guint best_k = 0;
  guint quiet_limit = G_MAXUINT;
  gboolean futile = FALSE;

  s->nodes++;
  if (should_stop (s))
    return 0;
  if (s->repetitions)
    {
      key = s->rules->hash (s->state);
      s->path[ply] = key;
      if (is_repetition (s, ply, key))
        return 0;
    }
  if (depth == 0 && s->level->quiescence && s->level->generate_captures != NULL)
    return quiesce_generate (s, ply, alpha, beta);

  /* The table and the pruning come before the moves are listed: most
   * nodes they settle never need them. The table holds only positions
   * that had moves, and @can_prune sees that the game goes on. */
  if (s->tt != NULL && depth > 0 && ply + 1 < ARB_SEARCH_MAX_PLY)
    {
      int value = 0;

      if (!s->repetitions)
        key = s->rules->hash (s->state);
      entry = &s->tt[key & ((1u << TT_BITS) - 1)];
      if (tt_probe (s, entry, key, depth, ply, alpha, beta, &tt_move, &value))
        return value;
    }
  if (s->level->prune_margin > 0 && beta - alpha == 1 && depth > 0 && ply + 1 < ARB_SEARCH_MAX_PLY)
    {
      int value = 0;

      if (prune_node (s, depth, ply, beta, &value, &futile))
        return value;
      if (depth <= 3)
        quiet_limit = futile ? 1 : 3 + depth * depth;
    }

  s->rules->generate (s->state, list);
  /* Every game generates no move exactly when it is over. */
  if (list->n_moves == 0)
    return finished_value (s, ply);
  if (depth == 0 || ply + 1 >= ARB_SEARCH_MAX_PLY)
    return s->level->quiescence ? quiesce_moves (s, ply, alpha, beta, TRUE) : evaluate (s);

  mover = s->rules->turn (s->state);
  score_moves (s, ply, tt_move, FALSE);
  for (guint k = 0; k < list->n_moves; k++)
    {
      int value;

      pick_move (s, ply, k, FALSE);
      /* Late move pruning and futility (selective levels): near the
       * horizon, in a null-window node that already has a move that does
       * not lose, the late quiet moves are not searched. */
      if (k >= quiet_limit && best > -s->win_bound && s->scores[ply][k] < (1 << 20))
        break;
      value = move_value (s, &list->moves[k], mover, depth, ply, k, alpha, beta);
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
              remember_cutoff (s, &list->moves[k], mover, depth, ply, k);
              break;
            }
        }
    }

  if (entry != NULL)
    tt_store (s, entry, key, depth, ply, alpha0, beta, best, &list->moves[best_k]);
  return best;
}

/* ------------------------------------------------------ the engine's API */

void
arb_search_tree_init (ArbSearchTree         *s,
                      const ArbRules        *rules,
                      const ArbLevel        *level,
                      gconstpointer          state,
                      const ArbSearchLimits *limits,
                      gint64                 deadline)
{
  gboolean free_search = level->search == ARB_LEVEL_FREE;

  memset (s, 0, sizeof *s);
  s->rules = rules;
  s->level = level;
  s->state = g_memdup2 (state, rules->state_size);
  if (free_search && level->prune_margin > 0 && limits->cache != NULL)
    {
      ArbSearchCache *cache = limits->cache;

      /* Only selective levels: the specs' levels search every position
       * afresh. The work space is the cache's too: a few MiB allocated
       * and given back each search cost page faults and unmappings, most
       * of a move of a few milliseconds. */
      cache_ensure (cache, rules, level, FALSE);
      cache->age = (cache->age + 1) & 63;
      s->cache = cache;
      s->tt = cache->tt;
      s->evals = cache->evals;
      s->undo = cache->undo;
      s->lists = cache->lists;
      s->scores = cache->scores;
      s->history = cache->history;
      memset (s->history, 0, HISTORY_SIZE);
      s->tt_age = (guint8) (cache->age << 2);
    }
  else
    {
      s->undo = g_malloc (undo_size (rules));
      s->lists = g_new (ArbMoveList, ARB_SEARCH_MAX_PLY);
      s->scores = g_malloc (SCORES_SIZE);
      s->history = free_search ? g_malloc0 (HISTORY_SIZE) : NULL;
      s->tt = free_search ? g_new0 (ArbSearchTTEntry, (gsize) 1 << TT_BITS) : NULL;
      s->evals = free_search && level->prune_margin > 0
                 ? g_new0 (ArbSearchEvalEntry, (gsize) 1 << EVAL_BITS) : NULL;
    }
  s->win_bound = level->finished_value != NULL ? ARB_SEARCH_INF
                                               : level->win_score - ARB_SEARCH_MAX_PLY;
  s->deadline = deadline;
  /* 1024 nodes are 1 to 10 ms early in a search (its tables still cold):
   * nothing beside a second's thinking, all of a 5 ms move's. */
  s->check_mask = deadline != 0 && deadline - g_get_monotonic_time () < SHORT_SEARCH_US ? 63
                                                                                        : 1023;
  s->cancellable = limits->cancellable;
  s->max_nodes = limits->nodes;
  /* Only selective levels: the exact and the specs' levels search the
   * position alone, whatever came before it. */
  s->repetitions = free_search && level->prune_margin > 0;
  if (s->repetitions)
    {
      s->path[0] = rules->hash (state);
      s->earlier = limits->history;
      s->n_earlier = limits->history != NULL ? limits->n_history : 0;
      for (guint i = 0; i < s->n_earlier; i++)
        s->earlier_filter[(s->earlier[i] >> 6) & 63] |= G_GUINT64_CONSTANT (1)
                                                        << (s->earlier[i] & 63);
    }
}

void
arb_search_tree_clear (ArbSearchTree *s)
{
  g_clear_pointer (&s->state, g_free);
  if (s->cache == NULL)
    {
      g_free (s->undo);
      g_free (s->lists);
      g_free (s->scores);
      g_free (s->history);
      g_free (s->tt);
      g_free (s->evals);
    }
  s->undo = NULL;
  s->lists = NULL;
  s->scores = NULL;
  s->history = NULL;
  s->tt = NULL;
  s->evals = NULL;
}

/* Gives @cache the tables of @level of @rules (forgetting another's);
 * @touch: every page of them written now, so that no search pays for
 * their first use (a page fault a probe, 20 MiB of them, most of a short
 * move's time). */
static void
cache_ensure (ArbSearchCache *cache,
              const ArbRules *rules,
              const ArbLevel *level,
              gboolean        touch)
{
  gsize tt_size = sizeof (ArbSearchTTEntry) << TT_BITS;
  gsize evals_size = sizeof (ArbSearchEvalEntry) << EVAL_BITS;

  if (cache->rules != rules || cache->level != level)
    arb_search_cache_reset (cache);
  if (cache->tt == NULL)
    {
      cache->rules = rules;
      cache->level = level;
      cache->tt = g_malloc0 (tt_size);
      cache->evals = g_malloc0 (evals_size);
      cache->undo = g_malloc0 (undo_size (rules));
      cache->lists = g_new0 (ArbMoveList, ARB_SEARCH_MAX_PLY);
      cache->scores = g_malloc0 (SCORES_SIZE);
      cache->history = g_malloc0 (HISTORY_SIZE);
      cache->touched = FALSE;
    }
  if (touch && !cache->touched)
    {
      /* Zeros over zeros: what matters is that the pages are written. */
      memset (cache->tt, 0, tt_size);
      memset (cache->evals, 0, evals_size);
      memset (cache->undo, 0, undo_size (rules));
      memset (cache->lists, 0, sizeof (ArbMoveList) * ARB_SEARCH_MAX_PLY);
      memset (cache->scores, 0, SCORES_SIZE);
      memset (cache->history, 0, HISTORY_SIZE);
      cache->touched = TRUE;
    }
}

/**
 * arb_search_cache_prepare:
 * @cache: a cache no search uses now
 * @rules: the game
 * @level: the level that will search with it (1-based; 0: the default)
 *
 * Makes the tables the next searches of @level use, and touches them
 * (UCI's `isready`): a selective level's first move then costs no more
 * than its others, which matters on a clock of a few milliseconds a
 * move. Nothing for a level that keeps no tables.
 */
void
arb_search_cache_prepare (ArbSearchCache *cache,
                          const ArbRules *rules,
                          guint           level)
{
  const ArbLevel *table = arb_search_get_level (rules, level);

  g_return_if_fail (cache != NULL && rules != NULL);

  if (table != NULL && table->search == ARB_LEVEL_FREE && table->prune_margin > 0)
    cache_ensure (cache, rules, table, TRUE);
}

/**
 * arb_search_cache_new:
 *
 * What a long-lived player (a UCI engine, the referee's built-in player)
 * keeps from one search to the next: the selective levels' transposition
 * table (16 MiB) and evaluations (4 MiB), allocated by the first search
 * that uses them. One search at a time may use it.
 *
 * Returns: (transfer full): an empty cache, for arb_search_cache_free()
 */
ArbSearchCache *
arb_search_cache_new (void)
{
  return g_new0 (ArbSearchCache, 1);
}

/**
 * arb_search_cache_reset:
 * @cache: a cache no search uses now
 *
 * Forgets everything (a new game).
 */
void
arb_search_cache_reset (ArbSearchCache *cache)
{
  g_return_if_fail (cache != NULL);

  g_clear_pointer (&cache->tt, g_free);
  g_clear_pointer (&cache->evals, g_free);
  g_clear_pointer (&cache->undo, g_free);
  g_clear_pointer (&cache->lists, g_free);
  g_clear_pointer (&cache->scores, g_free);
  g_clear_pointer (&cache->history, g_free);
  cache->touched = FALSE;
  cache->rules = NULL;
  cache->level = NULL;
  cache->age = 0;
}

/**
 * arb_search_cache_free:
 * @cache: (nullable): a cache no search uses now
 */
void
arb_search_cache_free (ArbSearchCache *cache)
{
  if (cache == NULL)
    return;
  arb_search_cache_reset (cache);
  g_free (cache);
}

int
arb_search_tree_root_value (ArbSearchTree *s,
                            const ArbMove *move,
                            ArbSide        mover,
                            guint          depth,
                            int            alpha,
                            int            beta)
{
  int value;

  s->rules->make (s->state, move, undo_at (s, 0));
  value = child_value (s, mover, depth - 1, 1, alpha, beta, FALSE);
  s->rules->unmake (s->state, undo_at (s, 0));
  return value;
}
