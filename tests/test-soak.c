/* test-soak.c — invariants under random play: ten thousand seeded games
 *
 * The `slow` suite runs this with -m slow: 10 000 random games (200
 * without it), each move chosen by a seeded GRand among
 * arb_game_legal_moves() and played with arb_game_play(). At every ply:
 *
 * - arb_position_is_valid(), and the incremental hash equals the one
 *   computed from scratch;
 * - FEN written and read back gives the same position;
 * - undo a random number of plies back (0 to 8, at most the whole game),
 *   each position restored exactly (placement, turn, clocks, hash, Kings,
 *   piece counts) with the history and the game-over state, then redo
 *   forward to where the game stood, each position again exact; every
 *   16th ply a jump with arb_game_go_to_ply() to a random earlier ply and
 *   back;
 * - the move generator agrees with a brute-force scan of
 *   arb_position_can_move() over all 64×64 pairs of squares, and the fast
 *   check detection with "an enemy piece can move onto the King": at every
 *   ply of the first 1000 games, at every 10th ply after (the scan is the
 *   costly part).
 *
 * One game in eight is stopped at a random ply and ended by a player — a
 * resignation, an agreed draw or a claimed draw (when one can be claimed)
 * — taken back and given again; so is a quarter of the games that reach
 * MAX_PLIES unfinished. Then the game is written as PGN, read back and
 * compared record by record, and written again to the same text.
 *
 * tests/test-random.c does the same in the quick suite for 200 games;
 * this is its soak: more games, more seeds, the ends of games.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arbiter.h"
#include "arb-test-util.h"

#include <string.h>

#define N_GAMES_SLOW   10000
#define N_GAMES_QUICK  200
#define N_FULL_GAMES   1000   /* brute force at every ply of these */
#define BRUTE_EVERY    10     /* then at every 10th ply */
#define MAX_PLIES      400
#define MAX_UNDO       8

typedef struct
{
  guint64 games;
  guint64 plies;
  guint64 brute_force_positions;
  guint64 brute_force_pairs;
  guint64 undos;
  guint64 redos;
  guint64 jumps;
  guint64 fen_round_trips;
  guint64 pgn_round_trips;
  guint64 terminations[ARB_TERMINATION_MOVE_RULE + 1];
  guint64 ply_limit;
} SoakStats;

/* ------------------------------------------------------------- checks */

static void
assert_same_position (const ArbChessPosition *a,
                      const ArbChessPosition *b)
{
  g_assert_true (arb_position_equal (a, b));
  g_assert_cmpuint (a->hash, ==, b->hash);
  g_assert_cmpint (a->turn, ==, b->turn);
  g_assert_cmpuint (a->halfmove_clock, ==, b->halfmove_clock);
  g_assert_cmpuint (a->fullmove_number, ==, b->fullmove_number);
  g_assert_cmpmem (a->king, sizeof a->king, b->king, sizeof b->king);
  g_assert_cmpmem (a->n_pieces, sizeof a->n_pieces, b->n_pieces, sizeof b->n_pieces);
}

static void
assert_invariants (const ArbChessPosition *pos)
{
  const char *why = NULL;

  if (!arb_position_is_valid (pos, &why))
    {
      g_autofree char *fen = arb_fen_write (pos);

      g_error ("invalid position %s: %s", fen, why);
    }
  g_assert_cmpuint (pos->hash, ==, arb_position_compute_hash (pos));
}

static void
assert_fen_round_trip (const ArbChessPosition *pos,
                       SoakStats         *stats)
{
  char fen[ARB_FEN_MAX];
  ArbChessPosition reread;
  g_autoptr(GError) error = NULL;

  arb_fen_write_buf (pos, fen);
  if (!arb_fen_parse (fen, &reread, &error))
    g_error ("FEN %s does not read back: %s", fen, error->message);
  assert_same_position (pos, &reread);
  stats->fen_round_trips++;
}

