/* arb-tournament-dir.c — the directory that keeps a tournament across kills
 *
 * DIR holds three files (docs/tournaments.md), each a regular file (a
 * FIFO or a device in its place is refused before it is opened):
 *  - `settings`: what the schedule and the games depend on
 *    (arb-tournament-settings.c);
 *  - `journal`: append-only, one record a line, each `PAYLOAD<TAB>CHECK`
 *    where CHECK is the first 16 hex digits of the SHA-256 of PAYLOAD; every
 *    line is fsync'd before the referee goes on. The records:
 *      begin N                               game N starts
 *      done N RESULT NAME1 NAME2 COMMENT TEXT [R1,R2]
 *                                            game N is over (the strings
 *                                             %-escaped: no space inside;
 *                                             R1,R2: the sides' engines'
 *                                             restarts for it, when any)
 *      commit N OFFSET LENGTH                its TEXT is in the games file at
 *                                             OFFSET, LENGTH bytes
 *      stop N M                              the tournament stops (an SPRT
 *                                             decided once game N was
 *                                             committed): no game after
 *                                             game M, the last one begun
 *                                             then, is ever started
 *    A game is finished once its `done` line is there (after its `begin`,
 *    with a result); its text goes into the games file in schedule order,
 *    and `commit` says it has (after the games file was fsync'd). A last
 *    line without its newline, or whose check fails, is a write the kill
 *    cut short: it is dropped. A damaged line before the last is refused;
 *    whether each text is the game its record says is checked above, where
 *    the game is known (arb_tournament_check_records());
 *  - `games.EXT`: the committed games, in schedule order. Past the last
 *    commit's end, the start of the next game's text is an append a kill
 *    cut short: cut off on resume; anything else is refused (the games of
 *    a journal deleted or emptied).
 * The journal is locked (flock) while a tournament runs, so two commands
 * cannot write one directory at once.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-tournament-private.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#define CHECK_DIGITS 16

struct _ArbTournamentDir
{
  char                *path;
  char                *journal_path;
  char                *games_path;
  char                *date;
  int                  journal_fd;
  int                  games_fd;
  guint                n_games;
  guint                shard;       /* 1 … n_shards, or 0: every game */
  guint                n_shards;
  guint                n_plan;      /* the games of this directory */
  ArbTournamentRecord *records;     /* by number − 1; result NULL: not finished */
  gboolean            *begun;       /* by number − 1: a `begin` record was read */
  guint                n_committed; /* the first n_committed games of the plan are in
                                     * the games file */
  guint64              games_size;  /* where the next game goes */
  guint                last_begun;  /* the highest game number begun */
  guint                stopped_at;  /* stop N M: N, or 0: not stopped */
  guint                stop_after;  /* M */
  guint                appended;    /* the game appended and not committed yet, or 0 */
};

/* ------------------------------------------------------------ files */

gboolean
_arb_tournament_errno_error (GError    **error,
                             int         saved,
                             const char *path,
                             const char *what)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: cannot %s: %s", path, what,
               g_strerror (saved));
  return FALSE;
}

