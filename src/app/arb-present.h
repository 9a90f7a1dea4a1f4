/* arb-present.h — showing a window with the time of the user's action
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void arb_present (GtkWindow *window);

G_END_DECLS
