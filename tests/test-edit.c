/* test-edit.c — the position editor of every game (arb_rules_edit_finish())
 *
 * Each case starts from a position string, places or removes pieces (or
 * seeds), gives the move to a side, and checks the position string the
 * edit makes, worked out by hand from the game's spec (the string
 * formats: rules.md §9 FEN, alquerque.md §9.1, checkers.md §9.1,
 * congkak.md §9.1), or the refusal in the reader's words.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arbiter.h"

#include <stdlib.h>
#include <string.h>

/* A cell by the name players give it: checkers' squares by the table's
 * cell_label(), chess's "e2" (file a–h left to right, rank 8 on the top
 * row, y = 0: rules.md §1) and Alquerque's points 1–25 in reading order
 * (alquerque.md §1) as the specs name them. */
static guint
cell_named (const ArbRules *rules,
            const char     *name)
{
  for (guint cell = 0; cell < rules->n_cells; cell++)
    {
      char label[16];

      if (rules->cell_label != NULL)
        {
          if (!rules->cell_label (cell, label))
            continue;
        }
      else if (rules->board.kind == ARB_BOARD_GRID)
        g_snprintf (label, sizeof label, "%c%u", 'a' + cell % rules->board.width,
                    rules->board.height - cell / rules->board.width);
      else
        g_snprintf (label, sizeof label, "%u", cell + 1);
      if (strcmp (label, name) == 0)
        return cell;
    }
  g_error ("%s has no cell named %s", rules->id, name);
  return G_MAXUINT;
}

typedef struct
{
  const char *cell;   /* a name; "#N" for cell N (pits and stores) */
  guint       value;  /* a piece code (kind | side << 3) or a count */
} Edit;

typedef struct
{
  const char *game;
  const char *start;
  Edit        edits[4];
  int         turn;         /* -1: unchanged */
  const char *expected;     /* the position string; NULL: refused */
  const char *refusal;      /* part of the reader's message */
} Case;

/* Piece codes: kind | side << 3 (arb-rules.h), side 0 the first player
 * (White in chess and Alquerque, Black in checkers). Chess's kinds are the
 * letters of " KQRBNP"; Alquerque's man is 1; checkers' man 1, king 2. */
#define FIRST(kind) (kind)
#define SECOND(kind) ((kind) | 8)

