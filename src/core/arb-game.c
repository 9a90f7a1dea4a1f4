/* arb-game.c — the referee of every game: turns, rules, end of game, tags
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The ArbGame object: its signals and properties, creating and copying a
 * game, the position, playing moves by the rules, the end of the game and
 * the tags. The history it keeps (undo, redo, going to a ply, the kept
 * branch) is in arb-game-history.c, the context its finish is counted in
 * in arb-game-context.c. */

#include "arb-game-private.h"
#include "arb-params.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "arb-enum-types.h"

/* ------------------------------------------------------------ structs */

enum
{
  PROP_0,
  PROP_TURN,
  PROP_PLY,
  PROP_N_PLIES,
  PROP_OVER,
  PROP_RESULT,
  PROP_TERMINATION,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_CLAIMABLE_DRAWS,
  N_PROPS
};

enum
{
  MOVE_PLAYED,
  MOVE_UNDONE,
  MOVE_REDONE,
  CHANGED,
  GAME_OVER,
  BRANCH_RESTORED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];
static guint notify_signal_id;

G_DEFINE_TYPE (ArbGame, arb_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (arb-game-error-quark, arb_game_error)

/* ------------------------------------------------------------ statics */

/* The record that ended the game, if the applied history ends with one. */
const ArbRecord *
_arb_game_final_record (ArbGame *self)
{
  const ArbRecord *last;

  if (self->n_applied == 0)
    return NULL;
  last = _arb_game_record_at (self, self->n_applied - 1);
  return last->type == ARB_RECORD_WIN || last->type == ARB_RECORD_DRAW ? last : NULL;
}

void
_arb_game_push_full_record (ArbGame *self, const ArbRecord *record)
{
  _arb_game_append_records (self, record, 1);
  if (_arb_game_record_has_undo (self, record))
    g_byte_array_set_size (self->undos, self->undos->len + (guint) self->rules->undo_size);
  self->n_applied++;
}

void
_arb_game_push_record (ArbGame *self, ArbRecordType type, ArbSide side, ArbTermination reason,
             gboolean by_player)
{
  ArbRecord record = { .type = type, .side = side, .reason = reason, .by_player = by_player };

  _arb_game_push_full_record (self, &record);
}

/**
 * arb_record_sink_push:
 * @sink: where a game's after_move hook pushes
 * @record: a record the move caused
 *
 * Appends @record to the history of the game being played, or hands it
 * to the walker of the history that asked for a summary's records.
 */
void
arb_record_sink_push (ArbRecordSink   *sink,
                      const ArbRecord *record)
{
  ArbRecord followed;

  g_return_if_fail (sink != NULL && record != NULL);

  /* What a move causes is never a player's own action. */
  followed = *record;
  followed.by_player = FALSE;
  if (sink->func != NULL)
    sink->func (&followed, sink->data);
  else
    _arb_game_push_full_record (sink->game, &followed);
}

static void
compute_state (ArbGame *self, ArbGameSnapshot *state)
{
  state->turn = self->rules->turn (self->state);
  state->ply = self->ply;
  state->n_plies = self->n_plies;
  state->over = arb_game_is_over (self);
  state->result = arb_game_get_result (self);
  state->termination = arb_game_get_termination (self);
  state->can_undo = arb_game_can_undo (self);
  state->can_redo = arb_game_can_redo (self);
  state->claimable = arb_game_get_claimable_draws (self);
}

/* Plays a move already known to be allowed and pushes its records in the
 * order every spec gives: the move; then what the game says followed from
 * it (chess's checks, Alquerque's capture); then the win or draw, if the
 * move ended the game. */
static void
apply_move (ArbGame *self, const ArbMove *move)
{
  const ArbRules *rules = self->rules;
  ArbSide mover = rules->turn (self->state);
  ArbRecord record = { .type = ARB_RECORD_MOVE, .side = mover, .by_player = TRUE };
  ArbRecordSink sink = { self, NULL, NULL };
  ArbOutcome outcome;
  guint move_index;
  gpointer undo;

  _arb_game_drop_redo (self);

  /* Only the cells in use are copied: records are compared whole. */
  record.move.n_cells = move->n_cells;
  memcpy (record.move.cells, move->cells, move->n_cells * sizeof move->cells[0]);
  record.move.choice = move->choice;  /* the piece a pawn became: redo and engines need it */
  rules->move_to_text (self->state, move, record.text);
  _arb_game_push_full_record (self, &record);
  move_index = self->n_applied - 1;
  undo = _arb_game_undo_at (self, move_index);
  rules->make (self->state, move, undo);
  rules->moved_pieces (undo, &_arb_game_record_at (self, move_index)->piece,
                       &_arb_game_record_at (self, move_index)->captured);
  if (rules->fill_record != NULL)
    rules->fill_record (self->state, undo, _arb_game_record_at (self, move_index));
  self->ply++;
  self->n_plies++;
  arb_position_counter_add (&self->seen, rules->hash (self->state));

  if (rules->after_move != NULL)
    rules->after_move (self->state, _arb_game_undo_at (self, move_index), mover, &sink);

  rules->outcome (self->state, &outcome);
  if (outcome.result == ARB_RESULT_NONE && rules->repetition_limit != NULL)
    {
      guint limit = rules->repetition_limit (self->state);

      if (limit > 0 && arb_game_count_repetitions (self) >= limit)
        {
          outcome.result = ARB_RESULT_DRAW;
          outcome.reason = ARB_TERMINATION_REPETITION_LIMIT;
        }
    }
  if (outcome.result != ARB_RESULT_NONE)
    {
      ArbRecord end = {
        .type = outcome.result == ARB_RESULT_DRAW ? ARB_RECORD_DRAW : ARB_RECORD_WIN,
        .side = outcome.result == ARB_RESULT_DRAW ? arb_side_negate (mover)
                                                  : (ArbSide) arb_result_winner (outcome.result),
        .reason = outcome.reason,
      };

      /* The game's own fields (Congkak's final score). */
      if (rules->fill_record != NULL)
        rules->fill_record (self->state, NULL, &end);
      _arb_game_push_full_record (self, &end);
    }

  /* The context counts each game once, at the first of its own moves that
   * ends it (Alquerque spec §12); undo never takes it back. */
  if (outcome.result != ARB_RESULT_NONE && !self->counted)
    {
      self->counted = TRUE;
      _arb_game_context_count_finish (self->context);
    }
}

gboolean
_arb_game_check_not_over (ArbGame *self, GError **error)
{
  if (!arb_game_is_over (self))
    return TRUE;
  g_set_error_literal (error, ARB_GAME_ERROR, ARB_GAME_ERROR_OVER, _("the game is over"));
  return FALSE;
}

/* A game without resignation or draw offers (Congkak §7) refuses both. */
gboolean
_arb_game_check_allowed (ArbGame *self, GError **error)
{
  if (!self->rules->no_resignation)
    return TRUE;
  g_set_error (error, ARB_GAME_ERROR, ARB_GAME_ERROR_NOT_ALLOWED,
               _("%s has no resignation and no draw offer"), _(self->rules->name));
  return FALSE;
}

/* ------------------------------------------------------- internal API */

/* Emits "changed", then "notify" for each property whose value changed
 * since the last announcement, then "game-over" when the game has just
 * ended. */
void
_arb_game_announce_changes (ArbGame *self)
{
  ArbGameSnapshot before = self->announced;
  ArbGameSnapshot after;
  GParamSpec *changed[N_PROPS];
  guint n_changed;
  gboolean watched;

  compute_state (self, &after);
  self->announced = after;
  g_signal_emit (self, signals[CHANGED], 0);

  /* Notifying costs GObject a queue and a signal emission per property,
   * which would halve the speed of replaying a game database nobody
   * watches: without any "notify" handler, detailed or not, it is skipped. */
  watched = g_signal_handler_find (self, G_SIGNAL_MATCH_ID, notify_signal_id, 0,
                                   NULL, NULL, NULL) != 0;
  n_changed = 0;
#define COLLECT_IF_CHANGED(field, prop) \
  if (before.field != after.field) \
    changed[n_changed++] = properties[prop]
  COLLECT_IF_CHANGED (turn, PROP_TURN);
  COLLECT_IF_CHANGED (ply, PROP_PLY);
  COLLECT_IF_CHANGED (n_plies, PROP_N_PLIES);
  COLLECT_IF_CHANGED (over, PROP_OVER);
  COLLECT_IF_CHANGED (result, PROP_RESULT);
  COLLECT_IF_CHANGED (termination, PROP_TERMINATION);
  COLLECT_IF_CHANGED (can_undo, PROP_CAN_UNDO);
  COLLECT_IF_CHANGED (can_redo, PROP_CAN_REDO);
  COLLECT_IF_CHANGED (claimable, PROP_CLAIMABLE_DRAWS);
#undef COLLECT_IF_CHANGED

  if (watched && n_changed > 0)
    {
      g_object_freeze_notify (G_OBJECT (self));
      for (guint i = 0; i < n_changed; i++)
        g_object_notify_by_pspec (G_OBJECT (self), changed[i]);
      g_object_thaw_notify (G_OBJECT (self));
    }

  if (!before.over && after.over)
    g_signal_emit (self, signals[GAME_OVER], 0);
}

/* The signals arb-game-history.c emits as it moves the cursor. */
void
_arb_game_emit_move_undone (ArbGame       *self,
                            const ArbMove *move)
{
  g_signal_emit (self, signals[MOVE_UNDONE], 0, move);
}

void
_arb_game_emit_move_redone (ArbGame       *self,
                            const ArbMove *move)
{
  g_signal_emit (self, signals[MOVE_REDONE], 0, move);
}

void
_arb_game_emit_branch_restored (ArbGame *self)
{
  g_signal_emit (self, signals[BRANCH_RESTORED], 0);
}

/* ------------------------------------------------------------ overrides */

static void
arb_game_finalize (GObject *object)
{
  ArbGame *self = ARB_GAME (object);

  g_clear_pointer (&self->start, g_free);
  g_clear_pointer (&self->state, g_free);
  g_clear_pointer (&self->context, arb_game_context_unref);
  g_clear_pointer (&self->records, g_array_unref);
  g_clear_pointer (&self->undos, g_byte_array_unref);
  g_clear_pointer (&self->ordinals, g_array_unref);
  _arb_game_forget_kept_branch (self);
  arb_position_counter_clear (&self->seen);
  g_clear_pointer (&self->tag_names, g_ptr_array_unref);
  g_clear_pointer (&self->tag_values, g_ptr_array_unref);

  G_OBJECT_CLASS (arb_game_parent_class)->finalize (object);
}

static void
arb_game_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  ArbGame *self = ARB_GAME (object);

  switch (prop_id)
    {
    case PROP_TURN:
      g_value_set_enum (value, self->rules->turn (self->state));
      break;
    case PROP_PLY:
      g_value_set_uint (value, self->ply);
      break;
    case PROP_N_PLIES:
      g_value_set_uint (value, self->n_plies);
      break;
    case PROP_OVER:
      g_value_set_boolean (value, arb_game_is_over (self));
      break;
    case PROP_RESULT:
      g_value_set_enum (value, arb_game_get_result (self));
      break;
    case PROP_TERMINATION:
      g_value_set_enum (value, arb_game_get_termination (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, arb_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, arb_game_can_redo (self));
      break;
    case PROP_CLAIMABLE_DRAWS:
      g_value_set_flags (value, arb_game_get_claimable_draws (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_game_class_init (ArbGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = arb_game_finalize;
  object_class->get_property = arb_game_get_property;

  properties[PROP_TURN] =
    g_param_spec_enum ("turn", NULL, NULL, ARB_TYPE_SIDE, ARB_SIDE_FIRST, flags);
  properties[PROP_PLY] = g_param_spec_uint ("ply", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_N_PLIES] = g_param_spec_uint ("n-plies", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_OVER] = g_param_spec_boolean ("over", NULL, NULL, FALSE, flags);
  properties[PROP_RESULT] =
    g_param_spec_enum ("result", NULL, NULL, ARB_TYPE_RESULT, ARB_RESULT_NONE, flags);
  properties[PROP_TERMINATION] =
    g_param_spec_enum ("termination", NULL, NULL, ARB_TYPE_TERMINATION,
                       ARB_TERMINATION_NONE, flags);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  properties[PROP_CLAIMABLE_DRAWS] =
    g_param_spec_flags ("claimable-draws", NULL, NULL, ARB_TYPE_DRAW_CLAIM,
                        ARB_DRAW_CLAIM_NONE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  notify_signal_id = g_signal_lookup ("notify", G_TYPE_OBJECT);

  /**
   * ArbGame::move-played:
   * @game: the game
   * @move: the move, in the game's cells
   *
   * A player's move was accepted and its records pushed.
   */
  signals[MOVE_PLAYED] =
    g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1,
                  ARB_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * ArbGame::move-undone:
   * @game: the game
   * @move: the move taken back
   *
   * A move was taken back, by undo or by going to an earlier ply; the
   * position is already the one before it.
   */
  signals[MOVE_UNDONE] =
    g_signal_new ("move-undone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1,
                  ARB_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * ArbGame::move-redone:
   * @game: the game
   * @move: the move played again
   *
   * A move taken back was played again, by redo or by going to a later ply.
   */
  signals[MOVE_REDONE] =
    g_signal_new ("move-redone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1,
                  ARB_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * ArbGame::changed:
   * @game: the game
   *
   * The position or the history changed: a move, undo, redo, a jump to
   * another ply, a resignation or a draw.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * ArbGame::branch-restored:
   * @game: the game
   *
   * An undo took back the action that had dropped the later moves (a move
   * played from an earlier position, a resignation or a draw there), or
   * arb_game_restore_branch() brought them back: they are back, to be
   * redone. Emitted before "changed".
   */
  signals[BRANCH_RESTORED] =
    g_signal_new ("branch-restored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * ArbGame::game-over:
   * @game: the game
   *
   * The game has just ended (also when redo reaches its end again).
   */
  signals[GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
arb_game_init (ArbGame *self)
{
  self->records = g_array_new (FALSE, FALSE, sizeof (ArbRecord));
  self->undos = g_byte_array_new ();
  self->ordinals = g_array_new (FALSE, FALSE, sizeof (guint));
  arb_position_counter_init (&self->seen);
  self->tag_names = g_ptr_array_new_with_free_func (g_free);
  self->tag_values = g_ptr_array_new_with_free_func (g_free);
}

/* ------------------------------------------------------------ creating */

/**
 * arb_game_new_from_state:
 * @rules: the game's rules
 * @state: a position of that game (@rules->state_size bytes), copied
 *
 * A game from any position. If the position is already over (a chess King
 * missing, an Alquerque side without pieces, no move), so is the game; such
 * a start never counts as a finished game.
 *
 * Returns: (transfer full): a new game, in the default context.
 */
ArbGame *
arb_game_new_from_state (const ArbRules *rules,
                         gconstpointer   state)
{
  ArbGame *self;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (state != NULL, NULL);

  self = g_object_new (ARB_TYPE_GAME, NULL);
  self->rules = rules;
  self->context = arb_game_context_ref (arb_game_context_get_default ());
  self->start = g_memdup2 (state, rules->state_size);
  self->state = g_memdup2 (state, rules->state_size);
  rules->outcome (self->start, &self->start_outcome);
  arb_position_counter_add (&self->seen, rules->hash (self->start));
  compute_state (self, &self->announced);
  return self;
}

/**
 * arb_game_new_for_rules:
 * @rules: the game's rules
 *
 * Returns: (transfer full): a game of @rules from its starting position.
 */
ArbGame *
arb_game_new_for_rules (const ArbRules *rules)
{
  g_autofree char *state = NULL;

  g_return_val_if_fail (rules != NULL, NULL);

  state = g_malloc0 (rules->state_size);
  arb_rules_start (rules, NULL, state, NULL, NULL);
  return arb_game_new_from_state (rules, state);
}

/**
 * arb_game_new_with_params:
 * @rules: the game's rules
 * @params: (nullable): values of its parameters; %NULL: the defaults
 * @error: return location for an %ARB_PARAM_ERROR
 *
 * A new game of @rules for @params, with the SETUP record the game makes
 * (Congkak's coin flip).
 *
 * Returns: (transfer full) (nullable): a new game, or %NULL with @error
 *   set when the values make no game.
 */
ArbGame *
arb_game_new_with_params (const ArbRules  *rules,
                          const ArbParams *params,
                          GError         **error)
{
  g_autofree char *state = NULL;
  ArbRecord setup = { 0 };
  ArbGame *self;

  g_return_val_if_fail (rules != NULL, NULL);

  state = g_malloc0 (rules->state_size);
  setup.type = ARB_RECORD_MOVE;  /* "none" until the game fills it */
  if (!arb_rules_start (rules, params, state, &setup, error))
    return NULL;
  self = arb_game_new_from_state (rules, state);
  if (setup.type == ARB_RECORD_SETUP)
    arb_game_set_setup (self, &setup);
  return self;
}

/**
 * arb_game_get_params:
 * @self: a game
 * @params: (out caller-allocates): the values
 *
 * The parameters the game plays by, as its start shows them.
 */
void
arb_game_get_params (ArbGame   *self,
                     ArbParams *params)
{
  g_return_if_fail (ARB_IS_GAME (self));

  arb_rules_state_params (self->rules, self->start, params);
}

/**
 * arb_game_new_from_string:
 * @rules: the game's rules
 * @text: a position string of that game (chess: FEN)
 * @error: return location for the game's position error
 *
 * Returns: (transfer full) (nullable): a game starting from @text, or %NULL
 *   with @error set when @text is not a valid position.
 */
ArbGame *
arb_game_new_from_string (const ArbRules *rules,
                          const char     *text,
                          GError        **error)
{
  g_autofree char *state = NULL;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  state = g_malloc0 (rules->state_size);
  if (!rules->read_position (state, text, error))
    return NULL;
  return arb_game_new_from_state (rules, state);
}

/**
 * arb_game_set_context:
 * @self: a game with no move yet
 * @context: the context it counts its finish in
 */
void
arb_game_set_context (ArbGame        *self,
                      ArbGameContext *context)
{
  g_return_if_fail (ARB_IS_GAME (self));
  g_return_if_fail (context != NULL);

  arb_game_context_ref (context);
  g_clear_pointer (&self->context, arb_game_context_unref);
  self->context = context;
}

/**
 * arb_game_get_context:
 * @self: a game
 *
 * Returns: (transfer none): the context @self counts its finish in.
 */
ArbGameContext *
arb_game_get_context (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), NULL);
  return self->context;
}

/**
 * arb_game_get_position_hashes:
 * @self: a game
 * @n_positions: (out): how many the array holds
 *
 * The rules' hash of every position of the game from its start to the
 * current one, both included, oldest first, made again from the start by
 * the moves in effect.
 *
 * Returns: (transfer full) (array length=n_positions): a g_free()able array
 */
guint64 *
arb_game_get_position_hashes (ArbGame *self,
                              guint   *n_positions)
{
  g_autofree char *walk = NULL;
  g_autofree char *undo = NULL;
  GArray *hashes;
  guint64 hash;

  g_return_val_if_fail (ARB_IS_GAME (self) && n_positions != NULL, NULL);

  walk = g_memdup2 (self->start, self->rules->state_size);
  undo = g_malloc (MAX (self->rules->undo_size, 1));
  hashes = g_array_new (FALSE, FALSE, sizeof (guint64));
  hash = self->rules->hash (walk);
  g_array_append_val (hashes, hash);
  for (guint i = 0; i < self->n_applied; i++)
    if (_arb_game_record_at (self, i)->type == ARB_RECORD_MOVE)
      {
        self->rules->make (walk, &_arb_game_record_at (self, i)->move, undo);
        hash = self->rules->hash (walk);
        g_array_append_val (hashes, hash);
      }
  *n_positions = hashes->len;
  return (guint64 *) (gpointer) g_array_free (hashes, FALSE);
}

/**
 * arb_game_copy:
 * @self: a game
 *
 * A copy with the whole history (redoable moves included), tags, context
 * and "counted" mark: undo, redo and go-to-ply on it behave as on @self.
 *
 * Returns: (transfer full): the copy.
 */
ArbGame *
arb_game_copy (ArbGame *self)
{
  ArbGame *copy;

  g_return_val_if_fail (ARB_IS_GAME (self), NULL);

  copy = arb_game_new_from_state (self->rules, self->start);
  arb_game_set_context (copy, self->context);
  memcpy (copy->state, self->state, self->rules->state_size);
  _arb_game_append_records (copy, (const ArbRecord *) (gpointer) self->records->data,
                            self->records->len);
  g_byte_array_append (copy->undos, self->undos->data, self->undos->len);
  arb_position_counter_clear (&copy->seen);
  arb_position_counter_init (&copy->seen);
  /* The positions 0 … ply, as the game counted them. */
  {
    guint n;
    g_autofree guint64 *hashes = arb_game_get_position_hashes (self, &n);

    for (guint i = 0; i < n; i++)
      arb_position_counter_add (&copy->seen, hashes[i]);
  }
  copy->n_applied = self->n_applied;
  copy->n_setup = self->n_setup;
  copy->ply = self->ply;
  copy->n_plies = self->n_plies;
  copy->counted = self->counted;
  for (guint i = 0; i < self->tag_names->len; i++)
    arb_game_set_tag (copy, g_ptr_array_index (self->tag_names, i),
                      g_ptr_array_index (self->tag_values, i));
  compute_state (copy, &copy->announced);
  return copy;
}

/**
 * arb_game_copy_position:
 * @self: a game
 *
 * A new game whose start is @self's current position (Alquerque spec §12's
 * `copy()`): no history, the same context and "counted" mark, and over when
 * @self is over by the rules. A game ended by resignation or agreement
 * copies as a position that goes on: those endings are history.
 *
 * Returns: (transfer full): the copy.
 */
ArbGame *
arb_game_copy_position (ArbGame *self)
{
  ArbGame *copy;

  g_return_val_if_fail (ARB_IS_GAME (self), NULL);

  copy = arb_game_new_from_state (self->rules, self->state);
  arb_game_set_context (copy, self->context);
  copy->counted = self->counted;
  return copy;
}

/**
 * arb_game_equal:
 * @a: @b: two games
 *
 * Alquerque spec §12's `equals()`, for every game: the same game, equal
 * positions (by the rules' own comparison: placement, side to move, move
 * number…) and the same game-over state. Histories do not count.
 *
 * Returns: whether @a and @b are equal.
 */
gboolean
arb_game_equal (ArbGame *a,
                ArbGame *b)
{
  g_return_val_if_fail (ARB_IS_GAME (a) && ARB_IS_GAME (b), FALSE);

  return a->rules == b->rules
         && a->rules->equal (a->state, b->state)
         && arb_game_is_over (a) == arb_game_is_over (b);
}

/**
 * arb_game_hash:
 * @self: a game
 *
 * Returns: a hash of what arb_game_equal() compares: equal games hash alike.
 */
guint
arb_game_hash (ArbGame *self)
{
  guint64 h;

  g_return_val_if_fail (ARB_IS_GAME (self), 0);

  h = self->rules->hash (self->state) ^ ((guint64) self->rules->move_number (self->state) << 1);
  h ^= arb_game_is_over (self) ? G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) : 0;
  return (guint) (h ^ (h >> 32));
}

/* -------------------------------------------------------- the position */

/**
 * arb_game_get_rules:
 * @self: a game
 *
 * Returns: (transfer none): the rules table of the game @self referees.
 */
const ArbRules *
arb_game_get_rules (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), NULL);
  return self->rules;
}

/**
 * arb_game_get_state:
 * @self: a game
 *
 * Returns: (transfer none): the current position, for the game's own
 *   functions; valid until the next change.
 */
gconstpointer
arb_game_get_state (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), NULL);
  return self->state;
}

/**
 * arb_game_get_start_state:
 * @self: a game
 *
 * Returns: (transfer none): the position the game started from.
 */
gconstpointer
arb_game_get_start_state (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), NULL);
  return self->start;
}

/**
 * arb_game_get_turn:
 * @self: a game
 *
 * Returns: the side to move. After the move that ends a game it is the
 *   other side's turn, as after any move.
 */
ArbSide
arb_game_get_turn (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), ARB_SIDE_FIRST);
  return self->rules->turn (self->state);
}

