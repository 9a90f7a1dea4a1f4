/* arb-window-computer.c — the computer player and the hint, in the window
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Each side is a person or the computer at one of the game's levels
 * (self->computer[side], 0 for a person; New Game chooses). The engine's
 * search (src/engine/arb-search.c) runs in a GTask worker thread, so the
 * window never waits for it:
 *
 * - After every change of the game the window calls
 *   _arb_window_computer_update(): when it is the computer's turn at the
 *   end of the history (not while browsing or replaying), the board stops
 *   taking moves and a search starts from an idle callback — an idle,
 *   because an undo of two moves passes through the computer's turn and
 *   must not start a search there.
 * - The search carries the position it was asked about (ply and the size
 *   of the history); anything that changes the game cancels it, and an
 *   answer for another position is dropped. Undo, New Game, Open, Paste,
 *   browsing and closing the window all go through a change of the game
 *   or _arb_window_computer_stop().
 * - A multi-jump is shown hop by hop before it is played
 *   (arb_board_show_hops()), a short pause each, so that the player sees
 *   where the piece went.
 *
 * The hint is the same search at the game's default level for the side to
 * move; its move is marked on the board (arb_board_set_hint()) together
 * with every cell a legal move starts from, and said in the message bar. */

#include "arb-window-private.h"

#include <glib/gi18n.h>

#include "arb-search.h"
#include "arb-status.h"

/* The pause before each hop of a multi-jump, and before it is played. */
#define HOP_PAUSE_MS 350

/* ------------------------------------------------------------ structs */

/* What a search was asked: the window (weak, it may close first) and the
 * position, to drop an answer that comes too late. */
typedef struct
{
  GWeakRef  window;
  ArbGame  *game;
  guint     ply;
  guint     n_records;
} SearchRequest;

/* ------------------------------------------------------------ statics */

static SearchRequest *
search_request_new (ArbWindow *self)
{
  SearchRequest *request = g_new0 (SearchRequest, 1);

  g_weak_ref_init (&request->window, self);
  request->game = g_object_ref (self->game);
  request->ply = arb_game_get_ply (self->game);
  request->n_records = arb_game_get_n_all_records (self->game);
  return request;
}

static void
search_request_free (SearchRequest *request)
{
  g_weak_ref_clear (&request->window);
  g_object_unref (request->game);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SearchRequest, search_request_free)

/* The window of @request, when it is still there and still shows the
 * position the search was asked about. */
static ArbWindow *
search_request_window (SearchRequest *request)
{
  ArbWindow *self = g_weak_ref_get (&request->window);

  if (self == NULL)
    return NULL;
  if (self->game != request->game || arb_game_get_ply (self->game) != request->ply
      || arb_game_get_n_all_records (self->game) != request->n_records)
    {
      g_object_unref (self);
      return NULL;
    }
  return self;
}

/* The computer is to move in the position shown, and may move there. */
static gboolean
computer_to_move (ArbWindow *self)
{
  if (self->game == NULL || arb_game_is_over (self->game)
      || _arb_window_is_browsing (self) || self->replaying)
    return FALSE;
  return self->computer[arb_game_get_turn (self->game)] > 0;
}

static void
cancel_and_clear (GCancellable **cancellable)
{
  if (*cancellable != NULL)
    g_cancellable_cancel (*cancellable);
  g_clear_object (cancellable);
}

/* Says what the computer is doing, until withdraw_busy(). */
static void
show_busy (ArbWindow  *self,
           const char *text)
{
  g_free (self->busy_message);
  self->busy_message = g_strdup (text);
  _arb_window_show_message (self, text);
}

static void
withdraw_busy (ArbWindow *self)
{
  if (self->busy_message == NULL)
    return;
  if (self->message_bar != NULL)
    arb_message_bar_withdraw (self->message_bar, self->busy_message);
  g_clear_pointer (&self->busy_message, g_free);
}

static void
clear_hops (ArbWindow *self)
{
  g_clear_handle_id (&self->hop_source, g_source_remove);
  g_clear_pointer (&self->hop_move, arb_move_free);
  self->hop_shown = 0;
  arb_board_show_hops (self->board, NULL);
}

/* Plays the computer's move, said as the player's would be. */
static void
play_computer_move (ArbWindow     *self,
                    const ArbMove *move)
{
  g_autoptr (GError) error = NULL;

  clear_hops (self);
  withdraw_busy (self);
  self->thinking = FALSE;
  if (!arb_game_play_move (self->game, move, &error))
    /* The engine only plays the moves the game generated. */
    g_warning ("The computer's move was refused: %s", error->message);
  _arb_window_computer_update (self);
}

