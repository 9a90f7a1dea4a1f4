/* test-cli.c — the arbiter-cli contract, checked by running the program
 *
 * The path of the program comes from the ARBITER_CLI environment variable
 * (set by tests/meson.build). Every expected output below is derived by
 * hand from the rules (spec §3–§5, §10), not copied from the program.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "arb-test-json.h"
#include "arb-test-util.h"

#define START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"

/* The same placement after eight Knight moves: halfmove clock 8, move 5. */
#define START_FEN_AFTER_8_PLIES "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 8 5"

/* Only the two Kings, on their starting squares. */
#define KINGS_FEN "4k3/8/8/8/8/8/8/4K3 w - - 0 1"

/* Black to move, its King on e8 attacked by the Rook on e1. */
#define CHECK_FEN "4k3/8/8/8/8/8/8/4RK2 b - - 0 1"

/* Black's King is gone: White has won. */
#define NO_BLACK_KING_FEN "8/8/8/8/8/8/8/4K3 b - - 0 1"

/* Black to move, and nothing can: the King on a1 is boxed in by its own
 * pawns a2, b2, b1; a2 and b2 are blocked by their own pieces below them,
 * b1 stands on Black's last row; no White piece stands where a pawn could
 * capture. */
#define NO_MOVES_FEN "7K/8/8/8/8/8/pp6/kp6 b - - 0 1"

/* The twenty first moves of White, sorted as strings: each pawn one or
 * two squares, each Knight to two squares. */
static const char *const start_moves[] = {
  "a2a3", "a2a4", "b1a3", "b1c3", "b2b3", "b2b4", "c2c3", "c2c4",
  "d2d3", "d2d4", "e2e3", "e2e4", "f2f3", "f2f4", "g1f3", "g1h3",
  "g2g3", "g2g4", "h2h3", "h2h4",
};

/* ------------------------------------------------------------- helpers */

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

static char *
read_data (const char *name)
{
  g_autofree char *path = data_path (name);

  return arb_test_read_file (path, NULL);
}

/* ------------------------------------------------ program-wide options */

static void
test_version (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "--version", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "arbiter-cli 0.1.0\n");
  g_assert_cmpstr (run.err, ==, "");
}

static void
test_help (void)
{
  static const char *const names[] = { "moves", "perft", "inspect", "replay", "play" };
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(ArbTestCliRun) help_command = { 0 };

  arb_test_cli_run (&run, NULL, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  arb_test_assert_contains (run.out, "Usage:");
  arb_test_assert_contains (run.out, "--version");
  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *line = g_strdup_printf ("\n  %s ", names[i]);

      arb_test_assert_contains (run.out, line);
    }

  /* `help` without a command is --help. */
  arb_test_cli_run (&help_command, NULL, "help", NULL);
  g_assert_cmpint (help_command.status, ==, 0);
  g_assert_cmpstr (help_command.out, ==, run.out);
}

static void
test_command_help (void)
{
  static const struct
  {
    const char *command;
    const char *expected;
  } rows[] = {
    { "moves",   "--fen" },
    { "perft",   "DEPTH" },
    { "perft",   "--divide" },
    { "inspect", "--fen" },
    { "replay",  "--json" },
    { "play",    "--fen" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };
      g_auto(ArbTestCliRun) via_help = { 0 };

      arb_test_cli_run (&run, NULL, rows[i].command, "--help", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      arb_test_assert_contains (run.out, rows[i].expected);

      arb_test_cli_run (&via_help, NULL, "help", rows[i].command, NULL);
      g_assert_cmpint (via_help.status, ==, 0);
      g_assert_cmpstr (via_help.out, ==, run.out);
    }
}

/* Output that cannot be written (a full disk) is a failure on every path,
 * help and version included: status 1 and one message, never a silent
 * truncation with status 0. */
static void
test_write_error (void)
{
  g_autofree char *valid = data_path ("cli-valid.pgn");
  const struct
  {
    const char *input;
    const char *args[5];
  } rows[] = {
    { NULL, { "--help", NULL } },
    { NULL, { "--version", NULL } },
    { NULL, { "help", NULL } },
    { NULL, { "help", "perft", NULL } },
    { NULL, { "perft", "--help", NULL } },
    { NULL, { "moves", NULL } },
    { NULL, { "perft", "1", NULL } },
    { NULL, { "perft", "--divide", "1", NULL } },
    { NULL, { "perft", "--no-bulk", "1", NULL } },
    { NULL, { "inspect", "--fen", START_FEN, NULL } },
    { START_FEN "\n" KINGS_FEN "\n", { "inspect", NULL } },
    { NULL, { "replay", valid, NULL } },
    { NULL, { "replay", "--json", valid, NULL } },
    { "e4\nquit\n", { "play", NULL } },
  };

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full on this system");
      return;
    }

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_run_full (&run, NULL, rows[i].input, "/dev/full", rows[i].args);
      g_test_message ("row %" G_GSIZE_FORMAT ": %s", i, run.err);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_true (g_str_has_prefix (run.err, "arbiter-cli: cannot write to standard output"));
      g_assert_cmpuint (arb_test_count_occurrences (run.err, "\n"), ==, 1);
    }
}

/* Every mistake on the command line: status 2 and one message on
 * standard error, nothing on standard output. */
static void
test_usage_errors (void)
{
  static const char *const rows[][5] = {
    { NULL },
    { "frobnicate", NULL },
    { "--bogus", NULL },
    { "--bogus", "moves", NULL },
    { "moves", "--bogus", NULL },
    { "moves", "extra", NULL },
    { "moves", "--fen", NULL },
    { "perft", NULL },
    { "perft", "abc", NULL },
    { "perft", "-1", NULL },
    { "perft", "1.5", NULL },
    { "perft", "", NULL },
    { "perft", "2", "3", NULL },
    { "perft", "--", "-1", NULL },
    { "perft", "--divide", "x", NULL },
    { "perft", "65", NULL },
    { "perft", "--divide", "--no-bulk", "2", NULL },
    { "perft", "--bench", "3", NULL },
    { "perft", "--bench", "--fen", START_FEN, NULL },
    { "perft", "--bench", "--divide", NULL },
    { "perft", "--bench", "--no-bulk", NULL },
    { "inspect", "extra", NULL },
    { "replay", NULL },
    { "replay", "--bogus", "x.pgn", NULL },
    { "play", "extra", NULL },
    { "help", "frobnicate", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_runv (&run, NULL, rows[i]);
      g_test_message ("row %" G_GSIZE_FORMAT ": %s", i, run.err);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, "arbiter-cli: "));
      g_assert_true (g_str_has_suffix (run.err, "\n"));
      g_assert_cmpuint (arb_test_count_occurrences (run.err, "\n"), ==, 1);
    }
}

