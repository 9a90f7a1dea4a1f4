/* test-tournament.c — `arbiter-cli tournament`: the schedule (worked out by
 * hand from docs/tournaments.md), whole tournaments in every game, and a
 * tournament killed and resumed
 *
 * The schedule is tested through the library (arb_schedule_new()); the
 * rest runs arbiter-cli as a process. The built-in players at Alquerque's
 * exact levels, with a move time far above what their depth needs, play
 * the same games whatever the machine's load: what the resume tests
 * compare.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include <gio/gio.h>

#include "arb-test-util.h"
#include "arb-tournament.h"

/* ------------------------------------------------------------ schedule */

/* One expected game: round, encounter, game, first player, second player,
 * opening (-1: none). */
typedef struct
{
  guint round, encounter, game, first, second;
  int   opening;
} Expected;

static void
assert_schedule (const ArbScheduleSettings *settings,
                 const Expected            *expected,
                 guint                      n)
{
  g_autoptr (GArray) games = arb_schedule_new (settings);

  g_assert_cmpuint (games->len, ==, n);
  g_assert_cmpuint (arb_schedule_count (settings), ==, n);
  for (guint i = 0; i < n; i++)
    {
      const ArbScheduledGame *g = &g_array_index (games, ArbScheduledGame, i);

      g_test_message ("game %u", i + 1);
      g_assert_cmpuint (g->number, ==, i + 1);
      g_assert_cmpuint (g->round, ==, expected[i].round);
      g_assert_cmpuint (g->encounter, ==, expected[i].encounter);
      g_assert_cmpuint (g->game, ==, expected[i].game);
      g_assert_cmpuint (g->players[0], ==, expected[i].first);
      g_assert_cmpuint (g->players[1], ==, expected[i].second);
      if (expected[i].opening < 0)
        g_assert_cmpuint (g->opening, ==, ARB_SCHEDULE_NO_OPENING);
      else
        g_assert_cmpuint (g->opening, ==, (guint) expected[i].opening);
    }
}

/* Three players, one round, two games an encounter: A–B, A–C, B–C, each
 * twice with the colours swapped. */
static void
test_schedule_round_robin_3 (void)
{
  const ArbScheduleSettings settings = { ARB_TOURNAMENT_ROUND_ROBIN, 3, 1, 2, 0, FALSE, 7 };
  const Expected expected[] = {
    { 1, 1, 1, 0, 1, -1 }, { 1, 1, 2, 1, 0, -1 },
    { 1, 2, 1, 0, 2, -1 }, { 1, 2, 2, 2, 0, -1 },
    { 1, 3, 1, 1, 2, -1 }, { 1, 3, 2, 2, 1, -1 },
  };

  assert_schedule (&settings, expected, G_N_ELEMENTS (expected));
}

/* Four players, two rounds, one game an encounter: the six pairings in
 * order, the lower-numbered player first in round 1 and second in round 2. */
static void
test_schedule_round_robin_4 (void)
{
  const ArbScheduleSettings settings = { ARB_TOURNAMENT_ROUND_ROBIN, 4, 2, 1, 0, FALSE, 0 };
  const Expected expected[] = {
    { 1, 1, 1, 0, 1, -1 }, { 1, 2, 1, 0, 2, -1 }, { 1, 3, 1, 0, 3, -1 },
    { 1, 4, 1, 1, 2, -1 }, { 1, 5, 1, 1, 3, -1 }, { 1, 6, 1, 2, 3, -1 },
    { 2, 1, 1, 1, 0, -1 }, { 2, 2, 1, 2, 0, -1 }, { 2, 3, 1, 3, 0, -1 },
    { 2, 4, 1, 2, 1, -1 }, { 2, 5, 1, 3, 1, -1 }, { 2, 6, 1, 3, 2, -1 },
  };

  assert_schedule (&settings, expected, G_N_ELEMENTS (expected));
}

/* A gauntlet of four: the first player against each other, two rounds of
 * two games; round 2 starts each encounter with the other colours. */
static void
test_schedule_gauntlet (void)
{
  const ArbScheduleSettings settings = { ARB_TOURNAMENT_GAUNTLET, 4, 2, 2, 0, FALSE, 0 };
  const Expected expected[] = {
    { 1, 1, 1, 0, 1, -1 }, { 1, 1, 2, 1, 0, -1 },
    { 1, 2, 1, 0, 2, -1 }, { 1, 2, 2, 2, 0, -1 },
    { 1, 3, 1, 0, 3, -1 }, { 1, 3, 2, 3, 0, -1 },
    { 2, 1, 1, 1, 0, -1 }, { 2, 1, 2, 0, 1, -1 },
    { 2, 2, 1, 2, 0, -1 }, { 2, 2, 2, 0, 2, -1 },
    { 2, 3, 1, 3, 0, -1 }, { 2, 3, 2, 0, 3, -1 },
  };

  assert_schedule (&settings, expected, G_N_ELEMENTS (expected));
}

/* Three games an encounter and two openings taken in turn: games 1–2 are a
 * pair (one opening), game 3 a pair of its own (the next). Pairs in the
 * schedule: 0 (op 0), 1 (op 1), 2 (op 0), 3 (op 1). */
static void
test_schedule_openings (void)
{
  const ArbScheduleSettings settings = { ARB_TOURNAMENT_GAUNTLET, 3, 1, 3, 2, FALSE, 0 };
  const Expected expected[] = {
    { 1, 1, 1, 0, 1, 0 }, { 1, 1, 2, 1, 0, 0 }, { 1, 1, 3, 0, 1, 1 },
    { 1, 2, 1, 0, 2, 0 }, { 1, 2, 2, 2, 0, 0 }, { 1, 2, 3, 0, 2, 1 },
  };

  assert_schedule (&settings, expected, G_N_ELEMENTS (expected));
}

/* Random openings: pair p takes the p-th SplitMix64 output of the seed
 * modulo the number of openings (arb-test-util.c's own SplitMix64). */
