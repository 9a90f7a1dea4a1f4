/* arb-uci-engine.c — an external UCI engine, as the match referee drives it
 *
 * Both dialects (UCI and UGI, src/match/arb-protocol.h) are read the same
 * way here: lines, "id name", "option name", a first word awaited; the
 * words that differ are the caller's.
 *
 * The engine is a child process (GSubprocess) with pipes on its standard
 * input and output; its standard error is left to the terminal. It runs in
 * a process group of its own (setpgid() before exec), so that whatever it
 * starts (a helper, a `sleep 1000 &` of a script) ends with it: stopping
 * the engine sends SIGTERM to the whole group, then SIGKILL to what is
 * left after a grace, and reaps the engine (and the group's other members
 * too, when the referee is their subreaper, as `arbiter-cli match` makes
 * itself); what left the group (a helper that called setsid()) and was
 * handed to the referee is ended and reaped then too; an engine dies with
 * the referee, even by SIGKILL (arb-engine-process.c).
 * arb_uci_engine_kill_all() does the same, from a signal handler,
 * for every engine running when the referee is interrupted.
 *
 * Every read has a deadline: the referee must never hang on an engine that
 * stays silent, so a read polls the pipe until then, and the engine's
 * process beside it (a pidfd), so that an engine that died while a helper
 * of its holds the pipe is seen at once. A line is read in bounded chunks: one
 * longer than LINE_MAX_BYTES, or that is not UTF-8, is a protocol error,
 * quoted (a bounded, escaped prefix) but never echoed raw.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-uci-engine.h"

#include <errno.h>
#include <gio/gunixinputstream.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

#include "arb-engine-process-private.h"
#include "arb-match.h"

/* How long a quitting engine gets before its group is sent SIGTERM, and
 * how long the group then gets before SIGKILL. */
#define QUIT_GRACE_US (500 * G_TIME_SPAN_MILLISECOND)
#define TERM_GRACE_US (500 * G_TIME_SPAN_MILLISECOND)

/* A line longer than this is not UCI: the engine is writing garbage. */
#define LINE_MAX_BYTES 65536

/* How much of an engine's bad line an error quotes, and of its name. */
#define QUOTE_MAX_BYTES 40
#define NAME_MAX_BYTES  200

/* Each read from the pipe. */
#define CHUNK_BYTES 4096

/* Without a pidfd, how often a silent engine's process is looked at. */
#define POLL_SLICE_MS 20


G_DEFINE_QUARK (arb-uci-error-quark, arb_uci_error)

struct _ArbUciEngine
{
  GSubprocess      *process;
  pid_t             group;     /* its process group: its own pid */
  int               slot;      /* its registration (arb-engine-process.c), or -1 */
  GOutputStream    *input;     /* the engine's standard input */
  GInputStream     *output;    /* its standard output */
  GByteArray       *pending;   /* read from @output, not yet returned */
  int               fd;        /* @output's file descriptor */
  int               pidfd;     /* becomes readable when the process ends; -1: none */
  char             *program;   /* argv[0]'s base name */
  char             *name;      /* "id name", or @program */
  GPtrArray        *options;   /* the names of its "option name …" lines */
  gboolean          stopped;
};

/* ------------------------------------------------------------ reading */

/* Says how the engine ended, once it has. */
static void
set_exited_error (ArbUciEngine *self,
                  GError      **error)
{
  /* It closed its output; give it a moment to finish exiting. */
  gint64 deadline = g_get_monotonic_time () + QUIT_GRACE_US;

  while (g_subprocess_get_identifier (self->process) != NULL
         && g_get_monotonic_time () < deadline)
    g_usleep (5000);
  if (g_subprocess_get_identifier (self->process) == NULL)
    {
      if (g_subprocess_get_if_signaled (self->process))
        {
          int sig = g_subprocess_get_term_sig (self->process);

          g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_EXITED,
                       "%s was killed by signal %d (%s)", self->program, sig, g_strsignal (sig));
          return;
        }
      g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_EXITED,
                   "%s exited with status %d", self->program,
                   g_subprocess_get_exit_status (self->process));
      return;
    }
  g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_EXITED,
               "%s closed its output", self->program);
}

static gssize
set_timeout_error (ArbUciEngine *self,
                   GError      **error)
{
  g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_TIMEOUT, "%s did not answer in time",
               self->program);
  return -1;
}

