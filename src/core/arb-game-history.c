/* arb-game-history.c — a game's records: undo, redo, going to a ply, the kept branch
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* How the history is kept (records in groups, a cursor, undo blocks beside
 * the records) is told above struct _ArbGame, in arb-game-private.h. This
 * file moves the cursor and the board; arb-game.c pushes the records of
 * new actions and announces every change. */

#include "arb-game-private.h"

#include <string.h>

#include "arb-params.h"

/* ------------------------------------------------------------ statics */

/* A group starts with what a player did; the rest follows from it. */
static gboolean
record_starts_group (const ArbRecord *record)
{
  return record->by_player;
}

/* Moves the cursor back over the last group, taking back its move. */
static void
undo_group_moves (ArbGame *self)
{
  while (self->n_applied > self->n_setup)
    {
      const ArbRecord *record = _arb_game_record_at (self, --self->n_applied);

      if (record->type == ARB_RECORD_MOVE)
        {
          arb_position_counter_remove (&self->seen, self->rules->hash (self->state));
          self->rules->unmake (self->state, _arb_game_undo_at (self, self->n_applied));
          self->ply--;
          _arb_game_emit_move_undone (self, &record->move);
        }
      else if (_arb_game_record_has_undo (self, record))
        /* A claim that changed the board (Congkak). */
        self->rules->unmake (self->state, _arb_game_undo_at (self, self->n_applied));
      if (record_starts_group (record))
        break;
    }
}

/* The cursor stands where the kept branch was set aside: the records from
 * there on (the line played since, undone) give way to the kept ones, to
 * be redone. */
static void
restore_kept (ArbGame *self)
{
  _arb_game_truncate_records (self, self->n_applied);
  _arb_game_append_records (self, (const ArbRecord *) (gpointer) self->kept_records->data,
                            self->kept_records->len);
  g_byte_array_append (self->undos, self->kept_undos->data, self->kept_undos->len);
  _arb_game_forget_kept_branch (self);
  self->n_plies = self->ply;
  for (guint i = self->n_applied; i < self->records->len; i++)
    if (_arb_game_record_at (self, i)->type == ARB_RECORD_MOVE)
      self->n_plies++;
  _arb_game_emit_branch_restored (self);
}

/* Whether the records after the kept branch's start are one group: the
 * action that set the branch aside, and nothing after it. */
static gboolean
only_setting_aside_follows (ArbGame *self)
{
  if (self->records->len <= self->kept_from)
    return FALSE;
  for (guint i = self->kept_from + 1; i < self->records->len; i++)
    if (record_starts_group (_arb_game_record_at (self, i)))
      return FALSE;
  return TRUE;
}

/* Undoes the last group; when that takes back the action that set the
 * kept branch aside, and nothing was played after it, the branch returns,
 * to be redone, in place of that action ("undo right after"). */
static void
undo_group (ArbGame *self)
{
  undo_group_moves (self);
  if (self->kept_records != NULL && self->n_applied == self->kept_from
      && only_setting_aside_follows (self))
    restore_kept (self);
}

/* Moves the cursor forward over the next group, playing its move again. */
static void
redo_group (ArbGame *self)
{
  do
    {
      const ArbRecord *record = _arb_game_record_at (self, self->n_applied);

      if (record->type == ARB_RECORD_MOVE)
        {
          self->rules->make (self->state, &record->move,
                             _arb_game_undo_at (self, self->n_applied));
          arb_position_counter_add (&self->seen, self->rules->hash (self->state));
          self->ply++;
          _arb_game_emit_move_redone (self, &record->move);
        }
      else if (_arb_game_record_has_undo (self, record))
        self->rules->claim (self->state, _arb_game_undo_at (self, self->n_applied), record->side,
                            record->reason, NULL);
      self->n_applied++;
    }
  while (self->n_applied < self->records->len
         && !record_starts_group (_arb_game_record_at (self, self->n_applied)));
}

/* ------------------------------------------------------- internal API */

/* Forgets the kept branch, if there is one. */
void
_arb_game_forget_kept_branch (ArbGame *self)
{
  g_clear_pointer (&self->kept_records, g_array_unref);
  g_clear_pointer (&self->kept_undos, g_byte_array_unref);
}

