/* test-pgn-clock.c — the time left after each move: kept in the game's
 * history, written as PGN's {[%clk H:MM:SS]} and read back; a player's
 * score, depth and time for each move, as engine testers write them
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arbiter.h"

#include <string.h>

#include "arb-test-util.h"

#define SECOND G_GINT64_CONSTANT (1000000)

static ArbGame *
chess_game (const char *moves)
{
  ArbGame *game = arb_game_new_for_rules (arb_games_lookup ("chess"));
  g_auto (GStrv) words = g_strsplit (moves, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    g_assert_true (arb_game_play_notation (game, words[i], NULL));
  return game;
}

static ArbPgnGame *
read_one (const char *text)
{
  g_autoptr (GPtrArray) games = arb_test_read_data (text, strlen (text), "mem.pgn");
  ArbPgnGame *pgn;

  g_assert_cmpuint (games->len, ==, 1);
  pgn = g_ptr_array_steal_index (games, 0);
  g_assert_nonnull (pgn->game);
  return pgn;
}

/* The game keeps a time with a move through undo, redo and a copy. */
static void
test_game_keeps (void)
{
  g_autoptr (ArbGame) game = chess_game ("e4 e5 Nf3");
  g_autoptr (ArbGame) copy = NULL;
  gint64 time = -1;

  g_assert_false (arb_game_get_move_clock (game, 1, &time));
  g_assert_false (arb_game_set_move_clock (game, 0, 5));
  g_assert_false (arb_game_set_move_clock (game, 4, 5));
  g_assert_true (arb_game_set_move_clock (game, 1, 298 * SECOND));
  g_assert_true (arb_game_set_move_clock (game, 3, 250 * SECOND + 1));
  g_assert_true (arb_game_get_move_clock (game, 1, &time));
  g_assert_cmpint (time, ==, 298 * SECOND);
  g_assert_false (arb_game_get_move_clock (game, 2, NULL));

  /* Undone, the move still has it (it can be redone); redone too. */
  g_assert_true (arb_game_undo (game));
  g_assert_true (arb_game_get_move_clock (game, 3, &time));
  g_assert_cmpint (time, ==, 250 * SECOND + 1);
  g_assert_true (arb_game_redo (game));
  copy = arb_game_copy (game);
  g_assert_true (arb_game_get_move_clock (copy, 3, &time));
  g_assert_cmpint (time, ==, 250 * SECOND + 1);

  /* A new move from an earlier position has none of its own. */
  g_assert_true (arb_game_undo (game));
  g_assert_true (arb_game_play_notation (game, "Nc3", NULL));
  g_assert_false (arb_game_get_move_clock (game, 3, NULL));
  /* The line set aside comes back with its time. */
  g_assert_true (arb_game_restore_branch (game));
  while (arb_game_can_redo (game))
    arb_game_redo (game);
  g_assert_true (arb_game_get_move_clock (game, 3, &time));
  g_assert_cmpint (time, ==, 250 * SECOND + 1);
}

/* Written after each move that has one, rounded down, with tenths under
 * ten seconds; read back to what was written. */
