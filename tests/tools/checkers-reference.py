#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Independent reference implementation of Arbiter's checkers rules.

This program implements the rules of docs/checkers.md (sections 1-4, 7, 9.1,
9.2 and 10) from the text of the specification alone, without the C code in
src/ (which works on 32-bit masks): here the board is a dict keyed by the
[x][y] coordinates of section 1, square numbers come from the conversion
formula of section 1, and a capture is searched recursively over explicit
board copies. It is the independent computation that the counts of
tests/data/perft-checkers.epd come from.

With --standard it plays standard English draughts (the WCDF rules, Arbiter's
parameter regicide=false) instead: everything above but section 4.4, so a
man that jumps a king is not crowned for it and jumps on if it can. The
counts of tests/data/perft-checkers-english.epd come from that.

Usage:
  checkers-reference.py [--standard] selftest          the spec's worked examples
  checkers-reference.py [--standard] perft FEN DEPTH   print perft(FEN, DEPTH)
  checkers-reference.py [--standard] moves FEN         the legal moves, byte-sorted
  checkers-reference.py [--standard] epd               print the EPD file

Only the Python standard library is used.
"""

import sys

# ------------------------------------------------------------ section 1


def square_to_xy(n):
    r, k = (n - 1) // 4, (n - 1) % 4
    y = 7 - r
    x = 6 - 2 * k if r % 2 == 0 else 7 - 2 * k
    return x, y


def xy_to_square(x, y):
    assert (x + y) % 2 == 1
    return 4 * (7 - y) + (7 - x) // 2 + 1


def on_board(x, y):
    return 0 <= x < 8 and 0 <= y < 8


BLACK, WHITE = "b", "w"
ALL_DIRS = [(-1, -1), (1, -1), (-1, 1), (1, 1)]


def forward_dirs(side):
    # Black's forward is y - 1, White's y + 1 (section 1).
    return [(-1, -1), (1, -1)] if side == BLACK else [(-1, 1), (1, 1)]


def crowning_row(side):
    return 0 if side == BLACK else 7


def other(side):
    return WHITE if side == BLACK else BLACK

# ------------------------------------------------------------ section 9.1


class Position:
    def __init__(self, board, turn, regicide=True):
        self.board = board  # (x, y) -> (side, is_king)
        self.turn = turn
        self.regicide = regicide  # False: standard English draughts


def parse_squares(text):
    items = []
    if text == "":
        return items
    for item in text.split(","):
        king = item.startswith("K")
        body = item[1:] if king else item
        if "-" in body:
            a, b = body.split("-")
            a, b = int(a), int(b)
            assert 1 <= a <= b <= 32
            items += [(n, king) for n in range(a, b + 1)]
        else:
            n = int(body)
            assert 1 <= n <= 32
            items.append((n, king))
    return items


def parse_position(text, regicide=True):
    text = text.strip()
    if text.endswith("."):
        text = text[:-1]
    turn, first, second = text.split(":")
    assert turn in ("B", "W")
    board = {}
    for section in (first, second):
        side = BLACK if section[0] == "B" else WHITE
        for n, king in parse_squares(section[1:]):
            xy = square_to_xy(n)
            assert xy not in board
            board[xy] = (side, king)
    return Position(board, BLACK if turn == "B" else WHITE, regicide)


def write_position(p):
    def lst(side):
        sq = sorted((xy_to_square(*xy), k) for xy, (s, k) in p.board.items() if s == side)
        return ",".join(("K" if k else "") + str(n) for n, k in sq)
    return "%s:W%s:B%s" % ("B" if p.turn == BLACK else "W", lst(WHITE), lst(BLACK))

# ------------------------------------------------------------ sections 3-4


def captures_from(board, side, start, at, king, path, taken, regicide):
    """Every capture path continuing from `at` (section 4.2-4.4; without
    4.4 when `regicide` is false)."""
    found = []
    dirs = ALL_DIRS if king else forward_dirs(side)
    for dx, dy in dirs:
        mid = (at[0] + dx, at[1] + dy)
        land = (at[0] + 2 * dx, at[1] + 2 * dy)
        if not on_board(*land):
            continue
        if mid not in board or board[mid][0] == side:
            continue
        if land in board:
            continue
        victim_king = board[mid][1]
        new_board = dict(board)
        del new_board[mid]           # removed as it is jumped
        del new_board[at]
        new_board[land] = (side, king)
        new_path = path + [land]
        new_taken = taken + [(mid, victim_king)]
        if not king and victim_king and regicide:
            found.append((new_path, new_taken, "regicide"))      # 4.4
        elif not king and land[1] == crowning_row(side):
            found.append((new_path, new_taken, "crown"))         # 4.3
        else:
            more = captures_from(new_board, side, start, land, king, new_path, new_taken,
                                 regicide)
            if more:
                found += more
            else:
                found.append((new_path, new_taken, None))
    return found


def legal_moves(p):
    """(path of (x, y), taken [(xy, king)], crown) for the side to move."""
    side = p.turn
    mine = [xy for xy, (s, _) in p.board.items() if s == side]
    theirs = [xy for xy, (s, _) in p.board.items() if s != side]
    if not mine or not theirs:
        return []
    caps = []
    for xy in mine:
        king = p.board[xy][1]
        # The start square counts as empty during the move: the piece is
        # lifted off the board at once.
        caps += captures_from(dict(p.board), side, xy, xy, king, [xy], [], p.regicide)
    if caps:
        return caps
    steps = []
    for xy in mine:
        king = p.board[xy][1]
        for dx, dy in (ALL_DIRS if king else forward_dirs(side)):
            t = (xy[0] + dx, xy[1] + dy)
            if on_board(*t) and t not in p.board:
                crown = "crown" if not king and t[1] == crowning_row(side) else None
                steps.append(([xy, t], [], crown))
    return steps


def play(p, move):
    path, taken, crown = move
    board = dict(p.board)
    side, king = board.pop(path[0])
    for xy, _ in taken:
        del board[xy]
    board[path[-1]] = (side, king or crown is not None)
    return Position(board, other(side), p.regicide)


def move_text(move):
    path, taken, _ = move
    sep = "x" if taken else "-"
    return sep.join(str(xy_to_square(*xy)) for xy in path)


def moves_sorted(p):
    return sorted(move_text(m) for m in legal_moves(p))


def perft(p, depth):
    if depth == 0:
        return 1
    moves = legal_moves(p)
    if depth == 1:
        return len(moves)
    return sum(perft(play(p, m), depth - 1) for m in moves)

# ------------------------------------------------------------ self-test

START = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"


def play_text(p, text):
    for m in legal_moves(p):
        if move_text(m) == text:
            return play(p, m), m
    raise AssertionError("%s is not legal in %s (legal: %s)" % (text, write_position(p),
                                                                moves_sorted(p)))


def selftest():
    failures = 0

    def check(what, got, want):
        nonlocal failures
        if got != want:
            failures += 1
            print("FAIL %s: got %r, want %r" % (what, got, want))

    # Section 1: the conversion examples.
    for n, xy in [(1, (6, 7)), (4, (0, 7)), (5, (7, 6)), (11, (2, 5)), (15, (3, 4)),
                  (29, (7, 0)), (32, (1, 0))]:
        check("square %d" % n, square_to_xy(n), xy)
        check("xy %r" % (xy,), xy_to_square(*xy), n)
    # Section 3: Black's steps at the start.
    check("start steps", moves_sorted(parse_position(START)),
          sorted("9-13 9-14 10-14 10-15 11-15 11-16 12-16".split()))
    # Section 4.2.
    check("4.2 men", moves_sorted(parse_position("B:W14,15,22,23,24:B9,10")),
          sorted("10x17x26 10x19x26 10x19x28 9x18x25 9x18x27".split()))
    check("4.2 king", moves_sorted(parse_position("B:W14,15,22,23:BK10")),
          sorted(["10x17x26x19x10", "10x19x26x17x10"]))
    # Section 4.3 and 4.4.
    check("4.3", moves_sorted(parse_position("B:W26,27:B22")), ["22x31"])
    check("4.4 king takes king", moves_sorted(parse_position("B:WK14,22:BK10")), ["10x17x26"])
    p = parse_position("B:WK18,19,27:B14,15")
    check("4.4", moves_sorted(p), sorted(["14x23", "15x22", "15x24x31"]))
    check("4.4 after 14x23", write_position(play_text(p, "14x23")[0]), "W:W19,27:B15,K23")
    # Section 4.4: the regicide line from the start.
    p = parse_position(START)
    line = "9-13 22-17 13x22 25x18 10-15 29-25 15x22x29 21-17 29-25 30x21".split()
    for text in line:
        p, m = play_text(p, text)
    check("regicide line", (m[2], xy_to_square(*m[0][-1])), ("regicide", 21))
    check("regicide line piece", p.board[square_to_xy(21)], (WHITE, True))
    # Section 5: 21x14 in W:W21:BK17.
    p2, m = play_text(parse_position("W:W21:BK17"), "21x14")
    check("5 records", (m[1], m[2], legal_moves(p2)), ([(square_to_xy(17), True)], "regicide", []))
    # Section 9.1 examples.
    check("9.1 start", write_position(parse_position("B:B1-12:W21-32.")), START)
    check("9.1 kings", write_position(parse_position("W:WK1-2,13:BK29,05")),
          "W:WK1,K2,13:B5,K29")
    # Section 9.3: the PDN example.
    p = parse_position("W:W21,30:B11,K17")
    for text in "21x14 11-15 14-18 15x22 30-26 22x31".split():
        p, m = play_text(p, text)
    # White's man takes the king on 17 and Black's man the new king on 18;
    # 22x31 takes White's last piece.
    check("9.3 end", (write_position(p), legal_moves(p)), ("W:W:BK31", []))
    # Section 9.4: W:W5:B1,9 is over (White blocked).
    check("9.4", legal_moves(parse_position("W:W5:B1,9")), [])
    # Section 10.
    for depth, nodes in [(1, 7), (2, 49), (3, 302)]:
        check("perft %d" % depth, perft(parse_position(START), depth), nodes)

    # Standard English draughts (regicide=false): a man that jumps a king
    # is not crowned for it and jumps on; crowning still ends the move.
    def standard(fen):
        return parse_position(fen, regicide=False)

    check("std 4.4", moves_sorted(standard("B:WK18,19,27:B14,15")),
          sorted(["14x23x32", "15x22", "15x24x31"]))
    check("std king takes king", moves_sorted(standard("B:WK14,22:BK10")), ["10x17x26"])
    check("std man takes two kings", moves_sorted(standard("B:WK14,K22:B9")), ["9x18x25"])
    check("std white man", moves_sorted(standard("W:W26:BK22,K14,1")), ["26x17x10"])
    p2, m = play_text(standard("W:W21:BK17"), "21x14")
    check("std 5", (m[1], m[2], p2.board[square_to_xy(14)], legal_moves(p2)),
          ([(square_to_xy(17), True)], None, (WHITE, False), []))
    p = standard(START)
    for text in line[:-1]:
        p, m = play_text(p, text)
    check("std line", moves_sorted(p), ["30x21"])
    p, m = play_text(p, "30x21")
    check("std line piece", (m[2], p.board[square_to_xy(21)]), (None, (WHITE, False)))
    for depth, nodes in [(1, 7), (2, 49), (3, 302), (4, 1469), (5, 7361)]:
        check("std perft %d" % depth, perft(standard(START), depth), nodes)
    if failures:
        print("%d failure(s)" % failures)
        return 1
    print("selftest: all passed")
    return 0

# ------------------------------------------------------------ the EPD

# Positions chosen to exercise multi-jumps, crowning and regicide, with the
# depths the reference computes in seconds.
EPD_POSITIONS = [
    (START, 8),
    ("B:W14,15,22,23,24:B9,10", 6),
    ("B:W14,15,22,23:BK10", 6),
    ("B:W26,27:B22", 6),
    ("B:WK18,19,27:B14,15", 6),
    ("B:WK14,22:BK10", 6),
    ("W:W21:BK17", 6),
    ("W:W21,30:B11,K17", 6),
    ("B:W6,7,8,14,15,16,22,23,24:B1,2,3,K11", 5),
    ("W:WK5,K6,19,20:B9,10,K27,K28", 5),
    ("B:W18,19,26,27,K25,K28:B10,11,14,15", 5),
    ("W:W13,14,15,16,K29:B5,6,7,8,K1,K2", 5),
    ("B:W9,10,11,12,K1:B5,6,7,8,K30", 5),
    ("B:W17,18,19,25,26,27:B13,14,15,K9", 5),
    # After the regicide line of section 4.4 (Black to move, kings about).
    ("B:W17,K21,23,24,26,27,28,31,32:B1,2,3,4,5,6,7,8,11,12", 6),
    ("B:WK25,K29,17,18,19,20,26,27,28:B1,K5,6,7,8,9,10,11,12", 5),
]


# Standard English draughts: the same positions (their men take kings
# differently) and more where a man takes a king in the middle of a
# capture and jumps on; the start one depth deeper.
EPD_POSITIONS_STANDARD = [(START, 9)] + EPD_POSITIONS[1:] + [
    ("B:WK14,K22:B9", 6),
    ("W:W26:BK22,K14,1", 6),
    ("B:WK14,K23,K22,K31,27:B9,10,11", 6),
    ("W:W25,26,27,28:BK22,K23,K14,K15,K6,5,1", 6),
    # Black's man on 29 (the regicide line) a king, White's man takes it.
    ("W:W17,23,24,26,27,28,30,31,32:B1,2,3,4,5,6,7,8,11,12,K25", 6),
]


def epd(regicide):
    name = "perft-checkers.epd" if regicide else "perft-checkers-english.epd"
    if regicide:
        print("# Perft suite for Arbiter's checkers (spec section 10 of checkers.md).")
    else:
        print("# Perft suite for standard English draughts: Arbiter's checkers with the")
        print("# parameter regicide=false (docs/checkers.md), read with that rule.")
    print("#")
    print("# Every count was computed by tests/tools/checkers-reference.py, an")
    print("# independent Python implementation written from the spec's text alone")
    print("# (coordinates and board copies, no masks); regenerate with")
    print("#   python3 tests/tools/checkers-reference.py %sepd > tests/data/%s"
          % ("" if regicide else "--standard ", name))
    for fen, depth in EPD_POSITIONS if regicide else EPD_POSITIONS_STANDARD:
        p = parse_position(fen, regicide)
        counts = " ".join(";D%d %d" % (d, perft(p, d)) for d in range(1, depth + 1))
        print("%s %s" % (fen, counts))


def main(argv):
    regicide = "--standard" not in argv
    argv = [a for a in argv if a != "--standard"]
    if len(argv) == 2 and argv[1] == "selftest":
        return selftest()
    if len(argv) == 4 and argv[1] == "perft":
        print(perft(parse_position(argv[2], regicide), int(argv[3])))
        return 0
    if len(argv) == 3 and argv[1] == "moves":
        for text in moves_sorted(parse_position(argv[2], regicide)):
            print(text)
        return 0
    if len(argv) == 2 and argv[1] == "epd":
        epd(regicide)
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
