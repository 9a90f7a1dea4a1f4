/* arb-match-uci.c — an external UCI or UGI engine as a match player
 *
 * An engine's process is kept from one game to the next while it behaves
 * (each game begins with "ucinewgame"|"uginewgame" and "isready"), as
 * engine testers keep theirs: starting Stockfish costs a fifth of a
 * second, a tenth of a game at 1+0.01. After a game in which it failed
 * (crashed, hung, lost on time while thinking, broke the rules), or one
 * it did not live through to the next, a fresh process plays the next
 * game (ArbMatchPlayer.restarts counts them), so that a failure costs one
 * game only. One client speaks both dialects (src/match/arb-protocol.h):
 * the player's own, or the game's (UCI for chess, UGI for the others).
 * The handshake, in this order: "uci"|"ugi" … "uciok"|"ugiok"; every
 * --option as "setoption name NAME value VALUE", in command-line order;
 * the game's UCI_Variant when the engine declares that option and the user
 * gave none; each rule parameter of the game (checkers' regicide) that the
 * engine declares, as "setoption name NAME value VALUE" (one it does not
 * declare, set to other than its default, refuses the game:
 * ARB_UCI_ERROR_OPTION); "isready" … "readyok"; "ucinewgame"|"uginewgame";
 * "isready" … "readyok". Then each move: "position startpos|fen <position
 * string> moves <moves>", "isready" … "readyok" (not on the clock; what came
 * before "readyok" is dropped) and "go movetime MS" (or the clocks: "go wtime …
 * btime … winc … binc …", "go p1time … p2time … p1inc … p2inc …"),
 * answered by "bestmove <move>" within the time and ARB_MATCH_GRACE_MS
 * (with clocks: within the time left, no grace); the last "info … score"
 * before it is the move's score (ArbMatchPlayer.score).
 * docs/protocol.md says all this to engine authors.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-match.h"

#include <string.h>

#include "arb-uci-engine.h"

/* How long an engine may take to start and to answer "isready". */
#define HANDSHAKE_MS 10000

typedef struct
{
  ArbMatchPlayer     parent;
  char              *command_line;
  char              *dir;        /* NULL: the current folder */
  gboolean           named;      /* its name is the user's, not "id name" */
  const ArbProtocol *protocol;   /* NULL: the game's (arb_protocol_for_game()) */
  GStrv              options;    /* "NAME=VALUE" */
  ArbUciEngine      *engine;     /* from its first game while it behaves */
  const ArbRules    *rules;      /* what @engine was set up for */
  ArbParams          params;
  gboolean           failed;     /* @engine failed: a fresh one next game */
} UciPlayer;

static gint64
deadline_in (guint ms)
{
  return g_get_monotonic_time () + (gint64) ms * G_TIME_SPAN_MILLISECOND;
}

/* "isready" … "readyok". */
static gboolean
sync_ready (ArbUciEngine *engine,
            GError      **error)
{
  return arb_uci_engine_send (engine, "isready", error)
         && arb_uci_engine_wait_for (engine, "readyok", deadline_in (HANDSHAKE_MS), NULL, error);
}

/* The forfeit for what went wrong with the engine: a line that is no UCI
 * breaks the rules; silence is a time forfeit once it was asked for a
 * move; anything else (a crash, an exit, no start, no handshake) abandons
 * the game. */
static ArbForfeit
forfeit_for (const GError *error,
             gboolean      moving)
{
  if (g_error_matches (error, ARB_UCI_ERROR, ARB_UCI_ERROR_PROTOCOL))
    return ARB_FORFEIT_RULES;
  if (moving && g_error_matches (error, ARB_UCI_ERROR, ARB_UCI_ERROR_TIMEOUT))
    return ARB_FORFEIT_TIME;
  if (moving && !g_error_matches (error, ARB_UCI_ERROR, ARB_UCI_ERROR_EXITED))
    return ARB_FORFEIT_RULES;
  return ARB_FORFEIT_ABANDONED;
}

