/* arb-cli-openings.c — `--openings FILE`: the positions games start from
 *
 * A book is read a byte at a time into a line of bounded length, so that
 * whatever FILE is — /dev/zero, a FIFO that never ends a line, a file
 * of megabytes without a line break — memory stays bounded and the refusal
 * names the line. A NUL byte is refused, not taken for the line's end (the
 * rest of the line would be dropped without a word).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-cli.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

/* The longest line of a book: a FEN is under 100 bytes, an EPD line with
 * its operations a few hundred. */
#define LINE_MAX_BYTES 4096
/* The largest book: the largest public ones are tens of megabytes. */
#define BOOK_MAX_BYTES (256u << 20)

/**
 * arb_cli_opening_game:
 * @rules: the game
 * @text: a position, as the game's own notation writes it
 * @error: @text is no position of the game
 *
 * The game an opening position starts, read by the command's parameters
 * (`--param variant=chess960` reads Shredder-FEN and X-FEN rights).
 *
 * Returns: (transfer full) (nullable): the game
 */
ArbGame *
arb_cli_opening_game (const ArbRules *rules,
                      const char     *text,
                      GError        **error)
{
  g_autofree gpointer state = arb_cli_state_from_fen (rules, text, error);

  return state != NULL ? arb_game_new_from_state (rules, state) : NULL;
}

static gboolean
book_error (GError    **error,
            const char *path,
            guint       line,
            const char *why)
{
  if (line == 0)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: %s", path, why);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s:%u: %s", path, line, why);
  return FALSE;
}

/* One line of the book: skipped, or a position where a game can start. */
static gboolean
take_line (const ArbRules *rules,
           const char     *path,
           guint           number,
           char           *line,
           GStrvBuilder   *builder,
           guint          *n,
           GError        **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autoptr (ArbGame) game = NULL;

  line = g_strstrip (line);
  if (*line == '\0' || *line == '#')
    return TRUE;
  game = arb_cli_opening_game (rules, line, &local_error);
  if (game == NULL)
    return book_error (error, path, number, local_error->message);
  if (arb_game_is_over (game))
    return book_error (error, path, number, "the game is over in this position");
  g_strv_builder_add (builder, line);
  (*n)++;
  return TRUE;
}

/* Reads @file line by line into @builder. */
static gboolean
read_book (const ArbRules *rules,
           const char     *path,
           FILE           *file,
           GStrvBuilder   *builder,
           guint          *n,
           GError        **error)
{
  char line[LINE_MAX_BYTES + 1];
  gsize len = 0;
  guint number = 1;
  guint64 total = 0;
  int c;

  while ((c = getc_unlocked (file)) != EOF)
    {
      if (++total > BOOK_MAX_BYTES)
        return book_error (error, path, 0, "larger than 256 MB: no book is that large");
      if (c == '\n')
        {
          line[len] = '\0';
          if (!take_line (rules, path, number, line, builder, n, error))
            return FALSE;
          len = 0;
          number++;
          continue;
        }
      if (c == '\0')
        return book_error (error, path, number, "a NUL byte: a book is text");
      if (len == LINE_MAX_BYTES)
        return book_error (error, path, number, "longer than 4096 bytes: no position is");
      line[len++] = (char) c;
    }
  if (ferror (file))
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: cannot read: %s",
                   path, g_strerror (saved));
      return FALSE;
    }
  line[len] = '\0';
  return len == 0 || take_line (rules, path, number, line, builder, n, error);
}

/**
 * arb_cli_match_read_openings:
 * @rules: the game
 * @path: the file of `--openings FILE` (match, tournament)
 * @error: a file that cannot be read, a line that is no position of the
 *   game or one where the game is over, a NUL byte, a line longer than
 *   4096 bytes, a file larger than 256 MB, no position at all
 *
 * The openings of --openings FILE: one position string a line; blank lines
 * and lines starting with '#' are skipped. FILE may be a pipe.
 *
 * Returns: (transfer full) (nullable): the position strings
 */
GStrv
arb_cli_match_read_openings (const ArbRules *rules,
                             const char     *path,
                             GError        **error)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  FILE *file = fopen (path, "re");
  guint n = 0;
  gboolean ok;

  if (file == NULL)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: cannot open: %s",
                   path, g_strerror (saved));
      return NULL;
    }
  ok = read_book (rules, path, file, builder, &n, error);
  fclose (file);
  if (!ok)
    return NULL;
  if (n == 0)
    {
      book_error (error, path, 0, "no position in the file");
      return NULL;
    }
  return g_strv_builder_end (builder);
}
