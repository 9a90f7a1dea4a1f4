/* arb-checkers.c — the rules table of checkers, and its refusal reasons
 * (checkers.md)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The table only points at the work done elsewhere in this folder:
 *   arb-checkers-board.c    the position, make/unmake, records, the end of
 *                           the game, draws, evaluation (§2, §5, §7, §11)
 *   arb-checkers-movegen.c  the legal moves and perft (§3, §4, §10)
 *   arb-checkers-explain.c  why a move is refused (§6)
 *   arb-checkers-text.c     position strings and move notation (§9.1, §9.2)
 *   arb-checkers-json.c     the sentences and JSON of records (§8, §9)
 * This file holds the reasons with their names and sentences. */

#include "arb-checkers-private.h"

#include <glib/gi18n-lib.h>

G_STATIC_ASSERT (sizeof (ArbCheckersPosition) == 32);
G_STATIC_ASSERT (sizeof (ArbCheckersUndo) == 56);

typedef struct
{
  const char *id;       /* the spec's name, for JSON and tests */
  const char *sentence; /* the user's program's message (§6), to translate */
} Reason;

static const Reason reasons[ARB_CHECKERS_N_REASONS] = {
  [ARB_CHECKERS_REASON_OK] = { "ok", N_("The move is legal.") },
  [ARB_CHECKERS_REASON_GAME_OVER] = { "game-over", N_("The game is over.") },
  [ARB_CHECKERS_REASON_NO_PIECE] = { "no-piece", N_("There is no piece there.") },
  [ARB_CHECKERS_REASON_NOT_YOUR_PIECE] = { "not-your-piece", N_("It is Black's turn.") },
  [ARB_CHECKERS_REASON_NOT_YOUR_PIECE_WHITE] = { "not-your-piece", N_("It is White's turn.") },
  [ARB_CHECKERS_REASON_MUST_CONTINUE] = { "must-continue",
                                          N_("Keep it going! You can take another checker!") },
  [ARB_CHECKERS_REASON_OFF_BOARD] = { "off-board",
                                      N_("Are you trying to run away? That's out of bounds!") },
  [ARB_CHECKERS_REASON_NOT_DIAGONAL] = { "not-diagonal", N_("Nope! You gotta move diagonally!") },
  [ARB_CHECKERS_REASON_OCCUPIED] = {
    "occupied", N_("Invalid move! This square ain't big enough for the both of us!") },
  [ARB_CHECKERS_REASON_BACKWARD] = { "backward", N_("You can only move forwards!") },
  [ARB_CHECKERS_REASON_TOO_FAR] = {
    "too-far", N_("Woah slow down there buddy! You can't move more than 1 square away!") },
  [ARB_CHECKERS_REASON_TOO_FAR_JUMP] = {
    "too-far", N_("Woah slow down there buddy! You can't move more than 2 squares away when "
                  "taking a piece!") },
  [ARB_CHECKERS_REASON_NOTHING_TO_JUMP] = { "nothing-to-jump",
                                            N_("There is no enemy piece to jump over there.") },
  [ARB_CHECKERS_REASON_MUST_CAPTURE] = { "must-capture",
                                         N_("If you can capture a piece, you must!") },
  [ARB_CHECKERS_REASON_MOVE_OVER] = { "move-over", N_("The move ended: the man was crowned.") },
  [ARB_CHECKERS_REASON_INCOMPLETE] = {
    "incomplete", N_("The capture is not finished: the piece must keep jumping.") },
  [ARB_CHECKERS_REASON_AMBIGUOUS] = { "ambiguous", N_("The move is ambiguous.") },
};

G_DEFINE_QUARK (arb-checkers-position-error-quark, arb_checkers_position_error)

/**
 * arb_checkers_reason_id:
 * @reason: a reason code of arb_checkers_rules.explain
 *
 * Returns: (nullable): the spec's name of @reason ("must-continue"), %NULL
 *   for an unknown code.
 */