/* ---------------------------------------------------------------- moves */

static void
test_moves_start (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;

  arb_test_cli_run (&run, NULL, "moves", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  lines = arb_test_split_lines (run.out);
  g_assert_cmpuint (g_strv_length (lines), ==, G_N_ELEMENTS (start_moves));
  for (gsize i = 0; i < G_N_ELEMENTS (start_moves); i++)
    g_assert_cmpstr (lines[i], ==, start_moves[i]);

  /* The same with the FEN given explicitly. */
  {
    g_auto(ArbTestCliRun) with_fen = { 0 };

    arb_test_cli_run (&with_fen, NULL, "moves", "--fen", START_FEN, NULL);
    g_assert_cmpint (with_fen.status, ==, 0);
    g_assert_cmpstr (with_fen.out, ==, run.out);
  }
}

static void
test_moves_fen (void)
{
  static const struct
  {
    const char *fen;
    const char *expected;
  } rows[] = {
    /* The White King on e1: the five squares around it. */
    { KINGS_FEN, "e1d1\ne1d2\ne1e2\ne1f1\ne1f2\n" },
    { "4k3/8/8/8/8/8/8/4K3 b - - 0 1", "e8d7\ne8d8\ne8e7\ne8f7\ne8f8\n" },
    /* In check, every King move is still legal: moving into or staying in
     * check is allowed (spec §5). */
    { CHECK_FEN, "e8d7\ne8d8\ne8e7\ne8f7\ne8f8\n" },
    /* A King missing: the game is over, nothing to list. */
    { NO_BLACK_KING_FEN, "" },
    { "4k3/8/8/8/8/8/8/8 w - - 0 1", "" },
    /* No move at all. */
    { NO_MOVES_FEN, "" },
    /* A pawn on its last row is stuck (spec §5): only the Kings move. */
    { "P3k3/8/8/8/8/8/8/7K w - - 0 1", "h1g1\nh1g2\nh1h2\n" },
    /* The King may take the pawn in front of it… */
    { "4k3/8/8/8/8/8/3p4/3K4 w - - 0 1", "d1c1\nd1c2\nd1d2\nd1e1\nd1e2\n" },
    /* …but the pawn never captures straight ahead, and has nothing to
     * capture diagonally (spec §3). */
    { "4k3/8/8/8/8/8/3p4/3K4 b - - 0 1", "e8d7\ne8d8\ne8e7\ne8f7\ne8f8\n" },
    /* No hopping: the pawn on e2 is stuck behind the pawn on e3. */
    { "4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1", "e1d1\ne1d2\ne1f1\ne1f2\n" },
    /* A double step onto an enemy piece is refused; the single step not. */
    { "4k3/8/8/8/4p3/8/4P3/4K3 w - - 0 1", "e1d1\ne1d2\ne1f1\ne1f2\ne2e3\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_run (&run, NULL, "moves", "--fen", rows[i].fen, NULL);
      g_test_message ("FEN %s", rows[i].fen);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpstr (run.out, ==, rows[i].expected);
    }
}

static void
test_moves_bad_fen (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(ArbTestCliRun) no_kings = { 0 };

  arb_test_cli_run (&run, NULL, "moves", "--fen", "4k3/8/8/8/8/8/8/4K3 x - - 0 1", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "arbiter-cli: FEN field 2"));

  arb_test_cli_run (&no_kings, NULL, "moves", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", NULL);
  g_assert_cmpint (no_kings.status, ==, 1);
  g_assert_cmpstr (no_kings.out, ==, "");
  g_assert_true (g_str_has_prefix (no_kings.err, "arbiter-cli: FEN"));
}

/* ---------------------------------------------------------------- perft */

static void
test_perft_start (void)
{
  static const struct
  {
    const char *depth;
    const char *expected;
  } rows[] = {
    /* Depth 0 is the position itself; 1–3 are the reference values of
     * spec §10. */
    { "0", "1\n" },
    { "1", "20\n" },
    { "2", "400\n" },
    { "3", "8902\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_run (&run, NULL, "perft", rows[i].depth, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpstr (run.out, ==, rows[i].expected);
    }
}

static void
test_perft_divide (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(ArbTestCliRun) options_after = { 0 };
  g_auto(GStrv) lines = NULL;

  arb_test_cli_run (&run, NULL, "perft", "--divide", "2", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  /* Whatever White plays first, Black has its own twenty first moves:
   * no White move of the first ply reaches Black's side of the board. */
  lines = arb_test_split_lines (run.out);
  g_assert_cmpuint (g_strv_length (lines), ==, G_N_ELEMENTS (start_moves) + 1);
  for (gsize i = 0; i < G_N_ELEMENTS (start_moves); i++)
    {
      g_autofree char *expected = g_strdup_printf ("%s: 20", start_moves[i]);

      g_assert_cmpstr (lines[i], ==, expected);
    }
  g_assert_cmpstr (lines[G_N_ELEMENTS (start_moves)], ==, "400");

  /* Options may follow the depth. */
  arb_test_cli_run (&options_after, NULL, "perft", "2", "--divide", "--fen", START_FEN, NULL);
  g_assert_cmpint (options_after.status, ==, 0);
  g_assert_cmpstr (options_after.out, ==, run.out);
}

static void
test_perft_fen (void)
{
  static const struct
  {
    const char *fen;
    const char *depth;
    const char *expected;
  } rows[] = {
    /* Two lone Kings, far apart: 5 moves each from the first row.
     * Depth 3: after Kd1 or Kf1 White has 5 moves, after Kd2, Ke2 or Kf2
     * it has 8, whatever Black's King did: (5 + 5 + 8 + 8 + 8) × 5. */
    { KINGS_FEN, "1", "5\n" },
    { KINGS_FEN, "2", "25\n" },
    { KINGS_FEN, "3", "170\n" },
    /* Black in check: five King moves. Then White has 4 King moves
     * (e1 holds its own Rook) and the Rook 4 along the first row plus the
     * e-file: 7 squares up to e8, or 6 when the Black King stands on e7
     * (e2–e6 and the capture). 4 × (4 + 11) + (4 + 10). */
    { CHECK_FEN, "1", "5\n" },
    { CHECK_FEN, "2", "74\n" },
    /* A finished game has no children (spec §10). */
    { NO_BLACK_KING_FEN, "0", "1\n" },
    { NO_BLACK_KING_FEN, "1", "0\n" },
    { NO_BLACK_KING_FEN, "3", "0\n" },
    { NO_MOVES_FEN, "2", "0\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_run (&run, NULL, "perft", "--fen", rows[i].fen, rows[i].depth, NULL);
      g_test_message ("FEN %s depth %s", rows[i].fen, rows[i].depth);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpstr (run.out, ==, rows[i].expected);
    }
}

static void
test_perft_divide_fen (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  /* Per first move, Black's King then has 5 replies; sorted by text. */
  arb_test_cli_run (&run, NULL, "perft", "--divide", "--fen", KINGS_FEN, "2", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "e1d1: 5\ne1d2: 5\ne1e2: 5\ne1f1: 5\ne1f2: 5\n25\n");
}

/* Depth 0 counts the position itself, also with --divide: no first move
 * to list, and the total 1 — even for a finished game. */
static void
test_perft_divide_zero (void)
{
  static const char *const fens[] = { START_FEN, KINGS_FEN, NO_BLACK_KING_FEN };

  for (gsize i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_run (&run, NULL, "perft", "--divide", "--fen", fens[i], "0", NULL);
      g_test_message ("FEN %s", fens[i]);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpstr (run.out, ==, "1\n");
    }
}

/* DEPTH is at most 64 (the core's limit): 64 is accepted (instant from a
 * finished game), 65 and beyond are usage errors that say so. */
static void
test_perft_depth_limit (void)
{
  static const char *const too_large[] = { "65", "18446744073709551616" };
  g_auto(ArbTestCliRun) at_limit = { 0 };

  arb_test_cli_run (&at_limit, NULL, "perft", "--fen", NO_BLACK_KING_FEN, "64", NULL);
  g_assert_cmpint (at_limit.status, ==, 0);
  g_assert_cmpstr (at_limit.err, ==, "");
  g_assert_cmpstr (at_limit.out, ==, "0\n");

  for (gsize i = 0; i < G_N_ELEMENTS (too_large); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };
      g_autofree char *message = g_strdup_printf ("DEPTH %s is too large (at most 64)\n",
                                                  too_large[i]);

      arb_test_cli_run (&run, NULL, "perft", too_large[i], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, "arbiter-cli: "));
      g_assert_true (g_str_has_suffix (run.err, message));
      g_assert_cmpuint (arb_test_count_occurrences (run.err, "\n"), ==, 1);
    }
}

/* --no-bulk makes and unmakes every leaf instead of counting the last ply:
 * the same counts as above, worked out by hand. */
static void
test_perft_no_bulk (void)
{
  static const struct
  {
    const char *fen;
    const char *depth;
    const char *expected;
  } rows[] = {
    { START_FEN, "0", "1\n" },
    { START_FEN, "1", "20\n" },
    { START_FEN, "2", "400\n" },
    { START_FEN, "3", "8902\n" },
    { KINGS_FEN, "3", "170\n" },
    { CHECK_FEN, "2", "74\n" },
    { NO_BLACK_KING_FEN, "0", "1\n" },
    { NO_BLACK_KING_FEN, "1", "0\n" },
    { NO_MOVES_FEN, "2", "0\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_run (&run, NULL, "perft", "--no-bulk", "--fen", rows[i].fen, rows[i].depth, NULL);
      g_test_message ("FEN %s depth %s", rows[i].fen, rows[i].depth);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpstr (run.out, ==, rows[i].expected);
    }
}

static gboolean
parse_count (const char *text,
             guint64    *value)
{
  return g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, value, NULL);
}

/* `perft --bench`: a header, then one row per position and counting
 * method (position, depth, counting, nodes, seconds, nodes/second), both
 * methods over the same positions with the same counts, and a bare total
 * of the node column on the last line. Times are not checked. */
static void
test_perft_bench (void)
{
  g_autoptr(GHashTable) bulk = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) make_unmake = g_hash_table_new_full (g_str_hash, g_str_equal,
                                                             g_free, g_free);
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;
  GHashTableIter iter;
  gpointer key, value;
  guint64 sum = 0;
  guint64 total = 0;
  guint n_lines;
  guint i;

  arb_test_cli_run (&run, NULL, "perft", "--bench", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  lines = arb_test_split_lines (run.out);
  n_lines = g_strv_length (lines);
  g_assert_cmpuint (n_lines, >=, 4);
  g_assert_true (g_str_has_prefix (lines[0], "position"));
  arb_test_assert_contains (lines[0], "nodes");

  for (i = 1; i < n_lines - 1 && !g_str_has_prefix (lines[i], "total"); i++)
    {
      g_auto(GStrv) fields = g_strsplit_set (lines[i], " ", -1);
      g_autoptr(GPtrArray) words = g_ptr_array_new ();
      guint64 depth, nodes;
      GHashTable *table;
      char *name;

      for (guint f = 0; fields[f] != NULL; f++)
        {
          if (fields[f][0] != '\0')
            g_ptr_array_add (words, fields[f]);
        }
      g_test_message ("row: %s", lines[i]);
      g_assert_cmpuint (words->len, ==, 6);
      g_assert_true (parse_count (g_ptr_array_index (words, 1), &depth));
      g_assert_true (parse_count (g_ptr_array_index (words, 3), &nodes));
      g_assert_cmpuint (nodes, >, 0);

      if (g_str_equal (g_ptr_array_index (words, 2), "bulk"))
        table = bulk;
      else if (g_str_equal (g_ptr_array_index (words, 2), "make-unmake"))
        table = make_unmake;
      else
        g_assert_not_reached ();

      name = g_strdup_printf ("%s %" G_GUINT64_FORMAT,
                              (const char *) g_ptr_array_index (words, 0), depth);
      g_assert_false (g_hash_table_contains (table, name));
      g_hash_table_insert (table, name, g_memdup2 (&nodes, sizeof nodes));
      sum += nodes;
    }

  /* Each position is counted both ways, with the same result. */
  g_assert_cmpuint (g_hash_table_size (bulk), >, 0);
  g_assert_cmpuint (g_hash_table_size (bulk), ==, g_hash_table_size (make_unmake));
  g_hash_table_iter_init (&iter, bulk);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const guint64 *other = g_hash_table_lookup (make_unmake, key);

      g_test_message ("position %s", (const char *) key);
      g_assert_nonnull (other);
      g_assert_cmpuint (*other, ==, *(const guint64 *) value);
    }

  /* The last line: the total of the node column, as a bare integer. */
  g_assert_true (g_ascii_isdigit (lines[n_lines - 1][0]));
  g_assert_true (parse_count (lines[n_lines - 1], &total));
  g_assert_cmpuint (total, ==, sum);
}

static void
test_perft_bad_fen (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "perft", "--fen", "9/8/8/8/8/8/8/8 w - - 0 1", "1", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "arbiter-cli: FEN field 1"));
}

