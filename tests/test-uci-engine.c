/* test-uci-engine.c — an engine's process as the referee drives it, against
 * engines that misbehave on purpose (fake-uci-engine.c)
 *
 * src/match/arb-uci-engine.c: the referee reads an engine's lines up to a
 * deadline and stops it. An engine that floods its output always has more
 * for the referee to read; the deadline must hold all the same, and
 * stopping it must not wait for an engine that never reads "quit".
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <glib/gstdio.h>

#include "arb-uci-engine.h"

static char *
fake (const char *mode)
{
  const char *program = g_getenv ("FAKE_ENGINE");

  g_assert_nonnull (program);
  return g_strdup_printf ("%s %s", program, mode);
}

/* Started, through its handshake, and told to think. */
static ArbUciEngine *
start_thinking (const char *mode)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *command = fake (mode);
  ArbUciEngine *engine = arb_uci_engine_start (command, &error);

  g_assert_no_error (error);
  g_assert_true (arb_uci_engine_send (engine, "uci", &error));
  g_assert_true (arb_uci_engine_wait_for (engine, "uciok",
                                          g_get_monotonic_time () + 10 * G_TIME_SPAN_SECOND,
                                          NULL, &error));
  g_assert_no_error (error);
  g_assert_true (arb_uci_engine_send (engine, "position startpos", &error));
  g_assert_true (arb_uci_engine_send (engine, "go movetime 10", &error));
  return engine;
}

/* Run in a child: the test fails if the child does not end (a referee
 * that reads a flooding engine for as long as it writes). */
static void
flood_past_deadline (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbUciEngine) engine = start_thinking ("flood");
  gint64 deadline;

  /* Its lines fill the pipe before the deadline passes. */
  g_usleep (200 * G_TIME_SPAN_MILLISECOND);
  deadline = g_get_monotonic_time ();
  g_assert_false (arb_uci_engine_wait_for (engine, "bestmove", deadline, NULL, &error));
  g_assert_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_TIMEOUT);
}

/* A deadline that has passed reads no more: the lines already read are
 * given (at most a chunk), then the timeout. */
static void
test_flood_deadline (void)
{
  if (g_test_subprocess ())
    {
      flood_past_deadline ();
      return;
    }
  /* Generous: the child ends in milliseconds once the deadline holds
   * (under valgrind, in a second or two). */
  g_test_trap_subprocess (NULL, 60 * G_TIME_SPAN_SECOND, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* A line read before the deadline passed is still given after it. */
static void
test_line_before_deadline (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ArbUciEngine) engine = start_thinking ("legal");
  g_autofree char *line = NULL;

  g_assert_true (arb_uci_engine_send (engine, "isready", &error));
  /* Both answers wait in the pipe, and one read takes them. */
  g_usleep (200 * G_TIME_SPAN_MILLISECOND);
  g_assert_true (arb_uci_engine_wait_for (engine, "bestmove",
                                          g_get_monotonic_time () + 10 * G_TIME_SPAN_SECOND,
                                          &line, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (line, "bestmove "));
  g_assert_true (arb_uci_engine_wait_for (engine, "readyok", g_get_monotonic_time () - 1,
                                          NULL, &error));
  g_assert_no_error (error);
  /* And nothing more is read. */
  g_assert_null (arb_uci_engine_read_line (engine, g_get_monotonic_time () - 1, &error));
  g_assert_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_TIMEOUT);
}

/* Stopping a flooding engine, which never reads "quit", does not wait for
 * it: the referee closes the pipe it writes to, and it ends by itself
 * (a referee that waited for its grace ends it by a signal: no log line). */
static void
test_flood_stop (void)
{
  g_autofree char *dir = g_dir_make_tmp ("arb-uci-engine-XXXXXX", NULL);
  g_autofree char *log_path = g_build_filename (dir, "engine.log", NULL);
  g_autofree char *log = NULL;
  ArbUciEngine *engine;

  g_setenv ("FAKE_ENGINE_LOG", log_path, TRUE);
  engine = start_thinking ("flood");
  g_unsetenv ("FAKE_ENGINE_LOG");
  g_usleep (100 * G_TIME_SPAN_MILLISECOND);
  arb_uci_engine_free (engine);

  g_assert_true (g_file_get_contents (log_path, &log, NULL, NULL));
  g_assert_nonnull (strstr (log, "flood: the referee closed the pipe\n"));
  g_assert_cmpint (g_unlink (log_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uci-engine/flood-deadline", test_flood_deadline);
  g_test_add_func ("/uci-engine/line-before-deadline", test_line_before_deadline);
  g_test_add_func ("/uci-engine/flood-stop", test_flood_stop);

  return g_test_run ();
}
