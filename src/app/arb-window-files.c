/* arb-window-files.c — the window's files: open, save, paste, autosave
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every way a game comes into the window or leaves it as text:
 *
 * - Open and save PGN (whole history, atomically), with the file chooser
 *   or without it (arb_window_open_file(), arb_window_save_to_file()).
 *   A file with several games offers a chooser (ArbGameChooser); a game
 *   that cannot be read to its end is offered as far as it goes.
 * - Copy and paste FEN or PGN.
 * - Replacing a game that has unsaved changes asks first (offering a
 *   game, below).
 * - The game in progress is autosaved after every change (ArbAutosave) and
 *   restored when the window is created.
 *
 * The actions that lead here are in arb-window-actions.c. */

#include "arb-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "arb-game-chooser.h"
#include "arb-game-copy.h"

/* A file with more games lists only this many in the chooser: enough for
 * any collection a person picks from, cheap to read and to show. */
#define MAX_LISTED_GAMES 2000

/* ------------------------------------------------------ offering a game */

static void
replace_with (ArbWindow *self,
              gpointer   data)
{
  GObject *pending = data;
  GFile *file = g_object_get_data (pending, "arb-file");
  g_autoptr (GFile) hold = file != NULL ? g_object_ref (file) : NULL;
  gboolean modified = GPOINTER_TO_INT (g_object_get_data (pending, "arb-modified"));

  g_object_set_data (pending, "arb-file", NULL);
  g_object_set_data (pending, "arb-modified", NULL);
  _arb_window_set_game (self, ARB_GAME (pending), hold, modified);
}

static void save_as_then_replace (ArbWindow *self, ArbGame *pending);

static void
on_replace_save_response (AdwMessageDialog *dialog,
                          const char       *response,
                          ArbWindow        *self)
{
  ArbGame *pending = g_object_get_data (G_OBJECT (dialog), "arb-pending-game");
  g_autoptr (GError) error = NULL;

  if (!g_str_equal (response, "save"))
    return;
  if (self->file == NULL)
    {
      save_as_then_replace (self, pending);
      return;
    }
  if (!arb_window_save_to_file (self, self->file, &error))
    {
      _arb_window_show_error (self, _("Cannot Save the Game"), error->message);
      return;
    }
  replace_with (self, pending);
}

/* Puts @game in the window, asking first when that would lose unsaved
 * changes (the autosave keeps only the game on screen). */
void
_arb_window_offer_game (ArbWindow *self,
                        ArbGame   *game,
                        GFile     *file,
                        gboolean   modified,
                        gboolean   new_game)
{
  const char *body;
  GtkWindow *dialog;

  g_object_set_data_full (G_OBJECT (game), "arb-file", file != NULL ? g_object_ref (file) : NULL,
                          g_object_unref);
  g_object_set_data (G_OBJECT (game), "arb-modified", GINT_TO_POINTER (modified));

  if (!self->modified || !arb_app_game_has_history (self->game))
    {
      replace_with (self, game);
      return;
    }

  body = self->file != NULL
         ? _("The changes to the current game are not saved in its file. They will be lost.")
         : _("The current game is not saved in a file. It will be lost.");
  dialog = _arb_window_ask (self,
                            new_game ? _("Start a New Game?") : _("Replace the Current Game?"),
                            body,
                            "replace", new_game ? _("_Start New Game") : _("_Replace Game"),
                            ADW_RESPONSE_DESTRUCTIVE, replace_with, g_object_ref (game),
                            g_object_unref);
  /* Or keep the current game first: saved, then replaced. */
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "save",
                                   self->file != NULL ? _("_Save First") : _("Save _As First…"));
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  g_object_set_data_full (G_OBJECT (dialog), "arb-pending-game", g_object_ref (game),
                          g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_replace_save_response), self, 0);
}

/* ------------------------------------------------------------ reading PGN */

static void
open_partial_game (ArbWindow *self,
                   gpointer   data)
{
  _arb_window_offer_game (self, ARB_GAME (data), NULL, TRUE, FALSE);
}

/* Takes one game read from PGN: the whole game, or what could be read of a
 * broken one once the user agrees. */
static void
take_pgn_game (ArbWindow  *self,
               ArbPgnGame *pgn_game,
               GFile      *file)
{
  if (pgn_game->error != NULL)
    {
      guint plies = arb_game_get_n_plies (pgn_game->game);
      g_autofree char *label = NULL;

      if (plies == 0)
        {
          _arb_window_show_error (self, _("This Game Cannot Be Read"), pgn_game->error->message);
          return;
        }
      /* Counted in half-moves, as read: "2 moves" would say 1. e4 e5 2. Nf3 Nc6. */
      label = g_strdup_printf (ngettext ("_Open the First Half-Move", "_Open the First %u Half-Moves",
                                         plies),
                               plies);
      _arb_window_ask (self, _("This Game Cannot Be Read to Its End"), pgn_game->error->message,
                       "partial", label, ADW_RESPONSE_SUGGESTED, open_partial_game,
                       g_object_ref (pgn_game->game), g_object_unref);
      return;
    }

  _arb_window_offer_game (self, pgn_game->game, file, FALSE, FALSE);
  if (pgn_game->warnings != NULL && pgn_game->warnings->len > 0)
    _arb_window_show_message (self, g_ptr_array_index (pgn_game->warnings, 0));
}