/* What is left in the pipe of an engine that has ended, without waiting
 * (a helper of its may hold the pipe open): into @pending at @old_len,
 * the number of bytes; 0 when nothing is (its end is reported as how it
 * ended: set_exited_error()); -1 with @error. */
static gssize
drain_exited (ArbUciEngine *self,
              guint         old_len,
              GError      **error)
{
  GError *local_error = NULL;
  gssize n;

  if (!G_IS_POLLABLE_INPUT_STREAM (self->output))
    return 0;
  n = g_pollable_input_stream_read_nonblocking (G_POLLABLE_INPUT_STREAM (self->output),
                                                self->pending->data + old_len, CHUNK_BYTES,
                                                NULL, &local_error);
  if (n >= 0)
    return n;
  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
    {
      g_error_free (local_error);
      return 0;
    }
  g_propagate_prefixed_error (error, local_error, "%s: ", self->program);
  return -1;
}

/* A file descriptor that becomes readable when process @pid ends (Linux
 * 5.3 and later), or -1. */
static int
open_pidfd (pid_t pid)
{
#ifdef SYS_pidfd_open
  return (int) syscall (SYS_pidfd_open, pid, 0);
#else
  return -1;
#endif
}

/* Whether the engine's process has ended: its pidfd says so, or, without
 * one, GLib has reaped it. */
static gboolean
process_ended (ArbUciEngine *self)
{
  struct pollfd pfd = { self->pidfd, POLLIN, 0 };

  if (self->pidfd < 0)
    return g_subprocess_get_identifier (self->process) == NULL;
  return poll (&pfd, 1, 0) > 0;
}

/* Appends what the engine writes next (at most CHUNK_BYTES) to @pending:
 * the number of bytes, 0 at the end of its output or once its process has
 * ended with nothing left to read, -1 with @error set
 * (%ARB_UCI_ERROR_TIMEOUT past @deadline). Nothing is read once @deadline
 * has passed: an engine that floods its output always has more to read,
 * and would otherwise be read for as long as it writes (what was read
 * before is still returned line by line, at most one chunk). The
 * process is watched beside the pipe: an engine killed while a helper of
 * its holds the pipe is reported at once (within POLL_SLICE_MS without a
 * pidfd), not at the deadline. */
static gssize
read_chunk (ArbUciEngine *self,
            gint64        deadline,
            GError      **error)
{
  guint old_len = self->pending->len;

  for (;;)
    {
      gint64 left = deadline - g_get_monotonic_time ();
      struct pollfd fds[2] = { { self->fd, POLLIN, 0 }, { self->pidfd, POLLIN, 0 } };
      int wait_ms;
      int ready;
      gssize n;

      if (left <= 0)
        return set_timeout_error (self, error);
      /* Rounded up: woken before the deadline, the loop waits again. */
      wait_ms = (int) MIN ((left + 999) / 1000, G_MAXINT);
      if (self->pidfd < 0)
        wait_ms = MIN (wait_ms, POLL_SLICE_MS);
      ready = poll (fds, self->pidfd >= 0 ? 2 : 1, wait_ms);
      if (ready < 0 && errno == EINTR)
        continue;
      if (ready < 0)
        {
          int saved = errno;

          g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_EXITED, "%s: %s", self->program,
                       g_strerror (saved));
          return -1;
        }
      if (fds[0].revents != 0)
        {
          g_byte_array_set_size (self->pending, old_len + CHUNK_BYTES);
          n = read (self->fd, self->pending->data + old_len, CHUNK_BYTES);
          if (n < 0 && (errno == EINTR || errno == EAGAIN))
            {
              g_byte_array_set_size (self->pending, old_len);
              continue;
            }
          if (n < 0)
            {
              int saved = errno;

              g_byte_array_set_size (self->pending, old_len);
              g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_EXITED, "%s: %s", self->program,
                           g_strerror (saved));
              return -1;
            }
          g_byte_array_set_size (self->pending, old_len + n);
          return n;
        }
      if (process_ended (self))
        {
          g_byte_array_set_size (self->pending, old_len + CHUNK_BYTES);
          n = drain_exited (self, old_len, error);
          g_byte_array_set_size (self->pending, old_len + MAX (n, 0));
          return n;
        }
    }
}

