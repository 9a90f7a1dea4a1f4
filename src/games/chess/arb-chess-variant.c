/* arb-chess-variant.c — chess's parameters: the variant (the founding
 * simplified chess, standard chess, Chess960) and Chess960's starting array
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-chess-private.h"
#include "arb-standard.h"

#include <string.h>
#include <glib/gi18n-lib.h>

static const char *const variant_choices[] = { "simplified", "standard", "chess960", NULL };
static const char *const variant_labels[] = {
  N_("Simplified"), N_("Standard"), N_("Chess960"), NULL
};
/* [Variant] as files write it. */
static const char *const variant_file_values[] = { "Simplified", "Standard", "Chess960", NULL };
/* How a UCI engine is told the variant: standard chess is its own game;
 * Chess960 is UCI's UCI_Chess960 (castling then written King onto Rook);
 * the founding game as the parameter itself, which no engine but one
 * written for Arbiter declares (docs/protocol.md). */
static const char *const variant_engine_options[] = { NULL, "", "UCI_Chess960=true", NULL };
/* What other programs write: cutechess "fischerandom", lichess "From
 * Position" for a standard game from a set-up position. */
static const char *const variant_file_aliases[] = {
  "Fischerandom=chess960", "Fischer Random=chess960", "Chess 960=chess960", "960=chess960",
  "Normal=standard", "Chess=standard", "From Position=standard", NULL
};

const ArbParamSpec arb_chess_params[ARB_CHESS_N_PARAMS] = {
  [ARB_CHESS_PARAM_VARIANT] = {
    .name = "variant",
    .type = ARB_PARAM_CHOICE,
    .label = N_("Variant"),
    .help = N_("simplified: the founding game (no castling, en passant or promotion, won by "
               "taking the King); standard: the FIDE Laws of Chess; chess960: standard chess "
               "from one of 960 starting arrays"),
    .min = 0,
    .max = ARB_CHESS_960,
    .default_value = ARB_CHESS_SIMPLIFIED,
    .choices = variant_choices,
    .choice_labels = variant_labels,
    .rule = TRUE,
    .file_tag = "Variant",
    .file_values = variant_file_values,
    .file_aliases = variant_file_aliases,
    /* The PGN standard: a game without [Variant] is standard chess. */
    .file_absent = "standard",
    .engine_options = variant_engine_options,
  },
  [ARB_CHESS_PARAM_START] = {
    .name = "start",
    .type = ARB_PARAM_INT,
    .label = N_("Chess960 start"),
    .help = N_("the number of Chess960's starting array, 0 to 959 (518 is the standard "
               "one); -1: drawn at random"),
    .min = -1,
    .max = 959,
    .default_value = -1,
    .random_min = TRUE,
  },
};

/**
 * arb_chess960_back_row:
 * @number: 0 … 959
 * @row: (out caller-allocates): the piece types of files a to h
 *
 * The back row of Chess960's starting array @number, as Scharnagl numbers
 * them (518 is the standard array): the number's remainders place the
 * light-squared Bishop, the dark-squared one, the Queen among the six
 * empty squares and the two Knights among the five left (one of ten
 * pairs); the Rooks and the King take the last three, the King between.
 */
