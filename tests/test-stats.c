/* test-stats.c — match statistics (src/match/arb-stats.c)
 *
 * Every expected number comes from tests/tools/stats-reference.py, an
 * independent Python computation written from the published formulas
 * (the logistic Elo model, the trinomial and pentanomial variances, the
 * normal approximation of the LOS, fishtest's generalized SPRT); its
 * optimisation and its normal quantile are computed differently from the
 * C code's. The tables between the BEGIN and END markers below are the
 * output of
 *
 *   python3 tests/tools/stats-reference.py table
 *
 * pasted as they are, and the test `stats-reference` (suite data) runs
 * `stats-reference.py check tests/test-stats.c` to prove that they still
 * are. The other cases (the pair buckets, the refusals) are worked out by
 * hand in the comments beside them.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-stats.h"
#include "arb-test-util.h"

#include <locale.h>
#include <math.h>
#include <string.h>

typedef struct
{
  guint64      wins, losses, draws;
  ArbEloStatus status;
  double       score, variance, elo, low, high, error, draw_ratio;
} EloCase;

typedef struct
{
  guint64 wins, losses;
  double  los;
} LosCase;

typedef struct
{
  guint64      counts[ARB_PENTA_N_BUCKETS];
  ArbEloStatus status;
  double       score, variance, elo, low, high, error;
} PentaCase;

typedef struct
{
  guint64         counts[ARB_PENTA_N_BUCKETS];
  double          elo0, elo1, alpha, beta;
  double          lower, upper, llr;
  ArbSprtDecision decision;
} SprtCase;

typedef struct
{
  const char *first, *second;
  guint64     wins, losses, draws;
  const char *lines;
} CutechessCase;

/* BEGIN stats-reference.py (tests/tools/stats-reference.py table) */
/* wins, losses, draws: status, score, variance per game, Elo, low, high,
 * error, draw ratio */
static const EloCase elo_cases[] = {
  { 0, 0, 0, ARB_ELO_NO_GAMES,
    NAN, NAN, NAN,
    NAN, NAN, NAN, NAN },
  { 1, 0, 0, ARB_ELO_ALL_WON,
    1.0, 0.0, INFINITY,
    INFINITY, INFINITY, INFINITY, 0.0 },
  { 0, 1, 0, ARB_ELO_ALL_LOST,
    0.0, 0.0, -INFINITY,
    -INFINITY, -INFINITY, INFINITY, 0.0 },
  { 0, 0, 1, ARB_ELO_FINITE,
    0.5, 0.0, 0.0,
    0.0, 0.0, 0.0, 1.0 },
  { 0, 0, 100, ARB_ELO_FINITE,
    0.5, 0.0, 0.0,
    0.0, 0.0, 0.0, 1.0 },
  { 10, 0, 0, ARB_ELO_ALL_WON,
    1.0, 0.0, INFINITY,
    INFINITY, INFINITY, INFINITY, 0.0 },
  { 0, 10, 0, ARB_ELO_ALL_LOST,
    0.0, 0.0, -INFINITY,
    -INFINITY, -INFINITY, INFINITY, 0.0 },
  { 9, 1, 0, ARB_ELO_UNBOUNDED,
    0.9, 0.09, 381.69700377572985,
    158.98518507251043, INFINITY, INFINITY, 0.0 },
  { 1, 9, 0, ARB_ELO_UNBOUNDED,
    0.1, 0.09000000000000001, -381.69700377572997,
    -INFINITY, -158.98518507251035, INFINITY, 0.0 },
  { 5, 3, 2, ARB_ELO_FINITE,
    0.6, 0.19000000000000003, 70.43650362227247,
    -123.15195144574065, 330.4799200907136, 226.81593576822712, 0.2 },
  { 1, 0, 9, ARB_ELO_FINITE,
    0.55, 0.0225, 34.86007028756008,
    -29.931928815958926, 102.19383609534465, 66.06288245565179, 0.9 },
  { 0, 5, 5, ARB_ELO_FINITE,
    0.25, 0.0625, -190.84850188786498,
    -391.46647708057935, -66.86171782418732, 162.302379628196, 0.5 },
  { 30, 20, 50, ARB_ELO_FINITE,
    0.55, 0.1225, 34.86007028756008,
    -12.929693470337863, 84.01076264940247, 48.470228059870166, 0.5 },
  { 100, 80, 120, ARB_ELO_FINITE,
    0.5333333333333333, 0.14888888888888888, 23.196778791074703,
    -7.17916099874024, 53.93192894199908, 30.55554497036966, 0.4 },
  { 1000, 900, 2100, ARB_ELO_FINITE,
    0.5125, 0.11859375, 8.687699877294481,
    1.2701758645197898, 16.113151524111753, 7.421487829795982, 0.525 },
  { 400000, 390000, 1210000, ARB_ELO_FINITE,
    0.5025, 0.09874375, 1.7371924043128415,
    1.4345698648815484, 2.039817579663618, 0.3026238573910349, 0.605 },
  { 5000000000, 4000000000, 1000000000, ARB_ELO_FINITE,
    0.55, 0.2225, 34.86007028756008,
    34.853581233579376, 34.866559365780105, 0.006489066100364482, 0.1 },
};

