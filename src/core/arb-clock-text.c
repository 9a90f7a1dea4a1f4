/* arb-clock-text.c — the texts of the clock: time controls (the command
 * line's SECONDS[+INC], PGN's [TimeControl]), PGN's [%clk H:MM:SS], and the
 * clock's own text for the autosave
 *
 * Everything here reads text from users and files: every refusal says what
 * is wrong, in a translatable message (docs/clock.md lists the forms).
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-clock.h"
#include "arb-clock-private.h"
#include "arb-text.h"

#include <glib/gi18n-lib.h>
#include <string.h>

G_DEFINE_QUARK (arb-clock-error-quark, arb_clock_error)

/* ------------------------------------------------------------ statics */

/* The clock's text for the autosave: its first line, and the largest
 * number of microseconds it takes (a bound far beyond any real game that
 * keeps the clock's sums from overflowing). */
#define CLOCK_TEXT_HEADER "arbiter-clock 1"
#define CLOCK_TEXT_MAX_TIME (G_MAXINT64 / 8)

/* By ArbTimeControlKind and ArbClockState; NULL-terminated for
 * g_strv_contains(). */
static const char *const kind_names[] = { "none", "fischer", "bronstein", "movetime", NULL };
static const char *const state_names[] = { "ready", "running", "paused", "flagged", NULL };

/* What is wrong with a number of seconds. */
typedef enum
{
  SECONDS_OK,
  SECONDS_NOT_A_NUMBER,
  SECONDS_NEGATIVE,
  SECONDS_TOO_PRECISE,
  SECONDS_ZERO,
  SECONDS_TOO_LARGE,
} SecondsProblem;

/* Which number of a time control it is, for the messages. */
typedef enum
{
  ROLE_TIME,
  ROLE_INCREMENT,
  ROLE_DELAY,
} Role;

/* Reads @text, a number of seconds with up to six decimals ("60", "0.5"),
 * into microseconds, at most @max. */
static SecondsProblem
parse_seconds (const char *text,
               gint64      max,
               gint64     *time)
{
  const char *p = text;
  gint64 seconds = 0, micro = 0;
  guint digits = 0;

  if (*p == '-' && (g_ascii_isdigit (p[1]) || p[1] == '.'))
    return SECONDS_NEGATIVE;
  /* Held at 10¹² seconds (far above any limit, 30 000 years), so that
   * neither the next digit nor the microseconds below overflow. */
  for (; g_ascii_isdigit (*p); p++, digits++)
    seconds = MIN (seconds * 10 + (*p - '0'), G_GINT64_CONSTANT (1000000000000));
  if (digits > 0 && *p == '.' && g_ascii_isdigit (p[1]))
    {
      guint decimals = 0;

      for (p++; g_ascii_isdigit (*p); p++, decimals++)
        if (decimals < 6)
          micro = micro * 10 + (*p - '0');
        else if (*p != '0')
          return SECONDS_TOO_PRECISE;
      for (; decimals < 6; decimals++)
        micro *= 10;
    }
  if (digits == 0 || *p != '\0')
    return SECONDS_NOT_A_NUMBER;
  /* At most 10¹² · 10⁶ + 10⁶: below 2⁶³. */
  *time = seconds * G_USEC_PER_SEC + micro;
  if (*time > max)
    return SECONDS_TOO_LARGE;
  return SECONDS_OK;
}

/* Sets @error for @problem with the number @role of the time control
 * @text. (Each message is written out whole, for the translators and for
 * the compiler's format checks.) */
