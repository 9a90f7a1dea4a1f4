/* test-random.c — seeded random games checked against brute force at every ply
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At every position of many random games:
 * - the fast generator lists exactly the (from, to) pairs for which a
 *   brute-force scan of arb_position_can_move() over all 64×64 pairs of
 *   squares says yes;
 * - the fast check detection agrees with "some enemy piece can move onto
 *   the King's square";
 * - the invariants hold and FEN writes and reads back the same position.
 * After each game: undo to the start restores every position and hash,
 * redo comes back to the end, and PGN writes and reads back the same game.
 */
#include "arbiter.h"
#include "arb-test-util.h"

#define MAX_PLIES 300

static void
assert_generator_matches_brute_force (const ArbChessPosition *pos)
{
  gboolean generated[ARB_N_SQUARES][ARB_N_SQUARES] = { { FALSE } };
  ArbChessMoveList list;
  guint brute_count = 0;

  arb_position_generate_moves (pos, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      ArbChessMove m = list.moves[i];

      /* No move is listed twice. */
      g_assert_false (generated[m.from][m.to]);
      generated[m.from][m.to] = TRUE;
    }

  for (ArbSquare from = 0; from < ARB_N_SQUARES; from++)
    for (ArbSquare to = 0; to < ARB_N_SQUARES; to++)
      {
        gboolean allowed = arb_position_can_move (pos, ARB_SQUARE_X (from), ARB_SQUARE_Y (from),
                                                  ARB_SQUARE_X (to), ARB_SQUARE_Y (to),
                                                  pos->turn);
        ArbChessReason reason = arb_position_explain_move (pos, ARB_SQUARE_X (from),
                                                          ARB_SQUARE_Y (from), ARB_SQUARE_X (to),
                                                          ARB_SQUARE_Y (to), pos->turn, NULL);

        if (allowed != generated[from][to])
          {
            char f[3], t[3];

            arb_square_to_name (from, f);
            arb_square_to_name (to, t);
            g_error ("%s%s: can_move says %d, generator says %d", f, t, allowed,
                     generated[from][to]);
          }
        g_assert_cmpint (allowed, ==, reason == ARB_MOVE_REASON_OK);
        brute_count += allowed;
      }
  g_assert_cmpuint (brute_count, ==, list.n_moves);
  g_assert_cmpint (arb_position_has_moves (pos), ==, list.n_moves > 0);
}

/* arb_position_find_movers() looks back from the destination; brute force
 * tries every square of the board. Both must find the same pieces in the
 * same order. */
static void
assert_find_movers_matches_brute_force (const ArbChessPosition *pos)
{
  for (ArbSquare to = 0; to < ARB_N_SQUARES; to++)
    for (int type = ARB_PIECE_TYPE_KING; type < ARB_N_PIECE_TYPES; type++)
      {
        ArbSquare fast[ARB_N_SQUARES], brute[ARB_N_SQUARES];
        guint n_fast, n_brute = 0;
        ArbPiece wanted = arb_piece_make ((ArbPieceType) type, pos->turn);

        n_fast = arb_position_find_movers (pos, (ArbPieceType) type, pos->turn, to, fast,
                                           G_N_ELEMENTS (fast));
        for (ArbSquare from = 0; from < ARB_N_SQUARES; from++)
          if (pos->board[ARB_SQUARE_X (from)][ARB_SQUARE_Y (from)] == wanted
              && arb_position_can_move (pos, ARB_SQUARE_X (from), ARB_SQUARE_Y (from),
                                        ARB_SQUARE_X (to), ARB_SQUARE_Y (to), pos->turn))
            brute[n_brute++] = from;
        g_assert_cmpmem (fast, n_fast, brute, n_brute);
      }
}

static gboolean
brute_force_in_check (const ArbChessPosition *pos, ArbSide side)
{
  ArbSquare king = pos->king[side];

  if (king == ARB_SQUARE_NONE)
    return FALSE;
  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    for (int y = 0; y < ARB_BOARD_SIZE; y++)
      if (arb_position_can_move (pos, x, y, ARB_SQUARE_X (king), ARB_SQUARE_Y (king),
                                 arb_side_negate (side)))
        return TRUE;
  return FALSE;
}

static void
assert_position_ok (const ArbChessPosition *pos)
{
  const char *why = NULL;
  ArbChessPosition reread;
  char fen[ARB_FEN_MAX];
  g_autoptr (GError) error = NULL;

  if (!arb_position_is_valid (pos, &why))
    g_error ("invalid position: %s", why);

  for (int side = 0; side < ARB_N_SIDES; side++)
    g_assert_cmpint (arb_position_is_in_check (pos, side), ==, brute_force_in_check (pos, side));

  arb_fen_write_buf (pos, fen);
  g_assert_true (arb_fen_parse (fen, &reread, &error));
  g_assert_no_error (error);
  g_assert_true (arb_position_equal (pos, &reread));
}

