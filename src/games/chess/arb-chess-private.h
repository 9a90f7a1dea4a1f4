/* arb-chess-private.h — the chess table's members defined in other files
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-chess.h"
#include "arb-level.h"

G_BEGIN_DECLS

/* A game with a King missing is over (rules.md §5.3) and has no moves. */
static inline gboolean
arb_chess_king_missing (const ArbChessPosition *pos)
{
  return pos->king[ARB_SIDE_WHITE] == ARB_SQUARE_NONE
         || pos->king[ARB_SIDE_BLACK] == ARB_SQUARE_NONE;
}

/* arb-chess-variant.c: the parameters */
enum
{
  ARB_CHESS_PARAM_VARIANT,
  ARB_CHESS_PARAM_START,
  ARB_CHESS_N_PARAMS
};
extern const ArbParamSpec arb_chess_params[ARB_CHESS_N_PARAMS];
void     arb_chess960_back_row      (guint number, ArbPieceType row[ARB_BOARD_SIZE]);
void     arb_chess_init_variant     (ArbChessPosition *pos, ArbChessVariant variant,
                                     guint number);
gboolean arb_chess_init_params      (gpointer state, const ArbParams *params,
                                     ArbRecord *setup, GError **error);
char    *arb_chess_book_position    (const char *line, GError **error);
gboolean arb_chess_read_position_as (gpointer state, const char *text,
                                     const gint64 *values, GError **error);
void     arb_chess_apply_params     (gpointer state, const gint64 *values);
void     arb_chess_read_params      (gconstpointer state, gint64 *values);

char   *arb_chess_describe_reason (guint reason, guint detail);
void    arb_chess_uci_text        (ArbChessVariant variant, ArbChessMove chess, gboolean castling,
                                   char buf[ARB_COORD_MAX + 1]);
void    arb_chess_describe_record (gconstpointer state, const ArbRecord *record, GString *out);
void    arb_chess_inspect_json    (gconstpointer state, GString *out);
void    arb_chess_record_json     (gconstpointer state, const ArbRecord *record, GString *out);
guint64 arb_chess_perft           (gconstpointer state, guint depth);
guint64 arb_chess_perft_make_unmake (gconstpointer state, guint depth);
#define ARB_CHESS_N_BENCH 4
extern const ArbBenchPosition arb_chess_bench[ARB_CHESS_N_BENCH];

/* arb-chess-eval.c: the computer player */
#define ARB_CHESS_N_LEVELS 4
int     arb_chess_evaluate        (gconstpointer state);
int     arb_chess_evaluate_strong (gconstpointer state);

/* Level 4's evaluation weights (centipawns), [0] the middle game's and [1]
 * the end game's where there are two, blended by the game's phase;
 * tests/tools/chess-texel.c tunes them. Only ints: the tuner walks them
 * as an array. */
typedef struct
{
  int material[2][ARB_N_PIECE_TYPES];     /* by ArbPieceType */
  int mobility[2][ARB_N_PIECE_TYPES];     /* per square reached */
  int knight_centre[2][4];                /* by centrality: rim 0, centre 3 */
  int bishop_centre[2][4];
  int pawn_advance[2][7];                 /* by rows advanced; 6: stuck on the last row */
  int pawn_centre[2][4];                  /* by the file's centrality */
  int king_centre[2][4];
  int king_row[2];                        /* per row away from home */
  int shield[3];                          /* own pawn 1 or 2 ahead, none (middle game) */
  int attack_weight[ARB_N_PIECE_TYPES];   /* per King-zone square reached */
  int attack_scale;                       /* (sum)² × scale / 64 … */
  int attack_cap;                         /* … at most this (middle game) */
  int doubled, isolated, rook_open, rook_half_open, bishop_pair;
  int pawn_threat[2];                     /* a piece attacked by an enemy pawn */
  int tropism[ARB_N_PIECE_TYPES];         /* per step nearer the enemy King than 7 */
  int tempo;
} ArbChessWeights;

extern const ArbChessWeights arb_chess_weights;
int     arb_chess_evaluate_weighted (gconstpointer state, const ArbChessWeights *weights);
extern const ArbLevel arb_chess_levels[ARB_CHESS_N_LEVELS];

/* arb-chess-rules-page.c: the app's Help ▸ Rules page */
extern const ArbRulesPage arb_chess_rules_page;

/* arb-chess-play-text.c: the words of `arbiter-cli play` */
extern const ArbPlayText arb_chess_play_text;

G_END_DECLS
