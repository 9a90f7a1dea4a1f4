/* arb-new-game.c — New Game: any game, as its rules table describes it
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The game first (the last one chosen), then everything its table
 * declares, made again whenever another game is chosen:
 *
 * - its parameters (@params): a switch, a spin button over the range or a
 *   list of the choices, each with the table's label and help;
 * - its two players (named by the table): a person, or the computer at one
 *   of that game's levels, and the name the game's file gives each (a
 *   computer is always called by its level, arb_new_game_computer_name());
 * - whose turns show the suggested move (the move of the game's first
 *   level, Congkak §11), for every game;
 * - Random Sides: Start tosses a coin, and on heads the two players change
 *   sides (who plays, their names, and the suggested moves' side with
 *   them) before the game is made; the dialog shows the sides as played.
 *
 * After every change the answers are tried as the game would take them
 * (arb_rules_start()): while they make no game (Congkak's pits × seeds
 * above 999, a name too long) Start is off and the label under the rules
 * says why. Start makes the game as `arbiter-cli play` does
 * (arb_game_new_with_params(): Congkak's coin flip is its SETUP record),
 * names the players in the table's tags, gives it its GameId (the key of
 * its result, arb-results.h), remembers the answers in GSettings by game,
 * emits "game-ready" and closes. Answers given to one game survive a look
 * at another in the same dialog. */

#include "arb-new-game-private.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "arb-results.h"
#include "arb-resources.h"
#include "arb-search.h"

/* ------------------------------------------------------------ structs */

struct _ArbNewGameDialog
{
  AdwWindow            parent_instance;

  /* template widgets */
  AdwComboRow         *game_row;
  GtkWidget           *rules_box;     /* the rules and the error under them */
  AdwPreferencesGroup *rules_group;
  GtkLabel            *error_label;
  AdwPreferencesGroup *first_group;
  AdwPreferencesGroup *second_group;
  AdwComboRow         *suggest_row;
  GtkSwitch           *random_switch;
  AdwComboRow         *clock_row;
  GtkWidget           *minutes_row;
  GtkWidget           *seconds_row;
  GtkSpinButton       *minutes_spin;
  GtkSpinButton       *seconds_spin;
  AdwComboRow         *clock_kind_row;
  ArbNewGameClockRows  clock_rows;
  GtkWidget           *start_button;

  /* owned */
  GSettings           *settings;      /* nullable */
  GPtrArray           *games;         /* const ArbRules *, as offered */
  GHashTable          *choices;       /* const ArbRules * → ArbNewGameChoice: answers given here */
  GPtrArray           *rows;          /* the rows made for the game shown */
  char                *person_names[ARB_N_SIDES]; /* a name row's text while the computer plays */
  char                *error;         /* why Start is off, or NULL */
  gboolean             building;

  /* borrowed: in the rows */
  const ArbRules      *rules;
  GtkWidget           *param_widgets[ARB_PARAMS_MAX];
  AdwComboRow         *player_rows[ARB_N_SIDES];
  AdwEntryRow         *name_rows[ARB_N_SIDES];
};

enum
{
  GAME_READY,
  N_SIGNALS
};

/* ------------------------------------------------------ type definition */

G_DEFINE_FINAL_TYPE (ArbNewGameDialog, arb_new_game_dialog, ADW_TYPE_WINDOW)

static guint signals[N_SIGNALS];

/* The `suggest` key's values, in the order of the suggestion row. */
static const char *const suggest_ids[] = { "nobody", "both", "first", "second", NULL };
static const guint suggest_sides[] = {
  0,
  ARB_NEW_GAME_SUGGEST_FIRST | ARB_NEW_GAME_SUGGEST_SECOND,
  ARB_NEW_GAME_SUGGEST_FIRST,
  ARB_NEW_GAME_SUGGEST_SECOND,
};

/* ------------------------------------------------------------ statics */

static void
choice_free (gpointer data)
{
  _arb_new_game_choice_clear (data);
  g_free (data);
}

static guint
index_of (const char *const *ids,
          const char        *id)
{
  for (guint i = 0; ids[i] != NULL; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return i;
  return 0;
}

/* The text of an entry, without the spaces around it. */
static char *
entry_text (AdwEntryRow *row)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
}

/* The name of who plays each side in a combo row: a person, or the
 * computer at a level of @rules, by the level's name when it has one. */
