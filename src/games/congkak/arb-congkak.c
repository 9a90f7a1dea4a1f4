/* arb-congkak.c — the rules table of Congkak, and its refusal reasons (congkak.md)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The table only points at the work done elsewhere in this folder:
 *   arb-congkak-sow.c       sowing, relay, capture, make/unmake, records,
 *                           the end, perft, the coin, the greedy bot
 *   arb-congkak-position.c  the position string (§9.1)
 *   arb-congkak-text.c      notation, sentences and JSON (§9.2–§9.4)
 *   arb-congkak-files.c     the tags of .congkak files (§9.3)
 */

#include "arb-congkak-private.h"
#include "arb-congkak-steps.h"

#include <glib/gi18n-lib.h>

G_STATIC_ASSERT (sizeof (ArbCongkakPosition) == 8 + 2 * 2 * ARB_CONGKAK_MAX_PITS);
G_STATIC_ASSERT (ARB_CONGKAK_N_CELLS <= G_MAXUINT16);

typedef struct
{
  const char *id;       /* the spec's name, for JSON and tests */
  const char *sentence; /* what a player reads, to translate */
} Reason;

/* Indexed by ArbCongkakReason, in the order of §6. */
static const Reason reasons[ARB_CONGKAK_N_REASONS] = {
  [ARB_CONGKAK_REASON_OK] = { "ok", N_("the move is legal") },
  [ARB_CONGKAK_REASON_NOT_A_PIT] = { "not-a-pit",
                                     N_("not a pit number: a move is a pit number, such as 4") },
  [ARB_CONGKAK_REASON_GAME_OVER] = { "game-over", N_("the game is over") },
  [ARB_CONGKAK_REASON_NO_SUCH_PIT] = { "no-such-pit", N_("no such pit") },
  [ARB_CONGKAK_REASON_NOT_YOUR_PIT] = { "not-your-pit",
                                        N_("that pit belongs to the other side") },
  [ARB_CONGKAK_REASON_EMPTY_PIT] = { "empty-pit", N_("that pit is empty") },
};

/**
 * arb_congkak_reason_id:
 * @reason: a reason code of arb_congkak_rules.explain
 *
 * Returns: (nullable): the reason's name ("empty-pit"), %NULL when unknown.
 */
const char *
arb_congkak_reason_id (guint reason)
{
  return reason < ARB_CONGKAK_N_REASONS ? reasons[reason].id : NULL;
}

char *
arb_congkak_describe_reason (guint reason,
                             guint detail)
{
  if (reason >= ARB_CONGKAK_N_REASONS)
    return g_strdup_printf (_("unknown reason %u"), reason);
  return g_strdup (_(reasons[reason].sentence));
}

/* §7's score, which a Congkak game always has. */
static gboolean
congkak_score (gconstpointer state,
               guint         score[2])
{
  arb_congkak_score (state, score);
  return TRUE;
}

/* §5's records as the app's board of pits follows them: each relay and the
 * capture marked on their pit and said as the sowing on screen reaches
 * them, the leftovers and an endless stop said after the move. */
static const ArbRecordKind congkak_record_kinds[] = {
  /* Translators: in the description of a pit, "Player 1's pit 3, 4 seeds,
   * the sowing went on from here": the last move's sowing picked up this
   * pit's seeds and went on (a relay) */
  { ARB_CONGKAK_RECORD_RELAY, "relay", ARB_RECORD_ROLE_RELAY, NULL,
    N_("the sowing went on from here"), 0 },
  /* Translators: in the description of a pit: the last move captured its seeds */
  { ARB_RECORD_CAPTURE, "capture", ARB_RECORD_ROLE_PIT_CAPTURE, NULL, N_("captured"), 0 },
  { ARB_CONGKAK_RECORD_ENDLESS, "endless", ARB_RECORD_ROLE_NOTE, NULL, NULL, 0 },
  { ARB_CONGKAK_RECORD_LEFTOVER, "leftover", ARB_RECORD_ROLE_LEFTOVER, NULL, NULL, 0 },
  /* The relays of a long sowing past the first ARB_CONGKAK_RELAYS_KEPT,
   * given back one by one by expand_record (never in §9.3's JSON). */
  { ARB_CONGKAK_RECORD_RELAYS, "relays", ARB_RECORD_ROLE_SUMMARY, NULL, NULL,
    ARB_CONGKAK_RECORD_RELAY },
};

/**
 * arb_congkak_rules:
 *
 * Congkak as the user's program plays it (spec congkak.md): stores never
 * sown, relay from the pit after the last seed, capture across the gap, at
 * most 10 000 laps a move, any board of 1 to 999 pits a side.
 */
