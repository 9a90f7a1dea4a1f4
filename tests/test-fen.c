/* test-fen.c — reading and writing FEN (spec §9)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "arbiter.h"

/* ------------------------------------------------------------ helpers */

static ArbPiece
white (ArbPieceType type)
{
  return arb_piece_make (type, ARB_SIDE_WHITE);
}

static ArbPiece
black (ArbPieceType type)
{
  return arb_piece_make (type, ARB_SIDE_BLACK);
}

/* Every field, the derived ones included: the struct's padding bytes are
 * no part of the position. */
static void
assert_same_position (const ArbChessPosition *a,
                      const ArbChessPosition *b)
{
  g_assert_cmpmem (a->board, sizeof a->board, b->board, sizeof b->board);
  g_assert_cmpint (a->turn, ==, b->turn);
  g_assert_cmpuint (a->halfmove_clock, ==, b->halfmove_clock);
  g_assert_cmpuint (a->fullmove_number, ==, b->fullmove_number);
  g_assert_cmpuint (a->king[ARB_SIDE_WHITE], ==, b->king[ARB_SIDE_WHITE]);
  g_assert_cmpuint (a->king[ARB_SIDE_BLACK], ==, b->king[ARB_SIDE_BLACK]);
  g_assert_cmpuint (a->n_pieces[ARB_SIDE_WHITE], ==, b->n_pieces[ARB_SIDE_WHITE]);
  g_assert_cmpuint (a->n_pieces[ARB_SIDE_BLACK], ==, b->n_pieces[ARB_SIDE_BLACK]);
  g_assert_cmpuint (a->hash, ==, b->hash);
}

static void
parse_ok (const char  *fen,
          ArbChessPosition *pos)
{
  g_autoptr(GError) error = NULL;
  const char *why = NULL;

  g_assert_true (arb_fen_parse (fen, pos, &error));
  g_assert_no_error (error);
  g_assert_true (arb_position_is_valid (pos, &why));
  g_assert_null (why);
}

/* ------------------------------------------------------------- parsing */

/* The start position, square by square in [x][y] (spec §1): y = 0 is rank 8
 * at the top, where Black starts. */
static void
test_parse_start (void)
{
  static const ArbPieceType back_row[ARB_BOARD_SIZE] = {
    ARB_PIECE_TYPE_ROOK, ARB_PIECE_TYPE_KNIGHT, ARB_PIECE_TYPE_BISHOP,
    ARB_PIECE_TYPE_QUEEN, ARB_PIECE_TYPE_KING, ARB_PIECE_TYPE_BISHOP,
    ARB_PIECE_TYPE_KNIGHT, ARB_PIECE_TYPE_ROOK,
  };
  ArbChessPosition pos, start;
  int x, y;

  parse_ok (ARB_FEN_START, &pos);

  /* The corners and the Kings, named one by one. */
  g_assert_cmpuint (arb_position_piece_at (&pos, 0, 0), ==, black (ARB_PIECE_TYPE_ROOK));
  g_assert_cmpuint (arb_position_piece_at (&pos, 7, 0), ==, black (ARB_PIECE_TYPE_ROOK));
  g_assert_cmpuint (arb_position_piece_at (&pos, 0, 7), ==, white (ARB_PIECE_TYPE_ROOK));
  g_assert_cmpuint (arb_position_piece_at (&pos, 7, 7), ==, white (ARB_PIECE_TYPE_ROOK));
  g_assert_cmpuint (arb_position_piece_at (&pos, 4, 7), ==, white (ARB_PIECE_TYPE_KING));
  g_assert_cmpuint (arb_position_piece_at (&pos, 4, 0), ==, black (ARB_PIECE_TYPE_KING));
  g_assert_cmpuint (arb_position_piece_at (&pos, 3, 7), ==, white (ARB_PIECE_TYPE_QUEEN));
  g_assert_cmpuint (arb_position_piece_at (&pos, 3, 0), ==, black (ARB_PIECE_TYPE_QUEEN));
  g_assert_cmpuint (arb_position_piece_at (&pos, 4, 6), ==, white (ARB_PIECE_TYPE_PAWN));
  g_assert_cmpuint (arb_position_piece_at (&pos, 4, 4), ==, ARB_PIECE_NONE);

  /* Every square. */
  for (x = 0; x < ARB_BOARD_SIZE; x++)
    {
      g_assert_cmpuint (pos.board[x][0], ==, black (back_row[x]));
      g_assert_cmpuint (pos.board[x][1], ==, black (ARB_PIECE_TYPE_PAWN));
      for (y = 2; y < 6; y++)
        g_assert_cmpuint (pos.board[x][y], ==, ARB_PIECE_NONE);
      g_assert_cmpuint (pos.board[x][6], ==, white (ARB_PIECE_TYPE_PAWN));
      g_assert_cmpuint (pos.board[x][7], ==, white (back_row[x]));
    }

  g_assert_cmpint (pos.turn, ==, ARB_SIDE_WHITE);
  g_assert_cmpuint (pos.halfmove_clock, ==, 0);
  g_assert_cmpuint (pos.fullmove_number, ==, 1);
  g_assert_cmpuint (pos.king[ARB_SIDE_WHITE], ==, ARB_SQUARE (4, 7));
  g_assert_cmpuint (pos.king[ARB_SIDE_BLACK], ==, ARB_SQUARE (4, 0));
  g_assert_cmpuint (pos.n_pieces[ARB_SIDE_WHITE], ==, 16);
  g_assert_cmpuint (pos.n_pieces[ARB_SIDE_BLACK], ==, 16);

  /* The same position as the one set up by hand, hash included. */
  arb_position_init_start (&start);
  g_assert_true (arb_position_equal (&pos, &start));
  g_assert_cmpuint (pos.hash, ==, start.hash);
}

