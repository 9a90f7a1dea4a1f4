/* test-match.c — `arbiter-cli match`, the referee of programs, as a process
 *
 * The players are real processes: tests/fake-uci-engine.c in each of its
 * misbehaving modes (its path from FAKE_ENGINE), and Debian's
 * fairy-stockfish with the simplified chess of data/engines/ (installed by
 * the README's commands; the test fails, never skips, without it).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include <gio/gio.h>

#include "arb-test-util.h"

#define FAIRY_STOCKFISH "/usr/games/fairy-stockfish"

/* "FAKE MODE": the command line of a fake engine. */
static char *
fake (const char *mode)
{
  return g_strdup_printf ("%s %s", g_getenv ("FAKE_ENGINE"), mode);
}

/* Runs `arbiter-cli match ARGS… --pgn DIR/games.pgn`; the file's text in
 * @pgn. */
static void
run_match (ArbTestCliRun     *run,
           char             **pgn,
           const char *const *args)
{
  g_autofree char *dir = arb_test_make_dir ("arb-match-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "games.pgn", NULL);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) "match");
  g_ptr_array_add (argv, (gpointer) "--pgn");
  g_ptr_array_add (argv, path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  arb_test_cli_runv (run, NULL, (const char *const *) argv->pdata);
  *pgn = g_file_test (path, G_FILE_TEST_EXISTS) ? arb_test_read_file (path, NULL) : NULL;
  arb_test_remove_dir (dir);
}

/* The output's last line. */
static char *
last_line (const char *out)
{
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  guint n = g_strv_length (lines);

  g_assert_cmpuint (n, >=, 2);
  g_assert_cmpstr (lines[n - 1], ==, "");
  return g_strdup (lines[n - 2]);
}

/* Two well-behaved players and a short limit: every game is adjudicated,
 * the colours alternate, and the score line is cutechess-cli's. */
static void
test_adjudicated (void)
{
  g_autofree char *a = fake ("legal");
  g_autofree char *pgn = NULL;
  g_autofree char *last = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  const char *args[] = { "--games", "3", "--max-plies", "12", "--movetime", "200", a, a, NULL };

  run_match (&run, &pgn, args);
  g_assert_cmpint (run.status, ==, 0);
  /* No message of ours (under valgrind, stderr also holds its warning
   * about pidfd_open, which GLib's child watch uses and valgrind 3.19
   * does not know). */
  g_assert_null (strstr (run.err, "arbiter-cli"));
  /* One engine against itself: the second is told apart by its name. */
  arb_test_assert_contains (run.out,
                            "Finished game 1 (Fake legal vs Fake legal #2): 1/2-1/2 "
                            "{Draw by adjudication: 12 plies}\n");
  arb_test_assert_contains (run.out, "Finished game 2 (Fake legal #2 vs Fake legal): ");
  arb_test_assert_contains (run.out, "Finished game 3 (");
  last = last_line (run.out);
  g_assert_cmpstr (last, ==, "Score of Fake legal vs Fake legal #2: 0 - 0 - 3  [0.500] 3");
  arb_test_assert_contains (pgn, "[Black \"Fake legal #2\"]");
  g_assert_nonnull (pgn);
  g_assert_cmpuint (arb_test_count_occurrences (pgn, "[Termination \"adjudication\"]"), ==, 3);
  g_assert_cmpuint (arb_test_count_occurrences (pgn, "{Draw by adjudication: 12 plies} 1/2-1/2"),
                    ==, 3);
  /* Each plays its first move in byte order: a2a3, then a7a5 (before
   * a7a6), a1a2 (before a3a4), a5a4, a2a1, a8a5 … */
  {
    g_autofree char *timeless = arb_test_without_times (pgn);

    /* The fake gives no score: its moves' comments hold only their time. */
    arb_test_assert_contains (timeless, "1. a3 {} a5 {} 2. Ra2 {} a4 {} 3. Ra1 {} Ra5 {} 4. Ra2 {} "
                                        "Ra6");
  }
}

/* An illegal move loses at once, whoever plays it; the score is the first
 * player's whatever its colour. */
static void
test_illegal (void)
{
  g_autofree char *good = fake ("legal");
  g_autofree char *bad = fake ("illegal");
  g_autofree char *pgn = NULL;
  g_autofree char *last = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  const char *args[] = { "--games", "2", good, bad, NULL };

  run_match (&run, &pgn, args);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "Finished game 1 (Fake legal vs Fake illegal): 1-0 "
                                     "{Black forfeits: illegal move a1a1 (");
  arb_test_assert_contains (run.out, "Finished game 2 (Fake illegal vs Fake legal): 0-1 "
                                     "{White forfeits: illegal move a1a1 (");
  last = last_line (run.out);
  g_assert_cmpstr (last, ==, "Score of Fake legal vs Fake illegal: 2 - 0 - 0  [1.000] 2");
  g_assert_cmpuint (arb_test_count_occurrences (pgn, "[Termination \"rules infraction\"]"),
                    ==, 2);
  /* The comment is wrapped like the moves, 80 columns at most: after the
   * first move and its time. */
  arb_test_assert_contains (pgn, "\n\n1. a3 {0.");
  arb_test_assert_contains (pgn, "s}\n{Black forfeits: illegal move a1a1");
}

/* In standard chess an engine that castles through an attacked square
 * (FIDE 3.8.2.1: f1, which the Bishop on c4 attacks) breaks the rules and
 * loses, with the move named; the engine is kept for the next game. */
static void
test_castling_through_check (void)
{
  g_autofree char *castler = fake ("play:e1g1");
  g_autofree char *legal = fake ("legal");
  g_autofree char *pgn = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  const char *args[] = { "--param", "variant=standard", "--fen",
                         "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", "--games", "1", castler, legal,
                         NULL };

  run_match (&run, &pgn, args);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "Finished game 1 (Fake play:e1g1 vs Fake legal): 0-1 "
                                     "{White forfeits: illegal move e1g1 (");
  arb_test_assert_contains (pgn, "[Termination \"rules infraction\"]");
  g_assert_null (strstr (run.out, "Restarts"));
}

