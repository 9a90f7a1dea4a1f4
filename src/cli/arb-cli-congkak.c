/* arb-cli-congkak.c — what `play --game congkak` does beyond the rules:
 * the new game's questions and coin flip, the high score (congkak.md §2, §12)
 *
 * The board's view in arb-cli-board.c points here; arb-cli-play.c calls
 * these through the view and never names the game.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arb-congkak.h"
#include "arb-congkak-scores.h"

/* §2: names of 1 to 25 characters. */
#define NAME_MAX_CHARS 25

/* Asks @question until @check accepts the answer; an empty answer (or the
 * end of the input) takes @fallback. Returns the answer, newly allocated. */
static char *
ask (GDataInputStream *input,
     gboolean          echo,
     const char       *question,
     const char       *fallback,
     gboolean        (*check) (const char *answer, GString *why))
{
  for (;;)
    {
      g_autofree char *line = NULL;
      g_autoptr (GString) why = g_string_new (NULL);
      gsize len = 0;

      printf ("%s [%s]: ", question, fallback);
      fflush (stdout);
      line = g_data_input_stream_read_line (input, &len, NULL, NULL);
      if (line == NULL)
        {
          fputc ('\n', stdout);
          return g_strdup (fallback);
        }
      g_strstrip (line);
      if (echo)
        printf ("%s\n", g_utf8_validate (line, -1, NULL) ? line : "?");
      if (line[0] == '\0')
        return g_strdup (fallback);
      if (check (line, why))
        return g_steal_pointer (&line);
      printf ("%s\n", why->str);
    }
}

static gboolean
check_count (const char *answer, GString *why)
{
  guint64 value;

  if (g_ascii_string_to_unsigned (answer, 10, 1, ARB_CONGKAK_MAX_NEW_GAME, &value, NULL))
    return TRUE;
  g_string_append_printf (why, "Type a number from 1 to %d.", ARB_CONGKAK_MAX_NEW_GAME);
  return FALSE;
}

static gboolean
check_name (const char *answer, GString *why)
{
  glong chars = g_utf8_validate (answer, -1, NULL) ? g_utf8_strlen (answer, -1) : 0;

  if (chars >= 1 && chars <= NAME_MAX_CHARS)
    return TRUE;
  g_string_append_printf (why, "A name is 1 to %d characters.", NAME_MAX_CHARS);
  return FALSE;
}

static void
add_tag (GPtrArray *tags, const char *name, const char *value)
{
  g_ptr_array_add (tags, g_strdup (name));
  g_ptr_array_add (tags, g_strdup (value));
}

/* The coin's seed when none is given: the clock and the process. */
static guint64
clock_seed (void)
{
  return (guint64) g_get_real_time () ^ ((guint64) getpid () << 40);
}

/**
 * arb_cli_ask_new_game:
 *
 * §12's new game at the terminal: N, S and the two names from the options
 * or asked for (an empty answer takes the default), then who moves first:
 * `--first 1|2` chooses, otherwise the coin of §2 is flipped (with
 * `--coin-seed` or a seed from the clock) and the outcome is said. With
 * `--fen` the position decides the board and the first player: nothing is
 * asked and no coin is flipped.
 */
/* `--param pits=5` is `--pits 5`: the parameters given on the command
 * line, in the options' spelling, where the options say nothing. */
static void
merge_params (ArbCliNewGame *options,
              char           coin_seed[24])
{
  const ArbRules *rules = &arb_congkak_rules;
  const ArbParams *params = arb_cli_params (rules);

  for (guint i = 0; i < rules->n_params; i++)
    {
      const char *name = rules->params[i].name;
      gint64 value = params->values[i];

      if (!(params->given & (1u << i)))
        continue;
      if (strcmp (name, "pits") == 0 && options->pits == 0)
        options->pits = (int) value;
      else if (strcmp (name, "seeds") == 0 && options->seeds == 0)
        options->seeds = (int) value;
      else if (strcmp (name, "first") == 0 && options->first == NULL)
        options->first = rules->params[i].choices[value];
      else if (strcmp (name, "coin-seed") == 0 && options->coin_seed == NULL)
        {
          g_snprintf (coin_seed, 24, "%" G_GUINT64_FORMAT, (guint64) value);
          options->coin_seed = coin_seed;
        }
    }
}

