/* arb-bitboard.c — the attack tables of standard chess's move generator
 *
 * Sliders use "magic" multiplication (the chess programming wiki's fancy
 * magic bitboards, as Stockfish and Ethereal do): the occupied squares on
 * a slider's lines are multiplied by a constant that packs them into a
 * dense index. The constants are searched for here, once, from a fixed
 * seed, rather than copied from a table: a few milliseconds at the first
 * use, the same constants on every machine.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-bitboard.h"
#include "arb-random.h"

ArbAttackTables arb_attacks;

/* Every rook square's table end to end (the sum of 2^bits over the board),
 * and every bishop square's. */
#define ROOK_TABLE_SIZE 102400
#define BISHOP_TABLE_SIZE 5248

static ArbBitboard rook_table[ROOK_TABLE_SIZE];
static ArbBitboard bishop_table[BISHOP_TABLE_SIZE];

static const int rook_steps[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int bishop_steps[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

/* The squares a slider on (x, y) reaches along @steps, stopping at and
 * including the first occupied square. */
static ArbBitboard
slide (int x, int y, const int steps[4][2], ArbBitboard occupied)
{
  ArbBitboard attacks = 0;

  for (int i = 0; i < 4; i++)
    for (int cx = x + steps[i][0], cy = y + steps[i][1]; arb_coords_on_board (cx, cy);
         cx += steps[i][0], cy += steps[i][1])
      {
        attacks |= ARB_BB (ARB_SQUARE (cx, cy));
        if (occupied & ARB_BB (ARB_SQUARE (cx, cy)))
          break;
      }
  return attacks;
}

/* The squares whose occupancy matters to a slider on (x, y): its lines
 * without their last square (a piece there changes nothing). */
static ArbBitboard
relevant (int x, int y, const int steps[4][2])
{
  ArbBitboard mask = 0;

  for (int i = 0; i < 4; i++)
    for (int cx = x + steps[i][0], cy = y + steps[i][1];
         arb_coords_on_board (cx + steps[i][0], cy + steps[i][1]);
         cx += steps[i][0], cy += steps[i][1])
      mask |= ARB_BB (ARB_SQUARE (cx, cy));
  return mask;
}

/* Finds a magic for one square and fills its part of @table; returns how
 * many entries it used. Each subset of the mask (Carry–Rippler order) must
 * land on an entry that holds its attacks or nothing yet. */
static guint
find_magic (ArbMagic *magic, int x, int y, const int steps[4][2], ArbBitboard *table,
            guint64 *seed)
{
  ArbBitboard occupancy[4096], reference[4096];
  guint32 epoch[4096] = { 0 };
  guint bits, size = 0;
  guint32 attempt = 0;
  ArbBitboard subset = 0;

  magic->mask = relevant (x, y, steps);
  bits = arb_bb_count (magic->mask);
  magic->shift = 64 - bits;
  magic->attacks = table;
  do
    {
      occupancy[size] = subset;
      reference[size++] = slide (x, y, steps, subset);
      subset = (subset - magic->mask) & magic->mask;
    }
  while (subset != 0);

  for (;;)
    {
      guint i;

      /* Sparse candidates (few bits set) succeed far more often. */
      do
        magic->magic = arb_splitmix64 (seed) & arb_splitmix64 (seed) & arb_splitmix64 (seed);
      while (arb_bb_count ((magic->mask * magic->magic) >> 56) < 6);

      attempt++;
      for (i = 0; i < size; i++)
        {
          guint index = (guint) ((occupancy[i] * magic->magic) >> magic->shift);

          if (epoch[index] < attempt)
            {
              epoch[index] = attempt;
              table[index] = reference[i];
            }
          else if (table[index] != reference[i])
            break;
        }
      if (i == size)
        return size;
    }
}

static void
init_once (void)
{
  guint64 seed = G_GUINT64_CONSTANT (0x4d41474943); /* "MAGIC" */
  guint rook_used = 0, bishop_used = 0;

  for (int y = 0; y < ARB_BOARD_SIZE; y++)
    for (int x = 0; x < ARB_BOARD_SIZE; x++)
      {
        ArbSquare sq = ARB_SQUARE (x, y);
        static const int knight[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                          { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };

        for (int i = 0; i < 8; i++)
          {
            int kx = x + knight[i][0], ky = y + knight[i][1];

            if (arb_coords_on_board (kx, ky))
              arb_attacks.knight[sq] |= ARB_BB (ARB_SQUARE (kx, ky));
          }
        for (int dx = -1; dx <= 1; dx++)
          for (int dy = -1; dy <= 1; dy++)
            if ((dx != 0 || dy != 0) && arb_coords_on_board (x + dx, y + dy))
              arb_attacks.king[sq] |= ARB_BB (ARB_SQUARE (x + dx, y + dy));
        /* White attacks towards row 0, Black towards row 7. */
        for (int dx = -1; dx <= 1; dx += 2)
          {
            if (arb_coords_on_board (x + dx, y - 1))
              arb_attacks.pawn[ARB_SIDE_WHITE][sq] |= ARB_BB (ARB_SQUARE (x + dx, y - 1));
            if (arb_coords_on_board (x + dx, y + 1))
              arb_attacks.pawn[ARB_SIDE_BLACK][sq] |= ARB_BB (ARB_SQUARE (x + dx, y + 1));
          }

        rook_used += find_magic (&arb_attacks.rook[sq], x, y, rook_steps,
                                 rook_table + rook_used, &seed);
        bishop_used += find_magic (&arb_attacks.bishop[sq], x, y, bishop_steps,
                                   bishop_table + bishop_used, &seed);
      }
  g_assert (rook_used == ROOK_TABLE_SIZE && bishop_used == BISHOP_TABLE_SIZE);

  /* Lines and the squares between, from the sliders' empty-board attacks. */
  for (ArbSquare a = 0; a < ARB_N_SQUARES; a++)
    for (ArbSquare b = 0; b < ARB_N_SQUARES; b++)
      {
        ArbBitboard (*attacks) (ArbSquare, ArbBitboard) = NULL;

        if (a == b)
          continue;
        if (arb_bb_rook_attacks (a, 0) & ARB_BB (b))
          attacks = arb_bb_rook_attacks;
        else if (arb_bb_bishop_attacks (a, 0) & ARB_BB (b))
          attacks = arb_bb_bishop_attacks;
        else
          continue;
        arb_attacks.line[a][b] = (attacks (a, 0) & attacks (b, 0)) | ARB_BB (a) | ARB_BB (b);
        arb_attacks.between[a][b] = attacks (a, ARB_BB (b)) & attacks (b, ARB_BB (a));
      }
}

/**
 * arb_attacks_init:
 *
 * Fills the attack tables once (a few milliseconds); later calls return at
 * once. Thread-safe.
 */
void
arb_attacks_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      init_once ();
      g_once_init_leave (&initialized, 1);
    }
}
