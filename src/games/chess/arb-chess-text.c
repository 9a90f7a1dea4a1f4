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

/* How the founding game's JSON names an ending (rules.md §9):
 * "none", "king_captured", "no_moves", "resignation", "agreement",
 * "repetition", "fifty_moves" or "no_pieces". */
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
    case ARB_TERMINATION_MOVE_RULE:     return "fifty_moves";
    case ARB_TERMINATION_NO_PIECES:     return "no_pieces";
    case ARB_TERMINATION_FORFEIT:       return "forfeit";
    case ARB_TERMINATION_ADJUDICATION:  return "adjudication";
    case ARB_TERMINATION_FLAG_FALL_DRAW: return "flag_fall_bare_king";
    case ARB_TERMINATION_TIME_FORFEIT:  return "time_forfeit";
    case ARB_TERMINATION_NONE:
    default:                            return "none";
    }
}

/* How standard chess's and Chess960's JSON names an ending, in the words
 * of `inspect` (hyphenated, as lichess, chessops and Arbiter's other games
 * write them): one vocabulary for both commands (docs/cli.md). */
static const char *
variant_reason_id (ArbResult      result,
                   ArbTermination reason)
{
  switch (reason)
    {
    case ARB_TERMINATION_NO_MOVES:
      return result == ARB_RESULT_DRAW ? "stalemate" : "checkmate";
    case ARB_TERMINATION_DEAD_POSITION:    return "insufficient-material";
    case ARB_TERMINATION_MOVE_LIMIT:       return "seventy-five-moves";
    case ARB_TERMINATION_REPETITION_LIMIT: return "fivefold";
    case ARB_TERMINATION_RESIGNATION:      return "resignation";
    case ARB_TERMINATION_AGREEMENT:        return "agreement";
    case ARB_TERMINATION_REPETITION:       return "threefold";
    case ARB_TERMINATION_MOVE_RULE:        return "fifty-moves";
    case ARB_TERMINATION_FORFEIT:          return "forfeit";
    case ARB_TERMINATION_ADJUDICATION:     return "adjudication";
    case ARB_TERMINATION_FLAG_FALL_DRAW:   return "flag-fall-bare-king";
    case ARB_TERMINATION_TIME_FORFEIT:     return "time-forfeit";
    default:                               return "none";
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
    case ARB_TERMINATION_ADJUDICATION: return "adjudicated by the referee";
    default:                          return "drawn";
    }
}

/* A move record as UCI writes it in the game's variant, as `moves` lists
 * it (arb_chess_uci_text()): the record keeps a castling as the King onto
 * its own Rook, and a King that moves more than one file is castling. */
static void
record_uci_text (const ArbChessPosition *pos,
                 const ArbRecord        *record,
                 char                    buf[ARB_COORD_MAX + 1])
{
  ArbChessMove chess = arb_chess_move_from_move (&record->move);
  gboolean castling = arb_piece_type ((ArbPiece) record->piece) == ARB_PIECE_TYPE_KING
                      && ABS (ARB_SQUARE_X (chess.from) - ARB_SQUARE_X (chess.to)) > 1;

  arb_chess_uci_text (pos->variant, chess, castling, buf);
}

/**
 * arb_chess_describe_record:
 * @record: a record of a chess game
 * @out: where to append its line, e.g. "White plays e2e4 (e4)", "Check:
 *   Black's King is attacked", "White wins: the Black King was captured"
 */
void
arb_chess_describe_record (gconstpointer    state,
                           const ArbRecord *record,
                           GString         *out)
{
  char uci[ARB_COORD_MAX + 1];

  switch (record->type)
    {
    case ARB_RECORD_MOVE:
      record_uci_text (state, record, uci);
      g_string_append_printf (out, "%s plays %s (%s)", side_title (record->side), uci,
                              record->text);
      break;
    case ARB_CHESS_RECORD_CHECK:
      g_string_append_printf (out, "Check: %s's King is attacked", side_title (record->side));
      break;
    case ARB_RECORD_WIN:
      if (record->reason == ARB_TERMINATION_RESIGNATION)
        g_string_append_printf (out, "%s wins by resignation", side_title (record->side));
      else if (record->reason == ARB_TERMINATION_NO_MOVES)
        g_string_append_printf (out, "%s wins by checkmate", side_title (record->side));
      else if (record->reason == ARB_TERMINATION_FORFEIT)
        g_string_append_printf (out, "%s wins by forfeit", side_title (record->side));
      else if (record->reason == ARB_TERMINATION_TIME_FORFEIT)
        g_string_append_printf (out, "%s wins on time", side_title (record->side));
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
arb_chess_record_json (gconstpointer    state,
                       const ArbRecord *record,
                       GString         *out)
{
  const ArbChessPosition *pos = state;
  gboolean founding = pos->variant == ARB_CHESS_SIMPLIFIED;
  char uci[ARB_COORD_MAX + 1];

  switch (record->type)
    {
    case ARB_RECORD_MOVE:
      record_uci_text (pos, record, uci);
      g_string_append_printf (out, "{\"type\":\"move\",\"side\":\"%s\",\"from\":\"%.2s\","
                              "\"to\":\"%.2s\",", arb_side_name (record->side), uci, uci + 2);
      /* The founding game has no promotion: its object is as it was. */
      if (uci[4] != '\0')
        g_string_append_printf (out, "\"promotion\":\"%c\",", uci[4]);
      g_string_append_printf (out, "\"san\":\"%s\"}", record->text);
      break;

    case ARB_RECORD_WIN:
      /* The founding game's win names no reason (rules.md §9); the
       * variants' does, as `inspect`'s and the other games' do. */
      if (!founding)
        {
          g_string_append_printf (out, "{\"type\":\"win\",\"side\":\"%s\",\"reason\":\"%s\"}",
                                  arb_side_name (record->side),
                                  variant_reason_id (ARB_RESULT_FIRST_WINS, record->reason));
          break;
        }
      G_GNUC_FALLTHROUGH;
    case ARB_CHESS_RECORD_CHECK:
    case ARB_RECORD_RESIGN:
      g_string_append_printf (out, "{\"type\":\"%s\",\"side\":\"%s\"}",
                              arb_rules_record_id (&arb_chess_rules, record->type),
                              arb_side_name (record->side));
      break;

    case ARB_RECORD_DRAW:
      g_string_append_printf (out, "{\"type\":\"draw\",\"reason\":\"%s\"}",
                              founding ? termination_id (record->reason)
                                       : variant_reason_id (ARB_RESULT_DRAW, record->reason));
      break;

    case ARB_RECORD_CAPTURE:
    default:
      g_assert_not_reached ();
    }
}

/* How `inspect` names the end of a position of standard chess: only the
 * endings a position shows by itself (a checkmate, a stalemate, a dead
 * position, a halfmove clock at 150), in variant_reason_id()'s words. */
static const char *
inspect_reason (const ArbOutcome *outcome)
{
  switch (outcome->reason)
    {
    case ARB_TERMINATION_NO_MOVES:
    case ARB_TERMINATION_DEAD_POSITION:
    case ARB_TERMINATION_MOVE_LIMIT:
    case ARB_TERMINATION_REPETITION_LIMIT:
      return variant_reason_id (outcome->result, outcome->reason);
    default:
      return NULL;
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