/**
 * arb_game_get_cell:
 * @self: a game
 * @cell: a cell of the game's board
 *
 * Returns: the piece on @cell (kind and side, see arb_cell_piece_kind()),
 *   or %ARB_CELL_EMPTY.
 */
guint8
arb_game_get_cell (ArbGame *self,
                   guint    cell)
{
  g_return_val_if_fail (ARB_IS_GAME (self), ARB_CELL_EMPTY);
  /* A cell of this position's board (Congkak's size varies). */
  g_return_val_if_fail (cell < arb_rules_n_cells (self->rules, self->state), ARB_CELL_EMPTY);
  return self->rules->piece_at (self->state, cell);
}

/**
 * arb_game_get_fen:
 * @self: a game
 *
 * Returns: (transfer full): the position string of the current position
 *   (FEN for chess; each game's spec defines its own).
 */
char *
arb_game_get_fen (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), NULL);
  return arb_rules_write_position (self->rules, self->state);
}

/* ----------------------------------------------------------- the rules */

/**
 * arb_game_explain_move:
 * @self: a game
 * @move: a move
 * @detail: (out) (optional): a cell the reason names (a blocker), or G_MAXUINT
 *
 * Returns: the first rule @move breaks now, as the game's reason code;
 *   %ARB_REASON_OK when it may be played.
 */
