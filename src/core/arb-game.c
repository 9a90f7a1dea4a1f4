/* arb-game.c — the referee: turns, rules, history, end of game
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-game.h"

#include <glib/gi18n-lib.h>
#include "arb-enum-types.h"
#include "arb-position-counter.h"

/* ------------------------------------------------------------ structs */

/*
 * The history is one array of records, oldest first, and a cursor:
 * records[0 .. n_applied) are in effect, the rest can be redone. Records
 * come in groups that undo and redo handle as one: a group starts with a
 * MOVE, a RESIGN or a user's DRAW (agreement or claim) and holds the
 * records that followed from it (CHECK, WIN, a no-moves DRAW).
 *
 * Everything else — game over, result, ply — is derived from the records,
 * so undo and redo only have to move the cursor and the board.
 */
/* What the properties said when they were last announced, so that only
 * what changed is notified. */
typedef struct
{
  ArbSide        turn;
  guint          ply;
  guint          n_plies;
  gboolean       over;
  ArbResult      result;
  ArbTermination termination;
  gboolean       can_undo;
  gboolean       can_redo;
  ArbDrawClaim   claimable;
} GameState;

struct _ArbGame
{
  GObject      parent_instance;

  ArbPosition  start;
  ArbPosition  position;
  ArbPositionStatus start_status;

  GArray      *records;   /* ArbRecord */
  GArray      *undos;     /* ArbUndo, parallel to records, meaningful for MOVE */
  ArbPositionCounter seen; /* the hashes of positions 0 … ply, counted */
  guint        n_applied;
  guint        ply;       /* MOVE records among the applied ones */
  guint        n_plies;   /* MOVE records among all */

  GPtrArray   *tag_names;
  GPtrArray   *tag_values;

  GameState    announced;
};


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
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];
static guint notify_signal_id;