static void
test_round_trip (void)
{
  g_autoptr (ArbGame) game = chess_game ("e4 e5 Nf3 Nc6");
  g_autoptr (ArbPgnGame) pgn = NULL;
  g_autofree char *text = NULL;
  gint64 time = -1;

  arb_game_set_tag (game, "TimeControl", "300+2");
  /* 4 min 58.9 s; 1 h 2 min 3 s; 9.45 s; none for the last move. */
  arb_game_set_move_clock (game, 1, 298 * SECOND + 900000);
  arb_game_set_move_clock (game, 2, 3723 * SECOND);
  arb_game_set_move_clock (game, 3, 9 * SECOND + 450000);
  text = arb_pgn_write_game (game);
  g_assert_nonnull (strstr (text, "[TimeControl \"300+2\"]"));
  g_assert_nonnull (strstr (text, "1. e4 {[%clk 0:04:58]} e5 {[%clk 1:02:03]} 2. Nf3 "
                                  "{[%clk 0:00:09.4]} Nc6 *"));

  pgn = read_one (text);
  g_assert_no_error (pgn->error);
  g_assert_cmpuint (pgn->warnings->len, ==, 0);
  g_assert_cmpuint (arb_game_get_n_plies (pgn->game), ==, 4);
  g_assert_true (arb_game_get_move_clock (pgn->game, 1, &time));
  g_assert_cmpint (time, ==, 298 * SECOND);
  g_assert_true (arb_game_get_move_clock (pgn->game, 2, &time));
  g_assert_cmpint (time, ==, 3723 * SECOND);
  g_assert_true (arb_game_get_move_clock (pgn->game, 3, &time));
  g_assert_cmpint (time, ==, 9 * SECOND + 400000);
  g_assert_false (arb_game_get_move_clock (pgn->game, 4, NULL));
  g_assert_cmpstr (arb_game_get_tag (pgn->game, "TimeControl"), ==, "300+2");

  /* Written again: the same text. */
  {
    g_autofree char *again = arb_pgn_write_game (pgn->game);

    g_assert_cmpstr (again, ==, text);
  }
}

/* What a player said of each move and how long it took, written as
 * cutechess-cli writes them: the score in pawns with its sign ("0.00"
 * bare), a mate as the plies to it (+M for mate in N: 2N − 1; -M for
 * mated in N: 2N), "/DEPTH" when known, then the time with three digits
 * under 0.1 s, two under 1 s, one under 10 s, none above ("0s" for none);
 * the clock after them in the same comment. The reader reads the clock
 * back and ignores the rest. */
