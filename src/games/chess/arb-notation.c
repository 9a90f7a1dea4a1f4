/* arb-notation.c — coordinate notation and SAN, both directions (spec §9)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Choices made where spec §9 is silent, following the PGN standard and
 * python-chess where they agree:
 *
 * Writing SAN
 * - Piece letter (none for a pawn), disambiguation, 'x' for a capture, the
 *   destination, '+' when the opponent's King is attacked after the move.
 * - Disambiguation looks at every move of the side to move, of the same
 *   piece type, to the same square (spec §9): the file of the origin when
 *   that tells the pieces apart, else its rank, else both.
 * - A pawn capture always names the pawn's file ("exd5"); a pawn push names
 *   nothing. Pawns never need more: only one pawn of a side can push to a
 *   given square (the double step needs the square in between empty), and
 *   on a given file only one square lies diagonally behind the destination.
 * - No '+' after a King capture (the game is over, spec §5.3), and none
 *   when only the mover's own King is attacked (spec §9). No '#', '=Q',
 *   'O-O' or "e.p.": the game has no checkmate, promotion, castling or en
 *   passant.
 *
 * Reading SAN
 * - Trailing annotations '+', '#', '!' and '?' are dropped, in any number
 *   and order ("Nf3+!?"); whether a '+' is right is not checked, as a
 *   annotation is the writer's opinion and not part of the move.
 * - Piece letters are upper case only: a lower-case 'b' is the b-file.
 *   There is no 'P' for pawns, as in standard SAN.
 * - The origin may be given by file, rank or both, even when not needed
 *   ("Ng1f3", "e2e4"); '-' may stand between origin and destination, as in
 *   long algebraic notation ("Ng1-f3", "e2-e4").
 * - A pawn named without its file moves straight ahead: "d5" never means a
 *   capture (python-chess reads it the same way), and a pawn capture must
 *   name the pawn's file ("exd5", not "xd5").
 * - A missing 'x' on a capture is accepted ("Nf3" taking on f3), as most
 *   readers do; an 'x' where there is nothing to take is refused with
 *   %ARB_NOTATION_ERROR_NO_PIECE (for Nxf3: "no piece to capture on f3"), since
 *   it usually means the reader and the writer disagree about the position.
 * - Castling, promotion, en passant and null moves are valid chess notation
 *   for things this game does not have: refused with
 *   %ARB_NOTATION_ERROR_UNSUPPORTED and the reason.
 * - White space is not skipped: the caller (a PGN tokenizer, a command line)
 *   hands over one move.
 * - Whether the game is over is not looked at: that is the game's business
 *   (ARB_MOVE_REASON_GAME_OVER); here only the rules of spec §4 for the
 *   side to move count.
 */

#include "arb-notation.h"
#include "arb-standard.h"

#include <glib/gi18n-lib.h>

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ statics */


static gboolean
is_file (char c)
{
  return c >= 'a' && c <= 'h';
}

static gboolean
is_rank (char c)
{
  return c >= '1' && c <= '8';
}

/* The square named by the two characters at @s, already checked with
 * is_file() and is_rank(). Rank 8 is row 0 (spec §1). */
static ArbSquare
square_from_chars (const char *s)
{
  return ARB_SQUARE (s[0] - 'a', '8' - s[1]);
}

static gboolean
looks_like_coord (const char *s,
                  gsize       len)
{
  return len == 4
         && is_file (s[0]) && is_rank (s[1])
         && is_file (s[2]) && is_rank (s[3]);
}

/* The length of @text without its trailing annotations (+ # ! ?). */
static gsize
strip_annotations (const char *text)
{
  gsize len = strlen (text);

  while (len > 0 && strchr ("+#!?", text[len - 1]) != NULL)
    len--;
  return len;
}

static gboolean
text_is (const char *s,
         gsize       len,
         const char *word)
{
  return strlen (word) == len && memcmp (s, word, len) == 0;
}

static gboolean
text_is_one_of (const char        *s,
                gsize              len,
                const char *const *words)
{
  for (; *words != NULL; words++)
    if (text_is (s, len, *words))
      return TRUE;
  return FALSE;
}

