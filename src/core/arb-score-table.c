/* arb-score-table.c — a game's best scores: Congkak §12's high-score file, for any game with a score
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A header line, then one entry a line, tab-separated: the winner's name,
 * the winner's score, the loser's, the values of the game's @score_params,
 * the date (for Congkak exactly §12's `winner, winner_score, loser_score,
 * pits, seeds, date`). A line that cannot be read is kept as it is, with a
 * warning, and written back unchanged; blank lines go. Every change
 * rewrites the whole file atomically. Lines are kept as pointers into the
 * file as read, so that a table of a million lines costs little more than
 * its bytes. */

#include "arb-results-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

/* The first fields of a line: the rest are the values, the date. */
#define SCORE_FIXED_FIELDS 3
#define NOT_AN_ENTRY       G_MAXUINT32

/* ------------------------------------------------------------ structs */

/* One line of a best-scores file, without its newline. */
typedef struct
{
  const char *line;    /* in the file as read, or one of @added */
  gsize       len;
  guint32     score;   /* the winner's score, NOT_AN_ENTRY for a line that cannot be read */
} ScoreLine;

struct _ArbScoreTable
{
  char           *path;
  char           *header;
  const ArbRules *rules;
  guint           n_values;
  char           *contents;  /* the file as read */
  GPtrArray      *added;     /* lines added since, owned */
  GArray         *lines;     /* of ScoreLine, in file order */
  GPtrArray      *warnings;
};

/* ------------------------------------------------------------ statics */

static const ArbParamSpec *
score_param (const ArbRules *rules,
             guint           i)
{
  int index = arb_params_lookup (rules, rules->score_params[i]);

  return index >= 0 ? &rules->params[index] : NULL;
}

/* A value of a score column, as the parameter takes it. */
static gboolean
value_ok (const ArbParamSpec *spec,
          const char         *start,
          gsize               len)
{
  g_autofree char *text = NULL;
  gint64 value;

  if (len == 0 || memchr (start, '\0', len) != NULL || !g_utf8_validate_len (start, len, NULL))
    return FALSE;
  if (spec == NULL)
    return TRUE;
  text = g_strndup (start, len);
  if (spec->type == ARB_PARAM_INT)
    return g_ascii_string_to_signed (text, 10, spec->min, spec->max, &value, NULL);
  for (guint i = 0; spec->type == ARB_PARAM_CHOICE && spec->choices[i] != NULL; i++)
    if (g_str_equal (text, spec->choices[i]))
      return TRUE;
  return spec->type == ARB_PARAM_BOOL && (g_str_equal (text, "true") || g_str_equal (text, "false"));
}

/* The winner's score of an entry line, or NOT_AN_ENTRY. */
static guint32
parse_score_line (ArbScoreTable *table,
                  const char    *line,
                  gsize          len)
{
  const char *start;
  gsize field_len;
  guint64 score, loser;

  if (_arb_results_count_fields (line, len) != SCORE_FIXED_FIELDS + table->n_values + 1)
    return NOT_AN_ENTRY;
  /* The winner: a name, UTF-8 without NUL. */
  _arb_results_get_field (line, len, 0, &start, &field_len);
  if (field_len == 0 || memchr (start, '\0', field_len) != NULL
      || !g_utf8_validate_len (start, field_len, NULL))
    return NOT_AN_ENTRY;
  _arb_results_get_field (line, len, 1, &start, &field_len);
  if (!_arb_results_parse_number (start, field_len, G_MAXUINT16, &score))
    return NOT_AN_ENTRY;
  _arb_results_get_field (line, len, 2, &start, &field_len);
  if (!_arb_results_parse_number (start, field_len, G_MAXUINT16, &loser))
    return NOT_AN_ENTRY;
  for (guint i = 0; i < table->n_values; i++)
    {
      _arb_results_get_field (line, len, SCORE_FIXED_FIELDS + i, &start, &field_len);
      if (!value_ok (score_param (table->rules, i), start, field_len))
        return NOT_AN_ENTRY;
    }
  _arb_results_get_field (line, len, SCORE_FIXED_FIELDS + table->n_values, &start, &field_len);
  if (field_len == 0 || memchr (start, '\0', field_len) != NULL
      || !g_utf8_validate_len (start, field_len, NULL))
    return NOT_AN_ENTRY;
  return (guint32) score;
}

static void
add_score_line (const char *line,
                gsize       len,
                guint       number,
                gpointer    data)
{
  ArbScoreTable *table = data;
  ScoreLine entry = { line, len, NOT_AN_ENTRY };
  gsize text_len = len > 0 && line[len - 1] == '\r' ? len - 1 : len;

  /* The header, and blank lines, are not entries. */
  if (text_len == 0 || (number == 1 && _arb_results_field_equals (line, text_len, table->header)))
    return;
  entry.score = parse_score_line (table, line, text_len);
  if (entry.score != NOT_AN_ENTRY)
    entry.len = text_len;
  else
    g_ptr_array_add (table->warnings,
                     /* Translators: the file, the line number */
                     g_strdup_printf (_("%s:%u: not a high-score entry, skipped"),
                                      table->path, number));
  g_array_append_val (table->lines, entry);
}