static const Case cases[] = {
  /* 1. e4 as an edit: the pawn leaves e2 for e4, Black to move. */
  { "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
    { { "e2", 0 }, { "e4", FIRST (6) } }, ARB_SIDE_SECOND,
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1", NULL },
  /* A knight replaces the black Queen; the h-pawn becomes a Rook on h4. */
  { "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
    { { "d8", SECOND (5) }, { "h2", 0 }, { "h4", FIRST (3) } }, -1,
    "rnbnkbnr/pppppppp/8/8/7R/8/PPPPPPP1/RNBQKBNR w - - 0 1", NULL },
  /* A seventeenth white piece: rules.md §9 allows 16 a side. */
  { "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
    { { "h4", FIRST (3) } }, -1, NULL, "17 white pieces" },
  /* Both Kings taken off: FEN field 1 refuses a board without a King. */
  { "chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    { { "e8", 0 }, { "e1", 0 } }, -1, NULL, "no King" },
  /* A second white King. */
  { "chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    { { "a1", FIRST (1) } }, -1, NULL, "2 white Kings" },
  /* Alquerque: a black man on the centre (point 13), Black to move. */
  { "alquerque", "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1",
    { { "13", SECOND (1) } }, ARB_SIDE_SECOND, "bbbbb/bbbbb/bbbww/wwwww/wwwww b 1", NULL },
  /* Point 1 emptied, a white man on point 25 replaced by a black one. */
  { "alquerque", "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1",
    { { "1", 0 }, { "25", SECOND (1) } }, -1, ".bbbb/bbbbb/bb.ww/wwwww/wwwwb w 1", NULL },
  /* Checkers: Black's man on 9 becomes a white king, White to move. */
  { "checkers", "B:W21-32:B1-12",
    { { "9", SECOND (2) } }, ARB_SIDE_SECOND,
    "W:WK9,21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12", NULL },
  /* A white man on its own crowning row (1–4): checkers.md §9.1 refuses it. */
  { "checkers", "B:W21-32:B1-12",
    { { "1", SECOND (1) } }, -1, NULL, "crowning row" },
  /* Congkak: pit 1 of Player 1 (cell 0) emptied into Player 1's store
   * (cell 2N = 6), Player 2 to move. */
  { "congkak", "4,4,4/4,4,4/0/0 1",
    { { "#0", 0 }, { "#6", 4 } }, ARB_SIDE_SECOND, "0,4,4/4,4,4/4/0 2", NULL },
  /* Both rows emptied into Player 2's store (cell 2N + 1 = 5): a finished
   * game, which §9.1 reads like any other. */
  { "congkak", "1,0/0,1/0/0 1",
    { { "#0", 0 }, { "#3", 0 }, { "#5", 2 } }, -1, "0,0/0,0/0/2 1", NULL },
};

static void
test_cases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      const ArbRules *rules = arb_games_lookup (c->game);
      g_autofree gpointer state = NULL;
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      g_autoptr (GError) error = NULL;
      gboolean ok;

      g_test_message ("case %u: %s %s", i, c->game, c->start);
      g_assert_nonnull (rules);
      g_assert_true (arb_rules_can_edit (rules));
      state = g_malloc0 (rules->state_size);
      g_assert_true (rules->read_position (state, c->start, NULL));
      before = arb_rules_write_position (rules, state);

      for (guint e = 0; e < G_N_ELEMENTS (c->edits) && c->edits[e].cell != NULL; e++)
        {
          guint cell = c->edits[e].cell[0] == '#' ? (guint) atoi (c->edits[e].cell + 1)
                                                  : cell_named (rules, c->edits[e].cell);

          if (rules->edit_piece != NULL)
            g_assert_true (rules->edit_piece (state, cell, (guint8) c->edits[e].value));
          else
            g_assert_true (rules->edit_count (state, cell, c->edits[e].value));
        }
      if (c->turn >= 0)
        rules->edit_turn (state, (ArbSide) c->turn);

      ok = arb_rules_edit_finish (rules, state, &error);
      after = arb_rules_write_position (rules, state);
      if (c->expected != NULL)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          g_assert_cmpstr (after, ==, c->expected);
          /* Rebuilt: the position is one the rules hold valid. */
          g_assert_true (rules->is_valid (state, NULL));
        }
      else
        {
          g_assert_false (ok);
          g_assert_nonnull (error);
          g_assert_nonnull (strstr (error->message, c->refusal));
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
        }
    }
}

/* What a cell can never hold is refused at once, nothing changed: a light
 * square of checkers, a kind a game lacks, a cell off the board. */
static void
test_impossible_edits (void)
{
  const ArbRules *chess = arb_games_lookup ("chess");
  const ArbRules *checkers = arb_games_lookup ("checkers");
  const ArbRules *alquerque = arb_games_lookup ("alquerque");
  const ArbRules *congkak = arb_games_lookup ("congkak");
  g_autofree gpointer a = g_malloc0 (chess->state_size);
  g_autofree gpointer b = g_malloc0 (checkers->state_size);
  g_autofree gpointer c = g_malloc0 (alquerque->state_size);
  g_autofree gpointer d = g_malloc0 (congkak->state_size);
  g_autofree gpointer copy = NULL;

  chess->init_start (a);
  copy = g_memdup2 (a, chess->state_size);
  g_assert_false (chess->edit_piece (a, 64, FIRST (1)));
  g_assert_false (chess->edit_piece (a, 0, FIRST (7)));
  g_assert_false (chess->edit_piece (a, 0, 0x10 | 1));
  g_assert_cmpmem (a, chess->state_size, copy, chess->state_size);

  checkers->init_start (b);
  g_clear_pointer (&copy, g_free);
  copy = g_memdup2 (b, checkers->state_size);
  /* a8 (cell 0) is a light square: checkers.md §1 plays on the dark ones. */
  g_assert_false (checkers->edit_piece (b, 0, FIRST (1)));
  g_assert_false (checkers->edit_piece (b, cell_named (checkers, "1"), FIRST (3)));
  g_assert_cmpmem (b, checkers->state_size, copy, checkers->state_size);

  alquerque->init_start (c);
  g_assert_false (alquerque->edit_piece (c, 25, FIRST (1)));
  g_assert_false (alquerque->edit_piece (c, 0, FIRST (2)));

  congkak->init_start (d);
  /* 7 pits a side: cells 0–13 the pits, 14 and 15 the stores. */
  g_assert_true (congkak->edit_count (d, 15, 3));
  g_assert_false (congkak->edit_count (d, 16, 3));
  g_assert_false (congkak->edit_count (d, 0, 70000));
}

