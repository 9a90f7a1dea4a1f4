/* arb-game-details.h — the players and the event, read and edited
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "arb-core.h"
#include "arb-games.h"

G_BEGIN_DECLS

GtkWidget *arb_game_details_new (GtkWindow *parent,
                                 ArbGame   *game);
void       arb_game_details_set_field (GtkWidget  *dialog,
                                       const char *tag,
                                       const char *value);

G_END_DECLS
