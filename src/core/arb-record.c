/* arb-record.c — words for history records, results and terminations
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-record.h"

/**
 * arb_result_to_string:
 * @result: a result
 *
 * Returns: the PGN result token: "1-0", "0-1", "1/2-1/2" or "*".
 */
const char *
arb_result_to_string (ArbResult result)
{
  switch (result)
    {
    case ARB_RESULT_WHITE_WINS: return "1-0";
    case ARB_RESULT_BLACK_WINS: return "0-1";
    case ARB_RESULT_DRAW:       return "1/2-1/2";
    case ARB_RESULT_NONE:
    default:                    return "*";
    }
}

/**
 * arb_result_from_string:
 * @text: a PGN result token
 *
 * Returns: the result @text stands for; %ARB_RESULT_NONE for "*" and for
 *   anything that is not a result token.
 */
ArbResult
arb_result_from_string (const char *text)
{
  g_return_val_if_fail (text != NULL, ARB_RESULT_NONE);

  if (g_str_equal (text, "1-0"))
    return ARB_RESULT_WHITE_WINS;
  if (g_str_equal (text, "0-1"))
    return ARB_RESULT_BLACK_WINS;
  if (g_str_equal (text, "1/2-1/2"))
    return ARB_RESULT_DRAW;
  return ARB_RESULT_NONE;
}

/**
 * arb_termination_to_string:
 * @reason: how a game ended
 *
 * Returns: a stable identifier for @reason, as the CLI's JSON writes it:
 *   "none", "king_captured", "no_moves", "resignation", "agreement",
 *   "repetition" or "fifty_moves".
 */
const char *
arb_termination_to_string (ArbTermination reason)
{
  switch (reason)
    {
    case ARB_TERMINATION_KING_CAPTURED: return "king_captured";
    case ARB_TERMINATION_NO_MOVES:      return "no_moves";
    case ARB_TERMINATION_RESIGNATION:   return "resignation";
    case ARB_TERMINATION_AGREEMENT:     return "agreement";
    case ARB_TERMINATION_REPETITION:    return "repetition";
    case ARB_TERMINATION_FIFTY_MOVES:   return "fifty_moves";
    case ARB_TERMINATION_NONE:
    default:                            return "none";
    }
}

static const char *
side_title (ArbSide side)
{
  return side == ARB_SIDE_WHITE ? "White" : "Black";
}

static const char *
draw_reason_words (ArbTermination reason)
{
  switch (reason)
    {
    case ARB_TERMINATION_NO_MOVES:    return "the side to move has no moves";
    case ARB_TERMINATION_AGREEMENT:   return "agreed by both players";
    case ARB_TERMINATION_REPETITION:  return "claimed: the same position occurred three times";
    case ARB_TERMINATION_FIFTY_MOVES: return "claimed: 100 plies without a capture or a pawn move";
    default:                          return "drawn";
    }
}

/**
 * arb_record_append_description:
 * @record: a history record
 * @out: the string to append to
 *
 * Appends the line arb_record_describe() returns, without a newline and
 * without allocating a string of its own.
 */
void
arb_record_append_description (const ArbRecord *record,
                               GString         *out)
{
  char from[3], to[3];

  g_return_if_fail (record != NULL && out != NULL);

  switch (record->type)
    {
    case ARB_RECORD_MOVE:
      arb_square_to_name (record->move.from, from);
      arb_square_to_name (record->move.to, to);
      g_string_append_printf (out, "%s plays %s%s (%s)", side_title (record->side), from, to,
                              record->san);
      break;
    case ARB_RECORD_CHECK:
      g_string_append_printf (out, "Check: %s's King is attacked", side_title (record->side));
      break;
    case ARB_RECORD_WIN:
      if (record->reason == ARB_TERMINATION_RESIGNATION)
        g_string_append_printf (out, "%s wins by resignation", side_title (record->side));
      else
        g_string_append_printf (out, "%s wins: the %s King was captured",
                                side_title (record->side),
                                side_title (arb_side_negate (record->side)));
      break;
    case ARB_RECORD_DRAW:
      g_string_append_printf (out, "Draw: %s", draw_reason_words (record->reason));
      break;
    case ARB_RECORD_RESIGN:
      g_string_append_printf (out, "%s resigns", side_title (record->side));
      break;
    default:
      g_return_if_reached ();
    }
}

/**
 * arb_record_describe:
 * @record: a history record
 *
 * Returns: (transfer full): one line for the end-of-game printout, e.g.
 *   "White plays e2e4 (e4)", "Check: Black's King is attacked",
 *   "White wins: the Black King was captured".
 */
char *
arb_record_describe (const ArbRecord *record)
{
  GString *out;

  g_return_val_if_fail (record != NULL, NULL);

  out = g_string_new (NULL);
  arb_record_append_description (record, out);
  return g_string_free (out, FALSE);
}
