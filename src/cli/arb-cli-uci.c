/* arb-cli-uci.c — `arbiter-cli uci|ugi`: the computer player as an engine
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* One engine loop for two dialects (src/match/arb-protocol.h): the
 * Universal Chess Interface (`uci`) and the Universal Game Interface
 * (`ugi`, UCI for any game, with `query`), for any game of the registry
 * (chess by default; --game or the UCI_Variant option names the game, as
 * Fairy-Stockfish does). Under UGI the game's parameters are options too.
 * Standard input is read in the main thread while the search runs in its
 * own, so that `stop`, `isready` and `quit` are answered during a search;
 * both threads write whole lines under one lock. Moves are written in the
 * notation `moves` prints (chess: e2e4) and read in any notation the game
 * accepts. docs/protocol.md is what an engine author reads. */

#include "arb-cli.h"
#include "arb-protocol.h"
#include "arb-search.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- structs */

typedef struct
{
  const ArbProtocol *protocol;     /* the dialect: UCI or UGI */
  const ArbRules    *rules;
  ArbParams          params;       /* the game's parameters (UGI's options) */
  gpointer           state;        /* the position of the last `position` */
  ArbGame           *game;         /* the same, with its moves: for `query` */
  guint              level;        /* the Level option, 1-based */
  guint              named_level;  /* --level's, in its name; 0: none given */

  /* The search running now, if any. */
  GThread           *thread;
  GCancellable      *cancellable;
  gpointer           search_state; /* the thread's own copy */
  guint64           *history;      /* the game's earlier positions, for the thread */
  ArbSearchCache    *cache;        /* what level 4 keeps from move to move */
  ArbSearchLimits    limits;
  gboolean           infinite;     /* `go infinite`: only `stop` ends it */
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
  g_clear_pointer (&uci->history, g_free);
}

static void
stop_search (Uci *uci)
{
  end_search (uci, FALSE);
}

/* The position is @state, reached by no move (a new game, a `position`
 * without moves). */
static void
set_position (Uci           *uci,
              gconstpointer  state)
{
  memcpy (uci->state, state, uci->rules->state_size);
  g_clear_object (&uci->game);
  uci->game = arb_game_new_from_state (uci->rules, state);
}

/* The start of the game by the parameters set (the defaults under UCI). */
static void
set_start (Uci *uci)
{
  g_autofree gpointer state = g_malloc0 (uci->rules->state_size);

  /* Every value setoption took makes a start (command_set_param). */
  if (!arb_rules_start (uci->rules, &uci->params, state, NULL, NULL))
    uci->rules->init_start (state);
  set_position (uci, state);
}

static void
set_game (Uci            *uci,
          const ArbRules *rules)
{
  g_free (uci->state);
  uci->rules = rules;
  uci->state = g_malloc0 (rules->state_size);
  arb_params_init (&uci->params, rules);
  set_start (uci);
  uci->level = arb_search_n_levels (rules);
}

/* "option name NAME type …" for each of the game's parameters (UGI), but
 * a seed, which no position needs. */
static void
say_game_options (Uci *uci)
{
  for (guint i = 0; i < uci->rules->n_params; i++)
    {
      const ArbParamSpec *spec = &uci->rules->params[i];
      g_autofree char *value = arb_params_value_text (uci->rules, i, spec->default_value);

      if (spec->type == ARB_PARAM_BOOL)
        say ("option name %s type check default %s", spec->name, value);
      else if (spec->type == ARB_PARAM_INT)
        say ("option name %s type spin default %s min %" G_GINT64_FORMAT " max %" G_GINT64_FORMAT,
             spec->name, value, spec->min, spec->max);
      else if (spec->type == ARB_PARAM_CHOICE)
        {
          g_autoptr(GString) choices = g_string_new (NULL);

          for (guint c = 0; spec->choices[c] != NULL; c++)
            g_string_append_printf (choices, " var %s", spec->choices[c]);
          say ("option name %s type combo default %s%s", spec->name, value, choices->str);
        }
    }
}

/* The engine options that select a rule parameter's values (chess960's
 * UCI_Chess960, ParamSpec.engine_options), declared as real engines
 * declare them: "type check default false" when the value is a truth. */
static void
say_engine_options (Uci *uci)
{
  for (guint i = 0; i < uci->rules->n_params; i++)
    {
      const ArbParamSpec *spec = &uci->rules->params[i];

      for (gint64 v = spec->min; spec->engine_options != NULL && v <= spec->max; v++)
        {
          const char *option = spec->engine_options[v];
          const char *equals = option != NULL ? strchr (option, '=') : NULL;
          g_autofree char *name = NULL;

          if (equals == NULL)
            continue;
          name = g_strndup (option, equals - option);
          say ("option name %s type check default %s", name,
               uci->params.values[i] == v ? "true" : "false");
        }
    }
}

