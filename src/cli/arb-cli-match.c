/* arb-cli-match.c — `arbiter-cli match`: the referee of two programs
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "arb-cli-engines.h"
#include "arb-match.h"
#include "arb-uci-engine.h"

/* The longest match this command plays: a typing slip should not start a
 * week of games. */
#define MAX_GAMES     100000
/* --movetime not given. */
#define MOVETIME_UNSET G_MININT

/* The longest --timemargin: a minute past a clock is no clock. */
#define MAX_TIME_MARGIN 60000

/* What the command line asks for. */
typedef struct
{
  char   *fen;
  char   *openings_path;
  int     opening_plies;  /* a PGN book's plies an opening takes; 0: all */
  int     opening_start;  /* the opening to begin with, from 1 */
  char   *pgn_path;
  char   *protocol;  /* --protocol: "uci", "ugi"; NULL: the game's */
  GStrv   options;   /* NAME=VALUE for every engine */
  GStrv   rest;      /* the two PLAYERs (as settings: arb_cli_engines_resolve()) */
  char   *engines_file;  /* --engines-file: conf= reads it */
  gboolean recover;      /* --recover: what Arbiter always does */
  GPtrArray *engines;    /* of ArbCliEngine: the players */
  char   *tc;        /* --tc [MOVES/]SECONDS[+INC] */
  int     time_margin;  /* --timemargin MS: 0 none */
  char   *draw_adjudication;
  char   *resign_adjudication;
  int     games;
  int     movetime;
  int     depth;     /* --depth: 0 none */
  gint64  nodes;     /* --nodes: 0 none */
  int     max_plies;
  char   *seed_text;  /* --seed, read by arb_cli_parse_seed() */
  guint64 seed;
} Arguments;

typedef struct
{
  GOutputStream *pgn;        /* NULL without --pgn */
  const char    *pgn_path;
  GError        *pgn_error;  /* the first write that failed */
} Output;

/* ------------------------------------------------------------ statics */

/* One line a finished game, as cutechess-cli prints it, and the game
 * appended whole to the --pgn file. */
static void
on_game_over (const ArbMatchGame *result,
              gpointer            data)
{
  Output *output = data;
  const ArbRules *rules = arb_game_get_rules (result->game);

  printf ("Finished game %u (%s vs %s): %s {%s}\n", result->number,
          arb_game_get_tag (result->game, arb_rules_player_tag (rules, ARB_SIDE_FIRST)),
          arb_game_get_tag (result->game, arb_rules_player_tag (rules, ARB_SIDE_SECOND)),
          arb_result_to_string (arb_game_get_result (result->game)), result->comment);
  fflush (stdout);

  if (output->pgn != NULL && output->pgn_error == NULL)
    {
      g_autofree char *text = g_strconcat (result->pgn, "\n", NULL);

      if (!g_output_stream_write_all (output->pgn, text, strlen (text), NULL, NULL,
                                      &output->pgn_error)
          || !g_output_stream_flush (output->pgn, NULL, &output->pgn_error))
        g_prefix_error (&output->pgn_error, "%s: ", output->pgn_path);
    }
}


/**
 * arb_cli_match_check_bounds:
 * @command: "match" or "tournament", for the message
 * @tc: (nullable): `--tc`
 * @depth: `--depth` (0 when not given)
 * @nodes: `--nodes` (0 when not given)
 * @time_margin: `--timemargin` (0 when not given)
 *
 * Returns: FALSE after a message when a bound is out of range or given
 *   with a clock (a bound is for a move without one, as cutechess-cli's
 *   `depth=` and `nodes=` with `tc=inf`), or a time margin is out of range
 *   or given without a clock
 */
