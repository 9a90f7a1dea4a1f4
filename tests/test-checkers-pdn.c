/* test-checkers-pdn.c — checkers games in PDN files (checkers.md §9.3)
 * through the generic PGN reader and writer: the spec's example replayed to
 * its records, round trips, what the reader skips and every error; games of
 * standard English draughts (regicide=false) and their [Variant]
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "arbiter.h"

#define RULES (&arb_checkers_rules)

#define SPEC_EXAMPLE                                                                           \
  "[Event \"Casual game\"]\n"                                                                  \
  "[Date \"2026.11.24\"]\n"                                                                    \
  "[Black \"Ada\"]\n"                                                                          \
  "[White \"Arbiter level 2\"]\n"                                                              \
  "[Result \"1-0\"]\n"                                                                         \
  "[GameType \"21\"]\n"                                                                        \
  "[Variant \"Regicide\"]\n"                                                                   \
  "[SetUp \"1\"]\n"                                                                            \
  "[FEN \"W:W21,30:B11,K17\"]\n"                                                               \
  "\n"                                                                                         \
  "1... 21x14 2. 11-15 14-18 3. 15x22 30-26 4. 22x31 1-0\n"

/* ------------------------------------------------------------ helpers */

/* Every game of @text; @forced: read as checkers whatever the tags say. */
static GPtrArray *
read_all (const char *text, gboolean forced, GError **io_error)
{
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_data (g_strdup (text), -1,
                                                                          g_free);
  g_autoptr (ArbPgnReader) reader = forced
                                    ? arb_pgn_reader_new_game (stream, "test.pdn", RULES)
                                    : arb_pgn_reader_new (stream, "test.pdn");
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) arb_pgn_game_free);
  ArbPgnGame *game;

  while ((game = arb_pgn_reader_next (reader, io_error)) != NULL)
    g_ptr_array_add (games, game);
  return games;
}

static ArbPgnGame *
read_one (const char *text, gboolean forced)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = read_all (text, forced, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  return g_ptr_array_steal_index (games, 0);
}

