/* test-cli-hint.c — `arbiter-cli hint`, `play --computer` and `uci`, run as
 * real processes
 *
 * Expected moves come from alquerque.md §11's test vectors, from the
 * independent reference (tests/tools/alquerque-reference.py) and from
 * chess positions whose answer follows from rules.md by hand; none is
 * copied from the program's output.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include <glib.h>

#include "arb-test-util.h"

#define ALQ_START "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1"
#define ALQ_JUMPS "...../.ww../.wb../.b.../..... w 1"

static void
assert_ok (const ArbTestCliRun *run)
{
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpint (run->status, ==, 0);
}

/* alquerque.md §11's vectors, through the command line. */
static void
test_alquerque_vectors (void)
{
  static const struct
  {
    const char *fen;
    const char *level;
    const char *out;
  } cases[] = {
    { ALQ_JUMPS, "1", "12x14\n" },
    { ALQ_JUMPS, "3", "12x22\n" },
    { ALQ_JUMPS, "5", "12x14\n" },
    { "wb..w/.bb../...../w..bw/..b.w w 17", "1", "1x13\n" },
    { "wb..w/.bb../...../w..bw/..b.w w 17", "4", "16-11\n" },
    { "wb..w/.bb../...../w..bw/..b.w w 17", "6", "16-11\n" },
    { "w.bb./..b.b/.b..w/.ww.w/..bww w 16", "1", "15x5\n" },
    { "w.bb./..b.b/.b..w/.ww.w/..bww w 16", "2", "24x22\n" },
    { "w.bb./..b.b/.b..w/.ww.w/..bww w 16", "6", "17x7\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_run (&run, NULL, "hint", "--game", "alquerque", "--fen", cases[i].fen,
                        "--level", cases[i].level, NULL);
      assert_ok (&run);
      g_assert_cmpstr (run.out, ==, cases[i].out);
    }
}

/* Without --level: the strongest (7, alquerque.md names no default);
 * the reference's level-7 choice from the start is 18-13. */
static void
test_default_level (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "hint", "--game", "alquerque", NULL);
  assert_ok (&run);
  g_assert_cmpstr (run.out, ==, "18-13\n");
}

/* Checkers (checkers.md §11): levels 1–3 answer the first move of the
 * independent reference's tie set (tests/data/checkers-levels.txt, plain
 * minimax in Python), --seed N its T[z mod |T|] with z SplitMix64's first
 * output from N, and without --level the spec's default, level 1. */
static void
test_checkers_reference (void)
{
  g_autoptr(GPtrArray) rows = arb_test_read_level_rows ("checkers-levels.txt");
  guint n_rows = 0;

  for (guint i = 0; i < rows->len; i++)
    {
      ArbTestLevelRow *row = g_ptr_array_index (rows, i);
      g_auto(ArbTestCliRun) run = { 0 };
      g_auto(ArbTestCliRun) seeded = { 0 };
      g_autofree char *level = g_strdup_printf ("%u", row->level);
      g_autofree char *expected = NULL;
      g_autofree char *expected_seeded = NULL;
      guint64 state = 12345;
      guint n_ties = g_strv_length (row->ties);

      n_rows++;
      /* Under memcheck every fifth row: each level still comes up (the
       * rows go by three levels a position). */
      if (!arb_test_run_case (i, 5))
        continue;

      arb_test_cli_run (&run, NULL, "hint", "--game", "checkers", "--fen", row->fen,
                        "--level", level, NULL);
      assert_ok (&run);
      expected = g_strdup_printf ("%s\n", row->ties[0]);
      g_assert_cmpstr (run.out, ==, expected);

      arb_test_cli_run (&seeded, NULL, "hint", "--game", "checkers", "--fen", row->fen,
                        "--level", level, "--seed", "12345", NULL);
      assert_ok (&seeded);
      expected_seeded =
        g_strdup_printf ("%s\n", n_ties > 1 ? row->ties[arb_test_splitmix64 (&state) % n_ties]
                                            : row->ties[0]);
      g_assert_cmpstr (seeded.out, ==, expected_seeded);
    }
  g_assert_cmpuint (n_rows, >=, 36);

  /* The default level is 1: the start's seven steps tie, 10-14 sorts first. */
  {
    g_auto(ArbTestCliRun) run = { 0 };

    arb_test_cli_run (&run, NULL, "hint", "--game", "checkers", NULL);
    assert_ok (&run);
    g_assert_cmpstr (run.out, ==, "10-14\n");
  }
}

/* Chess: the rook on e1 takes the King on e8 (rules.md §5: the win), at
 * every level, in the coordinates `moves` prints. */
