/* arb-menu-button.c — menu buttons whose tooltip gives way to their menu
 *
 * With GTK 4.8, the tooltip of a menu button shown when it is clicked
 * stays on screen over the first item of the menu that opens ("Main Menu"
 * over "New Game"). The button has no tooltip while its menu is open.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-menu-button.h"

static void
on_popover_visible (GtkWidget  *button,
                    GParamSpec *pspec,
                    GtkWidget  *popover)
{
  gtk_widget_set_has_tooltip (button, !gtk_widget_get_visible (popover));
  /* Asked again at once: the tooltip on screen goes now, not when the
   * pointer next moves over the window. */
  gtk_widget_trigger_tooltip_query (button);
}

/**
 * arb_menu_button_hide_tooltip_while_open:
 * @button: a menu button with a popover (or a menu model) and a tooltip
 *
 * Hides @button's tooltip while its menu is open, and gives it back when
 * the menu closes.
 */
void
arb_menu_button_hide_tooltip_while_open (GtkMenuButton *button)
{
  GtkPopover *popover;

  g_return_if_fail (GTK_IS_MENU_BUTTON (button));

  popover = gtk_menu_button_get_popover (button);
  g_return_if_fail (popover != NULL);
  g_signal_connect_object (popover, "notify::visible", G_CALLBACK (on_popover_visible), button,
                           G_CONNECT_SWAPPED);
}