static void
set_seconds_error (GError       **error,
                   const char    *text,
                   Role           role,
                   SecondsProblem problem)
{
  g_autofree char *shown = arb_text_quote (text, -1);
  GQuark domain = ARB_CLOCK_ERROR;
  int range = ARB_CLOCK_ERROR_RANGE;
  gboolean time = role == ROLE_TIME;

  if (role == ROLE_DELAY && problem != SECONDS_TOO_PRECISE)
    {
      if (problem == SECONDS_NOT_A_NUMBER)
        g_set_error (error, domain, ARB_CLOCK_ERROR_SYNTAX,
                     _("Time control “%s”: the delay is not a number of seconds"), shown);
      else if (problem == SECONDS_NEGATIVE)
        g_set_error (error, domain, range, _("Time control “%s”: the delay is negative"), shown);
      else
        g_set_error (error, domain, range,
                     _("Time control “%s”: the delay must be at most an hour (3600 seconds)"),
                     shown);
      return;
    }
  switch (problem)
    {
    case SECONDS_NOT_A_NUMBER:
      if (time)
        g_set_error (error, domain, ARB_CLOCK_ERROR_SYNTAX,
                     _("Time control “%s”: the time is not a number of seconds"), shown);
      else
        g_set_error (error, domain, ARB_CLOCK_ERROR_SYNTAX,
                     _("Time control “%s”: the increment is not a number of seconds"), shown);
      break;
    case SECONDS_NEGATIVE:
      if (time)
        g_set_error (error, domain, range, _("Time control “%s”: the time is negative"), shown);
      else
        g_set_error (error, domain, range, _("Time control “%s”: the increment is negative"),
                     shown);
      break;
    case SECONDS_TOO_PRECISE:
      g_set_error (error, domain, range,
                   _("Time control “%s”: more than six decimals (the clock counts "
                     "microseconds)"), shown);
      break;
    case SECONDS_ZERO:
      g_set_error (error, domain, range,
                   _("Time control “%s”: the time must be more than 0 seconds"), shown);
      break;
    case SECONDS_TOO_LARGE:
      if (time)
        g_set_error (error, domain, range,
                     _("Time control “%s”: the time must be at most 24 hours (86400 seconds)"),
                     shown);
      else
        g_set_error (error, domain, range,
                     _("Time control “%s”: the increment must be at most an hour "
                       "(3600 seconds)"), shown);
      break;
    case SECONDS_OK:
    default:
      g_assert_not_reached ();
    }
}

/* The time of a time control, @part of @text: more than 0, at most 24 h. */
static gboolean
parse_time (const char *text,
            const char *part,
            gint64     *time,
            GError    **error)
{
  SecondsProblem problem = parse_seconds (part, ARB_CLOCK_MAX_TIME, time);

  if (problem == SECONDS_OK && *time == 0)
    problem = SECONDS_ZERO;
  if (problem != SECONDS_OK)
    {
      set_seconds_error (error, text, ROLE_TIME, problem);
      return FALSE;
    }
  return TRUE;
}

/* "SECONDS[+INC]", the command line's form and PGN's sudden death. */
static gboolean
parse_fischer (const char     *text,
               ArbTimeControl *control,
               GError        **error)
{
  g_auto (GStrv) parts = g_strsplit (text, "+", 2);
  gint64 base, increment = 0;

  if (!parse_time (text, parts[0], &base, error))
    return FALSE;
  if (parts[1] != NULL)
    {
      SecondsProblem problem = parse_seconds (parts[1], ARB_CLOCK_MAX_INCREMENT, &increment);

      if (problem != SECONDS_OK)
        {
          set_seconds_error (error, text, ROLE_INCREMENT, problem);
          return FALSE;
        }
    }
  *control = (ArbTimeControl) { ARB_TIME_CONTROL_FISCHER, base, increment, 0 };
  return TRUE;
}

/* "SECONDS[+0]BDELAY": a Bronstein delay, a common extension of PGN's
 * [TimeControl] ("300B5"), which the standard has no form for. */
