/* arb-cli-uci.c — `arbiter-cli uci`: the computer player as a UCI engine
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Universal Chess Interface, for any game of the registry (chess by
 * default; the UCI_Variant option names the game, as Fairy-Stockfish
 * does). Standard input is read in the main thread while the search runs
 * in its own, so that `stop`, `isready` and `quit` are answered during a
 * search; both threads write whole lines under one lock. Moves are written
 * in the notation `moves` prints (chess: e2e4) and read in any notation
 * the game accepts. */

#include "arb-cli.h"
#include "arb-search.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- structs */

typedef struct
{
  const ArbRules  *rules;
  gpointer         state;       /* the position of the last `position` */
  guint            level;       /* the Level option, 1-based */

  /* The search running now, if any. */
  GThread         *thread;
  GCancellable    *cancellable;
  gpointer         search_state; /* the thread's own copy */
  ArbSearchLimits  limits;
  gboolean         infinite;     /* `go infinite`: only `stop` ends it */
} Uci;

/* ------------------------------------------------------------- statics */

static GMutex output_lock;

/* One line on standard output, whole, whichever thread writes it. */
static void G_GNUC_PRINTF (1, 2)
say (const char *format,
     ...)
{
  va_list args;

  g_mutex_lock (&output_lock);
  va_start (args, format);
  vprintf (format, args);
  va_end (args);
  fputc ('\n', stdout);
  fflush (stdout);
  g_mutex_unlock (&output_lock);
}

static gpointer
search_thread (gpointer data)
{
  Uci *uci = data;
  ArbSearchResult result;
  gint64 start = g_get_monotonic_time ();
  char text[ARB_MOVE_TEXT_MAX];
  gint64 ms;

  if (!arb_search_run (uci->rules, uci->search_state, &uci->limits, &result))
    {
      say ("bestmove (none)");
      return NULL;
    }
  ms = (g_get_monotonic_time () - start) / 1000;
  arb_rules_move_to_list_text (uci->rules, uci->search_state, &result.move, text);
  say ("info depth %u score cp %d nodes %" G_GUINT64_FORMAT " time %" G_GINT64_FORMAT
       " nps %" G_GUINT64_FORMAT, result.depth, result.value, result.nodes, ms,
       ms > 0 ? result.nodes * 1000 / (guint64) ms : result.nodes);
  say ("bestmove %s", text);
  return NULL;
}

/* Stops the search in progress, if any, and waits for its bestmove;
 * @finish: let it run to its own end instead. */
static void
end_search (Uci      *uci,
            gboolean  finish)
{
  if (uci->thread == NULL)
    return;
  if (!finish)
    g_cancellable_cancel (uci->cancellable);
  g_thread_join (uci->thread);
  uci->thread = NULL;
  g_clear_object (&uci->cancellable);
  g_clear_pointer (&uci->search_state, g_free);
}

static void
stop_search (Uci *uci)
{
  end_search (uci, FALSE);
}

static void
set_game (Uci            *uci,
          const ArbRules *rules)
{
  g_free (uci->state);
  uci->rules = rules;
  uci->state = g_malloc0 (rules->state_size);
  rules->init_start (uci->state);
  uci->level = arb_search_n_levels (rules);
}

static void
command_uci (Uci *uci)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);
  g_autoptr(GString) variants = g_string_new (NULL);

  for (guint i = 0; i < n_games; i++)
    g_string_append_printf (variants, " var %s", games[i]->id);
  say ("id name Arbiter %s", PACKAGE_VERSION);
  say ("id author The Arbiter authors");
  say ("option name Level type spin default %u min 1 max %u", arb_search_n_levels (uci->rules),
       arb_search_n_levels (uci->rules));
  say ("option name UCI_Variant type combo default %s%s", uci->rules->id, variants->str);
  say ("uciok");
}

/* setoption name NAME value VALUE: names are case-insensitive (UCI). */
static void
command_setoption (Uci   *uci,
                   char **words)
{
  g_autoptr(GString) name = g_string_new (NULL);
  const char *value = NULL;
  guint i = 1;

  if (words[i] != NULL && g_ascii_strcasecmp (words[i], "name") == 0)
    i++;
  for (; words[i] != NULL && g_ascii_strcasecmp (words[i], "value") != 0; i++)
    g_string_append_printf (name, "%s%s", name->len > 0 ? " " : "", words[i]);
  if (words[i] != NULL)
    value = words[i + 1];

  if (g_ascii_strcasecmp (name->str, "Level") == 0)
    {
      guint64 level;

      if (value == NULL
          || !g_ascii_string_to_unsigned (value, 10, 1, arb_search_n_levels (uci->rules), &level,
                                          NULL))
        say ("info string Level takes 1 to %u", arb_search_n_levels (uci->rules));
      else
        uci->level = (guint) level;
    }
  else if (g_ascii_strcasecmp (name->str, "UCI_Variant") == 0)
    {
      const ArbRules *rules = value != NULL ? arb_games_lookup (value) : NULL;

      if (rules == NULL)
        {
          g_autofree char *shown = arb_text_quote (value != NULL ? value : "", -1);

          say ("info string unknown variant '%s'", shown);
        }
      else if (rules != uci->rules)
        set_game (uci, rules);
    }
  else
    {
      g_autofree char *shown = arb_text_quote (name->str, -1);

      say ("info string unknown option '%s'", shown);
    }
}

