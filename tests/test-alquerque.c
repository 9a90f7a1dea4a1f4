/* test-alquerque.c — the rules table of Alquerque (alquerque.md), called
 * directly: every worked example and refusal reason of the spec, position
 * strings and notation, random games checked against the brute-force rule,
 * and perft
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "arb-alquerque.h"
#include "arb-test-util.h"

/* The table under test; its positions are ArbAlquerquePosition. */
#define RULES (&arb_alquerque_rules)

/* The positions of the spec's examples. */
#define AFTER_18_13     "bbbbb/bbbbb/bbwww/ww.ww/wwwww b 1"
#define EDGE_EXAMPLE    "...../...../....w/b..../..... w 1"
#define JUMPS_EXAMPLE   "...../.ww../.wb../.b.../..... w 1"
#define LAST_JUMP       "...../...../.b.../.w.w./..... w 3"
#define BLOCKED_EXAMPLE "bwbwb/wbwbw/bw.wb/wbwbw/bwbwb w 1"
#define WHITE_WON       "...../...../...../..w../..... w 5"
#define DRAWN           "bb..w/.b.../bb.../..b../..b.. w 17"

/* ------------------------------------------------------------ helpers */

static void
read_ok (const char           *text,
         ArbAlquerquePosition *pos)
{
  g_autoptr(GError) error = NULL;
  const char *why = NULL;
  gboolean ok;

  ok = RULES->read_position (pos, text, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  g_assert_true (RULES->is_valid (pos, &why));
  g_assert_null (why);
}

static char *
position_string (const ArbAlquerquePosition *pos)
{
  GString *out = g_string_new (NULL);

  RULES->write_position (pos, out);
  return g_string_free (out, FALSE);
}

static ArbMove
points (guint from,
        guint to)
{
  return arb_move_from_to (from - 1, to - 1);
}

static guint
explain_points (const ArbAlquerquePosition *pos,
                guint                       from,
                guint                       to)
{
  ArbMove move = points (from, to);
  guint detail = 0;
  guint reason = RULES->explain (pos, &move, FALSE, &detail);

  g_assert_cmpuint (detail, ==, G_MAXUINT);
  return reason;
}

/* The generated moves in their order, in notation, separated by spaces. */
static char *
moves_string (const ArbAlquerquePosition *pos)
{
  GString *out = g_string_new (NULL);
  ArbMoveList list;

  RULES->generate (pos, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      char text[ARB_MOVE_TEXT_MAX];

      RULES->move_to_text (pos, &list.moves[i], text);
      g_string_append_printf (out, "%s%s", i > 0 ? " " : "", text);
    }
  return g_string_free (out, FALSE);
}

static ArbMove
move_of (const ArbAlquerquePosition *pos,
         const char                 *text)
{
  g_autoptr(GError) error = NULL;
  ArbMove move = { 0 };
  gboolean ok;

  ok = RULES->move_from_text (pos, text, FALSE, &move, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  return move;
}

static void
assert_moves (const char *position,
              const char *expected)
{
  ArbAlquerquePosition pos;
  g_autofree char *moves = NULL;

  read_ok (position, &pos);
  moves = moves_string (&pos);
  g_assert_cmpstr (moves, ==, expected);
}

/* Plays one move as the game object does (§5): its MOVE record, make, the
 * records after_move adds, then WIN or DRAW from the outcome; appends each
 * record's JSON on its own line. after_move needs the core's record sink;
 * the CAPTURE it pushes is arb_alquerque_capture_record()'s, checked here. */
static void
play_recorded (ArbAlquerquePosition *pos,
               const char           *text,
               GString              *json)
{
  ArbMove move = move_of (pos, text);
  ArbRecord record = { 0 };
  ArbAlquerqueUndo undo;
  ArbOutcome outcome;
  const char *why = NULL;

  record.type = ARB_RECORD_MOVE;
  record.side = RULES->turn (pos);
  record.move = move;
  RULES->move_to_text (pos, &move, record.text);
  RULES->make (pos, &move, &undo);
  g_assert_true (RULES->is_valid (pos, &why));
  RULES->moved_pieces (&undo, &record.piece, &record.captured);
  RULES->record_json (NULL, &record, json);
  g_string_append_c (json, '\n');

  if (arb_alquerque_capture_record (&undo, &record))
    {
      RULES->record_json (NULL, &record, json);
      g_string_append_c (json, '\n');
    }

  RULES->outcome (pos, &outcome);
  memset (&record, 0, sizeof record);
  record.reason = outcome.reason;
  if (outcome.result == ARB_RESULT_DRAW)
    record.type = ARB_RECORD_DRAW;
  else if (outcome.result != ARB_RESULT_NONE)
    {
      record.type = ARB_RECORD_WIN;
      record.side = (ArbSide) arb_result_winner (outcome.result);
    }
  else
    return;
  RULES->record_json (NULL, &record, json);
  g_string_append_c (json, '\n');
}

static guint64
plain_perft (ArbAlquerquePosition *pos,
             guint                 depth)
{
  ArbMoveList list;
  guint64 nodes = 0;

  if (depth == 0)
    return 1;
  RULES->generate (pos, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      ArbAlquerqueUndo undo;

      RULES->make (pos, &list.moves[i], &undo);
      nodes += plain_perft (pos, depth - 1);
      RULES->unmake (pos, &undo);
    }
  return nodes;
}

/* ------------------------------------------------------------ identity */

static void
test_identity (void)
{
  g_assert_cmpstr (RULES->id, ==, "alquerque");
  g_assert_cmpstr (RULES->name, ==, "Alquerque");
  g_assert_cmpstr (RULES->player_names[ARB_SIDE_FIRST], ==, "White");
  g_assert_cmpstr (RULES->player_names[ARB_SIDE_SECOND], ==, "Black");
  g_assert_cmpstr (RULES->player_ids[ARB_SIDE_FIRST], ==, "white");
  g_assert_cmpstr (RULES->player_ids[ARB_SIDE_SECOND], ==, "black");
  g_assert_cmpstr (RULES->file_tag, ==, "Variant");
  g_assert_cmpstr (RULES->file_tag_value, ==, "Alquerque");
  g_assert_cmpint (RULES->piece_symbols[ARB_SIDE_FIRST][ARB_ALQUERQUE_MAN], ==, 'w');
  g_assert_cmpint (RULES->piece_symbols[ARB_SIDE_SECOND][ARB_ALQUERQUE_MAN], ==, 'b');
  g_assert_cmpint (RULES->board.kind, ==, ARB_BOARD_POINTS);
  g_assert_cmpuint (RULES->board.width, ==, 5);
  g_assert_cmpuint (RULES->board.height, ==, 5);
  g_assert_cmpuint (RULES->n_cells, ==, 25);
  g_assert_cmpuint (RULES->state_size, ==, sizeof (ArbAlquerquePosition));
  g_assert_cmpuint (RULES->undo_size, ==, sizeof (ArbAlquerqueUndo));
  g_assert_cmpuint (RULES->reason_game_over, ==, ARB_ALQUERQUE_REASON_GAME_OVER);
  g_assert_null (RULES->claimable);
  g_assert_nonnull (RULES->no_claim_message);
  g_assert_nonnull (RULES->perft);
  g_assert_nonnull (RULES->evaluate);
  g_assert_nonnull (RULES->after_move);
  g_assert_true (RULES->inspect_errors_inline);

  g_assert_cmpuint (arb_alquerque_point_to_cell (1), ==, 0);
  g_assert_cmpuint (arb_alquerque_point_to_cell (25), ==, 24);
  g_assert_cmpuint (arb_alquerque_point_to_cell (0), ==, G_MAXUINT);
  g_assert_cmpuint (arb_alquerque_point_to_cell (26), ==, G_MAXUINT);
  g_assert_cmpuint (arb_alquerque_cell_to_point (17), ==, 18);
}

/* §1: 40 orthogonal and 16 diagonal segments, each once, diagonals only
 * between odd-numbered points. */
static void
test_board_segments (void)
{
  gboolean seen[25][25] = { { FALSE } };
  guint n_diagonal = 0;

  g_assert_cmpuint (RULES->board.n_segments, ==, 56);
  for (guint i = 0; i < RULES->board.n_segments; i++)
    {
      guint a = RULES->board.segments[i][0];
      guint b = RULES->board.segments[i][1];
      int dx = (int) (b % 5) - (int) (a % 5);
      int dy = (int) (b / 5) - (int) (a / 5);

      g_assert_cmpuint (a, <, 25);
      g_assert_cmpuint (b, <, 25);
      g_assert_false (seen[a][b] || seen[b][a]);
      seen[a][b] = seen[b][a] = TRUE;
      g_assert_cmpint (ABS (dx), <=, 1);
      g_assert_cmpint (ABS (dy), <=, 1);
      g_assert_true (dx != 0 || dy != 0);
      if (dx != 0 && dy != 0)
        {
          n_diagonal++;
          g_assert_cmpuint ((a + 1) % 2, ==, 1);
          g_assert_cmpuint ((b + 1) % 2, ==, 1);
        }
    }
  g_assert_cmpuint (n_diagonal, ==, 16);
}

/* §3's table, row by row: adjacency, White's and Black's steps, jumps. */
typedef struct
{
  guint       point;
  const char *adjacent;
  const char *white_steps;
  const char *black_steps;
  const char *jumps; /* over>landing */
} PointRow;

static const PointRow point_table[] = {
  { 1, "2 6 7", "", "6 7", "2>3 6>11 7>13" },
  { 2, "1 3 7", "", "7", "3>4 7>12" },
  { 3, "2 4 7 8 9", "", "7 8 9", "2>1 4>5 7>11 8>13 9>15" },
  { 4, "3 5 9", "", "9", "3>2 9>14" },
  { 5, "4 9 10", "", "9 10", "4>3 9>13 10>15" },
  { 6, "1 7 11", "1", "11", "7>8 11>16" },
  { 7, "1 2 3 6 8 11 12 13", "1 2 3", "11 12 13", "8>9 12>17 13>19" },
  { 8, "3 7 9 13", "3", "13", "7>6 9>10 13>18" },
  { 9, "3 4 5 8 10 13 14 15", "3 4 5", "13 14 15", "8>7 13>17 14>19" },
  { 10, "5 9 15", "5", "15", "9>8 15>20" },
  { 11, "6 7 12 16 17", "6 7", "16 17", "6>1 7>3 12>13 16>21 17>23" },
  { 12, "7 11 13 17", "7", "17", "7>2 13>14 17>22" },
  { 13, "7 8 9 12 14 17 18 19", "7 8 9", "17 18 19", "7>1 8>3 9>5 12>11 14>15 17>21 18>23 19>25" },
  { 14, "9 13 15 19", "9", "19", "9>4 13>12 19>24" },
  { 15, "9 10 14 19 20", "9 10", "19 20", "9>3 10>5 14>13 19>23 20>25" },
  { 16, "11 17 21", "11", "21", "11>6 17>18" },
  { 17, "11 12 13 16 18 21 22 23", "11 12 13", "21 22 23", "12>7 13>9 18>19" },
  { 18, "13 17 19 23", "13", "23", "13>8 17>16 19>20" },
  { 19, "13 14 15 18 20 23 24 25", "13 14 15", "23 24 25", "13>7 14>9 18>17" },
  { 20, "15 19 25", "15", "25", "15>10 19>18" },
  { 21, "16 17 22", "16 17", "", "16>11 17>13 22>23" },
  { 22, "17 21 23", "17", "", "17>12 23>24" },
  { 23, "17 18 19 22 24", "17 18 19", "", "17>11 18>13 19>15 22>21 24>25" },
  { 24, "19 23 25", "19", "", "19>14 23>22" },
  { 25, "19 20 24", "19 20", "", "19>13 20>15 24>23" },
};

/* The destinations of the generated moves of a lone piece on @cell of
 * @side against one enemy piece on @enemy. */
static GString *
lone_piece_targets (guint    cell,
                    ArbSide  side,
                    guint    enemy,
                    gboolean jumps)
{
  ArbAlquerquePosition pos;
  GString *out = g_string_new (NULL);
  ArbMoveList list;
  guint32 own = 1u << cell, opp = 1u << enemy;

  arb_alquerque_position_set (&pos, side == ARB_SIDE_FIRST ? own : opp,
                              side == ARB_SIDE_FIRST ? opp : own, side, 1);
  RULES->generate (&pos, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      char text[ARB_MOVE_TEXT_MAX];

      g_assert_cmpuint (list.moves[i].cells[0], ==, cell);
      RULES->move_to_text (&pos, &list.moves[i], text);
      if ((strchr (text, 'x') != NULL) != jumps)
        continue;
      if (jumps)
        g_string_append_printf (out, "%s%u>%u", out->len > 0 ? " " : "", enemy + 1,
                                list.moves[i].cells[1] + 1);
      else
        g_string_append_printf (out, "%s%u", out->len > 0 ? " " : "", list.moves[i].cells[1] + 1);
    }
  return out;
}

static void
test_board_point_table (void)
{
  for (guint r = 0; r < G_N_ELEMENTS (point_table); r++)
    {
      const PointRow *row = &point_table[r];
      guint cell = row->point - 1;
      g_autoptr(GString) adjacent = g_string_new (NULL);
      guint far = G_MAXUINT;

      g_test_message ("point %u", row->point);
      g_assert_cmpuint (row->point, ==, r + 1);

      /* Adjacency, from the board's segments. */
      for (guint other = 0; other < 25; other++)
        for (guint i = 0; i < RULES->board.n_segments; i++)
          if ((RULES->board.segments[i][0] == cell && RULES->board.segments[i][1] == other)
              || (RULES->board.segments[i][1] == cell && RULES->board.segments[i][0] == other))
            g_string_append_printf (adjacent, "%s%u", adjacent->len > 0 ? " " : "", other + 1);
      g_assert_cmpstr (adjacent->str, ==, row->adjacent);

      /* Steps: an enemy piece far away (not adjacent) allows no jump. */
      for (guint other = 0; other < 25 && far == G_MAXUINT; other++)
        {
          g_autofree char *needle = g_strdup_printf (" %u ", other + 1);
          g_autofree char *hay = g_strdup_printf (" %s ", row->adjacent);

          if (other != cell && strstr (hay, needle) == NULL)
            far = other;
        }
      for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
        {
          g_autoptr(GString) steps = lone_piece_targets (cell, side, far, FALSE);
          g_autoptr(GString) jumps = g_string_new (NULL);

          g_assert_cmpstr (steps->str, ==,
                           side == ARB_SIDE_FIRST ? row->white_steps : row->black_steps);

          /* Jumps: over every other point in turn, for either side. */
          for (guint enemy = 0; enemy < 25; enemy++)
            if (enemy != cell)
              {
                g_autoptr(GString) some = lone_piece_targets (cell, side, enemy, TRUE);

                if (some->len > 0)
                  g_string_append_printf (jumps, "%s%s", jumps->len > 0 ? " " : "", some->str);
              }
          g_assert_cmpstr (jumps->str, ==, row->jumps);
        }
    }
}

/* ----------------------------------------------------------- positions */

static void
test_position_start (void)
{
  ArbAlquerquePosition pos, read;
  g_autofree char *text = NULL;
  const char *why = NULL;

  RULES->init_start (&pos);
  g_assert_true (RULES->is_valid (&pos, &why));
  text = position_string (&pos);
  g_assert_cmpstr (text, ==, ARB_ALQUERQUE_START);
  read_ok (ARB_ALQUERQUE_START, &read);
  g_assert_cmpmem (&pos, sizeof pos, &read, sizeof read);
  g_assert_true (RULES->equal (&pos, &read));

  g_assert_cmpint (RULES->turn (&pos), ==, ARB_SIDE_FIRST);
  g_assert_cmpuint (RULES->move_number (&pos), ==, 1);
  for (guint cell = 0; cell < 25; cell++)
    {
      guint8 piece = RULES->piece_at (&pos, cell);

      if (cell < 12)
        g_assert_cmpuint (piece, ==, ARB_ALQUERQUE_MAN | ARB_SIDE_SECOND << 3);
      else if (cell == 12)
        g_assert_cmpuint (piece, ==, ARB_CELL_EMPTY);
      else
        g_assert_cmpuint (piece, ==, ARB_ALQUERQUE_MAN | ARB_SIDE_FIRST << 3);
    }
  g_assert_cmpuint (RULES->piece_at (&pos, 25), ==, ARB_CELL_EMPTY);
  g_assert_cmpuint (RULES->piece_at (&pos, 1000), ==, ARB_CELL_EMPTY);
  g_assert_cmpint (RULES->evaluate (&pos), ==, 0);
}

/* §9: what is read, and its canonical form. */
static void
test_position_round_trip (void)
{
  static const struct
  {
    const char *input;
    const char *canonical;
  } cases[] = {
    { ARB_ALQUERQUE_START, ARB_ALQUERQUE_START },
    { AFTER_18_13, AFTER_18_13 },
    { EDGE_EXAMPLE, EDGE_EXAMPLE },
    { JUMPS_EXAMPLE, JUMPS_EXAMPLE },
    { LAST_JUMP, LAST_JUMP },
    { BLOCKED_EXAMPLE, BLOCKED_EXAMPLE },
    { WHITE_WON, WHITE_WON },
    { DRAWN, DRAWN },
    { "bbbbb/bb.bb/bbwww/wwb.w/wwwww b 2", "bbbbb/bb.bb/bbwww/wwb.w/wwwww b 2" },
    /* White space around and between fields; the move number omitted. */
    { "  bbbbb/bbbbb/bb.ww/wwwww/wwwww   w\t1 \n", ARB_ALQUERQUE_START },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww w", ARB_ALQUERQUE_START },
    { "\tbbbbb/bbbbb/bb.ww/wwwww/wwwww\r\nb\n", "bbbbb/bbbbb/bb.ww/wwwww/wwwww b 1" },
    { "wwwww/wwwww/wwwww/wwwww/wwwww b 999999", "wwwww/wwwww/wwwww/wwwww/wwwww b 999999" },
    { "b..../...../...../...../..... w 10", "b..../...../...../...../..... w 10" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbAlquerquePosition pos, again;
      g_autofree char *text = NULL;

      read_ok (cases[i].input, &pos);
      text = position_string (&pos);
      g_assert_cmpstr (text, ==, cases[i].canonical);
      read_ok (text, &again);
      g_assert_cmpmem (&pos, sizeof pos, &again, sizeof again);
    }
}

/* §9: every refusal names its field. */
static void
test_position_errors (void)
{
  static const struct
  {
    const char *input;
    int         code;
    const char *message;
  } cases[] = {
    { "", ARB_ALQUERQUE_POSITION_ERROR_FIELDS,
      "position: 0 fields, expected 2 or 3 (placement, side to move, move number)" },
    { "   \t\n", ARB_ALQUERQUE_POSITION_ERROR_FIELDS, NULL },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww", ARB_ALQUERQUE_POSITION_ERROR_FIELDS,
      "position: 1 field, expected 2 or 3 (placement, side to move, move number)" },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1 1", ARB_ALQUERQUE_POSITION_ERROR_FIELDS,
      "position: 4 fields, expected 2 or 3 (placement, side to move, move number)" },
    { "bbbbb/bbbbb/bb.ww/wwwww w 1", ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
      "position field 1: 4 rows, expected 5" },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww/ w 1", ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
      "position field 1: 6 rows, expected 5" },
    { "bbbbb/bbbbb/bb.www/wwwww/wwwww w 1", ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
      "position field 1, row 3: 6 cells" },
    { "bbbbb/bbbbb/bb.w/wwwww/wwwww w 1", ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
      "position field 1, row 3: 4 cells" },
    { "bbbbb//bb.ww/wwwww/wwwww w 1", ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
      "position field 1, row 2: 0 cells" },
    { "bbbbb/bbbbb/bb.ww/wwwww/w w 1", ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
      "position field 1, row 5: 1 cell" },
    { "bbbbb/bbbbb/bb.wW/wwwww/wwwww w 1", ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
      "position field 1, row 3, cell 5: 'W' is not b, w or ." },
    { "Bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1", ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
      "position field 1, row 1, cell 1: 'B' is not b, w or ." },
    { "bbbbb/bbbbb/bb1ww/wwwww/wwwww w 1", ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
      "position field 1, row 3, cell 3: '1' is not b, w or ." },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwww\xc3\xa9 w 1", ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
      "position field 1, row 5, cell 5: '\xc3\xa9' is not b, w or ." },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwww\xff w 1", ARB_ALQUERQUE_POSITION_ERROR_PLACEMENT,
      "position field 1, row 5, cell 5: '\\xff' is not b, w or ." },
    { "...../...../...../...../..... w 1", ARB_ALQUERQUE_POSITION_ERROR_NO_PIECES,
      "position field 1: no piece on the board" },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww W 1", ARB_ALQUERQUE_POSITION_ERROR_SIDE,
      "position field 2: 'W' is not w or b" },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww white 1", ARB_ALQUERQUE_POSITION_ERROR_SIDE,
      "position field 2: 'white' is not w or b" },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww - 1", ARB_ALQUERQUE_POSITION_ERROR_SIDE, NULL },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 0", ARB_ALQUERQUE_POSITION_ERROR_MOVE_NUMBER,
      "position field 3: '0' is not a move number from 1 to 999999" },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 01", ARB_ALQUERQUE_POSITION_ERROR_MOVE_NUMBER, NULL },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1000000", ARB_ALQUERQUE_POSITION_ERROR_MOVE_NUMBER,
      NULL },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww w -1", ARB_ALQUERQUE_POSITION_ERROR_MOVE_NUMBER, NULL },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww w +1", ARB_ALQUERQUE_POSITION_ERROR_MOVE_NUMBER, NULL },
    { "bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1x", ARB_ALQUERQUE_POSITION_ERROR_MOVE_NUMBER, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *shown = g_strescape (cases[i].input, NULL);
      ArbAlquerquePosition pos, before;

      g_test_message ("position string \"%s\"", shown);
      RULES->init_start (&pos);
      before = pos;
      g_assert_false (RULES->read_position (&pos, cases[i].input, &error));
      g_assert_error (error, ARB_ALQUERQUE_POSITION_ERROR, cases[i].code);
      if (cases[i].message != NULL)
        g_assert_cmpstr (error->message, ==, cases[i].message);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      /* A refused string leaves the position as it was. */
      g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);
    }
}

