/* arb-alquerque-play-text.c — the words of `arbiter-cli play` for Alquerque
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-alquerque-private.h"

const ArbPlayText arb_alquerque_play_text = {
  .move_help = "Type a move as two point numbers, 18-13 for a step or 8x18 for a jump,\n"
               "or a command:",
  .position_help = "print the position string (what --fen takes)",
  .verdict = TRUE,
};
