/* test-board-words.c — what the app says of each game is that game's
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The status line, the claim offered, the announcement of the end, the
 * history's last line and the refusals, for each of the four games, in
 * English (the C locale): each game's own words, and none of another's.
 * Chess claims after 50 moves, checkers after 40 moves without a man move
 * or a capture; Congkak's claim and ending are the stores', never a draw
 * offer; Alquerque ends by itself. The app's functions are driven as the
 * window drives them (arb-status.h, the history panel), on games played
 * through the core. */

#include <adwaita.h>
#include <locale.h>
#include <string.h>

#include "arb-history-view.h"
#include "arb-status.h"

/* ------------------------------------------------------------ helpers */

static ArbGame *
game_from (const char *id,
           const char *position)
{
  const ArbRules *rules = arb_games_lookup (id);
  g_autoptr (GError) error = NULL;
  ArbGame *game;

  g_assert_nonnull (rules);
  game = position != NULL ? arb_game_new_from_string (rules, position, &error)
                          : arb_game_new_for_rules (rules);
  g_assert_no_error (error);
  return game;
}

static void
play (ArbGame    *game,
      const char *moves)
{
  g_auto (GStrv) texts = g_strsplit (moves, " ", -1);

  for (guint i = 0; texts[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      if (*texts[i] == '\0')
        continue;
      arb_game_play_notation (game, texts[i], &error);
      g_assert_no_error (error);
    }
}

/* The history panel's last line for @game. */
static char *
history_ending (ArbGame *game)
{
  GtkWidget *view = g_object_ref_sink (arb_history_view_new ());
  char *text;

  arb_history_view_set_game (ARB_HISTORY_VIEW (view), game);
  text = g_strdup (arb_history_view_get_result_text (ARB_HISTORY_VIEW (view)));
  arb_history_view_set_game (ARB_HISTORY_VIEW (view), NULL);
  g_object_unref (view);
  return text;
}

/* The app's sentence for the refusal of @move in @game, and the rules'
 * own message, through the game object as the window plays a move. */
static char *
refusal (ArbGame *game,
         guint    from,
         guint    to,
         char   **message)
{
  g_autoptr (GError) error = NULL;
  ArbMove move = arb_move_from_to (from, to);

  g_assert_false (arb_game_play_move (game, &move, &error));
  g_assert_nonnull (error);
  if (message != NULL)
    *message = g_strdup (error->message);
  return arb_status_explain_error (game, error);
}

/* The cell a game names @name ("9", a dark square of checkers). */
static guint
cell_named (ArbGame    *game,
            const char *name)
{
  const ArbRules *rules = arb_game_get_rules (game);

  g_assert_nonnull (rules->cell_label);
  for (guint cell = 0; cell < rules->n_cells; cell++)
    {
      char label[16];

      if (rules->cell_label (cell, label) && g_str_equal (label, name))
        return cell;
    }
  g_assert_not_reached ();
}

/* Chess's words, which no other game may show. */
static void
assert_not_chess (const char *text)
{
  static const char *const chess_words[] = { "King", "pawn", "50 moves", "Check" };

  for (guint i = 0; i < G_N_ELEMENTS (chess_words); i++)
    if (strstr (text, chess_words[i]) != NULL)
      g_error ("chess's words in another game: \"%s\"", text);
}

/* ------------------------------------------------------------- chess */

static void
test_chess (void)
{
  g_autoptr (ArbGame) game = NULL;
  g_autofree char *status = NULL;
  g_autofree char *offer = NULL;
  g_autofree char *ending = NULL;
  g_autofree char *history = NULL;
  g_autofree char *why = NULL;
  g_autofree char *message = NULL;

  /* The fifty-move rule: 99 plies, then one more. */
  game = game_from ("chess", "4k3/8/8/8/8/8/8/4K3 w - - 99 60");
  play (game, "Kd1");
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_MOVE_RULE);
  status = arb_status_describe (game);
  g_assert_cmpstr (status, ==,
                   "Black to move · a draw may be claimed: 50 moves without a capture or pawn move");
  offer = arb_status_describe_claim (game, arb_game_get_claimable_draws (game));
  g_assert_cmpstr (offer, ==, "50 moves without a capture or pawn move: a draw may be claimed");
  g_assert_true (arb_game_claim_draw (game, NULL));
  ending = arb_status_describe_ending (game);
  g_assert_cmpstr (ending, ==, "Draw claimed — 50 moves without a capture or pawn move");
  history = history_ending (game);
  g_assert_cmpstr (history, ==, "½–½ · 50 moves without a capture or pawn move");
  g_clear_object (&game);
  g_clear_pointer (&status, g_free);
  g_clear_pointer (&ending, g_free);
  g_clear_pointer (&history, g_free);

  /* Check, then the King taken. */
  game = game_from ("chess", NULL);
  play (game, "e4 f5 Qh5");
  status = arb_status_describe (game);
  g_assert_cmpstr (status, ==, "Check! Black to move");
  {
    GtkWidget *view = g_object_ref_sink (arb_history_view_new ());
    GtkWidget *button;
    const char *tooltip;

    arb_history_view_set_game (ARB_HISTORY_VIEW (view), game);
    button = arb_history_view_get_move_button (ARB_HISTORY_VIEW (view), 3);
    tooltip = gtk_widget_get_tooltip_text (button);
    g_assert_cmpstr (tooltip, ==, "Check: the Black King is attacked");
    arb_history_view_set_game (ARB_HISTORY_VIEW (view), NULL);
    g_object_unref (view);
  }
  play (game, "a6 Qxe8");
  ending = arb_status_describe_ending (game);
  g_assert_cmpstr (ending, ==, "White wins by capturing the King");
  history = history_ending (game);
  g_assert_cmpstr (history, ==, "1–0 · White captures the King");
  g_clear_object (&game);

  /* Refusals: the app's sentences, not the command line's (e2 is 52). */
  game = game_from ("chess", NULL);
  why = refusal (game, 52, 43, &message);
  g_assert_cmpstr (why, ==, "A pawn moves diagonally only to capture");
  g_assert_cmpstr (message, !=, why);
  g_clear_pointer (&why, g_free);
  /* g1 to g3: a knight does not move so. */
  why = refusal (game, 62, 46, NULL);
  g_assert_cmpstr (why, ==, "That piece does not move that way");
}