static void
on_game_chosen (ArbWindow      *self,
                guint           index,
                ArbGameChooser *chooser)
{
  GPtrArray *games = g_object_get_data (G_OBJECT (chooser), "arb-games");

  /* A game picked from a collection is saved with Save As: saving it over
   * the collection would lose the other games. */
  take_pgn_game (self, g_ptr_array_index (games, index), NULL);
}

/* Reads the games of @stream and opens one: the only one, or the one the
 * user picks. @file is the file they came from, if any. */
static void
load_pgn (ArbWindow    *self,
          GInputStream *stream,
          const char   *display_name,
          GFile        *file)
{
  g_autoptr (ArbPgnReader) reader = arb_pgn_reader_new (stream, display_name);
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_pgn_game_free);
  g_autoptr (GError) error = NULL;
  gboolean more = FALSE;
  ArbPgnGame *pgn_game;

  while ((pgn_game = arb_pgn_reader_next (reader, &error)) != NULL)
    {
      if (games->len == MAX_LISTED_GAMES)
        {
          arb_pgn_game_free (pgn_game);
          more = TRUE;
          break;
        }
      g_ptr_array_add (games, pgn_game);
    }

  if (error != NULL)
    {
      g_autofree char *heading = g_strdup_printf (_("Cannot Open “%s”"), display_name);

      _arb_window_show_error (self, heading, error->message);
      return;
    }

  if (games->len == 0)
    {
      g_autofree char *heading = g_strdup_printf (_("Cannot Open “%s”"), display_name);

      _arb_window_show_error (self, heading, _("There is no game in it."));
      return;
    }

  if (games->len == 1)
    {
      take_pgn_game (self, g_ptr_array_index (games, 0), file);
      return;
    }

  {
    GtkWidget *chooser = arb_game_chooser_new (display_name, games, more);

    g_object_set_data_full (G_OBJECT (chooser), "arb-games", g_ptr_array_ref (games),
                            (GDestroyNotify) g_ptr_array_unref);
    g_signal_connect_object (chooser, "game-chosen", G_CALLBACK (on_game_chosen), self,
                             G_CONNECT_SWAPPED);
    gtk_window_set_transient_for (GTK_WINDOW (chooser), GTK_WINDOW (self));
    _arb_window_present_dialog (self, GTK_WINDOW (chooser));
  }
}

/* ------------------------------------------------------- the file chooser */

/* The games' files: PGN (the files of games without a layout of their
 * own), and each game's own suffix and MIME type (PDN, .congkak). */
static GtkFileFilter *
pgn_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  const ArbRules *const *games;
  guint n_games;

  gtk_file_filter_set_name (filter, _("Games"));
  gtk_file_filter_add_mime_type (filter, "application/x-chess-pgn");
  gtk_file_filter_add_mime_type (filter, "application/vnd.chess-pgn");
  gtk_file_filter_add_suffix (filter, "pgn");
  games = arb_games_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      if (games[i]->file_extension != NULL)
        gtk_file_filter_add_suffix (filter, games[i]->file_extension);
      if (games[i]->mime_type != NULL)
        gtk_file_filter_add_mime_type (filter, games[i]->mime_type);
    }
  return filter;
}

static GtkFileFilter *
all_files_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("All files"));
  gtk_file_filter_add_pattern (filter, "*");
  return filter;
}

static void
on_open_response (GtkNativeDialog *native,
                  int              response,
                  ArbWindow       *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));

      if (file != NULL)
        arb_window_open_file (self, file);
    }
  g_object_unref (native);
}

static void
on_save_response (GtkNativeDialog *native,
                  int              response,
                  ArbWindow       *self)
{
  ArbGame *pending = g_object_get_data (G_OBJECT (native), "arb-pending-game");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autoptr (GError) error = NULL;

      if (file != NULL && !arb_window_save_to_file (self, file, &error))
        _arb_window_show_error (self, _("Cannot Save the Game"), error->message);
      else if (file != NULL && pending != NULL)
        /* Saved from the question before a new game: now replace. */
        replace_with (self, pending);
    }
  g_object_unref (native);
}

