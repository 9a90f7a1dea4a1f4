/* arb-checkers.h — the rules of checkers: English draughts with regicide
 * (checkers.md), or without it (the parameter regicide=false)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-rules.h"

G_BEGIN_DECLS

/* The table the registry lists; the rest serves tests and the app. */
extern const ArbRules arb_checkers_rules;

#define ARB_CHECKERS_START "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"

/* 8 × 8 squares, cell = 8·y + x (spec §1); 32 dark squares numbered 1–32. */
#define ARB_CHECKERS_SIZE      8
#define ARB_CHECKERS_N_CELLS   64
#define ARB_CHECKERS_N_SQUARES 32

/* Piece kinds as arb-rules.h codes them (bit 3 is the side). */
#define ARB_CHECKERS_MAN  1
#define ARB_CHECKERS_KING 2

/* The 40-move rule (§7): 80 plies without a man move or a capture. */
#define ARB_CHECKERS_QUIET_PLIES 80

/* The game's one parameter, its index in the table's @params:
 * `regicide` (default true, §4.4); false plays standard English draughts,
 * where a man that takes a king is not crowned for it and jumps on. */
#define ARB_CHECKERS_PARAM_REGICIDE 0

/**
 * ArbCheckersReason:
 *
 * Why a move is refused: the first rule it breaks, in the order of spec §6
 * (then the typed-move reasons INCOMPLETE and AMBIGUOUS). NOT_YOUR_PIECE is
 * said with Black to move, NOT_YOUR_PIECE_WHITE with White; TOO_FAR of a
 * piece that has no jump, TOO_FAR_JUMP of one that has. The values are the
 * reason codes of the rules table; arb_checkers_reason_id() gives the spec's
 * name in lower case ("must-continue").
 */
typedef enum
{
  ARB_CHECKERS_REASON_OK = ARB_REASON_OK,
  ARB_CHECKERS_REASON_GAME_OVER,
  ARB_CHECKERS_REASON_NO_PIECE,
  ARB_CHECKERS_REASON_NOT_YOUR_PIECE,
  ARB_CHECKERS_REASON_MUST_CONTINUE,
  ARB_CHECKERS_REASON_OFF_BOARD,
  ARB_CHECKERS_REASON_NOT_DIAGONAL,
  ARB_CHECKERS_REASON_OCCUPIED,
  ARB_CHECKERS_REASON_BACKWARD,
  ARB_CHECKERS_REASON_TOO_FAR,
  ARB_CHECKERS_REASON_NOTHING_TO_JUMP,
  ARB_CHECKERS_REASON_MUST_CAPTURE,
  ARB_CHECKERS_REASON_MOVE_OVER,
  ARB_CHECKERS_REASON_INCOMPLETE,
  ARB_CHECKERS_REASON_AMBIGUOUS,
  /* The same reasons as NOT_YOUR_PIECE and TOO_FAR, with the spec's other
   * wording: White is to move; the piece could jump. */
  ARB_CHECKERS_REASON_NOT_YOUR_PIECE_WHITE,
  ARB_CHECKERS_REASON_TOO_FAR_JUMP,
  ARB_CHECKERS_N_REASONS,
} ArbCheckersReason;

#define ARB_CHECKERS_POSITION_ERROR (arb_checkers_position_error_quark ())
GQuark arb_checkers_position_error_quark (void);

/**
 * ArbCheckersPositionError:
 * @ARB_CHECKERS_POSITION_ERROR_SYNTAX: the string is not `TURN:WLIST:BLIST`
 * @ARB_CHECKERS_POSITION_ERROR_TURN: the turn is not `B` or `W`
 * @ARB_CHECKERS_POSITION_ERROR_SECTIONS: not exactly one `W` and one `B` list
 * @ARB_CHECKERS_POSITION_ERROR_SQUARE: a square outside 1–32, an empty item,
 *   a reversed range, a square given twice
 * @ARB_CHECKERS_POSITION_ERROR_CROWNING_ROW: a man on its own crowning row
 * @ARB_CHECKERS_POSITION_ERROR_NO_PIECES: no piece at all
 *
 * Errors of the position string (spec §9.1); each message names the part.
 */
