#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Independent reference implementation of Arbiter's Alquerque rules.

This program implements the rules of docs/alquerque.md (sections 1-11) from the
text of the specification alone. It was written without reading the C code in
src/ and shares nothing with it: it is the second, independent computation
that the perft values in tests/data/perft-alquerque.epd come from and that
the C implementation is checked against.

It is deliberately plain rather than fast:
  * the geometry (adjacency, lines, forward steps) is derived from the x,y
    coordinates of section 1, and then compared row by row with the table of
    section 3 as a self-check (the table is not used by the rules);
  * the move generator is a brute-force scan of all 25 x 25 (from, to) pairs
    through the conditions of is_legal(from, to) of section 4 (the game-over
    condition, the same for every pair, is tested once per position); the
    self-test also counts perft with the literal is_legal called for every
    pair and every move played through move() of section 5, and compares the
    scan with a second generator that walks the eight directions;
  * the computer player is plain minimax without pruning (section 11).

Usage:
  alquerque-reference.py selftest           run every worked example and test
                                            vector of the spec; exit 1 on any
                                            mismatch
  alquerque-reference.py perft FEN DEPTH    print perft(FEN, DEPTH)
  alquerque-reference.py divide FEN DEPTH   print each root move and its count
  alquerque-reference.py moves FEN          print the legal moves, byte-sorted
  alquerque-reference.py best FEN LEVEL     print the level-LEVEL choice
  alquerque-reference.py epd                print tests/data/perft-alquerque.epd

