/* arb-stats.c — match statistics: Elo, error margins, LOS, pentanomial
 * pairs, the SPRT and cutechess-cli's score lines
 *
 * The formulas and their sources are in arb-stats.h and docs/statistics.md;
 * tests/test-stats.c checks them against tests/tools/stats-reference.py.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-stats.h"

#include <math.h>

/* ------------------------------------------------------------ statics */

/* The 97.5 % quantile of the standard normal distribution: a two-sided
 * 95 % interval is the mean ± Z95 standard errors. */
#define Z95 1.959963984540054

/* The score of each pentanomial bucket, as a fraction of the pair's two
 * points. */
static const double pair_value[ARB_PENTA_N_BUCKETS] = { 0.0, 0.25, 0.5, 0.75, 1.0 };

/* fishtest's prior for the SPRT: a bucket with no pairs counts as this
 * many, so that the maximum-likelihood fits below exist. */
#define EMPTY_BUCKET 1e-3

/* The Elo of a score, its interval and status, from @n units whose scores
 * @values[i] occur @counts[i] times. */
static void
estimate (const double  *values,
          const guint64 *counts,
          guint          n_values,
          ArbElo        *elo)
{
  double n = 0.0, mean = 0.0, variance = 0.0, sigma;
  guint64 units = 0;

  for (guint i = 0; i < n_values; i++)
    {
      units += counts[i];
      n += (double) counts[i];
      mean += values[i] * (double) counts[i];
    }
  elo->units = units;
  if (units == 0)
    {
      elo->status = ARB_ELO_NO_GAMES;
      elo->score = elo->variance = elo->elo = NAN;
      elo->elo_low = elo->elo_high = elo->error = NAN;
      return;
    }
  mean /= n;
  for (guint i = 0; i < n_values; i++)
    variance += (double) counts[i] * (values[i] - mean) * (values[i] - mean);
  variance /= n;
  sigma = sqrt (variance / n);

  elo->score = mean;
  elo->variance = variance;
  elo->elo = arb_stats_elo_from_score (mean);
  elo->elo_low = arb_stats_elo_from_score (mean - Z95 * sigma);
  elo->elo_high = arb_stats_elo_from_score (mean + Z95 * sigma);
  if (mean >= 1.0)
    elo->status = ARB_ELO_ALL_WON;
  else if (mean <= 0.0)
    elo->status = ARB_ELO_ALL_LOST;
  else if (isinf (elo->elo_low) || isinf (elo->elo_high))
    elo->status = ARB_ELO_UNBOUNDED;
  else
    elo->status = ARB_ELO_FINITE;
  elo->error = elo->status == ARB_ELO_FINITE ? (elo->elo_high - elo->elo_low) / 2.0 : INFINITY;
}

/* The largest per-pair log-likelihood of a pair-score distribution whose
 * mean is @s, less that of the observed distribution @p: −max over x of
 * g(x) = Σ p_i ln(1 + x (a_i − s)). The best distribution with mean s is
 * p_i / (1 + x (a_i − s)) at the x where g'(x) = Σ p_i (a_i − s) /
 * (1 + x (a_i − s)) = 0; g' falls from +∞ to −∞ on (−1/(1 − s), 1/s)
 * (every p_i > 0), so bisection finds that x. */
static double
best_log_likelihood (const double *p,
                     double        s)
{
  double lo = -1.0 / (1.0 - s), hi = 1.0 / s, x, g = 0.0;

  for (guint step = 0; step < 2000; step++)
    {
      double slope = 0.0;

      x = lo + (hi - lo) / 2.0;
      if (x <= lo || x >= hi)
        break;
      for (guint i = 0; i < ARB_PENTA_N_BUCKETS; i++)
        slope += p[i] * (pair_value[i] - s) / (1.0 + x * (pair_value[i] - s));
      if (slope > 0.0)
        lo = x;
      else
        hi = x;
    }
  x = lo + (hi - lo) / 2.0;
  for (guint i = 0; i < ARB_PENTA_N_BUCKETS; i++)
    g += p[i] * log1p (x * (pair_value[i] - s));
  return -g;
}

/* ---------------------------------------------------------- Elo, LOS */

double
arb_stats_elo_from_score (double score)
{
  if (isnan (score))
    return NAN;
  if (score <= 0.0)
    return -INFINITY;
  if (score >= 1.0)
    return INFINITY;
  /* + 0.0: a score of exactly ½ is 0 Elo, not −0. */
  return -400.0 * log10 (1.0 / score - 1.0) + 0.0;
}

double
arb_stats_score_from_elo (double elo)
{
  if (isnan (elo))
    return NAN;
  return 1.0 / (1.0 + pow (10.0, -elo / 400.0));
}

void
arb_stats_elo_trinomial (guint64  wins,
                         guint64  losses,
                         guint64  draws,
                         ArbElo  *elo)
{
  static const double values[3] = { 1.0, 0.0, 0.5 };
  guint64 counts[3] = { wins, losses, draws };

  g_return_if_fail (elo != NULL);

  estimate (values, counts, 3, elo);
  elo->draw_ratio = elo->units > 0 ? (double) draws / (double) elo->units : NAN;
}

double
arb_stats_los (guint64 wins,
               guint64 losses)
{
  double w = (double) wins, l = (double) losses;

  if (wins == 0 && losses == 0)
    return NAN;
  return 0.5 * (1.0 + erf ((w - l) / sqrt (2.0 * (w + l))));
}

/* --------------------------------------------------------- pentanomial */