/* Sets @error to MESSAGE alone: callers quote the move text themselves
 * ("'Nf3': no knight can move to f3"), so every move error, whether from
 * notation or from the rules, reads the same. */
G_GNUC_PRINTF (3, 4)
static void
set_move_error (GError          **error,
                ArbNotationError  code,
                const char       *format,
                ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (error == NULL)
    return;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error_literal (error, ARB_NOTATION_ERROR, code, message);
}

/* The piece type written with the upper-case letter @c in SAN, or
 * %ARB_PIECE_TYPE_NONE. The pawn has no letter in SAN. */
static ArbPieceType
piece_type_from_letter (char c)
{
  int type;

  for (type = ARB_PIECE_TYPE_KING; type < ARB_PIECE_TYPE_PAWN; type++)
    if (arb_piece_class ((ArbPieceType) type)->symbol == c)
      return (ArbPieceType) type;
  return ARB_PIECE_TYPE_NONE;
}

static int
compare_square_names (gconstpointer a,
                      gconstpointer b)
{
  ArbSquare sa = *(const ArbSquare *) a;
  ArbSquare sb = *(const ArbSquare *) b;

  /* By file, then by rank: rank grows as y shrinks (spec §1). */
  if (ARB_SQUARE_X (sa) != ARB_SQUARE_X (sb))
    return ARB_SQUARE_X (sa) - ARB_SQUARE_X (sb);
  return ARB_SQUARE_Y (sb) - ARB_SQUARE_Y (sa);
}

/* Coordinate notation, @s being @len characters of @text. */
static gboolean
parse_coord (const ArbChessPosition *pos,
             const char        *text,
             const char        *s,
             gsize              len,
             ArbChessMove           *move,
             GError           **error)
{
  ArbSquare from, to;
  ArbSquare blocker = ARB_SQUARE_NONE;
  ArbChessReason reason;

  if (!looks_like_coord (s, len))
    {
      /* UCI writes a promotion as a fifth letter and a null move as
       * "0000": valid notation, but not for this game. */
      if (len == 5 && looks_like_coord (s, 4) && strchr ("qrbnQRBN", s[4]))
        set_move_error (error, ARB_NOTATION_ERROR_UNSUPPORTED,
                        _("promotion is not part of this game"));
      else if (text_is (s, len, "0000"))
        set_move_error (error, ARB_NOTATION_ERROR_UNSUPPORTED,
                        _("null moves are not allowed"));
      else if (len == 0)
        g_set_error_literal (error, ARB_NOTATION_ERROR,
                             ARB_NOTATION_ERROR_SYNTAX, _("empty move"));
      else
        set_move_error (error, ARB_NOTATION_ERROR_SYNTAX,
                        _("not a move in coordinate notation (such as e2e4)"));
      return FALSE;
    }

  from = square_from_chars (s);
  to = square_from_chars (s + 2);

  /* The rules of spec §4 for the side to move, with their reason. */
  reason = arb_position_explain_move (pos,
                                      ARB_SQUARE_X (from), ARB_SQUARE_Y (from),
                                      ARB_SQUARE_X (to), ARB_SQUARE_Y (to),
                                      pos->turn, &blocker);
  if (reason != ARB_MOVE_REASON_OK)
    {
      g_autofree char *why = arb_move_reason_describe (reason, blocker);

      set_move_error (error, ARB_NOTATION_ERROR_ILLEGAL, "%s", why);
      return FALSE;
    }

  *move = arb_chess_move_make (from, to);
  return TRUE;
}

/* "knight", "knight on the b-file", "knight on rank 1", "knight on g1". */
static char *
describe_origin (ArbPieceType type,
                 int          from_x,
                 int          from_y)
{
  const char *name = arb_piece_class (type)->name;

  if (from_x >= 0 && from_y >= 0)
    {
      char square[3];

      arb_square_to_name (ARB_SQUARE (from_x, from_y), square);
      return g_strdup_printf ("%s on %s", name, square);
    }
  if (from_x >= 0)
    return g_strdup_printf ("%s on the %c-file", name, 'a' + from_x);
  if (from_y >= 0)
    return g_strdup_printf ("%s on rank %d", name, ARB_BOARD_SIZE - from_y);
  return g_strdup (name);
}

