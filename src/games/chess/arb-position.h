/* arb-position.h — the board, whose turn it is, and the rules that read them
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-piece.h"

G_BEGIN_DECLS

/**
 * ArbChessPosition:
 * @board: what stands on each square, addressed `[x][y]` (spec §1)
 * @turn: the side to move
 * @halfmove_clock: plies since the last capture or pawn move (spec §7)
 * @fullmove_number: starts at 1, grows after each Black move
 * @king: the square of each side's King, or %ARB_SQUARE_NONE once captured
 * @n_pieces: how many pieces each side has on the board
 * @hash: Zobrist key of placement, side to move, castling rights and the
 *   en-passant square (not the clocks)
 * @variant: the rules the position is played by (an ArbChessVariant)
 * @castling: (standard chess, Chess960) the square of the Rook each side
 *   may still castle with, [side][%ARB_CASTLE_KING_SIDE or
 *   %ARB_CASTLE_QUEEN_SIDE], or %ARB_SQUARE_NONE
 * @en_passant: (standard chess, Chess960) the square a pawn skipped with
 *   the last move when a pawn of the side to move can take it there en
 *   passant (FIDE 3.7.d), else %ARB_SQUARE_NONE
 * @double_step: (standard chess, Chess960) the square a pawn skipped with
 *   the last move, whether or not a capture there is legal, else
 *   %ARB_SQUARE_NONE. Not part of the position FIDE compares (9.2.2) nor
 *   of @hash: the rules read it only to say why an en passant that would
 *   uncover a check is refused, rather than that there is nothing to take.
 *
 * A plain struct: copy it with `=`, keep it on the stack. Every field but
 * @board, the clocks, @variant, @castling, @en_passant and @double_step is
 * derived and kept up to date by the functions below;
 * arb_position_is_valid() checks that. Simplified chess leaves @castling,
 * @en_passant and @double_step empty.
 */
struct _ArbPosition
{
  ArbPiece  board[ARB_BOARD_SIZE][ARB_BOARD_SIZE];
  ArbSide   turn;
  guint     halfmove_clock;
  guint     fullmove_number;
  ArbSquare king[ARB_N_SIDES];
  guint8    n_pieces[ARB_N_SIDES];
  guint8    variant;
  ArbSquare castling[ARB_N_SIDES][2];
  ArbSquare en_passant;
  ArbSquare double_step;
  guint64   hash;
};

/**
 * ArbChessVariant:
 * @ARB_CHESS_SIMPLIFIED: the founding game (rules.md): no castling, en
 *   passant or promotion, moving into check allowed, won by taking the King
 * @ARB_CHESS_STANDARD: the FIDE Laws of Chess
 * @ARB_CHESS_960: Chess960 (FIDE's Laws, Guidelines II): standard chess
 *   from one of 960 starting arrays, with its castling rule
 *
 * The values of chess's `variant` parameter, in its order.
 */
typedef enum
{
  ARB_CHESS_SIMPLIFIED,
  ARB_CHESS_STANDARD,
  ARB_CHESS_960,
} ArbChessVariant;

#define ARB_CASTLE_KING_SIDE 0  /* towards the h-file: O-O */
#define ARB_CASTLE_QUEEN_SIDE 1 /* towards the a-file: O-O-O */

/**
 * ArbChessUndo:
 *
 * What arb_position_make_move() overwrote, so that
 * arb_position_unmake_move() can put it back exactly.
 */
typedef struct
{
  ArbChessMove  move;
  ArbPiece moved;
  ArbPiece captured;  /* never the mover's own Rook: a castling keeps none */
  guint    halfmove_clock;
  guint    fullmove_number;
  ArbSquare castling[ARB_N_SIDES][2];
  ArbSquare en_passant;
  ArbSquare double_step;
  guint64  hash;
} ArbChessUndo;

/* The clocks stop at this value (FEN refuses larger ones): a million moves
 * is far beyond any game, and a FEN written after any move can always be
 * read back. */
#define ARB_CLOCK_MAX 1000000

/**
 * ArbChessReason:
 *
 * Why the game's rule (spec §4) refuses a move, most basic reason first.
 * %ARB_MOVE_REASON_OK means the move is allowed. The values double as the
 * codes of %ARB_MOVE_ERROR so that a UI can explain a refusal in words.
 */