static char *
player_label (const ArbRules *rules,
              guint           level)
{
  const ArbLevel *data;

  if (level == 0)
    /* Translators: who plays a side: a person at this screen */
    return g_strdup (_("Person"));
  data = arb_search_get_level (rules, level);
  if (data != NULL && data->name != NULL)
    /* Translators: who plays a side: the computer, at a level named by the
     * game, "Computer: Beginner" */
    return g_strdup_printf (_("Computer: %s"), _(data->name));
  /* Translators: who plays a side: the computer at a numbered level */
  return g_strdup_printf (_("Computer: Level %u"), level);
}

/* ---------------------------------------------------- reading the rows */

static void
read_params (ArbNewGameDialog *self,
             ArbParams        *params)
{
  arb_params_init (params, self->rules);
  for (guint i = 0; i < self->rules->n_params; i++)
    {
      GtkWidget *widget = self->param_widgets[i];

      if (widget == NULL)
        continue;  /* a seed: drawn by the game */
      switch (self->rules->params[i].type)
        {
        case ARB_PARAM_BOOL:
          params->values[i] = gtk_switch_get_active (GTK_SWITCH (widget));
          break;
        case ARB_PARAM_INT:
          params->values[i] = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget));
          break;
        case ARB_PARAM_CHOICE:
        default:
          params->values[i] = adw_combo_row_get_selected (ADW_COMBO_ROW (widget));
          break;
        }
      params->given |= 1u << i;
    }
}

/* The name the game's file gives @side: the computer's, or the person's
 * (the side's name when left empty). */
static char *
side_name (ArbNewGameDialog *self,
           ArbSide           side)
{
  guint player = arb_new_game_dialog_get_player (self, side);
  g_autofree char *text = NULL;

  if (player > 0)
    return arb_new_game_computer_name (player);
  text = entry_text (self->name_rows[side]);
  if (*text == '\0')
    return g_strdup (arb_rules_player_name (self->rules, side));
  return g_steal_pointer (&text);
}

static void
choice_read (ArbNewGameDialog *self,
             ArbNewGameChoice *choice)
{
  read_params (self, &choice->params);
  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    {
      choice->players[side] = arb_new_game_dialog_get_player (self, side);
      g_free (choice->names[side]);
      choice->names[side] = choice->players[side] > 0 ? g_strdup (self->person_names[side])
                                                      : entry_text (self->name_rows[side]);
    }
  _arb_new_game_clock_read (&self->clock_rows, &choice->clock);
}

/* Keeps the answers given for the game shown, for a return to it. */
static void
keep_choice (ArbNewGameDialog *self)
{
  ArbNewGameChoice *choice;

  if (self->rules == NULL || self->player_rows[0] == NULL)
    return;
  choice = g_new0 (ArbNewGameChoice, 1);
  choice_read (self, choice);
  g_hash_table_replace (self->choices, (gpointer) self->rules, choice);
}

/* ------------------------------------------------------- checking them */

static void
set_error (ArbNewGameDialog *self,
           const char       *message)
{
  g_clear_pointer (&self->error, g_free);
  if (message != NULL)
    {
      /* The rules' messages start in lower case, to follow a colon. */
      gunichar first = g_utf8_get_char (message);
      char head[8] = { 0 };

      g_unichar_to_utf8 (g_unichar_toupper (first), head);
      self->error = g_strconcat (head, g_utf8_next_char (message), NULL);
    }
  gtk_label_set_label (self->error_label, self->error != NULL ? self->error : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), self->error != NULL);
  gtk_widget_set_visible (self->rules_box, self->error != NULL || self->rules->n_params > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.start", self->error == NULL);
}

/* Start is on while the answers make a game. */
static void
validate (ArbNewGameDialog *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree gpointer state = NULL;
  g_autofree char *too_long = NULL;
  ArbParams params;

  if (self->building || self->rules == NULL || self->name_rows[0] == NULL)
    return;

  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    {
      g_autofree char *text = entry_text (self->name_rows[side]);
      guint max = self->rules->name_max_chars;
      gboolean fits = max == 0 || arb_new_game_dialog_get_player (self, side) > 0
                      || g_utf8_strlen (text, -1) <= (glong) max;

      if (fits)
        gtk_widget_remove_css_class (GTK_WIDGET (self->name_rows[side]), "error");
      else
        gtk_widget_add_css_class (GTK_WIDGET (self->name_rows[side]), "error");
      if (!fits && too_long == NULL)
        too_long = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "A name has at most %u character.",
                                                 "A name has at most %u characters.", max),
                                    max);
    }
  if (too_long != NULL)
    {
      set_error (self, too_long);
      return;
    }

  read_params (self, &params);
  state = g_malloc0 (self->rules->state_size);
  set_error (self, arb_rules_start (self->rules, &params, state, NULL, &error) ? NULL
                                                                               : error->message);
}