/* "uci"|"ugi" … "uciok"|"ugiok", which names the engine. */
static gboolean
handshake (UciPlayer         *self,
           const ArbProtocol *protocol,
           GError           **error)
{
  g_autoptr (GError) local_error = NULL;

  g_clear_pointer (&self->engine, arb_uci_engine_free);
  self->engine = arb_uci_engine_start_in (self->command_line, self->dir, error);
  if (self->engine == NULL)
    return FALSE;
  if (!arb_uci_engine_send (self->engine, protocol->hello, error))
    return FALSE;
  if (!arb_uci_engine_wait_for (self->engine, protocol->hello_ok, deadline_in (HANDSHAKE_MS),
                                NULL, &local_error))
    {
      /* Silence to the greeting is what an engine of the other protocol
       * gives: say how to speak to it. */
      if (g_error_matches (local_error, ARB_UCI_ERROR, ARB_UCI_ERROR_TIMEOUT))
        {
          char *message = g_strdup_printf ("%s (no “%s” to “%s”: an engine of the other "
                                           "protocol needs --protocol %s)",
                                           local_error->message, protocol->hello_ok,
                                           protocol->hello,
                                           g_str_equal (protocol->hello, "uci") ? "ugi" : "uci");

          g_free (local_error->message);
          local_error->message = message;
        }
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (!self->named)
    {
      g_free (self->parent.name);
      self->parent.name = g_strconcat (arb_uci_engine_get_name (self->engine),
                                       self->parent.name_suffix, NULL);
    }
  return TRUE;
}

/* Sends "setoption name @name value @value". */
static gboolean
set_option (ArbUciEngine *engine,
            const char   *name,
            const char   *value,
            GError      **error)
{
  g_autofree char *line = g_strdup_printf ("setoption name %s value %s", name, value);

  return arb_uci_engine_send (engine, line, error);
}

/* A rule parameter's value as the engine option that selects it
 * (@option, "NAME=VALUE"; "" asks nothing of the engine): an engine that
 * does not declare it would play other rules, and is refused. */
static gboolean
send_engine_option (ArbUciEngine       *engine,
                    const ArbParamSpec *spec,
                    const char         *value,
                    const char         *option,
                    GError            **error)
{
  const char *equals = strchr (option, '=');
  g_autofree char *name = NULL;

  if (equals == NULL)
    return TRUE;
  name = g_strndup (option, equals - option);
  if (!arb_uci_engine_has_option (engine, name))
    {
      g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_OPTION,
                   "%s declares no option %s, which the game needs (%s=%s)",
                   arb_uci_engine_get_name (engine), name, spec->name, value);
      return FALSE;
    }
  return set_option (engine, name, equals + 1, error);
}

/* The game's rule parameters (@params) as options: each one the engine
 * declares is set; one it does not declare must keep its default, or the
 * engine would play other rules than the referee's. */
static gboolean
send_rule_params (ArbUciEngine    *engine,
                  const ArbRules  *rules,
                  const ArbParams *params,
                  GError         **error)
{
  for (guint i = 0; i < rules->n_params; i++)
    {
      const ArbParamSpec *spec = &rules->params[i];
      g_autofree char *value = NULL;

      if (!spec->rule)
        continue;
      value = arb_params_value_text (rules, i, params->values[i]);
      if (spec->engine_options != NULL && spec->engine_options[params->values[i]] != NULL)
        {
          if (!send_engine_option (engine, spec, value, spec->engine_options[params->values[i]],
                                   error))
            return FALSE;
          continue;
        }
      if (arb_uci_engine_has_option (engine, spec->name))
        {
          if (!set_option (engine, spec->name, value, error))
            return FALSE;
        }
      else if (params->values[i] != spec->default_value)
        {
          g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_OPTION,
                       "%s declares no option %s, and the game is played with %s=%s",
                       arb_uci_engine_get_name (engine), spec->name, spec->name, value);
          return FALSE;
        }
    }
  return TRUE;
}

/* The options of the handshake: --option's, UCI_Variant, the rules'. */
static gboolean
send_options (UciPlayer       *self,
              const ArbRules  *rules,
              const ArbParams *params,
              GError         **error)
{
  gboolean variant_given = FALSE;

  for (guint i = 0; self->options != NULL && self->options[i] != NULL; i++)
    {
      const char *option = self->options[i];
      const char *equals = strchr (option, '=');
      g_autofree char *name = g_strndup (option, equals - option);

      if (g_ascii_strcasecmp (name, "UCI_Variant") == 0)
        variant_given = TRUE;
      /* Sent to one that does not declare it, it would be ignored: the
       * games would not test what the user asked for. */
      if (!arb_uci_engine_has_option (self->engine, name))
        {
          g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_OPTION,
                       "%s declares no option %s (given as %s)",
                       arb_uci_engine_get_name (self->engine), name, option);
          return FALSE;
        }
      if (!set_option (self->engine, name, equals + 1, error))
        return FALSE;
    }
  if (!variant_given && rules->protocol_variant != NULL
      && arb_uci_engine_has_option (self->engine, "UCI_Variant")
      && !set_option (self->engine, "UCI_Variant", rules->protocol_variant, error))
    return FALSE;
  return send_rule_params (self->engine, rules, params, error);
}

