/* arb-cli-tournament.c — `arbiter-cli tournament`: many players, many
 * games, kept in a directory that survives a kill
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "arb-cli-engines.h"
#include "arb-cli-tournament-private.h"
#include "arb-protocol.h"

/* Limits against typing slips, as match's. */
#define MAX_GAMES        100000
#define MAX_PLAYERS      1000
/* --movetime not given. */
#define MOVETIME_UNSET   G_MININT
/* Two engines a game, and the referee tracks 64 process groups. */
#define MAX_CONCURRENCY  32

typedef struct
{
  char    *format;
  char    *openings_path;
  int      opening_plies;  /* a PGN book's plies an opening takes; 0: all */
  int      opening_start;  /* the opening to begin with, from 1 */
  char    *out;
  char    *shard_text;
  char    *merge;
  char    *protocol;  /* --protocol: "uci", "ugi"; NULL: the game's */
  char    *sprt_text; /* --sprt, as given */
  char    *sprt_setting; /* its values, as the settings file keeps them */
  char    *tc;        /* --tc [MOVES/]SECONDS[+INC] */
  int      time_margin;  /* --timemargin MS: 0 none */
  int      rating_interval;  /* --rating-interval N */
  char    *draw_adjudication;
  char    *resign_adjudication;
  ArbSprt  sprt;
  GStrv    options;
  GStrv    rest;      /* the PLAYERs (as settings: arb_cli_engines_resolve()) */
  char    *engines_file;  /* --engines-file: conf= reads it */
  GPtrArray *engines;     /* of ArbCliEngine: the players */
  gboolean recover;       /* --recover: what Arbiter always does */
  int      rounds;
  int      games_per_encounter;
  int      movetime;
  int      depth;     /* --depth: 0 none */
  gint64   nodes;     /* --nodes: 0 none */
  int      max_plies;
  int      concurrency;
  gboolean random_openings;
  char    *seed_text;  /* --seed, read by arb_cli_parse_seed() */
  guint64  seed;
  guint    shard;     /* from --shard I/N; 0: none */
  guint    n_shards;
} Arguments;

/* What the players are made of, for every game. */
typedef struct
{
  const ArbRules *rules;
  GPtrArray      *engines;  /* of ArbCliEngine, by PLAYER */
  GStrv           options;
  const ArbProtocol *protocol;
  GStrv           suffixes;  /* by PLAYER: " #2" for a second of the same name */
} PlayerFactory;

