/* arb-chess.h — the simplified chess of rules.md on the generic referee
 *
 * The rules table, and the API the project was founded on: a chess game is
 * an ArbGame whose rules are arb_chess_rules, and these functions read and
 * play it in chess's own terms ([x][y] squares, pieces, check).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-game.h"
#include "arb-fen.h"
#include "arb-notation.h"

G_BEGIN_DECLS

extern const ArbRules arb_chess_rules;

/* Chess's own way to win (rules.md §6): the King was captured. */
#define ARB_CHESS_TERMINATION_KING_CAPTURED ARB_TERMINATION_GAME

/**
 * ArbChessRecordType:
 * @ARB_CHESS_RECORD_CHECK: after a move that did not take a King, @side's
 *   King is attacked (rules.md §5: the opponent's first, then the mover's)
 *
 * Chess's own kind of record, beside the core's (ArbRecordType); the
 * table's @record_kinds gives it its JSON id, "check", and its role, a
 * threat.
 */
typedef enum
{
  ARB_CHESS_RECORD_CHECK = ARB_RECORD_GAME_FIRST,
} ArbChessRecordType;

/* ------------------------------------------------------------ creating */

ArbGame           *arb_game_new                (void);
ArbGame           *arb_game_new_from_position  (const ArbChessPosition *start);
ArbGame           *arb_game_new_from_fen       (const char *fen, GError **error);

/* -------------------------------------------------------- the position */

const ArbChessPosition *arb_game_get_position       (ArbGame *self);
const ArbChessPosition *arb_game_get_start_position (ArbGame *self);
ArbPiece           arb_game_piece_at           (ArbGame *self, int x, int y);

/* ----------------------------------------------------------- the rules */

gboolean arb_game_can_move          (ArbGame *self, int x, int y, int dx, int dy,
                                     ArbSide side);
gboolean arb_game_move              (ArbGame *self, int x, int y, int dx, int dy);
gboolean arb_game_try_move          (ArbGame *self, int x, int y, int dx, int dy,
                                     GError **error);
gboolean arb_game_play              (ArbGame *self, ArbChessMove move, GError **error);
gboolean arb_game_is_in_check       (ArbGame *self, ArbSide side);
void     arb_game_reachable_squares (ArbGame *self, int x, int y, ArbChessMoveList *list);
void     arb_game_legal_moves       (ArbGame *self, ArbChessMoveList *list);

/* The chess move of a generic one (from and to, the promotion as its
 * choice) and back. */
static inline ArbChessMove
arb_chess_move_from_move (const ArbMove *move)
{
  ArbChessMove chess = arb_chess_move_make ((ArbSquare) move->cells[0], (ArbSquare) move->cells[1]);

  chess.promotion = move->choice;
  return chess;
}

static inline ArbMove
arb_move_from_chess_move (ArbChessMove move)
{
  ArbMove generic = arb_move_from_to (move.from, move.to);

  generic.choice = move.promotion;
  return generic;
}

G_END_DECLS
