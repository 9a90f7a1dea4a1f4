/* test-tournament-dir.c — a tournament directory that cannot be fooled:
 * files deleted, emptied or replaced by hand, records forged with valid
 * checks, FIFOs and directories where files should be, leftovers of a
 * kill, books that never end a line; and the line of every game reported
 * even when a kill falls between its commit and its report
 *
 * Expected values are those docs/tournaments.md promises: a refusal (exit
 * status 1, the file and the reason named, nothing printed on standard
 * output, nothing written), or the tournament an uninterrupted run gives.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <sys/stat.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "arb-games.h"
#include "arb-test-util.h"
#include "arb-tournament.h"

/* Two built-in players, two games of Alquerque cut at 10 plies: a
 * tournament of a fraction of a second. */
static const char *const args[] = { "--game", "alquerque", "--max-plies", "10", "arbiter:1",
                                    "arbiter:2", NULL };

static void
run_tournament (ArbTestCliRun     *run,
                const char        *out,
                const char *const *extra)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) "tournament");
  g_ptr_array_add (argv, (gpointer) "--out");
  g_ptr_array_add (argv, (gpointer) out);
  for (guint i = 0; extra != NULL && extra[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) extra[i]);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  arb_test_cli_runv (run, NULL, (const char *const *) argv->pdata);
}

/* A finished tournament in DIR/t; its path. */
static char *
finished_tournament (const char *dir)
{
  char *out = g_build_filename (dir, "t", NULL);
  g_auto (ArbTestCliRun) run = { 0 };

  run_tournament (&run, out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (arb_test_count_occurrences (run.out, "Finished game"), ==, 2);
  return out;
}

static char *
file_in (const char *out,
         const char *name)
{
  return g_build_filename (out, name, NULL);
}

/* Runs the tournament in @out again: refused, @why in its message,
 * nothing on standard output. */
static void
assert_refused (const char *out,
                const char *why)
{
  g_auto (ArbTestCliRun) run = { 0 };

  run_tournament (&run, out, NULL);
  g_assert_cmpint (run.status, ==, 1);
  arb_test_assert_contains (run.err, why);
  g_assert_cmpstr (run.out, ==, "");
}

/* A journal line as the referee writes it: PAYLOAD, a tab, the first 16
 * hex digits of the payload's SHA-256 (docs/tournaments.md), worked out
 * here with GLib's checksum rather than the referee's code. */
static void
append_record (GString    *journal,
               const char *payload)
{
  g_autofree char *sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, payload, -1);

  g_string_append_printf (journal, "%s\t%.16s\n", payload, sum);
}

/* The payload of the journal's `done N` line, without its check. */
static char *
done_payload (const char *out,
              guint       number)
{
  g_autofree char *journal = file_in (out, "journal");
  g_autofree char *text = arb_test_read_file (journal, NULL);
  g_autofree char *prefix = g_strdup_printf ("done %u ", number);
  const char *line = strstr (text, prefix);

  g_assert_nonnull (line);
  return g_strndup (line, strcspn (line, "\t"));
}

/* ------------------------------------------------------------ files gone */

/* A journal deleted or emptied beside a games file with games in it:
 * refused, the games file untouched (it was cut to nothing and both
 * games played again). */
static void
test_journal_gone (void)
{
  for (guint emptied = 0; emptied < 2; emptied++)
    {
      g_autofree char *dir = arb_test_make_dir ("arb-tournament-dir-XXXXXX");
      g_autofree char *out = finished_tournament (dir);
      g_autofree char *journal = file_in (out, "journal");
      g_autofree char *games = file_in (out, "games.pgn");
      g_autofree char *before = arb_test_read_file (games, NULL);
      g_autofree char *after = NULL;

      if (emptied)
        g_assert_true (g_file_set_contents (journal, "", 0, NULL));
      else
        g_assert_cmpint (g_unlink (journal), ==, 0);
      assert_refused (out, "games the journal does not know");
      after = arb_test_read_file (games, NULL);
      g_assert_cmpstr (after, ==, before);
      arb_test_remove_dir (dir);
    }
}

/* Settings deleted beside a journal: refused, not written anew (a resume
 * with other players would count one player's games for another). */
static void
test_settings_gone (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-dir-XXXXXX");
  g_autofree char *out = finished_tournament (dir);
  g_autofree char *settings = file_in (out, "settings");

  g_assert_cmpint (g_unlink (settings), ==, 0);
  assert_refused (out, "settings: missing, but");
  g_assert_false (g_file_test (settings, G_FILE_TEST_EXISTS));
  arb_test_remove_dir (dir);
}

/* A settings line damaged into bytes a terminal would act on: quoted in
 * the refusal, not echoed. */