gboolean
arb_cli_match_check_bounds (const char *command,
                            const char *tc,
                            int         depth,
                            gint64      nodes,
                            int         time_margin)
{
  if (time_margin < 0 || time_margin > MAX_TIME_MARGIN)
    {
      arb_cli_error ("%s: --timemargin must be 0 to %d milliseconds, got %d", command,
                     MAX_TIME_MARGIN, time_margin);
      return FALSE;
    }
  if (time_margin > 0 && tc == NULL)
    {
      arb_cli_error ("%s: --timemargin is a margin on a clock: it needs --tc (a time per move "
                     "has %d ms of grace)", command, ARB_MATCH_GRACE_MS);
      return FALSE;
    }
  if ((depth != 0 || nodes != 0) && tc != NULL)
    {
      arb_cli_error ("%s: --depth and --nodes bound a move without a clock: not with --tc",
                     command);
      return FALSE;
    }
  if (depth < 0 || depth > ARB_CLI_MAX_DEPTH)
    {
      arb_cli_error ("%s: --depth must be 1 to %d, got %d", command, ARB_CLI_MAX_DEPTH, depth);
      return FALSE;
    }
  if (nodes < 0 || nodes > ARB_CLI_MAX_NODES)
    {
      arb_cli_error ("%s: --nodes must be 1 to %" G_GINT64_FORMAT ", got %" G_GINT64_FORMAT,
                     command, ARB_CLI_MAX_NODES, nodes);
      return FALSE;
    }
  return TRUE;
}

/* ----------------------------------------------------- the command line */

/* A control character is what arb_text_escape() escapes (C0, DEL, C1):
 * one definition for what is shown and what is refused. */
static gboolean
has_control_character (const char *text)
{
  g_autofree char *escaped = arb_text_escape (text, -1, 0);

  return strcmp (escaped, text) != 0;
}

/**
 * arb_cli_match_check_engine_args:
 * @command: "match" or "tournament", for the messages
 * @protocol: (nullable): --protocol's value
 * @options: (nullable): the --option NAME=VALUE values
 *
 * Checks what match and tournament both pass to engines, and says what is
 * wrong (the user's text quoted, control bytes escaped).
 *
 * Returns: %TRUE when both are valid
 */