gboolean
arb_cli_ask_new_game (const ArbCliNewGame *given,
                          GDataInputStream    *input,
                          gboolean             echo,
                          gpointer             state,
                          ArbRecord           *setup,
                          GPtrArray           *tags,
                          GError             **error)
{
  ArbCliNewGame merged = *given;
  const ArbCliNewGame *options = &merged;
  char coin_seed[24];
  g_autofree char *pits_text = NULL;
  g_autofree char *seeds_text = NULL;
  g_autofree char *name1 = NULL;
  g_autofree char *name2 = NULL;
  g_autofree char *date = NULL;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  guint pits, seeds;
  ArbSide first;
  gboolean ask_all;

  merge_params (&merged, coin_seed);
  ask_all = options->fen == NULL && options->pits == 0 && options->seeds == 0
            && options->player1 == NULL && options->player2 == NULL;

  if (options->fen != NULL && (options->pits != 0 || options->seeds != 0 || options->first != NULL))
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                           "play: --fen sets the board and the first player; "
                           "--pits, --seeds and --first do not go with it");
      return FALSE;
    }
  if (options->first != NULL && strcmp (options->first, "1") != 0
      && strcmp (options->first, "2") != 0 && strcmp (options->first, "coin") != 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "play: --first takes 1, 2 or coin, not '%s'", options->first);
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    {
      const char *name = i == 0 ? options->player1 : options->player2;
      g_autoptr (GString) why = g_string_new (NULL);

      if (name != NULL && !check_name (name, why))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "play: --player%u: %s", i + 1, why->str);
          return FALSE;
        }
    }

  date = g_date_time_format (now, "%Y.%m.%d");
  add_tag (tags, "Date", date);

  /* The names, asked for when the command line gives none. */
  name1 = options->player1 != NULL ? g_strdup (options->player1)
          : ask_all ? ask (input, echo, "Player 1's name", "Player 1", check_name)
                    : g_strdup ("Player 1");
  name2 = options->player2 != NULL ? g_strdup (options->player2)
          : ask_all ? ask (input, echo, "Player 2's name", "Player 2", check_name)
                    : g_strdup ("Player 2");
  add_tag (tags, "Player1", name1);
  add_tag (tags, "Player2", name2);

  /* --fen: the position decides the board and the first player. */
  if (options->fen != NULL)
    {
      char buf[16];

      if (!arb_congkak_rules.read_position (state, options->fen, error))
        return FALSE;
      g_snprintf (buf, sizeof buf, "%u", arb_congkak_pits (state));
      add_tag (tags, "Pits", buf);
      return TRUE;
    }

  /* N and S: §1's limits. */
  if (options->pits == 0 && ask_all)
    pits_text = ask (input, echo, "Board size (pits a side)", "7", check_count);
  if (options->seeds == 0 && ask_all)
    seeds_text = ask (input, echo, "Seed count (seeds a pit)", "4", check_count);
  pits = options->pits != 0 ? (guint) MAX (options->pits, 0)
         : pits_text != NULL ? (guint) atoi (pits_text) : ARB_CONGKAK_DEFAULT_PITS;
  seeds = options->seeds != 0 ? (guint) MAX (options->seeds, 0)
          : seeds_text != NULL ? (guint) atoi (seeds_text) : ARB_CONGKAK_DEFAULT_SEEDS;
  if (options->pits < 0 || options->seeds < 0 || !arb_congkak_init (state, pits, seeds, 0))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "play: %d pits of %d seeds: a board needs at least 1 of each and "
                   "pits × seeds at most %d",
                   options->pits != 0 ? options->pits : (int) pits,
                   options->seeds != 0 ? options->seeds : (int) seeds,
                   ARB_CONGKAK_MAX_NEW_GAME);
      return FALSE;
    }

  memset (setup, 0, sizeof *setup);
  setup->type = ARB_RECORD_SETUP;
  if (options->first != NULL && strcmp (options->first, "coin") != 0)
    {
      first = options->first[0] == '1' ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;
      printf ("%s moves first (chosen).\n", first == ARB_SIDE_FIRST ? name1 : name2);
    }
  else
    {
      guint64 seed;

      if (options->coin_seed != NULL)
        {
          if (!g_ascii_string_to_unsigned (options->coin_seed, 10, 0, G_MAXUINT64, &seed, NULL))
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "play: --coin-seed takes a number from 0 to %" G_GUINT64_FORMAT
                           ", not '%s'", G_MAXUINT64, options->coin_seed);
              return FALSE;
            }
        }
      else
        seed = clock_seed ();
      first = arb_congkak_coin_flip (seed);
      g_snprintf (setup->text, sizeof setup->text, "%" G_GUINT64_FORMAT, seed);
      printf ("Coin flip (seed %s): %s moves first.\n", setup->text,
              first == ARB_SIDE_FIRST ? name1 : name2);
    }
  setup->side = first;
  setup->cell = (guint16) pits;
  setup->count = (guint16) seeds;
  arb_congkak_init (state, pits, seeds, first);
  {
    char buf[16];

    g_snprintf (buf, sizeof buf, "%u", pits);
    add_tag (tags, "Pits", buf);
    g_snprintf (buf, sizeof buf, "%u", seeds);
    add_tag (tags, "Seeds", buf);
  }
  return TRUE;
}

