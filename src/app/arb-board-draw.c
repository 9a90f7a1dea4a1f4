/* arb-board-draw.c — how the board widget draws a game, by board kind
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two kinds of board (ArbBoardKind): squares (chess: light and dark
 * squares, pieces as glyphs) and points joined by lines (Alquerque: the
 * lines, a dot on each point, pieces as discs). What lies on top is the
 * same for both: the last move, the selection, the reachable cells (a dot
 * for a quiet move, a ring for one that takes), the keyboard cursor and a
 * dragged piece; a sliding piece (arb-board-slide.c) over the others.
 */
#include "arb-board-private.h"

#include <adwaita.h>

/* ------------------------------------------------------------ structs */

/* The two shades of pieces; which side has which is the game's (its
 * table's @dark_first). */
enum
{
  PIECES_LIGHT,
  PIECES_DARK,
  N_PIECE_SHADES
};

/* The colours of one style (light or dark). */
typedef struct
{
  GdkRGBA light_square;  /* squares; the background of a board of points */
  GdkRGBA dark_square;   /* squares; the lines and points of a board of points */
  GdkRGBA last_move;
  GdkRGBA selected;
  GdkRGBA marker;       /* reachable dots and capture rings */
  GdkRGBA coach;        /* the coach's disc and ring: this move hands the King away */
  GdkRGBA coach_halo;   /* around the coach's marks, so that they stand out on both squares */
  GdkRGBA check;
  /* The coordinates, each kind of square its own colour, at least 4.5:1
   * against it (WCAG's contrast for text; tests/app/test-board.c computes
   * the ratios). */
  GdkRGBA coordinate_on_light;
  GdkRGBA coordinate_on_dark;
  /* The keyboard cursor's corner brackets: a light core in a dark edge,
   * which reads on every square and is unlike the hint's and the
   * selection's blue. */
  GdkRGBA cursor;
  GdkRGBA cursor_core;
  ArbPieceColors pieces[N_PIECE_SHADES];
} Palette;

/* ------------------------------------------------------------ statics */

#define RGBA(r, g, b, a) { (r) / 255.f, (g) / 255.f, (b) / 255.f, (a) }

static const Palette light_palette = {
  .light_square  = RGBA (0xf0, 0xdc, 0xb8, 1.f),
  .dark_square   = RGBA (0xb2, 0x86, 0x61, 1.f),
  .last_move     = RGBA (0xf6, 0xd3, 0x2d, .5f),   /* Adwaita yellow 2 */
  .selected      = RGBA (0x35, 0x84, 0xe4, .5f),   /* Adwaita accent blue */
  .marker        = RGBA (0x24, 0x1f, 0x31, .3f),
  .coach         = RGBA (0xc0, 0x1c, 0x28, 1.f),   /* Adwaita red 4 */
  .coach_halo    = RGBA (0xff, 0xff, 0xff, .85f),
  .check         = RGBA (0xe0, 0x1b, 0x24, 1.f),   /* Adwaita red 3 */
  .cursor        = RGBA (0x24, 0x1f, 0x31, 1.f),
  .cursor_core   = RGBA (0xff, 0xff, 0xff, 1.f),
  .coordinate_on_light = RGBA (0x4f, 0x35, 0x20, 1.f),  /* 8.4:1 */
  .coordinate_on_dark  = RGBA (0x14, 0x0c, 0x06, 1.f),  /* 6.0:1 */
  .pieces        = {
    [PIECES_LIGHT] = { .fill = RGBA (0xff, 0xff, 0xff, 1.f), .outline = RGBA (0x24, 0x1f, 0x31, 1.f) },
    [PIECES_DARK]  = { .fill = RGBA (0x24, 0x1f, 0x31, 1.f), .outline = RGBA (0xf6, 0xf5, 0xf4, 1.f) },
  },
};

/* Dimmer squares, so that the board does not glare in a dark window. */
static const Palette dark_palette = {
  .light_square  = RGBA (0xa8, 0x9c, 0x88, 1.f),
  .dark_square   = RGBA (0x6b, 0x58, 0x48, 1.f),
  .last_move     = RGBA (0xf5, 0xc2, 0x11, .3f),
  .selected      = RGBA (0x62, 0xa0, 0xea, .55f),
  .marker        = RGBA (0x1e, 0x1e, 0x1e, .4f),
  .coach         = RGBA (0xe0, 0x1b, 0x24, 1.f),   /* Adwaita red 3 */
  .coach_halo    = RGBA (0xff, 0xff, 0xff, .85f),
  .check         = RGBA (0xff, 0x38, 0x38, 1.f),
  .cursor        = RGBA (0x00, 0x00, 0x00, 1.f),
  .cursor_core   = RGBA (0xff, 0xff, 0xff, 1.f),
  .coordinate_on_light = RGBA (0x14, 0x0c, 0x06, 1.f),  /* 7.2:1 */
  .coordinate_on_dark  = RGBA (0xff, 0xf8, 0xec, 1.f),  /* 6.4:1 */
  .pieces        = {
    [PIECES_LIGHT] = { .fill = RGBA (0xf6, 0xf5, 0xf4, 1.f), .outline = RGBA (0x1e, 0x1e, 0x1e, 1.f) },
    [PIECES_DARK]  = { .fill = RGBA (0x1e, 0x1e, 0x1e, 1.f), .outline = RGBA (0xde, 0xdd, 0xda, 1.f) },
  },
};

