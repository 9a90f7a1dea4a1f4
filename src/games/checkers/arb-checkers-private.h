/* arb-checkers-private.h — what the checkers files share, and nobody else
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-checkers.h"
#include "arb-level.h"

G_BEGIN_DECLS

/* The board as 32-bit masks over the dark squares: bit b is square b + 1.
 * Row r = b / 4 counts from Black's back row (y = 7 − r) and k = b % 4
 * from the right (x = 6 − 2k on even rows, 7 − 2k on odd ones), as the
 * PDN numbering of spec §1 does. A diagonal step then adds or subtracts
 * 3, 4 or 5, depending on the row's parity:
 *
 *   up-left    (x − 1, y − 1): even row +5 (k ≤ 2), odd row +4
 *   up-right   (x + 1, y − 1): even row +4,         odd row +3 (k ≥ 1)
 *   down-left  (x − 1, y + 1): even row −3 (k ≤ 2), odd row −4
 *   down-right (x + 1, y + 1): even row −4,         odd row −5 (k ≥ 1)
 *
 * Steps off the top or the bottom fall out of the 32 bits by themselves;
 * the masks keep the left and right edges. A jump is two steps the same
 * way, so ck_step (ck_step (p, d) & enemies, d) is where p's jumps land. */
#define CK_EVEN_ROWS   0x0f0f0f0fu
#define CK_ODD_ROWS    0xf0f0f0f0u
#define CK_EVEN_K_LE_2 0x07070707u
#define CK_ODD_K_GE_1  0xe0e0e0e0u
#define CK_ALL         0xffffffffu

/* Black crowns on 29–32, White on 1–4 (§4.3). */
#define CK_BLACK_CROWN_ROW 0xf0000000u
#define CK_WHITE_CROWN_ROW 0x0000000fu

typedef enum
{
  CK_UP_LEFT,
  CK_UP_RIGHT,
  CK_DOWN_LEFT,
  CK_DOWN_RIGHT,
} CkDirection;

static inline guint32
ck_step (guint32 p, CkDirection d)
{
  switch (d)
    {
    case CK_UP_LEFT:
      return ((p & CK_EVEN_K_LE_2) << 5) | ((p & CK_ODD_ROWS) << 4);
    case CK_UP_RIGHT:
      return ((p & CK_EVEN_ROWS) << 4) | ((p & CK_ODD_K_GE_1) << 3);
    case CK_DOWN_LEFT:
      return ((p & CK_EVEN_K_LE_2) >> 3) | ((p & CK_ODD_ROWS) >> 4);
    case CK_DOWN_RIGHT:
    default:
      return ((p & CK_EVEN_ROWS) >> 4) | ((p & CK_ODD_K_GE_1) >> 5);
    }
}

/* A man's two forward directions: Black goes up (towards 29–32), White
 * down (§1); ck_first_dir[side] … + 1. A king uses all four. */
static inline CkDirection
ck_forward (ArbSide side, guint i)
{
  return (CkDirection) (2 * (guint) side + i);
}

static inline guint32
ck_crown_row (ArbSide side)
{
  return side == ARB_SIDE_FIRST ? CK_BLACK_CROWN_ROW : CK_WHITE_CROWN_ROW;
}

static inline guint
ck_count (guint32 mask)
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

static inline guint
ck_pop_lowest (guint32 *mask)
{
  guint b = (guint) __builtin_ctz (*mask);

  *mask &= *mask - 1;
  return b;
}

/* Bit index ↔ cell (y·8 + x). */
static inline guint
ck_bit_to_cell (guint b)
{
  guint r = b >> 2, k = b & 3;
  guint y = 7 - r;
  guint x = (r & 1) == 0 ? 6 - 2 * k : 7 - 2 * k;

  return 8 * y + x;
}

/* G_MAXUINT for a light cell or a cell off the board. */
static inline guint
ck_cell_to_bit (guint cell)
{
  guint x = cell & 7, y = cell >> 3;

  if (cell >= ARB_CHECKERS_N_CELLS || ((x + y) & 1) == 0)
    return G_MAXUINT;
  return 4 * (7 - y) + (7 - x) / 2;
}