/* What the text of a SAN move says, before the position is looked at. */
typedef struct
{
  ArbPieceType type;
  int          from_x;         /* the origin's file, -1 when not given */
  int          from_y;         /* the origin's rank, -1 when not given */
  gboolean     claims_capture; /* an 'x' was written */
  gboolean     file_implied;   /* a pawn push: from_x is the destination's, not written */
  ArbSquare    to;
} SanMove;

/* Refuses the SAN of what chess has and this game does not (spec §5, §9):
 * null moves, castling, en passant. */
static gboolean
refuse_unsupported (const char *s,
                    gsize       len,
                    GError    **error)
{
  static const char *const null_moves[] = { "--", "Z0", "0000", "@@@@", NULL };
  static const char *const castlings[] = {
    "O-O", "O-O-O", "0-0", "0-0-0", "o-o", "o-o-o", NULL
  };

  if (text_is_one_of (s, len, null_moves))
    {
      set_move_error (error, ARB_NOTATION_ERROR_UNSUPPORTED,
                      _("null moves are not allowed"));
      return TRUE;
    }
  if (text_is_one_of (s, len, castlings))
    {
      set_move_error (error, ARB_NOTATION_ERROR_UNSUPPORTED,
                      _("castling is not part of this game"));
      return TRUE;
    }
  if (len >= 4 && memcmp (s + len - 4, "e.p.", 4) == 0)
    {
      set_move_error (error, ARB_NOTATION_ERROR_UNSUPPORTED,
                      _("en passant is not part of this game"));
      return TRUE;
    }
  return FALSE;
}

/* Reads the @len characters at @s as
 * [KQRBN] [a-h]? [1-8]? [x-]? [a-h][1-8], where a file and rank that are
 * not followed by a square are the destination themselves. */
static gboolean
read_san_move (const char *s,
               gsize       len,
               SanMove    *san,
               GError    **error)
{
  gboolean has_marker = FALSE;
  gsize i = 0;

  *san = (SanMove) { ARB_PIECE_TYPE_PAWN, -1, -1, FALSE, FALSE, ARB_SQUARE_NONE };
  if (piece_type_from_letter (s[0]) != ARB_PIECE_TYPE_NONE)
    san->type = piece_type_from_letter (s[i++]);
  if (i < len && is_file (s[i]))
    san->from_x = s[i++] - 'a';
  if (i < len && is_rank (s[i]))
    san->from_y = '8' - s[i++];
  if (i < len && (s[i] == 'x' || s[i] == '-'))
    {
      has_marker = TRUE;
      san->claims_capture = s[i] == 'x';
      i++;
    }

  if (i + 1 < len && is_file (s[i]) && is_rank (s[i + 1]))
    {
      san->to = square_from_chars (s + i);
      i += 2;
    }
  else if (!has_marker && san->from_x >= 0 && san->from_y >= 0)
    {
      /* "Nf3", "e4": what was read as the origin is the destination. */
      san->to = ARB_SQUARE (san->from_x, san->from_y);
      san->from_x = san->from_y = -1;
    }
  else
    {
      set_move_error (error, ARB_NOTATION_ERROR_SYNTAX,
                      _("not a move (such as Nf3, exd5 or g1f3)"));
      return FALSE;
    }

  if (i < len)
    {
      /* Promotion: "e8=Q", "e8Q", "e8(Q)", "e8/Q", or UCI's "e7e8q". */
      if (san->type == ARB_PIECE_TYPE_PAWN
          && (strchr ("=(/", s[i]) != NULL
              || (i + 1 == len && strchr ("QRBNqrbn", s[i]) != NULL)))
        set_move_error (error, ARB_NOTATION_ERROR_UNSUPPORTED,
                        _("promotion is not part of this game"));
      else
        set_move_error (error, ARB_NOTATION_ERROR_SYNTAX,
                        _("not a move (such as Nf3, exd5 or g1f3)"));
      return FALSE;
    }

  if (san->type == ARB_PIECE_TYPE_PAWN && san->from_x < 0)
    {
      /* A pawn captures diagonally (spec §3), so a capture must say which
       * file the pawn comes from; without a file it moves straight ahead. */
      if (san->claims_capture)
        {
          set_move_error (error, ARB_NOTATION_ERROR_SYNTAX,
                          _("a pawn capture names the pawn's file, as in exd5"));
          return FALSE;
        }
      san->from_x = ARB_SQUARE_X (san->to);
      san->file_implied = TRUE;
    }
  return TRUE;
}

