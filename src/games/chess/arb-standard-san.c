/* arb-standard-san.c — SAN in standard chess and Chess960, both directions
 *
 * Writing follows the PGN standard's export format: "O-O" and "O-O-O"; a
 * piece letter (none for a pawn); the origin's file, else its rank, else
 * both, when another piece of that kind has a legal move to the same
 * square (a pinned one does not count); 'x' for a capture, en passant
 * included; "=Q" for a promotion; '+' for check and '#' for checkmate.
 *
 * Reading matches the text against the legal moves of the position, so
 * that what the text leaves out is filled in by the rules, as real files
 * need (what python-chess and pgn-extract read too):
 * - castling as "O-O", "0-0" or "o-o" (and the Queen's side with three),
 *   or as the King's move to its end square ("Kg1"), or onto its Rook;
 * - a promotion as "e8=Q", "e8Q", "e8(Q)", "e8/Q", in either case;
 * - an en passant capture with or without " e.p." or "ep";
 * - 'x' missing on a capture or written on a move that takes nothing, '-'
 *   or ':' between the squares, a 'P' before a pawn's move, an origin
 *   given when none is needed ("Ng1f3");
 * - trailing '+', '#', '!' and '?' in any number (the caller's lexer has
 *   taken NAGs and comments away).
 * A pawn that reaches the last rank without a piece named is refused, not
 * made a Queen: the text is wrong, and a guess would hide it.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-chess-private.h"
#include "arb-notation.h"
#include "arb-standard.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#define AT(pos, sq) ((pos)->board[ARB_SQUARE_X (sq)][ARB_SQUARE_Y (sq)])

/* ------------------------------------------------------------- writing */

static char
piece_letter (ArbPieceType type)
{
  return g_ascii_toupper (arb_piece_to_symbol (arb_piece_make (type, ARB_SIDE_WHITE)));
}

static gboolean
is_en_passant (const ArbChessPosition *pos,
               ArbChessMove            move)
{
  return arb_piece_type (AT (pos, move.from)) == ARB_PIECE_TYPE_PAWN
         && ARB_SQUARE_X (move.from) != ARB_SQUARE_X (move.to)
         && AT (pos, move.to) == ARB_PIECE_NONE;
}

/* Whether a piece of the same kind and side as the one on @from stands
 * elsewhere. */
static gboolean
another_piece (const ArbChessPosition *pos,
               ArbPieceType            type,
               ArbSquare               from)
{
  ArbPiece piece = arb_piece_make (type, arb_piece_side (AT (pos, from)));

  for (ArbSquare sq = 0; sq < ARB_N_SQUARES; sq++)
    if (sq != from && AT (pos, sq) == piece)
      return TRUE;
  return FALSE;
}

/**
 * arb_standard_move_to_san:
 * @pos: a position of standard chess or Chess960
 * @move: one of its legal moves
 * @buf: (out caller-allocates): at least %ARB_SAN_MAX bytes
 *
 * Writes @move in SAN, with '+' or '#' (see the top of this file).
 */
void
arb_standard_move_to_san (const ArbChessPosition *pos,
                          ArbChessMove            move,
                          char                    buf[ARB_SAN_MAX])
{
  ArbPieceType type = arb_piece_type (AT (pos, move.from));
  gboolean capture = AT (pos, move.to) != ARB_PIECE_NONE || is_en_passant (pos, move);
  ArbChessPosition after = *pos;
  ArbChessUndo undo;
  char *p = buf;

  if (arb_standard_is_castling (pos, move))
    p = g_stpcpy (p, move.to > move.from ? "O-O" : "O-O-O");
  else
    {
      if (type == ARB_PIECE_TYPE_PAWN)
        {
          if (capture)
            *p++ = (char) ('a' + ARB_SQUARE_X (move.from));
        }
      else
        {
          ArbSquare movers[ARB_N_SQUARES];
          gboolean others = FALSE, same_file = FALSE, same_rank = FALSE;
          guint n = 0;

          /* The legal moves are looked at only when another piece of that
           * kind is on the board (a King never needs them). */
          if (another_piece (pos, type, move.from))
            n = arb_standard_find_movers (pos, type, pos->turn, move.to, movers,
                                         G_N_ELEMENTS (movers));

          *p++ = piece_letter (type);
          for (guint i = 0; i < n; i++)
            if (movers[i] != move.from)
              {
                others = TRUE;
                same_file |= ARB_SQUARE_X (movers[i]) == ARB_SQUARE_X (move.from);
                same_rank |= ARB_SQUARE_Y (movers[i]) == ARB_SQUARE_Y (move.from);
              }
          if (others && (!same_file || same_rank))
            *p++ = (char) ('a' + ARB_SQUARE_X (move.from));
          if (others && same_file)
            *p++ = (char) ('8' - ARB_SQUARE_Y (move.from));
        }
      if (capture)
        *p++ = 'x';
      arb_square_to_name (move.to, p);
      p += 2;
      if (move.promotion != ARB_PIECE_TYPE_NONE)
        {
          *p++ = '=';
          *p++ = piece_letter (move.promotion);
        }
    }

  arb_standard_make_move (&after, move, &undo);
  if (arb_position_is_in_check (&after, after.turn))
    *p++ = arb_standard_has_moves (&after) ? '+' : '#';
  *p = '\0';
}