/* The line of @len bytes at the start of @pending, without its end of
 * line, taken out of @pending; %NULL with a protocol error when it is not
 * UTF-8 (or holds a NUL byte). */
static char *
take_line (ArbUciEngine *self,
           gsize         len,
           GError      **error)
{
  gsize end = len;
  char *line;

  /* UCI allows a carriage return before the newline. */
  if (end > 0 && self->pending->data[end - 1] == '\r')
    end--;
  if (!g_utf8_validate_len ((const char *) self->pending->data, end, NULL))
    {
      g_autofree char *quote = arb_match_quote ((const char *) self->pending->data, end,
                                                QUOTE_MAX_BYTES);

      g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_PROTOCOL,
                   "%s sent a line that is not UTF-8 text: “%s”", self->program, quote);
      g_byte_array_remove_range (self->pending, 0, MIN (len + 1, self->pending->len));
      return NULL;
    }
  line = g_strndup ((const char *) self->pending->data, end);
  g_byte_array_remove_range (self->pending, 0, MIN (len + 1, self->pending->len));
  return line;
}

/**
 * arb_uci_engine_read_line:
 * @self: an engine
 * @deadline: g_get_monotonic_time() by which the line must have come
 * @error: %ARB_UCI_ERROR_TIMEOUT, %ARB_UCI_ERROR_EXITED,
 *   %ARB_UCI_ERROR_PROTOCOL (a line that is not UTF-8 or longer than 64 KiB),
 *   or an I/O error
 *
 * Returns: (transfer full) (nullable): the engine's next line, without its
 *   end of line, or %NULL with @error set.
 */
char *
arb_uci_engine_read_line (ArbUciEngine *self,
                          gint64        deadline,
                          GError      **error)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->stopped)
    {
      g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_EXITED, "%s was stopped", self->program);
      return NULL;
    }

  for (gsize scanned = 0;;)
    {
      /* An empty array may have no data at all: memchr() needs some. */
      const guint8 *newline = self->pending->len > scanned
                              ? memchr (self->pending->data + scanned, '\n',
                                        self->pending->len - scanned)
                              : NULL;
      gssize n;

      if (newline != NULL && (gsize) (newline - self->pending->data) <= LINE_MAX_BYTES)
        return take_line (self, newline - self->pending->data, error);
      if (newline != NULL || self->pending->len > LINE_MAX_BYTES)
        {
          /* Said at once, without waiting for the rest of the line. */
          g_autofree char *quote = arb_match_quote ((const char *) self->pending->data,
                                                    self->pending->len, QUOTE_MAX_BYTES);

          g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_PROTOCOL,
                       "%s sent a line of more than %d bytes: “%s”", self->program,
                       LINE_MAX_BYTES, quote);
          return NULL;
        }
      scanned = self->pending->len;
      n = read_chunk (self, deadline, error);
      if (n < 0)
        return NULL;
      if (n == 0)
        {
          /* The end of its output: what is left of a last line is lost. */
          set_exited_error (self, error);
          return NULL;
        }
    }
}

/**
 * arb_uci_engine_wait_for:
 * @self: an engine
 * @word: the first word awaited ("uciok", "ugiok", "bestmove")
 * @deadline: g_get_monotonic_time() by which it must have come
 * @line: (out) (optional) (transfer full): the line that starts with it
 * @error: as arb_uci_engine_read_line()
 *
 * Reads lines until one starts with @word; "id name" and "option name"
 * lines on the way are noted, anything else skipped (UCI: a GUI ignores
 * what it does not understand).
 */
gboolean
arb_uci_engine_wait_for (ArbUciEngine *self,
                         const char   *word,
                         gint64        deadline,
                         char        **line,
                         GError      **error)
{
  gsize len = strlen (word);

  for (;;)
    {
      g_autofree char *text = arb_uci_engine_read_line (self, deadline, error);
      const char *start;

      if (text == NULL)
        return FALSE;
      start = text + strspn (text, " \t");
      if (g_str_has_prefix (start, "id name "))
        {
          g_autofree char *name = g_strstrip (g_strdup (start + strlen ("id name ")));

          /* Shown on a terminal and written to files: escaped, bounded. */
          if (*name != '\0')
            {
              g_free (self->name);
              self->name = arb_match_quote (name, -1, NAME_MAX_BYTES);
            }
        }
      else if (g_str_has_prefix (start, "option name "))
        {
          const char *name = start + strlen ("option name ");
          const char *end = strstr (name, " type ");

          g_ptr_array_add (self->options, end != NULL ? g_strndup (name, end - name)
                                                      : g_strdup (name));
        }
      if (strncmp (start, word, len) == 0 && (start[len] == '\0' || g_ascii_isspace (start[len])))
        {
          if (line != NULL)
            *line = g_steal_pointer (&text);
          return TRUE;
        }
    }
}

