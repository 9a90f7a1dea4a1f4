/* arb-board.h — the board widget: draws a game and lets players move
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "arbiter.h"

G_BEGIN_DECLS

#define ARB_TYPE_BOARD (arb_board_get_type ())
G_DECLARE_FINAL_TYPE (ArbBoard, arb_board, ARB, BOARD, GtkWidget)

GtkWidget *arb_board_new                (void);

ArbGame   *arb_board_get_game           (ArbBoard *self);
void       arb_board_set_game           (ArbBoard *self, ArbGame *game);

gboolean   arb_board_get_flipped        (ArbBoard *self);
void       arb_board_set_flipped        (ArbBoard *self, gboolean flipped);

/* The selected square, or ARB_SQUARE_NONE. */
ArbSquare  arb_board_get_selected       (ArbBoard *self);
/* The keyboard cursor's square. */
ArbSquare  arb_board_get_cursor         (ArbBoard *self);

/* What a click on a square does, exactly as a pointer click would: for
 * tests and for the keyboard (Enter/Space on the cursor). */
void       arb_board_activate_square    (ArbBoard *self, ArbSquare square);

/* The square under widget coordinates (x, y), or ARB_SQUARE_NONE. */
ArbSquare  arb_board_square_at          (ArbBoard *self, double x, double y);

G_END_DECLS