guint
arb_game_explain_move (ArbGame       *self,
                       const ArbMove *move,
                       guint         *detail)
{
  guint ignored;

  g_return_val_if_fail (ARB_IS_GAME (self), ARB_REASON_OK);
  g_return_val_if_fail (move != NULL, ARB_REASON_OK);

  return self->rules->explain (self->state, move, arb_game_is_over (self),
                               detail != NULL ? detail : &ignored);
}

/**
 * arb_game_play_move:
 * @self: a game
 * @move: a move
 * @error: return location for an %ARB_MOVE_ERROR whose code is the game's
 *   reason and whose message says why in words, or %ARB_GAME_ERROR_TOO_LONG
 *   when the game already has %ARB_GAME_MAX_PLIES plies
 *
 * Plays @move when the rules allow it now, pushing the move and what
 * followed from it on the history. On failure nothing changes.
 *
 * Returns: %TRUE when the move was played.
 */
gboolean
arb_game_play_move (ArbGame       *self,
                    const ArbMove *move,
                    GError       **error)
{
  guint detail = G_MAXUINT;
  guint reason;

  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  reason = arb_game_explain_move (self, move, &detail);
  if (reason == ARB_REASON_OK && self->ply >= ARB_GAME_MAX_PLIES)
    {
      g_set_error (error, ARB_GAME_ERROR, ARB_GAME_ERROR_TOO_LONG,
                   _("the game has reached %d plies, the most Arbiter keeps of one game"),
                   ARB_GAME_MAX_PLIES);
      return FALSE;
    }
  if (reason != ARB_REASON_OK)
    {
      if (error != NULL)
        {
          g_autofree char *why = self->rules->describe_reason (reason, detail);

          g_set_error_literal (error, ARB_MOVE_ERROR, (int) reason, why);
        }
      return FALSE;
    }

  apply_move (self, move);
  g_signal_emit (self, signals[MOVE_PLAYED], 0, move);
  _arb_game_announce_changes (self);
  return TRUE;
}

