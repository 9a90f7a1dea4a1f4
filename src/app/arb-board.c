/* arb-board.c — the board widget: draws a game and lets players move
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board draws the position of an ArbGame with GtkSnapshot and turns
 * clicks, drags and keys into requests: it never plays a move itself. A
 * move the rules allow is offered to the window with "move-requested" (the
 * window may have to ask before discarding later plies); one they refuse
 * is explained with "move-refused".
 *
 * Everything shown is derived from the game when it is drawn; the board
 * only keeps what the game cannot know: the selected cell, the keyboard
 * cursor and a drag in progress.
 *
 * It draws every game whose board is a rectangle of cells, by the kind its
 * rules declare: squares (chess) or points joined by lines (Alquerque).
 * A cell is `y * width + x` in both, as the rules number them; the ArbCell
 * of this widget's API is such a cell. Drawing is in arb-board-draw.c.
 */
#include "arb-board-private.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

enum
{
  PROP_0,
  PROP_GAME,
  PROP_FLIPPED,
  PROP_SHOW_COORDINATES,
  PROP_SHOW_REACHABLE,
  PROP_SHOW_LAST_MOVE,
  PROP_SHOW_COACH,
  PROP_INTERACTIVE,
  N_PROPS
};

enum
{
  MOVE_REQUESTED,
  MOVE_REFUSED,
  N_SIGNALS
};

