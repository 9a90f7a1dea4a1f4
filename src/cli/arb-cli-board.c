/* arb-cli-board.c — how the terminal shows a game: the board as text, and
 * the words of `play` the game gives
 *
 * The board is drawn from the rules table alone (its geometry, its piece
 * symbols, piece_at(), cell_label(), cell_count()); one drawing per kind of
 * board. The words come from the table's play_text.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

#include <string.h>

/* ------------------------------------------------------------ statics */

/* Words of a game without its own: every member NULL or FALSE. */
static const ArbPlayText default_play_text = { 0 };

/* The symbol of @piece: the rules table's letter, '.' for an empty cell. */
static char
piece_symbol (const ArbRules *rules,
              guint8          piece)
{
  const char *symbols;
  guint kind = arb_cell_piece_kind (piece);

  if (piece == ARB_CELL_EMPTY)
    return '.';
  symbols = rules->piece_symbols[arb_cell_piece_side (piece)];
  if (symbols == NULL || kind >= strlen (symbols))
    return '?';
  return symbols[kind];
}

/* ARB_BOARD_GRID: the top row first, each led by its rank number (the
 * bottom row is 1), the files a, b, c… underneath. */
static void
draw_grid (const ArbRules *rules,
           gconstpointer   state,
           GString        *text)
{
  ArbBoardGeometry board;
  guint width, height;

  arb_rules_geometry (rules, state, &board);
  width = board.width;
  height = board.height;

  for (guint y = 0; y < height; y++)
    {
      g_string_append_printf (text, "%u", height - y);
      for (guint x = 0; x < width; x++)
        {
          g_string_append_c (text, ' ');
          g_string_append_c (text, piece_symbol (rules, rules->piece_at (state, y * width + x)));
        }
      g_string_append_c (text, '\n');
    }
  g_string_append (text, " ");
  for (guint x = 0; x < width; x++)
    {
      g_string_append_c (text, ' ');
      g_string_append_c (text, (char) ('a' + x));
    }
  g_string_append_c (text, '\n');
}

static gboolean
has_segment (const ArbBoardGeometry *board,
             guint                   a,
             guint                   b)
{
  for (guint i = 0; i < board->n_segments; i++)
    {
      if ((board->segments[i][0] == a && board->segments[i][1] == b)
          || (board->segments[i][0] == b && board->segments[i][1] == a))
        return TRUE;
    }
  return FALSE;
}

/* One ARB_BOARD_POINTS diagram, 2·height − 1 lines of @n_columns
 * characters each (one per terminal column): each point's label
 * right-aligned in @label_width columns, "──" between points a segment
 * joins, "│" under a point joined to the one below, "╲" and "╱" for the
 * diagonals, as alquerque.md §1 draws it:
 *
 *    1 ── 2 ── 3
 *    │ ╲  │  ╱ │
 *    6 ── 7 ── 8
 *
 * @labels: the ASCII text of each point, at most @label_width bytes.
 */
static gunichar *
points_diagram (const ArbBoardGeometry *board,
                char                  **labels,
                guint                   label_width,
                guint                  *n_columns)
{
  guint period = label_width + 3;
  guint width = period * (board->width - 1) + label_width;
  guint n_lines = 2 * board->height - 1;
  gunichar *chars = g_new (gunichar, (gsize) n_lines * width);

  for (gsize i = 0; i < (gsize) n_lines * width; i++)
    chars[i] = ' ';

  for (guint y = 0; y < board->height; y++)
    {
      gunichar *row = chars + (gsize) 2 * y * width;
      gunichar *between = row + width;

      for (guint x = 0; x < board->width; x++)
        {
          guint cell = y * board->width + x;
          guint column = period * x;
          gsize len = MIN (strlen (labels[cell]), label_width);

          for (gsize i = 0; i < len; i++)
            row[column + label_width - len + i] = (guchar) labels[cell][i];

          if (x + 1 < board->width && has_segment (board, cell, cell + 1))
            row[column + label_width + 1] = row[column + label_width + 2] = 0x2500; /* ─ */

          if (y + 1 < board->height)
            {
              gboolean down_right, down_left;

              if (has_segment (board, cell, cell + board->width))
                between[column + label_width - 1] = 0x2502; /* │ */
              if (x + 1 >= board->width)
                continue;
              down_right = has_segment (board, cell, cell + board->width + 1);
              down_left = has_segment (board, cell + 1, cell + board->width);
              if (down_right && down_left)
                between[column + label_width + 1] = 0x2573; /* ╳ */
              else if (down_right)
                between[column + label_width + 1] = 0x2572; /* ╲ */
              else if (down_left)
                /* Where alquerque.md §1 draws it: one column further
                 * right below the first, third… rows. */
                between[column + label_width + 1 + (y % 2 == 0)] = 0x2571; /* ╱ */
            }
        }
    }
  *n_columns = width;
  return chars;
}

