/* arb-results-dialog.c — Results: a game's games by opponent, its high scores, Reset
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the results store (src/core/arb-results.c) holds for one game, the
 * game on screen first: the games won, lost and drawn, one row per
 * pairing of players (a person against each level of the computer, two
 * people, the computer against itself), and for a game that keeps a score
 * its high scores (Congkak §12's table), best first; only the first
 * hundred are listed, the note says how many more there are. Reset asks
 * first, then forgets the game's results and empties its table. */

#include "arb-results-dialog.h"

#include <glib/gi18n.h>

#include "arb-new-game.h"
#include "arb-resources.h"
#include "arb-results.h"

/* The high scores listed: a table of a million rows stays in the file. */
#define MAX_SHOWN 100

/* ------------------------------------------------------------ structs */

struct _ArbResultsDialog
{
  AdwWindow            parent_instance;

  /* template widgets */
  AdwComboRow         *game_row;
  AdwPreferencesGroup *results_group;
  AdwPreferencesGroup *scores_group;
  GtkLabel            *note_label;

  /* owned */
  GPtrArray           *games;        /* const ArbRules *, as listed */
  GPtrArray           *rows;         /* what fill() made, in the groups */
  GStrv                tally_lines;
  GStrv                score_lines;

  /* borrowed */
  const ArbRules      *rules;
  GtkWindow           *confirmation; /* weak */
};

/* ------------------------------------------------------ type definition */

G_DEFINE_FINAL_TYPE (ArbResultsDialog, arb_results_dialog, ADW_TYPE_WINDOW)

/* ------------------------------------------------------------ statics */

/* Who a player is, in a row's title. */
static char *
player_text (guint player)
{
  if (player > 0)
    return arb_new_game_computer_display_name (player);
  /* Translators: a player who is not the computer, in a row of Results */
  return g_strdup (_("A person"));
}

/* One row of results: a pairing and its games. */
static void
tally_texts (const ArbRules        *rules,
             const ArbResultsTally *tally,
             char                 **title,
             char                 **subtitle)
{
  g_autofree char *player = player_text (tally->player);
  g_autofree char *opponent = player_text (tally->opponent);

  if (tally->side < 0)
    {
      /* Translators: a row of Results: a person against the computer,
       * "A person against Arbiter (level 2)" */
      *title = g_strdup_printf (_("%s against %s"), player, opponent);
      /* Translators: a person's games against the computer */
      *subtitle = g_strdup_printf (_("Won %u, lost %u, drawn %u"), tally->wins, tally->losses,
                                   tally->draws);
      return;
    }
  if (tally->player == 0 && tally->opponent == 0)
    /* Translators: a row of Results: games between two people */
    *title = g_strdup (_("Two people"));
  else
    *title = g_strdup_printf (_("%s against %s"), player, opponent);
  /* Translators: games counted by side, "White won 3, Black won 1, 2 drawn" */
  *subtitle = g_strdup_printf (_("%s won %u, %s won %u, %u drawn"),
                               arb_rules_player_name (rules, ARB_SIDE_FIRST), tally->wins,
                               arb_rules_player_name (rules, ARB_SIDE_SECOND), tally->losses,
                               tally->draws);
}

/* The date for people: "2026-11-24 06:10" of "2026-11-24T06:10:00+00:00". */
static char *
short_date (const char *iso)
{
  g_autoptr (GDateTime) when = g_date_time_new_from_iso8601 (iso, NULL);
  g_autoptr (GDateTime) local = NULL;

  if (when == NULL)
    return g_strdup (iso);
  local = g_date_time_to_local (when);
  return g_date_time_format (local, "%Y-%m-%d %H:%M");
}

static void
add_to_group (ArbResultsDialog    *self,
              AdwPreferencesGroup *group,
              GtkWidget           *widget)
{
  adw_preferences_group_add (group, widget);
  g_ptr_array_add (self->rows, widget);
}

/* One high score as a row, as a boxed list shows it at any width: the
 * rank, the winner, the score, and under them the game's board and when. */
