/* arb-cli-engines-json.c — conf=NAME: an engine from a JSON file of
 * engines in cutechess's engines.json layout (docs/engine-testing.md):
 * what changes the games is read, the GUI's members beside it taken as
 * they are, what Arbiter cannot do refused with the file and the engine's
 * place
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-cli-engines.h"

#include <json-glib/json-glib.h>

#include "arb-protocol.h"

/* The largest engines file read: a few engines take a few kilobytes. */
#define MAX_ENGINES_FILE_BYTES (16 * 1024 * 1024)

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
    arb_cli_engine_set_string (&engine->name, values[0]);
  if (values[1] != NULL)
    arb_cli_engine_set_string (&engine->command, values[1]);
  if (values[2] != NULL && *values[2] != '\0')
    arb_cli_engine_set_string (&engine->dir, values[2]);
  if (values[3] != NULL)
    arb_cli_engine_set_string (&engine->protocol, values[3]);
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
          arb_cli_engine_set_option (engine, name, value);
        }
    }
  return TRUE;
}

/**
 * arb_cli_engines_read_conf:
 * @engine: the engine to set
 * @path: an engines file
 * @name: conf=NAME's name
 * @error: what the file gets wrong, with where
 *
 * conf=@name: the engine of that name in the JSON file at @path, in
 * cutechess's engines.json layout.
 *
 * Returns: FALSE with @error
 */
gboolean
arb_cli_engines_read_conf (ArbCliEngine *engine,
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

