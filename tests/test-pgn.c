/* test-pgn.c — the PGN reader and writer (spec §9)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arbiter.h"

#include <glib/gstdio.h>
#include <string.h>

#include "arb-test-util.h"

/* The display name given to the reader for inputs held in memory. */
#define MEM "mem.pgn"
/* The founding game's own tag: a file without [Variant] is standard
 * chess (the PGN standard), where these games' moves are illegal. */
#define SIMPLIFIED "[Variant \"Simplified\"]\n"

/* The directory a test saves to, in the temporary one. */
#define TMP_DIR "arb-pgn-XXXXXX"

/* ------------------------------------------------ a stream for tests */

/* An input stream that hands out at most @chunk bytes per read, and fails
 * with "disk on fire" once @fail_at bytes have been read: for short reads
 * and I/O errors, which a memory stream never has. */
#define TEST_TYPE_TRICKLE_STREAM (test_trickle_stream_get_type ())
G_DECLARE_FINAL_TYPE (TestTrickleStream, test_trickle_stream, TEST, TRICKLE_STREAM, GInputStream)

struct _TestTrickleStream
{
  GInputStream parent_instance;

  GBytes *bytes;
  gsize   pos;
  gsize   chunk;
  gsize   fail_at;
};

G_DEFINE_TYPE (TestTrickleStream, test_trickle_stream, G_TYPE_INPUT_STREAM)

static gssize
test_trickle_stream_read (GInputStream  *stream,
                          void          *buffer,
                          gsize          count,
                          GCancellable  *cancellable,
                          GError       **error)
{
  TestTrickleStream *self = TEST_TRICKLE_STREAM (stream);
  gsize size = 0;
  const guint8 *data = g_bytes_get_data (self->bytes, &size);
  gsize n;

  if (self->pos >= self->fail_at)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "disk on fire");
      return -1;
    }

  n = MIN (count, self->chunk);
  n = MIN (n, size - self->pos);
  n = MIN (n, self->fail_at - self->pos);
  memcpy (buffer, data + self->pos, n);
  self->pos += n;
  return (gssize) n;
}

static void
test_trickle_stream_finalize (GObject *object)
{
  TestTrickleStream *self = TEST_TRICKLE_STREAM (object);

  g_clear_pointer (&self->bytes, g_bytes_unref);
  G_OBJECT_CLASS (test_trickle_stream_parent_class)->finalize (object);
}

static void
test_trickle_stream_class_init (TestTrickleStreamClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_trickle_stream_finalize;
  G_INPUT_STREAM_CLASS (klass)->read_fn = test_trickle_stream_read;
}

static void
test_trickle_stream_init (TestTrickleStream *self)
{
}

static GInputStream *
trickle_stream_new (const char *text,
                    gsize       len,
                    gsize       chunk,
                    gsize       fail_at)
{
  TestTrickleStream *self = g_object_new (TEST_TYPE_TRICKLE_STREAM, NULL);

  self->bytes = g_bytes_new (text, len);
  self->chunk = chunk;
  self->fail_at = fail_at;
  return G_INPUT_STREAM (self);
}

/* ------------------------------------------------------------ helpers */

/* Checks that every game of @games has a game and a list of warnings,
 * even one read with an error; returns @games. */
static GPtrArray *
assert_complete (GPtrArray *games)
{
  for (guint i = 0; i < games->len; i++)
    {
      ArbPgnGame *pgn = g_ptr_array_index (games, i);

      g_assert_nonnull (pgn->game);
      g_assert_nonnull (pgn->warnings);
    }
  return games;
}

/* Reads every game of @stream; there must be no I/O error. */
static GPtrArray *
read_stream (GInputStream *stream,
             const char   *display_name)
{
  return assert_complete (arb_test_read_games (stream, display_name));
}

/* Reads every game of the @len bytes at @text, named MEM. */
static GPtrArray *
read_bytes (const char *text,
            gsize       len)
{
  return assert_complete (arb_test_read_data (text, len, MEM));
}

static GPtrArray *
read_text (const char *text)
{
  return read_bytes (text, strlen (text));
}

/* Reads tests/data/@name, named @name in messages. */
static GPtrArray *
read_data_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GFileInputStream) stream = g_file_read (file, NULL, &error);

  g_assert_no_error (error);
  return read_stream (G_INPUT_STREAM (stream), name);
}

/* Plays space-separated moves that must all be legal. */
static void
play_all (ArbGame    *game,
          const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      if (*list[i] == '\0')
        continue;
      g_assert_true (arb_game_play_notation (game, list[i], &error));
      g_assert_no_error (error);
    }
}

static const ArbRecord *
last_record (ArbGame *game,
             guint    from_end)
{
  guint n = arb_game_get_n_records (game);

  g_assert_cmpuint (n, >, from_end);
  return arb_game_get_record (game, n - 1 - from_end);
}

/* ------------------------------------------------------ reading: basics */

static void
test_read_empty (void)
{
  static const char *const inputs[] = {
    "",
    "   \n\t\r\n\n",
    "{only a comment}\n; and a line comment\n",
    "% an escape line\n",
    "\xef\xbb\xbf",
    "\xef\xbb\xbf\r\n",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_autoptr (GPtrArray) games = read_text (inputs[i]);

      g_assert_cmpuint (games->len, ==, 0);
    }
}

static void
test_read_single_game (void)
{
  g_autoptr (GPtrArray) games = read_text ("[Event \"Test\"]\n"
                                          "[White \"Alice\"]\n"
                                          "[Black \"Bob\"]\n"
                                          "[Result \"*\"]\n"
                                          "\n"
                                          "1. e4 e5 2. Nf3 Nc6 *\n");
  ArbPgnGame *pgn = arb_test_nth_game (games, 0);
  g_autofree char *moves = NULL;

  g_assert_cmpuint (games->len, ==, 1);
  arb_test_assert_clean (pgn);
  g_assert_cmpuint (pgn->number, ==, 1);
  g_assert_cmpuint (pgn->line, ==, 1);
  g_assert_cmpstr (arb_game_get_tag (pgn->game, "Event"), ==, "Test");
  g_assert_cmpstr (arb_game_get_tag (pgn->game, "White"), ==, "Alice");
  g_assert_cmpstr (arb_game_get_tag (pgn->game, "Black"), ==, "Bob");
  g_assert_cmpstr (arb_game_get_tag (pgn->game, "Result"), ==, "*");
  g_assert_cmpuint (arb_game_get_n_tags (pgn->game), ==, 4);
  g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 4);
  moves = arb_test_game_moves (pgn->game);
  g_assert_cmpstr (moves, ==, "e4 e5 Nf3 Nc6");
  g_assert_false (arb_game_is_over (pgn->game));
  g_assert_cmpint (arb_game_get_result (pgn->game), ==, ARB_RESULT_NONE);
}

/* Tags keep their order; an escaped quote and backslash are read back. */
static void
test_read_tags (void)
{
  g_autoptr (GPtrArray) games = read_text ("[White \"Say \\\"hi\\\" \\\\ C:\\dir\"]\n"
                                          "[Event   \"Spaces\"  ]\n"
                                          "[Annotator \"\"]\n"
                                          "[White \"Replaced\"]\n"
                                          "*\n");
  ArbPgnGame *pgn = arb_test_nth_game (games, 0);
  const char *name = NULL;
  const char *value = NULL;

  g_assert_cmpuint (games->len, ==, 1);
  arb_test_assert_clean (pgn);
  g_assert_cmpuint (arb_game_get_n_tags (pgn->game), ==, 3);
  arb_game_get_nth_tag (pgn->game, 0, &name, &value);
  g_assert_cmpstr (name, ==, "White");
  g_assert_cmpstr (value, ==, "Replaced");
  arb_game_get_nth_tag (pgn->game, 1, &name, &value);
  g_assert_cmpstr (name, ==, "Event");
  g_assert_cmpstr (value, ==, "Spaces");
  arb_game_get_nth_tag (pgn->game, 2, &name, &value);
  g_assert_cmpstr (name, ==, "Annotator");
  g_assert_cmpstr (value, ==, "");

  g_clear_pointer (&games, g_ptr_array_unref);
  games = read_text ("[White \"Say \\\"hi\\\" \\\\ C:\\dir\"]\n*\n");
  /* \" and \\ are escapes; any other backslash is kept. */
  g_assert_cmpstr (arb_game_get_tag (arb_test_nth_game (games, 0)->game, "White"), ==,
                   "Say \"hi\" \\ C:\\dir");
}

static void
test_read_multiple_games (void)
{
  g_autoptr (GPtrArray) games = read_text ("[Event \"One\"]\n"
                                          "\n"
                                          "1. e4 e5 1/2-1/2\n"
                                          "\n"
                                          "[Event \"Two\"]\n"
                                          "\n"
                                          "1. d4 *\n"
                                          "[Event \"Three\"]\n"
                                          "1. c4 c5 2. Nc3\n"
                                          "\n"
                                          "[Event \"Four\"]\n"
                                          "*");
  static const struct
  {
    const char *event;
    guint       line;
    guint       ply;
  } expected[] = {
    { "One", 1, 2 },
    { "Two", 5, 1 },
    { "Three", 8, 3 },
    { "Four", 11, 0 },
  };

  g_assert_cmpuint (games->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      ArbPgnGame *pgn = arb_test_nth_game (games, i);

      arb_test_assert_clean (pgn);
      g_assert_cmpuint (pgn->number, ==, i + 1);
      g_assert_cmpuint (pgn->line, ==, expected[i].line);
      g_assert_cmpstr (arb_game_get_tag (pgn->game, "Event"), ==, expected[i].event);
      g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, expected[i].ply);
    }

  /* 1/2-1/2 on an unfinished game with nothing to claim: agreed. */
  g_assert_cmpint (arb_game_get_termination (arb_test_nth_game (games, 0)->game), ==,
                   ARB_TERMINATION_AGREEMENT);
  /* Game three ended at the next tag section, without a result. */
  g_assert_false (arb_game_is_over (arb_test_nth_game (games, 2)->game));
}