/* One more hop of the computer's multi-jump on the board; the move itself
 * after the last one. */
static gboolean
on_hop_tick (gpointer data)
{
  ArbWindow *self = data;
  ArbMove prefix;

  if (self->hop_shown + 1 >= self->hop_move->n_cells)
    {
      g_autoptr (ArbMove) move = g_steal_pointer (&self->hop_move);

      self->hop_source = 0;
      play_computer_move (self, move);
      return G_SOURCE_REMOVE;
    }

  self->hop_shown++;
  prefix = *self->hop_move;
  prefix.n_cells = self->hop_shown + 1;
  arb_board_show_hops (self->board, &prefix);
  return G_SOURCE_CONTINUE;
}

static void
on_search_done (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr (SearchRequest) request = data;
  g_autoptr (ArbWindow) self = NULL;
  g_autoptr (GError) error = NULL;
  ArbSearchResult search;

  if (!arb_search_run_finish (result, &search, &error))
    return;     /* cancelled, or the game ended: nothing to play */
  self = search_request_window (request);
  if (self == NULL)
    return;
  self->thinking = FALSE;
  g_clear_object (&self->search_cancellable);

  /* A multi-jump (three cells or more, a capture of each hop) goes hop by
   * hop; any other move at once. */
  if (search.move.n_cells > 2 && arb_game_get_rules (self->game)->board.kind != ARB_BOARD_PITS)
    {
      self->thinking = TRUE;  /* still the computer's turn */
      self->hop_move = arb_move_copy (&search.move);
      self->hop_shown = 0;
      self->hop_source = g_timeout_add (HOP_PAUSE_MS, on_hop_tick, self);
      g_source_set_name_by_id (self->hop_source, "[arbiter] computer hops");
      return;
    }
  play_computer_move (self, &search.move);
}

static gboolean
on_start_search (gpointer data)
{
  ArbWindow *self = data;
  ArbSearchLimits limits = { 0 };
  ArbSide side;

  self->search_source = 0;
  if (!computer_to_move (self) || self->thinking)
    return G_SOURCE_REMOVE;

  side = arb_game_get_turn (self->game);
  limits.level = self->computer[side];
  self->search_cancellable = g_cancellable_new ();
  self->thinking = TRUE;
  _arb_window_actions_update (self);   /* no hint while it thinks */
  arb_search_run_async (arb_game_get_rules (self->game), arb_game_get_state (self->game),
                        &limits, self->search_cancellable, on_search_done,
                        search_request_new (self));
  {
    g_autofree char *text =
      /* Translators: the computer plays this side, "Black" */
      g_strdup_printf (_("%s is thinking…"), arb_status_side_name (self->game, side));

    show_busy (self, text);
  }
  return G_SOURCE_REMOVE;
}

static void
on_hint_done (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  g_autoptr (SearchRequest) request = data;
  g_autoptr (ArbWindow) self = NULL;
  g_autoptr (GError) error = NULL;
  ArbSearchResult search;
  g_autofree ArbMoveList *moves = g_new (ArbMoveList, 1);
  guint64 movable = 0;
  char text[ARB_MOVE_TEXT_MAX];
  g_autofree char *message = NULL;
  const ArbRules *rules;

  if (!arb_search_run_finish (result, &search, &error))
    return;
  self = search_request_window (request);
  if (self == NULL)
    return;
  g_clear_object (&self->hint_cancellable);

  /* Every cell a legal move starts from (checkers §11a: the movable
   * pieces), and the hint's path. */
  arb_game_generate_moves (self->game, moves);
  for (guint i = 0; i < moves->n_moves; i++)
    if (moves->moves[i].n_cells > 0 && moves->moves[i].cells[0] < 64)
      movable |= ARB_SQUARE_BIT (moves->moves[i].cells[0]);
  arb_board_set_hint (self->board, &search.move, movable);

  rules = arb_game_get_rules (self->game);
  rules->move_to_text (arb_game_get_state (self->game), &search.move, text);
  /* Translators: the computer's suggestion, in the game's notation: "Hint: Nf3" */
  message = g_strdup_printf (_("Hint: %s"), text);
  g_clear_pointer (&self->busy_message, g_free);
  _arb_window_show_message (self, message);
}

