/* arb-window.c — the main window: a game, its board and its history
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window holds one ArbGame and shows it three ways: the board
 * (ArbBoard), the history panel (ArbHistoryView) and the status line under
 * the title, with a banner when the game is over. The core referees; the
 * window only asks it and tells the players what it said.
 *
 * - Moves: the board emits "move-requested"; the window plays it with
 *   arb_game_play(). When the game shows an earlier position, playing
 *   would drop the later moves, so the window asks first; undo right
 *   after such a move brings the dropped moves back (the window keeps a
 *   copy of the game from before the move). Refusals become toasts.
 * - Browsing: history.first/previous/next/last/go-to-ply move the game's
 *   cursor (arb_game_go_to_ply()); the moves stay. history.replay steps
 *   through the game on a timer, until the end or until the user does
 *   anything else.
 * - Files: open and save PGN (whole history, atomically), copy and paste
 *   FEN or PGN. Replacing a game that has unsaved changes asks first.
 * - The game in progress is autosaved after every change (ArbAutosave) and
 *   restored when the window is created.
 *
 * Actions: win.* (files, clipboard, flip, rules, history text, panel),
 * game.* (undo, redo, resign, draws), history.* (browsing). Their keys are
 * all in arb-shortcuts.c. */

#include "arb-window.h"

#include <glib/gi18n.h>
#include <string.h>

#include "arb-autosave.h"
#include "arb-board.h"
#include "arb-game-chooser.h"
#include "arb-game-copy.h"
#include "arb-rules-window.h"
#include "arb-shortcuts.h"
#include "arb-status.h"
#include "arb-resources.h"

/* A file with more games lists only this many in the chooser: enough for
 * any collection a person picks from, cheap to read and to show. */
#define MAX_LISTED_GAMES 2000

/* ------------------------------------------------------------ structs */

struct _ArbWindow
{
  AdwApplicationWindow parent_instance;

  /* template widgets */
  GtkWidget       *main_box;
  AdwWindowTitle  *window_title;
  GtkRevealer     *result_revealer;
  GtkWidget       *result_banner;
  GtkLabel        *result_label;
  AdwToastOverlay *toast_overlay;
  AdwFlap         *flap;
  GtkWidget       *flap_separator;
  GtkWidget       *history_button;
  ArbBoard        *board;
  ArbHistoryView  *history_view;

  /* owned */
  ArbGame         *game;
  GSignalGroup    *game_signals;
  GSettings       *settings;      /* NULL without the schema */
  ArbAutosave     *autosave;
  GFile           *file;          /* the game's file; NULL for a new, pasted or picked game */
  gboolean         modified;      /* changed since opened from or saved to @file */
  guint            n_records_seen; /* the history's size at the last change */
  ArbDrawClaim     claims_seen;
  gboolean         flipped;       /* win.flip: the other way round from the setting */
  gboolean         replaying;
  guint            replay_source;
  guint            folded_source;
  char            *last_toast;


  GtkWindow       *shortcuts;     /* built when first shown */

  /* borrowed (weak) */
  GtkWindow       *dialog;        /* the open question, if any */
  AdwToast        *refusal_toast;
  gint64           refusal_shown_at; /* g_get_monotonic_time() when it was added */
};

enum
{
  PROP_0,
  PROP_GAME,
  PROP_REPLAYING,
  N_PROPS
};

typedef void (*AnswerFunc) (ArbWindow *self, gpointer data);

/* A question's answer: what to do on the affirmative response. */
typedef struct
{
  ArbWindow     *self;
  char          *yes;
  AnswerFunc     func;
  gpointer       data;
  GDestroyNotify destroy;
} Question;

/* ------------------------------------------------------------ prototypes */

static void set_game    (ArbWindow *self, ArbGame *game, GFile *file, gboolean modified);
static void update_all  (ArbWindow *self);
static void offer_game  (ArbWindow *self, ArbGame *game, GFile *file, gboolean modified,
                         gboolean new_game);

/* ------------------------------------------------------ type definition */

G_DEFINE_FINAL_TYPE (ArbWindow, arb_window, ADW_TYPE_APPLICATION_WINDOW)

static GParamSpec *properties[N_PROPS];

/* ------------------------------------------------------------ statics */

static gboolean
is_browsing (ArbWindow *self)
{
  return arb_game_can_redo (self->game);
}

/* How long a refusal toast takes to slide in (libadwaita 1.2 animates a
 * toast that replaces another for 500 ms), with a margin. */
#define REFUSAL_ENTRANCE_US (800 * G_TIME_SPAN_MILLISECOND)

