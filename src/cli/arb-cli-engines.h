/* arb-cli-engines.h — engines as engine testers configure them (--engine,
 * --each, an engines.json file)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "arb-match.h"

G_BEGIN_DECLS

/**
 * ArbCliEngine:
 * @name: (nullable): name=: its name in the games; %NULL: its own ("id name")
 * @command: cmd= and args=: a command line, or `arbiter:LEVEL`
 * @args: (nullable): args= and arg=, as read (joined to @command once built)
 * @dir: (nullable): dir=: the folder it runs in
 * @protocol: (nullable): proto=: uci or ugi
 * @options: (element-type utf8): option.NAME=VALUE, as "NAME=VALUE"
 * @tc: @st: @depth: @nodes: @timemargin: (nullable): its time keys, as
 *   given
 * @plain: a PLAYER argument, not an --engine
 * @own_time: (nullable): its own time when the engines' differ (time
 *   odds: arb_cli_engines_fold_time()); %NULL: the game's
 *
 * One player of a match or a tournament.
 */
struct _ArbCliEngine
{
  char      *name;
  char      *command;
  char      *args;
  char      *dir;
  char      *protocol;
  GPtrArray *options;
  char      *tc;
  char      *st;
  char      *depth;
  char      *nodes;
  char      *timemargin;
  gboolean   plain;
  ArbMatchTime *own_time;
};
typedef struct _ArbCliEngine ArbCliEngine;

/* What arb_cli_engines_take_args() took out of argv. */
typedef struct
{
  GPtrArray *engines;  /* of GPtrArray of "KEY=VALUE" */
  GPtrArray *each;     /* of "KEY=VALUE" */
  char     **argv;     /* the arguments left */
} ArbCliEngineArgs;

/* The command's time options, which the engines' time keys become. */
typedef struct
{
  char **tc;
  int   *movetime;
  int    movetime_unset;
  int   *depth;
  gint64 *nodes;
  int   *time_margin;
} ArbCliEngineTime;

void        arb_cli_engine_free       (ArbCliEngine *engine);
void        arb_cli_engine_set_string (char **field, const char *value);
void        arb_cli_engine_set_option (ArbCliEngine *engine, const char *name,
                                       const char *value);
gboolean    arb_cli_engines_read_conf (ArbCliEngine *engine, const char *path,
                                       const char *name, GError **error);
void        arb_cli_engines_take_args (int *argc, char ***argv, ArbCliEngineArgs *self);
void        arb_cli_engine_args_clear (ArbCliEngineArgs *self);
GPtrArray  *arb_cli_engines_build     (const ArbCliEngineArgs *self, const char *const *players,
                                       const char *engines_file, GError **error);
char       *arb_cli_engine_to_setting (const ArbCliEngine *engine);
gboolean    arb_cli_engines_fold_time (const char *command, GPtrArray *engines,
                                       ArbCliEngineTime *time);
GPtrArray  *arb_cli_engines_resolve   (const char *command, const ArbCliEngineArgs *taken,
                                       GStrv *rest, const char *engines_file,
                                       ArbCliEngineTime *time);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ArbCliEngineArgs, arb_cli_engine_args_clear)

G_END_DECLS
