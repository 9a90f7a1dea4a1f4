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
 * - Each piece of a game of figurines (ARB_PIECE_STYLE_FIGURINES) is the
 *   font symbol for its letter in the rules table (@piece_symbols), filled
 *   and outlined with cairo into a texture of exactly one square in device
 *   pixels, so it stays crisp at any size and scale. The GL renderer draws
 *   a texture in one go, where the symbol with eight shifted copies for the
 *   outline was nine glyph runs per piece; build-aux/compare-startup
 *   measures the first frame.
 * - The piece being dragged is drawn a little larger, made when a drag
 *   first lifts it and kept while the player moves it about.
 * - Each label of a column or a row of the grid is a laid-out PangoLayout.
 *
 * The cache is made again when the game, the square size, the scale, the
 * colours or the widget's Pango context change (a new system font or font
 * options change the context's serial).
 */
#include "arb-board-glyphs.h"

#include <string.h>

/* DejaVu Sans has all twelve chess symbols and is on every Debian desktop:
 * fonts-dejavu-core is the first choice of fontconfig-config, which GTK
 * depends on. Without it Pango falls back to any font that has them. */
#define PIECE_FONT "DejaVu Sans"

/* Pieces: a kind in the low three bits, the side in bit 3 (arb-rules.h). */
#define N_KINDS 8

/* The figurine of a piece's letter, in either case (a table's symbols are
 * upper case for one side and lower case for the other): both sides use
 * the filled symbols (♚♛♜♝♞♟), told apart by their fill and an outline of
 * the opposite colour: the outline also lines the symbols' cut-out
 * details, so a light piece shows dark lines and a dark one light lines,
 * and both stand out on either square colour. A letter without a
 * figurine is drawn as itself. */
static const char *
figurine (char letter)
{
  switch (g_ascii_toupper (letter))
    {
    case 'K': return "\u265a";
    case 'Q': return "\u265b";
    case 'R': return "\u265c";
    case 'B': return "\u265d";
    case 'N': return "\u265e";
    case 'P': return "\u265f";
    default:  return NULL;
    }
}

/* How much larger a dragged piece is drawn than one on its square. */
#define LIFT 1.15f

struct _ArbBoardGlyphs
{
  /* what the cache was made for; square_size 0: nothing yet */
  const ArbRules *rules;
  int             square_size;
  int             scale;
  guint           serial;       /* of the widget's Pango context */
  ArbPieceColors  colors[ARB_N_SIDES];

  GdkTexture     *pieces[ARB_N_SIDES][N_KINDS];  /* by side and kind; NULL: none */
  GdkTexture     *lifted;       /* @lifted_piece, LIFT times a square; NULL: none yet */
  guint8          lifted_piece;
  /* The labels of the grid's columns and rows (the rules' board), none
   * when too small to read. */
  guint           n_columns;
  guint           n_rows;
  PangoLayout   **columns;
  PangoLayout   **rows;
};

static void
clear (ArbBoardGlyphs *self)
{
  for (int side = 0; side < ARB_N_SIDES; side++)
    for (int kind = 0; kind < N_KINDS; kind++)
      g_clear_object (&self->pieces[side][kind]);
  g_clear_object (&self->lifted);
  for (guint i = 0; i < self->n_columns; i++)
    g_clear_object (&self->columns[i]);
  for (guint i = 0; i < self->n_rows; i++)
    g_clear_object (&self->rows[i]);
  g_clear_pointer (&self->columns, g_free);
  g_clear_pointer (&self->rows, g_free);
  self->n_columns = self->n_rows = 0;
  self->square_size = 0;
  self->rules = NULL;
}

static PangoLayout *
new_label (GtkWidget                  *widget,
           const PangoFontDescription *font,
           const char                 *text)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);

  pango_layout_set_font_description (layout, font);
  return layout;
}

/* The text a piece is drawn from: its figurine, or its letter; NULL for a
 * kind the table has no symbol for. */