/* ---------------------------------------------------- building the page */

static void
add_row (ArbNewGameDialog    *self,
         AdwPreferencesGroup *group,
         GtkWidget           *row)
{
  adw_preferences_group_add (group, row);
  g_ptr_array_add (self->rows, row);
}

static GtkWidget *
param_row (ArbNewGameDialog   *self,
           const ArbParamSpec *spec,
           gint64              value,
           GtkWidget         **widget)
{
  GtkWidget *row;

  if (spec->type == ARB_PARAM_CHOICE)
    {
      g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);

      for (guint i = 0; spec->choices != NULL && spec->choices[i] != NULL; i++)
        gtk_string_list_append (model, spec->choice_labels != NULL ? _(spec->choice_labels[i])
                                                                   : spec->choices[i]);
      row = adw_combo_row_new ();
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), (guint) value);
      g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (validate), self);
      *widget = row;
    }
  else
    {
      row = adw_action_row_new ();
      if (spec->type == ARB_PARAM_BOOL)
        {
          *widget = gtk_switch_new ();
          gtk_switch_set_active (GTK_SWITCH (*widget), value != 0);
          g_signal_connect_swapped (*widget, "notify::active", G_CALLBACK (validate), self);
        }
      else
        {
          *widget = gtk_spin_button_new_with_range ((double) spec->min, (double) spec->max, 1);
          gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (*widget), TRUE);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (*widget), (double) value);
          g_signal_connect_swapped (*widget, "value-changed", G_CALLBACK (validate), self);
        }
      gtk_widget_set_valign (*widget, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), *widget);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *widget);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (*widget),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(spec->label));
  if (spec->help != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(spec->help));
  gtk_widget_set_name (row, spec->name);
  return row;
}

/* A combo row's list item: its text whole, and a check mark beside the
 * item chosen, as the default list has. */
static void
on_list_item_setup (GtkSignalListItemFactory *factory,
                    GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
}

static void
update_check (GtkListItem *item,
              GParamSpec  *pspec,
              AdwComboRow *row)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));

  gtk_widget_set_opacity (check, gtk_list_item_get_position (item)
                                 == adw_combo_row_get_selected (row) ? 1 : 0);
}

static void
on_list_item_check_update (AdwComboRow *row,
                           GParamSpec  *pspec,
                           GtkListItem *item)
{
  update_check (item, NULL, row);
}

static void
on_list_item_bind (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   AdwComboRow              *row)
{
  GtkStringObject *string = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_widget_get_first_child (gtk_list_item_get_child (item));

  gtk_label_set_label (GTK_LABEL (label), gtk_string_object_get_string (string));
  update_check (item, NULL, row);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (on_list_item_check_update), item,
                           0);
}

static void
on_list_item_unbind (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     AdwComboRow              *row)
{
  g_signal_handlers_disconnect_by_func (row, on_list_item_check_update, item);
}

/* The items of a combo row's list whole: the default list cuts a long
 * level's name ("Computer: Seven moves ahead") to the row's width. */
static void
set_whole_list_items (AdwComboRow *row)
{
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (on_list_item_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (on_list_item_bind), row);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_list_item_unbind), row);
  adw_combo_row_set_list_factory (row, factory);
}

/* The name row follows who plays: the computer's name, not to be edited,
 * or the person's again. */
static void
on_player_selected (ArbNewGameDialog *self)
{
  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    {
      guint player = arb_new_game_dialog_get_player (self, side);
      GtkWidget *name_row = GTK_WIDGET (self->name_rows[side]);
      gboolean was_person;

      if (name_row == NULL)
        continue;
      was_person = gtk_widget_get_sensitive (name_row);
      if (player > 0)
        {
          g_autofree char *name = arb_new_game_computer_display_name (player);

          if (was_person)
            {
              g_free (self->person_names[side]);
              self->person_names[side] = g_strdup (gtk_editable_get_text (GTK_EDITABLE (name_row)));
            }
          gtk_editable_set_text (GTK_EDITABLE (name_row), name);
          gtk_widget_set_sensitive (name_row, FALSE);
        }
      else if (!was_person)
        {
          gtk_editable_set_text (GTK_EDITABLE (name_row),
                                 self->person_names[side] != NULL ? self->person_names[side] : "");
          gtk_widget_set_sensitive (name_row, TRUE);
        }
    }
  validate (self);
}

