/* fuzz-pgn.c — libFuzzer harness for the PGN reader and writer
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is a PGN file, read with ArbPgnReader from a GMemoryInputStream
 * until the end. Checked, for every game:
 * - the reader never fails on a memory stream (only I/O errors do), every
 *   game it returns has an ArbGame, a number that grows by one, and an
 *   error (if any) in ARB_PGN_ERROR with a valid UTF-8 message; warnings are
 *   valid UTF-8 too;
 * - the game's position is valid and survives a FEN round trip;
 * - the game, written with arb_pgn_write_game() (whether or not it had an
 *   error: it is the game as replayed up to its first problem), reads back
 *   as exactly one game without an error, with the same number of plies,
 *   the same final FEN, the same start FEN, result and termination;
 *   writing that game again gives the same text.
 */

#include "fuzz-common.h"

/* ------------------------------------------------------------ statics */

static void
check_game (ArbPgnGame *pgn)
{
  ArbGame *game = pgn->game;

  ARB_FUZZ_CHECK (ARB_IS_GAME (game), "a game without an ArbGame");
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

  arb_fuzz_check_position (arb_game_get_position (game));
  arb_fuzz_check_position (arb_game_get_start_position (game));

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
  g_autoptr(ArbPgnReader) reader = arb_pgn_reader_new (stream, "fuzz.pgn");
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
