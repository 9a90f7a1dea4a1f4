/* arb-alquerque-text.c — Alquerque in words: position strings, move
 * notation, the sentences and JSON of records (alquerque.md §9, §13)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the readers accept, and why:
 *
 * - Position strings (§9): two or three fields separated by any ASCII white
 *   space, with white space before and after ignored (a line read from a
 *   file keeps its newline). Everything else is refused, with a message
 *   that names the field, and for field 1 the row and the cell: the rows,
 *   cells and characters are checked in reading order, so the message names
 *   the first fault a reader would meet. A row that is too long or too
 *   short is reported after its characters, as "row 3: 6 cells".
 * - The move number is 1…999999 without leading zeros or a sign, and 1 when
 *   the field is missing; the writer always writes it.
 * - Move notation (§9): exactly P-P or PxP, P being 0 or one or two digits
 *   without a leading zero; nothing around it, not even spaces (the caller
 *   strips what its context adds). The order of the refusals is the spec's:
 *   syntax, then off-board and same-point, then the board's reasons, and
 *   the separator last, once the move is known to exist: a user who wrote
 *   "18x13" for an illegal step learns why the step is illegal first.
 */

#include "arb-alquerque-private.h"
#include "arb-text.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

/* Fields of the position string: placement, side to move, move number. */
#define MAX_FIELDS 3
#define MIN_FIELDS 2

/* The longest move text: "25x23" and its NUL, rounded up. */
#define MOVE_TEXT_LEN 8

typedef struct
{
  const char *start;
  gsize       len;
} Field;

/* ------------------------------------------------------------- statics */

static const char *const side_ids[ARB_N_SIDES] = { "white", "black" };

/* The first character of @p (at most @len bytes), printable in a message:
 * itself when it is valid UTF-8 and not a control character, else its
 * first byte as \xNN. */
static char *
quote_char (const char *p,
            gsize       len)
{
  gunichar c = g_utf8_get_char_validated (p, (gssize) len);

  if (c == (gunichar) -1 || c == (gunichar) -2 || g_unichar_iscntrl (c))
    return g_strdup_printf ("\\x%02x", (guchar) *p);
  return g_strndup (p, (gsize) (g_utf8_next_char (p) - p));
}

/* Field 1 (§9): five rows top to bottom, five cells each. */
static gboolean
read_placement (const Field *field,
                guint32      pieces[ARB_N_SIDES],
                GError     **error)
{
  const char *p = field->start;
  const char *end = field->start + field->len;
  guint n_rows = 1;

  for (const char *q = p; q < end; q++)
    n_rows += *q == '/';
  if (n_rows != ARB_ALQUERQUE_SIZE)
    {
      g_set_error (error, ARB_ALQUERQUE_POSITION_ERROR, ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
                   g_dngettext (GETTEXT_PACKAGE, "position field 1: %u row, expected 5",
                                "position field 1: %u rows, expected 5", n_rows),
                   n_rows);
      return FALSE;
    }

  pieces[0] = pieces[1] = 0;
  for (guint row = 0; row < ARB_ALQUERQUE_SIZE; row++, p++)
    {
      guint n_cells = 0;

      for (; p < end && *p != '/'; p++, n_cells++)
        {
          guint cell = ARB_ALQUERQUE_SIZE * row + n_cells;

          if (*p != 'b' && *p != 'w' && *p != '.')
            {
              g_autofree char *bad = quote_char (p, (gsize) (end - p));

              g_set_error (error, ARB_ALQUERQUE_POSITION_ERROR,
                           ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
                           _("position field 1, row %u, cell %u: '%s' is not b, w or ."),
                           row + 1, n_cells + 1, bad);
              return FALSE;
            }
          if (*p != '.' && n_cells < ARB_ALQUERQUE_SIZE)
            pieces[*p == 'b' ? ARB_SIDE_SECOND : ARB_SIDE_FIRST] |= alq_bit (cell);
        }
      if (n_cells != ARB_ALQUERQUE_SIZE)
        {
          g_set_error (error, ARB_ALQUERQUE_POSITION_ERROR, ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
                       g_dngettext (GETTEXT_PACKAGE, "position field 1, row %u: %u cell",
                                    "position field 1, row %u: %u cells", n_cells),
                       row + 1, n_cells);
          return FALSE;
        }
    }

  if ((pieces[0] | pieces[1]) == 0)
    {
      g_set_error_literal (error, ARB_ALQUERQUE_POSITION_ERROR,
                           ARB_ALQUERQUE_POSITION_ERROR_NO_PIECES,
                           _("position field 1: no piece on the board"));
      return FALSE;
    }
  return TRUE;
}

