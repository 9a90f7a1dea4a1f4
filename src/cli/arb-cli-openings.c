/* arb-cli-openings.c — `--openings FILE`: the positions games start from
 *
 * A book is one position a line (a game's own position string; chess's
 * EPD too, through the table's @book_position), or a PGN file of games
 * whose first plies make the openings, told apart by their content: a
 * file whose first line that says something starts with '[' is PGN.
 *
 * A book of lines is read a byte at a time into a line of bounded length,
 * so that whatever FILE is — /dev/zero, a FIFO that never ends a line, a
 * file of megabytes without a line break — memory stays bounded and the
 * refusal names the line. A NUL byte is refused, not taken for the line's
 * end (the rest of the line would be dropped without a word).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-cli.h"

#include <errno.h>
#include <gio/gio.h>
#include <stdio.h>
#include <string.h>

#include "arb-games.h"

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

/* A position of the book (@number: its line; 0 when @path says where it
 * is): one where a game can start. */
static gboolean
take_position (const ArbRules *rules,
               const char     *path,
               guint           number,
               const char     *position,
               GStrvBuilder   *builder,
               guint          *n,
               GError        **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autoptr (ArbGame) game = arb_cli_opening_game (rules, position, &local_error);

  if (game == NULL)
    return book_error (error, path, number, local_error->message);
  if (arb_game_is_over (game))
    return book_error (error, path, number, "the game is over in this position");
  g_strv_builder_add (builder, position);
  (*n)++;
  return TRUE;
}

/* The book cannot be read (ferror()): errno says why. */
static gboolean
read_error (GError    **error,
            const char *path)
{
  int saved = errno;

  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: cannot read: %s", path,
               g_strerror (saved));
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
  g_autofree char *position = NULL;

  line = g_strstrip (line);
  if (*line == '\0' || *line == '#')
    return TRUE;
  position = rules->book_position != NULL ? rules->book_position (line, &local_error)
                                          : g_strdup (line);
  if (position == NULL)
    return book_error (error, path, number, local_error->message);
  return take_position (rules, path, number, position, builder, n, error);
}

/* The games of a PGN book, @text, into @builder: each the position after
 * its first @plies plies (0: all of them; fewer when the game has fewer). */
static gboolean
read_pgn_book (const ArbRules *rules,
               const char     *path,
               GString        *text,
               guint           plies,
               GStrvBuilder   *builder,
               guint          *n,
               GError        **error)
{
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_data (text->str,
                                                                         (gssize) text->len,
                                                                         NULL);
  g_autoptr (ArbPgnReader) reader = arb_pgn_reader_new_game (stream, path, rules);

  arb_pgn_reader_set_params (reader, arb_cli_params (rules));
  for (;;)
    {
      g_autoptr (GError) io_error = NULL;
      g_autoptr (ArbPgnGame) pgn = arb_pgn_reader_next (reader, &io_error);
      g_autofree char *position = NULL;
      g_autofree char *where = NULL;
      guint n_plies;

      if (pgn == NULL)
        {
          if (io_error == NULL)
            return TRUE;
          g_propagate_error (error, g_steal_pointer (&io_error));
          return FALSE;
        }
      if (pgn->error != NULL)
        {
          /* The reader's message names the file, the line and the game. */
          g_propagate_error (error, g_error_copy (pgn->error));
          return FALSE;
        }
      n_plies = arb_game_get_n_plies (pgn->game);
      arb_game_go_to_ply (pgn->game, plies == 0 ? n_plies : MIN (plies, n_plies));
      position = arb_rules_write_position (rules, arb_game_get_state (pgn->game));
      where = g_strdup_printf ("%s:%u: game %u, after %u plies", path, pgn->line, pgn->number,
                               arb_game_get_ply (pgn->game));
      if (!take_position (rules, where, 0, position, builder, n, error))
        return FALSE;
    }
}

/* The rest of @file after @first, line @number, into a PGN book (bounded
 * as a book of lines is). */
static gboolean
read_rest_as_pgn (const ArbRules *rules,
                  const char     *path,
                  FILE           *file,
                  const char     *first,
                  guint           number,
                  guint64         total,
                  guint           plies,
                  GStrvBuilder   *builder,
                  guint          *n,
                  GError        **error)
{
  g_autoptr (GString) text = g_string_new (NULL);
  char chunk[4096];
  size_t got;

  /* The lines before it said nothing, but the reader's line numbers count
   * them. */
  for (guint i = 1; i < number; i++)
    g_string_append_c (text, '\n');
  g_string_append (text, first);
  g_string_append_c (text, '\n');
  while ((got = fread (chunk, 1, sizeof chunk, file)) > 0)
    {
      total += got;
      if (total > BOOK_MAX_BYTES)
        return book_error (error, path, 0, "larger than 256 MB: no book is that large");
      g_string_append_len (text, chunk, (gssize) got);
    }
  if (ferror (file))
    return read_error (error, path);
  return read_pgn_book (rules, path, text, plies, builder, n, error);
}

