/* arb-fen.c — Forsyth–Edwards Notation in and out (spec §9)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What this reader accepts, and why:
 *
 * - Six fields separated by spaces, as in standard FEN. Four fields (an
 *   EPD-style position without clocks) and five fields (no fullmove number)
 *   are accepted too, as python-chess and most GUIs do: the halfmove clock
 *   then defaults to 0 and the fullmove number to 1.
 * - Runs of spaces or tabs between fields, and white space before the first
 *   or after the last field (a newline read from a file), are tolerated;
 *   anything else that is not part of a field is an extra field, refused.
 * - Field 1: eight ranks from rank 8 (row y = 0) down to rank 1 (row y = 7),
 *   separated by '/'; a digit 1-8 stands for that many empty squares. Two
 *   digits in a row are refused, as the FEN standard writes one digit per
 *   run of empty squares (python-chess refuses them too).
 *   Pawns on the first or last rank are accepted: this game has no
 *   promotion, a pawn that reached the last row simply stays there (spec §5),
 *   and a pawn on its own first row still obeys the pawn rule (spec §3).
 * - Field 3 (castling) and field 4 (en passant) are checked for syntax and
 *   ignored: this game has neither (spec §5, §9). The en-passant square may
 *   be any square, since it is ignored anyway.
 * - Kings: more than one King of a colour is refused (spec §9); both Kings
 *   missing is refused (no side could have won); one King missing is
 *   accepted: that game is already over, the side with a King has won.
 * - At most 16 pieces a side, the size of a chess set: it also bounds the
 *   move list (ARB_MAX_MOVES in arb-types.h). The Kings and the number of
 *   pieces are checked right after field 1, and reported as field 1's.
 * - Fields 5 and 6, the halfmove clock and the fullmove number, are at most
 *   COUNTER_MAX: far beyond any real game, and so far below G_MAXUINT that
 *   no game played on from such a position can make them wrap.
 *
 * The writer always writes '-' for castling and en passant.
 *
 * Standard chess and Chess960 read fields 3 and 4 for what they say, and
 * refuse what such a position cannot hold (arb-fen-standard.c).
 */

#include "arb-fen-private.h"
#include "arb-text.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* The size of a chess set: no side can have more pieces than it starts with,
 * as this game has no promotion. */
#define MAX_PIECES_PER_SIDE 16

/* The number of fields of a standard FEN, and the fewest accepted. */
#define MAX_FIELDS 6
#define MIN_FIELDS 4

/* The largest halfmove clock and fullmove number accepted: the value at
 * which arb_position_make_move() stops the clocks, so that the FEN of any
 * position reached in play can be read back. */
#define COUNTER_MAX ARB_CLOCK_MAX

/* ------------------------------------------------------------ statics */

G_DEFINE_QUARK (arb-fen-error-quark, arb_fen_error)

/* A copy of @text that is safe to put in an error message: short, valid
 * UTF-8, control characters escaped (arb_text_quote()). */
static char *
quote_text (const char *text,
            gsize       len)
{
  return arb_text_quote (text, (gssize) len);
}

/* Returns a description of @c for a message: the character itself when it
 * is printable ASCII, its code otherwise. */
static char *
describe_char (char c)
{
  if (g_ascii_isprint (c))
    return g_strdup_printf ("'%c'", c);
  return g_strdup_printf (_("byte 0x%02x"), (guint) (guchar) c);
}

/* Splits @fen into fields of non-blank characters. The first MAX_FIELDS
 * fields are stored in @fields (pointing into @fen, not NUL-terminated) and
 * @lens; the return value counts all of them, so that extra fields can be
 * reported. */
static guint
split_fields (const char  *fen,
              const char  *fields[MAX_FIELDS],
              gsize        lens[MAX_FIELDS])
{
  const char *p = fen;
  guint n = 0;

  for (;;)
    {
      const char *start;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        break;

      start = p;
      while (*p != '\0' && !g_ascii_isspace (*p))
        p++;

      if (n < MAX_FIELDS)
        {
          fields[n] = start;
          lens[n] = (gsize) (p - start);
        }
      n++;
    }

  return n;
}

