/* test-engine-chess.c — chess level 4's hooks for the selective search
 *
 * The static exchange (the level's @exchange) on small positions whose
 * swap-offs are counted by hand in the comments, the null move (@pass)
 * against the same position read with the other side to move, and where
 * the level lets the search prune (@can_prune); the game's earlier
 * positions (ArbSearchLimits' @history): level 4 scores a return to one of
 * them as a draw, seeks it when lost and avoids it when won, and the
 * spec's levels 1-3 ignore it.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "arb-chess.h"
#include "arb-search.h"
#include "arb-test-util.h"


static const ArbLevel *
strongest (void)
{
  const ArbLevel *level = arb_search_get_level (&arb_chess_rules,
                                                arb_search_n_levels (&arb_chess_rules));

  g_assert_nonnull (level);
  g_assert_nonnull (level->exchange);
  g_assert_nonnull (level->can_prune);
  g_assert_nonnull (level->pass);
  g_assert_cmpint (level->prune_margin, >, 0);
  return level;
}

static void
test_exchange (void)
{
  static const struct
  {
    const char *fen;
    const char *move;
    int         value;
  } cases[] = {
    /* A pawn takes an undefended pawn: +100. */
    { "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", 100 },
    /* A rook takes a pawn a pawn defends: +100 − 500. */
    { "4k3/2p5/3p4/8/8/8/3R4/4K3 w - - 0 1", "d2d6", -400 },
    /* The same with a black rook behind: still +100 − 500. */
    { "3rk3/8/3p4/8/8/8/3R4/4K3 w - - 0 1", "d2d6", -400 },
    /* A white queen behind the rook (seen once the rook has gone): the
     * rook takes, the black rook retakes, the queen retakes:
     * 100 − 500 + 500; Black does better not to retake: +100 either way. */
    { "3rk3/8/3p4/8/8/8/3R4/3QK3 w - - 0 1", "d2d6", 100 },
    /* A knight takes a rook the King defends: +500 − 320. */
    { "3rk3/8/4N3/8/8/8/8/4K3 w - - 0 1", "e6d8", 180 },
    /* The King takes a queen a bishop defends: taking it would lose the
     * King, the game. */
    { "4k3/8/8/b7/8/8/3q4/4K3 w - - 0 1", "e1d2", 900 - 20000 },
  };
  const ArbLevel *level = strongest ();

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree gpointer state = arb_test_read_state (&arb_chess_rules, cases[i].fen);
      g_autoptr(GError) error = NULL;
      ArbMove move;
      int got;

      g_assert_true (arb_chess_rules.move_from_text (state, cases[i].move, FALSE, &move,
                                                     &error));
      g_assert_no_error (error);
      g_test_message ("%s %s", cases[i].fen, cases[i].move);
      got = level->exchange (state, &move);
      /* A capture that cannot lose may be answered with less than its
       * gain (its victim less its attacker), never below 0. */
      if (cases[i].value >= 0)
        {
          g_assert_cmpint (got, >=, 0);
          g_assert_cmpint (got, <=, cases[i].value);
        }
      else
        g_assert_cmpint (got, ==, cases[i].value);
    }
}

