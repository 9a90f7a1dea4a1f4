/* fuzz-notation.c — libFuzzer harness for every game's move notation
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input names a game, a position and move texts:
 * - its first byte, the game: the byte minus '0', modulo the number of
 *   games ('0' chess, '1' Alquerque, '2' checkers, '3' Congkak: the
 *   registry's order; arb_fuzz_game_for_byte());
 * - the rest of the first line, the position: a position string of that
 *   game (a FEN for chess) when it reads as one; otherwise the game's start
 *   position with a move played for each byte of the line, the byte modulo
 *   the number of legal moves choosing which, until the game ends. So the
 *   fuzzer reaches positions of real play without having to write their
 *   strings, and an empty line is the start position;
 * - every later line, a move text, read with the table's move_from_text()
 *   against the position reached so far.
 * Checked, through the rules table, for every game:
 * - the first position passes arb_fuzz_check_state() and, the first time
 *   this process meets it (arb_fuzz_seen_before()), arb_fuzz_check_moves()
 *   with the texts: generate() and explain() agree, and the canonical text
 *   of every legal move (move_to_text(), and move_to_list_text() when the
 *   game has one) reads back as that move;
 * - a refused text is an ARB_NOTATION_ERROR or an ARB_MOVE_ERROR with a
 *   valid UTF-8 message;
 * - an accepted text is a well-formed move; read again when the history
 *   has ended the game it is refused with the game's "game over" reason.
 *   If explain() allows it, it is one the generator lists, its canonical
 *   texts read back as it, and once made the position passes
 *   arb_fuzz_check_state(). If explain() refuses it (a reader may leave a
 *   text that names its cells outright to explain(): chess coordinates),
 *   the game object refuses the text with that reason, as an
 *   ARB_MOVE_ERROR.
 * And for chess, in its own terms (what fuzz-san checked before the table):
 * - arb_move_parse() on each line: a refusal is an ARB_NOTATION_ERROR with
 *   a valid UTF-8 message that leaves the move untouched; an accepted move
 *   is arb_position_is_legal(), the move the table read, and its SAN and
 *   coordinates read back as it through arb_move_parse(),
 *   arb_move_from_san() and arb_move_from_coord(); make and unmake give
 *   back every field; the table reads no legal move arb_move_parse()
 *   refuses, and refuses none it reads unless a King is missing (the
 *   table's "game over");
 * - in the first position (the first time it is met), the rules agree
 *   with themselves: the generator
 *   lists exactly the moves can_move() allows, explain_move() says OK
 *   exactly for those, find_movers() finds exactly the pieces can_move()
 *   lets go to a square (for both sides), is_attacked() and is_in_check()
 *   agree with can_move(), and every generated move makes the round trip
 *   through SAN and coordinates, with a SAN that fits ARB_SAN_MAX, and back
 *   through unmake_move().
 */

#include "fuzz-common.h"

/* ------------------------------------------------------------ statics */

/* The chess statics are fuzz-san's, kept for what the table does not show. */

