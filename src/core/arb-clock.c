/* arb-clock.c — a two-player game clock
 *
 * The model (docs/clock.md): one side's clock runs at a time. During a
 * turn the clock keeps the side's time left when the turn began and the
 * time the turn has taken, so remaining time, the exact instant of a flag
 * fall, a Bronstein give-back and a take-back all follow from a few
 * numbers and the caller's `now`. The texts (time controls, [%clk]) are in
 * arb-clock-text.c.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-clock.h"
#include "arb-clock-private.h"

/* ------------------------------------------------------------ statics */

static void
take_snapshot (const ArbClock    *clock,
               ArbClockSnapshot *snapshot)
{
  for (guint side = 0; side < 2; side++)
    {
      snapshot->left[side] = clock->left[side];
      snapshot->used[side] = clock->used[side];
      snapshot->moves[side] = clock->moves[side];
    }
  snapshot->turn = clock->turn;
}

/* The latest of @now and every time the clock was given: a caller's
 * monotonic clock never goes back, and if a caller's numbers do, the clock
 * treats them as "no time passed" rather than giving time back. */
static gint64
clamp_now (const ArbClock *clock,
           gint64          now)
{
  return MAX (now, clock->last_now);
}

/* The time the current turn has taken by @now. */
static gint64
turn_elapsed (const ArbClock *clock,
              gint64          now)
{
  if (clock->state != ARB_CLOCK_RUNNING)
    return clock->turn_used;
  now = clamp_now (clock, now);
  /* Saturated: a caller's `now` far in the future cannot overflow it. */
  if (now - clock->run_since > G_MAXINT64 - clock->turn_used)
    return G_MAXINT64;
  return clock->turn_used + (now - clock->run_since);
}

/* How long the side to move may take over its turn in all: its time left
 * (or the time per move); G_MAXINT64 without a limit. */
static gint64
turn_limit (const ArbClock *clock)
{
  switch (clock->control[clock->turn].kind)
    {
    case ARB_TIME_CONTROL_FISCHER:
    case ARB_TIME_CONTROL_BRONSTEIN:
      return clock->left[clock->turn];
    case ARB_TIME_CONTROL_MOVETIME:
      return clock->control[clock->turn].base;
    case ARB_TIME_CONTROL_NONE:
    default:
      return G_MAXINT64;
    }
}

/* If the running side's time has run out by @now, stops the clock at the
 * very instant it did. */
static void
detect_flag (ArbClock *clock,
             gint64    now)
{
  gint64 limit = turn_limit (clock);

  if (clock->state != ARB_CLOCK_RUNNING || limit == G_MAXINT64)
    return;
  limit += clock->margin;
  if (turn_elapsed (clock, now) < limit)
    return;
  clock->flag_at = clock->run_since + (limit - clock->turn_used);
  clock->turn_used = limit;
  clock->state = ARB_CLOCK_FLAGGED;
  clock->last_now = MAX (clock->last_now, clock->flag_at);
}

/* The side to move's time left after a turn of @elapsed, by the time
 * control's rule. */
static gint64
left_after_move (const ArbClock *clock,
                 gint64          elapsed)
{
  const ArbTimeControl *control = &clock->control[clock->turn];
  gint64 left = clock->left[clock->turn];

  switch (control->kind)
    {
    case ARB_TIME_CONTROL_FISCHER:
      /* Past its time within the margin, a debt the next turns pay. */
      left = left - elapsed + control->increment;
      /* moves[] already counts this move. */
      if (control->moves > 0 && clock->moves[clock->turn] % control->moves == 0)
        left += control->base;
      return left;
    case ARB_TIME_CONTROL_BRONSTEIN:
      return left - elapsed + MIN (elapsed, control->increment);
    case ARB_TIME_CONTROL_MOVETIME:
    case ARB_TIME_CONTROL_NONE:
    default:
      return left;
    }
}

/* ------------------------------------------------------------ life */

