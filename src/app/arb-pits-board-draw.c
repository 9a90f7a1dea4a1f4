/* arb-pits-board-draw.c — how the pits board looks
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A carved wooden board: two rows of wells between two long stores, each
 * well with its seeds as dots (while they can be counted at a glance) and
 * its count always written. Everything is GtkSnapshot nodes, no cairo
 * surface: a board of 999 pits a side is wider than a cairo image may be.
 * Only the columns in sight of the scrolled window are drawn. */

#include "arb-pits-board-private.h"

typedef struct
{
  GdkRGBA wood, wood_edge, well, well_playable, well_hover, seed, seed_edge, text, label;
  GdkRGBA played, relay, capture, suggested, focus;
} Palette;

static void
get_palette (ArbPitsBoard *self,
             Palette      *p)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  /* A carved wooden board: the wells darker than the wood, the pits that
   * can be played lighter (they look like what can be pressed). The marks
   * differ by hue and by shape, so that colour alone never tells them. */
  gdk_rgba_parse (&p->wood, dark ? "#5b3f24" : "#c8a06a");
  gdk_rgba_parse (&p->wood_edge, dark ? "#3d2915" : "#9c7540");
  gdk_rgba_parse (&p->well, dark ? "#2e1f10" : "#7a5530");
  gdk_rgba_parse (&p->well_playable, dark ? "#4a3219" : "#94693a");
  gdk_rgba_parse (&p->well_hover, dark ? "#5e4123" : "#a97c47");
  gdk_rgba_parse (&p->seed, "#f4ead2");
  gdk_rgba_parse (&p->seed_edge, "#6b5a3a");
  gdk_rgba_parse (&p->text, "#ffffff");
  gdk_rgba_parse (&p->label, dark ? "#d9c3a0" : "#4a3418");
  gdk_rgba_parse (&p->played, "#3584e4");
  gdk_rgba_parse (&p->relay, "#ff9f1a");
  gdk_rgba_parse (&p->capture, "#e01b24");
  gdk_rgba_parse (&p->suggested, "#33d17a");
  gdk_rgba_parse (&p->focus, dark ? "#ffffff" : "#241f31");
}

static void
append_rounded (GtkSnapshot           *snapshot,
                const graphene_rect_t *rect,
                float                  radius,
                const GdkRGBA         *color)
{
  GskRoundedRect rounded;

  gsk_rounded_rect_init_from_rect (&rounded, rect, radius);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, color, rect);
  gtk_snapshot_pop (snapshot);
}

static void
append_ring (GtkSnapshot           *snapshot,
             const graphene_rect_t *rect,
             float                  radius,
             float                  width,
             const GdkRGBA         *color)
{
  GskRoundedRect rounded;
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&rounded, rect, radius);
  gtk_snapshot_append_border (snapshot, &rounded, widths, colors);
}

static void
append_disc (GtkSnapshot   *snapshot,
             float          cx,
             float          cy,
             float          r,
             const GdkRGBA *color)
{
  graphene_rect_t rect = GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r);

  append_rounded (snapshot, &rect, r, color);
}

/* A diamond: a square turned by 45°, the relays' badge. */
static void
append_diamond (GtkSnapshot   *snapshot,
                float          cx,
                float          cy,
                float          r,
                const GdkRGBA *color)
{
  graphene_point_t centre = GRAPHENE_POINT_INIT (cx, cy);
  graphene_rect_t rect = GRAPHENE_RECT_INIT (-r * .7f, -r * .7f, r * 1.4f, r * 1.4f);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &centre);
  gtk_snapshot_rotate (snapshot, 45);
  gtk_snapshot_append_color (snapshot, color, &rect);
  gtk_snapshot_restore (snapshot);
}

/* @text centred at (cx, cy), at most @max_width wide, on a rounded
 * @backing when one is given (a count over seed dots). */
