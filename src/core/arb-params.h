/* arb-params.h — a game's parameters: defaults, `NAME=VALUE`, the start they make
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-rules.h"

G_BEGIN_DECLS

#define ARB_PARAM_ERROR (arb_param_error_quark ())
GQuark arb_param_error_quark (void);

/**
 * ArbParamError:
 * @ARB_PARAM_ERROR_UNKNOWN: the game has no parameter of that name
 * @ARB_PARAM_ERROR_VALUE: the value is not of the parameter's kind or is out
 *   of its range
 * @ARB_PARAM_ERROR_SYNTAX: not `NAME=VALUE`
 * @ARB_PARAM_ERROR_START: the values do not make a game (the game's reason)
 * @ARB_PARAM_ERROR_CONFLICT: a file says otherwise than the values given
 */
typedef enum
{
  ARB_PARAM_ERROR_UNKNOWN,
  ARB_PARAM_ERROR_VALUE,
  ARB_PARAM_ERROR_SYNTAX,
  ARB_PARAM_ERROR_START,
  ARB_PARAM_ERROR_CONFLICT,
} ArbParamError;

void     arb_params_init        (ArbParams *params, const ArbRules *rules);
int      arb_params_lookup      (const ArbRules *rules, const char *name);
gboolean arb_params_set         (ArbParams *params, const ArbRules *rules,
                                 const char *name, const char *value, GError **error);
gboolean arb_params_parse       (ArbParams *params, const ArbRules *rules,
                                 const char *assignment, GError **error);
char    *arb_params_value_text  (const ArbRules *rules, guint index, gint64 value);
gboolean arb_params_from_file   (const ArbParamSpec *spec, const char *text, gint64 *value);
char    *arb_params_to_string   (const ArbParams *params, const ArbRules *rules,
                                 gboolean only_given);
char    *arb_params_describe    (const ArbRules *rules);
char    *arb_params_describe_rules (const ArbRules *rules, const ArbParams *params);

gboolean arb_rules_start         (const ArbRules *rules, const ArbParams *params,
                                  gpointer state, ArbRecord *setup, GError **error);
gboolean arb_rules_read_position_with (const ArbRules *rules, const ArbParams *params,
                                       const char *text, gpointer state, GError **error);
gboolean arb_rules_read_position_values (const ArbRules *rules, const gint64 *values,
                                         const char *text, gpointer state, GError **error);
void     arb_rules_state_params  (const ArbRules *rules, gconstpointer state,
                                  ArbParams *params);
gboolean arb_rules_has_rule_params (const ArbRules *rules);
GStrv    arb_params_draw_starts  (const ArbRules *rules, const ArbParams *params,
                                  guint n_starts, guint64 seed, GError **error);

G_END_DECLS
