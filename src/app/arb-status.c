/* arb-status.c — what the app says about a game, in the user's language
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The CLI and files speak English; everything the window says about a
 * game is written here, translatable, for every game: the players' names
 * come from the game's rules table. */

#include "arb-status.h"

#include <glib/gi18n.h>

/* ------------------------------------------------------------ statics */

/* A player's name in the user's language ("White", "Player 1"). */
static const char *
player (ArbGame *game,
        ArbSide  side)
{
  return arb_rules_player_name (arb_game_get_rules (game), side);
}

/* The announcement for a WIN or DRAW record: one sentence per way a game
 * can end, whatever the game, with the game's names for its players. */
static char *
describe_ending_record (ArbGame         *game,
                        const ArbRecord *record)
{
  const char *side = player (game, record->side);
  const char *other = player (game, arb_side_negate (record->side));

  if (record->type == ARB_RECORD_WIN)
    switch (record->reason)
      {
      case ARB_TERMINATION_KING_CAPTURED:
        /* Translators: %s is the winner, "White" */
        return g_strdup_printf (_("%s wins by capturing the King"), side);
      case ARB_TERMINATION_RESIGNATION:
        /* Translators: %s is the winner, "White" */
        return g_strdup_printf (_("%s wins by resignation"), side);
      case ARB_TERMINATION_NO_PIECES:
        /* Translators: the winner, then the loser: "White wins: Black has no pieces left" */
        return g_strdup_printf (_("%s wins: %s has no pieces left"), side, other);
      case ARB_TERMINATION_NO_MOVES:
        /* Translators: the winner, then the loser */
        return g_strdup_printf (_("%s wins: %s cannot move"), side, other);
      case ARB_TERMINATION_NONE:
      case ARB_TERMINATION_AGREEMENT:
      case ARB_TERMINATION_REPETITION:
      case ARB_TERMINATION_MOVE_RULE:
      default:
        /* Translators: %s is the winner, "White" */
        return g_strdup_printf (_("%s wins"), side);
      }

  switch (record->reason)
    {
    case ARB_TERMINATION_NO_MOVES:
      /* The DRAW record's side is the one left without a move.
       * Translators: %s is the player to move, "White" */
      return g_strdup_printf (_("Draw — %s has no moves"), side);
    case ARB_TERMINATION_AGREEMENT:
      return g_strdup (_("Draw by agreement"));
    case ARB_TERMINATION_REPETITION:
      return g_strdup (_("Draw claimed — threefold repetition"));
    case ARB_TERMINATION_MOVE_RULE:
      return g_strdup (_("Draw claimed — 50 moves without a capture or pawn move"));
    case ARB_TERMINATION_NONE:
    case ARB_TERMINATION_KING_CAPTURED:
    case ARB_TERMINATION_RESIGNATION:
    case ARB_TERMINATION_NO_PIECES:
    default:
      return g_strdup (_("Draw"));
    }
}

/* Whether @side has a King under attack: chess alone has check. */
static gboolean
in_check (ArbGame *game,
          ArbSide  side)
{
  return arb_game_get_rules (game) == &arb_chess_rules && arb_game_is_in_check (game, side);
}

/* ------------------------------------------------------- public API */

/**
 * arb_status_side_name:
 * @game: a game
 * @side: a side
 *
 * Returns: (transfer none): the name of @side's player in @game ("White"),
 *   translated.
 */
const char *
arb_status_side_name (ArbGame *game,
                      ArbSide  side)
{
  g_return_val_if_fail (ARB_IS_GAME (game), NULL);
  return player (game, side);
}

/**
 * arb_status_describe_record:
 * @game: the game of @record
 * @record: a record of a game's history
 *
 * Returns: (transfer full) (nullable): the end-of-game announcement of a
 *   WIN or DRAW record ("White wins by capturing the King"), the
 *   resignation for a RESIGN record, %NULL for the others.
 */