/* -------------------------------------------------------------- inspect */

static void
assert_moves_member (JsonObject        *object,
                     const char *const *expected,
                     gsize              n_expected)
{
  JsonArray *moves = json_object_get_array_member (object, "moves");

  g_assert_nonnull (moves);
  g_assert_cmpuint (json_array_get_length (moves), ==, n_expected);
  for (guint i = 0; i < n_expected; i++)
    g_assert_cmpstr (json_array_get_string_element (moves, i), ==, expected[i]);
}

static void
test_inspect_start (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_autoptr(JsonObject) object = NULL;

  /* The castling field is accepted and written back as '-' (spec §9). */
  arb_test_cli_run (&run, NULL, "inspect", "--fen",
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "\n"), ==, 1);
  g_assert_true (g_str_has_suffix (run.out, "}\n"));

  object = arb_test_parse_object (run.out);
  /* Seven members, and "winner", which every game's inspect has. */
  g_assert_cmpuint (json_object_get_size (object), ==, 8);
  g_assert_true (json_object_get_null_member (object, "winner"));
  g_assert_cmpstr (json_object_get_string_member (object, "fen"), ==, START_FEN);
  g_assert_cmpstr (json_object_get_string_member (object, "turn"), ==, "white");
  g_assert_false (json_object_get_boolean_member (object, "white_in_check"));
  g_assert_false (json_object_get_boolean_member (object, "black_in_check"));
  g_assert_false (json_object_get_boolean_member (object, "over"));
  g_assert_cmpstr (json_object_get_string_member (object, "result"), ==, "*");
  assert_moves_member (object, start_moves, G_N_ELEMENTS (start_moves));
}

