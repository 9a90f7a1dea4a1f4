/* arb-params.c — a game's parameters: defaults, `NAME=VALUE`, the start they make
 *
 * A game lists its parameters in its table (ArbParamSpec); everything here
 * reads that list, so that `--param`, New Game, files and the autosave
 * treat every game's parameters alike (docs/games.md, "Parameters").
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-params.h"
#include "arb-random.h"
#include "arb-text.h"

#include <glib/gi18n-lib.h>
#include <string.h>

G_DEFINE_QUARK (arb-param-error-quark, arb_param_error)

/* ------------------------------------------------------------ statics */

static const char *const bool_true[] = { "true", "yes", "on", "1", NULL };
static const char *const bool_false[] = { "false", "no", "off", "0", NULL };

static gboolean
in_list (const char        *text,
         const char *const *list)
{
  for (guint i = 0; list[i] != NULL; i++)
    if (g_ascii_strcasecmp (text, list[i]) == 0)
      return TRUE;
  return FALSE;
}

static guint
n_choices (const ArbParamSpec *spec)
{
  guint n = 0;

  while (spec->choices != NULL && spec->choices[n] != NULL)
    n++;
  return n;
}

/* The values @spec takes, in words, for error messages ("true or false",
 * "1 to 999", "coin, 1 or 2"). */
static char *
describe_values (const ArbParamSpec *spec)
{
  GString *text;
  guint n;

  switch (spec->type)
    {
    case ARB_PARAM_BOOL:
      return g_strdup (_("true or false"));
    case ARB_PARAM_SEED:
      return g_strdup (_("a whole number from 0 to 18446744073709551615"));
    case ARB_PARAM_INT:
      /* Translators: the range of a number, "1 to 999" */
      return g_strdup_printf (_("a whole number from %lld to %lld"),
                              (long long) spec->min, (long long) spec->max);
    case ARB_PARAM_CHOICE:
    default:
      text = g_string_new (NULL);
      n = n_choices (spec);
      for (guint i = 0; i < n; i++)
        {
          if (i > 0)
            g_string_append (text, i + 1 == n ? _(" or ") : ", ");
          g_string_append (text, spec->choices[i]);
        }
      return g_string_free (text, FALSE);
    }
}

static gboolean
parse_value (const ArbParamSpec *spec,
             const char         *text,
             gint64             *value)
{
  switch (spec->type)
    {
    case ARB_PARAM_BOOL:
      if (in_list (text, bool_true))
        *value = 1;
      else if (in_list (text, bool_false))
        *value = 0;
      else
        return FALSE;
      return TRUE;
    case ARB_PARAM_INT:
      return g_ascii_string_to_signed (text, 10, spec->min, spec->max, value, NULL);
    case ARB_PARAM_SEED:
      {
        guint64 seed;

        if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &seed, NULL))
          return FALSE;
        *value = (gint64) seed;
        return TRUE;
      }
    case ARB_PARAM_CHOICE:
    default:
      for (guint i = 0; i < n_choices (spec); i++)
        if (g_ascii_strcasecmp (text, spec->choices[i]) == 0)
          {
            *value = i;
            return TRUE;
          }
      return FALSE;
    }
}

/* ------------------------------------------------------- public API */

/**
 * arb_params_init:
 * @params: (out caller-allocates): the values to fill in
 * @rules: the game
 *
 * Sets every parameter of @rules to its default; none is "given".
 */
void
arb_params_init (ArbParams      *params,
                 const ArbRules *rules)
{
  g_return_if_fail (params != NULL);
  g_return_if_fail (rules != NULL);
  g_return_if_fail (rules->n_params <= ARB_PARAMS_MAX);

  memset (params, 0, sizeof *params);
  for (guint i = 0; i < rules->n_params; i++)
    params->values[i] = rules->params[i].default_value;
}

/**
 * arb_params_lookup:
 * @rules: the game
 * @name: a parameter's name, in any case
 *
 * Returns: the parameter's index in @rules' list, or -1.
 */
