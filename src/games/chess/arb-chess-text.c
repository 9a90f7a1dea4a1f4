/* arb-chess-text.c — chess's words: history lines and the CLI's JSON
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-chess-private.h"

/* The printout and files are English (the CLI's contract); the app words
 * the game itself. */
static const char *
side_title (ArbSide side)
{
  return arb_chess_rules.player_names[side];
}

/* How chess's JSON names an ending (rules.md §9):
 * "none", "king_captured", "no_moves", "resignation", "agreement",
 * "repetition", "fifty_moves" or "no_pieces"; standard chess adds
 * "dead_position", "seventy_five_moves" and "fivefold". */
static const char *
termination_id (ArbTermination reason)
{
  switch (reason)
    {
    case ARB_CHESS_TERMINATION_KING_CAPTURED: return "king_captured";
    case ARB_TERMINATION_NO_MOVES:      return "no_moves";
    case ARB_TERMINATION_RESIGNATION:   return "resignation";
    case ARB_TERMINATION_AGREEMENT:     return "agreement";
    case ARB_TERMINATION_REPETITION:    return "repetition";
    case ARB_TERMINATION_MOVE_RULE:   return "fifty_moves";
    case ARB_TERMINATION_NO_PIECES:     return "no_pieces";
    case ARB_TERMINATION_DEAD_POSITION: return "dead_position";
    case ARB_TERMINATION_MOVE_LIMIT:    return "seventy_five_moves";
    case ARB_TERMINATION_REPETITION_LIMIT: return "fivefold";
    case ARB_TERMINATION_FLAG_FALL_DRAW: return "flag_fall_bare_king";
    case ARB_TERMINATION_NONE:
    default:                            return "none";
    }
}

static const char *
draw_reason_words (ArbTermination reason)
{
  switch (reason)
    {
    case ARB_TERMINATION_NO_MOVES:    return "the side to move has no moves";
    case ARB_TERMINATION_AGREEMENT:   return "agreed by both players";
    case ARB_TERMINATION_REPETITION:  return "claimed: the same position occurred three times";
    case ARB_TERMINATION_MOVE_RULE: return "claimed: 100 plies without a capture or a pawn move";
    case ARB_TERMINATION_DEAD_POSITION: return "dead position, neither side can checkmate";
    case ARB_TERMINATION_MOVE_LIMIT: return "150 plies without a capture or a pawn move";
    case ARB_TERMINATION_REPETITION_LIMIT: return "the same position occurred five times";
    case ARB_TERMINATION_FLAG_FALL_DRAW: return "a flag fell against a bare King";
    default:                          return "drawn";
    }
}

/* The piece a pawn becomes, as UCI writes it after the squares ("q" of
 * a7a8q); "" for any other move (ArbMove's choice: Queen 2 … Knight 5). */
static const char *
promotion_letter (const ArbMove *move)
{
  static const char *const letters[] = { "q", "r", "b", "n" };

  if (move->choice >= 2 && move->choice <= 5)
    return letters[move->choice - 2];
  return "";
}

/**
 * arb_chess_describe_record:
 * @record: a record of a chess game
 * @out: where to append its line, e.g. "White plays e2e4 (e4)", "Check:
 *   Black's King is attacked", "White wins: the Black King was captured"
 */
void
arb_chess_describe_record (const ArbRecord *record,
                           GString         *out)
{
  char from[3], to[3];

  switch (record->type)
    {
    case ARB_RECORD_MOVE:
      arb_square_to_name ((ArbSquare) record->move.cells[0], from);
      arb_square_to_name ((ArbSquare) record->move.cells[1], to);
      g_string_append_printf (out, "%s plays %s%s%s (%s)", side_title (record->side), from, to,
                              promotion_letter (&record->move), record->text);
      break;
    case ARB_CHESS_RECORD_CHECK:
      g_string_append_printf (out, "Check: %s's King is attacked", side_title (record->side));
      break;
    case ARB_RECORD_WIN:
      if (record->reason == ARB_TERMINATION_RESIGNATION)
        g_string_append_printf (out, "%s wins by resignation", side_title (record->side));
      else if (record->reason == ARB_TERMINATION_NO_MOVES)
        g_string_append_printf (out, "%s wins by checkmate", side_title (record->side));
      else
        g_string_append_printf (out, "%s wins: the %s King was captured",
                                side_title (record->side),
                                side_title (arb_side_negate (record->side)));
      break;
    case ARB_RECORD_DRAW:
      g_string_append_printf (out, "Draw: %s", draw_reason_words (record->reason));
      break;
    case ARB_RECORD_RESIGN:
      g_string_append_printf (out, "%s resigns", side_title (record->side));
      break;
    case ARB_RECORD_CAPTURE:
    default:
      g_return_if_reached ();
    }
}

