/* arb-congkak-files.c — the tags of .congkak files (congkak.md §9.3)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The generic reader and writer (src/core/arb-pgn-*.c) call these two
 * hooks: the start of a game from Pits, Seeds, FirstPlayer, CoinSeed and
 * Position, and the tag section in §9.3's order. */

#include "arb-congkak-private.h"
#include "arb-text.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

/* Reads a decimal tag value of at most @max; FALSE when it is not one. */
static gboolean
parse_number (const char *text, guint64 max, guint64 *value)
{
  guint64 v = 0;

  if (text == NULL || *text == '\0' || strlen (text) > 20)
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    {
      if (!g_ascii_isdigit (*p))
        return FALSE;
      if (v > (G_MAXUINT64 - (guint64) (*p - '0')) / 10)
        return FALSE;
      v = v * 10 + (guint64) (*p - '0');
    }
  if (v > max)
    return FALSE;
  *value = v;
  return TRUE;
}

G_GNUC_PRINTF (4, 5)
static gboolean
tag_error (GError **error, const char **bad_tag, const char *tag, const char *format, ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  *bad_tag = tag;
  g_set_error (error, ARB_CONGKAK_POSITION_ERROR, ARB_CONGKAK_POSITION_ERROR_FIELDS,
               "[%s]: %s", tag, what);
  return FALSE;
}

/* The SETUP record of a file's game: @first moves first, by the coin
 * @coin when @coin_text is given, else by a choice; @seeds a pit for the
 * printout (0 when the game started from a [Position]). */
static void
fill_setup (ArbRecord                *setup,
            const ArbCongkakPosition *pos,
            ArbSide                   first,
            guint                     seeds,
            const char               *coin_text,
            guint64                   coin,
            GPtrArray                *warnings)
{
  memset (setup, 0, sizeof *setup);
  setup->type = ARB_RECORD_SETUP;
  setup->side = first;
  setup->cell = pos->n;
  setup->count = (guint16) seeds;
  if (coin_text == NULL)
    return;
  g_snprintf (setup->text, sizeof setup->text, "%" G_GUINT64_FORMAT, coin);
  if (arb_congkak_coin_flip (coin) != first)
    g_ptr_array_add (warnings, g_strdup_printf (_("[CoinSeed \"%s\"] gives Player %d "
                                                  "the first move, not Player %d"),
                                                coin_text, arb_congkak_coin_flip (coin) + 1,
                                                first + 1));
}

gboolean
arb_congkak_start_from_tags (ArbTagLookup lookup,
                             gpointer     data,
                             gpointer     state,
                             ArbRecord   *setup,
                             GPtrArray   *warnings,
                             const char **bad_tag,
                             GError     **error)
{
  ArbCongkakPosition *pos = state;
  const char *pits_text = lookup (data, "Pits");
  const char *seeds_text = lookup (data, "Seeds");
  const char *first_text = lookup (data, "FirstPlayer");
  const char *coin_text = lookup (data, "CoinSeed");
  const char *position_text = lookup (data, "Position");
  guint64 pits = ARB_CONGKAK_DEFAULT_PITS, seeds = ARB_CONGKAK_DEFAULT_SEEDS, coin = 0;
  ArbSide first = ARB_SIDE_FIRST;

  /* A tag value that cannot be read is quoted through arb_text_quote(). */
  if (pits_text != NULL && !parse_number (pits_text, ARB_CONGKAK_MAX_PITS, &pits))
    {
      g_autofree char *shown = arb_text_quote (pits_text, -1);

      return tag_error (error, bad_tag, "Pits", _("'%s' is not a number of pits from 1 to %d"),
                        shown, ARB_CONGKAK_MAX_PITS);
    }
  if (seeds_text != NULL && !parse_number (seeds_text, ARB_CONGKAK_MAX_NEW_GAME, &seeds))
    {
      g_autofree char *shown = arb_text_quote (seeds_text, -1);

      return tag_error (error, bad_tag, "Seeds", _("'%s' is not a number of seeds from 1 to %d"),
                        shown, ARB_CONGKAK_MAX_NEW_GAME);
    }
  if (first_text != NULL)
    {
      if (strcmp (first_text, "1") != 0 && strcmp (first_text, "2") != 0)
        {
          g_autofree char *shown = arb_text_quote (first_text, -1);

          return tag_error (error, bad_tag, "FirstPlayer", _("'%s' is not 1 or 2"), shown);
        }
      first = first_text[0] == '1' ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;
    }
  if (coin_text != NULL && !parse_number (coin_text, G_MAXUINT64, &coin))
    {
      g_autofree char *shown = arb_text_quote (coin_text, -1);

      return tag_error (error, bad_tag, "CoinSeed", _("'%s' is not a 64-bit seed"), shown);
    }

  if (position_text != NULL)
    {
      g_autoptr (GError) local_error = NULL;

      if (!arb_congkak_read_position (pos, position_text, &local_error))
        return tag_error (error, bad_tag, "Position", "%s", local_error->message);
      /* §9.3: Position overrides; a contradiction is only a warning. */
      if (pits_text != NULL && pits != pos->n)
        g_ptr_array_add (warnings, g_strdup_printf (_("[Pits \"%s\"] contradicts [Position]: "
                                                      "%u pits a side"),
                                                    pits_text, (guint) pos->n));
      if (first_text != NULL && first != pos->turn)
        g_ptr_array_add (warnings, g_strdup_printf (_("[FirstPlayer \"%s\"] contradicts "
                                                      "[Position]: Player %u moves first"),
                                                    first_text, pos->turn + 1u));
      first = (ArbSide) pos->turn;
    }
  else
    {
      if (pits < 1)
        return tag_error (error, bad_tag, "Pits", _("a board has at least one pit a side"));
      if (seeds < 1)
        return tag_error (error, bad_tag, "Seeds", _("a pit starts with at least one seed"));
      if (!arb_congkak_init (pos, (guint) pits, (guint) seeds, first))
        return tag_error (error, bad_tag, seeds_text != NULL ? "Seeds" : "Pits",
                          _("%u pits of %u seeds: pits × seeds is at most %d"),
                          (guint) pits, (guint) seeds, ARB_CONGKAK_MAX_NEW_GAME);
    }

  /* §2, §8: how the first player was chosen, part of ply 0: by the coin
   * ([CoinSeed]), or else by a choice at a standard start ([FirstPlayer],
   * 1 when missing, §9.3). A game from a [Position] without a coin started
   * from that position and nobody chose: no record (the writer writes a
   * [Position] for every game without one, so that it reads back as
   * itself). */
  if (coin_text != NULL || position_text == NULL)
    fill_setup (setup, pos, first, position_text == NULL ? (guint) seeds : 0, coin_text, coin,
                warnings);
  return TRUE;
}

