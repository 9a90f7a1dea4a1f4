/* arb-alquerque.c — the rules table of Alquerque, and its refusal reasons
 * (alquerque.md)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The table only points at the work done elsewhere in this folder:
 *   arb-alquerque-position.c  the board, the rule of a move, make/unmake,
 *                             the end of the game, perft (§1–§6, §10, §11)
 *   arb-alquerque-text.c      position strings, move notation, the
 *                             sentences and JSON of records (§9, §13)
 * This file holds what the table is made of besides: the lines of the
 * board and the refusal reasons with their names and sentences.
 */

#include "arb-alquerque-private.h"

#include <glib/gi18n-lib.h>

/* ------------------------------------------------------------- statics */

/* The 56 lines between neighbouring points (§1), as pairs of cells
 * (cell = point − 1), for the app to draw: the 40 orthogonal segments row
 * by row, then the 16 diagonal ones, which start only at the odd-numbered
 * points. The tests check them against the rules' own adjacency. */
static const guint8 segments[][2] = {
  /* orthogonal: each cell to its right and lower neighbour */
  { 0, 1 }, { 0, 5 }, { 1, 2 }, { 1, 6 }, { 2, 3 }, { 2, 7 }, { 3, 4 }, { 3, 8 }, { 4, 9 },
  { 5, 6 }, { 5, 10 }, { 6, 7 }, { 6, 11 }, { 7, 8 }, { 7, 12 }, { 8, 9 }, { 8, 13 }, { 9, 14 },
  { 10, 11 }, { 10, 15 }, { 11, 12 }, { 11, 16 }, { 12, 13 }, { 12, 17 }, { 13, 14 },
  { 13, 18 }, { 14, 19 },
  { 15, 16 }, { 15, 20 }, { 16, 17 }, { 16, 21 }, { 17, 18 }, { 17, 22 }, { 18, 19 },
  { 18, 23 }, { 19, 24 },
  { 20, 21 }, { 21, 22 }, { 22, 23 }, { 23, 24 },
  /* diagonal: from points 1, 3, 5, 7, 9, 11, 13, 15, 17, 19 down-right and down-left */
  { 0, 6 }, { 2, 8 }, { 2, 6 }, { 4, 8 }, { 6, 12 }, { 6, 10 }, { 8, 14 }, { 8, 12 },
  { 10, 16 }, { 12, 18 }, { 12, 16 }, { 14, 18 }, { 16, 22 }, { 16, 20 }, { 18, 24 },
  { 18, 22 },
};

G_STATIC_ASSERT (G_N_ELEMENTS (segments) == 56);

/* The layouts the header promises: no padding, so memcmp() compares
 * positions and undo records field by field. */
G_STATIC_ASSERT (sizeof (ArbAlquerquePosition) == 24);
G_STATIC_ASSERT (sizeof (ArbAlquerqueUndo) == 16);

typedef struct
{
  const char *id;       /* the spec's name, for JSON and tests */
  const char *sentence; /* what a player reads, to translate */
} Reason;

/* Indexed by ArbAlquerqueReason, in the order of spec §5. */
static const Reason reasons[ARB_ALQUERQUE_N_REASONS] = {
  [ARB_ALQUERQUE_REASON_OK] = { "ok", N_("the move is legal") },
  [ARB_ALQUERQUE_REASON_OFF_BOARD] = { "off-board", N_("the points are numbered 1 to 25") },
  [ARB_ALQUERQUE_REASON_SAME_POINT] = { "same-point", N_("a piece must move to another point") },
  [ARB_ALQUERQUE_REASON_GAME_OVER] = { "game-over", N_("the game is over") },
  [ARB_ALQUERQUE_REASON_NO_PIECE] = { "no-piece", N_("there is no piece on that point") },
  [ARB_ALQUERQUE_REASON_NOT_YOUR_PIECE] = { "not-your-piece",
                                            N_("that piece belongs to the other side") },
  [ARB_ALQUERQUE_REASON_OCCUPIED] = { "occupied", N_("the point to move to is occupied") },
  [ARB_ALQUERQUE_REASON_NOT_ON_A_LINE] = {
    "not-on-a-line",
    N_("a piece moves to a neighbouring point or jumps two points along a line") },
  [ARB_ALQUERQUE_REASON_BACKWARD_OR_SIDEWAYS] = { "backward-or-sideways",
                                                  N_("steps go forward only") },
  [ARB_ALQUERQUE_REASON_NOTHING_TO_JUMP] = { "nothing-to-jump",
                                             N_("there is no enemy piece to jump") },
};

/* ---------------------------------------------------------- public API */

G_DEFINE_QUARK (arb-alquerque-position-error-quark, arb_alquerque_position_error)

/**
 * arb_alquerque_reason_id:
 * @reason: a reason code of arb_alquerque_rules.explain
 *
 * The spec's name of a reason (§5), as JSON and tests spell it:
 * "not-your-piece"; "ok" for %ARB_ALQUERQUE_REASON_OK.
 *
 * Returns: (nullable): a static string, %NULL for an unknown code.
 */