/* The invariant checker finds each broken field. */
static void
test_position_is_valid (void)
{
  ArbAlquerquePosition start, pos;
  const char *why;

  RULES->init_start (&start);

  pos = start;
  pos.pieces[ARB_SIDE_FIRST] |= 1u;
  why = NULL;
  g_assert_false (RULES->is_valid (&pos, &why));
  g_assert_nonnull (why);

  pos = start;
  pos.pieces[ARB_SIDE_SECOND] |= 1u << 25;
  g_assert_false (RULES->is_valid (&pos, &why));

  pos = start;
  pos.turn = 2;
  g_assert_false (RULES->is_valid (&pos, &why));

  pos = start;
  pos.move_number = 0;
  g_assert_false (RULES->is_valid (&pos, &why));

  pos = start;
  pos.hash ^= 1;
  g_assert_false (RULES->is_valid (&pos, &why));

  arb_alquerque_position_set (&pos, 0, 0, ARB_SIDE_FIRST, 1);
  g_assert_false (RULES->is_valid (&pos, &why));

  g_assert_true (RULES->is_valid (&start, NULL));
}

/* §12: equal positions have equal hashes, whatever the way to them; the
 * hash covers placement and side to move, equality the move number too. */
static void
test_position_equal_hash (void)
{
  ArbAlquerquePosition played, read, other;
  ArbAlquerqueUndo undo;
  const char *line[] = { "18-13", "8x18", "19-13" };

  RULES->init_start (&played);
  for (guint i = 0; i < G_N_ELEMENTS (line); i++)
    {
      ArbMove move = move_of (&played, line[i]);

      RULES->make (&played, &move, &undo);
    }
  read_ok ("bbbbb/bb.bb/bbwww/wwb.w/wwwww b 2", &read);
  g_assert_true (RULES->equal (&played, &read));
  g_assert_cmpuint (RULES->hash (&played), ==, RULES->hash (&read));
  g_assert_cmpmem (&played, sizeof played, &read, sizeof read);

  read_ok ("bbbbb/bb.bb/bbwww/wwb.w/wwwww b 3", &other);
  g_assert_false (RULES->equal (&played, &other));
  g_assert_cmpuint (RULES->hash (&played), ==, RULES->hash (&other));

  read_ok ("bbbbb/bb.bb/bbwww/wwb.w/wwwww w 2", &other);
  g_assert_false (RULES->equal (&played, &other));
  g_assert_cmpuint (RULES->hash (&played), !=, RULES->hash (&other));

  read_ok ("bbbbb/bb.bb/bbwww/ww.bw/wwwww b 2", &other);
  g_assert_false (RULES->equal (&played, &other));
  g_assert_cmpuint (RULES->hash (&played), !=, RULES->hash (&other));

  /* The hash is a bijection of placement and turn: no two single-piece
   * positions collide. */
  for (guint a = 0; a < 25; a++)
    for (guint b = 0; b < 25; b++)
      if (a != b)
        g_assert_cmpuint (arb_alquerque_hash (1u << a, 0, ARB_SIDE_FIRST), !=,
                          arb_alquerque_hash (1u << b, 0, ARB_SIDE_FIRST));
}

