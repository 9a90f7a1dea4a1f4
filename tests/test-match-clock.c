/* test-match-clock.c — the referee's clocks (--tc) and its adjudication by
 * the engines' scores (--draw-adjudication, --resign-adjudication), in
 * match and tournament
 *
 * The fake engines (fake-uci-engine.c) play the first legal move in byte
 * order: in chess, from the start, White a2a3 a3a4 …, Black a7a6 … — no
 * game ends by the rules within the first eight plies, so the ply at which
 * the referee ends a game is the rule's alone. "slow" answers each go after
 * 400 ms; "cp:N" and "mate:N" send that score before each move. Every
 * expected ply is worked out in a comment. Fairy-Stockfish (Debian's) plays
 * one game on a clock and two adjudicated games.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "arbiter.h"
#include "arb-test-util.h"

#define FAIRY_STOCKFISH "/usr/games/fairy-stockfish"

static char *
fake (const char *mode,
      const char *game)
{
  return g_strdup_printf ("%s %s %s", g_getenv ("FAKE_ENGINE"), mode, game);
}

/* `arbiter-cli match ARGS… --pgn FILE`; the file's text in @pgn. */
static void
run_match (ArbTestCliRun     *run,
           char             **pgn,
           const char *const *args)
{
  g_autofree char *dir = arb_test_make_dir ("arb-clock-XXXXXX");
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

/* The plies of the first game of a PGN text: the words of its movetext
 * that are neither move numbers, comments nor the result. */
static guint
count_plies (const char *pgn)
{
  const char *movetext = strstr (pgn, "\n\n");
  g_autofree char *first = NULL;
  g_auto (GStrv) words = NULL;
  guint n = 0;
  int depth = 0;

  g_assert_nonnull (movetext);
  first = g_strndup (movetext + 2, strstr (movetext + 2, "\n\n") != NULL
                                   ? (gsize) (strstr (movetext + 2, "\n\n") - movetext - 2)
                                   : strlen (movetext + 2));
  words = g_strsplit_set (first, " \n", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];

      if (*w == '{')
        depth++;
      if (depth == 0 && *w != '\0' && !g_str_has_suffix (w, ".")
          && strcmp (w, "1-0") != 0 && strcmp (w, "0-1") != 0 && strcmp (w, "1/2-1/2") != 0
          && strcmp (w, "*") != 0)
        n++;
      if (strchr (w, '}') != NULL)
        depth--;
    }
  return n;
}

/* --timemargin: the slow engine (400 ms a move on a clock of 1 s) loses on
 * its third move without it (1.2 s), on its fourth with 300 ms of margin
 * (1.2 s ≤ 1.3 s, then 1.6 s > 1.3 s): the margin is given once. */
static void
test_time_margin (void)
{
  g_autofree char *slow = fake ("slow", "chess");
  g_autofree char *legal = fake ("legal", "chess");
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (ArbTestCliRun) refused = { 0 };
  g_autofree char *pgn = NULL;
  const char *args[] = { "--tc", "1", "--timemargin", "300", "--games", "1", slow, legal, NULL };

  run_match (&run, &pgn, args);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "{White forfeits: its flag fell: no move within its clock");
  g_assert_cmpuint (count_plies (pgn), ==, 6);

  arb_test_cli_run (&refused, NULL, "match", "--timemargin", "300", slow, legal, NULL);
  g_assert_cmpint (refused.status, ==, 2);
  arb_test_assert_contains (refused.err, "match: --timemargin is a margin on a clock: it needs "
                                         "--tc");
}

/* ------------------------------------------------------------ the clock */

/* A flag fall: "slow" needs 400 ms a move, and has 1 s: its moves end at
 * 0.4 s and 0.8 s, the third would end at 1.2 s, and the flag falls at
 * 1.0 s. White slow: 1. W B 2. W B, then White's flag: 4 plies, 0-1.
 * Black slow: 1. W B 2. W B 3. W, then Black's flag: 5 plies, 1-0. */
