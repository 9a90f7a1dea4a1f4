/* arb-zobrist.h — random keys for hashing positions (private to the core)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-types.h"

G_BEGIN_DECLS

/* Indexed by the piece byte (type | side << 3, so up to 15) and the square. */
extern guint64 arb_zobrist_piece[16][ARB_N_SQUARES];
/* XORed in when Black is to move. */
extern guint64 arb_zobrist_black_to_move;
/* Standard chess and Chess960: a castling right by side, wing and the
 * Rook's file, and an en-passant square by its file. */
extern guint64 arb_zobrist_castling[ARB_N_SIDES][2][ARB_BOARD_SIZE];
extern guint64 arb_zobrist_en_passant[ARB_BOARD_SIZE];

/* Fills the tables once; cheap and thread-safe after the first call. */
void arb_zobrist_init (void);

static inline guint64
arb_zobrist_key (ArbPiece piece, ArbSquare sq)
{
  return arb_zobrist_piece[piece][sq];
}

G_END_DECLS