/* ----------------------------------------------------------- checkers */

/* Plays @plies quiet moves (no capture, no position a third time), going
 * back when a line runs into forced captures: a depth-first walk in a
 * random order. FALSE when there is no such line. */
static gboolean
play_quiet (ArbGame *game,
            GRand   *rand,
            guint    plies)
{
  g_autofree ArbMoveList *list = NULL;
  guint start;

  if (plies == 0)
    return TRUE;
  list = g_new (ArbMoveList, 1);
  arb_game_generate_moves (game, list);
  if (list->n_moves == 0)
    return FALSE;
  start = g_rand_int_range (rand, 0, (gint32) list->n_moves);
  for (guint k = 0; k < list->n_moves; k++)
    {
      const ArbMove *move = &list->moves[(start + k) % list->n_moves];
      guint before = arb_game_get_n_records (game);
      gboolean quiet = TRUE;

      g_assert_true (arb_game_play_move (game, move, NULL));
      for (guint i = before; i < arb_game_get_n_records (game); i++)
        if (arb_game_get_record (game, i)->type == ARB_RECORD_CAPTURE)
          quiet = FALSE;
      if (quiet && arb_game_count_repetitions (game) < 3)
        {
          /* Nothing to claim before the 40 moves. */
          g_assert_true (plies == 1 || arb_game_get_claimable_draws (game) == ARB_DRAW_CLAIM_NONE);
          if (play_quiet (game, rand, plies - 1))
            return TRUE;
        }
      g_assert_true (arb_game_undo (game));
    }
  return FALSE;
}

