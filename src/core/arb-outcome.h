/* arb-outcome.h — players, results and how a game ends, for every game
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * ArbSide:
 * @ARB_SIDE_FIRST: the player who moves first from the game's start (White
 *   in chess and Alquerque, Black in checkers, Player 1 in Congkak)
 * @ARB_SIDE_SECOND: the other player
 *
 * The two players of every game. The values are 0 and 1 so that a side can
 * index arrays; the game's rules table names them.
 */
typedef enum
{
  ARB_SIDE_FIRST = 0,
  ARB_SIDE_SECOND = 1,
} ArbSide;

#define ARB_N_SIDES 2

/**
 * arb_side_negate:
 * @side: a side
 *
 * Returns: the other side.
 */
static inline ArbSide
arb_side_negate (ArbSide side)
{
  return (ArbSide) (side ^ 1);
}

/**
 * ArbResult:
 * @ARB_RESULT_NONE: the game goes on (`*`)
 * @ARB_RESULT_FIRST_WINS: the first player won (`1-0`)
 * @ARB_RESULT_SECOND_WINS: the second player won (`0-1`)
 * @ARB_RESULT_DRAW: a draw (`1/2-1/2`)
 *
 * The outcome as PGN writes it. `1-0` always means the table's first player
 * won, whatever the game calls that player.
 */
typedef enum
{
  ARB_RESULT_NONE,
  ARB_RESULT_FIRST_WINS,
  ARB_RESULT_SECOND_WINS,
  ARB_RESULT_DRAW,
} ArbResult;

/**
 * ArbTermination:
 *
 * How a game ended; %ARB_TERMINATION_NONE while it goes on. The rules
 * table says which of these its game can reach and how it words them.
 */
typedef enum
{
  ARB_TERMINATION_NONE,
  ARB_TERMINATION_GAME,          /* the game's own way to win (chess: a King was
                                  * taken); its table words it */
  ARB_TERMINATION_NO_MOVES,      /* the side to move cannot move */
  ARB_TERMINATION_RESIGNATION,   /* a player resigned */
  ARB_TERMINATION_AGREEMENT,     /* both players agreed to a draw */
  ARB_TERMINATION_REPETITION,    /* the same position for the third time, claimed */
  ARB_TERMINATION_MOVE_RULE,   /* the game's move-count rule, claimed */
  ARB_TERMINATION_NO_PIECES,     /* a side has no piece left */
  ARB_TERMINATION_FORFEIT,       /* a referee took the game from a player (an illegal
                                  * move, a program gone), whatever the game's own
                                  * ways to end; a flag fall is
                                  * %ARB_TERMINATION_TIME_FORFEIT */
  ARB_TERMINATION_ADJUDICATION,  /* a referee declared a draw (a match's ply limit) */
  ARB_TERMINATION_DEAD_POSITION, /* no sequence of legal moves can end in a win
                                  * (chess: the material left cannot mate) */
  ARB_TERMINATION_MOVE_LIMIT,    /* the game's move-count rule at its automatic
                                  * limit (FIDE's 75 moves), never claimed */
  ARB_TERMINATION_REPETITION_LIMIT, /* the same position for the fifth time
                                     * (FIDE 9.6.1), never claimed */
  ARB_TERMINATION_FLAG_FALL_DRAW, /* a flag fell, but the other side could not
                                   * have won (FIDE 6.9): a draw */
  ARB_TERMINATION_TIME_FORFEIT,  /* a flag fell: the side lost on time */
} ArbTermination;

/**
 * ArbOutcome:
 * @result: who won, or a draw, or %ARB_RESULT_NONE while the game goes on
 * @reason: why the game ended
 *
 * What a rules table says of a position: over or not, and how.
 */
typedef struct
{
  ArbResult      result;
  ArbTermination reason;
} ArbOutcome;

/* The winner of @result: %ARB_SIDE_FIRST or %ARB_SIDE_SECOND; -1 when nobody won. */
static inline int
arb_result_winner (ArbResult result)
{
  return result == ARB_RESULT_FIRST_WINS ? ARB_SIDE_FIRST
         : result == ARB_RESULT_SECOND_WINS ? ARB_SIDE_SECOND : -1;
}

static inline ArbResult
arb_result_for_winner (ArbSide winner)
{
  return winner == ARB_SIDE_FIRST ? ARB_RESULT_FIRST_WINS : ARB_RESULT_SECOND_WINS;
}

const char *arb_result_to_string      (ArbResult result);      /* "1-0" … "*" */
ArbResult   arb_result_from_string    (const char *text);      /* NONE for anything else */

/**
 * ArbDrawClaim:
 * @ARB_DRAW_CLAIM_NONE: no draw can be claimed
 * @ARB_DRAW_CLAIM_REPETITION: the position has occurred three times
 * @ARB_DRAW_CLAIM_MOVE_RULE: the game's move-count rule allows a claim
 */
typedef enum
{
  ARB_DRAW_CLAIM_NONE        = 0,
  ARB_DRAW_CLAIM_REPETITION  = 1 << 0,
  ARB_DRAW_CLAIM_MOVE_RULE = 1 << 1,
} ArbDrawClaim;

G_END_DECLS