/* Field 3 (§9): 1…999999, decimal, no leading zero. */
static gboolean
read_move_number (const Field *field,
                  guint       *number,
                  GError     **error)
{
  gboolean ok = field->len >= 1 && field->len <= 6 && field->start[0] >= '1'
                && field->start[0] <= '9';

  *number = 0;
  for (gsize i = 0; ok && i < field->len; i++)
    {
      ok = g_ascii_isdigit (field->start[i]);
      *number = 10 * *number + (guint) (field->start[i] - '0');
    }
  if (!ok)
    {
      g_autofree char *shown = arb_text_quote (field->start, (gssize) field->len);

      g_set_error (error, ARB_ALQUERQUE_POSITION_ERROR, ARB_ALQUERQUE_POSITION_ERROR_MOVE_NUMBER,
                   _("position field 3: '%s' is not a move number from 1 to 999999"), shown);
    }
  return ok;
}

/* One point of move notation: 0, or one or two digits without a leading
 * zero (§9). Advances @p past it; FALSE when there is none. */
static gboolean
read_point (const char **p,
            guint       *point)
{
  const char *s = *p;

  if (*s == '0')
    {
      *point = 0;
      *p = s + 1;
      return TRUE;
    }
  if (*s < '1' || *s > '9')
    return FALSE;
  *point = (guint) (*s++ - '0');
  if (g_ascii_isdigit (*s))
    *point = 10 * *point + (guint) (*s++ - '0');
  *p = s;
  return TRUE;
}

static void
set_move_error (GError **error,
                guint    reason)
{
  g_autofree char *message = arb_alquerque_describe_reason (reason, G_MAXUINT);

  g_set_error_literal (error, ARB_MOVE_ERROR, (int) reason, message);
}

/* The move's text from its cells alone: the distance tells a step from a
 * jump (see alq_is_jump), so no position is needed. A path that is not a
 * (from, to) pair, which this game never makes, is written with '-'. */
static void
format_move (const ArbMove *move,
             char           buf[ARB_MOVE_TEXT_MAX])
{
  gsize len = 0;

  buf[0] = '\0';
  if (move->n_cells == 2)
    {
      g_snprintf (buf, ARB_MOVE_TEXT_MAX, "%u%c%u", arb_alquerque_cell_to_point (move->cells[0]),
                  alq_is_jump (move->cells[0], move->cells[1]) ? 'x' : '-',
                  arb_alquerque_cell_to_point (move->cells[1]));
      return;
    }
  for (guint i = 0; i < move->n_cells && i < ARB_MOVE_MAX_CELLS && len < ARB_MOVE_TEXT_MAX; i++)
    len += (gsize) g_snprintf (buf + len, ARB_MOVE_TEXT_MAX - len, i == 0 ? "%u" : "-%u",
                               arb_alquerque_cell_to_point (move->cells[i]));
}

/* The move of a MOVE record as it was played, or rebuilt from its cells. */
static void
record_move_text (const ArbRecord *record,
                  char             buf[ARB_MOVE_TEXT_MAX])
{
  if (record->text[0] != '\0')
    g_strlcpy (buf, record->text, ARB_MOVE_TEXT_MAX);
  else
    format_move (&record->move, buf);
}

static void
append_json_string (GString    *out,
                    const char *s)
{
  g_string_append_c (out, '"');
  for (; *s != '\0'; s++)
    {
      if (*s == '"' || *s == '\\')
        g_string_append_printf (out, "\\%c", *s);
      else if ((guchar) *s < 0x20)
        g_string_append_printf (out, "\\u%04x", (guint) (guchar) *s);
      else
        g_string_append_c (out, *s);
    }
  g_string_append_c (out, '"');
}