/* Sets @error to "ambiguous, the knights on b1 and f3 can both move
 * there", the @n_candidates squares (two or more) in name order. */
static void
set_ambiguous_error (ArbPieceType type,
                     ArbSquare   *candidates,
                     guint        n_candidates,
                     GError     **error)
{
  g_autoptr(GString) where = g_string_new (NULL);
  const char *name = arb_piece_class (type)->name;

  qsort (candidates, n_candidates, sizeof candidates[0],
         compare_square_names);
  for (guint k = 0; k < n_candidates; k++)
    {
      char square[3];

      arb_square_to_name (candidates[k], square);
      if (k > 0)
        g_string_append (where, k + 1 == n_candidates ? " and " : ", ");
      g_string_append (where, square);
    }
  set_move_error (error, ARB_NOTATION_ERROR_AMBIGUOUS,
                  "ambiguous, the %ss on %s can %s move there",
                  name, where->str, n_candidates == 2 ? "both" : "all");
}

/* The one piece of the side to move that @san can mean, in @from. */
static gboolean
find_san_origin (const ArbChessPosition *pos,
                 const SanMove     *san,
                 ArbSquare         *from,
                 GError           **error)
{
  ArbSquare movers[ARB_N_SQUARES];
  ArbSquare candidates[ARB_N_SQUARES];
  guint n_movers, n_candidates = 0;
  char to_name[3];

  arb_square_to_name (san->to, to_name);

  if (san->claims_capture && arb_position_piece_at (pos, ARB_SQUARE_X (san->to),
                                                    ARB_SQUARE_Y (san->to))
                             == ARB_PIECE_NONE)
    {
      set_move_error (error, ARB_NOTATION_ERROR_NO_PIECE,
                      _("no piece to capture on %s"), to_name);
      return FALSE;
    }

  /* Every piece of that type of the side to move that the game's rule
   * (spec §4) lets go to the destination, kept if it fits the origin in
   * the text. */
  n_movers = arb_position_find_movers (pos, san->type, pos->turn, san->to, movers,
                                       G_N_ELEMENTS (movers));
  for (guint k = 0; k < MIN (n_movers, G_N_ELEMENTS (movers)); k++)
    {
      if (san->from_x >= 0 && ARB_SQUARE_X (movers[k]) != san->from_x)
        continue;
      if (san->from_y >= 0 && ARB_SQUARE_Y (movers[k]) != san->from_y)
        continue;
      candidates[n_candidates++] = movers[k];
    }

  if (n_candidates == 0)
    {
      /* A file that was implied, not written, is not repeated. */
      g_autofree char *who = describe_origin (san->type,
                                              san->file_implied ? -1 : san->from_x,
                                              san->from_y);

      set_move_error (error, ARB_NOTATION_ERROR_NO_PIECE,
                      "no %s can move to %s", who, to_name);
      return FALSE;
    }
  if (n_candidates > 1)
    {
      set_ambiguous_error (san->type, candidates, n_candidates, error);
      return FALSE;
    }

  *from = candidates[0];
  return TRUE;
}

/* SAN, @s being the first @len characters of @text (annotations removed). */
static gboolean
parse_san (const ArbChessPosition *pos,
           const char        *text,
           const char        *s,
           gsize              len,
           ArbChessMove      *move,
           GError           **error)
{
  SanMove san;
  ArbSquare from;

  if (len == 0)
    {
      if (text[0] == '\0')
        g_set_error_literal (error, ARB_NOTATION_ERROR,
                             ARB_NOTATION_ERROR_SYNTAX, _("empty move"));
      else
        set_move_error (error, ARB_NOTATION_ERROR_SYNTAX,
                        _("not a move"));
      return FALSE;
    }
  if (refuse_unsupported (s, len, error)
      || !read_san_move (s, len, &san, error)
      || !find_san_origin (pos, &san, &from, error))
    return FALSE;

  *move = arb_chess_move_make (from, san.to);
  return TRUE;
}

