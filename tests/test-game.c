/* test-game.c — ArbGame: turns, moves, records, end of game, signals
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arbiter.h"
#include "arb-enum-types.h"
#include "arb-test-util.h"

/* Plays a whitespace-separated list of coordinate moves that must all succeed. */
static void
play_all (ArbGame *game, const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      if (*list[i] == '\0')
        continue;
      arb_game_play_notation (game, list[i], &error);
      g_assert_no_error (error);
    }
}

static ArbGame *
game_from_fen (const char *fen)
{
  g_autoptr (GError) error = NULL;
  ArbGame *game = arb_game_new_from_fen (fen, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* The types of the applied records, e.g. "move check check". */
static char *
record_types (ArbGame *game)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < arb_game_get_n_records (game); i++)
    {
      const ArbRecord *record = arb_game_get_record (game, i);

      g_string_append_printf (out, "%s%s:%s", i > 0 ? " " : "",
                              arb_rules_record_id (arb_game_get_rules (game), record->type),
                              arb_side_name (record->side));
    }
  return g_string_free (out, FALSE);
}

static void
test_start (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  g_autofree char *fen = arb_game_get_fen (game);

  g_assert_cmpstr (fen, ==, ARB_FEN_START);
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_WHITE);
  g_assert_false (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_NONE);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_NONE);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 0);
  g_assert_cmpuint (arb_game_get_n_records (game), ==, 0);
  /* [x][y] with y = 0 on rank 8: e1 is (4,7), a8 is (0,0). */
  g_assert_cmpint (arb_game_piece_at (game, 4, 7), ==,
                   arb_piece_make (ARB_PIECE_TYPE_KING, ARB_SIDE_WHITE));
  g_assert_cmpint (arb_game_piece_at (game, 0, 0), ==,
                   arb_piece_make (ARB_PIECE_TYPE_ROOK, ARB_SIDE_BLACK));
  g_assert_cmpint (arb_game_piece_at (game, 4, 4), ==, ARB_PIECE_NONE);
  g_assert_cmpint (arb_game_piece_at (game, 8, 0), ==, ARB_PIECE_NONE);
}

static void
test_turns (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  g_autoptr (GError) error = NULL;

  /* Black may not move first… */
  g_assert_false (arb_game_try_move (game, 4, 1, 4, 3, &error));
  g_assert_error (error, ARB_MOVE_ERROR, ARB_MOVE_REASON_NOT_YOUR_TURN);
  g_clear_error (&error);
  /* …even though the rule itself allows the step for Black (§4 ignores turns). */
  g_assert_true (arb_game_can_move (game, 4, 1, 4, 3, ARB_SIDE_BLACK));

  g_assert_true (arb_game_move (game, 4, 6, 4, 4)); /* e2e4 */
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_BLACK);
  /* White may not move twice in a row. */
  g_assert_false (arb_game_try_move (game, 3, 6, 3, 4, &error));
  g_assert_error (error, ARB_MOVE_ERROR, ARB_MOVE_REASON_NOT_YOUR_TURN);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 1);

  g_assert_true (arb_game_move (game, 4, 1, 4, 3)); /* e7e5 */
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_WHITE);
  g_assert_cmpuint (arb_game_get_ply (game), ==, 2);
}

typedef struct
{
  const char   *fen;
  const char   *move;      /* coordinates */
  ArbChessReason reason;
  const char   *message;
} RefusalCase;

