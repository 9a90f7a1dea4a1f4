/* arb-notation.h — coordinate notation and SAN, both directions (spec §9)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-position.h"
#include "arb-rules.h"

G_BEGIN_DECLS

/* "e2e4" and its NUL. */
#define ARB_COORD_MAX 5
/* The longest SAN Arbiter writes, "Qa1xb2+", and its NUL. */
#define ARB_SAN_MAX 8



void     arb_move_to_coord   (ArbChessMove move, char buf[ARB_COORD_MAX]);
gboolean arb_move_from_coord (const ArbChessPosition *pos, const char *text,
                              ArbChessMove *move, GError **error);

void     arb_move_to_san     (const ArbChessPosition *pos, ArbChessMove move,
                              char buf[ARB_SAN_MAX]);
void     arb_move_to_san_with_check (const ArbChessPosition *pos, ArbChessMove move,
                                     gboolean gives_check, char buf[ARB_SAN_MAX]);
gboolean arb_move_from_san   (const ArbChessPosition *pos, const char *text,
                              ArbChessMove *move, GError **error);

/* Either notation: coordinates when @text looks like "e2e4", SAN otherwise. */
gboolean arb_move_parse      (const ArbChessPosition *pos, const char *text,
                              ArbChessMove *move, GError **error);

/* The sentence for a refusal, e.g. "blocked at d3" or "pawns capture
 * diagonally only". @blocker is used by ARB_MOVE_REASON_BLOCKED. The
 * returned string is newly allocated. */
char    *arb_move_reason_describe (ArbChessReason reason, ArbSquare blocker);

G_END_DECLS
