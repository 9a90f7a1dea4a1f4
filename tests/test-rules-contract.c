/* test-rules-contract.c — the promises every game's rules table keeps,
 * checked for every registered game by seeded random play
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The generic code (the game object, files, perft, the command line, the
 * app) reaches a game only through its ArbRules table, and trusts it on
 * points that no game's own tests check for every game. For each game of
 * arb_games_list(), one test case per property, /contract/<id>/<property>:
 *
 *   table                    the table is complete and its identity unique
 *   generate-equals-explain  generate lists exactly the moves explain accepts
 *   make-unmake              unmake restores the bytes; after make the
 *                            position is valid and hashes as its string does
 *   position-strings         write → read → write gives the same string
 *   move-texts               each legal move's texts read back as that move
 *   perft                    the game's fast perft counts what the generic does
 *   game-history             ArbGame's records, undo, redo, copy, go-to-ply
 *   finished-games           a finished game counts once in its context
 *   rules-page               the app's rules page: a title, headings and
 *                            at least 5 paragraphs
 *
 * The positions are those of seeded random games. A check collects what
 * it finds wrong at one position, with the moves concerned; the test case
 * then fails once, naming game, seed, ply and position string: a failure
 * says how to reproduce it. (`--keep-going` runs the cases after it.)
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "arbiter.h"

/* Under a second at -O2 for both games, half a minute under valgrind:
 * chess's brute force over 64 × 64 moves at each of ~4000 positions
 * dominates. Thorough mode (-m thorough) plays ten times as many games. */
#define N_GAMES   30
#define MAX_PLIES 300
/* The finished-games test needs a game that ends; a random chess game
 * nearly always does long before this. */
#define MAX_FINISH_PLIES 2000
/* perft at the start, every PERFT_EVERY plies and at the end of a few
 * games, each to the deepest depth whose generic count should stay near
 * PERFT_BUDGET nodes: 3 in chess, 5 or 6 in Alquerque. */
#define N_PERFT_GAMES   4
#define PERFT_EVERY     20
#define PERFT_BUDGET    100000
#define PERFT_MAX_DEPTH 6
/* Enough problems to see a pattern, not a wall of text. */
#define MAX_PROBLEMS 6
/* A reader that fails without saying why must not crash the test. */
#define ERROR_MESSAGE(error) ((error) != NULL ? (error)->message : "no GError set")

/* ------------------------------------------------------------ checks */

typedef struct
{
  const ArbRules *rules;
  guint32         seed;     /* of the random game; 0 for none */
  guint           ply;
  gconstpointer   state;    /* the position the problems are about */
  GString        *problems;
  guint           n_problems;
} Check;

static void
check_clear (Check *c)
{
  g_string_free (c->problems, TRUE);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Check, check_clear)
#define CHECK_INIT(r) { .rules = (r), .problems = g_string_new (NULL) }

static void problem (Check *c, const char *format, ...) G_GNUC_PRINTF (2, 3);
static void problem_move (Check *c, const ArbMove *move, const char *format, ...)
  G_GNUC_PRINTF (3, 4);

static void
problem (Check *c, const char *format, ...)
{
  va_list args;

  if (c->n_problems++ >= MAX_PROBLEMS)
    return;
  if (c->problems->len > 0)
    g_string_append (c->problems, "; ");
  va_start (args, format);
  g_string_append_vprintf (c->problems, format, args);
  va_end (args);
}

static gboolean
move_is_well_formed (const ArbRules *rules, const ArbMove *move)
{
  if (move->n_cells < 1 || move->n_cells > ARB_MOVE_MAX_CELLS)
    return FALSE;
  for (guint i = 0; i < move->n_cells; i++)
    if (move->cells[i] >= rules->n_cells)
      return FALSE;
  return TRUE;
}

/* A problem about @move, named by its cells and, when the rules accept it
 * (a text function may assume a legal move), by its list text. */
static void
problem_move (Check *c, const ArbMove *move, const char *format, ...)
{
  g_autoptr (GString) name = g_string_new ("move [");
  g_autofree char *message = NULL;
  guint detail;
  va_list args;

  for (guint i = 0; i < MIN (move->n_cells, ARB_MOVE_MAX_CELLS); i++)
    g_string_append_printf (name, "%s%u", i > 0 ? " " : "", move->cells[i]);
  g_string_append_c (name, ']');
  if (move_is_well_formed (c->rules, move)
      && c->rules->explain (c->state, move, FALSE, &detail) == ARB_REASON_OK)
    {
      char text[ARB_MOVE_TEXT_MAX];

      arb_rules_move_to_list_text (c->rules, c->state, move, text);
      g_string_append_printf (name, " %s", text);
    }
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  problem (c, "%s: %s", name->str, message);
}

