/* arb-cli-replay.c — `arbiter-cli replay`: checking the games of PGN files
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <gio/gunixinputstream.h>

/* ------------------------------------------------------------- structs */

typedef struct
{
  gboolean  json;       /* one JSON object per game instead of text */
  gboolean  quiet;      /* check only: print errors, warnings and a summary */
  GString  *out;        /* reused for every game's JSON */
  const ArbRules *forced; /* --game: every game must be this one; NULL: as the tags say */
  guint     n_printed;  /* games printed so far, to separate them */
  guint64   n_games;    /* valid games, for the summary of --quiet */
  guint64   n_plies;
  guint64   n_invalid;
} ReplayContext;

/* ------------------------------------------------------------ statics */

/* What print_game_json() hands each record to. */
typedef struct
{
  ReplayContext  *ctx;
  const ArbRules *rules;
  gconstpointer   state;  /* the game's final position, for its parameters */
  guint           n_written;
} JsonRecords;

/* Past this many bytes of JSON, what is built goes out: a game's records,
 * summaries expanded, may run to hundreds of megabytes. */
#define JSON_FLUSH_BYTES 65536

static void
print_record_json (const ArbRecord *record,
                   gpointer         user_data)
{
  JsonRecords *json = user_data;
  GString *out = json->ctx->out;

  /* The setup (Congkak's coin) is ply 0, in the file's tags: the records
   * are what the moves and the players did. */
  if (record->type == ARB_RECORD_SETUP)
    return;
  if (json->n_written++ > 0)
    g_string_append_c (out, ',');
  json->rules->record_json (json->state, record, out);
  if (out->len >= JSON_FLUSH_BYTES)
    {
      fwrite (out->str, 1, out->len, stdout);
      g_string_truncate (out, 0);
    }
}

/* The JSON is written by hand rather than through a JsonBuilder: replaying
 * a database prints millions of records, and every string in them comes
 * from a fixed vocabulary (sides, types, cells, notation, position strings,
 * results) that JSON needs no escape for; each game's table writes its own
 * records. Every record the spec lists is written: a summary of records
 * (ARB_RECORD_ROLE_SUMMARY) is expanded as it is written, and the output
 * goes out as it grows, so memory stays bounded however many there are.
 * tests/test-cli.c parses the output with json-glib. */
static void
print_game_json (ReplayContext    *ctx,
                 const ArbPgnGame *pgn_game)
{
  ArbGame *game = pgn_game->game;
  JsonRecords json = { ctx, arb_game_get_rules (game), arb_game_get_state (game), 0 };

  g_string_printf (ctx->out, "{\"game\":%u,\"plies\":%u,\"result\":\"%s\",\"final_fen\":\"",
                   pgn_game->number, arb_game_get_ply (game),
                   arb_result_to_string (arb_game_get_result (game)));
  json.rules->write_position (arb_game_get_state (game), ctx->out);
  g_string_append (ctx->out, "\",\"records\":[");
  arb_game_foreach_record (game, 0, arb_game_get_n_records (game), print_record_json, &json);
  g_string_append (ctx->out, "]}\n");
  fwrite (ctx->out->str, 1, ctx->out->len, stdout);
}

static void
print_game_text (ReplayContext    *ctx,
                 const ArbPgnGame *pgn_game,
                 const char       *display_name)
{
  /* Every record, then the "Result: …" line, each ending with a newline. */
  g_autofree char *history = arb_game_history_to_text (pgn_game->game);
  /* The name given on the command line, printable (arb_text_escape()). */
  g_autofree char *name = arb_text_escape (display_name, -1, 0);

  if (ctx->n_printed > 0)
    fputc ('\n', stdout);
  printf ("Game %u (%s):\n", pgn_game->number, name);
  fputs (history, stdout);
}

