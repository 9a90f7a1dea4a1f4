/* arb-standard-movegen.c — the legal moves of standard chess and Chess960
 * on bitboards, and perft
 *
 * The generator lists legal moves only (FIDE 3.9: a move that leaves one's
 * own King attacked is illegal), so that perft counts its last ply without
 * making it. It finds the pieces that check the King and those pinned to
 * it first; a pinned piece moves only along its pin, a King only to
 * squares no enemy piece attacks once it has left its square, and while in
 * check only a move that takes the checking piece or steps between it and
 * the King answers it. En passant, the one move that removes a piece from
 * another square than its own, is tested by looking at the King's lines
 * after it (the "rank pin" of two pawns leaving the fifth row).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-standard.h"

#include <string.h>

/* ------------------------------------------------------------ the board */

/**
 * arb_std_board_from_position:
 * @board: (out caller-allocates): the bitboards
 * @pos: a position with both Kings
 *
 * Copies @pos into bitboards, in one pass over the board.
 */
void
arb_std_board_from_position (ArbStdBoard            *board,
                             const ArbChessPosition *pos)
{
  arb_attacks_init ();
  memset (board, 0, sizeof *board);
  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    for (int y = 0; y < ARB_BOARD_SIZE; y++)
      {
        ArbPiece piece = pos->board[x][y];
        ArbSquare sq = ARB_SQUARE (x, y);

        board->board[sq] = piece;
        if (piece == ARB_PIECE_NONE)
          continue;
        board->side[arb_piece_side (piece)] |= ARB_BB (sq);
        board->type[arb_piece_type (piece)] |= ARB_BB (sq);
      }
  memcpy (board->king, pos->king, sizeof board->king);
  memcpy (board->castling, pos->castling, sizeof board->castling);
  board->en_passant = pos->en_passant;
  board->turn = pos->turn;
}

static inline ArbBitboard
occupied (const ArbStdBoard *board)
{
  return board->side[ARB_SIDE_WHITE] | board->side[ARB_SIDE_BLACK];
}

static inline ArbBitboard
pieces (const ArbStdBoard *board, ArbSide side, ArbPieceType type)
{
  return board->side[side] & board->type[type];
}

/**
 * arb_std_attackers:
 * @board: a position
 * @sq: a square
 * @occupied: the squares that block sliders (the board's, or a board after
 *   a move being tried)
 *
 * Returns: the pieces of either side that attack @sq.
 */
ArbBitboard
arb_std_attackers (const ArbStdBoard *board,
                   ArbSquare          sq,
                   ArbBitboard        occupied)
{
  ArbBitboard queens = board->type[ARB_PIECE_TYPE_QUEEN];

  return (arb_attacks.pawn[ARB_SIDE_WHITE][sq] & pieces (board, ARB_SIDE_BLACK, ARB_PIECE_TYPE_PAWN))
         | (arb_attacks.pawn[ARB_SIDE_BLACK][sq]
            & pieces (board, ARB_SIDE_WHITE, ARB_PIECE_TYPE_PAWN))
         | (arb_attacks.knight[sq] & board->type[ARB_PIECE_TYPE_KNIGHT])
         | (arb_attacks.king[sq] & board->type[ARB_PIECE_TYPE_KING])
         | (arb_bb_rook_attacks (sq, occupied) & (board->type[ARB_PIECE_TYPE_ROOK] | queens))
         | (arb_bb_bishop_attacks (sq, occupied) & (board->type[ARB_PIECE_TYPE_BISHOP] | queens));
}

/**
 * arb_std_castling_squares:
 * @king: the King's square
 * @rook: the square of the Rook it castles with, on the same row
 * @king_to: (out): where the King ends: the g-file, or the c-file when the
 *   Rook stands towards the a-file (FIDE 3.8.a.ii, Chess960 rules)
 * @rook_to: (out): where the Rook ends: the f- or the d-file
 */
void
arb_std_castling_squares (ArbSquare  king,
                          ArbSquare  rook,
                          ArbSquare *king_to,
                          ArbSquare *rook_to)
{
  int y = ARB_SQUARE_Y (king);
  gboolean king_side = ARB_SQUARE_X (rook) > ARB_SQUARE_X (king);

  *king_to = ARB_SQUARE (king_side ? 6 : 2, y);
  *rook_to = ARB_SQUARE (king_side ? 5 : 3, y);
}

/* ------------------------------------------------------------ generation */

static inline void
add (ArbStdMoveList *list, ArbSquare from, ArbSquare to, guint kind)
{
  list->moves[list->n_moves++] = arb_std_move (from, to, kind);
}

