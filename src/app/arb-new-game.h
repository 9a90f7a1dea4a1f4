/* arb-new-game.h — New Game: any game, as its rules table describes it
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "arb-core.h"
#include "arb-games.h"

G_BEGIN_DECLS

#define ARB_TYPE_NEW_GAME_DIALOG (arb_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ArbNewGameDialog, arb_new_game_dialog, ARB, NEW_GAME_DIALOG, AdwWindow)

/**
 * ArbNewGameSuggest:
 * @ARB_NEW_GAME_SUGGEST_FIRST: the first side's turns show the suggested move
 * @ARB_NEW_GAME_SUGGEST_SECOND: the second side's
 *
 * Whose turns show the suggested move: a set of sides (the `suggest` key).
 */
typedef enum
{
  ARB_NEW_GAME_SUGGEST_FIRST  = 1 << 0,
  ARB_NEW_GAME_SUGGEST_SECOND = 1 << 1,
} ArbNewGameSuggest;

GtkWidget      *arb_new_game_dialog_new         (GSettings *settings);
void            arb_new_game_dialog_set_games   (ArbNewGameDialog      *self,
                                                 const ArbRules *const *games,
                                                 guint                  n_games);
const ArbRules *arb_new_game_dialog_get_rules   (ArbNewGameDialog *self);
gboolean        arb_new_game_dialog_set_game    (ArbNewGameDialog *self,
                                                 const char       *id);
GtkWidget      *arb_new_game_dialog_get_widget  (ArbNewGameDialog *self,
                                                 const char       *name);
gboolean        arb_new_game_dialog_get_random_sides (ArbNewGameDialog *self);
guint           arb_new_game_dialog_get_player  (ArbNewGameDialog *self,
                                                 ArbSide           side);
const char     *arb_new_game_dialog_get_error   (ArbNewGameDialog *self);
gboolean        arb_new_game_dialog_start       (ArbNewGameDialog *self);

char           *arb_new_game_computer_name      (guint level);
char           *arb_new_game_computer_display_name (guint level);
guint           arb_new_game_computer_level     (const char *name);
char           *arb_new_game_player_display_name (const char *name);
guint           arb_new_game_suggest_from_settings (GSettings *settings);

G_END_DECLS
