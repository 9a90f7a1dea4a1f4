/* arb-game-chooser.c — picks one game of a PGN file that holds several
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* One row per game: the players, then event, date, result and length; a
 * game that cannot be read to its end says why. Double-click or Open
 * emits "game-chosen" with the game's index and closes the window; the
 * window that opened the file does the rest. */

#include "arb-game-chooser.h"

#include <glib/gi18n.h>
#include "arb-resources.h"

/* ------------------------------------------------------------ structs */

struct _ArbGameChooser
{
  AdwWindow       parent_instance;

  /* template widgets */
  AdwWindowTitle *window_title;
  GtkButton      *open_button;
  GtkLabel       *note_label;
  GtkListBox     *list_box;

  /* owned */
  GPtrArray      *games; /* ArbPgnGame * */
};

enum
{
  GAME_CHOSEN,
  N_SIGNALS
};

/* ------------------------------------------------------ type definition */

G_DEFINE_FINAL_TYPE (ArbGameChooser, arb_game_chooser, ADW_TYPE_WINDOW)

static guint signals[N_SIGNALS];

/* ------------------------------------------------------------ statics */

/* A tag's value, or NULL for a missing or unknown ("?") one. */
static const char *
known_tag (ArbGame    *game,
           const char *name)
{
  const char *value = arb_game_get_tag (game, name);

  if (value == NULL || *value == '\0' || g_str_equal (value, "?")
      || g_str_has_prefix (value, "????"))
    return NULL;
  return value;
}

static GtkWidget *
make_row (ArbPgnGame *pgn_game)
{
  ArbGame *game = pgn_game->game;
  const char *white = known_tag (game, "White");
  const char *black = known_tag (game, "Black");
  const char *event = known_tag (game, "Event");
  const char *date = known_tag (game, "Date");
  guint plies = arb_game_get_n_plies (game);
  guint moves = (plies + 1) / 2;
  g_autofree char *title = NULL;
  g_autoptr (GString) subtitle = g_string_new (NULL);
  GtkWidget *row;

  /* Translators: the two players of a game, White first. */
  title = g_strdup_printf (_("%s – %s"), white != NULL ? white : _("Unknown"),
                           black != NULL ? black : _("Unknown"));

  if (event != NULL)
    g_string_append_printf (subtitle, "%s · ", event);
  if (date != NULL)
    g_string_append_printf (subtitle, "%s · ", date);
  g_string_append (subtitle, arb_result_to_string (arb_game_get_result (game)));
  g_string_append (subtitle, " · ");
  g_string_append_printf (subtitle, ngettext ("%u move", "%u moves", moves), moves);
  if (pgn_game->error != NULL)
    {
      g_string_append_c (subtitle, '\n');
      g_string_append (subtitle, pgn_game->error->message);
    }

  row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  {
    g_autofree char *number = g_strdup_printf ("%u", pgn_game->number);
    GtkWidget *label = gtk_label_new (number);

    gtk_widget_add_css_class (label, "dim-label");
    gtk_widget_add_css_class (label, "numeric");
    adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
  }

  if (pgn_game->error != NULL)
    {
      GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      gtk_widget_set_tooltip_text (icon, _("This game cannot be read to its end"));
      gtk_widget_add_css_class (icon, "warning");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), icon);
    }

  return row;
}

/* ---------------------------------------------------------- callbacks */

static void
on_row_activated (ArbGameChooser *self,
                  GtkListBoxRow  *row)
{
  arb_game_chooser_choose (self, (guint) gtk_list_box_row_get_index (row));
}

static void
on_row_selected (ArbGameChooser *self,
                 GtkListBoxRow  *row)
{
  /* The list also says so while it is taken apart. */
  if (self->open_button == NULL)
    return;
  gtk_widget_set_sensitive (GTK_WIDGET (self->open_button), row != NULL);
}

