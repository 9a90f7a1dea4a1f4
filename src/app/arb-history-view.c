/* arb-history-view.c — the history panel: the moves, two to a row
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The panel shows the whole history of the game, the moves after the
 * position on screen included (dimmed: they are there to redo or jump to),
 * with move numbers, in SAN or coordinates, and how the game ended.
 *
 * It never changes the game itself: each move is a button that activates
 * the window's history.go-to-ply action with its ply, and the navigation
 * buttons activate history.first, .previous, .replay, .next and .last.
 * The window decides what they do (stop a replay, then go to the ply).
 *
 * The buttons are kept between changes: after a move only the new button
 * is added, after a jump only the highlight moves, so that long games stay
 * cheap to show.
 *
 * The move on screen is always in view. New buttons have no place until
 * GTK lays them out (a frame later), so the panel scrolls in its own
 * size_allocate(), once its children are allocated: after every change of
 * the move shown or of the list, and whenever its size changes.
 *
 * The moves are one stop in the Tab chain, as the rows of a GtkListBox:
 * only the button of the move on screen can take the focus. The arrow
 * keys, Home, End and the Page keys then move through the list, and the
 * focus follows the move on screen. */

#include "arb-history-view.h"

#include "arb-status.h"

#include <glib/gi18n.h>
#include <string.h>
#include "arb-resources.h"

/* ------------------------------------------------------------ structs */

/* What one move button shows; compared whole to find what changed. */
typedef struct
{
  ArbMove  move;
  ArbSide  side;
  /* The threat the move made (a THREAT record of the other side: chess's
   * check), or NULL: its kind's @mark goes after the move in coordinates. */
  const ArbRecordKind *threatens_other;
  gboolean threatens_self;  /* a THREAT record of the mover after it */
  char     text[ARB_MOVE_TEXT_MAX];
} ShownMove;

struct _ArbHistoryView
{
  GtkWidget       parent_instance;

  /* template widgets */
  GtkScrolledWindow *scroller;
  GtkWidget      *moves_box;  /* the scrolled content: start, moves, result */
  GtkButton      *start_button;
  GtkGrid        *grid;
  GtkLabel       *result_label;
  GtkToggleButton *replay_button;

  /* owned */
  ArbGame        *game;
  GSignalGroup   *game_signals;   /* "changed" of @game */
  char           *notation;
  GArray         *moves;      /* ShownMove, one per ply shown */
  GPtrArray      *buttons;    /* GtkWidget *, parallel to moves; children of grid */
  GPtrArray      *row_labels; /* GtkWidget *: the move number of each row, and a
                               * "…" for Black's first move after a White gap */
  ArbSide         first_side; /* who moves first in the game shown */
  guint           first_number;
  guint           current;    /* the ply highlighted */
  gboolean        scroll_pending; /* bring @current into view when next allocated */
  int             allocated_width;
  int             allocated_height;
};

enum
{
  PROP_0,
  PROP_GAME,
  PROP_NOTATION,
  N_PROPS
};

static void on_move_clicked (ArbHistoryView *self,
                             GtkButton      *button);

/* ------------------------------------------------------ type definition */

