/* arb-rules-window.c — the rules of simplified chess, in plain words
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The text is all in ui/arb-rules-window.ui, one translatable label per
 * paragraph. */

#include "arb-rules-window.h"
#include "arb-resources.h"

/* ------------------------------------------------------------ structs */

struct _ArbRulesWindow
{
  AdwWindow parent_instance;
};

/* ------------------------------------------------------ type definition */

G_DEFINE_FINAL_TYPE (ArbRulesWindow, arb_rules_window, ADW_TYPE_WINDOW)

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
 *
 * Returns: (transfer floating): a new rules window.
 */
GtkWidget *
arb_rules_window_new (void)
{
  return g_object_new (ARB_TYPE_RULES_WINDOW, NULL);
}
