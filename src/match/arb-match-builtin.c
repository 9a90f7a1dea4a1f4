/* arb-match-builtin.c — Arbiter's own computer player as a match player
 *
 * `arbiter:LEVEL`: the search of src/engine/ at one of the game's levels, in
 * the referee's own process. It keeps to --movetime like any engine, and
 * shares out a clock as Arbiter's engine does (arb_move_time_budget(); the
 * level's depth is the most it searches), and its ties follow --seed, the
 * seed set afresh at the start of every game so that a game replays
 * exactly.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-match.h"

#include "arb-search.h"

typedef struct
{
  ArbMatchPlayer  parent;
  guint           level;
  guint64         seed;
  guint64         seed_state;
  ArbSearchCache *cache;      /* what level 4 keeps from move to move */
} BuiltinPlayer;

static gboolean
builtin_start_game (ArbMatchPlayer *player,
                    ArbGame        *game,
                    ArbForfeit     *forfeit,
                    GError        **error)
{
  BuiltinPlayer *self = (BuiltinPlayer *) player;

  self->seed_state = self->seed;
  arb_search_cache_reset (self->cache);
  return TRUE;
}

static char *
builtin_choose (ArbMatchPlayer    *player,
                ArbGame           *game,
                const ArbMoveTime *time,
                ArbForfeit        *forfeit,
                GError           **error)
{
  BuiltinPlayer *self = (BuiltinPlayer *) player;
  const ArbRules *rules = arb_game_get_rules (game);
  ArbSearchLimits limits = { 0 };
  ArbSearchResult result;
  char text[ARB_MOVE_TEXT_MAX];
  g_autofree guint64 *history = arb_search_game_history (game, &limits.n_history);

  limits.history = history;
  limits.cache = self->cache;
  limits.level = self->level;
  limits.movetime_ms = arb_move_time_budget (time, arb_game_get_turn (game));
  if (!time->clock)
    {
      limits.depth = time->depth;
      limits.nodes = time->nodes;
    }
  limits.seed_state = &self->seed_state;
  if (!arb_search_run (rules, arb_game_get_state (game), &limits, &result))
    {
      /* The referee asks only while the game goes on. */
      *forfeit = ARB_FORFEIT_RULES;
      g_set_error (error, ARB_MOVE_ERROR, 0, "the built-in player found no move");
      return NULL;
    }
  arb_rules_move_to_list_text (rules, arb_game_get_state (game), &result.move, text);
  /* Its value, in the level's units, as its score. */
  player->has_score = TRUE;
  player->score = CLAMP (result.value, -ARB_MATCH_MATE_SCORE, ARB_MATCH_MATE_SCORE);
  player->depth = result.depth;
  return g_strdup (text);
}

static void
builtin_end_game (ArbMatchPlayer *player)
{
}

static void
builtin_free (ArbMatchPlayer *player)
{
  BuiltinPlayer *self = (BuiltinPlayer *) player;

  g_clear_pointer (&self->cache, arb_search_cache_free);
}

static const ArbMatchPlayerClass builtin_player_class = {
  .start_game = builtin_start_game,
  .choose = builtin_choose,
  .end_game = builtin_end_game,
  .free = builtin_free,
};

/**
 * arb_match_player_new_builtin:
 * @rules: the game
 * @level: one of its levels, from 1
 * @seed: the seed of its ties
 * @error: %G_IO_ERROR_INVALID_ARGUMENT for a level the game does not have
 *
 * Returns: (transfer full) (nullable): the player, or %NULL with @error set.
 */
ArbMatchPlayer *
arb_match_player_new_builtin (const ArbRules *rules,
                              guint           level,
                              guint64         seed,
                              GError        **error)
{
  BuiltinPlayer *self;
  guint n_levels = arb_search_n_levels (rules);

  if (level < 1 || level > MAX (n_levels, 1))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "arbiter:%u: %s has levels 1 to %u", level, rules->id, MAX (n_levels, 1));
      return NULL;
    }
  self = g_new0 (BuiltinPlayer, 1);
  self->parent.klass = &builtin_player_class;
  /* As the app names it (files are English). */
  self->parent.name = g_strdup_printf ("Arbiter (level %u)", level);
  self->level = level;
  self->seed = seed;
  self->cache = arb_search_cache_new ();
  return &self->parent;
}
