/* test-checkers.c — the rules table of checkers (checkers.md), called
 * directly and through ArbGame: every worked example and refusal reason of
 * the spec, position strings, notation, records, draws and perft; the same
 * for standard English draughts (the parameter regicide=false), with the
 * contract test's generate ⇔ explain brute force on its positions
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "arbiter.h"
#include "arb-test-util.h"

#define RULES (&arb_checkers_rules)

#define START     ARB_CHECKERS_START
#define MULTI     "B:W14,15,22,23,24:B9,10"   /* §4.2 */
#define KING_LOOP "B:W14,15,22,23:BK10"       /* §4.2 */
#define CROWNING  "B:W26,27:B22"              /* §4.3 */
#define REGICIDE  "B:WK18,19,27:B14,15"       /* §4.4 */
#define KING_JUMPS "B:W6,7,8,14,15,16,22,23,24:B1,2,3,K11"
#define PDN_START "W:W21,30:B11,K17"          /* §9.3 */

/* Standard English draughts (regicide=false): a man takes a king and jumps on. */
#define MAN_TAKES_KINGS "B:WK14,K22:B9"        /* 9x18x25: two kings */
#define WHITE_TAKES     "W:W26:BK22,K14,1"     /* 26x17x10 */
#define DIAMOND         "B:W14,15,22,23,K6:B1" /* 1x10, then two paths to 26 */

/* ------------------------------------------------------------ helpers */

static void
read_ok (const char *text, ArbCheckersPosition *pos)
{
  g_autoptr (GError) error = NULL;
  const char *why = NULL;
  gboolean ok = RULES->read_position (pos, text, &error);

  g_assert_no_error (error);
  g_assert_true (ok);
  g_assert_true (RULES->is_valid (pos, &why));
}

static char *
fen_of (const ArbCheckersPosition *pos)
{
  GString *out = g_string_new (NULL);

  RULES->write_position (pos, out);
  return g_string_free (out, FALSE);
}

/* The legal moves, sorted, joined by spaces. */
static char *
moves_of (const char *fen)
{
  ArbCheckersPosition pos;
  g_auto (GStrv) texts = NULL;

  read_ok (fen, &pos);
  texts = arb_rules_legal_move_texts (RULES, &pos);
  return g_strjoinv (" ", texts);
}

/* A path of square numbers, 0-terminated, as an ArbMove of cells. */
static ArbMove
path_of (const guint *squares)
{
  ArbMove move = { 0 };

  for (; *squares != 0; squares++)
    move.cells[move.n_cells++] = (guint16) (*squares >= 100 ? *squares - 100
                                            : arb_checkers_square_to_cell (*squares));
  return move;
}

static ArbGame *
game_from (const char *fen)
{
  g_autoptr (GError) error = NULL;
  ArbGame *game = arb_game_new_from_string (RULES, fen, &error);

  g_assert_no_error (error);
  return game;
}