G_DEFINE_FINAL_TYPE (ArbBoard, arb_board, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------ statics */

static AdwStyleManager *
get_style_manager (ArbBoard *self)
{
  return adw_style_manager_get_for_display (gtk_widget_get_display (GTK_WIDGET (self)));
}


/**
 * arb_board_piece_on:
 * @self: a board
 * @square: a cell
 *
 * Returns: the piece on @square, in the rules' coding (arb_cell_piece_kind()),
 *   or %ARB_CELL_EMPTY.
 */
guint8
arb_board_piece_on (ArbBoard *self, ArbCell square)
{
  if (self->game == NULL || square >= arb_board_n_cells (self))
    return ARB_CELL_EMPTY;
  return arb_game_get_cell (self->game, square);
}

#define piece_on arb_board_piece_on

/* Whether a press on @square may pick a piece up: one of the side to move,
 * while the game goes on and the window lets the players act. */
static gboolean
can_pick_up (ArbBoard *self, ArbCell square)
{
  guint8 piece = piece_on (self, square);

  return self->interactive && piece != ARB_CELL_EMPTY && !arb_game_is_over (self->game)
         && arb_cell_piece_side (piece) == arb_game_get_turn (self->game);
}

/* The cells the piece on @from may go to next, as the game says (the
 * next hop of a capture entered hop by hop); in @takes, those of them where
 * the move takes a piece (a capture, a jump). */
static guint64
reachable_from (ArbBoard  *self,
                ArbCell    from,
                guint64   *takes)
{
  return arb_board_path_next (self, from, takes);
}

/* The game's words for the app, or NULL (also without a game). */
static const ArbAppWords *
app_words (ArbBoard *self)
{
  return self->game != NULL ? arb_game_get_rules (self->game)->app_words : NULL;
}

/* The coach: of the cells the piece on @from may go to, those after which
 * a cell of the mover is threatened (@threatened_cells: chess's King can
 * be taken). Such moves may be legal (chess lets a player move into
 * check, rules.md §5), but they hand the game away unless the opponent
 * misses it. Each move is made on a copy of the position; a move that
 * ends the game (one that takes the enemy King) is never one of them.
 * Games without threatened cells have no coach. */
static guint64
coached_from (ArbBoard  *self,
              ArbCell    from)
{
  g_autofree ArbMoveList *list = NULL;
  g_autofree guint8 *after = NULL;
  g_autofree guint8 *undo = NULL;
  const ArbRules *rules;
  gconstpointer state;
  ArbSide mover;
  guint64 cells = 0;

  if (self->game == NULL || from >= arb_board_n_cells (self))
    return 0;
  rules = arb_game_get_rules (self->game);
  if (rules->threatened_cells == NULL)
    return 0;
  list = g_new (ArbMoveList, 1);
  arb_game_moves_from_cell (self->game, from, list);
  if (list->n_moves == 0)
    return 0;
  state = arb_game_get_state (self->game);
  mover = arb_game_get_turn (self->game);
  after = g_malloc (rules->state_size);
  undo = g_malloc (rules->undo_size);
  for (guint i = 0; i < list->n_moves; i++)
    {
      ArbOutcome outcome;
      guint cell;

      memcpy (after, state, rules->state_size);
      rules->make (after, &list->moves[i], undo);
      rules->outcome (after, &outcome);
      if (outcome.result == ARB_RESULT_NONE
          && rules->threatened_cells (after, mover, &cell, 1) > 0)
        cells |= ARB_CELL_BIT (arb_move_last (&list->moves[i]));
    }
  return cells;
}

/* What stands on a cell, inside a sentence: "white knight", "empty",
 * "White piece". Newly allocated. */
static char *
piece_name (ArbBoard *self,
            guint8    piece)
{
  const ArbAppWords *words = app_words (self);

  if (piece == ARB_CELL_EMPTY)
    return g_strdup (_("empty"));
  if (words != NULL && words->piece_names != NULL && words->piece_names[piece & 15] != NULL)
    return g_strdup (_(words->piece_names[piece & 15]));
  /* Translators: a piece of a game with one kind of piece, "White piece" */
  return g_strdup_printf (_("%s piece"),
                          arb_rules_player_name (arb_game_get_rules (self->game),
                                                 arb_cell_piece_side (piece)));
}

/* The kind of @piece, capitalised, to start the sentence of a refused
 * move ("Bishop"), or NULL when the game does not name its kinds. The
 * colour goes without saying, the piece being the mover's. */
static const char *
piece_kind_name (ArbBoard *self,
                 guint8    piece)
{
  const ArbAppWords *words = app_words (self);
  guint kind = arb_cell_piece_kind (piece);

  if (words == NULL || words->piece_kind_names == NULL || kind == 0
      || words->piece_kind_names[kind] == NULL)
    return NULL;
  return g_dpgettext2 (NULL, "refused move", words->piece_kind_names[kind]);
}

static void
update_accessible (ArbBoard *self)
{
  g_autofree char *label = arb_board_describe_square (self, self->cursor);

  /* The name of the focused board is what a screen reader speaks when it
   * changes: the square under the cursor. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

/* Escape and Enter only claim their keys when they have something to do,
 * so that otherwise the window's own shortcuts see them. */
static void
update_actions (ArbBoard *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.deselect",
                                 self->selected != ARB_CELL_NONE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.activate-cursor",
                                 self->interactive && self->game != NULL);
}

static void
set_selected (ArbBoard *self, ArbCell square)
{
  if (self->selected == square)
    return;
  /* Another piece, or none: the hops entered belonged to the last one. */
  arb_board_path_clear (self);
  self->selected = square;
  update_actions (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Drops a drag in progress, e.g. when the game changes under it: the piece
 * goes back to its square. */
static void
cancel_drag (ArbBoard *self)
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

static void
emit_refused (ArbBoard *self, const char *reason)
{
  g_signal_emit (self, signals[MOVE_REFUSED], 0, reason);
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
  const char *kind = piece_kind_name (self, piece_on (self, from));
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
  emit_refused (self, message);
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
      set_selected (self, ARB_CELL_NONE);
      g_signal_emit (self, signals[MOVE_REQUESTED], 0, &move);
      return;

    case ARB_HOP_CONTINUE:
      {
        /* "Keep it going!": the rules' words for a capture to go on. */
        g_free (self->path_message);
        self->path_message = rules->reason_continue != ARB_REASON_OK
                               ? rules->describe_reason (rules->reason_continue,
                                                         arb_move_last (&self->path))
                               : g_strdup (_("The piece must jump again"));
        emit_refused (self, self->path_message);
        update_accessible (self);
        gtk_widget_queue_draw (GTK_WIDGET (self));
        return;
      }

    case ARB_HOP_AMBIGUOUS:
      {
        char to_name[16];
        g_autofree char *message = NULL;

        arb_board_cell_name (self, to, to_name);
        set_selected (self, ARB_CELL_NONE);
        /* Translators: %s is a square, "26" */
        message = g_strdup_printf (_("Several paths lead to %s: make the jumps one by one"),
                                   to_name);
        emit_refused (self, message);
        return;
      }

    case ARB_HOP_NONE:
    default:
      if (!arb_board_path_in_progress (self))
        {
          set_selected (self, ARB_CELL_NONE);
          move = arb_move_from_to (from, to);
        }
      refuse (self, &move);
      return;
    }
}

/* ------------------------------------------------------------ callbacks */

static void
on_game_changed (ArbGame  *game,
                 ArbBoard *self)
{
  /* Whatever changed (a move, undo, a jump in the history), the selection
   * and its highlights belonged to the old position. */
  cancel_drag (self);
  set_selected (self, ARB_CELL_NONE);
  update_actions (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_click_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  ArbBoard        *self)
{
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
      set_selected (self, self->drag_from);
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
    set_selected (self, ARB_CELL_NONE);
  else
    try_move (self, from, to);
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

static void
on_dark_changed (ArbBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ------------------------------------------------------------ actions */

/* The actions behind the board's keys. */
static void
note_keyboard (ArbBoard *self)
{
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

/* ------------------------------------------------------------ overrides */

static void
arb_board_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  /* Squares of 20 pixels still show a piece; 64 look like a real board.
   * Any size in between or above works: the board scales. */
  *minimum = 20 * 8;
  *natural = 64 * 8;
}

static void
arb_board_state_flags_changed (GtkWidget     *widget,
                               GtkStateFlags  previous_state)
{
  GtkStateFlags flags = gtk_widget_get_state_flags (widget);
  GtkStateFlags watched = GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE;

  GTK_WIDGET_CLASS (arb_board_parent_class)->state_flags_changed (widget, previous_state);

  /* The cursor ring comes and goes with the keyboard focus. */
  if ((flags ^ previous_state) & watched)
    gtk_widget_queue_draw (widget);
}

static void
arb_board_dispose (GObject *object)
{
  ArbBoard *self = ARB_BOARD (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (arb_board_parent_class)->dispose (object);
}

static void
arb_board_finalize (GObject *object)
{
  ArbBoard *self = ARB_BOARD (object);

  arb_board_glyphs_free (self->glyphs);
  g_free (self->path_message);

  G_OBJECT_CLASS (arb_board_parent_class)->finalize (object);
}

static void
arb_board_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  ArbBoard *self = ARB_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_SHOW_REACHABLE:
      g_value_set_boolean (value, self->show_reachable);
      break;
    case PROP_SHOW_LAST_MOVE:
      g_value_set_boolean (value, self->show_last_move);
      break;
    case PROP_SHOW_COACH:
      g_value_set_boolean (value, self->show_coach);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_board_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  ArbBoard *self = ARB_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      arb_board_set_game (self, g_value_get_object (value));
      break;
    case PROP_FLIPPED:
      arb_board_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_COORDINATES:
      arb_board_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_REACHABLE:
      arb_board_set_show_reachable (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_LAST_MOVE:
      arb_board_set_show_last_move (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_COACH:
      arb_board_set_show_coach (self, g_value_get_boolean (value));
      break;
    case PROP_INTERACTIVE:
      arb_board_set_interactive (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* ------------------------------------------------------ class and init */

static void
add_cursor_binding (GtkWidgetClass *widget_class,
                    guint           keyval,
                    guint           keypad_keyval,
                    int             dx,
                    int             dy)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0,
                                       "board.move-cursor", "(ii)", dx, dy);
  gtk_widget_class_add_binding_action (widget_class, keypad_keyval, 0,
                                       "board.move-cursor", "(ii)", dx, dy);
}

static void
arb_board_class_init (ArbBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const guint activate_keys[] = {
    GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space,
  };

  object_class->dispose = arb_board_dispose;
  object_class->finalize = arb_board_finalize;
  object_class->get_property = arb_board_get_property;
  object_class->set_property = arb_board_set_property;

  widget_class->snapshot = arb_board_snapshot;
  widget_class->measure = arb_board_measure;
  widget_class->state_flags_changed = arb_board_state_flags_changed;

  /**
   * ArbBoard:game:
   *
   * The game shown. The board follows its "changed" signal.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ARB_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * ArbBoard:flipped:
   *
   * The second player (Black in chess) at the bottom.
   */
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * ArbBoard:show-reachable:
   *
   * Whether the squares the selected piece can reach are marked. Clicking
   * them plays the move either way.
   */
  properties[PROP_SHOW_REACHABLE] =
    g_param_spec_boolean ("show-reachable", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LAST_MOVE] =
    g_param_spec_boolean ("show-last-move", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * ArbBoard:show-coach:
   *
   * The coach, for games that warn of threatened cells (chess): among the
   * squares the selected piece can reach, those whose move leaves a cell
   * of the mover threatened (chess: its King to be captured) are marked
   * apart (a red crossed-out disc, or a red ring and a small such disc),
   * and their description says so. Shown even when :show-reachable is
   * off; games without threatened cells have no coach.
   */
  properties[PROP_SHOW_COACH] =
    g_param_spec_boolean ("show-coach", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * ArbBoard:interactive:
   *
   * When %FALSE, clicks, drags and Enter do nothing (the keyboard cursor
   * still moves, to read the board).
   */
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ArbBoard::move-requested:
   * @self: the board
   * @move: the move, in the game's cells
   *
   * A player asks for a move the rules allow. The board does not play it:
   * the handler does, with arb_game_play_move().
   */
  signals[MOVE_REQUESTED] =
    g_signal_new ("move-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1,
                  ARB_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * ArbBoard::move-refused:
   * @self: the board
   * @reason: why, in a translated sentence ("Bishop c1 to g5: blocked
   *   at d2", "It is White’s turn", "The game is over")
   *
   * A player tried something the rules refuse; nothing changed.
   */
  signals[MOVE_REFUSED] =
    g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)",
                                   move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.activate-cursor", NULL,
                                   activate_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.deselect", NULL, deselect_action);

  add_cursor_binding (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1);
  add_cursor_binding (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1);
  add_cursor_binding (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0);
  add_cursor_binding (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0);
  for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, activate_keys[i], 0,
                                         "board.activate-cursor", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.deselect", NULL);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
arb_board_init (ArbBoard *self)
{
  GtkGesture *click;

  self->glyphs = arb_board_glyphs_new ();
  self->game_signals = g_signal_group_new (ARB_TYPE_GAME);
  g_signal_group_connect (self->game_signals, "changed", G_CALLBACK (on_game_changed), self);
  self->show_coordinates = TRUE;
  self->show_reachable = TRUE;
  self->show_last_move = TRUE;
  self->interactive = TRUE;
  self->selected = ARB_CELL_NONE;
  self->drag_from = ARB_CELL_NONE;
  /* The keyboard starts in front of the middle of the first player's
   * side, where a first move often starts (chess's e2). */
  self->cursor = arb_board_cell (self, (int) arb_board_columns (self) / 2,
                                 (int) arb_board_rows (self) - 2);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

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

  /* A board is created on the default display and never moves. */
  g_signal_connect_object (get_style_manager (self), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Game board. Arrow keys move the cursor; Enter or Space "
                                    "selects a piece and plays a move; Escape cancels."),
                                  -1);
  update_actions (self);
  update_accessible (self);
}

/* ------------------------------------------------------------ public API */

/**
 * arb_board_new:
 *
 * Returns: (transfer floating): a board showing no game until
 *   arb_board_set_game().
 */
GtkWidget *
arb_board_new (void)
{
  return g_object_new (ARB_TYPE_BOARD, NULL);
}

/**
 * arb_board_get_game:
 * @self: a board
 *
 * Returns: (transfer none) (nullable): the game shown
 */
ArbGame *
arb_board_get_game (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), NULL);
  return self->game;
}

/**
 * arb_board_set_game:
 * @self: a board
 * @game: (nullable): the game to show
 *
 * Shows @game and follows its changes; the selection is dropped.
 */
void
arb_board_set_game (ArbBoard *self,
                    ArbGame  *game)
{
  g_return_if_fail (ARB_IS_BOARD (self));
  g_return_if_fail (game == NULL || ARB_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);

  /* Another game may have another board: the cursor starts where its
   * first mover's pieces are. */
  if (self->cursor >= arb_board_n_cells (self))
    self->cursor = arb_board_cell (self, (int) arb_board_columns (self) / 2,
                                   (int) arb_board_rows (self) - 1);

  on_game_changed (game, self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
arb_board_get_flipped (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  return self->flipped;
}

/**
 * arb_board_set_flipped:
 * @self: a board
 * @flipped: %TRUE for the second player (Black in chess) at the bottom
 */
void
arb_board_set_flipped (ArbBoard *self,
                       gboolean  flipped)
{
  g_return_if_fail (ARB_IS_BOARD (self));

  flipped = !!flipped;
  if (self->flipped == (guint) flipped)
    return;
  self->flipped = flipped;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

gboolean
arb_board_get_show_coordinates (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  return self->show_coordinates;
}

void
arb_board_set_show_coordinates (ArbBoard *self,
                                gboolean  show)
{
  g_return_if_fail (ARB_IS_BOARD (self));

  show = !!show;
  if (self->show_coordinates == (guint) show)
    return;
  self->show_coordinates = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

gboolean
arb_board_get_show_reachable (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  return self->show_reachable;
}

void
arb_board_set_show_reachable (ArbBoard *self,
                              gboolean  show)
{
  g_return_if_fail (ARB_IS_BOARD (self));

  show = !!show;
  if (self->show_reachable == (guint) show)
    return;
  self->show_reachable = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_REACHABLE]);
}

gboolean
arb_board_get_show_last_move (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  return self->show_last_move;
}

void
arb_board_set_show_last_move (ArbBoard *self,
                              gboolean  show)
{
  g_return_if_fail (ARB_IS_BOARD (self));

  show = !!show;
  if (self->show_last_move == (guint) show)
    return;
  self->show_last_move = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LAST_MOVE]);
}

gboolean
arb_board_get_show_coach (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  return self->show_coach;
}

/**
 * arb_board_set_show_coach:
 * @self: a board
 * @show: whether the coach marks the moves that hand the King away
 */
void
arb_board_set_show_coach (ArbBoard *self,
                          gboolean  show)
{
  g_return_if_fail (ARB_IS_BOARD (self));

  show = !!show;
  if (self->show_coach == (guint) show)
    return;
  self->show_coach = show;
  /* The square under the cursor may now say more, or less. */
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COACH]);
}

gboolean
arb_board_get_interactive (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  return self->interactive;
}

/**
 * arb_board_set_interactive:
 * @self: a board
 * @interactive: whether clicks, drags and Enter act
 *
 * Turning it off drops the selection and a drag in progress.
 */
void
arb_board_set_interactive (ArbBoard *self,
                           gboolean  interactive)
{
  g_return_if_fail (ARB_IS_BOARD (self));

  interactive = !!interactive;
  if (self->interactive == (guint) interactive)
    return;
  self->interactive = interactive;
  if (!interactive)
    {
      cancel_drag (self);
      set_selected (self, ARB_CELL_NONE);
    }
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

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
  set_selected (self, ARB_CELL_NONE);
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
  update_accessible (self);
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

  if (!self->interactive || self->game == NULL)
    return;
  if (square == ARB_CELL_NONE)
    {
      set_selected (self, ARB_CELL_NONE);
      return;
    }

  arb_board_set_cursor (self, square);
  piece = piece_on (self, square);
  turn = arb_game_get_turn (self->game);

  if (arb_game_is_over (self->game))
    {
      set_selected (self, ARB_CELL_NONE);
      if (piece != ARB_CELL_EMPTY)
        emit_refused (self, _("The game is over"));
      return;
    }

  /* In the middle of a capture, the jumping piece must go on: another
   * piece of the side is refused with what the rules said after the hop. */
  if (arb_board_path_in_progress (self))
    {
      if (piece != ARB_CELL_EMPTY && arb_cell_piece_side (piece) == turn
          && square != self->selected && self->path_message != NULL)
        emit_refused (self, self->path_message);
      else if (square != arb_move_last (&self->path))
        try_move (self, self->selected, square);
      return;
    }

  if (self->selected == square)
    set_selected (self, ARB_CELL_NONE);
  else if (piece != ARB_CELL_EMPTY && arb_cell_piece_side (piece) == turn)
    set_selected (self, square);
  else if (self->selected != ARB_CELL_NONE)
    try_move (self, self->selected, square);
  else if (piece != ARB_CELL_EMPTY)
    {
      /* Translators: %s is the player to move, "White" */
      g_autofree char *whose = g_strdup_printf (_("It is %s’s turn"),
                                                arb_rules_player_name (arb_game_get_rules (self->game),
                                                                       turn));

      emit_refused (self, whose);
    }
}

/**
 * arb_board_get_reachable:
 * @self: a board
 *
 * Returns: the set of squares (ARB_CELL_BIT()) the selected piece can
 *   reach, drawn or not; 0 without a selection
 */
guint64
arb_board_get_reachable (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), 0);
  return reachable_from (self, self->selected, NULL);
}

/* Both at once, for drawing: one walk over the selected piece's moves a
 * frame instead of two. */
guint64
arb_board_get_reachable_and_captures (ArbBoard *self,
                                      guint64  *captures)
{
  return reachable_from (self, self->selected, captures);
}

/**
 * arb_board_get_captures:
 * @self: a board
 *
 * Returns: the reachable squares that hold a piece (of the other side, as
 *   the rules go): these are drawn as captures
 */
guint64
arb_board_get_captures (ArbBoard *self)
{
  guint64 captures;

  g_return_val_if_fail (ARB_IS_BOARD (self), 0);

  reachable_from (self, self->selected, &captures);
  return captures;
}

/**
 * arb_board_get_king_exposing:
 * @self: a board
 *
 * The coach's squares: those the selected piece can reach after which a
 * cell of the mover is threatened, in games that warn of threatened cells
 * (chess: the opponent can capture the mover's King) — legal in chess,
 * and what a beginner should think twice about. A move that ends the game
 * (that takes the enemy King) is never one of them.
 *
 * Returns: a subset of arb_board_get_reachable(), whether or not the coach
 *   shows it (:show-coach); 0 without a selection and in games without
 *   threatened cells
 */
guint64
arb_board_get_king_exposing (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), 0);
  return coached_from (self, self->selected);
}

/**
 * arb_board_get_last_move:
 * @self: a board
 * @move: (out) (optional): the move that led to the position shown
 *
 * Returns: %FALSE when no move led there (no game, or its first ply)
 */
gboolean
arb_board_get_last_move (ArbBoard *self,
                         ArbMove  *move)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  /* The records in effect end with the shown position's move, perhaps
   * followed by the checks, win or draw it caused. */
  for (guint i = arb_game_get_n_records (self->game); i > 0; i--)
    {
      const ArbRecord *record = arb_game_get_record (self->game, i - 1);

      if (record->type == ARB_RECORD_MOVE)
        {
          if (move != NULL)
            *move = record->move;
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * arb_board_get_checked_kings:
 * @self: a board
 *
 * The cells the game warns of (the table's @threatened_cells), of both
 * sides: chess's Kings in check, both at once in this game.
 *
 * Returns: the squares (ARB_CELL_BIT()) of the threatened cells; 0 in
 *   games without
 */
guint64
arb_board_get_checked_kings (ArbBoard *self)
{
  const ArbRules *rules;
  guint64 squares = 0;

  g_return_val_if_fail (ARB_IS_BOARD (self), 0);

  if (self->game == NULL)
    return 0;
  rules = arb_game_get_rules (self->game);
  if (rules->threatened_cells == NULL)
    return 0;
  for (guint side = 0; side < ARB_N_SIDES; side++)
    {
      guint cells[64];
      guint n = rules->threatened_cells (arb_game_get_state (self->game), (ArbSide) side,
                                         cells, G_N_ELEMENTS (cells));

      for (guint i = 0; i < n; i++)
        if (cells[i] < arb_board_n_cells (self))
          squares |= ARB_CELL_BIT (cells[i]);
    }
  return squares;
}

/**
 * arb_board_describe_square:
 * @self: a board
 * @square: a square
 *
 * Says what a player sees on @square: its name, its piece, and whether it
 * is selected, reachable by the selected piece, or a King in check, e.g.
 * "e4, white knight, reachable" or "e5, empty". With the coach on
 * (:show-coach), a reachable square whose move leaves the King to be
 * captured says so: "f2, empty, reachable, leaves the King attacked".
 *
 * Returns: (transfer full): a translated text
 */
char *
arb_board_describe_square (ArbBoard  *self,
                           ArbCell    square)
{
  const ArbAppWords *words;
  GString *text;
  g_autofree char *piece = NULL;
  char name[16];

  g_return_val_if_fail (ARB_IS_BOARD (self), NULL);
  g_return_val_if_fail (square < arb_board_n_cells (self), NULL);

  arb_board_cell_name (self, square, name);
  if (self->game != NULL && arb_game_get_rules (self->game)->board.kind == ARB_BOARD_POINTS)
    /* Translators: a point of a board of points and lines, "point 13" */
    {
      text = g_string_new (NULL);
      g_string_printf (text, _("point %s"), name);
    }
  else
    text = g_string_new (name);
  if (self->game == NULL)
    return g_string_free (text, FALSE);

  /* Translators: between the parts of a square's description, as in
   * "e4, white knight, reachable" */
#define SEPARATOR _(", ")
  g_string_append (text, SEPARATOR);
  piece = piece_name (self, piece_on (self, square));
  g_string_append (text, piece);
  if (square == self->selected)
    {
      g_string_append (text, SEPARATOR);
      g_string_append (text, _("selected"));
    }
  if (arb_board_get_reachable (self) & ARB_CELL_BIT (square))
    {
      g_string_append (text, SEPARATOR);
      g_string_append (text, _("reachable"));
    }
  /* The game's words for a threat and the coach's warning. */
  words = app_words (self);
  if (self->show_coach && words != NULL && words->coach_cell != NULL
      && (arb_board_get_king_exposing (self) & ARB_CELL_BIT (square)))
    {
      g_string_append (text, SEPARATOR);
      g_string_append (text, _(words->coach_cell));
    }
  if (words != NULL && words->threatened_cell != NULL
      && (arb_board_get_checked_kings (self) & ARB_CELL_BIT (square)))
    {
      g_string_append (text, SEPARATOR);
      g_string_append (text, _(words->threatened_cell));
    }
#undef SEPARATOR
  return g_string_free (text, FALSE);
}

/**
 * arb_board_square_at:
 * @self: a board
 * @x: @y: a point in widget coordinates
 *
 * Returns: the square drawn there, or %ARB_CELL_NONE outside the board
 */
ArbCell
arb_board_square_at (ArbBoard *self,
                     double    x,
                     double    y)
{
  ArbBoardLayout geometry;
  int column, row;

  g_return_val_if_fail (ARB_IS_BOARD (self), ARB_CELL_NONE);

  if (!arb_board_get_geometry (self, &geometry))
    return ARB_CELL_NONE;
  x -= geometry.x0;
  y -= geometry.y0;
  if (x < 0 || y < 0)
    return ARB_CELL_NONE;
  column = (int) (x / geometry.size);
  row = (int) (y / geometry.size);
  if (column >= (int) arb_board_columns (self) || row >= (int) arb_board_rows (self))
    return ARB_CELL_NONE;
  return arb_board_cell (self, arb_board_flip_x (self, column), arb_board_flip_y (self, row));
}

/**
 * arb_board_get_square_bounds:
 * @self: a board
 * @square: a square
 * @bounds: (out): where it is drawn, in widget coordinates
 *
 * Returns: %FALSE while the widget is too small to draw a board
 */
gboolean
arb_board_get_square_bounds (ArbBoard        *self,
                             ArbCell          square,
                             graphene_rect_t *bounds)
{
  ArbBoardLayout geometry;

  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  g_return_val_if_fail (square < arb_board_n_cells (self), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  if (!arb_board_get_geometry (self, &geometry))
    return FALSE;
  arb_board_cell_rect (self, &geometry, square, bounds);
  return TRUE;
}
