/* arb-test-congkak.c — what the Congkak tests share
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-test-congkak.h"

#include <stdio.h>

#include "arb-congkak.h"

#define RULES (&arb_congkak_rules)

ArbGame *
arb_test_congkak_game_from (const char *fen)
{
  g_autoptr (GError) error = NULL;
  ArbGame *game = arb_game_new_from_string (RULES, fen, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

void
arb_test_congkak_play (ArbGame *game, const char *move)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (arb_game_play_notation (game, move, &error));
  g_assert_no_error (error);
}

void
arb_test_congkak_assert_fen (ArbGame *game, const char *expected)
{
  g_autofree char *fen = arb_game_get_fen (game);

  g_assert_cmpstr (fen, ==, expected);
}

/* A record as congkak-reference.py prints it: "relay p1 p2 4 4". */
char *
arb_test_congkak_record_text (const ArbRecord *r)
{
  static const char *const ids[] = { "p1", "p2" };
  guint a = 0, b = 0;

  switch (r->type)
    {
    case ARB_RECORD_MOVE:
      return g_strdup_printf ("move %s %s %u", ids[r->side], r->text, r->count);
    case ARB_CONGKAK_RECORD_RELAY:
      return g_strdup_printf ("relay %s %s %s %u", ids[r->side], ids[r->piece & 1], r->text,
                              r->count);
    case ARB_RECORD_CAPTURE:
      return g_strdup_printf ("capture %s %s %s %u", ids[r->side], ids[r->piece & 1], r->text,
                              r->count);
    case ARB_CONGKAK_RECORD_ENDLESS:
      return g_strdup_printf ("endless %s %u", ids[r->side], r->count);
    case ARB_CONGKAK_RECORD_LEFTOVER:
      return g_strdup_printf ("leftover %s %u", ids[r->side], r->count);
    case ARB_RECORD_CLAIM:
      return g_strdup_printf ("claim %s", ids[r->side]);
    case ARB_RECORD_SETUP:
      return g_strdup_printf ("setup %s %s", ids[r->side], r->text);
    case ARB_RECORD_WIN:
      g_assert_cmpint (sscanf (r->text, "%u-%u", &a, &b), ==, 2);
      return g_strdup_printf ("win %s %u %u", ids[r->side], a, b);
    case ARB_RECORD_DRAW:
      g_assert_cmpint (sscanf (r->text, "%u-%u", &a, &b), ==, 2);
      return g_strdup_printf ("draw %u %u", a, b);
    default:
      return g_strdup ("other");
    }
}
