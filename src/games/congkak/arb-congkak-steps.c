/* arb-congkak-steps.c — a Congkak move seed by seed, for the app's sowing animation
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The table's move_steps: the move sow() plays (arb-congkak-sow.c, §3 and
 * §5.5), told one seed at a time, so that the app can show it without
 * knowing Congkak. sow() puts whole turns of the ring down at once and
 * keeps no account of single seeds; here every seed is a step, on a copy
 * of the pits, and the stores are only ever the destination of a step:
 *
 * - TAKE: the move's pit into the hand (§3.2);
 * - DROP: one seed into each following pit of the ring, the emptied pit
 *   not skipped (§13.6);
 * - RELAY: the pit after the last seed, when it has seeds, into the hand
 *   (§3.3), at most ARB_CONGKAK_MAX_LAPS laps (§3.4: the endless stop
 *   moves no seed, so it is no step);
 * - CAPTURE: across the gap, the pit after the empty one into the mover's
 *   store, possibly 0 seeds (§3.3);
 * - LEFTOVER: once the other side has no seed, each non-empty pit of the
 *   mover's row into its store (§5.5), the LEFTOVER record's seeds.
 *
 * The steps match the records the move pushes (RELAY, CAPTURE, LEFTOVER:
 * same cells and counts, same order), and end on the position after the
 * move: tests/app/test-pits-board.c checks both on random games. */

#include "arb-congkak-steps.h"
#include "arb-congkak-private.h"

typedef struct
{
  ArbStepFunc step;
  gpointer    data;
  gboolean    stopped;
} Walk;

/* Tells one step; FALSE once the caller has stopped the walk. */
static gboolean
tell (Walk        *walk,
      ArbStepKind  kind,
      guint        from,
      guint        to,
      guint        count)
{
  ArbStep step = { kind, from, to, count };

  if (!walk->stopped && !walk->step (&step, walk->data))
    walk->stopped = TRUE;
  return !walk->stopped;
}

/* Sows the laps of the move from ring cell @r on @pits (2N counts), the
 * capture included. FALSE when the walk was stopped. */
static gboolean
walk_laps (Walk    *walk,
           guint16 *pits,
           guint    n,
           guint    r,
           ArbSide  mover)
{
  guint ring = 2 * n;
  guint hand = pits[r];

  pits[r] = 0;
  if (!tell (walk, ARB_STEP_TAKE, r, ARB_STEP_HAND, hand))
    return FALSE;
  for (guint lap = 1;; lap++)
    {
      guint last = r;
      guint x, c, taken;

      for (; hand > 0; hand--)
        {
          last = last + 1 == ring ? 0 : last + 1;
          pits[last]++;
          if (!tell (walk, ARB_STEP_DROP, ARB_STEP_HAND, last, 1))
            return FALSE;
        }

      x = last + 1 == ring ? 0 : last + 1;
      if (pits[x] > 0)
        {
          /* §3.4: the last lap neither relays nor captures. */
          if (lap == ARB_CONGKAK_MAX_LAPS)
            return TRUE;
          hand = pits[x];
          pits[x] = 0;
          if (!tell (walk, ARB_STEP_RELAY, x, ARB_STEP_HAND, hand))
            return FALSE;
          r = x;
          continue;
        }

      c = x + 1 == ring ? 0 : x + 1;
      taken = pits[c];
      pits[c] = 0;
      return tell (walk, ARB_STEP_CAPTURE, c, ring + mover, taken);
    }
}

/**
 * arb_congkak_move_steps:
 * @state: a Congkak position
 * @move: a legal move of it (one pit of the side to move)
 * @step: called for each step, in order, until it answers %FALSE
 * @data: for @step
 *
 * Walks @move seed by seed: the table's move_steps (arb-rules.h).
 */
void
arb_congkak_move_steps (gconstpointer  state,
                        const ArbMove *move,
                        ArbStepFunc    step,
                        gpointer       data)
{
  const ArbCongkakPosition *before = state;
  g_autofree guint16 *pits = NULL;
  ArbSide mover = (ArbSide) before->turn;
  guint n = before->n;
  Walk walk = { step, data, FALSE };
  gboolean other_has_seeds = FALSE;

  g_return_if_fail (move != NULL && step != NULL);
  g_return_if_fail (move->n_cells == 1 && move->cells[0] < 2u * n);

  pits = g_memdup2 (before->pits, 2 * n * sizeof *pits);
  if (!walk_laps (&walk, pits, n, move->cells[0], mover))
    return;

  /* §5.5: the other side, now to move, has no seed: the mover's row goes
   * to the mover's store. */
  for (guint k = 0; k < n && !other_has_seeds; k++)
    other_has_seeds = pits[(mover ^ 1) * n + k] > 0;
  if (other_has_seeds)
    return;
  for (guint k = 0; k < n; k++)
    {
      guint cell = mover * n + k;

      if (pits[cell] > 0 && !tell (&walk, ARB_STEP_LEFTOVER, cell, 2 * n + mover, pits[cell]))
        return;
    }
}
