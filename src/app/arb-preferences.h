/* arb-preferences.h — the preferences window, bound to GSettings
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARB_TYPE_PREFERENCES (arb_preferences_get_type ())
G_DECLARE_FINAL_TYPE (ArbPreferences, arb_preferences, ARB, PREFERENCES, AdwPreferencesWindow)

GtkWidget *arb_preferences_new          (GSettings      *settings);
GSettings *arb_preferences_get_settings (ArbPreferences *self);

G_END_DECLS