/* ---------------------------------------------------------------- moves */

/* §3's worked examples. */
static void
test_moves_start (void)
{
  ArbAlquerquePosition pos;

  assert_moves (ARB_ALQUERQUE_START, "17-13 18-13 19-13");
  RULES->init_start (&pos);
  g_assert_cmpuint (explain_points (&pos, 14, 13), ==, ARB_ALQUERQUE_REASON_BACKWARD_OR_SIDEWAYS);
  g_assert_cmpuint (explain_points (&pos, 16, 11), ==, ARB_ALQUERQUE_REASON_OCCUPIED);
  g_assert_cmpuint (explain_points (&pos, 18, 13), ==, ARB_ALQUERQUE_REASON_OK);
}

static void
test_moves_examples (void)
{
  ArbAlquerquePosition pos;

  /* After 18-13, Black's only move is a jump by an even point. */
  assert_moves (AFTER_18_13, "8x18");

  /* 15 has no neighbour 16: the numbering is no ring. */
  assert_moves (EDGE_EXAMPLE, "15-9 15-10");
  read_ok (EDGE_EXAMPLE, &pos);
  g_assert_cmpuint (explain_points (&pos, 15, 17), ==, ARB_ALQUERQUE_REASON_NOT_ON_A_LINE);

  /* Jumps in every direction; no diagonal from an even point. */
  assert_moves (JUMPS_EXAMPLE, "7-1 7-2 7-3 7x19 8-3 8x18 12x14 12x22");
  read_ok (JUMPS_EXAMPLE, &pos);
  g_assert_cmpuint (explain_points (&pos, 7, 9), ==, ARB_ALQUERQUE_REASON_NOTHING_TO_JUMP);
  g_assert_cmpuint (explain_points (&pos, 12, 2), ==, ARB_ALQUERQUE_REASON_NOTHING_TO_JUMP);
  g_assert_cmpuint (explain_points (&pos, 8, 16), ==, ARB_ALQUERQUE_REASON_NOT_ON_A_LINE);
  g_assert_cmpuint (explain_points (&pos, 8, 20), ==, ARB_ALQUERQUE_REASON_NOT_ON_A_LINE);
  g_assert_cmpuint (explain_points (&pos, 8, 2), ==, ARB_ALQUERQUE_REASON_NOT_ON_A_LINE);
  g_assert_cmpuint (explain_points (&pos, 12, 17), ==, ARB_ALQUERQUE_REASON_OCCUPIED);
  g_assert_cmpuint (explain_points (&pos, 7, 6), ==, ARB_ALQUERQUE_REASON_BACKWARD_OR_SIDEWAYS);
  g_assert_cmpuint (explain_points (&pos, 12, 11), ==, ARB_ALQUERQUE_REASON_BACKWARD_OR_SIDEWAYS);
  g_assert_cmpuint (explain_points (&pos, 12, 6), ==, ARB_ALQUERQUE_REASON_NOT_ON_A_LINE);
  g_assert_cmpuint (explain_points (&pos, 7, 19), ==, ARB_ALQUERQUE_REASON_OK);
}