#undef RGBA

static const Palette *
get_palette (ArbBoard *self)
{
  AdwStyleManager *manager =
    adw_style_manager_get_for_display (gtk_widget_get_display (GTK_WIDGET (self)));

  return adw_style_manager_get_dark (manager) ? &dark_palette : &light_palette;
}

/* ------------------------------------------------------------ geometry */

/**
 * arb_board_get_geometry:
 * @self: a board
 * @geometry: (out): where its tiles lie
 *
 * Returns: %FALSE while the widget is too small to draw a tile.
 */
gboolean
arb_board_get_geometry (ArbBoard       *self,
                        ArbBoardLayout *geometry)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  int columns = (int) arb_board_columns (self);
  int rows = (int) arb_board_rows (self);

  geometry->size = MIN (width / columns, height / rows);
  geometry->x0 = (width - geometry->size * columns) / 2;
  geometry->y0 = (height - geometry->size * rows) / 2;
  return geometry->size > 0;
}

/**
 * arb_board_cell_rect:
 * @self: a board
 * @geometry: its geometry
 * @cell: a cell
 * @rect: (out): the tile of @cell, in widget coordinates
 */
void
arb_board_cell_rect (ArbBoard             *self,
                     const ArbBoardLayout *geometry,
                     ArbCell               cell,
                     graphene_rect_t      *rect)
{
  int column = arb_board_flip_x (self, arb_board_cell_x (self, cell));
  int row = arb_board_flip_y (self, arb_board_cell_y (self, cell));

  graphene_rect_init (rect,
                      geometry->x0 + column * geometry->size,
                      geometry->y0 + row * geometry->size,
                      geometry->size, geometry->size);
}

/* A cell of a grid by its column's and its row's names ("e4"). */
static void
grid_cell_name (ArbBoard *self,
                ArbCell   cell,
                char      name[16])
{
  char column[8], row[8];

  arb_board_column_name ((guint) arb_board_cell_x (self, cell), column);
  arb_board_row_name ((guint) arb_board_cell_y (self, cell), arb_board_rows (self), row);
  g_snprintf (name, 16, "%s%s", column, row);
}

/**
 * arb_board_cell_name:
 * @self: a board
 * @cell: a cell
 * @name: (out caller-allocates): its name: as the rules name it (a
 *   checkers square "15"), else a square of a grid by its column and row
 *   (chess's "e4"), a point by its number from 1 ("13")
 */
void
arb_board_cell_name (ArbBoard *self,
                     ArbCell   cell,
                     char      name[16])
{
  const ArbRules *rules = self->game != NULL ? arb_game_get_rules (self->game) : NULL;

  if (rules != NULL && rules->cell_label != NULL)
    {
      if (!rules->cell_label (cell, name))
        grid_cell_name (self, cell, name);
    }
  else if (rules != NULL && rules->board.kind == ARB_BOARD_POINTS)
    g_snprintf (name, 16, "%u", (guint) cell + 1);
  else
    grid_cell_name (self, cell, name);
}

static void
append_circle (GtkSnapshot           *snapshot,
               const graphene_rect_t *square,
               float                  radius,
               const GdkRGBA         *color)
{
  graphene_rect_t rect;
  GskRoundedRect circle;

  graphene_rect_init (&rect,
                      square->origin.x + square->size.width / 2 - radius,
                      square->origin.y + square->size.height / 2 - radius,
                      2 * radius, 2 * radius);
  gsk_rounded_rect_init_from_rect (&circle, &rect, radius);
  gtk_snapshot_push_rounded_clip (snapshot, &circle);
  gtk_snapshot_append_color (snapshot, color, &rect);
  gtk_snapshot_pop (snapshot);
}

static void
append_ring (GtkSnapshot           *snapshot,
             const graphene_rect_t *square,
             float                  width,
             const GdkRGBA         *color)
{
  graphene_rect_t rect;
  GskRoundedRect circle;
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };

  graphene_rect_inset_r (square, width / 3, width / 3, &rect);
  gsk_rounded_rect_init_from_rect (&circle, &rect, rect.size.width / 2);
  gtk_snapshot_append_border (snapshot, &circle, widths, colors);
}

