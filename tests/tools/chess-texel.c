/* chess-texel.c — tunes chess level 4's evaluation by Texel's method
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage:
 *   chess-texel play GAMES NODES SEED [PLIES] > positions.txt
 *     plays GAMES games of level 4 against itself, NODES positions a move
 *     (the search's `go nodes`), each from PLIES (default 8) random legal
 *     moves from the start (GLib's GRand seeded with SEED), and writes the
 *     quiet positions of each game after its opening with the game's result
 *     for White: `FEN|1`, `FEN|0.5` or `FEN|0`, one a line. Quiet: neither
 *     King attacked, the search's move no capture, its value not a won or
 *     lost game. A game ends by the rules, at a threefold repetition or a
 *     100-ply claim (a draw), or after 300 plies (a draw).
 *   chess-texel tune POSITIONS [PASSES [FIRST_STEP]]
 *     reads such lines, fits the sigmoid's scale K to the evaluation of
 *     the production weights, then changes one weight at a time by ±step,
 *     and on by the same step while the mean squared error of
 *     sigmoid(eval) against the result falls (steps 8, 4, 2, 1 from
 *     FIRST_STEP down, default 8; at most PASSES passes over the weights a
 *     step, default 4); prints the errors and the weights as the
 *     initializer of arb_chess_weights. The pawn's middle-game value stays
 *     100.
 *   chess-texel error POSITIONS
 *     prints K and the error of the production weights.
 *
 * The evaluation read is arb_chess_evaluate_weighted() (arb-chess-eval.c),
 * the one level 4 uses with its own weights.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arbiter.h"
#include "arb-chess-private.h"
#include "arb-fen.h"
#include "arb-position.h"
#include "arb-search.h"

#define MAX_PLIES 300
G_STATIC_ASSERT (sizeof (ArbChessWeights) % sizeof (int) == 0);
#define WON 5000

/* ------------------------------------------------------------- play */

static gboolean
king_attacked (const ArbChessPosition *pos, ArbSide side)
{
  return pos->king[side] != ARB_SQUARE_NONE
         && arb_position_is_attacked (pos, pos->king[side], arb_side_negate (side));
}

static void
random_opening (ArbGame *game, GRand *rand, guint plies)
{
  for (guint i = 0; i < plies && !arb_game_is_over (game); i++)
    {
      ArbMoveList list;

      arb_game_generate_moves (game, &list);
      arb_game_play_move (game, &list.moves[g_rand_int_range (rand, 0, (gint32) list.n_moves)],
                          NULL);
    }
}

/* Plays one game; its quiet positions go to @fens. Returns White's score
 * (2 a win, 1 a draw, 0 a loss), or -1 when the opening ended the game. */
static int
play_game (GRand *rand, guint64 nodes, guint plies, GPtrArray *fens)
{
  g_autoptr (ArbGame) game = arb_game_new ();
  g_autoptr (ArbSearchCache) cache = arb_search_cache_new ();
  ArbResult result;

  random_opening (game, rand, plies);
  if (arb_game_is_over (game))
    return -1;
  while (!arb_game_is_over (game) && arb_game_get_n_plies (game) < MAX_PLIES
         && arb_game_count_repetitions (game) < 3 && arb_game_get_claimable_draws (game) == 0)
    {
      const ArbChessPosition *pos = arb_game_get_state (game);
      ArbSearchLimits limits = { .level = 4, .nodes = nodes, .cache = cache };
      ArbSearchResult found;
      g_autofree guint64 *history = NULL;
      guint n_history = 0;
      ArbSquare to;

      history = arb_search_game_history (game, &n_history);
      limits.history = history;
      limits.n_history = n_history;
      if (!arb_search_run (arb_game_get_rules (game), pos, &limits, &found))
        break;
      to = (ArbSquare) arb_move_last (&found.move);
      if (!king_attacked (pos, ARB_SIDE_WHITE) && !king_attacked (pos, ARB_SIDE_BLACK)
          && pos->board[ARB_SQUARE_X (to)][ARB_SQUARE_Y (to)] == ARB_PIECE_NONE
          && ABS (found.value) < WON)
        g_ptr_array_add (fens, arb_game_get_fen (game));
      if (!arb_game_play_move (game, &found.move, NULL))
        g_error ("chess-texel: the search's move is illegal");
    }
  result = arb_game_get_result (game);
  return result == ARB_RESULT_FIRST_WINS ? 2 : result == ARB_RESULT_SECOND_WINS ? 0 : 1;
}

