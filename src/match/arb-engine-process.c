/* arb-engine-process.c — the processes of the referee's engines: each in
 * a process group of its own, registered while it runs so that a signal
 * handler can end them all, killed with the referee, and the helpers they
 * leave behind ended (arb-uci-engine.c drives the engines themselves)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-engine-process-private.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <time.h>
#include <unistd.h>

#include "arb-uci-engine.h"

/* The process groups of the engines running, for arb_uci_engine_kill_all():
 * a signal handler reads them, so they are plain slots (0: free) rather
 * than a GLib container. A match runs two engines at a time, a tournament
 * two a game it plays at once (at most 32 games). */
#define MAX_GROUPS 64
static volatile sig_atomic_t running_groups[MAX_GROUPS];

/* Held while an engine is spawned and registered, and while orphans are
 * ended: a child of the referee that is no registered engine is then
 * surely an orphan, never an engine still being started by another thread. */
static GMutex spawn_lock;

/**
 * _arb_engine_child_setup:
 * @data: the referee's pid (GINT_TO_POINTER)
 *
 * In the child, before exec: a process group of its own; and (Linux) a
 * SIGKILL when the thread that started it ends, which is when the
 * referee's process does (a tournament's workers outlive every engine
 * they start). A referee killed with SIGKILL has no time to stop its
 * engines, and an engine that does not end at the end of its input (GNU
 * Chess 6 with --uci) would otherwise play on alone, forever. A referee
 * gone before the child asked for the signal is seen from the child's new
 * parent: it exits at once. Async-signal-safe.
 */
void
_arb_engine_child_setup (gpointer data)
{
  setpgid (0, 0);
#ifdef __linux__
  prctl (PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
  if (getppid () != (pid_t) GPOINTER_TO_INT (data))
    _exit (127);
#endif
}

/**
 * _arb_engine_lock_spawn:
 *
 * Taken while an engine is spawned and registered; given back with
 * _arb_engine_unlock_spawn().
 */
void
_arb_engine_lock_spawn (void)
{
  g_mutex_lock (&spawn_lock);
}

void
_arb_engine_unlock_spawn (void)
{
  g_mutex_unlock (&spawn_lock);
}

/**
 * _arb_engine_register_group:
 * @group: an engine's process group
 *
 * Engines start in several threads at once (a tournament's games): a slot
 * is taken with an atomic compare-and-swap, never by two of them.
 *
 * Returns: its slot, for _arb_engine_unregister_group(); -1: none free
 */
int
_arb_engine_register_group (pid_t group)
{
  G_STATIC_ASSERT (sizeof (sig_atomic_t) == sizeof (gint));

  for (int i = 0; i < MAX_GROUPS; i++)
    if (g_atomic_int_compare_and_exchange ((gint *) &running_groups[i], 0, group))
      return i;
  return -1;
}

void
_arb_engine_unregister_group (int slot)
{
  if (slot >= 0)
    g_atomic_int_set ((gint *) &running_groups[slot], 0);
}

/**
 * _arb_engine_reap_group:
 * @group: an engine's process group
 *
 * Reaps the members of @group that are the referee's children (when it is
 * their subreaper). Only once the engine itself is reaped: GLib's child
 * watch reaps it, not this.
 *
 * Returns: TRUE when the group has no process left
 */
gboolean
_arb_engine_reap_group (pid_t group)
{
  while (waitpid (-group, NULL, WNOHANG) > 0)
    ;
  return kill (-group, 0) != 0 && errno == ESRCH;
}

/* Whether @pid is the process of an engine still running (its group's id). */
static gboolean
is_running_engine (pid_t pid)
{
  for (int i = 0; i < MAX_GROUPS; i++)
    if (g_atomic_int_get ((gint *) &running_groups[i]) == pid)
      return TRUE;
  return FALSE;
}

/* The parent of process @pid, from /proc/PID/stat (its fourth field, after
 * the command name in parentheses, which may itself hold spaces and ')');
 * 0 when it cannot be read. */
static pid_t
parent_of (const char *pid)
{
  g_autofree char *path = g_build_filename ("/proc", pid, "stat", NULL);
  g_autofree char *stat = NULL;
  const char *after_name;
  char state;
  int ppid;

  if (!g_file_get_contents (path, &stat, NULL, NULL))
    return 0;
  after_name = strrchr (stat, ')');
  if (after_name == NULL || sscanf (after_name + 1, " %c %d", &state, &ppid) != 2)
    return 0;
  return (pid_t) ppid;
}

/**
 * _arb_engine_end_orphans:
 *
 * Ends the descendants of engines that left their engine's group (a helper
 * that called setsid(): a Python `Popen(…, start_new_session=True)`) and
 * outlived it. The referee is their subreaper (arbiter-cli makes itself
 * one), so they became its children when their parent died: every child
 * of the referee that is no running engine is one of them. Each is killed
 * with its own group and reaped; their children, orphaned in turn, are
 * found in the next round. Linux only; nothing without a subreaper. */
void
_arb_engine_end_orphans (void)
{
#ifdef __linux__
  int subreaper = 0;
  pid_t self = getpid ();

  if (prctl (PR_GET_CHILD_SUBREAPER, &subreaper, 0, 0, 0) != 0 || !subreaper)
    return;
  g_mutex_lock (&spawn_lock);
  for (int round = 0; round < 16; round++)
    {
      g_autoptr (GDir) proc = g_dir_open ("/proc", 0, NULL);
      gboolean found = FALSE;
      const char *name;

      while (proc != NULL && (name = g_dir_read_name (proc)) != NULL)
        {
          pid_t pid;

          if (!g_ascii_isdigit (name[0]) || parent_of (name) != self)
            continue;
          pid = (pid_t) g_ascii_strtoll (name, NULL, 10);
          if (pid <= 0 || is_running_engine (pid))
            continue;
          kill (-pid, SIGKILL);  /* its own group, when it leads one */
          kill (pid, SIGKILL);
          waitpid (pid, NULL, 0);
          found = TRUE;
        }
      if (!found)
        break;
    }
  g_mutex_unlock (&spawn_lock);
#endif
}

/**
 * arb_uci_engine_kill_all:
 *
 * Ends the process groups of every engine running: SIGTERM, then SIGKILL
 * to what is left after half a second. Async-signal-safe: for a handler of
 * SIGINT or SIGTERM, before the referee dies (nothing is reaped: the
 * referee's end hands the processes to init).
 */
void
arb_uci_engine_kill_all (void)
{
  const struct timespec tick = { 0, 10 * 1000 * 1000 };
  int saved_errno = errno;

  for (int i = 0; i < MAX_GROUPS; i++)
    if (running_groups[i] > 0)
      kill (-(pid_t) running_groups[i], SIGTERM);
  for (int round = 0; round < 50; round++)
    {
      gboolean any = FALSE;

      for (int i = 0; i < MAX_GROUPS; i++)
        if (running_groups[i] > 0 && kill (-(pid_t) running_groups[i], 0) == 0)
          any = TRUE;
      if (!any)
        break;
      nanosleep (&tick, NULL);
    }
  for (int i = 0; i < MAX_GROUPS; i++)
    if (running_groups[i] > 0)
      kill (-(pid_t) running_groups[i], SIGKILL);
  errno = saved_errno;
}
