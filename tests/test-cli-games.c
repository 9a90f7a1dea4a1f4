/* test-cli-games.c — the arbiter-cli contract of the games besides chess:
 * `--game`, `games`, and Alquerque's commands (alquerque.md §13)
 *
 * The program runs as a real process, its path taken from the ARBITER_CLI
 * environment variable (set by tests/meson.build). Every expected output
 * below is derived by hand from the spec (§1, §3, §5, §6, §9, §10, §13),
 * or read from tests/data/perft-alquerque.epd, whose counts come from an
 * independent implementation; none is copied from the program.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "arb-test-json.h"
#include "arb-test-util.h"

/* §9: the start. */
#define START "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1"

/* §6: White has a piece, Black none: White has won, whoever is to move. */
#define WON "...../...../...../..w../..... w 5"

/* §6: White's only piece, on 5, cannot move: a draw. */
#define DRAWN "bb..w/.b.../bb.../..b../..b.. w 17"

/* §3: White's jumps in every direction and its steps. */
#define JUMPS "...../.ww../.wb../.b.../..... w 1"

/* §5: 17x7 takes Black's last piece. */
#define LAST_JUMP "...../...../.b.../.w.w./..... w 3"

/* §5: after 18-13 Black cannot move: a draw. */
#define BLOCKED "bwbwb/wbwbw/bw.wb/wbwbw/bwbwb w 1"

/* §1: the board with the point numbers, each line as the spec draws it. */
static const char *const numbered_lines[] = {
  " 1 ── 2 ── 3 ── 4 ── 5",
  " │ ╲  │  ╱ │ ╲  │  ╱ │",
  " 6 ── 7 ── 8 ── 9 ──10",
  " │ ╱  │ ╲  │ ╱  │ ╲  │",
  "11 ──12 ──13 ──14 ──15",
  " │ ╲  │  ╱ │ ╲  │  ╱ │",
  "16 ──17 ──18 ──19 ──20",
  " │ ╱  │ ╲  │ ╱  │ ╲  │",
  "21 ──22 ──23 ──24 ──25",
};

/* §13: the start as `play` draws it: the pieces on the lines of §1 (the
 * numbers replaced by b, w and ., right-aligned as the numbers are), the
 * numbered board beside it. */
#define START_BOARD \
  " b ── b ── b ── b ── b     1 ── 2 ── 3 ── 4 ── 5\n" \
  " │ ╲  │  ╱ │ ╲  │  ╱ │     │ ╲  │  ╱ │ ╲  │  ╱ │\n" \
  " b ── b ── b ── b ── b     6 ── 7 ── 8 ── 9 ──10\n" \
  " │ ╱  │ ╲  │ ╱  │ ╲  │     │ ╱  │ ╲  │ ╱  │ ╲  │\n" \
  " b ── b ── . ── w ── w    11 ──12 ──13 ──14 ──15\n" \
  " │ ╲  │  ╱ │ ╲  │  ╱ │     │ ╲  │  ╱ │ ╲  │  ╱ │\n" \
  " w ── w ── w ── w ── w    16 ──17 ──18 ──19 ──20\n" \
  " │ ╱  │ ╲  │ ╱  │ ╲  │     │ ╱  │ ╲  │ ╱  │ ╲  │\n" \
  " w ── w ── w ── w ── w    21 ──22 ──23 ──24 ──25\n"

/* After 18-13 8x18 (§5): 8 and 13 empty, Black on 18. */
#define AFTER_JUMP_BOARD \
  " b ── b ── b ── b ── b     1 ── 2 ── 3 ── 4 ── 5\n" \
  " │ ╲  │  ╱ │ ╲  │  ╱ │     │ ╲  │  ╱ │ ╲  │  ╱ │\n" \
  " b ── b ── . ── b ── b     6 ── 7 ── 8 ── 9 ──10\n" \
  " │ ╱  │ ╲  │ ╱  │ ╲  │     │ ╱  │ ╲  │ ╱  │ ╲  │\n" \
  " b ── b ── . ── w ── w    11 ──12 ──13 ──14 ──15\n" \
  " │ ╲  │  ╱ │ ╲  │  ╱ │     │ ╲  │  ╱ │ ╲  │  ╱ │\n" \
  " w ── w ── b ── w ── w    16 ──17 ──18 ──19 ──20\n" \
  " │ ╱  │ ╲  │ ╱  │ ╲  │     │ ╱  │ ╲  │ ╱  │ ╲  │\n" \
  " w ── w ── w ── w ── w    21 ──22 ──23 ──24 ──25\n"

/* ------------------------------------------------------------- helpers */

/* Writes @contents to @name in @dir; returns the path. */
static char *
write_file (const char *dir,
            const char *name,
            const char *contents)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

/* A successful run: status 0, nothing on standard error. */
static void
assert_ok (const ArbTestCliRun *run)
{
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpint (run->status, ==, 0);
}

/* ---------------------------------------------------------------- games */

static void
test_games (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  /* One line per game: its --game name, a tab, its name; chess, the
   * default, first. */
  arb_test_cli_run (&run, NULL, "games", NULL);
  assert_ok (&run);
  g_assert_cmpstr (run.out, ==, "chess\tChess\nalquerque\tAlquerque\ncheckers\tCheckers\n"
                   "congkak\tCongkak\n");
}

/* An unknown game is a usage error of every command that takes --game:
 * status 2, one line naming the game, nothing on standard output. */
static void
test_unknown_game (void)
{
  static const char *const commands[] = { "moves", "perft", "inspect", "replay", "play" };

  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };
      g_autofree char *expected = g_strdup_printf ("arbiter-cli: %s: unknown game 'nosuch'; "
                                                   "see 'arbiter-cli games'\n", commands[i]);

      arb_test_cli_run (&run, "", commands[i], "--game", "nosuch", "1", NULL);
      g_test_message ("%s: %s", commands[i], run.err);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, ==, expected);
    }
}

/* --game is an option of the command: anywhere after the command word,
 * before or after the other options and arguments, `--game NAME` or
 * `--game=NAME`. */