static gboolean
parse_bronstein (const char     *text,
                 ArbTimeControl *control,
                 GError        **error)
{
  g_autofree char *shown = arb_text_quote (text, -1);
  const char *b = strchr (text, 'B');
  g_autofree char *before = g_strndup (text, (gsize) (b - text));
  char *plus = strchr (before, '+');
  gint64 base, increment = 0, delay;
  SecondsProblem problem;

  if (plus != NULL)
    *plus = '\0';
  if (!parse_time (text, before, &base, error))
    return FALSE;
  if (plus != NULL && (parse_seconds (plus + 1, ARB_CLOCK_MAX_INCREMENT, &increment) != SECONDS_OK
                       || increment != 0))
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_UNSUPPORTED,
                   _("Time control “%s”: an increment and a delay together are not supported"),
                   shown);
      return FALSE;
    }
  problem = parse_seconds (b + 1, ARB_CLOCK_MAX_INCREMENT, &delay);
  if (problem != SECONDS_OK)
    {
      set_seconds_error (error, text, ROLE_DELAY, problem);
      return FALSE;
    }
  *control = (ArbTimeControl) { ARB_TIME_CONTROL_BRONSTEIN, base, delay, 0 };
  return TRUE;
}

/* @time in seconds, with as many decimals as it needs ("300", "0.5"). */
static void
append_seconds (GString *text,
                gint64   time)
{
  g_string_append_printf (text, "%" G_GINT64_FORMAT, time / G_USEC_PER_SEC);
  if (time % G_USEC_PER_SEC != 0)
    {
      g_string_append_printf (text, ".%06d", (int) (time % G_USEC_PER_SEC));
      while (text->str[text->len - 1] == '0')
        g_string_truncate (text, text->len - 1);
    }
}

/* --------------------------------------------------------- time controls */

/**
 * arb_time_control_check:
 * @control: a time control
 * @error: (nullable): the reason it is not valid
 *
 * Whether @control's numbers are within the limits of arb-clock.h and fit
 * its kind (see #ArbTimeControl).
 *
 * Returns: %TRUE if @control is valid
 */
gboolean
arb_time_control_check (const ArbTimeControl *control,
                        GError              **error)
{
  gboolean limited, fits;

  g_return_val_if_fail (control != NULL, FALSE);

  limited = control->kind != ARB_TIME_CONTROL_NONE;
  fits = control->kind <= ARB_TIME_CONTROL_MOVETIME
         && (limited || control->base == 0)
         && (control->kind == ARB_TIME_CONTROL_FISCHER
             || control->kind == ARB_TIME_CONTROL_BRONSTEIN || control->increment == 0)
         && (control->kind == ARB_TIME_CONTROL_FISCHER || control->moves == 0);
  if (!fits)
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_RANGE,
                   _("The time control’s numbers do not fit its kind"));
      return FALSE;
    }
  if (limited && (control->base <= 0 || control->base > ARB_CLOCK_MAX_TIME))
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_RANGE,
                   _("The time must be more than 0 seconds and at most 24 hours"));
      return FALSE;
    }
  if (control->increment < 0 || control->increment > ARB_CLOCK_MAX_INCREMENT)
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_RANGE,
                   _("The increment or delay must be from 0 seconds to an hour"));
      return FALSE;
    }
  if (control->moves > ARB_CLOCK_MAX_MOVES)
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_RANGE,
                   _("A period must be from 1 to 1000 moves"));
      return FALSE;
    }
  return TRUE;
}

static gboolean parse_period (const char *text, ArbTimeControl *control, GError **error);

/**
 * arb_time_control_parse:
 * @text: the command line's form, `[MOVES/]SECONDS[+INC]`: "300", "60+0.5",
 *   "40/60+0.6"
 * @control: (out caller-allocates): the time control
 * @error: (nullable): why @text was refused
 *
 * Reads a time control with a Fischer increment: SECONDS of base time
 * (more than 0, at most 24 hours) and optionally `+INC` seconds added
 * after each move (at most an hour); each a decimal number with up to six
 * decimals, a full stop, no sign, no spaces. With `MOVES/` (1 to 1000),
 * SECONDS again after every MOVES moves (cutechess-cli's and fastchess's
 * `40/60+0.6`); without it, sudden death.
 *
 * Returns: %TRUE if @text was read; @control is untouched otherwise
 */
gboolean
arb_time_control_parse (const char     *text,
                        ArbTimeControl *control,
                        GError        **error)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (control != NULL, FALSE);

  if (*text == '\0')
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_SYNTAX,
                   _("The time control is empty"));
      return FALSE;
    }
  if (strchr (text, '/') != NULL)
    return parse_period (text, control, error);
  return parse_fischer (text, control, error);
}

