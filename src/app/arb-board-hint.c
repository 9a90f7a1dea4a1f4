/* arb-board-hint.c — what the board shows for the hint and the computer
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window asks for a hint or lets the computer play; the board only
 * shows what it is given:
 *
 * - the hint: the suggested move's cells (its start and its stops filled
 *   in blue, the target with a ring as well, so that it reads apart from
 *   the last move's yellow and the selection), and a thin frame on every
 *   cell a legal move starts from (checkers §11a, "the movable pieces");
 * - the computer's multi-jump, hop by hop: the same path the board draws
 *   while a person enters a capture (arb-board-path.c), set from outside.
 *
 * Drawn by arb_board_hint_snapshot(), called from the board's snapshot over
 * the cells' marks and under the pieces. */

#include "arb-board-private.h"

#include <string.h>

/* Adwaita blue 3, as a fill and as a line: readable on the light and the
 * dark squares, and unlike the last move's yellow. */
static const GdkRGBA hint_fill = { 0.208f, 0.518f, 0.894f, .35f };
static const GdkRGBA hint_line = { 0.208f, 0.518f, 0.894f, .85f };

static void
append_frame (GtkSnapshot           *snapshot,
              const graphene_rect_t *rect,
              gboolean               round,
              float                  width,
              const GdkRGBA         *color)
{
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };
  GskRoundedRect outline;
  graphene_rect_t inner;

  graphene_rect_inset_r (rect, width / 2.f, width / 2.f, &inner);
  gsk_rounded_rect_init_from_rect (&outline, &inner, round ? inner.size.width / 2.f : 0.f);
  gtk_snapshot_append_border (snapshot, &outline, widths, colors);
}

/* Draws the hint's marks (nothing without a hint). */
void
arb_board_hint_snapshot (ArbBoard             *self,
                         GtkSnapshot          *snapshot,
                         const ArbBoardLayout *geometry)
{
  gboolean round;
  graphene_rect_t rect;
  float size = geometry->size;

  if (self->game == NULL)
    return;
  round = arb_game_get_rules (self->game)->board.kind == ARB_BOARD_POINTS;
  /* The pieces that must capture: framed as the hint's movable pieces. */
  for (guint cell = 0; cell < MIN (arb_board_n_cells (self), 64); cell++)
    if (self->must_move & ARB_CELL_BIT (cell))
      {
        arb_board_cell_rect (self, geometry, cell, &rect);
        append_frame (snapshot, &rect, round, MAX (2.f, size * .05f), &hint_line);
      }
  if (self->hint.n_cells == 0)
    return;

  for (guint cell = 0; cell < MIN (arb_board_n_cells (self), 64); cell++)
    if (self->hint_movable & ARB_CELL_BIT (cell))
      {
        arb_board_cell_rect (self, geometry, cell, &rect);
        append_frame (snapshot, &rect, round, MAX (1.f, size * .03f), &hint_line);
      }

  for (guint i = 0; i < self->hint.n_cells; i++)
    {
      if (self->hint.cells[i] >= arb_board_n_cells (self))
        continue;
      arb_board_cell_rect (self, geometry, self->hint.cells[i], &rect);
      if (round)
        {
          GskRoundedRect disc;

          gsk_rounded_rect_init_from_rect (&disc, &rect, size / 2.f);
          gtk_snapshot_push_rounded_clip (snapshot, &disc);
          gtk_snapshot_append_color (snapshot, &hint_fill, &rect);
          gtk_snapshot_pop (snapshot);
        }
      else
        gtk_snapshot_append_color (snapshot, &hint_fill, &rect);
    }
  arb_board_cell_rect (self, geometry, arb_move_last (&self->hint), &rect);
  append_frame (snapshot, &rect, round, MAX (2.f, size * .08f), &hint_line);
}

/**
 * arb_board_set_hint:
 * @self: a board
 * @hint: (nullable): the suggested move; %NULL takes the hint away
 * @movable: the cells a legal move starts from (ARB_CELL_BIT)
 *
 * Marks a hint on the board until it is taken away.
 */
void
arb_board_set_hint (ArbBoard      *self,
                    const ArbMove *hint,
                    guint64        movable)
{
  g_return_if_fail (ARB_IS_BOARD (self));

  if (hint == NULL && self->hint.n_cells == 0)
    return;
  if (hint != NULL)
    self->hint = *hint;
  else
    self->hint.n_cells = 0;
  self->hint_movable = hint != NULL ? movable : 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * arb_board_get_must_move:
 * @self: a board
 *
 * Returns: the cells framed because their pieces must capture (after a
 *   click on a piece that may not move for that reason), or 0.
 */
guint64
arb_board_get_must_move (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), 0);
  return self->must_move;
}

/**
 * arb_board_get_hint:
 * @self: a board
 * @hint: (out caller-allocates) (optional): the hint's move
 * @movable: (out) (optional): the cells marked as movable
 *
 * Returns: whether a hint is shown.
 */
gboolean
arb_board_get_hint (ArbBoard *self,
                    ArbMove  *hint,
                    guint64  *movable)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);

  if (hint != NULL)
    *hint = self->hint;
  if (movable != NULL)
    *movable = self->hint_movable;
  return self->hint.n_cells > 0;
}

/**
 * arb_board_show_hops:
 * @self: a board that is not interactive
 * @prefix: (nullable): the start of a capture, from the moving piece's cell
 *   to its latest stop; %NULL: none
 *
 * Shows a capture in progress as a person's hops are shown: the stops, the
 * piece on the last one, the jumped pieces off. For the computer's
 * multi-jump, hop by hop.
 */
void
arb_board_show_hops (ArbBoard      *self,
                     const ArbMove *prefix)
{
  g_return_if_fail (ARB_IS_BOARD (self));

  if (prefix == NULL && self->path.n_cells == 0)
    return;
  /* The hops shown do not slide again when the move is played
   * (arb-board-slide.c). */
  if (prefix == NULL && arb_board_path_in_progress (self))
    arb_board_slide_note_shown (self, &self->path);
  /* One hop further than the hops shown (or the first one): it slides. */
  if (prefix != NULL && prefix->n_cells >= 2
      && (self->path.n_cells + 1 == prefix->n_cells
          || (self->path.n_cells == 0 && prefix->n_cells == 2))
      && memcmp (self->path.cells, prefix->cells, self->path.n_cells * sizeof prefix->cells[0]) == 0)
    {
      self->path = *prefix;
      arb_board_slide_hop (self);
    }
  else
    {
      arb_board_path_clear (self);
      if (prefix != NULL)
        self->path = *prefix;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * arb_board_get_hops:
 * @self: a board
 * @prefix: (out caller-allocates): the capture shown in progress
 *
 * Returns: whether a capture is shown in progress (entered by a person, or
 *   set by arb_board_show_hops()).
 */
gboolean
arb_board_get_hops (ArbBoard *self,
                    ArbMove  *prefix)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);

  *prefix = self->path;
  return arb_board_path_in_progress (self);
}
