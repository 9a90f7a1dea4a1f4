/* arb-cli-board.c — the board drawn as text for the terminal
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

/**
 * arb_cli_board_to_text:
 * @pos: a position
 *
 * Draws the board as White sees it: rank 8 at the top, each rank led by its
 * number, the files a–h underneath, `.` for an empty square and the FEN
 * letter of each piece (upper case White, lower case Black):
 *
 * |[
 * 8 r n b q k b n r
 * 7 p p p p p p p p
 * 6 . . . . . . . .
 * …
 * 1 R N B Q K B N R
 *   a b c d e f g h
 * ]|
 *
 * Returns: (transfer full): the nine lines, each ending with a newline
 */
char *
arb_cli_board_to_text (const ArbPosition *pos)
{
  GString *text = g_string_sized_new (9 * 18);

  g_return_val_if_fail (pos != NULL, NULL);

  /* Row y = 0 is rank 8 (spec §1), so the rows are drawn in order. */
  for (int y = 0; y < ARB_BOARD_SIZE; y++)
    {
      g_string_append_c (text, (char) ('8' - y));
      for (int x = 0; x < ARB_BOARD_SIZE; x++)
        {
          g_string_append_c (text, ' ');
          g_string_append_c (text, arb_piece_to_symbol (pos->board[x][y]));
        }
      g_string_append_c (text, '\n');
    }
  g_string_append (text, "  a b c d e f g h\n");

  return g_string_free (text, FALSE);
}