/* Reads @file line by line into @builder; from a first line that says
 * something and starts with '[', as a PGN book. */
static gboolean
read_book (const ArbRules *rules,
           const char     *path,
           FILE           *file,
           guint           plies,
           GStrvBuilder   *builder,
           guint          *n,
           GError        **error)
{
  char line[LINE_MAX_BYTES + 1];
  gsize len = 0;
  guint number = 1;
  guint64 total = 0;
  gboolean told = FALSE;  /* a line that says something was read */
  int c;

  while ((c = getc_unlocked (file)) != EOF)
    {
      if (++total > BOOK_MAX_BYTES)
        return book_error (error, path, 0, "larger than 256 MB: no book is that large");
      if (c == '\n')
        {
          const char *start;

          line[len] = '\0';
          start = line + strspn (line, " \t\r");
          if (!told && *start == '[')
            return read_rest_as_pgn (rules, path, file, line, number, total, plies, builder, n,
                                     error);
          told = told || (*start != '\0' && *start != '#');
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
    return read_error (error, path);
  line[len] = '\0';
  return len == 0 || take_line (rules, path, number, line, builder, n, error);
}

/**
 * arb_cli_check_book_args:
 * @command: "match" or "tournament", for the message
 * @path: (nullable): `--openings FILE`
 * @plies: `--opening-plies N` (0 when not given)
 * @start: `--opening-start N` (0 when not given)
 *
 * Returns: FALSE after a message when --opening-plies or --opening-start
 *   is out of range, or given without --openings
 */
gboolean
arb_cli_check_book_args (const char *command,
                         const char *path,
                         int         plies,
                         int         start)
{
  if ((plies != 0 || start != 0) && path == NULL)
    {
      arb_cli_error ("%s: --opening-plies and --opening-start need --openings FILE", command);
      return FALSE;
    }
  if (plies < 0 || plies > ARB_GAME_MAX_PLIES || start < 0)
    {
      arb_cli_error ("%s: --opening-plies must be 0 (all) to %d and --opening-start at least 1, "
                     "got %d and %d", command, ARB_GAME_MAX_PLIES, plies, start);
      return FALSE;
    }
  return TRUE;
}

/**
 * arb_cli_match_read_openings:
 * @rules: the game
 * @path: the file of `--openings FILE` (match, tournament)
 * @plies: a PGN book's plies each opening takes (`--opening-plies`); 0:
 *   every ply of its game
 * @start: the opening to begin with, from 1 (`--opening-start`): the
 *   openings before it go to the end; 0 or 1: the book's order
 * @error: a file that cannot be read, a line that is no position of the
 *   game or one where the game is over, a NUL byte, a line longer than
 *   4096 bytes, a file larger than 256 MB, a game of a PGN book that cannot
 *   be read, no position at all, a @start past the last opening
 *
 * The openings of --openings FILE: one position string a line (blank
 * lines and lines starting with '#' skipped; chess's EPD records read as
 * their positions), or a PGN book. FILE may be a pipe.
 *
 * Returns: (transfer full) (nullable): the position strings
 */
GStrv
arb_cli_match_read_openings (const ArbRules *rules,
                             const char     *path,
                             guint           plies,
                             guint           start,
                             GError        **error)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) openings = NULL;
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
  ok = read_book (rules, path, file, plies, builder, &n, error);
  fclose (file);
  if (!ok)
    return NULL;
  if (n == 0)
    {
      book_error (error, path, 0, "no position in the file");
      return NULL;
    }
  if (start > n)
    {
      g_autofree char *why = g_strdup_printf ("--opening-start %u, but the book has %u "
                                              "opening%s", start, n, n == 1 ? "" : "s");

      book_error (error, path, 0, why);
      return NULL;
    }
  openings = g_strv_builder_end (builder);
  if (start > 1)
    {
      /* The book from opening @start on, then its beginning. */
      char **rotated = g_new0 (char *, n + 1);

      for (guint i = 0; i < n; i++)
        rotated[i] = openings[(start - 1 + i) % n];
      g_free (openings);
      openings = rotated;
    }
  return g_steal_pointer (&openings);
}
