/* arb-results.c — finished games, each recorded once: results by opponent, best scores
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The store is a folder (`arbiter/` under the user data folder) that holds,
 * for each game that has finished games:
 *
 * - `<id>-results.tsv`, the journal: after a version line, one row per
 *   event, appended and flushed to disk:
 *
 *     result  GAME-ID  DATE  FIRST  SECOND  RESULT  SCORE  PARAMS  NAME1  NAME2
 *     best    GAME-ID  N  <the best-scores line>
 *     done    GAME-ID
 *     reset   DATE
 *
 *   FIRST and SECOND are "person" or "level N", RESULT is PGN's ("1-0"),
 *   SCORE "10-2" or empty, PARAMS arb_params_to_string()'s.
 * - `<id>-highscores.tsv`, for a game with a score, its best-scores table:
 *   a header, then "winner, winner's score, loser's score, the
 *   @score_params values, date" a line (for Congkak exactly §12's file).
 *
 * One writer at a time: every operation holds flock() on `results.lock`
 * from its first read to its last write. A game is recorded once: the
 * journal is searched for its id first. A win that enters the best scores
 * touches two files, so it goes as a small transaction: `best` (the line
 * to add and how many copies of it the table held before) and `result`
 * are appended in that order and flushed, then the table is rewritten
 * atomically (a temporary file, fsync, rename), then `done` is appended.
 * A writer killed in between leaves a `best` without its `done`: the next
 * operation finishes the job, adding the line only if the table does not
 * hold one more copy of it than it did. The kernel may cut an append
 * short at a page boundary, even between two whole lines, hence the order:
 * a `best` whose game has no `result` was cut short with it and is only
 * closed. Temporary files left by a writer killed while replacing a file
 * are removed by the next operation. A reset appends
 * `reset`, empties the table, and rewrites the journal without the games
 * it ended; killed half-way, it is finished the same way. A last line
 * without its newline is a write cut short: it was never part of the
 * journal and is cut off before the next append. Files are read and
 * written by arb-results-io.c, the best scores by arb-score-table.c. */

#include "arb-results-private.h"
#include "arb-file.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

G_DEFINE_QUARK (arb-results-error-quark, arb_results_error)

#define JOURNAL_HEADER "arbiter-results\t1"
#define LOCK_NAME      "results.lock"
/* How long an operation waits for another program's. */
#define LOCK_WAIT_US   (30 * G_USEC_PER_SEC)

/* ------------------------------------------------------------ structs */

typedef enum
{
  ROW_RESULT,
  ROW_BEST,
  ROW_DONE,
  ROW_RESET,
  ROW_OTHER,
} RowKind;

typedef struct
{
  RowKind     kind;
  const char *line;
  gsize       len;
} Row;

typedef struct
{
  char      *path;
  char      *contents;
  gsize      valid;     /* the bytes up to the last newline */
  GArray    *rows;      /* of Row */
  GPtrArray *warnings;
} Journal;

struct _ArbResults
{
  char *dir;
};

struct _ArbResultsSummary
{
  GArray        *tallies;   /* of ArbResultsTally */
  guint          n_games;
  ArbScoreTable *scores;    /* nullable */
  GPtrArray     *warnings;
};

/* ------------------------------------------------------------ the journal */

static void
add_row (const char *line,
         gsize       len,
         guint       number,
         gpointer    data)
{
  Journal *journal = data;
  Row row = { ROW_OTHER, line, len };
  const char *kind;
  gsize kind_len;
  guint n_fields;

  if (number == 1 && _arb_results_field_equals (line, len, JOURNAL_HEADER))
    return;
  if (len == 0)
    return;
  n_fields = _arb_results_count_fields (line, len);
  _arb_results_get_field (line, len, 0, &kind, &kind_len);
  if (_arb_results_field_equals (kind, kind_len, "result") && n_fields == 10)
    row.kind = ROW_RESULT;
  else if (_arb_results_field_equals (kind, kind_len, "best") && n_fields >= 4)
    row.kind = ROW_BEST;
  else if (_arb_results_field_equals (kind, kind_len, "done") && n_fields == 2)
    row.kind = ROW_DONE;
  else if (_arb_results_field_equals (kind, kind_len, "reset") && n_fields == 2)
    row.kind = ROW_RESET;
  else
    g_ptr_array_add (journal->warnings,
                     /* Translators: the file, the line number */
                     g_strdup_printf (_("%s:%u: not a result, kept as it is"), journal->path,
                                      number));
  g_array_append_val (journal->rows, row);
}