const char *
arb_alquerque_reason_id (guint reason)
{
  return reason < ARB_ALQUERQUE_N_REASONS ? reasons[reason].id : NULL;
}

/* The table's @describe_reason: the sentence alone, as ArbNotationError
 * asks; the caller quotes the move. */
char *
arb_alquerque_describe_reason (guint reason,
                               guint detail)
{
  if (reason >= ARB_ALQUERQUE_N_REASONS)
    return g_strdup_printf (_("unknown reason %u"), reason);
  return g_strdup (_(reasons[reason].sentence));
}

/**
 * arb_alquerque_rules:
 *
 * Alquerque as the seeds play it (spec alquerque.md): steps forward only,
 * single optional jumps in every direction, no promotion; a side without
 * pieces loses, a side that cannot move draws.
 */
const ArbRules arb_alquerque_rules = {
  .id = "alquerque",
  .name = N_("Alquerque"),
  .player_names = { N_("White"), N_("Black") },
  .player_ids = { "white", "black" },
  /* The sides are called by their colours ("White to move"). */
  .sides_by_player = FALSE,
  .file_tag = "Variant",
  .file_tag_value = "Alquerque",
  /* One kind of piece, a man (code 1): the letter of the position string. */
  .piece_symbols = { " w", " b" },
  .piece_values = { 0, 1 },
  .board = {
    .kind = ARB_BOARD_POINTS,
    .piece_style = ARB_PIECE_STYLE_DISCS,
    .width = ARB_ALQUERQUE_SIZE,
    .height = ARB_ALQUERQUE_SIZE,
    .n_segments = G_N_ELEMENTS (segments),
    .segments = segments,
  },
  .n_cells = ARB_ALQUERQUE_N_POINTS,
  .state_size = sizeof (ArbAlquerquePosition),
  .undo_size = sizeof (ArbAlquerqueUndo),

  .init_start = arb_alquerque_init_start,
  .read_position = arb_alquerque_read_position,
  .write_position = arb_alquerque_write_position,
  .is_valid = arb_alquerque_is_valid,
  .equal = arb_alquerque_equal,
  .hash = arb_alquerque_state_hash,
  .turn = arb_alquerque_turn,
  .move_number = arb_alquerque_move_number,
  .piece_at = arb_alquerque_piece_at,
  .edit_piece = arb_alquerque_edit_piece,
  .edit_turn = arb_alquerque_edit_turn,
  .edit_pieces = (const ArbEditPiece[]) {
    { ARB_ALQUERQUE_MAN, "alquerque piece",
      NC_("alquerque piece", "White Piece") },
    { 8 | ARB_ALQUERQUE_MAN, "alquerque piece",
      NC_("alquerque piece", "Black Piece") },
  },
  .n_edit_pieces = 2,

  .generate = arb_alquerque_generate,
  .explain = arb_alquerque_explain,
  .describe_reason = arb_alquerque_describe_reason,
  .reason_game_over = ARB_ALQUERQUE_REASON_GAME_OVER,
  /* No claimable draws: every game ends by itself within 147 plies (§6). */
  .no_claim_message = N_("every game of Alquerque ends by itself: there is no draw to claim"),
  .make = arb_alquerque_make,
  .unmake = arb_alquerque_unmake,
  .moved_pieces = arb_alquerque_moved_pieces,
  .after_move = arb_alquerque_after_move,
  .outcome = arb_alquerque_outcome,
  .claimable = NULL,
  /* The screen reader's words for '-' and 'x' ("18 to 13"). */
  .app_words = &(const ArbAppWords) {
    .notation_words = arb_numbered_move_words,
    .n_notation_words = ARB_N_NUMBERED_MOVE_WORDS,
  },
  .notation_help = N_("Type a move as its points: 18-13 for a step, 18x8 for a jump."),
  .protocol_variant = "alquerque",
  .mime_type = "application/x-chess-pgn",

  .move_to_text = arb_alquerque_move_to_text,
  /* `moves` and `inspect` list the notation of play. */
  .move_to_list_text = NULL,
  .move_from_text = arb_alquerque_move_from_text,
  .describe_record = arb_alquerque_describe_record,
  .inspect_json = arb_alquerque_inspect_json,
  /* §13: a line that is no position answers {"error": …} in its place. */
  .inspect_errors_inline = TRUE,
  .record_json = arb_alquerque_record_json,

  .perft = arb_alquerque_perft,
  .evaluate = arb_alquerque_evaluate,

  .levels = arb_alquerque_levels,
  .n_levels = ARB_ALQUERQUE_N_LEVELS,
  /* §11 names none: its strongest, level 7, deterministic as the reference
   * is (hints and `hint` without --level); Expert (8) is offered, not
   * imposed, since its move depends on the time it is given. */
  .default_level = 7,
  .suggest_level = 2, /* level 1 looks one ply: 13-8 walked into 3x13 */
  .rules_page = &arb_alquerque_rules_page,
  .play_text = &arb_alquerque_play_text,
};
