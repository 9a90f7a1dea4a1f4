/* test-results.c — the results store (src/core/arb-results.c): every game
 * recorded once, results by opponent, best scores (Congkak §12's high-score
 * file, byte for byte), hostile files, SIGKILL at any moment, writers at once
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The store is driven through two tables made here, never played: one
 * with a score whose best scores record "pits" and "seeds" and whose id is
 * Congkak's, so that its file is §12's `arbiter/congkak-highscores.tsv`
 * (tests/arb-test-scores.c is a second reader and writer of that file;
 * /results/scores/same-file checks both read each other's), and one
 * without a score. */

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "arb-test-scores.h"
#include "arb-results.h"
#include "arb-test-util.h"

#define HEADER "winner\twinner_score\tloser_score\tpits\tseeds\tdate"

/* ------------------------------------------------------------ tables */

static const char *const first_choices[] = { "coin", "1", "2", NULL };

static const ArbParamSpec scored_params[] = {
  { .name = "pits", .type = ARB_PARAM_INT, .label = "Pits a side", .min = 1, .max = 999,
    .default_value = 7 },
  { .name = "seeds", .type = ARB_PARAM_INT, .label = "Seeds a pit", .min = 1, .max = 999,
    .default_value = 4 },
  { .name = "first", .type = ARB_PARAM_CHOICE, .label = "First player", .min = 0, .max = 2,
    .default_value = 0, .choices = first_choices },
};

static gboolean
no_score (gconstpointer state,
          guint         score[2])
{
  return FALSE;
}

static const ArbRules scored = {
  .id = "congkak",
  .name = "Scored game",
  .player_names = { "Player 1", "Player 2" },
  .params = scored_params,
  .n_params = G_N_ELEMENTS (scored_params),
  .score = no_score,
  .score_params = (const char *const[]) { "pits", "seeds", NULL },
};

static const ArbRules plain = {
  .id = "plain",
  .name = "Plain game",
  .player_names = { "White", "Black" },
};

/* ------------------------------------------------------------ fixture */

/* A store of its own for each test, in a new temporary folder. */
typedef struct
{
  char       *dir;      /* the folder */
  char       *store;    /* the store: `arbiter` in it */
  ArbResults *results;
  char       *scores;   /* the scored table's best scores (§12's file) */
  char       *journal;  /* the scored table's journal */
} Store;

static void
store_setup (Store        *s,
             gconstpointer data)
{
  s->dir = arb_test_make_dir ("arb-results-XXXXXX");
  s->store = g_build_filename (s->dir, "arbiter", NULL);
  s->results = arb_results_new (s->store);
  s->scores = arb_results_get_scores_path (s->results, &scored);
  s->journal = arb_results_get_journal_path (s->results, &scored);
}

static void
store_teardown (Store        *s,
                gconstpointer data)
{
  arb_test_remove_dir (s->dir);
  g_free (s->dir);
  g_free (s->store);
  arb_results_free (s->results);
  g_free (s->scores);
  g_free (s->journal);
}

/* ------------------------------------------------------------ helpers */

/* A finished game: @winner (0, 1, or -1 for a draw) with @score, the
 * players' levels (0 a person), the board's pits. */
static void
entry_init (ArbResultsEntry *entry,
            const ArbRules  *rules,
            const char      *id,
            int              winner,
            guint            first,
            guint            second,
            guint            pits)
{
  memset (entry, 0, sizeof *entry);
  entry->id = id;
  entry->players[0] = first;
  entry->players[1] = second;
  entry->names[0] = "Ada";
  entry->names[1] = "Bob";
  entry->result = winner == 0 ? ARB_RESULT_FIRST_WINS
                  : winner == 1 ? ARB_RESULT_SECOND_WINS : ARB_RESULT_DRAW;
  entry->has_score = rules->score != NULL;
  entry->score[0] = winner == 0 ? 30 : 20;
  entry->score[1] = winner == 0 ? 26 : 36;
  arb_params_init (&entry->params, rules);
  if (rules->n_params > 0)
    entry->params.values[0] = pits;
}

static ArbResultsAdded
record (ArbResults            *results,
        const ArbRules        *rules,
        const ArbResultsEntry *entry)
{
  g_autoptr (GError) error = NULL;
  ArbResultsAdded added = 0;

  g_assert_true (arb_results_record (results, rules, entry, &added, &error));
  g_assert_no_error (error);
  return added;
}

static ArbResultsSummary *
load (ArbResults     *results,
      const ArbRules *rules)
{
  g_autoptr (GError) error = NULL;
  ArbResultsSummary *summary = arb_results_load (results, rules, &error);

  g_assert_no_error (error);
  g_assert_nonnull (summary);
  return summary;
}

/* The entries of a best-scores file (its lines after the header). */
static GStrv
file_lines (const char *path)
{
  g_autofree char *text = arb_test_read_file (path, NULL);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv result;

  g_assert_cmpstr (lines[0], ==, HEADER);
  for (guint i = 1; lines[i] != NULL; i++)
    if (*lines[i] != '\0')
      g_strv_builder_add (builder, lines[i]);
  result = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return result;
}

static guint
count_substrings (const char *haystack,
                  const char *needle)
{
  guint n = 0;

  for (const char *p = haystack; (p = strstr (p, needle)) != NULL; p++)
    n++;
  return n;
}