/* Each fault, its forfeit: the Termination tag and the comment that says
 * what happened. */
static void
test_faults (void)
{
  static const struct
  {
    const char *mode;
    const char *termination;
    const char *comment;
  } faults[] = {
    { "unreadable", "rules infraction", "forfeits: illegal move @@@" },
    { "garbage", "rules infraction", "forfeits: " },
    { "silent", "time forfeit", "did not answer in time" },
    { "flood", "time forfeit", "did not answer in time" },
    { "crash", "abandoned", "was killed by signal 11" },
    { "exit", "abandoned", "exited with status 3" },
    /* Its helper holds the pipe: said at once, not as a time forfeit. */
    { "killed", "abandoned", "was killed by signal 9" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (faults); i++)
    {
      g_autofree char *good = fake ("legal");
      g_autofree char *bad = fake (faults[i].mode);
      g_autofree char *pgn = NULL;
      g_autofree char *last = NULL;
      g_autofree char *tag = g_strdup_printf ("[Termination \"%s\"]", faults[i].termination);
      g_auto (ArbTestCliRun) run = { 0 };
      const char *args[] = { "--games", "1", "--movetime", "50", good, bad, NULL };

      g_test_message ("fault: %s", faults[i].mode);
      run_match (&run, &pgn, args);
      g_assert_cmpint (run.status, ==, 0);
      arb_test_assert_contains (run.out, "1-0 {Black ");
      arb_test_assert_contains (run.out, faults[i].comment);
      last = last_line (run.out);
      arb_test_assert_contains (last, ": 1 - 0 - 0  [1.000] 1");
      arb_test_assert_contains (pgn, tag);
    }
}

/* A "bestmove" no "go" asked for — a second copy, or one sent on
 * "position" — is never played as the engine's next move: the games go on
 * to their ply limit with no forfeit. */
static void
test_unasked_bestmove (void)
{
  static const char *const modes[] = { "twice", "eager" };

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *good = fake ("legal");
      g_autofree char *odd = fake (modes[i]);
      g_autofree char *pgn = NULL;
      g_auto (ArbTestCliRun) run = { 0 };
      const char *args[] = { "--games", "2", "--max-plies", "12", good, odd, NULL };

      g_test_message ("mode: %s", modes[i]);
      run_match (&run, &pgn, args);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_null (strstr (run.out, "forfeits"));
      g_assert_cmpuint (arb_test_count_occurrences (pgn, "[Result \"1/2-1/2\"]"), ==, 2);
      g_assert_cmpuint (arb_test_count_occurrences (pgn, "[Termination \"adjudication\"]"), ==, 2);
    }
}