static void
test_game_option_position (void)
{
  static const char *const rows[][7] = {
    { "moves", "--game", "alquerque", NULL },
    { "moves", "--game=alquerque", NULL },
    { "moves", "--fen", START, "--game", "alquerque", NULL },
    { "moves", "--game", "alquerque", "--fen", START, NULL },
  };
  static const char *const perft_rows[][7] = {
    { "perft", "--game", "alquerque", "3", NULL },
    { "perft", "3", "--game", "alquerque", NULL },
    { "perft", "--game=alquerque", "3", NULL },
    { "perft", "--fen", START, "3", "--game", "alquerque", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_runv (&run, NULL, rows[i]);
      assert_ok (&run);
      g_assert_cmpstr (run.out, ==, "17-13\n18-13\n19-13\n");
    }
  for (gsize i = 0; i < G_N_ELEMENTS (perft_rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_runv (&run, NULL, perft_rows[i]);
      assert_ok (&run);
      g_assert_cmpstr (run.out, ==, "19\n");
    }
}

/* ---------------------------------------------------------------- perft */

static void
test_perft_spec (void)
{
  /* §10's reference values, and depth 0: the position itself. */
  static const struct
  {
    const char *depth;
    const char *nodes;
  } rows[] = {
    { "0", "1\n" },
    { "1", "3\n" },
    { "2", "6\n" },
    { "3", "19\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };
      g_auto(ArbTestCliRun) slow = { 0 };

      arb_test_cli_run (&run, NULL, "perft", "--game", "alquerque", rows[i].depth, NULL);
      assert_ok (&run);
      g_assert_cmpstr (run.out, ==, rows[i].nodes);

      /* Every leaf made and unmade: the same count. */
      arb_test_cli_run (&slow, NULL, "perft", "--game", "alquerque", "--no-bulk", rows[i].depth, NULL);
      assert_ok (&slow);
      g_assert_cmpstr (slow.out, ==, rows[i].nodes);
    }
}

/* --divide: one "MOVE: N" line per first move, in the game's notation,
 * sorted; the total last. From the start White has three steps to 13
 * (§3), each leaving one empty point for Black to reach: after 17-13,
 * 17 (the steps 11-17 and 12-17, the jump 9x17); after 18-13, 18 (only
 * 8x18); after 19-13, 19 (the jumps 7x19 and 9x19: no Black piece stands
 * where a step reaches 19). 3 + 1 + 2 = 6, §10's depth 2. */
static void
test_perft_divide (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "perft", "--game", "alquerque", "--divide", "2", NULL);
  assert_ok (&run);
  g_assert_cmpstr (run.out, ==, "17-13: 3\n18-13: 1\n19-13: 2\n6\n");
}

/* Counts from tests/data/perft-alquerque.epd, whose numbers come from an
 * independent implementation: for each position, every depth up to 4. */
static void
test_perft_epd (void)
{
  g_autoptr(GPtrArray) suite = arb_test_read_perft_suite ("perft-alquerque.epd");
  guint n_checked = 0;

  for (guint i = 0; i < suite->len; i++)
    {
      const ArbTestPerftLine *line = g_ptr_array_index (suite, i);

      for (guint f = 0; f < line->counts->len; f++)
        {
          const ArbTestPerftCount *count = &g_array_index (line->counts, ArbTestPerftCount, f);
          g_auto(ArbTestCliRun) run = { 0 };
          g_autofree char *depth = g_strdup_printf ("%u", count->depth);
          g_autofree char *expected = g_strdup_printf ("%" G_GUINT64_FORMAT "\n", count->nodes);

          if (count->depth > 4)
            continue;
          arb_test_cli_run (&run, NULL, "perft", "--game", "alquerque", "--fen", line->fen, depth,
                            NULL);
          g_test_message ("%s D%s", line->fen, depth);
          assert_ok (&run);
          g_assert_cmpstr (run.out, ==, expected);
          n_checked++;
        }
    }
  /* The file holds dozens of positions. */
  g_assert_cmpuint (n_checked, >=, 40);
}

/* Deeper values of the start, from the same file. */
static void
test_perft_deep (void)
{
  static const struct
  {
    const char *fen;
    const char *depth;
    const char *nodes;
  } rows[] = {
    { START, "5", "352\n" },
    { START, "7", "8560\n" },
    { "bbbbb/bb.bb/bbwww/wwb.w/wwwww b 2", "6", "13586\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_run (&run, NULL, "perft", "--game", "alquerque", "--fen", rows[i].fen, rows[i].depth,
               NULL);
      assert_ok (&run);
      g_assert_cmpstr (run.out, ==, rows[i].nodes);
    }
}

/* The bench times chess positions only. */
static void
test_perft_bench_chess_only (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "perft", "--game", "alquerque", "--bench", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, "arbiter-cli: perft: --bench measures chess only\n");
}

/* ---------------------------------------------------------------- moves */

static void
test_moves (void)
{
  /* §3 and §13: one move per line, sorted byte by byte ("12x14" before
   * "7-1", "7-3" before "7x19": '-' is below 'x'). */
  static const struct
  {
    const char *fen;
    const char *moves;
  } rows[] = {
    { NULL, "17-13\n18-13\n19-13\n" },
    { START, "17-13\n18-13\n19-13\n" },
    /* Black's only move, a jump by an even point. */
    { "bbbbb/bbbbb/bbwww/ww.ww/wwwww b 1", "8x18\n" },
    /* 15x17 is no move: 15 and 16 are not adjacent. */
    { "...../...../....w/b..../..... w 1", "15-10\n15-9\n" },
    { JUMPS, "12x14\n12x22\n7-1\n7-2\n7-3\n7x19\n8-3\n8x18\n" },
    /* Over: nothing, not even when a step would be there. */
    { WON, "" },
    { DRAWN, "" },
    /* The move number may be left out; white space around is ignored. */
    { "  bbbbb/bbbbb/bb.ww/wwwww/wwwww   w  ", "17-13\n18-13\n19-13\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      if (rows[i].fen != NULL)
        arb_test_cli_run (&run, NULL, "moves", "--game", "alquerque", "--fen", rows[i].fen, NULL);
      else
        arb_test_cli_run (&run, NULL, "moves", "--game", "alquerque", NULL);
      g_test_message ("%s", rows[i].fen);
      assert_ok (&run);
      g_assert_cmpstr (run.out, ==, rows[i].moves);
    }
}

/* A position string that cannot be read: status 1, a message that names
 * the field, nothing on standard output. */
static void
test_moves_bad_position (void)
{
  static const char *const bad[] = {
    "bbbbb/bbbbb/bb.ww/wwwww w 1",            /* four rows */
    "bbbbb/bbbbb/bb.ww/wwwww/wwwwww w 1",     /* a row of six */
    "bbbbb/bbbbb/bb.Ww/wwwww/wwwww w 1",      /* upper case */
    "bbbbb/bbbbb/bb.ww/wwwww/wwwww x 1",      /* no such side */
    "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 0",      /* move numbers start at 1 */
    "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 01",     /* a leading zero */
    "...../...../...../...../..... w 1",      /* no piece at all */
    "bbbbb/bbbbb/bb.ww/wwwww/wwwww",          /* no side */
    "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1 x",    /* four fields */
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", /* chess */
  };

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };

      arb_test_cli_run (&run, NULL, "moves", "--game", "alquerque", "--fen", bad[i], NULL);
      g_test_message ("%s: %s", bad[i], run.err);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, "arbiter-cli: position"));
      g_assert_cmpuint (arb_test_count_occurrences (run.err, "\n"), ==, 1);
    }
}