/* How a game ended, as the JSON of §9 and §13 spells it. */
static const char *
termination_id (ArbTermination reason)
{
  switch (reason)
    {
    case ARB_TERMINATION_NONE: return NULL;
    case ARB_TERMINATION_GAME: return "king-captured";
    case ARB_TERMINATION_NO_MOVES: return "no-moves";
    case ARB_TERMINATION_RESIGNATION: return "resignation";
    case ARB_TERMINATION_AGREEMENT: return "agreement";
    case ARB_TERMINATION_REPETITION: return "repetition";
    case ARB_TERMINATION_MOVE_RULE: return "fifty-moves";
    case ARB_TERMINATION_NO_PIECES: return "no-pieces";
    default: return NULL;
    }
}

static void
append_json_id (GString    *out,
                const char *id)
{
  if (id != NULL)
    g_string_append_printf (out, "\"%s\"", id);
  else
    g_string_append (out, "null");
}

static const char *
result_string (ArbResult result)
{
  switch (result)
    {
    case ARB_RESULT_FIRST_WINS: return "1-0";
    case ARB_RESULT_SECOND_WINS: return "0-1";
    case ARB_RESULT_DRAW: return "1/2-1/2";
    case ARB_RESULT_NONE:
    default: return "*";
    }
}

static int
compare_texts (const void *a,
               const void *b)
{
  return strcmp (a, b);
}

/* -------------------------------------------------- the rules table */

gboolean
arb_alquerque_read_position (gpointer     state,
                             const char  *text,
                             GError     **error)
{
  Field fields[MAX_FIELDS];
  guint n_fields = 0;
  guint32 pieces[ARB_N_SIDES];
  guint move_number = 1;
  ArbSide turn;

  g_return_val_if_fail (text != NULL, FALSE);

  for (const char *p = text;;)
    {
      const char *start;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        break;
      for (start = p; *p != '\0' && !g_ascii_isspace (*p); p++)
        ;
      if (n_fields < MAX_FIELDS)
        fields[n_fields] = (Field) { start, (gsize) (p - start) };
      n_fields++;
    }

  if (n_fields < MIN_FIELDS || n_fields > MAX_FIELDS)
    {
      g_set_error (error, ARB_ALQUERQUE_POSITION_ERROR, ARB_ALQUERQUE_POSITION_ERROR_FIELDS,
                   g_dngettext (GETTEXT_PACKAGE,
                                "position: %u field, expected 2 or 3 (placement, side to move, "
                                "move number)",
                                "position: %u fields, expected 2 or 3 (placement, side to move, "
                                "move number)",
                                n_fields),
                   n_fields);
      return FALSE;
    }

  if (!read_placement (&fields[0], pieces, error))
    return FALSE;

  if (fields[1].len != 1 || (fields[1].start[0] != 'w' && fields[1].start[0] != 'b'))
    {
      g_autofree char *shown = arb_text_quote (fields[1].start, (gssize) fields[1].len);

      g_set_error (error, ARB_ALQUERQUE_POSITION_ERROR, ARB_ALQUERQUE_POSITION_ERROR_SIDE,
                   _("position field 2: '%s' is not w or b"), shown);
      return FALSE;
    }
  turn = fields[1].start[0] == 'w' ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;

  if (n_fields == 3 && !read_move_number (&fields[2], &move_number, error))
    return FALSE;

  arb_alquerque_position_set (state, pieces[ARB_SIDE_FIRST], pieces[ARB_SIDE_SECOND], turn,
                              move_number);
  return TRUE;
}

void
arb_alquerque_write_position (gconstpointer state,
                              GString      *out)
{
  const ArbAlquerquePosition *pos = state;

  for (guint cell = 0; cell < ARB_ALQUERQUE_N_POINTS; cell++)
    {
      if (cell > 0 && cell % ARB_ALQUERQUE_SIZE == 0)
        g_string_append_c (out, '/');
      g_string_append_c (out, pos->pieces[ARB_SIDE_FIRST] & alq_bit (cell) ? 'w'
                              : pos->pieces[ARB_SIDE_SECOND] & alq_bit (cell) ? 'b' : '.');
    }
  g_string_append_printf (out, " %c %u", pos->turn == ARB_SIDE_FIRST ? 'w' : 'b',
                          pos->move_number);
}