/* Each move of a pawn from @from to @to, four of them on the last row. */
static inline void
add_pawn_moves (ArbStdMoveList *list, ArbBitboard targets, int shift, ArbBitboard last_row)
{
  while (targets)
    {
      ArbSquare to = arb_bb_pop (&targets);
      ArbSquare from = (ArbSquare) (to - shift);

      if (ARB_BB (to) & last_row)
        for (guint kind = ARB_STD_PROMOTE; kind < ARB_STD_PROMOTE + 4; kind++)
          add (list, from, to, kind);
      else
        add (list, from, to, ARB_STD_NORMAL);
    }
}

/* Shifts @b towards the other side's back row by @rows rows of @side. */
static inline ArbBitboard
forward (ArbBitboard b, ArbSide side, int rows)
{
  return side == ARB_SIDE_WHITE ? b >> (8 * rows) : b << (8 * rows);
}

static void generate_en_passant (const ArbStdBoard *board, ArbStdMoveList *list);

/**
 * arb_std_can_take_en_passant:
 * @board: a position with its en-passant square set
 *
 * Returns: whether a pawn of the side to move can legally take there.
 */
gboolean
arb_std_can_take_en_passant (const ArbStdBoard *board)
{
  ArbStdMoveList list = { 0, { 0 } };

  generate_en_passant (board, &list);
  return list.n_moves > 0;
}

static void
generate_pawns (const ArbStdBoard *board,
                ArbBitboard        pawns,
                ArbBitboard        empty_targets,
                ArbBitboard        capture_targets,
                ArbStdMoveList    *list)
{
  ArbSide us = board->turn;
  ArbBitboard empty = ~occupied (board);
  ArbBitboard last_row = ARB_BB_ROW (us == ARB_SIDE_WHITE ? 0 : 7);
  /* The row a pawn reaches after its first step from its starting row. */
  ArbBitboard third_row = ARB_BB_ROW (us == ARB_SIDE_WHITE ? 5 : 2);
  int step = us == ARB_SIDE_WHITE ? -8 : 8;
  ArbBitboard one = forward (pawns, us, 1) & empty;
  ArbBitboard two = forward (one & third_row, us, 1) & empty;
  /* Captures towards the a-file and towards the h-file: a pawn of the
   * edge file is left out, so that the shift by 7 or 9 never wraps it
   * onto the other edge. */
  ArbBitboard west = us == ARB_SIDE_WHITE ? (pawns & ~ARB_BB_FILE (0)) >> 9
                                          : (pawns & ~ARB_BB_FILE (0)) << 7;
  ArbBitboard east = us == ARB_SIDE_WHITE ? (pawns & ~ARB_BB_FILE (7)) >> 7
                                          : (pawns & ~ARB_BB_FILE (7)) << 9;

  add_pawn_moves (list, one & empty_targets, step, last_row);
  add_pawn_moves (list, two & empty_targets, 2 * step, last_row);
  add_pawn_moves (list, west & capture_targets, us == ARB_SIDE_WHITE ? -9 : 7, last_row);
  add_pawn_moves (list, east & capture_targets, us == ARB_SIDE_WHITE ? -7 : 9, last_row);
}

/* En passant (FIDE 3.7.d), tried on the board as it would be after it:
 * neither pawn where it was, the capturer on the skipped square; legal
 * when no enemy piece then attacks the King. Rare enough to test whole. */
static void
generate_en_passant (const ArbStdBoard *board, ArbStdMoveList *list)
{
  ArbSide us = board->turn, them = arb_side_negate (us);
  ArbSquare ep = board->en_passant, victim;
  ArbBitboard capturers;

  if (ep == ARB_SQUARE_NONE)
    return;
  victim = (ArbSquare) (us == ARB_SIDE_WHITE ? ep + 8 : ep - 8);
  capturers = arb_attacks.pawn[them][ep] & pieces (board, us, ARB_PIECE_TYPE_PAWN);
  while (capturers)
    {
      ArbSquare from = arb_bb_pop (&capturers);
      ArbBitboard after = (occupied (board) ^ ARB_BB (from) ^ ARB_BB (victim)) | ARB_BB (ep);

      if (!(arb_std_attackers (board, board->king[us], after) & board->side[them]
            & ~ARB_BB (victim)))
        add (list, from, ep, ARB_STD_EN_PASSANT);
    }
}

/* Castling (FIDE 3.8.a.ii, Chess960 rules): the King and the Rook keep
 * their right, every square either passes over or lands on is empty but
 * for those two, the King is not in check (the caller's test) and no
 * square it passes over or lands on is attacked. The landing square is
 * judged with the Rook already moved: in Chess960 the Rook may shield it
 * before castling and not after. */
