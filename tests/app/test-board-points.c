/* test-board-points.c — ArbBoard on a board of points and lines (Alquerque):
 * a game played by clicks, steps and jumps told apart, refusals in the
 * rules' words, the keyboard and the accessible names
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <string.h>

#include "arb-app-test-util.h"
#include "arb-board.h"
#include "arbiter.h"

/* ------------------------------------------------------------ fixture */

typedef struct
{
  GtkWindow *window;
  ArbBoard  *board;
  ArbGame   *game;
  GPtrArray *refused;  /* the reasons of move-refused */
} Fixture;

/* A point by its number (1–25, spec §1) → the board's cell. */
static ArbSquare
pt (guint point)
{
  g_assert_cmpuint (point, >=, 1);
  g_assert_cmpuint (point, <=, 25);
  return (ArbSquare) (point - 1);
}

/* "13 17" → the set of those points' cells. */
static guint64
point_set (const char *points)
{
  g_auto (GStrv) list = g_strsplit (points, " ", -1);
  guint64 set = 0;

  for (guint i = 0; list[i] != NULL; i++)
    if (*list[i] != '\0')
      set |= ARB_CELL_BIT (pt ((guint) g_ascii_strtoull (list[i], NULL, 10)));
  return set;
}

/* What the window does with a request: play it. */
static void
on_move_requested (ArbBoard *board, const ArbMove *move, Fixture *fixture)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (arb_game_play_move (fixture->game, move, &error));
  g_assert_no_error (error);
}

static void
on_move_refused (ArbBoard *board, const char *reason, Fixture *fixture)
{
  g_ptr_array_add (fixture->refused, g_strdup (reason));
}

static void
fixture_set_game (Fixture *fixture, const char *position)
{
  g_autoptr (GError) error = NULL;
  const ArbRules *rules = arb_games_lookup ("alquerque");

  g_assert_nonnull (rules);
  g_clear_object (&fixture->game);
  fixture->game = position == NULL ? arb_game_new_for_rules (rules)
                                   : arb_game_new_from_string (rules, position, &error);
  g_assert_no_error (error);
  arb_board_set_game (fixture->board, fixture->game);
}

static void
fixture_set_up (Fixture *fixture, gconstpointer data)
{
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 500, 460);
  fixture->board = ARB_BOARD (arb_board_new ());
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->board));
  fixture->refused = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (fixture->board, "move-requested", G_CALLBACK (on_move_requested), fixture);
  g_signal_connect (fixture->board, "move-refused", G_CALLBACK (on_move_refused), fixture);
  fixture_set_game (fixture, NULL);
  gtk_window_present (fixture->window);
  arb_app_test_wait_until (arb_app_test_is_drawn, fixture->board);
}

static void
fixture_tear_down (Fixture *fixture, gconstpointer data)
{
  gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->game);
  g_ptr_array_unref (fixture->refused);
}