int
arb_params_lookup (const ArbRules *rules,
                   const char     *name)
{
  g_return_val_if_fail (rules != NULL, -1);
  g_return_val_if_fail (name != NULL, -1);

  for (guint i = 0; i < rules->n_params; i++)
    if (g_ascii_strcasecmp (rules->params[i].name, name) == 0)
      return (int) i;
  return -1;
}

/**
 * arb_params_set:
 * @params: the values, from arb_params_init()
 * @rules: their game
 * @name: a parameter's name
 * @value: its value, as typed ("false", "12", "coin")
 * @error: return location for an %ARB_PARAM_ERROR
 *
 * Returns: %TRUE when @name is one of @rules' parameters and @value one of
 *   its values; it is then "given".
 */
gboolean
arb_params_set (ArbParams      *params,
                const ArbRules *rules,
                const char     *name,
                const char     *value,
                GError        **error)
{
  const ArbParamSpec *spec;
  g_autofree char *stripped = NULL;
  gint64 parsed = 0;
  int index;

  g_return_val_if_fail (params != NULL, FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (name != NULL && value != NULL, FALSE);

  index = arb_params_lookup (rules, name);
  if (index < 0)
    {
      g_autofree char *known = arb_params_describe (rules);
      g_autofree char *shown = arb_text_quote (name, -1);

      if (rules->n_params == 0)
        g_set_error (error, ARB_PARAM_ERROR, ARB_PARAM_ERROR_UNKNOWN,
                     /* Translators: a parameter name, then the game's name */
                     _("unknown parameter '%s': %s has no parameters"), shown, rules->id);
      else
        g_set_error (error, ARB_PARAM_ERROR, ARB_PARAM_ERROR_UNKNOWN,
                     /* Translators: a parameter name, the game, its parameters */
                     _("unknown parameter '%s': the parameters of %s are %s"),
                     shown, rules->id, known);
      return FALSE;
    }

  spec = &rules->params[index];
  stripped = g_strstrip (g_strdup (value));
  if (!parse_value (spec, stripped, &parsed))
    {
      g_autofree char *values = describe_values (spec);
      g_autofree char *shown = arb_text_quote (value, -1);

      g_set_error (error, ARB_PARAM_ERROR, ARB_PARAM_ERROR_VALUE,
                   /* Translators: the value given, the parameter, what it takes */
                   _("'%s' is not a value of %s: it takes %s"), shown, spec->name, values);
      return FALSE;
    }
  params->values[index] = parsed;
  params->given |= 1u << index;
  return TRUE;
}

/**
 * arb_params_parse:
 * @params: the values, from arb_params_init()
 * @rules: their game
 * @assignment: `NAME=VALUE`
 * @error: return location for an %ARB_PARAM_ERROR
 *
 * Returns: %TRUE when the assignment was applied.
 */
gboolean
arb_params_parse (ArbParams      *params,
                  const ArbRules *rules,
                  const char     *assignment,
                  GError        **error)
{
  const char *equals;
  g_autofree char *name = NULL;

  g_return_val_if_fail (assignment != NULL, FALSE);

  equals = strchr (assignment, '=');
  if (equals == NULL || equals == assignment)
    {
      g_autofree char *shown = arb_text_quote (assignment, -1);

      g_set_error (error, ARB_PARAM_ERROR, ARB_PARAM_ERROR_SYNTAX,
                   _("'%s' is not NAME=VALUE"), shown);
      return FALSE;
    }
  name = g_strstrip (g_strndup (assignment, (gsize) (equals - assignment)));
  return arb_params_set (params, rules, name, equals + 1, error);
}

/**
 * arb_params_value_text:
 * @rules: the game
 * @index: one of its parameters
 * @value: a value of it
 *
 * Returns: (transfer full): @value as `--param` takes it ("false", "12",
 *   "coin").
 */
char *
arb_params_value_text (const ArbRules *rules,
                       guint           index,
                       gint64          value)
{
  const ArbParamSpec *spec;

  g_return_val_if_fail (rules != NULL && index < rules->n_params, NULL);

  spec = &rules->params[index];
  switch (spec->type)
    {
    case ARB_PARAM_BOOL:
      return g_strdup (value ? "true" : "false");
    case ARB_PARAM_SEED:
      return g_strdup_printf ("%" G_GUINT64_FORMAT, (guint64) value);
    case ARB_PARAM_CHOICE:
      if (value >= 0 && (guint64) value < n_choices (spec))
        return g_strdup (spec->choices[value]);
      G_GNUC_FALLTHROUGH;
    case ARB_PARAM_INT:
    default:
      return g_strdup_printf ("%" G_GINT64_FORMAT, value);
    }
}

/**
 * arb_params_from_file:
 * @spec: a rule parameter with a file tag
 * @text: the tag's value in a file, or %NULL for a file without the tag
 * @value: (out): the value @text means
 *
 * Reads a parameter as files write it: one of @spec's @file_values or
 * @file_aliases, in any case (cutechess's "fischerandom" is Chess960), or
 * without @file_values the value's own name ("true"); a file without the
 * tag means @file_absent (PGN: no [Variant] is standard chess).
 *
 * Returns: whether @text is a value of @spec; FALSE leaves @value alone.
 */
gboolean
arb_params_from_file (const ArbParamSpec *spec,
                      const char         *text,
                      gint64             *value)
{
  g_return_val_if_fail (spec != NULL && value != NULL, FALSE);

  if (text == NULL)
    return spec->file_absent != NULL && parse_value (spec, spec->file_absent, value);
  if (spec->file_values == NULL)
    return parse_value (spec, text, value);
  for (gint64 v = spec->min; v <= spec->max; v++)
    if (g_ascii_strcasecmp (text, spec->file_values[v]) == 0)
      {
        *value = v;
        return TRUE;
      }
  for (guint i = 0; spec->file_aliases != NULL && spec->file_aliases[i] != NULL; i++)
    {
      const char *alias = spec->file_aliases[i], *equals = strchr (alias, '=');

      if (equals != NULL && (gsize) (equals - alias) == strlen (text)
          && g_ascii_strncasecmp (text, alias, strlen (text)) == 0)
        return parse_value (spec, equals + 1, value);
    }
  return FALSE;
}

/**
 * arb_params_to_string:
 * @params: values of @rules' parameters
 * @rules: the game
 * @only_given: TRUE: only the values given; FALSE: every one
 *
 * Returns: (transfer full): `NAME=VALUE` pairs, separated by spaces (""
 *   when there is none).
 */
char *
arb_params_to_string (const ArbParams *params,
                      const ArbRules  *rules,
                      gboolean         only_given)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (params != NULL && rules != NULL, NULL);

  for (guint i = 0; i < rules->n_params; i++)
    {
      g_autofree char *value = NULL;

      /* A seed nobody gave is drawn: it has no value to write. */
      if ((only_given || rules->params[i].type == ARB_PARAM_SEED)
          && !(params->given & (1u << i)))
        continue;
      value = arb_params_value_text (rules, i, params->values[i]);
      g_string_append_printf (text, "%s%s=%s", text->len > 0 ? " " : "",
                              rules->params[i].name, value);
    }
  return g_string_free (text, FALSE);
}

