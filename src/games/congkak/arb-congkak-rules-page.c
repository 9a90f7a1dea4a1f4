/* arb-congkak-rules-page.c — the rules of Congkak in plain words, for the
 * app's Help ▸ Rules (F1)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* docs/congkak.md is the complete, authoritative text; keep this page in
 * step with it. The page's form: ArbRulesPage in src/core/arb-rules.h. */

#include "arb-congkak-private.h"

/* N_() marks the strings for xgettext. Here it leaves a bare literal
 * (glib's puts it in parentheses), so that a heading can be written
 * "# " N_("The Goal"): one string for the page, its words alone in the
 * catalogue. */
#undef N_
#define N_(text) text

static const char *const paragraphs[] = {
  "# " N_("The Goal"),
  N_("Congkak is a sowing game for two players. Each player has a row of pits and a "
     "store. You win by having more seeds in your store than the other player when the "
     "game ends."),

  "# " N_("Pits and Stores"),
  N_("Each player has the row of pits nearest to them and the store at its right-hand "
     "end, as they face the board; the board shows a person’s row at the bottom. Each "
     "player numbers their pits from 1, starting at their own left hand."),
  N_("At the start every pit holds the same number of seeds (4 seeds in 7 pits a side, "
     "unless the players choose another board) and both stores are empty. A coin flip "
     "decides who moves first, unless the players choose. Then the players take turns, "
     "one move each: there are no extra turns."),

  "# " N_("Sowing"),
  N_("On your turn, choose one of your pits that holds seeds. Take all its seeds and "
     "drop them one by one into the pits that follow: towards your higher-numbered pits, "
     "then on into the other player’s pits, and so on round the board. The stores are "
     "skipped: no seed is ever sown into them."),
  N_("If the pit after the one where your last seed fell holds seeds, take them all and "
     "go on sowing from the pit after it. This relay goes on as long as it finds seeds."),
  N_("When the pit after your last seed is empty, the seeds of the pit just beyond it, "
     "on either row, go to your store, even if there are none, and your turn ends."),
  N_("Relays may go round for ever, so a move stops after 10 000 rounds of sowing: the "
     "seeds stay where they are, nothing is captured, and the turn passes."),

  "# " N_("The End of the Game"),
  N_("The game ends when the player to move has no seed in their pits. The seeds left on "
     "the board go to the store of the player who moved last. The player with more seeds "
     "in their store wins; equal stores make a draw."),
  N_("A player whose own row is empty after their move is not out: the game goes on as "
     "long as the player to move has seeds."),
  N_("When the same position has occurred three times, the end may be claimed: each "
     "player then takes the seeds of their own row into their store, and the stores "
     "decide. There is no resignation and no draw offer."),

  "# " N_("Using Arbiter"),
  N_("Click one of your pits that holds seeds, or move to it with the arrow keys and "
     "press Enter. Arbiter marks the pit played, the pits relayed from and the pit "
     "captured, and says what happened."),
  N_("A move is written as the number of the pit played, such as 4. Hint suggests the "
     "move that brings the most seeds into your store at once."),
};

const ArbRulesPage arb_congkak_rules_page = {
  .title = N_("Rules of Congkak"),
  .paragraphs = paragraphs,
  .n_paragraphs = G_N_ELEMENTS (paragraphs),
};
