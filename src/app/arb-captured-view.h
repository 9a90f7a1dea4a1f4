/* arb-captured-view.h — the pieces one side has taken, beside the board
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-board.h"

G_BEGIN_DECLS

#define ARB_TYPE_CAPTURED_VIEW (arb_captured_view_get_type ())
G_DECLARE_FINAL_TYPE (ArbCapturedView, arb_captured_view, ARB, CAPTURED_VIEW, GtkWidget)

void        arb_captured_view_update   (ArbCapturedView *self,
                                        ArbBoard        *board,
                                        ArbSide          capturer);
GByteArray *arb_captured_view_get_pieces (ArbCapturedView *self);
int         arb_captured_view_get_balance (ArbCapturedView *self);

void        arb_captured_collect       (ArbGame    *game,
                                        ArbSide     capturer,
                                        GByteArray *pieces);
int         arb_captured_value         (const ArbRules *rules,
                                        GByteArray     *pieces);

G_END_DECLS
