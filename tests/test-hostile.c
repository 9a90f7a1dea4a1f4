/* test-hostile.c — hostile input: huge, broken, binary and moving files
 *
 * Whatever a file holds, the PGN reader and the CLI answer with a game or a
 * message that says what is wrong and where ("FILE:LINE:COL: game N: …"),
 * in bounded memory and time: never a crash, a hang, or an exit by signal.
 *
 * - a 1 GB PGN (slow suite; 64 MB in the quick suite) generated on the fly
 *   by a stream, never written to disk, read with the peak resident memory
 *   growing by less than 64 MB, every game and every location checked;
 * - 10 MB on a single line: movetext of many games, one token, a comment,
 *   a tag value, a tag name;
 * - NUL bytes and invalid UTF-8 in tag values, tag names, comments and
 *   movetext: tag values come out as valid UTF-8, messages too;
 * - 100 000 nested variations (and a million, streamed), closed, never
 *   closed, closed too often;
 * - a file cut at every byte: each game is valid or has an error with its
 *   location, and never holds a move the whole file does not;
 * - a file truncated, appended to, overwritten in place or replaced while
 *   it is read;
 * - arbiter-cli replay, inspect and play on such input, as processes
 *   (every game's: tests/test-cli-hostile.c);
 * - arb_text_quote(), which every message quotes outside text with.
 *
 * The FEN and SAN error paths have their own tables, not repeated here:
 * every ArbFenError code with its message in tests/test-fen.c
 * (/arb/fen/parse/errors, /arb/fen/parse/fields, /arb/fen/parse/null-*),
 * every refusal of SAN and coordinate input in tests/test-notation.c
 * (/arb/notation/san/errors, /arb/notation/coord/errors,
 * /arb/notation/san/illegal-move); the fuzzers (tests/fuzz/) throw random
 * bytes at both.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arbiter.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "arb-test-util.h"

#define MIB (G_GUINT64_CONSTANT (1024) * 1024)

/* The directory a test makes for its files, in the temporary one. */
#define TMP_DIR "arb-hostile-XXXXXX"

/* Whether AddressSanitizer is built in: its quarantine keeps up to 256 MB
 * of freed memory resident, so resident memory says nothing there. */
#if defined(__SANITIZE_ADDRESS__)
#define ARB_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARB_TEST_ASAN 1
#endif
#endif
#ifndef ARB_TEST_ASAN
#define ARB_TEST_ASAN 0
#endif

/* ------------------------------------------- a stream of repeated bytes */

/* An input stream made of segments, each a piece of text repeated a number
 * of times: gigabytes of input from a few kilobytes of memory. */
#define TEST_TYPE_PATTERN_STREAM (test_pattern_stream_get_type ())
G_DECLARE_FINAL_TYPE (TestPatternStream, test_pattern_stream, TEST, PATTERN_STREAM, GInputStream)

typedef struct
{
  GBytes  *bytes;
  guint64  repeat;
} Segment;

struct _TestPatternStream
{
  GInputStream parent_instance;

  GArray  *segments;  /* Segment */
  guint    segment;   /* the one being read */
  guint64  done;      /* repetitions of it already read */
  gsize    offset;    /* into the current repetition */
  guint64  n_read;
};

G_DEFINE_TYPE (TestPatternStream, test_pattern_stream, G_TYPE_INPUT_STREAM)

static gssize
test_pattern_stream_read (GInputStream  *stream,
                          void          *buffer,
                          gsize          count,
                          GCancellable  *cancellable,
                          GError       **error)
{
  TestPatternStream *self = TEST_PATTERN_STREAM (stream);
  guchar *out = buffer;
  gsize n = 0;

  while (n < count && self->segment < self->segments->len)
    {
      Segment *seg = &g_array_index (self->segments, Segment, self->segment);
      gsize size = 0;
      const guchar *data = g_bytes_get_data (seg->bytes, &size);
      gsize chunk;

      if (self->done >= seg->repeat || size == 0)
        {
          self->segment++;
          self->done = 0;
          self->offset = 0;
          continue;
        }
      chunk = MIN (count - n, size - self->offset);
      memcpy (out + n, data + self->offset, chunk);
      n += chunk;
      self->offset += chunk;
      if (self->offset == size)
        {
          self->offset = 0;
          self->done++;
        }
    }
  self->n_read += n;
  return (gssize) n;
}

static void
test_pattern_stream_finalize (GObject *object)
{
  TestPatternStream *self = TEST_PATTERN_STREAM (object);

  for (guint i = 0; i < self->segments->len; i++)
    g_bytes_unref (g_array_index (self->segments, Segment, i).bytes);
  g_array_unref (self->segments);
  G_OBJECT_CLASS (test_pattern_stream_parent_class)->finalize (object);
}

static void
test_pattern_stream_class_init (TestPatternStreamClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_pattern_stream_finalize;
  G_INPUT_STREAM_CLASS (klass)->read_fn = test_pattern_stream_read;
}

static void
test_pattern_stream_init (TestPatternStream *self)
{
  self->segments = g_array_new (FALSE, FALSE, sizeof (Segment));
}

static TestPatternStream *
pattern_stream_new (void)
{
  return g_object_new (TEST_TYPE_PATTERN_STREAM, NULL);
}

/* Appends @len bytes of @data (a C string when @len is -1), @repeat times. */
static void
pattern_stream_add (TestPatternStream *self,
                    const char        *data,
                    gssize             len,
                    guint64            repeat)
{
  Segment seg;

  seg.bytes = g_bytes_new (data, len < 0 ? strlen (data) : (gsize) len);
  seg.repeat = repeat;
  g_array_append_val (self->segments, seg);
}

/* ------------------------------------------------------------- helpers */

/* The peak resident memory of this process so far, in bytes. */
static guint64
peak_rss (void)
{
  struct rusage usage;

  g_assert_cmpint (getrusage (RUSAGE_SELF, &usage), ==, 0);
  /* Linux gives kilobytes. */
  return (guint64) usage.ru_maxrss * 1024;
}

static GPtrArray *
read_pattern (TestPatternStream *stream,
              const char        *name)
{
  return arb_test_read_games (G_INPUT_STREAM (stream), name);
}

/* @message starts "NAME:LINE:COL: game N" with N = @number and positive
 * LINE and COL, and is valid UTF-8 without control characters: safe to
 * print. Returns LINE and COL. */