G_DEFINE_TYPE (ArbGame, arb_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (arb-move-error-quark, arb_move_error)
G_DEFINE_QUARK (arb-game-error-quark, arb_game_error)

/* ------------------------------------------------------------ statics */

static inline ArbRecord *
record_at (ArbGame *self, guint index)
{
  return &g_array_index (self->records, ArbRecord, index);
}

/* A group starts with what a player did; the rest follows from it. */
static gboolean
record_starts_group (const ArbRecord *record)
{
  switch (record->type)
    {
    case ARB_RECORD_MOVE:
    case ARB_RECORD_RESIGN:
      return TRUE;
    case ARB_RECORD_DRAW:
      return record->reason != ARB_TERMINATION_NO_MOVES;
    case ARB_RECORD_CHECK:
    case ARB_RECORD_WIN:
    default:
      return FALSE;
    }
}

/* The record that ended the game, if the applied history ends with one. */
static const ArbRecord *
final_record (ArbGame *self)
{
  const ArbRecord *last;

  if (self->n_applied == 0)
    return NULL;
  last = record_at (self, self->n_applied - 1);
  return last->type == ARB_RECORD_WIN || last->type == ARB_RECORD_DRAW ? last : NULL;
}

static void
push_record (ArbGame *self, ArbRecordType type, ArbSide side, ArbTermination reason)
{
  ArbRecord record = { .type = type, .side = side, .reason = reason };
  ArbUndo undo = { 0 };

  g_array_append_val (self->records, record);
  g_array_append_val (self->undos, undo);
  self->n_applied++;
}

/* A new action replaces whatever could have been redone. */
static void
drop_redo (ArbGame *self)
{
  g_array_set_size (self->records, self->n_applied);
  g_array_set_size (self->undos, self->n_applied);
  self->n_plies = self->ply;
}

static void
compute_state (ArbGame *self, GameState *state)
{
  state->turn = self->position.turn;
  state->ply = self->ply;
  state->n_plies = self->n_plies;
  state->over = arb_game_is_over (self);
  state->result = arb_game_get_result (self);
  state->termination = arb_game_get_termination (self);
  state->can_undo = arb_game_can_undo (self);
  state->can_redo = arb_game_can_redo (self);
  state->claimable = arb_game_get_claimable_draws (self);
}

/* Emits "changed", then "notify" for each property whose value changed
 * since the last announcement, then "game-over" when the game has just
 * ended. */
static void
announce_changes (ArbGame *self)
{
  GameState before = self->announced;
  GameState after;
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

/* Plays a move already known to be allowed and pushes its records in the
 * order of spec §5: the move; then a win, or the checks (opponent first,
 * then the mover); then a no-moves draw. */
static void
apply_move (ArbGame *self, ArbMove move)
{
  ArbSide mover = self->position.turn;
  ArbSide opponent = arb_side_negate (mover);
  ArbPosition before = self->position;
  ArbRecord *record;
  ArbUndo undo;
  gboolean opponent_in_check, mover_in_check;

  drop_redo (self);

  push_record (self, ARB_RECORD_MOVE, mover, ARB_TERMINATION_NONE);
  record = record_at (self, self->n_applied - 1);
  record->move = move;

  arb_position_make_move (&self->position, move, &undo);
  record->piece = undo.moved;
  record->captured = undo.captured;
  g_array_index (self->undos, ArbUndo, self->n_applied - 1) = undo;
  self->ply++;
  self->n_plies++;
  arb_position_counter_add (&self->seen, self->position.hash);

  if (arb_piece_type (undo.captured) == ARB_PIECE_TYPE_KING)
    {
      arb_move_to_san_with_check (&before, move, FALSE, record->san);
      push_record (self, ARB_RECORD_WIN, mover, ARB_TERMINATION_KING_CAPTURED);
      return;
    }

  /* The check on the opponent is also SAN's '+', so it is found once. */
  opponent_in_check = arb_position_is_in_check (&self->position, opponent);
  mover_in_check = arb_position_is_in_check (&self->position, mover);
  arb_move_to_san_with_check (&before, move, opponent_in_check, record->san);

  /* A player may leave or put their own King under attack (spec §5). */
  if (opponent_in_check)
    push_record (self, ARB_RECORD_CHECK, opponent, ARB_TERMINATION_NONE);
  if (mover_in_check)
    push_record (self, ARB_RECORD_CHECK, mover, ARB_TERMINATION_NONE);

  if (!arb_position_has_moves (&self->position))
    push_record (self, ARB_RECORD_DRAW, opponent, ARB_TERMINATION_NO_MOVES);
}

/* Moves the cursor back over the last group, taking back its move. */
static void
undo_group (ArbGame *self)
{
  while (self->n_applied > 0)
    {
      const ArbRecord *record = record_at (self, --self->n_applied);

      if (record->type == ARB_RECORD_MOVE)
        {
          arb_position_counter_remove (&self->seen, self->position.hash);
          arb_position_unmake_move (&self->position,
                                    &g_array_index (self->undos, ArbUndo, self->n_applied));
          self->ply--;
          g_signal_emit (self, signals[MOVE_UNDONE], 0, (guint) record->move.from,
                         (guint) record->move.to);
        }
      if (record_starts_group (record))
        break;
    }
}

/* Moves the cursor forward over the next group, playing its move again. */
static void
redo_group (ArbGame *self)
{
  do
    {
      const ArbRecord *record = record_at (self, self->n_applied);

      if (record->type == ARB_RECORD_MOVE)
        {
          ArbUndo *undo = &g_array_index (self->undos, ArbUndo, self->n_applied);

          arb_position_make_move (&self->position, record->move, undo);
          arb_position_counter_add (&self->seen, self->position.hash);
          self->ply++;
          g_signal_emit (self, signals[MOVE_REDONE], 0, (guint) record->move.from,
                         (guint) record->move.to);
        }
      self->n_applied++;
    }
  while (self->n_applied < self->records->len
         && !record_starts_group (record_at (self, self->n_applied)));
}

static gboolean
check_not_over (ArbGame *self, GError **error)
{
  if (!arb_game_is_over (self))
    return TRUE;
  g_set_error_literal (error, ARB_GAME_ERROR, ARB_GAME_ERROR_OVER, _("the game is over"));
  return FALSE;
}

/* ------------------------------------------------------------ overrides */

static void
arb_game_finalize (GObject *object)
{
  ArbGame *self = ARB_GAME (object);

  g_clear_pointer (&self->records, g_array_unref);
  g_clear_pointer (&self->undos, g_array_unref);
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
      g_value_set_enum (value, self->position.turn);
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
    g_param_spec_enum ("turn", NULL, NULL, ARB_TYPE_SIDE, ARB_SIDE_WHITE, flags);
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
   * @from: the square the piece left (an ArbSquare)
   * @to: the square it reached
   *
   * A player's move was accepted and its records pushed.
   */
  signals[MOVE_PLAYED] =
    g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  /**
   * ArbGame::move-undone:
   * @game: the game
   * @from: the square the piece went back to
   * @to: the square it had moved to
   *
   * A move was taken back, by undo or by going to an earlier ply; the
   * position is already the one before it.
   */
  signals[MOVE_UNDONE] =
    g_signal_new ("move-undone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  /**
   * ArbGame::move-redone:
   * @game: the game
   * @from: the square the piece left
   * @to: the square it reached
   *
   * A move taken back was played again, by redo or by going to a later ply.
   */
  signals[MOVE_REDONE] =
    g_signal_new ("move-redone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

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
  self->undos = g_array_new (FALSE, FALSE, sizeof (ArbUndo));
  arb_position_counter_init (&self->seen);
  self->tag_names = g_ptr_array_new_with_free_func (g_free);
  self->tag_values = g_ptr_array_new_with_free_func (g_free);
}

/* ------------------------------------------------------------ creating */

/**
 * arb_game_new_from_position:
 * @start: the position the game starts from
 *
 * A game from any position. If a King is missing the game is already over
 * (the side with a King has won); if the side to move has no move at all
 * it is already drawn.
 *
 * Returns: (transfer full): a new game.
 */
ArbGame *
arb_game_new_from_position (const ArbPosition *start)
{
  ArbGame *self;

  g_return_val_if_fail (start != NULL, NULL);

  self = g_object_new (ARB_TYPE_GAME, NULL);
  self->start = *start;
  self->position = *start;
  self->start_status = arb_position_status (start);
  arb_position_counter_add (&self->seen, self->start.hash);
  compute_state (self, &self->announced);
  return self;
}

/**
 * arb_game_new:
 *
 * Returns: (transfer full): a game from the standard starting position.
 */
ArbGame *
arb_game_new (void)
{
  ArbPosition start;

  arb_position_init_start (&start);
  return arb_game_new_from_position (&start);
}

/**
 * arb_game_new_from_fen:
 * @fen: a FEN string
 * @error: return location for an %ARB_FEN_ERROR
 *
 * Returns: (transfer full) (nullable): a game starting from @fen, or %NULL
 *   with @error set when @fen is not valid.
 */
ArbGame *
arb_game_new_from_fen (const char *fen,
                       GError    **error)
{
  ArbPosition start;

  g_return_val_if_fail (fen != NULL, NULL);

  if (!arb_fen_parse (fen, &start, error))
    return NULL;
  return arb_game_new_from_position (&start);
}

/* -------------------------------------------------------- the position */

/**
 * arb_game_get_position:
 * @self: a game
 *
 * Returns: (transfer none): the current position; valid until the next change.
 */
const ArbPosition *
arb_game_get_position (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), NULL);
  return &self->position;
}

/**
 * arb_game_get_start_position:
 * @self: a game
 *
 * Returns: (transfer none): the position the game started from.
 */
const ArbPosition *
arb_game_get_start_position (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), NULL);
  return &self->start;
}