/**
 * arb_cli_record_high_score:
 * @game: a game of Congkak that has just ended
 *
 * §12: a game with a winner adds the winner's name and score, the loser's
 * score, N, S and the time to the high-score table, and the table is shown.
 */
void
arb_cli_record_high_score (ArbGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbCongkakScores) scores = NULL;
  g_autoptr (GPtrArray) sorted = NULL;
  ArbResult result = arb_game_get_result (game);
  const ArbRecord *last;
  const char *winner;
  const char *seeds_tag = arb_game_get_tag (game, "Seeds");
  guint score[2] = { 0, 0 };
  int side;

  if (result != ARB_RESULT_FIRST_WINS && result != ARB_RESULT_SECOND_WINS)
    return;
  side = arb_result_winner (result);
  last = arb_game_get_record (game, arb_game_get_n_records (game) - 1);
  if (sscanf (last->text, "%u-%u", &score[0], &score[1]) != 2)
    return;
  winner = arb_game_get_tag (game, side == 0 ? "Player1" : "Player2");
  if (winner == NULL)
    winner = arb_rules_player_name (arb_game_get_rules (game), (ArbSide) side);

  scores = arb_congkak_scores_load (NULL, &error);
  if (scores == NULL)
    {
      arb_cli_error ("cannot read the high scores: %s", error->message);
      return;
    }
  for (guint i = 0; i < arb_congkak_scores_get_warnings (scores)->len; i++)
    arb_cli_error ("%s", (const char *) g_ptr_array_index (arb_congkak_scores_get_warnings (scores), i));
  arb_congkak_scores_add (scores, winner, score[side], score[side ^ 1],
                          arb_congkak_pits (arb_game_get_start_state (game)),
                          seeds_tag != NULL ? (guint) atoi (seeds_tag) : 0, NULL);
  if (!arb_congkak_scores_save (scores, &error))
    {
      arb_cli_error ("cannot save the high scores: %s", error->message);
      return;
    }
  printf ("High score recorded: %s %u–%u.\nHigh scores:\n", winner, score[side], score[side ^ 1]);
  sorted = arb_congkak_scores_sorted (scores);
  for (guint i = 0; i < sorted->len && i < 10; i++)
    {
      const ArbCongkakScore *entry = g_ptr_array_index (sorted, i);

      printf ("%2u. %-25s %4u–%-4u %u×%u %s\n", i + 1, entry->winner, entry->score,
              entry->loser_score, entry->pits, entry->seeds, entry->date);
    }
}