G_DEFINE_FINAL_TYPE (ArbHistoryView, arb_history_view, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

/* ------------------------------------------------------------ statics */

static gboolean
use_coordinates (ArbHistoryView *self)
{
  return g_strcmp0 (self->notation, "coordinate") == 0;
}

/* The move of a button in the game's notation. */
static char *
move_notation (ArbHistoryView  *self,
               const ShownMove *shown)
{
  const ArbRules *rules = arb_game_get_rules (self->game);

  /* The other notation of the game's move lists (chess: coordinates),
   * which names cells only, whatever the position. */
  if (use_coordinates (self) && rules->move_to_list_text != NULL)
    {
      char text[ARB_MOVE_TEXT_MAX];

      rules->move_to_list_text (arb_game_get_state (self->game), &shown->move, text);
      return g_strdup_printf ("%s%s", text,
                              shown->threatens_other != NULL && shown->threatens_other->mark != NULL
                              ? shown->threatens_other->mark : "");
    }
  return g_strdup (shown->text);
}

/* The grid cell of the move at @index (ply index + 1): two moves a row,
 * White's in column 1 and Black's in column 2, column 0 for the number. */
static void
move_cell (ArbHistoryView *self,
           guint           index,
           int            *row,
           int            *column)
{
  guint slot = index + (self->first_side == ARB_SIDE_SECOND ? 1 : 0);

  *row = (int) (slot / 2);
  *column = 1 + (int) (slot % 2);
}

static void
set_button_text (ArbHistoryView  *self,
                 GtkWidget       *button,
                 guint            index,
                 const ShownMove *shown)
{
  const ArbRules *rules = arb_game_get_rules (self->game);
  g_autofree char *notation = move_notation (self, shown);
  /* Files keep the notation; the screen shows it in the user's language
   * (French: Cf3) and a screen reader says it in words. */
  g_autofree char *label = arb_rules_move_text_shown (rules, notation);
  g_autofree char *spoken = arb_rules_move_text_spoken (rules, notation);
  g_autofree char *accessible = NULL;
  g_autofree char *tooltip = NULL;
  const char *side = arb_status_side_name (self->game, shown->side);
  const char *other = arb_status_side_name (self->game, arb_side_negate (shown->side));
  const ArbAppWords *words = rules->app_words;
  int row, column;

  move_cell (self, index, &row, &column);
  gtk_button_set_label (GTK_BUTTON (button), label);

  /* A threat after the move (chess's check), in the game's words. */
  if (shown->threatens_self && words != NULL && words->check_by_mover != NULL)
    tooltip = arb_status_fill_names (_(words->check_by_mover), side, NULL);
  else if (shown->threatens_other != NULL && words != NULL && words->check_of_other != NULL)
    tooltip = arb_status_fill_names (_(words->check_of_other), other, NULL);
  gtk_widget_set_tooltip_text (button, tooltip);

  /* Translators: what a screen reader says for a move of the history,
   * e.g. "Move 12, White: Knight f3". */
  accessible = g_strdup_printf (_("Move %u, %s: %s"), self->first_number + (guint) row, side,
                                spoken);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
}

/* Removes every move button and row label at or after move @index. */
static void
truncate_moves (ArbHistoryView *self,
                guint           index)
{
  guint rows_needed;
  int row, column;

  while (self->buttons->len > index)
    {
      GtkWidget *button = g_ptr_array_steal_index (self->buttons, self->buttons->len - 1);

      gtk_grid_remove (self->grid, button);
    }
  if (self->moves->len > index)
    g_array_set_size (self->moves, index);

  if (index == 0)
    rows_needed = 0;
  else
    {
      move_cell (self, index - 1, &row, &column);
      rows_needed = (guint) row + 1;
    }
  while (self->row_labels->len > rows_needed)
    {
      GtkWidget *label = g_ptr_array_steal_index (self->row_labels, self->row_labels->len - 1);

      gtk_grid_remove (self->grid, label);
    }
}

/* Adds the button of move @index, and its row's number when it starts a row. */
static void
append_move (ArbHistoryView  *self,
             const ShownMove *shown)
{
  guint index = self->moves->len;
  GtkWidget *button;
  int row, column;

  move_cell (self, index, &row, &column);
  while (self->row_labels->len <= (guint) row)
    {
      g_autofree char *text = g_strdup_printf ("%u.", self->first_number + self->row_labels->len);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 1.0);
      gtk_widget_add_css_class (label, "history-number");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_grid_attach (self->grid, label, 0, (int) self->row_labels->len, 1, 1);
      g_ptr_array_add (self->row_labels, label);
    }

  button = gtk_button_new ();
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "history-move");
  gtk_widget_set_hexpand (button, TRUE);
  /* Out of the Tab chain until it shows the move on screen. */
  gtk_widget_set_focusable (button, FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "history.go-to-ply");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                          g_variant_new_uint32 (index + 1));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_move_clicked), self);
  gtk_grid_attach (self->grid, button, column, row, 1, 1);
  /* The label is left-aligned inside the button. */
  g_array_append_val (self->moves, *shown);
  g_ptr_array_add (self->buttons, button);
  set_button_text (self, button, index, shown);
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0.0);
}

