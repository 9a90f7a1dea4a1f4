/* arb-position-counter.h — how often each position occurred (private to the core)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 hash;
  guint   count;
  gboolean used;
} ArbPositionCount;

/**
 * ArbPositionCounter:
 *
 * A multiset of position hashes: the game adds the position after each
 * move and removes it when the move is taken back, so that the threefold
 * repetition question costs one lookup instead of a scan of the history
 * (which made long games quadratic). Open addressing; slots are never
 * freed, only counted down, and the table is rebuilt when it fills.
 */
typedef struct
{
  ArbPositionCount *slots;
  guint             n_slots; /* a power of two */
  guint             n_used;
} ArbPositionCounter;

void  arb_position_counter_init   (ArbPositionCounter *counter);
void  arb_position_counter_clear  (ArbPositionCounter *counter);
guint arb_position_counter_add    (ArbPositionCounter *counter, guint64 hash);
void  arb_position_counter_remove (ArbPositionCounter *counter, guint64 hash);
guint arb_position_counter_get    (const ArbPositionCounter *counter, guint64 hash);

G_END_DECLS
