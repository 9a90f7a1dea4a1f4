/* test-pieces.c — each piece's own rule (spec §3), the piece tables,
 * symbols, square names and sides (spec §1, §2)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expected destination sets below were written by hand from the
 * formulas of spec §3, not computed by the code under test.
 */
#include <string.h>

#include <glib.h>

#include "arb-position.h"

/* ---------------------------------------------------------- helpers */

/* "e4" -> (4, 4), straight from spec §1 (file = 'a' + x, rank = 8 - y),
 * without going through arb_square_from_name(), which is tested below. */
static void
coords_of (const char *name, int *x, int *y)
{
  g_assert_nonnull (name);
  g_assert_cmpuint (strlen (name), ==, 2);
  g_assert_true (name[0] >= 'a' && name[0] <= 'h');
  g_assert_true (name[1] >= '1' && name[1] <= '8');
  *x = name[0] - 'a';
  *y = '8' - name[1];
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  /* g_ptr_array_sort() passes pointers to the elements */
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

static char *
name_of (int x, int y)
{
  return g_strdup_printf ("%c%c", 'a' + x, '8' - y);
}

/* Every destination (other than the source) the piece's own rule accepts,
 * as a sorted space-separated list of square names. */
static char *
rule_destinations (const ArbChessPosition *pos, ArbPieceType type, ArbSide side,
                   int x, int y)
{
  const ArbPieceClass *klass = arb_piece_class (type);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  g_assert_nonnull (klass);
  g_assert_nonnull (klass->can_move);

  for (int dy = 0; dy < ARB_BOARD_SIZE; dy++)
    for (int dx = 0; dx < ARB_BOARD_SIZE; dx++)
      {
        if (dx == x && dy == y)
          continue; /* the same square is the game's business, not the piece's */
        if (klass->can_move (pos, x, y, dx, dy, side))
          g_ptr_array_add (names, name_of (dx, dy));
      }

  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* Sorts a hand-written list so that the order in the table does not matter. */
static char *
normalize (const char *list)
{
  g_auto (GStrv) parts = g_strsplit (list, " ", -1);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; parts[i] != NULL; i++)
    if (parts[i][0] != '\0')
      g_ptr_array_add (names, parts[i]);
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static ArbPieceType
type_of_letter (char c)
{
  switch (g_ascii_toupper (c))
    {
    case 'K': return ARB_PIECE_TYPE_KING;
    case 'Q': return ARB_PIECE_TYPE_QUEEN;
    case 'R': return ARB_PIECE_TYPE_ROOK;
    case 'B': return ARB_PIECE_TYPE_BISHOP;
    case 'N': return ARB_PIECE_TYPE_KNIGHT;
    case 'P': return ARB_PIECE_TYPE_PAWN;
    default:  g_assert_not_reached ();
    }
  return ARB_PIECE_TYPE_NONE;
}

/* Places pieces given as "Pe2 ne3 kh8" (upper case White) on a cleared board. */
static void
setup (ArbChessPosition *pos, const char *pieces)
{
  g_auto (GStrv) parts = g_strsplit (pieces, " ", -1);

  arb_position_clear (pos);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      int x, y;
      ArbSide side;

      if (parts[i][0] == '\0')
        continue;
      g_assert_cmpuint (strlen (parts[i]), ==, 3);
      side = g_ascii_isupper (parts[i][0]) ? ARB_SIDE_WHITE : ARB_SIDE_BLACK;
      coords_of (parts[i] + 1, &x, &y);
      arb_position_set_piece (pos, x, y,
                              arb_piece_make (type_of_letter (parts[i][0]), side));
    }
}

/* ------------------------------------------- own rule on an empty board */

typedef struct
{
  char        piece;     /* upper case White, lower case Black */
  const char *from;
  const char *expected;  /* every destination the formula allows */
} RuleCase;

/* The non-Pawn rules do not look at the board (spec §3): obstacles are the
 * game's rule (§4.5), so each set reaches the edges of the board. */
static const RuleCase empty_board_cases[] = {
  /* King: abs(x − dx) <= 1 && abs(y − dy) <= 1 */
  { 'K', "e1", "d1 f1 d2 e2 f2" },
  { 'K', "a8", "b8 a7 b7" },
  { 'k', "h1", "g1 g2 h2" },
  { 'K', "d4", "c3 d3 e3 c4 e4 c5 d5 e5" },
  { 'k', "a5", "a4 b4 b5 a6 b6" },

  /* Knight: (2, 1) or (1, 2) */
  { 'N', "b1", "a3 c3 d2" },
  { 'N', "d4", "b3 b5 c2 c6 e2 e6 f3 f5" },
  { 'n', "h8", "f7 g6" },
  { 'n', "g7", "e8 e6 f5 h5" },
  { 'N', "a1", "b3 c2" },
  { 'N', "e5", "d7 f7 c6 g6 c4 g4 d3 f3" },

  /* Rook: x == dx || y == dy */
  { 'R', "a1", "a2 a3 a4 a5 a6 a7 a8 b1 c1 d1 e1 f1 g1 h1" },
  { 'r', "d4", "a4 b4 c4 e4 f4 g4 h4 d1 d2 d3 d5 d6 d7 d8" },
  { 'R', "h8", "a8 b8 c8 d8 e8 f8 g8 h1 h2 h3 h4 h5 h6 h7" },

  /* Bishop: abs(x − dx) == abs(y − dy) */
  { 'B', "c1", "b2 a3 d2 e3 f4 g5 h6" },
  { 'b', "d4", "c3 b2 a1 e5 f6 g7 h8 c5 b6 a7 e3 f2 g1" },
  { 'B', "h8", "g7 f6 e5 d4 c3 b2 a1" },
  { 'b', "a2", "b1 b3 c4 d5 e6 f7 g8" },

  /* Queen: rook rule or bishop rule */
  { 'Q', "d4", "a4 b4 c4 e4 f4 g4 h4 d1 d2 d3 d5 d6 d7 d8 "
               "c3 b2 a1 e5 f6 g7 h8 c5 b6 a7 e3 f2 g1" },
  { 'q', "a8", "b8 c8 d8 e8 f8 g8 h8 a7 a6 a5 a4 a3 a2 a1 "
               "b7 c6 d5 e4 f3 g2 h1" },
  { 'Q', "g2", "a2 b2 c2 d2 e2 f2 h2 g1 g3 g4 g5 g6 g7 g8 "
               "f1 h1 h3 f3 e4 d5 c6 b7 a8" },
};

static void
test_rule_empty_board (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (empty_board_cases); i++)
    {
      const RuleCase *c = &empty_board_cases[i];
      ArbChessPosition pos;
      ArbSide side = g_ascii_isupper (c->piece) ? ARB_SIDE_WHITE : ARB_SIDE_BLACK;
      ArbPieceType type = type_of_letter (c->piece);
      g_autofree char *got = NULL;
      g_autofree char *want = normalize (c->expected);
      int x, y;

      coords_of (c->from, &x, &y);
      arb_position_clear (&pos);
      arb_position_set_piece (&pos, x, y, arb_piece_make (type, side));
      got = rule_destinations (&pos, type, side, x, y);
      g_test_message ("%c on %s", c->piece, c->from);
      g_assert_cmpstr (got, ==, want);
    }
}

