/* arb-high-scores.c — Congkak's high-score table, shown and recorded (congkak.md §12)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The table itself (the file, its order, atomic rewrites, unreadable
 * lines kept) is arb-congkak-scores.c's; this file shows it in a dialog
 * and adds the entry of a game the window saw end. The dialog is always
 * reachable from the main menu: an empty table says how it gets filled. */

#include "arb-high-scores.h"

#include <glib/gi18n.h>

#include "arb-congkak.h"
#include "arb-congkak-scores.h"

/* ------------------------------------------------------------ statics */

static void
add_cell (GtkGrid    *grid,
          const char *text,
          int         column,
          int         row,
          gboolean    numeric,
          gboolean    heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), numeric ? 1.f : 0.f);
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  if (numeric)
    gtk_widget_add_css_class (label, "numeric");
  if (column == 1 && !heading)
    {
      /* Only a long name gives way: the scores and the date stay whole. */
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 25);
    }
  gtk_grid_attach (grid, label, column, row, 1, 1);
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

/* Fills the dialog with the table as the file holds it now. */
static void
fill (GtkWidget *dialog)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbCongkakScores) scores = arb_congkak_scores_load (NULL, &error);
  g_autoptr (GPtrArray) sorted = NULL;
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *box;
  GtkGrid *grid;
  GtkWidget *scroller;

  if (scores == NULL)
    {
      adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), error->message);
      adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), NULL);
      adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "reset", FALSE);
      g_ptr_array_add (lines, NULL);
      g_object_set_data_full (G_OBJECT (dialog), "arb-lines",
                              g_ptr_array_free (g_steal_pointer (&lines), FALSE),
                              (GDestroyNotify) g_strfreev);
      return;
    }

  sorted = arb_congkak_scores_sorted (scores);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "reset", sorted->len > 0);
  if (sorted->len == 0)
    {
      adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog),
                                   _("No high scores yet. Each game of Congkak that ends with a "
                                     "winner adds the winner’s score here."));
      adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), NULL);
      g_ptr_array_add (lines, NULL);
      g_object_set_data_full (G_OBJECT (dialog), "arb-lines",
                              g_ptr_array_free (g_steal_pointer (&lines), FALSE),
                              (GDestroyNotify) g_strfreev);
      return;
    }

  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog),
                               _("Congkak games won, best score first."));
  /* Made only now: the early returns above would leave them floating. */
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  grid = GTK_GRID (gtk_grid_new ());
  scroller = gtk_scrolled_window_new ();
  gtk_grid_set_column_spacing (grid, 18);
  gtk_grid_set_row_spacing (grid, 6);
  add_cell (grid, "#", 0, 0, TRUE, TRUE);
  add_cell (grid, _("Winner"), 1, 0, FALSE, TRUE);
  add_cell (grid, _("Score"), 2, 0, TRUE, TRUE);
  add_cell (grid, _("Loser"), 3, 0, TRUE, TRUE);
  /* Translators: the board of a high score: pits a side × seeds a pit. */
  add_cell (grid, _("Board"), 4, 0, TRUE, TRUE);
  add_cell (grid, _("Date"), 5, 0, FALSE, TRUE);
  for (guint i = 0; i < sorted->len; i++)
    {
      const ArbCongkakScore *entry = g_ptr_array_index (sorted, i);
      g_autofree char *rank = g_strdup_printf ("%u", i + 1);
      g_autofree char *score = g_strdup_printf ("%u", entry->score);
      g_autofree char *loser = g_strdup_printf ("%u", entry->loser_score);
      g_autofree char *board = g_strdup_printf ("%u × %u", entry->pits, entry->seeds);
      g_autofree char *date = short_date (entry->date);

      add_cell (grid, rank, 0, (int) i + 1, TRUE, FALSE);
      add_cell (grid, entry->winner, 1, (int) i + 1, FALSE, FALSE);
      add_cell (grid, score, 2, (int) i + 1, TRUE, FALSE);
      add_cell (grid, loser, 3, (int) i + 1, TRUE, FALSE);
      add_cell (grid, board, 4, (int) i + 1, TRUE, FALSE);
      add_cell (grid, date, 5, (int) i + 1, FALSE, FALSE);
      g_ptr_array_add (lines, g_strdup_printf ("%s\t%s\t%s\t%s\t%s", entry->winner, score, loser,
                                               board, date));
    }
  g_ptr_array_add (lines, NULL);
  g_object_set_data_full (G_OBJECT (dialog), "arb-lines",
                          g_ptr_array_free (g_steal_pointer (&lines), FALSE),
                          (GDestroyNotify) g_strfreev);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 360);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (grid));
  gtk_box_append (GTK_BOX (box), scroller);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
}