gboolean
arb_cli_match_check_engine_args (const char        *command,
                                 const char        *protocol,
                                 const char *const *options)
{
  if (protocol != NULL && arb_protocol_lookup (protocol) == NULL)
    {
      g_autofree char *shown = arb_text_quote (protocol, -1);

      arb_cli_error ("%s: --protocol must be uci or ugi, got '%s'", command, shown);
      return FALSE;
    }
  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    {
      const char *equals = strchr (options[i], '=');

      if (equals == NULL || equals == options[i])
        {
          g_autofree char *shown = arb_text_quote (options[i], -1);

          arb_cli_error ("%s: --option '%s' is not NAME=VALUE", command, shown);
          return FALSE;
        }
      /* `setoption` is one line of the protocol: a newline in a value
       * would send the engine a command of the user's ("quit"). */
      if (has_control_character (options[i]))
        {
          g_autofree char *shown = arb_text_quote (options[i], -1);

          arb_cli_error ("%s: --option '%s' holds a control character: a name and a value "
                         "are sent on one line of the protocol", command, shown);
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * arb_cli_match_parse_clock_args:
 * @command: "match" or "tournament", for the messages
 * @tc: (nullable): --tc's value
 * @draw: (nullable): --draw-adjudication's value
 * @resign: (nullable): --resign-adjudication's value
 * @clock: (out): the time control; kind %ARB_TIME_CONTROL_NONE without @tc
 * @adjudication: (out): the adjudication rules
 *
 * Reads what match and tournament both take about time and adjudication,
 * and says what is wrong.
 *
 * Returns: %TRUE when all are valid
 */
gboolean
arb_cli_match_parse_clock_args (const char      *command,
                                const char      *tc,
                                const char      *draw,
                                const char      *resign,
                                ArbTimeControl  *clock,
                                ArbAdjudication *adjudication)
{
  g_autoptr (GError) error = NULL;

  memset (clock, 0, sizeof *clock);
  memset (adjudication, 0, sizeof *adjudication);
  if (tc != NULL && !arb_time_control_parse (tc, clock, &error))
    {
      arb_cli_error ("%s: --tc: %s", command, error->message);
      return FALSE;
    }
  if ((draw != NULL && !arb_adjudication_parse_draw (draw, adjudication, &error))
      || (resign != NULL && !arb_adjudication_parse_resign (resign, adjudication, &error)))
    {
      arb_cli_error ("%s: %s", command, error->message);
      return FALSE;
    }
  return TRUE;
}

static void
arguments_clear (Arguments *args)
{
  g_clear_pointer (&args->fen, g_free);
  g_clear_pointer (&args->openings_path, g_free);
  g_clear_pointer (&args->pgn_path, g_free);
  g_clear_pointer (&args->protocol, g_free);
  g_clear_pointer (&args->options, g_strfreev);
  g_clear_pointer (&args->rest, g_strfreev);
  g_clear_pointer (&args->engines_file, g_free);
  g_clear_pointer (&args->engines, g_ptr_array_unref);
  g_clear_pointer (&args->tc, g_free);
  g_clear_pointer (&args->seed_text, g_free);
  g_clear_pointer (&args->draw_adjudication, g_free);
  g_clear_pointer (&args->resign_adjudication, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Arguments, arguments_clear)

/* Reads the options into @args and the game into @rules: an exit status,
 * or ARB_CLI_STATUS_CONTINUE. */
static int
parse_arguments (Arguments       *args,
                 const ArbRules **rules,
                 int             *argc,
                 char          ***argv)
{
  const GOptionEntry entries[] = {
    { "fen", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->fen,
      "Start every game from this position (default: the game's start)", "POS" },
    { "openings", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &args->openings_path,
      "Start the games from these positions, one a line (or a PGN book's games), each played "
      "twice", "FILE" },
    { "opening-plies", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &args->opening_plies,
      "A PGN book's openings: the position after this many plies of each game (default: all)",
      "N" },
    { "opening-start", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &args->opening_start,
      "Begin with this opening of the book, from 1 (default 1)", "N" },
    { "games", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &args->games,
      "How many games (default 2)", "N" },
    { "depth", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &args->depth,
      "Bound each move's search to N plies (go depth N); without --movetime, the bound alone",
      "N" },
    { "nodes", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT64, &args->nodes,
      "Bound each move's search to N positions (go nodes N); without --movetime, the bound "
      "alone", "N" },
    { "movetime", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &args->movetime,
      "Each player's time per move in milliseconds (default 100)", "MS" },
    { "tc", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->tc,
      "A clock for each player instead of --movetime: SECONDS, plus INC after each move, "
      "SECONDS again every MOVES moves",
      "[MOVES/]SECONDS[+INC]" },
    { "timemargin", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &args->time_margin,
      "With --tc, let a move come up to MS past the time left before the flag falls "
      "(default 0)", "MS" },
    { "draw-adjudication", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->draw_adjudication,
      "A draw when both players' last M scores are within ±CP after move N",
      "movenumber=N,movecount=M,score=CP" },
    { "resign-adjudication", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING,
      &args->resign_adjudication,
      "A loss for a player whose last M scores are at most -CP (twosided: and the "
      "opponent's at least +CP)", "movecount=M,score=CP[,twosided]" },
    { "seed", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->seed_text,
      "Seed of the built-in player's choice between equal moves and of the starts "
      "drawn without --openings (Chess960's arrays)", "N" },
    { "max-plies", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &args->max_plies,
      "Adjudicate a draw after this many plies (default 600)", "N" },
    { "option", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &args->options,
      "Send 'setoption name NAME value VALUE' to every engine (repeatable)", "NAME=VALUE" },
    { "pgn", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &args->pgn_path,
      "Write the games to FILE", "FILE" },
    { "protocol", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->protocol,
      "What engines speak: uci or ugi (default: uci for chess, ugi for the other games)",
      "NAME" },
    { "engines-file", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &args->engines_file,
      "The engines conf=NAME names, in cutechess's engines.json layout (default: "
      "./engines.json)", "FILE" },
    { "recover", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->recover,
      "Start an engine that failed again for the next game (always so; for command lines of "
      "cutechess-cli and fastchess)", NULL },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &args->rest,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };

  return arb_cli_parse_options ("match", "PLAYER PLAYER | --engine KEY=VALUE… --engine KEY=VALUE…",
                                "Referees games between two players, the first PLAYER moving first\n"
                                "in the odd games. A PLAYER is arbiter:LEVEL (the built-in player) or\n"
                                "the command line of a UCI or UGI engine, quoted as one argument; or\n"
                                "--engine cmd=COMMAND [name=NAME dir=DIR args=ARGS proto=uci|ugi\n"
                                "option.NAME=VALUE… conf=NAME tc=… st=SECONDS depth=N nodes=N\n"
                                "timemargin=MS], and\n"
                                "--each KEY=VALUE… for every --engine, as cutechess-cli and fastchess\n"
                                "take them (docs/engine-testing.md); engines' different tc= (st=,\n"
                                "depth=, nodes=) give time odds. An\n"
                                "illegal or unreadable move, a crash, no move within MS plus 1000 ms or,\n"
                                "with --tc, a flag fall loses the game; an engine keeps its process from\n"
                                "game to game, and one that failed is started again for the next (as\n"
                                "--recover asks of cutechess-cli). An engine that does not start, or\n"
                                "does not declare an --option or a rule parameter (--param) set to\n"
                                "other than its default, is refused before the first game. One line a\n"
                                "finished game; then 'Restarts: NAME N…' when an engine was started\n"
                                "again; the last line is 'Score of NAME1 vs NAME2: W - L - D [SCORE]\n"
                                "N', for the first PLAYER. The protocol: docs/protocol.md;\n"
                                "clocks and adjudication: docs/tournaments.md.",
                                entries, rules, argc, argv);
}

/* Checks what the options say on their own, before any file is read or
 * any engine started; prints what is wrong. */
static gboolean
arguments_are_usable (Arguments *args)
{
  if (args->rest == NULL || g_strv_length (args->rest) != 2)
    {
      arb_cli_error ("match: expected two PLAYERs; see '%s match --help'", ARB_CLI_NAME);
      return FALSE;
    }
  if (args->games < 1 || args->games > MAX_GAMES)
    {
      arb_cli_error ("match: --games must be 1 to %d, got %d", MAX_GAMES, args->games);
      return FALSE;
    }
  if (args->tc != NULL && args->movetime != MOVETIME_UNSET)
    {
      arb_cli_error ("match: --tc and --movetime cannot be combined");
      return FALSE;
    }
  if (!arb_cli_match_check_bounds ("match", args->tc, args->depth, args->nodes,
                                   args->time_margin))
    return FALSE;
  if (args->movetime != MOVETIME_UNSET
      && (args->movetime < 1 || args->movetime > ARB_CLI_MAX_MOVETIME))
    {
      arb_cli_error ("match: --movetime must be 1 to %d milliseconds, got %d", ARB_CLI_MAX_MOVETIME,
                     args->movetime);
      return FALSE;
    }
  if (args->max_plies < 1 || args->max_plies > ARB_GAME_MAX_PLIES)
    {
      arb_cli_error ("match: --max-plies must be 1 to %d, got %d", ARB_GAME_MAX_PLIES,
                     args->max_plies);
      return FALSE;
    }
  if (args->fen != NULL && args->openings_path != NULL)
    {
      arb_cli_error ("match: --fen and --openings cannot be combined");
      return FALSE;
    }
  if (!arb_cli_check_book_args ("match", args->openings_path, args->opening_plies,
                                args->opening_start))
    return FALSE;
  if (args->seed_text != NULL && !arb_cli_parse_seed ("match", args->seed_text, &args->seed))
    return FALSE;
  return arb_cli_match_check_engine_args ("match", args->protocol,
                                          (const char *const *) args->options);
}

/* The positions the games start from, in @openings: those of --openings,
 * or --fen's alone, or starts drawn from --seed when the game's leaves its
 * start to chance (Chess960's array: one for each pair of games), or NULL
 * (the game's start). */
static gboolean
read_start_positions (const ArbRules  *rules,
                      const Arguments *args,
                      GStrv           *openings,
                      GError         **error)
{
  *openings = NULL;
  if (args->openings_path == NULL && args->fen == NULL)
    {
      *openings = arb_params_draw_starts (rules, arb_cli_params (rules), (guint) (args->games + 1) / 2,
                                          args->seed, error);
      return error == NULL || *error == NULL;
    }
  if (args->openings_path != NULL)
    {
      *openings = arb_cli_match_read_openings (rules, args->openings_path,
                                               (guint) args->opening_plies,
                                               (guint) args->opening_start, error);
      return *openings != NULL;
    }
  if (args->fen != NULL)
    {
      g_autoptr (ArbGame) game = arb_cli_opening_game (rules, args->fen, error);

      if (game == NULL)
        return FALSE;
      *openings = g_strsplit (args->fen, "\n", 2);
    }
  return TRUE;
}

/* Both PLAYERs, in @players; none when one of them cannot be made. */
static gboolean
new_players (const ArbRules  *rules,
             const Arguments *args,
             ArbMatchPlayer  *players[2],
             GError         **error)
{
  for (guint i = 0; i < 2; i++)
    {
      const ArbProtocol *protocol = args->protocol != NULL ? arb_protocol_lookup (args->protocol)
                                                           : NULL;

      players[i] = arb_cli_match_new_player (rules, g_ptr_array_index (args->engines, i), protocol,
                                             (const char *const *) args->options,
                                             args->seed, error);
      if (players[i] == NULL)
        {
          g_clear_pointer (&players[0], arb_match_player_free);
          return FALSE;
        }
    }
  return TRUE;
}

/* Refuses the match, before any game, when an engine cannot play: it does
 * not start or shake hands, lacks an --option, or cannot play by the rule
 * parameters given (docs/protocol.md). */
static gboolean
check_players (const ArbRules *rules,
               ArbMatchPlayer *players[2],
               GError        **error)
{
  for (guint i = 0; i < 2; i++)
    if (!arb_match_player_check (players[i], rules, arb_cli_params (rules), error))
      return FALSE;
  g_strfreev (arb_cli_match_name_apart (rules, players, 2));
  return TRUE;
}

/**
 * arb_cli_match_print_restarts:
 * @names: the players' names, in the command line's order
 * @restarts: how many times each one's engine was started again
 * @n_players: how many
 *
 * Prints "Restarts: NAME N, NAME N" for the engines started again after
 * a failure, nothing when none was.
 */
void
arb_cli_match_print_restarts (const char *const *names,
                              const guint       *restarts,
                              guint              n_players)
{
  g_autoptr (GString) line = g_string_new (NULL);

  for (guint i = 0; i < n_players; i++)
    if (restarts[i] > 0)
      g_string_append_printf (line, "%s%s %u", line->len > 0 ? ", " : "Restarts: ", names[i],
                              restarts[i]);
  if (line->len > 0)
    printf ("%s\n", line->str);
}

/**
 * arb_cli_match_name_apart:
 * @rules: the game
 * @players: the players, in the command line's order
 * @n_players: how many
 *
 * Gives players of one name (one engine against itself, two builds that
 * both say "Stockfish 15.1") distinct names: the second " #2", the third
 * " #3"…, kept whatever the engine calls itself later. The engines were
 * checked (arb_match_player_check()): their names are their own.
 *
 * Returns: (transfer full): each player's suffix, "" for most
 */
GStrv
arb_cli_match_name_apart (const ArbRules  *rules,
                          ArbMatchPlayer **players,
                          guint            n_players)
{
  g_autoptr (GStrvBuilder) suffixes = g_strv_builder_new ();

  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *suffix = NULL;
      guint same = 0;

      for (guint j = 0; j < i; j++)
        same += g_str_equal (players[j]->name, players[i]->name);
      suffix = same > 0 ? g_strdup_printf (" #%u", same + 1) : g_strdup ("");
      g_strv_builder_add (suffixes, suffix);
    }
  /* Only once every name is compared: a suffix changes the name. */
  {
    GStrv result = g_strv_builder_end (suffixes);

    for (guint i = 0; i < n_players; i++)
      if (*result[i] != '\0')
        arb_match_player_set_name_suffix (players[i], result[i]);
    return result;
  }
}

/* ------------------------------------------------------------ the games */

/* Creates (or empties) the --pgn file at @path for @output. */
static gboolean
open_pgn (Output     *output,
          const char *path,
          GError    **error)
{
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (path);

  /* A FIFO would keep the referee waiting for a reader before the first game. */
  if (!arb_cli_check_output_file (path, error))
    return FALSE;
  output->pgn = G_OUTPUT_STREAM (g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE,
                                                 NULL, error));
  output->pgn_path = path;
  return output->pgn != NULL;
}

/* Closes the --pgn file, if any: FALSE, with what went wrong printed, when
 * a write or the close failed. */
static gboolean
close_pgn (Output *output)
{
  if (output->pgn != NULL && !g_output_stream_close (output->pgn, NULL,
                                                     output->pgn_error == NULL ? &output->pgn_error
                                                                               : NULL))
    g_prefix_error (&output->pgn_error, "%s: ", output->pgn_path);
  if (output->pgn_error != NULL)
    {
      arb_cli_error ("match: %s", output->pgn_error->message);
      return FALSE;
    }
  return TRUE;
}

/* SIGINT, SIGTERM or SIGHUP: the engines' process groups end with the
 * referee (they are not in its group, so a terminal's ^C reaches the
 * referee only), then the signal does what it would have done. */
static void
on_fatal_signal (int sig)
{
  arb_uci_engine_kill_all ();
  signal (sig, SIG_DFL);
  raise (sig);
}

/**
 * arb_cli_match_guard_engines:
 *
 * What the referee does to its engines' processes: it outlives them, ends
 * their groups when it is interrupted (SIGINT, SIGTERM, SIGHUP), and
 * (Linux) adopts what they leave behind, so that it can reap it.
 */
void
arb_cli_match_guard_engines (void)
{
  static const int fatal_signals[] = { SIGINT, SIGTERM, SIGHUP };
  struct sigaction action = { 0 };

  /* An engine that dies while the referee writes to it must not take the
   * referee with it: the write fails with EPIPE instead. */
  signal (SIGPIPE, SIG_IGN);

  action.sa_handler = on_fatal_signal;
  sigemptyset (&action.sa_mask);
  for (gsize i = 0; i < G_N_ELEMENTS (fatal_signals); i++)
    sigaddset (&action.sa_mask, fatal_signals[i]);
  for (gsize i = 0; i < G_N_ELEMENTS (fatal_signals); i++)
    sigaction (fatal_signals[i], &action, NULL);
#ifdef __linux__
  prctl (PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#endif
}

/* Plays the match, one line a finished game, then cutechess-cli's score
 * line: an exit status. */
static int
play_match (const ArbMatchOptions *match,
            ArbMatchPlayer        *players[2],
            Output                *output)
{
  g_autoptr (GError) error = NULL;
  guint score[3];
  guint n;

  if (!arb_match_run (match, players, on_game_over, output, score, &error))
    {
      arb_cli_error ("match: %s", error->message);
      return ARB_CLI_STATUS_FAILURE;
    }
  n = score[0] + score[1] + score[2];
  {
    const char *names[2] = { players[0]->name, players[1]->name };
    guint restarts[2] = { players[0]->restarts, players[1]->restarts };

    arb_cli_match_print_restarts (names, restarts, 2);
  }
  /* Exactly cutechess-cli's line, for the first PLAYER. */
  printf ("Score of %s vs %s: %u - %u - %u  [%.3f] %u\n", players[0]->name, players[1]->name,
          score[0], score[1], score[2], (score[0] + score[2] / 2.0) / MAX (n, 1), n);
  return ARB_CLI_STATUS_OK;
}

/* ---------------------------------------------------------- public API */

/**
 * arb_cli_match:
 * @argc: argument count, argv[0] being "match"
 * @argv: the arguments
 *
 * `arbiter-cli match [OPTION…] PLAYER PLAYER`: referees games between two
 * players; one line a finished game, then the score line of cutechess-cli.
 *
 * Returns: the exit status: 0 when every game was played (whoever won)
 */
int
arb_cli_match (int    argc,
               char **argv)
{
  g_auto (Arguments) args = { .games = 2, .movetime = MOVETIME_UNSET, .max_plies = 600 };
  g_autoptr (GError) error = NULL;
  const ArbRules *rules = arb_games_default ();
  ArbMatchOptions match = { 0 };
  ArbMatchPlayer *players[2] = { NULL, NULL };
  Output output = { NULL, NULL, NULL };
  g_auto (ArbCliEngineArgs) taken = { NULL, NULL, NULL };
  int status;

  arb_cli_engines_take_args (&argc, &argv, &taken);
  status = parse_arguments (&args, &rules, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;
  {
    ArbCliEngineTime time = { &args.tc, &args.movetime, MOVETIME_UNSET, &args.depth,
                              &args.nodes, &args.time_margin };

    args.engines = arb_cli_engines_resolve ("match", &taken, &args.rest, args.engines_file,
                                            &time);
    if (args.engines == NULL)
      return ARB_CLI_STATUS_USAGE;
  }
  if (!arguments_are_usable (&args))
    return ARB_CLI_STATUS_USAGE;

  if (!arb_cli_match_parse_clock_args ("match", args.tc, args.draw_adjudication,
                                       args.resign_adjudication, &match.clock,
                                       &match.adjudication))
    return ARB_CLI_STATUS_USAGE;
  match.rules = rules;
  match.n_games = args.games;
  match.movetime = args.movetime != MOVETIME_UNSET ? args.movetime
                   : args.depth > 0 || args.nodes > 0 ? 0 : ARB_CLI_DEFAULT_MOVETIME;
  match.depth = (guint) args.depth;
  match.time_margin = (guint) args.time_margin;
  match.nodes = (guint64) args.nodes;
  match.max_plies = args.max_plies;
  match.seed = args.seed;
  match.params = arb_cli_params (rules);
  if (!read_start_positions (rules, &args, &match.openings, &error))
    {
      arb_cli_error ("match: %s", error->message);
      return ARB_CLI_STATUS_FAILURE;
    }
  if (!new_players (rules, &args, players, &error))
    {
      arb_cli_error ("match: %s", error->message);
      g_strfreev (match.openings);
      return ARB_CLI_STATUS_USAGE;
    }

  arb_cli_match_guard_engines ();
  if (!check_players (rules, players, &error))
    {
      arb_cli_error ("match: %s; refused before the first game", error->message);
      status = ARB_CLI_STATUS_FAILURE;
    }
  else if (args.pgn_path != NULL && !open_pgn (&output, args.pgn_path, &error))
    {
      arb_cli_error ("match: %s: %s", args.pgn_path, error->message);
      status = ARB_CLI_STATUS_FAILURE;
    }
  else
    {
      status = play_match (&match, players, &output);
      if (!close_pgn (&output))
        status = ARB_CLI_STATUS_FAILURE;
    }

  g_clear_error (&output.pgn_error);
  g_clear_object (&output.pgn);
  arb_match_player_free (players[0]);
  arb_match_player_free (players[1]);
  g_strfreev (match.openings);
  return status;
}
