/* arb-board-path.c — moves entered hop by hop
 *
 * A checkers capture is a path: 9x18x27 jumps twice. The board lets a
 * player enter it as on a real board, one hop at a time: each hop lights
 * the next landings, the jumped pieces leave the board as they are jumped
 * (in the drawing only: the game changes when the whole move is known), and
 * the rules say why a hop is refused. A player may also click the last
 * square at once when only one path leads there. Every other game's move is
 * a path of two cells, for which all of this is what the board always did:
 * the next cells are the moves' last cells.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-board-private.h"

/* Whether @move starts with the cells of @prefix. */
static gboolean
starts_with (const ArbMove *move,
             const ArbMove *prefix)
{
  if (move->n_cells < prefix->n_cells)
    return FALSE;
  for (guint i = 0; i < prefix->n_cells; i++)
    if (move->cells[i] != prefix->cells[i])
      return FALSE;
  return TRUE;
}

/**
 * arb_board_path_prefix:
 * @self: a board
 * @from: the selected piece's cell
 * @prefix: (out): the cells entered so far: the hops made, or @from alone
 */
void
arb_board_path_prefix (ArbBoard *self,
                       ArbCell   from,
                       ArbMove  *prefix)
{
  if (arb_board_path_in_progress (self) && self->path.cells[0] == from)
    *prefix = self->path;
  else
    *prefix = (ArbMove) { .n_cells = 1, .cells = { from } };
}

/**
 * arb_board_path_next:
 * @self: a board
 * @from: the selected piece's cell
 * @takes: (out) (optional): those of the next cells where the move takes
 *
 * Returns: the cells the piece may go to next: the next hop of every legal
 *   move along the path entered so far.
 */
guint64
arb_board_path_next (ArbBoard  *self,
                     ArbCell    from,
                     guint64   *takes)
{
  g_autofree ArbMoveList *list = NULL;
  g_autofree char *state = NULL;
  g_autofree char *undo = NULL;
  const ArbRules *rules;
  guint64 cells = 0;
  ArbMove prefix;

  if (takes != NULL)
    *takes = 0;
  if (self->game == NULL || from >= arb_board_n_cells (self))
    return 0;
  list = g_new (ArbMoveList, 1);
  arb_game_moves_from_cell (self->game, from, list);
  if (list->n_moves == 0)
    return 0;
  arb_board_path_prefix (self, from, &prefix);

  /* Whether a move takes is the rules' to say: make it on a copy. */
  rules = arb_game_get_rules (self->game);
  state = g_memdup2 (arb_game_get_state (self->game), rules->state_size);
  undo = g_malloc0 (rules->undo_size);
  for (guint i = 0; i < list->n_moves; i++)
    {
      const ArbMove *move = &list->moves[i];
      guint64 bit;
      guint8 moved, captured;

      if (move->n_cells <= prefix.n_cells || !starts_with (move, &prefix))
        continue;
      bit = ARB_CELL_BIT (move->cells[prefix.n_cells]);
      cells |= bit;
      if (takes == NULL)
        continue;
      rules->make (state, move, undo);
      rules->moved_pieces (undo, &moved, &captured);
      rules->unmake (state, undo);
      if (captured != ARB_CELL_EMPTY)
        *takes |= bit;
    }
  return cells;
}

/**
 * arb_board_path_hop:
 * @self: a board
 * @from: the selected piece's cell
 * @to: the cell clicked
 * @move: (out): the move to play, for %ARB_HOP_COMPLETE
 *
 * What a click on @to means for the move being entered: the whole move
 * (the path entered so far and @to, or the only path from @from that ends
 * on @to), one more hop (the path is extended), or nothing legal.
 */
ArbHop
arb_board_path_hop (ArbBoard  *self,
                    ArbCell    from,
                    ArbCell    to,
                    ArbMove   *move)
{
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  ArbMove wanted;
  guint n_longer = 0, n_ending = 0;
  ArbMove ending = { 0 };

  arb_game_moves_from_cell (self->game, from, list);
  arb_board_path_prefix (self, from, &wanted);
  if (wanted.n_cells >= ARB_MOVE_MAX_CELLS)
    return ARB_HOP_NONE;
  wanted.cells[wanted.n_cells++] = to;

  for (guint i = 0; i < list->n_moves; i++)
    {
      const ArbMove *candidate = &list->moves[i];

      if (arb_move_equal (candidate, &wanted))
        {
          *move = *candidate;
          return ARB_HOP_COMPLETE;
        }
      if (starts_with (candidate, &wanted))
        n_longer++;
      if (arb_move_last (candidate) == to)
        {
          ending = *candidate;
          n_ending++;
        }
    }

  if (n_longer > 0)
    {
      self->path = wanted;
      return ARB_HOP_CONTINUE;
    }
  /* A click on the last square, before any hop: the path is plain when
   * only one leads there. */
  if (!arb_board_path_in_progress (self) && n_ending == 1)
    {
      *move = ending;
      return ARB_HOP_COMPLETE;
    }
  if (!arb_board_path_in_progress (self) && n_ending > 1)
    return ARB_HOP_AMBIGUOUS;
  /* Refused: what the rules say of the path with this hop. */
  *move = wanted;
  return ARB_HOP_NONE;
}

/**
 * arb_board_path_jumped:
 * @self: a board
 * @cell: a cell
 *
 * Returns: whether a hop entered so far jumped over @cell: its piece is
 *   off the board in the drawing.
 */
gboolean
arb_board_path_jumped (ArbBoard  *self,
                       ArbCell    cell)
{
  for (guint i = 1; i < self->path.n_cells; i++)
    {
      int ax = arb_board_cell_x (self, self->path.cells[i - 1]);
      int ay = arb_board_cell_y (self, self->path.cells[i - 1]);
      int bx = arb_board_cell_x (self, self->path.cells[i]);
      int by = arb_board_cell_y (self, self->path.cells[i]);

      /* A jump goes two cells along a line; the cell between is taken. */
      if ((ax - bx) % 2 == 0 && (ay - by) % 2 == 0 && (ABS (ax - bx) == 2 || ABS (ay - by) == 2)
          && arb_board_cell (self, (ax + bx) / 2, (ay + by) / 2) == cell)
        return TRUE;
    }
  return FALSE;
}

/**
 * arb_board_path_clear:
 * @self: a board
 *
 * Forgets the hops entered.
 */
void
arb_board_path_clear (ArbBoard *self)
{
  /* A hop sliding belonged to the path. */
  if (arb_board_slide_hop_running (self))
    arb_board_finish_slide (self);
  self->path.n_cells = 0;
  g_clear_pointer (&self->path_message, g_free);
}

/**
 * arb_board_get_path:
 * @self: a board
 * @path: (out) (optional): the cells of the capture entered so far
 *
 * Returns: whether a capture is being entered hop by hop.
 */
gboolean
arb_board_get_path (ArbBoard *self,
                    ArbMove  *path)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);

  if (path != NULL)
    *path = self->path;
  return arb_board_path_in_progress (self);
}