/* ------------------------------------------------ the best-scores file */

static void
test_scores_missing (Store        *s,
                     gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbScoreTable) table = arb_score_table_load (s->scores, &scored, &error);
  g_autoptr (ArbResults) results = arb_results_new (NULL);
  g_autofree char *default_path = arb_results_get_scores_path (results, &scored);
  g_autofree char *header = arb_score_table_header (&scored);

  g_assert_no_error (error);
  g_assert_nonnull (table);
  g_assert_cmpuint (arb_score_table_get_n_entries (table), ==, 0);
  g_assert_cmpuint (arb_score_table_get_warnings (table)->len, ==, 0);
  /* §12: the file and its header. */
  g_assert_cmpstr (header, ==, HEADER);
  g_assert_true (g_str_has_suffix (default_path, "/arbiter/congkak-highscores.tsv"));
  g_assert_true (g_str_has_prefix (default_path, g_get_user_data_dir ()));
}

static void
test_scores_add_sort_reset (Store        *s,
                            gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GDateTime) when = g_date_time_new_utc (2026, 11, 24, 6, 10, 0);
  g_autofree char *text = NULL;
  const char *const board_5_4[] = { "5", "4", NULL };
  const char *const board_7_4[] = { "7", "4", NULL };

  {
    g_autoptr (ArbScoreTable) table = arb_score_table_load (s->scores, &scored, &error);

    arb_score_table_add (table, "Hans", 25, 15, board_5_4, when);
    arb_score_table_add (table, "Jia\tYung", 40, 16, board_7_4, when);
    arb_score_table_add (table, "Ann", 25, 3, board_7_4, when);
    g_assert_true (arb_score_table_save (table, &error));
    g_assert_no_error (error);
  }
  text = arb_test_read_file (s->scores, NULL);
  g_assert_cmpstr (text, ==,
                   HEADER "\n"
                   "Hans\t25\t15\t5\t4\t2026-11-24T06:10:00+00:00\n"
                   "Jia Yung\t40\t16\t7\t4\t2026-11-24T06:10:00+00:00\n"
                   "Ann\t25\t3\t7\t4\t2026-11-24T06:10:00+00:00\n");
  {
    g_autoptr (ArbScoreTable) table = arb_score_table_load (s->scores, &scored, &error);
    g_autoptr (GPtrArray) sorted = NULL;
    g_autoptr (GPtrArray) best = NULL;
    ArbScoreRow *first, *second, *third;

    g_assert_cmpuint (arb_score_table_get_n_entries (table), ==, 3);
    sorted = arb_score_table_sorted (table, 0);
    g_assert_cmpuint (sorted->len, ==, 3);
    first = g_ptr_array_index (sorted, 0);
    second = g_ptr_array_index (sorted, 1);
    third = g_ptr_array_index (sorted, 2);
    /* Highest first; equal scores: the earlier entry first. */
    g_assert_cmpstr (first->winner, ==, "Jia Yung");
    g_assert_cmpstr (second->winner, ==, "Hans");
    g_assert_cmpstr (third->winner, ==, "Ann");
    g_assert_cmpuint (second->score, ==, 25);
    g_assert_cmpuint (second->loser_score, ==, 15);
    g_assert_cmpstr (second->values[0], ==, "5");
    g_assert_cmpstr (second->values[1], ==, "4");
    g_assert_null (second->values[2]);
    g_assert_cmpstr (second->date, ==, "2026-11-24T06:10:00+00:00");
    /* The first rows only. */
    best = arb_score_table_sorted (table, 2);
    g_assert_cmpuint (best->len, ==, 2);

    arb_score_table_reset (table);
    g_assert_true (arb_score_table_save (table, &error));
  }
  g_free (text);
  text = arb_test_read_file (s->scores, NULL);
  g_assert_cmpstr (text, ==, HEADER "\n");
}

/* Unreadable lines, one with a NUL byte and one ending in CR-LF, are kept
 * byte for byte. */