static void
test_schedule_random_openings (void)
{
  const ArbScheduleSettings settings = { ARB_TOURNAMENT_ROUND_ROBIN, 3, 2, 2, 5, TRUE, 12345 };
  g_autoptr (GArray) games = arb_schedule_new (&settings);
  g_autoptr (GArray) again = arb_schedule_new (&settings);
  guint64 state = 12345;
  guint distinct = 0, seen = 0;

  g_assert_cmpuint (games->len, ==, 12);
  for (guint i = 0; i < games->len; i += 2)
    {
      const ArbScheduledGame *a = &g_array_index (games, ArbScheduledGame, i);
      const ArbScheduledGame *b = &g_array_index (games, ArbScheduledGame, i + 1);
      guint expected = (guint) (arb_test_splitmix64 (&state) % 5);

      g_assert_cmpuint (a->opening, ==, expected);
      g_assert_cmpuint (b->opening, ==, expected);
      /* The pair's players, colours swapped. */
      g_assert_cmpuint (a->players[0], ==, b->players[1]);
      g_assert_cmpuint (a->players[1], ==, b->players[0]);
      if (!(seen & (1u << expected)))
        distinct++;
      seen |= 1u << expected;
    }
  /* Six draws from five openings: not all the same. */
  g_assert_cmpuint (distinct, >, 1);
  /* The same settings, the same list (seeds included). */
  g_assert_cmpmem (games->data, games->len * sizeof (ArbScheduledGame),
                   again->data, again->len * sizeof (ArbScheduledGame));
}

/* Each game's seed: SplitMix64 from seed XOR number × 0xd1342543de82ef95,
 * as docs/tournaments.md says. */
static void
test_schedule_seeds (void)
{
  const ArbScheduleSettings settings = { ARB_TOURNAMENT_ROUND_ROBIN, 2, 1, 4, 0, FALSE, 99 };
  g_autoptr (GArray) games = arb_schedule_new (&settings);

  for (guint i = 0; i < games->len; i++)
    {
      const ArbScheduledGame *g = &g_array_index (games, ArbScheduledGame, i);
      guint64 state = 99 ^ ((guint64) g->number * G_GUINT64_CONSTANT (0xd1342543de82ef95));

      g_assert_cmpuint (g->seed, ==, arb_test_splitmix64 (&state));
    }
  g_assert_cmpuint (g_array_index (games, ArbScheduledGame, 0).seed, !=,
                    g_array_index (games, ArbScheduledGame, 1).seed);
}

/* The library's view of a directory: two players, three games an
 * encounter (a pair, then a game alone); games 1 and 2 finished by hand,
 * game 3 not. Player 0 wins game 1 with the first side and loses game 2
 * with the second: 2 then 0 half points; the standings tie them. */
static void
test_pairs_and_standings (void)
{
  const ArbScheduleSettings settings = { ARB_TOURNAMENT_ROUND_ROBIN, 2, 1, 3, 0, FALSE, 0 };
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autoptr (GArray) schedule = arb_schedule_new (&settings);
  g_autoptr (ArbTournamentDir) tdir = NULL;
  g_autoptr (GArray) pairs = NULL;
  g_autoptr (GArray) rows = NULL;
  g_autoptr (GError) error = NULL;
  ArbTournamentRecord record = { 0, NULL, { (char *) "A", (char *) "B" }, (char *) "c",
                                 (char *) "game\n\n", FALSE, 0, 0, { 0, 0 } };
  const ArbGamePair *pair;

  tdir = arb_tournament_dir_open (out, "x=1\n", "games.pgn", 3, 0, 1, &error);
  g_assert_no_error (error);
  record.number = 1;
  record.result = (char *) "1-0";
  g_assert_true (arb_tournament_dir_begin (tdir, 1, &error));
  g_assert_true (arb_tournament_dir_finish (tdir, &record, &error));
  record.number = 2;
  g_assert_true (arb_tournament_dir_begin (tdir, 2, &error));
  g_assert_true (arb_tournament_dir_finish (tdir, &record, &error));
  g_assert_no_error (error);

  pairs = arb_tournament_pairs (tdir, schedule);
  g_assert_cmpuint (pairs->len, ==, 2);
  pair = &g_array_index (pairs, ArbGamePair, 0);
  g_assert_cmpuint (pair->players[0], ==, 0);
  g_assert_cmpuint (pair->players[1], ==, 1);
  g_assert_cmpuint (pair->first, ==, 1);
  g_assert_cmpuint (pair->n_games, ==, 2);
  g_assert_cmpint (pair->half_points[0], ==, 2);
  g_assert_cmpint (pair->half_points[1], ==, 0);
  pair = &g_array_index (pairs, ArbGamePair, 1);
  g_assert_cmpuint (pair->first, ==, 3);
  g_assert_cmpuint (pair->n_games, ==, 1);
  g_assert_cmpint (pair->half_points[0], ==, -1);

  rows = arb_tournament_standings (tdir, schedule, 2);
  for (guint i = 0; i < 2; i++)
    {
      const ArbStanding *row = &g_array_index (rows, ArbStanding, i);

      g_assert_cmpuint (row->player, ==, i);
      g_assert_cmpuint (row->rank, ==, 1);
      g_assert_cmpuint (row->half_points, ==, 2);
      g_assert_cmpuint (row->wins, ==, 1);
      g_assert_cmpuint (row->losses, ==, 1);
      g_assert_cmpuint (row->draws, ==, 0);
    }
  g_clear_pointer (&tdir, arb_tournament_dir_free);
  arb_test_remove_dir (dir);
}

/* ------------------------------------------------------------ helpers */

static char *
fake (const char *mode,
      const char *game)
{
  return g_strdup_printf ("%s %s %s", g_getenv ("FAKE_ENGINE"), mode, game);
}

/* `arbiter-cli tournament --out DIR ARGS…`. */
static void
run_tournament (ArbTestCliRun     *run,
                const char        *dir,
                const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) "tournament");
  g_ptr_array_add (argv, (gpointer) "--out");
  g_ptr_array_add (argv, (gpointer) dir);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  arb_test_cli_runv (run, NULL, (const char *const *) argv->pdata);
}

