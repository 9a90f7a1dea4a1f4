/* test-pits-board.c — ArbPitsBoard: the board of a game of pits (Congkak) in the app
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The board is put in a window and driven as the window drives it: clicks
 * are arb_pits_board_activate_cell() (what a pointer click and Enter do),
 * whose "move-requested" the test plays. Expected positions are
 * congkak.md's worked examples (§3.6, §11), also checked by the
 * independent tests/tools/congkak-reference.py. */

#include <adwaita.h>
#include <locale.h>
#include <string.h>

#include "arb-app-test-util.h"

#include "arb-pits-board.h"
#include "arb-congkak.h"   /* Congkak's own kinds of record */
#include "arb-test-util.h"

/* Congkak's default start (congkak.md §2): 7 pits a side, 4 seeds each. */
#define START "4,4,4,4,4,4,4/4,4,4,4,4,4,4/0/0 1"

/* ------------------------------------------------------------ helpers */

typedef struct
{
  GtkWindow    *window;
  ArbPitsBoard *board;
  ArbGame      *game;
  ArbMove       requested;
  guint         n_requested;
  char         *refused;
  char         *announced;
  GPtrArray    *all_announced;  /* every announcement, oldest first */
  gboolean      play;      /* play what is requested */
} Fixture;

static void
flush_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
on_requested (ArbPitsBoard  *board,
              const ArbMove *move,
              Fixture       *f)
{
  f->requested = *move;
  f->n_requested++;
  if (f->play)
    g_assert_true (arb_game_play_move (f->game, move, NULL));
}

static void
on_refused (ArbPitsBoard *board,
            const char   *reason,
            Fixture      *f)
{
  g_free (f->refused);
  f->refused = g_strdup (reason);
}

static void
on_announce (ArbPitsBoard *board,
             const char   *text,
             Fixture      *f)
{
  g_free (f->announced);
  f->announced = g_strdup (text);
  g_ptr_array_add (f->all_announced, g_strdup (text));
}

static void
set_position (Fixture    *f,
              const char *position)
{
  g_autoptr (GError) error = NULL;

  g_clear_object (&f->game);
  f->game = arb_game_new_from_string (arb_games_lookup ("congkak"), position, &error);
  g_assert_no_error (error);
  arb_pits_board_set_game (f->board, f->game);
  flush_events ();
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 800, 400);
  f->board = ARB_PITS_BOARD (arb_pits_board_new ());
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (f->board));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_window_set_child (f->window, scroller);
  g_signal_connect (f->board, "move-requested", G_CALLBACK (on_requested), f);
  g_signal_connect (f->board, "move-refused", G_CALLBACK (on_refused), f);
  g_signal_connect (f->board, "announce", G_CALLBACK (on_announce), f);
  f->play = TRUE;
  f->all_announced = g_ptr_array_new_with_free_func (g_free);
  gtk_window_present (f->window);
  set_position (f, START);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  flush_events ();
  g_clear_object (&f->game);
  g_free (f->refused);
  g_free (f->announced);
  g_ptr_array_unref (f->all_announced);
}

/* Player 1's pit k and Player 2's pit k on a board of @n pits a side. */
static guint
p1 (guint k)
{
  return k - 1;
}

static guint
p2 (guint n, guint k)
{
  return n + k - 1;
}