/* Waits until the engine is reaped and its group empty, or @deadline. */
static gboolean
wait_for_group (ArbUciEngine *self,
                gint64        deadline)
{
  for (;;)
    {
      if (g_subprocess_get_identifier (self->process) == NULL && _arb_engine_reap_group (self->group))
        return TRUE;
      if (g_get_monotonic_time () >= deadline)
        return FALSE;
      g_usleep (5000);
    }
}

/* Ends the engine's whole group: SIGTERM, then SIGKILL after a grace;
 * the engine is reaped whatever happens. */
static void
end_group (ArbUciEngine *self)
{
  if (self->group <= 0)
    return;
  if (!wait_for_group (self, g_get_monotonic_time ()))
    {
      kill (-self->group, SIGTERM);
      g_subprocess_send_signal (self->process, SIGTERM);
      if (!wait_for_group (self, g_get_monotonic_time () + TERM_GRACE_US))
        {
          kill (-self->group, SIGKILL);
          g_subprocess_force_exit (self->process);
        }
    }
  /* Reaps it: no zombie is left behind, whatever the engine did. */
  g_subprocess_wait (self->process, NULL, NULL);
  wait_for_group (self, g_get_monotonic_time () + TERM_GRACE_US / 5);
  _arb_engine_unregister_group (self->slot);
  self->slot = -1;
  _arb_engine_end_orphans ();
}

/* ------------------------------------------------------------ public API */

/**
 * arb_uci_engine_start:
 * @command_line: a shell-like command line ("fairy-stockfish", "./engine -v")
 * @error: %ARB_UCI_ERROR_START
 *
 * Starts the engine in the current folder: arb_uci_engine_start_in().
 *
 * Returns: (transfer full) (nullable): the engine, or %NULL with @error set.
 */
ArbUciEngine *
arb_uci_engine_start (const char *command_line,
                      GError    **error)
{
  return arb_uci_engine_start_in (command_line, NULL, error);
}

/**
 * arb_uci_engine_start_in:
 * @command_line: a shell-like command line ("fairy-stockfish", "./engine -v")
 * @dir: (nullable): the folder it runs in (a relative program is found
 *   there); %NULL: the current one
 * @error: %ARB_UCI_ERROR_START
 *
 * Starts the engine; nothing is sent yet.
 *
 * Returns: (transfer full) (nullable): the engine, or %NULL with @error set.
 */
ArbUciEngine *
arb_uci_engine_start_in (const char *command_line,
                         const char *dir,
                         GError    **error)
{
  g_auto (GStrv) argv = NULL;
  g_autoptr (GError) local_error = NULL;
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autofree char *program = NULL;
  ArbUciEngine *self;

  g_return_val_if_fail (command_line != NULL, NULL);

  if (!g_shell_parse_argv (command_line, NULL, &argv, &local_error))
    {
      g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_START, "cannot read the command line “%s”: %s",
                   command_line, local_error->message);
      return NULL;
    }
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                        | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_set_child_setup (launcher, _arb_engine_child_setup,
                                         GINT_TO_POINTER ((int) getpid ()), NULL);
  if (dir != NULL)
    {
      if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
        {
          g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_START,
                       "cannot start “%s” in “%s”: no such folder", command_line, dir);
          return NULL;
        }
      g_subprocess_launcher_set_cwd (launcher, dir);
    }
  _arb_engine_lock_spawn ();
  process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv, &local_error);
  if (process == NULL)
    {
      _arb_engine_unlock_spawn ();
      g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_START, "cannot start “%s”: %s",
                   command_line, local_error->message);
      return NULL;
    }

  self = g_new0 (ArbUciEngine, 1);
  self->process = g_steal_pointer (&process);
  /* Its pid is its group's id: the child set it up before exec, and
   * spawning returns only after exec. */
  self->group = (pid_t) g_ascii_strtoll (g_subprocess_get_identifier (self->process), NULL, 10);
  self->slot = _arb_engine_register_group (self->group);
  _arb_engine_unlock_spawn ();
  self->input = g_object_ref (g_subprocess_get_stdin_pipe (self->process));
  self->output = g_object_ref (g_subprocess_get_stdout_pipe (self->process));
  self->pending = g_byte_array_new ();
  self->fd = g_unix_input_stream_get_fd (G_UNIX_INPUT_STREAM (self->output));
  self->pidfd = open_pidfd (self->group);
  program = g_path_get_basename (argv[0]);
  self->program = arb_match_quote (program, -1, NAME_MAX_BYTES);
  self->name = g_strdup (self->program);
  self->options = g_ptr_array_new_with_free_func (g_free);
  return self;
}