static void
test_scores_unreadable_kept (Store        *s,
                             gconstpointer data)
{
  g_autofree char *parent = g_path_get_dirname (s->scores);
  g_autoptr (GError) error = NULL;
  g_autoptr (GDateTime) when = g_date_time_new_utc (2026, 11, 24, 7, 0, 0);
  g_autofree char *text = NULL;
  const char *const board[] = { "7", "4", NULL };
  static const char original[] =
    HEADER "\n"
    "Hans\t25\t15\t5\t4\t2026-11-24T06:10:00+00:00\n"
    "Testscore -999\n"
    "Bad\tx\t1\t1\t1\tdate\n"
    "Nul\0here\t1\t1\t1\t1\tdate\n"
    "Pits\t3\t1\t1000\t1\tdate\r\n";
  static const char expected[] =
    HEADER "\n"
    "Hans\t25\t15\t5\t4\t2026-11-24T06:10:00+00:00\n"
    "Testscore -999\n"
    "Bad\tx\t1\t1\t1\tdate\n"
    "Nul\0here\t1\t1\t1\t1\tdate\n"
    "Pits\t3\t1\t1000\t1\tdate\r\n"
    "Ann\t30\t2\t7\t4\t2026-11-24T07:00:00+00:00\n";
  gsize length;

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_assert_true (g_file_set_contents (s->scores, original, sizeof original - 1, NULL));
  {
    g_autoptr (ArbScoreTable) table = arb_score_table_load (s->scores, &scored, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (arb_score_table_get_n_entries (table), ==, 1);
    g_assert_cmpuint (arb_score_table_get_warnings (table)->len, ==, 4);
    arb_test_assert_contains (g_ptr_array_index (arb_score_table_get_warnings (table), 0),
                              ":3:");
    arb_score_table_add (table, "Ann", 30, 2, board, when);
    g_assert_true (arb_score_table_save (table, &error));
  }
  text = arb_test_read_file (s->scores, &length);
  g_assert_cmpmem (text, length, expected, sizeof expected - 1);
}

/* The store's file and a second reader and writer of it (from
 * tests/arb-test-scores.c, written apart from it) read each other. */
static void
test_scores_same_file (Store        *s,
                       gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GDateTime) when = g_date_time_new_utc (2026, 11, 24, 6, 10, 0);
  const char *const board[] = { "3", "2", NULL };

  {
    g_autoptr (ArbScoreTable) table = arb_score_table_load (s->scores, &scored, &error);

    arb_score_table_add (table, "Ada", 10, 2, board, when);
    g_assert_true (arb_score_table_save (table, &error));
  }
  {
    g_autoptr (ArbCongkakScores) congkak = arb_congkak_scores_load (s->scores, &error);
    g_autoptr (GPtrArray) sorted = NULL;
    ArbCongkakScore *entry;

    g_assert_no_error (error);
    g_assert_cmpuint (arb_congkak_scores_get_warnings (congkak)->len, ==, 0);
    sorted = arb_congkak_scores_sorted (congkak);
    g_assert_cmpuint (sorted->len, ==, 1);
    entry = g_ptr_array_index (sorted, 0);
    g_assert_cmpstr (entry->winner, ==, "Ada");
    g_assert_cmpuint (entry->score, ==, 10);
    g_assert_cmpuint (entry->pits, ==, 3);
    g_assert_cmpuint (entry->seeds, ==, 2);
    arb_congkak_scores_add (congkak, "Bob", 12, 1, 7, 4, when);
    g_assert_true (arb_congkak_scores_save (congkak, &error));
  }
  {
    g_autoptr (ArbScoreTable) table = arb_score_table_load (s->scores, &scored, &error);
    g_autoptr (GPtrArray) sorted = arb_score_table_sorted (table, 0);

    g_assert_cmpuint (arb_score_table_get_warnings (table)->len, ==, 0);
    g_assert_cmpuint (sorted->len, ==, 2);
    g_assert_cmpstr (((ArbScoreRow *) g_ptr_array_index (sorted, 0))->winner, ==, "Bob");
    g_assert_cmpstr (((ArbScoreRow *) g_ptr_array_index (sorted, 0))->values[0], ==, "7");
  }
}

/* A FIFO or a link to /dev/zero in place of a file is refused at once (the
 * test runs in a child with a deadline: a reader that waited would fail). */