const char *
arb_checkers_reason_id (guint reason)
{
  return reason < ARB_CHECKERS_N_REASONS ? reasons[reason].id : NULL;
}

char *
arb_checkers_describe_reason (guint reason,
                              guint detail)
{
  if (reason >= ARB_CHECKERS_N_REASONS)
    return g_strdup_printf (_("unknown reason %u"), reason);
  return g_strdup (_(reasons[reason].sentence));
}

/* A dark square's PDN number (§1), for the board's labels. */
static gboolean
checkers_cell_label (guint cell,
                     char  name[16])
{
  guint bit = ck_cell_to_bit (cell);

  if (bit == G_MAXUINT)
    return FALSE;
  g_snprintf (name, 16, "%u", bit + 1);
  return TRUE;
}

/* The tag files record the rule under, by value: false, true. */
static const char *const regicide_file_values[] = { N_("English draughts"), N_("Regicide"), NULL };

/* §4.4 is a house rule: without it the game is standard English draughts
 * (WCDF), where a man that takes a king is not crowned for it and jumps on.
 * The rule belongs to the game, so a position keeps it (@regicide) and
 * files record it as [Variant]; a file that does not say is the house
 * rule, as every file Arbiter wrote before the parameter. */
static const ArbParamSpec checkers_params[] = {
  [ARB_CHECKERS_PARAM_REGICIDE] = {
    .name = "regicide",
    .type = ARB_PARAM_BOOL,
    .label = N_("Regicide"),
    .help = N_("A man that captures a king is crowned at once and its move ends (Arbiter's "
               "house rule); off: standard English draughts"),
    .min = 0,
    .max = 1,
    .default_value = TRUE,
    .rule = TRUE,
    .file_tag = "Variant",
    .file_values = regicide_file_values,
  },
};

/* §5 step 3's crownings: worded and written, nothing more for the app. */
static const ArbRecordKind checkers_record_kinds[] = {
  { ARB_CHECKERS_RECORD_CROWN, "crown", ARB_RECORD_ROLE_NONE, NULL, NULL, 0 },
  { ARB_CHECKERS_RECORD_REGICIDE_CROWN, "regicide-crown", ARB_RECORD_ROLE_NONE, NULL, NULL, 0 },
};

/**
 * arb_checkers_rules:
 *
 * English draughts with regicide (spec checkers.md): Black moves first,
 * captures are mandatory and go on with the same piece, crowning ends the
 * move, and a man that takes a king is crowned at once, unless the game is
 * played with regicide=false (standard English draughts).
 */
