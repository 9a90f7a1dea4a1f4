/* arb-window-messages.c — what the window tells and asks the players:
 * the message bar under the board, questions and error dialogs
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-window-private.h"

#include <glib/gi18n.h>

#include "arb-present.h"

/* ------------------------------------------------------------ structs */

/* A question's answer: what to do on the affirmative response. */
typedef struct
{
  ArbWindow          *self;
  char               *yes;
  ArbWindowAnswerFunc func;
  gpointer            data;
  GDestroyNotify      destroy;
} Question;

/* ---------------------------------------------------------- private API */

/* @text in the message bar under the board, with a button for
 * @action_name when @button_label is given; it replaces the last message
 * at once, so a refusal always says the latest reason. */
void
_arb_window_show_message_full (ArbWindow  *self,
                               const char *text,
                               const char *button_label,
                               const char *action_name)
{
  arb_message_bar_show (self->message_bar, text, button_label, action_name);
}

void
_arb_window_show_message (ArbWindow  *self,
                          const char *text)
{
  _arb_window_show_message_full (self, text, NULL, NULL);
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
GtkWindow *
_arb_window_ask (ArbWindow             *self,
                 const char            *heading,
                 const char            *body,
                 const char            *yes_id,
                 const char            *yes_label,
                 AdwResponseAppearance  appearance,
                 ArbWindowAnswerFunc    func,
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

  _arb_window_present_dialog (self, GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

/* Shows a dialog of the window's: it answers for the window, so it goes
 * with it, and the window knows it (arb_window_get_dialog()). */
void
_arb_window_present_dialog (ArbWindow *self,
                            GtkWindow *dialog)
{
  gtk_window_set_destroy_with_parent (dialog, TRUE);
  g_set_weak_pointer (&self->dialog, dialog);
  arb_present (dialog);
}

void
_arb_window_show_error (ArbWindow  *self,
                        const char *heading,
                        const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_set_weak_pointer (&self->dialog, GTK_WINDOW (dialog));
  arb_present (GTK_WINDOW (dialog));
}