/* The seeds a pit started with: the Seeds tag, else the start's own
 * (uniform) count, else the default. */
static guint
start_seeds (const ArbFileTags *file)
{
  const ArbCongkakPosition *start = file->start;
  const char *text = file->lookup (file->lookup_data, "Seeds");
  guint64 value;

  if (parse_number (text, ARB_CONGKAK_MAX_NEW_GAME, &value) && value >= 1)
    return (guint) value;
  if (start->pits[0] > 0)
    return start->pits[0];
  return ARB_CONGKAK_DEFAULT_SEEDS;
}

/* [Termination]: "repetition" after a claim; after a referee's decision,
 * the game's own tag (the match referee's "time forfeit"), else the PGN
 * standard's word for it; nothing for an ending by the rules. */
static const char *
termination_tag (const ArbFileTags *file)
{
  const char *value = file->lookup (file->lookup_data, "Termination");

  switch (file->termination)
    {
    case ARB_TERMINATION_REPETITION:
      return "repetition";
    case ARB_TERMINATION_FORFEIT:
      return value != NULL ? value : "rules infraction";
    case ARB_TERMINATION_TIME_FORFEIT:
      return "time forfeit";
    case ARB_TERMINATION_ADJUDICATION:
      return value != NULL ? value : "adjudication";
    default:
      return NULL;
    }
}

void
arb_congkak_write_tags (const ArbFileTags *file,
                        ArbTagAppend       append,
                        gpointer           data)
{
  const ArbCongkakPosition *start = file->start;
  g_autofree ArbCongkakPosition *standard = g_new0 (ArbCongkakPosition, 1);
  const char *value;
  char buf[64];
  guint seeds = start_seeds (file);
  gboolean is_standard;

  append (data, "Game", "Congkak");
  value = file->lookup (file->lookup_data, "Date");
  append (data, "Date", value != NULL ? value : "????.??.??");
  value = file->lookup (file->lookup_data, "Player1");
  append (data, "Player1", value != NULL ? value : "Player 1");
  value = file->lookup (file->lookup_data, "Player2");
  append (data, "Player2", value != NULL ? value : "Player 2");
  g_snprintf (buf, sizeof buf, "%u", (guint) start->n);
  append (data, "Pits", buf);
  g_snprintf (buf, sizeof buf, "%u", seeds);
  append (data, "Seeds", buf);
  g_snprintf (buf, sizeof buf, "%u", start->turn + 1u);
  append (data, "FirstPlayer", buf);
  append (data, "CoinSeed",
          file->setup != NULL && file->setup->text[0] != '\0' ? file->setup->text : NULL);
  append (data, "Result", arb_result_to_string (file->result));
  /* A game a referee ended (a forfeit, an adjudication) has no final score. */
  if (file->result != ARB_RESULT_NONE && file->final_record != NULL
      && file->final_record->text[0] != '\0')
    append (data, "Score", file->final_record->text);
  else
    append (data, "Score", NULL);
  append (data, "Termination", termination_tag (file));

  /* A game that did not record how its first player was chosen (made from
   * a position string) started from a position, even the standard one:
   * [Position] says so, and the reader makes no setup record from it. */
  is_standard = file->setup != NULL
                && arb_congkak_init (standard, start->n, seeds, (ArbSide) start->turn)
                && arb_congkak_equal (standard, start);
  if (!is_standard)
    {
      g_autoptr (GString) text = g_string_new (NULL);

      arb_congkak_write_position (start, text);
      append (data, "Position", text->str);
    }
  else
    append (data, "Position", NULL);
}
