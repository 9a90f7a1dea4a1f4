/* arb-piece.h — each piece type as a constant table of its rules
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-types.h"

G_BEGIN_DECLS

typedef struct _ArbPosition ArbChessPosition;

/**
 * ArbPieceRuleFunc:
 * @pos: the position (only the Pawn looks at it)
 * @x: @y: the piece's square
 * @dx: @dy: the destination, never the same square
 * @side: the side the piece belongs to
 *
 * The piece's own rule (spec §3): can this piece make this step, ignoring
 * obstacles between the two squares and what stands on the destination?
 * The Pawn is the exception: its rule depends on what stands in front of it.
 */
typedef gboolean (*ArbPieceRuleFunc) (const ArbChessPosition *pos,
                                      int x, int y, int dx, int dy,
                                      ArbSide side);

/**
 * ArbPieceGenerateFunc:
 * @pos: the position
 * @from: the square of a piece of the side to move
 * @list: the list to append to
 *
 * Appends every move of the piece on @from that satisfies the game's rule
 * (spec §4). Must agree exactly with arb_position_can_move(); the test suite
 * checks that on every position of thousands of random games.
 */
typedef void (*ArbPieceGenerateFunc) (const ArbChessPosition *pos,
                                      ArbSquare from,
                                      ArbChessMoveList *list);

/**
 * ArbPieceExplainFunc:
 * @pos: the position
 * @x: @y: the piece's square
 * @dx: @dy: the destination, which its own rule refuses
 * @side: the piece's side
 * @blocker: (out): for %ARB_MOVE_REASON_BLOCKED, the square in the way
 *
 * Why the piece's own rule refused the step, in the words a player needs.
 * %NULL for the pieces whose only answer is %ARB_MOVE_REASON_PIECE_RULE.
 */
typedef int (*ArbPieceExplainFunc) (const ArbChessPosition *pos,
                                    int x, int y, int dx, int dy,
                                    ArbSide side,
                                    ArbSquare *blocker);

/**
 * ArbPieceClass:
 * @type: which piece this is
 * @name: English name, lower case ("knight")
 * @symbol: the upper-case letter of FEN and SAN
 * @can_move: the piece's own rule (spec §3)
 * @generate: move generation for the piece
 * @leaps: %TRUE when obstacles between the squares do not matter (the Knight, spec §4.5)
 * @slides: %TRUE when the piece repeats its steps until blocked
 * @explain: why the own rule refuses a step; %NULL: "does not move like that"
 * @n_steps: number of entries in @steps
 * @steps: the (dx, dy) offsets walked by the generic generator, which also
 *   capture; for a piece with @captures, its quiet steps, dy counted in rows
 *   forward (arb_pawn_forward())
 * @n_captures: number of entries in @captures; 0 when the steps capture
 * @captures: the Pawn's captures, dy counted in rows forward
 *
 * One `static const` record per piece type. Movement is data (@steps,
 * @slides, @captures) walked by the generators, the attack test and the SAN
 * reader; the function pointers are there where a piece really differs
 * (the Pawn, whose rule reads the board).
 */
typedef struct
{
  ArbPieceType         type;
  const char          *name;
  char                 symbol;
  ArbPieceRuleFunc     can_move;
  ArbPieceGenerateFunc generate;
  ArbPieceExplainFunc  explain;
  gboolean             leaps;
  gboolean             slides;
  guint                n_steps;
  gint8                steps[8][2];
  guint                n_captures;
  gint8                captures[2][2];
} ArbPieceClass;

/* "Forward" is up the board (y − 1) for White and down (y + 1) for Black (spec §1). */
static inline int
arb_pawn_forward (ArbSide side)
{
  return side == ARB_SIDE_WHITE ? -1 : 1;
}

/* Pawns may step twice from the row they start on: 6 for White, 1 for Black (spec §3). */
static inline int
arb_pawn_start_row (ArbSide side)
{
  return side == ARB_SIDE_WHITE ? 6 : 1;
}

/* The class of @type; NULL for ARB_PIECE_TYPE_NONE. */
const ArbPieceClass *arb_piece_class (ArbPieceType type);

/* Translatable English names are the UI's business; this is for messages
 * of the core ("white knight"). */
const char *arb_piece_type_name (ArbPieceType type);

G_END_DECLS