static void
journal_clear (Journal *journal)
{
  g_clear_pointer (&journal->path, g_free);
  g_clear_pointer (&journal->contents, g_free);
  g_clear_pointer (&journal->rows, g_array_unref);
  g_clear_pointer (&journal->warnings, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Journal, journal_clear)

static gboolean
journal_load (Journal    *journal,
              const char *path,
              GError    **error)
{
  gsize length;

  journal_clear (journal);
  journal->path = g_strdup (path);
  journal->rows = g_array_new (FALSE, FALSE, sizeof (Row));
  journal->warnings = g_ptr_array_new_with_free_func (g_free);
  if (!_arb_results_read_file (path, &journal->contents, &length, error))
    return FALSE;
  /* A last line without its newline was cut short: not part of it. */
  journal->valid = _arb_results_for_each_line (journal->contents, length, FALSE, add_row, journal);
  return TRUE;
}

static gboolean
row_id_is (const Row  *row,
           const char *start,
           gsize       len)
{
  const char *id;
  gsize id_len;

  return _arb_results_get_field (row->line, row->len, 1, &id, &id_len) && id_len == len
         && memcmp (id, start, len) == 0;
}

static gboolean
journal_has_result (Journal    *journal,
                    const char *id,
                    gsize       len)
{
  for (guint i = 0; i < journal->rows->len; i++)
    {
      const Row *row = &g_array_index (journal->rows, Row, i);

      if (row->kind == ROW_RESULT && row_id_is (row, id, len))
        return TRUE;
    }
  return FALSE;
}

/* Appends @text (whole rows) and flushes it to disk; a torn last line is
 * cut off first, and a new journal starts with its version line. */
static gboolean
journal_append (Journal    *journal,
                const char *text,
                GError    **error)
{
  struct stat st;
  gboolean ok;
  int fd;

  fd = g_open (journal->path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0644);
  if (fd < 0)
    return _arb_results_write_error (error, errno, journal->path);
  ok = _arb_results_check_regular (fd, journal->path, &st, error);
  if (ok && (gsize) st.st_size > journal->valid && ftruncate (fd, (off_t) journal->valid) != 0)
    ok = _arb_results_write_error (error, errno, journal->path);
  if (ok && journal->valid == 0)
    {
      ok = _arb_results_write_all (fd, JOURNAL_HEADER "\n", strlen (JOURNAL_HEADER) + 1, journal->path, error);
      journal->valid = strlen (JOURNAL_HEADER) + 1;
    }
  ok = ok && _arb_results_write_all (fd, text, strlen (text), journal->path, error);
  if (ok && fdatasync (fd) != 0)
    ok = _arb_results_write_error (error, errno, journal->path);
  close (fd);
  if (ok)
    journal->valid += strlen (text);
  return ok;
}

/* ------------------------------------------------------------ the store */

static int
store_lock (ArbResults *self,
            GError    **error)
{
  g_autofree char *path = g_build_filename (self->dir, LOCK_NAME, NULL);
  gint64 deadline = g_get_monotonic_time () + LOCK_WAIT_US;
  struct stat st;
  int fd;

  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    {
      _arb_results_create_error (error, errno, self->dir);
      return -1;
    }
  fd = g_open (path, O_RDWR | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0644);
  if (fd < 0)
    {
      _arb_results_write_error (error, errno, path);
      return -1;
    }
  if (!_arb_results_check_regular (fd, path, &st, error))
    {
      close (fd);
      return -1;
    }
  while (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved = errno;

      if (saved == EINTR)
        continue;
      if (saved != EWOULDBLOCK || g_get_monotonic_time () > deadline)
        {
          close (fd);
          if (saved != EWOULDBLOCK)
            g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                         /* Translators: a file, then why */
                         _("cannot lock %s: %s"), path, g_strerror (saved));
          else
            g_set_error (error, ARB_RESULTS_ERROR, ARB_RESULTS_ERROR_BUSY,
                         _("%s is locked by another program"), path);
          return -1;
        }
      g_usleep (2000);
    }
  return fd;
}