/* ------------------------------------------------------------- reading */

/* What a SAN text says, before the position is looked at. */
typedef struct
{
  ArbPieceType type;       /* PAWN when no letter */
  int          from_x;     /* -1: not written */
  int          from_y;
  ArbSquare    to;
  ArbPieceType promotion;  /* NONE: not written */
  int          castle;     /* 0: no; 1: the King's side; 2: the Queen's */
  gboolean     takes;      /* an 'x' was written */
} SanText;

static const char not_a_move[] = N_("not a move (such as Nf3, exd5 or O-O)");

G_GNUC_PRINTF (3, 4)
static gboolean
refuse (GError          **error,
        ArbNotationError  code,
        const char       *format,
        ...)
{
  va_list args;

  if (error != NULL)
    {
      va_start (args, format);
      *error = g_error_new_valist (ARB_NOTATION_ERROR, code, format, args);
      va_end (args);
    }
  return FALSE;
}

/* The piece a letter names, in either case (FEN's symbols); with
 * @upper_only, upper case only (SAN's piece letters: "b" is a file). */
static ArbPieceType
type_of_letter (char c, gboolean upper_only)
{
  ArbPiece piece;

  if (upper_only && !g_ascii_isupper (c))
    return ARB_PIECE_TYPE_NONE;
  piece = arb_piece_from_symbol (g_ascii_tolower (c));
  return piece != ARB_PIECE_NONE ? arb_piece_type (piece) : ARB_PIECE_TYPE_NONE;
}

/**
 * arb_san_is_castling_text:
 * @s: a move's text
 * @len: its length, what follows the move (+, #) left out
 * @zero: the letter castling is written with ('O', '0' or 'o')
 * @castle: (out): 1 for O-O, 2 for O-O-O
 *
 * Returns: whether @s is castling written with @zero.
 */
gboolean
arb_san_is_castling_text (const char *s, gsize len, char zero, int *castle)
{
  if ((len == 3 || len == 5) && s[0] == zero && s[1] == '-' && s[2] == zero
      && (len == 3 || (s[3] == '-' && s[4] == zero)))
    {
      *castle = len == 3 ? 1 : 2;
      return TRUE;
    }
  return FALSE;
}

/* The length of @text without what follows the move: '+', '#', '!', '?',
 * and an en-passant mark (" e.p.", "e.p.", "ep"). */
static gsize
move_length (const char *text)
{
  gsize len = strlen (text);

  for (;;)
    {
      while (len > 0 && strchr ("+#!? ", text[len - 1]) != NULL)
        len--;
      if (len > 4 && memcmp (text + len - 4, "e.p.", 4) == 0)
        len -= 4;
      else if (len > 3 && memcmp (text + len - 3, "e.p", 3) == 0)
        len -= 3;
      else if (len > 4 && memcmp (text + len - 2, "ep", 2) == 0 && g_ascii_isdigit (text[len - 3]))
        len -= 2;
      else
        return len;
    }
}

