/* arb-status.c — what the app says about a game, in the user's language
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The CLI and files speak English; everything the window says about a
 * game is written here, translatable, for every game: the players' names
 * come from the game's rules table. */

#include "arb-status.h"

#include <glib/gi18n.h>
#include <string.h>

#include "arb-new-game.h"

/* ------------------------------------------------------------ statics */

/* A player's name in the user's language ("White", "Player 1"), or, for
 * a game whose sides have no names but their order (ArbRules'
 * sides_by_player), the name its file tag gives ("Ann", the computer as
 * the screen names it). The game keeps the name, so that it lives as long
 * as the game, until the player is renamed. */
static const char *
player (ArbGame *game,
        ArbSide  side)
{
  const ArbRules *rules = arb_game_get_rules (game);
  static const char *const keys[ARB_N_SIDES] = { "arb-status-player-1", "arb-status-player-2" };
  const char *tag;
  const char *kept;
  char *name;

  if (!rules->sides_by_player)
    return arb_rules_player_name (rules, side);
  tag = arb_game_get_tag (game, arb_rules_player_tag (rules, side));
  if (tag == NULL || *tag == '\0' || g_str_equal (tag, "?"))
    return arb_rules_player_name (rules, side);
  name = arb_new_game_player_display_name (tag);
  /* The same name again: the one kept, which a caller may still hold. */
  kept = g_object_get_data (G_OBJECT (game), keys[side & 1]);
  if (g_strcmp0 (kept, name) == 0)
    {
      g_free (name);
      return kept;
    }
  g_object_set_data_full (G_OBJECT (game), keys[side & 1], name, g_free);
  return name;
}

/* The game's words for the app, or NULL. */
static const ArbAppWords *
app_words (ArbGame *game)
{
  return arb_game_get_rules (game)->app_words;
}

/* The game's own words for an ending, from one of its lists, or NULL. */
static const char *
own_ending (const ArbTerminationText *texts,
            guint                     n_texts,
            const ArbRecord          *record)
{
  for (guint i = 0; i < n_texts; i++)
    if (texts[i].reason == record->reason)
      return record->type == ARB_RECORD_WIN ? texts[i].win : texts[i].draw;
  return NULL;
}

/* Both players' names, by side, as player() says them. */
static void
player_names (ArbGame     *game,
              const char **names)
{
  names[ARB_SIDE_FIRST] = player (game, ARB_SIDE_FIRST);
  names[ARB_SIDE_SECOND] = player (game, ARB_SIDE_SECOND);
}

/* The announcement for a WIN or DRAW record, in the game's words (its
 * table's, else Arbiter's generic ones: arb_rules_describe_ending()),
 * with the players' names as the screen shows them. */
static char *
describe_ending_record (ArbGame         *game,
                        const ArbRecord *record)
{
  const char *names[ARB_N_SIDES];

  player_names (game, names);
  return arb_rules_describe_ending_named (arb_game_get_rules (game), record, names);
}

/* Whether @side has a cell the game warns of (chess: its King in check). */
static gboolean
is_threatened (ArbGame *game,
               ArbSide  side)
{
  const ArbRules *rules = arb_game_get_rules (game);
  guint cell;

  return rules->threatened_cells != NULL
         && rules->threatened_cells (arb_game_get_state (game), side, &cell, 1) > 0;
}

/* The note of the status line while the game may be claimed: "a draw may
 * be claimed: threefold repetition", or the game's own (Congkak's claim
 * ends the game by the stores, no draw). */
static char *
describe_claim_note (ArbGame      *game,
                     ArbDrawClaim  claims)
{
  const ArbAppWords *words = app_words (game);

  if (words != NULL && words->claim_note != NULL)
    return g_strdup (_(words->claim_note));
  /* Translators: what may be claimed: "threefold repetition", "50 moves
   * without a capture or pawn move", "40 moves without a man move or a
   * capture" */
  return g_strdup_printf (_("a draw may be claimed: %s"),
                          arb_rules_claim_reason (arb_game_get_rules (game), claims));
}

/* The score of a game that keeps one (Congkak's stores) after an ending's
 * words, the winner's first: "… · 30–26". */
static char *
add_score (ArbGame         *game,
           const ArbRecord *record,
           char            *ending)
{
  const ArbRules *rules = arb_game_get_rules (game);
  guint score[ARB_N_SIDES];
  ArbSide first;
  char *with_score;

  if (rules->score == NULL || !rules->score (arb_game_get_state (game), score))
    return ending;
  first = record->type == ARB_RECORD_WIN ? record->side : ARB_SIDE_FIRST;
  /* Translators: an ending, then the final score, the winner's first:
   * "Player 1 wins: a row is empty and the stores decide · 30–26" */
  with_score = g_strdup_printf (_("%s · %u–%u"), ending, score[first], score[first ^ 1]);
  g_free (ending);
  return with_score;
}

/* ------------------------------------------------------- public API */

