/* arb-game-tags.c — a game's tags (Event, names, dates…), in the order they were set
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* ---------------------------------------------------------------- tags */

static gboolean
find_tag (ArbGame *self, const char *name, guint *index)
{
  for (guint i = 0; i < self->tag_names->len; i++)
    if (g_str_equal (g_ptr_array_index (self->tag_names, i), name))
      {
        *index = i;
        return TRUE;
      }
  return FALSE;
}

/**
 * arb_game_set_tag:
 * @self: a game
 * @name: a PGN tag name ("White")
 * @value: its value; replaces an earlier value of the same tag
 *
 * Tags are kept in the order they were first set, for PGN.
 */
void
arb_game_set_tag (ArbGame    *self,
                  const char *name,
                  const char *value)
{
  guint index;

  g_return_if_fail (ARB_IS_GAME (self));
  g_return_if_fail (name != NULL && value != NULL);

  if (find_tag (self, name, &index))
    {
      g_free (g_ptr_array_index (self->tag_values, index));
      g_ptr_array_index (self->tag_values, index) = g_strdup (value);
      return;
    }
  g_ptr_array_add (self->tag_names, g_strdup (name));
  g_ptr_array_add (self->tag_values, g_strdup (value));
}

/**
 * arb_game_remove_tag:
 * @self: a game
 * @name: a tag name
 *
 * Forgets the tag @name, if the game has it.
 */
void
arb_game_remove_tag (ArbGame    *self,
                     const char *name)
{
  guint index;

  g_return_if_fail (ARB_IS_GAME (self));
  g_return_if_fail (name != NULL);

  if (find_tag (self, name, &index))
    {
      g_ptr_array_remove_index (self->tag_names, index);
      g_ptr_array_remove_index (self->tag_values, index);
    }
}

/**
 * arb_game_get_tag:
 * @self: a game
 * @name: a tag name
 *
 * Returns: (transfer none) (nullable): the tag's value, or %NULL.
 */
const char *
arb_game_get_tag (ArbGame    *self,
                  const char *name)
{
  guint index;

  g_return_val_if_fail (ARB_IS_GAME (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return find_tag (self, name, &index) ? g_ptr_array_index (self->tag_values, index) : NULL;
}

/**
 * arb_game_get_n_tags:
 * @self: a game
 *
 * Returns: the number of tags.
 */
guint
arb_game_get_n_tags (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), 0);
  return self->tag_names->len;
}

/**
 * arb_game_get_nth_tag:
 * @self: a game
 * @index: below arb_game_get_n_tags()
 * @name: (out) (transfer none): the tag's name
 * @value: (out) (transfer none): its value
 */
void
arb_game_get_nth_tag (ArbGame     *self,
                      guint        index,
                      const char **name,
                      const char **value)
{
  g_return_if_fail (ARB_IS_GAME (self));
  g_return_if_fail (index < self->tag_names->len);

  if (name != NULL)
    *name = g_ptr_array_index (self->tag_names, index);
  if (value != NULL)
    *value = g_ptr_array_index (self->tag_values, index);
}