/**
 * arb_time_control_equal:
 * @a: @b: two time controls
 *
 * Field by field: the struct has padding that memcmp() would compare.
 *
 * Returns: whether @a and @b are the same control
 */
gboolean
arb_time_control_equal (const ArbTimeControl *a,
                        const ArbTimeControl *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->kind == b->kind && a->base == b->base && a->increment == b->increment
         && a->moves == b->moves;
}

/**
 * arb_clock_new:
 * @control: the time control, valid by arb_time_control_check()
 *
 * A clock for two sides (0 and 1) in the state %ARB_CLOCK_READY: each
 * side has the control's starting time and no clock runs.
 *
 * Returns: (transfer full): the clock; free with arb_clock_free()
 */
ArbClock *
arb_clock_new (const ArbTimeControl *control)
{
  g_return_val_if_fail (control != NULL, NULL);

  return arb_clock_new_with_odds (control, control);
}

/**
 * arb_clock_new_with_odds:
 * @first: side 0's time control, valid by arb_time_control_check()
 * @second: side 1's
 *
 * A clock whose sides each keep their own time control (time odds, as
 * engine testers give each engine its own): each side starts with its
 * control's time and gains its increment. Controls of different kinds
 * are allowed; each side's turn follows its own.
 *
 * Returns: (transfer full): the clock; free with arb_clock_free()
 */
ArbClock *
arb_clock_new_with_odds (const ArbTimeControl *first,
                         const ArbTimeControl *second)
{
  ArbClock *clock;

  g_return_val_if_fail (first != NULL && second != NULL, NULL);
  g_return_val_if_fail (arb_time_control_check (first, NULL), NULL);
  g_return_val_if_fail (arb_time_control_check (second, NULL), NULL);

  clock = g_new0 (ArbClock, 1);
  clock->control[0] = *first;
  clock->control[1] = *second;
  clock->state = ARB_CLOCK_READY;
  clock->left[0] = first->base;
  clock->left[1] = second->base;
  clock->flag_at = G_MAXINT64;
  clock->last_now = G_MININT64;
  clock->history = g_array_new (FALSE, FALSE, sizeof (ArbClockSnapshot));
  return clock;
}

/**
 * arb_clock_set_margin:
 * @clock: a clock
 * @margin: µs, 0 or more
 *
 * Lets a side's time run @margin below zero before its flag falls (a
 * referee's time margin, as cutechess-cli's `timemargin`): a move made
 * within it leaves a debt that the side's later moves pay, so the margin
 * is given once, not at every move. The time left is never shown below 0.
 * 0, the default: the flag falls when the time is up.
 */
void
arb_clock_set_margin (ArbClock *clock,
                      gint64    margin)
{
  g_return_if_fail (clock != NULL);
  g_return_if_fail (margin >= 0);

  clock->margin = margin;
}

/**
 * arb_clock_free:
 * @clock: (nullable): a clock
 *
 * Frees @clock.
 */
void
arb_clock_free (ArbClock *clock)
{
  if (clock == NULL)
    return;
  g_array_unref (clock->history);
  g_free (clock);
}

/**
 * arb_clock_get_control:
 * @clock: a clock
 *
 * Returns: (transfer none): its time control: side 0's, which is both
 *   sides' unless the clock gives odds (arb_clock_get_side_control())
 */
const ArbTimeControl *
arb_clock_get_control (const ArbClock *clock)
{
  g_return_val_if_fail (clock != NULL, NULL);

  return &clock->control[0];
}

/**
 * arb_clock_get_side_control:
 * @clock: a clock
 * @side: 0 or 1
 *
 * Returns: (transfer none): @side's time control
 */
const ArbTimeControl *
arb_clock_get_side_control (const ArbClock *clock,
                            guint           side)
{
  g_return_val_if_fail (clock != NULL, NULL);
  g_return_val_if_fail (side <= 1, NULL);

  return &clock->control[side];
}