/**
 * arb_status_fill_names:
 * @sentence: a translated sentence of a game's table, with "%s" (or
 *   "%1$s" and "%2$s") for names
 * @first: what the first "%s" (or "%1$s") stands for
 * @second: (nullable): what the second stands for
 *
 * The games' sentences are data, not printf() formats the compiler could
 * check: this fills in their names and nothing else ("%%" is a percent
 * sign; any other "%" stays as it is).
 *
 * Returns: (transfer full): the sentence with the names.
 */
char *
arb_status_fill_names (const char *sentence,
                       const char *first,
                       const char *second)
{
  GString *out;
  guint next = 1;

  g_return_val_if_fail (sentence != NULL && first != NULL, NULL);

  out = g_string_sized_new (strlen (sentence) + 32);
  for (const char *p = sentence; *p != '\0'; p++)
    {
      guint which = 0;

      if (p[0] != '%')
        {
          g_string_append_c (out, *p);
          continue;
        }
      if (p[1] == '%')
        {
          g_string_append_c (out, '%');
          p++;
          continue;
        }
      if (p[1] == 's')
        {
          which = next++;
          p++;
        }
      else if ((p[1] == '1' || p[1] == '2') && p[2] == '$' && p[3] == 's')
        {
          which = (guint) (p[1] - '0');
          p += 3;
        }
      if (which == 0)
        g_string_append_c (out, '%');
      else
        g_string_append (out, which == 1 ? first : second != NULL ? second : "");
    }
  return g_string_free (out, FALSE);
}

/**
 * arb_status_side_name:
 * @game: a game
 * @side: a side
 *
 * Returns: (transfer none): the name of @side's player in @game ("White"),
 *   translated.
 */
const char *
arb_status_side_name (ArbGame *game,
                      ArbSide  side)
{
  g_return_val_if_fail (ARB_IS_GAME (game), NULL);
  return player (game, side);
}

/**
 * arb_status_append_record:
 * @game: the game of @record
 * @record: a record of a game's history
 * @out: where to append its line
 *
 * Appends the game's line for @record (arb_game_describe_record()) with the
 * players' names as the screen shows them ("Ann sows pit 3 (4 seeds)").
 */
void
arb_status_append_record (ArbGame         *game,
                          const ArbRecord *record,
                          GString         *out)
{
  const char *names[ARB_N_SIDES];

  g_return_if_fail (ARB_IS_GAME (game));
  g_return_if_fail (record != NULL && out != NULL);

  player_names (game, names);
  arb_game_describe_record_named (game, record, names, out);
}

/**
 * arb_status_describe_record:
 * @game: the game of @record
 * @record: a record of a game's history
 *
 * Returns: (transfer full) (nullable): the end-of-game announcement of a
 *   WIN or DRAW record, in the game's words ("White wins by capturing the
 *   King"), the resignation for a RESIGN record, %NULL for the others.
 */
char *
arb_status_describe_record (ArbGame         *game,
                            const ArbRecord *record)
{
  g_return_val_if_fail (ARB_IS_GAME (game), NULL);
  g_return_val_if_fail (record != NULL, NULL);

  switch (record->type)
    {
    case ARB_RECORD_WIN:
    case ARB_RECORD_DRAW:
      return describe_ending_record (game, record);
    case ARB_RECORD_RESIGN:
      /* Translators: %s is the player who gives up, "White"; the second,
       * a player's name ("Ann", "Player 1") */
      return g_strdup_printf (arb_game_get_rules (game)->sides_by_player
                                ? C_("named player", "%s resigns") : _("%s resigns"),
                              player (game, record->side));
    default:
      /* A move, a capture, the game's own kinds: the history and the
       * board show them. */
      return NULL;
    }
}

/**
 * arb_status_describe_ending:
 * @game: a game
 *
 * Returns: (transfer full) (nullable): how the game ended, as the window
 *   announces it, in the game's words ("Draw by agreement", "Draw claimed
 *   — 40 moves without a man move or a capture"), with the final score of
 *   a game that keeps one; %NULL while it goes on.
 */
char *
arb_status_describe_ending (ArbGame *game)
{
  const ArbAppWords *words;
  const char *own = NULL;
  ArbRecord record = { 0 };
  guint n;
  int winner;

  g_return_val_if_fail (ARB_IS_GAME (game), NULL);

  if (!arb_game_is_over (game))
    return NULL;

  n = arb_game_get_n_records (game);
  for (guint i = n; i > 0; i--)
    {
      const ArbRecord *last = arb_game_get_record (game, i - 1);

      if (last->type == ARB_RECORD_WIN || last->type == ARB_RECORD_DRAW)
        return add_score (game, last, describe_ending_record (game, last));
    }

  /* A game set up over (chess without a King, Alquerque without pieces)
   * ends before any move: the rules say how, as a record would, and the
   * game may word that apart ("the White King is missing"). */
  winner = arb_result_winner (arb_game_get_result (game));
  record.type = winner >= 0 ? ARB_RECORD_WIN : ARB_RECORD_DRAW;
  record.side = winner >= 0 ? (ArbSide) winner : arb_game_get_turn (game);
  record.reason = arb_game_get_termination (game);
  words = app_words (game);
  if (words != NULL)
    own = own_ending (words->set_up_texts, words->n_set_up_texts, &record);
  if (own != NULL)
    return arb_status_fill_names (_(own), player (game, record.side),
                                  player (game, arb_side_negate (record.side)));
  return add_score (game, &record, describe_ending_record (game, &record));
}

