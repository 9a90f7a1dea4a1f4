/* arb-window-pits.c — the window's games of pits, and every game's results
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the window does for a game whose board is of pits (Congkak), kept
 * apart from the rest of the window, and the results of every game:
 *
 * - the board: a GtkStack holds the ArbBoard (grids, points) and the
 *   ArbPitsBoard in a scrolled window; whenever the game changes (New
 *   Game, open, paste, the autosave) the page follows the game's board
 *   kind, and the board of the other kind lets go of its game: ArbBoard
 *   keeps sets of cells in 64-bit masks and must never see a game of pits;
 * - the suggested move (§11) follows the last New Game's answer (the
 *   board of pits marks it; arb-window-computer.c does for the others),
 *   and the sowing animation the Preferences' delay;
 * - a game that ends here (a move, a resignation, an agreed or claimed
 *   draw; not one opened finished, nor browsing) goes to the results store
 *   (src/core/arb-results.c), keyed by its GameId, so that its end undone
 *   and played again, or played again after a crash, counts once; a side
 *   the computer played is recorded as the computer. A game opened or
 *   pasted finished is nobody's result here. win.results (and its old
 *   name win.high-scores) shows the results of the game on screen.
 */

#include "arb-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "arb-new-game.h"
#include "arb-results.h"
#include "arb-results-dialog.h"
#include "arb-status.h"

/* ------------------------------------------------------------ statics */

static gboolean
is_pits_game (ArbGame *game)
{
  ArbBoardGeometry geometry;

  if (game == NULL)
    return FALSE;
  arb_rules_geometry (arb_game_get_rules (game), arb_game_get_state (game), &geometry);
  return geometry.kind == ARB_BOARD_PITS;
}

/* "@first. @second": the rules' sentences end without a full stop. */
static char *
join_sentences (const char *first,
                const char *second)
{
  gsize len = strlen (first);

  if (len > 0 && strchr (".!?", first[len - 1]) != NULL)
    return g_strdup_printf ("%s %s", first, second);
  /* Translators: two sentences in a row in the message bar. */
  return g_strdup_printf (_("%s. %s"), first, second);
}

static void
update_suggest (ArbWindow *self)
{
  guint sides = arb_new_game_suggest_from_settings (self->settings);
  ArbPitsSuggest suggest = ARB_PITS_SUGGEST_NOBODY;

  if (sides & ARB_NEW_GAME_SUGGEST_FIRST)
    suggest |= ARB_PITS_SUGGEST_FIRST;
  if (sides & ARB_NEW_GAME_SUGGEST_SECOND)
    suggest |= ARB_PITS_SUGGEST_SECOND;
  arb_pits_board_set_suggest (self->pits_board, suggest);
}

/* Records @game, which has just ended here, in the results store. */
static void
record_result (ArbWindow *self)
{
  g_autoptr (ArbResults) results = arb_results_new (NULL);
  g_autoptr (GError) error = NULL;
  char *names[ARB_N_SIDES] = { NULL, NULL };
  ArbResultsAdded added = ARB_RESULTS_ADDED_NONE;
  gboolean recorded;

  /* A side the computer played is the computer, whatever the file says. */
  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    if (self->computer[side] > 0)
      names[side] = arb_new_game_computer_name (self->computer[side]);
  recorded = arb_results_record_game (results, self->game, self->computer,
                                      (const char *const *) names, &added, &error);
  g_free (names[0]);
  g_free (names[1]);
  if (!recorded)
    {
      _arb_window_show_error (self, _("The Result Cannot Be Saved"), error->message);
      return;
    }
  if (added & ARB_RESULTS_ADDED_SCORE)
    {
      const char *said = arb_window_get_last_message (self);
      g_autofree char *text = NULL;

      g_object_set_data (G_OBJECT (self->game), "arb-high-score-entered", GINT_TO_POINTER (TRUE));
      text = said != NULL ? join_sentences (said, _("High score recorded."))
                          : g_strdup (_("High score recorded."));
      _arb_window_show_message (self, text);
    }
}

/* Whose are the rows and the stores, by the players' names: the second
 * player's row is the top one, its store at the left (arb-pits-board.c),
 * unless the board is turned round. */
void
_arb_window_pits_update_labels (ArbWindow *self)
{
  g_autofree char *top = NULL;
  g_autofree char *bottom = NULL;
  ArbSide above = arb_pits_board_get_flipped (self->pits_board) ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;

  if (!is_pits_game (self->game))
    return;
  /* Translators: the player of the board's top row, "Bob" */
  top = g_strdup_printf (_("%s: the top row and the store on the left"),
                         arb_status_side_name (self->game, above));
  /* Translators: the player of the board's bottom row, "Ann" */
  bottom = g_strdup_printf (_("%s: the bottom row and the store on the right"),
                            arb_status_side_name (self->game, arb_side_negate (above)));
  gtk_label_set_label (self->pits_top_label, top);
  gtk_label_set_label (self->pits_bottom_label, bottom);
}

/* ---------------------------------------------------------- callbacks */

