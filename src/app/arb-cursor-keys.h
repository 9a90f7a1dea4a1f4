/* arb-cursor-keys.h — the keys that move a board's keyboard cursor and
 * play the place under it, shared by the board of squares and of pits
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Binds, in @widget_class, the arrows (and the keypad's) to
 * @move_action with the "(ii)" step on screen (Up is (0, -1)), and Enter
 * and Space (and the keypad's) to @activate_action, which takes no
 * parameter. The class installs both actions itself. */
void arb_cursor_keys_bind (GtkWidgetClass *widget_class,
                           const char     *move_action,
                           const char     *activate_action);

G_END_DECLS
