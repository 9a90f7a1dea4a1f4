/* arb-record.h — one entry of a game's history, for every game
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-move.h"
#include "arb-outcome.h"

G_BEGIN_DECLS

/* The longest move text of any game, and its NUL: a checkers King's
 * twelve-capture path "10x17x26x19x10…" or a chess SAN "Qa1xb2+". */
#define ARB_MOVE_TEXT_MAX 48

/**
 * ArbRecordType:
 * @ARB_RECORD_MOVE: a move was played (side, move, piece, captured, text)
 * @ARB_RECORD_CHECK: after a move, @side's King is attacked (chess)
 * @ARB_RECORD_WIN: @side won; @reason says how
 * @ARB_RECORD_DRAW: the game is drawn; @reason says why
 * @ARB_RECORD_RESIGN: @side resigned (a user action; a WIN record for the
 *   other side follows it)
 * @ARB_RECORD_CAPTURE: a piece of @side was removed from @cell (Alquerque,
 *   checkers); Congkak: @side's move took @count seeds from pit @cell
 * @ARB_RECORD_CROWN: @side's man was crowned on @cell (checkers)
 * @ARB_RECORD_REGICIDE_CROWN: @side's man took a king and was crowned on
 *   @cell (checkers)
 * @ARB_RECORD_RELAY: @side's sowing relayed from pit @cell, @count seeds
 *   (Congkak)
 * @ARB_RECORD_ENDLESS: @side's move stopped after @count laps (Congkak)
 * @ARB_RECORD_LEFTOVER: @count seeds went to @side's store at the end
 *   (Congkak)
 * @ARB_RECORD_CLAIM: @side claimed the end of the game (Congkak's
 *   repetition; @reason says which)
 * @ARB_RECORD_SETUP: how the game began, before ply 0's position (Congkak's
 *   coin flip: @side starts, @text holds the coin's seed); never undone
 *
 * The kinds of record the games push. Which ones a game uses, and in which
 * order a move pushes them, is in that game's spec.
 */
typedef enum
{
  ARB_RECORD_MOVE,
  ARB_RECORD_CHECK,
  ARB_RECORD_WIN,
  ARB_RECORD_DRAW,
  ARB_RECORD_RESIGN,
  ARB_RECORD_CAPTURE,
  ARB_RECORD_CROWN,
  ARB_RECORD_REGICIDE_CROWN,
  ARB_RECORD_RELAY,
  ARB_RECORD_ENDLESS,
  ARB_RECORD_LEFTOVER,
  ARB_RECORD_CLAIM,
  ARB_RECORD_SETUP,
} ArbRecordType;

/**
 * ArbRecord:
 * @type: what happened
 * @side: the mover (MOVE), the checked side (CHECK), the winner (WIN), the
 *   side that resigned (RESIGN), the side whose piece was taken (CAPTURE),
 *   the side to move when the game was drawn (DRAW)
 * @reason: for WIN and DRAW, how the game ended
 * @move: for MOVE, the cells
 * @cell: for CAPTURE, where the piece stood; the cell of CROWN, RELAY…
 * @count: seeds or laps (Congkak's RELAY, CAPTURE, ENDLESS, LEFTOVER)
 * @piece: for MOVE, the piece that moved, in the game's own coding
 * @captured: for MOVE, the piece taken (0 for none), in the game's coding
 * @text: for MOVE, the move in the game's notation as it was played
 * @by_player: %TRUE for what a player did (a MOVE, a RESIGN, an agreed or
 *   claimed DRAW), %FALSE for what followed from it (CHECK, CAPTURE, the
 *   WIN or DRAW that ended the game): undo and redo take records back in
 *   groups that start with a player's action
 *
 * A plain value; the history is an array of them, oldest first.
 */
typedef struct
{
  ArbRecordType  type;
  ArbSide        side;
  ArbTermination reason;
  ArbMove        move;
  guint16        cell;
  guint16        count;
  guint8         piece;
  guint8         captured;
  guint8         by_player;
  char           text[ARB_MOVE_TEXT_MAX];
} ArbRecord;

G_END_DECLS
