/* test-books.c — opening books as engine testers have them: chess's EPD
 * records (the table's @book_position), PGN books cut at --opening-plies,
 * and --opening-start, read by `match` and `tournament`
 *
 * The expected positions are written by hand from the moves (the FEN of
 * 1. e4 e5 2. Nf3 Nc6 is the one every chess text gives), and the EPD
 * records from the EPD standard's form: four FEN fields, then operations
 * that each end with ';', `hmvc` and `fmvn` the clocks.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gstdio.h>

#include "arbiter.h"
#include "arb-test-util.h"

static const char after_e4[] = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
static const char after_nc6[] =
  "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
static const char after_c4[] = "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2";

/* ------------------------------------------------------------ EPD */

static void
test_epd_records (void)
{
  static const struct
  {
    const char *line;
    const char *position;
  } cases[] = {
    /* A FEN is a FEN, with or without its clocks. */
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", after_e4 },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -",
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -" },
    /* Operations without clocks: 0 and 1. A quoted operand holds a ';'. */
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - c0 \"UHO; +1.07\"; id \"x\";",
      after_e4 },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5;", after_e4 },
    /* The clocks from hmvc and fmvn, in any order among the others. */
    { "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - fmvn 3; id \"a\"; hmvc 2;",
      after_nc6 },
    /* A FEN's clocks, then operations (an empty one too). */
    { "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 id \"y\";", after_nc6 },
    { "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 ;", after_nc6 },
    /* Tabs between the fields, spaces before an operation's semicolon. */
    { "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR\tb\tKQkq\t- hmvc 0 ; fmvn 2 ;",
      after_c4 },
  };
  static const struct
  {
    const char *line;
    const char *why;
  } bad[] = {
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5",
      "an operation does not end with ';'" },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - c0 \"open;",
      "a quoted operand does not end" },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - hmvc x;",
      "hmvc takes a number from 0 to 1000000" },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - fmvn 1000001;",
      "fmvn takes a number from 0 to 1000000" },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - \"c0\";", "starts with its opcode" },
  };

  g_assert_nonnull (arb_chess_rules.book_position);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *position = arb_chess_rules.book_position (cases[i].line, &error);

      g_test_message ("%s", cases[i].line);
      g_assert_no_error (error);
      g_assert_cmpstr (position, ==, cases[i].position);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *position = arb_chess_rules.book_position (bad[i].line, &error);

      g_test_message ("%s", bad[i].line);
      g_assert_null (position);
      g_assert_nonnull (error);
      arb_test_assert_contains (error->message, bad[i].why);
    }
}

/* ------------------------------------------------------------ books */

/* A match of two games a opening (level 1 against itself, 2 plies) from
 * @book with @extra options; the [FEN] of each game, in order. */
static GStrv
fens_of_match (const char        *dir,
               const char        *book,
               guint              n_games,
               const char *const *extra)
{
  g_autofree char *pgn = g_build_filename (dir, "games.pgn", NULL);
  g_autofree char *games = g_strdup_printf ("%u", n_games);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GStrvBuilder) fens = g_strv_builder_new ();
  g_auto (ArbTestCliRun) run = { 0 };
  g_autofree char *text = NULL;
  const char *const base[] = { "match", "--param", "variant=standard", "--openings", book,
                               "--games", games, "--movetime", "10", "--max-plies", "2",
                               "--pgn", pgn, NULL };

  for (guint i = 0; base[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) base[i]);
  for (guint i = 0; extra != NULL && extra[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) extra[i]);
  g_ptr_array_add (argv, (gpointer) "arbiter:1");
  g_ptr_array_add (argv, (gpointer) "arbiter:1");
  g_ptr_array_add (argv, NULL);
  arb_test_cli_runv (&run, NULL, (const char *const *) argv->pdata);
  g_assert_cmpint (run.status, ==, 0);
  text = arb_test_read_file (pgn, NULL);
  for (const char *p = strstr (text, "[FEN \""); p != NULL; p = strstr (p + 1, "[FEN \""))
    {
      g_autofree char *fen = g_strndup (p + 6, strcspn (p + 6, "\""));

      g_strv_builder_add (fens, fen);
    }
  g_unlink (pgn);
  return g_strv_builder_end (fens);
}

static void
assert_fens (GStrv              got,
             const char *const *expected)
{
  g_assert_cmpuint (g_strv_length (got), ==, g_strv_length ((GStrv) expected));
  for (guint i = 0; expected[i] != NULL; i++)
    g_assert_cmpstr (got[i], ==, expected[i]);
}

