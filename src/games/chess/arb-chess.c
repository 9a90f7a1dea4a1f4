/* arb-chess.c — simplified chess as a rules table (rules.md)
 *
 * Each member wraps the chess code of this folder (position, legality,
 * generation, FEN, SAN), which works on ArbChessPosition and two-square moves;
 * the generic referee sees a state of sizeof (ArbChessPosition) bytes and moves
 * of two cells, the squares `y * 8 + x`.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-chess-private.h"
#include "arb-standard.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------ positions */

static void
chess_init_start (gpointer state)
{
  arb_position_init_start (state);
}

static gboolean
chess_read_position (gpointer    state,
                     const char *text,
                     GError    **error)
{
  return arb_fen_parse (text, state, error);
}

static void
chess_write_position (gconstpointer state,
                      GString      *out)
{
  char fen[ARB_FEN_MAX];

  arb_fen_write_buf (state, fen);
  g_string_append (out, fen);
}

static gboolean
chess_is_valid (gconstpointer state,
                const char  **why)
{
  return arb_position_is_valid (state, why);
}

/* Placement, side to move and clocks (spec §12's equality). */
static gboolean
chess_equal (gconstpointer a,
             gconstpointer b)
{
  return arb_position_equal (a, b);
}

static guint64
chess_hash (gconstpointer state)
{
  return ((const ArbChessPosition *) state)->hash;
}

static ArbSide
chess_turn (gconstpointer state)
{
  return ((const ArbChessPosition *) state)->turn;
}

static guint
chess_move_number (gconstpointer state)
{
  return ((const ArbChessPosition *) state)->fullmove_number;
}

static guint8
chess_piece_at (gconstpointer state,
                guint         cell)
{
  return arb_position_piece_at (state, ARB_SQUARE_X (cell), ARB_SQUARE_Y (cell));
}

/* -------------------------------------------------------------- editor */

/* Any piece of either side on any square: what else a position may hold
 * (two Kings of a side, pawns on the last rank) the FEN reader judges. */
static gboolean
chess_edit_piece (gpointer state,
                  guint    cell,
                  guint8   piece)
{
  if (cell >= 64 || (piece != ARB_PIECE_NONE
                     && ((piece & ~0x0f) != 0 || arb_piece_type (piece) == ARB_PIECE_TYPE_NONE
                         || arb_piece_type (piece) >= ARB_N_PIECE_TYPES)))
    return FALSE;
  arb_position_set_piece (state, ARB_SQUARE_X (cell), ARB_SQUARE_Y (cell), piece);
  return TRUE;
}

static void
chess_edit_turn (gpointer state,
                 ArbSide  side)
{
  arb_position_set_turn (state, side);
}

/* ----------------------------------------------------------------- play */

static void
chess_generate (gconstpointer state,
                ArbMoveList  *list)
{
  const ArbChessPosition *pos = state;
  ArbChessMoveList chess;

  list->n_moves = 0;
  if (arb_chess_king_missing (pos))
    return;
  arb_position_generate_moves (pos, &chess);
  for (guint i = 0; i < chess.n_moves; i++)
    {
      ArbMove move = arb_move_from_chess_move (chess.moves[i]);

      arb_move_list_add (list, &move);
    }
}

/* The game's rule (spec §4) with the referee's own reasons first: the game
 * is over, and a player who touches the opponent's piece hears whose turn
 * it is. */
