/* arb-test-util.h — helpers shared by the GTest programs of tests/
 *
 * What the tests would each write for themselves: running arbiter-cli as a
 * process, temporary directories, reading files, the data files of
 * tests/data/ (levels, perft suites), reading PGN games, SplitMix64,
 * waiting on the main loop, and the UCI `position` command of the test
 * engines. A helper that cannot do its work fails the running test, so
 * that a test reads as its checks.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "arbiter.h"

G_BEGIN_DECLS

/* ------------------------------------------------------ running the CLI */

/* What one run of arbiter-cli left behind. */
typedef struct
{
  char  *out;      /* standard output; "" when it went to a file */
  char  *err;      /* standard error */
  gsize  err_len;  /* bytes in err: more than strlen (err) when it holds a NUL */
  int    status;   /* the exit status, or -1 when the program did not exit */
  int    term_sig; /* the signal that ended the program, or 0 */
} ArbTestCliRun;

/* Frees the output held by @run: g_auto(ArbTestCliRun) calls it. */
void arb_test_cli_run_clear (ArbTestCliRun *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ArbTestCliRun, arb_test_cli_run_clear)

/* The path of arbiter-cli from ARBITER_CLI (set by tests/meson.build), or
 * NULL when the test runs outside `meson test`. */
const char *arb_test_cli_path (void);

/* Runs arbiter-cli with @args (NULL-terminated, without the program) to
 * its end. Standard input is the file @stdin_path, or else @input through
 * a pipe (empty when NULL); standard output goes to the file @stdout_path,
 * or else into @run->out. */
void arb_test_cli_run_full (ArbTestCliRun     *run,
                            const char        *stdin_path,
                            const char        *input,
                            const char        *stdout_path,
                            const char *const *args);

/* arb_test_cli_run_full() with @input through a pipe and both outputs
 * collected: the common case. */
void arb_test_cli_runv (ArbTestCliRun     *run,
                        const char        *input,
                        const char *const *args);

/* arb_test_cli_runv() with the arguments listed after @input, NULL-terminated. */
void arb_test_cli_run (ArbTestCliRun *run,
                       const char    *input,
                       ...) G_GNUC_NULL_TERMINATED;

/* For main(): TRUE when ARBITER_CLI names the program; else says so on
 * standard error, and the test should exit with 77 (skipped). */
gboolean arb_test_cli_is_set (void);

/* ------------------------------------------------ files and directories */

/* A new directory made from @tmpl ("arb-NAME-XXXXXX") in the temporary
 * directory; free the path with g_free(). */
char *arb_test_make_dir (const char *tmpl);

/* Removes @dir and everything in it; symbolic links are removed, not
 * followed. */
void arb_test_remove_dir (const char *dir);

/* The contents of the file at @path, and their length in @length when
 * not NULL. */
char *arb_test_read_file (const char *path,
                          gsize      *length);

/* ----------------------------------------------- the files of tests/data */

/* The lines of the data file tests/data/@name that are neither blank nor a
 * '#' comment, each split at ';' into @n_fields fields, each stripped: an
 * array of GStrv. A line with another number of fields fails the test. */
GPtrArray *arb_test_read_data_rows (const char *name,
                                    guint       n_fields);

/* One line of a levels file (alquerque-levels.txt, checkers-levels.txt):
 * "FEN;LEVEL;TIED BEST MOVES", computed by an independent reference. */
typedef struct
{
  char  *fen;
  guint  level;
  GStrv  ties;  /* byte-sorted: the first is the unseeded choice */
} ArbTestLevelRow;

/* Every line of the levels file tests/data/@name, as ArbTestLevelRow. */
GPtrArray *arb_test_read_level_rows (const char *name);

/* One count of a perft suite: "D3 8902". */
typedef struct
{
  guint   depth;
  guint64 nodes;
} ArbTestPerftCount;

/* One line of a perft suite (perft.epd, perft-alquerque.epd, …):
 * "FEN ;D1 20 ;D2 400 ;D3 8902". */
typedef struct
{
  guint   line;    /* in the file, for messages */
  char   *fen;
  GArray *counts;  /* of ArbTestPerftCount, in the file's order */
} ArbTestPerftLine;

/* Every line of the perft suite tests/data/@name, in order, as
 * ArbTestPerftLine. A count that does not read as "D<depth> <nodes>" stops
 * the program, naming the file and the line. */
