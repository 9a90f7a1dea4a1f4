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
 *   timeout here, in the test, not in the program); Congkak's levels keep
 *   their 5 s a move on a board of 999 pits;
 * - the smaller ones: --pits 0 and --seeds 0, a refused board size asked
 *   again, a UTF-8 byte order mark before `inspect`'s first line, a saved
 *   game cut before its result.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arbiter.h"

#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* Set by communicate_done() when the program has ended. */
typedef struct
{
  gboolean  done;
  GBytes   *out;
  GBytes   *err;
  GError   *error;
} Communication;

static void
communicate_done (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  Communication *c = data;

  g_subprocess_communicate_finish (G_SUBPROCESS (source), result, &c->out, &c->err, &c->error);
  c->done = TRUE;
}

/* Runs arbiter-cli with @args and @input, as arb_test_cli_runv() does, but
 * kills it and fails the test when it has not ended after @seconds: the
 * timeout is the test's, so that a program that hangs (a FIFO opened
 * without O_NONBLOCK) fails instead of hanging the suite. */
static void
run_with_timeout (ArbTestCliRun     *run,
                  const char        *input,
                  const char *const *args,
                  guint              seconds)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GBytes) in = g_bytes_new (input, strlen (input));
  g_autoptr (GError) error = NULL;
  Communication c = { 0 };
  gint64 deadline = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  g_ptr_array_add (argv, (gpointer) arb_test_cli_path ());
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_async (process, in, NULL, communicate_done, &c);
  while (!c.done && g_get_monotonic_time () < deadline)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (10 * 1000);
  if (!c.done)
    {
      g_subprocess_force_exit (process);
      while (!c.done)
        g_main_context_iteration (NULL, TRUE);
      g_clear_error (&c.error);
      g_clear_pointer (&c.out, g_bytes_unref);
      g_clear_pointer (&c.err, g_bytes_unref);
      g_error ("arbiter-cli did not end within %u s (killed)", seconds);
    }
  /* A program that exits without reading its input: not the test's
   * concern. */
  if (g_error_matches (c.error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE))
    g_clear_error (&c.error);
  g_assert_no_error (c.error);
  /* Empty bytes may have NULL data: g_strndup() would return NULL. */
  run->out = g_strndup (g_bytes_get_size (c.out) > 0 ? g_bytes_get_data (c.out, NULL) : "",
                        g_bytes_get_size (c.out));
  run->err = g_strndup (g_bytes_get_size (c.err) > 0 ? g_bytes_get_data (c.err, NULL) : "",
                        g_bytes_get_size (c.err));
  run->err_len = strlen (run->err);
  g_bytes_unref (c.out);
  g_bytes_unref (c.err);
  run->status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1;
  run->term_sig = g_subprocess_get_if_signaled (process) ? g_subprocess_get_term_sig (process) : 0;
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

  /* A file name given on the command line, in the text and in the
   * messages. */
  {
    g_autofree char *path = g_build_filename (dir, "name" RETITLE ".pgn", NULL);
    const char *args[] = { "replay", path, NULL };
    g_auto (ArbTestCliRun) run = { 0 };

    /* A valid game with a warning: its result token disagrees with its tag. */
    g_assert_true (g_file_set_contents (path, "[Result \"0-1\"]\n\n1. e4 1-0\n", -1, NULL));
    arb_test_cli_runv (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 0);
    assert_printable (run.err);
    assert_printable (run.out);
    arb_test_assert_contains (run.err, "name" RETITLE_SHOWN ".pgn:3:7: warning:");
    arb_test_assert_contains (run.out, "name" RETITLE_SHOWN ".pgn):");
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

    arb_test_cli_runv (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_cmpstr (run.err, ==, "arbiter-cli: play: --player1: the value is not UTF-8 text "
                                  "(byte 0xff at byte 2)\n");
  }
}

/* ---------------------------------------------------------------- hangs */

/* `play --save FIFO`, every game: refused at once (status 1), never opened
 * to wait for a writer; so is a link to a FIFO, and a directory. */
