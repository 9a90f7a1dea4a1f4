/* arb-checkers-levels.c — checkers' computer player and hints (§11)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* §11 names four levels after the user's program. Levels 1–3 are its
 * reference minimax, 1, 3 and 5 moves deep (a whole multi-jump is one move),
 * valued by men + 3·kings of the side to move minus the other's
 * (arb_checkers_evaluate) and a finish by ±(10000 − ply); their ties go to
 * the first move in byte-sorted notation (§9.2, the engine's default order)
 * or, with a seed, to T[z mod |T|]. The engine's exact search
 * (src/engine/arb-search.c) gives exactly the reference's tie set. Level 4
 * is the engine's free search to depth 15 with a transposition table, move
 * ordering and captures searched past the horizon, so that it reaches the
 * reference's depth in less time and does not stop in the middle of an
 * exchange, and with a better evaluation (strong_evaluate, below). Every level has §11's default
 * limit of 5 s a move (the caller may pass another). */

#include "arb-checkers-private.h"
#include "arb-level.h"

#include <glib/gi18n-lib.h>

/* A move is a capture when its first hop spans two rows (a step spans
 * one); more pieces taken first. Captures are mandatory, so a position's
 * moves are all captures or all steps: the score orders captures among
 * themselves and tells the quiescence search that the position is not
 * quiet. The order never changes a value of an exact search. */
static int
capture_score (gconstpointer  state,
               const ArbMove *move)
{
  int dy = (int) (move->cells[1] >> 3) - (int) (move->cells[0] >> 3);

  return dy == 2 || dy == -2 ? (int) move->n_cells - 1 : 0;
}

/* Level 4's evaluation, in hundredths of a man: §11 allows level 4 a better
 * evaluation than the reference's men + 3·kings, and the reference is what
 * it plays against. Beside the same weights (a man 100, a king 300) it
 * knows what every checkers program knows:
 *  - a man is worth more the nearer it is to its crowning row;
 *  - men on their own back row keep the other side from crowning;
 *  - kings belong in the centre, where they reach the most squares;
 *  - the side ahead gains by trading pieces (the same lead counts for more
 *    with fewer pieces left), which also turns a won ending into a win
 *    before the 40-move rule's draw. */
/* Squares 10, 11, 14, 15, 18, 19, 22, 23. */
#define CK_CENTRE         0x00666600u

static const int advance_bonus[8] = { 0, 2, 4, 7, 10, 14, 19, 0 };

static int
side_value (const ArbCheckersPosition *pos,
            guint                      s)
{
  guint32 men = pos->men[s];
  guint32 back = ck_crown_row ((ArbSide) (s ^ 1)); /* a side's back row is the other's crowning row */
  int value = 100 * (int) ck_count (pos->men[s]) + 300 * (int) ck_count (pos->kings[s]);

  while (men != 0)
    {
      guint row = ck_pop_lowest (&men) >> 2; /* from Black's back row */

      value += advance_bonus[s == ARB_SIDE_FIRST ? row : 7 - row];
    }
  value += 6 * (int) ck_count (pos->men[s] & back);
  value += 8 * (int) ck_count (pos->kings[s] & CK_CENTRE);
  return value;
}

static int
strong_evaluate (gconstpointer state)
{
  const ArbCheckersPosition *pos = state;
  guint s = pos->turn;
  int mine = 100 * (int) ck_count (pos->men[s]) + 300 * (int) ck_count (pos->kings[s]);
  int theirs = 100 * (int) ck_count (pos->men[s ^ 1]) + 300 * (int) ck_count (pos->kings[s ^ 1]);
  int trade = mine + theirs > 0 ? (mine - theirs) * 600 / (mine + theirs) : 0;

  return side_value (pos, s) - side_value (pos, s ^ 1) + trade;
}

#define EXACT_LEVEL(n, d, g)               \
  {                                        \
    .name = (n),                           \
    .greeting = (g),                       \
    .search = ARB_LEVEL_EXACT,             \
    .depth = (d),                          \
    .movetime_ms = 5000,                   \
    .ties = ARB_LEVEL_TIES_FIRST,          \
    .win_score = 10000,                    \
    .evaluate = arb_checkers_evaluate,     \
    .capture_score = capture_score,        \
  }

const ArbLevel arb_checkers_levels[ARB_CHECKERS_N_LEVELS] = {
  EXACT_LEVEL (N_("Piece of Cake"), 1, N_("Don’t worry, I remember my first time")),
  EXACT_LEVEL (N_("Let’s Rock"), 3,
               N_("Getting the hang of this game? I’ll still play with one hand tied "
                  "behind my back")),
  EXACT_LEVEL (N_("Come Get Some"), 5, N_("Let’s see what you’ve got")),
  {
    .name = N_("Damn I’m good!"),
    .greeting = N_("Prepare to be humiliated!"),
    .search = ARB_LEVEL_FREE,
    .depth = 15,
    .movetime_ms = 5000,
    .ties = ARB_LEVEL_TIES_FIRST,
    .win_score = 10000,
    .evaluate = strong_evaluate,
    .capture_score = capture_score,
    .quiescence = TRUE,
  },
};