/* The non-Pawn rules ignore what stands on the board: a crowded board gives
 * the same sets as an empty one. */
static void
test_rule_ignores_board (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (empty_board_cases); i++)
    {
      const RuleCase *c = &empty_board_cases[i];
      ArbSide side = g_ascii_isupper (c->piece) ? ARB_SIDE_WHITE : ARB_SIDE_BLACK;
      ArbPieceType type = type_of_letter (c->piece);
      g_autofree char *got = NULL;
      g_autofree char *want = normalize (c->expected);
      ArbChessPosition crowded;
      int x, y;

      coords_of (c->from, &x, &y);
      arb_position_init_start (&crowded);
      arb_position_set_piece (&crowded, x, y, arb_piece_make (type, side));
      got = rule_destinations (&crowded, type, side, x, y);
      g_test_message ("%c on %s, start position around it", c->piece, c->from);
      g_assert_cmpstr (got, ==, want);
    }
}

/* ------------------------------------------------------------ the Pawn */

typedef struct
{
  const char *pieces;    /* the board, "Pe2 nd3" */
  const char *from;      /* the pawn under test, one of @pieces */
  const char *expected;
} PawnCase;

static const PawnCase pawn_cases[] = {
  /* one step, or two from the starting row (row 6 for White) */
  { "Pe2", "e2", "e3 e4" },
  { "Pe3", "e3", "e4" },
  { "Pa2", "a2", "a3 a4" },
  { "Ph2", "h2", "h3 h4" },
  /* double step needs both squares empty: blocked on the first or second */
  { "Pe2 ne3", "e2", "" },
  { "Pe2 Ne3", "e2", "" },
  { "Pe2 ne4", "e2", "e3" },
  { "Pe2 Ne4", "e2", "e3" },
  /* diagonal forward only onto an enemy */
  { "Pe2 nd3 nf3", "e2", "d3 e3 e4 f3" },
  { "Pe2 Nd3 Nf3", "e2", "e3 e4" },
  { "Pe4 nd5 ne5 nf5", "e4", "d5 f5" },
  { "Pa2 nb3", "a2", "a3 a4 b3" },
  { "Ph2 ng3", "h2", "g3 h3 h4" },
  /* never backward or sideways, even onto enemies */
  { "Pe4 nd3 ne3 nf3 nd4 nf4", "e4", "e5" },
  { "Pe4 nd4 nf4 ne5", "e4", "" },
  /* towards the last row, and stuck on it (no promotion) */
  { "Ph7 ng8", "h7", "g8 h8" },
  { "Pe7 ke8 nd8", "e7", "d8" },
  { "Pe8", "e8", "" },
  { "Pe8 nd7 nf7 ne7", "e8", "" },
  /* Black moves down the board (y + 1), starting on row 1 */
  { "pd7", "d7", "d6 d5" },
  { "pd7 Nc6 Ne6", "d7", "c6 d6 d5 e6" },
  { "pd7 bd6", "d7", "" },
  { "pd7 Bd5", "d7", "d6" },
  { "pd6 Nd5", "d6", "" },
  { "pd6 Nc5 Ne5 Nc7 Ne7 Nd7", "d6", "c5 d5 e5" },
  { "pa2 Nb1", "a2", "a1 b1" },
  { "pe1", "e1", "" },
  { "pe1 Nd2 Nf2", "e1", "" },
  /* a white pawn on Black's starting row makes no double step */
  { "Pc7", "c7", "c8" },
  /* a black pawn on White's starting row makes no double step */
  { "pc2", "c2", "c1" },
};