/* Fails the test case with what @c found, if anything, and starts afresh.
 * Returns: TRUE when there was a problem. */
static gboolean
report (Check *c)
{
  g_autoptr (GString) where = g_string_new (c->rules->id);

  if (c->n_problems == 0)
    return FALSE;
  if (c->seed != 0)
    g_string_append_printf (where, ", seed %u, ply %u", c->seed, c->ply);
  if (c->state != NULL)
    {
      g_string_append (where, ", position \"");
      c->rules->write_position (c->state, where);
      g_string_append_c (where, '"');
    }
  g_test_fail_printf ("%s: %s%s", where->str, c->problems->str,
                      c->n_problems > MAX_PROBLEMS ? "; and more" : "");
  g_string_truncate (c->problems, 0);
  c->n_problems = 0;
  return TRUE;
}

typedef void (*PositionCheck) (Check *c);

static guint
n_random_games (guint n)
{
  return g_test_thorough () ? 10 * n : n;
}

/* Plays @n_games seeded random games through the table alone (generate,
 * make) and runs @check on every position, the first and the last one
 * included, until it finds a problem. */
static void
check_random_positions (Check *c, guint n_games, PositionCheck check)
{
  const ArbRules *rules = c->rules;
  g_autofree char *state = g_malloc0 (rules->state_size);
  g_autofree char *undo = g_malloc0 (rules->undo_size);
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);

  for (guint32 seed = 1; seed <= n_random_games (n_games); seed++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

      rules->init_start (state);
      for (guint ply = 0;; ply++)
        {
          c->seed = seed;
          c->ply = ply;
          c->state = state;
          check (c);
          if (report (c))
            return;
          rules->generate (state, list);
          if (list->n_moves == 0 || ply == MAX_PLIES)
            break;
          rules->make (state, &list->moves[g_rand_int_range (rand, 0, (gint32) list->n_moves)],
                       undo);
        }
    }
}

static gboolean
position_is_over (const ArbRules *rules, gconstpointer state)
{
  ArbOutcome outcome;

  rules->outcome (state, &outcome);
  return outcome.result != ARB_RESULT_NONE;
}

/* ------------------------------------------ 1. generate ⇔ explain */

/* By length, then cell by cell: the order of the brute force below. */
static int
compare_moves (gconstpointer a, gconstpointer b)
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

/* explain, checking that the detail it always writes names a cell or
 * nothing (the player is told "blocked at e4"). */
static guint
explain_checked (Check *c, const ArbMove *move, gboolean over)
{
  guint detail = 0xdeadbeef;
  guint reason = c->rules->explain (c->state, move, over, &detail);

  if (detail != G_MAXUINT && detail >= c->rules->n_cells)
    problem_move (c, move, "explain gives reason %u with detail %u, no cell", reason, detail);
  return reason;
}

