/* arb-checkers-text.c — checkers in characters: the position string (PDN
 * FEN) and the move notation (spec §9.1, §9.2)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the readers accept, and why:
 *
 * - Position strings (§9.1): `TURN:LIST:LIST`, white space around it
 *   ignored and one trailing '.' allowed; the two lists in either order;
 *   items a square (leading zeros allowed), a range `A-B` with A ≤ B, each
 *   with an optional `K` (a `K` before a range makes all of it kings).
 *   Refused, with a message naming the part: everything else, a square
 *   given twice, a man on its own crowning row and an empty board. The
 *   checks run in reading order, so the message names the first fault.
 * - Move notation (§9.2): squares joined by '-', 'x' or 'X', read as the
 *   start, the end and landing squares in between, matched against the
 *   legal moves (PDN's short form `9x27` included). Move-strength marks
 *   (`!`, `?`) at the end are ignored, as files carry them. No other
 *   character, not even a space (the caller strips what its context adds).
 */

#include "arb-checkers-private.h"
#include "arb-text.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------- statics */

typedef struct
{
  const char *name;    /* "the White list" */
  guint32    *men;
  guint32    *kings;
} Section;

static gboolean G_GNUC_PRINTF (3, 4)
fail (GError **error, ArbCheckersPositionError code, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, ARB_CHECKERS_POSITION_ERROR, code, message);
  return FALSE;
}

/* A decimal number of @len ≥ 1 digits at @p; G_MAXUINT when it is not one. */
static guint
read_number (const char *p, gsize len)
{
  guint n = 0;

  if (len == 0)
    return G_MAXUINT;
  for (gsize i = 0; i < len; i++)
    {
      if (!g_ascii_isdigit (p[i]))
        return G_MAXUINT;
      n = MIN (10 * n + (guint) (p[i] - '0'), 1000u);
    }
  return n;
}

/* One list after its colour letter: comma-separated items. */
static gboolean
read_list (const char *p, gsize len, const char *name, guint32 *men, guint32 *kings,
           guint32 *seen, GError **error)
{
  guint item = 0;
  const char *end = p + len;

  if (len == 0)
    return TRUE;
  for (const char *start = p; start <= end; item++)
    {
      const char *stop = memchr (start, ',', (gsize) (end - start));
      const char *q = start;
      g_autofree char *text = NULL;
      gboolean king = FALSE;
      const char *dash;
      guint lo, hi;

      if (stop == NULL)
        stop = end;
      /* Messages are short and printable whatever the input holds. */
      text = arb_text_quote (start, (gssize) (stop - start));
      if (stop == start)
        return fail (error, ARB_CHECKERS_POSITION_ERROR_SQUARE,
                     _("position string, %s, item %u: empty"), name, item + 1);
      if (*q == 'K')
        {
          king = TRUE;
          q++;
        }
      dash = memchr (q, '-', (gsize) (stop - q));
      lo = read_number (q, (gsize) ((dash != NULL ? dash : stop) - q));
      hi = dash != NULL ? read_number (dash + 1, (gsize) (stop - dash - 1)) : lo;
      if (lo == G_MAXUINT || hi == G_MAXUINT)
        return fail (error, ARB_CHECKERS_POSITION_ERROR_SQUARE,
                     _("position string, %s, item %u ('%s'): not a square, a range A-B or "
                       "either with K before it"), name, item + 1, text);
      if (lo < 1 || lo > ARB_CHECKERS_N_SQUARES || hi < 1 || hi > ARB_CHECKERS_N_SQUARES)
        return fail (error, ARB_CHECKERS_POSITION_ERROR_SQUARE,
                     _("position string, %s, item %u ('%s'): squares are numbered 1 to 32"),
                     name, item + 1, text);
      if (lo > hi)
        return fail (error, ARB_CHECKERS_POSITION_ERROR_SQUARE,
                     _("position string, %s, item %u ('%s'): a reversed range"),
                     name, item + 1, text);
      for (guint n = lo; n <= hi; n++)
        {
          guint32 bit = (guint32) 1 << (n - 1);

          if (*seen & bit)
            return fail (error, ARB_CHECKERS_POSITION_ERROR_SQUARE,
                         _("position string, %s, item %u ('%s'): square %u is given twice"),
                         name, item + 1, text, n);
          *seen |= bit;
          if (king)
            *kings |= bit;
          else
            *men |= bit;
        }
      start = stop + 1;
    }
  return TRUE;
}