/* The dialect the engine is spoken to in @rules: its own, or the game's. */
static const ArbProtocol *
protocol_of (UciPlayer      *self,
             const ArbRules *rules)
{
  return self->protocol != NULL ? self->protocol : arb_protocol_for_game (rules);
}

/* "ucinewgame"|"uginewgame", then "isready" … "readyok". */
static gboolean
new_game (UciPlayer      *self,
          const ArbRules *rules,
          GError        **error)
{
  return arb_uci_engine_send (self->engine, protocol_of (self, rules)->new_game, error)
         && sync_ready (self->engine, error);
}

/* The handshake: "uci"|"ugi", the options, "isready", the new game. */
static gboolean
start_engine (UciPlayer       *self,
              const ArbRules  *rules,
              const ArbParams *params,
              GError         **error)
{
  return handshake (self, protocol_of (self, rules), error)
         && send_options (self, rules, params, error)
         && sync_ready (self->engine, error)
         && new_game (self, rules, error);
}

/* Whether the engine kept from the last game was set up for @rules and
 * @params: their rule parameters are its options. */
static gboolean
set_up_for (UciPlayer       *self,
            const ArbRules  *rules,
            const ArbParams *params)
{
  if (self->engine == NULL || self->rules != rules)
    return FALSE;
  for (guint i = 0; i < rules->n_params; i++)
    if (rules->params[i].rule && self->params.values[i] != params->values[i])
      return FALSE;
  return TRUE;
}