static void
check_generate_equals_explain (Check *c)
{
  const ArbRules *rules = c->rules;
  /* The cells of this position's board: a variable board (Congkak) is
   * brute-forced over its own size, not the largest one. */
  guint n = arb_rules_n_cells (rules, c->state);
  g_autofree ArbMoveList *generated = g_new (ArbMoveList, 1);
  g_autofree ArbMoveList *sorted = g_new (ArbMoveList, 1);
  gboolean over = position_is_over (rules, c->state);
  guint next = 0;

  rules->generate (c->state, generated);
  if (over && generated->n_moves > 0)
    problem (c, "the position is over, yet generate lists %u moves", generated->n_moves);
  /* The game object would wait for ever for a move of a side that has none. */
  if (!over && generated->n_moves == 0)
    problem (c, "generate lists no move, yet the position is not over");

  sorted->n_moves = 0;
  for (guint i = 0; i < generated->n_moves; i++)
    if (move_is_well_formed (rules, &generated->moves[i]))
      arb_move_list_add (sorted, &generated->moves[i]);
    else
      problem_move (c, &generated->moves[i], "generated, but not 1 to %u cells below %u",
                    ARB_MOVE_MAX_CELLS, n);
  qsort (sorted->moves, sorted->n_moves, sizeof (ArbMove), compare_moves);
  for (guint i = 1; i < sorted->n_moves; i++)
    if (compare_moves (&sorted->moves[i - 1], &sorted->moves[i]) == 0)
      problem_move (c, &sorted->moves[i], "generated twice");

  /* Brute force: every move of one cell (a Congkak pit), then every
   * (from, to) pair, in compare_moves() order, merged with the generated
   * moves of that length. explain accepts a move exactly when it is
   * generated; once the position is over, that is none. */
  for (guint length = 1; length <= 2; length++)
    for (guint index = 0; index < (length == 1 ? n : n * n); index++)
      {
        ArbMove candidate = length == 1 ? (ArbMove) { .n_cells = 1, .cells = { (guint16) index } }
                                        : arb_move_from_to (index / n, index % n);
        gboolean listed = FALSE;
        guint reason;

        while (next < sorted->n_moves && compare_moves (&sorted->moves[next], &candidate) == 0)
          {
            listed = TRUE;
            next++;
          }
        reason = explain_checked (c, &candidate, FALSE);
        if (reason == ARB_REASON_OK && !listed)
          problem_move (c, &candidate, "explain accepts it, generate does not list it");
        else if (reason != ARB_REASON_OK && listed)
          problem_move (c, &candidate, "generated, but explain refuses it (reason %u)", reason);
      }

  /* Longer paths (a checkers multi-jump) cannot be brute-forced blindly:
   * n^k candidates. They are to be extended hop by hop instead — every
   * path explain accepts, or that a generated path continues, extended by
   * each cell — and compared as sets, as above. What runs here for every
   * game is the generic part of that: each generated move, of any length,
   * is accepted, and with its last cell changed to any other cell it is
   * refused unless that move is generated too. (For moves of one or two
   * cells the brute force covers this already; they go through it all the
   * same, so that it runs.) */
  for (guint i = 0; i < sorted->n_moves; i++)
    {
      const ArbMove *move = &sorted->moves[i];
      guint reason = explain_checked (c, move, TRUE);

      /* A game the history ended (a resignation) refuses every move with
       * the table's "game over" reason. */
      if (reason != rules->reason_game_over)
        problem_move (c, move, "explain (over = TRUE) gives reason %u, not reason_game_over %u",
                      reason, rules->reason_game_over);
      for (guint cell = 0; cell < n; cell++)
        {
          ArbMove changed = *move;

          changed.cells[changed.n_cells - 1] = (guint16) cell;
          if (cell != arb_move_last (move)
              && explain_checked (c, &changed, FALSE) == ARB_REASON_OK
              && bsearch (&changed, sorted->moves, sorted->n_moves, sizeof (ArbMove),
                          compare_moves) == NULL)
            problem_move (c, &changed, "explain accepts it, generate does not list it");
        }
    }
}

/* ------------------------------------------------- 2. make / unmake */

static void
check_make_unmake (Check *c)
{
  const ArbRules *rules = c->rules;
  gsize size = rules->state_size;
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  g_autofree char *after = g_malloc (size);
  g_autofree char *reread = g_malloc0 (size);
  g_autofree char *undo = g_malloc (rules->undo_size);

  rules->generate (c->state, list);
  for (guint i = 0; i < list->n_moves; i++)
    {
      const ArbMove *move = &list->moves[i];
      const char *why = NULL;

      memcpy (after, c->state, size);
      rules->make (after, move, undo);
      if (!rules->is_valid (after, &why))
        problem_move (c, move, "the position after it is invalid: %s", why);
      else
        {
          /* The hash is the position's, not the path's: the game's
           * repetition count depends on it. */
          g_autofree char *text = arb_rules_write_position (rules, after);
          g_autoptr (GError) error = NULL;

          if (!rules->read_position (reread, text, &error))
            problem_move (c, move, "the position after it, \"%s\", does not read back: %s", text,
                          ERROR_MESSAGE (error));
          else if (rules->hash (reread) != rules->hash (after) || !rules->equal (reread, after))
            problem_move (c, move, "the position after it, \"%s\", read back is not equal or "
                          "hashes differently", text);
        }

      rules->unmake (after, undo);
      if (memcmp (after, c->state, size) != 0)
        problem_move (c, move, "make then unmake does not restore the state's bytes");
      else if (rules->hash (after) != rules->hash (c->state))
        problem_move (c, move, "make then unmake changes the hash");
    }
}

/* ---------------------------------------------- 3. position strings */

static void
check_position_string (Check *c)
{
  const ArbRules *rules = c->rules;
  g_autofree char *reread = g_malloc0 (rules->state_size);
  g_autofree char *text = arb_rules_write_position (rules, c->state);
  g_autofree char *again = NULL;
  g_autoptr (GError) error = NULL;
  const char *why = NULL;
  ArbOutcome a, b;

  if (!rules->is_valid (c->state, &why))
    problem (c, "the position is invalid: %s", why);
  if (!rules->read_position (reread, text, &error))
    {
      problem (c, "its string does not read back: %s", ERROR_MESSAGE (error));
      return;
    }
  again = arb_rules_write_position (rules, reread);
  if (strcmp (again, text) != 0)
    problem (c, "read back, it is written \"%s\"", again);
  if (!rules->equal (reread, c->state) || rules->hash (reread) != rules->hash (c->state))
    problem (c, "read back, it is not equal to itself or hashes differently");
  /* Whether the game is over follows from what the string holds. */
  rules->outcome (c->state, &a);
  rules->outcome (reread, &b);
  if (a.result != b.result || a.reason != b.reason)
    problem (c, "read back, its outcome is %d/%d instead of %d/%d", b.result, b.reason, a.result,
             a.reason);
}

