/* arb-high-scores.h — Congkak's high-score table, shown and recorded (congkak.md §12)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "arbiter.h"

G_BEGIN_DECLS

/* An AdwMessageDialog listing the table, best first, with Reset (asked
 * again before the table is emptied) and Close. */
GtkWidget *arb_high_scores_dialog_new   (GtkWindow *parent);
/* The rows shown, for tests: one line of text per entry. */
GStrv      arb_high_scores_dialog_lines (GtkWidget *dialog);
/* Empties the table as the confirmed Reset does. */
gboolean   arb_high_scores_dialog_reset (GtkWidget *dialog, GError **error);

/* Adds the entry of @game, a game of Congkak that has just ended with a
 * winner, once: a game already entered (undo and the same end again) is
 * not entered again. Returns: TRUE when an entry was added. */
gboolean   arb_high_scores_record_game  (ArbGame *game, GError **error);

G_END_DECLS
