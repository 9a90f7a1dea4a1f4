/* arb-congkak-position.c — Congkak's position string (congkak.md §9.1)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* `P1PITS/P2PITS/P1STORE/P2STORE SIDE`. Read: white space around and
 * between the two fields, leading zeros; each refusal names the part.
 * Written: canonical decimal, one space. */

#include "arb-congkak-private.h"
#include "arb-text.h"

#include <string.h>
#include <glib/gi18n-lib.h>

G_DEFINE_QUARK (arb-congkak-position-error-quark, arb_congkak_position_error)

/* The most digits a count may have (§9.1). */
#define COUNT_DIGITS_MAX 4

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* The bytes [start, end) for a message (arb_text_quote()). */
static char *
shown_text (const char *start, const char *end)
{
  return arb_text_quote (start, end - start);
}

/* Reads one count from [start, end), naming @part in the error. */
static gboolean
read_count (const char *start, const char *end, const char *part, guint index,
            guint *value, GError **error)
{
  guint v = 0;

  if (start == end)
    {
      g_set_error (error, ARB_CONGKAK_POSITION_ERROR, ARB_CONGKAK_POSITION_ERROR_COUNT,
                   _("%s, count %u: empty"), part, index);
      return FALSE;
    }
  for (const char *p = start; p < end; p++)
    if (!g_ascii_isdigit (*p))
      {
        g_autofree char *shown = shown_text (start, end);

        g_set_error (error, ARB_CONGKAK_POSITION_ERROR, ARB_CONGKAK_POSITION_ERROR_COUNT,
                     _("%s, count %u: '%s' is not a number of seeds"), part, index, shown);
        return FALSE;
      }
  if (end - start > COUNT_DIGITS_MAX)
    {
      g_autofree char *shown = shown_text (start, end);

      g_set_error (error, ARB_CONGKAK_POSITION_ERROR, ARB_CONGKAK_POSITION_ERROR_COUNT,
                   _("%s, count %u: '%s' has more than four digits"), part, index, shown);
      return FALSE;
    }
  for (const char *p = start; p < end; p++)
    v = v * 10 + (guint) (*p - '0');
  *value = v;
  return TRUE;
}

/* Reads a row of comma-separated counts into @counts (at most @max kept;
 * the number of counts read goes to @n). */
static gboolean
read_row (const char *start, const char *end, const char *part, guint16 *counts,
          guint max, guint *n, guint *sum, GError **error)
{
  const char *p = start;
  guint index = 0;

  *sum = 0;
  for (;;)
    {
      const char *comma = memchr (p, ',', end - p);
      const char *stop = comma != NULL ? comma : end;
      guint value;

      if (!read_count (p, stop, part, index + 1, &value, error))
        return FALSE;
      if (index < max)
        counts[index] = (guint16) value;
      *sum += value;
      index++;
      if (comma == NULL)
        break;
      p = comma + 1;
    }
  *n = index;
  return TRUE;
}

/* The blank-separated fields of @text, which must be two: the board and
 * the side to move. @fields[i] is a field's [start, end). */
static gboolean
split_fields (const char  *text,
              const char  *fields[2][2],
              GError     **error)
{
  const char *p = text;
  guint n_fields = 0;

  while (*p != '\0')
    {
      const char *start;

      while (is_blank (*p))
        p++;
      if (*p == '\0')
        break;
      start = p;
      while (*p != '\0' && !is_blank (*p))
        p++;
      if (n_fields < 2)
        {
          fields[n_fields][0] = start;
          fields[n_fields][1] = p;
        }
      n_fields++;
    }
  if (n_fields != 2)
    {
      g_set_error (error, ARB_CONGKAK_POSITION_ERROR, ARB_CONGKAK_POSITION_ERROR_FIELDS,
                   _("a position is two fields, the board and the side to move "
                     "(\"4,4,4/4,4,4/0/0 1\"), not %u"), n_fields);
      return FALSE;
    }
  return TRUE;
}

/* The '/'-separated parts of the board [start, end), which must be four:
 * P1PITS/P2PITS/P1STORE/P2STORE. */
static gboolean
split_board (const char  *start,
             const char  *end,
             const char  *parts[4][2],
             GError     **error)
{
  const char *p = start;
  guint n_parts = 0;

  for (;;)
    {
      const char *slash = memchr (p, '/', end - p);
      const char *stop = slash != NULL ? slash : end;

      if (n_parts < 4)
        {
          parts[n_parts][0] = p;
          parts[n_parts][1] = stop;
        }
      n_parts++;
      if (slash == NULL)
        break;
      p = slash + 1;
    }
  if (n_parts != 4)
    {
      g_set_error (error, ARB_CONGKAK_POSITION_ERROR, ARB_CONGKAK_POSITION_ERROR_FIELDS,
                   _("board: %u parts separated by '/', not the four "
                     "P1PITS/P2PITS/P1STORE/P2STORE"), n_parts);
      return FALSE;
    }
  return TRUE;
}