typedef enum
{
  ARB_MOVE_REASON_OK = 0,
  ARB_MOVE_REASON_OFF_BOARD,        /* a square is outside the 8×8 board */
  ARB_MOVE_REASON_SAME_SQUARE,      /* from and to are the same square */
  ARB_MOVE_REASON_NO_PIECE,         /* nothing stands on the from-square */
  ARB_MOVE_REASON_WRONG_SIDE,       /* the piece belongs to the other side */
  ARB_MOVE_REASON_OWN_PIECE,        /* a piece of the mover stands on the destination */
  ARB_MOVE_REASON_PIECE_RULE,       /* the piece does not move like that */
  ARB_MOVE_REASON_PAWN_STRAIGHT_CAPTURE, /* a pawn only captures diagonally */
  ARB_MOVE_REASON_PAWN_DIAGONAL_EMPTY,   /* a pawn moves diagonally only to capture */
  ARB_MOVE_REASON_PAWN_DOUBLE_STEP, /* two steps only from the pawn's starting row */
  ARB_MOVE_REASON_BLOCKED,          /* a piece stands in between */
  ARB_MOVE_REASON_GAME_OVER,        /* used by the game only: no move after the end */
  ARB_MOVE_REASON_NOT_YOUR_TURN,    /* used by the game only: it is the other side's move */
  /* Standard chess and Chess960 only: */
  ARB_MOVE_REASON_KING_IN_CHECK,    /* it would leave the mover's King attacked (FIDE 3.9) */
  ARB_MOVE_REASON_CASTLING,         /* castling on that side is no longer allowed: the King
                                     * or that Rook has moved (FIDE 3.8.a.ii.1) */
  ARB_MOVE_REASON_PROMOTION,        /* a pawn on the last row must become Q, R, B or N, and
                                     * only there (FIDE 3.7.e) */
  /* Castling's other conditions (FIDE 3.8.a.ii.2, 3.8.b), each with the
   * square it names in the detail arb_standard_explain() gives: */
  ARB_MOVE_REASON_CASTLING_BLOCKED, /* a square between King and Rook is taken */
  ARB_MOVE_REASON_CASTLING_IN_CHECK,      /* the King is in check */
  ARB_MOVE_REASON_CASTLING_THROUGH_CHECK, /* it would cross an attacked square */
  ARB_MOVE_REASON_CASTLING_INTO_CHECK,    /* it would land on an attacked square */
  ARB_MOVE_REASON_EN_PASSANT_CHECK, /* taking en passant would leave the mover's King
                                     * attacked: both pawns leave their row (FIDE 3.7.d, 3.9) */
  ARB_MOVE_REASON_PINNED,           /* the piece is pinned: leaving its line would uncover
                                     * an attack on the mover's King (FIDE 3.9) */
} ArbChessReason;

/* ------------------------------------------------------------ set-up */

void     arb_position_clear          (ArbChessPosition *pos);
void     arb_position_init_start     (ArbChessPosition *pos);
ArbPiece arb_position_piece_at       (const ArbChessPosition *pos, int x, int y);
void     arb_position_set_piece      (ArbChessPosition *pos, int x, int y, ArbPiece piece);
void     arb_position_set_turn       (ArbChessPosition *pos, ArbSide side);
gboolean arb_position_equal          (const ArbChessPosition *a, const ArbChessPosition *b);
guint64  arb_position_compute_hash   (const ArbChessPosition *pos);
guint64  arb_position_rights_hash    (const ArbChessPosition *pos);
gboolean arb_position_is_valid       (const ArbChessPosition *pos, const char **why);

/* ------------------------------------------------------------- rules */

gboolean      arb_position_can_move     (const ArbChessPosition *pos, int x, int y,
                                         int dx, int dy, ArbSide side);
ArbChessReason arb_position_explain_move (const ArbChessPosition *pos, int x, int y,
                                         int dx, int dy, ArbSide side,
                                         ArbSquare *blocker);
gboolean      arb_position_is_attacked  (const ArbChessPosition *pos, ArbSquare sq,
                                         ArbSide by);
gboolean      arb_position_is_in_check  (const ArbChessPosition *pos, ArbSide side);

/* ------------------------------------------------------- generation */

void     arb_position_generate_moves (const ArbChessPosition *pos, ArbChessMoveList *list);
void     arb_position_piece_moves    (const ArbChessPosition *pos, ArbSquare from,
                                      ArbChessMoveList *list);
gboolean arb_position_has_moves      (const ArbChessPosition *pos);
gboolean arb_position_is_legal       (const ArbChessPosition *pos, ArbChessMove move);
guint    arb_position_find_movers    (const ArbChessPosition *pos, ArbPieceType type,
                                      ArbSide side, ArbSquare to,
                                      ArbSquare *movers, guint max_movers);

/* ----------------------------------------------------- make / unmake */

void arb_position_make_move   (ArbChessPosition *pos, ArbChessMove move, ArbChessUndo *undo);
void arb_position_unmake_move (ArbChessPosition *pos, const ArbChessUndo *undo);

/* ------------------------------------------------------------ status */

/**
 * ArbChessPositionStatus:
 * @ARB_POSITION_PLAYING: the side to move has a King and at least one move
 * @ARB_POSITION_KING_CAPTURED: a King is missing: the side that still has one has won
 * @ARB_POSITION_NO_MOVES: the side to move has no move at all: a draw (spec §5.6)
 */
typedef enum
{
  ARB_POSITION_PLAYING,
  ARB_POSITION_KING_CAPTURED,
  ARB_POSITION_NO_MOVES,
} ArbChessPositionStatus;

ArbChessPositionStatus arb_position_status (const ArbChessPosition *pos);

/* ------------------------------------------------------------- perft */

/* Deeper counts would take longer than the age of the universe, and each
 * ply costs a move list on the stack: callers refuse anything above this. */
#define ARB_PERFT_MAX_DEPTH 64

typedef void (*ArbPerftDivideFunc) (ArbChessMove move, guint64 nodes, gpointer user_data);

guint64 arb_perft        (const ArbChessPosition *pos, guint depth);
guint64 arb_perft_make_unmake (const ArbChessPosition *pos, guint depth);
guint64 arb_perft_divide (const ArbChessPosition *pos, guint depth,
                          ArbPerftDivideFunc func, gpointer user_data);

G_END_DECLS