gboolean
_arb_tournament_write_all (int          fd,
                           const char  *bytes,
                           gsize        len,
                           const char  *path,
                           GError     **error)
{
  while (len > 0)
    {
      gssize n = write (fd, bytes, len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return _arb_tournament_errno_error (error, errno, path, "write");
      bytes += n;
      len -= (gsize) n;
    }
  if (fdatasync (fd) != 0)
    return _arb_tournament_errno_error (error, errno, path, "write");
  return TRUE;
}

/* fsync()s the directory, so that a file just renamed into it stays. */
void
_arb_tournament_sync_dir (const char *path)
{
  int fd = open (path, O_RDONLY | O_DIRECTORY);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

/* ------------------------------------------------------------ journal */

static char *
check_of (const char *payload,
          gsize       len)
{
  g_autofree char *sum = g_compute_checksum_for_data (G_CHECKSUM_SHA256,
                                                      (const guchar *) payload, len);

  return g_strndup (sum, CHECK_DIGITS);
}

static char *
escape (const char *text)
{
  return g_uri_escape_string (text, NULL, FALSE);
}

/* Appends one record to the journal, fsync'd. */
static gboolean
journal_append (ArbTournamentDir *dir,
                const char       *payload,
                GError          **error)
{
  g_autofree char *check = check_of (payload, strlen (payload));
  g_autofree char *line = g_strdup_printf ("%s\t%s\n", payload, check);

  return _arb_tournament_write_all (dir->journal_fd, line, strlen (line), dir->journal_path,
                                    error);
}

static gboolean
journal_error (GError    **error,
               const char *path,
               guint       line,
               const char *why)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s:%u: %s", path, line, why);
  return FALSE;
}

/* The number of the plan's game @i (from 0). */
static guint
plan_number (ArbTournamentDir *dir,
             guint             i)
{
  return dir->shard == 0 ? i + 1 : dir->shard + i * dir->n_shards;
}

/* A game number of a record: one of the directory's games. */
static ArbTournamentRecord *
record_of (ArbTournamentDir *dir,
           const char       *text)
{
  guint64 n;

  if (!g_ascii_string_to_unsigned (text, 10, 1, dir->n_games, &n, NULL)
      || !arb_schedule_in_shard ((guint) n, dir->shard, dir->n_shards))
    return NULL;
  return &dir->records[n - 1];
}

/* A game's result for its first side, as the referee writes it: every
 * game it plays ends ("*" never is one). */
static gboolean
is_result (const char *text)
{
  return g_str_equal (text, "1-0") || g_str_equal (text, "0-1") || g_str_equal (text, "1/2-1/2");
}

/* "R1,R2": the sides' restarts. */
static gboolean
parse_restarts (const char *text,
                guint       restarts[2])
{
  g_auto (GStrv) numbers = g_strsplit (text, ",", -1);
  guint64 value;

  if (g_strv_length (numbers) != 2)
    return FALSE;
  for (guint side = 0; side < 2; side++)
    {
      if (!g_ascii_string_to_unsigned (numbers[side], 10, 0, G_MAXUINT, &value, NULL))
        return FALSE;
      restarts[side] = (guint) value;
    }
  return TRUE;
}

/* done N RESULT NAME1 NAME2 COMMENT TEXT [R1,R2]: a game begun, not
 * finished yet, with a result and readable strings. Whether TEXT is a
 * game that ends so is for the tournament to say, which knows the game
 * (arb_tournament_run()). */
static gboolean
apply_done (ArbTournamentDir    *dir,
            ArbTournamentRecord *record,
            char               **fields)
{
  char *strings[5];
  guint restarts[2] = { 0, 0 };
  gboolean ok = TRUE;

  if (g_strv_length (fields) < 7 || g_strv_length (fields) > 8 || record->result != NULL
      || !dir->begun[record->number - 1]
      || (fields[7] != NULL && !parse_restarts (fields[7], restarts)))
    return FALSE;
  for (guint i = 0; i < 5; i++)
    {
      strings[i] = g_uri_unescape_string (fields[2 + i], NULL);
      ok = ok && strings[i] != NULL && g_utf8_validate (strings[i], -1, NULL);
    }
  if (!ok || !is_result (strings[0]) || *strings[4] == '\0')
    {
      for (guint i = 0; i < 5; i++)
        g_free (strings[i]);
      return FALSE;
    }
  record->result = strings[0];
  record->names[0] = strings[1];
  record->names[1] = strings[2];
  record->comment = strings[3];
  record->text = strings[4];
  record->restarts[0] = restarts[0];
  record->restarts[1] = restarts[1];
  return TRUE;
}

/* stop N M: once, M a game begun. */
static gboolean
apply_stop (ArbTournamentDir    *dir,
            ArbTournamentRecord *record,
            char               **fields)
{
  ArbTournamentRecord *after;

  if (g_strv_length (fields) != 3 || dir->stopped_at != 0
      || (after = record_of (dir, fields[2])) == NULL || after->number > MAX (dir->last_begun, record->number))
    return FALSE;
  dir->stopped_at = record->number;
  dir->stop_after = after->number;
  return TRUE;
}

/* Replays one record of the journal into @dir: FALSE when it makes no
 * sense (a game finished twice, committed out of order…). */
static gboolean
apply_record (ArbTournamentDir *dir,
              const char       *payload)
{
  g_auto (GStrv) fields = g_strsplit (payload, " ", -1);
  ArbTournamentRecord *record;
  guint64 offset, length;

  if (g_strv_length (fields) < 2 || (record = record_of (dir, fields[1])) == NULL)
    return FALSE;
  if (g_str_equal (fields[0], "begin"))
    {
      dir->last_begun = MAX (dir->last_begun, record->number);
      dir->begun[record->number - 1] = TRUE;
      return g_strv_length (fields) == 2;
    }
  if (g_str_equal (fields[0], "stop"))
    return apply_stop (dir, record, fields);
  if (g_str_equal (fields[0], "done"))
    return apply_done (dir, record, fields);
  if (!g_str_equal (fields[0], "commit") || g_strv_length (fields) != 4
      || record->result == NULL || record->in_file || dir->n_committed >= dir->n_plan
      || record != &dir->records[plan_number (dir, dir->n_committed) - 1]
      || !g_ascii_string_to_unsigned (fields[2], 10, 0, G_MAXUINT64, &offset, NULL)
      || !g_ascii_string_to_unsigned (fields[3], 10, 0, G_MAXUINT64, &length, NULL)
      || offset != dir->games_size || length != strlen (record->text))
    return FALSE;
  record->in_file = TRUE;
  record->offset = offset;
  record->length = length;
  g_clear_pointer (&record->text, g_free);
  dir->n_committed++;
  dir->games_size += length;
  return TRUE;
}

/* Reads the journal, line by line; cuts off a torn last line. */
static gboolean
read_journal (ArbTournamentDir *dir,
              GError          **error)
{
  FILE *file = fdopen (dup (dir->journal_fd), "r");
  g_autofree char *line = NULL;
  size_t size = 0;
  gssize len;
  guint64 good_end = 0;
  guint line_no = 0;
  gboolean ok = TRUE;
  struct stat st;

  if (file == NULL || fstat (dir->journal_fd, &st) != 0)
    {
      int saved = errno;

      if (file != NULL)
        fclose (file);
      return _arb_tournament_errno_error (error, saved, dir->journal_path, "read");
    }
  while (ok && (len = getline (&line, &size, file)) > 0)
    {
      char *tab = strrchr (line, '\t');
      gboolean last = good_end + (guint64) len >= (guint64) st.st_size;
      g_autofree char *check = NULL;

      line_no++;
      if (line[len - 1] == '\n' && tab != NULL && line + len - 1 - tab == CHECK_DIGITS + 1
          && strlen (line) == (gsize) len)
        check = check_of (line, (gsize) (tab - line));
      if (check == NULL || strncmp (check, tab + 1, CHECK_DIGITS) != 0)
        {
          /* A write the kill cut short: only ever the last line. */
          if (!last)
            ok = journal_error (error, dir->journal_path, line_no,
                                "the line is damaged (its check does not match)");
          break;
        }
      *tab = '\0';
      if (!apply_record (dir, line))
        ok = journal_error (error, dir->journal_path, line_no,
                            "the record does not fit the journal before it");
      good_end += (guint64) len;
    }
  fclose (file);
  if (ok && good_end < (guint64) st.st_size
      && (ftruncate (dir->journal_fd, (off_t) good_end) != 0 || fsync (dir->journal_fd) != 0))
    return _arb_tournament_errno_error (error, errno, dir->journal_path, "write");
  return ok;
}

/* Whether the @len bytes of the games file past its last commit are what
 * a kill leaves of an append: the start of the next game's text, which
 * the journal holds (its `done` comes before the append). Anything else —
 * games of a journal since deleted or emptied — is no kill's doing. */
static gboolean
is_torn_append (ArbTournamentDir *dir,
                guint64           len,
                GError          **error)
{
  guint number = arb_tournament_dir_next_commit (dir);
  const ArbTournamentRecord *next = number != 0 ? &dir->records[number - 1] : NULL;
  g_autofree char *bytes = NULL;
  gssize n;

  if (next == NULL || next->result == NULL || len > strlen (next->text))
    return FALSE;
  bytes = g_malloc (len);
  n = pread (dir->games_fd, bytes, len, (off_t) dir->games_size);
  if (n < 0)
    return _arb_tournament_errno_error (error, errno, dir->games_path, "read");
  return (guint64) n == len && memcmp (bytes, next->text, len) == 0;
}

/* Cuts the games file back to its last committed game. */
static gboolean
repair_games (ArbTournamentDir *dir,
              GError          **error)
{
  struct stat st;

  if (fstat (dir->games_fd, &st) != 0)
    return _arb_tournament_errno_error (error, errno, dir->games_path, "read");
  if ((guint64) st.st_size < dir->games_size)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s: %" G_GUINT64_FORMAT " bytes, but the journal has committed %"
                   G_GUINT64_FORMAT ": the file was changed outside the tournament",
                   dir->games_path, (guint64) st.st_size, dir->games_size);
      return FALSE;
    }
  if ((guint64) st.st_size > dir->games_size
      && !is_torn_append (dir, (guint64) st.st_size - dir->games_size, error))
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     "%s: %" G_GUINT64_FORMAT " bytes, but the journal has committed %"
                     G_GUINT64_FORMAT ": games the journal does not know (was %s deleted or "
                     "emptied?); refused rather than played again",
                     dir->games_path, (guint64) st.st_size, dir->games_size, dir->journal_path);
      return FALSE;
    }
  if ((guint64) st.st_size > dir->games_size
      && (ftruncate (dir->games_fd, (off_t) dir->games_size) != 0 || fsync (dir->games_fd) != 0))
    return _arb_tournament_errno_error (error, errno, dir->games_path, "write");
  return TRUE;
}