static void
show_toast_full (ArbWindow  *self,
                 const char *text,
                 const char *button_label,
                 const char *action_name,
                 gboolean    refusal)
{
  g_autofree char *markup = g_markup_escape_text (text, -1);
  AdwToast *toast;

  g_free (self->last_toast);
  self->last_toast = g_strdup (text);

  /* A refusal while the last one is still sliding in takes its place in
   * words only. libadwaita 1.2 frees a toast dismissed during its entrance
   * before the entrance ends, and the ending then writes to freed memory
   * (memcheck saw it after three quick refusals); later versions fix it. */
  if (refusal && self->refusal_toast != NULL
      && g_get_monotonic_time () - self->refusal_shown_at < REFUSAL_ENTRANCE_US)
    {
      adw_toast_set_title (self->refusal_toast, markup);
      return;
    }

  toast = adw_toast_new (markup);
  if (button_label != NULL)
    {
      adw_toast_set_button_label (toast, button_label);
      adw_toast_set_action_name (toast, action_name);
    }

  if (refusal)
    {
      /* One refusal at a time: a new one replaces the last at once. */
      if (self->refusal_toast != NULL)
        adw_toast_dismiss (self->refusal_toast);
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      adw_toast_set_timeout (toast, 3);
      g_set_weak_pointer (&self->refusal_toast, toast);
      self->refusal_shown_at = g_get_monotonic_time ();
    }

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
show_toast (ArbWindow  *self,
            const char *text)
{
  show_toast_full (self, text, NULL, NULL, FALSE);
}

static void
question_free (gpointer data)
{
  Question *question = data;

  if (question->destroy != NULL)
    question->destroy (question->data);
  g_free (question->yes);
  g_free (question);
}

static void
on_question_response (AdwMessageDialog *dialog,
                      const char       *response,
                      Question         *question)
{
  if (g_strcmp0 (response, question->yes) == 0 && question->func != NULL)
    question->func (question->self, question->data);
}

/* Asks @heading / @body with Cancel and @yes_label; runs @func on the
 * latter. The dialog is modal and closes itself. */
static GtkWindow *
ask (ArbWindow             *self,
     const char            *heading,
     const char            *body,
     const char            *yes_id,
     const char            *yes_label,
     AdwResponseAppearance  appearance,
     AnswerFunc             func,
     gpointer               data,
     GDestroyNotify         destroy)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  Question *question = g_new0 (Question, 1);

  question->self = self;
  question->yes = g_strdup (yes_id);
  question->func = func;
  question->data = data;
  question->destroy = destroy;

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    yes_id, yes_label,
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), yes_id, appearance);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           appearance == ADW_RESPONSE_DESTRUCTIVE ? "cancel"
                                                                                  : yes_id);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_question_response), question,
                         (GClosureNotify) (void (*) (void)) question_free, 0);

  /* The answer acts on the window: the question goes with it. */
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_set_weak_pointer (&self->dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

static void
show_error (ArbWindow  *self,
            const char *heading,
            const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_set_weak_pointer (&self->dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* What a resignation or a draw from an earlier position costs, or NULL. */
static const char *
later_moves_note (ArbWindow *self)
{
  if (!is_browsing (self))
    return NULL;
  return _("The moves after this position will be discarded.");
}

static void
stop_replay (ArbWindow *self)
{
  arb_window_set_replaying (self, FALSE);
}

/* Shows @ply; at the last ply also what followed the last move (a
 * resignation, an agreed or claimed draw), so the end looks like the end. */
static void
show_ply (ArbWindow *self,
          guint      ply)
{
  arb_game_go_to_ply (self->game, ply);
  if (ply == arb_game_get_n_plies (self->game))
    while (arb_game_can_redo (self->game))
      arb_game_redo (self->game);
}

static void
set_modified (ArbWindow *self,
              gboolean   modified)
{
  self->modified = modified;
  arb_autosave_set_state (self->autosave, self->file, self->modified);
}

static void
update_title (ArbWindow *self)
{
  /* The header names the game being refereed; the window's title, which
   * window lists show, the file. */
  adw_window_title_set_title (self->window_title, _(arb_game_get_rules (self->game)->name));

  if (self->file != NULL)
    {
      g_autofree char *name = g_file_get_basename (self->file);
      g_autofree char *title = NULL;

      /* Translators: the window's title with a file open: "game.pgn — Arbiter". */
      title = g_strdup_printf (_("%s — Arbiter"), name);
      gtk_window_set_title (GTK_WINDOW (self), title);
    }
  else
    {
      g_autofree char *title = NULL;

      /* Translators: the window's title for a game not yet saved, with the
       * game's name: "Alquerque — Arbiter". */
      title = g_strdup_printf (_("%s — Arbiter"),
                               _(arb_game_get_rules (self->game)->name));
      gtk_window_set_title (GTK_WINDOW (self), title);
    }
}

static void
update_orientation (ArbWindow *self)
{
  g_autofree char *orientation = NULL;
  gboolean black_below;

  if (self->settings != NULL)
    orientation = g_settings_get_string (self->settings, "board-orientation");

  if (g_strcmp0 (orientation, "black") == 0)
    black_below = TRUE;
  else if (g_strcmp0 (orientation, "side-to-move") == 0)
    black_below = arb_game_get_turn (self->game) == ARB_SIDE_SECOND;
  else
    black_below = FALSE;

  arb_board_set_flipped (self->board, black_below != self->flipped);
}

static void
update_actions (ArbWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  ArbGame *game = self->game;
  guint ply = arb_game_get_ply (game);
  gboolean forward = ply < arb_game_get_n_plies (game) || arb_game_can_redo (game);
  gboolean playing = !arb_game_is_over (game);

  gtk_widget_action_set_enabled (widget, "game.undo", arb_game_can_undo (game));
  gtk_widget_action_set_enabled (widget, "game.redo", arb_game_can_redo (game));
  gtk_widget_action_set_enabled (widget, "game.resign", playing);
  gtk_widget_action_set_enabled (widget, "game.offer-draw", playing);
  gtk_widget_action_set_enabled (widget, "game.claim-draw",
                                 arb_game_get_claimable_draws (game) != ARB_DRAW_CLAIM_NONE);
  gtk_widget_action_set_enabled (widget, "history.first", ply > 0);
  gtk_widget_action_set_enabled (widget, "history.previous", ply > 0);
  gtk_widget_action_set_enabled (widget, "history.next", forward);
  gtk_widget_action_set_enabled (widget, "history.last", forward);
  gtk_widget_action_set_enabled (widget, "history.replay", arb_game_get_n_plies (game) > 0);
}

static void
update_status (ArbWindow *self)
{
  g_autofree char *status = arb_status_describe (self->game);
  g_autofree char *ending = arb_status_describe_ending (self->game);

  adw_window_title_set_subtitle (self->window_title, status);

  if (ending != NULL)
    {
      gboolean draw = arb_game_get_result (self->game) == ARB_RESULT_DRAW;

      gtk_label_set_label (self->result_label, ending);
      if (draw)
        gtk_widget_add_css_class (self->result_banner, "draw");
      else
        gtk_widget_remove_css_class (self->result_banner, "draw");
    }
  gtk_revealer_set_reveal_child (self->result_revealer, ending != NULL);
}

static void
update_all (ArbWindow *self)
{
  update_status (self);
  update_actions (self);
  update_orientation (self);
  update_title (self);
}

/* A tall, narrow window (a phone, a window at the side of the screen)
 * shows the moves under the board; any other one beside it, folded over
 * the board when there is no room. */
static void
update_layout (ArbWindow *self)
{
  int width, height;
  gboolean portrait;
  GtkOrientation orientation;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  portrait = width > 0 && height > 0 && width < 720 && height >= width + 160;
  orientation = portrait ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL;

  /* Under the board, the moves take what the board, as wide as the
   * window, leaves of the height (the header bar is about 50 pixels). */
  gtk_widget_set_size_request (GTK_WIDGET (self->history_view), portrait ? -1 : 250,
                               portrait ? MAX (200, height - 50 - width) : -1);

  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->flap)) == orientation)
    return;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->flap), orientation);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->flap_separator),
                                  portrait ? GTK_ORIENTATION_HORIZONTAL
                                           : GTK_ORIENTATION_VERTICAL);
}