/* A new action replaces whatever could have been redone. What it replaces
 * is kept, so that undoing the action, or arb_game_restore_branch(),
 * brings it back ("nothing is lost"). Actions at the end of the history
 * keep it too (the line played since grows); the next action that sets
 * moves aside replaces it. */
void
_arb_game_drop_redo (ArbGame *self)
{
  if (self->records->len > self->n_applied)
    {
      _arb_game_forget_kept_branch (self);
      gsize undo_size = self->rules->undo_size;
      gsize n_bytes;

      self->kept_from = self->n_applied;
      self->kept_records = g_array_new (FALSE, FALSE, sizeof (ArbRecord));
      g_array_append_vals (self->kept_records, _arb_game_record_at (self, self->n_applied),
                           self->records->len - self->n_applied);
      /* The blocks of the dropped moves: from the first dropped record's on.
       * Records with no block (a resignation, an agreed draw) drop none, and
       * the array may hold no data at all then: no pointer into it. */
      self->kept_undos = g_byte_array_new ();
      n_bytes = self->undos->len
                - g_array_index (self->ordinals, guint, self->n_applied) * undo_size;
      if (n_bytes > 0)
        g_byte_array_append (self->kept_undos, _arb_game_undo_at (self, self->n_applied),
                             (guint) n_bytes);
    }
  _arb_game_truncate_records (self, self->n_applied);
  self->n_plies = self->ply;
}

/* ------------------------------------------------------------ public API */

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
  return _arb_game_record_at (self, index);
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
  return _arb_game_record_at (self, index);
}

/**
 * arb_game_foreach_record:
 * @self: a game
 * @from: the first record, as arb_game_get_any_record() counts them
 * @to: the record after the last, at most arb_game_get_n_all_records()
 * @func: (scope call): called for each record, in order
 * @user_data: for @func
 *
 * Walks the records @from … @to − 1 with every summary
 * (%ARB_RECORD_ROLE_SUMMARY) replaced by the records it stands for, which
 * the table gives back one at a time: what the game's spec lists, in its
 * order, in constant memory however many records a summary stands for.
 * The history must not change during the walk.
 */
void
arb_game_foreach_record (ArbGame      *self,
                         guint         from,
                         guint         to,
                         ArbRecordFunc func,
                         gpointer      user_data)
{
  const ArbRules *rules;

  g_return_if_fail (ARB_IS_GAME (self));
  g_return_if_fail (from <= to && to <= self->records->len);
  g_return_if_fail (func != NULL);

  rules = self->rules;
  for (guint i = from; i < to; i++)
    {
      const ArbRecord *record = _arb_game_record_at (self, i);
      ArbRecordSink sink = { self, func, user_data };
      guint action = i;

      if (rules->expand_record == NULL
          || arb_rules_record_role (rules, record->type) != ARB_RECORD_ROLE_SUMMARY)
        {
          func (record, user_data);
          continue;
        }
      /* A summary follows the move that pushed it, whose undo block holds
       * what the game needs to give its records back. */
      while (action > 0 && !_arb_game_record_has_undo (self, _arb_game_record_at (self, action)))
        action--;
      g_return_if_fail (_arb_game_record_has_undo (self, _arb_game_record_at (self, action)));
      rules->expand_record (_arb_game_undo_at (self, action), record, &sink);
    }
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
  return self->n_applied > self->n_setup;
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
  _arb_game_announce_changes (self);
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
  _arb_game_announce_changes (self);
  return TRUE;
}

/**
 * arb_game_has_kept_branch:
 * @self: a game
 *
 * Returns: whether moves an action set aside are kept (an action from an
 *   earlier position replaced what could have been redone), so that
 *   arb_game_restore_branch() can bring them back.
 */
gboolean
arb_game_has_kept_branch (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  return self->kept_records != NULL;
}

/**
 * arb_game_get_kept_branch_ply:
 * @self: a game
 *
 * Returns: the ply where the kept branch was set aside (the moves in
 *   effect before the action that replaced it), or 0 without one.
 */
guint
arb_game_get_kept_branch_ply (ArbGame *self)
{
  guint ply = 0;

  g_return_val_if_fail (ARB_IS_GAME (self), 0);
  if (self->kept_records == NULL)
    return 0;
  for (guint i = 0; i < self->kept_from; i++)
    if (_arb_game_record_at (self, i)->type == ARB_RECORD_MOVE)
      ply++;
  return ply;
}