/**
 * arb_game_get_turn:
 * @self: a game
 *
 * Returns: the side to move. After the winning move it is the loser
 *   (spec §5.5).
 */
ArbSide
arb_game_get_turn (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), ARB_SIDE_WHITE);
  return self->position.turn;
}

/**
 * arb_game_piece_at:
 * @self: a game
 * @x: column, 0 = file a
 * @y: row, 0 = rank 8
 *
 * Returns: the piece on `[x][y]`, or %ARB_PIECE_NONE.
 */
ArbPiece
arb_game_piece_at (ArbGame *self,
                   int      x,
                   int      y)
{
  g_return_val_if_fail (ARB_IS_GAME (self), ARB_PIECE_NONE);
  return arb_position_piece_at (&self->position, x, y);
}

/**
 * arb_game_get_fen:
 * @self: a game
 *
 * Returns: (transfer full): the FEN of the current position.
 */
char *
arb_game_get_fen (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), NULL);
  return arb_fen_write (&self->position);
}

/* ----------------------------------------------------------- the rules */

/**
 * arb_game_can_move:
 * @self: a game
 * @x: @y: the piece's square
 * @dx: @dy: the destination
 * @side: the side that would move
 *
 * The game's rule of spec §4 on the current position. Like the spec, it
 * ignores whose turn it is and whether the game is over.
 *
 * Returns: %TRUE when the move is allowed by the rule.
 */
