/* test-board.c — ArbBoard: selection, highlights, move requests and
 * refusals, flip, keyboard, what it reports and how it draws
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

#include "arb-app-test-util.h"
#include "arb-board.h"
#include "arbiter.h"
#include "arb-board-private.h"

#define START NULL /* the standard start position, in the tables' fen column */

/* ------------------------------------------------------------ fixture */

typedef struct
{
  GtkWindow *window;
  ArbBoard  *board;
  ArbGame   *game;
  GString   *requested;  /* "g1f3 " for each move-requested */
  GPtrArray *refused;    /* the reasons of move-refused */
  char      *fen_before; /* to check that the board never moves a piece */
} Fixture;

/* The window size of a fixture: a board that is not square, so that the
 * centring is part of what square_at() is checked against. */
typedef struct
{
  int width;
  int height;
} FixtureSize;

static const FixtureSize default_size = { 520, 460 };

static ArbSquare
sq (const char *name)
{
  ArbSquare square = arb_square_from_name (name);

  g_assert_cmpuint (square, !=, ARB_SQUARE_NONE);
  return square;
}

/* "f3 h3" → the set of those squares. */
static guint64
square_set (const char *names)
{
  g_auto (GStrv) list = g_strsplit (names, " ", -1);
  guint64 set = 0;

  for (guint i = 0; list[i] != NULL; i++)
    if (*list[i] != '\0')
      set |= ARB_CELL_BIT (sq (list[i]));
  return set;
}

/* The set as sorted names, so that a failure says which squares differ. */
static char *
set_names (guint64 set)
{
  GString *out = g_string_new (NULL);

  for (ArbSquare square = 0; square < ARB_N_SQUARES; square++)
    if (set & ARB_CELL_BIT (square))
      {
        char name[3];

        arb_square_to_name (square, name);
        g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", name);
      }
  return g_string_free (out, FALSE);
}

static void
assert_set (guint64 set, const char *expected)
{
  g_autofree char *got = set_names (set);
  g_autofree char *want = set_names (square_set (expected));

  g_assert_cmpstr (got, ==, want);
}

static void
on_move_requested (ArbBoard *board, const ArbMove *move, Fixture *fixture)
{
  char a[3], b[3];

  g_assert_cmpuint (move->n_cells, ==, 2);
  arb_square_to_name ((ArbSquare) move->cells[0], a);
  arb_square_to_name ((ArbSquare) move->cells[1], b);
  g_string_append_printf (fixture->requested, "%s%s ", a, b);
}

static void
on_move_refused (ArbBoard *board, const char *reason, Fixture *fixture)
{
  g_ptr_array_add (fixture->refused, g_strdup (reason));
}

static void
fixture_set_game (Fixture *fixture, const char *fen)
{
  g_autoptr (GError) error = NULL;

  g_clear_object (&fixture->game);
  fixture->game = fen == START ? arb_game_new () : arb_game_new_from_fen (fen, &error);
  g_assert_no_error (error);
  arb_board_set_game (fixture->board, fixture->game);
  g_free (fixture->fen_before);
  fixture->fen_before = arb_game_get_fen (fixture->game);
}

static void
fixture_set_up (Fixture *fixture, gconstpointer data)
{
  const FixtureSize *size = data != NULL ? data : &default_size;

  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, size->width, size->height);
  fixture->board = ARB_BOARD (arb_board_new ());
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->board));
  fixture->requested = g_string_new (NULL);
  fixture->refused = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (fixture->board, "move-requested", G_CALLBACK (on_move_requested), fixture);
  g_signal_connect (fixture->board, "move-refused", G_CALLBACK (on_move_refused), fixture);
  fixture_set_game (fixture, START);

  gtk_window_present (fixture->window);
  arb_app_test_wait_until (arb_app_test_is_drawn, fixture->board);
}

/* For tests whose data is not a FixtureSize. */
static void
fixture_set_up_default (Fixture *fixture, gconstpointer data)
{
  fixture_set_up (fixture, &default_size);
}

static void
fixture_tear_down (Fixture *fixture, gconstpointer data)
{
  gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->game);
  g_string_free (fixture->requested, TRUE);
  g_ptr_array_unref (fixture->refused);
  g_free (fixture->fen_before);
}

/* Where a square's centre is, computed here rather than asked from the
 * board: whole-pixel squares, the board centred in the widget. */
static void
expected_centre (Fixture *fixture, int column, int row, double *x, double *y)
{
  int width = gtk_widget_get_width (GTK_WIDGET (fixture->board));
  int height = gtk_widget_get_height (GTK_WIDGET (fixture->board));
  int size = MIN (width, height) / 8;

  *x = (width - 8 * size) / 2 + column * size + size / 2.0;
  *y = (height - 8 * size) / 2 + row * size + size / 2.0;
}

/* Clicks a square at the coordinates it is drawn at. */
static void
click (Fixture *fixture, const char *name)
{
  ArbSquare square = sq (name);
  int column = ARB_SQUARE_X (square), row = ARB_SQUARE_Y (square);
  double x, y;

  if (arb_board_get_flipped (fixture->board))
    {
      column = 7 - column;
      row = 7 - row;
    }
  expected_centre (fixture, column, row, &x, &y);
  g_assert_cmpuint (arb_board_square_at (fixture->board, x, y), ==, square);
  arb_board_activate_square (fixture->board, arb_board_square_at (fixture->board, x, y));
}

/* Clicks each square of a space-separated list in turn. */
static void
click_all (Fixture *fixture, const char *names)
{
  g_auto (GStrv) list = g_strsplit (names, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    if (*list[i] != '\0')
      click (fixture, list[i]);
}

static void
assert_game_untouched (Fixture *fixture)
{
  g_autofree char *fen = arb_game_get_fen (fixture->game);

  g_assert_cmpstr (fen, ==, fixture->fen_before);
}

/* Presses a key the way the board's key bindings see it: the binding whose
 * trigger is @keyval is looked up among the board's shortcuts and its
 * action activated. Returns whether the board took the key. */
static gboolean
press_key (Fixture *fixture, guint keyval)
{
  GtkWidget *widget = GTK_WIDGET (fixture->board);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  g_autoptr (GtkShortcutTrigger) wanted = gtk_keyval_trigger_new (keyval, 0);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  g_error ("no key binding for %s", gdk_keyval_name (keyval));
}

/* ------------------------------------------------------------ selection */

typedef struct
{
  const char *fen;
  const char *clicks;     /* squares clicked in turn */
  const char *selected;   /* "" for none */
  const char *reachable;
  const char *captures;
} SelectCase;

static const SelectCase select_cases[] = {
  { START, "g1", "g1", "f3 h3", "" },
  { START, "b1", "b1", "a3 c3", "" },
  { START, "e2", "e2", "e3 e4", "" },
  { START, "e1", "e1", "", "" },                 /* a piece with no move is still selected */
  { START, "e4", "", "", "" },                   /* an empty square selects nothing */
  { START, "g1 b1", "b1", "a3 c3", "" },         /* another own piece takes the selection */
  { START, "g1 g1", "", "", "" },                /* the selected piece again drops it */
  { "4k3/8/5p2/8/4N3/8/8/4K3 w - - 0 1", "e4", "e4", "d6 f6 c5 g5 c3 g3 d2 f2", "f6" },
  { "4k3/8/8/8/R2p4/8/8/4K3 w - - 0 1", "a4", "a4", "a8 a7 a6 a5 a3 a2 a1 b4 c4 d4", "d4" },
  { "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4", "e4", "e5 d5", "d5" },
  { "4k3/8/8/3p4/4P3/8/8/4K3 b - - 0 1", "d5", "d5", "d4 e4", "e4" },
};

static void
test_select (Fixture *fixture, gconstpointer data)
{
  for (guint i = 0; i < G_N_ELEMENTS (select_cases); i++)
    {
      const SelectCase *c = &select_cases[i];
      ArbCell selected = *c->selected ? sq (c->selected) : ARB_CELL_NONE;

      g_test_message ("case %u: %s, clicks %s", i, c->fen ? c->fen : "start", c->clicks);
      fixture_set_game (fixture, c->fen);
      g_string_truncate (fixture->requested, 0);
      g_ptr_array_set_size (fixture->refused, 0);

      click_all (fixture, c->clicks);

      g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, selected);
      assert_set (arb_board_get_reachable (fixture->board), c->reachable);
      assert_set (arb_board_get_captures (fixture->board), c->captures);
      g_assert_cmpstr (fixture->requested->str, ==, "");
      g_assert_cmpuint (fixture->refused->len, ==, 0);
      assert_game_untouched (fixture);
    }
}