/* ---------------------------------------------------- 4. move texts */

typedef void (*MoveToText) (gconstpointer state, const ArbMove *move,
                            char buf[ARB_MOVE_TEXT_MAX]);

static void
check_move_text (Check *c, const ArbMove *move, MoveToText to_text, const char *which)
{
  char text[ARB_MOVE_TEXT_MAX] = "";
  g_autoptr (GError) error = NULL;
  ArbMove back = { 0 };

  to_text (c->state, move, text);
  if (text[0] == '\0')
    problem_move (c, move, "its %s is empty", which);
  else if (!c->rules->move_from_text (c->state, text, FALSE, &back, &error))
    problem_move (c, move, "its %s \"%s\" does not read back: %s", which, text,
                  ERROR_MESSAGE (error));
  else if (!arb_move_equal (&back, move))
    problem_move (c, move, "its %s \"%s\" reads back as another move", which, text);
}

static void
check_move_texts (Check *c)
{
  const ArbRules *rules = c->rules;
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  g_auto (GStrv) texts = NULL;

  rules->generate (c->state, list);
  for (guint i = 0; i < list->n_moves; i++)
    {
      check_move_text (c, &list->moves[i], rules->move_to_text, "move_to_text");
      if (rules->move_to_list_text != NULL)
        check_move_text (c, &list->moves[i], rules->move_to_list_text, "move_to_list_text");
    }

  /* `moves` prints one line per legal move, no two alike. */
  texts = arb_rules_legal_move_texts (rules, c->state);
  if (g_strv_length (texts) != list->n_moves)
    problem (c, "%u listed texts for %u moves", g_strv_length (texts), list->n_moves);
  for (guint i = 1; texts[i - 1] != NULL && texts[i] != NULL; i++)
    if (strcmp (texts[i - 1], texts[i]) == 0)
      problem (c, "two legal moves are listed as \"%s\"", texts[i]);
}

/* --------------------------------------------------------- 5. perft */

static void
check_perft (Check *c)
{
  guint64 previous = 1;

  if (c->ply % PERFT_EVERY != 0 && !position_is_over (c->rules, c->state))
    return;
  for (guint depth = 0; depth <= PERFT_MAX_DEPTH; depth++)
    {
      guint64 fast = arb_rules_perft (c->rules, c->state, depth);
      guint64 generic = arb_rules_perft_generic (c->rules, c->state, depth);

      if (fast != generic)
        problem (c, "perft %u: the game counts %" G_GUINT64_FORMAT ", the generic count is %"
                 G_GUINT64_FORMAT, depth, fast, generic);
      /* Each depth costs about as many times the last as the last did its
       * predecessor. A position without moves goes on to the deepest depth:
       * a fast count must see the end at the root, not only at the leaves. */
      if (generic > 0 && generic * (generic / previous) > PERFT_BUDGET)
        break;
      previous = MAX (generic, 1);
    }
}

/* -------------------------------------------------- 6. game history */

/* Field by field: the padding of a record means nothing. */
static gboolean
records_equal (const ArbRecord *a, const ArbRecord *b)
{
  return a->type == b->type && a->side == b->side && a->reason == b->reason
         && arb_move_equal (&a->move, &b->move) && a->cell == b->cell && a->piece == b->piece
         && a->captured == b->captured && strcmp (a->text, b->text) == 0;
}

static void
check_records (Check *c, ArbGame *game, GArray *expected, const char *when)
{
  if (arb_game_get_n_records (game) != expected->len)
    problem (c, "%s: %u records in effect instead of %u", when, arb_game_get_n_records (game),
             expected->len);
  else
    for (guint i = 0; i < expected->len; i++)
      if (!records_equal (arb_game_get_record (game, i), &g_array_index (expected, ArbRecord, i)))
        problem (c, "%s: record %u differs", when, i);
}

typedef struct
{
  char  *states;                     /* the position after each ply, as played */
  guint  n_records[MAX_PLIES + 1];   /* the records in effect then */
} Played;

/* @game shows ply @ply as played: ply number, records and position bytes.
 * The report names the position of the first problem. */
