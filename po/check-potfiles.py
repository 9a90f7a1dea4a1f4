#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""Check po/POTFILES.in against the tree: usage: check-potfiles.py SOURCE_ROOT XGETTEXT

Every file it lists must exist; every C file under src/ and every .ui file
under ui/ with translatable strings must be listed (a string marked but not
listed is silently left untranslated); xgettext must read them all, which
is what `meson compile arbiter-pot` does; and every language of LINGUAS
must translate every string of that template, none fuzzy (French with a
no-break space before : ; ? and !). The template is written to a
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


def check_catalogues(root, bindir, pot, tmp):
    """Every language in LINGUAS translates every string of the template,
    none fuzzy; French puts a no-break space before : ; ? and !."""
    errors = 0
    msgmerge = os.path.join(bindir, 'msgmerge')
    with open(os.path.join(root, 'po', 'LINGUAS'), encoding='utf-8') as f:
        languages = [w for line in f for w in line.split('#')[0].split()]
    for lang in languages:
        po = os.path.join(root, 'po', lang + '.po')
        merged = os.path.join(tmp, lang + '.po')
        subprocess.run([msgmerge, '--quiet', '--no-fuzzy-matching', '--output-file=' + merged,
                        po, pot], check=True)
        for msgid, msgstr, fuzzy in read_entries(merged):
            if msgid == '':
                continue
            if fuzzy or msgstr == '':
                print(f'po/{lang}.po: not translated: {msgid!r}', file=sys.stderr)
                errors += 1
            elif lang == 'fr' and re.search(r' [:;?!](\s|$)', msgstr):
                print(f'po/fr.po: a plain space before : ; ? or ! in {msgstr!r}', file=sys.stderr)
                errors += 1
    return errors


def read_entries(path):
    """(msgid, msgstr, fuzzy) of each entry of a .po file (plural forms are
    read as their first form; this catalogue has none)."""
    entries, msgid, msgstr, fuzzy, field = [], None, None, False, None
    with open(path, encoding='utf-8') as f:
        for line in list(f) + ['']:
            line = line.strip()
            if line.startswith('#,') and 'fuzzy' in line:
                fuzzy = True
            elif line.startswith('msgid '):
                msgid, field = unquote(line[6:]), 'id'
            elif line.startswith('msgstr'):
                msgstr, field = unquote(line.split(' ', 1)[1]), 'str'
            elif line.startswith('"'):
                if field == 'id':
                    msgid += unquote(line)
                elif field == 'str':
                    msgstr += unquote(line)
            elif line.startswith('#~'):
                continue
            elif line == '' and msgid is not None:
                entries.append((msgid, msgstr or '', fuzzy))
                msgid, msgstr, fuzzy, field = None, None, False, None
    return entries


def unquote(text):
    return text.strip()[1:-1].encode('utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')


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
        errors += check_catalogues(root, os.path.dirname(xgettext),
                                   os.path.join(tmp, 'arbiter.pot'), tmp)
    if errors:
        return 1

    print(f'po/POTFILES.in: {len(listed)} files, all present, read by xgettext')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
