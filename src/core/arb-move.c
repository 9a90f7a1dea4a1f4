/* arb-move.c — the move value every game shares
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-move.h"

#include <string.h>

G_DEFINE_BOXED_TYPE (ArbMove, arb_move, arb_move_copy, arb_move_free)

/**
 * arb_move_copy:
 * @move: a move
 *
 * Returns: (transfer full): a copy of @move, for signals and closures.
 */
ArbMove *
arb_move_copy (const ArbMove *move)
{
  g_return_val_if_fail (move != NULL, NULL);
  return g_memdup2 (move, sizeof *move);
}

/**
 * arb_move_free:
 * @move: (transfer full): a move made by arb_move_copy()
 */
void
arb_move_free (ArbMove *move)
{
  g_free (move);
}

/**
 * arb_move_equal:
 * @a: @b: two moves
 *
 * Returns: whether both pass through the same cells (unused entries do not
 *   count) with the same choice.
 */
gboolean
arb_move_equal (const ArbMove *a,
                const ArbMove *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  return a->n_cells == b->n_cells && a->choice == b->choice
         && memcmp (a->cells, b->cells, a->n_cells * sizeof a->cells[0]) == 0;
}