/* position startpos|fen FIELDS… [moves MOVE…] */
static void
command_position (Uci   *uci,
                  char **words)
{
  g_autofree gpointer state = g_malloc0 (uci->rules->state_size);
  g_autofree gpointer undo = g_malloc0 (MAX (uci->rules->undo_size, 1));
  guint i = 1;

  if (words[i] != NULL && g_str_equal (words[i], "startpos"))
    {
      uci->rules->init_start (state);
      i++;
    }
  else if (words[i] != NULL && g_str_equal (words[i], "fen"))
    {
      g_autoptr(GString) fen = g_string_new (NULL);
      g_autoptr(GError) error = NULL;

      for (i++; words[i] != NULL && !g_str_equal (words[i], "moves"); i++)
        g_string_append_printf (fen, "%s%s", fen->len > 0 ? " " : "", words[i]);
      if (!uci->rules->read_position (state, fen->str, &error))
        {
          say ("info string bad position: %s", error->message); /* quoted by the game */
          return;
        }
    }
  else
    {
      say ("info string position takes startpos or fen");
      return;
    }

  if (words[i] != NULL && g_str_equal (words[i], "moves"))
    for (i++; words[i] != NULL; i++)
      {
        g_autoptr(GError) error = NULL;
        g_autofree char *why = NULL;
        ArbMove move;
        guint detail = G_MAXUINT;
        guint reason = ARB_REASON_OK;

        if (!uci->rules->move_from_text (state, words[i], FALSE, &move, &error))
          why = g_strdup (error->message);
        else if ((reason = uci->rules->explain (state, &move, FALSE, &detail)) != ARB_REASON_OK)
          why = uci->rules->describe_reason (reason, detail);
        if (why != NULL)
          {
            g_autofree char *shown = arb_text_quote (words[i], -1);

            say ("info string illegal move '%s': %s; the position stops before it", shown, why);
            break;
          }
        uci->rules->make (state, &move, undo);
      }
  memcpy (uci->state, state, uci->rules->state_size);
}

/* go [movetime MS] [depth N] [wtime MS btime MS [winc MS] [binc MS] [movestogo N]] [infinite] */
static void
command_go (Uci   *uci,
            char **words)
{
  ArbSide side = uci->rules->turn (uci->state);
  gint64 time_left[2] = { -1, -1 }, increment[2] = { 0, 0 };
  gint64 movestogo = 0;
  gboolean infinite = FALSE;

  stop_search (uci);
  memset (&uci->limits, 0, sizeof uci->limits);
  uci->limits.level = uci->level;
  for (guint i = 1; words[i] != NULL; i++)
    {
      const char *word = words[i];
      gint64 value = words[i + 1] != NULL ? g_ascii_strtoll (words[i + 1], NULL, 10) : 0;

      if (g_str_equal (word, "infinite"))
        {
          infinite = TRUE;
          continue;
        }
      if (words[i + 1] == NULL)
        break;
      if (g_str_equal (word, "movetime"))
        uci->limits.movetime_ms = (guint) CLAMP (value, 1, G_MAXINT32);
      else if (g_str_equal (word, "depth"))
        uci->limits.depth = (guint) CLAMP (value, 1, 1000);
      else if (g_str_equal (word, "wtime"))
        time_left[ARB_SIDE_FIRST] = MAX (value, 0);
      else if (g_str_equal (word, "btime"))
        time_left[ARB_SIDE_SECOND] = MAX (value, 0);
      else if (g_str_equal (word, "winc"))
        increment[ARB_SIDE_FIRST] = MAX (value, 0);
      else if (g_str_equal (word, "binc"))
        increment[ARB_SIDE_SECOND] = MAX (value, 0);
      else if (g_str_equal (word, "movestogo"))
        movestogo = MAX (value, 0);
      else
        continue;
      i++;
    }

  /* A clock: a share of what is left (a thirtieth, or what the moves to
   * go leave), most of the increment, never more than half the clock. */
  if (uci->limits.movetime_ms == 0 && time_left[side & 1] >= 0)
    {
      gint64 left = time_left[side & 1];
      gint64 share = left / (movestogo > 0 ? MIN (movestogo, 30) : 30)
                     + increment[side & 1] * 3 / 4;

      uci->limits.movetime_ms = (guint) CLAMP (MIN (share, left / 2), 1, G_MAXINT32);
    }
  if (infinite)
    uci->limits.movetime_ms = G_MAXINT32;
  uci->infinite = infinite;

  uci->cancellable = g_cancellable_new ();
  uci->limits.cancellable = uci->cancellable;
  uci->search_state = g_memdup2 (uci->state, uci->rules->state_size);
  uci->thread = g_thread_new ("arbiter-search", search_thread, uci);
}

