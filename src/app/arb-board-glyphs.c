/* arb-board-glyphs.c — the board's text, laid out once per square size
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is drawn again after every click, and it shows the same six
 * piece symbols and sixteen coordinate labels each time. Shaping text is
 * the costly part of drawing it (Pango finds the font and measures the
 * glyphs), so the layouts are made once for a square size and kept: a
 * frame only places them. The first frame after startup shapes six symbols
 * instead of thirty-two; build-aux/compare-startup measures that frame.
 *
 * The layouts come from the widget's Pango context, which Pango versions:
 * a new system font or font options change its serial, and the cache is
 * made again, as it is for a new square size.
 */
#include "arb-board-glyphs.h"

/* DejaVu Sans has all twelve chess symbols and is on every Debian desktop:
 * fonts-dejavu-core is the first choice of fontconfig-config, which GTK
 * depends on. Without it Pango falls back to any font that has them. */
#define PIECE_FONT "DejaVu Sans"

/* Both sides use the filled symbols (♚♛♜♝♞♟), told apart by their fill and
 * an outline of the opposite colour: the outline also fills the symbols'
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

struct _ArbBoardGlyphs
{
  int               square_size;  /* what the layouts were made for; 0: nothing yet */
  guint             serial;       /* of the Pango context they were made with */
  PangoLayout      *pieces[ARB_N_PIECE_TYPES];
  graphene_point_t  ink_centres[ARB_N_PIECE_TYPES];
  PangoLayout      *files[ARB_BOARD_SIZE];  /* NULL when too small to read */
  PangoLayout      *ranks[ARB_BOARD_SIZE];
};

static void
clear (ArbBoardGlyphs *self)
{
  for (int i = 0; i < ARB_N_PIECE_TYPES; i++)
    g_clear_object (&self->pieces[i]);
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

/**
 * arb_board_glyphs_new_piece_layout:
 * @widget: the widget whose Pango context to use
 * @type: a piece type, not %ARB_PIECE_TYPE_NONE
 * @font_size: the font size, in pixels
 *
 * Returns: (transfer full): a layout of @type's symbol.
 */
PangoLayout *
arb_board_glyphs_new_piece_layout (GtkWidget    *widget,
                                   ArbPieceType  type,
                                   float         font_size)
{
  PangoLayout *layout;
  PangoFontDescription *font;

  g_return_val_if_fail (type > ARB_PIECE_TYPE_NONE && type < ARB_N_PIECE_TYPES, NULL);

  layout = gtk_widget_create_pango_layout (widget, piece_glyphs[type]);
  font = pango_font_description_from_string (PIECE_FONT);
  pango_font_description_set_absolute_size (font, font_size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

/**
 * arb_board_glyphs_update:
 * @self: a cache
 * @widget: the board
 * @square_size: the side of a square, in pixels
 *
 * Makes the layouts for squares of @square_size in @widget's current font,
 * unless they are made already.
 */
void
arb_board_glyphs_update (ArbBoardGlyphs *self,
                         GtkWidget      *widget,
                         int             square_size)
{
  PangoContext *context = gtk_widget_get_pango_context (widget);
  PangoFontDescription *font;
  int label_size = square_size * .2f;

  if (self->square_size == square_size && self->serial == pango_context_get_serial (context))
    return;
  clear (self);
  self->square_size = square_size;
  self->serial = pango_context_get_serial (context);

  /* The symbols' ink is about 0.8 em tall in DejaVu Sans: this leaves a
   * little air around the tallest (the King). */
  for (ArbPieceType type = ARB_PIECE_TYPE_NONE + 1; type < ARB_N_PIECE_TYPES; type++)
    {
      PangoRectangle ink;

      self->pieces[type] = arb_board_glyphs_new_piece_layout (widget, type, square_size * .86f);
      pango_layout_get_extents (self->pieces[type], &ink, NULL);
      self->ink_centres[type] = GRAPHENE_POINT_INIT ((ink.x + ink.width / 2.f) / PANGO_SCALE,
                                                     (ink.y + ink.height / 2.f) / PANGO_SCALE);
    }

  /* Coordinates too small to read: better nothing than smudges. */
  if (label_size < 6)
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
 * @type: a piece type, not %ARB_PIECE_TYPE_NONE
 * @ink_centre: (out): the centre of the symbol's ink in the layout
 *
 * Returns: (transfer none): the layout of @type's symbol.
 */
PangoLayout *
arb_board_glyphs_get_piece (ArbBoardGlyphs   *self,
                            ArbPieceType      type,
                            graphene_point_t *ink_centre)
{
  g_return_val_if_fail (type > ARB_PIECE_TYPE_NONE && type < ARB_N_PIECE_TYPES, NULL);

  *ink_centre = self->ink_centres[type];
  return self->pieces[type];
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
