/* test-congkak.c — Congkak (congkak.md) through its rules table and the
 * game object: the worked examples lap by lap, every refusal, position
 * strings, notation, JSON, the end and the claim, undo, the coin, the
 * greedy suggestion, perft against tests/data/perft-congkak.epd (files:
 * test-congkak-files.c)
 *
 * Expected values are the spec's own or come from
 * tests/tools/congkak-reference.py (an independent Python implementation).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "arb-test-congkak.h"
#include "arbiter.h"
#include "arb-congkak.h"
#include "arb-random.h"
#include "arb-test-util.h"

#define RULES (&arb_congkak_rules)

/* ------------------------------------------------------------ helpers */


/* The records from @first on, summaries expanded, are exactly @expected,
 * in order. */
static void
assert_records (ArbGame *game, guint first, const char *const *expected)
{
  g_autoptr (GArray) records = arb_test_expanded_records (game, first);
  guint i = 0;

  for (; expected[i] != NULL; i++)
    {
      g_autofree char *text = NULL;

      g_assert_cmpuint (i, <, records->len);
      text = arb_test_congkak_record_text (&g_array_index (records, ArbRecord, i));
      g_assert_cmpstr (text, ==, expected[i]);
    }
  g_assert_cmpuint (i, ==, records->len);
}

static ArbCongkakPosition *
read_ok (const char *text)
{
  ArbCongkakPosition *pos = g_new0 (ArbCongkakPosition, 1);
  g_autoptr (GError) error = NULL;
  const char *why = NULL;

  g_assert_true (RULES->read_position (pos, text, &error));
  g_assert_no_error (error);
  g_assert_true (RULES->is_valid (pos, &why));
  return pos;
}

/* ------------------------------------------------------ the table, §1 */

static void
test_table (void)
{
  ArbBoardGeometry board;
  g_autofree ArbCongkakPosition *pos = read_ok ("1,2,3/4,5,6/7/8 2");

  g_assert_cmpstr (RULES->id, ==, "congkak");
  g_assert_cmpstr (RULES->name, ==, "Congkak");
  g_assert_cmpstr (RULES->player_names[0], ==, "Player 1");
  g_assert_cmpstr (RULES->player_names[1], ==, "Player 2");
  g_assert_cmpstr (RULES->player_ids[0], ==, "p1");
  g_assert_cmpstr (RULES->player_ids[1], ==, "p2");
  g_assert_cmpstr (RULES->file_tag, ==, "Game");
  g_assert_cmpstr (RULES->file_tag_value, ==, "Congkak");
  g_assert_true (arb_games_lookup ("congkak") == RULES);

  /* The board of the position, not the table's: N = 3; ring cells then stores. */
  arb_rules_geometry (RULES, pos, &board);
  g_assert_cmpint (board.kind, ==, ARB_BOARD_PITS);
  g_assert_cmpuint (board.width, ==, 3);
  g_assert_cmpuint (arb_rules_n_cells (RULES, pos), ==, 8);
  for (guint cell = 0; cell < 8; cell++)
    g_assert_cmpuint (arb_congkak_seeds_at (pos, cell), ==, cell + 1);
  g_assert_cmpuint (arb_congkak_seeds_at (pos, 8), ==, 0);
  g_assert_cmpuint (RULES->piece_at (pos, 3), ==, ARB_CONGKAK_SEEDS | 1 << 3);
  g_assert_cmpuint (RULES->piece_at (pos, 2), ==, ARB_CONGKAK_SEEDS);
  g_assert_cmpint (RULES->turn (pos), ==, ARB_SIDE_SECOND);
  /* §11: store(side to move) − store(other). */
  g_assert_cmpint (RULES->evaluate (pos), ==, 1);
}

/* ---------------------------------------------------- §9.1 positions */

