/* arb-cli-engines.c — engines as engine testers configure them:
 * `--engine KEY=VALUE…` and `--each KEY=VALUE…` on the command line, as
 * cutechess-cli and fastchess spell them, and `conf=NAME` from a JSON file
 * of engines in cutechess's engines.json layout (docs/tournaments.md)
 *
 * The words after --engine (or -engine) that look like KEY=VALUE belong
 * to it, up to the next option; they are taken out of argv before the
 * command's options are read, so that a command line copied from another
 * tool reads here. Each engine is then built from its conf= entry, then
 * --each's keys, then its own (the last given wins).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-cli-engines.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "arb-cli.h"
#include "arb-match.h"
#include "arb-protocol.h"

/* The engines file conf= reads when --engines-file is not given:
 * cutechess-cli's name for it, in the current folder. */
#define DEFAULT_ENGINES_FILE "engines.json"

/* The largest engines file read: a few engines take a few kilobytes. */
#define MAX_ENGINES_FILE_BYTES (16 * 1024 * 1024)

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

static void
set_string (char       **field,
            const char  *value)
{
  g_free (*field);
  *field = g_strdup (value);
}

/* Sets option @name to @value, replacing one of that name (UCI option
 * names ignore case). */
static void
set_option (ArbCliEngine *engine,
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

static gboolean read_conf (ArbCliEngine *engine, const char *path, const char *name,
                           GError **error);

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
      set_option (engine, key + strlen ("option."), value);
      return TRUE;
    }
  if (g_str_equal (key, "conf"))
    return read_conf (engine, engines_file != NULL ? engines_file : DEFAULT_ENGINES_FILE, value,
                      error);
  if (g_str_equal (key, "name"))
    set_string (&engine->name, value);
  else if (g_str_equal (key, "cmd"))
    set_string (&engine->command, value);
  else if (g_str_equal (key, "args"))
    set_string (&engine->args, value);
  else if (g_str_equal (key, "arg"))
    {
      g_autofree char *quoted = g_shell_quote (value);
      char *joined = engine->args != NULL ? g_strconcat (engine->args, " ", quoted, NULL)
                                          : g_strdup (quoted);

      g_free (engine->args);
      engine->args = joined;
    }
  else if (g_str_equal (key, "dir"))
    set_string (&engine->dir, value);
  else if (g_str_equal (key, "proto"))
    set_string (&engine->protocol, value);
  else if (g_str_equal (key, "tc"))
    set_string (&engine->tc, value);
  else if (g_str_equal (key, "st"))
    set_string (&engine->st, value);
  else if (g_str_equal (key, "depth"))
    set_string (&engine->depth, value);
  else if (g_str_equal (key, "nodes"))
    set_string (&engine->nodes, value);
  else if (g_str_equal (key, "timemargin"))
    set_string (&engine->timemargin, value);
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

/* ------------------------------------------------------ the JSON file */

/* A JSON value as an option's value: a string, a number, a boolean. */
static char *
option_value (JsonNode *node)
{
  if (node == NULL || JSON_NODE_TYPE (node) != JSON_NODE_VALUE)
    return NULL;
  switch (json_node_get_value_type (node) == G_TYPE_STRING  ? 0
          : json_node_get_value_type (node) == G_TYPE_INT64 ? 1
          : json_node_get_value_type (node) == G_TYPE_BOOLEAN ? 2
          : json_node_get_value_type (node) == G_TYPE_DOUBLE ? 3 : 4)
    {
    case 0:
      return g_strdup (json_node_get_string (node));
    case 1:
      return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
    case 2:
      return g_strdup (json_node_get_boolean (node) ? "true" : "false");
    case 3:
      {
        char buffer[G_ASCII_DTOSTR_BUF_SIZE];

        return g_strdup (g_ascii_dtostr (buffer, sizeof buffer, json_node_get_double (node)));
      }
    default:
      return NULL;
    }
}

/* The string member @key of @object, or NULL; FALSE when it is there and
 * not a string. */
static gboolean
string_member (JsonObject  *object,
               const char  *key,
               const char **out)
{
  JsonNode *node = json_object_get_member (object, key);

  *out = NULL;
  if (node == NULL)
    return TRUE;
  if (JSON_NODE_TYPE (node) != JSON_NODE_VALUE || json_node_get_value_type (node) != G_TYPE_STRING)
    return FALSE;
  *out = json_node_get_string (node);
  return TRUE;
}

static gboolean
is_true (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN
         && json_node_get_boolean (node);
}

/* The members of an engine in cutechess's engines.json that Arbiter reads,
 * and those it may ignore at their defaults (the GUI's and xboard's). */
