/* arb-preferences.c — the preferences window, bound to GSettings
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every row is bound to its key with g_settings_bind(): the window holds no
 * state of its own, and the board, the history panel and the style manager
 * follow the keys, so a change shows at once. The combo rows map their
 * position to the string values of the schema's enumerations. */

#include "arb-preferences.h"

#include <glib/gi18n.h>
#include "arb-resources.h"

/* ------------------------------------------------------------ structs */

struct _ArbPreferences
{
  AdwPreferencesWindow parent_instance;

  /* template widgets */
  GtkSwitch      *show_reachable_switch;
  GtkSwitch      *show_last_move_switch;
  GtkSwitch      *show_coordinates_switch;
  GtkSwitch      *coach_switch;
  AdwComboRow    *orientation_row;
  AdwComboRow    *notation_row;
  GtkSpinButton  *replay_interval_spin;
  GtkSpinButton  *sow_interval_spin;
  AdwComboRow    *color_scheme_row;

  /* owned */
  GSettings      *settings;
};

enum
{
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

/* ------------------------------------------------------ type definition */

G_DEFINE_FINAL_TYPE (ArbPreferences, arb_preferences, ADW_TYPE_PREFERENCES_WINDOW)

static GParamSpec *properties[N_PROPS];

/* The schema's values, in the order of the combo rows' items. */
static const char *const orientation_values[] = { "player", "white", "black", "side-to-move", NULL };
static const char *const notation_values[] = { "san", "coordinate", NULL };
static const char *const color_scheme_values[] = { "default", "light", "dark", NULL };

/* ------------------------------------------------------------ statics */

static gboolean
string_to_position (GValue   *value,
                    GVariant *variant,
                    gpointer  data)
{
  const char *const *values = data;
  const char *text = g_variant_get_string (variant, NULL);

  for (guint i = 0; values[i] != NULL; i++)
    if (g_str_equal (values[i], text))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
position_to_string (const GValue       *value,
                    const GVariantType *type,
                    gpointer            data)
{
  const char *const *values = data;
  guint position = g_value_get_uint (value);

  if (position >= g_strv_length ((char **) values))
    return NULL;
  return g_variant_new_string (values[position]);
}

static void
bind_combo (ArbPreferences    *self,
            const char        *key,
            AdwComboRow       *row,
            const char *const *values)
{
  g_settings_bind_with_mapping (self->settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                string_to_position, position_to_string, (gpointer) values, NULL);
}

static void
bind_settings (ArbPreferences *self)
{
  g_settings_bind (self->settings, "show-reachable", self->show_reachable_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-last-move", self->show_last_move_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-coordinates", self->show_coordinates_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "coach", self->coach_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "sow-interval", self->sow_interval_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "replay-interval", self->replay_interval_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
  bind_combo (self, "board-orientation", self->orientation_row, orientation_values);
  bind_combo (self, "move-notation", self->notation_row, notation_values);
  bind_combo (self, "color-scheme", self->color_scheme_row, color_scheme_values);
}

/* ---------------------------------------------------------- overrides */

static void
arb_preferences_constructed (GObject *object)
{
  ArbPreferences *self = ARB_PREFERENCES (object);

  G_OBJECT_CLASS (arb_preferences_parent_class)->constructed (object);

  if (self->settings != NULL)
    bind_settings (self);
}

static void
arb_preferences_dispose (GObject *object)
{
  ArbPreferences *self = ARB_PREFERENCES (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_PREFERENCES);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (arb_preferences_parent_class)->dispose (object);
}

static void
arb_preferences_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  ArbPreferences *self = ARB_PREFERENCES (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_preferences_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  ArbPreferences *self = ARB_PREFERENCES (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arb_preferences_class_init (ArbPreferencesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = arb_preferences_constructed;
  object_class->dispose = arb_preferences_dispose;
  object_class->get_property = arb_preferences_get_property;
  object_class->set_property = arb_preferences_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The resource bundle is an object of the static library: referring
   * to it links it in, and it registers itself. */
  arb_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/arbiter/Arbiter/arb-preferences.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbPreferences, show_reachable_switch);
  gtk_widget_class_bind_template_child (widget_class, ArbPreferences, show_last_move_switch);
  gtk_widget_class_bind_template_child (widget_class, ArbPreferences, show_coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, ArbPreferences, coach_switch);
  gtk_widget_class_bind_template_child (widget_class, ArbPreferences, orientation_row);
  gtk_widget_class_bind_template_child (widget_class, ArbPreferences, notation_row);
  gtk_widget_class_bind_template_child (widget_class, ArbPreferences, replay_interval_spin);
  gtk_widget_class_bind_template_child (widget_class, ArbPreferences, sow_interval_spin);
  gtk_widget_class_bind_template_child (widget_class, ArbPreferences, color_scheme_row);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
arb_preferences_init (ArbPreferences *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ------------------------------------------------------- public API */

/**
 * arb_preferences_new:
 * @settings: the app's settings (schema io.github.arbiter.Arbiter)
 *
 * Returns: (transfer floating): a new preferences window.
 */
GtkWidget *
arb_preferences_new (GSettings *settings)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (ARB_TYPE_PREFERENCES, "settings", settings, NULL);
}

/**
 * arb_preferences_get_settings:
 * @self: a preferences window
 *
 * Returns: (transfer none): the settings it edits.
 */
GSettings *
arb_preferences_get_settings (ArbPreferences *self)
{
  g_return_val_if_fail (ARB_IS_PREFERENCES (self), NULL);
  return self->settings;
}
