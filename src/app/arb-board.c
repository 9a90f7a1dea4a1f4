/* arb-board.c — the board widget: draws a game and lets players move
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board draws the position of an ArbGame with GtkSnapshot and turns
 * clicks, drags and keys into requests: it never plays a move itself. A
 * move the rules allow is offered to the window with "move-requested" (the
 * window may have to ask before discarding later plies); one they refuse
 * is explained with "move-refused".
 *
 * Everything shown is derived from the game when it is drawn; the board
 * only keeps what the game cannot know: the selected square, the keyboard
 * cursor and a drag in progress.
 */
#include "arb-board.h"

#include "arb-board-glyphs.h"

#include <adwaita.h>
#include <glib/gi18n.h>

/* ------------------------------------------------------------ structs */

struct _ArbBoard
{
  GtkWidget   parent_instance;

  /* owned */
  ArbGame    *game;
  GSignalGroup *game_signals;  /* "changed" of @game */

  ArbBoardGlyphs *glyphs;   /* the text, laid out for the current size */

  /* borrowed: the widget owns its controllers */
  GtkGesture *drag;

  /* preferences (properties) */
  guint       flipped : 1;
  guint       show_coordinates : 1;
  guint       show_reachable : 1;
  guint       show_last_move : 1;
  guint       interactive : 1;

  /* what the player is doing */
  ArbSquare   selected;     /* ARB_SQUARE_NONE when nothing is selected */
  ArbSquare   cursor;       /* the keyboard's square, always on the board */
  ArbSquare   drag_from;    /* the piece a press landed on, while it may be dragged */
  gboolean    dragging;     /* the piece left its square and follows the pointer */
  double      drag_x;       /* where the dragged piece is, in widget coordinates */
  double      drag_y;
  /* The last input on the board came from the keyboard: the cursor ring
   * shows. GTK 4.8 does not turn the window's focus-visible on for keys a
   * widget handles itself, so the board keeps track on its own. */
  gboolean    keyboard_used;
};

/* Where the board lies in the widget: whole-pixel squares, so that the
 * edges between squares stay crisp at any size. */
typedef struct
{
  int size;     /* side of one square */
  int x0;       /* top-left corner of a8 (h1 when flipped) */
  int y0;
} Geometry;

/* The colours of one style (light or dark). */
typedef struct
{
  GdkRGBA light_square;
  GdkRGBA dark_square;
  GdkRGBA last_move;
  GdkRGBA selected;
  GdkRGBA marker;       /* reachable dots and capture rings */
  GdkRGBA check;
  GdkRGBA cursor;
  ArbPieceColors pieces[ARB_N_SIDES];
} Palette;

enum
{
  PROP_0,
  PROP_GAME,
  PROP_FLIPPED,
  PROP_SHOW_COORDINATES,
  PROP_SHOW_REACHABLE,
  PROP_SHOW_LAST_MOVE,
  PROP_INTERACTIVE,
  N_PROPS
};

enum
{
  MOVE_REQUESTED,
  MOVE_REFUSED,
  N_SIGNALS
};

G_DEFINE_FINAL_TYPE (ArbBoard, arb_board, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------ statics */

#define RGBA(r, g, b, a) { (r) / 255.f, (g) / 255.f, (b) / 255.f, (a) }

static const Palette light_palette = {
  .light_square  = RGBA (0xf0, 0xdc, 0xb8, 1.f),
  .dark_square   = RGBA (0xb2, 0x86, 0x61, 1.f),
  .last_move     = RGBA (0xf6, 0xd3, 0x2d, .5f),   /* Adwaita yellow 2 */
  .selected      = RGBA (0x35, 0x84, 0xe4, .5f),   /* Adwaita accent blue */
  .marker        = RGBA (0x24, 0x1f, 0x31, .3f),
  .check         = RGBA (0xe0, 0x1b, 0x24, 1.f),   /* Adwaita red 3 */
  .cursor        = RGBA (0x1c, 0x71, 0xd8, 1.f),
  .pieces        = {
    [ARB_SIDE_WHITE] = { .fill = RGBA (0xff, 0xff, 0xff, 1.f), .outline = RGBA (0x24, 0x1f, 0x31, 1.f) },
    [ARB_SIDE_BLACK] = { .fill = RGBA (0x24, 0x1f, 0x31, 1.f), .outline = RGBA (0xf6, 0xf5, 0xf4, 1.f) },
  },
};

/* Dimmer squares, so that the board does not glare in a dark window. */
static const Palette dark_palette = {
  .light_square  = RGBA (0xa8, 0x9c, 0x88, 1.f),
  .dark_square   = RGBA (0x6b, 0x58, 0x48, 1.f),
  .last_move     = RGBA (0xf5, 0xc2, 0x11, .3f),
  .selected      = RGBA (0x62, 0xa0, 0xea, .55f),
  .marker        = RGBA (0x1e, 0x1e, 0x1e, .4f),
  .check         = RGBA (0xff, 0x38, 0x38, 1.f),
  .cursor        = RGBA (0x99, 0xc1, 0xf1, 1.f),
  .pieces        = {
    [ARB_SIDE_WHITE] = { .fill = RGBA (0xf6, 0xf5, 0xf4, 1.f), .outline = RGBA (0x1e, 0x1e, 0x1e, 1.f) },
    [ARB_SIDE_BLACK] = { .fill = RGBA (0x1e, 0x1e, 0x1e, 1.f), .outline = RGBA (0xde, 0xdd, 0xda, 1.f) },
  },
};

#undef RGBA

static AdwStyleManager *
get_style_manager (ArbBoard *self)
{
  return adw_style_manager_get_for_display (gtk_widget_get_display (GTK_WIDGET (self)));
}

static const Palette *
get_palette (ArbBoard *self)
{
  AdwStyleManager *manager = get_style_manager (self);

  return adw_style_manager_get_dark (manager) ? &dark_palette : &light_palette;
}

/* The board's column or row for a square's x or y, and back: the same
 * mirror both ways. */
static int
flip_coord (ArbBoard *self, int coord)
{
  return self->flipped ? ARB_BOARD_SIZE - 1 - coord : coord;
}

static gboolean
get_geometry (ArbBoard *self, Geometry *geometry)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  geometry->size = MIN (width, height) / ARB_BOARD_SIZE;
  geometry->x0 = (width - geometry->size * ARB_BOARD_SIZE) / 2;
  geometry->y0 = (height - geometry->size * ARB_BOARD_SIZE) / 2;
  return geometry->size > 0;
}