typedef enum
{
  ARB_CHECKERS_POSITION_ERROR_SYNTAX,
  ARB_CHECKERS_POSITION_ERROR_TURN,
  ARB_CHECKERS_POSITION_ERROR_SECTIONS,
  ARB_CHECKERS_POSITION_ERROR_SQUARE,
  ARB_CHECKERS_POSITION_ERROR_CROWNING_ROW,
  ARB_CHECKERS_POSITION_ERROR_NO_PIECES,
} ArbCheckersPositionError;

/**
 * ArbCheckersPosition:
 * @men: @kings: per side (index an #ArbSide), bit n − 1 set when a man
 *   (a king) of that side stands on square n; the four masks are disjoint
 * @turn: the side to move
 * @quiet: plies since the last man move or capture (§7's 40-move rule),
 *   0 in a position read from a string; it stops at 65535
 * @regicide: 1 when the game plays by §4.4's house rule (the default), 0
 *   for standard English draughts (the parameter regicide=false); a rule
 *   of the game, which position strings do not carry
 * @reserved: 0
 * @hash: arb_checkers_hash() of the placement, the side to move and the rule
 *
 * One position, the rules table's state: 32 bytes without padding. Whether
 * the game is over follows from the masks and the turn (§7).
 */
typedef struct
{
  guint32 men[ARB_N_SIDES];
  guint32 kings[ARB_N_SIDES];
  guint32 turn;
  guint16 quiet;
  guint8  regicide;
  guint8  reserved;
  guint64 hash;
} ArbCheckersPosition;

/* The longest capture: 12 pieces (a side has 12). */
#define ARB_CHECKERS_MAX_CAPTURES 12

/**
 * ArbCheckersRecordType:
 * @ARB_CHECKERS_RECORD_CROWN: @side's man reached its crowning row and was
 *   crowned on @cell (§5 step 3)
 * @ARB_CHECKERS_RECORD_REGICIDE_CROWN: @side's man took a king and was
 *   crowned on @cell (§4.4, regicide=true)
 *
 * Checkers' own kinds of record, beside the core's (ArbRecordType); the
 * table's @record_kinds gives their JSON ids, "crown" and "regicide-crown".
 */
typedef enum
{
  ARB_CHECKERS_RECORD_CROWN = ARB_RECORD_GAME_FIRST,
  ARB_CHECKERS_RECORD_REGICIDE_CROWN,
} ArbCheckersRecordType;

/* How a move ended for the records of §5 step 3. */
typedef enum
{
  ARB_CHECKERS_CROWN_NONE,
  ARB_CHECKERS_CROWN_ROW,      /* a man reached its crowning row */
  ARB_CHECKERS_CROWN_REGICIDE, /* a man jumped a king (regicide=true only) */
} ArbCheckersCrown;

/**
 * ArbCheckersUndo:
 * @before: the position before the move, restored whole by unmake
 * @captured: the squares (bit indexes) jumped, in order
 * @n_captured: how many
 * @captured_kings: bit i set when @captured[i] held a king
 * @crown: an #ArbCheckersCrown
 * @was_king: the mover was a king
 * @to: the bit index of the square the move ended on
 */
typedef struct
{
  ArbCheckersPosition before;
  guint8  captured[ARB_CHECKERS_MAX_CAPTURES];
  guint16 captured_kings;
  guint8  n_captured;
  guint8  crown;
  guint8  was_king;
  guint8  to;
  guint8  padding[6];
} ArbCheckersUndo;

/* Square n (1–32) to its cell y·8 + x, G_MAXUINT when n is not a square. */
guint arb_checkers_square_to_cell (guint square);
/* A cell to its square number 1–32, 0 for a light cell or one off the board. */
guint arb_checkers_cell_to_square (guint cell);

const char *arb_checkers_reason_id (guint reason);
guint64     arb_checkers_hash (const ArbCheckersPosition *pos);
void        arb_checkers_position_set (ArbCheckersPosition *pos, guint32 black_men,
                                       guint32 black_kings, guint32 white_men,
                                       guint32 white_kings, ArbSide turn);
void        arb_checkers_position_set_regicide (ArbCheckersPosition *pos, gboolean regicide);

G_END_DECLS