static void
append_text_full (ArbPitsBoard  *self,
                  GtkSnapshot   *snapshot,
                  const char    *text,
                  float          cx,
                  float          cy,
                  float          size,
                  float          max_width,
                  gboolean       bold,
                  const GdkRGBA *color,
                  const GdkRGBA *backing)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_new ();
  graphene_point_t at;
  int width, height;

  pango_font_description_set_family (font, "Cantarell, sans-serif");
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &width, &height);
  if (width > max_width && width > 0)
    {
      /* A long count shrinks to fit its pit: every digit stays readable. */
      pango_font_description_set_absolute_size (font, size * max_width / width * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_layout_get_pixel_size (layout, &width, &height);
    }
  pango_font_description_free (font);
  at = GRAPHENE_POINT_INIT (cx - width / 2.f, cy - height / 2.f);
  if (backing != NULL)
    {
      float pad = MAX (2.f, height * .15f);
      graphene_rect_t pill = GRAPHENE_RECT_INIT (at.x - pad * 1.5f, at.y,
                                                 width + pad * 3.f, height);

      append_rounded (snapshot, &pill, height / 2.f, backing);
    }
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &at);
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

static void
append_text (ArbPitsBoard  *self,
             GtkSnapshot   *snapshot,
             const char    *text,
             float          cx,
             float          cy,
             float          size,
             float          max_width,
             gboolean       bold,
             const GdkRGBA *color)
{
  append_text_full (self, snapshot, text, cx, cy, size, max_width, bold, color, NULL);
}

/* Seeds as dots while they can be counted at a glance; the number is
 * always written too. */
#define MAX_DOTS 12

static void
append_seeds (GtkSnapshot           *snapshot,
              const Palette         *p,
              const graphene_rect_t *well,
              guint                  count)
{
  guint per_row = count <= 4 ? 2 : count <= 9 ? 3 : 4;
  guint rows = (MIN (count, MAX_DOTS) + per_row - 1) / per_row;
  float step = MIN (well->size.width, well->size.height) * .19f;
  float x0 = well->origin.x + well->size.width / 2 - (per_row - 1) * step / 2;
  float y0 = well->origin.y + well->size.height * .36f - (rows - 1) * step / 2;

  for (guint i = 0; i < MIN (count, MAX_DOTS); i++)
    {
      float cx = x0 + (i % per_row) * step + ((i / per_row) % 2) * step * .18f;
      float cy = y0 + (i / per_row) * step;

      append_disc (snapshot, cx, cy, step * .42f, &p->seed_edge);
      append_disc (snapshot, cx, cy, step * .34f, &p->seed);
    }
}

/* The count of a cell, under its dots or alone. */
static void
append_count (ArbPitsBoard          *self,
              GtkSnapshot           *snapshot,
              const Palette         *p,
              const ArbPitsLayout   *layout,
              const graphene_rect_t *well,
              gboolean               store,
              guint                  count)
{
  char digits[16];
  float text_y, text_size;
  const GdkRGBA *backing = NULL;

  g_snprintf (digits, sizeof digits, "%u", count);
  if (store)
    {
      text_y = well->origin.y + well->size.height / 2;
      text_size = layout->pit * .36f;
    }
  else if (count > 0 && count <= MAX_DOTS && layout->pit >= PIT_DOTS_MIN)
    {
      text_y = well->origin.y + well->size.height * .78f;
      text_size = layout->pit * .22f;
    }
  else
    {
      text_y = well->origin.y + well->size.height / 2;
      /* Alone in a small pit: as large as it fits. */
      text_size = layout->pit * (layout->pit >= PIT_DOTS_MIN ? .32f : .4f);
      /* Over the dots of a full pit: on the well's colour, so that the
       * count reads at every size. */
      if (count > MAX_DOTS && layout->pit >= PIT_DOTS_MIN)
        backing = &p->well;
    }
  append_text_full (self, snapshot, digits, well->origin.x + well->size.width / 2, text_y,
                    text_size, well->size.width * .84f, TRUE, &p->text, backing);
}

/* The last move: a blue ring round the pit played, an orange diamond on
 * each pit relayed from, a red square with a cross on the captured pit;
 * the suggestion a green ring with a star. */