char *
arb_status_describe_record (ArbGame         *game,
                            const ArbRecord *record)
{
  g_return_val_if_fail (ARB_IS_GAME (game), NULL);
  g_return_val_if_fail (record != NULL, NULL);

  switch (record->type)
    {
    case ARB_RECORD_WIN:
    case ARB_RECORD_DRAW:
      return describe_ending_record (game, record);
    case ARB_RECORD_RESIGN:
      /* Translators: %s is the player who gives up, "White" */
      return g_strdup_printf (_("%s resigns"), player (game, record->side));
    case ARB_RECORD_MOVE:
    case ARB_RECORD_CHECK:
    case ARB_RECORD_CAPTURE:
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
  int winner;

  g_return_val_if_fail (ARB_IS_GAME (game), NULL);

  if (!arb_game_is_over (game))
    return NULL;

  n = arb_game_get_n_records (game);
  for (guint i = n; i > 0; i--)
    {
      const ArbRecord *record = arb_game_get_record (game, i - 1);

      if (record->type == ARB_RECORD_WIN || record->type == ARB_RECORD_DRAW)
        return describe_ending_record (game, record);
    }

  /* A game set up over (chess without a King, Alquerque without pieces)
   * ends before any move: the rules say how, as a record would. */
  winner = arb_result_winner (arb_game_get_result (game));
  {
    ArbRecord record = {
      .type = winner >= 0 ? ARB_RECORD_WIN : ARB_RECORD_DRAW,
      .side = winner >= 0 ? (ArbSide) winner : arb_game_get_turn (game),
      .reason = arb_game_get_termination (game),
    };

    if (record.type == ARB_RECORD_WIN && record.reason == ARB_TERMINATION_KING_CAPTURED)
      /* Translators: the winner, then the side without a King */
      return g_strdup_printf (_("%s wins: the %s King is missing"), player (game, record.side),
                              player (game, arb_side_negate (record.side)));
    return describe_ending_record (game, &record);
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
  else if (in_check (game, turn))
    /* Translators: %s is the player to move, "White" */
    state = g_strdup_printf (_("Check! %s to move"), player (game, turn));
  else if (in_check (game, arb_side_negate (turn)))
    /* The last mover left their own King attacked (spec §5).
     * Translators: the player to move, then the other one */
    state = g_strdup_printf (_("%s to move — the %s King is attacked"), player (game, turn),
                             player (game, arb_side_negate (turn)));
  else
    /* Translators: %s is the player to move, "White" */
    state = g_strdup_printf (_("%s to move"), player (game, turn));

  /* A draw that may be claimed is said where the players look, not only
   * in a menu (it is offered, never forced). */
  if (!arb_game_is_over (game))
    {
      ArbDrawClaim claims = arb_game_get_claimable_draws (game);
      const char *claim = NULL;

      if (claims & ARB_DRAW_CLAIM_REPETITION)
        claim = _("a draw may be claimed: threefold repetition");
      else if (claims & ARB_DRAW_CLAIM_MOVE_RULE)
        claim = _("a draw may be claimed: 50 moves without a capture or pawn move");
      if (claim != NULL)
        {
          char *with_claim;

          /* Translators: the status, then the claimable draw:
           * "White to move · a draw may be claimed: threefold repetition" */
          with_claim = g_strdup_printf (_("%s · %s"), state, claim);
          g_free (state);
          state = with_claim;
        }
    }

  browsing = arb_game_get_ply (game) < arb_game_get_n_plies (game);
  if (!browsing)
    return g_steal_pointer (&state);

  /* Before the first move there is no "move 0". */
  if (arb_game_get_ply (game) == 0)
    /* Translators: shown while looking at the start of a game that has moves;
     * %s is the status, e.g. "Start position · White to move". */
    return g_strdup_printf (_("Start position · %s"), state);
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
  return g_strdup (_("50 moves without a capture or pawn move: a draw may be claimed"));
}

/**
 * arb_status_explain_error:
 * @game: (nullable): the game the error came from
 * @error: an error from the core (ARB_MOVE_ERROR, ARB_GAME_ERROR, …)
 *
 * Returns: (transfer full): why a move or an action was refused, in words.
 */
char *
arb_status_explain_error (ArbGame      *game,
                          const GError *error)
{
  gboolean game_is_chess = game != NULL && arb_game_get_rules (game) == &arb_chess_rules;

  g_return_val_if_fail (error != NULL, NULL);

  /* Chess's reasons have the app's own words; other games' are the
   * rules' sentences (error->message), translated by the core. */
  if (error->domain == ARB_MOVE_ERROR && game_is_chess)
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