/* Field 1: fills @pos, which has been cleared. Each rank's length is checked
 * before a square beyond the board is written. */
static gboolean
parse_placement (const char  *field,
                 gsize        len,
                 ArbChessPosition *pos,
                 GError     **error)
{
  guint n_ranks = 1;
  int y;
  gsize i;

  /* Count the ranks first, so that "7 ranks" is reported as such rather than
   * as a problem with some rank. */
  for (i = 0; i < len; i++)
    if (field[i] == '/')
      n_ranks++;
  if (n_ranks != ARB_BOARD_SIZE)
    {
      g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_PLACEMENT,
                   g_dngettext (GETTEXT_PACKAGE, "FEN field 1: %u rank, expected 8",
                                "FEN field 1: %u ranks, expected 8", n_ranks),
                   n_ranks);
      return FALSE;
    }

  i = 0;
  for (y = 0; y < ARB_BOARD_SIZE; y++)
    {
      /* Rank names count from the bottom: row y = 0 is rank 8 (spec §1). */
      int rank = ARB_BOARD_SIZE - y;
      gsize n_squares = 0;
      gboolean previous_was_digit = FALSE;

      for (; i < len && field[i] != '/'; i++)
        {
          char c = field[i];

          if (c >= '1' && c <= '8')
            {
              if (previous_was_digit)
                {
                  g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_PLACEMENT,
                               _("FEN field 1, rank %d: two digits in a row"), rank);
                  return FALSE;
                }
              n_squares += (gsize) (c - '0');
              previous_was_digit = TRUE;
            }
          else if (g_ascii_isdigit (c))
            {
              /* A run of empty squares is 1 to 8 long: 0 and 9 cannot be. */
              g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_PLACEMENT,
                           _("FEN field 1, rank %d: '%c' is not a number of "
                             "empty squares (1-8)"), rank, c);
              return FALSE;
            }
          else
            {
              ArbPiece piece = arb_piece_from_symbol (c);

              if (piece == ARB_PIECE_NONE)
                {
                  g_autofree char *what = describe_char (c);

                  g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_PLACEMENT,
                               _("FEN field 1, rank %d: unknown piece %s"),
                               rank, what);
                  return FALSE;
                }
              /* Only squares that exist are written; a rank that is too
               * long is reported once it has been counted to its end. */
              if (n_squares < ARB_BOARD_SIZE)
                arb_position_set_piece (pos, (int) n_squares, y, piece);
              n_squares++;
              previous_was_digit = FALSE;
            }
        }

      if (n_squares != ARB_BOARD_SIZE)
        {
          g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_PLACEMENT,
                       g_dngettext (GETTEXT_PACKAGE, "FEN field 1, rank %d: %u square",
                                    "FEN field 1, rank %d: %u squares", (gulong) n_squares),
                       rank, (guint) n_squares);
          return FALSE;
        }

      /* Skip the '/' that ends this rank. */
      i++;
    }

  return TRUE;
}

/* Field 2: 'w' or 'b'. */
static gboolean
parse_turn (const char *field,
            gsize       len,
            ArbSide    *side,
            GError    **error)
{
  if (len == 1 && field[0] == 'w')
    *side = ARB_SIDE_WHITE;
  else if (len == 1 && field[0] == 'b')
    *side = ARB_SIDE_BLACK;
  else
    {
      g_autofree char *got = quote_text (field, len);

      g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_TURN,
                   _("FEN field 2: expected 'w' or 'b', got '%s'"), got);
      return FALSE;
    }
  return TRUE;
}

/* Field 3: '-' or a set of the letters KQkq, each at most once. Checked and
 * ignored: there is no castling in this game (spec §5). */