/* §5: one case per reason, and the order when several apply. */
static void
test_moves_reasons (void)
{
  static const struct
  {
    const char *position;
    guint       from; /* cells, so that off-board cells can be named */
    guint       to;
    gboolean    over;
    guint       reason;
  } cases[] = {
    { ARB_ALQUERQUE_START, 25, 12, FALSE, ARB_ALQUERQUE_REASON_OFF_BOARD },
    { ARB_ALQUERQUE_START, 17, 25, FALSE, ARB_ALQUERQUE_REASON_OFF_BOARD },
    { ARB_ALQUERQUE_START, 1000, 1000, TRUE, ARB_ALQUERQUE_REASON_OFF_BOARD },
    { WHITE_WON, 17, 30, FALSE, ARB_ALQUERQUE_REASON_OFF_BOARD },
    { ARB_ALQUERQUE_START, 17, 17, FALSE, ARB_ALQUERQUE_REASON_SAME_POINT },
    { WHITE_WON, 17, 17, TRUE, ARB_ALQUERQUE_REASON_SAME_POINT },
    { ARB_ALQUERQUE_START, 17, 12, TRUE, ARB_ALQUERQUE_REASON_GAME_OVER },
    { WHITE_WON, 17, 12, FALSE, ARB_ALQUERQUE_REASON_GAME_OVER },
    { WHITE_WON, 0, 1, FALSE, ARB_ALQUERQUE_REASON_GAME_OVER },
    { DRAWN, 4, 9, FALSE, ARB_ALQUERQUE_REASON_GAME_OVER },
    { ARB_ALQUERQUE_START, 12, 7, FALSE, ARB_ALQUERQUE_REASON_NO_PIECE },
    { ARB_ALQUERQUE_START, 7, 12, FALSE, ARB_ALQUERQUE_REASON_NOT_YOUR_PIECE },
    { AFTER_18_13, 12, 17, FALSE, ARB_ALQUERQUE_REASON_NOT_YOUR_PIECE },
    { ARB_ALQUERQUE_START, 15, 10, FALSE, ARB_ALQUERQUE_REASON_OCCUPIED },
    { ARB_ALQUERQUE_START, 22, 12, FALSE, ARB_ALQUERQUE_REASON_NOTHING_TO_JUMP },
    { ARB_ALQUERQUE_START, 23, 12, FALSE, ARB_ALQUERQUE_REASON_NOT_ON_A_LINE },
    { ARB_ALQUERQUE_START, 17, 2, FALSE, ARB_ALQUERQUE_REASON_OCCUPIED },
    { ARB_ALQUERQUE_START, 13, 12, FALSE, ARB_ALQUERQUE_REASON_BACKWARD_OR_SIDEWAYS },
    /* A backward step of Black, a backward one of White. */
    { "...../..b../...../..w../..... b 1", 7, 2, FALSE,
      ARB_ALQUERQUE_REASON_BACKWARD_OR_SIDEWAYS },
    { "...../..b../...../..w../..... w 1", 17, 22, FALSE,
      ARB_ALQUERQUE_REASON_BACKWARD_OR_SIDEWAYS },
    { "...../..b../...../..w../..... w 1", 17, 12, FALSE, ARB_ALQUERQUE_REASON_OK },
    { "...../..b../...../..w../..... b 1", 7, 12, FALSE, ARB_ALQUERQUE_REASON_OK },
    /* Over an empty point, over an own piece. */
    { "...../...../..w../...../..b.. w 1", 12, 2, FALSE, ARB_ALQUERQUE_REASON_NOTHING_TO_JUMP },
    { JUMPS_EXAMPLE, 6, 8, FALSE, ARB_ALQUERQUE_REASON_NOTHING_TO_JUMP },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbAlquerquePosition pos;
      ArbMove move = arb_move_from_to (cases[i].from, cases[i].to);
      guint detail = 0;

      g_test_message ("%s: cells %u-%u", cases[i].position, cases[i].from, cases[i].to);
      read_ok (cases[i].position, &pos);
      g_assert_cmpuint (RULES->explain (&pos, &move, cases[i].over, &detail), ==,
                        cases[i].reason);
      g_assert_cmpuint (detail, ==, G_MAXUINT);
    }
}