static void
test_position_read_write (void)
{
  static const struct { const char *in, *out; } cases[] = {
    { "004,04,4,4,4,4,4/4,4,4,4,4,4,4/0/000 1", ARB_CONGKAK_START },
    { "  \t4,4,4,4,4,4,4/4,4,4,4,4,4,4/0/0 \t  1  ", ARB_CONGKAK_START },
    { "0/0/0/0 2", "0/0/0/0 2" },
    { "1998/0/0/0 1", "1998/0/0/0 1" },
    { "0,0,0/1,2,0/3/4 1", "0,0,0/1,2,0/3/4 1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree ArbCongkakPosition *pos = read_ok (cases[i].in);
      g_autofree char *text = arb_rules_write_position (RULES, pos);

      g_assert_cmpstr (text, ==, cases[i].out);
    }
}

static void
test_position_refused (void)
{
  g_autofree char *long_row = NULL;
  g_autofree char *row999 = NULL;
  GString *s = g_string_new ("0");
  static const struct { const char *text; int code; const char *part; } cases[] = {
    { "", ARB_CONGKAK_POSITION_ERROR_FIELDS, "two fields" },
    { "4,4/4,4/0/0", ARB_CONGKAK_POSITION_ERROR_FIELDS, "two fields" },
    { "4,4/4,4/0/0 1 x", ARB_CONGKAK_POSITION_ERROR_FIELDS, "two fields" },
    { "4,4/4,4/0 1", ARB_CONGKAK_POSITION_ERROR_FIELDS, "four" },
    { "4,4/4,4/0/0/0 1", ARB_CONGKAK_POSITION_ERROR_FIELDS, "four" },
    { "4,,4/4,4,4/0/0 1", ARB_CONGKAK_POSITION_ERROR_COUNT, "Player 1's pits, count 2" },
    { "-1,4/4,4/0/0 1", ARB_CONGKAK_POSITION_ERROR_COUNT, "'-1'" },
    { "4,4/+3,4/0/0 1", ARB_CONGKAK_POSITION_ERROR_COUNT, "Player 2's pits" },
    { "4a,4/4,4/0/0 1", ARB_CONGKAK_POSITION_ERROR_COUNT, "'4a'" },
    { "00004,4/4,4/0/0 1", ARB_CONGKAK_POSITION_ERROR_COUNT, "four digits" },
    { "4,4/4,4//0 1", ARB_CONGKAK_POSITION_ERROR_COUNT, "Player 1's store" },
    { "4,4/4,4,4/0/0 1", ARB_CONGKAK_POSITION_ERROR_ROWS, "rows of 2 and 3" },
    { "999/999/1/0 1", ARB_CONGKAK_POSITION_ERROR_SEEDS, "1999 seeds" },
    { "4,4/4,4/0/0 3", ARB_CONGKAK_POSITION_ERROR_SIDE, "'3'" },
    { "4,4/4,4/0/0 p1", ARB_CONGKAK_POSITION_ERROR_SIDE, "side to move" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree ArbCongkakPosition *pos = g_new0 (ArbCongkakPosition, 1);
      g_autoptr (GError) error = NULL;

      g_assert_false (RULES->read_position (pos, cases[i].text, &error));
      g_assert_error (error, ARB_CONGKAK_POSITION_ERROR, cases[i].code);
      arb_test_assert_contains (error->message, cases[i].part);
    }

  /* Messages quote what they refuse as valid UTF-8, cut after 32 bytes
   * (fuzz-position's finding: a count of 0xff bytes). */
  {
    static const char *const bad[] = {
      "\xff\xfe,4/4,4/0/0 1", "4,4/4,4/0/0 \xc3", "4,4/4,4/0/0 0123456789012345678901234567890123456789",
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autofree ArbCongkakPosition *pos = g_new0 (ArbCongkakPosition, 1);
        g_autoptr (GError) error = NULL;

        g_assert_false (RULES->read_position (pos, bad[i], &error));
        g_assert_true (g_utf8_validate (error->message, -1, NULL));
        g_assert_cmpuint (strlen (error->message), <, 120);
      }
  }

  /* 1000 pits a side: refused; 999: accepted. */
  for (guint i = 1; i < 1000; i++)
    g_string_append (s, ",0");
  long_row = g_strdup_printf ("%s/%s/0/0 1", s->str, s->str);
  {
    g_autofree ArbCongkakPosition *pos = g_new0 (ArbCongkakPosition, 1);
    g_autoptr (GError) error = NULL;

    g_assert_false (RULES->read_position (pos, long_row, &error));
    g_assert_error (error, ARB_CONGKAK_POSITION_ERROR, ARB_CONGKAK_POSITION_ERROR_ROWS);
    arb_test_assert_contains (error->message, "1000 pits");
  }
  g_string_truncate (s, s->len - 2);
  row999 = g_strdup_printf ("%s/%s/0/0 1", s->str, s->str);
  g_free (read_ok (row999));
  g_string_free (s, TRUE);
}

/* ------------------------------------------------ §3.6 worked examples */

static void
test_example_a (void)
{
  g_autoptr (ArbGame) game = arb_test_congkak_game_from (ARB_CONGKAK_START);
  static const char *const records[] = {
    "move p1 1 4", "relay p1 p1 6 4", "relay p1 p2 4 4", "relay p1 p1 2 5",
    "relay p1 p2 1 5", "relay p1 p2 7 5", "relay p1 p1 6 1", "capture p1 p2 2 6", NULL,
  };

  arb_test_congkak_play (game, "1");
  assert_records (game, 0, records);
  arb_test_congkak_assert_fen (game, "2,1,7,7,7,0,7/0,0,6,1,6,6,0/6/0 2");
  g_assert_false (arb_game_is_over (game));

  /* §8: undo restores board, stores and turn; redo plays it again. */
  g_assert_true (arb_game_undo (game));
  arb_test_congkak_assert_fen (game, ARB_CONGKAK_START);
  g_assert_cmpuint (arb_game_get_n_records (game), ==, 0);
  g_assert_true (arb_game_redo (game));
  arb_test_congkak_assert_fen (game, "2,1,7,7,7,0,7/0,0,6,1,6,6,0/6/0 2");
  assert_records (game, 0, records);
}

static void
test_example_b (void)
{
  g_autoptr (ArbGame) game = arb_test_congkak_game_from ("4,4,4,4,4/4,4,4,4,4/0/0 2");
  static const char *const records[] = {
    "move p2 1 4", "relay p2 p1 1 4", "capture p2 p2 2 5", NULL,
  };

  arb_test_congkak_play (game, "1");
  assert_records (game, 0, records);
  arb_test_congkak_assert_fen (game, "0,5,5,5,5/0,0,5,5,5/0/5 1");
}

static void
test_example_c (void)
{
  g_autoptr (ArbGame) game = arb_test_congkak_game_from ("0,0,0,1,3/1,4,0,1,7/3/20 1");
  g_autoptr (ArbGame) other = arb_test_congkak_game_from ("0,0,0,1,3/1,4,0,1,7/3/20 1");
  static const char *const four[] = {
    "move p1 4 1", "relay p1 p2 1 1", "capture p1 p2 4 1", NULL,
  };
  /* The capture of an empty pit: 0 seeds, from the mover's own row. */
  static const char *const five[] = {
    "move p1 5 3", "relay p1 p2 4 1", "capture p1 p1 2 0", NULL,
  };

  arb_test_congkak_play (game, "4");
  assert_records (game, 0, four);
  arb_test_congkak_assert_fen (game, "0,0,0,0,4/0,5,0,0,7/4/20 2");
  arb_test_congkak_play (other, "5");
  assert_records (other, 0, five);
  arb_test_congkak_assert_fen (other, "0,0,0,1,0/2,5,1,0,8/3/20 2");
}

static void
test_example_d (void)
{
  g_autoptr (ArbGame) game = arb_test_congkak_game_from ("0,2/5,0/1/0 2");
  static const char *const records[] = {
    "move p2 1 5", "relay p2 p1 1 1", "relay p2 p2 1 1", "capture p2 p1 2 4",
    "leftover p2 3", "win p2 1 7", NULL,
  };
  g_autoptr (GError) error = NULL;

  arb_test_congkak_play (game, "1");
  assert_records (game, 0, records);
  arb_test_congkak_assert_fen (game, "0,0/0,0/1/7 1");
  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_SECOND_WINS);
  /* A finished game has the side that could not move "to move". */
  g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_FIRST);
  g_assert_false (arb_game_play_notation (game, "1", &error));
  g_assert_error (error, ARB_MOVE_ERROR, ARB_CONGKAK_REASON_GAME_OVER);

  /* Undo takes back the move with the leftover and the win. */
  g_assert_true (arb_game_undo (game));
  arb_test_congkak_assert_fen (game, "0,2/5,0/1/0 2");
  g_assert_false (arb_game_is_over (game));
}

