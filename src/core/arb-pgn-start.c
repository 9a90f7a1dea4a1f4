/* arb-pgn-start.c — the game a PGN game's tags describe: which game they
 * name, the parameters it plays by, and its start position
 *
 * The reader (arb-pgn-reader.c) keeps a game's tag pairs until its movetext
 * begins, then calls _arb_pgn_create_game(). Tag values come from the file:
 * a message quotes them through arb_text_quote().
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-pgn-reader-private.h"
#include "arb-text.h"

#include <glib/gi18n-lib.h>

#include <string.h>

/* ------------------------------------------------------------ statics */

/* Whether a tag value names a game whose value is @value: the same, in any
 * case, or followed by ',' and more (PDN's [GameType "21,B,8,8,N2,0"]). */
static gboolean
names_game (const char *tag_value,
            const char *value)
{
  gsize len = strlen (value);

  return g_ascii_strcasecmp (tag_value, value) == 0
         || (g_ascii_strncasecmp (tag_value, value, len) == 0 && tag_value[len] == ',');
}

static const char *
pending_tag_lookup (gpointer    data,
                    const char *name)
{
  PendingTag *tag = _arb_pgn_find_tag (data, name);

  return tag != NULL ? tag->value : NULL;
}

/* The start of a game whose rules read it from their own tags, with its
 * SETUP record; NULL after the game's error (at the tag at fault). */
static ArbGame *
game_from_own_tags (GameReader      *gr,
                    const ArbRules  *rules,
                    const ArbParams *params)
{
  g_autofree char *state = g_malloc0 (rules->state_size);
  g_autoptr (GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) local_error = NULL;
  ArbRecord setup = { 0 };
  const char *bad_tag = NULL;
  ArbGame *game;

  setup.type = ARB_RECORD_MOVE;  /* "none" until the hook fills it */
  if (!rules->file_start_from_tags (pending_tag_lookup, gr, state, &setup, warnings,
                                    &bad_tag, &local_error))
    {
      PendingTag *tag = bad_tag != NULL ? _arb_pgn_find_tag (gr, bad_tag) : NULL;

      _arb_pgn_game_error (gr, ARB_PGN_ERROR_FEN, tag != NULL ? tag->line : gr->pgn->line,
                           tag != NULL ? tag->column : 1, "%s", local_error->message);
      return NULL;
    }
  for (guint i = 0; i < warnings->len; i++)
    _arb_pgn_game_warning (gr, gr->pgn->line, 1, "%s",
                           (const char *) g_ptr_array_index (warnings, i));
  if (rules->apply_params != NULL)
    rules->apply_params (state, params->values);
  game = arb_game_new_from_state (rules, state);
  if (setup.type == ARB_RECORD_SETUP)
    arb_game_set_setup (game, &setup);
  return game;
}

/* The parameters a game of @rules plays by: the caller's (--param) for
 * the game they are of, each rule parameter's tag where the file has one; a
 * tag that contradicts a value the caller gave is the game's error. */
static void
game_params (GameReader     *gr,
             const ArbRules *rules,
             ArbParams      *params)
{
  ArbPgnReader *self = gr->reader;

  if (rules == self->params_rules)
    *params = self->params;
  else
    arb_params_init (params, rules);

  for (guint i = 0; i < rules->n_params; i++)
    {
      const ArbParamSpec *spec = &rules->params[i];
      PendingTag *tag;
      gint64 value;

      if (!spec->rule || spec->file_tag == NULL)
        continue;
      tag = _arb_pgn_find_tag (gr, spec->file_tag);
      /* No tag: what the file format means by its absence (a PGN game
       * without [Variant] is standard chess), unless the caller said. */
      if (tag == NULL)
        {
          if (!(params->given & (1u << i)) && arb_params_from_file (spec, NULL, &value))
            params->values[i] = value;
          continue;
        }
      if (!arb_params_from_file (spec, tag->value, &value))
        continue;  /* another use of the tag: checkers' [Variant] on a chess file */
      if ((params->given & (1u << i)) && params->values[i] != value)
        {
          g_autofree char *given = arb_params_value_text (rules, i, params->values[i]);
          g_autofree char *file = arb_params_value_text (rules, i, value);
          g_autofree char *shown = arb_text_quote (tag->value, -1);

          _arb_pgn_game_error (gr, ARB_PGN_ERROR_SYNTAX, tag->line, tag->column,
                               /* Translators: the tag, the parameter, the file's value,
                                * the value given */
                               _("[%s \"%s\"]: this game was played with %s=%s, not %s=%s"),
                               tag->name, shown, spec->name, file, spec->name, given);
          continue;
        }
      params->values[i] = value;
    }
}

