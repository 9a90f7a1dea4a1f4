/* arb-checkers-json.c — checkers' records in words and JSON, and the JSON
 * of a position (spec §8, §9.3, §9.4)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-checkers-private.h"

#include <glib/gi18n-lib.h>

static const char *const side_ids[ARB_N_SIDES] = { "black", "white" };

/* ------------------------------------------------------------- statics */

static const char *
termination_id (ArbTermination reason)
{
  switch (reason)
    {
    case ARB_TERMINATION_NO_MOVES: return "no-moves";
    case ARB_TERMINATION_NO_PIECES: return "no-pieces";
    case ARB_TERMINATION_RESIGNATION: return "resignation";
    case ARB_TERMINATION_AGREEMENT: return "agreement";
    case ARB_TERMINATION_REPETITION: return "repetition";
    /* The game's move-count rule: checkers' 40 moves each (§7). */
    case ARB_TERMINATION_MOVE_RULE: return "forty-moves";
    case ARB_TERMINATION_NONE:
    case ARB_TERMINATION_GAME:
    default: return NULL;
    }
}

static void
append_id (GString *out, const char *id)
{
  if (id != NULL)
    g_string_append_printf (out, "\"%s\"", id);
  else
    g_string_append (out, "null");
}

static const char *
result_string (ArbResult result)
{
  switch (result)
    {
    case ARB_RESULT_FIRST_WINS: return "1-0";
    case ARB_RESULT_SECOND_WINS: return "0-1";
    case ARB_RESULT_DRAW: return "1/2-1/2";
    case ARB_RESULT_NONE:
    default: return "*";
    }
}

static guint
square_of (guint cell)
{
  return arb_checkers_cell_to_square (cell);
}

/* ----------------------------------------------------- the rules table */

/* One line of the end-of-game printout (§8). The sentences name the sides
 * in full so that translators can inflect them. */
void
arb_checkers_describe_record (gconstpointer    state,
                              const ArbRecord *record,
                              GString         *out)
{
  gboolean black = record->side == ARB_SIDE_FIRST;
  gboolean king = arb_cell_piece_kind (record->piece) == ARB_CHECKERS_KING;
  char text[ARB_MOVE_TEXT_MAX];

  switch (record->type)
    {
    case ARB_RECORD_MOVE:
      if (record->text[0] != '\0')
        g_strlcpy (text, record->text, sizeof text);
      else
        arb_checkers_move_to_text (NULL, &record->move, text);
      g_string_append_printf (out, black ? _("Black plays %s") : _("White plays %s"), text);
      break;

    case ARB_RECORD_CAPTURE:
      if (king)
        g_string_append_printf (out, black ? _("Black's king on %u is captured")
                                           : _("White's king on %u is captured"),
                                square_of (record->cell));
      else
        g_string_append_printf (out, black ? _("Black's man on %u is captured")
                                           : _("White's man on %u is captured"),
                                square_of (record->cell));
      break;

    case ARB_CHECKERS_RECORD_CROWN:
      g_string_append_printf (out, black ? _("Black's man is crowned on %u")
                                         : _("White's man is crowned on %u"),
                              square_of (record->cell));
      break;

    case ARB_CHECKERS_RECORD_REGICIDE_CROWN:
      g_string_append_printf (out, black ? _("Black's man took a king and is crowned on %u")
                                         : _("White's man took a king and is crowned on %u"),
                              square_of (record->cell));
      break;

    case ARB_RECORD_WIN:
      if (record->reason == ARB_TERMINATION_NO_PIECES)
        g_string_append (out, black ? _("Black wins: White has no pieces left")
                                    : _("White wins: Black has no pieces left"));
      else if (record->reason == ARB_TERMINATION_NO_MOVES)
        g_string_append (out, black ? _("Black wins: White cannot move")
                                    : _("White wins: Black cannot move"));
      else if (record->reason == ARB_TERMINATION_RESIGNATION)
        g_string_append (out, black ? _("Black wins by resignation")
                                    : _("White wins by resignation"));
      else if (record->reason == ARB_TERMINATION_FORFEIT)
        g_string_append (out, black ? _("Black wins by forfeit")
                                    : _("White wins by forfeit"));
      else if (record->reason == ARB_TERMINATION_TIME_FORFEIT)
        g_string_append (out, black ? _("Black wins on time") : _("White wins on time"));
      else
        g_string_append (out, black ? _("Black wins") : _("White wins"));
      break;

    case ARB_RECORD_DRAW:
      if (record->reason == ARB_TERMINATION_AGREEMENT)
        g_string_append (out, _("Draw: agreed by both players"));
      else if (record->reason == ARB_TERMINATION_REPETITION)
        g_string_append (out, _("Draw claimed: the same position for the third time"));
      else if (record->reason == ARB_TERMINATION_MOVE_RULE)
        g_string_append (out, _("Draw claimed: 40 moves each without a man move or a capture"));
      else
        g_string_append (out, _("Draw"));
      break;

    case ARB_RECORD_RESIGN:
      g_string_append (out, black ? _("Black resigns") : _("White resigns"));
      break;

    default:
      /* Not a record of this game: nothing to say. */
      break;
    }
}

