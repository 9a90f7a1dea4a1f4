/* arb-tournament-settings.c — the settings file of a tournament's directory
 *
 * DIR/settings says what the tournament is: `KEY=VALUE` lines, written once
 * (a temporary file, fsync'd, renamed) when the directory is new; a command
 * whose settings differ from it is refused, naming the first setting that
 * does. It is what makes the journal's records mean anything (which player
 * game 7's first side is), so a directory with records and no settings is
 * refused rather than given new ones.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-tournament-private.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "arb-file.h"
#include "arb-text.h"

/* The most characters of a setting a message shows: a PLAYER's whole
 * command line, but not a damaged file's megabytes. */
#define SHOWN_CHARS 256

/* The settings' temporary file, before its six letters or digits. */
#define TEMPORARY ".settings.arbiter"

/**
 * _arb_tournament_check_file:
 * @path: a file of the directory
 * @size: (out): its size; 0 when it does not exist
 * @error: @path is something else than a regular file (a FIFO would make
 *   the reader wait for a writer forever, a device never end), or cannot
 *   be looked at
 *
 * Returns: %TRUE when @path is a regular file or does not exist
 */
gboolean
_arb_tournament_check_file (const char *path,
                            off_t      *size,
                            GError    **error)
{
  GStatBuf st;

  *size = 0;
  if (g_stat (path, &st) != 0)
    {
      int saved = errno;

      if (saved == ENOENT)
        return TRUE;
      return _arb_tournament_errno_error (error, saved, path, "open");
    }
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   "%s: not a regular file (%s): a tournament's directory holds only its own "
                   "files", path,
                   S_ISDIR (st.st_mode) ? "a directory" : S_ISFIFO (st.st_mode) ? "a FIFO"
                   : S_ISCHR (st.st_mode) || S_ISBLK (st.st_mode) ? "a device" : "a socket");
      return FALSE;
    }
  *size = st.st_size;
  return TRUE;
}

/* The KEY=VALUE lines of @text, in order, without comments and without
 * `date`, which records when the tournament started and is no setting. */
static GPtrArray *
settings_lines (const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  GPtrArray *kept = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0' && lines[i][0] != '#' && !g_str_has_prefix (lines[i], "date="))
      g_ptr_array_add (kept, g_strdup (lines[i]));
  return kept;
}

/* The value of @key in @lines, or NULL. */
static const char *
settings_value (GPtrArray  *lines,
                const char *key)
{
  gsize len = strlen (key);

  for (guint i = 0; i < lines->len; i++)
    {
      const char *line = g_ptr_array_index (lines, i);

      if (strncmp (line, key, len) == 0 && line[len] == '=')
        return line + len + 1;
    }
  return NULL;
}

static char *
key_of (const char *line)
{
  return g_strndup (line, strcspn (line, "="));
}

/**
 * arb_tournament_settings_compare:
 * @path: where @old_text is from, for the message
 * @old_text: settings, `KEY=VALUE` lines (`#` lines and `date` ignored)
 * @new_text: other settings
 * @new_where: where @new_text is from, for the message ("on this command
 *   line")
 * @error: names the first setting that differs: the first line where they
 *   part, and there a setting one of them lacks (a PLAYER more) before one
 *   whose value changed
 *
 * Returns: %TRUE when the settings are the same
 */
gboolean
arb_tournament_settings_compare (const char  *path,
                                 const char  *old_text,
                                 const char  *new_text,
                                 const char  *new_where,
                                 GError     **error)
{
  g_autoptr (GPtrArray) old = settings_lines (old_text);
  g_autoptr (GPtrArray) new = settings_lines (new_text);
  g_autofree char *key = NULL;
  g_autofree char *shown_key = NULL;
  g_autofree char *shown_was = NULL;
  g_autofree char *shown_is = NULL;
  const char *was, *is;
  guint i = 0;

  while (i < old->len && i < new->len
         && g_str_equal (g_ptr_array_index (old, i), g_ptr_array_index (new, i)))
    i++;
  if (i == old->len && i == new->len)
    return TRUE;
  if (i < new->len)
    key = key_of (g_ptr_array_index (new, i));
  if (i < old->len && (key == NULL || settings_value (old, key) != NULL))
    {
      g_autofree char *old_key = key_of (g_ptr_array_index (old, i));

      if (key == NULL || settings_value (new, old_key) == NULL)
        {
          g_free (key);
          key = g_steal_pointer (&old_key);
        }
    }
  was = settings_value (old, key);
  is = settings_value (new, key);
  /* A damaged file's line is shown, not echoed: its bytes could be
   * anything, a terminal's escape sequences included. */
  shown_key = arb_text_escape_bytes (key, -1, SHOWN_CHARS);
  shown_was = was != NULL ? arb_text_escape_bytes (was, -1, SHOWN_CHARS) : NULL;
  shown_is = is != NULL ? arb_text_escape_bytes (is, -1, SHOWN_CHARS) : NULL;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
               "%s: this tournament was started with other settings: %s is %s%s%s there, "
               "%s%s%s %s", path, shown_key,
               was != NULL ? "'" : "", was != NULL ? shown_was : "not set", was != NULL ? "'" : "",
               is != NULL ? "'" : "", is != NULL ? shown_is : "not set", is != NULL ? "'" : "",
               new_where);
  return FALSE;
}

