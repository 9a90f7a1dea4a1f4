/* test-debian-engines.c — the chess engines Debian packages, refereed in
 * standard chess: a gauntlet of Stockfish against Glaurung, Toga II and
 * GNU Chess (`--uci`), installed by build-aux/install-deps and run for
 * real
 *
 * Each engine must be started, told the game, and play every move it is
 * asked for within its time: every game of the gauntlet ends by the rules
 * or the ply limit, none by a fault of the referee's or an engine's. Who
 * wins is the engines' affair and is not asserted.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "arb-test-util.h"

static void
test_gauntlet (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-engines-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *games_path = g_build_filename (out, "games.pgn", NULL);
  g_autofree char *games = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  static const char *const names[] = { "Stockfish", "Glaurung", "Toga II", "GNU Chess" };

  /* Each engine as engine testers give them; one search thread each (Glaurung
   * takes two unless told), so that two games at once share two cores. */
  arb_test_cli_run (&run, NULL, "tournament", "--out", out, "--format", "gauntlet", "--param",
                    "variant=standard", "--max-plies", "40", "--concurrency", "2",
                    "--engine", "cmd=/usr/games/stockfish", "option.Threads=1",
                    "--engine", "cmd=/usr/games/glaurung", "option.Threads=1",
                    "--engine", "cmd=/usr/games/toga2", "option.Number of Threads=1",
                    "--engine", "cmd=/usr/games/gnuchess", "args=--uci",
                    "--each", "st=0.05", "option.Hash=16", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "Finished game"), ==, 6);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    arb_test_assert_contains (run.out, names[i]);
  games = arb_test_read_file (games_path, NULL);
  g_assert_cmpuint (arb_test_count_occurrences (games, "[Variant \"Standard\"]"), ==, 6);
  g_assert_null (strstr (games, "forfeits"));
  g_assert_null (strstr (games, "[Termination \"abandoned\"]"));
  g_assert_null (strstr (games, "[Termination \"rules infraction\"]"));
  arb_test_remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!arb_test_cli_is_set ())
    return 77;

  g_test_add_func ("/debian-engines/gauntlet", test_gauntlet);
  return g_test_run ();
}