static gboolean
brute_force_in_check (const ArbChessPosition *pos,
                      ArbSide            side)
{
  ArbSquare king = pos->king[side];

  if (king == ARB_SQUARE_NONE)
    return FALSE;
  for (ArbSquare from = 0; from < ARB_N_SQUARES; from++)
    if (arb_position_can_move (pos, ARB_SQUARE_X (from), ARB_SQUARE_Y (from),
                               ARB_SQUARE_X (king), ARB_SQUARE_Y (king), arb_side_negate (side)))
      return TRUE;
  return FALSE;
}

/* The generator lists exactly the pairs can_move() allows, each once. */
static void
assert_generator_matches_brute_force (const ArbChessPosition *pos,
                                      SoakStats         *stats)
{
  gboolean listed[ARB_N_SQUARES][ARB_N_SQUARES] = { { FALSE } };
  ArbChessMoveList list;
  guint n_allowed = 0;

  if (arb_position_status (pos) == ARB_POSITION_PLAYING)
    {
      arb_position_generate_moves (pos, &list);
      for (guint i = 0; i < list.n_moves; i++)
        {
          g_assert_false (listed[list.moves[i].from][list.moves[i].to]);
          listed[list.moves[i].from][list.moves[i].to] = TRUE;
        }
    }
  else
    list.n_moves = 0;

  for (ArbSquare from = 0; from < ARB_N_SQUARES; from++)
    for (ArbSquare to = 0; to < ARB_N_SQUARES; to++)
      {
        gboolean allowed = arb_position_can_move (pos, ARB_SQUARE_X (from), ARB_SQUARE_Y (from),
                                                  ARB_SQUARE_X (to), ARB_SQUARE_Y (to),
                                                  pos->turn);

        /* A finished game has no moves, whatever can_move() says. */
        if (arb_position_status (pos) != ARB_POSITION_PLAYING)
          continue;
        if (allowed != listed[from][to])
          {
            char f[3], t[3];
            g_autofree char *fen = arb_fen_write (pos);

            arb_square_to_name (from, f);
            arb_square_to_name (to, t);
            g_error ("%s: %s%s: can_move says %d, the generator %d", fen, f, t, allowed,
                     listed[from][to]);
          }
        n_allowed += allowed;
      }
  g_assert_cmpuint (n_allowed, ==, list.n_moves);

  for (int side = 0; side < ARB_N_SIDES; side++)
    g_assert_cmpint (arb_position_is_in_check (pos, side), ==, brute_force_in_check (pos, side));

  stats->brute_force_positions++;
  stats->brute_force_pairs += ARB_N_SQUARES * ARB_N_SQUARES;
}

/* What the game looked like after ply i. */
typedef struct
{
  ArbChessPosition position;
  guint       n_records;
  gboolean    over;
  ArbResult   result;
} Snapshot;

static void
take_snapshot (ArbGame  *game,
               Snapshot *snap)
{
  snap->position = *arb_game_get_position (game);
  snap->n_records = arb_game_get_n_records (game);
  snap->over = arb_game_is_over (game);
  snap->result = arb_game_get_result (game);
}

static void
assert_at_snapshot (ArbGame        *game,
                    const Snapshot *snap,
                    guint           ply)
{
  g_assert_cmpuint (arb_game_get_ply (game), ==, ply);
  assert_same_position (arb_game_get_position (game), &snap->position);
  g_assert_cmpuint (arb_game_get_n_records (game), ==, snap->n_records);
  g_assert_cmpint (arb_game_is_over (game), ==, snap->over);
  g_assert_cmpint (arb_game_get_result (game), ==, snap->result);
}

/* Undo @back plies one at a time, then redo them, checking every step. */
static void
undo_redo (ArbGame        *game,
           const Snapshot *snaps,
           guint           ply,
           guint           back,
           SoakStats      *stats)
{
  for (guint i = 1; i <= back; i++)
    {
      g_assert_true (arb_game_undo (game));
      assert_at_snapshot (game, &snaps[ply - i], ply - i);
      stats->undos++;
    }
  g_assert_cmpint (arb_game_can_undo (game), ==, ply - back > 0);
  g_assert_cmpint (arb_game_can_redo (game), ==, back > 0);
  for (guint i = back; i > 0; i--)
    {
      g_assert_true (arb_game_redo (game));
      assert_at_snapshot (game, &snaps[ply - i + 1], ply - i + 1);
      stats->redos++;
    }
  g_assert_false (arb_game_can_redo (game));
}

