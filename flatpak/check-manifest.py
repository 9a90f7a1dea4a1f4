#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""Check the Flatpak manifest: usage: check-manifest.py MANIFEST APPLICATION_ID COMMAND

The manifest cannot be built here (that needs the GNOME runtime), so this
checks what would otherwise only fail on a machine that has it: the
application ID and command match the meson build, and the last module builds
this very tree with meson and runs its tests.
"""

import json
import os
import sys

FINISH_ARGS = ['--share=ipc', '--socket=fallback-x11', '--socket=wayland', '--device=dri']


def main(argv):
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    path, app_id, command = argv[1:]
    errors = []

    def expect(condition, message):
        if not condition:
            errors.append(message)

    try:
        with open(path, encoding='utf-8') as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print(f'{path}: {e}', file=sys.stderr)
        return 1

    manifest_id = manifest.get('app-id', manifest.get('id'))
    expect(manifest_id == app_id, f'app-id is {manifest_id!r}, not {app_id!r}')
    expect(manifest.get('command') == command,
           f'command is {manifest.get("command")!r}, not {command!r}')
    expect(manifest.get('runtime') == 'org.gnome.Platform', 'runtime is not org.gnome.Platform')
    expect(manifest.get('sdk') == 'org.gnome.Sdk', 'sdk is not org.gnome.Sdk')
    expect(isinstance(manifest.get('runtime-version'), str), 'runtime-version is not a string')
    finish_args = manifest.get('finish-args', [])
    for arg in FINISH_ARGS:
        expect(arg in finish_args, f'finish-args lacks {arg}')

    modules = manifest.get('modules')
    if not isinstance(modules, list) or not modules or not isinstance(modules[-1], dict):
        errors.append('modules is not a non-empty list of objects')
    else:
        module = modules[-1]
        expect(module.get('buildsystem') == 'meson',
               f'modules[-1].buildsystem is {module.get("buildsystem")!r}, not \'meson\'')
        expect(module.get('run-tests') is True, 'modules[-1] does not set "run-tests": true')
        dirs = [s for s in module.get('sources', []) if s.get('type') == 'dir']
        expect(len(dirs) == 1, 'modules[-1] does not build from one "dir" source')
        for source in dirs:
            tree = os.path.join(os.path.dirname(os.path.abspath(path)), source.get('path', ''))
            expect(os.path.isfile(os.path.join(tree, 'meson.build')),
                   f'source dir {source.get("path")!r} is not the top of the meson tree')

    for message in errors:
        print(f'{path}: {message}', file=sys.stderr)
    if not errors:
        print(f'{path}: ok')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
