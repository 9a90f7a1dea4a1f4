/* arb-congkak-new-game.h — New Game's questions for Congkak (congkak.md §12)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "arbiter.h"
#include "arb-pits-board.h"

G_BEGIN_DECLS

/* The game types of §12. */
typedef enum
{
  ARB_CONGKAK_BASIC,
  ARB_CONGKAK_INTERMEDIATE,
  ARB_CONGKAK_ADVANCED,
} ArbCongkakType;

/* An AdwMessageDialog asking the game type, the board, the names, who
 * starts and (Advanced) whose turns show the suggested move; it starts with
 * the answers last given (@settings may be NULL). Its "start" response
 * means the answers are valid. */
GtkWidget *arb_congkak_new_game_dialog_new (GtkWindow *parent, GSettings *settings);

/* The dialog's widgets, for tests: "type", "pits", "seeds", "name1",
 * "name2", "first", "suggest". */
GtkWidget *arb_congkak_new_game_dialog_get_row (GtkWidget *dialog, const char *name);

/* The game the answers describe, its coin flipped from @coin_seed (or from
 * the clock when @coin_seed is NULL), the answers remembered in the
 * settings. @announcement: (out) (transfer full): the outcome of the coin
 * flip or the choice, for the message bar.
 * Returns: (transfer full): a new game of Congkak. */
ArbGame   *arb_congkak_new_game_dialog_create (GtkWidget     *dialog,
                                               const guint64 *coin_seed,
                                               char         **announcement);

/* Whose turns show the suggestion, as the settings say (Advanced games). */
ArbPitsSuggest arb_congkak_suggest_from_settings (GSettings *settings);

G_END_DECLS