/* An EPD book as the UHO books come: a comment, operations, clocks as
 * operations; each opening played twice, colours swapped. */
static void
test_epd_book (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-books-XXXXXX");
  g_autofree char *book = g_build_filename (dir, "book.epd", NULL);
  g_auto (GStrv) fens = NULL;

  g_assert_true (g_file_set_contents (book,
    "# two openings\n"
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - c0 \"+0.9\"; id \"1\";\n"
    "\n"
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - hmvc 2; fmvn 3;\n", -1, NULL));
  fens = fens_of_match (dir, book, 4, NULL);
  assert_fens (fens, (const char *const[]) { after_e4, after_e4, after_nc6, after_nc6, NULL });
  arb_test_remove_dir (dir);
}

/* A PGN book: each game's position after --opening-plies plies (all of
 * them without it, as many as there are when it has fewer); the book from
 * --opening-start on, then its beginning. */
static void
test_pgn_book (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-books-XXXXXX");
  g_autofree char *book = g_build_filename (dir, "book.pgn", NULL);
  g_auto (GStrv) four = NULL;
  g_auto (GStrv) all = NULL;
  g_auto (GStrv) second = NULL;

  g_assert_true (g_file_set_contents (book,
    "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n"
    "[Event \"b\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 *\n", -1, NULL));
  four = fens_of_match (dir, book, 4, (const char *const[]) { "--opening-plies", "4", NULL });
  assert_fens (four, (const char *const[]) { after_nc6, after_nc6, after_c4, after_c4, NULL });
  all = fens_of_match (dir, book, 2, NULL);
  assert_fens (all, (const char *const[]) {
    "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4",
    "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4", NULL });
  second = fens_of_match (dir, book, 4, (const char *const[]) { "--opening-plies", "4",
                                                                 "--opening-start", "2", NULL });
  assert_fens (second, (const char *const[]) { after_c4, after_c4, after_nc6, after_nc6, NULL });
  arb_test_remove_dir (dir);
}

/* What a book can do wrong, refused before the first game with the line
 * (and the game of a PGN book), and the options that need a book. */
static void
test_bad_books (void)
{
  static const struct
  {
    const char *text;
    const char *why;
  } cases[] = {
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5\n",
      "book:1: EPD: an operation does not end with ';'" },
    { "[Event \"a\"]\n\n1. e4 e5 2. Ke3 *\n", "book:3:13: game 1, ply 3: 'Ke3'" },
    /* Lines that say nothing before the first tag still count. */
    { "# a book\n\n\n[Event \"a\"]\n\n1. e4 e5 2. Ke3 *\n", "book:6:13: game 1, ply 3: 'Ke3'" },
    { "[Event \"a\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n",
      "book:1: game 1, after 4 plies: the game is over in this position" },
    { "# nothing\n\n", "book: no position in the file" },
  };
  g_autofree char *dir = arb_test_make_dir ("arb-books-XXXXXX");
  g_autofree char *book = g_build_filename (dir, "book", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (ArbTestCliRun) run = { 0 };

      g_test_message ("%s", cases[i].text);
      g_assert_true (g_file_set_contents (book, cases[i].text, -1, NULL));
      arb_test_cli_run (&run, NULL, "match", "--param", "variant=standard", "--openings", book,
                        "arbiter:1", "arbiter:1", NULL);
      g_assert_cmpint (run.status, ==, 1);
      arb_test_assert_contains (run.err, cases[i].why);
      g_assert_cmpstr (run.out, ==, "");
    }
  g_assert_true (g_file_set_contents (book, "[Event \"a\"]\n\n1. e4 *\n", -1, NULL));
  {
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_run (&run, NULL, "match", "--param", "variant=standard", "--openings", book,
                      "--opening-start", "2", "arbiter:1", "arbiter:1", NULL);
    g_assert_cmpint (run.status, ==, 1);
    arb_test_assert_contains (run.err, "--opening-start 2, but the book has 1 opening");
  }
  {
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_run (&run, NULL, "tournament", "--out", dir, "--opening-plies", "4",
                      "arbiter:1", "arbiter:1", NULL);
    g_assert_cmpint (run.status, ==, 2);
    arb_test_assert_contains (run.err, "--opening-plies and --opening-start need --openings");
  }
  arb_test_remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!arb_test_cli_is_set ())
    return 77;

  g_test_add_func ("/books/epd-records", test_epd_records);
  g_test_add_func ("/books/epd-book", test_epd_book);
  g_test_add_func ("/books/pgn-book", test_pgn_book);
  g_test_add_func ("/books/bad-books", test_bad_books);
  return g_test_run ();
}
