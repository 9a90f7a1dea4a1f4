/* arb-board-glyphs.c — the board's pieces and labels, made once per size
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is drawn again after every click, and it shows the same twelve
 * pieces and sixteen coordinate labels each time. Shaping text and
 * outlining glyphs are the costly part of drawing it, so they are done once
 * for a square size and kept: a frame only places them.
 *
 * - Each piece is its font symbol, filled and outlined with cairo into a
 *   texture of exactly one square in device pixels, so it stays crisp at
 *   any size and scale. The GL renderer draws a texture in one go, where
 *   the symbol with eight shifted copies for the outline was nine glyph
 *   runs per piece; build-aux/compare-startup measures the first frame.
 * - The piece being dragged is drawn a little larger, made when a drag
 *   first lifts it and kept while the player moves it about.
 * - Each label is a laid-out PangoLayout.
 *
 * The cache is made again when the square size, the scale, the colours or
 * the widget's Pango context change (a new system font or font options
 * change the context's serial).
 */
#include "arb-board-glyphs.h"

#include <string.h>

/* DejaVu Sans has all twelve chess symbols and is on every Debian desktop:
 * fonts-dejavu-core is the first choice of fontconfig-config, which GTK
 * depends on. Without it Pango falls back to any font that has them. */
#define PIECE_FONT "DejaVu Sans"

/* Both sides use the filled symbols (♚♛♜♝♞♟), told apart by their fill and
 * an outline of the opposite colour: the outline also lines the symbols'
 * cut-out details, so a White piece shows dark lines and a Black one light
 * lines, and both stand out on either square colour. */
static const char *const piece_glyphs[ARB_N_PIECE_TYPES] = {
  [ARB_PIECE_TYPE_KING]   = "\u265a",
  [ARB_PIECE_TYPE_QUEEN]  = "\u265b",
  [ARB_PIECE_TYPE_ROOK]   = "\u265c",
  [ARB_PIECE_TYPE_BISHOP] = "\u265d",
  [ARB_PIECE_TYPE_KNIGHT] = "\u265e",
  [ARB_PIECE_TYPE_PAWN]   = "\u265f",
};

/* How much larger a dragged piece is drawn than one on its square. */
#define LIFT 1.15f

struct _ArbBoardGlyphs
{
  /* what the cache was made for; square_size 0: nothing yet */
  int             square_size;
  int             scale;
  guint           serial;       /* of the widget's Pango context */
  ArbPieceColors  colors[ARB_N_SIDES];

  GdkTexture     *pieces[ARB_N_SIDES][ARB_N_PIECE_TYPES];
  GdkTexture     *lifted;       /* @lifted_piece, LIFT times a square; NULL: none yet */
  ArbPiece        lifted_piece;
  PangoLayout    *files[ARB_BOARD_SIZE];  /* NULL when too small to read */
  PangoLayout    *ranks[ARB_BOARD_SIZE];
};

static void
clear (ArbBoardGlyphs *self)
{
  for (int side = 0; side < ARB_N_SIDES; side++)
    for (int type = 0; type < ARB_N_PIECE_TYPES; type++)
      g_clear_object (&self->pieces[side][type]);
  g_clear_object (&self->lifted);
  for (int i = 0; i < ARB_BOARD_SIZE; i++)
    {
      g_clear_object (&self->files[i]);
      g_clear_object (&self->ranks[i]);
    }
  self->square_size = 0;
}

static PangoLayout *
new_label (GtkWidget                  *widget,
           const PangoFontDescription *font,
           char                        text)
{
  char string[2] = { text, '\0' };
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, string);

  pango_layout_set_font_description (layout, font);
  return layout;
}

ArbBoardGlyphs *
arb_board_glyphs_new (void)
{
  return g_new0 (ArbBoardGlyphs, 1);
}

void
arb_board_glyphs_free (ArbBoardGlyphs *self)
{
  if (self == NULL)
    return;
  clear (self);
  g_free (self);
}

static void
set_source (cairo_t       *cr,
            const GdkRGBA *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

/* @piece centred in a new texture of @size × @size logical pixels (times
 * @widget's scale in device pixels), filled and outlined in @colors. */
static GdkTexture *
render_piece (GtkWidget            *widget,
              ArbPiece              piece,
              int                   size,
              const ArbPieceColors *colors)
{
  ArbPieceType type = arb_piece_type (piece);
  int scale = gtk_widget_get_scale_factor (widget);
  int pixels = MAX (1, size) * scale;
  g_autoptr (PangoLayout) layout = NULL;
  g_autoptr (GBytes) bytes = NULL;
  PangoFontDescription *font;
  PangoRectangle ink;
  cairo_surface_t *surface;
  GdkTexture *texture;
  cairo_t *cr;

  g_return_val_if_fail (type > ARB_PIECE_TYPE_NONE && type < ARB_N_PIECE_TYPES, NULL);

  /* The symbols' ink is about 0.8 em tall in DejaVu Sans: this leaves a
   * little air around the tallest (the King). */
  layout = gtk_widget_create_pango_layout (widget, piece_glyphs[type]);
  font = pango_font_description_from_string (PIECE_FONT);
  pango_font_description_set_absolute_size (font, size * .86 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_extents (layout, &ink, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixels, pixels);
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, size / 2. - (ink.x + ink.width / 2.) / PANGO_SCALE,
                   size / 2. - (ink.y + ink.height / 2.) / PANGO_SCALE);
  pango_cairo_layout_path (cr, layout);

  /* Stroke, then fill over the inner half of the stroke: what shows of
   * the outline is 2.8 % of the square wide, never under a pixel. */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, 2 * MAX (1., size * .028));
  set_source (cr, &colors->outline);
  cairo_stroke_preserve (cr);
  set_source (cr, &colors->fill);
  cairo_fill (cr);
  cairo_destroy (cr);

  /* Cairo's ARGB32 is GDK's default memory format: premultiplied, in the
   * machine's byte order. */
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * pixels);
  texture = gdk_memory_texture_new (pixels, pixels, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  return texture;
}