static void
build_side (ArbNewGameDialog       *self,
            ArbSide                 side,
            const ArbNewGameChoice *choice)
{
  AdwPreferencesGroup *group = side == ARB_SIDE_FIRST ? self->first_group : self->second_group;
  const char *player_name = arb_rules_player_name (self->rules, side);
  g_autoptr (GtkStringList) levels = gtk_string_list_new (NULL);
  guint n_levels = arb_search_n_levels (self->rules);
  AdwComboRow *player = ADW_COMBO_ROW (adw_combo_row_new ());
  AdwEntryRow *name = ADW_ENTRY_ROW (adw_entry_row_new ());

  adw_preferences_group_set_title (group, player_name);
  for (guint level = 0; level <= n_levels; level++)
    {
      g_autofree char *label = player_label (self->rules, level);

      gtk_string_list_append (levels, label);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (player), _("Played By"));
  adw_combo_row_set_model (player, G_LIST_MODEL (levels));
  set_whole_list_items (player);
  adw_combo_row_set_selected (player, MIN (choice->players[side], n_levels));
  gtk_widget_set_name (GTK_WIDGET (player), side == ARB_SIDE_FIRST ? "player1" : "player2");
  g_signal_connect_swapped (player, "notify::selected", G_CALLBACK (on_player_selected), self);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (name), _("Name"));
  gtk_widget_set_name (GTK_WIDGET (name), side == ARB_SIDE_FIRST ? "name1" : "name2");
  g_free (self->person_names[side]);
  self->person_names[side] = g_strdup (choice->names[side] != NULL && *choice->names[side] != '\0'
                                       ? choice->names[side] : player_name);
  gtk_editable_set_text (GTK_EDITABLE (name), self->person_names[side]);
  g_signal_connect_swapped (name, "changed", G_CALLBACK (validate), self);

  self->player_rows[side] = player;
  self->name_rows[side] = name;
  add_row (self, group, GTK_WIDGET (player));
  add_row (self, group, GTK_WIDGET (name));
}

static void
build_suggest (ArbNewGameDialog *self)
{
  g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);
  guint selected = adw_combo_row_get_selected (self->suggest_row);

  /* Translators: whose turns show the suggested move */
  gtk_string_list_append (model, _("Nobody"));
  /* Translators: whose turns show the suggested move */
  gtk_string_list_append (model, _("Both Players"));
  gtk_string_list_append (model, arb_rules_player_name (self->rules, ARB_SIDE_FIRST));
  gtk_string_list_append (model, arb_rules_player_name (self->rules, ARB_SIDE_SECOND));
  adw_combo_row_set_model (self->suggest_row, G_LIST_MODEL (model));
  adw_combo_row_set_selected (self->suggest_row,
                              selected < G_N_ELEMENTS (suggest_sides) ? selected : 0);
}

/* The rows of the game chosen, with the answers given to it before. */
static void
build (ArbNewGameDialog *self)
{
  ArbNewGameChoice *kept = g_hash_table_lookup (self->choices, self->rules);
  ArbNewGameChoice choice = { 0 };

  self->building = TRUE;
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);

      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (gtk_widget_get_ancestor (
                                      row, ADW_TYPE_PREFERENCES_GROUP)), row);
    }
  g_ptr_array_set_size (self->rows, 0);
  memset (self->param_widgets, 0, sizeof self->param_widgets);
  memset (self->player_rows, 0, sizeof self->player_rows);
  memset (self->name_rows, 0, sizeof self->name_rows);

  if (kept != NULL)
    {
      choice = *kept;
      choice.names[0] = g_strdup (kept->names[0]);
      choice.names[1] = g_strdup (kept->names[1]);
    }
  else
    _arb_new_game_choice_load (&choice, self->settings, self->rules);

  /* A seed is not asked for: left alone, the game draws one (a coin). */
  for (guint i = 0; i < self->rules->n_params; i++)
    if (self->rules->params[i].type != ARB_PARAM_SEED)
      add_row (self, self->rules_group,
               param_row (self, &self->rules->params[i], choice.params.values[i],
                          &self->param_widgets[i]));
  gtk_widget_set_visible (GTK_WIDGET (self->rules_group), self->rules->n_params > 0);
  build_side (self, ARB_SIDE_FIRST, &choice);
  build_side (self, ARB_SIDE_SECOND, &choice);
  build_suggest (self);
  _arb_new_game_clock_show (&self->clock_rows, &choice.clock);
  _arb_new_game_choice_clear (&choice);

  self->building = FALSE;
  on_player_selected (self);
}

/* ---------------------------------------------------------- callbacks */