/* A grid whose players name only some squares (checkers' dark squares,
 * checkers.md §1, §2): those squares with their pieces, `b B w W .`, the
 * others blank; beside it the names that moves use. */
static void
draw_labelled_grid (const ArbRules *rules,
                    gconstpointer   state,
                    GString        *text)
{
  ArbBoardGeometry board;

  arb_rules_geometry (rules, state, &board);
  for (guint y = 0; y < board.height; y++)
    {
      gsize start = text->len;
      char name[16];

      for (guint x = 0; x < board.width; x++)
        {
          guint cell = y * board.width + x;

          g_string_append_printf (text, " %c", rules->cell_label (cell, name)
                                                 ? piece_symbol (rules, rules->piece_at (state, cell))
                                                 : ' ');
        }
      g_string_append (text, "   ");
      for (guint x = 0; x < board.width; x++)
        {
          if (rules->cell_label (y * board.width + x, name))
            g_string_append_printf (text, "%3s", name);
          else
            g_string_append (text, "   ");
        }
      while (text->len > start && text->str[text->len - 1] == ' ')
        g_string_truncate (text, text->len - 1);
      g_string_append_c (text, '\n');
    }
}

/* The name players give a point: the table's, or its number from 1
 * (alquerque.md §1: cell 0 is point 1). */
static char *
point_label (const ArbRules *rules,
             guint           cell)
{
  char name[16];

  if (rules->cell_label != NULL && rules->cell_label (cell, name))
    return g_strdup (name);
  return g_strdup_printf ("%u", cell + 1);
}

/* ARB_BOARD_POINTS: the pieces on the lines of the board, and beside
 * them, when moves name points by number, the same diagram with the
 * numbers, so that a player can read the move to type. */
static void
draw_points (const ArbRules *rules,
             gconstpointer   state,
             GString        *text)
{
  /* Points and lines: a fixed board (the table's), whatever the position. */
  const ArbBoardGeometry *board = &rules->board;
  guint n_points = board->width * board->height;
  guint n_lines = 2 * board->height - 1;
  g_autofree gunichar *pieces = NULL;
  g_autofree gunichar *numbers = NULL;
  g_auto(GStrv) piece_labels = g_new0 (char *, n_points + 1);
  g_auto(GStrv) number_labels = g_new0 (char *, n_points + 1);
  guint label_width = 2;
  guint n_columns = 0;

  if (n_points == 0)
    return;
  for (guint cell = 0; cell < n_points; cell++)
    {
      piece_labels[cell] = g_strdup_printf ("%c", piece_symbol (rules,
                                                                rules->piece_at (state, cell)));
      number_labels[cell] = point_label (rules, cell);
      label_width = MAX (label_width, (guint) strlen (number_labels[cell]));
    }

  pieces = points_diagram (board, piece_labels, label_width, &n_columns);
  numbers = points_diagram (board, number_labels, label_width, &n_columns);

  for (guint line = 0; line < n_lines; line++)
    {
      gsize start = text->len;

      for (guint i = 0; i < n_columns; i++)
        g_string_append_unichar (text, pieces[(gsize) line * n_columns + i]);
      if (numbers != NULL)
        {
          g_string_append (text, "    ");
          for (guint i = 0; i < n_columns; i++)
            g_string_append_unichar (text, numbers[(gsize) line * n_columns + i]);
        }
      /* No blanks at the end of a line. */
      while (text->len > start && text->str[text->len - 1] == ' ')
        g_string_truncate (text, text->len - 1);
      g_string_append_c (text, '\n');
    }
}

/* ARB_BOARD_PITS with the view's seed counts (Congkak §1, §12): the
 * second player's row on top, numbered from the right, its store on the
 * left; the first player's row below, numbered from the left, its store on
 * the right. Every count in full, columns as wide as the widest. */
