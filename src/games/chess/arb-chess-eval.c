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
#include <string.h>

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

/* ------------------------------------------------ level 4's evaluation */

/* Level 4's weights (arb-chess-private.h): [0] middle game, [1] end game. */
const ArbChessWeights arb_chess_weights = {
  .material = {
    { 0, 0, 2563, 1126, 609, 640, 100 },
    { 0, 0, 1407, 623, 346, 205, 7 },
  },
  .mobility = {
    { 0, 0, 2, 13, 17, 11, 0 },
    { 0, 0, 12, -7, 0, -1, 0 },
  },
  .knight_centre = {
    { 11, 84, 51, 84 },
    { 0, 16, 20, 53 },
  },
  .bishop_centre = {
    { 87, 83, 37, 22 },
    { -36, -14, -21, 50 },
  },
  .pawn_advance = {
    { -36, -8, 6, -32, 51, -98, -301 },
    { 42, 14, 42, 41, -35, 61, -32 },
  },
  .pawn_centre = {
    { -42, -44, -12, 32 },
    { 2, -7, 6, 31 },
  },
  .king_centre = {
    { -145, 30, -38, 74 },
    { -34, -50, 48, 54 },
  },
  .king_row = { -73, 5 },
  .shield = { 31, -8, -7 },
  .attack_weight = { 0, 0, 5, 4, 2, 5, 0 },
  .attack_scale = 42,
  .attack_cap = 1877,
  .doubled = 37,
  .isolated = -16,
  .rook_open = 28,
  .rook_half_open = 8,
  .bishop_pair = 33,
  .pawn_threat = { -143, 21 },
  .tropism = { 0, 0, 0, 8, 16, -5, 0 },
  .tempo = 6,
};

/* What the strongest level's evaluation gathers on its way over the board,
 * per side: [side][0] the middle game's score, [side][1] the end game's. */
typedef struct
{
  int score[ARB_N_SIDES][2];
  int king_attack[ARB_N_SIDES];  /* weighted reaches into the other King's zone */
  int king_attackers[ARB_N_SIDES];
  int pawns[ARB_N_SIDES][ARB_BOARD_SIZE]; /* pawns per file */
  int rooks[ARB_N_SIDES][ARB_BOARD_SIZE]; /* rooks per file */
  guint64 zone[ARB_N_SIDES];     /* the squares next to or on each King, bit 8·x + y */
  int bishops[ARB_N_SIDES];
  int phase;                     /* pieces left: 24 at the start, 0 with pawns only */
} EvalTerms;

/* A piece's share of the game phase. */
static const int phase_share[ARB_N_PIECE_TYPES] = { 0, 0, 4, 2, 1, 1, 0 };

/* A pair of weights (middle game, end game) to @side's scores. */
static inline void
add_terms (EvalTerms *terms, ArbSide side, const int value[2])
{
  terms->score[side][0] += value[0];
  terms->score[side][1] += value[1];
}

/* The squares a piece reaches along one line (empty, or the enemy piece
 * that ends it) go to the return value; those of @zone (the other King's
 * squares, bit 8·x + y) to @in_zone. */
static inline int
walk_line (const ArbChessPosition *pos, int x, int y, int dx, int dy, ArbSide side,
           gboolean slides, guint64 zone, int *in_zone)
{
  int n = 0;

  for (x += dx, y += dy; arb_coords_on_board (x, y); x += dx, y += dy)
    {
      ArbPiece target = pos->board[x][y];

      *in_zone += (int) ((zone >> (8 * x + y)) & 1);
      if (target != ARB_PIECE_NONE)
        return n + (arb_piece_side (target) != side);
      n++;
      if (!slides)
        break;
    }
  return n;
}

/* The King of @side's zone as bits 8·x + y: its square and those next to
 * it (no King: none). */
static guint64
king_zone (const ArbChessPosition *pos, ArbSide side)
{
  ArbSquare king = pos->king[side];
  guint64 zone = 0;
  int kx, ky;

  if (king == ARB_SQUARE_NONE)
    return 0;
  kx = ARB_SQUARE_X (king);
  ky = ARB_SQUARE_Y (king);
  for (int x = MAX (kx - 1, 0); x <= MIN (kx + 1, 7); x++)
    for (int y = MAX (ky - 1, 0); y <= MIN (ky + 1, 7); y++)
      zone |= G_GUINT64_CONSTANT (1) << (8 * x + y);
  return zone;
}