static void
append_marks (ArbPitsBoard          *self,
              GtkSnapshot           *snapshot,
              const Palette         *p,
              const ArbPitsLayout   *layout,
              const graphene_rect_t *well,
              float                  radius,
              guint                  cell)
{
  float badge = layout->pit * .11f;

  if (cell == self->last_played && self->show_last_move)
    append_ring (snapshot, well, radius, MAX (3.f, layout->pit * .06f), &p->played);
  if (self->relays != NULL && self->relays[cell] && self->show_last_move)
    append_diamond (snapshot, well->origin.x + badge * 1.2f, well->origin.y + badge * 1.2f,
                    badge, &p->relay);
  if (cell == self->last_capture && self->show_last_move)
    {
      graphene_rect_t sq = GRAPHENE_RECT_INIT (well->origin.x + well->size.width - badge * 2.4f,
                                               well->origin.y + badge * .2f,
                                               badge * 2.2f, badge * 2.2f);

      append_rounded (snapshot, &sq, badge * .4f, &p->capture);
      append_text (self, snapshot, "×", sq.origin.x + sq.size.width / 2,
                   sq.origin.y + sq.size.height / 2, badge * 2, sq.size.width, TRUE, &p->text);
    }
  if (cell == self->suggested)
    {
      /* A green ring (the pit played last is the other side's, so the two
       * rings never meet) and a star in the corner free of the count, the
       * relay and the capture badges. */
      float cx = well->origin.x + well->size.width - badge * 1.3f;
      float cy = well->origin.y + well->size.height - badge * 1.3f;

      append_ring (snapshot, well, radius, MAX (3.f, layout->pit * .06f), &p->suggested);
      append_disc (snapshot, cx, cy, badge * 1.25f, &p->suggested);
      append_text (self, snapshot, "★", cx, cy, badge * 1.7f, badge * 2.2f, FALSE,
                   &p->wood_edge);
    }
}

/* The sowing in progress: a ring round the pit the hand is over, and the
 * seeds still in the hand on an orange tag over it. */
static void
append_hand (ArbPitsBoard          *self,
             GtkSnapshot           *snapshot,
             const Palette         *p,
             const ArbPitsLayout   *layout,
             const graphene_rect_t *well,
             float                  radius)
{
  guint hand = _arb_pits_board_sow_hand (self);
  char text[16];
  float h = layout->pit * .26f;
  graphene_rect_t tag = GRAPHENE_RECT_INIT (well->origin.x + well->size.width * .15f,
                                            well->origin.y - h * .35f,
                                            well->size.width * .7f, h);

  append_ring (snapshot, well, radius, MAX (3.f, layout->pit * .06f), &p->relay);
  if (hand == 0)
    return;
  g_snprintf (text, sizeof text, "%u", hand);
  append_rounded (snapshot, &tag, h / 2, &p->relay);
  append_text (self, snapshot, text, tag.origin.x + tag.size.width / 2, tag.origin.y + h / 2,
               h * .8f, tag.size.width * .9f, TRUE, &p->wood_edge);
}

static void
append_cell (ArbPitsBoard        *self,
             GtkSnapshot         *snapshot,
             const Palette       *p,
             const ArbPitsLayout *layout,
             guint                cell)
{
  graphene_rect_t rect, well;
  guint count = arb_pits_board_get_shown_seeds (self, cell);
  gboolean store = cell >= 2 * self->n;
  gboolean playable = !store && self->interactive && self->sowing == NULL
                      && _arb_pits_board_is_playable (self, cell);
  float inset = layout->pit * .08f;
  float radius;

  _arb_pits_board_cell_rect (self, layout, cell, &rect);
  graphene_rect_inset_r (&rect, inset, inset, &well);
  radius = MIN (well.size.width, well.size.height) * .45f;
  /* A store kept in sight hides the pits scrolling under it. */
  if (store)
    append_rounded (snapshot, &rect, radius + inset, &p->wood);

  append_rounded (snapshot, &well,
                  radius,
                  playable && cell == self->hover ? &p->well_hover
                  : playable ? &p->well_playable : &p->well);
  if (playable)
    append_ring (snapshot, &well, radius, 2, &p->seed);

  if (!store && count > 0 && layout->pit >= PIT_DOTS_MIN)
    append_seeds (snapshot, p, &well, count);
  append_count (self, snapshot, p, layout, &well, store, count);

  if (!store && self->sowing == NULL)
    append_marks (self, snapshot, p, layout, &well, radius, cell);
  if (self->sowing != NULL && cell == _arb_pits_board_sow_current (self))
    append_hand (self, snapshot, p, layout, &well, radius);

  /* The cursor ring once the keys are used, until the next click. */
  if (cell == self->cursor && gtk_widget_has_focus (GTK_WIDGET (self)) && self->keyboard_used)
    {
      graphene_rect_t ring;

      graphene_rect_inset_r (&rect, 1, 1, &ring);
      append_ring (snapshot, &ring, radius + inset, 2, &p->focus);
    }
}