/* Offers a draw claim when one has just become possible. */
static void
check_claims (ArbWindow *self)
{
  ArbDrawClaim claims = arb_game_get_claimable_draws (self->game);

  if (claims != ARB_DRAW_CLAIM_NONE && self->claims_seen == ARB_DRAW_CLAIM_NONE
      && !is_browsing (self))
    {
      g_autofree char *text = arb_status_describe_claim (claims);

      show_toast_full (self, text, _("Claim Draw"), "game.claim-draw", FALSE);
    }
  self->claims_seen = claims;
}

/* Plays @move, with the window's explanation when the core refuses it. */
static gboolean
play_move (ArbWindow     *self,
           const ArbMove *move)
{
  g_autoptr (GError) error = NULL;

  if (!arb_game_play_move (self->game, move, &error))
    {
      g_autofree char *reason = arb_status_explain_error (self->game, error);

      show_toast_full (self, reason, NULL, NULL, TRUE);
      return FALSE;
    }
  return TRUE;
}

/* The move from an earlier position, once the players agreed to drop the
 * later moves: the game keeps them, and an undo right after brings them
 * back ("branch-restored"). */
static void
play_over_later_moves (ArbWindow *self,
                       gpointer   data)
{
  play_move (self, data);
}

static void
on_branch_restored (ArbWindow *self)
{
  show_toast (self, _("The later moves are back"));
}

/* ------------------------------------------------------------- files */

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
  set_game (self, ARB_GAME (pending), hold, modified);
}

/* Puts @game in the window, asking first when that would lose unsaved
 * changes (the autosave keeps only the game on screen). */
static void
offer_game (ArbWindow *self,
            ArbGame   *game,
            GFile     *file,
            gboolean   modified,
            gboolean   new_game)
{
  g_object_set_data_full (G_OBJECT (game), "arb-file", file != NULL ? g_object_ref (file) : NULL,
                          g_object_unref);
  g_object_set_data (G_OBJECT (game), "arb-modified", GINT_TO_POINTER (modified));

  if (!self->modified || !arb_app_game_has_history (self->game))
    {
      replace_with (self, game);
      return;
    }

  ask (self,
       new_game ? _("Start a New Game?") : _("Replace the Current Game?"),
       self->file != NULL
         ? _("The changes to the current game are not saved in its file. They will be lost.")
         : _("The current game is not saved in a file. It will be lost."),
       "replace", new_game ? _("_Start New Game") : _("_Replace Game"),
       ADW_RESPONSE_DESTRUCTIVE, replace_with, g_object_ref (game), g_object_unref);
}

static void
open_partial_game (ArbWindow *self,
                   gpointer   data)
{
  offer_game (self, ARB_GAME (data), NULL, TRUE, FALSE);
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
          show_error (self, _("This Game Cannot Be Read"), pgn_game->error->message);
          return;
        }
      label = g_strdup_printf (ngettext ("_Open the First Move", "_Open the First %u Moves",
                                         plies),
                               plies);
      ask (self, _("This Game Cannot Be Read to Its End"), pgn_game->error->message,
           "partial", label, ADW_RESPONSE_SUGGESTED, open_partial_game,
           g_object_ref (pgn_game->game), g_object_unref);
      return;
    }

  offer_game (self, pgn_game->game, file, FALSE, FALSE);
  if (pgn_game->warnings != NULL && pgn_game->warnings->len > 0)
    show_toast (self, g_ptr_array_index (pgn_game->warnings, 0));
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

      show_error (self, heading, error->message);
      return;
    }

  if (games->len == 0)
    {
      g_autofree char *heading = g_strdup_printf (_("Cannot Open “%s”"), display_name);

      show_error (self, heading, _("There is no game in it."));
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
    gtk_window_set_destroy_with_parent (GTK_WINDOW (chooser), TRUE);
    g_set_weak_pointer (&self->dialog, GTK_WINDOW (chooser));
    gtk_window_present (GTK_WINDOW (chooser));
  }
}

