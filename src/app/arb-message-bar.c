/* arb-message-bar.c — the line under the board that says what happened
 *
 * Refusals ("The knight on g1 cannot reach g3"), offers ("A draw can be
 * claimed") and confirmations ("Position copied as FEN") used to be toasts,
 * and toasts float over what is under them: the back rank of the board, the
 * history's buttons. This bar has a place of its own in the layout, as
 * tall as two lines of text whether it says something or not, so nothing
 * covers the board and the board never changes size when a message comes
 * or goes. The end of the game is said here too, with a New Game button;
 * a passing message shows for a few seconds, then the ending comes back.
 * A lasting message (one whose button undoes something) stays until it is
 * cleared or the player dismisses it with its close button.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "arb-message-bar.h"

/* Long enough to read a two-line sentence. */
#define MESSAGE_SECONDS 5

struct _ArbMessageBar
{
  GtkWidget  parent_instance;

  /* children */
  GtkWidget *label;
  GtkWidget *button;
  GtkWidget *close_button;

  /* owned */
  char      *status;         /* whose turn it is, when the title has no room */
  char      *ending;         /* the end of the game, NULL while it goes on */
  gboolean   draw;
  char      *message;        /* the passing message, NULL when none shows */
  char      *message_button; /* its button's label and action, or NULL */
  char      *message_action;
  guint      timeout_source;
  gboolean   lasting;        /* the message stays until cleared */
};

G_DEFINE_FINAL_TYPE (ArbMessageBar, arb_message_bar, GTK_TYPE_WIDGET)

/* ------------------------------------------------------------ what shows */

static void
set_button (ArbMessageBar *self,
            const char    *label,
            const char    *action_name,
            gboolean       suggested)
{
  gtk_widget_set_visible (self->button, label != NULL);
  if (label == NULL)
    return;
  gtk_button_set_label (GTK_BUTTON (self->button), label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->button), action_name);
  if (suggested)
    gtk_widget_add_css_class (self->button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->button, "suggested-action");
}

