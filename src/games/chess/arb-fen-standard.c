/* arb-fen-standard.c — FEN's fields 3 and 4 in standard chess and Chess960,
 * and the positions FEN may not hold there
 *
 * Castling (field 3) is read in all three spellings real files use:
 * - FEN's `KQkq` (and X-FEN's, which means the same: the outermost Rook on
 *   that side of the King);
 * - X-FEN's file letter, `A`–`H` for White and `a`–`h` for Black, for a
 *   Rook that is not the outermost one on its side;
 * - Shredder-FEN's file letters for every right (`HAha`).
 * The writer writes `KQkq` in standard chess and Shredder-FEN's letters in
 * Chess960 (as Stockfish and fastchess write it): they name each Rook
 * outright, whatever stands beside it.
 *
 * The en-passant square (field 4) is read as FEN writes it, after every
 * double step, and kept only when a pawn can legally take there (what
 * makes two positions differ, FIDE 9.2.3); the writer writes it then only.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-fen-private.h"
#include "arb-standard.h"
#include "arb-text.h"

#include <glib/gi18n-lib.h>

#define AT(pos, sq) ((pos)->board[ARB_SQUARE_X (sq)][ARB_SQUARE_Y (sq)])

/* The row of @side's pieces at the start: 7 for White, 0 for Black. */
static int
home_row (ArbSide side)
{
  return side == ARB_SIDE_WHITE ? 7 : 0;
}

/* Field 3 or 4 refused: the field as written, and why. */
static gboolean
field_error (ArbFenError code, const char *field, gsize len, const char *why, GError **error)
{
  g_autofree char *got = arb_text_quote (field, (gssize) len);

  if (code == ARB_FEN_ERROR_CASTLING)
    /* Translators: the field as written, then why it is refused */
    g_set_error (error, ARB_FEN_ERROR, code, _("FEN field 3: castling '%s': %s"), got, why);
  else
    /* Translators: the field as written, then why it is refused */
    g_set_error (error, ARB_FEN_ERROR, code, _("FEN field 4: en passant '%s': %s"), got, why);
  return FALSE;
}

#define castling_error(field, len, why, error) \
  field_error (ARB_FEN_ERROR_CASTLING, (field), (len), (why), (error))
#define en_passant_error(field, len, why, error) \
  field_error (ARB_FEN_ERROR_EN_PASSANT, (field), (len), (why), (error))

/* The Rook of @side that a right on @wing names: @file, or for K and Q the
 * outermost Rook on that side of the King on its home row. */
static ArbSquare
castling_rook (const ArbChessPosition *pos, ArbSide side, guint wing, int file)
{
  int y = home_row (side), king_x;
  ArbPiece rook = arb_piece_make (ARB_PIECE_TYPE_ROOK, side);

  if (pos->king[side] == ARB_SQUARE_NONE || ARB_SQUARE_Y (pos->king[side]) != y)
    return ARB_SQUARE_NONE;
  king_x = ARB_SQUARE_X (pos->king[side]);
  if (file >= 0)
    return pos->board[file][y] == rook && file != king_x ? ARB_SQUARE (file, y) : ARB_SQUARE_NONE;
  if (wing == ARB_CASTLE_KING_SIDE)
    {
      for (int x = ARB_BOARD_SIZE - 1; x > king_x; x--)
        if (pos->board[x][y] == rook)
          return ARB_SQUARE (x, y);
    }
  else
    for (int x = 0; x < king_x; x++)
      if (pos->board[x][y] == rook)
        return ARB_SQUARE (x, y);
  return ARB_SQUARE_NONE;
}

/**
 * _arb_fen_parse_castling:
 *
 * Field 3 of standard chess and Chess960 into @pos->castling. Standard
 * chess needs its King on e1 (e8) and its Rooks in the corners.
 */
gboolean
_arb_fen_parse_castling (const char       *field,
                         gsize             len,
                         ArbChessPosition *pos,
                         GError          **error)
{
  if (len == 1 && field[0] == '-')
    return TRUE;
  for (gsize i = 0; i < len; i++)
    {
      char c = field[i];
      ArbSide side = g_ascii_isupper (c) ? ARB_SIDE_WHITE : ARB_SIDE_BLACK;
      char lower = g_ascii_tolower (c);
      int file = -1;
      guint wing;
      ArbSquare rook;

      if (lower == 'k' || lower == 'q')
        wing = lower == 'k' ? ARB_CASTLE_KING_SIDE : ARB_CASTLE_QUEEN_SIDE;
      else if (lower >= 'a' && lower <= 'h')
        {
          file = lower - 'a';
          if (pos->king[side] == ARB_SQUARE_NONE)
            return castling_error (field, len, _("a right without its King"), error);
          wing = file > ARB_SQUARE_X (pos->king[side]) ? ARB_CASTLE_KING_SIDE
                                                        : ARB_CASTLE_QUEEN_SIDE;
        }
      else
        return castling_error (field, len,
                               _("expected '-', letters from KQkq, or files A–H and a–h"),
                               error);
      rook = castling_rook (pos, side, wing, file);
      if (rook == ARB_SQUARE_NONE)
        return castling_error (field, len,
                               side == ARB_SIDE_WHITE
                                 ? _("a White right without its King and Rook on the first rank")
                                 : _("a Black right without its King and Rook on the eighth rank"),
                               error);
      if (pos->variant == ARB_CHESS_STANDARD
          && (ARB_SQUARE_X (pos->king[side]) != 4
              || ARB_SQUARE_X (rook) != (wing == ARB_CASTLE_KING_SIDE ? 7 : 0)))
        return castling_error (field, len,
                               _("in standard chess the King castles from the e-file with a "
                                 "Rook in the corner"), error);
      if (pos->castling[side][wing] != ARB_SQUARE_NONE)
        return castling_error (field, len, _("a right given twice"), error);
      pos->castling[side][wing] = rook;
    }
  return TRUE;
}