/* -------------------------------------------------------------- inspect */

#define START_JSON \
  "{\"fen\":\"bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1\",\"turn\":\"white\",\"over\":false," \
  "\"result\":\"*\",\"winner\":null,\"reason\":null,\"moves\":[\"17-13\",\"18-13\",\"19-13\"]}"

#define WON_JSON \
  "{\"fen\":\"...../...../...../..w../..... w 5\",\"turn\":\"white\",\"over\":true," \
  "\"result\":\"1-0\",\"winner\":\"white\",\"reason\":\"no-pieces\",\"moves\":[]}"

#define DRAWN_JSON \
  "{\"fen\":\"bb..w/.b.../bb.../..b../..b.. w 17\",\"turn\":\"white\",\"over\":true," \
  "\"result\":\"1/2-1/2\",\"winner\":null,\"reason\":\"no-moves\",\"moves\":[]}"

/* Black has won, with White to move: a side without pieces has lost
 * whoever is to move (§6). */
#define BLACK_WON_JSON \
  "{\"fen\":\"....b/...../...../...../..... w 9\",\"turn\":\"white\",\"over\":true," \
  "\"result\":\"0-1\",\"winner\":\"black\",\"reason\":\"no-pieces\",\"moves\":[]}"

/* §13's objects, exactly: the start (the spec's own example), a won and
 * a drawn position of §6. */
static void
test_inspect_fen (void)
{
  static const struct
  {
    const char *fen;
    const char *json;
  } rows[] = {
    { START, START_JSON },
    { WON, WON_JSON },
    { DRAWN, DRAWN_JSON },
    { "....b/...../...../...../..... w 9", BLACK_WON_JSON },
    /* The canonical string: the move number written, one space. */
    { "\tbbbbb/bbbbb/bb.ww/wwwww/wwwww  w ", START_JSON },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };
      g_autoptr(JsonObject) object = NULL;
      g_autofree char *expected = g_strconcat (rows[i].json, "\n", NULL);

      arb_test_cli_run (&run, NULL, "inspect", "--game", "alquerque", "--fen", rows[i].fen, NULL);
      assert_ok (&run);
      g_assert_cmpstr (run.out, ==, expected);
      object = arb_test_parse_object (run.out);
      g_assert_cmpuint (json_object_get_size (object), ==, 7);
    }
}

/* One answer per line of standard input, in order; a line that is no
 * position answers {"error": "<why>"} on its own line, the next lines
 * are still answered, and the exit status is then non-zero. */
static void
test_inspect_stdin (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(ArbTestCliRun) good = { 0 };
  g_auto(GStrv) lines = NULL;

  arb_test_cli_run (&good, START "\n" WON "\n" DRAWN "\n", "inspect", "--game", "alquerque", NULL);
  assert_ok (&good);
  g_assert_cmpstr (good.out, ==, START_JSON "\n" WON_JSON "\n" DRAWN_JSON "\n");

  arb_test_cli_run (&run, START "\nnot a position\n" WON "\nbbbbb/bbbbb/bb.ww/wwwww/wwwww w 0\n"
           DRAWN "\n",
           "inspect", "--game", "alquerque", NULL);
  g_assert_cmpint (run.status, !=, 0);
  lines = arb_test_split_lines (run.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);
  g_assert_cmpstr (lines[0], ==, START_JSON);
  g_assert_cmpstr (lines[2], ==, WON_JSON);
  g_assert_cmpstr (lines[4], ==, DRAWN_JSON);

  /* The bad lines: an object with one member, "error", a sentence. */
  for (guint i = 1; i <= 3; i += 2)
    {
      g_autoptr(JsonObject) object = arb_test_parse_object (lines[i]);
      const char *why;

      g_test_message ("%s", lines[i]);
      g_assert_cmpuint (json_object_get_size (object), ==, 1);
      g_assert_true (json_object_has_member (object, "error"));
      why = json_object_get_string_member (object, "error");
      g_assert_nonnull (why);
      g_assert_cmpuint (strlen (why), >, 0);
    }
  /* The move number is the field at fault. */
  arb_test_assert_contains (lines[3], "field 3");
}

/* Alignment holds for every line: a blank line and a line holding a NUL
 * byte are lines that are no position, answered in their place. */