static void
update (ArbMessageBar *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const char *text = arb_message_bar_get_text (self);

  gtk_label_set_label (GTK_LABEL (self->label), text != NULL ? text : "");
  gtk_widget_set_tooltip_text (self->label, text);
  if (text == NULL && self->status != NULL)
    {
      gtk_label_set_label (GTK_LABEL (self->label), self->status);
      gtk_widget_set_tooltip_text (self->label, NULL);
    }

  gtk_widget_set_visible (self->close_button, self->message != NULL && self->lasting);
  if (self->message != NULL)
    set_button (self, self->message_button, self->message_action, FALSE);
  else
    set_button (self, self->ending != NULL ? _("_New Game") : NULL, "win.new", TRUE);

  /* The ending keeps its colour under a passing message: the game is over
   * whatever the message says. */
  if (self->ending != NULL)
    gtk_widget_add_css_class (widget, "ending");
  else
    gtk_widget_remove_css_class (widget, "ending");
  if (self->ending != NULL && self->draw)
    gtk_widget_add_css_class (widget, "draw");
  else
    gtk_widget_remove_css_class (widget, "draw");
  if (self->message != NULL)
    gtk_widget_add_css_class (widget, "message");
  else
    gtk_widget_remove_css_class (widget, "message");

  /* Screen readers hear the bar as a status: what it says is news. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text != NULL ? text : "",
                                  -1);
}

static void
clear_message (ArbMessageBar *self)
{
  g_clear_handle_id (&self->timeout_source, g_source_remove);
  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->message_button, g_free);
  g_clear_pointer (&self->message_action, g_free);
  self->lasting = FALSE;
}

static gboolean
on_message_timeout (gpointer data)
{
  ArbMessageBar *self = data;

  self->timeout_source = 0;
  clear_message (self);
  update (self);
  return G_SOURCE_REMOVE;
}

static void
on_close_clicked (ArbMessageBar *self)
{
  arb_message_bar_clear_message (self);
}

/* ------------------------------------------------------------- overrides */

static void
arb_message_bar_dispose (GObject *object)
{
  ArbMessageBar *self = ARB_MESSAGE_BAR (object);

  clear_message (self);
  g_clear_pointer (&self->label, gtk_widget_unparent);
  g_clear_pointer (&self->button, gtk_widget_unparent);
  g_clear_pointer (&self->close_button, gtk_widget_unparent);

  G_OBJECT_CLASS (arb_message_bar_parent_class)->dispose (object);
}

static void
arb_message_bar_finalize (GObject *object)
{
  ArbMessageBar *self = ARB_MESSAGE_BAR (object);

  g_free (self->ending);
  g_free (self->status);

  G_OBJECT_CLASS (arb_message_bar_parent_class)->finalize (object);
}

static void
arb_message_bar_class_init (ArbMessageBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_message_bar_dispose;
  object_class->finalize = arb_message_bar_finalize;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "messagebar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_STATUS);
}

static void
arb_message_bar_init (ArbMessageBar *self)
{
  GtkBoxLayout *layout = GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self)));

  gtk_box_layout_set_spacing (layout, 12);

  /* Two lines at most, so the bar's height never changes; a longer
   * sentence ends in "…" and shows whole in the tooltip. */
  self->label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (self->label), 2);
  gtk_label_set_ellipsize (GTK_LABEL (self->label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0);
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_widget_set_valign (self->label, GTK_ALIGN_CENTER);
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));

  self->button = gtk_button_new ();
  gtk_button_set_use_underline (GTK_BUTTON (self->button), TRUE);
  gtk_widget_set_valign (self->button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->button, "pill");
  gtk_widget_set_visible (self->button, FALSE);
  gtk_widget_set_parent (self->button, GTK_WIDGET (self));

  /* Only for a lasting message, which does not go by itself. */
  self->close_button = gtk_button_new_from_icon_name ("window-close-symbolic");
  gtk_widget_set_valign (self->close_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->close_button, "flat");
  gtk_widget_add_css_class (self->close_button, "circular");
  gtk_widget_set_tooltip_text (self->close_button, _("Dismiss"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->close_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Dismiss"), -1);
  gtk_widget_set_visible (self->close_button, FALSE);
  gtk_widget_set_parent (self->close_button, GTK_WIDGET (self));
  g_signal_connect_swapped (self->close_button, "clicked", G_CALLBACK (on_close_clicked), self);
}

/* ------------------------------------------------------------ public API */

GtkWidget *
arb_message_bar_new (void)
{
  return g_object_new (ARB_TYPE_MESSAGE_BAR, NULL);
}

/**
 * arb_message_bar_set_ending:
 * @self: a message bar
 * @text: (nullable): how the game ended, or %NULL while it goes on
 * @draw: the game was drawn (a calmer colour)
 *
 * Says how the game ended, with a New Game button, until the game changes.
 */
void
arb_message_bar_set_ending (ArbMessageBar *self,
                            const char    *text,
                            gboolean       draw)
{
  g_return_if_fail (ARB_IS_MESSAGE_BAR (self));

  if (g_strcmp0 (self->ending, text) == 0 && self->draw == draw)
    return;
  g_free (self->ending);
  self->ending = g_strdup (text);
  self->draw = draw;
  update (self);
}

/**
 * arb_message_bar_set_status:
 * @self: a message bar
 * @status: (nullable): whose turn it is, or %NULL
 *
 * What the bar says when it has nothing else to say: a narrow window's
 * title has no room for the status.
 */
void
arb_message_bar_set_status (ArbMessageBar *self,
                            const char    *status)
{
  g_return_if_fail (ARB_IS_MESSAGE_BAR (self));

  if (g_strcmp0 (self->status, status) == 0)
    return;
  g_free (self->status);
  self->status = g_strdup (status);
  update (self);
}

/* Puts @text (and its button) in place of the last message: for a few
 * seconds, or until it is cleared or dismissed when @lasting. */
static void
set_message (ArbMessageBar *self,
             const char    *text,
             const char    *button_label,
             const char    *action_name,
             gboolean       lasting)
{
  clear_message (self);
  self->message = g_strdup (text);
  self->message_button = g_strdup (button_label);
  self->message_action = g_strdup (action_name);
  self->lasting = lasting;
  if (!lasting)
    self->timeout_source = g_timeout_add_seconds (MESSAGE_SECONDS, on_message_timeout, self);
  update (self);
}

/**
 * arb_message_bar_show:
 * @self: a message bar
 * @text: the message
 * @button_label: (nullable): a button beside it ("Claim Draw")
 * @action_name: (nullable): the button's action
 *
 * Shows @text for a few seconds in place of the last message, then the
 * ending again (or nothing).
 */
void
arb_message_bar_show (ArbMessageBar *self,
                      const char    *text,
                      const char    *button_label,
                      const char    *action_name)
{
  g_return_if_fail (ARB_IS_MESSAGE_BAR (self));
  g_return_if_fail (text != NULL);

  set_message (self, text, button_label, action_name, FALSE);
}

/**
 * arb_message_bar_show_lasting:
 * @self: a message bar
 * @text: the message
 * @button_label: (nullable): a button beside it ("Undo")
 * @action_name: (nullable): the button's action
 *
 * Like arb_message_bar_show(), but @text stays until it is cleared
 * (arb_message_bar_clear_message(), arb_message_bar_withdraw(), another
 * message) or dismissed with the close button beside it: an offer to undo
 * must not go before the player has read it.
 */
void
arb_message_bar_show_lasting (ArbMessageBar *self,
                              const char    *text,
                              const char    *button_label,
                              const char    *action_name)
{
  g_return_if_fail (ARB_IS_MESSAGE_BAR (self));
  g_return_if_fail (text != NULL);

  set_message (self, text, button_label, action_name, TRUE);
}

/**
 * arb_message_bar_get_lasting:
 * @self: a message bar
 *
 * Returns: whether the message on show stays until cleared or dismissed
 *   (arb_message_bar_show_lasting()); %FALSE when none shows.
 */
gboolean
arb_message_bar_get_lasting (ArbMessageBar *self)
{
  g_return_val_if_fail (ARB_IS_MESSAGE_BAR (self), FALSE);
  return self->message != NULL && self->lasting;
}

/**
 * arb_message_bar_dismiss:
 * @self: a message bar
 *
 * What the close button beside a lasting message does: the message goes.
 */
void
arb_message_bar_dismiss (ArbMessageBar *self)
{
  g_return_if_fail (ARB_IS_MESSAGE_BAR (self));
  g_signal_emit_by_name (self->close_button, "clicked");
}

/**
 * arb_message_bar_clear_message:
 * @self: a message bar
 *
 * Takes the passing message away at once: the ending (or nothing) shows.
 */
void
arb_message_bar_clear_message (ArbMessageBar *self)
{
  g_return_if_fail (ARB_IS_MESSAGE_BAR (self));

  if (self->message == NULL)
    return;
  clear_message (self);
  update (self);
}

/**
 * arb_message_bar_withdraw:
 * @self: a message bar
 * @text: a message shown earlier
 *
 * Takes @text away if it is still the message shown: what was under way
 * ("Black is thinking…") is over, but a later message stays.
 */
void
arb_message_bar_withdraw (ArbMessageBar *self,
                          const char    *text)
{
  g_return_if_fail (ARB_IS_MESSAGE_BAR (self));

  if (text == NULL || g_strcmp0 (self->message, text) != 0)
    return;
  clear_message (self);
  update (self);
}

/**
 * arb_message_bar_get_ending:
 * @self: a message bar
 *
 * Returns: (nullable): how the game ended, %NULL while it goes on.
 */
const char *
arb_message_bar_get_ending (ArbMessageBar *self)
{
  g_return_val_if_fail (ARB_IS_MESSAGE_BAR (self), NULL);
  return self->ending;
}

/**
 * arb_message_bar_get_message:
 * @self: a message bar
 *
 * Returns: (nullable): the passing message on show, %NULL when none is.
 */
const char *
arb_message_bar_get_message (ArbMessageBar *self)
{
  g_return_val_if_fail (ARB_IS_MESSAGE_BAR (self), NULL);
  return self->message;
}

/**
 * arb_message_bar_get_text:
 * @self: a message bar
 *
 * Returns: (nullable): what the bar says now: the passing message, else
 *   the ending, else %NULL (the status it may show is not news).
 */
const char *
arb_message_bar_get_text (ArbMessageBar *self)
{
  g_return_val_if_fail (ARB_IS_MESSAGE_BAR (self), NULL);
  return self->message != NULL ? self->message : self->ending;
}

/**
 * arb_message_bar_set_compact:
 * @self: a message bar
 * @compact: whether the window is narrow
 *
 * In a narrow window the button is a plain one rather than a pill, whose
 * wide padding left the sentence beside it a few words a line ("Draw
 * claimed — threefold repeti…" at 360 pixels).
 */
void
arb_message_bar_set_compact (ArbMessageBar *self,
                             gboolean       compact)
{
  g_return_if_fail (ARB_IS_MESSAGE_BAR (self));

  if (compact)
    gtk_widget_remove_css_class (self->button, "pill");
  else
    gtk_widget_add_css_class (self->button, "pill");
}

/**
 * arb_message_bar_get_compact:
 * @self: a message bar
 *
 * Returns: whether the bar is compact (arb_message_bar_set_compact())
 */
gboolean
arb_message_bar_get_compact (ArbMessageBar *self)
{
  g_return_val_if_fail (ARB_IS_MESSAGE_BAR (self), FALSE);
  return !gtk_widget_has_css_class (self->button, "pill");
}
