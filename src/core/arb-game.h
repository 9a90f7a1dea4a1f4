/* arb-game.h — the referee of every game: turns, rules, history, end of game
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "arb-rules.h"

G_BEGIN_DECLS

#define ARB_GAME_ERROR (arb_game_error_quark ())
GQuark arb_game_error_quark (void);

typedef enum
{
  ARB_GAME_ERROR_OVER,          /* the game is already over */
  ARB_GAME_ERROR_NOT_CLAIMABLE, /* no draw can be claimed now */
  ARB_GAME_ERROR_NOT_ALLOWED,   /* the game has no resignation or draw offer */
  ARB_GAME_ERROR_TOO_LONG,      /* the game has ARB_GAME_MAX_PLIES plies already */
} ArbGameError;

/* The most plies one game keeps. A game keeps its whole history in memory
 * (a record is 112 bytes, and a ply takes one to a few: a move's records
 * are few whatever it does, a Congkak sowing of 10 000 laps included,
 * ARB_RECORD_ROLE_SUMMARY); the
 * longest games ever played have under 600 plies. A game refuses the move
 * past this (ARB_GAME_ERROR_TOO_LONG), so that every game it holds can be
 * saved and read back: files are read to the same limit. */
#define ARB_GAME_MAX_PLIES 100000

/**
 * ArbGameContext:
 *
 * What games created together share: today the count of finished games
 * (Alquerque spec §12, the seeds' `finishedGames()`), kept here rather than
 * in a hidden global. Reference-counted; games hold a reference.
 */
typedef struct _ArbGameContext ArbGameContext;

ArbGameContext *arb_game_context_new          (void);
ArbGameContext *arb_game_context_get_default  (void);
ArbGameContext *arb_game_context_ref          (ArbGameContext *context);
void            arb_game_context_unref        (ArbGameContext *context);
guint           arb_game_context_get_finished_games (ArbGameContext *context);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbGameContext, arb_game_context_unref)

#define ARB_TYPE_GAME (arb_game_get_type ())
G_DECLARE_FINAL_TYPE (ArbGame, arb_game, ARB, GAME, GObject)

/* ------------------------------------------------------------ creating */

ArbGame        *arb_game_new_for_rules      (const ArbRules *rules);
ArbGame        *arb_game_new_from_state     (const ArbRules *rules, gconstpointer state);
ArbGame        *arb_game_new_with_params    (const ArbRules *rules, const ArbParams *params,
                                             GError **error);
void            arb_game_get_params         (ArbGame *self, ArbParams *params);
ArbGame        *arb_game_new_from_string    (const ArbRules *rules, const char *text,
                                             GError **error);
void            arb_game_set_context        (ArbGame *self, ArbGameContext *context);
ArbGameContext *arb_game_get_context        (ArbGame *self);
ArbGame        *arb_game_copy               (ArbGame *self);
ArbGame        *arb_game_copy_position      (ArbGame *self);
gboolean        arb_game_equal              (ArbGame *a, ArbGame *b);
guint           arb_game_hash               (ArbGame *self);
guint64        *arb_game_get_position_hashes (ArbGame *self, guint *n_positions);

/* -------------------------------------------------------- the position */

const ArbRules *arb_game_get_rules          (ArbGame *self);
gconstpointer   arb_game_get_state          (ArbGame *self);
gconstpointer   arb_game_get_start_state    (ArbGame *self);
ArbSide         arb_game_get_turn           (ArbGame *self);
guint8          arb_game_get_cell           (ArbGame *self, guint cell);
char           *arb_game_get_fen            (ArbGame *self);

/* ----------------------------------------------------------- the rules */

gboolean arb_game_play_move         (ArbGame *self, const ArbMove *move, GError **error);
gboolean arb_game_play_notation     (ArbGame *self, const char *text, GError **error);
guint    arb_game_explain_move      (ArbGame *self, const ArbMove *move, guint *detail);
void     arb_game_generate_moves    (ArbGame *self, ArbMoveList *list);
void     arb_game_moves_from_cell   (ArbGame *self, guint cell, ArbMoveList *list);

/* --------------------------------------------------------- end of game */

