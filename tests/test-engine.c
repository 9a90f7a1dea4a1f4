/* test-engine.c — the computer player (src/engine/arb-search.c) on every
 * registered game: Alquerque's levels against an independent reference,
 * seeded ties, cancellation, the time limit, and chess's levels on
 * positions whose answer follows from the rules by hand
 *
 * Expected values come from alquerque.md §11 (its test vectors), from
 * tests/data/alquerque-levels.txt (plain minimax in Python,
 * tests/tools/alquerque-levels.py) and from hand reasoning written beside
 * each chess position; none is copied from the engine's output.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "arb-alquerque.h"
#include "arb-chess.h"
#include "arb-games.h"
#include "arb-search.h"
#include "arb-test-util.h"

/* ------------------------------------------------------------ helpers */


/* The move in the notation `moves` prints. */
static char *
move_text (const ArbRules *rules,
           gconstpointer   state,
           const ArbMove  *move)
{
  char buf[ARB_MOVE_TEXT_MAX];

  arb_rules_move_to_list_text (rules, state, move, buf);
  return g_strdup (buf);
}

/* The level's move as text, checking that it is legal and that the search
 * left the position as it was. */
static char *
search_text (const ArbRules        *rules,
             const char            *fen,
             const ArbSearchLimits *limits,
             ArbSearchResult       *result_out)
{
  g_autofree gpointer state = arb_test_read_state (rules, fen);
  g_autofree gpointer before = g_memdup2 (state, rules->state_size);
  ArbSearchResult result;
  guint detail;

  g_assert_true (arb_search_run (rules, state, limits, &result));
  g_assert_cmpmem (state, rules->state_size, before, rules->state_size);
  g_assert_cmpuint (rules->explain (state, &result.move, FALSE, &detail), ==, ARB_REASON_OK);
  if (result_out != NULL)
    *result_out = result;
  return move_text (rules, state, &result.move);
}

static char *
level_text (const ArbRules *rules,
            const char     *fen,
            guint           level)
{
  ArbSearchLimits limits = { .level = level };

  return search_text (rules, fen, &limits, NULL);
}

/* The rows of tests/data/alquerque-levels.txt, every one of them. */
static GPtrArray *
read_level_rows (void)
{
  GPtrArray *rows = arb_test_read_level_rows ("alquerque-levels.txt");

  g_assert_cmpuint (rows->len, >=, 60);
  return rows;
}

/* ------------------------------------------------------ Alquerque §11 */

/* The spec's own test vectors, level by level. */
static void
test_alquerque_vectors (void)
{
  static const struct
  {
    const char *fen;
    const char *moves[7]; /* level 1 first; NULL: not listed */
  } vectors[] = {
    { "...../.ww../.wb../.b.../..... w 1",
      { "12x14", "12x14", "12x22", "12x22", "12x14", NULL, NULL } },
    { "wb..w/.bb../...../w..bw/..b.w w 17",
      { "1x13", "1x3", "1x3", "16-11", "1x3", "16-11", NULL } },
    { "w.bb./..b.b/.b..w/.ww.w/..bww w 16",
      { "15x5", "24x22", "24x22", "17x7", "17x7", "17x7", NULL } },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (vectors); i++)
    for (guint level = 1; level <= 7; level++)
      {
        g_autofree char *got = NULL;

        if (vectors[i].moves[level - 1] == NULL)
          continue;
        got = level_text (&arb_alquerque_rules, vectors[i].fen, level);
        g_test_message ("%s level %u: %s", vectors[i].fen, level, got);
        g_assert_cmpstr (got, ==, vectors[i].moves[level - 1]);
      }
}

/* Every row of the reference: the unseeded move is the first tied move,
 * the search finds the whole tie set, and a seeded move is the tie set's
 * T[z mod |T|]. */
