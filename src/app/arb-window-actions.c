/* arb-window-actions.c — the window's actions: win.*, game.*, history.*
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the menus, the buttons and the keys ask of the window:
 *
 * - win.*: a new game, files and the clipboard (carried out in
 *   arb-window-files.c), flip, the rules, the shortcuts window, the
 *   history as text, the history panel.
 * - game.*: undo, redo, resign, offer and claim a draw. The two players
 *   share one screen, so a question is answered by whoever it is for.
 * - history.*: browsing. first/previous/next/last/go-to-ply move the
 *   game's cursor; the moves stay. history.replay is the window's
 *   "replaying" property.
 *
 * The actions that change the game or move through it stop a replay
 * first; the others (save, copy, the view) let it run. Their keys are all
 * in arb-shortcuts.c. */

#include "arb-window-private.h"

#include <glib/gi18n.h>

#include "arb-game-copy.h"
#include "arb-game-details.h"
#include "arb-position-editor.h"
#include "arb-present.h"
#include "arb-rules-window.h"
#include "arb-new-game.h"
#include "arb-results.h"
#include "arb-status.h"

/* ------------------------------------------------------------ statics */

/* What a resignation or a draw from an earlier position costs, or NULL. */
static const char *
later_moves_note (ArbWindow *self)
{
  if (!_arb_window_is_browsing (self))
    return NULL;
  return _("The moves after this position will be set aside, and the message bar’s Undo brings them back.");
}

/* After a resignation or a draw: why it was refused, or, when it was
 * decided at an earlier position, that the later moves were set aside
 * (like a move from there), with the Undo that brings them back. */
static void
show_outcome (ArbWindow    *self,
              gboolean      done,
              gboolean      from_past,
              const GError *error)
{
  if (!done)
    {
      g_autofree char *reason = arb_status_explain_error (self->game, error);

      _arb_window_show_message (self, reason);
    }
  else if (from_past && arb_game_has_kept_branch (self->game))
    _arb_window_show_set_aside (self);
}

/* New Game's Random Sides: who plays which side: the person at the screen
 * as "you" against the computer, otherwise both by their names. */
static char *
sides_drawn_text (ArbGame          *game,
                  ArbNewGameDialog *dialog)
{
  const ArbRules *rules = arb_game_get_rules (game);
  g_autofree char *first_name = NULL;
  g_autofree char *second_name = NULL;
  char *names[ARB_N_SIDES];
  guint first = arb_new_game_dialog_get_player (dialog, ARB_SIDE_FIRST);
  guint second = arb_new_game_dialog_get_player (dialog, ARB_SIDE_SECOND);

  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    {
      const char *tag = arb_game_get_tag (game, arb_rules_player_tag (rules, side));

      names[side] = arb_new_game_player_display_name (tag != NULL ? tag : "?");
    }
  /* Freed on return: g_autofree on an array would free its first string only. */
  first_name = names[ARB_SIDE_FIRST];
  second_name = names[ARB_SIDE_SECOND];
  if ((first == 0) != (second == 0))
    {
      ArbSide you = first == 0 ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;

      /* Translators: New Game's Random Sides against the computer, once the
       * coin is tossed: "Sides by coin toss: you play Black, Arbiter
       * (level 2) plays White." */
      return g_strdup_printf (_("Sides by coin toss: you play %s, %s plays %s."),
                              arb_rules_player_name (rules, you), names[arb_side_negate (you)],
                              arb_rules_player_name (rules, arb_side_negate (you)));
    }
  /* Translators: New Game's Random Sides, once the coin is tossed: "Sides
   * by coin toss: Ann plays White, Bob plays Black." */
  return g_strdup_printf (_("Sides by coin toss: %s plays %s, %s plays %s."),
                          names[ARB_SIDE_FIRST], arb_rules_player_name (rules, ARB_SIDE_FIRST),
                          names[ARB_SIDE_SECOND], arb_rules_player_name (rules, ARB_SIDE_SECOND));
}

/* Puts @game on screen as a new game, saying how its first player was
 * chosen when its rules chose (a SETUP record: a coin's seed, or none),
 * after @said_first (who plays which side), if any. */