static void
test_not_regular (Store        *s,
                  gconstpointer data)
{
  if (g_test_subprocess ())
    {
      g_autofree char *lock = g_build_filename (s->store, "results.lock", NULL);
      ArbResultsEntry entry;

      g_assert_cmpint (g_mkdir_with_parents (s->store, 0700), ==, 0);
      entry_init (&entry, &scored, "game-1", 0, 0, 0, 7);

      /* The best scores: a FIFO, then a link to /dev/zero. */
      g_assert_cmpint (mkfifo (s->scores, 0600), ==, 0);
      {
        g_autoptr (GError) error = NULL;

        g_assert_null (arb_score_table_load (s->scores, &scored, &error));
        g_assert_error (error, ARB_RESULTS_ERROR, ARB_RESULTS_ERROR_NOT_A_FILE);
        g_clear_error (&error);
        g_assert_false (arb_results_record (s->results, &scored, &entry, NULL, &error));
        g_assert_error (error, ARB_RESULTS_ERROR, ARB_RESULTS_ERROR_NOT_A_FILE);
      }
      g_assert_cmpint (g_unlink (s->scores), ==, 0);
      g_assert_cmpint (symlink ("/dev/zero", s->scores), ==, 0);
      {
        g_autoptr (GError) error = NULL;

        g_assert_null (arb_results_load (s->results, &scored, &error));
        g_assert_error (error, ARB_RESULTS_ERROR, ARB_RESULTS_ERROR_NOT_A_FILE);
      }
      g_assert_cmpint (g_unlink (s->scores), ==, 0);
      /* The journal. */
      g_unlink (s->journal);
      g_assert_cmpint (mkfifo (s->journal, 0600), ==, 0);
      {
        g_autoptr (GError) error = NULL;

        g_assert_false (arb_results_record (s->results, &scored, &entry, NULL, &error));
        g_assert_error (error, ARB_RESULTS_ERROR, ARB_RESULTS_ERROR_NOT_A_FILE);
      }
      g_assert_cmpint (g_unlink (s->journal), ==, 0);
      /* The lock. */
      g_assert_cmpint (g_unlink (lock), ==, 0);
      g_assert_cmpint (symlink ("/dev/zero", lock), ==, 0);
      {
        g_autoptr (GError) error = NULL;

        g_assert_false (arb_results_record (s->results, &scored, &entry, NULL, &error));
        g_assert_error (error, ARB_RESULTS_ERROR, ARB_RESULTS_ERROR_NOT_A_FILE);
      }
      return;
    }
  g_test_trap_subprocess (NULL, 20 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* ------------------------------------------------------------ the store */

/* A game recorded twice counts once; the best scores get the winner's
 * entry, with the board, once. */
static void
test_record_once (Store        *s,
                  gconstpointer data)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  ArbResultsEntry entry;

  entry_init (&entry, &scored, "game-1", 1, 0, 2, 5);
  entry.names[1] = "Arbiter (level 2)";
  g_assert_cmpint (record (s->results, &scored, &entry), ==,
                   ARB_RESULTS_ADDED_RESULT | ARB_RESULTS_ADDED_SCORE);
  g_assert_cmpint (record (s->results, &scored, &entry), ==, ARB_RESULTS_ADDED_NONE);

  lines = file_lines (s->scores);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  /* The winner's name as given (the computer's), the board. */
  g_assert_true (g_str_has_prefix (lines[0], "Arbiter (level 2)\t36\t20\t5\t4\t"));
  text = arb_test_read_file (s->journal, NULL);
  /* The win's best score first, then its result (test_recover_cut_between_rows()). */
  g_assert_true (g_str_has_prefix (text, "arbiter-results\t1\nbest\tgame-1\t0\tArbiter (level 2)\t36\t20\t"));
  arb_test_assert_contains (text, "\nresult\tgame-1\t");
  arb_test_assert_contains (text, "\tperson\tlevel 2\t0-1\t20-36\tpits=5 seeds=4 first=coin\tAda"
                                  "\tArbiter (level 2)\n");
  g_assert_cmpuint (count_substrings (text, "result\t"), ==, 1);

  /* A draw and an unfinished game add no best score. */
  entry_init (&entry, &scored, "game-2", -1, 0, 0, 7);
  g_assert_cmpint (record (s->results, &scored, &entry), ==, ARB_RESULTS_ADDED_RESULT);
  entry_init (&entry, &scored, "game-3", 0, 0, 0, 7);
  entry.result = ARB_RESULT_NONE;
  g_assert_cmpint (record (s->results, &scored, &entry), ==, ARB_RESULTS_ADDED_NONE);
  g_strfreev (lines);
  lines = file_lines (s->scores);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);

  /* A game without a score has no best-scores file. */
  entry_init (&entry, &plain, "game-4", 0, 0, 0, 0);
  g_assert_cmpint (record (s->results, &plain, &entry), ==, ARB_RESULTS_ADDED_RESULT);
  {
    g_autofree char *none = arb_results_get_scores_path (s->results, &plain);

    g_assert_false (g_file_test (none, G_FILE_TEST_EXISTS));
  }
}

/* Wins, losses and draws by pairing: a person against each level, for the
 * person on either side; two people or two levels for the first side. */
static void
test_tallies (Store        *s,
              gconstpointer data)
{
  g_autoptr (ArbResultsSummary) summary = NULL;
  static const struct
  {
    int   winner;
    guint first;
    guint second;
  } games[] = {
    { 0, 0, 2 },    /* the person, first, beats level 2 */
    { 0, 2, 0 },    /* level 2, first, beats the person */
    { 1, 2, 0 },    /* the person, second, beats level 2 */
    { -1, 0, 2 },   /* a draw */
    { 1, 0, 1 },    /* level 1 beats the person */
    { 0, 0, 0 },    /* two people: the first wins */
    { 1, 0, 0 },    /* … the second */
    { 1, 3, 1 },    /* level 1 beats level 3 */
  };
  const ArbResultsTally *tallies;
  guint n;

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *id = g_strdup_printf ("game-%u", i);
      ArbResultsEntry entry;

      entry_init (&entry, &plain, id, games[i].winner, games[i].first, games[i].second, 0);
      record (s->results, &plain, &entry);
    }
  summary = load (s->results, &plain);
  g_assert_cmpuint (arb_results_summary_get_n_games (summary), ==, G_N_ELEMENTS (games));
  g_assert_null (arb_results_summary_get_scores (summary));
  tallies = arb_results_summary_get_tallies (summary, &n);
  g_assert_cmpuint (n, ==, 4);
  /* A person against level 1, then level 2. */
  g_assert_cmpint (tallies[0].side, ==, -1);
  g_assert_cmpuint (tallies[0].player, ==, 0);
  g_assert_cmpuint (tallies[0].opponent, ==, 1);
  g_assert_cmpuint (tallies[0].wins, ==, 0);
  g_assert_cmpuint (tallies[0].losses, ==, 1);
  g_assert_cmpuint (tallies[1].opponent, ==, 2);
  g_assert_cmpuint (tallies[1].wins, ==, 2);
  g_assert_cmpuint (tallies[1].losses, ==, 1);
  g_assert_cmpuint (tallies[1].draws, ==, 1);
  /* Two people, for the first side. */
  g_assert_cmpint (tallies[2].side, ==, 0);
  g_assert_cmpuint (tallies[2].player, ==, 0);
  g_assert_cmpuint (tallies[2].opponent, ==, 0);
  g_assert_cmpuint (tallies[2].wins, ==, 1);
  g_assert_cmpuint (tallies[2].losses, ==, 1);
  /* Level 3 against level 1. */
  g_assert_cmpuint (tallies[3].player, ==, 3);
  g_assert_cmpuint (tallies[3].opponent, ==, 1);
  g_assert_cmpuint (tallies[3].losses, ==, 1);
}