static void
square_rect (ArbBoard        *self,
             const Geometry  *geometry,
             ArbSquare        square,
             graphene_rect_t *rect)
{
  int column = flip_coord (self, ARB_SQUARE_X (square));
  int row = flip_coord (self, ARB_SQUARE_Y (square));

  graphene_rect_init (rect,
                      geometry->x0 + column * geometry->size,
                      geometry->y0 + row * geometry->size,
                      geometry->size, geometry->size);
}

static ArbPiece
piece_on (ArbBoard *self, ArbSquare square)
{
  if (self->game == NULL || square >= ARB_N_SQUARES)
    return ARB_PIECE_NONE;
  return arb_game_piece_at (self->game, ARB_SQUARE_X (square), ARB_SQUARE_Y (square));
}

/* Whether a press on @square may pick a piece up: one of the side to move,
 * while the game goes on and the window lets the players act. */
static gboolean
can_pick_up (ArbBoard *self, ArbSquare square)
{
  ArbPiece piece = piece_on (self, square);

  return self->interactive && piece != ARB_PIECE_NONE && !arb_game_is_over (self->game)
         && arb_piece_side (piece) == arb_game_get_turn (self->game);
}

/* The squares the piece on @from may go to, as the game says. */
static guint64
reachable_from (ArbBoard *self, ArbSquare from)
{
  ArbChessMoveList list;
  guint64 squares = 0;

  if (self->game == NULL || from >= ARB_N_SQUARES)
    return 0;
  arb_game_reachable_squares (self->game, ARB_SQUARE_X (from), ARB_SQUARE_Y (from), &list);
  for (guint i = 0; i < list.n_moves; i++)
    squares |= ARB_SQUARE_BIT (list.moves[i].to);
  return squares;
}

static const char *
piece_name (ArbPiece piece)
{
  /* Lower case: the names appear inside sentences. */
  static const char *const names[ARB_N_SIDES][ARB_N_PIECE_TYPES] = {
    [ARB_SIDE_WHITE] = {
      [ARB_PIECE_TYPE_KING]   = N_("white king"),
      [ARB_PIECE_TYPE_QUEEN]  = N_("white queen"),
      [ARB_PIECE_TYPE_ROOK]   = N_("white rook"),
      [ARB_PIECE_TYPE_BISHOP] = N_("white bishop"),
      [ARB_PIECE_TYPE_KNIGHT] = N_("white knight"),
      [ARB_PIECE_TYPE_PAWN]   = N_("white pawn"),
    },
    [ARB_SIDE_BLACK] = {
      [ARB_PIECE_TYPE_KING]   = N_("black king"),
      [ARB_PIECE_TYPE_QUEEN]  = N_("black queen"),
      [ARB_PIECE_TYPE_ROOK]   = N_("black rook"),
      [ARB_PIECE_TYPE_BISHOP] = N_("black bishop"),
      [ARB_PIECE_TYPE_KNIGHT] = N_("black knight"),
      [ARB_PIECE_TYPE_PAWN]   = N_("black pawn"),
    },
  };

  if (piece == ARB_PIECE_NONE)
    return _("empty");
  return _(names[arb_piece_side (piece)][arb_piece_type (piece)]);
}

/* Capitalised: it starts the sentence of a refused move. The colour goes
 * without saying, the piece being the mover's. */
static const char *
piece_type_name (ArbPieceType type)
{
  static const char *const names[ARB_N_PIECE_TYPES] = {
    [ARB_PIECE_TYPE_KING]   = NC_("refused move", "King"),
    [ARB_PIECE_TYPE_QUEEN]  = NC_("refused move", "Queen"),
    [ARB_PIECE_TYPE_ROOK]   = NC_("refused move", "Rook"),
    [ARB_PIECE_TYPE_BISHOP] = NC_("refused move", "Bishop"),
    [ARB_PIECE_TYPE_KNIGHT] = NC_("refused move", "Knight"),
    [ARB_PIECE_TYPE_PAWN]   = NC_("refused move", "Pawn"),
  };

  g_return_val_if_fail (type != ARB_PIECE_TYPE_NONE && type < ARB_N_PIECE_TYPES, "");
  return g_dpgettext2 (NULL, "refused move", names[type]);
}