/* ------------------------------------------------------------ requests */

typedef struct
{
  const char *fen;
  const char *clicks;
  const char *requested;
} RequestCase;

static const RequestCase request_cases[] = {
  { START, "g1 f3", "g1f3 " },
  { START, "e2 e4", "e2e4 " },
  { START, "e2 b1 c3", "b1c3 " },
  { "4k3/8/5p2/8/4N3/8/8/4K3 w - - 0 1", "e4 f6", "e4f6 " },
  { "4k3/8/8/3p4/4P3/8/8/4K3 b - - 0 1", "d5 e4", "d5e4 " },
};

static void
test_request (Fixture *fixture, gconstpointer data)
{
  for (guint i = 0; i < G_N_ELEMENTS (request_cases); i++)
    {
      const RequestCase *c = &request_cases[i];

      g_test_message ("case %u: %s, clicks %s", i, c->fen ? c->fen : "start", c->clicks);
      fixture_set_game (fixture, c->fen);
      g_string_truncate (fixture->requested, 0);
      g_ptr_array_set_size (fixture->refused, 0);

      click_all (fixture, c->clicks);

      /* Requested, not played: the window decides. */
      g_assert_cmpstr (fixture->requested->str, ==, c->requested);
      g_assert_cmpuint (fixture->refused->len, ==, 0);
      g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);
      g_assert_cmpuint (arb_board_get_reachable (fixture->board), ==, 0);
      assert_game_untouched (fixture);
    }
}

static void
play_requested (ArbBoard *board, const ArbMove *move, ArbGame *game)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (arb_game_play_move (game, move, &error));
  g_assert_no_error (error);
}

/* What the window does: play the request. The board then shows it. */
static void
test_request_played (Fixture *fixture, gconstpointer data)
{
  ArbMove last;

  g_signal_connect (fixture->board, "move-requested", G_CALLBACK (play_requested),
                    fixture->game);
  click_all (fixture, "g1 f3");
  g_assert_cmpuint (arb_game_get_ply (fixture->game), ==, 1);
  g_assert_true (arb_board_get_last_move (fixture->board, &last));
  g_assert_cmpuint (last.cells[0], ==, sq ("g1"));
  g_assert_cmpuint (last.cells[1], ==, sq ("f3"));

  /* Now Black moves. */
  click_all (fixture, "e7 e5");
  g_assert_cmpuint (arb_game_get_ply (fixture->game), ==, 2);
  g_assert_true (arb_board_get_last_move (fixture->board, &last));
  g_assert_cmpuint (last.cells[0], ==, sq ("e7"));
  g_assert_cmpuint (last.cells[1], ==, sq ("e5"));
  g_assert_cmpstr (fixture->requested->str, ==, "g1f3 e7e5 ");
}

/* ------------------------------------------------------------ refusals */

typedef struct
{
  const char *fen;
  const char *clicks;
  const char *reason;
} RefuseCase;

static const RefuseCase refuse_cases[] = {
  { START, "c1 g5", "Bishop c1 to g5: blocked at d2" },
  { START, "a1 a3", "Rook a1 to a3: blocked at a2" },
  { START, "g1 g3", "Knight g1 to g3: that piece does not move like that" },
  { START, "g1 e4", "Knight g1 to e4: that piece does not move like that" },
  { START, "e2 d3", "Pawn e2 to d3: pawns move diagonally only to capture" },
  { START, "e2 e7", "Pawn e2 to e7: that piece does not move like that" },
  { START, "e7", "It is White’s turn" },
  { START, "e2 e7", "Pawn e2 to e7: that piece does not move like that" },
  { "4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1", "e2 e3", "Pawn e2 to e3: pawns capture diagonally only" },
  { "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", "e2", "It is Black’s turn" },
  { "4k3/8/8/8/8/8/8/R7 w - - 0 1", "a1", "The game is over" },     /* no White King */
  { "4k3/8/8/8/8/8/8/R7 w - - 0 1", "e8", "The game is over" },
};

static void
test_refuse (Fixture *fixture, gconstpointer data)
{
  for (guint i = 0; i < G_N_ELEMENTS (refuse_cases); i++)
    {
      const RefuseCase *c = &refuse_cases[i];

      g_test_message ("case %u: %s, clicks %s", i, c->fen ? c->fen : "start", c->clicks);
      fixture_set_game (fixture, c->fen);
      g_string_truncate (fixture->requested, 0);
      g_ptr_array_set_size (fixture->refused, 0);

      click_all (fixture, c->clicks);

      g_assert_cmpuint (fixture->refused->len, ==, 1);
      g_assert_cmpstr (g_ptr_array_index (fixture->refused, 0), ==, c->reason);
      g_assert_cmpstr (fixture->requested->str, ==, "");
      g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);
      assert_game_untouched (fixture);
    }
}

/* Clicking an empty square without a selection is not an attempt. */
static void
test_empty_click (Fixture *fixture, gconstpointer data)
{
  click_all (fixture, "e4 d5 h6");
  g_assert_cmpuint (fixture->refused->len, ==, 0);
  g_assert_cmpstr (fixture->requested->str, ==, "");
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);
}

static void
test_not_interactive (Fixture *fixture, gconstpointer data)
{
  click (fixture, "g1");
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, sq ("g1"));

  /* Turning interaction off drops the selection… */
  arb_board_set_interactive (fixture->board, FALSE);
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);

  /* …and clicks, even refused ones, do nothing. */
  click_all (fixture, "g1 f3 e7");
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);
  g_assert_cmpuint (fixture->refused->len, ==, 0);
  g_assert_cmpstr (fixture->requested->str, ==, "");

  arb_board_set_interactive (fixture->board, TRUE);
  click_all (fixture, "g1 f3");
  g_assert_cmpstr (fixture->requested->str, ==, "g1f3 ");
}

/* ------------------------------------------------------------ geometry */

typedef struct
{
  gboolean    flipped;
  int         column;  /* on the screen, from the left */
  int         row;     /* on the screen, from the top */
  const char *square;
} FlipCase;

