/* arb-window-clock.c — the players' clocks: shown, run, pressed, flagged
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A game whose [TimeControl] tag the clock plays (New Game writes it) has
 * an ArbClock, the core's (docs/clock.md); the times after each move are
 * kept with the moves in the game (arb_game_set_move_clock()), so files
 * and the autosave carry them as `[%clk]` and every position of the
 * history knows its times. docs/app-clock.md says what the person sees:
 *
 * - the clock starts with the first move made in the window (that move
 *   is free), then runs for the side to move; a move presses it;
 * - it runs only at the live position: an earlier position shown (the
 *   history browsed) pauses it and shows that position's times; back at
 *   the live one it runs on; it stops when the game is over;
 * - a move from an earlier position, Undo and Redo take the clock to that
 *   position's times, and it runs from there (nothing is lost or gained
 *   but the time of the current turn);
 * - a flag fall ends the game: the side whose time ran out loses, by
 *   forfeit, [Termination "time forfeit"] as the match referee writes it.
 *
 * Nothing polls: one timeout wakes when the times shown would change
 * (each second, each tenth under ten seconds) or the flag falls. */

#include "arb-window-private.h"
#include "arb-window-clock.h"

#include <glib/gi18n.h>

#include "arb-status.h"

/* Under this time the clock shows tenths and looks urgent. */
#define LOW_TIME (10 * G_USEC_PER_SEC)

/* ------------------------------------------------------------ statics */

static gint64
clock_now (ArbWindow *self)
{
  return (self->clock_frozen ? self->clock_frozen_at : g_get_monotonic_time ())
         + self->clock_offset;
}

/* The times after @ply moves of the history: each side's last move's
 * time left, else the starting time; each side's moves. */
static void
times_at_ply (ArbWindow *self,
              guint      ply,
              gint64     left[2],
              guint      moves[2])
{
  guint n = arb_game_get_n_all_records (self->game);
  guint seen = 0;

  left[0] = left[1] = self->control.base;
  moves[0] = moves[1] = 0;
  for (guint i = 0; i < n && seen < ply; i++)
    {
      const ArbRecord *record = arb_game_get_any_record (self->game, i);

      if (record->type != ARB_RECORD_MOVE)
        continue;
      seen++;
      moves[record->side & 1]++;
      if (record->has_clock)
        left[record->side & 1] = record->clock;
    }
}

/* A clock, not started, with the times of @ply. */
static void
clock_reset (ArbWindow *self,
             guint      ply)
{
  gint64 left[2];
  guint moves[2];

  g_clear_pointer (&self->clock, arb_clock_free);
  self->clock = arb_clock_new (&self->control);
  times_at_ply (self, ply, left, moves);
  arb_clock_set_times (self->clock, left, moves);
  self->clock_ply = ply;
}

/* The live position is on screen, and the game goes on. */
static gboolean
clock_may_run (ArbWindow *self)
{
  return arb_game_get_ply (self->game) == self->clock_ply && !arb_game_is_over (self->game);
}

/* The side whose clock is below the board: the grid board's, turned or
 * not; the pits board's first player's row is always at the bottom. */
static ArbSide
side_below (ArbWindow *self)
{
  if (_arb_window_get_shown_board (self) == GTK_WIDGET (self->pits_board))
    return ARB_SIDE_FIRST;
  return arb_board_get_flipped (self->board) ? ARB_SIDE_SECOND : ARB_SIDE_FIRST;
}

/* "4:59", "1:02:03", "0:09.4": how a clock shows @time. */
static char *
format_time (gint64 time)
{
  gint64 seconds = MAX (time, 0) / G_USEC_PER_SEC;

  if (time < LOW_TIME)
    return g_strdup_printf ("0:%02d.%d", (int) seconds, (int) (MAX (time, 0) % G_USEC_PER_SEC / 100000));
  if (seconds >= 3600)
    return g_strdup_printf ("%d:%02d:%02d", (int) (seconds / 3600), (int) (seconds / 60 % 60),
                            (int) (seconds % 60));
  return g_strdup_printf ("%d:%02d", (int) (seconds / 60), (int) (seconds % 60));
}