static void
store_unlock (int fd)
{
  if (fd >= 0)
    close (fd);   /* releases the lock */
}

static ArbScoreTable *
load_scores (ArbResults     *self,
             const ArbRules *rules,
             GError        **error)
{
  g_autofree char *path = arb_results_get_scores_path (self, rules);

  return arb_score_table_load (path, rules, error);
}


static int
compare_uint (gconstpointer a,
              gconstpointer b)
{
  guint x = *(const guint *) a;
  guint y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* A reset's end: its table emptied, and the journal rewritten without the
 * games it ended (lines that cannot be read stay). */
static gboolean
finish_reset (ArbResults     *self,
              const ArbRules *rules,
              Journal        *journal,
              guint           last_reset,
              GError        **error)
{
  g_autoptr (GString) kept = g_string_new (JOURNAL_HEADER "\n");
  g_autofree char *path = g_strdup (journal->path);

  if (rules->score != NULL)
    {
      g_autoptr (ArbScoreTable) table = load_scores (self, rules, error);

      if (table == NULL)
        return FALSE;
      arb_score_table_reset (table);
      if (!arb_score_table_save (table, error))
        return FALSE;
    }
  for (guint i = 0; i < journal->rows->len; i++)
    {
      const Row *row = &g_array_index (journal->rows, Row, i);

      if (row->kind == ROW_OTHER || i > last_reset)
        {
          g_string_append_len (kept, row->line, (gssize) row->len);
          g_string_append_c (kept, '\n');
        }
    }
  if (!_arb_results_replace_file (path, kept->str, kept->len, error))
    return FALSE;
  return journal_load (journal, path, error);
}

/* The `best` rows without their `done`, in journal order. */
static GArray *
open_best_scores (Journal *journal)
{
  g_autoptr (GHashTable) open_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GArray *open = g_array_new (FALSE, FALSE, sizeof (guint));
  GHashTableIter iter;
  gpointer value;

  for (guint i = 0; i < journal->rows->len; i++)
    {
      const Row *row = &g_array_index (journal->rows, Row, i);
      const Row *next = i + 1 < journal->rows->len ? row + 1 : NULL;
      const char *id;
      gsize len;

      if (row->kind != ROW_BEST && row->kind != ROW_DONE)
        continue;
      _arb_results_get_field (row->line, row->len, 1, &id, &len);
      /* The usual case, at no cost: its `done` right after it. */
      if (row->kind == ROW_BEST && next != NULL && next->kind == ROW_DONE
          && row_id_is (next, id, len))
        i++;
      else if (row->kind == ROW_BEST)
        g_hash_table_insert (open_ids, g_strndup (id, len), GUINT_TO_POINTER (i + 1));
      else if (g_hash_table_size (open_ids) > 0)
        {
          g_autofree char *key = g_strndup (id, len);

          g_hash_table_remove (open_ids, key);
        }
    }
  g_hash_table_iter_init (&iter, open_ids);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      guint index = GPOINTER_TO_UINT (value) - 1;

      g_array_append_val (open, index);
    }
  g_array_sort (open, compare_uint);
  return open;
}

/* Finishes what a writer killed half-way left: a reset, best scores
 * without their `done`, temporary files. @scores: the best scores, if
 * loaded (in, out). */