/**
 * arb_time_control_to_string:
 * @control: a valid time control
 *
 * @control in the command line's form: "300", "60+0.5".
 *
 * Returns: (transfer full) (nullable): the text; %NULL for a control that
 *   form cannot say (no limit, periods, Bronstein, time per move)
 */
char *
arb_time_control_to_string (const ArbTimeControl *control)
{
  GString *text;

  g_return_val_if_fail (control != NULL, NULL);

  if (control->kind != ARB_TIME_CONTROL_FISCHER)
    return NULL;
  text = g_string_new (NULL);
  if (control->moves != 0)
    g_string_append_printf (text, "%u/", control->moves);
  append_seconds (text, control->base);
  if (control->increment > 0)
    {
      g_string_append_c (text, '+');
      append_seconds (text, control->increment);
    }
  return g_string_free (text, FALSE);
}

/* "MOVES/SECONDS", PGN's period, or "MOVES/SECONDS+INC". */
static gboolean
parse_period (const char     *text,
              ArbTimeControl *control,
              GError        **error)
{
  g_autofree char *shown = arb_text_quote (text, -1);
  g_auto (GStrv) parts = g_strsplit (text, "/", 2);
  guint64 moves;
  gint64 base;

  if (!g_ascii_string_to_unsigned (parts[0], 10, 1, ARB_CLOCK_MAX_MOVES, &moves, NULL)
      || !g_ascii_isdigit (parts[0][0]))
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_RANGE,
                   _("Time control “%s”: the moves of a period must be a whole number "
                     "from 1 to 1000"), shown);
      return FALSE;
    }
  if (strchr (parts[1], '+') != NULL)
    {
      /* "40/60+0.6": cutechess-cli's and fastchess's period with an
       * increment. */
      if (!parse_fischer (parts[1], control, error))
        return FALSE;
      control->moves = (guint) moves;
      return TRUE;
    }
  if (!parse_time (text, parts[1], &base, error))
    return FALSE;
  *control = (ArbTimeControl) { ARB_TIME_CONTROL_FISCHER, base, 0, (guint) moves };
  return TRUE;
}

/**
 * arb_time_control_parse_pgn:
 * @text: the value of a PGN [TimeControl] tag
 * @control: (out caller-allocates): the time control
 * @error: (nullable): why @text was refused
 *
 * Reads the forms of PGN's [TimeControl] the clock plays: "-" (no limit),
 * "SECONDS" (sudden death), "SECONDS+INC" (Fischer increment), as for
 * arb_time_control_parse(), and "MOVES/SECONDS" (SECONDS for every MOVES
 * moves, 1 to 1000, repeating), and the common extension "SECONDSBDELAY"
 * (or "SECONDS+0BDELAY"): a Bronstein delay of DELAY seconds, at most an
 * hour, for which the standard has no form. Refuses with
 * %ARB_CLOCK_ERROR_UNSUPPORTED
 * the other forms of the standard: "?" (unknown), "*SECONDS" (sandclock)
 * and several periods separated by ":".
 *
 * Returns: %TRUE if @text was read; @control is untouched otherwise
 */
gboolean
arb_time_control_parse_pgn (const char     *text,
                            ArbTimeControl *control,
                            GError        **error)
{
  g_autofree char *shown = NULL;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (control != NULL, FALSE);

  shown = arb_text_quote (text, -1);
  if (strcmp (text, "-") == 0)
    {
      *control = (ArbTimeControl) { ARB_TIME_CONTROL_NONE, 0, 0, 0 };
      return TRUE;
    }
  if (strcmp (text, "?") == 0)
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_UNSUPPORTED,
                   _("The time control is unknown (“?”)"));
      return FALSE;
    }
  if (strchr (text, ':') != NULL)
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_UNSUPPORTED,
                   _("Time control “%s”: time controls of several periods are not supported"),
                   shown);
      return FALSE;
    }
  if (*text == '*')
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_UNSUPPORTED,
                   _("Time control “%s”: sandclock time controls are not supported"), shown);
      return FALSE;
    }
  if (*text == '\0')
    return arb_time_control_parse (text, control, error);

  if (strchr (text, '/') != NULL)
    return parse_period (text, control, error);
  if (strchr (text, 'B') != NULL)
    return parse_bronstein (text, control, error);
  return parse_fischer (text, control, error);
}