static void
test_example_e (void)
{
  g_autoptr (ArbGame) game = arb_test_congkak_game_from ("0,1,0/1,2,1/0/0 2");
  /* The first laps (congkak-reference.py play). */
  static const char *const first[] = {
    "move p2 2 2", "relay p2 p1 2 1", "relay p2 p2 1 1", "relay p2 p2 3 2",
    "relay p2 p1 3 1", "relay p2 p2 2 1", "relay p2 p1 1 2", "relay p2 p2 1 1",
    "relay p2 p2 3 1", "relay p2 p1 2 2", "relay p2 p2 2 1", "relay p2 p1 1 1",
  };
  g_autoptr (GArray) records = NULL;
  const ArbRecord *summary;
  guint n;

  arb_test_congkak_play (game, "2");
  records = arb_test_expanded_records (game, 0);
  n = records->len;
  /* The move, 9 999 relays (laps 2 … 10 000), the endless stop. */
  g_assert_cmpuint (n, ==, 1 + 9999 + 1);
  for (guint i = 0; i < G_N_ELEMENTS (first); i++)
    {
      g_autofree char *text = arb_test_congkak_record_text (&g_array_index (records, ArbRecord, i));

      g_assert_cmpstr (text, ==, first[i]);
    }
  for (guint i = 1; i < n - 1; i++)
    g_assert_cmpint (g_array_index (records, ArbRecord, i).type, ==, ARB_CONGKAK_RECORD_RELAY);
  {
    g_autofree char *last = arb_test_congkak_record_text (&g_array_index (records, ArbRecord,
                                                                           n - 1));

    g_assert_cmpstr (last, ==, "endless p2 10000");
  }
  /* Stored: the move, the first relays, one summary of the others, the
   * stop; the history does not grow with the laps. */
  g_assert_cmpuint (arb_game_get_n_records (game), ==, 1 + ARB_CONGKAK_RELAYS_KEPT + 1 + 1);
  summary = arb_game_get_record (game, 1 + ARB_CONGKAK_RELAYS_KEPT);
  g_assert_cmpuint (summary->type, ==, ARB_CONGKAK_RECORD_RELAYS);
  g_assert_cmpuint (summary->cell, ==, ARB_CONGKAK_RELAYS_KEPT);
  g_assert_cmpuint (summary->count, ==, 9999 - ARB_CONGKAK_RELAYS_KEPT);
  for (guint i = 1; i <= ARB_CONGKAK_RELAYS_KEPT; i++)
    g_assert_true (memcmp (arb_game_get_record (game, i), &g_array_index (records, ArbRecord, i),
                           sizeof (ArbRecord)) == 0);
  arb_test_congkak_assert_fen (game, "1,0,2/1,1,0/0/0 1");
  g_assert_true (arb_game_undo (game));
  arb_test_congkak_assert_fen (game, "0,1,0/1,2,1/0/0 2");
}

static void
test_example_f (void)
{
  g_autoptr (ArbGame) game = arb_test_congkak_game_from ("5/5/0/0 1");
  static const char *const records[] = {
    "move p1 1 5", "relay p1 p1 1 2", "relay p1 p2 1 9", "relay p1 p2 1 4",
    "relay p1 p1 1 8", "relay p1 p2 1 6", "relay p1 p1 1 7", "relay p1 p1 1 3",
    "relay p1 p1 1 1", "capture p1 p2 1 10", "win p1 10 0", NULL,
  };

  arb_test_congkak_play (game, "1");
  assert_records (game, 0, records);
  arb_test_congkak_assert_fen (game, "0/0/10/0 2");
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_FIRST_WINS);
}

/* ---------------------------------------------- §6 refusals, §9.2 */