static void
offer_new_game (ArbWindow  *self,
                ArbGame    *game,
                const char *said_first)
{
  const ArbRecord *setup = arb_game_get_setup (game);
  g_autofree char *sides = g_strdup (said_first);

  if (setup != NULL && setup->type == ARB_RECORD_SETUP)
    {
      const char *tag = arb_rules_player_tag (arb_game_get_rules (game), setup->side);
      const char *name = arb_game_get_tag (game, tag);
      char *announcement;

      if (name == NULL)
        name = arb_rules_player_name (arb_game_get_rules (game), setup->side);
      announcement = setup->text[0] != '\0'
                     /* Translators: the coin flip of a new game: who won it */
                     ? g_strdup_printf (_("Coin flip: %s moves first."), name)
                     /* Translators: who moves first in a new game, as chosen */
                     : g_strdup_printf (_("%s moves first (chosen)."), name);
      if (sides != NULL)
        {
          char *both = g_strconcat (sides, " ", announcement, NULL);

          g_free (announcement);
          announcement = both;
        }
      /* Said once the game is on screen (after the question about the old
       * one, if any). */
      g_object_set_data_full (G_OBJECT (game), "arb-announcement", announcement, g_free);
    }
  else if (sides != NULL)
    g_object_set_data_full (G_OBJECT (game), "arb-announcement", g_steal_pointer (&sides),
                            g_free);
  _arb_window_stop_replay (self);
  _arb_window_offer_game (self, game, NULL, FALSE, TRUE);
}

/* New Game's Start: its players take the game it made. */
static void
on_new_game_ready (ArbWindow        *self,
                   ArbGame          *game,
                   ArbNewGameDialog *dialog)
{
  g_autofree char *sides = NULL;

  if (arb_new_game_dialog_get_random_sides (dialog))
    sides = sides_drawn_text (game, dialog);
  _arb_window_players_chosen (self, GTK_WIDGET (dialog));
  offer_new_game (self, game, sides);
}

/* ---------------------------------------------------------- win.* */

/* New Game: the game (the last one chosen first), its rules' parameters,
 * its players and their names (arb-new-game.c). */
static void
win_new (GtkWidget  *widget,
         const char *action_name,
         GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  GtkWidget *dialog = arb_new_game_dialog_new (self->settings);

  _arb_window_stop_replay (self);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  g_signal_connect_object (dialog, "game-ready", G_CALLBACK (on_new_game_ready), self,
                           G_CONNECT_SWAPPED);
  _arb_window_present_dialog (self, GTK_WINDOW (dialog));
}

/* win.new-game('alquerque'): a new game of the game named, at its default
 * parameters, without asking (the players stay). */
static void
win_new_game (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  const ArbRules *rules = arb_games_lookup (g_variant_get_string (param, NULL));
  g_autoptr (ArbGame) game = NULL;

  g_return_if_fail (rules != NULL);
  /* The defaults always make a game. */
  game = arb_game_new_with_params (rules, NULL, NULL);
  g_return_if_fail (game != NULL);
  arb_results_ensure_game_id (game);
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "game", rules->id);
  offer_new_game (self, game, NULL);
}

/* Edit Position: a game from a position set up in the editor
 * (arb-position-editor.c), put on screen as New Game's is (the players stay). */
static void
on_position_ready (ArbWindow         *self,
                   ArbGame           *game,
                   ArbPositionEditor *editor)
{
  const ArbRules *rules = arb_game_get_rules (game);

  /* The players stay, with their names. */
  for (guint side = 0; side < ARB_N_SIDES; side++)
    {
      const char *tag = arb_rules_player_tag (rules, (ArbSide) side);
      const char *name = arb_game_get_tag (self->game, tag);

      if (name != NULL)
        arb_game_set_tag (game, tag, name);
    }
  arb_results_ensure_game_id (game);
  offer_new_game (self, game, NULL);
}

