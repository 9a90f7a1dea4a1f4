/* test-match-games.c — the match referee's faults in every game, as a process
 *
 * Every registered game, each broken engine of tests/fake-uci-engine.c,
 * in the game's own dialect (UCI in chess, UGI in the others) and, told
 * with --protocol, in the other (a few faults in the quick suite, all of
 * them and the silent handshake in the slow one, `-m slow`);
 * a forfeit is a loss whatever the game's own ways to end (a [Termination]
 * and a comment naming the fault in the file, 0-1 and a lost point on the
 * score line); --max-plies is a recorded draw; every player has a name,
 * also one that never started; what an engine sends is never echoed raw;
 * an engine's own processes end with it (its process group), also when the
 * referee is interrupted. Every wait of these tests has a deadline here, in
 * the harness; the referee's own limits are the product's.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <gio/gio.h>

#include "arb-test-util.h"

/* How long a test waits for something the referee should do at once. */
#define HARNESS_WAIT_US (20 * G_TIME_SPAN_SECOND)

/* "FAKE MODE GAME": the command line of a fake engine playing @rules,
 * speaking the game's own dialect. */
static char *
fake (const char     *mode,
      const ArbRules *rules)
{
  return g_strdup_printf ("%s %s %s", g_getenv ("FAKE_ENGINE"), mode, rules->id);
}

/* "FAKE MODE GAME PROTOCOL": the same, speaking @protocol only ("uci",
 * "ugi"); NULL: the game's own. */
static char *
fake_speaking (const char     *mode,
               const ArbRules *rules,
               const char     *protocol)
{
  if (protocol == NULL)
    return fake (mode, rules);
  return g_strdup_printf ("%s %s %s %s", g_getenv ("FAKE_ENGINE"), mode, rules->id, protocol);
}

/* The dialect that is not @rules' own: chess's engines speak UCI, the
 * others' UGI (docs/protocol.md). */
static const char *
other_protocol (const ArbRules *rules)
{
  return g_str_equal (rules->id, "chess") ? "ugi" : "uci";
}

/* Runs `arbiter-cli match --game GAME --pgn DIR/games ARGS…`; the file's
 * text in @pgn. */
