/* arb-congkak-steps.h — a Congkak move seed by seed (the table's move_steps)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-congkak.h"

G_BEGIN_DECLS

void arb_congkak_move_steps (gconstpointer  state,
                             const ArbMove *move,
                             ArbStepFunc    step,
                             gpointer       data);

G_END_DECLS
