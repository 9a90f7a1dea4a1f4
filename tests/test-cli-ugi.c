/* test-cli-ugi.c — `arbiter-cli ugi`, Arbiter's engine over UGI, in every game
 *
 * The engine is run as a process with a script on its standard input, as
 * docs/protocol.md describes the dialect: the handshake and the game's
 * options, `position` with moves, `go` by depth, time, clocks and nodes
 * (each answered by one legal `bestmove`), `query` on positions of the
 * specs whose result the specs give, bad input answered by `info string`
 * lines, and `quit`. The expected values are the specs': the games' own
 * parameters and their finished positions (those of the other CLI tests).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "arb-test-util.h"

static const struct
{
  const char *game;
  const char *options[4];   /* the game's parameters as options: its spec's defaults */
  const char *moves;        /* legal moves from the start */
  const char *p1turn_after; /* whose turn after them */
  const char *over;         /* a finished position of the spec… */
  const char *over_result;  /* …its result… */
  const char *over_p1turn;  /* …and whose turn it is there */
} games[] = {
  /* rules.md: a side without its King has lost; White is p1. */
  { "chess", { NULL }, "e2e4 e7e5", "true", "8/8/8/8/8/8/8/4K3 b - - 0 1", "p1win", "false" },
  /* alquerque.md §6: a side without pieces has lost. */
  { "alquerque", { NULL }, "17-13", "false", "...../...../...../..w../..... w 5", "p1win", "true" },
  /* checkers.md: Black (p1) moves first; White without a move has lost. */
  { "checkers", { "option name regicide type check default true", NULL }, "11-15", "false",
    "W:W5:B1,9", "p1win", "false" },
  /* congkak.md §2, §3.5, §9.4: seven pits of four seeds, no extra turns;
   * the example position of §9.4 is Player 2's win. */
  { "congkak", { "option name pits type spin default 7 min 1 max ",
                 "option name seeds type spin default 4 min 1 max ",
                 "option name first type combo default coin var coin var 1 var 2", NULL },
    "3", "false", "0,0,0/1,2,0/3/4 1", "p2win", "true" },
};

/* Runs `arbiter-cli ugi --game GAME` on @script. */
static void
run_ugi (ArbTestCliRun *run,
         const char    *game,
         const char    *script)
{
  arb_test_cli_run (run, script, "ugi", "--game", game, NULL);
  g_assert_cmpint (run->status, ==, 0);
  g_assert_null (strstr (run->err, "arbiter-cli"));
}

/* The words after "response " of each such line of @out, in order, joined
 * by spaces. */
static char *
responses (const char *out)
{
  g_auto (GStrv) lines = arb_test_split_lines (out);
  g_autoptr (GString) words = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "response "))
      g_string_append_printf (words, "%s%s", words->len > 0 ? " " : "",
                              lines[i] + strlen ("response "));
  return g_strdup (words->str);
}

/* The one "bestmove" of @out, which must be a legal move of @game after
 * @moves (in the library's own list). */
static void
assert_one_legal_bestmove (const char *out,
                           const char *game,
                           const char *moves)
{
  const ArbRules *rules = arb_games_lookup (game);
  g_autofree char *position = g_strdup_printf ("position startpos%s%s", *moves != '\0' ? " moves " : "",
                                               moves);
  g_autoptr (ArbGame) after = arb_test_read_uci_position (rules, position);
  g_auto (GStrv) legal = arb_rules_legal_move_texts (rules, arb_game_get_state (after));
  const char *line = strstr (out, "bestmove ");
  g_autofree char *move = NULL;

  g_assert_nonnull (line);
  g_assert_cmpuint (arb_test_count_occurrences (out, "bestmove "), ==, 1);
  move = g_strndup (line + strlen ("bestmove "), strcspn (line + strlen ("bestmove "), "\n"));
  g_assert_true (g_strv_contains ((const char *const *) legal, move));
}

/* ugi … ugiok: the name, the Level, the variant, the game's parameters. */
static void
test_handshake (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_auto (ArbTestCliRun) run = { 0 };
      g_autofree char *variant = g_strdup_printf ("option name UCI_Variant type combo default %s ",
                                                  games[g].game);

      g_test_message ("%s", games[g].game);
      run_ugi (&run, games[g].game, "ugi\nisready\nquit\n");
      g_assert_true (g_str_has_prefix (run.out, "id name Arbiter "));
      arb_test_assert_contains (run.out, "\nid author The Arbiter authors\n");
      arb_test_assert_contains (run.out, "\noption name Level type spin default ");
      arb_test_assert_contains (run.out, variant);
      for (guint o = 0; games[g].options[o] != NULL; o++)
        arb_test_assert_contains (run.out, games[g].options[o]);
      /* A seed is no option: no position needs it. */
      g_assert_null (strstr (run.out, "coin-seed"));
      g_assert_true (g_str_has_suffix (run.out, "\nugiok\nreadyok\n"));
      /* The other dialect's words are unknown. */
      g_assert_null (strstr (run.out, "uciok"));
    }
}

