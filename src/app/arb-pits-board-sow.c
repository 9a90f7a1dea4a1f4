/* arb-pits-board-sow.c — the pits board's sowing animation (congkak.md §12)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* After a move, the board can show it seed by seed. The game tells how:
 * its table's move_steps walks the move from the position before it (the
 * board keeps a copy from its last sync) as steps, each some seeds going
 * from a cell or the hand to a cell or the hand (arb-rules.h's ArbStep).
 * The steps are played on a copy of the counts, one per tick, each relay,
 * capture and sweep of leftovers announced as it comes with the record the
 * move pushed for it (the record whose kind has that role in the game's
 * table; a summary of records, which a long sowing keeps, is expanded into
 * the records it stands for, and only for a move short enough to watch).
 * The game itself has already played the move: the
 * animation only changes what is drawn, so stopping it anywhere (a click,
 * a key, another move, undo) just shows the game's position again. The
 * board knows no rules of its own: a game without move_steps is not
 * animated. */

#include "arb-pits-board-private.h"
#include "arb-status.h"

#include <glib/gi18n.h>
#include <string.h>

/* A move longer than this many steps is not animated: an endless move has
 * 10 000 laps, and nobody watches that seed by seed. */
#define MAX_STEPS 4000

/* No record to announce with a step. */
#define NO_RECORD G_MAXUINT

typedef struct
{
  ArbStep step;
  guint   record;  /* the record announced with this step (in @records), or NO_RECORD */
} Step;

struct _ArbPitsSowing
{
  guint16 *counts;   /* 2N + 2 counts: the board as sown so far */
  GArray  *steps;    /* Step */
  GArray  *records;  /* ArbRecord: the move's, summaries expanded */
  guint    next;     /* the next step to play */
  guint    current;  /* the cell of the last step, for the ring */
  guint    hand;     /* the seeds in the hand, still to sow */
  guint    source;
};

/* What the walk of a move collects. */
typedef struct
{
  GArray       *steps;   /* Step */
  gboolean      too_long;
} Collect;

/* ------------------------------------------------------------ statics */

static void
sowing_free (ArbPitsSowing *sowing)
{
  g_clear_handle_id (&sowing->source, g_source_remove);
  g_free (sowing->counts);
  g_array_unref (sowing->steps);
  g_array_unref (sowing->records);
  g_free (sowing);
}

/* The role of the record a step stands for (the relay, the capture, the
 * leftovers of arb-rules.h's ArbRecordRole), or ARB_RECORD_ROLE_NONE. */
static ArbRecordRole
step_record_role (ArbStepKind kind)
{
  switch (kind)
    {
    case ARB_STEP_RELAY:
      return ARB_RECORD_ROLE_RELAY;
    case ARB_STEP_CAPTURE:
      return ARB_RECORD_ROLE_PIT_CAPTURE;
    case ARB_STEP_LEFTOVER:
      return ARB_RECORD_ROLE_LEFTOVER;
    case ARB_STEP_TAKE:
    case ARB_STEP_DROP:
    default:
      return ARB_RECORD_ROLE_NONE;
    }
}

static gboolean
collect_step (const ArbStep *step,
              gpointer       data)
{
  Collect *collect = data;
  Step kept = { *step, NO_RECORD };

  if (collect->steps->len >= MAX_STEPS)
    {
      collect->too_long = TRUE;
      return FALSE;
    }
  g_array_append_val (collect->steps, kept);
  return TRUE;
}

static void
append_record (const ArbRecord *record,
               gpointer         data)
{
  g_array_append_vals (data, record, 1);
}

/* Gives each step its record in @records (the move's, summaries expanded):
 * each relay and capture is a record of its own; the leftovers of one
 * side, swept pit by pit, are one record, said at the first pit. The
 * records are found by the role the game's table gives their kind. */
static void
find_records (const ArbRules *rules,
              GArray         *steps,
              GArray         *records)
{
  guint cursor = 1;  /* records[0] is the MOVE, announced when it starts */

  for (guint s = 0; s < steps->len; s++)
    {
      Step *step = &g_array_index (steps, Step, s);
      ArbRecordRole role = step_record_role (step->step.kind);

      if (role == ARB_RECORD_ROLE_NONE
          || (step->step.kind == ARB_STEP_LEFTOVER && s > 0
              && g_array_index (steps, Step, s - 1).step.kind == ARB_STEP_LEFTOVER))
        continue;
      for (guint i = cursor; i < records->len; i++)
        if (arb_rules_record_role (rules, g_array_index (records, ArbRecord, i).type) == role)
          {
            step->record = i;
            cursor = i + 1;
            break;
          }
    }
}

