/* test-standard.c — standard chess and Chess960 (the chess game's variant
 * parameter): published perft counts, and every move list of random games
 * against Stockfish's `go perft`, an implementation nobody here wrote
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-test-util.h"
#include "arb-chess-private.h"
#include "arb-standard.h"

#include <gio/gio.h>
#include <string.h>

/* The chess programming wiki's "Perft Results" (its positions 1 to 6, the
 * mirrored 4) and "Chess960 Perft Results" (its first five), at the depths
 * the suite affords; the slow suite goes one ply deeper where the count
 * is published. */
typedef struct
{
  ArbChessVariant variant;
  const char     *fen;
  guint64         counts[6];   /* depth 1 … */
} PerftCase;

static const PerftCase published[] = {
  { ARB_CHESS_STANDARD, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    { 20, 400, 8902, 197281, 4865609, 119060324 } },
  { ARB_CHESS_STANDARD, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    { 48, 2039, 97862, 4085603, 193690690, 0 } },
  { ARB_CHESS_STANDARD, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    { 14, 191, 2812, 43238, 674624, 11030083 } },
  { ARB_CHESS_STANDARD, "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    { 6, 264, 9467, 422333, 15833292, 0 } },
  { ARB_CHESS_STANDARD, "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    { 6, 264, 9467, 422333, 15833292, 0 } },
  { ARB_CHESS_STANDARD, "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    { 44, 1486, 62379, 2103487, 89941194, 0 } },
  { ARB_CHESS_STANDARD,
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    { 46, 2079, 89890, 3894594, 164075551, 0 } },
  { ARB_CHESS_960, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    { 21, 528, 12189, 326672, 8146062, 0 } },
  { ARB_CHESS_960, "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
    { 21, 807, 18002, 667366, 16253601, 0 } },
  { ARB_CHESS_960, "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
    { 20, 479, 10471, 273318, 6417013, 0 } },
  { ARB_CHESS_960, "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
    { 22, 593, 13440, 382958, 9183776, 0 } },
  { ARB_CHESS_960, "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9",
    { 28, 1120, 31058, 1171749, 34030312, 0 } },
};

/* The deepest count a case checks: up to 10⁶ nodes in the quick suite
 * (10⁴ under memcheck), every published one in the slow suite. */
static guint
affordable_depth (const PerftCase *c)
{
  guint64 limit = g_test_slow () ? G_MAXUINT64 : arb_test_under_memcheck () ? 10000 : 1000000;
  guint depth = 0;

  while (depth < 6 && c->counts[depth] != 0 && c->counts[depth] <= limit)
    depth++;
  return depth;
}

static void
read_position (ArbChessVariant variant, const char *fen, ArbChessPosition *pos)
{
  g_autoptr (GError) error = NULL;

  arb_fen_parse_variant (fen, variant, pos, &error);
  g_assert_no_error (error);
}

static void
test_published (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (published); i++)
    {
      ArbChessPosition pos;
      guint depth = affordable_depth (&published[i]);

      read_position (published[i].variant, published[i].fen, &pos);
      g_assert_cmpuint (depth, >=, 2);
      for (guint d = 1; d <= depth; d++)
        g_assert_cmpuint (arb_perft (&pos, d), ==, published[i].counts[d - 1]);
      /* The game's own make and unmake, the path the referee plays on. */
      g_assert_cmpuint (arb_perft_make_unmake (&pos, MIN (depth, 3)), ==,
                        published[i].counts[MIN (depth, 3) - 1]);
    }
}

/* ------------------------------------------------ against Stockfish */

static const char *
stockfish_path (void)
{
  static const char *const candidates[] = { "/usr/games/stockfish", "/usr/bin/stockfish" };

  for (gsize i = 0; i < G_N_ELEMENTS (candidates); i++)
    if (g_file_test (candidates[i], G_FILE_TEST_IS_EXECUTABLE))
      return candidates[i];
  return NULL;
}

typedef struct
{
  GString   *script;    /* what Stockfish is told */
  GPtrArray *ours;      /* per position: our divide, "e2e4: 20" lines, sorted */
} Comparison;

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

typedef struct
{
  const ArbChessPosition *pos;
  GPtrArray              *lines;
} DivideData;

static void
collect_divide (ArbChessMove move, guint64 nodes, gpointer user_data)
{
  DivideData *data = user_data;
  ArbMove generic = arb_move_from_chess_move (move);
  char text[ARB_MOVE_TEXT_MAX];

  arb_rules_move_to_list_text (&arb_chess_rules, data->pos, &generic, text);
  g_ptr_array_add (data->lines, g_strdup_printf ("%s: %" G_GUINT64_FORMAT, text, nodes));
}

/* Adds @pos to the comparison: our divide at @depth, and Stockfish's
 * command for the same. */
static void
add_position (Comparison *cmp, const ArbChessPosition *pos, guint depth)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  DivideData data = { pos, lines };
  char fen[ARB_FEN_MAX];

  arb_perft_divide (pos, depth, collect_divide, &data);
  g_ptr_array_sort (lines, compare_strings);
  g_ptr_array_add (cmp->ours, lines);
  arb_fen_write_buf (pos, fen);
  g_string_append_printf (cmp->script, "position fen %s\ngo perft %u\n", fen, depth);
}

/* Runs Stockfish on the script and compares its divide, position by
 * position, with ours. */
static void
run_comparison (Comparison *cmp, gboolean chess960)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autofree char *out = NULL;
  g_auto (GStrv) blocks = NULL;
  g_autoptr (GString) input = g_string_new (NULL);

  g_assert_nonnull (stockfish_path ());
  g_string_append_printf (input, "setoption name UCI_Chess960 value %s\n%squit\n",
                          chess960 ? "true" : "false", cmp->script->str);
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                              &error, stockfish_path (), NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input->str, NULL, &out, NULL, &error);
  g_assert_no_error (error);

  /* Each position's answer ends with "Nodes searched: N". */
  blocks = g_strsplit (out, "Nodes searched:", -1);
  g_assert_cmpuint (g_strv_length (blocks), ==, cmp->ours->len + 1);
  for (guint i = 0; i < cmp->ours->len; i++)
    {
      GPtrArray *ours = g_ptr_array_index (cmp->ours, i);
      g_autoptr (GPtrArray) theirs = g_ptr_array_new_with_free_func (g_free);
      g_auto (GStrv) lines = g_strsplit (blocks[i], "\n", -1);
      g_autoptr (GString) a = g_string_new (NULL);
      g_autoptr (GString) b = g_string_new (NULL);

      for (guint j = 0; lines[j] != NULL; j++)
        {
          /* "e2e4: 20", after the first block's banner and the total. */
          const char *colon = strstr (lines[j], ": ");

          if (colon != NULL && colon - lines[j] >= 4 && colon - lines[j] <= 5
              && g_ascii_isdigit (colon[2]))
            g_ptr_array_add (theirs, g_strdup (lines[j]));
        }
      g_ptr_array_sort (theirs, compare_strings);
      for (guint j = 0; j < ours->len; j++)
        g_string_append_printf (a, "%s\n", (const char *) g_ptr_array_index (ours, j));
      for (guint j = 0; j < theirs->len; j++)
        g_string_append_printf (b, "%s\n", (const char *) g_ptr_array_index (theirs, j));
      g_assert_cmpstr (a->str, ==, b->str);
    }
}