static int
play (guint64 games, guint64 nodes, guint64 seed, guint64 plies)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed ((guint32) seed);
  guint64 played = 0, score[3] = { 0, 0, 0 }, n_positions = 0;

  while (played < games)
    {
      g_autoptr (GPtrArray) fens = g_ptr_array_new_with_free_func (g_free);
      int white = play_game (rand, nodes, (guint) plies, fens);
      const char *result[3] = { "0", "0.5", "1" };

      if (white < 0)
        continue;
      played++;
      score[white]++;
      for (guint i = 0; i < fens->len; i++)
        printf ("%s|%s\n", (const char *) fens->pdata[i], result[white]);
      n_positions += fens->len;
      fflush (stdout);
    }
  fprintf (stderr, "chess-texel: %" G_GUINT64_FORMAT " games (White %" G_GUINT64_FORMAT
           " wins, %" G_GUINT64_FORMAT " draws, %" G_GUINT64_FORMAT " losses), %"
           G_GUINT64_FORMAT " positions\n", played, score[2], score[1], score[0], n_positions);
  return 0;
}

/* ------------------------------------------------------------- tune */

typedef struct
{
  ArbChessPosition *pos;
  double           *result;
  guint             n;
} Data;

static gboolean
load (const char *path, Data *data)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  guint n_lines;

  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      fprintf (stderr, "chess-texel: %s\n", error->message);
      return FALSE;
    }
  lines = g_strsplit (text, "\n", -1);
  n_lines = g_strv_length (lines);
  data->pos = g_new (ArbChessPosition, n_lines);
  data->result = g_new (double, n_lines);
  data->n = 0;
  for (guint i = 0; i < n_lines; i++)
    {
      char *bar = strchr (lines[i], '|');

      if (lines[i][0] == '\0')
        continue;
      if (bar == NULL)
        {
          fprintf (stderr, "chess-texel: %s:%u: no '|' before the result\n", path, i + 1);
          return FALSE;
        }
      *bar = '\0';
      if (!arb_fen_parse (lines[i], &data->pos[data->n], &error))
        {
          fprintf (stderr, "chess-texel: %s:%u: %s\n", path, i + 1, error->message);
          return FALSE;
        }
      data->result[data->n++] = g_ascii_strtod (bar + 1, NULL);
    }
  return TRUE;
}

static double
sigmoid (double k, int value)
{
  return 1.0 / (1.0 + pow (10.0, -k * value / 400.0));
}

/* The evaluation of every position, for White. */
static void
evaluate_all (const Data *data, const ArbChessWeights *w, int *values)
{
  for (guint i = 0; i < data->n; i++)
    {
      int v = arb_chess_evaluate_weighted (&data->pos[i], w);

      values[i] = data->pos[i].turn == ARB_SIDE_WHITE ? v : -v;
    }
}

static double
error_of (const Data *data, const int *values, double k)
{
  double sum = 0;

  for (guint i = 0; i < data->n; i++)
    {
      double d = data->result[i] - sigmoid (k, values[i]);

      sum += d * d;
    }
  return sum / data->n;
}

static double
error_for (const Data *data, const ArbChessWeights *w, double k, int *values)
{
  evaluate_all (data, w, values);
  return error_of (data, values, k);
}

/* K minimising the error of @values: golden-section search on [0.1, 3]. */
static double
fit_k (const Data *data, const int *values)
{
  double a = 0.1, b = 3.0, g = (sqrt (5.0) - 1) / 2;

  for (int i = 0; i < 60; i++)
    {
      double c = b - g * (b - a), d = a + g * (b - a);

      if (error_of (data, values, c) < error_of (data, values, d))
        b = d;
      else
        a = c;
    }
  return (a + b) / 2;
}

static void
print_row (const char *name, const int *v, guint n)
{
  printf ("  .%s = { ", name);
  for (guint i = 0; i < n; i++)
    printf ("%d%s", v[i], i + 1 < n ? ", " : "");
  printf (" },\n");
}

/* Two rows: the middle game's and the end game's. */
static void
print_pair (const char *name, const int *v, guint n)
{
  printf ("  .%s = {\n    { ", name);
  for (guint i = 0; i < 2 * n; i++)
    printf ("%d%s", v[i], i == n - 1 ? " },\n    { " : i + 1 < 2 * n ? ", " : "");
  printf (" },\n  },\n");
}

/* The weights as the initializer of arb_chess_weights. */
static void
print_weights (const ArbChessWeights *w)
{
  print_pair ("material", &w->material[0][0], ARB_N_PIECE_TYPES);
  print_pair ("mobility", &w->mobility[0][0], ARB_N_PIECE_TYPES);
  print_pair ("knight_centre", &w->knight_centre[0][0], 4);
  print_pair ("bishop_centre", &w->bishop_centre[0][0], 4);
  print_pair ("pawn_advance", &w->pawn_advance[0][0], 7);
  print_pair ("pawn_centre", &w->pawn_centre[0][0], 4);
  print_pair ("king_centre", &w->king_centre[0][0], 4);
  print_row ("king_row", w->king_row, 2);
  print_row ("shield", w->shield, 3);
  print_row ("attack_weight", w->attack_weight, ARB_N_PIECE_TYPES);
  printf ("  .attack_scale = %d,\n  .attack_cap = %d,\n", w->attack_scale, w->attack_cap);
  printf ("  .doubled = %d,\n  .isolated = %d,\n  .rook_open = %d,\n  .rook_half_open = %d,\n"
          "  .bishop_pair = %d,\n", w->doubled, w->isolated, w->rook_open, w->rook_half_open,
          w->bishop_pair);
  print_row ("pawn_threat", w->pawn_threat, 2);
  print_row ("tropism", w->tropism, ARB_N_PIECE_TYPES);
  printf ("  .tempo = %d,\n", w->tempo);
}

