/* arb-alquerque-levels.c — Alquerque's computer player and hints (§11)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* §11 defines levels 1–7 as the reference minimax N plies deep, valued by
 * the pieces of the side to move minus the other's (arb_alquerque_evaluate)
 * and a finish by 0 or ±(1000 − ply); ties go to the first move in
 * byte-sorted notation, the engine's default order. The engine's exact
 * search (src/engine/arb-search.c) gives exactly the reference's tie set. */

#include "arb-alquerque-private.h"
#include "arb-level.h"

#include <glib/gi18n-lib.h>

/* Jumps first: they change the value, so alpha-beta cuts sooner. The order
 * never changes a value of an exact search. */
static int
capture_score (gconstpointer  state,
               const ArbMove *move)
{
  return alq_is_jump (arb_move_first (move), arb_move_last (move)) ? 1 : 0;
}

#define LEVEL(n)                          \
  {                                       \
    .search = ARB_LEVEL_EXACT,            \
    .depth = (n),                         \
    .ties = ARB_LEVEL_TIES_FIRST,         \
    .win_score = 1000,                    \
    .evaluate = arb_alquerque_evaluate,   \
    .capture_score = capture_score,       \
  }

const ArbLevel arb_alquerque_levels[ARB_ALQUERQUE_N_LEVELS] = {
  LEVEL (1), LEVEL (2), LEVEL (3), LEVEL (4), LEVEL (5), LEVEL (6), LEVEL (7),
  /* Expert: §11 allows levels above 7, "stronger search". Iterative
   * deepening with the engine's transposition table and killer moves,
   * jumps searched on at the horizon until the position is quiet, and an
   * evaluation of our own (arb_alquerque_evaluate_expert). A finish is
   * worth more than any material (at most 12 pieces: 1200). */
  {
    .name = N_("Expert"),
    .search = ARB_LEVEL_FREE,
    .depth = 64,
    .movetime_ms = 1000,
    .ties = ARB_LEVEL_TIES_FIRST,
    .win_score = 100000,
    .evaluate = arb_alquerque_evaluate_expert,
    .capture_score = capture_score,
    .quiescence = TRUE,
  },
};
