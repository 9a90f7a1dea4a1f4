/* test-tournament-cluster.c — a tournament in shards, played by the tools
 * people run them with: GNU parallel on one machine, and a Slurm job array
 * (docs/examples/tournament.sbatch) on a private one-node cluster started
 * for the test (tests/tools/slurm-cluster; root only, as CI runs). Each
 * merged tournament is compared with the same tournament played by one
 * process: the same standings, the same games file byte for byte.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-test-util.h"

#include <string.h>
#include <unistd.h>

#define N_SHARDS 3
#define N_GAMES 12

/* Alquerque's levels 1 to 3 search to a fixed depth: the games do not
 * depend on the machine's speed or load, so that shards played anywhere
 * give the same games as one process. */
static const char *const tournament_args[] = {
  "--game", "alquerque", "--rounds", "2", "--max-plies", "120", "--movetime", "60000",
  "--seed", "5", "arbiter:1", "arbiter:2", "arbiter:3", NULL
};

/* The standings table: the output from its header on. */
static char *
standings (const char *out)
{
  const char *table = strstr (out, "Rank  Player");

  g_assert_nonnull (table);
  return g_strdup (table);
}

/* Runs @argv (a program from the PATH or a path) with @env_extra
 * ("NAME=VALUE" strings, or NULL) added to the environment; asserts that it
 * exits with 0 and returns its standard output. */
static char *
run_tool (const char *const *argv,
          const char *const *env_extra)
{
  g_auto (GStrv) envp = g_get_environ ();
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  int wait_status = 0;

  for (guint i = 0; env_extra != NULL && env_extra[i] != NULL; i++)
    {
      g_autofree char *name = g_strndup (env_extra[i], strcspn (env_extra[i], "="));

      envp = g_environ_setenv (envp, name, strchr (env_extra[i], '=') + 1, TRUE);
    }
  g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_SEARCH_PATH | G_SPAWN_CHILD_INHERITS_STDIN,
                NULL, NULL, &out, &err, &wait_status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (wait_status, NULL))
    g_error ("%s failed (wait status %d):\n%s%s", argv[0], wait_status, out, err);
  return out;
}

/* The tournament played by one process into @root/reference: its standings
 * and its games file. */
static void
play_in_one_process (const char *root,
                     char      **table,
                     char      **games)
{
  g_autofree char *out = g_build_filename (root, "reference", NULL);
  g_autofree char *path = g_build_filename (out, "games.pgn", NULL);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_auto (ArbTestCliRun) run = { 0 };

  g_ptr_array_add (argv, (gpointer) "tournament");
  g_ptr_array_add (argv, (gpointer) "--out");
  g_ptr_array_add (argv, out);
  for (guint i = 0; tournament_args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) tournament_args[i]);
  g_ptr_array_add (argv, NULL);
  arb_test_cli_runv (&run, NULL, (const char *const *) argv->pdata);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "Finished game "), ==, N_GAMES);
  *table = standings (run.out);
  *games = arb_test_read_file (path, NULL);
  /* Some games are decided: the comparison compares something. */
  g_assert_cmpuint (arb_test_count_occurrences (*games, "[Result \"1/2-1/2\"]"), <, N_GAMES);
}

/* Merges @root/shard-1 … shard-N into @root/merged and compares it with
 * the tournament played by one process. Each shard played a third of the
 * games. */
static void
assert_merged_as_one (const char *root)
{
  g_autofree char *table = NULL, *games = NULL, *merged_games = NULL, *got = NULL;
  g_autofree char *merged = g_build_filename (root, "merged", NULL);
  g_autofree char *merged_path = g_build_filename (merged, "games.pgn", NULL);
  g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_auto (ArbTestCliRun) run = { 0 };

  play_in_one_process (root, &table, &games);

  g_ptr_array_add (argv, g_strdup ("tournament"));
  g_ptr_array_add (argv, g_strdup ("--merge"));
  g_ptr_array_add (argv, g_strdup (merged));
  for (guint i = 1; i <= N_SHARDS; i++)
    {
      g_autofree char *shard_games = g_strdup_printf ("%s/shard-%u/games.pgn", root, i);
      g_autofree char *text = arb_test_read_file (shard_games, NULL);

      g_assert_cmpuint (arb_test_count_occurrences (text, "[Round \""), ==, N_GAMES / N_SHARDS);
      g_ptr_array_add (argv, g_strdup_printf ("%s/shard-%u", root, i));
    }
  g_ptr_array_add (argv, NULL);
  arb_test_cli_runv (&run, NULL, (const char *const *) argv->pdata);
  g_assert_cmpint (run.status, ==, 0);
  got = standings (run.out);
  g_assert_cmpstr (got, ==, table);
  merged_games = arb_test_read_file (merged_path, NULL);
  arb_test_assert_same_games (merged_games, games);
}

