/* arb-congkak-text.c — Congkak's notation, records in words and JSON (congkak.md §9)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-congkak-private.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

static const char *const side_ids[ARB_N_SIDES] = { "p1", "p2" };

/* A sentence with a number of seeds is singular or plural in the reader's
 * language: g_dngettext(), called by its own name, which xgettext knows
 * (behind a macro of ours, these sentences were never extracted). */
#define PKG GETTEXT_PACKAGE

/* ------------------------------------------------------------ statics */

static void
set_move_error (GError **error, guint reason)
{
  g_autofree char *why = arb_congkak_describe_reason (reason, G_MAXUINT);

  g_set_error_literal (error, ARB_MOVE_ERROR, (int) reason, why);
}

/* A record's score text "P1-P2" (WIN, DRAW) as two numbers; 0-0 when the
 * text holds none. */
static void
record_score (const ArbRecord *record, guint score[ARB_N_SIDES])
{
  const char *dash = strchr (record->text, '-');

  score[0] = (guint) strtoul (record->text, NULL, 10);
  score[1] = dash != NULL ? (guint) strtoul (dash + 1, NULL, 10) : 0;
}

static int
compare_texts (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* ------------------------------------------------------------ notation */

/* §9.2: the pit number in the mover's numbering. */
void
arb_congkak_move_to_text (gconstpointer  state,
                          const ArbMove *move,
                          char           buf[ARB_MOVE_TEXT_MAX])
{
  const ArbCongkakPosition *pos = state;

  g_snprintf (buf, ARB_MOVE_TEXT_MAX, "%u", move->cells[0] % pos->n + 1u);
}

/* §6, in its order: not a pit number, game over, no such pit, empty pit. */
gboolean
arb_congkak_move_from_text (gconstpointer  state,
                            const char    *text,
                            gboolean       over,
                            ArbMove       *move,
                            GError       **error)
{
  const ArbCongkakPosition *pos = state;
  guint64 pit = 0;
  ArbMove parsed = { .n_cells = 1 };
  guint reason;

  g_return_val_if_fail (text != NULL, FALSE);

  if (*text == '\0')
    goto not_a_pit;
  for (const char *p = text; *p != '\0'; p++)
    {
      if (!g_ascii_isdigit (*p))
        goto not_a_pit;
      /* Beyond any board already: keep it there without overflowing. */
      if (pit <= ARB_CONGKAK_MAX_PITS)
        pit = pit * 10 + (guint) (*p - '0');
    }

  if (over || congkak_row_seeds (pos, (ArbSide) pos->turn) == 0)
    {
      set_move_error (error, ARB_CONGKAK_REASON_GAME_OVER);
      return FALSE;
    }
  if (pit < 1 || pit > pos->n)
    {
      g_set_error (error, ARB_MOVE_ERROR, ARB_CONGKAK_REASON_NO_SUCH_PIT,
                   _("no such pit: pits are 1 to %u"), (guint) pos->n);
      return FALSE;
    }
  parsed.cells[0] = (guint16) (pos->turn * pos->n + pit - 1);
  reason = arb_congkak_explain (state, &parsed, over, NULL);
  if (reason != ARB_CONGKAK_REASON_OK)
    {
      set_move_error (error, reason);
      return FALSE;
    }
  *move = parsed;
  return TRUE;

not_a_pit:
  set_move_error (error, ARB_CONGKAK_REASON_NOT_A_PIT);
  return FALSE;
}

/* ------------------------------------------------------------ records */

/* A WIN or DRAW record: the final score; a referee's decision (the match
 * referee's) has none. */
static void
describe_ending (const ArbRecord *record,
                 GString         *out)
{
  gboolean p1 = record->side == ARB_SIDE_FIRST;
  guint score[ARB_N_SIDES];

  if (record->type == ARB_RECORD_WIN && record->reason == ARB_TERMINATION_FORFEIT)
    g_string_append (out, p1 ? _("Player 1 wins by forfeit") : _("Player 2 wins by forfeit"));
  else if (record->type == ARB_RECORD_WIN && record->reason == ARB_TERMINATION_TIME_FORFEIT)
    g_string_append (out, p1 ? _("Player 1 wins on time") : _("Player 2 wins on time"));
  else if (record->type == ARB_RECORD_DRAW && record->reason == ARB_TERMINATION_ADJUDICATION)
    g_string_append (out, _("Draw by adjudication"));
  else if (record->type == ARB_RECORD_WIN)
    {
      record_score (record, score);
      g_string_append_printf (out, p1 ? _("Player 1 wins %u–%u") : _("Player 2 wins %u–%u"),
                              score[record->side & 1], score[(record->side & 1) ^ 1]);
    }
  else
    {
      record_score (record, score);
      g_string_append_printf (out, _("Draw %u–%u"), score[0], score[1]);
    }
}

/* One line for the printout, each sentence whole for the translators. */
void
arb_congkak_describe_record (gconstpointer    state,
                             const ArbRecord *record,
                             GString         *out)
{
  gboolean p1 = record->side == ARB_SIDE_FIRST;
  gboolean own = record->piece == ARB_SIDE_FIRST;

  switch (record->type)
    {
    case ARB_RECORD_MOVE:
      g_string_append_printf (out,
                              p1 ? g_dngettext (PKG, "Player 1 sows pit %s (%u seed)",
                                           "Player 1 sows pit %s (%u seeds)", record->count)
                                 : g_dngettext (PKG, "Player 2 sows pit %s (%u seed)",
                                           "Player 2 sows pit %s (%u seeds)", record->count),
                              record->text, record->count);
      break;

    case ARB_CONGKAK_RECORD_RELAY:
      g_string_append_printf (out,
                              own ? g_dngettext (PKG, "relay from Player 1's pit %s (%u seed)",
                                            "relay from Player 1's pit %s (%u seeds)",
                                            record->count)
                                  : g_dngettext (PKG, "relay from Player 2's pit %s (%u seed)",
                                            "relay from Player 2's pit %s (%u seeds)",
                                            record->count),
                              record->text, record->count);
      break;

    case ARB_RECORD_CAPTURE:
      g_string_append_printf (out,
                              own ? g_dngettext (PKG, "captures %u seed from Player 1's pit %s",
                                            "captures %u seeds from Player 1's pit %s",
                                            record->count)
                                  : g_dngettext (PKG, "captures %u seed from Player 2's pit %s",
                                            "captures %u seeds from Player 2's pit %s",
                                            record->count),
                              record->count, record->text);
      break;

    case ARB_CONGKAK_RECORD_RELAYS:
      /* The relays past the first ones of a long sowing, counted. */
      g_string_append_printf (out,
                              g_dngettext (PKG, "… %u more relay …", "… %u more relays …",
                                           record->count),
                              record->count);
      break;

    case ARB_CONGKAK_RECORD_ENDLESS:
      g_string_append_printf (out, _("the sowing stops after %u laps, without a capture"),
                              record->count);
      break;

    case ARB_CONGKAK_RECORD_LEFTOVER:
      g_string_append_printf (out,
                              p1 ? g_dngettext (PKG, "%u seed left goes to Player 1's store",
                                           "%u seeds left go to Player 1's store",
                                           record->count)
                                 : g_dngettext (PKG, "%u seed left goes to Player 2's store",
                                           "%u seeds left go to Player 2's store",
                                           record->count),
                              record->count);
      break;

    case ARB_RECORD_CLAIM:
      g_string_append (out, p1 ? _("Player 1 claims the end: the position occurred three times")
                               : _("Player 2 claims the end: the position occurred three times"));
      break;

    case ARB_RECORD_WIN:
    case ARB_RECORD_DRAW:
      describe_ending (record, out);
      break;

    case ARB_RECORD_SETUP:
      /* §8: the board (N, S) when the setup knows it, and the first player. */
      if (record->cell > 0 && record->count > 0)
        g_string_append_printf (out, _("N = %u, S = %u; "), record->cell,
                                record->count);
      if (record->text[0] != '\0')
        g_string_append_printf (out, p1 ? _("Player 1 moves first (coin seed %s)")
                                        : _("Player 2 moves first (coin seed %s)"),
                                record->text);
      else
        g_string_append (out, p1 ? _("Player 1 moves first (chosen)")
                                 : _("Player 2 moves first (chosen)"));
      break;

    case ARB_RECORD_RESIGN:
    default:
      /* Not a record of this game. */
      break;
    }
}

/* The same with the players' names, for the app: the records of a move
 * and the end; the others keep their "Player 1" words. */
void
arb_congkak_describe_record_named (gconstpointer      state,
                                   const ArbRecord   *record,
                                   const char *const *names,
                                   GString           *out)
{
  const char *mover = names[record->side & 1];
  const char *owner = names[record->piece & 1];
  guint score[ARB_N_SIDES];

  switch (record->type)
    {
    case ARB_RECORD_MOVE:
      /* Translators: a player's name, a pit's number, the seeds sown */
      g_string_append_printf (out, g_dngettext (PKG, "%s sows pit %s (%u seed)",
                                                "%s sows pit %s (%u seeds)", record->count),
                              mover, record->text, record->count);
      break;

    case ARB_CONGKAK_RECORD_RELAY:
      /* Translators: the owner's name, the pit's number, the seeds taken
       * up; in French "relais depuis le trou %2$s (%1$s, %3$u graines)" */
      g_string_append_printf (out, g_dngettext (PKG, "relay from %s's pit %s (%u seed)",
                                                "relay from %s's pit %s (%u seeds)",
                                                record->count),
                              owner, record->text, record->count);
      break;

    case ARB_RECORD_CAPTURE:
      /* Translators: the seeds taken, the owner's name, the pit's number */
      g_string_append_printf (out, g_dngettext (PKG, "captures %u seed from %s's pit %s",
                                                "captures %u seeds from %s's pit %s",
                                                record->count),
                              record->count, owner, record->text);
      break;

    case ARB_CONGKAK_RECORD_LEFTOVER:
      /* Translators: the seeds, the store's owner */
      g_string_append_printf (out, g_dngettext (PKG, "%u seed left goes to %s's store",
                                                "%u seeds left go to %s's store",
                                                record->count),
                              record->count, mover);
      break;

    case ARB_RECORD_CLAIM:
      /* Translators: a player's name */
      g_string_append_printf (out, _("%s claims the end: the position occurred three times"),
                              mover);
      break;

    case ARB_RECORD_WIN:
      if (record->reason == ARB_TERMINATION_FORFEIT)
        {
          /* Translators: a player's name */
          g_string_append_printf (out, C_("named player", "%s wins by forfeit"), mover);
          break;
        }
      if (record->reason == ARB_TERMINATION_TIME_FORFEIT)
        {
          /* Translators: a player's name */
          g_string_append_printf (out, C_("named player", "%s wins on time"), mover);
          break;
        }
      record_score (record, score);
      /* Translators: the winner's name, then the stores, the winner's first */
      g_string_append_printf (out, _("%s wins %u–%u"), mover, score[record->side & 1],
                              score[(record->side & 1) ^ 1]);
      break;

    default:
      arb_congkak_describe_record (state, record, out);
      break;
    }
}

/* §9.3's record objects. */
void
arb_congkak_record_json (gconstpointer    state,
                         const ArbRecord *record,
                         GString         *out)
{
  const char *side = side_ids[record->side & 1];
  guint score[ARB_N_SIDES];

  switch (record->type)
    {
    case ARB_RECORD_MOVE:
      g_string_append_printf (out, "{\"type\":\"move\",\"side\":\"%s\",\"pit\":%u,\"seeds\":%u}",
                              side, (guint) strtoul (record->text, NULL, 10), record->count);
      break;

    case ARB_CONGKAK_RECORD_RELAY:
    case ARB_RECORD_CAPTURE:
      g_string_append_printf (out, "{\"type\":\"%s\",\"side\":\"%s\",\"owner\":\"%s\","
                              "\"pit\":%u,\"seeds\":%u}",
                              arb_rules_record_id (&arb_congkak_rules, record->type), side,
                              side_ids[record->piece & 1],
                              (guint) strtoul (record->text, NULL, 10), record->count);
      break;

    /* Not in §9.3: replay --json expands it into its relays. */
    case ARB_CONGKAK_RECORD_RELAYS:
      g_string_append_printf (out, "{\"type\":\"relays\",\"side\":\"%s\",\"first\":%u,"
                              "\"count\":%u}", side, record->cell, record->count);
      break;

    case ARB_CONGKAK_RECORD_ENDLESS:
      g_string_append_printf (out, "{\"type\":\"endless\",\"side\":\"%s\",\"laps\":%u}", side,
                              record->count);
      break;

    case ARB_RECORD_CLAIM:
      g_string_append_printf (out, "{\"type\":\"claim\",\"side\":\"%s\","
                              "\"reason\":\"repetition\"}", side);
      break;

    case ARB_CONGKAK_RECORD_LEFTOVER:
      g_string_append_printf (out, "{\"type\":\"leftover\",\"side\":\"%s\",\"seeds\":%u}", side,
                              record->count);
      break;

    /* A referee's decision (the match referee's) has no final score: its
     * reason instead. */
    case ARB_RECORD_WIN:
      if (record->reason == ARB_TERMINATION_FORFEIT
          || record->reason == ARB_TERMINATION_TIME_FORFEIT)
        {
          g_string_append_printf (out, "{\"type\":\"win\",\"side\":\"%s\",\"reason\":\"%s\"}",
                                  side, record->reason == ARB_TERMINATION_FORFEIT
                                          ? "forfeit" : "time-forfeit");
          break;
        }
      record_score (record, score);
      g_string_append_printf (out, "{\"type\":\"win\",\"side\":\"%s\",\"score\":[%u,%u]}", side,
                              score[0], score[1]);
      break;

    case ARB_RECORD_DRAW:
      if (record->reason == ARB_TERMINATION_ADJUDICATION)
        {
          g_string_append (out, "{\"type\":\"draw\",\"reason\":\"adjudication\"}");
          break;
        }
      record_score (record, score);
      g_string_append_printf (out, "{\"type\":\"draw\",\"score\":[%u,%u]}", score[0], score[1]);
      break;

    case ARB_RECORD_SETUP:
      g_string_append_printf (out, "{\"type\":\"setup\",\"side\":\"%s\",\"coin_seed\":%s}", side,
                              record->text[0] != '\0' ? record->text : "null");
      break;

    case ARB_RECORD_RESIGN:
    default:
      g_string_append (out, "{\"type\":\"unknown\"}");
      break;
    }
}

/* §9.4: the whole object of one position, fields in the spec's order. */
void
arb_congkak_inspect_json (gconstpointer state,
                          GString      *out)
{
  const ArbCongkakPosition *pos = state;
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  g_autofree ArbCongkakPosition *after = g_new0 (ArbCongkakPosition, 1);
  g_autofree ArbCongkakUndo *undo = g_new (ArbCongkakUndo, 1);
  g_autofree char **texts = NULL;
  ArbOutcome outcome;
  guint score[ARB_N_SIDES];
  int winner;

  arb_congkak_outcome (pos, &outcome);
  arb_congkak_generate (pos, list);
  arb_congkak_score (pos, score);

  /* The moves byte-sorted as text ("1", "10", "2"), each with its cell. */
  texts = g_new0 (char *, list->n_moves + 1);
  for (guint i = 0; i < list->n_moves; i++)
    {
      char buf[ARB_MOVE_TEXT_MAX];

      arb_congkak_move_to_text (pos, &list->moves[i], buf);
      /* "TEXT\0" followed by the index, so that sorting keeps the move. */
      texts[i] = g_strdup_printf ("%s%c%u", buf, '\0', i);
    }
  qsort (texts, list->n_moves, sizeof *texts, compare_texts);

  g_string_append (out, "{\"fen\":\"");
  arb_congkak_write_position (pos, out);
  g_string_append_printf (out, "\",\"turn\":\"%s\",\"over\":%s,\"result\":\"%s\",\"winner\":",
                          side_ids[pos->turn & 1],
                          outcome.result != ARB_RESULT_NONE ? "true" : "false",
                          arb_result_to_string (outcome.result));
  winner = arb_result_winner (outcome.result);
  if (winner >= 0)
    g_string_append_printf (out, "\"%s\"", side_ids[winner]);
  else
    g_string_append (out, "null");
  g_string_append (out, ",\"moves\":[");
  for (guint i = 0; i < list->n_moves; i++)
    g_string_append_printf (out, i == 0 ? "\"%s\"" : ",\"%s\"", texts[i]);
  g_string_append_printf (out, "],\"score\":[%u,%u],\"after\":{", score[0], score[1]);
  for (guint i = 0; i < list->n_moves; i++)
    {
      guint index = (guint) strtoul (texts[i] + strlen (texts[i]) + 1, NULL, 10);

      memcpy (after, pos, sizeof *pos);
      arb_congkak_make (after, &list->moves[index], undo);
      g_string_append_printf (out, i == 0 ? "\"%s\":\"" : ",\"%s\":\"", texts[i]);
      arb_congkak_write_position (after, out);
      g_string_append_c (out, '"');
    }
  g_string_append (out, "}}");
  for (guint i = 0; i < list->n_moves; i++)
    g_free (texts[i]);
}
