/* arb-standard.h — standard chess (FIDE) and Chess960: the legal move
 * generator on bitboards, and the rules that read it
 *
 * The game's position stays ArbChessPosition (the `[x][y]` board of the
 * mission's API plus castling rights and the en-passant square); the move
 * generator works on ArbStdBoard, a bitboard copy of it made in one pass.
 * Perft keeps the copy and makes moves on copies of it (copy-make).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-bitboard.h"
#include "arb-notation.h"
#include "arb-position.h"

G_BEGIN_DECLS

/**
 * ArbStdMove:
 *
 * A move of the generator in 16 bits: the from-square, the to-square
 * (castling: the Rook's square, the King "takes" its own Rook, which is
 * unambiguous in Chess960 too) and its kind (ARB_STD_*).
 */
typedef guint16 ArbStdMove;

enum
{
  ARB_STD_NORMAL = 0,
  ARB_STD_CASTLE = 1,
  ARB_STD_EN_PASSANT = 2,
  /* 4 + (promotion piece type − ARB_PIECE_TYPE_QUEEN): Queen, Rook,
   * Bishop, Knight. */
  ARB_STD_PROMOTE = 4,
};

static inline ArbStdMove
arb_std_move (ArbSquare from, ArbSquare to, guint kind)
{
  return (ArbStdMove) (from | (to << 6) | (kind << 12));
}
#define ARB_STD_FROM(m) ((ArbSquare) ((m) & 63))
#define ARB_STD_TO(m) ((ArbSquare) (((m) >> 6) & 63))
#define ARB_STD_KIND(m) ((guint) ((m) >> 12))

/* The most legal moves of any chess position is 218; the bound of the
 * simplified generator (ARB_MAX_MOVES) covers it with room. */
typedef struct
{
  guint      n_moves;
  ArbStdMove moves[ARB_MAX_MOVES];
} ArbStdMoveList;

/**
 * ArbStdBoard:
 *
 * The bitboards of a position: a set per side and per piece type, the
 * pieces by square, and the state that is not placement.
 */
typedef struct
{
  ArbBitboard side[ARB_N_SIDES];
  ArbBitboard type[ARB_N_PIECE_TYPES];   /* [0] unused */
  ArbPiece    board[ARB_N_SQUARES];
  ArbSquare   king[ARB_N_SIDES];
  ArbSquare   castling[ARB_N_SIDES][2];  /* the Rook's square, or ARB_SQUARE_NONE */
  ArbSquare   en_passant;
  ArbSide     turn;
} ArbStdBoard;

void        arb_std_board_from_position (ArbStdBoard *board, const ArbChessPosition *pos);
ArbBitboard arb_std_attackers (const ArbStdBoard *board, ArbSquare sq, ArbBitboard occupied);
void        arb_std_generate  (const ArbStdBoard *board, ArbStdMoveList *list);
void        arb_std_make      (ArbStdBoard *board, ArbStdMove move);
gboolean    arb_std_can_take_en_passant (const ArbStdBoard *board);
guint64     arb_std_perft     (const ArbStdBoard *board, guint depth);

/* The squares a King castling with the Rook on @rook ends on (and the
 * Rook): the c- or g-file, the d- or f-file, on the King's row. */
void arb_std_castling_squares (ArbSquare king, ArbSquare rook, ArbSquare *king_to,
                               ArbSquare *rook_to);

/* ---- the game's rules, on ArbChessPosition */

ArbChessMove arb_std_move_to_chess (ArbStdMove move);
void     arb_standard_generate  (const ArbChessPosition *pos, ArbChessMoveList *list);
gboolean arb_standard_has_moves (const ArbChessPosition *pos);
void     arb_standard_make_move (ArbChessPosition *pos, ArbChessMove move, ArbChessUndo *undo);
void     arb_standard_unmake_move (ArbChessPosition *pos, const ArbChessUndo *undo);
guint64  arb_standard_perft     (const ArbChessPosition *pos, guint depth);
gboolean arb_standard_is_castling (const ArbChessPosition *pos, ArbChessMove move);
gboolean arb_standard_dead_position (const ArbChessPosition *pos);

/* arb-standard-rules.c */
ArbChessMove   arb_standard_resolve     (const ArbChessPosition *pos, ArbSquare from,
                                         ArbSquare to);
ArbChessReason arb_standard_explain     (const ArbChessPosition *pos, ArbChessMove move,
                                         ArbSide side, guint *detail);
void           arb_standard_piece_moves (const ArbChessPosition *pos, ArbSquare from,
                                         ArbChessMoveList *list);
guint          arb_standard_find_movers (const ArbChessPosition *pos, ArbPieceType type,
                                         ArbSide side, ArbSquare to, ArbSquare *movers,
                                         guint max_movers);

/* arb-standard-san.c */
void     arb_standard_move_to_san   (const ArbChessPosition *pos, ArbChessMove move,
                                     char buf[ARB_SAN_MAX]);
gboolean arb_standard_move_from_san (const ArbChessPosition *pos, const char *text,
                                     ArbChessMove *move, GError **error);
gboolean arb_standard_move_parse    (const ArbChessPosition *pos, const char *text,
                                     ArbChessMove *move, GError **error);
gboolean arb_san_is_castling_text   (const char *s, gsize len, char zero, int *castle);

/* arb-standard-quick.c: the rules table's quick check of files' moves */
extern const ArbQuickCheck arb_standard_quick_check;

G_END_DECLS
