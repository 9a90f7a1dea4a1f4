/* test-real-games.c — real games from a public collection, replayed by
 * `arbiter-cli replay` and compared game by game with pgn-extract
 *
 * The collection: book_1.02.pgn of Debian's gnuchess-book source package
 * (145 716 master games from 1851 to 2011, public domain), which
 * build-aux/install-deps fetches into the user's cache
 * (~/.cache/arbiter/real-games/, or $ARBITER_REAL_GAMES). No file carries a
 * [Variant] tag: every game is read as standard chess. The independent
 * side is pgn-extract (Debian), whose -F writes each game's final position
 * as FEN: Arbiter's final position must be the same (placement, side to
 * move, castling rights), but where Arbiter stopped earlier at a draw the
 * rules impose (FIDE 5.2.2, 9.6: players who went on) and says so in a
 * warning.
 *
 * The quick suite compares the first 10 000 games, and `replay -q` (which
 * only checks them, by standard chess's quick check) says the same of
 * them; the slow suite replays every game.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-test-util.h"

#include <json-glib/json-glib.h>
#include <string.h>

#define PGN_EXTRACT "/usr/games/pgn-extract"
/* The games of the file (pgn-extract -s counts them too). */
#define BOOK_GAMES 145716

static char *
book_path (void)
{
  const char *path = g_getenv ("ARBITER_REAL_GAMES");

  if (path != NULL)
    return g_strdup (path);
  return g_build_filename (g_get_user_cache_dir (), "arbiter", "real-games", "book_1.02.pgn",
                           NULL);
}

/* The first @n games of the book, as a file in @dir (every game of it
 * when @n is 0). A missing book fails the test: install-deps fetches it. */
static char *
games_file (const char *dir,
            guint       n)
{
  g_autofree char *book = book_path ();
  g_autofree char *text = NULL;
  char *path = g_build_filename (dir, "games.pgn", NULL);
  const char *end;
  gsize len;
  guint seen = 0;

  if (!g_file_get_contents (book, &text, &len, NULL))
    g_error ("%s is missing: build-aux/install-deps fetches it", book);
  if (n == 0)
    {
      g_free (path);
      return g_steal_pointer (&book);
    }
  /* The start of game n + 1, found line by line (not by strstr(), which
   * AddressSanitizer makes measure the whole rest of the book each time). */
  end = text;
  while (end != NULL && !(strncmp (end, "[Event ", 7) == 0 && seen++ == n))
    {
      end = memchr (end, '\n', len - (end - text));
      if (end != NULL)
        end++;
    }
  g_assert_true (g_file_set_contents (path, text, end != NULL ? end - text : (gssize) len,
                                      NULL));
  return path;
}

/* pgn-extract's final positions, in the order of the games. */
static GPtrArray *
pgn_extract_positions (const char *games, const char *dir)
{
  g_autofree char *out = g_build_filename (dir, "final.pgn", NULL);
  g_autofree char *text = NULL;
  GPtrArray *fens = g_ptr_array_new_with_free_func (g_free);
  const char *argv[] = { PGN_EXTRACT, "-F", "-s", "--nofauxep", "-o", out, games, NULL };
  g_autoptr (GError) error = NULL;
  int status;

  if (!g_file_test (PGN_EXTRACT, G_FILE_TEST_IS_EXECUTABLE))
    g_error (PGN_EXTRACT " is missing: build-aux/install-deps installs it");
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (out, &text, NULL, NULL));
  /* Each game ends with its comment { "FEN" }. One pass by hand: strstr()
   * from each hit would be quadratic under AddressSanitizer, whose
   * strstr() measures the whole rest of the text every time. */
  for (const char *p = text; *p != '\0'; p++)
    {
      const char *fen, *end;

      if (p[0] != '{')
        continue;
      for (fen = p + 1; *fen == ' ' || *fen == '\n'; fen++)
        ;
      if (*fen != '"')
        continue;
      for (end = ++fen; *end != '\0' && *end != '"'; end++)
        ;
      g_assert_true (*end == '"');
      g_ptr_array_add (fens, g_strndup (fen, end - fen));
      p = end;
    }
  return fens;
}

/* Placement, side to move and castling: the fields both programs write
 * alike (pgn-extract names an en-passant square Arbiter leaves out where
 * no pawn can take). */
static char *
comparable (const char *fen)
{
  g_auto (GStrv) fields = g_strsplit (fen, " ", -1);

  g_assert_cmpuint (g_strv_length (fields), >=, 3);
  return g_strdup_printf ("%s %s %s", fields[0], fields[1], fields[2]);
}

