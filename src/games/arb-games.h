/* arb-games.h — the registry: every game Arbiter referees
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-pgn.h"

G_BEGIN_DECLS

const ArbRules *const *arb_games_list    (guint *n_games);
const ArbRules        *arb_games_lookup  (const char *id);
const ArbRules        *arb_games_default (void);

ArbPgnReader *arb_pgn_reader_new      (GInputStream *stream, const char *display_name);
ArbPgnReader *arb_pgn_reader_new_game (GInputStream *stream, const char *display_name,
                                       const ArbRules *forced);

G_END_DECLS