static void
assert_located (const char *message,
                const char *name,
                guint       number,
                guint64    *line,
                guint64    *column)
{
  g_autofree char *game = g_strdup_printf ("game %u", number);
  const char *p = message;
  char *end = NULL;
  guint64 l, c;

  g_assert_true (g_utf8_validate (message, -1, NULL));
  for (const char *q = message; *q != '\0'; q++)
    g_assert_cmpint ((guchar) *q, >=, 0x20);
  if (!g_str_has_prefix (p, name) || p[strlen (name)] != ':')
    g_error ("message without the input's name %s: %s", name, message);
  p += strlen (name) + 1;
  l = g_ascii_strtoull (p, &end, 10);
  g_assert_true (end != p && *end == ':');
  p = end + 1;
  c = g_ascii_strtoull (p, &end, 10);
  g_assert_true (end != p && *end == ':');
  g_assert_cmpuint (l, >=, 1);
  g_assert_cmpuint (c, >=, 1);
  p = end + 1;
  if (!g_str_has_prefix (p, " ") || !g_str_has_prefix (p + 1, game) ||
      (p[1 + strlen (game)] != ':' && p[1 + strlen (game)] != ','))
    g_error ("message without ' %s': %s", game, message);
  if (line != NULL)
    *line = l;
  if (column != NULL)
    *column = c;
}

/* Writes @repeat copies of @data (after @prefix, before @suffix) to @path,
 * a few kilobytes at a time. */
static void
write_repeated (const char *path,
                const char *prefix,
                const char *data,
                guint64     repeat,
                const char *suffix)
{
  FILE *f = fopen (path, "wb");
  gsize len = strlen (data);

  g_assert_nonnull (f);
  g_assert_cmpuint (fwrite (prefix, 1, strlen (prefix), f), ==, strlen (prefix));
  for (guint64 i = 0; i < repeat; i++)
    g_assert_cmpuint (fwrite (data, 1, len, f), ==, len);
  g_assert_cmpuint (fwrite (suffix, 1, strlen (suffix), f), ==, strlen (suffix));
  g_assert_cmpint (fclose (f), ==, 0);
}

/* --------------------------------------------------- a gigabyte stream */

/* One unit of the big stream: five games — a long one-line comment and
 * nested variations; a comment over many lines; an illegal move; a
 * claimed draw after an escape line; tags full of bad bytes — repeated
 * until the size is reached. */
typedef struct
{
  GString *text;
  guint    lines;         /* '\n' in the unit */
  guint    game_line[5];  /* the line each game starts on, from 0 */
  guint    error_line;    /* the line of the illegal move, from 0 */
  guint    error_column;
} StreamUnit;

static void
count_lines (StreamUnit *unit,
             guint      *line)
{
  *line = 0;
  for (gsize i = 0; i < unit->text->len; i++)
    *line += unit->text->str[i] == '\n';
}

static void
stream_unit_init (StreamUnit *unit)
{
  GString *t = g_string_new (NULL);
  const char *filler = "Long analysis \xc3\xa9\xe2\x99\x94 with (parentheses) [brackets] "
                       "and ; semicolons: none of it is read. ";
  const char *p;

  unit->text = t;

  count_lines (unit, &unit->game_line[0]);
  g_string_append (t, "[Event \"Hostile stream\"]\n[Site \"Memory\"]\n[Date \"2026.01.01\"]\n"
                      "[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
                      "1. e4 e5 2. Nf3 {");
  /* 192 KB of comment on one line. */
  while (t->len < 192 * 1024)
    g_string_append (t, filler);
  g_string_append (t, "} Nc6 3. Bb5 (3. Bc4 Bc5 (3... Nf6 4. Ng5 (4. d4))) a6 $1 "
                      "4. Ba4 ; the rest of the line\nNf6 *\n\n");

  count_lines (unit, &unit->game_line[1]);
  g_string_append (t, "[Event \"Many lines\"]\n\n1. d4 {");
  /* 64 KB of comment on lines of about 80 bytes. */
  for (guint i = 0; i < 64 * 1024 / 80; i++)
    g_string_append (t, "A comment that goes on and on over many lines, with nothing in it.\n");
  g_string_append (t, "} d5 2. c4 1-0\n\n");

  count_lines (unit, &unit->game_line[2]);
  g_string_append (t, "[Event \"Illegal\"]\n\n1. e4 e5 2. ");
  count_lines (unit, &unit->error_line);
  p = strrchr (t->str, '\n');
  unit->error_column = (guint) (t->str + t->len - p);
  g_string_append (t, "Ke3 Nc6 *\n\n");

  count_lines (unit, &unit->game_line[3]);
  g_string_append (t, "% an escape line\n[Event \"Repetition\"]\n\n"
                      "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 "
                      "{Draw claimed: threefold repetition} 1/2-1/2\n\n");

  count_lines (unit, &unit->game_line[4]);
  g_string_append (t, "[Event \"Bad \xff\xfe bytes\"]\n[White \"\xc3\x28\xa0\xa1\"]\n\n1. e4 *\n\n");
  count_lines (unit, &unit->lines);

  /* The escape line must start its line: game 3 starts one line later. */
  unit->game_line[3]++;
}

/* Streams @size bytes (whole units) through the reader: every game as
 * expected, at its line, and the peak resident memory growing by less
 * than 64 MB. */
static void
stream_big (guint64 size)
{
  StreamUnit unit = { 0 };
  g_autoptr(TestPatternStream) stream = NULL;
  g_autoptr(ArbPgnReader) reader = NULL;
  guint64 n_units;
  guint64 rss_before, rss_after;
  guint64 n_games = 0, n_plies = 0, n_errors = 0;
  gint64 t0, elapsed;

  stream_unit_init (&unit);
  n_units = (size + unit.text->len - 1) / unit.text->len;
  stream = pattern_stream_new ();
  pattern_stream_add (stream, unit.text->str, (gssize) unit.text->len, n_units);
  reader = arb_pgn_reader_new (G_INPUT_STREAM (stream), "stream.pgn");

  rss_before = peak_rss ();
  t0 = g_get_monotonic_time ();
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ArbPgnGame) pgn = arb_pgn_reader_next (reader, &error);
      guint64 u = n_games / 5;
      guint k = (guint) (n_games % 5);
      guint64 first_line = u * unit.lines + unit.game_line[k] + 1;

      g_assert_no_error (error);
      if (pgn == NULL)
        break;
      n_games++;
      g_assert_cmpuint (pgn->number, ==, n_games);
      /* Line numbers are guint: a gigabyte has far fewer lines. */
      g_assert_cmpuint (pgn->line, ==, first_line);
      n_plies += arb_game_get_ply (pgn->game);

      switch (k)
        {
        case 0:
          arb_test_assert_clean (pgn);
          g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 8);
          break;
        case 1:
          arb_test_assert_clean (pgn);
          g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 3);
          g_assert_cmpint (arb_game_get_result (pgn->game), ==, ARB_RESULT_WHITE_WINS);
          break;
        case 2:
          {
            guint64 line, column;

            g_assert_error (pgn->error, ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE);
            assert_located (pgn->error->message, "stream.pgn", (guint) n_games, &line, &column);
            g_assert_cmpuint (line, ==, u * unit.lines + unit.error_line + 1);
            g_assert_cmpuint (column, ==, unit.error_column);
            g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 2);
            n_errors++;
          }
          break;
        case 3:
          arb_test_assert_clean (pgn);
          g_assert_cmpint (arb_game_get_termination (pgn->game), ==, ARB_TERMINATION_REPETITION);
          break;
        default:
          arb_test_assert_clean (pgn);
          g_assert_true (g_utf8_validate (arb_game_get_tag (pgn->game, "Event"), -1, NULL));
          g_assert_true (g_utf8_validate (arb_game_get_tag (pgn->game, "White"), -1, NULL));
          break;
        }
    }
  elapsed = g_get_monotonic_time () - t0;
  rss_after = peak_rss ();

  g_assert_cmpuint (n_games, ==, 5 * n_units);
  g_assert_cmpuint (n_errors, ==, n_units);
  g_assert_cmpuint (stream->n_read, ==, n_units * unit.text->len);
  g_test_message ("%" G_GUINT64_FORMAT " bytes (%" G_GUINT64_FORMAT " MB), %" G_GUINT64_FORMAT
                  " games, %" G_GUINT64_FORMAT " plies, %" G_GUINT64_FORMAT " invalid, in %.1f s "
                  "(%.0f MB/s); peak resident memory %" G_GUINT64_FORMAT " kB before, %"
                  G_GUINT64_FORMAT " kB after: %" G_GUINT64_FORMAT " kB more",
                  stream->n_read, stream->n_read / MIB, n_games, n_plies, n_errors,
                  elapsed / 1e6, stream->n_read / MIB / (elapsed / 1e6 + 1e-9),
                  rss_before / 1024, rss_after / 1024, (rss_after - rss_before) / 1024);
  if (ARB_TEST_ASAN)
    g_test_message ("peak memory not checked: AddressSanitizer's quarantine keeps freed blocks");
  else
    g_assert_cmpuint (rss_after - rss_before, <, 64 * MIB);

  g_string_free (unit.text, TRUE);
}