static void
play_line (ArbGame *game, const char *line)
{
  g_auto (GStrv) moves = g_strsplit (line, " ", -1);

  for (guint i = 0; moves[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      if (!arb_game_play_notation (game, moves[i], &error))
        g_error ("%s: %s", moves[i], error->message);
    }
}

/* The records in effect as `replay --json` prints them, one a line. */
static char *
records_json (ArbGame *game, guint from)
{
  GString *out = g_string_new (NULL);

  for (guint i = from; i < arb_game_get_n_records (game); i++)
    {
      RULES->record_json (arb_game_get_state (game), arb_game_get_record (game, i), out);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* @text read as a position of the rule @regicide, as files and New Game
 * give it: the position string, then the parameter. */
static void
read_rule (const char *text, gboolean regicide, ArbCheckersPosition *pos)
{
  g_autoptr (GError) error = NULL;
  const char *why = NULL;
  ArbParams params;

  arb_params_init (&params, RULES);
  g_assert_true (arb_params_set (&params, RULES, "regicide", regicide ? "true" : "false",
                                 &error));
  g_assert_true (arb_rules_read_position_with (RULES, &params, text, pos, &error));
  g_assert_no_error (error);
  g_assert_true (RULES->is_valid (pos, &why));
  g_assert_cmpuint (pos->regicide, ==, regicide);
}

static char *
moves_by_rule (const char *fen, gboolean regicide)
{
  ArbCheckersPosition pos;
  g_auto (GStrv) texts = NULL;

  read_rule (fen, regicide, &pos);
  texts = arb_rules_legal_move_texts (RULES, &pos);
  return g_strjoinv (" ", texts);
}

static ArbGame *
game_by_rule (const char *fen, gboolean regicide)
{
  ArbCheckersPosition pos;

  read_rule (fen, regicide, &pos);
  return arb_game_new_from_state (RULES, &pos);
}

/* ------------------------------------------------------------ §1 */

static void
test_squares (void)
{
  static const struct { guint square, x, y; } cases[] = {
    { 1, 6, 7 }, { 4, 0, 7 }, { 5, 7, 6 }, { 11, 2, 5 }, { 15, 3, 4 }, { 29, 7, 0 }, { 32, 1, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint cell = cases[i].y * 8 + cases[i].x;

      g_assert_cmpuint (arb_checkers_square_to_cell (cases[i].square), ==, cell);
      g_assert_cmpuint (arb_checkers_cell_to_square (cell), ==, cases[i].square);
    }
  /* Every dark square has a number, every light one none, each once. */
  for (guint cell = 0; cell < 64; cell++)
    {
      guint n = arb_checkers_cell_to_square (cell);

      if (((cell & 7) + (cell >> 3)) % 2 == 0)
        g_assert_cmpuint (n, ==, 0);
      else
        g_assert_cmpuint (arb_checkers_square_to_cell (n), ==, cell);
    }
  g_assert_cmpuint (arb_checkers_square_to_cell (0), ==, G_MAXUINT);
  g_assert_cmpuint (arb_checkers_square_to_cell (33), ==, G_MAXUINT);
}

static void
test_identity (void)
{
  g_assert_cmpstr (RULES->id, ==, "checkers");
  g_assert_cmpstr (RULES->player_names[0], ==, "Black");
  g_assert_cmpstr (RULES->player_ids[1], ==, "white");
  g_assert_true (RULES->board.kind == ARB_BOARD_GRID);
  g_assert_true (arb_games_lookup ("checkers") == RULES);
}

/* ------------------------------------------------------------ §3, §4 */

static void
test_moves_examples (void)
{
  static const struct { const char *fen, *moves; } cases[] = {
    { START, "10-14 10-15 11-15 11-16 12-16 9-13 9-14" },
    { MULTI, "10x17x26 10x19x26 10x19x28 9x18x25 9x18x27" },
    { KING_LOOP, "10x17x26x19x10 10x19x26x17x10" },
    { CROWNING, "22x31" },
    { REGICIDE, "14x23 15x22 15x24x31" },
    { "B:WK14,22:BK10", "10x17x26" },
    { "W:W5:B1,9", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *moves = moves_of (cases[i].fen);

      g_assert_cmpstr (moves, ==, cases[i].moves);
    }
}

static void
test_moves_make (void)
{
  ArbCheckersPosition pos, before;
  ArbCheckersUndo undo;
  g_autofree char *after = NULL;
  ArbMove move;
  g_autoptr (GError) error = NULL;

  /* §4.4: making 14x23 gives W:W19,27:B15,K23. */
  read_ok (REGICIDE, &pos);
  before = pos;
  g_assert_true (RULES->move_from_text (&pos, "14x23", FALSE, &move, &error));
  RULES->make (&pos, &move, &undo);
  after = fen_of (&pos);
  g_assert_cmpstr (after, ==, "W:W19,27:B15,K23");
  g_assert_cmpuint (undo.crown, ==, ARB_CHECKERS_CROWN_REGICIDE);
  RULES->unmake (&pos, &undo);
  g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);
}

/* §4.4: the regicide reached from the start. */
static void
test_regicide_line (void)
{
  g_autoptr (ArbGame) game = arb_game_new_for_rules (RULES);
  g_autofree char *json = NULL;
  guint n;

  play_line (game, "9-13 22-17 13x22 25x18 10-15 29-25 15x22x29 21-17 29-25");
  n = arb_game_get_n_records (game);
  /* 15x22x29: two captures, then a crown on 29. */
  play_line (game, "30x21");
  json = records_json (game, n);
  g_assert_cmpstr (json, ==,
                   "{\"type\": \"move\", \"side\": \"white\", \"piece\": \"man\", \"from\": 30, "
                   "\"to\": 21, \"path\": [30, 21]}\n"
                   "{\"type\": \"capture\", \"side\": \"white\", \"square\": 25, "
                   "\"piece\": \"king\"}\n"
                   "{\"type\": \"regicide-crown\", \"side\": \"white\", \"square\": 21}\n");
  g_assert_cmpuint (arb_game_get_cell (game, arb_checkers_square_to_cell (21)), ==,
                    ARB_CHECKERS_KING | 1 << 3);
}

static void
test_crown_record (void)
{
  g_autoptr (ArbGame) game = game_from (START);
  g_autofree char *json = NULL;
  guint n;

  play_line (game, "9-13 22-17 13x22 25x18 10-15 29-25");
  n = arb_game_get_n_records (game);
  play_line (game, "15x22x29");
  json = records_json (game, n);
  g_assert_cmpstr (json, ==,
                   "{\"type\": \"move\", \"side\": \"black\", \"piece\": \"man\", \"from\": 15, "
                   "\"to\": 29, \"path\": [15, 22, 29]}\n"
                   "{\"type\": \"capture\", \"side\": \"black\", \"square\": 18, "
                   "\"piece\": \"man\"}\n"
                   "{\"type\": \"capture\", \"side\": \"black\", \"square\": 25, "
                   "\"piece\": \"man\"}\n"
                   "{\"type\": \"crown\", \"side\": \"black\", \"square\": 29}\n");
}

/* §5's example: 21x14 in W:W21:BK17, and undo restores everything. */
static void
test_records_example (void)
{
  g_autoptr (ArbGame) game = game_from ("W:W21:BK17");
  g_autofree char *json = NULL;
  g_autofree char *fen = NULL;
  g_autoptr (GError) error = NULL;
  ArbMove move;

  play_line (game, "21x14");
  json = records_json (game, 0);
  g_assert_cmpstr (json, ==,
                   "{\"type\": \"move\", \"side\": \"white\", \"piece\": \"man\", \"from\": 21, "
                   "\"to\": 14, \"path\": [21, 14]}\n"
                   "{\"type\": \"capture\", \"side\": \"white\", \"square\": 17, "
                   "\"piece\": \"king\"}\n"
                   "{\"type\": \"regicide-crown\", \"side\": \"white\", \"square\": 14}\n"
                   "{\"type\": \"win\", \"side\": \"white\", \"reason\": \"no-pieces\"}\n");
  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_SECOND_WINS);
  /* The loser is to move in a finished game (§5 step 4). */
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_FIRST);
  /* After the game is over every move is refused (§7). */
  move = arb_move_from_to (arb_checkers_square_to_cell (14), arb_checkers_square_to_cell (18));
  g_assert_false (arb_game_play_move (game, &move, &error));
  g_assert_error (error, ARB_MOVE_ERROR, ARB_CHECKERS_REASON_GAME_OVER);

  g_assert_true (arb_game_undo (game));
  fen = arb_game_get_fen (game);
  g_assert_cmpstr (fen, ==, "W:W21:BK17");
  g_assert_false (arb_game_is_over (game));
  g_assert_cmpuint (arb_game_get_n_records (game), ==, 0);
}

/* ------------------------------------------------------------ §6 */

static void
test_reasons (void)
{
  static const struct
  {
    const char *fen;
    guint       path[8];  /* squares, 0-terminated; 100 + c is cell c */
    guint       reason;
  } cases[] = {
    { "W:W5:B1,9", { 1, 6, 0 }, ARB_CHECKERS_REASON_GAME_OVER },
    { START, { 13, 17, 0 }, ARB_CHECKERS_REASON_NO_PIECE },
    { START, { 100, 109, 0 }, ARB_CHECKERS_REASON_NO_PIECE },          /* a light square */
    { START, { 21, 17, 0 }, ARB_CHECKERS_REASON_NOT_YOUR_PIECE },
    { "W:W21:B9", { 9, 14, 0 }, ARB_CHECKERS_REASON_NOT_YOUR_PIECE_WHITE },
    { MULTI, { 10, 19, 23, 0 }, ARB_CHECKERS_REASON_MUST_CONTINUE },    /* a step, occupied */
    { START, { 9, 164, 0 }, ARB_CHECKERS_REASON_OFF_BOARD },
    { START, { 9, 17, 0 }, ARB_CHECKERS_REASON_NOT_DIAGONAL },
    { START, { 9, 9, 0 }, ARB_CHECKERS_REASON_NOT_DIAGONAL },
    { START, { 9, 100 + 8 * 4 + 6, 0 }, ARB_CHECKERS_REASON_NOT_DIAGONAL }, /* light (6,4) */
    { START, { 5, 9, 0 }, ARB_CHECKERS_REASON_OCCUPIED },
    { "B:W30:B14", { 14, 10, 0 }, ARB_CHECKERS_REASON_BACKWARD },
    { "B:W30:B9", { 9, 23, 0 }, ARB_CHECKERS_REASON_TOO_FAR },
    { MULTI, { 10, 21, 0 }, ARB_CHECKERS_REASON_TOO_FAR_JUMP },
    { START, { 9, 18, 0 }, ARB_CHECKERS_REASON_NOTHING_TO_JUMP },
    { MULTI, { 9, 13, 0 }, ARB_CHECKERS_REASON_MUST_CAPTURE },
    { CROWNING, { 22, 31, 24, 0 }, ARB_CHECKERS_REASON_MOVE_OVER },  /* 31x24 over 27 */
    { REGICIDE, { 14, 23, 32, 0 }, ARB_CHECKERS_REASON_MOVE_OVER },    /* 23x32 over 27 */
    { START, { 9, 13, 17, 0 }, ARB_CHECKERS_REASON_MOVE_OVER },
    { MULTI, { 10, 17, 0 }, ARB_CHECKERS_REASON_INCOMPLETE },
    { START, { 9, 0 }, ARB_CHECKERS_REASON_INCOMPLETE },
    { MULTI, { 10, 17, 26, 0 }, ARB_CHECKERS_REASON_OK },
    { KING_LOOP, { 10, 17, 26, 19, 10, 0 }, ARB_CHECKERS_REASON_OK },
    { START, { 11, 15, 0 }, ARB_CHECKERS_REASON_OK },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbCheckersPosition pos;
      ArbMove move = path_of (cases[i].path);
      guint detail;

      read_ok (cases[i].fen, &pos);
      g_test_message ("case %u: %s", i, cases[i].fen);
      g_assert_cmpuint (RULES->explain (&pos, &move, FALSE, &detail), ==, cases[i].reason);
    }
}

static void
test_reason_texts (void)
{
  /* Every reason has a name and the spec's sentence. */
  for (guint r = 0; r < ARB_CHECKERS_N_REASONS; r++)
    {
      g_autofree char *text = RULES->describe_reason (r, G_MAXUINT);

      g_assert_nonnull (arb_checkers_reason_id (r));
      g_assert_true (text != NULL && text[0] != '\0');
    }
  {
    g_autofree char *a = RULES->describe_reason (ARB_CHECKERS_REASON_MUST_CONTINUE, G_MAXUINT);
    g_autofree char *b = RULES->describe_reason (ARB_CHECKERS_REASON_NOT_YOUR_PIECE_WHITE,
                                                 G_MAXUINT);

    g_assert_cmpstr (a, ==, "Keep it going! You can take another checker!");
    g_assert_cmpstr (b, ==, "It is White's turn.");
  }
  g_assert_cmpstr (arb_checkers_reason_id (ARB_CHECKERS_REASON_TOO_FAR_JUMP), ==, "too-far");
}

/* ------------------------------------------------------------ §9.2 */

static void
test_notation_read (void)
{
  static const struct { const char *fen, *text, *move; } ok[] = {
    { MULTI, "10x19x26", "10x19x26" },
    { MULTI, "10x28", "10x19x28" },
    { MULTI, "10-19-28", "10x19x28" },
    { MULTI, "9X25", "9x18x25" },
    { MULTI, "10x17x26!", "10x17x26" },
    { START, "11-15", "11-15" },
    { START, "11x15", "11-15" },
    { START, "009-013", "9-13" },
    { KING_LOOP, "10x17x19x10", "10x17x26x19x10" },
    /* A whole path names its move, although the king's loops that end
     * with the same jump also start at 11, end at 4 and pass 11. */
    { KING_JUMPS, "11x4", "11x4" },
    { KING_JUMPS, "11x18x27x20x11x4", "11x18x27x20x11x4" },
    { KING_JUMPS, "11x20x27x4", "11x20x27x18x11x4" },
  };
  static const struct { const char *fen, *text; GQuark domain; int code; } bad[] = {
    { MULTI, "10x26", 0, ARB_CHECKERS_REASON_AMBIGUOUS },
    { KING_JUMPS, "11x11x4", 0, ARB_CHECKERS_REASON_AMBIGUOUS },
    { KING_LOOP, "10x10", 0, ARB_CHECKERS_REASON_AMBIGUOUS },
    { MULTI, "9-13", 0, ARB_CHECKERS_REASON_MUST_CAPTURE },
    { MULTI, "10x17", 0, ARB_CHECKERS_REASON_INCOMPLETE },
    { START, "9x27", 0, ARB_CHECKERS_REASON_OCCUPIED },
    { "B:W30:B9", "9x27", 0, ARB_CHECKERS_REASON_TOO_FAR },
    { START, "", 1, ARB_NOTATION_ERROR_SYNTAX },
    { START, "9-", 1, ARB_NOTATION_ERROR_SYNTAX },
    { START, "9-33", 1, ARB_NOTATION_ERROR_SYNTAX },
    { START, "0-4", 1, ARB_NOTATION_ERROR_SYNTAX },
    { START, "9+13", 1, ARB_NOTATION_ERROR_SYNTAX },
    { START, " 9-13", 1, ARB_NOTATION_ERROR_SYNTAX },
    { START, "0009-13", 1, ARB_NOTATION_ERROR_SYNTAX },
  };

  for (guint i = 0; i < G_N_ELEMENTS (ok); i++)
    {
      ArbCheckersPosition pos;
      g_autoptr (GError) error = NULL;
      char text[ARB_MOVE_TEXT_MAX];
      ArbMove move;

      read_ok (ok[i].fen, &pos);
      g_assert_true (RULES->move_from_text (&pos, ok[i].text, FALSE, &move, &error));
      g_assert_no_error (error);
      RULES->move_to_text (&pos, &move, text);
      g_assert_cmpstr (text, ==, ok[i].move);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      ArbCheckersPosition pos;
      g_autoptr (GError) error = NULL;
      ArbMove move;

      read_ok (bad[i].fen, &pos);
      g_assert_false (RULES->move_from_text (&pos, bad[i].text, FALSE, &move, &error));
      g_assert_error (error, (bad[i].domain ? ARB_NOTATION_ERROR : ARB_MOVE_ERROR), bad[i].code);
      if (bad[i].domain)
        g_assert_nonnull (strstr (error->message, bad[i].text));
    }

  /* The ambiguous move lists its candidates (§9.2). */
  {
    ArbCheckersPosition pos;
    g_autoptr (GError) error = NULL;
    ArbMove move;

    read_ok (MULTI, &pos);
    g_assert_false (RULES->move_from_text (&pos, "10x26", FALSE, &move, &error));
    g_assert_nonnull (strstr (error->message, "10x17x26, 10x19x26"));
  }
}

/* ------------------------------------------------------------ §9.1 */

static void
test_position_read (void)
{
  static const struct { const char *in, *out; } ok[] = {
    { "B:B1-12:W21-32.", START },
    { "W:WK1-2,13:BK29,05", "W:WK1,K2,13:B5,K29" },
    { "  W:W:B5\n", "W:W:B5" },
    { "B:W21,K22:B1", "B:W21,K22:B1" },
    { "B:BK1-3:W32", "B:W32:BK1,K2,K3" },
  };
  static const struct { const char *in; int code; } bad[] = {
    { "", ARB_CHECKERS_POSITION_ERROR_SYNTAX },
    { "   ", ARB_CHECKERS_POSITION_ERROR_SYNTAX },
    { "B:W1 2:B5", ARB_CHECKERS_POSITION_ERROR_SYNTAX },
    { "X:W21:B5", ARB_CHECKERS_POSITION_ERROR_TURN },
    { "b:W21:B5", ARB_CHECKERS_POSITION_ERROR_TURN },
    { "B:W21", ARB_CHECKERS_POSITION_ERROR_SECTIONS },
    { "B:W21:W22", ARB_CHECKERS_POSITION_ERROR_SECTIONS },
    { "B:W21:B5:B6", ARB_CHECKERS_POSITION_ERROR_SECTIONS },
    { "B:w21:B5", ARB_CHECKERS_POSITION_ERROR_SECTIONS },
    { "B:W21:B5..", ARB_CHECKERS_POSITION_ERROR_SQUARE },
    { "B:W33:B5", ARB_CHECKERS_POSITION_ERROR_SQUARE },
    { "B:W0:B5", ARB_CHECKERS_POSITION_ERROR_SQUARE },
    { "B:W21,,22:B5", ARB_CHECKERS_POSITION_ERROR_SQUARE },
    { "B:W21,:B5", ARB_CHECKERS_POSITION_ERROR_SQUARE },
    { "B:W24-22:B5", ARB_CHECKERS_POSITION_ERROR_SQUARE },
    { "B:W21,21:B5", ARB_CHECKERS_POSITION_ERROR_SQUARE },
    { "B:W21:B21", ARB_CHECKERS_POSITION_ERROR_SQUARE },
    { "B:Wk21:B5", ARB_CHECKERS_POSITION_ERROR_SQUARE },
    { "B:W21:B29", ARB_CHECKERS_POSITION_ERROR_CROWNING_ROW },
    { "B:W4:B5", ARB_CHECKERS_POSITION_ERROR_CROWNING_ROW },
    { "B:W:B", ARB_CHECKERS_POSITION_ERROR_NO_PIECES },
    { "B:W14:B9,\xc6\xcf", ARB_CHECKERS_POSITION_ERROR_SQUARE },  /* not UTF-8 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (ok); i++)
    {
      ArbCheckersPosition pos;
      g_autofree char *out = NULL;

      read_ok (ok[i].in, &pos);
      out = fen_of (&pos);
      g_assert_cmpstr (out, ==, ok[i].out);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      ArbCheckersPosition pos;
      g_autoptr (GError) error = NULL;
      /* Quoted: a message that is not UTF-8 breaks the TAP output. */
      g_autofree char *shown = arb_text_quote (bad[i].in, -1);

      g_test_message ("refused: '%s'", shown);
      g_assert_false (RULES->read_position (&pos, bad[i].in, &error));
      g_assert_error (error, ARB_CHECKERS_POSITION_ERROR, bad[i].code);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }
}

/* §9.1: a side without pieces has lost; §9.4's inspect example. */
static void
test_inspect (void)
{
  static const struct { const char *fen, *json; } cases[] = {
    { "W:W5:B1,9", "{\"fen\": \"W:W5:B1,9\", \"turn\": \"white\", \"over\": true, "
                   "\"result\": \"1-0\", \"winner\": \"black\", \"moves\": []}" },
    { "W:W:B5", "{\"fen\": \"W:W:B5\", \"turn\": \"white\", \"over\": true, "
                "\"result\": \"1-0\", \"winner\": \"black\", \"moves\": []}" },
    { "B:W:B5", "{\"fen\": \"B:W:B5\", \"turn\": \"black\", \"over\": true, "
                "\"result\": \"1-0\", \"winner\": \"black\", \"moves\": []}" },
    { CROWNING, "{\"fen\": \"B:W26,27:B22\", \"turn\": \"black\", \"over\": false, "
                "\"result\": \"*\", \"winner\": null, \"moves\": [\"22x31\"]}" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbCheckersPosition pos;
      g_autoptr (GString) out = g_string_new (NULL);

      read_ok (cases[i].fen, &pos);
      RULES->inspect_json (&pos, out);
      g_assert_cmpstr (out->str, ==, cases[i].json);
    }
}

/* ------------------------------------------------------------ §7 */

/* Kings shuffling: the start position a third time after 8 plies. */
static void
test_draw_repetition (void)
{
  g_autoptr (ArbGame) game = game_from ("B:WK29:BK1");
  g_autoptr (GError) error = NULL;
  const ArbRecord *last;

  play_line (game, "1-5 29-25 5-1 25-29 1-5 29-25 5-1");
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_NONE);
  g_assert_false (arb_game_claim_draw (game, &error));
  g_clear_error (&error);
  play_line (game, "25-29");
  g_assert_cmpuint (arb_game_count_repetitions (game), ==, 3);
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_REPETITION);
  /* Offered, never forced: the game goes on until claimed. */
  g_assert_false (arb_game_is_over (game));
  g_assert_true (arb_game_claim_draw (game, &error));
  g_assert_no_error (error);
  last = arb_game_get_record (game, arb_game_get_n_records (game) - 1);
  g_assert_cmpint (last->type, ==, ARB_RECORD_DRAW);
  g_assert_cmpint (last->reason, ==, ARB_TERMINATION_REPETITION);
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_DRAW);
  /* Undo takes the claim back. */
  g_assert_true (arb_game_undo (game));
  g_assert_false (arb_game_is_over (game));
}