/* setoption for an option say_engine_options() declared: the parameter
 * takes the value that option selects, or, set false, the value that asks
 * nothing of an engine (standard chess). FALSE when @name is none. */
static gboolean
command_set_engine_option (Uci        *uci,
                           const char *name,
                           const char *value)
{
  gboolean on = value != NULL && g_ascii_strcasecmp (value, "true") == 0;

  for (guint i = 0; i < uci->rules->n_params; i++)
    {
      const ArbParamSpec *spec = &uci->rules->params[i];

      for (gint64 v = spec->min; spec->engine_options != NULL && v <= spec->max; v++)
        {
          const char *option = spec->engine_options[v];
          gsize len = strlen (name);

          if (option == NULL || g_ascii_strncasecmp (option, name, len) != 0 || option[len] != '='
              || g_ascii_strcasecmp (option + len + 1, "true") != 0)
            continue;
          if (on)
            uci->params.values[i] = v;
          else if (uci->params.values[i] == v)
            for (gint64 w = spec->min; w <= spec->max; w++)
              if (spec->engine_options[w] != NULL && spec->engine_options[w][0] == '\0')
                uci->params.values[i] = w;
          return TRUE;
        }
    }
  return FALSE;
}

/* `uci` or `ugi`: the engine's name and options. */
static void
command_hello (Uci *uci)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);
  g_autoptr(GString) variants = g_string_new (NULL);

  for (guint i = 0; i < n_games; i++)
    g_string_append_printf (variants, " var %s", games[i]->id);
  /* With --level, the level is part of the name: three levels of one
   * program in a tournament are three players a reader tells apart. */
  if (uci->named_level != 0)
    say ("id name Arbiter %s (level %u)", PACKAGE_VERSION, uci->named_level);
  else
    say ("id name Arbiter %s", PACKAGE_VERSION);
  say ("id author The Arbiter authors");
  /* The default is the level it plays without setoption: --level's. */
  say ("option name Level type spin default %u min 1 max %u", uci->level,
       arb_search_n_levels (uci->rules));
  say ("option name UCI_Variant type combo default %s%s", uci->rules->id, variants->str);
  if (uci->protocol->game_options)
    say_game_options (uci);
  say_engine_options (uci);
  say ("%s", uci->protocol->hello_ok);
}

/* A game parameter set by setoption (UGI): FALSE when @name is none. */
static gboolean
command_set_param (Uci        *uci,
                   const char *name,
                   const char *value)
{
  int index = arb_params_lookup (uci->rules, name);
  g_autofree gpointer state = NULL;
  g_autoptr(GError) error = NULL;
  ArbParams params = uci->params;

  if (!uci->protocol->game_options || index < 0
      || uci->rules->params[index].type == ARB_PARAM_SEED)
    return FALSE;
  state = g_malloc0 (uci->rules->state_size);
  if (!arb_params_set (&params, uci->rules, uci->rules->params[index].name,
                       value != NULL ? value : "", &error)
      || !arb_rules_start (uci->rules, &params, state, NULL, &error))
    say ("info string %s", error->message); /* quoted by the parameters' code */
  else
    uci->params = params;
  return TRUE;
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
  else if (!command_set_engine_option (uci, name->str, value)
           && !command_set_param (uci, name->str, value))
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
      if (!arb_rules_start (uci->rules, &uci->params, state, NULL, NULL))
        uci->rules->init_start (state);
      i++;
    }
  else if (words[i] != NULL && g_str_equal (words[i], "fen"))
    {
      g_autoptr(GString) fen = g_string_new (NULL);
      g_autoptr(GError) error = NULL;

      for (i++; words[i] != NULL && !g_str_equal (words[i], "moves"); i++)
        g_string_append_printf (fen, "%s%s", fen->len > 0 ? " " : "", words[i]);
      if (!arb_rules_read_position_with (uci->rules, &uci->params, fen->str, state, &error))
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

  set_position (uci, state);
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
        /* The game object's own checks agree with explain(). */
        arb_game_play_move (uci->game, &move, NULL);
      }
  memcpy (uci->state, state, uci->rules->state_size);
}

/* The numbers of `go` (-1: not given), by the dialect's field names. */
typedef struct
{
  gint64   movetime;
  gint64   depth;
  gint64   nodes;
  gint64   time_left[2];
  gint64   increment[2];
  gint64   moves_to_go;
  gboolean infinite;
} GoFields;

