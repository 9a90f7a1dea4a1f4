/* arb-rules-window.c — a game's rules in plain words (Help ▸ Rules, F1)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The frame is ui/arb-rules-window.ui; the words are the game's, in its
 * rules table (ArbRulesPage: a title and N_() paragraphs, a heading being
 * "# " and its words). They are translated here, as the app translates
 * every string of a table. */

#include "arb-rules-window.h"
#include "arb-resources.h"

#include <glib/gi18n.h>
#include <string.h>

/* ------------------------------------------------------------ structs */

struct _ArbRulesWindow
{
  AdwWindow parent_instance;

  /* template widgets */
  AdwWindowTitle *window_title;
  GtkBox         *page;

  /* borrowed: a static table */
  const ArbRules *rules;
};

/* ------------------------------------------------------ type definition */

G_DEFINE_FINAL_TYPE (ArbRulesWindow, arb_rules_window, ADW_TYPE_WINDOW)

/* ------------------------------------------------------------ statics */

#define HEADING_MARK "# "

/* One label of the page: a heading (title-3, with room above it) or a
 * paragraph; both wrap, so that a narrow window never cuts them. */
static GtkWidget *
new_paragraph (const char *text)
{
  gboolean heading = g_str_has_prefix (text, HEADING_MARK);
  GtkWidget *label;

  if (heading)
    text += strlen (HEADING_MARK);
  label = gtk_label_new (_(text));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  if (heading)
    {
      gtk_widget_set_margin_top (label, 12);
      gtk_widget_add_css_class (label, "title-3");
    }
  return label;
}

/* Fills the title and the page from @rules' rules page. */
static void
show_rules (ArbRulesWindow *self,
            const ArbRules *rules)
{
  const ArbRulesPage *page = rules->rules_page;
  /* A game without a page (none is registered so: tests/test-rules-contract.c)
   * shows its name and nothing else. */
  const char *title = _(page != NULL ? page->title : rules->name);

  self->rules = rules;
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, title);
  if (page == NULL)
    return;
  for (guint i = 0; i < page->n_paragraphs; i++)
    gtk_box_append (self->page, new_paragraph (page->paragraphs[i]));
}

/* ---------------------------------------------------------- overrides */

static void
arb_rules_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ARB_TYPE_RULES_WINDOW);

  G_OBJECT_CLASS (arb_rules_window_parent_class)->dispose (object);
}

static void
arb_rules_window_class_init (ArbRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_rules_window_dispose;

  /* The resource bundle is an object of the static library: referring
   * to it links it in, and it registers itself. */
  arb_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/arbiter/Arbiter/arb-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbRulesWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ArbRulesWindow, page);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
arb_rules_window_init (ArbRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ------------------------------------------------------- public API */

/**
 * arb_rules_window_new:
 * @rules: the game whose rules to show
 *
 * A window with @rules' rules page (its table's @rules_page), translated.
 *
 * Returns: (transfer floating): a new rules window.
 */
GtkWidget *
arb_rules_window_new (const ArbRules *rules)
{
  ArbRulesWindow *self;

  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (ARB_TYPE_RULES_WINDOW, NULL);
  show_rules (self, rules);
  return GTK_WIDGET (self);
}

/**
 * arb_rules_window_get_rules:
 * @self: a rules window
 *
 * Returns: (transfer none): the game whose rules @self shows.
 */
const ArbRules *
arb_rules_window_get_rules (ArbRulesWindow *self)
{
  g_return_val_if_fail (ARB_IS_RULES_WINDOW (self), NULL);

  return self->rules;
}
