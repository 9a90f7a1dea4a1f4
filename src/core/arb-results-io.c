/* arb-results-io.c — the results store's files: read without surprises, rewritten atomically
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Reading never blocks or swallows the machine: a file is opened with
 * O_NONBLOCK and anything but a regular file is refused (a FIFO would wait
 * for a writer, a link to /dev/zero would never end). Lines are split with
 * memchr() over the bytes as read, so that a line holding a NUL byte is
 * still one line, kept byte for byte. */

#include "arb-results-private.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

/* A failure of a system call on @path, in a sentence that says which. */
gboolean
_arb_results_read_error (GError   **error,
                         int        saved,
                         const char *path)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
               /* Translators: a file, then why */
               _("cannot read %s: %s"), path, g_strerror (saved));
  return FALSE;
}

gboolean
_arb_results_write_error (GError   **error,
                          int        saved,
                          const char *path)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
               /* Translators: a file, then why */
               _("cannot write %s: %s"), path, g_strerror (saved));
  return FALSE;
}

gboolean
_arb_results_create_error (GError   **error,
                           int        saved,
                           const char *path)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
               /* Translators: a folder, then why */
               _("cannot create %s: %s"), path, g_strerror (saved));
  return FALSE;
}

gboolean
_arb_results_check_regular (int          fd,
                            const char  *path,
                            struct stat *st,
                            GError     **error)
{
  if (fstat (fd, st) != 0)
    return _arb_results_read_error (error, errno, path);
  if (!S_ISREG (st->st_mode))
    {
      g_set_error (error, ARB_RESULTS_ERROR, ARB_RESULTS_ERROR_NOT_A_FILE,
                   _("%s is not a regular file"), path);
      return FALSE;
    }
  return TRUE;
}

/* The bytes of @path, NUL-terminated (they may hold NULs of their own);
 * a missing file is empty. */
gboolean
_arb_results_read_file (const char *path,
                        char      **contents,
                        gsize      *length,
                        GError    **error)
{
  struct stat st;
  gsize capacity, n = 0;
  char *buffer;
  int fd;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved = errno;

      if (saved != ENOENT)
        return _arb_results_read_error (error, saved, path);
      *contents = g_strdup ("");
      *length = 0;
      return TRUE;
    }
  if (!_arb_results_check_regular (fd, path, &st, error))
    {
      close (fd);
      return FALSE;
    }

  capacity = (gsize) st.st_size + 2;
  buffer = g_malloc (capacity);
  for (;;)
    {
      gssize got;

      if (n + 1 >= capacity)
        {
          capacity *= 2;
          buffer = g_realloc (buffer, capacity);
        }
      got = read (fd, buffer + n, capacity - 1 - n);
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          int saved = errno;

          g_free (buffer);
          close (fd);
          return _arb_results_read_error (error, saved, path);
        }
      if (got == 0)
        break;
      n += (gsize) got;
    }
  close (fd);
  buffer[n] = '\0';
  *contents = buffer;
  *length = n;
  return TRUE;
}

gboolean
_arb_results_write_all (int          fd,
                        const char  *data,
                        gsize        len,
                        const char  *path,
                        GError     **error)
{
  while (len > 0)
    {
      gssize done = write (fd, data, len);

      if (done < 0 && errno == EINTR)
        continue;
      if (done < 0)
        return _arb_results_write_error (error, errno, path);
      data += done;
      len -= (gsize) done;
    }
  return TRUE;
}

/* Replaces @path with @data: a temporary file, fsync, rename (§12). */
gboolean
_arb_results_replace_file (const char *path,
                           const char *data,
                           gsize       len,
                           GError    **error)
{
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    return _arb_results_create_error (error, errno, dir);
  return g_file_set_contents_full (path, data, (gssize) len,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0644, error);
}

/* Calls @func on each line of @contents (@length bytes) without its
 * newline; a last line without one too when @partial. Returns the bytes
 * up to the last newline. */
typedef void (*ArbLineFunc) (const char *line, gsize len, guint number, gpointer data);

gsize
_arb_results_for_each_line (const char *contents,
                            gsize       length,
                            gboolean    partial,
                            ArbLineFunc    func,
                            gpointer    data)
{
  const char *p = contents;
  const char *end = contents + length;
  guint number = 0;

  while (p < end)
    {
      const char *newline = memchr (p, '\n', (gsize) (end - p));

      if (newline == NULL)
        {
          if (partial)
            func (p, (gsize) (end - p), ++number, data);
          break;
        }
      func (p, (gsize) (newline - p), ++number, data);
      p = newline + 1;
    }
  return (gsize) (p - contents);
}

/* The @i-th tab-separated field of @line (0-based), or FALSE. */
gboolean
_arb_results_get_field (const char  *line,
                        gsize        len,
                        guint        i,
                        const char **start,
                        gsize       *field_len)
{
  const char *p = line;
  const char *end = line + len;

  for (; i > 0; i--)
    {
      const char *tab = memchr (p, '\t', (gsize) (end - p));

      if (tab == NULL)
        return FALSE;
      p = tab + 1;
    }
  *start = p;
  {
    const char *tab = memchr (p, '\t', (gsize) (end - p));

    *field_len = (gsize) ((tab != NULL ? tab : end) - p);
  }
  return TRUE;
}

guint
_arb_results_count_fields (const char *line,
                           gsize       len)
{
  guint n = 1;

  for (const char *p = line; (p = memchr (p, '\t', (gsize) (line + len - p))) != NULL; p++)
    n++;
  return n;
}

gboolean
_arb_results_field_equals (const char *start,
                           gsize       len,
                           const char *text)
{
  return strlen (text) == len && memcmp (start, text, len) == 0;
}

/* A number of at most @max, in decimal digits only. */
gboolean
_arb_results_parse_number (const char *start,
                           gsize       len,
                           guint64     max,
                           guint64    *value)
{
  char buffer[24];

  if (len == 0 || len >= sizeof buffer)
    return FALSE;
  memcpy (buffer, start, len);
  buffer[len] = '\0';
  return g_ascii_string_to_unsigned (buffer, 10, 0, max, value, NULL);
}

/* Tabs and line breaks would cut a line: they become spaces. */
char *
_arb_results_clean_text (const char *text)
{
  char *clean = g_strdup (text != NULL ? text : "");

  for (char *p = clean; *p != '\0'; p++)
    if (*p == '\t' || *p == '\n' || *p == '\r')
      *p = ' ';
  return clean;
}

char *
_arb_results_format_date (GDateTime *when)
{
  g_autoptr (GDateTime) now = NULL;

  if (when == NULL)
    when = now = g_date_time_new_now_local ();
  /* ISO 8601 to the second, with the offset: "2026-11-24T06:10:00+01:00". */
  return g_date_time_format (when, "%Y-%m-%dT%H:%M:%S%:z");
}