static void
test_inspect_stdin_odd_lines (void)
{
  static const char input[] = START "\n\n" WON "\n" "x\0y\n" DRAWN "\n";
  static const char *const args[] = { "inspect", "--game", "alquerque", NULL };
  g_autofree char *dir = arb_test_make_dir ("arb-cli-games-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "input", NULL);
  g_autoptr(GError) error = NULL;
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;

  g_file_set_contents (path, input, sizeof input - 1, &error);
  g_assert_no_error (error);
  arb_test_cli_run_full (&run, path, NULL, NULL, args);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, "");
  lines = arb_test_split_lines (run.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);
  g_assert_cmpstr (lines[0], ==, START_JSON);
  g_assert_true (g_str_has_prefix (lines[1], "{\"error\":"));
  g_assert_cmpstr (lines[2], ==, WON_JSON);
  g_assert_true (g_str_has_prefix (lines[3], "{\"error\":"));
  g_assert_cmpstr (lines[4], ==, DRAWN_JSON);

  arb_test_remove_dir (dir);
}

/* A bad --fen is the one position asked about: an error on standard
 * error, status 1, as for the other commands. */
static void
test_inspect_bad_fen_option (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "inspect", "--game", "alquerque", "--fen", "bbbbb w", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "arbiter-cli: position field 1"));
}

/* --------------------------------------------------------------- replay */

/* Four games (§5 and §6 examples): moves, a capture, a win by no pieces,
 * a no-moves draw, a resignation. */
static const char alquerque_pgn[] =
  "[Event \"Spec example\"]\n"
  "[Variant \"Alquerque\"]\n"
  "[Result \"*\"]\n"
  "\n"
  "1. 18-13 8x18 2. 19-13 *\n"
  "\n"
  "[Event \"A win\"]\n"
  "[Variant \"Alquerque\"]\n"
  "[SetUp \"1\"]\n"
  "[FEN \"" LAST_JUMP "\"]\n"
  "[Result \"1-0\"]\n"
  "\n"
  "3. 17x7 1-0\n"
  "\n"
  "[Event \"A draw\"]\n"
  "[Variant \"Alquerque\"]\n"
  "[SetUp \"1\"]\n"
  "[FEN \"" BLOCKED "\"]\n"
  "[Result \"1/2-1/2\"]\n"
  "\n"
  "1. 18-13 1/2-1/2\n"
  "\n"
  "[Event \"Black resigns\"]\n"
  "[Variant \"Alquerque\"]\n"
  "[Result \"1-0\"]\n"
  "\n"
  "1. 18-13 {Black resigns} 1-0\n";

/* §9's objects, derived from §5: "18-13 8x18 19-13 pushes move(white,18,13),
 * move(black,8,18), capture(white,13), move(white,19,13) and leaves
 * bbbbb/bb.bb/bbwww/wwb.w/wwwww b 2"; 17x7 from LAST_JUMP takes Black's
 * piece on 12 and wins; 18-13 from BLOCKED leaves Black without a move. A
 * finished game's position has the other side to move, the move number
 * growing only after Black's moves. */
static const char *const alquerque_json[] = {
  "{\"game\":1,\"plies\":3,\"result\":\"*\",\"final_fen\":\"bbbbb/bb.bb/bbwww/wwb.w/wwwww b 2\","
  "\"records\":["
  "{\"type\":\"move\",\"side\":\"white\",\"from\":18,\"to\":13,\"notation\":\"18-13\"},"
  "{\"type\":\"move\",\"side\":\"black\",\"from\":8,\"to\":18,\"notation\":\"8x18\"},"
  "{\"type\":\"capture\",\"side\":\"white\",\"at\":13},"
  "{\"type\":\"move\",\"side\":\"white\",\"from\":19,\"to\":13,\"notation\":\"19-13\"}]}",

  "{\"game\":2,\"plies\":1,\"result\":\"1-0\",\"final_fen\":\"...../.w.../...../...w./..... b 3\","
  "\"records\":["
  "{\"type\":\"move\",\"side\":\"white\",\"from\":17,\"to\":7,\"notation\":\"17x7\"},"
  "{\"type\":\"capture\",\"side\":\"black\",\"at\":12},"
  "{\"type\":\"win\",\"side\":\"white\",\"reason\":\"no-pieces\"}]}",

  "{\"game\":3,\"plies\":1,\"result\":\"1/2-1/2\",\"final_fen\":\"bwbwb/wbwbw/bwwwb/wb.bw/bwbwb b 1\","
  "\"records\":["
  "{\"type\":\"move\",\"side\":\"white\",\"from\":18,\"to\":13,\"notation\":\"18-13\"},"
  "{\"type\":\"draw\",\"reason\":\"no-moves\"}]}",

  /* A decisive result on an unfinished game: the loser resigned (§7). */
  "{\"game\":4,\"plies\":1,\"result\":\"1-0\",\"final_fen\":\"bbbbb/bbbbb/bbwww/ww.ww/wwwww b 1\","
  "\"records\":["
  "{\"type\":\"move\",\"side\":\"white\",\"from\":18,\"to\":13,\"notation\":\"18-13\"},"
  "{\"type\":\"resign\",\"side\":\"black\"},"
  "{\"type\":\"win\",\"side\":\"white\",\"reason\":\"resignation\"}]}",
};

static const char chess_pgn[] =
  "[Event \"Chess\"]\n"
  "[Variant \"Simplified\"]\n"
  "\n"
  "1. e4 e5 *\n";

static void
test_replay_json (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-cli-games-XXXXXX");
  g_autofree char *path = write_file (dir, "alquerque.pgn", alquerque_pgn);
  g_auto(ArbTestCliRun) forced = { 0 };
  g_auto(ArbTestCliRun) by_tags = { 0 };
  g_auto(GStrv) lines = NULL;

  arb_test_cli_run (&forced, NULL, "replay", "--game", "alquerque", "--json", path, NULL);
  assert_ok (&forced);
  lines = arb_test_split_lines (forced.out);
  g_assert_cmpuint (g_strv_length (lines), ==, G_N_ELEMENTS (alquerque_json));
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(JsonObject) object = arb_test_parse_object (lines[i]);

      g_assert_cmpstr (lines[i], ==, alquerque_json[i]);
      g_assert_cmpuint (json_object_get_size (object), ==, 5);
    }

  /* Without --game, the [Variant] tag names the game. */
  arb_test_cli_run (&by_tags, NULL, "replay", "--json", path, NULL);
  assert_ok (&by_tags);
  g_assert_cmpstr (by_tags.out, ==, forced.out);

  arb_test_remove_dir (dir);
}

