/* arb-cli-tournament-private.h — what `tournament` and its --merge share
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-cli.h"
#include "arb-tournament.h"

G_BEGIN_DECLS

void arb_cli_tournament_print_standings (ArbTournamentDir   *dir,
                                         GArray             *schedule,
                                         GStrv               names);
void arb_cli_tournament_print_sprt      (ArbTournamentDir   *dir,
                                         GArray             *schedule,
                                         const ArbSprt      *sprt);
int  arb_cli_tournament_merge           (const char         *out,
                                         const char *const  *dirs);
gboolean arb_cli_tournament_merge_is_alone (int argc, char **argv);

G_END_DECLS
