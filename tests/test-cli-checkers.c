/* test-cli-checkers.c — arbiter-cli with --game checkers (checkers.md §9.4)
 *
 * The program runs as a real process (ARBITER_CLI). Expected outputs are
 * the spec's own examples (§4.2, §9.4, §10, §9.3) or derived by hand from
 * its rules; none is copied from the program.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "arb-test-json.h"
#include "arb-test-util.h"
#include "arb-core.h"
#include "arb-games.h"

#define SPEC_PDN                                                                               \
  "[Event \"Casual game\"]\n[Date \"2026.11.24\"]\n[Black \"Ada\"]\n"                          \
  "[White \"Arbiter level 2\"]\n[Result \"1-0\"]\n[GameType \"21\"]\n"                          \
  "[Variant \"Regicide\"]\n[SetUp \"1\"]\n[FEN \"W:W21,30:B11,K17\"]\n\n"                       \
  "1... 21x14 2. 11-15 14-18 3. 15x22 30-26 4. 22x31 1-0\n"

static void
assert_ok (const ArbTestCliRun *run)
{
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpint (run->status, ==, 0);
}

static void
test_perft (void)
{
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (ArbTestCliRun) options = { 0 };

  /* §10's done-when: 302 from the start. */
  arb_test_cli_run (&run, NULL, "perft", "--game", "checkers", "3", NULL);
  assert_ok (&run);
  g_assert_cmpstr (run.out, ==, "302\n");
  /* Options in any order after the command word (§9.4). */
  arb_test_cli_run (&options, NULL, "perft", "2", "--fen", "B:W14,15,22,23,24:B9,10",
                    "--game", "checkers", NULL);
  assert_ok (&options);
  g_assert_true (g_str_has_suffix (options.out, "\n10\n") || strcmp (options.out, "10\n") == 0);
}

static void
test_moves (void)
{
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (ArbTestCliRun) start = { 0 };
  g_auto (ArbTestCliRun) over = { 0 };

  /* §4.2: the five moves, sorted as byte strings. */
  arb_test_cli_run (&run, NULL, "moves", "--game", "checkers", "--fen",
                    "B:W14,15,22,23,24:B9,10", NULL);
  assert_ok (&run);
  g_assert_cmpstr (run.out, ==, "10x17x26\n10x19x26\n10x19x28\n9x18x25\n9x18x27\n");
  /* §3 and §9.2: "10-14" before "9-13". */
  arb_test_cli_run (&start, NULL, "moves", "--game", "checkers", NULL);
  assert_ok (&start);
  g_assert_cmpstr (start.out, ==, "10-14\n10-15\n11-15\n11-16\n12-16\n9-13\n9-14\n");
  /* Nothing when the game is over. */
  arb_test_cli_run (&over, NULL, "moves", "--game", "checkers", "--fen", "W:W5:B1,9", NULL);
  assert_ok (&over);
  g_assert_cmpstr (over.out, ==, "");
}

static void
test_bad_position (void)
{
  g_auto (ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "moves", "--game", "checkers", "--fen", "B:W21:B29", NULL);
  g_assert_cmpint (run.status, !=, 0);
  g_assert_nonnull (strstr (run.err, "crowning row"));
}

/* §9.4: one object per line, errors inline, blank lines skipped. */
static void
test_inspect (void)
{
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (GStrv) lines = NULL;

  arb_test_cli_run (&run, "W:W5:B1,9\n\nB:W26,27:B22\nB:W33:B1\n", "inspect", "--game",
                    "checkers", NULL);
  /* A line that is no position fails the run, and is answered in place. */
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 1);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_cmpstr (lines[0], ==, "{\"fen\": \"W:W5:B1,9\", \"turn\": \"white\", \"over\": true, "
                                 "\"result\": \"1-0\", \"winner\": \"black\", \"moves\": []}");
  g_assert_cmpstr (lines[1], ==, "{\"fen\": \"B:W26,27:B22\", \"turn\": \"black\", "
                                 "\"over\": false, \"result\": \"*\", \"winner\": null, "
                                 "\"moves\": [\"22x31\"]}");
  {
    JsonObject *error = arb_test_parse_object (lines[2]);

    g_assert_true (json_object_has_member (error, "error"));
    g_assert_cmpuint (json_object_get_size (error), ==, 1);
    json_object_unref (error);
  }
  g_assert_cmpstr (lines[3], ==, "");
}

static char *
write_temp (const char *dir, const char *name, const char *contents)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