/* Text mode: the game's own sentences, the result last. */
static void
test_replay_text (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-cli-games-XXXXXX");
  g_autofree char *path = write_file (dir, "alquerque.pgn", alquerque_pgn);
  g_autofree char *expected = NULL;
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "replay", "--game", "alquerque", path, NULL);
  assert_ok (&run);
  expected = g_strdup_printf ("Game 1 (%s):\n"
                              "1. White plays 18-13\n"
                              "1... Black plays 8x18\n"
                              "    White's piece on 13 is captured\n"
                              "2. White plays 19-13\n"
                              "Result: *\n",
                              path);
  g_assert_true (g_str_has_prefix (run.out, expected));
  arb_test_assert_contains (run.out, "3. White plays 17x7\n"
                            "    Black's piece on 12 is captured\n");
  arb_test_assert_contains (run.out, "Result: 1-0\n");
  arb_test_assert_contains (run.out, "Result: 1/2-1/2\n");
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "Game "), ==, 4);

  arb_test_remove_dir (dir);
}

/* An illegal move: `FILE:LINE:COL: game N, ply P: 'MOVE': reason` on
 * standard error, the other games still replayed, status 1. */
static void
test_replay_illegal (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-cli-games-XXXXXX");
  g_autofree char *path = write_file (dir, "illegal.pgn",
                                      "[Event \"Illegal\"]\n"
                                      "[Variant \"Alquerque\"]\n"
                                      "\n"
                                      "1. 18-13 8x18 2. 14-13 *\n"
                                      "\n"
                                      "[Event \"Legal\"]\n"
                                      "[Variant \"Alquerque\"]\n"
                                      "\n"
                                      "1. 18-13 8x18 2. 19-13 *\n");
  g_autofree char *expected_err = NULL;
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;

  arb_test_cli_run (&run, NULL, "replay", "--game", "alquerque", "--json", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  /* 14-13 is a step sideways (§3): "backward-or-sideways", at line 4,
   * column 18, the third ply. */
  expected_err = g_strdup_printf ("%s:4:18: game 1, ply 3: '14-13': steps go forward only\n",
                                  path);
  g_assert_cmpstr (run.err, ==, expected_err);
  lines = arb_test_split_lines (run.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  g_assert_true (g_str_has_prefix (lines[0], "{\"game\":2,\"plies\":3,"));

  arb_test_remove_dir (dir);
}

/* A move after the end of the game is an error too (§9). */
static void
test_replay_after_end (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-cli-games-XXXXXX");
  g_autofree char *path = write_file (dir, "after-end.pgn",
                                      "[Variant \"Alquerque\"]\n"
                                      "[SetUp \"1\"]\n"
                                      "[FEN \"" LAST_JUMP "\"]\n"
                                      "\n"
                                      "3. 17x7 19-14 1-0\n");
  g_autofree char *prefix = NULL;
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, NULL, "replay", "--game", "alquerque", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  prefix = g_strdup_printf ("%s:5:9: game 1, ply 2: '19-14': ", path);
  g_assert_true (g_str_has_prefix (run.err, prefix));
  arb_test_assert_contains (run.err, "over");

  arb_test_remove_dir (dir);
}

/* With --game, a game whose [Variant] names another game is refused;
 * without it, each file is read by the rules its tags name. */
static void
test_replay_variant (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-cli-games-XXXXXX");
  g_autofree char *chess = write_file (dir, "chess.pgn", chess_pgn);
  g_autofree char *alquerque = write_file (dir, "alquerque.pgn", alquerque_pgn);
  g_autofree char *expected = NULL;
  g_auto(ArbTestCliRun) refused = { 0 };
  g_auto(ArbTestCliRun) refused_chess = { 0 };
  g_auto(ArbTestCliRun) as_chess = { 0 };
  g_auto(ArbTestCliRun) both = { 0 };
  g_auto(GStrv) lines = NULL;

  arb_test_cli_run (&refused, NULL, "replay", "--game", "alquerque", "--json", chess, NULL);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_cmpstr (refused.out, ==, "");
  expected = g_strdup_printf ("%s:2:1: game 1: [Variant \"Simplified\"]: this is a game of "
                              "chess, not of alquerque\n", chess);
  g_assert_cmpstr (refused.err, ==, expected);

  /* And the other way round: every game of the file is refused. */
  arb_test_cli_run (&refused_chess, NULL, "replay", "--game", "chess", "--json", alquerque, NULL);
  g_assert_cmpint (refused_chess.status, ==, 1);
  g_assert_cmpstr (refused_chess.out, ==, "");
  g_assert_cmpuint (arb_test_count_occurrences (refused_chess.err,
                                                "this is a game of alquerque, not of chess\n"),
                    ==, 4);

  arb_test_cli_run (&as_chess, NULL, "replay", "--json", chess, NULL);
  assert_ok (&as_chess);
  g_assert_cmpstr (as_chess.out, ==,
                   "{\"game\":1,\"plies\":2,\"result\":\"*\",\"final_fen\":"
                   "\"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2\",\"records\":["
                   "{\"type\":\"move\",\"side\":\"white\",\"from\":\"e2\",\"to\":\"e4\",\"san\":\"e4\"},"
                   "{\"type\":\"move\",\"side\":\"black\",\"from\":\"e7\",\"to\":\"e5\",\"san\":\"e5\"}]}\n");

  /* Both files in one run, without --game: each by its own rules. */
  arb_test_cli_run (&both, NULL, "replay", "--json", chess, alquerque, NULL);
  assert_ok (&both);
  lines = arb_test_split_lines (both.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + G_N_ELEMENTS (alquerque_json));
  arb_test_assert_contains (lines[0], "\"san\":\"e4\"");
  g_assert_cmpstr (lines[1], ==, alquerque_json[0]);

  arb_test_remove_dir (dir);
}

/* ----------------------------------------------------------------- play */

static void
test_play_board (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;

  arb_test_cli_run (&run, "quit\n", "play", "--game", "alquerque", NULL);
  assert_ok (&run);
  g_assert_cmpstr (run.out, ==,
                   "Arbiter: Alquerque. Type 'help' for the commands.\n"
                   START_BOARD
                   "White to move\n"
                   "white> quit\n"
                   "No moves were played.\n");

  /* The numbered board beside the pieces is §1's diagram, line by line. */
  lines = arb_test_split_lines (run.out);
  for (guint i = 0; i < G_N_ELEMENTS (numbered_lines); i++)
    g_assert_true (g_str_has_suffix (lines[1 + i], numbered_lines[i]));
}

/* A step, a jump that captures, undo and redo of the jump: the captured
 * piece comes back and goes again. */
static void
test_play_win (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  const char *p;

  arb_test_cli_run (&run, "18-13\n8x18\nundo\nredo\nfen\nhistory\nquit\n", "play", "--game", "alquerque",
           NULL);
  assert_ok (&run);

  /* Each move is announced with what it caused, then the board. */
  arb_test_assert_contains (run.out, "white> 18-13\nWhite plays 18-13\n");
  arb_test_assert_contains (run.out, "black> 8x18\nBlack plays 8x18\nWhite's piece on 13 is captured\n"
                            AFTER_JUMP_BOARD "White to move\nwhite> undo\n");
  /* Undo takes back the jump and gives back the captured piece. */
  p = strstr (run.out, "white> undo\n");
  g_assert_nonnull (p);
  arb_test_assert_contains (p, "Took back the last move.\n");
  arb_test_assert_contains (p, "Black to move\nblack> redo\nBlack plays 8x18\n"
                      "White's piece on 13 is captured\n" AFTER_JUMP_BOARD "White to move\n");
  /* §5: after 18-13 8x18 the move number is 2 (it grows after Black's
   * move). */
  arb_test_assert_contains (run.out, "white> fen\nbbbbb/bb.bb/bb.ww/wwbww/wwwww w 2\n");
  arb_test_assert_contains (run.out, "white> history\nFull history:\n"
                            "1. White plays 18-13\n"
                            "1... Black plays 8x18\n"
                            "    White's piece on 13 is captured\n"
                            "Result: *\n");
  /* Quitting a game in progress prints the history again, no verdict. */
  g_assert_true (g_str_has_suffix (run.out, "white> quit\nFull history:\n"
                                            "1. White plays 18-13\n"
                                            "1... Black plays 8x18\n"
                                            "    White's piece on 13 is captured\n"
                                            "Result: *\n"));
  g_assert_null (strstr (run.out, "has won"));
}

/* The end of the game: the history, then "White has won" (§13). */
static void
test_play_end (void)
{
  static const struct
  {
    const char *fen;
    const char *input;
    const char *ending;
  } rows[] = {
    /* 17x7 takes Black's last piece (§5). */
    { LAST_JUMP, "17x7\n",
      "white> 17x7\n"
      "White plays 17x7\n"
      "Black's piece on 12 is captured\n"
      "White wins: Black has no pieces left\n" },
    /* 18-13 leaves Black without a move: a draw (§5). */
    { BLOCKED, "18-13\n",
      "white> 18-13\n"
      "White plays 18-13\n"
      "Draw: Black has no legal move\n" },
    /* White resigns at once. */
    { NULL, "resign\n",
      "white> resign\n"
      "White resigns\n"
      "Black wins by resignation\n" },
    /* Both players agree. */
    { NULL, "18-13\nagree\n",
      "black> agree\n"
      "Draw: agreed by both players\n" },
  };
  static const char *const verdicts[] = {
    "Result: 1-0\nWhite has won\n",
    "Result: 1/2-1/2\nThe game is a draw\n",
    "Result: 0-1\nBlack has won\n",
    "Result: 1/2-1/2\nThe game is a draw\n",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(ArbTestCliRun) run = { 0 };
      g_autofree char *suffix = NULL;
      const char *p;

      if (rows[i].fen != NULL)
        arb_test_cli_run (&run, rows[i].input, "play", "--game", "alquerque", "--fen", rows[i].fen, NULL);
      else
        arb_test_cli_run (&run, rows[i].input, "play", "--game", "alquerque", NULL);
      g_test_message ("%s", rows[i].input);
      assert_ok (&run);
      arb_test_assert_contains (run.out, rows[i].ending);
      p = strstr (run.out, rows[i].ending);
      arb_test_assert_contains (p, "Game over: ");
      arb_test_assert_contains (p, "Full history:\n");

      /* The verdict follows the history once; the end of the input
       * (a quit) prints neither again. */
      /* After a move the other side is to move; a resignation at the
       * start leaves White to move. */
      suffix = g_strdup_printf ("%s%s> \n", verdicts[i], i == 2 ? "white" : "black");
      g_assert_true (g_str_has_suffix (run.out, suffix));
      g_assert_cmpuint (arb_test_count_occurrences (run.out, "Full history:\n"), ==, 1);
      g_assert_cmpuint (arb_test_count_occurrences (run.out, verdicts[i]), ==, 1);
    }
}

/* Taken back and played again, the game ends a second time: the history
 * and the verdict are printed again. */
static void
test_play_end_undo_redo (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  const char *p;

  arb_test_cli_run (&run, "17x7\n19-14\nundo\nredo\nquit\n", "play", "--game", "alquerque", "--fen",
           LAST_JUMP, NULL);
  assert_ok (&run);
  arb_test_assert_contains (run.out, "black> 19-14\nIllegal move '19-14': the game is over "
                            "(type 'undo', 'new' or 'quit').\n");
  p = strstr (run.out, "black> undo\nTook back the last move.\n");
  g_assert_nonnull (p);
  arb_test_assert_contains (p, "White to move\nwhite> redo\nWhite plays 17x7\n");
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "White has won\n"), ==, 2);
  g_assert_true (g_str_has_suffix (run.out, "White has won\nblack> quit\n"));
}

