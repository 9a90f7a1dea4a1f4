/* arb-cli-engines.c — engines as engine testers configure them:
 * `--engine KEY=VALUE…` and `--each KEY=VALUE…` on the command line, as
 * cutechess-cli and fastchess spell them, and `conf=NAME` from a JSON file
 * of engines in cutechess's engines.json layout (docs/tournaments.md)
 *
 * The words after --engine (or -engine) that look like KEY=VALUE belong
 * to it, up to the next option; they are taken out of argv before the
 * command's options are read, so that a command line copied from another
 * tool reads here. Each engine is then built from its conf= entry
 * (arb-cli-engines-json.c), then --each's keys, then its own (the last
 * given wins).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-cli-engines.h"

#include <string.h>

#include "arb-cli.h"
#include "arb-match.h"
#include "arb-protocol.h"

/* The engines file conf= reads when --engines-file is not given:
 * cutechess-cli's name for it, in the current folder. */
#define DEFAULT_ENGINES_FILE "engines.json"

void
arb_cli_engine_free (ArbCliEngine *engine)
{
  if (engine == NULL)
    return;
  g_free (engine->name);
  g_free (engine->command);
  g_free (engine->args);
  g_free (engine->dir);
  g_free (engine->protocol);
  g_ptr_array_unref (engine->options);
  g_free (engine->tc);
  g_free (engine->st);
  g_free (engine->depth);
  g_free (engine->nodes);
  g_free (engine->timemargin);
  g_free (engine->own_time);
  g_free (engine);
}

static ArbCliEngine *
engine_new (void)
{
  ArbCliEngine *engine = g_new0 (ArbCliEngine, 1);

  engine->options = g_ptr_array_new_with_free_func (g_free);
  return engine;
}

/* ----------------------------------------------------------- argv */

/* Whether @word is KEY=VALUE, KEY a name ("cmd", "option.Hash"); an
 * option's name may hold spaces ("option.Skill Level=5", one word). */
static gboolean
is_key_value (const char *word)
{
  const char *p = word;

  if (g_str_has_prefix (word, "option.") && strchr (word, '=') != NULL)
    return TRUE;
  if (!g_ascii_isalpha (*p))
    return FALSE;
  while (g_ascii_isalnum (*p) || *p == '_' || *p == '.' || *p == '-')
    p++;
  return *p == '=';
}

/**
 * arb_cli_engines_take_args:
 * @argc: (inout): the command's argument count
 * @argv: (inout): its arguments; the --engine and --each groups are taken
 *   out (the array is replaced by one @self owns)
 * @self: (out caller-allocates): what was taken; clear it with
 *   arb_cli_engine_args_clear()
 *
 * Takes `--engine KEY=VALUE…`, `--each KEY=VALUE…` (also spelled with one
 * dash) out of the arguments. `--engine` with no KEY=VALUE after it is left
 * for the options' reader, which says it is unknown.
 */
void
arb_cli_engines_take_args (int              *argc,
                           char           ***argv,
                           ArbCliEngineArgs *self)
{
  GPtrArray *rest = g_ptr_array_new ();
  int i = 0;

  memset (self, 0, sizeof *self);
  self->engines = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  self->each = g_ptr_array_new ();
  while (i < *argc)
    {
      const char *word = (*argv)[i];
      gboolean engine = g_str_equal (word, "--engine") || g_str_equal (word, "-engine");
      gboolean each = g_str_equal (word, "--each") || g_str_equal (word, "-each");
      /* After "--", every word is the command's own. */
      gboolean last = g_str_equal (word, "--");

      if ((engine || each) && i + 1 < *argc && is_key_value ((*argv)[i + 1]))
        {
          GPtrArray *words = each ? self->each : g_ptr_array_new ();

          for (i++; i < *argc && is_key_value ((*argv)[i]); i++)
            g_ptr_array_add (words, (*argv)[i]);
          if (engine)
            g_ptr_array_add (self->engines, words);
          continue;
        }
      g_ptr_array_add (rest, (*argv)[i++]);
      if (last)
        while (i < *argc)
          g_ptr_array_add (rest, (*argv)[i++]);
    }
  *argc = (int) rest->len;
  g_ptr_array_add (rest, NULL);
  self->argv = (char **) g_ptr_array_free (rest, FALSE);
  *argv = self->argv;
}