/* 80 plies of king moves, no position three times (found by a search over
 * the reference implementation): the 40-move claim at ply 80, not before;
 * a man move resets the count. */
#define FORTY_MOVES_LINE                                                                        \
  "2-6 29-25 6-10 25-22 10-15 30-26 15-11 26-30 1-6 30-25 11-16 22-18 16-12 25-21 6-2 18-15 "   \
  "2-7 15-18 7-2 21-17 12-16 17-13 2-7 18-14 16-20 14-17 20-16 17-14 7-11 13-9 16-20 14-18 "    \
  "11-7 18-15 7-3 9-5 20-16 5-1 3-7 1-5 16-20 15-19 7-3 5-1 3-7 19-23 7-2 23-27 2-7 27-23 "     \
  "20-16 1-6 16-20 23-18 20-16 6-9 16-11 18-14 11-15 14-17 7-10 9-13 10-6 17-22 6-10 22-26 "    \
  "10-14 26-23 15-11 23-19 14-10 13-9 11-7 9-13 7-3 19-24 10-7 24-28 7-2"

static void
test_draw_forty_moves (void)
{
  g_autoptr (ArbGame) game = game_from ("B:WK29,K30:BK1,K2");
  g_auto (GStrv) moves = g_strsplit (FORTY_MOVES_LINE, " ", -1);
  g_autoptr (GError) error = NULL;
  const ArbRecord *last;

  g_assert_cmpuint (g_strv_length (moves), ==, 79);
  for (guint i = 0; moves[i] != NULL; i++)
    {
      g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_NONE);
      play_line (game, moves[i]);
    }
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_NONE);
  play_line (game, "13-17");
  g_assert_cmpuint (arb_game_get_ply (game), ==, 80);
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_MOVE_RULE);
  g_assert_true (arb_game_claim_draw (game, &error));
  last = arb_game_get_record (game, arb_game_get_n_records (game) - 1);
  g_assert_cmpint (last->reason, ==, ARB_TERMINATION_MOVE_RULE);
  {
    g_autoptr (GString) out = g_string_new (NULL);

    RULES->record_json (arb_game_get_state (game), last, out);
    g_assert_cmpstr (out->str, ==, "{\"type\": \"draw\", \"reason\": \"forty-moves\"}");
  }
  /* The file says which rule was claimed, in checkers' words, and reads
   * back as that claim. */
  {
    g_autofree char *pdn = arb_pgn_write_game (game);
    g_autoptr (GInputStream) stream = NULL;
    g_autoptr (ArbPgnReader) reader = NULL;
    g_autoptr (ArbPgnGame) read = NULL;

    g_assert_nonnull (strstr (pdn, "{Draw claimed: 40 moves each without a man move or a "
                                   "capture} 1/2-1/2"));
    stream = g_memory_input_stream_new_from_data (pdn, -1, NULL);
    reader = arb_pgn_reader_new (stream, "forty.pdn");
    read = arb_pgn_reader_next (reader, &error);
    g_assert_no_error (error);
    g_assert_nonnull (read);
    g_assert_no_error (read->error);
    g_assert_cmpint (arb_game_get_termination (read->game), ==, ARB_TERMINATION_MOVE_RULE);
  }
}