/* Reads `go`'s fields; unknown words (ponder, searchmoves…) are skipped. */
static void
read_go (const ArbProtocol *protocol,
         char             **words,
         GoFields          *go)
{
  for (guint i = 1; words[i] != NULL; i++)
    {
      const char *word = words[i];
      gint64 *field = NULL;

      if (g_str_equal (word, "infinite"))
        {
          go->infinite = TRUE;
          continue;
        }
      if (g_str_equal (word, "movetime"))
        field = &go->movetime;
      else if (g_str_equal (word, "depth"))
        field = &go->depth;
      else if (g_str_equal (word, "nodes"))
        field = &go->nodes;
      else if (g_str_equal (word, "movestogo"))
        field = &go->moves_to_go;
      for (guint side = 0; side < 2 && field == NULL; side++)
        if (g_str_equal (word, protocol->time_left[side]))
          field = &go->time_left[side];
        else if (g_str_equal (word, protocol->increment[side]))
          field = &go->increment[side];
      if (field == NULL || words[i + 1] == NULL)
        continue;
      i++;
      *field = MAX (g_ascii_strtoll (words[i], NULL, 10), 0);
    }
}

/* go [movetime MS] [depth N] [nodes N] [infinite] [CLOCK MS …], the clock
 * fields being the dialect's (wtime btime winc binc | p1time p2time p1inc
 * p2inc) and movestogo. */
static void
command_go (Uci   *uci,
            char **words)
{
  ArbSide side = uci->rules->turn (uci->state) & 1;
  GoFields go = { -1, -1, -1, { -1, -1 }, { 0, 0 }, 0, FALSE };

  stop_search (uci);
  memset (&uci->limits, 0, sizeof uci->limits);
  uci->limits.level = uci->level;
  read_go (uci->protocol, words, &go);
  if (go.movetime >= 0)
    uci->limits.movetime_ms = (guint) CLAMP (go.movetime, 1, G_MAXINT32);
  if (go.depth >= 0)
    uci->limits.depth = (guint) CLAMP (go.depth, 1, 1000);
  if (go.nodes >= 0)
    uci->limits.nodes = (guint64) MAX (go.nodes, 1);

  /* A clock, shared out as arb_move_time_budget() says. */
  if (uci->limits.movetime_ms == 0 && go.time_left[side] >= 0)
    {
      ArbMoveTime time = { .clock = TRUE, .moves_to_go = (guint) MIN (go.moves_to_go, 1000) };

      time.time_left[side] = (guint64) go.time_left[side];
      time.increment[side] = (guint64) go.increment[side];
      uci->limits.movetime_ms = arb_move_time_budget (&time, side);
    }
  if (go.infinite)
    uci->limits.movetime_ms = G_MAXINT32;
  uci->infinite = go.infinite;

  uci->cancellable = g_cancellable_new ();
  uci->limits.cancellable = uci->cancellable;
  uci->history = arb_search_game_history (uci->game, &uci->limits.n_history);
  uci->limits.history = uci->history;
  uci->limits.cache = uci->cache;
  uci->search_state = g_memdup2 (uci->state, uci->rules->state_size);
  uci->thread = g_thread_new ("arbiter-search", search_thread, uci);
}

/* The game's result as UGI says it. */
static const char *
result_word (ArbResult result)
{
  switch (result)
    {
    case ARB_RESULT_FIRST_WINS:
      return "p1win";
    case ARB_RESULT_SECOND_WINS:
      return "p2win";
    case ARB_RESULT_DRAW:
      return "draw";
    case ARB_RESULT_NONE:
    default:
      return "none";
    }
}

/* query p1turn|gameover|result (UGI), of the last `position`: the game is
 * over when its rules end it, or when a draw can be claimed, which the
 * match referee claims at once (the claim decides the result: Congkak's
 * stores). */