static void
test_flag_fall (void)
{
  g_autofree char *slow = fake ("slow", "chess");
  g_autofree char *legal = fake ("legal", "chess");
  g_auto (ArbTestCliRun) run = { 0 };
  g_autofree char *pgn = NULL;
  const char *args[] = { "--tc", "1", "--games", "2", slow, legal, NULL };
  const char *second;

  run_match (&run, &pgn, args);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "Finished game 1 (Fake slow vs Fake legal): 0-1 "
                                     "{White forfeits: its flag fell: no move within its clock");
  arb_test_assert_contains (run.out, "Finished game 2 (Fake legal vs Fake slow): 1-0 "
                                     "{Black forfeits: its flag fell");
  arb_test_assert_contains (run.out, "Score of Fake slow vs Fake legal: 0 - 2 - 0");
  g_assert_nonnull (pgn);
  g_assert_cmpuint (arb_test_count_occurrences (pgn, "[TimeControl \"1\"]"), ==, 2);
  g_assert_cmpuint (arb_test_count_occurrences (pgn, "[Termination \"time forfeit\"]"), ==, 2);
  g_assert_cmpuint (count_plies (pgn), ==, 4);
  /* Each move's time left, under a second: 4 + 5 of them, after the time
   * it took. */
  g_assert_cmpuint (arb_test_count_occurrences (pgn, "s [%clk 0:00:00."), ==, 9);
  second = strstr (pgn, "[Round \"2\"]");
  g_assert_nonnull (second);
  g_assert_cmpuint (count_plies (second), ==, 5);
}

/* What an engine is told: a UCI engine's first go has both clocks full
 * (10 s = 10000 ms, 0.5 s = 500 ms); White's second, after one move of
 * each, has White's 10000 less its first move plus 500, Black's 10000 less
 * its move plus 500. A UGI engine gets p1time/p2time/p1inc/p2inc. */
