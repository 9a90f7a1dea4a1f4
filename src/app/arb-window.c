/* arb-window.c — the main window: a game, its board and its history
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window holds one ArbGame and shows it three ways: the board
 * (ArbBoard), the history panel (ArbHistoryView) and the status line under
 * the title, and the message bar under the board (refusals, offers, the
 * end of the game). The core referees; the
 * window only asks it and tells the players what it said.
 *
 * - Moves: the board emits "move-requested"; the window plays it with
 *   arb_game_play(). When the game shows an earlier position, playing
 *   sets the later moves aside: the game keeps them, the message bar says
 *   so with an Undo button (game.restore-branch), and undo right after the
 *   move brings them back too. Refusals are said in the message bar.
 * - Browsing: history.first/previous/next/last/go-to-ply move the game's
 *   cursor (arb_game_go_to_ply()); the moves stay. history.replay steps
 *   through the game on a timer, until the end or until the user does
 *   anything else.
 *
 * The window is several files. This one: the object, what the window says
 * (status, title), the layout, the game's and
 * the board's signals and the public API. arb-window-actions.c: the
 * actions, win.* (new game, files, clipboard, flip, rules, history text,
 * panel), game.* (undo, redo, resign, draws) and history.* (browsing).
 * arb-window-files.c: open, save, copy and paste, and the autosave.
 * arb-window-messages.c: the message bar, questions and error dialogs.
 * arb-window-computer.c and arb-window-pits.c: the computer's moves and
 * the pits board's animation.
 * arb-window-private.h holds the instance struct and what they share. */

#include "arb-window-private.h"

#include <glib/gi18n.h>

#include "arb-menu-button.h"
#include "arb-new-game.h"
#include "arb-shortcuts.h"
#include "arb-status.h"
#include "arb-resources.h"

/* ------------------------------------------------------------ structs */

enum
{
  PROP_0,
  PROP_GAME,
  PROP_REPLAYING,
  N_PROPS
};

/* ------------------------------------------------------ type definition */

G_DEFINE_FINAL_TYPE (ArbWindow, arb_window, ADW_TYPE_APPLICATION_WINDOW)

static GParamSpec *properties[N_PROPS];

/* ------------------------------------------------------ the game on screen */

/* The game shows an earlier position: its later moves can be redone. */
gboolean
_arb_window_is_browsing (ArbWindow *self)
{
  return arb_game_can_redo (self->game);
}

void
_arb_window_stop_replay (ArbWindow *self)
{
  arb_window_set_replaying (self, FALSE);
}

/* Shows @ply; at the last ply also what followed the last move (a
 * resignation, an agreed or claimed draw), so the end looks like the end. */
void
_arb_window_show_ply (ArbWindow *self,
                      guint      ply)
{
  arb_game_go_to_ply (self->game, ply);
  if (ply == arb_game_get_n_plies (self->game))
    while (arb_game_can_redo (self->game))
      arb_game_redo (self->game);
}

/* ------------------------------------------------------ what the window says */

