/* arb-stats.h — match statistics: Elo, error margins, LOS, pentanomial
 * pairs, the SPRT and cutechess-cli's score lines
 *
 * Pure functions: no I/O, no allocation except the formatted text, no
 * global state. docs/statistics.md explains each formula and where it
 * comes from; the summary is here, beside each function.
 *
 * Scores are from one player's point of view ("the first player"): a win
 * is worth 1, a draw ½, a loss 0. The Elo difference is that player's
 * strength minus the opponent's (or minus the field's average, when the
 * counts are the player's games against a whole field).
 *
 * Numbers that do not exist are IEEE values, never a trap: a score of
 * 100 % gives an Elo of +∞, no games give NaN, and ArbEloStatus says
 * which case it is, so a caller need not test the doubles.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * ArbStatsResult:
 * @ARB_STATS_LOSS: the first player lost the game (0 points)
 * @ARB_STATS_DRAW: a draw (½ point each)
 * @ARB_STATS_WIN: the first player won the game (1 point)
 *
 * One game's result for the first player. The values are the half-points
 * the first player scored, so that the two games of a pair add up to
 * their pentanomial bucket.
 */
typedef enum
{
  ARB_STATS_LOSS = 0,
  ARB_STATS_DRAW = 1,
  ARB_STATS_WIN = 2,
} ArbStatsResult;

/**
 * ArbEloStatus:
 * @ARB_ELO_FINITE: the Elo difference and its error margin are finite
 * @ARB_ELO_NO_GAMES: no games (or no pairs): every number is NaN
 * @ARB_ELO_ALL_WON: a score of 100 %: the Elo difference and both bounds
 *   are +∞, the error margin +∞
 * @ARB_ELO_ALL_LOST: a score of 0 %: the Elo difference and both bounds
 *   are −∞, the error margin +∞
 * @ARB_ELO_UNBOUNDED: the Elo difference is finite but the 95 % interval
 *   of the score reaches 0 % or 100 %: that bound is ±∞ and the error
 *   margin +∞ (few games with a lopsided score: 9 wins and 1 loss)
 *
 * Which of the numbers of an #ArbElo exist.
 */
typedef enum
{
  ARB_ELO_FINITE,
  ARB_ELO_NO_GAMES,
  ARB_ELO_ALL_WON,
  ARB_ELO_ALL_LOST,
  ARB_ELO_UNBOUNDED,
} ArbEloStatus;

/**
 * ArbElo:
 * @status: which numbers below exist
 * @units: the games (trinomial) or the pairs (pentanomial) counted
 * @score: the mean score per game, from 0 to 1
 * @variance: the variance of the score of one unit (one game, or one pair
 *   whose score is taken as half its points, from 0 to 1)
 * @elo: the Elo difference of @score in the logistic model
 * @elo_low: the low end of the 95 % interval, in Elo
 * @elo_high: the high end of the 95 % interval, in Elo
 * @error: the error margin: half the width of the interval, (@elo_high −
 *   @elo_low) / 2, as cutechess-cli and fastchess print it after "+/-"
 * @draw_ratio: the share of drawn games, from 0 to 1 (trinomial only;
 *   NaN from pentanomial counts, which do not keep it)
 *
 * An Elo estimate with its 95 % confidence interval.
 */
typedef struct
{
  ArbEloStatus status;
  guint64      units;
  double       score;
  double       variance;
  double       elo;
  double       elo_low;
  double       elo_high;
  double       error;
  double       draw_ratio;
} ArbElo;

/**
 * ArbPentanomialBucket:
 * @ARB_PENTA_LL: both games lost (the pair scores 0)
 * @ARB_PENTA_LD: a loss and a draw, in either order (½)
 * @ARB_PENTA_WL_DD: a win and a loss in either order, or two draws (1)
 * @ARB_PENTA_WD: a win and a draw, in either order (1½)
 * @ARB_PENTA_WW: both games won (2)
 * @ARB_PENTA_N_BUCKETS: the number of buckets
 *
 * The five outcomes of a pair of games played from the same opening with
 * the colours swapped, by the points the first player scored in the
 * pair. WL and DD share a bucket, as in fishtest and fastchess: both
 * score 1, and the model only sees the pair's score.
 */