void
arb_chess960_back_row (guint        number,
                       ArbPieceType row[ARB_BOARD_SIZE])
{
  /* The ten ways to place two Knights on five squares, in order. */
  static const guint8 knights[10][2] = { { 0, 1 }, { 0, 2 }, { 0, 3 }, { 0, 4 }, { 1, 2 },
                                         { 1, 3 }, { 1, 4 }, { 2, 3 }, { 2, 4 }, { 3, 4 } };
  static const ArbPieceType last[3] = { ARB_PIECE_TYPE_ROOK, ARB_PIECE_TYPE_KING,
                                        ARB_PIECE_TYPE_ROOK };
  guint n = number % 960, empty = 0, queen, pair, k = 0;

  memset (row, 0, ARB_BOARD_SIZE * sizeof row[0]);
  row[2 * (n % 4) + 1] = ARB_PIECE_TYPE_BISHOP;  /* b, d, f or h: light on White's row */
  n /= 4;
  row[2 * (n % 4)] = ARB_PIECE_TYPE_BISHOP;      /* a, c, e or g */
  n /= 4;
  queen = n % 6;
  pair = n / 6;
  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    if (row[x] == ARB_PIECE_TYPE_NONE && empty++ == queen)
      row[x] = ARB_PIECE_TYPE_QUEEN;
  empty = 0;
  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    if (row[x] == ARB_PIECE_TYPE_NONE)
      {
        if (empty == knights[pair][0] || empty == knights[pair][1])
          row[x] = ARB_PIECE_TYPE_KNIGHT;
        empty++;
      }
  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    if (row[x] == ARB_PIECE_TYPE_NONE)
      row[x] = last[k++];
}

/**
 * arb_chess_init_variant:
 * @pos: (out caller-allocates): the position
 * @variant: the rules
 * @number: (Chess960) the starting array, 0 … 959
 *
 * The start of @variant: the standard array (or Chess960's @number), with
 * every castling right in standard chess and Chess960.
 */
void
arb_chess_init_variant (ArbChessPosition *pos,
                        ArbChessVariant   variant,
                        guint             number)
{
  ArbPieceType row[ARB_BOARD_SIZE];

  arb_position_init_start (pos);
  pos->variant = (guint8) variant;
  if (variant == ARB_CHESS_SIMPLIFIED)
    return;
  arb_chess960_back_row (variant == ARB_CHESS_960 ? number : 518, row);
  for (int x = 0; x < ARB_BOARD_SIZE; x++)
    {
      arb_position_set_piece (pos, x, 0, arb_piece_make (row[x], ARB_SIDE_BLACK));
      arb_position_set_piece (pos, x, 7, arb_piece_make (row[x], ARB_SIDE_WHITE));
    }
  for (int side = 0; side < ARB_N_SIDES; side++)
    {
      int y = side == ARB_SIDE_WHITE ? 7 : 0, king_x = ARB_SQUARE_X (pos->king[side]);

      for (int x = 0; x < ARB_BOARD_SIZE; x++)
        if (row[x] == ARB_PIECE_TYPE_ROOK)
          pos->castling[side][x > king_x ? ARB_CASTLE_KING_SIDE : ARB_CASTLE_QUEEN_SIDE]
            = ARB_SQUARE (x, y);
    }
  pos->hash = arb_position_compute_hash (pos);
}

/* The start for the parameters' values: Chess960's array by its number,
 * or drawn (a new game only: without @setup a position is asked for, and
 * nothing is left to chance, so the standard array stands). */
gboolean
arb_chess_init_params (gpointer         state,
                       const ArbParams *params,
                       ArbRecord       *setup,
                       GError         **error)
{
  gint64 number = params->values[ARB_CHESS_PARAM_START];

  if (number < 0)
    number = setup != NULL ? g_random_int_range (0, 960) : 518;
  arb_chess_init_variant (state, (ArbChessVariant) params->values[ARB_CHESS_PARAM_VARIANT],
                          (guint) number);
  return TRUE;
}

gboolean
arb_chess_read_position_as (gpointer      state,
                            const char   *text,
                            const gint64 *values,
                            GError      **error)
{
  return arb_fen_parse_variant (text, (ArbChessVariant) values[ARB_CHESS_PARAM_VARIANT], state,
                                error);
}

/* A position read without its rules keeps what FEN read: a change of
 * variant here only relabels a position of the founding game (the
 * editor's), which has neither rights nor an en-passant square. */
void
arb_chess_apply_params (gpointer      state,
                        const gint64 *values)
{
  ((ArbChessPosition *) state)->variant = (guint8) values[ARB_CHESS_PARAM_VARIANT];
}

void
arb_chess_read_params (gconstpointer state,
                       gint64       *values)
{
  values[ARB_CHESS_PARAM_VARIANT] = ((const ArbChessPosition *) state)->variant;
}