/* Plays @step on @counts and the hand. */
static void
apply_step (guint16       *counts,
            guint         *hand,
            const ArbStep *step)
{
  if (step->from == ARB_STEP_HAND)
    *hand -= MIN (*hand, step->count);
  else
    counts[step->from] -= (guint16) MIN (counts[step->from], step->count);
  if (step->to == ARB_STEP_HAND)
    *hand += step->count;
  else
    counts[step->to] += (guint16) step->count;
}

/* The cell the hand is over after @step. */
static guint
step_cell (const ArbStep *step)
{
  return step->to != ARB_STEP_HAND && step->kind == ARB_STEP_DROP ? step->to : step->from;
}

/* Whether @steps, played on @counts (the position before the move), end
 * on the game's position with the hand empty, each cell of a step on the
 * board: the game's walk agrees with the move it played. */
static gboolean
steps_reach_game (ArbPitsBoard  *self,
                  const guint16 *counts,
                  GArray        *steps)
{
  const ArbRules *rules = arb_game_get_rules (self->game);
  gconstpointer state = arb_game_get_state (self->game);
  guint n_cells = 2 * self->n + 2;
  g_autofree guint16 *end = g_memdup2 (counts, n_cells * sizeof *counts);
  guint hand = 0;

  for (guint i = 0; i < steps->len; i++)
    {
      const ArbStep *step = &g_array_index (steps, Step, i).step;

      if ((step->from != ARB_STEP_HAND && step->from >= n_cells)
          || (step->to != ARB_STEP_HAND && step->to >= n_cells))
        return FALSE;
      apply_step (end, &hand, step);
    }
  if (hand != 0)
    return FALSE;
  for (guint cell = 0; cell < n_cells; cell++)
    if (end[cell] != rules->cell_count (state, cell))
      return FALSE;
  return TRUE;
}

static void
announce_record (ArbPitsBoard    *self,
                 const ArbRecord *record)
{
  g_autoptr (GString) text = g_string_new (NULL);

  arb_status_append_record (self->game, record, text);
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
  apply_step (sowing->counts, &sowing->hand, &step->step);
  sowing->current = step_cell (&step->step);
  /* The move was announced when it started; each relay, the capture and
   * the leftovers now. */
  if (step->record != NO_RECORD)
    announce_record (self, &g_array_index (sowing->records, ArbRecord, step->record));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_CONTINUE;
}

/* ------------------------------------------------------------ internal */

/* Starts showing the move just played, from the position of the last sync
 * (the one before it). Does nothing for a game that does not tell its
 * steps, or a move too long to watch. */
void
_arb_pits_board_sow_start (ArbPitsBoard *self)
{
  const ArbRules *rules;
  const ArbRecord *move;
  g_autofree guint16 *counts = NULL;
  g_autoptr (GArray) steps = NULL;
  g_autoptr (GArray) records = NULL;
  ArbPitsSowing *sowing;
  Collect collect;
  guint first, n_cells;

  if (self->game == NULL || self->before == NULL || self->sow_delay == 0)
    return;
  rules = arb_game_get_rules (self->game);
  if (rules->move_steps == NULL || rules->cell_count == NULL)
    return;
  for (first = arb_game_get_n_records (self->game); first > 0; first--)
    if (arb_game_get_record (self->game, first - 1)->type == ARB_RECORD_MOVE)
      break;
  if (first == 0)
    return;
  first--;
  move = arb_game_get_record (self->game, first);

  n_cells = 2 * self->n + 2;
  counts = g_new (guint16, n_cells);
  for (guint cell = 0; cell < n_cells; cell++)
    counts[cell] = (guint16) rules->cell_count (self->before, cell);

  steps = g_array_new (FALSE, FALSE, sizeof (Step));
  collect = (Collect) { steps, FALSE };
  rules->move_steps (self->before, &move->move, collect_step, &collect);
  if (collect.too_long)
    return;
  /* A move short enough to watch has few records, however they are kept. */
  records = g_array_new (FALSE, FALSE, sizeof (ArbRecord));
  arb_game_foreach_record (self->game, first, arb_game_get_n_records (self->game),
                           append_record, records);
  find_records (rules, steps, records);
  if (!steps_reach_game (self, counts, steps))
    {
      g_critical ("%s: the steps of move %s do not reach the position after it", rules->id,
                  move->text);
      return;
    }

  sowing = g_new0 (ArbPitsSowing, 1);
  sowing->counts = g_steal_pointer (&counts);
  sowing->steps = g_steal_pointer (&steps);
  sowing->records = g_steal_pointer (&records);
  sowing->current = arb_move_first (&move->move);
  sowing->source = g_timeout_add (self->sow_delay, on_tick, self);
  g_source_set_name_by_id (sowing->source, "[arbiter] sowing");
  self->sowing = sowing;
  announce_record (self, &g_array_index (sowing->records, ArbRecord, 0));
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