void
_arb_window_update_title (ArbWindow *self)
{
  const ArbRules *rules = arb_game_get_rules (self->game);
  const char *first_tag = arb_game_get_tag (self->game, arb_rules_player_tag (rules, ARB_SIDE_FIRST));
  const char *second_tag = arb_game_get_tag (self->game, arb_rules_player_tag (rules, ARB_SIDE_SECOND));
  /* The computer's name in the user's language; files keep it in English. */
  g_autofree char *first = first_tag != NULL ? arb_new_game_player_display_name (first_tag) : NULL;
  g_autofree char *second = second_tag != NULL ? arb_new_game_player_display_name (second_tag) : NULL;
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *game_name = NULL;
  ArbParams params;

  /* The header names the game being refereed (and the rules it plays by
   * when they are not the game's defaults), and its players when the
   * file names them ("Ada – Bob"); the window's title, which window lists
   * show, the file, with a dot while there are changes not saved in it. */
  arb_game_get_params (self->game, &params);
  variant = arb_params_describe_rules (rules, &params);
  game_name = variant != NULL
                /* Translators: a game played by other rules than its
                 * defaults, as the header names it: "Checkers (English draughts)" */
                ? g_strdup_printf (_("%s (%s)"), _(rules->name), variant)
                : g_strdup (_(rules->name));
  if (first != NULL && second != NULL && *first != '\0' && *second != '\0'
      && g_strcmp0 (first, "?") != 0 && g_strcmp0 (second, "?") != 0)
    /* Translators: the header's title: the game, then its two players,
     * first player first: "Chess: Ada – Bob" */
    heading = g_strdup_printf (_("%s: %s – %s"), game_name, first, second);
  else
    heading = g_strdup (game_name);
  adw_window_title_set_title (self->window_title, heading);

  name = self->file != NULL ? g_file_get_basename (self->file)
                            : g_strdup (_(arb_game_get_rules (self->game)->name));
  if (self->modified && self->file != NULL)
    /* Translators: the window's title with unsaved changes to its file:
     * "• game.pgn — Arbiter". */
    title = g_strdup_printf (_("• %s — Arbiter"), name);
  else
    /* Translators: the window's title: the file, or the game's name for a
     * game not yet saved: "game.pgn — Arbiter", "Alquerque — Arbiter". */
    title = g_strdup_printf (_("%s — Arbiter"), name);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* Each player's captures on their side of the board: the player below
 * (the first player, unless the board is turned) under it, the other
 * above. */
static void
update_captures (ArbWindow *self)
{
  ArbSide below = arb_board_get_flipped (self->board) ? ARB_SIDE_SECOND : ARB_SIDE_FIRST;

  if (self->game == NULL)
    return;
  arb_captured_view_update (self->captured_bottom, self->board, below);
  arb_captured_view_update (self->captured_top, self->board, arb_side_negate (below));
  /* The clocks go with the captures. */
  _arb_window_clock_update (self);
}

/* Which side is at the bottom: the setting, turned round by win.flip.
 * Called again whenever the game or who plays it changes. */
void
_arb_window_update_orientation (ArbWindow *self)
{
  g_autofree char *orientation = NULL;
  gboolean second_below;

  if (self->settings != NULL)
    orientation = g_settings_get_string (self->settings, "board-orientation");

  /* The setting's values are named after chess's sides: "black" puts the
   * second player below, whatever the game calls it. */
  if (g_strcmp0 (orientation, "black") == 0)
    second_below = TRUE;
  else if (g_strcmp0 (orientation, "player") == 0)
    /* The person's side below when the computer plays the other; the
     * first player's when two people, or two computers, play. */
    second_below = self->computer[ARB_SIDE_FIRST] != 0 && self->computer[ARB_SIDE_SECOND] == 0;
  else if (g_strcmp0 (orientation, "side-to-move") == 0)
    second_below = arb_game_get_turn (self->game) == ARB_SIDE_SECOND;
  else
    second_below = FALSE;

  arb_board_set_flipped (self->board, second_below != self->flipped);
  arb_pits_board_set_flipped (self->pits_board, second_below != self->flipped);
  _arb_window_pits_update_labels (self);
  update_captures (self);
}

/* Below this width the title has no room for the status beside the
 * buttons: the message bar under the board says whose turn it is. */
#define NARROW_WIDTH  480

static gboolean
is_narrow (ArbWindow *self)
{
  int width, height;

  /* GTK 4.8 needs both pointers. */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  return width > 0 && width < NARROW_WIDTH;
}

static void
update_status (ArbWindow *self)
{
  g_autofree char *status = arb_status_describe (self->game);
  g_autofree char *ending = arb_status_describe_ending (self->game);

  /* A narrow header has no room for the hint's button: the game menu and
   * Ctrl+H still give it. */
  gtk_widget_set_visible (self->hint_button, !is_narrow (self));
  /* The status goes where there is room for it to be read whole. */
  adw_window_title_set_subtitle (self->window_title, is_narrow (self) ? NULL : status);
  arb_message_bar_set_status (self->message_bar, is_narrow (self) ? status : NULL);
  g_free (self->status);
  self->status = g_steal_pointer (&status);
  arb_message_bar_set_ending (self->message_bar, ending,
                              arb_game_get_result (self->game) == ARB_RESULT_DRAW);
}

static void
update_all (ArbWindow *self)
{
  update_status (self);
  update_captures (self);
  _arb_window_actions_update (self);
  _arb_window_update_orientation (self);
  _arb_window_update_title (self);
  _arb_window_clock_update (self);
  _arb_window_computer_update (self);
}

/* The players were renamed (Game Details): what names them follows. */
void
_arb_window_update_names (ArbWindow *self)
{
  update_status (self);
  _arb_window_update_title (self);
  _arb_window_pits_update_labels (self);
}

/* ------------------------------------------------------------ the layout */

/* The moves panel's width beside the board, the board's margins, and the
 * height the header bar, the message bar and the margins take. */
#define PANEL_WIDTH   250
#define BOARD_MARGINS 24
#define CHROME_HEIGHT 130
/* Narrower than this, the message bar's button leaves its pill padding. */
#define COMPACT_WIDTH 480


/* The panel beside the board folds over it once the board, sharing the
 * width, would be smaller than the panel itself while folding would give
 * it more room: a board of thumbnails beside a long list helps nobody. */
static gboolean
panel_folds (int width,
             int height)
{
  int alone = MIN (width - BOARD_MARGINS, height - CHROME_HEIGHT);
  int beside = MIN (width - PANEL_WIDTH - 1 - BOARD_MARGINS, height - CHROME_HEIGHT);

  return beside < MIN (PANEL_WIDTH, alone);
}

/* A tall, narrow window (a phone, a window at the side of the screen)
 * shows the moves under the board; any other one beside it, folded over
 * the board when the board would get smaller than the panel. */
/* The height of what is above and under the board in a window @width
 * wide: the rows of captured pieces and clocks, the message bar. */
static int
rows_height (ArbWindow *self,
             int        width)
{
  GtkWidget *rows[] = {
    gtk_widget_get_parent (GTK_WIDGET (self->captured_top)),
    gtk_widget_get_parent (GTK_WIDGET (self->captured_bottom)),
    GTK_WIDGET (self->message_bar),
  };
  int height = 0;

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (gtk_widget_get_visible (rows[i]))
      {
        int natural = 0;

        gtk_widget_measure (rows[i], GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
        height += natural;
      }
  return height;
}

static void
update_layout (ArbWindow *self)
{
  int width, height;
  gboolean portrait;
  GtkOrientation orientation;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  portrait = width > 0 && height > 0 && width < 720 && height >= width + 160;
  orientation = portrait ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL;

  /* Under the board, the moves take what the board, as wide as the
   * window, and the rows around it leave of the height (the header bar is
   * about 50 pixels). */
  gtk_widget_set_size_request (GTK_WIDGET (self->history_view), portrait ? -1 : PANEL_WIDTH,
                               portrait ? MAX (160, height - 50 - width - rows_height (self, width))
                                        : -1);

  arb_message_bar_set_compact (self->message_bar, width > 0 && width < COMPACT_WIDTH);
  if (portrait || width <= 0 || height <= 0)
    adw_flap_set_fold_policy (self->flap, ADW_FLAP_FOLD_POLICY_AUTO);
  else
    adw_flap_set_fold_policy (self->flap, panel_folds (width, height)
                                          ? ADW_FLAP_FOLD_POLICY_ALWAYS
                                          : ADW_FLAP_FOLD_POLICY_NEVER);
  update_status (self);

  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->flap)) == orientation)
    return;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->flap), orientation);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->flap_separator),
                                  portrait ? GTK_ORIENTATION_HORIZONTAL
                                           : GTK_ORIENTATION_VERTICAL);
}

