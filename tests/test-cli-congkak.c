/* test-cli-congkak.c — the arbiter-cli contract of Congkak (congkak.md §9.4,
 * §2, §12): moves, perft, inspect, replay --json and play, as real processes
 *
 * Expected outputs come from the spec (§3.6, §9.4, §10) or from
 * tests/tools/congkak-reference.py; none is copied from the program.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdio.h>
#include <string.h>

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "arb-test-json.h"
#include "arb-test-util.h"

#define START "4,4,4,4,4,4,4/4,4,4,4,4,4,4/0/0 1"

/* The last line of @text. */
static char *
last_line (const char *text)
{
  g_auto (GStrv) lines = arb_test_split_lines (text);
  guint n = g_strv_length (lines);

  return n > 0 ? g_strdup (lines[n - 1]) : g_strdup ("");
}

static void
test_perft (void)
{
  static const struct { const char *fen; const char *depth; const char *nodes; } rows[] = {
    { NULL, "1", "7" },
    { NULL, "2", "30" },
    { NULL, "3", "147" },
    /* congkak-reference.py */
    { "4,4,4,4,4/4,4,4,4,4/0/0 2", "5", "864" },
    { "0,1,0/1,2,1/0/0 2", "5", "2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto (ArbTestCliRun) run = { 0 };
      g_autofree char *last = NULL;

      if (rows[i].fen == NULL)
        arb_test_cli_run (&run, NULL, "perft", "--game", "congkak", rows[i].depth, NULL);
      else
        /* Options in any order after the command word. */
        arb_test_cli_run (&run, NULL, "perft", rows[i].depth, "--fen", rows[i].fen,
                          "--game", "congkak", NULL);
      g_assert_cmpint (run.status, ==, 0);
      last = last_line (run.out);
      g_assert_cmpstr (last, ==, rows[i].nodes);
    }
}

static void
test_moves (void)
{
  {
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_run (&run, NULL, "moves", "--game", "congkak", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "1\n2\n3\n4\n5\n6\n7\n");
  }
  {
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_run (&run, NULL, "moves", "--game", "congkak", "--fen",
                      "0,0,0,1,3/1,4,0,1,7/3/20 1", NULL);
    g_assert_cmpstr (run.out, ==, "4\n5\n");
  }
  {
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_run (&run, NULL, "moves", "--game", "congkak", "--fen", "0,0,0/1,2,0/3/4 1",
                      NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "");
  }
  {
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_run (&run, NULL, "moves", "--game", "congkak", "--fen", "4,4/4,4,4/0/0 1",
                      NULL);
    g_assert_cmpint (run.status, !=, 0);
    arb_test_assert_contains (run.err, "rows of 2 and 3");
  }
}

static void
test_inspect (void)
{
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (GStrv) lines = NULL;
  JsonObject *object;
  JsonObject *after;
  JsonArray *score;

  arb_test_cli_run (&run, "0,0,0/1,2,0/3/4 1\n\n4,4/4,4,4/0/0 1\n0,1,0/1,2,1/0/0 2\n",
                    "inspect", "--game", "congkak", NULL);
  /* Every line answered; a bad one makes the status non-zero, as for Alquerque. */
  g_assert_cmpint (run.status, ==, 1);
  lines = arb_test_split_lines (run.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);

  /* §9.4's example, field by field. */
  object = arb_test_parse_object (lines[0]);
  g_assert_cmpuint (json_object_get_size (object), ==, 8);
  g_assert_cmpstr (json_object_get_string_member (object, "fen"), ==, "0,0,0/1,2,0/3/4 1");
  g_assert_cmpstr (json_object_get_string_member (object, "turn"), ==, "p1");
  g_assert_true (json_object_get_boolean_member (object, "over"));
  g_assert_cmpstr (json_object_get_string_member (object, "result"), ==, "0-1");
  g_assert_cmpstr (json_object_get_string_member (object, "winner"), ==, "p2");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "moves")), ==, 0);
  score = json_object_get_array_member (object, "score");
  g_assert_cmpint (json_array_get_int_element (score, 0), ==, 3);
  g_assert_cmpint (json_array_get_int_element (score, 1), ==, 7);
  g_assert_cmpuint (json_object_get_size (json_object_get_object_member (object, "after")), ==, 0);
  json_object_unref (object);

  /* A line that is no position answers in its place. */
  object = arb_test_parse_object (lines[1]);
  arb_test_assert_contains (json_object_get_string_member (object, "error"), "rows");
  json_object_unref (object);

  /* Example E: move 2 stops after lap 10 000 at the spec's position. */
  object = arb_test_parse_object (lines[2]);
  after = json_object_get_object_member (object, "after");
  g_assert_cmpstr (json_object_get_string_member (after, "2"), ==, "1,0,2/1,1,0/0/0 1");
  g_assert_true (json_object_get_null_member (object, "winner"));
  json_object_unref (object);
}