static void
check_at_ply (Check *c, ArbGame *game, const Played *played, guint ply, const char *when)
{
  gsize size = c->rules->state_size;
  const char *expected = played->states + ply * size;

  if (c->n_problems == 0)
    {
      c->ply = ply;
      c->state = expected;
    }
  if (arb_game_get_ply (game) != ply)
    problem (c, "%s: at ply %u instead of %u", when, arb_game_get_ply (game), ply);
  else if (arb_game_get_n_records (game) != played->n_records[ply])
    problem (c, "%s: %u records in effect instead of %u", when, arb_game_get_n_records (game),
             played->n_records[ply]);
  else if (memcmp (arb_game_get_state (game), expected, size) != 0)
    problem (c, "%s: the position differs from the one played", when);
}

/* Plays one random game through the game object, checking each move's
 * records and position against the table's own make. */
static guint
play_checked (Check *c, ArbGame *game, GRand *rand, Played *played)
{
  const ArbRules *rules = c->rules;
  gsize size = rules->state_size;
  g_autofree char *undo = g_malloc (rules->undo_size);
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  guint plies = 0;

  memcpy (played->states, arb_game_get_state (game), size);
  while (plies < MAX_PLIES && !arb_game_is_over (game) && c->n_problems == 0)
    {
      char *before = played->states + plies * size;
      char *after = before + size;
      guint first = arb_game_get_n_records (game);
      g_autoptr (GError) error = NULL;
      char text[ARB_MOVE_TEXT_MAX];
      guint8 piece = 0, captured = 0;
      const ArbRecord *record;
      ArbOutcome outcome;
      ArbMove move;

      c->ply = plies;
      c->state = before;
      arb_game_generate_moves (game, list);
      g_assert_cmpuint (list->n_moves, >, 0);
      move = list->moves[g_rand_int_range (rand, 0, (gint32) list->n_moves)];

      /* What the table says the move does. */
      rules->move_to_text (before, &move, text);
      memcpy (after, before, size);
      rules->make (after, &move, undo);
      rules->moved_pieces (undo, &piece, &captured);
      rules->outcome (after, &outcome);

      if (!arb_game_play_move (game, &move, &error))
        {
          problem_move (c, &move, "arb_game_play_move refuses it: %s", ERROR_MESSAGE (error));
          break;
        }
      plies++;
      played->n_records[plies] = arb_game_get_n_records (game);
      record = played->n_records[plies] > first ? arb_game_get_record (game, first) : NULL;
      if (record == NULL || record->type != ARB_RECORD_MOVE)
        problem_move (c, &move, "played, its records do not start with a MOVE");
      else if (!arb_move_equal (&record->move, &move) || strcmp (record->text, text) != 0
               || record->side != rules->turn (before) || record->piece != piece
               || record->captured != captured)
        problem_move (c, &move, "its MOVE record says \"%s\", side %u, piece %u, captured %u "
                      "instead of \"%s\", side %u, piece %u, captured %u", record->text,
                      record->side, record->piece, record->captured, text, rules->turn (before),
                      piece, captured);
      if (arb_game_get_ply (game) != plies
          || memcmp (arb_game_get_state (game), after, size) != 0)
        problem_move (c, &move, "played, the game is not at the ply and position make gives");
      if (arb_game_get_result (game) != outcome.result
          || arb_game_get_termination (game) != outcome.reason)
        problem_move (c, &move, "the game says %d/%d after it, the table's outcome %d/%d",
                      arb_game_get_result (game), arb_game_get_termination (game),
                      outcome.result, outcome.reason);
    }
  return plies;
}