/* Writes @text to @path whole: a temporary file of a name no user's file
 * has (TEMPORARY, then six letters or digits), fsync'd, renamed. A kill
 * before the rename leaves the temporary file, removed on the next open:
 * a `settings.backup` of the user's is never taken for one. */
static gboolean
write_settings (const char *dir_path,
                const char *path,
                const char *text,
                GError    **error)
{
  g_autofree char *temporary = g_build_filename (dir_path, TEMPORARY ".XXXXXX", NULL);
  int fd = g_mkstemp_full (temporary, O_RDWR | O_CLOEXEC, 0644);
  gboolean written;

  if (fd < 0)
    return _arb_tournament_errno_error (error, errno, temporary, "create");
  written = _arb_tournament_write_all (fd, text, strlen (text), temporary, error);
  if (close (fd) != 0 && written)
    written = _arb_tournament_errno_error (error, errno, temporary, "write");
  if (written && g_rename (temporary, path) != 0)
    written = _arb_tournament_errno_error (error, errno, path, "write");
  if (!written)
    {
      g_unlink (temporary);
      return FALSE;
    }
  _arb_tournament_sync_dir (dir_path);
  return TRUE;
}

/**
 * _arb_tournament_settings_open:
 * @dir_path: the directory
 * @settings: the command's settings, `KEY=VALUE\n` lines
 * @records_path: (nullable): a file of the directory that holds records
 *   of games (the journal, the games file), when one is not empty
 * @date: (out) (transfer full): the day the tournament started
 * @error: other settings, a settings file that cannot be read, or none
 *   beside @records_path
 *
 * Writes DIR/settings the first time; compares it with @settings
 * afterwards. The temporary files of a write killed before its rename are
 * removed (the caller holds the directory's lock).
 *
 * Returns: %TRUE when the directory is this tournament's
 */
gboolean
_arb_tournament_settings_open (const char *dir_path,
                               const char *settings,
                               const char *records_path,
                               char      **date,
                               GError    **error)
{
  g_autofree char *path = g_build_filename (dir_path, "settings", NULL);
  g_autofree char *temporary = g_build_filename (dir_path, TEMPORARY, NULL);
  g_autofree char *old = NULL;
  g_autoptr (GDateTime) now = NULL;
  g_autofree char *text = NULL;
  off_t size;

  *date = NULL;
  arb_file_remove_temporaries (temporary);
  if (!_arb_tournament_check_file (path, &size, error))
    return FALSE;
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_auto (GStrv) all = NULL;

      if (!g_file_get_contents (path, &old, NULL, error))
        return FALSE;
      all = g_strsplit (old, "\n", -1);
      for (guint i = 0; all[i] != NULL && *date == NULL; i++)
        if (g_str_has_prefix (all[i], "date="))
          *date = g_strdup (all[i] + strlen ("date="));
      if (*date == NULL)
        *date = g_strdup ("????.??.??");
      return arb_tournament_settings_compare (path, old, settings, "on this command line",
                                              error);
    }
  if (records_path != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   "%s: missing, but %s holds games: without the settings they were played "
                   "by, they cannot be counted (restore the file, or start in a new "
                   "directory)", path, records_path);
      return FALSE;
    }
  now = g_date_time_new_now_local ();
  *date = g_date_time_format (now, "%Y.%m.%d");
  text = g_strdup_printf ("# arbiter-cli tournament: the settings of this directory\n"
                          "%sdate=%s\n", settings, *date);
  return write_settings (dir_path, path, text, error);
}
