/* arb-zobrist.c — random keys for hashing positions
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-zobrist.h"
#include "arb-random.h"

guint64 arb_zobrist_piece[16][ARB_N_SQUARES];
guint64 arb_zobrist_black_to_move;
guint64 arb_zobrist_castling[ARB_N_SIDES][2][ARB_BOARD_SIZE];
guint64 arb_zobrist_en_passant[ARB_BOARD_SIZE];

/* SplitMix64 (arb-random.h): a fixed seed gives the same keys in every run
 * and on every machine, so hashes written by one process mean the same in
 * another. */

void
arb_zobrist_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      guint64 state = G_GUINT64_CONSTANT (0x41524249544552); /* "ARBITER" */

      /* Row 0 (the empty square) stays zero so that XORing it is a no-op. */
      for (guint piece = 1; piece < 16; piece++)
        for (guint sq = 0; sq < ARB_N_SQUARES; sq++)
          arb_zobrist_piece[piece][sq] = arb_splitmix64 (&state);
      arb_zobrist_black_to_move = arb_splitmix64 (&state);
      /* Drawn after the keys above, which keep their values. */
      for (guint side = 0; side < ARB_N_SIDES; side++)
        for (guint wing = 0; wing < 2; wing++)
          for (guint file = 0; file < ARB_BOARD_SIZE; file++)
            arb_zobrist_castling[side][wing][file] = arb_splitmix64 (&state);
      for (guint file = 0; file < ARB_BOARD_SIZE; file++)
        arb_zobrist_en_passant[file] = arb_splitmix64 (&state);

      g_once_init_leave (&initialized, 1);
    }
}