/* One entry, as the file holds it. */
char *
_arb_score_table_format_line (const char        *winner,
                              guint              score,
                              guint              loser_score,
                              const char *const *values,
                              guint              n_values,
                              const char        *date)
{
  g_autofree char *name = _arb_results_clean_text (winner);
  GString *line = g_string_new (NULL);

  g_string_append_printf (line, "%s\t%u\t%u", name, score, loser_score);
  for (guint i = 0; i < n_values; i++)
    {
      g_autofree char *value = _arb_results_clean_text (values[i]);

      g_string_append_printf (line, "\t%s", value);
    }
  g_string_append_printf (line, "\t%s", date);
  return g_string_free (line, FALSE);
}

void
_arb_score_table_add_line (ArbScoreTable *table,
                           char          *line)
{
  ScoreLine entry = { line, strlen (line), 0 };

  entry.score = parse_score_line (table, line, entry.len);
  g_ptr_array_add (table->added, line);
  g_array_append_val (table->lines, entry);
}

guint
_arb_score_table_count_copies (ArbScoreTable *table,
                               const char    *line)
{
  gsize len = strlen (line);
  guint n = 0;

  for (guint i = 0; i < table->lines->len; i++)
    {
      ScoreLine *entry = &g_array_index (table->lines, ScoreLine, i);

      n += entry->len == len && memcmp (entry->line, line, len) == 0;
    }
  return n;
}

/**
 * arb_score_row_free:
 * @row: (nullable): a row of arb_score_table_sorted()
 */
void
arb_score_row_free (ArbScoreRow *row)
{
  if (row == NULL)
    return;
  g_free (row->winner);
  g_strfreev (row->values);
  g_free (row->date);
  g_free (row);
}

/**
 * arb_score_table_header:
 * @rules: a game with a score
 *
 * Returns: (transfer full): the first line of its best-scores file:
 *   "winner\twinner_score\tloser_score", the @score_params, "date".
 */
char *
arb_score_table_header (const ArbRules *rules)
{
  GString *header = g_string_new ("winner\twinner_score\tloser_score");

  g_return_val_if_fail (rules != NULL, NULL);

  for (guint i = 0; rules->score_params != NULL && rules->score_params[i] != NULL; i++)
    g_string_append_printf (header, "\t%s", rules->score_params[i]);
  g_string_append (header, "\tdate");
  return g_string_free (header, FALSE);
}

/**
 * arb_score_table_load:
 * @path: the file
 * @rules: its game, whose @score_params are the table's columns
 * @error: return location for a #GFileError or an %ARB_RESULTS_ERROR
 *
 * Reads a best-scores table. A missing file is an empty table; a line
 * that cannot be read is kept, with a warning, and written back unchanged.
 *
 * Returns: (transfer full) (nullable): the table, %NULL when the file
 *   cannot be read or is not a regular file.
 */
ArbScoreTable *
arb_score_table_load (const char     *path,
                      const ArbRules *rules,
                      GError        **error)
{
  ArbScoreTable *table;
  gsize length;

  g_return_val_if_fail (path != NULL && rules != NULL, NULL);

  table = g_new0 (ArbScoreTable, 1);
  table->path = g_strdup (path);
  table->rules = rules;
  table->header = arb_score_table_header (rules);
  while (rules->score_params != NULL && rules->score_params[table->n_values] != NULL)
    table->n_values++;
  table->added = g_ptr_array_new_with_free_func (g_free);
  table->lines = g_array_new (FALSE, FALSE, sizeof (ScoreLine));
  table->warnings = g_ptr_array_new_with_free_func (g_free);
  if (!_arb_results_read_file (path, &table->contents, &length, error))
    {
      arb_score_table_free (table);
      return NULL;
    }
  _arb_results_for_each_line (table->contents, length, TRUE, add_score_line, table);
  return table;
}

void
arb_score_table_free (ArbScoreTable *table)
{
  if (table == NULL)
    return;
  g_free (table->path);
  g_free (table->header);
  g_free (table->contents);
  g_ptr_array_unref (table->added);
  g_array_unref (table->lines);
  g_ptr_array_unref (table->warnings);
  g_free (table);
}

/**
 * arb_score_table_get_path:
 * @table: a table
 *
 * Returns: (transfer none): the file it is kept in.
 */
const char *
arb_score_table_get_path (ArbScoreTable *table)
{
  return table->path;
}

/**
 * arb_score_table_get_warnings:
 * @table: a table
 *
 * Returns: (transfer none) (element-type utf8): one sentence per line that
 *   could not be read ("…/congkak-highscores.tsv:3: not a high-score entry,
 *   skipped").
 */
GPtrArray *
arb_score_table_get_warnings (ArbScoreTable *table)
{
  return table->warnings;
}

/**
 * arb_score_table_get_n_entries:
 * @table: a table
 *
 * Returns: the lines that are entries.
 */