/* Who plays each side follows the person from game to game: a person
 * stays a person, by the name given (a side's own name, "White", is no
 * name: the new game's own answer stays), the computer stays the computer at the level that stands
 * where the chosen one stood (_arb_new_game_scale_level()) — or at the
 * level chosen for this game before, when that one stands there too. */
static void
carry_players (ArbNewGameDialog       *self,
               const ArbRules         *from,
               const ArbNewGameChoice *shown)
{
  guint n_from = arb_search_n_levels (from), n_to = arb_search_n_levels (self->rules);

  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    {
      guint here = arb_new_game_dialog_get_player (self, side);
      guint level = _arb_new_game_scale_level (shown->players[side], n_from, n_to);

      if (here > 0 && _arb_new_game_scale_level (here, n_to, n_from) == shown->players[side])
        level = here;
      if (shown->players[side] == 0 && shown->names[side] != NULL
          && g_strcmp0 (shown->names[side], arb_rules_player_name (from, side)) != 0)
        {
          g_free (self->person_names[side]);
          self->person_names[side] = g_strdup (shown->names[side]);
          if (here == 0)
            gtk_editable_set_text (GTK_EDITABLE (self->name_rows[side]), shown->names[side]);
        }
      adw_combo_row_set_selected (self->player_rows[side], level);
    }
}

static void
on_game_selected (ArbNewGameDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->game_row);
  g_auto (ArbNewGameChoice) shown = { 0 };
  const ArbRules *from = self->rules;

  if (self->building || selected >= self->games->len)
    return;
  if (from != NULL && self->player_rows[0] != NULL)
    choice_read (self, &shown);
  keep_choice (self);
  self->rules = g_ptr_array_index (self->games, selected);
  build (self);
  if (from != NULL && shown.names[0] != NULL)
    carry_players (self, from, &shown);
}

/* The custom time control's numbers are asked for only when chosen. */
static void
on_clock_selected (ArbNewGameDialog *self)
{
  gboolean custom = _arb_new_game_clock_is_custom (self->clock_row);

  gtk_widget_set_visible (self->minutes_row, custom);
  gtk_widget_set_visible (self->seconds_row, custom);
  gtk_widget_set_visible (GTK_WIDGET (self->clock_kind_row), custom);
}

/* Remembers the answers, by game, for the next New Game. */
static void
remember (ArbNewGameDialog *self)
{
  g_auto (ArbNewGameChoice) choice = { 0 };

  if (self->settings == NULL)
    return;
  choice_read (self, &choice);
  _arb_new_game_choice_save (&choice, self->settings, self->rules,
                             suggest_ids[MIN (adw_combo_row_get_selected (self->suggest_row),
                                              G_N_ELEMENTS (suggest_sides) - 1)],
                             gtk_switch_get_active (self->random_switch));
}

/* The two players change sides: who plays and the names, and the side
 * whose turns show the suggested move. A name that is its side's own
 * ("White") stays with the side: a person who left it plays Black as
 * "Black". Every name row is first a person's with the other side's name,
 * so that on_player_selected() keeps it as the person's name of a side
 * the computer now plays. */
static void
swap_sides (ArbNewGameDialog *self)
{
  g_auto (ArbNewGameChoice) choice = { 0 };
  guint suggest = adw_combo_row_get_selected (self->suggest_row);

  choice_read (self, &choice);
  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    {
      const char *name = choice.names[arb_side_negate (side)];

      if (g_strcmp0 (name, arb_rules_player_name (self->rules, arb_side_negate (side))) == 0)
        name = arb_rules_player_name (self->rules, side);

      gtk_editable_set_text (GTK_EDITABLE (self->name_rows[side]), name != NULL ? name : "");
      gtk_widget_set_sensitive (GTK_WIDGET (self->name_rows[side]), TRUE);
    }
  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    adw_combo_row_set_selected (self->player_rows[side], choice.players[arb_side_negate (side)]);
  if (suggest < G_N_ELEMENTS (suggest_sides) && suggest_sides[suggest] == ARB_NEW_GAME_SUGGEST_FIRST)
    adw_combo_row_set_selected (self->suggest_row, index_of (suggest_ids, "second"));
  else if (suggest < G_N_ELEMENTS (suggest_sides)
           && suggest_sides[suggest] == ARB_NEW_GAME_SUGGEST_SECOND)
    adw_combo_row_set_selected (self->suggest_row, index_of (suggest_ids, "first"));
}

/* The game's [TimeControl], which the window's clock plays; none without
 * a clock. */