/* Random games from the start of @variant (Chess960: arrays drawn from
 * the seed), each position of them compared at @depth. */
static void
compare_random_games (ArbChessVariant variant, guint n_games, guint depth, guint64 seed)
{
  Comparison cmp = { g_string_new (NULL), g_ptr_array_new_with_free_func (
                                            (GDestroyNotify) g_ptr_array_unref) };

  for (guint game = 0; game < n_games; game++)
    {
      ArbChessPosition pos;

      arb_chess_init_variant (&pos, variant, (guint) (arb_test_splitmix64 (&seed) % 960));
      for (guint ply = 0; ply < 120; ply++)
        {
          ArbChessMoveList list;
          ArbChessUndo undo;
          const char *why = NULL;

          g_assert_true (arb_position_is_valid (&pos, &why));
          arb_position_generate_moves (&pos, &list);
          if (ply % 3 == 0)
            add_position (&cmp, &pos, depth);
          if (list.n_moves == 0)
            break;
          arb_position_make_move (&pos, list.moves[arb_test_splitmix64 (&seed) % list.n_moves],
                                  &undo);
        }
    }
  run_comparison (&cmp, variant == ARB_CHESS_960);
  g_string_free (cmp.script, TRUE);
  g_ptr_array_unref (cmp.ours);
}

static void
test_stockfish_standard (void)
{
  compare_random_games (ARB_CHESS_STANDARD, arb_test_under_memcheck () ? 2 : 20,
                        g_test_slow () ? 3 : 2, 30);
}

static void
test_stockfish_960 (void)
{
  compare_random_games (ARB_CHESS_960, arb_test_under_memcheck () ? 2 : 20,
                        g_test_slow () ? 3 : 2, 960);
}

/* Every one of the 960 starting arrays: its perft against Stockfish's
 * (and the standard array is number 518). */
static void
test_all_arrays (void)
{
  Comparison cmp = { g_string_new (NULL), g_ptr_array_new_with_free_func (
                                            (GDestroyNotify) g_ptr_array_unref) };
  ArbPieceType row[ARB_BOARD_SIZE];
  static const ArbPieceType standard[ARB_BOARD_SIZE] = {
    ARB_PIECE_TYPE_ROOK, ARB_PIECE_TYPE_KNIGHT, ARB_PIECE_TYPE_BISHOP, ARB_PIECE_TYPE_QUEEN,
    ARB_PIECE_TYPE_KING, ARB_PIECE_TYPE_BISHOP, ARB_PIECE_TYPE_KNIGHT, ARB_PIECE_TYPE_ROOK,
  };

  arb_chess960_back_row (518, row);
  g_assert_cmpmem (row, sizeof row, standard, sizeof standard);
  for (guint n = 0; n < 960; n++)
    if (arb_test_run_case (n, 960))
      {
        ArbChessPosition pos;

        arb_chess_init_variant (&pos, ARB_CHESS_960, n);
        add_position (&cmp, &pos, g_test_slow () ? 3 : 2);
      }
  run_comparison (&cmp, TRUE);
  g_string_free (cmp.script, TRUE);
  g_ptr_array_unref (cmp.ours);
}