static void
test_quiet_count (void)
{
  ArbCheckersPosition pos;
  ArbCheckersUndo undo;
  ArbMove move;

  /* A king's step counts, a man's step or any capture starts again. */
  read_ok ("B:W21,K32:B9,K1", &pos);
  g_assert_true (RULES->move_from_text (&pos, "1-5", FALSE, &move, NULL));
  RULES->make (&pos, &move, &undo);
  g_assert_cmpuint (pos.quiet, ==, 1);
  g_assert_true (RULES->move_from_text (&pos, "32-28", FALSE, &move, NULL));
  RULES->make (&pos, &move, &undo);
  g_assert_cmpuint (pos.quiet, ==, 2);
  g_assert_true (RULES->move_from_text (&pos, "9-13", FALSE, &move, NULL));
  RULES->make (&pos, &move, &undo);
  g_assert_cmpuint (pos.quiet, ==, 0);
}

/* ------------------------------------------------------------ §11 */

static void
test_evaluate (void)
{
  ArbCheckersPosition pos;

  read_ok (START, &pos);
  g_assert_cmpint (RULES->evaluate (&pos), ==, 0);
  read_ok ("B:WK21,22:B1,2,K5", &pos);
  g_assert_cmpint (RULES->evaluate (&pos), ==, 5 - 4);
  read_ok ("W:WK21,22:B1,2,K5", &pos);
  g_assert_cmpint (RULES->evaluate (&pos), ==, 4 - 5);
}

/* ------------------------------------------------------------ §10 */

static guint64
plain_perft (gconstpointer state, guint depth)
{
  return arb_rules_perft_generic (RULES, state, depth);
}

static void
test_perft_start (void)
{
  ArbCheckersPosition pos;

  RULES->init_start (&pos);
  g_assert_cmpuint (RULES->perft (&pos, 1), ==, 7);
  g_assert_cmpuint (RULES->perft (&pos, 2), ==, 49);
  g_assert_cmpuint (RULES->perft (&pos, 3), ==, 302);
}

/* A perft file of tests/data/ as "POSITION ;D1 n ;D2 n …", '#' comments:
 * each position read with @regicide; the fast perft, and the generic one
 * up to 100 000 nodes. */
