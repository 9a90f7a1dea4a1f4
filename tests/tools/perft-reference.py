#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Independent perft reference for Arbiter's simplified chess.

This program is written from the text of the rule specification (sections 1-5
and 10) and deliberately shares nothing with the C core in src/core/: it is
the second, independent computation that the perft values in
tests/data/perft.epd are cross-checked with.

Rules implemented (the spec's words, paraphrased):
  * board [x][y], x = column (0 = file a), y = row with 0 at the top (rank 8);
    "forward" is y - 1 for White and y + 1 for Black (section 1);
  * a move is allowed exactly when (section 4): both squares are on the board
    and differ; a piece of the side stands on the source; the destination is
    empty or holds an enemy piece; the piece's own rule (section 3) allows the
    step; for every piece but the Knight, every square strictly between the two
    squares is empty;
  * no castling, no en passant, no promotion (a pawn on its last row simply has
    no moves), moving into check is allowed, the game ends when a King is
    captured (section 5);
  * perft (section 10): a position whose game is over (a King is missing, or
    the side to move has no move) has no children; a King capture on the last
    ply still counts as one leaf.

Usage:
  perft-reference.py FEN DEPTH            print perft(FEN, DEPTH)
  perft-reference.py --divide FEN DEPTH   print each root move and its count
  perft-reference.py --epd FILE           print FILE with every ";Dn value"
                                          recomputed (values may be "?");
                                          comment and blank lines are kept
  perft-reference.py --check FILE         recompute and compare, exit 1 on
                                          any difference
  perft-reference.py --self-test [DEPTH]  compare the fast generator with the
                                          literal 64 x 64 one on the start
                                          position and the positions of
                                          tests/data/perft.epd

Only the Python standard library is used; CPython is fast enough because the
last ply is counted without being played ("bulk counting").
"""

import sys
import time

WHITE = 0
BLACK = 1

KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN = "k", "q", "r", "b", "n", "p"

# A square is one index y * 8 + x into a flat list of 64 entries; an entry is
# None (empty) or a FEN letter: upper case White, lower case Black (section 2).


def sq(x, y):
    return y * 8 + x


def name(s):
    # Section 1: file = 'a' + x, rank = 8 - y.
    return "abcdefgh"[s % 8] + str(8 - s // 8)


def side_of(piece):
    return WHITE if piece.isupper() else BLACK


# ---------------------------------------------------------------- FEN


class FenError(ValueError):
    pass


def parse_fen(fen):
    """Return (board, turn) for a six-field FEN; castling and en passant
    fields are accepted and ignored (section 9)."""
    fields = fen.split()
    if len(fields) != 6:
        raise FenError("FEN needs 6 fields, got %d: %r" % (len(fields), fen))
    placement, turn = fields[0], fields[1]
    ranks = placement.split("/")
    if len(ranks) != 8:
        raise FenError("FEN field 1: %d ranks" % len(ranks))
    board = [None] * 64
    for y, rank in enumerate(ranks):  # the first rank written is rank 8, y = 0
        x = 0
        for c in rank:
            if c.isdigit():
                x += int(c)
            elif c.lower() in "kqrbnp":
                if x >= 8:
                    raise FenError("FEN field 1, rank %d: too many squares" % (8 - y))
                board[sq(x, y)] = c
                x += 1
            else:
                raise FenError("FEN field 1: bad character %r" % c)
        if x != 8:
            raise FenError("FEN field 1, rank %d: %d squares" % (8 - y, x))
    if turn not in ("w", "b"):
        raise FenError("FEN field 2: %r" % turn)
    for k in "Kk":
        if board.count(k) > 1:
            raise FenError("more than one %s King" % ("White" if k == "K" else "Black"))
    return board, (WHITE if turn == "w" else BLACK)


# ------------------------------------------------ the rules, literally


def own_rule(board, piece, x, y, dx, dy):
    """Section 3: can this piece make this step (ignoring obstacles)?"""
    t = piece.lower()
    ax = abs(x - dx)
    ay = abs(y - dy)
    if t == KING:
        return ax <= 1 and ay <= 1
    if t == ROOK:
        return x == dx or y == dy
    if t == BISHOP:
        return ax == ay
    if t == QUEEN:
        return x == dx or y == dy or ax == ay
    if t == KNIGHT:
        return (ax == 2 and ay == 1) or (ax == 1 and ay == 2)
    # Pawn: the only piece whose rule looks at the board.
    side = side_of(piece)
    fwd = -1 if side == WHITE else 1
    start_row = 6 if side == WHITE else 1
    target = board[sq(dx, dy)]
    if dx == x:
        if dy == y + fwd:
            return target is None  # never captures straight ahead
        if dy == y + 2 * fwd and y == start_row:
            # both squares empty: no hopping
            return target is None and board[sq(x, y + fwd)] is None
        return False
    if ax == 1 and dy == y + fwd:
        # diagonal only as a capture of an enemy piece
        return target is not None and side_of(target) != side
    return False


def path_clear(board, x, y, dx, dy):
    """Section 4.5: every square strictly between (x, y) and (dx, dy) on the
    straight or diagonal line is empty. Only called for pieces whose own rule
    already put the two squares on one line (every piece but the Knight)."""
    sx = (dx > x) - (dx < x)
    sy = (dy > y) - (dy < y)
    cx, cy = x + sx, y + sy
    while (cx, cy) != (dx, dy):
        if board[sq(cx, cy)] is not None:
            return False
        cx += sx
        cy += sy
    return True


def can_move(board, x, y, dx, dy, side):
    """Section 4, condition by condition."""
    # 1. both squares on the board, and they differ
    if not (0 <= x < 8 and 0 <= y < 8 and 0 <= dx < 8 and 0 <= dy < 8):
        return False
    if x == dx and y == dy:
        return False
    # 2. a piece of side s on the source
    piece = board[sq(x, y)]
    if piece is None or side_of(piece) != side:
        return False
    # 3. destination empty or an enemy piece
    target = board[sq(dx, dy)]
    if target is not None and side_of(target) == side:
        return False
    # 4. the piece's own rule
    if not own_rule(board, piece, x, y, dx, dy):
        return False
    # 5. obstacles, except for the Knight
    if piece.lower() != KNIGHT and not path_clear(board, x, y, dx, dy):
        return False
    return True


def moves_literal(board, side):
    """Every (from, to) for which can_move holds: all 64 x 64 pairs."""
    out = []
    for s in range(64):
        for d in range(64):
            if can_move(board, s % 8, s // 8, d % 8, d // 8, side):
                out.append((s, d))
    return out


# ---------------------------------------------- the same rules, faster
#
# The only speed-up: for each piece letter and source square, the
# destinations that the piece's own rule could ever allow are listed once,
# by running own_rule() itself over all 64 squares of an empty board (for the
# Pawn, over a board where every destination holds an enemy, so that the
# diagonal captures are included). Then can_move() is evaluated on those
# candidates only; can_move() rejects every other destination anyway because
# condition 4 fails for it. --self-test checks that the two generators agree.


def _candidates():
    table = {}
    for piece in "KQRBNPkqrbnp":
        for s in range(64):
            x, y = s % 8, s // 8
            if piece in "Pp":
                enemy = "k" if piece == "P" else "K"
                probe = [enemy] * 64
                probe[s] = piece
                # with enemies everywhere, the straight steps are refused; add
                # them from an empty board
                empty = [None] * 64
                empty[s] = piece
                dests = [d for d in range(64) if d != s and
                         (own_rule(probe, piece, x, y, d % 8, d // 8) or
                          own_rule(empty, piece, x, y, d % 8, d // 8))]
            else:
                empty = [None] * 64
                empty[s] = piece
                dests = [d for d in range(64) if d != s and
                         own_rule(empty, piece, x, y, d % 8, d // 8)]
            table[piece, s] = tuple(dests)
    return table


CANDIDATES = _candidates()


def moves_fast(board, side):
    out = []
    for s in range(64):
        piece = board[s]
        if piece is None or side_of(piece) != side:
            continue
        x, y = s % 8, s // 8
        for d in CANDIDATES[piece, s]:
            if can_move(board, x, y, d % 8, d // 8, side):
                out.append((s, d))
    return out


# -------------------------------------------------------------- perft


def game_over(board):
    # The game ends when a King is captured (section 5.3); the "no moves" end
    # is checked by the caller, which generates the moves anyway.
    return "K" not in board or "k" not in board


def play(board, move):
    s, d = move
    child = board[:]
    child[d] = child[s]  # an enemy on d is captured (removed)
    child[s] = None
    return child


def perft(board, side, depth, gen=moves_fast):
    if depth == 0:
        return 1
    if game_over(board):
        return 0
    moves = gen(board, side)
    if depth == 1:
        return len(moves)  # bulk counting: each move is one leaf
    other = 1 - side
    total = 0
    for m in moves:
        total += perft(play(board, m), other, depth - 1, gen)
    return total


def divide(board, side, depth):
    if depth == 0 or game_over(board):
        return []
    return [(m, perft(play(board, m), 1 - side, depth - 1))
            for m in moves_fast(board, side)]


# ---------------------------------------------------------------- EPD


def parse_epd_line(line):
    """Return (fen, [(depth, value-or-None)]) for "FEN ;D1 20 ;D2 ?"."""
    parts = [p.strip() for p in line.split(";")]
    fen = parts[0]
    depths = []
    for p in parts[1:]:
        if not p:
            continue
        key, _, value = p.partition(" ")
        if not key.startswith("D"):
            raise ValueError("bad EPD operation %r" % p)
        value = value.strip()
        depths.append((int(key[1:]), None if value in ("", "?") else int(value)))
    return fen, depths


def run_epd(path, check):
    bad = 0
    t_all = time.monotonic()
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    for line in lines:
        if not line.strip() or line.lstrip().startswith("#"):
            if not check:
                print(line)
            continue
        fen, depths = parse_epd_line(line)
        board, side = parse_fen(fen)
        out = [fen]
        t0 = time.monotonic()
        line_ok = True
        for depth, expected in depths:
            n = perft(board, side, depth)
            out.append("D%d %d" % (depth, n))
            if check and expected != n:
                line_ok = False
                print("MISMATCH %s depth %d: file %s, computed %d"
                      % (fen, depth, expected, n))
        if check:
            bad += not line_ok
            print("%s %s (%.1f s)" % ("ok  " if line_ok else "BAD ", fen,
                                      time.monotonic() - t0))
        else:
            print(" ;".join(out))
            print("# %.1f s: %s" % (time.monotonic() - t0, fen), file=sys.stderr)
        sys.stdout.flush()
    print("# total %.1f s" % (time.monotonic() - t_all), file=sys.stderr)
    return 1 if bad else 0


def self_test(depth, epd_path):
    fens = ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"]
    try:
        with open(epd_path, encoding="utf-8") as f:
            for line in f:
                if line.strip() and not line.lstrip().startswith("#"):
                    fens.append(parse_epd_line(line)[0])
    except OSError:
        pass
    bad = 0

    def walk(board, side, d):
        nonlocal bad
        fast = moves_fast(board, side)
        if sorted(fast) != sorted(moves_literal(board, side)):
            bad += 1
            print("generators disagree on %r" % (board,))
        if d == 0 or game_over(board):
            return
        for m in fast:
            walk(play(board, m), 1 - side, d - 1)

    for fen in fens:
        board, side = parse_fen(fen)
        walk(board, side, depth)
        # the literal generator alone, through perft
        if perft(board, side, depth, moves_literal) != perft(board, side, depth):
            bad += 1
            print("perft differs on %s" % fen)
    print("self-test %s" % ("FAILED" if bad else "passed"))
    return 1 if bad else 0


def main(argv):
    if len(argv) == 3 and argv[0] == "--divide":
        board, side = parse_fen(argv[1])
        total = 0
        for (s, d), n in sorted(divide(board, side, int(argv[2])),
                                key=lambda e: (name(e[0][0]), name(e[0][1]))):
            print("%s%s %d" % (name(s), name(d), n))
            total += n
        print("total %d" % total)
        return 0
    if len(argv) == 2 and argv[0] in ("--epd", "--check"):
        return run_epd(argv[1], argv[0] == "--check")
    if len(argv) in (1, 2) and argv[0] == "--self-test":
        import os
        here = os.path.dirname(os.path.abspath(__file__))
        return self_test(int(argv[1]) if len(argv) == 2 else 2,
                         os.path.join(here, "..", "data", "perft.epd"))
    if len(argv) == 2:
        board, side = parse_fen(argv[0])
        print(perft(board, side, int(argv[1])))
        return 0
    print(__doc__.split("Usage:")[1].split("Only the")[0].rstrip(), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
