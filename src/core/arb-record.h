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
 * @ARB_RECORD_WIN: @side won; @reason says how
 * @ARB_RECORD_DRAW: the game is drawn; @reason says why
 * @ARB_RECORD_RESIGN: @side resigned (a user action; a WIN record for the
 *   other side follows it)
 * @ARB_RECORD_CAPTURE: a capture at @cell: a piece of @side was taken, or
 *   (a game of seeds) @side took @count seeds there; the game's spec says
 *   which
 * @ARB_RECORD_CLAIM: @side claimed the end of the game (@reason says on
 *   which ground), for a game whose claim is no plain draw
 * @ARB_RECORD_SETUP: how the game began, before ply 0's position (a coin
 *   flip: @side starts, @text holds the coin's seed); never undone
 * @ARB_RECORD_GAME_FIRST: the first kind a game may define for itself
 *   (a check, a crowning, a relay…): a game numbers its own kinds from here,
 *   in its folder, and lists them in its table's @record_kinds with their
 *   JSON id and the role the layers above act on (arb-rules.h's
 *   ArbRecordKind). The values below it are the core's (room is left for
 *   more). Two games may give the same number to different kinds:
 *   a kind means something only with the game's table.
 *
 * The kinds of record the core knows, which every game may push. Which
 * ones a game uses, and in which order a move pushes them, is in that
 * game's spec.
 */
typedef enum
{
  ARB_RECORD_MOVE,
  ARB_RECORD_WIN,
  ARB_RECORD_DRAW,
  ARB_RECORD_RESIGN,
  ARB_RECORD_CAPTURE,
  ARB_RECORD_CLAIM,
  ARB_RECORD_SETUP,
  ARB_RECORD_GAME_FIRST = 32,
} ArbRecordType;

/**
 * ArbRecord:
 * @type: what happened: an #ArbRecordType, or one of the game's own kinds
 *   (from %ARB_RECORD_GAME_FIRST on, described by its table's @record_kinds)
 * @side: the mover (MOVE), the winner (WIN), the side that resigned
 *   (RESIGN), as CAPTURE says (CAPTURE), the side to move
 *   when the game was drawn (DRAW); for the game's own kinds, as its table
 *   says (the threatened side of a threat)
 * @reason: for WIN and DRAW, how the game ended
 * @move: for MOVE, the cells
 * @cell: for CAPTURE, where it took place; the cell of a game's own
 *   kind that names one
 * @count: how many (seeds, laps) for kinds that count
 * @piece: for MOVE, the piece that moved, in the game's own coding
 * @captured: for MOVE, the piece taken (0 for none), in the game's coding
 * @text: for MOVE, the move in the game's notation as it was played
 * @by_player: %TRUE for what a player did (a MOVE, a RESIGN, an agreed or
 *   claimed DRAW), %FALSE for what followed from it (a CAPTURE, the game's
 *   own kinds, the WIN or DRAW that ended the game): undo and redo take
 *   records back in groups that start with a player's action
 * @has_clock: for MOVE, whether @clock holds the mover's time left
 * @clock: for MOVE with @has_clock, the mover's time left on its clock
 *   after the move, µs (PGN's `[%clk]`; arb_game_set_move_clock())
 * @has_score: @score: @mate: @depth: @has_elapsed: @elapsed: for MOVE, what
 *   the mover said of it and how long it took (arb_game_set_move_thinking())
 *
 * A plain value; the history is an array of them, oldest first.
 */
typedef struct
{
  guint          type;
  ArbSide        side;
  ArbTermination reason;
  ArbMove        move;
  guint16        cell;
  guint16        count;
  guint8         piece;
  guint8         captured;
  guint8         by_player;
  guint8         has_clock;
  guint8         has_score;
  guint8         has_elapsed;
  guint16        depth;
  char           text[ARB_MOVE_TEXT_MAX];
  gint64         clock;
  gint64         elapsed;
  gint32         score;
  gint32         mate;
} ArbRecord;

G_END_DECLS
