#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The computer player of alquerque.md section 11, computed independently.

For each position and level this prints the whole set of moves that plain
minimax (no pruning, alquerque-reference.py's value()) values best, in
byte-sorted notation order: the first is the level's move without a seed,
and a seeded player must pick one of them. The positions are the spec's
three test vectors and positions reached by seeded random play from the
start (Python's own random module; nothing here comes from the C code).

Usage: alquerque-levels.py > tests/data/alquerque-levels.txt
Output lines: FEN;LEVEL;MOVE MOVE ...
"""

import importlib.util
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "alquerque_reference", os.path.join(HERE, "alquerque-reference.py"))
ref = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ref)


def tie_set(p, level):
    values = {}
    for name in ref.moves_sorted(p):
        a, b = ref.parse_move(p, name)
        values[name] = -ref.value(ref.play(p, a, b)[0], level - 1, 1)
    best = max(values.values())
    return sorted(n for n, v in values.items() if v == best)


def random_positions(count, seed):
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        p = ref.parse_position(ref.START)
        plies = rng.randrange(4, 40)
        for _ in range(plies):
            moves = ref.moves_sorted(p)
            if not moves:
                break
            a, b = ref.parse_move(p, rng.choice(moves))
            p = ref.play(p, a, b)[0]
        if ref.moves_sorted(p):
            found.append(ref.write_position(p))
    return found


def main():
    vectors = [
        ("...../.ww../.wb../.b.../..... w 1", 7),
        ("wb..w/.bb../...../w..bw/..b.w w 17", 7),
        ("w.bb./..b.b/.b..w/.ww.w/..bww w 16", 7),
    ]
    rows = []
    for fen, top in vectors:
        for level in range(1, top + 1):
            rows.append((fen, level))
    for fen in random_positions(12, 2026):
        for level in range(1, 5):
            rows.append((fen, level))
    for fen, level in rows:
        p = ref.parse_position(fen)
        print("%s;%d;%s" % (fen, level, " ".join(tie_set(p, level))))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