/* GNU parallel runs the three shards, two at a time, as a person would
 * on a machine of two cores. */
static void
test_gnu_parallel (void)
{
  g_autofree char *root = arb_test_make_dir ("arb-cluster-XXXXXX");
  g_autofree char *out = g_build_filename (root, "shard-{}", NULL);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *printed = NULL;

  g_ptr_array_add (argv, (gpointer) "parallel");
  g_ptr_array_add (argv, (gpointer) "--will-cite");
  g_ptr_array_add (argv, (gpointer) "--jobs");
  g_ptr_array_add (argv, (gpointer) "2");
  g_ptr_array_add (argv, (gpointer) "--halt");
  g_ptr_array_add (argv, (gpointer) "now,fail=1");
  /* -q: each argument is passed as it is, not through a shell. */
  g_ptr_array_add (argv, (gpointer) "-q");
  g_ptr_array_add (argv, (gpointer) arb_test_cli_path ());
  g_ptr_array_add (argv, (gpointer) "tournament");
  g_ptr_array_add (argv, (gpointer) "--shard");
  g_ptr_array_add (argv, (gpointer) "{}/3");
  g_ptr_array_add (argv, (gpointer) "--out");
  g_ptr_array_add (argv, out);
  for (guint i = 0; tournament_args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) tournament_args[i]);
  g_ptr_array_add (argv, (gpointer) ":::");
  g_ptr_array_add (argv, (gpointer) "1");
  g_ptr_array_add (argv, (gpointer) "2");
  g_ptr_array_add (argv, (gpointer) "3");
  g_ptr_array_add (argv, NULL);

  printed = run_tool ((const char *const *) argv->pdata, NULL);
  g_assert_cmpuint (arb_test_count_occurrences (printed, "Finished game "), ==, N_GAMES);
  assert_merged_as_one (root);
  arb_test_remove_dir (root);
}

/* The cluster's folder. The fixture's teardown stops it; if the test dies
 * first, the cluster stops itself when this process is gone (--owner). */
typedef struct
{
  char *root;
  char *cluster;
  char *conf;
} Cluster;

static void
cluster_start (Cluster      *cluster,
               gconstpointer data)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "tools", "slurm-cluster", NULL);
  g_autofree char *owner = g_strdup_printf ("%d", (int) getpid ());
  const char *argv[] = { script, "start", NULL, "--owner", owner, NULL };
  g_autofree char *printed = NULL;

  cluster->root = arb_test_make_dir ("arb-cluster-XXXXXX");
  cluster->cluster = g_build_filename (cluster->root, "slurm", NULL);
  argv[2] = cluster->cluster;
  printed = run_tool (argv, NULL);
  /* It prints the line to export. */
  cluster->conf = g_strdup_printf ("SLURM_CONF=%s/slurm.conf", cluster->cluster);
  arb_test_assert_contains (printed, cluster->conf);
}

static void
cluster_stop (Cluster      *cluster,
              gconstpointer data)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "tools", "slurm-cluster", NULL);
  const char *argv[] = { script, "stop", cluster->cluster, NULL };

  g_free (run_tool (argv, NULL));
  arb_test_remove_dir (cluster->root);
  g_free (cluster->root);
  g_free (cluster->cluster);
  g_free (cluster->conf);
}

/* sbatch's --parsable answer: the job's id (then ";CLUSTER" on a
 * federation, which this one is not). */
static char *
job_id (const char *printed)
{
  char *id = g_strndup (printed, strcspn (printed, ";\n"));

  g_assert_cmpuint (strlen (id), >, 0);
  g_assert_cmpuint (strspn (id, "0123456789"), ==, strlen (id));
  return id;
}

/* The shards as a Slurm job array of the documented script, the merge as
 * a job that waits for the whole array (afterok), as docs/tournaments.md
 * tells; then one shard submitted again resumes to nothing. */