/* A tournament's standings tell apart two players of one name (the same
 * engine twice) and only those: two engines whose programs share a base
 * name but name themselves differently keep their names. */
static void
test_distinct_names (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-names-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *legal = fake ("legal");
  g_autofree char *scoring = fake ("cp:10");
  g_auto (ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "tournament", "--out", out, "--max-plies", "4", legal, legal,
                    scoring, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "  Fake legal  "), ==, 1);
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "  Fake legal #2  "), ==, 1);
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "  Fake cp:10  "), ==, 1);
  g_assert_null (strstr (run.out, "#3"));
  g_assert_null (strstr (run.out, "cp:10 #"));
  arb_test_remove_dir (dir);
}


/* A helper that leaves its engine's process group and session (setsid())
 * ends with the engine, not after the match with init as its parent. */
static void
test_setsid_helper (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-setsid-XXXXXX");
  g_autofree char *log = g_build_filename (dir, "engine.log", NULL);
  g_autofree char *good = fake ("legal");
  g_autofree char *leaky = fake ("setsid");
  g_autofree char *logged = NULL;
  g_auto (GStrv) lines = NULL;
  g_autofree char *pgn = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  const char *args[] = { "--games", "2", "--max-plies", "4", good, leaky, NULL };
  guint n_helpers = 0;

  g_setenv ("FAKE_ENGINE_LOG", log, TRUE);
  run_match (&run, &pgn, args);
  g_unsetenv ("FAKE_ENGINE_LOG");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strstr (run.out, "forfeits"));
  logged = arb_test_read_file (log, NULL);
  lines = g_strsplit (logged, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      int pid;

      if (sscanf (lines[i], "helper %d", &pid) != 1)
        continue;
      n_helpers++;
      /* Killed and reaped before the referee ended; a moment for a
       * zombie's state to show. */
      for (guint tries = 0; tries < 100 && !arb_test_process_gone (pid); tries++)
        g_usleep (10 * 1000);
      if (!arb_test_process_gone (pid))
        kill (pid, SIGKILL);  /* leave no helper behind, whatever the verdict */
      g_assert_true (arb_test_process_gone (pid));
    }
  /* The process of the check before the first game plays both. */
  g_assert_cmpuint (n_helpers, >=, 1);
  arb_test_remove_dir (dir);
}

/* An engine that never finishes the handshake is refused before the first
 * game, with the protocol to try. */
static void
test_no_handshake (void)
{
  g_autofree char *good = fake ("legal");
  g_autofree char *bad = fake ("no-uciok");
  g_autofree char *pgn = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  const char *args[] = { "--games", "1", bad, good, NULL };

  run_match (&run, &pgn, args);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  arb_test_assert_contains (run.err, "did not answer in time");
  arb_test_assert_contains (run.err, "needs --protocol ugi); refused before the first game\n");
}

