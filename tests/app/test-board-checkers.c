/* test-board-checkers.c — ArbBoard on a checkers board: captures entered
 * hop by hop as on a real board (spec checkers.md §4.2, §6), the next
 * landings lit, a click on the only path's last square, a refused hop that
 * keeps the hops made, and the square numbers as the cells' names; the
 * moves that slide (a multi-jump hop by hop, and a chess capture)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

#include "arb-app-test-util.h"
#include "arb-board.h"
#include "arbiter.h"

#include <string.h>

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
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
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

/* ------------------------------------------------------------ slides */

/* Turns the system's animations on or off for the board's display. */
static void
set_animations (gboolean on)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", on, NULL);
}

/* The centre of square @n as the board draws it. */
static graphene_point_t
centre_of (Fixture *fixture, guint n)
{
  graphene_rect_t bounds;
  graphene_point_t centre;

  g_assert_true (arb_board_get_square_bounds (fixture->board, sq (n), &bounds));
  graphene_rect_get_center (&bounds, &centre);
  return centre;
}

static void
assert_point (const graphene_point_t *point, float x, float y)
{
  g_assert_cmpfloat_with_epsilon (point->x, x, .01);
  g_assert_cmpfloat_with_epsilon (point->y, y, .01);
}

/* The board's own drawing, as a texture. */
static GdkTexture *
render (Fixture *fixture)
{
  GtkWidget *widget = GTK_WIDGET (fixture->board);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (fixture->window));

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (renderer, node,
                                      &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                           gtk_widget_get_height (widget)));
}

/* The colour of @texture at @point, as 0xRRGGBB. */
static guint32
pixel_at (GdkTexture *texture, graphene_point_t point)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guchar *data = g_malloc ((gsize) width * height * 4);
  int x = (int) point.x, y = (int) point.y;
  guint32 pixel;

  gdk_texture_download (texture, data, (gsize) width * 4);
  memcpy (&pixel, data + ((gsize) y * width + x) * 4, 4);
  return pixel & 0xffffff;
}

/* 9x18x27 (the only path to 27) slides hop by hop: jumping 14, then the
 * man between 18 and 27. Halfway through a hop (the easing is symmetric)
 * the mover is over the man it jumps; a quarter through, between its start
 * and that man. Drawn: the mover there, the destination still empty; the
 * man jumped goes once the mover is over it. A click during the slide ends
 * it and is acted on. */