static void
assert_pgn_round_trip (ArbGame *game)
{
  g_autofree char *pgn = arb_pgn_write_game (game);
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_data (pgn, -1, NULL);
  g_autoptr (ArbPgnReader) reader = arb_pgn_reader_new (stream, "round-trip");
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbPgnGame) read = arb_pgn_reader_next (reader, &error);
  g_autoptr (ArbPgnGame) none = NULL;
  g_autofree char *fen_a = NULL;
  g_autofree char *fen_b = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (read);
  g_assert_no_error (read->error);
  arb_test_assert_same_game (game, read->game);
  fen_a = arb_game_get_fen (game);
  fen_b = arb_game_get_fen (read->game);
  g_assert_cmpstr (fen_a, ==, fen_b);

  none = arb_pgn_reader_next (reader, &error);
  g_assert_no_error (error);
  g_assert_null (none);
}

static void
play_random_game (guint32 seed)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autofree ArbChessPosition *positions = g_new (ArbChessPosition, MAX_PLIES + 1);
  guint plies = 0;

  positions[0] = *arb_game_get_position (game);
  assert_position_ok (&positions[0]);
  assert_generator_matches_brute_force (&positions[0]);

  while (plies < MAX_PLIES && !arb_game_is_over (game))
    {
      ArbChessMoveList list;
      ArbChessMove move;
      g_autoptr (GError) error = NULL;
      const ArbChessPosition *pos;

      arb_game_legal_moves (game, &list);
      g_assert_cmpuint (list.n_moves, >, 0);
      move = list.moves[g_rand_int_range (rand, 0, (gint32) list.n_moves)];
      g_assert_true (arb_game_play (game, move, &error));
      g_assert_no_error (error);

      pos = arb_game_get_position (game);
      positions[++plies] = *pos;
      assert_position_ok (pos);
      assert_generator_matches_brute_force (pos);
      /* Costlier: every eighth position is enough to cover every piece. */
      if (plies % 8 == 0)
        assert_find_movers_matches_brute_force (pos);
      g_assert_cmpint (arb_game_is_over (game), ==,
                       arb_position_status (pos) != ARB_POSITION_PLAYING);
    }

  assert_pgn_round_trip (game);

  /* Undo to the start restores every position exactly, hash included. */
  for (guint i = plies; i > 0; i--)
    {
      g_assert_true (arb_game_undo (game));
      g_assert_true (arb_position_equal (arb_game_get_position (game), &positions[i - 1]));
    }
  g_assert_false (arb_game_can_undo (game));

  /* And redo comes back to the end, including the game-over state. */
  g_assert_true (arb_game_go_to_ply (game, plies));
  g_assert_true (arb_position_equal (arb_game_get_position (game), &positions[plies]));
  g_assert_cmpint (arb_game_is_over (game), ==,
                   arb_position_status (&positions[plies]) != ARB_POSITION_PLAYING);
}

static void
test_random_games (void)
{
  /* Thorough mode (meson test --test-args=-m=thorough, or the slow suite)
   * plays ten times as many games. */
  guint n_games = g_test_thorough () ? 2000 : 200;

  for (guint32 seed = 1; seed <= n_games; seed++)
    play_random_game (seed);
}

/* Make/unmake straight on a position, without the game object: the path
 * perft uses. Unmaking must restore the struct byte for byte. */
static void
test_make_unmake (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2026);

  for (guint game = 0; game < 100; game++)
    {
      ArbChessPosition pos;

      arb_position_init_start (&pos);
      for (guint ply = 0; ply < MAX_PLIES; ply++)
        {
          ArbChessMoveList list;

          if (arb_position_status (&pos) != ARB_POSITION_PLAYING)
            break;
          arb_position_generate_moves (&pos, &list);
          for (guint i = 0; i < list.n_moves; i++)
            {
              ArbChessPosition before = pos;
              ArbChessUndo undo;

              arb_position_make_move (&pos, list.moves[i], &undo);
              g_assert_true (arb_position_is_valid (&pos, NULL));
              arb_position_unmake_move (&pos, &undo);
              g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);
            }
          {
            ArbChessUndo undo;

            arb_position_make_move (&pos, list.moves[g_rand_int_range (rand, 0, (gint32) list.n_moves)],
                                    &undo);
          }
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/arb/random/games", test_random_games);
  g_test_add_func ("/arb/random/make-unmake", test_make_unmake);

  return g_test_run ();
}
