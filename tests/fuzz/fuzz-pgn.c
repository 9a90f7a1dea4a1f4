/* fuzz-pgn.c — libFuzzer harness for the PGN reader and writer, every game
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is a PGN file, read with arb_pgn_reader_new() (every game of
 * the registry; each game's tags say which game it is: [Variant
 * "Alquerque"], [GameType "21"] or [Variant "Regicide"] (checkers),
 * [Game "Congkak"], chess when none does) from a GMemoryInputStream until the
 * end. Checked, for every game:
 * - the reader never fails on a memory stream (only I/O errors do), every
 *   game it returns has an ArbGame, a number that grows by one, and an
 *   error (if any) in ARB_PGN_ERROR with a valid UTF-8 message; warnings
 *   and tag values are valid UTF-8 too;
 * - the game's current and start positions pass arb_fuzz_check_state()
 *   (and, for chess, arb_fuzz_check_position(): every field), each
 *   position once per process (arb_fuzz_seen_before());
 * - its history replays through the rules table from the start to the
 *   current position (arb_fuzz_check_history()); the history text is
 *   valid UTF-8 and its records' JSON (`replay --json`) is valid JSON;
 * - a game read without an error, written with arb_pgn_write_game(),
 *   reads back as exactly one game of the same rules, without an error,
 *   with the same plies, records (field by field), final and start
 *   positions, result and termination; writing that game again gives the
 *   same text (arb_fuzz_check_pgn_round_trip()).
 * All of it is arb_fuzz_check_pgn_game() (fuzz-common.h). And a second
 * reader that only checks (arb_pgn_reader_set_check_only(): the rules
 * tables' quick checks) gives each game the same number, line, plies,
 * error and warnings, word for word. The work is linear in the input:
 * each game is read twice, checked and replayed once, and, when it has no
 * error, written and read once more.
 */

#include "fuzz-common.h"

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
  g_autoptr(ArbPgnReader) reader = arb_pgn_reader_new (stream, "fuzz.pgn");
  /* The same input read by a reader that only checks (the rules tables'
   * quick checks): each game's verdict must be the full reading's. */
  g_autoptr(GInputStream) stream2 = g_memory_input_stream_new_from_data (data, (gssize) size,
                                                                         NULL);
  g_autoptr(ArbPgnReader) checker = arb_pgn_reader_new (stream2, "fuzz.pgn");
  guint expected_number = 1;

  arb_pgn_reader_set_check_only (checker, TRUE);
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ArbPgnGame) pgn = arb_pgn_reader_next (reader, &error);
      g_autoptr(ArbPgnGame) checked = arb_pgn_reader_next (checker, &error);

      ARB_FUZZ_CHECK (error == NULL, "a memory stream failed: %s", error->message);
      ARB_FUZZ_CHECK ((pgn == NULL) == (checked == NULL), "one reader ended before the other");
      if (pgn == NULL)
        break;
      ARB_FUZZ_CHECK (checked->game == NULL && checked->number == pgn->number
                      && checked->line == pgn->line && checked->n_plies == pgn->n_plies
                      && checked->has_result_token == pgn->has_result_token,
                      "game %u: checked only, %u plies; read fully, %u", pgn->number,
                      checked->n_plies, pgn->n_plies);
      ARB_FUZZ_CHECK (g_strcmp0 (checked->error != NULL ? checked->error->message : NULL,
                                 pgn->error != NULL ? pgn->error->message : NULL) == 0,
                      "game %u: the error differs when only checked", pgn->number);
      ARB_FUZZ_CHECK (checked->warnings->len == pgn->warnings->len,
                      "game %u: %u warnings when only checked, %u read fully", pgn->number,
                      checked->warnings->len, pgn->warnings->len);
      for (guint i = 0; i < pgn->warnings->len; i++)
        ARB_FUZZ_CHECK (g_str_equal (g_ptr_array_index (checked->warnings, i),
                                     g_ptr_array_index (pgn->warnings, i)),
                        "game %u: warning %u differs when only checked", pgn->number, i);
      arb_fuzz_check_pgn_game (pgn, expected_number++, NULL);
    }

  return 0;
}