static void
test_stream_64mb (void)
{
  stream_big (64 * MIB);
}

static void
test_stream_1gb (void)
{
  stream_big (1024 * MIB);
}

/* ------------------------------------------------------ 10 MB, one line */

#define TEN_MB (10 * MIB)

/* Movetext of 10 MB without a line break: thousands of games on line 1,
 * each with a comment, then an illegal move located by its column. The
 * games are checked as they come, not kept. */
static void
test_long_line_movetext (void)
{
  g_autoptr(GString) game = g_string_new ("1. e4 e5 2. Nf3 {");
  g_autoptr(TestPatternStream) stream = pattern_stream_new ();
  g_autoptr(ArbPgnReader) reader = NULL;
  g_autofree char *expected = NULL;
  guint64 repeat;
  guint64 n_games = 0;

  while (game->len < 1000)
    g_string_append (game, "a comment on the same line ");
  g_string_append (game, "} Nc6 * ");
  repeat = TEN_MB / game->len;

  pattern_stream_add (stream, game->str, (gssize) game->len, repeat);
  pattern_stream_add (stream, "1. d4 Ke3 *", -1, 1);
  reader = arb_pgn_reader_new (G_INPUT_STREAM (stream), "line.pgn");
  expected = g_strdup_printf ("line.pgn:1:%" G_GUINT64_FORMAT ": game %" G_GUINT64_FORMAT
                              ", ply 2: 'Ke3': ",
                              repeat * game->len + 7, repeat + 1);

  for (;;)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ArbPgnGame) pgn = arb_pgn_reader_next (reader, &error);

      g_assert_no_error (error);
      if (pgn == NULL)
        break;
      n_games++;
      g_assert_cmpuint (pgn->line, ==, 1);
      if (n_games <= repeat)
        {
          arb_test_assert_clean (pgn);
          g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 4);
          continue;
        }
      g_assert_error (pgn->error, ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE);
      if (!g_str_has_prefix (pgn->error->message, expected))
        g_error ("expected %s…, got %s", expected, pgn->error->message);
    }
  g_assert_cmpuint (n_games, ==, repeat + 1);
  g_test_message ("%" G_GUINT64_FORMAT " games on one line of %" G_GUINT64_FORMAT " bytes",
                  n_games, stream->n_read);
}

/* One token of 10 MB: a move that cannot be read, shown by its first 32
 * bytes; the game after it is read. */
static void
test_long_line_token (void)
{
  g_autoptr(TestPatternStream) stream = pattern_stream_new ();
  g_autoptr(GPtrArray) games = NULL;

  pattern_stream_add (stream, "[Event \"Token\"]\n1. ", -1, 1);
  pattern_stream_add (stream, "e4", -1, TEN_MB / 2);
  pattern_stream_add (stream, " e5 *\n[Event \"Next\"]\n1. d4 *\n", -1, 1);
  games = read_pattern (stream, "token.pgn");

  g_assert_cmpuint (games->len, ==, 2);
  g_assert_error (arb_test_nth_game (games, 0)->error, ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE);
  g_assert_cmpstr (arb_test_nth_game (games, 0)->error->message, ==,
                   "token.pgn:2:4: game 1, ply 1: 'e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4"
                   "e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4\xe2\x80\xa6': "
                   "move longer than 4096 bytes");
  arb_test_assert_clean (arb_test_nth_game (games, 1));
  g_assert_cmpstr (arb_game_get_tag (arb_test_nth_game (games, 1)->game, "Event"), ==, "Next");
  g_assert_cmpuint (arb_test_nth_game (games, 1)->line, ==, 3);
}

/* A comment of 10 MB on one line is skipped without being kept. */
static void
test_long_line_comment (void)
{
  g_autoptr(TestPatternStream) stream = pattern_stream_new ();
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *moves = NULL;

  pattern_stream_add (stream, "1. e4 {", -1, 1);
  pattern_stream_add (stream, "no end in sight ", -1, TEN_MB / 16);
  pattern_stream_add (stream, "} e5 2. Nf3 *\n", -1, 1);
  games = read_pattern (stream, "comment.pgn");

  g_assert_cmpuint (games->len, ==, 1);
  arb_test_assert_clean (arb_test_nth_game (games, 0));
  moves = arb_test_game_moves (arb_test_nth_game (games, 0)->game);
  g_assert_cmpstr (moves, ==, "e4 e5 Nf3");
}

/* A tag value or a tag name of 10 MB: ARB_PGN_ERROR_TOO_LARGE at the '['
 * of the tag pair, and the next game is read; without its closing quote
 * and line break, the value is unterminated, located at its quote. */