static void
test_rule_pawn (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (pawn_cases); i++)
    {
      const PawnCase *c = &pawn_cases[i];
      ArbChessPosition pos;
      ArbPiece pawn;
      g_autofree char *got = NULL;
      g_autofree char *want = normalize (c->expected);
      int x, y;

      setup (&pos, c->pieces);
      coords_of (c->from, &x, &y);
      pawn = arb_position_piece_at (&pos, x, y);
      g_assert_cmpint (arb_piece_type (pawn), ==, ARB_PIECE_TYPE_PAWN);
      got = rule_destinations (&pos, ARB_PIECE_TYPE_PAWN, arb_piece_side (pawn), x, y);
      g_test_message ("pawn on %s, board %s", c->from, c->pieces);
      g_assert_cmpstr (got, ==, want);
    }
}

/* ------------------------------------------------------ the tables */

typedef struct
{
  ArbPieceType type;
  const char  *name;
  char         symbol;
  gboolean     leaps;
  gboolean     slides;
} TableCase;

static const TableCase table_cases[] = {
  { ARB_PIECE_TYPE_KING,   "king",   'K', FALSE, FALSE },
  { ARB_PIECE_TYPE_QUEEN,  "queen",  'Q', FALSE, TRUE },
  { ARB_PIECE_TYPE_ROOK,   "rook",   'R', FALSE, TRUE },
  { ARB_PIECE_TYPE_BISHOP, "bishop", 'B', FALSE, TRUE },
  { ARB_PIECE_TYPE_KNIGHT, "knight", 'N', TRUE,  FALSE },
  { ARB_PIECE_TYPE_PAWN,   "pawn",   'P', FALSE, FALSE },
};