void
arb_cli_engine_args_clear (ArbCliEngineArgs *self)
{
  g_clear_pointer (&self->engines, g_ptr_array_unref);
  g_clear_pointer (&self->each, g_ptr_array_unref);
  g_clear_pointer (&self->argv, g_free);
}

/* -------------------------------------------------------- the keys */

/* Sets a key's string @field to @value. */
void
arb_cli_engine_set_string (char       **field,
                           const char  *value)
{
  g_free (*field);
  *field = g_strdup (value);
}

/* Sets option @name to @value, replacing one of that name (UCI option
 * names ignore case). */
void
arb_cli_engine_set_option (ArbCliEngine *engine,
                           const char   *name,
                           const char   *value)
{
  for (guint i = 0; i < engine->options->len; i++)
    {
      const char *option = g_ptr_array_index (engine->options, i);
      const char *equals = strchr (option, '=');

      if ((gsize) (equals - option) == strlen (name)
          && g_ascii_strncasecmp (option, name, strlen (name)) == 0)
        {
          g_ptr_array_remove_index (engine->options, i);
          break;
        }
    }
  g_ptr_array_add (engine->options, g_strdup_printf ("%s=%s", name, value));
}

/* Applies one KEY=VALUE @word to @engine. */
static gboolean
apply_key (ArbCliEngine *engine,
           const char   *word,
           const char   *engines_file,
           GError      **error)
{
  const char *equals = strchr (word, '=');
  g_autofree char *key = g_strndup (word, equals - word);
  const char *value = equals + 1;

  if (g_str_has_prefix (key, "option."))
    {
      if (key[strlen ("option.")] == '\0')
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "'%s' names no option", word);
          return FALSE;
        }
      arb_cli_engine_set_option (engine, key + strlen ("option."), value);
      return TRUE;
    }
  if (g_str_equal (key, "conf"))
    return arb_cli_engines_read_conf (engine,
                                      engines_file != NULL ? engines_file : DEFAULT_ENGINES_FILE,
                                      value, error);
  if (g_str_equal (key, "name"))
    arb_cli_engine_set_string (&engine->name, value);
  else if (g_str_equal (key, "cmd"))
    arb_cli_engine_set_string (&engine->command, value);
  else if (g_str_equal (key, "args"))
    arb_cli_engine_set_string (&engine->args, value);
  else if (g_str_equal (key, "arg"))
    {
      g_autofree char *quoted = g_shell_quote (value);
      char *joined = engine->args != NULL ? g_strconcat (engine->args, " ", quoted, NULL)
                                          : g_strdup (quoted);

      g_free (engine->args);
      engine->args = joined;
    }
  else if (g_str_equal (key, "dir"))
    arb_cli_engine_set_string (&engine->dir, value);
  else if (g_str_equal (key, "proto"))
    arb_cli_engine_set_string (&engine->protocol, value);
  else if (g_str_equal (key, "tc"))
    arb_cli_engine_set_string (&engine->tc, value);
  else if (g_str_equal (key, "st"))
    arb_cli_engine_set_string (&engine->st, value);
  else if (g_str_equal (key, "depth"))
    arb_cli_engine_set_string (&engine->depth, value);
  else if (g_str_equal (key, "nodes"))
    arb_cli_engine_set_string (&engine->nodes, value);
  else if (g_str_equal (key, "timemargin"))
    arb_cli_engine_set_string (&engine->timemargin, value);
  /* Arbiter keeps an engine from game to game and starts one that failed
   * again (--recover): cutechess-cli's restart=auto, fastchess's off. */
  else if (g_str_equal (key, "restart") && (g_str_equal (value, "auto") || g_str_equal (value, "off")))
    ;
  else
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "'%s' is no key of an engine (name, cmd, args, arg, dir, proto, "
                   "option.NAME, conf, tc, st, depth, nodes, timemargin, restart=auto)", word);
      return FALSE;
    }
  return TRUE;
}

/* -------------------------------------------------------- the engines */

