/* arb-pits-board.h — the board of a game of pits (Congkak): two rows and two stores
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "arb-core.h"
#include "arb-games.h"

G_BEGIN_DECLS

#define ARB_TYPE_PITS_BOARD (arb_pits_board_get_type ())
G_DECLARE_FINAL_TYPE (ArbPitsBoard, arb_pits_board, ARB, PITS_BOARD, GtkWidget)

/* No cell: no cursor, nothing under the pointer. */
#define ARB_PITS_NONE G_MAXUINT

/* Whose turns show the suggested move (congkak.md §11): a set of sides. */
typedef enum
{
  ARB_PITS_SUGGEST_NOBODY = 0,
  ARB_PITS_SUGGEST_FIRST  = 1 << 0,
  ARB_PITS_SUGGEST_SECOND = 1 << 1,
  ARB_PITS_SUGGEST_BOTH   = ARB_PITS_SUGGEST_FIRST | ARB_PITS_SUGGEST_SECOND,
} ArbPitsSuggest;

GtkWidget *arb_pits_board_new             (void);

ArbGame   *arb_pits_board_get_game        (ArbPitsBoard *self);
void       arb_pits_board_set_game        (ArbPitsBoard *self, ArbGame *game);

gboolean   arb_pits_board_get_interactive (ArbPitsBoard *self);
void       arb_pits_board_set_interactive (ArbPitsBoard *self, gboolean interactive);

ArbPitsSuggest arb_pits_board_get_suggest (ArbPitsBoard *self);
void       arb_pits_board_set_suggest     (ArbPitsBoard *self, ArbPitsSuggest suggest);
/* The pit marked as the suggested move, or ARB_PITS_NONE. */
guint      arb_pits_board_get_suggested   (ArbPitsBoard *self);

/* The delay per seed of the sowing animation, in milliseconds; 0 shows the
 * position after a move at once. */
guint      arb_pits_board_get_sow_delay   (ArbPitsBoard *self);
void       arb_pits_board_set_sow_delay   (ArbPitsBoard *self, guint delay_ms);
/* Whether a move is being sown on screen. */
gboolean   arb_pits_board_is_animating    (ArbPitsBoard *self);
/* Shows the end of the sowing in progress at once. */
void       arb_pits_board_skip_animation  (ArbPitsBoard *self);

/* The seeds in the hand of the sowing shown, 0 without one. */
guint      arb_pits_board_get_hand        (ArbPitsBoard *self);
/* The seeds the board shows in @cell (during an animation, the sowing's). */
guint      arb_pits_board_get_shown_seeds (ArbPitsBoard *self, guint cell);

/* Turned by half a turn: the first player's row on top, its store at the
 * left (for the second player in front of the screen). */
gboolean   arb_pits_board_get_flipped     (ArbPitsBoard *self);
void       arb_pits_board_set_flipped     (ArbPitsBoard *self, gboolean flipped);

/* The keyboard cursor's pit. */
guint      arb_pits_board_get_cursor      (ArbPitsBoard *self);
void       arb_pits_board_set_cursor      (ArbPitsBoard *self, guint cell);

/* What a click on @cell does, as a pointer click would (tests, keyboard). */
void       arb_pits_board_activate_cell   (ArbPitsBoard *self, guint cell);

/* The cell under widget coordinates (x, y), or ARB_PITS_NONE. */
guint      arb_pits_board_cell_at         (ArbPitsBoard *self, double x, double y);
/* Where @cell is drawn; FALSE without a game. */
gboolean   arb_pits_board_get_cell_bounds (ArbPitsBoard *self, guint cell,
                                           graphene_rect_t *bounds);

/* "Player 1's pit 4, 5 seeds, playable". Returns: (transfer full). */
char      *arb_pits_board_describe_cell   (ArbPitsBoard *self, guint cell);
/* The last move as a sentence ("Player 1 sows pit 1 (4 seeds), 6 relays,
 * captures 6 seeds from Player 2's pit 2"), or NULL at the start.
 * Returns: (transfer full) (nullable). */
char      *arb_pits_board_describe_last_move (ArbPitsBoard *self);

/* The marks of the last move: the pit played (or ARB_PITS_NONE), whether
 * @cell was relayed from, the captured pit (or ARB_PITS_NONE). */
guint      arb_pits_board_get_last_played (ArbPitsBoard *self);
gboolean   arb_pits_board_is_relay        (ArbPitsBoard *self, guint cell);
guint      arb_pits_board_get_last_capture (ArbPitsBoard *self);

G_END_DECLS