/* --openings: each position twice, colours swapped, in file order. */
static void
test_openings (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-openings-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "openings.txt", NULL);
  g_autofree char *a = fake ("legal");
  g_autofree char *pgn = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  const char *openings =
    "# two openings\n"
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1\n"
    "\n"
    "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b - - 0 1\n";
  const char *args[] = { "--games", "5", "--max-plies", "4", "--openings", path, a, a, NULL };

  g_assert_true (g_file_set_contents (path, openings, -1, NULL));
  run_match (&run, &pgn, args);
  g_assert_cmpint (run.status, ==, 0);
  /* Games 1, 2 and 5 from the first, 3 and 4 from the second. */
  g_assert_cmpuint (arb_test_count_occurrences (pgn, "4P3/8/PPPP1PPP"), ==, 3);
  g_assert_cmpuint (arb_test_count_occurrences (pgn, "3P4/8/PPP1PPPP"), ==, 2);
  arb_test_remove_dir (dir);
}

/* Wrong arguments: a clear message and the usage status, no game played. */
static void
test_usage (void)
{
  g_autofree char *a = fake ("legal");
  static const struct
  {
    const char *args[8];
    int         status;
    const char *message;
  } cases[] = {
    { { "match", "one", NULL }, 2, "expected two PLAYERs" },
    { { "match", "--option", "Hash", "a", "b", NULL }, 2, "--option 'Hash' is not NAME=VALUE" },
    { { "match", "--option", "Hash=16\nquit", "a", "b", NULL }, 2,
      "--option 'Hash=16\\x0aquit' holds a control character" },
    { { "match", "--option", "Ha\tsh=16", "a", "b", NULL }, 2, "holds a control character" },
    { { "match", "--games", "0", "a", "b", NULL }, 2, "--games must be 1 to" },
    /* Numbers in decimal digits only (GLib's reading takes these too). */
    { { "match", "--games", "0x10", "a", "b", NULL }, 2,
      "match: --games takes a whole number in decimal digits, got '0x10'" },
    { { "match", "--movetime= 2", "a", "b", NULL }, 2, "--movetime takes a whole number" },
    /* --seed: the whole unsigned 64-bit range, and only that. */
    { { "match", "--seed", "+2", "a", "b", NULL }, 2, "match: bad seed '+2'" },
    { { "match", "--seed", "-1", "a", "b", NULL }, 2, "match: bad seed '-1'" },
    { { "match", "--seed", "18446744073709551616", "a", "b", NULL }, 2,
      "out of bounds [0, 18446744073709551615]" },
    { { "tournament", "--out", "d", "--rounds", "1e3", "a", "b", NULL }, 2,
      "tournament: --rounds takes a whole number in decimal digits, got '1e3'" },
    { { "match", "--movetime", "0", "a", "b", NULL }, 2, "--movetime must be 1 to" },
    { { "match", "--fen", "nonsense", "a", "b", NULL }, 1, "match: " },
    { { "match", "--fen", "x", "--openings", "f", "a", "b", NULL }, 2, "cannot be combined" },
    { { "match", "--protocol", "UGI", "a", "b", NULL }, 2,
      "match: --protocol must be uci or ugi, got 'UGI'" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (ArbTestCliRun) run = { 0 };

      arb_test_cli_runv (&run, NULL, cases[i].args);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_cmpstr (run.out, ==, "");
      arb_test_assert_contains (run.err, cases[i].message);
    }

  /* A program that does not exist is said once, before any game, not
   * forfeited game after game. */
  {
    g_auto (ArbTestCliRun) run = { 0 };
    g_autofree char *pgn = NULL;
    const char *args[] = { "--games", "2", "/nonexistent/engine", a, NULL };

    run_match (&run, &pgn, args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.out, ==, "");
    arb_test_assert_contains (run.err, "match: cannot start “/nonexistent/engine”: ");
    arb_test_assert_contains (run.err, "; refused before the first game\n");
  }
}

/* The built-in player against Arbiter's own UCI engine, in chess (UCI is
 * chess's protocol) and in Alquerque (the referee told to speak UCI, and
 * naming the variant, which `uci` declares). */
static void
test_builtin_vs_uci (void)
{
  static const char *const games[] = { "chess", "alquerque" };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *uci = g_strdup_printf ("%s uci", arb_test_cli_path ());
      g_autofree char *pgn = NULL;
      g_autofree char *last = NULL;
      g_auto (ArbTestCliRun) run = { 0 };
      const char *args[] = { "--game", games[i], "--protocol", "uci", "--games", "2",
                             "--movetime", "50", "--max-plies", "16", "arbiter:2", uci, NULL };

      run_match (&run, &pgn, args);
      g_assert_cmpint (run.status, ==, 0);
      last = last_line (run.out);
      g_assert_true (g_str_has_prefix (last, "Score of Arbiter (level 2) vs Arbiter "));
      g_assert_true (g_str_has_suffix (last, "] 2"));
      /* Nobody forfeits: both play by the rules. */
      g_assert_null (strstr (run.out, "forfeits"));
      g_assert_cmpuint (arb_test_count_occurrences (pgn, "[Round "), ==, 2);
    }

  /* A level the game does not have. */
  {
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_run (&run, NULL, "match", "arbiter:9", "arbiter:1", NULL);
    g_assert_cmpint (run.status, ==, 2);
    arb_test_assert_contains (run.err, "arbiter:9: chess has levels 1 to 4");
  }
}

