/* arb-cli-tournament-progress.c — how far a tournament has got, while it
 * plays: the games done of the total, the time spent and an estimate of
 * what is left, with two players the first one's score and Elo, and the
 * SPRT's LLR (docs/tournaments.md, "Output")
 *
 * On a terminal the line is on standard error and rewritten in place after
 * each game (at most every PROGRESS_REDRAW_US); elsewhere (a log) a plain
 * line every --rating-interval games. Standard output keeps its contract:
 * the game lines and the standings only.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-cli-tournament-private.h"

#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "arb-stats.h"

/* A terminal's line is redrawn at most this often: counting the games
 * done reads the whole directory. */
#define PROGRESS_REDRAW_US (250 * G_TIME_SPAN_MILLISECOND)

struct _ArbCliProgress
{
  ArbTournamentDir *dir;
  GArray           *schedule;
  const ArbSprt    *sprt;
  GStrv             names;      /* by player */
  guint             shard;
  guint             n_shards;
  guint             interval;   /* --rating-interval */
  gboolean          terminal;   /* standard error is one */
  gboolean          shown;      /* the terminal's line is there */
  gint64            started;
  guint             done_at_start;
  guint             done_here;  /* games finished by this run */
  gint64            drawn;      /* when the terminal's line was drawn */
};

/* @text cut to the terminal's width less one column, so that "\r" goes
 * back to its start (a line that wrapped could not be taken away). */
static void
fit_terminal (char *text)
{
  struct winsize size;
  glong columns;

  if (ioctl (STDERR_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_col < 2)
    return;
  columns = size.ws_col - 1;
  if (g_utf8_strlen (text, -1) > columns)
    *g_utf8_offset_to_pointer (text, columns) = '\0';
}

/* "1:02:03": @us as hours, minutes and seconds. */
static char *
duration_text (gint64 us)
{
  gint64 s = MAX (us, 0) / G_USEC_PER_SEC;

  return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d:%02d", s / 3600, (int) (s / 60 % 60),
                          (int) (s % 60));
}

/* The games of the schedule this run plays (its shard, before a stop),
 * and how many of them are finished. */
static void
count_games (ArbCliProgress *self,
             guint          *total,
             guint          *done)
{
  guint after = 0;
  gboolean stopped = arb_tournament_dir_get_stop (self->dir, &after) != 0;

  *total = *done = 0;
  for (guint i = 0; i < self->schedule->len; i++)
    {
      const ArbScheduledGame *g = &g_array_index (self->schedule, ArbScheduledGame, i);

      if (!arb_schedule_in_shard (g->number, self->shard, self->n_shards)
          || (stopped && g->number > after))
        continue;
      (*total)++;
      *done += arb_tournament_dir_get_record (self->dir, g->number) != NULL;
    }
}

/* With two players: "; NAME vs NAME W - L - D [0.567], Elo +46.6 ± 120.3",
 * then the SPRT's "; SPRT llr …". */
static void
append_score (ArbCliProgress *self,
              GString        *line)
{
  g_autoptr (GArray) standings = arb_tournament_standings (self->dir, self->schedule, 2);
  guint wins = 0, losses = 0, draws = 0;
  ArbElo elo;

  for (guint i = 0; i < standings->len; i++)
    {
      const ArbStanding *row = &g_array_index (standings, ArbStanding, i);

      if (row->player == 0)
        {
          wins = row->wins;
          losses = row->losses;
          draws = row->draws;
        }
    }
  arb_stats_elo_trinomial (wins, losses, draws, &elo);
  g_string_append_printf (line, "; %s vs %s %u - %u - %u", self->names[0], self->names[1], wins,
                          losses, draws);
  if (elo.status != ARB_ELO_NO_GAMES)
    {
      g_autofree char *score = arb_stats_format_double (elo.score, 3);
      g_autofree char *diff = arb_stats_format_double (elo.elo, 1);
      g_autofree char *error = arb_stats_format_double (elo.error, 1);

      g_string_append_printf (line, " [%s], Elo %s%s +/- %s", score, elo.elo > 0 ? "+" : "",
                              diff, error);
    }
  if (self->sprt != NULL)
    {
      g_autofree char *sprt = arb_cli_tournament_sprt_text (self->dir, self->schedule,
                                                             self->sprt);

      g_string_append_printf (line, "; %s", sprt);
    }
}

