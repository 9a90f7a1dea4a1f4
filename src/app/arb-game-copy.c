/* arb-game-copy.c — copies of a game with its whole history
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The PGN writer writes the records in effect, and a game shown at an
 * earlier ply keeps its later moves for redo only: to save, copy or keep
 * the whole game the app copies it with its history (arb_game_copy()) and
 * moves the copy to the end, which leaves the game on screen alone, so
 * browsing never changes what is saved. */

#include "arb-game-copy.h"

/* ------------------------------------------------------- public API */

/**
 * arb_app_copy_game:
 * @game: a game
 * @same_position: %TRUE to leave the copy at the ply @game shows, %FALSE
 *   to leave it at the end of the history
 *
 * Copies @game: start position, every record (the undone ones that can
 * be redone too) and every tag but the app's own (%ARB_APP_TAG_PREFIX).
 *
 * Returns: (transfer full): the copy.
 */
ArbGame *
arb_app_copy_game (ArbGame *game,
                   gboolean same_position)
{
  ArbGame *copy;
  guint n_tags;

  g_return_val_if_fail (ARB_IS_GAME (game), NULL);

  copy = arb_game_copy (game);

  n_tags = arb_game_get_n_tags (game);
  for (guint i = 0; i < n_tags; i++)
    {
      const char *name = NULL;
      const char *value = NULL;

      arb_game_get_nth_tag (game, i, &name, &value);
      if (g_str_has_prefix (name, ARB_APP_TAG_PREFIX))
        arb_game_remove_tag (copy, name);
    }

  /* The whole game: every record the history holds in effect. */
  if (!same_position)
    while (arb_game_redo (copy))
      ;

  return copy;
}

/**
 * arb_app_game_set_position:
 * @game: a game
 * @ply: the ply to show
 * @n_records: how many records are to be in effect there (a resignation
 *   after the last move is a record of its own)
 *
 * Moves @game to @ply, then takes back records until at most @n_records
 * are in effect.
 *
 * Returns: %TRUE when @game now has @ply and @n_records.
 */
gboolean
arb_app_game_set_position (ArbGame *game,
                           guint    ply,
                           guint    n_records)
{
  g_return_val_if_fail (ARB_IS_GAME (game), FALSE);

  if (!arb_game_go_to_ply (game, ply))
    return FALSE;
  while (arb_game_get_n_records (game) > n_records && arb_game_get_ply (game) >= ply
         && arb_game_can_undo (game))
    {
      arb_game_undo (game);
      if (arb_game_get_ply (game) < ply)
        {
          arb_game_go_to_ply (game, ply);
          break;
        }
    }
  return arb_game_get_ply (game) == ply && arb_game_get_n_records (game) == n_records;
}

/**
 * arb_app_game_has_history:
 * @game: a game
 *
 * Returns: whether anything happened in @game (a move, a resignation, a
 *   draw), counting what can be redone.
 */
gboolean
arb_app_game_has_history (ArbGame *game)
{
  g_return_val_if_fail (ARB_IS_GAME (game), FALSE);

  return arb_game_get_n_all_records (game) > 0;
}