static gboolean
parse_castling (const char *field,
                gsize       len,
                GError    **error)
{
  gboolean seen[4] = { FALSE, FALSE, FALSE, FALSE };
  gsize i;

  if (len == 1 && field[0] == '-')
    return TRUE;

  for (i = 0; i < len; i++)
    {
      /* field[i] is never NUL here, so strchr() only finds the letters. */
      const char *letter = strchr ("KQkq", field[i]);

      if (letter == NULL || seen[letter - "KQkq"])
        {
          g_autofree char *got = quote_text (field, len);

          g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_CASTLING,
                       _("FEN field 3: castling field must be '-' or letters "
                         "from KQkq, each at most once, got '%s'"), got);
          return FALSE;
        }
      seen[letter - "KQkq"] = TRUE;
    }

  return TRUE;
}

/* Field 4: '-' or a square name. Checked and ignored: there is no en
 * passant in this game (spec §5). */
static gboolean
parse_en_passant (const char *field,
                  gsize       len,
                  GError    **error)
{
  char name[3];

  if (len == 1 && field[0] == '-')
    return TRUE;

  if (len == 2)
    {
      name[0] = field[0];
      name[1] = field[1];
      name[2] = '\0';
      if (arb_square_from_name (name) != ARB_SQUARE_NONE)
        return TRUE;
    }

  {
    g_autofree char *got = quote_text (field, len);

    g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_EN_PASSANT,
                 _("FEN field 4: en passant field must be '-' or a square, "
                   "got '%s'"), got);
  }
  return FALSE;
}

/* Field 5 or 6 is not a number it may be: @got, as the user wrote it. */
static void
set_not_a_number (int          field_number,
                  ArbFenError  code,
                  const char  *got,
                  GError     **error)
{
  if (field_number == 5)
    g_set_error (error, ARB_FEN_ERROR, code,
                 _("FEN field 5: halfmove clock must be a non-negative number, got '%s'"), got);
  else
    g_set_error (error, ARB_FEN_ERROR, code,
                 _("FEN field 6: fullmove number must be a positive number, got '%s'"), got);
}

/* Fields 5 and 6: a decimal number from @min to COUNTER_MAX. */
static gboolean
parse_counter (const char *field,
               gsize       len,
               guint       min,
               guint      *value,
               int         field_number,
               ArbFenError code,
               GError    **error)
{
  g_autofree char *text = g_strndup (field, len);
  g_autoptr(GError) local_error = NULL;
  guint64 number = 0;

  if (!g_ascii_string_to_unsigned (text, 10, 0, COUNTER_MAX, &number,
                                   &local_error))
    {
      g_autofree char *got = quote_text (field, len);

      if (!g_error_matches (local_error, G_NUMBER_PARSER_ERROR,
                            G_NUMBER_PARSER_ERROR_OUT_OF_BOUNDS))
        set_not_a_number (field_number, code, got, error);
      else if (field_number == 5)
        g_set_error (error, ARB_FEN_ERROR, code,
                     _("FEN field 5: halfmove clock %s is too large (at most %d)"),
                     got, COUNTER_MAX);
      else
        g_set_error (error, ARB_FEN_ERROR, code,
                     _("FEN field 6: fullmove number %s is too large (at most %d)"),
                     got, COUNTER_MAX);
      return FALSE;
    }

  if (number < min)
    {
      set_not_a_number (field_number, code, text, error);
      return FALSE;
    }

  *value = (guint) number;
  return TRUE;
}

/* The checks on the whole board (spec §9): at most one King a side, at
 * least one King, at most 16 pieces a side. All are about field 1. */