void
arb_alquerque_move_to_text (gconstpointer  state,
                            const ArbMove *move,
                            char           buf[ARB_MOVE_TEXT_MAX])
{
  format_move (move, buf);
}

gboolean
arb_alquerque_move_from_text (gconstpointer  state,
                              const char    *text,
                              gboolean       over,
                              ArbMove       *move,
                              GError       **error)
{
  const char *p = text;
  guint from, to, reason;
  ArbMove parsed;
  char separator;

  g_return_val_if_fail (text != NULL, FALSE);

  if (!read_point (&p, &from) || (*p != '-' && *p != 'x'))
    goto syntax;
  separator = *p++;
  if (!read_point (&p, &to) || *p != '\0')
    goto syntax;

  if (arb_alquerque_point_to_cell (from) == G_MAXUINT
      || arb_alquerque_point_to_cell (to) == G_MAXUINT)
    {
      set_move_error (error, ARB_ALQUERQUE_REASON_OFF_BOARD);
      return FALSE;
    }

  parsed = arb_move_from_to (arb_alquerque_point_to_cell (from), arb_alquerque_point_to_cell (to));
  reason = arb_alquerque_explain (state, &parsed, over, NULL);
  if (reason != ARB_ALQUERQUE_REASON_OK)
    {
      set_move_error (error, reason);
      return FALSE;
    }

  if ((separator == 'x') != alq_is_jump (parsed.cells[0], parsed.cells[1]))
    {
      char canonical[ARB_MOVE_TEXT_MAX];

      format_move (&parsed, canonical);
      g_set_error (error, ARB_NOTATION_ERROR, ARB_NOTATION_ERROR_SEPARATOR,
                   separator == 'x'
                   ? _("this move is a step, written with '-': %s")
                   : _("this move is a jump, written with 'x': %s"),
                   canonical);
      return FALSE;
    }

  *move = parsed;
  return TRUE;

syntax:
  g_set_error_literal (error, ARB_NOTATION_ERROR, ARB_NOTATION_ERROR_SYNTAX,
                       _("a move is two points from 1 to 25 joined by '-' for a step "
                         "or 'x' for a jump, as in 18-13 or 8x18"));
  return FALSE;
}

/* One line, without its newline, for the end-of-game printout. The
 * sentences name the sides in full rather than through a "%s", so that
 * translators can inflect the names; a DRAW record names no side (the
 * record has none), hence "the side to move". */
void
arb_alquerque_describe_record (gconstpointer    state,
                               const ArbRecord *record,
                               GString         *out)
{
  gboolean white = record->side == ARB_SIDE_FIRST;
  char text[ARB_MOVE_TEXT_MAX];

  switch (record->type)
    {
    case ARB_RECORD_MOVE:
      record_move_text (record, text);
      g_string_append_printf (out, white ? _("White plays %s") : _("Black plays %s"), text);
      break;

    case ARB_RECORD_CAPTURE:
      g_string_append_printf (out, white ? _("White's piece on %u is captured")
                                         : _("Black's piece on %u is captured"),
                              arb_alquerque_cell_to_point (record->cell));
      break;

    case ARB_RECORD_WIN:
      if (record->reason == ARB_TERMINATION_NO_PIECES)
        g_string_append (out, white ? _("White wins: Black has no pieces left")
                                    : _("Black wins: White has no pieces left"));
      else if (record->reason == ARB_TERMINATION_RESIGNATION)
        g_string_append (out, white ? _("White wins by resignation")
                                    : _("Black wins by resignation"));
      else if (record->reason == ARB_TERMINATION_FORFEIT)
        g_string_append (out, white ? _("White wins by forfeit")
                                    : _("Black wins by forfeit"));
      else if (record->reason == ARB_TERMINATION_TIME_FORFEIT)
        g_string_append (out, white ? _("White wins on time") : _("Black wins on time"));
      else
        g_string_append (out, white ? _("White wins") : _("Black wins"));
      break;

    case ARB_RECORD_DRAW:
      if (record->reason == ARB_TERMINATION_NO_MOVES)
        g_string_append (out, white ? _("Draw: White has no legal move")
                                    : _("Draw: Black has no legal move"));
      else if (record->reason == ARB_TERMINATION_AGREEMENT)
        g_string_append (out, _("Draw: agreed by both players"));
      else
        g_string_append (out, _("Draw"));
      break;

    case ARB_RECORD_RESIGN:
      g_string_append (out, white ? _("White resigns") : _("Black resigns"));
      break;

    default:
      /* Not a record of this game: nothing to say. */
      break;
    }
}

