/* arb-game-private.h — what the game's files share, and nobody else
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-game.h"
#include "arb-position-counter.h"

G_BEGIN_DECLS

/* ------------------------------------------------------------ structs */

/*
 * The history is one array of records, oldest first, and a cursor:
 * records[0 .. n_applied) are in effect, the rest can be redone. Records
 * come in groups that undo and redo handle as one: a group starts with a
 * MOVE, a RESIGN or a user's DRAW (agreement or claim) and holds the
 * records that followed from it (a CAPTURE, the game's own kinds such as a
 * check, WIN, a no-moves DRAW).
 *
 * The position is a block of the rules table's state_size bytes that only
 * the game's own functions read; each record has an undo block of
 * undo_size bytes beside it (meaningful for MOVE).
 *
 * Everything else — game over, result, ply — is derived from the records,
 * so undo and redo only have to move the cursor and the board.
 */

/* What the properties said when they were last announced, so that only
 * what changed is notified. */
typedef struct
{
  ArbSide        turn;
  guint          ply;
  guint          n_plies;
  gboolean       over;
  ArbResult      result;
  ArbTermination termination;
  gboolean       can_undo;
  gboolean       can_redo;
  ArbDrawClaim   claimable;
} ArbGameSnapshot;

struct _ArbGame
{
  GObject      parent_instance;

  const ArbRules *rules;
  ArbGameContext *context;
  gboolean     counted;   /* this game has added its finish to the context */
  gpointer     start;     /* state_size bytes */
  gpointer     state;     /* state_size bytes */
  ArbOutcome   start_outcome;

  GArray      *records;   /* ArbRecord */
  /* undo_size bytes for each MOVE record (and board-changing CLAIM), in
   * order: the records a move causes (Congkak's 10 000 relays) cost none. */
  GByteArray  *undos;
  GArray      *ordinals;  /* guint per record: the MOVE records before it (its block) */

  /* The kept branch: the redoable records a new action dropped, and where
   * they started. Undoing that action brings them back; any other new
   * action forgets them. */
  GArray      *kept_records;
  GByteArray  *kept_undos;
  guint        kept_from;
  ArbPositionCounter seen; /* the hashes of positions 0 … ply, counted */
  guint        n_applied;
  guint        n_setup;   /* leading SETUP records (0 or 1): part of ply 0, never undone */
  guint        ply;       /* MOVE records among the applied ones */
  guint        n_plies;   /* MOVE records among all */

  GPtrArray   *tag_names;
  GPtrArray   *tag_values;

  ArbGameSnapshot announced;
};

/* ------------------------------------------------------------ records */

static inline ArbRecord *
_arb_game_record_at (ArbGame *self, guint index)
{
  return &g_array_index (self->records, ArbRecord, index);
}

/* Whether @record has an undo block: a MOVE, or a CLAIM that changes the
 * board (the table's @claim). */
static inline gboolean
_arb_game_record_has_undo (ArbGame *self, const ArbRecord *record)
{
  return record->type == ARB_RECORD_MOVE
         || (record->type == ARB_RECORD_CLAIM && self->rules->claim != NULL);
}

/* The undo block of the MOVE (or board-changing CLAIM) record at @index. */
static inline gpointer
_arb_game_undo_at (ArbGame *self, guint index)
{
  return self->undos->data
         + (gsize) g_array_index (self->ordinals, guint, index) * self->rules->undo_size;
}

/* Appends @n records (without their undo blocks) and their ordinals. */
static inline void
_arb_game_append_records (ArbGame *self, const ArbRecord *records, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      guint len = self->records->len;
      guint ordinal = 0;

      if (len > 0)
        ordinal = g_array_index (self->ordinals, guint, len - 1)
                  + _arb_game_record_has_undo (self, _arb_game_record_at (self, len - 1));
      g_array_append_vals (self->records, &records[i], 1);
      g_array_append_val (self->ordinals, ordinal);
    }
}

/* Drops the records from @n on, and the undo blocks of their moves. */
static inline void
_arb_game_truncate_records (ArbGame *self, guint n)
{
  guint blocks = n == 0 ? 0
                 : g_array_index (self->ordinals, guint, n - 1)
                   + _arb_game_record_has_undo (self, _arb_game_record_at (self, n - 1));

  g_array_set_size (self->records, n);
  g_array_set_size (self->ordinals, n);
  g_byte_array_set_size (self->undos, blocks * (guint) self->rules->undo_size);
}

/* ---------------------------------------------- the internal functions, by file */

/* arb-game.c: the object's signals and properties */
void _arb_game_announce_changes     (ArbGame *self);

/* What a game's after_move hook pushes records through (arb-rules.h). */
struct _ArbRecordSink
{
  ArbGame *game;
};

/* arb-game.c: pushing records, and the checks actions share */
const ArbRecord *_arb_game_final_record (ArbGame *self);
void     _arb_game_push_full_record (ArbGame *self, const ArbRecord *record);
void     _arb_game_push_record      (ArbGame *self, ArbRecordType type, ArbSide side,
                                     ArbTermination reason, gboolean by_player);
gboolean _arb_game_check_not_over   (ArbGame *self, GError **error);
gboolean _arb_game_check_allowed    (ArbGame *self, GError **error);
void _arb_game_emit_move_undone     (ArbGame *self, const ArbMove *move);
void _arb_game_emit_move_redone     (ArbGame *self, const ArbMove *move);
void _arb_game_emit_branch_restored (ArbGame *self);

/* arb-game-history.c: the kept branch */
void _arb_game_drop_redo            (ArbGame *self);
void _arb_game_forget_kept_branch   (ArbGame *self);

/* arb-game-context.c */
void _arb_game_context_count_finish (ArbGameContext *context);

G_END_DECLS