static void
test_alquerque_reference (void)
{
  g_autoptr(GPtrArray) rows = read_level_rows ();

  for (guint i = 0; i < rows->len; i++)
    {
      ArbTestLevelRow *row = g_ptr_array_index (rows, i);
      ArbSearchLimits limits = { .level = row->level };
      ArbSearchResult result;
      g_autofree char *got = search_text (&arb_alquerque_rules, row->fen, &limits, &result);
      guint n_ties = g_strv_length (row->ties);

      g_test_message ("%s level %u: %s", row->fen, row->level, got);
      g_assert_cmpstr (got, ==, row->ties[0]);
      g_assert_cmpuint (result.n_best, ==, n_ties);
      /* Depth 0: a single legal move, answered without a search. */
      if (result.depth != 0)
        g_assert_cmpuint (result.depth, ==, row->level);

      for (guint64 seed = 0; seed < 4; seed++)
        {
          guint64 state = seed * 1000003, expected_state = state;
          g_autofree char *seeded = NULL;
          const char *expected;

          limits.seed_state = &state;
          seeded = search_text (&arb_alquerque_rules, row->fen, &limits, NULL);
          /* The generator moves only when there is a choice to make. */
          expected = n_ties > 1 ? row->ties[arb_test_splitmix64 (&expected_state) % n_ties]
                                : row->ties[0];
          g_assert_cmpstr (seeded, ==, expected);
          g_assert_cmpuint (state, ==, expected_state);
        }
    }
}

/* The same seed gives the same move; different seeds reach different tied
 * moves somewhere. */
static void
test_alquerque_seeds (void)
{
  g_autoptr(GPtrArray) rows = read_level_rows ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint tie_rows = 0;

  for (guint i = 0; i < rows->len; i++)
    {
      ArbTestLevelRow *row = g_ptr_array_index (rows, i);

      if (g_strv_length (row->ties) < 3 || row->level > 4)
        continue;
      tie_rows++;
      g_hash_table_remove_all (seen);
      for (guint64 seed = 1; seed <= 16; seed++)
        {
          guint64 a = seed, b = seed;
          ArbSearchLimits la = { .level = row->level, .seed_state = &a };
          ArbSearchLimits lb = { .level = row->level, .seed_state = &b };
          g_autofree char *ma = search_text (&arb_alquerque_rules, row->fen, &la, NULL);
          g_autofree char *mb = search_text (&arb_alquerque_rules, row->fen, &lb, NULL);

          g_assert_cmpstr (ma, ==, mb);
          g_assert_true (g_strv_contains ((const char *const *) row->ties, ma));
          g_hash_table_add (seen, g_steal_pointer (&ma));
        }
      /* 16 uniform picks among at least 3 moves all landing on one move:
       * a chance below 3^-15. */
      g_assert_cmpuint (g_hash_table_size (seen), >=, 2);
    }
  g_assert_cmpuint (tie_rows, >=, 5);
}

/* A finished game has no move, at any level. */
static void
test_game_over (void)
{
  static const struct
  {
    const ArbRules *rules;
    const char     *fen;
  } over[] = {
    { &arb_alquerque_rules, "...../...../...../..w../..... w 5" },    /* §6: White won */
    { &arb_alquerque_rules, "bb..w/.b.../bb.../..b../..b.. w 17" },   /* §6: a draw */
    { &arb_chess_rules, "8/8/8/8/8/8/8/K7 b - - 0 1" },               /* Black's King is gone */
  };

  for (gsize i = 0; i < G_N_ELEMENTS (over); i++)
    for (guint level = 1; level <= arb_search_n_levels (over[i].rules); level++)
      {
        g_autofree gpointer state = arb_test_read_state (over[i].rules, over[i].fen);
        ArbSearchLimits limits = { .level = level };
        ArbSearchResult result;

        g_assert_false (arb_search_run (over[i].rules, state, &limits, &result));
      }
}