static void
arguments_clear (Arguments *args)
{
  g_clear_pointer (&args->format, g_free);
  g_clear_pointer (&args->openings_path, g_free);
  g_clear_pointer (&args->out, g_free);
  g_clear_pointer (&args->shard_text, g_free);
  g_clear_pointer (&args->merge, g_free);
  g_clear_pointer (&args->protocol, g_free);
  g_clear_pointer (&args->sprt_text, g_free);
  g_clear_pointer (&args->sprt_setting, g_free);
  g_clear_pointer (&args->tc, g_free);
  g_clear_pointer (&args->seed_text, g_free);
  g_clear_pointer (&args->draw_adjudication, g_free);
  g_clear_pointer (&args->resign_adjudication, g_free);
  g_clear_pointer (&args->options, g_strfreev);
  g_clear_pointer (&args->rest, g_strfreev);
  g_clear_pointer (&args->engines_file, g_free);
  g_clear_pointer (&args->engines, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Arguments, arguments_clear)

static int
parse_arguments (Arguments       *args,
                 const ArbRules **rules,
                 int             *argc,
                 char          ***argv)
{
  const GOptionEntry entries[] = {
    { "out", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &args->out,
      "The tournament's directory: its settings, journal and games (required)", "DIR" },
    { "format", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->format,
      "round-robin (default) or gauntlet (the first PLAYER against each other)", "FORMAT" },
    { "rounds", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &args->rounds,
      "How many times every pairing is played (default 1)", "N" },
    { "games-per-encounter", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT,
      &args->games_per_encounter,
      "Games of a pairing in a round, colours alternating (default 2)", "N" },
    { "openings", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &args->openings_path,
      "Start the games from these positions, one a line (or a PGN book's games), each pair of "
      "games one", "FILE" },
    { "opening-plies", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &args->opening_plies,
      "A PGN book's openings: the position after this many plies of each game (default: all)",
      "N" },
    { "opening-start", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &args->opening_start,
      "Begin with this opening of the book, from 1 (default 1)", "N" },
    { "random-openings", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->random_openings,
      "Draw each pair's opening with --seed instead of taking them in turn", NULL },
    { "seed", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->seed_text,
      "Seed of the built-in players' ties, of the random openings and of the starts "
      "drawn without --openings (Chess960's arrays)", "N" },
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
    { "max-plies", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &args->max_plies,
      "Adjudicate a draw after this many plies (default 600)", "N" },
    { "concurrency", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &args->concurrency,
      "Games played at once (default 1)", "N" },
    { "rating-interval", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &args->rating_interval,
      "Say how far the tournament has got on standard error: on a terminal a line kept "
      "up to date, elsewhere a line every N games (default 10; 0: never)", "N" },
    { "option", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &args->options,
      "Send 'setoption name NAME value VALUE' to every engine (repeatable)", "NAME=VALUE" },
    { "protocol", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->protocol,
      "Speak uci or ugi to the engines (default: UCI for chess, UGI for the others)", "NAME" },
    { "engines-file", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &args->engines_file,
      "The engines conf=NAME names, in cutechess's engines.json layout (default: "
      "./engines.json)", "FILE" },
    { "recover", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->recover,
      "Start an engine that failed again for the next game (always so; for command lines of "
      "cutechess-cli and fastchess)", NULL },
    { "shard", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->shard_text,
      "Play share I of N of the schedule (games I, I+N, I+2N…) in DIR", "I/N" },
    { "sprt", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->sprt_text,
      "With two PLAYERs: stop once this SPRT on the pairs of games decides",
      "elo0=A,elo1=B,alpha=C,beta=D" },
    { "merge", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &args->merge,
      "Merge the finished shards' directories given instead of PLAYERs into OUT", "OUT" },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &args->rest,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };

  return arb_cli_parse_options ("tournament",
                                "PLAYER PLAYER [PLAYER…] | --engine KEY=VALUE… --engine KEY=VALUE… "
                                "[--engine…] | --merge OUT DIR…",
                                "Referees a tournament, every game as 'match' referees it. A PLAYER\n"
                                "is arbiter:LEVEL or an engine's command line; or --engine\n"
                                "cmd=COMMAND [name=NAME dir=DIR args=ARGS proto=uci|ugi\n"
                                "option.NAME=VALUE… conf=NAME tc=… st=SECONDS depth=N nodes=N\n"
                                "timemargin=MS], and\n"
                                "--each KEY=VALUE… for every --engine, as cutechess-cli and fastchess\n"
                                "take them; engines' different tc= (st=, depth=, nodes=) give time\n"
                                "odds. An engine keeps its process from game to game; one that\n"
                                "failed is started again for the next ('Restarts: NAME N' after the\n"
                                "standings); one that does not start or lacks an --option is refused\n"
                                "before the first game. DIR keeps the\n"
                                "tournament: run the same command again after an interruption to\n"
                                "resume it. One line a finished game, in schedule order, then the\n"
                                "standings with each player's Elo; with two players, cutechess-cli's\n"
                                "score lines, the pentanomial counts and the SPRT's state. --merge OUT DIR… joins the directories of the shards of\n"
                                "one tournament (--shard 1/N … N/N) into OUT. See docs/tournaments.md.",
                                entries, rules, argc, argv);
}

/* An int option in [min, max], or says what is wrong. */
static gboolean
in_range (const char *name,
          int         value,
          int         min,
          int         max)
{
  if (value >= min && value <= max)
    return TRUE;
  arb_cli_error ("tournament: --%s must be %d to %d, got %d", name, min, max, value);
  return FALSE;
}

/* --shard I/N into @args: FALSE, said, when it is no such thing. */
static gboolean
parse_shard (Arguments *args)
{
  g_auto (GStrv) parts = NULL;
  guint64 shard, n_shards;

  if (args->shard_text == NULL)
    return TRUE;
  parts = g_strsplit (args->shard_text, "/", 3);
  if (g_strv_length (parts) != 2
      || !g_ascii_string_to_unsigned (parts[1], 10, 1, MAX_GAMES, &n_shards, NULL)
      || !g_ascii_string_to_unsigned (parts[0], 10, 1, n_shards, &shard, NULL))
    {
      g_autofree char *shown = arb_text_quote (args->shard_text, -1);

      arb_cli_error ("tournament: --shard '%s': expected I/N, 1 ≤ I ≤ N ≤ %d", shown, MAX_GAMES);
      return FALSE;
    }
  args->shard = (guint) shard;
  args->n_shards = (guint) n_shards;
  return TRUE;
}

/* --sprt's text into @args->sprt: FALSE, said, when it makes no test. */
static gboolean
parse_sprt (Arguments *args)
{
  static const char *const keys[] = { "elo0", "elo1", "alpha", "beta" };
  double values[G_N_ELEMENTS (keys)];
  gboolean seen[G_N_ELEMENTS (keys)] = { FALSE };
  g_auto (GStrv) parts = NULL;
  g_autofree char *shown = NULL;

  if (args->sprt_text == NULL)
    return TRUE;
  shown = arb_text_quote (args->sprt_text, -1);
  parts = g_strsplit (args->sprt_text, ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *equals = strchr (parts[i], '=');
      gsize k = 0;
      char *end = NULL;

      while (k < G_N_ELEMENTS (keys)
             && (equals == NULL || strncmp (parts[i], keys[k], (gsize) (equals - parts[i])) != 0
                 || strlen (keys[k]) != (gsize) (equals - parts[i])))
        k++;
      /* Decimal numbers only: g_ascii_strtod() also reads "0x1p-3",
       * "inf" and "nan". */
      if (k < G_N_ELEMENTS (keys) && !seen[k] && equals[1] != '\0'
          && equals[1 + strspn (equals + 1, "0123456789.eE+-")] == '\0')
        values[k] = g_ascii_strtod (equals + 1, &end);
      if (end == NULL || *end != '\0' || !isfinite (values[k]))
        {
          arb_cli_error ("tournament: --sprt '%s': expected elo0=A,elo1=B,alpha=C,beta=D, "
                         "each once, each a number", shown);
          return FALSE;
        }
      seen[k] = TRUE;
    }
  for (gsize k = 0; k < G_N_ELEMENTS (keys); k++)
    if (!seen[k])
      {
        arb_cli_error ("tournament: --sprt '%s': %s is missing (expected "
                       "elo0=A,elo1=B,alpha=C,beta=D)", shown, keys[k]);
        return FALSE;
      }
  if (!arb_sprt_init (&args->sprt, values[0], values[1], values[2], values[3]))
    {
      arb_cli_error ("tournament: --sprt '%s': expected elo0 < elo1, at least %g apart, "
                     "both within ±%g, alpha and beta at least %g and alpha + beta below 1",
                     shown, ARB_SPRT_MIN_ELO_GAP, ARB_SPRT_MAX_ELO, ARB_SPRT_MIN_ERROR);
      return FALSE;
    }
  args->sprt_setting = g_strdup_printf ("elo0=%.10g,elo1=%.10g,alpha=%.10g,beta=%.10g",
                                        values[0], values[1], values[2], values[3]);
  return TRUE;
}

static gboolean
arguments_are_usable (Arguments           *args,
                      ArbTournamentFormat *format)
{
  guint n = args->rest != NULL ? g_strv_length (args->rest) : 0;

  if (n < 2 || n > MAX_PLAYERS)
    {
      arb_cli_error ("tournament: expected 2 to %d PLAYERs; see '%s tournament --help'",
                     MAX_PLAYERS, ARB_CLI_NAME);
      return FALSE;
    }
  if (args->out == NULL || *args->out == '\0')
    {
      arb_cli_error ("tournament: --out DIR is required; see '%s tournament --help'",
                     ARB_CLI_NAME);
      return FALSE;
    }
  if (args->format == NULL || g_str_equal (args->format, "round-robin"))
    *format = ARB_TOURNAMENT_ROUND_ROBIN;
  else if (g_str_equal (args->format, "gauntlet"))
    *format = ARB_TOURNAMENT_GAUNTLET;
  else
    {
      g_autofree char *shown = arb_text_quote (args->format, -1);

      arb_cli_error ("tournament: --format '%s': expected round-robin or gauntlet", shown);
      return FALSE;
    }
  if (args->tc != NULL && args->movetime != MOVETIME_UNSET)
    {
      arb_cli_error ("tournament: --tc and --movetime cannot be combined");
      return FALSE;
    }
  if (!arb_cli_match_check_bounds ("tournament", args->tc, args->depth, args->nodes,
                                   args->time_margin))
    return FALSE;
  if (!in_range ("rounds", args->rounds, 1, MAX_GAMES)
      || !in_range ("games-per-encounter", args->games_per_encounter, 1, MAX_GAMES)
      || (args->movetime != MOVETIME_UNSET && !in_range ("movetime", args->movetime, 1, ARB_CLI_MAX_MOVETIME))
      || !in_range ("max-plies", args->max_plies, 1, ARB_GAME_MAX_PLIES)
      || !in_range ("concurrency", args->concurrency, 1, MAX_CONCURRENCY)
      || !in_range ("rating-interval", args->rating_interval, 0, G_MAXINT)
      || (args->seed_text != NULL
          && !arb_cli_parse_seed ("tournament", args->seed_text, &args->seed)))
    return FALSE;
  if (args->sprt_text != NULL && (n != 2 || args->shard != 0))
    {
      arb_cli_error ("tournament: --sprt needs exactly two PLAYERs and no --shard");
      return FALSE;
    }
  if (args->random_openings && args->openings_path == NULL)
    {
      arb_cli_error ("tournament: --random-openings needs --openings FILE");
      return FALSE;
    }
  if (!arb_cli_check_book_args ("tournament", args->openings_path, args->opening_plies,
                                args->opening_start))
    return FALSE;
  return arb_cli_match_check_engine_args ("tournament", args->protocol,
                                          (const char *const *) args->options);
}

static void
add_setting (GString    *text,
             const char *key,
             const char *value)
{
  g_autofree char *escaped = g_strescape (value, "");

  g_string_append_printf (text, "%s=%s\n", key, escaped);
}

/* DIR/settings: everything the games depend on (not --concurrency, which
 * changes nothing in them). */
static char *
settings_text (const ArbRules             *rules,
               const Arguments            *args,
               const ArbTournamentOptions *options,
               guint64                     n_games)
{
  GString *text = g_string_new (NULL);
  g_autofree char *params = arb_params_to_string (arb_cli_params (rules), rules, FALSE);
  g_autofree char *openings = NULL;

  if (args->shard != 0)
    g_string_append_printf (text, "shard=%u/%u\n", args->shard, args->n_shards);
  add_setting (text, "game", rules->id);
  add_setting (text, "param", params != NULL ? params : "");
  add_setting (text, "format", options->schedule.format == ARB_TOURNAMENT_GAUNTLET
                                 ? "gauntlet" : "round-robin");
  for (guint i = 0; args->rest[i] != NULL; i++)
    {
      g_autofree char *key = g_strdup_printf ("player.%u", i + 1);

      add_setting (text, key, args->rest[i]);
    }
  for (guint i = 0; args->options != NULL && args->options[i] != NULL; i++)
    {
      g_autofree char *key = g_strdup_printf ("option.%u", i + 1);

      add_setting (text, key, args->options[i]);
    }
  g_string_append_printf (text, "rounds=%d\ngames-per-encounter=%d\n", args->rounds,
                          args->games_per_encounter);
  if (options->openings != NULL)
    {
      g_autofree char *joined = g_strjoinv ("\n", options->openings);

      openings = g_compute_checksum_for_string (G_CHECKSUM_SHA256, joined, -1);
      g_string_append_printf (text, "openings=%u positions, SHA-256 %s\n",
                              g_strv_length (options->openings), openings);
    }
  else
    g_string_append (text, "openings=none\n");
  g_string_append_printf (text, "random-openings=%s\nseed=%" G_GUINT64_FORMAT "\n",
                          args->random_openings ? "true" : "false", args->seed);
  if (args->tc != NULL)
    g_string_append (text, "movetime=none\n");
  else
    g_string_append_printf (text, "movetime=%u\n", options->movetime);
  /* Only when given, as the other late settings below. */
  if (options->depth > 0)
    g_string_append_printf (text, "depth=%u\n", options->depth);
  if (options->nodes > 0)
    g_string_append_printf (text, "nodes=%" G_GUINT64_FORMAT "\n", options->nodes);
  g_string_append_printf (text, "max-plies=%d\ngames=%" G_GUINT64_FORMAT "\nprotocol=%s\n",
                          args->max_plies, n_games,
                          args->protocol != NULL ? args->protocol : "the game's");
  /* Only when given: directories made before --sprt, --tc and the
   * adjudications existed still resume. */
  if (args->sprt_setting != NULL)
    add_setting (text, "sprt", args->sprt_setting);
  if (args->tc != NULL)
    {
      g_autofree char *tc = arb_time_control_to_string (&options->clock);

      add_setting (text, "tc", tc);
    }
  if (options->time_margin > 0)
    g_string_append_printf (text, "timemargin=%u\n", options->time_margin);
  {
    g_autofree char *draw = arb_adjudication_draw_to_string (&options->adjudication);
    g_autofree char *resign = arb_adjudication_resign_to_string (&options->adjudication);

    if (draw != NULL)
      add_setting (text, "draw-adjudication", draw);
    if (resign != NULL)
      add_setting (text, "resign-adjudication", resign);
  }
  return g_string_free (text, FALSE);
}

static ArbMatchPlayer *
new_player (guint     index,
            guint64   seed,
            gpointer  data,
            GError  **error)
{
  PlayerFactory *factory = data;
  ArbMatchPlayer *player;

  player = arb_cli_match_new_player (factory->rules, g_ptr_array_index (factory->engines, index),
                                     factory->protocol,
                                     (const char *const *) factory->options, seed, error);
  if (player != NULL && factory->suffixes != NULL && *factory->suffixes[index] != '\0')
    arb_match_player_set_name_suffix (player, factory->suffixes[index]);
  return player;
}

/* Every PLAYER made once, before anything is written: a bad one is a
 * usage error (@status), an engine that cannot play (does not start,
 * lacks an --option, cannot play by the game's parameters: Chess960
 * without UCI_Chess960) is refused before the first game, as match
 * refuses it. Their names, for the standings of players
 * that never finished a game; %NULL after a message. */
static GStrv
check_players (PlayerFactory *factory,
               int           *status)
{
  g_autoptr (GPtrArray) players = g_ptr_array_new_with_free_func (
    (GDestroyNotify) arb_match_player_free);
  GStrvBuilder *names;

  for (guint i = 0; i < factory->engines->len; i++)
    {
      g_autoptr (GError) error = NULL;
      ArbMatchPlayer *player = new_player (i, 0, factory, &error);

      if (player == NULL)
        {
          arb_cli_error ("tournament: %s", error->message);
          *status = ARB_CLI_STATUS_USAGE;
          return NULL;
        }
      g_ptr_array_add (players, player);
      if (!arb_match_player_check (player, factory->rules,
                                          arb_cli_params (factory->rules), &error))
        {
          arb_cli_error ("tournament: %s; refused before the first game", error->message);
          *status = ARB_CLI_STATUS_FAILURE;
          return NULL;
        }
    }
  factory->suffixes = arb_cli_match_name_apart (factory->rules,
                                                (ArbMatchPlayer **) players->pdata, players->len);
  names = g_strv_builder_new ();
  for (guint i = 0; i < players->len; i++)
    g_strv_builder_add (names, ((ArbMatchPlayer *) players->pdata[i])->name);
  {
    GStrv result = g_strv_builder_end (names);

    g_strv_builder_unref (names);
    return result;
  }
}

/* One line a game, as match prints them, its number the schedule's;
 * then the progress (@data). */
static void
on_game (const ArbTournamentRecord *record,
         gpointer                   data)
{
  arb_cli_progress_clear (data);
  printf ("Finished game %u (%s vs %s): %s {%s}\n", record->number, record->names[0],
          record->names[1], record->result, record->comment);
  fflush (stdout);
  arb_cli_progress_game (data);
}

/* More games at once than processors, on a clock: the engines take turns
 * on the processors and each loses time while another thinks (64 games at
 * concurrency 32 on 2 cores lost 60 on time). Said, not refused: a
 * movetime-free clock test may want exactly that. g_get_num_processors()
 * counts the processors this process may run on. */
static void
warn_if_oversubscribed (const Arguments *args)
{
  guint processors = g_get_num_processors ();

  if (args->tc != NULL && (guint) args->concurrency > processors)
    arb_cli_error ("tournament: warning: --concurrency %d plays more games at once than the %u "
                   "processor%s this process may use: with --tc, engines will share them and "
                   "lose on time for it (a fair clock needs --concurrency %u or less)",
                   args->concurrency, processors, processors == 1 ? "" : "s", processors);
}

/* Opens DIR and plays the games it lacks: an exit status. */
/* 'Restarts: NAME N…' over every run of the tournament. */
static void
print_restarts (ArbTournamentDir *dir,
                GArray           *schedule,
                GStrv             names,
                guint             n_players)
{
  g_autoptr (GArray) rows = arb_tournament_standings (dir, schedule, n_players);
  g_autofree guint *restarts = g_new0 (guint, n_players);

  for (guint i = 0; i < rows->len; i++)
    {
      const ArbStanding *row = &g_array_index (rows, ArbStanding, i);

      restarts[row->player] = row->restarts;
    }
  arb_cli_match_print_restarts ((const char *const *) names, restarts, n_players);
}

static int
run_tournament (const ArbRules       *rules,
                const Arguments      *args,
                ArbTournamentOptions *options,
                GStrv                 names)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbTournamentDir) dir = NULL;
  g_autoptr (GArray) schedule = NULL;
  guint64 n_games = arb_schedule_count (&options->schedule);
  g_autofree char *settings = NULL;
  g_autofree char *games_file = NULL;
  ArbCliProgress *progress = NULL;
  gboolean ok;

  if (n_games > MAX_GAMES)
    {
      arb_cli_error ("tournament: %" G_GUINT64_FORMAT " games is too many (at most %d)",
                     n_games, MAX_GAMES);
      return ARB_CLI_STATUS_USAGE;
    }
  settings = settings_text (rules, args, options, n_games);
  games_file = g_strdup_printf ("games.%s", rules->file_extension != NULL
                                              ? rules->file_extension : "pgn");
  dir = arb_tournament_dir_open (args->out, settings, games_file, (guint) n_games, args->shard,
                                 args->n_shards, &error);
  if (dir == NULL || !arb_tournament_check_records (options, dir, &error))
    {
      arb_cli_error ("tournament: %s", error->message);
      return ARB_CLI_STATUS_FAILURE;
    }

  arb_cli_match_guard_engines ();
  /* A file size limit (RLIMIT_FSIZE) is a write that fails, not a death. */
  signal (SIGXFSZ, SIG_IGN);
  schedule = arb_schedule_new (&options->schedule);
  progress = arb_cli_progress_new (dir, schedule, options->sprt, names, args->shard,
                                   args->n_shards, (guint) args->rating_interval);
  ok = arb_tournament_run (options, dir, on_game, progress, &error);
  arb_cli_progress_free (g_steal_pointer (&progress));
  arb_cli_tournament_print_standings (dir, schedule, names, options->sprt);
  print_restarts (dir, schedule, names, options->schedule.n_players);
  if (!ok)
    {
      arb_cli_error ("tournament: %s", error->message);
      return ARB_CLI_STATUS_FAILURE;
    }
  return ARB_CLI_STATUS_OK;
}