static gboolean
recover (ArbResults     *self,
         const ArbRules *rules,
         Journal        *journal,
         ArbScoreTable **scores,
         GError        **error)
{
  g_autoptr (GArray) open = NULL;
  g_autoptr (GString) done = NULL;

  arb_file_remove_temporaries (journal->path);
  if (rules->score != NULL)
    {
      g_autofree char *scores_path = arb_results_get_scores_path (self, rules);

      arb_file_remove_temporaries (scores_path);
    }

  for (guint i = journal->rows->len; i > 0; i--)
    if (g_array_index (journal->rows, Row, i - 1).kind == ROW_RESET)
      {
        g_clear_pointer (scores, arb_score_table_free);
        if (!finish_reset (self, rules, journal, i - 1, error))
          return FALSE;
        break;
      }

  open = open_best_scores (journal);
  if (open->len == 0)
    return TRUE;
  if (*scores == NULL && (*scores = load_scores (self, rules, error)) == NULL)
    return FALSE;
  done = g_string_new (NULL);
  for (guint i = 0; i < open->len; i++)
    {
      const Row *row = &g_array_index (journal->rows, Row, g_array_index (open, guint, i));
      const char *id, *copies, *line;
      gsize id_len, copies_len, line_len;
      guint64 before = 0;
      char *text;

      _arb_results_get_field (row->line, row->len, 1, &id, &id_len);
      _arb_results_get_field (row->line, row->len, 2, &copies, &copies_len);
      _arb_results_get_field (row->line, row->len, 3, &line, &line_len);
      line_len = (gsize) (row->line + row->len - line);
      text = g_strndup (line, line_len);
      _arb_results_parse_number (copies, copies_len, G_MAXUINT32, &before);
      /* The table holds one copy more than before when the rewrite was
       * done; without its `result`, the game was never recorded. */
      if (journal_has_result (journal, id, id_len) && _arb_score_table_count_copies (*scores, text) <= before)
        _arb_score_table_add_line (*scores, text);
      else
        g_free (text);
      g_string_append (done, "done\t");
      g_string_append_len (done, id, (gssize) id_len);
      g_string_append_c (done, '\n');
    }
  return arb_score_table_save (*scores, error) && journal_append (journal, done->str, error);
}

static const char *
player_text (guint player,
             char  buffer[24])
{
  if (player == 0)
    return "person";
  g_snprintf (buffer, 24, "level %u", player);
  return buffer;
}

static gboolean
parse_player (const char *start,
              gsize       len,
              guint      *player)
{
  guint64 level;

  if (_arb_results_field_equals (start, len, "person"))
    {
      *player = 0;
      return TRUE;
    }
  if (len < 7 || memcmp (start, "level ", 6) != 0
      || !_arb_results_parse_number (start + 6, len - 6, G_MAXUINT16, &level) || level == 0)
    return FALSE;
  *player = (guint) level;
  return TRUE;
}

/* The best-scores line of @entry's winner, or NULL (and an error when the
 * table names a parameter it does not declare). */
