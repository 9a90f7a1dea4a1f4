/* arb-board.h — the board widget: draws a game and lets players move
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "arb-board-glyphs.h"

#include "arb-core.h"
#include "arb-games.h"

G_BEGIN_DECLS

#define ARB_TYPE_BOARD (arb_board_get_type ())
G_DECLARE_FINAL_TYPE (ArbBoard, arb_board, ARB, BOARD, GtkWidget)

/* A set of cells of the board (each an ArbCell below 64): one bit per cell. */
#define ARB_CELL_BIT(cell) (G_GUINT64_CONSTANT (1) << (cell))

GtkWidget *arb_board_new                  (void);

/* ---------------------------------------------------------- properties */

ArbGame   *arb_board_get_game             (ArbBoard *self);
void       arb_board_set_game             (ArbBoard *self, ArbGame *game);

gboolean   arb_board_get_tiles_bounds     (ArbBoard *self, graphene_rect_t *bounds);
gboolean   arb_board_get_path             (ArbBoard *self, ArbMove *path);
void       arb_board_append_piece         (ArbBoard *self, GtkWidget *widget,
                                           ArbBoardGlyphs *glyphs, GtkSnapshot *snapshot,
                                           guint8 piece, const graphene_rect_t *rect);
gboolean   arb_board_get_flipped          (ArbBoard *self);
void       arb_board_set_flipped          (ArbBoard *self, gboolean flipped);

gboolean   arb_board_get_show_coordinates (ArbBoard *self);
void       arb_board_set_show_coordinates (ArbBoard *self, gboolean show);

gboolean   arb_board_get_show_reachable   (ArbBoard *self);
void       arb_board_set_show_reachable   (ArbBoard *self, gboolean show);

gboolean   arb_board_get_show_last_move   (ArbBoard *self);
void       arb_board_set_show_last_move   (ArbBoard *self, gboolean show);

gboolean   arb_board_get_show_coach       (ArbBoard *self);
void       arb_board_set_show_coach       (ArbBoard *self, gboolean show);

gboolean   arb_board_get_interactive      (ArbBoard *self);
void       arb_board_set_interactive      (ArbBoard *self, gboolean interactive);

/* ------------------------------------------------- selection and cursor */

/* The selected cell, or ARB_CELL_NONE. */
ArbCell    arb_board_get_selected         (ArbBoard *self);
/* Drops the selection, as Escape does. */
void       arb_board_clear_selection      (ArbBoard *self);

/* The keyboard cursor's square. */
ArbCell    arb_board_get_cursor           (ArbBoard *self);
void       arb_board_set_cursor           (ArbBoard *self, ArbCell square);

/* What a click on a square does, exactly as a pointer click would: for
 * tests and for the keyboard (Enter/Space on the cursor). */
void       arb_board_activate_square      (ArbBoard *self, ArbCell square);

/* ------------------------------------------------- what the board shows */

/* The squares the selected piece can reach (whether or not they are drawn,
 * see :show-reachable); 0 without a selection. */
guint64    arb_board_get_reachable        (ArbBoard *self);
/* Those of them that hold an enemy piece: drawn as captures, not dots. */
guint64    arb_board_get_captures         (ArbBoard *self);
/* Those of them after which a cell of the mover is threatened (chess: the
 * opponent can capture the mover's King), in games that warn of
 * threatened cells; whether or not the coach shows them (:show-coach). */
guint64    arb_board_get_coached          (ArbBoard *self);
/* The move that led to the position shown: FALSE at the start. */
gboolean   arb_board_get_last_move        (ArbBoard *self, ArbMove *move);
/* The threatened cells of both sides (chess: the Kings in check). */
guint64    arb_board_get_threatened       (ArbBoard *self);

/* The accessible name of a square, e.g. "e4, white knight, reachable".
 * Returns: (transfer full): a translated sentence. */
char      *arb_board_describe_square      (ArbBoard *self, ArbCell square);

/* The hint and the computer's hops (arb-board-hint.c). */
void       arb_board_set_hint             (ArbBoard *self, const ArbMove *hint, guint64 movable);
guint64         arb_board_get_must_move     (ArbBoard *self);
gboolean   arb_board_get_hint             (ArbBoard *self, ArbMove *hint, guint64 *movable);
void       arb_board_show_hops            (ArbBoard *self, const ArbMove *prefix);
gboolean   arb_board_get_hops             (ArbBoard *self, ArbMove *prefix);

/* ------------------------------------------------- moves that slide */

/* The last move slides into place (arb-board-slide.c). */
gboolean   arb_board_is_sliding           (ArbBoard *self);
gboolean   arb_board_get_slide_point      (ArbBoard *self, graphene_point_t *point);
void       arb_board_finish_slide         (ArbBoard *self);
/* For the tests: the slide held @elapsed µs after its start. */
void       arb_board_set_slide_time       (ArbBoard *self, gint64 elapsed);
gint64     arb_board_get_slide_hop_time   (void);

/* ------------------------------------------------------------ geometry */

/* The cell under widget coordinates (x, y), or ARB_CELL_NONE. */
ArbCell    arb_board_square_at            (ArbBoard *self, double x, double y);
/* Where @square is drawn, in widget coordinates; FALSE while the widget is
 * too small to draw a board. */
gboolean   arb_board_get_square_bounds    (ArbBoard *self, ArbCell square,
                                           graphene_rect_t *bounds);

G_END_DECLS
