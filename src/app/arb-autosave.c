/* arb-autosave.c — the game in progress, kept on disk after every change
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Never lose a game: after every change (a move, undo, redo, a jump in the
 * history, a new or opened game) the whole game is written as PGN to
 * $XDG_DATA_HOME/arbiter/autosave.pgn, atomically (arb_pgn_save() writes a
 * temporary file and renames it), so that a crash or a SIGKILL leaves the
 * last complete save. The next start reads it back.
 *
 * The file is ordinary PGN with the whole history, the moves that can be
 * redone included, plus the app's own tags:
 *
 *   [ArbiterPly "12"]        the ply on screen
 *   [ArbiterRecords "20"]    the records in effect there (a resignation
 *                            after the last move is one of its own)
 *   [ArbiterFile "file:///…"] the file the game belongs to, if any
 *   [ArbiterModified "1"]    changed since that file was opened or saved
 *
 * Changes are coalesced: a save is scheduled at high idle priority, so a
 * burst of changes in one main-loop iteration writes once; disposing the
 * autosave (the window closing) writes what is pending. */

#include "arb-autosave.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "arb-game-copy.h"

#define TAG_PLY      ARB_APP_TAG_PREFIX "Ply"
#define TAG_RECORDS  ARB_APP_TAG_PREFIX "Records"
#define TAG_FILE     ARB_APP_TAG_PREFIX "File"
#define TAG_MODIFIED ARB_APP_TAG_PREFIX "Modified"

/* ------------------------------------------------------------ structs */

struct _ArbAutosave
{
  GObject    parent_instance;

  /* owned */
  char      *path;
  ArbGame   *game;
  GFile     *file;
  gboolean   modified;
  guint      save_source;
  GSignalGroup *game_signals;  /* "changed" of @game */
};

enum
{
  FAILED,
  N_SIGNALS
};

/* ------------------------------------------------------ type definition */

G_DEFINE_FINAL_TYPE (ArbAutosave, arb_autosave, G_TYPE_OBJECT)

static guint signals[N_SIGNALS];

/* ------------------------------------------------------------ statics */

static gboolean
parse_uint_tag (ArbGame    *game,
                const char *name,
                guint      *value)
{
  const char *text = arb_game_get_tag (game, name);
  guint64 number;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &number, NULL))
    return FALSE;
  *value = (guint) number;
  return TRUE;
}

/* Writes the pending save, reporting a failure with "failed". */
static gboolean
save_now (ArbAutosave *self)
{
  g_autoptr (GError) error = NULL;
  ArbAutosaveState state = { self->file, self->modified };

  g_clear_handle_id (&self->save_source, g_source_remove);

  if (self->game == NULL)
    return TRUE;

  if (!arb_autosave_write (self->game, &state, self->path, &error))
    {
      g_signal_emit (self, signals[FAILED], 0, error);
      return FALSE;
    }
  return TRUE;
}

/* ---------------------------------------------------------- callbacks */

static gboolean
on_save_idle (gpointer data)
{
  ArbAutosave *self = data;

  self->save_source = 0;
  save_now (self);
  return G_SOURCE_REMOVE;
}

static void
on_game_changed (ArbAutosave *self)
{
  arb_autosave_schedule (self);
}

/* ---------------------------------------------------------- overrides */

static void
arb_autosave_dispose (GObject *object)
{
  ArbAutosave *self = ARB_AUTOSAVE (object);

  if (self->save_source != 0)
    save_now (self);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (arb_autosave_parent_class)->dispose (object);
}

static void
arb_autosave_finalize (GObject *object)
{
  ArbAutosave *self = ARB_AUTOSAVE (object);

  g_free (self->path);

  G_OBJECT_CLASS (arb_autosave_parent_class)->finalize (object);
}