/* The standings table: the output from its header on. */
static char *
standings (const char *out)
{
  const char *table = strstr (out, "Rank  Player");

  g_assert_nonnull (table);
  return g_strdup (table);
}

/* The games of a games file, counted by their Round tags; also checks
 * that no game is there twice. */
static guint
count_games (const char *text)
{
  g_autoptr (GHashTable) rounds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = 0;

  for (const char *p = strstr (text, "[Round \""); p != NULL; p = strstr (p + 1, "[Round \""))
    {
      g_autofree char *round = g_strndup (p, strcspn (p, "]"));

      g_assert_false (g_hash_table_contains (rounds, round));
      g_hash_table_add (rounds, g_steal_pointer (&round));
      n++;
    }
  return n;
}

/* The Elo and ± columns a player with these games should get, worked out
 * here from the trinomial model (docs/statistics.md): s = (W + D/2) / N,
 * v = (W (1 − s)² + D (½ − s)² + L s²) / N, the 95 % interval of s is
 * s ± 1.95996 √(v / N), each end turned into Elo by −400 log10(1/x − 1)
 * (a score of 0 or 1 or beyond: ∓∞), the margin half the interval's width.
 * One decimal, "inf"/"-inf" for the infinities. */
static char *
elo_text (double elo)
{
  if (isinf (elo))
    return g_strdup (elo > 0 ? "inf" : "-inf");
  return g_strdup_printf ("%.1f", fabs (elo) < 0.05 ? 0.0 : elo);
}

static double
elo_of_score (double x)
{
  if (x <= 0)
    return -INFINITY;
  if (x >= 1)
    return INFINITY;
  return -400 * log10 (1 / x - 1);
}

static void
expected_elo (guint  w,
              guint  l,
              guint  d,
              char **elo,
              char **margin)
{
  double n = w + l + d;
  double s = (w + d / 2.0) / n;
  double v = (w * (1 - s) * (1 - s) + d * (0.5 - s) * (0.5 - s) + l * s * s) / n;
  double half = 1.959963985 * sqrt (v / n);

  *elo = elo_text (elo_of_score (s));
  if (s == 0 || s == 1)
    *margin = g_strdup ("inf");
  else
    *margin = elo_text ((elo_of_score (s + half) - elo_of_score (s - half)) / 2);
}

/* A standings row (split on two spaces or more): its Elo and ± are those
 * its W-L-D give. */
static void
assert_row_elo (GStrv cols)
{
  guint w, l, d;
  g_autofree char *elo = NULL;
  g_autofree char *margin = NULL;

  g_assert_cmpuint (g_strv_length (cols), ==, 7);
  g_assert_cmpint (sscanf (cols[4], "%u-%u-%u", &w, &l, &d), ==, 3);
  expected_elo (w, l, d, &elo, &margin);
  g_assert_cmpstr (cols[5], ==, elo);
  g_assert_cmpstr (cols[6], ==, margin);
}

/* ------------------------------------------------------------ tournaments */

/* arbiter:1, 2 and 3 in a round-robin of one round: 3 encounters of 2
 * games, 4 games a player, in the game's own file. */
static void
test_every_game (void)
{
  static const struct { const char *game; const char *file; const char *plies; } games[] = {
    { "chess", "games.pgn", "16" },
    { "alquerque", "games.pgn", "200" },
    { "checkers", "games.pdn", "200" },
    { "congkak", "games.congkak", "200" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
      g_autofree char *out = g_build_filename (dir, "t", NULL);
      g_autofree char *path = g_build_filename (out, games[i].file, NULL);
      g_autofree char *text = NULL;
      g_autofree char *table = NULL;
      g_auto (ArbTestCliRun) run = { 0 };
      const char *args[] = { "--game", games[i].game, "--max-plies", games[i].plies,
                             "--movetime", "60000", "arbiter:1", "arbiter:2", "arbiter:3", NULL };
      g_auto (GStrv) lines = NULL;
      double points = 0;

      g_test_message ("%s", games[i].game);
      run_tournament (&run, out, args);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpuint (arb_test_count_occurrences (run.out, "Finished game "), ==, 6);
      for (guint n = 1; n <= 6; n++)
        {
          g_autofree char *line = g_strdup_printf ("Finished game %u (", n);

          arb_test_assert_contains (run.out, line);
        }
      text = arb_test_read_file (path, NULL);
      g_assert_cmpuint (count_games (text), ==, 6);
      arb_test_assert_contains (text, "[Round \"1.3.2\"]");
      arb_test_assert_contains (text, "[Event \"Arbiter tournament\"]");

      /* Three rows of 4 games; the points add up to the 6 games. */
      table = standings (run.out);
      lines = g_strsplit (table, "\n", -1);
      g_assert_cmpuint (g_strv_length (lines), ==, 5);
      g_assert_true (g_regex_match_simple ("^Rank  Player +  Points  Games  W-L-D +Elo +±$",
                                           lines[0], 0, 0));
      for (guint r = 1; r <= 3; r++)
        {
          g_auto (GStrv) cols = g_regex_split_simple ("  +", g_strstrip (lines[r]), 0, 0);

          assert_row_elo (cols);
          g_assert_cmpstr (cols[3], ==, "4");
          points += g_ascii_strtod (cols[2], NULL);
        }
      g_assert_cmpfloat (points, ==, 6.0);
      arb_test_remove_dir (dir);
    }
}

/* A broken engine is forfeited inside a tournament: it loses its 4 games,
 * the others play on. */
static void
test_forfeit (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *crash = fake ("crash", "alquerque");
  g_autofree char *path = g_build_filename (out, "games.pgn", NULL);
  g_autofree char *text = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  const char *args[] = { "--game", "alquerque", "--movetime", "60000", "arbiter:1", crash,
                         "arbiter:2", NULL };

  run_tournament (&run, out, args);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "forfeits: fake-uci-engine was killed by signal 11");
  arb_test_assert_contains (run.out, "  Fake crash  ");
  /* Its id name, last, no point in 4 games: an Elo of −∞, no margin. */
  arb_test_assert_contains (run.out, "   3  Fake crash            0.0      4  0-4-0  -inf    inf\n");
  text = arb_test_read_file (path, NULL);
  g_assert_cmpuint (count_games (text), ==, 6);
  g_assert_cmpuint (arb_test_count_occurrences (text, "[Termination \"abandoned\"]"), ==, 4);
  arb_test_remove_dir (dir);
}