static gboolean
check_pieces (const ArbChessPosition *pos,
              GError           **error)
{
  guint kings[ARB_N_SIDES] = { 0, 0 };
  guint pieces[ARB_N_SIDES] = { 0, 0 };
  int x, y, s;

  for (y = 0; y < ARB_BOARD_SIZE; y++)
    for (x = 0; x < ARB_BOARD_SIZE; x++)
      {
        ArbPiece piece = arb_position_piece_at (pos, x, y);

        if (piece == ARB_PIECE_NONE)
          continue;
        pieces[arb_piece_side (piece)]++;
        if (arb_piece_type (piece) == ARB_PIECE_TYPE_KING)
          kings[arb_piece_side (piece)]++;
      }

  for (s = 0; s < ARB_N_SIDES; s++)
    if (kings[s] > 1)
      {
        g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_KINGS,
                     s == ARB_SIDE_WHITE
                       ? _("FEN field 1: %u white Kings (at most one per side)")
                       : _("FEN field 1: %u black Kings (at most one per side)"),
                     kings[s]);
        return FALSE;
      }

  /* With one King missing the game is over and the other side has won;
   * with both missing nobody can have won, so the position cannot come
   * from a game. */
  if (kings[ARB_SIDE_WHITE] == 0 && kings[ARB_SIDE_BLACK] == 0)
    {
      g_set_error_literal (error, ARB_FEN_ERROR, ARB_FEN_ERROR_KINGS,
                           _("FEN field 1: no King on the board"));
      return FALSE;
    }

  for (s = 0; s < ARB_N_SIDES; s++)
    if (pieces[s] > MAX_PIECES_PER_SIDE)
      {
        g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_TOO_MANY_PIECES,
                     s == ARB_SIDE_WHITE
                       ? _("FEN field 1: %u white pieces (at most %d per side)")
                       : _("FEN field 1: %u black pieces (at most %d per side)"),
                     pieces[s], MAX_PIECES_PER_SIDE);
        return FALSE;
      }

  return TRUE;
}

/* ---------------------------------------------------------- public API */

/**
 * arb_fen_parse:
 * @fen: a FEN string
 * @pos: (out caller-allocates): where to store the position
 * @error: return location for an %ARB_FEN_ERROR
 *
 * Reads a position from Forsyth–Edwards Notation (spec §9). Six fields are
 * expected; four (no clocks) or five (no fullmove number) are accepted, the
 * missing halfmove clock defaulting to 0 and the fullmove number to 1. Both
 * clocks are at most 1000000. The castling and en-passant fields are checked
 * and ignored. The message of the error names the field and the problem.
 *
 * Returns: %TRUE on success; on failure @pos is left untouched.
 */
gboolean
arb_fen_parse (const char  *fen,
               ArbChessPosition *pos,
               GError     **error)
{
  return arb_fen_parse_variant (fen, ARB_CHESS_SIMPLIFIED, pos, error);
}

/**
 * arb_fen_parse_variant:
 * @fen: a FEN string
 * @variant: the rules the position is played by
 * @pos: (out caller-allocates): where to store the position
 * @error: return location for an %ARB_FEN_ERROR
 *
 * arb_fen_parse() for any variant: in standard chess and Chess960 the
 * castling rights (FEN, X-FEN or Shredder-FEN) and the en-passant square
 * are read, and a position the rules cannot reach is refused.
 *
 * Returns: %TRUE on success; on failure @pos is left untouched.
 */