/* A red glow centred on the square of a King under attack. */
static void
append_check (GtkSnapshot           *snapshot,
              const graphene_rect_t *square,
              const GdkRGBA         *color)
{
  GskColorStop stops[3];
  graphene_point_t centre;

  stops[0].offset = 0.f;
  stops[0].color = *color;
  stops[1].offset = .45f;
  stops[1].color = *color;
  stops[1].color.alpha *= .75f;
  stops[2].offset = 1.f;
  stops[2].color = *color;
  stops[2].color.alpha = 0.f;
  graphene_rect_get_center (square, &centre);
  gtk_snapshot_append_radial_gradient (snapshot, square, &centre,
                                       square->size.width * .7f, square->size.height * .7f,
                                       0.f, 1.f, stops, G_N_ELEMENTS (stops));
}

/* The colour of a coordinate written on @cell: dark on a light square, and
 * whatever reads on a dark one (see Palette). */
static const GdkRGBA *
coordinate_color (ArbBoard      *self,
                  const Palette *palette,
                  ArbCell        cell)
{
  return (arb_board_cell_x (self, cell) + arb_board_cell_y (self, cell)) % 2 == 0
           ? &palette->coordinate_on_light : &palette->coordinate_on_dark;
}

/* The names of the columns along the bottom edge and of the rows along the
 * left one (chess's file letters and rank numbers), inside the squares. */
static void
append_coordinates (ArbBoard             *self,
                    GtkSnapshot          *snapshot,
                    const ArbBoardLayout *geometry,
                    const Palette        *palette)
{
  float margin = MAX (1.f, geometry->size * .05f);
  int descent = 0;
  guint columns = arb_board_columns (self);
  guint rows = arb_board_rows (self);

  /* Too small to read: the cache made no labels. */
  if (arb_board_glyphs_get_column_label (self->glyphs, 0) == NULL)
    return;

  /* The letters share a baseline, as high as the deepest descender (g)
   * needs; the labels keep to their corners, by their ink, so that they
   * stay clear of the pieces. */
  for (guint x = 0; x < columns; x++)
    {
      PangoLayout *label = arb_board_glyphs_get_column_label (self->glyphs, x);
      PangoRectangle ink;

      pango_layout_get_pixel_extents (label, &ink, NULL);
      descent = MAX (descent, ink.y + ink.height - pango_layout_get_baseline (label) / PANGO_SCALE);
    }

  /* Each column's name, bottom right of its cell in the bottom row shown. */
  for (guint x = 0; x < columns; x++)
    {
      PangoLayout *label = arb_board_glyphs_get_column_label (self->glyphs, x);
      ArbCell cell = arb_board_cell (self, (int) x, arb_board_flip_y (self, (int) rows - 1));
      PangoRectangle ink;
      graphene_rect_t rect;

      arb_board_cell_rect (self, geometry, cell, &rect);
      pango_layout_get_pixel_extents (label, &ink, NULL);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (rect.origin.x + rect.size.width - margin
                                                      - (ink.x + ink.width),
                                                    rect.origin.y + rect.size.height - margin
                                                      - descent
                                                      - pango_layout_get_baseline (label)
                                                          / PANGO_SCALE));
      gtk_snapshot_append_layout (snapshot, label, coordinate_color (self, palette, cell));
      gtk_snapshot_restore (snapshot);
    }

  /* Each row's name, top left of its cell in the left column shown. */
  for (guint y = 0; y < rows; y++)
    {
      PangoLayout *label = arb_board_glyphs_get_row_label (self->glyphs, y);
      ArbCell cell = arb_board_cell (self, arb_board_flip_x (self, 0), (int) y);
      PangoRectangle ink;
      graphene_rect_t rect;

      arb_board_cell_rect (self, geometry, cell, &rect);
      pango_layout_get_pixel_extents (label, &ink, NULL);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (rect.origin.x + margin - ink.x,
                                                    rect.origin.y + margin - ink.y));
      gtk_snapshot_append_layout (snapshot, label, coordinate_color (self, palette, cell));
      gtk_snapshot_restore (snapshot);
    }
}

/**
 * arb_board_coordinate_colors:
 * @dark: the dark style's colours rather than the light style's
 * @on_dark_square: for a dark square rather than a light one
 * @square: (out): the colour of that kind of square
 * @text: (out): the colour of the coordinates written on it
 *
 * For the tests, which check the contrast between the two.
 */
void
arb_board_coordinate_colors (gboolean  dark,
                             gboolean  on_dark_square,
                             GdkRGBA  *square,
                             GdkRGBA  *text)
{
  const Palette *palette = dark ? &dark_palette : &light_palette;

  *square = on_dark_square ? palette->dark_square : palette->light_square;
  *text = on_dark_square ? palette->coordinate_on_dark : palette->coordinate_on_light;
}

/* ------------------------------------------------------------ the coach */

