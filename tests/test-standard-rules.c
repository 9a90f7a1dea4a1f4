/* test-standard-rules.c — standard chess's endings (FIDE 5.1, 5.2, 9.6),
 * SAN as the PGN standard writes it and as real files spell it, and the
 * PGN [Variant] tag
 *
 * Every expected value is read off the rules by hand: the position, what
 * FIDE's Laws say of it, the SAN the PGN standard gives a move.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-test-util.h"
#include "arb-chess-private.h"
#include "arb-standard.h"

#include <string.h>

static ArbPgnGame *read_one (const char *text);

static ArbGame *
standard_game (ArbChessVariant variant,
               const char     *fen)
{
  g_autoptr (GError) error = NULL;
  ArbChessPosition pos;

  arb_fen_parse_variant (fen, variant, &pos, &error);
  g_assert_no_error (error);
  return arb_game_new_from_state (&arb_chess_rules, &pos);
}

static void
play_all (ArbGame *game, const char *const *moves)
{
  for (guint i = 0; moves[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      arb_game_play_notation (game, moves[i], &error);
      g_assert_no_error (error);
    }
}

/* ------------------------------------------------------------- endings */

/* FIDE 5.2.2: positions where no series of legal moves can mate, by
 * material; and the nearest ones where a mate can still be composed. */
static void
test_dead_positions (void)
{
  static const struct { const char *fen; gboolean dead; } cases[] = {
    { "8/8/8/4k3/8/8/8/4K3 w - - 0 1", TRUE },                /* K v K */
    { "8/8/8/4k3/8/8/2B5/4K3 w - - 0 1", TRUE },              /* KB v K */
    { "8/8/8/4k3/8/8/2n5/4K3 w - - 0 1", TRUE },              /* K v KN */
    { "8/8/8/4k3/8/3b4/2B5/4K3 w - - 0 1", TRUE },            /* bishops on light squares */
    { "8/8/2B5/4k3/8/3b4/2B5/4K3 w - - 0 1", TRUE },          /* three, one colour */
    { "8/8/8/4k3/8/4b3/2B5/4K3 w - - 0 1", FALSE },           /* opposite colours */
    { "8/8/8/4k3/8/8/2NN4/4K3 w - - 0 1", FALSE },            /* two Knights: a helpmate */
    { "8/8/8/4k3/8/8/2Nn4/4K3 w - - 0 1", FALSE },
    { "8/8/8/4k3/8/8/2BN4/4K3 w - - 0 1", FALSE },
    { "8/8/8/4k3/8/8/2P5/4K3 w - - 0 1", FALSE },             /* a pawn can promote */
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (ArbGame) game = standard_game (ARB_CHESS_STANDARD, cases[i].fen);

      g_test_message ("%s", cases[i].fen);
      g_assert_cmpint (arb_game_get_termination (game), ==,
                       cases[i].dead ? ARB_TERMINATION_DEAD_POSITION : ARB_TERMINATION_NONE);
      g_assert_cmpint (arb_game_get_result (game), ==,
                       cases[i].dead ? ARB_RESULT_DRAW : ARB_RESULT_NONE);
    }
}

/* A capture that leaves King and Knight against King ends the game at
 * once, drawn (5.2.2); the founding game plays on. */
static void
test_dead_after_capture (void)
{
  static const char *const capture[] = { "Nxb2", NULL };
  g_autoptr (ArbGame) game = standard_game (ARB_CHESS_STANDARD, "8/8/8/4k3/8/8/1p6/3NK3 w - - 0 1");
  g_autoptr (ArbGame) founding = standard_game (ARB_CHESS_SIMPLIFIED,
                                                "8/8/8/4k3/8/8/1p6/3NK3 w - - 0 1");

  play_all (game, capture);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_DEAD_POSITION);
  play_all (founding, capture);
  g_assert_false (arb_game_is_over (founding));
}

/* 9.6.1: the fifth occurrence of a position ends the game; the third is a
 * claim only (9.2). Two Knights out and back: the start occurs again
 * every four plies. */
