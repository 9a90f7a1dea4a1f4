/* arb-pits-board.c — the board of a game of pits: two rows and two stores
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* ArbBoard draws grids and points and keeps sets of cells in 64-bit masks;
 * a board of pits (ARB_BOARD_PITS: Congkak) has up to 2000 cells, so it has
 * its own widget. It draws the position as congkak.md §1 does: the second
 * player's row on top (pits N … 1 from left to right), the first player's
 * at the bottom (1 … N), the second player's store at the left, the
 * first's at the right. Cells are the rules' (arb-rules.h): 0 … 2N − 1
 * the pits in sowing order, 2N and 2N + 1 the stores. What it knows of a
 * game comes from its table: the seeds in each cell (@cell_count), the
 * refusals (@explain, @describe_reason), the suggestion (the computer's
 * first level) and the sowing seed by seed (@move_steps).
 *
 * Like ArbBoard it never plays: a click on a pit the rules allow emits
 * "move-requested" (a move of one cell, the pit), any other click
 * "move-refused" with the rules' reason. The marks of the last move and
 * the words for a cell are arb-pits-board-marks.c's, the drawing is
 * arb-pits-board-draw.c's; the sowing animation (arb-pits-board-sow.c)
 * only changes the counts shown, never the game.
 *
 * Every pit keeps a minimum size: a board of 999 pits a side is wider than
 * any screen, and the window puts it in a GtkScrolledWindow.
 *
 * Turned round (@flipped: the second player in front of the screen), the
 * board is the same turned by half a turn: the first player's row on top,
 * its store at the left. Every place on screen goes through
 * _arb_pits_board_cell_rect(), which turns the cell first. */

#include "arb-pits-board-private.h"

#include <glib/gi18n.h>

#include "arb-cursor-keys.h"
#include "arb-search.h"

enum
{
  PROP_0,
  PROP_GAME,
  PROP_INTERACTIVE,
  PROP_SUGGEST,
  PROP_SOW_DELAY,
  PROP_SHOW_LAST_MOVE,
  PROP_FLIPPED,
  N_PROPS
};

enum
{
  MOVE_REQUESTED,
  MOVE_REFUSED,
  ANNOUNCE,
  N_SIGNALS
};

G_DEFINE_FINAL_TYPE (ArbPitsBoard, arb_pits_board, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------ layout */

static guint
n_pits (ArbPitsBoard *self)
{
  ArbBoardGeometry g;

  if (self->game == NULL)
    return 0;
  arb_rules_geometry (arb_game_get_rules (self->game), arb_game_get_state (self->game), &g);
  return g.kind == ARB_BOARD_PITS ? g.width : 0;
}

void
_arb_pits_board_get_layout (ArbPitsBoard  *self,
                            ArbPitsLayout *layout)
{
  guint n = self->n;
  float w = gtk_widget_get_width (GTK_WIDGET (self));
  float h = gtk_widget_get_height (GTK_WIDGET (self));
  float cols = n + 2;
  float rows = 2 + 2 * LABEL_ROW;
  float pit = MIN ((w - 2 * PAD) / cols, (h - 2 * PAD) / rows);

  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);

  pit = CLAMP (pit, PIT_MIN, PIT_MAX);
  layout->pit = pit;
  layout->x0 = MAX (PAD, (w - cols * pit) / 2);
  layout->y0 = MAX (PAD, (h - rows * pit) / 2);
  layout->store_x[0] = layout->x0;
  layout->store_x[1] = layout->x0 + (n + 1) * pit;

  /* Wider than the window: the pits scroll, the stores stay in sight at
   * the edges of the part shown, over the pits that pass under them. */
  if (scroller != NULL)
    {
      GtkAdjustment *adjustment =
        gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
      float value = (float) gtk_adjustment_get_value (adjustment);
      float page = (float) gtk_adjustment_get_page_size (adjustment);

      if (page > 0 && page < w)
        {
          layout->store_x[0] = MAX (layout->store_x[0], value);
          layout->store_x[1] = MIN (layout->store_x[1], value + page - pit);
        }
    }
}

/* The cell whose place @cell takes on a board turned by half a turn: the
 * pit opposite in the ring, the other store. Its own inverse. */
static guint
turned_cell (ArbPitsBoard *self,
             guint         cell)
{
  guint n = self->n;

  if (!self->flipped || n == 0 || cell >= 2 * n + 2)
    return cell;
  return cell < 2 * n ? (cell + n) % (2 * n) : cell ^ 1;
}