/* ---------------------------------------------------------- public API */

/**
 * arb_move_to_coord:
 * @move: a move
 * @buf: (out caller-allocates): at least %ARB_COORD_MAX bytes
 *
 * Writes @move in coordinate notation, from-square then to-square ("e2e4"),
 * without allocating.
 */
void
arb_move_to_coord (ArbChessMove move,
                   char    buf[ARB_COORD_MAX])
{
  g_return_if_fail (buf != NULL);
  buf[0] = '\0';
  g_return_if_fail (move.from < ARB_N_SQUARES && move.to < ARB_N_SQUARES);

  arb_square_to_name (move.from, buf);
  arb_square_to_name (move.to, buf + 2);
}

/**
 * arb_move_from_coord:
 * @pos: the position the move is played in
 * @text: a move in coordinate notation, "e2e4"
 * @move: (out): the move
 * @error: return location for an %ARB_NOTATION_ERROR
 *
 * Reads a move in coordinate notation (exactly four characters, no suffix)
 * and checks it with the rules of spec §4 for the side to move of @pos.
 * A refused move gives %ARB_NOTATION_ERROR_ILLEGAL with the rule's reason,
 * e.g. "pawns move two squares only from their starting row" for e3e5.
 *
 * Returns: %TRUE on success; on failure @move is left untouched.
 */
gboolean
arb_move_from_coord (const ArbChessPosition *pos,
                     const char        *text,
                     ArbChessMove           *move,
                     GError           **error)
{
  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return parse_coord (pos, text, text, strlen (text), move, error);
}

/* Writes the SAN of @move; @gives_check is TRUE or FALSE when the caller
 * knows whether the move leaves the opponent's King attacked, and -1 to
 * find out by playing it on a copy. */
static void
write_san (const ArbChessPosition *pos,
           ArbChessMove            move,
           int                gives_check,
           char               buf[ARB_SAN_MAX])
{
  ArbPiece piece, target;
  ArbPieceType type;
  ArbSide side;
  char *p = buf;
  int fx, fy, tx, ty;

  g_return_if_fail (buf != NULL);
  buf[0] = '\0';
  g_return_if_fail (pos != NULL);
  g_return_if_fail (move.from < ARB_N_SQUARES && move.to < ARB_N_SQUARES);

  fx = ARB_SQUARE_X (move.from);
  fy = ARB_SQUARE_Y (move.from);
  tx = ARB_SQUARE_X (move.to);
  ty = ARB_SQUARE_Y (move.to);
  g_return_if_fail (arb_position_can_move (pos, fx, fy, tx, ty, pos->turn));

  piece = arb_position_piece_at (pos, fx, fy);
  target = arb_position_piece_at (pos, tx, ty);
  type = arb_piece_type (piece);
  side = arb_piece_side (piece);

  if (type == ARB_PIECE_TYPE_PAWN)
    {
      /* "exd5": the file tells which pawn captured; a push needs nothing
       * (see the top of this file). */
      if (target != ARB_PIECE_NONE)
        *p++ = (char) ('a' + fx);
    }
  else
    {
      ArbSquare movers[ARB_N_SQUARES];
      gboolean ambiguous = FALSE, same_file = FALSE, same_rank = FALSE;
      guint n_movers, k;

      *p++ = arb_piece_class (type)->symbol;

      /* Other pieces of the same type that can go to the same square. */
      n_movers = arb_position_find_movers (pos, type, side, move.to, movers,
                                           G_N_ELEMENTS (movers));
      for (k = 0; k < n_movers; k++)
        {
          if (movers[k] == move.from)
            continue;
          ambiguous = TRUE;
          if (ARB_SQUARE_X (movers[k]) == fx)
            same_file = TRUE;
          if (ARB_SQUARE_Y (movers[k]) == fy)
            same_rank = TRUE;
        }

      /* The file if it tells them apart, else the rank, else both. */
      if (ambiguous && (!same_file || same_rank))
        *p++ = (char) ('a' + fx);
      if (ambiguous && same_file)
        *p++ = (char) ('0' + ARB_BOARD_SIZE - fy);
    }

  if (target != ARB_PIECE_NONE)
    *p++ = 'x';
  arb_square_to_name (move.to, p);
  p += 2;

  /* '+' when the opponent's King is attacked after the move; never after
   * the King itself has been captured (the game is over, spec §5.3), and
   * never for the mover's own King (spec §9). */
  if (arb_piece_type (target) != ARB_PIECE_TYPE_KING)
    {
      if (gives_check < 0)
        {
          ArbChessPosition after = *pos;
          ArbChessUndo undo;

          arb_position_make_move (&after, move, &undo);
          gives_check = arb_position_is_in_check (&after, arb_side_negate (side));
        }
      if (gives_check)
        *p++ = '+';
    }

  *p = '\0';
}

