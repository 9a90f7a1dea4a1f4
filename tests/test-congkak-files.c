/* test-congkak-files.c — .congkak files (congkak.md §9.3) through the
 * generic reader and writer: the spec's example read and written back,
 * defaults, Position, claims, wrapping, and every error and warning
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb-test-congkak.h"
#include "arbiter.h"
#include "arb-congkak.h"
#include "arb-test-util.h"

#define RULES (&arb_congkak_rules)

/* ------------------------------------------------------------ helpers */


static const char example_file[] =
  "[Game \"Congkak\"]\n"
  "[Date \"2026.11.24\"]\n"
  "[Player1 \"Hans\"]\n"
  "[Player2 \"Jia Yung\"]\n"
  "[Pits \"5\"]\n"
  "[Seeds \"4\"]\n"
  "[FirstPlayer \"2\"]\n"
  "[CoinSeed \"20261124\"]\n"
  "[Result \"0-1\"]\n"
  "[Score \"15-25\"]\n"
  "\n"
  "1. 5 3 2. 5 4 3. 5 5 4. 5 1 5. 3 0-1\n";

/* ---------------------------------------------------------- §9.3 files */

static GPtrArray *
read_text (const char *text)
{
  return arb_test_read_data (text, strlen (text), "test.congkak");
}

static void
test_file_example (void)
{
  g_autoptr (GPtrArray) games = read_text (example_file);
  ArbPgnGame *pgn = arb_test_nth_game (games, 0);
  ArbGame *game = pgn->game;
  const ArbRecord *setup;
  g_autofree char *written = NULL;
  guint n;

  arb_test_assert_clean (pgn);
  g_assert_true (arb_game_get_rules (game) == RULES);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 9);
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_SECOND_WINS);
  arb_test_congkak_assert_fen (game, "0,0,0,0,0/0,0,0,0,0/15/25 1");
  setup = arb_game_get_setup (game);
  g_assert_nonnull (setup);
  g_assert_cmpint (setup->side, ==, ARB_SIDE_SECOND);
  g_assert_cmpstr (setup->text, ==, "20261124");
  /* §8: the setup knows N and S for the printout. */
  g_assert_cmpuint (setup->cell, ==, 5);
  g_assert_cmpuint (setup->count, ==, 4);
  {
    g_autoptr (GString) line = g_string_new (NULL);

    RULES->describe_record (arb_game_get_state (game), setup, line);
    g_assert_cmpstr (line->str, ==, "N = 5, S = 4; Player 2 moves first (coin seed 20261124)");
  }
  n = arb_game_get_n_records (game);
  {
    g_autofree char *a = arb_test_congkak_record_text (arb_game_get_record (game, n - 2));
    g_autofree char *b = arb_test_congkak_record_text (arb_game_get_record (game, n - 1));

    g_assert_cmpstr (a, ==, "leftover p2 3");
    g_assert_cmpstr (b, ==, "win p2 15 25");
  }

  /* Written back: §9.3's layout exactly. */
  written = arb_pgn_write_game (game);
  g_assert_cmpstr (written, ==, example_file);
}