static GtkFileFilter *
pgn_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("PGN games"));
  gtk_file_filter_add_mime_type (filter, "application/x-chess-pgn");
  gtk_file_filter_add_mime_type (filter, "application/vnd.chess-pgn");
  gtk_file_filter_add_suffix (filter, "pgn");
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
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autoptr (GError) error = NULL;

      if (file != NULL && !arb_window_save_to_file (self, file, &error))
        show_error (self, _("Cannot Save the Game"), error->message);
    }
  g_object_unref (native);
}

static void
save_as (ArbWindow *self)
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
    /* Translators: the name offered for a new game's file. */
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), _("game.pgn"));
  g_signal_connect (native, "response", G_CALLBACK (on_save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* The whole game as PGN, for files and the clipboard. */
static char *
write_whole_game (ArbWindow *self)
{
  g_autoptr (ArbGame) copy = arb_app_copy_game (self->game, FALSE);

  return arb_pgn_write_game (copy);
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
      show_toast (self, _("The clipboard holds no text"));
      return;
    }
  arb_window_paste_text (self, text);
}

/* ---------------------------------------------------------- callbacks */

static void
on_game_changed (ArbWindow *self)
{
  guint n_records = arb_game_get_n_all_records (self->game);

  /* Browsing and undo keep the history; anything that adds to it or
   * replaces part of it is a change to save. */
  if (n_records != self->n_records_seen && !self->modified)
    set_modified (self, TRUE);
  self->n_records_seen = n_records;


  update_all (self);
  check_claims (self);
}

static void
on_move_played (ArbWindow *self)
{
  if (!self->modified)
    set_modified (self, TRUE);
}

static void
on_board_move_requested (ArbWindow     *self,
                         const ArbMove *move,
                         ArbBoard      *board)
{
  guint later;

  stop_replay (self);

  if (!is_browsing (self))
    {
      play_move (self, move);
      return;
    }

  /* An earlier position: the core would drop the later moves. */
  later = arb_game_get_n_plies (self->game) - arb_game_get_ply (self->game);
  {
    g_autofree char *body = NULL;

    if (later == 0)
      body = g_strdup (_("Playing here replaces the end of the game (a resignation or a draw). "
                         "Undo right after the move brings it back."));
    else
      body = g_strdup_printf (ngettext ("Playing here replaces the move that follows this "
                                        "position. Undo right after the move brings it back.",
                                        "Playing here replaces the %u moves that follow this "
                                        "position. Undo right after the move brings them back.",
                                        later),
                              later);
    ask (self, _("Discard the Later Moves?"), body, "discard", _("_Discard and Play"),
         ADW_RESPONSE_DESTRUCTIVE, play_over_later_moves, arb_move_copy (move),
         (GDestroyNotify) arb_move_free);
  }
}

static void
on_board_move_refused (ArbWindow  *self,
                       const char *reason,
                       ArbBoard   *board)
{
  stop_replay (self);
  if (reason != NULL && *reason != '\0')
    show_toast_full (self, reason, NULL, NULL, TRUE);
}

/* The button that shows the moves is there only when they are folded away.
 * The flap folds while it is being allocated, when a header bar button
 * must not come or go: the button follows once the layout is done. */
static gboolean
update_history_button (gpointer data)
{
  ArbWindow *self = data;

  self->folded_source = 0;
  gtk_widget_set_visible (self->history_button, adw_flap_get_folded (self->flap));
  return G_SOURCE_REMOVE;
}

static void
on_flap_folded (ArbWindow *self)
{
  if (self->folded_source == 0)
    self->folded_source = g_idle_add (update_history_button, self);
}

static void
on_size_changed (ArbWindow *self)
{
  update_layout (self);
}

static void
on_settings_changed (ArbWindow  *self,
                     const char *key)
{
  if (g_strcmp0 (key, "board-orientation") == 0)
    update_orientation (self);
}

static void
on_autosave_failed (ArbWindow    *self,
                    const GError *error)
{
  g_autofree char *text = g_strdup_printf (_("The game cannot be kept on disk: %s"),
                                           error->message);

  show_toast (self, text);
}

static gboolean
on_replay_tick (gpointer data)
{
  ArbWindow *self = data;
  guint ply = arb_game_get_ply (self->game);

  if (ply >= arb_game_get_n_plies (self->game))
    {
      self->replay_source = 0;
      arb_window_set_replaying (self, FALSE);
      return G_SOURCE_REMOVE;
    }

  show_ply (self, ply + 1);
  if (arb_game_get_ply (self->game) >= arb_game_get_n_plies (self->game))
    {
      self->replay_source = 0;
      arb_window_set_replaying (self, FALSE);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* ------------------------------------------------------------ actions */

/* A new game of @rules, offered as any game the window may take. */
static void
start_new_game (ArbWindow      *self,
                const ArbRules *rules)
{
  g_autoptr (ArbGame) game = arb_game_new_for_rules (rules);

  stop_replay (self);
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "game", rules->id);
  offer_game (self, game, NULL, FALSE, TRUE);
}

static void
on_new_game_chosen (AdwMessageDialog *dialog,
                    const char       *response,
                    ArbWindow        *self)
{
  const ArbRules *rules = arb_games_lookup (response);

  if (rules != NULL)
    start_new_game (self, rules);
}

/* New Game asks which game, the last one chosen as the default answer. */
static void
win_new (GtkWidget  *widget,
         const char *action_name,
         GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  g_autofree char *last = NULL;
  const ArbRules *const *games;
  guint n_games;
  GtkWidget *dialog;

  stop_replay (self);
  if (self->settings != NULL)
    last = g_settings_get_string (self->settings, "game");
  if (last == NULL || arb_games_lookup (last) == NULL)
    last = g_strdup (arb_games_default ()->id);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("New Game"), _("Which game?"));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  games = arb_games_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), games[i]->id,
                                     _(games[i]->name));
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), last,
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), last);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_game_chosen), self, 0);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_set_weak_pointer (&self->dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* win.new-game('alquerque'): a new game of the game named, without asking
 * which (what the New Game dialog's answers do). */
static void
win_new_game (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  const ArbRules *rules = arb_games_lookup (g_variant_get_string (param, NULL));

  g_return_if_fail (rules != NULL);
  start_new_game (self, rules);
}

static void
win_open (GtkWidget  *widget,
          const char *action_name,
          GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  GtkFileChooserNative *native;
  g_autoptr (GtkFileFilter) pgn = pgn_filter ();
  g_autoptr (GtkFileFilter) all = all_files_filter ();

  stop_replay (self);
  native = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), pgn);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (native), pgn);
  g_signal_connect (native, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
win_save (GtkWidget  *widget,
          const char *action_name,
          GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (self->file == NULL)
    {
      save_as (self);
      return;
    }
  if (!arb_window_save_to_file (self, self->file, &error))
    show_error (self, _("Cannot Save the Game"), error->message);
}

static void
win_save_as (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  save_as (ARB_WINDOW (widget));
}

static void
win_copy_fen (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  g_autofree char *fen = arb_game_get_fen (self->game);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), fen);
  show_toast (self, _("Position copied as FEN"));
}