/* Whether @tag, the tag that names @rules' game, holds a value of one of
 * its rule parameters written under that same tag. */
static gboolean
names_by_param (const ArbRules *rules,
                PendingTag     *tag)
{
  for (guint i = 0; i < rules->n_params; i++)
    {
      const ArbParamSpec *spec = &rules->params[i];
      gint64 value;

      if (spec->rule && spec->file_tag != NULL && spec->file_values != NULL
          && strcmp (spec->file_tag, rules->file_tag) == 0
          && arb_params_from_file (spec, tag->value, &value))
        return TRUE;
    }
  return FALSE;
}

/* The game a tag's value calls by its name, its id or its own tag's
 * value ("Alquerque" in a [Game] tag, which is Congkak's): NULL if none. */
static const ArbRules *
game_called (ArbPgnReader *self,
             const char   *value)
{
  for (guint i = 0; i < self->n_known; i++)
    if (g_ascii_strcasecmp (value, self->known[i]->name) == 0
        || g_ascii_strcasecmp (value, self->known[i]->id) == 0
        || names_game (value, self->known[i]->file_tag_value))
      return self->known[i];
  return NULL;
}

/* The rules the tags name: a game's own tag with that game's value, or a
 * game's own [Variant]; NULL when none does. @naming is the tag that
 * names a game, or that only ever names games but names none of them (the
 * game's error then). */
static const ArbRules *
named_rules (GameReader  *gr,
             PendingTag **naming)
{
  ArbPgnReader *self = gr->reader;
  PendingTag *variant = _arb_pgn_find_tag (gr, "Variant");

  *naming = NULL;
  for (guint i = 0; i < self->n_known; i++)
    {
      PendingTag *tag = _arb_pgn_find_tag (gr, self->known[i]->file_tag);

      if (tag != NULL && names_game (tag->value, self->known[i]->file_tag_value))
        {
          *naming = tag;
          return self->known[i];
        }
    }
  /* A value of a game's rule parameter written under the tag that names
   * the game (chess's [Variant "Chess960"]) names it too. */
  for (guint i = 0; i < self->n_known; i++)
    {
      PendingTag *tag = _arb_pgn_find_tag (gr, self->known[i]->file_tag);

      if (tag != NULL && names_by_param (self->known[i], tag))
        {
          *naming = tag;
          return self->known[i];
        }
    }
  /* A game's own [Variant] (checkers' "Regicide") names it too. */
  for (guint i = 0; i < self->n_known && variant != NULL; i++)
    if (self->known[i]->file_variant != NULL
        && g_ascii_strcasecmp (variant->value, self->known[i]->file_variant) == 0)
      {
        *naming = variant;
        return self->known[i];
      }
  /* A tag that only ever names games ([GameType]: any but [Variant], which
   * chess also uses for its own variants) with a value no game has. */
  for (guint i = 0; i < self->n_known && *naming == NULL; i++)
    if (strcmp (self->known[i]->file_tag, "Variant") != 0
        && (*naming = _arb_pgn_find_tag (gr, self->known[i]->file_tag)) != NULL)
      {
        g_autofree char *shown = arb_text_quote ((*naming)->value, -1);
        const ArbRules *meant = game_called (self, (*naming)->value);

        if (meant != NULL)
          /* Translators: the file's tag and value, then the tag and value
           * that name that game: "[Game "Alquerque"]: Arbiter reads
           * Alquerque from [Variant "Alquerque"]" */
          _arb_pgn_game_error (gr, ARB_PGN_ERROR_SYNTAX, (*naming)->line, (*naming)->column,
                               _("[%s \"%s\"]: Arbiter reads %s from [%s \"%s\"]"),
                               (*naming)->name, shown, _(meant->name), meant->file_tag,
                               meant->file_tag_value);
        else
          _arb_pgn_game_error (gr, ARB_PGN_ERROR_SYNTAX, (*naming)->line, (*naming)->column,
                               _("[%s \"%s\"]: not a game Arbiter reads"), (*naming)->name,
                               shown);
      }
  return NULL;
}

/* Whether @value of a [@tag] is a value of one of @rules' own rule
 * parameters kept under that tag (checkers' [Variant "English draughts"]). */
static gboolean
is_parameter_value (const ArbRules *rules,
                    const char     *tag,
                    const char     *value)
{
  for (guint i = 0; i < rules->n_params; i++)
    {
      const ArbParamSpec *spec = &rules->params[i];
      gint64 parsed;

      if (spec->rule && spec->file_tag != NULL && strcmp (spec->file_tag, tag) == 0
          && arb_params_from_file (spec, value, &parsed))
        return TRUE;
    }
  return FALSE;
}