static gboolean
read_text (const char *s,
           gsize       len,
           SanText    *san,
           GError    **error)
{
  gsize i = 0, end = len;

  *san = (SanText) { .type = ARB_PIECE_TYPE_PAWN, .from_x = -1, .from_y = -1,
                     .to = ARB_SQUARE_NONE };
  if (arb_san_is_castling_text (s, len, 'O', &san->castle)
      || arb_san_is_castling_text (s, len, '0', &san->castle)
      || arb_san_is_castling_text (s, len, 'o', &san->castle))
    return TRUE;

  if (len > 0 && type_of_letter (s[0], TRUE) != ARB_PIECE_TYPE_NONE)
    san->type = type_of_letter (s[i++], TRUE);

  /* The promotion at the end: "=Q", "(Q)", "/Q", or a bare letter after
   * the destination's rank. */
  if (end >= 2 && s[end - 1] == ')' && end >= 3 && s[end - 3] == '(')
    {
      san->promotion = type_of_letter (s[end - 2], FALSE);
      end -= 3;
    }
  else if (end >= 2 && (s[end - 2] == '=' || s[end - 2] == '/'))
    {
      san->promotion = type_of_letter (s[end - 1], FALSE);
      end -= 2;
    }
  else if (end >= 2 && g_ascii_isdigit (s[end - 2])
           && type_of_letter (s[end - 1], FALSE) != ARB_PIECE_TYPE_NONE)
    {
      san->promotion = type_of_letter (s[end - 1], FALSE);
      end -= 1;
    }
  if (san->promotion == ARB_PIECE_TYPE_KING || san->promotion == ARB_PIECE_TYPE_PAWN)
    return refuse (error, ARB_NOTATION_ERROR_ILLEGAL,
                   _("a pawn becomes a Queen, Rook, Bishop or Knight"));
  if (end < len && san->promotion == ARB_PIECE_TYPE_NONE)
    return refuse (error, ARB_NOTATION_ERROR_SYNTAX, "%s", _(not_a_move));

  /* What is left, once 'x', ':' and '-' are taken out, is
   * [a-h]? [1-8]? [a-h][1-8]: the origin as far as it is written, then
   * the destination. */
  {
    char rest[8];
    gsize n = 0;

    for (; i < end; i++)
      {
        if (s[i] == 'x' || s[i] == ':' || s[i] == '-')
          san->takes |= s[i] != '-';
        else if (n < sizeof rest)
          rest[n++] = s[i];
        else
          return refuse (error, ARB_NOTATION_ERROR_SYNTAX,
                         "%s", _(not_a_move));
      }
    if (n < 2 || n > 4 || !(rest[n - 2] >= 'a' && rest[n - 2] <= 'h')
        || !(rest[n - 1] >= '1' && rest[n - 1] <= '8'))
      return refuse (error, ARB_NOTATION_ERROR_SYNTAX, "%s", _(not_a_move));
    san->to = ARB_SQUARE (rest[n - 2] - 'a', '8' - rest[n - 1]);
    n -= 2;
    if (n > 0 && rest[0] >= 'a' && rest[0] <= 'h')
      {
        san->from_x = rest[0] - 'a';
        memmove (rest, rest + 1, --n);
      }
    if (n > 0 && rest[0] >= '1' && rest[0] <= '8')
      {
        san->from_y = '8' - rest[0];
        n--;
      }
    if (n > 0)
      return refuse (error, ARB_NOTATION_ERROR_SYNTAX, "%s", _(not_a_move));
  }

  /* A pawn named without its file moves straight ahead (python-chess
   * reads "d5" the same way). */
  if (san->type == ARB_PIECE_TYPE_PAWN && san->from_x < 0)
    san->from_x = ARB_SQUARE_X (san->to);
  return TRUE;
}

static gboolean
matches (const ArbChessPosition *pos,
         const SanText          *san,
         ArbChessMove            move)
{
  ArbPieceType type = arb_piece_type (AT (pos, move.from));
  gboolean castling = arb_standard_is_castling (pos, move);
  ArbSquare to = move.to;

  if (san->castle != 0)
    return castling && (san->castle == 1) == (move.to > move.from);
  if (type != san->type)
    return FALSE;
  /* A King's move to its castling square, or onto its Rook, is castling. */
  if (castling)
    {
      ArbSquare rook_to;

      arb_std_castling_squares (move.from, move.to, &to, &rook_to);
      if (san->to == move.to)
        to = move.to;
    }
  return to == san->to
         && (san->from_x < 0 || san->from_x == ARB_SQUARE_X (move.from))
         && (san->from_y < 0 || san->from_y == ARB_SQUARE_Y (move.from))
         && move.promotion == san->promotion;
}

