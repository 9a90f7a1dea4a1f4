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
 * with every cell a legal move starts from, and said in the message bar.
 * New Game's suggested moves (Congkak §11, for every game) are the search
 * at the game's suggest_level (a quick one that sees the opponent's reply;
 * Congkak's greedy level 1), marked without a word on the turns of the sides chosen,
 * whenever a person is to move (the board of pits marks its own). */

#include "arb-window-private.h"

#include <glib/gi18n.h>

#include "arb-new-game.h"
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
  gboolean  quiet;     /* a suggested move: marked, not said */
  ArbSide   side;      /* a draw offer: the computer's side, who answers */
  ArbSearchCache *cache; /* the computer's move: the window's cache, lent */
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
  g_clear_pointer (&request->cache, arb_search_cache_free);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SearchRequest, search_request_free)

/* The search of @request has ended (played, stale or cancelled): the
 * cache it was lent goes back to its window, when the window is still
 * there and has not made another one meanwhile. */
static void
search_request_return_cache (SearchRequest *request)
{
  g_autoptr (ArbWindow) self = g_weak_ref_get (&request->window);

  if (self != NULL && self->search_cache == NULL)
    self->search_cache = g_steal_pointer (&request->cache);
}

/* The limits of a search of the game's current position at @level: the
 * game's earlier positions go with it, so that the strongest level knows
 * a repetition (arb_search_run_async() copies them, and the caller frees
 * them with search_limits_clear() once the search is started). */
static void
search_limits_init (ArbWindow       *self,
                    guint            level,
                    ArbSearchLimits *limits)
{
  *limits = (ArbSearchLimits) { .level = level };
  limits->history = arb_search_game_history (self->game, &limits->n_history);
}

static void
search_limits_clear (ArbSearchLimits *limits)
{
  g_clear_pointer ((guint64 **) &limits->history, g_free);
}

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
  /* A game as long as a game can be takes no more moves (ARB_GAME_MAX_PLIES):
   * the person is told when they try one. */
  if (arb_game_get_ply (self->game) >= ARB_GAME_MAX_PLIES)
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

/* Says what the computer is doing, until withdraw_busy(), after what the
 * bar says already: a new game's announcement ("Coin flip: Bob moves
 * first.") must not go the moment the computer starts on its first move,
 * nor the moment it has made it. */
static void
show_busy (ArbWindow  *self,
           const char *text)
{
  const char *said = arb_window_get_last_message (self);
  char *busy;

  if (said != NULL && *said != '\0' && g_strcmp0 (said, self->busy_message) != 0)
    {
      g_free (self->busy_said);
      self->busy_said = g_strdup (said);
    }
  busy = self->busy_said != NULL ? g_strconcat (self->busy_said, " ", text, NULL)
                                 : g_strdup (text);
  g_free (self->busy_message);
  self->busy_message = busy;
  _arb_window_show_message (self, self->busy_message);
}

/* What the computer was doing is over: it goes. Returns (transfer full)
 * what the bar said before it, when the bar still shows it, for the
 * caller to say again once the computer's move is made (a coin toss's
 * announcement stays readable after a quick first move); NULL else. */
