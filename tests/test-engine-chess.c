/* test-engine-chess.c — chess level 4's hooks for the selective search
 *
 * The static exchange (the level's @exchange) on small positions whose
 * swap-offs are counted by hand in the comments, the null move (@pass)
 * against the same position read with the other side to move, and where
 * the level lets the search prune (@can_prune).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-chess.h"
#include "arb-search.h"
#include "arb-test-util.h"

static gpointer
read_state (const char *fen)
{
  g_autoptr(GError) error = NULL;
  gpointer state = g_malloc0 (arb_chess_rules.state_size);

  g_assert_true (arb_chess_rules.read_position (state, fen, &error));
  g_assert_no_error (error);
  return state;
}

static const ArbLevel *
strongest (void)
{
  const ArbLevel *level = arb_search_get_level (&arb_chess_rules,
                                                arb_search_n_levels (&arb_chess_rules));

  g_assert_nonnull (level);
  g_assert_nonnull (level->exchange);
  g_assert_nonnull (level->can_prune);
  g_assert_nonnull (level->pass);
  g_assert_cmpint (level->prune_margin, >, 0);
  return level;
}

static void
test_exchange (void)
{
  static const struct
  {
    const char *fen;
    const char *move;
    int         value;
  } cases[] = {
    /* A pawn takes an undefended pawn: +100. */
    { "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", 100 },
    /* A rook takes a pawn a pawn defends: +100 − 500. */
    { "4k3/2p5/3p4/8/8/8/3R4/4K3 w - - 0 1", "d2d6", -400 },
    /* The same with a black rook behind: still +100 − 500. */
    { "3rk3/8/3p4/8/8/8/3R4/4K3 w - - 0 1", "d2d6", -400 },
    /* A white queen behind the rook (seen once the rook has gone): the
     * rook takes, the black rook retakes, the queen retakes:
     * 100 − 500 + 500; Black does better not to retake: +100 either way. */
    { "3rk3/8/3p4/8/8/8/3R4/3QK3 w - - 0 1", "d2d6", 100 },
    /* A knight takes a rook the King defends: +500 − 320. */
    { "3rk3/8/4N3/8/8/8/8/4K3 w - - 0 1", "e6d8", 180 },
    /* The King takes a queen a bishop defends: taking it would lose the
     * King, the game. */
    { "4k3/8/8/b7/8/8/3q4/4K3 w - - 0 1", "e1d2", 900 - 20000 },
  };
  const ArbLevel *level = strongest ();

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree gpointer state = read_state (cases[i].fen);
      g_autoptr(GError) error = NULL;
      ArbMove move;
      int got;

      g_assert_true (arb_chess_rules.move_from_text (state, cases[i].move, FALSE, &move,
                                                     &error));
      g_assert_no_error (error);
      g_test_message ("%s %s", cases[i].fen, cases[i].move);
      got = level->exchange (state, &move);
      /* A capture that cannot lose may be answered with less than its
       * gain (its victim less its attacker), never below 0. */
      if (cases[i].value >= 0)
        {
          g_assert_cmpint (got, >=, 0);
          g_assert_cmpint (got, <=, cases[i].value);
        }
      else
        g_assert_cmpint (got, ==, cases[i].value);
    }
}

static void
test_pass (void)
{
  const ArbLevel *level = strongest ();
  g_autofree gpointer white = read_state (
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 2 3");
  g_autofree gpointer black = read_state (
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b - - 2 3");
  guint64 white_hash = arb_chess_rules.hash (white);

  g_assert_cmpuint (white_hash, !=, arb_chess_rules.hash (black));
  level->pass (white);
  g_assert_cmpint (arb_chess_rules.turn (white), ==, ARB_SIDE_SECOND);
  g_assert_cmpuint (arb_chess_rules.hash (white), ==, arb_chess_rules.hash (black));
  level->pass (white);
  g_assert_cmpint (arb_chess_rules.turn (white), ==, ARB_SIDE_FIRST);
  g_assert_cmpuint (arb_chess_rules.hash (white), ==, white_hash);
}

static void
test_can_prune (void)
{
  static const struct
  {
    const char *fen;
    gboolean    can;
  } cases[] = {
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", TRUE },
    /* White's King is attacked by the rook. */
    { "4k3/8/8/8/8/8/8/r3K2N w - - 0 1", FALSE },
    /* White could take Black's King. */
    { "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", FALSE },
    /* White has pawns only (Black's rook does not count). */
    { "r3k3/8/8/8/8/8/PP6/6K1 w - - 0 1", FALSE },
    /* Black, with a rook and nothing attacked, may. */
    { "r3k3/8/8/8/8/8/PP6/6K1 b - - 0 1", TRUE },
  };
  const ArbLevel *level = strongest ();

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree gpointer state = read_state (cases[i].fen);

      g_test_message ("%s", cases[i].fen);
      g_assert_cmpint (level->can_prune (state), ==, cases[i].can);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine-chess/exchange", test_exchange);
  g_test_add_func ("/engine-chess/pass", test_pass);
  g_test_add_func ("/engine-chess/can-prune", test_can_prune);

  return g_test_run ();
}
