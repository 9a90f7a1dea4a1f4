/* test-debian-engines.c — the chess engines Debian packages, refereed in
 * standard chess and Chess960: a gauntlet of Stockfish against Glaurung,
 * Toga II and GNU Chess (`--uci`) from an EPD book, and a Chess960
 * tournament of Stockfish against Glaurung from X-FEN openings, each
 * killed ten times and resumed; installed by build-aux/install-deps and
 * run for real
 *
 * Each engine must be started, told the game, and play every move it is
 * asked for within its time: every game of the gauntlet ends by the rules
 * or the ply limit, none by a fault of the referee's or an engine's. Who
 * wins is the engines' affair and is not asserted.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <string.h>

#include "arb-test-util.h"

/* Four-field EPD records, as UHO_4060_v2.epd has them: positions after
 * openings of the books engine testers use. */
static const char book_epd[] =
  "rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq -\n"
  "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq -\n"
  "rnbqkb1r/ppp1pp1p/5np1/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq d6\n";

/* Chess960 starts as FRC_openings.epd writes them: X-FEN, KQkq. */
static const char book_frc[] =
  "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\n"
  "bqnbnrkr/pppppppp/8/8/8/8/PPPPPPPP/BQNBNRKR w KQkq - 0 1\n"
  "qnbnrbkr/pppppppp/8/8/8/8/PPPPPPPP/QNBNRBKR w KQkq - 0 1\n"
  "qnbnrkrb/pppppppp/8/8/8/8/PPPPPPPP/QNBNRKRB w KQkq - 0 1\n";

/* Whether a process whose environment holds @tag is still running. */
static gboolean
tagged_process_runs (const char *tag)
{
  g_autoptr (GDir) proc = g_dir_open ("/proc", 0, NULL);
  const char *name;

  while (proc != NULL && (name = g_dir_read_name (proc)) != NULL)
    {
      g_autofree char *path = g_build_filename ("/proc", name, "environ", NULL);
      g_autofree char *environ = NULL;
      gsize length;

      if (!g_ascii_isdigit (*name) || !g_file_get_contents (path, &environ, &length, NULL))
        continue;
      for (gsize i = 0; i < length; i += strlen (environ + i) + 1)
        if (g_str_equal (environ + i, tag))
          return TRUE;
    }
  return FALSE;
}

/* Runs @argv (a tournament), SIGKILLs it ten times at moments drawn from
 * @seed (0.3 to 1.8 s: a few games, or none, between two kills), then
 * once more to its end, into @last; and waits for the engines tagged
 * @tag to be gone (orphaned by a kill, an engine ends at the end of its
 * input), asserting that none is left. */
static void
run_killed (const char *const *argv,
            guint64            seed,
            const char        *tag,
            ArbTestCliRun     *last)
{
  guint64 state = seed;
  guint kills = 0;

  while (kills < 10)
    {
      g_autoptr (GSubprocess) process = NULL;
      gulong delay = 300000 + (gulong) (arb_test_splitmix64 (&state) % 1500000);

      process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                           | G_SUBPROCESS_FLAGS_STDERR_SILENCE, NULL);
      g_assert_nonnull (process);
      g_usleep (delay);
      g_subprocess_send_signal (process, SIGKILL);
      g_assert_true (g_subprocess_wait (process, NULL, NULL));
      if (!g_subprocess_get_if_signaled (process))
        break;  /* it finished first */
      kills++;
    }
  g_test_message ("%u kills", kills);
  g_assert_cmpuint (kills, ==, 10);

  arb_test_cli_runv (last, NULL, argv + 1);
  for (guint tries = 0; tries < 200 && tagged_process_runs (tag); tries++)
    g_usleep (50000);
  g_assert_false (tagged_process_runs (tag));
}

/* A gauntlet of Stockfish against Glaurung, Toga II and GNU Chess from an
 * EPD book, each engine as engine testers give them (one search thread
 * each: Glaurung takes two unless told, and two games at once share two
 * cores), SIGKILLed ten times and resumed: it finishes with its standings
 * and every game, none forfeited, each from the book. */
