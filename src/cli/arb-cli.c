/* arb-cli.c — arbiter-cli: command dispatch and the helpers commands share
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gunixinputstream.h>
#include <glib/gstdio.h>

/* ------------------------------------------------------------- structs */

typedef int (*ArbCliCommandFunc) (int argc, char **argv);

/* One subcommand: its name on the command line, the one-line summary shown
 * by `arbiter-cli --help` and by the command's own --help, and its code. */
typedef struct
{
  const char        *name;
  const char        *summary;
  ArbCliCommandFunc  run;
} ArbCliCommand;

/* ------------------------------------------------------------ statics */

static int run_help    (int argc, char **argv);
static int run_program (int argc, char **argv);

/* The single list of commands: dispatch, `--help` and each command's
 * summary all read it. */
static const ArbCliCommand commands[] = {
  { "games",   "List the games Arbiter referees",                  arb_cli_games },
  { "moves",   "List the legal moves of a position, one per line", arb_cli_moves },
  { "perft",   "Count the move sequences of a given length",       arb_cli_perft },
  { "inspect", "Describe positions as JSON, one object per line",  arb_cli_inspect },
  { "replay",  "Check every game of files and print them",         arb_cli_replay },
  { "play",    "Play a game in the terminal",                      arb_cli_play },
  { "match",   "Referee games between two programs",               arb_cli_match },
  { "tournament", "Referee a tournament of many players, resumable", arb_cli_tournament },
  { "hint",    "Print the computer player's move for a position",  arb_cli_hint },
  { "uci",     "Run the computer player as a UCI engine",          arb_cli_uci },
  { "ugi",     "Run the computer player as a UGI engine (any game)", arb_cli_ugi },
  { "help",    "Show the help of the program or of a command",     run_help },
};

static const ArbCliCommand *
find_command (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      if (g_str_equal (commands[i].name, name))
        return &commands[i];
    }
  return NULL;
}

/**
 * arb_cli_list_games:
 * @keep: (nullable): which games to list; %NULL: all
 * @by_id: TRUE: their ids ("chess"); FALSE: their names ("Chess")
 *
 * Returns: (transfer full): the registry's games joined as English lists
 *   them: "chess", "chess and checkers", "Chess, Alquerque and Congkak".
 */
char *
arb_cli_list_games (gboolean (*keep) (const ArbRules *rules),
                    gboolean   by_id)
{
  GString *text = g_string_new (NULL);
  const ArbRules *const *games;
  guint n_games, n = 0, seen = 0;

  games = arb_games_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    n += keep == NULL || keep (games[i]);
  for (guint i = 0; i < n_games; i++)
    if (keep == NULL || keep (games[i]))
      g_string_append_printf (text, "%s%s", seen++ == 0 ? "" : seen == n ? " and " : ", ",
                              by_id ? games[i]->id : games[i]->name);
  return g_string_free (text, FALSE);
}

/* The text of `arbiter-cli --help` above the options. */
static char *
main_summary (void)
{
  g_autofree char *names = arb_cli_list_games (NULL, FALSE);
  GString *text = g_string_new ("A referee for board games: ");

  g_string_append_printf (text, "%s.\n"
                          "Every command but 'games' takes --game NAME (default: %s) and\n"
                          "--param NAME=VALUE for the game's parameters ('games --params').\n\n"
                          "Commands:", names, arb_games_default ()->id);

  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (text, "\n  %-10s %s", commands[i].name, commands[i].summary);

  return g_string_free (text, FALSE);
}

/* A context whose --help is ours, so that asking for help prints and
 * returns instead of calling exit() from inside the parser. */
static GOptionContext *
context_new (const char         *parameter_string,
             const char         *summary,
             const char         *description,
             const GOptionEntry *entries,
             gboolean           *help)
{
  const GOptionEntry help_entries[] = {
    { "help", 'h', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, help,
      "Show this help and exit", NULL },
    G_OPTION_ENTRY_NULL
  };
  GOptionContext *context = g_option_context_new (parameter_string);

  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_set_summary (context, summary);
  if (description != NULL)
    g_option_context_set_description (context, description);
  g_option_context_add_main_entries (context, help_entries, NULL);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, NULL);

  return context;
}

static void
print_help (GOptionContext *context)
{
  g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

  fputs (help, stdout);
}