static void
run_match (ArbTestCliRun     *run,
           const ArbRules    *rules,
           char             **pgn,
           const char *const *args)
{
  g_autofree char *dir = arb_test_make_dir ("arb-match-games-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "games", NULL);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) "match");
  g_ptr_array_add (argv, (gpointer) "--game");
  g_ptr_array_add (argv, (gpointer) rules->id);
  g_ptr_array_add (argv, (gpointer) "--pgn");
  g_ptr_array_add (argv, path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  arb_test_cli_runv (run, NULL, (const char *const *) argv->pdata);
  *pgn = g_file_test (path, G_FILE_TEST_EXISTS) ? arb_test_read_file (path, NULL) : g_strdup ("");
  arb_test_remove_dir (dir);
}

/* The file's text with each line break a space: a long comment is
 * wrapped at 80 columns. */
static char *
unwrap (const char *text)
{
  return g_strdelimit (g_strdup (text), "\n", ' ');
}

/* No control character (an escape sequence) in @text but its line breaks. */
static void
assert_no_controls (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if (*p != '\n')
      g_assert_false ((guchar) *p < 0x20 || *p == 0x7f);
}

/* -------------------------------------------------------------- forfeits */

static const struct
{
  const char *mode;         /* NULL: a program that does not exist */
  const char *termination;
  const char *comment;      /* in the comment, after "forfeits: " */
  gboolean    refused;      /* refused before the first game: no game */
} faults[] = {
  { NULL, "abandoned", "cannot start “/nonexistent/engine”", TRUE },
  { "illegal", "rules infraction", "illegal move ", FALSE },
  { "unreadable", "rules infraction", "illegal move @@@", FALSE },
  { "garbage", "rules infraction",
    "fake-uci-engine sent a line that is not UTF-8 text: “bestmove \\xff\\xfe\\xfd”", FALSE },
  { "long", "rules infraction",
    "fake-uci-engine sent a line of more than 65536 bytes: “bestmove aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…”",
    FALSE },
  { "escape", "rules infraction", "illegal move \\x1b[2J\\x1b]0;pwned\\x07 (", FALSE },
  { "silent", "time forfeit", "fake-uci-engine did not answer in time", FALSE },
  { "crash", "abandoned", "fake-uci-engine was killed by signal 11", FALSE },
  { "exit", "abandoned", "fake-uci-engine exited with status 3", FALSE },
  /* The handshake has 10 s: the slow suite's only. */
  { "no-uciok", "abandoned", "fake-uci-engine did not answer in time", TRUE },
};

/* The faults the quick suite tries: all but the silent handshake. */
#define N_QUICK_FAULTS (G_N_ELEMENTS (faults) - 1)

/* The broken engine moves first: it loses game 1, whatever the game,
 * whichever dialect (@protocol, "uci" or "ugi"; NULL: the game's own). */
static void
check_forfeit (const ArbRules *rules,
               guint           i,
               const char     *protocol)
{
  g_autofree char *bad = faults[i].mode != NULL ? fake_speaking (faults[i].mode, rules, protocol)
                                                : g_strdup ("/nonexistent/engine");
  g_autofree char *good = fake_speaking ("legal", rules, protocol);
  g_autofree char *pgn = NULL;
  g_autofree char *flat = NULL;
  g_autofree char *tag = g_strdup_printf ("[Termination \"%s\"]", faults[i].termination);
  g_autofree char *comment = g_strdup_printf ("{%s forfeits: %s", rules->player_names[0],
                                              faults[i].comment);
  g_autofree char *line = g_strdup_printf ("): 0-1 %s", comment);
  g_auto (ArbTestCliRun) run = { 0 };
  const char *own[] = { "--games", "1", "--movetime", "50", bad, good, NULL };
  const char *told[] = { "--games", "1", "--movetime", "50", "--protocol", protocol, bad, good,
                         NULL };

  g_test_message ("%s (%s): %s", rules->id, protocol != NULL ? protocol : "its own protocol",
                  faults[i].mode != NULL ? faults[i].mode : "no program");
  run_match (&run, rules, &pgn, protocol != NULL ? told : own);
  /* An engine that cannot start or shake hands is said once, before any
   * game, not forfeited game after game. */
  if (faults[i].refused)
    {
      g_autofree char *said = g_strdup_printf ("match: %s", faults[i].comment);

      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      arb_test_assert_contains (run.err, said);
      arb_test_assert_contains (run.err, "; refused before the first game\n");
      if (faults[i].mode != NULL)
        arb_test_assert_contains (run.err, "an engine of the other protocol needs --protocol ");
      return;
    }
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, line);
  arb_test_assert_contains (run.out, ": 0 - 1 - 0  [0.000] 1\n");
  assert_no_controls (run.out);
  assert_no_controls (pgn);

  /* The file: a decisive result, the fault's Termination, the comment. */
  arb_test_assert_contains (pgn, "[Result \"0-1\"]");
  arb_test_assert_contains (pgn, tag);
  flat = unwrap (pgn);
  arb_test_assert_contains (flat, comment);
  g_assert_true (g_str_has_suffix (flat, "} 0-1  "));
}

static void
test_forfeits (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  /* Under memcheck each fault in one game, the games in turn. */
  for (guint g = 0; g < n_games; g++)
    for (guint i = 0; i < N_QUICK_FAULTS; i++)
      if (arb_test_run_case (g + i, n_games))
        check_forfeit (games[g], i, NULL);
}

/* The other dialect, told with --protocol (UGI in chess, UCI in the
 * others), so that every fault is seen in both in every game. The quick
 * suite tries a few faults (a move, a line, a crash); the slow suite all,
 * and the silent handshake in both dialects. */
static void
test_forfeits_other_protocol (void)
{
  static const char *const quick[] = { "illegal", "garbage", "crash" };
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint g = 0; g < n_games; g++)
    for (guint i = 0; i < N_QUICK_FAULTS; i++)
      for (guint q = 0; q < G_N_ELEMENTS (quick); q++)
        if (faults[i].mode != NULL && g_str_equal (faults[i].mode, quick[q]))
          check_forfeit (games[g], i, other_protocol (games[g]));
}

static void
test_forfeits_all (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint g = 0; g < n_games; g++)
    {
      for (guint i = 0; i < G_N_ELEMENTS (faults); i++)
        check_forfeit (games[g], i, other_protocol (games[g]));
      check_forfeit (games[g], G_N_ELEMENTS (faults) - 1, NULL);
    }
}

/* An engine that speaks the other dialect only never finishes the
 * handshake the referee starts: it is refused before the first game, with
 * the protocol to try. */
static void
test_wrong_protocol (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint g = 0; g < n_games; g++)
    {
      g_autofree char *deaf = fake_speaking ("legal", games[g], other_protocol (games[g]));
      g_autofree char *good = fake ("legal", games[g]);
      g_autofree char *pgn = NULL;
      g_auto (ArbTestCliRun) run = { 0 };
      const char *args[] = { "--games", "1", deaf, good, NULL };

      const char *other = other_protocol (games[g]);
      const char *own = g_str_equal (other, "uci") ? "ugi" : "uci";
      /* The message says which protocol the engine may speak. */
      g_autofree char *said = g_strdup_printf ("did not answer in time (no “%sok” to “%s”: an "
                                               "engine of the other protocol needs --protocol "
                                               "%s); refused before the first game\n", own, own,
                                               other);

      g_test_message ("%s", games[g]->id);
      run_match (&run, games[g], &pgn, args);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (pgn, ==, "");
      arb_test_assert_contains (run.err, said);
    }
}

/* A forfeited game reads back as the forfeit it was, in every game:
 * `replay` finds nothing to warn about and the same result. */