static void
set_time_control (ArbNewGameDialog *self,
                  ArbGame          *game)
{
  ArbTimeControl control;
  g_autofree char *tag = NULL;

  _arb_new_game_clock_read (&self->clock_rows, &control);
  if (control.kind == ARB_TIME_CONTROL_NONE)
    return;
  tag = arb_time_control_to_pgn (&control);
  if (tag != NULL)
    arb_game_set_tag (game, "TimeControl", tag);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  arb_new_game_dialog_start (ARB_NEW_GAME_DIALOG (widget));
}

/* ---------------------------------------------------------- overrides */

static void
arb_new_game_dialog_dispose (GObject *object)
{
  ArbNewGameDialog *self = ARB_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_pointer (&self->choices, g_hash_table_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->person_names[0], g_free);
  g_clear_pointer (&self->person_names[1], g_free);
  g_clear_pointer (&self->error, g_free);

  G_OBJECT_CLASS (arb_new_game_dialog_parent_class)->dispose (object);
}

/* ------------------------------------------------- class_init and init */

static void
arb_new_game_dialog_class_init (ArbNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_new_game_dialog_dispose;

  /**
   * ArbNewGameDialog::game-ready:
   * @dialog: the dialog
   * @game: the new game, its players named
   *
   * Start made a game; the dialog closes itself.
   */
  signals[GAME_READY] = g_signal_new ("game-ready", G_TYPE_FROM_CLASS (klass),
                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                      ARB_TYPE_GAME);

  arb_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/arbiter/Arbiter/arb-new-game.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, rules_box);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, rules_group);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, first_group);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, second_group);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, suggest_row);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, random_switch);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, clock_row);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, minutes_row);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, seconds_row);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, minutes_spin);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, seconds_spin);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, clock_kind_row);
  gtk_widget_class_bind_template_callback (widget_class, on_clock_selected);
  gtk_widget_class_bind_template_child (widget_class, ArbNewGameDialog, start_button);
  gtk_widget_class_bind_template_callback (widget_class, on_game_selected);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
arb_new_game_dialog_init (ArbNewGameDialog *self)
{
  self->games = g_ptr_array_new ();
  self->choices = g_hash_table_new_full (NULL, NULL, NULL, choice_free);
  self->rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  self->clock_rows = (ArbNewGameClockRows) {
    self->clock_row, self->minutes_spin, self->seconds_spin, self->clock_kind_row,
  };
  _arb_new_game_clock_setup (&self->clock_rows);
  on_clock_selected (self);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->start_button);
}

/* ------------------------------------------------------- public API */

/**
 * arb_new_game_dialog_new:
 * @settings: (nullable): the app's settings: the last answers, by game,
 *   and where Start remembers them
 *
 * Returns: (transfer floating): a New Game dialog offering every game of
 *   the registry, the last one chosen first.
 */
GtkWidget *
arb_new_game_dialog_new (GSettings *settings)
{
  ArbNewGameDialog *self = g_object_new (ARB_TYPE_NEW_GAME_DIALOG, NULL);
  const ArbRules *const *games;
  g_autofree char *last = NULL;
  guint n_games;

  self->settings = settings != NULL ? g_object_ref (settings) : NULL;
  if (settings != NULL)
    {
      g_autofree char *suggest = g_settings_get_string (settings, "suggest");

      adw_combo_row_set_selected (self->suggest_row, index_of (suggest_ids, suggest));
      gtk_switch_set_active (self->random_switch,
                             g_settings_get_boolean (settings, "random-sides"));
    }
  games = arb_games_list (&n_games);
  arb_new_game_dialog_set_games (self, games, n_games);
  if (settings != NULL)
    last = g_settings_get_string (settings, "game");
  if (last == NULL || !arb_new_game_dialog_set_game (self, last))
    arb_new_game_dialog_set_game (self, arb_games_default ()->id);
  return GTK_WIDGET (self);
}

/**
 * arb_new_game_dialog_set_games:
 * @self: a dialog
 * @games: (array length=n_games): the games to offer
 * @n_games: how many
 *
 * Offers @games instead of the registry's (the tests' own tables).
 */
void
arb_new_game_dialog_set_games (ArbNewGameDialog      *self,
                               const ArbRules *const *games,
                               guint                  n_games)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  const ArbRules *shown;

  g_return_if_fail (ARB_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (n_games > 0);

  shown = self->rules;
  keep_choice (self);
  g_ptr_array_set_size (self->games, 0);
  for (guint i = 0; i < n_games; i++)
    {
      g_ptr_array_add (self->games, (gpointer) games[i]);
      gtk_string_list_append (names, _(games[i]->name));
    }
  self->building = TRUE;
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (names));
  self->building = FALSE;
  self->rules = NULL;
  if (shown == NULL || !arb_new_game_dialog_set_game (self, shown->id))
    arb_new_game_dialog_set_game (self, games[0]->id);
}

