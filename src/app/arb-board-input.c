/* arb-board-input.c — the board widget's selection, clicks, drags and keys
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A click on a piece of the side to move selects it; a click on a cell it
 * can reach asks for the move (ArbBoard::move-requested), hop by hop for a
 * capture that must go on (arb-board-path.c); anything else is refused in
 * the rules' words (ArbBoard::move-refused). A drag does the same from the
 * cell pressed to the cell of the drop. The keyboard moves a cursor over
 * the cells, and Enter or Space acts on it as a click.
 */
#include "arb-board-private.h"

#include <glib/gi18n.h>

#include "arb-cursor-keys.h"

/* ------------------------------------------------------------ statics */

/* Whether a press on @square may pick a piece up: one of the side to move,
 * while the game goes on and the window lets the players act. */
static gboolean
can_pick_up (ArbBoard *self, ArbCell square)
{
  guint8 piece = arb_board_piece_on (self, square);

  return self->interactive && piece != ARB_CELL_EMPTY && !arb_game_is_over (self->game)
         && arb_cell_piece_side (piece) == arb_game_get_turn (self->game);
}

/* The kind of @piece, capitalised, to start the sentence of a refused
 * move ("Bishop"), or NULL when the game does not name its kinds. The
 * colour goes without saying, the piece being the mover's. */
static const char *
piece_kind_name (ArbBoard *self,
                 guint8    piece)
{
  const ArbAppWords *words = arb_board_app_words (self);
  guint kind = arb_cell_piece_kind (piece);

  if (words == NULL || words->piece_kind_names == NULL || kind == 0
      || words->piece_kind_names[kind] == NULL)
    return NULL;
  return g_dpgettext2 (NULL, "refused move", words->piece_kind_names[kind]);
}

