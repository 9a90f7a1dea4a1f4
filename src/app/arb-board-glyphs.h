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

/* How one side's pieces are painted. */
typedef struct
{
  GdkRGBA fill;
  GdkRGBA outline;
} ArbPieceColors;

ArbBoardGlyphs *arb_board_glyphs_new          (void);
void            arb_board_glyphs_free         (ArbBoardGlyphs *self);

void            arb_board_glyphs_update       (ArbBoardGlyphs       *self,
                                               GtkWidget            *widget,
                                               int                   square_size,
                                               const ArbPieceColors  colors[ARB_N_SIDES]);
GdkTexture     *arb_board_glyphs_get_piece    (ArbBoardGlyphs       *self,
                                               ArbPiece              piece);
int             arb_board_glyphs_label_size   (int                   square_size);
PangoLayout    *arb_board_glyphs_get_file     (ArbBoardGlyphs       *self,
                                               int                   file);
PangoLayout    *arb_board_glyphs_get_rank     (ArbBoardGlyphs       *self,
                                               int                   rank);
GdkTexture     *arb_board_glyphs_get_lifted_piece (ArbBoardGlyphs *self,
                                                   GtkWidget      *widget,
                                                   ArbPiece        piece,
                                                   int            *size);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbBoardGlyphs, arb_board_glyphs_free)

G_END_DECLS