static void
test_checkers (void)
{
  g_autoptr (ArbGame) game = NULL;
  g_autofree char *status = NULL;
  g_autofree char *offer = NULL;
  g_autofree char *ending = NULL;
  g_autofree char *history = NULL;
  g_autofree char *why = NULL;
  g_autofree char *message = NULL;

  /* Kings only: no man moves; 40 moves each, then the claim. */
  game = game_from ("checkers", "B:WK29,K30:BK1,K2");
  {
    g_autoptr (GRand) rand = g_rand_new_with_seed (40);

    g_assert_true (play_quiet (game, rand, 80));
  }
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_MOVE_RULE);
  status = arb_status_describe (game);
  g_assert_cmpstr (status, ==, "Black to move · a draw may be claimed: "
                               "40 moves without a man move or a capture");
  offer = arb_status_describe_claim (game, arb_game_get_claimable_draws (game));
  g_assert_cmpstr (offer, ==, "40 moves without a man move or a capture: a draw may be claimed");
  g_assert_true (arb_game_claim_draw (game, NULL));
  ending = arb_status_describe_ending (game);
  g_assert_cmpstr (ending, ==, "Draw claimed — 40 moves without a man move or a capture");
  history = history_ending (game);
  g_assert_cmpstr (history, ==, "½–½ · 40 moves without a man move or a capture");
  assert_not_chess (status);
  assert_not_chess (offer);
  assert_not_chess (ending);
  assert_not_chess (history);
  g_clear_object (&game);
  g_clear_pointer (&ending, g_free);
  g_clear_pointer (&history, g_free);

  /* A side left without pieces. */
  game = game_from ("checkers", "W:W18:B14");
  play (game, "18x9");
  ending = arb_status_describe_ending (game);
  g_assert_cmpstr (ending, ==, "White wins: Black has no pieces left");
  history = history_ending (game);
  /* Black moves first in checkers: 0–1 is White's win, which the words
   * say beside the score. */
  g_assert_cmpstr (history, ==, "0–1 · White wins: Black has no pieces left");
  g_clear_object (&game);
  g_clear_pointer (&history, g_free);

  /* Black, the first player, resigns: 0–1, said in words. */
  game = game_from ("checkers", "W:W18:B14");
  g_assert_true (arb_game_resign (game, ARB_SIDE_FIRST, NULL));
  history = history_ending (game);
  g_assert_cmpstr (history, ==, "0–1 · White wins by resignation");
  g_clear_object (&game);

  /* A refusal is the rules' own sentence: a man steps forward only
   * (Black's man on 9 back to 5). */
  game = game_from ("checkers", NULL);
  why = refusal (game, cell_named (game, "9"), cell_named (game, "5"), &message);
  g_assert_cmpstr (why, ==, message);
  assert_not_chess (why);
}

/* ------------------------------------------------------------ Congkak */

