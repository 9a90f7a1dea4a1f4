/* arb-congkak-private.h — what the files of this folder share
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-level.h"
#include "arb-congkak.h"

G_BEGIN_DECLS

/* The side owning ring cell @r of a board of @n pits a side. */
static inline ArbSide
congkak_owner (guint n, guint r)
{
  return r < n ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;
}

/* Seeds in @side's row. */
static inline guint
congkak_row_seeds (const ArbCongkakPosition *pos, ArbSide side)
{
  guint sum = 0;

  for (guint k = 0; k < pos->n; k++)
    sum += pos->pits[side * pos->n + k];
  return sum;
}

/* arb-congkak-sow.c: the rules (§3–§8), perft, the bot */
void     arb_congkak_init_start (gpointer state);

/* arb-congkak-params.c: pits, seeds, first, coin-seed */
#define ARB_CONGKAK_N_PARAMS 4
extern const ArbParamSpec arb_congkak_params[ARB_CONGKAK_N_PARAMS];
gboolean arb_congkak_init_params (gpointer state, const ArbParams *params, ArbRecord *setup,
                                  GError **error);
void     arb_congkak_read_params (gconstpointer state, gint64 *values);
gboolean arb_congkak_is_valid (gconstpointer state, const char **why);
gboolean arb_congkak_equal (gconstpointer a, gconstpointer b);
guint64  arb_congkak_hash (gconstpointer state);
ArbSide  arb_congkak_turn (gconstpointer state);
guint    arb_congkak_move_number (gconstpointer state);
guint8   arb_congkak_piece_at (gconstpointer state, guint cell);
gboolean arb_congkak_edit_count (gpointer state, guint cell, guint count);
void     arb_congkak_edit_turn (gpointer state, ArbSide side);
void     arb_congkak_generate (gconstpointer state, ArbMoveList *list);
guint    arb_congkak_explain (gconstpointer state, const ArbMove *move, gboolean over,
                              guint *detail);
void     arb_congkak_make (gpointer state, const ArbMove *move, gpointer undo);
void     arb_congkak_unmake (gpointer state, gconstpointer undo);
void     arb_congkak_moved_pieces (gconstpointer undo, guint8 *piece, guint8 *captured);
void     arb_congkak_after_move (gconstpointer state, gconstpointer undo, ArbSide mover,
                                 ArbRecordSink *sink);
void     arb_congkak_expand_record (gconstpointer undo, const ArbRecord *summary,
                                    ArbRecordSink *sink);
void     arb_congkak_fill_record (gconstpointer state, gconstpointer undo, ArbRecord *record);
void     arb_congkak_claim (gpointer state, gpointer undo, ArbSide claimer,
                            ArbTermination reason, ArbRecordSink *sink);
void     arb_congkak_outcome (gconstpointer state, ArbOutcome *outcome);
ArbDrawClaim arb_congkak_claimable (gconstpointer state, guint repetitions);
guint64  arb_congkak_perft (gconstpointer state, guint depth);
int      arb_congkak_evaluate (gconstpointer state);

/* §11: the suggestion (level 1) and the searches of levels 2 and 3. */
/* §11's three levels, then Expert (level 4), a free search of our own. */
#define ARB_CONGKAK_N_LEVELS 4
/* What a seed in the side's own row is worth, against 4 a seed in store. */
#define ARB_CONGKAK_EXPERT_ROW_WEIGHT 1
extern const ArbLevel arb_congkak_levels[ARB_CONGKAK_N_LEVELS];
void     arb_congkak_geometry (gconstpointer state, ArbBoardGeometry *out);

/* arb-congkak-position.c: §9.1 */
gboolean arb_congkak_read_position (gpointer state, const char *text, GError **error);
void     arb_congkak_write_position (gconstpointer state, GString *out);

/* arb-congkak-text.c: §9.2–§9.4, the records' sentences */
void     arb_congkak_move_to_text (gconstpointer state, const ArbMove *move,
                                   char buf[ARB_MOVE_TEXT_MAX]);
gboolean arb_congkak_move_from_text (gconstpointer state, const char *text, gboolean over,
                                     ArbMove *move, GError **error);
void     arb_congkak_describe_record (gconstpointer state, const ArbRecord *record, GString *out);
void     arb_congkak_describe_record_named (gconstpointer state, const ArbRecord *record,
                                            const char *const *names, GString *out);
void     arb_congkak_inspect_json (gconstpointer state, GString *out);
void     arb_congkak_record_json (gconstpointer state, const ArbRecord *record, GString *out);
char    *arb_congkak_describe_reason (guint reason, guint detail);

/* arb-congkak-files.c: §9.3's tags */
gboolean arb_congkak_start_from_tags (ArbTagLookup lookup, gpointer data, gpointer state,
                                      ArbRecord *setup, GPtrArray *warnings,
                                      const char **bad_tag, GError **error);
void     arb_congkak_write_tags (const ArbFileTags *file, ArbTagAppend append, gpointer data);

/* arb-congkak-rules-page.c: the app's Help ▸ Rules page */
extern const ArbRulesPage arb_congkak_rules_page;

/* arb-congkak-play-text.c: the words of `arbiter-cli play` */
extern const ArbPlayText arb_congkak_play_text;

G_END_DECLS
