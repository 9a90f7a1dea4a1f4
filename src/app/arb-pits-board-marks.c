/* arb-pits-board-marks.c — what the pits board marks and says of the game
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The marks of the last move (the pit played, the pits relayed from, the
 * pit captured) are read from the game's records up to the ply shown, so
 * that undo and browsing show the right ones; the words for a cell and
 * for the last move come from the same records. The board knows no kind
 * of record but the core's MOVE: the table's roles (arb-rules.h's
 * ArbRecordRole) say which records are relays, captures of a pit, seeds
 * swept to a store or notes, and its @cell_note what a marked pit is
 * called. */

#include "arb-pits-board-private.h"
#include "arb-status.h"

#include <glib/gi18n.h>

/* ------------------------------------------------------------ statics */

static ArbSide
cell_owner (ArbPitsBoard *self,
            guint         cell)
{
  if (cell >= 2 * self->n)
    return cell == 2 * self->n ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;
  return cell < self->n ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;
}

/* The index of the last MOVE record in effect, plus one; 0 without one. */
static guint
last_move_end (ArbGame *game)
{
  guint i;

  for (i = arb_game_get_n_records (game); i > 0; i--)
    if (arb_game_get_record (game, i - 1)->type == ARB_RECORD_MOVE)
      break;
  return i;
}

/* What the game calls a pit its records of @role mark ("relayed from"),
 * translated; NULL when it names none. */
static const char *
cell_note (const ArbRules *rules,
           ArbRecordRole   role)
{
  for (guint i = 0; i < rules->n_record_kinds; i++)
    if (rules->record_kinds[i].role == role && rules->record_kinds[i].cell_note != NULL)
      return _(rules->record_kinds[i].cell_note);
  return NULL;
}

/* Counts the relays among a move's records, summaries expanded. */
typedef struct
{
  const ArbRules *rules;
  guint           n;
} RelayCount;

static void
count_relay (const ArbRecord *record,
             gpointer         data)
{
  RelayCount *count = data;

  if (arb_rules_record_role (count->rules, record->type) == ARB_RECORD_ROLE_RELAY)
    count->n++;
}

/* ------------------------------------------------------------ internal */

/* The name of @cell's owner ("Player 1"), translated. */
const char *
_arb_pits_board_owner_name (ArbPitsBoard *self,
                            guint         cell)
{
  /* The players' names where the game gives them ("Ann's pit 3"). */
  return arb_status_side_name (self->game, cell_owner (self, cell));
}

/* The pit's number in its owner's numbering (congkak.md §1). */
guint
_arb_pits_board_pit_number (ArbPitsBoard *self,
                            guint         cell)
{
  return cell < self->n ? cell + 1 : cell - self->n + 1;
}

/* One record of the last move, summaries expanded: a relay or the capture
 * of a pit marks it. */
static void
mark_record (const ArbRecord *record,
             gpointer         data)
{
  ArbPitsBoard *self = data;

  if (record->cell >= 2 * self->n)
    return;
  switch (arb_rules_record_role (arb_game_get_rules (self->game), record->type))
    {
    case ARB_RECORD_ROLE_RELAY:
      self->relays[record->cell] = 1;
      self->n_relays++;
      break;
    case ARB_RECORD_ROLE_PIT_CAPTURE:
      self->last_capture = record->cell;
      break;
    default:
      break;
    }
}

/* The marks of the last move, from the records up to the game's ply: the
 * MOVE record, and after it the records whose role is a relay or the
 * capture of a pit (a summary of relays walked as the relays it stands
 * for, without keeping them). */
void
_arb_pits_board_update_marks (ArbPitsBoard *self)
{
  guint i;

  self->last_played = ARB_PITS_NONE;
  self->last_capture = ARB_PITS_NONE;
  g_clear_pointer (&self->relays, g_free);
  self->n_relays = 0;
  if (self->game == NULL || self->n == 0)
    return;

  self->relays = g_new0 (guint8, 2 * self->n);
  i = last_move_end (self->game);
  if (i == 0)
    return;

  self->last_played = arb_move_first (&arb_game_get_record (self->game, i - 1)->move);
  arb_game_foreach_record (self->game, i, arb_game_get_n_records (self->game), mark_record,
                           self);
}

