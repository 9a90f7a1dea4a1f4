/* arb-record.h — one entry of a game's history (spec §8)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-notation.h"

G_BEGIN_DECLS

/**
 * ArbRecordType:
 * @ARB_RECORD_MOVE: a move was played (side, move, piece, captured, san)
 * @ARB_RECORD_CHECK: after a move, @side's King is attacked
 * @ARB_RECORD_WIN: @side won; @reason says how (King captured, or resignation)
 * @ARB_RECORD_DRAW: the game is drawn; @reason says why
 * @ARB_RECORD_RESIGN: @side resigned (a user action; a WIN record for the
 *   other side follows it)
 */
typedef enum
{
  ARB_RECORD_MOVE,
  ARB_RECORD_CHECK,
  ARB_RECORD_WIN,
  ARB_RECORD_DRAW,
  ARB_RECORD_RESIGN,
} ArbRecordType;

/**
 * ArbTermination:
 *
 * How a game ended. %ARB_TERMINATION_NONE while it goes on.
 */
typedef enum
{
  ARB_TERMINATION_NONE,
  ARB_TERMINATION_KING_CAPTURED, /* spec §5.3 */
  ARB_TERMINATION_NO_MOVES,      /* spec §5.6, a draw */
  ARB_TERMINATION_RESIGNATION,   /* spec §7 */
  ARB_TERMINATION_AGREEMENT,     /* draw by agreement, spec §7 */
  ARB_TERMINATION_REPETITION,    /* threefold repetition, claimed */
  ARB_TERMINATION_FIFTY_MOVES,   /* 100 plies without capture or pawn move, claimed */
} ArbTermination;

/**
 * ArbResult:
 *
 * The outcome as PGN writes it: `*`, `1-0`, `0-1`, `1/2-1/2`.
 */
typedef enum
{
  ARB_RESULT_NONE,
  ARB_RESULT_WHITE_WINS,
  ARB_RESULT_BLACK_WINS,
  ARB_RESULT_DRAW,
} ArbResult;

/**
 * ArbRecord:
 * @type: what happened
 * @side: the mover (MOVE), the checked side (CHECK), the winner (WIN), the
 *   side that resigned (RESIGN); unused for DRAW
 * @reason: for WIN and DRAW, how the game ended
 * @move: for MOVE, the squares
 * @piece: for MOVE, the piece that moved
 * @captured: for MOVE, the piece taken, or %ARB_PIECE_NONE
 * @san: for MOVE, the move in SAN as it was played ("Nxe5+")
 *
 * A plain value; the history is an array of them, oldest first.
 */
typedef struct
{
  ArbRecordType  type;
  ArbSide        side;
  ArbTermination reason;
  ArbMove        move;
  ArbPiece       piece;
  ArbPiece       captured;
  char           san[ARB_SAN_MAX];
} ArbRecord;

const char *arb_result_to_string      (ArbResult result);      /* "1-0" … "*" */
ArbResult   arb_result_from_string    (const char *text);      /* NONE for anything else */
const char *arb_termination_to_string (ArbTermination reason); /* "king_captured", "no_moves", … */

/* One line of text for a record, as the end-of-game printout shows it,
 * e.g. "White plays e2e4 (e4)", "Check: Black's King is attacked",
 * "White wins: the Black King was captured". Newly allocated. */
char *arb_record_describe           (const ArbRecord *record);
void  arb_record_append_description (const ArbRecord *record, GString *out);

G_END_DECLS