/* An engine built from its --engine @words after --each's @each. */
static ArbCliEngine *
build_engine (GPtrArray  *words,
              GPtrArray  *each,
              const char *engines_file,
              GError    **error)
{
  ArbCliEngine *engine = engine_new ();

  /* conf= first: --each's and the engine's own keys change what the file
   * says. */
  for (guint i = 0; i < words->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (words, i), "conf=")
        && !apply_key (engine, g_ptr_array_index (words, i), engines_file, error))
      goto fail;
  for (guint i = 0; i < each->len; i++)
    if (!apply_key (engine, g_ptr_array_index (each, i), engines_file, error))
      goto fail;
  for (guint i = 0; i < words->len; i++)
    if (!g_str_has_prefix (g_ptr_array_index (words, i), "conf=")
        && !apply_key (engine, g_ptr_array_index (words, i), engines_file, error))
      goto fail;
  if (engine->command == NULL || *engine->command == '\0')
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "an engine needs cmd=COMMAND (or conf=NAME)");
      goto fail;
    }
  if (engine->args != NULL)
    {
      char *command = g_strconcat (engine->command, " ", engine->args, NULL);

      g_free (engine->command);
      engine->command = command;
    }
  return engine;

fail:
  arb_cli_engine_free (engine);
  return NULL;
}

/**
 * arb_cli_engines_build:
 * @self: what arb_cli_engines_take_args() took
 * @players: (nullable): the PLAYER arguments
 * @engines_file: (nullable): --engines-file
 * @error: what is wrong with an engine's keys
 *
 * Returns: (transfer full) (element-type ArbCliEngine): the players in
 *   order: the --engine ones, or each PLAYER as an engine of that command
 *   (`arbiter:LEVEL` the built-in player); %NULL with @error
 */
GPtrArray *
arb_cli_engines_build (const ArbCliEngineArgs *self,
                       const char *const      *players,
                       const char             *engines_file,
                       GError                **error)
{
  g_autoptr (GPtrArray) engines = g_ptr_array_new_with_free_func (
    (GDestroyNotify) arb_cli_engine_free);

  if (self->engines->len > 0 && players != NULL && players[0] != NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "give the players as PLAYER arguments or with --engine, not both");
      return NULL;
    }
  if (self->each->len > 0 && self->engines->len == 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "--each applies to the --engine players (for PLAYER arguments, give "
                   "--option, --tc…)");
      return NULL;
    }
  for (guint i = 0; i < self->engines->len; i++)
    {
      ArbCliEngine *engine = build_engine (g_ptr_array_index (self->engines, i), self->each,
                                           engines_file, error);

      if (engine == NULL)
        {
          g_prefix_error (error, "--engine %u: ", i + 1);
          return NULL;
        }
      g_ptr_array_add (engines, engine);
    }
  for (guint i = 0; self->engines->len == 0 && players != NULL && players[i] != NULL; i++)
    {
      ArbCliEngine *engine = engine_new ();

      engine->command = g_strdup (players[i]);
      engine->plain = TRUE;
      g_ptr_array_add (engines, engine);
    }
  return g_steal_pointer (&engines);
}

/**
 * arb_cli_engine_to_setting:
 * @engine: an engine
 *
 * Returns: (transfer full): what a tournament's settings keep of it: a
 *   PLAYER argument as it was given, else its keys
 */
char *
arb_cli_engine_to_setting (const ArbCliEngine *engine)
{
  GString *text;

  if (engine->plain)
    return g_strdup (engine->command);
  text = g_string_new (NULL);
  g_string_append_printf (text, "cmd=%s", engine->command);
  if (engine->name != NULL)
    g_string_append_printf (text, " name=%s", engine->name);
  if (engine->dir != NULL)
    g_string_append_printf (text, " dir=%s", engine->dir);
  if (engine->protocol != NULL)
    g_string_append_printf (text, " proto=%s", engine->protocol);
  for (guint i = 0; i < engine->options->len; i++)
    g_string_append_printf (text, " option.%s", (char *) g_ptr_array_index (engine->options, i));
  /* Time odds: the engine's own time is part of what resumes. */
  if (engine->own_time != NULL)
    {
      const char *keys[] = { "tc", "st", "depth", "nodes" };
      const char *values[] = { engine->tc, engine->st, engine->depth, engine->nodes };

      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        if (values[k] != NULL)
          g_string_append_printf (text, " %s=%s", keys[k], values[k]);
    }
  return g_string_free (text, FALSE);
}

/* ----------------------------------------------------------- players */