static void
test_gauntlet_killed (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-engines-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *games_path = g_build_filename (out, "games.pgn", NULL);
  g_autofree char *book = g_build_filename (dir, "book.epd", NULL);
  g_autofree char *book_arg = g_strdup_printf ("--openings=%s", book);
  g_autofree char *tag = g_strdup_printf ("ARB_KILL_TEST=%s", dir);
  g_autofree char *stockfish = g_strdup_printf ("cmd=env %s /usr/games/stockfish", tag);
  g_autofree char *glaurung = g_strdup_printf ("cmd=env %s /usr/games/glaurung", tag);
  g_autofree char *toga = g_strdup_printf ("cmd=env %s /usr/games/toga2", tag);
  g_autofree char *gnuchess = g_strdup_printf ("cmd=env %s /usr/games/gnuchess", tag);
  g_autofree char *games = NULL;
  static const char *const names[] = { "Stockfish", "Glaurung", "Toga II", "GNU Chess" };
  const char *argv[] = { arb_test_cli_path (), "tournament", "--out", out, "--format",
                         "gauntlet", "--param", "variant=standard", "--rounds", "2",
                         "--max-plies", "40", "--concurrency", "2", book_arg,
                         "--engine", stockfish, "option.Threads=1",
                         "--engine", glaurung, "option.Threads=1",
                         "--engine", toga, "option.Number of Threads=1",
                         "--engine", gnuchess, "args=--uci",
                         "--each", "st=0.05", "option.Hash=16", NULL };
  g_auto (ArbTestCliRun) last = { 0 };

  g_assert_true (g_file_set_contents (book, book_epd, -1, NULL));
  run_killed (argv, 20261204, tag, &last);
  g_assert_cmpint (last.status, ==, 0);
  /* The standings: every engine, by name, with its 12 games' share. */
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    arb_test_assert_contains (last.out, names[i]);
  arb_test_assert_contains (last.out, "Elo");
  games = arb_test_read_file (games_path, NULL);
  g_assert_cmpuint (arb_test_count_occurrences (games, "[Event "), ==, 12);
  g_assert_cmpuint (arb_test_count_occurrences (games, "[Variant \"Standard\"]"), ==, 12);
  g_assert_null (strstr (games, "forfeits"));
  g_assert_null (strstr (games, "[Termination \"abandoned\"]"));
  g_assert_null (strstr (games, "[Termination \"rules infraction\"]"));
  /* From the book: its first position opens two games of each round. */
  g_assert_cmpuint (arb_test_count_occurrences (games, "[FEN \"rnbqkb1r/pp2pppp/3p1n2/8/3NP3/"),
                    ==, 4);
  arb_test_remove_dir (dir);
}

/* A Chess960 tournament of Stockfish against Glaurung from X-FEN openings,
 * SIGKILLed ten times at moments from a fixed seed and resumed each time:
 * it finishes with every game, none forfeited, each from its opening,
 * every one read back by the referee on each resume; and no engine is
 * left running (orphaned by a kill, an engine ends at the end of its
 * input). */
static void
test_chess960_killed (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-engines-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *book = g_build_filename (dir, "FRC_openings.epd", NULL);
  g_autofree char *book_arg = g_strdup_printf ("--openings=%s", book);
  g_autofree char *tag = g_strdup_printf ("ARB_KILL_TEST=%s", dir);
  g_autofree char *stockfish = g_strdup_printf ("cmd=env %s /usr/games/stockfish", tag);
  g_autofree char *glaurung = g_strdup_printf ("cmd=env %s /usr/games/glaurung", tag);
  g_autofree char *games_path = g_build_filename (out, "games.pgn", NULL);
  g_autofree char *games = NULL;
  const char *argv[] = { arb_test_cli_path (), "tournament", "--out", out, "--param",
                         "variant=chess960", book_arg, "--rounds", "4", "--max-plies", "60",
                         "--concurrency", "2", "--engine", stockfish, "--engine", glaurung,
                         "option.Threads=1", "--each", "st=0.05", "option.Hash=16", NULL };
  g_auto (ArbTestCliRun) last = { 0 };

  g_assert_true (g_file_set_contents (book, book_frc, -1, NULL));
  run_killed (argv, 20261203, tag, &last);
  g_assert_cmpint (last.status, ==, 0);
  arb_test_assert_contains (last.out, "Score of Stockfish 15.1 vs Glaurung 2.2: ");
  arb_test_assert_contains (last.out, "] 8\n");
  games = arb_test_read_file (games_path, NULL);
  g_assert_cmpuint (arb_test_count_occurrences (games, "[Event "), ==, 8);
  g_assert_cmpuint (arb_test_count_occurrences (games, "[Variant \"Chess960\"]"), ==, 8);
  g_assert_cmpuint (arb_test_count_occurrences (games, "[FEN \"qnbnrbkr/"), ==, 2);
  g_assert_null (strstr (games, "forfeits"));
  arb_test_remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!arb_test_cli_is_set ())
    return 77;

  g_test_add_func ("/debian-engines/gauntlet-killed", test_gauntlet_killed);
  g_test_add_func ("/debian-engines/chess960-killed", test_chess960_killed);
  return g_test_run ();
}
