/* arb-chess-private.h — the chess table's members defined in other files
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-chess.h"
#include "arb-level.h"

G_BEGIN_DECLS

void    arb_chess_describe_record (const ArbRecord *record, GString *out);
void    arb_chess_inspect_json    (gconstpointer state, GString *out);
void    arb_chess_record_json     (const ArbRecord *record, GString *out);
guint64 arb_chess_perft           (gconstpointer state, guint depth);
guint64 arb_chess_perft_make_unmake (gconstpointer state, guint depth);
#define ARB_CHESS_N_BENCH 4
extern const ArbBenchPosition arb_chess_bench[ARB_CHESS_N_BENCH];

/* arb-chess-eval.c: the computer player */
#define ARB_CHESS_N_LEVELS 4
int     arb_chess_evaluate        (gconstpointer state);
int     arb_chess_evaluate_strong (gconstpointer state);
extern const ArbLevel arb_chess_levels[ARB_CHESS_N_LEVELS];

/* arb-chess-rules-page.c: the app's Help ▸ Rules page */
extern const ArbRulesPage arb_chess_rules_page;

/* arb-chess-play-text.c: the words of `arbiter-cli play` */
extern const ArbPlayText arb_chess_play_text;

G_END_DECLS