/**
 * arb_clock_set_times:
 * @clock: a clock in the state %ARB_CLOCK_READY
 * @left: each side's time left, µs, 0 or more (ignored by the kinds
 *   whose time is not carried from move to move: none, time per move)
 * @moves: each side's moves so far (for the periods of a Fischer control)
 *
 * Where a game resumes: a game read from a file with its `[%clk]` times,
 * or taken back to an earlier move. Forgets every press.
 */
void
arb_clock_set_times (ArbClock     *clock,
                     const gint64  left[2],
                     const guint   moves[2])
{
  g_return_if_fail (clock != NULL);
  g_return_if_fail (clock->state == ARB_CLOCK_READY);

  for (guint side = 0; side < 2; side++)
    {
      if (clock->control[side].kind == ARB_TIME_CONTROL_FISCHER
          || clock->control[side].kind == ARB_TIME_CONTROL_BRONSTEIN)
        clock->left[side] = MAX (left[side], 0);
      clock->moves[side] = moves[side];
      clock->used[side] = 0;
    }
  g_array_set_size (clock->history, 0);
}

/* ------------------------------------------------------------ events */

/* @side's turn begins at @now, none of it used yet. */
static void
begin_turn (ArbClock *clock,
            guint     side,
            gint64    now)
{
  clock->turn = side;
  clock->turn_used = 0;
  clock->run_since = now;
  clock->last_now = now;
}

/**
 * arb_clock_start:
 * @clock: a clock in the state %ARB_CLOCK_READY
 * @side: the side to move first, 0 or 1
 * @now: the monotonic time, µs
 *
 * Starts @side's clock at @now.
 */
void
arb_clock_start (ArbClock *clock,
                 guint     side,
                 gint64    now)
{
  g_return_if_fail (clock != NULL);
  g_return_if_fail (side <= 1);
  g_return_if_fail (clock->state == ARB_CLOCK_READY);

  begin_turn (clock, side, now);
  clock->state = ARB_CLOCK_RUNNING;
}

/**
 * arb_clock_press:
 * @clock: a clock
 * @now: the monotonic time, µs
 *
 * The side to move completed a move at @now: its clock stops, the time
 * control's rule applies (the Fischer increment is added, the Bronstein
 * delay given back, a new period's time added), and the other side's
 * clock starts — or, if @clock is paused, waits for arb_clock_resume().
 * The state before the press is kept for arb_clock_undo().
 *
 * A move completed at or after the instant the side's time ran out does
 * not count: the clock stops at that instant (%ARB_CLOCK_FLAGGED) and
 * %FALSE is returned, as it is for a clock not started or already
 * flagged.
 *
 * Returns: %TRUE if the move was in time and the other side is to move
 */
gboolean
arb_clock_press (ArbClock *clock,
                 gint64    now)
{
  ArbClockSnapshot snapshot;
  gint64 elapsed;

  g_return_val_if_fail (clock != NULL, FALSE);

  if (clock->state == ARB_CLOCK_READY || clock->state == ARB_CLOCK_FLAGGED)
    return FALSE;
  detect_flag (clock, now);
  if (clock->state == ARB_CLOCK_FLAGGED)
    return FALSE;

  now = clamp_now (clock, now);
  elapsed = turn_elapsed (clock, now);
  take_snapshot (clock, &snapshot);
  g_array_append_val (clock->history, snapshot);

  clock->moves[clock->turn]++;
  clock->left[clock->turn] = left_after_move (clock, elapsed);
  clock->used[clock->turn] += elapsed;
  begin_turn (clock, 1 - clock->turn, now);
  return TRUE;
}

/**
 * arb_clock_pause:
 * @clock: a clock
 * @now: the monotonic time, µs
 *
 * Stops the running clock at @now (the app pauses while the user browses
 * the history); the time so far in the turn is kept. A side whose time
 * ran out before @now has flagged instead (arb_clock_flag_fell()). Does
 * nothing unless the clock runs.
 */
