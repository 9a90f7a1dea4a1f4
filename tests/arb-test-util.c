/* arb-test-util.c — helpers shared by the GTest programs of tests/
 *
 * See arb-test-util.h for what each one does.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-test-util.h"

#include <string.h>

#include <glib/gstdio.h>

/* ------------------------------------------------------ running the CLI */

void
arb_test_cli_run_clear (ArbTestCliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

const char *
arb_test_cli_path (void)
{
  return g_getenv ("ARBITER_CLI");
}

/* @bytes as a string ("" when NULL), its length in @len when not NULL. */
static char *
bytes_to_string (GBytes *bytes,
                 gsize  *len)
{
  gsize size = 0;
  const char *data = bytes != NULL ? g_bytes_get_data (bytes, &size) : NULL;

  if (len != NULL)
    *len = size;
  return g_strndup (data != NULL ? data : "", size);
}

void
arb_test_cli_run_full (ArbTestCliRun     *run,
                       const char        *stdin_path,
                       const char        *input,
                       const char        *stdout_path,
                       const char *const *args)
{
  const char *cli_path = arb_test_cli_path ();
  GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDERR_PIPE;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GBytes) stdin_bytes = NULL;
  g_autoptr(GBytes) stdout_bytes = NULL;
  g_autoptr(GBytes) stderr_bytes = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (cli_path);
  g_assert_true (stdin_path == NULL || input == NULL);

  g_ptr_array_add (argv, (gpointer) cli_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  if (stdin_path == NULL)
    {
      flags |= G_SUBPROCESS_FLAGS_STDIN_PIPE;
      stdin_bytes = g_bytes_new (input != NULL ? input : "", input != NULL ? strlen (input) : 0);
    }
  if (stdout_path == NULL)
    flags |= G_SUBPROCESS_FLAGS_STDOUT_PIPE;
  launcher = g_subprocess_launcher_new (flags);
  if (stdin_path != NULL)
    g_subprocess_launcher_set_stdin_file_path (launcher, stdin_path);
  if (stdout_path != NULL)
    g_subprocess_launcher_set_stdout_file_path (launcher, stdout_path);

  process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate (process, stdin_bytes, NULL,
                            stdout_path == NULL ? &stdout_bytes : NULL, &stderr_bytes, &error);
  g_assert_no_error (error);

  run->out = bytes_to_string (stdout_bytes, NULL);
  run->err = bytes_to_string (stderr_bytes, &run->err_len);
  run->status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1;
  run->term_sig = g_subprocess_get_if_signaled (process) ? g_subprocess_get_term_sig (process) : 0;
}

void
arb_test_cli_runv (ArbTestCliRun     *run,
                   const char        *input,
                   const char *const *args)
{
  arb_test_cli_run_full (run, NULL, input, NULL, args);
}

/**
 * arb_test_cli_run:
 * @run: (out caller-allocates): what the run left behind
 * @input: (nullable): what to write to its standard input
 * @...: the arguments, NULL-terminated
 *
 * arb_test_cli_runv() with the arguments listed after @input.
 */
void
arb_test_cli_run (ArbTestCliRun *run,
                  const char    *input,
                  ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const char *arg;
  va_list ap;

  va_start (ap, input);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  arb_test_cli_runv (run, input, (const char *const *) args->pdata);
}

gboolean
arb_test_cli_is_set (void)
{
  if (arb_test_cli_path () != NULL)
    return TRUE;
  g_printerr ("ARBITER_CLI is not set: run this test with 'meson test'\n");
  return FALSE;
}

/* ------------------------------------------------ files and directories */

char *
arb_test_make_dir (const char *tmpl)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp (tmpl, &error);

  g_assert_no_error (error);
  return dir;
}

void
arb_test_remove_dir (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *entry;

  g_assert_nonnull (listing);
  while ((entry = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, entry, NULL);

      /* g_file_test() follows links: a link to a directory is a file here,
       * or the directory it points to would be emptied. */
      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        arb_test_remove_dir (path);
      else
        g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

char *
arb_test_read_file (const char *path,
                    gsize      *length)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);
  return contents;
}

/* ----------------------------------------------- the files of tests/data */

