/* arb-application.c — the desktop app: one window, app-wide actions
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* ArbApplication owns what is shared by the whole app: the settings, the
 * style (light, dark or the system's), the keyboard accelerators (all of
 * them, from arb-shortcuts.c), and the app.quit, app.preferences and
 * app.about actions. It keeps one window: activating the app again
 * presents it, and `arbiter FILE.pgn` opens the file in it.
 *
 * Before anything else it checks that there is a display, so that
 * `arbiter` on a text console says so instead of aborting in gtk_init(). */

#include "arb-application.h"

#include <glib/gi18n.h>

#include "arb-preferences.h"
#include "arb-present.h"
#include "arb-shortcuts.h"
#include "arb-window.h"

/* ------------------------------------------------------------ structs */

struct _ArbApplication
{
  AdwApplication parent_instance;

  /* owned */
  GSettings     *settings; /* NULL when the schema is not installed */
};

/* ------------------------------------------------------------ prototypes */

static void arb_application_quit        (GSimpleAction *action, GVariant *param, gpointer data);
static void arb_application_preferences (GSimpleAction *action, GVariant *param, gpointer data);
static void arb_application_about       (GSimpleAction *action, GVariant *param, gpointer data);

/* ------------------------------------------------------ type definition */

G_DEFINE_FINAL_TYPE (ArbApplication, arb_application, ADW_TYPE_APPLICATION)

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = arb_application_quit },
  { .name = "preferences", .activate = arb_application_preferences },
  { .name = "about", .activate = arb_application_about },
};

static const GOptionEntry option_entries[] = {
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Print the version and exit"), NULL },
  { NULL, 0, 0, 0, NULL, NULL, NULL },
};

/* ------------------------------------------------------------ statics */

static ArbWindow *
get_window (ArbApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (ARB_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static ArbWindow *
ensure_window (ArbApplication *self)
{
  ArbWindow *window = get_window (self);

  if (window == NULL)
    window = arb_window_new (self);
  return window;
}

static void
apply_color_scheme (ArbApplication *self)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autofree char *scheme = NULL;

  if (self->settings == NULL)
    return;

  scheme = g_settings_get_string (self->settings, "color-scheme");
  if (g_strcmp0 (scheme, "light") == 0)
    adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  else if (g_strcmp0 (scheme, "dark") == 0)
    adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  else
    adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* ---------------------------------------------------------- callbacks */

static void
arb_application_quit (GSimpleAction *action,
                      GVariant      *param,
                      gpointer       data)
{
  ArbApplication *self = data;
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

  /* Closing runs each window's close-request: it keeps its size and
   * writes the autosave. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free (windows);

  g_application_quit (G_APPLICATION (self));
}

static void
arb_application_preferences (GSimpleAction *action,
                             GVariant      *param,
                             gpointer       data)
{
  ArbApplication *self = data;
  GtkWidget *preferences;

  if (self->settings == NULL)
    return;

  preferences = arb_preferences_new (self->settings);
  gtk_window_set_transient_for (GTK_WINDOW (preferences),
                                gtk_application_get_active_window (GTK_APPLICATION (self)));
  arb_present (GTK_WINDOW (preferences));
}

static void
arb_application_about (GSimpleAction *action,
                       GVariant      *param,
                       gpointer       data)
{
  ArbApplication *self = data;
  static const char *developers[] = { "The Arbiter authors", NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (GTK_APPLICATION (self)),
                        "modal", TRUE,
                        "application-name", _("Arbiter"),
                        "application-icon", APPLICATION_ID,
                        "version", PACKAGE_VERSION,
                        "developer-name", "The Arbiter authors",
                        "developers", developers,
                        "copyright", "© 2026 The Arbiter authors",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        /* No website and no issue page: the project has none of
                         * its own yet, and a link that leads nowhere is worse
                         * than none. */
                        "comments", _("A referee for board games: two players at one "
                                      "screen, every legal move shown, every rule explained."),
                        /* Translators: put your names here, one a line. */
                        "translator-credits", _("translator-credits"),
                        NULL);
  arb_present (GTK_WINDOW (about));
}

static void
on_color_scheme_changed (ArbApplication *self)
{
  apply_color_scheme (self);
}

/* ---------------------------------------------------------- overrides */

static int
arb_application_handle_local_options (GApplication *app,
                                      GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("arbiter %s\n", PACKAGE_VERSION);
      return 0;
    }

  /* Without a display gtk_init() would abort: say what is wrong and what
   * else there is. Only the environment is looked at: opening a display here
   * (gtk_init_check) would leave a second GdkDisplay that GTK never frees. */
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_printerr ("%s\n", _("arbiter: cannot open a display: is DISPLAY or WAYLAND_DISPLAY set? "
                            "The terminal game is `arbiter-cli play`."));
      return 1;
    }

  return -1;
}

