/* test-notation.c — coordinate notation and SAN, both directions (spec §9)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "arbiter.h"

/* ----------------------------------------------------------- positions */

/* After 1.e4: Black to move. */
#define FEN_E4 "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1"
/* After 1.e4 e5 2.Nf3 Nc6. */
#define FEN_ITALIAN "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 4 3"
/* A crowded middle game ("Kiwipete", without its castling rights). */
#define FEN_KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1"
#define FEN_KIWIPETE_B "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b - - 0 1"
/* A rook and pawn ending. */
#define FEN_ENDING "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
/* The two Kings alone. */
#define FEN_KINGS "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
/* White pawns c4 and e4 facing a black pawn on d5. */
#define FEN_PAWNS "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1"
#define FEN_PAWNS_B "4k3/8/8/3p4/2P1P3/8/8/4K3 b - - 0 1"
/* Knights on b1 and f3, both reaching d2. */
#define FEN_KNIGHTS_FILE "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
/* Rooks on a1 and h1 with the King out of the way. */
#define FEN_ROOKS_FILE "4k3/8/8/8/8/8/4K3/R6R w - - 0 1"
/* Rooks on a1 and a5. */
#define FEN_ROOKS_RANK "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
/* Knights on g1 and g5, both reaching f3 and h3. */
#define FEN_KNIGHTS_RANK "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1"
/* Queens on a1, a3 and c1: b2 and c3 need file, rank or both. */
#define FEN_QUEENS "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1"
/* The same queens, a black pawn on b2 and the black King on b8. */
#define FEN_QUEENS_CAPTURE "1k6/8/8/8/8/Q7/1p6/Q1Q1K3 w - - 0 1"
/* Knights on c2, e2 and c6, all three reaching d4. */
#define FEN_KNIGHTS_BOTH "4k3/8/2N5/8/8/8/2N1N3/4K3 w - - 0 1"
/* Fifteen queens and a King. */
#define FEN_MANY_QUEENS "QQQQQQQQ/8/8/3k4/8/8/8/QQQQQQQK w - - 0 1"

/* ------------------------------------------------------------ helpers */

/* A square from its name, by spec §1 (file = 'a' + x, rank = 8 − y),
 * without going through the library. */
static ArbSquare
square (const char *name)
{
  g_assert_true (name[0] >= 'a' && name[0] <= 'h');
  g_assert_true (name[1] >= '1' && name[1] <= '8');
  return ARB_SQUARE (name[0] - 'a', '8' - name[1]);
}

/* "g1f3" as a move. */
static ArbChessMove
move (const char *coord)
{
  g_assert_cmpuint (strlen (coord), ==, 4);
  return arb_chess_move_make (square (coord), square (coord + 2));
}

static void
load (const char  *fen,
      ArbChessPosition *pos)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (arb_fen_parse (fen, pos, &error));
  g_assert_no_error (error);
}

static void
assert_move (ArbChessMove     got,
             const char *expected)
{
  char buf[ARB_COORD_MAX];

  arb_move_to_coord (got, buf);
  g_assert_cmpstr (buf, ==, expected);
  g_assert_true (arb_chess_move_equal (got, move (expected)));
}

typedef gboolean (*ReadFunc) (const ArbChessPosition *pos, const char *text,
                              ArbChessMove *move, GError **error);

typedef struct
{
  const char *fen;
  const char *text;
  const char *expected;  /* the move, in coordinates */
} ReadCase;

typedef struct
{
  const char       *fen;
  const char       *text;
  ArbNotationError  code;
  const char       *message;
} ErrorCase;

static void
check_reads (ReadFunc        read,
             const ReadCase *cases,
             guint           n_cases)
{
  for (guint i = 0; i < n_cases; i++)
    {
      g_autoptr(GError) error = NULL;
      ArbChessPosition pos;
      ArbChessMove got = { ARB_SQUARE_NONE, ARB_SQUARE_NONE, 0 };

      g_test_message ("%s | %s", cases[i].fen, cases[i].text);
      load (cases[i].fen, &pos);
      g_assert_true (read (&pos, cases[i].text, &got, &error));
      g_assert_no_error (error);
      assert_move (got, cases[i].expected);
    }
}