static void
test_long_line_tag (void)
{
  static const struct
  {
    const char *prefix;
    const char *filler;
    const char *suffix;
    int         code;  /* an ArbPgnError */
    const char *message;
    guint       n_games;
  } cases[] = {
    { "[Event \"Fine\"]\n1. e4 *\n[Event \"", "v", "\"]\n1. e4 *\n[Event \"Next\"]\n1. d4 *\n",
      ARB_PGN_ERROR_TOO_LARGE, "tag.pgn:3:1: game 2: a tag name or value longer than 4096 bytes", 3 },
    { "[", "N", " \"value\"]\n1. e4 *\n[Event \"Next\"]\n1. d4 *\n",
      ARB_PGN_ERROR_TOO_LARGE, "tag.pgn:1:1: game 1: a tag name or value longer than 4096 bytes", 2 },
    { "[Event \"", "v", "",
      ARB_PGN_ERROR_SYNTAX, "tag.pgn:1:8: game 1: unterminated value of the tag Event", 1 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TestPatternStream) stream = pattern_stream_new ();
      g_autoptr(GPtrArray) games = NULL;
      guint bad = cases[i].n_games == 3 ? 1 : 0;

      g_test_message ("case %" G_GSIZE_FORMAT, i);
      pattern_stream_add (stream, cases[i].prefix, -1, 1);
      pattern_stream_add (stream, cases[i].filler, -1, TEN_MB);
      pattern_stream_add (stream, cases[i].suffix, -1, 1);
      games = read_pattern (stream, "tag.pgn");

      g_assert_cmpuint (games->len, ==, cases[i].n_games);
      g_assert_error (arb_test_nth_game (games, bad)->error, ARB_PGN_ERROR, cases[i].code);
      g_assert_cmpstr (arb_test_nth_game (games, bad)->error->message, ==, cases[i].message);
      for (guint k = 0; k < games->len; k++)
        if (k != bad)
          {
            arb_test_assert_clean (arb_test_nth_game (games, k));
            g_assert_cmpuint (arb_game_get_ply (arb_test_nth_game (games, k)->game), ==, 1);
          }
    }
}

/* --------------------------------------------- NUL bytes, invalid UTF-8 */

/* Byte sequences that are not UTF-8, or are but must not pass as text. */
static const char *const bad_utf8[] = {
  "\xff",                      /* never in UTF-8 */
  "\x80",                      /* a lone continuation byte */
  "\xc3",                      /* a sequence cut short */
  "\xe2\x82",
  "\xc0\xaf",                  /* an overlong '/' */
  "\xe0\x80\xaf",
  "\xed\xa0\x80",              /* a UTF-16 surrogate */
  "\xf4\x90\x80\x80",          /* above U+10FFFF */
  "\xf8\x88\x80\x80\x80",      /* a five-byte form */
  "\xfe\xff",                  /* a UTF-16 byte order mark */
};

/* Each bad sequence, and a NUL byte, at the start, in the middle and at
 * the end of a tag value: the value comes out valid UTF-8 with the good
 * bytes kept, and writing the game and reading it back keeps it. */
static void
test_bad_bytes_tags (void)
{
  for (gsize i = 0; i <= G_N_ELEMENTS (bad_utf8); i++)
    {
      const char *bad = i < G_N_ELEMENTS (bad_utf8) ? bad_utf8[i] : NULL;
      gsize bad_len = bad != NULL ? strlen (bad) : 1;  /* else one NUL byte */

      for (guint where = 0; where < 3; where++)
        {
          g_autoptr(GString) text = g_string_new ("[Event \"");
          g_autoptr(GPtrArray) games = NULL;
          g_autoptr(GPtrArray) again = NULL;
          g_autofree char *written = NULL;
          const char *event;
          ArbPgnGame *pgn;

          if (where > 0)
            g_string_append (text, "ab");
          g_string_append_len (text, bad != NULL ? bad : "\0", (gssize) bad_len);
          if (where < 2)
            g_string_append (text, "cd");
          g_string_append (text, "\"]\n[White \"Jos\xc3\xa9\"]\n\n1. e4 *\n");

          games = arb_test_read_data (text->str, text->len, "tags.pgn");
          g_assert_cmpuint (games->len, ==, 1);
          pgn = arb_test_nth_game (games, 0);
          arb_test_assert_clean (pgn);
          event = arb_game_get_tag (pgn->game, "Event");
          g_assert_true (g_utf8_validate (event, -1, NULL));
          g_assert_nonnull (strstr (event, "\xef\xbf\xbd"));  /* U+FFFD */
          g_assert_true (where == 0 || g_str_has_prefix (event, "ab"));
          g_assert_true (where == 2 || g_str_has_suffix (event, "cd"));
          g_assert_cmpstr (arb_game_get_tag (pgn->game, "White"), ==, "Jos\xc3\xa9");
          g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 1);

          written = arb_pgn_write_game (pgn->game);
          g_assert_true (g_utf8_validate (written, -1, NULL));
          again = arb_test_read_data (written, strlen (written), "again.pgn");
          g_assert_cmpuint (again->len, ==, 1);
          arb_test_assert_clean (arb_test_nth_game (again, 0));
          g_assert_cmpstr (arb_game_get_tag (arb_test_nth_game (again, 0)->game, "Event"), ==,
                           event);
        }
    }
}

/* Bad bytes in a tag name: a syntax error located at the byte, the rest
 * of the line skipped; the game is read to its end, its moves not played. */
static void
test_bad_bytes_tag_names (void)
{
  static const char text[] = "[Ev\0nt \"x\"]\n[\xff\xfe \"y\"]\n\n1. e4 *\n";
  g_autoptr(GPtrArray) games = arb_test_read_data (text, sizeof text - 1, "names.pgn");
  ArbPgnGame *pgn;

  g_assert_cmpuint (games->len, ==, 1);
  pgn = arb_test_nth_game (games, 0);
  g_assert_error (pgn->error, ARB_PGN_ERROR, ARB_PGN_ERROR_SYNTAX);
  /* Only the first error of a game is kept. */
  g_assert_cmpstr (pgn->error->message, ==,
                   "names.pgn:1:4: game 1: expected '\"' after the tag name Ev");
  g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 0);
}

/* Bad bytes in {…} and ; comments and in % escape lines are skipped;
 * in movetext they make a move that cannot be read, shown escaped. */
static void
test_bad_bytes_comments (void)
{
  static const char comments[] =
    "1. e4 {\0\xff\xfe\xc0\xaf\xed\xa0\x80 and \0 more} e5 ; \0\xc3\x28\n"
    "%\0\xff escape\n"
    "2. Nf3 {\xf8\x88\x80\x80\x80} *\n";
  static const char movetext[] = "1. e4 e\0\xff" "5 *\n";
  g_autoptr(GPtrArray) games = arb_test_read_data (comments, sizeof comments - 1, "comments.pgn");
  g_autoptr(GPtrArray) games2 = NULL;
  g_autofree char *moves = arb_test_game_moves (arb_test_nth_game (games, 0)->game);

  g_assert_cmpuint (games->len, ==, 1);
  arb_test_assert_clean (arb_test_nth_game (games, 0));
  g_assert_cmpstr (moves, ==, "e4 e5 Nf3");

  games2 = arb_test_read_data (movetext, sizeof movetext - 1, "moves.pgn");
  g_assert_cmpuint (games2->len, ==, 1);
  g_assert_error (arb_test_nth_game (games2, 0)->error, ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE);
  g_assert_cmpstr (arb_test_nth_game (games2, 0)->error->message, ==,
                   "moves.pgn:1:7: game 1, ply 2: 'e\\x00\xef\xbf\xbd" "5': not a move");
  assert_located (arb_test_nth_game (games2, 0)->error->message, "moves.pgn", 1, NULL, NULL);
}