static const char example_file[] =
  "[Game \"Congkak\"]\n[Date \"2026.11.24\"]\n[Player1 \"Hans\"]\n[Player2 \"Jia Yung\"]\n"
  "[Pits \"5\"]\n[Seeds \"4\"]\n[FirstPlayer \"2\"]\n[CoinSeed \"20261124\"]\n"
  "[Result \"0-1\"]\n[Score \"15-25\"]\n\n1. 5 3 2. 5 4 3. 5 5 4. 5 1 5. 3 0-1\n\n"
  "[Game \"Congkak\"]\n[Position \"0,1,0/1,2,1/0/0 2\"]\n\n1. 2 *\n";

static void
test_replay_json (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-congkak-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "games.congkak", NULL);
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (GStrv) lines = NULL;
  JsonObject *object;
  JsonArray *records;
  guint n;

  g_assert_true (g_file_set_contents (path, example_file, -1, NULL));
  arb_test_cli_run (&run, NULL, "replay", "--game", "congkak", "--json", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = arb_test_split_lines (run.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);

  object = arb_test_parse_object (lines[0]);
  g_assert_cmpint (json_object_get_int_member (object, "game"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (object, "plies"), ==, 9);
  g_assert_cmpstr (json_object_get_string_member (object, "result"), ==, "0-1");
  g_assert_cmpstr (json_object_get_string_member (object, "final_fen"), ==,
                   "0,0,0,0,0/0,0,0,0,0/15/25 1");
  records = json_object_get_array_member (object, "records");
  n = json_array_get_length (records);
  /* 9 moves, 19 relays, 9 captures, the leftover, the win (congkak-reference.py). */
  g_assert_cmpuint (n, ==, 9 + 19 + 9 + 1 + 1);
  {
    JsonObject *leftover = json_array_get_object_element (records, n - 2);
    JsonObject *win = json_array_get_object_element (records, n - 1);
    /* The setup is not a record of the list (§9.3): the move comes first. */
    JsonObject *move = json_array_get_object_element (records, 0);

    g_assert_cmpstr (json_object_get_string_member (leftover, "type"), ==, "leftover");
    g_assert_cmpint (json_object_get_int_member (leftover, "seeds"), ==, 3);
    g_assert_cmpstr (json_object_get_string_member (win, "side"), ==, "p2");
    g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (win, "score"), 0),
                     ==, 15);
    g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (win, "score"), 1),
                     ==, 25);
    g_assert_cmpstr (json_object_get_string_member (move, "type"), ==, "move");
    g_assert_cmpint (json_object_get_int_member (move, "pit"), ==, 5);
    g_assert_cmpint (json_object_get_int_member (move, "seeds"), ==, 4);
  }
  json_object_unref (object);

  object = arb_test_parse_object (lines[1]);
  g_assert_cmpstr (json_object_get_string_member (object, "final_fen"), ==, "1,0,2/1,1,0/0/0 1");
  records = json_object_get_array_member (object, "records");
  n = json_array_get_length (records);
  g_assert_cmpuint (n, ==, 10001);
  {
    JsonObject *endless = json_array_get_object_element (records, n - 1);

    g_assert_cmpstr (json_object_get_string_member (endless, "type"), ==, "endless");
    g_assert_cmpint (json_object_get_int_member (endless, "laps"), ==, 10000);
  }
  json_object_unref (object);
  arb_test_remove_dir (dir);
}