typedef struct
{
  const char   *fen;
  int           x, y;
  ArbPieceType  type;  /* ARB_PIECE_TYPE_NONE for an empty square */
  ArbSide       side;
} PlacementCase;

/* Single squares of middle-game positions, located by hand: file a + x,
 * rank 8 − y. */
static void
test_parse_placement (void)
{
  static const char italian[] =
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b - - 3 3";
  static const PlacementCase cases[] = {
    { italian, 2, 2, ARB_PIECE_TYPE_KNIGHT, ARB_SIDE_BLACK }, /* c6 */
    { italian, 1, 0, ARB_PIECE_TYPE_NONE, 0 },                /* b8 */
    { italian, 4, 3, ARB_PIECE_TYPE_PAWN, ARB_SIDE_BLACK },   /* e5 */
    { italian, 4, 1, ARB_PIECE_TYPE_NONE, 0 },                /* e7 */
    { italian, 4, 4, ARB_PIECE_TYPE_PAWN, ARB_SIDE_WHITE },   /* e4 */
    { italian, 4, 6, ARB_PIECE_TYPE_NONE, 0 },                /* e2 */
    { italian, 5, 5, ARB_PIECE_TYPE_KNIGHT, ARB_SIDE_WHITE }, /* f3 */
    { italian, 6, 7, ARB_PIECE_TYPE_NONE, 0 },                /* g1 */
    { italian, 7, 7, ARB_PIECE_TYPE_ROOK, ARB_SIDE_WHITE },   /* h1 */
    { italian, 5, 7, ARB_PIECE_TYPE_BISHOP, ARB_SIDE_WHITE }, /* f1 */
    /* A lone piece in each corner region. */
    { "7k/8/8/8/8/8/8/K7 w - - 0 1", 7, 0, ARB_PIECE_TYPE_KING, ARB_SIDE_BLACK }, /* h8 */
    { "7k/8/8/8/8/8/8/K7 w - - 0 1", 0, 7, ARB_PIECE_TYPE_KING, ARB_SIDE_WHITE }, /* a1 */
    { "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", 0, 6, ARB_PIECE_TYPE_PAWN, ARB_SIDE_WHITE }, /* a2 */
    { "4k3/7q/8/8/8/8/8/4K3 w - - 0 1", 7, 1, ARB_PIECE_TYPE_QUEEN, ARB_SIDE_BLACK }, /* h7 */
    { "4k3/8/8/3B4/8/8/8/4K3 w - - 0 1", 3, 3, ARB_PIECE_TYPE_BISHOP, ARB_SIDE_WHITE }, /* d5 */
    { "4k3/8/8/8/3n4/8/8/4K3 w - - 0 1", 3, 4, ARB_PIECE_TYPE_KNIGHT, ARB_SIDE_BLACK }, /* d4 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbChessPosition pos;
      ArbPiece expected = cases[i].type == ARB_PIECE_TYPE_NONE
                          ? ARB_PIECE_NONE
                          : arb_piece_make (cases[i].type, cases[i].side);

      g_test_message ("%s at (%d, %d)", cases[i].fen, cases[i].x, cases[i].y);
      parse_ok (cases[i].fen, &pos);
      g_assert_cmpuint (arb_position_piece_at (&pos, cases[i].x, cases[i].y), ==, expected);
    }
}

/* The fields after the placement: side to move and the two clocks. */
static void
test_parse_fields (void)
{
  ArbChessPosition pos;

  parse_ok ("4k3/8/8/8/8/8/8/4K3 b - - 37 112", &pos);
  g_assert_cmpint (pos.turn, ==, ARB_SIDE_BLACK);
  g_assert_cmpuint (pos.halfmove_clock, ==, 37);
  g_assert_cmpuint (pos.fullmove_number, ==, 112);
  g_assert_cmpuint (pos.hash, ==, arb_position_compute_hash (&pos));

  /* The largest clocks accepted. */
  parse_ok ("4k3/8/8/8/8/8/8/4K3 w - - 1000000 1000000", &pos);
  g_assert_cmpint (pos.turn, ==, ARB_SIDE_WHITE);
  g_assert_cmpuint (pos.halfmove_clock, ==, 1000000);
  g_assert_cmpuint (pos.fullmove_number, ==, 1000000);
  parse_ok ("4k3/8/8/8/8/8/8/4K3 b - - 999999 1", &pos);
  g_assert_cmpuint (pos.halfmove_clock, ==, 999999);
  parse_ok ("4k3/8/8/8/8/8/8/4K3 b - - 0 0001000000", &pos);
  g_assert_cmpuint (pos.fullmove_number, ==, 1000000);

  /* Leading zeros are still decimal numbers. */
  parse_ok ("4k3/8/8/8/8/8/8/4K3 w - - 007 010", &pos);
  g_assert_cmpuint (pos.halfmove_clock, ==, 7);
  g_assert_cmpuint (pos.fullmove_number, ==, 10);
}

typedef struct
{
  const char *input;
  const char *expected;
} FenCase;

/* Positions that must come back exactly as they were written. */
static void
test_round_trip (void)
{
  static const char *const fens[] = {
    ARB_FEN_START,
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 2 3",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 11 40",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    /* One King missing: the game is over, but the position is accepted. */
    "8/8/8/8/8/8/8/4K3 b - - 0 30",
    "k7/8/8/8/8/8/8/8 w - - 0 30",
    /* Pawns on the last rows: no promotion in this game (spec §5). */
    "P3k3/8/8/8/8/8/8/4K2p w - - 0 1",
    /* Sixteen pieces a side is the limit, and allowed. */
    "QQQQQQQQ/8/8/3k4/8/8/8/QQQQQQQK w - - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 1000000 1000000",
  };

  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      ArbChessPosition pos;
      char buf[ARB_FEN_MAX];
      g_autofree char *written = NULL;

      g_test_message ("%s", fens[i]);
      parse_ok (fens[i], &pos);

      arb_fen_write_buf (&pos, buf);
      g_assert_cmpstr (buf, ==, fens[i]);
      g_assert_cmpuint (strlen (buf), <, ARB_FEN_MAX);

      written = arb_fen_write (&pos);
      g_assert_cmpstr (written, ==, fens[i]);
    }
}

/* Inputs that are accepted but not written back as they came: the
 * castling and en-passant fields (ignored, written as '-'), four or five
 * fields (default clocks), and white space around and between fields. */
static void
test_normalised (void)
{
  static const FenCase cases[] = {
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ARB_FEN_START },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1" },
    { "4k3/8/8/8/8/8/8/4K3 w Kq h6 5 9", "4k3/8/8/8/8/8/8/4K3 w - - 5 9" },
    { "4k3/8/8/8/8/8/8/4K3 w qkQK - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1" },
    { "4k3/8/8/8/8/8/8/4K3 b k a1 0 1", "4k3/8/8/8/8/8/8/4K3 b - - 0 1" },
    /* Four fields, as in EPD: clocks 0 and 1. */
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", ARB_FEN_START },
    { "4k3/8/8/8/8/8/8/4K3 b - -", "4k3/8/8/8/8/8/8/4K3 b - - 0 1" },
    /* Five fields: the fullmove number defaults to 1. */
    { "4k3/8/8/8/8/8/8/4K3 b - - 17", "4k3/8/8/8/8/8/8/4K3 b - - 17 1" },
    /* White space around and between fields. */
    { "  " ARB_FEN_START "\n", ARB_FEN_START },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w\t-  -   0 1\r\n", ARB_FEN_START },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbChessPosition pos;
      char buf[ARB_FEN_MAX];

      g_test_message ("%s", cases[i].input);
      parse_ok (cases[i].input, &pos);
      arb_fen_write_buf (&pos, buf);
      g_assert_cmpstr (buf, ==, cases[i].expected);
    }
}