/* Clicks the points of @points in turn, as a player would. */
static void
click_all (Fixture *fixture, const char *points)
{
  g_auto (GStrv) list = g_strsplit (points, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    arb_board_activate_square (fixture->board, pt ((guint) g_ascii_strtoull (list[i], NULL, 10)));
}

/* ------------------------------------------------------------ tests */

/* The board is the game's: 5×5 cells, a point under every tile, none
 * outside. */
static void
test_geometry (Fixture *fixture, gconstpointer data)
{
  graphene_rect_t first, last;
  graphene_point_t centre;

  g_assert_true (arb_board_get_square_bounds (fixture->board, pt (1), &first));
  g_assert_true (arb_board_get_square_bounds (fixture->board, pt (25), &last));
  g_assert_cmpfloat_with_epsilon (first.size.width, first.size.height, 0.01);
  g_assert_cmpfloat_with_epsilon (last.origin.x - first.origin.x, 4 * first.size.width, 0.01);
  for (guint point = 1; point <= 25; point++)
    {
      graphene_rect_t tile;

      g_assert_true (arb_board_get_square_bounds (fixture->board, pt (point), &tile));
      graphene_rect_get_center (&tile, &centre);
      g_assert_cmpuint (arb_board_square_at (fixture->board, centre.x, centre.y), ==, pt (point));
    }
  g_assert_cmpuint (arb_board_square_at (fixture->board, first.origin.x - 1, first.origin.y),
                    ==, ARB_CELL_NONE);
}

/* Spec §5's example, by clicks: 18-13 8x18 19-13; the jump is a ring, the
 * steps dots, and the capture takes Black's piece off point 13. */
static void
test_play_by_clicks (Fixture *fixture, gconstpointer data)
{
  ArbMove last;

  /* White's piece on 18 reaches 13 only, by a step. */
  click_all (fixture, "18");
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, pt (18));
  g_assert_cmphex (arb_board_get_reachable (fixture->board), ==, point_set ("13"));
  g_assert_cmphex (arb_board_get_captures (fixture->board), ==, 0);
  click_all (fixture, "13");
  g_assert_cmpuint (arb_game_get_ply (fixture->game), ==, 1);
  g_assert_true (arb_board_get_last_move (fixture->board, &last));
  g_assert_cmpuint (last.cells[0], ==, pt (18));
  g_assert_cmpuint (last.cells[1], ==, pt (13));

  /* Black's only move is the jump 8x18: a ring, not a dot. */
  click_all (fixture, "8");
  g_assert_cmphex (arb_board_get_reachable (fixture->board), ==, point_set ("18"));
  g_assert_cmphex (arb_board_get_captures (fixture->board), ==, point_set ("18"));
  click_all (fixture, "18");
  g_assert_cmpuint (arb_game_get_cell (fixture->game, pt (13)), ==, ARB_CELL_EMPTY);
  g_assert_cmpuint (arb_game_get_cell (fixture->game, pt (8)), ==, ARB_CELL_EMPTY);

  click_all (fixture, "19 13");
  g_assert_cmpuint (arb_game_get_ply (fixture->game), ==, 3);
  {
    g_autofree char *fen = arb_game_get_fen (fixture->game);

    g_assert_cmpstr (fen, ==, "bbbbb/bb.bb/bbwww/wwb.w/wwwww b 2");
  }
  g_assert_cmpuint (fixture->refused->len, ==, 0);
}

/* A game to its end by clicks: 17x7 takes Black's last piece (spec §5). */
static void
test_play_to_end (Fixture *fixture, gconstpointer data)
{
  fixture_set_game (fixture, "...../...../.b.../.w.w./..... w 3");
  click_all (fixture, "17");
  g_assert_cmphex (arb_board_get_reachable (fixture->board), ==, point_set ("7 11 13"));
  g_assert_cmphex (arb_board_get_captures (fixture->board), ==, point_set ("7"));
  click_all (fixture, "7");
  g_assert_true (arb_game_is_over (fixture->game));
  g_assert_cmpint (arb_game_get_result (fixture->game), ==, ARB_RESULT_FIRST_WINS);
  g_assert_cmpint (arb_game_get_termination (fixture->game), ==, ARB_TERMINATION_NO_PIECES);

  /* Over: nothing can be picked up, and the player hears why. */
  click_all (fixture, "7");
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);
  g_assert_cmpuint (fixture->refused->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (fixture->refused, 0), ==, "The game is over");
}