static void
win_copy_pgn (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  g_autofree char *pgn = write_whole_game (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), pgn);
  show_toast (self, _("Game copied as PGN"));
}

static void
win_paste (GtkWidget  *widget,
           const char *action_name,
           GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  stop_replay (self);
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, on_clipboard_text,
                                 g_object_ref (self));
}

static void
win_flip (GtkWidget  *widget,
          const char *action_name,
          GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  self->flipped = !self->flipped;
  update_orientation (self);
}

static void
win_toggle_history (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

static void
win_rules (GtkWidget  *widget,
           const char *action_name,
           GVariant   *param)
{
  GtkWidget *rules = arb_rules_window_new ();

  gtk_window_set_transient_for (GTK_WINDOW (rules), GTK_WINDOW (widget));
  gtk_window_present (GTK_WINDOW (rules));
}

/* The shortcuts window is built the first time it is asked for. Bundled as
 * gtk/help-overlay.ui, GtkApplication would build it with every window,
 * before the first frame: a hundred widgets that cost about 10 ms of every
 * start (build-aux/compare-startup) for a window most starts never show. */
static void
win_show_shortcuts (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  if (self->shortcuts == NULL)
    {
      g_autoptr (GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/arbiter/Arbiter/arb-shortcuts.ui");

      self->shortcuts = g_object_ref (GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts")));
      gtk_window_set_transient_for (self->shortcuts, GTK_WINDOW (self));
      gtk_window_set_hide_on_close (self->shortcuts, TRUE);
    }
  gtk_window_present (self->shortcuts);
}

static void
on_history_text_response (AdwMessageDialog *dialog,
                          const char       *response,
                          ArbWindow        *self)
{
  if (g_strcmp0 (response, "copy") == 0)
    {
      const char *text = g_object_get_data (G_OBJECT (dialog), "arb-text");

      gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
      show_toast (self, _("Moves copied as text"));
    }
}

static void
win_history_text (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  g_autoptr (ArbGame) copy = arb_app_copy_game (self->game, FALSE);
  char *text = arb_game_history_to_text (copy);
  GtkWidget *dialog, *scroller, *view;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The Game as Text"), NULL);
  g_object_set_data_full (G_OBJECT (dialog), "arb-text", text, g_free);

  view = gtk_text_view_new ();
  gtk_text_view_set_editable (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (view), TRUE);
  gtk_text_view_set_cursor_visible (GTK_TEXT_VIEW (view), FALSE);
  gtk_widget_add_css_class (view, "history-text");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), text, -1);

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 280);
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (scroller), 380);
  gtk_widget_add_css_class (scroller, "card");
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scroller);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "copy", _("C_opy"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "copy",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_history_text_response), self, 0);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_set_weak_pointer (&self->dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
game_undo (GtkWidget  *widget,
           const char *action_name,
           GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  stop_replay (self);
  arb_game_undo (self->game);
}

static void
game_redo (GtkWidget  *widget,
           const char *action_name,
           GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  stop_replay (self);
  arb_game_redo (self->game);
}

static void
resign (ArbWindow *self,
        gpointer   data)
{
  g_autoptr (GError) error = NULL;
  ArbSide side = GPOINTER_TO_INT (data);

  if (!arb_game_resign (self->game, side, &error))
    {
      g_autofree char *reason = arb_status_explain_error (self->game, error);

      show_toast (self, reason);
    }
}

static void
game_resign (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  ArbSide side = arb_game_get_turn (self->game);

  const char *mover = arb_status_side_name (self->game, side);
  const char *other = arb_status_side_name (self->game, arb_side_negate (side));
  g_autofree char *gives_up = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;

  stop_replay (self);
  /* Translators: the player to move, then the other player */
  gives_up = g_strdup_printf (_("%s, the player to move, gives up: %s wins the game."), mover,
                              other);
  body = g_strconcat (gives_up, is_browsing (self) ? " " : NULL, later_moves_note (self), NULL);
  /* Translators: %s is the player to move, "White" */
  heading = g_strdup_printf (_("%s Resigns?"), mover);
  ask (self, heading, body,
       "resign", _("_Resign"), ADW_RESPONSE_DESTRUCTIVE, resign, GINT_TO_POINTER (side), NULL);
}

static void
agree_draw (ArbWindow *self,
            gpointer   data)
{
  g_autoptr (GError) error = NULL;

  if (!arb_game_agree_draw (self->game, &error))
    {
      g_autofree char *reason = arb_status_explain_error (self->game, error);

      show_toast (self, reason);
    }
}

static void
game_offer_draw (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  ArbSide side = arb_game_get_turn (self->game);
  g_autofree char *question = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWindow *dialog;

  stop_replay (self);
  /* Translators: %s is the player who answers the offer, "Black" */
  question = g_strdup_printf (_("%s, do you accept the draw?"),
                              arb_status_side_name (self->game, arb_side_negate (side)));
  body = g_strconcat (question, is_browsing (self) ? " " : NULL, later_moves_note (self), NULL);
  /* Translators: %s is the player who offers, "White" */
  heading = g_strdup_printf (_("%s Offers a Draw"), arb_status_side_name (self->game, side));
  /* Two players at one screen: the other one answers. */
  dialog = ask (self, heading, body, "accept", _("_Accept Draw"), ADW_RESPONSE_SUGGESTED, agree_draw, NULL,
                NULL);
  /* "Cancel" reads as "Decline" here. */
  adw_message_dialog_set_response_label (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Decline"));
}

static void
claim_draw (ArbWindow *self,
            gpointer   data)
{
  g_autoptr (GError) error = NULL;

  if (!arb_game_claim_draw (self->game, &error))
    {
      g_autofree char *reason = arb_status_explain_error (self->game, error);

      show_toast (self, reason);
    }
}

static void
game_claim_draw (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  stop_replay (self);
  if (!is_browsing (self))
    {
      claim_draw (self, NULL);
      return;
    }
  ask (self, _("Claim a Draw Here?"), later_moves_note (self), "claim", _("_Claim Draw"),
       ADW_RESPONSE_DESTRUCTIVE, claim_draw, NULL, NULL);
}

static void
history_first (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  stop_replay (self);
  show_ply (self, 0);
}

static void
history_previous (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  guint ply = arb_game_get_ply (self->game);

  stop_replay (self);
  if (ply > 0)
    show_ply (self, ply - 1);
}

static void
history_next (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  guint ply = arb_game_get_ply (self->game);

  stop_replay (self);
  if (ply < arb_game_get_n_plies (self->game))
    show_ply (self, ply + 1);
  else if (arb_game_can_redo (self->game))
    arb_game_redo (self->game);
}

static void
history_last (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);

  stop_replay (self);
  show_ply (self, arb_game_get_n_plies (self->game));
}

static void
history_go_to_ply (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  ArbWindow *self = ARB_WINDOW (widget);
  guint ply = g_variant_get_uint32 (param);

  stop_replay (self);
  if (ply <= arb_game_get_n_plies (self->game))
    show_ply (self, ply);
}

/* ---------------------------------------------------------- overrides */

static gboolean
arb_window_close_request (GtkWindow *window)
{
  ArbWindow *self = ARB_WINDOW (window);

  stop_replay (self);

  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_delay (self->settings);
      g_settings_set_boolean (self->settings, "window-maximized",
                              gtk_window_is_maximized (window));
      if (!gtk_window_is_maximized (window) && width > 0 && height > 0)
        {
          g_settings_set_int (self->settings, "window-width", width);
          g_settings_set_int (self->settings, "window-height", height);
        }
      g_settings_apply (self->settings);
    }

  arb_autosave_flush (self->autosave, NULL);

  return GTK_WINDOW_CLASS (arb_window_parent_class)->close_request (window);
}