static void
test_save_fifo (void)
{
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);
  g_autofree char *fifo = g_build_filename (dir, "game.pgn", NULL);
  g_autofree char *link = g_build_filename (dir, "link.pgn", NULL);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink (fifo, link), ==, 0);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (guint k = 0; k < 3; k++)
      {
        const char *path = k == 0 ? fifo : k == 1 ? link : dir;
        g_autoptr (GPtrArray) args = g_ptr_array_new ();
        g_autofree char *expected = g_strdup_printf ("arbiter-cli: cannot save the game to %s: "
                                                     "not a regular file (%s)\n", path,
                                                     k < 2 ? "a FIFO" : "a directory");
        g_auto (ArbTestCliRun) run = { 0 };

        g_test_message ("play --game %s --save %s", games[g].id, path);
        g_ptr_array_add (args, (gpointer) "play");
        g_ptr_array_add (args, (gpointer) "--game");
        g_ptr_array_add (args, (gpointer) games[g].id);
        g_ptr_array_add (args, (gpointer) "--save");
        g_ptr_array_add (args, (gpointer) path);
        g_ptr_array_add (args, NULL);
        run_with_timeout (&run, "", (const char *const *) args->pdata, 10);
        g_assert_cmpint (run.status, ==, 1);
        g_assert_cmpstr (run.err, ==, expected);
      }
  arb_test_remove_dir (dir);
}

/* `uci` quotes what the GUI sent, escaped and bounded, in its info
 * strings: an unknown command, option and a refused move. */
static void
test_escape_uci (void)
{
  const char *args[] = { "uci", NULL };
  g_autofree char *long_word = g_strnfill (10000, 'q');
  g_autofree char *input = g_strdup_printf ("\x1b]0;pwned\x07\n"
                                            "setoption name \x1b[2J value 1\n"
                                            "position startpos moves e2e4\x1b[5m\n"
                                            "%s\nquit\n", long_word);
  g_auto (ArbTestCliRun) run = { 0 };

  run_with_timeout (&run, input, args, 10);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strchr (run.out, '\x1b'));
  g_assert_null (strchr (run.out, '\x07'));
  g_assert_nonnull (strstr (run.out, "info string unknown command '\\x1b]0;pwned\\x07'\n"));
  g_assert_nonnull (strstr (run.out, "info string unknown option '\\x1b[2J'\n"));
  g_assert_nonnull (strstr (run.out, "info string illegal move 'e2e4\\x1b[5m'"));
  g_assert_cmpuint (strlen (run.out), <, 1000);
}

/* `match --pgn` refuses a FIFO before the first game instead of waiting
 * for a reader (the run is killed after 10 s). */
static void
test_match_pgn_fifo (void)
{
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);
  g_autofree char *fifo = g_build_filename (dir, "games.pgn", NULL);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      const char *args[] = { "match", "--game", games[g].id, "--games", "1", "--pgn", fifo,
                             "arbiter:1", "arbiter:1", NULL };
      g_autofree char *expected = g_strdup_printf ("arbiter-cli: match: %s: "
                                                   "not a regular file (a FIFO)\n", fifo);
      g_auto (ArbTestCliRun) run = { 0 };

      g_test_message ("match --game %s --pgn %s", games[g].id, fifo);
      run_with_timeout (&run, "", args, 10);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.err, ==, expected);
    }
  arb_test_remove_dir (dir);
}

/* Congkak's levels 2 and 3 stop after §11's 5 s, and play the deepest
 * completed depth's move: on 999 pits the search to depth 7 would take
 * hours. The run is killed after 30 s. */
static void
test_congkak_time_limit (void)
{
  const char *args[] = { "hint", "--game", "congkak", "--param", "pits=999", "--param", "seeds=1",
                         "--param", "first=1", "--level", "3", "--verbose", NULL };
  g_auto (ArbTestCliRun) run = { 0 };
  const char *time_field;
  double seconds;

  run_with_timeout (&run, "", args, 30);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "999\n");
  /* "depth D value V best B nodes N time S nps R": the search stopped at
   * 5 s, short of depth 7. */
  time_field = strstr (run.err, " time ");
  g_assert_nonnull (time_field);
  seconds = g_ascii_strtod (time_field + 6, NULL);
  g_assert_cmpfloat (seconds, >=, 4.9);
  g_assert_cmpfloat (seconds, <, 6.5);
  g_assert_false (g_str_has_prefix (run.err, "depth 7 "));
}

/* ------------------------------------------------------ smaller ones */

/* --pits 0 and --seeds 0 are usage errors (status 2), as any value out of
 * the parameter's range. */
