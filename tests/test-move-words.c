/* test-move-words.c — moves on screen and aloud in the user's language
 *
 * arb_rules_move_text_shown() and arb_rules_move_text_spoken() over each
 * game's notation words: in English (no catalogue: the msgids), then in
 * French from the build tree's catalogue (build/po), asked for with
 * LANGUAGE=fr under C.UTF-8 as the app's i18n test does. The French piece
 * letters are the ones French chess books print: Roi, Dame, Tour, Fou,
 * Cavalier; files keep the standard letters (the text given is unchanged).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <libintl.h>
#include <locale.h>
#include <string.h>

#include "arb-test-util.h"

static const ArbRules *
game (const char *id)
{
  const ArbRules *rules = arb_games_lookup (id);

  g_assert_nonnull (rules);
  return rules;
}

static void
assert_move (const char *id,
             const char *text,
             const char *shown,
             const char *spoken)
{
  g_autofree char *got_shown = arb_rules_move_text_shown (game (id), text);
  g_autofree char *got_spoken = arb_rules_move_text_spoken (game (id), text);

  g_assert_cmpstr (got_shown, ==, shown);
  g_assert_cmpstr (got_spoken, ==, spoken);
}

static void
test_english (void)
{
  assert_move ("chess", "Nxf3+", "Nxf3+", "Knight takes f3 check");
  assert_move ("chess", "e4", "e4", "e4");
  assert_move ("chess", "exd5", "exd5", "e takes d5");
  assert_move ("chess", "Rad1", "Rad1", "Rook ad1");
  assert_move ("chess", "Kxe8", "Kxe8", "King takes e8");
  assert_move ("alquerque", "18-13", "18-13", "18 to 13");
  assert_move ("alquerque", "18x8", "18x8", "18 takes 8");
  assert_move ("checkers", "9x18x27", "9x18x27", "9 takes 18 takes 27");
  /* Congkak's moves are pit numbers: nothing to put into words. */
  assert_move ("congkak", "3", "3", "3");
}

/* Run last: the language stays French for the rest of the process. */
static void
test_french (void)
{
  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  g_setenv ("LANGUAGE", "fr", TRUE);
  g_assert_nonnull (bindtextdomain (GETTEXT_PACKAGE, ARB_BUILD_LOCALEDIR));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  assert_move ("chess", "Nxf3+", "Cxf3+", "Cavalier prend f3 échec");
  assert_move ("chess", "Qh5", "Dh5", "Dame h5");
  assert_move ("chess", "Bb5", "Fb5", "Fou b5");
  assert_move ("chess", "Rad1", "Tad1", "Tour ad1");
  assert_move ("chess", "Kxe8", "Rxe8", "Roi prend e8");
  assert_move ("chess", "e4", "e4", "e4");
  assert_move ("alquerque", "18-13", "18-13", "18 vers 13");
  assert_move ("checkers", "9x18x27", "9x18x27", "9 prend 18 prend 27");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/move-words/english", test_english);
  g_test_add_func ("/move-words/french", test_french);
  return g_test_run ();
}