static void
test_chess_king_capture (void)
{
  for (guint level = 1; level <= 4; level++)
    {
      g_auto(ArbTestCliRun) run = { 0 };
      g_autofree char *text = g_strdup_printf ("%u", level);

      arb_test_cli_run (&run, NULL, "hint", "--fen", "4k3/8/8/q7/8/1N6/8/K3R3 w - - 0 1",
                        "--level", text, "--movetime", "200", NULL);
      assert_ok (&run);
      g_assert_cmpstr (run.out, ==, "e1e8\n");
    }
}

/* The hint is one of the moves `moves` lists (chess is the default game). */
static void
test_chess_start (void)
{
  g_auto(ArbTestCliRun) hint = { 0 };
  g_auto(ArbTestCliRun) moves = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autofree char *move = NULL;

  arb_test_cli_run (&hint, NULL, "hint", "--level", "2", NULL);
  assert_ok (&hint);
  arb_test_cli_run (&moves, NULL, "moves", NULL);
  assert_ok (&moves);
  g_assert_true (g_str_has_suffix (hint.out, "\n"));
  move = g_strndup (hint.out, strlen (hint.out) - 1);
  lines = arb_test_split_lines (moves.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 20);
  g_assert_true (g_strv_contains ((const char *const *) lines, move));
}

/* A finished game has no hint: status 1, nothing printed. */
static void
test_game_over (void)
{
  static const char *const args[][4] = {
    { "--game", "alquerque", "--fen", "...../...../...../..w../..... w 5" },
    { "--game", "alquerque", "--fen", "bb..w/.b.../bb.../..b../..b.. w 17" },
    { "--game", "chess", "--fen", "8/8/8/8/8/8/8/K7 b - - 0 1" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (args); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_run (&run, NULL, "hint", args[i][0], args[i][1], args[i][2], args[i][3],
                        NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, ==, "");
    }
}

/* Levels outside the game's, a bad seed, a bad position: usage errors. */
static void
test_errors (void)
{
  static const struct
  {
    const char *args[6];
    int         status;
    const char *err;
  } cases[] = {
    { { "--game", "alquerque", "--level", "9" }, 2, "alquerque has levels 1 to 8, not 9" },
    { { "--level", "0" }, 2, "chess has levels 1 to 4, not 0" },
    { { "--level", "5" }, 2, "chess has levels 1 to 4, not 5" },
    { { "--seed", "-1" }, 2, "bad seed '-1'" },
    { { "--seed", "x" }, 2, "bad seed 'x'" },
    { { "--movetime", "-5" }, 2, "--movetime must not be negative" },
    { { "--game", "alquerque", "--fen", "bbbbb" }, 1, "" },
    { { "extra" }, 2, "unexpected argument 'extra'" },
    { { "--game", "nosuch" }, 2, "hint: unknown game 'nosuch'" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };
      const char *argv[8] = { "hint" };

      for (guint a = 0; a < 6 && cases[i].args[a] != NULL; a++)
        argv[a + 1] = cases[i].args[a];
      arb_test_cli_runv (&run, NULL, argv);
      g_test_message ("%s", run.err);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_cmpstr (run.out, ==, "");
      arb_test_assert_contains (run.err, cases[i].err);
    }
}

/* A seed picks among the tied best moves, the same each time: at level 1
 * in ALQ_JUMPS the four jumps each take one piece (the reference's tie
 * set: 12x14 12x22 7x19 8x18). */
static void
test_seed (void)
{
  static const char *const ties[] = { "12x14\n", "12x22\n", "7x19\n", "8x18\n" };
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint seed = 0; seed < 12; seed++)
    {
      g_auto(ArbTestCliRun) a = { 0 };
      g_auto(ArbTestCliRun) b = { 0 };
      g_autofree char *text = g_strdup_printf ("%u", seed * 7919);
      gboolean tied = FALSE;

      arb_test_cli_run (&a, NULL, "hint", "--game", "alquerque", "--fen", ALQ_JUMPS,
                        "--level", "1", "--seed", text, NULL);
      arb_test_cli_run (&b, NULL, "hint", "--game", "alquerque", "--fen", ALQ_JUMPS,
                        "--level", "1", "--seed", text, NULL);
      assert_ok (&a);
      assert_ok (&b);
      g_assert_cmpstr (a.out, ==, b.out);
      for (gsize i = 0; i < G_N_ELEMENTS (ties); i++)
        tied |= g_str_equal (a.out, ties[i]);
      g_assert_true (tied);
      g_hash_table_add (seen, g_strdup (a.out));
    }
  g_assert_cmpuint (g_hash_table_size (seen), >=, 2);
}