static void
arb_window_constructed (GObject *object)
{
  ArbWindow *self = ARB_WINDOW (object);

  G_OBJECT_CLASS (arb_window_parent_class)->constructed (object);

  if (self->settings != NULL)
    {
      int width = g_settings_get_int (self->settings, "window-width");
      int height = g_settings_get_int (self->settings, "window-height");

      if (width > 0 && height > 0)
        gtk_window_set_default_size (GTK_WINDOW (self), width, height);
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }
  update_layout (self);
}

static void
arb_window_dispose (GObject *object)
{
  ArbWindow *self = ARB_WINDOW (object);

  g_clear_handle_id (&self->replay_source, g_source_remove);
  g_clear_handle_id (&self->folded_source, g_source_remove);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);

  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_WINDOW);

  /* Writes what is pending. */
  g_clear_object (&self->autosave);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  g_clear_object (&self->file);
  if (self->shortcuts != NULL)
    gtk_window_destroy (self->shortcuts);
  g_clear_object (&self->shortcuts);
  g_clear_weak_pointer (&self->dialog);
  g_clear_weak_pointer (&self->refusal_toast);

  G_OBJECT_CLASS (arb_window_parent_class)->dispose (object);
}

static void
arb_window_finalize (GObject *object)
{
  ArbWindow *self = ARB_WINDOW (object);

  g_free (self->last_toast);

  G_OBJECT_CLASS (arb_window_parent_class)->finalize (object);
}

