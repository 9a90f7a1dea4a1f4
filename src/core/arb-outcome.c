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

  /* Called on every token of a file: most are moves. */
  if (text[0] != '0' && text[0] != '1')
    return ARB_RESULT_NONE;
  if (g_str_equal (text, "1-0"))
    return ARB_RESULT_FIRST_WINS;
  if (g_str_equal (text, "0-1"))
    return ARB_RESULT_SECOND_WINS;
  if (g_str_equal (text, "1/2-1/2"))
    return ARB_RESULT_DRAW;
  return ARB_RESULT_NONE;
}