/* An edited checkers position keeps the rule it plays by (regicide), which
 * its string does not hold (checkers.md §4.4, docs/games.md "Parameters"). */
static void
test_keeps_rule_parameters (void)
{
  const ArbRules *rules = arb_games_lookup ("checkers");
  g_autofree gpointer state = g_malloc0 (rules->state_size);
  gint64 values[ARB_PARAMS_MAX] = { 0 };
  gint64 after[ARB_PARAMS_MAX] = { 0 };
  guint regicide = G_MAXUINT;

  for (guint i = 0; i < rules->n_params; i++)
    if (strcmp (rules->params[i].name, "regicide") == 0)
      regicide = i;
  g_assert_cmpuint (regicide, <, rules->n_params);

  rules->init_start (state);
  rules->read_params (state, values);
  values[regicide] = !values[regicide];
  rules->apply_params (state, values);
  g_assert_true (rules->edit_piece (state, cell_named (rules, "9"), 0));
  g_assert_true (arb_rules_edit_finish (rules, state, NULL));
  rules->read_params (state, after);
  g_assert_cmpint (after[regicide], ==, values[regicide]);
}

/* Every game of the registry has an editor (a new game must give one). */
static void
test_every_game (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint i = 0; i < n_games; i++)
    {
      g_test_message ("%s", games[i]->id);
      g_assert_true (arb_rules_can_edit (games[i]));
      g_assert_true ((games[i]->edit_piece != NULL) != (games[i]->edit_count != NULL));
      g_assert_true ((games[i]->edit_count != NULL) == (games[i]->cell_count != NULL));
    }
}

/* The palette: the pieces each game's spec has, both sides', each one
 * edit_piece() puts down and piece_at() reads back (rules.md §1: six kinds
 * a side; checkers.md §1: men and kings; alquerque.md §1: one kind), and
 * none for a board that counts seeds. */
static void
test_palette (void)
{
  static const struct { const char *game; guint n; } sizes[] = {
    { "chess", 12 }, { "checkers", 4 }, { "alquerque", 2 }, { "congkak", 0 },
  };
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    g_assert_cmpuint (arb_games_lookup (sizes[i].game)->n_edit_pieces, ==, sizes[i].n);

  for (guint i = 0; i < n_games; i++)
    {
      const ArbRules *rules = games[i];
      g_autofree gpointer state = g_malloc0 (rules->state_size);
      guint sides[ARB_N_SIDES] = { 0, 0 };
      guint16 seen = 0;

      g_test_message ("%s", rules->id);
      g_assert_true ((rules->n_edit_pieces > 0) == (rules->edit_piece != NULL));
      g_assert_true ((rules->n_edit_pieces > 0) == (rules->edit_pieces != NULL));
      rules->init_start (state);
      for (guint p = 0; p < rules->n_edit_pieces; p++)
        {
          guint8 piece = rules->edit_pieces[p].piece;
          gboolean placed = FALSE;

          g_assert_nonnull (rules->edit_pieces[p].name);
          g_assert_cmpuint (piece & 7, !=, 0);
          g_assert_false (seen & (1u << piece));
          seen |= 1u << piece;
          /* The first player's first. */
          g_assert_cmpuint (arb_cell_piece_side (piece), >=,
                            p > 0 ? arb_cell_piece_side (rules->edit_pieces[p - 1].piece) : 0);
          sides[arb_cell_piece_side (piece)]++;
          for (guint cell = 0; cell < rules->n_cells && !placed; cell++)
            if (rules->edit_piece (state, cell, piece))
              {
                g_assert_cmpuint (rules->piece_at (state, cell), ==, piece);
                placed = TRUE;
              }
          g_assert_true (placed);
        }
      /* Both sides have the same kinds. */
      g_assert_cmpuint (sides[0], ==, sides[1]);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/edit/cases", test_cases);
  g_test_add_func ("/edit/impossible", test_impossible_edits);
  g_test_add_func ("/edit/keeps-rule-parameters", test_keeps_rule_parameters);
  g_test_add_func ("/edit/every-game", test_every_game);
  g_test_add_func ("/edit/palette", test_palette);

  return g_test_run ();
}