/* ----------------------------------------------------------------- moves */

/* Offers a draw claim when one has just become possible. */
static void
check_claims (ArbWindow *self)
{
  ArbDrawClaim claims = arb_game_get_claimable_draws (self->game);

  if (claims != ARB_DRAW_CLAIM_NONE && self->claims_seen == ARB_DRAW_CLAIM_NONE
      && !_arb_window_is_browsing (self))
    {
      g_autofree char *text = arb_status_describe_claim (self->game, claims);

      _arb_window_show_message_full (self, text, _("Claim Draw"), "game.claim-draw");
    }
  self->claims_seen = claims;
}

/* Plays @move, with the window's explanation when the core refuses it. */
static gboolean
play_move (ArbWindow     *self,
           const ArbMove *move)
{
  g_autoptr (GError) error = NULL;

  if (!arb_game_play_move (self->game, move, &error))
    {
      g_autofree char *reason = arb_status_explain_error (self->game, error);

      _arb_window_show_message (self, reason);
      return FALSE;
    }
  return TRUE;
}

/* Says that the move just played from an earlier position set the later
 * moves aside, with a button that brings them back (game.restore-branch). */
void
_arb_window_show_set_aside (ArbWindow *self)
{
  /* It stays until the next move or until dismissed: the Undo in it must
   * not go before it has been read. */
  arb_message_bar_show_lasting (self->message_bar, _("The later moves were set aside"),
                                _("_Undo"), "game.restore-branch");
}

