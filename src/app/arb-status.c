/* arb-status.c — what the app says about a game, in the user's language
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The core speaks English for logs and files (arb_record_describe(), error
 * messages); everything the window shows is written here, translatable. */

#include "arb-status.h"

#include <glib/gi18n.h>

/* ------------------------------------------------------------ statics */

/* The announcement for a WIN or DRAW record. */
static char *
describe_ending_record (const ArbRecord *record)
{
  if (record->type == ARB_RECORD_WIN)
    {
      gboolean white = record->side == ARB_SIDE_WHITE;

      switch (record->reason)
        {
        case ARB_TERMINATION_KING_CAPTURED:
          return g_strdup (white ? _("White wins by capturing the King")
                                 : _("Black wins by capturing the King"));
        case ARB_TERMINATION_RESIGNATION:
          return g_strdup (white ? _("White wins by resignation")
                                 : _("Black wins by resignation"));
        case ARB_TERMINATION_NONE:
        case ARB_TERMINATION_NO_MOVES:
        case ARB_TERMINATION_AGREEMENT:
        case ARB_TERMINATION_REPETITION:
        case ARB_TERMINATION_FIFTY_MOVES:
        default:
          return g_strdup (white ? _("White wins") : _("Black wins"));
        }
    }

  switch (record->reason)
    {
    case ARB_TERMINATION_NO_MOVES:
      /* The DRAW record's side is the one left without a move. */
      return g_strdup (record->side == ARB_SIDE_WHITE ? _("Draw — White has no moves")
                                                      : _("Draw — Black has no moves"));
    case ARB_TERMINATION_AGREEMENT:
      return g_strdup (_("Draw by agreement"));
    case ARB_TERMINATION_REPETITION:
      return g_strdup (_("Draw claimed — threefold repetition"));
    case ARB_TERMINATION_FIFTY_MOVES:
      return g_strdup (_("Draw claimed — 100 moves without a capture or pawn move"));
    case ARB_TERMINATION_NONE:
    case ARB_TERMINATION_KING_CAPTURED:
    case ARB_TERMINATION_RESIGNATION:
    default:
      return g_strdup (_("Draw"));
    }
}

/* ------------------------------------------------------- public API */

/**
 * arb_status_side_name:
 * @side: a side
 *
 * Returns: (transfer none): "White" or "Black", translated.
 */
const char *
arb_status_side_name (ArbSide side)
{
  return side == ARB_SIDE_WHITE ? _("White") : _("Black");
}

/**
 * arb_status_describe_record:
 * @record: a record of a game's history
 *
 * Returns: (transfer full) (nullable): the end-of-game announcement of a
 *   WIN or DRAW record ("White wins by capturing the King"), the
 *   resignation for a RESIGN record, %NULL for the others.
 */
char *
arb_status_describe_record (const ArbRecord *record)
{
  g_return_val_if_fail (record != NULL, NULL);

  switch (record->type)
    {
    case ARB_RECORD_WIN:
    case ARB_RECORD_DRAW:
      return describe_ending_record (record);
    case ARB_RECORD_RESIGN:
      return g_strdup (record->side == ARB_SIDE_WHITE ? _("White resigns") : _("Black resigns"));
    case ARB_RECORD_MOVE:
    case ARB_RECORD_CHECK:
    default:
      return NULL;
    }
}

/**
 * arb_status_describe_ending:
 * @game: a game
 *
 * Returns: (transfer full) (nullable): how the game ended, as the window
 *   announces it ("Draw by agreement"), or %NULL while it goes on.
 */
char *
arb_status_describe_ending (ArbGame *game)
{
  guint n;

  g_return_val_if_fail (ARB_IS_GAME (game), NULL);

  if (!arb_game_is_over (game))
    return NULL;

  n = arb_game_get_n_records (game);
  for (guint i = n; i > 0; i--)
    {
      const ArbRecord *record = arb_game_get_record (game, i - 1);

      if (record->type == ARB_RECORD_WIN || record->type == ARB_RECORD_DRAW)
        return describe_ending_record (record);
    }

  /* A game set up without a King is over before any move (spec §9). */
  switch (arb_game_get_result (game))
    {
    case ARB_RESULT_WHITE_WINS:
      return g_strdup (_("White wins: the Black King is missing"));
    case ARB_RESULT_BLACK_WINS:
      return g_strdup (_("Black wins: the White King is missing"));
    case ARB_RESULT_DRAW:
      return g_strdup (_("Draw — no moves"));
    case ARB_RESULT_NONE:
    default:
      return g_strdup (_("The game is over"));
    }
}

