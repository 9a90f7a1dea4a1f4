/* test-cli-hostile.c — every game's command line against hostile input
 *
 * What a careless user, a grader or an attacker may give arbiter-cli, in
 * every game, run as a process:
 *
 * - text that came from outside (a move typed, a tag value, an option
 *   value) is never echoed raw: its control characters are shown \xNN,
 *   so an escape sequence cannot retitle or clear the terminal;
 * - a 10 MB token (a position, a move, a line of `inspect`) is quoted by a
 *   bounded prefix, never whole;
 * - option values in UTF-8 are values, whatever the locale; bytes that
 *   are not UTF-8 are refused with a message that says so;
 * - a --save file that is a FIFO is refused, not waited on (the run has a
 *   timeout here, in the test, not in the program);
 * - the smaller ones: --pits 0 and --seeds 0, a refused board size asked
 *   again, a UTF-8 byte order mark before `inspect`'s first line, a saved
 *   game cut before its result.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arbiter.h"

#include <string.h>

#include "arb-test-util.h"

#define TMP_DIR "arb-cli-hostile-XXXXXX"

/* An escape sequence that retitles a terminal (OSC 0 … BEL). */
#define RETITLE "\x1b]0;pwned\x07"
#define RETITLE_SHOWN "\\x1b]0;pwned\\x07"

#define TEN_MB (10 * 1024 * 1024)

/* What each game needs for a `play` that asks no question. */
static const struct
{
  const char *id;
  const char *play_args[8];
} games[] = {
  { "chess", { NULL } },
  { "alquerque", { NULL } },
  { "checkers", { NULL } },
  { "congkak", { "--pits", "2", "--seeds", "1", "--first", "1", NULL } },
};

/* ------------------------------------------------------------ helpers */

/* Fails unless @text is printable: valid UTF-8, no control character but
 * the line breaks. */
static void
assert_printable (const char *text)
{
  g_assert_true (g_utf8_validate (text, -1, NULL));
  for (const char *p = text; *p != '\0'; p++)
    if (*p != '\n' && ((guchar) *p < 0x20 || *p == 0x7f))
      g_error ("control byte 0x%02x at %ld in:\n%s", (guchar) *p, (long) (p - text), text);
}

/* `play --game GAME` (with what it needs not to ask) and @extra, reading
 * @input; returns the run. */
static void
run_play (ArbTestCliRun *run,
          guint          game,
          const char    *input,
          const char    *const *extra)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();

  g_ptr_array_add (args, (gpointer) "play");
  g_ptr_array_add (args, (gpointer) "--game");
  g_ptr_array_add (args, (gpointer) games[game].id);
  for (guint i = 0; games[game].play_args[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) games[game].play_args[i]);
  for (guint i = 0; extra != NULL && extra[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) extra[i]);
  g_ptr_array_add (args, NULL);
  arb_test_cli_runv (run, input, (const char *const *) args->pdata);
}

/* The longest line of @text, in bytes. */
static gsize
longest_line (const char *text)
{
  gsize longest = 0;

  for (const char *p = text; *p != '\0';)
    {
      const char *end = strchr (p, '\n');
      gsize len = end != NULL ? (gsize) (end - p) : strlen (p);

      longest = MAX (longest, len);
      p += len + (end != NULL);
    }
  return longest;
}

/* ------------------------------------------------- terminal injection */

/* A mistyped move in `play`, every game: quoted with \xNN, never raw. */
static void
test_escape_play (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_auto (ArbTestCliRun) run = { 0 };

      g_test_message ("play --game %s", games[g].id);
      run_play (&run, g, RETITLE "\nquit\n", NULL);
      g_assert_cmpint (run.status, ==, 0);
      assert_printable (run.out);
      assert_printable (run.err);
      arb_test_assert_contains (run.out, "'" RETITLE_SHOWN "'");
    }
}

/* `replay` of tag values holding an escape sequence, every game: the
 * messages quote them with \xNN. */
