/* test-chess-weights.c — chess level 4's weighted evaluation
 *
 * arb_chess_evaluate_weighted() with the production weights is level 4's
 * evaluation; it gives a position and its mirror image (ranks reversed,
 * colours and the side to move swapped, the FEN rewritten here by hand)
 * the same value; and with weights that read only one term it counts that
 * term as the comments count it by hand.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "arb-chess.h"
#include "arb-chess-private.h"
#include "arb-search.h"
#include "arb-test-util.h"

static const char *const positions[] = {
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
  "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 2 3",
  "r3k2r/pp1n1ppp/2pbpn2/q7/3P4/2NBPN2/PP3PPP/R2QK2R w - - 0 10",
  "r3k2r/pp1n1ppp/2pbpn2/q7/3P4/2NBPN2/PP3PPP/R2QK2R b - - 0 10",
  "8/5k2/3p4/1p1Pp2p/pP2Pp1P/P4P1K/8/8 b - - 0 40",
  "2kr3r/ppp2ppp/2n5/3q4/1b1P4/2N2N2/PP3PPP/R2QK2R w - - 0 12",
  "P3k3/8/8/3n4/4P3/8/6q1/4K3 w - - 0 30",
  "6k1/5ppp/8/8/8/1Q6/5PPP/3rR1K1 b - - 0 25",
  "rn2k2r/1bq1bppp/p3pn2/1p6/3NP3/2N1B3/PPPQBPPP/2KR3R b - - 0 11",
};


/* The same position seen from the other side: ranks in reverse order,
 * each letter's case swapped, the other side to move. */
static char *
mirror (const char *fen)
{
  g_auto (GStrv) fields = g_strsplit (fen, " ", -1);
  g_auto (GStrv) ranks = g_strsplit (fields[0], "/", -1);
  GString *out = g_string_new (NULL);

  g_assert_cmpuint (g_strv_length (ranks), ==, 8);
  for (int i = 7; i >= 0; i--)
    {
      for (const char *c = ranks[i]; *c != '\0'; c++)
        g_string_append_c (out, g_ascii_isupper (*c) ? g_ascii_tolower (*c)
                                : g_ascii_toupper (*c));
      if (i > 0)
        g_string_append_c (out, '/');
    }
  g_string_append (out, strcmp (fields[1], "w") == 0 ? " b" : " w");
  for (guint i = 2; fields[i] != NULL; i++)
    g_string_append_printf (out, " %s", fields[i]);
  return g_string_free (out, FALSE);
}

static void
test_production (void)
{
  const ArbLevel *level = arb_search_get_level (&arb_chess_rules,
                                                arb_search_n_levels (&arb_chess_rules));

  g_assert_true (level->evaluate == arb_chess_evaluate_strong);
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autofree gpointer state = arb_test_read_state (&arb_chess_rules, positions[i]);

      g_assert_cmpint (arb_chess_evaluate_weighted (state, &arb_chess_weights), ==,
                       level->evaluate (state));
    }
}

static void
test_mirror (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autofree char *fen = mirror (positions[i]);
      g_autofree gpointer state = arb_test_read_state (&arb_chess_rules, positions[i]);
      g_autofree gpointer mirrored = arb_test_read_state (&arb_chess_rules, fen);

      g_test_message ("%s / %s", positions[i], fen);
      g_assert_cmpint (arb_chess_evaluate_strong (state), ==, arb_chess_evaluate_strong (mirrored));
    }
}

static void
test_one_term (void)
{
  ArbChessWeights w;
  g_autofree gpointer start = arb_test_read_state (&arb_chess_rules, positions[0]);
  /* White: King e1, pawn e4; Black: King e8, knight d5 (attacked by the
   * pawn), queen g2; a White pawn stuck on a8. Phase: knight 1 + queen 4. */
  g_autofree gpointer lone = arb_test_read_state (&arb_chess_rules, positions[6]);

  memset (&w, 0, sizeof w);
  w.tempo = 7;
  g_assert_cmpint (arb_chess_evaluate_weighted (start, &w), ==, 7);

  /* Material alone, the same in both halves of the game: White 2 pawns
   * (200), Black a knight and a queen (320 + 900). */
  memset (&w, 0, sizeof w);
  for (int t = 0; t < 2; t++)
    {
      w.material[t][ARB_PIECE_TYPE_PAWN] = 100;
      w.material[t][ARB_PIECE_TYPE_KNIGHT] = 320;
      w.material[t][ARB_PIECE_TYPE_QUEEN] = 900;
    }
  g_assert_cmpint (arb_chess_evaluate_weighted (lone, &w), ==, 200 - 1220);

  /* Material of the middle game alone: phase 5 of 24, 1020 × 5 / 24 = 212
   * (rounded towards zero), against White. */
  memset (&w, 0, sizeof w);
  w.material[0][ARB_PIECE_TYPE_PAWN] = 100;
  w.material[0][ARB_PIECE_TYPE_KNIGHT] = 320;
  w.material[0][ARB_PIECE_TYPE_QUEEN] = 900;
  g_assert_cmpint (arb_chess_evaluate_weighted (lone, &w), ==, -212);

  /* A piece attacked by a pawn: Black's knight on d5 (the pawn on e4). */
  memset (&w, 0, sizeof w);
  w.pawn_threat[0] = w.pawn_threat[1] = -50;
  g_assert_cmpint (arb_chess_evaluate_weighted (lone, &w), ==, 50);

  /* The pawn stuck on the last row (advance 6) and e4 (advance 2). */
  memset (&w, 0, sizeof w);
  w.pawn_advance[0][6] = w.pawn_advance[1][6] = -60;
  w.pawn_advance[0][2] = w.pawn_advance[1][2] = 9;
  g_assert_cmpint (arb_chess_evaluate_weighted (lone, &w), ==, -51);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess-weights/production", test_production);
  g_test_add_func ("/chess-weights/mirror", test_mirror);
  g_test_add_func ("/chess-weights/one-term", test_one_term);
  return g_test_run ();
}
