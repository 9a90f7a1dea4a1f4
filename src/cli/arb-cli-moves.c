/* arb-cli-moves.c — `arbiter-cli moves` and `games`
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

#include <stdio.h>

/**
 * arb_cli_moves:
 * @argc: argument count, argv[0] being "moves"
 * @argv: the arguments
 *
 * `arbiter-cli moves [--game NAME] [--fen POS]`: the legal moves, one per
 * line, byte-sorted (chess: coordinates); none once the game is over.
 *
 * Returns: the exit status
 */
int
arb_cli_moves (int    argc,
               char **argv)
{
  g_autofree char *fen = NULL;
  g_auto(GStrv) rest = NULL;
  const GOptionEntry entries[] = {
    { "fen", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &fen,
      "The position (default: the starting position)", "FEN" },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &rest,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GError) error = NULL;
  g_autofree gpointer state = NULL;
  g_auto(GStrv) moves = NULL;
  const ArbRules *rules = arb_games_default ();
  int status;

  status = arb_cli_parse_options ("moves", "",
                                  "Moves are in the game's notation (chess: coordinates, e2e4;\n"
                                  "Alquerque: 18-13, 8x18; checkers: 11-15, 9x18x27), one per line,\n"
                                  "sorted as strings;\n"
                                  "a finished game has none.",
                                  entries, &rules, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;
  if (rest != NULL)
    {
      g_autofree char *shown = arb_text_quote (rest[0], -1);

      arb_cli_error ("moves: unexpected argument '%s'", shown);
      return ARB_CLI_STATUS_USAGE;
    }

  state = arb_cli_state_from_fen (rules, fen, &error);
  if (state == NULL)
    {
      arb_cli_error ("%s", error->message);
      return ARB_CLI_STATUS_FAILURE;
    }

  moves = arb_rules_legal_move_texts (rules, state);
  for (guint i = 0; moves[i] != NULL; i++)
    {
      fputs (moves[i], stdout);
      fputc ('\n', stdout);
    }

  return ARB_CLI_STATUS_OK;
}

/**
 * arb_cli_games:
 * @argc: argument count, argv[0] being "games"
 * @argv: the arguments
 *
 * `arbiter-cli games`: one line per game, its `--game` name, a tab, and its
 * name.
 *
 * Returns: the exit status
 */
static void
print_param (const ArbRules *rules,
             guint           index)
{
  const ArbParamSpec *spec = &rules->params[index];
  g_autofree char *fallback = arb_params_value_text (rules, index, spec->default_value);

  printf ("\t%s=", spec->name);
  switch (spec->type)
    {
    case ARB_PARAM_BOOL:
      printf ("true|false");
      break;
    case ARB_PARAM_INT:
      printf ("%lld..%lld", (long long) spec->min, (long long) spec->max);
      break;
    case ARB_PARAM_SEED:
      printf ("0..%" G_GUINT64_FORMAT, G_MAXUINT64);
      break;
    case ARB_PARAM_CHOICE:
    default:
      for (guint c = 0; spec->choices[c] != NULL; c++)
        printf ("%s%s", c > 0 ? "|" : "", spec->choices[c]);
      break;
    }
  printf ("\t%s\t%s\n", spec->type == ARB_PARAM_SEED ? "random" : fallback,
          spec->help != NULL ? spec->help : spec->label);
}

int
arb_cli_games (int    argc,
               char **argv)
{
  g_auto(GStrv) rest = NULL;
  gboolean params = FALSE;
  const GOptionEntry entries[] = {
    { "params", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &params,
      "Also list each game's parameters (what --param takes)", NULL },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &rest,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  const ArbRules *const *games;
  guint n_games;
  int status;

  status = arb_cli_parse_options ("games", "",
                                  "Prints one line per game: the name --game takes, a tab,\n"
                                  "and the game's name. The first is the default. With\n"
                                  "--params, each game's parameters follow it, one a line,\n"
                                  "indented by a tab: NAME=VALUES, a tab, the default, a tab,\n"
                                  "what it is.",
                                  entries, NULL, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;
  if (rest != NULL)
    {
      g_autofree char *shown = arb_text_quote (rest[0], -1);

      arb_cli_error ("games: unexpected argument '%s'", shown);
      return ARB_CLI_STATUS_USAGE;
    }

  games = arb_games_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      printf ("%s\t%s\n", games[i]->id, games[i]->name);
      for (guint p = 0; params && p < games[i]->n_params; p++)
        print_param (games[i], p);
    }
  return ARB_CLI_STATUS_OK;
}
