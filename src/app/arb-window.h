/* arb-window.h — the main window: a game, its board and its history
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "arb-core.h"
#include "arb-games.h"
#include "arb-application.h"
#include "arb-history-view.h"

G_BEGIN_DECLS

#define ARB_TYPE_WINDOW (arb_window_get_type ())
G_DECLARE_FINAL_TYPE (ArbWindow, arb_window, ARB, WINDOW, AdwApplicationWindow)

ArbWindow      *arb_window_new               (ArbApplication *app);

ArbGame        *arb_window_get_game          (ArbWindow  *self);
GtkWidget      *arb_window_get_board         (ArbWindow  *self);
ArbHistoryView *arb_window_get_history_view  (ArbWindow  *self);
GFile          *arb_window_get_file          (ArbWindow  *self);
gboolean        arb_window_get_modified      (ArbWindow  *self);
gboolean        arb_window_get_replaying     (ArbWindow  *self);
void            arb_window_set_replaying     (ArbWindow  *self,
                                              gboolean    replaying);

/* Files and the clipboard, without the file chooser. */
void            arb_window_open_file         (ArbWindow  *self,
                                              GFile      *file);
gboolean        arb_window_save_to_file      (ArbWindow  *self,
                                              GFile      *file,
                                              GError    **error);
void            arb_window_paste_text        (ArbWindow  *self,
                                              const char *text);
gboolean        arb_window_flush_autosave    (ArbWindow  *self,
                                              GError    **error);

/* What the window says: the status line under the title, the end of the
 * game (NULL while it goes on), the message under the board, the open
 * question. */
const char     *arb_window_get_status        (ArbWindow  *self);
const char     *arb_window_get_announcement  (ArbWindow  *self);
const char     *arb_window_get_last_message  (ArbWindow  *self);
GtkWidget      *arb_window_get_message_bar   (ArbWindow  *self);
GtkWindow      *arb_window_get_dialog        (ArbWindow  *self);
GtkWindow      *arb_window_get_shortcuts_window (ArbWindow *self);

/* The computer player and the hint (arb-window-computer.c). */
void            arb_window_set_players          (ArbWindow *self, guint first, guint second);
guint           arb_window_get_player           (ArbWindow *self, ArbSide side);
gboolean        arb_window_get_thinking         (ArbWindow *self);
gboolean        arb_window_get_hint             (ArbWindow *self, ArbMove *move);

/* The board of games of pits (Congkak), shown instead of the other. */
GtkWidget      *arb_window_get_pits_board    (ArbWindow  *self);

G_END_DECLS