/* tests/data/games.pgn: three games, the first and last won by capturing
 * the King, the second with comments, a NAG and nested variations. */
static void
test_read_games_file (void)
{
  g_autoptr (GPtrArray) games = read_data_file ("games.pgn");
  static const struct
  {
    guint          line;
    const char    *round;
    const char    *white;
    const char    *moves;
    ArbResult      result;
    ArbTermination termination;
    const char    *fen;
  } expected[] = {
    { 1, "1", "Alice", "e3 f6 Qh5+ a6 Qxe8",
      ARB_RESULT_WHITE_WINS, ARB_CHESS_TERMINATION_KING_CAPTURED,
      /* The loser is to move in a finished game (spec §5.5). */
      "rnbqQbnr/1pppp1pp/p4p2/8/8/4P3/PPPP1PPP/RNB1KBNR b - - 0 3" },
    { 12, "2", "Bob", "d4 d5 c4 e6 Nc3 Nf6",
      ARB_RESULT_NONE, ARB_TERMINATION_NONE,
      "rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w - - 2 4" },
    { 25, "3", "Carol", "f3 e5 g4 Qh4+ a3 Qxe1",
      ARB_RESULT_BLACK_WINS, ARB_CHESS_TERMINATION_KING_CAPTURED,
      "rnb1kbnr/pppp1ppp/8/4p3/6P1/P4P2/1PPPP2P/RNBQqBNR w - - 0 4" },
  };

  g_assert_cmpuint (games->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      ArbPgnGame *pgn = arb_test_nth_game (games, i);
      g_autofree char *moves = arb_test_game_moves (pgn->game);
      g_autofree char *fen = arb_game_get_fen (pgn->game);

      arb_test_assert_clean (pgn);
      g_assert_cmpuint (pgn->number, ==, i + 1);
      g_assert_cmpuint (pgn->line, ==, expected[i].line);
      g_assert_cmpstr (arb_game_get_tag (pgn->game, "Event"), ==, "Club night");
      g_assert_cmpstr (arb_game_get_tag (pgn->game, "Round"), ==, expected[i].round);
      g_assert_cmpstr (arb_game_get_tag (pgn->game, "White"), ==, expected[i].white);
      g_assert_cmpstr (arb_game_get_tag (pgn->game, "Variant"), ==, "Simplified");
      g_assert_cmpstr (moves, ==, expected[i].moves);
      g_assert_cmpint (arb_game_get_result (pgn->game), ==, expected[i].result);
      g_assert_cmpint (arb_game_get_termination (pgn->game), ==, expected[i].termination);
      g_assert_cmpstr (fen, ==, expected[i].fen);
    }
}

/* The same file handed out one byte per read: the buffer refills at every
 * byte, the BOM check included. */
static void
test_read_short_reads (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "games.pgn", NULL);
  gsize len = 0;
  g_autofree char *contents = arb_test_read_file (path, &len);
  g_autofree char *with_bom = NULL;

  with_bom = g_strconcat ("\xef\xbb\xbf", contents, NULL);

  for (gsize chunk = 1; chunk <= 3; chunk++)
    {
      g_autoptr (GInputStream) stream = trickle_stream_new (with_bom, len + 3, chunk, G_MAXSIZE);
      g_autoptr (GPtrArray) games = read_stream (stream, "games.pgn");

      g_assert_cmpuint (games->len, ==, 3);
      for (guint i = 0; i < games->len; i++)
        arb_test_assert_clean (arb_test_nth_game (games, i));
      g_assert_cmpuint (arb_test_nth_game (games, 0)->line, ==, 1);
      g_assert_cmpuint (arb_game_get_ply (arb_test_nth_game (games, 0)->game), ==, 5);
      g_assert_cmpuint (arb_game_get_ply (arb_test_nth_game (games, 1)->game), ==, 6);
      g_assert_cmpuint (arb_game_get_ply (arb_test_nth_game (games, 2)->game), ==, 6);
    }
}

/* ------------------------------------------ reading: movetext elements */

/* Whatever surrounds the main line, only its moves are played. */
static void
test_read_movetext (void)
{
  static const struct
  {
    const char *text;
    const char *moves;
  } cases[] = {
    /* move numbers */
    { "1. e4 e5 2. Nf3 *", "e4 e5 Nf3" },
    { "1.e4 e5 2.Nf3 *", "e4 e5 Nf3" },
    { "1. e4 1... e5 2. Nf3 *", "e4 e5 Nf3" },
    { "1.e4 1...e5 2.Nf3 2...Nc6 *", "e4 e5 Nf3 Nc6" },
    { "1 e4 e5 2 Nf3 *", "e4 e5 Nf3" },
    { "1 . e4 1 ... e5 *", "e4 e5" },
    { "e4 e5 Nf3 *", "e4 e5 Nf3" },
    /* annotations and NAGs */
    { "1. e4! e5?? 2. Nf3!? $1 Nc6 $22 $146 *", "e4 e5 Nf3 Nc6" },
    { "1. e4 ! e5 ?! *", "e4 e5" },
    /* comments */
    { "1. e4 {Nf3 is a move, not here} e5 *", "e4 e5" },
    { "1. e4 {a comment\nover ( two\nlines} e5 *", "e4 e5" },
    { "1. e4 ; Nf3 (\ne5 *", "e4 e5" },
    { "1. e4{c}e5(1... d5)2. Nf3;x\nNc6 *", "e4 e5 Nf3 Nc6" },
    { "1. e4\n% escape line: Nf3 Nf6\ne5 *", "e4 e5" },
    { "1. e4 e5 2. Nf3 {ends with a comment}", "e4 e5 Nf3" },
    /* variations, nested */
    { "1. e4 (1. d4 d5) e5 *", "e4 e5" },
    { "1. e4 (1. d4 (1. c4 (1. b4)) d5) (1. Nf3) e5 *", "e4 e5" },
    { "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 {) is in a comment} Nc6) d6) 2. Nf3 *",
      "e4 e5 Nf3" },
    /* a variation of illegal moves, and a result inside a variation */
    { "1. e4 (1. Nf4 Kxe8 Qa9 O-O garbage) e5 *", "e4 e5" },
    { "1. e4 (1. d4 1-0) e5 *", "e4 e5" },
    { "1. e4 (1. N@f3 \xc3\xa9 e5\x01) e5 *", "e4 e5" },
    /* coordinate notation and an over-specified SAN */
    { "1. e2e4 e7e5 2. Ng1f3 *", "e4 e5 Nf3" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GPtrArray) games = read_text (cases[i].text);
      g_autofree char *moves = NULL;

      g_test_message ("%s", cases[i].text);
      g_assert_cmpuint (games->len, ==, 1);
      arb_test_assert_clean (arb_test_nth_game (games, 0));
      moves = arb_test_game_moves (arb_test_nth_game (games, 0)->game);
      g_assert_cmpstr (moves, ==, cases[i].moves);
      g_assert_false (arb_game_is_over (arb_test_nth_game (games, 0)->game));
    }
}

/* A game that starts with Black to move, written "12... Kf7". */
static void
test_read_fen_start (void)
{
  g_autoptr (GPtrArray) games = read_text ("[SetUp \"1\"]\n"
                                          "[FEN \"4k3/8/8/8/8/8/8/R3K3 b - - 0 12\"]\n"
                                          "\n"
                                          "12... Kf7 13. Ra7+ Ke6 *\n");
  ArbPgnGame *pgn = arb_test_nth_game (games, 0);
  g_autofree char *start = NULL;
  g_autofree char *fen = NULL;
  g_autofree char *moves = NULL;

  g_assert_cmpuint (games->len, ==, 1);
  arb_test_assert_clean (pgn);
  start = arb_fen_write (arb_game_get_start_position (pgn->game));
  g_assert_cmpstr (start, ==, "4k3/8/8/8/8/8/8/R3K3 b - - 0 12");
  moves = arb_test_game_moves (pgn->game);
  g_assert_cmpstr (moves, ==, "Kf7 Ra7+ Ke6");
  fen = arb_game_get_fen (pgn->game);
  g_assert_cmpstr (fen, ==, "8/R7/4k3/8/8/8/8/4K3 w - - 3 14");
  g_assert_cmpstr (arb_game_get_tag (pgn->game, "SetUp"), ==, "1");
}

/* A game ends at a new tag section even without a result. */
static void
test_read_game_ends_at_tags (void)
{
  g_autoptr (GPtrArray) games = read_text ("1. e4 e5\n"
                                          "[Event \"Two\"]\n"
                                          "1. d4 *\n"
                                          "[Event \"Three\"]\n");
  g_assert_cmpuint (games->len, ==, 3);
  g_assert_cmpuint (arb_game_get_ply (arb_test_nth_game (games, 0)->game), ==, 2);
  g_assert_null (arb_game_get_tag (arb_test_nth_game (games, 0)->game, "Event"));
  g_assert_cmpuint (arb_test_nth_game (games, 1)->line, ==, 2);
  g_assert_cmpstr (arb_game_get_tag (arb_test_nth_game (games, 1)->game, "Event"), ==, "Two");
  g_assert_cmpuint (arb_game_get_ply (arb_test_nth_game (games, 1)->game), ==, 1);
  /* Only tags, up to the end of the input: a game without moves. */
  g_assert_cmpuint (arb_test_nth_game (games, 2)->line, ==, 4);
  g_assert_cmpstr (arb_game_get_tag (arb_test_nth_game (games, 2)->game, "Event"), ==, "Three");
  g_assert_cmpuint (arb_game_get_ply (arb_test_nth_game (games, 2)->game), ==, 0);
  for (guint i = 0; i < games->len; i++)
    arb_test_assert_clean (arb_test_nth_game (games, i));
}