/**
 * arb_time_control_to_pgn:
 * @control: a valid time control
 *
 * @control as the value of PGN's [TimeControl] tag: "-", "300", "300+2",
 * "40/9000", and a Bronstein delay as the common extension does: "300B5".
 *
 * Returns: (transfer full) (nullable): the text; %NULL for the controls
 *   PGN cannot say (time per move, periods with an increment or a delay):
 *   a writer leaves the tag out, or writes "?"
 */
char *
arb_time_control_to_pgn (const ArbTimeControl *control)
{
  GString *text;

  g_return_val_if_fail (control != NULL, NULL);

  if (control->kind == ARB_TIME_CONTROL_NONE)
    return g_strdup ("-");
  if (control->kind == ARB_TIME_CONTROL_BRONSTEIN && control->moves == 0)
    {
      text = g_string_new (NULL);
      append_seconds (text, control->base);
      g_string_append_c (text, 'B');
      append_seconds (text, control->increment);
      return g_string_free (text, FALSE);
    }
  if (control->kind != ARB_TIME_CONTROL_FISCHER)
    return NULL;
  /* "40/60+0.6" is no form of the PGN standard's, which has none for a
   * period with an increment; it is the one cutechess-cli writes. */
  return arb_time_control_to_string (control);
}

/* ------------------------------------------------------------- [%clk] */

/**
 * arb_clock_format_clk:
 * @time: a time left, µs, 0 or more
 * @tenths: whether to write tenths of a second
 *
 * @time as the value of PGN's `[%clk …]` comment: "1:05:03", or with
 * @tenths "1:05:03.4". The time is rounded down, as a clock shows it:
 * 0.95 s is "0:00:00" (or "0:00:00.9"). Hours have as many digits as they
 * need.
 *
 * Returns: (transfer full): the text
 */
char *
arb_clock_format_clk (gint64   time,
                      gboolean tenths)
{
  gint64 seconds;

  g_return_val_if_fail (time >= 0, NULL);

  seconds = time / G_USEC_PER_SEC;
  if (!tenths)
    return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d:%02d", seconds / 3600,
                            (int) (seconds / 60 % 60), (int) (seconds % 60));
  return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d:%02d.%d", seconds / 3600,
                          (int) (seconds / 60 % 60), (int) (seconds % 60),
                          (int) (time % G_USEC_PER_SEC / 100000));
}

/* @p points at exactly two digits; their value. */
static gboolean
two_digits (const char *p,
            int        *value)
{
  if (!g_ascii_isdigit (p[0]) || !g_ascii_isdigit (p[1]))
    return FALSE;
  *value = (p[0] - '0') * 10 + (p[1] - '0');
  return TRUE;
}

/**
 * arb_clock_parse_clk:
 * @text: the value of a `[%clk …]` comment: "H:MM:SS" or "H:MM:SS.d"
 * @time: (out): the time, µs
 * @error: (nullable): why @text was refused
 *
 * Reads what arb_clock_format_clk() writes: hours (one digit or more, at
 * most %ARB_CLOCK_MAX_CLK_HOURS), two digits of minutes and of seconds
 * (00 to 59), and up to six decimals of a second.
 *
 * Returns: %TRUE if @text was read; @time is untouched otherwise
 */
