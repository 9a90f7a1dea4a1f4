/* test-can-move.c — the game's rule (spec §4), its reasons, and agreement of
 * move generation and check detection with it (spec §6)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib.h>

#include "arb-fen.h"
#include "arb-position.h"
#include "arb-test-util.h"

/* ---------------------------------------------------------- helpers */

/* "e4" -> (4, 4), straight from spec §1 (file = 'a' + x, rank = 8 - y). */
static void
coords_of (const char *name, int *x, int *y)
{
  g_assert_cmpuint (strlen (name), ==, 2);
  g_assert_true (name[0] >= 'a' && name[0] <= 'h');
  g_assert_true (name[1] >= '1' && name[1] <= '8');
  *x = name[0] - 'a';
  *y = '8' - name[1];
}

static void
parse_fen_or_fail (const char *fen, ArbChessPosition *pos)
{
  g_autoptr (GError) error = NULL;

  if (!arb_fen_parse (fen, pos, &error))
    g_error ("FEN \"%s\" refused: %s", fen, error->message);
}

static const char *
reason_name (ArbChessReason reason)
{
  static const char *names[] = {
    "OK", "OFF_BOARD", "SAME_SQUARE", "NO_PIECE", "WRONG_SIDE", "OWN_PIECE",
    "PIECE_RULE", "PAWN_STRAIGHT_CAPTURE", "PAWN_DIAGONAL_EMPTY",
    "PAWN_DOUBLE_STEP", "BLOCKED", "GAME_OVER", "NOT_YOUR_TURN",
  };

  if ((guint) reason < G_N_ELEMENTS (names))
    return names[reason];
  return "?";
}

/* ------------------------------------------------ table of single moves */

typedef struct
{
  const char   *fen;
  const char   *move;      /* "e2e4" */
  ArbSide       side;
  ArbChessReason reason;
  const char   *blocker;   /* for BLOCKED: the square in the way */
} MoveCase;

#define W ARB_SIDE_WHITE
#define B ARB_SIDE_BLACK

/* Boards used below (spec §1: White moves up, y − 1). */
#define START      ARB_FEN_START
/* e2 blocked on the first square (e3), c2 on the second (c4); a3 an enemy
 * in front of a2 and diagonal to b2; d7 blocked on d5, f7 on f6. */
#define PAWNS      "4k3/pp1p1p1p/P4n2/3B4/2b3N1/n3N3/PPP1P1PP/4K3 w - - 0 1"
/* Pawns on their last rows, stuck: White a8 b8 h8, Black a1 f1 h1. */
#define LAST_ROW   "PP1k2NP/8/8/8/8/8/8/p1nK1p1p w - - 0 1"
/* Sliders among blockers: rook d4, bishop f4, queen b6, knight g3. */
#define SLIDERS    "4k3/1p6/1Q1p4/8/r2R1B2/2P3N1/4n3/4K3 w - - 0 1"