/* Skips "LINE:COL: " in @text; NULL when @text does not start so. */
static const char *
skip_line_column (const char *text)
{
  for (int field = 0; field < 2; field++)
    {
      if (!g_ascii_isdigit (*text))
        return NULL;
      while (g_ascii_isdigit (*text))
        text++;
      if (*text++ != ':')
        return NULL;
    }
  return *text == ' ' ? text + 1 : NULL;
}

/* Prints a warning in the form compilers use, which editors jump to:
 * "FILE:LINE:COL: warning: game N: …". The reader's warnings start with
 * their location; one without gets the game's first line. */
static void
print_warning (const char       *display_name,
               const ArbPgnGame *pgn_game,
               const char       *warning)
{
  gsize name_len = strlen (display_name);
  const char *rest = NULL;
  g_autofree char *line = NULL;
  g_autofree char *shown = NULL;

  if (strncmp (warning, display_name, name_len) == 0 && warning[name_len] == ':')
    rest = skip_line_column (warning + name_len + 1);
  if (rest != NULL)
    line = g_strdup_printf ("%.*swarning: %s", (int) (rest - warning), warning, rest);
  else
    line = g_strdup_printf ("%s:%u: warning: %s", display_name, pgn_game->line, warning);
  /* The file's name and text are quoted already; a control character in a
   * name given on the command line is escaped too. */
  shown = arb_text_escape (line, -1, 0);
  fprintf (stderr, "%s\n", shown);
}

/* Checks and prints every game of @stream. Returns FALSE when a game is
 * invalid or the stream cannot be read; the games after an invalid one are
 * still checked. */
static gboolean
replay_stream (ReplayContext *ctx,
               GInputStream  *stream,
               const char    *display_name)
{
  g_autoptr(ArbPgnReader) reader = arb_pgn_reader_new_game (stream, display_name, ctx->forced);
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  /* --param: what files that say nothing were played by (a database of
   * standard English draughts: --param regicide=false); without --game,
   * the default game's (a file of the founding game without [Variant]:
   * --param variant=simplified). */
  if (ctx->forced != NULL)
    arb_pgn_reader_set_params (reader, arb_cli_params (ctx->forced));
  else if (arb_cli_params (arb_games_default ())->given != 0)
    arb_pgn_reader_set_game_params (reader, arb_games_default (),
                                    arb_cli_params (arb_games_default ()));
  /* -q wants the verdict only: the games are checked, not kept. */
  arb_pgn_reader_set_check_only (reader, ctx->quiet);

  for (;;)
    {
      /* One game at a time, freed before the next is read: memory stays
       * flat however large the file. */
      g_autoptr(ArbPgnGame) pgn_game = arb_pgn_reader_next (reader, &error);

      if (pgn_game == NULL)
        break;

      if (pgn_game->warnings != NULL)
        {
          for (guint i = 0; i < pgn_game->warnings->len; i++)
            print_warning (display_name, pgn_game, g_ptr_array_index (pgn_game->warnings, i));
        }

      if (pgn_game->error != NULL)
        {
          /* Already "FILE:LINE:COL: game N, ply P: 'Ke3': reason", the
           * form editors jump to: printed as it is, but for a control
           * character in FILE (arb_text_escape()). */
          g_autofree char *shown = arb_text_escape (pgn_game->error->message, -1, 0);

          fprintf (stderr, "%s\n", shown);
          ctx->n_invalid++;
          ok = FALSE;
          continue;
        }

      ctx->n_games++;
      ctx->n_plies += pgn_game->n_plies;
      if (ctx->quiet)
        continue;
      if (ctx->json)
        print_game_json (ctx, pgn_game);
      else
        print_game_text (ctx, pgn_game, display_name);
      ctx->n_printed++;
    }

  if (error != NULL)
    {
      arb_cli_error ("%s", error->message);
      ok = FALSE;
    }
  return ok;
}

/* Opens @path for reading; the message says why not, in the words of the
 * system ("No such file or directory"). */
