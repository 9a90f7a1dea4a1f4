/* arb-new-game-settings.c — New Game's answers, kept by game in GSettings
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Each game has its own answers: `game-params` (NAME=VALUE pairs, as
 * `arbiter-cli --param` takes them), `game-players` (levels by side) and
 * `game-names` (the people's names by side), `game-clocks` (the time
 * control, as PGN's [TimeControl] says it), dictionaries by game id; the
 * keys that held one game's answers before New Game was every game's
 * ("<game>-pits", "<game>-player1") are read for a game that has no
 * answers of its own yet. */

#include "arb-new-game-private.h"

#include "arb-search.h"

/* ------------------------------------------------------------ statics */

static gboolean
has_key (GSettings  *settings,
         const char *key)
{
  g_autoptr (GSettingsSchema) schema = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  return schema != NULL && g_settings_schema_has_key (schema, key);
}

/* The value of a GSettings dictionary for @id, or NULL. */
static GVariant *
lookup_by_game (GSettings          *settings,
                const char         *key,
                const char         *id,
                const GVariantType *type)
{
  g_autoptr (GVariant) all = g_settings_get_value (settings, key);

  return g_variant_lookup_value (all, id, type);
}

/* Sets @id's entry of a GSettings dictionary to @value (floating). */
static void
store_by_game (GSettings  *settings,
               const char *key,
               const char *id,
               GVariant   *value)
{
  g_autoptr (GVariant) all = g_settings_get_value (settings, key);
  GVariantBuilder builder;
  GVariantIter iter;
  const char *name;
  GVariant *entry;

  g_variant_builder_init (&builder, g_variant_get_type (all));
  g_variant_iter_init (&iter, all);
  while (g_variant_iter_next (&iter, "{&s@*}", &name, &entry))
    {
      if (!g_str_equal (name, id))
        g_variant_builder_add_value (&builder,
                                     g_variant_new_dict_entry (g_variant_new_string (name), entry));
      g_variant_unref (entry);
    }
  g_variant_builder_add_value (&builder, g_variant_new_dict_entry (g_variant_new_string (id), value));
  g_settings_set_value (settings, key, g_variant_builder_end (&builder));
}

/* The parameters New Game last started @rules with. */
static void
params_from_settings (GSettings      *settings,
                      const ArbRules *rules,
                      ArbParams      *params)
{
  g_autoptr (GVariant) text = lookup_by_game (settings, "game-params", rules->id,
                                              G_VARIANT_TYPE_STRING);

  if (text != NULL)
    {
      g_auto (GStrv) pairs = g_strsplit (g_variant_get_string (text, NULL), " ", -1);

      /* A value that is no longer one (a range changed) stays the default. */
      for (guint i = 0; pairs[i] != NULL; i++)
        if (*pairs[i] != '\0')
          arb_params_parse (params, rules, pairs[i], NULL);
      return;
    }
  for (guint i = 0; i < rules->n_params; i++)
    {
      g_autofree char *key = g_strdup_printf ("%s-%s", rules->id, rules->params[i].name);
      g_autoptr (GVariant) value = NULL;
      g_autofree char *value_text = NULL;

      if (!has_key (settings, key))
        continue;
      value = g_settings_get_value (settings, key);
      if (g_variant_is_of_type (value, G_VARIANT_TYPE_UINT32))
        value_text = g_strdup_printf ("%u", g_variant_get_uint32 (value));
      else if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
        value_text = g_variant_dup_string (value, NULL);
      if (value_text != NULL)
        arb_params_set (params, rules, rules->params[i].name, value_text, NULL);
    }
}

/* ------------------------------------------------------- internal API */

/**
 * _arb_new_game_choice_load:
 * @choice: (out caller-allocates): the answers, all zero
 * @settings: (nullable): the app's settings
 * @rules: a game
 *
 * The answers New Game last gave @rules: its parameters (the `game-params`
 * entry, else the keys that named one game's answers before,
 * "<game>-<parameter>"), its players (`game-players`, else the sides the
 * computer played last time at this game's default level), the people's
 * names (`game-names`, else "<game>-player1" and "-player2"), its time
 * control (`game-clocks`, else none). Without settings: the defaults, two
 * people, no clock.
 */