/* The name of @rules' level @level in the New Game dialog. */
static char *
level_label (const ArbRules *rules,
             guint           level)
{
  const ArbLevel *data = arb_search_get_level (rules, level);

  if (data != NULL && data->name != NULL)
    /* Translators: who plays a side: the computer, at a level named by the
     * game, "Computer: Beginner" */
    return g_strdup_printf (_("Computer: %s"), _(data->name));
  /* Translators: who plays a side: the computer at a numbered level */
  return g_strdup_printf (_("Computer: Level %u"), level);
}

static GtkWidget *
player_row (const ArbRules *rules,
            ArbSide         side,
            guint           chosen)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  GtkWidget *row = adw_combo_row_new ();
  guint n_levels = arb_search_n_levels (rules);

  /* Translators: who plays a side: a person at this screen */
  gtk_string_list_append (list, _("Person"));
  for (guint level = 1; level <= n_levels; level++)
    {
      g_autofree char *label = level_label (rules, level);

      gtk_string_list_append (list, label);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), arb_rules_player_name (rules, side));
  /* The rows are named for the game offered first, but they are the sides
   * of whichever game is chosen: the first to move and the other (in
   * checkers Black moves first). */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               side == ARB_SIDE_FIRST ? _("Moves first") : _("Moves second"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), MIN (chosen, n_levels));
  g_object_unref (list);
  return row;
}

/* ------------------------------------------------------- internal API */

/* The New Game dialog's extra child: who plays each side, a person or the
 * computer at one of the levels of @rules (the game offered first; another
 * game's levels are read as the same numbers, clamped to its own). */
GtkWidget *
_arb_window_players_new (ArbWindow      *self,
                         const ArbRules *rules)
{
  GtkWidget *list = gtk_list_box_new ();
  guint chosen[2] = { self->computer[0], self->computer[1] };

  if (self->settings != NULL)
    {
      chosen[0] = g_settings_get_uint (self->settings, "first-player");
      chosen[1] = g_settings_get_uint (self->settings, "second-player");
    }
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    {
      GtkWidget *row = player_row (rules, side, chosen[side]);

      gtk_widget_set_name (row, side == ARB_SIDE_FIRST ? "first-player" : "second-player");
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  return list;
}

/* Reads the players chosen in @players (from _arb_window_players_new()),
 * remembers them, and has the next game the window takes use them. */
void
_arb_window_players_chosen (ArbWindow *self,
                            GtkWidget *players)
{
  guint chosen[2] = { 0, 0 };
  guint i = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (players); row != NULL && i < 2;
       row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_COMBO_ROW (row))
      chosen[i++] = adw_combo_row_get_selected (ADW_COMBO_ROW (row));

  if (self->settings != NULL)
    {
      g_settings_set_uint (self->settings, "first-player", chosen[0]);
      g_settings_set_uint (self->settings, "second-player", chosen[1]);
    }
  self->pending_players[0] = chosen[0];
  self->pending_players[1] = chosen[1];
  self->players_pending = TRUE;
}

/* A new game on screen: New Game's players take it. */
void
_arb_window_computer_game_set (ArbWindow *self)
{
  if (!self->players_pending)
    {
      /* The levels of another game: the same numbers, clamped. */
      arb_window_set_players (self, self->computer[0], self->computer[1]);
      return;
    }
  self->players_pending = FALSE;
  arb_window_set_players (self, self->pending_players[0], self->pending_players[1]);
}

/* Reads the players from the settings (the last New Game's choice), for
 * the game the window starts with. */
void
_arb_window_computer_init (ArbWindow *self)
{
  guint first = 0, second = 0;

  if (self->settings != NULL)
    {
      first = g_settings_get_uint (self->settings, "first-player");
      second = g_settings_get_uint (self->settings, "second-player");
    }
  arb_window_set_players (self, first, second);
}

/* Stops what is under way for the position shown: the computer's search
 * or its hops, and the hint's search and marks. */
void
_arb_window_computer_stop (ArbWindow *self)
{
  g_clear_handle_id (&self->search_source, g_source_remove);
  cancel_and_clear (&self->search_cancellable);
  cancel_and_clear (&self->hint_cancellable);
  if (self->board != NULL)
    {
      clear_hops (self);
      arb_board_set_hint (self->board, NULL, 0);
    }
  withdraw_busy (self);
  self->thinking = FALSE;
}

/* After every change of the game: a search that no longer fits is
 * cancelled, the computer's turn starts one, and the board takes moves
 * only from people. */