static void
draw_pits (const ArbRules *rules,
           gconstpointer   state,
           GString        *text)
{
  ArbBoardGeometry board;
  guint n, width, store_width;
  g_autofree char *store2 = NULL;
  g_autofree char *store1 = NULL;
  gsize indent;

  arb_rules_geometry (rules, state, &board);
  n = board.width;
  {
    g_autofree char *digits = g_strdup_printf ("%u", n);

    width = (guint) strlen (digits);
  }
  for (guint cell = 0; cell < 2 * n; cell++)
    {
      g_autofree char *digits = g_strdup_printf ("%u", rules->cell_count (state, cell));

      width = MAX (width, (guint) strlen (digits));
    }
  width += 2;
  store2 = g_strdup_printf ("[%u]", rules->cell_count (state, 2 * n + 1));
  store1 = g_strdup_printf ("[%u]", rules->cell_count (state, 2 * n));
  store_width = (guint) MAX (strlen (store1), strlen (store2));
  indent = store_width + 1;

#define ROW(expr) \
  G_STMT_START { \
    g_string_append_printf (text, "%*s", (int) indent, ""); \
    for (guint i = 0; i < n; i++) \
      g_string_append_printf (text, "%*u", (int) width, (expr)); \
  } G_STMT_END
  ROW (n - i);
  g_string_append_printf (text, "   %s's pits\n", rules->player_names[ARB_SIDE_SECOND]);
  ROW (rules->cell_count (state, n + (n - 1 - i)));
  g_string_append_c (text, '\n');
  g_string_append_printf (text, "%-*s%*s %s\n", (int) indent, store2, (int) (n * width), "",
                          store1);
  ROW (rules->cell_count (state, i));
  g_string_append_c (text, '\n');
  ROW (i + 1);
  g_string_append_printf (text, "   %s's pits\n", rules->player_names[ARB_SIDE_FIRST]);
#undef ROW
}

/* ---------------------------------------------------------- public API */

/**
 * arb_cli_play_text:
 * @rules: a game
 *
 * Returns: (transfer none): the words of `play` for @rules' game: its own,
 *   or defaults (every member NULL or FALSE).
 */
const ArbPlayText *
arb_cli_play_text (const ArbRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  return rules->play_text != NULL ? rules->play_text : &default_play_text;
}

/**
 * arb_cli_board_to_text:
 * @rules: a game
 * @state: (type gconstpointer): a position of that game
 *
 * Draws the board. A grid (chess) as White sees it: the top row first, each
 * led by its number, the files underneath, `.` for an empty square and the
 * rules table's symbol of each piece (chess: the FEN letter):
 *
 * |[
 * 8 r n b q k b n r
 * 7 p p p p p p p p
 * 6 . . . . . . . .
 * …
 * 1 R N B Q K B N R
 *   a b c d e f g h
 * ]|
 *
 * Points joined by lines (Alquerque) as the spec's diagram, the symbols
 * (`b`, `w`, `.`) on the points, and the point numbers in a second diagram
 * beside it:
 *
 * |[
 *  b ── b ── b ── b ── b     1 ── 2 ── 3 ── 4 ── 5
 *  │ ╲  │  ╱ │ ╲  │  ╱ │     │ ╲  │  ╱ │ ╲  │  ╱ │
 *  …
 * ]|
 *
 * Any other board as its position string.
 *
 * Returns: (transfer full): the lines, each ending with a newline
 */
char *
arb_cli_board_to_text (const ArbRules *rules,
                       gconstpointer   state)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (rules != NULL && state != NULL, NULL);

  switch (rules->board.kind)
    {
    case ARB_BOARD_GRID:
      if (rules->cell_label != NULL)
        draw_labelled_grid (rules, state, text);
      else
        draw_grid (rules, state, text);
      break;
    case ARB_BOARD_POINTS:
      draw_points (rules, state, text);
      break;
    case ARB_BOARD_PITS:
      if (rules->cell_count != NULL)
        {
          draw_pits (rules, state, text);
          break;
        }
      G_GNUC_FALLTHROUGH;
    default:
      rules->write_position (state, text);
      g_string_append_c (text, '\n');
      break;
    }
  return g_string_free (text, FALSE);
}
