/* arb-rules-window.h — a game's rules in plain words (Help ▸ Rules, F1)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "arb-core.h"

G_BEGIN_DECLS

#define ARB_TYPE_RULES_WINDOW (arb_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (ArbRulesWindow, arb_rules_window, ARB, RULES_WINDOW, AdwWindow)

GtkWidget      *arb_rules_window_new       (const ArbRules *rules);
const ArbRules *arb_rules_window_get_rules (ArbRulesWindow *self);

G_END_DECLS