static void
generate_castling (const ArbStdBoard *board, ArbStdMoveList *list)
{
  ArbSide us = board->turn, them = arb_side_negate (us);
  ArbSquare king = board->king[us];

  for (guint wing = 0; wing < 2; wing++)
    {
      ArbSquare rook = board->castling[us][wing], king_to, rook_to;
      ArbBitboard path, passed, both, after;
      gboolean attacked = FALSE;

      if (rook == ARB_SQUARE_NONE)
        continue;
      arb_std_castling_squares (king, rook, &king_to, &rook_to);
      both = ARB_BB (king) | ARB_BB (rook);
      passed = arb_attacks.between[king][king_to] | ARB_BB (king_to);
      path = (passed | arb_attacks.between[rook][rook_to] | ARB_BB (rook_to)) & ~both;
      if (path & occupied (board))
        continue;
      passed &= ~ARB_BB (king_to);
      while (passed && !attacked)
        attacked = (arb_std_attackers (board, arb_bb_pop (&passed), occupied (board))
                    & board->side[them]) != 0;
      after = (occupied (board) ^ both) | ARB_BB (king_to) | ARB_BB (rook_to);
      if (attacked || (arb_std_attackers (board, king_to, after) & board->side[them]))
        continue;
      add (list, king, rook, ARB_STD_CASTLE);
    }
}

/**
 * arb_std_generate:
 * @board: a position with both Kings
 * @list: (out caller-allocates): every legal move of the side to move
 */
void
arb_std_generate (const ArbStdBoard *board,
                  ArbStdMoveList    *list)
{
  ArbSide us = board->turn, them = arb_side_negate (us);
  ArbSquare king = board->king[us];
  ArbBitboard occ = occupied (board), own = board->side[us], enemy = board->side[them];
  ArbBitboard checkers = arb_std_attackers (board, king, occ) & enemy;
  ArbBitboard pinned = 0, snipers, targets, b;
  ArbBitboard queens = board->type[ARB_PIECE_TYPE_QUEEN];

  list->n_moves = 0;

  /* The King, to any square not attacked once it has left its own (a
   * slider's line goes on through the square it stood on). */
  b = arb_attacks.king[king] & ~own;
  while (b)
    {
      ArbSquare to = arb_bb_pop (&b);

      if (!(arb_std_attackers (board, to, occ ^ ARB_BB (king)) & enemy))
        add (list, king, to, ARB_STD_NORMAL);
    }
  /* Against two checkers only the King can move. */
  if (checkers & (checkers - 1))
    return;

  /* Pieces pinned to the King: alone between it and an enemy slider. */
  snipers = (arb_bb_rook_attacks (king, 0) & (board->type[ARB_PIECE_TYPE_ROOK] | queens))
            | (arb_bb_bishop_attacks (king, 0) & (board->type[ARB_PIECE_TYPE_BISHOP] | queens));
  snipers &= enemy;
  while (snipers)
    {
      ArbBitboard between = arb_attacks.between[king][arb_bb_pop (&snipers)] & occ;

      if (between && !(between & (between - 1)))
        pinned |= between & own;
    }

  /* In check: take the checker or step between it and the King. */
  targets = checkers ? checkers | arb_attacks.between[king][arb_bb_first (checkers)] : ~own;
  targets &= ~own;

  generate_pawns (board, pieces (board, us, ARB_PIECE_TYPE_PAWN) & ~pinned, targets & ~occ,
                  targets & enemy, list);
  /* A pinned pawn moves along its pin: one list each, the pin as target. */
  b = pieces (board, us, ARB_PIECE_TYPE_PAWN) & pinned;
  while (b)
    {
      ArbSquare from = arb_bb_pop (&b);
      ArbBitboard pin = arb_attacks.line[king][from];

      generate_pawns (board, ARB_BB (from), targets & ~occ & pin, targets & enemy & pin, list);
    }
  generate_en_passant (board, list);

  b = own & ~pieces (board, us, ARB_PIECE_TYPE_PAWN) & ~ARB_BB (king);
  while (b)
    {
      ArbSquare from = arb_bb_pop (&b);
      ArbBitboard moves;

      switch (arb_piece_type (board->board[from]))
        {
        case ARB_PIECE_TYPE_KNIGHT:
          /* A pinned Knight never stays on its line. */
          moves = pinned & ARB_BB (from) ? 0 : arb_attacks.knight[from];
          break;
        case ARB_PIECE_TYPE_BISHOP:
          moves = arb_bb_bishop_attacks (from, occ);
          break;
        case ARB_PIECE_TYPE_ROOK:
          moves = arb_bb_rook_attacks (from, occ);
          break;
        default: /* the Queen */
          moves = arb_bb_rook_attacks (from, occ) | arb_bb_bishop_attacks (from, occ);
          break;
        }
      moves &= targets;
      if (pinned & ARB_BB (from))
        moves &= arb_attacks.line[king][from];
      while (moves)
        add (list, from, arb_bb_pop (&moves), ARB_STD_NORMAL);
    }

  if (!checkers)
    generate_castling (board, list);
}