static void
test_garbage_settings (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-dir-XXXXXX");
  g_autofree char *out = finished_tournament (dir);
  g_autofree char *settings = file_in (out, "settings");
  g_autofree char *text = arb_test_read_file (settings, NULL);
  char *rounds = strstr (text, "\nrounds=1\n");
  g_autoptr (GString) damaged = g_string_new (NULL);
  g_auto (ArbTestCliRun) run = { 0 };

  g_assert_nonnull (rounds);
  g_string_append_len (damaged, text, rounds - text);
  g_string_append (damaged, "\nrounds=\033[2J\377\n");
  g_string_append (damaged, rounds + strlen ("\nrounds=1\n"));
  g_assert_true (g_file_set_contents (settings, damaged->str, (gssize) damaged->len, NULL));
  run_tournament (&run, out, NULL);
  g_assert_cmpint (run.status, ==, 1);
  arb_test_assert_contains (run.err, "rounds is '\\x1b[2J\\xff' there, '1' on this command line");
  g_assert_null (strchr (run.err, '\033'));
  arb_test_remove_dir (dir);
}

/* ------------------------------------------------------------ records */

/* The journal replaced by @records (each checked as the referee checks),
 * the games file emptied: what a hand that knows the checksum can do. */
static void
forge_journal (const char        *out,
               const char *const *records)
{
  g_autofree char *journal = file_in (out, "journal");
  g_autofree char *games = file_in (out, "games.pgn");
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; records[i] != NULL; i++)
    append_record (text, records[i]);
  g_assert_true (g_file_set_contents (journal, text->str, (gssize) text->len, NULL));
  g_assert_true (g_file_set_contents (games, "", 0, NULL));
}

/* @done with its result (the third field) replaced by @result. */
static char *
with_result (const char *done,
             const char *result)
{
  g_auto (GStrv) fields = g_strsplit (done, " ", -1);

  g_free (fields[2]);
  fields[2] = g_strdup (result);
  return g_strjoinv (" ", fields);
}

/* Records whose check matches but that do not fit: a game finished that
 * never began, a result that is no result, a result that is not its
 * game's, a text that is no game, restarts that are not two counts. */
static void
test_forged_records (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-dir-XXXXXX");
  g_autofree char *out = finished_tournament (dir);
  g_autofree char *done = done_payload (out, 1);
  g_auto (GStrv) fields = g_strsplit (done, " ", -1);
  const char *other = g_str_equal (fields[2], "1-0") ? "0-1" : "1-0";
  g_autofree char *wrong = with_result (done, other);
  g_autofree char *two_zero = with_result (done, "2-0");
  g_autofree char *star = with_result (done, "*");
  g_autofree char *cut = g_strndup (done, strlen (done) - 40);
  g_autofree char *restarted = g_strconcat (done, " 3,1", NULL);
  static const char *const bad_restarts[] = { "3", "3,x", "1,2,3", "-1,0", "3,1 4" };

  /* The record as it was is accepted: the forging itself is sound. */
  forge_journal (out, (const char *const[]) { "begin 1", done, NULL });
  {
    g_auto (ArbTestCliRun) run = { 0 };

    run_tournament (&run, out, NULL);
    g_assert_cmpint (run.status, ==, 0);
    arb_test_assert_contains (run.out, "Finished game 1 ");
    arb_test_assert_contains (run.out, "Finished game 2 ");
  }

  forge_journal (out, (const char *const[]) { done, NULL });
  assert_refused (out, "journal:1: the record does not fit the journal before it");
  forge_journal (out, (const char *const[]) { "begin 1", two_zero, NULL });
  assert_refused (out, "journal:2: the record does not fit the journal before it");
  forge_journal (out, (const char *const[]) { "begin 1", star, NULL });
  assert_refused (out, "journal:2: the record does not fit the journal before it");
  forge_journal (out, (const char *const[]) { "begin 1", wrong, NULL });
  assert_refused (out, "the record of game 1 does not fit the game it closes (its result is "
                       "not its game's)");
  forge_journal (out, (const char *const[]) { "begin 1", cut, NULL });
  assert_refused (out, "the record of game 1 does not fit the game it closes");

  /* The restarts a record may end with: two counts, by side, summed in
   * "Restarts:" whichever run played the game. */
  forge_journal (out, (const char *const[]) { "begin 1", restarted, NULL });
  {
    g_auto (ArbTestCliRun) run = { 0 };

    run_tournament (&run, out, NULL);
    g_assert_cmpint (run.status, ==, 0);
    arb_test_assert_contains (run.out, "\nRestarts: ");
    arb_test_assert_contains (run.out, " 3, ");
    arb_test_assert_contains (run.out, " 1\n");
  }
  for (guint i = 0; i < G_N_ELEMENTS (bad_restarts); i++)
    {
      g_autofree char *bad = g_strconcat (done, " ", bad_restarts[i], NULL);

      forge_journal (out, (const char *const[]) { "begin 1", bad, NULL });
      assert_refused (out, "journal:2: the record does not fit the journal before it");
    }
  arb_test_remove_dir (dir);
}

