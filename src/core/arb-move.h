/* arb-move.h — a move of any game: a path of cells
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/**
 * ArbCell:
 *
 * A cell of a game's board, numbered by the game's rules from 0 to
 * n_cells − 1 (a square, a point, a pit): what a move's path is made of.
 * %ARB_CELL_NONE stands for "no cell" (nothing selected, a point off the
 * board).
 */
typedef guint16 ArbCell;

#define ARB_CELL_NONE ((ArbCell) G_MAXUINT16)

/* Checkers' longest capture is a King taking 12 men: 13 cells. */
#define ARB_MOVE_MAX_CELLS 14

/**
 * ArbMove:
 * @n_cells: how many entries of @cells are used (at least 1)
 * @cells: the cells the move passes through, in order
 * @choice: what the move needs beyond its cells, by the game's code: the
 *   piece kind a pawn becomes in standard chess (its ArbRules @piece_at
 *   kind, Queen 2, Rook 3, Bishop 4, Knight 5); 0 when there is no choice
 *
 * One move of any game, as the game's rules table reads and writes it:
 * chess and Alquerque use two cells (from, to), checkers the start square
 * and every landing square of a multi-jump, Congkak one pit. What a cell
 * number means is the game's business (its rules table says how cells map
 * to the board). A plain value, copied with `=`; registered as a boxed type
 * so that signals can carry it.
 */
typedef struct
{
  guint8  n_cells;
  ArbCell cells[ARB_MOVE_MAX_CELLS];
  guint8  choice;
} ArbMove;

#define ARB_TYPE_MOVE (arb_move_get_type ())
GType    arb_move_get_type (void) G_GNUC_CONST;
ArbMove *arb_move_copy     (const ArbMove *move);
void     arb_move_free     (ArbMove *move);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbMove, arb_move_free)

/* A two-cell move, from and to. */
static inline ArbMove
arb_move_from_to (guint from, guint to)
{
  ArbMove move = { .n_cells = 2, .cells = { (ArbCell) from, (ArbCell) to } };
  return move;
}

static inline guint
arb_move_first (const ArbMove *move)
{
  return move->cells[0];
}

static inline guint
arb_move_last (const ArbMove *move)
{
  return move->cells[move->n_cells - 1];
}

gboolean arb_move_equal (const ArbMove *a, const ArbMove *b);

/* Bounds the moves of one position in every game: Congkak's 999 pits a
 * side is the largest (chess needs 432). */
#define ARB_MOVE_LIST_MAX 1024

/**
 * ArbMoveList:
 *
 * The legal moves of a position, in the order the game generates them.
 * About 30 KiB: fine on the stack, never allocated per move.
 */
typedef struct
{
  guint   n_moves;
  ArbMove moves[ARB_MOVE_LIST_MAX];
} ArbMoveList;

static inline void
arb_move_list_add (ArbMoveList *list, const ArbMove *move)
{
  list->moves[list->n_moves++] = *move;
}

G_END_DECLS