gboolean
arb_clock_parse_clk (const char *text,
                     gint64     *time,
                     GError    **error)
{
  g_autofree char *shown = NULL;
  const char *p = text;
  gint64 hours = 0, micro = 0, scale = G_USEC_PER_SEC;
  int minutes, seconds;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (time != NULL, FALSE);

  shown = arb_text_quote (text, -1);
  for (; g_ascii_isdigit (*p); p++)
    hours = MIN (hours * 10 + (*p - '0'), ARB_CLOCK_MAX_CLK_HOURS + 1);
  if (p == text || p[0] != ':' || !two_digits (p + 1, &minutes) || p[3] != ':'
      || !two_digits (p + 4, &seconds))
    goto syntax;
  p += 6;
  if (*p == '.')
    {
      for (p++; g_ascii_isdigit (*p) && scale > 1; p++)
        micro += (*p - '0') * (scale /= 10);
      if (p[-1] == '.')
        goto syntax;
    }
  if (*p != '\0')
    goto syntax;
  if (minutes > 59 || seconds > 59)
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_RANGE,
                   _("Clock time “%s”: minutes and seconds go from 00 to 59"), shown);
      return FALSE;
    }
  if (hours > ARB_CLOCK_MAX_CLK_HOURS)
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_RANGE,
                   _("Clock time “%s”: more than 999 hours"), shown);
      return FALSE;
    }
  *time = ((hours * 60 + minutes) * 60 + seconds) * G_USEC_PER_SEC + micro;
  return TRUE;

syntax:
  g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_SYNTAX,
               _("“%s” is not a clock time (H:MM:SS)"), shown);
  return FALSE;
}

/* ------------------------------------------------------------ autosave */

/**
 * arb_clock_to_string:
 * @clock: a clock
 * @now: the monotonic time, µs
 *
 * The whole clock at @now as text for the autosave (docs/clock.md, "The
 * clock's text"): its time control, state, both sides' times and every
 * press arb_clock_undo() can take back. Times are relative to @now, so
 * arb_clock_new_from_string() can restore them on another run.
 *
 * Returns: (transfer full): the text, lines ending in "\n"
 */
char *
arb_clock_to_string (const ArbClock *clock,
                     gint64          now)
{
  GString *text;
  ArbClockState state;
  gint64 turn_used, flag_at;

  g_return_val_if_fail (clock != NULL, NULL);

  now = MAX (now, clock->last_now);
  state = arb_clock_get_state (clock, now);
  flag_at = arb_clock_get_flag_time (clock);
  turn_used = clock->state == ARB_CLOCK_RUNNING ? now - clock->run_since + clock->turn_used
                                                : clock->turn_used;
  if (state == ARB_CLOCK_FLAGGED)
    {
      const ArbTimeControl *control = &clock->control[clock->turn];

      turn_used = control->kind == ARB_TIME_CONTROL_MOVETIME ? control->base
                                                             : clock->left[clock->turn];
    }

  text = g_string_new (CLOCK_TEXT_HEADER "\n");
  /* A second "control" line, side 1's, only when the clock gives odds. */
  for (guint side = 0; side < 2; side++)
    if (side == 0 || !arb_time_control_equal (&clock->control[0], &clock->control[1]))
      g_string_append_printf (text, "control %s %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %u\n",
                              kind_names[clock->control[side].kind], clock->control[side].base,
                              clock->control[side].increment, clock->control[side].moves);
  g_string_append_printf (text, "state %s %u %" G_GINT64_FORMAT, state_names[state],
                          clock->turn, turn_used);
  if (state == ARB_CLOCK_FLAGGED)
    g_string_append_printf (text, " %" G_GINT64_FORMAT "\n", now - flag_at);
  else
    g_string_append (text, " -\n");
  for (guint side = 0; side < 2; side++)
    g_string_append_printf (text, "side %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %u\n",
                            clock->left[side], clock->used[side], clock->moves[side]);
  for (guint i = 0; i < clock->history->len; i++)
    {
      const ArbClockSnapshot *s = &g_array_index (clock->history, ArbClockSnapshot, i);

      g_string_append_printf (text, "press %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %u %"
                              G_GINT64_FORMAT " %" G_GINT64_FORMAT " %u %u\n",
                              s->left[0], s->used[0], s->moves[0],
                              s->left[1], s->used[1], s->moves[1], s->turn);
    }
  return g_string_free (text, FALSE);
}