/* ------------------------------------------------------------ public API */

char *
arb_pits_board_describe_cell (ArbPitsBoard *self,
                              guint         cell)
{
  const ArbRules *rules;
  const char *note;
  GString *out;
  guint count;

  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), NULL);

  if (self->game == NULL || cell >= 2 * self->n + 2)
    return g_strdup ("");
  rules = arb_game_get_rules (self->game);
  out = g_string_new (NULL);
  count = arb_pits_board_get_shown_seeds (self, cell);
  if (cell >= 2 * self->n)
    /* Translators: a store and its owner, "Player 1's store" */
    g_string_append_printf (out, _("%s's store"), _arb_pits_board_owner_name (self, cell));
  else
    /* Translators: a pit: its owner and its number, "Player 2's pit 3" */
    g_string_append_printf (out, _("%s's pit %u"), _arb_pits_board_owner_name (self, cell),
                            _arb_pits_board_pit_number (self, cell));
  g_string_append (out, ", ");
  g_string_append_printf (out, ngettext ("%u seed", "%u seeds", count), count);
  if (cell < 2 * self->n && _arb_pits_board_is_playable (self, cell))
    g_string_append_printf (out, ", %s", _("playable"));
  if (cell == self->suggested)
    g_string_append_printf (out, ", %s", _("suggested move"));
  if (cell == self->last_played)
    g_string_append_printf (out, ", %s", _("played last"));
  note = cell_note (rules, ARB_RECORD_ROLE_RELAY);
  if (note != NULL && arb_pits_board_is_relay (self, cell))
    g_string_append_printf (out, ", %s", note);
  note = cell_note (rules, ARB_RECORD_ROLE_PIT_CAPTURE);
  if (note != NULL && cell == self->last_capture)
    g_string_append_printf (out, ", %s", note);
  return g_string_free (out, FALSE);
}

char *
arb_pits_board_describe_last_move (ArbPitsBoard *self)
{
  const ArbRules *rules;
  GString *out;
  RelayCount relays;
  guint n_records;
  guint n_relays = 0;
  guint i;

  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), NULL);

  if (self->game == NULL)
    return NULL;
  i = last_move_end (self->game);
  if (i == 0)
    return NULL;

  /* The rules' own sentences, the relays counted rather than listed (an
   * endless move has 10 000), then the capture, the notes and the seeds
   * swept to a store, in the order of the records. Counted here:
   * "move-played" comes before the board's sync. */
  rules = arb_game_get_rules (self->game);
  n_records = arb_game_get_n_records (self->game);
  out = g_string_new (NULL);
  arb_status_append_record (self->game, arb_game_get_record (self->game, i - 1), out);
  relays = (RelayCount) { rules, 0 };
  arb_game_foreach_record (self->game, i, n_records, count_relay, &relays);
  n_relays = relays.n;
  if (n_relays > 0)
    {
      g_string_append (out, ", ");
      g_string_append_printf (out, ngettext ("%u relay", "%u relays", n_relays), n_relays);
    }
  for (; i < n_records; i++)
    {
      const ArbRecord *record = arb_game_get_record (self->game, i);

      switch (arb_rules_record_role (rules, record->type))
        {
        case ARB_RECORD_ROLE_PIT_CAPTURE:
        case ARB_RECORD_ROLE_NOTE:
        case ARB_RECORD_ROLE_LEFTOVER:
          g_string_append (out, ", ");
          arb_status_append_record (self->game, record, out);
          break;
        default:
          break;
        }
    }
  return g_string_free (out, FALSE);
}

guint
arb_pits_board_get_last_played (ArbPitsBoard *self)
{
  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), ARB_PITS_NONE);
  return self->last_played;
}

gboolean
arb_pits_board_is_relay (ArbPitsBoard *self,
                         guint         cell)
{
  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), FALSE);
  return self->relays != NULL && cell < 2 * self->n && self->relays[cell];
}

guint
arb_pits_board_get_last_capture (ArbPitsBoard *self)
{
  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), ARB_PITS_NONE);
  return self->last_capture;
}