/* The counts shown, as a position string's board: "P1 pits/P2 pits/store/store". */
static char *
shown_board (Fixture *f,
             guint    n)
{
  GString *out = g_string_new (NULL);

  for (guint cell = 0; cell < 2 * n + 2; cell++)
    {
      g_string_append_printf (out, "%u", arb_pits_board_get_shown_seeds (f->board, cell));
      if (cell + 1 < 2 * n + 2)
        g_string_append_c (out, cell + 1 == n || cell + 1 >= 2 * n ? '/' : ',');
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ tests */

/* §3.6 example A, by a click on Player 1's pit 1: the board shows the
 * position after it, and marks the pit played, the relays and the capture. */
static void
test_click_plays (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *shown = NULL;
  g_autofree char *said = NULL;

  arb_pits_board_activate_cell (f->board, p1 (1));
  g_assert_cmpuint (f->n_requested, ==, 1);
  g_assert_cmpuint (f->requested.n_cells, ==, 1);
  g_assert_cmpuint (f->requested.cells[0], ==, p1 (1));
  flush_events ();

  shown = shown_board (f, 7);
  g_assert_cmpstr (shown, ==, "2,1,7,7,7,0,7/0,0,6,1,6,6,0/6/0");
  g_assert_cmpuint (arb_pits_board_get_last_played (f->board), ==, p1 (1));
  g_assert_cmpuint (arb_pits_board_get_last_capture (f->board), ==, p2 (7, 2));
  /* Relays from P1-6, P2-4, P1-2, P2-1, P2-7 (P1-6 twice). */
  for (guint cell = 0; cell < 14; cell++)
    {
      gboolean relay = cell == p1 (6) || cell == p2 (7, 4) || cell == p1 (2) || cell == p2 (7, 1)
                       || cell == p2 (7, 7);

      g_assert_cmpint (arb_pits_board_is_relay (f->board, cell), ==, relay);
    }
  said = arb_pits_board_describe_last_move (f->board);
  g_assert_cmpstr (said, ==, "Player 1 sows pit 1 (4 seeds), 6 relays, "
                             "captures 6 seeds from Player 2's pit 2");
  g_assert_cmpstr (f->announced, ==, said);

  /* Undo: no mark, the start's counts. */
  g_assert_true (arb_game_undo (f->game));
  flush_events ();
  g_assert_cmpuint (arb_pits_board_get_last_played (f->board), ==, ARB_PITS_NONE);
  g_assert_cmpuint (arb_pits_board_get_last_capture (f->board), ==, ARB_PITS_NONE);
  g_assert_false (arb_pits_board_is_relay (f->board, p1 (6)));
  g_clear_pointer (&shown, g_free);
  shown = shown_board (f, 7);
  g_assert_cmpstr (shown, ==, "4,4,4,4,4,4,4/4,4,4,4,4,4,4/0/0");
}

static void
test_refusals (Fixture       *f,
               gconstpointer  data)
{
  static const struct
  {
    const char *position;
    guint       cell;
    const char *reason;
  } rows[] = {
    { START, 7, "Player 2's pit 1: that pit belongs to the other side" },
    { START, 14, "Player 1's store: no such pit" },
    { START, 15, "Player 2's store: no such pit" },
    { "0,4,4,4,4,4,8/4,4,4,4,4,4,4/0/0 1", 0, "Player 1's pit 1: that pit is empty" },
    { "4,4,4,4,4,4,4/0,4,4,4,4,4,8/0/0 2", 7, "Player 2's pit 1: that pit is empty" },
    { "4,4,4,4,4,4,4/4,4,4,4,4,4,4/0/0 2", 6, "Player 1's pit 7: that pit belongs to the other side" },
    { "0,0/1,1/2/0 1", 1, "Player 1's pit 2: the game is over" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      set_position (f, rows[i].position);
      g_clear_pointer (&f->refused, g_free);
      f->n_requested = 0;
      arb_pits_board_activate_cell (f->board, rows[i].cell);
      g_assert_cmpuint (f->n_requested, ==, 0);
      g_assert_cmpstr (f->refused, ==, rows[i].reason);
      g_assert_cmpuint (arb_game_get_n_plies (f->game), ==, 0);
    }

  /* Not interactive: a click does nothing at all. */
  set_position (f, START);
  g_clear_pointer (&f->refused, g_free);
  arb_pits_board_set_interactive (f->board, FALSE);
  arb_pits_board_activate_cell (f->board, p1 (1));
  arb_pits_board_activate_cell (f->board, p2 (7, 1));
  g_assert_cmpuint (f->n_requested, ==, 0);
  g_assert_null (f->refused);
}

/* §1's drawing: P2's row on top, pit N at the left; P1's at the bottom,
 * pit 1 at the left; P2's store left, P1's right. Each cell is found
 * again under its own centre. */
static void
test_layout (Fixture       *f,
             gconstpointer  data)
{
  static const guint sizes[] = { 1, 7, 9 };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      guint n = sizes[s];
      g_autoptr (GString) position = g_string_new (NULL);
      graphene_rect_t a, b;

      for (guint row = 0; row < 2; row++)
        for (guint k = 0; k < n; k++)
          g_string_append_printf (position, "%s1", k == 0 ? (row == 0 ? "" : "/") : ",");
      g_string_append (position, "/0/0 1");
      set_position (f, position->str);

      for (guint cell = 0; cell < 2 * n + 2; cell++)
        {
          g_assert_true (arb_pits_board_get_cell_bounds (f->board, cell, &a));
          g_assert_cmpuint (arb_pits_board_cell_at (f->board, a.origin.x + a.size.width / 2,
                                                    a.origin.y + a.size.height / 2), ==, cell);
        }
      /* P1-1 under P2-N, P1-N under P2-1. */
      arb_pits_board_get_cell_bounds (f->board, p1 (1), &a);
      arb_pits_board_get_cell_bounds (f->board, p2 (n, n), &b);
      g_assert_cmpfloat (a.origin.x, ==, b.origin.x);
      g_assert_cmpfloat (a.origin.y, >, b.origin.y);
      arb_pits_board_get_cell_bounds (f->board, p1 (n), &a);
      arb_pits_board_get_cell_bounds (f->board, p2 (n, 1), &b);
      g_assert_cmpfloat (a.origin.x, ==, b.origin.x);
      /* Stores at the ends: P2's left of P1-1, P1's right of P1-N. */
      arb_pits_board_get_cell_bounds (f->board, 2 * n + 1, &b);
      arb_pits_board_get_cell_bounds (f->board, p1 (1), &a);
      g_assert_cmpfloat (b.origin.x + b.size.width, <=, a.origin.x);
      arb_pits_board_get_cell_bounds (f->board, 2 * n, &b);
      arb_pits_board_get_cell_bounds (f->board, p1 (n), &a);
      g_assert_cmpfloat (b.origin.x, >=, a.origin.x + a.size.width);
      /* Pits keep a readable size. */
      g_assert_cmpfloat (a.size.width, >=, 48);
    }
  g_assert_cmpuint (arb_pits_board_cell_at (f->board, -5, -5), ==, ARB_PITS_NONE);
}

static gboolean
scrolls (gpointer data)
{
  GtkAdjustment *adjustment = data;

  return gtk_adjustment_get_page_size (adjustment) > 0
         && gtk_adjustment_get_upper (adjustment) > gtk_adjustment_get_page_size (adjustment);
}

/* A board wider than its window scrolls, and both stores stay in sight
 * at the edges of the part shown, over the pits that pass under them; a
 * click there is on the store. */
static void
test_stores_in_sight (Fixture       *f,
                      gconstpointer  data)
{
  GtkWidget *scroller = gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (f->board)));
  GtkAdjustment *adjustment =
    gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_autoptr (GString) position = g_string_new (NULL);
  guint n = 40;
  graphene_rect_t left, right, pit;
  double page, value;

  for (guint row = 0; row < 2; row++)
    for (guint k = 0; k < n; k++)
      g_string_append_printf (position, "%s3", k == 0 ? (row == 0 ? "" : "/") : ",");
  g_string_append (position, "/0/0 1");
  set_position (f, position->str);
  /* The new size is laid out at the next frame. */
  g_assert_true (arb_test_wait_until (scrolls, adjustment, 5000));
  page = gtk_adjustment_get_page_size (adjustment);

  for (guint step = 0; step < 3; step++)
    {
      value = step * (gtk_adjustment_get_upper (adjustment) - page) / 2;
      gtk_adjustment_set_value (adjustment, value);
      flush_events ();
      g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, value);
      g_assert_true (arb_pits_board_get_cell_bounds (f->board, 2 * n + 1, &left));
      g_assert_true (arb_pits_board_get_cell_bounds (f->board, 2 * n, &right));
      g_assert_cmpfloat (left.origin.x, >=, value);
      g_assert_cmpfloat (right.origin.x + right.size.width, <=, value + page + 0.5);
      g_assert_cmpfloat (right.origin.x, >, left.origin.x + left.size.width);
      g_assert_cmpuint (arb_pits_board_cell_at (f->board, right.origin.x + 2,
                                                right.origin.y + right.size.height / 4), ==, 2 * n);
      g_assert_cmpuint (arb_pits_board_cell_at (f->board, left.origin.x + 2,
                                                left.origin.y + left.size.height / 4), ==,
                        2 * n + 1);
    }
  /* At the start, the left store is at the board's end, beside pit 1. */
  gtk_adjustment_set_value (adjustment, 0);
  flush_events ();
  arb_pits_board_get_cell_bounds (f->board, 2 * n + 1, &left);
  arb_pits_board_get_cell_bounds (f->board, p1 (1), &pit);
  g_assert_cmpfloat (left.origin.x + left.size.width, <=, pit.origin.x);
  g_assert_cmpfloat (pit.size.width, >=, 36);
}

