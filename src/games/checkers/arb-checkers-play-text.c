/* arb-checkers-play-text.c — the words of `arbiter-cli play` for checkers
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-checkers-private.h"

/* Why no draw can be claimed yet, with the two counts (checkers.md §7). */
static void
checkers_no_claim (gconstpointer state,
                   guint         repetitions,
                   GString      *out)
{
  guint quiet = ((const ArbCheckersPosition *) state)->quiet;

  g_string_append_printf (out,
                          "No draw can be claimed: this position has occurred %u time%s "
                          "(3 are needed) and %u pl%s passed without a man move or a capture "
                          "(80 are needed).",
                          repetitions, repetitions == 1 ? "" : "s",
                          quiet, quiet == 1 ? "y" : "ies");
}

const ArbPlayText arb_checkers_play_text = {
  .move_help = "Type a move as square numbers, 11-15 for a step or 9x18x27 for a capture\n"
               "(every landing square; 9x27 when only one capture goes there), or a command:",
  .position_help = "print the position string (PDN FEN, what --fen takes)",
  .draw_help = "claim a draw (threefold repetition, or 40 moves each without a man move "
               "or a capture)",
  .verdict = TRUE,
  .no_claim = checkers_no_claim,
};