gboolean       arb_game_is_over         (ArbGame *self);
ArbResult      arb_game_get_result      (ArbGame *self);
ArbTermination arb_game_get_termination (ArbGame *self);
gboolean       arb_game_counted_finish  (ArbGame *self);
gboolean       arb_game_resign          (ArbGame *self, ArbSide side, GError **error);
gboolean       arb_game_agree_draw      (ArbGame *self, GError **error);
gboolean       arb_game_forfeit         (ArbGame *self, ArbSide side, GError **error);
gboolean       arb_game_flag_fall       (ArbGame *self, ArbSide side, GError **error);
gboolean       arb_game_flag_fall_draws (ArbGame *self, ArbSide side);
gboolean       arb_game_adjudicate_draw (ArbGame *self, GError **error);
ArbDrawClaim   arb_game_get_claimable_draws (ArbGame *self);
gboolean       arb_game_claim_draw      (ArbGame *self, GError **error);
guint          arb_game_count_repetitions (ArbGame *self);

/* ------------------------------------------------------------- setup */

gboolean         arb_game_set_setup     (ArbGame *self, const ArbRecord *setup);
const ArbRecord *arb_game_get_setup     (ArbGame *self);

/* ------------------------------------------------------------- history */

guint            arb_game_get_n_records (ArbGame *self);
const ArbRecord *arb_game_get_record    (ArbGame *self, guint index);
guint            arb_game_get_n_all_records (ArbGame *self);
const ArbRecord *arb_game_get_any_record    (ArbGame *self, guint index);
void             arb_game_foreach_record    (ArbGame *self, guint from, guint to,
                                             ArbRecordFunc func, gpointer user_data);
guint            arb_game_get_ply       (ArbGame *self);
guint            arb_game_get_n_plies   (ArbGame *self);
gboolean         arb_game_can_undo      (ArbGame *self);
gboolean         arb_game_can_redo      (ArbGame *self);
gboolean         arb_game_undo          (ArbGame *self);
gboolean         arb_game_redo          (ArbGame *self);
gboolean         arb_game_go_to_ply     (ArbGame *self, guint ply);
gboolean         arb_game_has_kept_branch (ArbGame *self);
guint            arb_game_get_kept_branch_ply (ArbGame *self);
gboolean         arb_game_restore_branch  (ArbGame *self);
char            *arb_game_history_to_text (ArbGame *self);
gboolean         arb_game_set_move_clock  (ArbGame *self, guint ply, gint64 time);
gboolean         arb_game_get_move_clock  (ArbGame *self, guint ply, gint64 *time);

/**
 * ArbMoveThinking:
 * @has_score: the mover gave a score
 * @score: its score in centipawns for the side that moved (when @mate is 0)
 * @mate: a mate it announced, in moves: more than 0 when it mates, less
 *   than 0 when it is mated; 0: @score
 * @depth: the depth it searched to; 0: not known
 * @has_elapsed: @elapsed holds the move's time
 * @elapsed: how long the move took, as the referee measured it, µs
 *
 * What a player said of its move and how long it took: the PGN writer
 * writes it as engine testers' tools do, `{+0.25/12 0.31s}`.
 */
typedef struct
{
  gboolean has_score;
  int      score;
  int      mate;
  guint    depth;
  gboolean has_elapsed;
  gint64   elapsed;
} ArbMoveThinking;

gboolean         arb_game_set_move_thinking (ArbGame *self, guint ply,
                                             const ArbMoveThinking *thinking);
gboolean         arb_game_get_move_thinking (ArbGame *self, guint ply,
                                             ArbMoveThinking *thinking);
void             arb_game_describe_record (ArbGame *self, const ArbRecord *record,
                                           GString *out);
void             arb_game_describe_record_named (ArbGame *self, const ArbRecord *record,
                                                 const char *const *names, GString *out);

/* ---------------------------------------------------------------- tags */

void         arb_game_set_tag       (ArbGame *self, const char *name, const char *value);
const char  *arb_game_get_tag       (ArbGame *self, const char *name);
void         arb_game_remove_tag    (ArbGame *self, const char *name);
guint        arb_game_get_n_tags    (ArbGame *self);
void         arb_game_get_nth_tag   (ArbGame *self, guint index,
                                     const char **name, const char **value);

G_END_DECLS
