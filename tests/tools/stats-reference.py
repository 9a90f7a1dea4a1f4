#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Independent reference for src/match/arb-stats.c: match statistics.

Written from the published formulas (docs/statistics.md names them), not from
the C code, and computed differently where that is possible:

- the 95 % quantile of the normal distribution comes from
  statistics.NormalDist().inv_cdf(0.975), not from a typed constant;
- the constrained maximum-likelihood fit of the generalized SPRT maximises
  the concave dual function g(x) = sum p_i ln(1 + x (a_i - s)) by a
  golden-section search, where the C code finds the root of its derivative
  by bisection; both give the same x where the maths is right;
- the score line is formatted with Python's own number formatting.

The tables of tests/test-stats.c between the markers
"BEGIN stats-reference.py" and "END stats-reference.py" are this script's
output. Usage:

  stats-reference.py table         print the tables (C source)
  stats-reference.py check FILE    exit 1 unless FILE holds exactly the
                                   tables `table` prints (run by meson as
                                   the test stats-reference)
  stats-reference.py compare       print the exact GSPRT beside the two
                                   closed-form approximations (for the docs)

Only the Python standard library is used.
"""

import math
import statistics
import sys

Z95 = statistics.NormalDist().inv_cdf(0.975)


def elo_of(score):
    """The logistic Elo model: score = 1 / (1 + 10^(-elo/400))."""
    if math.isnan(score):
        return math.nan
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


def score_of(elo):
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def interval(values, counts):
    """Mean score, variance per unit, Elo, 95 % bounds and margin of a
    distribution of unit scores (games or pairs)."""
    n = sum(counts)
    if n == 0:
        return dict(status='NO_GAMES', score=math.nan, variance=math.nan, elo=math.nan,
                    low=math.nan, high=math.nan, error=math.nan)
    mean = sum(a * c for a, c in zip(values, counts)) / n
    var = sum(c * (a - mean) ** 2 for a, c in zip(values, counts)) / n
    sigma = math.sqrt(var / n)
    low_score, high_score = mean - Z95 * sigma, mean + Z95 * sigma
    elo = elo_of(mean)
    low, high = elo_of(low_score), elo_of(high_score)
    if mean >= 1.0:
        status = 'ALL_WON'
    elif mean <= 0.0:
        status = 'ALL_LOST'
    elif math.isinf(low) or math.isinf(high):
        status = 'UNBOUNDED'
    else:
        status = 'FINITE'
    error = math.inf if status != 'FINITE' else (high - low) / 2.0
    return dict(status=status, score=mean, variance=var, elo=elo, low=low, high=high,
                error=error)


def trinomial(w, l, d):
    r = interval([1.0, 0.0, 0.5], [w, l, d])
    r['draw_ratio'] = d / (w + l + d) if w + l + d else math.nan
    return r


PAIR_VALUES = [0.0, 0.25, 0.5, 0.75, 1.0]


def pentanomial(counts):
    r = interval(PAIR_VALUES, counts)
    r['draw_ratio'] = math.nan
    return r


def los(w, l):
    if w + l == 0:
        return math.nan
    return 0.5 * (1.0 + math.erf((w - l) / math.sqrt(2.0 * (w + l))))


# ------------------------------------------------------------------ SPRT

def regularized(counts):
    """fishtest's prior: an empty bucket counts as 0.001 pairs."""
    return [c if c > 0 else 1e-3 for c in counts]


