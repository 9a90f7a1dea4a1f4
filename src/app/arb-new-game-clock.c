/* arb-new-game-clock.c — New Game's time control: none, a preset, or custom
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The time control row offers no clock, a few usual "minutes + seconds"
 * controls (Fischer: the seconds are added after each move), and Custom,
 * whose minutes and seconds are two spin buttons shown only then. The
 * answer is an ArbTimeControl; the game gets it as its [TimeControl] tag
 * (arb_time_control_to_pgn()), which the window's clock plays. */

#include "arb-new-game-private.h"

#include <string.h>

#include <glib/gi18n.h>

/* The presets, in the row's order after "None": minutes, seconds. */
static const struct
{
  guint minutes;
  guint seconds;
} presets[] = {
  { 1, 0 }, { 3, 2 }, { 5, 0 }, { 10, 5 }, { 15, 10 }, { 30, 0 },
};

#define ROW_NONE   0
#define ROW_CUSTOM (G_N_ELEMENTS (presets) + 1)

/* The custom control's limits: minutes per player, seconds per move. */
#define MAX_MINUTES 600
#define MAX_SECONDS 600

static void
fischer (ArbTimeControl *control,
         guint           minutes,
         guint           seconds)
{
  control->kind = ARB_TIME_CONTROL_FISCHER;
  control->base = (gint64) minutes * 60 * G_USEC_PER_SEC;
  control->increment = (gint64) seconds * G_USEC_PER_SEC;
  control->moves = 0;
}

/**
 * _arb_new_game_clock_setup:
 * @row: the time control row
 * @minutes: its custom minutes' spin button
 * @seconds: its custom seconds' spin button
 *
 * Fills the row's choices and the spin buttons' ranges.
 */
void
_arb_new_game_clock_setup (AdwComboRow   *row,
                           GtkSpinButton *minutes,
                           GtkSpinButton *seconds)
{
  g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);

  /* Translators: no clock in the game */
  gtk_string_list_append (model, C_("time control", "None"));
  for (gsize i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      /* Translators: a time control: minutes per player, then seconds
       * added after each move: "3 min + 2 s" */
      g_autofree char *text = g_strdup_printf (_("%u min + %u s"), presets[i].minutes,
                                               presets[i].seconds);

      gtk_string_list_append (model, text);
    }
  /* Translators: a time control of the person's own */
  gtk_string_list_append (model, C_("time control", "Custom"));
  adw_combo_row_set_model (row, G_LIST_MODEL (model));
  gtk_spin_button_set_range (minutes, 1, MAX_MINUTES);
  gtk_spin_button_set_increments (minutes, 1, 5);
  gtk_spin_button_set_range (seconds, 0, MAX_SECONDS);
  gtk_spin_button_set_increments (seconds, 1, 5);
}

/**
 * _arb_new_game_clock_show:
 * @row: the time control row
 * @minutes: its custom minutes' spin button
 * @seconds: its custom seconds' spin button
 * @control: the answer to show
 *
 * Selects @control's preset, or Custom with its numbers (a control New
 * Game cannot ask for, a file's "40/9000", shows as no clock).
 */
void
_arb_new_game_clock_show (AdwComboRow          *row,
                          GtkSpinButton        *minutes,
                          GtkSpinButton        *seconds,
                          const ArbTimeControl *control)
{
  if (control->kind != ARB_TIME_CONTROL_FISCHER || control->moves != 0
      || control->base % (60 * G_USEC_PER_SEC) != 0 || control->increment % G_USEC_PER_SEC != 0
      || control->base / (60 * G_USEC_PER_SEC) > MAX_MINUTES
      || control->increment / G_USEC_PER_SEC > MAX_SECONDS)
    {
      adw_combo_row_set_selected (row, ROW_NONE);
      return;
    }
  gtk_spin_button_set_value (minutes, (double) (control->base / (60 * G_USEC_PER_SEC)));
  gtk_spin_button_set_value (seconds, (double) (control->increment / G_USEC_PER_SEC));
  for (gsize i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      ArbTimeControl preset;

      fischer (&preset, presets[i].minutes, presets[i].seconds);
      if (preset.base == control->base && preset.increment == control->increment)
        {
          adw_combo_row_set_selected (row, (guint) i + 1);
          return;
        }
    }
  adw_combo_row_set_selected (row, ROW_CUSTOM);
}

/**
 * _arb_new_game_clock_read:
 * @row: the time control row
 * @minutes: its custom minutes' spin button
 * @seconds: its custom seconds' spin button
 * @control: (out): the answer
 */
void
_arb_new_game_clock_read (AdwComboRow    *row,
                          GtkSpinButton  *minutes,
                          GtkSpinButton  *seconds,
                          ArbTimeControl *control)
{
  guint selected = adw_combo_row_get_selected (row);

  memset (control, 0, sizeof *control);
  if (selected >= 1 && selected <= G_N_ELEMENTS (presets))
    fischer (control, presets[selected - 1].minutes, presets[selected - 1].seconds);
  else if (selected == ROW_CUSTOM)
    fischer (control, (guint) gtk_spin_button_get_value_as_int (minutes),
             (guint) gtk_spin_button_get_value_as_int (seconds));
  else
    control->kind = ARB_TIME_CONTROL_NONE;
}

/**
 * _arb_new_game_clock_is_custom:
 * @row: the time control row
 *
 * Returns: whether Custom is chosen (its spin buttons are shown)
 */
gboolean
_arb_new_game_clock_is_custom (AdwComboRow *row)
{
  return adw_combo_row_get_selected (row) == ROW_CUSTOM;
}