static GtkWidget *
score_row (const ArbRules    *rules,
           const ArbScoreRow *entry,
           guint              rank,
           GStrvBuilder      *lines)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *rank_text = g_strdup_printf ("%u", rank);
  /* Translators: a final score, the winner's first: "30–26" */
  g_autofree char *score = g_strdup_printf (_("%u–%u"), entry->score, entry->loser_score);
  g_autofree char *date = short_date (entry->date);
  g_autoptr (GString) subtitle = g_string_new (NULL);
  g_autoptr (GString) line = g_string_new (NULL);
  GtkWidget *label;

  g_string_append_printf (line, "%s\t%u\t%u", entry->winner, entry->score, entry->loser_score);
  for (guint v = 0; entry->values[v] != NULL; v++)
    {
      int index = arb_params_lookup (rules, rules->score_params[v]);

      /* Translators: a parameter of a high score's game, "Pits a Side: 7" */
      g_string_append_printf (subtitle, _("%s: %s"),
                              index >= 0 ? _(rules->params[index].label) : rules->score_params[v],
                              entry->values[v]);
      g_string_append (subtitle, " · ");
      g_string_append_printf (line, "\t%s", entry->values[v]);
    }
  g_string_append (subtitle, date);
  g_string_append_printf (line, "\t%s", date);
  g_strv_builder_add (lines, line->str);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), entry->winner);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);
  label = gtk_label_new (rank_text);
  gtk_label_set_width_chars (GTK_LABEL (label), 3);
  gtk_label_set_xalign (GTK_LABEL (label), 1.f);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "dim-label");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
  label = gtk_label_new (score);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "heading");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

static void
clear (ArbResultsDialog *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);

      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (gtk_widget_get_ancestor (
                                      row, ADW_TYPE_PREFERENCES_GROUP)), row);
    }
  g_ptr_array_set_size (self->rows, 0);
  g_clear_pointer (&self->tally_lines, g_strfreev);
  g_clear_pointer (&self->score_lines, g_strfreev);
}

/* Shows the game's results as the store holds them now. */
static void
fill (ArbResultsDialog *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbResults) results = arb_results_new (NULL);
  g_autoptr (ArbResultsSummary) summary = NULL;
  g_autoptr (GPtrArray) sorted = NULL;
  g_autoptr (GString) note = g_string_new (NULL);
  GStrvBuilder *tallies = g_strv_builder_new ();
  GStrvBuilder *scores = g_strv_builder_new ();
  const ArbResultsTally *tally;
  ArbScoreTable *table = NULL;
  guint n_tallies = 0, n_entries = 0;
  GPtrArray *warnings;

  clear (self);
  summary = arb_results_load (results, self->rules, &error);
  if (summary == NULL)
    g_string_append (note, error->message);
  else
    {
      guint n_games = arb_results_summary_get_n_games (summary);
      g_autofree char *description = NULL;

      if (n_games == 0)
        description = g_strdup (_("No games recorded yet. Every game that ends here is "
                                  "recorded."));
      else
        description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game recorded.",
                                                    "%u games recorded.", n_games),
                                       n_games);
      adw_preferences_group_set_description (self->results_group, description);
      tally = arb_results_summary_get_tallies (summary, &n_tallies);
      for (guint i = 0; i < n_tallies; i++)
        {
          g_autofree char *title = NULL;
          g_autofree char *subtitle = NULL;
          GtkWidget *row = adw_action_row_new ();

          tally_texts (self->rules, &tally[i], &title, &subtitle);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
          add_to_group (self, self->results_group, row);
          g_autofree char *line = g_strdup_printf ("%s\t%s", title, subtitle);

          g_strv_builder_add (tallies, line);
        }

      table = arb_results_summary_get_scores (summary);
      if (table != NULL)
        {
          n_entries = arb_score_table_get_n_entries (table);
          sorted = arb_score_table_sorted (table, MAX_SHOWN);
          if (n_entries == 0)
            adw_preferences_group_set_description (
              self->scores_group,
              _("No high scores yet. Each game that ends with a winner adds the winner’s score "
                "here."));
          else
            {
              adw_preferences_group_set_description (self->scores_group,
                                                     _("Games won, best score first."));
              for (guint i = 0; i < sorted->len; i++)
                add_to_group (self, self->scores_group,
                              score_row (self->rules, g_ptr_array_index (sorted, i), i + 1,
                                         scores));
            }
          if (n_entries > sorted->len)
            g_string_append_printf (note, g_dngettext (GETTEXT_PACKAGE,
                                                       "%u more high score is not listed.",
                                                       "%u more high scores are not listed.",
                                                       n_entries - sorted->len),
                                    n_entries - sorted->len);
        }
      warnings = arb_results_summary_get_warnings (summary);
      if (warnings->len > 0)
        {
          if (note->len > 0)
            g_string_append_c (note, ' ');
          g_string_append_printf (note, g_dngettext (GETTEXT_PACKAGE,
                                                     "%u line of the files could not be read; "
                                                     "it is kept as it is.",
                                                     "%u lines of the files could not be read; "
                                                     "they are kept as they are.", warnings->len),
                                  warnings->len);
        }
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "results.reset",
                                     n_games > 0 || n_entries > 0);
    }
  if (summary == NULL)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), "results.reset", FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->results_group), summary != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->scores_group), table != NULL);
  gtk_label_set_label (self->note_label, note->str);
  gtk_widget_set_visible (GTK_WIDGET (self->note_label), note->len > 0);
  self->tally_lines = g_strv_builder_end (tallies);
  self->score_lines = g_strv_builder_end (scores);
  g_strv_builder_unref (tallies);
  g_strv_builder_unref (scores);
}

