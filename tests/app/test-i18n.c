/* test-i18n.c — the desktop app speaks French from the build tree; the CLI
 * stays English
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The real `arbiter` is started the way build-aux/run-app starts it: its
 * catalogues are not installed, ARBITER_LOCALEDIR names build/po, and
 * LANGUAGE=fr asks for French under the C.UTF-8 locale (glibc ignores
 * LANGUAGE when the messages locale is C or POSIX; C.UTF-8 counts as
 * neither and is always there, so no French locale has to be generated).
 * The window's title, read from the X server with xdotool, is then
 * "Échecs — Arbiter", and without LANGUAGE the same start says
 * "Chess — Arbiter": the French comes from the catalogue. The message the
 * program prints without a display is French too, and arbiter-cli, whose
 * messages are a contract, stays English in the same environment.
 *
 * ARB_BUILD_LOCALEDIR (build/po), ARBITER_APP and ARBITER_CLI are set by
 * tests/app/meson.build. */

#include <gio/gio.h>
#include <string.h>

#include "arb-test-util.h"

/* The longest the app may take to show its window under a loaded CI
 * machine or valgrind. */
#define APP_TIMEOUT_MS 120000

/* ------------------------------------------------------------ helpers */

/* GSubprocess forgets the process id once the process is reaped. */
static gboolean
subprocess_done (gpointer data)
{
  return g_subprocess_get_identifier (data) == NULL;
}

/* A launcher whose children ask for @language (NULL: none) the way
 * build-aux/run-app does, from the build tree's catalogues. The test's own
 * locale variables are dropped, so that a developer's LANG or LC_ALL does
 * not change the outcome. */
static GSubprocessLauncher *
new_launcher (GSubprocessFlags flags,
              const char      *language)
{
  GSubprocessLauncher *launcher = g_subprocess_launcher_new (flags);

  g_subprocess_launcher_unsetenv (launcher, "LC_ALL");
  g_subprocess_launcher_unsetenv (launcher, "LC_MESSAGES");
  g_subprocess_launcher_setenv (launcher, "LANG", "C.UTF-8", TRUE);
  if (language != NULL)
    g_subprocess_launcher_setenv (launcher, "LANGUAGE", language, TRUE);
  else
    g_subprocess_launcher_unsetenv (launcher, "LANGUAGE");
  g_subprocess_launcher_setenv (launcher, "ARBITER_LOCALEDIR", ARB_BUILD_LOCALEDIR, TRUE);

  /* G_TEST_OPTION_ISOLATE_DIRS gives this process its own folders but
   * leaves them out of the environment: hand them on, so that the app
   * starts without an autosave and keeps its files to this test. */
  g_subprocess_launcher_setenv (launcher, "HOME", g_get_home_dir (), TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", g_get_user_data_dir (), TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", g_get_user_config_dir (), TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CACHE_HOME", g_get_user_cache_dir (), TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_STATE_HOME", g_get_user_state_dir (), TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_RUNTIME_DIR", g_get_user_runtime_dir (), TRUE);
  return launcher;
}

/* Runs xdotool with @args; its standard output, or NULL when it failed
 * (no such window yet). */
static char *
xdotool (const char *const *args)
{
  g_autofree char *out = NULL;
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) args, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    return NULL;
  return g_strchomp (g_steal_pointer (&out));
}

/* The app's process and, once it is shown, its window. */
typedef struct
{
  GSubprocess *process;
  guint        xid;
  char        *title;
} AppRun;

/* Finds the visible window of the process (GTK sets _NET_WM_PID) and reads
 * its title once the app has named the game in it. */
static gboolean
app_window_titled (gpointer data)
{
  AppRun *run = data;
  const char *pid = g_subprocess_get_identifier (run->process);
  g_autofree char *found = NULL;
  g_autofree char *id = NULL;
  g_autofree char *title = NULL;

  if (pid == NULL)
    return TRUE; /* the app has exited: nothing more to wait for */

  {
    const char *search[] = { "xdotool", "search", "--onlyvisible", "--pid", pid, NULL };

    found = xdotool (search);
  }
  if (found == NULL || *found == '\0')
    return FALSE;

  run->xid = (guint) g_ascii_strtoull (found, NULL, 10);
  id = g_strdup_printf ("%u", run->xid);
  {
    const char *get_name[] = { "xdotool", "getwindowname", id, NULL };

    title = xdotool (get_name);
  }
  if (title == NULL || !g_str_has_suffix (title, "Arbiter"))
    return FALSE;

  g_free (run->title);
  run->title = g_steal_pointer (&title);
  return TRUE;
}

/* Starts `arbiter` asking for @language, waits for its window, quits it
 * with Ctrl+Q and returns the window's title. */
