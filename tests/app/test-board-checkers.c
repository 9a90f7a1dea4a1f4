/* test-board-checkers.c — ArbBoard on a checkers board: captures entered
 * hop by hop as on a real board (spec checkers.md §4.2, §6), the next
 * landings lit, a click on the only path's last square, a refused hop that
 * keeps the hops made, and the square numbers as the cells' names
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

#include "arb-app-test-util.h"
#include "arb-board.h"
#include "arbiter.h"

/* §4.2: Black to move; 10x17x26 10x19x26 10x19x28 9x18x25 9x18x27. */
#define JUMPS "B:W14,15,22,23,24:B9,10"

typedef struct
{
  GtkWindow *window;
  ArbBoard  *board;
  ArbGame   *game;
  GPtrArray *refused;    /* the texts of move-refused */
  GPtrArray *requested;  /* the moves asked for, as text */
} Fixture;

/* A square's number → the board's cell, by spec §1's conversion (written
 * here again, not taken from the code under test). */
static ArbSquare
sq (guint n)
{
  guint r = (n - 1) / 4, k = (n - 1) % 4;
  guint y = 7 - r;
  guint x = r % 2 == 0 ? 6 - 2 * k : 7 - 2 * k;

  g_assert_cmpuint (n, >=, 1);
  g_assert_cmpuint (n, <=, 32);
  return (ArbSquare) (8 * y + x);
}

static guint64
squares (const char *list)
{
  g_auto (GStrv) items = g_strsplit (list, " ", -1);
  guint64 set = 0;

  for (guint i = 0; items[i] != NULL; i++)
    if (*items[i] != '\0')
      set |= ARB_CELL_BIT (sq ((guint) g_ascii_strtoull (items[i], NULL, 10)));
  return set;
}

/* The window's part: a request is played, and noted. */
static void
on_move_requested (ArbBoard *board, const ArbMove *move, Fixture *fixture)
{
  const ArbRules *rules = arb_game_get_rules (fixture->game);
  char text[ARB_MOVE_TEXT_MAX];
  g_autoptr (GError) error = NULL;

  rules->move_to_text (arb_game_get_state (fixture->game), move, text);
  g_ptr_array_add (fixture->requested, g_strdup (text));
  g_assert_true (arb_game_play_move (fixture->game, move, &error));
  g_assert_no_error (error);
}

static void
on_move_refused (ArbBoard *board, const char *reason, Fixture *fixture)
{
  g_ptr_array_add (fixture->refused, g_strdup (reason));
}

static void
set_game (Fixture *fixture, const char *position)
{
  g_autoptr (GError) error = NULL;

  g_clear_object (&fixture->game);
  fixture->game = arb_game_new_from_string (arb_games_lookup ("checkers"), position, &error);
  g_assert_no_error (error);
  arb_board_set_game (fixture->board, fixture->game);
  g_ptr_array_set_size (fixture->refused, 0);
  g_ptr_array_set_size (fixture->requested, 0);
}

static void
fixture_set_up (Fixture *fixture, gconstpointer data)
{
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 500, 500);
  fixture->board = ARB_BOARD (arb_board_new ());
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->board));
  fixture->refused = g_ptr_array_new_with_free_func (g_free);
  fixture->requested = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (fixture->board, "move-requested", G_CALLBACK (on_move_requested), fixture);
  g_signal_connect (fixture->board, "move-refused", G_CALLBACK (on_move_refused), fixture);
  set_game (fixture, JUMPS);
  gtk_window_present (fixture->window);
  arb_app_test_wait_until (arb_app_test_is_drawn, fixture->board);
}

static void
fixture_tear_down (Fixture *fixture, gconstpointer data)
{
  gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->game);
  g_ptr_array_unref (fixture->refused);
  g_ptr_array_unref (fixture->requested);
}

static void
click (Fixture *fixture, guint square)
{
  arb_board_activate_square (fixture->board, sq (square));
}

static const char *
last_refusal (Fixture *fixture)
{
  g_assert_cmpuint (fixture->refused->len, >, 0);
  return g_ptr_array_index (fixture->refused, fixture->refused->len - 1);
}

/* 10x17x26, hop by hop: 10 lights 17 and 19; 17 keeps the piece going
 * ("Keep it going!"), lights 26 only, and plays nothing; 26 plays it. */
