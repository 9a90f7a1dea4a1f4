/* fuzz-position.c — libFuzzer harness for every game's position string
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is one position string (the bytes up to the first NUL), read
 * by every game of the registry in turn through its rules table: chess's
 * FEN, Alquerque's `bbbbb/bbbbb/bb.ww/wwwww/wwwww w 1`. Trying each game on
 * every input, rather than naming one with a byte, keeps the seeds plain
 * position strings and costs little: a string one game refuses is refused
 * by the others in a few comparisons. Checked, for each game:
 * - a refusal is a GError with a valid UTF-8 message;
 * - an accepted position passes arb_fuzz_check_state() (the game's
 *   is_valid(), a write → read → write round trip to the same bytes, an
 *   equal() position with the same hash, the same text again) and
 *   arb_fuzz_check_moves() (generate() and explain() agree, on every
 *   pair of cells; every move made and unmade gives back the same bytes
 *   and leads to a position that itself passes arb_fuzz_check_state());
 * - its `inspect` object (inspect_json()) is one line of valid JSON, an
 *   object whose "fen" is the position string (when it is at most
 *   MAX_INSPECT_SIZE bytes: a wide Congkak board's holds a string for each
 *   move).
 * For chess, also, in its own terms:
 * - a refused FEN leaves the position untouched, as arb_fen_parse()
 *   documents;
 * - arb_fen_write() and arb_fen_write_buf() agree, and the position
 *   passes arb_fuzz_check_position() (every field compared);
 * - the move generator stays within ARB_MAX_MOVES on it, for either side
 *   to move, and agrees with arb_position_has_moves().
 */

#include "fuzz-common.h"

#include <json-glib/json-glib.h>

/* ------------------------------------------------------------ statics */

/* The `inspect` object of arbiter-cli: what scripts parse. */
ARB_FUZZ_ORACLE static void
check_inspect_json (const ArbRules *rules,
                    gconstpointer   state)
{
  g_autoptr(GString) json = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = arb_rules_write_position (rules, state);
  JsonNode *root;
  JsonObject *object;

  rules->inspect_json (state, json);
  ARB_FUZZ_CHECK (strchr (json->str, '\n') == NULL, "%s: inspect is more than one line",
                  rules->id);
  ARB_FUZZ_CHECK (json_parser_load_from_data (parser, json->str, (gssize) json->len, &error),
                  "%s: inspect is not JSON: %s: %s", rules->id, error->message, json->str);
  root = json_parser_get_root (parser);
  ARB_FUZZ_CHECK (root != NULL && JSON_NODE_HOLDS_OBJECT (root), "%s: inspect is no object: %s",
                  rules->id, json->str);
  object = json_node_get_object (root);
  if (json_object_has_member (object, "fen"))
    ARB_FUZZ_CHECK (g_strcmp0 (json_object_get_string_member (object, "fen"), text) == 0,
                    "%s: inspect says \"fen\" is not '%s': %s", rules->id, text, json->str);
}

/* The `inspect` object holds a position string for every legal move
 * (Congkak's "after", docs/congkak.md §9.4): its size, and the time to
 * write it, grow with the moves times the string's length, quadratic in
 * the board (999 pits a side: 4 MB, 5 s under the sanitizers). It is
 * checked when that product stays under MAX_INSPECT_SIZE bytes: every
 * chess, Alquerque and checkers position, Congkak's boards up to about 120
 * pits a side; a wider board's inspect object is the same code run longer. */
#define MAX_INSPECT_SIZE (1u << 16)

ARB_FUZZ_ORACLE static gsize
inspect_size (const ArbRules *rules,
              gconstpointer   state)
{
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  g_autofree char *text = arb_rules_write_position (rules, state);

  rules->generate (state, list);
  return (gsize) (list->n_moves + 1) * strlen (text);
}

/* What fuzz-fen checked before the rules table: chess in its own terms. */
static void
check_chess (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  ArbChessPosition pos, untouched;
  ArbChessMoveList list;
  char fen[ARB_FEN_MAX];

  /* A pattern no parse would leave, to see that a refusal changes nothing. */
  memset (&pos, 0xa5, sizeof pos);
  untouched = pos;

  if (!arb_fen_parse (text, &pos, &error))
    {
      arb_fuzz_check_error (error, ARB_FEN_ERROR);
      ARB_FUZZ_CHECK (memcmp (&pos, &untouched, sizeof pos) == 0,
                      "a refused FEN changed the position");
      return;
    }
  ARB_FUZZ_CHECK (error == NULL, "success with an error set");

  /* The checker, the round trip, and the same text written again. */
  arb_fuzz_check_position (&pos);

  /* The allocating writer writes what the buffer writer writes. */
  arb_fen_write_buf (&pos, fen);
  written = arb_fen_write (&pos);
  ARB_FUZZ_CHECK (strcmp (fen, written) == 0, "'%s' != '%s'", fen, written);

  /* At most 16 pieces a side keeps every move list within its bound. */
  for (int side = 0; side < ARB_N_SIDES; side++)
    {
      ArbChessPosition other = pos;

      arb_position_set_turn (&other, (ArbSide) side);
      arb_position_generate_moves (&other, &list);
      ARB_FUZZ_CHECK (list.n_moves <= ARB_MAX_MOVES, "%u moves", list.n_moves);
      ARB_FUZZ_CHECK ((list.n_moves > 0) == arb_position_has_moves (&other),
                      "has_moves disagrees with the generator");
    }
  (void) arb_position_status (&pos);
}

/* One game's reading of @text, through its rules table. */
static void
check_game (const ArbRules *rules,
            const char     *text)
{
  g_autofree gpointer state = arb_fuzz_state_new (rules);
  g_autoptr(GError) error = NULL;

  if (!rules->read_position (state, text, &error))
    {
      arb_fuzz_check_error (error, 0);
      return;
    }
  ARB_FUZZ_CHECK (error == NULL, "%s: success with an error set", rules->id);

  arb_fuzz_check_state (rules, state);
  arb_fuzz_check_moves (rules, state, FALSE);
  if (inspect_size (rules, state) <= MAX_INSPECT_SIZE)
    check_inspect_json (rules, state);
}

/* ---------------------------------------------------------- entry points */

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  arb_fuzz_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = arb_fuzz_strndup (data, size);
  guint n_games = 0;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint i = 0; i < n_games; i++)
    {
      check_game (games[i], text);
      if (games[i] == &arb_chess_rules)
        check_chess (text);
    }

  return 0;
}
