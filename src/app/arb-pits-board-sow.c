/* arb-pits-board-sow.c — the pits board's sowing animation (congkak.md §12)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* After a move, the board can show it seed by seed: the counts of the
 * position before the move are copied, and the move's records (MOVE, each
 * RELAY, the CAPTURE) are replayed on the copy one seed per tick, each
 * relay and the capture announced as it comes. The game itself has
 * already played the move: the animation only changes what is drawn, so
 * stopping it anywhere (a click, a key, another move, undo) just shows the
 * game's position again. The rules are not repeated here: the records say
 * which pit each lap starts from, and a lap puts one seed in each
 * following pit of the ring (§3.2). */

#include "arb-pits-board-private.h"

#include <glib/gi18n.h>

/* A move longer than this many steps is not animated: an endless move has
 * 10 000 laps, and nobody watches that seed by seed. */
#define MAX_STEPS 4000

typedef enum
{
  STEP_TAKE,     /* a pit is emptied into the hand (the move, then each relay) */
  STEP_SOW,      /* one seed into a pit */
  STEP_CAPTURE,  /* a pit's seeds go to the mover's store */
} StepKind;

typedef struct
{
  StepKind kind;
  guint    cell;
  guint    record;  /* the record announced with this step */
} Step;

struct _ArbPitsSowing
{
  guint16 *counts;   /* 2N + 2 counts: the board as sown so far */
  GArray  *steps;    /* Step */
  guint    next;     /* the next step to play */
  guint    current;  /* the pit of the last step, for the ring */
  guint    hand;     /* the seeds in the hand, still to sow */
  guint    source;
  ArbSide  mover;
};

/* ------------------------------------------------------------ statics */

static void
sowing_free (ArbPitsSowing *sowing)
{
  g_clear_handle_id (&sowing->source, g_source_remove);
  g_free (sowing->counts);
  g_array_unref (sowing->steps);
  g_free (sowing);
}

static void
add_step (GArray   *steps,
          StepKind  kind,
          guint     cell,
          guint     record)
{
  Step step = { kind, cell, record };

  g_array_append_val (steps, step);
}

/* A lap: the hand taken from @cell, then one seed in each following pit. */
static gboolean
add_lap (GArray *steps,
         guint   ring,
         guint   cell,
         guint   count,
         guint   record)
{
  add_step (steps, STEP_TAKE, cell, record);
  for (guint i = 1; i <= count; i++)
    {
      if (steps->len > MAX_STEPS)
        return FALSE;
      add_step (steps, STEP_SOW, (cell + i) % ring, record);
    }
  return TRUE;
}

static void
announce_record (ArbPitsBoard *self,
                 guint         index)
{
  g_autoptr (GString) text = g_string_new (NULL);

  arb_game_describe_record (self->game, arb_game_get_record (self->game, index), text);
  if (text->len > 0)
    text->str[0] = g_ascii_toupper (text->str[0]);
  _arb_pits_board_emit_announce (self, text->str);
}

static gboolean
on_tick (gpointer data)
{
  ArbPitsBoard *self = data;
  ArbPitsSowing *sowing = self->sowing;
  const Step *step;

  if (sowing->next >= sowing->steps->len)
    {
      sowing->source = 0;
      _arb_pits_board_sow_finish (self);
      return G_SOURCE_REMOVE;
    }

  step = &g_array_index (sowing->steps, Step, sowing->next++);
  sowing->current = step->cell;
  switch (step->kind)
    {
    case STEP_TAKE:
      sowing->hand = sowing->counts[step->cell];
      sowing->counts[step->cell] = 0;
      /* The move was announced when it started; each relay now. */
      if (arb_game_get_record (self->game, step->record)->type == ARB_RECORD_RELAY)
        announce_record (self, step->record);
      break;
    case STEP_SOW:
      sowing->counts[step->cell]++;
      if (sowing->hand > 0)
        sowing->hand--;
      break;
    case STEP_CAPTURE:
      sowing->counts[2 * self->n + sowing->mover] += sowing->counts[step->cell];
      sowing->counts[step->cell] = 0;
      announce_record (self, step->record);
      break;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_CONTINUE;
}

/* ------------------------------------------------------------ internal */

/* Starts showing the move just played, from the counts of the last sync
 * (the position before it). Does nothing for a move too long to watch. */
void
_arb_pits_board_sow_start (ArbPitsBoard *self)
{
  g_autoptr (GArray) steps = g_array_new (FALSE, FALSE, sizeof (Step));
  guint n_records, first, ring = 2 * self->n;
  const ArbRecord *move;
  ArbPitsSowing *sowing;

  if (self->game == NULL || self->counts == NULL || self->sow_delay == 0)
    return;
  n_records = arb_game_get_n_records (self->game);
  for (first = n_records; first > 0; first--)
    if (arb_game_get_record (self->game, first - 1)->type == ARB_RECORD_MOVE)
      break;
  if (first == 0)
    return;
  first--;
  move = arb_game_get_record (self->game, first);

  if (!add_lap (steps, ring, arb_move_first (&move->move), move->count, first))
    return;
  for (guint i = first + 1; i < n_records; i++)
    {
      const ArbRecord *record = arb_game_get_record (self->game, i);

      if (record->type == ARB_RECORD_RELAY
          && !add_lap (steps, ring, record->cell, record->count, i))
        return;
      if (record->type == ARB_RECORD_CAPTURE)
        add_step (steps, STEP_CAPTURE, record->cell, i);
    }

  sowing = g_new0 (ArbPitsSowing, 1);
  sowing->counts = g_memdup2 (self->counts, (2 * self->n + 2) * sizeof (guint16));
  sowing->steps = g_steal_pointer (&steps);
  sowing->mover = move->side & 1;
  sowing->current = arb_move_first (&move->move);
  sowing->source = g_timeout_add (self->sow_delay, on_tick, self);
  g_source_set_name_by_id (sowing->source, "[arbiter] sowing");
  self->sowing = sowing;
  announce_record (self, first);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Shows the game's position again: the game changed under the sowing. */
void
_arb_pits_board_sow_stop (ArbPitsBoard *self)
{
  if (self->sowing == NULL)
    return;
  g_clear_pointer (&self->sowing, sowing_free);
  self->sowing_fresh = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Shows the end of the move at once, and says the whole move. */
void
_arb_pits_board_sow_finish (ArbPitsBoard *self)
{
  g_autofree char *text = NULL;

  if (self->sowing == NULL)
    return;
  _arb_pits_board_sow_stop (self);
  text = arb_pits_board_describe_last_move (self);
  if (text != NULL)
    _arb_pits_board_emit_announce (self, text);
}

guint
_arb_pits_board_sow_seeds (ArbPitsBoard *self,
                           guint         cell)
{
  return self->sowing->counts[cell];
}

guint
_arb_pits_board_sow_hand (ArbPitsBoard *self)
{
  return self->sowing != NULL ? self->sowing->hand : 0;
}

guint
_arb_pits_board_sow_current (ArbPitsBoard *self)
{
  return self->sowing != NULL ? self->sowing->current : ARB_PITS_NONE;
}