/**
 * arb_game_restore_branch:
 * @self: a game
 *
 * Brings back the kept branch (arb_game_has_kept_branch()): the game goes
 * back to the position where it was set aside, the line played from there
 * since is dropped, and the kept records are there again to be redone,
 * exactly as before the action that replaced them. Emits
 * #ArbGame::branch-restored.
 *
 * Returns: %TRUE when there was a branch to restore.
 */
gboolean
arb_game_restore_branch (ArbGame *self)
{
  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);

  if (self->kept_records == NULL)
    return FALSE;
  /* The records before kept_from never change while the branch is kept:
   * an action before it sets a new branch aside in its place. */
  while (self->n_applied > self->kept_from)
    undo_group_moves (self);
  while (self->n_applied < self->kept_from)
    redo_group (self);
  restore_kept (self);
  _arb_game_announce_changes (self);
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
  _arb_game_announce_changes (self);
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
  g_autofree char *standard = NULL;
  ArbParams params;
  GString *text;
  guint move_number;
  guint n_moves = 0;
  ArbSide side;

  g_return_val_if_fail (ARB_IS_GAME (self), NULL);

  text = g_string_new (NULL);
  standard = g_malloc0 (self->rules->state_size);
  arb_rules_state_params (self->rules, self->start, &params);
  arb_rules_start (self->rules, &params, standard, NULL, NULL);
  if (!self->rules->equal (self->start, standard))
    {
      g_string_append (text, "Start: ");
      self->rules->write_position (self->start, text);
      g_string_append_c (text, '\n');
    }

  /* Move numbers as the position string counts them: they grow after the
   * second player's move. */
  move_number = self->rules->move_number (self->start);
  side = self->rules->turn (self->start);
  for (guint i = 0; i < self->n_applied; i++)
    {
      const ArbRecord *record = _arb_game_record_at (self, i);

      if (record->type == ARB_RECORD_MOVE && self->rules->file_moves_by_pairs)
        {
          /* Numbered by pairs, as the game's files are (Congkak: "1." for
           * both moves of the first pair, whoever moved first). */
          g_string_append_printf (text, "%u. ", n_moves++ / 2 + 1);
        }
      else if (record->type == ARB_RECORD_MOVE)
        {
          g_string_append_printf (text, "%u.%s ", move_number, side == ARB_SIDE_FIRST ? "" : "..");
          if (side == ARB_SIDE_SECOND)
            move_number++;
          side = arb_side_negate (side);
        }
      else
        g_string_append (text, "    ");
      self->rules->describe_record (self->state, record, text);
      g_string_append_c (text, '\n');
    }

  g_string_append_printf (text, "Result: %s\n", arb_result_to_string (arb_game_get_result (self)));
  return g_string_free (text, FALSE);
}

/**
 * arb_game_describe_record:
 * @self: a game
 * @record: one of its records
 * @out: where to append the record's line ("White plays 18-13"), in the
 *   game's words, without a newline
 */
void
arb_game_describe_record (ArbGame         *self,
                          const ArbRecord *record,
                          GString         *out)
{
  g_return_if_fail (ARB_IS_GAME (self));
  g_return_if_fail (record != NULL && out != NULL);
  self->rules->describe_record (self->state, record, out);
}

/**
 * arb_game_describe_record_named:
 * @self: a game
 * @record: one of its records
 * @names: the players' names, by side
 * @out: where to append the record's line
 *
 * arb_game_describe_record() with the players' names where the game's
 * words name its players by their order ("Ann sows pit 3", not "Player 1
 * sows pit 3"); a game that names its sides ("White") ignores @names.
 */
void
arb_game_describe_record_named (ArbGame           *self,
                                const ArbRecord   *record,
                                const char *const *names,
                                GString           *out)
{
  g_return_if_fail (ARB_IS_GAME (self));
  g_return_if_fail (record != NULL && names != NULL && out != NULL);
  if (self->rules->describe_record_named != NULL)
    self->rules->describe_record_named (self->state, record, names, out);
  else
    self->rules->describe_record (self->state, record, out);
}