static void
append_list (GString *out, guint32 men, guint32 kings)
{
  gboolean first = TRUE;

  for (guint32 all = men | kings; all != 0;)
    {
      guint b = ck_pop_lowest (&all);

      g_string_append_printf (out, "%s%s%u", first ? "" : ",", kings >> b & 1 ? "K" : "", b + 1);
      first = FALSE;
    }
}

/* The squares of a path, "9x18x27" or "11-15". */
static void
format_move (const ArbMove *move, char buf[ARB_MOVE_TEXT_MAX])
{
  gsize len = 0;
  gboolean step = move->n_cells == 2
                  && ABS ((int) (move->cells[1] & 7) - (int) (move->cells[0] & 7)) == 1;

  buf[0] = '\0';
  for (guint i = 0; i < move->n_cells && i < ARB_MOVE_MAX_CELLS && len < ARB_MOVE_TEXT_MAX; i++)
    len += (gsize) g_snprintf (buf + len, ARB_MOVE_TEXT_MAX - len, "%s%u",
                               i == 0 ? "" : step ? "-" : "x",
                               arb_checkers_cell_to_square (move->cells[i]));
}

static int
compare_texts (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* -------------------------------------------------- the rules table */

gboolean
arb_checkers_read_position (gpointer     state,
                            const char  *text,
                            GError     **error)
{
  g_autofree char *copy = NULL;
  const char *parts[3];
  guint32 men[ARB_N_SIDES] = { 0, 0 }, kings[ARB_N_SIDES] = { 0, 0 }, seen = 0;
  gboolean have[ARB_N_SIDES] = { FALSE, FALSE };
  gsize len;
  ArbSide turn;

  g_return_val_if_fail (text != NULL, FALSE);

  copy = g_strstrip (g_strdup (text));
  len = strlen (copy);
  if (len > 0 && copy[len - 1] == '.')
    copy[--len] = '\0';
  if (len == 0)
    return fail (error, ARB_CHECKERS_POSITION_ERROR_SYNTAX, _("position string: empty"));
  for (gsize i = 0; i < len; i++)
    if (g_ascii_isspace (copy[i]))
      return fail (error, ARB_CHECKERS_POSITION_ERROR_SYNTAX,
                   _("position string: white space inside, at character %u"), (guint) i + 1);

  /* The turn is judged before the text is split: a 10 MB bad token is
   * refused without a second copy of it. */
  {
    const char *colon = strchr (copy, ':');
    gsize turn_len = colon != NULL ? (gsize) (colon - copy) : len;

    if (turn_len != 1 || (copy[0] != 'B' && copy[0] != 'W'))
      {
        g_autofree char *shown = arb_text_quote (copy, (gssize) turn_len);

        return fail (error, ARB_CHECKERS_POSITION_ERROR_TURN,
                     _("position string, turn: '%s' is not B or W"), shown);
      }
  }
  /* Split in place (the copy is ours): no second copy of a long list. */
  {
    guint n_colons = 0;

    for (char *p = copy; (p = strchr (p, ':')) != NULL; p++)
      {
        if (n_colons < 2)
          parts[n_colons + 1] = p + 1;
        n_colons++;
        *p = '\0';
      }
    if (n_colons != 2)
      return fail (error, ARB_CHECKERS_POSITION_ERROR_SECTIONS,
                   _("position string: %u lists after the turn, expected a W list and a B list"),
                   n_colons);
  }
  parts[0] = copy;
  turn = copy[0] == 'B' ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;

  for (guint i = 1; i <= 2; i++)
    {
      const char *list = parts[i];
      ArbSide side;
      const char *name;

      if (list[0] != 'W' && list[0] != 'B')
        {
          g_autofree char *shown = arb_text_quote (list, -1);

          return fail (error, ARB_CHECKERS_POSITION_ERROR_SECTIONS,
                       _("position string, list %u ('%s'): does not start with W or B"), i,
                       shown);
        }
      side = list[0] == 'B' ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;
      name = side == ARB_SIDE_FIRST ? _("the B list") : _("the W list");
      if (have[side])
        return fail (error, ARB_CHECKERS_POSITION_ERROR_SECTIONS,
                     _("position string: two %s lists"), side == ARB_SIDE_FIRST ? "B" : "W");
      have[side] = TRUE;
      if (!read_list (list + 1, strlen (list + 1), name, &men[side], &kings[side], &seen, error))
        return FALSE;
    }

  if (men[ARB_SIDE_FIRST] & CK_BLACK_CROWN_ROW)
    return fail (error, ARB_CHECKERS_POSITION_ERROR_CROWNING_ROW,
                 _("position string, the B list: a black man on %u, its crowning row (29–32)"),
                 (guint) __builtin_ctz (men[ARB_SIDE_FIRST] & CK_BLACK_CROWN_ROW) + 1);
  if (men[ARB_SIDE_SECOND] & CK_WHITE_CROWN_ROW)
    return fail (error, ARB_CHECKERS_POSITION_ERROR_CROWNING_ROW,
                 _("position string, the W list: a white man on %u, its crowning row (1–4)"),
                 (guint) __builtin_ctz (men[ARB_SIDE_SECOND] & CK_WHITE_CROWN_ROW) + 1);
  if (seen == 0)
    return fail (error, ARB_CHECKERS_POSITION_ERROR_NO_PIECES,
                 _("position string: no piece on the board"));

  arb_checkers_position_set (state, men[ARB_SIDE_FIRST], kings[ARB_SIDE_FIRST],
                             men[ARB_SIDE_SECOND], kings[ARB_SIDE_SECOND], turn);
  return TRUE;
}

/* Canonical (§9.1): turn, the White list, the Black list, squares
 * ascending, kings marked, no ranges. */
void
arb_checkers_write_position (gconstpointer state,
                             GString      *out)
{
  const ArbCheckersPosition *pos = state;

  g_string_append (out, pos->turn == ARB_SIDE_FIRST ? "B:W" : "W:W");
  append_list (out, pos->men[ARB_SIDE_SECOND], pos->kings[ARB_SIDE_SECOND]);
  g_string_append (out, ":B");
  append_list (out, pos->men[ARB_SIDE_FIRST], pos->kings[ARB_SIDE_FIRST]);
}

void
arb_checkers_move_to_text (gconstpointer  state,
                           const ArbMove *move,
                           char           buf[ARB_MOVE_TEXT_MAX])
{
  format_move (move, buf);
}

/* Whether @move's path is exactly @squares: its written form (§9.2). */
static gboolean
is_path (const ArbMove *move, const guint *squares, guint n)
{
  if (move->n_cells != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (arb_checkers_cell_to_square (move->cells[i]) != squares[i])
      return FALSE;
  return TRUE;
}

/* Whether @move's path starts at squares[0], ends at squares[n − 1] and
 * visits the squares between, in order, among its inner landings. */
static gboolean
matches (const ArbMove *move, const guint *squares, guint n)
{
  guint k = 1;

  if (arb_checkers_cell_to_square (move->cells[0]) != squares[0]
      || arb_checkers_cell_to_square (arb_move_last (move)) != squares[n - 1])
    return FALSE;
  for (guint i = 1; i + 1 < move->n_cells && k + 1 < n; i++)
    if (arb_checkers_cell_to_square (move->cells[i]) == squares[k])
      k++;
  return k + 1 >= n;
}

/* Reads @text, squares joined by '-' or 'x' with trailing '!' and '?'
 * dropped, into @squares (@n of them). */
static gboolean
read_squares (const char *text,
              guint       squares[ARB_MOVE_MAX_CELLS],
              guint      *n,
              GError    **error)
{
  gsize len = strlen (text);
  const char *p = text;

  while (len > 0 && (text[len - 1] == '!' || text[len - 1] == '?'))
    len--;
  *n = 0;
  for (;;)
    {
      const char *start = p;
      guint square = 0;

      while (p < text + len && g_ascii_isdigit (*p) && p - start < 3)
        square = 10 * square + (guint) (*p++ - '0');
      if (p == start || square < 1 || square > ARB_CHECKERS_N_SQUARES || *n == ARB_MOVE_MAX_CELLS)
        break;
      squares[(*n)++] = square;
      if (p == text + len)
        return TRUE;
      if (*p != '-' && *p != 'x' && *p != 'X')
        break;
      p++;
    }

  {
    g_autofree char *shown = arb_text_quote (text, -1);

    g_set_error (error, ARB_NOTATION_ERROR, ARB_NOTATION_ERROR_SYNTAX,
                 _("'%s' is not a move: write squares 1 to 32 joined by '-' or 'x', "
                   "as in 11-15 or 9x18x27"), shown);
  }
  return FALSE;
}

/* Sets @error to "The move is ambiguous: it could be …", the @n_found
 * moves of @list that @squares match, in the order `moves` lists them. */
static void
set_ambiguous_error (const ArbMoveList *list,
                     const guint       *squares,
                     guint              n,
                     guint              n_found,
                     GError           **error)
{
  GString *listed = g_string_new (NULL);
  g_autofree char *message = NULL;
  g_autofree char *all = NULL;
  g_auto (GStrv) texts = g_new0 (char *, n_found + 1);
  guint k = 0;

  for (guint i = 0; i < list->n_moves; i++)
    if (matches (&list->moves[i], squares, n))
      {
        char buf[ARB_MOVE_TEXT_MAX];

        format_move (&list->moves[i], buf);
        texts[k++] = g_strdup (buf);
      }
  qsort (texts, k, sizeof *texts, compare_texts);
  for (guint i = 0; i < k; i++)
    g_string_append_printf (listed, "%s%s", i == 0 ? "" : ", ", texts[i]);
  all = g_string_free (listed, FALSE);
  message = g_strdup_printf (_("The move is ambiguous: it could be %s."), all);
  g_set_error_literal (error, ARB_MOVE_ERROR, ARB_CHECKERS_REASON_AMBIGUOUS, message);
}

/* Sets @error to why no legal move matches @squares: the squares read as
 * consecutive hops say it (§6). */
static void
set_refusal_error (gconstpointer  state,
                   const guint   *squares,
                   guint          n,
                   gboolean       over,
                   GError       **error)
{
  ArbMove typed = { 0 };
  g_autofree char *why = NULL;
  guint reason;

  typed.n_cells = (guint8) n;
  for (guint i = 0; i < n; i++)
    typed.cells[i] = (guint16) arb_checkers_square_to_cell (squares[i]);
  reason = arb_checkers_explain (state, &typed, over, NULL);
  if (reason == ARB_CHECKERS_REASON_OK)
    reason = ARB_CHECKERS_REASON_NOTHING_TO_JUMP;
  why = arb_checkers_describe_reason (reason, G_MAXUINT);
  g_set_error_literal (error, ARB_MOVE_ERROR, (int) reason, why);
}

gboolean
arb_checkers_move_from_text (gconstpointer  state,
                             const char    *text,
                             gboolean       over,
                             ArbMove       *move,
                             GError       **error)
{
  guint squares[ARB_MOVE_MAX_CELLS];
  guint n = 0, n_found = 0, found = 0;
  g_autofree ArbMoveList *list = NULL;

  g_return_val_if_fail (text != NULL, FALSE);

  if (!read_squares (text, squares, &n, error))
    return FALSE;

  if (!over)
    {
      list = g_new (ArbMoveList, 1);
      arb_checkers_generate (state, list);
      for (guint i = 0; i < list->n_moves; i++)
        if (matches (&list->moves[i], squares, n))
          {
            if (n_found++ == 0)
              found = i;
          }
      /* A move's whole path names it, also when a longer capture has the
       * same ends and passes through its squares (the single jump 11x4
       * beside the king's 11x18x27x20x11x4): §9.2 writes every move in
       * full, and what is written must read back. */
      for (guint i = 0; i < list->n_moves && n_found > 1; i++)
        if (is_path (&list->moves[i], squares, n))
          {
            n_found = 1;
            found = i;
          }
    }

  if (n_found == 1)
    {
      *move = list->moves[found];
      return TRUE;
    }
  if (n_found > 1)
    set_ambiguous_error (list, squares, n, n_found, error);
  else
    set_refusal_error (state, squares, n, over, error);
  return FALSE;
}
