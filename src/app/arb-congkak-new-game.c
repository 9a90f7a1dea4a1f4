/* arb-congkak-new-game.c — New Game's questions for Congkak (congkak.md §12)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* §12's game types as one dialog: Basic (7 pits of 4 seeds, names only),
 * Intermediate (the board chosen within §1's limits: N × S ≤ 999) and
 * Advanced (also whose turns show the suggested move). Then who starts:
 * the coin of §2 by default, or a player chosen. The rows that do not
 * apply to the type chosen are hidden; Start is refused while an answer is
 * out of bounds, and the note under the rows says which. The game is made
 * as `arbiter-cli play` makes it: arb_congkak_init() and the SETUP record
 * (the first player and the coin's seed), the names in the Player1 and
 * Player2 tags, N and S in Pits and Seeds. */

#include "arb-congkak-new-game.h"

#include <glib/gi18n.h>
#include <unistd.h>

#include "arb-congkak.h"

/* §2: a name is 1 to 25 characters. */
#define NAME_MAX_CHARS 25

typedef struct
{
  GSettings    *settings;     /* nullable */
  AdwComboRow  *type;
  AdwEntryRow  *name1;
  AdwEntryRow  *name2;
  AdwActionRow *pits_row;
  AdwActionRow *seeds_row;
  GtkSpinButton *pits;
  GtkSpinButton *seeds;
  AdwComboRow  *first;
  AdwComboRow  *suggest;
  GtkLabel     *note;
} Dialog;

static const char *const type_ids[] = { "basic", "intermediate", "advanced" };
static const char *const first_ids[] = { "coin", "player1", "player2" };
static const char *const suggest_ids[] = { "nobody", "both", "player1", "player2" };

/* ------------------------------------------------------------ statics */

static void
dialog_free (gpointer data)
{
  Dialog *d = data;

  g_clear_object (&d->settings);
  g_free (d);
}

static Dialog *
get_dialog (GtkWidget *dialog)
{
  return g_object_get_data (G_OBJECT (dialog), "arb-congkak-new-game");
}

static guint
index_of (const char *const *ids,
          guint              n_ids,
          const char        *id)
{
  for (guint i = 0; i < n_ids; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return i;
  return 0;
}

static AdwComboRow *
combo_row (const char        *title,
           const char *const *labels)
{
  g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());

  for (guint i = 0; labels[i] != NULL; i++)
    gtk_string_list_append (model, labels[i]);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (row, G_LIST_MODEL (model));
  return row;
}

static AdwActionRow *
spin_row (const char     *title,
          GtkSpinButton **spin)
{
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());

  *spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, ARB_CONGKAK_MAX_NEW_GAME, 1));
  gtk_widget_set_valign (GTK_WIDGET (*spin), GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (*spin, TRUE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (row, GTK_WIDGET (*spin));
  adw_action_row_set_activatable_widget (row, GTK_WIDGET (*spin));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (*spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  row, NULL, -1);
  return row;
}

static AdwEntryRow *
entry_row (const char *title,
           const char *text)
{
  AdwEntryRow *row = ADW_ENTRY_ROW (adw_entry_row_new ());

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  return row;
}

/* The name in @row: its text trimmed, or the default for an empty one. */
static char *
name_of (AdwEntryRow *row,
         ArbSide      side)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

  if (*text == '\0')
    return g_strdup (arb_rules_player_name (&arb_congkak_rules, side));
  return g_steal_pointer (&text);
}

static gboolean
name_fits (AdwEntryRow *row)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

  return g_utf8_strlen (text, -1) <= NAME_MAX_CHARS;
}

/* Shows the rows of the type chosen, and allows Start while every answer
 * is within bounds. */
