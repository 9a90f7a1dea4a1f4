/* arb-board-glyphs.h — the board's text, laid out once per square size
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "arbiter.h"

G_BEGIN_DECLS

typedef struct _ArbBoardGlyphs ArbBoardGlyphs;

ArbBoardGlyphs *arb_board_glyphs_new          (void);
void            arb_board_glyphs_free         (ArbBoardGlyphs *self);

void            arb_board_glyphs_update       (ArbBoardGlyphs *self,
                                               GtkWidget      *widget,
                                               int             square_size);
PangoLayout    *arb_board_glyphs_get_piece    (ArbBoardGlyphs *self,
                                               ArbPieceType    type,
                                               graphene_point_t *ink_centre);
PangoLayout    *arb_board_glyphs_get_file     (ArbBoardGlyphs *self,
                                               int             file);
PangoLayout    *arb_board_glyphs_get_rank     (ArbBoardGlyphs *self,
                                               int             rank);

PangoLayout    *arb_board_glyphs_new_piece_layout (GtkWidget    *widget,
                                                   ArbPieceType  type,
                                                   float         font_size);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbBoardGlyphs, arb_board_glyphs_free)

G_END_DECLS