/* Boards of 1, 9 and 999 pits a side are drawn (four-digit counts
 * included) and keep their minimum pit size: the largest scrolls. */
static void
test_sizes (Fixture       *f,
            gconstpointer  data)
{
  static const struct
  {
    const char *position;
    guint       n;
    guint       cell;
    guint       seeds;
  } rows[] = {
    { "5/5/0/0 1", 1, 0, 5 },
    { "5,5,5,5,5,5,5,5,5/5,5,5,5,5,5,5,5,5/10/0 2", 9, 18, 10 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      set_position (f, rows[i].position);
      g_assert_cmpuint (arb_pits_board_get_shown_seeds (f->board, rows[i].cell), ==,
                        rows[i].seeds);
    }

  /* 999 pits a side: 998 seeds in Player 1's pit 999, 1000 in P2's store. */
  {
    g_autoptr (GString) position = g_string_new (NULL);
    int minimum, natural;
    g_autofree char *name = NULL;
    GtkSnapshot *snapshot;
    g_autoptr (GskRenderNode) node = NULL;

    for (guint k = 1; k <= 999; k++)
      g_string_append_printf (position, "%s%u", k == 1 ? "" : ",", k == 999 ? 998 : 0);
    g_string_append_c (position, '/');
    for (guint k = 1; k <= 999; k++)
      g_string_append_printf (position, "%s0", k == 1 ? "" : ",");
    g_string_append (position, "/0/1000 1");
    set_position (f, position->str);

    g_assert_cmpuint (arb_pits_board_get_shown_seeds (f->board, 998), ==, 998);
    g_assert_cmpuint (arb_pits_board_get_shown_seeds (f->board, 1999), ==, 1000);
    gtk_widget_measure (GTK_WIDGET (f->board), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural,
                        NULL, NULL);
    /* 36 px a pit at least: a finger's width, and a four-digit count
     * alone (no dots below 44 px) still reads. */
    g_assert_cmpint (minimum, >=, 1001 * 36);
    name = arb_pits_board_describe_cell (f->board, 998);
    g_assert_cmpstr (name, ==, "Player 1's pit 999, 998 seeds, playable");

    /* Drawn whole, without a warning (G_DEBUG=fatal-criticals). */
    snapshot = gtk_snapshot_new ();
    GTK_WIDGET_GET_CLASS (f->board)->snapshot (GTK_WIDGET (f->board), snapshot);
    node = gtk_snapshot_free_to_node (snapshot);
    g_assert_nonnull (node);
  }
}

static void
test_accessible_names (Fixture       *f,
                       gconstpointer  data)
{
  static const struct
  {
    const char *position;
    guint       cell;
    const char *name;
  } rows[] = {
    { START, 3, "Player 1's pit 4, 4 seeds, playable" },
    { START, 7, "Player 2's pit 1, 4 seeds" },
    { START, 14, "Player 1's store, 0 seeds" },
    { "0,1,0/1,2,1/3/7 2", 0, "Player 1's pit 1, 0 seeds" },
    { "0,1,0/1,2,1/3/7 2", 1, "Player 1's pit 2, 1 seed" },
    { "0,1,0/1,2,1/3/7 2", 4, "Player 2's pit 2, 2 seeds, playable" },
    { "0,1,0/1,2,1/3/7 2", 7, "Player 2's store, 7 seeds" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *name = NULL;

      set_position (f, rows[i].position);
      name = arb_pits_board_describe_cell (f->board, rows[i].cell);
      g_assert_cmpstr (name, ==, rows[i].name);
    }

  /* After example A: the marks are said too. */
  set_position (f, START);
  arb_pits_board_activate_cell (f->board, p1 (1));
  flush_events ();
  {
    g_autofree char *played = arb_pits_board_describe_cell (f->board, p1 (1));
    g_autofree char *captured = arb_pits_board_describe_cell (f->board, p2 (7, 2));
    g_autofree char *relayed = arb_pits_board_describe_cell (f->board, p2 (7, 4));

    g_assert_cmpstr (played, ==, "Player 1's pit 1, 2 seeds, played last");
    g_assert_cmpstr (captured, ==, "Player 2's pit 2, 0 seeds, captured");
    /* A whole phrase: "…, relayed from" read as cut off. */
    g_assert_cmpstr (relayed, ==,
                     "Player 2's pit 4, 1 seed, playable, the sowing went on from here");
  }
}

/* Arrows move the cursor over the rows as drawn; Enter sows its pit. */
static void
test_keyboard (Fixture       *f,
               gconstpointer  data)
{
  GtkWidget *widget = GTK_WIDGET (f->board);

  arb_pits_board_set_cursor (f->board, p1 (1));
  gtk_widget_activate_action (widget, "pits.move-cursor", "(ii)", 1, 0);
  g_assert_cmpuint (arb_pits_board_get_cursor (f->board), ==, p1 (2));
  gtk_widget_activate_action (widget, "pits.move-cursor", "(ii)", 0, -1);
  /* Above P1-2 is P2-6. */
  g_assert_cmpuint (arb_pits_board_get_cursor (f->board), ==, p2 (7, 6));
  gtk_widget_activate_action (widget, "pits.move-cursor", "(ii)", 1, 0);
  g_assert_cmpuint (arb_pits_board_get_cursor (f->board), ==, p2 (7, 5));
  gtk_widget_activate_action (widget, "pits.move-cursor", "(ii)", 0, 1);
  g_assert_cmpuint (arb_pits_board_get_cursor (f->board), ==, p1 (3));
  /* The edges hold. */
  for (guint i = 0; i < 10; i++)
    gtk_widget_activate_action (widget, "pits.move-cursor", "(ii)", -1, 0);
  g_assert_cmpuint (arb_pits_board_get_cursor (f->board), ==, p1 (1));

  gtk_widget_activate_action (widget, "pits.move-cursor", "(ii)", 1, 0);
  gtk_widget_activate_action (widget, "pits.activate-cursor", NULL);
  g_assert_cmpuint (f->n_requested, ==, 1);
  g_assert_cmpuint (f->requested.cells[0], ==, p1 (2));
}

/* §11: the greedy move, on the turns of the sides asked for. */
static void
test_suggestion (Fixture       *f,
                 gconstpointer  data)
{
  /* Example C: pit 4 gains 1, pit 5 gains 0. */
  set_position (f, "0,0,0,1,3/1,4,0,1,7/3/20 1");
  g_assert_cmpuint (arb_pits_board_get_suggested (f->board), ==, ARB_PITS_NONE);
  arb_pits_board_set_suggest (f->board, ARB_PITS_SUGGEST_BOTH);
  g_assert_cmpuint (arb_pits_board_get_suggested (f->board), ==, p1 (4));
  arb_pits_board_set_suggest (f->board, ARB_PITS_SUGGEST_SECOND);
  g_assert_cmpuint (arb_pits_board_get_suggested (f->board), ==, ARB_PITS_NONE);
  arb_pits_board_set_suggest (f->board, ARB_PITS_SUGGEST_FIRST);
  g_assert_cmpuint (arb_pits_board_get_suggested (f->board), ==, p1 (4));
  {
    g_autofree char *name = arb_pits_board_describe_cell (f->board, p1 (4));

    g_assert_cmpstr (name, ==, "Player 1's pit 4, 1 seed, playable, suggested move");
  }

  /* §11's second example: Player 2's pit 2 (the leftovers count). */
  arb_pits_board_set_suggest (f->board, ARB_PITS_SUGGEST_SECOND);
  set_position (f, "1,1/1,1/0/0 2");
  g_assert_cmpuint (arb_pits_board_get_suggested (f->board), ==, p2 (2, 2));

  /* After the move, Player 1's turn: nothing suggested for it. */
  arb_pits_board_activate_cell (f->board, p2 (2, 2));
  flush_events ();
  g_assert_true (arb_game_is_over (f->game));
  g_assert_cmpuint (arb_pits_board_get_suggested (f->board), ==, ARB_PITS_NONE);
}

static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* A pointer click (the board's click gesture, as GTK runs it) on pit
 * @cell. */
static void
pointer_click (Fixture *f,
               guint    cell)
{
  graphene_rect_t bounds;
  GtkEventController *gesture = NULL;
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && gesture == NULL; i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        gesture = GTK_EVENT_CONTROLLER (controller);
    }
  g_assert_nonnull (gesture);
  g_assert_true (arb_pits_board_get_cell_bounds (f->board, cell, &bounds));
  g_signal_emit_by_name (gesture, "released", 1,
                         (double) (bounds.origin.x + bounds.size.width / 2),
                         (double) (bounds.origin.y + bounds.size.height / 2));
}

/* A click during the sowing is not lost: the sowing ends at once and the
 * click is the next player's move, which is sown in turn. */
static void
test_click_during_sowing (Fixture       *f,
                          gconstpointer  data)
{
  arb_pits_board_set_sow_delay (f->board, 1000);
  pointer_click (f, p1 (1));
  flush_events ();
  g_assert_cmpuint (arb_game_get_n_plies (f->game), ==, 1);
  g_assert_true (arb_pits_board_is_animating (f->board));
  /* §3.6 example A: Player 2 is to move. */
  g_assert_cmpint (arb_game_get_turn (f->game), ==, ARB_SIDE_SECOND);

  pointer_click (f, p2 (7, 3));
  flush_events ();
  g_assert_cmpuint (arb_game_get_n_plies (f->game), ==, 2);
  g_assert_cmpuint (f->n_requested, ==, 2);
  g_assert_cmpuint (f->requested.cells[0], ==, p2 (7, 3));
  /* The second move's own sowing is under way. */
  g_assert_true (arb_pits_board_is_animating (f->board));
  arb_pits_board_skip_animation (f->board);
}

/* A game between named players says their names where the rules say
 * "Player 1": when the sowing starts and when it ends. */
static void
test_names (Fixture       *f,
            gconstpointer  data)
{
  const ArbRules *rules = arb_game_get_rules (f->game);
  g_autofree char *said = NULL;

  arb_game_set_tag (f->game, arb_rules_player_tag (rules, ARB_SIDE_FIRST), "Ann");
  arb_game_set_tag (f->game, arb_rules_player_tag (rules, ARB_SIDE_SECOND), "Bob");
  arb_pits_board_set_sow_delay (f->board, 1000);
  arb_pits_board_activate_cell (f->board, p1 (1));
  g_assert_true (arb_pits_board_is_animating (f->board));
  g_assert_cmpstr (f->announced, ==, "Ann sows pit 1 (4 seeds)");
  arb_pits_board_skip_animation (f->board);
  said = arb_pits_board_describe_last_move (f->board);
  g_assert_cmpstr (said, ==, "Ann sows pit 1 (4 seeds), 6 relays, "
                             "captures 6 seeds from Bob's pit 2");
  g_assert_cmpstr (f->announced, ==, said);
}

/* The sowing shown seed by seed on a copy; a click shows the end at once. */
static void
test_animation (Fixture       *f,
                gconstpointer  data)
{
  gint64 end;
  g_autofree char *shown = NULL;
  g_autofree char *last_sown = NULL;
  gboolean seen_between = FALSE;

  arb_pits_board_set_sow_delay (f->board, 2);
  /* The click plays the move and starts the sowing at once; no events are
   * run before looking (under valgrind a tick takes longer than 2 ms, and
   * running them all would show the whole sowing). */
  arb_pits_board_activate_cell (f->board, p1 (1));
  g_assert_true (arb_pits_board_is_animating (f->board));
  /* The move is announced as it starts, the game already played. */
  g_assert_cmpstr (f->announced, ==, "Player 1 sows pit 1 (4 seeds)");
  g_assert_cmpuint (arb_game_get_n_plies (f->game), ==, 1);

  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (arb_pits_board_is_animating (f->board) && g_get_monotonic_time () < end)
    {
      /* Seeds move one by one: on the board or in the hand, 56 in all. */
      guint total = 0;

      for (guint cell = 0; cell < 16; cell++)
        total += arb_pits_board_get_shown_seeds (f->board, cell);
      if (arb_pits_board_get_hand (f->board) > 0)
        seen_between = TRUE;
      g_assert_cmpuint (total + arb_pits_board_get_hand (f->board), ==, 56);
      g_free (last_sown);
      last_sown = shown_board (f, 7);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_false (arb_pits_board_is_animating (f->board));
  g_assert_true (seen_between);
  /* The last step sown is the position after the move. */
  g_assert_cmpstr (last_sown, ==, "2,1,7,7,7,0,7/0,0,6,1,6,6,0/6/0");
  shown = shown_board (f, 7);
  g_assert_cmpstr (shown, ==, "2,1,7,7,7,0,7/0,0,6,1,6,6,0/6/0");
  g_assert_cmpstr (f->announced, ==, "Player 1 sows pit 1 (4 seeds), 6 relays, "
                                     "captures 6 seeds from Player 2's pit 2");

  /* A slow sowing, skipped: the game's position at once. */
  arb_pits_board_set_sow_delay (f->board, 1000);
  arb_pits_board_activate_cell (f->board, p2 (7, 3));
  flush_events ();
  g_assert_true (arb_pits_board_is_animating (f->board));
  /* The position before the move, until the first tick. */
  g_assert_cmpuint (arb_pits_board_get_shown_seeds (f->board, p2 (7, 3)), ==, 6);
  g_assert_cmpuint (arb_pits_board_get_shown_seeds (f->board, p2 (7, 4)), ==, 1);
  arb_pits_board_skip_animation (f->board);
  g_assert_false (arb_pits_board_is_animating (f->board));
  for (guint cell = 0; cell < 16; cell++)
    g_assert_cmpuint (arb_pits_board_get_shown_seeds (f->board, cell), ==,
                      arb_game_get_rules (f->game)->cell_count (arb_game_get_state (f->game),
                                                                cell));

  /* Undo during a sowing stops it. */
  arb_pits_board_activate_cell (f->board, p1 (3));
  flush_events ();
  g_assert_true (arb_pits_board_is_animating (f->board));
  arb_game_undo (f->game);
  g_assert_false (arb_pits_board_is_animating (f->board));
  {
    gboolean done = FALSE;

    g_timeout_add (20, on_timeout, &done);
    while (!done)
      g_main_context_iteration (NULL, TRUE);
  }
}

/* A move that sweeps the leftovers (§5.5): they go to the store on
 * screen too, pit by pit, and the sowing ends on the position after the
 * move, the leftover record said as it comes. */
static void
test_animation_leftovers (Fixture       *f,
                          gconstpointer  data)
{
  g_autofree char *last_sown = NULL;
  gint64 end;
  gboolean said = FALSE;

  /* Pit 1's seed goes to pit 2; Player 2's pit 1 is empty, so pit 2 of
   * Player 2 is captured (no seed); Player 2 has none: Player 1's row goes
   * to its store. */
  set_position (f, "1,1/0,0/0/0 1");
  arb_pits_board_set_sow_delay (f->board, 2);
  /* The click plays the move and starts the sowing at once; no events are
   * run before looking (under valgrind a tick takes longer than 2 ms, and
   * running them all would show the whole sowing). */
  arb_pits_board_activate_cell (f->board, p1 (1));
  g_assert_true (arb_pits_board_is_animating (f->board));
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (arb_pits_board_is_animating (f->board) && g_get_monotonic_time () < end)
    {
      guint total = arb_pits_board_get_hand (f->board);

      for (guint cell = 0; cell < 6; cell++)
        total += arb_pits_board_get_shown_seeds (f->board, cell);
      g_assert_cmpuint (total, ==, 2);
      g_free (last_sown);
      last_sown = shown_board (f, 2);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_false (arb_pits_board_is_animating (f->board));
  g_assert_cmpstr (last_sown, ==, "0,0/0,0/2/0");
  for (guint i = 0; i < f->all_announced->len; i++)
    if (g_str_equal (g_ptr_array_index (f->all_announced, i),
                     "2 seeds left go to Player 1's store"))
      said = TRUE;
  g_assert_true (said);
}

/* What a game's move_steps told, played on the counts before the move. */
typedef struct
{
  guint16 *counts;
  guint    n_cells;
  guint    hand;
  GArray  *told;   /* ArbStep: the relays, captures and leftovers */
} Walked;

static gboolean
on_step (const ArbStep *step,
         gpointer       data)
{
  Walked *walked = data;

  if (step->from == ARB_STEP_HAND)
    {
      g_assert_cmpuint (walked->hand, >=, step->count);
      walked->hand -= step->count;
    }
  else
    {
      g_assert_cmpuint (step->from, <, walked->n_cells);
      g_assert_cmpuint (walked->counts[step->from], >=, step->count);
      walked->counts[step->from] -= (guint16) step->count;
    }
  if (step->to == ARB_STEP_HAND)
    walked->hand += step->count;
  else
    {
      g_assert_cmpuint (step->to, <, walked->n_cells);
      walked->counts[step->to] += (guint16) step->count;
    }
  if (step->kind == ARB_STEP_RELAY || step->kind == ARB_STEP_CAPTURE
      || step->kind == ARB_STEP_LEFTOVER)
    g_array_append_val (walked->told, *step);
  return TRUE;
}

/* Checks the steps of the move that @game played last (its records from
 * @first, the MOVE) against the records and the position it reached, from
 * @before, the position before it. */
static void
check_move_steps (ArbGame       *game,
                  gconstpointer  before,
                  guint          first)
{
  const ArbRules *rules = arb_game_get_rules (game);
  const ArbRecord *move = arb_game_get_record (game, first);
  gconstpointer after = arb_game_get_state (game);
  Walked walked = { 0 };
  g_autoptr (GArray) records = NULL;
  guint n_cells = arb_rules_n_cells (rules, before);
  guint next = 0;

  walked.n_cells = n_cells;
  walked.counts = g_new (guint16, n_cells);
  walked.told = g_array_new (FALSE, FALSE, sizeof (ArbStep));
  for (guint cell = 0; cell < n_cells; cell++)
    walked.counts[cell] = (guint16) rules->cell_count (before, cell);
  rules->move_steps (before, &move->move, on_step, &walked);

  /* The steps end on the position after the move, the hand empty. */
  g_assert_cmpuint (walked.hand, ==, 0);
  for (guint cell = 0; cell < n_cells; cell++)
    g_assert_cmpuint (walked.counts[cell], ==, rules->cell_count (after, cell));

  /* Each RELAY and CAPTURE record (summaries expanded) is a step of that
   * pit and count, in order; each LEFTOVER record, the steps to its side's
   * store. */
  records = arb_test_expanded_records (game, first + 1);
  for (guint i = 0; i < records->len; i++)
    {
      const ArbRecord *record = &g_array_index (records, ArbRecord, i);

      if (record->type == ARB_CONGKAK_RECORD_RELAY || record->type == ARB_RECORD_CAPTURE)
        {
          const ArbStep *step;

          g_assert_cmpuint (next, <, walked.told->len);
          step = &g_array_index (walked.told, ArbStep, next++);
          g_assert_cmpint (step->kind, ==,
                           record->type == ARB_CONGKAK_RECORD_RELAY ? ARB_STEP_RELAY
                                                                    : ARB_STEP_CAPTURE);
          g_assert_cmpuint (step->from, ==, record->cell);
          g_assert_cmpuint (step->count, ==, record->count);
        }
      else if (record->type == ARB_CONGKAK_RECORD_LEFTOVER)
        {
          guint swept = 0;

          while (next < walked.told->len
                 && g_array_index (walked.told, ArbStep, next).kind == ARB_STEP_LEFTOVER)
            {
              const ArbStep *step = &g_array_index (walked.told, ArbStep, next++);

              g_assert_cmpuint (step->to, ==, n_cells - 2 + record->side);
              swept += step->count;
            }
          g_assert_cmpuint (swept, ==, record->count);
        }
    }
  g_assert_cmpuint (next, ==, walked.told->len);
  g_free (walked.counts);
  g_array_unref (walked.told);
}

/* A board of @pits pits a side, @seeds in each, Player 1 to move. */
static char *
start_of (guint pits,
          guint seeds)
{
  GString *out = g_string_new (NULL);

  for (guint row = 0; row < 2; row++)
    {
      for (guint k = 0; k < pits; k++)
        g_string_append_printf (out, k > 0 ? ",%u" : "%u", seeds);
      g_string_append_c (out, '/');
    }
  g_string_append (out, "0/0 1");
  return g_string_free (out, FALSE);
}

/* The game's walk of a move seed by seed (its table's move_steps) agrees
 * with the move it plays, on random games of boards of many sizes: the
 * position reached, and the relays, captures and leftovers recorded. */
static void
test_steps_match_records (void)
{
  static const struct
  {
    guint pits;
    guint seeds;
  } boards[] = {
    { 1, 1 }, { 1, 5 }, { 2, 1 }, { 2, 3 }, { 3, 2 }, { 5, 4 },
    { 7, 4 }, { 7, 9 }, { 9, 1 }, { 12, 7 }, { 60, 16 },
  };
  const ArbRules *rules = arb_games_lookup ("congkak");
  g_autoptr (GRand) rand = g_rand_new_with_seed (2024);
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  guint n_moves = 0;

  g_assert_nonnull (rules->move_steps);
  g_assert_nonnull (rules->cell_count);
  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    for (guint round = 0; round < 8; round++)
      {
        g_autofree char *start = start_of (boards[b].pits, boards[b].seeds);
        g_autoptr (ArbGame) game = arb_game_new_from_string (rules, start, NULL);

        g_assert_nonnull (game);
        while (!arb_game_is_over (game) && arb_game_get_ply (game) < 300)
          {
            g_autofree gpointer before = g_memdup2 (arb_game_get_state (game), rules->state_size);
            guint first = arb_game_get_n_records (game);

            arb_game_generate_moves (game, list);
            g_assert_cmpuint (list->n_moves, >, 0);
            g_assert_true (arb_game_play_move (game,
                                               &list->moves[g_rand_int_range (rand, 0,
                                                                              (gint32) list->n_moves)],
                                               NULL));
            g_assert_cmpint (arb_game_get_record (game, first)->type, ==, ARB_RECORD_MOVE);
            check_move_steps (game, before, first);
            n_moves++;
          }
      }
  g_test_message ("%u moves walked", n_moves);
}

/* A count over seed dots (more seeds than dots) reads at every size: it
 * sits on the well's colour, with no seed showing through around its
 * digits. */
static void
test_count_readable (Fixture       *f,
                     gconstpointer  data)
{
  static const int widths[] = { 800, 420 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      GtkWidget *widget = GTK_WIDGET (f->board);
      GtkSnapshot *snapshot;
      g_autoptr (GskRenderNode) node = NULL;
      g_autoptr (GdkTexture) texture = NULL;
      g_autofree guchar *data_ = NULL;
      graphene_rect_t well;
      int width, height, seeds = 0, digits = 0;

      gtk_window_set_default_size (f->window, widths[w], 400);
      /* 14 seeds in Player 1's pit 1: twelve dots and the count. */
      set_position (f, "14,1,1/1,1,1/0/0 1");
      arb_app_test_wait_until (arb_app_test_is_drawn, f->board);
      width = gtk_widget_get_width (widget);
      height = gtk_widget_get_height (widget);
      snapshot = gtk_snapshot_new ();
      GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (f->window)),
                                             node, &GRAPHENE_RECT_INIT (0, 0, width, height));
      data_ = g_malloc (width * height * 4);
      gdk_texture_download (texture, data_, width * 4);
      g_assert_true (arb_pits_board_get_cell_bounds (f->board, 0, &well));
      for (int y = well.origin.y + well.size.height * .42; y < well.origin.y + well.size.height * .58; y++)
        for (int x = well.origin.x + well.size.width * .4; x < well.origin.x + well.size.width * .6; x++)
          {
            const guchar *px = data_ + (y * width + x) * 4;  /* BGRA */

            /* A seed's cream (#f4ead2) against the count's white. */
            seeds += px[2] > 0xe8 && px[1] > 0xe0 && px[0] < 0xdc && px[0] > 0xc8;
            digits += px[0] > 0xf0 && px[1] > 0xf0 && px[2] > 0xf0;
          }
      g_assert_cmpint (digits, >, 0);
      g_test_message ("width %d: seeds %d digits %d", widths[w], seeds, digits);
      g_assert_cmpint (seeds, ==, 0);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  gtk_init ();
  adw_init ();

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/arb/pits-board/click-plays", test_click_plays);
  ADD ("/arb/pits-board/click-during-sowing", test_click_during_sowing);
  ADD ("/arb/pits-board/refusals", test_refusals);
  ADD ("/arb/pits-board/layout", test_layout);
  ADD ("/arb/pits-board/sizes", test_sizes);
  ADD ("/arb/pits-board/stores-in-sight", test_stores_in_sight);
  ADD ("/arb/pits-board/accessible-names", test_accessible_names);
  ADD ("/arb/pits-board/keyboard", test_keyboard);
  ADD ("/arb/pits-board/suggestion", test_suggestion);
  ADD ("/arb/pits-board/animation", test_animation);
  ADD ("/arb/pits-board/names", test_names);
  ADD ("/arb/pits-board/count-readable", test_count_readable);
  ADD ("/arb/pits-board/animation-leftovers", test_animation_leftovers);
#undef ADD
  g_test_add_func ("/arb/pits-board/steps-match-records", test_steps_match_records);

  return g_test_run ();
}