static void
check_perft_file (const char *name, gboolean regicide, guint min_positions)
{
  g_autoptr (GPtrArray) suite = arb_test_read_perft_suite (name);
  guint n_positions = 0;

  for (guint i = 0; i < suite->len; i++)
    {
      const ArbTestPerftLine *line = g_ptr_array_index (suite, i);
      ArbCheckersPosition pos, before;

      read_rule (line->fen, regicide, &pos);
      before = pos;
      n_positions++;
      for (guint p = 0; p < line->counts->len; p++)
        {
          const ArbTestPerftCount *count = &g_array_index (line->counts, ArbTestPerftCount, p);
          guint depth = count->depth;
          guint64 nodes = count->nodes;

          g_assert_cmpuint (RULES->perft (&pos, depth), ==, nodes);
          if (nodes <= 100000)
            g_assert_cmpuint (plain_perft (&pos, depth), ==, nodes);
          g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);
        }
    }
  g_assert_cmpuint (n_positions, >=, min_positions);
}

/* tests/data/perft-checkers.epd, computed by
 * tests/tools/checkers-reference.py: the start and at least ten more (the
 * issue). */
static void
test_perft_epd (void)
{
  check_perft_file ("perft-checkers.epd", TRUE, 11);
}

/* ------------------------------------- standard draughts: regicide=false */

/* The table declares the one parameter; the start and the positions keep
 * it, and tell the two rules apart. */
static void
test_param_table (void)
{
  const ArbParamSpec *spec;
  ArbCheckersPosition start, house, english;
  g_autoptr (GError) error = NULL;
  g_autofree char *described = NULL;
  g_autofree char *fen = NULL;
  g_autoptr (ArbGame) game = NULL;
  ArbParams params;

  g_assert_cmpuint (RULES->n_params, ==, 1);
  g_assert_cmpint (arb_params_lookup (RULES, "regicide"), ==, ARB_CHECKERS_PARAM_REGICIDE);
  spec = &RULES->params[ARB_CHECKERS_PARAM_REGICIDE];
  g_assert_cmpstr (spec->name, ==, "regicide");
  g_assert_cmpint (spec->type, ==, ARB_PARAM_BOOL);
  g_assert_cmpstr (spec->label, ==, "Regicide");
  g_assert_nonnull (spec->help);
  g_assert_cmpint (spec->default_value, ==, TRUE);
  g_assert_true (spec->rule);
  g_assert_cmpstr (spec->file_tag, ==, "Variant");
  g_assert_cmpstr (spec->file_values[FALSE], ==, "English draughts");
  g_assert_cmpstr (spec->file_values[TRUE], ==, "Regicide");
  /* The reader tries the tag's values from min to max. */
  g_assert_cmpint (spec->min, ==, 0);
  g_assert_cmpint (spec->max, ==, 1);
  /* Files name the game by its house rule as before. */
  g_assert_cmpstr (RULES->file_variant, ==, "Regicide");
  g_assert_true (arb_rules_has_rule_params (RULES));
  described = arb_params_describe (RULES);
  g_assert_cmpstr (described, ==, "regicide (true or false, default true)");

  /* The defaults are the house rule, byte for byte the old start. */
  RULES->init_start (&start);
  g_assert_cmpuint (start.regicide, ==, 1);
  g_assert_true (arb_rules_start (RULES, NULL, &house, NULL, &error));
  g_assert_cmpmem (&house, sizeof house, &start, sizeof start);

  arb_params_init (&params, RULES);
  g_assert_true (arb_params_parse (&params, RULES, "regicide=false", &error));
  g_assert_no_error (error);
  g_assert_true (arb_rules_start (RULES, &params, &english, NULL, &error));
  g_assert_cmpuint (english.regicide, ==, 0);
  g_assert_true (RULES->is_valid (&english, NULL));
  /* The same pieces, another game: not equal, another hash. */
  g_assert_true (memcmp (english.men, start.men, sizeof start.men) == 0);
  g_assert_false (RULES->equal (&english, &start));
  g_assert_false (RULES->equal (&start, &english));
  g_assert_cmpuint (RULES->hash (&english), !=, RULES->hash (&start));
  /* The string does not carry the rule. */
  fen = fen_of (&english);
  g_assert_cmpstr (fen, ==, START);

  arb_rules_state_params (RULES, &english, &params);
  g_assert_cmpint (params.values[ARB_CHECKERS_PARAM_REGICIDE], ==, FALSE);
  arb_rules_state_params (RULES, &start, &params);
  g_assert_cmpint (params.values[ARB_CHECKERS_PARAM_REGICIDE], ==, TRUE);

  /* A game keeps the values it was made with. */
  arb_params_init (&params, RULES);
  g_assert_true (arb_params_parse (&params, RULES, "regicide=no", &error));
  game = arb_game_new_with_params (RULES, &params, &error);
  g_assert_no_error (error);
  arb_params_init (&params, RULES);
  arb_game_get_params (game, &params);
  g_assert_cmpint (params.values[ARB_CHECKERS_PARAM_REGICIDE], ==, FALSE);

  /* A stale rule byte is caught by the invariant checker. */
  {
    ArbCheckersPosition bad = english;
    const char *why = NULL;

    bad.regicide = 2;
    bad.hash = arb_checkers_hash (&bad);
    g_assert_false (RULES->is_valid (&bad, &why));
    g_assert_nonnull (why);
    bad = english;
    bad.regicide = 1;
    g_assert_false (RULES->is_valid (&bad, &why));
  }
  g_assert_false (arb_params_parse (&params, RULES, "regicide=maybe", &error));
  g_assert_error (error, ARB_PARAM_ERROR, ARB_PARAM_ERROR_VALUE);
}