static void
test_forfeit_replays (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint g = 0; g < n_games; g++)
    {
      g_autofree char *bad = fake ("illegal", games[g]);
      g_autofree char *good = fake ("legal", games[g]);
      g_autofree char *pgn = NULL;
      g_autofree char *dir = arb_test_make_dir ("arb-match-replay-XXXXXX");
      g_autofree char *path = g_build_filename (dir, "games", NULL);
      g_auto (ArbTestCliRun) run = { 0 };
      g_auto (ArbTestCliRun) replay = { 0 };
      const char *args[] = { "--games", "2", "--movetime", "50", good, bad, NULL };

      g_test_message ("%s", games[g]->id);
      run_match (&run, games[g], &pgn, args);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_true (g_file_set_contents (path, pgn, -1, NULL));
      arb_test_cli_run (&replay, NULL, "replay", "--game", games[g]->id, path, NULL);
      g_assert_cmpint (replay.status, ==, 0);
      g_assert_cmpstr (replay.err, ==, "");
      g_assert_cmpuint (arb_test_count_occurrences (replay.out, "Result: 1-0"), ==, 1);
      g_assert_cmpuint (arb_test_count_occurrences (replay.out, "Result: 0-1"), ==, 1);
      arb_test_remove_dir (dir);
    }
}

/* --max-plies ends every game in a recorded draw: 1/2-1/2, half a point,
 * [Termination "adjudication"]. */
static void
test_adjudicated (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint g = 0; g < n_games; g++)
    {
      g_autofree char *good = fake ("legal", games[g]);
      g_autofree char *pgn = NULL;
      g_auto (ArbTestCliRun) run = { 0 };
      const char *args[] = { "--games", "1", "--movetime", "50", "--max-plies", "4",
                             good, good, NULL };

      g_test_message ("%s", games[g]->id);
      run_match (&run, games[g], &pgn, args);
      g_assert_cmpint (run.status, ==, 0);
      arb_test_assert_contains (run.out, "): 1/2-1/2 {Draw by adjudication: 4 plies}\n");
      arb_test_assert_contains (run.out, ": 0 - 0 - 1  [0.500] 1\n");
      arb_test_assert_contains (pgn, "[Result \"1/2-1/2\"]");
      arb_test_assert_contains (pgn, "[Termination \"adjudication\"]");
      arb_test_assert_contains (pgn, "{Draw by adjudication: 4 plies} 1/2-1/2\n");
    }
}

/* ----------------------------------------------------------------- names */

/* A program that does not start is refused by its command, before any
 * game; the built-in player is "Arbiter (level N)"; an engine's "id name"
 * is escaped. */
static void
test_names (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint g = 0; g < n_games; g++)
    {
      const ArbRules *rules = games[g];
      g_autofree char *escape = fake ("escape", rules);
      g_autofree char *pgn = NULL;
      g_autofree char *second = g_strdup_printf ("[%s \"Arbiter (level 1)\"]",
                                                 arb_rules_player_tag (rules, ARB_SIDE_SECOND));
      g_auto (ArbTestCliRun) run = { 0 };
      g_auto (ArbTestCliRun) named = { 0 };
      const char *args[] = { "--games", "2", "/nonexistent/engine", "arbiter:1", NULL };
      const char *named_args[] = { "--games", "1", "--movetime", "50", escape, "arbiter:1",
                                   NULL };

      g_test_message ("%s", rules->id);
      run_match (&run, rules, &pgn, args);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (pgn, ==, "");
      arb_test_assert_contains (run.err, "match: cannot start “/nonexistent/engine”: ");
      g_assert_null (strstr (run.err, "(null)"));

      g_clear_pointer (&pgn, g_free);
      run_match (&named, rules, &pgn, named_args);
      g_assert_cmpint (named.status, ==, 0);
      arb_test_assert_contains (named.out, "(Fake \\x1b]0;pwned\\x07 escape vs Arbiter (level 1))");
      arb_test_assert_contains (pgn, second);
      assert_no_controls (named.out);
      assert_no_controls (pgn);
    }
}

/* ------------------------------------------------------- process groups */

/* Whether process @pid is a `sleep` still running: not gone, not a zombie
 * (which nobody may reap here). */
static gboolean
sleep_is_running (pid_t pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", (int) pid);
  g_autofree char *stat = NULL;
  const char *end;

  if (!g_file_get_contents (path, &stat, NULL, NULL))
    return FALSE;
  end = strrchr (stat, ')');
  return strstr (stat, "(sleep)") != NULL && end != NULL && end[1] == ' ' && end[2] != 'Z';
}

/* The pid in @path, written by the engine's script; 0 before it is. */
static pid_t
read_pid (const char *path)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL) || strchr (text, '\n') == NULL)
    return 0;
  return (pid_t) g_ascii_strtoll (text, NULL, 10);
}