/* The game's own words for an ending in the history, or NULL. */
static const char *
own_history_text (const ArbRules  *rules,
                  const ArbRecord *record)
{
  const ArbAppWords *words = rules->app_words;

  if (words == NULL)
    return NULL;
  for (guint i = 0; i < words->n_history_texts; i++)
    if (words->history_texts[i].reason == record->reason)
      return record->type == ARB_RECORD_WIN ? words->history_texts[i].win
                                            : words->history_texts[i].draw;
  return NULL;
}

/* The last line of the history for a WIN or DRAW record: the score, then
 * how, in words that name the winner ("0–1 · White wins: Black has no
 * pieces left"; a score alone reads wrongly where the first player is not
 * White), the game's own where it has them ("1–0 · White captures the
 * King"). */
static char *
describe_ending (ArbGame         *game,
                 const ArbRecord *record)
{
  const ArbRules *rules = arb_game_get_rules (game);
  const char *own = own_history_text (rules, record);
  const char *score = record->side == ARB_SIDE_FIRST ? "1–0" : "0–1";

  if (record->type == ARB_RECORD_WIN)
    {
      g_autofree char *words = NULL;

      if (own != NULL)
        return arb_status_fill_names (_(own), score, arb_status_side_name (game, record->side));
      words = arb_status_describe_record (game, record);
      /* Translators: the score ("0–1"), then the ending in words, which
       * name the winner ("White wins: Black has no pieces left") */
      return g_strdup_printf (_("%s · %s"), score, words);
    }

  if (own != NULL)
    return g_strdup (_(own));
  switch (record->reason)
    {
    case ARB_TERMINATION_NO_MOVES:
      return g_strdup (_("½–½ · No moves"));
    case ARB_TERMINATION_AGREEMENT:
      return g_strdup (_("½–½ · Draw by agreement"));
    case ARB_TERMINATION_REPETITION:
      return g_strdup (_("½–½ · Threefold repetition"));
    case ARB_TERMINATION_MOVE_RULE:
      if (rules->move_rule.sentence != NULL)
        /* Translators: %s is the game's move-count rule, "50 moves
         * without a capture or pawn move" */
        return g_strdup_printf (_("½–½ · %s"), _(rules->move_rule.sentence));
      return g_strdup (_("½–½"));
    default:
      return g_strdup (_("½–½"));
    }
}

/* Reads the moves of the whole history into @moves; returns how the game
 * ended (or NULL) and whether that ending is in effect. */
static char *
collect_moves (ArbHistoryView *self,
               ArbGame  *game,
               GArray   *moves,
               gboolean *ending_applied)
{
  const ArbRules *rules = arb_game_get_rules (game);
  guint n = arb_game_get_n_all_records (game);
  guint n_applied = arb_game_get_n_records (game);
  g_autofree char *ending = NULL;

  *ending_applied = FALSE;
  for (guint i = 0; i < n; i++)
    {
      const ArbRecord *record = arb_game_get_any_record (game, i);

      switch (record->type)
        {
        case ARB_RECORD_MOVE:
          {
            ShownMove shown;

            memset (&shown, 0, sizeof shown);
            shown.move = record->move;
            shown.side = record->side;
            g_strlcpy (shown.text, record->text, sizeof shown.text);
            g_array_append_val (moves, shown);
          }
          break;
        case ARB_RECORD_WIN:
        case ARB_RECORD_DRAW:
          g_free (ending);
          ending = describe_ending (game, record);
          *ending_applied = i < n_applied;
          break;
        default:
          /* The game's own kinds: a threat marks the move before it. */
          if (moves->len > 0
              && arb_rules_record_role (rules, record->type) == ARB_RECORD_ROLE_THREAT)
            {
              ShownMove *last = &g_array_index (moves, ShownMove, moves->len - 1);

              if (record->side == last->side)
                last->threatens_self = TRUE;
              else
                last->threatens_other = arb_rules_record_kind (rules, record->type);
            }
          break;
        }
    }
  return g_steal_pointer (&ending);
}

static void
set_class (GtkWidget  *widget,
           const char *css_class,
           gboolean    on)
{
  if (on && !gtk_widget_has_css_class (widget, css_class))
    gtk_widget_add_css_class (widget, css_class);
  else if (!on && gtk_widget_has_css_class (widget, css_class))
    gtk_widget_remove_css_class (widget, css_class);
}

/* Whether the keyboard focus is on one of the moves (or the start). */
static gboolean
focus_in_moves (ArbHistoryView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_is_ancestor (focus, self->moves_box);
}