/* The coach's dark edge: with the light halo inside it, one of the two
 * stands apart from any square of either style. */
static const GdkRGBA coach_edge = { .12f, .11f, .15f, .7f };

/* Strokes the current path of @cr three times, widest first: the dark
 * edge, the light halo and the coach's red, which stands apart from the
 * halo. The mark so reads on every square of both styles. */
static void
stroke_coach (cairo_t       *cr,
              const Palette *palette,
              double         width)
{
  cairo_set_line_width (cr, width + MAX (3., width * .9));
  gdk_cairo_set_source_rgba (cr, &coach_edge);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width + MAX (2., width * .6));
  gdk_cairo_set_source_rgba (cr, &palette->coach_halo);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  gdk_cairo_set_source_rgba (cr, &palette->coach);
  cairo_stroke (cr);
}

/* The coach's badge, a red disc of @radius crossed out in white, centred
 * at (@x, @y): "not there". It replaces the dot of a quiet move; a smaller
 * one sits in the corner of a capture's ring. */
static void
append_coach_badge (GtkSnapshot   *snapshot,
                    const Palette *palette,
                    float          x,
                    float          y,
                    float          radius)
{
  float halo = MAX (1.5f, radius * .15f);
  float edge = halo + MAX (1.f, radius * .08f);
  float arm = radius * .42f;
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot,
                                           &GRAPHENE_RECT_INIT (x - radius - edge,
                                                                y - radius - edge,
                                                                2 * (radius + edge),
                                                                2 * (radius + edge)));

  cairo_arc (cr, x, y, radius + edge, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &coach_edge);
  cairo_fill (cr);
  cairo_arc (cr, x, y, radius + halo, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &palette->coach_halo);
  cairo_fill (cr);
  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &palette->coach);
  cairo_fill (cr);

  cairo_move_to (cr, x - arm, y - arm);
  cairo_line_to (cr, x + arm, y + arm);
  cairo_move_to (cr, x + arm, y - arm);
  cairo_line_to (cr, x - arm, y + arm);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, MAX (1.5, radius * .28));
  cairo_set_source_rgb (cr, 1., 1., 1.);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

/* A ring around a piece the move would take, in the coach's colours. */
static void
append_coach_ring (GtkSnapshot           *snapshot,
                   const Palette         *palette,
                   const graphene_rect_t *square,
                   float                  width)
{
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, square);
  graphene_point_t centre;

  graphene_rect_get_center (square, &centre);
  cairo_new_sub_path (cr);
  cairo_arc (cr, centre.x, centre.y, square->size.width / 2 - width * 1.5, 0, 2 * G_PI);
  stroke_coach (cr, palette, width);
  cairo_destroy (cr);
}

/* ------------------------------------------------------------ the boards */

/* Chess: one light board, then the dark squares on it. */
static void
append_squares (ArbBoard             *self,
                GtkSnapshot          *snapshot,
                const ArbBoardLayout *geometry,
                const Palette        *palette)
{
  graphene_rect_t rect;

  graphene_rect_init (&rect, geometry->x0, geometry->y0,
                      geometry->size * arb_board_columns (self),
                      geometry->size * arb_board_rows (self));
  gtk_snapshot_append_color (snapshot, &palette->light_square, &rect);
  for (guint cell = 0; cell < arb_board_n_cells (self); cell++)
    if ((arb_board_cell_x (self, cell) + arb_board_cell_y (self, cell)) % 2 == 1)
      {
        arb_board_cell_rect (self, geometry, cell, &rect);
        gtk_snapshot_append_color (snapshot, &palette->dark_square, &rect);
      }
}

/* Alquerque: the lines between the points' centres, then a small dot on
 * every point. The lines need a path, which GTK 4.8's snapshot lacks:
 * cairo draws them, once per frame, a few dozen segments. */
static void
append_points (ArbBoard             *self,
               GtkSnapshot          *snapshot,
               const ArbBoardLayout *geometry,
               const Palette        *palette)
{
  const ArbBoardGeometry *board = &arb_game_get_rules (self->game)->board;
  float size = geometry->size;
  graphene_rect_t rect;
  cairo_t *cr;

  graphene_rect_init (&rect, geometry->x0, geometry->y0, size * arb_board_columns (self),
                      size * arb_board_rows (self));
  gtk_snapshot_append_color (snapshot, &palette->light_square, &rect);

  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  gdk_cairo_set_source_rgba (cr, &palette->dark_square);
  cairo_set_line_width (cr, MAX (1.5, size * .04));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < board->n_segments; i++)
    {
      graphene_rect_t a, b;

      arb_board_cell_rect (self, geometry, board->segments[i][0], &a);
      arb_board_cell_rect (self, geometry, board->segments[i][1], &b);
      cairo_move_to (cr, a.origin.x + size / 2, a.origin.y + size / 2);
      cairo_line_to (cr, b.origin.x + size / 2, b.origin.y + size / 2);
    }
  cairo_stroke (cr);
  cairo_destroy (cr);

  for (guint cell = 0; cell < arb_board_n_cells (self); cell++)
    {
      arb_board_cell_rect (self, geometry, cell, &rect);
      append_circle (snapshot, &rect, MAX (2.f, size * .07f), &palette->dark_square);
    }
}