static void
test_read_deep_nesting (void)
{
  const guint depth = 100000;
  g_autoptr (GString) text = g_string_new ("1. e4 ");
  g_autoptr (GPtrArray) games = NULL;
  g_autofree char *moves = NULL;

  for (guint i = 0; i < depth; i++)
    g_string_append (text, "(1. d4 ");
  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, ')');
  g_string_append (text, " e5 *\n");

  games = read_text (text->str);
  g_assert_cmpuint (games->len, ==, 1);
  arb_test_assert_clean (arb_test_nth_game (games, 0));
  moves = arb_test_game_moves (arb_test_nth_game (games, 0)->game);
  g_assert_cmpstr (moves, ==, "e4 e5");

  /* Never closed: reported at the outermost '('. */
  g_clear_pointer (&games, g_ptr_array_unref);
  g_string_truncate (text, 0);
  g_string_append (text, "1. e4 ");
  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, '(');
  games = read_text (text->str);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_error (arb_test_nth_game (games, 0)->error, ARB_PGN_ERROR, ARB_PGN_ERROR_SYNTAX);
  g_assert_cmpstr (arb_test_nth_game (games, 0)->error->message, ==,
                   MEM ":1:7: game 1: unterminated variation");
  g_assert_cmpuint (arb_game_get_ply (arb_test_nth_game (games, 0)->game), ==, 1);
}

/* A 2 MB comment on one line, and a 2 MB line of spaces: no token is
 * stored, so no limit applies. */
static void
test_read_long_line (void)
{
  const gsize size = 2 * 1024 * 1024;
  g_autoptr (GString) text = g_string_new ("[Event \"Long\"]\n1. e4 {");
  g_autoptr (GPtrArray) games = NULL;
  g_autofree char *moves = NULL;

  for (gsize i = 0; i < size; i++)
    g_string_append_c (text, (char) ('a' + i % 26));
  g_string_append (text, "} e5");
  for (gsize i = 0; i < size; i++)
    g_string_append_c (text, ' ');
  g_string_append (text, "2. Nf3 *\n");

  games = read_text (text->str);
  g_assert_cmpuint (games->len, ==, 1);
  arb_test_assert_clean (arb_test_nth_game (games, 0));
  moves = arb_test_game_moves (arb_test_nth_game (games, 0)->game);
  g_assert_cmpstr (moves, ==, "e4 e5 Nf3");
}

static void
test_read_crlf (void)
{
  g_autoptr (GPtrArray) games = read_text ("[Event \"Windows\"]\r\n"
                                          "\r\n"
                                          "1. e4 e5 {two\r\nlines}\r\n"
                                          "2. Nf3 Nc6 *\r\n"
                                          "\r\n"
                                          "[Event \"Second\"]\r\n"
                                          "\r\n"
                                          "1. e4 e5\r\n"
                                          "2. Nf4 *\r\n");
  ArbPgnGame *pgn = arb_test_nth_game (games, 0);

  g_assert_cmpuint (games->len, ==, 2);
  arb_test_assert_clean (pgn);
  g_assert_cmpstr (arb_game_get_tag (pgn->game, "Event"), ==, "Windows");
  g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 4);

  /* Lines still count as lines; '\r' is not part of any token. */
  pgn = arb_test_nth_game (games, 1);
  g_assert_cmpuint (pgn->line, ==, 7);
  g_assert_cmpstr (arb_game_get_tag (pgn->game, "Event"), ==, "Second");
  g_assert_error (pgn->error, ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE);
  g_assert_cmpstr (pgn->error->message, ==,
                   MEM ":10:4: game 2, ply 3: 'Nf4': no knight can move to f4");
}

static void
test_read_bom (void)
{
  g_autoptr (GPtrArray) games = read_text ("\xef\xbb\xbf[Event \"BOM\"]\n1. e4 *\n");
  g_autoptr (GPtrArray) games2 = NULL;

  g_assert_cmpuint (games->len, ==, 1);
  arb_test_assert_clean (arb_test_nth_game (games, 0));
  g_assert_cmpstr (arb_game_get_tag (arb_test_nth_game (games, 0)->game, "Event"), ==, "BOM");
  g_assert_cmpuint (arb_test_nth_game (games, 0)->line, ==, 1);

  /* The mark takes no column. */
  games2 = read_text ("\xef\xbb\xbf" "1. Nf4 *\n");
  g_assert_cmpuint (games2->len, ==, 1);
  g_assert_error (arb_test_nth_game (games2, 0)->error, ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE);
  g_assert_cmpstr (arb_test_nth_game (games2, 0)->error->message, ==,
                   MEM ":1:4: game 1, ply 1: 'Nf4': no knight can move to f4");
}

/* NUL bytes and invalid UTF-8: skipped in comments, made valid in tags. */
static void
test_read_bad_bytes (void)
{
  static const char comment[] = "1. e4 {bad \xff\xfe and \0 bytes} e5 ; \xc3\x28 \0\n2. Nf3 *\n";
  static const char tag[] = "[Event \"A\xff" "B\0C\"]\n[White \"Jos\xc3\xa9\"]\n1. e4 *\n";
  g_autoptr (GPtrArray) games = read_bytes (comment, sizeof comment - 1);
  g_autoptr (GPtrArray) games2 = NULL;
  g_autofree char *moves = arb_test_game_moves (arb_test_nth_game (games, 0)->game);
  const char *event;

  g_assert_cmpuint (games->len, ==, 1);
  arb_test_assert_clean (arb_test_nth_game (games, 0));
  g_assert_cmpstr (moves, ==, "e4 e5 Nf3");

  games2 = read_bytes (tag, sizeof tag - 1);
  g_assert_cmpuint (games2->len, ==, 1);
  arb_test_assert_clean (arb_test_nth_game (games2, 0));
  event = arb_game_get_tag (arb_test_nth_game (games2, 0)->game, "Event");
  g_assert_true (g_utf8_validate (event, -1, NULL));
  /* Each bad byte becomes U+FFFD. */
  g_assert_cmpstr (event, ==, "A\xef\xbf\xbd" "B\xef\xbf\xbd" "C");
  /* Valid UTF-8 stays as it is. */
  g_assert_cmpstr (arb_game_get_tag (arb_test_nth_game (games2, 0)->game, "White"), ==,
                   "Jos\xc3\xa9");
  g_assert_cmpuint (arb_game_get_ply (arb_test_nth_game (games2, 0)->game), ==, 1);
}

/* ---------------------------------------------------- reading: errors */

/* tests/data/illegal.pgn: the first illegal move stops its game, and the
 * next game is read. */
static void
test_read_illegal_file (void)
{
  g_autoptr (GPtrArray) games = read_data_file ("illegal.pgn");
  ArbPgnGame *pgn = arb_test_nth_game (games, 0);
  g_autofree char *moves = arb_test_game_moves (pgn->game);

  g_assert_cmpuint (games->len, ==, 2);
  g_assert_error (pgn->error, ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE);
  g_assert_cmpstr (pgn->error->message, ==,
                   "illegal.pgn:6:13: game 1, ply 3: 'Nf4': no knight can move to f4");
  /* Replayed up to the error, tags kept. */
  g_assert_cmpstr (moves, ==, "e4 e5");
  g_assert_cmpstr (arb_game_get_tag (pgn->game, "White"), ==, "A");
  g_assert_false (arb_game_is_over (pgn->game));

  /* The same position three times, and the comment the writer puts before
   * a claimed draw: the draw is claimed. */
  pgn = arb_test_nth_game (games, 1);
  arb_test_assert_clean (pgn);
  g_assert_cmpuint (pgn->number, ==, 2);
  g_assert_cmpuint (pgn->line, ==, 8);
  g_assert_cmpstr (arb_game_get_tag (pgn->game, "Event"), ==, "Fine");
  g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 8);
  g_assert_cmpint (arb_game_get_result (pgn->game), ==, ARB_RESULT_DRAW);
  g_assert_cmpint (arb_game_get_termination (pgn->game), ==, ARB_TERMINATION_REPETITION);
}

/* Errors of moves: exact messages, and the next game is read. */
static void
test_read_move_errors (void)
{
  static const struct
  {
    const char *text;
    const char *message;
    const char *moves;   /* played before the error */
  } cases[] = {
    { SIMPLIFIED "1. e3 f6 2. Qh5+ a6 3. Qxe8 Kf7 1-0\n",
      MEM ":2:29: game 1, ply 6: 'Kf7': the game is over",
      "e3 f6 Qh5+ a6 Qxe8" },
    { "1. e4 e5\n2. Nf4!? Nc6 *\n",
      MEM ":2:4: game 1, ply 3: 'Nf4!?': no knight can move to f4",
      "e4 e5" },
    { SIMPLIFIED "[Event \"x\"]\n\n1. e4 e5 2. O-O *\n",
      MEM ":4:13: game 1, ply 3: 'O-O': castling is not part of this game",
      "e4 e5" },
    { "1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Bb5 *\n",
      MEM ":1:38: game 1, ply 7: 'Bb5': no bishop can move to b5",
      "e4 e5 Bc4 Nc6 Bxf7+ Kxf7" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat (cases[i].text,
                                           "\n[Event \"Next\"]\n1. d4 d5 *\n", NULL);
      g_autoptr (GPtrArray) games = read_text (text);
      ArbPgnGame *pgn = arb_test_nth_game (games, 0);
      g_autofree char *moves = arb_test_game_moves (pgn->game);

      g_test_message ("%s", cases[i].text);
      g_assert_cmpuint (games->len, ==, 2);
      g_assert_error (pgn->error, ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE);
      g_assert_cmpstr (pgn->error->message, ==, cases[i].message);
      g_assert_cmpstr (moves, ==, cases[i].moves);
      g_assert_cmpuint (pgn->warnings->len, ==, 0);

      pgn = arb_test_nth_game (games, 1);
      arb_test_assert_clean (pgn);
      g_assert_cmpuint (pgn->number, ==, 2);
      g_assert_cmpstr (arb_game_get_tag (pgn->game, "Event"), ==, "Next");
      g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 2);
    }

  /* The first game's King capture stands despite the later error. */
  {
    g_autoptr (GPtrArray) games = read_text (cases[0].text);

    g_assert_cmpint (arb_game_get_result (arb_test_nth_game (games, 0)->game), ==,
                     ARB_RESULT_WHITE_WINS);
    g_assert_cmpint (arb_game_get_termination (arb_test_nth_game (games, 0)->game), ==,
                     ARB_CHESS_TERMINATION_KING_CAPTURED);
  }
}