/* ------------------------------------------------------------ public API */

/**
 * arb_tournament_dir_open:
 * @path: the directory (made when missing)
 * @settings: the tournament's settings, `KEY=VALUE\n` lines
 * @games_file: the games file's name in @path ("games.pgn")
 * @n_games: how many games the schedule has
 * @shard: which share of them the directory plays (1 … @n_shards: game
 *   numbers k with (k − 1) mod @n_shards = @shard − 1), or 0: all
 * @n_shards: how many shares the schedule is split into
 * @error: what went wrong: a directory that cannot be written, other
 *   settings, a damaged journal, another tournament running in @path
 *
 * Opens the tournament's directory: a new one, or one to resume (the
 * journal read, a torn last record dropped, the games file cut back to its
 * last committed game).
 *
 * Returns: (transfer full) (nullable): the directory
 */
ArbTournamentDir *
arb_tournament_dir_open (const char  *path,
                         const char  *settings,
                         const char  *games_file,
                         guint        n_games,
                         guint        shard,
                         guint        n_shards,
                         GError     **error)
{
  g_autoptr (ArbTournamentDir) dir = NULL;
  off_t journal_size, games_size;

  g_return_val_if_fail (shard == 0 || shard <= n_shards, NULL);

  dir = g_new0 (ArbTournamentDir, 1);
  dir->path = g_strdup (path);
  dir->journal_fd = dir->games_fd = -1;
  dir->n_games = n_games;
  dir->shard = shard;
  dir->n_shards = shard == 0 ? 1 : n_shards;
  dir->n_plan = shard == 0 ? n_games
                           : n_games / n_shards + (shard <= n_games % n_shards ? 1 : 0);
  dir->records = g_new0 (ArbTournamentRecord, MAX (n_games, 1));
  dir->begun = g_new0 (gboolean, MAX (n_games, 1));
  for (guint i = 0; i < n_games; i++)
    dir->records[i].number = i + 1;
  dir->journal_path = g_build_filename (path, "journal", NULL);
  dir->games_path = g_build_filename (path, games_file, NULL);

  if (g_mkdir_with_parents (path, 0755) != 0)
    {
      _arb_tournament_errno_error (error, errno, path, "create the directory");
      return NULL;
    }
  if (!_arb_tournament_check_file (dir->journal_path, &journal_size, error)
      || !_arb_tournament_check_file (dir->games_path, &games_size, error))
    return NULL;
  dir->journal_fd = g_open (dir->journal_path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (dir->journal_fd < 0)
    {
      _arb_tournament_errno_error (error, errno, dir->journal_path, "open");
      return NULL;
    }
  if (flock (dir->journal_fd, LOCK_EX | LOCK_NB) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                   "%s: another tournament is running in this directory", path);
      return NULL;
    }
  if (!_arb_tournament_settings_open (path, settings,
                                      journal_size > 0 ? dir->journal_path
                                      : games_size > 0 ? dir->games_path : NULL,
                                      &dir->date, error))
    return NULL;
  dir->games_fd = g_open (dir->games_path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (dir->games_fd < 0)
    {
      _arb_tournament_errno_error (error, errno, dir->games_path, "open");
      return NULL;
    }
  if (!read_journal (dir, error) || !repair_games (dir, error))
    return NULL;
  return g_steal_pointer (&dir);
}

/**
 * arb_tournament_dir_free:
 * @dir: (nullable): the directory
 *
 * Closes the directory's files (what was written is already on disk).
 */
void
arb_tournament_dir_free (ArbTournamentDir *dir)
{
  if (dir == NULL)
    return;
  if (dir->journal_fd >= 0)
    close (dir->journal_fd);
  if (dir->games_fd >= 0)
    close (dir->games_fd);
  for (guint i = 0; i < dir->n_games; i++)
    {
      g_free (dir->records[i].result);
      g_free (dir->records[i].names[0]);
      g_free (dir->records[i].names[1]);
      g_free (dir->records[i].comment);
      g_free (dir->records[i].text);
    }
  g_free (dir->records);
  g_free (dir->begun);
  g_free (dir->path);
  g_free (dir->journal_path);
  g_free (dir->games_path);
  g_free (dir->date);
  g_free (dir);
}

/**
 * arb_tournament_dir_get_date:
 * @dir: the directory
 *
 * Returns: the day the tournament started, as PGN's Date tag writes it:
 *   every game carries it, so that a resumed tournament's games are those
 *   of one never interrupted.
 */
const char *
arb_tournament_dir_get_date (ArbTournamentDir *dir)
{
  return dir->date;
}

/**
 * arb_tournament_dir_get_record:
 * @dir: the directory
 * @number: a game's number, from 1
 *
 * Returns: (transfer none) (nullable): the game's record when it is
 *   finished, else %NULL
 */
ArbTournamentRecord *
arb_tournament_dir_get_record (ArbTournamentDir *dir,
                               guint             number)
{
  g_return_val_if_fail (number >= 1 && number <= dir->n_games, NULL);

  return dir->records[number - 1].result != NULL ? &dir->records[number - 1] : NULL;
}

/**
 * arb_tournament_dir_next_commit:
 * @dir: the directory
 *
 * Returns: the number of the game that goes into the games file next (the
 *   directory's games go there in schedule order), or 0 when all of them
 *   are there
 */
guint
arb_tournament_dir_next_commit (ArbTournamentDir *dir)
{
  return dir->n_committed < dir->n_plan ? plan_number (dir, dir->n_committed) : 0;
}

/**
 * arb_tournament_dir_get_games_path:
 * @dir: the directory
 *
 * Returns: the path of its games file
 */
const char *
arb_tournament_dir_get_games_path (ArbTournamentDir *dir)
{
  return dir->games_path;
}

/**
 * arb_tournament_dir_begin:
 * @dir: the directory
 * @number: the game that starts
 * @error: the journal cannot be written
 *
 * Records that a game starts (for the reader: a game begun and not done
 * is played again on resume).
 *
 * Returns: %TRUE when recorded
 */
gboolean
arb_tournament_dir_begin (ArbTournamentDir *dir,
                          guint             number,
                          GError          **error)
{
  g_autofree char *payload = g_strdup_printf ("begin %u", number);

  if (!journal_append (dir, payload, error))
    return FALSE;
  dir->last_begun = MAX (dir->last_begun, number);
  dir->begun[number - 1] = TRUE;
  return TRUE;
}

/**
 * arb_tournament_dir_stop:
 * @dir: the directory
 * @decided_at: the number of the last game committed when the tournament
 *   was told to stop (an SPRT reached a bound)
 * @error: the journal cannot be written
 *
 * Records that the tournament stops: the games begun so far are finished
 * (now, or on resume if a kill comes first), no other game ever starts.
 * Once only.
 *
 * Returns: %TRUE when recorded
 */
gboolean
arb_tournament_dir_stop (ArbTournamentDir *dir,
                         guint             decided_at,
                         GError          **error)
{
  g_autofree char *payload = NULL;
  guint after = MAX (dir->last_begun, decided_at);

  g_return_val_if_fail (dir->stopped_at == 0 && decided_at >= 1 && decided_at <= dir->n_games,
                        FALSE);

  payload = g_strdup_printf ("stop %u %u", decided_at, after);
  if (!journal_append (dir, payload, error))
    return FALSE;
  dir->stopped_at = decided_at;
  dir->stop_after = after;
  return TRUE;
}

/**
 * arb_tournament_dir_get_stop:
 * @dir: the directory
 * @after: (out) (optional): the last game the tournament plays
 *
 * Returns: the number of the last game committed when the tournament was
 *   told to stop (arb_tournament_dir_stop()), or 0 when it was not
 */
guint
arb_tournament_dir_get_stop (ArbTournamentDir *dir,
                             guint            *after)
{
  if (after != NULL)
    *after = dir->stop_after;
  return dir->stopped_at;
}

/**
 * arb_tournament_dir_finish:
 * @dir: the directory
 * @record: the finished game (@in_file FALSE)
 * @error: the journal cannot be written
 *
 * Records a finished game, its text included: from now on it is never
 * played again.
 *
 * Returns: %TRUE when recorded
 */
gboolean
arb_tournament_dir_finish (ArbTournamentDir          *dir,
                           const ArbTournamentRecord *record,
                           GError                   **error)
{
  ArbTournamentRecord *own = &dir->records[record->number - 1];
  g_autofree char *result = NULL;
  g_autofree char *name1 = NULL;
  g_autofree char *name2 = NULL;
  g_autofree char *comment = NULL;
  g_autofree char *text = NULL;
  g_autofree char *payload = NULL;

  g_return_val_if_fail (own->result == NULL && dir->begun[record->number - 1], FALSE);
  g_return_val_if_fail (arb_schedule_in_shard (record->number, dir->shard, dir->n_shards), FALSE);

  /* What the reader would refuse is never written: the directory would be
   * refused whole on the next open. */
  if (record->result == NULL || !is_result (record->result) || record->names[0] == NULL
      || record->names[1] == NULL || record->comment == NULL || record->text == NULL
      || *record->text == '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "%s: game %u has no result, players or text to record",
                   dir->journal_path, record->number);
      return FALSE;
    }
  result = escape (record->result);
  name1 = escape (record->names[0]);
  name2 = escape (record->names[1]);
  comment = escape (record->comment);
  text = escape (record->text);
  payload = g_strdup_printf ("done %u %s %s %s %s %s", record->number, result, name1, name2,
                             comment, text);
  if (record->restarts[0] > 0 || record->restarts[1] > 0)
    {
      char *with = g_strdup_printf ("%s %u,%u", payload, record->restarts[0],
                                    record->restarts[1]);

      g_free (payload);
      payload = with;
    }
  if (!journal_append (dir, payload, error))
    return FALSE;
  own->result = g_strdup (record->result);
  own->names[0] = g_strdup (record->names[0]);
  own->names[1] = g_strdup (record->names[1]);
  own->comment = g_strdup (record->comment);
  own->text = g_strdup (record->text);
  own->restarts[0] = record->restarts[0];
  own->restarts[1] = record->restarts[1];
  return TRUE;
}