/* One legal move as masks: what perft applies and generate turns into a
 * path. @path holds bit indexes, the start first. */
typedef struct
{
  guint32 from;
  guint32 to;
  guint32 captured;
  guint8  crown;
  guint8  n_path;
  guint8  path[ARB_CHECKERS_MAX_CAPTURES + 1];
} CkMove;

/* The most moves of one position the generator keeps; far above any
 * reachable position (the fuller the board, the fewer the paths). */
#define CK_MAX_MOVES 512

/* ---- arb-checkers-movegen.c */
gboolean ck_has_jump (const ArbCheckersPosition *pos, ArbSide side);
gboolean ck_piece_has_jump (guint32 piece, gboolean king, ArbSide side, guint32 enemies,
                            guint32 empty);
guint    ck_generate (const ArbCheckersPosition *pos, CkMove *moves);
gboolean ck_is_over (const ArbCheckersPosition *pos);

/* ---- the members of the rules table, by file */

/* arb-checkers-board.c */
void     arb_checkers_init_start (gpointer state);
gboolean arb_checkers_init_params (gpointer state, const ArbParams *params, ArbRecord *setup,
                                   GError **error);
void     arb_checkers_apply_params (gpointer state, const gint64 *values);
void     arb_checkers_read_params (gconstpointer state, gint64 *values);
gboolean arb_checkers_is_valid (gconstpointer state, const char **why);
gboolean arb_checkers_equal (gconstpointer a, gconstpointer b);
guint64  arb_checkers_state_hash (gconstpointer state);
ArbSide  arb_checkers_turn (gconstpointer state);
guint    arb_checkers_move_number (gconstpointer state);
guint8   arb_checkers_piece_at (gconstpointer state, guint cell);
gboolean arb_checkers_edit_piece (gpointer state, guint cell, guint8 piece);
void     arb_checkers_edit_turn (gpointer state, ArbSide side);
void     arb_checkers_make (gpointer state, const ArbMove *move, gpointer undo);
void     arb_checkers_unmake (gpointer state, gconstpointer undo);
void     arb_checkers_moved_pieces (gconstpointer undo, guint8 *piece, guint8 *captured);
void     arb_checkers_after_move (gconstpointer state, gconstpointer undo, ArbSide mover,
                                  ArbRecordSink *sink);
void     arb_checkers_outcome (gconstpointer state, ArbOutcome *outcome);
ArbDrawClaim arb_checkers_claimable (gconstpointer state, guint repetitions);
int      arb_checkers_evaluate (gconstpointer state);

/* arb-checkers-movegen.c */
void     arb_checkers_generate (gconstpointer state, ArbMoveList *list);
guint64  arb_checkers_perft (gconstpointer state, guint depth);

/* arb-checkers-explain.c */
guint    arb_checkers_explain (gconstpointer state, const ArbMove *move, gboolean over,
                               guint *detail);

/* arb-checkers-text.c */
gboolean arb_checkers_read_position (gpointer state, const char *text, GError **error);
void     arb_checkers_write_position (gconstpointer state, GString *out);
void     arb_checkers_move_to_text (gconstpointer state, const ArbMove *move,
                                    char buf[ARB_MOVE_TEXT_MAX]);
gboolean arb_checkers_move_from_text (gconstpointer state, const char *text, gboolean over,
                                      ArbMove *move, GError **error);

/* arb-checkers-json.c */
void     arb_checkers_describe_record (gconstpointer state, const ArbRecord *record, GString *out);
void     arb_checkers_inspect_json (gconstpointer state, GString *out);
void     arb_checkers_record_json (gconstpointer state, const ArbRecord *record, GString *out);

/* arb-checkers-levels.c: the computer player (§11) */
#define ARB_CHECKERS_N_LEVELS 4
extern const ArbLevel arb_checkers_levels[ARB_CHECKERS_N_LEVELS];

/* arb-checkers.c */
char    *arb_checkers_describe_reason (guint reason, guint detail);

/* arb-checkers-rules-page.c: the app's Help ▸ Rules page */
extern const ArbRulesPage arb_checkers_rules_page;

/* arb-checkers-play-text.c: the words of `arbiter-cli play` */
extern const ArbPlayText arb_checkers_play_text;

G_END_DECLS
