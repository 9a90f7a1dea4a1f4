/* test-draws.c — resignation, agreement and the claimable draws (spec §7)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arbiter.h"

static void
play (ArbGame *game, const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      arb_game_play_notation (game, list[i], &error);
      g_assert_no_error (error);
    }
}

static void
test_threefold (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  g_autoptr (GError) error = NULL;
  ArbDrawClaim claims;

  g_assert_cmpuint (arb_game_count_repetitions (game), ==, 1);

  /* The knights go out and back: the start position occurs a second time. */
  play (game, "Nf3 Nf6 Ng1 Ng8");
  g_assert_cmpuint (arb_game_count_repetitions (game), ==, 2);
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_NONE);
  g_assert_false (arb_game_claim_draw (game, &error));
  g_assert_error (error, ARB_GAME_ERROR, ARB_GAME_ERROR_NOT_CLAIMABLE);
  g_clear_error (&error);

  /* A third time: the draw is offered… */
  play (game, "Nf3 Nf6 Ng1 Ng8");
  g_assert_cmpuint (arb_game_count_repetitions (game), ==, 3);
  g_object_get (game, "claimable-draws", &claims, NULL);
  g_assert_cmpint (claims, ==, ARB_DRAW_CLAIM_REPETITION);

  /* …but never forced: the game goes on until someone claims it. */
  g_assert_false (arb_game_is_over (game));
  play (game, "e4");
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_NONE);
  g_assert_true (arb_game_undo (game));
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_REPETITION);

  g_assert_true (arb_game_claim_draw (game, &error));
  g_assert_no_error (error);
  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_DRAW);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_REPETITION);
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_NONE);
  g_assert_false (arb_game_play_notation (game, "e4", &error));
  g_assert_error (error, ARB_MOVE_ERROR, ARB_MOVE_REASON_GAME_OVER);
}

static void
test_repetition_count_long_game (void)
{
  /* The knights shuffle for 400 plies: the start position recurs every
   * four, 101 times in all; taking moves back counts it down again, and
   * redo counts it up. (Counting is a lookup: long games stay linear.) */
  g_autoptr (ArbGame) game = arb_game_new ();
  static const char *const shuffle[] = { "Nf3", "Nf6", "Ng1", "Ng8" };

  for (guint i = 0; i < 400; i++)
    g_assert_true (arb_game_play_notation (game, shuffle[i % 4], NULL));
  g_assert_cmpuint (arb_game_count_repetitions (game), ==, 101);
  for (guint i = 0; i < 4; i++)
    g_assert_true (arb_game_undo (game));
  g_assert_cmpuint (arb_game_count_repetitions (game), ==, 100);
  g_assert_true (arb_game_undo (game));
  /* Ply 395 is the position after Nf3 Nf6 Ng1 (Black's knight on f6, Black
   * to move), reached at plies 3, 7, … 395: 99 times. */
  g_assert_cmpuint (arb_game_count_repetitions (game), ==, 99);
  g_assert_true (arb_game_go_to_ply (game, 0));
  g_assert_cmpuint (arb_game_count_repetitions (game), ==, 1);
  g_assert_true (arb_game_go_to_ply (game, 400));
  g_assert_cmpuint (arb_game_count_repetitions (game), ==, 101);
}

static void
test_repetition_needs_same_side (void)
{
  /* The white King walks a triangle (e1-d1-d2-e1, three moves) while the
   * black King steps b8 and back (two moves): the start placement returns
   * with Black to move instead of White, which is not a repetition. */
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbGame) game = arb_game_new_from_fen ("k7/8/8/8/8/8/8/R3K3 w - - 0 1", &error);
  ArbChessPosition start;

  g_assert_no_error (error);
  start = *arb_game_get_position (game);
  play (game, "Kd1 Kb8 Kd2 Ka8 Ke1");
  g_assert_cmpmem (arb_game_get_position (game)->board, sizeof start.board,
                   start.board, sizeof start.board);
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_BLACK);
  g_assert_cmpuint (arb_game_count_repetitions (game), ==, 1);
}

static void
test_fifty_moves (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbGame) game =
    arb_game_new_from_fen ("4k3/8/8/8/8/8/P7/R3K3 w - - 98 60", &error);

  g_assert_no_error (error);
  play (game, "Rb1");
  g_assert_cmpuint (arb_game_get_position (game)->halfmove_clock, ==, 99);
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_NONE);
  play (game, "Kd8");
  /* 100 plies without a capture or a pawn move. */
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_MOVE_RULE);
  g_assert_false (arb_game_is_over (game));

  /* A pawn move restarts the count. */
  play (game, "a3");
  g_assert_cmpuint (arb_game_get_position (game)->halfmove_clock, ==, 0);
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_NONE);
  g_assert_true (arb_game_undo (game));

  g_assert_true (arb_game_claim_draw (game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_MOVE_RULE);
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_DRAW);
}

static void
test_capture_resets_clock (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbGame) game =
    arb_game_new_from_fen ("4k3/8/8/8/8/8/r7/R3K3 w - - 120 80", &error);

  g_assert_no_error (error);
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_MOVE_RULE);
  play (game, "Rxa2");
  g_assert_cmpuint (arb_game_get_position (game)->halfmove_clock, ==, 0);
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_NONE);
}

static void
test_agreement (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  g_autoptr (GError) error = NULL;
  const ArbRecord *record;

  play (game, "e4 e5");
  g_assert_true (arb_game_agree_draw (game, &error));
  g_assert_no_error (error);
  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_DRAW);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_AGREEMENT);
  record = arb_game_get_record (game, arb_game_get_n_records (game) - 1);
  g_assert_cmpint (record->type, ==, ARB_RECORD_DRAW);
  g_assert_cmpint (record->reason, ==, ARB_TERMINATION_AGREEMENT);

  g_assert_false (arb_game_agree_draw (game, &error));
  g_assert_error (error, ARB_GAME_ERROR, ARB_GAME_ERROR_OVER);
  g_clear_error (&error);
  g_assert_false (arb_game_resign (game, ARB_SIDE_WHITE, &error));
  g_assert_error (error, ARB_GAME_ERROR, ARB_GAME_ERROR_OVER);
}

static void
test_resign (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();

  g_assert_true (arb_game_resign (game, ARB_SIDE_WHITE, NULL));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_BLACK_WINS);
  g_assert_true (arb_game_undo (game));
  g_assert_true (arb_game_resign (game, ARB_SIDE_BLACK, NULL));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_WHITE_WINS);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_RESIGNATION);
  /* Undoing a resignation and resigning the other way leaves one group. */
  g_assert_cmpuint (arb_game_get_n_records (game), ==, 2);
  g_assert_false (arb_game_can_redo (game));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/arb/draws/threefold", test_threefold);
  g_test_add_func ("/arb/draws/repetition-needs-same-side", test_repetition_needs_same_side);
  g_test_add_func ("/arb/draws/repetition-count-long-game", test_repetition_count_long_game);
  g_test_add_func ("/arb/draws/fifty-moves", test_fifty_moves);
  g_test_add_func ("/arb/draws/capture-resets-clock", test_capture_resets_clock);
  g_test_add_func ("/arb/draws/agreement", test_agreement);
  g_test_add_func ("/arb/draws/resign", test_resign);

  return g_test_run ();
}
