/* fuzz-fen.c — libFuzzer harness for the FEN reader and writer
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is one FEN (the bytes up to the first NUL). Checked:
 * - a refusal is an ARB_FEN_ERROR with a valid UTF-8 message, and leaves
 *   the position untouched, as documented;
 * - an accepted position passes arb_position_is_valid(), and writing it and
 *   reading it back gives the same position and the same text again;
 * - the move generator stays within ARB_MAX_MOVES on it, for either side.
 */

#include "fuzz-common.h"

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
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  ArbPosition pos, untouched;
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
      return 0;
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
      ArbPosition other = pos;

      arb_position_set_turn (&other, (ArbSide) side);
      arb_position_generate_moves (&other, &list);
      ARB_FUZZ_CHECK (list.n_moves <= ARB_MAX_MOVES, "%u moves", list.n_moves);
      ARB_FUZZ_CHECK ((list.n_moves > 0) == arb_position_has_moves (&other),
                      "has_moves disagrees with the generator");
    }
  (void) arb_position_status (&pos);

  return 0;
}