/* PGN written, read back: the same records, result and final position. */
static void
assert_pgn_round_trip (ArbGame   *game,
                       SoakStats *stats)
{
  g_autofree char *pgn = arb_pgn_write_game (game);
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (pgn, -1, NULL);
  g_autoptr(ArbPgnReader) reader = arb_pgn_reader_new (stream, "soak.pgn");
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbPgnGame) read = arb_pgn_reader_next (reader, &error);
  g_autoptr(ArbPgnGame) none = NULL;
  g_autofree char *again = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (read);
  if (read->error != NULL)
    g_error ("%s\n%s", read->error->message, pgn);
  g_assert_cmpuint (read->warnings->len, ==, 0);
  arb_test_assert_same_game (game, read->game);
  assert_same_position (arb_game_get_position (read->game), arb_game_get_position (game));

  /* Written again, the same text. */
  again = arb_pgn_write_game (read->game);
  g_assert_cmpstr (again, ==, pgn);

  none = arb_pgn_reader_next (reader, &error);
  g_assert_no_error (error);
  g_assert_null (none);
  stats->pgn_round_trips++;
}

/* A player ends an unfinished game: resignation, agreement or a claim
 * (when one can be made); it is taken back and given again. */
static void
end_by_a_player (ArbGame   *game,
                 GRand     *rand,
                 SoakStats *stats)
{
  g_autoptr(GError) error = NULL;
  Snapshot before;
  guint ply = arb_game_get_ply (game);

  take_snapshot (game, &before);
  switch (g_rand_int_range (rand, 0, 3))
    {
    case 0:
      g_assert_true (arb_game_resign (game, arb_game_get_turn (game), &error));
      break;
    case 1:
      g_assert_true (arb_game_agree_draw (game, &error));
      break;
    default:
      if (arb_game_get_claimable_draws (game) == ARB_DRAW_CLAIM_NONE)
        {
          g_assert_false (arb_game_claim_draw (game, &error));
          g_assert_error (error, ARB_GAME_ERROR, ARB_GAME_ERROR_NOT_CLAIMABLE);
          return;
        }
      g_assert_true (arb_game_claim_draw (game, &error));
      break;
    }
  g_assert_no_error (error);
  g_assert_true (arb_game_is_over (game));
  g_assert_cmpuint (arb_game_get_ply (game), ==, ply);

  /* Taken back: the game goes on as before; given again. */
  g_assert_true (arb_game_undo (game));
  assert_at_snapshot (game, &before, ply);
  g_assert_true (arb_game_redo (game));
  g_assert_true (arb_game_is_over (game));
  stats->undos++;
  stats->redos++;
}