/* Syntax errors: exact messages; the reader finds the next game. */
static void
test_read_syntax_errors (void)
{
  static const struct
  {
    const char  *text;
    gsize        len;      /* 0: strlen */
    ArbPgnError  code;
    const char  *message;
    guint        ply;      /* of game 1 */
    guint        n_games;
  } cases[] = {
    { "[Event \"Club\n[Site \"x\"]\n1. e4 *\n", 0, ARB_PGN_ERROR_SYNTAX,
      MEM ":1:8: game 1: unterminated value of the tag Event", 0, 2 },
    { "[Event \"Club\"\n1. e4 *\n", 0, ARB_PGN_ERROR_SYNTAX,
      MEM ":1:14: game 1: expected ']' after the value of the tag Event", 0, 2 },
    { "[Event Club]\n1. e4 *\n", 0, ARB_PGN_ERROR_SYNTAX,
      MEM ":1:8: game 1: expected '\"' after the tag name Event", 0, 2 },
    { "[ \"x\"]\n1. e4 *\n", 0, ARB_PGN_ERROR_SYNTAX,
      MEM ":1:3: game 1: expected a tag name after '['", 0, 2 },
    { "1. e4 ) e5 *\n", 0, ARB_PGN_ERROR_SYNTAX,
      MEM ":1:7: game 1: ')' without a variation to close", 1, 2 },
    { "1. e4 < e5 *\n", 0, ARB_PGN_ERROR_SYNTAX,
      MEM ":1:7: game 1: unexpected '<'", 1, 2 },
    { "1. e4 $ e5 *\n", 0, ARB_PGN_ERROR_SYNTAX,
      MEM ":1:7: game 1: '$' without a number", 1, 2 },
    { "1. e4 ] e5 *\n", 0, ARB_PGN_ERROR_SYNTAX,
      MEM ":1:7: game 1: unexpected ']'", 1, 2 },
    { "1. e4 e5} *\n", 0, ARB_PGN_ERROR_SYNTAX,
      MEM ":1:9: game 1: unexpected '}'", 2, 2 },
    { "1. e4 e5 > *\n", 0, ARB_PGN_ERROR_SYNTAX,
      MEM ":1:10: game 1: unexpected '>'", 2, 2 },
    /* Among the tags: the tags go on. */
    { "[Event \"x\"]\n]\n[Site \"y\"]\n1. e4 *\n", 0, ARB_PGN_ERROR_SYNTAX,
      MEM ":2:1: game 1: unexpected ']'", 0, 2 },
    { "1. e4 (1. d4 d5\n", 0, ARB_PGN_ERROR_SYNTAX,
      MEM ":1:7: game 1: unterminated variation", 1, 2 },
    /* Unterminated at the end of the input: the next game is swallowed. */
    { "1. e4 {never closed\n2. d4 *\n", 0, ARB_PGN_ERROR_SYNTAX,
      MEM ":1:7: game 1: unterminated comment", 1, 1 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize len = cases[i].len != 0 ? cases[i].len : strlen (cases[i].text);
      static const char next[] = "[Event \"Next\"]\n1. d4 d5 *\n";
      g_autoptr (GByteArray) text = g_byte_array_new ();
      g_autoptr (GPtrArray) games = NULL;
      ArbPgnGame *pgn;

      g_test_message ("case %" G_GSIZE_FORMAT, i);
      g_byte_array_append (text, (const guint8 *) cases[i].text, (guint) len);
      g_byte_array_append (text, (const guint8 *) next, sizeof next - 1);
      games = read_bytes ((const char *) text->data, text->len);

      g_assert_cmpuint (games->len, ==, cases[i].n_games);
      pgn = arb_test_nth_game (games, 0);
      g_assert_error (pgn->error, ARB_PGN_ERROR, (gint) cases[i].code);
      g_assert_cmpstr (pgn->error->message, ==, cases[i].message);
      g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, cases[i].ply);

      if (cases[i].n_games == 2)
        {
          pgn = arb_test_nth_game (games, 1);
          arb_test_assert_clean (pgn);
          g_assert_cmpstr (arb_game_get_tag (pgn->game, "Event"), ==, "Next");
          g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 2);
        }
    }
}

/* A token with a byte no move has, where a move may stand: read whole as a
 * move and reported as one, `FILE:LINE:COL: game N, ply P: 'MOVE': reason`,
 * made printable; the next game is read. */
static void
test_read_unreadable_moves (void)
{
  static const struct
  {
    const char *text;
    gsize       len;      /* 0: strlen */
    const char *message;
    const char *moves;    /* played before the error */
  } cases[] = {
    { "1. e4 \xc3\xa9 e5 *\n", 0,
      MEM ":1:7: game 1, ply 2: '\xc3\xa9': not a move", "e4" },
    { "1. e4 \0 e5 *\n", 13,
      MEM ":1:7: game 1, ply 2: '\\x00': not a move", "e4" },
    /* The whole token, from the move before the stray byte on. */
    { "1. e4 e5 2. Nf3\xc3\xa9 Nc6 *\n", 0,
      MEM ":1:13: game 1, ply 3: 'Nf3\xc3\xa9': not a move", "e4 e5" },
    { "1. e4 N@f3 *\n", 0,
      MEM ":1:7: game 1, ply 2: 'N@f3': not a move", "e4" },
    { "1. e4 e5, 2. Nf3 *\n", 0,
      MEM ":1:7: game 1, ply 2: 'e5,': not a move", "e4" },
    /* Invalid UTF-8: each bad byte becomes U+FFFD. */
    { "1. e4 \xff\xfe *\n", 0,
      MEM ":1:7: game 1, ply 2: '\xef\xbf\xbd\xef\xbf\xbd': not a move", "e4" },
    { "1. e4 e\xc3 *\n", 0,
      MEM ":1:7: game 1, ply 2: 'e\xef\xbf\xbd': not a move", "e4" },
    /* Control characters never reach a terminal: an arrow key's escape
     * sequence, DEL, a C1 control. */
    { "1. e4 \x1bOA *\n", 0,
      MEM ":1:7: game 1, ply 2: '\\x1bOA': not a move", "e4" },
    { "1. e4 e5\x7f *\n", 0,
      MEM ":1:7: game 1, ply 2: 'e5\\x7f': not a move", "e4" },
    { "1. e4 \xc2\x9b" "2J *\n", 0,
      MEM ":1:7: game 1, ply 2: '\\xc2\\x9b2J': not a move", "e4" },
    /* The first token of a game without tags, and after the game is over. */
    { "\xc3\xa9 *\n", 0,
      MEM ":1:1: game 1, ply 1: '\xc3\xa9': not a move", "" },
    { "[Event \"x\"]\n\n\xc3\xa9 *\n", 0,
      MEM ":3:1: game 1, ply 1: '\xc3\xa9': not a move", "" },
    { SIMPLIFIED "1. e3 f6 2. Qh5+ a6 3. Qxe8 \xc3\xa9 1-0\n", 0,
      MEM ":2:29: game 1, ply 6: '\xc3\xa9': not a move", "e3 f6 Qh5+ a6 Qxe8" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize len = cases[i].len != 0 ? cases[i].len : strlen (cases[i].text);
      static const char next[] = "\n[Event \"Next\"]\n1. d4 d5 *\n";
      g_autoptr (GByteArray) text = g_byte_array_new ();
      g_autoptr (GPtrArray) games = NULL;
      g_autofree char *moves = NULL;
      ArbPgnGame *pgn;

      g_test_message ("case %" G_GSIZE_FORMAT, i);
      g_byte_array_append (text, (const guint8 *) cases[i].text, (guint) len);
      g_byte_array_append (text, (const guint8 *) next, sizeof next - 1);
      games = read_bytes ((const char *) text->data, text->len);

      g_assert_cmpuint (games->len, ==, 2);
      pgn = arb_test_nth_game (games, 0);
      g_assert_error (pgn->error, ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE);
      g_assert_cmpstr (pgn->error->message, ==, cases[i].message);
      g_assert_true (g_utf8_validate (pgn->error->message, -1, NULL));
      moves = arb_test_game_moves (pgn->game);
      g_assert_cmpstr (moves, ==, cases[i].moves);
      g_assert_cmpuint (pgn->warnings->len, ==, 0);

      pgn = arb_test_nth_game (games, 1);
      arb_test_assert_clean (pgn);
      g_assert_cmpstr (arb_game_get_tag (pgn->game, "Event"), ==, "Next");
      g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 2);
    }
}

/* After a broken tag pair, the rest of the tag section still belongs to
 * the same game. */
static void
test_read_resync_in_tags (void)
{
  g_autoptr (GPtrArray) games = read_text ("[Event \"Broken]\n"
                                          "[Site \"Here\"]\n"
                                          "1. e4 e5 *\n"
                                          "[Event \"Next\"]\n"
                                          "1. d4 *\n");
  ArbPgnGame *pgn = arb_test_nth_game (games, 0);

  g_assert_cmpuint (games->len, ==, 2);
  g_assert_error (pgn->error, ARB_PGN_ERROR, ARB_PGN_ERROR_SYNTAX);
  g_assert_cmpstr (arb_game_get_tag (pgn->game, "Site"), ==, "Here");
  g_assert_null (arb_game_get_tag (pgn->game, "Event"));
  /* Nothing is played after the error. */
  g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 0);
  arb_test_assert_clean (arb_test_nth_game (games, 1));
  g_assert_cmpuint (arb_test_nth_game (games, 1)->line, ==, 4);
}