static char *
entry_score_line (const ArbRules        *rules,
                  const ArbResultsEntry *entry,
                  const char            *date,
                  GError               **error)
{
  g_autoptr (GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  int winner = arb_result_winner (entry->result);

  for (guint i = 0; rules->score_params != NULL && rules->score_params[i] != NULL; i++)
    {
      int index = arb_params_lookup (rules, rules->score_params[i]);

      if (index < 0)
        {
          g_set_error (error, ARB_PARAM_ERROR, ARB_PARAM_ERROR_UNKNOWN,
                       /* Translators: the game's id, then a parameter's name */
                       _("the best scores of %s record “%s”, which is not one of its parameters"),
                       rules->id, rules->score_params[i]);
          return NULL;
        }
      g_ptr_array_add (values, arb_params_value_text (rules, (guint) index,
                                                      entry->params.values[index]));
    }
  g_ptr_array_add (values, NULL);
  return _arb_score_table_format_line (entry->names[winner] != NULL ? entry->names[winner] : "?",
                            entry->score[winner], entry->score[winner ^ 1],
                            (const char *const *) values->pdata, values->len - 1, date);
}

/**
 * arb_results_new:
 * @dir: (nullable): the store's folder; %NULL: `arbiter` under
 *   g_get_user_data_dir()
 *
 * Returns: (transfer full): the store kept in @dir (created when first
 *   written to).
 */
ArbResults *
arb_results_new (const char *dir)
{
  ArbResults *self = g_new0 (ArbResults, 1);

  self->dir = dir != NULL ? g_strdup (dir)
                          : g_build_filename (g_get_user_data_dir (), "arbiter", NULL);
  return self;
}

void
arb_results_free (ArbResults *self)
{
  if (self == NULL)
    return;
  g_free (self->dir);
  g_free (self);
}

/**
 * arb_results_get_dir:
 * @self: a store
 *
 * Returns: (transfer none): its folder.
 */
const char *
arb_results_get_dir (ArbResults *self)
{
  return self->dir;
}

/**
 * arb_results_get_journal_path:
 * @self: a store
 * @rules: a game
 *
 * Returns: (transfer full): the file of @rules' results, `<id>-results.tsv`.
 */
char *
arb_results_get_journal_path (ArbResults     *self,
                              const ArbRules *rules)
{
  g_autofree char *name = g_strconcat (rules->id, "-results.tsv", NULL);

  return g_build_filename (self->dir, name, NULL);
}

/**
 * arb_results_get_scores_path:
 * @self: a store
 * @rules: a game with a score
 *
 * Returns: (transfer full): the file of @rules' best scores,
 *   `<id>-highscores.tsv` (Congkak §12: `arbiter/congkak-highscores.tsv`).
 */
char *
arb_results_get_scores_path (ArbResults     *self,
                             const ArbRules *rules)
{
  g_autofree char *name = g_strconcat (rules->id, "-highscores.tsv", NULL);

  return g_build_filename (self->dir, name, NULL);
}

/**
 * arb_results_record:
 * @self: a store
 * @rules: the game played
 * @entry: how it ended
 * @added: (out) (optional): what was added: nothing when @entry's id is
 *   recorded already
 * @error: return location for a #GFileError or an %ARB_RESULTS_ERROR
 *
 * Records a finished game once: its result, and for a win in a game with
 * a score the winner's entry in the best scores. Waits for any other
 * program writing to the store.
 *
 * Returns: %TRUE unless the store could not be read or written.
 */
gboolean
arb_results_record (ArbResults            *self,
                    const ArbRules        *rules,
                    const ArbResultsEntry *entry,
                    ArbResultsAdded       *added,
                    GError               **error)
{
  g_auto (Journal) journal = { 0 };
  g_autoptr (ArbScoreTable) scores = NULL;
  g_autoptr (GString) result_row = NULL;
  g_autoptr (GString) rows = g_string_new (NULL);   /* what goes to the journal at once */
  g_autofree char *path = NULL;
  g_autofree char *id = NULL;
  g_autofree char *date = NULL;
  g_autofree char *params = NULL;
  g_autofree char *name1 = NULL;
  g_autofree char *name2 = NULL;
  g_autofree char *score_line = NULL;
  ArbResultsAdded done = ARB_RESULTS_ADDED_NONE;
  char first[24], second[24];
  gboolean ok = FALSE;
  int winner, fd;

  g_return_val_if_fail (self != NULL && rules != NULL && entry != NULL, FALSE);
  g_return_val_if_fail (entry->id != NULL && entry->id[0] != '\0', FALSE);

  if (added != NULL)
    *added = ARB_RESULTS_ADDED_NONE;
  if (entry->result == ARB_RESULT_NONE)
    return TRUE;

  id = _arb_results_clean_text (entry->id);
  date = _arb_results_format_date (entry->when);
  params = arb_params_to_string (&entry->params, rules, FALSE);
  winner = arb_result_winner (entry->result);
  if (winner >= 0 && rules->score != NULL && entry->has_score)
    {
      score_line = entry_score_line (rules, entry, date, error);
      if (score_line == NULL)
        return FALSE;
    }
  name1 = _arb_results_clean_text (entry->names[ARB_SIDE_FIRST]);
  name2 = _arb_results_clean_text (entry->names[ARB_SIDE_SECOND]);
  result_row = g_string_new (NULL);
  g_string_append_printf (result_row, "result\t%s\t%s\t%s\t%s\t%s\t", id, date,
                          player_text (entry->players[0], first),
                          player_text (entry->players[1], second),
                          arb_result_to_string (entry->result));
  if (entry->has_score)
    g_string_append_printf (result_row, "%u-%u", entry->score[0], entry->score[1]);
  g_string_append_printf (result_row, "\t%s\t%s\t%s\n", params, name1, name2);

  fd = store_lock (self, error);
  if (fd < 0)
    return FALSE;
  path = arb_results_get_journal_path (self, rules);
  if (!journal_load (&journal, path, error) || !recover (self, rules, &journal, &scores, error))
    goto out;
  if (journal_has_result (&journal, id, strlen (id)))
    {
      ok = TRUE;
      goto out;
    }
  if (score_line != NULL)
    {
      if (scores == NULL && (scores = load_scores (self, rules, error)) == NULL)
        goto out;
      /* Before its `result`: see the top of this file. */
      g_string_printf (rows, "best\t%s\t%u\t%s\n", id, _arb_score_table_count_copies (scores, score_line),
                       score_line);
    }
  g_string_append (rows, result_row->str);
  if (!journal_append (&journal, rows->str, error))
    goto out;
  done = ARB_RESULTS_ADDED_RESULT;
  if (score_line != NULL)
    {
      g_autofree char *closing = g_strdup_printf ("done\t%s\n", id);

      _arb_score_table_add_line (scores, g_steal_pointer (&score_line));
      if (!arb_score_table_save (scores, error) || !journal_append (&journal, closing, error))
        goto out;
      done |= ARB_RESULTS_ADDED_SCORE;
    }
  ok = TRUE;

out:
  store_unlock (fd);
  if (added != NULL)
    *added = done;
  return ok;
}

/* A tag's value, or NULL for a missing or unknown ("?") one. */
static const char *
known_tag (ArbGame    *game,
           const char *name)
{
  const char *value = arb_game_get_tag (game, name);

  return value == NULL || *value == '\0' || g_str_equal (value, "?") ? NULL : value;
}

/**
 * arb_results_ensure_game_id:
 * @game: a game
 *
 * Gives @game a random %ARB_RESULTS_GAME_ID_TAG unless it has one.
 *
 * Returns: (transfer none): its id.
 */
const char *
arb_results_ensure_game_id (ArbGame *game)
{
  g_return_val_if_fail (ARB_IS_GAME (game), NULL);

  if (known_tag (game, ARB_RESULTS_GAME_ID_TAG) == NULL)
    {
      g_autofree char *id = g_uuid_string_random ();

      arb_game_set_tag (game, ARB_RESULTS_GAME_ID_TAG, id);
    }
  return arb_game_get_tag (game, ARB_RESULTS_GAME_ID_TAG);
}

/**
 * arb_results_record_game:
 * @self: a store
 * @game: a game that has ended (one still going records nothing)
 * @players: who played each side: 0 a person, N the computer at level N
 * @names: (nullable) (array fixed-size=2): what each side is called;
 *   %NULL, or a %NULL name: the player tag's value, else the rules' name
 * @added: (out) (optional): what was added
 * @error: return location for a #GFileError or an %ARB_RESULTS_ERROR
 *
 * arb_results_record() for @game: its id (given one now if it has none),
 * result, final score and parameters.
 *
 * Returns: %TRUE unless the store could not be read or written.
 */
gboolean
arb_results_record_game (ArbResults        *self,
                         ArbGame           *game,
                         const guint        players[ARB_N_SIDES],
                         const char *const  names[ARB_N_SIDES],
                         ArbResultsAdded   *added,
                         GError           **error)
{
  const ArbRules *rules;
  ArbResultsEntry entry = { 0 };

  g_return_val_if_fail (self != NULL && ARB_IS_GAME (game) && players != NULL, FALSE);

  rules = arb_game_get_rules (game);
  entry.id = arb_results_ensure_game_id (game);
  entry.result = arb_game_get_result (game);
  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    {
      entry.players[side] = players[side];
      entry.names[side] = names != NULL ? names[side] : NULL;
      if (entry.names[side] == NULL)
        entry.names[side] = known_tag (game, arb_rules_player_tag (rules, side));
      if (entry.names[side] == NULL)
        entry.names[side] = _(arb_rules_player_name (rules, side));
    }
  entry.has_score = rules->score != NULL && rules->score (arb_game_get_state (game), entry.score);
  arb_game_get_params (game, &entry.params);
  return arb_results_record (self, rules, &entry, added, error);
}

/* Counts one result row into @tallies. */
static void
tally_row (GArray    *tallies,
           const Row *row)
{
  const char *start;
  gsize len;
  guint first, second;
  ArbResult result;
  ArbResultsTally key = { 0 };
  ArbResultsTally *tally = NULL;
  int view;

  if (!_arb_results_get_field (row->line, row->len, 3, &start, &len) || !parse_player (start, len, &first)
      || !_arb_results_get_field (row->line, row->len, 4, &start, &len) || !parse_player (start, len, &second)
      || !_arb_results_get_field (row->line, row->len, 5, &start, &len))
    return;
  result = _arb_results_field_equals (start, len, "1-0") ? ARB_RESULT_FIRST_WINS
           : _arb_results_field_equals (start, len, "0-1") ? ARB_RESULT_SECOND_WINS
           : _arb_results_field_equals (start, len, "1/2-1/2") ? ARB_RESULT_DRAW : ARB_RESULT_NONE;
  if (result == ARB_RESULT_NONE)
    return;

  /* A person against the computer is counted for the person, on either
   * side; otherwise for the first side. */
  view = ARB_SIDE_FIRST;
  key.side = ARB_SIDE_FIRST;
  if ((first == 0) != (second == 0))
    {
      view = first == 0 ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;
      key.side = -1;
    }
  key.player = view == ARB_SIDE_FIRST ? first : second;
  key.opponent = view == ARB_SIDE_FIRST ? second : first;

  for (guint i = 0; i < tallies->len && tally == NULL; i++)
    {
      ArbResultsTally *t = &g_array_index (tallies, ArbResultsTally, i);

      if (t->player == key.player && t->opponent == key.opponent && t->side == key.side)
        tally = t;
    }
  if (tally == NULL)
    {
      g_array_append_val (tallies, key);
      tally = &g_array_index (tallies, ArbResultsTally, tallies->len - 1);
    }
  if (result == ARB_RESULT_DRAW)
    tally->draws++;
  else if (arb_result_winner (result) == view)
    tally->wins++;
  else
    tally->losses++;
}

static int
compare_tallies (gconstpointer a,
                 gconstpointer b)
{
  const ArbResultsTally *x = a;
  const ArbResultsTally *y = b;

  /* A person against the computer first, by level; then the others. */
  if (x->side != y->side)
    return x->side < y->side ? -1 : 1;
  if (x->player != y->player)
    return x->player < y->player ? -1 : 1;
  return x->opponent < y->opponent ? -1 : x->opponent > y->opponent;
}

/**
 * arb_results_load:
 * @self: a store
 * @rules: a game
 * @error: return location for a #GFileError or an %ARB_RESULTS_ERROR
 *
 * The results of @rules' games, by pairing of players, and its best
 * scores when it keeps a score. Finishes first what a writer killed
 * half-way left.
 *
 * Returns: (transfer full) (nullable): the summary, %NULL when the store
 *   cannot be read.
 */
ArbResultsSummary *
arb_results_load (ArbResults     *self,
                  const ArbRules *rules,
                  GError        **error)
{
  g_auto (Journal) journal = { 0 };
  g_autoptr (ArbScoreTable) scores = NULL;
  g_autofree char *path = NULL;
  ArbResultsSummary *summary;
  gboolean ok;
  int fd;

  g_return_val_if_fail (self != NULL && rules != NULL, NULL);

  fd = store_lock (self, error);
  if (fd < 0)
    return NULL;
  path = arb_results_get_journal_path (self, rules);
  ok = journal_load (&journal, path, error) && recover (self, rules, &journal, &scores, error);
  if (ok && rules->score != NULL && scores == NULL)
    ok = (scores = load_scores (self, rules, error)) != NULL;
  store_unlock (fd);
  if (!ok)
    return NULL;

  summary = g_new0 (ArbResultsSummary, 1);
  summary->tallies = g_array_new (FALSE, TRUE, sizeof (ArbResultsTally));
  summary->warnings = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < journal.rows->len; i++)
    {
      const Row *row = &g_array_index (journal.rows, Row, i);

      if (row->kind == ROW_RESULT)
        {
          tally_row (summary->tallies, row);
          summary->n_games++;
        }
    }
  g_array_sort (summary->tallies, compare_tallies);
  for (guint i = 0; i < journal.warnings->len; i++)
    g_ptr_array_add (summary->warnings, g_strdup (g_ptr_array_index (journal.warnings, i)));
  if (scores != NULL)
    {
      GPtrArray *warnings = arb_score_table_get_warnings (scores);

      for (guint i = 0; i < warnings->len; i++)
        g_ptr_array_add (summary->warnings, g_strdup (g_ptr_array_index (warnings, i)));
    }
  summary->scores = g_steal_pointer (&scores);
  return summary;
}