/* Bad input gets a reason and a new prompt (§5, §9). */
static void
test_play_bad_input (void)
{
  g_auto(ArbTestCliRun) run = { 0 };

  arb_test_cli_run (&run, "18x13\n12-14\n14-13\n13-8\n26-1\nfoo\n18-\ne4\n16-11\nundo 1\nundo\nredo\n",
           "play", "--game", "alquerque", NULL);
  assert_ok (&run);
  arb_test_assert_contains (run.out, "white> 18x13\nIllegal move '18x13': this move is a step, "
                            "written with '-': 18-13\n");
  arb_test_assert_contains (run.out, "white> 12-14\nIllegal move '12-14': that piece belongs to the "
                            "other side\n");
  arb_test_assert_contains (run.out, "white> 14-13\nIllegal move '14-13': steps go forward only\n");
  arb_test_assert_contains (run.out, "white> 13-8\nIllegal move '13-8': there is no piece on that "
                            "point\n");
  arb_test_assert_contains (run.out, "white> 26-1\nIllegal move '26-1': the points are numbered 1 to "
                            "25\n");
  arb_test_assert_contains (run.out, "white> 16-11\nIllegal move '16-11': the point to move to is "
                            "occupied\n");
  arb_test_assert_contains (run.out, "white> foo\nUnknown command or move 'foo': ");
  arb_test_assert_contains (run.out, "white> 18-\nUnknown command or move '18-': ");
  arb_test_assert_contains (run.out, "white> e4\nUnknown command or move 'e4': ");
  arb_test_assert_contains (run.out, "white> undo 1\n'undo' takes no arguments.\n");
  arb_test_assert_contains (run.out, "white> undo\nNothing to undo.\n");
  arb_test_assert_contains (run.out, "white> redo\nNothing to redo.\n");
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "white> "), ==, 13);
  g_assert_true (g_str_has_suffix (run.out, "white> \nNo moves were played.\n"));
}

