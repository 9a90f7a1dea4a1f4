/* test-congkak-scores.c — Congkak's high-score table (congkak.md §12):
 * loading, adding, sorting, resetting, unreadable lines kept, and atomic
 * rewrites under SIGKILL
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "arb-congkak-scores.h"
#include "arb-test-util.h"

static char *
table_path (const char *dir)
{
  return g_build_filename (dir, "arbiter", "congkak-highscores.tsv", NULL);
}

static void
test_missing_and_default (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-scores-XXXXXX");
  g_autofree char *path = table_path (dir);
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbCongkakScores) scores = arb_congkak_scores_load (path, &error);
  g_autofree char *default_path = arb_congkak_scores_default_path ();

  g_assert_no_error (error);
  g_assert_nonnull (scores);
  g_assert_cmpuint (arb_congkak_scores_get_n_entries (scores), ==, 0);
  g_assert_cmpuint (arb_congkak_scores_get_warnings (scores)->len, ==, 0);
  g_assert_true (g_str_has_suffix (default_path, "/arbiter/congkak-highscores.tsv"));
  g_assert_true (g_str_has_prefix (default_path, g_get_user_data_dir ()));
  arb_test_remove_dir (dir);
}

static void
test_add_sort_reset (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-scores-XXXXXX");
  g_autofree char *path = table_path (dir);
  g_autoptr (GError) error = NULL;
  g_autoptr (GDateTime) when = g_date_time_new_utc (2026, 11, 24, 6, 10, 0);
  g_autoptr (GPtrArray) sorted = NULL;
  g_autofree char *text = NULL;

  {
    g_autoptr (ArbCongkakScores) scores = arb_congkak_scores_load (path, &error);

    arb_congkak_scores_add (scores, "Hans", 25, 15, 5, 4, when);
    arb_congkak_scores_add (scores, "Jia\tYung", 40, 16, 7, 4, when);
    arb_congkak_scores_add (scores, "Ann", 25, 3, 7, 4, when);
    g_assert_true (arb_congkak_scores_save (scores, &error));
    g_assert_no_error (error);
  }
  text = arb_test_read_file (path, NULL);
  g_assert_cmpstr (text, ==,
                   "winner\twinner_score\tloser_score\tpits\tseeds\tdate\n"
                   "Hans\t25\t15\t5\t4\t2026-11-24T06:10:00+00:00\n"
                   "Jia Yung\t40\t16\t7\t4\t2026-11-24T06:10:00+00:00\n"
                   "Ann\t25\t3\t7\t4\t2026-11-24T06:10:00+00:00\n");
  {
    g_autoptr (ArbCongkakScores) scores = arb_congkak_scores_load (path, &error);
    ArbCongkakScore *first, *second, *third;

    g_assert_cmpuint (arb_congkak_scores_get_n_entries (scores), ==, 3);
    sorted = arb_congkak_scores_sorted (scores);
    first = g_ptr_array_index (sorted, 0);
    second = g_ptr_array_index (sorted, 1);
    third = g_ptr_array_index (sorted, 2);
    /* Highest first; equal scores: the earlier entry first. */
    g_assert_cmpstr (first->winner, ==, "Jia Yung");
    g_assert_cmpstr (second->winner, ==, "Hans");
    g_assert_cmpstr (third->winner, ==, "Ann");
    g_assert_cmpuint (second->loser_score, ==, 15);
    g_assert_cmpuint (second->pits, ==, 5);
    g_clear_pointer (&sorted, g_ptr_array_unref);

    arb_congkak_scores_reset (scores);
    g_assert_true (arb_congkak_scores_save (scores, &error));
  }
  g_free (text);
  text = arb_test_read_file (path, NULL);
  g_assert_cmpstr (text, ==, "winner\twinner_score\tloser_score\tpits\tseeds\tdate\n");
  arb_test_remove_dir (dir);
}