static const FlipCase flip_cases[] = {
  { FALSE, 0, 0, "a8" }, { FALSE, 7, 0, "h8" }, { FALSE, 0, 7, "a1" }, { FALSE, 7, 7, "h1" },
  { FALSE, 4, 6, "e2" }, { FALSE, 6, 5, "g3" },
  { TRUE, 0, 0, "h1" },  { TRUE, 7, 0, "a1" },  { TRUE, 0, 7, "h8" },  { TRUE, 7, 7, "a8" },
  { TRUE, 4, 6, "d7" },  { TRUE, 6, 5, "b6" },
};

static void
test_flip (Fixture *fixture, gconstpointer data)
{
  int width = gtk_widget_get_width (GTK_WIDGET (fixture->board));
  int height = gtk_widget_get_height (GTK_WIDGET (fixture->board));

  for (guint i = 0; i < G_N_ELEMENTS (flip_cases); i++)
    {
      const FlipCase *c = &flip_cases[i];
      graphene_rect_t bounds;
      graphene_point_t centre;
      double x, y;

      arb_board_set_flipped (fixture->board, c->flipped);
      expected_centre (fixture, c->column, c->row, &x, &y);
      g_assert_cmpuint (arb_board_square_at (fixture->board, x, y), ==, sq (c->square));

      g_assert_true (arb_board_get_square_bounds (fixture->board, sq (c->square), &bounds));
      graphene_rect_get_center (&bounds, &centre);
      g_assert_cmpfloat_with_epsilon (centre.x, x, 0.01);
      g_assert_cmpfloat_with_epsilon (centre.y, y, 0.01);
    }

  /* Outside the board, in the margins the centring leaves. */
  g_assert_cmpuint (arb_board_square_at (fixture->board, -1, -1), ==, ARB_CELL_NONE);
  g_assert_cmpuint (arb_board_square_at (fixture->board, width - 1, height / 2), ==,
                    ARB_CELL_NONE);
  g_assert_cmpuint (arb_board_square_at (fixture->board, width + 5, height + 5), ==,
                    ARB_CELL_NONE);
}

/* Clicks go through the same geometry when flipped: Black's King, at
 * the bottom now, is where White's King was. */
static void
test_flip_click (Fixture *fixture, gconstpointer data)
{
  double x, y;

  arb_board_set_flipped (fixture->board, TRUE);
  fixture_set_game (fixture, "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
  expected_centre (fixture, 3, 7, &x, &y);
  arb_board_activate_square (fixture->board, arb_board_square_at (fixture->board, x, y));
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, sq ("e8"));
  assert_set (arb_board_get_reachable (fixture->board), "d8 f8 d7 e7 f7");
}

/* ------------------------------------------------------------ keyboard */

typedef struct
{
  gboolean    flipped;
  const char *start;   /* where the cursor is put first */
  guint       keyval;
  const char *end;     /* where it is after the key */
} CursorCase;

static const CursorCase cursor_cases[] = {
  { FALSE, "e2", GDK_KEY_Up, "e3" },
  { FALSE, "e2", GDK_KEY_Down, "e1" },
  { FALSE, "e2", GDK_KEY_Left, "d2" },
  { FALSE, "e2", GDK_KEY_Right, "f2" },
  { FALSE, "e2", GDK_KEY_KP_Up, "e3" },
  { FALSE, "e1", GDK_KEY_Down, "e1" },   /* the edges hold the cursor */
  { FALSE, "a4", GDK_KEY_Left, "a4" },
  { FALSE, "h8", GDK_KEY_Up, "h8" },
  { TRUE, "e2", GDK_KEY_Up, "e1" },       /* flipped: up goes towards rank 1 */
  { TRUE, "e2", GDK_KEY_Down, "e3" },
  { TRUE, "e2", GDK_KEY_Left, "f2" },
  { TRUE, "e2", GDK_KEY_Right, "d2" },
  { TRUE, "a8", GDK_KEY_Down, "a8" },
  { TRUE, "h1", GDK_KEY_Left, "h1" },
};

static void
test_cursor (Fixture *fixture, gconstpointer data)
{
  for (guint i = 0; i < G_N_ELEMENTS (cursor_cases); i++)
    {
      const CursorCase *c = &cursor_cases[i];

      g_test_message ("case %u: %s from %s", i, gdk_keyval_name (c->keyval), c->start);
      arb_board_set_flipped (fixture->board, c->flipped);
      arb_board_set_cursor (fixture->board, sq (c->start));
      g_assert_true (press_key (fixture, c->keyval));
      g_assert_cmpuint (arb_board_get_cursor (fixture->board), ==, sq (c->end));
    }
  /* Moving the cursor is not a click. */
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);
  g_assert_cmpuint (fixture->refused->len, ==, 0);
}

/* A whole move without the mouse: from e2 to g1, select, to f3, play. */
static void
test_keyboard_play (Fixture *fixture, gconstpointer data)
{
  static const guint to_knight[] = { GDK_KEY_Down, GDK_KEY_Right, GDK_KEY_Right };
  static const guint to_f3[] = { GDK_KEY_Up, GDK_KEY_Up, GDK_KEY_Left };

  g_assert_cmpuint (arb_board_get_cursor (fixture->board), ==, sq ("e2"));
  for (guint i = 0; i < G_N_ELEMENTS (to_knight); i++)
    press_key (fixture, to_knight[i]);
  g_assert_cmpuint (arb_board_get_cursor (fixture->board), ==, sq ("g1"));

  g_assert_true (press_key (fixture, GDK_KEY_Return));
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, sq ("g1"));
  assert_set (arb_board_get_reachable (fixture->board), "f3 h3");

  /* Escape drops the selection; Space takes it again. */
  g_assert_true (press_key (fixture, GDK_KEY_Escape));
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);
  /* With nothing to cancel, Escape is left to the window. */
  g_assert_false (press_key (fixture, GDK_KEY_Escape));
  g_assert_true (press_key (fixture, GDK_KEY_space));
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, sq ("g1"));

  for (guint i = 0; i < G_N_ELEMENTS (to_f3); i++)
    press_key (fixture, to_f3[i]);
  g_assert_cmpuint (arb_board_get_cursor (fixture->board), ==, sq ("f3"));
  g_assert_true (press_key (fixture, GDK_KEY_KP_Enter));
  g_assert_cmpstr (fixture->requested->str, ==, "g1f3 ");
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);
  assert_game_untouched (fixture);

  /* Not interactive: Enter is not the board's. */
  arb_board_set_interactive (fixture->board, FALSE);
  g_assert_false (press_key (fixture, GDK_KEY_Return));
  g_assert_true (press_key (fixture, GDK_KEY_Left));
}

/* ------------------------------------------------------- accessibility */

typedef struct
{
  const char *clicks;
  const char *square;
  const char *description;
} DescribeCase;

static const DescribeCase describe_cases[] = {
  { "", "e2", "e2, white pawn" },
  { "", "e4", "e4, empty" },
  { "", "d8", "d8, black queen" },
  { "g1", "g1", "g1, white knight, selected" },
  { "g1", "f3", "f3, empty, reachable" },
  { "g1", "g3", "g3, empty" },
};