gboolean
arb_game_can_move (ArbGame *self,
                   int      x,
                   int      y,
                   int      dx,
                   int      dy,
                   ArbSide  side)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  return arb_position_can_move (&self->position, x, y, dx, dy, side);
}

/**
 * arb_game_try_move:
 * @self: a game
 * @x: @y: the piece's square
 * @dx: @dy: the destination
 * @error: return location for an %ARB_MOVE_ERROR whose code is an
 *   #ArbMoveReason and whose message says why in words
 *
 * Spec §5: plays the move when the game is not over and the side to move
 * may make it, pushing the move and what followed from it on the history.
 * On failure nothing changes.
 *
 * Returns: %TRUE when the move was played.
 */
gboolean
arb_game_try_move (ArbGame *self,
                   int      x,
                   int      y,
                   int      dx,
                   int      dy,
                   GError **error)
{
  ArbMoveReason reason;
  ArbSquare blocker = ARB_SQUARE_NONE;
  ArbMove move;

  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (arb_game_is_over (self))
    reason = ARB_MOVE_REASON_GAME_OVER;
  else
    {
      reason = arb_position_explain_move (&self->position, x, y, dx, dy, self->position.turn,
                                          &blocker);
      /* A player who touches the opponent's piece needs to hear whose turn it is. */
      if (reason == ARB_MOVE_REASON_WRONG_SIDE)
        reason = ARB_MOVE_REASON_NOT_YOUR_TURN;
    }

  if (reason != ARB_MOVE_REASON_OK)
    {
      if (error != NULL)
        {
          g_autofree char *why = arb_move_reason_describe (reason, blocker);

          g_set_error_literal (error, ARB_MOVE_ERROR, reason, why);
        }
      return FALSE;
    }

  move = arb_move_make (ARB_SQUARE (x, y), ARB_SQUARE (dx, dy));
  apply_move (self, move);
  g_signal_emit (self, signals[MOVE_PLAYED], 0, (guint) move.from, (guint) move.to);
  announce_changes (self);
  return TRUE;
}

/**
 * arb_game_move:
 * @self: a game
 * @x: @y: the piece's square
 * @dx: @dy: the destination
 *
 * arb_game_try_move() for callers that only need to know whether it worked.
 *
 * Returns: %TRUE when the move was played.
 */
gboolean
arb_game_move (ArbGame *self,
               int      x,
               int      y,
               int      dx,
               int      dy)
{
  return arb_game_try_move (self, x, y, dx, dy, NULL);
}

/**
 * arb_game_play:
 * @self: a game
 * @move: a move
 * @error: return location for an %ARB_MOVE_ERROR
 *
 * Returns: %TRUE when @move was played; see arb_game_try_move().
 */
gboolean
arb_game_play (ArbGame *self,
               ArbMove  move,
               GError **error)
{
  g_return_val_if_fail (move.from < ARB_N_SQUARES && move.to < ARB_N_SQUARES, FALSE);

  return arb_game_try_move (self, ARB_SQUARE_X (move.from), ARB_SQUARE_Y (move.from),
                            ARB_SQUARE_X (move.to), ARB_SQUARE_Y (move.to), error);
}

