/* test-cli-params.c — `--param NAME=VALUE` and `games --params`, run as real
 * processes (docs/cli.md, "Game parameters")
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "arb-test-util.h"

/* Every command that takes --game takes --param, and checks it against the
 * game before doing anything: chess has no parameter at all. */
static void
test_every_command (void)
{
  static const char *const commands[] = {
    "moves", "perft", "inspect", "replay", "play", "hint", "match", "uci",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };
      g_autofree char *expected = g_strdup_printf ("arbiter-cli: %s: --param x=1: unknown "
                                                   "parameter 'x': the parameters of chess are "
                                                   "variant (simplified, standard or chess960, "
                                                   "default simplified); start (a whole number "
                                                   "from -1 to 959, default -1)\n",
                                                   commands[i]);

      arb_test_cli_run (&run, "", commands[i], "--param", "x=1", NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, ==, expected);
    }
}

/* A value that is not one of the parameter's: exit 2, what it takes. */
static void
test_bad_values (void)
{
  static const struct { const char *assignment; const char *message; } cases[] = {
    { "pits=0", "'0' is not a value of pits: it takes a whole number from 1 to 999" },
    { "pits=1000", "'1000' is not a value of pits: it takes a whole number from 1 to 999" },
    { "seeds=four", "'four' is not a value of seeds: it takes a whole number from 1 to 999" },
    { "first=3", "'3' is not a value of first: it takes coin, 1 or 2" },
    { "pits", "'pits' is not NAME=VALUE" },
    { "=3", "'=3' is not NAME=VALUE" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };
      g_autofree char *expected = g_strdup_printf ("arbiter-cli: perft: --param %s: %s\n",
                                                   cases[i].assignment, cases[i].message);

      arb_test_cli_run (&run, "", "perft", "--game", "congkak", "--param", cases[i].assignment,
                        "1", NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.err, ==, expected);
    }
}

/* Values each in range that make no game together (congkak.md §1: pits ×
 * seeds ≤ 999) are refused with the game's reason. */
static void
test_no_game (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, "", "perft", "--game", "congkak", "--param", "pits=500",
                    "--param", "seeds=3", "1", NULL);
  g_assert_cmpint (run.status, !=, 0);
  g_assert_cmpstr (run.out, ==, "");
  arb_test_assert_contains (run.err, "500 pits of 3 seeds");
}

/* The start the parameters make is the position string's: perft from
 * `--param pits=3 --param seeds=2` counts what perft from the position
 * string of that board counts (the string is written by hand from
 * congkak.md §9.1: three pits of two seeds a side, empty stores, Player 1
 * to move). */
static void
test_start_is_position (void)
{
  for (guint depth = 1; depth <= 6; depth++)
    {
      g_auto(ArbTestCliRun) by_params = { 0 };
      g_auto(ArbTestCliRun) by_fen = { 0 };
      char text[8];

      g_snprintf (text, sizeof text, "%u", depth);
      arb_test_cli_run (&by_params, "", "perft", "--game", "congkak", "--param", "pits=3",
                        "--param", "seeds=2", text, NULL);
      arb_test_cli_run (&by_fen, "", "perft", "--game", "congkak", "--fen",
                        "2,2,2/2,2,2/0/0 1", text, NULL);
      g_assert_cmpint (by_params.status, ==, 0);
      g_assert_cmpint (by_fen.status, ==, 0);
      g_assert_cmpstr (by_params.out, ==, by_fen.out);
    }
}

/* `play`'s own spellings and --param are the same values. */
static void
test_play_spellings (void)
{
  g_auto(ArbTestCliRun) by_param = { 0 };
  g_auto(ArbTestCliRun) by_option = { 0 };

  arb_test_cli_run (&by_param, "quit\n", "play", "--game", "congkak", "--param", "pits=3",
                    "--param", "seeds=2", "--param", "first=2", "--player1", "A",
                    "--player2", "B", NULL);
  arb_test_cli_run (&by_option, "quit\n", "play", "--game", "congkak", "--pits", "3",
                    "--seeds", "2", "--first", "2", "--player1", "A", "--player2", "B", NULL);
  g_assert_cmpint (by_param.status, ==, 0);
  arb_test_assert_contains (by_param.out, "N = 3, S = 2; Player 2 moves first (chosen)");
  g_assert_cmpstr (by_param.out, ==, by_option.out);
}

