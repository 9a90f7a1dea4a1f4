/* arb-window-pits.c — the window's games of pits: the board, New Game, high scores
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the window does for a game whose board is of pits (Congkak), kept
 * apart from the rest of the window:
 *
 * - the board: a GtkStack holds the ArbBoard (grids, points) and the
 *   ArbPitsBoard in a scrolled window; whenever the game changes (New
 *   Game, open, paste, the autosave) the page follows the game's board
 *   kind, and the board of the other kind lets go of its game: ArbBoard
 *   keeps sets of cells in 64-bit masks and must never see a Congkak game;
 * - New Game for Congkak asks §12's questions (arb-congkak-new-game.c);
 * - the suggested move (§11) follows the last New Game's answer, and the
 *   sowing animation the Preferences' delay;
 * - a game that ends with a winner on a move played here enters the
 *   high-score table once (arb-high-scores.c); win.high-scores shows it.
 */

#include "arb-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "arb-congkak.h"
#include "arb-congkak-new-game.h"
#include "arb-high-scores.h"

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
  arb_pits_board_set_suggest (self->pits_board,
                              arb_congkak_suggest_from_settings (self->settings));
}

/* ---------------------------------------------------------- callbacks */

static void
on_pits_move_played (ArbWindow *self)
{
  self->pits_move_played = TRUE;
}

/* A move played here that ended the game with a winner: its entry in the
 * table. "changed" follows "move-played" in the same call, so undo, redo
 * and a game opened finished never get here. */
static void
on_pits_game_changed (ArbWindow *self)
{
  g_autoptr (GError) error = NULL;
  gboolean played = self->pits_move_played;

  self->pits_move_played = FALSE;
  if (!played || !arb_game_is_over (self->game))
    return;
  if (arb_high_scores_record_game (self->game, &error))
    {
      const char *said = arb_window_get_last_message (self);
      g_autofree char *text = NULL;

      text = said != NULL ? join_sentences (said, _("High score recorded."))
                          : g_strdup (_("High score recorded."));
      _arb_window_show_message (self, text);
    }
  else if (error != NULL)
    _arb_window_show_error (self, _("The High Score Cannot Be Saved"), error->message);
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
  if (g_str_has_prefix (key, "congkak-"))
    update_suggest (self);
}

static void
on_congkak_answered (GtkWidget  *dialog,
                     const char *response,
                     ArbWindow  *self)
{
  g_autofree char *announcement = NULL;
  g_autoptr (ArbGame) game = NULL;

  if (g_strcmp0 (response, "start") != 0)
    return;
  game = arb_congkak_new_game_dialog_create (dialog, NULL, &announcement);
  /* Said once the game is on screen (after the question about the old
   * one, if any). */
  g_object_set_data_full (G_OBJECT (game), "arb-announcement", g_steal_pointer (&announcement),
                          g_free);
  _arb_window_stop_replay (self);
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "game", arb_congkak_rules.id);
  _arb_window_offer_game (self, game, NULL, FALSE, TRUE);
}

static void
win_high_scores (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  _arb_window_present_dialog (self, GTK_WINDOW (arb_high_scores_dialog_new (GTK_WINDOW (self))));
}

/* ------------------------------------------------------------ internal */

/* New Game, Congkak chosen: §12's questions, then the game. */
void
_arb_window_new_congkak (ArbWindow *self)
{
  GtkWidget *dialog = arb_congkak_new_game_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_congkak_answered), self, 0);
  _arb_window_present_dialog (self, GTK_WINDOW (dialog));
}

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
  /* Two rows seen from the side: nothing to turn round. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.flip", !pits);
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
  gtk_widget_class_bind_template_callback (widget_class, on_pits_announce);
  gtk_widget_class_install_action (widget_class, "win.high-scores", NULL, win_high_scores);
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