static void
update (GtkWidget *dialog)
{
  Dialog *d = get_dialog (dialog);
  guint type = adw_combo_row_get_selected (d->type);
  gboolean custom = type != ARB_CONGKAK_BASIC;
  guint pits = (guint) gtk_spin_button_get_value_as_int (d->pits);
  guint seeds = (guint) gtk_spin_button_get_value_as_int (d->seeds);
  const char *note = NULL;
  g_autofree char *board_note = NULL;

  gtk_widget_set_visible (GTK_WIDGET (d->pits_row), custom);
  gtk_widget_set_visible (GTK_WIDGET (d->seeds_row), custom);
  gtk_widget_set_visible (GTK_WIDGET (d->suggest), type == ARB_CONGKAK_ADVANCED);

  for (guint i = 0; i < 2; i++)
    {
      AdwEntryRow *row = i == 0 ? d->name1 : d->name2;

      if (name_fits (row))
        gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
      else
        gtk_widget_add_css_class (GTK_WIDGET (row), "error");
    }
  if (!name_fits (d->name1) || !name_fits (d->name2))
    note = _("A name has at most 25 characters.");
  else if (custom && pits * seeds > ARB_CONGKAK_MAX_NEW_GAME)
    {
      /* Translators: the board asked for is too large: pits × seeds. */
      board_note = g_strdup_printf (_("%u pits of %u seeds: pits × seeds is at most %d."), pits,
                                    seeds, ARB_CONGKAK_MAX_NEW_GAME);
      note = board_note;
    }
  gtk_label_set_text (d->note, note != NULL ? note : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (d->note), note);
  gtk_widget_set_visible (GTK_WIDGET (d->note), note != NULL);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "start", note == NULL);
}

/* ------------------------------------------------------------ public API */

GtkWidget *
arb_congkak_new_game_dialog_new (GtkWindow *parent,
                                 GSettings *settings)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, _("New Game of Congkak"), NULL);
  Dialog *d = g_new0 (Dialog, 1);
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  const char *type_labels[] = {
    _("Basic (7 × 4)"), _("Intermediate"), _("Advanced"), NULL,
  };
  const char *first_labels[] = { _("Coin flip"), _("Player 1"), _("Player 2"), NULL };
  const char *suggest_labels[] = {
    _("Nobody"), _("Both players"), _("Player 1"), _("Player 2"), NULL,
  };
  g_autofree char *name1 = NULL;
  g_autofree char *name2 = NULL;
  g_autofree char *type = NULL;
  g_autofree char *first = NULL;
  g_autofree char *suggest = NULL;
  guint pits = ARB_CONGKAK_DEFAULT_PITS, seeds = ARB_CONGKAK_DEFAULT_SEEDS;

  d->settings = settings != NULL ? g_object_ref (settings) : NULL;
  g_object_set_data_full (G_OBJECT (dialog), "arb-congkak-new-game", d, dialog_free);
  if (settings != NULL)
    {
      name1 = g_settings_get_string (settings, "congkak-player1");
      name2 = g_settings_get_string (settings, "congkak-player2");
      type = g_settings_get_string (settings, "congkak-type");
      first = g_settings_get_string (settings, "congkak-first");
      suggest = g_settings_get_string (settings, "congkak-suggest");
      pits = g_settings_get_uint (settings, "congkak-pits");
      seeds = g_settings_get_uint (settings, "congkak-seeds");
    }

  d->type = combo_row (_("Game Type"), type_labels);
  adw_combo_row_set_selected (d->type, index_of (type_ids, G_N_ELEMENTS (type_ids), type));
  d->name1 = entry_row (_("Player 1’s Name"), name1 != NULL ? name1 : "");
  d->name2 = entry_row (_("Player 2’s Name"), name2 != NULL ? name2 : "");
  d->pits_row = spin_row (_("Pits a Side"), &d->pits);
  d->seeds_row = spin_row (_("Seeds a Pit"), &d->seeds);
  gtk_spin_button_set_value (d->pits, pits);
  gtk_spin_button_set_value (d->seeds, seeds);
  d->first = combo_row (_("First Player"), first_labels);
  adw_combo_row_set_selected (d->first, index_of (first_ids, G_N_ELEMENTS (first_ids), first));
  d->suggest = combo_row (_("Suggested Moves"), suggest_labels);
  adw_combo_row_set_selected (d->suggest,
                              index_of (suggest_ids, G_N_ELEMENTS (suggest_ids),
                                        suggest != NULL ? suggest : "both"));

  adw_preferences_group_add (group, GTK_WIDGET (d->type));
  adw_preferences_group_add (group, GTK_WIDGET (d->name1));
  adw_preferences_group_add (group, GTK_WIDGET (d->name2));
  adw_preferences_group_add (group, GTK_WIDGET (d->pits_row));
  adw_preferences_group_add (group, GTK_WIDGET (d->seeds_row));
  adw_preferences_group_add (group, GTK_WIDGET (d->first));
  adw_preferences_group_add (group, GTK_WIDGET (d->suggest));
  d->note = GTK_LABEL (gtk_label_new (NULL));
  /* Not wrapped: a wrapping label in a message dialog's extra child
   * measures its height for one width and is given another. */
  gtk_label_set_ellipsize (d->note, PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (d->note, 0);
  gtk_widget_add_css_class (GTK_WIDGET (d->note), "error");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (group));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (d->note));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "start", _("_Start"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "start",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "start");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  g_signal_connect_swapped (d->type, "notify::selected", G_CALLBACK (update), dialog);
  g_signal_connect_swapped (d->pits, "value-changed", G_CALLBACK (update), dialog);
  g_signal_connect_swapped (d->seeds, "value-changed", G_CALLBACK (update), dialog);
  g_signal_connect_swapped (d->name1, "changed", G_CALLBACK (update), dialog);
  g_signal_connect_swapped (d->name2, "changed", G_CALLBACK (update), dialog);
  update (dialog);
  return dialog;
}

