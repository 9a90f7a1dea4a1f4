/* arb-game-end.c — the end of a game: result, resignation, draws and claims, the setup record
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-game-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* --------------------------------------------------------- end of game */

/**
 * arb_game_is_over:
 * @self: a game
 *
 * Returns: whether the game has ended; every move is refused then.
 */
gboolean
arb_game_is_over (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  return arb_game_get_termination (self) != ARB_TERMINATION_NONE;
}

/**
 * arb_game_get_termination:
 * @self: a game
 *
 * Returns: how the game ended, or %ARB_TERMINATION_NONE.
 */
ArbTermination
arb_game_get_termination (ArbGame *self)
{
  const ArbRecord *last;

  g_return_val_if_fail (ARB_IS_GAME (self), ARB_TERMINATION_NONE);

  last = _arb_game_final_record (self);
  if (last != NULL)
    return last->reason;
  if (self->n_applied > self->n_setup)
    return ARB_TERMINATION_NONE;

  /* No record yet: a start position can already be finished. */
  return self->start_outcome.reason;
}

/**
 * arb_game_get_result:
 * @self: a game
 *
 * Returns: the outcome, %ARB_RESULT_NONE while the game goes on.
 */
ArbResult
arb_game_get_result (ArbGame *self)
{
  const ArbRecord *last;

  g_return_val_if_fail (ARB_IS_GAME (self), ARB_RESULT_NONE);

  last = _arb_game_final_record (self);
  if (last != NULL && last->type == ARB_RECORD_WIN)
    return arb_result_for_winner (last->side);
  if (last != NULL)
    return ARB_RESULT_DRAW;
  if (self->n_applied > self->n_setup)
    return ARB_RESULT_NONE;
  return self->start_outcome.result;
}

/**
 * arb_game_resign:
 * @self: a game
 * @side: the side that gives up
 * @error: return location for an %ARB_GAME_ERROR
 *
 * Records that @side resigns and that the other side wins (spec §7).
 *
 * Returns: %TRUE unless the game was already over.
 */
gboolean
arb_game_resign (ArbGame *self,
                 ArbSide  side,
                 GError **error)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);

  if (!_arb_game_check_not_over (self, error) || !_arb_game_check_allowed (self, error))
    return FALSE;

  _arb_game_drop_redo (self);
  _arb_game_push_record (self, ARB_RECORD_RESIGN, side, ARB_TERMINATION_RESIGNATION, TRUE);
  _arb_game_push_record (self, ARB_RECORD_WIN, arb_side_negate (side), ARB_TERMINATION_RESIGNATION, FALSE);
  _arb_game_announce_changes (self);
  return TRUE;
}

/**
 * arb_game_agree_draw:
 * @self: a game
 * @error: return location for an %ARB_GAME_ERROR
 *
 * Records a draw agreed by both players (spec §7).
 *
 * Returns: %TRUE unless the game was already over.
 */
gboolean
arb_game_agree_draw (ArbGame *self,
                     GError **error)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);

  if (!_arb_game_check_not_over (self, error) || !_arb_game_check_allowed (self, error))
    return FALSE;

  _arb_game_drop_redo (self);
  _arb_game_push_record (self, ARB_RECORD_DRAW, arb_game_get_turn (self), ARB_TERMINATION_AGREEMENT, TRUE);
  _arb_game_announce_changes (self);
  return TRUE;
}

/**
 * arb_game_forfeit:
 * @self: a game
 * @side: the side that loses
 * @error: return location for an %ARB_GAME_ERROR
 *
 * Records that @side loses the game by a referee's decision, not by the
 * rules: an illegal or unreadable move, a program that crashed or could
 * not start (the match referee); a flag fall is arb_game_flag_fall(). The record is a WIN for
 * the other side with the reason %ARB_TERMINATION_FORFEIT. Every game has
 * it, whatever its own ways to end (Congkak has no resignation); undo
 * takes it back like a resignation.
 *
 * Returns: %TRUE unless the game was already over.
 */
gboolean
arb_game_forfeit (ArbGame *self,
                  ArbSide  side,
                  GError **error)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  g_return_val_if_fail (side == ARB_SIDE_FIRST || side == ARB_SIDE_SECOND, FALSE);

  if (!_arb_game_check_not_over (self, error))
    return FALSE;

  _arb_game_drop_redo (self);
  /* The referee's decision starts its own undo group. */
  _arb_game_push_record (self, ARB_RECORD_WIN, arb_side_negate (side), ARB_TERMINATION_FORFEIT,
                         TRUE);
  _arb_game_announce_changes (self);
  return TRUE;
}

/**
 * arb_game_flag_fall_draws:
 * @self: a game
 * @side: a side whose time would run out
 *
 * Returns: whether a flag fall of @side now is a draw: the other side
 *   could not win by any series of legal moves (FIDE 6.9), as the game's
 *   @can_win says.
 */
gboolean
arb_game_flag_fall_draws (ArbGame *self,
                          ArbSide  side)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);

  return self->rules->can_win != NULL
         && !self->rules->can_win (self->state, arb_side_negate (side));
}

/**
 * arb_game_flag_fall:
 * @self: a game
 * @side: the side whose time ran out
 * @error: return location for an %ARB_GAME_ERROR
 *
 * Records that @side's flag fell: a loss on time (a WIN record for the
 * other side, %ARB_TERMINATION_TIME_FORFEIT; undo takes it back as it
 * takes back a forfeit) — or a draw (%ARB_TERMINATION_FLAG_FALL_DRAW) when
 * the other side could not have won by any series of legal moves (FIDE
 * 6.9: in chess, a bare King), as the game's @can_win says.
 *
 * Returns: %TRUE unless the game was already over.
 */