static void
test_inspect_check (void)
{
  static const char *const black_moves[] = { "e8d7", "e8d8", "e8e7", "e8f7", "e8f8" };
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(ArbTestCliRun) white = { 0 };
  g_autoptr(JsonObject) object = NULL;
  g_autoptr(JsonObject) white_object = NULL;

  arb_test_cli_run (&run, NULL, "inspect", "--fen", CHECK_FEN, NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* Compact output, members in the contract's order ("winner", which every
   * game's inspect has, after "result", as in the other games' specs). */
  g_assert_cmpstr (run.out, ==,
                   "{\"fen\":\"4k3/8/8/8/8/8/8/4RK2 b - - 0 1\",\"turn\":\"black\","
                   "\"white_in_check\":false,\"black_in_check\":true,\"over\":false,"
                   "\"result\":\"*\",\"winner\":null,\"moves\":[\"e8d7\",\"e8d8\",\"e8e7\",\"e8f7\",\"e8f8\"]}\n");

  object = arb_test_parse_object (run.out);
  g_assert_true (json_object_get_boolean_member (object, "black_in_check"));
  assert_moves_member (object, black_moves, G_N_ELEMENTS (black_moves));

  /* The mirror image: White in check by the Rook on e8. */
  arb_test_cli_run (&white, NULL, "inspect", "--fen", "4rk2/8/8/8/8/8/8/4K3 w - - 0 1", NULL);
  g_assert_cmpint (white.status, ==, 0);
  white_object = arb_test_parse_object (white.out);
  g_assert_cmpstr (json_object_get_string_member (white_object, "turn"), ==, "white");
  g_assert_true (json_object_get_boolean_member (white_object, "white_in_check"));
  g_assert_false (json_object_get_boolean_member (white_object, "black_in_check"));
}

static void
test_inspect_over (void)
{
  static const struct
  {
    const char *fen;
    const char *result;
  } rows[] = {
    { NO_BLACK_KING_FEN, "1-0" },
    { "4k3/8/8/8/8/8/8/8 w - - 0 1", "0-1" },
    { NO_MOVES_FEN, "1/2-1/2" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };
      g_autoptr(JsonObject) object = NULL;

      arb_test_cli_run (&run, NULL, "inspect", "--fen", rows[i].fen, NULL);
      g_test_message ("FEN %s", rows[i].fen);
      g_assert_cmpint (run.status, ==, 0);
      object = arb_test_parse_object (run.out);
      g_assert_cmpstr (json_object_get_string_member (object, "fen"), ==, rows[i].fen);
      g_assert_true (json_object_get_boolean_member (object, "over"));
      g_assert_cmpstr (json_object_get_string_member (object, "result"), ==, rows[i].result);
      if (g_str_equal (rows[i].result, "1-0"))
        g_assert_cmpstr (json_object_get_string_member (object, "winner"), ==, "white");
      else if (g_str_equal (rows[i].result, "0-1"))
        g_assert_cmpstr (json_object_get_string_member (object, "winner"), ==, "black");
      else
        g_assert_true (json_object_get_null_member (object, "winner"));
      g_assert_false (json_object_get_boolean_member (object, "white_in_check"));
      g_assert_false (json_object_get_boolean_member (object, "black_in_check"));
      assert_moves_member (object, NULL, 0);
    }
}