void
_arb_new_game_choice_load (ArbNewGameChoice *choice,
                           GSettings        *settings,
                           const ArbRules   *rules)
{
  guint n_levels = arb_search_n_levels (rules);
  g_autoptr (GVariant) players = NULL;
  g_autoptr (GVariant) names = NULL;
  g_autoptr (GVariant) clock = NULL;

  arb_params_init (&choice->params, rules);
  if (settings == NULL)
    return;
  params_from_settings (settings, rules, &choice->params);

  players = lookup_by_game (settings, "game-players", rules->id, G_VARIANT_TYPE ("(uu)"));
  if (players != NULL)
    g_variant_get (players, "(uu)", &choice->players[0], &choice->players[1]);
  else
    {
      /* A game not chosen yet. */
      choice->players[0] = g_settings_get_uint (settings, "first-player") > 0
                           ? arb_search_default_number (rules) : 0;
      choice->players[1] = g_settings_get_uint (settings, "second-player") > 0
                           ? arb_search_default_number (rules) : 0;
    }
  choice->players[0] = MIN (choice->players[0], n_levels);
  choice->players[1] = MIN (choice->players[1], n_levels);

  clock = lookup_by_game (settings, "game-clocks", rules->id, G_VARIANT_TYPE_STRING);
  if (clock == NULL
      || !arb_time_control_parse_pgn (g_variant_get_string (clock, NULL), &choice->clock, NULL))
    choice->clock.kind = ARB_TIME_CONTROL_NONE;

  names = lookup_by_game (settings, "game-names", rules->id, G_VARIANT_TYPE ("(ss)"));
  if (names != NULL)
    g_variant_get (names, "(ss)", &choice->names[0], &choice->names[1]);
  else
    for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
      {
        g_autofree char *key = g_strdup_printf ("%s-player%d", rules->id, side + 1);

        if (has_key (settings, key))
          choice->names[side] = g_settings_get_string (settings, key);
      }
}

/* A GSettings of the same schema, path and backend as @settings: the
 * caller's object stays out of delay-apply mode, which, once entered,
 * holds back every later change made through it until the next apply. */
static GSettings *
settings_for_batch (GSettings *settings)
{
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autofree char *path = NULL;
  GObject *backend = NULL;
  GSettings *batch;

  g_object_get (settings, "settings-schema", &schema, "path", &path, "backend", &backend, NULL);
  batch = g_settings_new_full (schema, (gpointer) backend, path);
  g_clear_object (&backend);
  return batch;
}

/**
 * _arb_new_game_choice_save:
 * @choice: the answers Start took
 * @caller_settings: the app's settings (left out of delay-apply mode)
 * @rules: their game
 * @suggest: the `suggest` key's value
 * @random_sides: the `random-sides` key's value
 *
 * Remembers @choice as @rules' answers, and @rules as the last game.
 */
void
_arb_new_game_choice_save (const ArbNewGameChoice *choice,
                           GSettings              *caller_settings,
                           const ArbRules         *rules,
                           const char             *suggest,
                           gboolean                random_sides)
{
  g_autofree char *params_text = arb_params_to_string (&choice->params, rules, FALSE);
  g_autoptr (GSettings) settings = settings_for_batch (caller_settings);
  g_autofree char *clock_text = arb_time_control_to_pgn (&choice->clock);

  g_settings_delay (settings);
  g_settings_set_string (settings, "game", rules->id);
  store_by_game (settings, "game-params", rules->id, g_variant_new_string (params_text));
  store_by_game (settings, "game-players", rules->id,
                 g_variant_new ("(uu)", choice->players[0], choice->players[1]));
  store_by_game (settings, "game-names", rules->id,
                 g_variant_new ("(ss)", choice->names[0] != NULL ? choice->names[0] : "",
                                choice->names[1] != NULL ? choice->names[1] : ""));
  store_by_game (settings, "game-clocks", rules->id,
                 g_variant_new_string (clock_text != NULL ? clock_text : "-"));
  /* The last choice, for the first game of the next start. */
  g_settings_set_uint (settings, "first-player", choice->players[0]);
  g_settings_set_uint (settings, "second-player", choice->players[1]);
  g_settings_set_string (settings, "suggest", suggest);
  g_settings_set_boolean (settings, "random-sides", random_sides);
  g_settings_apply (settings);
}

/**
 * _arb_new_game_scale_level:
 * @level: a level of a game that has @n_from levels, from 1; 0: a person
 * @n_from: @n_to: the two games' numbers of levels
 *
 * The level of a game with @n_to levels that stands where @level stands
 * among @n_from: the weakest to the weakest, the strongest to the
 * strongest, the others in proportion (rounded to the nearest). A person
 * stays a person.
 *
 * Returns: the level, 0 for a person
 */
guint
_arb_new_game_scale_level (guint level,
                           guint n_from,
                           guint n_to)
{
  if (level == 0 || n_to == 0)
    return 0;
  if (n_from <= 1 || n_to == 1)
    return level >= n_from ? n_to : 1;
  level = MIN (level, n_from);
  return 1 + ((level - 1) * (n_to - 1) * 2 + (n_from - 1)) / ((n_from - 1) * 2);
}

void
_arb_new_game_choice_clear (ArbNewGameChoice *choice)
{
  g_clear_pointer (&choice->names[0], g_free);
  g_clear_pointer (&choice->names[1], g_free);
}