/* "White: 4 minutes 59 seconds", for screen readers. */
static char *
describe_time (ArbWindow *self,
               ArbSide    side,
               gint64     time)
{
  gint64 seconds = MAX (time, 0) / G_USEC_PER_SEC;
  int hours = (int) (seconds / 3600), minutes = (int) (seconds / 60 % 60), secs = (int) (seconds % 60);
  GString *words = g_string_new (NULL);

  if (hours > 0)
    g_string_append_printf (words, ngettext ("%d hour", "%d hours", hours), hours);
  if (minutes > 0)
    {
      if (words->len > 0)
        g_string_append_c (words, ' ');
      g_string_append_printf (words, ngettext ("%d minute", "%d minutes", minutes), minutes);
    }
  if (secs > 0 || words->len == 0)
    {
      if (words->len > 0)
        g_string_append_c (words, ' ');
      g_string_append_printf (words, ngettext ("%d second", "%d seconds", secs), secs);
    }
  {
    g_autofree char *text = g_string_free (words, FALSE);

    /* Translators: a player's clock for screen readers: "White: 4 minutes 59 seconds" */
    return g_strdup_printf (_("%s: %s"), arb_status_side_name (self->game, side), text);
  }
}

static void
show_side (ArbWindow *self,
           GtkLabel  *label,
           ArbSide    side,
           gint64     time,
           gboolean   running)
{
  g_autofree char *text = format_time (time);
  g_autofree char *words = describe_time (self, side, time);

  gtk_label_set_text (label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, words,
                                  -1);
  if (running)
    gtk_widget_add_css_class (GTK_WIDGET (label), "running");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (label), "running");
  if (time < LOW_TIME)
    gtk_widget_add_css_class (GTK_WIDGET (label), "low");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (label), "low");
}

/* The times shown: the live clock's at the live position, else those the
 * history kept for the position shown. */
static void
show_times (ArbWindow *self)
{
  ArbSide below = side_below (self);
  gint64 now = clock_now (self);
  gint64 left[2];
  guint moves[2];
  gboolean live;

  gtk_widget_set_visible (GTK_WIDGET (self->clock_top), self->clock != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->clock_bottom), self->clock != NULL);
  /* A row with neither captures nor a clock takes no room (its margin). */
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->clock_top)),
                          self->clock != NULL
                            || gtk_widget_get_visible (GTK_WIDGET (self->captured_top)));
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->clock_bottom)),
                          self->clock != NULL
                            || gtk_widget_get_visible (GTK_WIDGET (self->captured_bottom)));
  if (self->clock == NULL)
    return;

  live = arb_game_get_ply (self->game) == self->clock_ply;
  if (live)
    for (guint side = 0; side < 2; side++)
      left[side] = arb_clock_get_remaining (self->clock, side, now);
  else
    times_at_ply (self, arb_game_get_ply (self->game), left, moves);

  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    {
      gboolean running = live && arb_clock_get_state (self->clock, now) == ARB_CLOCK_RUNNING
                         && arb_clock_get_turn (self->clock) == (guint) side;

      show_side (self, side == below ? self->clock_bottom : self->clock_top, side, left[side],
                 running);
    }
}

static gboolean on_clock_tick (gpointer data);

/* Wakes when the running time shown changes next, or its flag falls. */
static void
schedule_tick (ArbWindow *self)
{
  gint64 now = clock_now (self);
  gint64 left, step, wait;

  g_clear_handle_id (&self->clock_source, g_source_remove);
  if (self->clock == NULL || arb_clock_get_state (self->clock, now) != ARB_CLOCK_RUNNING)
    return;
  left = arb_clock_get_remaining (self->clock, arb_clock_get_turn (self->clock), now);
  step = left < LOW_TIME ? G_USEC_PER_SEC / 10 : G_USEC_PER_SEC;
  /* Shown rounded down: the text changes when the time crosses a step. */
  wait = left % step + 1;
  self->clock_source = g_timeout_add ((guint) ((wait + 999) / 1000), on_clock_tick, self);
  g_source_set_name_by_id (self->clock_source, "[arbiter] clock");
}

static gboolean
on_clock_tick (gpointer data)
{
  ArbWindow *self = data;

  self->clock_source = 0;
  if (!_arb_window_clock_check_flag (self))
    {
      show_times (self);
      schedule_tick (self);
    }
  return G_SOURCE_REMOVE;
}

/* A move has just been played: the mover's clock is pressed (started
 * first if this is the first move, or taken to the position moved from if
 * that was not the clock's), and its time left goes with the move. A move
 * made after the flag fell but before the window noticed stands, and the
 * mover loses on time at once (_arb_window_clock_update()). */