static void
test_refusals (void)
{
  g_autofree ArbCongkakPosition *pos = read_ok ("0,3,1/2,0,4/0/0 1");
  g_autofree ArbCongkakPosition *over = read_ok ("0,0,0/2,0,4/0/0 1");
  static const struct { gboolean finished; const char *text; guint reason; } cases[] = {
    /* §6.1 comes before everything, the game over included. */
    { FALSE, "", ARB_CONGKAK_REASON_NOT_A_PIT },
    { FALSE, "a", ARB_CONGKAK_REASON_NOT_A_PIT },
    { FALSE, "-1", ARB_CONGKAK_REASON_NOT_A_PIT },
    { FALSE, "+2", ARB_CONGKAK_REASON_NOT_A_PIT },
    { FALSE, " 2", ARB_CONGKAK_REASON_NOT_A_PIT },
    { FALSE, "2 ", ARB_CONGKAK_REASON_NOT_A_PIT },
    { FALSE, "1 2", ARB_CONGKAK_REASON_NOT_A_PIT },
    { FALSE, "p1", ARB_CONGKAK_REASON_NOT_A_PIT },
    { FALSE, "2a", ARB_CONGKAK_REASON_NOT_A_PIT },
    { FALSE, "٣", ARB_CONGKAK_REASON_NOT_A_PIT },
    { TRUE, "x", ARB_CONGKAK_REASON_NOT_A_PIT },
    /* §6.2 before §6.3 and §6.4. */
    { TRUE, "2", ARB_CONGKAK_REASON_GAME_OVER },
    { TRUE, "0", ARB_CONGKAK_REASON_GAME_OVER },
    { TRUE, "9", ARB_CONGKAK_REASON_GAME_OVER },
    { FALSE, "0", ARB_CONGKAK_REASON_NO_SUCH_PIT },
    { FALSE, "4", ARB_CONGKAK_REASON_NO_SUCH_PIT },
    { FALSE, "99999999999999999999", ARB_CONGKAK_REASON_NO_SUCH_PIT },
    { FALSE, "1", ARB_CONGKAK_REASON_EMPTY_PIT },
    { FALSE, "001", ARB_CONGKAK_REASON_EMPTY_PIT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      ArbMove move;

      g_assert_false (RULES->move_from_text (cases[i].finished ? over : pos, cases[i].text,
                                             FALSE, &move, &error));
      g_assert_error (error, ARB_MOVE_ERROR, (int) cases[i].reason);
    }

  /* "pits are 1 to N" names N. */
  {
    g_autoptr (GError) error = NULL;
    ArbMove move;

    g_assert_false (RULES->move_from_text (pos, "7", FALSE, &move, &error));
    arb_test_assert_contains (error->message, "1 to 3");
  }

  /* Leading zeros; the history's game over. */
  {
    g_autoptr (GError) error = NULL;
    ArbMove move;
    char text[ARB_MOVE_TEXT_MAX];

    g_assert_true (RULES->move_from_text (pos, "02", FALSE, &move, &error));
    g_assert_cmpuint (move.n_cells, ==, 1);
    g_assert_cmpuint (move.cells[0], ==, 1);
    RULES->move_to_text (pos, &move, text);
    g_assert_cmpstr (text, ==, "2");
    g_assert_false (RULES->move_from_text (pos, "2", TRUE, &move, &error));
    g_assert_error (error, ARB_MOVE_ERROR, ARB_CONGKAK_REASON_GAME_OVER);
  }

  /* As cells: a pit of the other row, a store, a cell beyond the board. */
  {
    ArbMove move = { .n_cells = 1, .cells = { 3 } };
    guint detail;

    g_assert_cmpuint (RULES->explain (pos, &move, FALSE, &detail), ==,
                      ARB_CONGKAK_REASON_NOT_YOUR_PIT);
    move.cells[0] = 6;
    g_assert_cmpuint (RULES->explain (pos, &move, FALSE, &detail), ==,
                      ARB_CONGKAK_REASON_NO_SUCH_PIT);
    move.cells[0] = 1999;
    g_assert_cmpuint (RULES->explain (pos, &move, FALSE, &detail), ==,
                      ARB_CONGKAK_REASON_NO_SUCH_PIT);
    move.cells[0] = 1;
    g_assert_cmpuint (RULES->explain (pos, &move, FALSE, &detail), ==, ARB_CONGKAK_REASON_OK);
  }

  /* On failure nothing changes. */
  {
    g_autoptr (ArbGame) game = arb_test_congkak_game_from ("0,3,1/2,0,4/0/0 1");
    g_autoptr (GError) error = NULL;

    g_assert_false (arb_game_play_notation (game, "1", &error));
    arb_test_congkak_assert_fen (game, "0,3,1/2,0,4/0/0 1");
    g_assert_cmpuint (arb_game_get_n_records (game), ==, 0);
  }
}

static void
test_reason_sentences (void)
{
  for (guint reason = 1; reason < ARB_CONGKAK_N_REASONS; reason++)
    {
      g_autofree char *sentence = RULES->describe_reason (reason, G_MAXUINT);

      g_assert_nonnull (arb_congkak_reason_id (reason));
      g_assert_cmpuint (strlen (sentence), >, 5);
    }
  g_assert_null (arb_congkak_reason_id (ARB_CONGKAK_N_REASONS));
}

/* ------------------------------------------------------------ §7, §4 */

static void
test_moves_and_end (void)
{
  g_auto (GStrv) moves = NULL;
  g_autofree ArbCongkakPosition *pos = NULL;
  GString *fen = g_string_new (NULL);
  ArbOutcome outcome;

  /* §9.2: byte-sorted, "10" before "2". */
  for (guint i = 0; i < 12; i++)
    g_string_append (fen, i == 0 ? "1" : ",1");
  g_string_append_printf (fen, "/%s/0/0 1", fen->str);
  pos = read_ok (fen->str);
  moves = arb_rules_legal_move_texts (RULES, pos);
  g_assert_cmpstr (moves[0], ==, "1");
  g_assert_cmpstr (moves[1], ==, "10");
  g_assert_cmpstr (moves[2], ==, "11");
  g_assert_cmpstr (moves[3], ==, "12");
  g_assert_cmpstr (moves[4], ==, "2");
  g_string_free (fen, TRUE);

  /* §7: a user's finished position with leftovers unmoved: scored with
   * the rows; equal scores draw; the other row empty does not end it. */
  {
    g_autofree ArbCongkakPosition *p = read_ok ("0,0,0/1,2,0/3/4 1");
    guint score[2];

    RULES->outcome (p, &outcome);
    g_assert_cmpint (outcome.result, ==, ARB_RESULT_SECOND_WINS);
    arb_congkak_score (p, score);
    g_assert_cmpuint (score[0], ==, 3);
    g_assert_cmpuint (score[1], ==, 7);
  }
  {
    g_autofree ArbCongkakPosition *p = read_ok ("0,0/1,2/5/2 1");

    RULES->outcome (p, &outcome);
    g_assert_cmpint (outcome.result, ==, ARB_RESULT_DRAW);
  }
  {
    g_autofree ArbCongkakPosition *p = read_ok ("0,0/1,2/5/2 2");

    RULES->outcome (p, &outcome);
    g_assert_cmpint (outcome.result, ==, ARB_RESULT_NONE);
  }
  /* A side that empties its own row plays on: Player 1's last seed, no leftover. */
  {
    g_autoptr (ArbGame) game = arb_test_congkak_game_from ("0,1/3,0/0/0 1");
    static const char *const records[] = {
      "move p1 2 1", "capture p1 p1 1 0", NULL,
    };

    arb_test_congkak_play (game, "2");
    assert_records (game, 0, records);
    arb_test_congkak_assert_fen (game, "0,0/4,0/0/0 2");
    g_assert_false (arb_game_is_over (game));
    g_assert_cmpint (arb_game_get_turn (game), ==, ARB_SIDE_SECOND);
  }
}

/* §7: the third occurrence may be claimed; each side takes its row. */
static void
test_claim (void)
{
  g_autoptr (ArbGame) game = arb_test_congkak_game_from ("1,2/1,2/0/0 1");
  g_autoptr (GError) error = NULL;
  static const char *const claim[] = {
    "claim p1", "leftover p1 3", "leftover p2 3", "draw 3 3", NULL,
  };
  guint before;

  g_assert_false (arb_game_claim_draw (game, &error));
  g_assert_error (error, ARB_GAME_ERROR, ARB_GAME_ERROR_NOT_CLAIMABLE);
  g_clear_error (&error);
  /* Each move is endless and comes back (congkak-reference.py). */
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_NONE);
      arb_test_congkak_play (game, "2");
    }
  arb_test_congkak_assert_fen (game, "1,2/1,2/0/0 1");
  g_assert_cmpuint (arb_game_count_repetitions (game), ==, 3);
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_REPETITION);
  before = arb_game_get_n_records (game);
  g_assert_true (arb_game_claim_draw (game, &error));
  g_assert_no_error (error);
  assert_records (game, before, claim);
  /* The rows went to the stores: the board shows the final score. */
  arb_test_congkak_assert_fen (game, "0,0/0,0/3/3 1");
  g_assert_true (arb_game_is_over (game));
  g_assert_cmpint (arb_game_get_result (game), ==, ARB_RESULT_DRAW);
  g_assert_cmpint (arb_game_get_termination (game), ==, ARB_TERMINATION_REPETITION);

  /* A claim is undone like a move, and redone. */
  g_assert_true (arb_game_undo (game));
  g_assert_cmpuint (arb_game_get_n_records (game), ==, before);
  g_assert_false (arb_game_is_over (game));
  g_assert_cmpuint (arb_game_get_ply (game), ==, 4);
  arb_test_congkak_assert_fen (game, "1,2/1,2/0/0 1");
  g_assert_cmpint (arb_game_get_claimable_draws (game), ==, ARB_DRAW_CLAIM_REPETITION);
  g_assert_true (arb_game_redo (game));
  arb_test_congkak_assert_fen (game, "0,0/0,0/3/3 1");
  assert_records (game, before, claim);
  g_assert_true (arb_game_is_over (game));

  /* The kept branch: a move instead of the claim, undone, brings the claim back. */
  g_assert_true (arb_game_undo (game));
  arb_test_congkak_play (game, "1");
  g_assert_true (arb_game_undo (game));
  g_assert_true (arb_game_can_redo (game));
  g_assert_true (arb_game_redo (game));
  arb_test_congkak_assert_fen (game, "0,0/0,0/3/3 1");
  assert_records (game, before, claim);

  /* A copy keeps the claimed game; going back to ply 2 and forward too. */
  {
    g_autoptr (ArbGame) copy = arb_game_copy (game);

    arb_test_congkak_assert_fen (copy, "0,0/0,0/3/3 1");
    g_assert_true (arb_game_go_to_ply (copy, 2));
    arb_test_congkak_assert_fen (copy, "1,2/1,2/0/0 1");
    g_assert_false (arb_game_is_over (copy));
    g_assert_true (arb_game_undo (copy));
    g_assert_true (arb_game_redo (copy));
    g_assert_true (arb_game_go_to_ply (copy, 4));
    g_assert_true (arb_game_redo (copy));
    arb_test_congkak_assert_fen (copy, "0,0/0,0/3/3 1");
  }
}