GPtrArray *arb_test_read_perft_suite (const char *name);

/* ----------------------------------------------------------------- text */

/* Fails the test, showing @haystack, unless @needle stands in it. */
#define arb_test_assert_contains(haystack, needle) \
  arb_test_assert_contains_impl (__FILE__, __LINE__, G_STRFUNC, (haystack), (needle))
void arb_test_assert_contains_impl (const char *file,
                                    int         line,
                                    const char *func,
                                    const char *haystack,
                                    const char *needle);

/* The lines of @text, without the empty string after the last newline. */
GStrv arb_test_split_lines (const char *text);

/* How many times @needle stands in @haystack, overlaps counted. */
guint arb_test_count_occurrences (const char *haystack,
                                  const char *needle);

/* Games without their moves' times, which differ from run to run. */
char *arb_test_without_times (const char *text);

/* The same games but for their moves' times. */
#define arb_test_assert_same_games(a, b) \
  G_STMT_START { \
    g_autofree char *arb_a_ = arb_test_without_times (a); \
    g_autofree char *arb_b_ = arb_test_without_times (b); \
    g_assert_cmpstr (arb_a_, ==, arb_b_); \
  } G_STMT_END

/* ------------------------------------------------------------------ PGN */

/* Every game of @stream, read as @name, as an array of ArbPgnGame; no
 * I/O error allowed. */
GPtrArray *arb_test_read_games (GInputStream *stream,
                                const char   *name);
/* Every game @reader reads, the same way. */
GPtrArray *arb_test_read_all   (ArbPgnReader *reader);

/* arb_test_read_games() on a copy of the @len bytes at @data. */
GPtrArray *arb_test_read_data (const char *data,
                               gsize       len,
                               const char *name);

/* Game @i of @games, which must have one. */
ArbPgnGame *arb_test_nth_game (GPtrArray *games,
                               guint      i);

/* Checks that @pgn was read without an error or a warning. */
void arb_test_assert_clean (ArbPgnGame *pgn);

/* Checks that @copy (read back, replayed, …) is @game over again: the same
 * ply, result, ending and records, field by field. */
void arb_test_assert_same_game (ArbGame *game,
                                ArbGame *copy);

/* The SAN of the moves of @game, space-separated. */
char *arb_test_game_moves (ArbGame *game);

/* The records of @game in effect from @first (as arb_game_get_record()
 * counts them) on, every summary expanded (arb_game_foreach_record()):
 * what the game's spec lists. */
GArray *arb_test_expanded_records (ArbGame *game,
                                   guint    first);

/* -------------------------------------------------------------- engines */

/* SplitMix64 as checkers.md §11 writes it, written again here rather than
 * taken from the engine: the expected seeded pick among tied moves. */
guint64 arb_test_splitmix64 (guint64 *state);

/* A position of @rules read from its position string @text, which must be
 * valid; free with g_free(). */
gpointer arb_test_read_state (const ArbRules *rules,
                              const char     *text);

/* The game of a UCI `position [startpos | fen FEN…] [moves M…]` @line for
 * @rules, or NULL when the position or a move is refused. */
ArbGame *arb_test_read_uci_position (const ArbRules *rules,
                                     const char     *line);

/* Whether process @pid is gone: no such process, or a zombie that only
 * waits for a parent (init, in a container, may not reap it). */
gboolean arb_test_process_gone (int pid);

/* ------------------------------------------------------------- memcheck */

/* Whether case @k of a loop over many cases of the same code (the rows of
 * a reference table, every fault in every game) runs: always, but under
 * valgrind's memcheck (the `valgrind` test setup sets
 * ARBITER_TEST_MEMCHECK) only every @n-th, the first included. Memcheck
 * looks for memory errors, which another input down the same path repeats,
 * and each program a test starts costs it seconds; the plain and sanitizer
 * runs still go through every case. */
gboolean arb_test_run_case (guint k,
                            guint n);

/* Whether the test runs under valgrind's memcheck (the `valgrind` test
 * setup), for a loop bounded by a count rather than by its cases. */
gboolean arb_test_under_memcheck (void);

/* ------------------------------------------------------------ main loop */

/* Runs the default main context until @condition holds for @data: FALSE
 * when it still does not after @ms milliseconds. */
gboolean arb_test_wait_until (gboolean (*condition) (gpointer),
                              gpointer   data,
                              guint      ms);

G_END_DECLS