/* wins, losses: LOS */
static const LosCase los_cases[] = {
  { 0, 0, NAN },
  { 1, 0, 0.8413447460685429 },
  { 0, 1, 0.15865525393145707 },
  { 10, 10, 0.5 },
  { 60, 40, 0.9772498680518208 },
  { 40, 60, 0.02275013194817921 },
  { 1000, 900, 0.9891092686044403 },
  { 0, 5, 0.012673659338734156 },
  { 3000000000, 2999900000, 0.9016490640484024 },
};

/* LL, LD+DL, WL+LW+DD, WD+DW, WW: status, score, variance per pair, Elo, low,
 * high, error */
static const PentaCase penta_cases[] = {
  { { 0, 0, 0, 0, 0 }, ARB_ELO_NO_GAMES,
    NAN, NAN, NAN,
    NAN, NAN, NAN },
  { { 0, 0, 0, 0, 5 }, ARB_ELO_ALL_WON,
    1.0, 0.0, INFINITY,
    INFINITY, INFINITY, INFINITY },
  { { 5, 0, 0, 0, 0 }, ARB_ELO_ALL_LOST,
    0.0, 0.0, -INFINITY,
    -INFINITY, -INFINITY, INFINITY },
  { { 0, 0, 7, 0, 0 }, ARB_ELO_FINITE,
    0.5, 0.0, 0.0,
    0.0, 0.0, 0.0 },
  { { 0, 1, 0, 0, 0 }, ARB_ELO_FINITE,
    0.25, 0.0, -190.84850188786498,
    -190.84850188786498, -190.84850188786498, 0.0 },
  { { 1, 3, 10, 4, 2 }, ARB_ELO_FINITE,
    0.5375, 0.05796875, 26.10669260503662,
    -47.55918277870647, 102.23137018116348, 74.89527647993498 },
  { { 10, 50, 200, 60, 12 }, ARB_ELO_FINITE,
    0.5105421686746988, 0.037162959065176374, 7.326534889683138,
    -7.084686821495353, 21.76302207614056, 14.423854448817957 },
  { { 2000, 15000, 40000, 16000, 2200 }, ARB_ELO_FINITE,
    0.504654255319149, 0.039705731524445446, 3.2342012588750517,
    2.2445154180289784, 4.223939587091723, 0.9897120845313725 },
  { { 0, 3, 5, 3, 0 }, ARB_ELO_FINITE,
    0.5, 0.03409090909090909, 0.0,
    -77.0576562989081, 77.05765629890801, 77.05765629890806 },
};