/* ------------------------------------------------ nested variations */

/* 100 000 nested variations, each with moves: skipped with a counter,
 * never by recursion. */
static void
test_nested_variations (void)
{
  const guint depth = 100000;
  g_autoptr(GString) text = g_string_new ("[Event \"Deep\"]\n\n1. e4 ");
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *moves = NULL;

  for (guint i = 0; i < depth; i++)
    g_string_append (text, "(1. d4 {c} $1 ");
  for (guint i = 0; i < depth; i++)
    g_string_append (text, "Nf6) ");
  g_string_append (text, "e5 2. Nf3 *\n");

  games = arb_test_read_data (text->str, text->len, "deep.pgn");
  g_assert_cmpuint (games->len, ==, 1);
  arb_test_assert_clean (arb_test_nth_game (games, 0));
  moves = arb_test_game_moves (arb_test_nth_game (games, 0)->game);
  g_assert_cmpstr (moves, ==, "e4 e5 Nf3");
}

/* Never closed, or closed once too often: a syntax error located at the
 * outermost '(' or at the stray ')'. A million, streamed. */
static void
test_nested_variations_unbalanced (void)
{
  const guint64 depth = 1000 * 1000;

  {
    g_autoptr(TestPatternStream) stream = pattern_stream_new ();
    g_autoptr(GPtrArray) games = NULL;

    pattern_stream_add (stream, "1. e4 ", -1, 1);
    pattern_stream_add (stream, "(", -1, depth);
    pattern_stream_add (stream, "\n", -1, 1);
    games = read_pattern (stream, "open.pgn");
    g_assert_cmpuint (games->len, ==, 1);
    g_assert_error (arb_test_nth_game (games, 0)->error, ARB_PGN_ERROR, ARB_PGN_ERROR_SYNTAX);
    g_assert_cmpstr (arb_test_nth_game (games, 0)->error->message, ==,
                     "open.pgn:1:7: game 1: unterminated variation");
  }
  {
    g_autoptr(TestPatternStream) stream = pattern_stream_new ();
    g_autoptr(GPtrArray) games = NULL;

    pattern_stream_add (stream, "1. e4 ", -1, 1);
    pattern_stream_add (stream, "(e5 ", -1, depth);
    pattern_stream_add (stream, ")", -1, depth + 1);
    pattern_stream_add (stream, " e5 *\n", -1, 1);
    games = read_pattern (stream, "close.pgn");
    g_assert_cmpuint (games->len, ==, 1);
    g_assert_error (arb_test_nth_game (games, 0)->error, ARB_PGN_ERROR, ARB_PGN_ERROR_SYNTAX);
    {
      g_autofree char *expected =
        g_strdup_printf ("close.pgn:1:%" G_GUINT64_FORMAT ": game 1: ')' without a variation to close",
                         7 + 4 * depth + depth);

      g_assert_cmpstr (arb_test_nth_game (games, 0)->error->message, ==, expected);
    }
    g_assert_cmpuint (arb_game_get_ply (arb_test_nth_game (games, 0)->game), ==, 1);
  }
}

/* ---------------------------------------------------- truncated files */

static const char sample[] =
  "[Event \"Cut \\\"here\\\"\"]\n"
  "[Site \"Somewhere\"]\n"
  "[Date \"2026.01.01\"]\n"
  "[Round \"1\"]\n"
  "[White \"Jos\xc3\xa9\"]\n"
  "[Black \"B\"]\n"
  "[Result \"1-0\"]\n"
  "\n"
  "1. e4 e5 2. Nf3 {a comment\nover two lines} Nc6 3. Bb5 (3. Bc4 Bc5 (3... Nf6)) a6 $1\n"
  "4. Ba4 ; to the end of the line\n"
  "Nf6 5. Qe2 b5 6. Bb3 Be7 7. Bxf7+ Kxf7 {Black resigns} 1-0\n"
  "\n"
  "% an escape line\n"
  "[Event \"Second\"]\n"
  "[SetUp \"1\"]\n"
  "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n"
  "\n"
  "1. e4 Kd7 2. Kd2 Kc6 3. Kc3 Kb5 *\n";

/* The games of the whole sample, to compare the cut ones with. */
static GPtrArray *whole_sample;

/* Cut after every byte, and read: each game is valid or has an error with
 * its location, and its moves are the first moves of the same game of the
 * whole file — a cut never invents a move. */
static void
test_truncated_everywhere (void)
{
  gsize len = sizeof sample - 1;
  guint n_valid = 0, n_errors = 0;

  whole_sample = arb_test_read_data (sample, len, "cut.pgn");
  g_assert_cmpuint (whole_sample->len, ==, 2);
  arb_test_assert_clean (arb_test_nth_game (whole_sample, 0));
  arb_test_assert_clean (arb_test_nth_game (whole_sample, 1));

  for (gsize cut = 0; cut <= len; cut++)
    {
      g_autoptr(GPtrArray) games = arb_test_read_data (sample, cut, "cut.pgn");

      g_assert_cmpuint (games->len, <=, 2);
      for (guint k = 0; k < games->len; k++)
        {
          ArbPgnGame *pgn = arb_test_nth_game (games, k);
          ArbGame *whole = arb_test_nth_game (whole_sample, k)->game;
          guint plies = arb_game_get_ply (pgn->game);
          guint i_move = 0;

          g_assert_cmpuint (pgn->number, ==, k + 1);
          if (pgn->error != NULL)
            {
              assert_located (pgn->error->message, "cut.pgn", k + 1, NULL, NULL);
              n_errors++;
            }
          else
            n_valid++;

          /* A prefix of the same game. */
          g_assert_cmpuint (plies, <=, arb_game_get_ply (whole));
          for (guint r = 0; r < arb_game_get_n_records (pgn->game); r++)
            {
              const ArbRecord *record = arb_game_get_record (pgn->game, r);

              if (record->type != ARB_RECORD_MOVE)
                continue;
              while (arb_game_get_record (whole, i_move)->type != ARB_RECORD_MOVE)
                i_move++;
              g_assert_true (arb_move_equal (&record->move, &arb_game_get_record (whole, i_move)->move));
              i_move++;
            }
        }
    }
  g_test_message ("%" G_GSIZE_FORMAT " cuts: %u games read whole or cut cleanly, %u with an error",
                  len + 1, n_valid, n_errors);
  g_clear_pointer (&whole_sample, g_ptr_array_unref);
}