static void
on_branch_restored (ArbWindow *self)
{
  _arb_window_show_message (self, _("The later moves are back"));
}

/* ---------------------------------------------------------- callbacks */

static void
on_game_changed (ArbWindow *self)
{
  guint n_records = arb_game_get_n_all_records (self->game);

  /* Browsing and undo keep the history; anything that adds to it or
   * replaces part of it is a change to save. */
  if (n_records != self->n_records_seen && !self->modified)
    _arb_window_set_modified (self, TRUE);
  self->n_records_seen = n_records;

  /* Once the set-aside moves are back or gone (undo, another line set
   * aside, a new game), the offer to bring them back is old news. */
  if (!arb_game_has_kept_branch (self->game))
    arb_message_bar_withdraw (self->message_bar, _("The later moves were set aside"));

  update_all (self);
  check_claims (self);
}

static void
on_move_played (ArbWindow *self)
{
  /* What the bar said of the last attempts ("Keep it going!", a refusal)
   * is old news once a move is made. */
  arb_message_bar_clear_message (self->message_bar);
  if (!self->modified)
    _arb_window_set_modified (self, TRUE);
}

static void
on_board_move_requested (ArbWindow     *self,
                         const ArbMove *move,
                         ArbBoard      *board)
{
  _arb_window_stop_replay (self);

  /* A move after the flag fell is too late: the game is lost. */
  if (_arb_window_clock_check_flag (self))
    return;
  self->set_aside_note = FALSE;
  if (!_arb_window_is_browsing (self))
    {
      play_move (self, move);
      return;
    }

  /* An earlier position: the game keeps the later moves it sets aside, so
   * nothing is asked; the message bar says so and can bring them back. */
  if (play_move (self, move) && arb_game_has_kept_branch (self->game))
    {
      _arb_window_show_set_aside (self);
      /* Said again after the computer's answer, if it answers. */
      self->set_aside_note = TRUE;
    }
}

static void
on_board_move_refused (ArbWindow  *self,
                       const char *reason,
                       ArbBoard   *board)
{
  _arb_window_stop_replay (self);
  if (reason != NULL && *reason != '\0')
    _arb_window_show_message (self, reason);
}

/* The button that shows the moves is there when they are folded away or
 * hidden (F9), so that they can always be brought back. The flap folds
 * while it is being allocated, when a header bar button must not come or
 * go: the button follows once the layout is done. */
static gboolean
update_history_button (gpointer data)
{
  ArbWindow *self = data;

  self->folded_source = 0;
  gtk_widget_set_visible (self->history_button,
                          adw_flap_get_folded (self->flap)
                            || !adw_flap_get_reveal_flap (self->flap));
  return G_SOURCE_REMOVE;
}

static void
on_flap_folded (ArbWindow *self)
{
  if (self->folded_source == 0)
    self->folded_source = g_idle_add (update_history_button, self);
}

