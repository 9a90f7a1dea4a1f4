/* arb-test-scores.c — a second reader and writer of Congkak's high-score
 * file (docs/congkak.md §12), for the tests
 *
 * Congkak's own high-score table before Arbiter's results store
 * (src/core/arb-results*.c) took its place in the program: written apart
 * from the store, it checks that the store writes the file §12 describes
 * and reads what another writer of it wrote.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* `arbiter/congkak-highscores.tsv` under the user data directory: a header
 * line, then one tab-separated entry a line (winner, score, loser's score,
 * N, S, date). A line that cannot be read is kept as it is, with a warning,
 * and written back unchanged. Every change rewrites the whole file through
 * g_file_set_contents_full() with CONSISTENT and DURABLE: a temporary file in
 * the same directory, fsync, rename — a crash leaves the old table or the
 * new one. */

#include "arb-test-scores.h"

#include <stdlib.h>
#include <string.h>

#include <errno.h>
#include <glib/gstdio.h>

/* One line of the file: an entry, or a line that could not be read. */
typedef struct
{
  ArbCongkakScore *entry;  /* NULL for an unreadable line */
  char            *raw;    /* the unreadable line, as it was */
} Line;

struct _ArbCongkakScores
{
  char      *path;
  GPtrArray *lines;     /* of Line, in file order */
  GPtrArray *warnings;  /* of char * */
};

static void
entry_free (ArbCongkakScore *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->winner);
  g_free (entry->date);
  g_free (entry);
}

static void
line_free (gpointer data)
{
  Line *line = data;

  entry_free (line->entry);
  g_free (line->raw);
  g_free (line);
}

static gboolean
parse_uint (const char *text, guint *value)
{
  guint64 v;

  if (text[0] == '\0' || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT16, &v, NULL))
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

static ArbCongkakScore *
parse_entry (const char *text)
{
  g_auto (GStrv) fields = g_strsplit (text, "\t", -1);
  ArbCongkakScore entry = { 0 };

  if (g_strv_length (fields) != 6 || fields[0][0] == '\0'
      || !g_utf8_validate (fields[0], -1, NULL)
      || !parse_uint (fields[1], &entry.score) || !parse_uint (fields[2], &entry.loser_score)
      || !parse_uint (fields[3], &entry.pits) || !parse_uint (fields[4], &entry.seeds)
      || fields[5][0] == '\0')
    return NULL;
  entry.winner = g_strdup (fields[0]);
  entry.date = g_strdup (fields[5]);
  return g_memdup2 (&entry, sizeof entry);
}

/* Tabs and line breaks would cut the line: they become spaces. */
static char *
clean_name (const char *name)
{
  char *clean = g_strdup (name);

  for (char *p = clean; *p != '\0'; p++)
    if (*p == '\t' || *p == '\n' || *p == '\r')
      *p = ' ';
  return clean;
}

/**
 * arb_congkak_scores_default_path:
 *
 * Returns: (transfer full): `arbiter/congkak-highscores.tsv` under
 *   g_get_user_data_dir().
 */
char *
arb_congkak_scores_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "arbiter", "congkak-highscores.tsv", NULL);
}

/**
 * arb_congkak_scores_load:
 * @path: (nullable): the file; %NULL for the default one
 * @error: return location for a GFileError other than "no such file"
 *
 * A missing file is an empty table; an unreadable line is kept, with a
 * warning (arb_congkak_scores_get_warnings()).
 *
 * Returns: (transfer full) (nullable): the table, %NULL when the file
 *   exists but cannot be read.
 */
ArbCongkakScores *
arb_congkak_scores_load (const char *path,
                         GError    **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *contents = NULL;
  ArbCongkakScores *scores;

  scores = g_new0 (ArbCongkakScores, 1);
  scores->path = path != NULL ? g_strdup (path) : arb_congkak_scores_default_path ();
  scores->lines = g_ptr_array_new_with_free_func (line_free);
  scores->warnings = g_ptr_array_new_with_free_func (g_free);

  if (!g_file_get_contents (scores->path, &contents, NULL, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return scores;
      g_propagate_error (error, g_steal_pointer (&local_error));
      arb_congkak_scores_free (scores);
      return NULL;
    }

  {
    g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);

    for (guint i = 0; lines[i] != NULL; i++)
      {
        Line *line;
        gsize len = strlen (lines[i]);

        if (len > 0 && lines[i][len - 1] == '\r')
          lines[i][len - 1] = '\0';
        /* The header, and the empty string after the last newline. */
        if ((i == 0 && strcmp (lines[i], ARB_CONGKAK_SCORES_HEADER) == 0) || lines[i][0] == '\0')
          continue;
        line = g_new0 (Line, 1);
        line->entry = parse_entry (lines[i]);
        if (line->entry == NULL)
          {
            line->raw = g_strdup (lines[i]);
            g_ptr_array_add (scores->warnings,
                             g_strdup_printf ("%s:%u: not a high-score entry, skipped",
                                              scores->path, i + 1));
          }
        g_ptr_array_add (scores->lines, line);
      }
  }
  return scores;
}

void
arb_congkak_scores_free (ArbCongkakScores *scores)
{
  if (scores == NULL)
    return;
  g_free (scores->path);
  g_ptr_array_unref (scores->lines);
  g_ptr_array_unref (scores->warnings);
  g_free (scores);
}