/* A path that is not one (from, to) pair is no move of this game. */
static void
test_moves_not_a_pair (void)
{
  ArbAlquerquePosition pos;
  ArbMove move = arb_move_from_to (17, 12);

  RULES->init_start (&pos);
  move.n_cells = 1;
  g_assert_cmpuint (RULES->explain (&pos, &move, FALSE, NULL), ==,
                    ARB_ALQUERQUE_REASON_NOT_ON_A_LINE);
  move.n_cells = 3;
  move.cells[2] = 7;
  g_assert_cmpuint (RULES->explain (&pos, &move, FALSE, NULL), ==,
                    ARB_ALQUERQUE_REASON_NOT_ON_A_LINE);
  move.n_cells = 0;
  g_assert_cmpuint (RULES->explain (&pos, &move, FALSE, NULL), ==,
                    ARB_ALQUERQUE_REASON_NOT_ON_A_LINE);
}

static void
test_moves_reason_texts (void)
{
  static const char *const ids[] = {
    "ok", "off-board", "same-point", "game-over", "no-piece", "not-your-piece", "occupied",
    "not-on-a-line", "backward-or-sideways", "nothing-to-jump",
  };
  g_autofree char *unknown = NULL;

  g_assert_cmpuint (G_N_ELEMENTS (ids), ==, ARB_ALQUERQUE_N_REASONS);
  for (guint reason = 0; reason < ARB_ALQUERQUE_N_REASONS; reason++)
    {
      g_autofree char *sentence = RULES->describe_reason (reason, G_MAXUINT);

      g_assert_cmpstr (arb_alquerque_reason_id (reason), ==, ids[reason]);
      g_assert_nonnull (sentence);
      g_assert_cmpuint (strlen (sentence), >, 0);
    }
  g_assert_null (arb_alquerque_reason_id (ARB_ALQUERQUE_N_REASONS));
  g_assert_cmpuint (ARB_ALQUERQUE_REASON_OK, ==, ARB_REASON_OK);

  {
    g_autofree char *a = RULES->describe_reason (ARB_ALQUERQUE_REASON_BACKWARD_OR_SIDEWAYS, 0);
    g_autofree char *b = RULES->describe_reason (ARB_ALQUERQUE_REASON_NOTHING_TO_JUMP, 0);

    g_assert_cmpstr (a, ==, "steps go forward only");
    g_assert_cmpstr (b, ==, "there is no enemy piece to jump");
  }
  unknown = RULES->describe_reason (99, G_MAXUINT);
  g_assert_cmpstr (unknown, ==, "unknown reason 99");
}

/* ------------------------------------------------------------- records */

