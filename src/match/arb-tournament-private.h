/* arb-tournament-private.h — what the tournament directory's files share
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <sys/types.h>

#include "arb-tournament.h"

G_BEGIN_DECLS

/* arb-tournament-dir.c */
void     _arb_tournament_sync_dir      (const char *path);
gboolean _arb_tournament_errno_error   (GError **error, int saved, const char *path,
                                        const char *what);
gboolean _arb_tournament_write_all     (int fd, const char *bytes, gsize len,
                                        const char *path, GError **error);

/* arb-tournament-settings.c */
gboolean _arb_tournament_check_file    (const char *path,
                                        off_t      *size,
                                        GError    **error);
gboolean _arb_tournament_settings_open (const char *dir_path,
                                        const char *settings,
                                        const char *records_path,
                                        char      **date,
                                        GError    **error);

G_END_DECLS