static void
test_hop_by_hop (Fixture *fixture, gconstpointer data)
{
  ArbMove path;

  click (fixture, 10);
  g_assert_cmpuint (arb_board_get_reachable (fixture->board), ==, squares ("17 19"));
  click (fixture, 17);
  g_assert_cmpuint (fixture->requested->len, ==, 0);
  g_assert_true (arb_board_get_path (fixture->board, &path));
  g_assert_cmpuint (path.n_cells, ==, 2);
  g_assert_cmpuint (path.cells[1], ==, sq (17));
  g_assert_cmpstr (last_refusal (fixture), ==, "Keep it going! You can take another checker!");
  g_assert_cmpuint (arb_board_get_reachable (fixture->board), ==, squares ("26"));

  /* Another Black piece while the capture goes on: refused, path kept. */
  click (fixture, 9);
  g_assert_cmpstr (last_refusal (fixture), ==, "Keep it going! You can take another checker!");
  g_assert_true (arb_board_get_path (fixture->board, NULL));

  /* A hop the rules refuse (17 to 21 is a step, the piece must jump on):
   * the hops made stay. */
  click (fixture, 21);
  g_assert_true (g_str_has_prefix (last_refusal (fixture), "17 to 21: "));
  g_assert_true (arb_board_get_path (fixture->board, NULL));
  g_assert_cmpuint (fixture->requested->len, ==, 0);

  click (fixture, 26);
  g_assert_cmpuint (fixture->requested->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (fixture->requested, 0), ==, "10x17x26");
  g_assert_false (arb_board_get_path (fixture->board, NULL));
  g_assert_cmpint (arb_game_get_turn (fixture->game), ==, ARB_SIDE_SECOND);
}

/* The last square at once: 9 then 27, the only path there (9x18x27); 10
 * then 26 has two paths, and the player is asked to go hop by hop. */
static void
test_final_square (Fixture *fixture, gconstpointer data)
{
  click (fixture, 10);
  click (fixture, 26);
  g_assert_cmpuint (fixture->requested->len, ==, 0);
  g_assert_cmpstr (last_refusal (fixture), ==,
                   "Several paths lead to 26: make the jumps one by one");

  click (fixture, 9);
  click (fixture, 27);
  g_assert_cmpuint (fixture->requested->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (fixture->requested, 0), ==, "9x18x27");
}

/* A king returns where it started (§4.2: two paths through the same four
 * men end on 10); and a step is refused while a jump is compulsory. */
static void
test_king_and_steps (Fixture *fixture, gconstpointer data)
{
  set_game (fixture, "B:W14,15,22,23:BK10");
  click (fixture, 10);
  click (fixture, 17);
  click (fixture, 26);
  click (fixture, 19);
  g_assert_cmpuint (fixture->requested->len, ==, 0);
  click (fixture, 10);
  g_assert_cmpuint (fixture->requested->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (fixture->requested, 0), ==, "10x17x26x19x10");

  set_game (fixture, JUMPS);
  click (fixture, 9);
  click (fixture, 13);
  g_assert_cmpstr (last_refusal (fixture), ==, "9 to 13: If you can capture a piece, you must!");
  g_assert_false (arb_board_get_path (fixture->board, NULL));
  g_assert_cmpuint (fixture->requested->len, ==, 0);
}

/* The cells are named by their numbers, light squares as chess names
 * them (nobody plays there). */
static void
test_names (Fixture *fixture, gconstpointer data)
{
  g_autofree char *name = NULL;

  arb_board_set_cursor (fixture->board, sq (15));
  name = arb_board_describe_square (fixture->board, sq (15));
  g_assert_true (g_str_has_prefix (name, "15"));
}

/* A click on a man that may not move because another must capture says
 * so at once, without waiting for a destination, and frames the men that
 * must capture. In "B:W14,23:B9,12" Black's 9 must jump 14 (checkers.md:
 * a capture must be taken); 12 could only step to 15 or 16. */
static void
test_blocked_by_capture (Fixture *fixture, gconstpointer data)
{
  set_game (fixture, "B:W14,23:B9,12");
  click (fixture, 12);
  g_assert_cmpuint (fixture->refused->len, ==, 1);
  g_assert_cmpstr (last_refusal (fixture), ==, "12: If you can capture a piece, you must!");
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);
  g_assert_cmpuint (arb_board_get_must_move (fixture->board), ==, squares ("9"));

  /* The man that must capture is selected as usual; the frames go. */
  click (fixture, 9);
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, sq (9));
  g_assert_cmpuint (arb_board_get_must_move (fixture->board), ==, 0);
  g_assert_cmpuint (fixture->refused->len, ==, 1);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

#define ADD(path, func) \
  g_test_add ("/arb/board/checkers/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("hop-by-hop", test_hop_by_hop);
  ADD ("final-square", test_final_square);
  ADD ("king-and-steps", test_king_and_steps);
  ADD ("names", test_names);
  ADD ("blocked-by-capture", test_blocked_by_capture);
#undef ADD

  return g_test_run ();
}