/* --help names the options; the program's help names the command. */
static void
test_help (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(ArbTestCliRun) main_help = { 0 };

  arb_test_cli_run (&run, NULL, "hint", "--help", NULL);
  assert_ok (&run);
  arb_test_assert_contains (run.out, "--level");
  arb_test_assert_contains (run.out, "--movetime");
  arb_test_assert_contains (run.out, "--seed");
  arb_test_assert_contains (run.out, "--game");
  arb_test_cli_run (&main_help, NULL, "--help", NULL);
  assert_ok (&main_help);
  arb_test_assert_contains (main_help.out, "hint");
}

/* play --computer: the computer answers each move; `hint` suggests one;
 * undo takes back the computer's reply with the player's move. */
static void
test_play_computer (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(ArbTestCliRun) bad = { 0 };

  /* From the start White's only moves are 17-13, 18-13, 19-13; after
   * 18-13 Black's only move is the jump 8x18 (alquerque.md §3). */
  arb_test_cli_run (&run, "18-13\nfen\nundo\nfen\nquit\n", "play", "--game", "alquerque",
                    "--computer", "black", "--level", "3", NULL);
  assert_ok (&run);
  arb_test_assert_contains (run.out, "Black (computer) plays 8x18\n");
  arb_test_assert_contains (run.out, "white> fen\nbbbbb/bb.bb/bb.ww/wwbww/wwwww w 2\n");
  arb_test_assert_contains (run.out, "white> undo\nTook back the last move.\n");
  arb_test_assert_contains (run.out, "white> fen\n" ALQ_START "\n");

  /* The computer plays White first when asked. */
  {
    g_auto(ArbTestCliRun) white = { 0 };

    arb_test_cli_run (&white, "quit\n", "play", "--game", "alquerque", "--computer", "white",
                      "--level", "7", NULL);
    assert_ok (&white);
    arb_test_assert_contains (white.out, "White (computer) plays 18-13\n");
  }

  /* In a chess game, hint gives a move in the notation typed at the prompt. */
  {
    g_auto(ArbTestCliRun) chess = { 0 };

    arb_test_cli_run (&chess, "hint\nquit\n", "play", "--fen",
                      "4k3/8/8/q7/8/1N6/8/K3R3 w - - 0 1", "--level", "2", NULL);
    assert_ok (&chess);
    arb_test_assert_contains (chess.out, "white> hint\nHint: Rxe8\n");
  }

  /* Two Kings alone, 100 plies without a capture or a pawn move
   * (rules.md §7: claimable): the computer, which cannot expect more than
   * a draw, claims it rather than play on for ever. */
  {
    g_auto(ArbTestCliRun) draw = { 0 };

    arb_test_cli_run (&draw, "quit\n", "play", "--computer", "black", "--level", "2", "--fen",
                      "4k3/8/8/8/8/8/8/4K3 b - - 100 60", NULL);
    assert_ok (&draw);
    arb_test_assert_contains (draw.out, "Black (computer) claims a draw\n");
    arb_test_assert_contains (draw.out, "Game over: 1/2-1/2\n");
  }

  arb_test_cli_run (&bad, "", "play", "--computer", "red", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  arb_test_assert_contains (bad.err, "--computer takes white, black or both, not 'red'");
}

/* ---------------------------------------------------------------- uci */

/* The last line of @out that starts with "bestmove ", its move. */
static char *
last_bestmove (const char *out)
{
  g_auto(GStrv) lines = arb_test_split_lines (out);
  char *move = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "bestmove "))
      {
        g_free (move);
        move = g_strdup (lines[i] + strlen ("bestmove "));
      }
  return move;
}

/* The handshake: id, the options, uciok; readyok. */
static void
test_uci_handshake (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, "uci\nisready\nquit\n", "uci", NULL);
  assert_ok (&run);
  arb_test_assert_contains (run.out, "id name Arbiter ");
  arb_test_assert_contains (run.out, "\noption name Level type spin default 4 min 1 max 4\n");
  arb_test_assert_contains (run.out,
                            "\noption name UCI_Variant type combo default chess var chess var alquerque "
                            "var checkers var congkak\n");
  arb_test_assert_contains (run.out, "\nuciok\nreadyok\n");
}

/* position … moves, then go: the King capture of rules.md §5 reached by
 * moves (e2e4 f7f6 d1h5 e8f7?? leaves the King on f7 where the queen on
 * h5 takes it: h5-g6-f7 is a diagonal, g6 empty). */
static void
test_uci_position_go (void)
{
  static const char *const gos[] = { "go depth 1", "go depth 3", "go movetime 200",
                                     "go wtime 3000 btime 3000 winc 0 binc 0" };

  for (gsize i = 0; i < G_N_ELEMENTS (gos); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };
      g_autofree char *input = g_strdup_printf ("ucinewgame\nposition startpos moves e2e4 f7f6 "
                                                "d1h5 e8f7\n%s\n", gos[i]);
      g_autofree char *move = NULL;

      arb_test_cli_run (&run, input, "uci", NULL);
      assert_ok (&run);
      move = last_bestmove (run.out);
      g_assert_cmpstr (move, ==, "h5f7");
    }
}