static void
on_move_played (ArbWindow *self)
{
  guint ply = arb_game_get_ply (self->game);
  gint64 now = clock_now (self);
  ArbSide mover = ARB_SIDE_FIRST;

  if (self->clock == NULL || ply == 0)
    return;
  for (guint i = arb_game_get_n_records (self->game); i > 0; i--)
    {
      const ArbRecord *record = arb_game_get_record (self->game, i - 1);

      if (record->type == ARB_RECORD_MOVE)
        {
          mover = record->side;
          break;
        }
    }

  /* A move from another position than the clock's: the clock goes there. */
  if (self->clock_ply != ply - 1)
    clock_reset (self, ply - 1);
  switch (arb_clock_get_state (self->clock, now))
    {
    case ARB_CLOCK_READY:
      arb_clock_start (self->clock, mover, now);
      break;
    case ARB_CLOCK_PAUSED:
      arb_clock_resume (self->clock, now);
      break;
    case ARB_CLOCK_RUNNING:
    case ARB_CLOCK_FLAGGED:
    default:
      break;
    }
  /* A side that moves again (Congkak) keeps its turn and its clock. */
  if (arb_game_get_turn (self->game) != mover || arb_game_is_over (self->game))
    arb_clock_press (self->clock, now);
  arb_game_set_move_clock (self->game, ply, arb_clock_get_remaining (self->clock, mover, now));
  self->clock_ply = ply;
}

/* ------------------------------------------------------- internal API */

/* Follows the game: the clock runs at the live position of a game going
 * on, and is paused otherwise; the times shown follow. */
void
_arb_window_clock_update (ArbWindow *self)
{
  gint64 now = clock_now (self);

  if (self->clock != NULL)
    {
      if (clock_may_run (self))
        arb_clock_resume (self->clock, now);
      else
        arb_clock_pause (self->clock, now);
      if (_arb_window_clock_check_flag (self))
        return;
    }
  show_times (self);
  schedule_tick (self);
}

/* A new game on screen: its clock, from its [TimeControl] tag and the
 * times its moves kept; not started. */
void
_arb_window_clock_set_game (ArbWindow *self)
{
  const char *tag = arb_game_get_tag (self->game, "TimeControl");
  ArbTimeControl control;

  g_clear_pointer (&self->clock, arb_clock_free);
  if (tag != NULL && arb_time_control_parse_pgn (tag, &control, NULL)
      && control.kind != ARB_TIME_CONTROL_NONE)
    {
      self->control = control;
      clock_reset (self, arb_game_get_ply (self->game));
    }
  _arb_window_clock_update (self);
}

/* Undo or Redo took the game to another live position: the clock goes
 * with it, with the times kept there, and runs on if it ran. */
void
_arb_window_clock_take_back (ArbWindow *self)
{
  gboolean started;

  if (self->clock == NULL)
    return;
  started = arb_clock_get_state (self->clock, clock_now (self)) != ARB_CLOCK_READY;
  clock_reset (self, arb_game_get_ply (self->game));
  if (started && !arb_game_is_over (self->game))
    arb_clock_start (self->clock, arb_game_get_turn (self->game), clock_now (self));
  /* A time forfeit taken back is no longer how the game ended. */
  if (!arb_game_is_over (self->game)
      && g_strcmp0 (arb_game_get_tag (self->game, "Termination"), "time forfeit") == 0)
    arb_game_remove_tag (self->game, "Termination");
  _arb_window_clock_update (self);
}

/* Ends the game if the running side's flag has fallen. Returns TRUE when
 * it did (the game is over). */
gboolean
_arb_window_clock_check_flag (ArbWindow *self)
{
  g_autofree char *text = NULL;
  guint side;
  gint64 when;

  if (self->clock == NULL || arb_game_is_over (self->game)
      || arb_game_get_ply (self->game) != self->clock_ply
      || !arb_clock_flag_fell (self->clock, clock_now (self), &side, &when))
    return FALSE;

  g_clear_handle_id (&self->clock_source, g_source_remove);
  _arb_window_computer_stop (self);
  /* The tag first: the file says it when the game's end is saved. */
  arb_game_set_tag (self->game, "Termination", "time forfeit");
  arb_game_flag_fall (self->game, side, NULL);
  show_times (self);
  if (arb_game_get_result (self->game) == ARB_RESULT_DRAW)
    /* FIDE 6.9: the other side has a bare King. */
    text = arb_rules_describe_ending (arb_game_get_rules (self->game),
                                      arb_game_get_record (self->game,
                                                           arb_game_get_n_records (self->game)
                                                           - 1));
  else
    /* Translators: a player's clock ran out: "Black lost on time" */
    text = g_strdup_printf (_("%s lost on time"), arb_status_side_name (self->game, side));
  _arb_window_show_message (self, text);
  return TRUE;
}