const ArbRules arb_checkers_rules = {
  .id = "checkers",
  .name = N_("Checkers"),
  .player_names = { N_("Black"), N_("White") },
  .player_ids = { "black", "white" },
  /* The sides are called by their colours ("White to move"). */
  .sides_by_player = FALSE,
  /* PDN's tags name the players by colour: Black is the first. */
  .player_tags = { "Black", "White" },
  /* PDN names the game by [GameType "21"] (also "21,B,8,8,…"), §9.3. */
  .file_extension = "pdn",
  .file_tag = "GameType",
  .file_tag_value = "21",
  /* §9.3: files say the house rule; [Variant "Regicide"] alone also names
   * the game when reading. The parameter writes the tag (below). */
  .file_variant = "Regicide",
  .piece_symbols = { " bB", " wW" },
  /* §11's weights: a man 1, a king 3. */
  .piece_values = { 0, 1, 3 },
  .board = {
    .kind = ARB_BOARD_GRID,
    .width = ARB_CHECKERS_SIZE,
    .height = ARB_CHECKERS_SIZE,
    .piece_style = ARB_PIECE_STYLE_DISCS,
  },
  .n_cells = ARB_CHECKERS_N_CELLS,
  .state_size = sizeof (ArbCheckersPosition),
  .undo_size = sizeof (ArbCheckersUndo),

  .init_start = arb_checkers_init_start,
  .read_position = arb_checkers_read_position,
  .write_position = arb_checkers_write_position,
  .is_valid = arb_checkers_is_valid,
  .equal = arb_checkers_equal,
  .hash = arb_checkers_state_hash,
  .turn = arb_checkers_turn,
  .move_number = arb_checkers_move_number,
  .piece_at = arb_checkers_piece_at,
  .edit_piece = arb_checkers_edit_piece,
  .edit_turn = arb_checkers_edit_turn,
  /* Black is the first player (§1). */
  .edit_pieces = (const ArbEditPiece[]) {
    { ARB_CHECKERS_MAN, "checkers piece",
      NC_("checkers piece", "Black Man") },
    { ARB_CHECKERS_KING, "checkers piece",
      NC_("checkers piece", "Black King") },
    { 8 | ARB_CHECKERS_MAN, "checkers piece",
      NC_("checkers piece", "White Man") },
    { 8 | ARB_CHECKERS_KING, "checkers piece",
      NC_("checkers piece", "White King") },
  },
  .n_edit_pieces = 4,
  .cell_label = checkers_cell_label,

  .generate = arb_checkers_generate,
  .explain = arb_checkers_explain,
  .describe_reason = arb_checkers_describe_reason,
  .reason_game_over = ARB_CHECKERS_REASON_GAME_OVER,
  /* §6: after a legal jump from which the same piece can jump again. */
  .reason_continue = ARB_CHECKERS_REASON_MUST_CONTINUE,
  .reason_must_capture = ARB_CHECKERS_REASON_MUST_CAPTURE,
  .move_rule = {
    .plies = 80,
    .sentence = N_("40 moves without a man move or a capture"),
    .json_id = "forty-moves",
    .file_comment = "Draw claimed: 40 moves each without a man move or a capture",
  },
  .no_claim_message = N_("No draw can be claimed: that needs the same position three times, "
                         "or 40 moves each without a man move or a capture."),
  .make = arb_checkers_make,
  .unmake = arb_checkers_unmake,
  .moved_pieces = arb_checkers_moved_pieces,
  .after_move = arb_checkers_after_move,
  .outcome = arb_checkers_outcome,
  .claimable = arb_checkers_claimable,

  .move_to_text = arb_checkers_move_to_text,
  .move_to_list_text = NULL,
  .move_from_text = arb_checkers_move_from_text,
  .describe_record = arb_checkers_describe_record,
  .inspect_json = arb_checkers_inspect_json,
  .inspect_errors_inline = TRUE,
  .inspect_skips_blank_lines = TRUE,
  .record_json = arb_checkers_record_json,
  .record_kinds = checkers_record_kinds,
  .n_record_kinds = G_N_ELEMENTS (checkers_record_kinds),

  /* The screen reader's words for '-' and 'x' ("18 to 13"). */
  .app_words = &(const ArbAppWords) {
    .notation_words = arb_numbered_move_words,
    .n_notation_words = ARB_N_NUMBERED_MOVE_WORDS,
  },
  .notation_help = N_("Type a move as its squares: 9-13 for a step, 9x18 or 9x18x27 for jumps."),
  .protocol_variant = "checkers",
  .mime_type = "application/x-pdn",

  .perft = arb_checkers_perft,
  .evaluate = arb_checkers_evaluate,
  .levels = arb_checkers_levels,
  .n_levels = ARB_CHECKERS_N_LEVELS,
  .default_level = 1, /* §11: "Piece of Cake" is the default */
  .suggest_level = 2, /* "Let's Rock", three plies: sees the reply */
  .rules_page = &arb_checkers_rules_page,
  .play_text = &arb_checkers_play_text,

  .params = checkers_params,
  .n_params = G_N_ELEMENTS (checkers_params),
  .init_params = arb_checkers_init_params,
  .apply_params = arb_checkers_apply_params,
  .read_params = arb_checkers_read_params,

  /* ---- the app's boards */
  /* Black moves first, with the dark pieces. */
  .dark_first = TRUE,
};
