/* arb-pgn-quick.c — a reader that only checks: the table's quick check
 * plays a game's main line, and the game object takes over where it declines
 *
 * The game object keeps a history for front ends: a record per move, the
 * move's notation written back, the outcome of every position, signals.
 * A reader that wants only each game's verdict (`replay -q` over a
 * database) lets the game's ArbQuickCheck play the moves instead, keeping
 * each move's text. When the check declines — a move it does not read,
 * or is not sure of, a position where the game may end by itself — the
 * moves it played are played again on the game object, which then reads
 * the rest of the game as it always does: every error and every warning
 * of a game is the game object's, word for word, whichever way it was
 * checked.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-pgn-reader-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* Starts the table's quick check on a game whose movetext begins, when
 * the table has one, the game object could play every move, and the
 * check takes the position. */
void
_arb_pgn_quick_begin (GameReader *gr)
{
  ArbPgnReader *self = gr->reader;
  ArbGame *game = gr->pgn->game;
  const ArbRules *rules = arb_game_get_rules (game);
  const ArbQuickCheck *quick = rules->quick_check;

  /* A game without resignations has results of its own (apply_result()),
   * and one numbered by pairs plays move numbers: the game object's. */
  if (quick == NULL || gr->pgn->error != NULL || arb_game_is_over (game)
      || rules->no_resignation || rules->file_moves_by_pairs)
    return;

  if (self->quick_state_size < quick->size)
    {
      g_free (self->quick_state);
      self->quick_state = g_malloc (quick->size);
      self->quick_state_size = quick->size;
    }
  if (!quick->start (self->quick_state, arb_game_get_state (game)))
    return;

  self->n_quick_moves = 0;
  self->quick_text_len = 0;
  gr->quick = quick;
  gr->quick_plies = 0;
}

/* Plays @text by the quick check; FALSE when it declines (nothing played). */
gboolean
_arb_pgn_quick_play (GameReader *gr,
                     const char *text,
                     gsize       len,
                     guint       line,
                     guint       column)
{
  ArbPgnReader *self = gr->reader;

  /* The game object's limit, which it words. */
  if (gr->quick_plies >= ARB_GAME_MAX_PLIES || !gr->quick->play (self->quick_state, text, len))
    return FALSE;

  /* Kept with a NUL after it, as the game object reads a move; the room
   * is kept from game to game (a move is at most ARB_PGN_TOKEN_MAX bytes,
   * a game at most ARB_GAME_MAX_PLIES moves). */
  if (self->n_quick_moves == self->quick_moves_room)
    {
      self->quick_moves_room = MAX (256, 2 * self->quick_moves_room);
      self->quick_moves = g_renew (QuickMove, self->quick_moves, self->quick_moves_room);
    }
  if (self->quick_text_len + len + 1 > self->quick_text_room)
    {
      self->quick_text_room = MAX (2 * self->quick_text_room, self->quick_text_len + len + 4096);
      self->quick_text = g_realloc (self->quick_text, self->quick_text_room);
    }
  self->quick_moves[self->n_quick_moves++] = (QuickMove) { self->quick_text_len, len, line,
                                                           column };
  memcpy (self->quick_text + self->quick_text_len, text, len);
  self->quick_text[self->quick_text_len + len] = '\0';
  self->quick_text_len += len + 1;
  gr->clock_ply = ++gr->quick_plies;
  return TRUE;
}

/* The quick check has declined: the game object plays the moves it
 * played, and the rest of the game. */
void
_arb_pgn_quick_give_up (GameReader *gr)
{
  ArbPgnReader *self = gr->reader;

  gr->quick = NULL;
  for (guint i = 0; i < self->n_quick_moves && gr->pgn->error == NULL; i++)
    {
      const QuickMove *move = &self->quick_moves[i];

      _arb_pgn_play_text (gr, self->quick_text + move->offset, move->len, move->line,
                          move->column);
    }
}

/* The end of a game the quick check played to its end: the file's result
 * against the moves', as apply_result() does it on the game object, when
 * the check knows the final position. Returns FALSE when the game object
 * must decide (it has played the game by then). */
gboolean
_arb_pgn_quick_finish (GameReader *gr)
{
  ArbOutcome outcome;
  ArbResult result;
  const char *text;
  guint line, column;
  gboolean has_result;

  if (!gr->quick->finish (gr->reader->quick_state, &outcome))
    {
      _arb_pgn_quick_give_up (gr);
      return FALSE;
    }

  has_result = _arb_pgn_file_result (gr, &result, &text, &line, &column);
  /* A draw claimed, or by a flag fall against a side that cannot win, is
   * worked out on the final position: the game object's. */
  if (has_result && outcome.result == ARB_RESULT_NONE && result == ARB_RESULT_DRAW
      && (gr->result_claimed || _arb_pgn_says_flag_fell (gr)))
    {
      _arb_pgn_quick_give_up (gr);
      return FALSE;
    }

  _arb_pgn_warn_result_disagrees (gr);
  /* A game still going on is resigned or drawn by agreement, which a game
   * with resignations always takes: nothing to say. */
  if (has_result && outcome.result != ARB_RESULT_NONE && result != outcome.result)
    _arb_pgn_game_warning (gr, line, column, _("result %s contradicts the moves (%s)"),
                           text, arb_result_to_string (outcome.result));
  return TRUE;
}
