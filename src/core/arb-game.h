/* arb-game.h — the referee: turns, rules, history, end of game
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "arb-fen.h"
#include "arb-record.h"

G_BEGIN_DECLS

#define ARB_MOVE_ERROR (arb_move_error_quark ())
GQuark arb_move_error_quark (void);
/* ARB_MOVE_ERROR codes are the values of ArbMoveReason (arb-position.h). */

#define ARB_GAME_ERROR (arb_game_error_quark ())
GQuark arb_game_error_quark (void);

typedef enum
{
  ARB_GAME_ERROR_OVER,          /* the game is already over */
  ARB_GAME_ERROR_NOT_CLAIMABLE, /* no draw can be claimed now */
} ArbGameError;

/**
 * ArbDrawClaim:
 * @ARB_DRAW_CLAIM_NONE: no draw can be claimed
 * @ARB_DRAW_CLAIM_REPETITION: the position has occurred three times
 * @ARB_DRAW_CLAIM_FIFTY_MOVES: 100 plies without a capture or pawn move
 */
typedef enum
{
  ARB_DRAW_CLAIM_NONE        = 0,
  ARB_DRAW_CLAIM_REPETITION  = 1 << 0,
  ARB_DRAW_CLAIM_FIFTY_MOVES = 1 << 1,
} ArbDrawClaim;

#define ARB_TYPE_GAME (arb_game_get_type ())
G_DECLARE_FINAL_TYPE (ArbGame, arb_game, ARB, GAME, GObject)

/* ------------------------------------------------------------ creating */

ArbGame           *arb_game_new                (void);
ArbGame           *arb_game_new_from_position  (const ArbPosition *start);
ArbGame           *arb_game_new_from_fen       (const char *fen, GError **error);

/* -------------------------------------------------------- the position */

const ArbPosition *arb_game_get_position       (ArbGame *self);
const ArbPosition *arb_game_get_start_position (ArbGame *self);
ArbSide            arb_game_get_turn           (ArbGame *self);
ArbPiece           arb_game_piece_at           (ArbGame *self, int x, int y);
char              *arb_game_get_fen            (ArbGame *self);

/* ----------------------------------------------------------- the rules */

gboolean arb_game_can_move          (ArbGame *self, int x, int y, int dx, int dy,
                                     ArbSide side);
gboolean arb_game_move              (ArbGame *self, int x, int y, int dx, int dy);
gboolean arb_game_try_move          (ArbGame *self, int x, int y, int dx, int dy,
                                     GError **error);
gboolean arb_game_play              (ArbGame *self, ArbMove move, GError **error);
gboolean arb_game_play_notation     (ArbGame *self, const char *text, GError **error);
gboolean arb_game_is_in_check       (ArbGame *self, ArbSide side);
void     arb_game_reachable_squares (ArbGame *self, int x, int y, ArbMoveList *list);
void     arb_game_legal_moves       (ArbGame *self, ArbMoveList *list);

/* --------------------------------------------------------- end of game */

gboolean       arb_game_is_over         (ArbGame *self);
ArbResult      arb_game_get_result      (ArbGame *self);
ArbTermination arb_game_get_termination (ArbGame *self);
gboolean       arb_game_resign          (ArbGame *self, ArbSide side, GError **error);
gboolean       arb_game_agree_draw      (ArbGame *self, GError **error);
ArbDrawClaim   arb_game_get_claimable_draws (ArbGame *self);
gboolean       arb_game_claim_draw      (ArbGame *self, GError **error);
guint          arb_game_count_repetitions (ArbGame *self);

/* ------------------------------------------------------------- history */

guint            arb_game_get_n_records (ArbGame *self);
const ArbRecord *arb_game_get_record    (ArbGame *self, guint index);
guint            arb_game_get_n_all_records (ArbGame *self);
const ArbRecord *arb_game_get_any_record    (ArbGame *self, guint index);
guint            arb_game_get_ply       (ArbGame *self);
guint            arb_game_get_n_plies   (ArbGame *self);
gboolean         arb_game_can_undo      (ArbGame *self);
gboolean         arb_game_can_redo      (ArbGame *self);
gboolean         arb_game_undo          (ArbGame *self);
gboolean         arb_game_redo          (ArbGame *self);
gboolean         arb_game_go_to_ply     (ArbGame *self, guint ply);
char            *arb_game_history_to_text (ArbGame *self);

/* ---------------------------------------------------------------- tags */

void         arb_game_set_tag       (ArbGame *self, const char *name, const char *value);
const char  *arb_game_get_tag       (ArbGame *self, const char *name);
guint        arb_game_get_n_tags    (ArbGame *self);
void         arb_game_get_nth_tag   (ArbGame *self, guint index,
                                     const char **name, const char **value);

G_END_DECLS