/* win.open: PGN files first, any file on request. */
void
_arb_window_open (ArbWindow *self)
{
  GtkFileChooserNative *native;
  g_autoptr (GtkFileFilter) pgn = pgn_filter ();
  g_autoptr (GtkFileFilter) all = all_files_filter ();

  native = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), pgn);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (native), pgn);
  g_signal_connect (native, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* win.save-as, and win.save for a game that has no file yet. */
static GtkFileChooserNative *
save_as_dialog (ArbWindow *self)
{
  GtkFileChooserNative *native;
  g_autoptr (GtkFileFilter) pgn = pgn_filter ();

  native = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), pgn);
  if (self->file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (native), self->file, NULL);
  else
    {
      const char *extension = arb_game_get_rules (self->game)->file_extension;
      /* Translators: the name offered for a new game's file, before its
       * suffix ("game.pgn", "game.pdn"). */
      g_autofree char *name = g_strdup_printf ("%s.%s", _("game"),
                                               extension != NULL ? extension : "pgn");

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
    }
  g_signal_connect (native, "response", G_CALLBACK (on_save_response), self);
  return native;
}

/* win.save-as: asks where. */
void
_arb_window_save_as (ArbWindow *self)
{
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (save_as_dialog (self)));
}

/* Asks where to save the game on screen, then puts @pending in its place. */
static void
save_as_then_replace (ArbWindow *self,
                      ArbGame   *pending)
{
  GtkFileChooserNative *native = save_as_dialog (self);

  g_object_set_data_full (G_OBJECT (native), "arb-pending-game", g_object_ref (pending),
                          g_object_unref);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* win.save: over the game's file, without asking. */
void
_arb_window_save (ArbWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (self->file == NULL)
    {
      _arb_window_save_as (self);
      return;
    }
  if (!arb_window_save_to_file (self, self->file, &error))
    _arb_window_show_error (self, _("Cannot Save the Game"), error->message);
}

/* ---------------------------------------------------------- the clipboard */

/* The whole game as PGN, for files and the clipboard. */
static char *
write_whole_game (ArbWindow *self)
{
  g_autoptr (ArbGame) copy = arb_app_copy_game (self->game, FALSE);

  return arb_pgn_write_game (copy);
}

/* win.copy-fen: the position on screen. */
void
_arb_window_copy_fen (ArbWindow *self)
{
  g_autofree char *fen = arb_game_get_fen (self->game);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), fen);
  _arb_window_show_message (self, _("Position copied as FEN"));
}

/* win.copy-pgn: the whole game, also from an earlier position. */
void
_arb_window_copy_pgn (ArbWindow *self)
{
  g_autofree char *pgn = write_whole_game (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), pgn);
  _arb_window_show_message (self, _("Game copied as PGN"));
}

static void
on_clipboard_text (GObject      *source,
                   GAsyncResult *result,
                   gpointer      data)
{
  g_autoptr (ArbWindow) self = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (text == NULL)
    {
      _arb_window_show_message (self, _("The clipboard holds no text"));
      return;
    }
  arb_window_paste_text (self, text);
}

/* win.paste: the clipboard is read asynchronously; the window stays alive
 * until its text arrives. */
void
_arb_window_paste (ArbWindow *self)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL,
                                 on_clipboard_text, g_object_ref (self));
}

/* ----------------------------------------------------------- the autosave */

static void
on_autosave_failed (ArbWindow    *self,
                    const GError *error)
{
  g_autofree char *text = g_strdup_printf (_("The game cannot be kept on disk: %s"),
                                           error->message);

  _arb_window_show_message (self, text);
}

/* The autosave keeps the file and the modified flag with the game, so
 * that a restored game still knows where Save writes. */
void
_arb_window_set_modified (ArbWindow *self,
                          gboolean   modified)
{
  self->modified = modified;
  arb_autosave_set_state (self->autosave, self->file, self->modified);
  _arb_window_update_title (self);
}

/* Starts the autosave and puts on screen the game it kept, else a new game
 * of the game last chosen. */
void
_arb_window_autosave_init (ArbWindow *self)
{
  g_autoptr (GError) error = NULL;
  ArbAutosaveState state = { NULL, FALSE };
  g_autoptr (ArbGame) game = NULL;

  self->autosave = arb_autosave_new (NULL);
  g_signal_connect_object (self->autosave, "failed", G_CALLBACK (on_autosave_failed), self,
                           G_CONNECT_SWAPPED);

  game = arb_autosave_read (arb_autosave_get_path (self->autosave), &state, &error);
  if (game == NULL)
    {
      g_autofree char *last = NULL;
      const ArbRules *rules = NULL;

      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_message ("The saved game cannot be restored: %s", error->message);
      /* A first start, or a lost file: the game last chosen. */
      if (self->settings != NULL)
        last = g_settings_get_string (self->settings, "game");
      if (last != NULL)
        rules = arb_games_lookup (last);
      game = arb_game_new_for_rules (rules != NULL ? rules : arb_games_default ());
    }
  _arb_window_set_game (self, game, state.file, state.modified);
  arb_autosave_state_clear (&state);
}