/**
 * arb_game_play_notation:
 * @self: a game
 * @text: a move in SAN ("Nf3") or coordinates ("g1f3")
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

  /* Say "the game is over" rather than complain about a move that no
   * longer has a meaning. */
  if (arb_game_is_over (self))
    {
      g_set_error_literal (error, ARB_MOVE_ERROR, ARB_MOVE_REASON_GAME_OVER, _("the game is over"));
      return FALSE;
    }
  /* Coordinates name two squares: let the rules explain a refusal, so the
   * player hears "it is not your turn" with an ARB_MOVE_ERROR code, as
   * with arb_game_try_move(). */
  if (strlen (text) == 4 && arb_square_from_name (text) != ARB_SQUARE_NONE
      && arb_square_from_name (text + 2) != ARB_SQUARE_NONE)
    move = arb_move_make (arb_square_from_name (text), arb_square_from_name (text + 2));
  else if (!arb_move_parse (&self->position, text, &move, error))
    return FALSE;
  return arb_game_play (self, move, error);
}

/**
 * arb_game_is_in_check:
 * @self: a game
 * @side: a side
 *
 * Returns: whether the King of @side is attacked now (spec §6).
 */
gboolean
arb_game_is_in_check (ArbGame *self,
                      ArbSide  side)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  return arb_position_is_in_check (&self->position, side);
}

/**
 * arb_game_reachable_squares:
 * @self: a game
 * @x: @y: a square
 * @list: (out caller-allocates): the moves of the piece on `[x][y]`
 *
 * The squares to highlight when a player selects the piece on `[x][y]`.
 * Empty when the square is empty, the piece is not the side to move's, or
 * the game is over.
 */
void
arb_game_reachable_squares (ArbGame     *self,
                            int          x,
                            int          y,
                            ArbMoveList *list)
{
  g_return_if_fail (ARB_IS_GAME (self));
  g_return_if_fail (list != NULL);

  list->n_moves = 0;
  if (!arb_coords_on_board (x, y) || arb_game_is_over (self))
    return;
  if (self->position.board[x][y] == ARB_PIECE_NONE
      || arb_piece_side (self->position.board[x][y]) != self->position.turn)
    return;
  arb_position_piece_moves (&self->position, ARB_SQUARE (x, y), list);
}

/**
 * arb_game_legal_moves:
 * @self: a game
 * @list: (out caller-allocates): every move the side to move may play;
 *   empty once the game is over
 */