static const char *
piece_text (const ArbRules *rules,
            guint8          piece,
            char            letter[2])
{
  const char *symbols = rules->piece_symbols[arb_cell_piece_side (piece)];
  guint kind = arb_cell_piece_kind (piece);

  if (kind == 0 || symbols == NULL || kind >= strlen (symbols) || symbols[kind] == ' ')
    return NULL;
  letter[0] = symbols[kind];
  letter[1] = '\0';
  return figurine (letter[0]) != NULL ? figurine (letter[0]) : letter;
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

/* @text (a piece's figurine) centred in a new texture of @size × @size
 * logical pixels (times @widget's scale in device pixels), filled and
 * outlined in @colors. */
static GdkTexture *
render_piece (GtkWidget            *widget,
              const char           *text,
              int                   size,
              const ArbPieceColors *colors)
{
  int scale = gtk_widget_get_scale_factor (widget);
  int pixels = MAX (1, size) * scale;
  g_autoptr (PangoLayout) layout = NULL;
  g_autoptr (GBytes) bytes = NULL;
  PangoFontDescription *font;
  PangoRectangle ink;
  cairo_surface_t *surface;
  GdkTexture *texture;
  cairo_t *cr;

  /* The symbols' ink is about 0.8 em tall in DejaVu Sans: this leaves a
   * little air around the tallest (the King). */
  layout = gtk_widget_create_pango_layout (widget, text);
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

/* A figurine for each kind of piece of each side that has a symbol. */
static void
make_pieces (ArbBoardGlyphs       *self,
             GtkWidget            *widget,
             const ArbPieceColors  colors[ARB_N_SIDES])
{
  for (guint side = 0; side < ARB_N_SIDES; side++)
    for (guint kind = 1; kind < N_KINDS; kind++)
      {
        char letter[2];
        const char *text = piece_text (self->rules, (guint8) (kind | side << 3), letter);

        if (text != NULL)
          self->pieces[side][kind] = render_piece (widget, text, self->square_size,
                                                   &colors[side]);
      }
}

/* The names of the grid's columns and rows, in bold, @label_size pixels. */
static void
make_labels (ArbBoardGlyphs *self,
             GtkWidget      *widget,
             int             label_size)
{
  PangoContext *context = gtk_widget_get_pango_context (widget);
  PangoFontDescription *font;

  font = pango_font_description_copy (pango_context_get_font_description (context));
  pango_font_description_set_absolute_size (font, label_size * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  self->n_columns = self->rules->board.width;
  self->n_rows = self->rules->board.height;
  self->columns = g_new0 (PangoLayout *, self->n_columns);
  self->rows = g_new0 (PangoLayout *, self->n_rows);
  for (guint x = 0; x < self->n_columns; x++)
    {
      char name[8];

      arb_board_column_name (x, name);
      self->columns[x] = new_label (widget, font, name);
    }
  for (guint y = 0; y < self->n_rows; y++)
    {
      char name[8];

      arb_board_row_name (y, self->n_rows, name);
      self->rows[y] = new_label (widget, font, name);
    }
  pango_font_description_free (font);
}

/**
 * arb_board_glyphs_update:
 * @self: a cache
 * @widget: the board
 * @square_size: the side of a square, in logical pixels
 * @rules: the game drawn: its pieces' symbols and its grid
 * @colors: the colours of the first player's pieces, then of the second's
 *
 * Makes the pieces (for a game of figurines) and the labels of the grid's
 * columns and rows for squares of @square_size in @widget's current font
 * and scale, unless they are made already.
 */
void
arb_board_glyphs_update (ArbBoardGlyphs       *self,
                         GtkWidget            *widget,
                         int                   square_size,
                         const ArbRules       *rules,
                         const ArbPieceColors  colors[ARB_N_SIDES])
{
  PangoContext *context = gtk_widget_get_pango_context (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  int label_size = arb_board_glyphs_label_size (square_size);

  g_return_if_fail (rules != NULL);

  if (self->rules == rules && self->square_size == square_size && self->scale == scale
      && self->serial == pango_context_get_serial (context)
      && memcmp (self->colors, colors, sizeof self->colors) == 0)
    return;
  clear (self);
  self->rules = rules;
  self->square_size = square_size;
  self->scale = scale;
  self->serial = pango_context_get_serial (context);
  memcpy (self->colors, colors, sizeof self->colors);

  if (rules->board.piece_style == ARB_PIECE_STYLE_FIGURINES)
    make_pieces (self, widget, colors);

  /* Coordinates too small to read: better nothing than smudges. */
  if (label_size != 0)
    make_labels (self, widget, label_size);
}

/**
 * arb_board_glyphs_get_piece:
 * @self: an updated cache
 * @piece: a piece, in the rules' coding (not %ARB_CELL_EMPTY)
 *
 * Returns: (transfer none) (nullable): @piece in a texture of one square;
 *   %NULL when the game's pieces are no figurines, or the table has no
 *   symbol for it.
 */
GdkTexture *
arb_board_glyphs_get_piece (ArbBoardGlyphs *self,
                            guint8          piece)
{
  g_return_val_if_fail (arb_cell_piece_kind (piece) != 0, NULL);

  return self->pieces[arb_cell_piece_side (piece)][arb_cell_piece_kind (piece)];
}

/**
 * arb_board_glyphs_get_lifted_piece:
 * @self: an updated cache
 * @widget: the board
 * @piece: the piece being dragged, in the rules' coding (not %ARB_CELL_EMPTY)
 * @size: (out): the texture's side, in logical pixels
 *
 * Returns: (transfer none) (nullable): @piece a little larger than on its
 *   square; %NULL as for arb_board_glyphs_get_piece().
 */
GdkTexture *
arb_board_glyphs_get_lifted_piece (ArbBoardGlyphs *self,
                                   GtkWidget      *widget,
                                   guint8          piece,
                                   int            *size)
{
  char letter[2];
  const char *text;

  g_return_val_if_fail (arb_cell_piece_kind (piece) != 0, NULL);
  g_return_val_if_fail (self->rules != NULL, NULL);

  *size = self->square_size * LIFT;
  text = piece_text (self->rules, piece, letter);
  if (text == NULL)
    return NULL;
  if (self->lifted == NULL || self->lifted_piece != piece)
    {
      g_clear_object (&self->lifted);
      self->lifted = render_piece (widget, text, *size,
                                   &self->colors[arb_cell_piece_side (piece)]);
      self->lifted_piece = piece;
    }
  return self->lifted;
}

/**
 * arb_board_glyphs_get_column_label:
 * @self: an updated cache
 * @x: a column of the grid, 0 at the left as the rules number cells (chess:
 *   0 for file a … 7 for file h)
 *
 * Returns: (transfer none) (nullable): the layout of the column's name
 *   (arb_board_column_name()), or %NULL when squares are too small for
 *   coordinates.
 */
PangoLayout *
arb_board_glyphs_get_column_label (ArbBoardGlyphs *self,
                                   guint           x)
{
  if (self->columns == NULL)
    return NULL;
  g_return_val_if_fail (x < self->n_columns, NULL);

  return self->columns[x];
}

/**
 * arb_board_glyphs_get_row_label:
 * @self: an updated cache
 * @y: a row of the grid, 0 at the top as the rules number cells (chess: 0
 *   for rank 8 … 7 for rank 1)
 *
 * Returns: (transfer none) (nullable): the layout of the row's name
 *   (arb_board_row_name()), or %NULL when squares are too small for
 *   coordinates.
 */
PangoLayout *
arb_board_glyphs_get_row_label (ArbBoardGlyphs *self,
                                guint           y)
{
  if (self->rows == NULL)
    return NULL;
  g_return_val_if_fail (y < self->n_rows, NULL);

  return self->rows[y];
}
