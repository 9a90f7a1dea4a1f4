/* arb-cli-tournament-standings.c — what `tournament` prints once its
 * games are played: the standings, with Elo and its error, the
 * two-player lines of cutechess-cli, and the SPRT's line
 * (docs/tournaments.md, docs/statistics.md)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-cli-tournament-private.h"

#include <math.h>
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

/* Normalized Elo, as fishtest and fastchess give it: the score's distance
 * from even in standard deviations of a pair's score (@variance), on
 * Elo's scale at the origin (800 / ln 10 for √2 deviations). */
static double
normalized_elo (double score,
                double variance)
{
  return (score - 0.5) / sqrt (2 * variance) * (800 / G_LN10);
}

/* fastchess's report of a match, for the first player: its Elo and
 * normalized Elo from the pairs, LOS, the shares of drawn pairs (1 point
 * of 2) and of won to lost pairs, the games, the pentanomial counts with
 * the ratio of WL to DD pairs, and with an SPRT its LLR. */
static void
print_fastchess (ArbTournamentDir   *dir,
                 GArray             *schedule,
                 const ArbStanding  *first,
                 GStrv               names,
                 const ArbPentanomial *penta,
                 const ArbSprt      *sprt)
{
  g_autoptr (GArray) pairs = arb_tournament_pairs (dir, schedule);
  guint64 n_pairs = arb_pentanomial_pairs (penta);
  guint games = first->wins + first->losses + first->draws;
  guint wl = 0, dd = 0;
  ArbElo elo;

  for (guint i = 0; i < pairs->len; i++)
    {
      const ArbGamePair *pair = &g_array_index (pairs, ArbGamePair, i);

      if (pair->n_games == 2 && pair->half_points[0] >= 0 && pair->half_points[1] >= 0
          && pair->half_points[0] + pair->half_points[1] == 2)
        {
          wl += pair->half_points[0] != 1;
          dd += pair->half_points[0] == 1;
        }
    }
  arb_stats_elo_pentanomial (penta, &elo);
  printf ("--------------------------------------------------\n");
  printf ("Results of %s vs %s:\n", names[0], names[1]);
  if (elo.status == ARB_ELO_NO_GAMES)
    printf ("Elo: -, nElo: -\n");
  else
    {
      /* No spread (every pair scored the same): ±∞ as fastchess says it,
       * no margin. */
      double half = 1.96 * sqrt (elo.variance / (double) MAX (n_pairs, 1));
      double nelo = elo.variance > 0 ? normalized_elo (elo.score, elo.variance)
                    : elo.score > 0.5 ? INFINITY : elo.score < 0.5 ? -INFINITY : 0;
      double nelo_error = elo.variance > 0 ? (normalized_elo (elo.score + half, elo.variance)
                                              - normalized_elo (elo.score - half, elo.variance))
                                               / 2
                          : NAN;

      printf ("Elo: %.2f +/- %.2f, nElo: %.2f +/- %.2f\n", elo.elo, elo.error, nelo, nelo_error);
    }
  printf ("LOS: %.2f %%, DrawRatio: %.2f %%, PairsRatio: %.2f\n",
          100.0 * arb_stats_los (first->wins, first->losses),
          n_pairs > 0 ? 100.0 * penta->counts[ARB_PENTA_WL_DD] / (double) n_pairs : 0.0,
          (double) (penta->counts[ARB_PENTA_WW] + penta->counts[ARB_PENTA_WD])
            / (double) MAX (penta->counts[ARB_PENTA_LL] + penta->counts[ARB_PENTA_LD], 1));
  printf ("Games: %u, Wins: %u, Losses: %u, Draws: %u, Points: %.1f (%.2f %%)\n", games,
          first->wins, first->losses, first->draws, first->half_points / 2.0,
          games > 0 ? 50.0 * first->half_points / games : 0.0);
  printf ("Ptnml(0-2): [%" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT
          ", %" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT "], WL/DD Ratio: %.2f\n",
          penta->counts[ARB_PENTA_LL], penta->counts[ARB_PENTA_LD],
          penta->counts[ARB_PENTA_WL_DD], penta->counts[ARB_PENTA_WD],
          penta->counts[ARB_PENTA_WW], (double) wl / (double) MAX (dd, 1));
  if (sprt != NULL)
    {
      double llr = arb_sprt_llr (sprt, penta);

      printf ("LLR: %.2f (%.1f%%) (%.2f, %.2f) [%.2f, %.2f]\n", llr, 100.0 * llr / sprt->upper,
              sprt->lower, sprt->upper, sprt->elo0, sprt->elo1);
    }
  printf ("--------------------------------------------------\n");
}