static void
win_edit_position (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  GtkWidget *editor;

  if (!arb_rules_can_edit (arb_game_get_rules (self->game)))
    return;
  _arb_window_stop_replay (self);
  editor = arb_position_editor_new (self->game, arb_board_get_flipped (self->board));
  gtk_window_set_transient_for (GTK_WINDOW (editor), GTK_WINDOW (self));
  g_signal_connect_object (editor, "position-ready", G_CALLBACK (on_position_ready), self,
                           G_CONNECT_SWAPPED);
  _arb_window_present_dialog (self, GTK_WINDOW (editor));
}

static void
win_open (GtkWidget  *widget,
          const char *action_name,
          GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  _arb_window_stop_replay (self);
  _arb_window_open (self);
}

static void
win_save (GtkWidget  *widget,
          const char *action_name,
          GVariant   *param)
{
  _arb_window_save (ARB_WINDOW (widget));
}

static void
win_save_as (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  _arb_window_save_as (ARB_WINDOW (widget));
}

static void
win_copy_fen (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  _arb_window_copy_fen (ARB_WINDOW (widget));
}

static void
win_copy_pgn (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  _arb_window_copy_pgn (ARB_WINDOW (widget));
}

static void
win_paste (GtkWidget  *widget,
           const char *action_name,
           GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  _arb_window_stop_replay (self);
  _arb_window_paste (self);
}

static void
win_flip (GtkWidget  *widget,
          const char *action_name,
          GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  self->flipped = !self->flipped;
  _arb_window_update_orientation (self);
}

static void
win_toggle_history (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

/* win.focus-board (F6): the keyboard focus to the board, from anywhere.
 * Pressed on the board it goes to the move on screen in the moves panel,
 * when that is shown: F6 cycles through the panes, as in GNOME apps. */
static void
win_focus_board (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  GtkWidget *board = _arb_window_get_shown_board (self);

  /* A key moved the focus: show where it went, as Tab does. */
  gtk_window_set_focus_visible (GTK_WINDOW (self), TRUE);
  if (gtk_window_get_focus (GTK_WINDOW (self)) == board
      && gtk_widget_get_mapped (GTK_WIDGET (self->history_view))
      && arb_history_view_focus_shown_move (self->history_view))
    return;
  gtk_widget_grab_focus (board);
}

static void
win_rules (GtkWidget  *widget,
           const char *action_name,
           GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  GtkWidget *rules = arb_rules_window_new (arb_game_get_rules (self->game));

  gtk_window_set_transient_for (GTK_WINDOW (rules), GTK_WINDOW (widget));
  arb_present (GTK_WINDOW (rules));
}

/* The shortcuts window is built the first time it is asked for. Bundled as
 * gtk/help-overlay.ui, GtkApplication would build it with every window,
 * before the first frame: a hundred widgets that cost about 10 ms of every
 * start (build-aux/compare-startup) for a window most starts never show. */
static void
win_show_shortcuts (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  if (self->shortcuts == NULL)
    {
      g_autoptr (GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/arbiter/Arbiter/arb-shortcuts.ui");

      self->shortcuts = g_object_ref (GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts")));
      gtk_window_set_transient_for (self->shortcuts, GTK_WINDOW (self));
      gtk_window_set_hide_on_close (self->shortcuts, TRUE);
    }
  arb_present (self->shortcuts);
}

static void
on_history_text_response (AdwMessageDialog *dialog,
                          const char       *response,
                          ArbWindow        *self)
{
  if (g_strcmp0 (response, "copy") == 0)
    {
      const char *text = g_object_get_data (G_OBJECT (dialog), "arb-text");

      gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
      _arb_window_show_message (self, _("Moves copied as text"));
    }
}

static void
win_history_text (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  g_autoptr (ArbGame) copy = arb_app_copy_game (self->game, FALSE);
  char *text = arb_game_history_to_text (copy);
  GtkWidget *dialog, *scroller, *view;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The Game as Text"), NULL);
  g_object_set_data_full (G_OBJECT (dialog), "arb-text", text, g_free);

  view = gtk_text_view_new ();
  gtk_text_view_set_editable (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (view), TRUE);
  gtk_text_view_set_cursor_visible (GTK_TEXT_VIEW (view), FALSE);
  gtk_widget_add_css_class (view, "history-text");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), text, -1);

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 280);
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (scroller), 380);
  gtk_widget_add_css_class (scroller, "card");
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scroller);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "copy", _("C_opy"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "copy",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_history_text_response), self, 0);
  _arb_window_present_dialog (self, GTK_WINDOW (dialog));
}

