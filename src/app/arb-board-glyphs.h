/* arb-board-glyphs.h — the board's text, laid out once per square size
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "arb-core.h"

G_BEGIN_DECLS

typedef struct _ArbBoardGlyphs ArbBoardGlyphs;

/* How one side's pieces are painted. */
typedef struct
{
  GdkRGBA fill;
  GdkRGBA outline;
} ArbPieceColors;

/* The names a grid's columns and rows go by when its rules name no cell
 * (ArbRules.cell_label NULL): column x is the letter "a" + x, row y (0 at
 * the top) the number @rows − y, as chess names its files and ranks. */
static inline void
arb_board_column_name (guint x,
                       char  name[8])
{
  g_snprintf (name, 8, "%c", (char) ('a' + x));
}

static inline void
arb_board_row_name (guint y,
                    guint rows,
                    char  name[8])
{
  g_snprintf (name, 8, "%u", rows - y);
}

ArbBoardGlyphs *arb_board_glyphs_new          (void);
void            arb_board_glyphs_free         (ArbBoardGlyphs *self);

void            arb_board_glyphs_update       (ArbBoardGlyphs       *self,
                                               GtkWidget            *widget,
                                               int                   square_size,
                                               const ArbRules       *rules,
                                               const ArbPieceColors  colors[ARB_N_SIDES]);
GdkTexture     *arb_board_glyphs_get_piece    (ArbBoardGlyphs       *self,
                                               guint8                piece);
int             arb_board_glyphs_label_size   (int                   square_size);
PangoLayout    *arb_board_glyphs_get_column_label (ArbBoardGlyphs   *self,
                                                   guint             x);
PangoLayout    *arb_board_glyphs_get_row_label    (ArbBoardGlyphs   *self,
                                                   guint             y);
GdkTexture     *arb_board_glyphs_get_lifted_piece (ArbBoardGlyphs *self,
                                                   GtkWidget      *widget,
                                                   guint8          piece,
                                                   int            *size);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbBoardGlyphs, arb_board_glyphs_free)

G_END_DECLS