/* Whether the piece of @side on (@x, @y) is attacked by an enemy pawn. */
static inline gboolean
pawn_attacked (const ArbChessPosition *pos, int x, int y, ArbSide side)
{
  ArbSide them = arb_side_negate (side);
  int py = y + (side == ARB_SIDE_WHITE ? -1 : 1); /* where the enemy pawn stands */
  ArbPiece pawn = arb_piece_make (ARB_PIECE_TYPE_PAWN, them);

  return py >= 0 && py < ARB_BOARD_SIZE
         && ((x > 0 && pos->board[x - 1][py] == pawn)
             || (x < 7 && pos->board[x + 1][py] == pawn));
}

/* A knight, bishop, rook or queen: its mobility, its reach into the other
 * King's zone, whether an enemy pawn attacks it, how near it stands to the
 * other King (middle game). */
static void
piece_activity (const ArbChessPosition *pos, int x, int y, ArbPieceType type, ArbSide side,
                const ArbChessWeights *w, EvalTerms *terms)
{
  ArbSide them = arb_side_negate (side);
  guint64 king = terms->zone[them];
  gboolean straight = type == ARB_PIECE_TYPE_ROOK || type == ARB_PIECE_TYPE_QUEEN;
  gboolean diagonal = type == ARB_PIECE_TYPE_BISHOP || type == ARB_PIECE_TYPE_QUEEN;
  int n = 0, zone = 0;

  if (type == ARB_PIECE_TYPE_KNIGHT)
    for (guint i = 0; i < 8; i++)
      n += walk_line (pos, x, y, knight_steps[i][0], knight_steps[i][1], side, FALSE, king, &zone);
  for (guint i = 0; i < 4; i++)
    {
      if (straight)
        n += walk_line (pos, x, y, rook_lines[i][0], rook_lines[i][1], side, TRUE, king, &zone);
      if (diagonal)
        n += walk_line (pos, x, y, bishop_lines[i][0], bishop_lines[i][1], side, TRUE, king,
                        &zone);
    }
  terms->score[side][0] += w->mobility[0][type] * n;
  terms->score[side][1] += w->mobility[1][type] * n;
  if (zone > 0)
    {
      terms->king_attack[side] += w->attack_weight[type] * zone;
      terms->king_attackers[side]++;
    }
  if (pawn_attacked (pos, x, y, side))
    add_terms (terms, side, w->pawn_threat);
  if (pos->king[them] != ARB_SQUARE_NONE)
    {
      ArbSquare k = pos->king[them];
      int distance = MAX (ABS (ARB_SQUARE_X (k) - x), ABS (ARB_SQUARE_Y (k) - y));

      terms->score[side][0] += w->tropism[type] * (7 - distance);
    }
}

/* A piece's material and where it stands: knights and bishops in the
 * centre; pawns forward and central, but a pawn on the last row is stuck
 * for good (no promotion in this game): it can neither move nor capture. */
static void
strong_placement (int x, int y, ArbPieceType type, ArbSide side, const ArbChessWeights *w,
                  EvalTerms *terms)
{
  int advance = CLAMP (side == ARB_SIDE_WHITE ? 6 - y : y - 1, 0, 6);

  for (int t = 0; t < 2; t++)
    {
      int value = w->material[t][type];

      if (type == ARB_PIECE_TYPE_KNIGHT)
        value += w->knight_centre[t][centrality (x, y)];
      else if (type == ARB_PIECE_TYPE_BISHOP)
        value += w->bishop_centre[t][centrality (x, y)];
      else if (type == ARB_PIECE_TYPE_PAWN)
        value += w->pawn_advance[t][advance]
                 + (advance == 6 ? 0 : w->pawn_centre[t][centrality (x, 3)]);
      terms->score[side][t] += value;
    }
}

/* A side's King: at home behind its pawns in the middle game, in the
 * centre in the end game; the other side's attack on its zone. */