static void
test_go_fields (void)
{
  static const struct { const char *game; const char *first_go; } cases[] = {
    { "chess", "go wtime 10000 btime 10000 winc 500 binc 500" },
    { "alquerque", "go p1time 10000 p2time 10000 p1inc 500 p2inc 500" },
  };

  for (gsize c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *dir = arb_test_make_dir ("arb-clock-XXXXXX");
      g_autofree char *log = g_build_filename (dir, "log", NULL);
      g_autofree char *engine = fake ("legal", cases[c].game);
      g_autofree char *text = NULL;
      g_auto (ArbTestCliRun) run = { 0 };
      g_auto (GStrv) lines = NULL;
      g_autoptr (GPtrArray) gos = g_ptr_array_new ();

      g_setenv ("FAKE_ENGINE_LOG", log, TRUE);
      arb_test_cli_run (&run, NULL, "match", "--game", cases[c].game, "--tc", "10+0.5",
                        "--games", "1", "--max-plies", "4", engine, "arbiter:1", NULL);
      g_unsetenv ("FAKE_ENGINE_LOG");
      g_assert_cmpint (run.status, ==, 0);
      text = arb_test_read_file (log, NULL);
      lines = g_strsplit (text, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        if (g_str_has_prefix (lines[i], "go"))
          g_ptr_array_add (gos, lines[i]);
      /* The fake is White: its moves are plies 1 and 3. */
      g_assert_cmpuint (gos->len, ==, 2);
      g_assert_cmpstr (gos->pdata[0], ==, cases[c].first_go);
      {
        g_auto (GStrv) words = g_strsplit (gos->pdata[1], " ", -1);

        g_assert_cmpuint (g_strv_length (words), ==, 9);
        /* Each side has used less than its increment or a little more:
         * the fake answers at once, arbiter:1 within its share. */
        for (guint i = 2; i <= 4; i += 2)
          {
            guint64 left = g_ascii_strtoull (words[i], NULL, 10);

            g_assert_cmpuint (left, >, 9000);
            g_assert_cmpuint (left, <=, 10500);
          }
        g_assert_cmpstr (words[6], ==, "500");
        g_assert_cmpstr (words[8], ==, "500");
      }
      arb_test_remove_dir (dir);
    }
}

/* The built-in player shares out its clock in every game (a thirtieth of
 * what is left and most of the increment: arb_move_time_budget()), so it
 * never flags with a second and 0.1 s a move; every game's file format
 * carries the time control. */
static void
test_builtin (void)
{
  static const char *const games[] = { "chess", "alquerque", "checkers", "congkak" };

  for (gsize i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_auto (ArbTestCliRun) run = { 0 };
      g_autofree char *pgn = NULL;
      const char *args[] = { "--game", games[i], "--games", "2", "--tc", "1+0.1",
                             "--max-plies", "12", "arbiter:2", "arbiter:1", NULL };

      run_match (&run, &pgn, args);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_null (strstr (run.out, "forfeits"));
      g_assert_nonnull (pgn);
      g_assert_cmpuint (arb_test_count_occurrences (pgn, "[TimeControl \"1+0.1\"]"), ==, 2);
    }
}

/* --tc's refusals, and --movetime with it. */
static void
test_refused (void)
{
  static const struct { const char *option; const char *value; const char *says; } cases[] = {
    { "--tc", "0", "--tc: " },
    { "--tc", "10+-1", "--tc: " },
    { "--tc", "ten", "--tc: " },
    { "--draw-adjudication", "movecount=2,score=10", "movenumber is missing" },
    { "--draw-adjudication", "movenumber=1,movecount=0,score=10", "expected movenumber=N" },
    { "--draw-adjudication", "movenumber=1,movecount=2,score=10,movecount=3",
      "each once" },
    { "--resign-adjudication", "movecount=2", "score is missing" },
    { "--resign-adjudication", "movecount=2,score=-5", "expected movecount=M" },
    { "--resign-adjudication", "movecount=2,score=500,twosided=1", "expected movecount=M" },
  };
  /* An option each command takes, and that is not the fault. */
  const char *commands[] = { "match", "tournament" };
  const char *other_option[] = { "--games", "--out" };
  const char *other_value[] = { "1", "/nonexistent/x" };

  for (gsize k = 0; k < G_N_ELEMENTS (commands); k++)
    {
      g_auto (ArbTestCliRun) both = { 0 };

      arb_test_cli_run (&both, NULL, commands[k], "--tc", "1", "--movetime", "50",
                        other_option[k], other_value[k], "arbiter:1", "arbiter:1", NULL);
      g_assert_cmpint (both.status, ==, 2);
      arb_test_assert_contains (both.err, "--tc and --movetime cannot be combined");
      for (gsize c = 0; c < G_N_ELEMENTS (cases); c++)
        {
          g_auto (ArbTestCliRun) run = { 0 };

          arb_test_cli_run (&run, NULL, commands[k], other_option[k], other_value[k], cases[c].option,
                            cases[c].value, "arbiter:1", "arbiter:1", NULL);
          g_assert_cmpint (run.status, ==, 2);
          arb_test_assert_contains (run.err, cases[c].says);
        }
    }
}

/* ------------------------------------------------------------ adjudication */

typedef struct
{
  const char *white;
  const char *black;
  const char *option;
  const char *rule;
  const char *result;     /* the first game's */
  const char *says;       /* in its comment; NULL: not adjudicated */
  guint       plies;      /* 0: not checked */
} AdjudicationCase;

static void
test_adjudication (void)
{
  static const AdjudicationCase cases[] = {
    /* White says −500 at each of its moves: its third is ply 5. */
    { "cp:-500", "cp:500", "--resign-adjudication", "movecount=3,score=400", "0-1",
      "White loses by adjudication: its last 3 scores at most -400 cp (last -500)", 5 },
    /* Two-sided: Black's third +500 comes at ply 6. */
    { "cp:-500", "cp:500", "--resign-adjudication", "movecount=3,score=400,twosided", "0-1",
      "White loses by adjudication: its last 3 scores at most -400 cp (last -500), "
      "Black's at least +400 cp (last +500)", 6 },
    /* Two-sided, and Black sends no score: never. */
    { "cp:-500", "legal", "--resign-adjudication", "movecount=3,score=400,twosided", NULL,
      NULL, 0 },
    /* One sided, a count of 1: Black's first score, mated in 3 by its own
     * word (−(100000 − 3) = −99997 ≤ −700), decides at once: ply 2. */
    { "legal", "mate:-3", "--resign-adjudication", "movecount=1,score=700", "1-0",
      "Black loses by adjudication: its last 1 scores at most -700 cp (last -99997)", 2 },
    /* Both 0: four scores in a row within ±10 at ply 4, move 2 done. */
    { "cp:0", "cp:0", "--draw-adjudication", "movenumber=2,movecount=2,score=10", "1/2-1/2",
      "Draw by adjudication: 4 scores in a row within ±10 cp after move 2 (last: Black +0, "
      "White +0)", 4 },
    /* Not before move 3: ply 6. */
    { "cp:0", "cp:0", "--draw-adjudication", "movenumber=3,movecount=2,score=10", "1/2-1/2",
      "Draw by adjudication: 6 scores in a row within ±10 cp after move 3", 6 },
    /* Scores of 20 are beyond ±10: never. */
    { "cp:20", "cp:-20", "--draw-adjudication", "movenumber=0,movecount=1,score=10", NULL,
      NULL, 0 },
    /* Within ±20: after each side's first move, ply 2. */
    { "cp:20", "cp:-20", "--draw-adjudication", "movenumber=0,movecount=1,score=20", "1/2-1/2",
      "Draw by adjudication: 2 scores in a row within ±20 cp", 2 },
  };

  for (gsize c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *white = fake (cases[c].white, "chess");
      g_autofree char *black = fake (cases[c].black, "chess");
      g_auto (ArbTestCliRun) run = { 0 };
      g_autofree char *pgn = NULL;
      const char *args[] = { "--games", "1", "--movetime", "50", "--max-plies", "30",
                             cases[c].option, cases[c].rule, white, black, NULL };

      run_match (&run, &pgn, args);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (pgn);
      if (cases[c].says == NULL)
        {
          /* Both comments of adjudication by scores say "scores". */
          g_assert_null (strstr (run.out, "scores"));
          continue;
        }
      arb_test_assert_contains (run.out, cases[c].says);
      arb_test_assert_contains (pgn, "[Termination \"adjudication\"]");
      {
        g_autofree char *result = g_strdup_printf ("): %s {", cases[c].result);

        arb_test_assert_contains (run.out, result);
      }
      g_assert_cmpuint (count_plies (pgn), ==, cases[c].plies);
    }
}

/* A loss by adjudication reads back as that loss in every game's format
 * (Congkak, which has no resignation, from its [Termination
 * "adjudication"] and the decisive result): White (cp:-500) loses at its
 * second score, 0-1, and `replay` says 0-1 without a warning. */
static void
test_replay (void)
{
  static const char *const games[] = { "chess", "alquerque", "checkers", "congkak" };

  for (gsize i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *white = fake ("cp:-500", games[i]);
      g_autofree char *black = fake ("cp:500", games[i]);
      g_autofree char *dir = arb_test_make_dir ("arb-clock-XXXXXX");
      g_autofree char *path = g_build_filename (dir, "games.txt", NULL);
      g_auto (ArbTestCliRun) run = { 0 };
      g_auto (ArbTestCliRun) replay = { 0 };

      arb_test_cli_run (&run, NULL, "match", "--game", games[i], "--games", "1",
                        "--movetime", "20", "--resign-adjudication", "movecount=2,score=100",
                        "--pgn", path, white, black, NULL);
      g_assert_cmpint (run.status, ==, 0);
      arb_test_assert_contains (run.out, "): 0-1 {");
      arb_test_assert_contains (run.out, " loses by adjudication: its last 2 scores");
      arb_test_cli_run (&replay, NULL, "replay", "--game", games[i], path, NULL);
      g_assert_cmpint (replay.status, ==, 0);
      arb_test_assert_contains (replay.out, "Result: 0-1");
      g_assert_cmpstr (replay.err, ==, "");
      arb_test_remove_dir (dir);
    }
}

/* ------------------------------------------------------------ tournament */

/* More games at once than processors on a clock: a warning, and the
 * tournament is played; within the processors, or without a clock, none. */
static void
test_oversubscribed (void)
{
  guint processors = g_get_num_processors ();
  g_autofree char *dir = arb_test_make_dir ("arb-clock-XXXXXX");
  g_autofree char *legal = fake ("legal", "chess");
  g_autofree char *over = g_strdup_printf ("%u", processors + 1);
  g_autofree char *fits = g_strdup_printf ("%u", processors);
  const char *const runs[][4] = {
    { "--tc", "10", over, "warning: --concurrency " },
    { "--tc", "10", fits, NULL },
    { "--movetime", "20", over, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      g_autofree char *out = g_strdup_printf ("%s/t%u", dir, i);
      g_auto (ArbTestCliRun) run = { 0 };

      arb_test_cli_run (&run, NULL, "tournament", "--out", out, runs[i][0], runs[i][1],
                        "--concurrency", runs[i][2], "--max-plies", "4", legal, legal, NULL);
      g_assert_cmpint (run.status, ==, 0);
      arb_test_assert_contains (run.out, "Finished game 2 ");
      if (runs[i][3] != NULL)
        {
          g_autofree char *count = g_strdup_printf ("than the %u processor", processors);

          arb_test_assert_contains (run.err, runs[i][3]);
          arb_test_assert_contains (run.err, count);
        }
      else
        g_assert_null (strstr (run.err, "warning"));
    }
  arb_test_remove_dir (dir);
}

/* The settings keep --tc and the adjudications; a resume with others is
 * refused; the games are played on the clock (slow loses each of its
 * games on time, as in test_flag_fall) and adjudicated. */
static void
test_tournament (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-clock-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *settings_path = g_build_filename (out, "settings", NULL);
  g_autofree char *games_path = g_build_filename (out, "games.pgn", NULL);
  g_autofree char *slow = fake ("slow", "chess");
  g_autofree char *losing = fake ("cp:-500", "chess");
  g_autofree char *settings = NULL;
  g_autofree char *games = NULL;
  g_auto (ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "tournament", "--out", out, "--tc", "1",
                    "--resign-adjudication", "score=400,movecount=3",
                    "--draw-adjudication", "movenumber=40,movecount=5,score=5", slow, losing,
                    NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* Game 1: slow White flags at ply 5 (its third move), before cp:-500's
   * third score. Game 2: cp:-500 White loses by its third score, ply 5,
   * before slow's third move. */
  arb_test_assert_contains (run.out, "Finished game 1 (Fake slow vs Fake cp:-500): 0-1 "
                                     "{White forfeits: its flag fell");
  arb_test_assert_contains (run.out, "Finished game 2 (Fake cp:-500 vs Fake slow): 0-1 "
                                     "{White loses by adjudication");
  settings = arb_test_read_file (settings_path, NULL);
  arb_test_assert_contains (settings, "\nmovetime=none\n");
  arb_test_assert_contains (settings, "\ntc=1\n");
  arb_test_assert_contains (settings, "\nresign-adjudication=movecount=3,score=400\n");
  arb_test_assert_contains (settings,
                            "\ndraw-adjudication=movenumber=40,movecount=5,score=5\n");
  games = arb_test_read_file (games_path, NULL);
  g_assert_cmpuint (arb_test_count_occurrences (games, "[TimeControl \"1\"]"), ==, 2);

  {
    g_auto (ArbTestCliRun) other = { 0 };

    arb_test_cli_run (&other, NULL, "tournament", "--out", out, "--tc", "2",
                      "--resign-adjudication", "score=400,movecount=3",
                      "--draw-adjudication", "movenumber=40,movecount=5,score=5", slow, losing,
                      NULL);
    g_assert_cmpint (other.status, !=, 0);
    arb_test_assert_contains (other.err, "tc is '1' there, '2' on this command line");
  }
  {
    g_auto (ArbTestCliRun) other = { 0 };

    arb_test_cli_run (&other, NULL, "tournament", "--out", out, "--tc", "1", slow, losing,
                      NULL);
    g_assert_cmpint (other.status, !=, 0);
    arb_test_assert_contains (other.err, "other settings");
  }
  {
    /* The same command resumes: nothing left to play. */
    g_auto (ArbTestCliRun) same = { 0 };

    arb_test_cli_run (&same, NULL, "tournament", "--out", out, "--tc", "1",
                      "--resign-adjudication", "movecount=3,score=400",
                      "--draw-adjudication", "movenumber=40,movecount=5,score=5", slow, losing,
                      NULL);
    g_assert_cmpint (same.status, ==, 0);
  }
  arb_test_remove_dir (dir);
}

/* ------------------------------------------------------------ Fairy-Stockfish */

/* Fairy-Stockfish's simplified chess (data/engines/fairy-stockfish.ini). */
static char *
variant_option (void)
{
  g_autofree char *ini = g_test_build_filename (G_TEST_DIST, "..", "data", "engines",
                                                "fairy-stockfish.ini", NULL);

  return g_strdup_printf ("VariantPath=%s", ini);
}

/* On a clock of 2 s + 0.1 s, Fairy-Stockfish shares its time out and never
 * flags in 30 plies (it spends a fraction of what is left); the file says
 * the time control. Without pawns (no en passant, which the variant
 * forbids and Debian's Fairy-Stockfish plays), and the King captured in
 * the first eight plies by neither, the game lasts at least eight plies (a
 * repetition needs as many). */
static void
test_fairy_stockfish_clock (void)
{
  g_autofree char *variant = variant_option ();
  g_auto (ArbTestCliRun) run = { 0 };
  g_autofree char *pgn = NULL;
  const char *args[] = { "--games", "1", "--tc", "2+0.1", "--max-plies", "30",
                         "--fen", "rnbqkbnr/8/8/8/8/8/8/RNBQKBNR w - - 0 1",
                         "--option", variant, "--option", "UCI_Variant=arbiter",
                         FAIRY_STOCKFISH, FAIRY_STOCKFISH, NULL };

  g_assert_true (g_file_test (FAIRY_STOCKFISH, G_FILE_TEST_IS_EXECUTABLE));
  run_match (&run, &pgn, args);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "Finished game 1 (Fairy-Stockfish");
  g_assert_null (strstr (run.out, "flag fell"));
  g_assert_nonnull (pgn);
  arb_test_assert_contains (pgn, "[TimeControl \"2+0.1\"]");
  g_assert_null (strstr (pgn, "time forfeit"));
  g_assert_null (strstr (pgn, "forfeits"));
  g_assert_cmpuint (count_plies (pgn), >=, 8);
}

/* Fairy-Stockfish on both sides, Black a Queen down: Black's own score is
 * far below −500 from its first move, so one-sided resign adjudication
 * with movecount=2 ends the game at Black's second move, ply 4 (no King
 * can be captured in four plies from the start), 1-0. From the start,
 * its scores are within ±150 for the first plies: a draw at ply 4. */
static void
test_fairy_stockfish_adjudication (void)
{
  g_autofree char *variant = variant_option ();

  {
    g_auto (ArbTestCliRun) run = { 0 };
    g_autofree char *pgn = NULL;
    const char *args[] = { "--games", "1", "--movetime", "100", "--fen",
                           "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                           "--resign-adjudication", "movecount=2,score=500",
                           "--option", variant, "--option", "UCI_Variant=arbiter",
                           FAIRY_STOCKFISH, FAIRY_STOCKFISH, NULL };

    run_match (&run, &pgn, args);
    g_assert_cmpint (run.status, ==, 0);
    arb_test_assert_contains (run.out, ": 1-0 {Black loses by adjudication: its last 2 scores "
                                       "at most -500 cp");
    g_assert_nonnull (pgn);
    arb_test_assert_contains (pgn, "[Termination \"adjudication\"]");
    g_assert_cmpuint (count_plies (pgn), ==, 4);
  }
  {
    g_auto (ArbTestCliRun) run = { 0 };
    g_autofree char *pgn = NULL;
    const char *args[] = { "--games", "1", "--movetime", "100",
                           "--draw-adjudication", "movenumber=2,movecount=2,score=150",
                           "--option", variant, "--option", "UCI_Variant=arbiter",
                           FAIRY_STOCKFISH, FAIRY_STOCKFISH, NULL };

    run_match (&run, &pgn, args);
    g_assert_cmpint (run.status, ==, 0);
    arb_test_assert_contains (run.out, ": 1/2-1/2 {Draw by adjudication: 4 scores in a row "
                                       "within ±150 cp after move 2");
    g_assert_nonnull (pgn);
    g_assert_cmpuint (count_plies (pgn), ==, 4);
  }
}

/* A period (`--tc 3/1+0.1`: 1 s again every 3 moves, 0.1 s a move): each
 * go says the moves left in the side's period — 3, 2, 1, then 3 again —
 * and after the third move the side has its second 1000 ms on top of what
 * it kept; the file's TimeControl is the command line's. */
static void
test_periods (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-clock-XXXXXX");
  g_autofree char *log = g_build_filename (dir, "log", NULL);
  g_autofree char *engine = fake ("legal", "chess");
  g_autofree char *text = NULL;
  g_autofree char *pgn = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (GStrv) lines = NULL;
  g_autoptr (GPtrArray) gos = g_ptr_array_new ();
  const char *args[] = { "--tc", "3/1+0.1", "--games", "1", "--max-plies", "8", engine,
                         "arbiter:1", NULL };
  static const char *const to_go[] = { "movestogo 3", "movestogo 2", "movestogo 1",
                                       "movestogo 3" };

  g_setenv ("FAKE_ENGINE_LOG", log, TRUE);
  run_match (&run, &pgn, args);
  g_unsetenv ("FAKE_ENGINE_LOG");
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (pgn, "[TimeControl \"3/1+0.1\"]");
  text = arb_test_read_file (log, NULL);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "go"))
      g_ptr_array_add (gos, lines[i]);
  /* The fake is White: plies 1, 3, 5 and 7. */
  g_assert_cmpuint (gos->len, ==, G_N_ELEMENTS (to_go));
  for (guint i = 0; i < G_N_ELEMENTS (to_go); i++)
    g_assert_true (g_str_has_suffix (gos->pdata[i], to_go[i]));
  /* Before its fourth move, White has had 1000 + 3 × 100 + 1000 ms and
   * spent a little of it: more than a second and a half. */
  {
    g_auto (GStrv) words = g_strsplit (gos->pdata[3], " ", -1);

    g_assert_cmpstr (words[1], ==, "wtime");
    g_assert_cmpuint (g_ascii_strtoull (words[2], NULL, 10), >, 1500);
  }
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
      return 77;
    }
  g_test_add_func ("/match-clock/flag-fall", test_flag_fall);
  g_test_add_func ("/match-clock/time-margin", test_time_margin);
  g_test_add_func ("/match-clock/go-fields", test_go_fields);
  g_test_add_func ("/match-clock/periods", test_periods);
  g_test_add_func ("/match-clock/builtin", test_builtin);
  g_test_add_func ("/match-clock/refused", test_refused);
  g_test_add_func ("/match-clock/adjudication", test_adjudication);
  g_test_add_func ("/match-clock/replay", test_replay);
  g_test_add_func ("/match-clock/tournament", test_tournament);
  g_test_add_func ("/match-clock/oversubscribed", test_oversubscribed);
  g_test_add_func ("/match-clock/fairy-stockfish/clock", test_fairy_stockfish_clock);
  g_test_add_func ("/match-clock/fairy-stockfish/adjudication",
                   test_fairy_stockfish_adjudication);
  return g_test_run ();
}
