/* arb-rules-window.h — the rules of simplified chess, in plain words
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARB_TYPE_RULES_WINDOW (arb_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (ArbRulesWindow, arb_rules_window, ARB, RULES_WINDOW, AdwWindow)

GtkWidget *arb_rules_window_new (void);

G_END_DECLS