guint
arb_score_table_get_n_entries (ArbScoreTable *table)
{
  guint n = 0;

  for (guint i = 0; i < table->lines->len; i++)
    n += g_array_index (table->lines, ScoreLine, i).score != NOT_AN_ENTRY;
  return n;
}

/**
 * arb_score_table_add:
 * @table: a table
 * @winner: the winner's name (tabs and line breaks become spaces)
 * @score: @loser_score: the final scores
 * @values: the values of the game's @score_params, in order
 * @when: (nullable): when the game ended; now when %NULL
 *
 * Adds one entry at the end (in memory: arb_score_table_save() writes it).
 */
void
arb_score_table_add (ArbScoreTable     *table,
                     const char        *winner,
                     guint              score,
                     guint              loser_score,
                     const char *const *values,
                     GDateTime         *when)
{
  g_autofree char *date = _arb_results_format_date (when);

  g_return_if_fail (table != NULL && winner != NULL);
  g_return_if_fail (values != NULL || table->n_values == 0);

  _arb_score_table_add_line (table, _arb_score_table_format_line (winner, score, loser_score, values, table->n_values,
                                          date));
}

typedef struct
{
  guint32 score;
  guint32 index;
} Ranked;

static int
compare_ranked (const void *a,
                const void *b)
{
  const Ranked *x = a;
  const Ranked *y = b;

  /* Highest first; equal scores: the earlier entry first. */
  if (x->score != y->score)
    return x->score > y->score ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/**
 * arb_score_table_sorted:
 * @table: a table
 * @max: at most this many rows; 0: all
 *
 * Returns: (transfer full) (element-type ArbScoreRow): the entries,
 *   highest score first, equal scores in file order.
 */
GPtrArray *
arb_score_table_sorted (ArbScoreTable *table,
                        guint          max)
{
  g_autofree Ranked *ranked = g_new (Ranked, table->lines->len + 1);
  GPtrArray *sorted = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_score_row_free);
  guint n = 0;

  for (guint i = 0; i < table->lines->len; i++)
    {
      ScoreLine *line = &g_array_index (table->lines, ScoreLine, i);

      if (line->score != NOT_AN_ENTRY)
        ranked[n++] = (Ranked) { line->score, i };
    }
  qsort (ranked, n, sizeof *ranked, compare_ranked);
  if (max == 0 || max > n)
    max = n;
  for (guint i = 0; i < max; i++)
    {
      ScoreLine *line = &g_array_index (table->lines, ScoreLine, ranked[i].index);
      ArbScoreRow *row = g_new0 (ArbScoreRow, 1);
      const char *start;
      gsize len;
      guint64 number;

      _arb_results_get_field (line->line, line->len, 0, &start, &len);
      row->winner = g_strndup (start, len);
      row->score = line->score;
      _arb_results_get_field (line->line, line->len, 2, &start, &len);
      _arb_results_parse_number (start, len, G_MAXUINT16, &number);
      row->loser_score = (guint) number;
      row->values = g_new0 (char *, table->n_values + 1);
      for (guint v = 0; v < table->n_values; v++)
        {
          _arb_results_get_field (line->line, line->len, SCORE_FIXED_FIELDS + v, &start, &len);
          row->values[v] = g_strndup (start, len);
        }
      _arb_results_get_field (line->line, line->len, SCORE_FIXED_FIELDS + table->n_values, &start, &len);
      row->date = g_strndup (start, len);
      g_ptr_array_add (sorted, row);
    }
  return sorted;
}

/**
 * arb_score_table_reset:
 * @table: a table
 *
 * Empties the table, unreadable lines too (in memory; save to write it).
 */
void
arb_score_table_reset (ArbScoreTable *table)
{
  g_array_set_size (table->lines, 0);
}

/**
 * arb_score_table_to_bytes:
 * @table: a table
 *
 * Returns: (transfer full): the file's contents: the header, then every
 *   line in order, unreadable ones byte for byte.
 */
GBytes *
arb_score_table_to_bytes (ArbScoreTable *table)
{
  gsize size = strlen (table->header) + 1;
  GString *out;

  for (guint i = 0; i < table->lines->len; i++)
    size += g_array_index (table->lines, ScoreLine, i).len + 1;
  out = g_string_sized_new (size);
  g_string_append (out, table->header);
  g_string_append_c (out, '\n');
  for (guint i = 0; i < table->lines->len; i++)
    {
      ScoreLine *line = &g_array_index (table->lines, ScoreLine, i);

      g_string_append_len (out, line->line, (gssize) line->len);
      g_string_append_c (out, '\n');
    }
  return g_string_free_to_bytes (out);
}

/**
 * arb_score_table_save:
 * @table: a table
 * @error: return location for a #GFileError
 *
 * Rewrites the whole file atomically (a temporary file in the same folder,
 * flushed to disk, renamed over the old one), creating its folder.
 *
 * Returns: %TRUE on success.
 */
gboolean
arb_score_table_save (ArbScoreTable *table,
                      GError       **error)
{
  g_autoptr (GBytes) bytes = arb_score_table_to_bytes (table);
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  return _arb_results_replace_file (table->path, data, len, error);
}