/* Where @cell is: the rectangle of its column and row (the stores take
 * both rows). */
gboolean
_arb_pits_board_cell_rect (ArbPitsBoard        *self,
                           const ArbPitsLayout *layout,
                           guint                cell,
                           graphene_rect_t     *rect)
{
  guint n = self->n;
  float pit = layout->pit;
  float top = layout->y0 + LABEL_ROW * pit;
  guint column;

  if (n == 0 || cell >= 2 * n + 2)
    return FALSE;
  cell = turned_cell (self, cell);
  /* From here on, the places of a board not turned. */
  if (cell == 2 * n + 1)  /* Player 2's store, at the left */
    {
      graphene_rect_init (rect, layout->store_x[0], top, pit, 2 * pit);
      return TRUE;
    }
  if (cell == 2 * n)      /* Player 1's store, at the right */
    {
      graphene_rect_init (rect, layout->store_x[1], top, pit, 2 * pit);
      return TRUE;
    }
  if (cell < n)           /* Player 1's pit cell + 1, left to right */
    {
      column = cell + 1;
      graphene_rect_init (rect, layout->x0 + column * pit, top + pit, pit, pit);
    }
  else                    /* Player 2's pit k = cell − n + 1, right to left */
    {
      column = 2 * n - cell;
      graphene_rect_init (rect, layout->x0 + column * pit, top, pit, pit);
    }
  return TRUE;
}

/* ------------------------------------------------------------ statics */

guint
arb_pits_board_get_shown_seeds (ArbPitsBoard *self,
                                guint         cell)
{
  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), 0);

  if (self->game == NULL || cell >= 2 * self->n + 2)
    return 0;
  if (self->sowing != NULL)
    return _arb_pits_board_sow_seeds (self, cell);
  return arb_game_get_rules (self->game)->cell_count (arb_game_get_state (self->game), cell);
}

/* Whether a click on @cell would be a move the rules allow. */
gboolean
_arb_pits_board_is_playable (ArbPitsBoard *self,
                             guint         cell)
{
  ArbMove move = { .n_cells = 1, .cells = { (guint16) cell } };

  if (self->game == NULL || cell >= 2 * self->n || arb_game_is_over (self->game))
    return FALSE;
  return arb_game_explain_move (self->game, &move, NULL) == ARB_REASON_OK;
}

/* The suggestion: the game's computer player at its first level (Congkak:
 * §11's greedy move), for the sides that asked for it. Only games whose
 * table has levels suggest: the engine's default player would think for
 * a second on every change. */
static void
update_suggested (ArbPitsBoard *self)
{
  ArbSearchLimits limits = { .level = 1 };
  ArbSearchResult result;
  const ArbRules *rules;
  ArbSide turn;

  self->suggested = ARB_PITS_NONE;
  if (self->game == NULL || self->n == 0 || arb_game_is_over (self->game))
    return;
  rules = arb_game_get_rules (self->game);
  if (rules->levels == NULL || rules->n_levels == 0)
    return;
  turn = arb_game_get_turn (self->game);
  if ((self->suggest & (turn == ARB_SIDE_FIRST ? ARB_PITS_SUGGEST_FIRST
                                               : ARB_PITS_SUGGEST_SECOND)) == 0)
    return;
  if (arb_search_run (rules, arb_game_get_state (self->game), &limits, &result))
    self->suggested = arb_move_first (&result.move);
}

