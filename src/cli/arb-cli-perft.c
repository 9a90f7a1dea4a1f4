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
  char    name[ARB_MOVE_TEXT_MAX];
  guint64 nodes;
} DivideEntry;

/* ------------------------------------------------------------ statics */

/* The count below each first move, through the rules table. */
static guint64
perft_divide (const ArbRules *rules,
              gpointer        state,
              guint           depth,
              GArray         *entries)
{
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  g_autofree char *undo = g_malloc0 (rules->undo_size);
  guint64 total = 0;

  if (depth == 0)
    return 1;
  rules->generate (state, list);
  for (guint i = 0; i < list->n_moves; i++)
    {
      DivideEntry entry = { { 0 }, 0 };

      arb_rules_move_to_list_text (rules, state, &list->moves[i], entry.name);
      rules->make (state, &list->moves[i], undo);
      entry.nodes = arb_rules_perft (rules, state, depth - 1);
      rules->unmake (state, undo);
      total += entry.nodes;
      g_array_append_val (entries, entry);
    }
  return total;
}

static int
compare_divide (gconstpointer a,
                gconstpointer b)
{
  const DivideEntry *ea = a;
  const DivideEntry *eb = b;

  return strcmp (ea->name, eb->name);
}

typedef guint64 (*PerftFunc) (const ArbRules *rules, gconstpointer state, guint depth);

static guint64
perft_bulk (const ArbRules *rules,
            gconstpointer   state,
            guint           depth)
{
  return arb_rules_perft (rules, state, depth);
}

static guint64
perft_make_unmake (const ArbRules *rules,
                   gconstpointer   state,
                   guint           depth)
{
  if (rules->perft_make_unmake != NULL)
    return rules->perft_make_unmake (state, depth);
  return arb_rules_perft_generic (rules, state, depth);
}

/* Runs one counting method over every bench position of @rules, printing
 * a line for each, and adds to the totals. */
static void
bench_method (const ArbRules *rules,
              const char     *method,
              PerftFunc       perft,
              guint64        *total_nodes,
              double         *total_seconds)
{
  g_autofree gpointer state = g_malloc0 (rules->state_size);

  for (guint i = 0; i < rules->n_bench; i++)
    {
      const ArbBenchPosition *bench = &rules->bench[i];
      gint64 start, end;
      guint64 nodes;
      double seconds;

      if (!rules->read_position (state, bench->position, NULL))
        g_assert_not_reached ();
      start = g_get_monotonic_time ();
      nodes = perft (rules, state, bench->depth);
      end = g_get_monotonic_time ();
      seconds = MAX (end - start, 1) / (double) G_USEC_PER_SEC;
      printf ("%-9s %5u  %-11s %12" G_GUINT64_FORMAT " %8.3f %14.0f\n", bench->name,
              bench->depth, method, nodes, seconds, nodes / seconds);
      fflush (stdout);
      *total_nodes += nodes;
      *total_seconds += seconds;
    }
}

/* `perft --bench`: nodes, seconds and nodes per second for the game's fixed
 * set of positions, first with bulk counting at the last ply, then with
 * every leaf made and unmade. The last line is the total node count. */
static int
run_bench (const ArbRules *rules)
{
  guint64 bulk_nodes = 0, full_nodes = 0;
  double bulk_seconds = 0, full_seconds = 0;

  printf ("%-9s %5s  %-11s %12s %8s %14s\n", "position", "depth", "counting", "nodes",
          "seconds", "nodes/second");
  bench_method (rules, "bulk", perft_bulk, &bulk_nodes, &bulk_seconds);
  bench_method (rules, "make-unmake", perft_make_unmake, &full_nodes, &full_seconds);
  printf ("total bulk: %" G_GUINT64_FORMAT " nodes in %.3f s, %.0f nodes/second\n",
          bulk_nodes, bulk_seconds, bulk_nodes / bulk_seconds);
  printf ("total make-unmake: %" G_GUINT64_FORMAT " nodes in %.3f s, %.0f nodes/second\n",
          full_nodes, full_seconds, full_nodes / full_seconds);
  printf ("%" G_GUINT64_FORMAT "\n", bulk_nodes + full_nodes);
  return ARB_CLI_STATUS_OK;
}

/* Whether @rules has a benchmark. */
static gboolean
has_bench (const ArbRules *rules)
{
  return rules->n_bench > 0;
}

/* `perft --bench`, once its options are checked: @other_options is
 * whether a DEPTH or another option came with it. */
static int
start_bench (const ArbRules *rules,
             gboolean        other_options)
{
  if (rules->n_bench == 0)
    {
      g_autofree char *games = arb_cli_list_games (has_bench, TRUE);

      arb_cli_error ("perft: --bench measures %s only", games);
      return ARB_CLI_STATUS_USAGE;
    }
  if (other_options)
    {
      arb_cli_error ("perft: --bench takes no DEPTH and no other option");
      return ARB_CLI_STATUS_USAGE;
    }
  return run_bench (rules);
}

