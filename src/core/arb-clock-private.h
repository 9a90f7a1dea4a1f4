/* arb-clock-private.h — the clock's insides, shared by arb-clock.c (the
 * clock) and arb-clock-text.c (its text for the autosave)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-clock.h"

G_BEGIN_DECLS

/* Both sides' times as a turn began: what arb_clock_undo() goes back to. */
typedef struct
{
  gint64 left[2];
  gint64 used[2];
  guint  moves[2];
  guint  turn;
} ArbClockSnapshot;

struct _ArbClock
{
  ArbTimeControl control[2];  /* by side: the same but with odds */
  ArbClockState  state;
  guint          turn;        /* the side to move */
  gint64         left[2];     /* time left: the side to move's as its turn began */
  gint64         used[2];     /* time spent over the game's finished turns */
  guint          moves[2];    /* moves completed */
  gint64         turn_used;   /* the turn's time before run_since (pauses) */
  gint64         run_since;   /* RUNNING: when the clock last started running */
  gint64         last_now;    /* the latest time given: `now` never goes back */
  gint64         flag_at;     /* FLAGGED: the instant the flag fell */
  gint64         margin;      /* how long past its time a turn may run */
  GArray        *history;     /* ArbClockSnapshot, one per press, oldest first */
};

G_END_DECLS