/* §4.4 against standard draughts: the same positions, their moves. */
static void
test_english_moves (void)
{
  static const struct { const char *fen, *regicide, *standard; } cases[] = {
    { START, "10-14 10-15 11-15 11-16 12-16 9-13 9-14",
      "10-14 10-15 11-15 11-16 12-16 9-13 9-14" },
    { MULTI, "10x17x26 10x19x26 10x19x28 9x18x25 9x18x27",
      "10x17x26 10x19x26 10x19x28 9x18x25 9x18x27" },
    { KING_LOOP, "10x17x26x19x10 10x19x26x17x10", "10x17x26x19x10 10x19x26x17x10" },
    { CROWNING, "22x31", "22x31" },
    /* 14x23 takes the king on 18 and goes on over 27 to 32, crowned
     * there; 15x22 takes it too but cannot go on. */
    { REGICIDE, "14x23 15x22 15x24x31", "14x23x32 15x22 15x24x31" },
    /* A king that takes a king: the same by both rules. */
    { "B:WK14,22:BK10", "10x17x26", "10x17x26" },
    { "B:WK14,22:B9", "9x18", "9x18x25" },
    { MAN_TAKES_KINGS, "9x18", "9x18x25" },
    { WHITE_TAKES, "26x17", "26x17x10" },
    { DIAMOND, "1x10", "1x10x17x26 1x10x19x26" },
    { "W:W21:BK17", "21x14", "21x14" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *regicide = moves_by_rule (cases[i].fen, TRUE);
      g_autofree char *standard = moves_by_rule (cases[i].fen, FALSE);
      g_autofree char *plain = moves_of (cases[i].fen);

      g_test_message ("case %u: %s", i, cases[i].fen);
      g_assert_cmpstr (regicide, ==, cases[i].regicide);
      g_assert_cmpstr (standard, ==, cases[i].standard);
      /* A position string alone is the house rule. */
      g_assert_cmpstr (plain, ==, cases[i].regicide);
    }
}

/* No REGICIDE_CROWN: a man that takes a king stays a man, unless it lands
 * on its crowning row (a CROWN, and the move ends). */
static void
test_english_records (void)
{
  g_autoptr (ArbGame) game = game_by_rule ("W:W21:BK17", FALSE);
  g_autoptr (ArbGame) on_row = game_by_rule (REGICIDE, FALSE);
  g_autoptr (ArbGame) line = NULL;
  g_autofree char *json = NULL;
  g_autofree char *json_row = NULL;
  g_autofree char *json_line = NULL;
  g_autofree char *fen = NULL;
  g_autoptr (GError) error = NULL;
  ArbParams params;
  guint n;

  /* §5's example by the standard rule. */
  play_line (game, "21x14");
  json = records_json (game, 0);
  g_assert_cmpstr (json, ==,
                   "{\"type\": \"move\", \"side\": \"white\", \"piece\": \"man\", \"from\": 21, "
                   "\"to\": 14, \"path\": [21, 14]}\n"
                   "{\"type\": \"capture\", \"side\": \"white\", \"square\": 17, "
                   "\"piece\": \"king\"}\n"
                   "{\"type\": \"win\", \"side\": \"white\", \"reason\": \"no-pieces\"}\n");
  g_assert_cmpuint (arb_game_get_cell (game, arb_checkers_square_to_cell (14)), ==,
                    ARB_CHECKERS_MAN | 1 << 3);

  /* The man that took the king on 18 jumps on to its crowning row. */
  play_line (on_row, "14x32");
  json_row = records_json (on_row, 0);
  g_assert_cmpstr (json_row, ==,
                   "{\"type\": \"move\", \"side\": \"black\", \"piece\": \"man\", \"from\": 14, "
                   "\"to\": 32, \"path\": [14, 23, 32]}\n"
                   "{\"type\": \"capture\", \"side\": \"black\", \"square\": 18, "
                   "\"piece\": \"king\"}\n"
                   "{\"type\": \"capture\", \"side\": \"black\", \"square\": 27, "
                   "\"piece\": \"man\"}\n"
                   "{\"type\": \"crown\", \"side\": \"black\", \"square\": 32}\n");
  g_assert_true (arb_game_undo (on_row));
  fen = arb_game_get_fen (on_row);
  g_assert_cmpstr (fen, ==, REGICIDE);

  /* §4.4's line from the start: 30x21 takes the king, no crown. */
  arb_params_init (&params, RULES);
  g_assert_true (arb_params_parse (&params, RULES, "regicide=false", &error));
  line = arb_game_new_with_params (RULES, &params, &error);
  g_assert_no_error (error);
  play_line (line, "9-13 22-17 13x22 25x18 10-15 29-25 15x22x29 21-17 29-25");
  n = arb_game_get_n_records (line);
  play_line (line, "30x21");
  json_line = records_json (line, n);
  g_assert_cmpstr (json_line, ==,
                   "{\"type\": \"move\", \"side\": \"white\", \"piece\": \"man\", \"from\": 30, "
                   "\"to\": 21, \"path\": [30, 21]}\n"
                   "{\"type\": \"capture\", \"side\": \"white\", \"square\": 25, "
                   "\"piece\": \"king\"}\n");
  g_assert_cmpuint (arb_game_get_cell (line, arb_checkers_square_to_cell (21)), ==,
                    ARB_CHECKERS_MAN | 1 << 3);
}

/* §6's order by the standard rule: no MOVE_OVER for a king taken, the
 * capture goes on (INCOMPLETE, MUST_CONTINUE); crowning still ends it. */
static void
test_english_reasons (void)
{
  static const struct
  {
    const char *fen;
    guint       path[8];
    guint       regicide;
    guint       standard;
  } cases[] = {
    { REGICIDE, { 14, 23, 32, 0 }, ARB_CHECKERS_REASON_MOVE_OVER, ARB_CHECKERS_REASON_OK },
    { REGICIDE, { 14, 23, 0 }, ARB_CHECKERS_REASON_OK, ARB_CHECKERS_REASON_INCOMPLETE },
    { REGICIDE, { 14, 23, 26, 0 }, ARB_CHECKERS_REASON_MOVE_OVER,
      ARB_CHECKERS_REASON_MUST_CONTINUE },
    { REGICIDE, { 15, 22, 0 }, ARB_CHECKERS_REASON_OK, ARB_CHECKERS_REASON_OK },
    { REGICIDE, { 15, 22, 26, 0 }, ARB_CHECKERS_REASON_MOVE_OVER,
      ARB_CHECKERS_REASON_MOVE_OVER },
    { MAN_TAKES_KINGS, { 9, 18, 25, 0 }, ARB_CHECKERS_REASON_MOVE_OVER,
      ARB_CHECKERS_REASON_OK },
    { MAN_TAKES_KINGS, { 9, 18, 0 }, ARB_CHECKERS_REASON_OK, ARB_CHECKERS_REASON_INCOMPLETE },
    /* Over an empty square: refused before the move's end is looked at. */
    { MAN_TAKES_KINGS, { 9, 18, 27, 0 }, ARB_CHECKERS_REASON_NOTHING_TO_JUMP,
      ARB_CHECKERS_REASON_NOTHING_TO_JUMP },
    { WHITE_TAKES, { 26, 17, 10, 0 }, ARB_CHECKERS_REASON_MOVE_OVER, ARB_CHECKERS_REASON_OK },
    { WHITE_TAKES, { 26, 17, 13, 0 }, ARB_CHECKERS_REASON_MOVE_OVER,
      ARB_CHECKERS_REASON_MUST_CONTINUE },
    { DIAMOND, { 1, 10, 19, 26, 0 }, ARB_CHECKERS_REASON_MOVE_OVER, ARB_CHECKERS_REASON_OK },
    { DIAMOND, { 1, 10, 19, 0 }, ARB_CHECKERS_REASON_MOVE_OVER,
      ARB_CHECKERS_REASON_INCOMPLETE },
    /* The rest of §6 does not depend on the rule. */
    { CROWNING, { 22, 31, 24, 0 }, ARB_CHECKERS_REASON_MOVE_OVER,
      ARB_CHECKERS_REASON_MOVE_OVER },
    { MULTI, { 9, 13, 0 }, ARB_CHECKERS_REASON_MUST_CAPTURE, ARB_CHECKERS_REASON_MUST_CAPTURE },
    { MULTI, { 10, 17, 0 }, ARB_CHECKERS_REASON_INCOMPLETE, ARB_CHECKERS_REASON_INCOMPLETE },
    { START, { 21, 17, 0 }, ARB_CHECKERS_REASON_NOT_YOUR_PIECE,
      ARB_CHECKERS_REASON_NOT_YOUR_PIECE },
    { "W:W5:B1,9", { 1, 6, 0 }, ARB_CHECKERS_REASON_GAME_OVER, ARB_CHECKERS_REASON_GAME_OVER },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint rule = 0; rule < 2; rule++)
      {
        ArbCheckersPosition pos;
        ArbMove move = path_of (cases[i].path);
        guint detail;

        read_rule (cases[i].fen, rule, &pos);
        g_test_message ("case %u: %s, regicide=%u", i, cases[i].fen, rule);
        g_assert_cmpuint (RULES->explain (&pos, &move, FALSE, &detail), ==,
                          rule ? cases[i].regicide : cases[i].standard);
      }
}

/* §9.2 by the standard rule: short forms, AMBIGUOUS and INCOMPLETE. */
static void
test_english_notation (void)
{
  static const struct { const char *fen, *text, *move; } ok[] = {
    { REGICIDE, "14x32", "14x23x32" },
    { REGICIDE, "14-23-32", "14x23x32" },
    { MAN_TAKES_KINGS, "9x25", "9x18x25" },
    { DIAMOND, "1x19x26", "1x10x19x26" },
    { DIAMOND, "1x17x26", "1x10x17x26" },
    { WHITE_TAKES, "26x10", "26x17x10" },
  };
  static const struct { const char *fen, *text; int code; } bad[] = {
    { REGICIDE, "14x23", ARB_CHECKERS_REASON_INCOMPLETE },
    { MAN_TAKES_KINGS, "9x18", ARB_CHECKERS_REASON_INCOMPLETE },
    { DIAMOND, "1x26", ARB_CHECKERS_REASON_AMBIGUOUS },
    { DIAMOND, "1x10x26", ARB_CHECKERS_REASON_AMBIGUOUS },
    { DIAMOND, "1x10", ARB_CHECKERS_REASON_INCOMPLETE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (ok); i++)
    {
      ArbCheckersPosition pos;
      g_autoptr (GError) error = NULL;
      char text[ARB_MOVE_TEXT_MAX];
      ArbMove move;

      read_rule (ok[i].fen, FALSE, &pos);
      g_assert_true (RULES->move_from_text (&pos, ok[i].text, FALSE, &move, &error));
      g_assert_no_error (error);
      RULES->move_to_text (&pos, &move, text);
      g_assert_cmpstr (text, ==, ok[i].move);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      ArbCheckersPosition pos;
      g_autoptr (GError) error = NULL;
      ArbMove move;

      read_rule (bad[i].fen, FALSE, &pos);
      g_assert_false (RULES->move_from_text (&pos, bad[i].text, FALSE, &move, &error));
      g_assert_error (error, ARB_MOVE_ERROR, bad[i].code);
    }
  {
    ArbCheckersPosition pos;
    g_autoptr (GError) error = NULL;
    ArbMove move;

    read_rule (DIAMOND, FALSE, &pos);
    g_assert_false (RULES->move_from_text (&pos, "1x26", FALSE, &move, &error));
    g_assert_nonnull (strstr (error->message, "1x10x17x26, 1x10x19x26"));
  }
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  const ArbMove *x = a;
  const ArbMove *y = b;

  if (x->n_cells != y->n_cells)
    return x->n_cells < y->n_cells ? -1 : 1;
  for (guint i = 0; i < x->n_cells; i++)
    if (x->cells[i] != y->cells[i])
      return x->cells[i] < y->cells[i] ? -1 : 1;
  return 0;
}

/* Adds to @accepted every path explain accepts that begins with @path:
 * a path explain calls INCOMPLETE is extended by every cell (and one off
 * the board), so captures of any length are found hop by hop; once a path
 * is accepted no hop may follow it. */
static void
extend_paths (const ArbCheckersPosition *pos, ArbMove *path, ArbMoveList *accepted)
{
  guint reason = RULES->explain (pos, path, FALSE, NULL);

  if (reason == ARB_CHECKERS_REASON_OK)
    {
      g_assert_cmpuint (accepted->n_moves, <, ARB_MOVE_LIST_MAX);
      arb_move_list_add (accepted, path);
      if (path->n_cells < ARB_MOVE_MAX_CELLS)
        for (guint cell = 0; cell <= ARB_CHECKERS_N_CELLS; cell++)
          {
            path->cells[path->n_cells++] = (guint16) cell;
            reason = RULES->explain (pos, path, FALSE, NULL);
            g_assert_cmpuint (reason, !=, ARB_CHECKERS_REASON_OK);
            g_assert_cmpuint (reason, !=, ARB_CHECKERS_REASON_INCOMPLETE);
            path->n_cells--;
          }
      return;
    }
  if (reason != ARB_CHECKERS_REASON_INCOMPLETE)
    return;
  g_assert_cmpuint (path->n_cells, <, ARB_MOVE_MAX_CELLS);
  for (guint cell = 0; cell <= ARB_CHECKERS_N_CELLS; cell++)
    {
      path->cells[path->n_cells++] = (guint16) cell;
      extend_paths (pos, path, accepted);
      path->n_cells--;
    }
}

/* Whether @move has a man jump a king and then jump again. */
static gboolean
man_takes_king_and_goes_on (const ArbCheckersPosition *pos, const ArbMove *move)
{
  guint side = pos->turn;
  guint32 from = 1u << (arb_checkers_cell_to_square (move->cells[0]) - 1);

  if (pos->kings[side] & from)
    return FALSE;
  for (guint i = 0; i + 2 < move->n_cells; i++)
    {
      int dx = (int) (move->cells[i + 1] & 7) - (int) (move->cells[i] & 7);
      guint over = (move->cells[i] + move->cells[i + 1]) / 2;

      if ((dx == 2 || dx == -2)
          && (pos->kings[side ^ 1] >> (arb_checkers_cell_to_square (over) - 1) & 1))
        return TRUE;
    }
  return FALSE;
}

/* The contract test's checks, for a position of either rule (the contract
 * test itself plays only from the table's start, the house rule):
 * generate lists exactly the paths explain accepts (found hop by hop from
 * every cell, so multi-jumps of any length are covered, not only the
 * (from, to) pairs); make/unmake restore the bytes; the position after a
 * move is valid, keeps the rule and reads back (string + rule) as equal
 * with the same hash; move texts read back as their move; with @deep, the
 * fast perft counts what the generic one does. Returns how many of the
 * moves have a man take a king before its last jump (standard draughts). */
static guint
check_position (const ArbCheckersPosition *pos, gboolean deep)
{
  g_autofree ArbMoveList *generated = g_new (ArbMoveList, 1);
  g_autofree ArbMoveList *accepted = g_new (ArbMoveList, 1);
  guint taking = 0;
  gboolean over;
  ArbOutcome outcome;

  RULES->outcome (pos, &outcome);
  over = outcome.result != ARB_RESULT_NONE;
  RULES->generate (pos, generated);
  g_assert_true (over == (generated->n_moves == 0));

  /* generate ⇔ explain, as sets. */
  accepted->n_moves = 0;
  for (guint cell = 0; cell < ARB_CHECKERS_N_CELLS; cell++)
    {
      ArbMove path = { .n_cells = 1, .cells = { (guint16) cell } };

      extend_paths (pos, &path, accepted);
    }
  qsort (generated->moves, generated->n_moves, sizeof (ArbMove), compare_paths);
  qsort (accepted->moves, accepted->n_moves, sizeof (ArbMove), compare_paths);
  g_assert_cmpuint (accepted->n_moves, ==, generated->n_moves);
  for (guint i = 0; i < generated->n_moves; i++)
    {
      g_assert_cmpint (compare_paths (&generated->moves[i], &accepted->moves[i]), ==, 0);
      if (i > 0)
        g_assert_cmpint (compare_paths (&generated->moves[i - 1], &generated->moves[i]), <, 0);
    }

  for (guint i = 0; i < generated->n_moves; i++)
    {
      const ArbMove *move = &generated->moves[i];
      ArbCheckersPosition after = *pos, reread;
      ArbCheckersUndo undo;
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;
      char notation[ARB_MOVE_TEXT_MAX];
      ArbMove back;

      g_assert_cmpuint (RULES->explain (pos, move, TRUE, NULL), ==,
                        ARB_CHECKERS_REASON_GAME_OVER);
      if (!pos->regicide && man_takes_king_and_goes_on (pos, move))
        taking++;

      RULES->move_to_text (pos, move, notation);
      RULES->move_from_text (pos, notation, FALSE, &back, &error);
      g_assert_no_error (error);
      g_assert_true (arb_move_equal (&back, move));

      RULES->make (&after, move, &undo);
      g_assert_true (RULES->is_valid (&after, NULL));
      g_assert_cmpuint (after.regicide, ==, pos->regicide);
      g_assert_true (undo.crown != ARB_CHECKERS_CROWN_REGICIDE || pos->regicide);
      text = fen_of (&after);
      read_rule (text, pos->regicide, &reread);
      g_assert_true (RULES->equal (&reread, &after));
      g_assert_cmpuint (RULES->hash (&reread), ==, RULES->hash (&after));
      RULES->unmake (&after, &undo);
      g_assert_cmpmem (&after, sizeof after, pos, sizeof *pos);
    }

  /* The fast perft against the generic one (make/unmake through the
   * table), each depth about as costly as the last was times the growth. */
  if (deep)
    {
      guint64 previous = 1;

      for (guint depth = 0; depth <= 6; depth++)
        {
          guint64 generic = plain_perft (pos, depth);

          g_assert_cmpuint (RULES->perft (pos, depth), ==, generic);
          if (generic > 0 && generic * (generic / previous) > 50000)
            break;
          previous = MAX (generic, 1);
        }
    }
  return taking;
}

static void
test_english_brute_force (void)
{
  static const char *const positions[] = {
    START, MULTI, KING_LOOP, CROWNING, REGICIDE, PDN_START, MAN_TAKES_KINGS, WHITE_TAKES,
    DIAMOND, "B:WK14,22:BK10", "W:W21:BK17", "B:WK14,22:B9",
    "B:WK14,K23,K22,K31,27:B9,10,11",
    "W:W25,26,27,28:BK22,K23,K14,K15,K6,5,1",
    "W:W17,23,24,26,27,28,30,31,32:B1,2,3,4,5,6,7,8,11,12,K25",
    "B:W6,7,8,14,15,16,22,23,24:B1,2,3,K11",
    "W:WK5,K6,19,20:B9,10,K27,K28",
  };
  guint taking = 0;

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    for (guint rule = 0; rule < 2; rule++)
      {
        ArbCheckersPosition pos;

        g_test_message ("%s, regicide=%u", positions[i], rule);
        read_rule (positions[i], rule, &pos);
        taking += check_position (&pos, TRUE);
      }
  /* The positions above have a man take a king and jump on. */
  g_assert_cmpuint (taking, >=, 6);
}

/* Seeded random games from the start by the standard rule, every position
 * checked as above (perft every 16 plies). */
static void
test_english_random_games (void)
{
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  guint n_games = g_test_thorough () ? 400 : 40;
  guint taking = 0, positions = 0;

  for (guint32 seed = 1; seed <= n_games; seed++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      ArbCheckersPosition pos;
      ArbCheckersUndo undo;

      read_rule (START, FALSE, &pos);
      for (guint ply = 0; ply < 200; ply++)
        {
          taking += check_position (&pos, ply % 16 == 0);
          positions++;
          RULES->generate (&pos, list);
          if (list->n_moves == 0)
            break;
          RULES->make (&pos, &list->moves[g_rand_int_range (rand, 0, (gint32) list->n_moves)],
                       &undo);
          g_assert_cmpuint (pos.regicide, ==, 0);
        }
    }
  g_test_message ("%u positions, %u moves where a man takes a king and jumps on", positions,
                  taking);
  g_assert_cmpuint (taking, >, 0);
}

/* tests/data/perft-checkers-english.epd, from the reference with
 * --standard: the start to depth 9, the published counts of English
 * draughts (7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680). */
static void
test_english_perft_epd (void)
{
  check_perft_file ("perft-checkers-english.epd", FALSE, 20);
}

/* A title names English draughts, and says nothing for the default rules. */
static void
test_english_described (void)
{
  ArbParams params;
  g_autofree char *english = NULL;
  g_autofree char *regicide = NULL;

  arb_params_init (&params, RULES);
  regicide = arb_params_describe_rules (RULES, &params);
  g_assert_null (regicide);
  g_assert_true (arb_params_set (&params, RULES, "regicide", "false", NULL));
  english = arb_params_describe_rules (RULES, &params);
  g_assert_cmpstr (english, ==, "English draughts");
}

static void
test_english_perft_start (void)
{
  static const guint64 published[] = { 1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931 };
  ArbCheckersPosition pos;

  read_rule (START, FALSE, &pos);
  for (guint depth = 0; depth < G_N_ELEMENTS (published); depth++)
    g_assert_cmpuint (RULES->perft (&pos, depth), ==, published[depth]);
  /* Through the make/unmake of the table too. */
  g_assert_cmpuint (plain_perft (&pos, 6), ==, 36768);
}

/* The slow suite: the deep counts from the start, by both rules. Standard
 * English draughts has published counts; the house rule first differs at
 * depth 11, where a man can first take a king. */
static void
test_perft_deep (void)
{
  static const struct { gboolean regicide; guint depth; guint64 nodes; } cases[] = {
    { FALSE, 9, 3963680 },
    { FALSE, 10, 18391564 },
    { FALSE, 11, 85242128 },
    { FALSE, 12, 388623673 },
    { TRUE, 9, 3963680 },
    { TRUE, 10, 18391564 },
    { TRUE, 11, 85242068 },
    { TRUE, 12, 388625373 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbCheckersPosition pos;

      read_rule (START, cases[i].regicide, &pos);
      g_test_message ("regicide=%d, depth %u", cases[i].regicide, cases[i].depth);
      g_assert_cmpuint (RULES->perft (&pos, cases[i].depth), ==, cases[i].nodes);
    }
  /* The generic perft (make/unmake through the table) agrees deeper too. */
  for (guint rule = 0; rule < 2; rule++)
    {
      ArbCheckersPosition pos;

      read_rule (START, rule, &pos);
      g_assert_cmpuint (plain_perft (&pos, 9), ==, 3963680);
      read_rule ("B:W17,K21,23,24,26,27,28,31,32:B1,2,3,4,5,6,7,8,11,12", rule, &pos);
      g_assert_cmpuint (plain_perft (&pos, 7), ==, RULES->perft (&pos, 7));
    }
}

/* ------------------------------------------------------------ main */

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/checkers/squares", test_squares);
  g_test_add_func ("/checkers/identity", test_identity);
  g_test_add_func ("/checkers/moves/examples", test_moves_examples);
  g_test_add_func ("/checkers/moves/make", test_moves_make);
  g_test_add_func ("/checkers/moves/regicide-line", test_regicide_line);
  g_test_add_func ("/checkers/records/crown", test_crown_record);
  g_test_add_func ("/checkers/records/example", test_records_example);
  g_test_add_func ("/checkers/reasons/order", test_reasons);
  g_test_add_func ("/checkers/reasons/texts", test_reason_texts);
  g_test_add_func ("/checkers/notation/read", test_notation_read);
  g_test_add_func ("/checkers/position/read", test_position_read);
  g_test_add_func ("/checkers/position/inspect", test_inspect);
  g_test_add_func ("/checkers/draw/repetition", test_draw_repetition);
  g_test_add_func ("/checkers/draw/forty-moves", test_draw_forty_moves);
  g_test_add_func ("/checkers/draw/quiet-count", test_quiet_count);
  g_test_add_func ("/checkers/evaluate", test_evaluate);
  g_test_add_func ("/checkers/perft/start", test_perft_start);
  g_test_add_func ("/checkers/perft/epd", test_perft_epd);
  g_test_add_func ("/checkers/english/params", test_param_table);
  g_test_add_func ("/checkers/english/moves", test_english_moves);
  g_test_add_func ("/checkers/english/records", test_english_records);
  g_test_add_func ("/checkers/english/reasons", test_english_reasons);
  g_test_add_func ("/checkers/english/notation", test_english_notation);
  g_test_add_func ("/checkers/english/brute-force", test_english_brute_force);
  g_test_add_func ("/checkers/english/random-games", test_english_random_games);
  g_test_add_func ("/checkers/english/described", test_english_described);
  g_test_add_func ("/checkers/english/perft-start", test_english_perft_start);
  g_test_add_func ("/checkers/english/perft-epd", test_english_perft_epd);
  /* The `checkers-perft-deep` test of the slow suite runs it. */
  if (g_test_slow ())
    g_test_add_func ("/checkers/perft/deep", test_perft_deep);

  return g_test_run ();
}