void
arb_clock_pause (ArbClock *clock,
                 gint64    now)
{
  g_return_if_fail (clock != NULL);

  if (clock->state != ARB_CLOCK_RUNNING)
    return;
  detect_flag (clock, now);
  if (clock->state != ARB_CLOCK_RUNNING)
    return;
  now = clamp_now (clock, now);
  clock->turn_used = turn_elapsed (clock, now);
  clock->last_now = now;
  clock->state = ARB_CLOCK_PAUSED;
}

/**
 * arb_clock_resume:
 * @clock: a clock
 * @now: the monotonic time, µs
 *
 * Runs the side to move's clock again from @now. Does nothing unless the
 * clock is paused.
 */
void
arb_clock_resume (ArbClock *clock,
                  gint64    now)
{
  g_return_if_fail (clock != NULL);

  if (clock->state != ARB_CLOCK_PAUSED)
    return;
  now = clamp_now (clock, now);
  clock->run_since = now;
  clock->last_now = now;
  clock->state = ARB_CLOCK_RUNNING;
}

/**
 * arb_clock_undo:
 * @clock: a clock
 * @now: the monotonic time, µs
 *
 * Takes back the last press: both sides' times, move counts and the side
 * to move are as they were when that move's turn began, and the time
 * since (that turn's and the next one's) is forgotten. The side to move
 * again starts its turn afresh at @now: running if the clock ran, paused
 * if it was paused or flagged. Call it once per move taken back.
 *
 * Returns: %FALSE (and nothing changes) when there is no press to take back
 */
gboolean
arb_clock_undo (ArbClock *clock,
                gint64    now)
{
  ArbClockSnapshot *snapshot;

  g_return_val_if_fail (clock != NULL, FALSE);

  if (clock->history->len == 0)
    return FALSE;
  detect_flag (clock, now);
  now = clamp_now (clock, now);
  snapshot = &g_array_index (clock->history, ArbClockSnapshot, clock->history->len - 1);
  for (guint side = 0; side < 2; side++)
    {
      clock->left[side] = snapshot->left[side];
      clock->used[side] = snapshot->used[side];
      clock->moves[side] = snapshot->moves[side];
    }
  begin_turn (clock, snapshot->turn, now);
  g_array_set_size (clock->history, clock->history->len - 1);
  clock->flag_at = G_MAXINT64;
  if (clock->state == ARB_CLOCK_FLAGGED)
    clock->state = ARB_CLOCK_PAUSED;
  return TRUE;
}

/**
 * arb_clock_get_n_presses:
 * @clock: a clock
 *
 * Returns: the presses arb_clock_undo() can take back
 */
guint
arb_clock_get_n_presses (const ArbClock *clock)
{
  g_return_val_if_fail (clock != NULL, 0);

  return clock->history->len;
}

/* ------------------------------------------------------------ reading */

/**
 * arb_clock_get_state:
 * @clock: a clock
 * @now: the monotonic time, µs
 *
 * Returns: the state at @now: %ARB_CLOCK_FLAGGED as soon as the running
 *   side's time has run out, even before arb_clock_flag_fell() notes it
 */
ArbClockState
arb_clock_get_state (const ArbClock *clock,
                     gint64          now)
{
  g_return_val_if_fail (clock != NULL, ARB_CLOCK_READY);

  if (clock->state == ARB_CLOCK_RUNNING && turn_limit (clock) != G_MAXINT64
      && turn_elapsed (clock, now) >= turn_limit (clock))
    return ARB_CLOCK_FLAGGED;
  return clock->state;
}

/**
 * arb_clock_get_turn:
 * @clock: a clock
 *
 * Returns: the side whose clock runs, or would run if paused (0 or 1;
 *   before arb_clock_start(), 0)
 */
guint
arb_clock_get_turn (const ArbClock *clock)
{
  g_return_val_if_fail (clock != NULL, 0);

  return clock->turn;
}

/**
 * arb_clock_get_remaining:
 * @clock: a clock
 * @side: 0 or 1
 * @now: the monotonic time, µs
 *
 * The time @side has left at @now, never below 0: for the side to move,
 * its time at the start of the turn less the turn's time so far (the
 * Fischer increment or Bronstein give-back of this move comes only with
 * the press); for the other side, its time as it stands. With
 * %ARB_TIME_CONTROL_MOVETIME, the time left for the move (a full move's
 * for the side not to move).
 *
 * Returns: µs; G_MAXINT64 with %ARB_TIME_CONTROL_NONE
 */