static void
test_congkak (void)
{
  g_autoptr (ArbGame) game = NULL;
  g_autofree char *status = NULL;
  g_autofree char *offer = NULL;
  g_autofree char *ending = NULL;
  g_autofree char *history = NULL;
  g_autofree char *why = NULL;

  /* One pit a side: Player 1 sows its seed into Player 2's pit, finds its
   * own pit empty and captures across the gap; Player 2 has no seed. */
  game = game_from ("congkak", "1/1/0/0 1");
  play (game, "1");
  g_assert_true (arb_game_is_over (game));
  ending = arb_status_describe_ending (game);
  g_assert_cmpstr (ending, ==, "Player 1 wins: a row is empty and the stores decide · 2–0");
  status = arb_status_describe (game);
  g_assert_cmpstr (status, ==, ending);
  history = history_ending (game);
  g_assert_cmpstr (history, ==, "1–0 · Player 1 wins: a row is empty and the stores decide");
  g_clear_object (&game);
  g_clear_pointer (&ending, g_free);
  g_clear_pointer (&status, g_free);

  /* A position three times: the end may be claimed, no draw. Pit 2 of
   * each side in turn brings the start back after each pair of moves
   * (relays all round, the captures take empty pits). */
  game = game_from ("congkak", "1,2/1,2/0/0 1");
  play (game, "2 2 2");
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_NONE);
  play (game, "2");
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_REPETITION);
  status = arb_status_describe (game);
  g_assert_cmpstr (status, ==, "Player 1 to move · the end may be claimed: "
                               "the position occurred three times");
  offer = arb_status_describe_claim (game, arb_game_get_claimable_draws (game));
  g_assert_cmpstr (offer, ==, "This position has occurred three times: the end may be claimed, "
                              "each side taking the seeds of its own row");
  g_assert_true (arb_game_claim_draw (game, NULL));
  ending = arb_status_describe_ending (game);
  {
    const ArbRules *rules = arb_game_get_rules (game);
    ArbResult result = arb_game_get_result (game);
    g_autofree char *expected = NULL;
    guint score[ARB_N_SIDES];

    /* The stores decide the claimed end; the winner's score first. */
    g_assert_true (rules->score (arb_game_get_state (game), score));
    if (result == ARB_RESULT_DRAW)
      expected = g_strdup_printf ("Draw: the end was claimed and the stores are equal · %u–%u",
                                  score[0], score[1]);
    else
      {
        ArbSide winner = (ArbSide) arb_result_winner (result);

        expected = g_strdup_printf ("%s wins: the end was claimed and the stores decide · %u–%u",
                                    arb_rules_player_name (rules, winner), score[winner],
                                    score[winner ^ 1]);
      }
    g_assert_cmpstr (ending, ==, expected);
  }
  g_assert_null (strstr (ending, "Draw claimed"));
  assert_not_chess (status);
  assert_not_chess (offer);
  assert_not_chess (ending);
  g_clear_object (&game);

  /* A refusal: the rules' own sentence (an empty pit). */
  game = game_from ("congkak", "0,1/1,1/0/0 1");
  {
    g_autoptr (GError) error = NULL;
    ArbMove move = { .n_cells = 1 };

    g_assert_false (arb_game_play_move (game, &move, &error));
    why = arb_status_explain_error (game, error);
    g_assert_cmpstr (why, ==, "that pit is empty");
  }
}

/* ---------------------------------------------------------- Alquerque */

static void
test_alquerque (void)
{
  g_autoptr (ArbGame) game = NULL;
  g_autofree char *ending = NULL;
  g_autofree char *history = NULL;
  g_autofree char *status = NULL;
  g_autofree char *why = NULL;
  g_autofree char *message = NULL;

  game = game_from ("alquerque", "...../...../.b.../.w.w./..... w 3");
  status = arb_status_describe (game);
  g_assert_cmpstr (status, ==, "White to move");
  play (game, "17x7");
  ending = arb_status_describe_ending (game);
  g_assert_cmpstr (ending, ==, "White wins: Black has no pieces left");
  history = history_ending (game);
  g_assert_cmpstr (history, ==, "1–0 · White wins: Black has no pieces left");
  g_clear_object (&game);
  g_clear_pointer (&ending, g_free);

  game = game_from ("alquerque", "bwbwb/wbwbw/bw.wb/wbwbw/bwbwb w 1");
  play (game, "18-13");
  ending = arb_status_describe_ending (game);
  g_assert_cmpstr (ending, ==, "Draw — Black has no moves");
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_NONE);
  g_clear_object (&game);

  /* A refusal is the rules' own sentence (point 18 to 8: no line). */
  game = game_from ("alquerque", NULL);
  why = refusal (game, 17, 7, &message);
  g_assert_cmpstr (why, ==, message);
  assert_not_chess (why);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  gtk_init ();
  adw_init ();

  g_test_add_func ("/arb/board-words/chess", test_chess);
  g_test_add_func ("/arb/board-words/checkers", test_checkers);
  g_test_add_func ("/arb/board-words/congkak", test_congkak);
  g_test_add_func ("/arb/board-words/alquerque", test_alquerque);

  return g_test_run ();
}