static void
test_fivefold (void)
{
  static const char *const round[] = { "Nf3", "Nf6", "Ng1", "Ng8", NULL };
  g_autoptr (ArbGame) game = standard_game (ARB_CHESS_STANDARD,
                                            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

  for (guint n = 1; n <= 4; n++)
    {
      play_all (game, round);
      g_assert_cmpuint (arb_game_count_repetitions (game), ==, n + 1);
      if (n < 4)
        {
          g_assert_false (arb_game_is_over (game));
          g_assert_cmpint (arb_game_get_claimable_draws (game) & ARB_DRAW_CLAIM_REPETITION, ==,
                           n + 1 >= 3 ? ARB_DRAW_CLAIM_REPETITION : 0);
        }
    }
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_REPETITION_LIMIT);
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_DRAW);
  /* Undone, the game goes on. */
  g_assert_true (arb_game_undo (game));
  g_assert_false (arb_game_is_over (game));
}

/* 9.6.2: 75 moves by each side without a capture or a pawn move end the
 * game — unless the last of them mates, which takes precedence; 50 are a
 * claim (9.3). */
static void
test_seventy_five_moves (void)
{
  static const char *const quiet[] = { "Rb1", NULL };
  static const char *const mate[] = { "Ra8#", NULL };
  g_autoptr (ArbGame) drawn = standard_game (ARB_CHESS_STANDARD, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 90");
  g_autoptr (ArbGame) mated = standard_game (ARB_CHESS_STANDARD, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 90");
  g_autoptr (ArbGame) claim = standard_game (ARB_CHESS_STANDARD, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 60");

  g_assert_false (arb_game_is_over (drawn));
  play_all (drawn, quiet);
  g_assert_cmpint (arb_game_get_termination (drawn), ==, ARB_TERMINATION_MOVE_LIMIT);
  g_assert_cmpint (arb_game_get_result (drawn), ==, ARB_RESULT_DRAW);

  play_all (mated, mate);
  g_assert_cmpint (arb_game_get_termination (mated), ==, ARB_TERMINATION_NO_MOVES);
  g_assert_cmpint (arb_game_get_result (mated), ==, ARB_RESULT_FIRST_WINS);

  play_all (claim, quiet);
  g_assert_false (arb_game_is_over (claim));
  g_assert_cmpint (arb_game_get_claimable_draws (claim), ==, ARB_DRAW_CLAIM_MOVE_RULE);
}

/* 5.1.1 and 5.2.1, and their words. */
static void
test_mate_and_stalemate (void)
{
  g_autoptr (ArbGame) mate = standard_game (ARB_CHESS_STANDARD, "7k/5KQ1/8/8/8/8/8/8 b - - 0 1");
  g_autoptr (ArbGame) stale = standard_game (ARB_CHESS_STANDARD, "7k/5K2/6Q1/8/8/8/8/8 b - - 0 1");
  static const char *const fools[] = { "f3", "e5", "g4", "Qh4#", NULL };
  g_autoptr (ArbGame) game = standard_game (ARB_CHESS_STANDARD,
                                            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  const ArbRecord *end;
  g_autofree char *words = NULL;

  g_assert_cmpint (arb_game_get_result (mate), ==, ARB_RESULT_FIRST_WINS);
  g_assert_cmpint (arb_game_get_result (stale), ==, ARB_RESULT_DRAW);
  g_assert_cmpint (arb_game_get_termination (stale), ==, ARB_TERMINATION_NO_MOVES);

  play_all (game, fools);
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_SECOND_WINS);
  end = arb_game_get_record (game, arb_game_get_n_records (game) - 1);
  g_assert_cmpint (end->type, ==, ARB_RECORD_WIN);
  words = arb_rules_describe_ending (&arb_chess_rules, end);
  g_assert_cmpstr (words, ==, "Black wins by checkmate");
}

/* FIDE 6.9: a flag fall loses on time, unless the other side has a bare
 * King; then the game is drawn. (A lone Knight can mate with the loser's
 * help: a loss.) The founding game always loses on time. */
static void
test_flag_fall (void)
{
  static const struct { ArbChessVariant variant; const char *fen; ArbResult result; } cases[] = {
    { ARB_CHESS_STANDARD, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", ARB_RESULT_DRAW },
    { ARB_CHESS_STANDARD, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", ARB_RESULT_FIRST_WINS },
    { ARB_CHESS_STANDARD, "4k3/8/8/8/8/8/4Pn2/4K3 w - - 0 1", ARB_RESULT_SECOND_WINS },
    { ARB_CHESS_SIMPLIFIED, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", ARB_RESULT_SECOND_WINS },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (ArbGame) game = standard_game (cases[i].variant, cases[i].fen);
      ArbSide flagged = arb_game_get_turn (game);
      g_autofree char *pgn = NULL;

      g_test_message ("%s", cases[i].fen);
      g_assert_true (arb_game_flag_fall (game, flagged, NULL));
      g_assert_cmpint (arb_game_get_result (game), ==, cases[i].result);
      g_assert_cmpint (arb_game_get_termination (game), ==,
                       cases[i].result == ARB_RESULT_DRAW ? ARB_TERMINATION_FLAG_FALL_DRAW
                                                          : ARB_TERMINATION_TIME_FORFEIT);
      pgn = arb_pgn_write_game (game);
      if (cases[i].result != ARB_RESULT_DRAW)
        {
          /* A loss on time says so, on screen and in the file, and is
           * read back as one (it used to be read as a resignation). */
          g_autofree char *words = arb_rules_describe_ending (
            &arb_chess_rules, arb_game_get_record (game, arb_game_get_n_records (game) - 1));
          g_autofree char *tagged = g_strconcat ("[Termination \"time forfeit\"]\n", pgn, NULL);
          g_autoptr (ArbPgnGame) again = read_one (tagged);
          const char *winner = cases[i].result == ARB_RESULT_FIRST_WINS ? "White" : "Black";
          const char *loser = cases[i].result == ARB_RESULT_FIRST_WINS ? "Black" : "White";
          g_autofree char *expected_words = g_strdup_printf ("%s wins on time", winner);
          g_autofree char *expected_comment = g_strdup_printf ("{%s lost on time}", loser);

          g_assert_cmpstr (words, ==, expected_words);
          arb_test_assert_contains (pgn, expected_comment);
          g_assert_no_error (again->error);
          g_assert_cmpint (arb_game_get_termination (again->game), ==,
                           ARB_TERMINATION_TIME_FORFEIT);
          g_assert_cmpint (arb_game_get_result (again->game), ==, cases[i].result);
        }
      if (cases[i].result == ARB_RESULT_DRAW)
        {
          g_autofree char *words = arb_rules_describe_ending (
            &arb_chess_rules, arb_game_get_record (game, arb_game_get_n_records (game) - 1));

          g_autoptr (ArbPgnGame) again = NULL;
          g_autofree char *tagged = NULL;

          g_assert_cmpstr (words, ==, "Draw — White ran out of time, and Black cannot win");
          arb_test_assert_contains (pgn, "{White ran out of time, and Black cannot win: a draw}");
          /* Read back as the app writes it, with its Termination tag. */
          tagged = g_strconcat ("[Termination \"time forfeit\"]\n", pgn, NULL);
          again = read_one (tagged);
          g_assert_no_error (again->error);
          g_assert_cmpint (arb_game_get_termination (again->game), ==,
                           ARB_TERMINATION_FLAG_FALL_DRAW);
        }
      g_assert_false (arb_game_flag_fall (game, flagged, NULL));
    }
}

/* The piece a pawn became survives undo and redo (the game's record
 * keeps the move's choice), and the engines' move list names it. */
static void
test_promotion_redo (void)
{
  static const char *const under[] = { "b8=N", NULL };
  g_autoptr (ArbGame) game = standard_game (ARB_CHESS_STANDARD, "8/1P5k/8/8/8/8/8/4K3 w - - 0 1");
  const ArbChessPosition *pos;

  play_all (game, under);
  g_assert_true (arb_game_undo (game));
  g_assert_true (arb_game_redo (game));
  pos = arb_game_get_state (game);
  g_assert_cmpint (arb_position_piece_at (pos, 1, 0), ==,
                   arb_piece_make (ARB_PIECE_TYPE_KNIGHT, ARB_SIDE_WHITE));
  g_assert_cmpint (arb_game_get_record (game, 0)->move.choice, ==, ARB_PIECE_TYPE_KNIGHT);
}

/* ----------------------------------------------------------------- SAN */

typedef struct
{
  ArbChessVariant variant;
  const char     *fen;
  const char     *text;   /* as written */
  const char     *from;   /* the move it means, "e1", "h1" … */
  const char     *to;
  char            promotion;
} SanCase;

/* Real files' spellings of moves, each with the move it names by the PGN
 * standard (castling: the King onto its Rook, as the game stores it). */
static const SanCase readings[] = {
  { ARB_CHESS_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "e1", "h1", 0 },
  { ARB_CHESS_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0", "e1", "h1", 0 },
  { ARB_CHESS_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O+", "e1", "a1", 0 },
  { ARB_CHESS_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0", "e1", "a1", 0 },
  { ARB_CHESS_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "o-o", "e8", "h8", 0 },
  { ARB_CHESS_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Kg1", "e1", "h1", 0 },
  /* Chess960: a King's step that lands where castling would put it is the
   * step; castling is written O-O. */
  { ARB_CHESS_960, "4k3/8/8/8/8/8/8/5K1R w H - 0 1", "Kg1", "f1", "g1", 0 },
  { ARB_CHESS_960, "4k3/8/8/8/8/8/8/5K1R w H - 0 1", "O-O", "f1", "h1", 0 },
  { ARB_CHESS_960, "4k3/8/8/8/8/8/8/RK6 w A - 0 1", "Kc1", "b1", "c1", 0 },
  { ARB_CHESS_STANDARD, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6e.p", "e5", "d6", 0 },
  /* Only the King's squares must be safe: the Rook may cross b1 under attack. */
  { ARB_CHESS_STANDARD, "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O", "e1", "a1", 0 },
  { ARB_CHESS_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "e1", "h1", 0 },
  { ARB_CHESS_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1", "e1", "h1", 0 },
  /* Chess960: King on b1, Rooks on a1 and h1. O-O-O puts the King on c1. */
  { ARB_CHESS_960, "rk5r/8/8/8/8/8/8/RK5R w AHah - 0 1", "O-O-O", "b1", "a1", 0 },
  { ARB_CHESS_960, "rk5r/8/8/8/8/8/8/RK5R w AHah - 0 1", "O-O", "b1", "h1", 0 },
  { ARB_CHESS_STANDARD, "8/1P5k/8/8/8/8/8/4K3 w - - 0 1", "b8=Q", "b7", "b8", 'q' },
  { ARB_CHESS_STANDARD, "8/1P5k/8/8/8/8/8/4K3 w - - 0 1", "b8Q", "b7", "b8", 'q' },
  { ARB_CHESS_STANDARD, "8/1P5k/8/8/8/8/8/4K3 w - - 0 1", "b8=n", "b7", "b8", 'n' },
  { ARB_CHESS_STANDARD, "8/1P5k/8/8/8/8/8/4K3 w - - 0 1", "b8/R", "b7", "b8", 'r' },
  { ARB_CHESS_STANDARD, "8/1P5k/8/8/8/8/8/4K3 w - - 0 1", "b7b8b", "b7", "b8", 'b' },
  { ARB_CHESS_STANDARD, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", "e5", "d6", 0 },
  { ARB_CHESS_STANDARD, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6e.p.", "e5", "d6", 0 },
  { ARB_CHESS_STANDARD, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "ed6", "e5", "d6", 0 },
  { ARB_CHESS_STANDARD, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "e5", "d6", 0 },
  { ARB_CHESS_STANDARD, "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "Ng1-f3", "g1", "f3", 0 },
  { ARB_CHESS_STANDARD, "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "Nxf3", "g1", "f3", 0 },
  { ARB_CHESS_STANDARD, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Pe4", "e2", "e4", 0 },
  { ARB_CHESS_STANDARD, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e4!?", "e2", "e4", 0 },
  /* A pinned Knight does not make the other one ambiguous. */
  { ARB_CHESS_STANDARD, "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1", "Nf3", "g1", "f3", 0 },
};

static void
test_san_readings (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (readings); i++)
    {
      const SanCase *c = &readings[i];
      g_autoptr (GError) error = NULL;
      ArbChessPosition pos;
      ArbChessMove move = { 0 };

      g_test_message ("%s: %s", c->fen, c->text);
      arb_fen_parse_variant (c->fen, c->variant, &pos, &error);
      g_assert_no_error (error);
      g_assert_true (arb_move_parse (&pos, c->text, &move, &error));
      g_assert_no_error (error);
      g_assert_cmpint (move.from, ==, arb_square_from_name (c->from));
      g_assert_cmpint (move.to, ==, arb_square_from_name (c->to));
      g_assert_cmpint (move.promotion, ==,
                       c->promotion ? arb_piece_type (arb_piece_from_symbol (c->promotion)) : 0);
    }
}

/* Refusals, each by its reason. */
static void
test_san_refusals (void)
{
  static const struct { const char *fen, *text; gint code; const char *words; } cases[] = {
    /* Castling, each condition of FIDE 3.8 by its own reason. */
    { "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "O-O", ARB_NOTATION_ERROR_ILLEGAL,
      "castling through f1, which the rook on f2 attacks" },
    { "4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1", "e1g1", ARB_NOTATION_ERROR_ILLEGAL,
      "castling through f1, which the bishop on c4 attacks" },
    { "4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1", "O-O", ARB_NOTATION_ERROR_ILLEGAL,
      "castling onto g1, which the rook on g2 attacks" },
    { "4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1", "O-O-O", ARB_NOTATION_ERROR_ILLEGAL,
      "out of check (from the bishop on b4)" },
    { "4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1", "O-O-O", ARB_NOTATION_ERROR_ILLEGAL,
      "and b1 is taken" },
    { "8/1P5k/8/8/8/8/8/4K3 w - - 0 1", "b8+", ARB_NOTATION_ERROR_ILLEGAL, "(as in b8=Q)" },
    { "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O", ARB_NOTATION_ERROR_ILLEGAL, "no longer allowed" },
    { "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", "e1g1", ARB_NOTATION_ERROR_ILLEGAL, "no longer allowed" },
    { "8/1P5k/8/8/8/8/8/4K3 w - - 0 1", "b8", ARB_NOTATION_ERROR_ILLEGAL, "b8=Q" },
    { "8/1P5k/8/8/8/8/8/4K3 w - - 0 1", "b8=K", ARB_NOTATION_ERROR_ILLEGAL, "Queen, Rook" },
    { "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", "Nf3", ARB_NOTATION_ERROR_AMBIGUOUS, "d2 and g1" },
    /* A pinned piece that leaves its line has its own reason; a move that
     * leaves a check unanswered, or a King that walks into one, the
     * common one. */
    { "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1", "Nd2f3", ARB_NOTATION_ERROR_ILLEGAL,
      "that piece is pinned to your King by the bishop on b4" },
    { "4k3/8/8/q7/8/8/3B4/4K3 w - - 0 1", "Bf4", ARB_NOTATION_ERROR_ILLEGAL,
      "that piece is pinned to your King by the queen on a5" },
    { "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", "Rd2", ARB_NOTATION_ERROR_ILLEGAL,
      "that piece is pinned to your King by the rook on e7" },
    { "4k3/8/8/8/8/8/8/r3K1N1 w - - 0 1", "Nf3", ARB_NOTATION_ERROR_ILLEGAL,
      "it would leave your King in check from the rook on a1" },
    { "4k3/8/8/8/8/8/r7/4K3 w - - 0 1", "Kd2", ARB_NOTATION_ERROR_ILLEGAL,
      "it would leave your King in check from the rook on a2" },
    /* In check from the Knight and pinned by the Bishop: the pin is named. */
    { "4k3/8/8/8/1b6/3n4/3N4/4K3 w - - 0 1", "Nb3", ARB_NOTATION_ERROR_ILLEGAL,
      "pinned to your King by the bishop on b4" },
    /* En passant that uncovers a check, on the rank and on a diagonal:
     * the FEN's square is not kept (no capture there is legal), and the
     * refusal still says why. */
    { "8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 1", "exd6", ARB_NOTATION_ERROR_ILLEGAL,
      "taking en passant would leave your King in check from the rook on a5" },
    { "8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 1", "e5d6", ARB_NOTATION_ERROR_ILLEGAL,
      "taking en passant would leave your King in check from the rook on a5" },
    { "4k2b/8/8/3pP3/8/8/1K6/8 w - d6 0 1", "exd6", ARB_NOTATION_ERROR_ILLEGAL,
      "taking en passant would leave your King in check from the bishop on h8" },
    /* Without a double step, a diagonal step to an empty square takes nothing. */
    { "8/8/8/r2pP2K/8/8/8/4k3 w - - 0 1", "exd6", ARB_NOTATION_ERROR_NO_PIECE,
      "no piece to capture on d6" },
    { "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "Nf4", ARB_NOTATION_ERROR_NO_PIECE, "no knight can" },
    { "4k3/8/8/8/8/8/8/4KBN1 w - - 0 1", "Kf1", ARB_NOTATION_ERROR_ILLEGAL, "same side" },
    { "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "Qd4", ARB_NOTATION_ERROR_NO_PIECE, "no queen" },
    { "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "Nf3=Q", ARB_NOTATION_ERROR_ILLEGAL, "Queen" },
    { "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "Nf", ARB_NOTATION_ERROR_SYNTAX, "not a move" },
    { "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "0000", ARB_NOTATION_ERROR_UNSUPPORTED, "null" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      ArbChessPosition pos;
      ArbChessMove move;

      g_test_message ("%s: %s", cases[i].fen, cases[i].text);
      arb_fen_parse_variant (cases[i].fen, ARB_CHESS_STANDARD, &pos, &error);
      g_assert_no_error (error);
      g_assert_false (arb_move_parse (&pos, cases[i].text, &move, &error));
      g_assert_error (error, ARB_NOTATION_ERROR, cases[i].code);
      arb_test_assert_contains (error->message, cases[i].words);
    }
}

/* The same refusal in a position reached by moves: the double step is
 * remembered though the position keeps no en-passant square (it is not
 * part of the position FIDE compares, so that the repetition count is
 * unchanged), and unmaking the move forgets it. */
static void
test_en_passant_uncovering (void)
{
  g_autoptr (GError) error = NULL;
  ArbChessPosition pos, before;
  ArbChessMove move;
  ArbChessUndo undo;
  char fen[ARB_FEN_MAX];

  arb_fen_parse_variant ("8/3p4/8/r3P2K/8/8/8/4k3 b - - 0 1", ARB_CHESS_STANDARD, &pos, &error);
  g_assert_no_error (error);
  before = pos;
  g_assert_true (arb_move_parse (&pos, "d5", &move, &error));
  arb_position_make_move (&pos, move, &undo);
  g_assert_true (arb_position_is_valid (&pos, NULL));
  arb_fen_write_buf (&pos, fen);
  g_assert_cmpstr (fen, ==, "8/8/8/r2pP2K/8/8/8/4k3 w - - 0 2");

  g_assert_false (arb_move_parse (&pos, "exd6", &move, &error));
  g_assert_error (error, ARB_NOTATION_ERROR, ARB_NOTATION_ERROR_ILLEGAL);
  arb_test_assert_contains (error->message,
                            "taking en passant would leave your King in check from the rook on a5");
  g_clear_error (&error);

  arb_position_unmake_move (&pos, &undo);
  g_assert_true (arb_position_equal (&pos, &before));
  g_assert_cmpint (pos.double_step, ==, ARB_SQUARE_NONE);
}

/* The PGN standard's export SAN. */
static void
test_san_writing (void)
{
  static const struct { ArbChessVariant variant; const char *fen, *uci, *san; } cases[] = {
    { ARB_CHESS_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "O-O" },
    { ARB_CHESS_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O" },
    { ARB_CHESS_960, "rk5r/8/8/8/8/8/8/RK5R w AHah - 0 1", "b1a1", "O-O-O" },
    { ARB_CHESS_STANDARD, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6" },
    { ARB_CHESS_STANDARD, "7k/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q", "b8=Q+" },
    { ARB_CHESS_STANDARD, "2r4k/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7c8n", "bxc8=N" },
    { ARB_CHESS_STANDARD, "7k/8/6K1/8/8/8/8/R7 w - - 0 1", "a1a8", "Ra8#" },
    { ARB_CHESS_STANDARD, "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", "g1f3", "Ngf3" },
    { ARB_CHESS_STANDARD, "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1", "g1f3", "Nf3" },
    { ARB_CHESS_STANDARD, "4k3/8/8/1R6/8/8/8/1R2K3 w - - 0 1", "b1b3", "R1b3" },
    { ARB_CHESS_STANDARD, "4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1", "a3b2", "Qa3b2" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      ArbChessPosition pos;
      ArbChessMove move;
      char san[ARB_SAN_MAX];

      g_test_message ("%s: %s", cases[i].fen, cases[i].uci);
      arb_fen_parse_variant (cases[i].fen, cases[i].variant, &pos, &error);
      g_assert_no_error (error);
      g_assert_true (arb_move_parse (&pos, cases[i].uci, &move, &error));
      g_assert_no_error (error);
      arb_move_to_san (&pos, move, san);
      g_assert_cmpstr (san, ==, cases[i].san);
    }
}

/* ----------------------------------------------------------------- PGN */

static ArbPgnGame *
read_one (const char *text)
{
  g_autoptr (GPtrArray) games = arb_test_read_data (text, strlen (text), "test.pgn");

  g_assert_cmpuint (games->len, ==, 1);
  return g_ptr_array_steal_index (games, 0);
}

static gint64
variant_of (ArbGame *game)
{
  ArbParams params;

  arb_game_get_params (game, &params);
  return params.values[ARB_CHESS_PARAM_VARIANT];
}

/* The PGN standard: a game without [Variant] is standard chess; what
 * other programs call Chess960; the founding game by its own name. */
static void
test_pgn_variants (void)
{
  static const struct { const char *tags, *moves; ArbChessVariant variant; } cases[] = {
    { "", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O *", ARB_CHESS_STANDARD },
    { "[Variant \"Standard\"]\n", "1. e4 *", ARB_CHESS_STANDARD },
    { "[Variant \"From Position\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n", "1. O-O *",
      ARB_CHESS_STANDARD },
    { "[Variant \"Simplified\"]\n", "1. e4 f5 2. Qh5 a6 3. Qxe8 1-0", ARB_CHESS_SIMPLIFIED },
    { "[Variant \"fischerandom\"]\n[FEN \"rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1\"]\n",
      "1. O-O-O *", ARB_CHESS_960 },
    { "[Variant \"Chess960\"]\n[FEN \"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1\"]\n", "1. O-O *",
      ARB_CHESS_960 },
    { "[Variant \"chess 960\"]\n[FEN \"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1\"]\n", "1. O-O *",
      ARB_CHESS_960 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("[Event \"t\"]\n%s\n%s\n", cases[i].tags,
                                               cases[i].moves);
      g_autoptr (ArbPgnGame) pgn = read_one (text);

      g_test_message ("%s", text);
      g_assert_no_error (pgn->error);
      g_assert_cmpuint (pgn->warnings->len, ==, 0);
      g_assert_cmpint (variant_of (pgn->game), ==, cases[i].variant);
    }
}

/* Players who played on in a dead position: the game ended there, and
 * the moves after it are a warning, not an error. */
static void
test_pgn_moves_after_end (void)
{
  g_autoptr (ArbPgnGame) pgn = read_one ("[FEN \"8/8/8/4k3/8/8/1p6/3NK3 w - - 0 1\"]\n"
                                         "[Result \"1/2-1/2\"]\n\n"
                                         "1. Nxb2 Kd4 2. Kd2 Kc5 3. Kc3 1/2-1/2\n");

  g_assert_no_error (pgn->error);
  g_assert_cmpint (arb_game_get_termination (pgn->game), ==, ARB_TERMINATION_DEAD_POSITION);
  g_assert_cmpuint (arb_game_get_ply (pgn->game), ==, 1);
  g_assert_cmpuint (pgn->warnings->len, ==, 1);
  arb_test_assert_contains (g_ptr_array_index (pgn->warnings, 0), "4 moves after the end");
}

/* Starts left to chance (Chess960's `start` at -1) are drawn by a seed,
 * one a game, for a match without openings; none for rules whose start is
 * no matter of chance. */
static void
test_draw_starts (void)
{
  const ArbRules *rules = arb_games_lookup ("chess");
  static const char *const no_chance[][2] = { { "variant=simplified", NULL },
                                              { "variant=standard", NULL },
                                              { "variant=chess960", "start=518" } };
  ArbParams params;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) a = NULL;
  g_auto (GStrv) again = NULL;
  g_auto (GStrv) other = NULL;
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  arb_params_init (&params, rules);
  g_assert_true (arb_params_parse (&params, rules, "variant=chess960", &error));
  a = arb_params_draw_starts (rules, &params, 8, 7, &error);
  again = arb_params_draw_starts (rules, &params, 8, 7, &error);
  other = arb_params_draw_starts (rules, &params, 8, 8, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (a), ==, 8);
  g_assert_true (g_strv_equal ((const char *const *) a, (const char *const *) again));
  g_assert_false (g_strv_equal ((const char *const *) a, (const char *const *) other));
  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *state = g_malloc0 (rules->state_size);
      g_autoptr (GString) written = g_string_new (NULL);

      /* Each reads back as a Chess960 start: White to move, all four rights. */
      g_assert_true (arb_rules_read_position_with (rules, &params, a[i], state, &error));
      g_assert_no_error (error);
      rules->write_position (state, written);
      g_assert_cmpstr (written->str, ==, a[i]);
      g_assert_nonnull (strstr (a[i], "/pppppppp/8/8/8/8/PPPPPPPP/"));
      g_assert_nonnull (strstr (a[i], " w "));
    }

  for (gsize i = 0; i < G_N_ELEMENTS (no_chance); i++)
    {
      arb_params_init (&params, rules);
      for (guint k = 0; k < 2 && no_chance[i][k] != NULL; k++)
        g_assert_true (arb_params_parse (&params, rules, no_chance[i][k], &error));
      g_assert_null (arb_params_draw_starts (rules, &params, 4, 7, &error));
      g_assert_no_error (error);
    }
  for (guint g = 0; g < n_games; g++)
    if (games[g] != rules)
      {
        arb_params_init (&params, games[g]);
        g_assert_null (arb_params_draw_starts (games[g], &params, 4, 7, &error));
        g_assert_no_error (error);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/standard/endings/dead-positions", test_dead_positions);
  g_test_add_func ("/standard/endings/dead-after-capture", test_dead_after_capture);
  g_test_add_func ("/standard/endings/fivefold", test_fivefold);
  g_test_add_func ("/standard/endings/seventy-five-moves", test_seventy_five_moves);
  g_test_add_func ("/standard/endings/mate-and-stalemate", test_mate_and_stalemate);
  g_test_add_func ("/standard/endings/promotion-redo", test_promotion_redo);
  g_test_add_func ("/standard/endings/flag-fall", test_flag_fall);
  g_test_add_func ("/standard/san/readings", test_san_readings);
  g_test_add_func ("/standard/san/refusals", test_san_refusals);
  g_test_add_func ("/standard/san/en-passant-uncovering", test_en_passant_uncovering);
  g_test_add_func ("/standard/san/writing", test_san_writing);
  g_test_add_func ("/standard/pgn/variants", test_pgn_variants);
  g_test_add_func ("/standard/pgn/moves-after-end", test_pgn_moves_after_end);
  g_test_add_func ("/standard/params/draw-starts", test_draw_starts);

  return g_test_run ();
}