/* A real, independent engine: Fairy-Stockfish plays the simplified chess
 * of data/engines/fairy-stockfish.ini against the fake; the match ends and
 * every move of the file replays under Arbiter's rules. */
static void
test_fairy_stockfish (void)
{
  g_autofree char *a = fake ("legal");
  g_autofree char *ini = g_test_build_filename (G_TEST_DIST, "..", "data", "engines",
                                                "fairy-stockfish.ini", NULL);
  g_autofree char *variant_path = g_strdup_printf ("option.VariantPath=%s", ini);
  g_autofree char *fairy = g_strdup_printf ("cmd=%s", FAIRY_STOCKFISH);
  g_autofree char *legal = g_strdup_printf ("cmd=%s", a);
  g_autofree char *pgn = NULL;
  g_autofree char *last = NULL;
  g_autofree char *dir = arb_test_make_dir ("arb-fsf-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "fsf.pgn", NULL);
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (ArbTestCliRun) replay = { 0 };
  g_auto (ArbTestCliRun) undeclared = { 0 };
  g_autofree char *undeclared_pgn = NULL;
  /* Its options are its own (--engine … option.NAME=VALUE): the fake
   * declares no VariantPath. */
  const char *args[] = { "--games", "2", "--movetime", "50", "--max-plies", "120",
                         "--engine", fairy, variant_path, "option.UCI_Variant=arbiter",
                         "--engine", legal, NULL };
  /* Given to both with --option, it is refused before the first game,
   * named. */
  const char *both[] = { "--games", "2", "--movetime", "50", "--option", variant_path + 7,
                         FAIRY_STOCKFISH, a, NULL };

  g_assert_true (g_file_test (FAIRY_STOCKFISH, G_FILE_TEST_IS_EXECUTABLE));
  run_match (&undeclared, &undeclared_pgn, both);
  g_assert_cmpint (undeclared.status, ==, 1);
  g_assert_cmpstr (undeclared.out, ==, "");
  arb_test_assert_contains (undeclared.err, "match: Fake legal declares no option VariantPath "
                                            "(given as VariantPath=");
  arb_test_assert_contains (undeclared.err, "; refused before the first game\n");

  run_match (&run, &pgn, args);
  g_assert_cmpint (run.status, ==, 0);
  last = last_line (run.out);
  g_assert_true (g_str_has_prefix (last, "Score of Fairy-Stockfish"));
  arb_test_assert_contains (last, " vs Fake legal: ");
  g_assert_true (g_str_has_suffix (last, "] 2"));
  /* The fake plays the first move in byte order and never wins by the
   * rules; a game it wins is Fairy-Stockfish's forfeit for an en passant
   * capture, which Debian's version cannot switch off and this variant
   * forbids (data/engines/fairy-stockfish.ini). Fairy-Stockfish's own
   * search is not deterministic: a draw (a repetition claimed, the ply
   * limit) is possible, a loss by the rules is not. */
  {
    g_auto (GStrv) lines = g_strsplit (run.out, "\n", -1);

    for (guint i = 0; lines[i] != NULL; i++)
      {
        gboolean fake_white = g_str_has_prefix (lines[i], "Finished game")
                              && strstr (lines[i], "(Fake legal vs ") != NULL;
        gboolean fake_black = g_str_has_prefix (lines[i], "Finished game")
                              && strstr (lines[i], " vs Fake legal)") != NULL;

        if ((fake_white && strstr (lines[i], "): 1-0 ") != NULL)
            || (fake_black && strstr (lines[i], "): 0-1 ") != NULL))
          arb_test_assert_contains (lines[i], "forfeits: illegal move");
      }
  }

  g_assert_true (g_file_set_contents (path, pgn, -1, NULL));
  arb_test_cli_run (&replay, NULL, "replay", path, NULL);
  g_assert_cmpint (replay.status, ==, 0);

  /* The built-in player against it: the match completes, and Arbiter's
   * own moves are never forfeited. */
  {
    g_auto (ArbTestCliRun) builtin = { 0 };
    g_autofree char *builtin_pgn = NULL;
    g_autofree char *builtin_last = NULL;
    const char *builtin_args[] = { "--games", "2", "--movetime", "50", "--max-plies", "40",
                                   "--option", variant_path + 7, "--option",
                                   "UCI_Variant=arbiter", "arbiter:2", FAIRY_STOCKFISH, NULL };

    run_match (&builtin, &builtin_pgn, builtin_args);
    g_assert_cmpint (builtin.status, ==, 0);
    builtin_last = last_line (builtin.out);
    g_assert_true (g_str_has_prefix (builtin_last,
                                     "Score of Arbiter (level 2) vs Fairy-Stockfish"));
    g_assert_true (g_str_has_suffix (builtin_last, "] 2"));
    g_assert_null (strstr (builtin.out, "Arbiter (level 2) forfeits"));
    g_assert_cmpuint (arb_test_count_occurrences (builtin_pgn, "[Round "), ==, 2);
  }
  arb_test_remove_dir (dir);
}

/* The go lines of a match of a logging fake (White) against arbiter:1
 * with @extra options (NULL-terminated). */
static GPtrArray *
go_lines (const char *const *extra,
          char             **log_text)
{
  g_autofree char *dir = arb_test_make_dir ("arb-bounds-XXXXXX");
  g_autofree char *log = g_build_filename (dir, "log", NULL);
  g_autofree char *engine = fake ("legal");
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (GStrv) lines = NULL;
  GPtrArray *gos = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (argv, (gpointer) "match");
  for (guint i = 0; extra[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) extra[i]);
  g_ptr_array_add (argv, (gpointer) "--games");
  g_ptr_array_add (argv, (gpointer) "1");
  g_ptr_array_add (argv, (gpointer) "--max-plies");
  g_ptr_array_add (argv, (gpointer) "4");
  g_ptr_array_add (argv, engine);
  g_ptr_array_add (argv, (gpointer) "arbiter:1");
  g_ptr_array_add (argv, NULL);
  g_setenv ("FAKE_ENGINE_LOG", log, TRUE);
  arb_test_cli_runv (&run, NULL, (const char *const *) argv->pdata);
  g_unsetenv ("FAKE_ENGINE_LOG");
  g_assert_cmpint (run.status, ==, 0);
  *log_text = arb_test_read_file (log, NULL);
  lines = g_strsplit (*log_text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "go"))
      g_ptr_array_add (gos, g_strdup (lines[i]));
  arb_test_remove_dir (dir);
  return gos;
}