typedef enum
{
  ARB_PENTA_LL,
  ARB_PENTA_LD,
  ARB_PENTA_WL_DD,
  ARB_PENTA_WD,
  ARB_PENTA_WW,
  ARB_PENTA_N_BUCKETS,
} ArbPentanomialBucket;

/**
 * ArbPentanomial:
 * @counts: the number of pairs in each #ArbPentanomialBucket
 *
 * The pentanomial counts of a match: [LL, LD+DL, WL+LW+DD, WD+DW, WW].
 * Zero-initialise it (`ArbPentanomial p = { 0 };`) and add pairs.
 */
typedef struct
{
  guint64 counts[ARB_PENTA_N_BUCKETS];
} ArbPentanomial;

/**
 * ArbSprtDecision:
 * @ARB_SPRT_CONTINUE: the LLR is between the bounds: play on
 * @ARB_SPRT_H0: the LLR reached the lower bound: accept H0 (the Elo
 *   difference is elo0 or less; the change failed)
 * @ARB_SPRT_H1: the LLR reached the upper bound: accept H1 (the Elo
 *   difference is elo1 or more; the change passed)
 */
typedef enum
{
  ARB_SPRT_CONTINUE,
  ARB_SPRT_H0,
  ARB_SPRT_H1,
} ArbSprtDecision;

/**
 * ArbSprt:
 * @elo0: the Elo difference of H0 (logistic Elo)
 * @elo1: the Elo difference of H1, more than @elo0
 * @alpha: the chance of accepting H1 when H0 holds
 * @beta: the chance of accepting H0 when H1 holds
 * @lower: log(β / (1 − α)), below zero
 * @upper: log((1 − β) / α), above zero
 *
 * A sequential probability ratio test, as arb_sprt_init() sets it up.
 */
typedef struct
{
  double elo0;
  double elo1;
  double alpha;
  double beta;
  double lower;
  double upper;
} ArbSprt;

/* The largest |elo0|, |elo1| arb_sprt_init() takes: beyond it the expected
 * score is within 0.3 % of 0 or 1 and the test means nothing. */
#define ARB_SPRT_MAX_ELO 1000.0
/* The smallest @elo1 − @elo0 arb_sprt_init() takes: closer, the two
 * hypotheses' scores are too near for any count of games to tell apart
 * (1e-300 apart, they are the same double and the LLR stays 0). */
#define ARB_SPRT_MIN_ELO_GAP 0.1
/* The smallest @alpha and @beta it takes: the bounds stay finite (at
 * 4.9e-324 the upper one is infinite) and within a test that can end. */
#define ARB_SPRT_MIN_ERROR 1e-9

/* ----------------------------------------------------------- Elo, LOS */

/**
 * arb_stats_elo_from_score:
 * @score: a mean score per game, from 0 to 1
 *
 * The logistic Elo model: a player who scores @score against an opponent
 * is elo = −400 · log10(1 / @score − 1) points stronger (the inverse of
 * score = 1 / (1 + 10^(−elo / 400))).
 *
 * Returns: the Elo difference; −∞ for a score of 0 or less, +∞ for 1 or
 *   more, NaN for NaN; a score of exactly ½ is +0
 */
double   arb_stats_elo_from_score   (double score);

/**
 * arb_stats_score_from_elo:
 * @elo: an Elo difference
 *
 * The expected score of the logistic Elo model, 1 / (1 + 10^(−@elo / 400)).
 *
 * Returns: from 0 to 1 (0 for −∞, 1 for +∞), NaN for NaN
 */
double   arb_stats_score_from_elo   (double elo);

/**
 * arb_stats_elo_trinomial:
 * @wins: games the player won
 * @losses: games the player lost
 * @draws: games drawn
 * @elo: (out caller-allocates): the estimate
 *
 * The Elo difference of a player against one opponent (or against a
 * field, from all its games) and its 95 % error margin, from the
 * trinomial model, as cutechess-cli and fastchess compute them: the mean
 * score s = (W + D/2) / N; the per-game variance of the score
 * v = (W (1 − s)² + D (½ − s)² + L s²) / N; the standard error of s,
 * √(v / N); the interval of the score s ± 1.959964 standard errors, turned
 * into Elo by arb_stats_elo_from_score(); the margin is half its width.
 * Every game counts alone (games in pairs are better served by
 * arb_stats_elo_pentanomial()).
 *
 * No games: %ARB_ELO_NO_GAMES, all NaN. All won or all lost: ±∞ (see
 * #ArbEloStatus). All drawn (or any spread of zero): 0 ± 0.
 */