/* An engine that starts a long-lived child of its own, its pid in
 * @pid_path, then plays as the fake in @mode, speaking @protocol (NULL:
 * the game's own). With @holds_pipes the child keeps the engine's
 * standard input and output open (the pipes to the referee) after the
 * engine is gone. */
static char *
spawning_engine_full (const char     *mode,
                      const ArbRules *rules,
                      const char     *pid_path,
                      const char     *protocol,
                      gboolean        holds_pipes)
{
  g_autofree char *engine = fake_speaking (mode, rules, protocol);
  /* Its standard error is the test's: never held, or the run would not end
   * before the child. */
  g_autofree char *script = g_strdup_printf ("sleep 1000 %s 2>/dev/null & echo $! > %s; exec %s",
                                             holds_pipes ? "" : "</dev/null >/dev/null",
                                             pid_path, engine);
  g_autofree char *quoted = g_shell_quote (script);

  return g_strdup_printf ("/bin/sh -c %s", quoted);
}

/* The same, holding none of the referee's pipes, in the game's dialect. */
static char *
spawning_engine (const char     *mode,
                 const ArbRules *rules,
                 const char     *pid_path)
{
  return spawning_engine_full (mode, rules, pid_path, NULL, FALSE);
}

/* Checks that the child in @pid_path is gone; kills it when it is not, so
 * that a failure leaves nothing behind. */
static void
assert_child_gone (const char *pid_path)
{
  pid_t pid = read_pid (pid_path);
  gboolean running;

  g_assert_cmpint (pid, >, 0);
  running = sleep_is_running (pid);
  if (running)
    kill (pid, SIGKILL);
  g_assert_false (running);
}

/* Whatever ends the game, in every game, the engine's child ends with it. */
static void
test_process_group (void)
{
  static const char *const modes[] = { "legal", "illegal", "crash", "silent" };
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint g = 0; g < n_games; g++)
    for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
      {
        g_autofree char *dir = arb_test_make_dir ("arb-match-pgrp-XXXXXX");
        g_autofree char *pid_path = g_build_filename (dir, "child.pid", NULL);
        g_autofree char *engine = spawning_engine (modes[m], games[g], pid_path);
        g_autofree char *good = fake ("legal", games[g]);
        g_autofree char *pgn = NULL;
        g_auto (ArbTestCliRun) run = { 0 };
        const char *args[] = { "--games", "1", "--movetime", "50", "--max-plies", "8",
                               engine, good, NULL };

        g_test_message ("%s: %s", games[g]->id, modes[m]);
        run_match (&run, games[g], &pgn, args);
        g_assert_cmpint (run.status, ==, 0);
        arb_test_assert_contains (run.out, "Finished game 1 (");
        assert_child_gone (pid_path);
        arb_test_remove_dir (dir);
      }
}

/* A child that keeps the engine's pipes open when the engine crashes, in
 * every game, in UGI (the quick suite) and in UCI too (the slow one): the
 * engine still forfeits, the game ends, the child ends with the engine's
 * group. */
static void
test_child_holds_pipes (void)
{
  static const char *const protocols[] = { "ugi", "uci" };
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint g = 0; g < n_games; g++)
    for (guint p = 0; p < (g_test_slow () ? 2 : 1); p++)
      {
        g_autofree char *dir = arb_test_make_dir ("arb-match-pipes-XXXXXX");
        g_autofree char *pid_path = g_build_filename (dir, "child.pid", NULL);
        g_autofree char *engine = spawning_engine_full ("crash", games[g], pid_path,
                                                        protocols[p], TRUE);
        g_autofree char *good = fake_speaking ("legal", games[g], protocols[p]);
        g_autofree char *pgn = NULL;
        g_auto (ArbTestCliRun) run = { 0 };
        const char *args[] = { "--games", "1", "--movetime", "50", "--protocol", protocols[p],
                               engine, good, NULL };

        g_test_message ("%s: %s", games[g]->id, protocols[p]);
        run_match (&run, games[g], &pgn, args);
        g_assert_cmpint (run.status, ==, 0);
        /* The crash is seen as silence: the child keeps the pipe open. */
        arb_test_assert_contains (run.out, "): 0-1 {");
        arb_test_assert_contains (run.out, " forfeits: ");
        arb_test_assert_contains (pgn, "[Termination \"");
        assert_child_gone (pid_path);
        arb_test_remove_dir (dir);
      }
}

/* ------------------------------------------------------ UGI, parameters */

/* Arbiter's own UGI engine against itself in every game, 24 plies (or
 * fewer: the rules may end it): every move legal (`replay` reads the file
 * back without a warning), no forfeit. */
