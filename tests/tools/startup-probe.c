/* startup-probe.c — how long a desktop program takes to show its first frame
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: startup-probe COMMAND [ARG…]
 *
 * Starts COMMAND on the X display in $DISPLAY and watches the server itself,
 * so nothing polls and nothing is rounded:
 *   map    — time from exec until a top-level window whose _NET_WM_PID is
 *            the program's is mapped;
 *   frame  — time until the program's first frame lands in that window
 *            (the first XDamage report after which the window holds more
 *            than the flat background the server paints when it maps it);
 * then, two seconds after that frame, reads the program's memory (VmRSS and
 * Pss) and ends it with SIGTERM. Prints one line:
 *   map_ms frame_ms rss_kb pss_kb frames
 * where frames is how many frames the program drew in those two seconds,
 * the first one included (1 for a program that settles at once).
 * Exits 1 if the program exits or shows nothing within 60 seconds.
 *
 * `xdotool search --sync` polls every half second, so timings taken with it
 * are all multiples of 500 ms; this tool is what build-aux/compare-startup
 * uses instead. It uses plain Xlib so that it measures the same thing for any
 * toolkit.
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>

#define TIMEOUT_MS 60000
#define SETTLE_MS 2000

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* The _NET_WM_PID of @window, or 0 when it has none. */
static unsigned long
window_pid (Display *display, Window window, Atom net_wm_pid)
{
  Atom type;
  int format;
  unsigned long n_items, bytes_after, pid = 0;
  unsigned char *data = NULL;

  if (XGetWindowProperty (display, window, net_wm_pid, 0, 1, False, XA_CARDINAL,
                          &type, &format, &n_items, &bytes_after, &data) == Success
      && data != NULL && type == XA_CARDINAL && format == 32 && n_items == 1)
    pid = *(unsigned long *) data;
  if (data != NULL)
    XFree (data);
  return pid;
}

/* Whether @window shows more than one colour. */
static int
window_has_content (Display *display, Window window)
{
  XWindowAttributes attributes;
  XImage *image;
  int has_content = 0;

  if (!XGetWindowAttributes (display, window, &attributes))
    return 0;
  image = XGetImage (display, window, 0, 0, attributes.width, attributes.height,
                     AllPlanes, ZPixmap);
  if (image == NULL)
    return 0;
  for (int y = 0; y < image->height && !has_content; y++)
    for (int x = 0; x < image->width && !has_content; x++)
      has_content = XGetPixel (image, x, y) != XGetPixel (image, 0, 0);
  XDestroyImage (image);
  return has_content;
}

/* The first number on the line of /proc/PID/@file that starts with @key. */
static long
proc_kb (pid_t pid, const char *file, const char *key)
{
  char path[64], line[256];
  long kb = -1;
  FILE *f;

  snprintf (path, sizeof path, "/proc/%d/%s", (int) pid, file);
  f = fopen (path, "r");
  if (f == NULL)
    return -1;
  while (fgets (line, sizeof line, f) != NULL)
    if (strncmp (line, key, strlen (key)) == 0)
      {
        kb = strtol (line + strlen (key), NULL, 10);
        break;
      }
  fclose (f);
  return kb;
}

/* An X error about a window that vanished before we looked at it is normal
 * (programs create and destroy helper windows); nothing else happens here. */
static int
ignore_x_error (Display *display, XErrorEvent *event)
{
  (void) display;
  (void) event;
  return 0;
}

/* The next X event into @event, waiting at most until @until (ms on
 * now_ms()'s clock) and never more than 100 ms, so that the caller can
 * look at the program now and then. FALSE when none came. */
static int
next_event (Display *display,
            double   until,
            XEvent  *event)
{
  if (XPending (display) == 0)
    {
      struct pollfd pfd = { ConnectionNumber (display), POLLIN, 0 };
      double left = until - now_ms ();

      if (left <= 0 || poll (&pfd, 1, left < 100 ? (int) left + 1 : 100) <= 0
          || XPending (display) == 0)
        return 0;
    }
  XNextEvent (display, event);
  return 1;
}

/* The first damage report for @window in @event, cleared so that the next
 * drawing is reported too. */