static gboolean
uci_start_game (ArbMatchPlayer *player,
                ArbGame        *game,
                ArbForfeit     *forfeit,
                GError        **error)
{
  UciPlayer *self = (UciPlayer *) player;
  const ArbRules *rules = arb_game_get_rules (game);
  g_autoptr (GError) local_error = NULL;
  ArbParams params;

  arb_game_get_params (game, &params);
  /* The engine kept from the last game, when it lived through the wait. */
  if (!self->failed && set_up_for (self, rules, &params))
    {
      if (new_game (self, rules, NULL))
        return TRUE;
      self->failed = TRUE;
    }
  if (self->failed)
    player->restarts++;
  self->rules = rules;
  self->params = params;
  self->failed = !start_engine (self, rules, &params, &local_error);
  if (self->failed)
    {
      *forfeit = forfeit_for (local_error, FALSE);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return TRUE;
}

/* What "startpos" means to an engine in @game: the start by the rule
 * parameters it was given as options (checkers' regicide) and the default
 * shape (Congkak's seven pits of four seeds: another shape is sent as a
 * position string). */
static void
standard_start (ArbGame  *game,
                gpointer  state)
{
  const ArbRules *rules = arb_game_get_rules (game);
  ArbParams played, params;

  arb_game_get_params (game, &played);
  arb_params_init (&params, rules);
  for (guint i = 0; i < rules->n_params; i++)
    if (rules->params[i].rule)
      params.values[i] = played.values[i];
  if (!arb_rules_start (rules, &params, state, NULL, NULL))
    rules->init_start (state);
}

/* "position startpos|fen … moves …" for the position of @game. */
static char *
position_command (ArbGame *game)
{
  const ArbRules *rules = arb_game_get_rules (game);
  g_autofree guint8 *state = g_malloc (rules->state_size);
  g_autofree guint8 *standard = g_malloc0 (rules->state_size);
  g_autofree guint8 *undo = g_malloc (rules->undo_size);
  GString *command = g_string_new ("position ");
  guint n = arb_game_get_n_records (game);
  gboolean any = FALSE;

  memcpy (state, arb_game_get_start_state (game), rules->state_size);
  standard_start (game, standard);
  if (rules->equal (state, standard))
    g_string_append (command, "startpos");
  else
    {
      g_string_append (command, "fen ");
      rules->write_position (state, command);
    }

  for (guint i = 0; i < n; i++)
    {
      const ArbRecord *record = arb_game_get_record (game, i);
      char text[ARB_MOVE_TEXT_MAX];

      if (record->type != ARB_RECORD_MOVE)
        continue;
      arb_rules_move_to_list_text (rules, state, &record->move, text);
      g_string_append (command, any ? " " : " moves ");
      g_string_append (command, text);
      any = TRUE;
      rules->make (state, &record->move, undo);
    }
  return g_string_free (command, FALSE);
}

/* The next word of @p (spaces and tabs between words): its start, its
 * length in @len; NULL past the last. Engines send many info lines a move:
 * they are read where they are, nothing copied. */
static const char *
next_word (const char **p,
           gsize       *len)
{
  const char *start = *p + strspn (*p, " \t");

  if (*start == '\0')
    return NULL;
  *len = strcspn (start, " \t");
  *p = start + *len;
  return start;
}

static gboolean
word_is (const char *word,
         gsize       len,
         const char *literal)
{
  return word != NULL && len == strlen (literal) && memcmp (word, literal, len) == 0;
}

/* A signed decimal word within [@min, @max]. */
static gboolean
word_number (const char *word,
             gsize       len,
             gint64      min,
             gint64      max,
             gint64     *value)
{
  char text[24];

  if (word == NULL || len == 0 || len >= sizeof text)
    return FALSE;
  memcpy (text, word, len);
  text[len] = '\0';
  return g_ascii_string_to_signed (text, 10, min, max, value, NULL);
}

/* The score of an "info" line, in centipawns for the engine's side:
 * "score cp X", or "score mate N" as ±(ARB_MATCH_MATE_SCORE − |N|), and
 * its "depth" (0 without one); FALSE when it has no score (or one beyond
 * reason). */
static gboolean
info_score (const char *line,
            int        *score,
            guint      *depth)
{
  const char *p = line;
  const char *word;
  gsize len;
  gboolean found = FALSE;

  *depth = 0;
  next_word (&p, &len);  /* "info" */
  while ((word = next_word (&p, &len)) != NULL)
    {
      gint64 value;

      if (word_is (word, len, "depth"))
        {
          word = next_word (&p, &len);
          if (word_number (word, len, 1, 10000, &value))
            *depth = (guint) value;
        }
      else if (word_is (word, len, "score") && !found)
        {
          const char *kind = next_word (&p, &len);
          gboolean mate = word_is (kind, len, "mate");

          if (!mate && !word_is (kind, len, "cp"))
            return FALSE;
          word = next_word (&p, &len);
          if (!word_number (word, len, -ARB_MATCH_MATE_SCORE + 1, ARB_MATCH_MATE_SCORE - 1,
                            &value))
            return FALSE;
          if (mate)
            value = value >= 0 ? ARB_MATCH_MATE_SCORE - value : -ARB_MATCH_MATE_SCORE - value;
          *score = (int) value;
          found = TRUE;
        }
      /* The principal line is last: nothing after it is read. */
      else if (word_is (word, len, "pv") || word_is (word, len, "string"))
        break;
    }
  return found;
}

/* Reads until "bestmove", keeping the last score of the "info" lines on
 * the way in @player. */
static gboolean
wait_for_bestmove (ArbUciEngine   *engine,
                   ArbMatchPlayer *player,
                   gint64          deadline,
                   char          **line,
                   GError        **error)
{
  for (;;)
    {
      g_autofree char *text = arb_uci_engine_read_line (engine, deadline, error);
      const char *start;
      int score = 0;
      guint depth;

      if (text == NULL)
        return FALSE;
      start = text + strspn (text, " \t");
      if (g_str_has_prefix (start, "info") && g_ascii_isspace (start[4])
          && info_score (start, &score, &depth))
        {
          player->has_score = TRUE;
          player->score = score;
          player->depth = depth;
        }
      if (g_str_has_prefix (start, "bestmove")
          && (start[8] == '\0' || g_ascii_isspace (start[8])))
        {
          *line = g_steal_pointer (&text);
          return TRUE;
        }
    }
}

/* Before each "go": the position, then "isready" … "readyok", so that a
 * "bestmove" no "go" asked for (a second copy, one sent on "position") is
 * read and dropped here, never played as the answer to the next "go" (UCI:
 * a GUI ignores what it did not ask for). Outside the engine's clock,
 * bounded as the handshake is. */
static gboolean
uci_ready (ArbMatchPlayer *player,
           ArbGame        *game,
           ArbForfeit     *forfeit,
           GError        **error)
{
  UciPlayer *self = (UciPlayer *) player;
  g_autofree char *position = position_command (game);
  g_autoptr (GError) local_error = NULL;

  if (arb_uci_engine_send (self->engine, position, &local_error)
      && sync_ready (self->engine, &local_error))
    return TRUE;
  self->failed = TRUE;
  *forfeit = forfeit_for (local_error, FALSE);
  g_prefix_error (&local_error, "before its move: ");
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

static char *
uci_choose (ArbMatchPlayer    *player,
            ArbGame           *game,
            const ArbMoveTime *time,
            ArbForfeit        *forfeit,
            GError           **error)
{
  UciPlayer *self = (UciPlayer *) player;
  const ArbRules *rules = arb_game_get_rules (game);
  g_autofree char *go = arb_protocol_go_command (protocol_of (self, rules), time);
  guint64 allowed = arb_move_time_allowed (time, arb_game_get_turn (game));
  g_autofree char *line = NULL;
  g_auto (GStrv) words = NULL;
  g_autoptr (GError) local_error = NULL;

  /* With a clock the referee's clock decides (no grace but its margin):
   * 1 ms more than the milliseconds left, rounded down, were sent. */
  guint grace = time->clock ? 1 + time->margin : ARB_MATCH_GRACE_MS;

  /* uci_ready() sent the position. */
  if (!arb_uci_engine_send (self->engine, go, &local_error)
      || !wait_for_bestmove (self->engine, player,
                             deadline_in ((guint) MIN (allowed + grace, G_MAXINT32)), &line,
                             &local_error))
    {
      self->failed = TRUE;
      *forfeit = forfeit_for (local_error, TRUE);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  words = g_strsplit_set (g_strstrip (line), " \t", -1);
  if (g_strv_length (words) < 2 || *words[1] == '\0')
    {
      g_autofree char *quote = arb_match_quote (line, -1, 64);

      self->failed = TRUE;
      *forfeit = ARB_FORFEIT_RULES;

      g_set_error (error, ARB_MOVE_ERROR, 0, "“%s” names no move", quote);
      return NULL;
    }
  return g_strdup (words[1]);
}

static void
uci_end_game (ArbMatchPlayer *player)
{
  UciPlayer *self = (UciPlayer *) player;

  /* One that failed may still be thinking, or be gone: stopped and
   * reaped now, not at the next game. */
  if (self->failed)
    g_clear_pointer (&self->engine, arb_uci_engine_free);
}

static void
uci_free (ArbMatchPlayer *player)
{
  UciPlayer *self = (UciPlayer *) player;

  g_clear_pointer (&self->engine, arb_uci_engine_free);
  g_free (self->command_line);
  g_free (self->dir);
  g_strfreev (self->options);
}

static const ArbMatchPlayerClass uci_player_class = {
  .start_game = uci_start_game,
  .ready = uci_ready,
  .choose = uci_choose,
  .end_game = uci_end_game,
  .free = uci_free,
};

/**
 * arb_match_player_new_engine:
 * @command_line: the engine's command line
 * @protocol: (nullable): the dialect it speaks; %NULL: the game's
 *   (arb_protocol_for_game())
 * @options: (nullable) (array zero-terminated=1): "NAME=VALUE" options, sent
 *   in this order
 *
 * Returns: (transfer full): a player that starts the engine for each game.
 */
ArbMatchPlayer *
arb_match_player_new_engine (const char         *command_line,
                             const ArbProtocol  *protocol,
                             const char *const  *options)
{
  UciPlayer *self = g_new0 (UciPlayer, 1);
  g_autofree char *program = NULL;
  g_auto (GStrv) argv = NULL;

  self->parent.klass = &uci_player_class;
  self->command_line = g_strdup (command_line);
  self->protocol = protocol;
  self->options = g_strdupv ((char **) options);
  /* Named by its program until it says its name. */
  if (g_shell_parse_argv (command_line, NULL, &argv, NULL))
    program = g_path_get_basename (argv[0]);
  self->parent.name = arb_match_quote (program != NULL ? program : command_line, -1, 200);
  return &self->parent;
}

/**
 * arb_match_player_new_uci:
 * @command_line: the engine's command line
 * @game_id: the game's id (unused: the game of each game is asked)
 * @options: (nullable) (array zero-terminated=1): "NAME=VALUE" options
 *
 * An engine that speaks the game's dialect: arb_match_player_new_engine()
 * with no @protocol.
 *
 * Returns: (transfer full): a player that starts the engine for each game.
 */
ArbMatchPlayer *
arb_match_player_new_uci (const char         *command_line,
                          const char         *game_id,
                          const char *const  *options)
{
  return arb_match_player_new_engine (command_line, NULL, options);
}

/**
 * arb_match_player_set_working_dir:
 * @player: an engine player
 * @dir: (nullable): the folder its process runs in; %NULL: the current one
 */
void
arb_match_player_set_working_dir (ArbMatchPlayer *player,
                                  const char     *dir)
{
  UciPlayer *self = (UciPlayer *) player;

  g_return_if_fail (player != NULL && player->klass == &uci_player_class);

  g_free (self->dir);
  self->dir = g_strdup (dir);
}

/**
 * arb_match_player_set_name:
 * @player: a player
 * @name: its name in the games, kept whatever an engine calls itself
 *   ("id name")
 */
void
arb_match_player_set_name (ArbMatchPlayer *player,
                           const char     *name)
{
  g_return_if_fail (player != NULL && name != NULL);

  if (player->klass == &uci_player_class)
    ((UciPlayer *) player)->named = TRUE;
  g_free (player->name);
  player->name = arb_match_quote (name, -1, 200);
}

/**
 * arb_match_player_is_engine:
 * @player: a player
 *
 * Returns: whether @player is an external engine (its process kept from
 *   game to game), not the built-in player
 */
gboolean
arb_match_player_is_engine (ArbMatchPlayer *player)
{
  g_return_val_if_fail (player != NULL, FALSE);

  return player->klass == &uci_player_class;
}

/**
 * arb_match_player_check:
 * @player: a player
 * @rules: the game
 * @params: (nullable): its parameters for the match; %NULL: the defaults
 * @error: why the engine cannot play: %ARB_UCI_ERROR_START (the program
 *   does not start), %ARB_UCI_ERROR_EXITED, %ARB_UCI_ERROR_TIMEOUT or
 *   %ARB_UCI_ERROR_PROTOCOL (no handshake), %ARB_UCI_ERROR_OPTION (an
 *   option it does not declare: one given with --option, or a rule
 *   parameter not at its default)
 *
 * Before a match: an engine is started and shaken hands with, every option
 * sent, so that one that cannot play is refused once, before any game,
 * rather than forfeiting each of its games for the same reason. It learns
 * its name ("id name"), and the process is kept for its first game. A
 * built-in player can always play.
 *
 * Returns: FALSE with @error when the engine cannot play.
 */
gboolean
arb_match_player_check (ArbMatchPlayer  *player,
                        const ArbRules  *rules,
                        const ArbParams *params,
                        GError         **error)
{
  UciPlayer *self = (UciPlayer *) player;
  ArbParams defaults;

  g_return_val_if_fail (player != NULL && rules != NULL, FALSE);

  if (player->klass != &uci_player_class)
    return TRUE;
  if (params == NULL)
    {
      arb_params_init (&defaults, rules);
      params = &defaults;
    }
  self->rules = rules;
  self->params = *params;
  if (start_engine (self, rules, params, error))
    return TRUE;
  /* Not a failure that makes a restart: there was no first start. */
  g_clear_pointer (&self->engine, arb_uci_engine_free);
  return FALSE;
}

/**
 * arb_match_player_set_name_suffix:
 * @player: a player
 * @suffix: (nullable): what to keep at the end of its name (" #2")
 *
 * Tells apart players whose names would be the same (two builds of one
 * engine, one command twice): the suffix stays at the end of the name,
 * also when an engine names itself again at the start of each game.
 */
void
arb_match_player_set_name_suffix (ArbMatchPlayer *player,
                                  const char     *suffix)
{
  char *name;

  g_return_if_fail (player != NULL);

  if (player->name_suffix != NULL && g_str_has_suffix (player->name, player->name_suffix))
    player->name[strlen (player->name) - strlen (player->name_suffix)] = '\0';
  g_free (player->name_suffix);
  player->name_suffix = g_strdup (suffix);
  name = g_strconcat (player->name, suffix, NULL);
  g_free (player->name);
  player->name = name;
}

/**
 * arb_match_player_free:
 * @player: (transfer full) (nullable): a player
 */
void
arb_match_player_free (ArbMatchPlayer *player)
{
  if (player == NULL)
    return;
  player->klass->free (player);
  g_free (player->name);
  g_free (player->name_suffix);
  g_free (player);
}
