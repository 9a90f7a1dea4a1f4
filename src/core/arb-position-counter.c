/* arb-position-counter.c — how often each position occurred
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-position-counter.h"

#define INITIAL_SLOTS 64

void
arb_position_counter_init (ArbPositionCounter *counter)
{
  counter->n_slots = INITIAL_SLOTS;
  counter->n_used = 0;
  counter->slots = g_new0 (ArbPositionCount, counter->n_slots);
}

void
arb_position_counter_clear (ArbPositionCounter *counter)
{
  g_clear_pointer (&counter->slots, g_free);
  counter->n_slots = 0;
  counter->n_used = 0;
}

/* The slot holding @hash, or the unused slot where it would go. Zobrist
 * keys are uniformly random, so their low bits are a good index. */
static ArbPositionCount *
find_slot (const ArbPositionCounter *counter, guint64 hash)
{
  guint mask = counter->n_slots - 1;

  for (guint i = (guint) hash & mask;; i = (i + 1) & mask)
    if (!counter->slots[i].used || counter->slots[i].hash == hash)
      return &counter->slots[i];
}

/* Keeps the table at most half full, dropping hashes counted down to 0. */
static void
grow (ArbPositionCounter *counter)
{
  ArbPositionCount *old = counter->slots;
  guint n_old = counter->n_slots;
  guint n_live = 0;

  for (guint i = 0; i < n_old; i++)
    n_live += old[i].used && old[i].count > 0;
  /* Undo leaves hashes counted down to 0: rebuilding at the same size
   * sheds them when they are most of the table. */
  if (4 * (n_live + 1) > n_old)
    counter->n_slots *= 2;
  counter->n_used = 0;
  counter->slots = g_new0 (ArbPositionCount, counter->n_slots);
  for (guint i = 0; i < n_old; i++)
    if (old[i].used && old[i].count > 0)
      {
        *find_slot (counter, old[i].hash) = old[i];
        counter->n_used++;
      }
  g_free (old);
}

/* Returns how often @hash has now occurred. */
guint
arb_position_counter_add (ArbPositionCounter *counter, guint64 hash)
{
  ArbPositionCount *slot;

  if (2 * (counter->n_used + 1) > counter->n_slots)
    grow (counter);
  slot = find_slot (counter, hash);
  if (!slot->used)
    {
      slot->used = TRUE;
      slot->hash = hash;
      counter->n_used++;
    }
  return ++slot->count;
}

void
arb_position_counter_remove (ArbPositionCounter *counter, guint64 hash)
{
  ArbPositionCount *slot = find_slot (counter, hash);

  g_return_if_fail (slot->used && slot->count > 0);
  slot->count--;
}

guint
arb_position_counter_get (const ArbPositionCounter *counter, guint64 hash)
{
  const ArbPositionCount *slot = find_slot (counter, hash);

  return slot->used ? slot->count : 0;
}