/**
 * arb_new_game_dialog_get_rules:
 * @self: a dialog
 *
 * Returns: (transfer none): the game chosen.
 */
const ArbRules *
arb_new_game_dialog_get_rules (ArbNewGameDialog *self)
{
  g_return_val_if_fail (ARB_IS_NEW_GAME_DIALOG (self), NULL);
  return self->rules;
}

/**
 * arb_new_game_dialog_set_game:
 * @self: a dialog
 * @id: a game's id (its rules table's @id)
 *
 * Chooses the game @id, as its row in the list does.
 *
 * Returns: whether the dialog offers that game.
 */
gboolean
arb_new_game_dialog_set_game (ArbNewGameDialog *self,
                              const char       *id)
{
  g_return_val_if_fail (ARB_IS_NEW_GAME_DIALOG (self), FALSE);

  for (guint i = 0; i < self->games->len; i++)
    if (g_strcmp0 (((const ArbRules *) g_ptr_array_index (self->games, i))->id, id) == 0)
      {
        if (adw_combo_row_get_selected (self->game_row) == i && self->rules != NULL)
          return TRUE;
        if (adw_combo_row_get_selected (self->game_row) == i)
          on_game_selected (self);
        else
          adw_combo_row_set_selected (self->game_row, i);
        return TRUE;
      }
  return FALSE;
}

/**
 * arb_new_game_dialog_get_widget:
 * @self: a dialog
 * @name: "game", "suggest", "player1", "player2" (AdwComboRow), "random"
 *   (GtkSwitch), "name1",
 *   "name2" (AdwEntryRow), "start" (the button), "clock" (AdwComboRow: the
 *   time control), "clock-minutes" and "clock-seconds" (its custom numbers'
 *   GtkSpinButton), or a parameter's name: its
 *   GtkSwitch, GtkSpinButton or AdwComboRow
 *
 * Returns: (transfer none) (nullable): the widget, for tests; %NULL for a
 *   parameter the game chosen does not have.
 */
GtkWidget *
arb_new_game_dialog_get_widget (ArbNewGameDialog *self,
                                const char       *name)
{
  int index;

  g_return_val_if_fail (ARB_IS_NEW_GAME_DIALOG (self), NULL);

  if (g_str_equal (name, "game"))
    return GTK_WIDGET (self->game_row);
  if (g_str_equal (name, "suggest"))
    return GTK_WIDGET (self->suggest_row);
  if (g_str_equal (name, "random"))
    return GTK_WIDGET (self->random_switch);
  if (g_str_equal (name, "start"))
    return self->start_button;
  if (g_str_equal (name, "clock"))
    return GTK_WIDGET (self->clock_row);
  if (g_str_equal (name, "clock-minutes"))
    return GTK_WIDGET (self->minutes_spin);
  if (g_str_equal (name, "clock-seconds"))
    return GTK_WIDGET (self->seconds_spin);
  if (g_str_equal (name, "clock-kind"))
    return GTK_WIDGET (self->clock_kind_row);
  if (g_str_equal (name, "player1") || g_str_equal (name, "player2"))
    return GTK_WIDGET (self->player_rows[name[6] - '1']);
  if (g_str_equal (name, "name1") || g_str_equal (name, "name2"))
    return GTK_WIDGET (self->name_rows[name[4] - '1']);
  index = arb_params_lookup (self->rules, name);
  return index >= 0 ? self->param_widgets[index] : NULL;
}

/**
 * arb_new_game_dialog_get_player:
 * @self: a dialog
 * @side: a side
 *
 * Returns: who is to play @side: 0 a person, N the computer at level N.
 */
guint
arb_new_game_dialog_get_player (ArbNewGameDialog *self,
                                ArbSide           side)
{
  g_return_val_if_fail (ARB_IS_NEW_GAME_DIALOG (self), 0);

  if (self->player_rows[side & 1] == NULL)
    return 0;
  return adw_combo_row_get_selected (self->player_rows[side & 1]);
}

/**
 * arb_new_game_dialog_get_random_sides:
 * @self: a dialog
 *
 * Returns: whether Start tosses a coin for the sides (Random Sides).
 */