static void
test_read_bad_fen (void)
{
  g_autoptr (GPtrArray) games = read_text ("[Event \"Bad\"]\n"
                                          "[SetUp \"1\"]\n"
                                          "[FEN \"8/8/8 w - - 0 1\"]\n"
                                          "\n"
                                          "1. e4 *\n"
                                          "\n"
                                          "[SetUp \"1\"]\n"
                                          "\n"
                                          "1. e4 *\n"
                                          "\n"
                                          "[Event \"Next\"]\n"
                                          "[SetUp \"1\"]\n"
                                          "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n"
                                          "1. Kd2 *\n");
  ArbPgnGame *pgn = arb_test_nth_game (games, 0);

  g_assert_cmpuint (games->len, ==, 3);
  g_assert_error (pgn->error, ARB_PGN_ERROR, ARB_PGN_ERROR_FEN);
  /* The FEN reader's own message names the field. */
  g_assert_true (g_str_has_prefix (pgn->error->message,
                                   MEM ":3:1: game 1: [FEN \"8/8/8 w - - 0 1\"]: FEN field 1"));
  g_assert_cmpstr (arb_game_get_tag (pgn->game, "Event"), ==, "Bad");
  g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 0);

  pgn = arb_test_nth_game (games, 1);
  g_assert_error (pgn->error, ARB_PGN_ERROR, ARB_PGN_ERROR_FEN);
  g_assert_cmpstr (pgn->error->message, ==,
                   MEM ":7:1: game 2: [SetUp \"1\"] without a [FEN] tag");

  pgn = arb_test_nth_game (games, 2);
  arb_test_assert_clean (pgn);
  g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 1);
}

/* Tokens past the reader's limits: an error, and the next game is read. */
static void
test_read_too_large (void)
{
  g_autoptr (GString) tag = g_string_new ("[Event \"");
  g_autoptr (GString) move = g_string_new ("1. e4 ");
  g_autoptr (GString) fits = g_string_new ("[Event \"");
  g_autoptr (GPtrArray) games = NULL;

  for (guint i = 0; i < 5000; i++)
    {
      g_string_append_c (tag, 'a');
      g_string_append_c (move, 'a');
    }
  for (guint i = 0; i < 4096; i++)
    g_string_append_c (fits, 'b');
  g_string_append (tag, "\"]\n1. e4 *\n[Event \"Next\"]\n1. d4 *\n");
  g_string_append (move, " e5 *\n[Event \"Next\"]\n1. d4 *\n");
  g_string_append (fits, "\"]\n1. e4 *\n");

  games = read_text (tag->str);
  g_assert_cmpuint (games->len, ==, 2);
  g_assert_error (arb_test_nth_game (games, 0)->error, ARB_PGN_ERROR, ARB_PGN_ERROR_TOO_LARGE);
  g_assert_cmpstr (arb_test_nth_game (games, 0)->error->message, ==,
                   MEM ":1:1: game 1: a tag name or value longer than 4096 bytes");
  arb_test_assert_clean (arb_test_nth_game (games, 1));
  g_assert_cmpstr (arb_game_get_tag (arb_test_nth_game (games, 1)->game, "Event"), ==, "Next");

  /* A move that long is a move that cannot be read, reported as one with
   * its first 64 characters (ARB_TEXT_QUOTE_MAX). */
  g_clear_pointer (&games, g_ptr_array_unref);
  games = read_text (move->str);
  g_assert_cmpuint (games->len, ==, 2);
  g_assert_error (arb_test_nth_game (games, 0)->error, ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE);
  g_assert_cmpstr (arb_test_nth_game (games, 0)->error->message, ==,
                   MEM ":1:7: game 1, ply 2: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                   "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\xe2\x80\xa6': move longer than 4096 bytes");
  g_assert_cmpuint (arb_game_get_ply (arb_test_nth_game (games, 0)->game), ==, 1);
  arb_test_assert_clean (arb_test_nth_game (games, 1));

  /* 4096 bytes is within the limit. */
  g_clear_pointer (&games, g_ptr_array_unref);
  games = read_text (fits->str);
  g_assert_cmpuint (games->len, ==, 1);
  arb_test_assert_clean (arb_test_nth_game (games, 0));
  g_assert_cmpuint (strlen (arb_game_get_tag (arb_test_nth_game (games, 0)->game, "Event")), ==,
                    4096);
}

/* The move-length limit: 4096 bytes are read as a move, one more is not;
 * the message shows 64 characters, never cuts a UTF-8 character or shows
 * a control byte raw;
 * inside a variation nothing is played, a long token included. */
static void
test_read_long_move (void)
{
  static const struct
  {
    const char *prefix;   /* then 'a' up to @len bytes */
    gsize       len;
    const char *shown;    /* NULL: not "longer than" */
  } cases[] = {
    { "", 4096, NULL },
    { "", 4097, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
    /* '\xc3\xa9' is one character of two bytes. */
    { "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\xc3\xa9", 5000,
      "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\xc3\xa9" "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
    { "\x1b", 5000, "\\x1baaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GString) text = g_string_new ("1. e4 ");
      g_autoptr (GPtrArray) games = NULL;
      ArbPgnGame *pgn;

      g_test_message ("case %" G_GSIZE_FORMAT, i);
      g_string_append (text, cases[i].prefix);
      while (text->len < 6 + cases[i].len)
        g_string_append_c (text, 'a');
      g_string_append (text, " e5 *\n");

      games = read_text (text->str);
      g_assert_cmpuint (games->len, ==, 1);
      pgn = arb_test_nth_game (games, 0);
      g_assert_error (pgn->error, ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE);
      g_assert_true (g_str_has_prefix (pgn->error->message, MEM ":1:7: game 1, ply 2: '"));
      g_assert_true (g_utf8_validate (pgn->error->message, -1, NULL));
      if (cases[i].shown != NULL)
        {
          g_autofree char *expected =
            g_strdup_printf (MEM ":1:7: game 1, ply 2: '%s\xe2\x80\xa6': "
                             "move longer than 4096 bytes", cases[i].shown);

          g_assert_cmpstr (pgn->error->message, ==, expected);
        }
      else
        g_assert_null (strstr (pgn->error->message, "longer than"));
      g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 1);
    }

  /* Inside a variation: skipped like any move there. */
  {
    g_autoptr (GString) text = g_string_new ("1. e4 (1. ");
    g_autoptr (GPtrArray) games = NULL;
    g_autofree char *moves = NULL;

    for (guint i = 0; i < 5000; i++)
      g_string_append_c (text, 'a');
    g_string_append (text, ") e5 *\n");
    games = read_text (text->str);
    g_assert_cmpuint (games->len, ==, 1);
    arb_test_assert_clean (arb_test_nth_game (games, 0));
    moves = arb_test_game_moves (arb_test_nth_game (games, 0)->game);
    g_assert_cmpstr (moves, ==, "e4 e5");
  }
}

static void
test_read_io_error (void)
{
  static const char text[] = "[Event \"One\"]\n1. e4 *\n[Event \"Two\"]\n1. d4 *\n";
  g_autoptr (GInputStream) stream = trickle_stream_new (text, sizeof text - 1, 7, 30);
  g_autoptr (ArbPgnReader) reader = arb_pgn_reader_new (stream, "broken.pgn");
  g_autoptr (ArbPgnGame) first = NULL;
  g_autoptr (ArbPgnGame) second = NULL;
  g_autoptr (ArbPgnGame) third = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) error2 = NULL;

  /* The first game lies in the first 30 bytes. */
  first = arb_pgn_reader_next (reader, &error);
  g_assert_no_error (error);
  g_assert_nonnull (first);
  arb_test_assert_clean (first);
  g_assert_cmpuint (arb_game_get_ply (first->game), ==, 1);

  second = arb_pgn_reader_next (reader, &error);
  g_assert_null (second);
  g_assert_error (error, ARB_PGN_ERROR, ARB_PGN_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, "broken.pgn:"));
  g_assert_nonnull (strstr (error->message, "disk on fire"));

  /* And it stays broken. */
  third = arb_pgn_reader_next (reader, &error2);
  g_assert_null (third);
  g_assert_error (error2, ARB_PGN_ERROR, ARB_PGN_ERROR_IO);
}

/* ---------------------------------------------------- reading: results */

static void
test_read_results (void)
{
  static const struct
  {
    const char    *text;
    ArbResult      result;
    ArbTermination termination;
    const char    *warning;   /* NULL: none */
  } cases[] = {
    /* decided by the moves, and the file agrees */
    { SIMPLIFIED "1. e3 f6 2. Qh5+ a6 3. Qxe8 1-0",
      ARB_RESULT_WHITE_WINS, ARB_CHESS_TERMINATION_KING_CAPTURED, NULL },
    /* decided by the moves, and the file contradicts them */
    { SIMPLIFIED "1. e3 f6 2. Qh5+ a6 3. Qxe8 0-1",
      ARB_RESULT_WHITE_WINS, ARB_CHESS_TERMINATION_KING_CAPTURED,
      MEM ":2:29: game 1: result 0-1 contradicts the moves (1-0)" },
    { SIMPLIFIED "1. e3 f6 2. Qh5+ a6 3. Qxe8 *",
      ARB_RESULT_WHITE_WINS, ARB_CHESS_TERMINATION_KING_CAPTURED,
      MEM ":2:29: game 1: result * contradicts the moves (1-0)" },
    { SIMPLIFIED "1. e3 f6 2. Qh5+ a6 3. Qxe8 1/2-1/2",
      ARB_RESULT_WHITE_WINS, ARB_CHESS_TERMINATION_KING_CAPTURED,
      MEM ":2:29: game 1: result 1/2-1/2 contradicts the moves (1-0)" },
    /* a decisive result on an unfinished game: the loser resigned */
    { "1. e4 e5 0-1", ARB_RESULT_BLACK_WINS, ARB_TERMINATION_RESIGNATION, NULL },
    { "1. e4 1-0", ARB_RESULT_WHITE_WINS, ARB_TERMINATION_RESIGNATION, NULL },
    { "1-0", ARB_RESULT_WHITE_WINS, ARB_TERMINATION_RESIGNATION, NULL },
    /* a draw on an unfinished game is agreed (spec §9), even when one
     * could be claimed… */
    { "1. e4 e5 1/2-1/2", ARB_RESULT_DRAW, ARB_TERMINATION_AGREEMENT, NULL },
    { "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2",
      ARB_RESULT_DRAW, ARB_TERMINATION_AGREEMENT, NULL },
    { "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 {Draw by agreement} 1/2-1/2",
      ARB_RESULT_DRAW, ARB_TERMINATION_AGREEMENT, NULL },
    { "[Result \"1/2-1/2\"]\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8",
      ARB_RESULT_DRAW, ARB_TERMINATION_AGREEMENT, NULL },
    /* …unless the writer's comment just before the result says it was
     * claimed, and it can be */
    { "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 {Draw claimed: threefold repetition} "
      "1/2-1/2",
      ARB_RESULT_DRAW, ARB_TERMINATION_REPETITION, NULL },
    { SIMPLIFIED "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 99 60\"]\n"
      "60. Kd2 {Draw claimed: 100 plies without a capture or pawn move} 1/2-1/2",
      ARB_RESULT_DRAW, ARB_TERMINATION_MOVE_RULE, NULL },
    { SIMPLIFIED "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 99 60\"]\n60. Kd2 1/2-1/2",
      ARB_RESULT_DRAW, ARB_TERMINATION_AGREEMENT, NULL },
    { "1. e4 e5 {Draw claimed: threefold repetition} 1/2-1/2",
      ARB_RESULT_DRAW, ARB_TERMINATION_AGREEMENT, NULL },
    { "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 {Draw claimed: threefold repetition} "
      "{Drawn} 1/2-1/2",
      ARB_RESULT_DRAW, ARB_TERMINATION_AGREEMENT, NULL },
    { "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 {Draw claimed: threefold repetition} Ng8 "
      "1/2-1/2",
      ARB_RESULT_DRAW, ARB_TERMINATION_AGREEMENT, NULL },
    /* unfinished */
    { "1. e4 e5 *", ARB_RESULT_NONE, ARB_TERMINATION_NONE, NULL },
    { "1. e4 e5", ARB_RESULT_NONE, ARB_TERMINATION_NONE, NULL },
    /* no result in the movetext: the tag's */
    { "[Result \"0-1\"]\n1. e4 e5", ARB_RESULT_BLACK_WINS, ARB_TERMINATION_RESIGNATION, NULL },
    { SIMPLIFIED "[Result \"1-0\"]\n1. e3 f6 2. Qh5+ a6 3. Qxe8",
      ARB_RESULT_WHITE_WINS, ARB_CHESS_TERMINATION_KING_CAPTURED, NULL },
    { SIMPLIFIED "[Result \"0-1\"]\n1. e3 f6 2. Qh5+ a6 3. Qxe8",
      ARB_RESULT_WHITE_WINS, ARB_CHESS_TERMINATION_KING_CAPTURED,
      MEM ":2:1: game 1: result 0-1 contradicts the moves (1-0)" },
    { "[Result \"?\"]\n1. e4 e5", ARB_RESULT_NONE, ARB_TERMINATION_NONE, NULL },
    /* a tag that is no result says nothing, even about a finished game */
    { SIMPLIFIED "[Result \"?\"]\n1. e3 f6 2. Qh5+ a6 3. Qxe8",
      ARB_RESULT_WHITE_WINS, ARB_CHESS_TERMINATION_KING_CAPTURED, NULL },
    { SIMPLIFIED "[Result \"1-0 \"]\n1. e3 f6 2. Qh5+ a6 3. Qxe8",
      ARB_RESULT_WHITE_WINS, ARB_CHESS_TERMINATION_KING_CAPTURED, NULL },
    { SIMPLIFIED "[Result \"*\"]\n1. e3 f6 2. Qh5+ a6 3. Qxe8",
      ARB_RESULT_WHITE_WINS, ARB_CHESS_TERMINATION_KING_CAPTURED,
      MEM ":2:1: game 1: result * contradicts the moves (1-0)" },
    /* the tag and the movetext disagree: the movetext wins */
    { "[Result \"1-0\"]\n1. e4 *", ARB_RESULT_NONE, ARB_TERMINATION_NONE,
      MEM ":2:7: game 1: result * disagrees with [Result \"1-0\"]" },
    { "[Result \"1-0\"]\n1. e4 e5 0-1", ARB_RESULT_BLACK_WINS, ARB_TERMINATION_RESIGNATION,
      MEM ":2:10: game 1: result 0-1 disagrees with [Result \"1-0\"]" },
    /* a position with a King missing is over before any move */
    { SIMPLIFIED "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/8 w - - 0 1\"]\n0-1",
      ARB_RESULT_BLACK_WINS, ARB_CHESS_TERMINATION_KING_CAPTURED, NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GPtrArray) games = read_text (cases[i].text);
      ArbPgnGame *pgn = arb_test_nth_game (games, 0);

      g_test_message ("%s", cases[i].text);
      g_assert_cmpuint (games->len, ==, 1);
      g_assert_no_error (pgn->error);
      g_assert_cmpint (arb_game_get_result (pgn->game), ==, cases[i].result);
      g_assert_cmpint (arb_game_get_termination (pgn->game), ==, cases[i].termination);
      if (cases[i].warning != NULL)
        {
          g_assert_cmpuint (pgn->warnings->len, ==, 1);
          g_assert_cmpstr (g_ptr_array_index (pgn->warnings, 0), ==, cases[i].warning);
        }
      else
        g_assert_cmpuint (pgn->warnings->len, ==, 0);
    }
}

/* A resignation read from a result is recorded like one made in play. */
static void
test_read_resignation_records (void)
{
  g_autoptr (GPtrArray) games = read_text ("1. e4 e5 0-1\n");
  ArbGame *game = arb_test_nth_game (games, 0)->game;
  const ArbRecord *resign = last_record (game, 1);
  const ArbRecord *win = last_record (game, 0);

  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (resign->type, ==, ARB_RECORD_RESIGN);
  g_assert_cmpint (resign->side, ==, ARB_SIDE_WHITE);
  g_assert_cmpint (win->type, ==, ARB_RECORD_WIN);
  g_assert_cmpint (win->side, ==, ARB_SIDE_BLACK);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
}

static void
test_read_variant (void)
{
  static const struct
  {
    const char *variant;
    gboolean    refused;
  } cases[] = {
    { "Simplified", FALSE },
    { "simplified", FALSE },
    { "SIMPLIFIED", FALSE },
    /* chess's own variants: the tag names them (test-standard-rules.c) */
    { "Standard", FALSE },
    { "Chess960", FALSE },
    { "Crazyhouse", TRUE },
    { "Atomic", TRUE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("[Event \"V\"]\n[Variant \"%s\"]\n1. e4 *\n",
                                               cases[i].variant);
      g_autoptr (GPtrArray) games = read_text (text);
      ArbPgnGame *pgn = arb_test_nth_game (games, 0);

      g_assert_cmpuint (pgn->warnings->len, ==, 0);
      if (cases[i].refused)
        {
          g_autofree char *expected =
            g_strdup_printf (MEM ":2:1: game 1: [Variant \"%s\"]: not a game Arbiter reads",
                             cases[i].variant);

          /* No rules of Arbiter's referee it: nothing is played. */
          g_assert_error (pgn->error, ARB_PGN_ERROR, ARB_PGN_ERROR_SYNTAX);
          g_assert_cmpstr (pgn->error->message, ==, expected);
          g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 0);
          continue;
        }
      g_assert_no_error (pgn->error);
      g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 1);
      g_assert_cmpstr (arb_game_get_tag (pgn->game, "Variant"), ==, cases[i].variant);
    }
}

