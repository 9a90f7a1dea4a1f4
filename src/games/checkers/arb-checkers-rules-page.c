/* arb-checkers-rules-page.c — the rules of checkers in plain words, for the
 * app's Help ▸ Rules (F1)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* docs/checkers.md is the complete, authoritative text; keep this page in
 * step with it. The page's form: ArbRulesPage in src/core/arb-rules.h. */

#include "arb-checkers-private.h"

/* N_() marks the strings for xgettext. Here it leaves a bare literal
 * (glib's puts it in parentheses), so that a heading can be written
 * "# " N_("The Goal"): one string for the page, its words alone in the
 * catalogue. */
#undef N_
#define N_(text) text

static const char *const paragraphs[] = {
  "# " N_("The Goal"),
  N_("Checkers is played on the dark squares of an 8 × 8 board. You win when the other "
     "side has no piece left, or cannot move on its turn."),

  "# " N_("The Board and the Men"),
  N_("Each side starts with 12 men on the dark squares of the three rows nearest to it. "
     "The dark squares are numbered 1 to 32 (the board shows the numbers): Black’s men "
     "start on 1 to 12 and White’s on 21 to 32, whichever side the board shows at the "
     "bottom. Black moves first, then the players take turns."),

  "# " N_("How the Pieces Move"),
  N_("A man steps one square diagonally forward onto an empty square. A king steps one "
     "square diagonally in any of the four directions."),
  N_("A piece captures by jumping diagonally over a neighbouring enemy piece onto the "
     "empty square just behind it; the piece jumped over leaves the board. Men jump "
     "forward only, kings in every direction. No piece ever moves further than that."),

  "# " N_("Captures"),
  N_("Capturing is compulsory: when you can jump, you must, but you may choose which "
     "capture to make, whatever it takes."),
  N_("After a jump, the same piece must jump again as long as it can. The pieces it "
     "jumps leave the board one by one, and no piece can be jumped twice."),

  "# " N_("Kings and Regicide"),
  N_("A man that reaches the far row becomes a king, and its move ends there, even if it "
     "could jump on."),
  N_("Regicide: a man that jumps over a king is crowned at once on the square where it "
     "lands, and its move ends there. A king that takes a king gains nothing."),
  N_("Regicide is Arbiter's house rule. Turn it off in New Game to play standard English "
     "draughts, where a man that takes a king stays a man and jumps on if it can."),

  "# " N_("The End of the Game"),
  N_("A side that has no piece left, or cannot move on its turn, has lost."),
  N_("A player may resign, and the players may agree to a draw."),
  N_("When the same position has occurred three times, or each side has made 40 moves "
     "without moving a man and without a capture, a draw may be claimed. Arbiter offers "
     "the claim but never forces it."),

  "# " N_("Using Arbiter"),
  N_("Click or drag a piece of the side to move, then the square it goes to. A capture "
     "is played one jump at a time, as on a real board; when only one path leads to a "
     "square, clicking that last square is enough. If a move is not allowed, Arbiter "
     "says why."),
  N_("Squares are named by their numbers: 11-15 is a step, 9x18x27 a capture, with every "
     "square the piece lands on. Hint lights up the pieces that can move and suggests a "
     "move."),
};

const ArbRulesPage arb_checkers_rules_page = {
  .title = N_("Rules of Checkers"),
  .paragraphs = paragraphs,
  .n_paragraphs = G_N_ELEMENTS (paragraphs),
};