/* Reads DEPTH, the one argument left after the options, into @depth;
 * ARB_CLI_STATUS_CONTINUE, or the usage status after saying why not. */
static int
parse_depth (GStrv  rest,
             guint *depth)
{
  g_autoptr(GError) error = NULL;
  guint64 value = 0;

  if (rest == NULL || rest[0] == NULL)
    {
      arb_cli_error ("perft: missing DEPTH; see '%s perft --help'", ARB_CLI_NAME);
      return ARB_CLI_STATUS_USAGE;
    }
  if (rest[1] != NULL)
    {
      g_autofree char *shown = arb_text_quote (rest[1], -1);

      arb_cli_error ("perft: unexpected argument '%s'", shown);
      return ARB_CLI_STATUS_USAGE;
    }
  if (!g_ascii_string_to_unsigned (rest[0], 10, 0, ARB_PERFT_MAX_DEPTH, &value, &error))
    {
      g_autofree char *shown = arb_text_quote (rest[0], -1);

      if (g_error_matches (error, G_NUMBER_PARSER_ERROR, G_NUMBER_PARSER_ERROR_OUT_OF_BOUNDS))
        arb_cli_error ("perft: DEPTH %s is too large (at most %d)", shown, ARB_PERFT_MAX_DEPTH);
      else
        arb_cli_error ("perft: DEPTH must be a non-negative integer, got '%s'", shown);
      return ARB_CLI_STATUS_USAGE;
    }
  *depth = (guint) value;
  return ARB_CLI_STATUS_CONTINUE;
}

/* --divide: prints one 'move: count' line per first move, sorted by the
 * move's text, and returns their sum. */
static guint64
print_divide (const ArbRules *rules,
              gpointer        state,
              guint           depth)
{
  g_autoptr(GArray) counts = g_array_new (FALSE, FALSE, sizeof (DivideEntry));
  guint64 total = perft_divide (rules, state, depth, counts);

  g_array_sort (counts, compare_divide);
  for (guint i = 0; i < counts->len; i++)
    {
      const DivideEntry *entry = &g_array_index (counts, DivideEntry, i);

      printf ("%s: %" G_GUINT64_FORMAT "\n", entry->name, entry->nodes);
    }
  return total;
}

/* ---------------------------------------------------------- public API */

/**
 * arb_cli_perft:
 * @argc: argument count, argv[0] being "perft"
 * @argv: the arguments
 *
 * `arbiter-cli perft [--fen FEN] [--divide] [--no-bulk] DEPTH`: prints the
 * number of move sequences of exactly DEPTH plies as a bare integer on the
 * last line. With --divide, one `e2e4: N` line per first move comes first,
 * sorted by the move's text. `arbiter-cli perft --bench` times a fixed set
 * of positions instead.
 *
 * Returns: the exit status
 */
int
arb_cli_perft (int    argc,
               char **argv)
{
  g_autofree char *fen = NULL;
  gboolean divide = FALSE;
  gboolean no_bulk = FALSE;
  gboolean bench = FALSE;
  g_auto(GStrv) rest = NULL;
  const GOptionEntry entries[] = {
    { "fen", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &fen,
      "The position (default: the starting position)", "FEN" },
    { "divide", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &divide,
      "First print the count below each first move", NULL },
    { "no-bulk", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &no_bulk,
      "Make and unmake every leaf move instead of counting the last ply in bulk", NULL },
    { "bench", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &bench,
      "Time a fixed set of positions, with and without bulk counting (no DEPTH)", NULL },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &rest,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GError) error = NULL;
  g_autofree gpointer state = NULL;
  const ArbRules *rules = arb_games_default ();
  guint depth = 0;
  guint64 total;
  int status;

  status = arb_cli_parse_options ("perft", "DEPTH",
                                  "Prints the number of move sequences of exactly DEPTH plies (0 to 64)\n"
                                  "on the last line; --divide first prints 'e2e4: N' lines.\n"
                                  "--no-bulk gives the same count, making every leaf move.\n"
                                  "--bench takes no DEPTH: it times the game's fixed set of positions\n"
                                  "(chess has one), both ways; its last line is the total node count.",
                                  entries, &rules, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;

  if (bench)
    return start_bench (rules, rest != NULL || fen != NULL || divide || no_bulk);

  if (divide && no_bulk)
    {
      arb_cli_error ("perft: --divide and --no-bulk cannot be combined");
      return ARB_CLI_STATUS_USAGE;
    }
  status = parse_depth (rest, &depth);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;

  state = arb_cli_state_from_fen (rules, fen, &error);
  if (state == NULL)
    {
      arb_cli_error ("%s", error->message);
      return ARB_CLI_STATUS_FAILURE;
    }

  if (divide)
    total = print_divide (rules, state, depth);
  else
    total = no_bulk ? arb_rules_perft_generic (rules, state, depth)
                    : arb_rules_perft (rules, state, depth);

  printf ("%" G_GUINT64_FORMAT "\n", total);
  return ARB_CLI_STATUS_OK;
}
