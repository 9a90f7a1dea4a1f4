/* test-engines-config.c — engines as engine testers configure them:
 * --engine and --each KEY=VALUE…, conf=NAME from a cutechess engines.json,
 * options an engine does not declare, engines kept from game to game and
 * started again after a failure
 *
 * Each fake engine logs what it receives to a file of its own: its command
 * line is `env FAKE_ENGINE_LOG=FILE fake-uci-engine MODE`.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>

#include "arbiter.h"
#include "arb-test-util.h"

/* "env FAKE_ENGINE_LOG=@log FAKE @mode": a fake engine that logs to @log. */
static char *
logged_fake (const char *log,
             const char *mode)
{
  return g_strdup_printf ("env FAKE_ENGINE_LOG=%s %s %s", log, g_getenv ("FAKE_ENGINE"), mode);
}

/* How many lines of the file at @path are exactly @line. */
static guint
count_lines (const char *path,
             const char *line)
{
  g_autofree char *text = g_file_test (path, G_FILE_TEST_EXISTS) ? arb_test_read_file (path, NULL)
                                                                 : g_strdup ("");
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += g_str_equal (lines[i], line);
  return n;
}

/* name=, option.NAME= and st= per engine; --each's keys for every engine,
 * an engine's own winning; args= and arg= joined to cmd=. */
static void
test_keys (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-engines-XXXXXX");
  g_autofree char *log_a = g_build_filename (dir, "a.log", NULL);
  g_autofree char *log_b = g_build_filename (dir, "b.log", NULL);
  g_autofree char *cmd_a = g_strdup_printf ("cmd=env FAKE_ENGINE_LOG=%s %s", log_a,
                                            g_getenv ("FAKE_ENGINE"));
  g_autofree char *cmd_b = g_strdup_printf ("cmd=env FAKE_ENGINE_LOG=%s %s", log_b,
                                            g_getenv ("FAKE_ENGINE"));
  g_auto (ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "match", "--games", "2", "--max-plies", "4",
                    "--engine", cmd_a, "args=legal", "name=Alpha", "option.Hash=8",
                    "--engine", cmd_b, "arg=legal",
                    "--each", "st=0.05", "option.Hash=4", NULL);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "Finished game 1 (Alpha vs Fake legal): ");
  arb_test_assert_contains (run.out, "Score of Alpha vs Fake legal: 0 - 0 - 2");
  g_assert_cmpuint (count_lines (log_a, "setoption name Hash value 8"), >=, 1);
  g_assert_cmpuint (count_lines (log_a, "setoption name Hash value 4"), ==, 0);
  g_assert_cmpuint (count_lines (log_b, "setoption name Hash value 4"), >=, 1);
  g_assert_cmpuint (count_lines (log_a, "go movetime 50"), >=, 2);
  g_assert_cmpuint (count_lines (log_b, "go movetime 50"), >=, 2);
  arb_test_remove_dir (dir);
}

/* dir=: the engine runs in that folder, a relative cmd= found there; a
 * folder that is not there is refused before the first game. */
static void
test_dir (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-engines-XXXXXX");
  g_autofree char *link = g_build_filename (dir, "engine", NULL);
  g_autofree char *in_dir = g_strdup_printf ("dir=%s", dir);
  g_autofree char *legal = g_strdup_printf ("%s legal", g_getenv ("FAKE_ENGINE"));
  g_autofree char *cmd_legal = g_strdup_printf ("cmd=%s", legal);
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (ArbTestCliRun) missing = { 0 };

  g_assert_cmpint (symlink (g_getenv ("FAKE_ENGINE"), link), ==, 0);
  arb_test_cli_run (&run, NULL, "match", "--games", "1", "--max-plies", "2", "--movetime", "50",
                    "--engine", "cmd=./engine", "args=legal", in_dir, "name=Here",
                    "--engine", cmd_legal, NULL);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "Finished game 1 (Here vs Fake legal): ");

  arb_test_cli_run (&missing, NULL, "match", "--games", "1", "--engine", "cmd=./engine",
                    "dir=/nonexistent/folder", "--engine", cmd_legal, NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_cmpstr (missing.out, ==, "");
  arb_test_assert_contains (missing.err, "in “/nonexistent/folder”: no such folder; refused "
                                         "before the first game");
  arb_test_remove_dir (dir);
}

/* conf=NAME from a file in cutechess's engines.json layout, the GUI's
 * members beside, keys after it changing it. */
