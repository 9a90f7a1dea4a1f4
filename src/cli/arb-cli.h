/* arb-cli.h — the arbiter-cli commands and the helpers they share
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "arb-core.h"
#include "arb-games.h"
#include "arb-clock.h"

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

/* The options of `play` a new game reads beyond the game's parameters:
 * NULL when not given. */
typedef struct
{
  const char *fen;
  const char *player1;
  const char *player2;
} ArbCliNewGame;


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
int arb_cli_match   (int argc, char **argv);
int arb_cli_hint    (int argc, char **argv);
int arb_cli_uci     (int argc, char **argv);
int arb_cli_ugi     (int argc, char **argv);
int arb_cli_tournament (int argc, char **argv);

/* arb-cli-openings.c: the positions games start from (match, tournament) */
ArbGame        *arb_cli_opening_game        (const ArbRules *rules, const char *text,
                                             GError **error);
GStrv           arb_cli_match_read_openings (const ArbRules *rules, const char *path,
                                             guint plies, guint start, GError **error);
gboolean        arb_cli_check_book_args     (const char *command, const char *path,
                                             int plies, int start);

/* arb-cli-match.c: what match and tournament share */
/* The longest move time and the largest --depth and --nodes: a typing
 * slip should not start a week of games. */
#define ARB_CLI_MAX_MOVETIME 3600000
#define ARB_CLI_MAX_DEPTH    1000
#define ARB_CLI_MAX_NODES    G_GINT64_CONSTANT (1000000000000)
/* A move's time without --movetime, --tc, --depth or --nodes. */
#define ARB_CLI_DEFAULT_MOVETIME 100
typedef struct _ArbMatchPlayer ArbMatchPlayer;
typedef struct _ArbProtocol ArbProtocol;
typedef struct _ArbCliEngine ArbCliEngine;
ArbMatchPlayer *arb_cli_match_new_player    (const ArbRules *rules, const ArbCliEngine *engine,
                                             const ArbProtocol *protocol,
                                             const char *const *options, guint64 seed,
                                             GError **error);
void            arb_cli_match_guard_engines (void);
gboolean        arb_cli_match_check_bounds  (const char *command, const char *tc, int depth,
                                             gint64 nodes, int time_margin);
void            arb_cli_match_print_restarts (const char *const *names, const guint *restarts,
                                              guint n_players);
GStrv           arb_cli_match_name_apart   (const ArbRules *rules, ArbMatchPlayer **players,
                                            guint n_players);
gboolean        arb_cli_match_check_engine_args (const char *command, const char *protocol,
                                                 const char *const *options);
typedef struct _ArbAdjudication ArbAdjudication;
gboolean        arb_cli_match_parse_clock_args (const char *command, const char *tc,
                                                const char *draw, const char *resign,
                                                ArbTimeControl *clock,
                                                ArbAdjudication *adjudication);

/* arb-cli-hint.c: the options of the computer player */
gboolean arb_cli_parse_level (const char *command, const ArbRules *rules, int level,
                              guint *out);
gboolean arb_cli_parse_seed  (const char *command, const char *text, guint64 *out);
gboolean arb_cli_parse_computer (const char *command, const ArbRules *rules, const char *text,
                                 gboolean computer[ARB_N_SIDES]);

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
char           *arb_cli_list_games         (gboolean (*keep) (const ArbRules *rules),
                                            gboolean   by_id);
const ArbParams *arb_cli_params            (const ArbRules *rules);
gboolean        arb_cli_check_output_file  (const char     *path,
                                            GError        **error);
gboolean        arb_cli_set_param          (const char     *command,
                                            const ArbRules *rules,
                                            const char     *name,
                                            const char     *value);
gpointer        arb_cli_state_from_fen     (const ArbRules *rules,
                                            const char     *fen,
                                            GError        **error);
GDataInputStream *arb_cli_stdin_new        (void);
char           *arb_cli_read_line          (GDataInputStream  *input,
                                            gsize             *length,
                                            GError           **error);

/* arb-cli-new-game.c: `play`'s new game, asked for or given */
gboolean        arb_cli_ask_new_game       (const ArbRules      *rules,
                                            const ArbCliNewGame *options,
                                            GDataInputStream    *input,
                                            gboolean             echo,
                                            gpointer             state,
                                            ArbRecord           *setup,
                                            GPtrArray           *tags,
                                            GError             **error);
/* The parameters `play` also takes as --NAME VALUE (Congkak's documented
 * --pits 5), for every game of the registry, each name once. */
#define ARB_CLI_MAX_PARAM_OPTIONS 32
typedef struct
{
  guint  n;
  char  *names[ARB_CLI_MAX_PARAM_OPTIONS];   /* owned */
  char  *help[ARB_CLI_MAX_PARAM_OPTIONS];    /* owned */
  char  *values[ARB_CLI_MAX_PARAM_OPTIONS];  /* what the command line gave, owned */
} ArbCliParamOptions;

GArray         *arb_cli_param_options_add  (const GOptionEntry *entries,
                                            ArbCliParamOptions *options);
gboolean        arb_cli_param_options_apply (ArbCliParamOptions *options,
                                             const ArbRules     *rules);
void            arb_cli_param_options_clear (ArbCliParamOptions *options);

/* arb-cli-results.c: the result of a game of `play`, and its best scores */
void            arb_cli_record_result      (ArbGame *game, const guint players[ARB_N_SIDES]);

/* arb-cli-board.c */
const ArbPlayText *arb_cli_play_text      (const ArbRules    *rules);
char           *arb_cli_board_to_text      (const ArbRules    *rules,
                                            gconstpointer      state);

G_END_DECLS
