/* arb-pits-board-private.h — what the pits board's two files share
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-pits-board.h"

#include <adwaita.h>

#include "arb-congkak.h"

G_BEGIN_DECLS

typedef struct _ArbPitsSowing ArbPitsSowing;

struct _ArbPitsBoard
{
  GtkWidget       parent_instance;

  /* owned */
  ArbGame        *game;
  GSignalGroup   *game_signals;
  guint8         *relays;        /* 2N flags: the pits the last move relayed from */
  ArbPitsSowing  *sowing;        /* the animation in progress, or NULL */

  /* derived from the game (sync_with_game) */
  guint           n;             /* pits a side; 0 without a game */
  guint           last_played;
  guint           last_capture;
  guint           n_relays;
  guint           suggested;

  /* the widget's own */
  guint           cursor;
  guint           hover;
  gboolean        keyboard_used; /* the cursor ring: keys used since the last click */
  gboolean        interactive;
  gboolean        show_last_move;
  ArbPitsSuggest  suggest;
  guint           sow_delay;
  gboolean        sowing_fresh;  /* started by the move whose "changed" is to come */
  guint16        *counts;        /* 2N + 2 counts at the last sync: a move's before */
};

/* arb-pits-board.c */
void  _arb_pits_board_emit_announce (ArbPitsBoard *self, const char *text);

/* arb-pits-board-sow.c: the sowing animation */
void  _arb_pits_board_sow_start     (ArbPitsBoard *self);
void  _arb_pits_board_sow_stop      (ArbPitsBoard *self);
void  _arb_pits_board_sow_finish    (ArbPitsBoard *self);
guint _arb_pits_board_sow_seeds     (ArbPitsBoard *self, guint cell);
guint _arb_pits_board_sow_current   (ArbPitsBoard *self);
guint _arb_pits_board_sow_hand      (ArbPitsBoard *self);

G_END_DECLS