static guint
chess_explain (gconstpointer  state,
               const ArbMove *move,
               gboolean       over,
               guint         *detail)
{
  const ArbChessPosition *pos = state;
  ArbSquare blocker = ARB_SQUARE_NONE;
  ArbChessReason reason;

  *detail = G_MAXUINT;
  /* A King missing is the end the position shows; the game object passes
   * the rest (no moves, resignation…) as @over. */
  if (over || arb_chess_king_missing (pos))
    return ARB_MOVE_REASON_GAME_OVER;
  if (move->n_cells != 2 || move->cells[0] >= ARB_N_SQUARES || move->cells[1] >= ARB_N_SQUARES)
    return ARB_MOVE_REASON_OFF_BOARD;
  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    {
      ArbPiece piece = pos->board[ARB_SQUARE_X (move->cells[0])][ARB_SQUARE_Y (move->cells[0])];

      if (piece != ARB_PIECE_NONE && arb_piece_side (piece) != pos->turn)
        return ARB_MOVE_REASON_NOT_YOUR_TURN;
      return arb_standard_explain (pos, arb_chess_move_from_move (move), pos->turn, detail);
    }

  reason = arb_position_explain_move (pos, ARB_SQUARE_X (move->cells[0]),
                                      ARB_SQUARE_Y (move->cells[0]),
                                      ARB_SQUARE_X (move->cells[1]),
                                      ARB_SQUARE_Y (move->cells[1]), pos->turn, &blocker);
  if (reason == ARB_MOVE_REASON_WRONG_SIDE)
    reason = ARB_MOVE_REASON_NOT_YOUR_TURN;
  if (blocker != ARB_SQUARE_NONE)
    *detail = blocker;
  return reason;
}

/* A piece's name inside a refusal's sentence, in the user's language
 * ("the bishop on b4"). */
static const char *
attacker_name (guint type)
{
  static const char *const names[ARB_N_PIECE_TYPES] = {
    [ARB_PIECE_TYPE_KING] = NC_("attacking piece", "king"),
    [ARB_PIECE_TYPE_QUEEN] = NC_("attacking piece", "queen"),
    [ARB_PIECE_TYPE_ROOK] = NC_("attacking piece", "rook"),
    [ARB_PIECE_TYPE_BISHOP] = NC_("attacking piece", "bishop"),
    [ARB_PIECE_TYPE_KNIGHT] = NC_("attacking piece", "knight"),
    [ARB_PIECE_TYPE_PAWN] = NC_("attacking piece", "pawn"),
  };

  if (type >= ARB_N_PIECE_TYPES || names[type] == NULL)
    return "?";
  return g_dpgettext2 (GETTEXT_PACKAGE, "attacking piece", names[type]);
}

char *
arb_chess_describe_reason (guint reason,
                           guint detail)
{
  /* The attacker's square, its piece type above it (arb_standard_explain). */
  if ((reason == ARB_MOVE_REASON_KING_IN_CHECK || reason == ARB_MOVE_REASON_EN_PASSANT_CHECK
       || reason == ARB_MOVE_REASON_PINNED)
      && (detail & 0xff) < ARB_N_SQUARES)
    {
      char square[3];

      arb_square_to_name ((ArbSquare) (detail & 0xff), square);
      if (reason == ARB_MOVE_REASON_EN_PASSANT_CHECK)
        /* Translators: the piece the capture uncovers ("rook") and its square ("a5") */
        return g_strdup_printf (_("taking en passant would leave your King in check from "
                                  "the %s on %s"),
                                attacker_name ((detail >> 8) & 7), square);
      if (reason == ARB_MOVE_REASON_PINNED)
        /* Translators: the piece that pins ("bishop") and its square ("b4") */
        return g_strdup_printf (_("that piece is pinned to your King by the %s on %s"),
                                attacker_name ((detail >> 8) & 7), square);
      /* Translators: the attacking piece ("Queen") and its square ("a5") */
      return g_strdup_printf (_("it would leave your King in check from the %s on %s"),
                              attacker_name ((detail >> 8) & 7), square);
    }
  /* Castling's square, and the attacker above it (castling_reason()). */
  if ((reason == ARB_MOVE_REASON_CASTLING_IN_CHECK
       || reason == ARB_MOVE_REASON_CASTLING_THROUGH_CHECK
       || reason == ARB_MOVE_REASON_CASTLING_INTO_CHECK)
      && (detail & 0xff) < ARB_N_SQUARES && ((detail >> 8) & 0xff) < ARB_N_SQUARES)
    {
      char square[3], from[3];
      const char *attacker = attacker_name ((detail >> 16) & 7);

      arb_square_to_name ((ArbSquare) (detail & 0xff), square);
      arb_square_to_name ((ArbSquare) ((detail >> 8) & 0xff), from);
      if (reason == ARB_MOVE_REASON_CASTLING_IN_CHECK)
        /* Translators: the attacking piece ("bishop") and its square */
        return g_strdup_printf (_("the King may not castle out of check (from the %s on %s)"),
                                attacker, from);
      if (reason == ARB_MOVE_REASON_CASTLING_THROUGH_CHECK)
        /* Translators: the square crossed ("f1"), the attacker ("bishop"), its square */
        return g_strdup_printf (_("castling through %s, which the %s on %s attacks"), square,
                                attacker, from);
      /* Translators: the King's square ("g1"), the attacker ("bishop"), its square */
      return g_strdup_printf (_("castling onto %s, which the %s on %s attacks"), square,
                              attacker, from);
    }
  return arb_move_reason_describe ((ArbChessReason) reason,
                                   detail < ARB_N_SQUARES ? (ArbSquare) detail : ARB_SQUARE_NONE);
}

