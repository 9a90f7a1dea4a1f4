/* arb-history-view.h — the history panel: the moves, two to a row
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "arb-core.h"
#include "arb-games.h"

G_BEGIN_DECLS

#define ARB_TYPE_HISTORY_VIEW (arb_history_view_get_type ())
G_DECLARE_FINAL_TYPE (ArbHistoryView, arb_history_view, ARB, HISTORY_VIEW, GtkWidget)

GtkWidget  *arb_history_view_new              (void);

ArbGame    *arb_history_view_get_game         (ArbHistoryView *self);
void        arb_history_view_set_game         (ArbHistoryView *self,
                                               ArbGame        *game);

const char *arb_history_view_get_notation     (ArbHistoryView *self);
void        arb_history_view_set_notation     (ArbHistoryView *self,
                                               const char     *notation);

guint       arb_history_view_get_n_moves      (ArbHistoryView *self);
GtkWidget  *arb_history_view_get_move_button  (ArbHistoryView *self,
                                               guint           ply);
const char *arb_history_view_get_result_text  (ArbHistoryView *self);
gboolean    arb_history_view_focus_shown_move (ArbHistoryView *self);

G_END_DECLS