/* §13: the whole object on one line, no newline; moves in byte order. */
void
arb_alquerque_inspect_json (gconstpointer state,
                            GString      *out)
{
  const ArbAlquerquePosition *pos = state;
  char texts[ARB_MOVE_LIST_MAX][MOVE_TEXT_LEN];
  ArbMoveList list;
  ArbOutcome outcome;
  int winner;

  arb_alquerque_outcome (pos, &outcome);
  arb_alquerque_generate (pos, &list);
  for (guint i = 0; i < list.n_moves; i++)
    g_snprintf (texts[i], MOVE_TEXT_LEN, "%u%c%u",
                arb_alquerque_cell_to_point (list.moves[i].cells[0]),
                alq_is_jump (list.moves[i].cells[0], list.moves[i].cells[1]) ? 'x' : '-',
                arb_alquerque_cell_to_point (list.moves[i].cells[1]));
  qsort (texts, list.n_moves, sizeof texts[0], compare_texts);

  g_string_append (out, "{\"fen\":\"");
  arb_alquerque_write_position (pos, out);
  g_string_append_printf (out, "\",\"turn\":\"%s\",\"over\":%s,\"result\":\"%s\",\"winner\":",
                          side_ids[pos->turn & 1],
                          outcome.result != ARB_RESULT_NONE ? "true" : "false",
                          result_string (outcome.result));
  winner = arb_result_winner (outcome.result);
  append_json_id (out, winner >= 0 ? side_ids[winner] : NULL);
  g_string_append (out, ",\"reason\":");
  append_json_id (out, termination_id (outcome.reason));
  g_string_append (out, ",\"moves\":[");
  for (guint i = 0; i < list.n_moves; i++)
    g_string_append_printf (out, i == 0 ? "\"%s\"" : ",\"%s\"", texts[i]);
  g_string_append (out, "]}");
}

/* §9's record objects for `replay --json`. */
void
arb_alquerque_record_json (gconstpointer    state,
                           const ArbRecord *record,
                           GString         *out)
{
  const char *side = side_ids[record->side & 1];
  char text[ARB_MOVE_TEXT_MAX];

  switch (record->type)
    {
    case ARB_RECORD_MOVE:
      /* A MOVE record of this game always has its two cells; a malformed
       * one is not read beyond them. */
      record_move_text (record, text);
      g_string_append_printf (out, "{\"type\":\"move\",\"side\":\"%s\",\"from\":%u,\"to\":%u,"
                              "\"notation\":",
                              side,
                              arb_alquerque_cell_to_point (record->move.cells[0]),
                              arb_alquerque_cell_to_point (record->move.n_cells > 0
                                                           ? arb_move_last (&record->move)
                                                           : record->move.cells[0]));
      append_json_string (out, text);
      g_string_append_c (out, '}');
      break;

    case ARB_RECORD_CAPTURE:
      g_string_append_printf (out, "{\"type\":\"capture\",\"side\":\"%s\",\"at\":%u}", side,
                              arb_alquerque_cell_to_point (record->cell));
      break;

    case ARB_RECORD_WIN:
      g_string_append_printf (out, "{\"type\":\"win\",\"side\":\"%s\",\"reason\":", side);
      append_json_id (out, termination_id (record->reason));
      g_string_append_c (out, '}');
      break;

    case ARB_RECORD_DRAW:
      g_string_append (out, "{\"type\":\"draw\",\"reason\":");
      append_json_id (out, termination_id (record->reason));
      g_string_append_c (out, '}');
      break;

    case ARB_RECORD_RESIGN:
      g_string_append_printf (out, "{\"type\":\"resign\",\"side\":\"%s\"}", side);
      break;

    default:
      /* Not a record of this game; still an object, so that a list of
       * records stays valid JSON. */
      g_string_append (out, "{\"type\":null}");
      break;
    }
}
