/* arb-adjudication.c — adjudication by the players' scores: the texts of
 * --draw-adjudication and --resign-adjudication
 *
 * "movenumber=N,movecount=M,score=CP" and "movecount=M,score=CP[,twosided]",
 * cutechess-cli's -draw and -resign. The referee applies them in
 * arb-match.c; docs/tournaments.md says what they mean.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-match.h"

#include <string.h>

/* Limits against typing slips. */
#define MAX_MOVECOUNT 1000

typedef struct
{
  const char *key;
  guint64     min;
  guint64     max;
  gboolean    flag;      /* a word without a value ("twosided") */
  gboolean    required;
} Key;

/* Reads "KEY=VALUE,…" of @keys into @values and @seen; an error that
 * quotes @option and @text. */
static gboolean
parse_keys (const char *option,
            const char *text,
            const Key  *keys,
            guint       n_keys,
            const char *expected,
            guint64    *values,
            gboolean   *seen,
            GError    **error)
{
  g_autofree char *shown = arb_text_quote (text, -1);
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);

  for (guint k = 0; k < n_keys; k++)
    seen[k] = FALSE, values[k] = 0;
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *equals = strchr (parts[i], '=');
      gsize name_len = equals != NULL ? (gsize) (equals - parts[i]) : strlen (parts[i]);
      guint k = 0;

      while (k < n_keys && (strlen (keys[k].key) != name_len
                            || strncmp (parts[i], keys[k].key, name_len) != 0))
        k++;
      if (k == n_keys || seen[k] || (keys[k].flag != (equals == NULL))
          || (!keys[k].flag
              && !g_ascii_string_to_unsigned (equals + 1, 10, keys[k].min, keys[k].max,
                                              &values[k], NULL)))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       "%s '%s': expected %s, each once", option, shown, expected);
          return FALSE;
        }
      if (keys[k].flag)
        values[k] = 1;
      seen[k] = TRUE;
    }
  for (guint k = 0; k < n_keys; k++)
    if (keys[k].required && !seen[k])
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                     "%s '%s': %s is missing (expected %s)", option, shown, keys[k].key,
                     expected);
        return FALSE;
      }
  return TRUE;
}

/**
 * arb_adjudication_parse_draw:
 * @text: "movenumber=N,movecount=M,score=CP", in any order, each once
 * @adjudication: (inout): gets draw adjudication on
 * @error: %G_IO_ERROR_INVALID_ARGUMENT, quoting @text
 *
 * N is 0 to %ARB_GAME_MAX_PLIES, M 1 to 1000, CP 0 to
 * %ARB_MATCH_MATE_SCORE.
 *
 * Returns: %TRUE when @text is such a rule.
 */
gboolean
arb_adjudication_parse_draw (const char      *text,
                             ArbAdjudication *adjudication,
                             GError         **error)
{
  static const Key keys[] = {
    { "movenumber", 0, ARB_GAME_MAX_PLIES, FALSE, TRUE },
    { "movecount", 1, MAX_MOVECOUNT, FALSE, TRUE },
    { "score", 0, ARB_MATCH_MATE_SCORE, FALSE, TRUE },
  };
  guint64 values[G_N_ELEMENTS (keys)];
  gboolean seen[G_N_ELEMENTS (keys)];

  g_return_val_if_fail (text != NULL && adjudication != NULL, FALSE);

  if (!parse_keys ("--draw-adjudication", text, keys, G_N_ELEMENTS (keys),
                   "movenumber=N (0 to 100000),movecount=M (1 to 1000),score=CP (0 to 100000)",
                   values, seen, error))
    return FALSE;
  adjudication->draw = TRUE;
  adjudication->draw_movenumber = (guint) values[0];
  adjudication->draw_movecount = (guint) values[1];
  adjudication->draw_score = (guint) values[2];
  return TRUE;
}

/**
 * arb_adjudication_parse_resign:
 * @text: "movecount=M,score=CP" and optionally ",twosided", in any order
 * @adjudication: (inout): gets resign adjudication on
 * @error: %G_IO_ERROR_INVALID_ARGUMENT, quoting @text
 *
 * M is 1 to 1000, CP 1 to %ARB_MATCH_MATE_SCORE.
 *
 * Returns: %TRUE when @text is such a rule.
 */
gboolean
arb_adjudication_parse_resign (const char      *text,
                               ArbAdjudication *adjudication,
                               GError         **error)
{
  static const Key keys[] = {
    { "movecount", 1, MAX_MOVECOUNT, FALSE, TRUE },
    { "score", 1, ARB_MATCH_MATE_SCORE, FALSE, TRUE },
    { "twosided", 0, 0, TRUE, FALSE },
  };
  guint64 values[G_N_ELEMENTS (keys)];
  gboolean seen[G_N_ELEMENTS (keys)];

  g_return_val_if_fail (text != NULL && adjudication != NULL, FALSE);

  if (!parse_keys ("--resign-adjudication", text, keys, G_N_ELEMENTS (keys),
                   "movecount=M (1 to 1000),score=CP (1 to 100000), and optionally twosided",
                   values, seen, error))
    return FALSE;
  adjudication->resign = TRUE;
  adjudication->resign_movecount = (guint) values[0];
  adjudication->resign_score = (guint) values[1];
  adjudication->resign_twosided = values[2] != 0;
  return TRUE;
}

/**
 * arb_adjudication_draw_to_string:
 * @adjudication: the rules
 *
 * Returns: (transfer full) (nullable): the draw rule in the form
 *   arb_adjudication_parse_draw() reads, keys in its order; %NULL when off
 */
char *
arb_adjudication_draw_to_string (const ArbAdjudication *adjudication)
{
  if (!adjudication->draw)
    return NULL;
  return g_strdup_printf ("movenumber=%u,movecount=%u,score=%u", adjudication->draw_movenumber,
                          adjudication->draw_movecount, adjudication->draw_score);
}

/**
 * arb_adjudication_resign_to_string:
 * @adjudication: the rules
 *
 * Returns: (transfer full) (nullable): the resign rule in the form
 *   arb_adjudication_parse_resign() reads; %NULL when off
 */
char *
arb_adjudication_resign_to_string (const ArbAdjudication *adjudication)
{
  if (!adjudication->resign)
    return NULL;
  return g_strdup_printf ("movecount=%u,score=%u%s", adjudication->resign_movecount,
                          adjudication->resign_score,
                          adjudication->resign_twosided ? ",twosided" : "");
}