void     arb_stats_elo_trinomial    (guint64 wins, guint64 losses, guint64 draws, ArbElo *elo);

/**
 * arb_stats_los:
 * @wins: games the player won
 * @losses: games the player lost
 *
 * The likelihood of superiority: the chance that the player is the
 * stronger, by the normal approximation to the decisive games (draws say
 * nothing about it): LOS = ½ (1 + erf((W − L) / √(2 (W + L)))).
 *
 * Returns: from 0 to 1 (a percentage is 100 times it); NaN when no game
 *   was decisive
 */
double   arb_stats_los              (guint64 wins, guint64 losses);

/* --------------------------------------------------------- pentanomial */

/**
 * arb_pentanomial_bucket:
 * @first_game: the first player's result in one game of the pair
 * @second_game: its result in the other game (colours swapped)
 *
 * The bucket of a pair: the points the first player scored in both
 * games, in half-points: LL → %ARB_PENTA_LL; LD, DL → %ARB_PENTA_LD; WL,
 * LW, DD → %ARB_PENTA_WL_DD; WD, DW → %ARB_PENTA_WD; WW → %ARB_PENTA_WW.
 * The order of the two games does not matter.
 *
 * Returns: the bucket
 */
ArbPentanomialBucket arb_pentanomial_bucket (ArbStatsResult first_game,
                                             ArbStatsResult second_game);

/**
 * arb_pentanomial_add:
 * @penta: the counts
 * @first_game: the first player's result in one game of the pair
 * @second_game: its result in the other game
 *
 * Counts one finished pair. A game whose pair is not finished (the last
 * of an odd number, or one whose partner was not played) is not counted
 * here; it still counts in arb_stats_elo_trinomial().
 */
void     arb_pentanomial_add        (ArbPentanomial *penta, ArbStatsResult first_game,
                                     ArbStatsResult second_game);

/**
 * arb_pentanomial_pairs:
 * @penta: the counts
 *
 * Returns: the number of pairs counted
 */
guint64  arb_pentanomial_pairs      (const ArbPentanomial *penta);

/**
 * arb_stats_elo_pentanomial:
 * @penta: the counts
 * @elo: (out caller-allocates): the estimate
 *
 * The Elo difference and its 95 % error margin from the pentanomial
 * model, as fastchess and fishtest compute them: each pair is one sample
 * whose score is half its points (0, ¼, ½, ¾ or 1); s is their mean, v
 * their variance per pair, the standard error √(v / pairs), and the
 * interval s ± 1.959964 standard errors in Elo, as for
 * arb_stats_elo_trinomial(). Pairs of games from one opening are
 * correlated (the opening favours one side); counting the pair as the
 * sample takes that into account, which the trinomial model does not,
 * and usually gives a narrower, truthful margin. @elo->units counts
 * pairs; @elo->draw_ratio is NaN. The edge cases are those of
 * #ArbEloStatus.
 */
void     arb_stats_elo_pentanomial  (const ArbPentanomial *penta, ArbElo *elo);

/* ---------------------------------------------------------------- SPRT */

/**
 * arb_sprt_init:
 * @sprt: (out caller-allocates): the test
 * @elo0: the Elo difference of H0, logistic Elo
 * @elo1: the Elo difference of H1, more than @elo0
 * @alpha: the false-positive rate, more than 0
 * @beta: the false-negative rate, more than 0, with @alpha + @beta < 1
 *
 * Sets up a sequential probability ratio test of H0 "the Elo difference
 * is @elo0" against H1 "it is @elo1", with Wald's bounds: lower =
 * log(β / (1 − α)), upper = log((1 − β) / α).
 *
 * Returns: %FALSE (and @sprt untouched) when the values make no test that
 *   can decide: an Elo that is not a number or beyond ±%ARB_SPRT_MAX_ELO,
 *   @elo1 − @elo0 below %ARB_SPRT_MIN_ELO_GAP, @alpha or @beta below
 *   %ARB_SPRT_MIN_ERROR, or @alpha + @beta not below 1 (the bounds would
 *   not enclose 0). The caller, who knows where the
 *   values came from, says what is wrong.
 */