ArbPentanomialBucket
arb_pentanomial_bucket (ArbStatsResult first_game,
                        ArbStatsResult second_game)
{
  g_return_val_if_fail (first_game <= ARB_STATS_WIN, ARB_PENTA_LL);
  g_return_val_if_fail (second_game <= ARB_STATS_WIN, ARB_PENTA_LL);

  /* The results are the half-points scored: their sum is the bucket. */
  return (ArbPentanomialBucket) (first_game + second_game);
}

void
arb_pentanomial_add (ArbPentanomial *penta,
                     ArbStatsResult  first_game,
                     ArbStatsResult  second_game)
{
  g_return_if_fail (penta != NULL);
  g_return_if_fail (first_game <= ARB_STATS_WIN && second_game <= ARB_STATS_WIN);

  penta->counts[arb_pentanomial_bucket (first_game, second_game)]++;
}

guint64
arb_pentanomial_pairs (const ArbPentanomial *penta)
{
  guint64 pairs = 0;

  g_return_val_if_fail (penta != NULL, 0);

  for (guint i = 0; i < ARB_PENTA_N_BUCKETS; i++)
    pairs += penta->counts[i];
  return pairs;
}

void
arb_stats_elo_pentanomial (const ArbPentanomial *penta,
                           ArbElo               *elo)
{
  g_return_if_fail (penta != NULL);
  g_return_if_fail (elo != NULL);

  estimate (pair_value, penta->counts, ARB_PENTA_N_BUCKETS, elo);
  elo->draw_ratio = NAN;
}

/* ---------------------------------------------------------------- SPRT */

gboolean
arb_sprt_init (ArbSprt *sprt,
               double   elo0,
               double   elo1,
               double   alpha,
               double   beta)
{
  g_return_val_if_fail (sprt != NULL, FALSE);

  /* The negated comparisons refuse NaN too. */
  if (!(fabs (elo0) <= ARB_SPRT_MAX_ELO && fabs (elo1) <= ARB_SPRT_MAX_ELO
        && elo1 - elo0 >= ARB_SPRT_MIN_ELO_GAP))
    return FALSE;
  if (!(alpha >= ARB_SPRT_MIN_ERROR && beta >= ARB_SPRT_MIN_ERROR && alpha + beta < 1.0))
    return FALSE;

  sprt->elo0 = elo0;
  sprt->elo1 = elo1;
  sprt->alpha = alpha;
  sprt->beta = beta;
  sprt->lower = log (beta / (1.0 - alpha));
  sprt->upper = log ((1.0 - beta) / alpha);
  return TRUE;
}

double
arb_sprt_llr (const ArbSprt        *sprt,
              const ArbPentanomial *penta)
{
  double p[ARB_PENTA_N_BUCKETS], n = 0.0;
  double s0, s1;

  g_return_val_if_fail (sprt != NULL, 0.0);
  g_return_val_if_fail (penta != NULL, 0.0);

  if (arb_pentanomial_pairs (penta) == 0)
    return 0.0;
  for (guint i = 0; i < ARB_PENTA_N_BUCKETS; i++)
    {
      p[i] = penta->counts[i] > 0 ? (double) penta->counts[i] : EMPTY_BUCKET;
      n += p[i];
    }
  for (guint i = 0; i < ARB_PENTA_N_BUCKETS; i++)
    p[i] /= n;

  s0 = arb_stats_score_from_elo (sprt->elo0);
  s1 = arb_stats_score_from_elo (sprt->elo1);
  return n * (best_log_likelihood (p, s1) - best_log_likelihood (p, s0));
}

ArbSprtDecision
arb_sprt_decide (const ArbSprt *sprt,
                 double         llr)
{
  g_return_val_if_fail (sprt != NULL, ARB_SPRT_CONTINUE);

  if (llr >= sprt->upper)
    return ARB_SPRT_H1;
  if (llr <= sprt->lower)
    return ARB_SPRT_H0;
  return ARB_SPRT_CONTINUE;
}

/* ------------------------------------------------------------- text */

char *
arb_stats_format_double (double value,
                         int    digits)
{
  static const char *const formats[] = { "%.0f", "%.1f", "%.2f", "%.3f", "%.4f", "%.5f", "%.6f" };
  char buffer[G_ASCII_DTOSTR_BUF_SIZE + 320];

  g_return_val_if_fail (digits >= 0 && digits < (int) G_N_ELEMENTS (formats), NULL);

  if (isnan (value))
    return g_strdup ("nan");
  if (isinf (value))
    return g_strdup (value > 0 ? "inf" : "-inf");
  /* + 0.0: −0 is printed "0". */
  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, formats[digits], value + 0.0));
}

char *
arb_stats_cutechess_score (const char *first,
                           const char *second,
                           guint64     wins,
                           guint64     losses,
                           guint64     draws)
{
  guint64 games = wins + losses + draws;
  ArbElo elo;
  g_autofree char *score = NULL, *diff = NULL, *error = NULL, *los = NULL, *draw_ratio = NULL;

  g_return_val_if_fail (first != NULL && second != NULL, NULL);

  arb_stats_elo_trinomial (wins, losses, draws, &elo);
  score = arb_stats_format_double (elo.score, 3);
  diff = arb_stats_format_double (elo.elo, 1);
  error = arb_stats_format_double (elo.error, 1);
  los = arb_stats_format_double (100.0 * arb_stats_los (wins, losses), 1);
  draw_ratio = arb_stats_format_double (100.0 * elo.draw_ratio, 1);

  return g_strdup_printf ("Score of %s vs %s: %" G_GUINT64_FORMAT " - %" G_GUINT64_FORMAT
                          " - %" G_GUINT64_FORMAT "  [%s] %" G_GUINT64_FORMAT "\n"
                          "Elo difference: %s +/- %s, LOS: %s %%, DrawRatio: %s %%\n",
                          first, second, wins, losses, draws, score, games,
                          diff, error, los, draw_ratio);
}