static void
check_game_history (Check *c, guint32 seed)
{
  gsize size = c->rules->state_size;
  g_autoptr (ArbGame) game = arb_game_new_for_rules (c->rules);
  g_autoptr (ArbGame) copy = NULL;
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (GArray) records = g_array_new (FALSE, FALSE, sizeof (ArbRecord));
  g_autofree Played *played = g_new0 (Played, 1);
  g_autofree char *states = g_malloc0 (size * (MAX_PLIES + 1));
  guint plies, middle;
  gboolean over;

  c->seed = seed;
  played->states = states;
  plies = play_checked (c, game, rand, played);
  if (report (c))
    return;
  over = arb_game_is_over (game);
  for (guint i = 0; i < arb_game_get_n_records (game); i++)
    g_array_append_vals (records, arb_game_get_record (game, i), 1);

  /* Undo, move by move, back to the start: each step shows the ply before. */
  for (guint ply = plies; ply > 0 && c->n_problems == 0; ply--)
    {
      if (!arb_game_undo (game))
        problem (c, "cannot undo ply %u", ply);
      check_at_ply (c, game, played, ply - 1, "undo");
    }
  if (arb_game_can_undo (game)
      || memcmp (arb_game_get_state (game), arb_game_get_start_state (game), size) != 0)
    problem (c, "undone to the start, the game can still undo or is not at its start position");

  /* Redo to the end: the same position and the same records. */
  for (guint steps = 0; arb_game_can_redo (game) && steps < records->len; steps++)
    arb_game_redo (game);
  check_at_ply (c, game, played, plies, "redo to the end");
  check_records (c, game, records, "redo to the end");
  if (arb_game_is_over (game) != over || arb_game_can_redo (game))
    problem (c, "redone to the end, over %d and can redo %d", arb_game_is_over (game),
             arb_game_can_redo (game));

  /* A copy of the finished game: the same history, start and position. */
  copy = arb_game_copy (game);
  check_at_ply (c, copy, played, plies, "copy");
  check_records (c, copy, records, "copy");
  if (arb_game_get_n_all_records (copy) != arb_game_get_n_all_records (game)
      || memcmp (arb_game_get_start_state (copy), states, size) != 0
      || !arb_game_equal (copy, game))
    problem (c, "the copy differs from its game");

  /* Going to the middle shows what undo showed there, on both. */
  middle = plies / 2;
  if (!arb_game_go_to_ply (game, middle) || !arb_game_go_to_ply (copy, middle))
    problem (c, "cannot go to ply %u", middle);
  check_at_ply (c, game, played, middle, "go to the middle");
  check_at_ply (c, copy, played, middle, "go to the middle of the copy");

  /* A copy made there keeps the plies to redo, and replays them as played. */
  g_clear_object (&copy);
  copy = arb_game_copy (game);
  if (!arb_game_go_to_ply (copy, plies) || !arb_game_go_to_ply (game, plies))
    problem (c, "cannot go back to ply %u", plies);
  check_at_ply (c, copy, played, plies, "a copy made at the middle, at the end");
  check_records (c, copy, records, "a copy made at the middle, at the end");
  check_at_ply (c, game, played, plies, "back to the end");
  check_records (c, game, records, "back to the end");
  report (c);
}

static void
run_game_history (Check *c)
{
  for (guint32 seed = 1; seed <= n_random_games (N_GAMES) && !g_test_failed (); seed++)
    check_game_history (c, seed);
}

/* ------------------------------------------------- 7. finished games */

/* Plays @game at random to its end (or MAX_FINISH_PLIES), the count of
 * its context staying at 0 until then; the last move in @last.
 * Returns: whether the game ended. */
static gboolean
play_to_the_end (Check *c, ArbGame *game, GRand *rand, ArbMove *last)
{
  ArbGameContext *context = arb_game_get_context (game);
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);

  for (guint ply = 0; ply < MAX_FINISH_PLIES && !arb_game_is_over (game); ply++)
    {
      if (arb_game_context_get_finished_games (context) != 0)
        problem (c, "ply %u: the count is %u before the game ended", ply,
                 arb_game_context_get_finished_games (context));
      arb_game_generate_moves (game, list);
      g_assert_cmpuint (list->n_moves, >, 0);
      *last = list->moves[g_rand_int_range (rand, 0, (gint32) list->n_moves)];
      g_assert_true (arb_game_play_move (game, last, NULL));
    }
  return arb_game_is_over (game);
}

static void
run_finished_games (Check *c)
{
  g_autoptr (ArbGameContext) context = arb_game_context_new ();

  for (guint32 seed = 1; seed <= N_GAMES; seed++)
    {
      g_autoptr (ArbGame) game = arb_game_new_for_rules (c->rules);
      g_autoptr (ArbGame) copy = NULL;
      g_autoptr (ArbGame) loaded = NULL;
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr (GError) error = NULL;
      ArbMove last = { 0 };

      c->seed = seed;
      arb_game_set_context (game, context);
      if (!play_to_the_end (c, game, rand, &last))
        continue;
      c->ply = arb_game_get_ply (game);
      c->state = arb_game_get_state (game);
      if (!arb_game_counted_finish (game))
        problem (c, "the game ended, arb_game_counted_finish() says it did not count");
      if (arb_game_context_get_finished_games (context) != 1)
        problem (c, "the game ended, the count is %u",
                 arb_game_context_get_finished_games (context));

      /* Undo, redo, and the last move played again after undo: still once. */
      arb_game_undo (game);
      arb_game_redo (game);
      arb_game_undo (game);
      if (!arb_game_play_move (game, &last, &error))
        problem_move (c, &last, "cannot be played again after undo: %s", ERROR_MESSAGE (error));
      if (arb_game_context_get_finished_games (context) != 1 || !arb_game_is_over (game))
        problem (c, "after undo and the last move again, the count is %u",
                 arb_game_context_get_finished_games (context));

      /* A copy shares the context and the "counted" mark. */
      copy = arb_game_copy (game);
      arb_game_undo (copy);
      if (arb_game_get_context (copy) != context || !arb_game_counted_finish (copy)
          || !arb_game_play_move (copy, &last, NULL)
          || arb_game_context_get_finished_games (context) != 1)
        problem (c, "a copy, its last move undone and played again, makes the count %u",
                 arb_game_context_get_finished_games (context));

      /* A game loaded over did not end by a move of its own. */
      loaded = arb_game_new_from_state (c->rules, arb_game_get_state (game));
      arb_game_set_context (loaded, context);
      if (!arb_game_is_over (loaded) || arb_game_context_get_finished_games (context) != 1)
        problem (c, "a game loaded over makes the count %u",
                 arb_game_context_get_finished_games (context));
      /* Now, while the game and its position still exist. */
      report (c);
      c->state = NULL;
      return;
    }
  c->seed = 0;
  c->state = NULL;
  problem (c, "no random game ended within %u plies", MAX_FINISH_PLIES);
}