static void
arb_autosave_class_init (ArbAutosaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = arb_autosave_dispose;
  object_class->finalize = arb_autosave_finalize;

  /**
   * ArbAutosave::failed:
   * @autosave: the autosave
   * @error: why the game could not be written
   *
   * A save failed (disk full, no permission): the window tells the user.
   */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
arb_autosave_init (ArbAutosave *self)
{
  self->game_signals = g_signal_group_new (ARB_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed",
                                  G_CALLBACK (on_game_changed), self);
}

/* ------------------------------------------------------- public API */

/**
 * arb_autosave_state_clear:
 * @state: a state filled by arb_autosave_read()
 *
 * Frees what @state holds.
 */
void
arb_autosave_state_clear (ArbAutosaveState *state)
{
  g_clear_object (&state->file);
  state->modified = FALSE;
}

/**
 * arb_autosave_get_default_path:
 *
 * Returns: (transfer full): $XDG_DATA_HOME/arbiter/autosave.pgn.
 */
char *
arb_autosave_get_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "arbiter", "autosave.pgn", NULL);
}

/**
 * arb_autosave_new:
 * @path: (nullable): the file to keep the game in; %NULL for the default
 *
 * Returns: (transfer full): a new autosave, watching no game yet.
 */
ArbAutosave *
arb_autosave_new (const char *path)
{
  ArbAutosave *self = g_object_new (ARB_TYPE_AUTOSAVE, NULL);

  self->path = path != NULL ? g_strdup (path) : arb_autosave_get_default_path ();
  return self;
}

/**
 * arb_autosave_get_path:
 * @self: an autosave
 *
 * Returns: (transfer none): the file the game is kept in.
 */
const char *
arb_autosave_get_path (ArbAutosave *self)
{
  g_return_val_if_fail (ARB_IS_AUTOSAVE (self), NULL);
  return self->path;
}

/**
 * arb_autosave_set_game:
 * @self: an autosave
 * @game: (nullable): the game to keep
 *
 * Watches @game and saves it after every change; saves it soon, too.
 */