/* Levels outside the game's are refused; 0 is the default. */
static void
test_levels (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  /* A game without levels gets the engine's default player: one level,
   * a free search that plays a legal move (search_text checks it). */
  {
    ArbRules bare = arb_alquerque_rules;
    ArbSearchLimits limits = { .level = 0, .movetime_ms = 100 };
    ArbSearchResult result;
    g_autofree char *got = NULL;

    bare.levels = NULL;
    bare.n_levels = 0;
    g_assert_cmpuint (arb_search_n_levels (&bare), ==, 1);
    g_assert_true (arb_search_get_level (&bare, 1) == arb_search_default_level ());
    got = search_text (&bare, "...../.ww../.wb../.b.../..... w 1", &limits, &result);
    g_assert_cmpuint (result.depth, >=, 1);
  }

  /* §11's seven, then Expert. */
  g_assert_cmpuint (arb_search_n_levels (&arb_alquerque_rules), ==, 8);
  g_assert_cmpint (arb_search_get_level (&arb_alquerque_rules, 8)->search, ==, ARB_LEVEL_FREE);
  g_assert_cmpstr (arb_search_get_level (&arb_alquerque_rules, 8)->name, ==, "Expert");
  g_assert_cmpuint (arb_search_default_number (&arb_alquerque_rules), ==, 7);
  g_assert_cmpuint (arb_search_n_levels (&arb_chess_rules), ==, 4);
  for (guint i = 0; i < n_games; i++)
    {
      const ArbRules *rules = games[i];
      guint n = arb_search_n_levels (rules);
      g_autofree gpointer state = g_malloc0 (rules->state_size);
      ArbSearchLimits limits = { .level = n + 1 };
      ArbSearchResult result;

      g_assert_nonnull (arb_search_get_level (rules, 0));
      g_assert_true (arb_search_get_level (rules, 0) == arb_search_get_level (rules, arb_search_default_number (rules)));
      g_assert_null (arb_search_get_level (rules, n + 1));
      rules->init_start (state);
      g_assert_false (arb_search_run (rules, state, &limits, &result));
      for (guint level = 1; level <= n; level++)
        {
          const ArbLevel *info = arb_search_get_level (rules, level);

          g_assert_true (info->search != ARB_LEVEL_CHOOSE || info->choose != NULL);
          g_assert_cmpuint (info->depth, >=, info->search == ARB_LEVEL_CHOOSE ? 0 : 1);
        }
    }
}

/* ----------------------------------------------------------- stopping */

typedef struct
{
  const ArbRules  *rules;
  gpointer         state;
  ArbSearchLimits  limits;
  ArbSearchResult  result;
  gboolean         found;
} SearchJob;

static gpointer
run_job (gpointer data)
{
  SearchJob *job = data;

  job->found = arb_search_run (job->rules, job->state, &job->limits, &job->result);
  return NULL;
}

/* A search with ten minutes to go, cancelled from another thread, returns
 * the deepest completed depth's move long before. */
