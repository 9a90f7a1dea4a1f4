/* arb-congkak-params.c — a new game of Congkak: its parameters and coin flip
 * (congkak.md §1, §2, §12)
 *
 * Pits a side and seeds a pit shape the board; who moves first is chosen or
 * decided by a coin flip with a recorded seed (the SETUP record), so that a
 * replay never flips again. The command line's --pits, --seeds, --first and
 * --coin-seed, `--param` and the app's New Game all come here.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-congkak-private.h"

#include <glib/gi18n-lib.h>

enum
{
  PARAM_PITS,
  PARAM_SEEDS,
  PARAM_FIRST,
  PARAM_COIN_SEED,
};

enum
{
  FIRST_COIN,
  FIRST_PLAYER1,
  FIRST_PLAYER2,
};

static const char *const first_choices[] = { "coin", "1", "2", NULL };
static const char *const first_labels[] = {
  N_("Coin flip"), N_("Player 1"), N_("Player 2"), NULL,
};

const ArbParamSpec arb_congkak_params[ARB_CONGKAK_N_PARAMS] = {
  [PARAM_PITS] = {
    .name = "pits", .type = ARB_PARAM_INT,
    .label = N_("Pits a side"),
    .help = N_("Pits in each player’s row; pits × seeds is at most 999"),
    .min = 1, .max = ARB_CONGKAK_MAX_NEW_GAME, .default_value = ARB_CONGKAK_DEFAULT_PITS,
    .prompt = "Board size (pits a side)", .play_option = TRUE,
  },
  [PARAM_SEEDS] = {
    .name = "seeds", .type = ARB_PARAM_INT,
    .label = N_("Seeds a pit"),
    .help = N_("Seeds in each pit at the start"),
    .min = 1, .max = ARB_CONGKAK_MAX_NEW_GAME, .default_value = ARB_CONGKAK_DEFAULT_SEEDS,
    .prompt = "Seed count (seeds a pit)", .play_option = TRUE,
  },
  [PARAM_FIRST] = {
    .name = "first", .type = ARB_PARAM_CHOICE,
    .label = N_("First to move"),
    .min = 0, .max = 2, .default_value = FIRST_COIN,
    .choices = first_choices, .choice_labels = first_labels,
    .play_option = TRUE,
  },
  [PARAM_COIN_SEED] = {
    /* Not given: a seed is drawn. */
    .name = "coin-seed", .type = ARB_PARAM_SEED,
    .label = N_("Coin seed"),
    .help = N_("The seed of the coin flip, to replay one; drawn at random when not given"),
    .default_value = 0,
    .play_option = TRUE,
  },
};

/* A seed nobody chose: from the clock and GLib's generator, as good as a
 * coin. */
static guint64
draw_seed (void)
{
  return ((guint64) g_random_int () << 32 | g_random_int ()) ^ (guint64) g_get_real_time ();
}

gboolean
arb_congkak_init_params (gpointer         state,
                         const ArbParams *params,
                         ArbRecord       *setup,
                         GError         **error)
{
  guint pits = (guint) params->values[PARAM_PITS];
  guint seeds = (guint) params->values[PARAM_SEEDS];
  gint64 first = params->values[PARAM_FIRST];
  ArbSide side;

  if (!arb_congkak_init (state, pits, seeds, ARB_SIDE_FIRST))
    {
      g_set_error (error, ARB_CONGKAK_POSITION_ERROR, ARB_CONGKAK_POSITION_ERROR_SEEDS,
                   /* Translators: pits a side, seeds a pit, the largest product */
                   _("%u pits of %u seeds: pits × seeds may be at most %u"),
                   pits, seeds, ARB_CONGKAK_MAX_NEW_GAME);
      return FALSE;
    }

  if (setup == NULL)
    {
      /* A position, not a new game: no coin. */
      if (first == FIRST_PLAYER2)
        arb_congkak_init (state, pits, seeds, ARB_SIDE_SECOND);
      return TRUE;
    }

  memset (setup, 0, sizeof *setup);
  setup->type = ARB_RECORD_SETUP;
  setup->cell = (guint16) pits;
  setup->count = (guint16) seeds;
  if (first == FIRST_COIN)
    {
      guint64 seed = params->given & (1u << PARAM_COIN_SEED)
                       ? (guint64) params->values[PARAM_COIN_SEED] : draw_seed ();

      side = arb_congkak_coin_flip (seed);
      g_snprintf (setup->text, sizeof setup->text, "%" G_GUINT64_FORMAT, seed);
    }
  else
    side = first == FIRST_PLAYER1 ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;
  setup->side = side;
  arb_congkak_init (state, pits, seeds, side);
  return TRUE;
}

/* The board and the first player a start shows (the coin's seed is the
 * SETUP record's, not the position's). */
void
arb_congkak_read_params (gconstpointer state,
                         gint64       *values)
{
  const ArbCongkakPosition *pos = state;
  guint total = pos->store[0] + pos->store[1];

  for (guint i = 0; i < 2u * pos->n; i++)
    total += pos->pits[i];
  values[PARAM_PITS] = pos->n;
  if (pos->n > 0 && total % (2u * pos->n) == 0)
    values[PARAM_SEEDS] = total / (2u * pos->n);
  values[PARAM_FIRST] = pos->turn == ARB_SIDE_FIRST ? FIRST_PLAYER1 : FIRST_PLAYER2;
}