static void
on_size_changed (ArbWindow *self)
{
  update_layout (self);
}

static void
on_settings_changed (ArbWindow  *self,
                     const char *key)
{
  if (g_strcmp0 (key, "board-orientation") == 0)
    _arb_window_update_orientation (self);
}

static gboolean
on_replay_tick (gpointer data)
{
  ArbWindow *self = data;
  guint ply = arb_game_get_ply (self->game);

  if (ply >= arb_game_get_n_plies (self->game))
    {
      self->replay_source = 0;
      arb_window_set_replaying (self, FALSE);
      return G_SOURCE_REMOVE;
    }

  _arb_window_show_ply (self, ply + 1);
  if (arb_game_get_ply (self->game) >= arb_game_get_n_plies (self->game))
    {
      self->replay_source = 0;
      arb_window_set_replaying (self, FALSE);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* ---------------------------------------------------------- overrides */

static gboolean
arb_window_close_request (GtkWindow *window)
{
  ArbWindow *self = ARB_WINDOW (window);

  _arb_window_stop_replay (self);
  _arb_window_computer_stop (self);

  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_delay (self->settings);
      g_settings_set_boolean (self->settings, "window-maximized",
                              gtk_window_is_maximized (window));
      if (!gtk_window_is_maximized (window) && width > 0 && height > 0)
        {
          g_settings_set_int (self->settings, "window-width", width);
          g_settings_set_int (self->settings, "window-height", height);
        }
      g_settings_apply (self->settings);
    }

  arb_autosave_flush (self->autosave, NULL);

  return GTK_WINDOW_CLASS (arb_window_parent_class)->close_request (window);
}

static void
arb_window_constructed (GObject *object)
{
  ArbWindow *self = ARB_WINDOW (object);

  G_OBJECT_CLASS (arb_window_parent_class)->constructed (object);

  if (self->settings != NULL)
    {
      int width = g_settings_get_int (self->settings, "window-width");
      int height = g_settings_get_int (self->settings, "window-height");

      if (width > 0 && height > 0)
        gtk_window_set_default_size (GTK_WINDOW (self), width, height);
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }
  update_layout (self);
}

static void
arb_window_dispose (GObject *object)
{
  ArbWindow *self = ARB_WINDOW (object);

  g_clear_handle_id (&self->replay_source, g_source_remove);
  g_clear_handle_id (&self->folded_source, g_source_remove);
  _arb_window_computer_stop (self);
  g_clear_pointer (&self->search_cache, arb_search_cache_free);
  _arb_window_clock_dispose (self);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);

  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_WINDOW);

  /* Writes what is pending. */
  g_clear_object (&self->autosave);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  g_clear_object (&self->file);
  if (self->shortcuts != NULL)
    gtk_window_destroy (self->shortcuts);
  g_clear_object (&self->shortcuts);
  g_clear_weak_pointer (&self->dialog);

  G_OBJECT_CLASS (arb_window_parent_class)->dispose (object);
}

static void
arb_window_finalize (GObject *object)
{
  ArbWindow *self = ARB_WINDOW (object);

  g_free (self->status);

  G_OBJECT_CLASS (arb_window_parent_class)->finalize (object);
}

static void
arb_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  ArbWindow *self = ARB_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_REPLAYING:
      g_value_set_boolean (value, self->replaying);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_window_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  ArbWindow *self = ARB_WINDOW (object);

  switch (prop_id)
    {
    case PROP_REPLAYING:
      arb_window_set_replaying (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_window_class_init (ArbWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = arb_window_constructed;
  object_class->dispose = arb_window_dispose;
  object_class->finalize = arb_window_finalize;
  object_class->get_property = arb_window_get_property;
  object_class->set_property = arb_window_set_property;
  window_class->close_request = arb_window_close_request;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ARB_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REPLAYING] =
    g_param_spec_boolean ("replaying", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The resource bundle is an object of the static library: referring
   * to it links it in, and it registers itself. */
  arb_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/arbiter/Arbiter/arb-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, main_box);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, game_menu_button);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, message_bar);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, captured_top);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, captured_bottom);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, flap_separator);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, history_button);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, board);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, history_view);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, clock_top);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, clock_bottom);
  gtk_widget_class_bind_template_callback (widget_class, on_board_move_requested);
  gtk_widget_class_bind_template_callback (widget_class, on_board_move_refused);

  _arb_window_class_actions_init (klass);
  _arb_window_pits_class_init (klass);

  g_type_ensure (ARB_TYPE_BOARD);
  g_type_ensure (ARB_TYPE_HISTORY_VIEW);
  g_type_ensure (ARB_TYPE_MESSAGE_BAR);
  g_type_ensure (ARB_TYPE_CAPTURED_VIEW);
}