/**
 * arb_congkak_scores_get_path:
 * @scores: a table
 *
 * Returns: (transfer none): the file the table is kept in.
 */
const char *
arb_congkak_scores_get_path (ArbCongkakScores *scores)
{
  return scores->path;
}

/**
 * arb_congkak_scores_get_warnings:
 * @scores: a table
 *
 * Returns: (transfer none) (element-type utf8): the lines that could not be read.
 */
GPtrArray *
arb_congkak_scores_get_warnings (ArbCongkakScores *scores)
{
  return scores->warnings;
}

/**
 * arb_congkak_scores_get_n_entries:
 * @scores: a table
 *
 * Returns: the readable entries.
 */
guint
arb_congkak_scores_get_n_entries (ArbCongkakScores *scores)
{
  guint n = 0;

  for (guint i = 0; i < scores->lines->len; i++)
    n += ((Line *) g_ptr_array_index (scores->lines, i))->entry != NULL;
  return n;
}

/**
 * arb_congkak_scores_add:
 * @scores: a table
 * @winner: the winner's name
 * @score: @loser_score: the final scores
 * @pits: @seeds: the game's N and S
 * @when: (nullable): when the game ended; now when %NULL
 *
 * Adds one entry at the end (in memory: arb_congkak_scores_save() writes it).
 */
void
arb_congkak_scores_add (ArbCongkakScores *scores,
                        const char       *winner,
                        guint             score,
                        guint             loser_score,
                        guint             pits,
                        guint             seeds,
                        GDateTime        *when)
{
  g_autoptr (GDateTime) now = NULL;
  ArbCongkakScore *entry = g_new0 (ArbCongkakScore, 1);
  Line *line = g_new0 (Line, 1);

  if (when == NULL)
    when = now = g_date_time_new_now_local ();
  entry->winner = clean_name (winner);
  entry->score = score;
  entry->loser_score = loser_score;
  entry->pits = pits;
  entry->seeds = seeds;
  /* ISO 8601 to the second, with the offset: "2026-11-24T06:10:00+01:00". */
  entry->date = g_date_time_format (when, "%Y-%m-%dT%H:%M:%S%:z");
  line->entry = entry;
  g_ptr_array_add (scores->lines, line);
}

static int
compare_entries (gconstpointer a, gconstpointer b)
{
  const ArbCongkakScore *x = *(ArbCongkakScore *const *) a;
  const ArbCongkakScore *y = *(ArbCongkakScore *const *) b;

  return x->score > y->score ? -1 : x->score < y->score ? 1 : 0;
}

/**
 * arb_congkak_scores_sorted:
 * @scores: a table
 *
 * Returns: (transfer container) (element-type ArbCongkakScore): the
 *   entries, highest score first, equal scores in file order.
 */
GPtrArray *
arb_congkak_scores_sorted (ArbCongkakScores *scores)
{
  GPtrArray *sorted = g_ptr_array_new ();

  for (guint i = 0; i < scores->lines->len; i++)
    {
      Line *line = g_ptr_array_index (scores->lines, i);

      if (line->entry != NULL)
        g_ptr_array_add (sorted, line->entry);
    }
  /* g_ptr_array_sort is not stable; a merge sort through qsort's order
   * would be: the file order is the tie-break, so compare indexes too. */
  {
    gsize n = sorted->len;

    for (gsize i = 1; i < n; i++)
      {
        gpointer item = sorted->pdata[i];
        gsize j = i;

        /* Insertion sort: stable, and tables are small. */
        while (j > 0 && compare_entries (&sorted->pdata[j - 1], &item) > 0)
          {
            sorted->pdata[j] = sorted->pdata[j - 1];
            j--;
          }
        sorted->pdata[j] = item;
      }
  }
  return sorted;
}

/**
 * arb_congkak_scores_reset:
 * @scores: a table
 *
 * Empties the table (in memory; save to write it).
 */
void
arb_congkak_scores_reset (ArbCongkakScores *scores)
{
  g_ptr_array_set_size (scores->lines, 0);
}

/**
 * arb_congkak_scores_to_text:
 * @scores: a table
 *
 * Returns: (transfer full): the file's contents: the header, then every
 *   line in order, unreadable ones unchanged.
 */
char *
arb_congkak_scores_to_text (ArbCongkakScores *scores)
{
  GString *out = g_string_new (ARB_CONGKAK_SCORES_HEADER "\n");

  for (guint i = 0; i < scores->lines->len; i++)
    {
      Line *line = g_ptr_array_index (scores->lines, i);

      if (line->entry == NULL)
        g_string_append_printf (out, "%s\n", line->raw);
      else
        g_string_append_printf (out, "%s\t%u\t%u\t%u\t%u\t%s\n", line->entry->winner,
                                line->entry->score, line->entry->loser_score, line->entry->pits,
                                line->entry->seeds, line->entry->date);
    }
  return g_string_free (out, FALSE);
}

/**
 * arb_congkak_scores_save:
 * @scores: a table
 * @error: return location for a #GFileError
 *
 * Rewrites the whole file atomically (§12), creating its directory.
 *
 * Returns: %TRUE on success.
 */
gboolean
arb_congkak_scores_save (ArbCongkakScores *scores,
                         GError          **error)
{
  g_autofree char *dir = g_path_get_dirname (scores->path);
  g_autofree char *text = arb_congkak_scores_to_text (scores);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot create %s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  return g_file_set_contents_full (scores->path, text, -1,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0644, error);
}
