/* arb-outcome.c — result tokens and ending identifiers
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-outcome.h"

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
    case ARB_RESULT_FIRST_WINS:  return "1-0";
    case ARB_RESULT_SECOND_WINS: return "0-1";
    case ARB_RESULT_DRAW:        return "1/2-1/2";
    case ARB_RESULT_NONE:
    default:                     return "*";
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
    return ARB_RESULT_FIRST_WINS;
  if (g_str_equal (text, "0-1"))
    return ARB_RESULT_SECOND_WINS;
  if (g_str_equal (text, "1/2-1/2"))
    return ARB_RESULT_DRAW;
  return ARB_RESULT_NONE;
}

/**
 * arb_termination_to_string:
 * @reason: how a game ended
 *
 * Returns: a stable identifier for @reason, as chess's JSON writes it:
 *   "none", "king_captured", "no_moves", "resignation", "agreement",
 *   "repetition", "fifty_moves" or "no_pieces". (Each game's spec may
 *   spell its JSON otherwise; its rules table writes that.)
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
    case ARB_TERMINATION_MOVE_RULE:   return "fifty_moves";
    case ARB_TERMINATION_NO_PIECES:     return "no_pieces";
    case ARB_TERMINATION_NONE:
    default:                            return "none";
    }
}