/**
 * arb_results_reset:
 * @self: a store
 * @rules: a game
 * @error: return location for a #GFileError or an %ARB_RESULTS_ERROR
 *
 * Forgets @rules' results and empties its best scores (§12's reset, asked
 * for after a confirmation). A game recorded before may be recorded again.
 *
 * Returns: %TRUE on success.
 */
gboolean
arb_results_reset (ArbResults     *self,
                   const ArbRules *rules,
                   GError        **error)
{
  g_auto (Journal) journal = { 0 };
  g_autoptr (ArbScoreTable) scores = NULL;
  g_autofree char *path = NULL;
  g_autofree char *date = NULL;
  g_autofree char *row = NULL;
  gboolean ok;
  int fd;

  g_return_val_if_fail (self != NULL && rules != NULL, FALSE);

  fd = store_lock (self, error);
  if (fd < 0)
    return FALSE;
  path = arb_results_get_journal_path (self, rules);
  date = _arb_results_format_date (NULL);
  row = g_strdup_printf ("reset\t%s\n", date);
  /* Recorded first, so that a reset cut short is finished by the next
   * operation (recover()). */
  ok = journal_load (&journal, path, error) && journal_append (&journal, row, error)
       && journal_load (&journal, path, error) && recover (self, rules, &journal, &scores, error);
  store_unlock (fd);
  return ok;
}