static gboolean
apply_entry (ArbCliEngine *engine,
             JsonObject   *entry,
             const char   *where,
             GError      **error)
{
  static const char *const strings[] = { "name", "command", "workingDirectory", "protocol",
                                         "stderrFile", "restart" };
  g_autoptr (GList) members = json_object_get_members (entry);
  const char *values[G_N_ELEMENTS (strings)];

  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      /* What cutechess's GUI writes beside them: ignored where it changes
       * nothing Arbiter does, refused below where it would. */
      gboolean known = g_str_equal (key, "options") || g_str_equal (key, "initStrings")
                       || g_str_equal (key, "whitepov") || g_str_equal (key, "ponder")
                       || g_str_equal (key, "variants") || g_str_equal (key, "timeoutScaleFactor")
                       || g_str_equal (key, "validateClaims") || g_str_equal (key, "debug");

      for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
        known = known || g_str_equal (key, strings[i]);
      if (!known)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "%s: “%s” is no member of an engine", where, key);
          return FALSE;
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    if (!string_member (entry, strings[i], &values[i]))
      {
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     "%s: “%s” is not a string", where, strings[i]);
        return FALSE;
      }
  if (values[4] != NULL && *values[4] != '\0')
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "%s: “stderrFile” is not supported (an engine's standard error is the "
                   "referee's)", where);
      return FALSE;
    }
  if (json_object_has_member (entry, "initStrings")
      && (JSON_NODE_TYPE (json_object_get_member (entry, "initStrings")) != JSON_NODE_ARRAY
          || json_array_get_length (json_object_get_array_member (entry, "initStrings")) > 0))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "%s: “initStrings” are xboard's, which Arbiter does not speak", where);
      return FALSE;
    }
  if (values[5] != NULL && g_str_equal (values[5], "on"))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "%s: “restart”: “on” is not supported (Arbiter keeps an engine from game to "
                   "game and starts one that failed again)", where);
      return FALSE;
    }
  if (json_object_has_member (entry, "ponder")
      && is_true (json_object_get_member (entry, "ponder")))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "%s: “ponder” is not supported", where);
      return FALSE;
    }
  if (values[3] != NULL && arb_protocol_lookup (values[3]) == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "%s: “protocol” “%s”: Arbiter speaks uci and ugi", where, values[3]);
      return FALSE;
    }
  if (values[0] != NULL)
    set_string (&engine->name, values[0]);
  if (values[1] != NULL)
    set_string (&engine->command, values[1]);
  if (values[2] != NULL && *values[2] != '\0')
    set_string (&engine->dir, values[2]);
  if (values[3] != NULL)
    set_string (&engine->protocol, values[3]);
  if (json_object_has_member (entry, "options"))
    {
      JsonNode *node = json_object_get_member (entry, "options");

      if (JSON_NODE_TYPE (node) != JSON_NODE_ARRAY)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "%s: “options” is not an array", where);
          return FALSE;
        }
      for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
        {
          JsonNode *item = json_array_get_element (json_node_get_array (node), i);
          JsonObject *option = JSON_NODE_HOLDS_OBJECT (item) ? json_node_get_object (item) : NULL;
          const char *name = NULL;
          g_autofree char *value = NULL;

          if (option != NULL && string_member (option, "name", &name) && name != NULL)
            value = option_value (json_object_get_member (option, "value"));
          if (value == NULL)
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "%s: option %u has no “name” and “value”", where, i + 1);
              return FALSE;
            }
          set_option (engine, name, value);
        }
    }
  return TRUE;
}

/* conf=@name: the engine of that name in the JSON file at @path. */
static gboolean
read_conf (ArbCliEngine *engine,
           const char   *path,
           const char   *name,
           GError      **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  g_autoptr (GError) local_error = NULL;
  gsize length;
  JsonNode *root;

  if (!g_file_get_contents (path, &text, &length, &local_error))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, "conf=%s: %s", name,
                   local_error->message);
      return FALSE;
    }
  if (length > MAX_ENGINES_FILE_BYTES
      || !json_parser_load_from_data (parser, text, (gssize) length, &local_error))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, "%s: %s", path,
                   local_error != NULL ? local_error->message : "larger than 16 MB");
      return FALSE;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_ARRAY (root))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "%s: not an array of engines", path);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (json_node_get_array (root)); i++)
    {
      JsonNode *item = json_array_get_element (json_node_get_array (root), i);
      const char *entry_name = NULL;
      g_autofree char *where = g_strdup_printf ("%s, engine %u", path, i + 1);

      if (!JSON_NODE_HOLDS_OBJECT (item))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, "%s: not an object",
                       where);
          return FALSE;
        }
      if (string_member (json_node_get_object (item), "name", &entry_name)
          && g_strcmp0 (entry_name, name) == 0)
        return apply_entry (engine, json_node_get_object (item), where, error);
    }
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, "conf=%s: %s names no such engine",
               name, path);
  return FALSE;
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
  return g_string_free (text, FALSE);
}

