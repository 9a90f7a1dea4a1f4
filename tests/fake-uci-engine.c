/* fake-uci-engine.c — small misbehaving UCI and UGI engines for the match tests
 *
 * `fake-uci-engine MODE [GAME [PROTOCOL]]` speaks just enough UCI or UGI
 * to be refereed, and misbehaves as MODE says, so that tests/test-match.c
 * and tests/test-match-games.c see the referee forfeit each fault:
 *   legal      plays the first legal move (byte order) of every position
 *   illegal    plays a move no game allows ("a1a1" / "1-1")
 *   garbage    answers "go" with bytes that are not UTF-8, then a newline
 *   unreadable answers "bestmove @@@"
 *   silent     never answers "go"
 *   flood      answers "go" with endless "info string" lines, never a bestmove
 *   crash      kills itself with SIGSEGV on its third "go"
 *   exit       exits with status 3 on its second "go"
 *   killed     on its first "go", starts a helper that keeps its standard
 *              output open (and sleeps, in its process group), then kills
 *              itself with SIGKILL: the pipe never ends while the helper
 *              lives
 *   no-uciok   never finishes the handshake
 *   long       answers "go" with a line of 10 MB ("bestmove aaa…")
 *   escape     names itself and answers "go" with terminal escape
 *              sequences (valid UTF-8, but control characters)
 *   options    plays as legal, and declares the game's rule parameters as
 *              options (checkers' regicide)
 *   slow       plays as legal, each move after 400 ms (a flag falls)
 *   twice      plays as legal, each "bestmove" line sent twice
 *   eager      plays as legal, and answers each "position" at once with a
 *              "bestmove" no "go" asked for, of a move no game allows
 *   setsid     plays as legal, and starts a helper that leaves the engine's
 *              process group and session (setsid()) and sleeps for ten
 *              minutes, as a wrapper's `start_new_session=True` child
 *              does; with FAKE_ENGINE_LOG, its pid is logged ("helper PID")
 *   deaf       plays as legal, logs its pid ("pid PID") and, at the end of
 *              its input, sleeps ten minutes rather than exit, as GNU
 *              Chess 6 with --uci does: it ends only when killed
 *   cp:N       plays as legal, after "info depth 1 score cp N"
 *   mate:N     plays as legal, after "info depth 1 score mate N"
 *   play:MOVE  answers every "go" with "bestmove MOVE" (a move the rules
 *              refuse in the position the test sets up)
 * Every mode declares the options UCI_Variant and Hash (which changes
 * nothing). GAME is the game's id (default chess). PROTOCOL is "uci" or "ugi"
 * (default: the game's own, its table's protocol_uci): the engine answers
 * that dialect's handshake only ("uci" … "uciok" or "ugi" … "ugiok"), as
 * an engine that knows one dialect does, so that a referee speaking the
 * other gets no handshake. With FAKE_ENGINE_LOG set, every line received
 * is appended to that file (with FAKE_ENGINE_TIMES set too, after the
 * monotonic time it was read at, and each bestmove sent). It tracks the position through Arbiter's own
 * library, from "position startpos|fen … moves …".
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "arbiter.h"
#include "arb-test-util.h"

int
main (int    argc,
      char **argv)
{
  const char *mode = argc > 1 ? argv[1] : "legal";
  const ArbRules *rules = arb_games_lookup (argc > 2 ? argv[2] : "chess");
  gboolean ugi;
  g_autoptr (ArbGame) game = NULL;
  const char *log_path = g_getenv ("FAKE_ENGINE_LOG");
  /* Each logged line after the monotonic time it was read at, in µs, and
   * each bestmove sent too ("> bestmove …"): build-aux/referee-latency. */
  gboolean times = g_getenv ("FAKE_ENGINE_TIMES") != NULL;
  FILE *log = NULL;
  char line[65536];
  guint n_go = 0;

  if (rules == NULL)
    return 2;
  ugi = argc > 3 ? strcmp (argv[3], "ugi") == 0 : !rules->protocol_uci;
  setvbuf (stdout, NULL, _IOLBF, 0);
  if (log_path != NULL && (log = fopen (log_path, "a")) != NULL)
    setvbuf (log, NULL, _IOLBF, 0);

  if (strcmp (mode, "setsid") == 0)
    {
      pid_t helper = fork ();

      if (helper == 0)
        {
          /* Holds no pipe of the engine's or the referee's: a test reads
           * them to the end. */
          fclose (stdin);
          fclose (stdout);
          fclose (stderr);
          setsid ();
          sleep (600);
          _exit (0);
        }
      if (log != NULL && helper > 0)
        fprintf (log, "helper %d\n", (int) helper);
    }

  if (strcmp (mode, "deaf") == 0 && log != NULL)
    fprintf (log, "pid %d\n", (int) getpid ());

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      line[strcspn (line, "\r\n")] = '\0';
      if (log != NULL && times)
        fprintf (log, "%" G_GINT64_FORMAT " < %s\n", g_get_monotonic_time (), line);
      else if (log != NULL)
        fprintf (log, "%s\n", line);

      if (strcmp (line, ugi ? "ugi" : "uci") == 0)
        {
          if (strcmp (mode, "no-uciok") == 0)
            continue;
          if (strcmp (mode, "escape") == 0)
            printf ("id name Fake \x1b]0;pwned\x07 escape\n");
          else
            printf ("id name Fake %s\nid author Arbiter tests\n", mode);
          printf ("option name UCI_Variant type combo default chess var chess var alquerque\n");
          printf ("option name Hash type spin default 1 min 1 max 64\n");
          for (guint i = 0; strcmp (mode, "options") == 0 && i < rules->n_params; i++)
            if (rules->params[i].rule)
              printf ("option name %s type check default true\n", rules->params[i].name);
          printf ("%s\n", ugi ? "ugiok" : "uciok");
        }
      else if (strcmp (line, "isready") == 0)
        printf ("readyok\n");
      else if (g_str_has_prefix (line, "position "))
        {
          g_clear_object (&game);
          game = arb_test_read_uci_position (rules, line);
          if (strcmp (mode, "eager") == 0)
            printf ("bestmove %s\n", rules->board.kind == ARB_BOARD_GRID ? "a1a1" : "1-1");
        }
      else if (g_str_has_prefix (line, "go"))
        {
          n_go++;
          if (strcmp (mode, "silent") == 0)
            continue;
          /* A debug build that floods its output: the referee stops reading
           * it (and the pipe breaks) or kills it. */
          if (strcmp (mode, "flood") == 0)
            {
              /* EPIPE rather than death by SIGPIPE: the log says how it ended. */
              signal (SIGPIPE, SIG_IGN);
              while (fputs ("info string flooding the referee with lines it must read\n",
                            stdout) >= 0)
                ;
              if (log != NULL)
                fprintf (log, "flood: the referee closed the pipe\n");
              return 0;
            }
          if (strcmp (mode, "crash") == 0 && n_go == 3)
            {
              /* A crash as the system reports it, whatever handler a
               * sanitizer or valgrind installed. */
              signal (SIGSEGV, SIG_DFL);
              raise (SIGSEGV);
            }
          if (strcmp (mode, "exit") == 0 && n_go == 2)
            return 3;
          if (strcmp (mode, "killed") == 0)
            {
              if (fork () == 0)
                {
                  sleep (600);
                  _exit (0);
                }
              raise (SIGKILL);
            }
          if (strcmp (mode, "slow") == 0)
            g_usleep (400 * G_TIME_SPAN_MILLISECOND);
          if (g_str_has_prefix (mode, "cp:") || g_str_has_prefix (mode, "mate:"))
            printf ("info depth 1 score %s %s pv\n", g_str_has_prefix (mode, "cp:") ? "cp" : "mate",
                    strchr (mode, ':') + 1);
          if (strcmp (mode, "garbage") == 0)
            {
              fputs ("bestmove \xff\xfe\xfd\n", stdout);
              continue;
            }
          if (strcmp (mode, "long") == 0)
            {
              fputs ("bestmove ", stdout);
              for (guint i = 0; i < 10 * 1024; i++)
                {
                  static char kib[1024];

                  memset (kib, 'a', sizeof kib);
                  /* The referee may stop reading (and the pipe break). */
                  if (fwrite (kib, 1, sizeof kib, stdout) != sizeof kib)
                    return 0;
                }
              fputs ("\n", stdout);
              continue;
            }
          if (strcmp (mode, "escape") == 0)
            {
              printf ("bestmove \x1b[2J\x1b]0;pwned\x07\n");
              continue;
            }
          if (strcmp (mode, "unreadable") == 0)
            {
              printf ("bestmove @@@\n");
              continue;
            }
          if (strcmp (mode, "illegal") == 0)
            {
              printf ("bestmove %s\n", rules->board.kind == ARB_BOARD_GRID ? "a1a1" : "1-1");
              continue;
            }
          if (g_str_has_prefix (mode, "play:"))
            {
              printf ("bestmove %s\n", mode + strlen ("play:"));
              continue;
            }
          if (game == NULL)
            printf ("bestmove (none)\n");
          else
            {
              g_auto (GStrv) moves = arb_rules_legal_move_texts (rules, arb_game_get_state (game));

              for (guint copies = strcmp (mode, "twice") == 0 ? 2 : 1; copies > 0; copies--)
                printf ("bestmove %s\n", moves != NULL && moves[0] != NULL ? moves[0] : "(none)");
              if (log != NULL && times)
                fprintf (log, "%" G_GINT64_FORMAT " > bestmove\n", g_get_monotonic_time ());
            }
        }
      else if (strcmp (line, "quit") == 0)
        break;
    }
  if (strcmp (mode, "deaf") == 0 && feof (stdin))
    sleep (600);
  if (log != NULL)
    fclose (log);
  return 0;
}