/* A writer killed between its `best` and its `done`: the next operation
 * adds the line when the table lacks it, and never twice. */
static void
test_recover (Store        *s,
              gconstpointer data)
{
  const char *line_a = "Ada\t30\t26\t7\t4\t2026-11-24T06:10:00+00:00";
  const char *line_b = "Bob\t31\t25\t7\t4\t2026-11-24T06:11:00+00:00";
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  g_assert_cmpint (g_mkdir_with_parents (s->store, 0700), ==, 0);
  /* A: killed before the table was rewritten. B: after. Then a torn line. */
  text = g_strdup_printf ("arbiter-results\t1\n"
                          "result\ta\t2026-11-24T06:10:00+00:00\tperson\tperson\t1-0\t30-26\t"
                          "pits=7 seeds=4 first=coin\tAda\tBob\n"
                          "best\ta\t0\t%s\n"
                          "result\tb\t2026-11-24T06:11:00+00:00\tperson\tperson\t1-0\t31-25\t"
                          "pits=7 seeds=4 first=coin\tBob\tAda\n"
                          "best\tb\t0\t%s\n"
                          "resu",
                          line_a, line_b);
  g_assert_true (g_file_set_contents (s->journal, text, -1, NULL));
  g_free (text);
  text = g_strdup_printf (HEADER "\n%s\n", line_b);
  g_assert_true (g_file_set_contents (s->scores, text, -1, NULL));

  {
    g_autoptr (ArbResultsSummary) summary = load (s->results, &scored);

    g_assert_cmpuint (arb_results_summary_get_n_games (summary), ==, 2);
    g_assert_cmpuint (arb_results_summary_get_warnings (summary)->len, ==, 0);
    g_assert_cmpuint (arb_score_table_get_n_entries (arb_results_summary_get_scores (summary)),
                      ==, 2);
  }
  lines = file_lines (s->scores);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_cmpstr (lines[0], ==, line_b);
  g_assert_cmpstr (lines[1], ==, line_a);

  /* Once done, never again; the torn line is cut off by the next append. */
  {
    ArbResultsEntry entry;

    entry_init (&entry, &scored, "c", -1, 0, 0, 7);
    record (s->results, &scored, &entry);
  }
  g_strfreev (lines);
  lines = file_lines (s->scores);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_free (text);
  text = arb_test_read_file (s->journal, NULL);
  g_assert_cmpuint (count_substrings (text, "done\t"), ==, 2);
  g_assert_null (strstr (text, "resu\n"));
  g_assert_null (strstr (text, "resuresult"));
  g_assert_true (g_str_has_suffix (text, "\n"));
  {
    g_autoptr (ArbResultsSummary) summary = load (s->results, &scored);

    g_assert_cmpuint (arb_results_summary_get_n_games (summary), ==, 3);
    g_assert_cmpuint (arb_results_summary_get_warnings (summary)->len, ==, 0);
  }
}

/* The kernel may cut an append short at a page boundary, even right
 * after a whole line: a win's `best` goes before its `result`, and a
 * `best` without its game's `result` never happened. The temporary files
 * of a writer killed while replacing a file go; other files stay. */