static void
check_errors (ReadFunc         read,
              const ErrorCase *cases,
              guint            n_cases)
{
  for (guint i = 0; i < n_cases; i++)
    {
      g_autoptr(GError) error = NULL;
      ArbChessPosition pos;
      ArbChessMove untouched = { ARB_SQUARE_NONE, ARB_SQUARE_NONE, 0 };

      g_test_message ("%s | %s", cases[i].fen, cases[i].text);
      load (cases[i].fen, &pos);
      g_assert_false (read (&pos, cases[i].text, &untouched, &error));
      g_assert_error (error, ARB_NOTATION_ERROR, (int) cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_assert_cmpuint (untouched.from, ==, ARB_SQUARE_NONE);
      g_assert_cmpuint (untouched.to, ==, ARB_SQUARE_NONE);

      /* Refused the same way without an error to fill in. */
      g_assert_false (read (&pos, cases[i].text, &untouched, NULL));
    }
}

/* -------------------------------------------------------- coordinates */

typedef struct
{
  int         x, y, dx, dy;
  const char *expected;
} CoordCase;

static void
test_coord_write (void)
{
  static const CoordCase cases[] = {
    { 4, 6, 4, 4, "e2e4" },
    { 6, 7, 5, 5, "g1f3" },
    { 3, 1, 3, 3, "d7d5" },
    { 0, 0, 7, 7, "a8h1" },
    { 7, 7, 0, 0, "h1a8" },
    { 0, 7, 0, 0, "a1a8" },
    { 7, 0, 0, 7, "h8a1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      char buf[ARB_COORD_MAX];
      ArbChessMove m = arb_chess_move_make (ARB_SQUARE (cases[i].x, cases[i].y),
                                 ARB_SQUARE (cases[i].dx, cases[i].dy));

      arb_move_to_coord (m, buf);
      g_assert_cmpstr (buf, ==, cases[i].expected);
    }
}

static void
test_coord_read (void)
{
  static const ReadCase cases[] = {
    { ARB_FEN_START, "e2e4", "e2e4" },
    { ARB_FEN_START, "e2e3", "e2e3" },
    { ARB_FEN_START, "g1f3", "g1f3" },
    { ARB_FEN_START, "b1c3", "b1c3" },
    { FEN_E4, "e7e5", "e7e5" },
    { FEN_E4, "g8f6", "g8f6" },
    { FEN_PAWNS, "e4d5", "e4d5" },
    /* Capturing the King is a move like any other (spec §5.3). */
    { "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "e1e8", "e1e8" },
  };
  ArbChessPosition pos;
  ArbChessMove m = { 0, 0, 0 };

  check_reads (arb_move_from_coord, cases, G_N_ELEMENTS (cases));

  /* The squares themselves, in [x][y]: e2 is (4, 6), e4 is (4, 4). */
  load (ARB_FEN_START, &pos);
  g_assert_true (arb_move_from_coord (&pos, "e2e4", &m, NULL));
  g_assert_cmpuint (m.from, ==, ARB_SQUARE (4, 6));
  g_assert_cmpuint (m.to, ==, ARB_SQUARE (4, 4));
  g_assert_true (arb_move_from_coord (&pos, "g1f3", &m, NULL));
  g_assert_cmpuint (m.from, ==, ARB_SQUARE (6, 7));
  g_assert_cmpuint (m.to, ==, ARB_SQUARE (5, 5));
}

static void
test_coord_errors (void)
{
  static const ErrorCase cases[] = {
    /* The rules' reasons (spec §4), in the rules' words. */
    { ARB_FEN_START, "e2e2", ARB_NOTATION_ERROR_ILLEGAL,
      "the piece must move to another square" },
    { ARB_FEN_START, "e4e5", ARB_NOTATION_ERROR_ILLEGAL, "there is no piece there" },
    { ARB_FEN_START, "e7e5", ARB_NOTATION_ERROR_ILLEGAL,
      "that piece belongs to the other side" },
    { FEN_E4, "d2d4", ARB_NOTATION_ERROR_ILLEGAL,
      "that piece belongs to the other side" },
    { ARB_FEN_START, "d1d2", ARB_NOTATION_ERROR_ILLEGAL,
      "a piece of the same side stands there" },
    { ARB_FEN_START, "g1g3", ARB_NOTATION_ERROR_ILLEGAL,
      "that piece does not move like that" },
    /* Three squares is no pawn step at all. */
    { ARB_FEN_START, "e2e5", ARB_NOTATION_ERROR_ILLEGAL,
      "that piece does not move like that" },
    { "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3e5", ARB_NOTATION_ERROR_ILLEGAL,
      "pawns move two squares only from their starting row" },
    { ARB_FEN_START, "e2d3", ARB_NOTATION_ERROR_ILLEGAL,
      "pawns move diagonally only to capture" },
    { "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1", "e4e5", ARB_NOTATION_ERROR_ILLEGAL,
      "pawns capture diagonally only" },
    { ARB_FEN_START, "f1a6", ARB_NOTATION_ERROR_ILLEGAL, "blocked at e2" },
    { ARB_FEN_START, "a1a5", ARB_NOTATION_ERROR_ILLEGAL, "blocked at a2" },
    { ARB_FEN_START, "d1h5", ARB_NOTATION_ERROR_ILLEGAL, "blocked at e2" },
    /* No hopping on the double step (spec §3). */
    { "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2e4", ARB_NOTATION_ERROR_ILLEGAL,
      "blocked at e3" },

    /* Not coordinates. */
    { ARB_FEN_START, "", ARB_NOTATION_ERROR_SYNTAX, "empty move" },
    { ARB_FEN_START, "e2", ARB_NOTATION_ERROR_SYNTAX,
      "not a move in coordinate notation (such as e2e4)" },
    { ARB_FEN_START, "e2e4e5", ARB_NOTATION_ERROR_SYNTAX,
      "not a move in coordinate notation (such as e2e4)" },
    { ARB_FEN_START, "i2i4", ARB_NOTATION_ERROR_SYNTAX,
      "not a move in coordinate notation (such as e2e4)" },
    { ARB_FEN_START, "e0e1", ARB_NOTATION_ERROR_SYNTAX,
      "not a move in coordinate notation (such as e2e4)" },
    { ARB_FEN_START, "E2E4", ARB_NOTATION_ERROR_SYNTAX,
      "not a move in coordinate notation (such as e2e4)" },
    { ARB_FEN_START, "e2-e4", ARB_NOTATION_ERROR_SYNTAX,
      "not a move in coordinate notation (such as e2e4)" },
    /* Coordinate notation has no suffix, ever (spec §9). */
    { ARB_FEN_START, "e2e4+", ARB_NOTATION_ERROR_SYNTAX,
      "not a move in coordinate notation (such as e2e4)" },
    { ARB_FEN_START, "Nf3", ARB_NOTATION_ERROR_SYNTAX,
      "not a move in coordinate notation (such as e2e4)" },

    /* UCI's promotion and null move. */
    { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", ARB_NOTATION_ERROR_UNSUPPORTED,
      "promotion is not part of this game" },
    { ARB_FEN_START, "0000", ARB_NOTATION_ERROR_UNSUPPORTED,
      "null moves are not allowed" },
  };

  check_errors (arb_move_from_coord, cases, G_N_ELEMENTS (cases));
}

/* ---------------------------------------------------------- SAN: write */

typedef struct
{
  const char *fen;
  const char *coord;
  const char *expected;
} SanCase;

static void
test_san_write (void)
{
  static const SanCase cases[] = {
    /* The start. */
    { ARB_FEN_START, "g1f3", "Nf3" },
    { ARB_FEN_START, "b1c3", "Nc3" },
    { ARB_FEN_START, "e2e4", "e4" },
    { ARB_FEN_START, "e2e3", "e3" },
    { ARB_FEN_START, "a2a4", "a4" },
    { ARB_FEN_START, "h2h3", "h3" },
    { FEN_E4, "g8f6", "Nf6" },
    { FEN_E4, "b8c6", "Nc6" },
    { FEN_E4, "e7e5", "e5" },
    { FEN_E4, "d7d5", "d5" },

    /* Every piece type. */
    { FEN_KINGS, "e1e2", "Ke2" },
    { FEN_KINGS, "e1d1", "Kd1" },
    { FEN_KINGS, "e1f2", "Kf2" },
    { "4k3/8/8/8/8/8/8/4K3 b - - 0 1", "e8d7", "Kd7" },
    { "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d5", "Qd5" },
    { "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d2", "Qd2" },
    { "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1a1", "Qa1" },
    { "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a7", "Ra7" },
    { "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1d1", "Rd1" },
    { "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", "f1c4", "Bc4" },
    { "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", "f1h3", "Bh3" },
    { "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "g1f3", "Nf3" },
    { "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "g1e2", "Ne2" },
    { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e4", "e4" },
    { "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1", "e7e6", "e6" },

    /* Captures. */
    { FEN_PAWNS, "c4d5", "cxd5" },
    { FEN_PAWNS, "e4d5", "exd5" },
    { FEN_PAWNS, "e4e5", "e5" },
    { FEN_PAWNS_B, "d5c4", "dxc4" },
    { FEN_PAWNS_B, "d5e4", "dxe4" },
    { FEN_PAWNS_B, "d5d4", "d4" },
    { "4k3/8/8/8/8/5p2/8/4K1N1 w - - 0 1", "g1f3", "Nxf3" },
    { "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1d2", "Kxd2" },

    /* '+' when the opponent's King is attacked afterwards. */
    { "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1h5", "Qh5+" },
    { "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1a4", "Qa4+" },
    { "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d7", "Qd7+" },
    { "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1e2", "Qe2+" },
    { "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "Ra8+" },
    { "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", "f1b5", "Bb5+" },
    { "4k3/8/8/5N2/8/8/8/4K3 w - - 0 1", "f5d6", "Nd6+" },
    { "4k3/8/8/5N2/8/8/8/4K3 w - - 0 1", "f5g7", "Ng7+" },
    { "4k3/8/8/5N2/8/8/8/4K3 w - - 0 1", "f5e3", "Ne3" },
    { "4k3/8/3P4/8/8/8/8/4K3 w - - 0 1", "d6d7", "d7+" },
    { "4k3/8/8/8/8/4p3/8/3K4 b - - 0 1", "e3e2", "e2+" },
    { "4k3/8/8/8/8/8/8/q3K3 b - - 0 1", "a1a5", "Qa5+" },
    /* A King may check a King in this game. */
    { "8/8/8/8/8/3k4/8/4K3 w - - 0 1", "e1e2", "Ke2+" },
    /* Discovered: the rook on e1 sees e8 once the knight has gone. */
    { "4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1", "e2c3", "Nc3+" },
    { "4k3/8/8/8/8/8/4p3/4Q1K1 w - - 0 1", "e1e2", "Qxe2+" },
    { "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "Rxa8+" },
    { "4k3/8/8/1p6/8/8/8/4KB2 w - - 0 1", "f1b5", "Bxb5+" },

    /* No '+' on a King capture: the game is over (spec §5.3, §9). */
    { "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "e1e8", "Rxe8" },
    { "4k3/3P4/8/8/8/8/8/4K3 w - - 0 1", "d7e8", "dxe8" },
    { "4k3/8/8/8/8/8/8/q3K3 b - - 0 1", "a1e1", "Qxe1" },

    /* No '+' for the mover's own King (spec §9): the bishop leaves the
     * e-file open to the rook, the King steps next to it. */
    { "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3", "Bd3" },
    { "4r1k1/8/8/8/8/8/8/3K4 w - - 0 1", "d1e1", "Ke1" },
    /* Both Kings attacked: '+' for the opponent's. */
    { "4r3/8/8/7k/8/8/4B3/4K3 w - - 0 1", "e2f3", "Bf3+" },

    /* Disambiguation by file. */
    { FEN_KNIGHTS_FILE, "b1d2", "Nbd2" },
    { FEN_KNIGHTS_FILE, "f3d2", "Nfd2" },
    { FEN_KNIGHTS_FILE, "b1c3", "Nc3" },
    { FEN_KNIGHTS_FILE, "f3e5", "Ne5" },
    { FEN_ROOKS_FILE, "a1d1", "Rad1" },
    { FEN_ROOKS_FILE, "h1d1", "Rhd1" },
    { FEN_ROOKS_FILE, "a1b1", "Rab1" },
    { FEN_ROOKS_FILE, "h1g1", "Rhg1" },
    { FEN_ROOKS_FILE, "a1e1", "Rae1" },
    { FEN_ROOKS_FILE, "a1a8", "Ra8+" },
    { FEN_ROOKS_FILE, "h1h8", "Rh8+" },
    { FEN_PAWNS, "c4d5", "cxd5" },

    /* Only pieces that can go there count: the King blocks h1-d1. */
    { "4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "a1d1", "Rd1" },
    { "4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "a1b1", "Rb1" },
    { "4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "h1f1", "Rf1" },
    /* ... and only pieces of the mover. */
    { "4k3/8/8/8/8/5n2/8/1N2K3 w - - 0 1", "b1d2", "Nd2" },

    /* Disambiguation by rank, when the file does not tell them apart. */
    { FEN_ROOKS_RANK, "a1a3", "R1a3" },
    { FEN_ROOKS_RANK, "a5a3", "R5a3" },
    { FEN_ROOKS_RANK, "a1a2", "R1a2" },
    { FEN_ROOKS_RANK, "a5a4", "R5a4" },
    { FEN_ROOKS_RANK, "a5a6", "Ra6" },
    { FEN_ROOKS_RANK, "a5a8", "Ra8+" },
    { FEN_ROOKS_RANK, "a5e5", "Re5+" },
    { FEN_KNIGHTS_RANK, "g1f3", "N1f3" },
    { FEN_KNIGHTS_RANK, "g5f3", "N5f3" },
    { FEN_KNIGHTS_RANK, "g1h3", "N1h3" },
    { FEN_KNIGHTS_RANK, "g5h3", "N5h3" },
    { FEN_KNIGHTS_RANK, "g1e2", "Ne2" },
    { FEN_KNIGHTS_RANK, "g5f7", "Nf7" },

    /* Both, when neither alone does. */
    { FEN_QUEENS, "a1b2", "Qa1b2" },
    { FEN_QUEENS, "a3b2", "Q3b2" },
    { FEN_QUEENS, "c1b2", "Qcb2" },
    { FEN_QUEENS, "a1c3", "Qa1c3" },
    { FEN_QUEENS, "a3c3", "Q3c3" },
    { FEN_QUEENS, "c1c3", "Qcc3" },
    { FEN_QUEENS, "a1a2", "Q1a2" },
    { FEN_QUEENS, "a3a2", "Q3a2" },
    { FEN_QUEENS, "a1b1", "Qab1" },
    { FEN_QUEENS, "c1b1", "Qcb1" },
    { FEN_QUEENS, "c1c2", "Qc2" },
    { FEN_KNIGHTS_BOTH, "c2d4", "Nc2d4" },
    { FEN_KNIGHTS_BOTH, "e2d4", "Ned4" },
    { FEN_KNIGHTS_BOTH, "c6d4", "N6d4" },
    /* The longest SAN there is. */
    { FEN_QUEENS_CAPTURE, "a1b2", "Qa1xb2+" },
    { FEN_QUEENS_CAPTURE, "a3b2", "Q3xb2+" },
    { FEN_QUEENS_CAPTURE, "c1b2", "Qcxb2+" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbChessPosition pos, before;
      char buf[ARB_SAN_MAX];

      g_test_message ("%s | %s", cases[i].fen, cases[i].coord);
      load (cases[i].fen, &pos);
      before = pos;
      arb_move_to_san (&pos, move (cases[i].coord), buf);
      g_assert_cmpstr (buf, ==, cases[i].expected);
      /* Writing does not change the position. */
      g_assert_true (arb_position_equal (&pos, &before));
    }
}

/* ----------------------------------------------------------- SAN: read */

static void
test_san_read (void)
{
  static const ReadCase cases[] = {
    { ARB_FEN_START, "Nf3", "g1f3" },
    { ARB_FEN_START, "Nc3", "b1c3" },
    { ARB_FEN_START, "Nh3", "g1h3" },
    { ARB_FEN_START, "e4", "e2e4" },
    { ARB_FEN_START, "e3", "e2e3" },
    { ARB_FEN_START, "a3", "a2a3" },
    { FEN_E4, "Nf6", "g8f6" },
    { FEN_E4, "Nc6", "b8c6" },
    { FEN_E4, "e5", "e7e5" },
    { FEN_E4, "d5", "d7d5" },
    { FEN_KINGS, "Ke2", "e1e2" },
    { "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "Bd2", "c1d2" },

    /* Annotations, in any number and order. */
    { ARB_FEN_START, "Nf3+", "g1f3" },
    { ARB_FEN_START, "Nf3#", "g1f3" },
    { ARB_FEN_START, "Nf3!", "g1f3" },
    { ARB_FEN_START, "Nf3?", "g1f3" },
    { ARB_FEN_START, "Nf3!!", "g1f3" },
    { ARB_FEN_START, "Nf3+!?", "g1f3" },
    { ARB_FEN_START, "e4?!", "e2e4" },
    { "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "Qh5+", "d1h5" },
    /* A missing '+' is no error either. */
    { "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "Qh5", "d1h5" },

    /* Over-specified origins, and long algebraic notation. */
    { ARB_FEN_START, "Ng1f3", "g1f3" },
    { ARB_FEN_START, "Ngf3", "g1f3" },
    { ARB_FEN_START, "N1f3", "g1f3" },
    { ARB_FEN_START, "Ng1-f3", "g1f3" },
    { ARB_FEN_START, "e2e4", "e2e4" },
    { ARB_FEN_START, "e2-e4", "e2e4" },
    { FEN_PAWNS, "e4d5", "e4d5" },
    { FEN_QUEENS, "Qc1b2", "c1b2" },
    { FEN_QUEENS, "Qa3b2", "a3b2" },
    { FEN_KNIGHTS_FILE, "Nf3d2", "f3d2" },

    /* Captures, with and without the 'x'. */
    { FEN_PAWNS, "exd5", "e4d5" },
    { FEN_PAWNS, "cxd5", "c4d5" },
    { FEN_PAWNS, "ed5", "e4d5" },
    { FEN_PAWNS, "e5", "e4e5" },
    { FEN_PAWNS_B, "dxe4", "d5e4" },
    { FEN_PAWNS_B, "d4", "d5d4" },
    { "4k3/8/8/8/8/5p2/8/4K1N1 w - - 0 1", "Nxf3", "g1f3" },
    { "4k3/8/8/8/8/5p2/8/4K1N1 w - - 0 1", "Nf3", "g1f3" },
    { "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "Rxe8", "e1e8" },
    { "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "Rxe8#", "e1e8" },
    { "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "Re8", "e1e8" },
    { "4k3/3P4/8/8/8/8/8/4K3 w - - 0 1", "dxe8", "d7e8" },
    { "4k3/8/8/8/8/8/8/q3K3 b - - 0 1", "Qxe1", "a1e1" },

    /* Disambiguated. */
    { FEN_KNIGHTS_FILE, "Nbd2", "b1d2" },
    { FEN_KNIGHTS_FILE, "Nfd2", "f3d2" },
    { FEN_ROOKS_FILE, "Rad1", "a1d1" },
    { FEN_ROOKS_FILE, "Rhd1", "h1d1" },
    { FEN_ROOKS_RANK, "R1a3", "a1a3" },
    { FEN_ROOKS_RANK, "R5a3", "a5a3" },
    { FEN_ROOKS_RANK, "Ra6", "a5a6" },
    { FEN_QUEENS, "Qa1b2", "a1b2" },
    { FEN_QUEENS, "Q3b2", "a3b2" },
    { FEN_QUEENS, "Qcb2", "c1b2" },
    { FEN_QUEENS, "Qa1c3", "a1c3" },
    { FEN_QUEENS, "Q3c3", "a3c3" },
    { FEN_QUEENS, "Qcc3", "c1c3" },
    { FEN_QUEENS_CAPTURE, "Qa1xb2+", "a1b2" },
    { FEN_QUEENS_CAPTURE, "Qa1b2", "a1b2" },
    { FEN_KNIGHTS_BOTH, "Nc2d4", "c2d4" },
    { FEN_KNIGHTS_BOTH, "Ned4", "e2d4" },
    { FEN_KNIGHTS_BOTH, "N6d4", "c6d4" },
  };

  check_reads (arb_move_from_san, cases, G_N_ELEMENTS (cases));
}

static void
test_san_errors (void)
{
  static const ErrorCase cases[] = {
    /* Not SAN at all. */
    { ARB_FEN_START, "", ARB_NOTATION_ERROR_SYNTAX, "empty move" },
    { ARB_FEN_START, "+", ARB_NOTATION_ERROR_SYNTAX, "not a move" },
    { ARB_FEN_START, "!?", ARB_NOTATION_ERROR_SYNTAX, "not a move" },
    { ARB_FEN_START, "z9", ARB_NOTATION_ERROR_SYNTAX,
      "not a move (such as Nf3, exd5 or g1f3)" },
    { ARB_FEN_START, "Nf9", ARB_NOTATION_ERROR_SYNTAX,
      "not a move (such as Nf3, exd5 or g1f3)" },
    { ARB_FEN_START, "Kxx", ARB_NOTATION_ERROR_SYNTAX,
      "not a move (such as Nf3, exd5 or g1f3)" },
    { ARB_FEN_START, "N", ARB_NOTATION_ERROR_SYNTAX,
      "not a move (such as Nf3, exd5 or g1f3)" },
    { ARB_FEN_START, "Nf", ARB_NOTATION_ERROR_SYNTAX,
      "not a move (such as Nf3, exd5 or g1f3)" },
    { ARB_FEN_START, "e4e", ARB_NOTATION_ERROR_SYNTAX,
      "not a move (such as Nf3, exd5 or g1f3)" },
    { ARB_FEN_START, "Nf3x", ARB_NOTATION_ERROR_SYNTAX,
      "not a move (such as Nf3, exd5 or g1f3)" },
    /* Lower-case piece letters and 'P' are not SAN. */
    { ARB_FEN_START, "nf3", ARB_NOTATION_ERROR_SYNTAX,
      "not a move (such as Nf3, exd5 or g1f3)" },
    { ARB_FEN_START, "Pe4", ARB_NOTATION_ERROR_SYNTAX,
      "not a move (such as Nf3, exd5 or g1f3)" },
    /* White space is the caller's business. */
    { ARB_FEN_START, "Nf3 ", ARB_NOTATION_ERROR_SYNTAX,
      "not a move (such as Nf3, exd5 or g1f3)" },
    { ARB_FEN_START, " Nf3", ARB_NOTATION_ERROR_SYNTAX,
      "not a move (such as Nf3, exd5 or g1f3)" },
    { FEN_PAWNS, "xd5", ARB_NOTATION_ERROR_SYNTAX,
      "a pawn capture names the pawn's file, as in exd5" },

    /* What this game does not have (spec §5). */
    { ARB_FEN_START, "O-O", ARB_NOTATION_ERROR_UNSUPPORTED,
      "castling is not part of this game" },
    { ARB_FEN_START, "O-O-O", ARB_NOTATION_ERROR_UNSUPPORTED,
      "castling is not part of this game" },
    { ARB_FEN_START, "0-0", ARB_NOTATION_ERROR_UNSUPPORTED,
      "castling is not part of this game" },
    { ARB_FEN_START, "0-0-0", ARB_NOTATION_ERROR_UNSUPPORTED,
      "castling is not part of this game" },
    { ARB_FEN_START, "O-O+", ARB_NOTATION_ERROR_UNSUPPORTED,
      "castling is not part of this game" },
    { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=Q", ARB_NOTATION_ERROR_UNSUPPORTED,
      "promotion is not part of this game" },
    { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8Q", ARB_NOTATION_ERROR_UNSUPPORTED,
      "promotion is not part of this game" },
    { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=N+", ARB_NOTATION_ERROR_UNSUPPORTED,
      "promotion is not part of this game" },
    { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8(Q)", ARB_NOTATION_ERROR_UNSUPPORTED,
      "promotion is not part of this game" },
    { "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8=Q", ARB_NOTATION_ERROR_UNSUPPORTED,
      "promotion is not part of this game" },
    { "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8R", ARB_NOTATION_ERROR_UNSUPPORTED,
      "promotion is not part of this game" },
    { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", ARB_NOTATION_ERROR_UNSUPPORTED,
      "promotion is not part of this game" },
    { "4k3/8/8/3Pp3/8/8/8/4K3 w - - 0 1", "dxe6e.p.", ARB_NOTATION_ERROR_UNSUPPORTED,
      "en passant is not part of this game" },
    { "4k3/8/8/3Pp3/8/8/8/4K3 w - - 0 1", "dxe6 e.p.", ARB_NOTATION_ERROR_UNSUPPORTED,
      "en passant is not part of this game" },
    { "4k3/8/8/3Pp3/8/8/8/4K3 w - - 0 1", "dxe6 e.p.+", ARB_NOTATION_ERROR_UNSUPPORTED,
      "en passant is not part of this game" },
    { ARB_FEN_START, "--", ARB_NOTATION_ERROR_UNSUPPORTED, "null moves are not allowed" },
    { ARB_FEN_START, "Z0", ARB_NOTATION_ERROR_UNSUPPORTED, "null moves are not allowed" },
    { ARB_FEN_START, "0000", ARB_NOTATION_ERROR_UNSUPPORTED,
      "null moves are not allowed" },
    { ARB_FEN_START, "@@@@", ARB_NOTATION_ERROR_UNSUPPORTED,
      "null moves are not allowed" },

    /* No such piece can go there. */
    { ARB_FEN_START, "Nd4", ARB_NOTATION_ERROR_NO_PIECE, "no knight can move to d4" },
    { ARB_FEN_START, "e5", ARB_NOTATION_ERROR_NO_PIECE, "no pawn can move to e5" },
    { ARB_FEN_START, "Bc4", ARB_NOTATION_ERROR_NO_PIECE, "no bishop can move to c4" },
    { ARB_FEN_START, "Ra3", ARB_NOTATION_ERROR_NO_PIECE, "no rook can move to a3" },
    { ARB_FEN_START, "Qd3", ARB_NOTATION_ERROR_NO_PIECE, "no queen can move to d3" },
    { ARB_FEN_START, "Ke2", ARB_NOTATION_ERROR_NO_PIECE, "no king can move to e2" },
    /* Black's knight could, but it is White's turn. */
    { ARB_FEN_START, "Nf6", ARB_NOTATION_ERROR_NO_PIECE, "no knight can move to f6" },
    { FEN_KINGS, "Kd7", ARB_NOTATION_ERROR_NO_PIECE, "no king can move to d7" },
    { ARB_FEN_START, "Nbd2", ARB_NOTATION_ERROR_NO_PIECE,
      "no knight on the b-file can move to d2" },
    { ARB_FEN_START, "Ngc3", ARB_NOTATION_ERROR_NO_PIECE,
      "no knight on the g-file can move to c3" },
    { ARB_FEN_START, "N1d2", ARB_NOTATION_ERROR_NO_PIECE,
      "no knight on rank 1 can move to d2" },
    { ARB_FEN_START, "Ng1e2", ARB_NOTATION_ERROR_NO_PIECE,
      "no knight on g1 can move to e2" },
    /* A pawn named without its file does not capture. */
    { FEN_PAWNS, "d5", ARB_NOTATION_ERROR_NO_PIECE, "no pawn can move to d5" },
    /* A lower-case 'b' is the b-file, not a bishop. */
    { "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "bd2", ARB_NOTATION_ERROR_NO_PIECE,
      "no pawn on the b-file can move to d2" },
    /* An 'x' with nothing to take. */
    { ARB_FEN_START, "Nxf3", ARB_NOTATION_ERROR_NO_PIECE, "no piece to capture on f3" },
    { ARB_FEN_START, "exd3", ARB_NOTATION_ERROR_NO_PIECE, "no piece to capture on d3" },
    { FEN_PAWNS, "exf5", ARB_NOTATION_ERROR_NO_PIECE, "no piece to capture on f5" },

    /* More than one can. */
    { FEN_KNIGHTS_FILE, "Nd2", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the knights on b1 and f3 can both move there" },
    { FEN_ROOKS_FILE, "Rd1", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the rooks on a1 and h1 can both move there" },
    { FEN_ROOKS_RANK, "Ra3", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the rooks on a1 and a5 can both move there" },
    { FEN_KNIGHTS_RANK, "Nf3", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the knights on g1 and g5 can both move there" },
    { FEN_KNIGHTS_RANK, "Ngf3", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the knights on g1 and g5 can both move there" },
    { FEN_QUEENS, "Qb2", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the queens on a1, a3 and c1 can all move there" },
    { FEN_QUEENS, "Qab2", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the queens on a1 and a3 can both move there" },
    { FEN_QUEENS, "Q1b2", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the queens on a1 and c1 can both move there" },
    { FEN_QUEENS, "Qac3", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the queens on a1 and a3 can both move there" },
    { FEN_QUEENS_CAPTURE, "Qxb2+", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the queens on a1, a3 and c1 can all move there" },
    { FEN_KNIGHTS_BOTH, "Nd4", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the knights on c2, c6 and e2 can all move there" },
    { FEN_KNIGHTS_BOTH, "Ncd4", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the knights on c2 and c6 can both move there" },
    { FEN_KNIGHTS_BOTH, "N2d4", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the knights on c2 and e2 can both move there" },
  };

  check_errors (arb_move_from_san, cases, G_N_ELEMENTS (cases));
}

/* ---------------------------------------------------- either notation */

static void
test_parse (void)
{
  static const ReadCase cases[] = {
    { ARB_FEN_START, "e2e4", "e2e4" },
    { ARB_FEN_START, "e2e4+", "e2e4" },
    { ARB_FEN_START, "g1f3", "g1f3" },
    { ARB_FEN_START, "g1f3!?", "g1f3" },
    { ARB_FEN_START, "Nf3", "g1f3" },
    { ARB_FEN_START, "Nf3+", "g1f3" },
    { ARB_FEN_START, "e4", "e2e4" },
    { ARB_FEN_START, "Ng1f3", "g1f3" },
    { ARB_FEN_START, "e2-e4", "e2e4" },
    { FEN_PAWNS, "e4d5", "e4d5" },
    { FEN_PAWNS, "exd5", "e4d5" },
    { FEN_QUEENS, "Qa1b2", "a1b2" },
    { FEN_QUEENS, "a3b2", "a3b2" },
  };
  static const ErrorCase errors[] = {
    /* Coordinates: the rules' reason. */
    { ARB_FEN_START, "e2e5", ARB_NOTATION_ERROR_ILLEGAL,
      "that piece does not move like that" },
    { ARB_FEN_START, "e2e5+", ARB_NOTATION_ERROR_ILLEGAL,
      "that piece does not move like that" },
    { "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3e5", ARB_NOTATION_ERROR_ILLEGAL,
      "pawns move two squares only from their starting row" },
    { ARB_FEN_START, "f1a6", ARB_NOTATION_ERROR_ILLEGAL, "blocked at e2" },
    { ARB_FEN_START, "e7e5", ARB_NOTATION_ERROR_ILLEGAL,
      "that piece belongs to the other side" },
    /* Everything else: SAN. */
    { ARB_FEN_START, "", ARB_NOTATION_ERROR_SYNTAX, "empty move" },
    { ARB_FEN_START, "i2i4", ARB_NOTATION_ERROR_SYNTAX,
      "not a move (such as Nf3, exd5 or g1f3)" },
    { ARB_FEN_START, "0000", ARB_NOTATION_ERROR_UNSUPPORTED,
      "null moves are not allowed" },
    { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", ARB_NOTATION_ERROR_UNSUPPORTED,
      "promotion is not part of this game" },
    { ARB_FEN_START, "O-O", ARB_NOTATION_ERROR_UNSUPPORTED,
      "castling is not part of this game" },
    { ARB_FEN_START, "Nd4", ARB_NOTATION_ERROR_NO_PIECE, "no knight can move to d4" },
    { FEN_QUEENS, "Qb2", ARB_NOTATION_ERROR_AMBIGUOUS,
      "ambiguous, the queens on a1, a3 and c1 can all move there" },
  };

  check_reads (arb_move_parse, cases, G_N_ELEMENTS (cases));
  check_errors (arb_move_parse, errors, G_N_ELEMENTS (errors));
}

/* ---------------------------------------------------------- round trip */

/* Every move of each position, written and read back in both notations:
 * each SAN names exactly one move, and names it again when read. */
static void
test_round_trip (void)
{
  static const char *const fens[] = {
    ARB_FEN_START,
    FEN_E4,
    FEN_ITALIAN,
    FEN_KIWIPETE,
    FEN_KIWIPETE_B,
    FEN_ENDING,
    FEN_QUEENS,
    FEN_QUEENS_CAPTURE,
    FEN_KNIGHTS_BOTH,
    FEN_KNIGHTS_RANK,
    FEN_ROOKS_FILE,
    FEN_MANY_QUEENS,
    /* Kings next to each other, pieces able to take a King. */
    "8/8/8/8/8/3k4/8/3QK3 w - - 0 1",
    "r1b1k2r/ppp2ppp/2n5/3qp3/1b1P4/2N2N2/PP2BPPP/R1BQK2R b - - 1 8",
  };
  guint total = 0;

  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      ArbChessPosition pos;
      ArbChessMoveList list;

      g_test_message ("%s", fens[i]);
      load (fens[i], &pos);
      arb_position_generate_moves (&pos, &list);
      g_assert_cmpuint (list.n_moves, >, 0);

      for (guint k = 0; k < list.n_moves; k++)
        {
          ArbChessMove m = list.moves[k];
          ArbChessMove back = { ARB_SQUARE_NONE, ARB_SQUARE_NONE, 0 };
          char san[ARB_SAN_MAX], coord[ARB_COORD_MAX];
          GError *error = NULL;
          gboolean is_pawn;

          arb_move_to_san (&pos, m, san);
          arb_move_to_coord (m, coord);
          g_assert_cmpuint (strlen (san), >=, 2);
          g_assert_cmpuint (strlen (san), <, ARB_SAN_MAX);

          /* Nothing this game does not have. */
          g_assert_null (strpbrk (san, "#=O"));

          /* A piece letter exactly when the piece is not a pawn, an 'x'
           * exactly when something stands on the destination. */
          is_pawn = arb_piece_type (arb_position_piece_at (&pos, ARB_SQUARE_X (m.from),
                                                           ARB_SQUARE_Y (m.from)))
                    == ARB_PIECE_TYPE_PAWN;
          g_assert_cmpint (is_pawn, ==, !g_ascii_isupper (san[0]));
          g_assert_cmpint (strchr (san, 'x') != NULL, ==,
                           arb_position_piece_at (&pos, ARB_SQUARE_X (m.to),
                                                  ARB_SQUARE_Y (m.to))
                           != ARB_PIECE_NONE);

          /* One SAN, one move. */
          g_assert_false (g_hash_table_contains (seen, san));
          g_hash_table_add (seen, g_strdup (san));

          g_assert_true (arb_move_from_san (&pos, san, &back, &error));
          g_assert_no_error (error);
          g_assert_true (arb_chess_move_equal (back, m));

          g_assert_true (arb_move_parse (&pos, san, &back, &error));
          g_assert_no_error (error);
          g_assert_true (arb_chess_move_equal (back, m));

          g_assert_true (arb_move_from_coord (&pos, coord, &back, &error));
          g_assert_no_error (error);
          g_assert_true (arb_chess_move_equal (back, m));

          g_assert_true (arb_move_parse (&pos, coord, &back, &error));
          g_assert_no_error (error);
          g_assert_true (arb_chess_move_equal (back, m));

          total++;
        }
    }

  g_test_message ("%u moves", total);
}

/* ------------------------------------------------------------- reasons */

typedef struct
{
  ArbChessReason  reason;
  ArbSquare      blocker;
  const char    *expected;
} ReasonCase;

static void
test_reason_describe (void)
{
  static const ReasonCase cases[] = {
    { ARB_MOVE_REASON_OK, ARB_SQUARE_NONE, "allowed" },
    { ARB_MOVE_REASON_OFF_BOARD, ARB_SQUARE_NONE, "that square is not on the board" },
    { ARB_MOVE_REASON_SAME_SQUARE, ARB_SQUARE_NONE, "the piece must move to another square" },
    { ARB_MOVE_REASON_NO_PIECE, ARB_SQUARE_NONE, "there is no piece there" },
    { ARB_MOVE_REASON_WRONG_SIDE, ARB_SQUARE_NONE, "that piece belongs to the other side" },
    { ARB_MOVE_REASON_OWN_PIECE, ARB_SQUARE_NONE, "a piece of the same side stands there" },
    { ARB_MOVE_REASON_PIECE_RULE, ARB_SQUARE_NONE, "that piece does not move like that" },
    { ARB_MOVE_REASON_PAWN_STRAIGHT_CAPTURE, ARB_SQUARE_NONE, "pawns capture diagonally only" },
    { ARB_MOVE_REASON_PAWN_DIAGONAL_EMPTY, ARB_SQUARE_NONE,
      "pawns move diagonally only to capture" },
    { ARB_MOVE_REASON_PAWN_DOUBLE_STEP, ARB_SQUARE_NONE,
      "pawns move two squares only from their starting row" },
    /* d3 is (3, 5), a8 is (0, 0), h1 is (7, 7). */
    { ARB_MOVE_REASON_BLOCKED, ARB_SQUARE (3, 5), "blocked at d3" },
    { ARB_MOVE_REASON_BLOCKED, ARB_SQUARE (0, 0), "blocked at a8" },
    { ARB_MOVE_REASON_BLOCKED, ARB_SQUARE (7, 7), "blocked at h1" },
    { ARB_MOVE_REASON_BLOCKED, ARB_SQUARE_NONE, "blocked by a piece in between" },
    { ARB_MOVE_REASON_GAME_OVER, ARB_SQUARE_NONE, "the game is over" },
    { ARB_MOVE_REASON_NOT_YOUR_TURN, ARB_SQUARE_NONE, "it is not your turn" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = arb_move_reason_describe (cases[i].reason, cases[i].blocker);

      g_assert_cmpstr (text, ==, cases[i].expected);
    }
}

/* ------------------------------------------------- programmer errors */

static void
test_null_text (void)
{
  if (g_test_subprocess ())
    {
      ArbChessPosition pos;
      ArbChessMove m;

      arb_position_init_start (&pos);
      arb_move_parse (&pos, NULL, &m, NULL);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*CRITICAL*text != NULL*");
}

/* SAN is only written for a move the side to move can make. */
static void
test_san_illegal_move (void)
{
  if (g_test_subprocess ())
    {
      ArbChessPosition pos;
      char buf[ARB_SAN_MAX];

      arb_position_init_start (&pos);
      arb_move_to_san (&pos, move ("e7e5"), buf);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*CRITICAL*arb_position_can_move*");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/arb/notation/coord/write", test_coord_write);
  g_test_add_func ("/arb/notation/coord/read", test_coord_read);
  g_test_add_func ("/arb/notation/coord/errors", test_coord_errors);
  g_test_add_func ("/arb/notation/san/write", test_san_write);
  g_test_add_func ("/arb/notation/san/read", test_san_read);
  g_test_add_func ("/arb/notation/san/errors", test_san_errors);
  g_test_add_func ("/arb/notation/parse", test_parse);
  g_test_add_func ("/arb/notation/round-trip", test_round_trip);
  g_test_add_func ("/arb/notation/reason", test_reason_describe);
  g_test_add_func ("/arb/notation/null-text", test_null_text);
  g_test_add_func ("/arb/notation/san/illegal-move", test_san_illegal_move);

  return g_test_run ();
}