static void
test_inspect_stdin (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autoptr(JsonObject) first = NULL;
  g_autoptr(JsonObject) second = NULL;
  g_autoptr(JsonObject) third = NULL;

  /* Blank lines are skipped; CRLF line ends and a last line without a
   * newline are fine. */
  arb_test_cli_run (&run,
           START_FEN "\n"
           "\n"
           CHECK_FEN "\r\n"
           "   \n"
           NO_BLACK_KING_FEN,
           "inspect", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  lines = arb_test_split_lines (run.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  first = arb_test_parse_object (lines[0]);
  second = arb_test_parse_object (lines[1]);
  third = arb_test_parse_object (lines[2]);
  g_assert_cmpstr (json_object_get_string_member (first, "fen"), ==, START_FEN);
  g_assert_cmpstr (json_object_get_string_member (second, "fen"), ==, CHECK_FEN);
  g_assert_true (json_object_get_boolean_member (second, "black_in_check"));
  g_assert_cmpstr (json_object_get_string_member (third, "fen"), ==, NO_BLACK_KING_FEN);
  g_assert_true (json_object_get_boolean_member (third, "over"));
}

static void
test_inspect_bad_line (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autoptr(JsonObject) first = NULL;
  g_autoptr(JsonObject) second = NULL;

  arb_test_cli_run (&run,
           START_FEN "\n"
           "\n"
           "4k3/8/8/8/8/8/8/4K3 x - - 0 1\n"
           "not a FEN at all\n"
           KINGS_FEN "\n",
           "inspect", NULL);
  g_assert_cmpint (run.status, ==, 1);

  /* Line numbers count every line, blank ones included. */
  /* Standard input is named "<stdin>", as replay names it. */
  g_assert_true (g_str_has_prefix (run.err, "arbiter-cli: <stdin>:3: FEN field 2"));
  arb_test_assert_contains (run.err, "\narbiter-cli: <stdin>:4: FEN");
  g_assert_cmpuint (arb_test_count_occurrences (run.err, "\n"), ==, 2);

  /* The good lines are still answered. */
  lines = arb_test_split_lines (run.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  first = arb_test_parse_object (lines[0]);
  second = arb_test_parse_object (lines[1]);
  g_assert_cmpstr (json_object_get_string_member (first, "fen"), ==, START_FEN);
  g_assert_cmpstr (json_object_get_string_member (second, "fen"), ==, KINGS_FEN);
}

static void
test_inspect_bad_fen_option (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "inspect", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 0", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "arbiter-cli: FEN field 6"));
}

/* --------------------------------------------------------------- replay */

/* The games of tests/data/cli-valid.pgn, worked out by hand:
 * 1. e4 f5 2. Qh5+ (d1–h5 over e2, f3, g4; then h5–e8 over g6 and the
 * square f7 that f5 emptied: check) a6 (Black leaves its King attacked:
 * a check record on Black's own move, spec §5.4) 3. Qxe8 takes the King; the turn
 * passes to Black (spec §5.5), the capture resets the halfmove clock.
 * Game 2 ends with 0-1 while unfinished: White resigned (spec §9).
 * Game 3: after Kg8 Black has no move at all: a draw (spec §5.6). */
static const char *const valid_json[] = {
  "{\"game\":1,\"plies\":5,\"result\":\"1-0\","
  "\"final_fen\":\"rnbqQbnr/1pppp1pp/p7/5p2/4P3/8/PPPP1PPP/RNB1KBNR b - - 0 3\","
  "\"records\":["
  "{\"type\":\"move\",\"side\":\"white\",\"from\":\"e2\",\"to\":\"e4\",\"san\":\"e4\"},"
  "{\"type\":\"move\",\"side\":\"black\",\"from\":\"f7\",\"to\":\"f5\",\"san\":\"f5\"},"
  "{\"type\":\"move\",\"side\":\"white\",\"from\":\"d1\",\"to\":\"h5\",\"san\":\"Qh5+\"},"
  "{\"type\":\"check\",\"side\":\"black\"},"
  "{\"type\":\"move\",\"side\":\"black\",\"from\":\"a7\",\"to\":\"a6\",\"san\":\"a6\"},"
  "{\"type\":\"check\",\"side\":\"black\"},"
  "{\"type\":\"move\",\"side\":\"white\",\"from\":\"h5\",\"to\":\"e8\",\"san\":\"Qxe8\"},"
  "{\"type\":\"win\",\"side\":\"white\"}]}",

  "{\"game\":2,\"plies\":2,\"result\":\"0-1\","
  "\"final_fen\":\"rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w - - 0 2\","
  "\"records\":["
  "{\"type\":\"move\",\"side\":\"white\",\"from\":\"d2\",\"to\":\"d4\",\"san\":\"d4\"},"
  "{\"type\":\"move\",\"side\":\"black\",\"from\":\"d7\",\"to\":\"d5\",\"san\":\"d5\"},"
  "{\"type\":\"resign\",\"side\":\"white\"},"
  "{\"type\":\"win\",\"side\":\"black\"}]}",

  "{\"game\":3,\"plies\":1,\"result\":\"1/2-1/2\","
  "\"final_fen\":\"6K1/8/8/8/8/8/pp6/kp6 b - - 1 1\","
  "\"records\":["
  "{\"type\":\"move\",\"side\":\"white\",\"from\":\"h8\",\"to\":\"g8\",\"san\":\"Kg8\"},"
  "{\"type\":\"draw\",\"reason\":\"no_moves\"}]}",
};

static void
assert_valid_json_lines (const char *out)
{
  g_auto(GStrv) lines = arb_test_split_lines (out);

  g_assert_cmpuint (g_strv_length (lines), ==, G_N_ELEMENTS (valid_json));
  for (gsize i = 0; i < G_N_ELEMENTS (valid_json); i++)
    {
      g_autoptr(JsonObject) object = arb_test_parse_object (lines[i]);

      g_assert_cmpint (json_object_get_int_member (object, "game"), ==, (gint64) i + 1);
      g_assert_cmpstr (lines[i], ==, valid_json[i]);
    }
}

static void
test_replay_json (void)
{
  g_autofree char *path = data_path ("cli-valid.pgn");
  g_auto(ArbTestCliRun) run = { 0 };
  g_autoptr(JsonObject) first = NULL;
  g_auto(GStrv) lines = NULL;
  JsonArray *records;

  arb_test_cli_run (&run, NULL, "replay", "--json", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  assert_valid_json_lines (run.out);

  /* The record order of spec §5: move, check, …, win. */
  lines = arb_test_split_lines (run.out);
  first = arb_test_parse_object (lines[0]);
  records = json_object_get_array_member (first, "records");
  g_assert_cmpuint (json_array_get_length (records), ==, 8);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (records, 2), "type"), ==, "move");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (records, 3), "type"), ==, "check");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (records, 5), "type"), ==, "check");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (records, 7), "type"), ==, "win");
}

static void
test_replay_text (void)
{
  g_autofree char *path = data_path ("cli-valid.pgn");
  g_autofree char *header = NULL;
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "replay", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  header = g_strdup_printf ("Game 1 (%s):\n", path);
  g_assert_true (g_str_has_prefix (run.out, header));
  for (guint i = 2; i <= 3; i++)
    {
      g_autofree char *other = g_strdup_printf ("\nGame %u (%s):\n", i, path);

      arb_test_assert_contains (run.out, other);
    }
  arb_test_assert_contains (run.out, "Check: Black's King is attacked\n");
  arb_test_assert_contains (run.out, "White wins: the Black King was captured\n");
  arb_test_assert_contains (run.out, "\nResult: 1-0\n");
  arb_test_assert_contains (run.out, "\nResult: 0-1\n");
  g_assert_true (g_str_has_suffix (run.out, "\nResult: 1/2-1/2\n"));
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "Result: "), ==, 3);
}