def max_dual(pdf, s):
    """max over x of g(x) = sum p ln(1 + x (a - s)) on the open interval
    where every 1 + x (a - s) > 0; golden-section search (g is concave)."""
    lo = -1.0 / max(a - s for a, _ in pdf)
    hi = -1.0 / min(a - s for a, _ in pdf)
    # stay inside the open interval
    width = hi - lo
    lo, hi = lo + width * 1e-15, hi - width * 1e-15

    def g(x):
        return sum(p * math.log1p(x * (a - s)) for a, p in pdf)

    ratio = (math.sqrt(5.0) - 1.0) / 2.0
    c, d = hi - ratio * (hi - lo), lo + ratio * (hi - lo)
    gc, gd = g(c), g(d)
    for _ in range(300):
        if gc > gd:
            hi, d, gd = d, c, gc
            c = hi - ratio * (hi - lo)
            gc = g(c)
        else:
            lo, c, gc = c, d, gd
            d = lo + ratio * (hi - lo)
            gd = g(d)
    return g((lo + hi) / 2.0)


def llr_exact(counts, elo0, elo1):
    """The generalized log-likelihood ratio of fishtest's logistic SPRT:
    N times the difference of the best log-likelihoods of a pair-score
    distribution with mean s1 and with mean s0. Since the best one with
    mean s is p_i / (1 + x (a_i - s)) at the x that maximises g, the
    per-pair log-likelihood is sum p ln p - max g; the sum p ln p cancels."""
    if sum(counts) == 0:
        return 0.0
    reg = regularized(counts)
    n = sum(reg)
    pdf = [(a, c / n) for a, c in zip(PAIR_VALUES, reg)]
    s0, s1 = score_of(elo0), score_of(elo1)
    return n * (max_dual(pdf, s0) - max_dual(pdf, s1))


def llr_alt(counts, elo0, elo1):
    """½ N ln(r0 / r1), r = sum p (a - s)^2 (fastchess's logistic model)."""
    reg = regularized(counts)
    n = sum(reg)
    s0, s1 = score_of(elo0), score_of(elo1)
    r0 = sum(c / n * (a - s0) ** 2 for a, c in zip(PAIR_VALUES, reg))
    r1 = sum(c / n * (a - s1) ** 2 for a, c in zip(PAIR_VALUES, reg))
    return 0.5 * n * math.log(r0 / r1)


def llr_alt2(counts, elo0, elo1):
    """½ N ((s - s0)^2 - (s - s1)^2) / var: the first-order form."""
    reg = regularized(counts)
    n = sum(reg)
    s0, s1 = score_of(elo0), score_of(elo1)
    s = sum(a * c for a, c in zip(PAIR_VALUES, reg)) / n
    var = sum(c / n * (a - s) ** 2 for a, c in zip(PAIR_VALUES, reg))
    return 0.5 * n * ((s - s0) ** 2 - (s - s1) ** 2) / var


def bounds(alpha, beta):
    return math.log(beta / (1.0 - alpha)), math.log((1.0 - beta) / alpha)


def decide(llr, alpha, beta):
    lower, upper = bounds(alpha, beta)
    if llr >= upper:
        return 'H1'
    if llr <= lower:
        return 'H0'
    return 'CONTINUE'


# ------------------------------------------------------- cutechess's lines

def fixed(x, digits):
    """A number as cutechess-cli prints it with Qt ('f', digits); Qt writes
    the non-numbers as inf, -inf and nan."""
    if math.isnan(x):
        return 'nan'
    if math.isinf(x):
        return 'inf' if x > 0 else '-inf'
    return '%.*f' % (digits, x + 0.0)   # + 0.0: a zero is printed unsigned


def cutechess_lines(a, b, w, l, d):
    n = w + l + d
    r = trinomial(w, l, d)
    score = (2 * w + d) / (2 * n) if n else math.nan
    line1 = 'Score of %s vs %s: %d - %d - %d  [%s] %d' % (a, b, w, l, d, fixed(score, 3), n)
    line2 = 'Elo difference: %s +/- %s, LOS: %s %%, DrawRatio: %s %%' % (
        fixed(r['elo'], 1), fixed(r['error'], 1), fixed(100.0 * los(w, l), 1),
        fixed(100.0 * r['draw_ratio'], 1))
    return line1 + '\n' + line2 + '\n'


# ------------------------------------------------------------------ cases

