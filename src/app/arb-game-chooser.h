/* arb-game-chooser.h — picks one game of a PGN file that holds several
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "arb-core.h"
#include "arb-games.h"

G_BEGIN_DECLS

#define ARB_TYPE_GAME_CHOOSER (arb_game_chooser_get_type ())
G_DECLARE_FINAL_TYPE (ArbGameChooser, arb_game_chooser, ARB, GAME_CHOOSER, AdwWindow)

GtkWidget *arb_game_chooser_new        (const char *file_name,
                                        GPtrArray  *games,
                                        gboolean    more_games);
guint      arb_game_chooser_get_n_games (ArbGameChooser *self);
void       arb_game_chooser_choose     (ArbGameChooser *self,
                                        guint           index);

G_END_DECLS