/* A King missing: accepted, the King square says so (spec §9). */
static void
test_king_missing (void)
{
  ArbChessPosition pos;

  parse_ok ("8/8/8/8/8/8/8/4K3 b - - 0 30", &pos);
  g_assert_cmpuint (pos.king[ARB_SIDE_WHITE], ==, ARB_SQUARE (4, 7));
  g_assert_cmpuint (pos.king[ARB_SIDE_BLACK], ==, ARB_SQUARE_NONE);
  g_assert_cmpint (arb_position_status (&pos), ==, ARB_POSITION_KING_CAPTURED);

  parse_ok ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 9", &pos);
  g_assert_cmpuint (pos.king[ARB_SIDE_WHITE], ==, ARB_SQUARE_NONE);
  g_assert_cmpuint (pos.king[ARB_SIDE_BLACK], ==, ARB_SQUARE (4, 0));
  g_assert_cmpuint (pos.n_pieces[ARB_SIDE_WHITE], ==, 15);
  g_assert_cmpint (arb_position_status (&pos), ==, ARB_POSITION_KING_CAPTURED);
}

/* A position written from a board set up by hand, square by square. */
static void
test_write_by_hand (void)
{
  ArbChessPosition pos;
  char buf[ARB_FEN_MAX];

  arb_position_clear (&pos);
  arb_position_set_piece (&pos, 4, 7, white (ARB_PIECE_TYPE_KING));   /* e1 */
  arb_position_set_piece (&pos, 4, 0, black (ARB_PIECE_TYPE_KING));   /* e8 */
  arb_position_set_piece (&pos, 0, 6, white (ARB_PIECE_TYPE_PAWN));   /* a2 */
  arb_position_set_piece (&pos, 7, 1, black (ARB_PIECE_TYPE_PAWN));   /* h7 */
  arb_position_set_piece (&pos, 2, 4, white (ARB_PIECE_TYPE_BISHOP)); /* c4 */
  arb_position_set_piece (&pos, 6, 2, black (ARB_PIECE_TYPE_KNIGHT)); /* g6 */
  arb_position_set_turn (&pos, ARB_SIDE_BLACK);
  pos.halfmove_clock = 4;
  pos.fullmove_number = 21;

  arb_fen_write_buf (&pos, buf);
  g_assert_cmpstr (buf, ==, "4k3/7p/6n1/8/2B5/8/P7/4K3 b - - 4 21");
}