/* position startpos|fen … moves …, and query of each. */
static void
test_query (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_auto (ArbTestCliRun) run = { 0 };
      g_autofree char *script = g_strdup_printf ("ugi\nuginewgame\nposition startpos\n"
                                                 "query p1turn\nquery gameover\nquery result\n"
                                                 "position startpos moves %s\nquery p1turn\n"
                                                 "query gameover\n"
                                                 "position fen %s\nquery gameover\n"
                                                 "query result\nquery p1turn\nquit\n",
                                                 games[g].moves, games[g].over);
      g_autofree char *expected = g_strdup_printf ("true false none %s false true %s %s",
                                                   games[g].p1turn_after, games[g].over_result,
                                                   games[g].over_p1turn);
      g_autofree char *got = NULL;

      g_test_message ("%s", games[g].game);
      run_ugi (&run, games[g].game, script);
      got = responses (run.out);
      g_assert_cmpstr (got, ==, expected);
      g_assert_null (strstr (run.out, "info string"));
    }
}

/* A draw the referee would claim at once ends the game for `query`: chess
 * after the Knights went out and back twice (threefold repetition), and
 * Alquerque's drawn position (no moves, alquerque.md §6). */
static void
test_query_draw (void)
{
  g_auto (ArbTestCliRun) chess = { 0 };
  g_auto (ArbTestCliRun) alquerque = { 0 };
  g_autofree char *chess_got = NULL;
  g_autofree char *alquerque_got = NULL;

  run_ugi (&chess, "chess", "ugi\nposition startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 "
                            "f3g1 f6g8\nquery gameover\nquery result\nquit\n");
  chess_got = responses (chess.out);
  g_assert_cmpstr (chess_got, ==, "true draw");
  run_ugi (&alquerque, "alquerque", "ugi\nposition fen bb..w/.b.../bb.../..b../..b.. w 17\n"
                                    "query gameover\nquery result\nquit\n");
  alquerque_got = responses (alquerque.out);
  g_assert_cmpstr (alquerque_got, ==, "true draw");
}

/* Each way to say how long to think: one legal bestmove each (a `go`
 * stops the search before it, whose deepest completed depth answers; the
 * end of the input lets the last one finish). One engine per game, all the
 * ways in a row: each process costs much under valgrind. */
static void
test_go (void)
{
  static const char *const gos[] = {
    "go depth 1",
    "go movetime 50",
    "go p1time 1000 p2time 1000 p1inc 10 p2inc 10",
    "go p1time 500 p2time 500 movestogo 5",
    "go nodes 200",
  };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_auto (ArbTestCliRun) run = { 0 };
      g_autoptr (GString) script = g_string_new ("ugi\n");
      g_auto (GStrv) lines = NULL;
      guint n = 0;

      g_test_message ("%s", games[g].game);
      for (guint i = 0; i < G_N_ELEMENTS (gos); i++)
        g_string_append_printf (script, "position startpos moves %s\n%s\n", games[g].moves,
                                gos[i]);
      run_ugi (&run, games[g].game, script->str);
      lines = arb_test_split_lines (run.out);
      for (guint i = 0; lines[i] != NULL; i++)
        if (g_str_has_prefix (lines[i], "bestmove "))
          {
            g_autofree char *one = g_strconcat (lines[i], "\n", NULL);

            assert_one_legal_bestmove (one, games[g].game, games[g].moves);
            n++;
          }
      g_assert_cmpuint (n, ==, G_N_ELEMENTS (gos));
    }
}

/* `go infinite` ends with `stop` (a bestmove) or `quit` (none needed). */
static void
test_stop (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_auto (ArbTestCliRun) run = { 0 };
      g_auto (ArbTestCliRun) quit = { 0 };
      g_autofree char *script = g_strdup_printf ("ugi\nposition startpos moves %s\n"
                                                 "go infinite\nstop\nquit\n", games[g].moves);

      run_ugi (&run, games[g].game, script);
      assert_one_legal_bestmove (run.out, games[g].game, games[g].moves);
      run_ugi (&quit, games[g].game, "ugi\nposition startpos\ngo infinite\nquit\n");
    }
}