/* ----------------------------------------------------- the time keys */

/* The value all @engines give to the time key at @offset, or NULL when
 * none gives it; FALSE when they differ. */
static gboolean
common_key (GPtrArray   *engines,
            gsize        offset,
            const char **value)
{
  *value = NULL;
  for (guint i = 0; i < engines->len; i++)
    {
      const char *own = G_STRUCT_MEMBER (const char *, g_ptr_array_index (engines, i), offset);

      if (i > 0 && g_strcmp0 (own, *value) != 0)
        return FALSE;
      *value = own;
    }
  return TRUE;
}

/* st=SECONDS as milliseconds, 1 ms to 24 h. */
static gboolean
parse_st (const char *text,
          int        *ms)
{
  char *end;
  double seconds = g_ascii_strtod (text, &end);

  if (end == text || *end != '\0' || !(seconds >= 0.001 && seconds <= 86400))
    return FALSE;
  *ms = (int) (seconds * 1000 + 0.5);
  return TRUE;
}

/**
 * arb_cli_engines_fold_time:
 * @command: "match" or "tournament", for the messages
 * @engines: (element-type ArbCliEngine): the players
 * @time: the command's --tc, --movetime, --depth and --nodes, which the
 *   engines' tc=, st=, depth= and nodes= become
 *
 * Every game has one time control for both sides: an engine's time key
 * must be every engine's (given once with --each), and agree with the
 * command's option when both are given.
 *
 * Returns: FALSE after a message
 */
gboolean
arb_cli_engines_fold_time (const char    *command,
                           GPtrArray     *engines,
                           ArbCliEngineTime *time)
{
  static const struct
  {
    const char *key;
    const char *option;
    gsize       offset;
  } keys[] = {
    { "tc", "--tc", G_STRUCT_OFFSET (ArbCliEngine, tc) },
    { "st", "--movetime", G_STRUCT_OFFSET (ArbCliEngine, st) },
    { "depth", "--depth", G_STRUCT_OFFSET (ArbCliEngine, depth) },
    { "nodes", "--nodes", G_STRUCT_OFFSET (ArbCliEngine, nodes) },
    { "timemargin", "--timemargin", G_STRUCT_OFFSET (ArbCliEngine, timemargin) },
  };

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      const char *value;
      gboolean given, ok = TRUE;
      guint64 number = 0;
      int ms = 0;

      if (!common_key (engines, keys[k].offset, &value))
        {
          arb_cli_error ("%s: the engines' %s= differ: a game has one time control for both "
                         "sides (give it once, with --each %s=…)", command, keys[k].key,
                         keys[k].key);
          return FALSE;
        }
      if (value == NULL)
        continue;
      switch (k)
        {
        case 0:
          given = *time->tc != NULL;
          ok = !given || g_str_equal (*time->tc, value);
          if (!given)
            *time->tc = g_strdup (value);
          break;
        case 1:
          if (!parse_st (value, &ms))
            {
              g_autofree char *shown = arb_text_quote (value, -1);

              arb_cli_error ("%s: st='%s' must be 0.001 to 86400 seconds", command, shown);
              return FALSE;
            }
          given = *time->movetime != time->movetime_unset;
          ok = !given || *time->movetime == ms;
          *time->movetime = ms;
          break;
        default:
          if (!g_ascii_string_to_unsigned (value, 10, k == 4 ? 0 : 1,
                                           k == 3 ? G_MAXINT64 : G_MAXINT, &number, NULL))
            {
              g_autofree char *shown = arb_text_quote (value, -1);

              arb_cli_error ("%s: %s='%s' must be a number from %d", command, keys[k].key, shown,
                             k == 4 ? 0 : 1);
              return FALSE;
            }
          if (k == 4)
            {
              ok = *time->time_margin == 0 || *time->time_margin == (int) number;
              *time->time_margin = (int) number;
            }
          else if (k == 2)
            {
              ok = *time->depth == 0 || *time->depth == (int) number;
              *time->depth = (int) number;
            }
          else
            {
              ok = *time->nodes == 0 || *time->nodes == (gint64) number;
              *time->nodes = (gint64) number;
            }
          break;
        }
      if (!ok)
        {
          arb_cli_error ("%s: the engines' %s= and %s differ", command, keys[k].key,
                         keys[k].option);
          return FALSE;
        }
    }
  return TRUE;
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