static void
test_slide_multi_jump (Fixture *fixture, gconstpointer data)
{
  gint64 hop = arb_board_get_slide_hop_time ();
  graphene_point_t point, from = centre_of (fixture, 9), over = centre_of (fixture, 14);
  graphene_point_t landing = centre_of (fixture, 18), end = centre_of (fixture, 27), second;
  g_autoptr (GdkTexture) before = NULL;
  g_autoptr (GdkTexture) middle = NULL;
  g_autoptr (GdkTexture) after = NULL;
  g_autofree ArbMoveList *moves = NULL;

  /* Without the last move's marks, the cells show only their pieces. */
  arb_board_set_show_last_move (fixture->board, FALSE);
  set_animations (TRUE);
  before = render (fixture);
  click (fixture, 9);
  click (fixture, 27);
  g_assert_cmpuint (fixture->requested->len, ==, 1);
  g_assert_true (arb_board_is_sliding (fixture->board));

  arb_board_set_slide_time (fixture->board, 0);
  g_assert_true (arb_board_get_slide_point (fixture->board, &point));
  assert_point (&point, from.x, from.y);
  arb_board_set_slide_time (fixture->board, hop / 4);
  g_assert_true (arb_board_get_slide_point (fixture->board, &point));
  g_assert_cmpfloat (point.x, !=, from.x);
  g_assert_cmpfloat ((point.x - from.x) * (over.x - point.x), >, 0);
  g_assert_cmpfloat ((point.y - from.y) * (over.y - point.y), >, 0);

  arb_board_set_slide_time (fixture->board, hop / 2);
  g_assert_true (arb_board_get_slide_point (fixture->board, &point));
  assert_point (&point, over.x, over.y);
  middle = render (fixture);
  /* The Black man over 14, where the White man was; 27 still empty; 9
   * empty already. */
  g_assert_cmphex (pixel_at (middle, over), ==, pixel_at (before, from));
  g_assert_cmphex (pixel_at (middle, over), !=, pixel_at (before, over));
  g_assert_cmphex (pixel_at (middle, end), ==, pixel_at (before, end));
  g_assert_cmphex (pixel_at (middle, from), ==, pixel_at (before, end));

  arb_board_set_slide_time (fixture->board, hop);
  g_assert_true (arb_board_get_slide_point (fixture->board, &point));
  assert_point (&point, landing.x, landing.y);
  /* On the first landing: the man jumped first is gone, the second not
   * yet (it lies halfway between 18 and 27). */
  g_clear_object (&middle);
  middle = render (fixture);
  g_assert_cmphex (pixel_at (middle, over), ==, pixel_at (before, end));
  second = GRAPHENE_POINT_INIT ((landing.x + end.x) / 2, (landing.y + end.y) / 2);
  g_assert_cmphex (pixel_at (middle, second), ==, pixel_at (before, second));
  g_assert_cmphex (pixel_at (middle, second), !=, pixel_at (before, end));
  arb_board_set_slide_time (fixture->board, hop + hop / 2);
  g_assert_true (arb_board_get_slide_point (fixture->board, &point));
  assert_point (&point, second.x, second.y);

  /* White clicks a man that can move, mid-slide: the slide ends, the
   * game's position shows (the Black man on 27), and the click selects. */
  moves = g_new (ArbMoveList, 1);
  arb_game_generate_moves (fixture->game, moves);
  g_assert_cmpuint (moves->n_moves, >, 0);
  arb_board_activate_square (fixture->board, moves->moves[0].cells[0]);
  g_assert_false (arb_board_is_sliding (fixture->board));
  g_assert_false (arb_board_get_slide_point (fixture->board, &point));
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, moves->moves[0].cells[0]);
  arb_board_clear_selection (fixture->board);
  after = render (fixture);
  g_assert_cmphex (pixel_at (after, end), ==, pixel_at (before, from));
  g_assert_cmphex (pixel_at (after, over), ==, pixel_at (before, end));
}

/* The slide's time runs out: the slide ends by itself, from the frame
 * clock (two hops' time, and some). */
static gboolean
not_sliding (gpointer data)
{
  return !arb_board_is_sliding (data);
}

static void
test_slide_ends (Fixture *fixture, gconstpointer data)
{
  set_animations (TRUE);
  click (fixture, 9);
  click (fixture, 27);
  g_assert_true (arb_board_is_sliding (fixture->board));
  arb_app_test_wait_until (not_sliding, fixture->board);
  /* A key ends a slide too. */
  g_assert_true (arb_game_undo (fixture->game));
  g_assert_false (arb_board_is_sliding (fixture->board));
  g_assert_true (arb_game_redo (fixture->game));
  g_assert_true (arb_board_is_sliding (fixture->board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->board), "board.move-cursor",
                                             "(ii)", 1, 0));
  g_assert_false (arb_board_is_sliding (fixture->board));
}

/* Only one ply forward along the history slides: undo, two plies at once
 * and a new game do not; the history browsed one ply forward does. With
 * the system's animations off, nothing slides; nor on a board off screen. */
