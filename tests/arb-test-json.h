/* arb-test-json.h — reading the CLI's JSON in the tests that need json-glib
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Checks that @json is one valid JSON object (and so that the exact strings
 * a test compares are JSON, not only text that looks like it). */
JsonObject *arb_test_parse_object (const char *json);

G_END_DECLS