static void
test_table_contents (void)
{
  g_assert_null (arb_piece_class (ARB_PIECE_TYPE_NONE));

  for (guint i = 0; i < G_N_ELEMENTS (table_cases); i++)
    {
      const TableCase *c = &table_cases[i];
      const ArbPieceClass *klass = arb_piece_class (c->type);

      g_test_message ("%s", c->name);
      g_assert_nonnull (klass);
      g_assert_cmpint (klass->type, ==, c->type);
      g_assert_cmpstr (klass->name, ==, c->name);
      g_assert_cmpint (klass->symbol, ==, c->symbol);
      g_assert_true (klass->can_move != NULL);
      g_assert_true (klass->generate != NULL);
      g_assert_cmpint (!!klass->leaps, ==, c->leaps);
      g_assert_cmpint (!!klass->slides, ==, c->slides);
      g_assert_cmpuint (klass->n_steps, <=, 8);
      g_assert_nonnull (arb_piece_type_name (c->type));
    }
}

/* The step tables of the King, Queen, Rook, Bishop and Knight must describe
 * exactly the squares their own rule allows: walked once (steppers) or until
 * the edge (sliders) from any square, they reach the same set. */
static void
test_table_steps_match_rule (void)
{
  static const ArbPieceType types[] = {
    ARB_PIECE_TYPE_KING, ARB_PIECE_TYPE_QUEEN, ARB_PIECE_TYPE_ROOK,
    ARB_PIECE_TYPE_BISHOP, ARB_PIECE_TYPE_KNIGHT,
  };
  static const guint n_steps[] = { 8, 8, 4, 4, 8 };

  for (guint t = 0; t < G_N_ELEMENTS (types); t++)
    {
      const ArbPieceClass *klass = arb_piece_class (types[t]);

      g_test_message ("%s", klass->name);
      g_assert_cmpuint (klass->n_steps, ==, n_steps[t]);

      for (guint i = 0; i < klass->n_steps; i++)
        for (guint j = i + 1; j < klass->n_steps; j++)
          g_assert_false (klass->steps[i][0] == klass->steps[j][0] &&
                          klass->steps[i][1] == klass->steps[j][1]);

      for (int from = 0; from < ARB_N_SQUARES; from++)
        {
          ArbChessPosition pos;
          gboolean reached[ARB_N_SQUARES] = { FALSE, };
          int x = from % 8, y = from / 8;

          arb_position_clear (&pos);
          arb_position_set_piece (&pos, x, y,
                                  arb_piece_make (types[t], ARB_SIDE_WHITE));
          for (guint i = 0; i < klass->n_steps; i++)
            {
              int sx = klass->steps[i][0], sy = klass->steps[i][1];
              int cx = x + sx, cy = y + sy;

              g_assert_false (sx == 0 && sy == 0);
              while (arb_coords_on_board (cx, cy))
                {
                  reached[cy * 8 + cx] = TRUE;
                  if (!klass->slides)
                    break;
                  cx += sx;
                  cy += sy;
                }
            }
          for (int to = 0; to < ARB_N_SQUARES; to++)
            {
              if (to == from)
                continue;
              g_assert_cmpint (!!reached[to], ==,
                               !!klass->can_move (&pos, x, y, to % 8, to / 8,
                                                ARB_SIDE_WHITE));
            }
        }
    }
}