/**
 * arb_board_glyphs_label_size:
 * @square_size: the side of a square, in logical pixels
 *
 * The font size of the coordinates: about a quarter of the square (the
 * ink of a digit, about 0.73 em in bold, is then near a fifth of it), and
 * no less than 11 pixels while that still fits a third of the square, so
 * that small boards keep readable labels in their corners.
 *
 * Returns: the size in pixels, or 0 when the squares are too small for
 *   labels that can be read.
 */
int
arb_board_glyphs_label_size (int square_size)
{
  int size = MAX ((int) (square_size * .26f), MIN (11, (int) (square_size * .34f)));

  return size < 8 ? 0 : size;
}

/**
 * arb_board_glyphs_update:
 * @self: a cache
 * @widget: the board
 * @square_size: the side of a square, in logical pixels
 * @colors: the colours of White's pieces, then of Black's
 *
 * Makes the pieces and labels for squares of @square_size in @widget's
 * current font and scale, unless they are made already.
 */
void
arb_board_glyphs_update (ArbBoardGlyphs       *self,
                         GtkWidget            *widget,
                         int                   square_size,
                         const ArbPieceColors  colors[ARB_N_SIDES])
{
  PangoContext *context = gtk_widget_get_pango_context (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  PangoFontDescription *font;
  int label_size = arb_board_glyphs_label_size (square_size);

  if (self->square_size == square_size && self->scale == scale
      && self->serial == pango_context_get_serial (context)
      && memcmp (self->colors, colors, sizeof self->colors) == 0)
    return;
  clear (self);
  self->square_size = square_size;
  self->scale = scale;
  self->serial = pango_context_get_serial (context);
  memcpy (self->colors, colors, sizeof self->colors);

  for (ArbSide side = 0; side < ARB_N_SIDES; side++)
    for (ArbPieceType type = ARB_PIECE_TYPE_NONE + 1; type < ARB_N_PIECE_TYPES; type++)
      self->pieces[side][type] = render_piece (widget, arb_piece_make (type, side), square_size,
                                               &colors[side]);

  /* Coordinates too small to read: better nothing than smudges. */
  if (label_size == 0)
    return;
  font = pango_font_description_copy (pango_context_get_font_description (context));
  pango_font_description_set_absolute_size (font, label_size * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  for (int i = 0; i < ARB_BOARD_SIZE; i++)
    {
      self->files[i] = new_label (widget, font, 'a' + i);
      self->ranks[i] = new_label (widget, font, '1' + i);
    }
  pango_font_description_free (font);
}

/**
 * arb_board_glyphs_get_piece:
 * @self: an updated cache
 * @piece: a piece, not %ARB_PIECE_NONE
 *
 * Returns: (transfer none): @piece in a texture of one square.
 */
GdkTexture *
arb_board_glyphs_get_piece (ArbBoardGlyphs *self,
                            ArbPiece        piece)
{
  ArbPieceType type = arb_piece_type (piece);

  g_return_val_if_fail (type > ARB_PIECE_TYPE_NONE && type < ARB_N_PIECE_TYPES, NULL);

  return self->pieces[arb_piece_side (piece)][type];
}

/**
 * arb_board_glyphs_get_lifted_piece:
 * @self: an updated cache
 * @widget: the board
 * @piece: the piece being dragged, not %ARB_PIECE_NONE
 * @size: (out): the texture's side, in logical pixels
 *
 * Returns: (transfer none): @piece a little larger than on its square.
 */
GdkTexture *
arb_board_glyphs_get_lifted_piece (ArbBoardGlyphs *self,
                                   GtkWidget      *widget,
                                   ArbPiece        piece,
                                   int            *size)
{
  g_return_val_if_fail (arb_piece_type (piece) != ARB_PIECE_TYPE_NONE, NULL);

  *size = self->square_size * LIFT;
  if (self->lifted == NULL || self->lifted_piece != piece)
    {
      g_clear_object (&self->lifted);
      self->lifted = render_piece (widget, piece, *size, &self->colors[arb_piece_side (piece)]);
      self->lifted_piece = piece;
    }
  return self->lifted;
}

/**
 * arb_board_glyphs_get_file:
 * @self: an updated cache
 * @file: 0 for file a … 7 for file h
 *
 * Returns: (transfer none) (nullable): the layout of the file's letter, or
 *   %NULL when squares are too small for coordinates.
 */
PangoLayout *
arb_board_glyphs_get_file (ArbBoardGlyphs *self,
                           int             file)
{
  g_return_val_if_fail (file >= 0 && file < ARB_BOARD_SIZE, NULL);

  return self->files[file];
}

/**
 * arb_board_glyphs_get_rank:
 * @self: an updated cache
 * @rank: 0 for rank 1 … 7 for rank 8
 *
 * Returns: (transfer none) (nullable): the layout of the rank's number, or
 *   %NULL when squares are too small for coordinates.
 */
PangoLayout *
arb_board_glyphs_get_rank (ArbBoardGlyphs *self,
                           int             rank)
{
  g_return_val_if_fail (rank >= 0 && rank < ARB_BOARD_SIZE, NULL);

  return self->ranks[rank];
}
