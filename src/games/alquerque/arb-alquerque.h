/* arb-alquerque.h — the rules of Alquerque (alquerque.md)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-rules.h"

G_BEGIN_DECLS

/* The table the registry lists; everything else here serves tests and the
 * app, which may want to name a reason or a point without the game object. */
extern const ArbRules arb_alquerque_rules;

#define ARB_ALQUERQUE_START "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1"

/* 5 × 5 points; cell = 5·y + x = point − 1 (spec §1). */
#define ARB_ALQUERQUE_SIZE     5
#define ARB_ALQUERQUE_N_POINTS 25
#define ARB_ALQUERQUE_ALL      0x1ffffffu /* one bit per cell */

/* The largest move number a position string may carry (spec §9). */
#define ARB_ALQUERQUE_MOVE_NUMBER_MAX 999999

/* The piece code of @piece_at and of the MOVE record: the one kind, a man. */
#define ARB_ALQUERQUE_MAN 1

/* "No cell": the undo record of a step names no captured piece. */
#define ARB_ALQUERQUE_NO_CELL 0xff

/**
 * ArbAlquerqueReason:
 * @ARB_ALQUERQUE_REASON_OK: the move is legal
 * @ARB_ALQUERQUE_REASON_OFF_BOARD: a point outside 1..25
 * @ARB_ALQUERQUE_REASON_SAME_POINT: from and to are the same point
 * @ARB_ALQUERQUE_REASON_GAME_OVER: the game is over (spec §6, or ended by
 *   the history: a resignation, an agreement)
 * @ARB_ALQUERQUE_REASON_NO_PIECE: no piece stands on from
 * @ARB_ALQUERQUE_REASON_NOT_YOUR_PIECE: the piece on from is the opponent's
 * @ARB_ALQUERQUE_REASON_OCCUPIED: a piece stands on to
 * @ARB_ALQUERQUE_REASON_NOT_ON_A_LINE: to is neither adjacent to from nor
 *   two points away in line; also any move that is not one (from, to) pair
 * @ARB_ALQUERQUE_REASON_BACKWARD_OR_SIDEWAYS: an adjacent point that is not
 *   a forward step
 * @ARB_ALQUERQUE_REASON_NOTHING_TO_JUMP: two points away in line, but the
 *   point between holds no enemy piece
 *
 * Why a move is refused: the first rule it breaks, in the order of spec §5.
 * The values are the reason codes of the rules table (@explain,
 * %ARB_MOVE_ERROR); arb_alquerque_reason_id() gives the spec's name.
 */
typedef enum
{
  ARB_ALQUERQUE_REASON_OK = ARB_REASON_OK,
  ARB_ALQUERQUE_REASON_OFF_BOARD,
  ARB_ALQUERQUE_REASON_SAME_POINT,
  ARB_ALQUERQUE_REASON_GAME_OVER,
  ARB_ALQUERQUE_REASON_NO_PIECE,
  ARB_ALQUERQUE_REASON_NOT_YOUR_PIECE,
  ARB_ALQUERQUE_REASON_OCCUPIED,
  ARB_ALQUERQUE_REASON_NOT_ON_A_LINE,
  ARB_ALQUERQUE_REASON_BACKWARD_OR_SIDEWAYS,
  ARB_ALQUERQUE_REASON_NOTHING_TO_JUMP,
  ARB_ALQUERQUE_N_REASONS,
} ArbAlquerqueReason;

#define ARB_ALQUERQUE_POSITION_ERROR (arb_alquerque_position_error_quark ())
GQuark arb_alquerque_position_error_quark (void);

/**
 * ArbAlquerquePositionError:
 * @ARB_ALQUERQUE_POSITION_ERROR_FIELDS: not 2 or 3 fields
 * @ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT: field 1 is not five rows of five
 *   cells `b`, `w` or `.`
 * @ARB_ALQUERQUE_POSITION_ERROR_SIDE: field 2 is not `w` or `b`
 * @ARB_ALQUERQUE_POSITION_ERROR_MOVE_NUMBER: field 3 is not a number from 1
 *   to 999999 without leading zeros
 * @ARB_ALQUERQUE_POSITION_ERROR_NO_PIECES: no piece at all on the board
 *
 * Errors of the position string (spec §9); each message names the field,
 * e.g. "position field 1, row 3: 6 cells".
 */
typedef enum
{
  ARB_ALQUERQUE_POSITION_ERROR_FIELDS,
  ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
  ARB_ALQUERQUE_POSITION_ERROR_SIDE,
  ARB_ALQUERQUE_POSITION_ERROR_MOVE_NUMBER,
  ARB_ALQUERQUE_POSITION_ERROR_NO_PIECES,
} ArbAlquerquePositionError;

/**
 * ArbAlquerquePosition:
 * @pieces: per side (index an #ArbSide), bit c set when a man of that side
 *   stands on cell c; the two masks are disjoint and within
 *   %ARB_ALQUERQUE_ALL
 * @turn: the side to move
 * @move_number: the move number of the position string, 1 … 999999
 * @hash: arb_alquerque_hash() of @pieces and @turn, kept up to date
 *
 * One position, the rules table's state. 24 bytes and no padding, so that
 * memcmp() compares two positions field by field. Whether the game is over
 * follows from @pieces and @turn (spec §6), so it is not stored.
 */
typedef struct
{
  guint32 pieces[ARB_N_SIDES];
  ArbSide turn;
  guint32 move_number;
  guint64 hash;
} ArbAlquerquePosition;

/**
 * ArbAlquerqueUndo:
 * @from: @to: the cells of the move
 * @jumped: the cell of the captured piece, or %ARB_ALQUERQUE_NO_CELL
 * @mover: the side that moved
 * @move_number: @hash: the position's before the move
 *
 * What unmake needs to restore a position bit for bit. 16 bytes, no padding.
 */
typedef struct
{
  guint8  from;
  guint8  to;
  guint8  jumped;
  guint8  mover;
  guint32 move_number;
  guint64 hash;
} ArbAlquerqueUndo;

/* A point (1..25) to its cell, or G_MAXUINT for a point off the board. */
static inline guint
arb_alquerque_point_to_cell (guint point)
{
  return point >= 1 && point <= ARB_ALQUERQUE_N_POINTS ? point - 1 : G_MAXUINT;
}

/* A cell (0..24) to the point that notation and JSON print. */
static inline guint
arb_alquerque_cell_to_point (guint cell)
{
  return cell + 1;
}

const char *arb_alquerque_reason_id (guint reason);
guint64     arb_alquerque_hash (guint32 white, guint32 black, ArbSide turn);
void        arb_alquerque_position_set (ArbAlquerquePosition *pos, guint32 white,
                                        guint32 black, ArbSide turn, guint move_number);
gboolean    arb_alquerque_capture_record (const ArbAlquerqueUndo *undo, ArbRecord *record);

G_END_DECLS