/* ------------------------------------------------------------ writing */

static void
test_write_tags (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  g_autofree char *text = NULL;

  /* Set out of order, with an extra tag and ones the writer writes itself. */
  arb_game_set_tag (game, "White", "Alice");
  arb_game_set_tag (game, "Annotator", "Me");
  arb_game_set_tag (game, "Event", "Test");
  arb_game_set_tag (game, "Result", "1-0");
  arb_game_set_tag (game, "Variant", "Standard");
  arb_game_set_tag (game, "Black", "Say \"hi\" \\ bye");
  arb_game_set_tag (game, "PlyCount", "3");
  play_all (game, "e4 e5 Nf3");

  text = arb_pgn_write_game (game);
  g_assert_cmpstr (text, ==,
                   "[Event \"Test\"]\n"
                   "[Site \"?\"]\n"
                   "[Date \"????.??.??\"]\n"
                   "[Round \"?\"]\n"
                   "[White \"Alice\"]\n"
                   "[Black \"Say \\\"hi\\\" \\\\ bye\"]\n"
                   "[Result \"*\"]\n"
                   "[Variant \"Simplified\"]\n"
                   "[Annotator \"Me\"]\n"
                   "[PlyCount \"3\"]\n"
                   "\n"
                   "1. e4 e5 2. Nf3 *\n");
}