static void
update_accessible (ArbPitsBoard *self)
{
  g_autofree char *label = NULL;

  if (self->game == NULL || self->n == 0)
    return;
  /* The name of the focused board is what a screen reader speaks when it
   * changes: the pit under the cursor. */
  label = arb_pits_board_describe_cell (self, self->cursor);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* Everything derived from the game, after any change to it. */
static void
sync_with_game (ArbPitsBoard *self)
{
  guint n = n_pits (self);

  if (n != self->n)
    {
      self->n = n;
      self->cursor = 0;
      self->hover = ARB_PITS_NONE;
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  if (self->cursor >= 2 * n)
    self->cursor = 0;
  /* The position a move played next starts from, for its sowing. */
  g_clear_pointer (&self->before, g_free);
  if (n > 0)
    self->before = g_memdup2 (arb_game_get_state (self->game),
                              arb_game_get_rules (self->game)->state_size);
  _arb_pits_board_update_marks (self);
  update_suggested (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Keeps @cell in sight when the board is wider than its scrolled window. */
static void
scroll_to_cell (ArbPitsBoard *self,
                guint         cell)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t rect;
  GtkAdjustment *adjustment;
  ArbPitsLayout layout;

  if (scroller == NULL || self->n == 0)
    return;
  _arb_pits_board_get_layout (self, &layout);
  if (!_arb_pits_board_cell_rect (self, &layout, cell, &rect))
    return;
  adjustment = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  /* The neighbours on both sides stay visible too. */
  gtk_adjustment_clamp_page (adjustment, rect.origin.x - layout.pit,
                             rect.origin.x + rect.size.width + layout.pit);
}

/* ---------------------------------------------------------- callbacks */

static void
on_game_changed (ArbPitsBoard *self)
{
  /* Undo, browsing, another game: a sowing shown no longer matches. */
  if (!self->sowing_fresh)
    _arb_pits_board_sow_stop (self);
  self->sowing_fresh = FALSE;
  sync_with_game (self);
}

static void
on_move_played (ArbPitsBoard *self)
{
  g_autofree char *text = arb_pits_board_describe_last_move (self);

  /* "move-played" comes before "changed": the position kept is still the
   * one before the move, where the sowing on screen starts. */
  _arb_pits_board_sow_stop (self);
  if (self->sow_delay > 0 && n_pits (self) == self->n)
    _arb_pits_board_sow_start (self);
  if (self->sowing != NULL)
    self->sowing_fresh = TRUE;
  else if (text != NULL)
    g_signal_emit (self, signals[ANNOUNCE], 0, text);
}

static void
set_hover (ArbPitsBoard *self,
           guint         cell)
{
  if (self->hover == cell)
    return;
  self->hover = cell;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   self->interactive && _arb_pits_board_is_playable (self, cell) ? "pointer"
                                                                                : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           ArbPitsBoard             *self)
{
  set_hover (self, arb_pits_board_cell_at (self, x, y));
}

/* A pit's or a store's tooltip: whose it is and what its marks mean, in
 * the words a screen reader hears ("Ann's pit 3, 4 seeds, playable,
 * played last"): the colours and rings explained where they are. */
static gboolean
on_query_tooltip (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    data)
{
  ArbPitsBoard *self = ARB_PITS_BOARD (widget);
  guint cell = keyboard ? self->cursor : arb_pits_board_cell_at (self, x, y);
  g_autofree char *text = NULL;

  if (self->game == NULL || cell >= 2 * self->n + 2)
    return FALSE;
  text = arb_pits_board_describe_cell (self, cell);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
on_leave (GtkEventControllerMotion *controller,
          ArbPitsBoard             *self)
{
  set_hover (self, ARB_PITS_NONE);
}

static void
on_released (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             ArbPitsBoard    *self)
{
  guint cell = arb_pits_board_cell_at (self, x, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->keyboard_used = FALSE;
  /* A click while seeds are being sown shows the end of it at once, and
   * is then a click like any other: the header already says whose turn it
   * is, so the click is that player's move. */
  if (self->sowing != NULL)
    _arb_pits_board_sow_finish (self);
  if (cell != ARB_PITS_NONE)
    {
      self->cursor = cell < 2 * self->n ? cell : self->cursor;
      arb_pits_board_activate_cell (self, cell);
    }
}

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  ArbPitsBoard *self = ARB_PITS_BOARD (widget);
  guint n = self->n;
  int dx, dy;
  guint cell = turned_cell (self, self->cursor);  /* as on a board not turned */
  gboolean top;
  guint column;

  if (n == 0)
    return;
  g_variant_get (param, "(ii)", &dx, &dy);
  self->keyboard_used = TRUE;
  top = cell >= n;
  column = top ? 2 * n - cell : cell + 1;  /* 1 … N, left to right */
  if (dy < 0)
    top = TRUE;
  else if (dy > 0)
    top = FALSE;
  if (dx < 0 && column > 1)
    column--;
  else if (dx > 0 && column < n)
    column++;
  arb_pits_board_set_cursor (self, turned_cell (self, top ? 2 * n - column : column - 1));
}

static void
activate_cursor_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  ArbPitsBoard *self = ARB_PITS_BOARD (widget);

  self->keyboard_used = TRUE;
  if (self->sowing != NULL)
    {
      _arb_pits_board_sow_finish (self);
      return;
    }
  arb_pits_board_activate_cell (self, self->cursor);
}

/* ---------------------------------------------------------- overrides */

static void
arb_pits_board_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  ArbPitsBoard *self = ARB_PITS_BOARD (widget);
  float units = orientation == GTK_ORIENTATION_HORIZONTAL ? MAX (self->n, 1) + 2
                                                          : 2 + 2 * LABEL_ROW;

  *minimum = (int) ceilf (units * PIT_MIN) + 2 * PAD;
  *natural = (int) ceilf (units * PIT_NATURAL) + 2 * PAD;
}

static void
arb_pits_board_dispose (GObject *object)
{
  ArbPitsBoard *self = ARB_PITS_BOARD (object);

  _arb_pits_board_sow_stop (self);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->relays, g_free);
  g_clear_pointer (&self->before, g_free);

  G_OBJECT_CLASS (arb_pits_board_parent_class)->dispose (object);
}

static void
arb_pits_board_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  ArbPitsBoard *self = ARB_PITS_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_SUGGEST:
      g_value_set_uint (value, self->suggest);
      break;
    case PROP_SOW_DELAY:
      g_value_set_uint (value, self->sow_delay);
      break;
    case PROP_SHOW_LAST_MOVE:
      g_value_set_boolean (value, self->show_last_move);
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_pits_board_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  ArbPitsBoard *self = ARB_PITS_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      arb_pits_board_set_game (self, g_value_get_object (value));
      break;
    case PROP_INTERACTIVE:
      arb_pits_board_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_SUGGEST:
      arb_pits_board_set_suggest (self, g_value_get_uint (value));
      break;
    case PROP_SOW_DELAY:
      arb_pits_board_set_sow_delay (self, g_value_get_uint (value));
      break;
    case PROP_SHOW_LAST_MOVE:
      if (self->show_last_move != g_value_get_boolean (value))
        {
          self->show_last_move = g_value_get_boolean (value);
          gtk_widget_queue_draw (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_FLIPPED:
      arb_pits_board_set_flipped (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
on_focus_changed (ArbPitsBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The board draws only what is in sight: scrolling shows more of it. */
static void
on_root_changed (ArbPitsBoard *self)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;

  if (scroller == NULL)
    return;
  adjustment = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  if (g_object_get_data (G_OBJECT (adjustment), "arb-pits-board") == self)
    return;
  g_object_set_data (G_OBJECT (adjustment), "arb-pits-board", self);
  g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (gtk_widget_queue_draw), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (adjustment, "changed", G_CALLBACK (gtk_widget_queue_draw), self,
                           G_CONNECT_SWAPPED);
}

/* The arrows move the cursor on screen (Up: to the row on top, whichever
 * way the board is turned), Enter and Space sow its pit. */
static void
install_keys (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "pits.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "pits.activate-cursor", NULL,
                                   activate_cursor_action);
  arb_cursor_keys_bind (widget_class, "pits.move-cursor", "pits.activate-cursor");
}

static void
arb_pits_board_class_init (ArbPitsBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_pits_board_dispose;
  object_class->get_property = arb_pits_board_get_property;
  object_class->set_property = arb_pits_board_set_property;
  widget_class->snapshot = _arb_pits_board_snapshot;
  widget_class->measure = arb_pits_board_measure;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ARB_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * ArbPitsBoard:suggest:
   *
   * An #ArbPitsSuggest: on whose turns the greedy move (congkak.md §11,
   * level 1) is marked.
   */
  properties[PROP_SUGGEST] =
    g_param_spec_uint ("suggest", NULL, NULL, 0, ARB_PITS_SUGGEST_BOTH, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * ArbPitsBoard:sow-delay:
   *
   * Milliseconds per seed of the sowing animation; 0 for none (§12's
   * "time interval").
   */
  properties[PROP_SOW_DELAY] =
    g_param_spec_uint ("sow-delay", NULL, NULL, 0, 5000, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * ArbPitsBoard:show-last-move:
   *
   * Whether the pit played last, its relays and its capture are marked
   * (the app's "Show Last Move" preference).
   */
  properties[PROP_SHOW_LAST_MOVE] =
    g_param_spec_boolean ("show-last-move", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * ArbPitsBoard:flipped:
   *
   * Whether the board is turned by half a turn: the first player's row on
   * top and its store at the left.
   */
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ArbPitsBoard::move-requested:
   * @self: the board
   * @move: a move of one cell, the pit played
   *
   * As ArbBoard's: the handler plays it.
   */
  signals[MOVE_REQUESTED] =
    g_signal_new ("move-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1,
                  ARB_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * ArbPitsBoard::move-refused:
   * @self: the board
   * @reason: why, in a translated sentence
   */
  signals[MOVE_REFUSED] =
    g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * ArbPitsBoard::announce:
   * @self: the board
   * @text: what happened: the move and its relays and capture, or, while
   *   seeds are sown on screen, each relay and the capture as it comes
   */
  signals[ANNOUNCE] =
    g_signal_new ("announce", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  install_keys (widget_class);

  gtk_widget_class_set_css_name (widget_class, "pitsboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
arb_pits_board_init (ArbPitsBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->interactive = TRUE;
  self->show_last_move = TRUE;
  self->hover = ARB_PITS_NONE;
  self->last_played = ARB_PITS_NONE;
  self->last_capture = ARB_PITS_NONE;
  self->suggested = ARB_PITS_NONE;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);

  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  g_signal_connect (self, "notify::root", G_CALLBACK (on_root_changed), NULL);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);

  self->game_signals = g_signal_group_new (ARB_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (on_game_changed),
                                  self);
  g_signal_group_connect_swapped (self->game_signals, "move-played", G_CALLBACK (on_move_played),
                                  self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Board of pits: arrow keys choose a pit, Enter sows it"), -1);
}

/* ------------------------------------------------------------ internal */

void
_arb_pits_board_emit_announce (ArbPitsBoard *self,
                               const char   *text)
{
  g_signal_emit (self, signals[ANNOUNCE], 0, text);
}

/* ------------------------------------------------------------ public API */

GtkWidget *
arb_pits_board_new (void)
{
  return g_object_new (ARB_TYPE_PITS_BOARD, NULL);
}

ArbGame *
arb_pits_board_get_game (ArbPitsBoard *self)
{
  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), NULL);
  return self->game;
}

/**
 * arb_pits_board_set_game:
 * @self: a pits board
 * @game: (nullable): a game whose board is of pits (ARB_BOARD_PITS)
 */
void
arb_pits_board_set_game (ArbPitsBoard *self,
                         ArbGame      *game)
{
  g_return_if_fail (ARB_IS_PITS_BOARD (self));
  g_return_if_fail (game == NULL || ARB_IS_GAME (game));

  if (self->game == game)
    return;
  _arb_pits_board_sow_stop (self);
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  sync_with_game (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
arb_pits_board_get_interactive (ArbPitsBoard *self)
{
  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), FALSE);
  return self->interactive;
}

void
arb_pits_board_set_interactive (ArbPitsBoard *self,
                                gboolean      interactive)
{
  g_return_if_fail (ARB_IS_PITS_BOARD (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

ArbPitsSuggest
arb_pits_board_get_suggest (ArbPitsBoard *self)
{
  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), ARB_PITS_SUGGEST_NOBODY);
  return self->suggest;
}

void
arb_pits_board_set_suggest (ArbPitsBoard   *self,
                            ArbPitsSuggest  suggest)
{
  g_return_if_fail (ARB_IS_PITS_BOARD (self));

  suggest &= ARB_PITS_SUGGEST_BOTH;
  if (self->suggest == suggest)
    return;
  self->suggest = suggest;
  update_suggested (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUGGEST]);
}

guint
arb_pits_board_get_suggested (ArbPitsBoard *self)
{
  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), ARB_PITS_NONE);
  return self->suggested;
}

guint
arb_pits_board_get_sow_delay (ArbPitsBoard *self)
{
  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), 0);
  return self->sow_delay;
}

void
arb_pits_board_set_sow_delay (ArbPitsBoard *self,
                              guint         delay_ms)
{
  g_return_if_fail (ARB_IS_PITS_BOARD (self));

  delay_ms = MIN (delay_ms, 5000);
  if (self->sow_delay == delay_ms)
    return;
  self->sow_delay = delay_ms;
  if (delay_ms == 0)
    _arb_pits_board_sow_stop (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOW_DELAY]);
}

gboolean
arb_pits_board_is_animating (ArbPitsBoard *self)
{
  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), FALSE);
  return self->sowing != NULL;
}