/* §9.3: the example file replayed to its records. */
static void
test_replay (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-checkers-XXXXXX");
  g_autofree char *path = write_temp (dir, "example.pdn", SPEC_PDN);
  g_auto (ArbTestCliRun) run = { 0 };
  JsonObject *object;
  JsonArray *records;

  arb_test_cli_run (&run, NULL, "replay", "--game", "checkers", "--json", path, NULL);
  assert_ok (&run);
  object = arb_test_parse_object (run.out);
  g_assert_cmpint (json_object_get_int_member (object, "game"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (object, "plies"), ==, 6);
  g_assert_cmpstr (json_object_get_string_member (object, "result"), ==, "1-0");
  g_assert_cmpstr (json_object_get_string_member (object, "final_fen"), ==, "W:W:BK31");
  records = json_object_get_array_member (object, "records");
  g_assert_cmpuint (json_array_get_length (records), ==, 12);
  {
    JsonObject *first = json_array_get_object_element (records, 0);
    JsonObject *second = json_array_get_object_element (records, 1);
    JsonObject *third = json_array_get_object_element (records, 2);
    JsonObject *last = json_array_get_object_element (records, 11);

    g_assert_cmpstr (json_object_get_string_member (first, "type"), ==, "move");
    g_assert_cmpstr (json_object_get_string_member (first, "piece"), ==, "man");
    g_assert_cmpstr (json_object_get_string_member (second, "type"), ==, "capture");
    g_assert_cmpstr (json_object_get_string_member (second, "side"), ==, "white");
    g_assert_cmpint (json_object_get_int_member (second, "square"), ==, 17);
    g_assert_cmpstr (json_object_get_string_member (second, "piece"), ==, "king");
    g_assert_cmpstr (json_object_get_string_member (third, "type"), ==, "regicide-crown");
    g_assert_cmpint (json_object_get_int_member (third, "square"), ==, 14);
    g_assert_cmpstr (json_object_get_string_member (last, "type"), ==, "win");
    g_assert_cmpstr (json_object_get_string_member (last, "reason"), ==, "no-pieces");
  }
  json_object_unref (object);
  arb_test_remove_dir (dir);
}

static void
test_replay_error (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-checkers-XXXXXX");
  g_autofree char *path = write_temp (dir, "bad.pdn", "[GameType \"21\"]\n\n1. 9-13 22-18 "
                                                      "2. 13x22 *\n");
  g_auto (ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "replay", "--game", "checkers", path, NULL);
  g_assert_cmpint (run.status, !=, 0);
  g_assert_nonnull (strstr (run.err, "bad.pdn:3:18: game 1, ply 3: '13x22': There is no enemy "
                                     "piece to jump over there."));
  arb_test_remove_dir (dir);
}

/* `play`: the §2 text board, a refusal with §6's reason, a claim. */
/* Depth-first, @n_plies moves from @state by @rules that never come back
 * to a position seen (so no repetition can be claimed on the way), their
 * texts appended to @moves; FALSE when there is no such path. */
static gboolean
walk_new_positions (const ArbRules *rules,
                    gpointer        state,
                    guint           n_plies,
                    GHashTable     *seen,
                    GString        *moves)
{
  ArbMoveList list;
  g_autofree char *undo = g_malloc0 (rules->undo_size);

  if (n_plies == 0)
    return TRUE;
  rules->generate (state, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      char text[ARB_MOVE_TEXT_MAX];
      char *position;
      gsize length = moves->len;

      rules->move_to_text (state, &list.moves[i], text);
      rules->make (state, &list.moves[i], undo);
      position = arb_rules_write_position (rules, state);
      if (!g_hash_table_contains (seen, position))
        {
          g_hash_table_add (seen, position);
          g_string_append_printf (moves, "%s\n", text);
          if (walk_new_positions (rules, state, n_plies - 1, seen, moves))
            {
              rules->unmake (state, undo);
              return TRUE;
            }
          g_string_truncate (moves, length);
        }
      else
        g_free (position);
      rules->unmake (state, undo);
    }
  return FALSE;
}

/* The 40-move rule's claim is offered and recorded in checkers' words: 80
 * plies of kings that never repeat a position (so only that rule applies). */
static void
test_play_move_rule_claim (void)
{
  const ArbRules *rules = arb_games_lookup ("checkers");
  const char *start = "W:WK29:BK4";
  g_autofree gpointer state = g_malloc0 (rules->state_size);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GString) input = g_string_new (NULL);
  g_auto (ArbTestCliRun) run = { 0 };
  const char *offer;

  g_assert_true (rules->read_position (state, start, NULL));
  g_hash_table_add (seen, arb_rules_write_position (rules, state));
  g_assert_true (walk_new_positions (rules, state, 80, seen, input));
  g_string_append (input, "draw\nquit\n");
  arb_test_cli_run (&run, input->str, "play", "--game", "checkers", "--fen", start, NULL);
  g_assert_cmpint (run.status, ==, 0);
  offer = strstr (run.out, "A draw can be claimed (40 moves without a man move or a capture): "
                           "type 'draw'.\n");
  g_assert_nonnull (offer);
  /* Offered once the 80th ply is played, not before. */
  g_assert_null (g_strstr_len (run.out, offer - run.out, "A draw can be claimed"));
  g_assert_nonnull (strstr (offer, "\nDraw claimed: 40 moves each without a man move or a "
                                   "capture\n"));
  g_assert_null (strstr (run.out, "50 moves"));
  g_assert_null (strstr (run.out, "pawn"));
}

static void
test_play (void)
{
  g_auto (ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, "9-13\n13-9\n22-18\n13-9\nquit\n", "play", "--game", "checkers",
                    NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* The start: White's men on the top rows, Black's below, '.' in the middle. */
  g_assert_nonnull (strstr (run.out, "   w   w   w   w"));
  g_assert_nonnull (strstr (run.out, " .   .   .   ."));
  g_assert_nonnull (strstr (run.out, " b   b   b   b"));
  g_assert_nonnull (strstr (run.out, "'13-9': It is White's turn."));
  g_assert_nonnull (strstr (run.out, "'13-9': You can only move forwards!"));
  g_assert_nonnull (strstr (run.out, "Black plays 9-13"));
  g_assert_nonnull (strstr (run.out, "White plays 22-18"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  if (!arb_test_cli_is_set ())
    return 77; /* skipped */

  g_test_add_func ("/cli/checkers/perft", test_perft);
  g_test_add_func ("/cli/checkers/moves", test_moves);
  g_test_add_func ("/cli/checkers/bad-position", test_bad_position);
  g_test_add_func ("/cli/checkers/inspect", test_inspect);
  g_test_add_func ("/cli/checkers/replay", test_replay);
  g_test_add_func ("/cli/checkers/replay-error", test_replay_error);
  g_test_add_func ("/cli/checkers/play", test_play);
  g_test_add_func ("/cli/checkers/play/move-rule-claim", test_play_move_rule_claim);

  return g_test_run ();
}
