/* arb-game-context.c — what games created together share: the count of finished games
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-game-private.h"

/* ------------------------------------------------------------ structs */

struct _ArbGameContext
{
  gatomicrefcount ref_count;
  guint           finished_games; /* atomic */
};

/* ------------------------------------------------------- internal API */

/* A game of @context has just ended by one of its own moves; the game
 * makes sure it is counted once (Alquerque spec §12). The count is atomic,
 * like the reference count. */
void
_arb_game_context_count_finish (ArbGameContext *context)
{
  g_atomic_int_inc (&context->finished_games);
}

/* ------------------------------------------------------------ public API */

/**
 * arb_game_context_new:
 *
 * Returns: (transfer full): a context whose finished-games count is 0.
 */
ArbGameContext *
arb_game_context_new (void)
{
  ArbGameContext *context = g_new0 (ArbGameContext, 1);

  g_atomic_ref_count_init (&context->ref_count);
  return context;
}

/**
 * arb_game_context_get_default:
 *
 * Returns: (transfer none): the context of games created without one.
 */
ArbGameContext *
arb_game_context_get_default (void)
{
  static ArbGameContext *default_context;

  if (g_once_init_enter (&default_context))
    g_once_init_leave (&default_context, arb_game_context_new ());
  return default_context;
}

/**
 * arb_game_context_ref:
 * @context: a context
 *
 * Returns: (transfer full): @context, with one more reference.
 */
ArbGameContext *
arb_game_context_ref (ArbGameContext *context)
{
  g_return_val_if_fail (context != NULL, NULL);
  g_atomic_ref_count_inc (&context->ref_count);
  return context;
}

/**
 * arb_game_context_unref:
 * @context: (transfer full): a context
 *
 * Drops a reference; the last one frees @context.
 */
void
arb_game_context_unref (ArbGameContext *context)
{
  g_return_if_fail (context != NULL);
  if (g_atomic_ref_count_dec (&context->ref_count))
    g_free (context);
}

/**
 * arb_game_context_get_finished_games:
 * @context: a context
 *
 * Returns: how many games of @context ended by one of their own moves
 *   (each counts once, whatever undo and redo do afterwards).
 */
guint
arb_game_context_get_finished_games (ArbGameContext *context)
{
  g_return_val_if_fail (context != NULL, 0);
  return g_atomic_int_get (&context->finished_games);
}

/**
 * arb_game_counted_finish:
 * @self: a game
 *
 * Returns: whether @self has added its finish to its context's count
 *   (it does so once, at the first of its own moves that ends it).
 */
gboolean
arb_game_counted_finish (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  return self->counted;
}