void
arb_pits_board_skip_animation (ArbPitsBoard *self)
{
  g_return_if_fail (ARB_IS_PITS_BOARD (self));
  _arb_pits_board_sow_finish (self);
}

guint
arb_pits_board_get_hand (ArbPitsBoard *self)
{
  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), 0);
  return _arb_pits_board_sow_hand (self);
}

gboolean
arb_pits_board_get_flipped (ArbPitsBoard *self)
{
  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), FALSE);
  return self->flipped;
}

/**
 * arb_pits_board_set_flipped:
 * @self: a pits board
 * @flipped: whether the first player's row is on top
 *
 * Turns the board by half a turn, for the second player in front of the
 * screen.
 */
void
arb_pits_board_set_flipped (ArbPitsBoard *self,
                            gboolean      flipped)
{
  g_return_if_fail (ARB_IS_PITS_BOARD (self));

  flipped = !!flipped;
  if (self->flipped == flipped)
    return;
  self->flipped = flipped;
  scroll_to_cell (self, self->cursor);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

guint
arb_pits_board_get_cursor (ArbPitsBoard *self)
{
  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), 0);
  return self->cursor;
}

void
arb_pits_board_set_cursor (ArbPitsBoard *self,
                           guint         cell)
{
  g_return_if_fail (ARB_IS_PITS_BOARD (self));

  if (cell >= 2 * self->n || cell == self->cursor)
    return;
  self->cursor = cell;
  scroll_to_cell (self, cell);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * arb_pits_board_activate_cell:
 * @self: a pits board
 * @cell: a cell of the board (a pit or a store)
 *
 * Emits "move-requested" when the rules allow sowing @cell, otherwise
 * "move-refused" with their reason ("Player 2's pit 3: that pit is empty").
 */
void
arb_pits_board_activate_cell (ArbPitsBoard *self,
                              guint         cell)
{
  ArbMove move = { .n_cells = 1, .cells = { (guint16) cell } };
  const ArbRules *rules;
  guint detail = G_MAXUINT;
  guint reason;
  g_autofree char *why = NULL;
  g_autofree char *message = NULL;

  g_return_if_fail (ARB_IS_PITS_BOARD (self));

  if (self->game == NULL || !self->interactive || cell >= 2 * self->n + 2)
    return;
  _arb_pits_board_sow_finish (self);

  rules = arb_game_get_rules (self->game);
  reason = arb_game_explain_move (self->game, &move, &detail);
  if (reason == ARB_REASON_OK)
    {
      g_signal_emit (self, signals[MOVE_REQUESTED], 0, &move);
      return;
    }

  why = rules->describe_reason (reason, detail);
  if (cell >= 2 * self->n)
    /* Translators: a click on a store refused: its owner ("Player 1")
     * and the rules' reason */
    message = g_strdup_printf (_("%s's store: %s"), _arb_pits_board_owner_name (self, cell), why);
  else
    /* Translators: a pit refused: its owner, its number and the rules'
     * reason, "Player 2's pit 3: that pit is empty" */
    message = g_strdup_printf (_("%s's pit %u: %s"), _arb_pits_board_owner_name (self, cell),
                               _arb_pits_board_pit_number (self, cell), why);
  g_signal_emit (self, signals[MOVE_REFUSED], 0, message);
}

guint
arb_pits_board_cell_at (ArbPitsBoard *self,
                        double        x,
                        double        y)
{
  ArbPitsLayout layout;

  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), ARB_PITS_NONE);

  if (self->n == 0)
    return ARB_PITS_NONE;
  _arb_pits_board_get_layout (self, &layout);
  /* The stores first: kept in sight, they lie over the pits that scroll
   * under them. */
  for (guint i = 0; i < 2 * self->n + 2; i++)
    {
      guint cell = (i + 2 * self->n) % (2 * self->n + 2);
      graphene_rect_t rect;

      /* The columns are in ring order on each row: a division would do,
       * but the loop keeps one definition of where a cell is. */
      _arb_pits_board_cell_rect (self, &layout, cell, &rect);
      if (graphene_rect_contains_point (&rect, &GRAPHENE_POINT_INIT ((float) x, (float) y)))
        return cell;
    }
  return ARB_PITS_NONE;
}

gboolean
arb_pits_board_get_cell_bounds (ArbPitsBoard    *self,
                                guint            cell,
                                graphene_rect_t *bounds)
{
  ArbPitsLayout layout;

  g_return_val_if_fail (ARB_IS_PITS_BOARD (self), FALSE);

  if (self->n == 0)
    return FALSE;
  _arb_pits_board_get_layout (self, &layout);
  return _arb_pits_board_cell_rect (self, &layout, cell, bounds);
}
