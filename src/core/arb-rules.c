/* arb-rules.c — what every game's rules table gets for free
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-rules.h"
#include "arb-params.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

G_DEFINE_QUARK (arb-move-error-quark, arb_move_error)
G_DEFINE_QUARK (arb-notation-error-quark, arb_notation_error)

/**
 * arb_rules_player_name:
 * @rules: a game's rules
 * @side: a side
 *
 * Returns: the translated name of @side's player ("White", "Player 1").
 */
const char *
arb_rules_player_name (const ArbRules *rules,
                       ArbSide         side)
{
  g_return_val_if_fail (rules != NULL, NULL);
  return _(rules->player_names[side & 1]);
}

/**
 * arb_rules_player_tag:
 * @rules: a game's rules
 * @side: a side
 *
 * Returns: the file tag naming @side's player: the table's @player_tags,
 *   else PGN's "White" for the first player and "Black" for the second.
 */
const char *
arb_rules_player_tag (const ArbRules *rules,
                      ArbSide         side)
{
  static const char *const pgn[2] = { "White", "Black" };

  g_return_val_if_fail (rules != NULL, NULL);
  return rules->player_tags[side & 1] != NULL ? rules->player_tags[side & 1] : pgn[side & 1];
}

/**
 * arb_rules_geometry:
 * @rules: a game's rules
 * @state: (nullable): a position of that game; %NULL for the table's board
 * @out: (out caller-allocates): the board of @state
 *
 * The board a position is played on: the table's @board, or the one its
 * @geometry hook gives for a game whose board size varies (Congkak).
 */
void
arb_rules_geometry (const ArbRules   *rules,
                    gconstpointer     state,
                    ArbBoardGeometry *out)
{
  g_return_if_fail (rules != NULL && out != NULL);

  if (rules->geometry != NULL && state != NULL)
    rules->geometry (state, out);
  else
    *out = rules->board;
}

/**
 * arb_rules_n_cells:
 * @rules: a game's rules
 * @state: (nullable): a position of that game
 *
 * Returns: how many cells the board of @state has (at most @rules->n_cells).
 */
guint
arb_rules_n_cells (const ArbRules *rules,
                   gconstpointer   state)
{
  ArbBoardGeometry geometry;

  g_return_val_if_fail (rules != NULL, 0);

  if (rules->geometry == NULL || state == NULL)
    return rules->n_cells;
  arb_rules_geometry (rules, state, &geometry);
  return MIN (arb_board_geometry_n_cells (&geometry), rules->n_cells);
}

/**
 * arb_rules_record_kind:
 * @rules: a game's rules
 * @type: a record's @type
 *
 * Returns: (nullable): the entry of @type in the table's @record_kinds, or
 *   %NULL when the game lists none for it (a core kind without a role).
 */
const ArbRecordKind *
arb_rules_record_kind (const ArbRules *rules,
                       guint           type)
{
  g_return_val_if_fail (rules != NULL, NULL);

  for (guint i = 0; i < rules->n_record_kinds; i++)
    if (rules->record_kinds[i].type == type)
      return &rules->record_kinds[i];
  return NULL;
}

/**
 * arb_rules_record_role:
 * @rules: a game's rules
 * @type: a record's @type
 *
 * Returns: what the layers above do with records of @type in this game:
 *   the table's role for it, %ARB_RECORD_ROLE_NONE when it lists none.
 */
ArbRecordRole
arb_rules_record_role (const ArbRules *rules,
                       guint           type)
{
  const ArbRecordKind *kind = arb_rules_record_kind (rules, type);

  return kind != NULL ? kind->role : ARB_RECORD_ROLE_NONE;
}

/**
 * arb_rules_record_id:
 * @rules: a game's rules
 * @type: a record's @type
 *
 * Returns: (nullable): the "type" of records of @type in the game's JSON:
 *   the table's id, else the core kind's ("move", "win", "draw", "resign",
 *   "capture", "claim", "setup"); %NULL for a kind the game does not know.
 */
const char *
arb_rules_record_id (const ArbRules *rules,
                     guint           type)
{
  static const char *const core_ids[] = {
    [ARB_RECORD_MOVE] = "move",
    [ARB_RECORD_WIN] = "win",
    [ARB_RECORD_DRAW] = "draw",
    [ARB_RECORD_RESIGN] = "resign",
    [ARB_RECORD_CAPTURE] = "capture",
    [ARB_RECORD_CLAIM] = "claim",
    [ARB_RECORD_SETUP] = "setup",
  };
  const ArbRecordKind *kind = arb_rules_record_kind (rules, type);

  if (kind != NULL && kind->id != NULL)
    return kind->id;
  return type < G_N_ELEMENTS (core_ids) ? core_ids[type] : NULL;
}

/**
 * arb_rules_write_position:
 * @rules: a game's rules
 * @state: a position of that game
 *
 * Returns: (transfer full): the canonical position string.
 */
char *
arb_rules_write_position (const ArbRules *rules,
                          gconstpointer   state)
{
  GString *out = g_string_new (NULL);

  rules->write_position (state, out);
  return g_string_free (out, FALSE);
}

/**
 * arb_rules_can_edit:
 * @rules: a game's rules
 *
 * Returns: whether the game has a position editor: it can place pieces
 *   (@edit_piece) or seeds (@edit_count) and give the move to either side.
 */
gboolean
arb_rules_can_edit (const ArbRules *rules)
{
  g_return_val_if_fail (rules != NULL, FALSE);

  return (rules->edit_piece != NULL || rules->edit_count != NULL) && rules->edit_turn != NULL;
}