static void
test_ugi_engines (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);
  g_autofree char *ugi = g_strdup_printf ("%s ugi", arb_test_cli_path ());

  for (guint g = 0; g < n_games; g++)
    {
      g_autofree char *pgn = NULL;
      g_autofree char *dir = arb_test_make_dir ("arb-match-ugi-XXXXXX");
      g_autofree char *path = g_build_filename (dir, "games", NULL);
      g_auto (ArbTestCliRun) run = { 0 };
      g_auto (ArbTestCliRun) replay = { 0 };
      const char *args[] = { "--protocol", "ugi", "--games", "1", "--movetime", "20",
                             "--max-plies", "24", "--option", "Level=1", ugi, ugi, NULL };

      g_test_message ("%s", games[g]->id);
      run_match (&run, games[g], &pgn, args);
      g_assert_cmpint (run.status, ==, 0);
      arb_test_assert_contains (run.out, "Finished game 1 (Arbiter ");
      g_assert_null (strstr (run.out, "forfeits"));
      g_assert_null (strstr (pgn, "[Result \"*\"]"));
      g_assert_true (g_file_set_contents (path, pgn, -1, NULL));
      arb_test_cli_run (&replay, NULL, "replay", "--game", games[g]->id, path, NULL);
      g_assert_cmpint (replay.status, ==, 0);
      g_assert_cmpstr (replay.err, ==, "");
      arb_test_remove_dir (dir);
    }
}

/* What the fake engine with FAKE_ENGINE_LOG received, in @lines: runs the
 * match of @args with the log at a fresh path. */
static void
run_logged_match (ArbTestCliRun     *run,
                  const ArbRules    *rules,
                  const char *const *args,
                  GStrv             *lines)
{
  g_autofree char *dir = arb_test_make_dir ("arb-match-log-XXXXXX");
  g_autofree char *log = g_build_filename (dir, "log", NULL);
  g_autofree char *pgn = NULL;
  g_autofree char *text = NULL;

  g_setenv ("FAKE_ENGINE_LOG", log, TRUE);
  run_match (run, rules, &pgn, args);
  g_unsetenv ("FAKE_ENGINE_LOG");
  text = g_file_test (log, G_FILE_TEST_EXISTS) ? arb_test_read_file (log, NULL) : g_strdup ("");
  *lines = arb_test_split_lines (text);
  arb_test_remove_dir (dir);
}

/* A rule parameter set by --param is an option: the UGI handshake in
 * full, in order, the referee naming the variant and the rule. */
static void
test_rule_param_sent (void)
{
  const ArbRules *rules = arb_games_lookup ("checkers");
  g_autofree char *logged = fake ("options", rules);
  /* Its options are those of the game it was started for: the referee
   * reads them before it names the variant. */
  g_autofree char *ugi = g_strdup_printf ("%s ugi --game checkers", arb_test_cli_path ());
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (GStrv) lines = NULL;
  const char *args[] = { "--param", "regicide=false", "--games", "1", "--movetime", "50",
                         "--max-plies", "3", logged, ugi, NULL };
  static const char *const expected[] = {
    "ugi",
    "setoption name UCI_Variant value checkers",
    "setoption name regicide value false",
    "isready",
    "uginewgame",
    "isready",
    "position startpos",
    "isready",
    "go movetime 50",
  };
  guint n = G_N_ELEMENTS (expected);

  run_logged_match (&run, rules, args, &lines);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "{Draw by adjudication: 3 plies}");
  /* Before the match, the referee checks that the engine can play these
   * rules: the handshake; the process is kept for the game, which begins
   * with a new game of its own. */
  g_assert_cmpuint (g_strv_length (lines), >=, n + 3);
  for (guint i = 0; i < n - 3; i++)
    g_assert_cmpstr (lines[i], ==, expected[i]);
  g_assert_cmpstr (lines[n - 3], ==, "uginewgame");
  g_assert_cmpstr (lines[n - 2], ==, "isready");
  for (guint i = n - 3; i < n; i++)
    g_assert_cmpstr (lines[i + 2], ==, expected[i]);
  g_assert_true (g_str_has_prefix (lines[n + 2], "position startpos moves "));
}

/* An engine that does not declare a rule parameter set to other than its
 * default is refused before the first game, whichever dialect: no game,
 * a message, status 1. At its default nothing is asked of it. */
static void
test_rule_param_refused (void)
{
  static const char *const protocols[] = { "uci", "ugi" };
  const ArbRules *rules = arb_games_lookup ("checkers");

  for (guint p = 0; p < G_N_ELEMENTS (protocols); p++)
    {
      g_autofree char *plain = fake_speaking ("legal", rules, protocols[p]);
      g_auto (ArbTestCliRun) refused = { 0 };
      g_auto (ArbTestCliRun) standard = { 0 };
      g_autofree char *pgn = NULL;
      g_autofree char *pgn_default = NULL;
      const char *args[] = { "--protocol", protocols[p], "--param", "regicide=false",
                             "--games", "1", plain, plain, NULL };
      const char *default_args[] = { "--protocol", protocols[p], "--param", "regicide=true",
                                     "--games", "1", "--max-plies", "2", plain, plain, NULL };

      g_test_message ("%s", protocols[p]);
      run_match (&refused, rules, &pgn, args);
      g_assert_cmpint (refused.status, ==, 1);
      g_assert_cmpstr (refused.out, ==, "");
      arb_test_assert_contains (refused.err, "match: Fake legal declares no option regicide, "
                                             "and the game is played with regicide=false; "
                                             "refused before the first game");
      g_assert_cmpstr (pgn, ==, "");

      run_match (&standard, rules, &pgn_default, default_args);
      g_assert_cmpint (standard.status, ==, 0);
      arb_test_assert_contains (standard.out, "{Draw by adjudication: 2 plies}");
    }
}