/* Refusals speak the rules' reasons (spec §5), naming the points. */
static void
test_refusals (Fixture *fixture, gconstpointer data)
{
  static const struct
  {
    const char *clicks;
    const char *reason;
  } cases[] = {
    { "14 13", "14 to 13: " },  /* sideways: not a forward step */
    { "22 12", "22 to 12: " },  /* 12 holds a Black piece */
    { "8",     "It is White’s turn" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *got;

      g_ptr_array_set_size (fixture->refused, 0);
      click_all (fixture, cases[i].clicks);
      g_assert_cmpuint (fixture->refused->len, ==, 1);
      got = g_ptr_array_index (fixture->refused, 0);
      g_test_message ("%s → %s", cases[i].clicks, got);
      g_assert_true (g_str_has_prefix (got, cases[i].reason));
      g_assert_cmpuint (arb_game_get_ply (fixture->game), ==, 0);
    }
  /* The sentence after the points is the rules' own. */
  {
    const ArbRules *rules = arb_game_get_rules (fixture->game);
    ArbMove sideways = arb_move_from_to (pt (14), pt (13));
    guint detail = G_MAXUINT;
    guint reason = arb_game_explain_move (fixture->game, &sideways, &detail);
    g_autofree char *why = rules->describe_reason (reason, detail);
    g_autofree char *expected = g_strdup_printf ("14 to 13: %s", why);

    g_ptr_array_set_size (fixture->refused, 0);
    click_all (fixture, "14 13");
    g_assert_cmpstr (g_ptr_array_index (fixture->refused, 0), ==, expected);
  }
}

/* The keyboard walks the 5×5 points and plays as clicks do; a screen
 * reader hears "point 13, empty, reachable". */
static void
test_keyboard_and_names (Fixture *fixture, gconstpointer data)
{
  g_autofree char *start = NULL;
  g_autofree char *reachable = NULL;
  g_autofree char *piece = NULL;

  /* The cursor starts on the first mover's side. */
  start = arb_board_describe_square (fixture->board, arb_board_get_cursor (fixture->board));
  g_assert_true (g_str_has_prefix (start, "point 23"));

  gtk_widget_grab_focus (GTK_WIDGET (fixture->board));
  gtk_widget_activate_action (GTK_WIDGET (fixture->board), "board.move-cursor", "(ii)", 0, -1);
  g_assert_cmpuint (arb_board_get_cursor (fixture->board), ==, pt (18));
  gtk_widget_activate_action (GTK_WIDGET (fixture->board), "board.activate-cursor", NULL);
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, pt (18));

  piece = arb_board_describe_square (fixture->board, pt (18));
  g_assert_cmpstr (piece, ==, "point 18, White piece, selected");
  reachable = arb_board_describe_square (fixture->board, pt (13));
  g_assert_cmpstr (reachable, ==, "point 13, empty, reachable");

  /* The cursor stops at the edge of the 5×5 board. */
  for (int i = 0; i < 8; i++)
    gtk_widget_activate_action (GTK_WIDGET (fixture->board), "board.move-cursor", "(ii)", 0, -1);
  g_assert_cmpuint (arb_board_get_cursor (fixture->board), ==, pt (3));
  gtk_widget_activate_action (GTK_WIDGET (fixture->board), "board.move-cursor", "(ii)", 0, 1);
  gtk_widget_activate_action (GTK_WIDGET (fixture->board), "board.move-cursor", "(ii)", 0, 1);
  gtk_widget_activate_action (GTK_WIDGET (fixture->board), "board.activate-cursor", NULL);
  g_assert_cmpuint (arb_game_get_ply (fixture->game), ==, 1);
}

/* From chess to Alquerque and back on one board: the cursor and the
 * geometry follow the game's board. */
static void
test_game_kinds (Fixture *fixture, gconstpointer data)
{
  g_autoptr (ArbGame) chess = arb_game_new ();
  graphene_rect_t tile;

  arb_board_set_cursor (fixture->board, pt (25));
  arb_board_set_game (fixture->board, chess);
  g_assert_true (arb_board_get_square_bounds (fixture->board, 63, &tile));
  arb_board_set_cursor (fixture->board, 63);
  arb_board_set_game (fixture->board, fixture->game);
  g_assert_cmpuint (arb_board_get_cursor (fixture->board), <, 25);
  g_assert_false (arb_board_get_last_move (fixture->board, NULL));
}

/* ------------------------------------------------------------ drawing */

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

/* How many pixels differ between @a and @b in the part of point @point's
 * tile from (@x0, @y0) to (@x1, @y1), in fractions of the tile. */
static int
count_changed (Fixture *fixture, GdkTexture *a, GdkTexture *b, guint point,
               double x0, double y0, double x1, double y1)
{
  int width = gdk_texture_get_width (a);
  int height = gdk_texture_get_height (a);
  g_autofree guchar *pa = g_malloc (width * height * 4);
  g_autofree guchar *pb = g_malloc (width * height * 4);
  graphene_rect_t tile;
  int changed = 0;

  gdk_texture_download (a, pa, width * 4);
  gdk_texture_download (b, pb, width * 4);
  g_assert_true (arb_board_get_square_bounds (fixture->board, pt (point), &tile));
  for (int y = tile.origin.y + tile.size.height * y0; y < tile.origin.y + tile.size.height * y1; y++)
    for (int x = tile.origin.x + tile.size.width * x0; x < tile.origin.x + tile.size.width * x1; x++)
      changed += memcmp (pa + (y * width + x) * 4, pb + (y * width + x) * 4, 4) != 0;
  return changed;
}

/* With Show Coordinates every point shows its number (the history and the
 * hints say "18-13"), above the point and left of the line that rises
 * from it; without it, nothing is written there. Nothing is written
 * where a piece's disc or the other lines are. */