static void
test_recover_cut_between_rows (Store        *s,
                               gconstpointer data)
{
  const char *line_d = "Ada\t30\t26\t7\t4\t2026-11-24T06:10:00+00:00";
  const char *temporaries[] = { ".AB12cd", ".Zz9xY8" };
  g_autofree char *kept = g_strconcat (s->scores, ".keep", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  ArbResultsEntry entry;
  const char *best, *result;

  g_assert_cmpint (g_mkdir_with_parents (s->store, 0700), ==, 0);
  text = g_strdup_printf ("arbiter-results\t1\nbest\td\t0\t%s\n", line_d);
  g_assert_true (g_file_set_contents (s->journal, text, -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (temporaries); i++)
    {
      g_autofree char *scores_temporary = g_strconcat (s->scores, temporaries[i], NULL);
      g_autofree char *journal_temporary = g_strconcat (s->journal, temporaries[i], NULL);

      g_assert_true (g_file_set_contents (scores_temporary, "half", -1, NULL));
      g_assert_true (g_file_set_contents (journal_temporary, "half", -1, NULL));
    }
  g_assert_true (g_file_set_contents (kept, "mine", -1, NULL));
  {
    g_autoptr (ArbResultsSummary) summary = load (s->results, &scored);

    g_assert_cmpuint (arb_results_summary_get_n_games (summary), ==, 0);
    g_assert_cmpuint (arb_score_table_get_n_entries (arb_results_summary_get_scores (summary)),
                      ==, 0);
  }
  for (guint i = 0; i < G_N_ELEMENTS (temporaries); i++)
    {
      g_autofree char *scores_temporary = g_strconcat (s->scores, temporaries[i], NULL);
      g_autofree char *journal_temporary = g_strconcat (s->journal, temporaries[i], NULL);

      g_assert_false (g_file_test (scores_temporary, G_FILE_TEST_EXISTS));
      g_assert_false (g_file_test (journal_temporary, G_FILE_TEST_EXISTS));
    }
  g_assert_true (g_file_test (kept, G_FILE_TEST_EXISTS));

  /* Recorded again, the game's win is in the table once. */
  entry_init (&entry, &scored, "d", 0, 0, 0, 7);
  g_assert_cmpint (record (s->results, &scored, &entry), ==,
                   ARB_RESULTS_ADDED_RESULT | ARB_RESULTS_ADDED_SCORE);
  lines = file_lines (s->scores);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  g_free (text);
  text = arb_test_read_file (s->journal, NULL);
  best = g_strrstr (text, "best\td\t");
  result = g_strrstr (text, "result\td\t");
  g_assert_nonnull (best);
  g_assert_nonnull (result);
  g_assert_true (best < result);
  {
    g_autoptr (ArbResultsSummary) summary = load (s->results, &scored);

    g_assert_cmpuint (arb_results_summary_get_n_games (summary), ==, 1);
    g_assert_cmpuint (arb_score_table_get_n_entries (arb_results_summary_get_scores (summary)),
                      ==, 1);
  }
}

/* Reset forgets the game's results and empties its best scores (§12);
 * one cut short after its `reset` row is finished by the next operation.
 * A journal line that cannot be read, NUL byte and all, stays. */
static void
test_reset (Store        *s,
            gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  static const char odd[] = "odd\0line\n";
  g_autofree char *text = NULL;
  gsize length;
  ArbResultsEntry entry;

  entry_init (&entry, &scored, "game-1", 0, 0, 0, 7);
  record (s->results, &scored, &entry);
  {
    g_autoptr (GString) with_odd = NULL;

    text = arb_test_read_file (s->journal, &length);
    with_odd = g_string_new_len (text, (gssize) length);
    g_string_append_len (with_odd, odd, sizeof odd - 1);
    g_assert_true (g_file_set_contents (s->journal, with_odd->str, (gssize) with_odd->len, NULL));
  }
  {
    g_autoptr (ArbResultsSummary) summary = load (s->results, &scored);

    g_assert_cmpuint (arb_results_summary_get_warnings (summary)->len, ==, 1);
  }

  g_assert_true (arb_results_reset (s->results, &scored, &error));
  g_assert_no_error (error);
  {
    g_autoptr (ArbResultsSummary) summary = load (s->results, &scored);
    guint n;

    g_assert_cmpuint (arb_results_summary_get_n_games (summary), ==, 0);
    arb_results_summary_get_tallies (summary, &n);
    g_assert_cmpuint (n, ==, 0);
  }
  g_free (text);
  text = arb_test_read_file (s->scores, NULL);
  g_assert_cmpstr (text, ==, HEADER "\n");
  g_free (text);
  text = arb_test_read_file (s->journal, &length);
  g_assert_cmpmem (text, length, "arbiter-results\t1\nodd\0line\n", 27);

  /* Recorded again after the reset; then a reset cut short. */
  record (s->results, &scored, &entry);
  g_free (text);
  text = arb_test_read_file (s->journal, &length);
  {
    g_autoptr (GString) cut = g_string_new_len (text, (gssize) length);

    g_string_append (cut, "reset\t2026-11-24T07:00:00+00:00\n");
    g_assert_true (g_file_set_contents (s->journal, cut->str, (gssize) cut->len, NULL));
  }
  {
    g_autoptr (ArbResultsSummary) summary = load (s->results, &scored);

    g_assert_cmpuint (arb_results_summary_get_n_games (summary), ==, 0);
    g_assert_cmpuint (arb_score_table_get_n_entries (arb_results_summary_get_scores (summary)),
                      ==, 0);
  }
  g_free (text);
  text = arb_test_read_file (s->scores, NULL);
  g_assert_cmpstr (text, ==, HEADER "\n");
}

/* ---------------------------------------------- killed, and all at once */

/* Records game after game, each with one more before it (its number is
 * the count of games recorded), and the one before it again, as a game
 * restored after a crash and finished again would be. */
static void G_GNUC_NORETURN
kill_loop_writer (const char *store)
{
  g_autoptr (ArbResults) results = arb_results_new (store);

  for (;;)
    {
      g_autoptr (ArbResultsSummary) summary = arb_results_load (results, &scored, NULL);
      guint n;

      if (summary == NULL)
        _exit (2);
      n = arb_results_summary_get_n_games (summary);
      for (guint k = n > 0 ? n - 1 : 0; k <= n; k++)
        {
          g_autofree char *id = g_strdup_printf ("g%u", k);
          g_autofree char *name = g_strdup_printf ("w%u", k);
          ArbResultsEntry entry;

          entry_init (&entry, &scored, id, 0, 0, k % 4, 7);
          entry.names[0] = name;
          if (!arb_results_record (results, &scored, &entry, NULL, NULL))
            _exit (3);
        }
    }
}

/* The journal, the best scores and the lock: no temporary file is left. */
static void
assert_only_store_files (const char *store)
{
  g_autoptr (GDir) dir = g_dir_open (store, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (!g_str_equal (name, "results.lock") && !g_str_equal (name, "congkak-results.tsv")
        && !g_str_equal (name, "congkak-highscores.tsv"))
      g_error ("%s is left in the store", name);
}

/* The store as the writer leaves it at any moment: readable, every game
 * once, every win once in the best scores. */
static guint
check_store (const char *store)
{
  g_autoptr (ArbResults) results = arb_results_new (store);
  g_autoptr (ArbResultsSummary) summary = load (results, &scored);
  g_autofree char *journal_path = arb_results_get_journal_path (results, &scored);
  g_autofree char *journal = NULL;
  g_autoptr (GPtrArray) sorted = NULL;
  g_autoptr (GHashTable) winners = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) games = g_hash_table_new (NULL, NULL);   /* game number + 1 */
  guint n = arb_results_summary_get_n_games (summary);

  g_assert_cmpuint (arb_results_summary_get_warnings (summary)->len, ==, 0);
  assert_only_store_files (store);
  if (!g_file_get_contents (journal_path, &journal, NULL, NULL))
    journal = g_strdup ("");
  /* One pass over the journal, which grows to a thousand games; a last
   * line without its newline, cut short by the kill, is not part of it. */
  for (const char *line = journal; line != NULL && *line != '\0';)
    {
      const char *end = strchr (line, '\n');

      if (end != NULL && g_str_has_prefix (line, "result\tg"))
        {
          guint64 k = g_ascii_strtoull (line + strlen ("result\tg"), NULL, 10);

          g_assert_cmpuint (k, <, n);
          g_assert_false (g_hash_table_contains (games, GSIZE_TO_POINTER (k + 1)));
          g_hash_table_add (games, GSIZE_TO_POINTER (k + 1));
        }
      line = end != NULL ? end + 1 : NULL;
    }
  g_assert_cmpuint (g_hash_table_size (games), ==, n);
  sorted = arb_score_table_sorted (arb_results_summary_get_scores (summary), 0);
  g_assert_cmpuint (sorted->len, ==, n);
  for (guint i = 0; i < sorted->len; i++)
    {
      ArbScoreRow *row = g_ptr_array_index (sorted, i);

      g_assert_false (g_hash_table_contains (winners, row->winner));
      g_hash_table_add (winners, row->winner);
    }
  return n;
}

static void
test_kill_loop (Store        *s,
                gconstpointer data)
{
  guint rounds = g_test_slow () ? 1000 : 120;
  /* Under memcheck the writer runs twenty times slower or more: killed
   * within 12 ms, it may never finish a game, on a loaded machine. */
  gint32 scale = arb_test_under_memcheck () ? 20 : 1;
  guint n = 0;
  GRand *rand = g_rand_new_with_seed (17);

  for (guint round = 0; round < rounds; round++)
    {
      pid_t pid = fork ();
      int status = 0;

      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        kill_loop_writer (s->store);
      g_usleep (g_rand_int_range (rand, 200 * scale, 12000 * scale));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));
      n = check_store (s->store);
    }
  g_test_message ("%u kills, %u games recorded", rounds, n);
  g_assert_cmpuint (n, >, 0);
  g_rand_free (rand);
}

