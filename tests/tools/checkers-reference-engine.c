/* checkers-reference-engine.c — checkers.md §11's reference player as a
 * UCI engine, for build-aux/strength
 *
 * `checkers-reference-engine [SEED]` plays the search the spec defines its
 * levels by, at the strongest level's depth: minimax with plain alpha-beta
 * to 15 moves, men 1 and kings 3 from the side to move, a finish worth
 * ±(10000 − plies), iterative deepening held to `go movetime` (the last
 * completed depth's move). It is the engine's exact search
 * (src/engine/arb-search.c, ARB_LEVEL_EXACT: no transposition table, no
 * quiescence, no reductions) over a copy of the checkers table whose only
 * level is that reference, so that level 4's extras can be measured against
 * it at equal time. Ties are broken with SplitMix64 from SEED (default 1),
 * the state kept across the whole process, so that the games of a match
 * differ.
 *
 * It speaks just enough UCI for `arbiter-cli match`: uci, isready,
 * ucinewgame, setoption (ignored), position startpos|fen … [moves …],
 * go [movetime MS] [depth N], quit. The search runs in the main thread:
 * `stop` is not needed by the referee.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "arbiter.h"
#include "arb-checkers.h"
#include "arb-search.h"
#include "arb-test-util.h"

/* The reference: §11's search, evaluation and finish at depth 15. */
static const ArbLevel reference_level = {
  .name = "Reference",
  .search = ARB_LEVEL_EXACT,
  .depth = 15,
  .movetime_ms = 5000,
  .ties = ARB_LEVEL_TIES_FIRST,
  .win_score = 10000,
  .evaluate = NULL, /* the table's: men + 3·kings, side to move */
};

int
main (int    argc,
      char **argv)
{
  ArbRules rules = arb_checkers_rules;
  g_autoptr (ArbGame) game = NULL;
  guint64 seed_state = argc > 1 ? g_ascii_strtoull (argv[1], NULL, 10) : 1;
  char line[65536];

  rules.levels = &reference_level;
  rules.n_levels = 1;
  rules.default_level = 1;
  setvbuf (stdout, NULL, _IOLBF, 0);

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      line[strcspn (line, "\r\n")] = '\0';

      if (strcmp (line, "uci") == 0)
        printf ("id name Checkers reference depth 15\nid author Arbiter tests\n"
                "option name UCI_Variant type combo default checkers var checkers\nuciok\n");
      else if (strcmp (line, "isready") == 0)
        printf ("readyok\n");
      else if (g_str_has_prefix (line, "position "))
        {
          g_clear_object (&game);
          /* The game's moves are checked against the real table: the copy
           * differs only in its levels. */
          game = arb_test_read_uci_position (&arb_checkers_rules, line);
        }
      else if (g_str_has_prefix (line, "go"))
        {
          g_auto (GStrv) words = g_strsplit (line, " ", -1);
          ArbSearchLimits limits = { .level = 1, .seed_state = &seed_state };
          ArbSearchResult result;
          char text[ARB_MOVE_TEXT_MAX];

          for (guint i = 1; words[i] != NULL && words[i + 1] != NULL; i++)
            if (strcmp (words[i], "movetime") == 0)
              limits.movetime_ms = (guint) g_ascii_strtoull (words[i + 1], NULL, 10);
            else if (strcmp (words[i], "depth") == 0)
              limits.depth = (guint) g_ascii_strtoull (words[i + 1], NULL, 10);
          if (game == NULL || !arb_search_run (&rules, arb_game_get_state (game), &limits, &result))
            {
              printf ("bestmove (none)\n");
              continue;
            }
          arb_rules_move_to_list_text (&rules, arb_game_get_state (game), &result.move, text);
          printf ("info depth %u score cp %d nodes %" G_GUINT64_FORMAT "\nbestmove %s\n",
                  result.depth, result.value, result.nodes, text);
        }
      else if (strcmp (line, "quit") == 0)
        break;
    }
  return 0;
}