static void
test_point_numbers (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GdkTexture) without = NULL;
  g_autoptr (GdkTexture) with = NULL;
  g_autoptr (GdkTexture) again = NULL;

  arb_board_set_show_coordinates (fixture->board, FALSE);
  without = render (fixture);
  arb_board_set_show_coordinates (fixture->board, TRUE);
  with = render (fixture);
  arb_board_set_show_coordinates (fixture->board, FALSE);
  again = render (fixture);

  for (guint point = 1; point <= 25; point++)
    {
      g_assert_cmpint (count_changed (fixture, without, with, point, .15, 0, .5, .16), >, 4);
      /* Right of the rising line, and the piece's middle: untouched. */
      g_assert_cmpint (count_changed (fixture, without, with, point, .55, 0, 1, .16), ==, 0);
      g_assert_cmpint (count_changed (fixture, without, with, point, .3, .3, .7, .7), ==, 0);
      g_assert_cmpint (count_changed (fixture, without, again, point, 0, 0, 1, 1), ==, 0);
    }
}

/* The board's own drawing, as a texture. */
static GdkTexture *
render_board (Fixture *fixture)
{
  GtkWidget *widget = GTK_WIDGET (fixture->board);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  return gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (fixture->window)),
                                      node,
                                      &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                           gtk_widget_get_height (widget)));
}

/* The colour of @texture at the centre of point @n, as 0xRRGGBB. */
static guint32
point_pixel (Fixture *fixture, GdkTexture *texture, guint n)
{
  int width = gdk_texture_get_width (texture);
  g_autofree guchar *data = g_malloc ((gsize) width * gdk_texture_get_height (texture) * 4);
  graphene_rect_t bounds;
  guint32 pixel;

  g_assert_true (arb_board_get_square_bounds (fixture->board, pt (n), &bounds));
  gdk_texture_download (texture, data, (gsize) width * 4);
  memcpy (&pixel, data + ((gsize) (bounds.origin.y + bounds.size.height / 2) * width
                          + (gsize) (bounds.origin.x + bounds.size.width / 2)) * 4, 4);
  return pixel & 0xffffff;
}

/* With the animations on, the jump 17x7 slides: over 12 halfway, Black's
 * piece on 12 drawn until the mover is over it, gone once it is past. */
static void
test_slide_jump (Fixture *fixture, gconstpointer data)
{
  gint64 hop = arb_board_get_slide_hop_time ();
  g_autoptr (GdkTexture) before = NULL;
  g_autoptr (GdkTexture) early = NULL;
  g_autoptr (GdkTexture) late = NULL;
  g_autoptr (GdkTexture) after = NULL;
  graphene_rect_t bounds;
  graphene_point_t point;

  fixture_set_game (fixture, "...../...../.b.../.w.w./..... w 3");
  arb_board_set_show_last_move (fixture->board, FALSE);
  before = render_board (fixture);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  click_all (fixture, "17 7");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_assert_true (arb_game_is_over (fixture->game));
  g_assert_true (arb_board_is_sliding (fixture->board));

  arb_board_set_slide_time (fixture->board, hop / 2);
  g_assert_true (arb_board_get_slide_point (fixture->board, &point));
  g_assert_true (arb_board_get_square_bounds (fixture->board, pt (12), &bounds));
  g_assert_cmpfloat_with_epsilon (point.x, bounds.origin.x + bounds.size.width / 2, .01);
  g_assert_cmpfloat_with_epsilon (point.y, bounds.origin.y + bounds.size.height / 2, .01);

  arb_board_set_slide_time (fixture->board, hop / 4);
  early = render_board (fixture);
  arb_board_set_slide_time (fixture->board, hop * 3 / 4);
  late = render_board (fixture);
  arb_board_finish_slide (fixture->board);
  after = render_board (fixture);

  g_assert_cmphex (point_pixel (fixture, early, 12), ==, point_pixel (fixture, before, 12));
  g_assert_cmphex (point_pixel (fixture, after, 12), !=, point_pixel (fixture, before, 12));
  g_assert_cmphex (point_pixel (fixture, late, 12), ==, point_pixel (fixture, after, 12));
  /* The destination empty until the mover arrives. */
  g_assert_cmphex (point_pixel (fixture, early, 7), ==, point_pixel (fixture, before, 7));
  g_assert_cmphex (point_pixel (fixture, after, 7), ==, point_pixel (fixture, before, 17));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* The board shows each position at once (test-board-checkers.c tests
   * the slides). */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

#define ADD(path, func) \
  g_test_add ("/arb/board/points/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("geometry", test_geometry);
  ADD ("play-by-clicks", test_play_by_clicks);
  ADD ("play-to-end", test_play_to_end);
  ADD ("refusals", test_refusals);
  ADD ("keyboard-and-names", test_keyboard_and_names);
  ADD ("game-kinds", test_game_kinds);
  ADD ("point-numbers", test_point_numbers);
  ADD ("slide-jump", test_slide_jump);
#undef ADD

  return g_test_run ();
}