static void
chess_make (gpointer       state,
            const ArbMove *move,
            gpointer       undo)
{
  arb_position_make_move (state, arb_chess_move_from_move (move), undo);
}

static void
chess_unmake (gpointer      state,
              gconstpointer undo)
{
  arb_position_unmake_move (state, undo);
}

static void
chess_moved_pieces (gconstpointer undo,
                    guint8       *piece,
                    guint8       *captured)
{
  const ArbChessUndo *u = undo;

  *piece = u->moved;
  *captured = u->captured;
}

/* Spec §5: after a move that did not take a King, the checks, the
 * opponent's first, then the mover's own (moving into check is allowed). */
static void
chess_after_move (gconstpointer  state,
                  gconstpointer  undo,
                  ArbSide        mover,
                  ArbRecordSink *sink)
{
  const ArbChessUndo *u = undo;
  ArbSide opponent = arb_side_negate (mover);
  ArbRecord check = { .type = ARB_CHESS_RECORD_CHECK };

  if (arb_piece_type (u->captured) == ARB_PIECE_TYPE_KING)
    return;
  if (arb_position_is_in_check (state, opponent))
    {
      check.side = opponent;
      arb_record_sink_push (sink, &check);
    }
  if (arb_position_is_in_check (state, mover))
    {
      check.side = mover;
      arb_record_sink_push (sink, &check);
    }
}

static void
chess_outcome (gconstpointer state,
               ArbOutcome   *outcome)
{
  const ArbChessPosition *pos = state;

  /* FIDE 5.1.1 and 5.2.1: checkmate wins, stalemate draws; a dead
   * position by material draws at once (5.2.2), and 75 moves without a
   * capture or a pawn move (9.6.2) unless their last move mated. The
   * fifth occurrence of a position (9.6.1) is the game object's count
   * (chess_repetition_limit()). */
  if (pos->variant != ARB_CHESS_SIMPLIFIED)
    {
      outcome->result = ARB_RESULT_NONE;
      outcome->reason = ARB_TERMINATION_NONE;
      if (!arb_position_has_moves (pos))
        {
          gboolean mated = arb_position_is_in_check (pos, pos->turn);

          outcome->result = mated ? arb_result_for_winner (arb_side_negate (pos->turn))
                                  : ARB_RESULT_DRAW;
          outcome->reason = ARB_TERMINATION_NO_MOVES;
        }
      else if (arb_standard_dead_position (pos))
        {
          outcome->result = ARB_RESULT_DRAW;
          outcome->reason = ARB_TERMINATION_DEAD_POSITION;
        }
      else if (pos->halfmove_clock >= 150)
        {
          outcome->result = ARB_RESULT_DRAW;
          outcome->reason = ARB_TERMINATION_MOVE_LIMIT;
        }
      return;
    }
  switch (arb_position_status (pos))
    {
    case ARB_POSITION_KING_CAPTURED:
      /* The side that still has its King has won. */
      outcome->result = pos->king[ARB_SIDE_WHITE] != ARB_SQUARE_NONE ? ARB_RESULT_WHITE_WINS
                                                                      : ARB_RESULT_BLACK_WINS;
      outcome->reason = ARB_CHESS_TERMINATION_KING_CAPTURED;
      break;
    case ARB_POSITION_NO_MOVES:
      outcome->result = ARB_RESULT_DRAW;
      outcome->reason = ARB_TERMINATION_NO_MOVES;
      break;
    case ARB_POSITION_PLAYING:
    default:
      outcome->result = ARB_RESULT_NONE;
      outcome->reason = ARB_TERMINATION_NONE;
      break;
    }
}

