/* arb-chess-epd.c — a line of a chess opening book: FEN or EPD
 *
 * Books of openings for engine testing (the UHO and FRC books, most EPD
 * suites) are EPD: a FEN's first four fields (placement, side to move,
 * castling, en passant), then operations, each an opcode, its operands and
 * a semicolon: `bm Nf3; id "WAC.001"; c0 "a; b";`. A quoted operand may
 * hold a semicolon. Of the operations only the clocks matter to a game
 * that starts there: `hmvc N` (the halfmove clock) and `fmvn N` (the
 * fullmove number); the others are read and left. A line of six (or four)
 * FEN fields is a FEN, as it was; a FEN's clocks may come before the
 * operations (`… w KQkq - 0 1 id "x";`, `… - 2 9 ;`).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-chess-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "arb-fen.h"
#include "arb-text.h"

/* The largest clock a position string may give (as the FEN reader's). */
#define CLOCK_MAX 1000000

/* The clock an operation gives: its one operand, a decimal number. */
static gboolean
read_clock (const char *opcode,
            const char *operands,
            gsize       len,
            guint64    *value,
            GError    **error)
{
  g_autofree char *text = g_strstrip (g_strndup (operands, len));

  if (!g_ascii_string_to_unsigned (text, 10, 0, CLOCK_MAX, value, NULL))
    {
      g_autofree char *shown = arb_text_quote (operands, (gssize) len);

      g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_FIELDS,
                   /* Translators: an EPD opcode (hmvc, fmvn), the largest
                    * number, then what the record has */
                   _("EPD: %s takes a number from 0 to %d: '%s'"), opcode, CLOCK_MAX, shown);
      return FALSE;
    }
  return TRUE;
}

/* Reads the operations of @ops into the clocks. */
static gboolean
read_operations (const char *ops,
                 guint64    *halfmove,
                 guint64    *fullmove,
                 GError    **error)
{
  const char *p = ops;

  while (*p != '\0')
    {
      const char *opcode, *operands;
      g_autofree char *name = NULL;
      gboolean quoted = FALSE;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        break;
      if (*p == ';')
        {
          /* An empty operation (a FEN ended with " ;"): nothing to read. */
          p++;
          continue;
        }
      opcode = p;
      if (!g_ascii_isalpha (*p))
        {
          g_autofree char *shown = arb_text_quote (p, (gssize) strcspn (p, ";"));

          g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_FIELDS,
                       _("EPD: an operation starts with its opcode: '%s'"), shown);
          return FALSE;
        }
      while (g_ascii_isalnum (*p) || *p == '_')
        p++;
      name = g_strndup (opcode, (gsize) (p - opcode));
      operands = p;
      while (*p != '\0' && (quoted || *p != ';'))
        {
          if (*p == '"')
            quoted = !quoted;
          p++;
        }
      if (*p != ';')
        {
          g_autofree char *shown = arb_text_quote (opcode, -1);

          if (quoted)
            g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_FIELDS,
                         _("EPD: a quoted operand does not end: '%s'"), shown);
          else
            g_set_error (error, ARB_FEN_ERROR, ARB_FEN_ERROR_FIELDS,
                         _("EPD: an operation does not end with ';': '%s'"), shown);
          return FALSE;
        }
      if (g_str_equal (name, "hmvc")
          && !read_clock (name, operands, (gsize) (p - operands), halfmove, error))
        return FALSE;
      if (g_str_equal (name, "fmvn")
          && !read_clock (name, operands, (gsize) (p - operands), fullmove, error))
        return FALSE;
      p++;
    }
  return TRUE;
}

/**
 * arb_chess_book_position:
 * @line: a line of a book: a FEN, or an EPD record
 * @error: an EPD record whose operations cannot be read
 *
 * The rules table's @book_position: the position string of a book line,
 * the clocks of an EPD record from its `hmvc` and `fmvn` (0 and 1 when it
 * has none). Whether the position is one is the FEN reader's to say.
 *
 * Returns: (transfer full) (nullable): the position string
 */
char *
arb_chess_book_position (const char *line,
                         GError    **error)
{
  const char *p = line;
  const char *rest;
  guint64 halfmove = 0, fullmove = 1;
  g_autoptr (GString) fields = g_string_new (NULL);

  /* The four fields every FEN and EPD has, one space apart. */
  for (guint i = 0; i < 4; i++)
    {
      const char *start;

      while (g_ascii_isspace (*p))
        p++;
      start = p;
      while (*p != '\0' && !g_ascii_isspace (*p))
        p++;
      if (i > 0)
        g_string_append_c (fields, ' ');
      g_string_append_len (fields, start, p - start);
    }
  rest = p;
  while (g_ascii_isspace (*rest))
    rest++;
  /* Nothing, or a FEN's clocks (digits): the line is a FEN. */
  if (strspn (rest, "0123456789 \t") == strlen (rest))
    return g_strdup (line);
  /* A FEN's clocks before operations: the clocks, unless an operation
   * gives them again. */
  for (guint i = 0; i < 2 && g_ascii_isdigit (*rest); i++)
    {
      gsize len = strspn (rest, "0123456789");
      g_autofree char *number = g_strndup (rest, len);

      if (!read_clock (i == 0 ? "hmvc" : "fmvn", number, len, i == 0 ? &halfmove : &fullmove,
                       error))
        return NULL;
      rest += len;
      while (g_ascii_isspace (*rest))
        rest++;
    }
  if (!read_operations (rest, &halfmove, &fullmove, error))
    return NULL;
  g_string_append_printf (fields, " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT, halfmove,
                          MAX (fullmove, 1));
  return g_string_free (g_steal_pointer (&fields), FALSE);
}