static void
on_open_clicked (ArbGameChooser *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list_box);

  if (row != NULL)
    arb_game_chooser_choose (self, (guint) gtk_list_box_row_get_index (row));
}

/* ---------------------------------------------------------- overrides */

static void
arb_game_chooser_dispose (GObject *object)
{
  ArbGameChooser *self = ARB_GAME_CHOOSER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_GAME_CHOOSER);
  g_clear_pointer (&self->games, g_ptr_array_unref);

  G_OBJECT_CLASS (arb_game_chooser_parent_class)->dispose (object);
}

static void
arb_game_chooser_class_init (ArbGameChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_game_chooser_dispose;

  /**
   * ArbGameChooser::game-chosen:
   * @chooser: the chooser
   * @index: the position of the game in the array given to arb_game_chooser_new()
   *
   * The user picked a game; the chooser closes itself.
   */
  signals[GAME_CHOSEN] = g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                       G_TYPE_UINT);

  /* The resource bundle is an object of the static library: referring
   * to it links it in, and it registers itself. */
  arb_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/arbiter/Arbiter/arb-game-chooser.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbGameChooser, window_title);
  gtk_widget_class_bind_template_child (widget_class, ArbGameChooser, open_button);
  gtk_widget_class_bind_template_child (widget_class, ArbGameChooser, note_label);
  gtk_widget_class_bind_template_child (widget_class, ArbGameChooser, list_box);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_open_clicked);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
arb_game_chooser_init (ArbGameChooser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ------------------------------------------------------- public API */

/**
 * arb_game_chooser_new:
 * @file_name: the file's name, for the title
 * @games: (element-type ArbPgnGame): the games read from it
 * @more_games: whether the file holds more games than @games
 *
 * Returns: (transfer floating): a new chooser listing @games; it keeps a
 *   reference to @games.
 */
GtkWidget *
arb_game_chooser_new (const char *file_name,
                      GPtrArray  *games,
                      gboolean    more_games)
{
  ArbGameChooser *self;

  g_return_val_if_fail (games != NULL, NULL);

  self = g_object_new (ARB_TYPE_GAME_CHOOSER, NULL);
  self->games = g_ptr_array_ref (games);
  adw_window_title_set_subtitle (self->window_title, file_name);

  for (guint i = 0; i < games->len; i++)
    gtk_list_box_append (self->list_box, make_row (g_ptr_array_index (games, i)));
  if (games->len > 0)
    gtk_list_box_select_row (self->list_box, gtk_list_box_get_row_at_index (self->list_box, 0));

  if (more_games)
    {
      g_autofree char *note = g_strdup_printf (
        ngettext ("The file holds more games: only the first %u is listed.",
                     "The file holds more games: only the first %u are listed.", games->len),
        games->len);

      gtk_label_set_label (self->note_label, note);
      gtk_widget_set_visible (GTK_WIDGET (self->note_label), TRUE);
    }

  return GTK_WIDGET (self);
}

/**
 * arb_game_chooser_get_n_games:
 * @self: a chooser
 *
 * Returns: how many games it lists.
 */
guint
arb_game_chooser_get_n_games (ArbGameChooser *self)
{
  g_return_val_if_fail (ARB_IS_GAME_CHOOSER (self), 0);
  return self->games != NULL ? self->games->len : 0;
}

/**
 * arb_game_chooser_choose:
 * @self: a chooser
 * @index: the game's position in the list
 *
 * Does what choosing the game's row does: emits "game-chosen", closes.
 */
void
arb_game_chooser_choose (ArbGameChooser *self,
                         guint           index)
{
  g_return_if_fail (ARB_IS_GAME_CHOOSER (self));
  g_return_if_fail (index < arb_game_chooser_get_n_games (self));

  g_object_ref (self);
  g_signal_emit (self, signals[GAME_CHOSEN], 0, index);
  gtk_window_close (GTK_WINDOW (self));
  g_object_unref (self);
}