/* position fen, and the Level option: alquerque.md §11's first vector at
 * levels 1 and 3 through UCI_Variant. */
static void
test_uci_variant_level (void)
{
  static const struct
  {
    const char *level;
    const char *move;
  } cases[] = { { "1", "12x14" }, { "3", "12x22" }, { "4", "12x22" } };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };
      g_autofree char *input = g_strdup_printf ("setoption name UCI_Variant value alquerque\n"
                                                "setoption name Level value %s\n"
                                                "position fen " ALQ_JUMPS "\ngo\n",
                                                cases[i].level);
      g_autofree char *move = NULL;

      arb_test_cli_run (&run, input, "uci", NULL);
      assert_ok (&run);
      move = last_bestmove (run.out);
      g_assert_cmpstr (move, ==, cases[i].move);
    }

  /* --game chooses the game as well. */
  {
    g_auto(ArbTestCliRun) run = { 0 };
    g_autofree char *move = NULL;

    arb_test_cli_run (&run, "position startpos moves 18-13\ngo depth 2\n", "uci", "--game",
                      "alquerque", NULL);
    assert_ok (&run);
    move = last_bestmove (run.out);
    /* §3: after 18-13 Black's only move is the jump 8x18. */
    g_assert_cmpstr (move, ==, "8x18");
  }
}

/* stop ends an infinite search with a move; isready answers during a
 * search; quit ends the program; a finished game has no move. */
static void
test_uci_stop (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(ArbTestCliRun) over = { 0 };
  g_auto(ArbTestCliRun) bad = { 0 };
  g_autofree char *move = NULL;
  g_auto(GStrv) lines = NULL;

  arb_test_cli_run (&run, "position startpos\ngo infinite\nisready\nstop\nquit\n", "uci", NULL);
  assert_ok (&run);
  arb_test_assert_contains (run.out, "readyok\n");
  move = last_bestmove (run.out);
  g_assert_nonnull (move);
  g_assert_cmpuint (strlen (move), ==, 4);
  lines = arb_test_split_lines (run.out);
  g_assert_true (g_str_has_prefix (lines[g_strv_length (lines) - 1], "bestmove "));

  arb_test_cli_run (&over, "position fen 8/8/8/8/8/8/8/K7 b - - 0 1\ngo depth 3\n", "uci", NULL);
  assert_ok (&over);
  arb_test_assert_contains (over.out, "bestmove (none)\n");

  {
    g_auto(ArbTestCliRun) unknown = { 0 };

    arb_test_cli_run (&unknown, "", "uci", "--game", "nosuch", NULL);
    g_assert_cmpint (unknown.status, ==, 2);
    arb_test_assert_contains (unknown.err, "uci: unknown game 'nosuch'");
  }

  arb_test_cli_run (&bad, "position startpos moves e2e5\nsetoption name Level value 9\n"
                    "setoption name Nope value 1\nnonsense\n", "uci", NULL);
  assert_ok (&bad);
  arb_test_assert_contains (bad.out, "info string illegal move 'e2e5'");
  arb_test_assert_contains (bad.out, "info string Level takes 1 to 4\n");
  arb_test_assert_contains (bad.out, "info string unknown option 'Nope'\n");
  arb_test_assert_contains (bad.out, "info string unknown command 'nonsense'\n");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  if (!arb_test_cli_is_set ())
    return 77; /* skipped */

  g_test_add_func ("/cli-hint/alquerque/vectors", test_alquerque_vectors);
  g_test_add_func ("/cli-hint/alquerque/default-level", test_default_level);
  g_test_add_func ("/cli-hint/checkers/reference", test_checkers_reference);
  g_test_add_func ("/cli-hint/chess/king-capture", test_chess_king_capture);
  g_test_add_func ("/cli-hint/chess/start", test_chess_start);
  g_test_add_func ("/cli-hint/game-over", test_game_over);
  g_test_add_func ("/cli-hint/errors", test_errors);
  g_test_add_func ("/cli-hint/seed", test_seed);
  g_test_add_func ("/cli-hint/help", test_help);
  g_test_add_func ("/cli-hint/play-computer", test_play_computer);
  g_test_add_func ("/cli-hint/uci/handshake", test_uci_handshake);
  g_test_add_func ("/cli-hint/uci/position-go", test_uci_position_go);
  g_test_add_func ("/cli-hint/uci/variant-level", test_uci_variant_level);
  g_test_add_func ("/cli-hint/uci/stop", test_uci_stop);

  return g_test_run ();
}