/**
 * arb_uci_engine_send:
 * @self: an engine
 * @line: a command, without its newline
 * @error: an I/O error (the engine has gone)
 *
 * Returns: %TRUE when the line was written.
 */
gboolean
arb_uci_engine_send (ArbUciEngine *self,
                     const char   *line,
                     GError      **error)
{
  g_autofree char *text = g_strconcat (line, "\n", NULL);
  g_autoptr (GError) local_error = NULL;

  g_return_val_if_fail (self != NULL, FALSE);

  /* A write to an engine that has died fails with EPIPE: the command line
   * ignores SIGPIPE, so it is an error here, not the end of the referee. */
  if (self->stopped
      || !g_output_stream_write_all (self->input, text, strlen (text), NULL, NULL, &local_error)
      || !g_output_stream_flush (self->input, NULL, &local_error))
    {
      set_exited_error (self, error);
      return FALSE;
    }
  return TRUE;
}

/**
 * arb_uci_engine_get_name:
 * @self: an engine
 *
 * Returns: its "id name", or its program's name until it gave one.
 */
const char *
arb_uci_engine_get_name (ArbUciEngine *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->name;
}

/**
 * arb_uci_engine_has_option:
 * @self: an engine past "uciok"
 * @name: an option's name ("UCI_Variant")
 *
 * Returns: whether the engine declared it (UCI option names ignore case).
 */
gboolean
arb_uci_engine_has_option (ArbUciEngine *self,
                           const char   *name)
{
  g_return_val_if_fail (self != NULL, FALSE);

  for (guint i = 0; i < self->options->len; i++)
    if (g_ascii_strcasecmp (g_ptr_array_index (self->options, i), name) == 0)
      return TRUE;
  return FALSE;
}

/**
 * arb_uci_engine_stop:
 * @self: an engine
 *
 * Asks it to quit; after half a second, or at once if it quit but left
 * processes behind, sends SIGTERM to its whole process group, and SIGKILL
 * to what is left half a second later. The engine is always reaped. Safe to
 * call more than once.
 */
void
arb_uci_engine_stop (ArbUciEngine *self)
{
  gint64 deadline;

  g_return_if_fail (self != NULL);

  if (self->stopped)
    return;
  arb_uci_engine_send (self, "quit", NULL);
  self->stopped = TRUE;
  g_output_stream_close (self->input, NULL, NULL);
  /* Nothing more is read: an engine still writing (one that floods its
   * output never reads "quit") meets a closed pipe and ends now, rather
   * than after the grace below. */
  g_input_stream_close (self->output, NULL, NULL);

  deadline = g_get_monotonic_time () + QUIT_GRACE_US;
  while (g_subprocess_get_identifier (self->process) != NULL
         && g_get_monotonic_time () < deadline)
    g_usleep (5000);
  end_group (self);
}

void
arb_uci_engine_free (ArbUciEngine *self)
{
  if (self == NULL)
    return;
  arb_uci_engine_stop (self);
  g_object_unref (self->output);
  g_object_unref (self->input);
  g_byte_array_unref (self->pending);
  g_object_unref (self->process);
  if (self->pidfd >= 0)
    close (self->pidfd);
  g_ptr_array_unref (self->options);
  g_free (self->program);
  g_free (self->name);
  g_free (self);
}