/* A piece of a board of points: a disc in its side's colour with an
 * outline, so that both sides read on the light background. */
static void
append_disc (GtkSnapshot           *snapshot,
             const graphene_rect_t *tile,
             const ArbPieceColors  *colors,
             float                  scale)
{
  float radius = tile->size.width * .36f * scale;

  append_circle (snapshot, tile, radius, &colors->outline);
  append_circle (snapshot, tile, radius - MAX (1.5f, tile->size.width * .035f), &colors->fill);
}

/* A king of a game of discs: a small crown in the outline colour on the
 * disc, drawn with cairo (three points and a band). */
static void
append_crown (GtkSnapshot           *snapshot,
              const graphene_rect_t *tile,
              const ArbPieceColors  *colors,
              float                  scale)
{
  float w = tile->size.width * .36f * scale;
  float cx = tile->origin.x + tile->size.width / 2.f;
  float cy = tile->origin.y + tile->size.height / 2.f;
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, tile);

  gdk_cairo_set_source_rgba (cr, &colors->outline);
  cairo_move_to (cr, cx - w * .55, cy + w * .32);
  cairo_line_to (cr, cx - w * .62, cy - w * .30);
  cairo_line_to (cr, cx - w * .28, cy + w * .02);
  cairo_line_to (cr, cx, cy - w * .45);
  cairo_line_to (cr, cx + w * .28, cy + w * .02);
  cairo_line_to (cr, cx + w * .62, cy - w * .30);
  cairo_line_to (cr, cx + w * .55, cy + w * .32);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_destroy (cr);
}

/* The shade of @side's pieces: the first player's are light unless the
 * game says they are dark (checkers' Black moves first). */
static guint
side_shade (ArbBoard *self,
            ArbSide   side)
{
  gboolean dark_first = self->game != NULL && arb_game_get_rules (self->game)->dark_first;

  return (side == ARB_SIDE_FIRST) == dark_first ? PIECES_DARK : PIECES_LIGHT;
}

/* The colours of each side's pieces, first player first. */
static void
side_colors (ArbBoard       *self,
             const Palette  *palette,
             ArbPieceColors  colors[ARB_N_SIDES])
{
  for (guint side = 0; side < ARB_N_SIDES; side++)
    colors[side] = palette->pieces[side_shade (self, (ArbSide) side)];
}

/* Whether the game's pieces are discs (Alquerque, checkers) rather than
 * chess figurines. */
static gboolean
draws_discs (ArbBoard *self)
{
  const ArbRules *rules = self->game != NULL ? arb_game_get_rules (self->game) : NULL;

  return rules != NULL && (rules->board.kind == ARB_BOARD_POINTS
                           || rules->board.piece_style == ARB_PIECE_STYLE_DISCS);
}

/* Marks the tile of @cell: the whole square on a grid, a soft disc under
 * the point on a board of points. */
static void
append_tile_mark (ArbBoard             *self,
                  GtkSnapshot          *snapshot,
                  const ArbBoardLayout *geometry,
                  ArbCell               cell,
                  const GdkRGBA        *color)
{
  graphene_rect_t rect;

  arb_board_cell_rect (self, geometry, cell, &rect);
  if (arb_game_get_rules (self->game)->board.kind == ARB_BOARD_POINTS)
    append_circle (snapshot, &rect, geometry->size * .46f, color);
  else
    gtk_snapshot_append_color (snapshot, color, &rect);
}

/* A piece of a game of figurines, from @glyphs (made for @rect's size);
 * nothing for a piece the table gives no symbol. */
static void
append_figurine (GtkSnapshot           *snapshot,
                 ArbBoardGlyphs        *glyphs,
                 guint8                 piece,
                 const graphene_rect_t *rect)
{
  GdkTexture *texture = arb_board_glyphs_get_piece (glyphs, piece);

  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture, rect);
}

static void
append_piece (ArbBoard              *self,
              GtkSnapshot           *snapshot,
              const Palette         *palette,
              guint8                 piece,
              const graphene_rect_t *rect,
              float                  scale)
{
  if (draws_discs (self))
    {
      const ArbPieceColors *colors =
        &palette->pieces[side_shade (self, arb_cell_piece_side (piece))];

      append_disc (snapshot, rect, colors, scale);
      if (arb_cell_piece_kind (piece) == 2)
        append_crown (snapshot, rect, colors, scale);
    }
  else
    append_figurine (snapshot, self->glyphs, piece, rect);
}

