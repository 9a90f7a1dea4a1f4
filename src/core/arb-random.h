/* arb-random.h — SplitMix64, the library's one seeded generator
 *
 * Every seeded choice (the computer player's ties, Congkak's coin, chess's
 * Zobrist keys) and every hash mixer of the games uses this generator, so
 * that a seed means the same thing everywhere, on every machine.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* SplitMix64's output function: a bijective mix of @z (xor-shifts and odd
 * multiplications are invertible), after the golden-ratio increment. */
static inline guint64
arb_splitmix64_mix (guint64 z)
{
  z += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/* One step of SplitMix64: advances @state, returns the next output. */
static inline guint64
arb_splitmix64 (guint64 *state)
{
  guint64 z = arb_splitmix64_mix (*state);

  *state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  return z;
}

G_END_DECLS
