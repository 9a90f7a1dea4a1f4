/* arb-game-details.c — the players and the event, read and edited
 *
 * A file's players and event used to show only in the game picker: this
 * dialog shows them for the game on screen and lets the players write them
 * (a game about to be saved, a file whose names are wrong). Its fields are
 * the tags of the game's file: the Seven Tag Roster's Event, Site, Date and
 * Round, and the two players under the tags the game's format names them
 * by (PGN's White and Black, PDN's Black and White). "Save" writes them into
 * the game's tags, an empty field removing its tag; the dialog answers
 * "save" and the window marks the game changed.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-game-details.h"

#include <glib/gi18n.h>

/* PGN's "unknown" in a tag: shown as an empty field. */
#define UNKNOWN "?"

typedef struct
{
  ArbGame   *game;               /* owned */
  GPtrArray *rows;               /* AdwEntryRow, each with its tag as "tag" data */
} Details;

static void
details_free (gpointer data)
{
  Details *details = data;

  g_object_unref (details->game);
  g_ptr_array_unref (details->rows);
  g_free (details);
}

static void
add_row (Details    *details,
         GtkWidget  *list,
         const char *title,
         const char *tag)
{
  GtkWidget *row = adw_entry_row_new ();
  const char *value = arb_game_get_tag (details->game, tag);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (value != NULL && g_strcmp0 (value, UNKNOWN) != 0)
    gtk_editable_set_text (GTK_EDITABLE (row), value);
  g_object_set_data_full (G_OBJECT (row), "tag", g_strdup (tag), g_free);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  g_ptr_array_add (details->rows, row);
}

static void
on_response (AdwMessageDialog *dialog,
             const char       *response,
             Details          *details)
{
  if (g_strcmp0 (response, "save") != 0)
    return;

  for (guint i = 0; i < details->rows->len; i++)
    {
      GtkEditable *row = g_ptr_array_index (details->rows, i);
      const char *tag = g_object_get_data (G_OBJECT (row), "tag");
      g_autofree char *value = g_strstrip (g_strdup (gtk_editable_get_text (row)));

      /* A tag holds one line: a pasted newline would end it early. */
      g_strdelimit (value, "\r\n\t", ' ');
      if (*value == '\0')
        arb_game_remove_tag (details->game, tag);
      else
        arb_game_set_tag (details->game, tag, value);
    }
}

/**
 * arb_game_details_new:
 * @parent: the window it belongs to
 * @game: the game whose tags it edits
 *
 * Returns: (transfer floating): an AdwMessageDialog whose "save" response
 *   has written the fields into @game's tags.
 */
GtkWidget *
arb_game_details_new (GtkWindow *parent,
                      ArbGame   *game)
{
  const ArbRules *rules = arb_game_get_rules (game);
  Details *details = g_new0 (Details, 1);
  GtkWidget *dialog;
  GtkWidget *list;

  details->game = g_object_ref (game);
  details->rows = g_ptr_array_new ();

  dialog = adw_message_dialog_new (parent, _("Game Details"), NULL);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");

  /* The players first: they are what a file is looked up by. */
  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    add_row (details, list, arb_rules_player_name (rules, side), arb_rules_player_tag (rules, side));
  add_row (details, list, _("Event"), "Event");
  add_row (details, list, _("Site"), "Site");
  add_row (details, list, _("Date"), "Date");
  add_row (details, list, _("Round"), "Round");
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_response), details,
                         (GClosureNotify) (void (*) (void)) details_free, 0);
  return dialog;
}

/**
 * arb_game_details_set_field:
 * @dialog: a dialog from arb_game_details_new()
 * @tag: the tag of one of its fields
 * @value: the text to put in it
 *
 * Types into a field, as a user would (for tests).
 */
void
arb_game_details_set_field (GtkWidget  *dialog,
                            const char *tag,
                            const char *value)
{
  GtkWidget *list = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "tag"), tag) == 0)
      {
        gtk_editable_set_text (GTK_EDITABLE (row), value);
        return;
      }
  g_return_if_reached ();
}
