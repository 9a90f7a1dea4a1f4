/* test-pgn-check-only.c — a reader that only checks gives every game the
 * verdict the full reading gives
 *
 * arb_pgn_reader_set_check_only() lets the rules table's quick check play
 * a game (chess: ArbQuickCheck on bitboards) and the game object take over
 * where the check declines. Whatever the file holds, each game must come
 * out the same both ways: its number and line, its error word for word,
 * its warnings in order, its number of plies. The files here are made of
 * what the quick check declines or must decide (lenient SAN, castling
 * written as a King's move, en passant, promotions, mate and stalemate
 * with results for and against them, draws the rules impose and moves
 * played after them, claims, flag falls, errors amid clock comments,
 * Chess960), and of simplified chess, which has no quick check. The full
 * reading is checked on its own by test-pgn, test-standard-rules and
 * test-real-games (against pgn-extract); fuzz-pgn compares both ways on
 * every input it makes.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-test-util.h"

#include <string.h>

/* Reads every game of @text, only checking or not. */
static GPtrArray *
read_all (const char *text,
          gboolean    check_only)
{
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_data (text, -1, NULL);
  g_autoptr (ArbPgnReader) reader = arb_pgn_reader_new (stream, "games.pgn");
  GPtrArray *games;

  arb_pgn_reader_set_check_only (reader, check_only);
  games = arb_test_read_all (reader);
  for (guint i = 0; i < games->len; i++)
    g_assert_true (check_only == (((ArbPgnGame *) g_ptr_array_index (games, i))->game == NULL));
  return games;
}

/* Both readings of @text agree game by game; returns the full one. */
static GPtrArray *
check_both_ways (const char *text)
{
  GPtrArray *full = read_all (text, FALSE);
  g_autoptr (GPtrArray) checked = read_all (text, TRUE);

  g_assert_cmpuint (checked->len, ==, full->len);
  for (guint i = 0; i < full->len; i++)
    {
      const ArbPgnGame *a = g_ptr_array_index (full, i);
      const ArbPgnGame *b = g_ptr_array_index (checked, i);

      g_test_message ("game %u", a->number);
      g_assert_cmpuint (b->number, ==, a->number);
      g_assert_cmpuint (b->line, ==, a->line);
      g_assert_cmpuint (b->has_result_token, ==, a->has_result_token);
      g_assert_cmpuint (a->n_plies, ==, arb_game_get_ply (a->game));
      g_assert_cmpuint (b->n_plies, ==, a->n_plies);
      g_assert_cmpstr (b->error != NULL ? b->error->message : NULL, ==,
                       a->error != NULL ? a->error->message : NULL);
      g_assert_cmpuint (b->warnings->len, ==, a->warnings->len);
      for (guint w = 0; w < a->warnings->len; w++)
        g_assert_cmpstr (g_ptr_array_index (b->warnings, w), ==,
                         g_ptr_array_index (a->warnings, w));
    }
  return full;
}

/* The warnings of @game, one a line. */
static char *
warnings_of (const ArbPgnGame *game)
{
  GString *out = g_string_new (NULL);

  for (guint w = 0; w < game->warnings->len; w++)
    g_string_append_printf (out, "%s\n", (const char *) g_ptr_array_index (game->warnings, w));
  return g_string_free (out, FALSE);
}

#define GAME(tags, moves) tags "\n\n" moves "\n\n"

/* Mates, stalemates, results that agree with them or not. */
static const char ends_pgn[] =
  GAME ("[Event \"mate, as said\"]\n[Result \"1-0\"]",
        "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0")
  GAME ("[Event \"mate, against the result\"]\n[Result \"0-1\"]",
        "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 0-1")
  GAME ("[Event \"mate, against the tag\"]\n[Result \"1/2-1/2\"]",
        "1. f3 e5 2. g4 Qh4# 0-1")
  GAME ("[Event \"a move after mate\"]\n[Result \"0-1\"]",
        "1. f3 e5 2. g4 Qh4# 3. a3 0-1")
  GAME ("[Event \"stalemate (Loyd)\"]\n[Result \"1/2-1/2\"]",
        "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 "
        "7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 1/2-1/2")
  GAME ("[Event \"stalemate, said won\"]\n[Result \"1-0\"]",
        "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 "
        "7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 1-0")
  GAME ("[Event \"resigned, no token\"]\n[Result \"0-1\"]",
        "1. d4 d5 2. c4 e6")
  GAME ("[Event \"token against tag\"]\n[Result \"1-0\"]",
        "1. d4 d5 2. c4 e6 0-1")
  GAME ("[Event \"no result\"]", "1. d4 d5 *");