/* ---------------------------------------------------------- game.* */

static void
game_undo (GtkWidget  *widget,
           const char *action_name,
           GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  _arb_window_stop_replay (self);
  _arb_window_computer_undo (self);
}

static void
game_redo (GtkWidget  *widget,
           const char *action_name,
           GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  _arb_window_stop_replay (self);
  _arb_window_computer_redo (self);
}

/* game.restore-branch: the moves the last move from an earlier position
 * set aside come back, to be redone; the line played since goes. */
static void
game_restore_branch (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  _arb_window_stop_replay (self);
  _arb_window_computer_stop (self);
  self->set_aside_note = FALSE;
  arb_game_restore_branch (self->game);
}

static void
resign (ArbWindow *self,
        gpointer   data)
{
  g_autoptr (GError) error = NULL;
  ArbSide side = GPOINTER_TO_INT (data);
  gboolean done;

  gboolean from_past = _arb_window_is_browsing (self);

  /* The end of the game is played here: its result (arb-window-pits.c). */
  self->pits_move_played = TRUE;
  done = arb_game_resign (self->game, side, &error);
  self->pits_move_played = FALSE;
  show_outcome (self, done, from_past, error);
}

static void
on_resign_response (AdwMessageDialog *dialog,
                    const char       *response,
                    ArbWindow        *self)
{
  /* The turn when the question was asked: the computer may have moved
   * since. */
  ArbSide side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "arb-turn"));

  if (g_str_equal (response, "resign"))
    resign (self, GINT_TO_POINTER (side));
  else if (g_str_equal (response, "resign-other"))
    resign (self, GINT_TO_POINTER (arb_side_negate (side)));
}

/* Either player may resign at any time (rules.md §7): the question offers
 * each side a person plays, the player to move first. The computer never
 * resigns: against it the person gives up only their own side. */
static void
game_resign (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  ArbSide turn = arb_game_get_turn (self->game);
  ArbSide order[2] = { turn, arb_side_negate (turn) };
  guint people = _arb_window_person_sides (self);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  _arb_window_stop_replay (self);
  if (people == 0)
    return;
  body = g_strconcat (_("The player who gives up loses the game."),
                      _arb_window_is_browsing (self) ? " " : NULL, later_moves_note (self), NULL);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Resign?"), body);
  g_object_set_data (G_OBJECT (dialog), "arb-turn", GINT_TO_POINTER (turn));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  for (guint i = 0; i < 2; i++)
    {
      /* "resign": the player to move; "resign-other": the other one. */
      const char *id = i == 0 ? "resign" : "resign-other";
      g_autofree char *label = NULL;

      if ((people & (1u << order[i])) == 0)
        continue;
      /* Translators: a button: the player who gives up, "White" */
      label = g_strdup_printf (_("%s Resigns"), arb_status_side_name (self->game, order[i]));
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), id, label);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), id,
                                                  ADW_RESPONSE_DESTRUCTIVE);
    }
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resign_response), self, 0);
  _arb_window_present_dialog (self, GTK_WINDOW (dialog));
}

/* Ends the game in a draw both players agreed to. */
void
_arb_window_agree_draw (ArbWindow *self)
{
  g_autoptr (GError) error = NULL;
  gboolean done;

  gboolean from_past = _arb_window_is_browsing (self);

  self->pits_move_played = TRUE;
  done = arb_game_agree_draw (self->game, &error);
  self->pits_move_played = FALSE;
  show_outcome (self, done, from_past, error);
}

static void
agree_draw (ArbWindow *self,
            gpointer   data)
{
  _arb_window_agree_draw (self);
}

/* A draw offer. Two players at one screen: the player to move offers and
 * the other one answers. Against the computer the person offers and the
 * computer decides by itself (arb-window-computer.c). */