static void
test_describe (Fixture *fixture, gconstpointer data)
{
  for (guint i = 0; i < G_N_ELEMENTS (describe_cases); i++)
    {
      const DescribeCase *c = &describe_cases[i];
      g_autofree char *text = NULL;

      arb_board_clear_selection (fixture->board);
      click_all (fixture, c->clicks);
      text = arb_board_describe_square (fixture->board, sq (c->square));
      g_assert_cmpstr (text, ==, c->description);
    }

  /* A capture, and both Kings in check (which this game allows). */
  fixture_set_game (fixture, "4k3/4R3/8/8/8/8/4r3/4K3 w - - 0 1");
  click (fixture, "e7");
  {
    g_autofree char *rook = arb_board_describe_square (fixture->board, sq ("e2"));
    g_autofree char *black_king = arb_board_describe_square (fixture->board, sq ("e8"));
    g_autofree char *white_king = arb_board_describe_square (fixture->board, sq ("e1"));

    g_assert_cmpstr (rook, ==, "e2, black rook, reachable");
    g_assert_cmpstr (black_king, ==, "e8, black king, reachable, in check");
    g_assert_cmpstr (white_king, ==, "e1, white king, in check");
  }
}

/* ------------------------------------------------------- game changes */

static void
test_game_change (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbGame) other = arb_game_new ();

  /* A move played elsewhere (the history panel, a paste) drops the selection. */
  click (fixture, "g1");
  g_assert_true (arb_game_play_notation (fixture->game, "e2e4", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);
  g_assert_cmpuint (arb_board_get_reachable (fixture->board), ==, 0);

  /* So does undo… */
  click (fixture, "e7");
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, sq ("e7"));
  g_assert_true (arb_game_undo (fixture->game));
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);

  /* …a jump in the history… */
  g_assert_true (arb_game_redo (fixture->game));
  click (fixture, "e7");
  g_assert_true (arb_game_go_to_ply (fixture->game, 0));
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);

  /* …and another game, through the property. */
  click (fixture, "g1");
  g_object_set (fixture->board, "game", other, NULL);
  g_assert_true (arb_board_get_game (fixture->board) == other);
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);

  /* The old game is no longer followed. */
  g_assert_true (arb_game_play_notation (fixture->game, "e2e4", &error));
  click (fixture, "e2");
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, sq ("e2"));
  g_assert_true (arb_game_play_notation (fixture->game, "e7e5", &error));
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, sq ("e2"));

  /* No game: nothing to click. */
  arb_board_set_game (fixture->board, NULL);
  arb_board_activate_square (fixture->board, sq ("e2"));
  g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, ARB_CELL_NONE);
  g_assert_false (arb_board_get_last_move (fixture->board, NULL));
}

/* ------------------------------------------------- last move and check */

typedef struct
{
  const char *fen;
  const char *moves;      /* coordinate moves played on the game */
  const char *last_move;  /* "" for none */
  const char *checked;    /* the Kings' squares shown in check */
} StateCase;