static void
test_conf (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-engines-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "engines.json", NULL);
  g_autofree char *log = g_build_filename (dir, "first.log", NULL);
  g_autofree char *command = logged_fake (log, "legal");
  g_autofree char *legal = g_strdup_printf ("%s legal", g_getenv ("FAKE_ENGINE"));
  g_autofree char *json = g_strdup_printf (
    "[\n"
    "  {\"command\": \"%s\", \"name\": \"First\", \"protocol\": \"uci\",\n"
    "   \"stderrFile\": \"\", \"timeoutScaleFactor\": 1, \"workingDirectory\": \"\",\n"
    "   \"whitepov\": false, \"restart\": \"auto\",\n"
    "   \"options\": [{\"alias\": \"\", \"default\": 1, \"max\": 64, \"min\": 1,\n"
    "                 \"name\": \"Hash\", \"type\": \"spin\", \"value\": 16},\n"
    "                {\"name\": \"UCI_Variant\", \"value\": \"chess\"}]},\n"
    "  {\"command\": \"%s\", \"name\": \"Second\", \"protocol\": \"uci\"}\n"
    "]\n", command, legal);
  g_autofree char *file_arg = g_strdup_printf ("--engines-file=%s", path);
  g_auto (ArbTestCliRun) run = { 0 };

  g_assert_true (g_file_set_contents (path, json, -1, NULL));
  arb_test_cli_run (&run, NULL, "match", file_arg, "--games", "2", "--max-plies", "4",
                    "--movetime", "50", "--engine", "conf=First",
                    "--engine", "conf=Second", "name=Renamed", NULL);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "Score of First vs Renamed: 0 - 0 - 2");
  g_assert_cmpuint (count_lines (log, "setoption name Hash value 16"), >=, 1);
  g_assert_cmpuint (count_lines (log, "setoption name UCI_Variant value chess"), >=, 1);
  arb_test_remove_dir (dir);
}

/* What an engines file may get wrong, each refused with where and why,
 * before any engine starts. */