static void
check_games (guint n)
{
  g_autofree char *dir = arb_test_make_dir ("arb-real-games-XXXXXX");
  g_autofree char *games = games_file (dir, n);
  g_autoptr (GPtrArray) expected = pgn_extract_positions (games, dir);
  g_auto (ArbTestCliRun) run = { 0 };
  g_auto (ArbTestCliRun) quick = { 0 };
  g_autofree char *summary = NULL;
  guint n_games = 0, n_stopped = 0, j = 0;
  guint64 n_plies = 0;
  const char *line, *end;

  arb_test_cli_run (&run, NULL, "replay", "--json", games, NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* One JSON object a line, walked by memchr() (g_strsplit() is quadratic
   * under AddressSanitizer, whose strstr() measures the rest each time). */
  end = run.out + strlen (run.out);
  line = run.out;
  for (guint i = 0; line < end && *line != '\n'; i++)
    {
      const char *eol = memchr (line, '\n', end - line);
      g_autofree char *text = g_strndup (line, (eol != NULL ? eol : end) - line);
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;
      JsonObject *game;
      g_autofree char *ours = NULL;
      g_autofree char *theirs = NULL;
      g_autofree char *stopped = NULL;

      line = eol != NULL ? eol + 1 : end;
      json_parser_load_from_data (parser, text, -1, &error);
      g_assert_no_error (error);
      game = json_node_get_object (json_parser_get_root (parser));
      g_assert_cmpuint (json_object_get_int_member (game, "game"), ==, i + 1);
      n_games++;
      n_plies += json_object_get_int_member (game, "plies");
      /* pgn-extract writes no position for a game without moves. */
      if (json_object_get_int_member (game, "plies") == 0)
        continue;
      g_assert_cmpuint (j, <, expected->len);
      ours = comparable (json_object_get_string_member (game, "final_fen"));
      theirs = comparable (g_ptr_array_index (expected, j++));
      if (g_str_equal (ours, theirs))
        continue;
      /* Arbiter stopped at a draw the rules impose, and said so. */
      stopped = g_strdup_printf (": game %u: ", i + 1);
      g_test_message ("game %u: %s, pgn-extract %s", i + 1, ours, theirs);
      g_assert_nonnull (strstr (run.err, stopped));
      arb_test_assert_contains (strstr (run.err, stopped), "after the end of the game");
      n_stopped++;
    }
  g_assert_cmpuint (j, ==, expected->len);
  g_assert_cmpuint (n_games, ==, n);
  g_test_message ("%u games, %u stopped at a draw the rules impose", n_games, n_stopped);

  /* -q only checks (the quick check of standard chess, the game object
   * where it declines): the same warnings, word for word, and plies. */
  arb_test_cli_run (&quick, NULL, "replay", "-q", games, NULL);
  g_assert_cmpint (quick.status, ==, 0);
  g_assert_cmpstr (quick.err, ==, run.err);
  summary = g_strdup_printf ("%u games, %" G_GUINT64_FORMAT " plies, 0 invalid\n", n, n_plies);
  g_assert_cmpstr (quick.out, ==, summary);
  arb_test_remove_dir (dir);
}

static void
test_first_games (void)
{
  check_games (10000);
}

/* Every game of the book replays: as many games as pgn-extract reads,
 * none invalid. (Their final positions are compared in the quick suite
 * for the first games; all of them would be a gigabyte of JSON.) */
static void
test_every_game (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-real-games-XXXXXX");
  g_autofree char *games = games_file (dir, 0);
  g_autoptr (GPtrArray) expected = pgn_extract_positions (games, dir);
  g_auto (ArbTestCliRun) run = { 0 };
  g_autofree char *summary = NULL;

  /* pgn-extract's count: the games with moves (19 have none). */
  g_assert_cmpuint (expected->len, ==, BOOK_GAMES - 19);
  arb_test_cli_run (&run, NULL, "replay", "-q", games, NULL);
  g_assert_cmpint (run.status, ==, 0);
  summary = g_strdup_printf ("%u games, ", BOOK_GAMES);
  g_assert_true (g_str_has_prefix (run.out, summary));
  g_assert_true (g_str_has_suffix (run.out, " 0 invalid\n"));
  arb_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!arb_test_cli_is_set ())
    return 77;

  g_test_add_func ("/real-games/first-games", test_first_games);
  if (g_test_slow ())
    g_test_add_func ("/real-games/slow/every-game", test_every_game);

  return g_test_run ();
}