static void
test_replay_illegal (void)
{
  g_autofree char *path = data_path ("cli-illegal.pgn");
  g_autofree char *first_error = NULL;
  g_autofree char *second_error = NULL;
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(GStrv) err_lines = NULL;
  g_autoptr(JsonObject) object = NULL;

  arb_test_cli_run (&run, NULL, "replay", "--json", path, NULL);
  g_assert_cmpint (run.status, ==, 1);

  /* Game 1: "Ke3" (line 10, column 13) is the third ply: the King steps
   * two squares. Game 3: "Kf7" (line 32, column 29), ply 6, comes after
   * the Black King was captured. Messages are printed as they are, for
   * editors to jump to, without the program's name. */
  first_error = g_strdup_printf ("%s:10:13: game 1, ply 3: 'Ke3': ", path);
  second_error = g_strdup_printf ("%s:32:29: game 3, ply 6: 'Kf7': ", path);
  err_lines = arb_test_split_lines (run.err);
  g_assert_cmpuint (g_strv_length (err_lines), ==, 2);
  g_assert_true (g_str_has_prefix (err_lines[0], first_error));
  g_assert_cmpuint (strlen (err_lines[0]), >, strlen (first_error));
  g_assert_true (g_str_has_prefix (err_lines[1], second_error));
  g_assert_cmpuint (strlen (err_lines[1]), >, strlen (second_error));

  /* The valid game between them is still printed. */
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "\n"), ==, 1);
  object = arb_test_parse_object (run.out);
  g_assert_cmpint (json_object_get_int_member (object, "game"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (object, "plies"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (object, "result"), ==, "*");
  g_assert_cmpstr (json_object_get_string_member (object, "final_fen"), ==,
                   "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w - - 2 2");
}

static void
test_replay_quiet (void)
{
  g_autofree char *valid = data_path ("cli-valid.pgn");
  g_autofree char *illegal = data_path ("cli-illegal.pgn");
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(ArbTestCliRun) both = { 0 };
  g_auto(ArbTestCliRun) usage = { 0 };

  /* cli-valid.pgn: 1. e4 f5 2. Qh5+ a6 3. Qxe8 (5 plies), 1. d4 d5 (2),
   * 1. Kg8 (1): three games, eight plies, nothing else on stdout. */
  arb_test_cli_run (&run, NULL, "replay", "--quiet", valid, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "3 games, 8 plies, 0 invalid\n");
  g_assert_cmpstr (run.err, ==, "");

  /* With cli-illegal.pgn (one valid game of 2 plies, two invalid ones) the
   * errors still reach stderr and the status says so. */
  arb_test_cli_run (&both, NULL, "replay", "-q", valid, illegal, NULL);
  g_assert_cmpint (both.status, ==, 1);
  g_assert_cmpstr (both.out, ==, "4 games, 10 plies, 2 invalid\n");
  g_assert_cmpuint (arb_test_count_occurrences (both.err, "\n"), ==, 2);

  arb_test_cli_run (&usage, NULL, "replay", "--quiet", "--json", valid, NULL);
  g_assert_cmpint (usage.status, ==, 2);
  g_assert_nonnull (strstr (usage.err, "--json and --quiet cannot be combined"));
}

static void
test_replay_stdin (void)
{
  g_autofree char *valid = read_data ("cli-valid.pgn");
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(ArbTestCliRun) bad = { 0 };

  arb_test_cli_run (&run, valid, "replay", "--json", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  assert_valid_json_lines (run.out);

  arb_test_cli_run (&bad, "[Variant \"Simplified\"]\n\n1. e4 e5 2. Ke3 *\n", "replay", "-", NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_true (g_str_has_prefix (bad.err, "<stdin>:3:13: game 1, ply 3: 'Ke3': "));
  g_assert_cmpstr (bad.out, ==, "");
}

static void
test_replay_warning (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_autoptr(JsonObject) object = NULL;

  /* The moves end with White taking the King: a movetext result of 0-1
   * (column 28) contradicts them. A warning, not an error: the game keeps
   * its own result and the status stays 0. */
  arb_test_cli_run (&run, "[Variant \"Simplified\"]\n\n1. e4 f5 2. Qh5 a6 3. Qxe8 0-1\n",
           "replay", "--json", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.err, "<stdin>:3:28: warning: "));
  g_assert_cmpuint (arb_test_count_occurrences (run.err, "\n"), ==, 1);
  object = arb_test_parse_object (run.out);
  g_assert_cmpstr (json_object_get_string_member (object, "result"), ==, "1-0");
}

static void
test_replay_missing_file (void)
{
  g_autofree char *valid = data_path ("cli-valid.pgn");
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", NULL);
  g_autofree char *dir_error = NULL;
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "replay", "--json", "/nonexistent/cli-missing.pgn", dir, valid, NULL);
  g_assert_cmpint (run.status, ==, 1);

  /* Both unreadable paths are reported; the good file is still read. */
  dir_error = g_strdup_printf ("arbiter-cli: cannot open %s: Is a directory\n", dir);
  g_assert_true (g_str_has_prefix (run.err,
                                   "arbiter-cli: cannot open /nonexistent/cli-missing.pgn: "
                                   "No such file or directory\n"));
  arb_test_assert_contains (run.err, dir_error);
  g_assert_cmpuint (arb_test_count_occurrences (run.err, "\n"), ==, 2);
  assert_valid_json_lines (run.out);
}

/* ----------------------------------------------------------------- play */

#define START_BOARD \
  "8 r n b q k b n r\n" \
  "7 p p p p p p p p\n" \
  "6 . . . . . . . .\n" \
  "5 . . . . . . . .\n" \
  "4 . . . . . . . .\n" \
  "3 . . . . . . . .\n" \
  "2 P P P P P P P P\n" \
  "1 R N B Q K B N R\n" \
  "  a b c d e f g h\n"

#define AFTER_E4_BOARD \
  "8 r n b q k b n r\n" \
  "7 p p p p p p p p\n" \
  "6 . . . . . . . .\n" \
  "5 . . . . . . . .\n" \
  "4 . . . . P . . .\n" \
  "3 . . . . . . . .\n" \
  "2 P P P P . P P P\n" \
  "1 R N B Q K B N R\n" \
  "  a b c d e f g h\n"

#define AFTER_E4_E5_BOARD \
  "8 r n b q k b n r\n" \
  "7 p p p p . p p p\n" \
  "6 . . . . . . . .\n" \
  "5 . . . . p . . .\n" \
  "4 . . . . P . . .\n" \
  "3 . . . . . . . .\n" \
  "2 P P P P . P P P\n" \
  "1 R N B Q K B N R\n" \
  "  a b c d e f g h\n"

static void
test_play_undo_history (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  const char *p;

  arb_test_cli_run (&run, "e4\ne5\nundo\nfen\nhistory\nquit\n", "play", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  /* The board comes first, with whose turn it is; each line read is shown
   * after the prompt, since standard input is a pipe. */
  arb_test_assert_contains (run.out, START_BOARD "White to move\nwhite> e4\n");
  arb_test_assert_contains (run.out, AFTER_E4_BOARD "Black to move\nblack> e5\n");
  arb_test_assert_contains (run.out, AFTER_E4_E5_BOARD "White to move\nwhite> undo\n");

  /* Undo takes back e5 only: Black to move again, position after e4. */
  p = strstr (run.out, "white> undo\n");
  g_assert_nonnull (p);
  arb_test_assert_contains (p, AFTER_E4_BOARD "Black to move\nblack> fen\n"
                      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1\n"
                      "black> history\n");

  /* The history holds e4 but no longer e5; quit prints it again. */
  p = strstr (run.out, "black> history\n");
  g_assert_nonnull (p);
  arb_test_assert_contains (p, "e2e4");
  g_assert_null (strstr (p, "e7e5"));
  arb_test_assert_contains (p, "black> quit\n");
  g_assert_cmpuint (arb_test_count_occurrences (p, "e2e4"), ==, 2);
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "> "), ==, 6);
}