void
arb_results_summary_free (ArbResultsSummary *summary)
{
  if (summary == NULL)
    return;
  g_array_unref (summary->tallies);
  arb_score_table_free (summary->scores);
  g_ptr_array_unref (summary->warnings);
  g_free (summary);
}

/**
 * arb_results_summary_get_tallies:
 * @summary: a summary
 * @n_tallies: (out): how many
 *
 * Returns: (transfer none) (array length=n_tallies): the results by
 *   pairing: a person against each level first, then the others.
 */
const ArbResultsTally *
arb_results_summary_get_tallies (ArbResultsSummary *summary,
                                 guint             *n_tallies)
{
  *n_tallies = summary->tallies->len;
  return (const ArbResultsTally *) (gpointer) summary->tallies->data;
}

/**
 * arb_results_summary_get_n_games:
 * @summary: a summary
 *
 * Returns: the games recorded.
 */
guint
arb_results_summary_get_n_games (ArbResultsSummary *summary)
{
  return summary->n_games;
}

/**
 * arb_results_summary_get_scores:
 * @summary: a summary
 *
 * Returns: (transfer none) (nullable): the best scores; %NULL for a game
 *   without a score.
 */
ArbScoreTable *
arb_results_summary_get_scores (ArbResultsSummary *summary)
{
  return summary->scores;
}

/**
 * arb_results_summary_get_warnings:
 * @summary: a summary
 *
 * Returns: (transfer none) (element-type utf8): the lines of the store's
 *   files that could not be read.
 */
GPtrArray *
arb_results_summary_get_warnings (ArbResultsSummary *summary)
{
  return summary->warnings;
}