/* FIDE 6.9: a side with its King alone cannot checkmate by any series of
 * legal moves, so a flag fall against it is a draw. (A King with one minor
 * piece can, with the other side's help: a loss.) The founding game keeps
 * its loss on time. */
static gboolean
chess_can_win (gconstpointer state,
               ArbSide       side)
{
  const ArbChessPosition *pos = state;

  if (pos->variant == ARB_CHESS_SIMPLIFIED)
    return TRUE;
  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    for (int y = 0; y < ARB_BOARD_SIZE; y++)
      if (pos->board[x][y] != ARB_PIECE_NONE && arb_piece_side (pos->board[x][y]) == side
          && arb_piece_type (pos->board[x][y]) != ARB_PIECE_TYPE_KING)
        return TRUE;
  return FALSE;
}

static guint
chess_repetition_limit (gconstpointer state)
{
  return ((const ArbChessPosition *) state)->variant != ARB_CHESS_SIMPLIFIED ? 5 : 0;
}

/* Spec §7: threefold repetition and 100 plies without a capture or a pawn
 * move, offered, never forced. */
static ArbDrawClaim
chess_claimable (gconstpointer state,
                 guint         repetitions)
{
  ArbDrawClaim claims = ARB_DRAW_CLAIM_NONE;

  if (repetitions >= 3)
    claims |= ARB_DRAW_CLAIM_REPETITION;
  if (((const ArbChessPosition *) state)->halfmove_clock >= 100)
    claims |= ARB_DRAW_CLAIM_MOVE_RULE;
  return claims;
}

/* ----------------------------------------------------------------- text */

/* SAN as it was played: in the founding game with '+' when the move
 * attacks the opponent's King (and did not take it); in standard chess
 * and Chess960 as FIDE's Appendix C writes it (O-O, e8=Q, '#' for mate). */
static void
chess_move_to_text (gconstpointer state,
                    const ArbMove *move,
                    char           buf[ARB_MOVE_TEXT_MAX])
{
  const ArbChessPosition *before = state;
  ArbChessMove chess = arb_chess_move_from_move (move);
  ArbChessPosition after;
  ArbChessUndo undo;
  gboolean gives_check;

  G_STATIC_ASSERT (ARB_SAN_MAX <= ARB_MOVE_TEXT_MAX);
  if (before->variant != ARB_CHESS_SIMPLIFIED)
    {
      arb_standard_move_to_san (before, chess, buf);
      return;
    }
  after = *before;
  arb_position_make_move (&after, chess, &undo);
  gives_check = arb_piece_type (undo.captured) != ARB_PIECE_TYPE_KING
                && arb_position_is_in_check (&after, arb_side_negate (before->turn));
  arb_move_to_san_with_check (before, chess, gives_check, buf);
}

/**
 * arb_chess_uci_text:
 * @variant: the game's variant
 * @chess: a move, a castling as the game keeps it (the King onto its own
 *   Rook)
 * @castling: whether @chess is a castling
 * @buf: (out caller-allocates): at least %ARB_COORD_MAX + 1 bytes
 *
 * The move as UCI writes it, as `moves` lists it: coordinates, the
 * promotion's letter after them (e7e8q); a castling as the King's two
 * steps in standard chess (e1g1) and as the King onto its own Rook in
 * Chess960 (e1h1, UCI_Chess960).
 */