/* pairs, elo0, elo1, alpha, beta: lower bound, upper bound, LLR, decision */
static const SprtCase sprt_cases[] = {
  { { 0, 0, 0, 0, 0 }, 0.0, 5.0, 0.05, 0.05,
    -2.9444389791664403, 2.9444389791664403, 0.0, ARB_SPRT_CONTINUE },
  { { 1, 3, 10, 4, 2 }, 0.0, 5.0, 0.05, 0.05,
    -2.9444389791664403, 2.9444389791664403, 0.08273312284517047, ARB_SPRT_CONTINUE },
  { { 0, 0, 0, 0, 3 }, 0.0, 5.0, 0.05, 0.05,
    -2.9444389791664403, 2.9444389791664403, 0.04289114907609369, ARB_SPRT_CONTINUE },
  { { 30, 160, 420, 190, 45 }, 0.0, 5.0, 0.05, 0.05,
    -2.9444389791664403, 2.9444389791664403, 1.7953931420451492, ARB_SPRT_CONTINUE },
  { { 400, 3000, 8000, 3600, 500 }, 0.0, 5.0, 0.05, 0.05,
    -2.9444389791664403, 2.9444389791664403, 25.23956716813991, ARB_SPRT_H1 },
  { { 500, 3600, 8000, 3000, 400 }, 0.0, 5.0, 0.05, 0.05,
    -2.9444389791664403, 2.9444389791664403, -44.491301334539195, ARB_SPRT_H0 },
  { { 2000, 15000, 40000, 16000, 2200 }, 0.0, 2.0, 0.05, 0.05,
    -2.9444389791664403, 2.9444389791664403, 17.518893714932233, ARB_SPRT_H1 },
  { { 2200, 16000, 40000, 15000, 2000 }, -1.75, 0.25, 0.05, 0.05,
    -2.9444389791664403, 2.9444389791664403, -19.477778395903318, ARB_SPRT_H0 },
  { { 80, 600, 1700, 640, 90 }, -3.0, 1.0, 0.1, 0.05,
    -2.8903717578961645, 2.251291798606495, 2.9029961873424326, ARB_SPRT_H1 },
  { { 3, 5, 200, 6, 2 }, 0.0, 10.0, 0.05, 0.1,
    -2.251291798606495, 2.8903717578961645, -2.513826280071197, ARB_SPRT_H0 },
  { { 0, 0, 0, 0, 3 }, -1000.0, 1000.0, 0.05, 0.05,
    -2.9444389791664403, 2.9444389791664403, 17.280409731707223, ARB_SPRT_H1 },
  { { 7, 0, 0, 0, 0 }, -1000.0, 1000.0, 0.05, 0.05,
    -2.9444389791664403, 2.9444389791664403, -40.30654839318182, ARB_SPRT_H0 },
  { { 0, 0, 1000000, 0, 0 }, -1.0, 1.0, 0.05, 0.05,
    -2.9444389791664403, 2.9444389791664403, 2.2247828668393867e-10, ARB_SPRT_CONTINUE },
};

/* names, wins, losses, draws: the two lines */
static const CutechessCase cutechess_cases[] = {
  { "Arbiter", "fairy-stockfish", 5, 3, 2,
    "Score of Arbiter vs fairy-stockfish: 5 - 3 - 2  [0.600] 10\nElo difference: 70.4 +/- 226.8, LOS: 76.0 %, DrawRatio: 20.0 %\n" },
  { "A", "B", 0, 0, 1,
    "Score of A vs B: 0 - 0 - 1  [0.500] 1\nElo difference: 0.0 +/- 0.0, LOS: nan %, DrawRatio: 100.0 %\n" },
  { "new", "old", 1, 0, 0,
    "Score of new vs old: 1 - 0 - 0  [1.000] 1\nElo difference: inf +/- inf, LOS: 84.1 %, DrawRatio: 0.0 %\n" },
  { "new", "old", 0, 2, 0,
    "Score of new vs old: 0 - 2 - 0  [0.000] 2\nElo difference: -inf +/- inf, LOS: 7.9 %, DrawRatio: 0.0 %\n" },
  { "x", "y", 9, 1, 0,
    "Score of x vs y: 9 - 1 - 0  [0.900] 10\nElo difference: 381.7 +/- inf, LOS: 99.4 %, DrawRatio: 0.0 %\n" },
  { "engine-1.2", "engine 1.1", 1000, 900, 2100,
    "Score of engine-1.2 vs engine 1.1: 1000 - 900 - 2100  [0.512] 4000\nElo difference: 8.7 +/- 7.4, LOS: 98.9 %, DrawRatio: 52.5 %\n" },
  { "A", "B", 0, 0, 0,
    "Score of A vs B: 0 - 0 - 0  [nan] 0\nElo difference: nan +/- nan, LOS: nan %, DrawRatio: nan %\n" },
};
/* END stats-reference.py */