static void
test_file_defaults_and_position (void)
{
  /* Missing tags: 7 pits, 4 seeds, Player 1 first (§9.3), which is the
   * choice the setup record keeps (docs/congkak.md: a standard start
   * always has one, as the same file with [FirstPlayer "1"] written out
   * reads back). */
  {
    g_autoptr (GPtrArray) games = read_text ("[Game \"congkak\"]\n\n1. 1 3 *\n");
    ArbPgnGame *pgn = arb_test_nth_game (games, 0);
    g_autofree char *written = NULL;
    const ArbRecord *setup;

    arb_test_assert_clean (pgn);
    setup = arb_game_get_setup (pgn->game);
    g_assert_nonnull (setup);
    g_assert_cmpint (setup->side, ==, ARB_SIDE_FIRST);
    g_assert_cmpstr (setup->text, ==, "");
    g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 2);
    written = arb_pgn_write_game (pgn->game);
    arb_test_assert_contains (written, "[Pits \"7\"]\n[Seeds \"4\"]\n[FirstPlayer \"1\"]\n"
                                       "[Result \"*\"]\n\n1. 1 3 *\n");
    g_assert_null (strstr (written, "CoinSeed"));
    g_assert_null (strstr (written, "Score"));
    g_assert_null (strstr (written, "Position"));
  }
  /* Position overrides; a contradicting Pits is a warning; it is written back. */
  {
    g_autoptr (GPtrArray) games =
      read_text ("[Game \"Congkak\"]\n[Pits \"5\"]\n[Position \"0,2/5,0/1/0 2\"]\n[Unknown \"x\"]\n\n"
                 "1. 1 0-1\n");
    ArbPgnGame *pgn = arb_test_nth_game (games, 0);
    g_autofree char *written = NULL;

    g_assert_no_error (pgn->error);
    g_assert_cmpuint (pgn->warnings->len, ==, 1);
    arb_test_assert_contains (g_ptr_array_index (pgn->warnings, 0), "[Pits \"5\"]");
    g_assert_cmpint (arb_game_get_result (pgn->game), ==, ARB_RESULT_SECOND_WINS);
    written = arb_pgn_write_game (pgn->game);
    arb_test_assert_contains (written, "[Pits \"2\"]");
    arb_test_assert_contains (written, "[FirstPlayer \"2\"]");
    arb_test_assert_contains (written, "[Score \"1-7\"]");
    arb_test_assert_contains (written, "[Position \"0,2/5,0/1/0 2\"]");
    arb_test_assert_contains (written, "[Unknown \"x\"]");
    arb_test_assert_contains (written, "\n1. 1 0-1\n");
    /* Nobody chose the first player of a game from a position. */
    g_assert_null (arb_game_get_setup (pgn->game));
  }
  /* Lines of at most 80 characters, pairs numbered. */
  {
    g_autoptr (ArbGame) game = arb_test_congkak_game_from ("1,2/1,2/0/0 1");
    g_autofree char *written = NULL;
    g_auto (GStrv) lines = NULL;

    for (guint i = 0; i < 4; i++)
      arb_test_congkak_play (game, "2");
    g_assert_true (arb_game_claim_draw (game, NULL));
    written = arb_pgn_write_game (game);
    arb_test_assert_contains (written, "[Termination \"repetition\"]");
    arb_test_assert_contains (written, "[Score \"3-3\"]");
    arb_test_assert_contains (written, "1. 2 2 2. 2 2 1/2-1/2\n");
    lines = arb_test_split_lines (written);
    for (guint i = 0; lines[i] != NULL; i++)
      g_assert_cmpuint (strlen (lines[i]), <=, 80);

    /* Read back: claimed again, as a draw by repetition. */
    {
      g_autoptr (GPtrArray) games = read_text (written);
      ArbPgnGame *pgn = arb_test_nth_game (games, 0);

      arb_test_assert_clean (pgn);
      g_assert_cmpint (arb_game_get_termination (pgn->game), ==, ARB_TERMINATION_REPETITION);
      g_assert_cmpint (arb_game_get_result (pgn->game), ==, ARB_RESULT_DRAW);
    }
  }
  /* Long games wrap at 80 columns and read back the same. */
  {
    g_autoptr (ArbGame) game = arb_game_new_for_rules (RULES);
    g_autofree ArbCongkakPosition *start = g_new0 (ArbCongkakPosition, 1);
    g_autofree char *written = NULL;
    g_autoptr (GPtrArray) games = NULL;
    g_auto (GStrv) lines = NULL;
    ArbMove move;

    g_assert_true (arb_congkak_init (start, 40, 3, ARB_SIDE_FIRST));
    g_clear_object (&game);
    game = arb_game_new_from_state (RULES, start);
    {
      /* A first player chosen, as `play --first 1` records it: the file's
       * FirstPlayer tag reads back as this setup. */
      ArbRecord setup = { .type = ARB_RECORD_SETUP, .side = ARB_SIDE_FIRST };

      g_assert_true (arb_game_set_setup (game, &setup));
    }
    for (guint i = 0; i < 80 && arb_congkak_greedy_move (arb_game_get_state (game), &move); i++)
      g_assert_true (arb_game_play_move (game, &move, NULL));
    written = arb_pgn_write_game (game);
    arb_test_assert_contains (written, "[Pits \"40\"]\n[Seeds \"3\"]\n");
    lines = arb_test_split_lines (written);
    g_assert_cmpuint (g_strv_length (lines), >, 12);
    for (guint i = 0; lines[i] != NULL; i++)
      g_assert_cmpuint (strlen (lines[i]), <=, 80);
    games = read_text (written);
    arb_test_assert_clean (arb_test_nth_game (games, 0));
    arb_test_assert_same_game (game, arb_test_nth_game (games, 0)->game);
  }
}