static void
update_accessible (ArbBoard *self)
{
  g_autofree char *label = arb_board_describe_square (self, self->cursor);

  /* The name of the focused board is what a screen reader speaks when it
   * changes: the square under the cursor. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

/* Escape and Enter only claim their keys when they have something to do,
 * so that otherwise the window's own shortcuts see them. */
static void
update_actions (ArbBoard *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.deselect",
                                 self->selected != ARB_SQUARE_NONE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.activate-cursor",
                                 self->interactive && self->game != NULL);
}

static void
set_selected (ArbBoard *self, ArbSquare square)
{
  if (self->selected == square)
    return;
  self->selected = square;
  update_actions (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Drops a drag in progress, e.g. when the game changes under it: the piece
 * goes back to its square. */
static void
cancel_drag (ArbBoard *self)
{
  gboolean was_dragging = self->dragging;

  self->drag_from = ARB_SQUARE_NONE;
  self->dragging = FALSE;
  if (was_dragging)
    {
      gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
      gtk_event_controller_reset (GTK_EVENT_CONTROLLER (self->drag));
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
emit_refused (ArbBoard *self, const char *reason)
{
  g_signal_emit (self, signals[MOVE_REFUSED], 0, reason);
}

/* The selected piece tries to go to @to: a request when the rules allow
 * it, a refusal with their reason when not. Either way the selection ends. */
static void
try_move (ArbBoard *self, ArbSquare from, ArbSquare to)
{
  ArbPiece piece = piece_on (self, from);
  ArbChessReason reason;
  ArbSquare blocker = ARB_SQUARE_NONE;
  g_autofree char *why = NULL;
  g_autofree char *message = NULL;
  char from_name[3], to_name[3];

  set_selected (self, ARB_SQUARE_NONE);

  if (reachable_from (self, from) & ARB_SQUARE_BIT (to))
    {
      g_signal_emit (self, signals[MOVE_REQUESTED], 0, (guint) from, (guint) to);
      return;
    }

  reason = arb_position_explain_move (arb_game_get_position (self->game),
                                      ARB_SQUARE_X (from), ARB_SQUARE_Y (from),
                                      ARB_SQUARE_X (to), ARB_SQUARE_Y (to),
                                      arb_game_get_turn (self->game), &blocker);
  why = arb_move_reason_describe (reason, blocker);
  arb_square_to_name (from, from_name);
  arb_square_to_name (to, to_name);
  /* Translators: a refused move: the piece, its square, the square it
   * was sent to and why not, e.g. "Bishop c1 to g5: blocked at d2" */
  message = g_strdup_printf (_("%s %s to %s: %s"), piece_type_name (arb_piece_type (piece)),
                             from_name, to_name, why);
  emit_refused (self, message);
}

/* ------------------------------------------------------------ drawing */

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

/* File letters along the bottom edge and rank numbers along the left one,
 * inside the squares, in the colour of the other kind of square. */
static void
append_coordinates (ArbBoard       *self,
                    GtkSnapshot    *snapshot,
                    const Geometry *geometry,
                    const Palette  *palette)
{
  float margin = MAX (1.f, geometry->size * .06f);

  for (int i = 0; i < ARB_BOARD_SIZE; i++)
    {
      /* Screen column/row i shows file/rank flip_coord (i). */
      int coord = flip_coord (self, i);
      PangoLayout *file = arb_board_glyphs_get_file (self->glyphs, coord);
      PangoLayout *rank = arb_board_glyphs_get_rank (self->glyphs, ARB_BOARD_SIZE - 1 - coord);
      PangoRectangle logical;
      graphene_rect_t rect;
      ArbSquare square;
      const GdkRGBA *color;

      /* Too small to read: the cache made no labels. */
      if (file == NULL || rank == NULL)
        return;

      /* The file letter, bottom right of the bottom row's squares. */
      square = ARB_SQUARE (coord, flip_coord (self, ARB_BOARD_SIZE - 1));
      color = (ARB_SQUARE_X (square) + ARB_SQUARE_Y (square)) % 2 == 0
                ? &palette->dark_square : &palette->light_square;
      square_rect (self, geometry, square, &rect);
      pango_layout_get_pixel_extents (file, NULL, &logical);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (rect.origin.x + rect.size.width - margin
                                                      - logical.width,
                                                    rect.origin.y + rect.size.height
                                                      - logical.height));
      gtk_snapshot_append_layout (snapshot, file, color);
      gtk_snapshot_restore (snapshot);

      /* The rank number, top left of the left column's squares. */
      square = ARB_SQUARE (flip_coord (self, 0), coord);
      color = (ARB_SQUARE_X (square) + ARB_SQUARE_Y (square)) % 2 == 0
                ? &palette->dark_square : &palette->light_square;
      square_rect (self, geometry, square, &rect);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (rect.origin.x + margin, rect.origin.y));
      gtk_snapshot_append_layout (snapshot, rank, color);
      gtk_snapshot_restore (snapshot);
    }
}

/* ------------------------------------------------------------ callbacks */

static void
on_game_changed (ArbGame  *game,
                 ArbBoard *self)
{
  /* Whatever changed (a move, undo, a jump in the history), the selection
   * and its highlights belonged to the old position. */
  cancel_drag (self);
  set_selected (self, ARB_SQUARE_NONE);
  update_actions (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_click_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  ArbBoard        *self)
{
  if (self->keyboard_used)
    {
      self->keyboard_used = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  /* A player who clicked can go on with the keyboard. */
  if (gtk_widget_get_focus_on_click (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_click_released (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   ArbBoard        *self)
{
  ArbSquare square = arb_board_square_at (self, x, y);

  /* A double click is two clicks: the second one would undo the first. */
  if (n_press > 1 || square == ARB_SQUARE_NONE)
    return;
  arb_board_activate_square (self, square);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               ArbBoard       *self)
{
  ArbSquare square = arb_board_square_at (self, x, y);

  /* Nothing moves yet: a press that stays put is a click, which the click
   * gesture handles. */
  self->dragging = FALSE;
  self->drag_from = square != ARB_SQUARE_NONE && can_pick_up (self, square)
                      ? square : ARB_SQUARE_NONE;
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          offset_x,
                double          offset_y,
                ArbBoard       *self)
{
  double start_x, start_y;

  if (self->drag_from == ARB_SQUARE_NONE)
    return;

  gtk_gesture_drag_get_start_point (gesture, &start_x, &start_y);
  if (!self->dragging)
    {
      if (!gtk_drag_check_threshold (GTK_WIDGET (self), start_x, start_y,
                                     start_x + offset_x, start_y + offset_y))
        return;
      self->dragging = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
      set_selected (self, self->drag_from);
    }
  self->drag_x = start_x + offset_x;
  self->drag_y = start_y + offset_y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          offset_x,
             double          offset_y,
             ArbBoard       *self)
{
  ArbSquare from = self->drag_from;
  ArbSquare to;
  double start_x, start_y;

  if (!self->dragging)
    {
      self->drag_from = ARB_SQUARE_NONE;
      return;
    }

  gtk_gesture_drag_get_start_point (gesture, &start_x, &start_y);
  to = arb_board_square_at (self, start_x + offset_x, start_y + offset_y);
  self->dragging = FALSE;
  self->drag_from = ARB_SQUARE_NONE;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));

  /* Dropped back on its square: the piece stays selected, so that a click
   * can finish the move. Dropped off the board: nothing was attempted. */
  if (to == from)
    return;
  if (to == ARB_SQUARE_NONE)
    set_selected (self, ARB_SQUARE_NONE);
  else
    try_move (self, from, to);
}

static void
on_drag_cancel (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                ArbBoard         *self)
{
  if (self->dragging)
    {
      gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  self->dragging = FALSE;
  self->drag_from = ARB_SQUARE_NONE;
}

static void
on_dark_changed (ArbBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ------------------------------------------------------------ actions */

/* The actions behind the board's keys. */
static void
note_keyboard (ArbBoard *self)
{
  if (!self->keyboard_used)
    {
      self->keyboard_used = TRUE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ArbBoard *self = ARB_BOARD (widget);
  int dx, dy, column, row;

  /* (dx, dy) are on the screen: Up is towards the top edge whichever side
   * sits at the bottom. */
  g_variant_get (parameter, "(ii)", &dx, &dy);
  note_keyboard (self);
  column = CLAMP (flip_coord (self, ARB_SQUARE_X (self->cursor)) + dx, 0, ARB_BOARD_SIZE - 1);
  row = CLAMP (flip_coord (self, ARB_SQUARE_Y (self->cursor)) + dy, 0, ARB_BOARD_SIZE - 1);
  arb_board_set_cursor (self, ARB_SQUARE (flip_coord (self, column), flip_coord (self, row)));
}

static void
activate_cursor_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  ArbBoard *self = ARB_BOARD (widget);

  note_keyboard (self);
  arb_board_activate_square (self, self->cursor);
}

static void
deselect_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  note_keyboard (ARB_BOARD (widget));
  arb_board_clear_selection (ARB_BOARD (widget));
}

/* ------------------------------------------------------------ overrides */

static void
arb_board_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  ArbBoard *self = ARB_BOARD (widget);
  const Palette *palette = get_palette (self);
  Geometry geometry;
  graphene_rect_t rect;
  guint64 reachable = 0, checked = 0;
  ArbChessMove last_move;
  float size;

  if (!get_geometry (self, &geometry))
    return;
  size = geometry.size;
  arb_board_glyphs_update (self->glyphs, widget, geometry.size, palette->pieces);

  /* The squares: one light board, then the dark squares on it. */
  graphene_rect_init (&rect, geometry.x0, geometry.y0,
                      size * ARB_BOARD_SIZE, size * ARB_BOARD_SIZE);
  gtk_snapshot_append_color (snapshot, &palette->light_square, &rect);
  for (ArbSquare sq = 0; sq < ARB_N_SQUARES; sq++)
    if ((ARB_SQUARE_X (sq) + ARB_SQUARE_Y (sq)) % 2 == 1)
      {
        square_rect (self, &geometry, sq, &rect);
        gtk_snapshot_append_color (snapshot, &palette->dark_square, &rect);
      }

  if (self->game != NULL)
    {
      if (self->show_last_move && arb_board_get_last_move (self, &last_move))
        {
          square_rect (self, &geometry, last_move.from, &rect);
          gtk_snapshot_append_color (snapshot, &palette->last_move, &rect);
          square_rect (self, &geometry, last_move.to, &rect);
          gtk_snapshot_append_color (snapshot, &palette->last_move, &rect);
        }
      if (self->selected != ARB_SQUARE_NONE)
        {
          square_rect (self, &geometry, self->selected, &rect);
          gtk_snapshot_append_color (snapshot, &palette->selected, &rect);
        }
      checked = arb_board_get_checked_kings (self);
      if (self->show_reachable)
        reachable = arb_board_get_reachable (self);
    }

  for (ArbSquare sq = 0; sq < ARB_N_SQUARES; sq++)
    {
      if (checked & ARB_SQUARE_BIT (sq))
        {
          square_rect (self, &geometry, sq, &rect);
          append_check (snapshot, &rect, &palette->check);
        }
      /* A quiet move is a dot in the middle of the empty square; a capture
       * a ring around the piece, which a dot would hide behind. */
      if (reachable & ARB_SQUARE_BIT (sq))
        {
          square_rect (self, &geometry, sq, &rect);
          if (piece_on (self, sq) == ARB_PIECE_NONE)
            append_circle (snapshot, &rect, size * .16f, &palette->marker);
          else
            append_ring (snapshot, &rect, MAX (2.f, size * .08f), &palette->marker);
        }
    }

  if (self->show_coordinates)
    append_coordinates (self, snapshot, &geometry, palette);

  if (self->game != NULL)
    {
      for (ArbSquare sq = 0; sq < ARB_N_SQUARES; sq++)
        {
          ArbPiece piece = piece_on (self, sq);

          if (piece == ARB_PIECE_NONE)
            continue;
          square_rect (self, &geometry, sq, &rect);
          /* The dragged piece leaves a faint trace on its square. */
          if (self->dragging && sq == self->drag_from)
            gtk_snapshot_push_opacity (snapshot, .35);
          gtk_snapshot_append_texture (snapshot, arb_board_glyphs_get_piece (self->glyphs, piece),
                                       &rect);
          if (self->dragging && sq == self->drag_from)
            gtk_snapshot_pop (snapshot);
        }
    }

  /* The keyboard cursor, only for a player who uses the keyboard. */
  if (gtk_widget_has_focus (widget)
      && (self->keyboard_used || gtk_widget_has_visible_focus (widget)))
    {
      float width = MAX (2.f, size * .06f);
      const float widths[4] = { width, width, width, width };
      const GdkRGBA colors[4] = { palette->cursor, palette->cursor,
                                  palette->cursor, palette->cursor };
      GskRoundedRect outline;

      square_rect (self, &geometry, self->cursor, &rect);
      gsk_rounded_rect_init_from_rect (&outline, &rect, width);
      gtk_snapshot_append_border (snapshot, &outline, widths, colors);
    }

  /* The dragged piece, a little larger, above everything else. */
  if (self->dragging && self->game != NULL && piece_on (self, self->drag_from) != ARB_PIECE_NONE)
    {
      int big;
      GdkTexture *texture = arb_board_glyphs_get_lifted_piece (self->glyphs, widget,
                                                               piece_on (self, self->drag_from),
                                                               &big);

      gtk_snapshot_append_texture (snapshot, texture,
                                   &GRAPHENE_RECT_INIT (self->drag_x - big / 2.f,
                                                        self->drag_y - big / 2.f, big, big));
    }
}

static void
arb_board_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  /* Squares of 20 pixels still show a piece; 64 look like a real board.
   * Any size in between or above works: the board scales. */
  *minimum = 20 * ARB_BOARD_SIZE;
  *natural = 64 * ARB_BOARD_SIZE;
}

static void
arb_board_state_flags_changed (GtkWidget     *widget,
                               GtkStateFlags  previous_state)
{
  GtkStateFlags flags = gtk_widget_get_state_flags (widget);
  GtkStateFlags watched = GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE;

  GTK_WIDGET_CLASS (arb_board_parent_class)->state_flags_changed (widget, previous_state);

  /* The cursor ring comes and goes with the keyboard focus. */
  if ((flags ^ previous_state) & watched)
    gtk_widget_queue_draw (widget);
}

static void
arb_board_dispose (GObject *object)
{
  ArbBoard *self = ARB_BOARD (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (arb_board_parent_class)->dispose (object);
}

static void
arb_board_finalize (GObject *object)
{
  ArbBoard *self = ARB_BOARD (object);

  arb_board_glyphs_free (self->glyphs);

  G_OBJECT_CLASS (arb_board_parent_class)->finalize (object);
}

static void
arb_board_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  ArbBoard *self = ARB_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_SHOW_REACHABLE:
      g_value_set_boolean (value, self->show_reachable);
      break;
    case PROP_SHOW_LAST_MOVE:
      g_value_set_boolean (value, self->show_last_move);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_board_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  ArbBoard *self = ARB_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      arb_board_set_game (self, g_value_get_object (value));
      break;
    case PROP_FLIPPED:
      arb_board_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_COORDINATES:
      arb_board_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_REACHABLE:
      arb_board_set_show_reachable (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_LAST_MOVE:
      arb_board_set_show_last_move (self, g_value_get_boolean (value));
      break;
    case PROP_INTERACTIVE:
      arb_board_set_interactive (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* ------------------------------------------------------ class and init */

static void
add_cursor_binding (GtkWidgetClass *widget_class,
                    guint           keyval,
                    guint           keypad_keyval,
                    int             dx,
                    int             dy)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0,
                                       "board.move-cursor", "(ii)", dx, dy);
  gtk_widget_class_add_binding_action (widget_class, keypad_keyval, 0,
                                       "board.move-cursor", "(ii)", dx, dy);
}

static void
arb_board_class_init (ArbBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const guint activate_keys[] = {
    GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space,
  };

  object_class->dispose = arb_board_dispose;
  object_class->finalize = arb_board_finalize;
  object_class->get_property = arb_board_get_property;
  object_class->set_property = arb_board_set_property;

  widget_class->snapshot = arb_board_snapshot;
  widget_class->measure = arb_board_measure;
  widget_class->state_flags_changed = arb_board_state_flags_changed;

  /**
   * ArbBoard:game:
   *
   * The game shown. The board follows its "changed" signal.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ARB_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * ArbBoard:flipped:
   *
   * Black at the bottom.
   */
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * ArbBoard:show-reachable:
   *
   * Whether the squares the selected piece can reach are marked. Clicking
   * them plays the move either way.
   */
  properties[PROP_SHOW_REACHABLE] =
    g_param_spec_boolean ("show-reachable", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LAST_MOVE] =
    g_param_spec_boolean ("show-last-move", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * ArbBoard:interactive:
   *
   * When %FALSE, clicks, drags and Enter do nothing (the keyboard cursor
   * still moves, to read the board).
   */
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ArbBoard::move-requested:
   * @self: the board
   * @from: the ArbSquare the piece leaves
   * @to: the ArbSquare it goes to
   *
   * A player asks for a move the rules allow. The board does not play it:
   * the handler does, with arb_game_play().
   */
  signals[MOVE_REQUESTED] =
    g_signal_new ("move-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * ArbBoard::move-refused:
   * @self: the board
   * @reason: why, in a translated sentence ("Bishop c1 to g5: blocked
   *   at d2", "It is White’s turn", "The game is over")
   *
   * A player tried something the rules refuse; nothing changed.
   */
  signals[MOVE_REFUSED] =
    g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)",
                                   move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.activate-cursor", NULL,
                                   activate_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.deselect", NULL, deselect_action);

  add_cursor_binding (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1);
  add_cursor_binding (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1);
  add_cursor_binding (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0);
  add_cursor_binding (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0);
  for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, activate_keys[i], 0,
                                         "board.activate-cursor", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.deselect", NULL);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
arb_board_init (ArbBoard *self)
{
  GtkGesture *click;

  self->glyphs = arb_board_glyphs_new ();
  self->game_signals = g_signal_group_new (ARB_TYPE_GAME);
  g_signal_group_connect (self->game_signals, "changed", G_CALLBACK (on_game_changed), self);
  self->show_coordinates = TRUE;
  self->show_reachable = TRUE;
  self->show_last_move = TRUE;
  self->interactive = TRUE;
  self->selected = ARB_SQUARE_NONE;
  self->drag_from = ARB_SQUARE_NONE;
  /* Where White's first move usually starts. */
  self->cursor = ARB_SQUARE (4, 6);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_click_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  self->drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (self->drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (self->drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (self->drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (self->drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (self->drag));

  /* A board is created on the default display and never moves. */
  g_signal_connect_object (get_style_manager (self), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Chessboard. Arrow keys move the cursor; Enter or Space "
                                    "selects a piece and plays a move; Escape cancels."),
                                  -1);
  update_actions (self);
  update_accessible (self);
}

/* ------------------------------------------------------------ public API */

/**
 * arb_board_new:
 *
 * Returns: (transfer floating): a board showing no game until
 *   arb_board_set_game().
 */
GtkWidget *
arb_board_new (void)
{
  return g_object_new (ARB_TYPE_BOARD, NULL);
}

/**
 * arb_board_get_game:
 * @self: a board
 *
 * Returns: (transfer none) (nullable): the game shown
 */
ArbGame *
arb_board_get_game (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), NULL);
  return self->game;
}

/**
 * arb_board_set_game:
 * @self: a board
 * @game: (nullable): the game to show
 *
 * Shows @game and follows its changes; the selection is dropped.
 */
void
arb_board_set_game (ArbBoard *self,
                    ArbGame  *game)
{
  g_return_if_fail (ARB_IS_BOARD (self));
  g_return_if_fail (game == NULL || ARB_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);

  on_game_changed (game, self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
arb_board_get_flipped (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  return self->flipped;
}

/**
 * arb_board_set_flipped:
 * @self: a board
 * @flipped: %TRUE for Black at the bottom
 */
void
arb_board_set_flipped (ArbBoard *self,
                       gboolean  flipped)
{
  g_return_if_fail (ARB_IS_BOARD (self));

  flipped = !!flipped;
  if (self->flipped == (guint) flipped)
    return;
  self->flipped = flipped;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

gboolean
arb_board_get_show_coordinates (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  return self->show_coordinates;
}

void
arb_board_set_show_coordinates (ArbBoard *self,
                                gboolean  show)
{
  g_return_if_fail (ARB_IS_BOARD (self));

  show = !!show;
  if (self->show_coordinates == (guint) show)
    return;
  self->show_coordinates = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

gboolean
arb_board_get_show_reachable (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  return self->show_reachable;
}

void
arb_board_set_show_reachable (ArbBoard *self,
                              gboolean  show)
{
  g_return_if_fail (ARB_IS_BOARD (self));

  show = !!show;
  if (self->show_reachable == (guint) show)
    return;
  self->show_reachable = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_REACHABLE]);
}

gboolean
arb_board_get_show_last_move (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  return self->show_last_move;
}

void
arb_board_set_show_last_move (ArbBoard *self,
                              gboolean  show)
{
  g_return_if_fail (ARB_IS_BOARD (self));

  show = !!show;
  if (self->show_last_move == (guint) show)
    return;
  self->show_last_move = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LAST_MOVE]);
}

gboolean
arb_board_get_interactive (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  return self->interactive;
}

/**
 * arb_board_set_interactive:
 * @self: a board
 * @interactive: whether clicks, drags and Enter act
 *
 * Turning it off drops the selection and a drag in progress.
 */
void
arb_board_set_interactive (ArbBoard *self,
                           gboolean  interactive)
{
  g_return_if_fail (ARB_IS_BOARD (self));

  interactive = !!interactive;
  if (self->interactive == (guint) interactive)
    return;
  self->interactive = interactive;
  if (!interactive)
    {
      cancel_drag (self);
      set_selected (self, ARB_SQUARE_NONE);
    }
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

ArbSquare
arb_board_get_selected (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), ARB_SQUARE_NONE);
  return self->selected;
}

void
arb_board_clear_selection (ArbBoard *self)
{
  g_return_if_fail (ARB_IS_BOARD (self));
  set_selected (self, ARB_SQUARE_NONE);
}

ArbSquare
arb_board_get_cursor (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), ARB_SQUARE_NONE);
  return self->cursor;
}

/**
 * arb_board_set_cursor:
 * @self: a board
 * @square: a square on the board
 *
 * Moves the keyboard cursor, and with it what the board's accessible name
 * says.
 */
void
arb_board_set_cursor (ArbBoard  *self,
                      ArbSquare  square)
{
  g_return_if_fail (ARB_IS_BOARD (self));
  g_return_if_fail (square < ARB_N_SQUARES);

  if (self->cursor == square)
    return;
  self->cursor = square;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * arb_board_activate_square:
 * @self: a board
 * @square: the square clicked, or %ARB_SQUARE_NONE (outside the board)
 *
 * Does what a click on @square does:
 * - with no selection, a piece of the side to move is selected; a piece
 *   of the other side is refused ("It is White’s turn");
 * - with a selection, a square the piece can reach is requested with
 *   ArbBoard::move-requested; another piece of the side to move takes
 *   the selection; the selected piece drops it; any other square is
 *   refused with the rules' reason;
 * - once the game is over, every piece is refused ("the game is over").
 *
 * The keyboard cursor moves to @square. Nothing happens while the board is
 * not interactive.
 */
void
arb_board_activate_square (ArbBoard  *self,
                           ArbSquare  square)
{
  ArbPiece piece;
  ArbSide turn;

  g_return_if_fail (ARB_IS_BOARD (self));
  g_return_if_fail (square < ARB_N_SQUARES || square == ARB_SQUARE_NONE);

  if (!self->interactive || self->game == NULL)
    return;
  if (square == ARB_SQUARE_NONE)
    {
      set_selected (self, ARB_SQUARE_NONE);
      return;
    }

  arb_board_set_cursor (self, square);
  piece = piece_on (self, square);
  turn = arb_game_get_turn (self->game);

  if (arb_game_is_over (self->game))
    {
      set_selected (self, ARB_SQUARE_NONE);
      if (piece != ARB_PIECE_NONE)
        emit_refused (self, _("The game is over"));
      return;
    }

  if (self->selected == square)
    set_selected (self, ARB_SQUARE_NONE);
  else if (piece != ARB_PIECE_NONE && arb_piece_side (piece) == turn)
    set_selected (self, square);
  else if (self->selected != ARB_SQUARE_NONE)
    try_move (self, self->selected, square);
  else if (piece != ARB_PIECE_NONE)
    emit_refused (self, turn == ARB_SIDE_WHITE ? _("It is White’s turn")
                                               : _("It is Black’s turn"));
}

/**
 * arb_board_get_reachable:
 * @self: a board
 *
 * Returns: the set of squares (ARB_SQUARE_BIT()) the selected piece can
 *   reach, drawn or not; 0 without a selection
 */
guint64
arb_board_get_reachable (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), 0);
  return reachable_from (self, self->selected);
}

/**
 * arb_board_get_captures:
 * @self: a board
 *
 * Returns: the reachable squares that hold a piece (of the other side, as
 *   the rules go): these are drawn as captures
 */
guint64
arb_board_get_captures (ArbBoard *self)
{
  guint64 reachable, captures = 0;

  g_return_val_if_fail (ARB_IS_BOARD (self), 0);

  reachable = reachable_from (self, self->selected);
  for (ArbSquare sq = 0; sq < ARB_N_SQUARES; sq++)
    if ((reachable & ARB_SQUARE_BIT (sq)) && piece_on (self, sq) != ARB_PIECE_NONE)
      captures |= ARB_SQUARE_BIT (sq);
  return captures;
}

/**
 * arb_board_get_last_move:
 * @self: a board
 * @move: (out) (optional): the move that led to the position shown
 *
 * Returns: %FALSE when no move led there (no game, or its first ply)
 */
gboolean
arb_board_get_last_move (ArbBoard *self,
                         ArbChessMove  *move)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  /* The records in effect end with the shown position's move, perhaps
   * followed by the checks, win or draw it caused. */
  for (guint i = arb_game_get_n_records (self->game); i > 0; i--)
    {
      const ArbRecord *record = arb_game_get_record (self->game, i - 1);

      if (record->type == ARB_RECORD_MOVE)
        {
          if (move != NULL)
            *move = arb_chess_move_from_move (&record->move);
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * arb_board_get_checked_kings:
 * @self: a board
 *
 * Returns: the squares (ARB_SQUARE_BIT()) of the Kings under attack: in
 *   this game both can be at once
 */
guint64
arb_board_get_checked_kings (ArbBoard *self)
{
  const ArbPosition *position;
  guint64 squares = 0;

  g_return_val_if_fail (ARB_IS_BOARD (self), 0);

  if (self->game == NULL)
    return 0;
  position = arb_game_get_position (self->game);
  for (ArbSide side = ARB_SIDE_WHITE; side <= ARB_SIDE_BLACK; side++)
    if (position->king[side] != ARB_SQUARE_NONE && arb_game_is_in_check (self->game, side))
      squares |= ARB_SQUARE_BIT (position->king[side]);
  return squares;
}

/**
 * arb_board_describe_square:
 * @self: a board
 * @square: a square
 *
 * Says what a player sees on @square: its name, its piece, and whether it
 * is selected, reachable by the selected piece, or a King in check, e.g.
 * "e4, white knight, reachable" or "e5, empty".
 *
 * Returns: (transfer full): a translated text
 */
char *
arb_board_describe_square (ArbBoard  *self,
                           ArbSquare  square)
{
  GString *text;
  char name[3];

  g_return_val_if_fail (ARB_IS_BOARD (self), NULL);
  g_return_val_if_fail (square < ARB_N_SQUARES, NULL);

  arb_square_to_name (square, name);
  text = g_string_new (name);
  if (self->game == NULL)
    return g_string_free (text, FALSE);

  /* Translators: between the parts of a square's description, as in
   * "e4, white knight, reachable" */
#define SEPARATOR _(", ")
  g_string_append (text, SEPARATOR);
  g_string_append (text, piece_name (piece_on (self, square)));
  if (square == self->selected)
    {
      g_string_append (text, SEPARATOR);
      g_string_append (text, _("selected"));
    }
  if (arb_board_get_reachable (self) & ARB_SQUARE_BIT (square))
    {
      g_string_append (text, SEPARATOR);
      g_string_append (text, _("reachable"));
    }
  if (arb_board_get_checked_kings (self) & ARB_SQUARE_BIT (square))
    {
      g_string_append (text, SEPARATOR);
      g_string_append (text, _("in check"));
    }
#undef SEPARATOR
  return g_string_free (text, FALSE);
}

/**
 * arb_board_square_at:
 * @self: a board
 * @x: @y: a point in widget coordinates
 *
 * Returns: the square drawn there, or %ARB_SQUARE_NONE outside the board
 */
ArbSquare
arb_board_square_at (ArbBoard *self,
                     double    x,
                     double    y)
{
  Geometry geometry;
  int column, row;

  g_return_val_if_fail (ARB_IS_BOARD (self), ARB_SQUARE_NONE);

  if (!get_geometry (self, &geometry))
    return ARB_SQUARE_NONE;
  x -= geometry.x0;
  y -= geometry.y0;
  if (x < 0 || y < 0)
    return ARB_SQUARE_NONE;
  column = (int) (x / geometry.size);
  row = (int) (y / geometry.size);
  if (!arb_coords_on_board (column, row))
    return ARB_SQUARE_NONE;
  return ARB_SQUARE (flip_coord (self, column), flip_coord (self, row));
}

/**
 * arb_board_get_square_bounds:
 * @self: a board
 * @square: a square
 * @bounds: (out): where it is drawn, in widget coordinates
 *
 * Returns: %FALSE while the widget is too small to draw a board
 */
gboolean
arb_board_get_square_bounds (ArbBoard        *self,
                             ArbSquare        square,
                             graphene_rect_t *bounds)
{
  Geometry geometry;

  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  g_return_val_if_fail (square < ARB_N_SQUARES, FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  if (!get_geometry (self, &geometry))
    return FALSE;
  square_rect (self, &geometry, square, bounds);
  return TRUE;
}
