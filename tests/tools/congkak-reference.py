#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Independent reference implementation of Arbiter's Congkak rules.

Written from the rules of docs/congkak.md (sections 1-11) alone, without the C
code in src/: it is the second computation that the counts of
tests/data/perft-congkak.epd and the worked examples of tests/test-congkak.c
are checked against.

It is deliberately plain rather than fast: a pit is addressed as (side, pit
number) as the players number them, next() walks sowing order from the text of
section 1, and seeds are sown one at a time (no shortcut for whole turns of the
ring).

Usage:
  congkak-reference.py selftest            run the worked examples A-F, the
                                           coin vectors, the greedy examples and
                                           perft 1-3; exit 1 on any mismatch
  congkak-reference.py perft POS DEPTH     print perft(POS, DEPTH)
  congkak-reference.py play POS MOVE       print the records and the position after
  congkak-reference.py greedy POS          print the level-1 suggestion
  congkak-reference.py epd                 print tests/data/perft-congkak.epd

Only the Python standard library is used.
"""

import sys

MAX_LAPS = 10000


class Position:
    """rows[s][k-1]: seeds in side s's pit k (s = 0 Player 1, 1 Player 2)."""

    def __init__(self, rows, stores, side):
        self.rows = [list(rows[0]), list(rows[1])]
        self.stores = list(stores)
        self.side = side

    @property
    def n(self):
        return len(self.rows[0])

    def copy(self):
        return Position(self.rows, self.stores, self.side)

    def text(self):
        return "%s/%s/%d/%d %d" % (",".join(map(str, self.rows[0])),
                                   ",".join(map(str, self.rows[1])),
                                   self.stores[0], self.stores[1], self.side + 1)


def parse(text):
    board, side = text.split()
    p1, p2, s1, s2 = board.split("/")
    return Position([[int(x) for x in p1.split(",")], [int(x) for x in p2.split(",")]],
                    [int(s1), int(s2)], int(side) - 1)


def next_pit(n, where):
    """Section 1: P1 1..N, then P2 1..N, then P1 1 again."""
    side, pit = where
    if pit < n:
        return (side, pit + 1)
    return (1 - side, 1)


def seeds(pos, where):
    return pos.rows[where[0]][where[1] - 1]


def set_seeds(pos, where, value):
    pos.rows[where[0]][where[1] - 1] = value


def legal_moves(pos):
    """Section 4: the non-empty pits of the side to move; none once over."""
    return [k for k in range(1, pos.n + 1) if pos.rows[pos.side][k - 1] > 0]


def over(pos):
    return sum(pos.rows[pos.side]) == 0


def score(pos):
    """Section 7 / 9.4: stores, plus the rows once over."""
    if over(pos):
        return [pos.stores[0] + sum(pos.rows[0]), pos.stores[1] + sum(pos.rows[1])]
    return list(pos.stores)


def play(pos, pit):
    """Section 5: returns (position after, records)."""
    pos = pos.copy()
    mover = pos.side
    n = pos.n
    start = (mover, pit)
    hand = seeds(pos, start)
    records = [("move", mover, pit, hand)]
    set_seeds(pos, start, 0)
    where = start
    laps = 1
    while True:
        # Section 3.2: one seed at a time, the emptied pit not skipped.
        while hand > 0:
            where = next_pit(n, where)
            set_seeds(pos, where, seeds(pos, where) + 1)
            hand -= 1
        last = where
        x = next_pit(n, last)
        if seeds(pos, x) > 0:
            if laps == MAX_LAPS:
                records.append(("endless", mover, MAX_LAPS))
                break
            hand = seeds(pos, x)
            set_seeds(pos, x, 0)
            records.append(("relay", mover, x[0], x[1], hand))
            where = x
            laps += 1
        else:
            c = next_pit(n, x)
            taken = seeds(pos, c)
            set_seeds(pos, c, 0)
            pos.stores[mover] += taken
            records.append(("capture", mover, c[0], c[1], taken))
            break
    pos.side = 1 - mover
    if sum(pos.rows[pos.side]) == 0:
        left = sum(pos.rows[mover])
        if left > 0:
            records.append(("leftover", mover, left))
            pos.rows[mover] = [0] * n
            pos.stores[mover] += left
        if pos.stores[0] > pos.stores[1]:
            records.append(("win", 0, pos.stores[0], pos.stores[1]))
        elif pos.stores[1] > pos.stores[0]:
            records.append(("win", 1, pos.stores[0], pos.stores[1]))
        else:
            records.append(("draw", pos.stores[0], pos.stores[1]))
    return pos, records


def perft(pos, depth):
    if depth == 0:
        return 1
    total = 0
    for k in legal_moves(pos):
        total += perft(play(pos, k)[0], depth - 1)
    return total