/* --depth and --nodes, cutechess-cli's depth= and nodes= without a clock:
 * the engine is told the bound (with --movetime too when it is given, and
 * without it when the bound alone limits the move); with --tc, or out of
 * range, a usage error. */
static void
test_bounds (void)
{
  static const struct
  {
    const char *args[5];
    const char *go;
  } cases[] = {
    { { "--depth", "3", NULL }, "go depth 3" },
    { { "--nodes", "500", "--movetime", "200", NULL }, "go nodes 500 movetime 200" },
    { { "--depth", "2", "--nodes", "1000", NULL }, "go depth 2 nodes 1000" },
    { { NULL }, "go movetime 100" },
  };
  static const struct
  {
    const char *args[5];
    const char *why;
  } refused[] = {
    { { "--depth", "3", "--tc", "1", NULL }, "--depth and --nodes bound a move without a clock" },
    { { "--depth", "1001", NULL }, "--depth must be 1 to 1000, got 1001" },
    { { "--nodes", "-5", NULL }, "--nodes must be 1 to 1000000000000, got -5" },
    { { "--depth", "0x3", NULL }, "--depth takes a whole number in decimal digits" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *log = NULL;
      g_autoptr (GPtrArray) gos = go_lines (cases[i].args, &log);

      g_test_message ("%s", cases[i].go);
      /* White's two moves of the four plies. */
      g_assert_cmpuint (gos->len, ==, 2);
      g_assert_cmpstr (gos->pdata[0], ==, cases[i].go);
      g_assert_cmpstr (gos->pdata[1], ==, cases[i].go);
    }
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr (GPtrArray) argv = g_ptr_array_new ();
      g_auto (ArbTestCliRun) run = { 0 };

      g_ptr_array_add (argv, (gpointer) "match");
      for (guint k = 0; refused[i].args[k] != NULL; k++)
        g_ptr_array_add (argv, (gpointer) refused[i].args[k]);
      g_ptr_array_add (argv, (gpointer) "arbiter:1");
      g_ptr_array_add (argv, (gpointer) "arbiter:1");
      g_ptr_array_add (argv, NULL);
      arb_test_cli_runv (&run, NULL, (const char *const *) argv->pdata);
      g_assert_cmpint (run.status, ==, 2);
      arb_test_assert_contains (run.err, refused[i].why);
    }
  /* A tournament keeps its bound in its settings: a resume with another
   * is refused, named. */
  {
    g_autofree char *dir = arb_test_make_dir ("arb-bounds-XXXXXX");
    g_autofree char *out = g_build_filename (dir, "t", NULL);
    g_autofree char *settings = g_build_filename (out, "settings", NULL);
    g_autofree char *text = NULL;
    g_auto (ArbTestCliRun) first = { 0 };
    g_auto (ArbTestCliRun) other = { 0 };

    arb_test_cli_run (&first, NULL, "tournament", "--out", out, "--game", "alquerque",
                      "--depth", "2", "--max-plies", "6", "arbiter:1", "arbiter:2", NULL);
    g_assert_cmpint (first.status, ==, 0);
    text = arb_test_read_file (settings, NULL);
    arb_test_assert_contains (text, "\nmovetime=0\ndepth=2\n");
    arb_test_cli_run (&other, NULL, "tournament", "--out", out, "--game", "alquerque",
                      "--depth", "3", "--max-plies", "6", "arbiter:1", "arbiter:2", NULL);
    g_assert_cmpint (other.status, ==, 1);
    arb_test_assert_contains (other.err, "depth is '2' there, '3' on this command line");
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
  g_test_add_func ("/match/adjudicated", test_adjudicated);
  g_test_add_func ("/match/illegal", test_illegal);
  g_test_add_func ("/match/castling-through-check", test_castling_through_check);
  g_test_add_func ("/match/faults", test_faults);
  g_test_add_func ("/match/unasked-bestmove", test_unasked_bestmove);
  g_test_add_func ("/match/distinct-names", test_distinct_names);
  g_test_add_func ("/match/setsid-helper", test_setsid_helper);
  g_test_add_func ("/match/no-handshake", test_no_handshake);
  g_test_add_func ("/match/openings", test_openings);
  g_test_add_func ("/match/usage", test_usage);
  g_test_add_func ("/match/bounds", test_bounds);
  g_test_add_func ("/match/builtin-vs-uci", test_builtin_vs_uci);
  g_test_add_func ("/match/fairy-stockfish", test_fairy_stockfish);
  return g_test_run ();
}