/**
 * arb_status_describe:
 * @game: a game
 *
 * The window's status line: whose turn it is and any threat the game
 * warns of (chess's check), or how the game ended; "Move 3 of 10" in front
 * while an earlier position is shown.
 *
 * Returns: (transfer full): the text.
 */
char *
arb_status_describe (ArbGame *game)
{
  const ArbAppWords *words;
  g_autofree char *state = NULL;
  ArbSide turn;
  gboolean browsing;

  g_return_val_if_fail (ARB_IS_GAME (game), NULL);

  turn = arb_game_get_turn (game);
  words = app_words (game);
  if (arb_game_is_over (game))
    state = arb_status_describe_ending (game);
  else if (words != NULL && words->check != NULL && is_threatened (game, turn))
    state = arb_status_fill_names (_(words->check), player (game, turn), NULL);
  else if (words != NULL && words->check_other != NULL
           && is_threatened (game, arb_side_negate (turn)))
    /* The last mover left their own King attacked (chess, spec §5). */
    state = arb_status_fill_names (_(words->check_other), player (game, turn),
                                   player (game, arb_side_negate (turn)));
  else
    /* Translators: %s is the player to move, "White"; the second, a
     * player's name ("Ann", "Player 1") in a game whose sides are players */
    state = g_strdup_printf (arb_game_get_rules (game)->sides_by_player
                               ? C_("named player", "%s to move") : _("%s to move"),
                             player (game, turn));

  /* A draw that may be claimed is said where the players look, not only
   * in a menu (it is offered, never forced). */
  if (!arb_game_is_over (game))
    {
      ArbDrawClaim claims = arb_game_get_claimable_draws (game);

      if (claims != ARB_DRAW_CLAIM_NONE)
        {
          g_autofree char *claim = describe_claim_note (game, claims);
          char *with_claim;

          /* Translators: the status, then the claimable draw:
           * "White to move · a draw may be claimed: threefold repetition" */
          with_claim = g_strdup_printf (_("%s · %s"), state, claim);
          g_free (state);
          state = with_claim;
        }
    }

  browsing = arb_game_get_ply (game) < arb_game_get_n_plies (game);
  if (!browsing)
    return g_steal_pointer (&state);

  /* Before the first move there is no "move 0". */
  if (arb_game_get_ply (game) == 0)
    /* Translators: shown while looking at the start of a game that has moves;
     * %s is the status, e.g. "Start position · White to move". */
    return g_strdup_printf (_("Start position · %s"), state);
  /* Translators: shown while looking at an earlier position; the last %s
   * is the status, e.g. "Move 3 of 10 · White to move". */
  return g_strdup_printf (_("Move %u of %u · %s"), arb_game_get_ply (game),
                          arb_game_get_n_plies (game), state);
}

/**
 * arb_status_describe_claim:
 * @game: a game
 * @claims: the draws that may be claimed in it, not NONE
 *
 * Returns: (transfer full): the message that offers the claim, in the
 *   game's words ("40 moves without a man move or a capture: a draw may be
 *   claimed").
 */
char *
arb_status_describe_claim (ArbGame      *game,
                           ArbDrawClaim  claims)
{
  const ArbAppWords *words;

  g_return_val_if_fail (ARB_IS_GAME (game), NULL);

  words = app_words (game);
  if (words != NULL && words->claim_offer != NULL)
    return g_strdup (_(words->claim_offer));
  return arb_rules_describe_claim (arb_game_get_rules (game), claims);
}

/**
 * arb_status_explain_error:
 * @game: (nullable): the game the error came from
 * @error: an error from the core (ARB_MOVE_ERROR, ARB_GAME_ERROR, …)
 *
 * Returns: (transfer full): why a move or an action was refused, in words:
 *   the game's own sentence for the app when its table has one ("A pawn
 *   captures only diagonally"), else the rules' message.
 */
char *
arb_status_explain_error (ArbGame      *game,
                          const GError *error)
{
  const ArbAppWords *words = game != NULL ? app_words (game) : NULL;

  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain == ARB_MOVE_ERROR && words != NULL && error->code >= 0
      && (guint) error->code < words->n_reason_sentences
      && words->reason_sentences[error->code] != NULL)
    return g_strdup (_(words->reason_sentences[error->code]));

  if (error->domain == ARB_GAME_ERROR)
    switch ((ArbGameError) error->code)
      {
      case ARB_GAME_ERROR_OVER:
        return g_strdup (_("The game is over"));
      case ARB_GAME_ERROR_NOT_CLAIMABLE:
        return g_strdup (_("No draw can be claimed now"));
      case ARB_GAME_ERROR_TOO_LONG:
        return g_strdup_printf (_("This game has reached %d half-moves, the most a game can keep"),
                                ARB_GAME_MAX_PLIES);
      default:
        break;
      }

  return g_strdup (error->message);
}