static void
test_refusals (void)
{
  static const RefusalCase cases[] = {
    { ARB_FEN_START, "e7e5", ARB_MOVE_REASON_NOT_YOUR_TURN, "not your turn" },
    { ARB_FEN_START, "e4e5", ARB_MOVE_REASON_NO_PIECE, "no piece" },
    { ARB_FEN_START, "d1d2", ARB_MOVE_REASON_OWN_PIECE, NULL },
    { ARB_FEN_START, "c1e3", ARB_MOVE_REASON_BLOCKED, "blocked at d2" },
    { ARB_FEN_START, "a1a3", ARB_MOVE_REASON_BLOCKED, "blocked at a2" },
    { ARB_FEN_START, "e2d3", ARB_MOVE_REASON_PAWN_DIAGONAL_EMPTY, "diagonally only to capture" },
    { ARB_FEN_START, "g1g3", ARB_MOVE_REASON_PIECE_RULE, NULL },
    { ARB_FEN_START, "e2e5", ARB_MOVE_REASON_PIECE_RULE, NULL },
    /* The e4 pawn cannot take the e5 pawn straight ahead. */
    { "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1", "e4e5", ARB_MOVE_REASON_PAWN_STRAIGHT_CAPTURE,
      "capture diagonally only" },
    /* Two steps only from the starting row. */
    { "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3e5", ARB_MOVE_REASON_PAWN_DOUBLE_STEP,
      "starting row" },
    /* A piece on e3 blocks the double step of the e2 pawn. */
    { "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2e4", ARB_MOVE_REASON_BLOCKED, "blocked at e3" },
    /* King captured: every move is refused. */
    { "8/8/8/8/8/8/8/4K2R b - - 0 1", "e1e2", ARB_MOVE_REASON_GAME_OVER, "the game is over" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (ArbGame) game = game_from_fen (cases[i].fen);
      g_autoptr (GError) error = NULL;
      ArbSquare from = arb_square_from_name (cases[i].move);
      ArbSquare to = arb_square_from_name (cases[i].move + 2);
      g_autofree char *before = arb_game_get_fen (game);
      g_autofree char *after = NULL;

      g_test_message ("case %u: %s %s", i, cases[i].fen, cases[i].move);
      g_assert_false (arb_game_try_move (game, ARB_SQUARE_X (from), ARB_SQUARE_Y (from),
                                         ARB_SQUARE_X (to), ARB_SQUARE_Y (to), &error));
      g_assert_error (error, ARB_MOVE_ERROR, (gint) cases[i].reason);
      if (cases[i].message != NULL)
        g_assert_nonnull (strstr (error->message, cases[i].message));
      /* On failure nothing changes (§5). */
      after = arb_game_get_fen (game);
      g_assert_cmpstr (before, ==, after);
      g_assert_cmpuint (arb_game_get_n_records (game), ==, 0);
    }
}

static void
test_king_capture (void)
{
  g_autoptr (ArbGame) game = game_from_fen ("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
  g_autoptr (GError) error = NULL;
  g_autofree char *types = NULL;
  g_autofree char *fen = NULL;
  const ArbRecord *move;

  g_assert_true (arb_game_move (game, 4, 7, 4, 0)); /* Re1xe8: the King is taken */
  types = record_types (game);
  /* A win record and nothing else: no check record, no draw record (§5.3). */
  g_assert_cmpstr (types, ==, "move:white win:white");

  move = arb_game_get_record (game, 0);
  g_assert_cmpint (move->piece, ==, arb_piece_make (ARB_PIECE_TYPE_ROOK, ARB_SIDE_WHITE));
  g_assert_cmpint (move->captured, ==, arb_piece_make (ARB_PIECE_TYPE_KING, ARB_SIDE_BLACK));
  g_assert_cmpstr (move->text, ==, "Rxe8");
  g_assert_cmpint (arb_game_get_record (game, 1)->reason, ==, ARB_CHESS_TERMINATION_KING_CAPTURED);

  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_WHITE_WINS);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_CHESS_TERMINATION_KING_CAPTURED);
  /* The turn still passes: the loser is to move in the final FEN (§5.5). */
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_BLACK);
  fen = arb_game_get_fen (game);
  g_assert_cmpstr (fen, ==, "4R3/8/8/8/8/8/8/6K1 b - - 0 1");

  /* Every later move is refused. */
  g_assert_false (arb_game_try_move (game, 6, 7, 6, 6, &error));
  g_assert_error (error, ARB_MOVE_ERROR, ARB_MOVE_REASON_GAME_OVER);
  g_clear_error (&error);
  g_assert_false (arb_game_play_notation (game, "Kg2", &error));
  g_assert_error (error, ARB_MOVE_ERROR, ARB_MOVE_REASON_GAME_OVER);
  g_assert_cmpuint (arb_game_get_n_records (game), ==, 2);
}