/* Why no legal move fits @san: the rules' reason when one piece could
 * make it by its own movement, else that none can. */
static gboolean
refuse_unmatched (const ArbChessPosition *pos,
                  const SanText          *san,
                  GError                **error)
{
  const char *name = arb_piece_class (san->type)->name;
  char to_name[3];
  ArbSquare from = ARB_SQUARE_NONE, only_piece = ARB_SQUARE_NONE;
  guint n = 0, n_pieces = 0;

  if (san->castle != 0)
    {
      ArbSquare rook = pos->castling[pos->turn][san->castle == 1 ? ARB_CASTLE_KING_SIDE
                                                                 : ARB_CASTLE_QUEEN_SIDE];
      guint reason, detail;
      g_autofree char *why = NULL;

      if (rook == ARB_SQUARE_NONE)
        {
          why = arb_move_reason_describe (ARB_MOVE_REASON_CASTLING, ARB_SQUARE_NONE);
          return refuse (error, ARB_NOTATION_ERROR_ILLEGAL, "%s", why);
        }
      reason = arb_standard_explain (pos, arb_chess_move_make (pos->king[pos->turn], rook),
                                     pos->turn, &detail);
      why = arb_chess_describe_reason (reason, detail);
      return refuse (error, ARB_NOTATION_ERROR_ILLEGAL, "%s", why);
    }

  /* The one piece the text can mean by its own movement, else the King:
   * its move gets the rules' reason. */
  arb_square_to_name (san->to, to_name);
  for (ArbSquare sq = 0; sq < ARB_N_SQUARES; sq++)
    if (AT (pos, sq) == arb_piece_make (san->type, pos->turn)
        && (san->from_x < 0 || san->from_x == ARB_SQUARE_X (sq))
        && (san->from_y < 0 || san->from_y == ARB_SQUARE_Y (sq)))
      {
        ArbSquare blocker = ARB_SQUARE_NONE;

        n_pieces++;
        only_piece = sq;
        if (arb_position_explain_move (pos, ARB_SQUARE_X (sq), ARB_SQUARE_Y (sq),
                                       ARB_SQUARE_X (san->to), ARB_SQUARE_Y (san->to),
                                       pos->turn, &blocker) == ARB_MOVE_REASON_OK
            || (san->type == ARB_PIECE_TYPE_PAWN && san->to == pos->double_step))
          {
            from = sq;
            n++;
          }
      }
  /* The King is always the one: "Kf8" onto its own Bishop gets that
   * reason; another lone piece may not be the one the writer meant. */
  if (n != 1 && n_pieces == 1 && san->type == ARB_PIECE_TYPE_KING)
    {
      from = only_piece;
      n = 1;
    }
  if (n == 1)
    {
      ArbChessMove move = arb_chess_move_make (from, san->to);
      guint reason, detail;
      g_autofree char *why = NULL;

      move.promotion = (guint8) san->promotion;
      reason = arb_standard_explain (pos, move, pos->turn, &detail);
      why = arb_chess_describe_reason (reason, detail);
      return refuse (error, ARB_NOTATION_ERROR_ILLEGAL, "%s", why);
    }
  if (san->takes && AT (pos, san->to) == ARB_PIECE_NONE && san->to != pos->double_step)
    return refuse (error, ARB_NOTATION_ERROR_NO_PIECE, _("no piece to capture on %s"), to_name);
  /* English, as the piece's name is (the founding game's reader says the same). */
  return refuse (error, ARB_NOTATION_ERROR_NO_PIECE, "no %s can move to %s", name, to_name);
}

/**
 * arb_standard_move_from_san:
 * @pos: a position of standard chess or Chess960
 * @text: a move in SAN, as people and files write it
 * @move: (out): the legal move it means
 * @error: an %ARB_NOTATION_ERROR: syntax, ambiguity, or the rules' reason
 *
 * Returns: whether @text names exactly one legal move of @pos.
 */