static void
test_escape_replay (void)
{
  static const struct
  {
    const char *name;
    const char *text;
  } files[] = {
    { "fen.pgn", "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 " RETITLE " - - 0 1\"]\n\n1. e4 *\n" },
    { "variant.pgn", "[Variant \"" RETITLE "\"]\n\n1. e4 *\n" },
    { "alquerque.pgn",
      "[Variant \"Alquerque\"]\n[SetUp \"1\"]\n[FEN \"bbbbb/bbbbb/bb.ww/wwwww/wwwww " RETITLE
      " 1\"]\n\n*\n" },
    { "checkers.pdn", "[GameType \"21\"]\n[FEN \"B:W" RETITLE ":B1\"]\n\n*\n" },
    { "gametype.pdn", "[GameType \"" RETITLE "\"]\n\n*\n" },
    { "pits.congkak", "[Game \"Congkak\"]\n[Pits \"" RETITLE "\"]\n\n*\n" },
    { "position.congkak", "[Game \"Congkak\"]\n[Position \"4,4/4," RETITLE "/0/0 1\"]\n\n*\n" },
    { "first.congkak", "[Game \"Congkak\"]\n[FirstPlayer \"" RETITLE "\"]\n\n*\n" },
  };
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);

  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i].name, NULL);
      const char *args[] = { "replay", path, NULL };
      g_auto (ArbTestCliRun) run = { 0 };

      g_test_message ("replay %s", files[i].name);
      g_assert_true (g_file_set_contents (path, files[i].text, -1, NULL));
      arb_test_cli_runv (&run, NULL, args);
      assert_printable (run.err);
      assert_printable (run.out);
      arb_test_assert_contains (run.err, RETITLE_SHOWN);
    }
  arb_test_remove_dir (dir);
}

/* Option values and arguments are quoted too. */
static void
test_escape_arguments (void)
{
  static const char *const cases[][6] = {
    { "moves", "--game", RETITLE, NULL },
    { "moves", RETITLE, NULL },
    { "moves", "--param", "x" RETITLE "=1", NULL },
    { "moves", "--game", "congkak", "--param", "pits=" RETITLE, NULL },
    { "moves", "--fen", "4k3/8/8/8/8/8/8/4K3 " RETITLE " - - 0 1", NULL },
    { "moves", "--game", "checkers", "--fen", RETITLE, NULL },
    { "hint", "--seed", RETITLE, NULL },
    { "play", "--computer", RETITLE, NULL },
    { RETITLE, NULL },
    { "moves", "--" RETITLE, NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (ArbTestCliRun) run = { 0 };

      g_test_message ("case %" G_GSIZE_FORMAT, i);
      arb_test_cli_runv (&run, NULL, cases[i]);
      g_assert_cmpint (run.status, !=, 0);
      assert_printable (run.err);
      arb_test_assert_contains (run.err, RETITLE_SHOWN);
    }
}

/* --------------------------------------------------------- huge echoes */

/* A bad 10 MB token in every game's position (`inspect`'s standard input),
 * and a 10 MB move in `play`: the messages quote a bounded prefix. */
static void
test_huge_token (void)
{
  static const struct
  {
    const char *game;
    const char *prefix;
    const char *suffix;
  } positions[] = {
    { "chess", "4k3/8/8/8/8/8/8/4K3 ", " - - 0 1\n" },
    { "alquerque", "bbbbb/bbbbb/bb.ww/wwwww/wwwww ", " 1\n" },
    { "checkers", "B:W", ":B1\n" },
    { "checkers", "B:W1:B", "\n" },
    { "congkak", "4,4/4,4/0/0 ", "\n" },
    { "congkak", "4,4/4,", "/0/0 1\n" },
  };
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);
  g_autofree char *path = g_build_filename (dir, "input.txt", NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autoptr (GString) input = g_string_new (positions[i].prefix);
      const char *args[] = { "inspect", "--game", positions[i].game, NULL };
      g_auto (ArbTestCliRun) run = { 0 };

      g_test_message ("inspect --game %s: %s…%s", positions[i].game, positions[i].prefix,
                      positions[i].suffix);
      for (gsize k = 0; k < TEN_MB; k++)
        g_string_append_c (input, 'x');
      g_string_append (input, positions[i].suffix);
      g_assert_true (g_file_set_contents (path, input->str, (gssize) input->len, NULL));
      arb_test_cli_run_full (&run, path, NULL, NULL, args);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpuint (strlen (run.out) + strlen (run.err), <, 1024);
    }

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr (GString) input = g_string_new (NULL);
      g_auto (ArbTestCliRun) run = { 0 };

      g_test_message ("play --game %s", games[g].id);
      for (gsize k = 0; k < TEN_MB; k++)
        g_string_append_c (input, '1');
      g_string_append (input, "\nquit\n");
      run_play (&run, g, input->str, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpuint (longest_line (run.out), <, 512);
      g_assert_cmpuint (strlen (run.err), <, 512);
    }
  arb_test_remove_dir (dir);
}