/* White's back row as `play` prints it ("1 R N B Q K B N R"), as letters. */
static char *
back_row (const char *out)
{
  const char *row = strstr (out, "\n1 ");
  GString *letters = g_string_new (NULL);

  g_assert_nonnull (row);
  for (row += 3; *row != '\0' && *row != '\n'; row++)
    if (g_ascii_isupper (*row))
      g_string_append_c (letters, *row);
  return g_string_free (letters, FALSE);
}

/* Chess960's rule for an array: Bishops on squares of both colours, the
 * King between the Rooks, the eight pieces of a side. */
static void
assert_chess960_array (const char *row)
{
  const char *k = strchr (row, 'K'), *r1 = strchr (row, 'R'), *r2 = strrchr (row, 'R');
  const char *b1 = strchr (row, 'B'), *b2 = strrchr (row, 'B');

  g_assert_cmpuint (strlen (row), ==, 8);
  g_assert_true (k != NULL && r1 != NULL && b1 != NULL && r1 != r2 && b1 != b2);
  g_assert_true (r1 < k && k < r2);
  g_assert_cmpint ((b1 - row) % 2, !=, (b2 - row) % 2);
  g_assert_nonnull (strchr (row, 'Q'));
  g_assert_true (strchr (row, 'N') != strrchr (row, 'N'));
}

/* `play` in Chess960 draws its array (start=-1, the default), from
 * --seed when it is given; start=518 is the standard array; the banner
 * names the variant. */
static void
test_play_chess960_start (void)
{
  g_autoptr (GHashTable) rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint seed = 1; seed <= 4; seed++)
    {
      g_autofree char *seed_text = g_strdup_printf ("%u", seed);
      g_auto(ArbTestCliRun) first = { 0 };
      g_auto(ArbTestCliRun) again = { 0 };
      g_autofree char *row = NULL;

      arb_test_cli_run (&first, "quit\n", "play", "--param", "variant=chess960", "--seed",
                        seed_text, NULL);
      arb_test_cli_run (&again, "quit\n", "play", "--param", "variant=chess960", "--seed",
                        seed_text, NULL);
      g_assert_cmpint (first.status, ==, 0);
      arb_test_assert_contains (first.out, "Arbiter: Chess960.");
      g_assert_cmpstr (first.out, ==, again.out);
      row = back_row (first.out);
      assert_chess960_array (row);
      g_hash_table_add (rows, g_steal_pointer (&row));
    }
  /* Four seeds, four draws out of 960: not all the same array. */
  g_assert_cmpuint (g_hash_table_size (rows), >, 1);

  {
    g_auto(ArbTestCliRun) standard = { 0 };
    g_autofree char *row = NULL;

    arb_test_cli_run (&standard, "quit\n", "play", "--param", "variant=chess960", "--param",
                      "start=518", NULL);
    row = back_row (standard.out);
    g_assert_cmpstr (row, ==, "RNBQKBNR");
  }
}

/* `new` in a game whose start was drawn draws another one, from --seed
 * when it is given (the same seed, the same series); a start chosen by
 * number stays. */