static void
arb_application_startup (GApplication *app)
{
  ArbApplication *self = ARB_APPLICATION (app);

  G_APPLICATION_CLASS (arb_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions),
                                   self);
  arb_shortcuts_set_accels (GTK_APPLICATION (self));

  self->settings = arb_application_dup_settings_or_null ();
  if (self->settings != NULL)
    {
      g_signal_connect_swapped (self->settings, "changed::color-scheme",
                                G_CALLBACK (on_color_scheme_changed), self);
      apply_color_scheme (self);
    }
  else
    g_simple_action_set_enabled (
      G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), "preferences")), FALSE);

  gtk_window_set_default_icon_name (APPLICATION_ID);
}

static void
arb_application_activate (GApplication *app)
{
  ArbWindow *window = ensure_window (ARB_APPLICATION (app));

  arb_present (GTK_WINDOW (window));
}

static void
arb_application_open (GApplication *app,
                      GFile       **files,
                      int           n_files,
                      const char   *hint)
{
  ArbWindow *window = ensure_window (ARB_APPLICATION (app));

  arb_present (GTK_WINDOW (window));
  /* One window, one game: the first file. */
  if (n_files > 0)
    arb_window_open_file (window, files[0]);
}

static void
arb_application_dispose (GObject *object)
{
  ArbApplication *self = ARB_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (arb_application_parent_class)->dispose (object);
}

static void
arb_application_class_init (ArbApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = arb_application_dispose;

  app_class->handle_local_options = arb_application_handle_local_options;
  app_class->startup = arb_application_startup;
  app_class->activate = arb_application_activate;
  app_class->open = arb_application_open;
}

static void
arb_application_init (ArbApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE.pgn]"));
}

/* ------------------------------------------------------- public API */

/**
 * arb_application_new:
 *
 * Returns: (transfer full): the application, io.github.arbiter.Arbiter.
 */
ArbApplication *
arb_application_new (void)
{
  return g_object_new (ARB_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/arbiter/Arbiter",
                       NULL);
}

/**
 * arb_application_get_settings:
 * @self: the application
 *
 * Returns: (transfer none) (nullable): the app's settings, %NULL before
 *   startup or when the schema is not installed.
 */
GSettings *
arb_application_get_settings (ArbApplication *self)
{
  g_return_val_if_fail (ARB_IS_APPLICATION (self), NULL);
  return self->settings;
}

/**
 * arb_application_dup_settings_or_null:
 *
 * Settings of the schema io.github.arbiter.Arbiter, when it is installed
 * (or GSETTINGS_SCHEMA_DIR points at the build's data folder). Without it
 * the app still runs, with the default preferences, and keeps nothing.
 *
 * Returns: (transfer full) (nullable): new settings, or %NULL.
 */
GSettings *
arb_application_dup_settings_or_null (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE);
  if (schema == NULL)
    {
      g_message ("The settings schema %s is not installed: preferences will not be kept",
                 APPLICATION_ID);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}