/* With two players: cutechess-cli's two lines for the first, then the
 * pentanomial counts and their Elo, cutechess-cli's SPRT line, then
 * fastchess's report. */
static void
print_two_players (ArbTournamentDir *dir,
                   GArray           *schedule,
                   GArray           *standings,
                   GStrv             names,
                   const ArbSprt    *sprt)
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
  if (sprt != NULL)
    arb_cli_tournament_print_sprt (dir, schedule, sprt);
  print_fastchess (dir, schedule, first, names, &penta, sprt);
}

/**
 * arb_cli_tournament_print_standings:
 * @dir: the tournament's directory
 * @schedule: (element-type ArbScheduledGame): its schedule
 * @names: the players' names when they played no game (replaced by the
 *   names their games give)
 * @sprt: (nullable): the SPRT of a match of two players
 *
 * Prints the standings: rank, player, points, games, W-L-D, Elo against
 * the field and its 95 % margin; with two players, then cutechess-cli's
 * score lines and the pentanomial line (docs/tournaments.md).
 */
void
arb_cli_tournament_print_standings (ArbTournamentDir *dir,
                                    GArray           *schedule,
                                    GStrv             names,
                                    const ArbSprt    *sprt)
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
    print_two_players (dir, schedule, standings, names, sprt);
}

/**
 * arb_cli_tournament_sprt_text:
 * @dir: the tournament's directory
 * @schedule: (element-type ArbScheduledGame): its schedule
 * @sprt: its SPRT
 *
 * The SPRT's state as cutechess-cli says it: its LLR on the pairs counted
 * when it decided (or on every finished pair), that LLR as a share of the
 * upper bound, the bounds, and a decision once there is one: "SPRT: llr
 * 1.67 (120.1%), lbound -1.39, ubound 1.39 - H1 was accepted".
 *
 * Returns: (transfer full): the line, without its newline
 */
char *
arb_cli_tournament_sprt_text (ArbTournamentDir *dir,
                              GArray           *schedule,
                              const ArbSprt    *sprt)
{
  static const char *const decisions[] = { "", " - H0 was accepted", " - H1 was accepted" };
  guint stopped_at = arb_tournament_dir_get_stop (dir, NULL);
  ArbPentanomial penta;
  double llr;
  g_autofree char *llr_text = NULL;
  g_autofree char *share = NULL;
  g_autofree char *lower = arb_stats_format_double (sprt->lower, 2);
  g_autofree char *upper = arb_stats_format_double (sprt->upper, 2);

  arb_tournament_pentanomial (dir, schedule, stopped_at != 0 ? stopped_at : G_MAXUINT, &penta);
  llr = arb_sprt_llr (sprt, &penta);
  llr_text = arb_stats_format_double (llr, 2);
  share = arb_stats_format_double (100.0 * llr / sprt->upper, 1);
  return g_strdup_printf ("SPRT: llr %s (%s%%), lbound %s, ubound %s%s", llr_text, share, lower,
                          upper, decisions[arb_sprt_decide (sprt, llr)]);
}

/* The SPRT's line (arb_cli_tournament_sprt_text()). */
void
arb_cli_tournament_print_sprt (ArbTournamentDir *dir,
                               GArray           *schedule,
                               const ArbSprt    *sprt)
{
  g_autofree char *text = arb_cli_tournament_sprt_text (dir, schedule, sprt);

  printf ("%s\n", text);
}