/* ---------------------------------------------------------- callbacks */

static void
on_game_selected (ArbResultsDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->game_row);

  if (self->games == NULL || selected >= self->games->len)
    return;
  self->rules = g_ptr_array_index (self->games, selected);
  fill (self);
}

static void
on_reset_confirmed (ArbResultsDialog *self,
                    const char       *response)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "reset") != 0)
    return;
  if (!arb_results_dialog_reset (self, &error))
    {
      gtk_label_set_label (self->note_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->note_label), TRUE);
    }
}

/* results.reset asks first: the results cannot be brought back. */
static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  ArbResultsDialog *self = ARB_RESULTS_DIALOG (widget);
  GtkWidget *confirm;

  /* The game is the one the list shows above. */
  confirm = adw_message_dialog_new (GTK_WINDOW (self), _("Reset These Results?"),
                                    self->rules->score != NULL
                                    ? _("Every result of this game and its high scores will be "
                                        "deleted. This cannot be undone.")
                                    : _("Every result of this game will be deleted. This cannot "
                                        "be undone."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (confirm),
                                    "cancel", _("_Cancel"),
                                    "reset", _("_Reset"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (confirm), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (confirm), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (confirm), "cancel");
  g_signal_connect_object (confirm, "response", G_CALLBACK (on_reset_confirmed), self,
                           G_CONNECT_SWAPPED);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (confirm), TRUE);
  g_set_weak_pointer (&self->confirmation, GTK_WINDOW (confirm));
  gtk_window_present (GTK_WINDOW (confirm));
}

/* ---------------------------------------------------------- overrides */

static void
arb_results_dialog_dispose (GObject *object)
{
  ArbResultsDialog *self = ARB_RESULTS_DIALOG (object);

  g_clear_weak_pointer (&self->confirmation);
  gtk_widget_dispose_template (GTK_WIDGET (self), ARB_TYPE_RESULTS_DIALOG);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->tally_lines, g_strfreev);
  g_clear_pointer (&self->score_lines, g_strfreev);

  G_OBJECT_CLASS (arb_results_dialog_parent_class)->dispose (object);
}

/* ------------------------------------------------- class_init and init */

