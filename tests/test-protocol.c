/* test-protocol.c — the two dialects' words, and a clock shared out
 *
 * src/match/arb-protocol.c: what `go` the referee sends for a time per
 * move and for clocks in each dialect (UCI's wtime/btime, UGI's
 * p1time/p2time, cutegames' ugi.md), which dialect a game speaks (its
 * table: chess UCI, the others UGI), and the allocation docs/protocol.md
 * states: left / 30 (or / moves to go, when fewer) + 3/4 of the increment,
 * at most half of what is left, at least 1 ms.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-protocol.h"
#include "arb-games.h"

static void
test_lookup (void)
{
  guint n_games;
  const ArbRules *const *list = arb_games_list (&n_games);

  g_assert_true (arb_protocol_lookup ("uci") == &arb_protocol_uci);
  g_assert_true (arb_protocol_lookup ("ugi") == &arb_protocol_ugi);
  g_assert_null (arb_protocol_lookup ("UGI"));
  g_assert_null (arb_protocol_lookup (""));
  g_assert_cmpstr (arb_protocol_ugi.hello_ok, ==, "ugiok");
  g_assert_cmpstr (arb_protocol_ugi.new_game, ==, "uginewgame");
  g_assert_cmpstr (arb_protocol_uci.new_game, ==, "ucinewgame");

  /* Chess speaks UCI; every other game UGI. */
  for (guint i = 0; i < n_games; i++)
    g_assert_true (arb_protocol_for_game (list[i])
                   == (g_str_equal (list[i]->id, "chess") ? &arb_protocol_uci
                                                          : &arb_protocol_ugi));
}

static void
test_go_command (void)
{
  ArbMoveTime per_move = { .movetime = 250 };
  ArbMoveTime clock = { .clock = TRUE, .time_left = { 60000, 45000 }, .increment = { 1000, 500 } };
  ArbMoveTime to_go = { .clock = TRUE, .time_left = { 9, 8 }, .moves_to_go = 12 };
  g_autofree char *uci_move = arb_protocol_go_command (&arb_protocol_uci, &per_move);
  g_autofree char *ugi_move = arb_protocol_go_command (&arb_protocol_ugi, &per_move);
  g_autofree char *uci_clock = arb_protocol_go_command (&arb_protocol_uci, &clock);
  g_autofree char *ugi_clock = arb_protocol_go_command (&arb_protocol_ugi, &clock);
  g_autofree char *ugi_to_go = arb_protocol_go_command (&arb_protocol_ugi, &to_go);

  g_assert_cmpstr (uci_move, ==, "go movetime 250");
  g_assert_cmpstr (ugi_move, ==, "go movetime 250");
  g_assert_cmpstr (uci_clock, ==, "go wtime 60000 btime 45000 winc 1000 binc 500");
  g_assert_cmpstr (ugi_clock, ==, "go p1time 60000 p2time 45000 p1inc 1000 p2inc 500");
  g_assert_cmpstr (ugi_to_go, ==, "go p1time 9 p2time 8 p1inc 0 p2inc 0 movestogo 12");
}

static void
test_budget (void)
{
  static const struct
  {
    ArbMoveTime time;
    ArbSide     side;
    guint       budget;
    guint64     allowed;
  } rows[] = {
    /* A time per move is the time per move. */
    { { .movetime = 100 }, ARB_SIDE_FIRST, 100, 100 },
    { { .movetime = 0 }, ARB_SIDE_FIRST, 1, 0 },
    /* 60 s: 2 s a move, less the 3 ms a move costs besides; the second
     * side's own clock. */
    { { .clock = TRUE, .time_left = { 60000, 3000 } }, ARB_SIDE_FIRST, 1997, 60000 },
    { { .clock = TRUE, .time_left = { 60000, 3000 } }, ARB_SIDE_SECOND, 97, 3000 },
    /* 3 s + 2 s: 100 + 1500, but never more than half of 3 s; less 3. */
    { { .clock = TRUE, .time_left = { 3000, 0 }, .increment = { 2000, 0 } }, ARB_SIDE_FIRST,
      1497, 3000 },
    /* 30 s + 400 ms: 1000 + 300, less 3. */
    { { .clock = TRUE, .time_left = { 0, 30000 }, .increment = { 0, 400 } }, ARB_SIDE_SECOND,
      1297, 30000 },
    /* Ten moves to go in 10 s: 1 s each, less 3. */
    { { .clock = TRUE, .time_left = { 10000, 0 }, .moves_to_go = 10 }, ARB_SIDE_FIRST, 997,
      10000 },
    /* 1 s + 10 ms, 26 ms left: 0 + 7, less 3. */
    { { .clock = TRUE, .time_left = { 26, 0 }, .increment = { 10, 0 } }, ARB_SIDE_FIRST, 4, 26 },
    /* 12 ms left, no increment: 0, yet 1 ms. 10 ms + 8 ms: 0 + 6, but
     * never more than half of 10; 5 is no more than twice the overhead:
     * halved, 2. */
    { { .clock = TRUE, .time_left = { 12, 0 } }, ARB_SIDE_FIRST, 1, 12 },
    { { .clock = TRUE, .time_left = { 10, 0 }, .increment = { 8, 0 } }, ARB_SIDE_FIRST, 2, 10 },
    /* Nothing left: still 1 ms to answer. */
    { { .clock = TRUE }, ARB_SIDE_FIRST, 1, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_test_message ("row %u", i);
      g_assert_cmpuint (arb_move_time_budget (&rows[i].time, rows[i].side), ==, rows[i].budget);
      g_assert_cmpuint (arb_move_time_allowed (&rows[i].time, rows[i].side), ==,
                        rows[i].allowed);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/protocol/lookup", test_lookup);
  g_test_add_func ("/protocol/go-command", test_go_command);
  g_test_add_func ("/protocol/budget", test_budget);
  return g_test_run ();
}