/* Weight @i by ±@step, and further the same way while the error falls.
 * A weight whose change changes nothing (one no position reads, such as
 * the King's material) is @inert. TRUE when the error fell. */
static gboolean
improve (const Data *data, ArbChessWeights *w, guint i, int step, double k, int *values,
         double *best, gboolean *inert)
{
  int *v = (int *) w;
  gboolean moved = FALSE;

  for (int sign = 1; sign >= -1; sign -= 2)
    {
      gboolean better = FALSE;
      double e;

      v[i] += sign * step;
      e = error_for (data, w, k, values);
      moved |= e != *best;
      while (e < *best)
        {
          *best = e;
          better = TRUE;
          v[i] += sign * step;
          e = error_for (data, w, k, values);
        }
      v[i] -= sign * step;
      if (better)
        return TRUE;
    }
  *inert = !moved;
  return FALSE;
}

static int
tune (const char *path, guint64 passes, guint64 first_step)
{
  Data data;
  ArbChessWeights w = arb_chess_weights;
  guint n = sizeof w / sizeof (int);
  g_autofree int *values = NULL;
  double k, best;
  static const int steps[] = { 8, 4, 2, 1 };
  g_autofree gboolean *inert = g_new0 (gboolean, n);
  /* The pawn's middle-game value stays 100: the unit of the others. */
  guint anchor = (guint) (G_STRUCT_OFFSET (ArbChessWeights, material[0][ARB_PIECE_TYPE_PAWN])
                          / sizeof (int));

  if (!load (path, &data))
    return 1;
  values = g_new (int, data.n);
  evaluate_all (&data, &w, values);
  k = fit_k (&data, values);
  best = error_of (&data, values, k);
  printf ("%u positions, K %.4f, error %.6f\n", data.n, k, best);
  fflush (stdout);
  for (guint s = 0; s < G_N_ELEMENTS (steps); s++)
    for (guint64 pass = steps[s] > (int) first_step ? passes : 0; pass < passes; pass++)
      {
        gboolean better = FALSE;

        for (guint i = 0; i < n; i++)
          if (!inert[i] && i != anchor)
            better |= improve (&data, &w, i, steps[s], k, values, &best, &inert[i]);
        printf ("step %d pass %" G_GUINT64_FORMAT ": error %.6f\n", steps[s], pass + 1, best);
        fflush (stdout);
        if (!better)
          break;
      }
  evaluate_all (&data, &w, values);
  printf ("after: K %.4f error %.6f; refitted K %.4f\n", k, error_of (&data, values, k),
          fit_k (&data, values));
  print_weights (&w);
  g_free (data.pos);
  g_free (data.result);
  return 0;
}

static int
error_only (const char *path)
{
  Data data;
  g_autofree int *values = NULL;
  double k;

  if (!load (path, &data))
    return 1;
  values = g_new (int, data.n);
  evaluate_all (&data, &arb_chess_weights, values);
  k = fit_k (&data, values);
  printf ("%u positions, K %.4f, error %.6f\n", data.n, k, error_of (&data, values, k));
  g_free (data.pos);
  g_free (data.result);
  return 0;
}

static gboolean
number (const char *text, guint64 min, guint64 *out)
{
  g_autoptr (GError) error = NULL;

  if (g_ascii_string_to_unsigned (text, 10, min, G_MAXUINT32, out, &error))
    return TRUE;
  fprintf (stderr, "chess-texel: %s\n", error->message);
  return FALSE;
}

int
main (int argc, char **argv)
{
  guint64 a, b, c, d = 8;

  if (argc >= 5 && argc <= 6 && strcmp (argv[1], "play") == 0)
    {
      if (!number (argv[2], 1, &a) || !number (argv[3], 1, &b) || !number (argv[4], 0, &c)
          || (argc == 6 && !number (argv[5], 0, &d)))
        return 2;
      return play (a, b, c, d);
    }
  if (argc >= 3 && argc <= 5 && strcmp (argv[1], "tune") == 0)
    {
      a = 4;
      b = 8;
      if ((argc >= 4 && !number (argv[3], 1, &a)) || (argc == 5 && !number (argv[4], 1, &b)))
        return 2;
      return tune (argv[2], a, b);
    }
  if (argc == 3 && strcmp (argv[1], "error") == 0)
    return error_only (argv[2]);
  fprintf (stderr, "usage: chess-texel play GAMES NODES SEED [PLIES] > POSITIONS\n"
                   "       chess-texel tune POSITIONS [PASSES [FIRST_STEP]]\n"
                   "       chess-texel error POSITIONS\n");
  return 2;
}