/* The commands of §13: help lists them; hint answers; fen prints the
 * position string; draw explains that there is nothing to claim. */
static void
test_play_commands (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  static const char *const listed[] = {
    "undo", "redo", "hint", "history", "fen", "board", "resign", "agree", "new", "help", "quit",
  };

  arb_test_cli_run (&run, "help\nhint\nfen\n18-13\nfen\ndraw\nnew\nfen\n?\nexit\n",
           "play", "--game", "alquerque", NULL);
  assert_ok (&run);
  arb_test_assert_contains (run.out, "white> help\nType a move as two point numbers, 18-13 for a step "
                            "or 8x18 for a jump,\nor a command:\n");
  for (gsize i = 0; i < G_N_ELEMENTS (listed); i++)
    {
      g_autofree char *line = g_strdup_printf ("\n  %-8s ", listed[i]);

      arb_test_assert_contains (run.out, line);
    }
  /* Alquerque has no draw to claim (§7): `draw` is not listed. */
  g_assert_null (strstr (run.out, "\n  draw "));
  /* §11 at the default level (7, the strongest): plain minimax in
   * tests/tools/alquerque-reference.py ("best START 7") plays 18-13. */
  arb_test_assert_contains (run.out, "white> hint\nHint: 18-13\n");
  arb_test_assert_contains (run.out, "white> fen\n" START "\n");
  arb_test_assert_contains (run.out, "black> fen\nbbbbb/bbbbb/bbwww/ww.ww/wwwww b 1\n");
  arb_test_assert_contains (run.out, "black> draw\nCannot claim a draw: every game of Alquerque ends by itself");
  arb_test_assert_contains (run.out, "black> new\nNew game.\n" START_BOARD "White to move\n");
  arb_test_assert_contains (run.out, "white> fen\n" START "\nwhite> ?\nType a move as two point");
  g_assert_true (g_str_has_suffix (run.out, "white> exit\nNo moves were played.\n"));
}