static void
test_check_records (void)
{
  /* The rook on e2 shields the white King from the rook on e8. Ra2 gives
   * check to the King on a8 and exposes White's own King: both are
   * recorded, the opponent first (§5.4). */
  g_autoptr (ArbGame) game = game_from_fen ("k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1");
  g_autofree char *types = NULL;

  g_assert_true (arb_game_move (game, 4, 6, 0, 6));
  types = record_types (game);
  g_assert_cmpstr (types, ==, "move:white check:black check:white");
  g_assert_true (arb_game_is_in_check (game, ARB_SIDE_BLACK));
  g_assert_true (arb_game_is_in_check (game, ARB_SIDE_WHITE));
  g_assert_false (arb_game_is_over (game));
  /* SAN marks only the check on the opponent. */
  g_assert_cmpstr (arb_game_get_record (game, 0)->text, ==, "Ra2+");
}

static void
test_self_check_only (void)
{
  /* Moving the shielding rook sideways checks only the mover. */
  g_autoptr (ArbGame) game = game_from_fen ("k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1");
  g_autofree char *types = NULL;

  g_assert_true (arb_game_move (game, 4, 6, 7, 6)); /* Rh2 */
  types = record_types (game);
  g_assert_cmpstr (types, ==, "move:white check:white");
  g_assert_cmpstr (arb_game_get_record (game, 0)->text, ==, "Rh2");
  /* Black may now take the King. */
  g_assert_true (arb_game_move (game, 4, 0, 4, 7));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_BLACK_WINS);
}

/* Black's King on a8 is walled in by its own pawns: files a and b are
 * full of black pawns, each blocked by the one below it, and the pawns on
 * rank 1 cannot move at all (no promotion). Black has no move whatever
 * White does off the c-file. */
#define NO_MOVES_FEN "kp6/pp6/pp6/pp6/pp6/pp6/pp6/pp5K w - - 0 1"

static void
test_no_moves_draw (void)
{
  g_autoptr (ArbGame) game = game_from_fen (NO_MOVES_FEN);
  g_autofree char *types = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_false (arb_game_is_over (game));
  g_assert_true (arb_game_move (game, 7, 7, 7, 6)); /* Kh2 */
  types = record_types (game);
  g_assert_cmpstr (types, ==, "move:white draw:black");
  g_assert_cmpint (arb_game_get_record (game, 1)->reason, ==, ARB_TERMINATION_NO_MOVES);
  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_DRAW);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_NO_MOVES);
  g_assert_false (arb_game_resign (game, ARB_SIDE_BLACK, &error));
  g_assert_error (error, ARB_GAME_ERROR, ARB_GAME_ERROR_OVER);
}

static void
test_no_moves_after_check (void)
{
  /* Black's King on a1 is walled in by its pawns on a2, b2 and b1 (the
   * b1 pawn stands on the last row and can never move). Nd4-c2 checks the
   * King, and no black pawn can take on c2: the check record comes first,
   * then the draw, both caused by the same move (§5.6). */
  g_autoptr (ArbGame) game = game_from_fen ("7K/8/8/8/3N4/8/pp6/kp6 w - - 0 1");
  g_autofree char *types = NULL;

  g_assert_true (arb_game_move (game, 3, 4, 2, 6)); /* Nc2+ */
  types = record_types (game);
  g_assert_cmpstr (types, ==, "move:white check:black draw:black");
  g_assert_cmpstr (arb_game_get_record (game, 0)->text, ==, "Nc2+");
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_DRAW);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_NO_MOVES);
}

static void
test_start_over (void)
{
  g_autoptr (ArbGame) white_won = game_from_fen ("8/8/8/8/8/8/8/4K3 b - - 0 1");
  g_autoptr (ArbGame) black_won = game_from_fen ("4k3/8/8/8/8/8/8/8 w - - 0 1");
  g_autoptr (ArbGame) drawn = game_from_fen ("kp6/pp6/pp6/pp6/pp6/pp6/pp6/pp5K b - - 0 1");
  ArbChessMoveList list;

  g_assert_true (arb_game_is_over (white_won));
  g_assert_cmpint (arb_game_get_result (white_won), ==, ARB_RESULT_WHITE_WINS);
  g_assert_cmpint (arb_game_get_termination (white_won), ==, ARB_CHESS_TERMINATION_KING_CAPTURED);
  g_assert_cmpint (arb_game_get_result (black_won), ==, ARB_RESULT_BLACK_WINS);
  g_assert_cmpint (arb_game_get_result (drawn), ==, ARB_RESULT_DRAW);
  g_assert_cmpint (arb_game_get_termination (drawn), ==, ARB_TERMINATION_NO_MOVES);
  arb_game_legal_moves (white_won, &list);
  g_assert_cmpuint (list.n_moves, ==, 0);
  g_assert_false (arb_game_move (white_won, 4, 7, 4, 6));
}