/* Cut in a tag, in a comment, in a move, between moves: what each says. */
static void
test_truncated_cases (void)
{
  static const struct
  {
    const char *text;
    const char *error;  /* NULL: read cleanly */
    guint       plies;
  } cases[] = {
    { "[Event \"Cut", "cut.pgn:1:8: game 1: unterminated value of the tag Event", 0 },
    { "[Event \"Cut\"", "cut.pgn:1:13: game 1: expected ']' after the value of the tag Event", 0 },
    { "[Eve", "cut.pgn:1:5: game 1: expected '\"' after the tag name Eve", 0 },
    { "[", "cut.pgn:1:2: game 1: expected a tag name after '['", 0 },
    { "[Event \"A\"]\n\n1. e4 {a comment", "cut.pgn:3:7: game 1: unterminated comment", 1 },
    { "[Event \"A\"]\n\n1. e4 e5 2. Nf3 (2. Nc3", "cut.pgn:3:17: game 1: unterminated variation", 3 },
    { "[Event \"A\"]\n\n1. e4 e5 2. N", "cut.pgn:3:13: game 1, ply 3: 'N': ", 2 },
    { "[Event \"A\"]\n\n1. e4 e5 2. Nf3", NULL, 3 },
    { "[Event \"A\"]\n\n1. e4 e5 2.", NULL, 2 },
    { "[Event \"A\"]\n\n1. e4 e5 1/2", "cut.pgn:3:10: game 1, ply 3: '1/2': ", 2 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) games =
        arb_test_read_data (cases[i].text, strlen (cases[i].text), "cut.pgn");
      ArbPgnGame *pgn;

      g_test_message ("case %" G_GSIZE_FORMAT ": %s", i, cases[i].text);
      g_assert_cmpuint (games->len, ==, 1);
      pgn = arb_test_nth_game (games, 0);
      if (cases[i].error == NULL)
        arb_test_assert_clean (pgn);
      else
        {
          g_assert_nonnull (pgn->error);
          if (!g_str_has_prefix (pgn->error->message, cases[i].error))
            g_error ("expected %s…, got %s", cases[i].error, pgn->error->message);
        }
      g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, cases[i].plies);
    }
}

/* --------------------------------------------- a file that changes */

#define CHANGING_GAME "[Event \"Game\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {a comment} 4. Ba4 Nf6 *\n\n"

typedef enum
{
  CHANGE_TRUNCATE,       /* cut to a third, in place */
  CHANGE_EMPTY,          /* cut to nothing */
  CHANGE_APPEND,         /* games added at the end */
  CHANGE_OVERWRITE,      /* bytes overwritten in place, the size kept */
  CHANGE_SHORTER,        /* emptied, then a shorter different text written */
  CHANGE_REPLACE,        /* a new file renamed over it: the reader keeps the old */
} Change;

static const char *const change_names[] = {
  "truncate", "empty", "append", "overwrite", "shorter", "replace",
};

/* Writes a file of many games (well over the reader's 64 KB buffer), reads
 * one game, changes the file, and reads on: every game is valid or has an
 * error with its location, and the reader comes to an end. */
static void
test_changing_file (void)
{
  const guint n_written = 4000;

  for (guint change = CHANGE_TRUNCATE; change <= CHANGE_REPLACE; change++)
    {
      g_autofree char *dir = arb_test_make_dir (TMP_DIR);
      g_autofree char *path = g_build_filename (dir, "moving.pgn", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GFileInputStream) stream = NULL;
      g_autoptr(ArbPgnReader) reader = NULL;
      g_autoptr(GError) error = NULL;
      guint n_games = 0, n_valid = 0, n_errors = 0;
      GStatBuf st;

      write_repeated (path, "", CHANGING_GAME, n_written, "");
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      g_assert_cmpint (st.st_size, >, 4 * 64 * 1024);

      stream = g_file_read (file, NULL, &error);
      g_assert_no_error (error);
      reader = arb_pgn_reader_new (G_INPUT_STREAM (stream), "moving.pgn");
      {
        g_autoptr(ArbPgnGame) first = arb_pgn_reader_next (reader, &error);

        g_assert_no_error (error);
        g_assert_nonnull (first);
        arb_test_assert_clean (first);
        n_games++;
        n_valid++;
      }

      switch ((Change) change)
        {
        case CHANGE_TRUNCATE:
          g_assert_cmpint (truncate (path, st.st_size / 3), ==, 0);
          break;
        case CHANGE_EMPTY:
          g_assert_cmpint (truncate (path, 0), ==, 0);
          break;
        case CHANGE_APPEND:
          {
            FILE *f = fopen (path, "ab");

            g_assert_nonnull (f);
            for (guint i = 0; i < 100; i++)
              fputs ("[Event \"Appended\"]\n\n1. d4 d5 *\n\n", f);
            g_assert_cmpint (fclose (f), ==, 0);
          }
          break;
        case CHANGE_OVERWRITE:
          {
            /* Seeded bytes of every value, NUL included, over the middle. */
            g_autoptr(GRand) rand = g_rand_new_with_seed (99);
            int fd = open (path, O_WRONLY);
            guchar junk[4096];

            g_assert_cmpint (fd, >=, 0);
            for (gsize i = 0; i < sizeof junk; i++)
              junk[i] = (guchar) g_rand_int_range (rand, 0, 256);
            for (off_t at = st.st_size / 4; at < st.st_size * 3 / 4; at += 3 * sizeof junk)
              g_assert_cmpint (pwrite (fd, junk, sizeof junk, at), ==, (gssize) sizeof junk);
            g_assert_cmpint (close (fd), ==, 0);
          }
          break;
        case CHANGE_SHORTER:
          write_repeated (path, "{a new file}\n", "[Event \"New\"]\n\n1. c4 *\n\n", 3000, "");
          break;
        case CHANGE_REPLACE:
          g_assert_true (g_file_set_contents (path, "[Event \"Other\"]\n\n1. c4 *\n", -1, NULL));
          break;
        default:
          g_assert_not_reached ();
        }

      for (;;)
        {
          g_autoptr(ArbPgnGame) pgn = arb_pgn_reader_next (reader, &error);

          if (error != NULL)
            {
              /* An I/O error is a message with a location too. */
              g_assert_true (g_str_has_prefix (error->message, "moving.pgn:"));
              break;
            }
          if (pgn == NULL)
            break;
          n_games++;
          g_assert_cmpuint (pgn->number, ==, n_games);
          if (pgn->error != NULL)
            {
              assert_located (pgn->error->message, "moving.pgn", n_games, NULL, NULL);
              n_errors++;
            }
          else
            n_valid++;
          g_assert_cmpuint (n_games, <, 2 * n_written);
        }

      g_test_message ("%s: %u games, %u valid, %u with an error", change_names[change],
                      n_games, n_valid, n_errors);
      if (change == CHANGE_REPLACE)
        {
          /* The old file, still open, is read to its end. */
          g_assert_cmpuint (n_valid, ==, n_written);
          g_assert_cmpuint (n_errors, ==, 0);
        }
      if (change == CHANGE_APPEND)
        g_assert_cmpuint (n_valid, ==, n_written + 100);
      if (change == CHANGE_TRUNCATE || change == CHANGE_EMPTY)
        g_assert_cmpuint (n_games, <, n_written);
      if (change == CHANGE_OVERWRITE)
        g_assert_cmpuint (n_errors, >, 0);

      g_clear_pointer (&reader, arb_pgn_reader_free);
      g_clear_object (&stream);
      arb_test_remove_dir (dir);
    }
}