/* A tournament refuses such an engine as match does: before the first
 * game, its directory never made, rather than forfeiting every game. */
static void
refuse_tournament_without_960 (const char *plain)
{
  g_autofree char *dir = arb_test_make_dir ("arb-real-engines-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "tournament", NULL);
  g_auto (ArbTestCliRun) refused = { 0 };

  arb_test_cli_run (&refused, NULL, "tournament", "--param", "variant=chess960", "--movetime",
                    "10", "--out", out, "/usr/games/stockfish", plain, NULL);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_cmpstr (refused.out, ==, "");
  arb_test_assert_contains (refused.err, "tournament: Fake legal declares no option "
                                         "UCI_Chess960, which the game needs (variant=chess960); "
                                         "refused before the first game");
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  arb_test_remove_dir (dir);
}

/* Standard chess and Chess960 between real engines (Debian's Stockfish
 * and Fairy-Stockfish): every move refereed, promotions and castling
 * included, and no game forfeited; Chess960 is UCI's UCI_Chess960, which an
 * engine that does not declare it cannot be told: refused before the
 * first game. */
static void
test_real_chess_engines (void)
{
  const ArbRules *rules = arb_games_lookup ("chess");
  static const char *const variants[][2] = {
    { "variant=standard", NULL },
    { "variant=chess960", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" },
  };
  g_autofree char *plain = fake ("legal", rules);

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_auto (ArbTestCliRun) run = { 0 };
      g_auto (ArbTestCliRun) replay = { 0 };
      g_auto (ArbTestCliRun) refused = { 0 };
      g_autofree char *pgn = NULL;
      g_autofree char *refused_pgn = NULL;
      g_autofree char *dir = arb_test_make_dir ("arb-real-engines-XXXXXX");
      g_autofree char *path = g_build_filename (dir, "games.pgn", NULL);
      const char *args[] = { "--param", variants[v][0], "--games", "2", "--movetime", "10",
                             "--max-plies", "300",
                             variants[v][1] != NULL ? "--fen" : "/usr/games/stockfish",
                             variants[v][1] != NULL ? variants[v][1] : "/usr/games/fairy-stockfish",
                             variants[v][1] != NULL ? "/usr/games/stockfish" : NULL,
                             "/usr/games/fairy-stockfish", NULL };
      const char *against_fake[] = { "--param", variants[v][0], "--games", "1",
                                     "/usr/games/stockfish", plain, NULL };

      g_test_message ("%s", variants[v][0]);
      run_match (&run, rules, &pgn, args);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_null (strstr (run.out, "forfeits"));
      arb_test_assert_contains (run.out, "Score of Stockfish");
      arb_test_assert_contains (pgn, v == 0 ? "[Variant \"Standard\"]" : "[Variant \"Chess960\"]");
      /* The file reads back by its tags alone. */
      g_assert_true (g_file_set_contents (path, pgn, -1, NULL));
      arb_test_cli_run (&replay, NULL, "replay", "-q", path, NULL);
      g_assert_cmpint (replay.status, ==, 0);
      arb_test_assert_contains (replay.out, "2 games");
      arb_test_assert_contains (replay.out, " 0 invalid");
      arb_test_remove_dir (dir);

      run_match (&refused, rules, &refused_pgn, against_fake);
      if (v == 0)
        g_assert_cmpint (refused.status, ==, 0);
      else
        {
          g_assert_cmpint (refused.status, ==, 1);
          arb_test_assert_contains (refused.err, "declares no option UCI_Chess960, which the "
                                                 "game needs (variant=chess960)");
          refuse_tournament_without_960 (plain);
        }
    }
}

/* A parameter that shapes the start travels in the position string:
 * Congkak with five pits a side starts from `position fen`. */
static void
test_start_param_in_position (void)
{
  const ArbRules *rules = arb_games_lookup ("congkak");
  g_autofree char *logged = fake ("legal", rules);
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (GStrv) lines = NULL;
  const char *args[] = { "--param", "pits=5", "--param", "first=1", "--games", "1",
                         "--movetime", "50", "--max-plies", "1", logged, logged, NULL };
  gboolean found = FALSE;

  run_logged_match (&run, rules, args, &lines);
  g_assert_cmpint (run.status, ==, 0);
  /* congkak.md §9.1: five pits of four seeds, empty stores, Player 1. */
  for (guint i = 0; lines[i] != NULL; i++)
    found |= g_str_equal (lines[i], "position fen 4,4,4,4,4/4,4,4,4,4/0/0 1");
  g_assert_true (found);
  for (guint i = 0; lines[i] != NULL; i++)
    g_assert_null (strstr (lines[i], "setoption name pits"));
}

/* Waits for @process to end, at most HARNESS_WAIT_US; kills it if not. */
static gboolean
wait_with_deadline (GSubprocess *process)
{
  gint64 deadline = g_get_monotonic_time () + HARNESS_WAIT_US;

  while (g_subprocess_get_identifier (process) != NULL && g_get_monotonic_time () < deadline)
    g_usleep (10000);
  if (g_subprocess_get_identifier (process) == NULL)
    return TRUE;
  g_subprocess_force_exit (process);
  g_subprocess_wait (process, NULL, NULL);
  return FALSE;
}

/* The referee interrupted (^C, a kill) in the middle of a game: the
 * engine's group ends before the referee does. */
static void
test_interrupted (void)
{
  static const int signals[] = { SIGINT, SIGTERM };
  const ArbRules *rules = arb_games_default ();

  for (guint s = 0; s < G_N_ELEMENTS (signals); s++)
    {
      g_autofree char *dir = arb_test_make_dir ("arb-match-int-XXXXXX");
      g_autofree char *pid_path = g_build_filename (dir, "child.pid", NULL);
      g_autofree char *engine = spawning_engine ("silent", rules, pid_path);
      g_autofree char *good = fake ("legal", rules);
      g_autoptr (GSubprocess) process = NULL;
      g_autoptr (GError) error = NULL;
      gint64 deadline = g_get_monotonic_time () + HARNESS_WAIT_US;

      g_test_message ("signal %d", signals[s]);
      process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error,
                                  arb_test_cli_path (), "match", "--games", "1",
                                  "--movetime", "600000", engine, good, NULL);
      g_assert_no_error (error);
      while (read_pid (pid_path) == 0 && g_get_monotonic_time () < deadline)
        g_usleep (10000);
      g_assert_cmpint (read_pid (pid_path), >, 0);
      /* The engine has had its "go": it now stays silent for 10 minutes. */
      g_usleep (300 * 1000);
      g_subprocess_send_signal (process, signals[s]);
      g_assert_true (wait_with_deadline (process));
      g_assert_true (g_subprocess_get_if_signaled (process));
      g_assert_cmpint (g_subprocess_get_term_sig (process), ==, signals[s]);
      assert_child_gone (pid_path);
      arb_test_remove_dir (dir);
    }
}

