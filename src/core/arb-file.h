/* arb-file.h — what a kill leaves of a file being replaced
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void arb_file_remove_temporaries (const char *path);

G_END_DECLS