/* The words of @line, split at blanks; several blanks in a row count as one. */
static GStrv
split_words (char *line)
{
  GStrv words = g_strsplit_set (g_strstrip (line), " \t", -1);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] != '\0')
        words[n++] = words[i];
      else
        g_free (words[i]);
    }
  words[n] = NULL;
  return words;
}

/* Runs the command @words (at least one word); FALSE for `quit`. */
static gboolean
run_command (Uci   *uci,
             GStrv  words)
{
  const char *command = words[0];

  if (g_str_equal (command, "uci"))
    command_uci (uci);
  else if (g_str_equal (command, "isready"))
    say ("readyok");
  else if (g_str_equal (command, "ucinewgame"))
    {
      stop_search (uci);
      uci->rules->init_start (uci->state);
    }
  else if (g_str_equal (command, "setoption"))
    {
      stop_search (uci);
      command_setoption (uci, words);
    }
  else if (g_str_equal (command, "position"))
    {
      stop_search (uci);
      command_position (uci, words);
    }
  else if (g_str_equal (command, "go"))
    command_go (uci, words);
  else if (g_str_equal (command, "stop"))
    stop_search (uci);
  else if (g_str_equal (command, "quit"))
    return FALSE;
  else if (g_str_equal (command, "debug") || g_str_equal (command, "ponderhit")
           || g_str_equal (command, "register"))
    ; /* UCI commands this engine has nothing to do for */
  else
    {
      g_autofree char *shown = arb_text_quote (command, -1);

      say ("info string unknown command '%s'", shown);
    }
  return TRUE;
}

/* ---------------------------------------------------------- public API */

/**
 * arb_cli_uci:
 * @argc: argument count, argv[0] being "uci"
 * @argv: the arguments
 *
 * `arbiter-cli uci [--game NAME]`: a UCI engine on standard input and
 * output until `quit` or the end of the input.
 *
 * Returns: the exit status
 */
int
arb_cli_uci (int    argc,
             char **argv)
{
  g_auto(GStrv) rest = NULL;
  const GOptionEntry entries[] = {
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &rest,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GDataInputStream) input = NULL;
  const ArbRules *rules = arb_games_default ();
  Uci uci = { 0 };
  gboolean at_end = FALSE;
  int status;

  status = arb_cli_parse_options ("uci", "",
                                  "Speaks the Universal Chess Interface on standard input and output:\n"
                                  "uci, isready, ucinewgame, setoption name Level|UCI_Variant value V,\n"
                                  "position startpos|fen POS [moves ...], go [movetime MS] [depth N]\n"
                                  "[wtime MS btime MS [winc MS] [binc MS] [movestogo N]] [infinite],\n"
                                  "stop, quit. Moves are in the notation of 'moves' (chess: e2e4).",
                                  entries, &rules, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;
  status = ARB_CLI_STATUS_OK;
  if (rest != NULL)
    {
      g_autofree char *shown = arb_text_quote (rest[0], -1);

      arb_cli_error ("uci: unexpected argument '%s'", shown);
      return ARB_CLI_STATUS_USAGE;
    }

  set_game (&uci, rules);
  input = arb_cli_stdin_new ();
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *line = arb_cli_read_line (input, NULL, &error);
      g_auto(GStrv) words = NULL;

      if (line == NULL)
        {
          if (error != NULL)
            {
              arb_cli_error ("cannot read standard input: %s", error->message);
              status = ARB_CLI_STATUS_FAILURE;
            }
          at_end = TRUE;
          break;
        }
      words = split_words (line);
      if (words[0] != NULL && !run_command (&uci, words))
        break;
    }

  /* The end of the input lets a search finish (a script that pipes
   * `go depth 5` in wants its answer); `quit` and `go infinite` do not. */
  end_search (&uci, at_end && !uci.infinite);
  g_free (uci.state);
  return status;
}
