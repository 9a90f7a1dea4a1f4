/* arb-uci-engine.c — an external UCI engine, as the match referee drives it
 *
 * The engine is a child process (GSubprocess) with pipes on its standard
 * input and output; its standard error is left to the terminal. Every read
 * has a deadline: the referee must never hang on an engine that stays
 * silent, so a read runs the pipe asynchronously on a private main context
 * with a timer beside it. Whatever happens, the process is killed if it has
 * not quit and always reaped (arb_uci_engine_stop()).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-uci-engine.h"

#include <signal.h>
#include <string.h>

/* How long a quitting engine gets before it is killed. */
#define QUIT_GRACE_US (500 * G_TIME_SPAN_MILLISECOND)

/* A line longer than this is not UCI: the engine is writing garbage. */
#define LINE_MAX_BYTES 65536

G_DEFINE_QUARK (arb-uci-error-quark, arb_uci_error)

struct _ArbUciEngine
{
  GSubprocess      *process;
  GOutputStream    *input;     /* the engine's standard input */
  GDataInputStream *output;    /* its standard output, a line at a time */
  GMainContext     *context;   /* where reads wait */
  char             *program;   /* argv[0]'s base name */
  char             *name;      /* "id name", or @program */
  GPtrArray        *options;   /* the names of its "option name …" lines */
  gboolean          stopped;
};

/* ------------------------------------------------------------ reading */

typedef struct
{
  gboolean  done;
  gboolean  timed_out;
  char     *line;
  GError   *error;
} Read;

static void
on_line_read (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Read *read = data;

  read->line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result,
                                                          NULL, &read->error);
  read->done = TRUE;
}

static gboolean
on_deadline (gpointer data)
{
  Read *read = data;

  read->timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

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

/**
 * arb_uci_engine_read_line:
 * @self: an engine
 * @deadline: g_get_monotonic_time() by which the line must have come
 * @error: %ARB_UCI_ERROR_TIMEOUT, %ARB_UCI_ERROR_EXITED, or an I/O error
 *
 * Returns: (transfer full) (nullable): the engine's next line, without its
 *   end of line, or %NULL with @error set.
 */
char *
arb_uci_engine_read_line (ArbUciEngine *self,
                          gint64        deadline,
                          GError      **error)
{
  Read read = { FALSE, FALSE, NULL, NULL };
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  gint64 left = deadline - g_get_monotonic_time ();
  GSource *timer;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->stopped)
    {
      g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_EXITED, "%s was stopped", self->program);
      return NULL;
    }

  g_main_context_push_thread_default (self->context);
  g_data_input_stream_read_line_async (self->output, G_PRIORITY_DEFAULT, cancellable,
                                       on_line_read, &read);
  timer = g_timeout_source_new (MAX (0, left / 1000));
  g_source_set_callback (timer, on_deadline, &read, NULL);
  g_source_attach (timer, self->context);

  while (!read.done)
    {
      if (read.timed_out && !g_cancellable_is_cancelled (cancellable))
        g_cancellable_cancel (cancellable);
      g_main_context_iteration (self->context, TRUE);
    }
  g_source_destroy (timer);
  g_source_unref (timer);
  g_main_context_pop_thread_default (self->context);

  if (read.line != NULL)
    {
      if (strlen (read.line) > LINE_MAX_BYTES)
        {
          g_free (read.line);
          g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_EXITED,
                       "%s wrote a line of more than %d bytes", self->program, LINE_MAX_BYTES);
          return NULL;
        }
      /* UCI allows a carriage return before the newline. */
      g_strchomp (read.line);
      return read.line;
    }
  if (read.error != NULL && g_error_matches (read.error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_clear_error (&read.error);
      g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_TIMEOUT, "%s did not answer in time",
                   self->program);
      return NULL;
    }
  if (read.error != NULL)
    {
      /* Not UTF-8, or a read error: garbage either way. */
      g_propagate_prefixed_error (error, read.error, "%s: ", self->program);
      return NULL;
    }
  set_exited_error (self, error);
  return NULL;
}

/**
 * arb_uci_engine_wait_for:
 * @self: an engine
 * @word: the first word awaited ("uciok", "bestmove")
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
          g_free (self->name);
          self->name = g_strstrip (g_strdup (start + strlen ("id name ")));
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

/* ------------------------------------------------------------ public API */

/**
 * arb_uci_engine_start:
 * @command_line: a shell-like command line ("fairy-stockfish", "./engine -v")
 * @error: %ARB_UCI_ERROR_START
 *
 * Starts the engine; nothing is sent yet.
 *
 * Returns: (transfer full) (nullable): the engine, or %NULL with @error set.
 */
ArbUciEngine *
arb_uci_engine_start (const char *command_line,
                      GError    **error)
{
  g_auto (GStrv) argv = NULL;
  g_autoptr (GError) local_error = NULL;
  g_autoptr (GSubprocess) process = NULL;
  ArbUciEngine *self;

  g_return_val_if_fail (command_line != NULL, NULL);

  if (!g_shell_parse_argv (command_line, NULL, &argv, &local_error))
    {
      g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_START, "cannot read the command line “%s”: %s",
                   command_line, local_error->message);
      return NULL;
    }
  process = g_subprocess_newv ((const char *const *) argv,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                               &local_error);
  if (process == NULL)
    {
      g_set_error (error, ARB_UCI_ERROR, ARB_UCI_ERROR_START, "cannot start “%s”: %s",
                   command_line, local_error->message);
      return NULL;
    }

  self = g_new0 (ArbUciEngine, 1);
  self->process = g_steal_pointer (&process);
  self->input = g_object_ref (g_subprocess_get_stdin_pipe (self->process));
  self->output = g_data_input_stream_new (g_subprocess_get_stdout_pipe (self->process));
  g_data_input_stream_set_newline_type (self->output, G_DATA_STREAM_NEWLINE_TYPE_LF);
  self->context = g_main_context_new ();
  self->program = g_path_get_basename (argv[0]);
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
 * Asks it to quit, kills it if it has not within half a second, and reaps
 * it. Safe to call more than once.
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

  deadline = g_get_monotonic_time () + QUIT_GRACE_US;
  while (g_subprocess_get_identifier (self->process) != NULL
         && g_get_monotonic_time () < deadline)
    g_usleep (5000);
  if (g_subprocess_get_identifier (self->process) != NULL)
    g_subprocess_force_exit (self->process);
  /* Reaps it: no zombie is left behind, whatever the engine did. */
  g_subprocess_wait (self->process, NULL, NULL);
}

void
arb_uci_engine_free (ArbUciEngine *self)
{
  if (self == NULL)
    return;
  arb_uci_engine_stop (self);
  g_object_unref (self->output);
  g_object_unref (self->input);
  g_object_unref (self->process);
  g_main_context_unref (self->context);
  g_ptr_array_unref (self->options);
  g_free (self->program);
  g_free (self->name);
  g_free (self);
}