static char *
progress_text (ArbCliProgress *self)
{
  GString *line = g_string_new ("Progress: ");
  gint64 elapsed = g_get_monotonic_time () - self->started;
  g_autofree char *spent = duration_text (elapsed);
  guint total, done;

  count_games (self, &total, &done);
  g_string_append_printf (line, "%u of %u games (%u %%), %s elapsed", done, total,
                          total > 0 ? done * 100 / total : 100, spent);
  if (self->done_here > 0 && done < total)
    {
      g_autofree char *left = duration_text (elapsed / self->done_here * (total - done));

      g_string_append_printf (line, ", about %s left", left);
    }
  if (g_strv_length (self->names) == 2)
    append_score (self, line);
  return g_string_free (line, FALSE);
}

/**
 * arb_cli_progress_new:
 * @dir: the tournament's directory, open
 * @schedule: (element-type ArbScheduledGame): its schedule
 * @sprt: (nullable): its SPRT
 * @names: the players' names
 * @shard: @n_shards: the share this run plays (0: all)
 * @interval: a plain line every this many games when standard error is not
 *   a terminal; 0: none, and no line on a terminal either
 *
 * Returns: (transfer full): the progress of this run
 */
ArbCliProgress *
arb_cli_progress_new (ArbTournamentDir *dir,
                      GArray           *schedule,
                      const ArbSprt    *sprt,
                      GStrv             names,
                      guint             shard,
                      guint             n_shards,
                      guint             interval)
{
  ArbCliProgress *self = g_new0 (ArbCliProgress, 1);
  guint total;

  self->dir = dir;
  self->schedule = g_array_ref (schedule);
  self->sprt = sprt;
  self->names = names;
  self->shard = shard;
  self->n_shards = n_shards;
  self->interval = interval;
  self->terminal = interval > 0 && isatty (STDERR_FILENO);
  self->started = g_get_monotonic_time ();
  count_games (self, &total, &self->done_at_start);
  return self;
}

/**
 * arb_cli_progress_clear:
 * @self: (nullable): the progress
 *
 * Takes the terminal's line away, before a line of standard output.
 */
void
arb_cli_progress_clear (ArbCliProgress *self)
{
  if (self == NULL || !self->shown)
    return;
  fputs ("\r\033[K", stderr);
  fflush (stderr);
  self->shown = FALSE;
}

/**
 * arb_cli_progress_game:
 * @self: (nullable): the progress
 *
 * A game has gone into the games file (and its line is printed): the
 * terminal's line is drawn again, or every @interval games a plain one.
 */
void
arb_cli_progress_game (ArbCliProgress *self)
{
  g_autofree char *text = NULL;
  gint64 now = g_get_monotonic_time ();

  if (self == NULL || self->interval == 0)
    return;
  self->done_here++;
  if (self->terminal)
    {
      if (now - self->drawn < PROGRESS_REDRAW_US)
        return;
      self->drawn = now;
      text = progress_text (self);
      fit_terminal (text);
      fprintf (stderr, "\r\033[K%s", text);
      fflush (stderr);
      self->shown = TRUE;
      return;
    }
  if (self->done_here % self->interval != 0)
    return;
  text = progress_text (self);
  fprintf (stderr, "%s\n", text);
  fflush (stderr);
}

void
arb_cli_progress_free (ArbCliProgress *self)
{
  if (self == NULL)
    return;
  arb_cli_progress_clear (self);
  g_array_unref (self->schedule);
  g_free (self);
}