typedef struct
{
  const char  *fen;
  ArbFenError  code;
  const char  *message;
} ErrorCase;

/* What the field-count error says is accepted: what arb_fen_parse() accepts
 * (test_normalised). */
#define EXPECTED_FIELDS "expected 6 (or 4 without the clocks, or 5 without the fullmove number)"

/* Every refusal, with the field and the problem in its message. */
static void
test_errors (void)
{
  static const ErrorCase cases[] = {
    /* The number of fields: the message says which are accepted. */
    { "", ARB_FEN_ERROR_FIELDS, "FEN: 0 fields, " EXPECTED_FIELDS },
    { "   \n", ARB_FEN_ERROR_FIELDS, "FEN: 0 fields, " EXPECTED_FIELDS },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", ARB_FEN_ERROR_FIELDS,
      "FEN: 1 field, " EXPECTED_FIELDS },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", ARB_FEN_ERROR_FIELDS,
      "FEN: 2 fields, " EXPECTED_FIELDS },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w -", ARB_FEN_ERROR_FIELDS,
      "FEN: 3 fields, " EXPECTED_FIELDS },
    { ARB_FEN_START " 0", ARB_FEN_ERROR_FIELDS, "FEN: 7 fields, " EXPECTED_FIELDS },
    { ARB_FEN_START " garbage", ARB_FEN_ERROR_FIELDS, "FEN: 7 fields, " EXPECTED_FIELDS },
    { ARB_FEN_START " a b c", ARB_FEN_ERROR_FIELDS, "FEN: 9 fields, " EXPECTED_FIELDS },

    /* Field 1: ranks, counted from rank 8 at the top. */
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1: 7 ranks, expected 8" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1: 9 ranks, expected 8" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1: 9 ranks, expected 8" },
    { "8 w - - 0 1", ARB_FEN_ERROR_PLACEMENT, "FEN field 1: 1 rank, expected 8" },
    { "rnbqkbnr/pppppppp/8/8/8/8P/PPPPPPP1/RNBQKBNR w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1, rank 3: 9 squares" },
    { "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1, rank 7: 7 squares" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1, rank 1: 9 squares" },
    { "rnbqkbnr//8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1, rank 7: 0 squares" },
    { "k/8/8/8/8/8/8/4K3 w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1, rank 8: 1 square" },
    { "rnbqkbnr/pppppppp/8/3x4/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1, rank 5: unknown piece 'x'" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ.BNR w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1, rank 1: unknown piece '.'" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN\x01 w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1, rank 1: unknown piece byte 0x01" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN\xc3\xa9 w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1, rank 1: unknown piece byte 0xc3" },
    { "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1, rank 6: '9' is not a number of empty squares (1-8)" },
    { "rnbqkbnr/pppppppp/8/8/08/8/PPPPPPPP/RNBQKBNR w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1, rank 4: '0' is not a number of empty squares (1-8)" },
    { "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1, rank 6: two digits in a row" },

    /* Field 2: the side to move. */
    { "4k3/8/8/8/8/8/8/4K3 x - - 0 1", ARB_FEN_ERROR_TURN,
      "FEN field 2: expected 'w' or 'b', got 'x'" },
    { "4k3/8/8/8/8/8/8/4K3 W - - 0 1", ARB_FEN_ERROR_TURN,
      "FEN field 2: expected 'w' or 'b', got 'W'" },
    { "4k3/8/8/8/8/8/8/4K3 white - - 0 1", ARB_FEN_ERROR_TURN,
      "FEN field 2: expected 'w' or 'b', got 'white'" },

    /* Field 3: castling, checked although ignored. */
    { "4k3/8/8/8/8/8/8/4K3 w KQx - 0 1", ARB_FEN_ERROR_CASTLING,
      "FEN field 3: castling field must be '-' or letters from KQkq, each at most once, "
      "got 'KQx'" },
    { "4k3/8/8/8/8/8/8/4K3 w KK - 0 1", ARB_FEN_ERROR_CASTLING,
      "FEN field 3: castling field must be '-' or letters from KQkq, each at most once, "
      "got 'KK'" },
    { "4k3/8/8/8/8/8/8/4K3 w -K - 0 1", ARB_FEN_ERROR_CASTLING,
      "FEN field 3: castling field must be '-' or letters from KQkq, each at most once, "
      "got '-K'" },
    { "4k3/8/8/8/8/8/8/4K3 w HAha - 0 1", ARB_FEN_ERROR_CASTLING,
      "FEN field 3: castling field must be '-' or letters from KQkq, each at most once, "
      "got 'HAha'" },

    /* Field 4: en passant, checked although ignored. */
    { "4k3/8/8/8/8/8/8/4K3 w - e9 0 1", ARB_FEN_ERROR_EN_PASSANT,
      "FEN field 4: en passant field must be '-' or a square, got 'e9'" },
    { "4k3/8/8/8/8/8/8/4K3 w - E3 0 1", ARB_FEN_ERROR_EN_PASSANT,
      "FEN field 4: en passant field must be '-' or a square, got 'E3'" },
    { "4k3/8/8/8/8/8/8/4K3 w - e 0 1", ARB_FEN_ERROR_EN_PASSANT,
      "FEN field 4: en passant field must be '-' or a square, got 'e'" },
    { "4k3/8/8/8/8/8/8/4K3 w - e3e4 0 1", ARB_FEN_ERROR_EN_PASSANT,
      "FEN field 4: en passant field must be '-' or a square, got 'e3e4'" },

    /* Field 5: the halfmove clock. */
    { "4k3/8/8/8/8/8/8/4K3 w - - -1 1", ARB_FEN_ERROR_HALFMOVE,
      "FEN field 5: halfmove clock must be a non-negative number, got '-1'" },
    { "4k3/8/8/8/8/8/8/4K3 w - - +1 1", ARB_FEN_ERROR_HALFMOVE,
      "FEN field 5: halfmove clock must be a non-negative number, got '+1'" },
    { "4k3/8/8/8/8/8/8/4K3 w - - x 1", ARB_FEN_ERROR_HALFMOVE,
      "FEN field 5: halfmove clock must be a non-negative number, got 'x'" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 1.5 1", ARB_FEN_ERROR_HALFMOVE,
      "FEN field 5: halfmove clock must be a non-negative number, got '1.5'" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 0x10 1", ARB_FEN_ERROR_HALFMOVE,
      "FEN field 5: halfmove clock must be a non-negative number, got '0x10'" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 1000001 1", ARB_FEN_ERROR_HALFMOVE,
      "FEN field 5: halfmove clock 1000001 is too large (at most 1000000)" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 1", ARB_FEN_ERROR_HALFMOVE,
      "FEN field 5: halfmove clock 4294967295 is too large (at most 1000000)" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 4294967296 1", ARB_FEN_ERROR_HALFMOVE,
      "FEN field 5: halfmove clock 4294967296 is too large (at most 1000000)" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 99999999999999999999999 1", ARB_FEN_ERROR_HALFMOVE,
      "FEN field 5: halfmove clock 99999999999999999999999 is too large (at most 1000000)" },
    /* Five fields: the one clock there is checked just the same. */
    { "4k3/8/8/8/8/8/8/4K3 w - - 1000001", ARB_FEN_ERROR_HALFMOVE,
      "FEN field 5: halfmove clock 1000001 is too large (at most 1000000)" },

    /* Field 6: the fullmove number. */
    { "4k3/8/8/8/8/8/8/4K3 w - - 0 0", ARB_FEN_ERROR_FULLMOVE,
      "FEN field 6: fullmove number must be a positive number, got '0'" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 0 -3", ARB_FEN_ERROR_FULLMOVE,
      "FEN field 6: fullmove number must be a positive number, got '-3'" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 0 one", ARB_FEN_ERROR_FULLMOVE,
      "FEN field 6: fullmove number must be a positive number, got 'one'" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 0 1000001", ARB_FEN_ERROR_FULLMOVE,
      "FEN field 6: fullmove number 1000001 is too large (at most 1000000)" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 0 4294967295", ARB_FEN_ERROR_FULLMOVE,
      "FEN field 6: fullmove number 4294967295 is too large (at most 1000000)" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 0 4294967296", ARB_FEN_ERROR_FULLMOVE,
      "FEN field 6: fullmove number 4294967296 is too large (at most 1000000)" },

    /* The Kings (spec §9). */
    { "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", ARB_FEN_ERROR_KINGS,
      "FEN field 1: 2 white Kings (at most one per side)" },
    { "k6k/8/8/8/8/8/8/4K3 b - - 0 1", ARB_FEN_ERROR_KINGS,
      "FEN field 1: 2 black Kings (at most one per side)" },
    { "4k3/8/8/8/8/8/K7/K3K3 w - - 0 1", ARB_FEN_ERROR_KINGS,
      "FEN field 1: 3 white Kings (at most one per side)" },
    { "8/8/8/8/8/8/8/8 w - - 0 1", ARB_FEN_ERROR_KINGS, "FEN field 1: no King on the board" },
    { "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1", ARB_FEN_ERROR_KINGS,
      "FEN field 1: no King on the board" },

    /* More pieces than a chess set has. */
    { "4k3/8/8/8/8/1P6/PPPPPPPP/RNBQKBNR w - - 0 1", ARB_FEN_ERROR_TOO_MANY_PIECES,
      "FEN field 1: 17 white pieces (at most 16 per side)" },
    { "rnbqkbnr/pppppppp/n7/8/8/8/8/4K3 b - - 0 1", ARB_FEN_ERROR_TOO_MANY_PIECES,
      "FEN field 1: 17 black pieces (at most 16 per side)" },
    { "rnbqkbnr/pppppppp/pppppppp/8/8/8/8/4K3 w - - 0 1", ARB_FEN_ERROR_TOO_MANY_PIECES,
      "FEN field 1: 24 black pieces (at most 16 per side)" },

    /* The first bad field is the one reported. */
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w x y z 0", ARB_FEN_ERROR_PLACEMENT,
      "FEN field 1: 7 ranks, expected 8" },
    { "4k3/8/8/8/8/8/8/4K3 w - - x 0", ARB_FEN_ERROR_HALFMOVE,
      "FEN field 5: halfmove clock must be a non-negative number, got 'x'" },
    /* The Kings and the pieces belong to field 1: reported before the
     * fields after it. */
    { "4k3/8/8/8/8/8/8/3KK3 x - - 0 0", ARB_FEN_ERROR_KINGS,
      "FEN field 1: 2 white Kings (at most one per side)" },
    { "8/8/8/8/8/8/8/8 w KK e9 x 0", ARB_FEN_ERROR_KINGS,
      "FEN field 1: no King on the board" },
    { "4k3/8/8/8/8/1P6/PPPPPPPP/RNBQKBNR w - - 1000001 1", ARB_FEN_ERROR_TOO_MANY_PIECES,
      "FEN field 1: 17 white pieces (at most 16 per side)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *escaped = g_strescape (cases[i].fen, NULL);
      ArbChessPosition pos, before;

      g_test_message ("%s", escaped);

      /* On failure the position is left as it was. */
      parse_ok ("r3k3/8/8/8/8/8/8/4K2R b - - 5 50", &pos);
      before = pos;

      g_assert_false (arb_fen_parse (cases[i].fen, &pos, &error));
      g_assert_error (error, ARB_FEN_ERROR, (int) cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      assert_same_position (&pos, &before);

      /* Refused just the same without an error to fill in. */
      g_assert_false (arb_fen_parse (cases[i].fen, &pos, NULL));
      assert_same_position (&pos, &before);
    }
}

/* Programmer errors: a NULL string or position is a critical warning. */
static void
test_null_arguments (void)
{
  if (g_test_subprocess ())
    {
      ArbChessPosition pos;

      arb_fen_parse (NULL, &pos, NULL);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*CRITICAL*fen != NULL*");
}

static void
test_null_position (void)
{
  if (g_test_subprocess ())
    {
      arb_fen_parse (ARB_FEN_START, NULL, NULL);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*CRITICAL*pos != NULL*");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/arb/fen/parse/start", test_parse_start);
  g_test_add_func ("/arb/fen/parse/placement", test_parse_placement);
  g_test_add_func ("/arb/fen/parse/fields", test_parse_fields);
  g_test_add_func ("/arb/fen/parse/king-missing", test_king_missing);
  g_test_add_func ("/arb/fen/parse/normalised", test_normalised);
  g_test_add_func ("/arb/fen/parse/errors", test_errors);
  g_test_add_func ("/arb/fen/parse/null-string", test_null_arguments);
  g_test_add_func ("/arb/fen/parse/null-position", test_null_position);
  g_test_add_func ("/arb/fen/write/round-trip", test_round_trip);
  g_test_add_func ("/arb/fen/write/by-hand", test_write_by_hand);

  return g_test_run ();
}
