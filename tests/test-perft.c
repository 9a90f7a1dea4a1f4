/* test-perft.c — move counting (spec §10) against tests/data/perft.epd
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expected counts come from tests/tools/perft-reference.py, an
 * independent implementation of the rules; see the header of the EPD file.
 */
#include <glib.h>

#include "arb-fen.h"
#include "arb-position.h"
#include "arb-test-util.h"

/* Divide is cross-checked move by move (perft of each child) up to this
 * depth; deeper lines only check the sums, to keep the suite fast. */
#define DIVIDE_CHILD_CHECK_MAX_DEPTH 3

static void
parse_fen_or_fail (const char *fen, ArbChessPosition *pos)
{
  g_autoptr (GError) error = NULL;

  if (!arb_fen_parse (fen, pos, &error))
    g_error ("FEN \"%s\" refused: %s", fen, error->message);
}

/* ---------------------------------------------------------- divide */

typedef struct
{
  const ArbChessPosition *pos;
  guint              depth;
  guint              n_calls;
  guint64            sum;
  ArbChessMoveList        seen;
  gboolean           check_children;
} DivideData;

static void
divide_cb (ArbChessMove move, guint64 nodes, gpointer user_data)
{
  DivideData *d = user_data;

  /* every root move is reported once, and it is a move of the position */
  g_assert_true (arb_position_is_legal (d->pos, move));
  for (guint i = 0; i < d->seen.n_moves; i++)
    g_assert_false (arb_chess_move_equal (d->seen.moves[i], move));
  g_assert_cmpuint (d->seen.n_moves, <, ARB_MAX_MOVES);
  d->seen.moves[d->seen.n_moves++] = move;

  d->n_calls++;
  d->sum += nodes;

  if (d->check_children)
    {
      ArbChessPosition child = *d->pos;
      ArbChessUndo undo;

      arb_position_make_move (&child, move, &undo);
      g_assert_cmpuint (arb_perft (&child, d->depth - 1), ==, nodes);
    }
}

static void
check_divide (const ArbChessPosition *pos, guint depth, guint64 expected)
{
  DivideData d = { 0, };
  ArbChessMoveList moves;
  guint64 total;
  guint n_children = 0;

  d.pos = pos;
  d.depth = depth;
  d.check_children = depth <= DIVIDE_CHILD_CHECK_MAX_DEPTH;

  total = arb_perft_divide (pos, depth, divide_cb, &d);
  g_assert_cmpuint (total, ==, expected);
  g_assert_cmpuint (d.sum, ==, total);

  /* one callback per move, none once the game is over (spec §10) */
  arb_position_generate_moves (pos, &moves);
  if (arb_position_status (pos) == ARB_POSITION_PLAYING)
    n_children = moves.n_moves;
  g_assert_cmpuint (d.n_calls, ==, n_children);
}

/* ------------------------------------------------------------ tests */

static void
test_epd_line (gconstpointer data)
{
  const ArbTestPerftLine *c = data;
  ArbChessPosition pos;
  ArbChessPosition before;

  g_test_message ("perft.epd line %u: %s", c->line, c->fen);
  parse_fen_or_fail (c->fen, &pos);
  before = pos;

  g_assert_cmpuint (c->counts->len, >, 0);
  for (guint i = 0; i < c->counts->len; i++)
    {
      const ArbTestPerftCount *e = &g_array_index (c->counts, ArbTestPerftCount, i);
      guint64 got = arb_perft (&pos, e->depth);

      if (got != e->nodes)
        g_test_message ("depth %u: arb_perft %" G_GUINT64_FORMAT
                        ", perft.epd %" G_GUINT64_FORMAT,
                        e->depth, got, e->nodes);
      g_assert_cmpuint (got, ==, e->nodes);
      check_divide (&pos, e->depth, e->nodes);
    }

  /* counting leaves the position as it was */
  g_assert_true (arb_position_equal (&pos, &before));
}

/* The spec's own table (§10), independent of the data file. */
static void
test_spec_table (void)
{
  ArbChessPosition pos;

  arb_position_init_start (&pos);
  g_assert_cmpuint (arb_perft (&pos, 1), ==, 20);
  g_assert_cmpuint (arb_perft (&pos, 2), ==, 400);
  g_assert_cmpuint (arb_perft (&pos, 3), ==, 8902);
}

/* Zero plies: exactly one sequence, the empty one, even when the game is
 * over. (arb_perft_divide() requires depth >= 1.) */
static void
test_depth_zero (void)
{
  static const char *fens[] = {
    ARB_FEN_START,
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1",
    "KP6/PP6/8/8/8/8/8/7k w - - 0 1",
  };

  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      ArbChessPosition pos;

      g_test_message ("%s", fens[i]);
      parse_fen_or_fail (fens[i], &pos);
      g_assert_cmpuint (arb_perft (&pos, 0), ==, 1);
    }
}

/* A King capture is a leaf: Rxe8 counts once at depth 1, and has no
 * children at depth 2 (spec §10). */
static void
test_king_capture_leaf (void)
{
  ArbChessPosition pos;
  ArbChessPosition child;
  ArbChessUndo undo;
  ArbChessMove rxe8 = arb_chess_move_make (arb_square_from_name ("e1"),
                                arb_square_from_name ("e8"));

  parse_fen_or_fail ("4k3/8/8/8/8/8/8/4RK2 w - - 0 1", &pos);
  g_assert_true (arb_position_is_legal (&pos, rxe8));

  child = pos;
  arb_position_make_move (&child, rxe8, &undo);
  g_assert_cmpint (arb_position_status (&child), ==, ARB_POSITION_KING_CAPTURED);
  g_assert_cmpuint (arb_perft (&child, 0), ==, 1);
  g_assert_cmpuint (arb_perft (&child, 1), ==, 0);
  g_assert_cmpuint (arb_perft (&child, 3), ==, 0);

  arb_position_unmake_move (&child, &undo);
  g_assert_true (arb_position_equal (&child, &pos));
}

/* The file is really read: a suite that silently found no line would pass. */
static void
test_epd_present (gconstpointer data)
{
  const GPtrArray *cases = data;
  const ArbTestPerftLine *first;

  g_assert_cmpuint (cases->len, >=, 9);
  first = g_ptr_array_index ((GPtrArray *) cases, 0);
  g_assert_cmpstr (first->fen, ==, ARB_FEN_START);
  g_assert_cmpuint (first->counts->len, ==, 5);
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) cases = NULL;

  g_test_init (&argc, &argv, NULL);

  cases = arb_test_read_perft_suite ("perft.epd");

  g_test_add_func ("/arb/perft/spec-table", test_spec_table);
  g_test_add_func ("/arb/perft/depth-zero", test_depth_zero);
  g_test_add_func ("/arb/perft/king-capture-leaf", test_king_capture_leaf);
  g_test_add_data_func ("/arb/perft/epd/present", cases, test_epd_present);

  for (guint i = 0; i < cases->len; i++)
    {
      g_autofree char *path = g_strdup_printf ("/arb/perft/epd/%u", i + 1);

      g_test_add_data_func (path, g_ptr_array_index (cases, i), test_epd_line);
    }

  return g_test_run ();
}