static void
test_cancel (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  SearchJob job = { .rules = &arb_chess_rules, .limits = { .level = 4, .movetime_ms = 600000 } };
  GThread *thread;
  gint64 start;
  guint detail;

  job.state = arb_test_read_state (&arb_chess_rules,
                          "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 2 3");
  job.limits.cancellable = cancellable;
  start = g_get_monotonic_time ();
  thread = g_thread_new ("search", run_job, &job);
  g_usleep (300 * 1000);
  g_cancellable_cancel (cancellable);
  g_thread_join (thread);

  g_assert_true (job.found);
  g_assert_true (job.result.stopped);
  g_assert_cmpuint (job.result.depth, >=, 1);
  /* Not a speed measure: a search that ignored the cancellable would run
   * for ten minutes. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 60 * G_USEC_PER_SEC);
  g_assert_cmpuint (arb_chess_rules.explain (job.state, &job.result.move, FALSE, &detail), ==,
                    ARB_REASON_OK);
  g_free (job.state);
}

/* Cancelled before it starts, a search still completes depth 1. */
static void
test_cancel_before (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  ArbSearchLimits limits = { .level = 7, .cancellable = cancellable };
  ArbSearchResult result;
  g_autofree char *got = NULL;

  g_cancellable_cancel (cancellable);
  /* §11's first vector: at depth 1 the tied best are the four jumps, the
   * first of them in byte order is 12x14. */
  got = search_text (&arb_alquerque_rules, "...../.ww../.wb../.b.../..... w 1", &limits, &result);
  g_assert_cmpuint (result.depth, ==, 1);
  g_assert_true (result.stopped);
  g_assert_cmpstr (got, ==, "12x14");
}

/* With a time limit of 1 ms depth 1 still completes. */
static void
test_time_limit (void)
{
  static const struct
  {
    const ArbRules *rules;
    const char     *fen;
    guint           level;
  } cases[] = {
    { &arb_chess_rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 4 },
    { &arb_chess_rules, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 2 3", 3 },
    { &arb_alquerque_rules, "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1", 7 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbSearchLimits limits = { .level = cases[i].level, .movetime_ms = 1 };
      ArbSearchResult result;
      g_autofree char *got = search_text (cases[i].rules, cases[i].fen, &limits, &result);

      g_assert_nonnull (got);
      g_assert_cmpuint (result.depth, >=, 1);
    }
}

/* The search works on a copy: the position given is never changed, even
 * by a search stopped in the middle of a line. */
static void
test_position_unchanged (void)
{
  static const char *const chess[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
    "4k3/8/8/q7/8/1N6/8/K3R3 w - - 0 1",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 2 3",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (chess); i++)
    for (guint level = 1; level <= 4; level++)
      {
        ArbSearchLimits limits = { .level = level, .movetime_ms = level == 4 ? 50 : 0 };
        g_autofree char *got = search_text (&arb_chess_rules, chess[i], &limits, NULL);

        g_assert_nonnull (got);
      }
}

/* -------------------------------------------------------------- chess */

/* rules.md §5: taking the King wins at once, so every level takes it,
 * even with a queen hanging beside it. */
static void
test_chess_king_capture (void)
{
  static const struct
  {
    const char *fen;
    const char *move;
  } cases[] = {
    /* The rook on e1 sees the King on e8 up the open file; the knight on
     * b3 could take the queen on a5 instead. */
    { "4k3/8/8/q7/8/1N6/8/K3R3 w - - 0 1", "e1e8" },
    /* The same, colours reversed. */
    { "k3r3/8/1n6/8/Q7/8/8/4K3 b - - 0 1", "e8e1" },
    /* Black moved into check (legal here): the bishop on b5 takes the
     * King on e8 along the diagonal c6-d7; a queen on d8 is also
     * attacked by the rook on d1. */
    { "3qk3/8/8/1B6/8/8/8/3RK3 w - - 0 1", "b5e8" },
    /* A pawn takes the King diagonally forward (f7 attacks e8 for White). */
    { "r3k3/5P2/8/8/8/8/8/4K2R w - - 0 1", "f7e8" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint level = 1; level <= 4; level++)
      {
        ArbSearchLimits limits = { .level = level, .movetime_ms = level == 4 ? 500 : 0 };
        g_autofree char *got = search_text (&arb_chess_rules, cases[i].fen, &limits, NULL);

        g_test_message ("%s level %u: %s", cases[i].fen, level, got);
        g_assert_cmpstr (got, ==, cases[i].move);
      }
}

/* A queen nobody defends is taken from level 2 up; a pawn its neighbour
 * defends is not taken by the queen. */
static void
test_chess_material (void)
{
  static const struct
  {
    const char *fen;
    const char *move;     /* the move expected, or NULL */
    const char *not_move; /* a move that must not be played, or NULL */
  } cases[] = {
    /* The rook on d1 takes the queen on d4; nothing of Black's reaches d4
     * afterwards (the King on e8 is four rows away), and no White move
     * takes the King. */
    { "4k3/8/8/8/3q4/8/8/3RK3 w - - 0 1", "d1d4", NULL },
    /* The knight on c3 takes the queen on d5: the King on h8 is far, and
     * Black has nothing else. */
    { "7k/8/8/3q4/8/2N5/8/6K1 w - - 0 1", "c3d5", NULL },
    /* Black's bishop on b7 takes the queen on g2 (the diagonal c6-f3 is
     * empty); White's King on a1 is too far to take back. */
    { "4k3/1b6/8/8/8/8/6Q1/K7 b - - 0 1", "b7g2", NULL },
    /* Qxd5 loses the queen to c6xd5 for a pawn. */
    { "4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", NULL, "d1d5" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint level = 2; level <= 4; level++)
      {
        ArbSearchLimits limits = { .level = level, .movetime_ms = level == 4 ? 500 : 0 };
        g_autofree char *got = search_text (&arb_chess_rules, cases[i].fen, &limits, NULL);

        g_test_message ("%s level %u: %s", cases[i].fen, level, got);
        if (cases[i].move != NULL)
          g_assert_cmpstr (got, ==, cases[i].move);
        if (cases[i].not_move != NULL)
          g_assert_cmpstr (got, !=, cases[i].not_move);
      }
}

/* Without a time limit the same position, level and seed give the same
 * move, and the seed state moves the same way. */
static void
test_chess_deterministic (void)
{
  static const char *const fens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 2 3",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (fens); i++)
    for (guint level = 1; level <= 3; level++)
      {
        guint64 a = 42, b = 42;
        ArbSearchLimits la = { .level = level, .seed_state = &a };
        ArbSearchLimits lb = { .level = level, .seed_state = &b };
        ArbSearchLimits plain = { .level = level };
        g_autofree char *ma = search_text (&arb_chess_rules, fens[i], &la, NULL);
        g_autofree char *mb = search_text (&arb_chess_rules, fens[i], &lb, NULL);
        g_autofree char *p1 = search_text (&arb_chess_rules, fens[i], &plain, NULL);
        g_autofree char *p2 = search_text (&arb_chess_rules, fens[i], &plain, NULL);

        g_assert_cmpstr (ma, ==, mb);
        g_assert_cmpuint (a, ==, b);
        g_assert_cmpstr (p1, ==, p2);
      }
}

/* ------------------------------------------------- a game of extra turns */

/* A toy game whose turn does not alternate, as Congkak's does not: a pile
 * of stones, each move takes 1, 2 or 3 of them into the mover's score;
 * taking exactly 2 gives the mover another move. When the pile is empty
 * the higher score wins. The engine's exact level must agree with a plain
 * minimax written here without pruning, whose only rule about turns is
 * "negate when the side to move changed". */
typedef struct
{
  guint8 stones;
  guint8 turn;
  guint8 score[2];
} Toy;

typedef struct
{
  Toy before;
} ToyUndo;

static void
toy_generate (gconstpointer state, ArbMoveList *list)
{
  const Toy *toy = state;

  list->n_moves = 0;
  for (guint k = 1; k <= 3 && k <= toy->stones; k++)
    {
      ArbMove move = { .n_cells = 1, .cells = { (guint16) k } };

      arb_move_list_add (list, &move);
    }
}

static void
toy_make (gpointer state, const ArbMove *move, gpointer undo)
{
  Toy *toy = state;
  guint k = move->cells[0];

  ((ToyUndo *) undo)->before = *toy;
  toy->stones -= k;
  toy->score[toy->turn] += k;
  if (k != 2)
    toy->turn ^= 1;
}

static void
toy_unmake (gpointer state, gconstpointer undo)
{
  *(Toy *) state = ((const ToyUndo *) undo)->before;
}

static ArbSide
toy_turn (gconstpointer state)
{
  return ((const Toy *) state)->turn;
}

static guint64
toy_hash (gconstpointer state)
{
  const Toy *toy = state;

  return toy->stones | (toy->turn << 8) | (toy->score[0] << 16) | ((guint64) toy->score[1] << 24);
}

static void
toy_outcome (gconstpointer state, ArbOutcome *outcome)
{
  const Toy *toy = state;

  memset (outcome, 0, sizeof *outcome);
  if (toy->stones > 0)
    outcome->result = ARB_RESULT_NONE;
  else if (toy->score[0] > toy->score[1])
    outcome->result = ARB_RESULT_FIRST_WINS;
  else if (toy->score[0] < toy->score[1])
    outcome->result = ARB_RESULT_SECOND_WINS;
  else
    outcome->result = ARB_RESULT_DRAW;
}

static int
toy_evaluate (gconstpointer state)
{
  const Toy *toy = state;

  return (int) toy->score[toy->turn] - (int) toy->score[toy->turn ^ 1];
}

static void
toy_move_text (gconstpointer state, const ArbMove *move, char buf[ARB_MOVE_TEXT_MAX])
{
  g_snprintf (buf, ARB_MOVE_TEXT_MAX, "%u", move->cells[0]);
}

/* A greedy player: takes as many stones as it may. */
static gboolean
toy_choose_most (gconstpointer state, guint64 *seed_state, ArbMove *move)
{
  const Toy *toy = state;

  if (toy->stones == 0)
    return FALSE;
  move->n_cells = 1;
  move->cells[0] = MIN (toy->stones, 3);
  return TRUE;
}

/* The reference: plain minimax, the same scoring as the level below. */
static int
toy_value (Toy toy, guint depth, guint ply)
{
  ArbMoveList list;
  int best = G_MININT;

  toy_generate (&toy, &list);
  if (list.n_moves == 0)
    {
      int value = 100 - (int) ply;

      if (toy.score[0] == toy.score[1])
        return 0;
      return (toy.score[toy.turn] > toy.score[toy.turn ^ 1]) ? value : -value;
    }
  if (depth == 0)
    return toy_evaluate (&toy);
  for (guint i = 0; i < list.n_moves; i++)
    {
      Toy child = toy;
      ToyUndo undo;
      int value;

      toy_make (&child, &list.moves[i], &undo);
      value = toy_value (child, depth - 1, ply + 1);
      if (child.turn != toy.turn)
        value = -value;
      best = MAX (best, value);
    }
  return best;
}

static void
test_extra_turns (void)
{
  ArbLevel level = {
    .search = ARB_LEVEL_EXACT,
    .win_score = 100,
    .evaluate = toy_evaluate,
  };
  ArbRules rules = {
    .id = "toy",
    .state_size = sizeof (Toy),
    .undo_size = sizeof (ToyUndo),
    .hash = toy_hash,
    .turn = toy_turn,
    .generate = toy_generate,
    .make = toy_make,
    .unmake = toy_unmake,
    .outcome = toy_outcome,
    .move_to_text = toy_move_text,
    .levels = &level,
    .n_levels = 1,
  };
  guint checked = 0;

  for (guint stones = 2; stones <= 13; stones++)
    for (guint lead = 0; lead <= 2; lead++)
      for (guint depth = 1; depth <= 7; depth++)
        {
          Toy toy = { (guint8) stones, (guint8) (stones & 1), { (guint8) lead, 0 } };
          ArbSearchLimits limits = { .level = 1 };
          ArbSearchResult result;
          ArbMoveList list;
          int values[3], best = G_MININT;
          guint n_best = 0, first = 0, last = 0;

          level.depth = depth;
          toy_generate (&toy, &list);
          for (guint i = 0; i < list.n_moves; i++)
            {
              Toy child = toy;
              ToyUndo undo;

              toy_make (&child, &list.moves[i], &undo);
              values[i] = toy_value (child, depth - 1, 1);
              if (child.turn != toy.turn)
                values[i] = -values[i];
              best = MAX (best, values[i]);
            }
          for (guint i = list.n_moves; i-- > 0;)
            if (values[i] == best)
              {
                n_best++;
                first = i + 1; /* "1" < "2" < "3": the lowest tied count */
                last = MAX (last, i + 1);
              }

          level.ties = ARB_LEVEL_TIES_FIRST;
          g_assert_true (arb_search_run (&rules, &toy, &limits, &result));
          g_assert_cmpint (result.value, ==, best);
          g_assert_cmpuint (result.n_best, ==, n_best);
          g_assert_cmpuint (result.move.cells[0], ==, first);

          /* Congkak's rule: the last in the order (its highest pit). */
          level.ties = ARB_LEVEL_TIES_LAST;
          g_assert_true (arb_search_run (&rules, &toy, &limits, &result));
          g_assert_cmpuint (result.move.cells[0], ==, last);
          checked++;
        }
  g_assert_cmpuint (checked, ==, 12 * 3 * 7);

  /* A level that is a function (Congkak's greedy level 1): its move,
   * whatever a search would say; none once the game is over. */
  {
    ArbLevel greedy = { .search = ARB_LEVEL_CHOOSE, .choose = toy_choose_most };
    Toy toy = { 5, 0, { 0, 0 } };
    Toy over = { 0, 1, { 3, 2 } };
    ArbSearchLimits limits = { .level = 1 };
    ArbSearchResult result;

    rules.levels = &greedy;
    g_assert_true (arb_search_run (&rules, &toy, &limits, &result));
    g_assert_cmpuint (result.move.cells[0], ==, 3);
    g_assert_false (arb_search_run (&rules, &over, &limits, &result));
  }
}

/* ----------------------------------------------------------- async */

typedef struct
{
  GMainLoop       *loop;
  gboolean         ok;
  GError          *error;
  ArbSearchResult  result;
} AsyncWait;

static void
on_search_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  AsyncWait *wait = user_data;

  wait->ok = arb_search_run_finish (result, &wait->result, &wait->error);
  g_main_loop_quit (wait->loop);
}

/* The app's way: a worker thread, the answer in the main loop; the
 * position may change meanwhile (the search has its own copy); a
 * cancelled search reports the cancellation, not a move. */
static void
test_async (void)
{
  g_autofree gpointer state = arb_test_read_state (&arb_alquerque_rules,
                                          "...../.ww../.wb../.b.../..... w 1");
  g_autofree gpointer chess = arb_test_read_state (&arb_chess_rules,
                                          "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 2 3");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  ArbSearchLimits limits = { .level = 3 };
  AsyncWait wait = { .loop = g_main_loop_new (NULL, FALSE) };
  g_autofree char *text = NULL;
  gpointer original = g_memdup2 (state, arb_alquerque_rules.state_size);

  arb_search_run_async (&arb_alquerque_rules, state, &limits, NULL, on_search_done, &wait);
  arb_alquerque_rules.init_start (state); /* the caller moves on */
  g_main_loop_run (wait.loop);
  g_assert_no_error (wait.error);
  g_assert_true (wait.ok);
  text = move_text (&arb_alquerque_rules, original, &wait.result.move);
  /* alquerque.md §11: level 3 plays 12x22 here. */
  g_assert_cmpstr (text, ==, "12x22");
  g_free (original);

  limits.level = 4;
  limits.movetime_ms = 600000;
  arb_search_run_async (&arb_chess_rules, chess, &limits, cancellable, on_search_done, &wait);
  g_cancellable_cancel (cancellable);
  g_main_loop_run (wait.loop);
  g_assert_false (wait.ok);
  g_assert_error (wait.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&wait.error);
  g_main_loop_unref (wait.loop);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/alquerque/vectors", test_alquerque_vectors);
  g_test_add_func ("/engine/alquerque/reference", test_alquerque_reference);
  g_test_add_func ("/engine/alquerque/seeds", test_alquerque_seeds);
  g_test_add_func ("/engine/game-over", test_game_over);
  g_test_add_func ("/engine/levels", test_levels);
  g_test_add_func ("/engine/cancel/thread", test_cancel);
  g_test_add_func ("/engine/cancel/before", test_cancel_before);
  g_test_add_func ("/engine/time-limit", test_time_limit);
  g_test_add_func ("/engine/position-unchanged", test_position_unchanged);
  g_test_add_func ("/engine/chess/king-capture", test_chess_king_capture);
  g_test_add_func ("/engine/chess/material", test_chess_material);
  g_test_add_func ("/engine/chess/deterministic", test_chess_deterministic);
  g_test_add_func ("/engine/extra-turns", test_extra_turns);
  g_test_add_func ("/engine/async", test_async);

  return g_test_run ();
}