/* A piece in the board's colours, for the slide (arb-board-slide.c). */
void
arb_board_draw_piece (ArbBoard              *self,
                      GtkSnapshot           *snapshot,
                      guint8                 piece,
                      const graphene_rect_t *rect)
{
  append_piece (self, snapshot, get_palette (self), piece, rect, 1.f);
}

/**
 * arb_board_get_tiles_bounds:
 * @self: a board
 * @bounds: (out): the rectangle its tiles cover, in its own coordinates
 *
 * Where the board itself lies in the widget (it keeps its shape and is
 * centred), for what is drawn beside it.
 *
 * Returns: %FALSE while it is too small to draw.
 */
gboolean
arb_board_get_tiles_bounds (ArbBoard        *self,
                            graphene_rect_t *bounds)
{
  ArbBoardLayout geometry;

  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);

  if (!arb_board_get_geometry (self, &geometry))
    return FALSE;
  graphene_rect_init (bounds, geometry.x0, geometry.y0,
                      geometry.size * arb_board_columns (self),
                      geometry.size * arb_board_rows (self));
  return TRUE;
}

/**
 * arb_board_append_piece:
 * @self: a board
 * @widget: the widget drawing (its font and scale make the glyphs)
 * @glyphs: the caller's own glyph cache, made for @rect's size here
 * @snapshot: where to draw
 * @piece: a piece, in the game's coding
 * @rect: the tile to draw it in
 *
 * Draws @piece as the board draws it, in the board's colours, for the
 * pieces shown beside it. The caller keeps its own glyphs: whatever order
 * GTK draws the widgets in, they are ready.
 */
void
arb_board_append_piece (ArbBoard              *self,
                        GtkWidget             *widget,
                        ArbBoardGlyphs        *glyphs,
                        GtkSnapshot           *snapshot,
                        guint8                 piece,
                        const graphene_rect_t *rect)
{
  const Palette *palette;

  g_return_if_fail (ARB_IS_BOARD (self));

  if (self->game == NULL || piece == ARB_CELL_EMPTY)
    return;
  palette = get_palette (self);
  if (draws_discs (self))
    append_piece (self, snapshot, palette, piece, rect, 1.f);
  else
    {
      ArbPieceColors colors[ARB_N_SIDES];

      side_colors (self, palette, colors);
      arb_board_glyphs_update (glyphs, widget, (int) rect->size.width,
                               arb_game_get_rules (self->game), colors);
      append_figurine (snapshot, glyphs, piece, rect);
    }
}

/* ------------------------------------------------------------ snapshot */

/* What lights up on the cells, as sets of cells (ARB_CELL_BIT()). */
typedef struct
{
  guint64 reachable;  /* where the selected piece may go, as shown */
  guint64 takes;      /* those of them where it takes */
  guint64 threatened; /* the threatened cells (chess: the Kings in check) */
  guint64 coached;    /* those the coach warns of */
} Highlights;

static void
get_highlights (ArbBoard   *self,
                Highlights *highlights)
{
  *highlights = (Highlights) { 0, 0, 0, 0 };
  if (self->game == NULL)
    return;
  highlights->threatened = arb_board_get_threatened (self);
  if (self->show_reachable || self->show_coach)
    highlights->reachable = arb_board_get_reachable_and_captures (self, &highlights->takes);
  if (self->show_coach)
    highlights->coached = arb_board_get_coached (self);
  /* The coach's marks stand alone when the other reachable squares are
   * not shown. */
  if (!self->show_reachable)
    highlights->reachable &= highlights->coached;
}

/* The tiles marked under everything else: the last move, the selection, a
 * capture's stops so far and the hint. */
static void
append_tile_marks (ArbBoard             *self,
                   GtkSnapshot          *snapshot,
                   const ArbBoardLayout *geometry,
                   const Palette        *palette)
{
  ArbMove last_move;

  if (self->show_last_move && arb_board_get_last_move (self, &last_move))
    for (guint i = 0; i < last_move.n_cells; i++)
      append_tile_mark (self, snapshot, geometry, last_move.cells[i], &palette->last_move);
  if (self->selected != ARB_CELL_NONE)
    append_tile_mark (self, snapshot, geometry, self->selected, &palette->selected);
  /* A capture being entered: its stops so far, the piece at the last. */
  for (guint i = 1; i < self->path.n_cells; i++)
    append_tile_mark (self, snapshot, geometry, self->path.cells[i], &palette->selected);
  arb_board_hint_snapshot (self, snapshot, geometry);
}

/* The threats' glow and the marks of the cells the selected piece can
 * reach, under the pieces. */