Only the Python standard library is used.
"""

import os
import sys

# ------------------------------------------------------------ section 1/2

WHITE = "w"
BLACK = "b"
EMPTY = "."
POINTS = range(1, 26)


def other(side):
    return BLACK if side == WHITE else WHITE


def xy(n):
    """Section 1: x = (n - 1) mod 5, y = (n - 1) div 5."""
    return (n - 1) % 5, (n - 1) // 5


def point(x, y):
    """Section 1: n = 5y + x + 1, or None when (x, y) is off the board."""
    if 0 <= x < 5 and 0 <= y < 5:
        return 5 * y + x + 1
    return None


def segment(a, b):
    """True when a segment of the board joins a and b (section 1): every
    horizontal and vertical neighbour, and the diagonal neighbours of the
    points with x + y even (the odd-numbered points)."""
    ax, ay = xy(a)
    bx, by = xy(b)
    dx, dy = bx - ax, by - ay
    if abs(dx) + abs(dy) == 1:
        return True
    if abs(dx) == 1 and abs(dy) == 1:
        return (ax + ay) % 2 == 0
    return False


ADJACENT = {a: [b for b in POINTS if b != a and segment(a, b)] for a in POINTS}


def beyond(a, b):
    """The point c with a, b, c in line (section 1), or None."""
    if b not in ADJACENT[a]:
        return None
    ax, ay = xy(a)
    bx, by = xy(b)
    return point(2 * bx - ax, 2 * by - ay)


def forward_dy(side):
    """Section 2: forward is y - 1 for White, y + 1 for Black."""
    return -1 if side == WHITE else 1


def is_forward_step(side, a, b):
    """Section 3: b adjacent to a and one row forward (straight or, through
    a diagonal segment, diagonally)."""
    if b not in ADJACENT[a]:
        return False
    return xy(b)[1] - xy(a)[1] == forward_dy(side)


def jump_middle(a, c):
    """The point b with a, b, c in line, or None."""
    for b in ADJACENT[a]:
        if beyond(a, b) == c:
            return b
    return None


# The table of section 3, copied from the spec text; it is only compared with
# the derived geometry above, never used by the rules.
SPEC_TABLE = """\
| 1 | 0,0 | 2 6 7 | – | 6 7 | 2→3 6→11 7→13 |
| 2 | 1,0 | 1 3 7 | – | 7 | 3→4 7→12 |
| 3 | 2,0 | 2 4 7 8 9 | – | 7 8 9 | 2→1 4→5 7→11 8→13 9→15 |
| 4 | 3,0 | 3 5 9 | – | 9 | 3→2 9→14 |
| 5 | 4,0 | 4 9 10 | – | 9 10 | 4→3 9→13 10→15 |
| 6 | 0,1 | 1 7 11 | 1 | 11 | 7→8 11→16 |
| 7 | 1,1 | 1 2 3 6 8 11 12 13 | 1 2 3 | 11 12 13 | 8→9 12→17 13→19 |
| 8 | 2,1 | 3 7 9 13 | 3 | 13 | 7→6 9→10 13→18 |
| 9 | 3,1 | 3 4 5 8 10 13 14 15 | 3 4 5 | 13 14 15 | 8→7 13→17 14→19 |
| 10 | 4,1 | 5 9 15 | 5 | 15 | 9→8 15→20 |
| 11 | 0,2 | 6 7 12 16 17 | 6 7 | 16 17 | 6→1 7→3 12→13 16→21 17→23 |
| 12 | 1,2 | 7 11 13 17 | 7 | 17 | 7→2 13→14 17→22 |
| 13 | 2,2 | 7 8 9 12 14 17 18 19 | 7 8 9 | 17 18 19 | 7→1 8→3 9→5 12→11 14→15 17→21 18→23 19→25 |
| 14 | 3,2 | 9 13 15 19 | 9 | 19 | 9→4 13→12 19→24 |
| 15 | 4,2 | 9 10 14 19 20 | 9 10 | 19 20 | 9→3 10→5 14→13 19→23 20→25 |
| 16 | 0,3 | 11 17 21 | 11 | 21 | 11→6 17→18 |
| 17 | 1,3 | 11 12 13 16 18 21 22 23 | 11 12 13 | 21 22 23 | 12→7 13→9 18→19 |
| 18 | 2,3 | 13 17 19 23 | 13 | 23 | 13→8 17→16 19→20 |
| 19 | 3,3 | 13 14 15 18 20 23 24 25 | 13 14 15 | 23 24 25 | 13→7 14→9 18→17 |
| 20 | 4,3 | 15 19 25 | 15 | 25 | 15→10 19→18 |
| 21 | 0,4 | 16 17 22 | 16 17 | – | 16→11 17→13 22→23 |
| 22 | 1,4 | 17 21 23 | 17 | – | 17→12 23→24 |
| 23 | 2,4 | 17 18 19 22 24 | 17 18 19 | – | 17→11 18→13 19→15 22→21 24→25 |
| 24 | 3,4 | 19 23 25 | 19 | – | 19→14 23→22 |
| 25 | 4,4 | 19 20 24 | 19 20 | – | 19→13 20→15 24→23 |
"""


def table_row(n):
    """One row of the section-3 table, derived from the geometry, written
    exactly as the spec writes it."""
    def nums(lst):
        return " ".join(str(v) for v in lst) if lst else "–"

    x, y = xy(n)
    adj = ADJACENT[n]
    wsteps = [b for b in POINTS if is_forward_step(WHITE, n, b)]
    bsteps = [b for b in POINTS if is_forward_step(BLACK, n, b)]
    jumps = [(b, beyond(n, b)) for b in adj if beyond(n, b) is not None]
    jtext = " ".join("%d→%d" % j for j in jumps) if jumps else "–"
    return "| %d | %d,%d | %s | %s | %s | %s |" % (
        n, x, y, nums(adj), nums(wsteps), nums(bsteps), jtext)


def spec_file_table():
    """The section-3 table rows read from the spec file itself, when it can be
    found next to the repository (../shared/spec/alquerque.md), else None."""
    here = os.path.dirname(os.path.abspath(__file__))
    for cand in (os.path.join(here, "..", "..", "..", "shared", "spec", "alquerque.md"),
                 os.path.join(here, "..", "..", "shared", "spec", "alquerque.md")):
        if os.path.exists(cand):
            rows = []
            with open(cand, encoding="utf-8") as f:
                for line in f:
                    parts = line.strip().split(" | ")
                    if len(parts) == 6 and parts[0][2:].isdigit() and "," in parts[1]:
                        rows.append(line.strip())
            return cand, rows
    return None, None


# ------------------------------------------------------------ section 9


class PositionError(ValueError):
    pass


class Position:
    """board: list indexed by point 1..25 (index 0 unused) of 'w' | 'b' |
    '.'; side: 'w' | 'b'; number: N (section 9)."""

    def __init__(self, board, side, number):
        self.board = list(board)
        self.side = side
        self.number = number

    def key(self):
        return (tuple(self.board[n] for n in POINTS), self.side, self.number)

    def __eq__(self, o):
        return self.key() == o.key()

    def __hash__(self):
        return hash(self.key())

    def pieces(self, side):
        return [n for n in POINTS if self.board[n] == side]


START = "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1"


def parse_position(text):
    fields = text.split()
    if len(fields) not in (2, 3):
        raise PositionError("fields: expected 2 or 3, got %d" % len(fields))
    rows = fields[0].split("/")
    if len(rows) != 5:
        raise PositionError("placement: %d rows, expected 5" % len(rows))
    board = [None] + [EMPTY] * 25
    for y, row in enumerate(rows):
        if len(row) != 5:
            raise PositionError("placement: row %d has %d cells" % (y + 1, len(row)))
        for x, c in enumerate(row):
            if c not in "bw.":
                raise PositionError("placement: bad cell %r" % c)
            board[point(x, y)] = c
    side = fields[1]
    if side not in ("w", "b"):
        raise PositionError("side: %r" % side)
    number = 1
    if len(fields) == 3:
        t = fields[2]
        if not t.isdigit() or not t.isascii() or t[0] == "0" or len(t) > 6:
            raise PositionError("move number: %r" % t)
        number = int(t)
    if all(board[n] == EMPTY for n in POINTS):
        raise PositionError("placement: no piece at all")
    return Position(board, side, number)


def write_position(p):
    rows = ["".join(p.board[point(x, y)] for x in range(5)) for y in range(5)]
    return "%s %s %d" % ("/".join(rows), p.side, p.number)


# ------------------------------------------------------- sections 4 and 6

# Lookup tables filled once from the plain geometric functions above, so that
# the 625-pair scan below does not recompute coordinates for every pair.
FORWARD = {side: {a: frozenset(b for b in POINTS if is_forward_step(side, a, b))
                  for a in POINTS} for side in (WHITE, BLACK)}
MIDDLE = {(a, c): jump_middle(a, c) for a in POINTS for c in POINTS}


def rule(board, side, a, b):
    """Conditions 3, 4 and 5 of section 4 for two different points 1..25:
    a piece of the side on a, b empty, and b a forward step or a jump over an
    adjacent enemy piece onto the point beyond it in line."""
    if board[a] != side or board[b] != EMPTY:
        return False
    if b in FORWARD[side][a]:
        return True
    mid = MIDDLE[(a, b)]
    return mid is not None and board[mid] == other(side)


def allowed_ignoring_end(p, a, b):
    """Conditions 1, 3, 4 and 5 of section 4 (everything but 'the game is not
    over')."""
    if type(a) is not int or type(b) is not int:
        return False
    if not (1 <= a <= 25 and 1 <= b <= 25) or a == b:
        return False
    return rule(p.board, p.side, a, b)


def scan(p):
    """Brute force: every (from, to) pair of 1..25 x 1..25, by from then to,
    for which conditions 1, 3, 4 and 5 of section 4 hold."""
    board, side = p.board, p.side
    return [(a, b) for a in POINTS for b in POINTS if a != b and rule(board, side, a, b)]


def status(p):
    """Section 6: ('1-0' | '0-1' | '1/2-1/2' | '*', winner, reason)."""
    for side in (WHITE, BLACK):
        if side not in p.board:
            winner = other(side)
            return ("1-0" if winner == WHITE else "0-1"), winner, "no-pieces"
    if not scan(p):
        return "1/2-1/2", None, "no-moves"
    return "*", None, None


def is_over(p):
    return status(p)[0] != "*"


def is_legal(p, a, b):
    """Section 4, all five conditions."""
    if not allowed_ignoring_end(p, a, b):
        return False
    return not is_over(p)


def legal_moves(p):
    """All pairs for which is_legal holds, by from then to: empty when a side
    has no piece, and (then necessarily) empty when the scan finds nothing."""
    if WHITE not in p.board or BLACK not in p.board:
        return []
    return scan(p)


def refusal(p, a, b):
    """The refusal reason of section 5 (None when the move is legal)."""
    if not (1 <= a <= 25 and 1 <= b <= 25):
        return "off-board"
    if a == b:
        return "same-point"
    if is_over(p):
        return "game-over"
    if p.board[a] == EMPTY:
        return "no-piece"
    if p.board[a] != p.side:
        return "not-your-piece"
    if p.board[b] != EMPTY:
        return "occupied"
    if b in ADJACENT[a]:
        return None if is_forward_step(p.side, a, b) else "backward-or-sideways"
    mid = jump_middle(a, b)
    if mid is None:
        return "not-on-a-line"
    if p.board[mid] != other(p.side):
        return "nothing-to-jump"
    return None


def moves_by_directions(p):
    """A second, differently written generator used only by the self-test:
    walk the eight compass directions from every piece of the side to move."""
    if WHITE not in p.board or BLACK not in p.board:
        return []
    out = []
    fwd = forward_dy(p.side)
    for a in POINTS:
        if p.board[a] != p.side:
            continue
        x, y = xy(a)
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if (dx, dy) == (0, 0) or (dx and dy and (x + y) % 2):
                    continue
                n1 = point(x + dx, y + dy)
                if n1 is None:
                    continue
                if p.board[n1] == EMPTY and dy == fwd:
                    out.append((a, n1))
                n2 = point(x + 2 * dx, y + 2 * dy)
                if n2 is not None and p.board[n1] == other(p.side) and p.board[n2] == EMPTY:
                    out.append((a, n2))
    return sorted(out)


# ------------------------------------------------------------ section 5


def make(p, a, b):
    """The position after the legal move a -> b (steps 2 and 3 of section 5);
    returns (position, captured point or None)."""
    board = list(p.board)
    mover = board[a]
    board[a] = EMPTY
    board[b] = mover
    mid = None if b in ADJACENT[a] else MIDDLE[(a, b)]
    if mid is not None:
        board[mid] = EMPTY
    return Position(board, other(mover), p.number + (1 if mover == BLACK else 0)), mid


def play(p, a, b):
    """Section 5: return (new position, records) for a legal move; raise
    otherwise."""
    if not is_legal(p, a, b):
        raise ValueError("illegal move %d-%d (%s) in %s"
                         % (a, b, refusal(p, a, b), write_position(p)))
    mover = p.side
    q, mid = make(p, a, b)
    records = [("move", mover, a, b)]
    if mid is not None:
        records.append(("capture", other(mover), mid))
    if not q.pieces(q.side):
        records.append(("win", mover, "no-pieces"))
    elif not scan(q):
        records.append(("draw", "no-moves"))
    return q, records


def notation(a, b):
    return "%d%s%d" % (a, "-" if b in ADJACENT[a] else "x", b)


def parse_move(p, text):
    """Section 9 move notation; returns (from, to) or raises ValueError with
    the reason."""
    sep = None
    for c in "-x":
        if text.count(c) == 1:
            sep = c
    if sep is None:
        raise ValueError("syntax")
    left, right = text.split(sep)
    for part in (left, right):
        if not part or not part.isdigit() or not part.isascii() or len(part) > 2 \
                or (len(part) == 2 and part[0] == "0"):
            raise ValueError("syntax")
    a, b = int(left), int(right)
    reason = refusal(p, a, b)
    if reason is not None:
        raise ValueError(reason)
    if notation(a, b) != text:
        raise ValueError("separator")
    return a, b


def moves_sorted(p):
    return sorted(notation(a, b) for a, b in legal_moves(p))


# ----------------------------------------------------------- section 10


def perft(p, depth):
    """Section 10. A finished position has no legal move, so it has no
    children; the last ply is counted without being played."""
    if depth == 0:
        return 1
    moves = legal_moves(p)
    if depth == 1:
        return len(moves)
    total = 0
    for a, b in moves:
        total += perft(make(p, a, b)[0], depth - 1)
    return total


def perft_levels(p, depth):
    """[perft(p, 1), ..., perft(p, depth)] in one walk of the tree: the number
    of nodes at each ply below p (a finished position has no children)."""
    counts = [0] * depth

    def walk(q, ply):
        moves = legal_moves(q)
        counts[ply] += len(moves)
        if ply + 1 < depth:
            for a, b in moves:
                walk(make(q, a, b)[0], ply + 1)

    if depth > 0:
        walk(p, 0)
    return counts


def perft_slow(p, depth):
    """Section 10 literally: every move played through play() (with the
    records and the end-of-game test of section 5), is_legal checked for each
    of the 625 pairs, no bulk counting. Used by the self-test to check the
    fast perft above."""
    if depth == 0:
        return 1
    total = 0
    for a in range(1, 26):
        for b in range(1, 26):
            if is_legal(p, a, b):
                total += perft_slow(play(p, a, b)[0], depth - 1)
    return total


# ----------------------------------------------------------- section 11


def value(p, depth, ply):
    """Plain minimax (negamax form), from the point of view of the side to
    move in p, which is `ply` plies below the root."""
    result, winner, _ = status(p)
    if result == "1/2-1/2":
        return 0
    if winner is not None:
        return (1000 - ply) if winner == p.side else -(1000 - ply)
    if depth == 0:
        return len(p.pieces(p.side)) - len(p.pieces(other(p.side)))
    best = None
    for a, b in legal_moves(p):
        v = -value(make(p, a, b)[0], depth - 1, ply + 1)
        if best is None or v > best:
            best = v
    return best


def best_move(p, level):
    best = None
    best_v = None
    by_name = {notation(a, b): (a, b) for a, b in legal_moves(p)}
    for name in sorted(by_name):
        a, b = by_name[name]
        v = -value(make(p, a, b)[0], level - 1, 1)
        if best_v is None or v > best_v:
            best, best_v = name, v
    return best


# ------------------------------------------------------------ self-test

FAILURES = []


def check(what, got, want):
    if got != want:
        FAILURES.append("%s: got %r, want %r" % (what, got, want))
        print("FAIL %s: got %r, want %r" % (what, got, want))
    else:
        print("ok   %s" % what)


def play_line(fen, line):
    p = parse_position(fen)
    records = []
    for text in line.split():
        a, b = parse_move(p, text)
        p, r = play(p, a, b)
        records += r
    return p, records


def selftest():
    # Section 1: segment counts.
    orth = sum(1 for a in POINTS for b in ADJACENT[a] if a < b
               and (xy(a)[0] == xy(b)[0] or xy(a)[1] == xy(b)[1]))
    diag = sum(1 for a in POINTS for b in ADJACENT[a] if a < b) - orth
    check("§1 40 orthogonal segments", orth, 40)
    check("§1 16 diagonal segments", diag, 16)
    check("§1 examples of (x,y)", [xy(n) for n in (1, 5, 13, 18, 25)],
          [(0, 0), (4, 0), (2, 2), (2, 3), (4, 4)])
    for a in POINTS:  # the point beyond lies on a segment too
        for b in ADJACENT[a]:
            c = beyond(a, b)
            if c is not None and c not in ADJACENT[b]:
                check("§1 beyond %d over %d on a segment" % (a, b), False, True)
    for n in POINTS:  # diagonals only through odd points
        if n % 2 == 0:
            check("§1 point %d has no diagonal" % n,
                  [b for b in ADJACENT[n] if xy(b)[0] != xy(n)[0] and xy(b)[1] != xy(n)[1]], [])

    # Section 3 table, row by row.
    embedded = SPEC_TABLE.strip().split("\n")
    for n in POINTS:
        check("§3 table row %d (embedded copy)" % n, table_row(n), embedded[n - 1])
    path, rows = spec_file_table()
    if rows is None:
        print("note: spec file not found; compared with the embedded copy only")
    else:
        check("§3 table in %s has 25 rows" % os.path.normpath(path), len(rows), 25)
        for n, row in zip(POINTS, rows):
            check("§3 table row %d (spec file)" % n, table_row(n), row)

    # Section 9 parsing.
    start = parse_position(START)
    check("§9 start round trip", write_position(start), START)
    check("§9 N omitted", write_position(parse_position("  bbbbb/bbbbb/bb.ww/wwwww/wwwww w ")), START)
    for bad in ("", "bbbbb/bbbbb/bb.ww/wwwww/wwwww", "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1 x",
                "bbbbb/bbbbb/bb.ww/wwwww w 1", "bbbbb/bbbbb/bb.ww/wwwww/wwww w 1",
                "bbbbb/bbbbb/bb.ww/wwwww/wwwwW w 1", "bbbbb/bbbbb/bb.ww/wwwww/wwwww W 1",
                "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 0", "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 01",
                "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1000000", "...../...../...../...../..... w 1"):
        try:
            parse_position(bad)
            check("§9 refuse %r" % bad, "accepted", "refused")
        except PositionError:
            check("§9 refuse %r" % bad, "refused", "refused")
    check("§9 N = 999999 accepted",
          parse_position("bbbbb/bbbbb/bb.ww/wwwww/wwwww w 999999").number, 999999)

    # Section 3 worked examples.
    check("§3 start moves", moves_sorted(start), ["17-13", "18-13", "19-13"])
    check("§3 start 14-13 refused", refusal(start, 14, 13), "backward-or-sideways")
    check("§3 start 16-11 refused", refusal(start, 16, 11), "occupied")
    p = parse_position("bbbbb/bbbbb/bbwww/ww.ww/wwwww b 1")
    check("§3 after 18-13 Black's moves", moves_sorted(p), ["8x18"])
    check("§3 same via play", write_position(play_line(START, "18-13")[0]),
          "bbbbb/bbbbb/bbwww/ww.ww/wwwww b 1")
    p = parse_position("...../...../....w/b..../..... w 1")
    check("§3 15 on the edge", moves_sorted(p), ["15-10", "15-9"])
    check("§3 15x17 refused", refusal(p, 15, 17), "not-on-a-line")
    p = parse_position("...../.ww../.wb../.b.../..... w 1")
    check("§3 jumps in every direction", set(moves_sorted(p)),
          {"12x14", "12x22", "7x19", "8x18", "7-1", "7-2", "7-3", "8-3"})
    check("§3 7x9 refused", refusal(p, 7, 9), "nothing-to-jump")
    check("§3 12x2 refused", refusal(p, 12, 2), "nothing-to-jump")
    check("§3 8 has no diagonal jump", [m for m in moves_sorted(p) if m.startswith("8")
                                         and m not in ("8x18", "8-3")], [])

    # Section 4: is_legal never crashes, false outside 1..25.
    check("§4 is_legal(0, 5)", is_legal(start, 0, 5), False)
    check("§4 is_legal(26, 1)", is_legal(start, 26, 1), False)
    check("§4 is_legal(18, 18)", is_legal(start, 18, 18), False)
    check("§4 is_legal('18', 13)", is_legal(start, "18", 13), False)

    # Section 5 record examples.
    p, rec = play_line(START, "18-13 8x18 19-13")
    check("§5 example 1 records", rec,
          [("move", "w", 18, 13), ("move", "b", 8, 18), ("capture", "w", 13),
           ("move", "w", 19, 13)])
    check("§5 example 1 final position", write_position(p), "bbbbb/bb.bb/bbwww/wwb.w/wwwww b 2")
    p, rec = play_line("...../...../.b.../.w.w./..... w 3", "17x7")
    check("§5 example 2 records", rec,
          [("move", "w", 17, 7), ("capture", "b", 12), ("win", "w", "no-pieces")])
    check("§5 example 2 final position", write_position(p), "...../.w.../...../...w./..... b 3")
    check("§5 example 2 status", status(p), ("1-0", "w", "no-pieces"))
    check("§5 example 2 no moves afterwards", legal_moves(p), [])
    p, rec = play_line("bwbwb/wbwbw/bw.wb/wbwbw/bwbwb w 1", "18-13")
    check("§5 example 3 records", rec, [("move", "w", 18, 13), ("draw", "no-moves")])
    check("§5 example 3 final position", write_position(p), "bwbwb/wbwbw/bwwwb/wb.bw/bwbwb b 1")
    check("§5 example 3 status", status(p), ("1/2-1/2", None, "no-moves"))
    # The move number grows after a Black move, also when it ends the game.
    p, rec = play_line("..b../..w../...../...../.w... b 7", "3x13")
    check("§5 number grows after a winning Black move", write_position(p),
          "...../...../..b../...../.w... w 8")
    check("§5 Black's winning jump leaves White with a piece: no win",
          [r for r in rec if r[0] == "win"], [])
    p, rec = play_line("..b../..w../...../...../..... b 7", "3x13")
    check("§5 Black wins, number 8", (write_position(p), rec[-1]),
          ("...../...../..b../...../..... w 8", ("win", "b", "no-pieces")))
    # Notation errors.
    for text, want in (("", "syntax"), ("18", "syntax"), ("18-", "syntax"), ("18 13", "syntax"),
                       ("018-13", "syntax"), ("18X13", "syntax"), ("100-1", "syntax"),
                       ("0-5", "off-board"), ("26-1", "off-board"), ("18-18", "same-point"),
                       ("18x13", "separator"), ("13-8", "no-piece"), ("8-13", "not-your-piece"),
                       ("16-11", "occupied"), ("14-13", "backward-or-sideways"),
                       ("23-13", "nothing-to-jump"), ("23x13", "nothing-to-jump"),
                       ("24-13", "not-on-a-line"), ("24x13", "not-on-a-line")):
        try:
            parse_move(start, text)
            got = "accepted"
        except ValueError as e:
            got = str(e)
        check("§9 move %r" % text, got, want)
    p = parse_position("...../.ww../.wb../.b.../..... w 1")
    try:
        parse_move(p, "12-14")
        got = "accepted"
    except ValueError as e:
        got = str(e)
    check("§9 move '12-14' for the jump", got, "separator")

    # Section 6 examples.
    p = parse_position("...../...../...../..w../..... w 5")
    check("§6 no Black pieces: White won", status(p), ("1-0", "w", "no-pieces"))
    check("§6 ... and no legal move", legal_moves(p), [])
    check("§6 ... 18-13 refused", refusal(p, 18, 13), "game-over")
    p = parse_position("bb..w/.b.../bb.../..b../..b.. w 17")
    check("§6 White on 5 cannot move: draw", status(p), ("1/2-1/2", None, "no-moves"))
    p = parse_position("...../...../...../..w../..... b 5")
    check("§6 no Black pieces, Black to move: White won", status(p), ("1-0", "w", "no-pieces"))
    p = parse_position("..b../...../...../...../..... w 5")
    check("§6 no White pieces, White to move: Black won", status(p), ("0-1", "b", "no-pieces"))

    # Section 10.
    for d, want in ((0, 1), (1, 3), (2, 6), (3, 19)):
        check("§10 perft(start, %d)" % d, perft(start, d), want)
    for fen in ("...../...../...../..w../..... w 5", "bb..w/.b.../bb.../..b../..b.. w 17"):
        p = parse_position(fen)
        check("§10 finished %s: perft 0, 1, 2" % fen, [perft(p, d) for d in (0, 1, 2)], [1, 0, 0])
    p = parse_position("...../...../.b.../.w.w./..... w 3")
    check("§10 winning-jump position: 6 moves (17-11 17-13 17x7 19-13 19-14 19-15)",
          moves_sorted(p), ["17-11", "17-13", "17x7", "19-13", "19-14", "19-15"])
    q, _ = play(p, 17, 7)
    check("§10 after the winning jump: perft 1, 0, 0", [perft(q, d) for d in (0, 1, 2)], [1, 0, 0])

    # The fast perft against the literal one, and the pair scan against the
    # direction walk, on positions met in seeded random games.
    import random
    rng = random.Random(2026)
    seen = 0
    mismatches = 0
    longest = 0
    for game in range(300):
        p = parse_position(START)
        plies = 0
        while True:
            seen += 1
            if sorted(legal_moves(p)) != moves_by_directions(p):
                mismatches += 1
                print("FAIL generators differ on %s" % write_position(p))
            moves = legal_moves(p)
            if not moves:
                break
            p = play(p, *rng.choice(moves))[0]
            plies += 1
        longest = max(longest, plies)
    check("§4 pair scan = direction walk on %d positions of 300 random games" % seen,
          mismatches, 0)
    check("§6 random games last at most 147 plies", longest <= 147, True)
    for fen, d in ((START, 4), ("...../.ww../.wb../.b.../..... w 1", 4),
                   ("...../...../.b.../.w.w./..... w 3", 4),
                   ("wb..w/.bb../...../w..bw/..b.w w 17", 3)):
        check("§10 fast perft = literal perft, %s depth %d" % (fen, d),
              perft(parse_position(fen), d), perft_slow(parse_position(fen), d))
    for fen, _, _ in EPD_POSITIONS:
        p = parse_position(fen)
        check("§10 perft_levels = perft, %s depths 1-5" % fen,
              perft_levels(p, 5), [perft(p, d) for d in range(1, 6)])

    # Section 11 test vectors.
    vectors = (
        ("...../.ww../.wb../.b.../..... w 1", ["12x14", "12x14", "12x22", "12x22", "12x14"]),
        ("wb..w/.bb../...../w..bw/..b.w w 17", ["1x13", "1x3", "1x3", "16-11", "1x3", "16-11"]),
        ("w.bb./..b.b/.b..w/.ww.w/..bww w 16", ["15x5", "24x22", "24x22", "17x7", "17x7", "17x7"]),
    )
    for fen, wants in vectors:
        for level, want in enumerate(wants, 1):
            check("§11 %s level %d" % (fen, level), best_move(parse_position(fen), level), want)
    p = parse_position(START)
    best_move(p, 3)
    check("§11 the player leaves the position alone", write_position(p), START)

    if FAILURES:
        print("%d FAILURE(S)" % len(FAILURES))
        for f in FAILURES:
            print("  " + f)
        return 1
    print("all checks passed")
    return 0


# ------------------------------------------------------------ EPD suite

# (position, depth, why). Depths were chosen so that the whole run stays
# within about two minutes of CPython.
EPD_POSITIONS = (
    (START, 10,
     "Start position (spec §10 gives D1-D3)."),
    ("bbbbb/bbbbb/bbwww/ww.ww/wwwww b 1", 9,
     "§3 example: after 18-13 Black's only move is 8x18 (a jump by an even point)."),
    ("bbbbb/bb.bb/bbwww/wwb.w/wwwww b 2", 8,
     "§5 example: after 18-13 8x18 19-13; Black to move, move number 2."),
    ("...../...../....w/b..../..... w 1", 5,
     "§3 example: edge, 15x17 is not a move (15 and 16 are not adjacent); "
     "a no-moves draw at ply 3."),
    ("...../.ww../.wb../.b.../..... w 1", 13,
     "§3 example and §11 vector: sideways 12x14, backward 12x22 and 8x18, backward "
     "diagonal 7x19; no 7x9 / 12x2 over own pieces; every game over by ply 13."),
    ("...../...../.b.../.w.w./..... w 3", 9,
     "§5 example: 17x7 leaves Black without pieces (a winning jump is one leaf)."),
    ("bwbwb/wbwbw/bw.wb/wbwbw/bwbwb w 1", 3,
     "§5 example: the only move 18-13 leaves Black without a move (draw)."),
    ("...../...../...../..w../..... w 5", 3,
     "§6 example: finished, Black has no pieces although White could step 18-13."),
    ("bb..w/.b.../bb.../..b../..b.. w 17", 3,
     "§6 example: finished, White's only piece (on 5, its far row) cannot move: draw."),
    ("wb..w/.bb../...../w..bw/..b.w w 17", 8,
     "§11 vector: pieces on both far rows (White 1 and 5, Black 23), jumps and steps."),
    ("w.bb./..b.b/.b..w/.ww.w/..bww w 16", 7,
     "§11 vector: crowded middle game, White's 1 on its far row."),
    ("...../.www./.wbw./.www./..... b 5", 9,
     "Black on 13 jumps in all eight directions (forward, backward, sideways, all four "
     "diagonals); Black to move, move number 5."),
    ("...../.b.b./..w../.b.b./..... w 1", 10,
     "White on 13 (odd point) jumps along all four diagonals, including backward ones."),
    ("...../..b../.bwb./..b../..... w 1", 14,
     "White on 13 jumps straight in all four directions (forward, backward, both "
     "sideways); every game over by ply 14."),
    ("...../.bwb./.bbb./...../...w. w 3", 9,
     "White on 8 (even point) jumps sideways 8x6, 8x10 and backward 8x18, but never "
     "diagonally (no 8x16, 8x20 over the Black pieces on 12 and 14)."),
    ("...../..w../.b.b./..w../.b.b. w 1", 11,
     "Even points 8 and 18 with enemy pieces on their would-be diagonals (no diagonal "
     "jump); Black pieces on 22 and 24 (its far row) can only jump."),
    ("....b/w...b/w...w/b..../....w b 9", 9,
     "No wrap-around: enemy pairs 5/6, 10/11, 15/16 across the edge with the point "
     "beyond empty (no 5x7, 10x12, 6x4, 11x9, 16x14, 15x17); Black to move, move number 9."),
    ("ww.ww/b.b.b/...../w.w.w/bb.bb b 30", 9,
     "Both far rows occupied: those pieces can only jump (21x11, 25x15, and White's "
     "backward 1x11, 5x15 later); Black to move, move number 30."),
    ("...../...b./...w./...../..... b 12", 6,
     "Black's winning jump 9x19 leaves White without pieces; Black to move, move number 12."),
    ("...../..b../...../...../..... b 3", 3,
     "Finished: White has no pieces, Black to move (the side to move has won)."),
    ("...../...../...../...../b...w b 20", 3,
     "Finished: Black to move, its only piece on 21 (its far row) cannot move: draw."),
    ("wb..b/..b.b/..bbw/w.w../ww.bw b 13", 7,
     "Middle game reached by seeded random play: many jumps and steps, Black to move."),
)


def epd():
    out = [
        "# Perft suite for Arbiter's Alquerque (§10 of docs/alquerque.md).",
        "#",
        "# Every count below was computed by tests/tools/alquerque-reference.py, an",
        "# independent Python implementation written from the rule text alone, without",
        "# reading the C code in src/ (it shares no code with it). Its move generator is",
        "# a brute-force is_legal(from, to) scan of all 25 x 25 point pairs, with the",
        "# board geometry derived from the x,y coordinates of spec §1 and checked against",
        "# the table of spec §3; its self-test runs every worked example and test vector",
        "# of the spec. A position whose game is over (§6: a side without pieces, or no",
        "# legal move for the side to move) has no children, so its counts are 0 at",
        "# every depth >= 1; a game-ending move on the last ply counts as one leaf.",
        "#",
        "# Format: <position string> ;D<depth> <nodes> ... (one position per line; '#'",
        "# starts a comment). Regenerate (about a minute and a half of CPython) with",
        "#   tests/tools/alquerque-reference.py epd > tests/data/perft-alquerque.epd",
        "# and check the reference itself with",
        "#   tests/tools/alquerque-reference.py selftest",
    ]
    for fen, depth, why in EPD_POSITIONS:
        p = parse_position(fen)
        assert write_position(p) == fen, fen
        out.append("")
        words = ("# " + why).split(" ")
        line = ""
        for w in words:
            if line and len(line) + 1 + len(w) > 79:
                out.append(line)
                line = "#"
            line = line + " " + w if line else w
        out.append(line)
        counts = " ".join(";D%d %d" % (d, n) for d, n in enumerate(perft_levels(p, depth), 1))
        out.append("%s %s" % (fen, counts))
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) >= 2 and argv[1] == "selftest" and len(argv) == 2:
        return selftest()
    if len(argv) == 4 and argv[1] == "perft":
        print(perft(parse_position(argv[2]), int(argv[3])))
        return 0
    if len(argv) == 4 and argv[1] == "divide":
        p = parse_position(argv[2])
        total = 0
        for name in moves_sorted(p):
            a, b = parse_move(p, name)
            n = perft(play(p, a, b)[0], int(argv[3]) - 1)
            total += n
            print("%s %d" % (name, n))
        print(total)
        return 0
    if len(argv) == 3 and argv[1] == "moves":
        for name in moves_sorted(parse_position(argv[2])):
            print(name)
        return 0
    if len(argv) == 4 and argv[1] == "best":
        m = best_move(parse_position(argv[2]), int(argv[3]))
        print(m if m is not None else "(none)")
        return 0 if m is not None else 1
    if len(argv) == 2 and argv[1] == "epd":
        sys.stdout.write(epd())
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except ValueError as e:  # PositionError, a bad depth or level, an illegal move
        sys.stderr.write("alquerque-reference.py: %s\n" % e)
        sys.exit(2)
