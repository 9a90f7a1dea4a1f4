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
 * of this widget's API is such a cell.
 *
 * The widget is in several files: this one (the type, its properties and
 * signals), arb-board-input.c (the selection, clicks, drags and keys),
 * arb-board-cells.c (what the board says of its cells: reachable,
 * threatened, described), arb-board-draw.c (drawing) and
 * arb-board-slide.c (the last move sliding into place).
 */
#include "arb-board-private.h"

#include <adwaita.h>
#include <glib/gi18n.h>

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

/* Follows the cursor in the board's accessible name. */
void
arb_board_update_accessible (ArbBoard *self)
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
void
arb_board_update_actions (ArbBoard *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.deselect",
                                 self->selected != ARB_CELL_NONE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.activate-cursor",
                                 self->interactive && self->game != NULL);
}

/* Offers @move, whole and legal, to the window (ArbBoard::move-requested). */
void
arb_board_emit_move_requested (ArbBoard      *self,
                               const ArbMove *move)
{
  g_signal_emit (self, signals[MOVE_REQUESTED], 0, move);
}

/* Says why nothing happened (ArbBoard::move-refused). */
void
arb_board_emit_move_refused (ArbBoard   *self,
                             const char *reason)
{
  g_signal_emit (self, signals[MOVE_REFUSED], 0, reason);
}

/* ------------------------------------------------------------ callbacks */

static void
on_game_changed (ArbGame  *game,
                 ArbBoard *self)
{
  /* Whatever changed (a move, undo, a jump in the history), the selection
   * and its highlights belonged to the old position. */
  arb_board_cancel_drag (self);
  arb_board_set_selected (self, ARB_CELL_NONE);
  self->must_move = 0;
  /* One ply forward: the move slides (arb-board-slide.c). */
  arb_board_slide_sync (self);
  arb_board_update_actions (self);
  arb_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_dark_changed (ArbBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
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
arb_board_unmap (GtkWidget *widget)
{
  /* Off screen, nothing slides. */
  arb_board_finish_slide (ARB_BOARD (widget));
  GTK_WIDGET_CLASS (arb_board_parent_class)->unmap (widget);
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
  arb_board_slide_free (self);

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
install_properties (GObjectClass *object_class)
{
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
}

static void
install_signals (ArbBoardClass *klass)
{
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
}

static void
arb_board_class_init (ArbBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_board_dispose;
  object_class->finalize = arb_board_finalize;
  object_class->get_property = arb_board_get_property;
  object_class->set_property = arb_board_set_property;

  widget_class->snapshot = arb_board_snapshot;
  widget_class->measure = arb_board_measure;
  widget_class->state_flags_changed = arb_board_state_flags_changed;
  widget_class->unmap = arb_board_unmap;

  install_properties (object_class);
  install_signals (klass);
  /* The keys' actions and bindings (arb-board-input.c). */
  arb_board_input_class_init (widget_class);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
arb_board_init (ArbBoard *self)
{
  self->glyphs = arb_board_glyphs_new ();
  arb_board_slide_init (self);
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

  arb_board_input_init (self);

  /* A board is created on the default display and never moves. */
  g_signal_connect_object (get_style_manager (self), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Game board. Arrow keys move the cursor; Enter or Space "
                                    "selects a piece and plays a move; Escape cancels."),
                                  -1);
  arb_board_update_actions (self);
  arb_board_update_accessible (self);
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
  /* Another game shows at once. */
  arb_board_slide_forget (self);
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
  arb_board_update_accessible (self);
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
      arb_board_cancel_drag (self);
      arb_board_set_selected (self, ARB_CELL_NONE);
    }
  arb_board_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}
