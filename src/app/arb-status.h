/* arb-status.h — what the app says about a game, in the user's language
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-core.h"
#include "arb-games.h"

G_BEGIN_DECLS

char       *arb_status_describe          (ArbGame          *game);
char       *arb_status_describe_ending   (ArbGame          *game);
char       *arb_status_describe_record   (ArbGame          *game,
                                          const ArbRecord  *record);
void        arb_status_append_record     (ArbGame          *game,
                                          const ArbRecord  *record,
                                          GString          *out);
const char *arb_status_side_name         (ArbGame          *game,
                                          ArbSide           side);
char       *arb_status_explain_error     (ArbGame          *game,
                                          const GError     *error);
char       *arb_status_describe_claim    (ArbGame          *game,
                                          ArbDrawClaim      claims);
char       *arb_status_fill_names        (const char       *sentence,
                                          const char       *first,
                                          const char       *second);

G_END_DECLS
