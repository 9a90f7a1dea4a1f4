/* arb-cli-inspect.c — `arbiter-cli inspect`: positions described as JSON
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

#include <stdio.h>
#include <string.h>

#include <json-glib/json-glib.h>

/* ------------------------------------------------------------ statics */

/* `inspect --help`'s text below the options. */
static const char description[] =
  "Prints one JSON object per position, on one line; for chess:\n"
  "  {\"fen\": …, \"turn\": \"white\"|\"black\", \"white_in_check\": bool,\n"
  "   \"black_in_check\": bool, \"over\": bool,\n"
  "   \"result\": \"1-0\"|\"0-1\"|\"1/2-1/2\"|\"*\",\n"
  "   \"winner\": \"white\"|\"black\"|null, \"moves\": [sorted moves]}\n"
  "and in standard chess and Chess960, before \"moves\", \"reason\":\n"
  "  \"checkmate\"|\"stalemate\"|\"insufficient-material\"|\"seventy-five-moves\"|null\n"
  "for Alquerque:\n"
  "  {\"fen\": …, \"turn\": \"white\"|\"black\", \"over\": bool,\n"
  "   \"result\": \"1-0\"|\"0-1\"|\"1/2-1/2\"|\"*\",\n"
  "   \"winner\": \"white\"|\"black\"|null,\n"
  "   \"reason\": \"no-pieces\"|\"no-moves\"|null, \"moves\": [sorted moves]}\n"
  "for checkers:\n"
  "  {\"fen\": …, \"turn\": \"black\"|\"white\", \"over\": bool,\n"
  "   \"result\": \"1-0\"|\"0-1\"|\"*\", \"winner\": \"black\"|\"white\"|null,\n"
  "   \"moves\": [sorted moves]}\n"
  "Without --fen, reads one position per line of standard input; a line\n"
  "that is no position is reported on standard error (chess) or\n"
  "answered {\"error\": …} in its place (Alquerque, checkers). See docs/cli.md.";

/* Prints the object for @fen (the game's own JSON, spec §13 for
 * Alquerque, docs/cli.md for chess) and flushes it, so that a program that
 * sends one line and waits gets its answer at once. */
static gboolean
inspect_fen (const ArbRules *rules,
             const char     *fen,
             GString        *out,
             GError        **error)
{
  g_autofree gpointer state = arb_cli_state_from_fen (rules, fen, error);

  if (state == NULL)
    return FALSE;

  g_string_truncate (out, 0);
  rules->inspect_json (state, out);
  g_string_append_c (out, '\n');
  fwrite (out->str, 1, out->len, stdout);
  fflush (stdout);
  return TRUE;
}

/* A line that is not a position, for a game whose answers stay aligned
 * with their questions: {"error": "<why>"} in its place. */
static void
print_error_object (JsonGenerator *generator,
                    const char    *message)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *json = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "error");
  json_builder_add_string_value (builder, message);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json = json_generator_to_data (generator, NULL);
  puts (json);
  fflush (stdout);
}

/* A line that is no position: {"error": …} in its place, or a message
 * on standard error naming its line as replay names it ("<stdin>:LINE:
 * …"), as the game's spec asks. */
static void
report_line (const ArbRules *rules,
             JsonGenerator  *generator,
             guint           line_number,
             const char     *message)
{
  if (rules->inspect_errors_inline)
    print_error_object (generator, message);
  else
    arb_cli_error ("<stdin>:%u: %s", line_number, message);
}

/* One position per line of standard input, each answered as it arrives.
 * Returns the exit status. */
static int
inspect_lines (const ArbRules *rules)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GDataInputStream) input = arb_cli_stdin_new ();
  g_autoptr(GError) error = NULL;
  int status = ARB_CLI_STATUS_OK;
  guint line_number = 0;

  for (;;)
    {
      gsize length = 0;
      g_autofree char *line = arb_cli_read_line (input, &length, &error);

      if (line == NULL)
        break;
      line_number++;

      /* A UTF-8 byte order mark before the first line is no part of it,
       * as replay reads one before a file. */
      if (line_number == 1 && length >= 3 && memcmp (line, "\xef\xbb\xbf", 3) == 0)
        {
          length -= 3;
          memmove (line, line + 3, length + 1);
        }

      /* A NUL byte would end the string early: "FEN\0junk" must not pass
       * for the FEN before it. */
      if (strlen (line) != length)
        {
          g_autofree char *message = g_strdup_printf (rules->inspect_errors_inline
                                                      ? "a NUL byte at column %zu"
                                                      : "FEN: a NUL byte at column %zu",
                                                      strlen (line) + 1);

          report_line (rules, generator, line_number, message);
          status = ARB_CLI_STATUS_FAILURE;
          continue;
        }

      /* A blank line is skipped, except in a game whose answers stay
       * aligned with the lines (Alquerque): there it is a line that is no
       * position. Congkak skips it all the same (its §9.4). */
      g_strstrip (line);
      if (line[0] == '\0'
          && (!rules->inspect_errors_inline || rules->inspect_skips_blank_lines))
        continue;

      if (!inspect_fen (rules, line, out, &error))
        {
          report_line (rules, generator, line_number, error->message);
          g_clear_error (&error);
          status = ARB_CLI_STATUS_FAILURE;
        }
    }

  if (error != NULL)
    {
      arb_cli_error ("cannot read standard input: %s", error->message);
      return ARB_CLI_STATUS_FAILURE;
    }
  return status;
}

/* ---------------------------------------------------------- public API */

/**
 * arb_cli_inspect:
 * @argc: argument count, argv[0] being "inspect"
 * @argv: the arguments
 *
 * `arbiter-cli inspect [--fen FEN]`: one JSON object per position, on one
 * line: the --fen position, or else one per line of standard input,
 * answered as each line arrives. A line that is no position is reported
 * on standard error with its line number, blank lines being skipped
 * (chess); or, in a game whose table asks for it (Alquerque, spec §13),
 * answered by {"error": "<why>"} in its place, blank lines included, so
 * that the n-th answer is the n-th line's. The next lines are still
 * answered; the exit status is then 1.
 *
 * Returns: the exit status
 */
int
arb_cli_inspect (int    argc,
                 char **argv)
{
  g_autofree char *fen = NULL;
  g_auto(GStrv) rest = NULL;
  const GOptionEntry entries[] = {
    { "fen", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &fen,
      "The position (default: one FEN per line of standard input)", "FEN" },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &rest,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GString) out = g_string_new (NULL);
  const ArbRules *rules = arb_games_default ();
  g_autoptr(GError) error = NULL;
  int status;

  status = arb_cli_parse_options ("inspect", "", description, entries, &rules, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;
  if (rest != NULL)
    {
      g_autofree char *shown = arb_text_quote (rest[0], -1);

      arb_cli_error ("inspect: unexpected argument '%s'", shown);
      return ARB_CLI_STATUS_USAGE;
    }

  if (fen != NULL)
    {
      if (!inspect_fen (rules, fen, out, &error))
        {
          arb_cli_error ("%s", error->message);
          return ARB_CLI_STATUS_FAILURE;
        }
      return ARB_CLI_STATUS_OK;
    }

  return inspect_lines (rules);
}