/* A position read from a file's tag ([FEN], [Position]: 4000 bytes, the
 * most a tag value holds) is quoted by a prefix too. */
static void
test_huge_tag (void)
{
  static const struct
  {
    const char *name;
    const char *before;
    const char *after;
  } files[] = {
    { "fen.pgn", "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 ", " - - 0 1\"]\n\n*\n" },
    { "checkers.pdn", "[GameType \"21\"]\n[FEN \"B:W", ":B1\"]\n\n*\n" },
    { "alquerque.pgn", "[Variant \"Alquerque\"]\n[FEN \"bbbbb/bbbbb/bb.ww/wwwww/wwwww ",
      " 1\"]\n\n*\n" },
    { "pits.congkak", "[Game \"Congkak\"]\n[Pits \"", "\"]\n\n*\n" },
    { "position.congkak", "[Game \"Congkak\"]\n[Position \"4,4/4,4/0/0 ", "\"]\n\n*\n" },
  };
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);

  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i].name, NULL);
      g_autoptr (GString) text = g_string_new (files[i].before);
      const char *args[] = { "replay", path, NULL };
      g_auto (ArbTestCliRun) run = { 0 };

      g_test_message ("replay %s", files[i].name);
      for (guint k = 0; k < 4000; k++)
        g_string_append_c (text, 'x');
      g_string_append (text, files[i].after);
      g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
      arb_test_cli_runv (&run, NULL, args);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpuint (strlen (run.err), <, 512 + strlen (path));
      arb_test_assert_contains (run.err, "xxx\xe2\x80\xa6");
    }
  arb_test_remove_dir (dir);
}

/* ------------------------------------------------ non-ASCII options */

/* A UTF-8 option value is a value whatever the locale (the program runs
 * in the C locale: it never calls setlocale()); bytes that are not UTF-8
 * are a usage error that says so. */
static void
test_utf8_options (void)
{
  {
    const char *args[] = { "play", "--game", "congkak", "--pits", "1", "--seeds", "1",
                           "--first", "1", "--player1", "Jü", "--player2", "Zoë", NULL };
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_runv (&run, "quit\n", args);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    arb_test_assert_contains (run.out, "Jü moves first (chosen).");
  }
  {
    const char *args[] = { "moves", "--game", "congkak", "--param", "pits=ü", NULL };
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_runv (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 2);
    arb_test_assert_contains (run.err, "'ü' is not a value of pits");
  }
  {
    const char *args[] = { "play", "--game", "congkak", "--player1", "J\xff", NULL };
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_runv (&run, "quit\n", args);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_cmpstr (run.err, ==, "arbiter-cli: play: --player1: the value is not UTF-8 text "
                                  "(byte 0xff at byte 2)\n");
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  if (!arb_test_cli_is_set ())
    return 77;

  g_test_add_func ("/cli-hostile/escape/play", test_escape_play);
  g_test_add_func ("/cli-hostile/escape/replay", test_escape_replay);
  g_test_add_func ("/cli-hostile/escape/arguments", test_escape_arguments);
  g_test_add_func ("/cli-hostile/huge/token", test_huge_token);
  g_test_add_func ("/cli-hostile/huge/tag", test_huge_tag);
  g_test_add_func ("/cli-hostile/utf8-options", test_utf8_options);

  return g_test_run ();
}