static void
test_thinking (void)
{
  static const struct
  {
    ArbMoveThinking thinking;
    const char     *comment;
  } cases[] = {
    { { TRUE, 25, 0, 12, TRUE, 310000 }, "{+0.25/12 0.31s}" },
    { { TRUE, -150, 0, 7, TRUE, 45600 }, "{-1.50/7 0.046s}" },
    { { TRUE, 0, 0, 0, TRUE, 3210000 }, "{0.00 3.2s}" },
    { { TRUE, 0, 5, 30, TRUE, 12700000 }, "{+M9/30 13s}" },
    { { TRUE, 0, -4, 22, TRUE, 0 }, "{-M8/22 0s}" },
    { { TRUE, -7, 0, 1, FALSE, 0 }, "{-0.07/1}" },
    { { FALSE, 0, 0, 0, TRUE, 999 }, "{0.001s}" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (ArbGame) game = chess_game ("e4 e5");
      g_autoptr (ArbPgnGame) pgn = NULL;
      g_autofree char *text = NULL;
      g_autofree char *expected = g_strdup_printf ("1. e4 %s e5 *", cases[i].comment);
      ArbMoveThinking back;

      g_assert_true (arb_game_set_move_thinking (game, 1, &cases[i].thinking));
      g_assert_true (arb_game_get_move_thinking (game, 1, &back));
      g_assert_cmpint (back.score, ==, cases[i].thinking.score);
      g_assert_cmpint (back.mate, ==, cases[i].thinking.mate);
      text = arb_pgn_write_game (game);
      arb_test_assert_contains (text, expected);
      pgn = read_one (text);
      g_assert_no_error (pgn->error);
      g_assert_cmpuint (arb_game_get_n_plies (pgn->game), ==, 2);
    }

  /* With the clock: one comment. */
  {
    g_autoptr (ArbGame) game = chess_game ("e4 e5");
    g_autoptr (ArbPgnGame) pgn = NULL;
    g_autofree char *text = NULL;
    const ArbMoveThinking thinking = { TRUE, 31, 0, 18, TRUE, 420000 };
    gint64 time;

    arb_game_set_move_clock (game, 1, 4 * SECOND + 600000);
    arb_game_set_move_thinking (game, 1, &thinking);
    text = arb_pgn_write_game (game);
    arb_test_assert_contains (text, "1. e4 {+0.31/18 0.42s [%clk 0:00:04.6]} e5 *");
    pgn = read_one (text);
    g_assert_true (arb_game_get_move_clock (pgn->game, 1, &time));
    g_assert_cmpint (time, ==, 4 * SECOND + 600000);
  }
}

/* Other programs' comments: [%clk] among other commands, in a second
 * comment, before a variation, after the last move; in variations it is
 * not the main line's. */
static void
test_read_forms (void)
{
  g_autoptr (ArbPgnGame) pgn =
    read_one ("[Event \"x\"]\n\n1. e4 { [%eval 0.17] [%clk 0:05:00] } e5 {a} {[%clk  0:04:59.5 ]}"
              " 2. Nf3 {[%clk 0:04:41]} (2. Nc3 {[%clk 0:01:00]}) Nc6 {[%clk 1:00:00]} 1-0\n");
  gint64 time = -1;

  g_assert_no_error (pgn->error);
  g_assert_cmpuint (pgn->warnings->len, ==, 0);
  g_assert_true (arb_game_get_move_clock (pgn->game, 1, &time));
  g_assert_cmpint (time, ==, 300 * SECOND);
  g_assert_true (arb_game_get_move_clock (pgn->game, 2, &time));
  g_assert_cmpint (time, ==, 299 * SECOND + 500000);
  g_assert_true (arb_game_get_move_clock (pgn->game, 3, &time));
  g_assert_cmpint (time, ==, 281 * SECOND);
  g_assert_true (arb_game_get_move_clock (pgn->game, 4, &time));
  g_assert_cmpint (time, ==, 3600 * SECOND);
}

/* A [%clk] that cannot be read is a warning; the game is read. */
static void
test_malformed (void)
{
  g_autoptr (ArbPgnGame) pgn =
    read_one ("1. e4 {[%clk 0:61:00]} e5 {[%clk soon]} 2. Nf3 {[%clk 0:03:00]} *\n");
  gint64 time = -1;

  g_assert_no_error (pgn->error);
  g_assert_cmpuint (arb_game_get_n_plies (pgn->game), ==, 3);
  g_assert_cmpuint (pgn->warnings->len, ==, 2);
  g_assert_nonnull (strstr (g_ptr_array_index (pgn->warnings, 0), "ply 1"));
  g_assert_nonnull (strstr (g_ptr_array_index (pgn->warnings, 1), "ply 2"));
  g_assert_false (arb_game_get_move_clock (pgn->game, 1, NULL));
  g_assert_false (arb_game_get_move_clock (pgn->game, 2, NULL));
  g_assert_true (arb_game_get_move_clock (pgn->game, 3, &time));
  g_assert_cmpint (time, ==, 180 * SECOND);
}

/* A game numbered by pairs (Congkak) writes and reads them the same. */
static void
test_pairs (void)
{
  g_autoptr (ArbGame) game = arb_game_new_for_rules (arb_games_lookup ("congkak"));
  g_autoptr (ArbPgnGame) pgn = NULL;
  g_autofree char *text = NULL;
  ArbMoveList list;
  gint64 time = -1;

  arb_game_generate_moves (game, &list);
  g_assert_cmpuint (list.n_moves, >, 0);
  g_assert_true (arb_game_play_move (game, &list.moves[0], NULL));
  arb_game_set_move_clock (game, 1, 61 * SECOND);
  text = arb_pgn_write_game (game);
  g_assert_nonnull (strstr (text, "{[%clk 0:01:01]}"));
  pgn = read_one (text);
  g_assert_no_error (pgn->error);
  g_assert_true (arb_game_get_move_clock (pgn->game, 1, &time));
  g_assert_cmpint (time, ==, 61 * SECOND);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn-clock/game-keeps", test_game_keeps);
  g_test_add_func ("/pgn-clock/round-trip", test_round_trip);
  g_test_add_func ("/pgn-clock/thinking", test_thinking);
  g_test_add_func ("/pgn-clock/read-forms", test_read_forms);
  g_test_add_func ("/pgn-clock/malformed", test_malformed);
  g_test_add_func ("/pgn-clock/pairs", test_pairs);
  return g_test_run ();
}