/* One of test_concurrent()'s writers, a process of its own (this program
 * again, so that it ends as cleanly as it starts, valgrind watching): it
 * waits for the go file, then records game @number. */
static int
concurrent_writer (const char *store,
                   const char *number)
{
  g_autoptr (ArbResults) results = arb_results_new (store);
  g_autoptr (GError) error = NULL;
  g_autofree char *go = g_build_filename (store, "go", NULL);
  g_autofree char *id = g_strdup_printf ("g%s", number);
  g_autofree char *name = g_strdup_printf ("w%s", number);
  ArbResultsEntry entry;

  for (guint wait = 0; wait < 20000 && !g_file_test (go, G_FILE_TEST_EXISTS); wait++)
    g_usleep (1000);
  entry_init (&entry, &scored, id, 0, 0, 0, 7);
  entry.names[0] = name;
  if (arb_results_record (results, &scored, &entry, NULL, &error))
    return 0;
  g_printerr ("writer %s: %s\n", number, error->message);
  return 1;
}

static const char *program;

/* Twenty writers at once: twenty games, twenty best scores. */
static void
test_concurrent (Store        *s,
                 gconstpointer data)
{
  g_autofree char *go = g_build_filename (s->store, "go", NULL);
  GPid pids[20];

  g_assert_cmpint (g_mkdir_with_parents (s->store, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (pids); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *number = g_strdup_printf ("%u", i);
      const char *argv[] = { program, "--record", s->store, number, NULL };

      g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL,
                                    NULL, &pids[i], &error));
      g_assert_no_error (error);
    }
  /* All start at once. */
  g_assert_true (g_file_set_contents (go, "", 0, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (pids); i++)
    {
      int status = 0;

      g_assert_cmpint (waitpid (pids[i], &status, 0), ==, pids[i]);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 0);
    }
  {
    g_autoptr (ArbResultsSummary) summary = load (s->results, &scored);

    g_assert_cmpuint (arb_results_summary_get_n_games (summary), ==, 20);
    g_assert_cmpuint (arb_score_table_get_n_entries (arb_results_summary_get_scores (summary)),
                      ==, 20);
  }
}

/* A million lines (`-m slow`; a hundred thousand otherwise): the best
 * scores loaded, sorted and saved, and a journal of as many games loaded
 * and added to; with a million, each in well under a few seconds (the
 * bound is generous: the machines that run the tests are shared, and the
 * quick run may be under valgrind, so it only says its times). */