static void
game_offer_draw (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  ArbSide side = arb_game_get_turn (self->game);
  guint people = _arb_window_person_sides (self);
  g_autofree char *question = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWindow *dialog;

  _arb_window_stop_replay (self);
  if (people == 0)
    return;
  if (people != 3)
    {
      ArbSide computer = (people & (1u << ARB_SIDE_FIRST)) != 0 ? ARB_SIDE_SECOND : ARB_SIDE_FIRST;

      /* A game with no draw offers says so without asking the computer. */
      if (arb_game_get_rules (self->game)->no_resignation)
        {
          agree_draw (self, NULL);
          return;
        }
      _arb_window_computer_offer_draw (self, computer);
      return;
    }
  /* Translators: %s is the player who answers the offer, "Black" */
  question = g_strdup_printf (_("%s, do you accept the draw?"),
                              arb_status_side_name (self->game, arb_side_negate (side)));
  body = g_strconcat (question, _arb_window_is_browsing (self) ? " " : NULL,
                      later_moves_note (self), NULL);
  /* Translators: %s is the player who offers, "White" */
  heading = g_strdup_printf (_("%s Offers a Draw"), arb_status_side_name (self->game, side));
  dialog = _arb_window_ask (self, heading, body, "accept", _("_Accept Draw"),
                            ADW_RESPONSE_SUGGESTED, agree_draw, NULL, NULL);
  /* "Cancel" reads as "Decline" here. */
  adw_message_dialog_set_response_label (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Decline"));
}

/* The side to move claims what the rules let it claim (a draw, or
 * Congkak's end), a person by the action or the computer on its turn;
 * marked as a move played, for the pits board's results. */
gboolean
_arb_window_claim (ArbWindow *self,
                   GError   **error)
{
  gboolean done;

  self->pits_move_played = TRUE;
  done = arb_game_claim_draw (self->game, error);
  self->pits_move_played = FALSE;
  return done;
}

static void
claim_draw (ArbWindow *self,
            gpointer   data)
{
  g_autoptr (GError) error = NULL;
  gboolean from_past = _arb_window_is_browsing (self);
  gboolean done = _arb_window_claim (self, &error);

  show_outcome (self, done, from_past, error);
}

static void
game_claim_draw (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  _arb_window_stop_replay (self);
  if (!_arb_window_is_browsing (self))
    {
      claim_draw (self, NULL);
      return;
    }
  _arb_window_ask (self, _("Claim a Draw Here?"), later_moves_note (self), "claim",
                   _("_Claim Draw"), ADW_RESPONSE_DESTRUCTIVE, claim_draw, NULL, NULL);
}

/* game.hint: the computer's suggestion for the side to move. */
static void
game_hint (GtkWidget  *widget,
           const char *action_name,
           GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  _arb_window_stop_replay (self);
  _arb_window_hint (self);
}

/* ---------------------------------------------------------- history.* */

static void
history_first (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  _arb_window_stop_replay (self);
  _arb_window_show_ply (self, 0);
}

static void
history_previous (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  guint ply = arb_game_get_ply (self->game);

  _arb_window_stop_replay (self);
  if (ply > 0)
    _arb_window_show_ply (self, ply - 1);
}

static void
history_next (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  guint ply = arb_game_get_ply (self->game);

  _arb_window_stop_replay (self);
  if (ply < arb_game_get_n_plies (self->game))
    _arb_window_show_ply (self, ply + 1);
  else if (arb_game_can_redo (self->game))
    arb_game_redo (self->game);
}

static void
history_last (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  _arb_window_stop_replay (self);
  _arb_window_show_ply (self, arb_game_get_n_plies (self->game));
}

static void
history_go_to_ply (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  guint ply = g_variant_get_uint32 (param);

  _arb_window_stop_replay (self);
  if (ply <= arb_game_get_n_plies (self->game))
    _arb_window_show_ply (self, ply);
}

/* ------------------------------------------------------- internal API */

/* win.details: the players and the event, edited; saved, they are a
 * change to the game like a move. */
static void
on_details_response (ArbWindow  *self,
                     const char *response)
{
  if (g_strcmp0 (response, "save") != 0)
    return;
  _arb_window_set_modified (self, TRUE);
  _arb_window_update_names (self);
  arb_autosave_schedule (self->autosave);
}

static void
win_details (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArbWindow *self = ARB_WINDOW (widget);
  GtkWidget *dialog = arb_game_details_new (GTK_WINDOW (self), self->game);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_details_response), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  _arb_window_present_dialog (self, GTK_WINDOW (dialog));
}