/**
 * arb_rules_edit_finish:
 * @rules: a game's rules
 * @state: (inout): a position changed by @edit_piece, @edit_count and
 *   @edit_turn
 * @error: return location for the reason the rules refuse it
 *
 * Makes an edited position a position of the game: it is written as its
 * position string and read back, as a position typed by hand would be, so
 * that the game's reader (the one judge of what a position may be) refuses
 * what it refuses, in its own words ("square 5 is given twice", "no King on
 * the board"), and every derived field is rebuilt. The rule parameters the
 * position plays by (checkers' regicide), which its string does not hold,
 * are kept. On failure @state is left as it was.
 *
 * Returns: %TRUE when @state is now a valid position of the game.
 */
gboolean
arb_rules_edit_finish (const ArbRules *rules,
                       gpointer        state,
                       GError        **error)
{
  g_autofree char *text = NULL;
  g_autofree gpointer read = NULL;
  gint64 values[ARB_PARAMS_MAX] = { 0 };
  const char *why = NULL;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  text = arb_rules_write_position (rules, state);
  read = g_malloc0 (rules->state_size);
  if (rules->read_params != NULL)
    rules->read_params (state, values);
  if (!arb_rules_read_position_values (rules, values, text, read, error))
    return FALSE;
  /* The reader's position is one the rules accept: a refusal here is a
   * game's bug, not the user's. */
  if (!rules->is_valid (read, &why))
    {
      g_critical ("%s: a position read from '%s' is not valid: %s", rules->id, text, why);
      g_set_error (error, ARB_NOTATION_ERROR, ARB_NOTATION_ERROR_SYNTAX, "%s", why);
      return FALSE;
    }
  memcpy (state, read, rules->state_size);
  return TRUE;
}

/**
 * arb_rules_move_to_list_text:
 * @rules: a game's rules
 * @state: the position before @move
 * @move: a move
 * @buf: where to write its text in the notation move lists use
 */
void
arb_rules_move_to_list_text (const ArbRules *rules,
                             gconstpointer   state,
                             const ArbMove  *move,
                             char            buf[ARB_MOVE_TEXT_MAX])
{
  if (rules->move_to_list_text != NULL)
    rules->move_to_list_text (state, move, buf);
  else
    rules->move_to_text (state, move, buf);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/**
 * arb_rules_legal_move_texts:
 * @rules: a game's rules
 * @state: a position of that game
 *
 * The legal moves in the game's notation, byte-sorted, as `moves` and
 * `inspect` print them: every game's spec asks for this order.
 *
 * Returns: (transfer full): a %NULL-terminated array; empty once the game is over.
 */
char **
arb_rules_legal_move_texts (const ArbRules *rules,
                            gconstpointer   state)
{
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  char **texts;

  rules->generate (state, list);
  texts = g_new (char *, list->n_moves + 1);
  for (guint i = 0; i < list->n_moves; i++)
    {
      char buf[ARB_MOVE_TEXT_MAX];

      arb_rules_move_to_list_text (rules, state, &list->moves[i], buf);
      texts[i] = g_strdup (buf);
    }
  texts[list->n_moves] = NULL;
  qsort (texts, list->n_moves, sizeof *texts, compare_strings);
  return texts;
}

static guint64
perft_recursive (const ArbRules *rules,
                 gpointer        state,
                 gpointer        undo,
                 guint           depth)
{
  g_autofree ArbMoveList *list = NULL;
  guint64 nodes = 0;

  if (depth == 0)
    return 1;
  list = g_new (ArbMoveList, 1);
  rules->generate (state, list);
  for (guint i = 0; i < list->n_moves; i++)
    {
      rules->make (state, &list->moves[i], undo);
      nodes += perft_recursive (rules, state, (char *) undo + rules->undo_size, depth - 1);
      rules->unmake (state, undo);
    }
  return nodes;
}

/**
 * arb_rules_perft:
 * @rules: a game's rules
 * @state: a position of that game
 * @depth: plies, at most %ARB_PERFT_MAX_DEPTH
 *
 * Counts the move sequences of exactly @depth plies (every spec's perft),
 * with the game's own fast counter when it has one. The generic count,
 * through generate/make/unmake, is what the contract test checks the fast
 * one against.
 *
 * Returns: the number of leaves.
 */
guint64
arb_rules_perft (const ArbRules *rules,
                 gconstpointer   state,
                 guint           depth)
{
  g_return_val_if_fail (rules != NULL && state != NULL, 0);
  g_return_val_if_fail (depth <= ARB_PERFT_MAX_DEPTH, 0);

  if (rules->perft != NULL)
    return rules->perft (state, depth);
  return arb_rules_perft_generic (rules, state, depth);
}

/**
 * arb_rules_perft_generic:
 * @rules: a game's rules
 * @state: a position of that game
 * @depth: plies
 *
 * arb_rules_perft() without the game's fast counter: every move made and
 * unmade through the table.
 *
 * Returns: the number of leaves.
 */
guint64
arb_rules_perft_generic (const ArbRules *rules,
                         gconstpointer   state,
                         guint           depth)
{
  g_autofree char *copy = NULL;
  g_autofree char *undos = NULL;

  g_return_val_if_fail (rules != NULL && state != NULL, 0);
  g_return_val_if_fail (depth <= ARB_PERFT_MAX_DEPTH, 0);

  copy = g_memdup2 (state, rules->state_size);
  undos = g_malloc0 (rules->undo_size * (depth + 1));
  return perft_recursive (rules, copy, undos, depth);
}
