/* arb-board-private.h — what the board's input code and its drawing share
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-board.h"
#include "arb-board-glyphs.h"

G_BEGIN_DECLS

/* The slide of the last move (arb-board-slide.c). */
typedef struct _ArbBoardSlider ArbBoardSlider;

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
  guint       show_coach : 1;
  guint       interactive : 1;

  /* what the player is doing */
  ArbCell     selected;     /* ARB_CELL_NONE when nothing is selected */
  ArbCell     cursor;       /* the keyboard's cell, always on the board */
  ArbCell     drag_from;    /* the piece a press landed on, while it may be dragged */
  gboolean    dragging;     /* the piece left its cell and follows the pointer */
  double      drag_x;       /* where the dragged piece is, in widget coordinates */
  double      drag_y;
  gboolean    dragging_move; /* the move tried comes from a drop */
  /* The last input on the board came from the keyboard: the cursor ring
   * shows. GTK 4.8 does not turn the window's focus-visible on for keys a
   * widget handles itself, so the board keeps track on its own. */
  gboolean    keyboard_used;
  /* A capture played hop by hop (checkers): the cells entered so far, from
   * the selected piece's cell; n_cells 0 when no hop has been made. */
  ArbMove     path;
  char       *path_message;  /* what the rules said after the last hop */
  /* The hint (arb-board-hint.c): n_cells 0 when none is shown. */
  ArbMove     hint;
  guint64     hint_movable;
  guint64     must_move;     /* the pieces that must capture, after a click on another */
  /* The last move sliding into place (arb-board-slide.c). */
  ArbBoardSlider *slider;
};

/* Where the board lies in the widget: whole-pixel tiles (a square, or the
 * tile around a point), so that edges stay crisp at any size. */
typedef struct
{
  int size;     /* side of one tile */
  int x0;       /* top-left corner of the top-left tile as shown */
  int y0;
} ArbBoardLayout;

/* ------------------------------------------------ the board's cells */

/* The rules of the game shown; while there is none, those of the game
 * played when none is named (arb_games_default()), whose board is drawn
 * empty. */
static inline const ArbRules *
arb_board_rules (ArbBoard *self)
{
  return self->game != NULL ? arb_game_get_rules (self->game) : arb_games_default ();
}

/* Columns and rows of the board drawn. */
static inline guint
arb_board_columns (ArbBoard *self)
{
  return arb_board_rules (self)->board.width;
}

static inline guint
arb_board_rows (ArbBoard *self)
{
  return arb_board_rules (self)->board.height;
}

static inline guint
arb_board_n_cells (ArbBoard *self)
{
  return arb_board_columns (self) * arb_board_rows (self);
}

static inline int
arb_board_cell_x (ArbBoard *self, ArbCell cell)
{
  return (int) (cell % arb_board_columns (self));
}

static inline int
arb_board_cell_y (ArbBoard *self, ArbCell cell)
{
  return (int) (cell / arb_board_columns (self));
}

static inline ArbCell
arb_board_cell (ArbBoard *self, int x, int y)
{
  return (ArbCell) (y * (int) arb_board_columns (self) + x);
}

/* The column or row shown for a cell's x or y, and back: the same mirror
 * both ways. */
static inline int
arb_board_flip_x (ArbBoard *self, int x)
{
  return self->flipped ? (int) arb_board_columns (self) - 1 - x : x;
}

static inline int
arb_board_flip_y (ArbBoard *self, int y)
{
  return self->flipped ? (int) arb_board_rows (self) - 1 - y : y;
}

/* The game's words for the app, or NULL (also without a game). */
static inline const ArbAppWords *
arb_board_app_words (ArbBoard *self)
{
  return self->game != NULL ? arb_game_get_rules (self->game)->app_words : NULL;
}

/* arb-board.c: the widget */
void     arb_board_update_accessible   (ArbBoard *self);
void     arb_board_update_actions      (ArbBoard *self);
void     arb_board_emit_move_requested (ArbBoard *self, const ArbMove *move);
void     arb_board_emit_move_refused   (ArbBoard *self, const char *reason);