static void
on_reset_confirmed (AdwMessageDialog *confirm,
                    const char       *response,
                    gpointer          data)
{
  g_autoptr (GError) error = NULL;
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (confirm));
  GtkWidget *dialog;

  if (g_strcmp0 (response, "reset") != 0)
    return;
  /* The table again, empty (or why it could not be emptied). */
  dialog = arb_high_scores_dialog_new (parent);
  if (!arb_high_scores_dialog_reset (dialog, &error))
    adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), error->message);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Reset asks again, over the window (a message dialog closes on any
 * answer): the table cannot be brought back. */
static void
on_response (AdwMessageDialog *dialog,
             const char       *response)
{
  GtkWidget *confirm;

  if (g_strcmp0 (response, "reset") != 0)
    return;
  confirm = adw_message_dialog_new (gtk_window_get_transient_for (GTK_WINDOW (dialog)),
                                    _("Reset the High Scores?"),
                                    _("Every entry will be deleted. This cannot be undone."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (confirm),
                                    "cancel", _("_Cancel"),
                                    "reset", _("_Reset"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (confirm), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (confirm), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (confirm), "cancel");
  g_signal_connect (confirm, "response", G_CALLBACK (on_reset_confirmed), NULL);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (confirm), TRUE);
  g_object_set_data (G_OBJECT (dialog), "arb-confirm", confirm);
  gtk_window_present (GTK_WINDOW (confirm));
}

/* ------------------------------------------------------------ public API */

GtkWidget *
arb_high_scores_dialog_new (GtkWindow *parent)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, _("High Scores"), NULL);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "reset", _("_Reset…"),
                                    "close", _("_Close"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect (dialog, "response", G_CALLBACK (on_response), NULL);
  fill (dialog);
  return dialog;
}

/**
 * arb_high_scores_dialog_lines:
 * @dialog: a high-scores dialog
 *
 * Returns: (transfer full): the entries shown, best first, each as
 *   "winner\tscore\tloser\tN × S\tdate".
 */
GStrv
arb_high_scores_dialog_lines (GtkWidget *dialog)
{
  return g_strdupv (g_object_get_data (G_OBJECT (dialog), "arb-lines"));
}

gboolean
arb_high_scores_dialog_reset (GtkWidget *dialog,
                              GError   **error)
{
  g_autoptr (ArbCongkakScores) scores = arb_congkak_scores_load (NULL, error);

  if (scores == NULL)
    return FALSE;
  arb_congkak_scores_reset (scores);
  if (!arb_congkak_scores_save (scores, error))
    return FALSE;
  fill (dialog);
  return TRUE;
}

gboolean
arb_high_scores_record_game (ArbGame *game,
                             GError **error)
{
  g_autoptr (ArbCongkakScores) scores = NULL;
  const ArbRecord *setup;
  ArbResult result;
  const char *winner;
  const char *seeds_tag;
  guint score[ARB_N_SIDES];
  guint seeds;
  int side;

  g_return_val_if_fail (ARB_IS_GAME (game), FALSE);

  result = arb_game_get_result (game);
  if (arb_game_get_rules (game) != &arb_congkak_rules
      || (result != ARB_RESULT_FIRST_WINS && result != ARB_RESULT_SECOND_WINS)
      || g_object_get_data (G_OBJECT (game), "arb-high-score-entered") != NULL)
    return FALSE;

  /* §7: the game is over, the board empty, the stores the final score. */
  side = arb_result_winner (result);
  arb_congkak_score (arb_game_get_state (game), score);
  /* The name tags of .congkak files (§9.3). */
  winner = arb_game_get_tag (game, side == 0 ? "Player1" : "Player2");
  if (winner == NULL || *winner == '\0' || g_str_equal (winner, "?"))
    winner = arb_rules_player_name (&arb_congkak_rules, (ArbSide) side);
  setup = arb_game_get_setup (game);
  seeds_tag = arb_game_get_tag (game, "Seeds");
  seeds = setup != NULL && setup->count > 0 ? setup->count
          : seeds_tag != NULL ? (guint) g_ascii_strtoull (seeds_tag, NULL, 10)
          : arb_congkak_seeds_at (arb_game_get_start_state (game), 0);

  scores = arb_congkak_scores_load (NULL, error);
  if (scores == NULL)
    return FALSE;
  arb_congkak_scores_add (scores, winner, score[side], score[side ^ 1],
                          arb_congkak_pits (arb_game_get_start_state (game)), seeds, NULL);
  if (!arb_congkak_scores_save (scores, error))
    return FALSE;
  g_object_set_data (G_OBJECT (game), "arb-high-score-entered", GINT_TO_POINTER (TRUE));
  return TRUE;
}
