/* arb-bitboard.h — sets of squares as 64-bit words, and the attack tables
 * of standard chess's move generator (arb-standard.c)
 *
 * Bit i is the square i of ArbSquare (`y * 8 + x`, a8 = 0, h1 = 63), so
 * that the two representations need no translation: White's pawns move
 * towards bit 0 (a shift right by 8), Black's towards bit 63.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-types.h"

G_BEGIN_DECLS

typedef guint64 ArbBitboard;

#define ARB_BB(sq) (G_GUINT64_CONSTANT (1) << (sq))

/* Row y (0 = rank 8) and column x (0 = file a). */
#define ARB_BB_ROW(y) (G_GUINT64_CONSTANT (0xff) << (8 * (y)))
#define ARB_BB_FILE(x) (G_GUINT64_CONSTANT (0x0101010101010101) << (x))

static inline guint
arb_bb_count (ArbBitboard b)
{
  return (guint) __builtin_popcountll (b);
}

static inline ArbSquare
arb_bb_first (ArbBitboard b)
{
  return (ArbSquare) __builtin_ctzll (b);
}

/* Removes the lowest square of @b and returns it; @b must not be empty. */
static inline ArbSquare
arb_bb_pop (ArbBitboard *b)
{
  ArbSquare sq = arb_bb_first (*b);

  *b &= *b - 1;
  return sq;
}

/* One magic-multiplication table of a slider on one square: the attacks
 * for an occupancy are attacks[((occupied & mask) * magic) >> shift]. */
typedef struct
{
  ArbBitboard        mask;
  ArbBitboard        magic;
  const ArbBitboard *attacks;
  guint              shift;
} ArbMagic;

typedef struct
{
  ArbBitboard knight[ARB_N_SQUARES];
  ArbBitboard king[ARB_N_SQUARES];
  ArbBitboard pawn[ARB_N_SIDES][ARB_N_SQUARES];   /* squares a pawn of a side attacks */
  ArbBitboard between[ARB_N_SQUARES][ARB_N_SQUARES]; /* strictly between, on a line; else 0 */
  ArbBitboard line[ARB_N_SQUARES][ARB_N_SQUARES];    /* the whole line through both; else 0 */
  ArbMagic    rook[ARB_N_SQUARES];
  ArbMagic    bishop[ARB_N_SQUARES];
} ArbAttackTables;

extern ArbAttackTables arb_attacks;

/* Fills arb_attacks once; cheap and thread-safe after the first call. */
void arb_attacks_init (void);

static inline ArbBitboard
arb_bb_rook_attacks (ArbSquare sq, ArbBitboard occupied)
{
  const ArbMagic *m = &arb_attacks.rook[sq];

  return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}

static inline ArbBitboard
arb_bb_bishop_attacks (ArbSquare sq, ArbBitboard occupied)
{
  const ArbMagic *m = &arb_attacks.bishop[sq];

  return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}

G_END_DECLS
