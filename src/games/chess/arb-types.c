/* arb-types.c — names and letters of sides, squares and pieces
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-types.h"

/**
 * arb_side_name:
 * @side: a side
 *
 * Returns: "white" or "black", as the CLI's JSON writes it.
 */
const char *
arb_side_name (ArbSide side)
{
  return side == ARB_SIDE_WHITE ? "white" : "black";
}

/**
 * arb_square_to_name:
 * @sq: a square on the board
 * @buf: room for two letters and a NUL
 *
 * Writes the algebraic name of @sq: file `'a' + x`, rank `8 - y` (spec §1).
 */
void
arb_square_to_name (ArbSquare sq,
                    char      buf[3])
{
  g_return_if_fail (sq < ARB_N_SQUARES);

  buf[0] = (char) ('a' + ARB_SQUARE_X (sq));
  buf[1] = (char) ('0' + (8 - ARB_SQUARE_Y (sq)));
  buf[2] = '\0';
}

/**
 * arb_square_from_name:
 * @name: a string that starts with a square name such as "e4"
 *
 * Reads the first two characters of @name; whatever follows is the
 * caller's business.
 *
 * Returns: the square, or %ARB_SQUARE_NONE when they do not name one.
 */
ArbSquare
arb_square_from_name (const char *name)
{
  g_return_val_if_fail (name != NULL, ARB_SQUARE_NONE);

  if (name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8')
    return ARB_SQUARE_NONE;

  return ARB_SQUARE (name[0] - 'a', 8 - (name[1] - '0'));
}

/* Indexed by ArbPieceType. */
static const char piece_letters[ARB_N_PIECE_TYPES] = { '.', 'K', 'Q', 'R', 'B', 'N', 'P' };

/**
 * arb_piece_to_symbol:
 * @piece: a piece or %ARB_PIECE_NONE
 *
 * Returns: the FEN letter of @piece, upper case for White and lower case
 *   for Black (spec §2), or '.' for an empty square.
 */
char
arb_piece_to_symbol (ArbPiece piece)
{
  ArbPieceType type = arb_piece_type (piece);

  if (type == ARB_PIECE_TYPE_NONE || type >= ARB_N_PIECE_TYPES)
    return '.';

  return arb_piece_side (piece) == ARB_SIDE_WHITE
         ? piece_letters[type]
         : g_ascii_tolower (piece_letters[type]);
}

/**
 * arb_piece_from_symbol:
 * @symbol: a FEN letter
 *
 * Returns: the piece that @symbol stands for, or %ARB_PIECE_NONE.
 */
ArbPiece
arb_piece_from_symbol (char symbol)
{
  ArbSide side = g_ascii_isupper (symbol) ? ARB_SIDE_WHITE : ARB_SIDE_BLACK;
  char upper = g_ascii_toupper (symbol);

  for (int type = ARB_PIECE_TYPE_KING; type < ARB_N_PIECE_TYPES; type++)
    if (piece_letters[type] == upper)
      return arb_piece_make ((ArbPieceType) type, side);

  return ARB_PIECE_NONE;
}