/* What the quick check declines: the game object reads it. */
static const char spelling_pgn[] =
  GAME ("[Event \"lenient\"]\n[Result \"*\"]",
        "1. e4 e6 2. d4 d5 3. e5 c5 4. Ng1-f3 Nc6 5. Bd3 Qb6 6. 0-0 cxd4 7. Nxd4 Nxd4 "
        "8. Qg4 Nc6 9. c3 f5 10. exf6 e.p. gxf6 *")
  GAME ("[Event \"uci moves\"]\n[Result \"*\"]", "1. e2e4 e7e5 2. g1f3 b8c6 *")
  GAME ("[Event \"promotions\"]\n[Result \"*\"]",
        "1. h4 g5 2. hxg5 h6 3. gxh6 Nf6 4. h7 Ng8 5. hxg8=N Rxh1 6. g4 Rh2 7. g5 Rxg2 "
        "8. g6 Rg1 9. g7 Rxf1+ 10. Kxf1 Bxg7 11. Nxe7 Bh6 12. Nxc8 a5 13. Nc3 a4 14. Nb5 a3 "
        "15. Nbd6+ cxd6 16. bxa3 d5 17. a4 d4 18. a5 d3 19. a6 dxc2 20. a7 cxd1Q+ *")
  GAME ("[Event \"promotion without its piece\"]\n[Result \"*\"]",
        "1. h4 g5 2. hxg5 h6 3. gxh6 Nf6 4. h7 Ng8 5. hxg8 *")
  GAME ("[Event \"castling by the King\"]\n[Result \"*\"]",
        "1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. Kg1 Kg8 5. Re1 Re8 *")
  GAME ("[Event \"King steps with rights\"]\n[Result \"*\"]",
        "1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Qe2 *")
  GAME ("[Event \"ambiguous\"]\n[Result \"*\"]", "1. Nc3 Nc6 2. Ne4 Ne5 3. Nf3 Nf6 4. Ng5 *")
  GAME ("[Event \"disambiguated\"]\n[Result \"*\"]",
        "1. Nc3 Nc6 2. Ne4 Ne5 3. Nf3 Nf6 4. Nfg5 Nfg4 5. N5f3 Ngf6 *")
  GAME ("[Event \"pinned knight\"]\n[Result \"*\"]",
        "1. e4 e5 2. Nc3 Bb4 3. Nge2 Nf6 4. a3 Bxc3 5. Ng3 Bb4 6. Ne2 d5 7. c3 Bxc3 8. Nc3 *")
  GAME ("[Event \"illegal, then clocks\"]\n[Result \"*\"]",
        "1. e4 { [%clk 0:05:00] } e5 { [%clk 0:05:00] } 2. Ke3 { [%clk nonsense] } Nc6 "
        "{ [%clk 0:04:58] } 3. Bb5 *")
  GAME ("[Event \"bad clock, legal moves\"]\n[Result \"*\"]",
        "1. e4 { [%clk 0:05:00] } e5 { [%clk 5:xx] } 2. Nf3 { [%clk 0:04:59] } *")
  GAME ("[Event \"en passant\"]\n[Result \"*\"]",
        "1. e4 a6 2. e5 d5 3. exd6 cxd6 4. d4 g5 5. d5 e5 6. dxe6 fxe6 *")
  GAME ("[Event \"en passant too late\"]\n[Result \"*\"]",
        "1. e4 a6 2. e5 d5 3. a3 a5 4. exd6 *")
  GAME ("[Event \"rank pin\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/K2pP2q/8/8/8/7k w - d6 0 1\"]\n[Result \"*\"]",
        "1. exd6 *")
  GAME ("[Event \"castling through check\"]\n[Result \"*\"]",
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 Nf6 5. Bg5 d6 6. Nc3 Bg4 7. Nd5 Nd4 "
        "8. Nxf6+ gxf6 9. Bxf6 Nxf3+ 10. gxf3 Bh3 11. O-O *")
  GAME ("[Event \"nonsense\"]\n[Result \"*\"]", "1. e4 Zz9 *")
  GAME ("[Event \"variation and NAGs\"]\n[Result \"*\"]",
        "1. e4 $1 e5 (1... c5 2. Nf3) 2. Nf3!? Nc6?! 3. Bb5!! a6?? *");