/* ---------------------------------------------------- symbols (§2) */

static void
test_symbols (void)
{
  static const struct
  {
    ArbPieceType type;
    ArbSide      side;
    char         symbol;
  } cases[] = {
    { ARB_PIECE_TYPE_KING,   ARB_SIDE_WHITE, 'K' },
    { ARB_PIECE_TYPE_QUEEN,  ARB_SIDE_WHITE, 'Q' },
    { ARB_PIECE_TYPE_ROOK,   ARB_SIDE_WHITE, 'R' },
    { ARB_PIECE_TYPE_BISHOP, ARB_SIDE_WHITE, 'B' },
    { ARB_PIECE_TYPE_KNIGHT, ARB_SIDE_WHITE, 'N' },
    { ARB_PIECE_TYPE_PAWN,   ARB_SIDE_WHITE, 'P' },
    { ARB_PIECE_TYPE_KING,   ARB_SIDE_BLACK, 'k' },
    { ARB_PIECE_TYPE_QUEEN,  ARB_SIDE_BLACK, 'q' },
    { ARB_PIECE_TYPE_ROOK,   ARB_SIDE_BLACK, 'r' },
    { ARB_PIECE_TYPE_BISHOP, ARB_SIDE_BLACK, 'b' },
    { ARB_PIECE_TYPE_KNIGHT, ARB_SIDE_BLACK, 'n' },
    { ARB_PIECE_TYPE_PAWN,   ARB_SIDE_BLACK, 'p' },
  };
  static const char not_pieces[] = ".-1 xXaAcCzZ0/";

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbPiece piece = arb_piece_make (cases[i].type, cases[i].side);

      g_assert_cmpint (piece, !=, ARB_PIECE_NONE);
      g_assert_cmpint (arb_piece_type (piece), ==, cases[i].type);
      g_assert_cmpint (arb_piece_side (piece), ==, cases[i].side);
      g_assert_cmpint (arb_piece_to_symbol (piece), ==, cases[i].symbol);
      g_assert_cmpint (arb_piece_from_symbol (cases[i].symbol), ==, piece);
      /* the class symbol is the upper-case letter for both sides */
      g_assert_cmpint (arb_piece_class (cases[i].type)->symbol, ==,
                       g_ascii_toupper (cases[i].symbol));
    }

  g_assert_cmpint (arb_piece_to_symbol (ARB_PIECE_NONE), ==, '.');
  for (guint i = 0; not_pieces[i] != '\0'; i++)
    g_assert_cmpint (arb_piece_from_symbol (not_pieces[i]), ==, ARB_PIECE_NONE);
  g_assert_cmpint (arb_piece_from_symbol ('\0'), ==, ARB_PIECE_NONE);
}

/* ------------------------------------------------ square names (§1) */