static void
arb_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  ArbWindow *self = ARB_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_REPLAYING:
      g_value_set_boolean (value, self->replaying);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_window_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  ArbWindow *self = ARB_WINDOW (object);

  switch (prop_id)
    {
    case PROP_REPLAYING:
      arb_window_set_replaying (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_window_class_init (ArbWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = arb_window_constructed;
  object_class->dispose = arb_window_dispose;
  object_class->finalize = arb_window_finalize;
  object_class->get_property = arb_window_get_property;
  object_class->set_property = arb_window_set_property;
  window_class->close_request = arb_window_close_request;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ARB_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REPLAYING] =
    g_param_spec_boolean ("replaying", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The resource bundle is an object of the static library: referring
   * to it links it in, and it registers itself. */
  arb_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/arbiter/Arbiter/arb-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, main_box);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, result_revealer);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, result_banner);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, result_label);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, flap_separator);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, history_button);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, board);
  gtk_widget_class_bind_template_child (widget_class, ArbWindow, history_view);
  gtk_widget_class_bind_template_callback (widget_class, on_board_move_requested);
  gtk_widget_class_bind_template_callback (widget_class, on_board_move_refused);

  gtk_widget_class_install_action (widget_class, "win.new", NULL, win_new);
  gtk_widget_class_install_action (widget_class, "win.new-game", "s", win_new_game);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, win_open);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, win_save);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, win_save_as);
  gtk_widget_class_install_action (widget_class, "win.copy-fen", NULL, win_copy_fen);
  gtk_widget_class_install_action (widget_class, "win.copy-pgn", NULL, win_copy_pgn);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, win_paste);
  gtk_widget_class_install_action (widget_class, "win.flip", NULL, win_flip);
  gtk_widget_class_install_action (widget_class, "win.toggle-history", NULL, win_toggle_history);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, win_rules);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, win_show_shortcuts);
  gtk_widget_class_install_action (widget_class, "win.history-text", NULL, win_history_text);
  gtk_widget_class_install_action (widget_class, "game.undo", NULL, game_undo);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, game_redo);
  gtk_widget_class_install_action (widget_class, "game.resign", NULL, game_resign);
  gtk_widget_class_install_action (widget_class, "game.offer-draw", NULL, game_offer_draw);
  gtk_widget_class_install_action (widget_class, "game.claim-draw", NULL, game_claim_draw);
  gtk_widget_class_install_action (widget_class, "history.first", NULL, history_first);
  gtk_widget_class_install_action (widget_class, "history.previous", NULL, history_previous);
  gtk_widget_class_install_action (widget_class, "history.next", NULL, history_next);
  gtk_widget_class_install_action (widget_class, "history.last", NULL, history_last);
  gtk_widget_class_install_action (widget_class, "history.go-to-ply", "u", history_go_to_ply);
  gtk_widget_class_install_property_action (widget_class, "history.replay", "replaying");

  g_type_ensure (ARB_TYPE_BOARD);
  g_type_ensure (ARB_TYPE_HISTORY_VIEW);
}

static void
arb_window_init (ArbWindow *self)
{
  g_autoptr (GError) error = NULL;
  ArbAutosaveState state = { NULL, FALSE };
  g_autoptr (ArbGame) game = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  arb_shortcuts_add_plain_keys (self->main_box);
  g_signal_connect_swapped (self->flap, "notify::folded", G_CALLBACK (on_flap_folded), self);
  update_history_button (self);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (on_size_changed), NULL);
  g_signal_connect (self, "notify::default-height", G_CALLBACK (on_size_changed), NULL);

  self->game_signals = g_signal_group_new (ARB_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed",
                                  G_CALLBACK (on_game_changed), self);
  g_signal_group_connect_swapped (self->game_signals, "move-played",
                                  G_CALLBACK (on_move_played), self);
  g_signal_group_connect_swapped (self->game_signals, "branch-restored",
                                  G_CALLBACK (on_branch_restored), self);

  self->settings = arb_application_dup_settings_or_null ();
  if (self->settings != NULL)
    {
      g_settings_bind (self->settings, "show-reachable", self->board, "show-reachable",
                       G_SETTINGS_BIND_GET);
      g_settings_bind (self->settings, "show-last-move", self->board, "show-last-move",
                       G_SETTINGS_BIND_GET);
      g_settings_bind (self->settings, "show-coordinates", self->board, "show-coordinates",
                       G_SETTINGS_BIND_GET);
      g_settings_bind (self->settings, "move-notation", self->history_view, "notation",
                       G_SETTINGS_BIND_GET);
      g_signal_connect_object (self->settings, "changed", G_CALLBACK (on_settings_changed), self,
                               G_CONNECT_SWAPPED);
    }

  self->autosave = arb_autosave_new (NULL);
  g_signal_connect_object (self->autosave, "failed", G_CALLBACK (on_autosave_failed), self,
                           G_CONNECT_SWAPPED);

  /* Never lose a game: the last one comes back. */
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
  set_game (self, game, state.file, state.modified);
  arb_autosave_state_clear (&state);

  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* Puts @game on screen, with the file it belongs to. */
