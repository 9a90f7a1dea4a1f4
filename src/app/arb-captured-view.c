/* arb-captured-view.c — the pieces one side has taken, beside the board
 *
 * As lichess shows them and GNOME Chess does not: above and below the board,
 * each player's row holds the pieces they took, in the order taken, drawn
 * as the board draws them, and the material they are ahead ("+3"). The rows
 * follow the position shown: undo, redo and browsing the history change
 * them, because they are read from the records in effect.
 *
 * Each row is as tall whether it holds pieces or not, so the board keeps
 * its size as pieces fall.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-captured-view.h"

#include <glib/gi18n.h>

#define ROW_HEIGHT 22

struct _ArbCapturedView
{
  GtkWidget   parent_instance;

  /* borrowed */
  ArbBoard   *board;

  /* owned */
  GByteArray *pieces;     /* taken, in order, in the game's coding */
  int         balance;    /* material ahead of the other side; 0 when not ahead */
  PangoLayout *balance_layout;
  ArbBoardGlyphs *glyphs; /* the pieces at this row's size */
};

G_DEFINE_FINAL_TYPE (ArbCapturedView, arb_captured_view, GTK_TYPE_WIDGET)

/* ------------------------------------------------------- the captures */

/**
 * arb_captured_collect:
 * @game: a game
 * @capturer: a side
 * @pieces: (out caller-allocates): the pieces @capturer took, in order, up
 *   to the position shown (records undone or beyond the ply browsed to are
 *   not in effect)
 *
 * A chess move records what it took; Alquerque and checkers push a capture
 * record for each piece jumped, whose side is the side that lost it.
 */
void
arb_captured_collect (ArbGame    *game,
                      ArbSide     capturer,
                      GByteArray *pieces)
{
  guint n = arb_game_get_n_records (game);
  guint8 pending = ARB_CELL_EMPTY;   /* a MOVE's capture, unless CAPTURE records follow */

  g_byte_array_set_size (pieces, 0);
  for (guint i = 0; i <= n; i++)
    {
      const ArbRecord *record = i < n ? arb_game_get_record (game, i) : NULL;

      /* A move's own capture counts when no capture record tells the
       * pieces one by one (chess); Alquerque and checkers push both. */
      if (record == NULL || record->type == ARB_RECORD_MOVE)
        {
          if (pending != ARB_CELL_EMPTY)
            g_byte_array_append (pieces, &pending, 1);
          pending = ARB_CELL_EMPTY;
        }
      if (record == NULL)
        break;
      if (record->type == ARB_RECORD_MOVE && record->side == capturer)
        pending = record->captured;
      else if (record->type == ARB_RECORD_CAPTURE)
        {
          guint8 piece = record->piece != ARB_CELL_EMPTY ? record->piece
                                                         : (guint8) (1 | (record->side << 3));

          pending = ARB_CELL_EMPTY;
          if (record->side != capturer)
            g_byte_array_append (pieces, &piece, 1);
        }
    }
}

/**
 * arb_captured_value:
 * @rules: the game's rules
 * @pieces: pieces
 *
 * Returns: their material value, by the rules' piece values.
 */
int
arb_captured_value (const ArbRules *rules,
                    GByteArray     *pieces)
{
  int value = 0;

  for (guint i = 0; i < pieces->len; i++)
    value += rules->piece_values[arb_cell_piece_kind (pieces->data[i])];
  return value;
}

/* ------------------------------------------------------------ drawing */

static void
arb_captured_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  /* Any width: pieces that do not fit overlap more. */
  *minimum = *natural = orientation == GTK_ORIENTATION_VERTICAL ? ROW_HEIGHT : 0;
}

static void
arb_captured_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  ArbCapturedView *self = ARB_CAPTURED_VIEW (widget);
  int height = gtk_widget_get_height (widget);
  float width = gtk_widget_get_width (widget);
  float size = height;
  float step = size * .62f;
  float text_width = 0;
  graphene_rect_t tiles;
  graphene_point_t left;

  if (self->board == NULL || self->pieces->len == 0)
    return;

  /* In line with the board's edge, within its width. */
  if (arb_board_get_tiles_bounds (self->board, &tiles)
      && gtk_widget_compute_point (GTK_WIDGET (self->board), widget,
                                   &GRAPHENE_POINT_INIT (tiles.origin.x, 0), &left)
      && left.x >= 0 && left.x < width)
    {
      width = MIN (width - left.x, tiles.size.width);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (left.x, 0));
    }
  else
    {
      gtk_snapshot_save (snapshot);
    }

  if (self->balance > 0)
    {
      g_autofree char *text = g_strdup_printf ("+%d", self->balance);
      int text_w, text_h;

      if (self->balance_layout == NULL)
        self->balance_layout = gtk_widget_create_pango_layout (widget, NULL);
      pango_layout_set_text (self->balance_layout, text, -1);
      pango_layout_get_pixel_size (self->balance_layout, &text_w, &text_h);
      text_width = text_w + 6;
    }

  /* Pieces that do not fit in the width overlap more. */
  if (self->pieces->len > 1 && size + step * (self->pieces->len - 1) + text_width > width)
    step = MAX (1.f, (width - text_width - size) / (self->pieces->len - 1));

  for (guint i = 0; i < self->pieces->len; i++)
    {
      graphene_rect_t rect = GRAPHENE_RECT_INIT (i * step, 0, size, size);

      arb_board_append_piece (self->board, widget, self->glyphs, snapshot,
                              self->pieces->data[i], &rect);
    }

  if (self->balance > 0)
    {
      GdkRGBA color;
      int text_w, text_h;

      /* GTK 4.8 has no gtk_widget_get_color(). */
      gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
      pango_layout_get_pixel_size (self->balance_layout, &text_w, &text_h);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (size + step * (self->pieces->len - 1) + 6,
                                                    (height - text_h) / 2.f));
      gtk_snapshot_append_layout (snapshot, self->balance_layout, &color);
      gtk_snapshot_restore (snapshot);
    }
  gtk_snapshot_restore (snapshot);
}

