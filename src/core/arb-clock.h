/* arb-clock.h — a two-player game clock and the texts of time controls
 *
 * The clock never reads the time: every call that depends on it takes
 * `now`, a monotonic time in microseconds from the caller
 * (g_get_monotonic_time() in real use, made-up numbers in tests), so the
 * clock is deterministic. All durations are microseconds (gint64).
 * docs/clock.md describes the model and the text formats.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ARB_CLOCK_ERROR (arb_clock_error_quark ())
GQuark arb_clock_error_quark (void);

/**
 * ArbClockError:
 * @ARB_CLOCK_ERROR_SYNTAX: the text is not of the expected form
 * @ARB_CLOCK_ERROR_RANGE: a number is negative, zero where it may not be,
 *   or beyond the limits below
 * @ARB_CLOCK_ERROR_UNSUPPORTED: a valid form the clock does not play
 *   (PGN's unknown "?", sandclock "*180", several periods "40/9000:3600")
 */
typedef enum
{
  ARB_CLOCK_ERROR_SYNTAX,
  ARB_CLOCK_ERROR_RANGE,
  ARB_CLOCK_ERROR_UNSUPPORTED,
} ArbClockError;

/* The limits of a time control: what a user or a file gives beyond them
 * is refused as absurd. */
#define ARB_CLOCK_MAX_TIME      (G_GINT64_CONSTANT (24) * 3600 * G_USEC_PER_SEC) /* 24 h */
#define ARB_CLOCK_MAX_INCREMENT (G_GINT64_CONSTANT (3600) * G_USEC_PER_SEC)      /* 1 h */
#define ARB_CLOCK_MAX_MOVES     1000
/* The longest time arb_clock_parse_clk() reads: 999:59:59.999999. */
#define ARB_CLOCK_MAX_CLK_HOURS 999

/**
 * ArbTimeControlKind:
 * @ARB_TIME_CONTROL_NONE: no limit; the clock only counts the time used
 * @ARB_TIME_CONTROL_FISCHER: sudden death with a Fischer increment: each
 *   side starts with @base and gets @increment added after each of its
 *   moves (an increment of 0 is plain sudden death); with @moves > 0,
 *   also @base again after each @moves moves ("40/9000": 9000 s for
 *   every 40 moves)
 * @ARB_TIME_CONTROL_BRONSTEIN: each side starts with @base; after each
 *   move the time it took is given back, up to @increment (the delay)
 * @ARB_TIME_CONTROL_MOVETIME: @base for every move; unused time is lost
 */
typedef enum
{
  ARB_TIME_CONTROL_NONE,
  ARB_TIME_CONTROL_FISCHER,
  ARB_TIME_CONTROL_BRONSTEIN,
  ARB_TIME_CONTROL_MOVETIME,
} ArbTimeControlKind;

/**
 * ArbTimeControl:
 * @kind: the kind
 * @base: µs: the starting time (and each period's) of %ARB_TIME_CONTROL_FISCHER
 *   and %ARB_TIME_CONTROL_BRONSTEIN, the time per move of
 *   %ARB_TIME_CONTROL_MOVETIME; 1 µs to %ARB_CLOCK_MAX_TIME; 0 for none
 * @increment: µs: the Fischer increment or the Bronstein delay, 0 to
 *   %ARB_CLOCK_MAX_INCREMENT; 0 for the other kinds
 * @moves: moves per period of %ARB_TIME_CONTROL_FISCHER, 0 (sudden
 *   death) to %ARB_CLOCK_MAX_MOVES; 0 for the other kinds
 *
 * A time control, of one side or both. A plain value: copy it freely.
 */
typedef struct
{
  ArbTimeControlKind kind;
  gint64             base;
  gint64             increment;
  guint              moves;
} ArbTimeControl;

gboolean arb_time_control_check      (const ArbTimeControl *control, GError **error);
gboolean arb_time_control_equal      (const ArbTimeControl *a, const ArbTimeControl *b);
gboolean arb_time_control_parse      (const char *text, ArbTimeControl *control,
                                      GError **error);
char    *arb_time_control_to_string  (const ArbTimeControl *control);
gboolean arb_time_control_parse_pgn  (const char *text, ArbTimeControl *control,
                                      GError **error);
char    *arb_time_control_to_pgn     (const ArbTimeControl *control);

char    *arb_clock_format_clk        (gint64 time, gboolean tenths);
gboolean arb_clock_parse_clk         (const char *text, gint64 *time, GError **error);

/**
 * ArbClockState:
 * @ARB_CLOCK_READY: created, not started: no clock runs
 * @ARB_CLOCK_RUNNING: the side to move's clock runs
 * @ARB_CLOCK_PAUSED: started, but no clock runs (arb_clock_pause())
 * @ARB_CLOCK_FLAGGED: a side's time ran out: the clock has stopped for
 *   good (until arb_clock_undo())
 */
typedef enum
{
  ARB_CLOCK_READY,
  ARB_CLOCK_RUNNING,
  ARB_CLOCK_PAUSED,
  ARB_CLOCK_FLAGGED,
} ArbClockState;

typedef struct _ArbClock ArbClock;

ArbClock      *arb_clock_new            (const ArbTimeControl *control);
ArbClock      *arb_clock_new_with_odds  (const ArbTimeControl *first,
                                         const ArbTimeControl *second);
void           arb_clock_free           (ArbClock *clock);
const ArbTimeControl *arb_clock_get_control (const ArbClock *clock);
const ArbTimeControl *arb_clock_get_side_control (const ArbClock *clock, guint side);

void           arb_clock_set_margin     (ArbClock *clock, gint64 margin);
void           arb_clock_set_times      (ArbClock *clock, const gint64 left[2],
                                         const guint moves[2]);
void           arb_clock_start          (ArbClock *clock, guint side, gint64 now);
gboolean       arb_clock_press          (ArbClock *clock, gint64 now);
void           arb_clock_pause          (ArbClock *clock, gint64 now);
void           arb_clock_resume         (ArbClock *clock, gint64 now);
gboolean       arb_clock_undo           (ArbClock *clock, gint64 now);
guint          arb_clock_get_n_presses  (const ArbClock *clock);

ArbClockState  arb_clock_get_state      (const ArbClock *clock, gint64 now);
guint          arb_clock_get_turn       (const ArbClock *clock);
gint64         arb_clock_get_remaining  (const ArbClock *clock, guint side, gint64 now);
gint64         arb_clock_get_used       (const ArbClock *clock, guint side, gint64 now);
guint          arb_clock_get_moves      (const ArbClock *clock, guint side);
gint64         arb_clock_get_flag_time  (const ArbClock *clock);
gboolean       arb_clock_flag_fell      (ArbClock *clock, gint64 now, guint *side,
                                         gint64 *when);

char          *arb_clock_to_string      (const ArbClock *clock, gint64 now);
ArbClock      *arb_clock_new_from_string (const char *text, gint64 now, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbClock, arb_clock_free)

G_END_DECLS