void
arb_chess_uci_text (ArbChessVariant variant,
                    ArbChessMove    chess,
                    gboolean        castling,
                    char            buf[ARB_COORD_MAX + 1])
{
  if (variant == ARB_CHESS_STANDARD && castling)
    {
      ArbSquare rook_to;

      arb_std_castling_squares (chess.from, chess.to, &chess.to, &rook_to);
    }
  arb_move_to_coord (arb_chess_move_make (chess.from, chess.to), buf);
  if (chess.promotion != ARB_PIECE_TYPE_NONE)
    {
      buf[4] = arb_piece_to_symbol (arb_piece_make (chess.promotion, ARB_SIDE_BLACK));
      buf[5] = '\0';
    }
}

/* UCI's long algebraic notation of a move in @state. */
static void
chess_move_to_coord (gconstpointer state,
                     const ArbMove *move,
                     char           buf[ARB_MOVE_TEXT_MAX])
{
  const ArbChessPosition *pos = state;
  ArbChessMove chess = arb_chess_move_from_move (move);

  G_STATIC_ASSERT (ARB_COORD_MAX + 1 <= ARB_MOVE_TEXT_MAX);
  arb_chess_uci_text (pos->variant, chess, arb_standard_is_castling (pos, chess), buf);
}

/* UCI's coordinates in standard chess and Chess960 (four characters, a
 * fifth for the promotion), as arb_standard_resolve() reads them. */
static gboolean
standard_coord (const ArbChessPosition *pos,
                const char             *text,
                ArbChessMove           *chess)
{
  gsize len = strlen (text);
  ArbSquare from, to;

  if (len != 4 && len != 5)
    return FALSE;
  from = arb_square_from_name (text);
  to = arb_square_from_name (text + 2);
  if (from == ARB_SQUARE_NONE || to == ARB_SQUARE_NONE)
    return FALSE;
  *chess = arb_standard_resolve (pos, from, to);
  if (len == 5)
    {
      ArbPiece piece = arb_piece_from_symbol (g_ascii_tolower (text[4]));

      if (piece == ARB_PIECE_NONE || arb_piece_type (piece) == ARB_PIECE_TYPE_KING
          || arb_piece_type (piece) == ARB_PIECE_TYPE_PAWN)
        return FALSE;
      chess->promotion = arb_piece_type (piece);
    }
  return TRUE;
}

/* Coordinates name two squares: the referee's rules explain a refusal then,
 * so the player hears "it is not your turn" with an ARB_MOVE_ERROR code. SAN
 * needs the position to find its piece. */
static gboolean
chess_move_from_text (gconstpointer state,
                      const char   *text,
                      gboolean      over,
                      ArbMove      *move,
                      GError      **error)
{
  ArbChessMove chess;

  /* Say "the game is over" rather than complain about a move that no
   * longer has a meaning. */
  if (over || arb_chess_king_missing (state))
    {
      g_set_error_literal (error, ARB_MOVE_ERROR, ARB_MOVE_REASON_GAME_OVER,
                           _("the game is over"));
      return FALSE;
    }
  if (((const ArbChessPosition *) state)->variant != ARB_CHESS_SIMPLIFIED
      && standard_coord (state, text, &chess))
    ;
  else if (strlen (text) == 4 && arb_square_from_name (text) != ARB_SQUARE_NONE
      && arb_square_from_name (text + 2) != ARB_SQUARE_NONE)
    chess = arb_chess_move_make (arb_square_from_name (text), arb_square_from_name (text + 2));
  else if (!arb_move_parse (state, text, &chess, error))
    return FALSE;
  *move = arb_move_from_chess_move (chess);
  return TRUE;
}

/* ------------------------------------------------------- words, threats */

static const ArbTerminationText chess_termination_texts[] = {
  /* Translators: %1$s is the winner, "White" */
  { ARB_CHESS_TERMINATION_KING_CAPTURED, N_("%1$s wins by capturing the King"), NULL },
  /* Standard chess and Chess960 (the founding game draws when it cannot
   * move). Translators: %1$s is the winner, "White" */
  { ARB_TERMINATION_NO_MOVES, N_("%1$s wins by checkmate"), NULL },
};