/* §5's three examples, record by record. */
static void
test_records_examples (void)
{
  static const struct
  {
    const char *position;
    const char *moves[3];
    const char *records;
    const char *after;
  } cases[] = {
    { ARB_ALQUERQUE_START, { "18-13", "8x18", "19-13" },
      "{\"type\":\"move\",\"side\":\"white\",\"from\":18,\"to\":13,\"notation\":\"18-13\"}\n"
      "{\"type\":\"move\",\"side\":\"black\",\"from\":8,\"to\":18,\"notation\":\"8x18\"}\n"
      "{\"type\":\"capture\",\"side\":\"white\",\"at\":13}\n"
      "{\"type\":\"move\",\"side\":\"white\",\"from\":19,\"to\":13,\"notation\":\"19-13\"}\n",
      "bbbbb/bb.bb/bbwww/wwb.w/wwwww b 2" },
    { LAST_JUMP, { "17x7" },
      "{\"type\":\"move\",\"side\":\"white\",\"from\":17,\"to\":7,\"notation\":\"17x7\"}\n"
      "{\"type\":\"capture\",\"side\":\"black\",\"at\":12}\n"
      "{\"type\":\"win\",\"side\":\"white\",\"reason\":\"no-pieces\"}\n",
      "...../.w.../...../...w./..... b 3" },
    { BLOCKED_EXAMPLE, { "18-13" },
      "{\"type\":\"move\",\"side\":\"white\",\"from\":18,\"to\":13,\"notation\":\"18-13\"}\n"
      "{\"type\":\"draw\",\"reason\":\"no-moves\"}\n",
      "bwbwb/wbwbw/bwwwb/wb.bw/bwbwb b 1" },
    /* The move number grows after Black's move, also when it ends the game. */
    { "...../...../..w../...b./..... b 7", { "19x7" },
      "{\"type\":\"move\",\"side\":\"black\",\"from\":19,\"to\":7,\"notation\":\"19x7\"}\n"
      "{\"type\":\"capture\",\"side\":\"white\",\"at\":13}\n"
      "{\"type\":\"win\",\"side\":\"black\",\"reason\":\"no-pieces\"}\n",
      "...../.b.../...../...../..... w 8" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbAlquerquePosition pos;
      g_autoptr(GString) json = g_string_new (NULL);
      g_autofree char *after = NULL;

      read_ok (cases[i].position, &pos);
      for (guint m = 0; m < G_N_ELEMENTS (cases[i].moves) && cases[i].moves[m] != NULL; m++)
        play_recorded (&pos, cases[i].moves[m], json);
      g_assert_cmpstr (json->str, ==, cases[i].records);
      after = position_string (&pos);
      g_assert_cmpstr (after, ==, cases[i].after);
    }
}

static void
test_records_pieces (void)
{
  ArbAlquerquePosition pos;
  ArbAlquerqueUndo undo;
  ArbMove move;
  ArbRecord record;
  guint8 piece = 0, captured = 0xff;

  RULES->init_start (&pos);
  move = move_of (&pos, "18-13");
  RULES->make (&pos, &move, &undo);
  RULES->moved_pieces (&undo, &piece, &captured);
  g_assert_cmpuint (piece, ==, ARB_ALQUERQUE_MAN);
  g_assert_cmpuint (captured, ==, ARB_CELL_EMPTY);
  g_assert_false (arb_alquerque_capture_record (&undo, &record));

  move = move_of (&pos, "8x18");
  RULES->make (&pos, &move, &undo);
  RULES->moved_pieces (&undo, &piece, &captured);
  g_assert_cmpuint (piece, ==, ARB_ALQUERQUE_MAN | ARB_SIDE_SECOND << 3);
  g_assert_cmpuint (captured, ==, ARB_ALQUERQUE_MAN | ARB_SIDE_FIRST << 3);
  g_assert_true (arb_alquerque_capture_record (&undo, &record));
  g_assert_cmpint (record.type, ==, ARB_RECORD_CAPTURE);
  g_assert_cmpint (record.side, ==, ARB_SIDE_FIRST);
  g_assert_cmpuint (record.cell, ==, 12);
}

/* The end-of-game printout and `replay --json`, for every kind of record. */
static void
test_records_texts (void)
{
  static const struct
  {
    ArbRecordType  type;
    ArbSide        side;
    ArbTermination reason;
    guint          from, to, cell; /* points */
    const char    *text;
    const char    *line;
    const char    *json;
  } cases[] = {
    { ARB_RECORD_MOVE, ARB_SIDE_FIRST, 0, 18, 13, 0, "18-13", "White plays 18-13",
      "{\"type\":\"move\",\"side\":\"white\",\"from\":18,\"to\":13,\"notation\":\"18-13\"}" },
    /* Without its text, a MOVE record is written from its cells. */
    { ARB_RECORD_MOVE, ARB_SIDE_SECOND, 0, 23, 11, 0, "", "Black plays 23x11",
      "{\"type\":\"move\",\"side\":\"black\",\"from\":23,\"to\":11,\"notation\":\"23x11\"}" },
    { ARB_RECORD_CAPTURE, ARB_SIDE_SECOND, 0, 0, 0, 13, "", "Black's piece on 13 is captured",
      "{\"type\":\"capture\",\"side\":\"black\",\"at\":13}" },
    { ARB_RECORD_CAPTURE, ARB_SIDE_FIRST, 0, 0, 0, 1, "", "White's piece on 1 is captured",
      "{\"type\":\"capture\",\"side\":\"white\",\"at\":1}" },
    { ARB_RECORD_WIN, ARB_SIDE_FIRST, ARB_TERMINATION_NO_PIECES, 0, 0, 0, "",
      "White wins: Black has no pieces left",
      "{\"type\":\"win\",\"side\":\"white\",\"reason\":\"no-pieces\"}" },
    { ARB_RECORD_WIN, ARB_SIDE_SECOND, ARB_TERMINATION_NO_PIECES, 0, 0, 0, "",
      "Black wins: White has no pieces left",
      "{\"type\":\"win\",\"side\":\"black\",\"reason\":\"no-pieces\"}" },
    { ARB_RECORD_WIN, ARB_SIDE_FIRST, ARB_TERMINATION_RESIGNATION, 0, 0, 0, "",
      "White wins by resignation",
      "{\"type\":\"win\",\"side\":\"white\",\"reason\":\"resignation\"}" },
    { ARB_RECORD_DRAW, ARB_SIDE_FIRST, ARB_TERMINATION_NO_MOVES, 0, 0, 0, "",
      "Draw: White has no legal move", "{\"type\":\"draw\",\"reason\":\"no-moves\"}" },
    { ARB_RECORD_DRAW, ARB_SIDE_SECOND, ARB_TERMINATION_NO_MOVES, 0, 0, 0, "",
      "Draw: Black has no legal move", "{\"type\":\"draw\",\"reason\":\"no-moves\"}" },
    { ARB_RECORD_DRAW, ARB_SIDE_FIRST, ARB_TERMINATION_AGREEMENT, 0, 0, 0, "",
      "Draw: agreed by both players", "{\"type\":\"draw\",\"reason\":\"agreement\"}" },
    { ARB_RECORD_RESIGN, ARB_SIDE_FIRST, 0, 0, 0, 0, "", "White resigns",
      "{\"type\":\"resign\",\"side\":\"white\"}" },
    { ARB_RECORD_RESIGN, ARB_SIDE_SECOND, 0, 0, 0, 0, "", "Black resigns",
      "{\"type\":\"resign\",\"side\":\"black\"}" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbRecord record = { 0 };
      g_autoptr(GString) line = g_string_new (NULL);
      g_autoptr(GString) json = g_string_new (NULL);

      record.type = cases[i].type;
      record.side = cases[i].side;
      record.reason = cases[i].reason;
      if (cases[i].type == ARB_RECORD_MOVE)
        record.move = points (cases[i].from, cases[i].to);
      record.cell = (guint16) (cases[i].cell > 0 ? cases[i].cell - 1 : 0);
      g_strlcpy (record.text, cases[i].text, sizeof record.text);

      RULES->describe_record (NULL, &record, line);
      RULES->record_json (NULL, &record, json);
      g_assert_cmpstr (line->str, ==, cases[i].line);
      g_assert_cmpstr (json->str, ==, cases[i].json);
    }
}

/* ----------------------------------------------------------------- end */

/* §6's examples, and a side without pieces while it is not to move. */
static void
test_end_examples (void)
{
  static const struct
  {
    const char    *position;
    ArbResult      result;
    ArbTermination reason;
  } cases[] = {
    { ARB_ALQUERQUE_START, ARB_RESULT_NONE, ARB_TERMINATION_NONE },
    { WHITE_WON, ARB_RESULT_FIRST_WINS, ARB_TERMINATION_NO_PIECES },
    { "...../...../...../..w../..... b 5", ARB_RESULT_FIRST_WINS, ARB_TERMINATION_NO_PIECES },
    { "b..../...../...../...../..... w 5", ARB_RESULT_SECOND_WINS, ARB_TERMINATION_NO_PIECES },
    { DRAWN, ARB_RESULT_DRAW, ARB_TERMINATION_NO_MOVES },
    /* No moves is a draw, even for the side far ahead. */
    { "wwwww/...../...../...../....b w 9", ARB_RESULT_DRAW, ARB_TERMINATION_NO_MOVES },
    /* A piece on its far row can still jump. */
    { "..w../..b../...../...../....b w 9", ARB_RESULT_NONE, ARB_TERMINATION_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbAlquerquePosition pos;
      ArbOutcome outcome;
      ArbMoveList list;

      read_ok (cases[i].position, &pos);
      RULES->outcome (&pos, &outcome);
      g_assert_cmpint (outcome.result, ==, cases[i].result);
      g_assert_cmpint (outcome.reason, ==, cases[i].reason);
      RULES->generate (&pos, &list);
      g_assert_cmpuint (list.n_moves == 0, ==, cases[i].result != ARB_RESULT_NONE);
    }

  /* Over although a step would otherwise be legal. */
  {
    ArbAlquerquePosition pos;

    read_ok (WHITE_WON, &pos);
    g_assert_cmpuint (explain_points (&pos, 18, 13), ==, ARB_ALQUERQUE_REASON_GAME_OVER);
    g_assert_cmpuint (RULES->perft (&pos, 1), ==, 0);
    g_assert_cmpuint (RULES->perft (&pos, 0), ==, 1);
  }
}

/* §13's inspect object. */
static void
test_end_inspect_json (void)
{
  static const struct
  {
    const char *position;
    const char *json;
  } cases[] = {
    { ARB_ALQUERQUE_START,
      "{\"fen\":\"bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1\",\"turn\":\"white\",\"over\":false,"
      "\"result\":\"*\",\"winner\":null,\"reason\":null,"
      "\"moves\":[\"17-13\",\"18-13\",\"19-13\"]}" },
    /* Byte order: "12x14" before "7-1". */
    { JUMPS_EXAMPLE,
      "{\"fen\":\"...../.ww../.wb../.b.../..... w 1\",\"turn\":\"white\",\"over\":false,"
      "\"result\":\"*\",\"winner\":null,\"reason\":null,"
      "\"moves\":[\"12x14\",\"12x22\",\"7-1\",\"7-2\",\"7-3\",\"7x19\",\"8-3\",\"8x18\"]}" },
    { WHITE_WON,
      "{\"fen\":\"...../...../...../..w../..... w 5\",\"turn\":\"white\",\"over\":true,"
      "\"result\":\"1-0\",\"winner\":\"white\",\"reason\":\"no-pieces\",\"moves\":[]}" },
    { "...../..b../...../...../..... w 5",
      "{\"fen\":\"...../..b../...../...../..... w 5\",\"turn\":\"white\",\"over\":true,"
      "\"result\":\"0-1\",\"winner\":\"black\",\"reason\":\"no-pieces\",\"moves\":[]}" },
    { DRAWN,
      "{\"fen\":\"bb..w/.b.../bb.../..b../..b.. w 17\",\"turn\":\"white\",\"over\":true,"
      "\"result\":\"1/2-1/2\",\"winner\":null,\"reason\":\"no-moves\",\"moves\":[]}" },
    { AFTER_18_13,
      "{\"fen\":\"bbbbb/bbbbb/bbwww/ww.ww/wwwww b 1\",\"turn\":\"black\",\"over\":false,"
      "\"result\":\"*\",\"winner\":null,\"reason\":null,\"moves\":[\"8x18\"]}" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbAlquerquePosition pos;
      g_autoptr(GString) json = g_string_new (NULL);

      read_ok (cases[i].position, &pos);
      RULES->inspect_json (&pos, json);
      g_assert_cmpstr (json->str, ==, cases[i].json);
    }
}

/* ------------------------------------------------------------ notation */

static void
test_notation_write (void)
{
  ArbAlquerquePosition pos;
  char text[ARB_MOVE_TEXT_MAX];
  ArbMove move = points (18, 13);

  RULES->init_start (&pos);
  RULES->move_to_text (&pos, &move, text);
  g_assert_cmpstr (text, ==, "18-13");
  move = points (8, 18);
  RULES->move_to_text (&pos, &move, text);
  g_assert_cmpstr (text, ==, "8x18");
  move = points (23, 11);
  RULES->move_to_text (&pos, &move, text);
  g_assert_cmpstr (text, ==, "23x11");
}

/* §9's reading: syntax, then off-board and same-point, then the board's
 * reasons, then the separator of a move that exists. */
static void
test_notation_errors (void)
{
  enum { SYNTAX, SEPARATOR, MOVE, OK };
  static const struct
  {
    const char *position;
    const char *text;
    gboolean    over;
    int         kind;
    guint       reason; /* for MOVE */
  } cases[] = {
    { ARB_ALQUERQUE_START, "", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "18", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "18-", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "18 13", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "018-13", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "18X13", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "100-1", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "18-013", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, " 18-13", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "18-13 ", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "-18-13", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "18--13", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "18:13", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "18-1x3", FALSE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "18-", TRUE, SYNTAX, 0 },
    { ARB_ALQUERQUE_START, "0-5", FALSE, MOVE, ARB_ALQUERQUE_REASON_OFF_BOARD },
    { ARB_ALQUERQUE_START, "26-1", FALSE, MOVE, ARB_ALQUERQUE_REASON_OFF_BOARD },
    { ARB_ALQUERQUE_START, "99x99", FALSE, MOVE, ARB_ALQUERQUE_REASON_OFF_BOARD },
    { ARB_ALQUERQUE_START, "0-0", FALSE, MOVE, ARB_ALQUERQUE_REASON_OFF_BOARD },
    { WHITE_WON, "26-1", FALSE, MOVE, ARB_ALQUERQUE_REASON_OFF_BOARD },
    { ARB_ALQUERQUE_START, "13-13", FALSE, MOVE, ARB_ALQUERQUE_REASON_SAME_POINT },
    { ARB_ALQUERQUE_START, "18-13", TRUE, MOVE, ARB_ALQUERQUE_REASON_GAME_OVER },
    { WHITE_WON, "18-13", FALSE, MOVE, ARB_ALQUERQUE_REASON_GAME_OVER },
    { ARB_ALQUERQUE_START, "13-8", FALSE, MOVE, ARB_ALQUERQUE_REASON_NO_PIECE },
    { ARB_ALQUERQUE_START, "8-13", FALSE, MOVE, ARB_ALQUERQUE_REASON_NOT_YOUR_PIECE },
    { ARB_ALQUERQUE_START, "16-11", FALSE, MOVE, ARB_ALQUERQUE_REASON_OCCUPIED },
    /* The board's reason comes before a wrong separator. */
    { ARB_ALQUERQUE_START, "16x11", FALSE, MOVE, ARB_ALQUERQUE_REASON_OCCUPIED },
    { ARB_ALQUERQUE_START, "24-13", FALSE, MOVE, ARB_ALQUERQUE_REASON_NOT_ON_A_LINE },
    { ARB_ALQUERQUE_START, "14-13", FALSE, MOVE, ARB_ALQUERQUE_REASON_BACKWARD_OR_SIDEWAYS },
    { ARB_ALQUERQUE_START, "14x13", FALSE, MOVE, ARB_ALQUERQUE_REASON_BACKWARD_OR_SIDEWAYS },
    { ARB_ALQUERQUE_START, "23-13", FALSE, MOVE, ARB_ALQUERQUE_REASON_NOTHING_TO_JUMP },
    { ARB_ALQUERQUE_START, "18x13", FALSE, SEPARATOR, 0 },
    { JUMPS_EXAMPLE, "12-14", FALSE, SEPARATOR, 0 },
    { ARB_ALQUERQUE_START, "18-13", FALSE, OK, 0 },
    { JUMPS_EXAMPLE, "12x14", FALSE, OK, 0 },
    { AFTER_18_13, "8x18", FALSE, OK, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      ArbAlquerquePosition pos;
      ArbMove move = { 0 };
      gboolean ok;

      g_test_message ("\"%s\" in %s", cases[i].text, cases[i].position);
      read_ok (cases[i].position, &pos);
      ok = RULES->move_from_text (&pos, cases[i].text, cases[i].over, &move, &error);
      switch (cases[i].kind)
        {
        case SYNTAX:
          g_assert_false (ok);
          g_assert_error (error, ARB_NOTATION_ERROR, ARB_NOTATION_ERROR_SYNTAX);
          break;

        case SEPARATOR:
          g_assert_false (ok);
          g_assert_error (error, ARB_NOTATION_ERROR, ARB_NOTATION_ERROR_SEPARATOR);
          break;

        case MOVE:
          {
            g_autofree char *sentence = RULES->describe_reason (cases[i].reason, G_MAXUINT);

            g_assert_false (ok);
            g_assert_error (error, ARB_MOVE_ERROR, (int) cases[i].reason);
            g_assert_cmpstr (error->message, ==, sentence);
          }
          break;

        case OK:
        default:
          {
            char text[ARB_MOVE_TEXT_MAX];

            g_assert_no_error (error);
            g_assert_true (ok);
            RULES->move_to_text (&pos, &move, text);
            g_assert_cmpstr (text, ==, cases[i].text);
          }
          break;
        }
    }

  /* The separator message gives the canonical form. */
  {
    g_autoptr(GError) error = NULL;
    ArbAlquerquePosition pos;
    ArbMove move;

    RULES->init_start (&pos);
    g_assert_false (RULES->move_from_text (&pos, "18x13", FALSE, &move, &error));
    g_assert_nonnull (strstr (error->message, "18-13"));
  }
}

/* -------------------------------------------------------- random games */

/* At one position: generation equals the brute-force rule over every pair
 * of cells, in order; every move's text reads back; make/unmake restores
 * the position byte for byte and keeps the invariants; the position string
 * reads back; the outcome agrees with the moves; bulk perft(1) too. */
static void
check_contract (ArbAlquerquePosition *pos)
{
  ArbAlquerquePosition before = *pos, again;
  gboolean legal[25][25] = { { FALSE } };
  g_autofree char *text = position_string (pos);
  ArbMoveList list;
  ArbOutcome outcome;
  const char *why = NULL;

  RULES->generate (pos, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      const ArbMove *move = &list.moves[i];

      g_assert_cmpuint (move->n_cells, ==, 2);
      g_assert_cmpuint (move->cells[0], <, 25);
      g_assert_cmpuint (move->cells[1], <, 25);
      if (i > 0)
        g_assert_cmpuint (list.moves[i - 1].cells[0] * 25 + list.moves[i - 1].cells[1], <,
                          move->cells[0] * 25u + move->cells[1]);
      legal[move->cells[0]][move->cells[1]] = TRUE;
    }

  for (guint from = 0; from < 25; from++)
    for (guint to = 0; to < 25; to++)
      {
        ArbMove move = arb_move_from_to (from, to);
        guint reason = RULES->explain (pos, &move, FALSE, NULL);

        if ((reason == ARB_ALQUERQUE_REASON_OK) != legal[from][to])
          g_error ("%s: %u-%u generated %d, explained %s", text, from + 1, to + 1,
                   legal[from][to], arb_alquerque_reason_id (reason));
        if (from == to)
          g_assert_cmpuint (reason, ==, ARB_ALQUERQUE_REASON_SAME_POINT);
        else
          g_assert_cmpuint (RULES->explain (pos, &move, TRUE, NULL), ==,
                            ARB_ALQUERQUE_REASON_GAME_OVER);
      }

  RULES->outcome (pos, &outcome);
  g_assert_cmpuint (outcome.result == ARB_RESULT_NONE, ==, list.n_moves > 0);
  g_assert_cmpuint (RULES->perft (pos, 1), ==, list.n_moves);
  g_assert_cmpint (RULES->evaluate (pos), ==,
                   (int) __builtin_popcount (pos->pieces[pos->turn])
                   - (int) __builtin_popcount (pos->pieces[pos->turn ^ 1]));

  read_ok (text, &again);
  g_assert_cmpmem (&again, sizeof again, pos, sizeof *pos);

  for (guint i = 0; i < list.n_moves; i++)
    {
      char move_text[ARB_MOVE_TEXT_MAX];
      ArbAlquerqueUndo undo;
      ArbMove read;

      RULES->move_to_text (pos, &list.moves[i], move_text);
      read = move_of (pos, move_text);
      g_assert_true (arb_move_equal (&read, &list.moves[i]));
      RULES->make (pos, &list.moves[i], &undo);
      g_assert_true (RULES->is_valid (pos, &why));
      g_assert_cmpuint (RULES->hash (pos), ==,
                        arb_alquerque_hash (pos->pieces[0], pos->pieces[1], pos->turn));
      g_assert_cmpint (RULES->turn (pos), ==, arb_side_negate (before.turn));
      RULES->unmake (pos, &undo);
      g_assert_cmpmem (pos, sizeof *pos, &before, sizeof before);
    }
}

/* A random position: each point empty, White or Black; at least one piece. */
static void
random_position (GRand                *rand,
                 ArbAlquerquePosition *pos)
{
  guint32 pieces[2] = { 0, 0 };
  guint move_number;

  while ((pieces[0] | pieces[1]) == 0)
    for (guint cell = 0; cell < 25; cell++)
      {
        gint32 what = g_rand_int_range (rand, 0, 3);

        if (what < 2)
          pieces[what] |= 1u << cell;
      }
  /* Some near the largest move number, where it stops growing. */
  move_number = g_rand_boolean (rand) ? (guint) g_rand_int_range (rand, 1, 200)
                                      : (guint) g_rand_int_range (rand, 999990, 1000000);
  arb_alquerque_position_set (pos, pieces[0], pieces[1],
                              g_rand_boolean (rand) ? ARB_SIDE_FIRST : ARB_SIDE_SECOND,
                              move_number);
}

#define N_RANDOM_GAMES 200

static void
test_random_games (void)
{
  guint n_plies = 0;

  for (guint seed = 0; seed < N_RANDOM_GAMES; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(GArray) undos = g_array_new (FALSE, FALSE, sizeof (ArbAlquerqueUndo));
      gboolean from_start = seed % 4 != 3;
      ArbAlquerquePosition pos, start;
      const char *why = NULL;
      ArbMoveList list;

      /* Three games in four from the start, one from a random position
       * (far rows full, backward jumps, lone pieces). */
      if (from_start)
        RULES->init_start (&pos);
      else
        random_position (rand, &pos);
      start = pos;

      for (;;)
        {
          ArbAlquerqueUndo undo;

          check_contract (&pos);
          RULES->generate (&pos, &list);
          if (list.n_moves == 0)
            break;
          RULES->make (&pos, &list.moves[g_rand_int_range (rand, 0, (gint32) list.n_moves)],
                       &undo);
          g_assert_true (RULES->is_valid (&pos, &why));
          g_array_append_val (undos, undo);
          n_plies++;
          /* §6: every game ends, from the start within 147 plies. */
          g_assert_cmpuint (undos->len, <=, from_start ? 147 : 300);
        }

      /* Undo the whole game back to its start, byte for byte. */
      for (guint i = undos->len; i > 0; i--)
        {
          RULES->unmake (&pos, &g_array_index (undos, ArbAlquerqueUndo, i - 1));
          g_assert_true (RULES->is_valid (&pos, &why));
        }
      g_assert_cmpmem (&pos, sizeof pos, &start, sizeof start);
    }
  g_test_message ("%u games, %u plies", N_RANDOM_GAMES, n_plies);
}

/* --------------------------------------------------------------- perft */

static void
test_perft_spec (void)
{
  ArbAlquerquePosition pos, before;

  RULES->init_start (&pos);
  before = pos;
  g_assert_cmpuint (RULES->perft (&pos, 0), ==, 1);
  g_assert_cmpuint (RULES->perft (&pos, 1), ==, 3);
  g_assert_cmpuint (RULES->perft (&pos, 2), ==, 6);
  g_assert_cmpuint (RULES->perft (&pos, 3), ==, 19);
  g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);
}

/* Bulk counting equals counting by make/unmake. */
static void
test_perft_bulk (void)
{
  static const struct
  {
    const char *position;
    guint       depth;
  } cases[] = {
    { ARB_ALQUERQUE_START, 7 },
    { JUMPS_EXAMPLE, 6 },
    { LAST_JUMP, 6 },
    { EDGE_EXAMPLE, 6 },
    { "b.b.b/.b.b./b.w.b/.w.w./w.w.w w 4", 6 },
    { "w.bb./..b.b/.b..w/.ww.w/..bww w 16", 6 },
    { "wb..w/.bb../...../w..bw/..b.w b 17", 6 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ArbAlquerquePosition pos;

      read_ok (cases[i].position, &pos);
      for (guint depth = 0; depth <= cases[i].depth; depth++)
        g_assert_cmpuint (RULES->perft (&pos, depth), ==, plain_perft (&pos, depth));
    }
}

/* tests/data/perft-alquerque.epd: "POSITION ;D1 n ;D2 n …", '#' comments,
 * computed by an independent implementation of the spec. */
static void
test_perft_epd (void)
{
  g_autoptr(GPtrArray) suite = arb_test_read_perft_suite ("perft-alquerque.epd");
  guint n_checked = 0;

  for (guint i = 0; i < suite->len; i++)
    {
      const ArbTestPerftLine *line = g_ptr_array_index (suite, i);
      ArbAlquerquePosition pos, before;

      g_test_message ("perft-alquerque.epd line %u: %s", line->line, line->fen);
      read_ok (line->fen, &pos);
      before = pos;

      for (guint p = 0; p < line->counts->len; p++)
        {
          const ArbTestPerftCount *count = &g_array_index (line->counts, ArbTestPerftCount, p);
          guint depth = count->depth;
          guint64 nodes = count->nodes;

          g_assert_cmpuint (RULES->perft (&pos, depth), ==, nodes);
          /* The slow way too, where it is quick enough. */
          if (nodes <= 200000)
            g_assert_cmpuint (plain_perft (&pos, depth), ==, nodes);
          g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);
          n_checked++;
        }
    }

  if (n_checked == 0)
    g_test_skip ("perft-alquerque.epd holds no counts yet");
}

/* ---------------------------------------------------------------- main */

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/alquerque/identity", test_identity);
  g_test_add_func ("/alquerque/board/segments", test_board_segments);
  g_test_add_func ("/alquerque/board/point-table", test_board_point_table);
  g_test_add_func ("/alquerque/position/start", test_position_start);
  g_test_add_func ("/alquerque/position/round-trip", test_position_round_trip);
  g_test_add_func ("/alquerque/position/errors", test_position_errors);
  g_test_add_func ("/alquerque/position/is-valid", test_position_is_valid);
  g_test_add_func ("/alquerque/position/equal-hash", test_position_equal_hash);
  g_test_add_func ("/alquerque/moves/start", test_moves_start);
  g_test_add_func ("/alquerque/moves/examples", test_moves_examples);
  g_test_add_func ("/alquerque/moves/reasons", test_moves_reasons);
  g_test_add_func ("/alquerque/moves/not-a-pair", test_moves_not_a_pair);
  g_test_add_func ("/alquerque/moves/reason-texts", test_moves_reason_texts);
  g_test_add_func ("/alquerque/records/examples", test_records_examples);
  g_test_add_func ("/alquerque/records/pieces", test_records_pieces);
  g_test_add_func ("/alquerque/records/texts", test_records_texts);
  g_test_add_func ("/alquerque/end/examples", test_end_examples);
  g_test_add_func ("/alquerque/end/inspect-json", test_end_inspect_json);
  g_test_add_func ("/alquerque/notation/write", test_notation_write);
  g_test_add_func ("/alquerque/notation/errors", test_notation_errors);
  g_test_add_func ("/alquerque/random/games", test_random_games);
  g_test_add_func ("/alquerque/perft/spec", test_perft_spec);
  g_test_add_func ("/alquerque/perft/bulk", test_perft_bulk);
  g_test_add_func ("/alquerque/perft/epd", test_perft_epd);

  return g_test_run ();
}
