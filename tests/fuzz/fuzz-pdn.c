/* fuzz-pdn.c — libFuzzer harness for checkers' PDN files (checkers.md §9.3)
 * through the generic PGN reader and writer
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is a PDN file, read as `arbiter-cli replay --game checkers`
 * reads it: arb_pgn_reader_new_game() with the checkers table forced (a
 * game whose tags name another game, or a [GameType] other than 21, is an
 * error), from a GMemoryInputStream until the end. The same checks as
 * fuzz-pgn.c, for every game (all of them checkers games):
 * - the reader never fails on a memory stream (only I/O errors do), every
 *   game it returns has an ArbGame, a number that grows by one, and an
 *   error (if any) in ARB_PGN_ERROR with a valid UTF-8 message; warnings
 *   and tag values are valid UTF-8 too;
 * - the game's current and start positions pass arb_fuzz_check_state()
 *   (and, for chess, arb_fuzz_check_position(): every field);
 * - its history replays through the rules table from the start to the
 *   current position (arb_fuzz_check_history()); the history text is
 *   valid UTF-8 and its records' JSON (`replay --json`) is valid JSON;
 * - the game, written with arb_pgn_write_game() (whether or not it had an
 *   error: it is the game as replayed up to its first problem), reads back
 *   as exactly one game of the same rules, without an error, with the same
 *   plies, records (field by field), final and start positions, result and
 *   termination; writing that game again gives the same text
 *   (arb_fuzz_check_pgn_round_trip()).
 */

#include "fuzz-common.h"

#include <json-glib/json-glib.h>

/* ------------------------------------------------------------ statics */

/* What `replay` prints of the game: the history as text, and as JSON. */
ARB_FUZZ_ORACLE static void
check_texts (ArbGame *game)
{
  const ArbRules *rules = arb_game_get_rules (game);
  g_autofree char *history = arb_game_history_to_text (game);
  g_autoptr(GString) json = g_string_new ("[");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  ARB_FUZZ_CHECK (g_utf8_validate (history, -1, NULL), "the history is not valid UTF-8");
  for (guint i = 0; i < arb_game_get_n_records (game); i++)
    {
      if (i > 0)
        g_string_append_c (json, ',');
      rules->record_json (arb_game_get_record (game, i), json);
    }
  g_string_append_c (json, ']');
  ARB_FUZZ_CHECK (json_parser_load_from_data (parser, json->str, (gssize) json->len, &error),
                  "%s: the records are not JSON: %s: %s", rules->id, error->message, json->str);
}

static void
check_game (ArbPgnGame *pgn)
{
  ArbGame *game = pgn->game;
  const ArbRules *rules;

  ARB_FUZZ_CHECK (ARB_IS_GAME (game), "a game without an ArbGame");
  rules = arb_game_get_rules (game);
  ARB_FUZZ_CHECK (rules == &arb_checkers_rules, "a game of %s, not checkers", rules->id);
  if (pgn->error != NULL)
    arb_fuzz_check_error (pgn->error, ARB_PGN_ERROR);
  for (guint i = 0; i < pgn->warnings->len; i++)
    ARB_FUZZ_CHECK (g_utf8_validate (g_ptr_array_index (pgn->warnings, i), -1, NULL),
                    "a warning is not valid UTF-8");
  for (guint i = 0; i < arb_game_get_n_tags (game); i++)
    {
      const char *name, *value;

      arb_game_get_nth_tag (game, i, &name, &value);
      ARB_FUZZ_CHECK (g_utf8_validate (value, -1, NULL), "tag %s is not valid UTF-8", name);
    }

  arb_fuzz_check_state (rules, arb_game_get_state (game));
  arb_fuzz_check_state (rules, arb_game_get_start_state (game));
  arb_fuzz_check_history (game);
  check_texts (game);

  /* Valid or not, it is an ArbGame: what Arbiter writes, it must read. */
  arb_fuzz_check_pgn_round_trip (game);
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
  /* The stream reads @data in place: it lives until this call returns. */
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (data, (gssize) size,
                                                                        NULL);
  g_autoptr(ArbPgnReader) reader = arb_pgn_reader_new_game (stream, "fuzz.pdn",
                                                            &arb_checkers_rules);
  guint expected_number = 1;

  for (;;)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ArbPgnGame) pgn = arb_pgn_reader_next (reader, &error);

      ARB_FUZZ_CHECK (error == NULL, "a memory stream failed: %s", error->message);
      if (pgn == NULL)
        break;
      ARB_FUZZ_CHECK (pgn->number == expected_number, "game %u after game %u", pgn->number,
                      expected_number - 1);
      expected_number++;
      check_game (pgn);
    }

  return 0;
}