/* §9.4: exactly fen, turn, over, result, winner, moves; on one line. */
void
arb_checkers_inspect_json (gconstpointer state,
                           GString      *out)
{
  const ArbCheckersPosition *pos = state;
  g_auto (GStrv) moves = arb_rules_legal_move_texts (&arb_checkers_rules, state);
  ArbOutcome outcome;
  int winner;

  arb_checkers_outcome (pos, &outcome);
  g_string_append (out, "{\"fen\": \"");
  arb_checkers_write_position (pos, out);
  g_string_append_printf (out, "\", \"turn\": \"%s\", \"over\": %s, \"result\": \"%s\", "
                          "\"winner\": ",
                          side_ids[pos->turn & 1],
                          outcome.result != ARB_RESULT_NONE ? "true" : "false",
                          result_string (outcome.result));
  winner = arb_result_winner (outcome.result);
  append_id (out, winner >= 0 ? side_ids[winner] : NULL);
  g_string_append (out, ", \"moves\": [");
  for (guint i = 0; moves[i] != NULL; i++)
    g_string_append_printf (out, i == 0 ? "\"%s\"" : ", \"%s\"", moves[i]);
  g_string_append (out, "]}");
}

/* §9.3's record objects for `replay --json`. In a move's records "side"
 * is the mover's: a capture's is the other side of the taken piece. */
void
arb_checkers_record_json (gconstpointer    state,
                          const ArbRecord *record,
                          GString         *out)
{
  const char *side = side_ids[record->side & 1];
  gboolean king = arb_cell_piece_kind (record->piece) == ARB_CHECKERS_KING;

  switch (record->type)
    {
    case ARB_RECORD_MOVE:
      g_string_append_printf (out, "{\"type\": \"move\", \"side\": \"%s\", \"piece\": \"%s\", "
                              "\"from\": %u, \"to\": %u, \"path\": [",
                              side, king ? "king" : "man",
                              record->move.n_cells > 0 ? square_of (record->move.cells[0]) : 0,
                              record->move.n_cells > 0 ? square_of (arb_move_last (&record->move))
                                                       : 0);
      for (guint i = 0; i < record->move.n_cells && i < ARB_MOVE_MAX_CELLS; i++)
        g_string_append_printf (out, i == 0 ? "%u" : ", %u", square_of (record->move.cells[i]));
      g_string_append (out, "]}");
      break;

    case ARB_RECORD_CAPTURE:
      g_string_append_printf (out, "{\"type\": \"capture\", \"side\": \"%s\", \"square\": %u, "
                              "\"piece\": \"%s\"}",
                              side_ids[(record->side ^ 1) & 1], square_of (record->cell),
                              king ? "king" : "man");
      break;

    case ARB_CHECKERS_RECORD_CROWN:
    case ARB_CHECKERS_RECORD_REGICIDE_CROWN:
      g_string_append_printf (out, "{\"type\": \"%s\", \"side\": \"%s\", \"square\": %u}",
                              arb_rules_record_id (&arb_checkers_rules, record->type),
                              side, square_of (record->cell));
      break;

    case ARB_RECORD_WIN:
      g_string_append_printf (out, "{\"type\": \"win\", \"side\": \"%s\", \"reason\": ", side);
      append_id (out, termination_id (record->reason));
      g_string_append_c (out, '}');
      break;

    case ARB_RECORD_DRAW:
      g_string_append (out, "{\"type\": \"draw\", \"reason\": ");
      append_id (out, termination_id (record->reason));
      g_string_append_c (out, '}');
      break;

    case ARB_RECORD_RESIGN:
      g_string_append_printf (out, "{\"type\": \"resign\", \"side\": \"%s\"}", side);
      break;

    default:
      g_string_append (out, "{\"type\": null}");
      break;
    }
}