/* `arbiter-cli help [COMMAND]`: the same text as `--help`. */
static int
run_help (int    argc,
          char **argv)
{
  const ArbCliCommand *command;
  char *help_argv[] = { NULL, (char *) "--help", NULL };

  if (argc < 2)
    {
      char *main_argv[] = { (char *) ARB_CLI_NAME, (char *) "--help", NULL };

      return run_program (2, main_argv);
    }
  if (argc > 2)
    {
      arb_cli_error ("help: expected at most one command name");
      return ARB_CLI_STATUS_USAGE;
    }

  command = find_command (argv[1]);
  if (command == NULL)
    {
      g_autofree char *shown = arb_text_quote (argv[1], -1);

      arb_cli_error ("unknown command '%s'; see '%s --help'", shown, ARB_CLI_NAME);
      return ARB_CLI_STATUS_USAGE;
    }

  help_argv[0] = (char *) command->name;
  return command->run (2, help_argv);
}

/* Global options, then the command named by the first argument that is
 * not an option. Writes to standard output without checking: arb_cli_run()
 * checks once, whichever path was taken. */
static int
run_program (int    argc,
             char **argv)
{
  gboolean help = FALSE;
  gboolean version = FALSE;
  const GOptionEntry entries[] = {
    { "version", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &version,
      "Show the version and exit", NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *summary = main_summary ();
  g_auto(GStrv) args = NULL;
  g_autofree char **command_argv = NULL;
  const ArbCliCommand *command;
  int n_args;

  g_set_prgname (ARB_CLI_NAME);

  context = context_new ("COMMAND [ARG…]", summary,
                         "Run '" ARB_CLI_NAME " COMMAND --help' for the options of a command.",
                         entries, &help);
  /* Stop at the command name: what follows belongs to the command. */
  g_option_context_set_strict_posix (context, TRUE);

  /* Parse a copy: the parser rearranges the vector it is given. */
  args = g_new0 (char *, argc + 1);
  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);

  if (!g_option_context_parse_strv (context, &args, &error))
    {
      arb_cli_error ("%s; see '%s --help'", error->message, ARB_CLI_NAME);
      return ARB_CLI_STATUS_USAGE;
    }
  n_args = (int) g_strv_length (args);

  if (help)
    {
      print_help (context);
      return ARB_CLI_STATUS_OK;
    }
  if (version)
    {
      fputs (ARB_CLI_NAME " " PACKAGE_VERSION "\n", stdout);
      return ARB_CLI_STATUS_OK;
    }
  if (n_args < 2)
    {
      arb_cli_error ("no command given; see '%s --help'", ARB_CLI_NAME);
      return ARB_CLI_STATUS_USAGE;
    }

  command = find_command (args[1]);
  if (command == NULL)
    {
      g_autofree char *shown = arb_text_quote (args[1], -1);

      arb_cli_error ("unknown command '%s'; see '%s --help'", shown, ARB_CLI_NAME);
      return ARB_CLI_STATUS_USAGE;
    }

  /* The command's parser drops the options it reads from the vector it is
   * given without freeing them: give it a shallow copy and keep @args to
   * free the strings. */
  command_argv = g_memdup2 (args + 1, sizeof (char *) * (gsize) n_args);
  return command->run (n_args - 1, command_argv);
}

/* Takes the values of @entries' string options as they are, whatever
 * the locale: GOption converts a string option's value from the locale's
 * encoding (C, as this program never calls setlocale()), which refuses
 * `--player1 Jü`, but takes a file name's bytes as they are. The string
 * options become file names (the same storage, char * and char **), and
 * check_utf8() checks their values once parsed. */
static void
take_strings_as_bytes (GArray *entries)
{
  for (guint i = 0; i < entries->len; i++)
    {
      GOptionEntry *e = &g_array_index (entries, GOptionEntry, i);

      if (e->arg == G_OPTION_ARG_STRING)
        e->arg = G_OPTION_ARG_FILENAME;
      else if (e->arg == G_OPTION_ARG_STRING_ARRAY)
        e->arg = G_OPTION_ARG_FILENAME_ARRAY;
    }
}

/* FALSE after a message when a value of @entries' string options (not
 * their file names, which may be any bytes) is not UTF-8; @entries as
 * they were before take_strings_as_bytes(). */
static gboolean
check_utf8 (const char *command,
            GArray     *entries)
{
  for (guint n = 0; n < entries->len; n++)
    {
      const GOptionEntry *e = &g_array_index (entries, GOptionEntry, n);
      const char *single[2] = { NULL, NULL };
      const char *const *values = single;

      if (e->arg == G_OPTION_ARG_STRING)
        single[0] = *(const char **) e->arg_data;
      else if (e->arg == G_OPTION_ARG_STRING_ARRAY)
        values = *(const char *const **) e->arg_data;
      else
        continue;
      for (guint i = 0; values != NULL && values[i] != NULL; i++)
        {
          const char *bad = NULL;

          if (g_utf8_validate (values[i], -1, &bad))
            continue;
          if (e->long_name[0] == '\0')
            arb_cli_error ("%s: an argument is not UTF-8 text (byte 0x%02x at byte %u)", command,
                           (guint) (guchar) *bad, (guint) (bad - values[i]) + 1);
          else
            arb_cli_error ("%s: --%s: the value is not UTF-8 text (byte 0x%02x at byte %u)",
                           command, e->long_name, (guint) (guchar) *bad,
                           (guint) (bad - values[i]) + 1);
          return FALSE;
        }
    }
  return TRUE;
}

/* The entry of @entries whose long name is @arg's ("--NAME" or
 * "--NAME=VALUE"), or %NULL. */
static const GOptionEntry *
find_entry (GArray     *entries,
            const char *arg,
            gboolean   *inline_value)
{
  if (!g_str_has_prefix (arg, "--"))
    return NULL;
  arg += 2;
  for (guint i = 0; i < entries->len; i++)
    {
      const GOptionEntry *e = &g_array_index (entries, GOptionEntry, i);
      gsize len = strlen (e->long_name);

      if (len > 0 && strncmp (arg, e->long_name, len) == 0
          && (arg[len] == '\0' || arg[len] == '='))
        {
          *inline_value = arg[len] == '=';
          return e;
        }
    }
  return NULL;
}

/* Whether @text is a whole number as people write it: an optional minus
 * sign and decimal digits, nothing else (GLib's own reading also takes
 * "0x10", " 2" and "+2"). */
static gboolean
is_decimal (const char *text)
{
  if (*text == '-')
    text++;
  if (*text == '\0')
    return FALSE;
  for (; *text != '\0'; text++)
    if (!g_ascii_isdigit (*text))
      return FALSE;
  return TRUE;
}

/* FALSE after a message when a number option of @entries is given a
 * value that is not written in decimal digits; read before GLib reads
 * the arguments. */
static gboolean
check_numbers (const char *command,
               GArray     *entries,
               int         argc,
               char      **argv)
{
  for (int i = 1; i < argc; i++)
    {
      gboolean inline_value = FALSE;
      const GOptionEntry *e;
      const char *value;

      if (strcmp (argv[i], "--") == 0)
        break;
      e = find_entry (entries, argv[i], &inline_value);
      if (e == NULL || e->arg == G_OPTION_ARG_NONE)
        continue;
      if (inline_value)
        value = strchr (argv[i], '=') + 1;
      else if (i + 1 < argc)
        value = argv[++i];
      else
        continue;  /* GLib says the value is missing. */
      if ((e->arg == G_OPTION_ARG_INT || e->arg == G_OPTION_ARG_INT64) && !is_decimal (value))
        {
          g_autofree char *shown = arb_text_quote (value, -1);

          arb_cli_error ("%s: --%s takes a whole number in decimal digits, got '%s'", command,
                         e->long_name, shown);
          return FALSE;
        }
    }
  return TRUE;
}

/* ---------------------------------------------------------- public API */

/**
 * arb_cli_error:
 * @format: printf()-style format of the message
 *
 * Prints `arbiter-cli: <message>` and a newline on standard error. The
 * message is one line, shown through arb_text_escape(): whatever outside
 * text it holds (a file name, GLib's words on an option), no control
 * character reaches the terminal. Quote a value the user gave with
 * arb_text_quote(), which also keeps it short.
 */
void
arb_cli_error (const char *format,
               ...)
{
  g_autofree char *message = NULL;
  g_autofree char *shown = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  shown = arb_text_escape (message, -1, 0);
  fprintf (stderr, ARB_CLI_NAME ": %s\n", shown);
}

/* The parameters the command line gave, for the game they were given for. */
static ArbParams cli_params;
static const ArbRules *cli_params_rules;

/* `--param NAME=VALUE`, each checked against the game's parameters. */
static gboolean
parse_params (const char        *command,
              const ArbRules    *rules,
              const char *const *assignments)
{
  arb_params_init (&cli_params, rules);
  cli_params_rules = rules;
  for (guint i = 0; assignments != NULL && assignments[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      if (!arb_params_parse (&cli_params, rules, assignments[i], &error))
        {
          g_autofree char *shown = arb_text_quote (assignments[i], -1);

          arb_cli_error ("%s: --param %s: %s", command, shown, error->message);
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * arb_cli_parse_options:
 * @command: the name of the command, for the help and the messages
 * @parameter_string: what follows the options in the usage line ("DEPTH")
 * @description: (nullable): text shown after the options by --help
 * @entries: (nullable): the command's options, %G_OPTION_ENTRY_NULL-terminated
 * @rules: (inout) (optional): where to store the game `--game NAME`
 *   names, left as it is without the option; %NULL for a command that
 *   has no --game
 * @argc: (inout): the command's argument count
 * @argv: (inout): the command's arguments, argv[0] being its name
 *
 * Parses the options of a command with a GOptionContext, `--game` among
 * them when @rules is given. `--help` prints the command's help on
 * standard output; a bad option or an unknown game prints a message on
 * standard error.
 *
 * Returns: %ARB_CLI_STATUS_CONTINUE when the command should go on,
 *   otherwise the status the command must exit with.
 */
int
arb_cli_parse_options (const char          *command,
                       const char          *parameter_string,
                       const char          *description,
                       const GOptionEntry  *entries,
                       const ArbRules     **rules,
                       int                 *argc,
                       char              ***argv)
{
  const ArbCliCommand *info = find_command (command);
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *prgname = g_strdup_printf ("%s %s", ARB_CLI_NAME, command);
  g_autofree char *game = NULL;
  g_auto(GStrv) params = NULL;
  g_autoptr(GArray) all = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));
  g_autoptr(GArray) strings = NULL;
  gboolean help = FALSE;

  g_return_val_if_fail (info != NULL, ARB_CLI_STATUS_USAGE);

  /* The usage line reads "arbiter-cli perft [OPTION…] DEPTH". */
  g_set_prgname (prgname);

  /* Every command that reads a game takes --game, anywhere after its name. */
  if (rules != NULL)
    {
      const GOptionEntry game_entry = {
        "game", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &game,
        "The game (default: chess; see 'arbiter-cli games')", "NAME"
      };

      const GOptionEntry param_entry = {
        "param", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &params,
        "A parameter of the game (repeatable; see 'arbiter-cli games')", "NAME=VALUE"
      };

      g_array_append_val (all, game_entry);
      g_array_append_val (all, param_entry);
    }
  for (const GOptionEntry *e = entries; e != NULL && e->long_name != NULL; e++)
    g_array_append_vals (all, e, 1);

  strings = g_array_copy (all);
  take_strings_as_bytes (all);
  context = context_new (parameter_string, info->summary, description,
                         (const GOptionEntry *) all->data, &help);
  if (!check_numbers (command, all, *argc, *argv))
    return ARB_CLI_STATUS_USAGE;
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      arb_cli_error ("%s; see '%s %s --help'", error->message, ARB_CLI_NAME, command);
      return ARB_CLI_STATUS_USAGE;
    }
  if (!check_utf8 (command, strings))
    return ARB_CLI_STATUS_USAGE;
  if (help)
    {
      print_help (context);
      return ARB_CLI_STATUS_OK;
    }
  if (rules != NULL)
    {
      if (game != NULL)
        *rules = arb_games_lookup (game);
      if (game != NULL && *rules == NULL)
        {
          g_autofree char *shown = arb_text_quote (game, -1);

          arb_cli_error ("%s: unknown game '%s'; see '%s games'", command, shown, ARB_CLI_NAME);
          return ARB_CLI_STATUS_USAGE;
        }
      if (!parse_params (command, *rules != NULL ? *rules : arb_games_default (),
                         (const char *const *) params))
        return ARB_CLI_STATUS_USAGE;
    }
  return ARB_CLI_STATUS_CONTINUE;
}

/**
 * arb_cli_check_output_file:
 * @path: a file a command is to write (`play --save`, `match --pgn`)
 * @error: return location for a %G_IO_ERROR_NOT_REGULAR_FILE error
 *
 * Refuses a @path that exists and is not a regular file (a symbolic link
 * is followed): a FIFO would make the command wait forever for its other
 * end, and a directory or a device is nothing to replace by a file. The
 * file is looked at with stat(), never opened. A @path that does not exist
 * (or cannot be looked at) passes: writing it says what is wrong.
 *
 * Returns: FALSE with @error, saying what @path is, when it is no regular
 *   file.
 */
gboolean
arb_cli_check_output_file (const char  *path,
                           GError     **error)
{
  GStatBuf st;
  const char *what;

  g_return_val_if_fail (path != NULL, FALSE);

  if (g_stat (path, &st) != 0 || S_ISREG (st.st_mode))
    return TRUE;
  if (S_ISDIR (st.st_mode))
    what = "a directory";
  else if (S_ISFIFO (st.st_mode))
    what = "a FIFO";
  else if (S_ISSOCK (st.st_mode))
    what = "a socket";
  else if (S_ISCHR (st.st_mode) || S_ISBLK (st.st_mode))
    what = "a device";
  else
    what = "something else";
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
               "not a regular file (%s)", what);
  return FALSE;
}

/**
 * arb_cli_params:
 * @rules: the game a command plays
 *
 * Returns: (transfer none): the values of @rules' parameters the command
 *   line gave (`--param`, and a command's own spellings of them), the
 *   defaults for the others.
 */
const ArbParams *
arb_cli_params (const ArbRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  if (cli_params_rules != rules)
    {
      arb_params_init (&cli_params, rules);
      cli_params_rules = rules;
    }
  return &cli_params;
}

/**
 * arb_cli_set_param:
 * @command: the command, for the message
 * @rules: the game
 * @name: one of its parameters
 * @value: its value, as typed
 *
 * A command's own spelling of a parameter (`play --pits 5` is
 * `--param pits=5`).
 *
 * Returns: FALSE after a message on standard error when @value is not a
 *   value of @name.
 */
gboolean
arb_cli_set_param (const char     *command,
                   const ArbRules *rules,
                   const char     *name,
                   const char     *value)
{
  g_autoptr (GError) error = NULL;

  arb_cli_params (rules);
  if (arb_params_set (&cli_params, rules, name, value, &error))
    return TRUE;
  arb_cli_error ("%s: %s", command, error->message);
  return FALSE;
}

/**
 * arb_cli_state_from_fen:
 * @rules: the game
 * @fen: (nullable): a position string of that game, or %NULL for its start
 * @error: return location for the game's position error
 *
 * The position named by a `--fen` option.
 *
 * Returns: (transfer full) (nullable): the state, or %NULL with @error set
 */
gpointer
arb_cli_state_from_fen (const ArbRules *rules,
                        const char     *fen,
                        GError        **error)
{
  g_autofree char *state = g_malloc0 (rules->state_size);
  const ArbParams *params = arb_cli_params (rules);

  if (fen == NULL)
    {
      if (!arb_rules_start (rules, params, state, NULL, error))
        return NULL;
    }
  else if (!arb_rules_read_position_with (rules, params, fen, state, error))
    return NULL;
  return g_steal_pointer (&state);
}

/**
 * arb_cli_stdin_new:
 *
 * A line reader on standard input. It reads only what is available, so a
 * program that writes one line and waits for the answer is served at once.
 *
 * Returns: (transfer full): a new stream
 */
GDataInputStream *
arb_cli_stdin_new (void)
{
  g_autoptr(GInputStream) base = g_unix_input_stream_new (STDIN_FILENO, FALSE);

  return g_data_input_stream_new (base);
}

/**
 * arb_cli_read_line:
 * @input: a stream from arb_cli_stdin_new()
 * @length: (out) (optional): the line's length in bytes, which is more than
 *   strlen() when the line holds NUL bytes
 * @error: return location for an I/O error
 *
 * Reads one line of any length, without its "\n" or "\r\n".
 *
 * Returns: (transfer full) (nullable): the line, or %NULL at the end of the
 *   input (with @error unset) or on error
 */
char *
arb_cli_read_line (GDataInputStream  *input,
                   gsize             *length,
                   GError           **error)
{
  gsize len = 0;
  char *line = g_data_input_stream_read_line (input, &len, NULL, error);

  if (line != NULL && len > 0 && line[len - 1] == '\r')
    line[--len] = '\0';
  if (length != NULL)
    *length = len;
  return line;
}

/**
 * arb_cli_run:
 * @argc: the argument count of main()
 * @argv: the arguments of main()
 *
 * Runs arbiter-cli: global options, then the command named by the first
 * argument that is not an option. Output that cannot be written (a full
 * disk) makes the exit status 1 on every path, `--help` included.
 *
 * Returns: the exit status
 */
int
arb_cli_run (int    argc,
             char **argv)
{
  int status = run_program (argc, argv);
  int flushed = fflush (stdout);
  int saved_errno = errno;

  /* Output that could not be written is a failure, not a silent
   * truncation. An earlier failed write leaves the error flag set even
   * when this last flush has nothing left to write. */
  if (flushed != 0 || ferror (stdout))
    {
      if (flushed != 0)
        arb_cli_error ("cannot write to standard output: %s", g_strerror (saved_errno));
      else
        arb_cli_error ("cannot write to standard output");
      if (status == ARB_CLI_STATUS_OK)
        status = ARB_CLI_STATUS_FAILURE;
    }
  return status;
}
