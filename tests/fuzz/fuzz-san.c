/* fuzz-san.c — libFuzzer harness for reading moves (SAN and coordinates)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input's first line is a FEN (the standard start position when it does
 * not parse); every later line is a move text, read with arb_move_parse()
 * against the position reached so far. Checked:
 * - a refusal is an ARB_NOTATION_ERROR with a valid UTF-8 message, and
 *   leaves the move untouched;
 * - an accepted move is legal (arb_position_is_legal()), its SAN and its
 *   coordinates read back as the same move, and once it is played
 *   (arb_position_make_move()) the position is valid and survives a FEN
 *   round trip;
 * - in the first position (any position the FEN line sets up), the rules
 *   agree with themselves: the generator lists exactly the moves
 *   can_move() allows, explain_move() says OK exactly for those,
 *   find_movers() finds exactly the pieces can_move() lets go to a square
 *   (for both sides), is_attacked() and is_in_check() agree with
 *   can_move(), and every generated move makes the round trip through SAN
 *   and coordinates, with a SAN that fits ARB_SAN_MAX, and back through
 *   unmake_move().
 */

#include "fuzz-common.h"

/* How many positions of one input get the whole cross-check of the rules
 * (check_rules()); the others get arb_fuzz_check_position() only. */
#define MAX_RULE_CHECKS 1

/* ------------------------------------------------------------ statics */

ARB_FUZZ_ORACLE static void
check_round_trips (const ArbPosition *pos,
                   ArbChessMove            move)
{
  char san[ARB_SAN_MAX];
  char coord[ARB_COORD_MAX];
  ArbChessMove back;
  ArbPosition after = *pos;
  ArbUndo undo;
  g_autoptr(GError) error = NULL;

  arb_move_to_san (pos, move, san);
  ARB_FUZZ_CHECK (san[0] != '\0' && strlen (san) < ARB_SAN_MAX, "bad SAN '%s'", san);
  ARB_FUZZ_CHECK (arb_move_parse (pos, san, &back, &error),
                  "SAN '%s' does not read back: %s", san, error->message);
  ARB_FUZZ_CHECK (arb_chess_move_equal (move, back), "SAN '%s' reads back as another move", san);
  ARB_FUZZ_CHECK (arb_move_from_san (pos, san, &back, &error),
                  "SAN '%s' is refused by arb_move_from_san(): %s", san, error->message);
  ARB_FUZZ_CHECK (arb_chess_move_equal (move, back), "SAN '%s' reads back as another move", san);

  arb_move_to_coord (move, coord);
  ARB_FUZZ_CHECK (strlen (coord) == 4, "bad coordinates '%s'", coord);
  ARB_FUZZ_CHECK (arb_move_parse (pos, coord, &back, &error),
                  "'%s' does not read back: %s", coord, error->message);
  ARB_FUZZ_CHECK (arb_chess_move_equal (move, back), "'%s' reads back as another move", coord);
  ARB_FUZZ_CHECK (arb_move_from_coord (pos, coord, &back, &error),
                  "'%s' is refused by arb_move_from_coord(): %s", coord, error->message);
  ARB_FUZZ_CHECK (arb_chess_move_equal (move, back), "'%s' reads back as another move", coord);

  arb_position_make_move (&after, move, &undo);
  arb_position_unmake_move (&after, &undo);
  ARB_FUZZ_CHECK (arb_fuzz_same_position (pos, &after), "unmake after %s", san);
}