/* Installs the actions, from arb_window_class_init(). */
void
_arb_window_class_actions_init (ArbWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.new", NULL, win_new);
  gtk_widget_class_install_action (widget_class, "win.new-game", "s", win_new_game);
  gtk_widget_class_install_action (widget_class, "win.edit-position", NULL, win_edit_position);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, win_open);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, win_save);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, win_save_as);
  gtk_widget_class_install_action (widget_class, "win.copy-fen", NULL, win_copy_fen);
  gtk_widget_class_install_action (widget_class, "win.copy-pgn", NULL, win_copy_pgn);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, win_paste);
  gtk_widget_class_install_action (widget_class, "win.flip", NULL, win_flip);
  gtk_widget_class_install_action (widget_class, "win.toggle-history", NULL, win_toggle_history);
  gtk_widget_class_install_action (widget_class, "win.focus-board", NULL, win_focus_board);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, win_rules);
  gtk_widget_class_install_action (widget_class, "win.details", NULL, win_details);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, win_show_shortcuts);
  gtk_widget_class_install_action (widget_class, "win.history-text", NULL, win_history_text);
  gtk_widget_class_install_action (widget_class, "game.undo", NULL, game_undo);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, game_redo);
  gtk_widget_class_install_action (widget_class, "game.restore-branch", NULL, game_restore_branch);
  gtk_widget_class_install_action (widget_class, "game.resign", NULL, game_resign);
  gtk_widget_class_install_action (widget_class, "game.offer-draw", NULL, game_offer_draw);
  gtk_widget_class_install_action (widget_class, "game.claim-draw", NULL, game_claim_draw);
  gtk_widget_class_install_action (widget_class, "game.hint", NULL, game_hint);
  gtk_widget_class_install_action (widget_class, "history.first", NULL, history_first);
  gtk_widget_class_install_action (widget_class, "history.previous", NULL, history_previous);
  gtk_widget_class_install_action (widget_class, "history.next", NULL, history_next);
  gtk_widget_class_install_action (widget_class, "history.last", NULL, history_last);
  gtk_widget_class_install_action (widget_class, "history.go-to-ply", "u", history_go_to_ply);
  gtk_widget_class_install_property_action (widget_class, "history.replay", "replaying");
}

/* Enables what the game on screen allows, after every change. */
void
_arb_window_actions_update (ArbWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  ArbGame *game = self->game;
  guint ply = arb_game_get_ply (game);
  gboolean forward = ply < arb_game_get_n_plies (game) || arb_game_can_redo (game);
  gboolean playing = !arb_game_is_over (game);

  gtk_widget_action_set_enabled (widget, "game.undo", _arb_window_computer_can_undo (self));
  gtk_widget_action_set_enabled (widget, "game.redo", arb_game_can_redo (game));
  gtk_widget_action_set_enabled (widget, "game.restore-branch", arb_game_has_kept_branch (game));
  /* The computer never resigns nor offers a draw: computer against
   * computer, nobody can. */
  gtk_widget_action_set_enabled (widget, "game.resign",
                                 playing && _arb_window_person_sides (self) != 0);
  gtk_widget_action_set_enabled (widget, "game.offer-draw",
                                 playing && _arb_window_person_sides (self) != 0);
  gtk_widget_action_set_enabled (widget, "game.hint", playing && !self->thinking);
  gtk_widget_action_set_enabled (widget, "game.claim-draw",
                                 arb_game_get_claimable_draws (game) != ARB_DRAW_CLAIM_NONE);
  gtk_widget_action_set_enabled (widget, "history.first", ply > 0);
  gtk_widget_action_set_enabled (widget, "history.previous", ply > 0);
  gtk_widget_action_set_enabled (widget, "history.next", forward);
  gtk_widget_action_set_enabled (widget, "history.last", forward);
  gtk_widget_action_set_enabled (widget, "history.replay", arb_game_get_n_plies (game) > 0);
}
