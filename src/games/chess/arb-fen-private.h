/* arb-fen-private.h — FEN's parts for standard chess and Chess960
 * (arb-fen-standard.c), used by the reader and writer (arb-fen.c)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-fen.h"

G_BEGIN_DECLS

gboolean _arb_fen_parse_castling   (const char *field, gsize len, ArbChessPosition *pos,
                                    GError **error);
gboolean _arb_fen_parse_en_passant (const char *field, gsize len, ArbChessPosition *pos,
                                    GError **error);
gboolean _arb_fen_check_standard   (const ArbChessPosition *pos, GError **error);
void     _arb_fen_write_rights     (const ArbChessPosition *pos, char *out);

G_END_DECLS