/* ------------------------------------------------------------ helpers */

/* @actual is @expected within @tolerance (absolute, and relative to a
 * large @expected); NaN matches NaN and an infinity the same infinity. */
static void
assert_close (const char *what,
              double      actual,
              double      expected,
              double      tolerance)
{
  gboolean ok;

  if (isnan (expected))
    ok = isnan (actual);
  else if (isinf (expected))
    ok = actual == expected;
  else
    ok = fabs (actual - expected) <= tolerance * MAX (1.0, fabs (expected));
  if (!ok)
    g_error ("%s: %.17g, expected %.17g (± %g)", what, actual, expected, tolerance);
}

/* ------------------------------------------------------------- tests */

static void
test_elo_trinomial (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (elo_cases); i++)
    {
      const EloCase *c = &elo_cases[i];
      ArbElo elo;

      g_test_message ("W %" G_GUINT64_FORMAT " L %" G_GUINT64_FORMAT " D %" G_GUINT64_FORMAT,
                      c->wins, c->losses, c->draws);
      arb_stats_elo_trinomial (c->wins, c->losses, c->draws, &elo);
      g_assert_cmpint (elo.status, ==, c->status);
      g_assert_cmpuint (elo.units, ==, c->wins + c->losses + c->draws);
      assert_close ("score", elo.score, c->score, 1e-12);
      assert_close ("variance", elo.variance, c->variance, 1e-12);
      assert_close ("elo", elo.elo, c->elo, 1e-9);
      assert_close ("low", elo.elo_low, c->low, 1e-9);
      assert_close ("high", elo.elo_high, c->high, 1e-9);
      assert_close ("error", elo.error, c->error, 1e-9);
      assert_close ("draw ratio", elo.draw_ratio, c->draw_ratio, 1e-12);
      /* The margin is half the interval whenever both ends exist. */
      if (elo.status == ARB_ELO_FINITE)
        assert_close ("half width", elo.error, (elo.elo_high - elo.elo_low) / 2, 1e-12);
    }
}

static void
test_elo_score (void)
{
  /* 10^(200/400) = √10: a score of 1 / (1 + 1/√10) = 0.759746… is
   * +200 Elo, and 0.5 is exactly 0 (not −0). */
  double s200 = 1.0 / (1.0 + 1.0 / sqrt (10.0));

  assert_close ("200", arb_stats_elo_from_score (s200), 200.0, 1e-12);
  assert_close ("-200", arb_stats_elo_from_score (1.0 - s200), -200.0, 1e-12);
  assert_close ("s200", arb_stats_score_from_elo (200.0), s200, 1e-15);
  g_assert_cmpfloat (arb_stats_elo_from_score (0.5), ==, 0.0);
  g_assert_false (signbit (arb_stats_elo_from_score (0.5)));
  g_assert_cmpfloat (arb_stats_elo_from_score (1.0), ==, INFINITY);
  g_assert_cmpfloat (arb_stats_elo_from_score (0.0), ==, -INFINITY);
  g_assert_cmpfloat (arb_stats_elo_from_score (1.5), ==, INFINITY);
  g_assert_cmpfloat (arb_stats_elo_from_score (-0.5), ==, -INFINITY);
  g_assert_true (isnan (arb_stats_elo_from_score (NAN)));
  g_assert_cmpfloat (arb_stats_score_from_elo (INFINITY), ==, 1.0);
  g_assert_cmpfloat (arb_stats_score_from_elo (-INFINITY), ==, 0.0);
  g_assert_true (isnan (arb_stats_score_from_elo (NAN)));
}