static void
set_game (ArbWindow *self,
          ArbGame   *game,
          GFile     *file,
          gboolean   modified)
{
  g_object_ref (game);
  stop_replay (self);

  g_set_object (&self->game, game);
  g_set_object (&self->file, file);
  self->modified = modified;
  self->n_records_seen = arb_game_get_n_all_records (game);
  self->claims_seen = arb_game_get_claimable_draws (game);

  g_signal_group_set_target (self->game_signals, game);
  arb_board_set_game (self->board, game);
  arb_history_view_set_game (self->history_view, game);
  arb_autosave_set_game (self->autosave, game);
  arb_autosave_set_state (self->autosave, file, modified);

  update_all (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_unref (game);
}

/* ------------------------------------------------------- public API */

/**
 * arb_window_new:
 * @app: (nullable): the application
 *
 * Returns: (transfer none): a new window, with the game kept from the last
 *   run (or a new game); the application holds it.
 */
ArbWindow *
arb_window_new (ArbApplication *app)
{
  g_return_val_if_fail (app == NULL || ARB_IS_APPLICATION (app), NULL);

  return g_object_new (ARB_TYPE_WINDOW, "application", app, NULL);
}

/**
 * arb_window_get_game:
 * @self: a window
 *
 * Returns: (transfer none): the game on screen. New, Open and Paste
 *   replace it.
 */
ArbGame *
arb_window_get_game (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->game;
}

/**
 * arb_window_get_board:
 * @self: a window
 *
 * Returns: (transfer none): the board (an ArbBoard).
 */
GtkWidget *
arb_window_get_board (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->board);
}

/**
 * arb_window_get_history_view:
 * @self: a window
 *
 * Returns: (transfer none): the history panel.
 */
ArbHistoryView *
arb_window_get_history_view (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->history_view;
}

/**
 * arb_window_get_file:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the file the game was opened from
 *   or saved to, where Save writes.
 */
GFile *
arb_window_get_file (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->file;
}

/**
 * arb_window_get_modified:
 * @self: a window
 *
 * Returns: whether the game changed since it was opened or saved.
 */
gboolean
arb_window_get_modified (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), FALSE);
  return self->modified;
}

/**
 * arb_window_get_replaying:
 * @self: a window
 *
 * Returns: whether the game is being replayed.
 */
gboolean
arb_window_get_replaying (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), FALSE);
  return self->replaying;
}

/**
 * arb_window_set_replaying:
 * @self: a window
 * @replaying: %TRUE to step through the game, one move every
 *   replay-interval seconds, from the start when it is at its end
 *
 * The history.replay action.
 */
void
arb_window_set_replaying (ArbWindow *self,
                          gboolean   replaying)
{
  g_return_if_fail (ARB_IS_WINDOW (self));

  replaying = replaying && self->game != NULL && arb_game_get_n_plies (self->game) > 0;
  if (self->replaying == replaying)
    return;

  self->replaying = replaying;
  g_clear_handle_id (&self->replay_source, g_source_remove);
  if (replaying)
    {
      double interval = 1.0;

      if (self->settings != NULL)
        interval = g_settings_get_double (self->settings, "replay-interval");
      /* The schema allows 0.2 to 5 seconds; a hand-edited key is clamped. */
      interval = CLAMP (interval, 0.2, 5.0);

      if (arb_game_get_ply (self->game) >= arb_game_get_n_plies (self->game))
        show_ply (self, 0);
      self->replay_source = g_timeout_add ((guint) (interval * 1000), on_replay_tick, self);
      g_source_set_name_by_id (self->replay_source, "[arbiter] replay");
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAYING]);
}

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

  stop_replay (self);
  display_name = g_file_get_parse_name (file);
  stream = g_file_read (file, NULL, &error);
  if (stream == NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Cannot Open “%s”"), basename);

      show_error (self, heading, error->message);
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
  set_modified (self, FALSE);
  update_title (self);
  {
    g_autofree char *basename = g_file_get_basename (file);
    g_autofree char *text = g_strdup_printf (_("Saved as %s"), basename);

    show_toast (self, text);
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

  stop_replay (self);
  trimmed = g_strstrip (g_strdup (text));
  if (*trimmed == '\0')
    {
      show_toast (self, _("The clipboard holds no text"));
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
          offer_game (self, game, NULL, TRUE, FALSE);
          return;
        }
      if (strchr (trimmed, '/') != NULL)
        {
          show_error (self, _("This Position Cannot Be Read"), fen_error->message);
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

/**
 * arb_window_get_status:
 * @self: a window
 *
 * Returns: (transfer none): the status line under the title.
 */
const char *
arb_window_get_status (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return adw_window_title_get_subtitle (self->window_title);
}

/**
 * arb_window_get_announcement:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the end-of-game banner's text, or
 *   %NULL while the banner is hidden.
 */
const char *
arb_window_get_announcement (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);

  if (!gtk_revealer_get_reveal_child (self->result_revealer))
    return NULL;
  return gtk_label_get_label (self->result_label);
}

/**
 * arb_window_get_last_toast:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the text of the last toast shown.
 */
const char *
arb_window_get_last_toast (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->last_toast;
}

/**
 * arb_window_get_dialog:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the dialog the window opened last
 *   (a question, an error, the game chooser), while it is open.
 */
GtkWindow *
arb_window_get_dialog (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->dialog;
}

/**
 * arb_window_get_shortcuts_window:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the keyboard shortcuts window, or
 * %NULL until win.show-help-overlay first shows it.
 */
GtkWindow *
arb_window_get_shortcuts_window (ArbWindow *self)
{
  g_return_val_if_fail (ARB_IS_WINDOW (self), NULL);
  return self->shortcuts;
}
