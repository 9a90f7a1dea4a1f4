/* test-record-kinds.c — every game's kinds of record, as its table lists them
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The core knows the kinds of record every game may push (ArbRecordType);
 * a game's own kinds (a check, a crowning, a relay) are its own, listed in
 * its table's @record_kinds with their JSON id and the role the layers
 * above act on. These tests check, for every registered game:
 *
 *   /record-kinds/table    the list itself: kinds the core leaves to games
 *                          or core kinds, each once, ids unique, words
 *                          only where the role uses them;
 *   /record-kinds/played   every record of random games is a kind the
 *                          game knows, and its JSON object's "type" is the
 *                          kind's id;
 *   /record-kinds/examples the records of the specs' examples, by id, in
 *                          order, and the roles the app follows. */

#include <string.h>

#include "arbiter.h"
#include "arb-test-json.h"
#include "arb-test-util.h"

/* ------------------------------------------------------------ helpers */

static gboolean
is_core_kind (guint type)
{
  return type <= ARB_RECORD_SETUP;
}

static gboolean
is_id (const char *id)
{
  if (id == NULL || id[0] == '\0')
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_islower (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

/* Checks one record of a game of @rules: a kind the game knows, whose JSON
 * object's "type" is the kind's id; a kind of the game's own has words. */
static void
check_record (ArbGame         *game,
              const ArbRecord *record)
{
  const ArbRules *rules = arb_game_get_rules (game);
  const char *id = arb_rules_record_id (rules, record->type);
  g_autoptr (GString) json = g_string_new (NULL);
  g_autoptr (JsonObject) object = NULL;

  g_assert_nonnull (id);
  g_assert_true (is_core_kind (record->type)
                 || arb_rules_record_kind (rules, record->type) != NULL);
  rules->record_json (arb_game_get_state (game), record, json);
  object = arb_test_parse_object (json->str);
  g_assert_cmpstr (json_object_get_string_member (object, "type"), ==, id);
  if (!is_core_kind (record->type))
    {
      g_autoptr (GString) line = g_string_new (NULL);

      rules->describe_record (arb_game_get_state (game), record, line);
      g_assert_cmpuint (line->len, >, 0);
    }
}

/* Counts the records a summary gives back, checking they are of its kind. */
typedef struct
{
  ArbGame        *game;
  guint           stands_for;
  guint           n;
} Expansion;

static void
count_expanded (const ArbRecord *record,
                gpointer         user_data)
{
  Expansion *expansion = user_data;

  g_assert_cmpuint (record->type, ==, expansion->stands_for);
  check_record (expansion->game, record);
  expansion->n++;
}

/* "move relay*3 capture": the ids of @game's records in effect, from
 * @first, summaries expanded, runs of one kind counted. Each record is
 * checked as stored, and each summary against what it expands to. */
static char *
record_ids (ArbGame *game,
            guint    first)
{
  const ArbRules *rules = arb_game_get_rules (game);
  GString *out = g_string_new (NULL);
  g_autoptr (GArray) records = arb_test_expanded_records (game, first);
  guint n = records->len;

  for (guint i = first; i < arb_game_get_n_records (game); i++)
    {
      const ArbRecord *record = arb_game_get_record (game, i);
      const ArbRecordKind *kind = arb_rules_record_kind (rules, record->type);

      check_record (game, record);
      if (kind != NULL && kind->role == ARB_RECORD_ROLE_SUMMARY)
        {
          Expansion expansion = { game, kind->stands_for, 0 };

          arb_game_foreach_record (game, i, i + 1, count_expanded, &expansion);
          g_assert_cmpuint (expansion.n, ==, record->count);
          g_assert_cmpuint (expansion.n, >, 0);
        }
    }
  for (guint i = 0; i < n;)
    {
      guint type = g_array_index (records, ArbRecord, i).type;
      guint run = 1;

      /* What a game's spec lists holds no summary. */
      g_assert_cmpint (arb_rules_record_role (rules, type), !=, ARB_RECORD_ROLE_SUMMARY);
      while (i + run < n && g_array_index (records, ArbRecord, i + run).type == type)
        run++;
      g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "",
                              arb_rules_record_id (rules, type));
      if (run > 1)
        g_string_append_printf (out, "*%u", run);
      i += run;
    }
  return g_string_free (out, FALSE);
}

/* The first kind of @rules with @role, or NULL. */
static const ArbRecordKind *
kind_with_role (const ArbRules *rules,
                ArbRecordRole   role)
{
  for (guint i = 0; i < rules->n_record_kinds; i++)
    if (rules->record_kinds[i].role == role)
      return &rules->record_kinds[i];
  return NULL;
}

/* ------------------------------------------------------------ tests */

static void
test_table (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  for (guint g = 0; g < n_games; g++)
    {
      const ArbRules *rules = games[g];

      g_test_message ("%s: %u kinds in its table", rules->id, rules->n_record_kinds);
      g_assert_true (rules->n_record_kinds == 0 || rules->record_kinds != NULL);
      for (guint i = 0; i < rules->n_record_kinds; i++)
        {
          const ArbRecordKind *kind = &rules->record_kinds[i];

          /* A game's own kind, or a core kind given a role: never a number
           * between them that neither the core nor the game owns. */
          g_assert_true (kind->type >= ARB_RECORD_GAME_FIRST || is_core_kind (kind->type));
          g_assert_true (is_id (kind->id));
          g_assert_cmpint (kind->role, <=, ARB_RECORD_ROLE_SUMMARY);
          /* A summary stands for records of a listed kind, which the table
           * gives back; no other kind stands for any. */
          if (kind->role == ARB_RECORD_ROLE_SUMMARY)
            {
              g_assert_nonnull (rules->expand_record);
              g_assert_nonnull (arb_rules_record_kind (rules, kind->stands_for));
              g_assert_cmpint (arb_rules_record_role (rules, kind->stands_for), !=,
                               ARB_RECORD_ROLE_SUMMARY);
            }
          else
            g_assert_cmpuint (kind->stands_for, ==, 0);
          /* A core kind keeps its id; a game's own takes none of the core's. */
          for (guint type = 0; type <= ARB_RECORD_SETUP; type++)
            if (type != kind->type)
              g_assert_cmpstr (kind->id, !=, arb_rules_record_id (rules, type));
          for (guint j = 0; j < i; j++)
            {
              g_assert_cmpuint (kind->type, !=, rules->record_kinds[j].type);
              g_assert_cmpstr (kind->id, !=, rules->record_kinds[j].id);
            }
          g_assert_true (arb_rules_record_kind (rules, kind->type) == kind);
          g_assert_cmpint (arb_rules_record_role (rules, kind->type), ==, kind->role);
          /* The words a role uses, and only those. */
          g_assert_true (kind->mark == NULL || kind->role == ARB_RECORD_ROLE_THREAT);
          g_assert_true (kind->cell_note == NULL || kind->role == ARB_RECORD_ROLE_RELAY
                         || kind->role == ARB_RECORD_ROLE_PIT_CAPTURE);
        }
      /* Kinds nobody lists: no role, no id beyond the core's. */
      g_assert_cmpint (arb_rules_record_role (rules, ARB_RECORD_MOVE), ==, ARB_RECORD_ROLE_NONE);
      g_assert_cmpstr (arb_rules_record_id (rules, ARB_RECORD_MOVE), ==, "move");
      g_assert_null (arb_rules_record_id (rules, ARB_RECORD_GAME_FIRST + 1000));
      g_assert_null (arb_rules_record_kind (rules, ARB_RECORD_GAME_FIRST + 1000));
    }
}

static void
test_played (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);
  guint64 seed = 17;

  for (guint g = 0; g < n_games; g++)
    for (guint round = 0; round < 40; round++)
      {
        g_autoptr (ArbGame) game = arb_game_new_for_rules (games[g]);
        g_autofree char *ids = NULL;

        for (guint ply = 0; ply < 150 && !arb_game_is_over (game); ply++)
          {
            ArbMoveList list;

            arb_game_generate_moves (game, &list);
            g_assert_cmpuint (list.n_moves, >, 0);
            g_assert_true (arb_game_play_move (
              game, &list.moves[arb_test_splitmix64 (&seed) % list.n_moves], NULL));
          }
        if (!arb_game_is_over (game) && arb_game_get_claimable_draws (game) != 0)
          g_assert_true (arb_game_claim_draw (game, NULL));
        ids = record_ids (game, 0);
        g_assert_cmpuint (strlen (ids), >, 0);
      }
}