/* ---------------------------------------------------------- make (copy) */

static inline void
remove_piece (ArbStdBoard *board, ArbSquare sq)
{
  ArbPiece piece = board->board[sq];

  board->side[arb_piece_side (piece)] ^= ARB_BB (sq);
  board->type[arb_piece_type (piece)] ^= ARB_BB (sq);
  board->board[sq] = ARB_PIECE_NONE;
}

static inline void
put_piece (ArbStdBoard *board, ArbSquare sq, ArbPiece piece)
{
  board->side[arb_piece_side (piece)] |= ARB_BB (sq);
  board->type[arb_piece_type (piece)] |= ARB_BB (sq);
  board->board[sq] = piece;
}

/* A right goes with its Rook or its King: whatever leaves or lands on
 * the Rook's square ends that right (FIDE 3.8.a.ii.1). */
static inline void
update_rights (ArbStdBoard *board, ArbSquare from, ArbSquare to)
{
  for (guint side = 0; side < ARB_N_SIDES; side++)
    for (guint wing = 0; wing < 2; wing++)
      if (board->castling[side][wing] == from || board->castling[side][wing] == to)
        board->castling[side][wing] = ARB_SQUARE_NONE;
}

/**
 * arb_std_make:
 * @board: a position
 * @move: one of its legal moves
 *
 * Plays @move on @board: the bitboards, the rights, the en-passant square
 * (set after every double step; the generator checks a capture there) and
 * the turn. The clocks are the caller's.
 */
void
arb_std_make (ArbStdBoard *board,
              ArbStdMove   move)
{
  ArbSquare from = ARB_STD_FROM (move), to = ARB_STD_TO (move);
  guint kind = ARB_STD_KIND (move);
  ArbSide us = board->turn;
  ArbPiece piece = board->board[from];

  board->en_passant = ARB_SQUARE_NONE;
  if (kind == ARB_STD_CASTLE)
    {
      ArbSquare king_to, rook_to;
      ArbPiece rook = board->board[to];

      arb_std_castling_squares (from, to, &king_to, &rook_to);
      remove_piece (board, from);
      remove_piece (board, to);
      put_piece (board, king_to, piece);
      put_piece (board, rook_to, rook);
      board->king[us] = king_to;
      board->castling[us][0] = board->castling[us][1] = ARB_SQUARE_NONE;
    }
  else
    {
      if (board->board[to] != ARB_PIECE_NONE)
        remove_piece (board, to);
      remove_piece (board, from);
      if (kind == ARB_STD_EN_PASSANT)
        remove_piece (board, (ArbSquare) (us == ARB_SIDE_WHITE ? to + 8 : to - 8));
      else if (kind >= ARB_STD_PROMOTE)
        piece = arb_piece_make ((ArbPieceType) (ARB_PIECE_TYPE_QUEEN + kind - ARB_STD_PROMOTE),
                                us);
      put_piece (board, to, piece);
      if (arb_piece_type (piece) == ARB_PIECE_TYPE_KING)
        {
          board->king[us] = to;
          board->castling[us][0] = board->castling[us][1] = ARB_SQUARE_NONE;
        }
      else if (arb_piece_type (piece) == ARB_PIECE_TYPE_PAWN && (from ^ to) == 16)
        board->en_passant = (ArbSquare) ((from + to) / 2);
      update_rights (board, from, to);
    }
  board->turn = arb_side_negate (us);
}

/* ---------------------------------------------------------------- perft */

static guint64
perft (const ArbStdBoard *board, guint depth)
{
  ArbStdMoveList list;
  guint64 nodes = 0;

  arb_std_generate (board, &list);
  /* Bulk counting: every generated move is legal. */
  if (depth == 1)
    return list.n_moves;
  for (guint i = 0; i < list.n_moves; i++)
    {
      ArbStdBoard child = *board;

      arb_std_make (&child, list.moves[i]);
      nodes += perft (&child, depth - 1);
    }
  return nodes;
}

/**
 * arb_std_perft:
 * @board: a position
 * @depth: plies
 *
 * Returns: the number of legal move sequences of @depth plies.
 */
guint64
arb_std_perft (const ArbStdBoard *board,
               guint              depth)
{
  return depth == 0 ? 1 : perft (board, depth);
}
