/* arb-board-cells.c — what the board widget says of its cells
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pieces on the cells, where the selected piece can go and what it
 * takes there, the coach's warnings, the threatened cells, the last move,
 * each cell's description for screen readers, where each cell lies in
 * the widget, and the cells' names written on the board (Show
 * Coordinates: checkers' square numbers, the points' numbers). All derived from the game when asked: the board keeps none
 * of it.
 */
#include "arb-board-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* ------------------------------------------------------------ statics */

/**
 * arb_board_piece_on:
 * @self: a board
 * @square: a cell
 *
 * Returns: the piece on @square, in the rules' coding (arb_cell_piece_kind()),
 *   or %ARB_CELL_EMPTY.
 */
guint8
arb_board_piece_on (ArbBoard *self, ArbCell square)
{
  if (self->game == NULL || square >= arb_board_n_cells (self))
    return ARB_CELL_EMPTY;
  return arb_game_get_cell (self->game, square);
}

/* The cells the piece on @from may go to next, as the game says (the
 * next hop of a capture entered hop by hop); in @takes, those of them where
 * the move takes a piece (a capture, a jump). */
static guint64
reachable_from (ArbBoard  *self,
                ArbCell    from,
                guint64   *takes)
{
  return arb_board_path_next (self, from, takes);
}

/* The coach: of the cells the piece on @from may go to, those after which
 * a cell of the mover is threatened (@threatened_cells: chess's King can
 * be taken). Such moves may be legal (chess lets a player move into
 * check, rules.md §5), but they hand the game away unless the opponent
 * misses it. Each move is made on a copy of the position; a move that
 * ends the game (one that takes the enemy King) is never one of them.
 * Games without threatened cells have no coach. */
static guint64
coached_from (ArbBoard  *self,
              ArbCell    from)
{
  g_autofree ArbMoveList *list = NULL;
  g_autofree guint8 *after = NULL;
  g_autofree guint8 *undo = NULL;
  const ArbRules *rules;
  gconstpointer state;
  ArbSide mover;
  guint64 cells = 0;

  if (self->game == NULL || from >= arb_board_n_cells (self))
    return 0;
  rules = arb_game_get_rules (self->game);
  if (rules->threatened_cells == NULL)
    return 0;
  list = g_new (ArbMoveList, 1);
  arb_game_moves_from_cell (self->game, from, list);
  if (list->n_moves == 0)
    return 0;
  state = arb_game_get_state (self->game);
  mover = arb_game_get_turn (self->game);
  after = g_malloc (rules->state_size);
  undo = g_malloc (rules->undo_size);
  for (guint i = 0; i < list->n_moves; i++)
    {
      ArbOutcome outcome;
      guint cell;

      memcpy (after, state, rules->state_size);
      rules->make (after, &list->moves[i], undo);
      rules->outcome (after, &outcome);
      if (outcome.result == ARB_RESULT_NONE
          && rules->threatened_cells (after, mover, &cell, 1) > 0)
        cells |= ARB_CELL_BIT (arb_move_last (&list->moves[i]));
    }
  return cells;
}

/* What stands on a cell, inside a sentence: "white knight", "empty",
 * "White piece". Newly allocated. */
static char *
piece_name (ArbBoard *self,
            guint8    piece)
{
  const ArbAppWords *words = arb_board_app_words (self);

  if (piece == ARB_CELL_EMPTY)
    return g_strdup (_("empty"));
  if (words != NULL && words->piece_names != NULL && words->piece_names[piece & 15] != NULL)
    return g_strdup (_(words->piece_names[piece & 15]));
  /* Translators: a piece of a game with one kind of piece, "White piece" */
  return g_strdup_printf (_("%s piece"),
                          arb_rules_player_name (arb_game_get_rules (self->game),
                                                 arb_cell_piece_side (piece)));
}

/* ------------------------------------------------------------ public API */

/**
 * arb_board_get_reachable:
 * @self: a board
 *
 * Returns: the set of squares (ARB_CELL_BIT()) the selected piece can
 *   reach, drawn or not; 0 without a selection
 */
guint64
arb_board_get_reachable (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), 0);
  return reachable_from (self, self->selected, NULL);
}

/* Both at once, for drawing: one walk over the selected piece's moves a
 * frame instead of two. */
guint64
arb_board_get_reachable_and_captures (ArbBoard *self,
                                      guint64  *captures)
{
  return reachable_from (self, self->selected, captures);
}

/**
 * arb_board_get_captures:
 * @self: a board
 *
 * Returns: the reachable squares that hold a piece (of the other side, as
 *   the rules go): these are drawn as captures
 */
guint64
arb_board_get_captures (ArbBoard *self)
{
  guint64 captures;

  g_return_val_if_fail (ARB_IS_BOARD (self), 0);

  reachable_from (self, self->selected, &captures);
  return captures;
}