WLD_CASES = [
    (0, 0, 0),          # no games
    (1, 0, 0),          # one game, won
    (0, 1, 0),          # one game, lost
    (0, 0, 1),          # one game, drawn: no spread at all
    (0, 0, 100),        # all draws
    (10, 0, 0),         # all wins
    (0, 10, 0),         # all losses
    (9, 1, 0),          # the interval reaches a score of 1
    (1, 9, 0),          # and of 0
    (5, 3, 2),
    (1, 0, 9),
    (0, 5, 5),
    (30, 20, 50),
    (100, 80, 120),
    (1000, 900, 2100),
    (400000, 390000, 1210000),
    (5000000000, 4000000000, 1000000000),   # beyond 32 bits
]

LOS_CASES = [(0, 0), (1, 0), (0, 1), (10, 10), (60, 40), (40, 60), (1000, 900),
             (0, 5), (3000000000, 2999900000)]

PENTA_CASES = [
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 5],
    [5, 0, 0, 0, 0],
    [0, 0, 7, 0, 0],
    [0, 1, 0, 0, 0],
    [1, 3, 10, 4, 2],
    [10, 50, 200, 60, 12],
    [2000, 15000, 40000, 16000, 2200],
    [0, 3, 5, 3, 0],
]

# (counts, elo0, elo1, alpha, beta)
SPRT_CASES = [
    ([0, 0, 0, 0, 0], 0.0, 5.0, 0.05, 0.05),            # no pairs: 0, continue
    ([1, 3, 10, 4, 2], 0.0, 5.0, 0.05, 0.05),           # continue
    ([0, 0, 0, 0, 3], 0.0, 5.0, 0.05, 0.05),            # empty buckets regularised
    ([30, 160, 420, 190, 45], 0.0, 5.0, 0.05, 0.05),    # continue
    ([400, 3000, 8000, 3600, 500], 0.0, 5.0, 0.05, 0.05),   # H1
    ([500, 3600, 8000, 3000, 400], 0.0, 5.0, 0.05, 0.05),   # H0
    ([2000, 15000, 40000, 16000, 2200], 0.0, 2.0, 0.05, 0.05),  # H1
    ([2200, 16000, 40000, 15000, 2000], -1.75, 0.25, 0.05, 0.05),  # H0
    ([80, 600, 1700, 640, 90], -3.0, 1.0, 0.10, 0.05),  # continue
    ([3, 5, 200, 6, 2], 0.0, 10.0, 0.05, 0.10),         # many balanced pairs
    ([0, 0, 0, 0, 3], -1000.0, 1000.0, 0.05, 0.05),     # the widest hypotheses
    ([7, 0, 0, 0, 0], -1000.0, 1000.0, 0.05, 0.05),
    ([0, 0, 1000000, 0, 0], -1.0, 1.0, 0.05, 0.05),     # no spread at all
]

CUTECHESS_CASES = [
    ('Arbiter', 'fairy-stockfish', 5, 3, 2),
    ('A', 'B', 0, 0, 1),
    ('new', 'old', 1, 0, 0),
    ('new', 'old', 0, 2, 0),
    ('x', 'y', 9, 1, 0),
    ('engine-1.2', 'engine 1.1', 1000, 900, 2100),
    ('A', 'B', 0, 0, 0),
]


def c_double(x):
    if math.isnan(x):
        return 'NAN'
    if math.isinf(x):
        return 'INFINITY' if x > 0 else '-INFINITY'
    return repr(float(x) + 0.0)


def c_string(text):
    return '"' + text.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n') + '"'