GtkWidget *
arb_congkak_new_game_dialog_get_row (GtkWidget  *dialog,
                                     const char *name)
{
  Dialog *d = get_dialog (dialog);

  g_return_val_if_fail (d != NULL, NULL);

  if (g_str_equal (name, "type"))
    return GTK_WIDGET (d->type);
  if (g_str_equal (name, "pits"))
    return GTK_WIDGET (d->pits);
  if (g_str_equal (name, "seeds"))
    return GTK_WIDGET (d->seeds);
  if (g_str_equal (name, "name1"))
    return GTK_WIDGET (d->name1);
  if (g_str_equal (name, "name2"))
    return GTK_WIDGET (d->name2);
  if (g_str_equal (name, "first"))
    return GTK_WIDGET (d->first);
  if (g_str_equal (name, "suggest"))
    return GTK_WIDGET (d->suggest);
  g_return_val_if_reached (NULL);
}

ArbGame *
arb_congkak_new_game_dialog_create (GtkWidget     *dialog,
                                    const guint64 *coin_seed,
                                    char         **announcement)
{
  Dialog *d = get_dialog (dialog);
  guint type, pits, seeds, first_choice;
  g_autofree char *name1 = NULL;
  g_autofree char *name2 = NULL;
  g_autofree gpointer state = NULL;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = NULL;
  ArbRecord setup = { 0 };
  ArbGame *game;
  char number[16];

  g_return_val_if_fail (d != NULL, NULL);

  type = adw_combo_row_get_selected (d->type);
  pits = type == ARB_CONGKAK_BASIC ? ARB_CONGKAK_DEFAULT_PITS
                                   : (guint) gtk_spin_button_get_value_as_int (d->pits);
  seeds = type == ARB_CONGKAK_BASIC ? ARB_CONGKAK_DEFAULT_SEEDS
                                    : (guint) gtk_spin_button_get_value_as_int (d->seeds);
  name1 = name_of (d->name1, ARB_SIDE_FIRST);
  name2 = name_of (d->name2, ARB_SIDE_SECOND);
  first_choice = adw_combo_row_get_selected (d->first);

  setup.type = ARB_RECORD_SETUP;
  setup.cell = (guint16) pits;
  setup.count = (guint16) seeds;
  if (first_choice == 1 || first_choice == 2)
    {
      setup.side = first_choice == 1 ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;
      /* Translators: who moves first in a new game of Congkak, as chosen. */
      *announcement = g_strdup_printf (_("%s moves first (chosen)."),
                                       setup.side == ARB_SIDE_FIRST ? name1 : name2);
    }
  else
    {
      /* §2: the seed comes from the clock unless given, and is recorded. */
      guint64 seed = coin_seed != NULL ? *coin_seed
                                       : (guint64) g_get_real_time () ^ ((guint64) getpid () << 40);

      setup.side = arb_congkak_coin_flip (seed);
      g_snprintf (setup.text, sizeof setup.text, "%" G_GUINT64_FORMAT, seed);
      /* Translators: the coin flip of a new game of Congkak: who won it. */
      *announcement = g_strdup_printf (_("Coin flip: %s moves first."),
                                       setup.side == ARB_SIDE_FIRST ? name1 : name2);
    }

  state = g_malloc0 (arb_congkak_rules.state_size);
  if (!arb_congkak_init (state, pits, seeds, setup.side))
    g_return_val_if_reached (NULL);
  game = arb_game_new_from_state (&arb_congkak_rules, state);
  arb_game_set_setup (game, &setup);
  date = g_date_time_format (now, "%Y.%m.%d");
  arb_game_set_tag (game, "Date", date);
  /* The tags of .congkak files (§9.3), as arbiter-cli sets them. */
  arb_game_set_tag (game, "Player1", name1);
  arb_game_set_tag (game, "Player2", name2);
  g_snprintf (number, sizeof number, "%u", pits);
  arb_game_set_tag (game, "Pits", number);
  g_snprintf (number, sizeof number, "%u", seeds);
  arb_game_set_tag (game, "Seeds", number);

  if (d->settings != NULL)
    {
      g_autofree char *text1 = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (d->name1))));
      g_autofree char *text2 = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (d->name2))));

      g_settings_delay (d->settings);
      g_settings_set_string (d->settings, "congkak-type", type_ids[MIN (type, 2)]);
      g_settings_set_string (d->settings, "congkak-player1", text1);
      g_settings_set_string (d->settings, "congkak-player2", text2);
      g_settings_set_string (d->settings, "congkak-first", first_ids[MIN (first_choice, 2)]);
      g_settings_set_string (d->settings, "congkak-suggest",
                             suggest_ids[MIN (adw_combo_row_get_selected (d->suggest), 3)]);
      if (type != ARB_CONGKAK_BASIC)
        {
          g_settings_set_uint (d->settings, "congkak-pits", pits);
          g_settings_set_uint (d->settings, "congkak-seeds", seeds);
        }
      g_settings_apply (d->settings);
    }
  return game;
}

ArbPitsSuggest
arb_congkak_suggest_from_settings (GSettings *settings)
{
  g_autofree char *type = NULL;
  g_autofree char *suggest = NULL;

  if (settings == NULL)
    return ARB_PITS_SUGGEST_NOBODY;
  type = g_settings_get_string (settings, "congkak-type");
  if (g_strcmp0 (type, "advanced") != 0)
    return ARB_PITS_SUGGEST_NOBODY;
  suggest = g_settings_get_string (settings, "congkak-suggest");
  if (g_strcmp0 (suggest, "both") == 0)
    return ARB_PITS_SUGGEST_BOTH;
  if (g_strcmp0 (suggest, "player1") == 0)
    return ARB_PITS_SUGGEST_FIRST;
  if (g_strcmp0 (suggest, "player2") == 0)
    return ARB_PITS_SUGGEST_SECOND;
  return ARB_PITS_SUGGEST_NOBODY;
}