gboolean arb_sprt_init              (ArbSprt *sprt, double elo0, double elo1, double alpha,
                                     double beta);

/**
 * arb_sprt_llr:
 * @sprt: the test
 * @penta: the pairs played so far
 *
 * The generalized log-likelihood ratio of H1 against H0 of fishtest's
 * logistic SPRT on pentanomial counts (the "GSPRT"): the pairs are a
 * sample of a distribution on the five pair scores a = 0, ¼, ½, ¾, 1; for
 * each hypothesis, with the expected score s = arb_stats_score_from_elo(),
 * take the most likely distribution whose mean is s, and the LLR is the
 * log of the ratio of the two likelihoods of the sample. The most likely
 * distribution with mean s is p_i / (1 + x (a_i − s)), p the observed
 * frequencies and x the root of Σ p_i (a_i − s) / (1 + x (a_i − s)) = 0
 * (found here by bisection). As fishtest does, a bucket with no pairs
 * counts as 0.001 pair, so that the fit always exists.
 *
 * This is the exact GSPRT; fastchess's logistic model uses its
 * approximation ½ N ln(Σ p (a − s0)² / Σ p (a − s1)²), and the
 * first-order form ½ N ((s − s0)² − (s − s1)²) / v is another; both
 * agree with it to a few thousandths on long matches and drift apart on
 * short lopsided ones (docs/statistics.md has a table).
 *
 * Returns: the LLR; 0 with no pairs
 */
double   arb_sprt_llr               (const ArbSprt *sprt, const ArbPentanomial *penta);

/**
 * arb_sprt_decide:
 * @sprt: the test
 * @llr: arb_sprt_llr()
 *
 * Returns: %ARB_SPRT_H1 when @llr is at or above the upper bound,
 *   %ARB_SPRT_H0 when it is at or below the lower bound, else
 *   %ARB_SPRT_CONTINUE
 */
ArbSprtDecision arb_sprt_decide     (const ArbSprt *sprt, double llr);

/* ---------------------------------------------------------------- text */

/**
 * arb_stats_format_double:
 * @value: a number
 * @digits: decimals, 0 to 6
 *
 * @value with @digits decimals and a full stop, whatever the locale, as
 * cutechess-cli writes its numbers: "inf", "-inf" and "nan" for the
 * non-numbers, and a zero without a sign.
 *
 * Returns: (transfer full): the text
 */
char    *arb_stats_format_double    (double value, int digits);

/**
 * arb_stats_cutechess_score:
 * @first: the first player's name
 * @second: the second player's name
 * @wins: games @first won
 * @losses: games @first lost
 * @draws: games drawn
 *
 * The two lines cutechess-cli prints after each game of a match between
 * two players, which engine authors' scripts read:
 *
 * |[
 * Score of A vs B: 5 - 3 - 2  [0.600] 10
 * Elo difference: 70.4 +/- 226.8, LOS: 76.0 %, DrawRatio: 20.0 %
 * ]|
 *
 * (two spaces before the bracket; the score as a fraction with 3
 * decimals; the rest with 1), each ending in a newline. The numbers are
 * arb_stats_elo_trinomial()'s and arb_stats_los()'s; cutechess-cli's own
 * margin is about 0.14 % narrower (it approximates the normal quantile:
 * 1.9572 for 1.95996), which can change the last digit. Where a number
 * does not exist the line says "inf" or "nan", as cutechess-cli's does
 * (its margin is "nan" where this one is "inf": a bound beyond 0 % or
 * 100 %).
 *
 * Returns: (transfer full): the two lines
 */
char    *arb_stats_cutechess_score  (const char *first, const char *second, guint64 wins,
                                     guint64 losses, guint64 draws);

G_END_DECLS