/* How long the computer playing the side to move may think, in ms, so
 * that its clock does not run out (a share of what is left, as the match
 * referee's players take it); 0 when its clock sets no limit. */
guint
_arb_window_clock_budget_ms (ArbWindow *self)
{
  const ArbTimeControl *control;
  gint64 now = clock_now (self);
  gint64 left, share;

  if (self->clock == NULL)
    return 0;
  control = arb_clock_get_control (self->clock);
  if (control->kind == ARB_TIME_CONTROL_NONE)
    return 0;
  left = arb_clock_get_remaining (self->clock, arb_game_get_turn (self->game), now) / 1000;
  if (control->kind == ARB_TIME_CONTROL_MOVETIME)
    share = left * 9 / 10;
  else
    share = MIN (left / 30 + control->increment / 1000 * 3 / 4, left / 2);
  return (guint) CLAMP (share, 1, G_MAXINT32);
}

void
_arb_window_clock_init (ArbWindow *self)
{
  g_signal_group_connect_swapped (self->game_signals, "move-played",
                                  G_CALLBACK (on_move_played), self);
}

void
_arb_window_clock_dispose (ArbWindow *self)
{
  g_clear_handle_id (&self->clock_source, g_source_remove);
  g_clear_pointer (&self->clock, arb_clock_free);
}

/* ------------------------------------------------------- public API */

/**
 * arb_window_get_clock_text:
 * @self: a window
 * @side: a side
 *
 * Returns: (nullable): what @side's clock shows ("4:59"), or %NULL when
 *   the game has no clock
 */
const char *
arb_window_get_clock_text (ArbWindow *self,
                           ArbSide    side)
{
  ArbSide below;

  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);

  if (self->clock == NULL)
    return NULL;
  below = side_below (self);
  return gtk_label_get_text (side == below ? self->clock_bottom : self->clock_top);
}

/**
 * arb_window_get_clock_running:
 * @self: a window
 * @side: a side
 *
 * Returns: whether @side's clock runs
 */
gboolean
arb_window_get_clock_running (ArbWindow *self,
                              ArbSide    side)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), FALSE);

  return self->clock != NULL
         && arb_clock_get_state (self->clock, clock_now (self)) == ARB_CLOCK_RUNNING
         && arb_clock_get_turn (self->clock) == (guint) side;
}

/**
 * arb_window_get_clock_remaining:
 * @self: a window
 * @side: a side
 *
 * Returns: @side's time left on the live clock, µs; -1 without a clock
 */
gint64
arb_window_get_clock_remaining (ArbWindow *self,
                                ArbSide    side)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), -1);

  if (self->clock == NULL)
    return -1;
  return arb_clock_get_remaining (self->clock, side & 1, clock_now (self));
}

/**
 * arb_window_pass_clock_time:
 * @self: a window
 * @time: µs, 0 or more
 *
 * For tests: the window's clock sees @time more pass than has, at once,
 * and acts on it (a flag falls) before returning.
 */
void
arb_window_pass_clock_time (ArbWindow *self,
                            gint64     time)
{
  g_return_if_fail (ARB_IS_WINDOW (self));
  g_return_if_fail (time >= 0);

  self->clock_offset += time;
  if (self->clock != NULL)
    _arb_window_clock_update (self);
}

/**
 * arb_window_freeze_clock:
 * @self: a window
 *
 * For tests: from now on the window's clock sees no time pass but what
 * arb_window_pass_clock_time() passes, so the times are exact.
 */
void
arb_window_freeze_clock (ArbWindow *self)
{
  g_return_if_fail (ARB_IS_WINDOW (self));

  if (self->clock_frozen)
    return;
  self->clock_frozen_at = g_get_monotonic_time ();
  self->clock_frozen = TRUE;
}
