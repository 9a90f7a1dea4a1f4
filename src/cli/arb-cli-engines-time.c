/* arb-cli-engines-time.c — the engines' time keys (tc=, st=, depth=,
 * nodes=, timemargin=): the command's options when every engine gives the
 * same, each engine's own time when they differ (time odds)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-cli-engines.h"

#include <string.h>

#include "arb-cli.h"
#include "arb-match.h"

/* The value all @engines give to the time key at @offset, or NULL when
 * none gives it; FALSE when they differ. */
static gboolean
common_key (GPtrArray   *engines,
            gsize        offset,
            const char **value)
{
  *value = NULL;
  for (guint i = 0; i < engines->len; i++)
    {
      const char *own = G_STRUCT_MEMBER (const char *, g_ptr_array_index (engines, i), offset);

      if (i > 0 && g_strcmp0 (own, *value) != 0)
        return FALSE;
      *value = own;
    }
  return TRUE;
}

/* st=SECONDS as milliseconds, 1 ms to 24 h. */
static gboolean
parse_st (const char *text,
          int        *ms)
{
  char *end;
  double seconds = g_ascii_strtod (text, &end);

  if (end == text || *end != '\0' || !(seconds >= 0.001 && seconds <= 86400))
    return FALSE;
  *ms = (int) (seconds * 1000 + 0.5);
  return TRUE;
}

static void
st_error (const char *command,
          const char *value)
{
  g_autofree char *shown = arb_text_quote (value, -1);

  arb_cli_error ("%s: st='%s' must be 0.001 to 86400 seconds", command, shown);
}

/* depth= and nodes=: a whole number from 1 to @max. */
static gboolean
parse_bound (const char *command,
             const char *key,
             const char *value,
             guint64     max,
             guint64    *number)
{
  if (!g_ascii_string_to_unsigned (value, 10, 1, max, number, NULL))
    {
      g_autofree char *shown = arb_text_quote (value, -1);

      arb_cli_error ("%s: %s='%s' must be a number from 1 to %" G_GUINT64_FORMAT, command, key,
                     shown, max);
      return FALSE;
    }
  return TRUE;
}

/* @engine's whole time, from its keys and, for those it lacks, the
 * command's options in @time; FALSE after a message. */
static gboolean
engine_time (const char             *command,
             const ArbCliEngine     *engine,
             const ArbCliEngineTime *time,
             ArbMatchTime           *own)
{
  const char *tc = engine->tc != NULL ? engine->tc : *time->tc;
  const char *name = engine->name != NULL ? engine->name : engine->command;
  g_autofree char *shown = arb_text_quote (name, -1);
  guint64 number;
  int ms;

  memset (own, 0, sizeof *own);
  if (tc != NULL)
    {
      g_autoptr (GError) error = NULL;

      if (engine->st != NULL)
        {
          arb_cli_error ("%s: engine '%s': tc= and st= cannot be combined", command, shown);
          return FALSE;
        }
      if (!arb_time_control_parse (tc, &own->clock, &error))
        {
          arb_cli_error ("%s: engine '%s': tc=: %s", command, shown, error->message);
          return FALSE;
        }
    }
  own->depth = (guint) *time->depth;
  own->nodes = (guint64) *time->nodes;
  if (engine->depth != NULL)
    {
      if (!parse_bound (command, "depth", engine->depth, ARB_CLI_MAX_DEPTH, &number))
        return FALSE;
      own->depth = (guint) number;
    }
  if (engine->nodes != NULL)
    {
      if (!parse_bound (command, "nodes", engine->nodes, ARB_CLI_MAX_NODES, &number))
        return FALSE;
      own->nodes = number;
    }
  if (tc != NULL && (own->depth > 0 || own->nodes > 0))
    {
      arb_cli_error ("%s: engine '%s': depth= and nodes= bound a move without a clock: not "
                     "with tc=", command, shown);
      return FALSE;
    }
  if (engine->st != NULL)
    {
      if (!parse_st (engine->st, &ms))
        {
          st_error (command, engine->st);
          return FALSE;
        }
      own->movetime = (guint) ms;
    }
  else if (*time->movetime != time->movetime_unset)
    own->movetime = (guint) *time->movetime;
  else
    own->movetime = own->depth > 0 || own->nodes > 0 ? 0 : ARB_CLI_DEFAULT_MOVETIME;
  return TRUE;
}

/* The engines' time keys differ: each engine gets its own time, its keys
 * over the command's options. A game's two sides must both be on a clock
 * or both on a time per move; the command's --tc becomes the first
 * engine's when it has none, so that what needs a clock (--timemargin)
 * sees one. */