/**
 * arb_board_get_coached:
 * @self: a board
 *
 * The coach's squares: those the selected piece can reach after which a
 * cell of the mover is threatened, in games that warn of threatened cells
 * (chess: the opponent can capture the mover's King) — legal in chess,
 * and what a beginner should think twice about. A move that ends the game
 * (that takes the enemy King) is never one of them.
 *
 * Returns: a subset of arb_board_get_reachable(), whether or not the coach
 *   shows it (:show-coach); 0 without a selection and in games without
 *   threatened cells
 */
guint64
arb_board_get_coached (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), 0);
  return coached_from (self, self->selected);
}

/**
 * arb_board_get_last_move:
 * @self: a board
 * @move: (out) (optional): the move that led to the position shown
 *
 * Returns: %FALSE when no move led there (no game, or its first ply)
 */
gboolean
arb_board_get_last_move (ArbBoard *self,
                         ArbMove  *move)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  /* The records in effect end with the shown position's move, perhaps
   * followed by the checks, win or draw it caused. */
  for (guint i = arb_game_get_n_records (self->game); i > 0; i--)
    {
      const ArbRecord *record = arb_game_get_record (self->game, i - 1);

      if (record->type == ARB_RECORD_MOVE)
        {
          if (move != NULL)
            *move = record->move;
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * arb_board_get_threatened:
 * @self: a board
 *
 * The cells the game warns of (the table's @threatened_cells), of both
 * sides: chess's Kings in check, both at once in this game.
 *
 * Returns: the squares (ARB_CELL_BIT()) of the threatened cells; 0 in
 *   games without
 */
guint64
arb_board_get_threatened (ArbBoard *self)
{
  const ArbRules *rules;
  guint64 squares = 0;

  g_return_val_if_fail (ARB_IS_BOARD (self), 0);

  if (self->game == NULL)
    return 0;
  rules = arb_game_get_rules (self->game);
  if (rules->threatened_cells == NULL)
    return 0;
  for (guint side = 0; side < ARB_N_SIDES; side++)
    {
      guint cells[64];
      guint n = rules->threatened_cells (arb_game_get_state (self->game), (ArbSide) side,
                                         cells, G_N_ELEMENTS (cells));

      for (guint i = 0; i < n; i++)
        if (cells[i] < arb_board_n_cells (self))
          squares |= ARB_CELL_BIT (cells[i]);
    }
  return squares;
}

/**
 * arb_board_describe_square:
 * @self: a board
 * @square: a square
 *
 * Says what a player sees on @square: its name, its piece, and whether it
 * is selected, reachable by the selected piece, or a King in check, e.g.
 * "e4, white knight, reachable" or "e5, empty". With the coach on
 * (:show-coach), a reachable square whose move leaves the King to be
 * captured says so: "f2, empty, reachable, leaves the King attacked".
 *
 * Returns: (transfer full): a translated text
 */
char *
arb_board_describe_square (ArbBoard  *self,
                           ArbCell    square)
{
  const ArbAppWords *words;
  GString *text;
  g_autofree char *piece = NULL;
  char name[16];

  g_return_val_if_fail (ARB_IS_BOARD (self), NULL);
  g_return_val_if_fail (square < arb_board_n_cells (self), NULL);

  arb_board_cell_name (self, square, name);
  if (self->game != NULL && arb_game_get_rules (self->game)->board.kind == ARB_BOARD_POINTS)
    /* Translators: a point of a board of points and lines, "point 13" */
    {
      text = g_string_new (NULL);
      g_string_printf (text, _("point %s"), name);
    }
  else
    text = g_string_new (name);
  if (self->game == NULL)
    return g_string_free (text, FALSE);

  /* Translators: between the parts of a square's description, as in
   * "e4, white knight, reachable" */
#define SEPARATOR _(", ")
  g_string_append (text, SEPARATOR);
  piece = piece_name (self, arb_board_piece_on (self, square));
  g_string_append (text, piece);
  if (square == self->selected)
    {
      g_string_append (text, SEPARATOR);
      g_string_append (text, _("selected"));
    }
  if (arb_board_get_reachable (self) & ARB_CELL_BIT (square))
    {
      g_string_append (text, SEPARATOR);
      g_string_append (text, _("reachable"));
    }
  /* The game's words for a threat and the coach's warning. */
  words = arb_board_app_words (self);
  if (self->show_coach && words != NULL && words->coach_cell != NULL
      && (arb_board_get_coached (self) & ARB_CELL_BIT (square)))
    {
      g_string_append (text, SEPARATOR);
      g_string_append (text, _(words->coach_cell));
    }
  if (words != NULL && words->threatened_cell != NULL
      && (arb_board_get_threatened (self) & ARB_CELL_BIT (square)))
    {
      g_string_append (text, SEPARATOR);
      g_string_append (text, _(words->threatened_cell));
    }
#undef SEPARATOR
  return g_string_free (text, FALSE);
}

/**
 * arb_board_square_at:
 * @self: a board
 * @x: @y: a point in widget coordinates
 *
 * Returns: the square drawn there, or %ARB_CELL_NONE outside the board
 */
ArbCell
arb_board_square_at (ArbBoard *self,
                     double    x,
                     double    y)
{
  ArbBoardLayout geometry;
  int column, row;

  g_return_val_if_fail (ARB_IS_BOARD (self), ARB_CELL_NONE);

  if (!arb_board_get_geometry (self, &geometry))
    return ARB_CELL_NONE;
  x -= geometry.x0;
  y -= geometry.y0;
  if (x < 0 || y < 0)
    return ARB_CELL_NONE;
  column = (int) (x / geometry.size);
  row = (int) (y / geometry.size);
  if (column >= (int) arb_board_columns (self) || row >= (int) arb_board_rows (self))
    return ARB_CELL_NONE;
  return arb_board_cell (self, arb_board_flip_x (self, column), arb_board_flip_y (self, row));
}

/**
 * arb_board_get_square_bounds:
 * @self: a board
 * @square: a square
 * @bounds: (out): where it is drawn, in widget coordinates
 *
 * Returns: %FALSE while the widget is too small to draw a board
 */
gboolean
arb_board_get_square_bounds (ArbBoard        *self,
                             ArbCell          square,
                             graphene_rect_t *bounds)
{
  ArbBoardLayout geometry;

  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  g_return_val_if_fail (square < arb_board_n_cells (self), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  if (!arb_board_get_geometry (self, &geometry))
    return FALSE;
  arb_board_cell_rect (self, &geometry, square, bounds);
  return TRUE;
}

/* ------------------------------------------------- names on the board */

/* A layout for the board's small labels, its font @size pixels high. */
static PangoLayout *
label_layout (ArbBoard *self,
              double    size)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  PangoFontDescription *font = pango_font_description_copy (
    pango_context_get_font_description (pango_layout_get_context (layout)));

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

/* The rules' names of the cells that have one (checkers' square numbers),
 * small, in the top left corner, where a piece's disc leaves room. */
void
arb_board_append_cell_labels (ArbBoard             *self,
                              GtkSnapshot          *snapshot,
                              const ArbBoardLayout *geometry,
                              const GdkRGBA        *on_light,
                              const GdkRGBA        *on_dark)
{
  const ArbRules *rules = arb_game_get_rules (self->game);
  int label_size = arb_board_glyphs_label_size (geometry->size);
  g_autoptr (PangoLayout) layout = NULL;
  float margin = MAX (1.f, geometry->size * .04f);

  /* Too small to read: better nothing than smudges. */
  if (label_size == 0)
    return;
  layout = label_layout (self, label_size * .85);

  for (guint cell = 0; cell < arb_board_n_cells (self); cell++)
    {
      char name[16];
      graphene_rect_t rect;
      PangoRectangle ink;
      gboolean dark_square = (arb_board_cell_x (self, cell) + arb_board_cell_y (self, cell)) % 2 == 1;

      if (!rules->cell_label (cell, name))
        continue;
      arb_board_cell_rect (self, geometry, cell, &rect);
      pango_layout_set_text (layout, name, -1);
      pango_layout_get_pixel_extents (layout, &ink, NULL);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (rect.origin.x + margin - ink.x,
                                                    rect.origin.y + margin - ink.y));
      gtk_snapshot_append_layout (snapshot, layout, dark_square ? on_dark : on_light);
      gtk_snapshot_restore (snapshot);
    }
}

/* The points' numbers (Alquerque's "1" to "25", as the history and the
 * hints name them): small, above each point and left of the line that
 * rises from it, between that line and the diagonal to the tile's corner,
 * where neither the lines nor a piece's disc cover them. */
void
arb_board_append_point_numbers (ArbBoard             *self,
                                GtkSnapshot          *snapshot,
                                const ArbBoardLayout *geometry,
                                const GdkRGBA        *color)
{
  int label_size = arb_board_glyphs_label_size (geometry->size);
  g_autoptr (PangoLayout) layout = NULL;
  float gap = MAX (2.f, geometry->size * .05f);

  if (label_size == 0)
    return;
  layout = label_layout (self, label_size * .7);

  for (guint cell = 0; cell < arb_board_n_cells (self); cell++)
    {
      char name[16];
      graphene_rect_t rect;
      PangoRectangle ink;

      arb_board_cell_name (self, cell, name);
      arb_board_cell_rect (self, geometry, cell, &rect);
      pango_layout_set_text (layout, name, -1);
      pango_layout_get_pixel_extents (layout, &ink, NULL);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (rect.origin.x + rect.size.width / 2 - gap
                                                      - ink.width - ink.x,
                                                    rect.origin.y + 1 - ink.y));
      gtk_snapshot_append_layout (snapshot, layout, color);
      gtk_snapshot_restore (snapshot);
    }
}
