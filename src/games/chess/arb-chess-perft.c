/* arb-perft.c — counting move sequences (spec §10)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-chess-private.h"
#include "arb-standard.h"

static guint64
perft_recursive (ArbChessPosition *pos, guint depth)
{
  ArbChessMoveList list;
  guint64 nodes = 0;

  if (arb_chess_king_missing (pos))
    return 0;

  arb_position_generate_moves (pos, &list);
  /* Bulk counting: every generated move is legal here (moving into check
   * is allowed), so the last ply needs no make/unmake. A King capture on
   * the last ply still counts as one leaf. */
  if (depth == 1)
    return list.n_moves;

  for (guint i = 0; i < list.n_moves; i++)
    {
      ArbChessUndo undo;

      arb_position_make_move (pos, list.moves[i], &undo);
      nodes += perft_recursive (pos, depth - 1);
      arb_position_unmake_move (pos, &undo);
    }
  return nodes;
}

/* Without bulk counting: every leaf move is made and unmade, which
 * measures the move/undo path the referee itself uses. */
static guint64
perft_make_unmake_recursive (ArbChessPosition *pos, guint depth)
{
  ArbChessMoveList list;
  guint64 nodes = 0;

  if (depth == 0)
    return 1;
  if (arb_chess_king_missing (pos))
    return 0;
  /* The game's own moves in every variant: castling, en passant and
   * promotion are made and unmade on the `[x][y]` board too. */

  arb_position_generate_moves (pos, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      ArbChessUndo undo;

      arb_position_make_move (pos, list.moves[i], &undo);
      nodes += perft_make_unmake_recursive (pos, depth - 1);
      arb_position_unmake_move (pos, &undo);
    }
  return nodes;
}

/**
 * arb_perft_make_unmake:
 * @pos: a position
 * @depth: number of plies, at most %ARB_PERFT_MAX_DEPTH
 *
 * The same count as arb_perft(), but every leaf is reached by really
 * making and unmaking its move instead of being counted in bulk: slower,
 * and a benchmark of arb_position_make_move() and unmake.
 *
 * Returns: the number of distinct move sequences of exactly @depth plies.
 */
guint64
arb_perft_make_unmake (const ArbChessPosition *pos,
                       guint              depth)
{
  ArbChessPosition copy;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (depth <= ARB_PERFT_MAX_DEPTH, 0);

  copy = *pos;
  return perft_make_unmake_recursive (&copy, depth);
}

/**
 * arb_perft:
 * @pos: a position
 * @depth: number of plies, at most %ARB_PERFT_MAX_DEPTH
 *
 * Returns: the number of distinct move sequences of exactly @depth plies
 *   from @pos; 1 for depth 0.
 */
guint64
arb_perft (const ArbChessPosition *pos,
           guint              depth)
{
  ArbChessPosition copy;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (depth <= ARB_PERFT_MAX_DEPTH, 0);

  if (depth == 0)
    return 1;
  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    return arb_standard_perft (pos, depth);
  copy = *pos;
  return perft_recursive (&copy, depth);
}

/**
 * arb_perft_divide:
 * @pos: a position
 * @depth: number of plies, at most %ARB_PERFT_MAX_DEPTH
 * @func: (scope call) (nullable): called for each first move with its count
 * @user_data: passed to @func
 *
 * Like arb_perft(), but reports the count below each first move, in
 * generation order, to find where two move generators disagree.
 *
 * Returns: the total number of sequences.
 */
guint64
arb_perft_divide (const ArbChessPosition *pos,
                  guint              depth,
                  ArbPerftDivideFunc func,
                  gpointer           user_data)
{
  ArbChessPosition copy;
  ArbChessMoveList list;
  guint64 total = 0;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (depth <= ARB_PERFT_MAX_DEPTH, 0);

  /* Depth 0 is the position itself: one sequence, and no first move. */
  if (depth == 0)
    return 1;
  copy = *pos;
  if (arb_chess_king_missing (&copy))
    return 0;

  arb_position_generate_moves (&copy, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      ArbChessUndo undo;
      guint64 nodes;

      arb_position_make_move (&copy, list.moves[i], &undo);
      nodes = depth == 1 ? 1 : arb_perft (&copy, depth - 1);
      arb_position_unmake_move (&copy, &undo);
      if (func != NULL)
        func (list.moves[i], nodes, user_data);
      total += nodes;
    }
  return total;
}

/* The rules table's perft: bulk counting on the chess position. */
guint64
arb_chess_perft (gconstpointer state,
                 guint         depth)
{
  return arb_perft (state, depth);
}

guint64
arb_chess_perft_make_unmake (gconstpointer state,
                             guint         depth)
{
  return arb_perft_make_unmake (state, depth);
}

/* The fixed positions of `perft --bench`: the start, the usual perft test
 * positions (without their castling and en passant rights, which this
 * game does not have), and an endgame. */
const ArbBenchPosition arb_chess_bench[ARB_CHESS_N_BENCH] = {
  { "start",    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 6 },
  { "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1", 5 },
  { "endgame",  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6 },
  { "middle",   "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w - - 0 1", 5 },
};