static void
test_play_chess960_new (void)
{
  g_autoptr (GHashTable) rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto(ArbTestCliRun) first = { 0 };
  g_auto(ArbTestCliRun) again = { 0 };
  g_auto(ArbTestCliRun) fixed = { 0 };
  const char *input = "new\nnew\nnew\nnew\nnew\nquit\n";
  guint n_boards = 0;

  arb_test_cli_run (&first, input, "play", "--param", "variant=chess960", "--seed", "5", NULL);
  arb_test_cli_run (&again, input, "play", "--param", "variant=chess960", "--seed", "5", NULL);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_cmpstr (first.out, ==, again.out);
  for (const char *board = first.out; (board = strstr (board, "\n1 ")) != NULL; board++)
    {
      g_autofree char *row = back_row (board);

      assert_chess960_array (row);
      g_hash_table_add (rows, g_steal_pointer (&row));
      n_boards++;
    }
  g_assert_cmpuint (n_boards, ==, 6);
  /* Six draws out of 960: not all the same array. */
  g_assert_cmpuint (g_hash_table_size (rows), >, 1);

  arb_test_cli_run (&fixed, input, "play", "--param", "variant=chess960", "--param", "start=0",
                    NULL);
  g_assert_cmpint (fixed.status, ==, 0);
  for (const char *board = fixed.out; (board = strstr (board, "\n1 ")) != NULL; board++)
    {
      g_autofree char *row = back_row (board);

      g_assert_cmpstr (row, ==, "BBQNNRKR");
    }
}

/* `replay --param` without --game gives the default game's parameters:
 * a tagless game of the founding game read as such, and a tag that says
 * otherwise refused, as with --game chess. */
static void
test_replay_params_without_game (void)
{
  g_auto(ArbTestCliRun) simplified = { 0 };
  g_auto(ArbTestCliRun) standard = { 0 };
  g_auto(ArbTestCliRun) contradicted = { 0 };
  g_auto(ArbTestCliRun) promotion = { 0 };
  const char *founding = "1. e4 f5 2. Qh5 a6 3. Qxe8 1-0\n";

  arb_test_cli_run (&simplified, founding, "replay", "-q", "--param", "variant=simplified", "-",
                    NULL);
  g_assert_cmpint (simplified.status, ==, 0);
  arb_test_assert_contains (simplified.out, "1 games, 5 plies, 0 invalid");
  /* Without it, the PGN standard's chess: 2... a6 leaves the King in check. */
  arb_test_cli_run (&standard, founding, "replay", "-q", "-", NULL);
  g_assert_cmpint (standard.status, ==, 1);
  arb_test_assert_contains (standard.err, "'a6': it would leave your King in check");
  /* A promotion's piece after its squares, as UCI writes it. */
  arb_test_cli_run (&promotion, "[SetUp \"1\"]\n[FEN \"8/1P5k/8/8/8/8/8/4K3 w - - 0 1\"]\n\n"
                    "1. b8=N 1/2-1/2\n", "replay", "-", NULL);
  g_assert_cmpint (promotion.status, ==, 0);
  arb_test_assert_contains (promotion.out, "1. White plays b7b8n (b8=N)\n");
  arb_test_cli_run (&contradicted, "[Variant \"Chess960\"]\n\n1. e4 *\n", "replay", "-q",
                    "--param", "variant=standard", "-", NULL);
  g_assert_cmpint (contradicted.status, ==, 1);
  arb_test_assert_contains (contradicted.err,
                            "this game was played with variant=chess960, not variant=standard");
}

/* `games --params`: the plain list, then each parameter under its game. */
static void
test_games_params (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "games", "--params", NULL);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "congkak\tCongkak\n\tpits=1..999\t7\t");
  arb_test_assert_contains (run.out, "\n\tseeds=1..999\t4\t");
  arb_test_assert_contains (run.out, "\n\tfirst=coin|1|2\tcoin\t");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (arb_test_cli_path () == NULL)
    {
      g_printerr ("ARBITER_CLI is not set: run this test with 'meson test'\n");
      return 1;
    }

  g_test_add_func ("/cli-params/every-command", test_every_command);
  g_test_add_func ("/cli-params/bad-values", test_bad_values);
  g_test_add_func ("/cli-params/no-game", test_no_game);
  g_test_add_func ("/cli-params/start-is-position", test_start_is_position);
  g_test_add_func ("/cli-params/play-spellings", test_play_spellings);
  g_test_add_func ("/cli-params/play-chess960-start", test_play_chess960_start);
  g_test_add_func ("/cli-params/play-chess960-new", test_play_chess960_new);
  g_test_add_func ("/cli-params/replay-params-without-game", test_replay_params_without_game);
  g_test_add_func ("/cli-params/games-params", test_games_params);
  return g_test_run ();
}