/* Makes the button of @ply the list's one stop in the Tab chain; moves the
 * focus to it when the focus was in the list (@refocus). */
static void
set_focus_stop (ArbHistoryView *self,
                guint           ply,
                gboolean        refocus)
{
  GtkWidget *stop = arb_history_view_get_move_button (self, ply);

  gtk_widget_set_focusable (stop, TRUE);
  if (refocus)
    gtk_widget_grab_focus (stop);
  for (guint i = 0; i <= self->buttons->len; i++)
    if (i != ply)
      gtk_widget_set_focusable (arb_history_view_get_move_button (self, i), FALSE);
}

/* Scrolls the least that shows the button of the move on screen (at the
 * last move, the result under it too, when there is room). Called once the
 * buttons are allocated: a button added since the last layout has no
 * place yet, and its bounds would be its parent's corner. At once, not
 * animated: the list is laid out again in the same frame, and no older
 * animation can carry it elsewhere. Returns whether the list moved. */
static gboolean
scroll_to_current (ArbHistoryView *self)
{
  GtkWidget *button = arb_history_view_get_move_button (self, self->current);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);
  double before = value;
  graphene_rect_t bounds, result;
  double top, bottom;

  if (button == NULL || !gtk_widget_compute_bounds (button, self->moves_box, &bounds))
    return FALSE;
  top = bounds.origin.y - 6;
  bottom = bounds.origin.y + bounds.size.height + 6;
  if (self->current == self->buttons->len
      && gtk_widget_get_visible (GTK_WIDGET (self->result_label))
      && gtk_widget_compute_bounds (GTK_WIDGET (self->result_label), self->moves_box, &result))
    bottom = MAX (bottom, MIN (result.origin.y + result.size.height + 6, top + page));

  if (bottom > value + page)
    value = bottom - page;
  if (top < value)
    value = top;
  gtk_adjustment_set_value (adjustment, value);
  return gtk_adjustment_get_value (adjustment) != before;
}

/* The keys of the list, on a move, in the bubble phase. Home, End and the
 * Page keys are also the scrolled window's, which would only scroll: here
 * they move to a move, and the list follows. Left and Right pass through
 * to the window's history keys (arb-shortcuts.c). The shortcuts window
 * (ui/arb-shortcuts.ui) shows them. */