/* --------------------------------------------------- the CLI, hostile */

/* Runs arbiter-cli with @args (without the program) and standard input
 * read from the file @input_path (/dev/null when NULL). A signal that ends
 * the program, or a NUL byte in its messages, fails the test. */
static void
cli_run (ArbTestCliRun     *run,
         const char        *input_path,
         const char *const *args)
{
  arb_test_cli_run_full (run, input_path != NULL ? input_path : "/dev/null", NULL, NULL, args);
  if (run->term_sig != 0)
    g_error ("arbiter-cli was killed by signal %d; standard error:\n%s",
             run->term_sig, run->err);
  g_assert_cmpint (run->status, !=, -1);

  /* Messages are text: no NUL byte, valid UTF-8 (invalid bytes of the
   * input are replaced or escaped). */
  g_assert_cmpuint (strlen (run->err), ==, run->err_len);
}

static void
assert_printable_lines (const char *text)
{
  g_assert_true (g_utf8_validate (text, -1, NULL));
  for (const char *p = text; *p != '\0'; p++)
    if (*p != '\n')
      g_assert_cmpint ((guchar) *p, >=, 0x20);
}

/* `replay` on hostile files: exit status 1, each problem reported as
 * FILE:LINE:COL, never a signal. */
static void
test_cli_replay (void)
{
  static const struct
  {
    const char *name;
    const char *prefix;
    const char *filler;
    guint64     repeat;
    const char *suffix;
    const char *message;  /* the start of standard error, after the directory */
  } files[] = {
    { "tag.pgn", "[Event \"", "v", TEN_MB, "\"]\n1. e4 *\n",
      "tag.pgn:1:1: game 1: a tag name or value longer than 4096 bytes\n" },
    { "token.pgn", "1. ", "e4", TEN_MB / 2, " *\n",
      "token.pgn:1:4: game 1, ply 1: 'e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4"
      "e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4\xe2\x80\xa6': move longer than 4096 bytes\n" },
    { "nul.pgn", "[Event \"A\xff\"]\n\n1. e4 {\xfe\xff} e", "\0", 1, "5 *\n",
      "nul.pgn:3:12: game 1, ply 2: 'e\\x005': not a move\n" },
    { "deep.pgn", "1. e4 ", "(", 100000, "\n",
      "deep.pgn:1:7: game 1: unterminated variation\n" },
    { "cut.pgn", "[Event \"A\"]\n\n1. e4 {cut", "", 0, "",
      "cut.pgn:3:7: game 1: unterminated comment\n" },
    { "binary.pgn", "\x7f" "ELF", "\x01\x00\xff", 1000, "",
      "binary.pgn:1:1: game 1, ply 1: '\\x7fELF\\x01\\x00\xef\xbf\xbd" },
  };
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);

  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i].name, NULL);
      g_autofree char *expected = g_strconcat (path, files[i].message + strlen (files[i].name), NULL);
      const char *modes[] = { "--quiet", "--json", NULL };

      g_test_message ("replay %s", files[i].name);
      /* The NUL filler is one byte, written by hand. */
      if (files[i].filler[0] == '\0' && files[i].repeat == 1)
        {
          g_autoptr(GString) text = g_string_new (files[i].prefix);

          g_string_append_len (text, "\0", 1);
          g_string_append (text, files[i].suffix);
          g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
        }
      else if (strcmp (files[i].name, "binary.pgn") == 0)
        {
          g_autoptr(GString) text = g_string_new (files[i].prefix);

          for (guint k = 0; k < files[i].repeat; k++)
            g_string_append_len (text, files[i].filler, 3);
          g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
        }
      else
        write_repeated (path, files[i].prefix, files[i].filler, files[i].repeat, files[i].suffix);

      for (guint m = 0; m < 3; m++)
        {
          const char *args[] = { "replay", modes[m] != NULL ? modes[m] : path,
                                 modes[m] != NULL ? path : NULL, NULL };
          g_auto(ArbTestCliRun) run = { 0 };

          cli_run (&run, NULL, args);
          g_assert_cmpint (run.status, ==, 1);
          if (!g_str_has_prefix (run.err, expected))
            g_error ("expected standard error to start\n%s\ngot\n%s", expected, run.err);
          assert_printable_lines (run.err);
          g_assert_true (g_utf8_validate (run.out, -1, NULL));
        }
    }

  /* A directory and a missing file: a message, status 1. */
  {
    const char *args[] = { "replay", dir, NULL };
    g_auto(ArbTestCliRun) run = { 0 };

    cli_run (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (g_str_has_prefix (run.err, "arbiter-cli: "));
  }
  arb_test_remove_dir (dir);
}

/* `inspect` on lines that are not FEN: 10 MB long, NUL bytes (also after
 * a valid FEN), invalid
 * UTF-8, control characters; each reported with its line number, exit
 * status 1. */
static void
test_cli_inspect (void)
{
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);
  g_autofree char *path = g_build_filename (dir, "input.txt", NULL);
  g_autoptr(GString) input = g_string_new (NULL);
  const char *args[] = { "inspect", NULL };
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;

  /* Line 1: 10 MB of piece letters. */
  for (guint64 i = 0; i < TEN_MB; i++)
    g_string_append_c (input, 'p');
  g_string_append_c (input, '\n');
  /* Line 2: a NUL byte in the placement. */
  g_string_append_len (input, "rnbqkbnr/pppp\0ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n", 54);
  /* Line 3: invalid UTF-8 and an escape sequence. */
  g_string_append (input, "\xff\xfe\x1b[31m w - - 0 1\n");
  /* Line 4: a valid position, still answered. */
  g_string_append (input, "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
  /* Line 5: a valid position, then a NUL byte and more: refused whole,
   * not read as the position before the NUL. */
  g_string_append_len (input, "4k3/8/8/8/8/8/8/3K4 w - - 0 1\0junk\n", 35);
  /* Line 6: 10 MB with no line break at all, to the end of the input. */
  for (guint64 i = 0; i < TEN_MB; i++)
    g_string_append_c (input, '8');
  g_assert_true (g_file_set_contents (path, input->str, (gssize) input->len, NULL));

  cli_run (&run, path, args);
  g_assert_cmpint (run.status, ==, 1);
  assert_printable_lines (run.err);
  lines = g_strsplit (run.err, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 6);
  g_assert_true (g_str_has_prefix (lines[0], "arbiter-cli: <stdin>:1: FEN"));
  g_assert_true (g_str_has_prefix (lines[1], "arbiter-cli: <stdin>:2: FEN"));
  g_assert_true (g_str_has_prefix (lines[2], "arbiter-cli: <stdin>:3: FEN"));
  g_assert_cmpstr (lines[3], ==, "arbiter-cli: <stdin>:5: FEN: a NUL byte at column 30");
  g_assert_true (g_str_has_prefix (lines[4], "arbiter-cli: <stdin>:6: FEN"));
  g_assert_cmpstr (lines[5], ==, "");
  /* Messages stay short whatever the line: no 10 MB echo. */
  g_assert_cmpuint (strlen (run.err), <, 4096);
  g_assert_true (g_str_has_prefix (run.out, "{\"fen\":\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\""));
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "\n"), ==, 1);
  arb_test_remove_dir (dir);
}