static void
test_pass (void)
{
  const ArbLevel *level = strongest ();
  g_autofree gpointer white = arb_test_read_state (&arb_chess_rules, 
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 2 3");
  g_autofree gpointer black = arb_test_read_state (&arb_chess_rules, 
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b - - 2 3");
  guint64 white_hash = arb_chess_rules.hash (white);

  g_assert_cmpuint (white_hash, !=, arb_chess_rules.hash (black));
  level->pass (white);
  g_assert_cmpint (arb_chess_rules.turn (white), ==, ARB_SIDE_SECOND);
  g_assert_cmpuint (arb_chess_rules.hash (white), ==, arb_chess_rules.hash (black));
  level->pass (white);
  g_assert_cmpint (arb_chess_rules.turn (white), ==, ARB_SIDE_FIRST);
  g_assert_cmpuint (arb_chess_rules.hash (white), ==, white_hash);
}

static void
test_can_prune (void)
{
  static const struct
  {
    const char *fen;
    gboolean    can;
  } cases[] = {
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", TRUE },
    /* White's King is attacked by the rook. */
    { "4k3/8/8/8/8/8/8/r3K2N w - - 0 1", FALSE },
    /* White could take Black's King. */
    { "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", FALSE },
    /* White has pawns only (Black's rook does not count). */
    { "r3k3/8/8/8/8/8/PP6/6K1 w - - 0 1", FALSE },
    /* Black, with a rook and nothing attacked, may. */
    { "r3k3/8/8/8/8/8/PP6/6K1 b - - 0 1", TRUE },
  };
  const ArbLevel *level = strongest ();

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree gpointer state = arb_test_read_state (&arb_chess_rules, cases[i].fen);

      g_test_message ("%s", cases[i].fen);
      g_assert_cmpint (level->can_prune (state), ==, cases[i].can);
    }
}

/* The level's captures are the captures among every move, in the same
 * order, over the positions of a seeded random game; FALSE exactly when the
 * game is over, as goes_on() says; can_prune() never where it is over. */
static void
test_generate_captures (void)
{
  const ArbLevel *level = strongest ();
  g_autofree gpointer state = arb_test_read_state (&arb_chess_rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
  g_autofree guint8 *undo = g_malloc (arb_chess_rules.undo_size);
  g_autofree ArbMoveList *all = g_new (ArbMoveList, 1);
  g_autofree ArbMoveList *captures = g_new (ArbMoveList, 1);
  guint64 seed = 7;
  guint n_checked = 0, n_over = 0;

  g_assert_nonnull (level->generate_captures);
  for (guint game = 0; game < 20; game++)
    {
      g_autofree gpointer walk = g_memdup2 (state, arb_chess_rules.state_size);

      for (guint ply = 0; ply < 200; ply++)
        {
          guint k = 0;
          gboolean going_on;

          arb_chess_rules.generate (walk, all);
          going_on = level->generate_captures (walk, captures);
          g_assert_cmpint (going_on, ==, all->n_moves > 0);
          g_assert_cmpint (level->goes_on (walk), ==, going_on);
          if (!going_on)
            {
              g_assert_false (level->can_prune (walk));
              n_over++;
              break;
            }
          for (guint i = 0; i < all->n_moves; i++)
            if (level->capture_score (walk, &all->moves[i]) > 0)
              {
                g_assert_cmpuint (k, <, captures->n_moves);
                g_assert_true (arb_move_equal (&all->moves[i], &captures->moves[k]));
                k++;
              }
          g_assert_cmpuint (k, ==, captures->n_moves);
          n_checked++;
          seed = seed * 6364136223846793005u + 1442695040888963407u;
          arb_chess_rules.make (walk, &all->moves[(seed >> 33) % all->n_moves], undo);
        }
    }
  g_assert_cmpuint (n_checked, >, 500);
  g_assert_cmpuint (n_over, >, 0);
}

/* A game of @fen with @moves (space-separated) played. */
static ArbGame *
game_with_moves (const char *fen,
                 const char *moves)
{
  g_autofree gpointer state = arb_test_read_state (&arb_chess_rules, fen);
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);
  ArbGame *game = arb_game_new_from_state (&arb_chess_rules, state);

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      if (*words[i] == '\0')
        continue;
      g_assert_true (arb_game_play_notation (game, words[i], &error));
      g_assert_no_error (error);
    }
  return game;
}

/* The move and value of @level on @game's position, with the game's
 * earlier positions when @with_history, at a fixed number of nodes. */
static char *
search_game (ArbGame         *game,
             guint            level,
             gboolean         with_history,
             ArbSearchResult *result)
{
  g_autofree guint64 *history = NULL;
  ArbSearchLimits limits = { .level = level, .nodes = 200000, .movetime_ms = 60000 };
  char text[ARB_MOVE_TEXT_MAX];

  if (with_history)
    history = arb_search_game_history (game, &limits.n_history);
  limits.history = history;
  g_assert_true (arb_search_run (&arb_chess_rules, arb_game_get_state (game), &limits, result));
  arb_rules_move_to_list_text (&arb_chess_rules, arb_game_get_state (game), &result->move, text);
  return g_strdup (text);
}