/* ------------------------------------------------------- refusals */

static void
test_fen_refusals (void)
{
  static const struct { ArbChessVariant variant; const char *fen; gint code; } cases[] = {
    { ARB_CHESS_STANDARD, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w KQkq - 0 1",
      ARB_FEN_ERROR_PAWNS },
    { ARB_CHESS_STANDARD, "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBN1 w Qkq - 0 1",
      ARB_FEN_ERROR_PAWNS },
    { ARB_CHESS_STANDARD, "4k3/8/8/8/8/8/8/8 w - - 0 1", ARB_FEN_ERROR_KINGS },
    { ARB_CHESS_STANDARD, "4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1", ARB_FEN_ERROR_CHECK },
    { ARB_CHESS_STANDARD, "4k3/8/8/8/8/8/8/4K3 w K - 0 1", ARB_FEN_ERROR_CASTLING },
    { ARB_CHESS_STANDARD, "4k3/8/8/8/8/8/8/R3K2R w KX - 0 1", ARB_FEN_ERROR_CASTLING },
    { ARB_CHESS_STANDARD, "4k3/8/8/8/8/8/8/R3K2R w KK - 0 1", ARB_FEN_ERROR_CASTLING },
    { ARB_CHESS_STANDARD, "4k3/8/8/8/8/8/8/1R2K2R w Q - 0 1", ARB_FEN_ERROR_CASTLING },
    { ARB_CHESS_STANDARD, "4k3/8/8/3pP3/8/8/8/4K3 w - e6 0 1", ARB_FEN_ERROR_EN_PASSANT },
    { ARB_CHESS_STANDARD, "4k3/8/8/3pP3/8/8/8/4K3 w - d5 0 1", ARB_FEN_ERROR_EN_PASSANT },
    { ARB_CHESS_STANDARD, "4k3/8/8/3pP3/8/8/8/4K3 w - z9 0 1", ARB_FEN_ERROR_EN_PASSANT },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      ArbChessPosition pos;

      g_assert_false (arb_fen_parse_variant (cases[i].fen, cases[i].variant, &pos, &error));
      g_assert_error (error, ARB_FEN_ERROR, cases[i].code);
    }
}

/* X-FEN and Shredder-FEN name the same rights; the writer writes KQkq in
 * standard chess and Shredder-FEN in Chess960; an en-passant square is
 * kept only where a pawn can take. */
static void
test_fen_rights (void)
{
  static const struct { ArbChessVariant variant; const char *in, *out; } cases[] = {
    { ARB_CHESS_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
      "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" },
    { ARB_CHESS_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1",
      "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" },
    { ARB_CHESS_960, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
      "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1" },
    { ARB_CHESS_960, "1r2k1rr/8/8/8/8/8/8/RR2K1R1 w GBg - 0 1",
      "1r2k1rr/8/8/8/8/8/8/RR2K1R1 w GBg - 0 1" },
    { ARB_CHESS_960, "1r2k1rr/8/8/8/8/8/8/RR2K1R1 w KBg - 0 1",
      "1r2k1rr/8/8/8/8/8/8/RR2K1R1 w GBg - 0 1" },
    { ARB_CHESS_STANDARD, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
      "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1" },
    { ARB_CHESS_STANDARD, "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1", "4k3/8/8/3p4/8/8/8/4K3 w - - 0 1" },
    /* The rank pin: taking would uncover the Rook on the King. */
    { ARB_CHESS_STANDARD, "8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 1",
      "8/8/8/r2pP2K/8/8/8/4k3 w - - 0 1" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbChessPosition pos;
      char fen[ARB_FEN_MAX];

      read_position (cases[i].variant, cases[i].in, &pos);
      arb_fen_write_buf (&pos, fen);
      g_assert_cmpstr (fen, ==, cases[i].out);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/standard/perft/published", test_published);
  g_test_add_func ("/standard/fen/refusals", test_fen_refusals);
  g_test_add_func ("/standard/fen/rights", test_fen_rights);
  /* Stockfish is installed by build-aux/install-deps: without it these
   * fail (run_comparison()), never pass quietly. */
  g_test_add_func ("/standard/stockfish/random-games", test_stockfish_standard);
  g_test_add_func ("/standard/stockfish/chess960-games", test_stockfish_960);
  g_test_add_func ("/standard/stockfish/chess960-arrays", test_all_arrays);

  return g_test_run ();
}
