/* test-cli-chess-records.c — how `replay` writes the records of standard
 * chess and Chess960, in words and in JSON, run as real processes
 * (docs/cli.md, "replay"; docs/chess-variants.md)
 *
 * The expected squares are UCI's (the protocol's own definition: a
 * castling is the King's two steps in standard chess, the King onto its
 * own Rook with UCI_Chess960), the reasons the words `inspect` uses for
 * the same endings.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "arb-test-util.h"

/* A castling in the squares a chess program sends. */
static void
test_castling_squares (void)
{
  g_auto(ArbTestCliRun) standard = { 0 };
  g_auto(ArbTestCliRun) standard_json = { 0 };
  g_auto(ArbTestCliRun) chess960 = { 0 };
  g_auto(ArbTestCliRun) chess960_json = { 0 };
  const char *italian = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O Bc5 5. d3 O-O *\n";
  g_autofree char *in_960 = g_strconcat ("[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                                         "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR "
                                         "w KQkq - 0 1\"]\n\n", italian, NULL);

  arb_test_cli_run (&standard, italian, "replay", "-", NULL);
  g_assert_cmpint (standard.status, ==, 0);
  arb_test_assert_contains (standard.out, "White plays e1g1 (O-O)\n");
  arb_test_assert_contains (standard.out, "Black plays e8g8 (O-O)\n");
  arb_test_cli_run (&standard_json, italian, "replay", "--json", "-", NULL);
  g_assert_cmpint (standard_json.status, ==, 0);
  arb_test_assert_contains (standard_json.out,
                            "{\"type\":\"move\",\"side\":\"white\",\"from\":\"e1\",\"to\":\"g1\","
                            "\"san\":\"O-O\"}");

  arb_test_cli_run (&chess960, in_960, "replay", "-", NULL);
  g_assert_cmpint (chess960.status, ==, 0);
  arb_test_assert_contains (chess960.out, "White plays e1h1 (O-O)\n");
  arb_test_cli_run (&chess960_json, in_960, "replay", "--json", "-", NULL);
  g_assert_cmpint (chess960_json.status, ==, 0);
  arb_test_assert_contains (chess960_json.out,
                            "{\"type\":\"move\",\"side\":\"black\",\"from\":\"e8\",\"to\":\"h8\","
                            "\"san\":\"O-O\"}");
}

/* A promotion's piece is its own key, not only a letter inside the SAN. */
static void
test_promotion_key (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  /* Black's pawn keeps the game alive: a Knight alone could not mate. */
  arb_test_cli_run (&run, "[SetUp \"1\"]\n[FEN \"8/1P5k/8/8/8/8/7p/4K3 w - - 0 1\"]\n\n"
                    "1. b8=N Kg6 2. Kd2 *\n", "replay", "--json", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out,
                            "{\"type\":\"move\",\"side\":\"white\",\"from\":\"b7\",\"to\":\"b8\","
                            "\"promotion\":\"n\",\"san\":\"b8=N\"}");
  /* A move that promotes nothing has no such key. */
  arb_test_assert_contains (run.out, "\"from\":\"e1\",\"to\":\"d2\",\"san\":\"Kd2\"}");
}

/* Each ending, in words and in JSON, and `inspect` naming the final
 * position's ending with the same word as the record. */
static void
test_endings (void)
{
  static const struct {
    const char *pgn, *words, *json, *inspect;
  } cases[] = {
    /* Légal's mate. */
    { "1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0\n",
      "White wins by checkmate\n",
      "{\"type\":\"win\",\"side\":\"white\",\"reason\":\"checkmate\"}", "\"reason\":\"checkmate\"" },
    { "[SetUp \"1\"]\n[FEN \"7k/8/8/5Q2/8/8/8/K7 w - - 0 1\"]\n\n1. Qf7 1/2-1/2\n",
      "Draw: the side to move has no moves\n",
      "{\"type\":\"draw\",\"reason\":\"stalemate\"}", "\"reason\":\"stalemate\"" },
    { "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/3r4/4K3 w - - 0 1\"]\n\n1. Kxd2 1/2-1/2\n",
      "Draw: dead position, neither side can checkmate\n",
      "{\"type\":\"draw\",\"reason\":\"insufficient-material\"}",
      "\"reason\":\"insufficient-material\"" },
    { "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w - - 0 1\"]\n\n1. Rh2 1-0\n",
      "Black resigns\n",
      "{\"type\":\"win\",\"side\":\"white\",\"reason\":\"resignation\"}", NULL },
    { "1. e4 1/2-1/2\n",
      "Draw: agreed by both players\n", "{\"type\":\"draw\",\"reason\":\"agreement\"}", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(ArbTestCliRun) words = { 0 };
      g_auto(ArbTestCliRun) json = { 0 };
      g_auto(ArbTestCliRun) inspect = { 0 };
      const char *fen, *end;
      g_autofree char *final_fen = NULL;

      g_test_message ("%s", cases[i].pgn);
      arb_test_cli_run (&words, cases[i].pgn, "replay", "-", NULL);
      g_assert_cmpint (words.status, ==, 0);
      arb_test_assert_contains (words.out, cases[i].words);
      arb_test_cli_run (&json, cases[i].pgn, "replay", "--json", "-", NULL);
      g_assert_cmpint (json.status, ==, 0);
      arb_test_assert_contains (json.out, cases[i].json);
      if (cases[i].inspect == NULL)
        continue;
      fen = strstr (json.out, "\"final_fen\":\"");
      g_assert_nonnull (fen);
      fen += strlen ("\"final_fen\":\"");
      end = strchr (fen, '"');
      g_assert_nonnull (end);
      final_fen = g_strdup_printf ("%.*s\n", (int) (end - fen), fen);
      arb_test_cli_run (&inspect, final_fen, "inspect", "--param", "variant=standard", NULL);
      g_assert_cmpint (inspect.status, ==, 0);
      arb_test_assert_contains (inspect.out, cases[i].inspect);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-chess-records/castling-squares", test_castling_squares);
  g_test_add_func ("/cli-chess-records/promotion-key", test_promotion_key);
  g_test_add_func ("/cli-chess-records/endings", test_endings);
  return g_test_run ();
}