/* A committed game changed in the games file (the same length, so that
 * the journal's offsets still hold): its players are not its record's. */
static void
test_games_file_edited (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-dir-XXXXXX");
  g_autofree char *out = finished_tournament (dir);
  g_autofree char *games = file_in (out, "games.pgn");
  g_autofree char *text = arb_test_read_file (games, NULL);
  char *name = strstr (text, "(level 1)");

  g_assert_nonnull (name);
  name[7] = '7';
  g_assert_true (g_file_set_contents (games, text, -1, NULL));
  assert_refused (out, "its players are not its game's");
  arb_test_remove_dir (dir);
}

/* ------------------------------------------------------------ not files */

/* A FIFO where the journal or the settings should be (reading it would
 * wait for a writer forever), a directory where the games file should
 * be: refused before anything is opened. */
static void
test_not_regular (void)
{
  static const struct
  {
    const char *name;
    gboolean    fifo;
    const char *why;
  } cases[] = {
    { "journal", TRUE, "journal: not a regular file (a FIFO)" },
    { "settings", TRUE, "settings: not a regular file (a FIFO)" },
    { "games.pgn", FALSE, "games.pgn: not a regular file (a directory)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *dir = arb_test_make_dir ("arb-tournament-dir-XXXXXX");
      g_autofree char *out = finished_tournament (dir);
      g_autofree char *path = file_in (out, cases[i].name);

      g_assert_cmpint (g_unlink (path), ==, 0);
      if (cases[i].fifo)
        g_assert_cmpint (mkfifo (path, 0644), ==, 0);
      else
        g_assert_cmpint (g_mkdir (path, 0755), ==, 0);
      assert_refused (out, cases[i].why);
      arb_test_remove_dir (dir);
    }
}

/* What a kill leaves of the settings' write (its temporary file,
 * `.settings.arbiter.XXXXXX`) is removed once the directory is open; the
 * user's own files beside it are not, even named like a temporary file of
 * another writer's (`settings.backup`, a copy of the settings). */
static void
test_leftover_settings (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-dir-XXXXXX");
  g_autofree char *out = finished_tournament (dir);
  g_autofree char *leftover = file_in (out, ".settings.arbiter.Ab12Cd");
  g_autofree char *settings = file_in (out, "settings");
  g_autofree char *text = arb_test_read_file (settings, NULL);
  const char *const kept_names[] = { ".settings.arbiter.Ab12Cd.keep", "settings.backup",
                                     "settings.orig01" };
  g_auto (ArbTestCliRun) run = { 0 };

  g_assert_true (g_file_set_contents (leftover, "game=", -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (kept_names); i++)
    {
      g_autofree char *kept = file_in (out, kept_names[i]);

      g_assert_true (g_file_set_contents (kept, text, -1, NULL));
    }
  run_tournament (&run, out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_false (g_file_test (leftover, G_FILE_TEST_EXISTS));
  for (guint i = 0; i < G_N_ELEMENTS (kept_names); i++)
    {
      g_autofree char *kept = file_in (out, kept_names[i]);

      g_assert_true (g_file_test (kept, G_FILE_TEST_EXISTS));
    }
  arb_test_remove_dir (dir);
}

/* ------------------------------------------------------------ books */

/* A tournament with the book @book (in standard chess when @standard, in
 * the founding game otherwise): refused, @why in its message, nothing made. */
static void
assert_book_refused (const char *out,
                     const char *book,
                     gboolean    standard,
                     const char *why)
{
  g_auto (ArbTestCliRun) run = { 0 };
  const char *founding[] = { "tournament", "--out", out, "--openings", book, "arbiter:1",
                             "arbiter:2", NULL };
  const char *chess[] = { "tournament", "--out", out, "--openings", book, "--param",
                          "variant=standard", "--movetime", "10", "arbiter:1", "arbiter:2",
                          NULL };

  arb_test_cli_runv (&run, NULL, standard ? chess : founding);
  g_assert_cmpint (run.status, ==, 1);
  arb_test_assert_contains (run.err, why);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

/* A book that never ends a line, a NUL byte, a line longer than any
 * position, positions past the game's limits: refused, the line named,
 * before anything is played. */
static void
test_bad_books (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-dir-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  g_autofree char *book = g_build_filename (dir, "book.epd", NULL);
  g_autofree char *long_line = g_strnfill (5000, 'p');
  g_autofree char *long_book = g_strconcat ("# a comment\n", long_line, "\n", NULL);
  static const char start[] = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ";
  g_autofree char *nul_book = g_strdup_printf ("%s0 1\n%s0 1", start, start);
  g_autofree char *over = g_strdup_printf ("%s0 1\n%s150 80\n", start, start);
  g_autofree char *huge = g_strdup_printf ("%s0 1\n\n%s1000001 1\n", start, start);

  assert_book_refused (out, "/dev/zero", FALSE, "/dev/zero:1: a NUL byte");
  g_assert_true (g_file_set_contents (book, long_book, -1, NULL));
  assert_book_refused (out, book, FALSE, "book.epd:2: longer than 4096 bytes");
  /* The NUL byte ends the first position's text where what comes before
   * it is a position (without the fullmove number): without the check,
   * the line would be read as that. */
  nul_book[strlen (start) + 1] = '\0';
  g_assert_true (g_file_set_contents (book, nul_book, (gssize) (2 * strlen (start) + 7), NULL));
  assert_book_refused (out, book, TRUE, "book.epd:1: a NUL byte");
  /* 150 plies without a capture or a pawn move: the 75-move rule has
   * ended the game before it starts. */
  g_assert_true (g_file_set_contents (book, over, -1, NULL));
  assert_book_refused (out, book, TRUE, "book.epd:2: the game is over in this position");
  g_assert_true (g_file_set_contents (book, huge, -1, NULL));
  assert_book_refused (out, book, TRUE, "book.epd:3: FEN field 5: halfmove clock 1000001 is "
                                        "too large");
  arb_test_remove_dir (dir);
}

/* ------------------------------------------------------------ reports */

static ArbMatchPlayer *
new_builtin (guint     index,
             guint64   seed,
             gpointer  data,
             GError  **error)
{
  return arb_match_player_new_builtin (data, index + 1, seed, error);
}

typedef struct
{
  ArbTournamentDir *dir;
  guint             n_reported;
} Reports;

/* A game is reported after it is in the games file and before the
 * journal says so: a kill between the two has resume append and report
 * it again, so that no committed game goes unreported (41 lines were
 * missing over 254 kills when the report came after the commit). */
static void
on_game (const ArbTournamentRecord *record,
         gpointer                   data)
{
  Reports *reports = data;

  g_assert_cmpuint (arb_tournament_dir_next_commit (reports->dir), ==, record->number);
  reports->n_reported++;
}

static void
test_reported_before_commit (void)
{
  g_autofree char *dir = arb_test_make_dir ("arb-tournament-dir-XXXXXX");
  g_autofree char *out = g_build_filename (dir, "t", NULL);
  const ArbRules *rules = arb_games_lookup ("alquerque");
  ArbTournamentOptions options = { 0 };
  g_autoptr (ArbTournamentDir) tdir = NULL;
  g_autoptr (GError) error = NULL;
  Reports reports = { NULL, 0 };

  options.rules = rules;
  options.schedule.format = ARB_TOURNAMENT_ROUND_ROBIN;
  options.schedule.n_players = 2;
  options.schedule.rounds = 2;
  options.schedule.games_per_encounter = 2;
  options.movetime = 50;
  options.max_plies = 10;
  options.concurrency = 1;
  options.new_player = new_builtin;
  options.player_data = (gpointer) rules;
  tdir = arb_tournament_dir_open (out, "game=alquerque\n", "games.pgn", 4, 0, 1, &error);
  g_assert_no_error (error);
  reports.dir = tdir;
  g_assert_true (arb_tournament_check_records (&options, tdir, &error));
  g_assert_true (arb_tournament_run (&options, tdir, on_game, &reports, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (reports.n_reported, ==, 4);
  g_assert_cmpuint (arb_tournament_dir_next_commit (tdir), ==, 0);
  arb_test_remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!arb_test_cli_is_set ())
    return 77;

  g_test_add_func ("/tournament-dir/journal-gone", test_journal_gone);
  g_test_add_func ("/tournament-dir/settings-gone", test_settings_gone);
  g_test_add_func ("/tournament-dir/garbage-settings", test_garbage_settings);
  g_test_add_func ("/tournament-dir/forged-records", test_forged_records);
  g_test_add_func ("/tournament-dir/games-file-edited", test_games_file_edited);
  g_test_add_func ("/tournament-dir/not-regular", test_not_regular);
  g_test_add_func ("/tournament-dir/leftover-settings", test_leftover_settings);
  g_test_add_func ("/tournament-dir/bad-books", test_bad_books);
  g_test_add_func ("/tournament-dir/reported-before-commit", test_reported_before_commit);
  return g_test_run ();
}