static void
test_conf_errors (void)
{
  static const struct
  {
    const char *json;
    const char *message;
  } cases[] = {
    { "{}", "not an array of engines" },
    { "[1]", "engine 1: not an object" },
    { "[{\"name\": \"E\", \"command\": \"x\", \"bogus\": 1}]",
      "engine 1: “bogus” is no member of an engine" },
    { "[{\"name\": \"E\", \"command\": \"x\", \"protocol\": \"xboard\"}]",
      "“protocol” “xboard”: Arbiter speaks uci and ugi" },
    { "[{\"name\": \"E\", \"command\": \"x\", \"initStrings\": [\"new\"]}]",
      "“initStrings” are xboard's" },
    { "[{\"name\": \"E\", \"command\": \"x\", \"restart\": \"on\"}]",
      "“restart”: “on” is not supported" },
    { "[{\"name\": \"E\", \"command\": \"x\", \"stderrFile\": \"err.txt\"}]",
      "“stderrFile” is not supported" },
    { "[{\"name\": \"E\", \"command\": 5}]", "“command” is not a string" },
    { "[{\"name\": \"E\", \"command\": \"x\", \"options\": {}}]", "“options” is not an array" },
    { "[{\"name\": \"E\", \"command\": \"x\", \"options\": [{\"name\": \"Hash\"}]}]",
      "option 1 has no “name” and “value”" },
    { "[{\"name\": \"Other\", \"command\": \"x\"}]", "names no such engine" },
    { "[{\"name\": \"E\", \"command\": \"x\",", "engines.json" },
  };
  g_autofree char *dir = arb_test_make_dir ("arb-engines-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "engines.json", NULL);
  g_autofree char *file_arg = g_strdup_printf ("--engines-file=%s", path);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (ArbTestCliRun) run = { 0 };

      g_test_message ("%s", cases[i].json);
      g_assert_true (g_file_set_contents (path, cases[i].json, -1, NULL));
      arb_test_cli_run (&run, NULL, "match", file_arg, "--engine", "conf=E", "--engine",
                        "cmd=arbiter:1", NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      arb_test_assert_contains (run.err, cases[i].message);
    }
  /* Without --engines-file, ./engines.json, which is not there. */
  {
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_run (&run, dir, "match", "--engine", "conf=E", "--engine", "cmd=arbiter:1",
                      NULL);
    g_assert_cmpint (run.status, ==, 2);
    arb_test_assert_contains (run.err, "match: --engine 1: conf=E: ");
  }
  arb_test_remove_dir (dir);
}

/* Keys and combinations that make no players, refused as usage errors;
 * an option an engine does not declare, refused before the first game. */
static void
test_refused (void)
{
  g_autofree char *legal = g_strdup_printf ("cmd=%s legal", g_getenv ("FAKE_ENGINE"));
  const struct
  {
    const char *args[12];
    int         status;
    const char *message;
  } cases[] = {
    { { "--engine", legal, "foo=1", "--engine", legal }, 2,
      "match: --engine 1: 'foo=1' is no key of an engine" },
    { { "--engine", legal, "arbiter:1" }, 2,
      "give the players as PLAYER arguments or with --engine, not both" },
    { { "--each", "st=1", "arbiter:1", "arbiter:1" }, 2, "--each applies to the --engine" },
    { { "--engine", "name=X", "--engine", legal }, 2, "--engine 1: an engine needs cmd=" },
    { { "--engine", legal, "timemargin=10", "--engine", legal, "timemargin=20", "--each",
        "tc=1+0.1" }, 2, "the engines' timemargin= differ: the referee has one margin" },
    { { "--engine", legal, "--engine", legal, "--each", "st=0" }, 2,
      "st='0' must be 0.001 to 86400 seconds" },
    { { "--tc", "5+0.1", "--engine", legal, "--engine", legal, "--each", "tc=1+0.1" }, 2,
      "the engines' tc= and --tc differ" },
    { { "--engine", legal, "proto=xboard", "--engine", legal }, 2,
      "proto='xboard': an engine speaks uci or ugi" },
    { { "--engine", legal, "option.=3", "--engine", legal }, 2, "'option.=3' names no option" },
    { { "--engine", legal, "option.Threads=2", "--engine", legal }, 1,
      "match: Fake legal declares no option Threads (given as Threads=2); refused before the "
      "first game" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (ArbTestCliRun) run = { 0 };
      g_autoptr (GPtrArray) argv = g_ptr_array_new ();

      g_ptr_array_add (argv, (gpointer) "match");
      for (guint k = 0; cases[i].args[k] != NULL; k++)
        g_ptr_array_add (argv, (gpointer) cases[i].args[k]);
      g_ptr_array_add (argv, NULL);
      g_test_message ("%s", cases[i].message);
      arb_test_cli_runv (&run, NULL, (const char *const *) argv->pdata);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_cmpstr (run.out, ==, "");
      arb_test_assert_contains (run.err, cases[i].message);
    }
}

/* An engine that behaves keeps its process for every game (one handshake,
 * a new game each); one that crashes is started again for the next game,
 * and the restarts are said before the score line. */
static void
test_kept_and_restarted (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-engines-XXXXXX");
  g_autofree char *log = g_build_filename (dir, "kept.log", NULL);
  g_autofree char *kept = logged_fake (log, "legal");
  g_autofree char *crash = g_strdup_printf ("%s crash", g_getenv ("FAKE_ENGINE"));
  g_autofree char *legal = g_strdup_printf ("%s legal", g_getenv ("FAKE_ENGINE"));
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (ArbTestCliRun) crashed = { 0 };

  arb_test_cli_run (&run, NULL, "match", "--games", "3", "--max-plies", "6", "--movetime", "50",
                    kept, "arbiter:1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines (log, "uci"), ==, 1);
  g_assert_cmpuint (count_lines (log, "ucinewgame"), ==, 4);  /* the check's and 3 games' */
  g_assert_null (strstr (run.out, "Restarts"));

  /* The crashing engine dies on its third "go" in each game it plays. */
  arb_test_cli_run (&crashed, NULL, "match", "--games", "3", "--max-plies", "40", "--movetime",
                    "50", crash, legal, NULL);
  g_assert_cmpint (crashed.status, ==, 0);
  g_assert_cmpuint (arb_test_count_occurrences (crashed.out, "was killed by signal 11"), ==, 3);
  arb_test_assert_contains (crashed.out, "\nRestarts: Fake crash 2\nScore of Fake crash vs "
                                         "Fake legal: 0 - 3 - 0");
  arb_test_remove_dir (dir);
}

/* A tournament of --engine players: their keys are its settings (one
 * changed is refused on resume), a failed engine's restarts follow the
 * standings, counted over every run. */
static void
test_tournament (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-engines-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *legal = g_strdup_printf ("cmd=%s legal", g_getenv ("FAKE_ENGINE"));
  g_autofree char *crash = g_strdup_printf ("cmd=%s crash", g_getenv ("FAKE_ENGINE"));
  g_autofree char *settings_path = g_build_filename (out, "settings", NULL);
  g_autofree char *settings = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (ArbTestCliRun) changed = { 0 };
  g_auto (ArbTestCliRun) again = { 0 };

  arb_test_cli_run (&run, NULL, "tournament", "--out", out, "--max-plies", "40",
                    "--concurrency", "2", "--engine", legal, "name=L", "option.Hash=2",
                    "--engine", crash, "name=C", "--engine", "cmd=arbiter:1",
                    "--each", "st=0.05", NULL);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "Finished game 6 ");
  /* Four games of C, each lost by its crash: the two processes of the
   * first two games, then two restarts. */
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "was killed by signal 11"), ==, 4);
  arb_test_assert_contains (run.out, "\nRestarts: C 2\n");
  settings = arb_test_read_file (settings_path, NULL);
  arb_test_assert_contains (settings, " name=L option.Hash=2\n");

  /* Run again, the tournament finished: no game played, the restarts of
   * the run before still counted (the journal keeps them). */
  arb_test_cli_run (&again, NULL, "tournament", "--out", out, "--max-plies", "40",
                    "--concurrency", "2", "--engine", legal, "name=L", "option.Hash=2",
                    "--engine", crash, "name=C", "--engine", "cmd=arbiter:1",
                    "--each", "st=0.05", NULL);
  g_assert_cmpint (again.status, ==, 0);
  g_assert_null (strstr (again.out, "Finished game"));
  arb_test_assert_contains (again.out, "\nRestarts: C 2\n");

  arb_test_cli_run (&changed, NULL, "tournament", "--out", out, "--max-plies", "40",
                    "--engine", legal, "name=L", "option.Hash=3",
                    "--engine", crash, "name=C", "--engine", "cmd=arbiter:1",
                    "--each", "st=0.05", NULL);
  g_assert_cmpint (changed.status, ==, 1);
  arb_test_assert_contains (changed.err, "player.1");
  arb_test_remove_dir (dir);
}