/* The alquerque tournament the resume tests play: 3 players, 2 rounds. */
static const char *const resume_args[] = {
  "--game", "alquerque", "--rounds", "2", "--max-plies", "120", "--movetime", "60000",
  "--seed", "5", "arbiter:1", "arbiter:2", "arbiter:3", NULL
};

/* The uninterrupted run, played once for all the tests: its standings,
 * its games file and how long it took. */
static char *reference_dir;
static char *reference_table;
static char *reference_games;
static gint64 reference_us;

static void
reference_run (const char *root,
               char      **table,
               char      **games)
{
  if (reference_dir == NULL)
    {
      g_autofree char *out = NULL;
      g_autofree char *path = NULL;
      g_auto (ArbTestCliRun) run = { 0 };
      gint64 start = g_get_monotonic_time ();

      reference_dir = arb_test_make_dir ("arb-tournament-XXXXXX");
      out = g_build_filename (reference_dir, "reference", NULL);
      path = g_build_filename (out, "games.pgn", NULL);
      run_tournament (&run, out, resume_args);
      reference_us = g_get_monotonic_time () - start;
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpuint (arb_test_count_occurrences (run.out, "Finished game "), ==, 12);
      reference_table = standings (run.out);
      reference_games = arb_test_read_file (path, NULL);
      g_assert_cmpuint (count_games (reference_games), ==, 12);
      /* Some games are decided: the comparisons below compare something. */
      g_assert_cmpuint (arb_test_count_occurrences (reference_games, "1/2-1/2\n"), <, 12);
    }
  *table = g_strdup (reference_table);
  *games = g_strdup (reference_games);
}

/* The same tournament at --concurrency 2: the same games, the same file. */
static void
test_concurrency (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "c2", NULL);
  g_autofree char *path = g_build_filename (out, "games.pgn", NULL);
  g_autofree char *table = NULL, *games = NULL, *text = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  g_autoptr (GPtrArray) args = g_ptr_array_new ();

  reference_run (dir, &table, &games);
  g_ptr_array_add (args, (gpointer) "--concurrency");
  g_ptr_array_add (args, (gpointer) "2");
  for (guint i = 0; resume_args[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) resume_args[i]);
  g_ptr_array_add (args, NULL);
  run_tournament (&run, out, (const char *const *) args->pdata);
  g_assert_cmpint (run.status, ==, 0);
  text = standings (run.out);
  g_assert_cmpstr (text, ==, table);
  g_clear_pointer (&text, g_free);
  text = arb_test_read_file (path, NULL);
  arb_test_assert_same_games (text, games);
  arb_test_remove_dir (dir);
}

/* A command whose settings differ is refused, naming the setting; the
 * same command finds nothing left to play. */
static void
test_other_settings (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_auto (ArbTestCliRun) first = { 0 };
  g_auto (ArbTestCliRun) other = { 0 };
  g_auto (ArbTestCliRun) fewer = { 0 };
  g_auto (ArbTestCliRun) again = { 0 };
  const char *args[] = { "--game", "alquerque", "--max-plies", "40", "arbiter:1", "arbiter:2",
                         NULL };
  const char *other_args[] = { "--game", "alquerque", "--max-plies", "41", "arbiter:1",
                               "arbiter:2", NULL };
  const char *fewer_args[] = { "--game", "alquerque", "--max-plies", "40", "arbiter:1", NULL };
  const char *more_args[] = { "--game", "alquerque", "--max-plies", "40", "arbiter:1",
                              "arbiter:2", "arbiter:3", NULL };

  run_tournament (&first, out, args);
  g_assert_cmpint (first.status, ==, 0);

  run_tournament (&other, out, other_args);
  g_assert_cmpint (other.status, ==, 1);
  arb_test_assert_contains (other.err, "other settings: max-plies is '40' there, '41' on this "
                                       "command line");
  g_assert_cmpstr (other.out, ==, "");

  run_tournament (&fewer, out, more_args);
  g_assert_cmpint (fewer.status, ==, 1);
  arb_test_assert_contains (fewer.err, "player.3 is not set there, 'arbiter:3' on this command "
                                       "line");
  arb_test_cli_run_clear (&fewer);
  run_tournament (&fewer, out, fewer_args);
  g_assert_cmpint (fewer.status, ==, 2);

  run_tournament (&again, out, args);
  g_assert_cmpint (again.status, ==, 0);
  g_assert_null (strstr (again.out, "Finished game"));
  {
    g_autofree char *table = standings (first.out);
    g_autofree char *same = standings (again.out);

    g_assert_cmpstr (same, ==, table);
  }
  arb_test_remove_dir (dir);
}

/* A DIR that cannot be made (under a regular file): a clear error. */
static void
test_unwritable_dir (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
  g_autofree char *file = g_build_filename (dir, "file", NULL);
  g_autofree char *out = g_build_filename (file, "t", NULL);
  g_auto (ArbTestCliRun) run = { 0 };
  const char *args[] = { "arbiter:1", "arbiter:2", NULL };

  g_assert_true (g_file_set_contents (file, "", 0, NULL));
  run_tournament (&run, out, args);
  g_assert_cmpint (run.status, ==, 1);
  arb_test_assert_contains (run.err, "cannot create the directory: Not a directory");
  arb_test_remove_dir (dir);
}

/* Runs the tournament of resume_args in @out with a file size limit of
 * @limit bytes (0: none), started by a launcher so that the limit is the
 * child's alone. Returns its exit status; its error output in @err. */
