/* arb-file.c — what a kill leaves of a file being replaced
 *
 * g_file_set_contents_full() writes `<name>.XXXXXX` beside the file and
 * renames it over the file once it is whole: a kill in between leaves the
 * temporary file behind, which nobody else ever removes. The results store
 * and the tournament directory clean up after such a kill when they open.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-file.h"

#include <glib/gstdio.h>
#include <string.h>

/**
 * arb_file_remove_temporaries:
 * @path: a file replaced with g_file_set_contents_full()
 *
 * Removes the temporary files a replacement of @path killed before its
 * rename left beside it: `<name>.XXXXXX`, six letters or digits. Only for
 * a caller that holds the lock of whatever @path belongs to, so that no
 * one is writing one of them now.
 */
void
arb_file_remove_temporaries (const char *path)
{
  g_autofree char *dir_path = g_path_get_dirname (path);
  g_autofree char *name = g_path_get_basename (path);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  gsize name_len = strlen (name);
  const char *entry;

  while (dir != NULL && (entry = g_dir_read_name (dir)) != NULL)
    {
      gboolean temporary = strlen (entry) == name_len + 7 && strncmp (entry, name, name_len) == 0
                           && entry[name_len] == '.';

      for (gsize i = name_len + 1; temporary && entry[i] != '\0'; i++)
        temporary = g_ascii_isalnum (entry[i]);
      if (temporary)
        {
          g_autofree char *temporary_path = g_build_filename (dir_path, entry, NULL);

          g_unlink (temporary_path);
        }
    }
}
