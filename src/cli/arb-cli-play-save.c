/* arb-cli-play-save.c — `arbiter-cli play`: the game being played, --save and restoring
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli-play-private.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <gio/gunixinputstream.h>

/* ------------------------------------------------------------- saving */

static void
on_game_changed (ArbGame  *game,
                 gpointer  user_data)
{
  Play *play = user_data;

  play->unsaved = TRUE;
}

/* Makes @game (transfer full) the game being played, watched for changes. */
void
_arb_cli_play_set_game (Play    *play,
                        ArbGame *game)
{
  if (play->game != NULL)
    g_clear_signal_handler (&play->changed_id, play->game);
  g_clear_object (&play->game);
  play->game = game;
  play->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), play);
}

/* A new game from play->start, with the setup and tags of the game's
 * new game (Congkak's coin flip, names, N and S). */
ArbGame *
_arb_cli_play_new_game_object (Play *play)
{
  ArbGame *game = arb_game_new_from_state (play->rules, play->start);

  if (play->setup.type == ARB_RECORD_SETUP)
    arb_game_set_setup (game, &play->setup);
  for (guint i = 0; play->tags != NULL && i + 1 < play->tags->len; i += 2)
    arb_game_set_tag (game, g_ptr_array_index (play->tags, i),
                      g_ptr_array_index (play->tags, i + 1));
  return game;
}

void
_arb_cli_play_play_clear (Play *play)
{
  g_clear_pointer (&play->tags, g_ptr_array_unref);
  if (play->game != NULL)
    g_clear_signal_handler (&play->changed_id, play->game);
  g_clear_object (&play->game);
  g_clear_pointer (&play->start, g_free);
  g_clear_pointer (&play->save_path, g_free);
  g_clear_pointer (&play->save_name, g_free);
  for (guint side = 0; side < ARB_N_SIDES; side++)
    g_clear_pointer (&play->titles[side], g_free);
}

/* Writes the game to the --save file. arb_pgn_save() writes a temporary
 * file next to it (GLib's "FILE.XXXXXX") and renames it over FILE, so that
 * FILE is at every moment the old complete game or the new one, whenever
 * the program is killed. A failure is reported and the game goes on: the
 * next change tries again. */
void
_arb_cli_play_save_game (Play *play)
{
  g_autoptr(GError) error = NULL;

  play->unsaved = FALSE;
  if (play->save_path == NULL)
    return;

  play->save_failed = !arb_pgn_save (&play->game, 1, play->save_path, &error);
  if (play->save_failed)
    arb_cli_error ("%s", error->message);
}

/* The file --save names, with a symbolic link resolved: GLib replaces
 * the file it writes by renaming a new one over it, which would replace
 * the link itself and leave its target behind. */
static char *
resolve_save_path (const char  *path,
                   const char  *name,
                   GError     **error)
{
  GStatBuf st;
  char *resolved;
  int saved_errno;

  if (g_lstat (path, &st) != 0 || !S_ISLNK (st.st_mode))
    return g_strdup (path);

  resolved = realpath (path, NULL);
  if (resolved == NULL)
    {
      saved_errno = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "cannot follow the symbolic link %s: %s", name, g_strerror (saved_errno));
      return NULL;
    }
  /* realpath() allocates with malloc(), the rest of the program frees
   * with g_free(). */
  {
    char *copy = g_strdup (resolved);

    free (resolved);
    return copy;
  }
}

/* Reads the game saved in @path. Returns NULL with @error unset when there
 * is nothing to restore: no such file, or an empty one. Anything else that
 * is not exactly one valid game is an error, and the file is left alone. */