/* Every way a game can know (or not) how its first player was chosen, and
 * every start, standard or not: written, the file reads back as the same
 * game, the setup record included. Before the choice in docs/congkak.md
 * ("The first player in files"), a game without that record (made from a
 * position string, or read from a file with a [Position] and a
 * [FirstPlayer]) read back with one record more, or one fewer. */
static void
test_file_setup_round_trip (void)
{
  static const char *const files[] = {
    "[Game \"Congkak\"]\n\n1. 1 *\n",
    "[Game \"Congkak\"]\n[FirstPlayer \"2\"]\n\n1. 1 *\n",
    "[Game \"Congkak\"]\n[Pits \"5\"]\n[FirstPlayer \"2\"]\n[CoinSeed \"20261124\"]\n\n*\n",
    "[Game \"Congkak\"]\n[Position \"0,2/5,0/1/0 2\"]\n[FirstPlayer \"2\"]\n\n1. 1 *\n",
    "[Game \"Congkak\"]\n[Position \"4,4/4,4/0/0 2\"]\n\n1. 1 *\n",
    "[Game \"Congkak\"]\n[Position \"4,4/4,4/0/0 2\"]\n[CoinSeed \"20261124\"]\n\n*\n",
  };
  /* Games made from position strings: the standard start's among them. */
  static const char *const positions[] = {
    "4,4,4,4,4,4,4/4,4,4,4,4,4,4/0/0 1",
    "4,4,4,4,4,4,4/4,4,4,4,4,4,4/0/0 2",
    "0,2/5,0/1/0 2",
  };

  for (guint i = 0; i < G_N_ELEMENTS (files) + G_N_ELEMENTS (positions); i++)
    {
      g_autoptr (GPtrArray) games = NULL;
      g_autoptr (GPtrArray) again = NULL;
      g_autoptr (ArbGame) made = NULL;
      g_autofree char *written = NULL;
      ArbGame *game;

      if (i < G_N_ELEMENTS (files))
        {
          games = read_text (files[i]);
          g_assert_no_error (arb_test_nth_game (games, 0)->error);
          game = arb_test_nth_game (games, 0)->game;
        }
      else
        {
          made = arb_test_congkak_game_from (positions[i - G_N_ELEMENTS (files)]);
          g_assert_null (arb_game_get_setup (made));
          game = made;
        }
      written = arb_pgn_write_game (game);
      again = read_text (written);
      arb_test_assert_clean (arb_test_nth_game (again, 0));
      g_test_message ("case %u:\n%s", i, written);
      g_assert_cmpuint (arb_game_get_n_records (arb_test_nth_game (again, 0)->game), ==,
                        arb_game_get_n_records (game));
      g_assert_true ((arb_game_get_setup (game) == NULL)
                     == (arb_game_get_setup (arb_test_nth_game (again, 0)->game) == NULL));
      arb_test_assert_same_game (game, arb_test_nth_game (again, 0)->game);
    }
}