/**
 * arb_params_describe:
 * @rules: the game
 *
 * Returns: (transfer full): the game's parameters with what they take and
 *   their defaults, one a line (`regicide=true|false (default true)`), ""
 *   for a game without.
 */
char *
arb_params_describe (const ArbRules *rules)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (rules != NULL, NULL);

  for (guint i = 0; i < rules->n_params; i++)
    {
      const ArbParamSpec *spec = &rules->params[i];
      g_autofree char *values = describe_values (spec);
      g_autofree char *fallback = spec->type == ARB_PARAM_SEED
                                    ? g_strdup (_("random"))
                                    : arb_params_value_text (rules, i, spec->default_value);

      /* Translators: a parameter, what it takes, its default:
       * "regicide (true or false, default true)" */
      g_string_append_printf (text, _("%s%s (%s, default %s)"), i > 0 ? "; " : "",
                              spec->name, values, fallback);
    }
  return g_string_free (text, FALSE);
}

/**
 * arb_rules_start:
 * @rules: the game
 * @params: (nullable): its parameters' values; %NULL: the defaults
 * @state: (out caller-allocates): @rules->state_size bytes for the start
 * @setup: (out caller-allocates) (nullable): the game's SETUP record, when
 *   it makes one (its type is then %ARB_RECORD_SETUP; left alone otherwise);
 *   %NULL asks for a position rather than a new game: nothing is left to
 *   chance (Congkak flips no coin: Player 1 moves first unless chosen)
 * @error: return location for an %ARB_PARAM_ERROR_START
 *
 * The start of a game of @rules for @params.
 *
 * Returns: %TRUE, or %FALSE when the values make no game.
 */