/* The [FEN] tags of @pgn, in order. */
static GPtrArray *
fen_tags (const char *pgn)
{
  GPtrArray *fens = g_ptr_array_new_with_free_func (g_free);

  for (const char *p = strstr (pgn, "[FEN \""); p != NULL; p = strstr (p + 1, "[FEN \""))
    {
      const char *start = p + strlen ("[FEN \"");

      g_ptr_array_add (fens, g_strndup (start, strchr (start, '"') - start));
    }
  return fens;
}

/* Whether @fen's first field is a Chess960 start by FIDE's rule, checked
 * here on its own: the pawns and the back rows as in the standard start,
 * Black's mirroring White's; the Bishops on squares of both colours; the
 * King between the Rooks. */
static gboolean
is_chess960_start (const char *fen)
{
  g_auto (GStrv) rows = g_strsplit (fen, "/", 8);
  g_autofree char *white = NULL;
  const char *back;
  int bishops = 0, rooks = 0;

  if (g_strv_length (rows) != 8 || strcmp (rows[1], "pppppppp") != 0
      || strcmp (rows[6], "PPPPPPPP") != 0)
    return FALSE;
  for (int r = 2; r < 6; r++)
    if (strcmp (rows[r], "8") != 0)
      return FALSE;
  back = rows[0];
  white = g_ascii_strup (back, -1);
  /* White's row, then " w …" (the FEN's other fields). */
  if (strlen (back) != 8 || strncmp (rows[7], white, 8) != 0 || rows[7][8] != ' ')
    return FALSE;
  for (int x = 0; x < 8; x++)
    switch (back[x])
      {
      case 'b': bishops |= 1 << (x % 2); break;
      case 'r': rooks++; break;
      case 'k': if (rooks != 1) return FALSE; break;
      case 'q': case 'n': break;
      default: return FALSE;
      }
  return bishops == 3 && rooks == 2;
}

/* A Chess960 match or tournament without --openings draws an array for
 * each pair of games (the same for both, colours swapped) from --seed, as
 * engine testers expect; real engines play them (UCI_Chess960). */