static void
test_play_options (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-congkak-XXXXXX");
  g_autofree char *table = g_build_filename (dir, "arbiter", "congkak-highscores.tsv", NULL);
  g_autofree char *text = NULL;
  g_auto (ArbTestCliRun) run = { 0 };

  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  /* Seed 0: Player 2 starts (§2). Example B's board: 1,1/1,1 — pit 2
   * captures and sweeps: 4–0. */
  arb_test_cli_run (&run, "2\n", "play", "--game", "congkak", "--pits", "2", "--seeds", "1",
                    "--player1", "Hans", "--player2", "Jia", "--coin-seed", "0", NULL);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "Coin flip (seed 0): Jia moves first.");
  /* Every pit's count, both stores. */
  arb_test_assert_contains (run.out, "      1  1\n[0]        [0]\n      1  1\n");
  arb_test_assert_contains (run.out, "2 seeds left go to Player 2's store");
  arb_test_assert_contains (run.out, "Player 2 wins 4–0");
  arb_test_assert_contains (run.out, "Jia has won");
  arb_test_assert_contains (run.out, "High score recorded: Jia 4–0.");
  text = arb_test_read_file (table, NULL);
  arb_test_assert_contains (text, "winner\twinner_score\tloser_score\tpits\tseeds\tdate\n"
                                  "Jia\t4\t0\t2\t1\t");
  arb_test_remove_dir (dir);
  g_unsetenv ("XDG_DATA_HOME");
}

