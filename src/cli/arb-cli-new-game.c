/* arb-cli-new-game.c — `play`'s new game: names and parameters, asked for or
 * given, and how the first player was chosen (docs/cli.md, "play")
 *
 * Everything comes from the table: a game whose play_text has
 * named_players asks for the names, then for each parameter with a prompt
 * (Congkak §2: the board size and the seed count); an empty answer takes
 * the default, a refused one is asked again. Any name or parameter given
 * on the command line stops the questions. The start and its SETUP record
 * (a coin flip) come from the game's own init_params.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

#include <stdio.h>
#include <string.h>

/* What an answer is checked against. */
typedef struct
{
  const ArbRules *rules;
  int             param;       /* the parameter asked for, or -1 for a name */
  ArbParams      *params;
} Question;

/* Asks @prompt until @check accepts the answer; an empty answer (or the end
 * of the input) takes @fallback. Returns the answer, newly allocated. */
static char *
ask (GDataInputStream *input,
     gboolean          echo,
     const char       *prompt,
     const char       *fallback,
     const Question   *question,
     gboolean        (*check) (const Question *question, const char *answer, GString *why))
{
  for (;;)
    {
      g_autofree char *line = NULL;
      g_autoptr (GString) why = g_string_new (NULL);
      gsize len = 0;

      printf ("%s [%s]: ", prompt, fallback);
      fflush (stdout);
      line = g_data_input_stream_read_line (input, &len, NULL, NULL);
      if (line == NULL)
        {
          fputc ('\n', stdout);
          return g_strdup (fallback);
        }
      g_strstrip (line);
      if (echo)
        {
          g_autofree char *shown = arb_text_quote (line, -1);

          printf ("%s\n", shown);
        }
      if (line[0] == '\0')
        return g_strdup (fallback);
      if (check (question, line, why))
        return g_steal_pointer (&line);
      printf ("%s\n", why->str);
    }
}

static gboolean
check_name (const Question *question,
            const char     *answer,
            GString        *why)
{
  guint max = question->rules->name_max_chars;
  glong chars = g_utf8_validate (answer, -1, NULL) ? g_utf8_strlen (answer, -1) : 0;

  if (chars >= 1 && (max == 0 || chars <= (glong) max))
    return TRUE;
  g_string_append_printf (why, "A name is 1 to %u characters.", max);
  return FALSE;
}

static gboolean
check_param (const Question *question,
             const char     *answer,
             GString        *why)
{
  const ArbParamSpec *spec = &question->rules->params[question->param];

  if (arb_params_set (question->params, question->rules, spec->name, answer, NULL))
    return TRUE;
  if (spec->type == ARB_PARAM_INT)
    g_string_append_printf (why, "Type a number from %lld to %lld.", (long long) spec->min,
                            (long long) spec->max);
  else
    {
      g_autofree char *values = arb_params_describe (question->rules);

      g_string_append_printf (why, "The values are: %s.", values);
    }
  return FALSE;
}

/* Asks each parameter of @rules that has a question, into @params. */
static void
ask_params (const ArbRules   *rules,
            GDataInputStream *input,
            gboolean          echo,
            ArbParams        *params)
{
  for (guint i = 0; i < rules->n_params; i++)
    {
      const ArbParamSpec *spec = &rules->params[i];
      Question question = { rules, (int) i, params };
      g_autofree char *fallback = NULL;
      g_autofree char *answer = NULL;

      if (spec->prompt == NULL)
        continue;
      fallback = arb_params_value_text (rules, i, spec->default_value);
      answer = ask (input, echo, spec->prompt, fallback, &question, check_param);
      arb_params_set (params, rules, spec->name, answer, NULL);
    }
}

static void
add_tag (GPtrArray  *tags,
         const char *name,
         const char *value)
{
  g_ptr_array_add (tags, g_strdup (name));
  g_ptr_array_add (tags, g_strdup (value));
}

/* Whether the command line gave a parameter that shapes the start (a
 * seed aside, which only matters if a coin is flipped); @asked: only those
 * `play` would ask for. */
static gboolean
gave_start_params (const ArbRules  *rules,
                   const ArbParams *params,
                   gboolean         asked)
{
  for (guint i = 0; i < rules->n_params; i++)
    if (!rules->params[i].rule && rules->params[i].type != ARB_PARAM_SEED
        && (!asked || rules->params[i].prompt != NULL) && (params->given & (1u << i)))
      return TRUE;
  return FALSE;
}

/**
 * arb_cli_ask_new_game:
 * @rules: a game whose play_text has named_players
 * @options: what the command line gave (--fen, the names)
 * @input: where answers are read
 * @echo: show each answer (standard input is not a terminal)
 * @state: (out caller-allocates): the start
 * @setup: (out caller-allocates): the SETUP record, when the game makes one
 * @tags: names and values of the tags the game starts with
 * @error: return location for a usage error
 *
 * With `--fen` the position decides the start: nothing is asked and no
 * coin is flipped. How the first player was chosen is said.
 *
 * Returns: FALSE with @error when the options are wrong.
 */
