/* arb-cursor-keys.c — the keys that move a board's keyboard cursor and
 * play the place under it, shared by the board of squares and of pits
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-cursor-keys.h"

void
arb_cursor_keys_bind (GtkWidgetClass *widget_class,
                      const char     *move_action,
                      const char     *activate_action)
{
  static const struct {
    guint key, keypad_key;
    int dx, dy;
  } arrows[] = {
    { GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1 },
    { GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1 },
    { GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0 },
    { GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0 },
  };
  static const guint activate_keys[] = {
    GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space,
  };

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    {
      gtk_widget_class_add_binding_action (widget_class, arrows[i].key, 0, move_action,
                                           "(ii)", arrows[i].dx, arrows[i].dy);
      gtk_widget_class_add_binding_action (widget_class, arrows[i].keypad_key, 0, move_action,
                                           "(ii)", arrows[i].dx, arrows[i].dy);
    }
  for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, activate_keys[i], 0, activate_action,
                                         NULL);
}
