#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The computer player of checkers.md section 11, computed independently.

For each position and level (1-3: depth 1, 3, 5) this prints the whole set
of moves that plain minimax without pruning values best, in byte-sorted
notation order (section 9.2): the first is the level's move without a seed,
and a seeded player picks T[z mod |T|] among them. The rules are those of
checkers-reference.py (board copies over [x][y] coordinates, nothing from the
C code in src/); the search is written from section 11's text alone:

  - evaluation from the bot's side S: (men(S) + 3 kings(S)) - (men(-S) + 3 kings(-S));
  - a finished position (no legal move for the side to move, or no piece)
    scores +10000 - plies when S has won, -10000 + plies when S has lost
    (plies from the root); the side to move of a finished game has lost;
  - a depth-D search looks at D moves (a whole multi-jump is one move) and
    evaluates positions at depth D or with the game over.

Usage: checkers-levels.py > tests/data/checkers-levels.txt
Output lines: FEN;LEVEL;MOVE MOVE ...
"""

import importlib.util
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "checkers_reference", os.path.join(HERE, "checkers-reference.py"))
ref = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ref)

DEPTHS = {1: 1, 2: 3, 3: 5}


def material(p, side):
    total = 0
    for s, king in p.board.values():
        if s == side:
            total += 3 if king else 1
    return total


def minimax(p, bot, depth, plies):
    """The value of p for the bot, plain minimax: max where the bot moves."""
    moves = ref.legal_moves(p)
    if not moves:
        # The side to move has no move (or no piece, or the other has none):
        # section 7 gives the game to the side that did not run out.
        mine = any(s == p.turn for s, _ in p.board.values())
        theirs = any(s != p.turn for s, _ in p.board.values())
        # Only a loaded position can leave the side not to move without a
        # piece (section 9.1: the side to move has then won).
        loser = ref.other(p.turn) if mine and not theirs else p.turn
        return -10000 + plies if loser == bot else 10000 - plies
    if depth == 0:
        return material(p, bot) - material(p, ref.other(bot))
    values = [minimax(ref.play(p, m), bot, depth - 1, plies + 1) for m in moves]
    return max(values) if p.turn == bot else min(values)


def tie_set(p, level):
    depth = DEPTHS[level]
    bot = p.turn
    values = {}
    for m in ref.legal_moves(p):
        values[ref.move_text(m)] = minimax(ref.play(p, m), bot, depth - 1, 1)
    best = max(values.values())
    return sorted(n for n, v in values.items() if v == best)


# Positions for captures, multi-jumps, crowning, regicide and finished games,
# each commented with what it exercises.
POSITIONS = [
    # The start: seven steps, all worth 0 at depth 1 (a seven-way tie).
    ref.START,
    # Section 4.2: two men, five captures taking two men each.
    "B:W14,15,22,23,24:B9,10",
    # Section 4.2: a king's two round trips back to its square.
    "B:W14,15,22,23:BK10",
    # Section 4.3: one move, a capture that crowns.
    "B:W26,27:B22",
    # Section 4.4: regicide (14x23, 15x22) against two men taken (15x24x31).
    "B:WK18,19,27:B14,15",
    # Section 4.4: a king takes a king and goes on.
    "B:WK14,22:BK10",
    # Section 5: White's man takes the last black piece, a king (regicide,
    # a won game at once).
    "W:W21:BK17",
    # Section 9.3's PDN start: White to move, a regicide capture.
    "W:W21,30:B11,K17",
    # A step to the crowning row, or a quiet man move.
    "B:W5,6:B25,10",
    # Kings against a man and a king: no win in sight, a quiet choice.
    "B:W18,K32:B14,K23",
    # Finished-game scoring: 23-19 wins in three plies (+9997), the other
    # moves only keep the material (+5).
    "B:W20:BK23,K26",
    # A capture that wins at once (+9999).
    "B:W18:BK23,K24",
    # Blocking: the side that is left without a move loses (section 7).
    "W:W5,K13:B1,9,K22",
    # After the regicide line of section 4.4, kings about.
    "B:W17,K21,23,24,26,27,28,31,32:B1,2,3,4,5,6,7,8,11,12",
    # A middle game with kings on both sides.
    "W:WK5,K6,19,20:B9,10,K27,K28",
    "B:W18,19,26,27,K25,K28:B10,11,14,15",
]


def random_positions(count, seed):
    """Positions reached by seeded random play from the start (Python's own
    random module), not over and with a choice to make."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        p = ref.parse_position(ref.START)
        for _ in range(rng.randrange(10, 50)):
            moves = ref.legal_moves(p)
            if not moves:
                break
            p = ref.play(p, rng.choice(moves))
        if len(ref.legal_moves(p)) > 1:
            found.append(ref.write_position(p))
    return found


def main():
    print("# checkers.md section 11: for each position and level, the moves plain minimax")
    print("# (no pruning) values best, byte-sorted (the first is the unseeded choice).")
    print("# Computed by tests/tools/checkers-levels.py from the independent reference")
    print("# tests/tools/checkers-reference.py; never from the C code.")
    print("# FEN;LEVEL;TIED BEST MOVES")
    for fen in POSITIONS + random_positions(8, 2026):
        p = ref.parse_position(fen)
        if not ref.legal_moves(p):
            continue
        for level in (1, 2, 3):
            print("%s;%d;%s" % (fen, level, " ".join(tie_set(p, level))))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