/* ------------------------------------------------------------ public API */

/**
 * arb_window_open_file:
 * @self: a window
 * @file: a PGN file
 *
 * Opens @file as File → Open does after the file chooser: its only game,
 * or a chooser for one of several; an error dialog for a file or a game
 * that cannot be read; a question first when the current game has unsaved
 * changes.
 */
void
arb_window_open_file (ArbWindow *self,
                      GFile     *file)
{
  g_autoptr (GFileInputStream) stream = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *display_name = NULL;

  g_return_if_fail (ARB_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  _arb_window_stop_replay (self);
  display_name = g_file_get_parse_name (file);
  stream = g_file_read (file, NULL, &error);
  if (stream == NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Cannot Open “%s”"), basename);

      _arb_window_show_error (self, heading, error->message);
      return;
    }
  load_pgn (self, G_INPUT_STREAM (stream), display_name, file);
}

/**
 * arb_window_save_to_file:
 * @self: a window
 * @file: where to write
 * @error: return location for an error
 *
 * Saves the whole game as PGN, atomically; @file becomes the game's file.
 *
 * Returns: %TRUE on success.
 */
gboolean
arb_window_save_to_file (ArbWindow *self,
                         GFile     *file,
                         GError   **error)
{
  g_autoptr (ArbGame) copy = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (ARB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Games can only be saved to local files, not to %s"), uri);
      return FALSE;
    }

  copy = arb_app_copy_game (self->game, FALSE);
  if (arb_game_get_tag (copy, "Date") == NULL)
    {
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");

      arb_game_set_tag (copy, "Date", date);
      arb_game_set_tag (self->game, "Date", date);
    }

  if (!arb_pgn_save (&copy, 1, path, error))
    return FALSE;

  g_set_object (&self->file, file);
  _arb_window_set_modified (self, FALSE);
  _arb_window_update_title (self);
  {
    g_autofree char *basename = g_file_get_basename (file);
    g_autofree char *text = g_strdup_printf (_("Saved as %s"), basename);

    _arb_window_show_message (self, text);
  }
  return TRUE;
}

/**
 * arb_window_paste_text:
 * @self: a window
 * @text: a FEN position or PGN text
 *
 * Opens what Paste found on the clipboard: a position from FEN, else a
 * game from PGN (or a chooser for several); an error dialog when it is
 * neither.
 */
void
arb_window_paste_text (ArbWindow  *self,
                       const char *text)
{
  g_autofree char *trimmed = NULL;
  g_autoptr (GError) fen_error = NULL;
  g_autoptr (ArbGame) game = NULL;
  g_autoptr (GInputStream) stream = NULL;

  g_return_if_fail (ARB_IS_WINDOW (self));
  g_return_if_fail (text != NULL);

  _arb_window_stop_replay (self);
  trimmed = g_strstrip (g_strdup (text));
  if (*trimmed == '\0')
    {
      _arb_window_show_message (self, _("The clipboard holds no text"));
      return;
    }

  /* One line without tags reads as a position string: of the game on
   * screen first, then of any game. */
  if (strchr (trimmed, '\n') == NULL && strchr (trimmed, '[') == NULL)
    {
      const ArbRules *current = arb_game_get_rules (self->game);
      const ArbRules *const *games;
      guint n_games;

      game = arb_game_new_from_string (current, trimmed, &fen_error);
      games = arb_games_list (&n_games);
      for (guint i = 0; i < n_games && game == NULL; i++)
        if (games[i] != current)
          game = arb_game_new_from_string (games[i], trimmed, NULL);
      if (game != NULL)
        {
          _arb_window_offer_game (self, game, NULL, TRUE, FALSE);
          return;
        }
      if (strchr (trimmed, '/') != NULL)
        {
          _arb_window_show_error (self, _("This Position Cannot Be Read"), fen_error->message);
          return;
        }
    }

  stream = g_memory_input_stream_new_from_data (g_strdup (trimmed), -1, g_free);
  /* Translators: the name of the clipboard in messages about pasted PGN. */
  load_pgn (self, stream, _("clipboard"), NULL);
}

/**
 * arb_window_flush_autosave:
 * @self: a window
 * @error: return location for an error
 *
 * Writes the autosave now if a save is pending.
 *
 * Returns: %TRUE on success.
 */
gboolean
arb_window_flush_autosave (ArbWindow *self,
                           GError   **error)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), FALSE);
  return arb_autosave_flush (self->autosave, error);
}