static gboolean
list_has (const ArbChessMoveList *list, const char *to)
{
  for (guint i = 0; i < list->n_moves; i++)
    if (list->moves[i].to == arb_square_from_name (to))
      return TRUE;
  return FALSE;
}

static void
test_reachable (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  ArbChessMoveList list;

  arb_game_reachable_squares (game, 1, 7, &list); /* knight b1 */
  g_assert_cmpuint (list.n_moves, ==, 2);
  g_assert_true (list_has (&list, "a3"));
  g_assert_true (list_has (&list, "c3"));

  arb_game_reachable_squares (game, 4, 6, &list); /* pawn e2 */
  g_assert_cmpuint (list.n_moves, ==, 2);
  g_assert_true (list_has (&list, "e3"));
  g_assert_true (list_has (&list, "e4"));

  arb_game_reachable_squares (game, 4, 1, &list); /* black pawn, White to move */
  g_assert_cmpuint (list.n_moves, ==, 0);
  arb_game_reachable_squares (game, 4, 4, &list); /* empty square */
  g_assert_cmpuint (list.n_moves, ==, 0);
  arb_game_reachable_squares (game, 3, 7, &list); /* queen, boxed in */
  g_assert_cmpuint (list.n_moves, ==, 0);

  arb_game_legal_moves (game, &list);
  g_assert_cmpuint (list.n_moves, ==, 20);
}