/* The rules the game is read by: the caller's, else the ones its tags
 * name, else the default; a file naming another game than the caller's, or
 * a [Variant] naming no game or variant Arbiter has, is the game's error. */
static const ArbRules *
game_rules (GameReader *gr)
{
  ArbPgnReader *self = gr->reader;
  PendingTag *variant = _arb_pgn_find_tag (gr, "Variant");
  PendingTag *naming = NULL;
  const ArbRules *named = named_rules (gr, &naming);
  const ArbRules *rules = self->forced != NULL ? self->forced
                          : named != NULL ? named : self->known[0];

  if (named != NULL && named != rules)
    {
      g_autofree char *shown = arb_text_quote (naming->value, -1);

      _arb_pgn_game_error (gr, ARB_PGN_ERROR_SYNTAX, naming->line, naming->column,
                           _("[%s \"%s\"]: this is a game of %s, not of %s"),
                           naming->name, shown, named->id, rules->id);
    }
  else if (named == NULL && naming == NULL && variant != NULL
           && g_ascii_strcasecmp (variant->value, rules->file_tag_value) != 0
           && !is_parameter_value (rules, variant->name, variant->value))
    {
      /* Atomic, Crazyhouse…: no rules Arbiter has would referee it, and
       * reading it by the default's would give verdicts on another game. */
      g_autofree char *shown = arb_text_quote (variant->value, -1);

      _arb_pgn_game_error (gr, ARB_PGN_ERROR_SYNTAX, variant->line, variant->column,
                           _("[%s \"%s\"]: not a game Arbiter reads"), variant->name, shown);
    }
  return rules;
}

/* The start the tags give: the game's own tags (Congkak), [FEN], or NULL
 * for the game's start (also after the game's error). */
static ArbGame *
game_from_tags (GameReader      *gr,
                const ArbRules  *rules,
                const ArbParams *params)
{
  PendingTag *fen = _arb_pgn_find_tag (gr, "FEN");
  PendingTag *setup = _arb_pgn_find_tag (gr, "SetUp");

  /* A game with its own layout (Congkak): its tag names the game, and
   * another value of that tag is an error; its start comes from its tags. */
  if (rules->file_start_from_tags != NULL)
    {
      PendingTag *own = _arb_pgn_find_tag (gr, rules->file_tag);

      if (own != NULL && g_ascii_strcasecmp (own->value, rules->file_tag_value) != 0)
        {
          g_autofree char *shown = arb_text_quote (own->value, -1);

          _arb_pgn_game_error (gr, ARB_PGN_ERROR_SYNTAX, own->line, own->column,
                               _("[%s \"%s\"]: this is not a game of %s"), own->name, shown,
                               rules->file_tag_value);
        }
      return game_from_own_tags (gr, rules, params);
    }
  if (fen != NULL)
    {
      g_autoptr (GError) local_error = NULL;
      g_autofree char *state = g_malloc0 (rules->state_size);
      g_autofree char *shown = NULL;

      if (arb_rules_read_position_with (rules, params, fen->value, state, &local_error))
        return arb_game_new_from_state (rules, state);
      shown = arb_text_quote (fen->value, -1);
      _arb_pgn_game_error (gr, ARB_PGN_ERROR_FEN, fen->line, fen->column,
                           "[FEN \"%s\"]: %s", shown, local_error->message);
    }
  else if (setup != NULL && strcmp (setup->value, "1") == 0)
    {
      _arb_pgn_game_error (gr, ARB_PGN_ERROR_FEN, setup->line, setup->column,
                           "[SetUp \"1\"] without a [FEN] tag");
    }
  return NULL;
}

/* ------------------------------------------------- private API */

/* Creates the game from the tags read so far, when its movetext begins (or
 * when the game ends without one), and sets the tags on it. */
void
_arb_pgn_create_game (GameReader *gr)
{
  const ArbRules *rules;
  ArbParams params;
  g_autoptr (ArbGame) game = NULL;

  if (gr->pgn->game != NULL)
    return;

  rules = game_rules (gr);
  game_params (gr, rules, &params);
  game = game_from_tags (gr, rules, &params);
  if (game == NULL)
    {
      g_autofree char *state = g_malloc0 (rules->state_size);

      if (!arb_rules_start (rules, &params, state, NULL, NULL))
        arb_rules_start (rules, NULL, state, NULL, NULL);
      game = arb_game_new_from_state (rules, state);
    }

  /* A reader that only checks returns no game: its tags go nowhere. */
  for (guint i = 0; i < gr->tags->len && !gr->reader->check_only; i++)
    {
      PendingTag *tag = g_ptr_array_index (gr->tags, i);

      arb_game_set_tag (game, tag->name, tag->value);
    }

  gr->pgn->game = g_steal_pointer (&game);
}
