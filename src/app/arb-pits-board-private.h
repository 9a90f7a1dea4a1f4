/* arb-pits-board-private.h — what the pits board's four files share
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-pits-board.h"

#include <adwaita.h>

G_BEGIN_DECLS

typedef struct _ArbPitsSowing ArbPitsSowing;

/* A pit's side in pixels: never smaller than a finger or a four-digit
 * count needs (below PIT_DOTS_MIN a pit shows its count alone, no dots),
 * never larger than looks like a board. */
#define PIT_MIN     36
#define PIT_DOTS_MIN 44
#define PIT_NATURAL 72
#define PIT_MAX     120
#define PAD         12
/* The rows of pit numbers above and below, in pits. */
#define LABEL_ROW   0.32f

typedef struct
{
  float x0, y0;        /* the board's top left corner */
  float pit;           /* a column's width and a row's height */
  float store_x[2];    /* the left and the right store's x: at the board's ends,
                        * or, on a board wider than its scrolled window, kept
                        * at the edges of the part in sight */
} ArbPitsLayout;

struct _ArbPitsBoard
{
  GtkWidget       parent_instance;

  /* owned */
  ArbGame        *game;
  GSignalGroup   *game_signals;
  guint8         *relays;        /* 2N flags: the pits the last move relayed from */
  ArbPitsSowing  *sowing;        /* the animation in progress, or NULL */

  /* derived from the game (sync_with_game; the marks: update_marks) */
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
  gboolean        flipped;       /* turned by half a turn: the first player's row on top */
  ArbPitsSuggest  suggest;
  guint           sow_delay;
  gboolean        sowing_fresh;  /* started by the move whose "changed" is to come */
  gpointer        before;        /* a copy of the position at the last sync: a move's before */
};

/* arb-pits-board.c */
void     _arb_pits_board_emit_announce (ArbPitsBoard *self, const char *text);
void     _arb_pits_board_get_layout    (ArbPitsBoard *self, ArbPitsLayout *layout);
gboolean _arb_pits_board_cell_rect     (ArbPitsBoard *self, const ArbPitsLayout *layout, guint cell,
                                        graphene_rect_t *rect);
gboolean _arb_pits_board_is_playable   (ArbPitsBoard *self, guint cell);

/* arb-pits-board-marks.c: the last move's marks and the words for cells */
void        _arb_pits_board_update_marks (ArbPitsBoard *self);
const char *_arb_pits_board_owner_name   (ArbPitsBoard *self, guint cell);
guint       _arb_pits_board_pit_number   (ArbPitsBoard *self, guint cell);

/* arb-pits-board-draw.c */
void     _arb_pits_board_snapshot      (GtkWidget *widget, GtkSnapshot *snapshot);

/* arb-pits-board-sow.c: the sowing animation */
void  _arb_pits_board_sow_start     (ArbPitsBoard *self);
void  _arb_pits_board_sow_stop      (ArbPitsBoard *self);
void  _arb_pits_board_sow_finish    (ArbPitsBoard *self);
guint _arb_pits_board_sow_seeds     (ArbPitsBoard *self, guint cell);
guint _arb_pits_board_sow_current   (ArbPitsBoard *self);
guint _arb_pits_board_sow_hand      (ArbPitsBoard *self);

G_END_DECLS