/* The history is the hash of every position before the current one,
 * oldest first: the same as the positions of the game played move by
 * move. */
static void
test_game_history (void)
{
  static const char *const moves[] = { "e2e4", "e7e5", "g1f3" };
  const char *start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
  g_autoptr(ArbGame) game = game_with_moves (start, "");
  g_autofree guint64 *none = NULL;
  g_autofree guint64 *history = NULL;
  guint64 expected[G_N_ELEMENTS (moves)];
  guint n = 99;

  none = arb_search_game_history (game, &n);
  g_assert_null (none);
  g_assert_cmpuint (n, ==, 0);
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      expected[i] = arb_chess_rules.hash (arb_game_get_state (game));
      g_assert_true (arb_game_play_notation (game, moves[i], NULL));
    }
  history = arb_search_game_history (game, &n);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (moves));
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_cmpuint (history[i], ==, expected[i]);
  /* The game itself is untouched. */
  g_assert_cmpuint (arb_game_get_ply (game), ==, G_N_ELEMENTS (moves));
}

/* White has its King alone against a queen: every move loses, but the
 * King went a1-b1-a1 while the queen went h4-h5-h4, so a1b1 now brings
 * back a position the game has seen, a draw. Level 4 finds it with the
 * history (value 0), and sees the loss without it; levels 1-3 answer the
 * same with and without it. */
static void
test_seeks_repetition (void)
{
  g_autoptr(ArbGame) game = game_with_moves ("4k3/8/8/8/7q/8/8/K7 w - - 0 1",
                                             "a1b1 h4h5 b1a1 h5h4");
  ArbSearchResult with, without;
  g_autofree char *plain = search_game (game, 4, FALSE, &without);
  g_autofree char *drawn = search_game (game, 4, TRUE, &with);

  g_test_message ("without the history %s %d, with it %s %d", plain, without.value, drawn,
                  with.value);
  g_assert_cmpint (without.value, <, -500);
  g_assert_cmpstr (drawn, ==, "a1b1");
  g_assert_cmpint (with.value, ==, 0);

  for (guint level = 1; level <= 3; level++)
    {
      g_autofree char *a = search_game (game, level, FALSE, &without);
      g_autofree char *b = search_game (game, level, TRUE, &with);

      g_assert_cmpstr (a, ==, b);
      g_assert_cmpint (without.value, ==, with.value);
      g_assert_cmpuint (without.nodes, ==, with.nodes);
    }
}

/* A search's tables and work space from a long-lived cache — new, made
 * and touched ahead by arb_search_cache_prepare() (UCI's `isready`), or
 * reset — search as a search with its own: the same move, value and node
 * count at a fixed depth. Twice in a row from the same cache, the second
 * search reuses the work space, and finds the same move. */
static void
test_cache (void)
{
  const char *fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 2 3";
  g_autofree gpointer state = arb_test_read_state (&arb_chess_rules, fen);
  guint level = arb_search_n_levels (&arb_chess_rules);
  ArbSearchLimits limits = { .level = level, .depth = 5 };
  ArbSearchResult alone, fresh, prepared, again;
  g_autoptr (ArbSearchCache) cache = arb_search_cache_new ();

  g_assert_true (arb_search_run (&arb_chess_rules, state, &limits, &alone));
  limits.cache = cache;
  g_assert_true (arb_search_run (&arb_chess_rules, state, &limits, &fresh));
  arb_search_cache_reset (cache);
  arb_search_cache_prepare (cache, &arb_chess_rules, level);
  g_assert_true (arb_search_run (&arb_chess_rules, state, &limits, &prepared));
  g_assert_true (arb_search_run (&arb_chess_rules, state, &limits, &again));
  for (guint i = 0; i < 2; i++)
    {
      const ArbSearchResult *other = i == 0 ? &fresh : &prepared;

      g_assert_true (arb_move_equal (&other->move, &alone.move));
      g_assert_cmpint (other->value, ==, alone.value);
      g_assert_cmpuint (other->nodes, ==, alone.nodes);
    }
  g_assert_true (arb_move_equal (&again.move, &alone.move));
  /* A level without tables: nothing to prepare. */
  arb_search_cache_prepare (cache, &arb_chess_rules, 1);
  limits.level = 1;
  g_assert_true (arb_search_run (&arb_chess_rules, state, &limits, &again));
}