def table():
    out = []
    out.append('/* BEGIN stats-reference.py (tests/tools/stats-reference.py table) */')
    out.append('/* wins, losses, draws: status, score, variance per game, Elo, low, high,')
    out.append(' * error, draw ratio */')
    out.append('static const EloCase elo_cases[] = {')
    for w, l, d in WLD_CASES:
        r = trinomial(w, l, d)
        out.append('  { %d, %d, %d, ARB_ELO_%s,' % (w, l, d, r['status']))
        out.append('    %s, %s, %s,' % (c_double(r['score']), c_double(r['variance']),
                                        c_double(r['elo'])))
        out.append('    %s, %s, %s, %s },' % (c_double(r['low']), c_double(r['high']),
                                              c_double(r['error']), c_double(r['draw_ratio'])))
    out.append('};')
    out.append('')
    out.append('/* wins, losses: LOS */')
    out.append('static const LosCase los_cases[] = {')
    for w, l in LOS_CASES:
        out.append('  { %d, %d, %s },' % (w, l, c_double(los(w, l))))
    out.append('};')
    out.append('')
    out.append('/* LL, LD+DL, WL+LW+DD, WD+DW, WW: status, score, variance per pair, Elo, low,')
    out.append(' * high, error */')
    out.append('static const PentaCase penta_cases[] = {')
    for counts in PENTA_CASES:
        r = pentanomial(counts)
        out.append('  { { %s }, ARB_ELO_%s,' % (', '.join(map(str, counts)), r['status']))
        out.append('    %s, %s, %s,' % (c_double(r['score']), c_double(r['variance']),
                                        c_double(r['elo'])))
        out.append('    %s, %s, %s },' % (c_double(r['low']), c_double(r['high']),
                                          c_double(r['error'])))
    out.append('};')
    out.append('')
    out.append('/* pairs, elo0, elo1, alpha, beta: lower bound, upper bound, LLR, decision */')
    out.append('static const SprtCase sprt_cases[] = {')
    for counts, elo0, elo1, alpha, beta in SPRT_CASES:
        lower, upper = bounds(alpha, beta)
        llr = llr_exact(counts, elo0, elo1)
        out.append('  { { %s }, %s, %s, %s, %s,' % (', '.join(map(str, counts)), c_double(elo0),
                                                    c_double(elo1), c_double(alpha),
                                                    c_double(beta)))
        out.append('    %s, %s, %s, ARB_SPRT_%s },' % (c_double(lower), c_double(upper),
                                                      c_double(llr),
                                                      decide(llr, alpha, beta)))
    out.append('};')
    out.append('')
    out.append('/* names, wins, losses, draws: the two lines */')
    out.append('static const CutechessCase cutechess_cases[] = {')
    for a, b, w, l, d in CUTECHESS_CASES:
        out.append('  { %s, %s, %d, %d, %d,' % (c_string(a), c_string(b), w, l, d))
        out.append('    %s },' % c_string(cutechess_lines(a, b, w, l, d)))
    out.append('};')
    out.append('/* END stats-reference.py */')
    return '\n'.join(out) + '\n'


def check(path):
    with open(path, encoding='utf-8') as f:
        text = f.read()
    start = text.find('/* BEGIN stats-reference.py')
    end = text.find('/* END stats-reference.py */')
    if start < 0 or end < 0:
        print('%s: no stats-reference.py tables' % path, file=sys.stderr)
        return 1
    end = text.index('\n', end) + 1
    if text[start:end] != table():
        print('%s: the tables differ from `stats-reference.py table`' % path, file=sys.stderr)
        return 1
    print('%s: the tables are stats-reference.py\'s' % path)
    return 0


def compare():
    print('pairs                               exact GSPRT   ½N ln(r0/r1)   first-order')
    for counts, elo0, elo1, _, _ in SPRT_CASES:
        print('%-34s %12.6f %14.6f %13.6f' % (counts, llr_exact(counts, elo0, elo1),
                                              llr_alt(counts, elo0, elo1),
                                              llr_alt2(counts, elo0, elo1)))
    return 0


def main(argv):
    if len(argv) == 2 and argv[1] == 'table':
        sys.stdout.write(table())
        return 0
    if len(argv) == 3 and argv[1] == 'check':
        return check(argv[2])
    if len(argv) == 2 and argv[1] == 'compare':
        return compare()
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv))