/**
 * arb_status_describe:
 * @game: a game
 *
 * The window's status line: whose turn it is and any check, or how the
 * game ended; "Move 3 of 10" in front while an earlier position is shown.
 *
 * Returns: (transfer full): the text.
 */
char *
arb_status_describe (ArbGame *game)
{
  g_autofree char *state = NULL;
  ArbSide turn;
  gboolean browsing;

  g_return_val_if_fail (ARB_IS_GAME (game), NULL);

  turn = arb_game_get_turn (game);
  if (arb_game_is_over (game))
    state = arb_status_describe_ending (game);
  else if (arb_game_is_in_check (game, turn))
    state = g_strdup (turn == ARB_SIDE_WHITE ? _("Check! White to move")
                                             : _("Check! Black to move"));
  else if (arb_game_is_in_check (game, arb_side_negate (turn)))
    /* The last mover left their own King attacked (spec §5). */
    state = g_strdup (turn == ARB_SIDE_WHITE ? _("White to move — the Black King is attacked")
                                             : _("Black to move — the White King is attacked"));
  else
    state = g_strdup (turn == ARB_SIDE_WHITE ? _("White to move") : _("Black to move"));

  browsing = arb_game_get_ply (game) < arb_game_get_n_plies (game);
  if (!browsing)
    return g_steal_pointer (&state);

  /* Translators: shown while looking at an earlier position; the last %s
   * is the status, e.g. "Move 3 of 10 · White to move". */
  return g_strdup_printf (_("Move %u of %u · %s"), arb_game_get_ply (game),
                          arb_game_get_n_plies (game), state);
}

/**
 * arb_status_describe_claim:
 * @claims: the draws that may be claimed, not NONE
 *
 * Returns: (transfer full): why a draw may be claimed.
 */
char *
arb_status_describe_claim (ArbDrawClaim claims)
{
  if (claims & ARB_DRAW_CLAIM_REPETITION)
    return g_strdup (_("This position has occurred three times: a draw may be claimed"));
  return g_strdup (_("100 moves without a capture or pawn move: a draw may be claimed"));
}

/**
 * arb_status_explain_error:
 * @error: an error from the core (ARB_MOVE_ERROR, ARB_GAME_ERROR, …)
 *
 * Returns: (transfer full): why a move or an action was refused, in words.
 */
char *
arb_status_explain_error (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain == ARB_MOVE_ERROR)
    switch ((ArbChessReason) error->code)
      {
      case ARB_MOVE_REASON_OFF_BOARD:
        return g_strdup (_("That square is not on the board"));
      case ARB_MOVE_REASON_SAME_SQUARE:
        return g_strdup (_("A piece must move to another square"));
      case ARB_MOVE_REASON_NO_PIECE:
        return g_strdup (_("There is no piece on that square"));
      case ARB_MOVE_REASON_WRONG_SIDE:
      case ARB_MOVE_REASON_NOT_YOUR_TURN:
        return g_strdup (_("That piece belongs to the other side: it is not their turn"));
      case ARB_MOVE_REASON_OWN_PIECE:
        return g_strdup (_("A piece cannot capture a piece of its own side"));
      case ARB_MOVE_REASON_PIECE_RULE:
        return g_strdup (_("That piece does not move that way"));
      case ARB_MOVE_REASON_PAWN_STRAIGHT_CAPTURE:
        return g_strdup (_("A pawn captures only diagonally"));
      case ARB_MOVE_REASON_PAWN_DIAGONAL_EMPTY:
        return g_strdup (_("A pawn moves diagonally only to capture"));
      case ARB_MOVE_REASON_PAWN_DOUBLE_STEP:
        return g_strdup (_("A pawn moves two squares only from its starting row"));
      case ARB_MOVE_REASON_BLOCKED:
        return g_strdup (_("Another piece stands in the way"));
      case ARB_MOVE_REASON_GAME_OVER:
        return g_strdup (_("The game is over"));
      case ARB_MOVE_REASON_OK:
      default:
        break;
      }

  if (error->domain == ARB_GAME_ERROR)
    switch ((ArbGameError) error->code)
      {
      case ARB_GAME_ERROR_OVER:
        return g_strdup (_("The game is over"));
      case ARB_GAME_ERROR_NOT_CLAIMABLE:
        return g_strdup (_("No draw can be claimed now"));
      default:
        break;
      }

  return g_strdup (error->message);
}
