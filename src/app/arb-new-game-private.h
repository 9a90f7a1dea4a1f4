/* arb-new-game-private.h — what the files of New Game share, and nobody else
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-new-game.h"
#include "arb-clock.h"

G_BEGIN_DECLS

/* What New Game says for one game. */
typedef struct
{
  ArbParams params;
  guint     players[ARB_N_SIDES];   /* 0 a person, N the computer at level N */
  char     *names[ARB_N_SIDES];     /* the people's names; NULL: the sides' */
  ArbTimeControl clock;             /* the time control */
} ArbNewGameChoice;

/* arb-new-game-settings.c: the answers kept by game */
void _arb_new_game_choice_load  (ArbNewGameChoice       *choice,
                                 GSettings              *settings,
                                 const ArbRules         *rules);
void _arb_new_game_choice_save  (const ArbNewGameChoice *choice,
                                 GSettings              *settings,
                                 const ArbRules         *rules,
                                 const char             *suggest,
                                 gboolean                random_sides);
void _arb_new_game_choice_clear (ArbNewGameChoice       *choice);
guint _arb_new_game_scale_level (guint                   level,
                                 guint                   n_from,
                                 guint                   n_to);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ArbNewGameChoice, _arb_new_game_choice_clear)

/* arb-new-game-clock.c: the time control */
typedef struct
{
  AdwComboRow   *row;      /* None, the presets, Custom */
  GtkSpinButton *minutes;  /* Custom's minutes per player */
  GtkSpinButton *seconds;  /* Custom's seconds per move */
  AdwComboRow   *kind;     /* Custom's kind: increment or delay */
} ArbNewGameClockRows;

void     _arb_new_game_clock_setup     (const ArbNewGameClockRows *rows);
void     _arb_new_game_clock_show      (const ArbNewGameClockRows *rows,
                                        const ArbTimeControl      *control);
void     _arb_new_game_clock_read      (const ArbNewGameClockRows *rows,
                                        ArbTimeControl            *control);
gboolean _arb_new_game_clock_is_custom (AdwComboRow *row);

G_END_DECLS