static void
test_play_king_capture (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  const char *p;

  /* Coordinates and SAN mixed. */
  arb_test_cli_run (&run, "e2e4\nf5\nQh5\na6\nQxe8\nh4\nresign\ndraw\nquit\n", "play", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  arb_test_assert_contains (run.out, "Check: Black's King is attacked\n");
  p = strstr (run.out, "white> Qxe8\n");
  g_assert_nonnull (p);
  arb_test_assert_contains (p, "White wins: the Black King was captured\n");
  arb_test_assert_contains (p, "Game over: 1-0\n");

  /* The history at the end of the game: every move, the check, the win. */
  p = strstr (p, "Game over: 1-0\n");
  g_assert_nonnull (p);
  arb_test_assert_contains (p, "e2e4");
  arb_test_assert_contains (p, "f7f5");
  arb_test_assert_contains (p, "d1h5");
  arb_test_assert_contains (p, "a7a6");
  arb_test_assert_contains (p, "h5e8");

  /* After the end only commands make sense. */
  arb_test_assert_contains (run.out, "Illegal move 'h4': the game is over");
  arb_test_assert_contains (run.out, "> resign\nCannot resign: the game is over");
  arb_test_assert_contains (run.out, "> draw\nCannot claim a draw: the game is over");

  /* Announced, then printed once in the history at the end of the game;
   * quitting the finished game does not print the history again. */
  g_assert_cmpuint (arb_test_count_occurrences (run.out,
                                                "White wins: the Black King was captured"),
                    ==, 2);
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "Full history:\n"), ==, 1);
  g_assert_true (g_str_has_suffix (run.out, "> quit\n"));
}

static void
test_play_bad_input (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  /* The input ends without quit: that is a quit. */
  arb_test_cli_run (&run,
           "e2e5\nfoo\nKe3\nNf6\n\nundo 2\nundo\nredo\ndraw\nO-O\n"
           "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"
           "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"
           "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz\n"
           "\x01\xff\n",
           "play", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  arb_test_assert_contains (run.out, "white> e2e5\nIllegal move 'e2e5': ");
  arb_test_assert_contains (run.out, "white> foo\nUnknown command or move 'foo': ");
  arb_test_assert_contains (run.out, "white> Ke3\nIllegal move 'Ke3': ");
  arb_test_assert_contains (run.out, "white> Nf6\nIllegal move 'Nf6': ");
  arb_test_assert_contains (run.out, "white> undo 2\n'undo' takes no arguments.\n");
  arb_test_assert_contains (run.out, "white> undo\nNothing to undo.\n");
  arb_test_assert_contains (run.out, "white> redo\nNothing to redo.\n");
  arb_test_assert_contains (run.out, "white> draw\nNo draw can be claimed: this position has occurred 1 time ");
  arb_test_assert_contains (run.out, "white> O-O\nIllegal move 'O-O': ");
  /* Control characters typed by mistake are shown, not sent to the
   * terminal: neither in the message nor in the echo of the line. */
  arb_test_assert_contains (run.out, "Unknown command or move '\\x01\xef\xbf\xbd': ");
  arb_test_assert_contains (run.out, "white> \\x01\xef\xbf\xbd\n");
  g_assert_null (strchr (run.out, '\x01'));
  g_assert_null (strchr (run.out, '\xff'));

  /* Every line got a prompt back, and the end of input a last one. */
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "white> "), ==, 13);
  g_assert_true (g_str_has_suffix (run.out, "white> \nNo moves were played.\n"));
}

static void
test_play_fen (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(ArbTestCliRun) bad = { 0 };

  arb_test_cli_run (&run, "Kd7\nRe7\nnew\nfen\n", "play", "--fen", CHECK_FEN, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out,
                                   "Arbiter: simplified chess. Type 'help' for the commands.\n"
                                   "8 . . . . k . . .\n"
                                   "7 . . . . . . . .\n"
                                   "6 . . . . . . . .\n"
                                   "5 . . . . . . . .\n"
                                   "4 . . . . . . . .\n"
                                   "3 . . . . . . . .\n"
                                   "2 . . . . . . . .\n"
                                   "1 . . . . R K . .\n"
                                   "  a b c d e f g h\n"
                                   "Black to move\n"
                                   "black> Kd7\n"));
  /* Re7+: the Rook now attacks the King on d7 along the seventh rank. */
  arb_test_assert_contains (run.out, "white> Re7\n");
  arb_test_assert_contains (run.out, "Check: Black's King is attacked\n");
  /* `new` starts again from the --fen position. */
  arb_test_assert_contains (run.out, "black> new\nNew game.\n");
  arb_test_assert_contains (run.out, "black> fen\n" CHECK_FEN "\n");

  arb_test_cli_run (&bad, "", "play", "--fen", "nonsense", NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_cmpstr (bad.out, ==, "");
  g_assert_true (g_str_has_prefix (bad.err, "arbiter-cli: FEN"));
}

static void
test_play_help_resign (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, "help\ne4\nresign\nundo\nquit\n", "play", NULL);
  g_assert_cmpint (run.status, ==, 0);
  arb_test_assert_contains (run.out, "white> help\n");
  arb_test_assert_contains (run.out, "  undo ");
  arb_test_assert_contains (run.out, "  quit ");
  /* Black is to move after e4 and resigns. */
  arb_test_assert_contains (run.out, "black> resign\n");
  arb_test_assert_contains (run.out, "Game over: 1-0\n");
}