static void
append_highlights (ArbBoard             *self,
                   GtkSnapshot          *snapshot,
                   const ArbBoardLayout *geometry,
                   const Palette        *palette,
                   const Highlights     *highlights)
{
  float size = geometry->size;
  graphene_rect_t rect;

  for (guint cell = 0; cell < arb_board_n_cells (self); cell++)
    {
      guint64 bit = ARB_CELL_BIT (cell);
      gboolean take = (highlights->takes & bit) != 0;

      if (highlights->threatened & bit)
        {
          arb_board_cell_rect (self, geometry, cell, &rect);
          append_check (snapshot, &rect, &palette->check);
        }
      /* A quiet move is a dot in the middle of the empty cell; a capture a
       * ring around the piece, which a dot would hide behind; a jump a ring
       * around the empty point it lands on. */
      if (!(highlights->reachable & bit))
        continue;
      arb_board_cell_rect (self, geometry, cell, &rect);
      /* The coach: this move leaves the King to be taken. A red
       * crossed-out disc instead of the dot; a red ring instead of the
       * grey one, with a small crossed-out disc in its corner, drawn
       * over the pieces (append_pieces()). Told apart from the other marks
       * by their shape as well as their colour. */
      if ((highlights->coached & bit) && take)
        append_coach_ring (snapshot, palette, &rect, MAX (2.f, size * .05f));
      else if (highlights->coached & bit)
        append_coach_badge (snapshot, palette, rect.origin.x + size / 2.f,
                            rect.origin.y + size / 2.f, size * .17f);
      else if (take)
        append_ring (snapshot, &rect, MAX (2.f, size * .08f), &palette->marker);
      else
        append_circle (snapshot, &rect, size * .16f, &palette->marker);
    }
}

/* The pieces of the game shown, and the coach's badges over them. */
static void
append_pieces (ArbBoard             *self,
               GtkSnapshot          *snapshot,
               const ArbBoardLayout *geometry,
               const Palette        *palette,
               const Highlights     *highlights)
{
  float size = geometry->size;
  graphene_rect_t rect;

  for (guint cell = 0; cell < arb_board_n_cells (self); cell++)
    {
      /* During a slide, the position before the move, the mover lifted. */
      guint8 piece = arb_board_slide_piece_on (self, cell);

      /* Hop by hop, the pieces jumped leave the board and the jumping
       * piece stands on its last stop (drawn below). */
      if (piece == ARB_CELL_EMPTY || arb_board_path_jumped (self, cell)
          || (arb_board_path_in_progress (self) && cell == self->path.cells[0]))
        continue;
      arb_board_cell_rect (self, geometry, cell, &rect);
      /* The dragged piece leaves a faint trace on its cell. */
      if (self->dragging && cell == self->drag_from)
        gtk_snapshot_push_opacity (snapshot, .35);
      append_piece (self, snapshot, palette, piece, &rect, 1.f);
      if (self->dragging && cell == self->drag_from)
        gtk_snapshot_pop (snapshot);
    }

  /* The jumping piece on its last stop, unless it slides there. */
  if (arb_board_path_in_progress (self) && !arb_board_slide_hop_running (self))
    {
      arb_board_cell_rect (self, geometry, arb_move_last (&self->path), &rect);
      append_piece (self, snapshot, palette, arb_board_piece_on (self, self->path.cells[0]),
                    &rect, 1.f);
    }

  /* The coach's badge on a piece that may be taken goes in the top right
   * corner, where neither the piece nor a coordinate is. */
  for (guint cell = 0; cell < arb_board_n_cells (self); cell++)
    if (highlights->coached & highlights->takes & highlights->reachable & ARB_CELL_BIT (cell))
      {
        arb_board_cell_rect (self, geometry, cell, &rect);
        append_coach_badge (snapshot, palette, rect.origin.x + size * .83f,
                            rect.origin.y + size * .17f, MAX (4.f, size * .11f));
      }
}

/* The four corners of @rect as brackets: arms of @length along its edges,
 * @thickness thick, @inset inside them (0: the whole bracket). */
static void
append_brackets (GtkSnapshot           *snapshot,
                 const graphene_rect_t *rect,
                 float                  length,
                 float                  thickness,
                 float                  inset,
                 const GdkRGBA         *color)
{
  float x0 = rect->origin.x + inset;
  float y0 = rect->origin.y + inset;
  float x1 = rect->origin.x + rect->size.width - inset;
  float y1 = rect->origin.y + rect->size.height - inset;
  float arm = length - 2 * inset;
  float t = thickness - 2 * inset;
  const graphene_rect_t arms[8] = {
    GRAPHENE_RECT_INIT (x0, y0, arm, t), GRAPHENE_RECT_INIT (x0, y0, t, arm),
    GRAPHENE_RECT_INIT (x1 - arm, y0, arm, t), GRAPHENE_RECT_INIT (x1 - t, y0, t, arm),
    GRAPHENE_RECT_INIT (x0, y1 - t, arm, t), GRAPHENE_RECT_INIT (x0, y1 - arm, t, arm),
    GRAPHENE_RECT_INIT (x1 - arm, y1 - t, arm, t), GRAPHENE_RECT_INIT (x1 - t, y1 - arm, t, arm),
  };

  for (guint i = 0; i < G_N_ELEMENTS (arms); i++)
    gtk_snapshot_append_color (snapshot, color, &arms[i]);
}