static GInputStream *
open_file (const char  *path,
           GError     **error)
{
  struct stat st;
  int fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  int saved_errno;

  if (fd < 0)
    {
      saved_errno = errno;
      g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                           g_strerror (saved_errno));
      return NULL;
    }
  if (fstat (fd, &st) == 0 && S_ISDIR (st.st_mode))
    {
      close (fd);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                           g_strerror (EISDIR));
      return NULL;
    }
  return g_unix_input_stream_new (fd, TRUE);
}

/* ---------------------------------------------------------- public API */

/**
 * arb_cli_replay:
 * @argc: argument count, argv[0] being "replay"
 * @argv: the arguments
 *
 * `arbiter-cli replay [--json | --quiet] FILE…`: reads every game of each
 * PGN file (`-` is standard input) with the streaming reader and prints
 * it: its history and result as text, or one JSON object per line; with
 * --quiet only a count of games, plies and invalid games at the end. An invalid
 * game is reported on standard error as `FILE:LINE:COL: game N, ply P:
 * 'Ke3': reason`; the other games and files are still checked and the
 * exit status is then 1.
 *
 * Returns: the exit status
 */
int
arb_cli_replay (int    argc,
                char **argv)
{
  gboolean json = FALSE;
  gboolean quiet = FALSE;
  g_auto(GStrv) files = NULL;
  const GOptionEntry entries[] = {
    { "json", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &json,
      "Print one JSON object per game, on one line", NULL },
    { "quiet", 'q', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &quiet,
      "Only check: print the errors and a last line 'N games, N plies, N invalid'", NULL },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME_ARRAY, &files,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GString) out = g_string_new (NULL);
  ReplayContext ctx = { 0 };
  int status;

  status = arb_cli_parse_options ("replay", "FILE…",
                                  "Checks every game of each PGN file ('-' is standard input), each\n"
                                  "by the rules its tags name (chess when none); with --game, a game\n"
                                  "of another game is an error.\n"
                                  "Prints each game's history and result, or with --json one object\n"
                                  "per game: {\"game\", \"plies\", \"result\", \"final_fen\", \"records\"},\n"
                                  "or with --quiet only a last line 'N games, N plies, N invalid'.\n"
                                  "Invalid games are reported on standard error as\n"
                                  "FILE:LINE:COL: game N, ply P: 'MOVE': reason",
                                  entries, &ctx.forced, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;
  status = ARB_CLI_STATUS_OK;

  if (files == NULL || files[0] == NULL)
    {
      arb_cli_error ("replay: missing FILE; see '%s replay --help'", ARB_CLI_NAME);
      return ARB_CLI_STATUS_USAGE;
    }

  if (json && quiet)
    {
      arb_cli_error ("replay: --json and --quiet cannot be combined");
      return ARB_CLI_STATUS_USAGE;
    }
  ctx.json = json;
  ctx.quiet = quiet;
  ctx.out = out;

  for (guint i = 0; files[i] != NULL; i++)
    {
      const char *path = files[i];
      g_autoptr(GInputStream) stream = NULL;
      g_autoptr(GError) error = NULL;
      const char *display_name;

      if (g_str_equal (path, "-"))
        {
          stream = g_unix_input_stream_new (STDIN_FILENO, FALSE);
          display_name = "<stdin>";
        }
      else
        {
          stream = open_file (path, &error);
          display_name = path;
        }

      if (stream == NULL)
        {
          arb_cli_error ("cannot open %s: %s", path, error->message);
          status = ARB_CLI_STATUS_FAILURE;
          continue;
        }

      if (!replay_stream (&ctx, stream, display_name))
        status = ARB_CLI_STATUS_FAILURE;
    }

  if (quiet)
    printf ("%" G_GUINT64_FORMAT " games, %" G_GUINT64_FORMAT " plies, %" G_GUINT64_FORMAT
            " invalid\n", ctx.n_games, ctx.n_plies, ctx.n_invalid);
  return status;
}