/**
 * arb_game_play_notation:
 * @self: a game
 * @text: a move in the game's notation (chess: SAN "Nf3" or coordinates "g1f3")
 * @error: return location for an %ARB_NOTATION_ERROR when @text cannot be
 *   read, or an %ARB_MOVE_ERROR when the rules refuse the move
 *
 * Returns: %TRUE when the move was read and played.
 */
gboolean
arb_game_play_notation (ArbGame    *self,
                        const char *text,
                        GError    **error)
{
  ArbMove move;

  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (!self->rules->move_from_text (self->state, text, arb_game_is_over (self), &move, error))
    return FALSE;
  return arb_game_play_move (self, &move, error);
}

/**
 * arb_game_generate_moves:
 * @self: a game
 * @list: (out caller-allocates): every move the side to move may play;
 *   empty once the game is over
 */
void
arb_game_generate_moves (ArbGame     *self,
                         ArbMoveList *list)
{
  g_return_if_fail (ARB_IS_GAME (self));
  g_return_if_fail (list != NULL);

  list->n_moves = 0;
  if (!arb_game_is_over (self))
    self->rules->generate (self->state, list);
}

/**
 * arb_game_moves_from_cell:
 * @self: a game
 * @cell: a cell
 * @list: (out caller-allocates): the legal moves that start on @cell
 *
 * What to highlight when a player selects the piece on @cell. Empty when
 * the cell is empty, the piece is not the side to move's, or the game is over.
 */
void
arb_game_moves_from_cell (ArbGame     *self,
                          guint        cell,
                          ArbMoveList *list)
{
  g_autofree ArbMoveList *all = g_new (ArbMoveList, 1);

  g_return_if_fail (ARB_IS_GAME (self));
  g_return_if_fail (list != NULL);

  list->n_moves = 0;
  arb_game_generate_moves (self, all);
  for (guint i = 0; i < all->n_moves; i++)
    if (arb_move_first (&all->moves[i]) == cell)
      arb_move_list_add (list, &all->moves[i]);
}