static void
on_async_done (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  ArbSearchResult *search = data;
  g_autoptr(GError) error = NULL;

  g_assert_true (arb_search_run_finish (result, search, &error));
  g_assert_no_error (error);
  search->n_best++;   /* marks it done; one or more anyway */
}

/* The app's search in a worker thread: arb_search_run_async() copies the
 * history, which the caller frees at once (the sanitizers and valgrind
 * would see a read of the freed array), and finds the repetition. */
static void
test_async_history (void)
{
  g_autoptr(ArbGame) game = game_with_moves ("4k3/8/8/8/7q/8/8/K7 w - - 0 1",
                                             "a1b1 h4h5 b1a1 h5h4");
  ArbSearchLimits limits = { .level = 4, .nodes = 200000, .movetime_ms = 60000 };
  ArbSearchResult result = { 0 };
  guint64 *history = arb_search_game_history (game, &limits.n_history);
  char text[ARB_MOVE_TEXT_MAX];

  limits.history = history;
  arb_search_run_async (&arb_chess_rules, arb_game_get_state (game), &limits, NULL,
                        on_async_done, &result);
  memset (history, 0, limits.n_history * sizeof (guint64));
  g_free (history);
  while (result.n_best == 0)
    g_main_context_iteration (NULL, TRUE);
  arb_rules_move_to_list_text (&arb_chess_rules, arb_game_get_state (game), &result.move, text);
  g_assert_cmpstr (text, ==, "a1b1");
  g_assert_cmpint (result.value, ==, 0);
}

/* White is a queen up. Whatever level 4 plays without the history, once
 * the position that move leads to is in the game's past it plays another
 * move, still winning. */
static void
test_avoids_repetition (void)
{
  const char *fen = "4k3/8/8/8/7Q/8/8/K7 w - - 0 1";
  g_autoptr(ArbGame) game = game_with_moves (fen, "");
  ArbSearchResult first, second;
  g_autofree char *move = search_game (game, 4, FALSE, &first);
  g_autofree char *back = NULL;
  g_autofree char *other = NULL;
  g_autoptr(ArbGame) again = NULL;

  g_assert_cmpint (first.value, >, 500);
  /* The same position, reached after the winning move, a Black King
   * move, and both taken back. */
  back = g_strdup_printf ("%s e8d8 %c%c%c%c d8e8", move, move[2], move[3], move[0], move[1]);
  again = game_with_moves (fen, back);
  g_assert_cmpuint (arb_chess_rules.hash (arb_game_get_state (again)), ==,
                    arb_chess_rules.hash (arb_game_get_state (game)));
  other = search_game (again, 4, TRUE, &second);
  g_test_message ("first %s %d, then %s %d", move, first.value, other, second.value);
  g_assert_cmpstr (other, !=, move);
  g_assert_cmpint (second.value, >, 500);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine-chess/exchange", test_exchange);
  g_test_add_func ("/engine-chess/pass", test_pass);
  g_test_add_func ("/engine-chess/can-prune", test_can_prune);
  g_test_add_func ("/engine-chess/generate-captures", test_generate_captures);
  g_test_add_func ("/engine-chess/game-history", test_game_history);
  g_test_add_func ("/engine-chess/seeks-repetition", test_seeks_repetition);
  g_test_add_func ("/engine-chess/avoids-repetition", test_avoids_repetition);
  g_test_add_func ("/engine-chess/async-history", test_async_history);
  g_test_add_func ("/engine-chess/cache", test_cache);

  return g_test_run ();
}