static void
on_pits_move_played (ArbWindow *self)
{
  self->pits_move_played = TRUE;
}

/* A move played here (or a resignation, a draw agreed or claimed:
 * arb-window-actions.c marks them the same way) that ended the game: its
 * result. "changed" follows in the same call, so browsing, undo and redo,
 * and a game opened finished never get here; the same end played again
 * after an undo does, and the store counts the game once. */
static void
on_pits_game_changed (ArbWindow *self)
{
  gboolean acted = self->pits_move_played;

  self->pits_move_played = FALSE;
  /* The players may have been renamed (Game Details). */
  _arb_window_pits_update_labels (self);
  if (acted && arb_game_is_over (self->game))
    record_result (self);
}

/* The board says what a move did (and, while it sows, each relay and the
 * capture as they come). */
static void
on_pits_announce (ArbWindow    *self,
                  const char   *text,
                  ArbPitsBoard *board)
{
  g_autofree char *full = NULL;

  if (arb_game_is_over (self->game)
      && g_object_get_data (G_OBJECT (self->game), "arb-high-score-entered") != NULL)
    text = full = join_sentences (text, _("High score recorded."));
  _arb_window_show_message (self, text);
}

static void
on_pits_settings_changed (ArbWindow  *self,
                          const char *key)
{
  if (g_str_equal (key, "suggest"))
    update_suggest (self);
}

/* win.results: the results of the game on screen (and of the others). */
static void
win_results (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  GtkWidget *dialog = arb_results_dialog_new (arb_game_get_rules (self->game));

  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  _arb_window_present_dialog (self, GTK_WINDOW (dialog));
}

/* ------------------------------------------------------------ internal */

/* The board on screen: the pits board for a game of pits, else ArbBoard. */
GtkWidget *
_arb_window_get_shown_board (ArbWindow *self)
{
  return is_pits_game (self->game) ? GTK_WIDGET (self->pits_board) : GTK_WIDGET (self->board);
}

/* Gives @game to the board of its kind, and shows that board. */
void
_arb_window_pits_set_game (ArbWindow *self,
                           ArbGame   *game)
{
  const char *announcement = g_object_get_data (G_OBJECT (game), "arb-announcement");
  gboolean pits = is_pits_game (game);
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));
  gboolean board_had_focus = focus == GTK_WIDGET (self->board)
                             || focus == GTK_WIDGET (self->pits_board);

  self->pits_move_played = FALSE;
  arb_board_set_game (self->board, pits ? NULL : game);
  arb_pits_board_set_game (self->pits_board, pits ? game : NULL);
  gtk_stack_set_visible_child_name (self->board_stack, pits ? "pits" : "grid");
  _arb_window_pits_update_labels (self);
  if (pits)
    {
      /* Seeds carry no value: no rows of captured pieces. */
      gtk_widget_set_visible (GTK_WIDGET (self->captured_top), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->captured_bottom), FALSE);
    }
  if (board_had_focus)
    gtk_widget_grab_focus (_arb_window_get_shown_board (self));
  if (announcement != NULL)
    {
      _arb_window_show_message (self, announcement);
      g_object_set_data (G_OBJECT (game), "arb-announcement", NULL);
    }
}

/* From arb_window_init(), once the settings are known. */
void
_arb_window_pits_init (ArbWindow *self)
{
  g_signal_group_connect_swapped (self->game_signals, "move-played",
                                  G_CALLBACK (on_pits_move_played), self);
  g_signal_group_connect_swapped (self->game_signals, "changed",
                                  G_CALLBACK (on_pits_game_changed), self);
  if (self->settings != NULL)
    {
      g_settings_bind (self->settings, "sow-interval", self->pits_board, "sow-delay",
                       G_SETTINGS_BIND_GET);
      g_settings_bind (self->settings, "show-last-move", self->pits_board, "show-last-move",
                       G_SETTINGS_BIND_GET);
      g_signal_connect_object (self->settings, "changed", G_CALLBACK (on_pits_settings_changed),
                               self, G_CONNECT_SWAPPED);
    }
  update_suggest (self);
}

/* From arb_window_class_init(). */
void
_arb_window_pits_class_init (ArbWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_bind_template_child (widget_class, ArbWindow, board_stack);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, pits_board);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, pits_top_label);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, pits_bottom_label);
  gtk_widget_class_bind_template_callback (widget_class, on_pits_announce);
  gtk_widget_class_install_action (widget_class, "win.results", NULL, win_results);
  /* The main menu's item (ui/arb-window.ui) still says High Scores. */
  gtk_widget_class_install_action (widget_class, "win.high-scores", NULL, win_results);
  g_type_ensure (ARB_TYPE_PITS_BOARD);
}

/* ------------------------------------------------------- public API */

/**
 * arb_window_get_pits_board:
 * @self: a window
 *
 * Returns: (transfer none): the board of games of pits (an ArbPitsBoard),
 *   shown instead of arb_window_get_board()'s for them.
 */
GtkWidget *
arb_window_get_pits_board (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->pits_board);
}
