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
#include <json-glib/json-glib.h>

/* ------------------------------------------------------------- structs */

typedef struct
{
  gboolean       json;       /* one JSON object per game instead of text */
  JsonGenerator *generator;  /* reused for every game */
  guint          n_printed;  /* games printed so far, to separate them */
} ReplayContext;

/* ------------------------------------------------------------ statics */

static void
add_side_member (JsonBuilder *builder,
                 ArbSide      side)
{
  json_builder_set_member_name (builder, "side");
  json_builder_add_string_value (builder, arb_side_name (side));
}

/* One entry of "records": its members depend on its type. */
static void
add_record (JsonBuilder     *builder,
            const ArbRecord *record)
{
  char from[3];
  char to[3];

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  switch (record->type)
    {
    case ARB_RECORD_MOVE:
      arb_square_to_name (record->move.from, from);
      arb_square_to_name (record->move.to, to);
      json_builder_add_string_value (builder, "move");
      add_side_member (builder, record->side);
      json_builder_set_member_name (builder, "from");
      json_builder_add_string_value (builder, from);
      json_builder_set_member_name (builder, "to");
      json_builder_add_string_value (builder, to);
      json_builder_set_member_name (builder, "san");
      json_builder_add_string_value (builder, record->san);
      break;

    case ARB_RECORD_CHECK:
      json_builder_add_string_value (builder, "check");
      add_side_member (builder, record->side);
      break;

    case ARB_RECORD_WIN:
      json_builder_add_string_value (builder, "win");
      add_side_member (builder, record->side);
      break;

    case ARB_RECORD_DRAW:
      json_builder_add_string_value (builder, "draw");
      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder, arb_termination_to_string (record->reason));
      break;

    case ARB_RECORD_RESIGN:
      json_builder_add_string_value (builder, "resign");
      add_side_member (builder, record->side);
      break;

    default:
      g_assert_not_reached ();
    }
  json_builder_end_object (builder);
}

static void
print_game_json (ReplayContext    *ctx,
                 const ArbPgnGame *pgn_game)
{
  ArbGame *game = pgn_game->game;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *fen = arb_game_get_fen (game);
  g_autofree char *json = NULL;
  guint n_records = arb_game_get_n_records (game);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_int_value (builder, pgn_game->number);
  json_builder_set_member_name (builder, "plies");
  json_builder_add_int_value (builder, arb_game_get_ply (game));
  json_builder_set_member_name (builder, "result");
  json_builder_add_string_value (builder, arb_result_to_string (arb_game_get_result (game)));
  json_builder_set_member_name (builder, "final_fen");
  json_builder_add_string_value (builder, fen);
  json_builder_set_member_name (builder, "records");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_records; i++)
    add_record (builder, arb_game_get_record (game, i));
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (ctx->generator, root);
  json = json_generator_to_data (ctx->generator, NULL);
  fputs (json, stdout);
  fputc ('\n', stdout);
}

static void
print_game_text (ReplayContext    *ctx,
                 const ArbPgnGame *pgn_game,
                 const char       *display_name)
{
  /* Every record, then the "Result: …" line, each ending with a newline. */
  g_autofree char *history = arb_game_history_to_text (pgn_game->game);

  if (ctx->n_printed > 0)
    fputc ('\n', stdout);
  printf ("Game %u (%s):\n", pgn_game->number, display_name);
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

  if (strncmp (warning, display_name, name_len) == 0 && warning[name_len] == ':')
    rest = skip_line_column (warning + name_len + 1);

  if (rest != NULL)
    fprintf (stderr, "%.*swarning: %s\n", (int) (rest - warning), warning, rest);
  else
    fprintf (stderr, "%s:%u: warning: %s\n", display_name, pgn_game->line, warning);
}

/* Checks and prints every game of @stream. Returns FALSE when a game is
 * invalid or the stream cannot be read; the games after an invalid one are
 * still checked. */
static gboolean
replay_stream (ReplayContext *ctx,
               GInputStream  *stream,
               const char    *display_name)
{
  g_autoptr(ArbPgnReader) reader = arb_pgn_reader_new (stream, display_name);
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

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
           * form editors jump to: printed as it is. */
          fprintf (stderr, "%s\n", pgn_game->error->message);
          ok = FALSE;
          continue;
        }

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
 * `arbiter-cli replay [--json] FILE…`: reads every game of each PGN file
 * (`-` is standard input) with the streaming reader and prints it: its
 * history and result as text, or one JSON object per line. An invalid
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
  g_auto(GStrv) files = NULL;
  const GOptionEntry entries[] = {
    { "json", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &json,
      "Print one JSON object per game, on one line", NULL },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME_ARRAY, &files,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  ReplayContext ctx = { FALSE, NULL, 0 };
  int status;

  status = arb_cli_parse_options ("replay", "FILE…",
                                  "Checks every game of each PGN file ('-' is standard input).\n"
                                  "Prints each game's history and result, or with --json one object\n"
                                  "per game: {\"game\", \"plies\", \"result\", \"final_fen\", \"records\"}.\n"
                                  "Invalid games are reported on standard error as\n"
                                  "FILE:LINE:COL: game N, ply P: 'MOVE': reason",
                                  entries, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;
  status = ARB_CLI_STATUS_OK;

  if (files == NULL || files[0] == NULL)
    {
      arb_cli_error ("replay: missing FILE; see '%s replay --help'", ARB_CLI_NAME);
      return ARB_CLI_STATUS_USAGE;
    }

  ctx.json = json;
  ctx.generator = generator;

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

  return status;
}
