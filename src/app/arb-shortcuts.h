/* arb-shortcuts.h — every keyboard shortcut of the app, in one place
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * ArbShortcut:
 * @action: a detailed action name ("win.new", "history.previous")
 * @accels: the keys, as gtk_accelerator_parse() reads them, %NULL-terminated
 *
 * One row of a shortcut table.
 */
typedef struct
{
  const char *action;
  const char *accels[4];
} ArbShortcut;

const ArbShortcut *arb_shortcuts_get_accels     (guint *n_shortcuts);
const ArbShortcut *arb_shortcuts_get_plain_keys (guint *n_shortcuts);

void arb_shortcuts_set_accels      (GtkApplication *app);
void arb_shortcuts_add_plain_keys  (GtkWidget      *widget);

G_END_DECLS