/* ---------------------------------------------------------- move clocks */

/* The @ply-th MOVE record (from 1) among all records, the ones that can
 * be redone included, or NULL. Searched from the end: the last move is
 * the one a caller sets. */
static ArbRecord *
move_record (ArbGame *self,
             guint    ply)
{
  guint seen = self->n_plies;

  if (ply == 0 || ply > self->n_plies)
    return NULL;
  for (guint i = self->records->len; i-- > 0;)
    {
      ArbRecord *record = _arb_game_record_at (self, i);

      if (record->type != ARB_RECORD_MOVE)
        continue;
      if (seen == ply)
        return record;
      seen--;
    }
  return NULL;
}

/**
 * arb_game_set_move_clock:
 * @self: a game
 * @ply: a move of the history, from 1 (the moves that can be redone count)
 * @time: the mover's time left on its clock after that move, µs, 0 or more
 *
 * Keeps @time with move @ply, for the caller that runs a clock (the app,
 * the match referee): the PGN writer writes it as `{[%clk H:MM:SS]}` after
 * the move, the reader sets it from one. It stays with the move through
 * undo, redo, a copy of the game and a line set aside. Emits nothing.
 *
 * Returns: %FALSE when the history has no move @ply
 */
gboolean
arb_game_set_move_clock (ArbGame *self,
                         guint    ply,
                         gint64   time)
{
  ArbRecord *record;

  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  g_return_val_if_fail (time >= 0, FALSE);

  record = move_record (self, ply);
  if (record == NULL)
    return FALSE;
  record->has_clock = TRUE;
  record->clock = time;
  return TRUE;
}

/**
 * arb_game_get_move_clock:
 * @self: a game
 * @ply: a move of the history, from 1
 * @time: (out) (optional): the mover's time left after it, µs
 *
 * Returns: whether move @ply has a time left (arb_game_set_move_clock())
 */
gboolean
arb_game_get_move_clock (ArbGame *self,
                         guint    ply,
                         gint64  *time)
{
  ArbRecord *record;

  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);

  record = move_record (self, ply);
  if (record == NULL || !record->has_clock)
    return FALSE;
  if (time != NULL)
    *time = record->clock;
  return TRUE;
}

/**
 * arb_game_set_move_thinking:
 * @self: a game
 * @ply: a move of the history, from 1
 * @thinking: what its player said of it and how long it took
 *
 * Keeps @thinking with move @ply, for the match referee: the PGN writer
 * writes it after the move. It stays with the move as its clock does.
 * Emits nothing.
 *
 * Returns: %FALSE when the history has no move @ply
 */
gboolean
arb_game_set_move_thinking (ArbGame               *self,
                            guint                  ply,
                            const ArbMoveThinking *thinking)
{
  ArbRecord *record;

  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  g_return_val_if_fail (thinking != NULL && thinking->elapsed >= 0, FALSE);

  record = move_record (self, ply);
  if (record == NULL)
    return FALSE;
  record->has_score = thinking->has_score;
  record->score = thinking->score;
  record->mate = thinking->mate;
  record->depth = (guint16) MIN (thinking->depth, G_MAXUINT16);
  record->has_elapsed = thinking->has_elapsed;
  record->elapsed = thinking->elapsed;
  return TRUE;
}

/**
 * arb_game_get_move_thinking:
 * @self: a game
 * @ply: a move of the history, from 1
 * @thinking: (out): what arb_game_set_move_thinking() kept (all unset
 *   when nothing was)
 *
 * Returns: %FALSE when the history has no move @ply
 */
gboolean
arb_game_get_move_thinking (ArbGame         *self,
                            guint            ply,
                            ArbMoveThinking *thinking)
{
  ArbRecord *record;

  g_return_val_if_fail (ARB_IS_GAME (self), FALSE);
  g_return_val_if_fail (thinking != NULL, FALSE);

  memset (thinking, 0, sizeof *thinking);
  record = move_record (self, ply);
  if (record == NULL)
    return FALSE;
  thinking->has_score = record->has_score;
  thinking->score = record->score;
  thinking->mate = record->mate;
  thinking->depth = record->depth;
  thinking->has_elapsed = record->has_elapsed;
  thinking->elapsed = record->elapsed;
  return TRUE;
}