static void
test_slurm_array (Cluster      *cluster,
                  gconstpointer data)
{
  g_autofree char *sbatch_script = g_test_build_filename (G_TEST_DIST, "..", "docs", "examples",
                                                          "tournament.sbatch", NULL);
  g_autofree char *cli = g_strdup_printf ("ARBITER_CLI=%s", arb_test_cli_path ());
  const char *env[] = { cluster->conf, cli, NULL };
  g_autofree char *logs = g_build_filename (cluster->root, "slurm-%A_%a.out", NULL);
  g_autofree char *array_printed = NULL, *array_id = NULL, *dependency = NULL;
  g_autofree char *merged = g_build_filename (cluster->root, "merged", NULL);
  g_autofree char *merge_command = NULL, *merge_printed = NULL, *again_printed = NULL;
  g_autofree char *log = NULL, *merge_log = NULL;
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) "sbatch");
  g_ptr_array_add (argv, (gpointer) "--parsable");
  g_ptr_array_add (argv, (gpointer) "--array=1-3");
  g_ptr_array_add (argv, (gpointer) "--output");
  g_ptr_array_add (argv, logs);
  g_ptr_array_add (argv, sbatch_script);
  g_ptr_array_add (argv, (gpointer) "3");
  g_ptr_array_add (argv, cluster->root);
  for (guint i = 0; tournament_args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) tournament_args[i]);
  g_ptr_array_add (argv, NULL);
  array_printed = run_tool ((const char *const *) argv->pdata, env);
  array_id = job_id (array_printed);

  /* The merge waits for every task; --wait returns when it has ended and
   * fails if it failed (or never ran: a task failed). The shard
   * directories' names are a shell pattern in the documented command,
   * spelled out here so that the shell's sort order does not matter. */
  dependency = g_strdup_printf ("--dependency=afterok:%s", array_id);
  merge_log = g_build_filename (cluster->root, "merge.out", NULL);
  merge_command = g_strdup_printf ("'%s' tournament --merge '%s' '%s/shard-1' '%s/shard-2' "
                                   "'%s/shard-3'", arb_test_cli_path (), merged, cluster->root,
                                   cluster->root, cluster->root);
  {
    const char *merge_argv[] = { "sbatch", "--parsable", "--wait", dependency, "--output",
                                 merge_log, "--wrap", merge_command, NULL };

    merge_printed = run_tool (merge_argv, env);
  }
  log = arb_test_read_file (merge_log, NULL);
  arb_test_assert_contains (log, "Rank  Player");
  for (guint i = 1; i <= N_SHARDS; i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/slurm-%s_%u.out", cluster->root, array_id, i);
      g_autofree char *text = arb_test_read_file (path, NULL);

      g_assert_cmpuint (arb_test_count_occurrences (text, "Finished game "), ==,
                        N_GAMES / N_SHARDS);
    }
  assert_merged_as_one (cluster->root);

  /* Shard 2 submitted again, as after a lost node: it resumes its
   * directory, finds every game played and plays none. */
  {
    g_autofree char *again_log = g_build_filename (cluster->root, "again.out", NULL);
    g_autofree char *text = NULL;
    const char *again_argv[] = { "sbatch", "--parsable", "--wait", "--array=2", "--output",
                                 again_log, sbatch_script, "3", cluster->root,
                                 NULL };
    g_autoptr (GPtrArray) full = g_ptr_array_new ();

    for (guint i = 0; again_argv[i] != NULL; i++)
      g_ptr_array_add (full, (gpointer) again_argv[i]);
    for (guint i = 0; tournament_args[i] != NULL; i++)
      g_ptr_array_add (full, (gpointer) tournament_args[i]);
    g_ptr_array_add (full, NULL);
    again_printed = run_tool ((const char *const *) full->pdata, env);
    text = arb_test_read_file (again_log, NULL);
    g_assert_cmpuint (arb_test_count_occurrences (text, "Finished game "), ==, 0);
    arb_test_assert_contains (text, "Rank  Player");
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tournament-cluster/gnu-parallel", test_gnu_parallel);
  g_test_add ("/tournament-cluster/slurm-array", Cluster, NULL, cluster_start,
              test_slurm_array, cluster_stop);
  return g_test_run ();
}