static void
test_file_errors (void)
{
  static const struct { const char *text; const char *message; } cases[] = {
    { "[Game \"Congkak\"]\n[Pits \"0\"]\n\n*\n", "test.congkak:2:1: game 1: [Pits]" },
    { "[Game \"Congkak\"]\n[Pits \"x\"]\n\n*\n", "[Pits]" },
    { "[Game \"Congkak\"]\n[Seeds \"1000\"]\n\n*\n", "[Seeds]" },
    { "[Game \"Congkak\"]\n[Pits \"100\"]\n[Seeds \"10\"]\n\n*\n", "at most 999" },
    { "[Game \"Congkak\"]\n[FirstPlayer \"3\"]\n\n*\n", "[FirstPlayer]" },
    { "[Game \"Congkak\"]\n[CoinSeed \"-1\"]\n\n*\n", "[CoinSeed]" },
    { "[Game \"Congkak\"]\n[Position \"4,4/4 1\"]\n\n*\n", "[Position]" },
    { "[Game \"Congkak\"]\n\n1. 1 9 *\n", "test.congkak:3:6: game 1, ply 2: '9': no such pit" },
    { "[Game \"Congkak\"]\n\n1. 1 x *\n", "ply 2: 'x': not a pit number" },
    { "[Game \"Congkak\"]\n[Position \"0,2/5,0/1/0 2\"]\n\n1. 1 1 *\n",
      "ply 2: '1': the game is over" },
    { "[Game \"Congkak\"]\n[Position \"0,3/5,0/1/0 1\"]\n\n1. 1 *\n",
      "ply 1: '1': that pit is empty" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GPtrArray) games = read_text (cases[i].text);
      ArbPgnGame *pgn = arb_test_nth_game (games, 0);

      g_assert_nonnull (pgn->error);
      arb_test_assert_contains (pgn->error->message, cases[i].message);
    }

  /* Another game's Game tag, read as Congkak, is an error. */
  {
    g_autoptr (GInputStream) stream =
      g_memory_input_stream_new_from_data ("[Game \"Chess\"]\n\n*\n", -1, NULL);
    g_autoptr (ArbPgnReader) reader = arb_pgn_reader_new_game (stream, "x.congkak", RULES);
    g_autoptr (ArbPgnGame) pgn = arb_pgn_reader_next (reader, NULL);

    g_assert_nonnull (pgn);
    g_assert_nonnull (pgn->error);
    arb_test_assert_contains (pgn->error->message, "[Game \"Chess\"]");
  }

  /* Warnings: a result the moves contradict; a repetition never reached. */
  {
    g_autoptr (GPtrArray) games = read_text ("[Game \"Congkak\"]\n\n1. 1 1-0\n");
    ArbPgnGame *pgn = arb_test_nth_game (games, 0);

    g_assert_no_error (pgn->error);
    g_assert_cmpuint (pgn->warnings->len, ==, 1);
    arb_test_assert_contains (g_ptr_array_index (pgn->warnings, 0), "contradicts");
    /* No resignation in Congkak: the game stays unfinished. */
    g_assert_false (arb_game_is_over (pgn->game));
  }
  {
    g_autoptr (GPtrArray) games =
      read_text ("[Game \"Congkak\"]\n[Termination \"repetition\"]\n\n1. 1 1/2-1/2\n");
    ArbPgnGame *pgn = arb_test_nth_game (games, 0);

    g_assert_no_error (pgn->error);
    g_assert_cmpuint (pgn->warnings->len, >=, 1);
    arb_test_assert_contains (g_ptr_array_index (pgn->warnings, 0), "three times");
  }
  /* A coin seed that gives the other player the first move. */
  {
    g_autoptr (GPtrArray) games =
      read_text ("[Game \"Congkak\"]\n[FirstPlayer \"1\"]\n[CoinSeed \"0\"]\n\n*\n");
    ArbPgnGame *pgn = arb_test_nth_game (games, 0);

    g_assert_no_error (pgn->error);
    g_assert_cmpuint (pgn->warnings->len, ==, 1);
  }
  /* Several games in one file, comments, move numbers not checked. */
  {
    g_autoptr (GPtrArray) games =
      read_text ("[Game \"Congkak\"]\n\n7. 1 {a comment} 3 ; rest\n *\n\n"
                 "[Game \"Congkak\"]\n[FirstPlayer \"2\"]\n\n1. 3 *\n");

    g_assert_cmpuint (games->len, ==, 2);
    g_assert_cmpuint (arb_game_get_ply (arb_test_nth_game (games, 0)->game), ==, 2);
    g_assert_cmpint (arb_game_get_record (arb_test_nth_game (games, 1)->game, 1)->side, ==,
                     ARB_SIDE_SECOND);
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/congkak/file/example", test_file_example);
  g_test_add_func ("/congkak/file/defaults-and-position", test_file_defaults_and_position);
  g_test_add_func ("/congkak/file/setup-round-trip", test_file_setup_round_trip);
  g_test_add_func ("/congkak/file/errors", test_file_errors);

  return g_test_run ();
}
