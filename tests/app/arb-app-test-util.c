/* arb-app-test-util.c — what the GTK tests share: waiting for the main
 * loop, the settings, and the start of the tests of whole windows
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-app-test-util.h"

#include <adwaita.h>
#include <locale.h>

#include "arb-test-util.h"

void
arb_app_test_wait_until (gboolean (*done) (gpointer),
                         gpointer data)
{
  g_assert_true (arb_test_wait_until (done, data, 5000));
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

/* ------------------------------------------- the tests of whole windows */

void
arb_app_test_init (int    *argc,
                   char ***argv)
{
  g_test_init (argc, argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  gtk_init ();
  adw_init ();
}

ArbApplication *
arb_app_test_new_application (GApplicationFlags flags)
{
  ArbApplication *app = arb_application_new ();

  g_application_set_flags (G_APPLICATION (app), flags | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_hold (G_APPLICATION (app));
  return app;
}

void
arb_app_test_free_application (ArbApplication *app)
{
  g_application_release (G_APPLICATION (app));
  g_object_unref (app);
}

static void
run_with_default_settings (gconstpointer data)
{
  GTestFunc func = (GTestFunc) (void (*) (void)) data;

  arb_app_test_reset_settings ();
  func ();
}

void
arb_app_test_add_func (const char *path,
                       GTestFunc   func)
{
  g_test_add_data_func (path, (gconstpointer) (void (*) (void)) func, run_with_default_settings);
}