static void
add_list_keys (GtkWidget *moves_box)
{
  static const struct
  {
    const char *keys;
    const char *action;
    int         rows; /* the argument of moves.rows and moves.pages */
  } list_keys[] = {
    { "Up|KP_Up", "moves.rows", -1 },
    { "Down|KP_Down", "moves.rows", 1 },
    { "Page_Up|KP_Page_Up", "moves.pages", -1 },
    { "Page_Down|KP_Page_Down", "moves.pages", 1 },
    { "Home|KP_Home", "history.first", 0 },
    { "End|KP_End", "history.last", 0 },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_name (controller, "arb-moves-keys");
  for (gsize i = 0; i < G_N_ELEMENTS (list_keys); i++)
    {
      GtkShortcut *shortcut =
        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (list_keys[i].keys),
                          gtk_named_action_new (list_keys[i].action));

      if (list_keys[i].rows != 0)
        gtk_shortcut_set_arguments (shortcut, g_variant_new_int32 (list_keys[i].rows));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  gtk_widget_add_controller (moves_box, controller);
}

/* The ply shown in @column (1 or 2) of @row, or 0 when that cell is empty. */
static guint
cell_ply (ArbHistoryView *self,
          int             row,
          int             column)
{
  int index = row * 2 + column - 1 - (self->first_side == ARB_SIDE_SECOND ? 1 : 0);

  if (row < 0 || index < 0 || index >= (int) self->buttons->len)
    return 0;
  return (guint) index + 1;
}

/* The ply @rows rows below (above, when negative) the move on screen, in
 * the same column when that row has a move there, as in a grid. The start
 * position is a row of its own above the first; past the last row, the
 * last move. Returns the move on screen when there is nowhere to go. */
static guint
ply_rows_away (ArbHistoryView *self,
               int             rows)
{
  int row = -1, column = 1, last_row, last_column, target;
  guint ply;

  if (self->buttons->len == 0)
    return 0;
  if (self->current > 0)
    move_cell (self, self->current - 1, &row, &column);
  move_cell (self, self->buttons->len - 1, &last_row, &last_column);
  target = CLAMP (row + rows, -1, last_row);
  if (target == row)
    return self->current;
  if (target < 0)
    return 0;
  ply = cell_ply (self, target, column);
  return ply != 0 ? ply : cell_ply (self, target, 3 - column);
}

/* Brings the panel in line with the game. @relabel: the notation changed. */
static void
update (ArbHistoryView *self,
        gboolean        relabel)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, TRUE, sizeof (ShownMove));
  g_autofree char *ending = NULL;
  gboolean ending_applied = FALSE;
  guint same = 0;
  guint ply = 0;
  guint n_shown = self->moves->len;
  /* Removing the focused button would drop the focus: note where it is. */
  gboolean refocus = focus_in_moves (self);

  if (self->game != NULL)
    {
      const ArbRules *rules = arb_game_get_rules (self->game);
      gconstpointer start = arb_game_get_start_state (self->game);

      if (rules->turn (start) != self->first_side
          || rules->move_number (start) != self->first_number)
        {
          truncate_moves (self, 0);
          self->first_side = rules->turn (start);
          self->first_number = rules->move_number (start);
        }
      ending = collect_moves (self, self->game, moves, &ending_applied);
      ply = arb_game_get_ply (self->game);
    }

  while (same < moves->len && same < self->moves->len
         && memcmp (&g_array_index (moves, ShownMove, same),
                    &g_array_index (self->moves, ShownMove, same), sizeof (ShownMove)) == 0)
    same++;

  truncate_moves (self, same);
  for (guint i = same; i < moves->len; i++)
    append_move (self, &g_array_index (moves, ShownMove, i));

  if (relabel)
    for (guint i = 0; i < same; i++)
      set_button_text (self, g_ptr_array_index (self->buttons, i), i,
                       &g_array_index (self->moves, ShownMove, i));

  /* Highlight the position on screen; dim what comes after it. */
  set_class (GTK_WIDGET (self->start_button), "current", ply == 0);
  for (guint i = 0; i < self->buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->buttons, i);

      set_class (button, "current", i + 1 == ply);
      set_class (button, "later", i + 1 > ply);
    }

  gtk_label_set_label (self->result_label, ending != NULL ? ending : "");
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), ending != NULL);
  set_class (GTK_WIDGET (self->result_label), "dim-label", !ending_applied);

  set_focus_stop (self, ply, refocus);

  if (self->current != ply || same < n_shown || same < moves->len || relabel)
    {
      self->current = ply;
      self->scroll_pending = TRUE;
      gtk_widget_queue_allocate (GTK_WIDGET (self));
    }
}

/* ---------------------------------------------------------- callbacks */

static void
on_game_changed (ArbHistoryView *self)
{
  update (self, FALSE);
}

/* A click goes to the move (the button's action, run first) and, as in a
 * list, puts the focus on it: the arrow keys go on from there. */
static void
on_move_clicked (ArbHistoryView *self,
                 GtkButton      *button)
{
  if (gtk_widget_get_focusable (GTK_WIDGET (button)))
    gtk_widget_grab_focus (GTK_WIDGET (button));
}

/* moves.rows(n): n rows down (up when negative), as Up and Down do;
 * moves.pages(n): n pages of rows, as Page Down and Page Up do. */
static void
moves_rows (GtkWidget  *widget,
            const char *action_name,
            GVariant   *param)
{
  ArbHistoryView *self = ARB_HISTORY_VIEW (widget);
  int rows = g_variant_get_int32 (param);
  guint target;

  if (g_str_equal (action_name, "moves.pages"))
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
      GtkWidget *button = arb_history_view_get_move_button (self, self->current);
      int row_height = gtk_widget_get_height (button) + gtk_grid_get_row_spacing (self->grid);
      int per_page = (int) (gtk_adjustment_get_page_size (adjustment) / MAX (1, row_height));

      /* A page down keeps the row that was last in view. */
      rows *= MAX (1, per_page - 1);
    }
  target = ply_rows_away (self, rows);
  if (target != self->current)
    gtk_widget_activate_action (widget, "history.go-to-ply", "u", target);
}