static void
arb_window_init (ArbWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  arb_menu_button_hide_tooltip_while_open (self->primary_menu_button);
  arb_menu_button_hide_tooltip_while_open (self->game_menu_button);
  arb_shortcuts_add_plain_keys (self->main_box);
  g_signal_connect_swapped (self->flap, "notify::folded", G_CALLBACK (on_flap_folded), self);
  g_signal_connect_swapped (self->flap, "notify::reveal-flap", G_CALLBACK (on_flap_folded), self);
  update_history_button (self);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (on_size_changed), NULL);
  g_signal_connect (self, "notify::default-height", G_CALLBACK (on_size_changed), NULL);

  self->game_signals = g_signal_group_new (ARB_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed",
                                  G_CALLBACK (on_game_changed), self);
  g_signal_group_connect_swapped (self->game_signals, "move-played",
                                  G_CALLBACK (on_move_played), self);
  g_signal_group_connect_swapped (self->game_signals, "branch-restored",
                                  G_CALLBACK (on_branch_restored), self);
  _arb_window_clock_init (self);

  self->settings = arb_application_dup_settings_or_null ();
  if (self->settings != NULL)
    {
      g_settings_bind (self->settings, "show-reachable", self->board, "show-reachable",
                       G_SETTINGS_BIND_GET);
      g_settings_bind (self->settings, "show-last-move", self->board, "show-last-move",
                       G_SETTINGS_BIND_GET);
      g_settings_bind (self->settings, "show-coordinates", self->board, "show-coordinates",
                       G_SETTINGS_BIND_GET);
      g_settings_bind (self->settings, "coach", self->board, "show-coach", G_SETTINGS_BIND_GET);
      g_settings_bind (self->settings, "move-notation", self->history_view, "notation",
                       G_SETTINGS_BIND_GET);
      g_signal_connect_object (self->settings, "changed", G_CALLBACK (on_settings_changed), self,
                               G_CONNECT_SWAPPED);
    }

  _arb_window_pits_init (self);

  /* Never lose a game: the last one comes back. */
  _arb_window_autosave_init (self);
  _arb_window_computer_init (self);

  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* Puts @game on screen, with the file it belongs to. */
void
_arb_window_set_game (ArbWindow *self,
                      ArbGame   *game,
                      GFile     *file,
                      gboolean   modified)
{
  g_object_ref (game);
  _arb_window_stop_replay (self);
  _arb_window_computer_stop (self);

  g_set_object (&self->game, game);
  g_set_object (&self->file, file);
  self->modified = modified;
  self->n_records_seen = arb_game_get_n_all_records (game);
  self->claims_seen = arb_game_get_claimable_draws (game);

  g_signal_group_set_target (self->game_signals, game);
  _arb_window_pits_set_game (self, game);
  arb_history_view_set_game (self->history_view, game);
  arb_autosave_set_game (self->autosave, game);
  arb_autosave_set_state (self->autosave, file, modified);
  g_clear_pointer (&self->clock, arb_clock_free);

  update_all (self);
  _arb_window_clock_set_game (self);
  _arb_window_computer_game_set (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_unref (game);
}

/* ------------------------------------------------------- public API */

/**
 * arb_window_new:
 * @app: (nullable): the application
 *
 * Returns: (transfer none): a new window, with the game kept from the last
 *   run (or a new game); the application holds it.
 */
ArbWindow *
arb_window_new (ArbApplication *app)
{
  g_return_val_if_fail (app == NULL || ARB_IS_APPLICATION (app), NULL);

  return g_object_new (ARB_TYPE_WINDOW, "application", app, NULL);
}

/**
 * arb_window_get_game:
 * @self: a window
 *
 * Returns: (transfer none): the game on screen. New, Open and Paste
 *   replace it.
 */
ArbGame *
arb_window_get_game (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->game;
}

/**
 * arb_window_get_board:
 * @self: a window
 *
 * Returns: (transfer none): the board (an ArbBoard).
 */
GtkWidget *
arb_window_get_board (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->board);
}