/* The rules against themselves, on @pos. */
ARB_FUZZ_ORACLE static void
check_rules (const ArbPosition *pos)
{
  /* can[s][from][to]: the game's rule for side s. */
  static gboolean can[ARB_N_SIDES][ARB_N_SQUARES][ARB_N_SQUARES];
  gboolean listed[ARB_N_SQUARES][ARB_N_SQUARES];
  ArbChessMoveList list;
  guint n_allowed = 0;

  for (int s = 0; s < ARB_N_SIDES; s++)
    for (int from = 0; from < ARB_N_SQUARES; from++)
      for (int to = 0; to < ARB_N_SQUARES; to++)
        {
          int fx = ARB_SQUARE_X (from), fy = ARB_SQUARE_Y (from);
          int tx = ARB_SQUARE_X (to), ty = ARB_SQUARE_Y (to);
          ArbPiece piece = pos->board[fx][fy];
          ArbSquare blocker;
          ArbChessReason reason;

          /* Only a piece of side s can move for s (spec §4.2): asking for
           * the other squares would cost time and prove nothing more. */
          if (piece == ARB_PIECE_NONE || arb_piece_side (piece) != (ArbSide) s)
            {
              can[s][from][to] = FALSE;
              continue;
            }
          can[s][from][to] = arb_position_can_move (pos, fx, fy, tx, ty, (ArbSide) s);
          reason = arb_position_explain_move (pos, fx, fy, tx, ty, (ArbSide) s, &blocker);
          ARB_FUZZ_CHECK ((reason == ARB_MOVE_REASON_OK) == can[s][from][to],
                          "explain_move says %d, can_move says %d (%d,%d)->(%d,%d)",
                          reason, can[s][from][to], fx, fy, tx, ty);
          ARB_FUZZ_CHECK ((reason == ARB_MOVE_REASON_BLOCKED) == (blocker < ARB_N_SQUARES),
                          "a blocker without BLOCKED, or BLOCKED without one");
          if (s == (int) pos->turn && can[s][from][to])
            n_allowed++;
        }

  /* The generator: exactly the allowed moves of the side to move, once each. */
  memset (listed, 0, sizeof listed);
  arb_position_generate_moves (pos, &list);
  ARB_FUZZ_CHECK (list.n_moves <= ARB_MAX_MOVES, "%u moves", list.n_moves);
  for (guint i = 0; i < list.n_moves; i++)
    {
      ArbChessMove m = list.moves[i];

      ARB_FUZZ_CHECK (m.from < ARB_N_SQUARES && m.to < ARB_N_SQUARES, "move off the board");
      ARB_FUZZ_CHECK (!listed[m.from][m.to], "a move generated twice");
      listed[m.from][m.to] = TRUE;
      ARB_FUZZ_CHECK (can[pos->turn][m.from][m.to], "a generated move can_move refuses");
      ARB_FUZZ_CHECK (arb_position_is_legal (pos, m), "a generated move is_legal refuses");
      check_round_trips (pos, m);
    }
  ARB_FUZZ_CHECK (list.n_moves == n_allowed, "generated %u moves, can_move allows %u",
                  list.n_moves, n_allowed);
  ARB_FUZZ_CHECK (arb_position_has_moves (pos) == (n_allowed > 0), "has_moves is wrong");

  /* find_movers, for each side, piece type and destination. */
  for (int s = 0; s < ARB_N_SIDES; s++)
    for (int type = ARB_PIECE_TYPE_KING; type <= ARB_PIECE_TYPE_PAWN; type++)
      for (int to = 0; to < ARB_N_SQUARES; to++)
        {
          ArbPiece wanted = arb_piece_make ((ArbPieceType) type, (ArbSide) s);
          ArbSquare movers[ARB_N_SQUARES];
          guint n, expected = 0;
          int previous = -1;

          n = arb_position_find_movers (pos, (ArbPieceType) type, (ArbSide) s, (ArbSquare) to,
                                        movers, G_N_ELEMENTS (movers));
          for (int from = 0; from < ARB_N_SQUARES; from++)
            if (can[s][from][to]
                && pos->board[ARB_SQUARE_X (from)][ARB_SQUARE_Y (from)] == wanted)
              expected++;
          ARB_FUZZ_CHECK (n == expected, "find_movers finds %u, can_move allows %u", n,
                          expected);
          for (guint k = 0; k < n; k++)
            {
              ARB_FUZZ_CHECK (movers[k] < ARB_N_SQUARES && can[s][movers[k]][to],
                              "find_movers finds a piece that cannot move there");
              ARB_FUZZ_CHECK ((int) movers[k] > previous, "find_movers: not in board order");
              previous = movers[k];
            }
        }

  /* is_attacked on an occupied square, and check (spec §6). */
  for (int sq = 0; sq < ARB_N_SQUARES; sq++)
    {
      ArbPiece piece = pos->board[ARB_SQUARE_X (sq)][ARB_SQUARE_Y (sq)];
      ArbSide by;
      gboolean attacked = FALSE;

      if (piece == ARB_PIECE_NONE)
        continue;
      by = arb_side_negate (arb_piece_side (piece));
      for (int from = 0; from < ARB_N_SQUARES; from++)
        attacked = attacked || can[by][from][sq];
      ARB_FUZZ_CHECK (arb_position_is_attacked (pos, (ArbSquare) sq, by) == attacked,
                      "is_attacked disagrees with can_move on square %d", sq);
      if (arb_piece_type (piece) == ARB_PIECE_TYPE_KING)
        ARB_FUZZ_CHECK (arb_position_is_in_check (pos, arb_piece_side (piece)) == attacked,
                        "is_in_check disagrees with can_move");
    }
  for (int s = 0; s < ARB_N_SIDES; s++)
    if (pos->king[s] == ARB_SQUARE_NONE)
      ARB_FUZZ_CHECK (!arb_position_is_in_check (pos, (ArbSide) s), "in check without a King");
}

/* ---------------------------------------------------------- entry points */

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  arb_fuzz_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = arb_fuzz_strndup (data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  ArbPosition pos;
  guint n_rule_checks = 1;

  if (lines[0] == NULL || !arb_fen_parse (lines[0], &pos, NULL))
    arb_position_init_start (&pos);
  arb_fuzz_check_position (&pos);
  check_rules (&pos);

  for (guint i = 1; lines[0] != NULL && lines[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      ArbChessMove move = { 0xee, 0xee };
      ArbUndo undo;

      if (!arb_move_parse (&pos, lines[i], &move, &error))
        {
          arb_fuzz_check_error (error, ARB_NOTATION_ERROR);
          ARB_FUZZ_CHECK (move.from == 0xee && move.to == 0xee,
                          "a refused move text changed the move");
          continue;
        }
      ARB_FUZZ_CHECK (error == NULL, "success with an error set");
      ARB_FUZZ_CHECK (arb_position_is_legal (&pos, move), "'%s' read as an illegal move",
                      lines[i]);
      check_round_trips (&pos, move);

      arb_position_make_move (&pos, move, &undo);
      arb_fuzz_check_position (&pos);
      /* The whole cross-check costs about a millisecond: on the first
       * position only, which the FEN line can make any position, so that
       * the move reader keeps its speed. */
      if (n_rule_checks++ < MAX_RULE_CHECKS)
        check_rules (&pos);
    }

  return 0;
}