gboolean
arb_new_game_dialog_get_random_sides (ArbNewGameDialog *self)
{
  g_return_val_if_fail (ARB_IS_NEW_GAME_DIALOG (self), FALSE);
  return gtk_switch_get_active (self->random_switch);
}

/**
 * arb_new_game_dialog_get_error:
 * @self: a dialog
 *
 * Returns: (nullable): why Start is off (shown under the rules), or %NULL.
 */
const char *
arb_new_game_dialog_get_error (ArbNewGameDialog *self)
{
  g_return_val_if_fail (ARB_IS_NEW_GAME_DIALOG (self), NULL);
  return self->error;
}

/**
 * arb_new_game_dialog_start:
 * @self: a dialog
 *
 * What Start does: makes the game the answers describe, emits
 * "game-ready" and closes; when the answers make no game, says why in the
 * dialog and stays.
 *
 * Returns: whether the game was made.
 */
gboolean
arb_new_game_dialog_start (ArbNewGameDialog *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbGame) game = NULL;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");
  ArbParams params;

  g_return_val_if_fail (ARB_IS_NEW_GAME_DIALOG (self), FALSE);

  validate (self);
  if (self->error != NULL)
    return FALSE;
  if (gtk_switch_get_active (self->random_switch) && g_random_boolean ())
    swap_sides (self);
  read_params (self, &params);
  game = arb_game_new_with_params (self->rules, &params, &error);
  if (game == NULL)
    {
      set_error (self, error->message);
      return FALSE;
    }
  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    {
      g_autofree char *name = side_name (self, side);

      arb_game_set_tag (game, arb_rules_player_tag (self->rules, side), name);
    }
  arb_game_set_tag (game, "Date", date);
  set_time_control (self, game);
  arb_results_ensure_game_id (game);
  remember (self);

  g_object_ref (self);
  g_signal_emit (self, signals[GAME_READY], 0, game);
  gtk_window_close (GTK_WINDOW (self));
  g_object_unref (self);
  return TRUE;
}

/* The computer's name in files: fixed, in English, so that a file and
 * the results read the same whatever language wrote them. */
#define COMPUTER_FILE_NAME "Arbiter (level %u)"

/**
 * arb_new_game_computer_name:
 * @level: a level of the computer player, from 1
 *
 * Returns: (transfer full): what the computer is called in files and
 *   results when it plays at @level: "Arbiter (level 2)", the same in
 *   every language (arb_new_game_player_display_name() translates it for
 *   the screen).
 */
char *
arb_new_game_computer_name (guint level)
{
  return g_strdup_printf (COMPUTER_FILE_NAME, level);
}

/**
 * arb_new_game_computer_display_name:
 * @level: a level of the computer player, from 1
 *
 * Returns: (transfer full): the computer at @level as the screen names it,
 *   in the user's language.
 */
char *
arb_new_game_computer_display_name (guint level)
{
  /* Translators: the computer as a player, on screen (files keep the
   * English "Arbiter (level 2)") */
  return g_strdup_printf (_("Arbiter (level %u)"), level);
}

/**
 * arb_new_game_computer_level:
 * @name: (nullable): a player's name, from a file
 *
 * Returns: the level when @name is the computer's name in files
 *   (arb_new_game_computer_name()), otherwise 0.
 */
guint
arb_new_game_computer_level (const char *name)
{
  g_autofree char *again = NULL;
  unsigned int level = 0;

  if (name == NULL || sscanf (name, COMPUTER_FILE_NAME, &level) != 1 || level == 0)
    return 0;
  again = arb_new_game_computer_name (level);
  return g_str_equal (again, name) ? level : 0;
}

/**
 * arb_new_game_player_display_name:
 * @name: a player's name, from a file
 *
 * Returns: (transfer full): @name as the screen shows it: the computer's
 *   name translated, any other name as it is.
 */
char *
arb_new_game_player_display_name (const char *name)
{
  guint level = arb_new_game_computer_level (name);

  return level > 0 ? arb_new_game_computer_display_name (level) : g_strdup (name);
}

/**
 * arb_new_game_suggest_from_settings:
 * @settings: (nullable): the app's settings
 *
 * Returns: whose turns show the suggested move, as the last New Game chose
 *   (#ArbNewGameSuggest bits; none without settings).
 */
guint
arb_new_game_suggest_from_settings (GSettings *settings)
{
  g_autofree char *suggest = NULL;

  if (settings == NULL)
    return 0;
  suggest = g_settings_get_string (settings, "suggest");
  return suggest_sides[index_of (suggest_ids, suggest)];
}
