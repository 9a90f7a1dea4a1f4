/* arb-alquerque-rules-page.c — the rules of Alquerque in plain words, for the
 * app's Help ▸ Rules (F1)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* docs/alquerque.md is the complete, authoritative text; keep this page in
 * step with it. The page's form: ArbRulesPage in src/core/arb-rules.h. */

#include "arb-alquerque-private.h"

/* N_() marks the strings for xgettext. Here it leaves a bare literal
 * (glib's puts it in parentheses), so that a heading can be written
 * "# " N_("The Goal"): one string for the page, its words alone in the
 * catalogue. */
#undef N_
#define N_(text) text

static const char *const paragraphs[] = {
  "# " N_("The Goal"),
  N_("Alquerque is an old game for two players on a board of 25 points joined by lines. "
     "You win by capturing every piece of the other side."),

  "# " N_("The Points and the Lines"),
  N_("The points are numbered 1 to 25, row by row, from the far left corner as White "
     "sees the board, on Black’s side (the board shows the numbers). Each point is "
     "joined to its neighbours along the rows and the columns; diagonal lines run only "
     "through the odd-numbered points."),
  N_("Black starts on points 1 to 12, White on points 14 to 25, and the middle point, "
     "13, is empty. White moves first, then the players take turns, one move each. "
     "Nobody may pass."),

  "# " N_("How the Pieces Move"),
  N_("A piece steps along a line to a neighbouring empty point that lies forward: "
     "straight ahead, or diagonally ahead from an odd-numbered point. It never steps "
     "sideways or backward."),
  N_("A piece captures by jumping along a line over a neighbouring enemy piece onto the "
     "empty point just beyond it. Jumps may go in any direction the lines allow: "
     "forward, backward, sideways or diagonally. The piece jumped over leaves the board."),
  N_("A move holds one jump at most: the piece stops after it, even when it could jump "
     "again. Jumping is never compulsory: you may step instead."),
  N_("All pieces are alike. A piece that reaches the far row is not promoted: from there "
     "it can only jump."),

  "# " N_("The End of the Game"),
  N_("A side with no piece left has lost."),
  N_("When the player to move has no move at all, the game is a draw, however many "
     "pieces each side has."),
  N_("A player may resign, and the players may agree to a draw. Since steps only go "
     "forward, every game comes to an end: there is no draw to claim."),

  "# " N_("Using Arbiter"),
  N_("Click a piece of the side to move to see the points it can reach, then click one "
     "of them to move. If a move is not allowed, Arbiter says why."),
  N_("Moves are written with the numbers of the points: 18-13 for a step, 8x18 for a "
     "jump. Hint suggests a move, and the history panel shows earlier positions without "
     "changing the game."),
};

const ArbRulesPage arb_alquerque_rules_page = {
  .title = N_("Rules of Alquerque"),
  .paragraphs = paragraphs,
  .n_paragraphs = G_N_ELEMENTS (paragraphs),
};
