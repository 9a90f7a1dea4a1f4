/* arb-message-bar.h — the line under the board that says what happened
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ARB_TYPE_MESSAGE_BAR (arb_message_bar_get_type ())
G_DECLARE_FINAL_TYPE (ArbMessageBar, arb_message_bar, ARB, MESSAGE_BAR, GtkWidget)

GtkWidget  *arb_message_bar_new         (void);
void        arb_message_bar_set_ending  (ArbMessageBar *self,
                                         const char    *text,
                                         gboolean       draw);
void        arb_message_bar_set_status  (ArbMessageBar *self,
                                         const char    *status);
void        arb_message_bar_show        (ArbMessageBar *self,
                                         const char    *text,
                                         const char    *button_label,
                                         const char    *action_name);
void        arb_message_bar_show_lasting (ArbMessageBar *self,
                                          const char    *text,
                                          const char    *button_label,
                                          const char    *action_name);
gboolean    arb_message_bar_get_lasting (ArbMessageBar *self);
void        arb_message_bar_dismiss     (ArbMessageBar *self);
void        arb_message_bar_clear_message (ArbMessageBar *self);
void        arb_message_bar_withdraw    (ArbMessageBar *self,
                                         const char    *text);
const char *arb_message_bar_get_ending  (ArbMessageBar *self);
const char *arb_message_bar_get_message (ArbMessageBar *self);
const char *arb_message_bar_get_text    (ArbMessageBar *self);
void        arb_message_bar_set_compact (ArbMessageBar *self,
                                         gboolean       compact);
gboolean    arb_message_bar_get_compact (ArbMessageBar *self);

G_END_DECLS