static void
test_million (Store        *s,
              gconstpointer data)
{
  const guint n = g_test_slow () ? 1000000 : 100000;
  const double bound = g_test_slow () ? 20.0 : G_MAXDOUBLE;
  gint64 start;
  double seconds;

  g_assert_cmpint (g_mkdir_with_parents (s->store, 0700), ==, 0);
  {
    GString *text = g_string_sized_new ((gsize) n * 48);

    g_string_append (text, HEADER "\n");
    for (guint i = 0; i < n; i++)
      g_string_append_printf (text, "p%u\t%u\t%u\t7\t4\t2026-11-24T06:10:00+00:00\n", i,
                              (i * 7919u) % 1000u, i % 100u);
    g_assert_true (g_file_set_contents (s->scores, text->str, (gssize) text->len, NULL));
    g_string_truncate (text, 0);
    g_string_append (text, "arbiter-results\t1\n");
    for (guint i = 0; i < n; i++)
      g_string_append_printf (text, "result\tid-%u\t2026-11-24T06:10:00+00:00\tperson\tlevel %u\t"
                              "1-0\t30-26\tpits=7 seeds=4 first=coin\tAda\tBob\n", i, 1 + i % 3);
    g_assert_true (g_file_set_contents (s->journal, text->str, (gssize) text->len, NULL));
    g_string_free (text, TRUE);
  }

  start = g_get_monotonic_time ();
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (ArbScoreTable) table = arb_score_table_load (s->scores, &scored, &error);
    g_autoptr (GPtrArray) best = NULL;
    const char *const board[] = { "7", "4", NULL };

    g_assert_no_error (error);
    g_assert_cmpuint (arb_score_table_get_n_entries (table), ==, n);
    best = arb_score_table_sorted (table, 10);
    g_assert_cmpuint (best->len, ==, 10);
    g_assert_cmpuint (((ArbScoreRow *) g_ptr_array_index (best, 0))->score, ==, 999);
    arb_score_table_add (table, "New", 5, 1, board, NULL);
    g_assert_true (arb_score_table_save (table, &error));
  }
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  g_test_message ("best scores, %u lines: load, sort, save in %.2f s", n, seconds);
  g_assert_cmpfloat (seconds, <, bound);

  start = g_get_monotonic_time ();
  {
    ArbResultsEntry entry;
    guint n_tallies;

    entry_init (&entry, &scored, "id-new", 0, 0, 1, 7);
    g_assert_cmpint (record (s->results, &scored, &entry), ==,
                     ARB_RESULTS_ADDED_RESULT | ARB_RESULTS_ADDED_SCORE);
    g_assert_cmpint (record (s->results, &scored, &entry), ==, ARB_RESULTS_ADDED_NONE);
    {
      g_autoptr (ArbResultsSummary) summary = load (s->results, &scored);

      g_assert_cmpuint (arb_results_summary_get_n_games (summary), ==, n + 1);
      arb_results_summary_get_tallies (summary, &n_tallies);
      g_assert_cmpuint (n_tallies, ==, 3);
    }
  }
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  g_test_message ("journal, %u games: two records and a summary in %.2f s", n, seconds);
  g_assert_cmpfloat (seconds, <, bound);
}

int
main (int argc, char *argv[])
{
  if (argc == 4 && g_str_equal (argv[1], "--record"))
    return concurrent_writer (argv[2], argv[3]);
  program = argv[0];
  /* Each test's store is a folder of its own (store_setup); the one test
   * that asks for the default folder only reads its name. No
   * G_TEST_OPTION_ISOLATE_DIRS: GLib 2.74 keeps the strings of every set of
   * isolated folders, which LeakSanitizer reports with stacks too short to
   * suppress. */
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/results/scores/missing", Store, NULL, store_setup, test_scores_missing,
              store_teardown);
  g_test_add ("/results/scores/add-sort-reset", Store, NULL, store_setup, test_scores_add_sort_reset,
              store_teardown);
  g_test_add ("/results/scores/unreadable-kept", Store, NULL, store_setup, test_scores_unreadable_kept,
              store_teardown);
  g_test_add ("/results/scores/same-file", Store, NULL, store_setup, test_scores_same_file,
              store_teardown);
  g_test_add ("/results/not-regular", Store, NULL, store_setup, test_not_regular, store_teardown);
  g_test_add ("/results/record-once", Store, NULL, store_setup, test_record_once, store_teardown);
  g_test_add ("/results/tallies", Store, NULL, store_setup, test_tallies, store_teardown);
  g_test_add ("/results/recover", Store, NULL, store_setup, test_recover, store_teardown);
  g_test_add ("/results/recover-cut-between-rows", Store, NULL, store_setup,
              test_recover_cut_between_rows, store_teardown);
  g_test_add ("/results/reset", Store, NULL, store_setup, test_reset, store_teardown);
  g_test_add ("/results/kill-loop", Store, NULL, store_setup, test_kill_loop, store_teardown);
  g_test_add ("/results/concurrent", Store, NULL, store_setup, test_concurrent, store_teardown);
  g_test_add ("/results/million", Store, NULL, store_setup, test_million, store_teardown);

  return g_test_run ();
}