static void
test_chess960_starts (void)
{
  const ArbRules *rules = arb_games_lookup ("chess");
  g_autoptr (GPtrArray) first = NULL;

  for (guint seed = 0; seed < 2; seed++)
    {
      g_auto (ArbTestCliRun) run = { 0 };
      g_autofree char *pgn = NULL;
      g_autofree char *seed_text = g_strdup_printf ("%u", seed);
      g_autoptr (GPtrArray) fens = NULL;
      const char *args[] = { "--param", "variant=chess960", "--games", "4", "--movetime", "5",
                             "--max-plies", "4", "--seed", seed_text,
                             "/usr/games/stockfish", "/usr/games/fairy-stockfish", NULL };

      run_match (&run, rules, &pgn, args);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_null (strstr (run.out, "forfeits"));
      fens = fen_tags (pgn);
      g_assert_cmpuint (fens->len, ==, 4);
      for (guint i = 0; i < fens->len; i++)
        {
          g_test_message ("seed %u, game %u: %s", seed, i + 1,
                          (const char *) g_ptr_array_index (fens, i));
          g_assert_true (is_chess960_start (g_ptr_array_index (fens, i)));
        }
      /* Each pair plays its array twice; the pairs' arrays differ. */
      g_assert_cmpstr (g_ptr_array_index (fens, 0), ==, g_ptr_array_index (fens, 1));
      g_assert_cmpstr (g_ptr_array_index (fens, 2), ==, g_ptr_array_index (fens, 3));
      g_assert_cmpstr (g_ptr_array_index (fens, 0), !=, g_ptr_array_index (fens, 2));
      if (first == NULL)
        first = g_steal_pointer (&fens);
      else
        /* Another seed, other arrays. */
        g_assert_cmpstr (g_ptr_array_index (first, 0), !=, g_ptr_array_index (fens, 0));
    }

  /* The tournament draws them the same way, and the same again when it
   * resumes (its settings keep their checksum). */
  {
    g_autofree char *dir = arb_test_make_dir ("arb-chess960-tournament-XXXXXX");
    g_autofree char *out = g_build_filename (dir, "t", NULL);
    g_autofree char *games = g_build_filename (out, "games.pgn", NULL);
    g_autofree char *pgn = NULL;
    g_autoptr (GPtrArray) fens = NULL;
    const char *args[] = { "tournament", "--param", "variant=chess960", "--out", out,
                           "--rounds", "1", "--games-per-encounter", "4", "--movetime", "5",
                           "--max-plies", "4", "/usr/games/stockfish",
                           "/usr/games/fairy-stockfish", NULL };

    for (guint run_number = 0; run_number < 2; run_number++)
      {
        g_auto (ArbTestCliRun) run = { 0 };

        arb_test_cli_runv (&run, NULL, args);
        g_assert_cmpint (run.status, ==, 0);
      }
    pgn = arb_test_read_file (games, NULL);
    fens = fen_tags (pgn);
    g_assert_cmpuint (fens->len, ==, 4);
    for (guint i = 0; i < fens->len; i++)
      g_assert_true (is_chess960_start (g_ptr_array_index (fens, i)));
    g_assert_cmpstr (g_ptr_array_index (fens, 0), ==, g_ptr_array_index (fens, 1));
    g_assert_cmpstr (g_ptr_array_index (fens, 2), ==, g_ptr_array_index (fens, 3));
    g_assert_cmpstr (g_ptr_array_index (fens, 0), !=, g_ptr_array_index (fens, 2));
    arb_test_remove_dir (dir);
  }
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
  g_test_add_func ("/match-games/forfeits", test_forfeits);
  g_test_add_func ("/match-games/forfeits-other-protocol", test_forfeits_other_protocol);
  g_test_add_func ("/match-games/child-holds-pipes", test_child_holds_pipes);
  g_test_add_func ("/match-games/ugi-engines", test_ugi_engines);
  g_test_add_func ("/match-games/rule-param-sent", test_rule_param_sent);
  g_test_add_func ("/match-games/rule-param-refused", test_rule_param_refused);
  g_test_add_func ("/match-games/start-param-in-position", test_start_param_in_position);
  /* Real engines' games go down the referee's paths the fake engines take
   * under memcheck, at tens of seconds a game there: they run in the plain
   * and the sanitizers' stages (.ci/run). */
  if (!arb_test_under_memcheck ())
    {
      g_test_add_func ("/match-games/real-chess-engines", test_real_chess_engines);
      g_test_add_func ("/match-games/chess960-starts", test_chess960_starts);
    }
  if (g_test_slow ())
    {
      g_test_add_func ("/match-games/slow/forfeits-all", test_forfeits_all);
      g_test_add_func ("/match-games/slow/wrong-protocol", test_wrong_protocol);
      g_test_add_func ("/match-games/slow/child-holds-pipes", test_child_holds_pipes);
    }
  g_test_add_func ("/match-games/forfeit-replays", test_forfeit_replays);
  g_test_add_func ("/match-games/adjudicated", test_adjudicated);
  g_test_add_func ("/match-games/names", test_names);
  g_test_add_func ("/match-games/process-group", test_process_group);
  g_test_add_func ("/match-games/interrupted", test_interrupted);
  return g_test_run ();
}