static void
test_los (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (los_cases); i++)
    {
      const LosCase *c = &los_cases[i];

      g_test_message ("W %" G_GUINT64_FORMAT " L %" G_GUINT64_FORMAT, c->wins, c->losses);
      assert_close ("los", arb_stats_los (c->wins, c->losses), c->los, 1e-12);
    }
}

static void
test_pentanomial_buckets (void)
{
  /* By hand: the first player's half-points in the two games. */
  static const struct
  {
    ArbStatsResult       first, second;
    ArbPentanomialBucket bucket;
  } pairs[] = {
    { ARB_STATS_LOSS, ARB_STATS_LOSS, ARB_PENTA_LL },     /* 0 + 0 */
    { ARB_STATS_LOSS, ARB_STATS_DRAW, ARB_PENTA_LD },     /* 0 + ½ */
    { ARB_STATS_DRAW, ARB_STATS_LOSS, ARB_PENTA_LD },
    { ARB_STATS_WIN, ARB_STATS_LOSS, ARB_PENTA_WL_DD },   /* 1 + 0 */
    { ARB_STATS_LOSS, ARB_STATS_WIN, ARB_PENTA_WL_DD },
    { ARB_STATS_DRAW, ARB_STATS_DRAW, ARB_PENTA_WL_DD },  /* ½ + ½ */
    { ARB_STATS_WIN, ARB_STATS_DRAW, ARB_PENTA_WD },      /* 1 + ½ */
    { ARB_STATS_DRAW, ARB_STATS_WIN, ARB_PENTA_WD },
    { ARB_STATS_WIN, ARB_STATS_WIN, ARB_PENTA_WW },       /* 1 + 1 */
  };
  ArbPentanomial penta = { 0 };
  ArbElo elo;

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_assert_cmpint (arb_pentanomial_bucket (pairs[i].first, pairs[i].second), ==,
                       pairs[i].bucket);
      arb_pentanomial_add (&penta, pairs[i].first, pairs[i].second);
    }
  g_assert_cmpuint (arb_pentanomial_pairs (&penta), ==, 9);
  g_assert_cmpuint (penta.counts[ARB_PENTA_LL], ==, 1);
  g_assert_cmpuint (penta.counts[ARB_PENTA_LD], ==, 2);
  g_assert_cmpuint (penta.counts[ARB_PENTA_WL_DD], ==, 3);
  g_assert_cmpuint (penta.counts[ARB_PENTA_WD], ==, 2);
  g_assert_cmpuint (penta.counts[ARB_PENTA_WW], ==, 1);

  /* Symmetric counts score ½: 0 Elo. The variance per pair, by hand:
   * deviations −½, −¼, 0, ¼, ½ from the mean, 1, 2, 3, 2 and 1 times:
   * (¼ + 2/16 + 0 + 2/16 + ¼) / 9 = 0.75 / 9. */
  arb_stats_elo_pentanomial (&penta, &elo);
  g_assert_cmpint (elo.status, ==, ARB_ELO_FINITE);
  g_assert_cmpuint (elo.units, ==, 9);
  assert_close ("score", elo.score, 0.5, 1e-15);
  assert_close ("variance", elo.variance, 0.75 / 9, 1e-15);
  g_assert_cmpfloat (elo.elo, ==, 0.0);
  assert_close ("symmetric", elo.elo_high, -elo.elo_low, 1e-12);
  g_assert_true (isnan (elo.draw_ratio));
}