/* Selects the piece on @square, or nothing (%ARB_CELL_NONE). */
void
arb_board_set_selected (ArbBoard *self, ArbCell square)
{
  if (self->selected == square)
    return;
  /* Another piece, or none: the hops entered belonged to the last one. */
  arb_board_path_clear (self);
  self->selected = square;
  arb_board_update_actions (self);
  arb_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Drops a drag in progress, e.g. when the game changes under it: the piece
 * goes back to its square. */
void
arb_board_cancel_drag (ArbBoard *self)
{
  gboolean was_dragging = self->dragging;

  self->drag_from = ARB_CELL_NONE;
  self->dragging = FALSE;
  if (was_dragging)
    {
      gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
      gtk_event_controller_reset (GTK_EVENT_CONTROLLER (self->drag));
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

/* A refusal of the move @move (the path entered, or from and to) in the
 * rules' words: "Bishop c1 to g5: blocked at d2", "14 to 13: …". */
static void
refuse (ArbBoard      *self,
        const ArbMove *move)
{
  const ArbRules *rules = arb_game_get_rules (self->game);
  ArbCell from = arb_move_first (move);
  ArbCell to = arb_move_last (move);
  const char *kind = piece_kind_name (self, arb_board_piece_on (self, from));
  guint detail = G_MAXUINT;
  guint reason = arb_game_explain_move (self->game, move, &detail);
  g_autofree char *why = rules->describe_reason (reason, detail);
  g_autofree char *message = NULL;
  char from_name[16], to_name[16];

  arb_board_cell_name (self, from, from_name);
  arb_board_cell_name (self, to, to_name);
  if (move->n_cells > 2)
    /* The hop refused is the last: its start is the path's last stop. */
    arb_board_cell_name (self, move->cells[move->n_cells - 2], from_name);
  if (kind != NULL)
    /* Translators: a refused move: the piece, its square, the square it
     * was sent to and why not, e.g. "Bishop c1 to g5: blocked at d2" */
    message = g_strdup_printf (_("%s %s to %s: %s"), kind, from_name, to_name, why);
  else
    /* Translators: a refused move: where from, where to, and why not,
     * e.g. "14 to 13: steps go forward only" */
    message = g_strdup_printf (_("%s to %s: %s"), from_name, to_name, why);
  arb_board_emit_move_refused (self, message);
}

/* A click on a piece of the side to move that has no legal move because
 * another piece must capture (the table's reason_must_capture): says so at
 * once and frames the pieces that must; TRUE when that was the case. */
static gboolean
refuse_blocked_piece (ArbBoard *self,
                      ArbCell   square)
{
  const ArbRules *rules = arb_game_get_rules (self->game);
  g_autofree ArbMoveList *moves = g_new (ArbMoveList, 1);
  g_autofree char *why = NULL;
  g_autofree char *message = NULL;
  char name[16];
  guint64 must = 0;
  gboolean blocked = FALSE;

  if (rules->reason_must_capture == 0)
    return FALSE;
  arb_game_moves_from_cell (self->game, square, moves);
  if (moves->n_moves > 0)
    return FALSE;
  for (ArbCell to = 0; to < arb_board_n_cells (self) && !blocked; to++)
    {
      ArbMove move = arb_move_from_to (square, to);

      blocked = to != square
                && arb_game_explain_move (self->game, &move, NULL) == rules->reason_must_capture;
    }
  if (!blocked)
    return FALSE;

  arb_game_generate_moves (self->game, moves);
  for (guint i = 0; i < moves->n_moves; i++)
    if (moves->moves[i].n_cells > 0 && moves->moves[i].cells[0] < 64)
      must |= ARB_CELL_BIT (moves->moves[i].cells[0]);
  self->must_move = must;
  gtk_widget_queue_draw (GTK_WIDGET (self));

  why = rules->describe_reason (rules->reason_must_capture, G_MAXUINT);
  arb_board_cell_name (self, square, name);
  /* Translators: a click on a piece that may not move: its square and
   * the rules' reason, "9: If you can capture a piece, you must!" */
  message = g_strdup_printf (_("%s: %s"), name, why);
  arb_board_emit_move_refused (self, message);
  return TRUE;
}

/* The selected piece tries to go to @to: a request when that makes a whole
 * legal move; one hop further when the piece must go on jumping (the rules
 * say so, the next landings light up); a refusal with the rules' reason
 * otherwise. A refusal in the middle of a capture keeps the hops made. */
static void
try_move (ArbBoard *self, ArbCell from, ArbCell to)
{
  const ArbRules *rules = arb_game_get_rules (self->game);
  ArbMove move;

  switch (arb_board_path_hop (self, from, to, &move))
    {
    case ARB_HOP_COMPLETE:
      /* What the board shows already does not slide again: a piece
       * dropped where it goes, the hops entered one by one. */
      if (self->dragging_move)
        arb_board_slide_note_shown (self, &move);
      else if (arb_board_path_in_progress (self))
        arb_board_slide_note_shown (self, &self->path);
      arb_board_set_selected (self, ARB_CELL_NONE);
      arb_board_emit_move_requested (self, &move);
      return;

    case ARB_HOP_CONTINUE:
      {
        /* "Keep it going!": the rules' words for a capture to go on. */
        g_free (self->path_message);
        self->path_message = rules->reason_continue != ARB_REASON_OK
                               ? rules->describe_reason (rules->reason_continue,
                                                         arb_move_last (&self->path))
                               : g_strdup (_("The piece must jump again"));
        arb_board_slide_hop (self);
        arb_board_emit_move_refused (self, self->path_message);
        arb_board_update_accessible (self);
        gtk_widget_queue_draw (GTK_WIDGET (self));
        return;
      }

    case ARB_HOP_AMBIGUOUS:
      {
        char to_name[16];
        g_autofree char *message = NULL;

        arb_board_cell_name (self, to, to_name);
        arb_board_set_selected (self, ARB_CELL_NONE);
        /* Translators: %s is a square, "26" */
        message = g_strdup_printf (_("Several paths lead to %s: make the jumps one by one"),
                                   to_name);
        arb_board_emit_move_refused (self, message);
        return;
      }

    case ARB_HOP_NONE:
    default:
      if (!arb_board_path_in_progress (self))
        {
          arb_board_set_selected (self, ARB_CELL_NONE);
          move = arb_move_from_to (from, to);
        }
      refuse (self, &move);
      return;
    }
}

/* ------------------------------------------------------------ callbacks */

static void
on_click_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  ArbBoard        *self)
{
  /* A press during a slide ends it: the click acts on the game's
   * position, which is then drawn. */
  arb_board_finish_slide (self);
  if (self->keyboard_used)
    {
      self->keyboard_used = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  /* A player who clicked can go on with the keyboard. */
  if (gtk_widget_get_focus_on_click (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_click_released (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   ArbBoard        *self)
{
  ArbCell square = arb_board_square_at (self, x, y);

  /* A double click is two clicks: the second one would undo the first. */
  if (n_press > 1 || square == ARB_CELL_NONE)
    return;
  arb_board_activate_square (self, square);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               ArbBoard       *self)
{
  ArbCell square = arb_board_square_at (self, x, y);

  arb_board_finish_slide (self);
  /* Nothing moves yet: a press that stays put is a click, which the click
   * gesture handles. */
  self->dragging = FALSE;
  self->drag_from = square != ARB_CELL_NONE && can_pick_up (self, square)
                      ? square : ARB_CELL_NONE;
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          offset_x,
                double          offset_y,
                ArbBoard       *self)
{
  double start_x, start_y;

  if (self->drag_from == ARB_CELL_NONE)
    return;

  gtk_gesture_drag_get_start_point (gesture, &start_x, &start_y);
  if (!self->dragging)
    {
      if (!gtk_drag_check_threshold (GTK_WIDGET (self), start_x, start_y,
                                     start_x + offset_x, start_y + offset_y))
        return;
      self->dragging = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
      arb_board_set_selected (self, self->drag_from);
    }
  self->drag_x = start_x + offset_x;
  self->drag_y = start_y + offset_y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          offset_x,
             double          offset_y,
             ArbBoard       *self)
{
  ArbCell from = self->drag_from;
  ArbCell to;
  double start_x, start_y;

  if (!self->dragging)
    {
      self->drag_from = ARB_CELL_NONE;
      return;
    }

  gtk_gesture_drag_get_start_point (gesture, &start_x, &start_y);
  to = arb_board_square_at (self, start_x + offset_x, start_y + offset_y);
  self->dragging = FALSE;
  self->drag_from = ARB_CELL_NONE;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));

  /* Dropped back on its square: the piece stays selected, so that a click
   * can finish the move. Dropped off the board: nothing was attempted. */
  if (to == from)
    return;
  if (to == ARB_CELL_NONE)
    arb_board_set_selected (self, ARB_CELL_NONE);
  else
    {
      self->dragging_move = TRUE;
      try_move (self, from, to);
      self->dragging_move = FALSE;
    }
}

static void
on_drag_cancel (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                ArbBoard         *self)
{
  if (self->dragging)
    {
      gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  self->dragging = FALSE;
  self->drag_from = ARB_CELL_NONE;
}

/* ------------------------------------------------------------ actions */

/* The actions behind the board's keys. */
static void
note_keyboard (ArbBoard *self)
{
  /* A key during a slide ends it, and acts on the game's position. */
  arb_board_finish_slide (self);
  if (!self->keyboard_used)
    {
      self->keyboard_used = TRUE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ArbBoard *self = ARB_BOARD (widget);
  int dx, dy, column, row;

  /* (dx, dy) are on the screen: Up is towards the top edge whichever side
   * sits at the bottom. */
  g_variant_get (parameter, "(ii)", &dx, &dy);
  note_keyboard (self);
  column = CLAMP (arb_board_flip_x (self, arb_board_cell_x (self, self->cursor)) + dx, 0,
                  (int) arb_board_columns (self) - 1);
  row = CLAMP (arb_board_flip_y (self, arb_board_cell_y (self, self->cursor)) + dy, 0,
               (int) arb_board_rows (self) - 1);
  arb_board_set_cursor (self, arb_board_cell (self, arb_board_flip_x (self, column),
                                              arb_board_flip_y (self, row)));
}

static void
activate_cursor_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  ArbBoard *self = ARB_BOARD (widget);

  note_keyboard (self);
  arb_board_activate_square (self, self->cursor);
}

static void
deselect_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  note_keyboard (ARB_BOARD (widget));
  arb_board_clear_selection (ARB_BOARD (widget));
}

/* The board's actions and the keys bound to them, for class_init. */
void
arb_board_input_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)",
                                   move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.activate-cursor", NULL,
                                   activate_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.deselect", NULL, deselect_action);

  arb_cursor_keys_bind (widget_class, "board.move-cursor", "board.activate-cursor");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.deselect", NULL);
}

/* The gestures of the pointer, for init. */
void
arb_board_input_init (ArbBoard *self)
{
  GtkGesture *click;

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_click_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  self->drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (self->drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (self->drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (self->drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (self->drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (self->drag));
}

/* ------------------------------------------------------------ public API */

ArbCell
arb_board_get_selected (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), ARB_CELL_NONE);
  return self->selected;
}

void
arb_board_clear_selection (ArbBoard *self)
{
  g_return_if_fail (ARB_IS_BOARD (self));
  arb_board_set_selected (self, ARB_CELL_NONE);
}

ArbCell
arb_board_get_cursor (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), ARB_CELL_NONE);
  return self->cursor;
}

/**
 * arb_board_set_cursor:
 * @self: a board
 * @square: a square on the board
 *
 * Moves the keyboard cursor, and with it what the board's accessible name
 * says.
 */
void
arb_board_set_cursor (ArbBoard  *self,
                      ArbCell    square)
{
  g_return_if_fail (ARB_IS_BOARD (self));
  g_return_if_fail (square < arb_board_n_cells (self));

  if (self->cursor == square)
    return;
  self->cursor = square;
  arb_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * arb_board_activate_square:
 * @self: a board
 * @square: the square clicked, or %ARB_CELL_NONE (outside the board)
 *
 * Does what a click on @square does:
 * - with no selection, a piece of the side to move is selected; a piece
 *   of the other side is refused ("It is White’s turn");
 * - with a selection, a square the piece can reach is requested with
 *   ArbBoard::move-requested; another piece of the side to move takes
 *   the selection; the selected piece drops it; any other square is
 *   refused with the rules' reason;
 * - once the game is over, every piece is refused ("the game is over").
 *
 * The keyboard cursor moves to @square. Nothing happens while the board is
 * not interactive.
 */
void
arb_board_activate_square (ArbBoard  *self,
                           ArbCell    square)
{
  guint8 piece;
  ArbSide turn;

  g_return_if_fail (ARB_IS_BOARD (self));
  g_return_if_fail (square < arb_board_n_cells (self) || square == ARB_CELL_NONE);

  /* A click during a slide acts on the position the slide ends on. */
  arb_board_finish_slide (self);
  if (!self->interactive || self->game == NULL)
    return;
  if (square == ARB_CELL_NONE)
    {
      arb_board_set_selected (self, ARB_CELL_NONE);
      return;
    }

  arb_board_set_cursor (self, square);
  piece = arb_board_piece_on (self, square);
  turn = arb_game_get_turn (self->game);

  if (arb_game_is_over (self->game))
    {
      arb_board_set_selected (self, ARB_CELL_NONE);
      if (piece != ARB_CELL_EMPTY)
        arb_board_emit_move_refused (self, _("The game is over"));
      return;
    }

  /* In the middle of a capture, the jumping piece must go on: another
   * piece of the side is refused with what the rules said after the hop. */
  if (arb_board_path_in_progress (self))
    {
      if (piece != ARB_CELL_EMPTY && arb_cell_piece_side (piece) == turn
          && square != self->selected && self->path_message != NULL)
        arb_board_emit_move_refused (self, self->path_message);
      else if (square != arb_move_last (&self->path))
        try_move (self, self->selected, square);
      return;
    }

  if (self->must_move != 0)
    {
      self->must_move = 0;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  if (self->selected == square)
    arb_board_set_selected (self, ARB_CELL_NONE);
  else if (piece != ARB_CELL_EMPTY && arb_cell_piece_side (piece) == turn)
    {
      if (refuse_blocked_piece (self, square))
        arb_board_set_selected (self, ARB_CELL_NONE);
      else
        arb_board_set_selected (self, square);
    }
  else if (self->selected != ARB_CELL_NONE)
    try_move (self, self->selected, square);
  else if (piece != ARB_CELL_EMPTY)
    {
      /* Translators: %s is the player to move, "White" */
      g_autofree char *whose = g_strdup_printf (_("It is %s’s turn"),
                                                arb_rules_player_name (arb_game_get_rules (self->game),
                                                                       turn));

      arb_board_emit_move_refused (self, whose);
    }
}