static void
test_unreadable_kept (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-scores-XXXXXX");
  g_autofree char *path = table_path (dir);
  g_autofree char *parent = g_path_get_dirname (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GDateTime) when = g_date_time_new_utc (2026, 11, 24, 7, 0, 0);
  g_autofree char *text = NULL;
  const char *original =
    "winner\twinner_score\tloser_score\tpits\tseeds\tdate\n"
    "Hans\t25\t15\t5\t4\t2026-11-24T06:10:00+00:00\n"
    "Testscore -999\n"
    "Bad\tx\t1\t1\t1\tdate\n";

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, original, -1, NULL));
  {
    g_autoptr (ArbCongkakScores) scores = arb_congkak_scores_load (path, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (arb_congkak_scores_get_n_entries (scores), ==, 1);
    g_assert_cmpuint (arb_congkak_scores_get_warnings (scores)->len, ==, 2);
    arb_test_assert_contains (g_ptr_array_index (arb_congkak_scores_get_warnings (scores), 0),
                              ":3:");
    arb_congkak_scores_add (scores, "Ann", 30, 2, 7, 4, when);
    g_assert_true (arb_congkak_scores_save (scores, &error));
  }
  text = arb_test_read_file (path, NULL);
  g_assert_cmpstr (text, ==,
                   "winner\twinner_score\tloser_score\tpits\tseeds\tdate\n"
                   "Hans\t25\t15\t5\t4\t2026-11-24T06:10:00+00:00\n"
                   "Testscore -999\n"
                   "Bad\tx\t1\t1\t1\tdate\n"
                   "Ann\t30\t2\t7\t4\t2026-11-24T07:00:00+00:00\n");
  arb_test_remove_dir (dir);
}

/* The table a writer writes on its @k-th rewrite: entries 1 … k, each
 * named after its number, so that a table is recognisable whole. */
static void
writer (const char *path)
{
  for (guint k = 1;; k++)
    {
      g_autoptr (ArbCongkakScores) scores = arb_congkak_scores_load (path, NULL);
      g_autofree char *name = g_strdup_printf ("w%u", k);

      if (scores == NULL)
        _exit (2);
      /* Rewrite from scratch: k entries, all named wK, so that a mix of
       * two tables would show two names. */
      arb_congkak_scores_reset (scores);
      for (guint i = 0; i < k % 50 + 1; i++)
        arb_congkak_scores_add (scores, name, k, i, 7, 4, NULL);
      if (!arb_congkak_scores_save (scores, NULL))
        _exit (3);
    }
}

static void
test_sigkill (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-scores-XXXXXX");
  g_autofree char *path = table_path (dir);
  guint checked = 0;

  for (guint round = 0; round < 40; round++)
    {
      pid_t pid = fork ();
      int status = 0;

      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        writer (path);
      /* The first round lets the writer create the file, however slow
       * (valgrind); then it is killed at a different moment each round,
       * mid-rewrite or not. */
      for (guint wait = 0; round == 0 && wait < 3000 && !g_file_test (path, G_FILE_TEST_EXISTS);
           wait++)
        g_usleep (10000);
      g_usleep (2000 + (round * 1237) % 15000);
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (ArbCongkakScores) scores = arb_congkak_scores_load (path, &error);
          g_autoptr (GPtrArray) sorted = NULL;
          const char *name = NULL;
          guint n;

          g_assert_no_error (error);
          /* Whole: every line readable, one name, as many entries as it says. */
          g_assert_cmpuint (arb_congkak_scores_get_warnings (scores)->len, ==, 0);
          sorted = arb_congkak_scores_sorted (scores);
          n = sorted->len;
          g_assert_cmpuint (n, >=, 1);
          for (guint i = 0; i < n; i++)
            {
              ArbCongkakScore *entry = g_ptr_array_index (sorted, i);

              if (name == NULL)
                name = entry->winner;
              g_assert_cmpstr (entry->winner, ==, name);
              g_assert_cmpuint (n, ==, entry->score % 50 + 1);
            }
          checked++;
        }
    }
  g_assert_cmpuint (checked, >, 0);
  arb_test_remove_dir (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/congkak/scores/missing", test_missing_and_default);
  g_test_add_func ("/congkak/scores/add-sort-reset", test_add_sort_reset);
  g_test_add_func ("/congkak/scores/unreadable-kept", test_unreadable_kept);
  g_test_add_func ("/congkak/scores/sigkill", test_sigkill);

  return g_test_run ();
}
