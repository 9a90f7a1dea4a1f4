/* arb-rules-words.c — how endings and claims are put into words, for every game
 *
 * A game words its own endings in its table (@termination_texts: chess's
 * "wins by capturing the King") and names its move-count rule
 * (@move_rule); the generic endings (resignation, agreement, repetition,
 * no pieces, no moves) have Arbiter's words, here, once for the app and
 * the command line.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-rules.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* @template with "%1$s" (or the first "%s") replaced by @first and "%2$s"
 * (or the second "%s") by @second: the games' sentences are data, so they
 * cannot be printf() formats the compiler checks. */
static char *
fill_names (const char *template,
            const char *first,
            const char *second)
{
  GString *out = g_string_new (NULL);
  guint next = 0;

  for (const char *p = template; *p != '\0'; p++)
    {
      if (p[0] == '%' && p[1] == '%')
        {
          g_string_append_c (out, '%');
          p++;
        }
      else if (p[0] == '%' && p[1] == 's')
        {
          g_string_append (out, next++ == 0 ? first : second);
          p++;
        }
      else if (p[0] == '%' && (p[1] == '1' || p[1] == '2') && p[2] == '$' && p[3] == 's')
        {
          g_string_append (out, p[1] == '1' ? first : second);
          p += 3;
        }
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static const ArbTerminationText *
own_text (const ArbRules *rules,
          guint           reason)
{
  for (guint i = 0; i < rules->n_termination_texts; i++)
    if (rules->termination_texts[i].reason == reason)
      return &rules->termination_texts[i];
  return NULL;
}

/**
 * arb_rules_describe_ending:
 * @rules: the game
 * @record: a WIN or DRAW record of it
 *
 * Returns: (transfer full): the announcement of the end of the game,
 *   translated ("White wins by capturing the King", "Draw claimed — 40
 *   moves without a man move or a capture").
 */
char *
arb_rules_describe_ending (const ArbRules  *rules,
                           const ArbRecord *record)
{
  const char *names[ARB_N_SIDES];

  g_return_val_if_fail (rules != NULL && record != NULL, NULL);

  names[ARB_SIDE_FIRST] = arb_rules_player_name (rules, ARB_SIDE_FIRST);
  names[ARB_SIDE_SECOND] = arb_rules_player_name (rules, ARB_SIDE_SECOND);
  return arb_rules_describe_ending_named (rules, record, names);
}

/**
 * arb_rules_describe_ending_named:
 * @rules: the game
 * @record: a WIN or DRAW record of it
 * @names: the players' names, by side
 *
 * arb_rules_describe_ending() with @names for the players: for a game
 * whose sides are players, their names ("Ann wins: a row is empty …");
 * otherwise the sides' names, which @names should be.
 *
 * Returns: (transfer full): the announcement, translated.
 */
char *
arb_rules_describe_ending_named (const ArbRules    *rules,
                                 const ArbRecord   *record,
                                 const char *const *names)
{
  const ArbTerminationText *own;
  const char *side;
  const char *other;
  gboolean named;

  g_return_val_if_fail (rules != NULL && record != NULL && names != NULL, NULL);

  named = rules->sides_by_player;
  side = names[record->side & 1];
  other = names[(record->side & 1) ^ 1];
  own = own_text (rules, record->reason);

  if (record->type == ARB_RECORD_WIN)
    {
      if (own != NULL && own->win != NULL)
        return fill_names (_(own->win), side, other);
      /* A game whose sides are players ("Player 1", a person's name) has
       * sentences of its own: some languages word a colour ("the Whites")
       * and a name differently. */
      switch (record->reason)
        {
        case ARB_TERMINATION_RESIGNATION:
          /* Translators: %s is the winner, "White" */
          return g_strdup_printf (named ? C_("named player", "%s wins by resignation")
                                        : _("%s wins by resignation"), side);
        case ARB_TERMINATION_NO_PIECES:
          /* Translators: the winner, then the loser: "White wins: Black has no pieces left" */
          return g_strdup_printf (named ? C_("named player", "%s wins: %s has no pieces left")
                                        : _("%s wins: %s has no pieces left"), side, other);
        case ARB_TERMINATION_NO_MOVES:
          /* Translators: the winner, then the loser */
          return g_strdup_printf (named ? C_("named player", "%s wins: %s cannot move")
                                        : _("%s wins: %s cannot move"), side, other);
        case ARB_TERMINATION_FORFEIT:
          /* A referee's decision: the loser broke the rules of the match.
           * Translators: %s is the winner, "White" */
          return g_strdup_printf (named ? C_("named player", "%s wins by forfeit")
                                        : _("%s wins by forfeit"), side);
        case ARB_TERMINATION_TIME_FORFEIT:
          /* The loser's flag fell. Translators: %s is the winner, "White" */
          return g_strdup_printf (named ? C_("named player", "%s wins on time")
                                        : _("%s wins on time"), side);
        default:
          /* Translators: %s is the winner, "White" */
          return g_strdup_printf (named ? C_("named player", "%s wins") : _("%s wins"), side);
        }
    }

  if (own != NULL && own->draw != NULL)
    return fill_names (_(own->draw), side, other);
  switch (record->reason)
    {
    case ARB_TERMINATION_NO_MOVES:
      /* The DRAW record's side is the one left without a move.
       * Translators: %s is the player to move, "White" */
      return g_strdup_printf (named ? C_("named player", "Draw — %s has no moves")
                                    : _("Draw — %s has no moves"), side);
    case ARB_TERMINATION_AGREEMENT:
      return g_strdup (_("Draw by agreement"));
    case ARB_TERMINATION_ADJUDICATION:
      return g_strdup (_("Draw by adjudication"));
    case ARB_TERMINATION_REPETITION:
      return g_strdup (_("Draw claimed — threefold repetition"));
    case ARB_TERMINATION_DEAD_POSITION:
      return g_strdup (_("Draw — dead position: neither side can win"));
    case ARB_TERMINATION_FLAG_FALL_DRAW:
      /* The DRAW record's side is the one whose time ran out.
       * Translators: the side whose time ran out, then the other one */
      return g_strdup_printf (named ? C_("named player", "Draw — %s ran out of time, and %s "
                                                         "cannot win")
                                    : _("Draw — %s ran out of time, and %s cannot win"),
                              side, other);
    case ARB_TERMINATION_REPETITION_LIMIT:
      return g_strdup (_("Draw — fivefold repetition"));
    case ARB_TERMINATION_MOVE_LIMIT:
      if (rules->move_rule.limit_sentence != NULL)
        /* Translators: %s is the game's automatic move-count limit,
         * "75 moves without a capture or pawn move" */
        return g_strdup_printf (_("Draw — %s"), _(rules->move_rule.limit_sentence));
      return g_strdup (_("Draw"));
    case ARB_TERMINATION_MOVE_RULE:
      if (rules->move_rule.sentence != NULL)
        /* Translators: %s is the game's move-count rule,
         * "50 moves without a capture or pawn move" */
        return g_strdup_printf (_("Draw claimed — %s"), _(rules->move_rule.sentence));
      return g_strdup (_("Draw claimed"));
    default:
      return g_strdup (_("Draw"));
    }
}

/**
 * arb_rules_describe_claim:
 * @rules: the game
 * @claims: the draws that may be claimed, not NONE
 *
 * Returns: (transfer full): why a draw may be claimed, translated ("This
 *   position has occurred three times: a draw may be claimed").
 */
char *
arb_rules_describe_claim (const ArbRules *rules,
                          ArbDrawClaim    claims)
{
  g_return_val_if_fail (rules != NULL, NULL);

  if ((claims & ARB_DRAW_CLAIM_REPETITION) || rules->move_rule.sentence == NULL)
    return g_strdup (_("This position has occurred three times: a draw may be claimed"));
  /* Translators: %s is the game's move-count rule,
   * "40 moves without a man move or a capture" */
  return g_strdup_printf (_("%s: a draw may be claimed"), _(rules->move_rule.sentence));
}

/**
 * arb_rules_claim_reason:
 * @rules: the game
 * @claims: the draws that may be claimed, not NONE
 *
 * Returns: (transfer none): what may be claimed, in a few words for a
 *   status line ("threefold repetition", "40 moves without a man move or a
 *   capture"), translated.
 */
const char *
arb_rules_claim_reason (const ArbRules *rules,
                        ArbDrawClaim    claims)
{
  g_return_val_if_fail (rules != NULL, NULL);

  if ((claims & ARB_DRAW_CLAIM_REPETITION) || rules->move_rule.sentence == NULL)
    return _("threefold repetition");
  return _(rules->move_rule.sentence);
}

/* ------------------------------------------------------ move notation */

const ArbNotationWord arb_numbered_move_words[ARB_N_NUMBERED_MOVE_WORDS] = {
  /* "18 to 13", "9 takes 18 takes 27" */
  { '-', NULL, N_("to") },
  { 'x', NULL, N_("takes") },
};

/* The table's word for @symbol, or NULL. */
static const ArbNotationWord *
notation_word (const ArbRules *rules,
               char            symbol)
{
  const ArbAppWords *words = rules->app_words;

  for (guint i = 0; words != NULL && i < words->n_notation_words; i++)
    if (words->notation_words[i].symbol == symbol)
      return &words->notation_words[i];
  return NULL;
}

/**
 * arb_rules_move_text_shown:
 * @rules: the game
 * @text: a move in the game's notation (as `move_to_text` writes it)
 *
 * The move as the screen shows it in the user's language: each character
 * the table's @notation_words gives a shown form is translated (French
 * chess: "Cf3" for "Nf3"); the rest is kept. Files keep @text.
 *
 * Returns: (transfer full): the text
 */
char *
arb_rules_move_text_shown (const ArbRules *rules,
                           const char     *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      const ArbNotationWord *word = notation_word (rules, *p);

      if (word != NULL && word->shown != NULL)
        g_string_append (out, g_dpgettext2 (GETTEXT_PACKAGE, "move notation", word->shown));
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/**
 * arb_rules_move_text_spoken:
 * @rules: the game
 * @text: a move in the game's notation
 *
 * The move in words, for a screen reader: each character the table gives
 * a spoken word becomes that word, translated, between spaces; the
 * characters between them stay together ("Knight takes f3", "18 to 13").
 *
 * Returns: (transfer full): the text
 */
char *
arb_rules_move_text_spoken (const ArbRules *rules,
                            const char     *text)
{
  GString *out = g_string_new (NULL);
  gboolean in_word = FALSE; /* the last thing written was a spoken word */

  for (const char *p = text; *p != '\0'; p++)
    {
      const ArbNotationWord *word = notation_word (rules, *p);

      if (word != NULL && word->spoken != NULL)
        {
          if (out->len > 0)
            g_string_append_c (out, ' ');
          g_string_append (out, _(word->spoken));
          in_word = TRUE;
        }
      else
        {
          if (in_word)
            g_string_append_c (out, ' ');
          g_string_append_c (out, *p);
          in_word = FALSE;
        }
    }
  return g_string_free (out, FALSE);
}
