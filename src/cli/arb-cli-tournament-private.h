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
                                         GStrv               names,
                                         const ArbSprt      *sprt);
void arb_cli_tournament_print_sprt      (ArbTournamentDir   *dir,
                                         GArray             *schedule,
                                         const ArbSprt      *sprt);
char *arb_cli_tournament_sprt_text     (ArbTournamentDir   *dir,
                                         GArray             *schedule,
                                         const ArbSprt      *sprt);
int  arb_cli_tournament_merge           (const char         *out,
                                         const char *const  *dirs);
gboolean arb_cli_tournament_merge_is_alone (int argc, char **argv);

/* arb-cli-tournament-progress.c */
typedef struct _ArbCliProgress ArbCliProgress;

ArbCliProgress *arb_cli_progress_new   (ArbTournamentDir *dir, GArray *schedule,
                                        const ArbSprt *sprt, GStrv names, guint shard,
                                        guint n_shards, guint interval);
void            arb_cli_progress_clear (ArbCliProgress *self);
void            arb_cli_progress_game  (ArbCliProgress *self);
void            arb_cli_progress_free  (ArbCliProgress *self);

G_END_DECLS
