/* arb-alquerque-private.h — what the Alquerque files share, and nobody else
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-alquerque.h"
#include "arb-level.h"

G_BEGIN_DECLS

/* One bit per cell: bit c is cell c = point c + 1. */
static inline guint32
alq_bit (guint cell)
{
  return (guint32) 1 << cell;
}

/* The cells of a board mask, lowest first: a loop over set bits. */
static inline guint
alq_pop_lowest (guint32 *mask)
{
  guint cell = (guint) __builtin_ctz (*mask);

  *mask &= *mask - 1;
  return cell;
}

/* The number of pieces of a mask. Without the POPCNT instruction (the
 * default x86-64 target) __builtin_popcount is a call into libgcc; the
 * bit-parallel sum below is inline and keeps perft's bulk count twice as
 * fast there. */
static inline guint
alq_count (guint32 mask)
{
#ifdef __POPCNT__
  return (guint) __builtin_popcount (mask);
#else
  mask -= (mask >> 1) & 0x55555555u;
  mask = (mask & 0x33333333u) + ((mask >> 2) & 0x33333333u);
  mask = (mask + (mask >> 4)) & 0x0f0f0f0fu;
  return (mask * 0x01010101u) >> 24;
#endif
}

/* A step covers 1, 4, 5 or 6 cells of the numbering (sideways, the two
 * diagonals, straight) and a jump twice that: 2, 8, 10 or 12. The two sets
 * are disjoint, so the distance of a legal move says which it is, and the
 * jumped cell is the one halfway. Anything else is no move of this game. */
#define ALQ_JUMP_DISTANCES ((1u << 2) | (1u << 8) | (1u << 10) | (1u << 12))

static inline gboolean
alq_is_jump (guint from, guint to)
{
  guint distance = from > to ? from - to : to - from;

  return distance < 32 && ((ALQ_JUMP_DISTANCES >> distance) & 1);
}

/* ---- the members of the rules table, by file */

/* arb-alquerque-position.c: the board, the rule of a move, make/unmake, perft */
void     arb_alquerque_init_start (gpointer state);
gboolean arb_alquerque_is_valid (gconstpointer state, const char **why);
gboolean arb_alquerque_equal (gconstpointer a, gconstpointer b);
guint64  arb_alquerque_state_hash (gconstpointer state);
ArbSide  arb_alquerque_turn (gconstpointer state);
guint    arb_alquerque_move_number (gconstpointer state);
guint8   arb_alquerque_piece_at (gconstpointer state, guint cell);
gboolean arb_alquerque_edit_piece (gpointer state, guint cell, guint8 piece);
void     arb_alquerque_edit_turn (gpointer state, ArbSide side);
void     arb_alquerque_generate (gconstpointer state, ArbMoveList *list);
guint    arb_alquerque_explain (gconstpointer state, const ArbMove *move, gboolean over,
                                guint *detail);
void     arb_alquerque_make (gpointer state, const ArbMove *move, gpointer undo);
void     arb_alquerque_unmake (gpointer state, gconstpointer undo);
void     arb_alquerque_moved_pieces (gconstpointer undo, guint8 *piece, guint8 *captured);
void     arb_alquerque_after_move (gconstpointer state, gconstpointer undo, ArbSide mover,
                                   ArbRecordSink *sink);
void     arb_alquerque_outcome (gconstpointer state, ArbOutcome *outcome);
guint64  arb_alquerque_perft (gconstpointer state, guint depth);
int      arb_alquerque_evaluate (gconstpointer state);

/* arb-alquerque-text.c: position strings, notation, records, JSON */
gboolean arb_alquerque_read_position (gpointer state, const char *text, GError **error);
void     arb_alquerque_write_position (gconstpointer state, GString *out);
void     arb_alquerque_move_to_text (gconstpointer state, const ArbMove *move,
                                     char buf[ARB_MOVE_TEXT_MAX]);
gboolean arb_alquerque_move_from_text (gconstpointer state, const char *text, gboolean over,
                                       ArbMove *move, GError **error);
void     arb_alquerque_describe_record (gconstpointer state, const ArbRecord *record, GString *out);
void     arb_alquerque_inspect_json (gconstpointer state, GString *out);
void     arb_alquerque_record_json (gconstpointer state, const ArbRecord *record, GString *out);

/* arb-alquerque-levels.c: the computer player (§11) */
/* §11's seven levels, then Expert (level 8), a free search of our own. */
#define ARB_ALQUERQUE_N_LEVELS 8
/* What a point the side to move could step to is worth, against 100 a piece. */
#define ARB_ALQUERQUE_EXPERT_MOBILITY 5
int      arb_alquerque_evaluate_expert (gconstpointer state);
extern const ArbLevel arb_alquerque_levels[ARB_ALQUERQUE_N_LEVELS];

/* arb-alquerque.c: the reasons */
char    *arb_alquerque_describe_reason (guint reason, guint detail);

/* arb-alquerque-rules-page.c: the app's Help ▸ Rules page */
extern const ArbRulesPage arb_alquerque_rules_page;

/* arb-alquerque-play-text.c: the words of `arbiter-cli play` */
extern const ArbPlayText arb_alquerque_play_text;

G_END_DECLS
