/* arb-types.h — chess: sides, squares, pieces and moves, the plain values of the game
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-outcome.h"

G_BEGIN_DECLS

/* ---------------------------------------------------------------- sides */

/* Chess calls the core's two players White (who moves first, from the
 * bottom, rows 6 and 7) and Black (from the top, rows 0 and 1). */
#define ARB_SIDE_WHITE ARB_SIDE_FIRST
#define ARB_SIDE_BLACK ARB_SIDE_SECOND
#define ARB_RESULT_WHITE_WINS ARB_RESULT_FIRST_WINS
#define ARB_RESULT_BLACK_WINS ARB_RESULT_SECOND_WINS

/* "white" or "black", as the CLI's JSON writes sides. */
const char *arb_side_name (ArbSide side);

/* -------------------------------------------------------------- squares */

/* The board is 8×8 and addressed as [x][y] (spec §1): x is the column
 * (0 = file a), y the row with 0 at the top (rank 8). */
#define ARB_BOARD_SIZE 8
#define ARB_N_SQUARES  64

/**
 * ArbSquare:
 *
 * A square packed into one byte as `y * 8 + x`, so a8 = 0 and h1 = 63.
 * %ARB_SQUARE_NONE stands for "no square".
 */
typedef guint8 ArbSquare;

#define ARB_SQUARE_NONE ((ArbSquare) 0xff)
#define ARB_SQUARE(x, y) ((ArbSquare) ((y) * ARB_BOARD_SIZE + (x)))
#define ARB_SQUARE_X(sq) ((int) ((sq) & 7))
#define ARB_SQUARE_Y(sq) ((int) ((sq) >> 3))

static inline gboolean
arb_coords_on_board (int x, int y)
{
  return x >= 0 && x < ARB_BOARD_SIZE && y >= 0 && y < ARB_BOARD_SIZE;
}

/* Writes "e4" (two characters and a NUL) into @buf. */
void      arb_square_to_name   (ArbSquare sq, char buf[3]);
/* Reads the first two characters of @name ("e4…"); ARB_SQUARE_NONE unless they name a square. */
ArbSquare arb_square_from_name (const char *name);

/* --------------------------------------------------------------- pieces */

/**
 * ArbPieceType:
 *
 * The six kinds of piece (spec §2). %ARB_PIECE_TYPE_NONE marks an empty square.
 */
typedef enum
{
  ARB_PIECE_TYPE_NONE = 0,
  ARB_PIECE_TYPE_KING,
  ARB_PIECE_TYPE_QUEEN,
  ARB_PIECE_TYPE_ROOK,
  ARB_PIECE_TYPE_BISHOP,
  ARB_PIECE_TYPE_KNIGHT,
  ARB_PIECE_TYPE_PAWN,
} ArbPieceType;

#define ARB_N_PIECE_TYPES 7 /* including NONE, so a type can index a table */

/**
 * ArbPiece:
 *
 * What stands on a square, in one byte: the type in the low three bits and
 * the side in bit 3. %ARB_PIECE_NONE (0) is an empty square.
 */
typedef guint8 ArbPiece;

#define ARB_PIECE_NONE ((ArbPiece) 0)

static inline ArbPiece
arb_piece_make (ArbPieceType type, ArbSide side)
{
  return (ArbPiece) (type | (side << 3));
}

static inline ArbPieceType
arb_piece_type (ArbPiece piece)
{
  return (ArbPieceType) (piece & 7);
}

static inline ArbSide
arb_piece_side (ArbPiece piece)
{
  return (ArbSide) ((piece >> 3) & 1);
}

/* FEN letter: upper case for White, lower case for Black; '.' for NONE. */
char     arb_piece_to_symbol   (ArbPiece piece);
/* The piece for a FEN letter, or ARB_PIECE_NONE for anything else. */
ArbPiece arb_piece_from_symbol (char symbol);

/* ---------------------------------------------------------------- moves */

/**
 * ArbChessMove:
 * @from: the square the piece leaves
 * @to: the square it goes to; in standard chess and Chess960 a castling
 *   is written as the King moving onto its own Rook's square
 * @promotion: the piece type a pawn becomes on the last row (standard
 *   chess and Chess960), %ARB_PIECE_TYPE_NONE otherwise
 *
 * Simplified chess has no promotion, castling or en passant: two squares
 * replay its moves. The other variants need the promotion too.
 */
typedef struct
{
  ArbSquare from;
  ArbSquare to;
  guint8    promotion;
} ArbChessMove;

static inline ArbChessMove
arb_chess_move_make (ArbSquare from, ArbSquare to)
{
  ArbChessMove m = { from, to, ARB_PIECE_TYPE_NONE };
  return m;
}

static inline gboolean
arb_chess_move_equal (ArbChessMove a, ArbChessMove b)
{
  return a.from == b.from && a.to == b.to && a.promotion == b.promotion;
}

/* Upper bound on the moves of one side in any position Arbiter accepts:
 * at most 16 pieces a side (see arb-fen.c), and no piece reaches more than
 * 27 squares, so 16 × 27 = 432 bounds it. */
#define ARB_MAX_MOVES 432

/**
 * ArbChessMoveList:
 *
 * A fixed-size list of moves, meant to live on the stack: generating moves
 * never allocates.
 */
typedef struct
{
  guint   n_moves;
  ArbChessMove moves[ARB_MAX_MOVES];
} ArbChessMoveList;

G_END_DECLS