/* `play` fed garbage: NUL bytes (a line is not cut at one), invalid UTF-8,
 * escape sequences, a 10 MB line: each is refused with a reason, the exit
 * status is 0. */
static void
test_cli_play (void)
{
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);
  g_autofree char *path = g_build_filename (dir, "input.txt", NULL);
  g_autoptr(GString) input = g_string_new (NULL);
  const char *args[] = { "play", NULL };
  g_auto(ArbTestCliRun) run = { 0 };

  g_string_append_len (input, "\0\0\0\n", 4);
  /* Not e4: the NUL byte does not end the line. */
  g_string_append_len (input, "e4\0xyz\n", 7);
  g_string_append (input, "\xff\xfe\xc0\xaf\n\x1b[2J\x1b]0;title\x07\n");
  for (guint64 i = 0; i < TEN_MB; i++)
    g_string_append_c (input, 'N');
  g_string_append (input, "\ne4\nhistory\nquit\n");
  g_assert_true (g_file_set_contents (path, input->str, (gssize) input->len, NULL));

  cli_run (&run, path, args);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  /* Nothing raw reaches the terminal. */
  g_assert_null (strchr (run.out, '\x1b'));
  g_assert_true (g_utf8_validate (run.out, -1, NULL));
  g_assert_nonnull (strstr (run.out, "1. White plays e2e4 (e4)"));
  g_assert_nonnull (strstr (run.out, "Unknown command or move '\\x00\\x00\\x00': it holds a NUL byte."));
  g_assert_nonnull (strstr (run.out, "Unknown command or move 'e4\\x00xyz': it holds a NUL byte."));
  /* e4 is played once, after the refusals. */
  g_assert_true (strstr (run.out, "White plays e2e4") > strstr (run.out, "'e4\\x00xyz'"));
  arb_test_remove_dir (dir);
}

/* ------------------------------------------------------ arb_text_quote */

/* The one helper every message quotes outside text with: control
 * characters \xNN, invalid UTF-8 replaced, 64 characters at most, and
 * only the bytes shown are read. */
static void
test_quote (void)
{
  static const struct
  {
    const char *text;
    gssize      len;
    const char *shown;
  } cases[] = {
    { "e4", -1, "e4" },
    { "", -1, "" },
    { "\x1b]0;pwned\x07", -1, "\\x1b]0;pwned\\x07" },
    { "a\0b", 3, "a\\x00b" },
    { "line\nbreak\r", -1, "line\\x0abreak\\x0d" },
    { "\x7f", -1, "\\x7f" },
    { "\xc2\x9b" "2J", -1, "\\xc2\\x9b" "2J" },        /* C1 CSI */
    { "J\xc3\xbc", -1, "J\xc3\xbc" },                 /* ü */
    { "\xff\xfe", -1, "\xef\xbf\xbd\xef\xbf\xbd" },
    { "\xc3", -1, "\xef\xbf\xbd" },                   /* cut sequence */
    { "abc", 2, "ab" },
    { "0123456789012345678901234567890123456789012345678901234567890123", -1,
      "0123456789012345678901234567890123456789012345678901234567890123" },
    { "0123456789012345678901234567890123456789012345678901234567890123x", -1,
      "0123456789012345678901234567890123456789012345678901234567890123\xe2\x80\xa6" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = arb_text_quote (cases[i].text, cases[i].len);

      g_assert_cmpstr (shown, ==, cases[i].shown);
    }

  /* 64 characters of 4 bytes each are 64 characters; a 10 MB text given
   * by its length (no NUL byte) is cut, unless no limit is asked for. */
  {
    g_autoptr (GString) emoji = g_string_new (NULL);
    g_autofree char *shown = NULL;
    char *unterminated = g_malloc (TEN_MB);  /* no NUL byte */

    for (guint k = 0; k < 70; k++)
      g_string_append (emoji, "\xf0\x9f\x98\x80");
    shown = arb_text_quote (emoji->str, -1);
    g_assert_cmpuint (g_utf8_strlen (shown, -1), ==, 65);
    g_clear_pointer (&shown, g_free);

    memset (unterminated, 'x', TEN_MB);
    shown = arb_text_quote (unterminated, TEN_MB);
    g_assert_cmpuint (strlen (shown), ==, 64 + 3);
    g_clear_pointer (&shown, g_free);
    shown = arb_text_escape (unterminated, TEN_MB, 0);
    g_assert_cmpuint (strlen (shown), ==, TEN_MB);
    g_free (unterminated);
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  /* The gigabyte takes a while: only in slow mode (-m slow), which the
   * `hostile-1gb` test of the `slow` suite runs. */
  if (g_test_slow ())
    g_test_add_func ("/hostile/stream/1gb", test_stream_1gb);
  g_test_add_func ("/hostile/quote", test_quote);
  g_test_add_func ("/hostile/stream/64mb", test_stream_64mb);
  g_test_add_func ("/hostile/long-line/movetext", test_long_line_movetext);
  g_test_add_func ("/hostile/long-line/token", test_long_line_token);
  g_test_add_func ("/hostile/long-line/comment", test_long_line_comment);
  g_test_add_func ("/hostile/long-line/tag", test_long_line_tag);
  g_test_add_func ("/hostile/bad-bytes/tags", test_bad_bytes_tags);
  g_test_add_func ("/hostile/bad-bytes/tag-names", test_bad_bytes_tag_names);
  g_test_add_func ("/hostile/bad-bytes/comments", test_bad_bytes_comments);
  g_test_add_func ("/hostile/nesting/balanced", test_nested_variations);
  g_test_add_func ("/hostile/nesting/unbalanced", test_nested_variations_unbalanced);
  g_test_add_func ("/hostile/truncated/everywhere", test_truncated_everywhere);
  g_test_add_func ("/hostile/truncated/cases", test_truncated_cases);
  g_test_add_func ("/hostile/changing-file", test_changing_file);
  if (arb_test_cli_path () != NULL)
    {
      g_test_add_func ("/hostile/cli/replay", test_cli_replay);
      g_test_add_func ("/hostile/cli/inspect", test_cli_inspect);
      g_test_add_func ("/hostile/cli/play", test_cli_play);
    }

  return g_test_run ();
}
