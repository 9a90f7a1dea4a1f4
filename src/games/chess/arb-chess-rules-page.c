/* arb-chess-rules-page.c — the rules of simplified chess in plain words,
 * for the app's Help ▸ Rules (F1)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* docs/rules.md is the complete, authoritative text; keep this page in
 * step with it. The page's form: ArbRulesPage in src/core/arb-rules.h. */

#include "arb-chess-private.h"

/* N_() marks the strings for xgettext. Here it leaves a bare literal
 * (glib's puts it in parentheses), so that a heading can be written
 * "# " N_("The Goal"): one string for the page, its words alone in the
 * catalogue. */
#undef N_
#define N_(text) text

static const char *const paragraphs[] = {
  "# " N_("The Goal"),
  N_("Arbiter referees simplified chess for two players at one screen. You win by "
     "capturing the other side’s King. There is no checkmate: the game goes on until a "
     "King is taken, a player resigns, or the game is drawn."),

  "# " N_("The Board"),
  N_("The board has 8 × 8 squares. White starts on the two rows at one end, Black on the "
     "two rows at the other, in the usual chess set-up; the board shows a person’s side "
     "at the bottom. White moves first, then the players take turns, one move each."),

  "# " N_("How the Pieces Move"),
  N_("King: one square in any direction."),
  N_("Queen: any number of squares along a row, a column or a diagonal."),
  N_("Rook: any number of squares along a row or a column."),
  N_("Bishop: any number of squares along a diagonal."),
  N_("Knight: an L shape — two squares one way and one square to the side. It is the "
     "only piece that jumps over others."),
  N_("Pawn: one square straight forward onto an empty square, or two from its starting "
     "row when both squares are empty. It captures one square diagonally forward, and "
     "only when an enemy piece stands there."),
  N_("No piece except the Knight may pass over another piece. A piece never lands on a "
     "piece of its own side; landing on an enemy piece captures it."),

  "# " N_("What Differs from Chess"),
  N_("There is no castling, no en passant and no promotion: a pawn that reaches the last "
     "row stays a pawn and can no longer move."),
  N_("You may move into check, and you may leave your King attacked. Arbiter announces "
     "every check, but it is up to the other player to take the King."),
  N_("Capturing the King ends the game at once: the side that captured it wins."),

  "# " N_("Draws"),
  N_("When the player to move has no move at all, the game is a draw."),
  N_("The players may agree to a draw: one offers it from the game menu, the other "
     "accepts or declines."),
  N_("When the same position has occurred three times, or 100 moves in a row (50 by each "
     "side) were played without a capture or a pawn move, the player to move may claim a "
     "draw. Arbiter offers the claim but never forces it."),
  N_("A player may also resign: the other side wins."),

  "# " N_("Using Arbiter"),
  N_("Click a piece of the side to move to see every square it can reach, then click one "
     "of them to move. Captures are marked differently from quiet moves. If a move is "
     "not allowed, Arbiter says why."),
  N_("The history panel lists the moves. Click a move, or use the arrow buttons, to look "
     "at earlier positions: this never changes the game. If you play a move from an "
     "earlier position, Arbiter asks before the later moves are replaced."),
};

const ArbRulesPage arb_chess_rules_page = {
  .title = N_("Rules of Simplified Chess"),
  .paragraphs = paragraphs,
  .n_paragraphs = G_N_ELEMENTS (paragraphs),
};
