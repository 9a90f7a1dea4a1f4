/* arb-test-json.c — reading the CLI's JSON in the tests that need json-glib
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-test-json.h"

/**
 * arb_test_parse_object:
 * @json: text
 *
 * Returns: (transfer full): the object @json holds; the test fails unless
 *   it is exactly one JSON object.
 */
JsonObject *
arb_test_parse_object (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  root = json_parser_get_root (parser);
  g_assert_nonnull (root);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  return json_object_ref (json_node_get_object (root));
}