static void
king_terms (const ArbChessPosition *pos, ArbSide side, const ArbChessWeights *w,
            EvalTerms *terms)
{
  ArbSide them = arb_side_negate (side);
  int x = ARB_SQUARE_X (pos->king[side]), y = ARB_SQUARE_Y (pos->king[side]);
  int forward = side == ARB_SIDE_WHITE ? -1 : 1;
  int home = side == ARB_SIDE_WHITE ? 7 : 0;
  int attack = terms->king_attack[them];
  int middle = 0;

  terms->score[side][0] += w->king_centre[0][centrality (x, y)];
  terms->score[side][1] += w->king_centre[1][centrality (x, y)];
  middle += w->king_row[0] * ABS (y - home);
  terms->score[side][1] += w->king_row[1] * ABS (y - home);
  for (int fx = MAX (x - 1, 0); fx <= MIN (x + 1, 7); fx++)
    {
      int shield = w->shield[2];

      for (int d = 1; d <= 2; d++)
        {
          int fy = y + d * forward;

          if (arb_coords_on_board (fx, fy)
              && pos->board[fx][fy] == arb_piece_make (ARB_PIECE_TYPE_PAWN, side))
            {
              shield = w->shield[d - 1];
              break;
            }
        }
      middle += shield;
    }
  if (terms->king_attackers[them] >= 2)
    middle -= MIN (attack * attack * w->attack_scale / 64, w->attack_cap);
  terms->score[side][0] += middle;
}

/* Doubled and isolated pawns, rooks on open and half-open files, the pair
 * of bishops: the same in the middle and the end game. */
static int
structure_terms (ArbSide side, const ArbChessWeights *w, const EvalTerms *terms)
{
  ArbSide them = arb_side_negate (side);
  int score = terms->bishops[side] >= 2 ? w->bishop_pair : 0;

  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    {
      int n = terms->pawns[side][x];
      gboolean isolated = (x == 0 || terms->pawns[side][x - 1] == 0)
                          && (x == 7 || terms->pawns[side][x + 1] == 0);

      if (n > 1)
        score += w->doubled * (n - 1);
      if (n > 0 && isolated)
        score += w->isolated * n;
      if (n == 0)
        score += terms->rooks[side][x]
                 * (terms->pawns[them][x] == 0 ? w->rook_open : w->rook_half_open);
    }
  return score;
}

/**
 * arb_chess_evaluate_weighted:
 * @state: an ArbChessPosition whose game goes on
 * @weights: the weights to evaluate with
 *
 * Level 4's evaluation with any weights: arb_chess_evaluate_strong() is
 * this with arb_chess_weights; the tuner (tests/tools/chess-texel.c) gives
 * its own.
 *
 * Returns: centipawns for the side to move
 */
int
arb_chess_evaluate_weighted (gconstpointer state, const ArbChessWeights *weights)
{
  const ArbChessPosition *pos = state;
  ArbSide us = pos->turn;
  ArbSide them = arb_side_negate (us);
  EvalTerms terms = { 0 };
  int middle, end, phase;

  if (pos->king[them] != ARB_SQUARE_NONE && arb_position_is_attacked (pos, pos->king[them], us))
    return KING_EN_PRISE;

  terms.zone[ARB_SIDE_WHITE] = king_zone (pos, ARB_SIDE_WHITE);
  terms.zone[ARB_SIDE_BLACK] = king_zone (pos, ARB_SIDE_BLACK);
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
        strong_placement (x, y, type, side, weights, &terms);
        terms.phase += phase_share[type];
        if (type == ARB_PIECE_TYPE_PAWN)
          terms.pawns[side][x]++;
        else if (type != ARB_PIECE_TYPE_KING)
          piece_activity (pos, x, y, type, side, weights, &terms);
        if (type == ARB_PIECE_TYPE_ROOK)
          terms.rooks[side][x]++;
        if (type == ARB_PIECE_TYPE_BISHOP)
          terms.bishops[side]++;
      }
  for (int side = 0; side < ARB_N_SIDES; side++)
    {
      int structure = structure_terms (side, weights, &terms);

      if (pos->king[side] != ARB_SQUARE_NONE)
        king_terms (pos, side, weights, &terms);
      terms.score[side][0] += structure;
      terms.score[side][1] += structure;
    }
  phase = MIN (terms.phase, 24);
  middle = terms.score[us][0] - terms.score[them][0];
  end = terms.score[us][1] - terms.score[them][1];
  return (middle * phase + end * (24 - phase)) / 24 + weights->tempo;
}

/**
 * arb_chess_evaluate_strong:
 * @state: an ArbChessPosition whose game goes on
 *
 * The strongest level's evaluation (docs/engine.md): material, mobility
 * and placement, and the King's safety (its pawn shelter, the enemy pieces
 * that reach its zone, its place by the game's phase), pawn structure,
 * rooks on open files, the pair of bishops, pieces attacked by pawns,
 * blended between the middle and the end game by the pieces left.
 *
 * Returns: centipawns for the side to move
 */