/**
 * arb_tournament_dir_append:
 * @dir: the directory
 * @number: the next game in schedule order (finished)
 * @error: the games file cannot be written
 *
 * Appends a finished game to the games file, fsync'd; a failed write is
 * cut off again (and would be on resume). The game is committed once
 * arb_tournament_dir_commit() records it: a kill in between leaves an
 * append that resume cuts off and makes again. A caller that reports the
 * game does it in between, so that a report is never lost to a kill (at
 * worst made twice, once on resume).
 *
 * Returns: %TRUE when the game is in the file
 */
gboolean
arb_tournament_dir_append (ArbTournamentDir *dir,
                           guint             number,
                           GError          **error)
{
  ArbTournamentRecord *record = &dir->records[number - 1];

  g_return_val_if_fail (number == arb_tournament_dir_next_commit (dir) && record->result != NULL,
                        FALSE);

  dir->appended = 0;
  if (lseek (dir->games_fd, (off_t) dir->games_size, SEEK_SET) < 0
      || !_arb_tournament_write_all (dir->games_fd, record->text, strlen (record->text),
                                     dir->games_path, error))
    {
      if (error != NULL && *error == NULL)
        _arb_tournament_errno_error (error, errno, dir->games_path, "write");
      if (ftruncate (dir->games_fd, (off_t) dir->games_size) != 0)
        {
          /* Resume cuts it off. */
        }
      return FALSE;
    }
  dir->appended = number;
  return TRUE;
}

/**
 * arb_tournament_dir_commit:
 * @dir: the directory
 * @number: the game arb_tournament_dir_append() just appended
 * @error: the journal cannot be written
 *
 * Records that the game is in the games file: from now on it is there.
 *
 * Returns: %TRUE when the journal says so
 */
gboolean
arb_tournament_dir_commit (ArbTournamentDir *dir,
                           guint             number,
                           GError          **error)
{
  ArbTournamentRecord *record = &dir->records[number - 1];
  gsize len;
  g_autofree char *payload = NULL;

  g_return_val_if_fail (number == dir->appended, FALSE);

  len = strlen (record->text);
  payload = g_strdup_printf ("commit %u %" G_GUINT64_FORMAT " %zu", number, dir->games_size, len);
  if (!journal_append (dir, payload, error))
    return FALSE;
  dir->appended = 0;
  record->in_file = TRUE;
  record->offset = dir->games_size;
  record->length = len;
  g_clear_pointer (&record->text, g_free);
  dir->n_committed++;
  dir->games_size += len;
  return TRUE;
}
