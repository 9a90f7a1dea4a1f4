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

ArbWindow *
arb_app_test_new_window (ArbApplication *app)
{
  ArbWindow *window = arb_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  arb_app_test_flush_events ();
  return window;
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

void
arb_app_test_destroy_window (ArbWindow *window,
                             guint      game_wait_ms)
{
  GtkWindow *dialog = arb_window_get_dialog (window);
  gpointer window_alive = window;
  gpointer game_alive = arb_window_get_game (window);

  if (dialog != NULL)
    gtk_window_destroy (dialog);
  g_object_add_weak_pointer (G_OBJECT (window), &window_alive);
  g_object_add_weak_pointer (G_OBJECT (game_alive), &game_alive);
  gtk_window_destroy (GTK_WINDOW (window));
  arb_app_test_flush_events ();
  g_assert_null (window_alive);
  if (game_wait_ms == 0)
    g_assert_null (game_alive);
  else
    g_assert_true (arb_test_wait_until (is_null, &game_alive, game_wait_ms));
}

GtkWidget *
arb_app_test_find (GtkWidget     *widget,
                   gboolean     (*match) (GtkWidget    *widget,
                                          gconstpointer data),
                   gconstpointer  data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = arb_app_test_find (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_label_showing (GtkWidget    *widget,
                  gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

GtkWidget *
arb_app_test_find_label (GtkWidget  *widget,
                         const char *text)
{
  return arb_app_test_find (widget, is_label_showing, text);
}

void
arb_app_test_answer (ArbWindow  *window,
                     const char *response)
{
  GtkWindow *dialog = arb_window_get_dialog (window);

  if (dialog == NULL)
    return;
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  arb_app_test_flush_events ();
}