/**
 * _arb_fen_parse_en_passant:
 *
 * Field 4 of standard chess and Chess960: '-' or the square a pawn of the
 * side that just moved skipped with its double step: @pos's double step,
 * and its en-passant square when a capture there is legal.
 */
gboolean
_arb_fen_parse_en_passant (const char       *field,
                           gsize             len,
                           ArbChessPosition *pos,
                           GError          **error)
{
  char name[3] = { 0 };
  ArbSquare sq;
  ArbSide mover = arb_side_negate (pos->turn);
  int dy = mover == ARB_SIDE_WHITE ? -1 : 1;
  ArbStdBoard board;

  if (len == 1 && field[0] == '-')
    return TRUE;
  if (len == 2)
    {
      name[0] = field[0];
      name[1] = field[1];
    }
  sq = arb_square_from_name (name);
  if (sq == ARB_SQUARE_NONE)
    return en_passant_error (field, len, _("expected '-' or a square"), error);
  /* The skipped square is on the third row of the side that moved, the
   * pawn in front of it, the square behind it empty. */
  if (ARB_SQUARE_Y (sq) != home_row (mover) + 2 * dy
      || AT (pos, sq) != ARB_PIECE_NONE
      || pos->board[ARB_SQUARE_X (sq)][ARB_SQUARE_Y (sq) - dy] != ARB_PIECE_NONE
      || pos->board[ARB_SQUARE_X (sq)][ARB_SQUARE_Y (sq) + dy]
           != arb_piece_make (ARB_PIECE_TYPE_PAWN, mover))
    return en_passant_error (field, len,
                             _("no pawn of the side that just moved has skipped that square"),
                             error);
  pos->double_step = sq;
  pos->en_passant = sq;
  arb_std_board_from_position (&board, pos);
  if (!arb_std_can_take_en_passant (&board))
    pos->en_passant = ARB_SQUARE_NONE;
  return TRUE;
}

/**
 * _arb_fen_check_standard:
 *
 * What a position of standard chess or Chess960 cannot hold (FIDE 3.7.e,
 * 3.9): a King of each side, no pawn on the first or last rank, at most 8
 * pawns a side, and the side that just moved not in check. Field 1's and
 * field 2's.
 */
gboolean
_arb_fen_check_standard (const ArbChessPosition *pos,
                         GError                **error)
{
  guint pawns[ARB_N_SIDES] = { 0, 0 };

  for (int s = 0; s < ARB_N_SIDES; s++)
    if (pos->king[s] == ARB_SQUARE_NONE)
      {
        g_set_error_literal (error, ARB_FEN_ERROR, ARB_FEN_ERROR_KINGS,
                             s == ARB_SIDE_WHITE ? _("FEN field 1: no white King")
                                                 : _("FEN field 1: no black King"));
        return FALSE;
      }
  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    for (int y = 0; y < ARB_BOARD_SIZE; y++)
      if (arb_piece_type (pos->board[x][y]) == ARB_PIECE_TYPE_PAWN)
        {
          if (y == 0 || y == 7)
            {
              char square[3];

              arb_square_to_name (ARB_SQUARE (x, y), square);
              g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_PAWNS,
                           _("FEN field 1: a pawn on %s, on the first or last rank"), square);
              return FALSE;
            }
          pawns[arb_piece_side (pos->board[x][y])]++;
        }
  for (int s = 0; s < ARB_N_SIDES; s++)
    if (pawns[s] > 8)
      {
        g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_PAWNS,
                     s == ARB_SIDE_WHITE ? _("FEN field 1: %u white pawns (at most 8)")
                                         : _("FEN field 1: %u black pawns (at most 8)"),
                     pawns[s]);
        return FALSE;
      }
  if (arb_position_is_in_check (pos, arb_side_negate (pos->turn)))
    {
      g_set_error_literal (error, ARB_FEN_ERROR, ARB_FEN_ERROR_CHECK,
                           pos->turn == ARB_SIDE_WHITE
                             ? _("FEN field 2: White to move, but the black King is in check")
                             : _("FEN field 2: Black to move, but the white King is in check"));
      return FALSE;
    }
  return TRUE;
}

/**
 * _arb_fen_write_rights:
 *
 * Fields 3 and 4 of @pos, with a space between, into @out (at least 8
 * bytes): `KQkq e3`, or Shredder-FEN's `HAha -` in Chess960.
 */
void
_arb_fen_write_rights (const ArbChessPosition *pos,
                       char                   *out)
{
  char *p = out;

  for (int side = 0; side < ARB_N_SIDES; side++)
    for (guint wing = 0; wing < 2; wing++)
      {
        ArbSquare rook = pos->castling[side][wing];
        char c;

        if (rook == ARB_SQUARE_NONE)
          continue;
        if (pos->variant == ARB_CHESS_960)
          c = (char) ('a' + ARB_SQUARE_X (rook));
        else
          c = wing == ARB_CASTLE_KING_SIDE ? 'k' : 'q';
        *p++ = side == ARB_SIDE_WHITE ? g_ascii_toupper (c) : c;
      }
  if (p == out)
    *p++ = '-';
  *p++ = ' ';
  if (pos->en_passant != ARB_SQUARE_NONE)
    {
      arb_square_to_name (pos->en_passant, p);
      p += 2;
    }
  else
    *p++ = '-';
  *p = '\0';
}