def greedy(pos):
    """Section 11 level 1: largest store gain, ties to the highest pit."""
    best = None
    best_gain = -1
    for k in legal_moves(pos):
        after, _ = play(pos, k)
        gain = after.stores[pos.side] - pos.stores[pos.side]
        if gain >= best_gain:
            best, best_gain = k, gain
    return best


def minimax(pos, depth, bot):
    """Section 11 levels 2-3: the value from the bot's side, plain minimax
    without pruning (the reference the engine's exact levels must match)."""
    if over(pos):
        final = score(pos)
        d = final[bot] - final[1 - bot]
        return 1000 * ((d > 0) - (d < 0)) + d
    if depth == 0:
        return pos.stores[bot] - pos.stores[1 - bot]
    values = [minimax(play(pos, k)[0], depth - 1, bot) for k in legal_moves(pos)]
    return max(values) if pos.side == bot else min(values)


def level_choice(pos, depth):
    """The tie set of the best moves at the root and the choice: ties go
    to the highest pit number."""
    values = {k: minimax(play(pos, k)[0], depth - 1, pos.side) for k in legal_moves(pos)}
    best = max(values.values())
    ties = sorted(k for k, v in values.items() if v == best)
    return ties[-1], ties


def splitmix(seed):
    mask = (1 << 64) - 1
    seed = (seed + 0x9E3779B97F4A7C15) & mask
    z = seed
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return z ^ (z >> 31)


def record_text(r):
    names = ("p1", "p2")
    if r[0] == "move":
        return "move %s %d %d" % (names[r[1]], r[2], r[3])
    if r[0] in ("relay", "capture"):
        return "%s %s %s %d %d" % (r[0], names[r[1]], names[r[2]], r[3], r[4])
    if r[0] == "endless":
        return "endless %s %d" % (names[r[1]], r[2])
    if r[0] == "leftover":
        return "leftover %s %d" % (names[r[1]], r[2])
    if r[0] == "win":
        return "win %s %d %d" % (names[r[1]], r[2], r[3])
    return "draw %d %d" % (r[1], r[2])


# ---------------------------------------------------------------- selftest

def check(what, got, expected):
    if got != expected:
        print("FAIL %s: got %r, expected %r" % (what, got, expected))
        return False
    return True


def selftest():
    ok = True
    start = parse("4,4,4,4,4,4,4/4,4,4,4,4,4,4/0/0 1")
    ok &= check("perft 1", perft(start, 1), 7)
    ok &= check("perft 2", perft(start, 2), 30)
    ok &= check("perft 3", perft(start, 3), 147)
    p2 = parse("4,4,4,4,4,4,4/4,4,4,4,4,4,4/0/0 2")
    ok &= check("perft 3, P2 first", perft(p2, 3), 147)

    after, recs = play(start, 1)
    ok &= check("A", after.text(), "2,1,7,7,7,0,7/0,0,6,1,6,6,0/6/0 2")
    ok &= check("A records", [record_text(r) for r in recs], [
        "move p1 1 4", "relay p1 p1 6 4", "relay p1 p2 4 4", "relay p1 p1 2 5",
        "relay p1 p2 1 5", "relay p1 p2 7 5", "relay p1 p1 6 1", "capture p1 p2 2 6"])

    after, recs = play(parse("4,4,4,4,4/4,4,4,4,4/0/0 2"), 1)
    ok &= check("B", after.text(), "0,5,5,5,5/0,0,5,5,5/0/5 1")

    c = parse("0,0,0,1,3/1,4,0,1,7/3/20 1")
    ok &= check("C 4", play(c, 4)[0].text(), "0,0,0,0,4/0,5,0,0,7/4/20 2")
    ok &= check("C 5", play(c, 5)[0].text(), "0,0,0,1,0/2,5,1,0,8/3/20 2")
    ok &= check("C greedy", greedy(c), 4)
    ok &= check("greedy 1,1/1,1 P2", greedy(parse("1,1/1,1/0/0 2")), 2)
    ok &= check("greedy 1,1/1,1 P1", greedy(parse("1,1/1,1/0/0 1")), 2)

    after, recs = play(parse("0,2/5,0/1/0 2"), 1)
    ok &= check("D", after.text(), "0,0/0,0/1/7 1")
    ok &= check("D records", [r[0] for r in recs],
                ["move", "relay", "relay", "capture", "leftover", "win"])
    ok &= check("D leftover", recs[4], ("leftover", 1, 3))
    ok &= check("D win", recs[5], ("win", 1, 1, 7))

    after, recs = play(parse("0,1,0/1,2,1/0/0 2"), 2)
    ok &= check("E", after.text(), "1,0,2/1,1,0/0/0 1")
    ok &= check("E endless", recs[-1], ("endless", 1, MAX_LAPS))
    ok &= check("E relays", len(recs), 1 + (MAX_LAPS - 1) + 1)

    after, recs = play(parse("5/5/0/0 1"), 1)
    ok &= check("F", after.text(), "0/0/10/0 2")
    ok &= check("F laps", sum(1 for r in recs if r[0] == "relay"), 8)
    ok &= check("F capture", recs[-2], ("capture", 0, 1, 1, 10))
    ok &= check("F win", recs[-1], ("win", 0, 10, 0))

    ok &= check("coin 0", splitmix(0), 0xE220A8397B1DCDAF)
    ok &= check("coin 2", splitmix(2), 0x975835DE1C9756CE)

    # Section 9.3's example game: greedy every time from N=5, S=4, P2 first.
    pos = parse("4,4,4,4,4/4,4,4,4,4/0/0 2")
    played = []
    while not over(pos):
        k = greedy(pos)
        played.append(k)
        pos, recs = play(pos, k)
    ok &= check("9.3 game", played, [5, 3, 5, 4, 5, 5, 5, 1, 3])
    ok &= check("9.3 score", score(pos), [15, 25])
    print("selftest: %s" % ("ok" if ok else "FAILED"))
    return 0 if ok else 1


