/* arb-congkak-play-text.c — the words of `arbiter-cli play` for Congkak
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-congkak-private.h"

/* §7: the end may be claimed on the third occurrence. */
static void
congkak_offer_claims (ArbDrawClaim claims,
                      GString     *out)
{
  g_string_append (out, "The end can be claimed (this position has occurred three times; "
                        "each side takes its own row): type 'draw'.");
}

const ArbPlayText arb_congkak_play_text = {
  .move_help = "Type a pit number of your row (1 is at your left hand), or a command:",
  .position_help = "print the position string (what --fen takes)",
  .draw_help = "claim the end of the game (the position occurred three times)",
  .verdict = TRUE,
  .named_players = TRUE,
  .offer_claims = congkak_offer_claims,
};