/* Time odds, as cutechess-cli gives them: each engine its own tc=, an
 * engine without one the game's (--each); each side's `go` carries its own
 * time and increment, the file a TimeControl tag for each side; depth=
 * per engine; a clock against a time per move refused; the odds are the
 * tournament's settings. */
static void
test_time_odds (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-engines-XXXXXX");
  g_autofree char *log_a = g_build_filename (dir, "a.log", NULL);
  g_autofree char *log_b = g_build_filename (dir, "b.log", NULL);
  g_autofree char *pgn = g_build_filename (dir, "odds.pgn", NULL);
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *settings_path = g_build_filename (out, "settings", NULL);
  g_autofree char *fake_a = logged_fake (log_a, "legal");
  g_autofree char *fake_b = logged_fake (log_b, "legal");
  g_autofree char *cmd_a = g_strdup_printf ("cmd=%s", fake_a);
  g_autofree char *cmd_b = g_strdup_printf ("cmd=%s", fake_b);
  g_autofree char *legal = g_strdup_printf ("cmd=%s legal", g_getenv ("FAKE_ENGINE"));
  g_autofree char *games = NULL, *settings = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (ArbTestCliRun) depths = { 0 };
  g_auto (ArbTestCliRun) mixed = { 0 };
  g_auto (ArbTestCliRun) bounded = { 0 };
  g_auto (ArbTestCliRun) tournament = { 0 };

  /* A: 10 s + 0.5; B: --each's 5 s + 0.25. Each game's first `go` is
   * before any clock ran: both times exact. */
  arb_test_cli_run (&run, NULL, "match", "--games", "2", "--max-plies", "4", "--pgn", pgn,
                    "--engine", cmd_a, "tc=10+0.5", "name=A", "--engine", cmd_b, "name=B",
                    "--each", "tc=5+0.25", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines (log_a, "go wtime 10000 btime 5000 winc 500 binc 250"), ==, 1);
  g_assert_cmpuint (count_lines (log_b, "go wtime 5000 btime 10000 winc 250 binc 500"), ==, 1);
  games = arb_test_read_file (pgn, NULL);
  arb_test_assert_contains (games, "[White \"A\"]\n[Black \"B\"]\n");
  arb_test_assert_contains (games, "[WhiteTimeControl \"10+0.5\"]\n"
                                   "[BlackTimeControl \"5+0.25\"]\n");
  arb_test_assert_contains (games, "[WhiteTimeControl \"5+0.25\"]\n"
                                   "[BlackTimeControl \"10+0.5\"]\n");
  g_assert_null (strstr (games, "[TimeControl "));

  /* Depth odds without a clock: each engine's own bound, alone. */
  g_remove (log_a);
  g_remove (log_b);
  arb_test_cli_run (&depths, NULL, "match", "--games", "1", "--max-plies", "4",
                    "--engine", cmd_a, "depth=3", "--engine", cmd_b, "depth=5", NULL);
  g_assert_cmpint (depths.status, ==, 0);
  g_assert_cmpuint (count_lines (log_a, "go depth 3"), ==, 2);
  g_assert_cmpuint (count_lines (log_b, "go depth 5"), ==, 2);

  /* A clock against a time per move; a bound with a clock. */
  arb_test_cli_run (&mixed, NULL, "match", "--engine", legal, "tc=10", "--engine", legal,
                    "st=0.1", NULL);
  g_assert_cmpint (mixed.status, ==, 2);
  arb_test_assert_contains (mixed.err, "engine 2 plays on a time per move and engine 1 on a "
                                       "clock");
  arb_test_cli_run (&bounded, NULL, "match", "--engine", legal, "tc=10", "depth=4",
                    "--engine", legal, "tc=5", NULL);
  g_assert_cmpint (bounded.status, ==, 2);
  arb_test_assert_contains (bounded.err, "depth= and nodes= bound a move without a clock");

  /* In a tournament, each player's own time is in its settings. */
  arb_test_cli_run (&tournament, NULL, "tournament", "--out", out, "--max-plies", "4",
                    "--engine", legal, "name=L", "tc=10+0.5", "--engine", legal, "name=M",
                    "tc=5", NULL);
  g_assert_cmpint (tournament.status, ==, 0);
  settings = arb_test_read_file (settings_path, NULL);
  arb_test_assert_contains (settings, " name=L tc=10+0.5\n");
  arb_test_assert_contains (settings, " name=M tc=5\n");
  arb_test_remove_dir (dir);
}