/* ------------------------------------------------- 8. the table itself */

static gboolean
is_set (const char *text)
{
  return text != NULL && text[0] != '\0';
}

static void
run_table (Check *c)
{
  const ArbRules *rules = c->rules;
  const ArbBoardGeometry *board = &rules->board;
  const ArbRules *const *games;
  g_autofree char *start = NULL;
  g_autofree char *reread = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autofree char *game_over = NULL;
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  g_autoptr (GError) error = NULL;
  const char *why = NULL;
  guint n_games, same_id = 0, same_tag = 0;

  /* Identity: the --game name and the file tag find this game, no other. */
  if (!is_set (rules->id) || !is_set (rules->name) || !is_set (rules->file_tag)
      || !is_set (rules->file_tag_value))
    problem (c, "id, name, file_tag or file_tag_value is not set");
  games = arb_games_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      same_id += g_strcmp0 (games[i]->id, rules->id) == 0;
      same_tag += g_strcmp0 (games[i]->file_tag, rules->file_tag) == 0
                  && g_strcmp0 (games[i]->file_tag_value, rules->file_tag_value) == 0;
    }
  if (same_id != 1 || same_tag != 1)
    problem (c, "%u games have its id, %u its file tag", same_id, same_tag);
  if (is_set (rules->id) && arb_games_lookup (rules->id) != rules)
    problem (c, "arb_games_lookup (\"%s\") does not find it", rules->id);
  for (guint side = 0; side < ARB_N_SIDES; side++)
    if (!is_set (rules->player_names[side]) || !is_set (rules->player_ids[side])
        || rules->piece_symbols[side] == NULL)
      problem (c, "side %u has no player name, id or piece symbols", side);

  /* The board the generic code draws, and the sizes it allocates. */
  if (rules->n_cells == 0 || rules->n_cells > G_MAXUINT16 + 1u
      || (board->kind != ARB_BOARD_PITS && board->width * board->height != rules->n_cells))
    problem (c, "%u cells on a board of %u × %u", rules->n_cells, board->width, board->height);
  if (rules->state_size == 0 || rules->undo_size == 0)
    problem (c, "state_size %zu, undo_size %zu", rules->state_size, rules->undo_size);

  /* The members the generic code calls without asking. */
#define REQUIRE(member) \
  if (rules->member == NULL) \
    problem (c, "%s is NULL", #member)
  REQUIRE (init_start); REQUIRE (read_position); REQUIRE (write_position);
  REQUIRE (is_valid); REQUIRE (equal); REQUIRE (hash); REQUIRE (turn);
  REQUIRE (move_number); REQUIRE (piece_at); REQUIRE (generate); REQUIRE (explain);
  REQUIRE (describe_reason); REQUIRE (make); REQUIRE (unmake); REQUIRE (moved_pieces);
  REQUIRE (outcome); REQUIRE (move_to_text); REQUIRE (move_from_text);
  REQUIRE (describe_record); REQUIRE (inspect_json); REQUIRE (record_json);
#undef REQUIRE
  if (report (c))
    return;

  game_over = rules->describe_reason (rules->reason_game_over, G_MAXUINT);
  if (rules->reason_game_over == ARB_REASON_OK || !is_set (game_over))
    problem (c, "reason_game_over is ARB_REASON_OK or has no sentence");

  /* The start: valid, not over, the first player to move, and its string
   * reads back. */
  start = g_malloc0 (rules->state_size);
  reread = g_malloc0 (rules->state_size);
  rules->init_start (start);
  c->state = start;
  if (!rules->is_valid (start, &why))
    problem (c, "the start is invalid: %s", why);
  rules->generate (start, list);
  if (position_is_over (rules, start) || list->n_moves == 0
      || rules->turn (start) != ARB_SIDE_FIRST || rules->move_number (start) < 1)
    problem (c, "the start is over, has no move, the second player to move or move number 0");
  text = arb_rules_write_position (rules, start);
  if (!rules->read_position (reread, text, &error))
    problem (c, "the start's string does not read back: %s", ERROR_MESSAGE (error));
  else
    {
      again = arb_rules_write_position (rules, reread);
      if (strcmp (again, text) != 0 || !rules->equal (reread, start))
        problem (c, "the start's string reads back as \"%s\"", again);
    }
  /* Now, while the start still exists. */
  report (c);
  c->state = NULL;
}