static char *
withdraw_busy (ArbWindow *self)
{
  g_autofree char *said = g_steal_pointer (&self->busy_said);
  gboolean shown;

  if (self->busy_message == NULL)
    return NULL;
  shown = self->message_bar != NULL
          && g_strcmp0 (arb_window_get_last_message (self), self->busy_message) == 0;
  if (self->message_bar != NULL)
    arb_message_bar_withdraw (self->message_bar, self->busy_message);
  g_clear_pointer (&self->busy_message, g_free);
  return shown ? g_steal_pointer (&said) : NULL;
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
  g_autofree char *said = NULL;

  clear_hops (self);
  said = withdraw_busy (self);
  self->thinking = FALSE;
  if (!arb_game_play_move (self->game, move, &error))
    /* The engine only plays the moves the game generated. */
    g_warning ("The computer's move was refused: %s", error->message);
  /* After the move, which clears the bar of what was said before it. */
  if (said != NULL && !arb_game_is_over (self->game))
    _arb_window_show_message (self, said);
  /* The person's move set later moves aside: its answer does not hide
   * the button that brings them back. */
  if (self->set_aside_note && arb_game_has_kept_branch (self->game))
    _arb_window_show_set_aside (self);
  self->set_aside_note = FALSE;
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

/* Whether the computer, to move, claims what the rules let it claim
 * rather than play on: a claim that wins for it (Congkak's end with more
 * seeds), or a draw when its search says playing on is worth no more than
 * a draw to it (@value, for the side to move), as it answers a draw offer.
 * So that a repetition between it and anyone ends. */
static gboolean
claims_instead (ArbWindow *self,
                int        value)
{
  g_autoptr (ArbGame) copy = NULL;
  int winner;

  if (arb_game_get_claimable_draws (self->game) == ARB_DRAW_CLAIM_NONE)
    return FALSE;
  copy = arb_game_copy (self->game);
  if (!arb_game_claim_draw (copy, NULL))
    return FALSE;
  winner = arb_result_winner (arb_game_get_result (copy));
  if (winner >= 0)
    return winner == (int) arb_game_get_turn (self->game);
  return value <= 0;
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

  search_request_return_cache (request);
  if (!arb_search_run_finish (result, &search, &error))
    return;     /* cancelled, or the game ended: nothing to play */
  self = search_request_window (request);
  if (self == NULL)
    return;
  self->thinking = FALSE;
  g_clear_object (&self->search_cancellable);

  if (claims_instead (self, search.value))
    {
      clear_hops (self);
      g_free (withdraw_busy (self));
      if (!_arb_window_claim (self, &error))
        g_warning ("The computer's claim was refused: %s", error->message);
      _arb_window_computer_update (self);
      return;
    }

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

/* The search's time: the level's own, unless the computer's clock leaves
 * it less (0: the level's). */
static guint
clock_budget (ArbWindow *self,
              guint      level)
{
  guint budget = _arb_window_clock_budget_ms (self);
  const ArbLevel *own = arb_search_get_level (arb_game_get_rules (self->game), level);

  if (budget == 0 || (own != NULL && own->movetime_ms != 0 && own->movetime_ms <= budget))
    return 0;
  return budget;
}

static gboolean
on_start_search (gpointer data)
{
  ArbWindow *self = data;
  ArbSearchLimits limits;
  SearchRequest *request;
  ArbSide side;

  self->search_source = 0;
  if (!computer_to_move (self) || self->thinking)
    return G_SOURCE_REMOVE;

  side = arb_game_get_turn (self->game);
  search_limits_init (self, self->computer[side], &limits);
  limits.movetime_ms = clock_budget (self, limits.level);
  /* The cache is lent to this search alone: one cancelled by undo may
   * still run in its thread when the next starts, which then makes its
   * own. */
  request = search_request_new (self);
  request->cache = self->search_cache != NULL ? g_steal_pointer (&self->search_cache)
                                              : arb_search_cache_new ();
  limits.cache = request->cache;
  self->search_cancellable = g_cancellable_new ();
  self->thinking = TRUE;
  _arb_window_actions_update (self);   /* no hint while it thinks */
  arb_search_run_async (arb_game_get_rules (self->game), arb_game_get_state (self->game),
                        &limits, self->search_cancellable, on_search_done, request);
  search_limits_clear (&limits);
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
      movable |= ARB_CELL_BIT (moves->moves[i].cells[0]);
  arb_board_set_hint (self->board, &search.move, movable);

  if (request->quiet)
    return;
  rules = arb_game_get_rules (self->game);
  rules->move_to_text (arb_game_get_state (self->game), &search.move, text);
  /* Translators: the computer's suggestion, in the game's notation: "Hint: Nf3" */
  message = g_strdup_printf (_("Hint: %s"), text);
  g_clear_pointer (&self->busy_message, g_free);
  g_clear_pointer (&self->busy_said, g_free);
  _arb_window_show_message (self, message);
}

/* Notes the position a search is asked about. */
static void
mark_searched_position (ArbWindow *self)
{
  self->searched_game = self->game;
  self->searched_ply = arb_game_get_ply (self->game);
  self->searched_records = arb_game_get_n_all_records (self->game);
}

/* The window shows the position the last search was asked about. */
static gboolean
shows_searched_position (ArbWindow *self)
{
  return self->searched_game == self->game
         && self->searched_ply == arb_game_get_ply (self->game)
         && self->searched_records == arb_game_get_n_all_records (self->game);
}

/* New Game's suggested moves (the `suggest` key) are for the side to move,
 * a person, on the board of squares or points: the board of pits marks its
 * own (arb-window-pits.c). */
static gboolean
suggestion_wanted (ArbWindow *self)
{
  guint sides = arb_new_game_suggest_from_settings (self->settings);
  ArbSide turn;

  if (sides == 0 || self->game == NULL || arb_game_is_over (self->game)
      || _arb_window_is_browsing (self) || self->replaying
      || _arb_window_get_shown_board (self) != GTK_WIDGET (self->board))
    return FALSE;
  turn = arb_game_get_turn (self->game);
  return self->computer[turn] == 0
         && (sides & (turn == ARB_SIDE_FIRST ? ARB_NEW_GAME_SUGGEST_FIRST
                                             : ARB_NEW_GAME_SUGGEST_SECOND)) != 0;
}

/* A search for the side to move at @level (0: the game's default), its
 * move marked on the board; said in the message bar unless @quiet. */
static void
start_hint (ArbWindow *self,
            guint      level,
            gboolean   quiet)
{
  ArbSearchLimits limits;
  SearchRequest *request;

  search_limits_init (self, level, &limits);
  cancel_and_clear (&self->hint_cancellable);
  arb_board_set_hint (self->board, NULL, 0);
  self->hint_cancellable = g_cancellable_new ();
  mark_searched_position (self);
  request = search_request_new (self);
  request->quiet = quiet;
  arb_search_run_async (arb_game_get_rules (self->game), arb_game_get_state (self->game),
                        &limits, self->hint_cancellable, on_hint_done, request);
  search_limits_clear (&limits);
  if (!quiet)
    show_busy (self, _("Looking for a good move…"));
}

/* The computer's answer to a draw offer: it accepts when its search says
 * the position is worth no more than a draw to it (the value, for the side
 * to move, turned to the computer's side), and declines otherwise. */
static void
on_draw_decided (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  g_autoptr (SearchRequest) request = data;
  g_autoptr (ArbWindow) self = NULL;
  g_autoptr (GError) error = NULL;
  ArbSearchResult search;
  int value;

  if (!arb_search_run_finish (result, &search, &error))
    return;
  self = search_request_window (request);
  if (self == NULL)
    return;
  g_clear_object (&self->draw_cancellable);
  g_free (withdraw_busy (self));
  value = arb_game_get_turn (self->game) == request->side ? search.value : -search.value;
  if (value > 0)
    {
      _arb_window_show_message (self, _("The computer declines the draw"));
      return;
    }
  _arb_window_show_message (self, _("The computer accepts the draw"));
  _arb_window_agree_draw (self);
}

/* ------------------------------------------------------- internal API */

/* Reads the players New Game chose (@dialog, an ArbNewGameDialog) and has
 * the next game the window takes use them. */
void
_arb_window_players_chosen (ArbWindow *self,
                            GtkWidget *dialog)
{
  ArbNewGameDialog *new_game = ARB_NEW_GAME_DIALOG (dialog);

  self->pending_players[0] = arb_new_game_dialog_get_player (new_game, ARB_SIDE_FIRST);
  self->pending_players[1] = arb_new_game_dialog_get_player (new_game, ARB_SIDE_SECOND);
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
  cancel_and_clear (&self->draw_cancellable);
  if (self->board != NULL)
    {
      clear_hops (self);
      arb_board_set_hint (self->board, NULL, 0);
    }
  g_free (withdraw_busy (self));
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
  if (self->draw_cancellable != NULL
      && (self->draw_game != self->game || self->draw_ply != arb_game_get_ply (self->game)
          || self->draw_records != arb_game_get_n_all_records (self->game)))
    {
      /* The offer was for another position. */
      cancel_and_clear (&self->draw_cancellable);
      g_free (withdraw_busy (self));
    }
  if (self->thinking || self->hint_cancellable != NULL || self->search_source != 0)
    {
      /* A search asked about this very position goes on. */
      if (!shows_searched_position (self))
        _arb_window_computer_stop (self);
    }
  else if (!(suggestion_wanted (self) && shows_searched_position (self)))
    arb_board_set_hint (self->board, NULL, 0);

  /* The board takes moves on a person's turn only: browsing too, a
   * position where the computer is to move is not the person's to play. */
  arb_board_set_interactive (self->board, arb_game_is_over (self->game)
                                          || self->computer[arb_game_get_turn (self->game)] == 0);
  arb_pits_board_set_interactive (self->pits_board,
                                  arb_game_is_over (self->game)
                                  || self->computer[arb_game_get_turn (self->game)] == 0);
  if (computer && !self->thinking && self->search_source == 0)
    {
      mark_searched_position (self);
      self->search_source = g_idle_add (on_start_search, self);
      g_source_set_name_by_id (self->search_source, "[arbiter] computer's turn");
    }
  else if (!computer && self->hint_cancellable == NULL && suggestion_wanted (self)
           && !arb_board_get_hint (self->board, NULL, NULL))
    /* The game's suggestion level (Congkak §11: the first). */
    start_hint (self, MAX (arb_game_get_rules (self->game)->suggest_level, 1), TRUE);
}

/* A person plays one side and the computer the other. */
static gboolean
against_computer (ArbWindow *self)
{
  return (self->computer[ARB_SIDE_FIRST] > 0) != (self->computer[ARB_SIDE_SECOND] > 0);
}

/* @game stands at the start of a person's turn: a person is to move and
 * the last move, if any, was the other side's (Congkak: a turn can be
 * several moves of the same side). */
static gboolean
at_person_turn (ArbWindow *self,
                ArbGame   *game)
{
  ArbSide turn = arb_game_get_turn (game);

  if (self->computer[turn] > 0)
    return FALSE;
  for (guint i = arb_game_get_n_records (game); i-- > 0;)
    {
      const ArbRecord *record = arb_game_get_record (game, i);

      if (record->type == ARB_RECORD_MOVE)
        return record->side != turn;
    }
  return TRUE;
}

/* How many undos (@back) or redos take the game to the start of the
 * person's previous or next turn: tried on a copy. Back, 0 when there is
 * none (the computer moved first: undo stops after its first move); forward,
 * at most to the end of the history, where the computer moves. */
static guint
turn_steps (ArbWindow *self,
            gboolean   back)
{
  g_autoptr (ArbGame) copy = arb_game_copy (self->game);
  guint n = 0;

  while (back ? arb_game_undo (copy) : arb_game_redo (copy))
    {
      n++;
      if (at_person_turn (self, copy))
        return n;
    }
  return back ? 0 : n;
}

/* Whether game.undo can take anything back: against the computer, only
 * to the start of one of the person's turns. */
gboolean
_arb_window_computer_can_undo (ArbWindow *self)
{
  if (!arb_game_can_undo (self->game))
    return FALSE;
  return !against_computer (self) || turn_steps (self, TRUE) > 0;
}

/* Undo. Against the computer it takes back whole turns, to the start of
 * the person's last turn: while it thinks, the person's move; after its
 * move, its move and the person's. It never stops on the computer's turn.
 * Otherwise one move (computer against computer, the computer then moves
 * again). */
void
_arb_window_computer_undo (ArbWindow *self)
{
  guint n = against_computer (self) ? turn_steps (self, TRUE) : 1;

  _arb_window_computer_stop (self);
  for (guint i = 0; i < n; i++)
    arb_game_undo (self->game);
  _arb_window_clock_take_back (self);
}

/* Redo, the other way: against the computer the person's turn and the
 * computer's answer, to the start of the person's next turn (or the end
 * of the history, where the computer moves if it is its turn). */
void
_arb_window_computer_redo (ArbWindow *self)
{
  guint n = against_computer (self) ? turn_steps (self, FALSE) : 1;

  _arb_window_computer_stop (self);
  for (guint i = 0; i < n; i++)
    arb_game_redo (self->game);
  _arb_window_clock_take_back (self);
}

/* The sides people play, as bits: 1 << side. */
guint
_arb_window_person_sides (ArbWindow *self)
{
  return (self->computer[ARB_SIDE_FIRST] == 0 ? 1u << ARB_SIDE_FIRST : 0)
         | (self->computer[ARB_SIDE_SECOND] == 0 ? 1u << ARB_SIDE_SECOND : 0);
}

/* A person offers the computer (@side) a draw: its search at its level
 * decides, in a worker thread; the message bar says it thinks about it,
 * then its answer. */
void
_arb_window_computer_offer_draw (ArbWindow *self,
                                 ArbSide    side)
{
  ArbSearchLimits limits;
  SearchRequest *request;
  g_autofree char *text = NULL;

  search_limits_init (self, self->computer[side], &limits);
  cancel_and_clear (&self->draw_cancellable);
  self->draw_cancellable = g_cancellable_new ();
  request = search_request_new (self);
  request->side = side;
  self->draw_game = self->game;
  self->draw_ply = request->ply;
  self->draw_records = request->n_records;
  arb_search_run_async (arb_game_get_rules (self->game), arb_game_get_state (self->game),
                        &limits, self->draw_cancellable, on_draw_decided, request);
  search_limits_clear (&limits);
  /* Translators: the computer plays this side, "Black", and weighs a draw offer */
  text = g_strdup_printf (_("%s considers the draw offer…"), arb_status_side_name (self->game, side));
  show_busy (self, text);
}

/* game.hint: the default level's move for the side to move. */
void
_arb_window_hint (ArbWindow *self)
{
  if (self->game == NULL || arb_game_is_over (self->game) || self->thinking)
    return;
  start_hint (self, 0, FALSE);
}

/* A side the computer plays is named after it in the game's player tag
 * ("Arbiter (level 4)", in English: arb_new_game_computer_name()), so
 * that a saved game says who played, unless the game names a player
 * there already (a file's "Ada" stays). */
static void
name_computer_sides (ArbWindow *self)
{
  const ArbRules *rules;

  if (self->game == NULL)
    return;
  rules = arb_game_get_rules (self->game);
  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    {
      const char *tag = arb_rules_player_tag (rules, side);
      const char *name = arb_game_get_tag (self->game, tag);
      g_autofree char *computer = NULL;

      if (self->computer[side] == 0)
        continue;
      if (name != NULL && *name != '\0' && g_strcmp0 (name, "?") != 0
          && g_strcmp0 (name, arb_rules_player_name (rules, side)) != 0
          && arb_new_game_computer_level (name) == 0)
        continue;
      computer = arb_new_game_computer_name (self->computer[side]);
      if (g_strcmp0 (name, computer) != 0)
        arb_game_set_tag (self->game, tag, computer);
    }
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
  name_computer_sides (self);
  _arb_window_computer_stop (self);
  _arb_window_computer_update (self);
  if (self->game != NULL)
    {
      _arb_window_actions_update (self);
      _arb_window_update_orientation (self);
    }
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