/* The echo of each line read from a pipe goes through the same filter as
 * the messages: an escape sequence in the input (an arrow key, a screen
 * clear) never reaches the terminal. */
static void
test_play_echo_escapes (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, "\x1b[A\ne4\x1b[2J\nquit\n", "play", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  arb_test_assert_contains (run.out, "white> \\x1b[A\nUnknown command or move '\\x1b[A': ");
  arb_test_assert_contains (run.out, "white> e4\\x1b[2J\n");
  g_assert_null (strchr (run.out, '\x1b'));
}

/* The full history is printed once when the game ends: not again when the
 * input ends or on quit. A game still in progress (here after undo) is
 * printed on quit. */
static void
test_play_history_once (void)
{
  static const struct
  {
    const char *input;
    guint       n_histories;
    const char *suffix;
  } rows[] = {
    /* The King is captured, then the input ends: Black's empty prompt. */
    { "e4\nf5\nQh5\na6\nQxe8\n", 1, "black> \n" },
    { "e4\nf5\nQh5\na6\nQxe8\nquit\n", 1, "black> quit\n" },
    { "e4\nf5\nQh5\na6\nQxe8\nhistory\nexit\n", 2, "black> exit\n" },
    /* A resignation and a draw by agreement end the game too. */
    { "e4\nresign\nquit\n", 1, "black> quit\n" },
    { "e4\nagree\n", 1, "black> \n" },
    /* Taken back: the game goes on, and quit prints the history again. */
    { "e4\nf5\nQh5\na6\nQxe8\nundo\nquit\n", 2, "Result: *\n" },
    { "e4\nresign\nundo\n", 2, "Result: *\n" },
    /* Taken back and played again: the game ends a second time. */
    { "e4\nresign\nundo\nredo\nquit\n", 2, "black> quit\n" },
    /* A new game after the end: printed again when it is quit. */
    { "e4\nresign\nnew\nd4\nquit\n", 2, "Result: *\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_run (&run, rows[i].input, "play", NULL);
      g_test_message ("input %s", rows[i].input);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpuint (arb_test_count_occurrences (run.out, "Full history:\n"), ==,
                        rows[i].n_histories);
      g_assert_true (g_str_has_suffix (run.out, rows[i].suffix));
    }
}

static void
test_play_repetition (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  const char *p;

  /* The Knights go out and back twice: the starting position stands for
   * the third time after the second Ng8, and only then can a draw be
   * claimed (spec §7). */
  arb_test_cli_run (&run, "Nf3\nNf6\nNg1\nNg8\ndraw\nNf3\nNf6\nNg1\nNg8\ndraw\nfen\n",
           "play", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  arb_test_assert_contains (run.out, "white> draw\nNo draw can be claimed: this position has occurred 2 times ");
  g_assert_cmpuint (arb_test_count_occurrences (run.out,
                                                "A draw can be claimed (threefold repetition)"),
                    ==, 1);
  p = strstr (run.out, "A draw can be claimed (threefold repetition)");
  g_assert_nonnull (p);
  arb_test_assert_contains (p, "white> draw\n");
  arb_test_assert_contains (p, "Game over: 1/2-1/2\n");
  arb_test_assert_contains (p, "white> fen\n" START_FEN_AFTER_8_PLIES "\n");
}

/* ----------------------------------------------------------------- main */

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  if (!arb_test_cli_is_set ())
    return 77; /* skipped */

  g_test_add_func ("/cli/version", test_version);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/help/command", test_command_help);
  g_test_add_func ("/cli/usage-errors", test_usage_errors);
  g_test_add_func ("/cli/write-error", test_write_error);

  g_test_add_func ("/cli/moves/start", test_moves_start);
  g_test_add_func ("/cli/moves/fen", test_moves_fen);
  g_test_add_func ("/cli/moves/bad-fen", test_moves_bad_fen);

  g_test_add_func ("/cli/perft/start", test_perft_start);
  g_test_add_func ("/cli/perft/divide", test_perft_divide);
  g_test_add_func ("/cli/perft/fen", test_perft_fen);
  g_test_add_func ("/cli/perft/divide-fen", test_perft_divide_fen);
  g_test_add_func ("/cli/perft/divide-zero", test_perft_divide_zero);
  g_test_add_func ("/cli/perft/depth-limit", test_perft_depth_limit);
  g_test_add_func ("/cli/perft/no-bulk", test_perft_no_bulk);
  /* Ten seconds of timing: only in slow mode (-m slow), which the
   * `cli-bench` test of the `slow` suite runs; the valgrind setup leaves
   * that suite out, where it would take a quarter of an hour. */
  if (g_test_slow ())
    g_test_add_func ("/cli/perft/bench", test_perft_bench);
  g_test_add_func ("/cli/perft/bad-fen", test_perft_bad_fen);

  g_test_add_func ("/cli/inspect/start", test_inspect_start);
  g_test_add_func ("/cli/inspect/check", test_inspect_check);
  g_test_add_func ("/cli/inspect/over", test_inspect_over);
  g_test_add_func ("/cli/inspect/stdin", test_inspect_stdin);
  g_test_add_func ("/cli/inspect/bad-line", test_inspect_bad_line);
  g_test_add_func ("/cli/inspect/bad-fen-option", test_inspect_bad_fen_option);

  g_test_add_func ("/cli/replay/json", test_replay_json);
  g_test_add_func ("/cli/replay/text", test_replay_text);
  g_test_add_func ("/cli/replay/illegal", test_replay_illegal);
  g_test_add_func ("/cli/replay/quiet", test_replay_quiet);
  g_test_add_func ("/cli/replay/stdin", test_replay_stdin);
  g_test_add_func ("/cli/replay/warning", test_replay_warning);
  g_test_add_func ("/cli/replay/missing-file", test_replay_missing_file);

  g_test_add_func ("/cli/play/undo-history", test_play_undo_history);
  g_test_add_func ("/cli/play/king-capture", test_play_king_capture);
  g_test_add_func ("/cli/play/bad-input", test_play_bad_input);
  g_test_add_func ("/cli/play/fen", test_play_fen);
  g_test_add_func ("/cli/play/help-resign", test_play_help_resign);
  g_test_add_func ("/cli/play/repetition", test_play_repetition);
  g_test_add_func ("/cli/play/echo-escapes", test_play_echo_escapes);
  g_test_add_func ("/cli/play/history-once", test_play_history_once);

  return g_test_run ();
}
