/* arb-cli-moves.c — `arbiter-cli moves`: the legal moves of a position
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
 * `arbiter-cli moves [--fen FEN]`: prints every legal move of the side to
 * move, one per line in coordinate notation, sorted ascending as strings.
 * A finished position (a King missing, or no move at all) prints nothing.
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
  ArbCliMoveNames names;
  ArbPosition pos;
  int status;

  status = arb_cli_parse_options ("moves", "",
                                  "Moves are in coordinate notation (e2e4), one per line,\n"
                                  "sorted; a finished game has none.",
                                  entries, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;
  if (rest != NULL)
    {
      arb_cli_error ("moves: unexpected argument '%s'", rest[0]);
      return ARB_CLI_STATUS_USAGE;
    }

  if (!arb_cli_position_from_fen (fen, &pos, &error))
    {
      arb_cli_error ("%s", error->message);
      return ARB_CLI_STATUS_FAILURE;
    }

  arb_cli_move_names (&pos, &names);
  for (guint i = 0; i < names.n_moves; i++)
    {
      fputs (names.moves[i], stdout);
      fputc ('\n', stdout);
    }

  return ARB_CLI_STATUS_OK;
}
