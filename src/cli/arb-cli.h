/* arb-cli.h — the arbiter-cli commands and the helpers they share
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "arbiter.h"

G_BEGIN_DECLS

/* The name every message starts with, whatever argv[0] says. */
#define ARB_CLI_NAME "arbiter-cli"

/**
 * ArbCliStatus:
 * @ARB_CLI_STATUS_OK: success
 * @ARB_CLI_STATUS_FAILURE: bad input data: a bad FEN, an illegal game, a
 *   file that cannot be read
 * @ARB_CLI_STATUS_USAGE: the command line itself is wrong
 * @ARB_CLI_STATUS_CONTINUE: not an exit status: returned by
 *   arb_cli_parse_options() when the command should go on
 *
 * The exit statuses of arbiter-cli.
 */
typedef enum
{
  ARB_CLI_STATUS_OK       = 0,
  ARB_CLI_STATUS_FAILURE  = 1,
  ARB_CLI_STATUS_USAGE    = 2,
  ARB_CLI_STATUS_CONTINUE = -1,
} ArbCliStatus;

/**
 * ArbCliMoveNames:
 * @n_moves: how many entries of @moves are used
 * @moves: coordinate names ("e2e4"), sorted ascending as strings
 *
 * The legal moves of a position as text, on the stack.
 */
typedef struct
{
  guint n_moves;
  char  moves[ARB_MAX_MOVES][ARB_COORD_MAX];
} ArbCliMoveNames;

/* ------------------------------------------------------------ the program */

int arb_cli_run (int    argc,
                 char **argv);

/* --------------------------------------------------------------- commands */

/* Each command gets the arguments that follow its name, with argv[0] set to
 * the name, and returns the exit status. */
int arb_cli_games   (int argc, char **argv);
int arb_cli_moves   (int argc, char **argv);
int arb_cli_perft   (int argc, char **argv);
int arb_cli_inspect (int argc, char **argv);
int arb_cli_replay  (int argc, char **argv);
int arb_cli_play    (int argc, char **argv);

/* ---------------------------------------------------------------- helpers */

void            arb_cli_error              (const char *format,
                                            ...) G_GNUC_PRINTF (1, 2);
int             arb_cli_parse_options      (const char         *command,
                                            const char         *parameter_string,
                                            const char         *description,
                                            const GOptionEntry *entries,
                                            const ArbRules    **rules,
                                            int                *argc,
                                            char             ***argv);
gpointer        arb_cli_state_from_fen     (const ArbRules *rules,
                                            const char     *fen,
                                            GError        **error);
gboolean        arb_cli_position_from_fen  (const char   *fen,
                                            ArbPosition  *pos,
                                            GError      **error);
void            arb_cli_move_names         (const ArbPosition *pos,
                                            ArbCliMoveNames   *names);
GDataInputStream *arb_cli_stdin_new        (void);
char           *arb_cli_read_line          (GDataInputStream  *input,
                                            gsize             *length,
                                            GError           **error);
char           *arb_cli_board_to_text      (const ArbPosition *pos);

G_END_DECLS