static const MoveCase move_cases[] = {
  /* 1. both squares on the board (tested separately with raw coordinates)
   *    and different */
  { START, "e2e2", W, ARB_MOVE_REASON_SAME_SQUARE, NULL },
  { START, "e1e1", W, ARB_MOVE_REASON_SAME_SQUARE, NULL },
  { START, "e4e4", W, ARB_MOVE_REASON_SAME_SQUARE, NULL },
  /* 2. a piece of side s on the source */
  { START, "e4e5", W, ARB_MOVE_REASON_NO_PIECE, NULL },
  { START, "e3e4", B, ARB_MOVE_REASON_NO_PIECE, NULL },
  { START, "e7e5", W, ARB_MOVE_REASON_WRONG_SIDE, NULL },
  { START, "e2e4", B, ARB_MOVE_REASON_WRONG_SIDE, NULL },
  { START, "g8f6", W, ARB_MOVE_REASON_WRONG_SIDE, NULL },
  /* 3. never onto an own piece, checked before the piece's rule */
  { START, "e1e2", W, ARB_MOVE_REASON_OWN_PIECE, NULL },
  { START, "a1h1", W, ARB_MOVE_REASON_OWN_PIECE, NULL },   /* rule also fails */
  { START, "d1d7", W, ARB_MOVE_REASON_BLOCKED, "d2" },     /* capture beyond */
  { START, "d8d7", B, ARB_MOVE_REASON_OWN_PIECE, NULL },
  { START, "b1d2", W, ARB_MOVE_REASON_OWN_PIECE, NULL },
  /* 4. the piece's own rule */
  { START, "g1g3", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { START, "b8b6", B, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { START, "g1f3", W, ARB_MOVE_REASON_OK, NULL },
  { START, "b8c6", B, ARB_MOVE_REASON_OK, NULL },           /* ignores the turn */
  { START, "g8h6", B, ARB_MOVE_REASON_OK, NULL },

  /* the Pawn: one or two steps from the starting row */
  { START, "e2e3", W, ARB_MOVE_REASON_OK, NULL },
  { START, "e2e4", W, ARB_MOVE_REASON_OK, NULL },
  { START, "e7e6", B, ARB_MOVE_REASON_OK, NULL },
  { START, "e7e5", B, ARB_MOVE_REASON_OK, NULL },
  { START, "a2a4", W, ARB_MOVE_REASON_OK, NULL },
  { START, "h7h5", B, ARB_MOVE_REASON_OK, NULL },
  { START, "e2e5", W, ARB_MOVE_REASON_PIECE_RULE, NULL },   /* three steps */
  { START, "e7e4", B, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { START, "e2d3", W, ARB_MOVE_REASON_PAWN_DIAGONAL_EMPTY, NULL },
  { START, "e7f6", B, ARB_MOVE_REASON_PAWN_DIAGONAL_EMPTY, NULL },
  /* blocked on the first square (own knight e3) or the second (bishop c4) */
  { PAWNS, "e2e3", W, ARB_MOVE_REASON_OWN_PIECE, NULL },
  { PAWNS, "e2e4", W, ARB_MOVE_REASON_BLOCKED, "e3" },
  { PAWNS, "c2c3", W, ARB_MOVE_REASON_OK, NULL },
  { PAWNS, "c2c4", W, ARB_MOVE_REASON_PAWN_STRAIGHT_CAPTURE, NULL },
  { PAWNS, "g2g3", W, ARB_MOVE_REASON_OK, NULL },
  { PAWNS, "g2g4", W, ARB_MOVE_REASON_OWN_PIECE, NULL },
  { PAWNS, "h2h4", W, ARB_MOVE_REASON_OK, NULL },
  { PAWNS, "f7f6", B, ARB_MOVE_REASON_OWN_PIECE, NULL },
  { PAWNS, "f7f5", B, ARB_MOVE_REASON_BLOCKED, "f6" },
  { PAWNS, "d7d6", B, ARB_MOVE_REASON_OK, NULL },
  { PAWNS, "d7d5", B, ARB_MOVE_REASON_PAWN_STRAIGHT_CAPTURE, NULL },
  /* no straight capture: a2 faces the knight on a3 */
  { PAWNS, "a2a3", W, ARB_MOVE_REASON_PAWN_STRAIGHT_CAPTURE, NULL },
  { PAWNS, "a2a4", W, ARB_MOVE_REASON_BLOCKED, "a3" },
  /* diagonal capture only of enemies */
  { PAWNS, "b2a3", W, ARB_MOVE_REASON_OK, NULL },
  { PAWNS, "b7a6", B, ARB_MOVE_REASON_OK, NULL },
  { PAWNS, "b2c3", W, ARB_MOVE_REASON_PAWN_DIAGONAL_EMPTY, NULL },
  { PAWNS, "b2a1", W, ARB_MOVE_REASON_PIECE_RULE, NULL },    /* backward */
  { PAWNS, "e7f6", B, ARB_MOVE_REASON_NO_PIECE, NULL },
  { PAWNS, "g2f3", W, ARB_MOVE_REASON_PAWN_DIAGONAL_EMPTY, NULL },
  { PAWNS, "d2e3", W, ARB_MOVE_REASON_NO_PIECE, NULL },
  /* two steps only from the starting row */
  { SLIDERS, "c3c5", W, ARB_MOVE_REASON_PAWN_DOUBLE_STEP, NULL },
  { SLIDERS, "c3c4", W, ARB_MOVE_REASON_OK, NULL },
  /* Black's b7 faces the queen on b6 */
  { SLIDERS, "b7b6", B, ARB_MOVE_REASON_PAWN_STRAIGHT_CAPTURE, NULL },
  { SLIDERS, "b7b5", B, ARB_MOVE_REASON_BLOCKED, "b6" },
  { SLIDERS, "b7a6", B, ARB_MOVE_REASON_PAWN_DIAGONAL_EMPTY, NULL },
  { SLIDERS, "b7c6", B, ARB_MOVE_REASON_PAWN_DIAGONAL_EMPTY, NULL },
  { PAWNS, "a6a7", W, ARB_MOVE_REASON_PAWN_STRAIGHT_CAPTURE, NULL },
  { PAWNS, "a6b7", W, ARB_MOVE_REASON_OK, NULL },
  /* never backward or sideways */
  { PAWNS, "a6a5", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { PAWNS, "a6b6", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { PAWNS, "a6b5", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { PAWNS, "d7c7", B, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { PAWNS, "d7d8", B, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { PAWNS, "h7g8", B, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { PAWNS, "h2g1", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { PAWNS, "h2h1", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  /* stuck on the last row (no promotion): nothing is allowed */
  { LAST_ROW, "a8b8", W, ARB_MOVE_REASON_OWN_PIECE, NULL },
  { LAST_ROW, "b8c8", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { LAST_ROW, "b8b7", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { LAST_ROW, "b8c7", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { LAST_ROW, "h8h7", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { LAST_ROW, "f1f2", B, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { LAST_ROW, "f1e1", B, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { LAST_ROW, "a1b2", B, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { LAST_ROW, "h1g2", B, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { LAST_ROW, "g8f6", W, ARB_MOVE_REASON_OK, NULL },

  /* 5. sliders are blocked, may capture the first piece, not beyond */
  { SLIDERS, "d4d5", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "d4d6", W, ARB_MOVE_REASON_OK, NULL },          /* captures d6 */
  { SLIDERS, "d4d7", W, ARB_MOVE_REASON_BLOCKED, "d6" },
  { SLIDERS, "d4d8", W, ARB_MOVE_REASON_BLOCKED, "d6" },
  { SLIDERS, "d4c4", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "d4a4", W, ARB_MOVE_REASON_OK, NULL },          /* captures a4 */
  { SLIDERS, "d4e4", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "d4f4", W, ARB_MOVE_REASON_OWN_PIECE, NULL },
  { SLIDERS, "d4g4", W, ARB_MOVE_REASON_BLOCKED, "f4" },
  { SLIDERS, "d4h4", W, ARB_MOVE_REASON_BLOCKED, "f4" },
  { SLIDERS, "d4d1", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "d4c3", W, ARB_MOVE_REASON_OWN_PIECE, NULL },
  { SLIDERS, "d4e5", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { SLIDERS, "a4d4", B, ARB_MOVE_REASON_OK, NULL },          /* Black, not to move */
  { SLIDERS, "a4e4", B, ARB_MOVE_REASON_BLOCKED, "d4" },
  { SLIDERS, "a4h4", B, ARB_MOVE_REASON_BLOCKED, "d4" },     /* nearest blocker */
  { SLIDERS, "f4e5", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "f4d6", W, ARB_MOVE_REASON_OK, NULL },          /* captures d6 */
  { SLIDERS, "f4c7", W, ARB_MOVE_REASON_BLOCKED, "d6" },
  { SLIDERS, "f4b8", W, ARB_MOVE_REASON_BLOCKED, "d6" },
  { SLIDERS, "f4h6", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "f4e3", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "f4c1", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "f4g3", W, ARB_MOVE_REASON_OWN_PIECE, NULL },
  { SLIDERS, "f4h2", W, ARB_MOVE_REASON_BLOCKED, "g3" },
  { SLIDERS, "f4f8", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { SLIDERS, "b6b7", W, ARB_MOVE_REASON_OK, NULL },          /* captures b7 */
  { SLIDERS, "b6b8", W, ARB_MOVE_REASON_BLOCKED, "b7" },
  { SLIDERS, "b6d6", W, ARB_MOVE_REASON_OK, NULL },          /* captures d6 */
  { SLIDERS, "b6e6", W, ARB_MOVE_REASON_BLOCKED, "d6" },
  { SLIDERS, "b6h6", W, ARB_MOVE_REASON_BLOCKED, "d6" },
  { SLIDERS, "b6d4", W, ARB_MOVE_REASON_OWN_PIECE, NULL },
  { SLIDERS, "b6e3", W, ARB_MOVE_REASON_BLOCKED, "d4" },
  { SLIDERS, "b6f2", W, ARB_MOVE_REASON_BLOCKED, "d4" },
  { SLIDERS, "b6b1", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "b6d8", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "b6e8", W, ARB_MOVE_REASON_PIECE_RULE, NULL },  /* not on a line */
  { SLIDERS, "b6a4", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  /* the Knight hops over pieces */
  { SLIDERS, "g3e2", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "g3h5", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "g3e4", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "g3f1", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "g3f5", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "g3g5", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { SLIDERS, "e2c3", B, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "e2d4", B, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "e2g3", B, ARB_MOVE_REASON_OK, NULL },
  { START, "b1a3", W, ARB_MOVE_REASON_OK, NULL },             /* over the pawns */
  { START, "b1c3", W, ARB_MOVE_REASON_OK, NULL },
  { START, "g8f6", B, ARB_MOVE_REASON_OK, NULL },
  /* the King: one step in any direction */
  { SLIDERS, "e1e2", W, ARB_MOVE_REASON_OK, NULL },          /* captures e2 */
  { SLIDERS, "e1d2", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "e1f1", W, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "e1e3", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { SLIDERS, "e1g1", W, ARB_MOVE_REASON_PIECE_RULE, NULL },  /* no castling */
  { SLIDERS, "e1c1", W, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { SLIDERS, "e8d8", B, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "e8d7", B, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "e8e6", B, ARB_MOVE_REASON_PIECE_RULE, NULL },
  { START, "e1d2", W, ARB_MOVE_REASON_OWN_PIECE, NULL },
  /* moving into check is allowed (spec §5) */
  { SLIDERS, "e8f7", B, ARB_MOVE_REASON_OK, NULL },
  { SLIDERS, "e1f2", W, ARB_MOVE_REASON_OK, NULL },
};

static void
test_move_table (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (move_cases); i++)
    {
      const MoveCase *c = &move_cases[i];
      ArbChessPosition pos;
      ArbSquare blocker = ARB_SQUARE_NONE;
      ArbChessReason got;
      char from[3] = { c->move[0], c->move[1], '\0' };
      int x, y, dx, dy;

      g_test_message ("%s: %s %s, want %s", c->fen, c->side == W ? "white" : "black",
                      c->move, reason_name (c->reason));
      parse_fen_or_fail (c->fen, &pos);
      coords_of (from, &x, &y);
      coords_of (c->move + 2, &dx, &dy);

      got = arb_position_explain_move (&pos, x, y, dx, dy, c->side, &blocker);
      if (got != c->reason)
        g_test_message ("got %s", reason_name (got));
      g_assert_cmpint (got, ==, c->reason);
      g_assert_cmpint (!!arb_position_can_move (&pos, x, y, dx, dy, c->side), ==,
                       c->reason == ARB_MOVE_REASON_OK);
      /* a NULL blocker is allowed */
      g_assert_cmpint (arb_position_explain_move (&pos, x, y, dx, dy, c->side, NULL),
                       ==, c->reason);

      if (c->reason == ARB_MOVE_REASON_BLOCKED)
        {
          int bx, by;

          coords_of (c->blocker, &bx, &by);
          g_assert_cmpuint (blocker, ==, ARB_SQUARE (bx, by));
        }
    }
}

#undef W
#undef B

/* 1. squares off the board, on every side, from and to */
static void
test_off_board (void)
{
  static const int bad[][4] = {
    { -1, 6, 4, 4 }, { 8, 6, 4, 4 }, { 4, -1, 4, 4 }, { 4, 8, 4, 4 },
    { 4, 6, -1, 4 }, { 4, 6, 8, 4 }, { 4, 6, 4, -1 }, { 4, 6, 4, 8 },
    { 4, 6, 4, 6 + 8 }, { 0, 7, -1, 7 }, { 0, 7, 0, 8 }, { 7, 0, 8, 0 },
    { 7, 0, 7, -1 }, { -100, 3, 100, 3 }, { 3, 100, 3, -100 },
    /* a King stepping off the edge, a Knight jumping off */
    { 4, 7, 4, 8 }, { 6, 7, 7, 9 }, { 1, 7, -1, 6 },
  };
  ArbChessPosition pos;

  arb_position_init_start (&pos);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    for (int s = 0; s < ARB_N_SIDES; s++)
      {
        const int *m = bad[i];

        g_test_message ("(%d,%d) -> (%d,%d)", m[0], m[1], m[2], m[3]);
        g_assert_false (arb_position_can_move (&pos, m[0], m[1], m[2], m[3], s));
        g_assert_cmpint (arb_position_explain_move (&pos, m[0], m[1], m[2], m[3], s, NULL),
                         ==, ARB_MOVE_REASON_OFF_BOARD);
      }
}

/* can_move ignores whose turn it is (spec §4): the same answers with either
 * side to move. */
static void
test_ignores_turn (void)
{
  ArbChessPosition white_to_move, black_to_move;

  arb_position_init_start (&white_to_move);
  black_to_move = white_to_move;
  arb_position_set_turn (&black_to_move, ARB_SIDE_BLACK);
  g_assert_cmpint (black_to_move.turn, ==, ARB_SIDE_BLACK);

  g_assert_true (arb_position_can_move (&white_to_move, 4, 1, 4, 3, ARB_SIDE_BLACK));
  g_assert_true (arb_position_can_move (&black_to_move, 4, 6, 4, 4, ARB_SIDE_WHITE));

  for (int from = 0; from < ARB_N_SQUARES; from++)
    for (int to = 0; to < ARB_N_SQUARES; to++)
      for (int s = 0; s < ARB_N_SIDES; s++)
        {
          int x = from % 8, y = from / 8, dx = to % 8, dy = to / 8;

          g_assert_cmpint (!!arb_position_can_move (&white_to_move, x, y, dx, dy, s), ==,
                           !!arb_position_can_move (&black_to_move, x, y, dx, dy, s));
        }
}

/* Built with set_piece rather than FEN: a position with a King missing still
 * answers can_move (the game, not the rule, refuses moves once it is over). */
static void
test_set_piece_position (void)
{
  ArbChessPosition pos;
  ArbSquare blocker = ARB_SQUARE_NONE;

  arb_position_clear (&pos);
  arb_position_set_piece (&pos, 0, 7, arb_piece_make (ARB_PIECE_TYPE_ROOK, ARB_SIDE_WHITE));
  arb_position_set_piece (&pos, 0, 3, arb_piece_make (ARB_PIECE_TYPE_PAWN, ARB_SIDE_BLACK));
  arb_position_set_piece (&pos, 0, 1, arb_piece_make (ARB_PIECE_TYPE_KING, ARB_SIDE_BLACK));
  arb_position_set_turn (&pos, ARB_SIDE_BLACK);

  /* a1 rook: up to a5 and the capture on a5, not beyond */
  g_assert_true (arb_position_can_move (&pos, 0, 7, 0, 4, ARB_SIDE_WHITE));
  g_assert_true (arb_position_can_move (&pos, 0, 7, 0, 3, ARB_SIDE_WHITE));
  g_assert_false (arb_position_can_move (&pos, 0, 7, 0, 2, ARB_SIDE_WHITE));
  g_assert_cmpint (arb_position_explain_move (&pos, 0, 7, 0, 1, ARB_SIDE_WHITE, &blocker),
                   ==, ARB_MOVE_REASON_BLOCKED);
  g_assert_cmpuint (blocker, ==, ARB_SQUARE (0, 3));
  g_assert_true (arb_position_can_move (&pos, 0, 7, 7, 7, ARB_SIDE_WHITE));
  /* black pawn a5 goes down to a4; king a7 steps */
  g_assert_true (arb_position_can_move (&pos, 0, 3, 0, 4, ARB_SIDE_BLACK));
  g_assert_false (arb_position_can_move (&pos, 0, 3, 0, 5, ARB_SIDE_BLACK));
  g_assert_true (arb_position_can_move (&pos, 0, 1, 1, 0, ARB_SIDE_BLACK));
  /* the black King is attacked? no: the pawn a5 shields it */
  g_assert_false (arb_position_is_in_check (&pos, ARB_SIDE_BLACK));
  /* no White King: never in check */
  g_assert_false (arb_position_is_in_check (&pos, ARB_SIDE_WHITE));
}

/* Pawns attack diagonally forward only (spec §6). */
static void
test_pawn_check (void)
{
  static const struct
  {
    const char *fen;
    gboolean    white_in_check;
    gboolean    black_in_check;
  } cases[] = {
    { "4k3/3P4/8/8/8/8/8/4K3 w - - 0 1", FALSE, TRUE },   /* d7 attacks e8 */
    { "4k3/4P3/8/8/8/8/8/4K3 w - - 0 1", FALSE, FALSE },  /* straight ahead */
    { "8/8/8/8/4k3/8/3P4/4K3 w - - 0 1", FALSE, FALSE },  /* d2 attacks c3 and e3 only */
    { "8/8/8/8/8/4k3/3P4/4K3 w - - 0 1", FALSE, TRUE },   /* d2 attacks e3 */
    { "8/8/8/8/8/3k4/4P3/4K3 w - - 0 1", FALSE, TRUE },   /* e2 attacks d3 */
    { "k7/8/8/8/8/3p4/4K3/8 w - - 0 1", TRUE, FALSE },    /* d3 attacks e2 */
    { "k7/8/8/8/8/5p2/4K3/8 w - - 0 1", TRUE, FALSE },    /* f3 attacks e2 */
    { "k7/8/8/8/8/8/4K3/3p4 w - - 0 1", FALSE, FALSE },   /* d1: stuck, behind */
    { "8/8/8/8/8/8/4K3/4k3 w - - 0 1", TRUE, TRUE },      /* Kings side by side */
    { "8/8/8/8/4K3/3p4/8/4k3 w - - 0 1", FALSE, FALSE },  /* behind the pawn */
    { "4k3/8/8/8/8/8/8/3pK3 w - - 0 1", FALSE, FALSE },   /* beside */
    { "4k3/8/8/8/8/8/3K4/4r3 w - - 0 1", FALSE, FALSE },  /* rook e1 vs d2 */
    { "4k3/8/8/8/8/8/4K3/4r3 w - - 0 1", TRUE, FALSE },
    { "4k3/8/8/8/8/8/4P3/4K2r w - - 0 1", TRUE, FALSE },  /* along rank 1 */
    { "4k3/8/8/8/8/4P3/4K3/4r3 w - - 0 1", TRUE, FALSE },
    { "4k3/8/8/8/8/8/4P3/r2NK3 w - - 0 1", FALSE, FALSE }, /* shielded */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbChessPosition pos;

      g_test_message ("%s", cases[i].fen);
      parse_fen_or_fail (cases[i].fen, &pos);
      g_assert_cmpint (!!arb_position_is_in_check (&pos, ARB_SIDE_WHITE), ==,
                       cases[i].white_in_check);
      g_assert_cmpint (!!arb_position_is_in_check (&pos, ARB_SIDE_BLACK), ==,
                       cases[i].black_in_check);
    }
}

/* ------------------------------------------------ brute-force agreement */

static ArbSquare
king_square (const ArbChessPosition *pos, ArbSide side)
{
  ArbPiece king = arb_piece_make (ARB_PIECE_TYPE_KING, side);

  for (int y = 0; y < 8; y++)
    for (int x = 0; x < 8; x++)
      if (arb_position_piece_at (pos, x, y) == king)
        return ARB_SQUARE (x, y);
  return ARB_SQUARE_NONE;
}

/* exists a piece of @by that can_move onto @sq */
static gboolean
brute_attacked (const ArbChessPosition *pos, ArbSquare sq, ArbSide by)
{
  for (int from = 0; from < ARB_N_SQUARES; from++)
    if (arb_position_can_move (pos, from % 8, from / 8,
                               ARB_SQUARE_X (sq), ARB_SQUARE_Y (sq), by))
      return TRUE;
  return FALSE;
}

static void
check_agreement (const ArbChessPosition *pos)
{
  ArbChessMoveList list;
  gboolean generated[ARB_N_SQUARES][ARB_N_SQUARES] = { { FALSE, }, };
  guint n_brute = 0;
  g_autofree char *fen = arb_fen_write (pos);

  g_test_message ("agreement on %s", fen);

  arb_position_generate_moves (pos, &list);
  g_assert_cmpuint (list.n_moves, <=, ARB_MAX_MOVES);
  for (guint i = 0; i < list.n_moves; i++)
    {
      ArbChessMove m = list.moves[i];

      g_assert_cmpuint (m.from, <, ARB_N_SQUARES);
      g_assert_cmpuint (m.to, <, ARB_N_SQUARES);
      g_assert_false (generated[m.from][m.to]);   /* no duplicates */
      generated[m.from][m.to] = TRUE;
    }

  for (int from = 0; from < ARB_N_SQUARES; from++)
    for (int to = 0; to < ARB_N_SQUARES; to++)
      for (int s = 0; s < ARB_N_SIDES; s++)
        {
          int x = from % 8, y = from / 8, dx = to % 8, dy = to / 8;
          gboolean can = arb_position_can_move (pos, x, y, dx, dy, s);
          ArbChessReason why = arb_position_explain_move (pos, x, y, dx, dy, s, NULL);

          g_assert_cmpint (!!can, ==, why == ARB_MOVE_REASON_OK);
          if ((ArbSide) s == pos->turn)
            {
              if (can != generated[from][to])
                {
                  char a[3], b[3];

                  arb_square_to_name (from, a);
                  arb_square_to_name (to, b);
                  g_test_message ("%s%s: can_move %d, generated %d",
                                  a, b, can, generated[from][to]);
                }
              g_assert_cmpint (!!can, ==, !!generated[from][to]);
              g_assert_cmpint (!!can, ==,
                               !!arb_position_is_legal (pos, arb_chess_move_make (from, to)));
              n_brute += can;
            }
        }
  g_assert_cmpuint (n_brute, ==, list.n_moves);
  g_assert_cmpint (!!arb_position_has_moves (pos), ==, list.n_moves > 0);

  for (int s = 0; s < ARB_N_SIDES; s++)
    {
      ArbSquare k = king_square (pos, s);
      gboolean brute = k != ARB_SQUARE_NONE &&
                       brute_attacked (pos, k, arb_side_negate (s));

      g_assert_cmpuint (pos->king[s], ==, k);
      g_assert_cmpint (!!arb_position_is_in_check (pos, s), ==, brute);

      /* is_attacked agrees with can_move on squares holding a piece of
       * the other side, where "attacked" means "can be captured" */
      for (int sq = 0; sq < ARB_N_SQUARES; sq++)
        {
          ArbPiece p = arb_position_piece_at (pos, sq % 8, sq / 8);

          if (p == ARB_PIECE_NONE || arb_piece_side (p) == (ArbSide) s)
            continue;
          g_assert_cmpint (!!arb_position_is_attacked (pos, sq, s), ==,
                           brute_attacked (pos, sq, s));
        }
    }
}

/* The positions of tests/data/perft.epd, as strings. */
static GPtrArray *
epd_fens (void)
{
  g_autoptr (GPtrArray) suite = arb_test_read_perft_suite ("perft.epd");
  GPtrArray *fens = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < suite->len; i++)
    {
      const ArbTestPerftLine *line = g_ptr_array_index (suite, i);

      g_ptr_array_add (fens, g_strdup (line->fen));
    }
  return fens;
}

static void
test_agreement_fixed (void)
{
  static const char *extra[] = {
    ARB_FEN_START,
    PAWNS,
    LAST_ROW,
    SLIDERS,
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    "8/8/3k4/8/8/8/8/3K4 b - - 0 1",
  };
  g_autoptr (GPtrArray) fens = epd_fens ();
  guint n = 0;

  g_assert_cmpuint (fens->len, >=, 9);
  for (guint i = 0; i < G_N_ELEMENTS (extra); i++)
    g_ptr_array_add (fens, g_strdup (extra[i]));

  for (guint i = 0; i < fens->len; i++)
    {
      ArbChessPosition pos;

      parse_fen_or_fail (g_ptr_array_index (fens, i), &pos);
      check_agreement (&pos);
      /* and with the other side to move */
      arb_position_set_turn (&pos, arb_side_negate (pos.turn));
      check_agreement (&pos);
      n += 2;
    }
  g_test_message ("%u positions", n);
}

/* Positions reached by seeded random play from the start and from the EPD
 * positions. */
static void
test_agreement_random (void)
{
  g_autoptr (GPtrArray) fens = epd_fens ();
  guint n = 0;

  g_ptr_array_insert (fens, 0, g_strdup (ARB_FEN_START));
  for (guint game = 0; n < 40; game++)
    {
      ArbChessPosition pos;
      int plies = g_test_rand_int_range (1, 80);

      parse_fen_or_fail (g_ptr_array_index (fens, game % fens->len), &pos);
      for (int ply = 0; ply < plies; ply++)
        {
          ArbChessMoveList list;
          ArbChessUndo undo;

          if (arb_position_status (&pos) != ARB_POSITION_PLAYING)
            break;
          arb_position_generate_moves (&pos, &list);
          g_assert_cmpuint (list.n_moves, >, 0);
          arb_position_make_move (&pos,
                                  list.moves[g_test_rand_int_range (0, list.n_moves)],
                                  &undo);
          /* look closely at a few positions of each game */
          if (ply % 8 == 7)
            {
              check_agreement (&pos);
              n++;
            }
        }
      check_agreement (&pos);
      n++;
    }
  g_test_message ("%u positions", n);
  g_assert_cmpuint (n, >=, 30);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/arb/can-move/table", test_move_table);
  g_test_add_func ("/arb/can-move/off-board", test_off_board);
  g_test_add_func ("/arb/can-move/ignores-turn", test_ignores_turn);
  g_test_add_func ("/arb/can-move/set-piece", test_set_piece_position);
  g_test_add_func ("/arb/can-move/check/pawns-and-lines", test_pawn_check);
  g_test_add_func ("/arb/can-move/agreement/fixed", test_agreement_fixed);
  g_test_add_func ("/arb/can-move/agreement/random", test_agreement_random);

  return g_test_run ();
}