static void
test_elo_pentanomial (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (penta_cases); i++)
    {
      const PentaCase *c = &penta_cases[i];
      ArbPentanomial penta;
      ArbElo elo;

      memcpy (penta.counts, c->counts, sizeof penta.counts);
      g_test_message ("case %u", i);
      arb_stats_elo_pentanomial (&penta, &elo);
      g_assert_cmpint (elo.status, ==, c->status);
      g_assert_cmpuint (elo.units, ==, arb_pentanomial_pairs (&penta));
      assert_close ("score", elo.score, c->score, 1e-12);
      assert_close ("variance", elo.variance, c->variance, 1e-12);
      assert_close ("elo", elo.elo, c->elo, 1e-9);
      assert_close ("low", elo.elo_low, c->low, 1e-9);
      assert_close ("high", elo.elo_high, c->high, 1e-9);
      assert_close ("error", elo.error, c->error, 1e-9);
    }
}

static void
test_sprt (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (sprt_cases); i++)
    {
      const SprtCase *c = &sprt_cases[i];
      ArbPentanomial penta;
      ArbSprt sprt;
      double llr;

      memcpy (penta.counts, c->counts, sizeof penta.counts);
      g_test_message ("case %u", i);
      g_assert_true (arb_sprt_init (&sprt, c->elo0, c->elo1, c->alpha, c->beta));
      assert_close ("lower", sprt.lower, c->lower, 1e-14);
      assert_close ("upper", sprt.upper, c->upper, 1e-14);
      llr = arb_sprt_llr (&sprt, &penta);
      assert_close ("llr", llr, c->llr, 1e-8);
      g_assert_cmpint (arb_sprt_decide (&sprt, llr), ==, c->decision);
    }
}

static void
test_sprt_bounds (void)
{
  ArbSprt sprt;

  /* α = β = 0.05: ln(0.05 / 0.95) = −ln 19 = −2.944439; the bounds are
   * decisions themselves. */
  g_assert_true (arb_sprt_init (&sprt, 0, 5, 0.05, 0.05));
  assert_close ("ln 19", sprt.upper, log (19.0), 1e-15);
  assert_close ("-ln 19", sprt.lower, -log (19.0), 1e-15);
  g_assert_cmpint (arb_sprt_decide (&sprt, sprt.upper), ==, ARB_SPRT_H1);
  g_assert_cmpint (arb_sprt_decide (&sprt, nextafter (sprt.upper, 0)), ==, ARB_SPRT_CONTINUE);
  g_assert_cmpint (arb_sprt_decide (&sprt, sprt.lower), ==, ARB_SPRT_H0);
  g_assert_cmpint (arb_sprt_decide (&sprt, nextafter (sprt.lower, 0)), ==, ARB_SPRT_CONTINUE);
  g_assert_cmpint (arb_sprt_decide (&sprt, 0), ==, ARB_SPRT_CONTINUE);

  /* The refusals leave the test as it was. */
  g_assert_false (arb_sprt_init (&sprt, 5, 5, 0.05, 0.05));       /* elo0 = elo1 */
  g_assert_false (arb_sprt_init (&sprt, 5, 0, 0.05, 0.05));       /* elo0 > elo1 */
  g_assert_false (arb_sprt_init (&sprt, NAN, 5, 0.05, 0.05));
  g_assert_false (arb_sprt_init (&sprt, 0, INFINITY, 0.05, 0.05));
  g_assert_false (arb_sprt_init (&sprt, 0, 1001, 0.05, 0.05));
  g_assert_false (arb_sprt_init (&sprt, -1001, 0, 0.05, 0.05));
  g_assert_false (arb_sprt_init (&sprt, 0, 5, 0, 0.05));          /* α = 0 */
  g_assert_false (arb_sprt_init (&sprt, 0, 5, 0.05, 0));          /* β = 0 */
  g_assert_false (arb_sprt_init (&sprt, 0, 5, -0.1, 0.05));
  g_assert_false (arb_sprt_init (&sprt, 0, 5, 0.5, 0.5));         /* α + β = 1 */
  g_assert_false (arb_sprt_init (&sprt, 0, 5, 0.7, 0.6));
  g_assert_false (arb_sprt_init (&sprt, 0, 5, NAN, 0.05));
  /* Values that make a test that cannot decide: an infinite bound, two
   * hypotheses no count of games tells apart. */
  g_assert_false (arb_sprt_init (&sprt, 0, 5, 4.9e-324, 0.05));
  g_assert_false (arb_sprt_init (&sprt, 0, 5, 0.05, 1e-10));
  g_assert_false (arb_sprt_init (&sprt, 0, 1e-300, 0.05, 0.05));
  g_assert_false (arb_sprt_init (&sprt, 0, 0.09, 0.05, 0.05));
  g_assert_cmpfloat (sprt.elo1, ==, 5);
  g_assert_cmpfloat (sprt.alpha, ==, 0.05);
  g_assert_true (arb_sprt_init (&sprt, -1000, 1000, 0.001, 0.998));
}