void
arb_game_legal_moves (ArbGame     *self,
                      ArbMoveList *list)
{
  g_return_if_fail (ARB_IS_GAME (self));
  g_return_if_fail (list != NULL);

  list->n_moves = 0;
  if (!arb_game_is_over (self))
    arb_position_generate_moves (&self->position, list);
}

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

  last = final_record (self);
  if (last != NULL)
    return last->reason;
  if (self->n_applied > 0)
    return ARB_TERMINATION_NONE;

  /* No record yet: a start position can already be finished. */
  switch (self->start_status)
    {
    case ARB_POSITION_KING_CAPTURED: return ARB_TERMINATION_KING_CAPTURED;
    case ARB_POSITION_NO_MOVES:      return ARB_TERMINATION_NO_MOVES;
    case ARB_POSITION_PLAYING:
    default:                         return ARB_TERMINATION_NONE;
    }
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
  ArbSide winner;

  g_return_val_if_fail (ARB_IS_GAME (self), ARB_RESULT_NONE);

  last = final_record (self);
  if (last != NULL && last->type == ARB_RECORD_WIN)
    winner = last->side;
  else if (last != NULL)
    return ARB_RESULT_DRAW;
  else if (self->n_applied > 0 || self->start_status == ARB_POSITION_PLAYING)
    return ARB_RESULT_NONE;
  else if (self->start_status == ARB_POSITION_NO_MOVES)
    return ARB_RESULT_DRAW;
  else /* the side that still has its King has won */
    winner = self->start.king[ARB_SIDE_WHITE] != ARB_SQUARE_NONE ? ARB_SIDE_WHITE : ARB_SIDE_BLACK;

  return winner == ARB_SIDE_WHITE ? ARB_RESULT_WHITE_WINS : ARB_RESULT_BLACK_WINS;
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

  if (!check_not_over (self, error))
    return FALSE;

  drop_redo (self);
  push_record (self, ARB_RECORD_RESIGN, side, ARB_TERMINATION_RESIGNATION);
  push_record (self, ARB_RECORD_WIN, arb_side_negate (side), ARB_TERMINATION_RESIGNATION);
  announce_changes (self);
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

  if (!check_not_over (self, error))
    return FALSE;

  drop_redo (self);
  push_record (self, ARB_RECORD_DRAW, self->position.turn, ARB_TERMINATION_AGREEMENT);
  announce_changes (self);
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

  return arb_position_counter_get (&self->seen, self->position.hash);
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
  ArbDrawClaim claims = ARB_DRAW_CLAIM_NONE;

  g_return_val_if_fail (ARB_IS_GAME (self), ARB_DRAW_CLAIM_NONE);

  if (arb_game_is_over (self))
    return ARB_DRAW_CLAIM_NONE;
  if (arb_game_count_repetitions (self) >= 3)
    claims |= ARB_DRAW_CLAIM_REPETITION;
  if (self->position.halfmove_clock >= 100)
    claims |= ARB_DRAW_CLAIM_FIFTY_MOVES;
  return claims;
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

  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);

  if (!check_not_over (self, error))
    return FALSE;

  claims = arb_game_get_claimable_draws (self);
  if (claims == ARB_DRAW_CLAIM_NONE)
    {
      g_set_error_literal (error, ARB_GAME_ERROR, ARB_GAME_ERROR_NOT_CLAIMABLE,
                           _("no draw can be claimed: the position has not occurred three "
                             "times and there has been a capture or a pawn move in the "
                             "last 100 plies"));
      return FALSE;
    }

  drop_redo (self);
  push_record (self, ARB_RECORD_DRAW, self->position.turn,
               (claims & ARB_DRAW_CLAIM_REPETITION) ? ARB_TERMINATION_REPETITION
                                                    : ARB_TERMINATION_FIFTY_MOVES);
  announce_changes (self);
  return TRUE;
}

/* ------------------------------------------------------------- history */

/**
 * arb_game_get_n_records:
 * @self: a game
 *
 * Returns: how many records are in effect (not counting undone ones).
 */
guint
arb_game_get_n_records (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), 0);
  return self->n_applied;
}

/**
 * arb_game_get_record:
 * @self: a game
 * @index: 0 for the oldest record, below arb_game_get_n_records()
 *
 * Returns: (transfer none): the record; valid until the history changes.
 */
const ArbRecord *
arb_game_get_record (ArbGame *self,
                     guint    index)
{
  g_return_val_if_fail (ARB_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->n_applied, NULL);
  return record_at (self, index);
}

/**
 * arb_game_get_n_all_records:
 * @self: a game
 *
 * Returns: how many records the history holds, the undone ones that can be
 *   redone included: a history panel shows them all while the game is
 *   shown at an earlier ply.
 */
guint
arb_game_get_n_all_records (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), 0);
  return self->records->len;
}

/**
 * arb_game_get_any_record:
 * @self: a game
 * @index: below arb_game_get_n_all_records(); the first
 *   arb_game_get_n_records() of them are in effect
 *
 * Returns: (transfer none): the record; valid until the history changes.
 */
const ArbRecord *
arb_game_get_any_record (ArbGame *self,
                         guint    index)
{
  g_return_val_if_fail (ARB_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->records->len, NULL);
  return record_at (self, index);
}

/**
 * arb_game_get_ply:
 * @self: a game
 *
 * Returns: how many moves are in effect: 0 at the start.
 */
guint
arb_game_get_ply (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), 0);
  return self->ply;
}

