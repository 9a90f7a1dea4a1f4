/* arb-chess-eval.c — chess's evaluation and its computer player's levels
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The search (src/engine/arb-search.c) knows no game; chess gives it:
 *  - an evaluation for the side to move: material, mobility, where the
 *    pieces stand, and a King the side to move can take, which in this
 *    game (rules.md §5: moving into check is legal, taking the King wins)
 *    is all but a won game;
 *  - the order of captures (the most valuable victim first, taken by the
 *    least valuable piece), which the quiescence search also uses;
 *  - four levels (docs/engine.md).
 */

#include "arb-chess-private.h"
#include "arb-level.h"
#include "arb-zobrist.h"

#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------- statics */

/* Centipawns, indexed by ArbPieceType. The King's material is the game
 * itself: the search scores its capture as the end. */
static const int piece_value[ARB_N_PIECE_TYPES] = { 0, 0, 900, 500, 330, 320, 100 };

/* A side to move that can take the enemy King has all but won: less than
 * the search's win (100000) so that only a real capture reads as the end. */
#define KING_EN_PRISE 20000

/* The lines a piece walks, for mobility: knights and kings step once. */
static const int knight_steps[8][2] = {
  { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 },
};
static const int rook_lines[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int bishop_lines[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

/* Centre squares are worth a little to minor pieces and pawns: 0 on the
 * rim, 3 on the four centre squares. */
static inline int
centrality (int x, int y)
{
  int cx = x < 4 ? x : 7 - x;
  int cy = y < 4 ? y : 7 - y;

  return MIN (cx, cy);
}

static int
count_line (const ArbChessPosition *pos, int x, int y, int dx, int dy, ArbSide side, gboolean slides)
{
  int n = 0;

  for (x += dx, y += dy; arb_coords_on_board (x, y); x += dx, y += dy)
    {
      ArbPiece target = pos->board[x][y];

      if (target != ARB_PIECE_NONE)
        return n + (arb_piece_side (target) != side);
      n++;
      if (!slides)
        break;
    }
  return n;
}

/* The squares a piece reaches (empty or enemy), times a weight per kind. */
static int
mobility (const ArbChessPosition *pos, int x, int y, ArbPieceType type, ArbSide side)
{
  int n = 0;

  switch (type)
    {
    case ARB_PIECE_TYPE_KNIGHT:
      for (guint i = 0; i < 8; i++)
        n += count_line (pos, x, y, knight_steps[i][0], knight_steps[i][1], side, FALSE);
      return 4 * n;
    case ARB_PIECE_TYPE_BISHOP:
      for (guint i = 0; i < 4; i++)
        n += count_line (pos, x, y, bishop_lines[i][0], bishop_lines[i][1], side, TRUE);
      return 4 * n;
    case ARB_PIECE_TYPE_ROOK:
      for (guint i = 0; i < 4; i++)
        n += count_line (pos, x, y, rook_lines[i][0], rook_lines[i][1], side, TRUE);
      return 2 * n;
    case ARB_PIECE_TYPE_QUEEN:
      for (guint i = 0; i < 4; i++)
        n += count_line (pos, x, y, rook_lines[i][0], rook_lines[i][1], side, TRUE)
             + count_line (pos, x, y, bishop_lines[i][0], bishop_lines[i][1], side, TRUE);
      return n;
    case ARB_PIECE_TYPE_NONE:
    case ARB_PIECE_TYPE_KING:
    case ARB_PIECE_TYPE_PAWN:
    default:
      return 0;
    }
}

/* Where a piece stands: knights and bishops in the centre; pawns forward
 * and central, but a pawn on the last row is stuck for good (no promotion
 * in this game): it can neither move nor capture, and is worth little more
 * than the square it blocks. */
static int
placement (int x, int y, ArbPieceType type, ArbSide side)
{
  int advance = side == ARB_SIDE_WHITE ? 6 - y : y - 1;

  switch (type)
    {
    case ARB_PIECE_TYPE_KNIGHT:
      return 8 * centrality (x, y);
    case ARB_PIECE_TYPE_BISHOP:
      return 4 * centrality (x, y);
    case ARB_PIECE_TYPE_PAWN:
      if (advance == 6)
        return -60;
      return 4 * advance + 4 * centrality (x, 3);
    case ARB_PIECE_TYPE_NONE:
    case ARB_PIECE_TYPE_KING:
    case ARB_PIECE_TYPE_QUEEN:
    case ARB_PIECE_TYPE_ROOK:
    default:
      return 0;
    }
}

/* ---------------------------------------------------------- public API */

/**
 * arb_chess_evaluate:
 * @state: an ArbChessPosition whose game goes on
 *
 * The table's @evaluate: centipawns for the side to move.
 *
 * Returns: material, mobility and placement of the side to move minus the
 *   other side's; a large bonus when the side to move can take the King
 */
int
arb_chess_evaluate (gconstpointer state)
{
  const ArbChessPosition *pos = state;
  ArbSide us = pos->turn;
  ArbSide them = arb_side_negate (us);
  int score[ARB_N_SIDES] = { 0, 0 };

  if (pos->king[them] != ARB_SQUARE_NONE && arb_position_is_attacked (pos, pos->king[them], us))
    return KING_EN_PRISE;

  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    for (int y = 0; y < ARB_BOARD_SIZE; y++)
      {
        ArbPiece piece = pos->board[x][y];
        ArbPieceType type;
        ArbSide side;

        if (piece == ARB_PIECE_NONE)
          continue;
        type = arb_piece_type (piece);
        side = arb_piece_side (piece);
        score[side] += piece_value[type] + placement (x, y, type, side)
                       + mobility (pos, x, y, type, side);
      }
  return score[us] - score[them];
}

/* The search's capture order: the King first (it ends the game), then the
 * most valuable victim, the least valuable attacker first among equals. */
static int
chess_capture_score (gconstpointer  state,
                     const ArbMove *move)
{
  const ArbChessPosition *pos = state;
  guint from = arb_move_first (move), to = arb_move_last (move);
  ArbPiece victim = pos->board[ARB_SQUARE_X (to)][ARB_SQUARE_Y (to)];
  ArbPiece attacker = pos->board[ARB_SQUARE_X (from)][ARB_SQUARE_Y (from)];

  if (victim == ARB_PIECE_NONE)
    return 0;
  if (arb_piece_type (victim) == ARB_PIECE_TYPE_KING)
    return 100000;
  return 16 * piece_value[arb_piece_type (victim)] + 16
         - piece_value[arb_piece_type (attacker)] / 100;
}

/* The selective search's test (the level's @can_prune): no King attacked
 * (a side that can take the King has won, one whose King hangs must see
 * to it), and the side to move has a piece besides pawns and its King
 * (with pawns alone, passing could be its best move: zugzwang). */
static gboolean
chess_can_prune (gconstpointer state)
{
  const ArbChessPosition *pos = state;
  ArbSide us = pos->turn;
  ArbSide them = arb_side_negate (us);

  if (pos->king[us] == ARB_SQUARE_NONE || pos->king[them] == ARB_SQUARE_NONE
      || arb_position_is_attacked (pos, pos->king[them], us)
      || arb_position_is_attacked (pos, pos->king[us], them))
    return FALSE;
  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    for (int y = 0; y < ARB_BOARD_SIZE; y++)
      {
        ArbPiece piece = pos->board[x][y];

        if (piece != ARB_PIECE_NONE && arb_piece_side (piece) == us
            && arb_piece_type (piece) != ARB_PIECE_TYPE_PAWN
            && arb_piece_type (piece) != ARB_PIECE_TYPE_KING)
          return TRUE;
      }
  return FALSE;
}

/* The null move (the level's @pass): the other side moves. */
static void
chess_pass (gpointer state)
{
  ArbChessPosition *pos = state;

  pos->turn = arb_side_negate (pos->turn);
  pos->hash ^= arb_zobrist_black_to_move;
}

/**
 * arb_chess_levels:
 *
 * Chess's four levels (docs/engine.md): 1 looks one move ahead, 2 two with
 * the captures that follow, 3 four, 4 as deep as three seconds allow.
 */
const ArbLevel arb_chess_levels[ARB_CHESS_N_LEVELS] = {
  {
    .name = N_("Beginner"),
    .search = ARB_LEVEL_FREE,
    .depth = 1,
    .win_score = 100000,
    .capture_score = chess_capture_score,
  },
  {
    .name = N_("Casual"),
    .search = ARB_LEVEL_FREE,
    .depth = 2,
    .win_score = 100000,
    .capture_score = chess_capture_score,
    .quiescence = TRUE,
  },
  {
    .name = N_("Club Player"),
    .search = ARB_LEVEL_FREE,
    .depth = 4,
    .win_score = 100000,
    .capture_score = chess_capture_score,
    .quiescence = TRUE,
  },
  {
    .name = N_("Strongest"),
    .search = ARB_LEVEL_FREE,
    .depth = 64,
    .movetime_ms = 3000,
    .win_score = 100000,
    .capture_score = chess_capture_score,
    .quiescence = TRUE,
    .prune_margin = 90,
    .can_prune = chess_can_prune,
    .pass = chess_pass,
  },
};