int
arb_chess_evaluate_strong (gconstpointer state)
{
  return arb_chess_evaluate_weighted (state, &arb_chess_weights);
}

/* ------------------------------------------------ static exchange */

/* What a piece is worth in an exchange: taking the King ends the game. */
static const int exchange_value[ARB_N_PIECE_TYPES] = { 0, 20000, 900, 500, 330, 320, 100 };

/* The square of @side's least valuable piece that attacks (@x, @y) on
 * @board, or ARB_SQUARE_NONE. */
static ArbSquare
least_attacker (ArbPiece board[ARB_BOARD_SIZE][ARB_BOARD_SIZE], int x, int y, ArbSide side)
{
  int pawn_y = side == ARB_SIDE_WHITE ? y + 1 : y - 1;
  ArbSquare best = ARB_SQUARE_NONE;
  int best_value = G_MAXINT;

  for (int dx = -1; dx <= 1; dx += 2)
    if (arb_coords_on_board (x + dx, pawn_y)
        && board[x + dx][pawn_y] == arb_piece_make (ARB_PIECE_TYPE_PAWN, side))
      return ARB_SQUARE (x + dx, pawn_y);
  for (guint i = 0; i < 8; i++)
    {
      int nx = x + knight_steps[i][0], ny = y + knight_steps[i][1];

      if (arb_coords_on_board (nx, ny)
          && board[nx][ny] == arb_piece_make (ARB_PIECE_TYPE_KNIGHT, side))
        return ARB_SQUARE (nx, ny);
    }
  for (guint i = 0; i < 8; i++)
    {
      gboolean diagonal = i >= 4;
      int dx = diagonal ? bishop_lines[i - 4][0] : rook_lines[i][0];
      int dy = diagonal ? bishop_lines[i - 4][1] : rook_lines[i][1];

      for (int nx = x + dx, ny = y + dy, n = 1; arb_coords_on_board (nx, ny);
           nx += dx, ny += dy, n++)
        {
          ArbPiece piece = board[nx][ny];
          ArbPieceType type = arb_piece_type (piece);

          if (piece == ARB_PIECE_NONE)
            continue;
          if (arb_piece_side (piece) == side
              && (type == ARB_PIECE_TYPE_QUEEN
                  || type == (diagonal ? ARB_PIECE_TYPE_BISHOP : ARB_PIECE_TYPE_ROOK)
                  || (type == ARB_PIECE_TYPE_KING && n == 1))
              && exchange_value[type] < best_value)
            {
              best_value = exchange_value[type];
              best = ARB_SQUARE (nx, ny);
            }
          break;
        }
    }
  return best;
}

/* The static exchange on the square of a capture (the level's @exchange):
 * what the mover wins when both sides go on taking there with their least
 * valuable piece, each free to stop. */
