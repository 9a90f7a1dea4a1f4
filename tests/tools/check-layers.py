#!/usr/bin/env python3
# check-layers.py — the layers of src/ (docs/architecture.md), checked from
# the sources: every `#include "…"` of a layer names a header of that layer
# or of one below it, and a game's folder includes no other game's headers.
#
# core ← games ← engine ← match ← cli; the app stands on engine (and what is
# below it) beside match, and nothing stands on the app or the CLI. Above the
# games, only the registry (src/games/arb-games.h) and the umbrella header of
# the founding chess API (src/games/arbiter.h) are in reach: nothing above
# names one game.
#
# Usage: check-layers.py SRC_DIR. Prints each include that points up or
# sideways, and exits 1 when there is one; prints "layers: N includes, all
# downwards" otherwise. A TAP line too, for meson's test runner.
#
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import sys

# Which layers each layer may include (itself included).
ALLOWED = {
    'core': {'core'},
    'games': {'core', 'games'},
    'engine': {'core', 'games', 'engine'},
    'match': {'core', 'games', 'engine', 'match'},
    'cli': {'core', 'games', 'engine', 'match', 'cli'},
    'app': {'core', 'games', 'engine', 'app'},
}
# The headers of src/games that the layers above may include.
GAMES_PUBLIC = {'arb-games.h', 'arbiter.h'}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def main():
    src = sys.argv[1]
    # Where each header lives: (layer, game folder or None).
    where = {}
    files = []
    duplicates = []  # one name in two folders: which one an include means is the path's say
    for layer in ALLOWED:
        for root, _dirs, names in os.walk(os.path.join(src, layer)):
            rel = os.path.relpath(root, os.path.join(src, layer))
            game = rel.split(os.sep)[0] if layer == 'games' and rel != '.' else None
            for name in names:
                path = os.path.join(root, name)
                if name.endswith('.h'):
                    if name in where:
                        duplicates.append(name)
                    where.setdefault(name, (layer, game))
                if name.endswith(('.c', '.h')):
                    files.append((path, layer, game))

    problems = ['%s: two headers of this name' % name for name in duplicates]
    count = 0
    for path, layer, game in sorted(files):
        with open(path, encoding='utf-8') as f:
            for number, line in enumerate(f, 1):
                match = INCLUDE.match(line)
                if match is None:
                    continue
                header = os.path.basename(match.group(1))
                if header not in where:
                    continue  # generated (enums, resources) or a system header in quotes
                count += 1
                their_layer, their_game = where[header]
                shown = '%s:%d: %s includes %s (%s%s)' % (
                    os.path.relpath(path, src), number, layer, header, their_layer,
                    '/' + their_game if their_game else '')
                if their_layer not in ALLOWED[layer]:
                    problems.append(shown + ': a layer above')
                elif their_layer == 'games' and layer != 'games' and header not in GAMES_PUBLIC:
                    problems.append(shown + ': one game\'s header, above the games')
                elif (layer == 'games' and game is not None and their_game is not None
                      and their_game != game):
                    problems.append(shown + ': another game\'s header')

    print('1..1')
    for problem in problems:
        print('# ' + problem)
    if problems:
        print('not ok 1 - layers: %d includes point up or sideways' % len(problems))
        return 1
    print('ok 1 - layers: %d includes, all downwards' % count)
    return 0


if __name__ == '__main__':
    sys.exit(main())
