/* arb-new-game-clock.c — New Game's time control: none, a preset, or custom
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The time control row offers no clock, a few usual controls ("minutes +
 * seconds", Fischer: the seconds are added after each move; "minutes,
 * seconds delay", Bronstein: the time a move took is given back, up to the
 * seconds), and Custom, whose minutes, seconds and kind are rows shown
 * only then. The answer is an ArbTimeControl; the game gets it as its
 * [TimeControl] tag (arb_time_control_to_pgn(): "180+2", "300B3"), which
 * the window's clock plays. */

#include "arb-new-game-private.h"

#include <string.h>

#include <glib/gi18n.h>

/* The presets, in the row's order after "None": minutes, seconds, and
 * whether the seconds are a delay rather than an increment. */
static const struct
{
  guint    minutes;
  guint    seconds;
  gboolean delay;
} presets[] = {
  { 1, 0, FALSE }, { 3, 2, FALSE }, { 5, 0, FALSE }, { 5, 3, TRUE }, { 10, 5, FALSE },
  { 15, 10, FALSE }, { 30, 0, FALSE },
};

/* Custom's kinds, in the kind row's order. */
#define KIND_INCREMENT 0
#define KIND_DELAY     1

#define ROW_NONE   0
#define ROW_CUSTOM (G_N_ELEMENTS (presets) + 1)

/* The custom control's limits: minutes per player, seconds per move. */
#define MAX_MINUTES 600
#define MAX_SECONDS 600

static void
make_control (ArbTimeControl *control,
              guint           minutes,
              guint           seconds,
              gboolean        delay)
{
  control->kind = delay ? ARB_TIME_CONTROL_BRONSTEIN : ARB_TIME_CONTROL_FISCHER;
  control->base = (gint64) minutes * 60 * G_USEC_PER_SEC;
  control->increment = (gint64) seconds * G_USEC_PER_SEC;
  control->moves = 0;
}

/**
 * _arb_new_game_clock_setup:
 * @rows: the time control's rows
 *
 * Fills the rows' choices and the spin buttons' ranges.
 */
void
_arb_new_game_clock_setup (const ArbNewGameClockRows *rows)
{
  g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) kinds = gtk_string_list_new (NULL);

  /* Translators: no clock in the game */
  gtk_string_list_append (model, C_("time control", "None"));
  for (gsize i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      /* Translators: a time control: minutes per player, then seconds
       * added after each move: "3 min + 2 s"; or, the second, minutes per
       * player and a delay: the time a move took is given back, up to
       * the seconds: "5 min, 3 s delay" */
      g_autofree char *text = g_strdup_printf (presets[i].delay ? _("%u min, %u s delay")
                                                                : _("%u min + %u s"),
                                               presets[i].minutes, presets[i].seconds);

      gtk_string_list_append (model, text);
    }
  /* Translators: a time control of the person's own */
  gtk_string_list_append (model, C_("time control", "Custom"));
  adw_combo_row_set_model (rows->row, G_LIST_MODEL (model));
  /* Translators: what the seconds of a custom time control are: added
   * after each move (Fischer), … */
  gtk_string_list_append (kinds, C_("time control", "Increment"));
  /* Translators: … or given back after each move, up to the time it took
   * (Bronstein) */
  gtk_string_list_append (kinds, C_("time control", "Delay"));
  adw_combo_row_set_model (rows->kind, G_LIST_MODEL (kinds));
  gtk_spin_button_set_range (rows->minutes, 1, MAX_MINUTES);
  gtk_spin_button_set_increments (rows->minutes, 1, 5);
  gtk_spin_button_set_range (rows->seconds, 0, MAX_SECONDS);
  gtk_spin_button_set_increments (rows->seconds, 1, 5);
}

/**
 * _arb_new_game_clock_show:
 * @rows: the time control's rows
 * @control: the answer to show
 *
 * Selects @control's preset, or Custom with its numbers (a control New
 * Game cannot ask for, a file's "40/9000", shows as no clock).
 */
void
_arb_new_game_clock_show (const ArbNewGameClockRows *rows,
                          const ArbTimeControl      *control)
{
  gboolean delay = control->kind == ARB_TIME_CONTROL_BRONSTEIN;

  if ((control->kind != ARB_TIME_CONTROL_FISCHER && !delay) || control->moves != 0
      || control->base % (60 * G_USEC_PER_SEC) != 0 || control->increment % G_USEC_PER_SEC != 0
      || control->base / (60 * G_USEC_PER_SEC) > MAX_MINUTES
      || control->increment / G_USEC_PER_SEC > MAX_SECONDS)
    {
      adw_combo_row_set_selected (rows->row, ROW_NONE);
      return;
    }
  gtk_spin_button_set_value (rows->minutes, (double) (control->base / (60 * G_USEC_PER_SEC)));
  gtk_spin_button_set_value (rows->seconds, (double) (control->increment / G_USEC_PER_SEC));
  adw_combo_row_set_selected (rows->kind, delay ? KIND_DELAY : KIND_INCREMENT);
  for (gsize i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      ArbTimeControl preset;

      make_control (&preset, presets[i].minutes, presets[i].seconds, presets[i].delay);
      if (preset.kind == control->kind && preset.base == control->base
          && preset.increment == control->increment)
        {
          adw_combo_row_set_selected (rows->row, (guint) i + 1);
          return;
        }
    }
  adw_combo_row_set_selected (rows->row, ROW_CUSTOM);
}

/**
 * _arb_new_game_clock_read:
 * @rows: the time control's rows
 * @control: (out): the answer
 */
void
_arb_new_game_clock_read (const ArbNewGameClockRows *rows,
                          ArbTimeControl            *control)
{
  guint selected = adw_combo_row_get_selected (rows->row);

  memset (control, 0, sizeof *control);
  if (selected >= 1 && selected <= G_N_ELEMENTS (presets))
    make_control (control, presets[selected - 1].minutes, presets[selected - 1].seconds,
                  presets[selected - 1].delay);
  else if (selected == ROW_CUSTOM)
    make_control (control, (guint) gtk_spin_button_get_value_as_int (rows->minutes),
                  (guint) gtk_spin_button_get_value_as_int (rows->seconds),
                  adw_combo_row_get_selected (rows->kind) == KIND_DELAY);
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