static void
test_play_notation (void)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  g_autoptr (GError) error = NULL;

  play_all (game, "e4 e7e5 Nf3 Nc6");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 4);
  g_assert_cmpstr (arb_game_get_record (game, 2)->text, ==, "Nf3");

  /* A coordinate move of the other side's piece: the rules' reason. */
  g_assert_false (arb_game_play_notation (game, "d7d5", &error));
  g_assert_error (error, ARB_MOVE_ERROR, ARB_MOVE_REASON_NOT_YOUR_TURN);
  g_assert_cmpstr (error->message, ==, "it is not your turn");
  g_clear_error (&error);
  g_assert_false (arb_game_play_notation (game, "O-O", &error));
  g_assert_error (error, ARB_NOTATION_ERROR, ARB_NOTATION_ERROR_UNSUPPORTED);
  g_clear_error (&error);
  g_assert_false (arb_game_play_notation (game, "banana", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  /* A coordinate move the rules refuse keeps its reason. */
  g_assert_false (arb_game_play_notation (game, "c1g5", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "blocked at d2"));
  g_assert_cmpuint (arb_game_get_ply (game), ==, 4);
}

typedef struct
{
  guint moves;
  guint changed;
  guint over;
  guint turn_notifies;
  guint ply_notifies;
  guint last_from;
  guint last_to;
} Counters;

static void
on_move_played (ArbGame *game, const ArbMove *move, Counters *c)
{
  c->moves++;
  c->last_from = move->cells[0];
  c->last_to = move->cells[1];
}

static void
on_changed (ArbGame *game, Counters *c)
{
  c->changed++;
}

static void
on_game_over (ArbGame *game, Counters *c)
{
  c->over++;
}

static void
on_notify_turn (GObject *object, GParamSpec *pspec, Counters *c)
{
  c->turn_notifies++;
}

static void
on_notify_ply (GObject *object, GParamSpec *pspec, Counters *c)
{
  c->ply_notifies++;
}

static void
test_signals (void)
{
  g_autoptr (ArbGame) game = game_from_fen ("4k3/8/8/8/8/8/4P3/4R1K1 w - - 0 1");
  Counters c = { 0 };
  ArbSide turn;
  gboolean over;

  g_signal_connect (game, "move-played", G_CALLBACK (on_move_played), &c);
  g_signal_connect (game, "changed", G_CALLBACK (on_changed), &c);
  g_signal_connect (game, "game-over", G_CALLBACK (on_game_over), &c);
  g_signal_connect (game, "notify::turn", G_CALLBACK (on_notify_turn), &c);
  g_signal_connect (game, "notify::ply", G_CALLBACK (on_notify_ply), &c);

  /* A refused move emits nothing. */
  g_assert_false (arb_game_move (game, 4, 6, 4, 3));
  g_assert_cmpuint (c.changed, ==, 0);
  g_assert_cmpuint (c.turn_notifies, ==, 0);

  g_assert_true (arb_game_move (game, 4, 6, 4, 4)); /* e2e4 */
  g_assert_cmpuint (c.moves, ==, 1);
  g_assert_cmpuint (c.last_from, ==, ARB_SQUARE (4, 6));
  g_assert_cmpuint (c.last_to, ==, ARB_SQUARE (4, 4));
  g_assert_cmpuint (c.changed, ==, 1);
  g_assert_cmpuint (c.turn_notifies, ==, 1);
  g_assert_cmpuint (c.ply_notifies, ==, 1);
  g_assert_cmpuint (c.over, ==, 0);

  g_object_get (game, "turn", &turn, "over", &over, NULL);
  g_assert_cmpint (turn, ==, ARB_SIDE_BLACK);
  g_assert_false (over);

  g_assert_true (arb_game_move (game, 4, 0, 3, 0)); /* Kd8 */
  g_assert_true (arb_game_resign (game, ARB_SIDE_WHITE, NULL));
  g_assert_cmpuint (c.over, ==, 1);
  /* Resigning changes neither the turn nor the ply. */
  g_assert_cmpuint (c.turn_notifies, ==, 2);
  g_assert_cmpuint (c.ply_notifies, ==, 2);
  g_assert_cmpuint (c.changed, ==, 3);

  g_assert_true (arb_game_undo (game));
  g_assert_cmpuint (c.changed, ==, 4);
  g_assert_cmpuint (c.turn_notifies, ==, 2);
  g_assert_true (arb_game_redo (game));
  g_assert_cmpuint (c.over, ==, 2);
}

static void
count_notify (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

static void
test_notify_undetailed (void)
{
  /* A plain "notify" handler sees every property that changes: a move
   * changes turn, ply, n-plies and (the first time) can-undo. */
  g_autoptr (ArbGame) game = arb_game_new ();
  guint count = 0;

  g_signal_connect (game, "notify", G_CALLBACK (count_notify), &count);
  g_assert_true (arb_game_move (game, 4, 6, 4, 4));
  g_assert_cmpuint (count, ==, 4);
  g_assert_true (arb_game_move (game, 4, 1, 4, 3));
  g_assert_cmpuint (count, ==, 7);
}

static void
test_enum_types (void)
{
  /* The enums are registered, so properties and UIs can use them. */
  g_autoptr (GEnumClass) sides = g_type_class_ref (ARB_TYPE_SIDE);
  g_autoptr (GFlagsClass) claims = g_type_class_ref (ARB_TYPE_DRAW_CLAIM);

  g_assert_cmpuint (sides->n_values, ==, 2);
  g_assert_nonnull (g_flags_get_first_value (claims, ARB_DRAW_CLAIM_MOVE_RULE));
}

/* Reads back the one game of @text, as @rules, without a warning. */
static ArbGame *
read_back (const ArbRules *rules,
           const char     *text)
{
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_data (g_strdup (text), -1,
                                                                         g_free);
  g_autoptr (ArbPgnReader) reader = arb_pgn_reader_new_for_games (stream, "test", &rules, 1,
                                                                  rules);
  g_autoptr (ArbPgnGame) pgn = arb_pgn_reader_next (reader, NULL);

  g_assert_nonnull (pgn);
  arb_test_assert_clean (pgn);
  return g_object_ref (pgn->game);
}

/* A referee's decisions, in every game whatever its own endings (Congkak
 * has no resignation): a forfeit is a WIN for the other side, an
 * adjudication a DRAW; both are undone like a player's action, refused
 * once the game is over, and written so that the reader finds them again. */
static void
test_referee_decisions (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint g = 0; g < n_games; g++)
    {
      const ArbRules *rules = games[g];
      g_autoptr (ArbGame) game = arb_game_new_for_rules (rules);
      g_autoptr (ArbGame) forfeited = NULL;
      g_autoptr (ArbGame) adjudicated = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;
      ArbMoveList list;
      const ArbRecord *last;
      ArbSide loser;

      g_test_message ("%s", rules->id);
      arb_game_generate_moves (game, &list);
      g_assert_cmpuint (list.n_moves, >, 0);
      g_assert_true (arb_game_play_move (game, &list.moves[0], NULL));
      loser = arb_game_get_turn (game);

      g_assert_true (arb_game_forfeit (game, loser, &error));
      g_assert_no_error (error);
      g_assert_true (arb_game_is_over (game));
      g_assert_cmpint (arb_game_get_result (game), ==,
                       arb_result_for_winner (arb_side_negate (loser)));
      g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_FORFEIT);
      last = arb_game_get_record (game, arb_game_get_n_records (game) - 1);
      g_assert_cmpint (last->type, ==, ARB_RECORD_WIN);
      g_assert_cmpint (last->side, ==, arb_side_negate (loser));
      /* Its line says what happened: no game's own way to win. */
      {
        g_autoptr (GString) line = g_string_new (NULL);

        arb_game_describe_record (game, last, line);
        arb_test_assert_contains (line->str, "forfeit");
      }
      g_assert_false (arb_game_forfeit (game, loser, &error));
      g_assert_error (error, ARB_GAME_ERROR, ARB_GAME_ERROR_OVER);
      g_clear_error (&error);
      g_assert_false (arb_game_adjudicate_draw (game, NULL));

      text = arb_pgn_write_game_with_comment (game, "White {forfeits}\x1b");
      arb_test_assert_contains (text, "{White |forfeits| } ");
      arb_game_set_tag (game, "Termination", "time forfeit");
      g_free (text);
      text = arb_pgn_write_game (game);
      forfeited = read_back (rules, text);
      g_assert_cmpint (arb_game_get_result (forfeited), ==, arb_game_get_result (game));

      /* Undone, the game goes on; adjudicated, it is a draw. */
      g_assert_true (arb_game_undo (game));
      g_assert_false (arb_game_is_over (game));
      g_assert_cmpuint (arb_game_get_n_plies (game), ==, 1);
      g_assert_true (arb_game_adjudicate_draw (game, NULL));
      g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_DRAW);
      g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_ADJUDICATION);
      arb_game_set_tag (game, "Termination", "adjudication");
      g_free (text);
      text = arb_pgn_write_game (game);
      adjudicated = read_back (rules, text);
      g_assert_cmpint (arb_game_get_result (adjudicated), ==, ARB_RESULT_DRAW);
    }
}