/**
 * arb_move_to_san:
 * @pos: the position before the move; the move must be one the side to
 *   move can make (spec §4)
 * @move: the move
 * @buf: (out caller-allocates): at least %ARB_SAN_MAX bytes
 *
 * Writes @move in standard algebraic notation ("Nf3", "exd5", "Rae1",
 * "Qh4xe1+"), without allocating. See the top of this file for the details.
 */
void
arb_move_to_san (const ArbChessPosition *pos,
                 ArbChessMove            move,
                 char               buf[ARB_SAN_MAX])
{
  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    {
      arb_standard_move_to_san (pos, move, buf);
      return;
    }
  write_san (pos, move, -1, buf);
}

/**
 * arb_move_to_san_with_check:
 * @pos: the position before the move
 * @move: a move the side to move may play
 * @gives_check: whether the move leaves the opponent's King attacked
 * @buf: (out caller-allocates): at least %ARB_SAN_MAX bytes
 *
 * arb_move_to_san() for a caller that already knows whether the move gives
 * check — the game does, having played it — which saves playing it twice.
 */
void
arb_move_to_san_with_check (const ArbChessPosition *pos,
                            ArbChessMove            move,
                            gboolean           gives_check,
                            char               buf[ARB_SAN_MAX])
{
  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    {
      arb_standard_move_to_san (pos, move, buf);
      return;
    }
  write_san (pos, move, gives_check ? 1 : 0, buf);
}

/**
 * arb_move_from_san:
 * @pos: the position the move is played in
 * @text: a move in standard algebraic notation
 * @move: (out): the move
 * @error: return location for an %ARB_NOTATION_ERROR
 *
 * Reads a move in standard algebraic notation for the side to move of
 * @pos. Trailing annotations ('+', '#', '!', '?') are ignored; an origin
 * given in full ("Ng1f3") is accepted. Castling, promotion, en passant and
 * null moves are refused with %ARB_NOTATION_ERROR_UNSUPPORTED. See the top
 * of this file for the details.
 *
 * Returns: %TRUE on success; on failure @move is left untouched.
 */
gboolean
arb_move_from_san (const ArbChessPosition *pos,
                   const char        *text,
                   ArbChessMove           *move,
                   GError           **error)
{
  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    return arb_standard_move_from_san (pos, text, move, error);
  return parse_san (pos, text, text, strip_annotations (text), move, error);
}

/**
 * arb_move_parse:
 * @pos: the position the move is played in
 * @text: a move in coordinate notation or SAN
 * @move: (out): the move
 * @error: return location for an %ARB_NOTATION_ERROR
 *
 * Reads a move in either notation: once trailing annotations are dropped,
 * four characters such as "e2e4" are coordinates (arb_move_from_coord()),
 * anything else is SAN (arb_move_from_san()).
 *
 * Returns: %TRUE on success; on failure @move is left untouched.
 */
gboolean
arb_move_parse (const ArbChessPosition *pos,
                const char        *text,
                ArbChessMove           *move,
                GError           **error)
{
  gsize len;

  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    return arb_standard_move_parse (pos, text, move, error);
  len = strip_annotations (text);
  if (looks_like_coord (text, len))
    return parse_coord (pos, text, text, len, move, error);
  return parse_san (pos, text, text, len, move, error);
}