static void
test_slide_when (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbGame) game = NULL;
  GtkWidget *hidden = NULL;

  set_animations (TRUE);
  set_game (fixture, "B:W21,22:B9,10");
  g_assert_false (arb_board_is_sliding (fixture->board));
  g_assert_true (arb_game_play_notation (fixture->game, "9-13", &error));
  g_assert_true (arb_board_is_sliding (fixture->board));
  g_assert_true (arb_game_play_notation (fixture->game, "21-17", &error));
  g_assert_true (arb_board_is_sliding (fixture->board));
  g_assert_no_error (error);

  g_assert_true (arb_game_undo (fixture->game));
  g_assert_false (arb_board_is_sliding (fixture->board));
  g_assert_true (arb_game_go_to_ply (fixture->game, 0));
  g_assert_false (arb_board_is_sliding (fixture->board));
  g_assert_true (arb_game_go_to_ply (fixture->game, 1));
  g_assert_true (arb_board_is_sliding (fixture->board));
  g_assert_true (arb_game_go_to_ply (fixture->game, 0));
  g_assert_true (arb_game_go_to_ply (fixture->game, 2));
  g_assert_false (arb_board_is_sliding (fixture->board));

  /* Another game, however far from the last, shows at once. */
  game = arb_game_copy (fixture->game);
  g_assert_true (arb_game_undo (game));
  arb_board_set_game (fixture->board, game);
  g_assert_true (arb_game_redo (game));
  g_assert_true (arb_board_is_sliding (fixture->board));
  arb_board_set_game (fixture->board, fixture->game);
  g_assert_false (arb_board_is_sliding (fixture->board));

  set_animations (FALSE);
  g_assert_true (arb_game_undo (fixture->game));
  g_assert_true (arb_game_redo (fixture->game));
  g_assert_false (arb_board_is_sliding (fixture->board));
  set_animations (TRUE);

  hidden = g_object_ref_sink (arb_board_new ());
  arb_board_set_game (ARB_BOARD (hidden), fixture->game);
  g_assert_true (arb_game_undo (fixture->game));
  g_assert_true (arb_game_redo (fixture->game));
  g_assert_false (arb_board_is_sliding (ARB_BOARD (hidden)));
  g_assert_true (arb_board_is_sliding (fixture->board));
  g_object_unref (hidden);
}

/* The hops of a capture entered or shown one by one slide as they are
 * made, and do not slide again with the move: entered (10, 17, then 26:
 * 10 to 17 slides, then only 17 to 26) and the computer's hops
 * (arb_board_show_hops(), hop by hop, then the whole move played). */
static void
test_slide_after_hops (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  graphene_point_t point, stop = centre_of (fixture, 17), end = centre_of (fixture, 26);
  ArbMove move = { .n_cells = 3, .cells = { sq (10), sq (17), sq (26) } };
  g_autoptr (GdkTexture) before = NULL;
  g_autoptr (GdkTexture) middle = NULL;

  set_animations (TRUE);
  click (fixture, 10);
  g_assert_false (arb_board_is_sliding (fixture->board));
  /* The hop entered slides too, from 10 to 17. */
  click (fixture, 17);
  g_assert_true (arb_board_is_sliding (fixture->board));
  arb_board_set_slide_time (fixture->board, 0);
  g_assert_true (arb_board_get_slide_point (fixture->board, &point));
  assert_point (&point, centre_of (fixture, 10).x, centre_of (fixture, 10).y);
  click (fixture, 26);
  g_assert_cmpuint (fixture->requested->len, ==, 1);
  g_assert_true (arb_board_is_sliding (fixture->board));
  arb_board_set_slide_time (fixture->board, 0);
  g_assert_true (arb_board_get_slide_point (fixture->board, &point));
  assert_point (&point, stop.x, stop.y);
  arb_board_set_slide_time (fixture->board, arb_board_get_slide_hop_time () / 2);
  g_assert_true (arb_board_get_slide_point (fixture->board, &point));
  assert_point (&point, (stop.x + end.x) / 2, (stop.y + end.y) / 2);
  arb_board_set_slide_time (fixture->board, arb_board_get_slide_hop_time ());
  g_assert_false (arb_board_is_sliding (fixture->board));

  set_game (fixture, JUMPS);
  arb_board_set_interactive (fixture->board, FALSE);
  /* The computer's hops, one by one: each slides. */
  before = render (fixture);
  move.n_cells = 2;
  arb_board_show_hops (fixture->board, &move);
  g_assert_true (arb_board_is_sliding (fixture->board));
  /* Drawn once: where it slides (on 10 at the start), not on 17. */
  arb_board_set_slide_time (fixture->board, 0);
  middle = render (fixture);
  g_assert_cmphex (pixel_at (middle, centre_of (fixture, 10)), ==,
                   pixel_at (before, centre_of (fixture, 10)));
  g_assert_cmphex (pixel_at (middle, stop), !=, pixel_at (before, centre_of (fixture, 10)));
  arb_board_set_slide_time (fixture->board, arb_board_get_slide_hop_time () / 2);
  g_assert_true (arb_board_get_slide_point (fixture->board, &point));
  assert_point (&point, centre_of (fixture, 14).x, centre_of (fixture, 14).y);
  move.n_cells = 3;
  arb_board_show_hops (fixture->board, &move);
  g_assert_true (arb_board_is_sliding (fixture->board));
  arb_board_set_slide_time (fixture->board, arb_board_get_slide_hop_time () / 2);
  g_assert_true (arb_board_get_slide_point (fixture->board, &point));
  assert_point (&point, (stop.x + end.x) / 2, (stop.y + end.y) / 2);
  arb_board_show_hops (fixture->board, NULL);
  g_assert_false (arb_board_is_sliding (fixture->board));
  g_assert_true (arb_game_play_move (fixture->game, &move, &error));
  g_assert_no_error (error);
  g_assert_false (arb_board_is_sliding (fixture->board));
}