/* The page Help ▸ Rules (F1) shows (ArbRulesPage): a title, then at
 * least 5 paragraphs, opening with a heading ("# " and its words); no
 * empty paragraph, no heading without words or without a paragraph after
 * it; no side put at the top or the bottom of a board the app turns. */
static void
run_rules_page (Check *c)
{
  const ArbRulesPage *page = c->rules->rules_page;
  guint n_headings = 0;

  if (page == NULL)
    {
      problem (c, "rules_page is NULL");
      return;
    }
  if (!is_set (page->title))
    problem (c, "the rules page has no title");
  if (page->paragraphs == NULL || page->n_paragraphs < 5)
    {
      problem (c, "the rules page has %u paragraphs, expected at least 5",
               page->paragraphs == NULL ? 0 : page->n_paragraphs);
      return;
    }
  for (guint i = 0; i < page->n_paragraphs; i++)
    {
      const char *text = page->paragraphs[i];
      gboolean heading = g_str_has_prefix (text != NULL ? text : "", "# ");

      if (!is_set (text) || (heading && !is_set (text + 2)))
        problem (c, "paragraph %u is empty", i);
      else if (i == 0 && !heading)
        problem (c, "the page does not open with a heading: \"%s\"", text);
      else if (heading && (i + 1 == page->n_paragraphs
                           || g_str_has_prefix (page->paragraphs[i + 1], "# ")))
        problem (c, "heading \"%s\" has no paragraph after it", text);
      n_headings += heading;
      /* The app turns the board to the person playing (a person playing
       * Black sees Black at the bottom): a page that puts a side at the
       * top or the bottom would contradict it. Only the board's own
       * convention may be said ("the board shows a person's side at the
       * bottom"). */
      if (is_set (text) && !heading)
        {
          g_auto (GStrv) sentences = g_strsplit_set (text, ".;", -1);

          for (guint k = 0; sentences[k] != NULL; k++)
            if ((strstr (sentences[k], " top") != NULL || strstr (sentences[k], "bottom") != NULL)
                && strstr (sentences[k], "the board shows") == NULL)
              problem (c, "paragraph %u puts a side at the top or the bottom, which the "
                       "board turned to a person contradicts: \"%s\"", i, sentences[k]);
        }
    }
  if (page->n_paragraphs - n_headings < 5)
    problem (c, "the rules page has %u paragraphs besides its headings, expected at least 5",
             page->n_paragraphs - n_headings);
}

/* ------------------------------------------------------------- main */

typedef struct
{
  const char   *name;
  PositionCheck check;     /* run over the positions of @n_games random games */
  guint         n_games;
  void        (*run) (Check *c);  /* or this, on its own */
} Property;

static const Property properties[] = {
  { "table", NULL, 0, run_table },
  { "generate-equals-explain", check_generate_equals_explain, N_GAMES, NULL },
  { "make-unmake", check_make_unmake, N_GAMES, NULL },
  { "position-strings", check_position_string, N_GAMES, NULL },
  { "move-texts", check_move_texts, N_GAMES, NULL },
  { "perft", check_perft, N_PERFT_GAMES, NULL },
  { "game-history", NULL, 0, run_game_history },
  { "finished-games", NULL, 0, run_finished_games },
  { "rules-page", NULL, 0, run_rules_page },
};

typedef struct
{
  const ArbRules *rules;
  const Property *property;
} Case;

static void
test_property (gconstpointer data)
{
  const Case *test = data;
  g_auto (Check) c = CHECK_INIT (test->rules);

  if (test->property->check != NULL)
    check_random_positions (&c, test->property->n_games, test->property->check);
  else
    test->property->run (&c);
  report (&c);
}

int
main (int argc, char **argv)
{
  const ArbRules *const *games;
  g_autofree Case *cases = NULL;
  guint n_games;

  g_test_init (&argc, &argv, NULL);

  games = arb_games_list (&n_games);
  cases = g_new (Case, n_games * G_N_ELEMENTS (properties));
  for (guint i = 0; i < n_games; i++)
    for (guint j = 0; j < G_N_ELEMENTS (properties); j++)
      {
        Case *test = &cases[i * G_N_ELEMENTS (properties) + j];
        g_autofree char *path = g_strdup_printf ("/contract/%s/%s", games[i]->id,
                                                 properties[j].name);

        *test = (Case) { games[i], &properties[j] };
        g_test_add_data_func (path, test, test_property);
      }

  return g_test_run ();
}