/**
 * arb_move_reason_describe:
 * @reason: why the rules refuse a move
 * @blocker: the square in between that holds a piece, for
 *   %ARB_MOVE_REASON_BLOCKED; ignored otherwise
 *
 * Puts @reason into words for the user, e.g. "blocked at d3" or "pawns
 * capture diagonally only".
 *
 * Returns: (transfer full): a newly allocated sentence; free with g_free().
 */
char *
arb_move_reason_describe (ArbChessReason reason,
                          ArbSquare     blocker)
{
  switch (reason)
    {
    case ARB_MOVE_REASON_OK:
      return g_strdup (_("allowed"));
    case ARB_MOVE_REASON_OFF_BOARD:
      return g_strdup (_("that square is not on the board"));
    case ARB_MOVE_REASON_SAME_SQUARE:
      return g_strdup (_("the piece must move to another square"));
    case ARB_MOVE_REASON_NO_PIECE:
      return g_strdup (_("there is no piece there"));
    case ARB_MOVE_REASON_WRONG_SIDE:
      return g_strdup (_("that piece belongs to the other side"));
    case ARB_MOVE_REASON_OWN_PIECE:
      return g_strdup (_("a piece of the same side stands there"));
    case ARB_MOVE_REASON_PIECE_RULE:
      return g_strdup (_("that piece does not move like that"));
    case ARB_MOVE_REASON_PAWN_STRAIGHT_CAPTURE:
      return g_strdup (_("pawns capture diagonally only"));
    case ARB_MOVE_REASON_PAWN_DIAGONAL_EMPTY:
      return g_strdup (_("pawns move diagonally only to capture"));
    case ARB_MOVE_REASON_PAWN_DOUBLE_STEP:
      return g_strdup (_("pawns move two squares only from their starting row"));
    case ARB_MOVE_REASON_BLOCKED:
      if (blocker < ARB_N_SQUARES)
        {
          char name[3];

          arb_square_to_name (blocker, name);
          /* Translators: %s is the square of the piece in the way, e.g. "d3" */
          return g_strdup_printf (_("blocked at %s"), name);
        }
      return g_strdup (_("blocked by a piece in between"));
    case ARB_MOVE_REASON_GAME_OVER:
      return g_strdup (_("the game is over"));
    case ARB_MOVE_REASON_NOT_YOUR_TURN:
      return g_strdup (_("it is not your turn"));
    case ARB_MOVE_REASON_KING_IN_CHECK:
      return g_strdup (_("it would leave your King in check"));
    case ARB_MOVE_REASON_CASTLING:
      return g_strdup (_("castling on that side is no longer allowed: the King or that Rook "
                         "has moved"));
    case ARB_MOVE_REASON_CASTLING_BLOCKED:
      if (blocker < ARB_N_SQUARES)
        {
          char name[3];

          arb_square_to_name (blocker, name);
          /* Translators: %s is the square that is taken, e.g. "f1" */
          return g_strdup_printf (_("castling needs every square between the King and the "
                                    "Rook empty, and %s is taken"), name);
        }
      return g_strdup (_("castling needs every square between the King and the Rook empty"));
    case ARB_MOVE_REASON_CASTLING_IN_CHECK:
      return g_strdup (_("the King may not castle out of check"));
    case ARB_MOVE_REASON_CASTLING_THROUGH_CHECK:
      return g_strdup (_("the King may not castle through an attacked square"));
    case ARB_MOVE_REASON_CASTLING_INTO_CHECK:
      return g_strdup (_("the King may not castle onto an attacked square"));
    case ARB_MOVE_REASON_EN_PASSANT_CHECK:
      return g_strdup (_("taking en passant would leave your King in check"));
    case ARB_MOVE_REASON_PINNED:
      return g_strdup (_("that piece is pinned to your King"));
    case ARB_MOVE_REASON_PROMOTION:
      return g_strdup (_("a pawn reaching the last rank becomes a Queen, Rook, Bishop or "
                         "Knight, and only there"));
    default:
      break;
    }

  g_return_val_if_reached (g_strdup ("the move is not allowed"));
}
