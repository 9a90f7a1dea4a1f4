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
 * All of it is arb_fuzz_check_pgn_game() (fuzz-common.h); the work is
 * linear in the input: each game is read once, checked and replayed once,
 * and, when it has no error, written and read once more.
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
      arb_fuzz_check_pgn_game (pgn, expected_number++, &arb_checkers_rules);
    }

  return 0;
}
