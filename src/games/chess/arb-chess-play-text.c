/* arb-chess-play-text.c — the words of `arbiter-cli play` for chess
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-chess-private.h"

/* Why no draw can be claimed yet, with the two counts (rules.md §7). */
static void
chess_no_claim (gconstpointer state,
                guint         repetitions,
                GString      *out)
{
  guint clock = ((const ArbChessPosition *) state)->halfmove_clock;

  g_string_append_printf (out,
                          "No draw can be claimed: this position has occurred %u time%s "
                          "(3 are needed) and %u pl%s passed without a capture or a pawn move "
                          "(100 are needed).",
                          repetitions, repetitions == 1 ? "" : "s",
                          clock, clock == 1 ? "y" : "ies");
}

/* The draws that can be claimed now, offered after each move. */
static void
chess_offer_claims (ArbDrawClaim claims,
                    GString     *out)
{
  switch ((int) claims)
    {
    case ARB_DRAW_CLAIM_REPETITION:
      g_string_append (out, "A draw can be claimed (threefold repetition): type 'draw'.");
      break;
    case ARB_DRAW_CLAIM_MOVE_RULE:
      g_string_append (out, "A draw can be claimed (100 plies without a capture or a pawn "
                            "move): type 'draw'.");
      break;
    default:
      g_string_append (out, "A draw can be claimed (threefold repetition, and 100 plies "
                            "without a capture or a pawn move): type 'draw'.");
      break;
    }
}

/* The founding game keeps the banner it always had. */
static const char *
chess_title_for (const ArbParams *params)
{
  switch ((ArbChessVariant) params->values[ARB_CHESS_PARAM_VARIANT])
    {
    case ARB_CHESS_STANDARD:
      return "standard chess";
    case ARB_CHESS_960:
      return "Chess960";
    case ARB_CHESS_SIMPLIFIED:
    default:
      return "simplified chess";
    }
}

const ArbPlayText arb_chess_play_text = {
  .title = "simplified chess",
  .move_help = "Type a move in SAN (e4, Nf3, exd5) or in coordinates (e2e4), or a command:",
  .position_help = "print the position as FEN",
  .draw_help = "claim a draw (threefold repetition or 100 plies)",
  /* Its end is the "Game over: 1-0" under the board, as it always was. */
  .verdict = FALSE,
  .no_claim = chess_no_claim,
  .offer_claims = chess_offer_claims,
  .title_for = chess_title_for,
};
