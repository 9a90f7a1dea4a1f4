#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""Check the app icons: usage: check-icons.py APPLICATION_ID ICONS_DIR

Both icons must be well-formed SVG of the right size, self-contained (no
raster images, no links to other files), and start with <svg early enough
for content sniffing (gdk-pixbuf and shared-mime-info look at the first 256
bytes). The symbolic icon must be drawn in the one colour GTK recolours.
"""

import re
import sys
import xml.etree.ElementTree as ET

SVG_NS = '{http://www.w3.org/2000/svg}'
SYMBOLIC_COLOUR = '#241f31'
COLOUR_RE = re.compile(r'#[0-9a-fA-F]{3,8}\b|rgba?\(|\b(?:black|white|currentColor)\b')


def fail(path, message):
    print(f'{path}: {message}', file=sys.stderr)
    return 1


def check_common(path, size):
    """Return the number of errors found, and the parsed root or None."""
    errors = 0
    with open(path, 'rb') as f:
        data = f.read()
    if b'<svg' not in data[:256]:
        errors += fail(path, '<svg> does not start within the first 256 bytes')
    try:
        root = ET.fromstring(data)
    except ET.ParseError as e:
        return errors + fail(path, f'not well-formed XML: {e}'), None
    if root.tag != SVG_NS + 'svg':
        errors += fail(path, f'root element is {root.tag}, not an SVG <svg>')
    viewbox = root.get('viewBox', '').replace(',', ' ').split()
    if viewbox != ['0', '0', str(size), str(size)]:
        errors += fail(path, f'viewBox is "{root.get("viewBox")}", not "0 0 {size} {size}"')
    for attr in ('width', 'height'):
        if root.get(attr) != str(size):
            errors += fail(path, f'{attr} is "{root.get(attr)}", not "{size}"')
    for element in root.iter():
        if element.tag in (SVG_NS + 'image', SVG_NS + 'script', SVG_NS + 'foreignObject'):
            errors += fail(path, f'contains <{element.tag.replace(SVG_NS, "")}>')
        for name, value in element.attrib.items():
            if name.endswith('href') and not value.startswith('#'):
                errors += fail(path, f'links to "{value}"')
    return errors, root


def check_symbolic(path, root):
    errors = 0
    for element in root.iter():
        if element.tag == SVG_NS + 'style':
            errors += fail(path, 'uses a <style> element')
        colours = []
        for name in ('fill', 'stroke', 'stop-color', 'color'):
            value = element.get(name)
            if value is not None and value != 'none':
                colours.append(value)
        colours += COLOUR_RE.findall(element.get('style', ''))
        for colour in colours:
            if colour.lower() != SYMBOLIC_COLOUR:
                errors += fail(path, f'uses colour "{colour}"; symbolic icons use only {SYMBOLIC_COLOUR}')
    return errors


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    app_id, icons_dir = argv[1], argv[2]
    scalable = f'{icons_dir}/hicolor/scalable/apps/{app_id}.svg'
    symbolic = f'{icons_dir}/hicolor/symbolic/apps/{app_id}-symbolic.svg'

    errors = 0
    try:
        found, _ = check_common(scalable, 128)
        errors += found
        found, root = check_common(symbolic, 16)
        errors += found
        if root is not None:
            errors += check_symbolic(symbolic, root)
    except OSError as e:
        errors += fail(e.filename, e.strerror)
    if errors == 0:
        print(f'{scalable}: ok\n{symbolic}: ok')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
