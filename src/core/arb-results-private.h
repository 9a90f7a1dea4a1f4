/* arb-results-private.h — what the files of the results store share, and nobody else
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <sys/stat.h>

#include "arb-results.h"

G_BEGIN_DECLS

/* arb-results-io.c: the files, read without surprises, rewritten atomically */

/* Called on each line, without its newline; @number counts from 1. */
typedef void (*ArbLineFunc) (const char *line, gsize len, guint number, gpointer data);

gboolean _arb_results_read_error    (GError **error, int saved, const char *path);
gboolean _arb_results_write_error   (GError **error, int saved, const char *path);
gboolean _arb_results_create_error  (GError **error, int saved, const char *path);
gboolean _arb_results_check_regular (int fd, const char *path, struct stat *st,
                                     GError **error);
gboolean _arb_results_read_file     (const char *path, char **contents, gsize *length,
                                     GError **error);
gboolean _arb_results_write_all     (int fd, const char *data, gsize len, const char *path,
                                     GError **error);
gboolean _arb_results_replace_file  (const char *path, const char *data, gsize len,
                                     GError **error);
gsize    _arb_results_for_each_line (const char *contents, gsize length, gboolean partial,
                                     ArbLineFunc func, gpointer data);
gboolean _arb_results_get_field     (const char *line, gsize len, guint i,
                                     const char **start, gsize *field_len);
guint    _arb_results_count_fields  (const char *line, gsize len);
gboolean _arb_results_field_equals  (const char *start, gsize len, const char *text);
gboolean _arb_results_parse_number  (const char *start, gsize len, guint64 max,
                                     guint64 *value);
char    *_arb_results_clean_text    (const char *text);
char    *_arb_results_format_date   (GDateTime *when);

/* arb-score-table.c: the lines of a best-scores table */
char    *_arb_score_table_format_line  (const char *winner, guint score, guint loser_score,
                                        const char *const *values, guint n_values,
                                        const char *date);
void     _arb_score_table_add_line     (ArbScoreTable *table, char *line);
guint    _arb_score_table_count_copies (ArbScoreTable *table, const char *line);

G_END_DECLS