static void
test_format_double (void)
{
  static const struct
  {
    double      value;
    int         digits;
    const char *text;
  } cases[] = {
    { 70.43650362227247, 1, "70.4" },
    { 0.6, 3, "0.600" },
    { -0.0, 1, "0.0" },          /* no "-0.0" for a zero */
    { -0.04, 1, "-0.0" },        /* but a small negative number keeps its sign */
    { 2.5, 0, "2" },             /* round half to even, as printf */
    { 1e20, 1, "100000000000000000000.0" },
    { INFINITY, 1, "inf" },
    { -INFINITY, 1, "-inf" },
    { NAN, 1, "nan" },
    { -NAN, 3, "nan" },          /* glibc would print "-nan" */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = arb_stats_format_double (cases[i].value, cases[i].digits);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static void
test_cutechess (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cutechess_cases); i++)
    {
      const CutechessCase *c = &cutechess_cases[i];
      g_autofree char *lines = arb_stats_cutechess_score (c->first, c->second, c->wins,
                                                          c->losses, c->draws);

      g_assert_cmpstr (lines, ==, c->lines);
    }
}

/* The score line in the French locale still has full stops (scripts read
 * it). */
static void
test_cutechess_locale (void)
{
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));
  g_autofree char *lines = NULL;

  if (setlocale (LC_NUMERIC, "fr_FR.UTF-8") == NULL)
    {
      /* Not generated on this system: compiled from the locales package's
       * sources into a folder of the test's own, which LOCPATH names. */
      g_autofree char *dir = arb_test_make_dir ("arb-locale-XXXXXX");
      g_autofree char *target = g_build_filename (dir, "fr_FR.UTF-8", NULL);
      const char *argv[] = { "localedef", "-i", "fr_FR", "-f", "UTF-8", target, NULL };
      g_autoptr (GError) error = NULL;
      int wait_status = 0;

      g_spawn_sync (NULL, (char **) argv, NULL,
                    G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                    NULL, NULL, NULL, NULL, &wait_status, &error);
      g_assert_no_error (error);
      /* localedef exits 1 on warnings it still writes the locale after. */
      g_setenv ("LOCPATH", dir, TRUE);
      g_assert_nonnull (setlocale (LC_NUMERIC, "fr_FR.UTF-8"));
      /* The locale is loaded: its files are no longer needed. */
      arb_test_remove_dir (dir);
    }
  lines = arb_stats_cutechess_score ("A", "B", 5, 3, 2);
  setlocale (LC_NUMERIC, old);
  g_assert_nonnull (strstr (lines, "[0.600] 10"));
  g_assert_nonnull (strstr (lines, "Elo difference: 70.4 +/- "));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/stats/elo/score", test_elo_score);
  g_test_add_func ("/stats/elo/trinomial", test_elo_trinomial);
  g_test_add_func ("/stats/los", test_los);
  g_test_add_func ("/stats/pentanomial/buckets", test_pentanomial_buckets);
  g_test_add_func ("/stats/pentanomial/elo", test_elo_pentanomial);
  g_test_add_func ("/stats/sprt/llr", test_sprt);
  g_test_add_func ("/stats/sprt/bounds", test_sprt_bounds);
  g_test_add_func ("/stats/format/double", test_format_double);
  g_test_add_func ("/stats/format/cutechess", test_cutechess);
  g_test_add_func ("/stats/format/cutechess-locale", test_cutechess_locale);

  return g_test_run ();
}
