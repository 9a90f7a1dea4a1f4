/* arb-game-copy.h — copies of a game with its whole history
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-core.h"
#include "arb-games.h"

G_BEGIN_DECLS

/* Tags whose name starts with this are the app's own bookkeeping (the
 * autosave's current ply, file and state): never copied, never saved. */
#define ARB_APP_TAG_PREFIX "Arbiter"

ArbGame *arb_app_copy_game          (ArbGame *game, gboolean same_position);
gboolean arb_app_game_set_position  (ArbGame *game, guint ply, guint n_records);
gboolean arb_app_game_has_history   (ArbGame *game);

G_END_DECLS