/* Bad input: an `info string` line each, and the engine goes on. */
static void
test_bad_input (void)
{
  static const struct
  {
    const char *command;
    const char *answer;
  } cases[] = {
    { "position fen nonsense", "info string bad position: " },
    { "position startpos moves zz9", "info string illegal move 'zz9': " },
    { "position bogus", "info string position takes startpos or fen" },
    { "setoption name Level value 99", "info string Level takes 1 to " },
    { "setoption name Level", "info string Level takes 1 to " },
    { "setoption name Nope value 1", "info string unknown option 'Nope'" },
    { "setoption name UCI_Variant value go", "info string unknown variant 'go'" },
    { "query", "info string unknown query ''" },
    { "query \x1b[2J", "info string unknown query '\\x1b[2J'" },
    { "uci", "info string unknown command 'uci'" },
    { "ucinewgame", "info string unknown command 'ucinewgame'" },
  };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_auto (ArbTestCliRun) run = { 0 };
      g_autoptr (GString) script = g_string_new ("ugi\n");
      g_autofree char *last = NULL;

      g_test_message ("%s", games[g].game);
      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        g_string_append_printf (script, "%s\n", cases[i].command);
      g_string_append (script, "position startpos\ngo depth x\n");
      run_ugi (&run, games[g].game, script->str);
      /* Each answered, in order, one line each. */
      g_assert_cmpuint (arb_test_count_occurrences (run.out, "info string"), ==,
                        G_N_ELEMENTS (cases));
      last = g_strdup (run.out);
      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        {
          const char *at = strstr (last, cases[i].answer);
          char *rest;

          g_assert_nonnull (at);
          rest = g_strdup (at + strlen (cases[i].answer));
          g_free (last);
          last = rest;
        }
      /* It still plays: `go depth x` is depth 1. */
      assert_one_legal_bestmove (run.out, games[g].game, "");
    }
}

/* The game's parameters as options: checkers' rule, Congkak's board (the
 * start `position startpos` means), a value that makes no game. */
static void
test_game_options (void)
{
  g_auto (ArbTestCliRun) checkers = { 0 };
  g_auto (ArbTestCliRun) congkak = { 0 };
  g_auto (ArbTestCliRun) too_big = { 0 };

  run_ugi (&checkers, "checkers", "ugi\nsetoption name regicide value false\n"
                                  "setoption name REGICIDE value maybe\nquit\n");
  /* Only the bad value is answered. */
  g_assert_cmpuint (arb_test_count_occurrences (checkers.out, "info string"), ==, 1);
  arb_test_assert_contains (checkers.out, "info string ");
  arb_test_assert_contains (checkers.out, "maybe");

  /* Three pits a side: Player 1's moves are 1, 2 and 3. */
  run_ugi (&congkak, "congkak", "ugi\nsetoption name pits value 3\nsetoption name first "
                                "value 1\nposition startpos\nquery p1turn\ngo depth 2\n");
  g_assert_null (strstr (congkak.out, "info string"));
  arb_test_assert_contains (congkak.out, "response true\n");
  g_assert_true (strstr (congkak.out, "bestmove 1\n") != NULL
                 || strstr (congkak.out, "bestmove 2\n") != NULL
                 || strstr (congkak.out, "bestmove 3\n") != NULL);

  /* congkak.md §12: pits × seeds is at most 999. */
  run_ugi (&too_big, "congkak", "ugi\nsetoption name pits value 500\n"
                                "setoption name seeds value 2\nquit\n");
  g_assert_cmpuint (arb_test_count_occurrences (too_big.out, "info string"), ==, 1);
  arb_test_assert_contains (too_big.out, "999");
}

/* Arbiter's own UCI engine in Chess960, as cutechess and fastchess drive
 * one: it declares UCI_Chess960, and with it set reads Shredder-FEN and
 * writes castling as the King onto its Rook. The position, set by hand:
 * White's King b1 and Rook a1 behind its pawns; Black's King d8 between its
 * own Rooks, pawns on c7 and e7. Castling (King to c1, Rook to d1) mates at
 * once, and no other move does: the Rook cannot reach d1 but by castling. */
static void
test_uci_chess960 (void)
{
  static const char position[] = "position fen 2rkr3/2p1p3/8/8/8/8/PPP5/RK6 w A - 0 1\n";
  g_autofree char *mate = g_strconcat ("uci\nsetoption name UCI_Chess960 value true\n",
                                       position, "go depth 3\nquit\n", NULL);
  g_autofree char *unset = g_strconcat ("uci\nsetoption name UCI_Chess960 value true\n"
                                        "setoption name UCI_Chess960 value false\n",
                                        position, "quit\n", NULL);
  g_auto (ArbTestCliRun) hello = { 0 };
  g_auto (ArbTestCliRun) castle = { 0 };
  g_auto (ArbTestCliRun) off = { 0 };

  arb_test_cli_run (&hello, "uci\nquit\n", "uci", "--param", "variant=standard", NULL);
  g_assert_cmpint (hello.status, ==, 0);
  arb_test_assert_contains (hello.out, "option name UCI_Chess960 type check default false\n");

  arb_test_cli_run (&castle, mate, "uci", "--param", "variant=standard", NULL);
  g_assert_cmpint (castle.status, ==, 0);
  g_assert_null (strstr (castle.out, "info string"));
  arb_test_assert_contains (castle.out, "bestmove b1a1\n");

  /* Set false again: standard chess, where a King on b1 has no right. */
  arb_test_cli_run (&off, unset, "uci", "--param", "variant=standard", NULL);
  arb_test_assert_contains (off.out, "info string bad position");
}