static void
play_random_game (guint32    seed,
                  gboolean   brute_every_ply,
                  SoakStats *stats)
{
  g_autoptr(ArbGame) game = arb_game_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree Snapshot *snaps = g_new (Snapshot, MAX_PLIES + 1);
  guint ply = 0;
  /* One game in eight is ended by a player at a random ply. */
  guint stop = g_rand_int_range (rand, 0, 8) == 0 ? (guint) g_rand_int_range (rand, 1, 120)
                                                   : MAX_PLIES;

  take_snapshot (game, &snaps[0]);
  assert_invariants (&snaps[0].position);
  assert_fen_round_trip (&snaps[0].position, stats);
  assert_generator_matches_brute_force (&snaps[0].position, stats);

  while (ply < stop && !arb_game_is_over (game))
    {
      g_autoptr(GError) error = NULL;
      ArbChessMoveList list;
      const ArbChessPosition *pos;

      arb_game_legal_moves (game, &list);
      g_assert_cmpuint (list.n_moves, >, 0);
      g_assert_true (arb_game_play (game, list.moves[g_rand_int_range (rand, 0, (gint32) list.n_moves)],
                                    &error));
      g_assert_no_error (error);
      ply++;
      take_snapshot (game, &snaps[ply]);
      pos = &snaps[ply].position;

      assert_invariants (pos);
      g_assert_cmpint (arb_game_is_over (game), ==,
                       arb_position_status (pos) != ARB_POSITION_PLAYING);
      assert_fen_round_trip (pos, stats);
      if (brute_every_ply || ply % BRUTE_EVERY == 0)
        assert_generator_matches_brute_force (pos, stats);

      undo_redo (game, snaps, ply, (guint) g_rand_int_range (rand, 0, MIN (ply, MAX_UNDO) + 1),
                 stats);

      /* Now and then a jump back, and forward again. */
      if (ply % 16 == 0)
        {
          guint to = (guint) g_rand_int_range (rand, 0, (gint32) ply);

          g_assert_true (arb_game_go_to_ply (game, to));
          assert_at_snapshot (game, &snaps[to], to);
          g_assert_true (arb_game_go_to_ply (game, ply));
          assert_at_snapshot (game, &snaps[ply], ply);
          stats->jumps++;
        }
    }

  if (!arb_game_is_over (game))
    {
      if (ply == MAX_PLIES)
        stats->ply_limit++;
      if (ply < MAX_PLIES || g_rand_int_range (rand, 0, 4) == 0)
        end_by_a_player (game, rand, stats);
    }

  assert_pgn_round_trip (game, stats);

  stats->games++;
  stats->plies += ply;
  stats->terminations[arb_game_get_termination (game)]++;
}

static void
test_soak (void)
{
  guint n_games = g_test_slow () ? N_GAMES_SLOW : N_GAMES_QUICK;
  SoakStats stats = { 0 };
  gint64 t0 = g_get_monotonic_time ();
  double seconds;

  for (guint32 seed = 1; seed <= n_games; seed++)
    play_random_game (seed * 7919u, seed <= N_FULL_GAMES, &stats);

  seconds = (g_get_monotonic_time () - t0) / 1e6;
  g_assert_cmpuint (stats.games, ==, n_games);
  g_test_message ("%" G_GUINT64_FORMAT " games, %" G_GUINT64_FORMAT " plies in %.1f s",
                  stats.games, stats.plies, seconds);
  g_test_message ("generator against brute force: %" G_GUINT64_FORMAT " positions, %"
                  G_GUINT64_FORMAT " can_move() calls", stats.brute_force_positions,
                  stats.brute_force_pairs);
  g_test_message ("%" G_GUINT64_FORMAT " undo, %" G_GUINT64_FORMAT " redo, %" G_GUINT64_FORMAT
                  " jumps; %" G_GUINT64_FORMAT " FEN and %" G_GUINT64_FORMAT " PGN round trips",
                  stats.undos, stats.redos, stats.jumps, stats.fen_round_trips,
                  stats.pgn_round_trips);
  g_test_message ("ended: %" G_GUINT64_FORMAT " King captured, %" G_GUINT64_FORMAT " no moves, %"
                  G_GUINT64_FORMAT " resignation, %" G_GUINT64_FORMAT " agreement, %"
                  G_GUINT64_FORMAT " repetition, %" G_GUINT64_FORMAT " 100 plies; %"
                  G_GUINT64_FORMAT " reached %d plies unfinished",
                  stats.terminations[ARB_CHESS_TERMINATION_KING_CAPTURED],
                  stats.terminations[ARB_TERMINATION_NO_MOVES],
                  stats.terminations[ARB_TERMINATION_RESIGNATION],
                  stats.terminations[ARB_TERMINATION_AGREEMENT],
                  stats.terminations[ARB_TERMINATION_REPETITION],
                  stats.terminations[ARB_TERMINATION_MOVE_RULE],
                  stats.ply_limit, MAX_PLIES);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/soak/random-games", test_soak);

  return g_test_run ();
}