static void
command_query (Uci   *uci,
               char **words)
{
  const char *what = words[1] != NULL ? words[1] : "";
  ArbResult result = arb_game_get_result (uci->game);

  if (!arb_game_is_over (uci->game)
      && arb_game_get_claimable_draws (uci->game) != ARB_DRAW_CLAIM_NONE)
    {
      g_autoptr(ArbGame) claimed = arb_game_copy (uci->game);

      if (arb_game_claim_draw (claimed, NULL))
        result = arb_game_get_result (claimed);
    }

  if (g_str_equal (what, "p1turn"))
    say ("response %s", uci->rules->turn (uci->state) == ARB_SIDE_FIRST ? "true" : "false");
  else if (g_str_equal (what, "gameover"))
    say ("response %s", result != ARB_RESULT_NONE ? "true" : "false");
  else if (g_str_equal (what, "result"))
    say ("response %s", result_word (result));
  else
    {
      g_autofree char *shown = arb_text_quote (what, -1);

      say ("info string unknown query '%s': p1turn, gameover or result", shown);
    }
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

  if (g_str_equal (command, uci->protocol->hello))
    command_hello (uci);
  else if (g_str_equal (command, "isready"))
    {
      /* Ready means the next `go` costs only its thinking: the tables are
       * made and touched now, off the clock (never during a search, which
       * is using them). */
      if (uci->thread == NULL)
        arb_search_cache_prepare (uci->cache, uci->rules, uci->level);
      say ("readyok");
    }
  else if (g_str_equal (command, uci->protocol->new_game))
    {
      stop_search (uci);
      set_start (uci);
      arb_search_cache_reset (uci->cache);
    }
  else if (uci->protocol->queries && g_str_equal (command, "query"))
    command_query (uci, words);
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

/* Reads and runs commands until `quit` or the end of the input: the
 * exit status. */
static int
run_engine (Uci *uci)
{
  g_autoptr(GDataInputStream) input = arb_cli_stdin_new ();
  gboolean at_end = FALSE;
  int status = ARB_CLI_STATUS_OK;

  uci->cache = arb_search_cache_new ();
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
      if (words[0] != NULL && !run_command (uci, words))
        break;
    }

  /* The end of the input lets a search finish (a script that pipes
   * `go depth 5` in wants its answer); `quit` and `go infinite` do not. */
  end_search (uci, at_end && !uci->infinite);
  g_clear_object (&uci->game);
  g_free (uci->state);
  g_clear_pointer (&uci->cache, arb_search_cache_free);
  return status;
}

/* `arbiter-cli uci|ugi [--game NAME] [--param NAME=VALUE…] [--level N]`,
 * the dialect being @protocol's. --level makes one command line one player
 * of a tournament (`tournament "arbiter-cli ugi --level 2" …`), where
 * --option would set every engine's. */
static int
engine_command (const ArbProtocol *protocol,
                const char        *help,
                int                argc,
                char             **argv)
{
  g_auto(GStrv) rest = NULL;
  int level = -1;
  const GOptionEntry entries[] = {
    { "level", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &level,
      "The Level it plays until setoption changes it (default: the game's strongest)", "N" },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &rest,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  const ArbRules *rules = arb_games_default ();
  Uci uci = { .protocol = protocol };
  guint chosen_level = 0;
  int status;

  status = arb_cli_parse_options (protocol->name, "", help, entries, &rules, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;
  if (rest != NULL)
    {
      g_autofree char *shown = arb_text_quote (rest[0], -1);

      arb_cli_error ("%s: unexpected argument '%s'", protocol->name, shown);
      return ARB_CLI_STATUS_USAGE;
    }

  if (level >= 0 && !arb_cli_parse_level (protocol->name, rules, level, &chosen_level))
    return ARB_CLI_STATUS_USAGE;

  set_game (&uci, rules);
  if (level >= 0)
    uci.level = uci.named_level = chosen_level;
  /* --param: the parameters' values until setoption changes them. */
  uci.params = *arb_cli_params (rules);
  set_start (&uci);
  return run_engine (&uci);
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
  return engine_command (&arb_protocol_uci,
                         "Speaks the Universal Chess Interface on standard input and output:\n"
                         "uci, isready, ucinewgame, setoption name\n"
                         "Level|UCI_Variant|UCI_Chess960 value V, position startpos|fen POS\n"
                         "[moves ...], go [movetime MS] [depth N] [nodes N] [wtime MS\n"
                         "btime MS [winc MS] [binc MS] [movestogo N]] [infinite], stop, quit.\n"
                         "Moves are in the notation of 'moves' (chess: e2e4). Chess is the\n"
                         "founding game unless --param variant=standard or UCI_Chess960.\n"
                         "For every game: 'ugi'; docs/protocol.md.",
                         argc, argv);
}

/**
 * arb_cli_ugi:
 * @argc: argument count, argv[0] being "ugi"
 * @argv: the arguments
 *
 * `arbiter-cli ugi [--game NAME]`: a UGI engine (UCI for any game) on
 * standard input and output until `quit` or the end of the input.
 *
 * Returns: the exit status
 */
int
arb_cli_ugi (int    argc,
             char **argv)
{
  return engine_command (&arb_protocol_ugi,
                         "Speaks the Universal Game Interface (UCI for any game) on standard\n"
                         "input and output: ugi, isready, uginewgame, setoption name NAME value V\n"
                         "(Level, UCI_Variant and the game's parameters), position startpos|fen\n"
                         "POS [moves ...], go [movetime MS] [depth N] [nodes N] [p1time MS\n"
                         "p2time MS [p1inc MS] [p2inc MS] [movestogo N]] [infinite], stop,\n"
                         "query p1turn|gameover|result, quit. POS is the game's position string;\n"
                         "moves are in the notation of 'moves'. p1 is the game's first player.\n"
                         "See docs/protocol.md.",
                         argc, argv);
}