/* The lines of tests/data/@name, to be read with data_line(). */
static GStrv
read_data_lines (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *contents = arb_test_read_file (path, NULL);

  return g_strsplit (contents, "\n", -1);
}

/* @line stripped, or NULL when it is blank or a '#' comment. */
static char *
data_line (char *line)
{
  line = g_strstrip (line);
  return line[0] == '\0' || line[0] == '#' ? NULL : line;
}

GPtrArray *
arb_test_read_data_rows (const char *name,
                         guint       n_fields)
{
  g_auto(GStrv) lines = read_data_lines (name);
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = data_line (lines[i]);
      GStrv fields;

      if (line == NULL)
        continue;
      fields = g_strsplit (line, ";", -1);
      g_ptr_array_add (rows, fields);
      g_assert_cmpuint (g_strv_length (fields), ==, n_fields);
      for (guint f = 0; f < n_fields; f++)
        g_strstrip (fields[f]);
    }
  return rows;
}

static void
level_row_free (gpointer data)
{
  ArbTestLevelRow *row = data;

  g_free (row->fen);
  g_strfreev (row->ties);
  g_free (row);
}

GPtrArray *
arb_test_read_level_rows (const char *name)
{
  g_autoptr(GPtrArray) fields = arb_test_read_data_rows (name, 3);
  GPtrArray *rows = g_ptr_array_new_with_free_func (level_row_free);

  for (guint i = 0; i < fields->len; i++)
    {
      GStrv row_fields = g_ptr_array_index (fields, i);
      ArbTestLevelRow *row = g_new0 (ArbTestLevelRow, 1);

      row->fen = g_strdup (row_fields[0]);
      row->level = (guint) g_ascii_strtoull (row_fields[1], NULL, 10);
      row->ties = g_strsplit (row_fields[2], " ", -1);
      g_ptr_array_add (rows, row);
    }
  return rows;
}

static void
perft_line_free (gpointer data)
{
  ArbTestPerftLine *line = data;

  g_free (line->fen);
  g_array_unref (line->counts);
  g_free (line);
}

/* "D3 8902", line @line_no of @name. */
static ArbTestPerftCount
read_perft_count (const char *name,
                  guint       line_no,
                  const char *op)
{
  ArbTestPerftCount count;
  char *end = NULL;

  if (op[0] != 'D')
    g_error ("%s line %u: unknown operation \"%s\"", name, line_no, op);
  count.depth = (guint) g_ascii_strtoull (op + 1, &end, 10);
  if (end == op + 1 || *end != ' ' || count.depth > ARB_PERFT_MAX_DEPTH)
    g_error ("%s line %u: bad depth in \"%s\"", name, line_no, op);
  op = end + 1;
  count.nodes = g_ascii_strtoull (op, &end, 10);
  if (end == op || *end != '\0')
    g_error ("%s line %u: bad count in \"%s\"", name, line_no, op);
  return count;
}

GPtrArray *
arb_test_read_perft_suite (const char *name)
{
  g_auto(GStrv) lines = read_data_lines (name);
  GPtrArray *suite = g_ptr_array_new_with_free_func (perft_line_free);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *text = data_line (lines[i]);
      g_auto(GStrv) parts = NULL;
      ArbTestPerftLine *line;

      if (text == NULL)
        continue;
      parts = g_strsplit (text, ";", -1);
      line = g_new0 (ArbTestPerftLine, 1);
      line->line = i + 1;
      line->fen = g_strstrip (g_strdup (parts[0]));
      line->counts = g_array_new (FALSE, FALSE, sizeof (ArbTestPerftCount));
      for (guint p = 1; parts[p] != NULL; p++)
        {
          const char *op = g_strstrip (parts[p]);
          ArbTestPerftCount count;

          if (op[0] == '\0')
            continue;
          count = read_perft_count (name, i + 1, op);
          g_array_append_val (line->counts, count);
        }
      g_ptr_array_add (suite, line);
    }
  return suite;
}

/* ----------------------------------------------------------------- text */

