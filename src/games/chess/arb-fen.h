/* arb-fen.h — Forsyth–Edwards Notation in and out (spec §9)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-position.h"

G_BEGIN_DECLS

#define ARB_FEN_START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"

/* Longest FEN arb_fen_write_buf() can produce, with its NUL:
 * 64 placement letters + 7 slashes + " w - - " + two 10-digit counters. */
#define ARB_FEN_MAX 104

#define ARB_FEN_ERROR (arb_fen_error_quark ())
GQuark arb_fen_error_quark (void);

/**
 * ArbFenError:
 * @ARB_FEN_ERROR_FIELDS: not six (or four or five) space-separated fields
 * @ARB_FEN_ERROR_PLACEMENT: field 1 (piece placement) is malformed
 * @ARB_FEN_ERROR_TURN: field 2 is not `w` or `b`
 * @ARB_FEN_ERROR_CASTLING: field 3 is not `-` or a castling set
 * @ARB_FEN_ERROR_EN_PASSANT: field 4 is not `-` or a square
 * @ARB_FEN_ERROR_HALFMOVE: field 5 is not a number from 0 to 1000000
 * @ARB_FEN_ERROR_FULLMOVE: field 6 is not a number from 1 to 1000000
 * @ARB_FEN_ERROR_KINGS: more than one King of a colour, or no King at all
 * @ARB_FEN_ERROR_TOO_MANY_PIECES: more than 16 pieces of one side
 * @ARB_FEN_ERROR_PAWNS: (standard chess, Chess960) a pawn on the first or
 *   last rank, or more than 8 pawns of one side
 * @ARB_FEN_ERROR_CHECK: (standard chess, Chess960) the side that just
 *   moved is in check
 *
 * Each message names the field and the problem, e.g.
 * "FEN field 1, rank 3: 9 squares".
 */
typedef enum
{
  ARB_FEN_ERROR_FIELDS,
  ARB_FEN_ERROR_PLACEMENT,
  ARB_FEN_ERROR_TURN,
  ARB_FEN_ERROR_CASTLING,
  ARB_FEN_ERROR_EN_PASSANT,
  ARB_FEN_ERROR_HALFMOVE,
  ARB_FEN_ERROR_FULLMOVE,
  ARB_FEN_ERROR_KINGS,
  ARB_FEN_ERROR_TOO_MANY_PIECES,
  ARB_FEN_ERROR_PAWNS,
  ARB_FEN_ERROR_CHECK,
} ArbFenError;

gboolean arb_fen_parse     (const char *fen, ArbChessPosition *pos, GError **error);
gboolean arb_fen_parse_variant (const char *fen, ArbChessVariant variant, ArbChessPosition *pos,
                                GError **error);
void     arb_fen_write_buf (const ArbChessPosition *pos, char buf[ARB_FEN_MAX]);
char    *arb_fen_write     (const ArbChessPosition *pos);

G_END_DECLS