static void
limit_fsize (gpointer data)
{
  struct rlimit limit = { GPOINTER_TO_UINT (data), GPOINTER_TO_UINT (data) };

  setrlimit (RLIMIT_FSIZE, &limit);
}

static GSubprocess *
spawn_tournament (const char *out,
                  guint       fsize_limit)
{
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  GSubprocess *process;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (fsize_limit > 0)
    g_subprocess_launcher_set_child_setup (launcher, limit_fsize,
                                           GUINT_TO_POINTER (fsize_limit), NULL);
  g_ptr_array_add (argv, (gpointer) arb_test_cli_path ());
  g_ptr_array_add (argv, (gpointer) "tournament");
  g_ptr_array_add (argv, (gpointer) "--out");
  g_ptr_array_add (argv, (gpointer) out);
  for (guint i = 0; resume_args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) resume_args[i]);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  return process;
}

/* The finished tournament in @out equals the reference: the same
 * standings once run again (nothing left to play), the same games file. */
static void
assert_same_as_reference (const char *out,
                          const char *table,
                          const char *games)
{
  g_autofree char *path = g_build_filename (out, "games.pgn", NULL);
  g_autofree char *text = NULL;
  g_autofree char *got = NULL;
  g_auto (ArbTestCliRun) run = { 0 };

  run_tournament (&run, out, resume_args);
  g_assert_cmpint (run.status, ==, 0);
  got = standings (run.out);
  g_assert_cmpstr (got, ==, table);
  text = arb_test_read_file (path, NULL);
  g_assert_cmpuint (count_games (text), ==, 12);
  arb_test_assert_same_games (text, games);
}

/* A disk that fills up (a file size limit: RLIMIT_FSIZE, which needs no
 * privilege, where mounting a small tmpfs would): the tournament stops
 * with a clear error; run again without the limit, it ends as if never
 * stopped. */
static void
test_file_too_large (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *table = NULL, *games = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;

  reference_run (dir, &table, &games);
  /* Well past the settings, well short of the journal of 12 games. */
  process = spawn_tournament (out, 9000);
  g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 1);
  arb_test_assert_contains (err, "cannot write: File too large");
  assert_same_as_reference (out, table, games);
  arb_test_remove_dir (dir);
}

/* A kill that cut a journal line and a game short: both are cut off on
 * resume, and the tournament ends as if never stopped. */
static void
test_torn_tail (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *journal = g_build_filename (out, "journal", NULL);
  g_autofree char *path = g_build_filename (out, "games.pgn", NULL);
  g_autofree char *table = NULL, *games = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) cut = NULL;
  const char *commit;

  reference_run (dir, &table, &games);
  process = spawn_tournament (out, 0);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);

  /* Back to just after game 3's commit, then half a line and half a game. */
  text = arb_test_read_file (journal, NULL);
  commit = strstr (text, "commit 4 ");
  g_assert_nonnull (commit);
  cut = g_string_new_len (text, commit - text);
  g_string_append (cut, "done 4 1-0 Half%20a");
  g_assert_true (g_file_set_contents (journal, cut->str, (gssize) cut->len, NULL));
  g_clear_pointer (&text, g_free);
  text = arb_test_read_file (path, NULL);
  commit = strstr (text, "[Round \"1.2.2\"]");
  g_assert_nonnull (commit);
  g_assert_true (g_file_set_contents (path, text, commit - text + 40, NULL));

  assert_same_as_reference (out, table, games);
  arb_test_remove_dir (dir);
}

/* A damaged line before the last is no kill's doing: refused. */
static void
test_damaged_journal (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *journal = g_build_filename (out, "journal", NULL);
  g_autofree char *text = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (ArbTestCliRun) again = { 0 };
  const char *args[] = { "--game", "alquerque", "--max-plies", "10", "arbiter:1", "arbiter:2",
                         NULL };
  char *begin;

  run_tournament (&run, out, args);
  g_assert_cmpint (run.status, ==, 0);
  text = arb_test_read_file (journal, NULL);
  begin = strstr (text, "begin 1");
  g_assert_nonnull (begin);
  begin[6] = '2';
  g_assert_true (g_file_set_contents (journal, text, -1, NULL));
  run_tournament (&again, out, args);
  g_assert_cmpint (again.status, ==, 1);
  arb_test_assert_contains (again.err, "journal:1: the line is damaged");
  arb_test_remove_dir (dir);
}

/* `run_tournament` with resume_args after @extra (NULL-terminated). */
static void
run_resume_args (ArbTestCliRun     *run,
                 const char        *out,
                 const char *const *extra)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();

  for (guint i = 0; extra[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) extra[i]);
  for (guint i = 0; resume_args[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) resume_args[i]);
  g_ptr_array_add (args, NULL);
  run_tournament (run, out, (const char *const *) args->pdata);
}

/* Three shards (games 1, 4, 7, 10; 2, 5, 8, 11; 3, 6, 9, 12) played apart
 * and merged: the reference's games file and standings. A shard resumed
 * as another, a shard missing or given twice are refused. */