static void
test_square_names (void)
{
  static const struct
  {
    const char *name;
    int         x, y;
  } cases[] = {
    { "a8", 0, 0 },
    { "h8", 7, 0 },
    { "a1", 0, 7 },
    { "h1", 7, 7 },
    { "e2", 4, 6 },
    { "e4", 4, 4 },
    { "d5", 3, 3 },
  };
  static const char *bad[] = {
    "", "a", "i1", "a9", "a0", "z5", "1a", " e4", "--", "ee", "E4",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbSquare sq = arb_square_from_name (cases[i].name);
      char buf[3];

      g_assert_cmpuint (sq, ==, ARB_SQUARE (cases[i].x, cases[i].y));
      g_assert_cmpint (ARB_SQUARE_X (sq), ==, cases[i].x);
      g_assert_cmpint (ARB_SQUARE_Y (sq), ==, cases[i].y);
      arb_square_to_name (sq, buf);
      g_assert_cmpstr (buf, ==, cases[i].name);
    }

  /* the corners as indices: a8 = 0, h1 = 63 */
  g_assert_cmpuint (arb_square_from_name ("a8"), ==, 0);
  g_assert_cmpuint (arb_square_from_name ("h1"), ==, 63);
  g_assert_cmpuint (arb_square_from_name ("e2"), ==, 52);
  g_assert_cmpuint (arb_square_from_name ("e4"), ==, 36);

  /* every square round-trips, with file = 'a' + x and rank = 8 − y */
  for (int y = 0; y < 8; y++)
    for (int x = 0; x < 8; x++)
      {
        g_autofree char *want = name_of (x, y);
        char buf[3];

        arb_square_to_name (ARB_SQUARE (x, y), buf);
        g_assert_cmpstr (buf, ==, want);
        g_assert_cmpuint (arb_square_from_name (want), ==, ARB_SQUARE (x, y));
        g_assert_true (arb_coords_on_board (x, y));
      }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_test_message ("bad square name \"%s\"", bad[i]);
      g_assert_cmpuint (arb_square_from_name (bad[i]), ==, ARB_SQUARE_NONE);
    }

  g_assert_false (arb_coords_on_board (-1, 0));
  g_assert_false (arb_coords_on_board (0, -1));
  g_assert_false (arb_coords_on_board (8, 0));
  g_assert_false (arb_coords_on_board (0, 8));
}

/* arb_square_from_name() reads the first two characters and leaves the
 * rest to the caller (so "e2e4" can be read square by square). */
static void
test_square_names_prefix (void)
{
  static const struct
  {
    const char *text;
    const char *square;   /* NULL: not a square */
  } cases[] = {
    { "e2e4", "e2" },
    { "e4 ", "e4" },
    { "a10", "a1" },
    { "h88", "h8" },
    { "i1e4", NULL },
    { "e9e4", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbSquare want = ARB_SQUARE_NONE;

      g_test_message ("\"%s\"", cases[i].text);
      if (cases[i].square != NULL)
        {
          int x, y;

          coords_of (cases[i].square, &x, &y);
          want = ARB_SQUARE (x, y);
        }
      g_assert_cmpuint (arb_square_from_name (cases[i].text), ==, want);
    }
  g_assert_cmpuint (arb_square_from_name (&"e2e4"[2]), ==, ARB_SQUARE (4, 4));
}

/* -------------------------------------------------------- sides (§2) */

static void
test_sides (void)
{
  g_assert_cmpint (arb_side_negate (ARB_SIDE_WHITE), ==, ARB_SIDE_BLACK);
  g_assert_cmpint (arb_side_negate (ARB_SIDE_BLACK), ==, ARB_SIDE_WHITE);
  g_assert_cmpint (arb_side_negate (arb_side_negate (ARB_SIDE_WHITE)), ==, ARB_SIDE_WHITE);
  g_assert_nonnull (arb_side_name (ARB_SIDE_WHITE));
  g_assert_nonnull (arb_side_name (ARB_SIDE_BLACK));
  g_assert_cmpstr (arb_side_name (ARB_SIDE_WHITE), !=, arb_side_name (ARB_SIDE_BLACK));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/arb/pieces/rule/empty-board", test_rule_empty_board);
  g_test_add_func ("/arb/pieces/rule/ignores-board", test_rule_ignores_board);
  g_test_add_func ("/arb/pieces/rule/pawn", test_rule_pawn);
  g_test_add_func ("/arb/pieces/table/contents", test_table_contents);
  g_test_add_func ("/arb/pieces/table/steps-match-rule", test_table_steps_match_rule);
  g_test_add_func ("/arb/pieces/symbols", test_symbols);
  g_test_add_func ("/arb/pieces/square-names", test_square_names);
  g_test_add_func ("/arb/pieces/square-names/prefix", test_square_names_prefix);
  g_test_add_func ("/arb/pieces/sides", test_sides);

  return g_test_run ();
}
