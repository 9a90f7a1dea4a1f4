/* arb-congkak-levels.c — Congkak's suggested move and computer player (§11)
 *
 * Level 1 is the user's greedy suggestion, exactly: the largest gain, ties
 * to the highest pit (arb_congkak_greedy_move()). Levels 2 and 3 are the
 * reference minimax 3 and 7 moves deep, valued by the stores from the side
 * to move's view, a finished game by 1000·sgn(d) + d on the final scores,
 * ties to the highest pit: the engine's exact search gives exactly that
 * tie set (docs/engine.md). A move is a whole turn, relays and all.
 * Each search stops after §11's time limit (5 s).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-congkak-private.h"
#include "arb-level.h"

#include <glib/gi18n-lib.h>

/* Level 1 is no search: the greedy choice, without randomness (§11). */
static gboolean
choose_greedy (gconstpointer  state,
               guint64       *seed_state,
               ArbMove       *move)
{
  return arb_congkak_greedy_move (state, move);
}

/* A finished game from the side to move's view: each side's final score
 * is its store and the seeds left in its row (a position given by a user
 * may not have swept them, §7). */
static int
finished_value (gconstpointer state,
                guint         ply)
{
  const ArbCongkakPosition *pos = state;
  int score[ARB_N_SIDES] = { pos->store[0], pos->store[1] };
  int d;

  for (guint side = 0; side < ARB_N_SIDES; side++)
    for (guint k = 0; k < pos->n; k++)
      score[side] += pos->pits[side * pos->n + k];
  d = score[pos->turn] - score[pos->turn ^ 1];
  return 1000 * ((d > 0) - (d < 0)) + d;
}

/* Ties go to the highest pit: the moves of one side in pit order, which
 * is the order of their ring cells. */
static int
compare_pits (gconstpointer  state,
              const ArbMove *a,
              const ArbMove *b)
{
  return (int) arb_move_first (a) - (int) arb_move_first (b);
}

/* §11: each bot move has a time limit, 5 s by default; when it stops an
 * iteration, the last completed depth's move is played (depth 1 always
 * completes). On the usual boards (N ≤ 9) both levels complete well
 * within it; on 999 pits level 2 needs 30 s and level 3 far more. */
#define MOVETIME_MS 5000

#define SEARCH_LEVEL(name_, d)                  \
  {                                             \
    .name = name_,                              \
    .search = ARB_LEVEL_EXACT,                  \
    .depth = (d),                               \
    .movetime_ms = MOVETIME_MS,                 \
    .ties = ARB_LEVEL_TIES_LAST,                \
    .compare = compare_pits,                    \
    .finished_value = finished_value,           \
    .evaluate = arb_congkak_evaluate,           \
  }

/* Expert (level 4): §11 lets a level be stronger than the reference.
 * A finished game outweighs any evaluation on the largest board (999
 * pits' seeds, 1998 in all, times 4: under 8000). */
static int
expert_finished_value (gconstpointer state,
                       guint         ply)
{
  int value = finished_value (state, ply);
  int d = value - 1000 * ((value > 0) - (value < 0));

  return 100000 * ((d > 0) - (d < 0)) + d;
}

/* The stores first; then the seeds in each side's row, which come to their
 * owner at the end (§7) unless the other side captures them first: worth
 * a quarter of a seed in store. */
static int
expert_evaluate (gconstpointer state)
{
  const ArbCongkakPosition *pos = state;
  int rows[ARB_N_SIDES] = { 0, 0 };

  for (guint side = 0; side < ARB_N_SIDES; side++)
    for (guint k = 0; k < pos->n; k++)
      rows[side] += pos->pits[side * pos->n + k];
  return 4 * ((int) pos->store[pos->turn] - (int) pos->store[pos->turn ^ 1])
         + ARB_CONGKAK_EXPERT_ROW_WEIGHT * (rows[pos->turn] - rows[pos->turn ^ 1]);
}

const ArbLevel arb_congkak_levels[ARB_CONGKAK_N_LEVELS] = {
  {
    .name = N_("Suggestion"),
    .search = ARB_LEVEL_CHOOSE,
    .depth = 1,
    .choose = choose_greedy,
  },
  SEARCH_LEVEL (N_("Three moves ahead"), 3),
  SEARCH_LEVEL (N_("Seven moves ahead"), 7),
  /* Expert: iterative deepening with the engine's transposition table
   * and killer moves, over an evaluation of our own; the same time limit
   * as the others by default. */
  {
    .name = N_("Expert"),
    .search = ARB_LEVEL_FREE,
    .depth = 64,
    .movetime_ms = MOVETIME_MS,
    .ties = ARB_LEVEL_TIES_LAST,
    .compare = compare_pits,
    .finished_value = expert_finished_value,
    .evaluate = expert_evaluate,
  },
};