static void
test_shards (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
  g_autofree char *table = NULL, *games = NULL;
  g_autofree char *merged = g_build_filename (dir, "merged", NULL);
  g_autofree char *merged_games = g_build_filename (merged, "games.pgn", NULL);
  g_autofree char *text = NULL, *got = NULL;
  char *paths[3] = { NULL, NULL, NULL };
  g_auto (ArbTestCliRun) run = { 0 };

  reference_run (dir, &table, &games);
  for (guint i = 0; i < 3; i++)
    {
      g_auto (ArbTestCliRun) shard = { 0 };
      g_autofree char *spec = g_strdup_printf ("%u/3", i + 1);
      const char *extra[] = { "--shard", spec, NULL };

      paths[i] = g_strdup_printf ("%s/shard-%u", dir, i + 1);
      run_resume_args (&shard, paths[i], extra);
      g_assert_cmpint (shard.status, ==, 0);
      g_assert_cmpuint (arb_test_count_occurrences (shard.out, "Finished game "), ==, 4);
      for (guint k = i + 1; k <= 12; k += 3)
        {
          g_autofree char *line = g_strdup_printf ("Finished game %u (", k);

          arb_test_assert_contains (shard.out, line);
        }
    }
  {
    g_auto (ArbTestCliRun) other = { 0 };
    const char *extra[] = { "--shard", "2/3", NULL };

    run_resume_args (&other, paths[0], extra);
    g_assert_cmpint (other.status, ==, 1);
    arb_test_assert_contains (other.err, "shard is '1/3' there, '2/3' on this command line");
  }
  {
    g_auto (ArbTestCliRun) missing = { 0 };
    g_auto (ArbTestCliRun) twice = { 0 };

    arb_test_cli_run (&missing, NULL, "tournament", "--merge", merged, paths[0], paths[1], NULL);
    g_assert_cmpint (missing.status, ==, 1);
    arb_test_assert_contains (missing.err, "expected the directories of all 3 shards, got 2");
    arb_test_cli_run (&twice, NULL, "tournament", "--merge", merged, paths[0], paths[1],
                      paths[1], NULL);
    g_assert_cmpint (twice.status, ==, 1);
    arb_test_assert_contains (twice.err, "shard 2/3 is given twice");
  }

  arb_test_cli_run (&run, NULL, "tournament", "--merge", merged, paths[2], paths[0], paths[1],
                    NULL);
  g_assert_cmpint (run.status, ==, 0);
  got = standings (run.out);
  g_assert_cmpstr (got, ==, table);
  text = arb_test_read_file (merged_games, NULL);
  arb_test_assert_same_games (text, games);
  /* OUT is the unsharded tournament: its own command finds it done. */
  assert_same_as_reference (merged, table, games);
  for (guint i = 0; i < 3; i++)
    g_free (paths[i]);
  arb_test_remove_dir (dir);
}

/* The helper above, on a case worked out by hand: 2-0-2 scores ¾, Elo
 * 400 log10 3 = 190.85; v = 1/16, the standard error ⅛, the interval
 * 0.75 ± 0.245 = [0.5050, 0.9950], in Elo −400 log10(1/x − 1) =
 * [3.48, 919.38]: ± 457.95. */
static void
test_elo_columns_by_hand (void)
{
  g_autofree char *elo = NULL;
  g_autofree char *margin = NULL;
  g_autofree char *all_elo = NULL;
  g_autofree char *all_margin = NULL;

  expected_elo (2, 0, 2, &elo, &margin);
  g_assert_cmpstr (elo, ==, "190.8");
  g_assert_cmpstr (margin, ==, "458.0");
  expected_elo (0, 3, 0, &all_elo, &all_margin);
  g_assert_cmpstr (all_elo, ==, "-inf");
  g_assert_cmpstr (all_margin, ==, "inf");
}

static const char *const sprt_args[] = {
  "--game", "alquerque", "--max-plies", "200", "--movetime", "60000", "--rounds", "10",
  "--sprt", "elo0=0,elo1=200,alpha=0.2,beta=0.2", "arbiter:3", "arbiter:1", NULL
};

/* The pentanomial counts of the first player (arbiter:3) worked out from
 * the "Finished game" lines: games 2k − 1 and 2k are a pair. */
static void
pentanomial_of_output (const char *out,
                       guint       counts[5])
{
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  int half_points = 0;
  guint n = 0;

  memset (counts, 0, 5 * sizeof (guint));
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gboolean first_is_3;

      if (!g_str_has_prefix (lines[i], "Finished game "))
        continue;
      first_is_3 = strstr (lines[i], "(Arbiter (level 3) vs") != NULL;
      if (strstr (lines[i], "): 1/2-1/2 {") != NULL)
        half_points += 1;
      else if (strstr (lines[i], "): 1-0 {") != NULL)
        half_points += first_is_3 ? 2 : 0;
      else
        half_points += first_is_3 ? 0 : 2;
      if (++n % 2 == 0)
        counts[half_points]++, half_points = 0;
    }
}

/* arbiter:3 against arbiter:1 with an SPRT whose bounds are loose: it
 * accepts H1 before the 20 games planned; run again, it plays nothing
 * and prints the same. Also the two-player lines. */