static void
test_play_questions (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-congkak-XXXXXX");
  g_auto (ArbTestCliRun) run = { 0 };

  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  /* Names, N and S asked; a refused answer is asked again. */
  arb_test_cli_run (&run, "Ann\n\n0\n3\n2\n1\nquit\n", "play", "--game", "congkak", "--first",
                    "1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "Type a number from 1 to 999.");
  arb_test_assert_contains (run.out, "Ann moves first (chosen).");
  arb_test_assert_contains (run.out, "Ann to move");
  /* Pit 1 of 2,2,2/2,2,2: relay from P2-1, capture P1-2 (3). */
  arb_test_assert_contains (run.out, "captures 3 seeds from Player 1's pit 2");
  arb_test_assert_contains (run.out, "Player 2 to move");
  arb_test_remove_dir (dir);
  g_unsetenv ("XDG_DATA_HOME");
}

/* §7: the claim is offered on the third occurrence, never forced; --save
 * keeps the game and its names. */
static void
test_play_claim_and_save (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-congkak-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "game.congkak", NULL);
  g_autofree char *saved = NULL;

  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  {
    g_auto (ArbTestCliRun) run = { 0 };

    /* Every move of 1,2/1,2 is endless and comes back (congkak-reference.py). */
    arb_test_cli_run (&run, "2\n2\n2\n2\ndraw\n", "play", "--game", "congkak", "--fen",
                      "1,2/1,2/0/0 1", "--player1", "Ann", "--save", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpuint (arb_test_count_occurrences (run.out, "type 'draw'"), ==, 1);
    arb_test_assert_contains (run.out, "Player 1 claims the end");
    arb_test_assert_contains (run.out, "Draw 3–3");
    /* A draw adds no high score. */
    g_assert_null (strstr (run.out, "High score"));
  }
  saved = arb_test_read_file (path, NULL);
  arb_test_assert_contains (saved, "[Player1 \"Ann\"]");
  arb_test_assert_contains (saved, "[Result \"1/2-1/2\"]\n[Score \"3-3\"]\n"
                                   "[Termination \"repetition\"]\n"
                                   "[Position \"1,2/1,2/0/0 1\"]\n");
  arb_test_assert_contains (saved, "1. 2 2 2. 2 2 1/2-1/2\n");
  {
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_run (&run, "quit\n", "play", "--game", "congkak", "--save", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    arb_test_assert_contains (run.out, "Restored the game");
    arb_test_assert_contains (run.out, "Game over: 1/2-1/2");
  }
  arb_test_remove_dir (dir);
  g_unsetenv ("XDG_DATA_HOME");
}

/* Occurrences of @needle in the file at @path, read a piece at a time
 * (the file may be hundreds of megabytes). */
static guint64
count_in_file (const char *path,
               const char *needle)
{
  gsize len = strlen (needle);
  g_autofree char *buf = g_malloc (65536 + len);
  FILE *file = fopen (path, "rb");
  gsize kept = 0, got;
  guint64 n = 0;

  g_assert_nonnull (file);
  while ((got = fread (buf + kept, 1, 65536, file)) > 0)
    {
      gsize end = kept + got;
      const char *p = buf;

      while ((p = g_strstr_len (p, (gssize) (end - (gsize) (p - buf)), needle)) != NULL)
        {
          n++;
          p += len;
        }
      /* Keep the tail that could start an occurrence cut by the read. */
      kept = MIN (len - 1, end);
      memmove (buf, buf + end - kept, kept);
    }
  fclose (file);
  return n;
}

/* congkak.md §3.4: in 2/4/0/0 1 every move of pit 1 is a 10 000-lap
 * sowing, and the game goes on for ever. @n_moves such moves are played and
 * saved, then restored and replayed: the file reads back (there is no
 * limit on the records a game's laps make), play's output stays short,
 * and replay --json still lists every relay. (Memory is measured, not
 * tested: 434 MB for 300 moves when every relay was stored, 7 MB now; see
 * docs/congkak.md "Speed".) */
static void
play_endless (guint n_moves)
{
  g_autofree char *dir = arb_test_make_dir ("arb-congkak-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "endless.congkak", NULL);
  g_autofree char *json = g_build_filename (dir, "endless.json", NULL);
  g_autoptr (GString) input = g_string_new (NULL);

  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  for (guint i = 0; i < n_moves; i++)
    g_string_append (input, "1\n");
  {
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_run (&run, input->str, "play", "--game", "congkak", "--fen", "2/4/0/0 1",
                      "--save", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    /* Each move, as it is played and in the history printed at the end:
     * the first 16 relays, the others counted, the stop. */
    g_assert_cmpuint (arb_test_count_occurrences (run.out, "… 9983 more relays …\n"), ==, 2 * n_moves);
    g_assert_cmpuint (arb_test_count_occurrences (run.out, "without a capture"), ==, 2 * n_moves);
    g_assert_cmpuint (arb_test_count_occurrences (run.out, "relay from"), ==, 2 * n_moves * 16);
    g_assert_cmpuint (strlen (run.out), <, 1024 * 1024);
  }
  {
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_run (&run, "quit\n", "play", "--game", "congkak", "--save", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_autofree char *plies = g_strdup_printf ("(%u plies)", n_moves);

    arb_test_assert_contains (run.out, plies);
  }
  {
    g_auto (ArbTestCliRun) run = { 0 };

    arb_test_cli_run (&run, NULL, "replay", "--game", "congkak", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpuint (arb_test_count_occurrences (run.out, "… 9983 more relays …"), ==, n_moves);
  }
  {
    g_auto (ArbTestCliRun) run = { 0 };
    const char *args[] = { "replay", "--game", "congkak", "--json", path, NULL };

    arb_test_cli_run_full (&run, NULL, NULL, json, args);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpuint (count_in_file (json, "{\"type\":\"relay\","), ==, (guint64) n_moves * 9999);
    g_assert_cmpuint (count_in_file (json, "{\"type\":\"endless\","), ==, n_moves);
    g_assert_cmpuint (count_in_file (json, "\"relays\""), ==, 0);
  }
  arb_test_remove_dir (dir);
  g_unsetenv ("XDG_DATA_HOME");
}

/* 25 endless moves; the slow suite plays 250, 2.5 million relays, past
 * the 2 000 000 records the reader once refused. */
static void
test_play_endless (void)
{
  play_endless (g_test_slow () ? 250 : 25);
}

static void
test_play_refused (void)
{
  const char *const *const cases[] = {
    (const char *const[]) { "play", "--game", "congkak", "--first", "3", NULL },
    (const char *const[]) { "play", "--game", "congkak", "--pits", "100", "--seeds", "10", NULL },
    (const char *const[]) { "play", "--game", "congkak", "--player1",
                            "a name of more than twenty-five characters", NULL },
    (const char *const[]) { "play", "--game", "congkak", "--fen", START, "--first", "1", NULL },
    (const char *const[]) { "play", "--game", "alquerque", "--pits", "3", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (ArbTestCliRun) run = { 0 };

      arb_test_cli_runv (&run, "", cases[i]);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpuint (strlen (run.err), >, 0);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (!arb_test_cli_is_set ())
    return 77; /* skipped */
  g_test_add_func ("/cli/congkak/perft", test_perft);
  g_test_add_func ("/cli/congkak/moves", test_moves);
  g_test_add_func ("/cli/congkak/inspect", test_inspect);
  g_test_add_func ("/cli/congkak/replay-json", test_replay_json);
  g_test_add_func ("/cli/congkak/play/options", test_play_options);
  g_test_add_func ("/cli/congkak/play/questions", test_play_questions);
  g_test_add_func ("/cli/congkak/play/claim-and-save", test_play_claim_and_save);
  g_test_add_func ("/cli/congkak/play/refused", test_play_refused);
  g_test_add_func ("/cli/congkak/play/endless", test_play_endless);

  return g_test_run ();
}
