/* test-tournament-report.c — what a tournament says while it plays (the
 * progress on standard error) and fastchess's report after the standings,
 * its normalized Elo checked against the definition computed here
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "arbiter.h"
#include "arb-test-util.h"

/* The line of @text that starts with @prefix, or NULL. */
static const char *
line_starting (GStrv       lines,
               const char *prefix)
{
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return lines[i];
  return NULL;
}

/* Alquerque's levels 1 and 3, 8 games (4 pairs), a line every 3 games. */
static void
run_two (ArbTestCliRun *run,
         const char    *out,
         const char    *interval)
{
  arb_test_cli_run (run, NULL, "tournament", "--out", out, "--game", "alquerque", "--rounds",
                    "4", "--max-plies", "60", "--depth", "3", "--rating-interval", interval,
                    "arbiter:1", "arbiter:3", NULL);
}

/* Off a terminal, a plain line every N games on standard error; standard
 * output only the games and the report. */
static void
test_progress_lines (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-report-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *quiet_out = g_build_filename (dir, "quiet", NULL);
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (ArbTestCliRun) quiet = { 0 };
  g_auto (GStrv) lines = NULL;

  run_two (&run, out, "3");
  g_assert_cmpint (run.status, ==, 0);
  lines = arb_test_split_lines (run.err);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_true (g_str_has_prefix (lines[0], "Progress: 3 of 8 games (37 %), 0:00:"));
  g_assert_true (g_str_has_prefix (lines[1], "Progress: 6 of 8 games (75 %), 0:00:"));
  for (guint i = 0; i < 2; i++)
    {
      arb_test_assert_contains (lines[i], " elapsed, about 0:00:");
      arb_test_assert_contains (lines[i], " left; Arbiter (level 1) vs Arbiter (level 3) ");
    }
  g_assert_null (strstr (run.out, "Progress"));

  run_two (&quiet, quiet_out, "0");
  g_assert_cmpint (quiet.status, ==, 0);
  g_assert_cmpstr (quiet.err, ==, "");
  arb_test_remove_dir (dir);
}

/* fastchess's block: its games and pentanomial counts are the cutechess
 * lines' and the pentanomial line's; its Elo is the pairs' Elo; its nElo
 * is (μ − ½) / √(2σ²) · 800 / ln 10, μ and σ² the mean and variance of a
 * pair's score (0, ¼, ½, ¾, 1), computed here from the counts. */
static void
test_fastchess_block (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-report-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (GStrv) lines = NULL;
  const char *line;
  guint counts[5], ptnml[5], w, l, d, games, wins, losses, draws;
  double pair_elo, elo, elo_error, nelo, nelo_error, mean = 0, square = 0, n = 0;

  run_two (&run, out, "0");
  g_assert_cmpint (run.status, ==, 0);
  lines = arb_test_split_lines (run.out);

  line = line_starting (lines, "Score of Arbiter (level 1) vs Arbiter (level 3): ");
  g_assert_nonnull (line);
  g_assert_cmpint (sscanf (line + strlen ("Score of Arbiter (level 1) vs Arbiter (level 3): "),
                           "%u - %u - %u", &w, &l, &d), ==, 3);
  line = line_starting (lines, "Pentanomial [LL, LD, WL+DD, WD, WW]: ");
  g_assert_nonnull (line);
  g_assert_cmpint (sscanf (line, "Pentanomial [LL, LD, WL+DD, WD, WW]: %u, %u, %u, %u, %u; "
                                 "Elo difference: %lf", &counts[0], &counts[1], &counts[2],
                           &counts[3], &counts[4], &pair_elo), ==, 6);

  g_assert_nonnull (line_starting (lines, "Results of Arbiter (level 1) vs Arbiter (level 3):"));
  line = line_starting (lines, "Games: ");
  g_assert_nonnull (line);
  g_assert_cmpint (sscanf (line, "Games: %u, Wins: %u, Losses: %u, Draws: %u", &games, &wins,
                           &losses, &draws), ==, 4);
  g_assert_cmpuint (games, ==, 8);
  g_assert_cmpuint (wins, ==, w);
  g_assert_cmpuint (losses, ==, l);
  g_assert_cmpuint (draws, ==, d);
  line = line_starting (lines, "Ptnml(0-2): ");
  g_assert_nonnull (line);
  g_assert_cmpint (sscanf (line, "Ptnml(0-2): [%u, %u, %u, %u, %u]", &ptnml[0], &ptnml[1],
                           &ptnml[2], &ptnml[3], &ptnml[4]), ==, 5);
  g_assert_cmpmem (ptnml, sizeof ptnml, counts, sizeof counts);

  for (guint i = 0; i < 5; i++)
    {
      mean += counts[i] * i / 4.0;
      square += counts[i] * (i / 4.0) * (i / 4.0);
      n += counts[i];
    }
  g_assert_cmpfloat (n, ==, 4);
  mean /= n;
  square = square / n - mean * mean;
  line = line_starting (lines, "Elo: ");
  g_assert_nonnull (line);
  /* Level 3 wins most pairs, but not all of the same score: finite. */
  if (square > 0 && mean > 0 && mean < 1)
    {
      g_assert_cmpint (sscanf (line, "Elo: %lf +/- %lf, nElo: %lf +/- %lf", &elo, &elo_error,
                               &nelo, &nelo_error), ==, 4);
      g_assert_cmpfloat_with_epsilon (elo, pair_elo, 0.051);
      g_assert_cmpfloat_with_epsilon (nelo, (mean - 0.5) / sqrt (2 * square) * 800 / log (10),
                                      0.006);
      g_assert_cmpfloat (nelo_error, >, 0);
    }
  g_assert_null (line_starting (lines, "LLR: "));  /* no --sprt */
  arb_test_remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (arb_test_cli_path () == NULL)
    {
      g_printerr ("run through meson test: ARBITER_CLI names the program\n");
      return 1;
    }
  g_test_add_func ("/tournament-report/progress-lines", test_progress_lines);
  g_test_add_func ("/tournament-report/fastchess-block", test_fastchess_block);
  return g_test_run ();
}