/* The keyboard cursor, only for a player who uses the keyboard: brackets
 * at its cell's corners, a light core in a dark edge, so that beside or
 * on a hinted cell (a blue frame, a blue fill) it never reads as part of
 * the hint, nor as the selection. */
static void
append_cursor (ArbBoard             *self,
               GtkSnapshot          *snapshot,
               const ArbBoardLayout *geometry,
               const Palette        *palette,
               gboolean              points)
{
  GtkWidget *widget = GTK_WIDGET (self);
  float size = geometry->size;
  float thickness = MAX (4.f, size * .08f);
  float length = MAX (thickness * 2.f, size * .3f);
  graphene_rect_t rect;

  if (!gtk_widget_has_focus (widget)
      || !(self->keyboard_used || gtk_widget_has_visible_focus (widget)))
    return;
  arb_board_cell_rect (self, geometry, self->cursor, &rect);
  /* A point's piece fills less of its tile: the brackets close in. */
  if (points)
    graphene_rect_inset (&rect, size * .06f, size * .06f);
  append_brackets (snapshot, &rect, length, thickness, 0, &palette->cursor);
  append_brackets (snapshot, &rect, length, thickness, MAX (1.f, thickness / 4.f),
                   &palette->cursor_core);
}

/* The dragged piece, a little larger, above everything else. */
static void
append_dragged_piece (ArbBoard             *self,
                      GtkSnapshot          *snapshot,
                      const ArbBoardLayout *geometry,
                      const Palette        *palette)
{
  float size = geometry->size;
  guint8 piece;

  if (!self->dragging || self->game == NULL)
    return;
  piece = arb_board_piece_on (self, self->drag_from);
  if (piece == ARB_CELL_EMPTY)
    return;
  if (draws_discs (self))
    {
      graphene_rect_t rect;

      graphene_rect_init (&rect, self->drag_x - size / 2.f, self->drag_y - size / 2.f,
                          size, size);
      append_piece (self, snapshot, palette, piece, &rect, 1.2f);
    }
  else
    {
      int big;
      GdkTexture *texture = arb_board_glyphs_get_lifted_piece (self->glyphs, GTK_WIDGET (self),
                                                               piece, &big);

      if (texture != NULL)
        gtk_snapshot_append_texture (snapshot, texture,
                                     &GRAPHENE_RECT_INIT (self->drag_x - big / 2.f,
                                                          self->drag_y - big / 2.f, big, big));
    }
}

/* Draws the board: the cells, what lights up on them, the coordinates,
 * the pieces, the keyboard cursor and a dragged piece, in that order. */
void
arb_board_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  ArbBoard *self = ARB_BOARD (widget);
  const Palette *palette = get_palette (self);
  const ArbRules *rules = arb_board_rules (self);
  ArbBoardLayout geometry;
  Highlights highlights;
  gboolean points;

  if (!arb_board_get_geometry (self, &geometry))
    return;
  points = self->game != NULL && rules->board.kind == ARB_BOARD_POINTS;
  /* The glyphs hold the coordinates too: a grid needs them either way. */
  if (!points)
    {
      ArbPieceColors colors[ARB_N_SIDES];

      side_colors (self, palette, colors);
      arb_board_glyphs_update (self->glyphs, widget, geometry.size, rules, colors);
    }

  if (points)
    append_points (self, snapshot, &geometry, palette);
  else
    append_squares (self, snapshot, &geometry, palette);

  if (self->game != NULL)
    append_tile_marks (self, snapshot, &geometry, palette);
  get_highlights (self, &highlights);
  append_highlights (self, snapshot, &geometry, palette, &highlights);

  if (self->show_coordinates && self->game != NULL && rules->cell_label != NULL)
    arb_board_append_cell_labels (self, snapshot, &geometry, &palette->coordinate_on_light,
                                  &palette->coordinate_on_dark);
  else if (self->show_coordinates && points)
    arb_board_append_point_numbers (self, snapshot, &geometry, &palette->coordinate_on_light);
  else if (self->show_coordinates)
    append_coordinates (self, snapshot, &geometry, palette);

  if (self->game != NULL)
    {
      append_pieces (self, snapshot, &geometry, palette, &highlights);
      arb_board_slide_snapshot (self, snapshot, &geometry);
    }
  append_cursor (self, snapshot, &geometry, palette, points);
  append_dragged_piece (self, snapshot, &geometry, palette);
}