static void
test_sprt_stops (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *path = g_build_filename (out, "games.pgn", NULL);
  g_autofree char *games = NULL;
  g_autofree char *again_games = NULL;
  g_autofree char *table = NULL;
  g_autofree char *again_table = NULL;
  g_autofree char *score = NULL;
  g_autofree char *penta = NULL;
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (ArbTestCliRun) again = { 0 };
  g_auto (GStrv) lines = NULL;
  g_auto (GStrv) cols = NULL;
  guint n_games, counts[5];
  guint w, l, d;
  double llr;

  run_tournament (&run, out, sprt_args);
  g_assert_cmpint (run.status, ==, 0);
  n_games = arb_test_count_occurrences (run.out, "Finished game ");
  g_test_message ("%u games", n_games);
  g_assert_cmpuint (n_games, <, 20);
  g_assert_cmpuint (n_games % 2, ==, 0);
  games = arb_test_read_file (path, NULL);
  g_assert_cmpuint (count_games (games), ==, n_games);

  /* The table, then the lines of cutechess-cli, the pentanomial line, the
   * SPRT's and fastchess's report (seven lines between two rules). */
  table = standings (run.out);
  lines = g_strsplit (table, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 16);
  cols = g_regex_split_simple ("  +", g_strstrip (lines[1]), 0, 0);
  assert_row_elo (cols);
  g_assert_cmpstr (cols[1], ==, "Arbiter (level 3)");
  g_assert_cmpint (sscanf (cols[4], "%u-%u-%u", &w, &l, &d), ==, 3);
  g_clear_pointer (&cols, g_strfreev);
  cols = g_regex_split_simple ("  +", g_strstrip (lines[2]), 0, 0);
  assert_row_elo (cols);
  score = g_strdup_printf ("Score of Arbiter (level 3) vs Arbiter (level 1): %u - %u - %u  "
                           "[%.3f] %u", w, l, d, (w + d / 2.0) / n_games, n_games);
  g_assert_cmpstr (lines[3], ==, score);
  g_assert_true (g_regex_match_simple ("^Elo difference: -?[0-9]+\\.[0-9] \\+/- ([0-9]+\\.[0-9]|inf), "
                                       "LOS: [0-9]+\\.[0-9] %, DrawRatio: [0-9]+\\.[0-9] %$",
                                       lines[4], 0, 0));
  pentanomial_of_output (run.out, counts);
  penta = g_strdup_printf ("Pentanomial [LL, LD, WL+DD, WD, WW]: %u, %u, %u, %u, %u; "
                           "Elo difference: ", counts[0], counts[1], counts[2], counts[3],
                           counts[4]);
  g_assert_true (g_str_has_prefix (lines[5], penta));
  g_assert_true (g_regex_match_simple ("(-?[0-9]+\\.[0-9]|-?inf) \\+/- ([0-9]+\\.[0-9]|inf)$",
                                       lines[5] + strlen (penta), 0, 0));
  /* Bounds log(β / (1 − α)) = log ¼ and log((1 − β) / α) = log 4. */
  /* cutechess-cli's line: the LLR, its share of the upper bound, the
   * bounds, the decision. */
  g_assert_true (g_regex_match_simple ("^SPRT: llr -?[0-9]+\\.[0-9][0-9] \\(-?[0-9]+\\.[0-9]%\\), "
                                       "lbound -1\\.39, ubound 1\\.39 - H1 was accepted$",
                                       lines[6], 0, 0));
  llr = g_ascii_strtod (lines[6] + strlen ("SPRT: llr "), NULL);
  g_assert_cmpfloat (llr, >=, log (4) - 0.005);
  /* fastchess's report: the same games, pairs and LLR. */
  {
    g_autofree char *games_line = g_strdup_printf ("Games: %u, Wins: %u, Losses: %u, Draws: %u, "
                                                   "Points: %.1f (", n_games, w, l, d,
                                                   w + d / 2.0);
    g_autofree char *ptnml = g_strdup_printf ("Ptnml(0-2): [%u, %u, %u, %u, %u], WL/DD Ratio: ",
                                              counts[0], counts[1], counts[2], counts[3],
                                              counts[4]);
    g_autofree char *llr_line = g_strdup_printf ("LLR: %.2f (", llr);

    g_assert_cmpstr (lines[7], ==, "--------------------------------------------------");
    g_assert_cmpstr (lines[8], ==, "Results of Arbiter (level 3) vs Arbiter (level 1):");
    g_assert_true (g_str_has_prefix (lines[9], "Elo: "));
    g_assert_true (g_str_has_prefix (lines[10], "LOS: "));
    g_assert_true (g_str_has_prefix (lines[11], games_line));
    g_assert_true (g_str_has_prefix (lines[12], ptnml));
    g_assert_true (g_str_has_prefix (lines[13], llr_line));
    arb_test_assert_contains (lines[13], " (-1.39, 1.39) [0.00, ");
    g_assert_cmpstr (lines[14], ==, lines[7]);
    g_assert_cmpstr (lines[15], ==, "");
  }

  /* Run again: no game, the same output, the same file. */
  run_tournament (&again, out, sprt_args);
  g_assert_cmpint (again.status, ==, 0);
  g_assert_null (strstr (again.out, "Finished game"));
  again_table = standings (again.out);
  g_assert_cmpstr (again_table, ==, table);
  again_games = arb_test_read_file (path, NULL);
  g_assert_cmpstr (again_games, ==, games);
  arb_test_remove_dir (dir);
}

/* --sprt refused: malformed, not a test, not two players, with --shard,
 * other than the directory's. Nothing is written. */
static void
test_sprt_refused (void)
{
  static const struct { const char *sprt; const char *extra; const char *message; } cases[] = {
    { "elo0=0,elo1=200,alpha=0.2", NULL, "beta is missing" },
    { "elo0=0,elo1=x,alpha=0.2,beta=0.2", NULL, "each once, each a number" },
    { "elo0=0,elo0=1,elo1=5,alpha=0.2,beta=0.2", NULL, "each once, each a number" },
    { "elo0=0,elo1=5,alpha=0.2,beta=0.2,gamma=1", NULL, "each once, each a number" },
    { "elo0=5,elo1=0,alpha=0.2,beta=0.2", NULL, "expected elo0 < elo1" },
    { "elo0=0,elo1=5,alpha=0.6,beta=0.4", NULL, "alpha + beta below 1" },
    { "elo0=0,elo1=5,alpha=4.9e-324,beta=0.05", NULL, "alpha and beta at least 1e-09" },
    { "elo0=0,elo1=1e-300,alpha=0.05,beta=0.05", NULL, "at least 0.1 apart" },
    { "elo0=0,elo1=0x10,alpha=0.05,beta=0.05", NULL, "each once, each a number" },
    { "elo0=0,elo1=inf,alpha=0.05,beta=0.05", NULL, "each once, each a number" },
    { "elo0=0,elo1=5,alpha=0.05,beta=0.05", "arbiter:3", "exactly two PLAYERs" },
    { "elo0=0,elo1=5,alpha=0.05,beta=0.05", "--shard=1/2", "no --shard" },
  };
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (ArbTestCliRun) run = { 0 };
      const char *args[] = { "--sprt", cases[i].sprt, "arbiter:1", "arbiter:2", cases[i].extra,
                             NULL };

      g_test_message ("%s %s", cases[i].sprt, cases[i].extra);
      run_tournament (&run, out, args);
      g_assert_cmpint (run.status, ==, 2);
      arb_test_assert_contains (run.err, cases[i].message);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }

  /* A directory started with one SPRT resumes with it only. */
  {
    g_auto (ArbTestCliRun) first = { 0 };
    g_auto (ArbTestCliRun) other = { 0 };
    const char *args[] = { "--game", "alquerque", "--max-plies", "20", "--sprt",
                           "elo0=0,elo1=5,alpha=0.05,beta=0.05", "arbiter:1", "arbiter:2", NULL };
    const char *other_args[] = { "--game", "alquerque", "--max-plies", "20", "--sprt",
                                 "elo0=0,elo1=10,alpha=0.05,beta=0.05", "arbiter:1", "arbiter:2",
                                 NULL };

    run_tournament (&first, out, args);
    g_assert_cmpint (first.status, ==, 0);
    arb_test_assert_contains (first.out, "SPRT: llr ");
    run_tournament (&other, out, other_args);
    g_assert_cmpint (other.status, ==, 1);
    arb_test_assert_contains (other.err, "sprt is 'elo0=0,elo1=5,alpha=0.05,beta=0.05' there, "
                                         "'elo0=0,elo1=10,alpha=0.05,beta=0.05' on this command "
                                         "line");
  }
  arb_test_remove_dir (dir);
}