/* A referee killed with SIGKILL cannot stop its engines: each dies with
 * it all the same, even one that does not end at the end of its input (as
 * GNU Chess 6 with --uci), with games played in two threads. */
static void
test_die_with_referee (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-engines-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *log = g_build_filename (dir, "deaf.log", NULL);
  g_autofree char *fake = logged_fake (log, "deaf");
  g_autofree char *deaf = g_strdup_printf ("cmd=%s", fake);
  const char *argv[] = { arb_test_cli_path (), "tournament", "--out", out, "--rounds", "50",
                         "--concurrency", "2", "--engine", deaf, "--engine", "cmd=arbiter:1",
                         "--each", "st=0.05", NULL };
  g_autoptr (GSubprocess) referee = NULL;
  g_auto (GStrv) lines = NULL;
  g_autofree char *text = NULL;
  guint n_pids = 0;

  referee = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                       | G_SUBPROCESS_FLAGS_STDERR_SILENCE, NULL);
  g_assert_nonnull (referee);
  /* Two games under way: the check's engine, then one a game. */
  for (guint tries = 0; tries < 200 && count_lines (log, "ucinewgame") < 4; tries++)
    g_usleep (50000);
  g_assert_cmpuint (count_lines (log, "ucinewgame"), >=, 4);
  g_subprocess_send_signal (referee, SIGKILL);
  g_assert_true (g_subprocess_wait (referee, NULL, NULL));

  text = arb_test_read_file (log, NULL);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      int pid;

      if (!g_str_has_prefix (lines[i], "pid "))
        continue;
      pid = atoi (lines[i] + strlen ("pid "));
      n_pids++;
      for (guint tries = 0; tries < 100 && !arb_test_process_gone (pid); tries++)
        g_usleep (20000);
      g_assert_true (arb_test_process_gone (pid));
    }
  g_assert_cmpuint (n_pids, >=, 3);
  arb_test_remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (arb_test_cli_path () == NULL || g_getenv ("FAKE_ENGINE") == NULL)
    {
      g_printerr ("run through meson test: ARBITER_CLI and FAKE_ENGINE name the programs\n");
      return 1;
    }
  g_test_add_func ("/engines/keys", test_keys);
  g_test_add_func ("/engines/dir", test_dir);
  g_test_add_func ("/engines/conf", test_conf);
  g_test_add_func ("/engines/conf-errors", test_conf_errors);
  g_test_add_func ("/engines/refused", test_refused);
  g_test_add_func ("/engines/kept-and-restarted", test_kept_and_restarted);
  g_test_add_func ("/engines/tournament", test_tournament);
  g_test_add_func ("/engines/time-odds", test_time_odds);
  g_test_add_func ("/engines/die-with-referee", test_die_with_referee);
  return g_test_run ();
}