gboolean
arb_cli_ask_new_game (const ArbRules      *rules,
                      const ArbCliNewGame *options,
                      GDataInputStream    *input,
                      gboolean             echo,
                      gpointer             state,
                      ArbRecord           *setup,
                      GPtrArray           *tags,
                      GError             **error)
{
  ArbParams params = *arb_cli_params (rules);
  const char *given_names[2] = { options->player1, options->player2 };
  g_autofree char *name1 = NULL;
  g_autofree char *name2 = NULL;
  char **names[2] = { &name1, &name2 };
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = NULL;
  g_autoptr (GError) local_error = NULL;
  g_autofree char *first = NULL;
  gboolean ask_all;

  ask_all = options->fen == NULL && !gave_start_params (rules, &params, TRUE)
            && options->player1 == NULL && options->player2 == NULL;
  if (options->fen != NULL && gave_start_params (rules, &params, FALSE))
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                           "play: --fen sets the start and the first player; the game's "
                           "parameters do not go with it");
      return FALSE;
    }
  for (guint side = 0; side < ARB_N_SIDES; side++)
    {
      Question question = { rules, -1, &params };
      g_autoptr (GString) why = g_string_new (NULL);

      if (given_names[side] != NULL && !check_name (&question, given_names[side], why))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "play: --player%u: %s", side + 1, why->str);
          return FALSE;
        }
    }

  date = g_date_time_format (now, "%Y.%m.%d");
  add_tag (tags, "Date", date);

  /* The names, asked for when the command line gives none. */
  for (guint side = 0; side < ARB_N_SIDES; side++)
    {
      const char *player = rules->player_names[side];
      Question question = { rules, -1, &params };

      if (given_names[side] != NULL)
        *names[side] = g_strdup (given_names[side]);
      else if (ask_all)
        {
          g_autofree char *prompt = g_strdup_printf ("%s's name", player);

          *names[side] = ask (input, echo, prompt, player, &question, check_name);
        }
      else
        *names[side] = g_strdup (player);
      add_tag (tags, arb_rules_player_tag (rules, (ArbSide) side), *names[side]);
    }

  /* --fen: the position decides the board and the first player. */
  if (options->fen != NULL)
    return arb_rules_read_position_with (rules, &params, options->fen, state, error);

  /* The parameters that have a question; answers that make no game
   * together (Congkak: 2 pits of 500 seeds) are asked again, with the
   * game's reason. Options that make none are a usage error. */
  for (;;)
    {
      if (ask_all)
        ask_params (rules, input, echo, &params);
      memset (setup, 0, sizeof *setup);
      setup->type = ARB_RECORD_MOVE;  /* none, unless the game makes one */
      if (arb_rules_start (rules, &params, state, setup, &local_error))
        break;
      if (!ask_all)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, "play: %s",
                       local_error->message);
          return FALSE;
        }
      printf ("%s.\n", local_error->message);
      g_clear_error (&local_error);
    }
  first = arb_text_quote (*names[setup->side], -1);
  if (setup->type == ARB_RECORD_SETUP && setup->text[0] != '\0')
    printf ("Coin flip (seed %s): %s moves first.\n", setup->text, first);
  else if (setup->type == ARB_RECORD_SETUP)
    printf ("%s moves first (chosen).\n", first);
  return TRUE;
}

/* ---------------------------------------- parameters as play's options */

/* The parameters `play` also takes as --NAME VALUE (Congkak's documented
 * --pits 5), for every game of the registry, each name once. */
void
arb_cli_param_options_clear (ArbCliParamOptions *options)
{
  for (guint i = 0; i < options->n; i++)
    {
      g_free (options->names[i]);
      g_free (options->help[i]);
      g_free (options->values[i]);
    }
  options->n = 0;
}

/* @entries followed by one entry per parameter with play_option. */
GArray *
arb_cli_param_options_add (const GOptionEntry *entries,
                           ArbCliParamOptions *options)
{
  GArray *all = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));
  const ArbRules *const *games;
  guint n_games;

  for (const GOptionEntry *e = entries; e->long_name != NULL; e++)
    if (e->long_name[0] != '\0')
      g_array_append_vals (all, e, 1);

  games = arb_games_list (&n_games);
  for (guint g = 0; g < n_games; g++)
    for (guint p = 0; p < games[g]->n_params; p++)
      {
        const ArbParamSpec *spec = &games[g]->params[p];
        gboolean seen = FALSE;
        GOptionEntry entry = { 0 };

        for (guint i = 0; i < options->n; i++)
          seen |= strcmp (options->names[i], spec->name) == 0;
        if (!spec->play_option || seen || options->n == ARB_CLI_MAX_PARAM_OPTIONS)
          continue;
        options->names[options->n] = g_strdup (spec->name);
        /* Untranslated, as all of the command line's output. */
        options->help[options->n] = g_strdup_printf ("%s: %s (--param %s=VALUE)", games[g]->name,
                                                      spec->label, spec->name);
        entry.long_name = options->names[options->n];
        entry.arg = G_OPTION_ARG_STRING;
        entry.arg_data = &options->values[options->n];
        entry.description = options->help[options->n];
        entry.arg_description = "VALUE";
        g_array_append_val (all, entry);
        options->n++;
      }

  /* The remaining arguments last, as GOption wants them. */
  for (const GOptionEntry *e = entries; e->long_name != NULL; e++)
    if (e->long_name[0] == '\0')
      g_array_append_vals (all, e, 1);
  return all;
}

/* Each --NAME VALUE given, as --param NAME=VALUE of @rules; FALSE after a
 * message when @rules has no such parameter or the value is not one. */
gboolean
arb_cli_param_options_apply (ArbCliParamOptions *options,
                             const ArbRules     *rules)
{
  gboolean ok = TRUE;

  for (guint i = 0; i < options->n && ok; i++)
    {
      if (options->values[i] == NULL)
        continue;
      if (arb_params_lookup (rules, options->names[i]) < 0)
        {
          arb_cli_error ("play: --%s is not an option of %s (see 'arbiter-cli games --params')",
                         options->names[i], rules->id);
          ok = FALSE;
        }
      else
        ok = arb_cli_set_param ("play", rules, options->names[i], options->values[i]);
    }
  arb_cli_param_options_clear (options);
  return ok;
}
