/* arb-cli-hint.c — `arbiter-cli hint`: the computer player's move
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"
#include "arb-search.h"

#include <stdio.h>

/* Options shared with `play --computer` and `uci`: a level number of the
 * game and a seed, as text so that the whole unsigned 64-bit range reads. */

/**
 * arb_cli_parse_level:
 * @command: the command, for messages
 * @rules: the game
 * @level: the --level value (negative: not given)
 * @out: (out): the 1-based level
 *
 * Returns: FALSE (with a message) when the game has no such level
 */
gboolean
arb_cli_parse_level (const char     *command,
                     const ArbRules *rules,
                     int             level,
                     guint          *out)
{
  guint n = arb_search_n_levels (rules);

  if (level < 0)
    {
      *out = arb_search_default_number (rules);
      return TRUE;
    }
  if (level < 1 || (guint) level > n)
    {
      arb_cli_error ("%s: %s has levels 1 to %u, not %d", command, rules->id, n, level);
      return FALSE;
    }
  *out = (guint) level;
  return TRUE;
}

/**
 * arb_cli_parse_seed:
 * @command: the command, for messages
 * @text: the --seed value
 * @out: (out): the seed
 *
 * Returns: FALSE (with a message) unless @text is a decimal number below 2^64
 */
gboolean
arb_cli_parse_seed (const char *command,
                    const char *text,
                    guint64    *out)
{
  g_autoptr(GError) error = NULL;

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, out, &error))
    {
      g_autofree char *shown = arb_text_quote (text, -1);

      arb_cli_error ("%s: bad seed '%s': %s", command, shown, error->message);
      return FALSE;
    }
  return TRUE;
}

/**
 * arb_cli_parse_computer:
 * @command: the command, for messages
 * @rules: the game
 * @text: the --computer value: a side's id or name ("black", "Black"), or "both"
 * @computer: (out caller-allocates): set to TRUE for each side the computer plays
 *
 * Returns: FALSE (with a message) when @text names no side
 */
gboolean
arb_cli_parse_computer (const char     *command,
                        const ArbRules *rules,
                        const char     *text,
                        gboolean        computer[ARB_N_SIDES])
{
  g_autofree char *shown = NULL;

  if (g_ascii_strcasecmp (text, "both") == 0)
    {
      computer[0] = computer[1] = TRUE;
      return TRUE;
    }
  for (guint side = 0; side < ARB_N_SIDES; side++)
    if (g_ascii_strcasecmp (text, rules->player_ids[side]) == 0
        || g_ascii_strcasecmp (text, rules->player_names[side]) == 0)
      {
        computer[side] = TRUE;
        return TRUE;
      }
  shown = arb_text_quote (text, -1);
  arb_cli_error ("%s: --computer takes %s, %s or both, not '%s'",
                 command, rules->player_ids[0], rules->player_ids[1], shown);
  return FALSE;
}

/**
 * arb_cli_hint:
 * @argc: argument count, argv[0] being "hint"
 * @argv: the arguments
 *
 * `arbiter-cli hint [--game G] [--fen POS] [--level N] [--movetime MS]
 * [--seed N]`: the move the computer player chooses for the side to move,
 * in the notation `moves` prints; nothing and status 1 when the game is
 * over.
 *
 * Returns: the exit status
 */
int
arb_cli_hint (int    argc,
              char **argv)
{
  g_autofree char *fen = NULL;
  g_autofree char *seed_text = NULL;
  g_auto(GStrv) rest = NULL;
  int level = -1;
  int movetime = 0;
  gboolean verbose = FALSE;
  const GOptionEntry entries[] = {
    { "fen", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &fen,
      "The position (default: the starting position)", "FEN" },
    { "level", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &level,
      "The computer player's level (default: the game's)", "N" },
    { "movetime", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &movetime,
      "Stop deepening after MS milliseconds (default: the level's)", "MS" },
    { "seed", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &seed_text,
      "Choose among equally good moves with this seed", "N" },
    { "verbose", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &verbose,
      "Also print the depth, value, nodes and speed on standard error", NULL },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &rest,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GError) error = NULL;
  g_autofree gpointer state = NULL;
  const ArbRules *rules = arb_games_default ();
  ArbSearchLimits limits = { 0 };
  ArbSearchResult result;
  char text[ARB_MOVE_TEXT_MAX];
  guint64 seed = 0;
  gint64 start;
  int status;

  status = arb_cli_parse_options ("hint", "",
                                  "Prints the computer player's move for the side to move, in the\n"
                                  "notation of 'moves' (chess: coordinates, e2e4). Levels: chess 1-4,\n"
                                  "Alquerque 1-8 (spec 11: 1-7 minimax N plies deep, 8 Expert),\n"
                                  "checkers 1-4, Congkak 1-4 (1: the greedy suggestion, 4 Expert);\n"
                                  "the default is the level the game's spec names, else its strongest\n"
                                  "of the spec's (Alquerque 7). The same position,\n"
                                  "level and seed give the same move unless --movetime stops the\n"
                                  "search. A finished game has no hint: nothing is printed and the\n"
                                  "exit status is 1.",
                                  entries, &rules, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;
  if (rest != NULL)
    {
      g_autofree char *shown = arb_text_quote (rest[0], -1);

      arb_cli_error ("hint: unexpected argument '%s'", shown);
      return ARB_CLI_STATUS_USAGE;
    }
  if (!arb_cli_parse_level ("hint", rules, level, &limits.level))
    return ARB_CLI_STATUS_USAGE;
  if (movetime < 0)
    {
      arb_cli_error ("hint: --movetime must not be negative");
      return ARB_CLI_STATUS_USAGE;
    }
  limits.movetime_ms = (guint) movetime;
  if (seed_text != NULL)
    {
      if (!arb_cli_parse_seed ("hint", seed_text, &seed))
        return ARB_CLI_STATUS_USAGE;
      limits.seed_state = &seed;
    }

  state = arb_cli_state_from_fen (rules, fen, &error);
  if (state == NULL)
    {
      arb_cli_error ("%s", error->message);
      return ARB_CLI_STATUS_FAILURE;
    }

  start = g_get_monotonic_time ();
  if (!arb_search_run (rules, state, &limits, &result))
    return ARB_CLI_STATUS_FAILURE;
  if (verbose)
    {
      double seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;

      g_printerr ("depth %u value %d best %u nodes %" G_GUINT64_FORMAT " time %.3f nps %.0f\n",
                  result.depth, result.value, result.n_best, result.nodes, seconds,
                  seconds > 0 ? (double) result.nodes / seconds : 0.0);
    }
  arb_rules_move_to_list_text (rules, state, &result.move, text);
  fputs (text, stdout);
  fputc ('\n', stdout);
  return ARB_CLI_STATUS_OK;
}