static void
arb_results_dialog_class_init (ArbResultsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arb_results_dialog_dispose;

  arb_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/arbiter/Arbiter/arb-results-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ArbResultsDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, ArbResultsDialog, results_group);
  gtk_widget_class_bind_template_child (widget_class, ArbResultsDialog, scores_group);
  gtk_widget_class_bind_template_child (widget_class, ArbResultsDialog, note_label);
  gtk_widget_class_bind_template_callback (widget_class, on_game_selected);

  gtk_widget_class_install_action (widget_class, "results.reset", NULL, reset_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
arb_results_dialog_init (ArbResultsDialog *self)
{
  self->rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ------------------------------------------------------- public API */

/**
 * arb_results_dialog_new:
 * @rules: the game shown first
 *
 * Returns: (transfer floating): a Results dialog listing every game of the
 *   registry.
 */
GtkWidget *
arb_results_dialog_new (const ArbRules *rules)
{
  ArbResultsDialog *self = g_object_new (ARB_TYPE_RESULTS_DIALOG, NULL);
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  const ArbRules *const *games;
  guint n_games;

  g_return_val_if_fail (rules != NULL, NULL);

  games = arb_games_list (&n_games);
  self->games = g_ptr_array_new ();
  for (guint i = 0; i < n_games; i++)
    {
      g_ptr_array_add (self->games, (gpointer) games[i]);
      gtk_string_list_append (names, _(games[i]->name));
    }
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (names));
  if (!arb_results_dialog_set_game (self, rules->id))
    {
      /* A game the registry does not list (the tests'). */
      self->rules = rules;
      fill (self);
    }
  return GTK_WIDGET (self);
}

/**
 * arb_results_dialog_set_game:
 * @self: a dialog
 * @id: a game's id
 *
 * Shows the results of the game @id, as its row in the list does.
 *
 * Returns: whether the dialog lists that game.
 */
gboolean
arb_results_dialog_set_game (ArbResultsDialog *self,
                             const char       *id)
{
  g_return_val_if_fail (ARB_IS_RESULTS_DIALOG (self), FALSE);

  for (guint i = 0; i < self->games->len; i++)
    if (g_strcmp0 (((const ArbRules *) g_ptr_array_index (self->games, i))->id, id) == 0)
      {
        if (adw_combo_row_get_selected (self->game_row) == i)
          on_game_selected (self);
        else
          adw_combo_row_set_selected (self->game_row, i);
        return TRUE;
      }
  return FALSE;
}

/**
 * arb_results_dialog_get_tally_lines:
 * @self: a dialog
 *
 * Returns: (transfer full): the rows of results shown, each as
 *   "title\tsubtitle" ("A person against Arbiter (level 2)\tWon 1, lost 0, drawn 0").
 */
GStrv
arb_results_dialog_get_tally_lines (ArbResultsDialog *self)
{
  g_return_val_if_fail (ARB_IS_RESULTS_DIALOG (self), NULL);
  return g_strdupv (self->tally_lines);
}

/**
 * arb_results_dialog_get_score_lines:
 * @self: a dialog
 *
 * Returns: (transfer full): the high scores shown, best first, each as
 *   "winner\tscore\tloser\t<the values>\tdate".
 */
GStrv
arb_results_dialog_get_score_lines (ArbResultsDialog *self)
{
  g_return_val_if_fail (ARB_IS_RESULTS_DIALOG (self), NULL);
  return g_strdupv (self->score_lines);
}

/**
 * arb_results_dialog_get_confirmation:
 * @self: a dialog
 *
 * Returns: (transfer none) (nullable): Reset's question, while it is open.
 */
GtkWindow *
arb_results_dialog_get_confirmation (ArbResultsDialog *self)
{
  g_return_val_if_fail (ARB_IS_RESULTS_DIALOG (self), NULL);
  return self->confirmation;
}

/**
 * arb_results_dialog_reset:
 * @self: a dialog
 * @error: return location for a #GFileError or an %ARB_RESULTS_ERROR
 *
 * What Reset does once confirmed: the game's results forgotten, its high
 * scores emptied, the dialog filled again.
 *
 * Returns: %TRUE on success.
 */
gboolean
arb_results_dialog_reset (ArbResultsDialog *self,
                          GError          **error)
{
  g_autoptr (ArbResults) results = arb_results_new (NULL);
  gboolean ok;

  g_return_val_if_fail (ARB_IS_RESULTS_DIALOG (self), FALSE);

  ok = arb_results_reset (results, self->rules, error);
  fill (self);
  return ok;
}