gboolean
arb_rules_start (const ArbRules  *rules,
                 const ArbParams *params,
                 gpointer         state,
                 ArbRecord       *setup,
                 GError         **error)
{
  ArbParams defaults;
  g_autoptr (GError) local_error = NULL;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  memset (state, 0, rules->state_size);
  if (rules->init_params == NULL)
    {
      rules->init_start (state);
      return TRUE;
    }
  if (params == NULL)
    {
      arb_params_init (&defaults, rules);
      params = &defaults;
    }
  if (!rules->init_params (state, params, setup,
                           &local_error))
    {
      g_set_error_literal (error, ARB_PARAM_ERROR, ARB_PARAM_ERROR_START,
                           local_error->message);
      return FALSE;
    }
  return TRUE;
}

/**
 * arb_rules_read_position_with:
 * @rules: the game
 * @params: (nullable): the parameters the position plays by; %NULL: the
 *   defaults
 * @text: a position string
 * @state: (out caller-allocates): the position
 * @error: return location for the game's position error
 *
 * Reads a position and gives it the rules @params choose (checkers'
 * regicide), which position strings do not carry.
 *
 * Returns: %TRUE when @text is a position of @rules.
 */
gboolean
arb_rules_read_position_with (const ArbRules  *rules,
                              const ArbParams *params,
                              const char      *text,
                              gpointer         state,
                              GError         **error)
{
  ArbParams defaults;

  g_return_val_if_fail (rules != NULL && text != NULL && state != NULL, FALSE);

  if (params == NULL)
    {
      arb_params_init (&defaults, rules);
      params = &defaults;
    }
  return arb_rules_read_position_values (rules, params->values, text, state, error);
}

/**
 * arb_rules_read_position_values:
 * @rules: the game
 * @values: the values of its parameters, in its table's order
 * @text: a position string
 * @state: (out caller-allocates): the position
 * @error: return location for the game's position error
 *
 * Reads a position under the @rule parameters' @values: with the game's
 * @read_position_as where it has one, else @read_position and then
 * @apply_params.
 *
 * Returns: %TRUE when @text is a position of @rules under those rules.
 */
gboolean
arb_rules_read_position_values (const ArbRules *rules,
                                const gint64   *values,
                                const char     *text,
                                gpointer        state,
                                GError        **error)
{
  g_return_val_if_fail (rules != NULL && values != NULL && text != NULL && state != NULL, FALSE);

  memset (state, 0, rules->state_size);
  if (rules->read_position_as != NULL)
    return rules->read_position_as (state, text, values, error);
  if (!rules->read_position (state, text, error))
    return FALSE;
  if (rules->apply_params != NULL)
    rules->apply_params (state, values);
  return TRUE;
}

/**
 * arb_rules_state_params:
 * @rules: the game
 * @state: one of its positions
 * @params: (out caller-allocates): the values
 *
 * The parameters @state shows (its @rule parameters; the others at their
 * defaults unless the game can read them off the position).
 */
void
arb_rules_state_params (const ArbRules *rules,
                        gconstpointer   state,
                        ArbParams      *params)
{
  g_return_if_fail (rules != NULL && state != NULL && params != NULL);

  arb_params_init (params, rules);
  if (rules->read_params != NULL)
    rules->read_params (state, params->values);
}

