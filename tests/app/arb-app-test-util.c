/* arb-app-test-util.c — what the GTK tests share: waiting for the main loop
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-app-test-util.h"

/* Keeps the main loop waking up, so that the deadline is seen. */
static gboolean
tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

void
arb_app_test_wait_until (gboolean (*done) (gpointer),
                         gpointer data)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  guint ticker = g_timeout_add (10, tick, NULL);

  while (!done (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (ticker);
  g_assert_true (done (data));
}

gboolean
arb_app_test_is_drawn (gpointer data)
{
  GtkWidget *widget = data;

  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

void
arb_app_test_flush_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

void
arb_app_test_reset_settings (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.arbiter.Arbiter");
  g_autoptr (GSettingsSchema) schema = NULL;
  g_auto (GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}
