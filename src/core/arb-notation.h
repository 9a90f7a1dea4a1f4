/* arb-notation.h — coordinate notation and SAN, both directions (spec §9)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-position.h"

G_BEGIN_DECLS

/* "e2e4" and its NUL. */
#define ARB_COORD_MAX 5
/* The longest SAN Arbiter writes, "Qa1xb2+", and its NUL. */
#define ARB_SAN_MAX 8

#define ARB_NOTATION_ERROR (arb_notation_error_quark ())
GQuark arb_notation_error_quark (void);

/**
 * ArbNotationError:
 * @ARB_NOTATION_ERROR_SYNTAX: the text is not a move in any notation
 * @ARB_NOTATION_ERROR_UNSUPPORTED: castling, promotion, en passant or a null
 *   move: valid chess notation for something this game does not have
 * @ARB_NOTATION_ERROR_NO_PIECE: no piece of that kind can reach the square, or
 *   the move is written as a capture (`x`) onto an empty square
 * @ARB_NOTATION_ERROR_AMBIGUOUS: more than one piece of that kind can
 * @ARB_NOTATION_ERROR_ILLEGAL: a coordinate move the rules refuse; the
 *   message carries the rule's reason
 *
 * Messages hold the reason alone ("no knight can move to f3"): the caller
 * quotes the move text the way its context needs.
 */
typedef enum
{
  ARB_NOTATION_ERROR_SYNTAX,
  ARB_NOTATION_ERROR_UNSUPPORTED,
  ARB_NOTATION_ERROR_NO_PIECE,
  ARB_NOTATION_ERROR_AMBIGUOUS,
  ARB_NOTATION_ERROR_ILLEGAL,
} ArbNotationError;

void     arb_move_to_coord   (ArbMove move, char buf[ARB_COORD_MAX]);
gboolean arb_move_from_coord (const ArbPosition *pos, const char *text,
                              ArbMove *move, GError **error);

void     arb_move_to_san     (const ArbPosition *pos, ArbMove move,
                              char buf[ARB_SAN_MAX]);
void     arb_move_to_san_with_check (const ArbPosition *pos, ArbMove move,
                                     gboolean gives_check, char buf[ARB_SAN_MAX]);
gboolean arb_move_from_san   (const ArbPosition *pos, const char *text,
                              ArbMove *move, GError **error);

/* Either notation: coordinates when @text looks like "e2e4", SAN otherwise. */
gboolean arb_move_parse      (const ArbPosition *pos, const char *text,
                              ArbMove *move, GError **error);

/* The sentence for a refusal, e.g. "blocked at d3" or "pawns capture
 * diagonally only". @blocker is used by ARB_MOVE_REASON_BLOCKED. The
 * returned string is newly allocated. */
char    *arb_move_reason_describe (ArbMoveReason reason, ArbSquare blocker);

G_END_DECLS