void
arb_test_assert_contains_impl (const char *file,
                               int         line,
                               const char *func,
                               const char *haystack,
                               const char *needle)
{
  g_autofree char *message = NULL;

  if (strstr (haystack, needle) != NULL)
    return;
  message = g_strdup_printf ("expected to find «%s» in:\n%s", needle, haystack);
  g_assertion_message (G_LOG_DOMAIN, file, line, func, message);
}

/**
 * arb_test_split_lines:
 * @text: some text
 *
 * Returns: (transfer full): the lines of @text, without the empty string
 *   after the last newline.
 */
GStrv
arb_test_split_lines (const char *text)
{
  GStrv lines = g_strsplit (text, "\n", -1);
  guint n = g_strv_length (lines);

  if (n > 0 && lines[n - 1][0] == '\0')
    {
      g_free (lines[n - 1]);
      lines[n - 1] = NULL;
    }
  return lines;
}

/* "{ " as "{", " }" as "}". */
static gboolean
trim_brace (const GMatchInfo *info,
            GString          *out,
            gpointer          data)
{
  g_autofree char *match = g_match_info_fetch (info, 0);

  g_string_append_c (out, match[0] == '{' ? '{' : '}');
  return FALSE;
}

guint
arb_test_count_occurrences (const char *haystack,
                            const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (haystack, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

/**
 * arb_test_without_times:
 * @text: games as the match referee writes them
 *
 * Returns: (transfer full): @text without what differs from one run to the
 *   next: each move's time ("0.31s") and the line breaks it moves
 */
char *
arb_test_without_times (const char *text)
{
  g_autoptr (GRegex) time = g_regex_new ("(?<=[{ ])[0-9]+(\\.[0-9]+)?s(?=[ }])", 0, 0, NULL);
  g_autoptr (GRegex) space = g_regex_new ("\\s+", 0, 0, NULL);
  g_autoptr (GRegex) inside = g_regex_new ("\\{ | \\}", 0, 0, NULL);
  g_autofree char *timeless = g_regex_replace_literal (time, text, -1, 0, "", 0, NULL);
  g_autofree char *spaced = g_regex_replace_literal (space, timeless, -1, 0, " ", 0, NULL);

  return g_regex_replace_eval (inside, spaced, -1, 0, 0, trim_brace, NULL, NULL);
}

/* ------------------------------------------------------------------ PGN */

GPtrArray *
arb_test_read_games (GInputStream *stream,
                     const char   *name)
{
  g_autoptr(ArbPgnReader) reader = arb_pgn_reader_new (stream, name);

  return arb_test_read_all (reader);
}

GPtrArray *
arb_test_read_all (ArbPgnReader *reader)
{
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_pgn_game_free);

  for (;;)
    {
      g_autoptr(GError) error = NULL;
      ArbPgnGame *pgn = arb_pgn_reader_next (reader, &error);

      g_assert_no_error (error);
      if (pgn == NULL)
        break;
      g_ptr_array_add (games, pgn);
    }
  return games;
}

GPtrArray *
arb_test_read_data (const char *data,
                    gsize       len,
                    const char *name)
{
  g_autoptr(GInputStream) stream =
    g_memory_input_stream_new_from_data (g_memdup2 (data, len), (gssize) len, g_free);

  return arb_test_read_games (stream, name);
}

ArbPgnGame *
arb_test_nth_game (GPtrArray *games,
                   guint      i)
{
  g_assert_cmpuint (i, <, games->len);
  return g_ptr_array_index (games, i);
}

void
arb_test_assert_clean (ArbPgnGame *pgn)
{
  g_assert_no_error (pgn->error);
  g_assert_cmpuint (pgn->warnings->len, ==, 0);
}

void
arb_test_assert_same_game (ArbGame *game,
                           ArbGame *copy)
{
  g_assert_cmpuint (arb_game_get_ply (copy), ==, arb_game_get_ply (game));
  g_assert_cmpint (arb_game_get_result (copy), ==, arb_game_get_result (game));
  g_assert_cmpint (arb_game_get_termination (copy), ==, arb_game_get_termination (game));
  g_assert_cmpuint (arb_game_get_n_records (copy), ==, arb_game_get_n_records (game));
  for (guint i = 0; i < arb_game_get_n_records (game); i++)
    {
      const ArbRecord *a = arb_game_get_record (game, i);
      const ArbRecord *b = arb_game_get_record (copy, i);

      g_assert_cmpint (a->type, ==, b->type);
      g_assert_cmpint (a->side, ==, b->side);
      g_assert_cmpint (a->reason, ==, b->reason);
      g_assert_true (arb_move_equal (&a->move, &b->move));
      g_assert_cmpint (a->piece, ==, b->piece);
      g_assert_cmpint (a->captured, ==, b->captured);
      g_assert_cmpstr (a->text, ==, b->text);
    }
}

char *
arb_test_game_moves (ArbGame *game)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < arb_game_get_n_records (game); i++)
    {
      const ArbRecord *record = arb_game_get_record (game, i);

      if (record->type != ARB_RECORD_MOVE)
        continue;
      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, record->text);
    }
  return g_string_free (out, FALSE);
}