/* --fen, and a position string that cannot be read. */
static void
test_play_fen (void)
{
  g_auto(ArbTestCliRun) run = { 0 };
  g_auto(ArbTestCliRun) bad = { 0 };
  g_auto(ArbTestCliRun) over = { 0 };

  arb_test_cli_run (&run, "fen\n", "play", "--game", "alquerque", "--fen", JUMPS, NULL);
  assert_ok (&run);
  g_assert_true (g_str_has_prefix (run.out,
                                   "Arbiter: Alquerque. Type 'help' for the commands.\n"
                                   " . ── . ── . ── . ── .     1 ── 2 ── 3 ── 4 ── 5\n"
                                   " │ ╲  │  ╱ │ ╲  │  ╱ │     │ ╲  │  ╱ │ ╲  │  ╱ │\n"
                                   " . ── w ── w ── . ── .     6 ── 7 ── 8 ── 9 ──10\n"
                                   " │ ╱  │ ╲  │ ╱  │ ╲  │     │ ╱  │ ╲  │ ╱  │ ╲  │\n"
                                   " . ── w ── b ── . ── .    11 ──12 ──13 ──14 ──15\n"
                                   " │ ╲  │  ╱ │ ╲  │  ╱ │     │ ╲  │  ╱ │ ╲  │  ╱ │\n"
                                   " . ── b ── . ── . ── .    16 ──17 ──18 ──19 ──20\n"
                                   " │ ╱  │ ╲  │ ╱  │ ╲  │     │ ╱  │ ╲  │ ╱  │ ╲  │\n"
                                   " . ── . ── . ── . ── .    21 ──22 ──23 ──24 ──25\n"
                                   "White to move\n"
                                   "white> fen\n" JUMPS "\n"));

  arb_test_cli_run (&bad, "", "play", "--game", "alquerque", "--fen", "bbbbb/bbbbb w 1", NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_cmpstr (bad.out, ==, "");
  g_assert_cmpstr (bad.err, ==, "arbiter-cli: position field 1: 2 rows, expected 5\n");

  /* A finished position: over from the start, no history to print. */
  arb_test_cli_run (&over, "18-13\n", "play", "--game", "alquerque", "--fen", WON, NULL);
  assert_ok (&over);
  arb_test_assert_contains (over.out, "Game over: 1-0\nwhite> 18-13\nIllegal move '18-13': the game is "
                             "over");
}

/* --save: the game written as PGN with [Variant "Alquerque"] after every
 * change, restored at the next start; a file of another game is refused. */
static void
test_play_save (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-cli-games-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "game.pgn", NULL);
  g_autofree char *chess = write_file (dir, "chess.pgn", chess_pgn);
  g_autofree char *saved = NULL;
  g_autofree char *restored = NULL;
  g_autofree char *refused_prefix = NULL;
  g_auto(ArbTestCliRun) first = { 0 };
  g_auto(ArbTestCliRun) second = { 0 };
  g_auto(ArbTestCliRun) as_chess = { 0 };
  g_auto(ArbTestCliRun) wrong_game = { 0 };

  arb_test_cli_run (&first, "18-13\n8x18\n", "play", "--game", "alquerque", "--save", path, NULL);
  assert_ok (&first);
  saved = arb_test_read_file (path, NULL);
  arb_test_assert_contains (saved, "[Variant \"Alquerque\"]\n");
  arb_test_assert_contains (saved, "[Result \"*\"]\n");
  arb_test_assert_contains (saved, "\n1. 18-13 8x18 *\n");

  arb_test_cli_run (&second, "history\n19-13\nquit\n", "play", "--game", "alquerque", "--save", path,
           NULL);
  assert_ok (&second);
  restored = g_strdup_printf ("Restored the game from %s (2 plies).\n" AFTER_JUMP_BOARD
                              "White to move\n", path);
  arb_test_assert_contains (second.out, restored);
  arb_test_assert_contains (second.out, "white> history\nFull history:\n1. White plays 18-13\n");
  g_free (saved);
  saved = arb_test_read_file (path, NULL);
  arb_test_assert_contains (saved, "\n1. 18-13 8x18 2. 19-13 *\n");

  /* The same file is not a chess game. */
  arb_test_cli_run (&as_chess, "", "play", "--save", path, NULL);
  g_assert_cmpint (as_chess.status, ==, 1);
  g_assert_cmpstr (as_chess.out, ==, "");
  arb_test_assert_contains (as_chess.err, "this is a game of alquerque, not of chess");

  /* Nor is a chess file an Alquerque game; it is left as it was. */
  arb_test_cli_run (&wrong_game, "", "play", "--game", "alquerque", "--save", chess, NULL);
  g_assert_cmpint (wrong_game.status, ==, 1);
  g_assert_cmpstr (wrong_game.out, ==, "");
  refused_prefix = g_strdup_printf ("arbiter-cli: cannot restore the game: %s:2:1: game 1: ",
                                    chess);
  g_assert_true (g_str_has_prefix (wrong_game.err, refused_prefix));
  {
    g_autofree char *left = arb_test_read_file (chess, NULL);

    g_assert_cmpstr (left, ==, chess_pgn);
  }

  arb_test_remove_dir (dir);
}

/* ----------------------------------------------------------------- main */

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  if (!arb_test_cli_is_set ())
    return 77; /* skipped */

  g_test_add_func ("/cli-games/games", test_games);
  g_test_add_func ("/cli-games/unknown-game", test_unknown_game);
  g_test_add_func ("/cli-games/game-option-position", test_game_option_position);

  g_test_add_func ("/cli-games/alquerque/perft/spec", test_perft_spec);
  g_test_add_func ("/cli-games/alquerque/perft/divide", test_perft_divide);
  g_test_add_func ("/cli-games/alquerque/perft/epd", test_perft_epd);
  g_test_add_func ("/cli-games/alquerque/perft/deep", test_perft_deep);
  g_test_add_func ("/cli-games/alquerque/perft/bench-chess-only", test_perft_bench_chess_only);

  g_test_add_func ("/cli-games/alquerque/moves", test_moves);
  g_test_add_func ("/cli-games/alquerque/moves/bad-position", test_moves_bad_position);

  g_test_add_func ("/cli-games/alquerque/inspect/fen", test_inspect_fen);
  g_test_add_func ("/cli-games/alquerque/inspect/stdin", test_inspect_stdin);
  g_test_add_func ("/cli-games/alquerque/inspect/stdin-odd-lines", test_inspect_stdin_odd_lines);
  g_test_add_func ("/cli-games/alquerque/inspect/bad-fen-option", test_inspect_bad_fen_option);

  g_test_add_func ("/cli-games/alquerque/replay/json", test_replay_json);
  g_test_add_func ("/cli-games/alquerque/replay/text", test_replay_text);
  g_test_add_func ("/cli-games/alquerque/replay/illegal", test_replay_illegal);
  g_test_add_func ("/cli-games/alquerque/replay/after-end", test_replay_after_end);
  g_test_add_func ("/cli-games/alquerque/replay/variant", test_replay_variant);

  g_test_add_func ("/cli-games/alquerque/play/board", test_play_board);
  g_test_add_func ("/cli-games/alquerque/play/win", test_play_win);
  g_test_add_func ("/cli-games/alquerque/play/end", test_play_end);
  g_test_add_func ("/cli-games/alquerque/play/end-undo-redo", test_play_end_undo_redo);
  g_test_add_func ("/cli-games/alquerque/play/bad-input", test_play_bad_input);
  g_test_add_func ("/cli-games/alquerque/play/commands", test_play_commands);
  g_test_add_func ("/cli-games/alquerque/play/fen", test_play_fen);
  g_test_add_func ("/cli-games/alquerque/play/save", test_play_save);

  return g_test_run ();
}