/* The JSON is written by hand rather than through a JsonBuilder: replaying
 * a database prints millions of records, and every string in them comes
 * from a fixed vocabulary of ASCII letters, digits, '/', '+' and '-'
 * (sides, types, squares, SAN, FEN, results), which JSON needs no escape
 * for. tests/test-cli.c parses the output with json-glib. */

/**
 * arb_chess_record_json:
 * @record: a record of a chess game
 * @out: where to append its object of `replay --json` (docs/cli.md)
 */
void
arb_chess_record_json (const ArbRecord *record,
                       GString         *out)
{
  char from[3];
  char to[3];

  switch (record->type)
    {
    case ARB_RECORD_MOVE:
      arb_square_to_name ((ArbSquare) record->move.cells[0], from);
      arb_square_to_name ((ArbSquare) record->move.cells[1], to);
      g_string_append_printf (out,
                              "{\"type\":\"move\",\"side\":\"%s\",\"from\":\"%s\",\"to\":\"%s\","
                              "\"san\":\"%s\"}",
                              arb_side_name (record->side), from, to, record->text);
      break;

    case ARB_CHESS_RECORD_CHECK:
    case ARB_RECORD_WIN:
    case ARB_RECORD_RESIGN:
      g_string_append_printf (out, "{\"type\":\"%s\",\"side\":\"%s\"}",
                              arb_rules_record_id (&arb_chess_rules, record->type),
                              arb_side_name (record->side));
      break;

    case ARB_RECORD_DRAW:
      g_string_append_printf (out, "{\"type\":\"draw\",\"reason\":\"%s\"}",
                              termination_id (record->reason));
      break;

    case ARB_RECORD_CAPTURE:
    default:
      g_assert_not_reached ();
    }
}

/* How `inspect` names the end of a position of standard chess (the
 * issue's words, hyphenated as lichess's and chessops' are). */
static const char *
inspect_reason (const ArbOutcome *outcome)
{
  switch (outcome->reason)
    {
    case ARB_TERMINATION_NO_MOVES:
      return outcome->result == ARB_RESULT_DRAW ? "stalemate" : "checkmate";
    case ARB_TERMINATION_DEAD_POSITION: return "insufficient-material";
    case ARB_TERMINATION_MOVE_LIMIT: return "seventy-five-moves";
    case ARB_TERMINATION_REPETITION_LIMIT: return "fivefold";
    default: return NULL;
    }
}

/**
 * arb_chess_inspect_json:
 * @state: a chess position
 * @out: where to append its `inspect` object (docs/cli.md), on one line
 */
void
arb_chess_inspect_json (gconstpointer state,
                        GString      *out)
{
  const ArbChessPosition *pos = state;
  char fen[ARB_FEN_MAX];
  ArbOutcome outcome;
  g_auto(GStrv) moves = NULL;
  int winner;

  arb_fen_write_buf (pos, fen);
  arb_chess_rules.outcome (pos, &outcome);
  winner = arb_result_winner (outcome.result);
  g_string_append_printf (out,
                          "{\"fen\":\"%s\",\"turn\":\"%s\",\"white_in_check\":%s,"
                          "\"black_in_check\":%s,\"over\":%s,\"result\":\"%s\",\"winner\":",
                          fen, arb_side_name (pos->turn),
                          arb_position_is_in_check (pos, ARB_SIDE_WHITE) ? "true" : "false",
                          arb_position_is_in_check (pos, ARB_SIDE_BLACK) ? "true" : "false",
                          outcome.result != ARB_RESULT_NONE ? "true" : "false",
                          arb_result_to_string (outcome.result));
  if (winner < 0)
    g_string_append (out, "null");
  else
    g_string_append_printf (out, "\"%s\"", arb_side_name ((ArbSide) winner));
  /* Standard chess and Chess960 say how the position ended (docs/cli.md);
   * the founding game's object is as it always was. */
  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    {
      const char *reason = inspect_reason (&outcome);

      g_string_append (out, ",\"reason\":");
      if (reason != NULL)
        g_string_append_printf (out, "\"%s\"", reason);
      else
        g_string_append (out, "null");
    }
  g_string_append (out, ",\"moves\":[");
  if (outcome.result == ARB_RESULT_NONE)
    {
      moves = arb_rules_legal_move_texts (&arb_chess_rules, pos);
      for (guint i = 0; moves[i] != NULL; i++)
        g_string_append_printf (out, "%s\"%s\"", i > 0 ? "," : "", moves[i]);
    }
  g_string_append (out, "]}");
}