static void
append_record (const ArbRecord *record,
               gpointer         user_data)
{
  g_array_append_vals (user_data, record, 1);
}

GArray *
arb_test_expanded_records (ArbGame *game,
                           guint    first)
{
  GArray *records = g_array_new (FALSE, FALSE, sizeof (ArbRecord));

  arb_game_foreach_record (game, first, arb_game_get_n_records (game), append_record, records);
  return records;
}

/* A position of @rules from a valid position string @text. */
gpointer
arb_test_read_state (const ArbRules *rules,
                     const char     *text)
{
  g_autoptr(GError) error = NULL;
  gpointer state = g_malloc0 (rules->state_size);

  g_assert_true (rules->read_position (state, text, &error));
  g_assert_no_error (error);
  return state;
}

/* -------------------------------------------------------------- engines */

guint64
arb_test_splitmix64 (guint64 *state)
{
  guint64 z;

  *state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  z = *state;
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

gboolean
arb_test_process_gone (int pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", pid);
  g_autofree char *stat = NULL;
  const char *after_name;

  if (!g_file_get_contents (path, &stat, NULL, NULL))
    return TRUE;
  after_name = strrchr (stat, ')');
  return after_name != NULL && after_name[1] == ' ' && after_name[2] == 'Z';
}

gboolean
arb_test_under_memcheck (void)
{
  static int memcheck = -1;

  if (memcheck < 0)
    memcheck = g_getenv ("ARBITER_TEST_MEMCHECK") != NULL;
  return memcheck;
}

gboolean
arb_test_run_case (guint k,
                   guint n)
{
  return !arb_test_under_memcheck () || n <= 1 || k % n == 0;
}

ArbGame *
arb_test_read_uci_position (const ArbRules *rules,
                            const char     *line)
{
  g_auto (GStrv) words = g_strsplit (line, " ", -1);
  g_autoptr (GString) fen = g_string_new (NULL);
  ArbGame *game;
  guint i = 1;

  if (words[i] != NULL && strcmp (words[i], "startpos") == 0)
    i++;
  else if (words[i] != NULL && strcmp (words[i], "fen") == 0)
    for (i++; words[i] != NULL && strcmp (words[i], "moves") != 0; i++)
      g_string_append_printf (fen, "%s%s", fen->len > 0 ? " " : "", words[i]);
  game = fen->len > 0 ? arb_game_new_from_string (rules, fen->str, NULL)
                      : arb_game_new_for_rules (rules);
  if (game == NULL)
    return NULL;
  if (words[i] != NULL && strcmp (words[i], "moves") == 0)
    for (i++; words[i] != NULL; i++)
      if (!arb_game_play_notation (game, words[i], NULL))
        {
          g_object_unref (game);
          return NULL;
        }
  return game;
}

/* ------------------------------------------------------------ main loop */

/* Keeps the main loop waking up, so that the deadline is seen. */
static gboolean
tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

gboolean
arb_test_wait_until (gboolean (*condition) (gpointer),
                     gpointer   data,
                     guint      ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;
  guint ticker = g_timeout_add (10, tick, NULL);
  gboolean held;

  /* @condition is not asked again once it held: some look the answer up
   * and keep it in @data. */
  while (!(held = condition (data)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (ticker);
  return held;
}