static gboolean
give_odds (const char       *command,
           GPtrArray        *engines,
           ArbCliEngineTime *time)
{
  for (guint i = 0; i < engines->len; i++)
    {
      ArbCliEngine *engine = g_ptr_array_index (engines, i);
      ArbCliEngine *first = g_ptr_array_index (engines, 0);
      ArbMatchTime own;

      if (!engine_time (command, engine, time, &own))
        return FALSE;
      if (i > 0 && (own.clock.kind == ARB_TIME_CONTROL_NONE)
                     != (first->own_time->clock.kind == ARB_TIME_CONTROL_NONE))
        {
          arb_cli_error ("%s: engine %u plays on a %s and engine 1 on a %s: time odds are "
                         "tc= against tc=, or st=, depth= and nodes= against the same",
                         command, i + 1,
                         own.clock.kind == ARB_TIME_CONTROL_NONE ? "time per move" : "clock",
                         own.clock.kind == ARB_TIME_CONTROL_NONE ? "clock" : "time per move");
          return FALSE;
        }
      engine->own_time = g_memdup2 (&own, sizeof own);
    }
  if (*time->tc == NULL && ((ArbCliEngine *) g_ptr_array_index (engines, 0))->tc != NULL)
    *time->tc = g_strdup (((ArbCliEngine *) g_ptr_array_index (engines, 0))->tc);
  return TRUE;
}

/**
 * arb_cli_engines_fold_time:
 * @command: "match" or "tournament", for the messages
 * @engines: (element-type ArbCliEngine): the players
 * @time: the command's --tc, --movetime, --depth, --nodes and
 *   --timemargin
 *
 * A time key every engine gives alike (given once with --each) becomes
 * the command's option, and must agree with it when both are given. When
 * the engines' keys differ (time odds: `tc=40/60` against `tc=40/20`),
 * each engine gets its own time (ArbCliEngine.own_time): its keys, and
 * the command's options for those it lacks. timemargin= is the referee's,
 * one for all.
 *
 * Returns: FALSE after a message
 */
gboolean
arb_cli_engines_fold_time (const char       *command,
                           GPtrArray        *engines,
                           ArbCliEngineTime *time)
{
  static const struct
  {
    const char *key;
    const char *option;
    gsize       offset;
  } keys[] = {
    { "tc", "--tc", G_STRUCT_OFFSET (ArbCliEngine, tc) },
    { "st", "--movetime", G_STRUCT_OFFSET (ArbCliEngine, st) },
    { "depth", "--depth", G_STRUCT_OFFSET (ArbCliEngine, depth) },
    { "nodes", "--nodes", G_STRUCT_OFFSET (ArbCliEngine, nodes) },
    { "timemargin", "--timemargin", G_STRUCT_OFFSET (ArbCliEngine, timemargin) },
  };
  gboolean odds = FALSE;

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      const char *value;
      gboolean given, ok = TRUE;
      guint64 number = 0;
      int ms = 0;

      if (!common_key (engines, keys[k].offset, &value))
        {
          if (k < 4)
            {
              odds = TRUE;
              continue;
            }
          arb_cli_error ("%s: the engines' timemargin= differ: the referee has one margin for "
                         "every clock (give it once, with --each timemargin=…)", command);
          return FALSE;
        }
      if (value == NULL)
        continue;
      switch (k)
        {
        case 0:
          given = *time->tc != NULL;
          ok = !given || g_str_equal (*time->tc, value);
          if (!given)
            *time->tc = g_strdup (value);
          break;
        case 1:
          if (!parse_st (value, &ms))
            {
              st_error (command, value);
              return FALSE;
            }
          given = *time->movetime != time->movetime_unset;
          ok = !given || *time->movetime == ms;
          *time->movetime = ms;
          break;
        default:
          if (!g_ascii_string_to_unsigned (value, 10, k == 4 ? 0 : 1,
                                           k == 3 ? G_MAXINT64 : G_MAXINT, &number, NULL))
            {
              g_autofree char *shown = arb_text_quote (value, -1);

              arb_cli_error ("%s: %s='%s' must be a number from %d", command, keys[k].key, shown,
                             k == 4 ? 0 : 1);
              return FALSE;
            }
          if (k == 4)
            {
              ok = *time->time_margin == 0 || *time->time_margin == (int) number;
              *time->time_margin = (int) number;
            }
          else if (k == 2)
            {
              ok = *time->depth == 0 || *time->depth == (int) number;
              *time->depth = (int) number;
            }
          else
            {
              ok = *time->nodes == 0 || *time->nodes == (gint64) number;
              *time->nodes = (gint64) number;
            }
          break;
        }
      if (!ok)
        {
          arb_cli_error ("%s: the engines' %s= and %s differ", command, keys[k].key,
                         keys[k].option);
          return FALSE;
        }
    }
  return !odds || give_odds (command, engines, time);
}