static int
take_damage (Display *display,
             int      damage_event,
             XEvent  *event,
             Window   window)
{
  XDamageNotifyEvent *damage = (XDamageNotifyEvent *) event;

  if (event->type != damage_event + XDamageNotify || window == None || damage->drawable != window)
    return 0;
  XDamageSubtract (display, damage->damage, None, None);
  return 1;
}

static void
stop_child (pid_t pid)
{
  kill (pid, SIGTERM);
  waitpid (pid, NULL, 0);
}

int
main (int argc, char **argv)
{
  Display *display;
  Window root, shown = None;
  Atom net_wm_pid;
  int damage_event, damage_error, status, n_frames = 1;
  double t0, t_map = -1, t_frame = -1;
  pid_t pid;

  if (argc < 2 || argv[1][0] == '-')
    {
      fprintf (stderr, "Usage: startup-probe COMMAND [ARG…]\n");
      return 2;
    }
  display = XOpenDisplay (NULL);
  if (display == NULL)
    {
      fprintf (stderr, "startup-probe: cannot open the X display '%s'\n",
               getenv ("DISPLAY") ? getenv ("DISPLAY") : "");
      return 2;
    }
  if (!XDamageQueryExtension (display, &damage_event, &damage_error))
    {
      fprintf (stderr, "startup-probe: the X server has no DAMAGE extension\n");
      return 2;
    }
  XSetErrorHandler (ignore_x_error);
  root = DefaultRootWindow (display);
  net_wm_pid = XInternAtom (display, "_NET_WM_PID", False);
  XSelectInput (display, root, SubstructureNotifyMask);
  XSync (display, False);

  t0 = now_ms ();
  pid = fork ();
  if (pid < 0)
    {
      perror ("startup-probe: fork");
      return 2;
    }
  if (pid == 0)
    {
      close (ConnectionNumber (display));
      execvp (argv[1], argv + 1);
      fprintf (stderr, "startup-probe: cannot run %s: %s\n", argv[1], strerror (errno));
      _exit (127);
    }

  while (t_frame < 0)
    {
      XEvent event;

      if (waitpid (pid, &status, WNOHANG) == pid)
        {
          fprintf (stderr, "startup-probe: %s exited before showing a frame\n", argv[1]);
          return 1;
        }
      if (now_ms () - t0 >= TIMEOUT_MS)
        {
          fprintf (stderr, "startup-probe: %s showed no frame in %d s\n", argv[1],
                   TIMEOUT_MS / 1000);
          stop_child (pid);
          return 1;
        }
      if (!next_event (display, t0 + TIMEOUT_MS, &event))
        continue;

      if (event.type == CreateNotify && event.xcreatewindow.parent == root)
        {
          /* Watch every new top-level window for drawing from the start, so
           * that no frame can land before we listen. The Damage object lives
           * as long as the window. */
          XDamageCreate (display, event.xcreatewindow.window, XDamageReportNonEmpty);
        }
      else if (event.type == MapNotify && event.xmap.event == root && shown == None
               && window_pid (display, event.xmap.window, net_wm_pid) == (unsigned long) pid)
        {
          t_map = now_ms () - t0;
          shown = event.xmap.window;
        }
      else if (take_damage (display, damage_event, &event, shown))
        {
          double t = now_ms () - t0;

          /* Mapping makes the server paint the window's background, which
           * is reported as damage too: the first frame is the first
           * damage that leaves more than one colour in the window. */
          if (window_has_content (display, shown))
            t_frame = t;
        }
    }

  /* Count the frames drawn while the program settles: a program at rest
   * draws nothing, so anything more than the first frame is work that
   * startup left over (a damage report more than a few milliseconds after
   * the previous one starts a new frame). */
  for (double last = t_frame, until = t0 + t_frame + SETTLE_MS; now_ms () < until;)
    {
      XEvent event;

      if (next_event (display, until, &event) && take_damage (display, damage_event, &event, shown))
        {
          double t = now_ms () - t0;

          if (t - last > 5)
            n_frames++;
          last = t;
        }
    }
  printf ("%.0f %.0f %ld %ld %d\n", t_map, t_frame,
          proc_kb (pid, "status", "VmRSS:"), proc_kb (pid, "smaps_rollup", "Pss:"), n_frames);
  stop_child (pid);
  XCloseDisplay (display);
  return 0;
}