/* A round-robin of Arbiter's own UGI engine at levels 1, 2 and 3 (three
 * command lines told apart by --level) in every game: six games, each
 * played to its end or to --max-plies, none forfeited, the three named
 * in the standings, whose points add up to the games. Under memcheck,
 * Alquerque only (arb_test_run_case()), the quickest: twelve engines a
 * tournament there. */
static void
test_tournament_of_levels (void)
{
  static const struct { const char *game; const char *file; const char *plies; } cases[] = {
    { "alquerque", "games.pgn", "200" },
    { "chess", "games.pgn", "16" },
    { "checkers", "games.pdn", "200" },
    { "congkak", "games.congkak", "200" },
  };
  g_autofree char *cli = g_shell_quote (arb_test_cli_path ());

  /* A level the game does not have is a usage error (congkak.md §11 and
   * the Expert level: 1 to 4). */
  {
    g_auto (ArbTestCliRun) bad = { 0 };

    arb_test_cli_run (&bad, NULL, "ugi", "--game", "congkak", "--level", "5", NULL);
    g_assert_cmpint (bad.status, ==, 2);
    arb_test_assert_contains (bad.err, "congkak has levels 1 to 4, not 5");
    g_assert_cmpstr (bad.out, ==, "");
  }

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *dir = NULL, *out = NULL, *path = NULL, *text = NULL;
      char *players[3];
      g_auto (ArbTestCliRun) run = { 0 };
      double points = 0;

      if (!arb_test_run_case (i, G_N_ELEMENTS (cases)))
        continue;
      g_test_message ("%s", cases[i].game);
      dir = arb_test_make_dir ("arb-ugi-XXXXXX");
      out = g_build_filename (dir, "t", NULL);
      path = g_build_filename (out, cases[i].file, NULL);
      for (guint l = 0; l < 3; l++)
        players[l] = g_strdup_printf ("%s ugi --game %s --level %u", cli, cases[i].game, l + 1);
      arb_test_cli_run (&run, NULL, "tournament", "--game", cases[i].game, "--protocol", "ugi",
                        "--out", out, "--max-plies", cases[i].plies, "--movetime", "60000",
                        players[0], players[1], players[2], NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpuint (arb_test_count_occurrences (run.out, "Finished game "), ==, 6);
      text = arb_test_read_file (path, NULL);
      for (guint l = 0; l < 3; l++)
        {
          g_autofree char *name = g_strdup_printf (" (level %u)", l + 1);
          const char *row = strstr (strstr (run.out, "Rank  Player"), name);
          guint w, lo, d;

          arb_test_assert_contains (text, name);
          /* "Arbiter 0.1.0 (level N)   P   4  W-L-D …" */
          g_assert_nonnull (row);
          row += strlen (name);
          {
            double p;
            guint n_games;

            g_assert_cmpint (sscanf (row, " %lf %u %u-%u-%u", &p, &n_games, &w, &lo, &d), ==, 5);
            g_assert_cmpuint (n_games, ==, 4);
            g_assert_cmpuint (w + lo + d, ==, 4);
            g_assert_cmpfloat (p, ==, w + d / 2.0);
            points += p;
          }
          g_free (players[l]);
        }
      g_assert_cmpfloat (points, ==, 6);
      /* Played, not forfeited: no engine broke a rule or went silent. */
      g_assert_null (strstr (text, "forfeit"));
      g_assert_null (strstr (text, "infraction"));
      g_assert_null (strstr (text, "abandoned"));
      arb_test_remove_dir (dir);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  if (arb_test_cli_path () == NULL)
    {
      g_printerr ("run through meson test: ARBITER_CLI names the program\n");
      return 1;
    }
  g_test_add_func ("/cli-ugi/handshake", test_handshake);
  g_test_add_func ("/cli-ugi/query", test_query);
  g_test_add_func ("/cli-ugi/query-draw", test_query_draw);
  g_test_add_func ("/cli-ugi/go", test_go);
  g_test_add_func ("/cli-ugi/stop", test_stop);
  g_test_add_func ("/cli-ugi/bad-input", test_bad_input);
  g_test_add_func ("/cli-ugi/game-options", test_game_options);
  g_test_add_func ("/cli-ugi/uci-chess960", test_uci_chess960);
  g_test_add_func ("/cli-ugi/tournament-of-levels", test_tournament_of_levels);
  return g_test_run ();
}
