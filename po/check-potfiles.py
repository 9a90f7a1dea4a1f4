#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""Check po/POTFILES.in against the tree: usage: check-potfiles.py SOURCE_ROOT XGETTEXT

Every file it lists must exist; every C file under src/ and every .ui file
under ui/ with translatable strings must be listed (a string marked but not
listed is silently left untranslated); and xgettext must read them all,
which is what `meson compile arbiter-pot` does. The template is written to a
temporary folder, never into the tree.
"""

import os
import re
import subprocess
import sys
import tempfile

# C: _("…"), N_("…"), C_("ctx", "…"), NC_(…), g_dngettext (…); .ui: translatable="yes".
C_MARK = re.compile(r'(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|g_dngettext|ngettext)\s*\(')
UI_MARK = re.compile(r'translatable\s*=\s*["\'](?:yes|true|1)["\']')

# What `i18n.gettext (preset: 'glib')` passes, as far as parsing goes.
XGETTEXT_ARGS = [
    '--from-code=UTF-8', '--add-comments',
    '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3', '--keyword=g_dpgettext2:2c,3',
]


def read_potfiles(path):
    with open(path, encoding='utf-8') as f:
        return [line.strip() for line in f
                if line.strip() and not line.lstrip().startswith('#')]


def marked_files(root):
    """Yield the files under src/ and ui/ that mark strings for translation."""
    for top, pattern, suffix in (('src', C_MARK, '.c'), ('ui', UI_MARK, '.ui')):
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for name in sorted(files):
                if not name.endswith(suffix):
                    continue
                path = os.path.join(folder, name)
                with open(path, encoding='utf-8', errors='replace') as f:
                    if pattern.search(f.read()):
                        yield os.path.relpath(path, root)


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    root, xgettext = argv[1], argv[2]
    potfiles_in = os.path.join(root, 'po', 'POTFILES.in')
    listed = read_potfiles(potfiles_in)
    errors = 0

    for name in listed:
        if not os.path.isfile(os.path.join(root, name)):
            print(f'po/POTFILES.in: {name} does not exist', file=sys.stderr)
            errors += 1
    for name in marked_files(root):
        if name not in listed:
            print(f'po/POTFILES.in: {name} has translatable strings but is not listed',
                  file=sys.stderr)
            errors += 1
    if errors:
        return 1

    with tempfile.TemporaryDirectory() as tmp:
        result = subprocess.run(
            [xgettext, '--package-name=arbiter', '--files-from=' + potfiles_in,
             '--directory=' + root, '--output=' + os.path.join(tmp, 'arbiter.pot')]
            + XGETTEXT_ARGS,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        # xgettext only warns when it guesses a file's language; a guess
        # means the ITS rules for .ui, .xml or .desktop were not found.
        if result.returncode != 0 or 'will try C' in result.stdout:
            print(result.stdout, file=sys.stderr, end='')
            print(f'xgettext failed (exit status {result.returncode})', file=sys.stderr)
            return 1

    print(f'po/POTFILES.in: {len(listed)} files, all present, read by xgettext')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