/**
 * arb_rules_has_rule_params:
 * @rules: the game
 *
 * Returns: whether a parameter of @rules changes its rules (and so must be
 *   recorded beside its positions).
 */
gboolean
arb_rules_has_rule_params (const ArbRules *rules)
{
  g_return_val_if_fail (rules != NULL, FALSE);

  for (guint i = 0; i < rules->n_params; i++)
    if (rules->params[i].rule)
      return TRUE;
  return FALSE;
}

/**
 * arb_params_describe_rules:
 * @rules: the game
 * @params: the values a game plays by
 *
 * Names the rules a game plays by when they are not the game's defaults,
 * for a title: each rule parameter (@rule) whose value is not its default,
 * by the text its files record (@file_values, translated: "English
 * draughts") or as "label: value", joined by commas.
 *
 * Returns: (transfer full) (nullable): the text, translated; %NULL when
 *   every rule parameter has its default value
 */
char *
arb_params_describe_rules (const ArbRules  *rules,
                           const ArbParams *params)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (rules != NULL && params != NULL, NULL);

  for (guint i = 0; i < rules->n_params; i++)
    {
      const ArbParamSpec *spec = &rules->params[i];
      gint64 value = params->values[i];

      if (!spec->rule || value == spec->default_value)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      if (spec->file_values != NULL)
        g_string_append (text, _(spec->file_values[value]));
      else
        {
          g_autofree char *shown = arb_params_value_text (rules, i, value);

          /* Translators: a game parameter's label and its value, as a
           * title names the rules a game plays by: "Regicide: false" */
          g_string_append_printf (text, _("%s: %s"), _(spec->label), shown);
        }
    }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

/**
 * arb_params_draw_starts:
 * @rules: a game
 * @params: its parameters' values
 * @n_starts: how many starts to draw
 * @seed: what they are drawn from: the same seed draws the same starts
 * @error: return location for the error of a start that cannot be made
 *
 * The starts of @n_starts new games, for a game whose parameters leave its
 * start to chance (a @random_min parameter at its minimum: Chess960's
 * array), as a match without openings plays them: one for each pair of
 * games, the same for both players.
 *
 * Returns: (transfer full) (nullable): @n_starts position strings; %NULL
 *   when the start is left to no chance under @params (every value gives
 *   the start a game has without one: standard chess's `start`), or with
 *   @error set
 */
GStrv
arb_params_draw_starts (const ArbRules  *rules,
                        const ArbParams *params,
                        guint            n_starts,
                        guint64          seed,
                        GError         **error)
{
  g_autoptr (GStrvBuilder) starts = NULL;
  g_autofree char *fixed = NULL;
  g_autofree char *state = NULL;
  const ArbParamSpec *spec = NULL;
  gboolean any_differs = FALSE;
  guint k = 0;

  g_return_val_if_fail (rules != NULL && params != NULL, NULL);

  /* The parameter left to chance, if any. */
  while (k < rules->n_params
         && !(rules->params[k].random_min && rules->params[k].type == ARB_PARAM_INT
              && params->values[k] == rules->params[k].min))
    k++;
  if (k == rules->n_params || n_starts == 0)
    return NULL;
  spec = &rules->params[k];

  /* The start a game gets when nothing is drawn, to compare with. */
  fixed = g_malloc0 (rules->state_size);
  state = g_malloc0 (rules->state_size);
  if (!arb_rules_start (rules, params, fixed, NULL, error))
    return NULL;
  starts = g_strv_builder_new ();
  for (guint i = 0; i < n_starts; i++)
    {
      ArbParams drawn = *params;
      g_autoptr (GString) text = g_string_new (NULL);

      drawn.values[k] = spec->min + 1
                        + (gint64) (arb_splitmix64 (&seed) % (guint64) (spec->max - spec->min));
      if (!arb_rules_start (rules, &drawn, state, NULL, error))
        return NULL;
      any_differs |= !rules->equal (state, fixed);
      rules->write_position (state, text);
      g_strv_builder_add (starts, text->str);
    }
  return any_differs ? g_strv_builder_end (starts) : NULL;
}
