/* arb-present.c — showing a window with the time of the user's action
 *
 * gtk_window_present() sends X11 window managers a request to activate the
 * window stamped "now" (a timestamp of 0), which the focus-stealing
 * prevention of Mutter and others cannot weigh: they log "Buggy client
 * sent a _NET_ACTIVE_WINDOW message with a timestamp of 0" and may leave
 * the dialog behind. The time of the last user event is what they expect.
 * Wayland has no such timestamps (activation goes through tokens), so
 * there the plain call is right.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-present.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

/**
 * arb_present:
 * @window: a window to show and raise
 *
 * gtk_window_present(), with the time of the user's last action where the
 * windowing system wants one.
 */
void
arb_present (GtkWindow *window)
{
  guint32 time = GDK_CURRENT_TIME;

  g_return_if_fail (GTK_IS_WINDOW (window));

#ifdef GDK_WINDOWING_X11
  {
    GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (window));

    if (GDK_IS_X11_DISPLAY (display))
      time = gdk_x11_display_get_user_time (display);
  }
#endif
  gtk_window_present_with_time (window, time);
}