# The positions of tests/data/perft-congkak.epd, with their depths.
EPD = [
    ("Default start (spec §10 gives D1-D3)", "4,4,4,4,4,4,4/4,4,4,4,4,4,4/0/0 1", 7),
    ("Default start, Player 2 first", "4,4,4,4,4,4,4/4,4,4,4,4,4,4/0/0 2", 5),
    ("N = 1 (example F)", "5/5/0/0 1", 4),
    ("N = 1, odd counts", "3/4/2/1 2", 6),
    ("N = 2 (example D's start)", "0,2/5,0/1/0 2", 6),
    ("N = 2, S = 1: the greedy tie of §11", "1,1/1,1/0/0 2", 8),
    ("Example C", "0,0,0,1,3/1,4,0,1,7/3/20 1", 6),
    ("Example B's start, N = 5", "4,4,4,4,4/4,4,4,4,4/0/0 2", 6),
    ("Example E: endless cycles", "0,1,0/1,2,1/0/0 2", 8),
    ("Big N: 40 pits of 1 seed", ",".join(["1"] * 40) + "/" + ",".join(["1"] * 40) + "/0/0 1", 3),
    ("Big N: 999 pits, one seed on each side", "1" + ",0" * 998 + "/" + "0," * 998 + "1/0/0 1", 3),
    ("Relay-heavy: N = 4, S = 24", "24,24,24,24/24,24,24,24/0/0 1", 6),
    ("Large hands going round: N = 3, S = 41", "41,41,41/41,41,41/0/0 2", 5),
    ("Leftovers: one seed left to Player 2", "0,0,0/0,0,1/10/5 2", 3),
    ("Leftovers within two moves", "1,0,0,2/0,1,0,0/3/4 1", 6),
    ("S = 7 (the traditional count)", "7,7,7,7,7,7,7/7,7,7,7,7,7,7/0/0 1", 5),
]


def epd():
    print("# Perft suite for Arbiter's Congkak (§10 of docs/congkak.md).")
    print("#")
    print("# Every count was computed by tests/tools/congkak-reference.py, an")
    print("# independent Python implementation written from the spec alone (seeds")
    print("# sown one by one, pits addressed as the players number them). Regenerate with")
    print("#   tests/tools/congkak-reference.py epd > tests/data/perft-congkak.epd")
    print("# Format: <position string> ;D<depth> <nodes> ...")
    for comment, text, depth in EPD:
        pos = parse(text)
        counts = " ".join(";D%d %d" % (d, perft(pos, d)) for d in range(1, depth + 1))
        print()
        print("# " + comment)
        print("%s %s" % (text, counts))


def main(argv):
    if len(argv) >= 2 and argv[1] == "selftest":
        return selftest()
    if len(argv) == 4 and argv[1] == "perft":
        print(perft(parse(argv[2]), int(argv[3])))
        return 0
    if len(argv) == 4 and argv[1] == "play":
        after, recs = play(parse(argv[2]), int(argv[3]))
        for r in recs:
            print(record_text(r))
        print(after.text())
        return 0
    if len(argv) == 3 and argv[1] == "greedy":
        print(greedy(parse(argv[2])))
        return 0
    if len(argv) == 4 and argv[1] == "level":
        choice, ties = level_choice(parse(argv[2]), int(argv[3]))
        print(choice, " ".join(map(str, ties)))
        return 0
    if len(argv) == 2 and argv[1] == "epd":
        epd()
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