void
_arb_window_computer_update (ArbWindow *self)
{
  gboolean computer = computer_to_move (self);

  if (self->game == NULL)
    return;
  if (self->thinking || self->hint_cancellable != NULL || self->search_source != 0)
    {
      /* A search asked about this very position goes on. */
      if (!(self->searched_ply == arb_game_get_ply (self->game)
            && self->searched_records == arb_game_get_n_all_records (self->game)
            && self->searched_game == self->game))
        _arb_window_computer_stop (self);
    }
  else
    arb_board_set_hint (self->board, NULL, 0);

  arb_board_set_interactive (self->board, !computer);
  if (computer && !self->thinking && self->search_source == 0)
    {
      self->searched_game = self->game;
      self->searched_ply = arb_game_get_ply (self->game);
      self->searched_records = arb_game_get_n_all_records (self->game);
      self->search_source = g_idle_add (on_start_search, self);
      g_source_set_name_by_id (self->search_source, "[arbiter] computer's turn");
    }
}

/* Undo against the computer: a search is cancelled and the player's move
 * taken back; after the computer's move, its move and the player's, so that
 * the player is to move again. */
void
_arb_window_computer_undo (ArbWindow *self)
{
  gboolean was_thinking = self->thinking || self->search_source != 0;
  ArbSide turn;

  _arb_window_computer_stop (self);
  if (!arb_game_undo (self->game))
    return;
  turn = arb_game_get_turn (self->game);
  if (!was_thinking && self->computer[turn] > 0 && self->computer[arb_side_negate (turn)] == 0
      && arb_game_can_undo (self->game))
    arb_game_undo (self->game);
}

/* game.hint: the default level's move for the side to move. */
void
_arb_window_hint (ArbWindow *self)
{
  ArbSearchLimits limits = { 0 };

  if (self->game == NULL || arb_game_is_over (self->game) || self->thinking)
    return;
  cancel_and_clear (&self->hint_cancellable);
  arb_board_set_hint (self->board, NULL, 0);
  self->hint_cancellable = g_cancellable_new ();
  self->searched_game = self->game;
  self->searched_ply = arb_game_get_ply (self->game);
  self->searched_records = arb_game_get_n_all_records (self->game);
  arb_search_run_async (arb_game_get_rules (self->game), arb_game_get_state (self->game),
                        &limits, self->hint_cancellable, on_hint_done,
                        search_request_new (self));
  show_busy (self, _("Looking for a good move…"));
}

/* ------------------------------------------------------- public API */

/**
 * arb_window_set_players:
 * @self: a window
 * @first: 0 when a person plays the first side; N: the computer at level N
 *   of the game (clamped to the game's levels)
 * @second: the same for the second side
 *
 * Who plays each side of the game on screen, and of the games that follow
 * until New Game chooses again. The computer moves at once when it is its
 * turn.
 */
void
arb_window_set_players (ArbWindow *self,
                        guint      first,
                        guint      second)
{
  guint n_levels;

  g_return_if_fail (ARB_IS_WINDOW (self));

  self->players_pending = FALSE;
  n_levels = self->game != NULL ? arb_search_n_levels (arb_game_get_rules (self->game)) : 0;
  self->computer[ARB_SIDE_FIRST] = MIN (first, n_levels);
  self->computer[ARB_SIDE_SECOND] = MIN (second, n_levels);
  _arb_window_computer_stop (self);
  _arb_window_computer_update (self);
  if (self->game != NULL)
    _arb_window_actions_update (self);
}

/**
 * arb_window_get_player:
 * @self: a window
 * @side: a side
 *
 * Returns: 0 when a person plays @side, otherwise the computer's level.
 */
guint
arb_window_get_player (ArbWindow *self,
                       ArbSide    side)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), 0);
  return self->computer[side];
}

/**
 * arb_window_get_thinking:
 * @self: a window
 *
 * Returns: whether the computer is choosing (or showing) its move.
 */
gboolean
arb_window_get_thinking (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), FALSE);
  return self->thinking || self->search_source != 0;
}

/**
 * arb_window_get_hint:
 * @self: a window
 * @move: (out caller-allocates): the hint's move
 *
 * Returns: whether a hint is shown on the board.
 */
gboolean
arb_window_get_hint (ArbWindow *self,
                     ArbMove   *move)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), FALSE);
  return arb_board_get_hint (self->board, move, NULL);
}