static void
test_zero_board (void)
{
  static const char *const options[][2] = { { "--pits", "0" }, { "--seeds", "0" } };

  for (gsize i = 0; i < G_N_ELEMENTS (options); i++)
    {
      const char *args[] = { "play", "--game", "congkak", options[i][0], options[i][1], NULL };
      g_auto (ArbTestCliRun) run = { 0 };

      arb_test_cli_runv (&run, NULL, args);
      g_assert_cmpint (run.status, ==, 2);
      arb_test_assert_contains (run.err, "'0' is not a value of");
    }
}

/* Answers that make no board together (2 pits, then 500 seeds) are asked
 * again with the reason, not the end of the program. */
static void
test_questions_again (void)
{
  const char *args[] = { "play", "--game", "congkak", "--coin-seed", "0", NULL };
  g_auto (ArbTestCliRun) run = { 0 };

  arb_test_cli_runv (&run, "\n\n2\n500\n3\n2\nquit\n", args);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "Seed count (seeds a pit) [4]: 500\n"
                                     "2 pits of 500 seeds: pits × seeds may be at most 999.\n"
                                     "Board size (pits a side) [7]: 3\n"
                                     "Seed count (seeds a pit) [4]: 2\n");
  arb_test_assert_contains (run.out, "      2  2  2\n");
}

/* A UTF-8 byte order mark before `inspect`'s first line is skipped, as
 * replay skips one before a file; every game. */
static void
test_inspect_bom (void)
{
  static const struct
  {
    const char *game;
    const char *position;
  } cases[] = {
    { "chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1" },
    { "alquerque", "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1" },
    { "checkers", "B:W21-32:B1-12" },
    { "congkak", "4,4/4,4/0/0 1" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *args[] = { "inspect", "--game", cases[i].game, NULL };
      g_autofree char *input = g_strdup_printf ("\xef\xbb\xbf%s\n%s\n", cases[i].position,
                                                cases[i].position);
      g_auto (ArbTestCliRun) run = { 0 };
      g_auto (GStrv) lines = NULL;

      g_test_message ("inspect --game %s", cases[i].game);
      arb_test_cli_runv (&run, input, args);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpint (run.status, ==, 0);
      lines = arb_test_split_lines (run.out);
      g_assert_cmpuint (g_strv_length (lines), ==, 2);
      g_assert_cmpstr (lines[0], ==, lines[1]);
    }
}

/* A saved game cut at a token boundary, before its result token (the
 * writer always ends a game with one): refused, status 1, the file left
 * as it is; every game. */
static void
test_save_truncated (void)
{
  static const struct
  {
    const char *game;
    const char *text;
  } cases[] = {
    { "chess", "[Event \"?\"]\n\n1. e4 e5 2. Nf3" },
    { "chess", "[Event \"?\"]\n[Site \"?\"]\n" },
    { "alquerque", "[Variant \"Alquerque\"]\n\n1. 18-13 8x18" },
    { "checkers", "[GameType \"21\"]\n\n1. 9-13 22-17" },
    { "congkak", "[Game \"Congkak\"]\n[Pits \"2\"]\n[Seeds \"1\"]\n[FirstPlayer \"1\"]\n\n1. 1" },
  };
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, "game.pgn", NULL);
      const char *args[] = { "play", "--game", cases[i].game, "--save", path, NULL };
      g_autofree char *expected = g_strdup_printf ("arbiter-cli: cannot restore the game from %s: "
                                                   "it is truncated (its game does not end with a "
                                                   "result: 1-0, 0-1, 1/2-1/2 or *)\n", path);
      g_autofree char *after = NULL;
      g_auto (ArbTestCliRun) run = { 0 };

      g_test_message ("play --game %s --save: %s", cases[i].game, cases[i].text);
      g_assert_true (g_file_set_contents (path, cases[i].text, -1, NULL));
      arb_test_cli_runv (&run, NULL, args);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.err, ==, expected);
      after = arb_test_read_file (path, NULL);
      g_assert_cmpstr (after, ==, cases[i].text);
    }
  arb_test_remove_dir (dir);
}

/* A tournament's --seed takes the whole unsigned 64-bit range: the
 * largest is kept as given in the settings, and the same command resumes
 * the directory (nothing left to play); one past it, or a negative one, is
 * refused with the range. */