/* Reads @line, @keyword followed by @n whole numbers from 0 to @max (or,
 * where @words[i] is not %NULL, the index of the word it names). */
static gboolean
read_line (const char        *line,
           const char        *keyword,
           guint              n,
           const char *const *const *words,
           gint64             max,
           gint64            *values)
{
  g_auto (GStrv) tokens = g_strsplit (line, " ", -1);

  if (g_strv_length (tokens) != n + 1 || strcmp (tokens[0], keyword) != 0)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      const char *token = tokens[i + 1];
      guint64 value;

      if (words != NULL && words[i] != NULL)
        {
          if (!g_strv_contains (words[i], token))
            return FALSE;
          for (values[i] = 0; strcmp (words[i][values[i]], token) != 0; values[i]++)
            ;
          continue;
        }
      if (!g_ascii_isdigit (token[0])
          || !g_ascii_string_to_unsigned (token, 10, 0, (guint64) max, &value, NULL))
        return FALSE;
      values[i] = (gint64) value;
    }
  return TRUE;
}

/* The sides' times of a "side" or "press" line, as they are kept. */
static gboolean
times_fit (const ArbTimeControl *control,
           gint64                left)
{
  if (control->kind == ARB_TIME_CONTROL_FISCHER || control->kind == ARB_TIME_CONTROL_BRONSTEIN)
    return left > 0;
  return left == control->base;
}

/* Reads the "state", "side" and "press" lines (lines[@line] on) into
 * @clock. */
static gboolean
read_clock_lines (ArbClock          *clock,
                  const char *const *lines,
                  guint              line,
                  guint              n_lines,
                  gint64             now,
                  GError           **error)
{
  static const char *const *const state_words[] = { state_names, NULL, NULL, NULL };
  gint64 v[7], flag_ago = -1;

  /* "state STATE TURN TURN_USED FLAG_AGO|-" */
  {
    g_autofree char *unflagged = NULL;

    if (g_str_has_suffix (lines[line], " -"))
      unflagged = g_strndup (lines[line], strlen (lines[line]) - 2);
    if (unflagged != NULL ? !read_line (unflagged, "state", 3, state_words, CLOCK_TEXT_MAX_TIME, v)
                          : !read_line (lines[line], "state", 4, state_words,
                                        CLOCK_TEXT_MAX_TIME, v))
      goto bad_line;
    if (v[1] > 1 || (unflagged == NULL) != (v[0] == ARB_CLOCK_FLAGGED))
      goto bad_line;
    clock->state = (ArbClockState) v[0];
    clock->turn = (guint) v[1];
    clock->turn_used = v[2];
    if (unflagged == NULL)
      flag_ago = v[3];
  }
  for (guint side = 0; side < 2; side++)
    {
      line++;
      if (!read_line (lines[line], "side", 3, NULL, CLOCK_TEXT_MAX_TIME, v)
          || v[2] > G_MAXUINT32 || !times_fit (&clock->control[side], v[0]))
        goto bad_line;
      clock->left[side] = v[0];
      clock->used[side] = v[1];
      clock->moves[side] = (guint) v[2];
    }
  for (line++; line < n_lines; line++)
    {
      ArbClockSnapshot snapshot;

      if (!read_line (lines[line], "press", 7, NULL, CLOCK_TEXT_MAX_TIME, v)
          || v[2] > G_MAXUINT32 || v[5] > G_MAXUINT32 || v[6] > 1
          || !times_fit (&clock->control[0], v[0]) || !times_fit (&clock->control[1], v[3]))
        goto bad_line;
      snapshot = (ArbClockSnapshot) { { v[0], v[3] }, { v[1], v[4] },
                                      { (guint) v[2], (guint) v[5] }, (guint) v[6] };
      g_array_append_val (clock->history, snapshot);
    }

  clock->run_since = clock->last_now = now;
  clock->flag_at = flag_ago >= 0 ? now - flag_ago : G_MAXINT64;
  return TRUE;

bad_line:
  g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_SYNTAX,
               _("Clock text, line %u: not a valid line"), line + 1);
  return FALSE;
}