static ArbGame *
load_saved_game (const ArbRules  *rules,
                 const char      *path,
                 const char      *name,
                 GError         **error)
{
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(ArbPgnReader) reader = NULL;
  g_autoptr(ArbPgnGame) first = NULL;
  g_autoptr(ArbPgnGame) second = NULL;
  g_autoptr(GError) local_error = NULL;
  struct stat st;
  int fd;
  int saved_errno;

  /* O_NONBLOCK: opening a FIFO to read waits for a writer, which may never
   * come; it is refused below like any file that is not regular. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0)
    {
      saved_errno = errno;
      if (saved_errno == ENOENT)
        return NULL;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "cannot read %s: %s", name, g_strerror (saved_errno));
      return NULL;
    }
  /* Saving replaces the file by another: a directory, a device or a pipe
   * must not be replaced by a regular file. */
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   "cannot save the game to %s: not a regular file", name);
      return NULL;
    }
  /* A regular file never blocks; reading it is plain from here on. */
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  if (st.st_size == 0)
    {
      close (fd);
      return NULL;
    }

  stream = g_unix_input_stream_new (fd, TRUE);
  /* A file of another game is an error, as with `replay --game`. */
  reader = arb_pgn_reader_new_game (stream, name, rules);
  arb_pgn_reader_set_params (reader, arb_cli_params (rules));
  first = arb_pgn_reader_next (reader, &local_error);
  if (first == NULL)
    {
      if (local_error != NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                     "cannot restore the game: %s", local_error->message);
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     "cannot restore the game from %s: it holds no game", name);
      return NULL;
    }
  if (first->error != NULL)
    {
      /* "FILE:LINE:COL: game 1, ply P: 'Ke3': reason" */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "cannot restore the game: %s", first->error->message);
      return NULL;
    }
  /* Every game written ends with its result token: a file without one
   * was cut (at a token boundary, or it would be an error above), and
   * overwriting it would lose the rest of the game. */
  if (!first->has_result_token)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "cannot restore the game from %s: it is truncated (its game does not end "
                   "with a result: 1-0, 0-1, 1/2-1/2 or *)", name);
      return NULL;
    }

  /* One file, one game: a database given by mistake is not overwritten. */
  second = arb_pgn_reader_next (reader, &local_error);
  if (local_error != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   "cannot restore the game: %s", local_error->message);
      return NULL;
    }
  if (second != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "cannot restore the game from %s: it holds more than one game "
                   "(--save keeps one game per file)", name);
      return NULL;
    }

  for (guint i = 0; i < first->warnings->len; i++)
    arb_cli_error ("warning: %s", (const char *) g_ptr_array_index (first->warnings, i));

  return g_steal_pointer (&first->game);
}

/* --save FILE at start: the game saved there is restored; without one, a
 * new game is written there at once, so that a file that cannot be written
 * is known before the first move. */
gboolean
_arb_cli_play_open_save_file (Play        *play,
                              const char  *path,
                              const char  *fen,
                              GError     **error)
{
  g_autoptr(ArbGame) saved = NULL;
  g_autoptr(GError) local_error = NULL;

  play->save_name = g_filename_display_name (path);
  play->save_path = resolve_save_path (path, play->save_name, error);
  if (play->save_path == NULL)
    return FALSE;

  saved = load_saved_game (play->rules, play->save_path, play->save_name, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (saved == NULL)
    {
      _arb_cli_play_set_game (play, _arb_cli_play_new_game_object (play));
      return arb_pgn_save (&play->game, 1, play->save_path, error);
    }

  /* --fen names where a new game starts: it must not silently differ
   * from the game being restored. */
  if (fen != NULL)
    {
      g_autofree char *saved_start = arb_rules_write_position (play->rules,
                                                               arb_game_get_start_state (saved));
      g_autofree char *wanted_start = arb_rules_write_position (play->rules, play->start);

      if (strcmp (saved_start, wanted_start) != 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "%s holds a game that starts from another position than --fen "
                       "(%s): leave out --fen to go on with it, or save to another file",
                       play->save_name, saved_start);
          return FALSE;
        }
    }

  memcpy (play->start, arb_game_get_start_state (saved), play->rules->state_size);
  /* `new` starts again with the restored game's setup and tags (Congkak's
   * names and board). */
  if (play->tags != NULL)
    {
      const ArbRecord *setup = arb_game_get_setup (saved);

      if (setup != NULL)
        play->setup = *setup;
      for (guint i = 0; i < arb_game_get_n_tags (saved); i++)
        {
          const char *name = NULL;
          const char *value = NULL;

          arb_game_get_nth_tag (saved, i, &name, &value);
          g_ptr_array_add (play->tags, g_strdup (name));
          g_ptr_array_add (play->tags, g_strdup (value));
        }
    }
  _arb_cli_play_set_game (play, g_steal_pointer (&saved));
  play->restored = TRUE;
  return TRUE;
}