/* §2, §8: the setup is part of ply 0 and never undone. */
static void
test_setup_record (void)
{
  g_autoptr (ArbGame) game = arb_game_new_for_rules (RULES);
  ArbRecord setup = { .type = ARB_RECORD_SETUP, .side = ARB_SIDE_SECOND };

  g_strlcpy (setup.text, "0", sizeof setup.text);
  g_assert_true (arb_game_set_setup (game, &setup));
  g_assert_nonnull (arb_game_get_setup (game));
  g_assert_false (arb_game_can_undo (game));
  g_assert_false (arb_game_is_over (game));
  arb_test_congkak_play (game, "3");
  g_assert_true (arb_game_can_undo (game));
  g_assert_true (arb_game_undo (game));
  g_assert_false (arb_game_undo (game));
  g_assert_cmpuint (arb_game_get_n_records (game), ==, 1);
  g_assert_cmpint (arb_game_get_record (game, 0)->type, ==, ARB_RECORD_SETUP);
  /* Only before any record. */
  arb_test_congkak_play (game, "3");
  g_assert_false (arb_game_set_setup (game, &setup));
}

/* §7: no resignation, no draw offer. */
static void
test_no_resignation (void)
{
  g_autoptr (ArbGame) game = arb_game_new_for_rules (RULES);
  g_autoptr (GError) error = NULL;

  g_assert_false (arb_game_resign (game, ARB_SIDE_FIRST, &error));
  g_assert_error (error, ARB_GAME_ERROR, ARB_GAME_ERROR_NOT_ALLOWED);
  g_clear_error (&error);
  g_assert_false (arb_game_agree_draw (game, &error));
  g_assert_error (error, ARB_GAME_ERROR, ARB_GAME_ERROR_NOT_ALLOWED);
  g_assert_false (arb_game_is_over (game));
  g_assert_cmpuint (arb_game_get_n_records (game), ==, 0);
}