/* The board's counts as read, before they are checked against each other. */
typedef struct
{
  /* A row keeps one count more than a board allows, to tell "too many
   * pits" from a row that is merely long. */
  guint16 rows[2][ARB_CONGKAK_MAX_PITS + 1];
  guint   n_pits[2];
  guint   sums[2];
  guint   stores[2];
} BoardCounts;

/* Reads the counts of the four @parts of the board into @board. */
static gboolean
read_board (const char  *parts[4][2],
            BoardCounts *board,
            GError     **error)
{
  const char *part_names[4] = {
    _("Player 1's pits"),
    _("Player 2's pits"),
    _("Player 1's store"),
    _("Player 2's store"),
  };

  for (guint side = 0; side < 2; side++)
    if (!read_row (parts[side][0], parts[side][1], part_names[side], board->rows[side],
                   ARB_CONGKAK_MAX_PITS + 1, &board->n_pits[side], &board->sums[side], error))
      return FALSE;
  for (guint side = 0; side < 2; side++)
    if (!read_count (parts[2 + side][0], parts[2 + side][1], part_names[2 + side], 1,
                     &board->stores[side], error))
      return FALSE;
  return TRUE;
}

/* Checks the counts of @board against each other and the limits: rows of
 * one length, no more pits and seeds than a board holds. */
static gboolean
check_board (const BoardCounts *board,
             GError           **error)
{
  guint total;

  if (board->n_pits[0] != board->n_pits[1])
    {
      g_set_error (error, ARB_CONGKAK_POSITION_ERROR, ARB_CONGKAK_POSITION_ERROR_ROWS,
                   _("board: rows of %u and %u pits; both sides have as many"),
                   board->n_pits[0], board->n_pits[1]);
      return FALSE;
    }
  if (board->n_pits[0] > ARB_CONGKAK_MAX_PITS)
    {
      g_set_error (error, ARB_CONGKAK_POSITION_ERROR, ARB_CONGKAK_POSITION_ERROR_ROWS,
                   _("board: %u pits a side; at most %d"), board->n_pits[0],
                   ARB_CONGKAK_MAX_PITS);
      return FALSE;
    }
  total = board->sums[0] + board->sums[1] + board->stores[0] + board->stores[1];
  if (total > ARB_CONGKAK_MAX_SEEDS)
    {
      g_set_error (error, ARB_CONGKAK_POSITION_ERROR, ARB_CONGKAK_POSITION_ERROR_SEEDS,
                   _("board: %u seeds in all; at most %d"), total, ARB_CONGKAK_MAX_SEEDS);
      return FALSE;
    }
  return TRUE;
}

/* The side to move, "1" or "2", from [start, end), as 0 or 1. */
static gboolean
read_side (const char *start,
           const char *end,
           guint8     *turn,
           GError    **error)
{
  if (end - start != 1 || (start[0] != '1' && start[0] != '2'))
    {
      g_autofree char *shown = shown_text (start, end);

      g_set_error (error, ARB_CONGKAK_POSITION_ERROR, ARB_CONGKAK_POSITION_ERROR_SIDE,
                   _("side to move: '%s' is not 1 or 2"), shown);
      return FALSE;
    }
  *turn = (guint8) (start[0] - '1');
  return TRUE;
}

gboolean
arb_congkak_read_position (gpointer    state,
                           const char *text,
                           GError    **error)
{
  ArbCongkakPosition *pos = state;
  g_autofree ArbCongkakPosition *work = g_new0 (ArbCongkakPosition, 1);
  g_autofree BoardCounts *board = g_new0 (BoardCounts, 1);
  const char *fields[2][2];
  const char *parts[4][2];

  g_return_val_if_fail (text != NULL, FALSE);

  if (!split_fields (text, fields, error)
      || !split_board (fields[0][0], fields[0][1], parts, error)
      || !read_board (parts, board, error)
      || !check_board (board, error)
      || !read_side (fields[1][0], fields[1][1], &work->turn, error))
    return FALSE;

  work->n = (guint16) board->n_pits[0];
  work->store[0] = (guint16) board->stores[0];
  work->store[1] = (guint16) board->stores[1];
  memcpy (work->pits, board->rows[0], work->n * sizeof work->pits[0]);
  memcpy (work->pits + work->n, board->rows[1], work->n * sizeof work->pits[0]);
  memcpy (pos, work, sizeof *pos);
  return TRUE;
}

void
arb_congkak_write_position (gconstpointer state,
                            GString      *out)
{
  const ArbCongkakPosition *pos = state;

  for (guint side = 0; side < 2; side++)
    {
      for (guint k = 0; k < pos->n; k++)
        {
          char count[16];

          /* Into a buffer: g_string_append_printf() allocates for every
           * count, and `inspect` of a 999-pit board writes two million. */
          g_snprintf (count, sizeof count, k == 0 ? "%u" : ",%u", pos->pits[side * pos->n + k]);
          g_string_append (out, count);
        }
      g_string_append_c (out, '/');
    }
  g_string_append_printf (out, "%u/%u %u", pos->store[0], pos->store[1], pos->turn + 1u);
}