/* The journal's stop record survives a reopening; a second one is
 * refused as damage. */
static void
test_stop_record (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autoptr (ArbTournamentDir) tdir = NULL;
  g_autoptr (GError) error = NULL;
  guint after = 0;

  tdir = arb_tournament_dir_open (out, "x=1\n", "games.pgn", 6, 0, 1, &error);
  g_assert_no_error (error);
  g_assert_true (arb_tournament_dir_begin (tdir, 1, &error));
  g_assert_true (arb_tournament_dir_begin (tdir, 2, &error));
  g_assert_true (arb_tournament_dir_begin (tdir, 3, &error));
  g_assert_cmpuint (arb_tournament_dir_get_stop (tdir, &after), ==, 0);
  g_assert_true (arb_tournament_dir_stop (tdir, 2, &error));
  g_assert_no_error (error);
  g_clear_pointer (&tdir, arb_tournament_dir_free);

  tdir = arb_tournament_dir_open (out, "x=1\n", "games.pgn", 6, 0, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (arb_tournament_dir_get_stop (tdir, &after), ==, 2);
  g_assert_cmpuint (after, ==, 3);
  g_clear_pointer (&tdir, arb_tournament_dir_free);
  arb_test_remove_dir (dir);
}


/* SIGKILLs the tournament at @n_kills moments drawn from a fixed seed,
 * resuming it each time; every tournament finished on the way, and the
 * last, must equal the uninterrupted run. */
static void
kill_and_resume (guint n_kills)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-XXXXXX");
  g_autofree char *table = NULL, *games = NULL;
  guint64 state = 20261126;
  guint kills = 0, finished = 0, attempt = 0;
  g_autofree char *out = NULL;
  gint64 duration;

  reference_run (dir, &table, &games);
  /* The moments are spread over a run's length here. */
  duration = MAX (reference_us, 20000);

  while (kills < n_kills)
    {
      g_autoptr (GSubprocess) process = NULL;
      /* Up to a quarter of a run: a few kills a tournament. */
      gint64 delay = (gint64) (arb_test_splitmix64 (&state) % (guint64) (duration / 4));

      if (out == NULL)
        out = g_strdup_printf ("%s/run-%u", dir, attempt++);
      process = spawn_tournament (out, 0);
      g_usleep ((gulong) delay);
      g_subprocess_send_signal (process, SIGKILL);
      g_subprocess_wait (process, NULL, NULL);
      if (g_subprocess_get_if_signaled (process))
        {
          kills++;
          continue;
        }
      g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
      assert_same_as_reference (out, table, games);
      finished++;
      g_clear_pointer (&out, g_free);
    }
  if (out != NULL)
    assert_same_as_reference (out, table, games);
  g_test_message ("%u kills, %u tournaments finished between them", kills, finished);
  arb_test_remove_dir (dir);
}

static void
test_kill_few (void)
{
  kill_and_resume (6);
}

static void
test_kill_many (void)
{
  kill_and_resume (200);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tournament/schedule/round-robin-3", test_schedule_round_robin_3);
  g_test_add_func ("/tournament/schedule/round-robin-4", test_schedule_round_robin_4);
  g_test_add_func ("/tournament/schedule/gauntlet", test_schedule_gauntlet);
  g_test_add_func ("/tournament/schedule/openings", test_schedule_openings);
  g_test_add_func ("/tournament/schedule/random-openings", test_schedule_random_openings);
  g_test_add_func ("/tournament/schedule/seeds", test_schedule_seeds);
  g_test_add_func ("/tournament/pairs-and-standings", test_pairs_and_standings);
  if (!arb_test_cli_is_set ())
    return g_test_run ();
  g_test_add_func ("/tournament/every-game", test_every_game);
  g_test_add_func ("/tournament/forfeit", test_forfeit);
  g_test_add_func ("/tournament/concurrency", test_concurrency);
  g_test_add_func ("/tournament/other-settings", test_other_settings);
  g_test_add_func ("/tournament/unwritable-dir", test_unwritable_dir);
  g_test_add_func ("/tournament/file-too-large", test_file_too_large);
  g_test_add_func ("/tournament/torn-tail", test_torn_tail);
  g_test_add_func ("/tournament/damaged-journal", test_damaged_journal);
  g_test_add_func ("/tournament/shards", test_shards);
  g_test_add_func ("/tournament/elo-columns-by-hand", test_elo_columns_by_hand);
  g_test_add_func ("/tournament/sprt/stops", test_sprt_stops);
  g_test_add_func ("/tournament/sprt/refused", test_sprt_refused);
  g_test_add_func ("/tournament/sprt/stop-record", test_stop_record);
  g_test_add_func ("/tournament/kill/few", test_kill_few);
  if (g_test_slow ())
    g_test_add_func ("/tournament/kill/many", test_kill_many);
  status = g_test_run ();
  if (reference_dir != NULL)
    arb_test_remove_dir (reference_dir);
  g_free (reference_dir);
  g_free (reference_table);
  g_free (reference_games);
  return status;
}