/* arb-board-input.c: the selection, clicks, drags and keys */
void     arb_board_set_selected      (ArbBoard *self, ArbCell cell);
void     arb_board_cancel_drag       (ArbBoard *self);
void     arb_board_input_class_init  (GtkWidgetClass *widget_class);
void     arb_board_input_init        (ArbBoard *self);

/* arb-board-cells.c: what the board says of its cells */
guint8   arb_board_piece_on     (ArbBoard *self, ArbCell cell);
guint64  arb_board_get_reachable_and_captures (ArbBoard *self, guint64 *captures);
void     arb_board_append_cell_labels   (ArbBoard *self, GtkSnapshot *snapshot,
                                         const ArbBoardLayout *geometry,
                                         const GdkRGBA *on_light, const GdkRGBA *on_dark);
void     arb_board_append_point_numbers (ArbBoard *self, GtkSnapshot *snapshot,
                                         const ArbBoardLayout *geometry, const GdkRGBA *color);

/* arb-board-draw.c: the layout and the cells' names */
gboolean arb_board_get_geometry (ArbBoard *self, ArbBoardLayout *geometry);
void     arb_board_cell_rect    (ArbBoard *self, const ArbBoardLayout *geometry,
                                 ArbCell cell, graphene_rect_t *rect);
void     arb_board_cell_name    (ArbBoard *self, ArbCell cell, char name[16]);

/* arb-board-path.c: moves entered hop by hop */

/* What a click on a cell does to the move being entered. */
typedef enum
{
  ARB_HOP_NONE,       /* no legal move goes there: the rules say why */
  ARB_HOP_COMPLETE,   /* a whole legal move: play it */
  ARB_HOP_CONTINUE,   /* one hop further; the piece must go on */
  ARB_HOP_AMBIGUOUS,  /* the last cell of several paths: go hop by hop */
} ArbHop;

void     arb_board_path_prefix   (ArbBoard *self, ArbCell from, ArbMove *prefix);
guint64  arb_board_path_next     (ArbBoard *self, ArbCell from, guint64 *takes);
ArbHop   arb_board_path_hop      (ArbBoard *self, ArbCell from, ArbCell to, ArbMove *move);
gboolean arb_board_path_jumped   (ArbBoard *self, ArbCell cell);
void     arb_board_path_clear    (ArbBoard *self);

static inline gboolean
arb_board_path_in_progress (ArbBoard *self)
{
  return self->path.n_cells >= 2;
}

/* arb-board-hint.c */
void     arb_board_hint_snapshot (ArbBoard *self, GtkSnapshot *snapshot,
                                  const ArbBoardLayout *geometry);

/* arb-board-slide.c */
void     arb_board_slide_init       (ArbBoard *self);
void     arb_board_slide_free       (ArbBoard *self);
void     arb_board_slide_sync       (ArbBoard *self);
void     arb_board_slide_forget     (ArbBoard *self);
void     arb_board_slide_note_shown (ArbBoard *self, const ArbMove *move);
void     arb_board_slide_hop        (ArbBoard *self);
gboolean arb_board_slide_hop_running (ArbBoard *self);
guint8   arb_board_slide_piece_on   (ArbBoard *self, ArbCell cell);
void     arb_board_slide_snapshot   (ArbBoard *self, GtkSnapshot *snapshot,
                                     const ArbBoardLayout *geometry);

/* arb-board-draw.c */
void     arb_board_snapshot     (GtkWidget *widget, GtkSnapshot *snapshot);
void     arb_board_draw_piece   (ArbBoard *self, GtkSnapshot *snapshot, guint8 piece,
                                 const graphene_rect_t *rect);
void     arb_board_coordinate_colors (gboolean dark, gboolean on_dark_square,
                                      GdkRGBA *square, GdkRGBA *text);

G_END_DECLS