gboolean
arb_fen_parse_variant (const char      *fen,
                       ArbChessVariant  variant,
                       ArbChessPosition *pos,
                       GError         **error)
{
  const char *fields[MAX_FIELDS];
  gsize lens[MAX_FIELDS];
  ArbChessPosition parsed;
  ArbSide turn = ARB_SIDE_WHITE;
  guint halfmove = 0;
  guint fullmove = 1;
  guint n_fields;

  g_return_val_if_fail (fen != NULL, FALSE);
  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  n_fields = split_fields (fen, fields, lens);
  if (n_fields < MIN_FIELDS || n_fields > MAX_FIELDS)
    {
      g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_FIELDS,
                   g_dngettext (GETTEXT_PACKAGE,
                                "FEN: %u field, expected 6 (or 4 without the clocks, "
                                "or 5 without the fullmove number)",
                                "FEN: %u fields, expected 6 (or 4 without the clocks, "
                                "or 5 without the fullmove number)", n_fields),
                   n_fields);
      return FALSE;
    }

  /* Parse into a local position, so that @pos only changes on success. */
  arb_position_clear (&parsed);
  parsed.variant = (guint8) variant;

  /* The whole board is field 1's: checked before the fields after it, so
   * that the first bad field is the one reported. */
  if (!parse_placement (fields[0], lens[0], &parsed, error))
    return FALSE;
  if (!check_pieces (&parsed, error))
    return FALSE;
  if (!parse_turn (fields[1], lens[1], &turn, error))
    return FALSE;
  arb_position_set_turn (&parsed, turn);
  if (variant == ARB_CHESS_SIMPLIFIED)
    {
      if (!parse_castling (fields[2], lens[2], error)
          || !parse_en_passant (fields[3], lens[3], error))
        return FALSE;
    }
  else if (!_arb_fen_check_standard (&parsed, error)
           || !_arb_fen_parse_castling (fields[2], lens[2], &parsed, error)
           || !_arb_fen_parse_en_passant (fields[3], lens[3], &parsed, error))
    return FALSE;
  if (n_fields >= 5
      && !parse_counter (fields[4], lens[4], 0, &halfmove, 5, ARB_FEN_ERROR_HALFMOVE, error))
    return FALSE;
  if (n_fields >= 6
      && !parse_counter (fields[5], lens[5], 1, &fullmove, 6, ARB_FEN_ERROR_FULLMOVE, error))
    return FALSE;

  parsed.hash = arb_position_compute_hash (&parsed);
  parsed.halfmove_clock = halfmove;
  parsed.fullmove_number = fullmove;

  *pos = parsed;
  return TRUE;
}

/**
 * arb_fen_write_buf:
 * @pos: a position
 * @buf: (out caller-allocates): at least %ARB_FEN_MAX bytes
 *
 * Writes @pos as a six-field FEN into @buf, without allocating. The
 * castling and en-passant fields are always `-`, as this game has neither.
 */
void
arb_fen_write_buf (const ArbChessPosition *pos,
                   char               buf[ARB_FEN_MAX])
{
  char *p = buf;
  char rights[8];
  int x, y;

  g_return_if_fail (buf != NULL);
  buf[0] = '\0';
  g_return_if_fail (pos != NULL);

  /* Rank 8 (row 0) first, as FEN reads the board from White's far side. */
  for (y = 0; y < ARB_BOARD_SIZE; y++)
    {
      int empty = 0;

      if (y > 0)
        *p++ = '/';
      for (x = 0; x < ARB_BOARD_SIZE; x++)
        {
          ArbPiece piece = arb_position_piece_at (pos, x, y);

          if (piece == ARB_PIECE_NONE)
            {
              empty++;
              continue;
            }
          if (empty > 0)
            *p++ = (char) ('0' + empty);
          empty = 0;
          *p++ = arb_piece_to_symbol (piece);
        }
      if (empty > 0)
        *p++ = (char) ('0' + empty);
    }

  _arb_fen_write_rights (pos, rights);
  g_snprintf (p, ARB_FEN_MAX - (gsize) (p - buf), " %c %s %u %u",
              pos->turn == ARB_SIDE_WHITE ? 'w' : 'b', rights,
              pos->halfmove_clock, pos->fullmove_number);
}

/**
 * arb_fen_write:
 * @pos: a position
 *
 * Writes @pos as a six-field FEN, like arb_fen_write_buf().
 *
 * Returns: (transfer full): a newly allocated string; free with g_free().
 */
char *
arb_fen_write (const ArbChessPosition *pos)
{
  char buf[ARB_FEN_MAX];

  g_return_val_if_fail (pos != NULL, NULL);

  arb_fen_write_buf (pos, buf);
  return g_strdup (buf);
}