static void
on_replay_active (ArbHistoryView *self)
{
  gboolean active = gtk_toggle_button_get_active (self->replay_button);

  gtk_button_set_icon_name (GTK_BUTTON (self->replay_button),
                            active ? "media-playback-pause-symbolic"
                                   : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->replay_button),
                               active ? _("Stop the Replay") : _("Replay the Game"));
}

/* ---------------------------------------------------------- overrides */

static void
arb_history_view_dispose (GObject *object)
{
  ArbHistoryView *self = ARB_HISTORY_VIEW (object);
  GtkWidget *child;

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_HISTORY_VIEW);
  /* The template's top box has no id: unparent it by hand. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (arb_history_view_parent_class)->dispose (object);
}

static GtkSizeRequestMode
arb_history_view_get_request_mode (GtkWidget *widget)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  return child != NULL ? gtk_widget_get_request_mode (child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
arb_history_view_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline,
                        natural_baseline);
}

/* Lays out the panel, then brings the move on screen into view: only now
 * do new buttons have their place. Scrolling moves the list, so it is laid
 * out again at once, in the same frame. */
static void
arb_history_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  ArbHistoryView *self = ARB_HISTORY_VIEW (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  gtk_widget_allocate (child, width, height, baseline, NULL);

  /* A new size (a resized window, the panel unfolded) may have hidden it. */
  if (width != self->allocated_width || height != self->allocated_height)
    {
      self->allocated_width = width;
      self->allocated_height = height;
      self->scroll_pending = TRUE;
    }
  if (self->scroll_pending)
    {
      self->scroll_pending = FALSE;
      if (scroll_to_current (self))
        gtk_widget_allocate (child, width, height, baseline, NULL);
    }
}

static void
arb_history_view_finalize (GObject *object)
{
  ArbHistoryView *self = ARB_HISTORY_VIEW (object);

  g_free (self->notation);
  g_array_unref (self->moves);
  g_ptr_array_unref (self->buttons);
  g_ptr_array_unref (self->row_labels);

  G_OBJECT_CLASS (arb_history_view_parent_class)->finalize (object);
}

static void
arb_history_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  ArbHistoryView *self = ARB_HISTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_NOTATION:
      g_value_set_string (value, self->notation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_history_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  ArbHistoryView *self = ARB_HISTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      arb_history_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_NOTATION:
      arb_history_view_set_notation (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_history_view_class_init (ArbHistoryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_history_view_dispose;
  object_class->finalize = arb_history_view_finalize;
  object_class->get_property = arb_history_view_get_property;
  object_class->set_property = arb_history_view_set_property;
  widget_class->get_request_mode = arb_history_view_get_request_mode;
  widget_class->measure = arb_history_view_measure;
  widget_class->size_allocate = arb_history_view_size_allocate;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ARB_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* "san" or "coordinate", as the move-notation setting says. */
  properties[PROP_NOTATION] =
    g_param_spec_string ("notation", NULL, NULL, "san",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The resource bundle is an object of the static library: referring
   * to it links it in, and it registers itself. */
  arb_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/arbiter/Arbiter/arb-history-view.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryView, scroller);
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryView, moves_box);
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryView, start_button);
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryView, grid);
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryView, result_label);
  gtk_widget_class_bind_template_child (widget_class, ArbHistoryView, replay_button);

  gtk_widget_class_install_action (widget_class, "moves.rows", "i", moves_rows);
  gtk_widget_class_install_action (widget_class, "moves.pages", "i", moves_rows);

  gtk_widget_class_set_css_name (widget_class, "arbhistoryview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
arb_history_view_init (ArbHistoryView *self)
{
  self->notation = g_strdup ("san");
  self->game_signals = g_signal_group_new (ARB_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed",
                                  G_CALLBACK (on_game_changed), self);
  self->moves = g_array_new (FALSE, TRUE, sizeof (ShownMove));
  self->buttons = g_ptr_array_new ();
  self->row_labels = g_ptr_array_new ();
  self->first_side = ARB_SIDE_FIRST;
  self->first_number = 1;

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (self->start_button)), 0.0);
  g_signal_connect_swapped (self->start_button, "clicked", G_CALLBACK (on_move_clicked), self);
  add_list_keys (self->moves_box);
  g_signal_connect_swapped (self->replay_button, "notify::active",
                            G_CALLBACK (on_replay_active), self);
  update (self, FALSE);
}