ARB_FUZZ_ORACLE static void
check_round_trips (const ArbChessPosition *pos,
                   ArbChessMove            move)
{
  char san[ARB_SAN_MAX];
  char coord[ARB_COORD_MAX];
  ArbChessMove back;
  ArbChessPosition after = *pos;
  ArbChessUndo undo;
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

/* The chess rules against themselves, on @pos, in chess's own terms. */
ARB_FUZZ_ORACLE static void
chess_check_rules (const ArbChessPosition *pos)
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

/* Chess's own reader on @line, against what the table's reader made of it
 * (@table_move when it accepted the text, @table_error when not). */
ARB_FUZZ_ORACLE static void
chess_check_line (const ArbChessPosition *pos,
                  const char        *line,
                  const ArbMove     *table_move,
                  const GError      *table_error)
{
  g_autoptr(GError) error = NULL;
  ArbChessMove move = { 0xee, 0xee, 0 };
  guint detail = 0;

  if (!arb_move_parse (pos, line, &move, &error))
    {
      arb_fuzz_check_error (error, ARB_NOTATION_ERROR);
      ARB_FUZZ_CHECK (move.from == 0xee && move.to == 0xee,
                      "a refused move text changed the move");
      /* The table reads coordinates without asking the rules: only a
       * move the rules refuse may get past it that way. */
      if (table_move != NULL)
        ARB_FUZZ_CHECK (arb_chess_rules.explain (pos, table_move, FALSE, &detail)
                        != ARB_REASON_OK,
                        "'%s': the table reads a legal move that arb_move_parse() refuses: %s",
                        line, error->message);
      return;
    }
  ARB_FUZZ_CHECK (error == NULL, "success with an error set");
  ARB_FUZZ_CHECK (arb_position_is_legal (pos, move), "'%s' read as an illegal move", line);
  check_round_trips (pos, move);

  if (table_move != NULL)
    ARB_FUZZ_CHECK (table_move->n_cells == 2
                    && arb_chess_move_equal (move, arb_chess_move_from_move (table_move)),
                    "'%s': the table reads another move than arb_move_parse()", line);
  else
    ARB_FUZZ_CHECK (table_error->domain == ARB_MOVE_ERROR
                    && table_error->code == (int) arb_chess_rules.reason_game_over
                    && (pos->king[ARB_SIDE_WHITE] == ARB_SQUARE_NONE
                        || pos->king[ARB_SIDE_BLACK] == ARB_SQUARE_NONE),
                    "'%s': the table refuses a move arb_move_parse() reads: %s", line,
                    table_error->message);
}

/* The first position: the line read as a position string, or the moves its
 * bytes choose from the start. */
static void
set_up (const ArbRules *rules,
        const char     *line,
        gpointer        state)
{
  g_autofree ArbMoveList *list = NULL;
  g_autofree gpointer undo = NULL;

  if (rules->read_position (state, line, NULL))
    return;

  rules->init_start (state);
  list = g_new (ArbMoveList, 1);
  undo = g_malloc0 (rules->undo_size);
  for (const char *p = line; *p != '\0'; p++)
    {
      rules->generate (state, list);
      if (list->n_moves == 0)
        break;
      rules->make (state, &list->moves[(guchar) *p % list->n_moves], undo);
    }
}

/* A move the table's reader accepted: legal or, when explain() refuses it,
 * refused by the game object for the same reason. Returns whether it is
 * legal. */
ARB_FUZZ_ORACLE static gboolean
check_accepted (const ArbRules *rules,
                gconstpointer   state,
                const char     *line,
                const ArbMove  *move)
{
  g_autoptr(GError) over_error = NULL;
  g_autofree ArbMoveList *list = NULL;
  ArbMove ignored;
  guint detail = 0;
  guint reason;
  gboolean listed = FALSE;

  ARB_FUZZ_CHECK (move->n_cells >= 1 && move->n_cells <= ARB_MOVE_MAX_CELLS,
                  "%s: '%s' read as a move of %u cells", rules->id, line, move->n_cells);
  for (guint c = 0; c < move->n_cells; c++)
    ARB_FUZZ_CHECK (move->cells[c] < rules->n_cells, "%s: '%s' read as a move off the board",
                    rules->id, line);

  /* What the game object asks once a resignation or an agreement ended the
   * game: the text is refused, for that reason. */
  ARB_FUZZ_CHECK (!rules->move_from_text (state, line, TRUE, &ignored, &over_error),
                  "%s: '%s' read in a game the history ended", rules->id, line);
  ARB_FUZZ_CHECK (over_error != NULL && over_error->domain == ARB_MOVE_ERROR
                  && over_error->code == (int) rules->reason_game_over,
                  "%s: '%s' refused in an ended game, but not as over: %s", rules->id, line,
                  over_error != NULL ? over_error->message : "(no error)");

  reason = rules->explain (state, move, FALSE, &detail);
  if (reason != ARB_REASON_OK)
    {
      g_autoptr(ArbGame) game = arb_game_new_from_state (rules, state);
      g_autoptr(GError) error = NULL;
      /* A game that starts over (chess without a legal move) says so
       * before anything else. */
      guint expected = arb_game_is_over (game) ? rules->reason_game_over : reason;

      ARB_FUZZ_CHECK (!arb_game_play_notation (game, line, &error),
                      "%s: '%s' is played although explain() says %u", rules->id, line, reason);
      ARB_FUZZ_CHECK (error != NULL && error->domain == ARB_MOVE_ERROR
                      && error->code == (int) expected,
                      "%s: '%s' refused by the game, but not for reason %u: %s", rules->id, line,
                      expected, error != NULL ? error->message : "(no error)");
      arb_fuzz_check_error (error, ARB_MOVE_ERROR);
      return FALSE;
    }

  list = g_new (ArbMoveList, 1);
  rules->generate (state, list);
  for (guint i = 0; i < list->n_moves && !listed; i++)
    listed = arb_move_equal (move, &list->moves[i]);
  ARB_FUZZ_CHECK (listed, "%s: '%s' is allowed by explain() but not generated", rules->id, line);
  arb_fuzz_check_move_texts (rules, state, move);
  return TRUE;
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
  const ArbRules *rules = arb_fuzz_game_for_byte (size > 0 ? data[0] : '0');
  gboolean chess = rules == &arb_chess_rules;
  g_autofree char *text = arb_fuzz_strndup (size > 0 ? data + 1 : data, size > 0 ? size - 1 : 0);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree gpointer state = arb_fuzz_state_new (rules);
  g_autofree gpointer undo = g_malloc0 (rules->undo_size);

  set_up (rules, lines[0] != NULL ? lines[0] : "", state);
  arb_fuzz_check_state (rules, state);
  if (chess)
    arb_fuzz_check_position (state);
  /* The whole cross-check of the rules costs a millisecond or two for
   * chess, a hundred times the rest: once per position this process has
   * not checked yet (arb_fuzz_seen_before()), as most inputs the fuzzer
   * makes keep their first line and change the moves. */
  if (!arb_fuzz_seen_before (rules, state, ARB_FUZZ_SEEN_RULES))
    {
      arb_fuzz_check_moves (rules, state, TRUE);
      if (chess)
        chess_check_rules (state);
    }

  for (guint i = 1; lines[0] != NULL && lines[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      ArbMove move = { 0 };
      gboolean read = rules->move_from_text (state, lines[i], FALSE, &move, &error);

      if (chess)
        chess_check_line (state, lines[i], read ? &move : NULL, error);
      if (!read)
        {
          arb_fuzz_check_error (error, 0);
          ARB_FUZZ_CHECK (error->domain == ARB_NOTATION_ERROR || error->domain == ARB_MOVE_ERROR,
                          "%s: '%s' refused with an error of domain %s", rules->id, lines[i],
                          g_quark_to_string (error->domain));
          continue;
        }
      ARB_FUZZ_CHECK (error == NULL, "%s: success with an error set", rules->id);
      if (!check_accepted (rules, state, lines[i], &move))
        continue;

      rules->make (state, &move, undo);
      arb_fuzz_check_state (rules, state);
      if (chess)
        arb_fuzz_check_position (state);
    }

  return 0;
}
