/* arb-results-dialog.h — Results: a game's games by opponent, its high scores, Reset
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "arb-core.h"
#include "arb-games.h"

G_BEGIN_DECLS

#define ARB_TYPE_RESULTS_DIALOG (arb_results_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ArbResultsDialog, arb_results_dialog, ARB, RESULTS_DIALOG, AdwWindow)

GtkWidget *arb_results_dialog_new              (const ArbRules *rules);
gboolean   arb_results_dialog_set_game         (ArbResultsDialog *self,
                                                const char       *id);
GStrv      arb_results_dialog_get_tally_lines  (ArbResultsDialog *self);
GStrv      arb_results_dialog_get_score_lines  (ArbResultsDialog *self);
GtkWindow *arb_results_dialog_get_confirmation (ArbResultsDialog *self);
gboolean   arb_results_dialog_reset            (ArbResultsDialog *self,
                                                GError          **error);

G_END_DECLS