/* Chess, on a board turned round: exd5 slides from e4 to d5, its middle
 * halfway between the two squares' centres; the pawn taken stays drawn on
 * d5 until the mover arrives. */
static void
test_slide_chess (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkTexture) before = NULL;
  g_autoptr (GdkTexture) middle = NULL;
  g_autoptr (GdkTexture) after = NULL;
  ArbCell e4 = arb_square_from_name ("e4"), d5 = arb_square_from_name ("d5");
  graphene_rect_t a, b;
  graphene_point_t from, to, point;

  g_clear_object (&fixture->game);
  fixture->game = arb_game_new_from_string (arb_games_lookup ("chess"),
                                            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR"
                                            " w KQkq - 0 2", &error);
  g_assert_no_error (error);
  arb_board_set_game (fixture->board, fixture->game);
  arb_board_set_flipped (fixture->board, TRUE);
  arb_board_set_show_last_move (fixture->board, FALSE);
  g_assert_true (arb_board_get_square_bounds (fixture->board, e4, &a));
  g_assert_true (arb_board_get_square_bounds (fixture->board, d5, &b));
  graphene_rect_get_center (&a, &from);
  graphene_rect_get_center (&b, &to);
  before = render (fixture);

  set_animations (TRUE);
  arb_board_activate_square (fixture->board, e4);
  arb_board_activate_square (fixture->board, d5);
  g_assert_cmpuint (fixture->requested->len, ==, 1);
  g_assert_true (arb_board_is_sliding (fixture->board));
  arb_board_set_slide_time (fixture->board, arb_board_get_slide_hop_time () / 2);
  g_assert_true (arb_board_get_slide_point (fixture->board, &point));
  assert_point (&point, (from.x + to.x) / 2, (from.y + to.y) / 2);
  middle = render (fixture);
  g_assert_cmphex (pixel_at (middle, to), ==, pixel_at (before, to));
  g_assert_cmphex (pixel_at (middle, from), !=, pixel_at (before, from));

  arb_board_finish_slide (fixture->board);
  g_assert_false (arb_board_is_sliding (fixture->board));
  after = render (fixture);
  g_assert_cmphex (pixel_at (after, to), !=, pixel_at (before, to));
  g_assert_cmphex (pixel_at (after, from), ==, pixel_at (middle, from));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* The slides' tests turn the animations on; the others see the
   * position at once. */
  set_animations (FALSE);

#define ADD(path, func) \
  g_test_add ("/arb/board/checkers/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("hop-by-hop", test_hop_by_hop);
  ADD ("final-square", test_final_square);
  ADD ("king-and-steps", test_king_and_steps);
  ADD ("names", test_names);
  ADD ("blocked-by-capture", test_blocked_by_capture);
  ADD ("slide/multi-jump", test_slide_multi_jump);
  ADD ("slide/ends", test_slide_ends);
  ADD ("slide/when", test_slide_when);
  ADD ("slide/after-hops", test_slide_after_hops);
  ADD ("slide/chess", test_slide_chess);
#undef ADD

  return g_test_run ();
}