gboolean
arb_standard_move_from_san (const ArbChessPosition *pos,
                            const char             *text,
                            ArbChessMove           *move,
                            GError                **error)
{
  ArbChessMoveList legal;
  SanText san;
  gsize len = move_length (text);
  guint n = 0;
  ArbChessMove found = { 0 };
  GString *origins;

  if (len == 0)
    return refuse (error, ARB_NOTATION_ERROR_SYNTAX,
                   text[0] == '\0' ? _("empty move") : _("not a move"));
  if (len == 4 && strncmp (text, "0000", 4) == 0)
    return refuse (error, ARB_NOTATION_ERROR_UNSUPPORTED, _("null moves are not allowed"));
  if (!read_text (text, len, &san, error))
    return FALSE;

  arb_standard_generate (pos, &legal);
  for (guint i = 0; i < legal.n_moves; i++)
    if (matches (pos, &san, legal.moves[i]))
      {
        /* In Chess960 a King's step can land where castling puts it
         * ("Kg1" from f1, with the Rook on h1): the step is what "Kg1"
         * says, castling is written O-O. */
        if (n == 1 && arb_standard_is_castling (pos, found)
            != arb_standard_is_castling (pos, legal.moves[i]))
          {
            if (arb_standard_is_castling (pos, found))
              found = legal.moves[i];
            continue;
          }
        found = legal.moves[i];
        n++;
      }
  if (n == 1)
    {
      *move = found;
      return TRUE;
    }
  if (n == 0)
    {
      /* "e8" for a pawn that must choose. */
      if (san.type == ARB_PIECE_TYPE_PAWN && san.promotion == ARB_PIECE_TYPE_NONE)
        for (guint i = 0; i < legal.n_moves; i++)
          {
            SanText queen = san;

            queen.promotion = ARB_PIECE_TYPE_QUEEN;
            if (matches (pos, &queen, legal.moves[i]))
              {
                char to[3];

                arb_square_to_name (san.to, to);
                return refuse (error, ARB_NOTATION_ERROR_ILLEGAL,
                               _("a pawn reaching the last rank must become a Queen, Rook, "
                                 "Bishop or Knight (as in %s=Q)"), to);
              }
          }
      return refuse_unmatched (pos, &san, error);
    }

  origins = g_string_new (NULL);
  for (guint i = 0, k = 0; i < legal.n_moves; i++)
    if (matches (pos, &san, legal.moves[i]))
      {
        char square[3];

        arb_square_to_name (legal.moves[i].from, square);
        if (k > 0)
          g_string_append (origins, ++k == n ? " and " : ", ");
        else
          k++;
        g_string_append (origins, square);
      }
  refuse (error, ARB_NOTATION_ERROR_AMBIGUOUS, "ambiguous: the %s on %s can each make that move",
          arb_piece_class (san.type)->name, origins->str);
  g_string_free (origins, TRUE);
  return FALSE;
}

/**
 * arb_standard_move_parse:
 * @pos: a position of standard chess or Chess960
 * @text: a move as UCI writes it ("e2e4", "e7e8q"; castling "e1g1" in
 *   standard chess, the King onto its Rook "e1h1" in either) or in SAN
 * @move: (out): the legal move it means
 * @error: an %ARB_NOTATION_ERROR
 *
 * Returns: whether @text names a legal move of @pos.
 */
gboolean
arb_standard_move_parse (const ArbChessPosition *pos,
                         const char             *text,
                         ArbChessMove           *move,
                         GError                **error)
{
  gsize len = move_length (text);
  ArbSquare from, to;
  ArbChessMove coord;
  guint reason, detail;

  if ((len != 4 && len != 5) || (from = arb_square_from_name (text)) == ARB_SQUARE_NONE
      || (to = arb_square_from_name (text + 2)) == ARB_SQUARE_NONE
      || (len == 5 && (type_of_letter (text[4], FALSE) == ARB_PIECE_TYPE_NONE
                       || g_ascii_isupper (text[4]))))
    return arb_standard_move_from_san (pos, text, move, error);

  coord = arb_standard_resolve (pos, from, to);
  if (len == 5)
    coord.promotion = (guint8) type_of_letter (text[4], FALSE);
  reason = arb_standard_explain (pos, coord, pos->turn, &detail);
  if (reason == ARB_MOVE_REASON_OK)
    {
      *move = coord;
      return TRUE;
    }
  {
    g_autofree char *why = arb_chess_describe_reason (reason, detail);

    return refuse (error, ARB_NOTATION_ERROR_ILLEGAL, "%s", why);
  }
}