static char *
records_json (ArbGame *game)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < arb_game_get_n_records (game); i++)
    {
      RULES->record_json (arb_game_get_state (game), arb_game_get_record (game, i), out);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ tests */

static void
test_spec_example (void)
{
  g_autoptr (ArbPgnGame) pdn = read_one (SPEC_EXAMPLE, FALSE);
  g_autofree char *json = NULL;
  g_autofree char *fen = NULL;

  g_assert_no_error (pdn->error);
  g_assert_true (arb_game_get_rules (pdn->game) == RULES);
  g_assert_cmpuint (pdn->warnings->len, ==, 0);
  g_assert_cmpuint (arb_game_get_n_plies (pdn->game), ==, 6);
  g_assert_cmpint (arb_game_get_result (pdn->game), ==, ARB_RESULT_FIRST_WINS);
  fen = arb_game_get_fen (pdn->game);
  g_assert_cmpstr (fen, ==, "W:W:BK31");
  json = records_json (pdn->game);
  g_assert_cmpstr (json, ==,
    "{\"type\": \"move\", \"side\": \"white\", \"piece\": \"man\", \"from\": 21, \"to\": 14, "
    "\"path\": [21, 14]}\n"
    "{\"type\": \"capture\", \"side\": \"white\", \"square\": 17, \"piece\": \"king\"}\n"
    "{\"type\": \"regicide-crown\", \"side\": \"white\", \"square\": 14}\n"
    "{\"type\": \"move\", \"side\": \"black\", \"piece\": \"man\", \"from\": 11, \"to\": 15, "
    "\"path\": [11, 15]}\n"
    "{\"type\": \"move\", \"side\": \"white\", \"piece\": \"king\", \"from\": 14, \"to\": 18, "
    "\"path\": [14, 18]}\n"
    "{\"type\": \"move\", \"side\": \"black\", \"piece\": \"man\", \"from\": 15, \"to\": 22, "
    "\"path\": [15, 22]}\n"
    "{\"type\": \"capture\", \"side\": \"black\", \"square\": 18, \"piece\": \"king\"}\n"
    "{\"type\": \"regicide-crown\", \"side\": \"black\", \"square\": 22}\n"
    "{\"type\": \"move\", \"side\": \"white\", \"piece\": \"man\", \"from\": 30, \"to\": 26, "
    "\"path\": [30, 26]}\n"
    "{\"type\": \"move\", \"side\": \"black\", \"piece\": \"king\", \"from\": 22, \"to\": 31, "
    "\"path\": [22, 31]}\n"
    "{\"type\": \"capture\", \"side\": \"black\", \"square\": 26, \"piece\": \"man\"}\n"
    "{\"type\": \"win\", \"side\": \"black\", \"reason\": \"no-pieces\"}\n");
}

static void
test_write (void)
{
  g_autoptr (ArbPgnGame) pdn = read_one (SPEC_EXAMPLE, TRUE);
  g_autofree char *text = arb_pgn_write_game (pdn->game);
  g_autoptr (ArbPgnGame) again = read_one (text, FALSE);
  g_autofree char *a = records_json (pdn->game);
  g_autofree char *b = records_json (again->game);
  const char *black, *white;

  g_assert_nonnull (strstr (text, "[GameType \"21\"]\n[Variant \"Regicide\"]\n[SetUp \"1\"]\n"
                                  "[FEN \"W:W21,30:B11,K17\"]\n"));
  g_assert_nonnull (strstr (text, "\n1... 21x14 2. 11-15 14-18 3. 15x22 30-26 4. 22x31 1-0\n"));
  g_assert_nonnull (strstr (text, "[Result \"1-0\"]"));
  /* [Black] before [White] (§9.3). */
  black = strstr (text, "[Black \"Ada\"]");
  white = strstr (text, "[White \"Arbiter level 2\"]");
  g_assert_true (black != NULL && white != NULL && black < white);
  g_assert_no_error (again->error);
  g_assert_cmpstr (a, ==, b);
}

static void
test_write_start (void)
{
  g_autoptr (ArbGame) game = arb_game_new_for_rules (RULES);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (arb_game_play_notation (game, "9-13", &error));
  g_assert_true (arb_game_play_notation (game, "22-18", &error));
  g_assert_true (arb_game_play_notation (game, "11-15", &error));
  g_assert_true (arb_game_resign (game, ARB_SIDE_SECOND, &error));
  text = arb_pgn_write_game (game);
  g_assert_null (strstr (text, "[FEN"));
  g_assert_null (strstr (text, "[SetUp"));
  g_assert_nonnull (strstr (text, "1. 9-13 22-18 2. 11-15"));
  g_assert_true (g_str_has_suffix (text, "1-0\n"));
  {
    g_autoptr (ArbPgnGame) again = read_one (text, FALSE);

    g_assert_no_error (again->error);
    g_assert_cmpint (arb_game_get_termination (again->game), ==, ARB_TERMINATION_RESIGNATION);
    g_assert_cmpint (arb_game_get_result (again->game), ==, ARB_RESULT_FIRST_WINS);
  }
}

/* Comments, escape lines, NAGs, strength marks and variations are skipped;
 * the GameType may carry PDN's other fields. */
static void
test_skipped (void)
{
  g_autoptr (ArbPgnGame) pdn = read_one (
    "% an escape line\n"
    "[Event \"x\"]\n"
    "[GameType \"21,B,8,8,N2,0\"]\n"
    "[Unknown \"kept\"]\n"
    "\n"
    "1. 9-13 {a comment} 22-17 ; to the end of the line 1. 11-15\n"
    "2. 13x22! $1 (2. 11-15 17x10) 25x18?! 3. 10-14 *\n", FALSE);
  g_autofree char *fen = NULL;

  g_assert_no_error (pdn->error);
  g_assert_true (arb_game_get_rules (pdn->game) == RULES);
  g_assert_cmpuint (arb_game_get_n_plies (pdn->game), ==, 5);
  /* The variation's moves were not played (position from the reference). */
  fen = arb_game_get_fen (pdn->game);
  g_assert_cmpstr (fen, ==, "W:W18,21,23,24,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,11,12,14");
  g_assert_cmpstr (arb_game_get_tag (pdn->game, "Unknown"), ==, "kept");
  g_assert_cmpint (arb_game_get_result (pdn->game), ==, ARB_RESULT_NONE);
}

/* A decisive result on an unfinished game is a resignation; 1/2-1/2 an
 * agreed draw (§9.3). */
static void
test_results (void)
{
  static const struct { const char *movetext; ArbResult result; ArbTermination how; } cases[] = {
    { "1. 9-13 22-17 1-0", ARB_RESULT_FIRST_WINS, ARB_TERMINATION_RESIGNATION },
    { "1. 9-13 0-1", ARB_RESULT_SECOND_WINS, ARB_TERMINATION_RESIGNATION },
    { "1. 9-13 1/2-1/2", ARB_RESULT_DRAW, ARB_TERMINATION_AGREEMENT },
    { "1. 9-13 *", ARB_RESULT_NONE, ARB_TERMINATION_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("[GameType \"21\"]\n\n%s\n", cases[i].movetext);
      g_autoptr (ArbPgnGame) pdn = read_one (text, FALSE);

      g_assert_no_error (pdn->error);
      g_assert_cmpint (arb_game_get_result (pdn->game), ==, cases[i].result);
      g_assert_cmpint (arb_game_get_termination (pdn->game), ==, cases[i].how);
    }
}

/* A result that contradicts the moves is a warning. */
static void
test_contradiction (void)
{
  g_autoptr (ArbPgnGame) pdn = read_one ("[GameType \"21\"]\n[FEN \"W:W21:BK17\"]\n\n"
                                         "1... 21x14 1-0\n", FALSE);

  g_assert_no_error (pdn->error);
  g_assert_cmpint (arb_game_get_result (pdn->game), ==, ARB_RESULT_SECOND_WINS);
  g_assert_cmpuint (pdn->warnings->len, ==, 1);
}

static void
test_errors (void)
{
  static const struct { const char *text; int code; const char *message; } cases[] = {
    { "[GameType \"20\"]\n\n1. 9-13 *\n", ARB_PGN_ERROR_SYNTAX,
      "test.pdn:1:1: game 1: [GameType \"20\"]: not a game Arbiter reads" },
    /* A game Arbiter knows, named by another game's tag: the right tag. */
    { "[GameType \"Alquerque\"]\n\n1. 18-13 *\n", ARB_PGN_ERROR_SYNTAX,
      "test.pdn:1:1: game 1: [GameType \"Alquerque\"]: Arbiter reads Alquerque from "
      "[Variant \"Alquerque\"]" },
    { "[Game \"checkers\"]\n\n1. 9-13 *\n", ARB_PGN_ERROR_SYNTAX,
      "test.pdn:1:1: game 1: [Game \"checkers\"]: Arbiter reads Checkers from "
      "[GameType \"21\"]" },
    { "[GameType \"21\"]\n\n1. 9-13 22-18 2. 9-14 *\n", ARB_PGN_ERROR_MOVE,
      "test.pdn:3:18: game 1, ply 3: '9-14': There is no piece there." },
    { "[GameType \"21\"]\n\n1. 9-14 22-18 2. 14x23 *\n", ARB_PGN_ERROR_MOVE,
      "test.pdn:3:18: game 1, ply 3: '14x23': Invalid move! This square ain't big enough for "
      "the both of us!" },
    { "[GameType \"21\"]\n[FEN \"B:W14,15,22,23,24:B9,10\"]\n\n1. 10x26 *\n", ARB_PGN_ERROR_MOVE,
      "test.pdn:4:4: game 1, ply 1: '10x26': The move is ambiguous: it could be 10x17x26, "
      "10x19x26." },
    { "[GameType \"21\"]\n[FEN \"W:W21:BK17\"]\n\n1... 21x14 2. 17-13 *\n", ARB_PGN_ERROR_MOVE,
      "test.pdn:4:15: game 1, ply 2: '17-13': The game is over." },
    { "[GameType \"21\"]\n[FEN \"B:W1:B5\"]\n\n*\n", ARB_PGN_ERROR_FEN, NULL },
    { "[GameType \"21\"]\n\n1. 9-1x *\n", ARB_PGN_ERROR_MOVE, NULL },
    { "[GameType \"21\"]\n\n1. 9-13 {open\n", ARB_PGN_ERROR_SYNTAX, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (ArbPgnGame) pdn = read_one (cases[i].text, FALSE);

      g_test_message ("case %u", i);
      g_assert_error (pdn->error, ARB_PGN_ERROR, cases[i].code);
      if (cases[i].message != NULL)
        g_assert_cmpstr (pdn->error->message, ==, cases[i].message);
    }
}

/* Read as checkers (`replay --game checkers`), a file naming another game
 * is refused. */
static void
test_forced (void)
{
  g_autoptr (ArbPgnGame) other = read_one ("[Variant \"Alquerque\"]\n\n*\n", TRUE);
  g_autoptr (ArbPgnGame) plain = read_one ("1. 9-13 *\n", TRUE);

  g_assert_error (other->error, ARB_PGN_ERROR, ARB_PGN_ERROR_SYNTAX);
  g_assert_no_error (plain->error);
  g_assert_cmpuint (arb_game_get_n_plies (plain->game), ==, 1);
}

/* ------------------------------------- standard draughts: regicide=false */

#define ENGLISH_FILE "checkers-english-draughts.pdn"

static char *
data_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr (GError) error = NULL;
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  return contents;
}

/* The one game of @text read as checkers with @assignment given, as
 * `replay --game checkers --param regicide=…` reads it. */
static ArbPgnGame *
read_given (const char *text, const char *assignment)
{
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_data (g_strdup (text), -1,
                                                                          g_free);
  g_autoptr (ArbPgnReader) reader = arb_pgn_reader_new_game (stream, "test.pdn", RULES);
  g_autoptr (GError) error = NULL;
  ArbPgnGame *game;
  ArbParams params;

  arb_params_init (&params, RULES);
  g_assert_true (arb_params_parse (&params, RULES, assignment, &error));
  arb_pgn_reader_set_params (reader, &params);
  game = arb_pgn_reader_next (reader, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static gboolean
regicide_of (ArbGame *game)
{
  ArbParams params;

  arb_game_get_params (game, &params);
  return params.values[ARB_CHECKERS_PARAM_REGICIDE] != 0;
}

/* A hand-written game of standard draughts from a position of our own
 * (PDN's habits: the FEN's lists in the other order with a trailing dot,
 * the short form 11x27, comments, a '!'), where a man takes a king and
 * jumps on: it replays by the rule its [Variant] names, whoever reads it. */
static void
test_english_file (void)
{
  g_autofree char *text = data_file (ENGLISH_FILE);
  g_autoptr (ArbPgnGame) pdn = read_one (text, FALSE);
  g_autoptr (ArbPgnGame) forced = read_one (text, TRUE);
  g_autoptr (ArbPgnGame) given = read_given (text, "regicide=false");
  g_autofree char *fen = NULL;
  g_autofree char *json = NULL;
  g_autofree char *start = NULL;

  g_assert_no_error (pdn->error);
  g_assert_cmpuint (pdn->warnings->len, ==, 0);
  g_assert_true (arb_game_get_rules (pdn->game) == RULES);
  g_assert_false (regicide_of (pdn->game));
  g_assert_cmpuint (arb_game_get_n_plies (pdn->game), ==, 9);
  g_assert_cmpint (arb_game_get_result (pdn->game), ==, ARB_RESULT_FIRST_WINS);
  g_assert_cmpint (arb_game_get_termination (pdn->game), ==, ARB_TERMINATION_RESIGNATION);
  start = arb_rules_write_position (RULES, arb_game_get_start_state (pdn->game));
  g_assert_cmpstr (start, ==, "B:WK22,23,24,28,30,31:B1,3,8,11,14,15");
  fen = arb_game_get_fen (pdn->game);
  g_assert_cmpstr (fen, ==, "W:W15,26,28,31:B1,3,12,17,K32");
  json = records_json (pdn->game);
  /* 11x27: the king on 15, then the man on 23, and no crown; 27-32 is
   * an ordinary crowning. */
  g_assert_nonnull (strstr (json,
    "{\"type\": \"move\", \"side\": \"black\", \"piece\": \"man\", \"from\": 11, \"to\": 27, "
    "\"path\": [11, 18, 27]}\n"
    "{\"type\": \"capture\", \"side\": \"black\", \"square\": 15, \"piece\": \"king\"}\n"
    "{\"type\": \"capture\", \"side\": \"black\", \"square\": 23, \"piece\": \"man\"}\n"
    "{\"type\": \"move\", \"side\": \"white\", \"piece\": \"man\", \"from\": 30, \"to\": 26, "
    "\"path\": [30, 26]}\n"
    "{\"type\": \"move\", \"side\": \"black\", \"piece\": \"man\", \"from\": 27, \"to\": 32, "
    "\"path\": [27, 32]}\n"
    "{\"type\": \"crown\", \"side\": \"black\", \"square\": 32}\n"));
  g_assert_null (strstr (json, "regicide-crown"));

  /* Read as checkers (`replay --game checkers`), with or without the
   * parameter given: the same game. */
  g_assert_no_error (forced->error);
  g_assert_false (regicide_of (forced->game));
  g_assert_true (arb_game_equal (forced->game, pdn->game));
  g_assert_no_error (given->error);
  g_assert_false (regicide_of (given->game));
  g_assert_true (arb_game_equal (given->game, pdn->game));
}

/* The same moves by the house rule: 11x27 cannot be played (the man is
 * crowned on 18 and its move ends there). */
static void
test_english_file_by_regicide (void)
{
  g_autofree char *text = data_file (ENGLISH_FILE);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *without = NULL;
  g_autofree char *renamed = NULL;
  g_autoptr (ArbPgnGame) no_tag = NULL;
  g_autoptr (ArbPgnGame) house = NULL;
  GString *kept = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    if (!g_str_has_prefix (lines[i], "[Variant "))
      g_string_append_printf (kept, "%s\n", lines[i]);
  without = g_string_free (kept, FALSE);
  no_tag = read_one (without, FALSE);
  g_assert_true (regicide_of (no_tag->game));
  g_assert_error (no_tag->error, ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE);
  g_assert_nonnull (strstr (no_tag->error->message, "ply 3: '11x27!'"));
  g_assert_cmpuint (arb_game_get_n_plies (no_tag->game), ==, 2);

  /* [Variant "Regicide"] instead: the same. */
  renamed = g_strjoinv ("\n", lines);
  {
    g_autoptr (GString) swapped = g_string_new (renamed);

    g_assert_cmpuint (g_string_replace (swapped, "[Variant \"English draughts\"]",
                                        "[Variant \"Regicide\"]", 0), ==, 1);
    house = read_one (swapped->str, FALSE);
  }
  g_assert_true (regicide_of (house->game));
  g_assert_error (house->error, ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE);
}

/* A file that says nothing is the house rule, as every file Arbiter wrote
 * before the parameter; one that says "Regicide" too; a file read with a
 * rule given that it contradicts is an error, one that says nothing plays
 * by the rule given. */
static void
test_english_variant_tag (void)
{
  static const struct
  {
    const char *variant;     /* the tag's line, or "" */
    const char *given;       /* --param, or NULL */
    gboolean    regicide;    /* the game's rule */
    const char *error;       /* the error's message, or NULL */
  } cases[] = {
    { "", NULL, TRUE, NULL },
    { "[Variant \"Regicide\"]\n", NULL, TRUE, NULL },
    { "[Variant \"English draughts\"]\n", NULL, FALSE, NULL },
    { "[Variant \"english DRAUGHTS\"]\n", NULL, FALSE, NULL },
    { "", "regicide=false", FALSE, NULL },
    { "", "regicide=true", TRUE, NULL },
    { "[Variant \"English draughts\"]\n", "regicide=false", FALSE, NULL },
    { "[Variant \"Regicide\"]\n", "regicide=true", TRUE, NULL },
    { "[Variant \"English draughts\"]\n", "regicide=true", TRUE,
      "test.pdn:2:1: game 1: [Variant \"English draughts\"]: this game was played with "
      "regicide=false, not regicide=true" },
    { "[Variant \"Regicide\"]\n", "regicide=false", FALSE,
      "test.pdn:2:1: game 1: [Variant \"Regicide\"]: this game was played with "
      "regicide=true, not regicide=false" },
  };

  /* With [GameType "21"], and without it read as checkers (`replay --game
   * checkers`): the [Variant] of the rule names no game, and is no error. */
  for (guint n = 0; n < 2 * G_N_ELEMENTS (cases); n++)
    {
      guint i = n / 2;
      gboolean typed = n % 2 == 0;
      g_autofree char *text = g_strdup_printf ("%s%s\n1. 9-13 22-18 *\n",
                                               typed ? "[GameType \"21\"]\n" : "",
                                               cases[i].variant);
      g_autoptr (ArbPgnGame) pdn = cases[i].given != NULL ? read_given (text, cases[i].given)
                                                          : read_one (text, !typed);

      g_test_message ("case %u, %s", i, typed ? "[GameType]" : "forced");
      g_assert_cmpuint (pdn->warnings->len, ==, 0);
      if (cases[i].error != NULL)
        {
          g_assert_error (pdn->error, ARB_PGN_ERROR, ARB_PGN_ERROR_SYNTAX);
          /* Without [GameType] the tag stands a line higher. */
          g_assert_cmpstr (strstr (pdn->error->message, " game 1: "), ==,
                           strstr (cases[i].error, " game 1: "));
          continue;
        }
      g_assert_no_error (pdn->error);
      g_assert_cmpint (regicide_of (pdn->game), ==, cases[i].regicide);
      g_assert_cmpuint (arb_game_get_n_plies (pdn->game), ==, 2);
    }
}

/* A game played by the standard rule is written with [Variant "English
 * draughts"] (and no FEN from its start) and reads back as that game;
 * writing it again gives the same text. */
static void
test_english_round_trip (void)
{
  static const struct { const char *fen, *line; } games[] = {
    /* §4.4's line: 30x21 takes the king and is not crowned. */
    { NULL, "9-13 22-17 13x22 25x18 10-15 29-25 15x22x29 21-17 29-25 30x21" },
    { "B:WK18,19,27:B14,15", "14x23x32 19x10 32-27" },
    { "B:WK14,K22:B9", "9x18x25" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr (ArbGame) game = NULL;
      g_autoptr (GError) error = NULL;
      g_auto (GStrv) moves = g_strsplit (games[i].line, " ", -1);
      g_autofree char *text = NULL;
      g_autofree char *again = NULL;
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;
      g_autoptr (ArbPgnGame) read = NULL;
      ArbParams params;

      arb_params_init (&params, RULES);
      g_assert_true (arb_params_parse (&params, RULES, "regicide=false", &error));
      if (games[i].fen == NULL)
        game = arb_game_new_with_params (RULES, &params, &error);
      else
        {
          g_autofree char *state = g_malloc0 (RULES->state_size);

          g_assert_true (arb_rules_read_position_with (RULES, &params, games[i].fen, state,
                                                       &error));
          game = arb_game_new_from_state (RULES, state);
        }
      g_assert_no_error (error);
      for (guint m = 0; moves[m] != NULL; m++)
        {
          arb_game_play_notation (game, moves[m], &error);
          g_assert_no_error (error);
        }

      text = arb_pgn_write_game (game);
      g_test_message ("%s", text);
      g_assert_nonnull (strstr (text, "[GameType \"21\"]\n[Variant \"English draughts\"]\n"));
      g_assert_null (strstr (text, "Regicide"));
      g_assert_true ((strstr (text, "[FEN ") != NULL) == (games[i].fen != NULL));

      read = read_one (text, FALSE);
      g_assert_no_error (read->error);
      g_assert_cmpuint (read->warnings->len, ==, 0);
      g_assert_false (regicide_of (read->game));
      g_assert_cmpuint (arb_game_get_n_plies (read->game), ==, arb_game_get_n_plies (game));
      g_assert_true (arb_game_equal (read->game, game));
      g_assert_cmpint (arb_game_get_result (read->game), ==, arb_game_get_result (game));
      a = records_json (game);
      b = records_json (read->game);
      g_assert_cmpstr (a, ==, b);
      g_assert_null (strstr (a, "regicide-crown"));
      again = arb_pgn_write_game (read->game);
      g_assert_cmpstr (again, ==, text);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/checkers/pdn/spec-example", test_spec_example);
  g_test_add_func ("/checkers/pdn/write", test_write);
  g_test_add_func ("/checkers/pdn/write-start", test_write_start);
  g_test_add_func ("/checkers/pdn/skipped", test_skipped);
  g_test_add_func ("/checkers/pdn/results", test_results);
  g_test_add_func ("/checkers/pdn/contradiction", test_contradiction);
  g_test_add_func ("/checkers/pdn/errors", test_errors);
  g_test_add_func ("/checkers/pdn/forced", test_forced);
  g_test_add_func ("/checkers/pdn/english/file", test_english_file);
  g_test_add_func ("/checkers/pdn/english/file-by-regicide", test_english_file_by_regicide);
  g_test_add_func ("/checkers/pdn/english/variant-tag", test_english_variant_tag);
  g_test_add_func ("/checkers/pdn/english/round-trip", test_english_round_trip);

  return g_test_run ();
}
