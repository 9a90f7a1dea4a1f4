/* arb-cli-perft.c — `arbiter-cli perft`: counting move sequences
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------- structs */

/* The count below one first move, for --divide. */
typedef struct
{
  char    name[ARB_COORD_MAX];
  guint64 nodes;
} DivideEntry;

/* ------------------------------------------------------------ statics */

static void
collect_divide (ArbMove  move,
                guint64  nodes,
                gpointer user_data)
{
  GArray *entries = user_data;
  DivideEntry entry = { { 0 }, nodes };

  arb_move_to_coord (move, entry.name);
  g_array_append_val (entries, entry);
}

static int
compare_divide (gconstpointer a,
                gconstpointer b)
{
  const DivideEntry *ea = a;
  const DivideEntry *eb = b;

  return strcmp (ea->name, eb->name);
}

/* ---------------------------------------------------------- public API */

/**
 * arb_cli_perft:
 * @argc: argument count, argv[0] being "perft"
 * @argv: the arguments
 *
 * `arbiter-cli perft [--fen FEN] [--divide] DEPTH`: prints the number of
 * move sequences of exactly DEPTH plies as a bare integer on the last line.
 * With --divide, one `e2e4: N` line per first move comes first, sorted by
 * the move's text.
 *
 * Returns: the exit status
 */
int
arb_cli_perft (int    argc,
               char **argv)
{
  g_autofree char *fen = NULL;
  gboolean divide = FALSE;
  g_auto(GStrv) rest = NULL;
  const GOptionEntry entries[] = {
    { "fen", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &fen,
      "The position (default: the starting position)", "FEN" },
    { "divide", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &divide,
      "First print the count below each first move", NULL },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &rest,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GError) error = NULL;
  ArbPosition pos;
  guint64 depth = 0;
  guint64 total;
  int status;

  status = arb_cli_parse_options ("perft", "DEPTH",
                                  "Prints the number of move sequences of exactly DEPTH plies\n"
                                  "on the last line; --divide first prints 'e2e4: N' lines.",
                                  entries, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;

  if (rest == NULL || rest[0] == NULL)
    {
      arb_cli_error ("perft: missing DEPTH; see '%s perft --help'", ARB_CLI_NAME);
      return ARB_CLI_STATUS_USAGE;
    }
  if (rest[1] != NULL)
    {
      arb_cli_error ("perft: unexpected argument '%s'", rest[1]);
      return ARB_CLI_STATUS_USAGE;
    }
  if (!g_ascii_string_to_unsigned (rest[0], 10, 0, G_MAXUINT, &depth, &error))
    {
      if (g_error_matches (error, G_NUMBER_PARSER_ERROR, G_NUMBER_PARSER_ERROR_OUT_OF_BOUNDS))
        arb_cli_error ("perft: DEPTH %s is too large", rest[0]);
      else
        arb_cli_error ("perft: DEPTH must be a non-negative integer, got '%s'", rest[0]);
      return ARB_CLI_STATUS_USAGE;
    }

  if (!arb_cli_position_from_fen (fen, &pos, &error))
    {
      arb_cli_error ("%s", error->message);
      return ARB_CLI_STATUS_FAILURE;
    }

  if (divide)
    {
      g_autoptr(GArray) counts = g_array_new (FALSE, FALSE, sizeof (DivideEntry));

      total = arb_perft_divide (&pos, (guint) depth, collect_divide, counts);
      g_array_sort (counts, compare_divide);
      for (guint i = 0; i < counts->len; i++)
        {
          const DivideEntry *entry = &g_array_index (counts, DivideEntry, i);

          printf ("%s: %" G_GUINT64_FORMAT "\n", entry->name, entry->nodes);
        }
    }
  else
    {
      total = arb_perft (&pos, (guint) depth);
    }

  printf ("%" G_GUINT64_FORMAT "\n", total);
  return ARB_CLI_STATUS_OK;
}