static void
test_tournament_seed_range (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-seed-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *settings_path = g_build_filename (out, "settings", NULL);
  g_autofree char *settings = NULL;
  g_auto (ArbTestCliRun) first = { 0 };
  g_auto (ArbTestCliRun) again = { 0 };
  g_auto (ArbTestCliRun) past = { 0 };
  g_auto (ArbTestCliRun) negative = { 0 };
  const char *max = "18446744073709551615";

  arb_test_cli_run (&first, NULL, "tournament", "--out", out, "--game", "alquerque",
                    "--max-plies", "4", "--seed", max, "arbiter:1", "arbiter:1", NULL);
  g_assert_cmpint (first.status, ==, 0);
  settings = arb_test_read_file (settings_path, NULL);
  arb_test_assert_contains (settings, "\nseed=18446744073709551615\n");
  arb_test_cli_run (&again, NULL, "tournament", "--out", out, "--game", "alquerque",
                    "--max-plies", "4", "--seed", max, "arbiter:1", "arbiter:1", NULL);
  g_assert_cmpint (again.status, ==, 0);
  g_assert_null (strstr (again.out, "Finished game"));

  arb_test_cli_run (&past, NULL, "tournament", "--out", out, "--seed", "18446744073709551616",
                    "arbiter:1", "arbiter:1", NULL);
  g_assert_cmpint (past.status, ==, 2);
  arb_test_assert_contains (past.err, "out of bounds [0, 18446744073709551615]");
  arb_test_cli_run (&negative, NULL, "tournament", "--out", out, "--seed", "-1", "arbiter:1",
                    "arbiter:1", NULL);
  g_assert_cmpint (negative.status, ==, 2);
  arb_test_assert_contains (negative.err, "tournament: bad seed '-1'");
  arb_test_remove_dir (dir);
}

/* --merge takes no option it would ignore: each is refused, named, and
 * nothing is merged. */
static void
test_merge_alone (void)
{
  static const char *const others[][2] = {
    { "--rounds", "3" }, { "--tc", "10+0.1" }, { "--seed", "7" }, { "--out", "x" },
    { "--game", "checkers" },
  };
  g_autofree char *dir = arb_test_make_dir ("arb-merge-XXXXXX");
  g_autofree char *merged = g_build_filename (dir, "merged", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    {
      g_auto (ArbTestCliRun) run = { 0 };
      g_autofree char *named = g_strdup_printf ("takes no other option, got '%s'", others[i][0]);

      arb_test_cli_run (&run, NULL, "tournament", "--merge", merged, others[i][0], others[i][1],
                        dir, NULL);
      g_assert_cmpint (run.status, ==, 2);
      arb_test_assert_contains (run.err, named);
      g_assert_false (g_file_test (merged, G_FILE_TEST_EXISTS));
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
  /* A program that refuses its arguments exits without reading the input
   * written to it: that must not kill the test with SIGPIPE. */
  signal (SIGPIPE, SIG_IGN);

  g_test_add_func ("/cli-hostile/escape/play", test_escape_play);
  g_test_add_func ("/cli-hostile/escape/replay", test_escape_replay);
  g_test_add_func ("/cli-hostile/escape/arguments", test_escape_arguments);
  g_test_add_func ("/cli-hostile/huge/token", test_huge_token);
  g_test_add_func ("/cli-hostile/huge/tag", test_huge_tag);
  g_test_add_func ("/cli-hostile/utf8-options", test_utf8_options);
  g_test_add_func ("/cli-hostile/save/fifo", test_save_fifo);
  g_test_add_func ("/cli-hostile/save/truncated", test_save_truncated);
  g_test_add_func ("/cli-hostile/match-pgn-fifo", test_match_pgn_fifo);
  g_test_add_func ("/cli-hostile/escape/uci", test_escape_uci);
  g_test_add_func ("/cli-hostile/congkak-time-limit", test_congkak_time_limit);
  g_test_add_func ("/cli-hostile/zero-board", test_zero_board);
  g_test_add_func ("/cli-hostile/questions-again", test_questions_again);
  g_test_add_func ("/cli-hostile/inspect-bom", test_inspect_bom);
  g_test_add_func ("/cli-hostile/tournament-seed-range", test_tournament_seed_range);
  g_test_add_func ("/cli-hostile/merge-alone", test_merge_alone);

  return g_test_run ();
}