/* ------------------------------------------------------- public API */

/**
 * arb_history_view_new:
 *
 * Returns: (transfer floating): a new history panel, showing no game.
 */
GtkWidget *
arb_history_view_new (void)
{
  return g_object_new (ARB_TYPE_HISTORY_VIEW, NULL);
}

/**
 * arb_history_view_get_game:
 * @self: a history panel
 *
 * Returns: (transfer none) (nullable): the game shown.
 */
ArbGame *
arb_history_view_get_game (ArbHistoryView *self)
{
  g_return_val_if_fail (ARB_IS_HISTORY_VIEW (self), NULL);
  return self->game;
}

/**
 * arb_history_view_set_game:
 * @self: a history panel
 * @game: (nullable): the game to show
 */
void
arb_history_view_set_game (ArbHistoryView *self,
                           ArbGame        *game)
{
  gboolean refocus;

  g_return_if_fail (ARB_IS_HISTORY_VIEW (self));
  g_return_if_fail (game == NULL || ARB_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  refocus = focus_in_moves (self);
  g_signal_group_set_target (self->game_signals, game);
  truncate_moves (self, 0);
  update (self, FALSE);
  if (refocus)
    arb_history_view_focus_shown_move (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * arb_history_view_get_notation:
 * @self: a history panel
 *
 * Returns: (transfer none): "san" or "coordinate".
 */
const char *
arb_history_view_get_notation (ArbHistoryView *self)
{
  g_return_val_if_fail (ARB_IS_HISTORY_VIEW (self), NULL);
  return self->notation;
}

/**
 * arb_history_view_set_notation:
 * @self: a history panel
 * @notation: (nullable): "coordinate" for e2e4, anything else (normally
 *   "san") for SAN
 */
void
arb_history_view_set_notation (ArbHistoryView *self,
                               const char     *notation)
{
  g_return_if_fail (ARB_IS_HISTORY_VIEW (self));

  if (notation == NULL)
    notation = "san";
  if (g_strcmp0 (self->notation, notation) == 0)
    return;

  g_free (self->notation);
  self->notation = g_strdup (notation);
  update (self, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTATION]);
}

/**
 * arb_history_view_get_n_moves:
 * @self: a history panel
 *
 * Returns: how many moves are shown (the whole history).
 */
guint
arb_history_view_get_n_moves (ArbHistoryView *self)
{
  g_return_val_if_fail (ARB_IS_HISTORY_VIEW (self), 0);
  return self->buttons->len;
}

/**
 * arb_history_view_get_move_button:
 * @self: a history panel
 * @ply: 0 for the start position's button, 1 for the first move…
 *
 * Returns: (transfer none) (nullable): the button that shows @ply; it has
 *   the style class "current" when @ply is on screen.
 */
GtkWidget *
arb_history_view_get_move_button (ArbHistoryView *self,
                                  guint           ply)
{
  g_return_val_if_fail (ARB_IS_HISTORY_VIEW (self), NULL);

  if (ply == 0)
    return GTK_WIDGET (self->start_button);
  if (ply > self->buttons->len)
    return NULL;
  return g_ptr_array_index (self->buttons, ply - 1);
}

/**
 * arb_history_view_get_result_text:
 * @self: a history panel
 *
 * Returns: (transfer none): the line under the moves that says how the
 *   game ended, or "" while it goes on.
 */
const char *
arb_history_view_get_result_text (ArbHistoryView *self)
{
  g_return_val_if_fail (ARB_IS_HISTORY_VIEW (self), NULL);
  return gtk_label_get_label (self->result_label);
}

/**
 * arb_history_view_focus_shown_move:
 * @self: a history panel
 *
 * Puts the keyboard focus on the button of the move on screen, the
 * panel's one stop in the Tab chain. (Not the panel's grab_focus(): GTK
 * calls that when Shift+Tab leaves a widget's children, and the focus
 * would come straight back.)
 *
 * Returns: whether the button took the focus.
 */
gboolean
arb_history_view_focus_shown_move (ArbHistoryView *self)
{
  g_return_val_if_fail (ARB_IS_HISTORY_VIEW (self), FALSE);

  return gtk_widget_grab_focus (arb_history_view_get_move_button (self, self->current));
}