/**
 * arb_cli_match_new_player:
 * @rules: the game
 * @engine: a player: `arbiter:LEVEL` or an engine, with its keys
 * @protocol: (nullable): the engines' dialect (--protocol); %NULL: the
 *   game's own (arb_protocol_for_game()); an engine's proto= goes first
 * @options: (nullable): the engines' `--option NAME=VALUE`s, sent before
 *   an engine's own
 * @seed: the built-in player's seed
 * @error: a LEVEL that is no number or that the game does not have, an
 *   empty PLAYER, a proto= that is neither uci nor ugi
 *
 * Returns: (transfer full) (nullable): the player
 */
ArbMatchPlayer *
arb_cli_match_new_player (const ArbRules     *rules,
                          const ArbCliEngine *engine,
                          const ArbProtocol  *protocol,
                          const char *const  *options,
                          guint64             seed,
                          GError            **error)
{
  const char *spec = engine->command;
  g_autoptr (GStrvBuilder) all = g_strv_builder_new ();
  g_auto (GStrv) all_options = NULL;
  ArbMatchPlayer *player;

  if (g_str_has_prefix (spec, "arbiter:"))
    {
      guint64 level;

      if (!g_ascii_string_to_unsigned (spec + strlen ("arbiter:"), 10, 1, G_MAXUINT, &level, NULL))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       "%s: LEVEL must be a number from 1", spec);
          return NULL;
        }
      player = arb_match_player_new_builtin (rules, (guint) level, seed, error);
      if (player != NULL && engine->name != NULL)
        arb_match_player_set_name (player, engine->name);
      if (player != NULL && engine->own_time != NULL)
        arb_match_player_set_time (player, engine->own_time);
      return player;
    }
  if (*spec == '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "a PLAYER is empty");
      return NULL;
    }
  if (engine->protocol != NULL && (protocol = arb_protocol_lookup (engine->protocol)) == NULL)
    {
      g_autofree char *shown = arb_text_quote (engine->protocol, -1);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "proto='%s': an engine speaks uci or ugi", shown);
      return NULL;
    }
  if (options != NULL)
    g_strv_builder_addv (all, (const char **) options);
  for (guint i = 0; i < engine->options->len; i++)
    g_strv_builder_add (all, g_ptr_array_index (engine->options, i));
  all_options = g_strv_builder_end (all);
  player = arb_match_player_new_engine (spec, protocol, (const char *const *) all_options);
  if (engine->dir != NULL)
    arb_match_player_set_working_dir (player, engine->dir);
  if (engine->name != NULL)
    arb_match_player_set_name (player, engine->name);
  if (engine->own_time != NULL)
    arb_match_player_set_time (player, engine->own_time);
  return player;
}

/**
 * arb_cli_engines_resolve:
 * @command: "match" or "tournament", for the messages
 * @taken: what arb_cli_engines_take_args() took
 * @rest: (inout): the PLAYER arguments; replaced by each player's text as
 *   the settings keep it (arb_cli_engine_to_setting())
 * @engines_file: (nullable): --engines-file
 * @time: the command's time options (arb_cli_engines_fold_time())
 *
 * Returns: (transfer full) (element-type ArbCliEngine): the players;
 *   %NULL after a message
 */
GPtrArray *
arb_cli_engines_resolve (const char             *command,
                         const ArbCliEngineArgs *taken,
                         GStrv                  *rest,
                         const char             *engines_file,
                         ArbCliEngineTime       *time)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) engines = arb_cli_engines_build (taken, (const char *const *) *rest,
                                                         engines_file, &error);
  GStrvBuilder *settings;

  if (engines == NULL)
    {
      arb_cli_error ("%s: %s", command, error->message);
      return NULL;
    }
  if (!arb_cli_engines_fold_time (command, engines, time))
    return NULL;
  settings = g_strv_builder_new ();
  for (guint i = 0; i < engines->len; i++)
    {
      g_autofree char *setting = arb_cli_engine_to_setting (g_ptr_array_index (engines, i));

      g_strv_builder_add (settings, setting);
    }
  g_strfreev (*rest);
  *rest = engines->len > 0 ? g_strv_builder_end (settings) : NULL;
  g_strv_builder_unref (settings);
  return g_steal_pointer (&engines);
}