static char *
app_window_title (const char *language)
{
  const char *program = g_getenv ("ARBITER_APP");
  g_autofree char *xdotool_path = g_find_program_in_path ("xdotool");
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GError) error = NULL;
  AppRun run = { NULL, 0, NULL };
  g_autofree char *id = NULL;

  /* build-aux/install-deps installs xdotool, and meson sets ARBITER_APP:
   * without them this test cannot see the window, and fails. */
  g_assert_nonnull (program);
  g_assert_nonnull (xdotool_path);

  launcher = new_launcher (G_SUBPROCESS_FLAGS_NONE, language);
  run.process = g_subprocess_launcher_spawn (launcher, &error, program, NULL);
  g_assert_no_error (error);

  if (!arb_test_wait_until (app_window_titled, &run, APP_TIMEOUT_MS))
    {
      g_test_message ("no window titled “… Arbiter” within %d s", APP_TIMEOUT_MS / 1000);
      g_subprocess_force_exit (run.process);
    }
  g_assert_nonnull (run.title);
  g_assert_nonnull (g_subprocess_get_identifier (run.process));

  id = g_strdup_printf ("%u", run.xid);
  {
    const char *focus[] = { "xdotool", "windowfocus", "--sync", id, NULL };
    const char *quit[] = { "xdotool", "key", "--clearmodifiers", "ctrl+q", NULL };
    g_autofree char *focused = xdotool (focus);
    g_autofree char *pressed = xdotool (quit);

    g_assert_nonnull (focused);
    g_assert_nonnull (pressed);
  }
  g_assert_true (arb_test_wait_until (subprocess_done, run.process, APP_TIMEOUT_MS));
  g_assert_true (g_subprocess_get_if_exited (run.process));
  g_assert_cmpint (g_subprocess_get_exit_status (run.process), ==, 0);

  g_object_unref (run.process);
  return run.title;
}

/* -------------------------------------------------------------- tests */

/* LANGUAGE=fr: the window's title names the game in French. */
static void
test_window_french (void)
{
  g_autofree char *title = app_window_title ("fr");

  g_assert_cmpstr (title, ==, "Échecs — Arbiter");
}

/* The same start without LANGUAGE: English, so the French above is the
 * catalogue's and not a default. */
static void
test_window_english (void)
{
  g_autofree char *title = app_window_title (NULL);

  g_assert_cmpstr (title, ==, "Chess — Arbiter");
}

/* Without a display the program says so before GTK starts: in French too. */
static void
test_no_display_french (void)
{
  const char *program = g_getenv ("ARBITER_APP");
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;

  g_assert_nonnull (program);
  launcher = new_launcher (G_SUBPROCESS_FLAGS_STDERR_PIPE | G_SUBPROCESS_FLAGS_STDOUT_SILENCE,
                           "fr");
  g_subprocess_launcher_unsetenv (launcher, "DISPLAY");
  g_subprocess_launcher_unsetenv (launcher, "WAYLAND_DISPLAY");
  g_subprocess_launcher_unsetenv (launcher, "GDK_BACKEND");
  process = g_subprocess_launcher_spawn (launcher, &error, program, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 1);
  /* French puts a no-break space (U+00A0) before “:” and “?”. */
  g_assert_cmpstr (err, ==,
                   "arbiter\u00a0: impossible d’ouvrir un affichage\u00a0: DISPLAY ou "
                   "WAYLAND_DISPLAY est-il défini\u00a0? Pour jouer dans un terminal\u00a0: "
                   "`arbiter-cli play`.\n");
}

/* arbiter-cli never calls setlocale(): with the French catalogue at hand
 * and LANGUAGE=fr, its errors are still the documented English ones. */
static void
test_cli_stays_english (void)
{
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;

  launcher = new_launcher (G_SUBPROCESS_FLAGS_STDERR_PIPE | G_SUBPROCESS_FLAGS_STDOUT_SILENCE,
                           "fr");
  process = g_subprocess_launcher_spawn (launcher, &error, ARBITER_CLI,
                                         "moves", "--fen", "8/8 w - - 0 1", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 1);
  g_assert_cmpstr (err, ==, "arbiter-cli: FEN field 1: 2 ranks, expected 8\n");
}

/* -------------------------------------------------------------- main */

int
main (int    argc,
      char **argv)
{
  /* Each test gets its own XDG folders, which new_launcher() hands to the
   * app: no autosave from an earlier run, so every start shows a new chess
   * game. */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/arb/app/i18n/window/french", test_window_french);
  g_test_add_func ("/arb/app/i18n/window/english", test_window_english);
  g_test_add_func ("/arb/app/i18n/no-display/french", test_no_display_french);
  g_test_add_func ("/arb/app/i18n/cli/english", test_cli_stays_english);

  return g_test_run ();
}