/* Spec §5: a King under attack is announced (check), for either side. */
static guint
chess_threatened_cells (gconstpointer state,
                        ArbSide       side,
                        guint        *cells,
                        guint         max)
{
  const ArbChessPosition *position = state;

  if (max == 0 || !arb_position_is_in_check (position, side))
    return 0;
  for (guint x = 0; x < ARB_BOARD_SIZE; x++)
    for (guint y = 0; y < ARB_BOARD_SIZE; y++)
      if (position->board[x][y] == arb_piece_make (ARB_PIECE_TYPE_KING, side))
        {
          cells[0] = y * ARB_BOARD_SIZE + x;
          return 1;
        }
  return 0;
}

/* ------------------------------------------------------------ the table */

/* §5's check, a threat: the app's history marks the move ("+" after a
 * move shown in coordinates; SAN carries its own). */
static const ArbRecordKind chess_record_kinds[] = {
  { ARB_CHESS_RECORD_CHECK, "check", ARB_RECORD_ROLE_THREAT, "+", NULL, 0 },
};

/* piece_at's codes are ArbPiece: type | side << 3. */
const ArbRules arb_chess_rules = {
  .id = "chess",
  .name = N_("Chess"),
  .player_names = { N_("White"), N_("Black") },
  .player_ids = { "white", "black" },
  /* The sides are called by their colours ("White to move"). */
  .sides_by_player = FALSE,
  .file_tag = "Variant",
  .file_tag_value = "Simplified",
  .piece_symbols = { " KQRBNP", " kqrbnp" },
  /* The usual values; the King's capture ends the game, so it has none. */
  .piece_values = { 0, 0, 9, 5, 3, 3, 1 },
  .board = {
    .kind = ARB_BOARD_GRID,
    .width = ARB_BOARD_SIZE,
    .height = ARB_BOARD_SIZE,
    .piece_style = ARB_PIECE_STYLE_FIGURINES,
  },
  .n_cells = ARB_N_SQUARES,
  .state_size = sizeof (ArbChessPosition),
  .undo_size = sizeof (ArbChessUndo),

  .init_start = chess_init_start,
  .read_position = chess_read_position,
  .read_position_as = arb_chess_read_position_as,
  .book_position = arb_chess_book_position,
  .write_position = chess_write_position,
  .is_valid = chess_is_valid,
  .equal = chess_equal,
  .hash = chess_hash,
  .turn = chess_turn,
  .move_number = chess_move_number,
  .piece_at = chess_piece_at,
  .edit_piece = chess_edit_piece,
  .edit_turn = chess_edit_turn,
  .edit_pieces = (const ArbEditPiece[]) {
    { ARB_PIECE_TYPE_KING, "chess piece",
      NC_("chess piece", "White King") },
    { ARB_PIECE_TYPE_QUEEN, "chess piece",
      NC_("chess piece", "White Queen") },
    { ARB_PIECE_TYPE_ROOK, "chess piece",
      NC_("chess piece", "White Rook") },
    { ARB_PIECE_TYPE_BISHOP, "chess piece",
      NC_("chess piece", "White Bishop") },
    { ARB_PIECE_TYPE_KNIGHT, "chess piece",
      NC_("chess piece", "White Knight") },
    { ARB_PIECE_TYPE_PAWN, "chess piece",
      NC_("chess piece", "White Pawn") },
    { 8 | ARB_PIECE_TYPE_KING, "chess piece",
      NC_("chess piece", "Black King") },
    { 8 | ARB_PIECE_TYPE_QUEEN, "chess piece",
      NC_("chess piece", "Black Queen") },
    { 8 | ARB_PIECE_TYPE_ROOK, "chess piece",
      NC_("chess piece", "Black Rook") },
    { 8 | ARB_PIECE_TYPE_BISHOP, "chess piece",
      NC_("chess piece", "Black Bishop") },
    { 8 | ARB_PIECE_TYPE_KNIGHT, "chess piece",
      NC_("chess piece", "Black Knight") },
    { 8 | ARB_PIECE_TYPE_PAWN, "chess piece",
      NC_("chess piece", "Black Pawn") },
  },
  .n_edit_pieces = 12,

  .generate = chess_generate,
  .explain = chess_explain,
  .describe_reason = arb_chess_describe_reason,
  .reason_game_over = ARB_MOVE_REASON_GAME_OVER,
  .no_claim_message = N_("no draw can be claimed: the position has not occurred three "
                         "times and there has been a capture or a pawn move in the "
                         "last 100 plies"),
  .make = chess_make,
  .unmake = chess_unmake,
  .moved_pieces = chess_moved_pieces,
  .after_move = chess_after_move,
  .outcome = chess_outcome,
  .claimable = chess_claimable,
  .repetition_limit = chess_repetition_limit,
  .can_win = chess_can_win,
  .move_rule = {
    .plies = 100,
    .sentence = N_("50 moves without a capture or pawn move"),
    .json_id = "fifty_moves",
    .file_comment = "Draw claimed: 100 plies without a capture or pawn move",
    .limit_sentence = N_("75 moves without a capture or pawn move"),
  },
  .termination_texts = chess_termination_texts,
  .n_termination_texts = G_N_ELEMENTS (chess_termination_texts),
  .threatened_cells = chess_threatened_cells,

  .move_to_text = chess_move_to_text,
  .move_to_list_text = chess_move_to_coord,
  .move_from_text = chess_move_from_text,
  .describe_record = arb_chess_describe_record,
  .inspect_json = arb_chess_inspect_json,
  .record_json = arb_chess_record_json,
  .record_kinds = chess_record_kinds,
  .n_record_kinds = G_N_ELEMENTS (chess_record_kinds),

  .perft = arb_chess_perft,
  .perft_make_unmake = arb_chess_perft_make_unmake,
  .bench = arb_chess_bench,
  .n_bench = ARB_CHESS_N_BENCH,
  .evaluate = arb_chess_evaluate,
  .quick_check = &arb_standard_quick_check,

  .params = arb_chess_params,
  .n_params = ARB_CHESS_N_PARAMS,
  .init_params = arb_chess_init_params,
  .apply_params = arb_chess_apply_params,
  .read_params = arb_chess_read_params,

  .notation_help = N_("Type a move in algebraic notation (Nf3, exd5) or as two squares (g1f3)."),
  .protocol_variant = "chess",
  .protocol_uci = TRUE,
  .mime_type = "application/x-chess-pgn",

  .levels = arb_chess_levels,
  .n_levels = ARB_CHESS_N_LEVELS,
  .default_level = 0, /* the strongest */
  .suggest_level = 2, /* "Casual", two plies and the captures after */
  .rules_page = &arb_chess_rules_page,
  .play_text = &arb_chess_play_text,

  /* ---- the app's boards */
  .app_words = &(const ArbAppWords) {
    /* SAN's piece letters in the user's language (French: R D T F C) and
     * aloud: "Knight takes f3 check". */
    .notation_words = (const ArbNotationWord[]) {
      { 'K', NC_("move notation", "K"), N_("King") },
      { 'Q', NC_("move notation", "Q"), N_("Queen") },
      { 'R', NC_("move notation", "R"), N_("Rook") },
      { 'B', NC_("move notation", "B"), N_("Bishop") },
      { 'N', NC_("move notation", "N"), N_("Knight") },
      { 'x', NULL, N_("takes") },
      { '+', NULL, N_("check") },
    },
    .n_notation_words = 7,
    /* Lower case: the names appear inside sentences ("e4, white knight"). */
    .piece_names = (const char *const[16]) {
      [ARB_PIECE_TYPE_KING]       = N_("white king"),
      [ARB_PIECE_TYPE_QUEEN]      = N_("white queen"),
      [ARB_PIECE_TYPE_ROOK]       = N_("white rook"),
      [ARB_PIECE_TYPE_BISHOP]     = N_("white bishop"),
      [ARB_PIECE_TYPE_KNIGHT]     = N_("white knight"),
      [ARB_PIECE_TYPE_PAWN]       = N_("white pawn"),
      [8 | ARB_PIECE_TYPE_KING]   = N_("black king"),
      [8 | ARB_PIECE_TYPE_QUEEN]  = N_("black queen"),
      [8 | ARB_PIECE_TYPE_ROOK]   = N_("black rook"),
      [8 | ARB_PIECE_TYPE_BISHOP] = N_("black bishop"),
      [8 | ARB_PIECE_TYPE_KNIGHT] = N_("black knight"),
      [8 | ARB_PIECE_TYPE_PAWN]   = N_("black pawn"),
    },
    /* Capitalised: they start the sentence of a refused move. */
    .piece_kind_names = (const char *const[8]) {
      [ARB_PIECE_TYPE_KING]   = NC_("refused move", "King"),
      [ARB_PIECE_TYPE_QUEEN]  = NC_("refused move", "Queen"),
      [ARB_PIECE_TYPE_ROOK]   = NC_("refused move", "Rook"),
      [ARB_PIECE_TYPE_BISHOP] = NC_("refused move", "Bishop"),
      [ARB_PIECE_TYPE_KNIGHT] = NC_("refused move", "Knight"),
      [ARB_PIECE_TYPE_PAWN]   = NC_("refused move", "Pawn"),
    },
    /* The app's sentences for the reasons; the command line keeps
     * describe_reason's, which name the squares. */
    .reason_sentences = (const char *const[ARB_MOVE_REASON_NOT_YOUR_TURN + 1]) {
      [ARB_MOVE_REASON_OFF_BOARD] = N_("That square is not on the board"),
      [ARB_MOVE_REASON_SAME_SQUARE] = N_("A piece must move to another square"),
      [ARB_MOVE_REASON_NO_PIECE] = N_("There is no piece on that square"),
      [ARB_MOVE_REASON_WRONG_SIDE] = N_("That piece belongs to the other side: it is not their turn"),
      [ARB_MOVE_REASON_OWN_PIECE] = N_("A piece cannot capture a piece of its own side"),
      [ARB_MOVE_REASON_PIECE_RULE] = N_("That piece does not move that way"),
      [ARB_MOVE_REASON_PAWN_STRAIGHT_CAPTURE] = N_("A pawn captures only diagonally"),
      [ARB_MOVE_REASON_PAWN_DIAGONAL_EMPTY] = N_("A pawn moves diagonally only to capture"),
      [ARB_MOVE_REASON_PAWN_DOUBLE_STEP] = N_("A pawn moves two squares only from its starting row"),
      [ARB_MOVE_REASON_BLOCKED] = N_("Another piece stands in the way"),
      [ARB_MOVE_REASON_GAME_OVER] = N_("The game is over"),
      [ARB_MOVE_REASON_NOT_YOUR_TURN] = N_("That piece belongs to the other side: it is not their turn"),
    },
    .n_reason_sentences = ARB_MOVE_REASON_NOT_YOUR_TURN + 1,
    /* Spec §5: the threatened cells are Kings in check. */
    /* Translators: %s is the player to move, "White" */
    .check = N_("Check! %s to move"),
    /* The last mover left their own King attacked.
     * Translators: the player to move, then the other one */
    .check_other = N_("%s to move — the %s King is attacked"),
    /* Translators: a King under attack, in a square's description:
     * "e1, white king, in check" */
    .threatened_cell = N_("in check"),
    /* Translators: the coach's warning about a reachable square, in
     * "f2, empty, reachable, leaves the King attacked": after that move
     * the opponent can capture the mover's King */
    .coach_cell = N_("leaves the King attacked"),
    /* Translators: %s is the player who moved, "White" */
    .check_by_mover = N_("After this move the %s King is attacked"),
    /* Translators: %s is the other player, "Black" */
    .check_of_other = N_("Check: the %s King is attacked"),
    .history_texts = (const ArbTerminationText[]) {
      /* Translators: the score ("1–0"), then the winner */
      { ARB_CHESS_TERMINATION_KING_CAPTURED, N_("%s · %s captures the King"), NULL },
    },
    .n_history_texts = 1,
    .set_up_texts = (const ArbTerminationText[]) {
      /* Translators: the winner, then the side without a King */
      { ARB_CHESS_TERMINATION_KING_CAPTURED, N_("%s wins: the %s King is missing"), NULL },
    },
    .n_set_up_texts = 1,
  },
};