gboolean
arb_game_flag_fall (ArbGame *self,
                    ArbSide  side,
                    GError **error)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  g_return_val_if_fail (side == ARB_SIDE_FIRST || side == ARB_SIDE_SECOND, FALSE);

  if (!_arb_game_check_not_over (self, error))
    return FALSE;
  _arb_game_drop_redo (self);
  if (arb_game_flag_fall_draws (self, side))
    _arb_game_push_record (self, ARB_RECORD_DRAW, side, ARB_TERMINATION_FLAG_FALL_DRAW, TRUE);
  else
    _arb_game_push_record (self, ARB_RECORD_WIN, arb_side_negate (side),
                           ARB_TERMINATION_TIME_FORFEIT, TRUE);
  _arb_game_announce_changes (self);
  return TRUE;
}

/**
 * arb_game_adjudicate_draw:
 * @self: a game
 * @error: return location for an %ARB_GAME_ERROR
 *
 * Records a draw declared by a referee, not reached by the rules (the match
 * referee's ply limit): a DRAW record with the reason
 * %ARB_TERMINATION_ADJUDICATION. Every game has it, whatever its own ways
 * to end.
 *
 * Returns: %TRUE unless the game was already over.
 */
gboolean
arb_game_adjudicate_draw (ArbGame *self,
                          GError **error)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);

  if (!_arb_game_check_not_over (self, error))
    return FALSE;

  _arb_game_drop_redo (self);
  _arb_game_push_record (self, ARB_RECORD_DRAW, arb_game_get_turn (self),
                         ARB_TERMINATION_ADJUDICATION, TRUE);
  _arb_game_announce_changes (self);
  return TRUE;
}

/**
 * arb_game_count_repetitions:
 * @self: a game
 *
 * Counts how often the current position (placement and side to move,
 * compared by Zobrist hash) has occurred in this game, now included. The
 * game counts the positions as moves are made and taken back, so this is
 * one lookup, however long the game.
 *
 * Returns: 1 for a position seen for the first time.
 */
guint
arb_game_count_repetitions (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), 0);

  return arb_position_counter_get (&self->seen, self->rules->hash (self->state));
}

/**
 * arb_game_get_claimable_draws:
 * @self: a game
 *
 * The draws a player may claim now (spec §7): they are offered, never
 * forced. None once the game is over.
 *
 * Returns: the claimable draws, as flags.
 */
ArbDrawClaim
arb_game_get_claimable_draws (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), ARB_DRAW_CLAIM_NONE);

  if (arb_game_is_over (self) || self->rules->claimable == NULL)
    return ARB_DRAW_CLAIM_NONE;
  return self->rules->claimable (self->state, arb_game_count_repetitions (self));
}

/**
 * arb_game_claim_draw:
 * @self: a game
 * @error: return location for an %ARB_GAME_ERROR
 *
 * The side to move claims a draw; repetition is recorded when both
 * reasons hold.
 *
 * Returns: %TRUE when a draw was claimable and is now recorded.
 */
gboolean
arb_game_claim_draw (ArbGame *self,
                     GError **error)
{
  ArbDrawClaim claims;
  ArbTermination reason;

  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);

  if (!_arb_game_check_not_over (self, error))
    return FALSE;

  claims = arb_game_get_claimable_draws (self);
  if (claims == ARB_DRAW_CLAIM_NONE)
    {
      g_set_error_literal (error, ARB_GAME_ERROR, ARB_GAME_ERROR_NOT_CLAIMABLE,
                           self->rules->no_claim_message != NULL
                             ? _(self->rules->no_claim_message)
                             : _("no draw can be claimed in this game"));
      return FALSE;
    }

  _arb_game_drop_redo (self);
  reason = (claims & ARB_DRAW_CLAIM_REPETITION) ? ARB_TERMINATION_REPETITION
                                                : ARB_TERMINATION_MOVE_RULE;
  if (self->rules->claim != NULL)
    {
      /* A claim that scores the game (Congkak §7): the CLAIM, with an undo
       * block, then the game's records, ending with its WIN or DRAW. */
      ArbRecordSink sink = { self, NULL, NULL };
      ArbSide claimer = arb_game_get_turn (self);
      guint index;

      _arb_game_push_record (self, ARB_RECORD_CLAIM, claimer, reason, TRUE);
      index = self->n_applied - 1;
      self->rules->claim (self->state, _arb_game_undo_at (self, index), claimer, reason, &sink);
    }
  else
    _arb_game_push_record (self, ARB_RECORD_DRAW, arb_game_get_turn (self), reason, TRUE);
  _arb_game_announce_changes (self);
  return TRUE;
}

/**
 * arb_game_set_setup:
 * @self: a game with no record yet
 * @setup: a record of type %ARB_RECORD_SETUP: how the game began (Congkak's
 *   coin flip: @side starts, @text the coin's seed, empty when chosen)
 *
 * Records the setup as part of ply 0: it is never undone, and replaying the
 * game never decides it again.
 *
 * Returns: %TRUE when it was recorded (the game had no record).
 */
gboolean
arb_game_set_setup (ArbGame         *self,
                    const ArbRecord *setup)
{
  ArbRecord record;

  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  g_return_val_if_fail (setup != NULL && setup->type == ARB_RECORD_SETUP, FALSE);

  if (self->records->len > 0)
    return FALSE;
  record = *setup;
  record.by_player = FALSE;
  _arb_game_push_full_record (self, &record);
  self->n_setup = 1;
  return TRUE;
}

/**
 * arb_game_get_setup:
 * @self: a game
 *
 * Returns: (transfer none) (nullable): the game's SETUP record, or %NULL.
 */
const ArbRecord *
arb_game_get_setup (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), NULL);
  return self->n_setup > 0 ? _arb_game_record_at (self, 0) : NULL;
}