static void
test_finalize (void)
{
  ArbGame *game = arb_game_new ();

  play_all (game, "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7");
  g_assert_finalize_object (game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/arb/game/start", test_start);
  g_test_add_func ("/arb/game/turns", test_turns);
  g_test_add_func ("/arb/game/refusals", test_refusals);
  g_test_add_func ("/arb/game/king-capture", test_king_capture);
  g_test_add_func ("/arb/game/records/check-both-sides", test_check_records);
  g_test_add_func ("/arb/game/records/self-check", test_self_check_only);
  g_test_add_func ("/arb/game/records/no-moves-draw", test_no_moves_draw);
  g_test_add_func ("/arb/game/records/check-then-no-moves", test_no_moves_after_check);
  g_test_add_func ("/arb/game/start-position-over", test_start_over);
  g_test_add_func ("/arb/game/reachable", test_reachable);
  g_test_add_func ("/arb/game/play-notation", test_play_notation);
  g_test_add_func ("/arb/game/signals", test_signals);
  g_test_add_func ("/arb/game/notify-undetailed", test_notify_undetailed);
  g_test_add_func ("/arb/game/enum-types", test_enum_types);
  g_test_add_func ("/arb/game/referee-decisions", test_referee_decisions);
  g_test_add_func ("/arb/game/finalize", test_finalize);

  return g_test_run ();
}