void
arb_autosave_set_game (ArbAutosave *self,
                       ArbGame     *game)
{
  g_return_if_fail (ARB_IS_AUTOSAVE (self));
  g_return_if_fail (game == NULL || ARB_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  arb_autosave_schedule (self);
}

/**
 * arb_autosave_set_state:
 * @self: an autosave
 * @file: (nullable): the file the game belongs to
 * @modified: whether it changed since it was opened from or saved to @file
 *
 * Keeps what the next start needs to know besides the game.
 */
void
arb_autosave_set_state (ArbAutosave *self,
                        GFile       *file,
                        gboolean     modified)
{
  g_return_if_fail (ARB_IS_AUTOSAVE (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (self->modified == modified
      && (self->file == file || (self->file != NULL && file != NULL && g_file_equal (self->file, file))))
    return;

  g_set_object (&self->file, file);
  self->modified = modified;
  arb_autosave_schedule (self);
}

/**
 * arb_autosave_schedule:
 * @self: an autosave
 *
 * Saves the game when the main loop is next idle.
 */
void
arb_autosave_schedule (ArbAutosave *self)
{
  g_return_if_fail (ARB_IS_AUTOSAVE (self));

  if (self->save_source != 0 || self->game == NULL)
    return;
  self->save_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, on_save_idle, self, NULL);
  g_source_set_name_by_id (self->save_source, "[arbiter] autosave");
}

/**
 * arb_autosave_flush:
 * @self: an autosave
 * @error: return location for an error
 *
 * Writes a scheduled save now.
 *
 * Returns: %TRUE when nothing was pending or the save succeeded.
 */
gboolean
arb_autosave_flush (ArbAutosave *self,
                    GError     **error)
{
  ArbAutosaveState state;

  g_return_val_if_fail (ARB_IS_AUTOSAVE (self), FALSE);

  if (self->save_source == 0 || self->game == NULL)
    return TRUE;

  g_clear_handle_id (&self->save_source, g_source_remove);
  state.file = self->file;
  state.modified = self->modified;
  return arb_autosave_write (self->game, &state, self->path, error);
}

/**
 * arb_autosave_write:
 * @game: a game
 * @state: (nullable): the file it belongs to and whether it was modified
 * @path: where to write it
 * @error: return location for an error
 *
 * Writes @game with its whole history and the app's tags to @path,
 * atomically, creating the folder when needed.
 *
 * Returns: %TRUE on success.
 */
gboolean
arb_autosave_write (ArbGame                *game,
                    const ArbAutosaveState *state,
                    const char             *path,
                    GError                **error)
{
  g_autoptr (ArbGame) copy = NULL;
  g_autofree char *folder = NULL;
  char number[16];

  g_return_val_if_fail (ARB_IS_GAME (game), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  folder = g_path_get_dirname (path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved_errno = errno;
      g_autofree char *display = g_filename_display_name (folder);

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot create the folder %s: %s"), display, g_strerror (saved_errno));
      return FALSE;
    }

  copy = arb_app_copy_game (game, FALSE);
  g_snprintf (number, sizeof number, "%u", arb_game_get_ply (game));
  arb_game_set_tag (copy, TAG_PLY, number);
  g_snprintf (number, sizeof number, "%u", arb_game_get_n_records (game));
  arb_game_set_tag (copy, TAG_RECORDS, number);
  if (state != NULL && state->file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (state->file);

      arb_game_set_tag (copy, TAG_FILE, uri);
    }
  if (state != NULL)
    arb_game_set_tag (copy, TAG_MODIFIED, state->modified ? "1" : "0");

  return arb_pgn_save (&copy, 1, path, error);
}

/**
 * arb_autosave_read:
 * @path: a file written by arb_autosave_write()
 * @state: (out caller-allocates) (optional): the file and modified flag
 *   kept with the game; clear it with arb_autosave_state_clear()
 * @error: return location for an error; %G_IO_ERROR_NOT_FOUND when there
 *   is no autosave
 *
 * Reads the game back, with its whole history, at the ply it was shown.
 * A damaged file gives the moves before the damage.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL.
 */
ArbGame *
arb_autosave_read (const char       *path,
                   ArbAutosaveState *state,
                   GError          **error)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GFileInputStream) stream = NULL;
  g_autoptr (ArbPgnReader) reader = NULL;
  g_autoptr (ArbPgnGame) pgn_game = NULL;
  g_autofree char *display = NULL;
  ArbGame *game;
  const char *uri;
  guint ply, n_records;

  g_return_val_if_fail (path != NULL, NULL);

  if (state != NULL)
    {
      state->file = NULL;
      state->modified = FALSE;
    }

  file = g_file_new_for_path (path);
  stream = g_file_read (file, NULL, error);
  if (stream == NULL)
    return NULL;

  display = g_filename_display_name (path);
  reader = arb_pgn_reader_new (G_INPUT_STREAM (stream), display);
  pgn_game = arb_pgn_reader_next (reader, error);
  if (pgn_game == NULL)
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s holds no game"), display);
      return NULL;
    }

  game = arb_app_copy_game (pgn_game->game, FALSE);
  if (parse_uint_tag (pgn_game->game, TAG_PLY, &ply)
      && parse_uint_tag (pgn_game->game, TAG_RECORDS, &n_records)
      && pgn_game->error == NULL)
    arb_app_game_set_position (game, ply, n_records);

  if (state != NULL)
    {
      uri = arb_game_get_tag (pgn_game->game, TAG_FILE);
      if (uri != NULL && *uri != '\0')
        state->file = g_file_new_for_uri (uri);
      state->modified = g_strcmp0 (arb_game_get_tag (pgn_game->game, TAG_MODIFIED), "1") == 0;
      /* A game cut short by damage differs from its file. */
      if (pgn_game->error != NULL)
        state->modified = TRUE;
    }

  return game;
}
