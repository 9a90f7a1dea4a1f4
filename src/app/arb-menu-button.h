/* arb-menu-button.h — menu buttons whose tooltip gives way to their menu
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void arb_menu_button_hide_tooltip_while_open (GtkMenuButton *button);

G_END_DECLS