/* Draws the rules impose, claims and flag falls. */
static const char draws_pgn[] =
  GAME ("[Event \"fivefold, played on\"]\n[Result \"1/2-1/2\"]",
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 "
        "8. Ng1 Ng8 9. e4 e5 1/2-1/2")
  GAME ("[Event \"threefold, claimed\"]\n[Result \"1/2-1/2\"]",
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 { Draw claimed: threefold repetition } "
        "1/2-1/2")
  GAME ("[Event \"claimed, not claimable\"]\n[Result \"1/2-1/2\"]",
        "1. Nf3 Nf6 2. Ng1 { Draw claimed: threefold repetition } 1/2-1/2")
  GAME ("[Event \"dead position, played on\"]\n[SetUp \"1\"]\n"
        "[FEN \"8/8/4k3/8/8/2n5/1B6/4K3 w - - 0 1\"]\n[Result \"1/2-1/2\"]",
        "1. Bxc3 Kd5 2. Kd2 Kc4 1/2-1/2")
  GAME ("[Event \"dead position reached\"]\n[SetUp \"1\"]\n"
        "[FEN \"8/8/4k3/8/8/2n5/1B6/4K3 w - - 0 1\"]\n[Result \"1-0\"]",
        "1. Bxc3 1-0")
  GAME ("[Event \"bare King, flag fell\"]\n[SetUp \"1\"]\n"
        "[FEN \"8/8/4k3/8/8/8/1Q6/4K3 w - - 0 1\"]\n[Termination \"time forfeit\"]\n"
        "[Result \"1/2-1/2\"]",
        "1. Qb6+ Kd7 2. Qb7+ 1/2-1/2")
  GAME ("[Event \"flag fell, could win\"]\n[SetUp \"1\"]\n"
        "[FEN \"q7/8/4k3/8/8/8/1Q6/4K3 w - - 0 1\"]\n[Termination \"time forfeit\"]\n"
        "[Result \"1/2-1/2\"]",
        "1. Qb6+ Kd7 2. Qb7+ 1/2-1/2")
  GAME ("[Event \"seventy-five moves\"]\n[SetUp \"1\"]\n"
        "[FEN \"8/8/4k3/8/8/2n5/1R6/4K3 w - - 145 100\"]\n[Result \"1/2-1/2\"]",
        "100. Rb6+ Kd5 101. Rb5+ Kd4 102. Rb4+ Kd3 103. Rb3 Kc4 104. Rb8 1/2-1/2")
  GAME ("[Event \"move limit at start\"]\n[SetUp \"1\"]\n"
        "[FEN \"8/8/4k3/8/8/2n5/1R6/4K3 w - - 150 100\"]\n[Result \"*\"]",
        "100. Rb6+ *");

/* Chess960: castling onto the Rook, X-FEN and Shredder-FEN. */
static const char chess960_pgn[] =
  GAME ("[Event \"960, Shredder-FEN\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
        "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]\n"
        "[Result \"*\"]",
        "1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. O-O O-O 5. Re1 Re8 *")
  GAME ("[Event \"960, the King onto its square\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
        "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n"
        "[Result \"*\"]",
        "1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. Kg1 Kh8 *")
  GAME ("[Event \"960 queen side, X-FEN\"]\n[Variant \"Fischerandom\"]\n[SetUp \"1\"]\n"
        "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n"
        "[Result \"*\"]",
        "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O-O-O O-O-O 6. Kb1 Kb8 *")
  GAME ("[Event \"simplified\"]\n[Variant \"Simplified\"]\n[Result \"*\"]",
        "1. e4 e5 2. Ke2 Ke7 3. Qe1 *");

static void
test_ends (void)
{
  g_autoptr (GPtrArray) games = check_both_ways (ends_pgn);
  g_autofree char *against = warnings_of (g_ptr_array_index (games, 1));
  g_autofree char *stalemate = warnings_of (g_ptr_array_index (games, 5));

  /* The full reading's words, which both ways give. */
  g_assert_null (((ArbPgnGame *) g_ptr_array_index (games, 0))->error);
  arb_test_assert_contains (against, "result 0-1 contradicts the moves (1-0)");
  g_assert_nonnull (((ArbPgnGame *) g_ptr_array_index (games, 3))->error);
  arb_test_assert_contains (stalemate, "result 1-0 contradicts the moves (1/2-1/2)");
}

static void
test_spellings (void)
{
  g_autoptr (GPtrArray) games = check_both_ways (spelling_pgn);

  /* The lenient spellings read, and the errors are errors. */
  g_assert_null (((ArbPgnGame *) g_ptr_array_index (games, 0))->error);
  g_assert_cmpuint (((ArbPgnGame *) g_ptr_array_index (games, 0))->n_plies, ==, 20);
  g_assert_null (((ArbPgnGame *) g_ptr_array_index (games, 2))->error);
  g_assert_nonnull (((ArbPgnGame *) g_ptr_array_index (games, 3))->error);
  g_assert_nonnull (((ArbPgnGame *) g_ptr_array_index (games, 6))->error);
}

static void
test_draws (void)
{
  g_autoptr (GPtrArray) games = check_both_ways (draws_pgn);
  g_autofree char *fivefold = warnings_of (g_ptr_array_index (games, 0));

  arb_test_assert_contains (fivefold, "after the end of the game");
}

static void
test_chess960 (void)
{
  g_autoptr (GPtrArray) games = check_both_ways (chess960_pgn);

  for (guint i = 0; i < games->len; i++)
    g_assert_null (((ArbPgnGame *) g_ptr_array_index (games, i))->error);
}

/* The repository's own files, of every game. */
static void
test_data_files (void)
{
  static const char *const files[] = { "games.pgn", "illegal.pgn", "cli-valid.pgn",
                                       "cli-illegal.pgn" };

  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", files[i], NULL);
      g_autofree char *text = NULL;
      g_autoptr (GPtrArray) games = NULL;

      g_test_message ("%s", files[i]);
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      games = check_both_ways (text);
      g_assert_cmpuint (games->len, >, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/pgn-check-only/ends", test_ends);
  g_test_add_func ("/pgn-check-only/spellings", test_spellings);
  g_test_add_func ("/pgn-check-only/draws", test_draws);
  g_test_add_func ("/pgn-check-only/chess960", test_chess960);
  g_test_add_func ("/pgn-check-only/data-files", test_data_files);

  return g_test_run ();
}