/**
 * arb_cli_tournament:
 * @argc: argument count, argv[0] being "tournament"
 * @argv: the arguments
 *
 * `arbiter-cli tournament [OPTION…] --out DIR PLAYER PLAYER [PLAYER…]`:
 * plays a tournament, or resumes the one in DIR; one line a finished game,
 * then the standings (docs/tournaments.md).
 *
 * Returns: the exit status: 0 when every game was played
 */
int
arb_cli_tournament (int    argc,
                    char **argv)
{
  g_auto (Arguments) args = { .rounds = 1, .games_per_encounter = 2,
                              .movetime = MOVETIME_UNSET, .max_plies = 600, .concurrency = 1,
                              .rating_interval = 10 };
  g_autoptr (GError) error = NULL;
  const ArbRules *rules = arb_games_default ();
  ArbTournamentOptions options = { 0 };
  PlayerFactory factory = { 0 };
  g_auto (GStrv) names = NULL;
  g_auto (GStrv) suffixes = NULL;
  g_auto (ArbCliEngineArgs) taken = { NULL, NULL, NULL };
  ArbTournamentFormat format = ARB_TOURNAMENT_ROUND_ROBIN;
  int status;

  if (!arb_cli_tournament_merge_is_alone (argc, argv))
    return ARB_CLI_STATUS_USAGE;
  arb_cli_engines_take_args (&argc, &argv, &taken);
  status = parse_arguments (&args, &rules, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;
  if (args.merge != NULL)
    {
      if (args.rest == NULL)
        {
          arb_cli_error ("tournament: --merge OUT takes the shards' directories; see '%s "
                         "tournament --help'", ARB_CLI_NAME);
          return ARB_CLI_STATUS_USAGE;
        }
      return arb_cli_tournament_merge (args.merge, (const char *const *) args.rest);
    }
  {
    ArbCliEngineTime time = { &args.tc, &args.movetime, MOVETIME_UNSET, &args.depth,
                              &args.nodes, &args.time_margin };

    args.engines = arb_cli_engines_resolve ("tournament", &taken, &args.rest, args.engines_file,
                                            &time);
    if (args.engines == NULL)
      return ARB_CLI_STATUS_USAGE;
  }
  if (!parse_shard (&args) || !arguments_are_usable (&args, &format) || !parse_sprt (&args)
      || !arb_cli_match_parse_clock_args ("tournament", args.tc, args.draw_adjudication,
                                          args.resign_adjudication, &options.clock,
                                          &options.adjudication))
    return ARB_CLI_STATUS_USAGE;

  factory.rules = rules;
  factory.engines = args.engines;
  factory.options = args.options;
  factory.protocol = args.protocol != NULL ? arb_protocol_lookup (args.protocol) : NULL;
  names = check_players (&factory, &status);
  if (names == NULL)
    return status;
  suffixes = factory.suffixes;  /* freed on return */

  options.rules = rules;
  options.params = arb_cli_params (rules);
  options.schedule.format = format;
  options.schedule.n_players = g_strv_length (args.rest);
  options.schedule.rounds = (guint) args.rounds;
  options.schedule.games_per_encounter = (guint) args.games_per_encounter;
  options.schedule.random_openings = args.random_openings;
  options.schedule.seed = args.seed;
  options.movetime = args.movetime != MOVETIME_UNSET ? (guint) args.movetime
                     : args.depth > 0 || args.nodes > 0 ? 0 : ARB_CLI_DEFAULT_MOVETIME;
  options.depth = (guint) args.depth;
  options.time_margin = (guint) args.time_margin;
  options.nodes = (guint64) args.nodes;
  options.max_plies = (guint) args.max_plies;
  options.concurrency = (guint) args.concurrency;
  warn_if_oversubscribed (&args);
  options.shard = args.shard;
  options.n_shards = args.n_shards;
  options.new_player = new_player;
  options.player_data = &factory;
  options.sprt = args.sprt_setting != NULL ? &args.sprt : NULL;
  if (args.openings_path != NULL)
    {
      options.openings = arb_cli_match_read_openings (rules, args.openings_path,
                                                      (guint) args.opening_plies,
                                                      (guint) args.opening_start, &error);
      if (options.openings == NULL)
        {
          arb_cli_error ("tournament: %s", error->message);
          return ARB_CLI_STATUS_FAILURE;
        }
      options.schedule.n_openings = g_strv_length (options.openings);
    }
  else
    {
      /* A start left to chance (Chess960's array): one drawn for each pair
       * of games from --seed, the same again when the tournament resumes and
       * in every shard (the settings keep their checksum). At most one a
       * game: the schedule takes them in turn. */
      guint64 n_games = arb_schedule_count (&options.schedule);

      options.openings = arb_params_draw_starts (rules, options.params,
                                                 (guint) MIN (n_games, MAX_GAMES),
                                                 options.schedule.seed, &error);
      if (error != NULL)
        {
          arb_cli_error ("tournament: %s", error->message);
          return ARB_CLI_STATUS_FAILURE;
        }
      if (options.openings != NULL)
        options.schedule.n_openings = g_strv_length (options.openings);
    }

  status = run_tournament (rules, &args, &options, names);
  g_strfreev (options.openings);
  return status;
}