static int
chess_exchange (gconstpointer  state,
                const ArbMove *move)
{
  const ArbChessPosition *pos = state;
  ArbPiece board[ARB_BOARD_SIZE][ARB_BOARD_SIZE];
  guint from = arb_move_first (move), to = arb_move_last (move);
  int x = ARB_SQUARE_X (to), y = ARB_SQUARE_Y (to);
  int gain[34];
  int d = 0;
  ArbPiece on_square = pos->board[ARB_SQUARE_X (from)][ARB_SQUARE_Y (from)];
  ArbSide side = arb_side_negate (pos->turn);

  gain[0] = exchange_value[arb_piece_type (pos->board[x][y])];
  if (gain[0] >= exchange_value[arb_piece_type (on_square)])
    return gain[0] - exchange_value[arb_piece_type (on_square)]; /* never a loss */
  memcpy (board, pos->board, sizeof board);
  board[ARB_SQUARE_X (from)][ARB_SQUARE_Y (from)] = ARB_PIECE_NONE;
  while (d < 32)
    {
      ArbSquare sq = least_attacker (board, x, y, side);

      if (sq == ARB_SQUARE_NONE)
        break;
      d++;
      gain[d] = exchange_value[arb_piece_type (on_square)] - gain[d - 1];
      if (MAX (-gain[d - 1], gain[d]) < 0)
        break;
      on_square = board[ARB_SQUARE_X (sq)][ARB_SQUARE_Y (sq)];
      board[ARB_SQUARE_X (sq)][ARB_SQUARE_Y (sq)] = ARB_PIECE_NONE;
      side = arb_side_negate (side);
    }
  while (d > 0)
    {
      gain[d - 1] = -MAX (-gain[d - 1], gain[d]);
      d--;
    }
  return gain[0];
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

/* The selective search's test (the level's @can_prune): the game goes on
 * (both Kings, a move to make), no King attacked (a side that can take
 * the King has won, one whose King hangs must see to it), and the side to
 * move has a piece besides pawns and its King (with pawns alone, passing
 * could be its best move: zugzwang). */
static gboolean
chess_can_prune (gconstpointer state)
{
  const ArbChessPosition *pos = state;
  ArbSide us = pos->turn;
  ArbSide them = arb_side_negate (us);

  if (arb_chess_king_missing (pos) || arb_position_is_attacked (pos, pos->king[them], us)
      || arb_position_is_attacked (pos, pos->king[us], them))
    return FALSE;
  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    for (int y = 0; y < ARB_BOARD_SIZE; y++)
      {
        ArbPiece piece = pos->board[x][y];

        if (piece != ARB_PIECE_NONE && arb_piece_side (piece) == us
            && arb_piece_type (piece) != ARB_PIECE_TYPE_PAWN
            && arb_piece_type (piece) != ARB_PIECE_TYPE_KING)
          return arb_position_has_moves (pos);
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

/* The captures of the piece of @side on (@x, @y), in the order its
 * generator lists its moves (arb-piece.c). */
static void
piece_captures (const ArbChessPosition *pos, int x, int y, ArbPieceType type, ArbSide side,
                ArbMoveList *list)
{
  const ArbPieceClass *klass = arb_piece_class (type);
  ArbSquare from = ARB_SQUARE (x, y);

  if (type == ARB_PIECE_TYPE_PAWN)
    {
      int forward = arb_pawn_forward (side);

      for (guint i = 0; i < klass->n_captures; i++)
        {
          int cx = x + klass->captures[i][0], cy = y + klass->captures[i][1] * forward;

          if (arb_coords_on_board (cx, cy) && pos->board[cx][cy] != ARB_PIECE_NONE
              && arb_piece_side (pos->board[cx][cy]) != side)
            list->moves[list->n_moves++]
              = arb_move_from_chess_move (arb_chess_move_make (from, ARB_SQUARE (cx, cy)));
        }
      return;
    }
  for (guint i = 0; i < klass->n_steps; i++)
    {
      int dx = klass->steps[i][0], dy = klass->steps[i][1];

      for (int tx = x + dx, ty = y + dy; arb_coords_on_board (tx, ty); tx += dx, ty += dy)
        {
          ArbPiece target = pos->board[tx][ty];

          if (target != ARB_PIECE_NONE)
            {
              if (arb_piece_side (target) != side)
                list->moves[list->n_moves++]
                  = arb_move_from_chess_move (arb_chess_move_make (from, ARB_SQUARE (tx, ty)));
              break;
            }
          if (!klass->slides)
            break;
        }
    }
}

/* The quiescence search's moves (the level's @generate_captures): every
 * capture of the side to move, in the order of arb_position_generate_moves()
 * (by square a8, b8 … h1, then each piece's own order). FALSE when the game
 * is over: a King taken, or no move at all (a draw, rules.md §5.6). */
static gboolean
chess_generate_captures (gconstpointer  state,
                         ArbMoveList   *list)
{
  const ArbChessPosition *pos = state;
  ArbSide us = pos->turn;

  list->n_moves = 0;
  if (arb_chess_king_missing (pos))
    return FALSE;
  for (int y = 0; y < ARB_BOARD_SIZE; y++)
    for (int x = 0; x < ARB_BOARD_SIZE; x++)
      {
        ArbPiece piece = pos->board[x][y];

        if (piece != ARB_PIECE_NONE && arb_piece_side (piece) == us)
          piece_captures (pos, x, y, arb_piece_type (piece), us, list);
      }
  return list->n_moves > 0 || arb_position_has_moves (pos);
}

/* The quiescence search's test (the level's @goes_on): both Kings on the
 * board and a move to make (rules.md §5.6: none at all is a draw). */
static gboolean
chess_goes_on (gconstpointer state)
{
  const ArbChessPosition *pos = state;

  return !arb_chess_king_missing (pos) && arb_position_has_moves (pos);
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
    .evaluate = arb_chess_evaluate_strong,
    .quiescence = TRUE,
    .prune_margin = 90,
    .exchange = chess_exchange,
    .can_prune = chess_can_prune,
    .pass = chess_pass,
    .generate_captures = chess_generate_captures,
    .goes_on = chess_goes_on,
  },
};