static void
test_write_endings (void)
{
  static const struct
  {
    const char *fen;     /* NULL: the standard start */
    const char *moves;
    int         ending;  /* 0 none, 1 White resigns, 2 Black resigns, 3 agree, 4 claim */
    const char *movetext;
  } cases[] = {
    { NULL, "", 0, "*\n" },
    { NULL, "e3 f6 Qh5 a6 Qxe8", 0, "1. e3 f6 2. Qh5+ a6 3. Qxe8 1-0\n" },
    { NULL, "f3 e5 g4 Qh4 a3 Qxe1", 0, "1. f3 e5 2. g4 Qh4+ 3. a3 Qxe1 0-1\n" },
    { NULL, "e4", 1, "1. e4 {White resigns} 0-1\n" },
    { NULL, "e4 e5", 2, "1. e4 e5 {Black resigns} 1-0\n" },
    { NULL, "d4", 3, "1. d4 {Draw by agreement} 1/2-1/2\n" },
    { NULL, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", 4,
      "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 {Draw claimed: threefold repetition}\n"
      "1/2-1/2\n" },
    { "4k3/8/8/8/8/8/8/R3K3 b - - 0 12", "Kf7 Ra7 Ke6", 0,
      "12... Kf7 13. Ra7+ Ke6 *\n" },
    { "4k3/8/8/8/8/8/8/R3K3 w - - 5 40", "Ra8", 0, "40. Ra8+ *\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (ArbGame) game = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *expected = NULL;
      const char *result = NULL;

      if (cases[i].fen != NULL)
        game = arb_game_new_from_fen (cases[i].fen, &error);
      else
        game = arb_game_new ();
      g_assert_no_error (error);
      play_all (game, cases[i].moves);

      switch (cases[i].ending)
        {
        case 1:
          g_assert_true (arb_game_resign (game, ARB_SIDE_WHITE, &error));
          break;
        case 2:
          g_assert_true (arb_game_resign (game, ARB_SIDE_BLACK, &error));
          break;
        case 3:
          g_assert_true (arb_game_agree_draw (game, &error));
          break;
        case 4:
          g_assert_true (arb_game_claim_draw (game, &error));
          break;
        default:
          break;
        }
      g_assert_no_error (error);

      result = arb_result_to_string (arb_game_get_result (game));
      if (cases[i].fen != NULL)
        expected = g_strdup_printf ("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
                                    "[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                                    "[Result \"%s\"]\n[Variant \"Simplified\"]\n"
                                    "[SetUp \"1\"]\n[FEN \"%s\"]\n\n%s",
                                    result, cases[i].fen, cases[i].movetext);
      else
        expected = g_strdup_printf ("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
                                    "[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                                    "[Result \"%s\"]\n[Variant \"Simplified\"]\n\n%s",
                                    result, cases[i].movetext);

      text = arb_pgn_write_game (game);
      g_assert_cmpstr (text, ==, expected);
    }
}

/* Lines of movetext fill up to 80 columns and a move number stays with its
 * move. */
static void
test_write_wrap (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  g_autoptr (GString) flat = g_string_new (NULL);
  g_autoptr (GString) joined = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  const char *movetext;
  static const char *const cycle[] = { "Nf3", "Nf6", "Ng1", "Ng8" };

  for (guint ply = 0; ply < 200; ply++)
    {
      play_all (game, cycle[ply % 4]);
      if (ply % 2 == 0)
        g_string_append_printf (flat, "%s%u. ", ply > 0 ? " " : "", ply / 2 + 1);
      else
        g_string_append_c (flat, ' ');
      g_string_append (flat, cycle[ply % 4]);
    }
  g_string_append (flat, " *");

  text = arb_pgn_write_game (game);
  movetext = strstr (text, "\n\n");
  g_assert_nonnull (movetext);
  lines = g_strsplit (movetext + 2, "\n", -1);

  /* The text ends with a newline: the last piece is empty. */
  g_assert_cmpuint (g_strv_length (lines), >, 2);
  g_assert_cmpstr (lines[g_strv_length (lines) - 1], ==, "");
  for (guint i = 0; lines[i + 1] != NULL; i++)
    {
      g_assert_cmpuint (strlen (lines[i]), <=, 80);
      g_assert_cmpuint (strlen (lines[i]), >, 0);
      g_assert_false (g_str_has_prefix (lines[i], " "));
      g_assert_false (g_str_has_suffix (lines[i], " "));
      g_assert_false (g_str_has_suffix (lines[i], "."));
      /* Filled: the next line's first word would not have fitted. */
      if (lines[i + 2] != NULL)
        {
          gsize next = strcspn (lines[i + 1], " ");

          if (lines[i + 1][next - 1] == '.')
            next += 1 + strcspn (lines[i + 1] + next + 1, " ");
          g_assert_cmpuint (strlen (lines[i]) + 1 + next, >, 80);
        }
      g_string_append_printf (joined, "%s%s", i > 0 ? " " : "", lines[i]);
    }
  g_assert_cmpstr (joined->str, ==, flat->str);
}

/* ----------------------------------------------------------- round trip */

typedef ArbGame *(*GameMaker) (void);

static ArbGame *
make_tagged_game (void)
{
  ArbGame *game = arb_game_new ();

  arb_game_set_tag (game, "Event", "Round trip");
  arb_game_set_tag (game, "Site", "Here, \"there\"");
  arb_game_set_tag (game, "Date", "2026.02.03");
  arb_game_set_tag (game, "White", "Zo\xc3\xab");
  arb_game_set_tag (game, "Black", "Back\\slash");
  arb_game_set_tag (game, "TimeControl", "40/7200");
  play_all (game, "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 Nxe5 Qd4 Nxf7 Qxe4");
  return game;
}

static ArbGame *
make_fen_game (void)
{
  g_autoptr (GError) error = NULL;
  ArbGame *game = arb_game_new_from_fen ("r3k3/8/8/8/8/8/8/R3K3 b - - 7 31", &error);

  g_assert_no_error (error);
  play_all (game, "Kf7 Ra7 Ke6 Rxa8");
  return game;
}

static ArbGame *
make_king_capture (void)
{
  ArbGame *game = arb_game_new ();

  play_all (game, "e3 f6 Qh5 a6 Qxe8");
  return game;
}

static ArbGame *
make_resignation (void)
{
  ArbGame *game = arb_game_new ();
  g_autoptr (GError) error = NULL;

  play_all (game, "d4 d5 c4");
  g_assert_true (arb_game_resign (game, ARB_SIDE_BLACK, &error));
  g_assert_no_error (error);
  return game;
}

static ArbGame *
make_agreed_draw (void)
{
  ArbGame *game = arb_game_new ();
  g_autoptr (GError) error = NULL;

  play_all (game, "c4 c5");
  g_assert_true (arb_game_agree_draw (game, &error));
  g_assert_no_error (error);
  return game;
}

/* Agreed although a repetition could have been claimed. */
static ArbGame *
make_agreed_repetition (void)
{
  ArbGame *game = arb_game_new ();
  g_autoptr (GError) error = NULL;

  play_all (game, "Nc3 Nc6 Nb1 Nb8 Nc3 Nc6 Nb1 Nb8");
  g_assert_cmpint (arb_game_get_claimable_draws (game), !=, ARB_DRAW_CLAIM_NONE);
  g_assert_true (arb_game_agree_draw (game, &error));
  g_assert_no_error (error);
  return game;
}

static ArbGame *
make_claimed_repetition (void)
{
  ArbGame *game = arb_game_new ();
  g_autoptr (GError) error = NULL;

  play_all (game, "Nc3 Nc6 Nb1 Nb8 Nc3 Nc6 Nb1 Nb8");
  g_assert_true (arb_game_claim_draw (game, &error));
  g_assert_no_error (error);
  return game;
}

static ArbGame *
make_claimed_fifty_moves (void)
{
  g_autoptr (GError) error = NULL;
  ArbGame *game = arb_game_new_from_fen ("4k3/8/8/8/8/8/8/4K3 b - - 97 80", &error);

  g_assert_no_error (error);
  play_all (game, "Kd7 Kd2 Ke8");
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_MOVE_RULE);
  g_assert_true (arb_game_claim_draw (game, &error));
  g_assert_no_error (error);
  return game;
}

static const struct
{
  const char *name;
  GameMaker   make;
} round_trips[] = {
  { "tags", make_tagged_game },
  { "fen", make_fen_game },
  { "king-capture", make_king_capture },
  { "resignation", make_resignation },
  { "agreed-draw", make_agreed_draw },
  { "agreed-repetition", make_agreed_repetition },
  { "claimed-repetition", make_claimed_repetition },
  { "claimed-fifty-moves", make_claimed_fifty_moves },
};

/* Compares what PGN can carry of two games. */
static void
assert_same_game (ArbGame *expected,
                  ArbGame *actual)
{
  g_autofree char *expected_moves = arb_test_game_moves (expected);
  g_autofree char *actual_moves = arb_test_game_moves (actual);
  g_autofree char *expected_fen = arb_game_get_fen (expected);
  g_autofree char *actual_fen = arb_game_get_fen (actual);
  g_autofree char *expected_start = arb_fen_write (arb_game_get_start_position (expected));
  g_autofree char *actual_start = arb_fen_write (arb_game_get_start_position (actual));

  g_assert_cmpstr (actual_moves, ==, expected_moves);
  g_assert_cmpstr (actual_fen, ==, expected_fen);
  g_assert_cmpstr (actual_start, ==, expected_start);
  g_assert_cmpuint (arb_game_get_ply (actual), ==, arb_game_get_ply (expected));
  g_assert_cmpuint (arb_game_get_n_records (actual), ==, arb_game_get_n_records (expected));
  g_assert_cmpint (arb_game_get_result (actual), ==, arb_game_get_result (expected));
  g_assert_cmpint (arb_game_get_termination (actual), ==, arb_game_get_termination (expected));
  for (guint i = 0; i < arb_game_get_n_tags (expected); i++)
    {
      const char *name = NULL;
      const char *value = NULL;

      arb_game_get_nth_tag (expected, i, &name, &value);
      g_assert_cmpstr (arb_game_get_tag (actual, name), ==, value);
    }
}

static void
test_round_trip (gconstpointer data)
{
  const GameMaker make = *(const GameMaker *) data;
  g_autoptr (ArbGame) game = make ();
  g_autofree char *text = arb_pgn_write_game (game);
  g_autofree char *text2 = NULL;
  g_autoptr (GPtrArray) games = read_text (text);
  ArbPgnGame *pgn;

  g_test_message ("%s", text);
  g_assert_cmpuint (games->len, ==, 1);
  pgn = arb_test_nth_game (games, 0);
  arb_test_assert_clean (pgn);
  assert_same_game (game, pgn->game);
  g_assert_cmpstr (arb_game_get_tag (pgn->game, "Variant"), ==, "Simplified");

  /* Writing it again gives the same text. */
  text2 = arb_pgn_write_game (pgn->game);
  g_assert_cmpstr (text2, ==, text);
}

/* ---------------------------------------------------------------- save */

static void
test_save (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);
  g_autofree char *path = NULL;
  g_autoptr (GPtrArray) made = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GFile) file = NULL;
  g_autoptr (GFileInputStream) stream = NULL;
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GDir) listing = NULL;
  const char *entry;
  guint n_entries = 0;

  path = g_build_filename (dir, "games.pgn", NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (round_trips); i++)
    g_ptr_array_add (made, round_trips[i].make ());

  /* Twice: the second replaces the first. */
  for (guint pass = 0; pass < 2; pass++)
    {
      g_assert_true (arb_pgn_save ((ArbGame **) made->pdata, made->len, path, &error));
      g_assert_no_error (error);
    }

  file = g_file_new_for_path (path);
  stream = g_file_read (file, NULL, &error);
  g_assert_no_error (error);
  games = read_stream (G_INPUT_STREAM (stream), "games.pgn");
  g_assert_cmpuint (games->len, ==, made->len);
  for (guint i = 0; i < games->len; i++)
    {
      arb_test_assert_clean (arb_test_nth_game (games, i));
      g_assert_cmpuint (arb_test_nth_game (games, i)->number, ==, i + 1);
      assert_same_game (g_ptr_array_index (made, i), arb_test_nth_game (games, i)->game);
    }

  /* No temporary file is left behind. */
  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((entry = g_dir_read_name (listing)) != NULL)
    {
      g_assert_cmpstr (entry, ==, "games.pgn");
      n_entries++;
    }
  g_assert_cmpuint (n_entries, ==, 1);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_save_empty (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  gsize len = 1;

  path = g_build_filename (dir, "empty.pgn", NULL);
  g_assert_true (arb_pgn_save (NULL, 0, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &len, &error));
  g_assert_cmpuint (len, ==, 0);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_save_no_directory (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);
  g_autofree char *path = NULL;
  g_autoptr (ArbGame) game = arb_game_new ();

  path = g_build_filename (dir, "no-such-directory", "games.pgn", NULL);
  g_assert_false (arb_pgn_save (&game, 1, path, &error));
  g_assert_error (error, ARB_PGN_ERROR, ARB_PGN_ERROR_IO);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* ----------------------------------------------------------------- main */

/* Whatever the reader accepts, the writer must write so that it reads
 * back: the tags the writer adds to every game do not count against the
 * limit, and a tag value is measured once invalid bytes are replaced. */
static void
test_writer_stays_within_reader_limits (void)
{
  g_autoptr (GString) many = g_string_new (NULL);
  g_autoptr (GString) bad_bytes = g_string_new ("[Annotator \"");
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GPtrArray) again = NULL;
  g_autoptr (GPtrArray) refused = NULL;
  g_autofree char *written = NULL;

  /* 1024 tags of its own, none of the roster: accepted, and after the
   * writer adds the roster and [Variant] it is still accepted. */
  for (guint i = 0; i < 1024; i++)
    g_string_append_printf (many, "[Tag%u \"%u\"]\n", i, i);
  g_string_append (many, "\n1. e4 *\n");
  games = read_text (many->str);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_no_error (arb_test_nth_game (games, 0)->error);
  written = arb_pgn_write_game (arb_test_nth_game (games, 0)->game);
  again = read_text (written);
  g_assert_cmpuint (again->len, ==, 1);
  g_assert_no_error (arb_test_nth_game (again, 0)->error);
  g_assert_cmpuint (arb_game_get_n_tags (arb_test_nth_game (again, 0)->game), ==, 1024 + 8);

  /* 1366 invalid bytes fit the 4096-byte limit, but the 1366 U+FFFD that
   * replace them (4098 bytes) do not: refused when read. */
  for (guint i = 0; i < 1366; i++)
    g_string_append_c (bad_bytes, (char) 0xff);
  g_string_append (bad_bytes, "\"]\n\n1. e4 *\n");
  refused = read_text (bad_bytes->str);
  g_assert_cmpuint (refused->len, ==, 1);
  g_assert_error (arb_test_nth_game (refused, 0)->error, ARB_PGN_ERROR, ARB_PGN_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (arb_test_nth_game (refused, 0)->error->message,
                            "once its invalid bytes are replaced"));
}