const ArbRules arb_congkak_rules = {
  .id = "congkak",
  .name = N_("Congkak"),
  .player_names = { N_("Player 1"), N_("Player 2") },
  .player_ids = { "p1", "p2" },
  /* The .congkak file names its players by these tags (§9.3). */
  .player_tags = { "Player1", "Player2" },
  /* "Player 1" tells which row, not who: the app says the players' names. */
  .sides_by_player = TRUE,
  .file_extension = "congkak",
  .file_tag = "Game",
  .file_tag_value = "Congkak",
  /* One kind of piece, seeds (code 1). */
  .piece_symbols = { " s", " s" },
  /* The default start's board; each position has its own (geometry). */
  .board = {
    .kind = ARB_BOARD_PITS,
    .width = ARB_CONGKAK_DEFAULT_PITS,
    .height = 2,
  },
  .geometry = arb_congkak_geometry,
  .n_cells = ARB_CONGKAK_N_CELLS,
  .state_size = sizeof (ArbCongkakPosition),
  .undo_size = sizeof (ArbCongkakUndo),

  .init_start = arb_congkak_init_start,
  .params = arb_congkak_params,
  .n_params = ARB_CONGKAK_N_PARAMS,
  .init_params = arb_congkak_init_params,
  .read_params = arb_congkak_read_params,
  .read_position = arb_congkak_read_position,
  .write_position = arb_congkak_write_position,
  .is_valid = arb_congkak_is_valid,
  .equal = arb_congkak_equal,
  .hash = arb_congkak_hash,
  .turn = arb_congkak_turn,
  .move_number = arb_congkak_move_number,
  .piece_at = arb_congkak_piece_at,

  .generate = arb_congkak_generate,
  .explain = arb_congkak_explain,
  .describe_reason = arb_congkak_describe_reason,
  .reason_game_over = ARB_CONGKAK_REASON_GAME_OVER,
  .no_claim_message = N_("the end can be claimed only when the position has occurred three times"),
  .make = arb_congkak_make,
  .unmake = arb_congkak_unmake,
  .moved_pieces = arb_congkak_moved_pieces,
  .after_move = arb_congkak_after_move,
  .fill_record = arb_congkak_fill_record,
  .outcome = arb_congkak_outcome,
  .claimable = arb_congkak_claimable,
  .claim = arb_congkak_claim,

  .move_to_text = arb_congkak_move_to_text,
  .move_to_list_text = NULL,
  .move_from_text = arb_congkak_move_from_text,
  .describe_record = arb_congkak_describe_record,
  .describe_record_named = arb_congkak_describe_record_named,
  .inspect_json = arb_congkak_inspect_json,
  /* §9.4: a line that is no position answers {"error": …} in its place. */
  .inspect_errors_inline = TRUE,
  /* §9.4: blank lines are skipped. */
  .inspect_skips_blank_lines = TRUE,
  .record_json = arb_congkak_record_json,
  .record_kinds = congkak_record_kinds,
  .n_record_kinds = G_N_ELEMENTS (congkak_record_kinds),
  .expand_record = arb_congkak_expand_record,

  .file_start_from_tags = arb_congkak_start_from_tags,
  .file_write_tags = arb_congkak_write_tags,
  .file_moves_by_pairs = TRUE,
  /* §7: no resignation, no draw offer; abandoning leaves `*`. */
  .no_resignation = TRUE,

  .notation_help = N_("Type the number of one of your pits, from 1 to the number of pits a side."),
  .protocol_variant = "congkak",
  .mime_type = "text/x-congkak",
  .cell_count = arb_congkak_seeds_at,
  .edit_count = arb_congkak_edit_count,
  .edit_turn = arb_congkak_edit_turn,
  .score = congkak_score,

  .perft = arb_congkak_perft,
  .evaluate = arb_congkak_evaluate,
  .levels = arb_congkak_levels,
  .n_levels = ARB_CONGKAK_N_LEVELS,
  .default_level = 1, /* §9.4: hint uses level 1 when none is given */
  .suggest_level = 1, /* §11: the user's greedy suggested move */
  .rules_page = &arb_congkak_rules_page,
  .play_text = &arb_congkak_play_text,

  /* ---- the app's boards */
  /* §7: a row empty, the stores decide; a claimed end, the same once each
   * side has taken its own row. */
  .termination_texts = (const ArbTerminationText[]) {
    /* Translators: %1$s is the winner, "Player 1" */
    { ARB_TERMINATION_NO_MOVES, N_("%1$s wins: a row is empty and the stores decide"),
      N_("Draw: a row is empty and the stores are equal") },
    /* Translators: %1$s is the winner, "Player 1" */
    { ARB_TERMINATION_REPETITION, N_("%1$s wins: the end was claimed and the stores decide"),
      N_("Draw: the end was claimed and the stores are equal") },
  },
  .n_termination_texts = 2,
  /* The claim ends the game by the stores (§7): no draw is claimed. */
  .app_words = &(const ArbAppWords) {
    .claim_note = N_("the end may be claimed: the position occurred three times"),
    .claim_offer = N_("This position has occurred three times: the end may be claimed, "
                      "each side taking the seeds of its own row"),
  },
  .move_steps = arb_congkak_move_steps,
  /* §12: a high score records N and S; §2: a name has 1 to 25 characters. */
  .score_params = (const char *const[]) { "pits", "seeds", NULL },
  .name_max_chars = 25,
};