/* The times read agree with the state: a clock not started has used no
 * time; a turn has taken less than its limit, all of it if flagged. */
static gboolean
clock_consistent (const ArbClock *clock)
{
  const ArbTimeControl *control = &clock->control[clock->turn];
  gint64 limit;

  if (clock->state == ARB_CLOCK_READY)
    return clock->turn_used == 0 && clock->history->len == 0
           && clock->used[0] == 0 && clock->used[1] == 0
           && clock->moves[0] == 0 && clock->moves[1] == 0
           && clock->left[0] == clock->control[0].base
           && clock->left[1] == clock->control[1].base;
  if (control->kind == ARB_TIME_CONTROL_NONE)
    return clock->state != ARB_CLOCK_FLAGGED;
  limit = control->kind == ARB_TIME_CONTROL_MOVETIME ? control->base : clock->left[clock->turn];
  if (clock->state == ARB_CLOCK_FLAGGED)
    return clock->turn_used == limit;
  return clock->turn_used < limit;
}

/**
 * arb_clock_new_from_string:
 * @text: what arb_clock_to_string() wrote
 * @now: the monotonic time, µs
 * @error: (nullable): why @text was refused
 *
 * The clock arb_clock_to_string() saved, as it was then: a clock that ran
 * runs again from @now (the time between saving and restoring is not
 * counted), a flag that had fallen fell as long before @now as it had
 * before the save.
 *
 * Returns: (transfer full) (nullable): the clock, or %NULL if @text is not
 *   a clock's text or its numbers do not agree
 */
ArbClock *
arb_clock_new_from_string (const char *text,
                           gint64      now,
                           GError    **error)
{
  static const char *const *const control_words[] = { kind_names, NULL, NULL, NULL };
  g_auto (GStrv) lines = NULL;
  g_autoptr (ArbClock) clock = NULL;
  ArbTimeControl control[2];
  guint n_lines, first;
  gint64 v[4];

  g_return_val_if_fail (text != NULL, NULL);

  lines = g_strsplit (text, "\n", -1);
  n_lines = g_strv_length (lines);
  if (n_lines > 0 && lines[n_lines - 1][0] == '\0')
    n_lines--;
  if (n_lines == 0 || strcmp (lines[0], CLOCK_TEXT_HEADER) != 0)
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_SYNTAX,
                   _("Not a clock’s text: the first line is not “%s”"), CLOCK_TEXT_HEADER);
      return NULL;
    }
  if (n_lines < 5)
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_SYNTAX,
                   _("The clock’s text is cut short"));
      return NULL;
    }
  /* One "control" line, or two when the clock gives odds. */
  for (guint side = 0; side < 2; side++)
    {
      if (side == 1 && !g_str_has_prefix (lines[2], "control "))
        {
          control[1] = control[0];
          break;
        }
      if (!read_line (lines[1 + side], "control", 4, control_words, CLOCK_TEXT_MAX_TIME, v)
          || v[3] > G_MAXUINT32)
        {
          g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_SYNTAX,
                       _("Clock text, line %u: not a valid line"), 2 + side);
          return NULL;
        }
      control[side] = (ArbTimeControl) { (ArbTimeControlKind) v[0], v[1], v[2], (guint) v[3] };
      if (!arb_time_control_check (&control[side], NULL))
        {
          g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_RANGE,
                       _("Clock text, line %u: not a valid line"), 2 + side);
          return NULL;
        }
    }
  first = g_str_has_prefix (lines[2], "control ") ? 3 : 2;
  if (n_lines < first + 3)
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_SYNTAX,
                   _("The clock’s text is cut short"));
      return NULL;
    }
  clock = arb_clock_new_with_odds (&control[0], &control[1]);
  if (!read_clock_lines (clock, (const char *const *) lines, first, n_lines, now, error))
    return NULL;
  if (!clock_consistent (clock))
    {
      g_set_error (error, ARB_CLOCK_ERROR, ARB_CLOCK_ERROR_RANGE,
                   _("The clock’s times do not agree with one another"));
      return NULL;
    }
  return g_steal_pointer (&clock);
}