/**
 * arb_game_get_n_plies:
 * @self: a game
 *
 * Returns: how many moves the history holds, including those that were
 *   undone and can be redone.
 */
guint
arb_game_get_n_plies (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), 0);
  return self->n_plies;
}

/**
 * arb_game_can_undo:
 * @self: a game
 *
 * Returns: whether there is a move or a user action to take back.
 */
gboolean
arb_game_can_undo (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  return self->n_applied > 0;
}

/**
 * arb_game_can_redo:
 * @self: a game
 *
 * Returns: whether something undone can be played again.
 */
gboolean
arb_game_can_redo (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  return self->n_applied < self->records->len;
}

/**
 * arb_game_undo:
 * @self: a game
 *
 * Takes back the last move together with the records it caused, or the
 * last resignation or draw, restoring board, turn, clocks and game-over
 * state exactly (spec §8). Redo brings it back until a new move is made.
 *
 * Returns: %TRUE when something was undone.
 */
gboolean
arb_game_undo (ArbGame *self)
{

  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);

  if (!arb_game_can_undo (self))
    return FALSE;
  undo_group (self);
  announce_changes (self);
  return TRUE;
}

/**
 * arb_game_redo:
 * @self: a game
 *
 * Plays again what arb_game_undo() took back.
 *
 * Returns: %TRUE when something was redone.
 */
gboolean
arb_game_redo (ArbGame *self)
{

  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);

  if (!arb_game_can_redo (self))
    return FALSE;
  redo_group (self);
  announce_changes (self);
  return TRUE;
}

/**
 * arb_game_go_to_ply:
 * @self: a game
 * @ply: 0 for the start, up to arb_game_get_n_plies()
 *
 * Shows the game as it stood right after move number @ply and what that
 * move caused (check, win, no-moves draw), keeping the later plies for
 * redo (spec §8, replay). Nothing happens when the game is already at
 * @ply. A resignation or agreed draw after the last move is a separate
 * step: arb_game_redo() replays it.
 *
 * Returns: %TRUE when @ply exists.
 */
gboolean
arb_game_go_to_ply (ArbGame *self,
                    guint    ply)
{

  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);

  if (ply > self->n_plies)
    return FALSE;

  if (ply == self->ply)
    return TRUE;

  while (self->ply > ply)
    undo_group (self);
  while (self->ply < ply)
    redo_group (self);
  announce_changes (self);
  return TRUE;
}

/**
 * arb_game_history_to_text:
 * @self: a game
 *
 * The whole game for the end-of-game printout: the start position when it
 * is not the standard one, every record in order, one per line, with move
 * numbers, and the result.
 *
 * Returns: (transfer full): the text, ending with a newline.
 */
char *
arb_game_history_to_text (ArbGame *self)
{
  GString *text;
  ArbPosition standard;
  guint fullmove;
  ArbSide side;

  g_return_val_if_fail (ARB_IS_GAME (self), NULL);

  text = g_string_new (NULL);
  arb_position_init_start (&standard);
  if (!arb_position_equal (&self->start, &standard))
    {
      char fen[ARB_FEN_MAX];

      arb_fen_write_buf (&self->start, fen);
      g_string_append_printf (text, "Start: %s\n", fen);
    }

  fullmove = self->start.fullmove_number;
  side = self->start.turn;
  for (guint i = 0; i < self->n_applied; i++)
    {
      const ArbRecord *record = record_at (self, i);

      if (record->type == ARB_RECORD_MOVE)
        {
          g_string_append_printf (text, "%u.%s ", fullmove, side == ARB_SIDE_WHITE ? "" : "..");
          if (side == ARB_SIDE_BLACK)
            fullmove++;
          side = arb_side_negate (side);
        }
      else
        g_string_append (text, "    ");
      arb_record_append_description (record, text);
      g_string_append_c (text, '\n');
    }

  g_string_append_printf (text, "Result: %s\n", arb_result_to_string (arb_game_get_result (self)));
  return g_string_free (text, FALSE);
}

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