/* ------------------------------------------------------------ overrides */

static void
arb_captured_view_dispose (GObject *object)
{
  ArbCapturedView *self = ARB_CAPTURED_VIEW (object);

  g_clear_object (&self->balance_layout);
  g_clear_weak_pointer (&self->board);

  G_OBJECT_CLASS (arb_captured_view_parent_class)->dispose (object);
}

static void
arb_captured_view_finalize (GObject *object)
{
  ArbCapturedView *self = ARB_CAPTURED_VIEW (object);

  g_byte_array_unref (self->pieces);
  arb_board_glyphs_free (self->glyphs);

  G_OBJECT_CLASS (arb_captured_view_parent_class)->finalize (object);
}

static void
arb_captured_view_class_init (ArbCapturedViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_captured_view_dispose;
  object_class->finalize = arb_captured_view_finalize;
  widget_class->measure = arb_captured_view_measure;
  widget_class->snapshot = arb_captured_view_snapshot;

  gtk_widget_class_set_css_name (widget_class, "capturedview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
arb_captured_view_init (ArbCapturedView *self)
{
  self->pieces = g_byte_array_new ();
  self->glyphs = arb_board_glyphs_new ();
}

/* ------------------------------------------------------------ public API */

/**
 * arb_captured_view_update:
 * @self: a captured-pieces row
 * @board: the board whose game and drawing it follows
 * @capturer: the side whose captures it shows
 *
 * Reads the captures of the position the board shows.
 */
void
arb_captured_view_update (ArbCapturedView *self,
                          ArbBoard        *board,
                          ArbSide          capturer)
{
  ArbGame *game;
  const ArbRules *rules;
  g_autoptr (GByteArray) theirs = g_byte_array_new ();
  g_autofree char *label = NULL;
  int mine_value;

  g_return_if_fail (ARB_IS_CAPTURED_VIEW (self));
  g_return_if_fail (ARB_IS_BOARD (board));

  g_set_weak_pointer (&self->board, board);
  game = arb_board_get_game (board);
  if (game == NULL)
    return;
  rules = arb_game_get_rules (game);

  arb_captured_collect (game, capturer, self->pieces);
  arb_captured_collect (game, arb_side_negate (capturer), theirs);
  mine_value = arb_captured_value (rules, self->pieces);
  self->balance = MAX (0, mine_value - arb_captured_value (rules, theirs));

  /* Games whose pieces carry no value (Congkak's seeds) show no row. */
  gtk_widget_set_visible (GTK_WIDGET (self), rules->board.kind != ARB_BOARD_PITS);

  if (self->balance > 0)
    /* Translators: "White has taken 3 pieces, 2 ahead in material". */
    label = g_strdup_printf (ngettext ("%s has taken %u piece, %d ahead in material",
                                       "%s has taken %u pieces, %d ahead in material",
                                       self->pieces->len),
                             arb_rules_player_name (rules, capturer),
                             self->pieces->len, self->balance);
  else
    label = g_strdup_printf (ngettext ("%s has taken %u piece", "%s has taken %u pieces",
                                       self->pieces->len),
                             arb_rules_player_name (rules, capturer), self->pieces->len);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->pieces->len > 0 ? label : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * arb_captured_view_get_pieces:
 * @self: a captured-pieces row
 *
 * Returns: (transfer none): the pieces shown, in the order taken.
 */
GByteArray *
arb_captured_view_get_pieces (ArbCapturedView *self)
{
  g_return_val_if_fail (ARB_IS_CAPTURED_VIEW (self), NULL);
  return self->pieces;
}

/**
 * arb_captured_view_get_balance:
 * @self: a captured-pieces row
 *
 * Returns: the material its side is ahead by (the "+N" shown), 0 when
 *   not ahead.
 */
int
arb_captured_view_get_balance (ArbCapturedView *self)
{
  g_return_val_if_fail (ARB_IS_CAPTURED_VIEW (self), 0);
  return self->balance;
}