gint64
arb_clock_get_remaining (const ArbClock *clock,
                         guint           side,
                         gint64          now)
{
  gint64 limit;

  g_return_val_if_fail (clock != NULL, 0);
  g_return_val_if_fail (side <= 1, 0);

  if (clock->control[side].kind == ARB_TIME_CONTROL_NONE)
    return G_MAXINT64;
  if (side != clock->turn || clock->state == ARB_CLOCK_READY)
    return clock->control[side].kind == ARB_TIME_CONTROL_MOVETIME ? clock->control[side].base
                                                                   : MAX (0, clock->left[side]);
  limit = turn_limit (clock);
  return MAX (0, limit - MIN (limit, turn_elapsed (clock, now)));
}

/**
 * arb_clock_get_used:
 * @clock: a clock
 * @side: 0 or 1
 * @now: the monotonic time, µs
 *
 * Returns: the time @side has spent thinking over the game by @now,
 *   the current turn included (µs)
 */
gint64
arb_clock_get_used (const ArbClock *clock,
                    guint           side,
                    gint64          now)
{
  gint64 turn;

  g_return_val_if_fail (clock != NULL, 0);
  g_return_val_if_fail (side <= 1, 0);

  if (side != clock->turn || clock->state == ARB_CLOCK_READY)
    return clock->used[side];
  turn = MIN (turn_elapsed (clock, now), turn_limit (clock));
  return clock->used[side] + turn;
}

/**
 * arb_clock_get_moves:
 * @clock: a clock
 * @side: 0 or 1
 *
 * Returns: the moves @side has completed (presses, less those taken back)
 */
guint
arb_clock_get_moves (const ArbClock *clock,
                     guint           side)
{
  g_return_val_if_fail (clock != NULL, 0);
  g_return_val_if_fail (side <= 1, 0);

  return clock->moves[side];
}

/**
 * arb_clock_get_flag_time:
 * @clock: a clock
 *
 * When the side to move's flag falls: the exact monotonic instant at which
 * its time runs out if the clock keeps running, so that a caller can wake
 * up then instead of polling; once flagged, the instant it fell.
 *
 * Returns: µs; G_MAXINT64 while no flag can fall (not started, paused, or
 *   no time limit)
 */
gint64
arb_clock_get_flag_time (const ArbClock *clock)
{
  gint64 limit;

  g_return_val_if_fail (clock != NULL, G_MAXINT64);

  if (clock->state == ARB_CLOCK_FLAGGED)
    return clock->flag_at;
  limit = turn_limit (clock);
  if (clock->state != ARB_CLOCK_RUNNING || limit == G_MAXINT64)
    return G_MAXINT64;
  return clock->run_since + (limit + clock->margin - clock->turn_used);
}

/**
 * arb_clock_flag_fell:
 * @clock: a clock
 * @now: the monotonic time, µs
 * @side: (out) (optional): the side whose time ran out
 * @when: (out) (optional): the exact instant it ran out (at or before
 *   @now, whenever the caller looks)
 *
 * Whether a side's time has run out by @now. If it has, the clock stops
 * at that instant, for good: %ARB_CLOCK_FLAGGED.
 *
 * Returns: %TRUE if a flag has fallen; @side and @when are set only then
 */
gboolean
arb_clock_flag_fell (ArbClock *clock,
                     gint64    now,
                     guint    *side,
                     gint64   *when)
{
  g_return_val_if_fail (clock != NULL, FALSE);

  detect_flag (clock, now);
  if (clock->state != ARB_CLOCK_FLAGGED)
    return FALSE;
  if (side != NULL)
    *side = clock->turn;
  if (when != NULL)
    *when = clock->flag_at;
  return TRUE;
}