/* ------------------------------------------------------------ §2 coin */

static void
test_coin (void)
{
  guint64 seed = 0;

  g_assert_cmphex (arb_splitmix64 (&seed), ==, G_GUINT64_CONSTANT (0xE220A8397B1DCDAF));
  seed = 2;
  g_assert_cmphex (arb_splitmix64 (&seed), ==, G_GUINT64_CONSTANT (0x975835DE1C9756CE));
  g_assert_cmpint (arb_congkak_coin_flip (0), ==, ARB_SIDE_SECOND);
  g_assert_cmpint (arb_congkak_coin_flip (2), ==, ARB_SIDE_FIRST);
}

/* ------------------------------------------------------ §11 level 1 */

static void
test_greedy (void)
{
  /* The spec's examples, and congkak-reference.py greedy on others. */
  static const struct { const char *fen; guint pit; } cases[] = {
    { "0,0,0,1,3/1,4,0,1,7/3/20 1", 4 },
    { "1,1/1,1/0/0 2", 2 },
    { "1,1/1,1/0/0 1", 2 },
    { ARB_CONGKAK_START, 7 },
    { "4,4,4,4,4/4,4,4,4,4/0/0 2", 5 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree ArbCongkakPosition *pos = read_ok (cases[i].fen);
      ArbMove move;
      char text[ARB_MOVE_TEXT_MAX];

      g_assert_true (arb_congkak_greedy_move (pos, &move));
      RULES->move_to_text (pos, &move, text);
      g_assert_cmpuint ((guint) atoi (text), ==, cases[i].pit);
    }
  {
    g_autofree ArbCongkakPosition *pos = read_ok ("0,0/1,1/0/0 1");
    ArbMove move;

    g_assert_false (arb_congkak_greedy_move (pos, &move));
  }
}

/* ---------------------------------------------------- §9.4, §9.3 JSON */

static void
test_inspect_json (void)
{
  g_autofree ArbCongkakPosition *over = read_ok ("0,0,0/1,2,0/3/4 1");
  g_autofree ArbCongkakPosition *c = read_ok ("0,0,0,1,3/1,4,0,1,7/3/20 1");
  g_autoptr (GString) out = g_string_new (NULL);

  RULES->inspect_json (over, out);
  g_assert_cmpstr (out->str, ==,
                   "{\"fen\":\"0,0,0/1,2,0/3/4 1\",\"turn\":\"p1\",\"over\":true,"
                   "\"result\":\"0-1\",\"winner\":\"p2\",\"moves\":[],\"score\":[3,7],"
                   "\"after\":{}}");
  g_string_truncate (out, 0);
  RULES->inspect_json (c, out);
  g_assert_cmpstr (out->str, ==,
                   "{\"fen\":\"0,0,0,1,3/1,4,0,1,7/3/20 1\",\"turn\":\"p1\",\"over\":false,"
                   "\"result\":\"*\",\"winner\":null,\"moves\":[\"4\",\"5\"],\"score\":[3,20],"
                   "\"after\":{\"4\":\"0,0,0,0,4/0,5,0,0,7/4/20 2\","
                   "\"5\":\"0,0,0,1,0/2,5,1,0,8/3/20 2\"}}");
}

static void
test_record_json (void)
{
  g_autoptr (ArbGame) game = arb_test_congkak_game_from ("0,2/5,0/1/0 2");
  g_autoptr (GString) out = g_string_new (NULL);

  arb_test_congkak_play (game, "1");
  for (guint i = 0; i < arb_game_get_n_records (game); i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      RULES->record_json (arb_game_get_state (game), arb_game_get_record (game, i), out);
    }
  g_assert_cmpstr (out->str, ==,
                   "{\"type\":\"move\",\"side\":\"p2\",\"pit\":1,\"seeds\":5},"
                   "{\"type\":\"relay\",\"side\":\"p2\",\"owner\":\"p1\",\"pit\":1,\"seeds\":1},"
                   "{\"type\":\"relay\",\"side\":\"p2\",\"owner\":\"p2\",\"pit\":1,\"seeds\":1},"
                   "{\"type\":\"capture\",\"side\":\"p2\",\"owner\":\"p1\",\"pit\":2,\"seeds\":4},"
                   "{\"type\":\"leftover\",\"side\":\"p2\",\"seeds\":3},"
                   "{\"type\":\"win\",\"side\":\"p2\",\"score\":[1,7]}");
}

/* -------------------------------------------------------- §10 perft */

static void
test_perft_spec (void)
{
  g_autofree ArbCongkakPosition *pos = read_ok (ARB_CONGKAK_START);

  g_assert_cmpuint (arb_rules_perft (RULES, pos, 0), ==, 1);
  g_assert_cmpuint (arb_rules_perft (RULES, pos, 1), ==, 7);
  g_assert_cmpuint (arb_rules_perft (RULES, pos, 2), ==, 30);
  g_assert_cmpuint (arb_rules_perft (RULES, pos, 3), ==, 147);
  g_assert_cmpuint (arb_rules_perft_generic (RULES, pos, 3), ==, 147);
}

/* tests/data/perft-congkak.epd: the fast count at every depth, and the
 * generic one (make/unmake through the table) up to depth 4. */
static void
test_perft_epd (void)
{
  g_autoptr (GPtrArray) suite = arb_test_read_perft_suite ("perft-congkak.epd");
  guint n_positions = 0;

  for (guint i = 0; i < suite->len; i++)
    {
      const ArbTestPerftLine *line = g_ptr_array_index (suite, i);
      g_autofree ArbCongkakPosition *pos = read_ok (line->fen);

      n_positions++;
      for (guint f = 0; f < line->counts->len; f++)
        {
          const ArbTestPerftCount *count = &g_array_index (line->counts, ArbTestPerftCount, f);
          guint depth = count->depth;
          guint64 nodes = count->nodes;

          g_assert_cmpuint (arb_rules_perft (RULES, pos, depth), ==, nodes);
          if (depth <= 4)
            g_assert_cmpuint (arb_rules_perft_generic (RULES, pos, depth), ==, nodes);
        }
    }
  g_assert_cmpuint (n_positions, >=, 11);
}

/* Boards of every size (the contract test plays the default one): seeded
 * random games through the table, checking at every position that make
 * and unmake restore every byte, that the string reads back equal with the
 * same hash, that the seeds are all still there, and that the fast perft
 * agrees with the generic one. */
static void
test_random_boards (void)
{
  static const struct { guint pits, seeds; } boards[] = {
    { 1, 5 }, { 2, 3 }, { 3, 41 }, { 4, 24 }, { 9, 100 }, { 40, 3 }, { 999, 1 },
  };
  g_autofree ArbCongkakPosition *pos = g_new0 (ArbCongkakPosition, 1);
  g_autofree ArbCongkakPosition *copy = g_new0 (ArbCongkakPosition, 1);
  g_autofree ArbCongkakPosition *reread = g_new0 (ArbCongkakPosition, 1);
  g_autofree ArbCongkakUndo *undo = g_new0 (ArbCongkakUndo, 1);
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    for (guint32 seed = 1; seed <= 8; seed++)
      {
        g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
        guint total = 2 * boards[b].pits * boards[b].seeds;

        g_assert_true (arb_congkak_init (pos, boards[b].pits, boards[b].seeds,
                                         seed % 2 ? ARB_SIDE_FIRST : ARB_SIDE_SECOND));
        for (guint ply = 0; ply < 60; ply++)
          {
            g_autofree char *text = arb_rules_write_position (RULES, pos);
            const char *why = NULL;
            guint sum = 0;
            ArbMove move;

            g_assert_true (RULES->is_valid (pos, &why));
            g_assert_true (RULES->read_position (reread, text, NULL));
            g_assert_true (memcmp (reread, pos, sizeof *pos) == 0);
            g_assert_cmpuint (RULES->hash (reread), ==, RULES->hash (pos));
            for (guint cell = 0; cell < 2 * boards[b].pits + 2; cell++)
              sum += arb_congkak_seeds_at (pos, cell);
            g_assert_cmpuint (sum, ==, total);
            if (boards[b].pits <= 40)
              g_assert_cmpuint (arb_rules_perft (RULES, pos, 2), ==,
                                arb_rules_perft_generic (RULES, pos, 2));

            RULES->generate (pos, list);
            g_assert_cmpuint (arb_rules_perft (RULES, pos, 1), ==, list->n_moves);
            if (list->n_moves == 0)
              break;
            move = list->moves[g_rand_int_range (rand, 0, (gint32) list->n_moves)];
            *copy = *pos;
            RULES->make (pos, &move, undo);
            RULES->unmake (pos, undo);
            g_assert_true (memcmp (copy, pos, sizeof *pos) == 0);
            RULES->make (pos, &move, undo);
          }
      }
}

/* §3 once more, seed by seed, as the spec words it: the relays (ring cell
 * and seeds, in pairs) a move from ring cell @r of @pos makes. */
static GArray *
spec_relays (const ArbCongkakPosition *pos, guint r)
{
  GArray *relays = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint *pits = g_new0 (guint, 2 * pos->n);
  guint ring = 2 * pos->n;
  guint hand;

  for (guint i = 0; i < ring; i++)
    pits[i] = pos->pits[i];
  hand = pits[r];
  pits[r] = 0;
  for (guint lap = 1;; lap++)
    {
      guint x;

      for (; hand > 0; hand--)
        {
          r = (r + 1) % ring;
          pits[r]++;
        }
      x = (r + 1) % ring;
      if (pits[x] == 0 || lap == ARB_CONGKAK_MAX_LAPS)
        break;
      hand = pits[x];
      pits[x] = 0;
      g_array_append_val (relays, x);
      g_array_append_val (relays, hand);
      r = x;
    }
  return relays;
}

/* A long sowing keeps ARB_CONGKAK_RELAYS_KEPT relay records and one
 * summary: random games on boards whose moves relay for long (up to the
 * 10 000-lap stop), each move's relays, expanded, checked lap by lap
 * against the spec's sowing, and its stored records bounded. */
static void
test_summary (void)
{
  static const struct { const char *start; guint plies; } games[] = {
    { "249,249,249,249/249,249,249,249/0/0 1", 40 },
    { "45,45,45,45,45,45,45,45,45,45/45,45,45,45,45,45,45,45,45,45/0/0 2", 40 },
    { "0,1,0/1,2,1/0/0 2", 30 },
    { "2/4/0/0 1", 30 },
    { "4,4,4,4,4,4,4/4,4,4,4,4,4,4/0/0 1", 60 },
  };
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  guint n_summaries = 0;

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr (ArbGame) game = arb_test_congkak_game_from (games[g].start);
      g_autoptr (GRand) rand = g_rand_new_with_seed (g + 1);

      for (guint ply = 0; ply < games[g].plies && !arb_game_is_over (game); ply++)
        {
          const ArbCongkakPosition *pos = arb_game_get_state (game);
          guint first = arb_game_get_n_records (game);
          g_autoptr (GArray) expected = NULL;
          g_autoptr (GArray) records = NULL;
          guint stored = 0, relays = 0;
          ArbMove move;

          arb_game_generate_moves (game, list);
          move = list->moves[g_rand_int_range (rand, 0, (gint32) list->n_moves)];
          expected = spec_relays (pos, move.cells[0]);
          g_assert_true (arb_game_play_move (game, &move, NULL));

          /* Stored: the move, at most the kept relays and one summary, the
           * capture or stop, a leftover and the end. */
          stored = arb_game_get_n_records (game) - first;
          g_assert_cmpuint (stored, <=, 1 + ARB_CONGKAK_RELAYS_KEPT + 1 + 3);
          for (guint i = first; i < arb_game_get_n_records (game); i++)
            if (arb_game_get_record (game, i)->type == ARB_CONGKAK_RECORD_RELAYS)
              {
                g_assert_cmpuint (expected->len / 2, >, ARB_CONGKAK_RELAYS_KEPT);
                n_summaries++;
              }

          /* Expanded: every relay of the spec, in order, where it goes. */
          records = arb_test_expanded_records (game, first);
          g_assert_cmpint (g_array_index (records, ArbRecord, 0).type, ==, ARB_RECORD_MOVE);
          for (guint i = 1; i < records->len; i++)
            {
              const ArbRecord *record = &g_array_index (records, ArbRecord, i);

              if (record->type != ARB_CONGKAK_RECORD_RELAY)
                {
                  g_assert_cmpuint (relays, ==, expected->len / 2);
                  g_assert_true (record->type == ARB_RECORD_CAPTURE
                                 || record->type == ARB_CONGKAK_RECORD_ENDLESS
                                 || record->type == ARB_CONGKAK_RECORD_LEFTOVER
                                 || record->type == ARB_RECORD_WIN
                                 || record->type == ARB_RECORD_DRAW);
                  continue;
                }
              g_assert_cmpuint (relays, <, expected->len / 2);
              g_assert_cmpuint (record->cell, ==, g_array_index (expected, guint, 2 * relays));
              g_assert_cmpuint (record->count, ==, g_array_index (expected, guint, 2 * relays + 1));
              relays++;
            }
          g_assert_cmpuint (relays, ==, expected->len / 2);
        }
    }
  /* The boards were chosen for it: long sowings were summarised. */
  g_assert_cmpuint (n_summaries, >, 10);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/congkak/table", test_table);
  g_test_add_func ("/congkak/position/read-write", test_position_read_write);
  g_test_add_func ("/congkak/position/refused", test_position_refused);
  g_test_add_func ("/congkak/example/a", test_example_a);
  g_test_add_func ("/congkak/example/b", test_example_b);
  g_test_add_func ("/congkak/example/c", test_example_c);
  g_test_add_func ("/congkak/example/d", test_example_d);
  g_test_add_func ("/congkak/example/e", test_example_e);
  g_test_add_func ("/congkak/example/f", test_example_f);
  g_test_add_func ("/congkak/refusals", test_refusals);
  g_test_add_func ("/congkak/reason-sentences", test_reason_sentences);
  g_test_add_func ("/congkak/moves-and-end", test_moves_and_end);
  g_test_add_func ("/congkak/claim", test_claim);
  g_test_add_func ("/congkak/setup", test_setup_record);
  g_test_add_func ("/congkak/no-resignation", test_no_resignation);
  g_test_add_func ("/congkak/coin", test_coin);
  g_test_add_func ("/congkak/greedy", test_greedy);
  g_test_add_func ("/congkak/json/inspect", test_inspect_json);
  g_test_add_func ("/congkak/json/records", test_record_json);
  g_test_add_func ("/congkak/perft/spec", test_perft_spec);
  g_test_add_func ("/congkak/perft/epd", test_perft_epd);
  g_test_add_func ("/congkak/random-boards", test_random_boards);
  g_test_add_func ("/congkak/records/summary", test_summary);

  return g_test_run ();
}