/* Whether @x is in a store's column (a store kept in sight at the edge
 * of a scrolled board stands over the pits' columns). */
static gboolean
under_store (const ArbPitsLayout *layout,
             float                x)
{
  for (guint i = 0; i < 2; i++)
    if (x >= layout->store_x[i] && x <= layout->store_x[i] + layout->pit)
      return TRUE;
  return FALSE;
}

/* The horizontal range of the widget in sight in its scrolled window
 * (all of it without one). */
static void
visible_columns (ArbPitsBoard        *self,
                 const ArbPitsLayout *layout,
                 float               *first,
                 float               *last)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;

  *first = 0;
  *last = gtk_widget_get_width (GTK_WIDGET (self));
  if (scroller == NULL)
    return;
  adjustment = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  if (gtk_adjustment_get_page_size (adjustment) <= 0)
    return;
  *first = gtk_adjustment_get_value (adjustment) - layout->pit;
  *last = gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment)
          + layout->pit;
}

void
_arb_pits_board_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  ArbPitsBoard *self = ARB_PITS_BOARD (widget);
  ArbPitsLayout layout;
  Palette p;
  graphene_rect_t board;
  float label_h;
  float first, last;

  if (self->n == 0)
    return;
  _arb_pits_board_get_layout (self, &layout);
  get_palette (self, &p);
  label_h = LABEL_ROW * layout.pit;

  graphene_rect_init (&board, layout.x0 - 4, layout.y0 + label_h - 4,
                      (self->n + 2) * layout.pit + 8, 2 * layout.pit + 8);
  append_rounded (snapshot, &board, layout.pit * .5f, &p.wood_edge);
  graphene_rect_inset (&board, 3, 3);
  append_rounded (snapshot, &board, layout.pit * .5f - 3, &p.wood);

  /* Only the pits in sight: a board of 999 pits a side is tens of
   * thousands of pixels wide, and drawing it whole takes longer than a
   * frame. */
  visible_columns (self, &layout, &first, &last);
  for (guint cell = 0; cell < 2 * self->n + 2; cell++)
    {
      graphene_rect_t rect;

      _arb_pits_board_cell_rect (self, &layout, cell, &rect);
      if (rect.origin.x + rect.size.width >= first && rect.origin.x <= last)
        append_cell (self, snapshot, &p, &layout, cell);
    }

  /* Each side's pit numbers, on its own side of the board. */
  for (guint k = 1; k <= self->n; k++)
    {
      char number[8];
      float x_bottom = layout.x0 + k * layout.pit + layout.pit / 2;
      float x_top = layout.x0 + (self->n + 1 - k) * layout.pit + layout.pit / 2;

      if (MAX (x_top, x_bottom) + layout.pit < first || MIN (x_top, x_bottom) - layout.pit > last)
        continue;
      /* A column under a store kept in sight has its number hidden too. */
      if (under_store (&layout, x_top) || under_store (&layout, x_bottom))
        continue;
      g_snprintf (number, sizeof number, "%u", k);
      append_text (self, snapshot, number, x_top, layout.y0 + label_h / 2, label_h * .6f,
                   layout.pit * .9f, FALSE, &p.label);
      append_text (self, snapshot, number, x_bottom,
                   layout.y0 + label_h * 1.5f + 2 * layout.pit, label_h * .6f,
                   layout.pit * .9f, FALSE, &p.label);
    }
}