/**
 * arb_window_get_history_view:
 * @self: a window
 *
 * Returns: (transfer none): the history panel.
 */
ArbHistoryView *
arb_window_get_history_view (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->history_view;
}

/**
 * arb_window_get_file:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the file the game was opened from
 *   or saved to, where Save writes.
 */
GFile *
arb_window_get_file (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->file;
}

/**
 * arb_window_get_modified:
 * @self: a window
 *
 * Returns: whether the game changed since it was opened or saved.
 */
gboolean
arb_window_get_modified (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), FALSE);
  return self->modified;
}

/**
 * arb_window_get_replaying:
 * @self: a window
 *
 * Returns: whether the game is being replayed.
 */
gboolean
arb_window_get_replaying (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), FALSE);
  return self->replaying;
}

/**
 * arb_window_set_replaying:
 * @self: a window
 * @replaying: %TRUE to step through the game, one move every
 *   replay-interval seconds, from the start when it is at its end
 *
 * The history.replay action.
 */
void
arb_window_set_replaying (ArbWindow *self,
                          gboolean   replaying)
{
  g_return_if_fail (ARB_IS_WINDOW (self));

  replaying = replaying && self->game != NULL && arb_game_get_n_plies (self->game) > 0;
  if (self->replaying == replaying)
    return;

  self->replaying = replaying;
  g_clear_handle_id (&self->replay_source, g_source_remove);
  if (replaying)
    {
      double interval = 1.0;

      if (self->settings != NULL)
        interval = g_settings_get_double (self->settings, "replay-interval");
      /* The schema allows 0.2 to 5 seconds; a hand-edited key is clamped. */
      interval = CLAMP (interval, 0.2, 5.0);

      if (arb_game_get_ply (self->game) >= arb_game_get_n_plies (self->game))
        _arb_window_show_ply (self, 0);
      self->replay_source = g_timeout_add ((guint) (interval * 1000), on_replay_tick, self);
      g_source_set_name_by_id (self->replay_source, "[arbiter] replay");
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAYING]);
}

/**
 * arb_window_get_status:
 * @self: a window
 *
 * Returns: (transfer none): the status: whose turn it is, or how the game
 *   ended (under the title, or in the message bar in a narrow window).
 */
const char *
arb_window_get_status (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->status;
}

/**
 * arb_window_get_announcement:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): how the game ended, as the bar
 * under the board says it, or
 *   %NULL while the game goes on.
 */
const char *
arb_window_get_announcement (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);

  return arb_message_bar_get_ending (self->message_bar);
}

/**
 * arb_window_get_last_message:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the message the bar under the board
 *   shows (a refusal, an offer, a confirmation), %NULL when it shows none.
 */
const char *
arb_window_get_last_message (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return arb_message_bar_get_message (self->message_bar);
}

/**
 * arb_window_get_message_bar:
 * @self: a window
 *
 * Returns: (transfer none): the bar under the board that shows messages
 *   (arb-message-bar.h).
 */
GtkWidget *
arb_window_get_message_bar (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->message_bar);
}

/**
 * arb_window_get_dialog:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the dialog the window opened last
 *   (a question, an error, the game chooser), while it is open.
 */
GtkWindow *
arb_window_get_dialog (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->dialog;
}

/**
 * arb_window_get_shortcuts_window:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the keyboard shortcuts window, or
 * %NULL until win.show-help-overlay first shows it.
 */
GtkWindow *
arb_window_get_shortcuts_window (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->shortcuts;
}
