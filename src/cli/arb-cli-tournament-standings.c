/* arb-cli-tournament-standings.c — what `tournament` prints once its
 * games are played: the standings, with Elo and its error, the
 * two-player lines of cutechess-cli, and the SPRT's line
 * (docs/tournaments.md, docs/statistics.md)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-cli-tournament-private.h"

#include <stdio.h>

#include "arb-stats.h"

/* An Elo column's text: "-" where there are no games. */
static char *
elo_text (const ArbElo *elo,
          double        value)
{
  return elo->status == ARB_ELO_NO_GAMES ? g_strdup ("-") : arb_stats_format_double (value, 1);
}

/* One player's standings text by column, from Rank to ±. */
typedef struct
{
  char *cells[7];
} Row;

static void
row_clear (gpointer data)
{
  Row *row = data;

  for (guint i = 0; i < G_N_ELEMENTS (row->cells); i++)
    g_free (row->cells[i]);
}

/* Prints @rows (of Row) in columns: Player and W-L-D left-aligned, the
 * others right-aligned; widths in characters. */
static void
print_columns (GArray *rows)
{
  static const gboolean left[7] = { FALSE, TRUE, FALSE, FALSE, TRUE, FALSE, FALSE };
  /* The existing columns' least widths, as they were printed before Elo. */
  int width[7] = { 4, 0, 6, 5, 0, 0, 0 };

  for (guint r = 0; r < rows->len; r++)
    for (guint c = 0; c < 7; c++)
      width[c] = MAX (width[c], (int) g_utf8_strlen (g_array_index (rows, Row, r).cells[c], -1));
  for (guint r = 0; r < rows->len; r++)
    {
      GString *line = g_string_new (NULL);

      for (guint c = 0; c < 7; c++)
        {
          const char *cell = g_array_index (rows, Row, r).cells[c];
          int pad = width[c] - (int) g_utf8_strlen (cell, -1);

          if (c > 0)
            g_string_append (line, "  ");
          if (!left[c])
            g_string_append_printf (line, "%*s", pad, "");
          g_string_append (line, cell);
          if (left[c] && c < 6)
            g_string_append_printf (line, "%*s", pad, "");
        }
      printf ("%s\n", line->str);
      g_string_free (line, TRUE);
    }
}

/* With two players: cutechess-cli's two lines for the first, then the
 * pentanomial counts and their Elo. */
static void
print_two_players (ArbTournamentDir *dir,
                   GArray           *schedule,
                   GArray           *standings,
                   GStrv             names)
{
  const ArbStanding *first = NULL;
  g_autofree char *score = NULL;
  g_autofree char *elo = NULL;
  g_autofree char *error = NULL;
  ArbPentanomial penta;
  ArbElo estimate;

  for (guint i = 0; i < standings->len; i++)
    if (g_array_index (standings, ArbStanding, i).player == 0)
      first = &g_array_index (standings, ArbStanding, i);
  score = arb_stats_cutechess_score (names[0], names[1], first->wins, first->losses,
                                     first->draws);
  arb_tournament_pentanomial (dir, schedule, G_MAXUINT, &penta);
  arb_stats_elo_pentanomial (&penta, &estimate);
  elo = arb_stats_format_double (estimate.elo, 1);
  error = arb_stats_format_double (estimate.error, 1);
  printf ("%sPentanomial [LL, LD, WL+DD, WD, WW]: %" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT
          ", %" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT
          "; Elo difference: %s +/- %s\n", score, penta.counts[ARB_PENTA_LL],
          penta.counts[ARB_PENTA_LD], penta.counts[ARB_PENTA_WL_DD], penta.counts[ARB_PENTA_WD],
          penta.counts[ARB_PENTA_WW], elo, error);
}

/**
 * arb_cli_tournament_print_standings:
 * @dir: the tournament's directory
 * @schedule: (element-type ArbScheduledGame): its schedule
 * @names: the players' names when they played no game (replaced by the
 *   names their games give)
 *
 * Prints the standings: rank, player, points, games, W-L-D, Elo against
 * the field and its 95 % margin; with two players, then cutechess-cli's
 * score lines and the pentanomial line (docs/tournaments.md).
 */
void
arb_cli_tournament_print_standings (ArbTournamentDir *dir,
                                    GArray           *schedule,
                                    GStrv             names)
{
  guint n_players = g_strv_length (names);
  g_autoptr (GArray) standings = NULL;
  g_autoptr (GArray) rows = g_array_new (FALSE, TRUE, sizeof (Row));
  Row header = { { g_strdup ("Rank"), g_strdup ("Player"), g_strdup ("Points"),
                   g_strdup ("Games"), g_strdup ("W-L-D"), g_strdup ("Elo"), g_strdup ("±") } };

  g_array_set_clear_func (rows, row_clear);
  /* An engine's name is its "id name" once it played. */
  for (guint i = 0; i < schedule->len; i++)
    {
      const ArbScheduledGame *g = &g_array_index (schedule, ArbScheduledGame, i);
      ArbTournamentRecord *record = arb_tournament_dir_get_record (dir, g->number);

      for (guint side = 0; record != NULL && side < 2; side++)
        {
          g_free (names[g->players[side]]);
          names[g->players[side]] = g_strdup (record->names[side]);
        }
    }

  standings = arb_tournament_standings (dir, schedule, n_players);
  g_array_append_val (rows, header);
  for (guint i = 0; i < standings->len; i++)
    {
      const ArbStanding *s = &g_array_index (standings, ArbStanding, i);
      ArbElo elo;
      Row row;

      arb_stats_elo_trinomial (s->wins, s->losses, s->draws, &elo);
      row.cells[0] = g_strdup_printf ("%u", s->rank);
      row.cells[1] = g_strdup (names[s->player]);
      row.cells[2] = g_strdup_printf ("%.1f", s->half_points / 2.0);
      row.cells[3] = g_strdup_printf ("%u", s->wins + s->losses + s->draws);
      row.cells[4] = g_strdup_printf ("%u-%u-%u", s->wins, s->losses, s->draws);
      row.cells[5] = elo_text (&elo, elo.elo);
      row.cells[6] = elo_text (&elo, elo.error);
      g_array_append_val (rows, row);
    }
  print_columns (rows);
  if (n_players == 2)
    print_two_players (dir, schedule, standings, names);
}

/* The SPRT's line: its LLR on the pairs counted when it decided (or on
 * every finished pair), its bounds, its decision. */
void
arb_cli_tournament_print_sprt (ArbTournamentDir *dir,
                               GArray           *schedule,
                               const ArbSprt    *sprt)
{
  static const char *const decisions[] = { "continue", "H0 accepted", "H1 accepted" };
  guint stopped_at = arb_tournament_dir_get_stop (dir, NULL);
  ArbPentanomial penta;
  double llr;
  g_autofree char *llr_text = NULL;
  g_autofree char *lower = arb_stats_format_double (sprt->lower, 2);
  g_autofree char *upper = arb_stats_format_double (sprt->upper, 2);

  arb_tournament_pentanomial (dir, schedule, stopped_at != 0 ? stopped_at : G_MAXUINT, &penta);
  llr = arb_sprt_llr (sprt, &penta);
  llr_text = arb_stats_format_double (llr, 2);
  printf ("SPRT: llr %s (lower %s, upper %s): %s\n", llr_text, lower, upper,
          decisions[arb_sprt_decide (sprt, llr)]);
}