static void
test_ply_limit (void)
{
  /* The knights shuffle for 100 000 plies and then one more: the game is
   * refused at ply 100 001 rather than grown without bound. */
  static const char *const shuffle[] = { "Nf3", "Nf6", "Ng1", "Ng8" };
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GPtrArray) games = NULL;
  ArbPgnGame *game;

  g_string_append (text, SIMPLIFIED);
  for (guint i = 0; i <= 100000; i++)
    g_string_append_printf (text, "%s\n", shuffle[i % 4]);
  g_string_append (text, "*\n");
  games = read_text (text->str);
  g_assert_cmpuint (games->len, ==, 1);
  game = arb_test_nth_game (games, 0);
  g_assert_error (game->error, ARB_PGN_ERROR, ARB_PGN_ERROR_TOO_LARGE);
  g_assert_cmpstr (game->error->message, ==,
                   MEM ":100002:1: game 1: more than 100000 plies in one game");
  g_assert_cmpuint (arb_game_get_ply (game->game), ==, 100000);
}

static void
test_ply_limit_when_played (void)
{
  /* The game object keeps at most ARB_GAME_MAX_PLIES: the move past it is
   * refused when it is played, with nothing changed, so that the game as
   * it stands is saved and read back whole (the reader's limit is the
   * same). Before the limit moved into the game, the 100 001st ply was
   * played, and the file written then was refused when read. */
  static const char *const shuffle[] = { "Nf3", "Nf6", "Ng1", "Ng8" };
  g_autoptr (ArbGame) game = arb_game_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) again = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *written = NULL;

  g_assert_cmpint (ARB_GAME_MAX_PLIES, ==, 100000);
  for (guint i = 0; i < 100000; i++)
    {
      arb_game_play_notation (game, shuffle[i % 4], &error);
      g_assert_no_error (error);
    }
  before = arb_game_get_fen (game);
  g_assert_false (arb_game_play_notation (game, shuffle[0], &error));
  g_assert_error (error, ARB_GAME_ERROR, ARB_GAME_ERROR_TOO_LONG);
  g_assert_cmpstr (error->message, ==,
                   "the game has reached 100000 plies, the most Arbiter keeps of one game");
  after = arb_game_get_fen (game);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 100000);
  g_assert_cmpuint (arb_game_get_n_plies (game), ==, 100000);

  /* An illegal move still gets the rules' own reason. */
  g_clear_error (&error);
  g_assert_false (arb_game_play_notation (game, "e2e5", &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain != ARB_GAME_ERROR);

  written = arb_pgn_write_game (game);
  again = read_text (written);
  g_assert_cmpuint (again->len, ==, 1);
  g_assert_no_error (arb_test_nth_game (again, 0)->error);
  g_assert_cmpuint (arb_game_get_ply (arb_test_nth_game (again, 0)->game), ==, 100000);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/arb/pgn/read/empty", test_read_empty);
  g_test_add_func ("/arb/pgn/read/single-game", test_read_single_game);
  g_test_add_func ("/arb/pgn/read/tags", test_read_tags);
  g_test_add_func ("/arb/pgn/read/multiple-games", test_read_multiple_games);
  g_test_add_func ("/arb/pgn/read/games-file", test_read_games_file);
  g_test_add_func ("/arb/pgn/read/short-reads", test_read_short_reads);
  g_test_add_func ("/arb/pgn/read/movetext", test_read_movetext);
  g_test_add_func ("/arb/pgn/read/fen-start", test_read_fen_start);
  g_test_add_func ("/arb/pgn/read/game-ends-at-tags", test_read_game_ends_at_tags);
  g_test_add_func ("/arb/pgn/read/deep-nesting", test_read_deep_nesting);
  g_test_add_func ("/arb/pgn/read/long-line", test_read_long_line);
  g_test_add_func ("/arb/pgn/read/crlf", test_read_crlf);
  g_test_add_func ("/arb/pgn/read/bom", test_read_bom);
  g_test_add_func ("/arb/pgn/read/bad-bytes", test_read_bad_bytes);
  g_test_add_func ("/arb/pgn/read/illegal-file", test_read_illegal_file);
  g_test_add_func ("/arb/pgn/read/move-errors", test_read_move_errors);
  g_test_add_func ("/arb/pgn/read/syntax-errors", test_read_syntax_errors);
  g_test_add_func ("/arb/pgn/read/unreadable-moves", test_read_unreadable_moves);
  g_test_add_func ("/arb/pgn/read/resync-in-tags", test_read_resync_in_tags);
  g_test_add_func ("/arb/pgn/read/bad-fen", test_read_bad_fen);
  g_test_add_func ("/arb/pgn/read/too-large", test_read_too_large);
  g_test_add_func ("/arb/pgn/read/long-move", test_read_long_move);
  g_test_add_func ("/arb/pgn/read/io-error", test_read_io_error);
  g_test_add_func ("/arb/pgn/read/results", test_read_results);
  g_test_add_func ("/arb/pgn/read/resignation-records", test_read_resignation_records);
  g_test_add_func ("/arb/pgn/read/variant", test_read_variant);
  g_test_add_func ("/arb/pgn/write/tags", test_write_tags);
  g_test_add_func ("/arb/pgn/write/endings", test_write_endings);
  g_test_add_func ("/arb/pgn/write/wrap", test_write_wrap);
  for (gsize i = 0; i < G_N_ELEMENTS (round_trips); i++)
    {
      g_autofree char *path = g_strdup_printf ("/arb/pgn/round-trip/%s", round_trips[i].name);

      g_test_add_data_func (path, &round_trips[i].make, test_round_trip);
    }
  g_test_add_func ("/arb/pgn/write/within-reader-limits", test_writer_stays_within_reader_limits);
  g_test_add_func ("/arb/pgn/read/ply-limit", test_ply_limit);
  g_test_add_func ("/arb/pgn/ply-limit-when-played", test_ply_limit_when_played);
  g_test_add_func ("/arb/pgn/save/read-back", test_save);
  g_test_add_func ("/arb/pgn/save/empty", test_save_empty);
  g_test_add_func ("/arb/pgn/save/no-directory", test_save_no_directory);

  return g_test_run ();
}