typedef struct
{
  const char *game;
  const char *position;  /* NULL: the start */
  const char *moves;     /* the moves before the one checked, then it */
  const char *expected;  /* the ids of the last move's records */
} Example;

static void
test_examples (void)
{
  static const Example examples[] = {
    /* rules.md §5: Qh5+ checks the Black King. */
    { "chess", NULL, "e4 f5 Qh5", "move check" },
    /* alquerque.md: a jump takes the piece jumped. */
    { "alquerque", NULL, "18-13 8x18", "move capture" },
    /* checkers.md §4.4: the man takes the king on 18 and is crowned on 23. */
    { "checkers", "B:WK18,19,27:B14,15", "14x23", "move capture regicide-crown" },
    /* checkers.md §5: a man on its crowning row. */
    { "checkers", "B:W5:B25", "25-29", "move crown" },
    /* congkak.md §3.6 D: two relays, the capture, the leftovers, the end. */
    { "congkak", "0,2/5,0/1/0 2", "1", "move relay*2 capture leftover win" },
    /* congkak.md §3.6 E: 9 999 relays (16 stored, one summary of the others),
     * then the sowing stops. */
    { "congkak", "0,1,0/1,2,1/0/0 2", "2", "move relay*9999 endless" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      const Example *example = &examples[i];
      const ArbRules *rules = arb_games_lookup (example->game);
      g_auto (GStrv) moves = g_strsplit (example->moves, " ", -1);
      g_autoptr (ArbGame) game = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *ids = NULL;
      guint first = 0;

      g_assert_nonnull (rules);
      game = example->position != NULL
             ? arb_game_new_from_string (rules, example->position, &error)
             : arb_game_new_for_rules (rules);
      g_assert_no_error (error);
      for (guint m = 0; moves[m] != NULL; m++)
        {
          first = arb_game_get_n_records (game);
          g_assert_true (arb_game_play_notation (game, moves[m], &error));
          g_assert_no_error (error);
        }
      ids = record_ids (game, first);
      g_test_message ("%s %s: %s", example->game, example->moves, ids);
      g_assert_cmpstr (ids, ==, example->expected);
    }
}

/* The roles the app follows, by game: a threat with its mark (chess's
 * check, "+"), the relays and the capture of pits with their words. */
static void
test_roles (void)
{
  const ArbRules *chess = arb_games_lookup ("chess");
  const ArbRules *congkak = arb_games_lookup ("congkak");
  const ArbRecordKind *kind;

  kind = kind_with_role (chess, ARB_RECORD_ROLE_THREAT);
  g_assert_nonnull (kind);
  g_assert_cmpstr (kind->id, ==, "check");
  g_assert_cmpstr (kind->mark, ==, "+");

  kind = kind_with_role (congkak, ARB_RECORD_ROLE_RELAY);
  g_assert_nonnull (kind);
  g_assert_cmpstr (kind->id, ==, "relay");
  g_assert_cmpstr (kind->cell_note, ==, "the sowing went on from here");
  kind = kind_with_role (congkak, ARB_RECORD_ROLE_PIT_CAPTURE);
  g_assert_nonnull (kind);
  g_assert_cmpuint (kind->type, ==, ARB_RECORD_CAPTURE);
  g_assert_cmpstr (kind->cell_note, ==, "captured");
  g_assert_cmpstr (kind_with_role (congkak, ARB_RECORD_ROLE_LEFTOVER)->id, ==, "leftover");
  g_assert_cmpstr (kind_with_role (congkak, ARB_RECORD_ROLE_NOTE)->id, ==, "endless");
  kind = kind_with_role (congkak, ARB_RECORD_ROLE_SUMMARY);
  g_assert_nonnull (kind);
  g_assert_cmpuint (kind->stands_for, ==, kind_with_role (congkak, ARB_RECORD_ROLE_RELAY)->type);

  /* Games that push no threat and sow no pits give those roles to none. */
  for (guint role = ARB_RECORD_ROLE_THREAT; role <= ARB_RECORD_ROLE_SUMMARY; role++)
    {
      g_assert_null (kind_with_role (arb_games_lookup ("alquerque"), role));
      g_assert_null (kind_with_role (arb_games_lookup ("checkers"), role));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record-kinds/table", test_table);
  g_test_add_func ("/record-kinds/played", test_played);
  g_test_add_func ("/record-kinds/examples", test_examples);
  g_test_add_func ("/record-kinds/roles", test_roles);

  return g_test_run ();
}
