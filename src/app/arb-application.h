/* arb-application.h — the desktop app: one window, app-wide actions
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARB_TYPE_APPLICATION (arb_application_get_type ())
G_DECLARE_FINAL_TYPE (ArbApplication, arb_application, ARB, APPLICATION, AdwApplication)

ArbApplication *arb_application_new          (void);
GSettings      *arb_application_get_settings (ArbApplication *self);
GSettings      *arb_application_dup_settings_or_null (void);

G_END_DECLS
