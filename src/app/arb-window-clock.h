/* arb-window-clock.h — the window's clocks, as tests see them
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-window.h"

G_BEGIN_DECLS

const char *arb_window_get_clock_text      (ArbWindow *self, ArbSide side);
gboolean    arb_window_get_clock_running   (ArbWindow *self, ArbSide side);
gint64      arb_window_get_clock_remaining (ArbWindow *self, ArbSide side);
void        arb_window_pass_clock_time     (ArbWindow *self, gint64 time);
void        arb_window_freeze_clock        (ArbWindow *self);

G_END_DECLS