static const StateCase state_cases[] = {
  { START, "", "", "" },
  { START, "e2e4", "e2e4", "" },
  { START, "e2e4 e7e5 d1h5 b8c6", "b8c6", "" },
  { START, "e2e4 f7f6 d1h5", "d1h5", "e8" },
  { "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "a1a8", "e8" },
  { "4k3/4R3/8/8/8/8/4r3/4K3 w - - 0 1", "", "", "e8 e1" },
  /* White moves into a double check of both Kings. */
  { "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1", "a1a8", "a1a8", "e8 e1" },
  /* The King is captured: the last move is shown, no King is in check. */
  { "4k3/8/8/8/8/8/8/R3K2r b - - 0 1", "h1e1", "h1e1", "" },
};

static void
test_state (Fixture *fixture, gconstpointer data)
{
  for (guint i = 0; i < G_N_ELEMENTS (state_cases); i++)
    {
      const StateCase *c = &state_cases[i];
      g_auto (GStrv) moves = g_strsplit (c->moves, " ", -1);
      ArbMove last;

      g_test_message ("case %u: %s, moves %s", i, c->fen ? c->fen : "start", c->moves);
      fixture_set_game (fixture, c->fen);
      for (guint j = 0; moves[j] != NULL; j++)
        {
          g_autoptr (GError) error = NULL;

          if (*moves[j] != '\0')
            g_assert_true (arb_game_play_notation (fixture->game, moves[j], &error));
          g_assert_no_error (error);
        }

      if (*c->last_move == '\0')
        g_assert_false (arb_board_get_last_move (fixture->board, &last));
      else
        {
          g_assert_true (arb_board_get_last_move (fixture->board, &last));
          g_assert_cmpuint (last.cells[0], ==, sq (c->last_move));
          g_assert_cmpuint (last.cells[1], ==, sq (c->last_move + 2));
        }
      assert_set (arb_board_get_threatened (fixture->board), c->checked);
    }
}

/* The last move follows the shown ply, not the end of the history. */
static void
test_last_move_history (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  ArbMove last;

  g_assert_true (arb_game_play_notation (fixture->game, "e2e4", &error));
  g_assert_true (arb_game_play_notation (fixture->game, "e7e5", &error));
  g_assert_true (arb_game_go_to_ply (fixture->game, 1));
  g_assert_true (arb_board_get_last_move (fixture->board, &last));
  g_assert_cmpuint (last.cells[0], ==, sq ("e2"));
  g_assert_true (arb_game_undo (fixture->game));
  g_assert_false (arb_board_get_last_move (fixture->board, &last));
}

/* ---------------------------------------------------------- properties */

static void
count_notify (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

static void
test_properties (Fixture *fixture, gconstpointer data)
{
  static const struct
  {
    const char *name;
    gboolean    initial;
  } booleans[] = {
    { "flipped", FALSE },
    { "show-coordinates", TRUE },
    { "show-reachable", TRUE },
    { "show-last-move", TRUE },
    { "show-coach", FALSE },
    { "interactive", TRUE },
  };
  g_autoptr (ArbBoard) board = g_object_ref_sink (ARB_BOARD (arb_board_new ()));

  for (guint i = 0; i < G_N_ELEMENTS (booleans); i++)
    {
      gboolean value;
      guint notified = 0;
      gulong handler;
      g_autofree char *signal = g_strconcat ("notify::", booleans[i].name, NULL);

      g_object_get (board, booleans[i].name, &value, NULL);
      g_assert_cmpint (value, ==, booleans[i].initial);

      /* Notified once per change, not when set to the same value. */
      handler = g_signal_connect (board, signal, G_CALLBACK (count_notify), &notified);
      g_object_set (board, booleans[i].name, !booleans[i].initial, NULL);
      g_object_set (board, booleans[i].name, !booleans[i].initial, NULL);
      g_signal_handler_disconnect (board, handler);
      g_assert_cmpuint (notified, ==, 1);
      g_object_get (board, booleans[i].name, &value, NULL);
      g_assert_cmpint (value, ==, !booleans[i].initial);
    }
  g_assert_null (arb_board_get_game (board));
}

/* The board lets go of its game: no handler is left behind on it. */
static void
test_dispose (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  guint changed = g_signal_lookup ("changed", ARB_TYPE_GAME);
  ArbBoard *board = g_object_ref_sink (ARB_BOARD (arb_board_new ()));

  arb_board_set_game (board, game);
  g_assert_true (g_signal_has_handler_pending (game, changed, 0, FALSE));
  g_assert_finalize_object (board);
  g_assert_false (g_signal_has_handler_pending (game, changed, 0, FALSE));
  g_assert_true (arb_game_play_notation (game, "e2e4", NULL));
}

/* ------------------------------------------------------------ drawing */

typedef struct
{
  FixtureSize size;
  gboolean    flipped;
  gboolean    dark;
} RenderCase;

static const RenderCase render_cases[] = {
  { { 640, 640 }, FALSE, FALSE },
  { { 300, 220 }, TRUE, FALSE },
  { { 700, 500 }, FALSE, TRUE },
};

/* The colour at (x, y) of a texture, as 0xRRGGBB. */
static guint32
pixel_at (GdkTexture *texture, int x, int y)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guchar *data = g_malloc (width * height * 4);
  guint32 pixel;

  gdk_texture_download (texture, data, width * 4);
  memcpy (&pixel, data + (y * width + x) * 4, 4); /* GDK_MEMORY_DEFAULT: BGRA premultiplied */
  return pixel & 0xffffff;
}

static int
brightness (guint32 rgb)
{
  return ((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff);
}

static int
redness (guint32 rgb)
{
  return ((rgb >> 16) & 0xff) - ((rgb >> 8) & 0xff);
}

static int
blueness (guint32 rgb)
{
  return (rgb & 0xff) - ((rgb >> 16) & 0xff);
}

static GdkTexture *
render (Fixture *fixture)
{
  GtkWidget *widget = GTK_WIDGET (fixture->board);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (fixture->window));

  /* The board's own drawing, whether or not a frame was painted yet. */
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

/* How many pixels across the middle of square @name are much brighter and
 * much darker than the square itself (seen at its top right corner, where
 * no piece, label or marker reaches). */
static void
count_contrast (Fixture *fixture, GdkTexture *texture, const char *name,
                int *brighter, int *darker)
{
  graphene_rect_t bounds;
  int square;

  g_assert_true (arb_board_get_square_bounds (fixture->board, sq (name), &bounds));
  square = brightness (pixel_at (texture, bounds.origin.x + bounds.size.width * .96,
                                 bounds.origin.y + bounds.size.height * .04));
  *brighter = *darker = 0;
  for (int x = bounds.origin.x; x < bounds.origin.x + bounds.size.width; x++)
    {
      int b = brightness (pixel_at (texture, x, bounds.origin.y + bounds.size.height / 2));

      *brighter += b > square + 150;
      *darker += b < square - 150;
    }
}

static guint32
square_pixel (Fixture *fixture, GdkTexture *texture, const char *name, double fx, double fy)
{
  graphene_rect_t bounds;

  g_assert_true (arb_board_get_square_bounds (fixture->board, sq (name), &bounds));
  return pixel_at (texture, bounds.origin.x + bounds.size.width * fx,
                   bounds.origin.y + bounds.size.height * fy);
}

static void
test_render (Fixture *fixture, gconstpointer data)
{
  const RenderCase *c = data;
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr (GdkTexture) plain = NULL;
  g_autoptr (GdkTexture) selected = NULL;
  g_autoptr (GdkTexture) light = NULL;
  const char *cursor;
  guint32 e4, e5;
  int brighter, darker;

  adw_style_manager_set_color_scheme (style, c->dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                     : ADW_COLOR_SCHEME_FORCE_LIGHT);
  arb_board_set_flipped (fixture->board, c->flipped);
  fixture_set_game (fixture, "4k3/4R3/8/8/8/2p5/4r3/1N2K3 w - - 0 1");

  plain = render (fixture);
  g_assert_cmpint (gdk_texture_get_width (plain), ==, c->size.width);
  g_assert_cmpint (gdk_texture_get_height (plain), ==, c->size.height);

  /* Each piece shows its fill and its outline, both far from its square's
   * colour: the White Rook on e7 is bright inside and dark around, the
   * Black pawn on c3 (both dark squares) the other way round. Squares under
   * 48 pixels have outlines of a pixel, which antialiasing blends into the
   * square: there only the fill is asked for. An empty square is plain. */
  count_contrast (fixture, plain, "e7", &brighter, &darker);
  g_assert_cmpint (brighter, >, 2);
  if (c->size.height >= 48 * 8)
    g_assert_cmpint (darker, >, 1);
  count_contrast (fixture, plain, "c3", &brighter, &darker);
  g_assert_cmpint (darker, >, 2);
  if (c->size.height >= 48 * 8)
    g_assert_cmpint (brighter, >, 1);
  count_contrast (fixture, plain, "e4", &brighter, &darker);
  g_assert_cmpint (brighter + darker, ==, 0);

  /* e4 is a light square, e5 a dark one (a8 is light). */
  e4 = square_pixel (fixture, plain, "e4", .5, .5);
  e5 = square_pixel (fixture, plain, "e5", .5, .5);
  g_assert_cmpint (brightness (e4), >, brightness (e5) + 60);

  /* Both Kings are in check: a red glow around them. */
  g_assert_cmpint (redness (square_pixel (fixture, plain, "e1", .12, .5)), >,
                   redness (square_pixel (fixture, plain, "d1", .12, .5)) + 60);
  g_assert_cmpint (redness (square_pixel (fixture, plain, "e8", .12, .5)), >,
                   redness (square_pixel (fixture, plain, "f8", .12, .5)) + 60);

  /* The knight selected: its square tinted, a dot on d2, a ring around
   * the pawn on c3 (on its edge, where a dot is not), nothing on a2's edge. */
  click_all (fixture, "b1");
  selected = render (fixture);
  g_assert_cmpuint (square_pixel (fixture, selected, "b1", .1, .1), !=,
                    square_pixel (fixture, plain, "b1", .1, .1));
  g_assert_cmpint (brightness (square_pixel (fixture, selected, "d2", .5, .5)), <,
                   brightness (square_pixel (fixture, plain, "d2", .5, .5)) - 30);
  g_assert_cmpuint (square_pixel (fixture, selected, "c3", .5, .5), ==,
                    square_pixel (fixture, plain, "c3", .5, .5));
  g_assert_cmpint (brightness (square_pixel (fixture, selected, "c3", .5, .08)), <,
                   brightness (square_pixel (fixture, plain, "c3", .5, .08)) - 30);

  /* The keyboard cursor: brackets at its square's corners once the
   * keyboard moved it, and only while the board has the focus. */
  gtk_widget_grab_focus (GTK_WIDGET (fixture->board));
  arb_board_set_cursor (fixture->board, sq ("f5"));
  g_clear_object (&plain);
  plain = render (fixture);
  press_key (fixture, GDK_KEY_Left);
  /* Left on the screen: towards file a, or file h when flipped. */
  cursor = c->flipped ? "g5" : "e5";
  g_assert_cmpuint (arb_board_get_cursor (fixture->board), ==, sq (cursor));
  g_clear_object (&selected);
  selected = render (fixture);
  if (gtk_widget_has_focus (GTK_WIDGET (fixture->board)))
    {
      g_autoptr (GdkTexture) hinted = NULL;
      ArbMove hint = arb_move_from_to (sq ("e4"), sq (cursor));
      int square = brightness (square_pixel (fixture, plain, cursor, .5, .02));

      /* Brackets at the corners, a dark edge round a light core, that read
       * on either square; the middle of the edges stays clear. */
      g_assert_cmpint (brightness (square_pixel (fixture, selected, cursor, .01, .15)), <,
                       square - 100);
      g_assert_cmpint (brightness (square_pixel (fixture, selected, cursor, .04, .15)), >,
                       square + 100);
      g_assert_cmpint (brightness (square_pixel (fixture, selected, cursor, .96, .85)), >,
                       square + 100);
      g_assert_cmpuint (square_pixel (fixture, selected, cursor, .5, .02), ==,
                        square_pixel (fixture, plain, cursor, .5, .02));

      /* On the hint's target (a blue frame) the cursor is not blue: the two
       * read apart. */
      arb_board_set_hint (fixture->board, &hint, 0);
      hinted = render (fixture);
      g_assert_cmpint (blueness (square_pixel (fixture, hinted, cursor, .5, .02)), >,
                       blueness (square_pixel (fixture, plain, cursor, .5, .02)) + 40);
      g_assert_cmpint (blueness (square_pixel (fixture, hinted, cursor, .04, .15)), <, 20);
      g_assert_cmpint (blueness (square_pixel (fixture, hinted, cursor, .01, .15)), <, 20);
      arb_board_set_hint (fixture->board, NULL, 0);
    }
  else
    g_test_incomplete ("the window has no keyboard focus here");

  /* The dark style has dimmer squares. */
  if (c->dark)
    {
      adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
      light = render (fixture);
      g_assert_cmpint (brightness (square_pixel (fixture, light, "e4", .5, .5)), >,
                       brightness (e4) + 30);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* ------------------------------------------------------- coordinates */

/* @x (from 0 to 1) to the power 2.4, without libm, which the tests do
 * not link: x² times the fifth root of x², by Newton's method from above. */
static double
power_2_4 (double x)
{
  double square = x * x;
  double root = 1.;

  for (guint i = 0; i < 100; i++)
    {
      double next = root - (root * root * root * root * root - square)
                             / (5 * root * root * root * root);

      if (root - next < 1e-12)
        break;
      root = next;
    }
  return square * root;
}

/* WCAG 2's relative luminance of a colour with channels from 0 to 1. */
static double
luminance (double red, double green, double blue)
{
  double channel[3] = { red, green, blue };

  for (guint i = 0; i < 3; i++)
    channel[i] = channel[i] <= 0.04045 ? channel[i] / 12.92
                                       : power_2_4 ((channel[i] + 0.055) / 1.055);
  return 0.2126 * channel[0] + 0.7152 * channel[1] + 0.0722 * channel[2];
}

/* WCAG 2's contrast ratio of two luminances: from 1 to 21. */
static double
contrast (double a, double b)
{
  return (MAX (a, b) + 0.05) / (MIN (a, b) + 0.05);
}

static double
rgba_luminance (const GdkRGBA *color)
{
  g_assert_cmpfloat (color->alpha, ==, 1.);
  return luminance (color->red, color->green, color->blue);
}

static double
pixel_luminance (guint32 rgb)
{
  return luminance (((rgb >> 16) & 0xff) / 255., ((rgb >> 8) & 0xff) / 255., (rgb & 0xff) / 255.);
}

typedef struct
{
  gboolean    dark;            /* the dark style */
  gboolean    on_dark_square;
  const char *name;
} CoordinateCase;

static const CoordinateCase coordinate_cases[] = {
  { FALSE, FALSE, "light style, light square" },
  { FALSE, TRUE, "light style, dark square" },
  { TRUE, FALSE, "dark style, light square" },
  { TRUE, TRUE, "dark style, dark square" },
};

/* Text needs 4.5:1 against what it is written on (WCAG 2, 1.4.3): the
 * coordinates in the palettes' own colours, against each kind of square
 * of each style. */
static void
test_coordinates_contrast (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (coordinate_cases); i++)
    {
      const CoordinateCase *c = &coordinate_cases[i];
      GdkRGBA square, text;
      double ratio;

      arb_board_coordinate_colors (c->dark, c->on_dark_square, &square, &text);
      ratio = contrast (rgba_luminance (&square), rgba_luminance (&text));
      g_test_message ("%s: %.2f:1", c->name, ratio);
      g_assert_cmpfloat (ratio, >=, 4.5);
    }
}

typedef struct
{
  int    square;      /* a square's side, in pixels */
  double min_ratio;   /* the least height of a digit's ink, over the square's */
  int    min_pixels;  /* and in pixels */
} LabelSizeCase;

static const LabelSizeCase label_size_cases[] = {
  { 28, .25, 7 },     /* a small window's board: labels are a third of a square */
  { 40, .19, 8 },
  { 64, .17, 11 },    /* the first window's board: once 9 pixels high */
  { 100, .17, 17 },
};

/* The labels are laid out large enough to read: a digit's ink is about a
 * fifth of the square or more (it was a seventh), and they are left out
 * rather than illegible on the smallest boards. */
static void
test_coordinates_size (Fixture *fixture, gconstpointer data)
{
  g_autoptr (ArbBoardGlyphs) glyphs = arb_board_glyphs_new ();
  const ArbRules *chess = arb_games_lookup ("chess");
  const ArbPieceColors colors[ARB_N_SIDES] = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (label_size_cases); i++)
    {
      const LabelSizeCase *c = &label_size_cases[i];
      PangoRectangle ink;
      PangoLayout *rank;

      arb_board_glyphs_update (glyphs, GTK_WIDGET (fixture->board), c->square, chess, colors);
      /* Rank 1 is the bottom row (y 7), file h the right column (x 7). */
      rank = arb_board_glyphs_get_row_label (glyphs, 7);
      g_assert_nonnull (rank);
      g_assert_nonnull (arb_board_glyphs_get_column_label (glyphs, 7));
      pango_layout_get_pixel_extents (rank, &ink, NULL);
      g_test_message ("squares of %d px: digits %d px high", c->square, ink.height);
      g_assert_cmpint (ink.height, >=, c->min_pixels);
      g_assert_cmpfloat ((double) ink.height / c->square, >=, c->min_ratio);
      /* Never more than a third of the square, where the pieces begin. */
      g_assert_cmpfloat ((double) ink.height / c->square, <=, 1 / 3.);
    }

  /* The board's smallest squares have no room for them. */
  arb_board_glyphs_update (glyphs, GTK_WIDGET (fixture->board), 20, chess, colors);
  g_assert_null (arb_board_glyphs_get_row_label (glyphs, 7));
  g_assert_null (arb_board_glyphs_get_column_label (glyphs, 0));
}

/* The glyphs come from the table: a label for each column ("a"…) and row
 * (the height down to "1") of the game's grid, a figurine for each piece
 * symbol of a game of figurines, and none for a game of discs. */
static void
test_glyphs_from_table (Fixture *fixture, gconstpointer data)
{
  g_autoptr (ArbBoardGlyphs) glyphs = arb_board_glyphs_new ();
  const ArbRules *chess = arb_games_lookup ("chess");
  const ArbRules *checkers = arb_games_lookup ("checkers");
  const ArbRules *alquerque = arb_games_lookup ("alquerque");
  const ArbPieceColors colors[ARB_N_SIDES] = { 0 };

  arb_board_glyphs_update (glyphs, GTK_WIDGET (fixture->board), 64, chess, colors);
  g_assert_cmpstr (pango_layout_get_text (arb_board_glyphs_get_column_label (glyphs, 0)), ==, "a");
  g_assert_cmpstr (pango_layout_get_text (arb_board_glyphs_get_column_label (glyphs, 7)), ==, "h");
  g_assert_cmpstr (pango_layout_get_text (arb_board_glyphs_get_row_label (glyphs, 0)), ==, "8");
  g_assert_cmpstr (pango_layout_get_text (arb_board_glyphs_get_row_label (glyphs, 7)), ==, "1");
  for (guint side = 0; side < ARB_N_SIDES; side++)
    for (guint kind = 1; kind <= 6; kind++)
      g_assert_nonnull (arb_board_glyphs_get_piece (glyphs, (guint8) (kind | side << 3)));
  g_assert_null (arb_board_glyphs_get_piece (glyphs, 7));

  arb_board_glyphs_update (glyphs, GTK_WIDGET (fixture->board), 64, checkers, colors);
  g_assert_null (arb_board_glyphs_get_piece (glyphs, 1));
  g_assert_cmpstr (pango_layout_get_text (arb_board_glyphs_get_row_label (glyphs, 0)), ==, "8");

  /* A grid of another size: 5 × 5, rows "5" down to "1". */
  arb_board_glyphs_update (glyphs, GTK_WIDGET (fixture->board), 64, alquerque, colors);
  g_assert_cmpstr (pango_layout_get_text (arb_board_glyphs_get_column_label (glyphs, 4)), ==, "e");
  g_assert_cmpstr (pango_layout_get_text (arb_board_glyphs_get_row_label (glyphs, 0)), ==, "5");
  g_assert_cmpstr (pango_layout_get_text (arb_board_glyphs_get_row_label (glyphs, 4)), ==, "1");
}

typedef struct
{
  GdkTexture *texture;
  int         width;
  guchar     *data;
} Pixels;

static void
pixels_init (Pixels *pixels, GdkTexture *texture)
{
  pixels->texture = texture;
  pixels->width = gdk_texture_get_width (texture);
  pixels->data = g_malloc ((gsize) pixels->width * gdk_texture_get_height (texture) * 4);
  gdk_texture_download (texture, pixels->data, pixels->width * 4);
}

static guint32
pixels_at (const Pixels *pixels, int x, int y)
{
  guint32 pixel;

  memcpy (&pixel, pixels->data + (y * pixels->width + x) * 4, 4);
  return pixel & 0xffffff;
}

/* The label drawn in a corner of @name, as the screen shows it: the
 * strongest contrast of a pixel there against the square (read at its
 * centre, empty), and how many rows the label's ink spans. */
static void
read_label (Fixture *fixture, const Pixels *pixels, const char *name,
            double fx0, double fy0, double fx1, double fy1,
            double *best, int *rows)
{
  graphene_rect_t bounds;
  double square;
  int x0, y0, x1, y1;

  g_assert_true (arb_board_get_square_bounds (fixture->board, sq (name), &bounds));
  square = pixel_luminance (pixels_at (pixels, bounds.origin.x + bounds.size.width / 2,
                                       bounds.origin.y + bounds.size.height / 2));
  x0 = bounds.origin.x + bounds.size.width * fx0;
  x1 = bounds.origin.x + bounds.size.width * fx1;
  y0 = bounds.origin.y + bounds.size.height * fy0;
  y1 = bounds.origin.y + bounds.size.height * fy1;
  *best = 1;
  *rows = 0;
  for (int y = y0; y < y1; y++)
    {
      gboolean inked = FALSE;

      for (int x = x0; x < x1; x++)
        {
          double ratio = contrast (square, pixel_luminance (pixels_at (pixels, x, y)));

          *best = MAX (*best, ratio);
          inked |= ratio >= 2;
        }
      *rows += inked;
    }
}

typedef struct
{
  const char *square;
  gboolean    file;       /* the file letter, bottom right; else the rank, top left */
  double      min_ratio;  /* the least height of its ink, over the square's */
} LabelCase;

static const LabelCase label_cases[] = {
  { "a1", TRUE, .13 },    /* "a" is only as high as a lower-case letter */
  { "b1", TRUE, .17 },
  { "a1", FALSE, .17 },   /* once .14: 9 pixels on squares of 64 */
  { "a2", FALSE, .17 },
};

/* What the screen shows: each label reaches 4.5:1 against its square, on
 * both kinds of square, in both styles, and is about a fifth of the square
 * high. */
static void
test_render_coordinates (Fixture *fixture, gconstpointer data)
{
  const CoordinateCase *style = data;
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr (GdkTexture) texture = NULL;
  graphene_rect_t bounds;
  Pixels pixels;

  adw_style_manager_set_color_scheme (manager, style->dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  /* The corners of the labels' squares are empty. */
  fixture_set_game (fixture, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  texture = render (fixture);
  pixels_init (&pixels, texture);
  g_assert_true (arb_board_get_square_bounds (fixture->board, sq ("a1"), &bounds));

  for (guint i = 0; i < G_N_ELEMENTS (label_cases); i++)
    {
      const LabelCase *c = &label_cases[i];
      double best;
      int rows;

      if (c->file)
        read_label (fixture, &pixels, c->square, .6, .6, 1., 1., &best, &rows);
      else
        read_label (fixture, &pixels, c->square, 0., 0., .4, .4, &best, &rows);
      g_test_message ("%s's %s: %.2f:1, %d px high on squares of %.0f px", c->square,
                      c->file ? "file" : "rank", best, rows, bounds.size.width);
      g_assert_cmpfloat (best, >=, 4.5);
      g_assert_cmpfloat (rows, >=, bounds.size.width * c->min_ratio);
    }
  g_free (pixels.data);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

/* ------------------------------------------------------------ the coach */

typedef struct
{
  const char *fen;
  const char *select;
  const char *reachable;
  const char *exposing;    /* the moves after which the King can be taken */
} CoachCase;

static const CoachCase coach_cases[] = {
  /* Nothing attacks anything at the start. */
  { START, "g1", "f3 h3", "" },
  { START, "e2", "e3 e4", "" },
  /* The King walks along the rook's file or rank, or takes it. */
  { "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1", "d1 d2 e2 f1 f2", "d1 e2 f2" },
  /* A knight pinned to its King by a bishop: every move opens the
   * diagonal, the capture too. */
  { "r1bqk2r/ppp2ppp/2n2n2/3pp3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w - - 0 1", "c3",
    "a4 b5 d5 e2 b1", "a4 b5 d5 e2 b1" },
  /* A King already attacked: only taking the attacker or stepping away
   * saves it; blocking is no move of the King's. */
  { "4k3/8/8/8/8/8/8/r3K3 w - - 0 1", "e1", "d1 d2 e2 f1 f2", "d1 f1" },
  /* Taking the enemy King wins at once: never a warning, even if the
   * King stands attacked afterwards. */
  { "8/8/8/8/8/8/3k4/4K3 w - - 0 1", "e1", "d1 d2 e2 f1 f2", "d1 e2" },
  { "8/8/8/8/8/8/2rk4/4K3 w - - 0 1", "e1", "d1 d2 e2 f1 f2", "d1 e2" },
  /* Black's turn: the same for Black's King. */
  { "4k3/8/8/1B6/8/8/8/4K3 b - - 0 1", "e8", "d8 f8 d7 e7 f7", "d7" },
};

static void
test_coach (Fixture *fixture, gconstpointer data)
{
  for (guint i = 0; i < G_N_ELEMENTS (coach_cases); i++)
    {
      const CoachCase *c = &coach_cases[i];

      g_test_message ("case %u: %s, %s", i, c->fen ? c->fen : "start", c->select);
      fixture_set_game (fixture, c->fen);
      click (fixture, c->select);
      g_assert_cmpuint (arb_board_get_selected (fixture->board), ==, sq (c->select));
      assert_set (arb_board_get_reachable (fixture->board), c->reachable);
      assert_set (arb_board_get_coached (fixture->board), c->exposing);
      assert_game_untouched (fixture);
    }

  /* Nothing selected, nothing to warn about. */
  arb_board_clear_selection (fixture->board);
  g_assert_cmpuint (arb_board_get_coached (fixture->board), ==, 0);
}

/* Alquerque has no King: no warning, whatever is selected. */
static void
test_coach_other_game (Fixture *fixture, gconstpointer data)
{
  const ArbRules *rules = arb_games_lookup ("alquerque");
  g_autoptr (ArbGame) game = NULL;
  guint64 reachable = 0;

  g_assert_nonnull (rules);
  game = arb_game_new_for_rules (rules);
  arb_board_set_game (fixture->board, game);
  arb_board_set_show_coach (fixture->board, TRUE);
  for (ArbSquare cell = 0; cell < 25 && reachable == 0; cell++)
    {
      arb_board_clear_selection (fixture->board);
      arb_board_activate_square (fixture->board, cell);
      reachable = arb_board_get_reachable (fixture->board);
    }
  g_assert_cmpuint (reachable, !=, 0);
  g_assert_cmpuint (arb_board_get_coached (fixture->board), ==, 0);
  arb_board_set_game (fixture->board, NULL);
}

/* The warning is part of a square's accessible name while the coach is on. */
static void
test_coach_describe (Fixture *fixture, gconstpointer data)
{
  static const struct
  {
    gboolean    coach;
    const char *square;
    const char *description;
  } cases[] = {
    { FALSE, "e2", "e2, empty, reachable" },
    { TRUE, "e2", "e2, empty, reachable, leaves the King attacked" },
    { TRUE, "d2", "d2, black rook, reachable" },
    { TRUE, "f1", "f1, empty, reachable" },
    { TRUE, "d1", "d1, empty, reachable, leaves the King attacked" },
    { TRUE, "e1", "e1, white king, selected" },
  };

  fixture_set_game (fixture, "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
  click (fixture, "e1");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = NULL;

      arb_board_set_show_coach (fixture->board, cases[i].coach);
      text = arb_board_describe_square (fixture->board, sq (cases[i].square));
      g_assert_cmpstr (text, ==, cases[i].description);
    }
}

/* The board follows the preference's key, as the window binds it. */
static void
test_coach_settings (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");

  g_assert_false (g_settings_get_boolean (settings, "coach"));
  g_settings_bind (settings, "coach", fixture->board, "show-coach", G_SETTINGS_BIND_GET);
  g_assert_false (arb_board_get_show_coach (fixture->board));
  g_settings_set_boolean (settings, "coach", TRUE);
  g_assert_true (arb_board_get_show_coach (fixture->board));
  g_settings_reset (settings, "coach");
  g_assert_false (arb_board_get_show_coach (fixture->board));
  g_settings_unbind (fixture->board, "show-coach");
}

/* How the coach draws: on the King's moves along the rook's rank, a red
 * disc where the grey dot was; the safe move keeps its dot; without the
 * coach, the dots are all alike. With reachable squares hidden, the
 * coach's marks still show, alone. */
static void
test_render_coach (Fixture *fixture, gconstpointer data)
{
  const CoordinateCase *style = data;
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr (GdkTexture) off = NULL;
  g_autoptr (GdkTexture) on = NULL;
  g_autoptr (GdkTexture) alone = NULL;
  g_autoptr (GdkTexture) plain = NULL;

  adw_style_manager_set_color_scheme (manager, style->dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  fixture_set_game (fixture, "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
  plain = render (fixture);
  click (fixture, "e1");
  off = render (fixture);
  arb_board_set_show_coach (fixture->board, TRUE);
  on = render (fixture);
  arb_board_set_show_reachable (fixture->board, FALSE);
  alone = render (fixture);

  /* e2 and f2 hand the King to the rook, f1 does not. The disc is red
   * between the arms of its cross, below the centre. */
  g_assert_cmpint (redness (square_pixel (fixture, off, "e2", .5, .62)), <, 60);
  g_assert_cmpint (redness (square_pixel (fixture, on, "e2", .5, .62)), >, 120);
  g_assert_cmpint (redness (square_pixel (fixture, on, "f2", .5, .62)), >, 120);
  g_assert_cmpint (redness (square_pixel (fixture, alone, "f2", .5, .62)), >, 120);
  g_assert_cmpuint (square_pixel (fixture, on, "f1", .5, .5), ==,
                    square_pixel (fixture, off, "f1", .5, .5));
  /* Told apart by shape too: the disc is crossed out in white. */
  g_assert_cmpint (brightness (square_pixel (fixture, on, "e2", .5, .5)), >, 600);
  /* Alone: the safe move has no dot. */
  g_assert_cmpuint (square_pixel (fixture, alone, "f1", .5, .5), ==,
                    square_pixel (fixture, plain, "f1", .5, .5));
  /* Taking the rook is safe: its ring is the usual grey one. */
  g_assert_cmpuint (square_pixel (fixture, on, "d2", .5, .08), ==,
                    square_pixel (fixture, off, "d2", .5, .08));

  arb_board_set_show_reachable (fixture->board, TRUE);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

/* ------------------------------------------------------------ main */

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* The board shows each position at once (test-board-checkers.c tests
   * the slides). */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

#define ADD(path, func) \
  g_test_add ("/arb/board/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("select", test_select);
  ADD ("request", test_request);
  ADD ("request-played", test_request_played);
  ADD ("refuse", test_refuse);
  ADD ("empty-click", test_empty_click);
  ADD ("not-interactive", test_not_interactive);
  ADD ("flip", test_flip);
  ADD ("flip-click", test_flip_click);
  ADD ("keyboard/cursor", test_cursor);
  ADD ("keyboard/play", test_keyboard_play);
  ADD ("describe", test_describe);
  ADD ("game-change", test_game_change);
  ADD ("state", test_state);
  ADD ("last-move-history", test_last_move_history);
  ADD ("properties", test_properties);
  ADD ("coordinates/size", test_coordinates_size);
  ADD ("coordinates/from-table", test_glyphs_from_table);
  ADD ("coach", test_coach);
  ADD ("coach/other-game", test_coach_other_game);
  ADD ("coach/describe", test_coach_describe);
  ADD ("coach/settings", test_coach_settings);
#undef ADD
  g_test_add_func ("/arb/board/dispose", test_dispose);
  g_test_add_func ("/arb/board/coordinates/contrast", test_coordinates_contrast);
  for (guint i = 0; i < G_N_ELEMENTS (coordinate_cases); i += 2)
    {
      const char *style = coordinate_cases[i].dark ? "dark" : "light";
      g_autofree char *coordinates = g_strdup_printf ("/arb/board/render/coordinates-%s", style);
      g_autofree char *coach = g_strdup_printf ("/arb/board/render/coach-%s", style);

      /* A case's data is a CoordinateCase, not a size: the default size. */
      g_test_add (coordinates, Fixture, &coordinate_cases[i], fixture_set_up_default,
                  test_render_coordinates, fixture_tear_down);
      g_test_add (coach, Fixture, &coordinate_cases[i], fixture_set_up_default,
                  test_render_coach, fixture_tear_down);
    }

  for (guint i = 0; i < G_N_ELEMENTS (render_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/arb/board/render/%dx%d%s%s",
                                               render_cases[i].size.width,
                                               render_cases[i].size.height,
                                               render_cases[i].flipped ? "-flipped" : "",
                                               render_cases[i].dark ? "-dark" : "");

      /* The case's size comes first in it, where the fixture reads it. */
      g_test_add (path, Fixture, &render_cases[i], fixture_set_up, test_render,
                  fixture_tear_down);
    }

  return g_test_run ();
}
