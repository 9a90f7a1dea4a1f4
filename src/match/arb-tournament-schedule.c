/* arb-tournament-schedule.c — the games of a tournament, as a pure
 * function of its settings
 *
 * The schedule is a numbered list. Round after round, each encounter (a
 * pairing of two players) plays its games one after the other:
 *  - the pairings of a round: round-robin, every pair (a, b) with a < b in
 *    the order (0, 1), (0, 2), …, (0, n−1), (1, 2), …; gauntlet, (0, 1),
 *    (0, 2), …, (0, n−1);
 *  - the colours: the encounter's games alternate who has the first side;
 *    its first game gives it to a in the odd rounds, to b in the even ones;
 *  - the openings: games 1–2, 3–4, … of an encounter are a pair that
 *    shares an opening (a last odd game is a pair of its own). The pairs of
 *    the whole schedule, in order, take the openings in turn (pair p:
 *    opening p mod n), or each draws one: SplitMix64 seeded with the seed,
 *    one output z per pair, opening z mod n;
 *  - each game's seed (the built-in players' ties) is the first SplitMix64
 *    output from the state seed XOR (number × 0xd1342543de82ef95).
 * Nothing else goes in: the same settings give the same list, on any
 * machine, which is what lets a tournament be resumed or split.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-tournament.h"

#include "arb-random.h"

/* The pairings of one round, as (a, b) pairs in @pairs (2 × count). */
static guint
round_pairings (const ArbScheduleSettings *settings,
                guint                     *pairs)
{
  guint n = 0;

  for (guint a = 0; a < settings->n_players; a++)
    for (guint b = a + 1; b < settings->n_players; b++)
      {
        if (settings->format == ARB_TOURNAMENT_GAUNTLET && a != 0)
          return n;
        if (pairs != NULL)
          {
            pairs[2 * n] = a;
            pairs[2 * n + 1] = b;
          }
        n++;
      }
  return n;
}

/* A game's seed: its own SplitMix64 stream, so that no game's seed
 * depends on how many choices another game made. */
static guint64
game_seed (guint64 seed,
           guint   number)
{
  guint64 state = seed ^ ((guint64) number * G_GUINT64_CONSTANT (0xd1342543de82ef95));

  return arb_splitmix64 (&state);
}

/**
 * arb_schedule_count:
 * @settings: the schedule
 *
 * Returns: how many games the schedule has (0 when it has none, and
 *   G_MAXUINT64 when there are more than fit)
 */
guint64
arb_schedule_count (const ArbScheduleSettings *settings)
{
  guint64 n;

  if (settings->n_players < 2)
    return 0;
  n = round_pairings (settings, NULL);
  if (settings->rounds > 0 && n > G_MAXUINT32 / settings->rounds)
    return G_MAXUINT64;
  n *= settings->rounds;
  if (settings->games_per_encounter > 0 && n > G_MAXUINT32 / settings->games_per_encounter)
    return G_MAXUINT64;
  return n * settings->games_per_encounter;
}

/**
 * arb_schedule_new:
 * @settings: the schedule; arb_schedule_count() must fit a guint
 *
 * The games of the tournament, in their order (see the top of this file).
 *
 * Returns: (transfer full) (element-type ArbScheduledGame): the games
 */
GArray *
arb_schedule_new (const ArbScheduleSettings *settings)
{
  guint64 count = arb_schedule_count (settings);
  guint n_pairings = settings->n_players >= 2 ? round_pairings (settings, NULL) : 0;
  g_autofree guint *pairs = g_new (guint, 2 * MAX (n_pairings, 1));
  GArray *games = g_array_new (FALSE, TRUE, sizeof (ArbScheduledGame));
  guint64 random_state = settings->seed;
  guint pair = 0;
  guint opening = ARB_SCHEDULE_NO_OPENING;

  g_return_val_if_fail (count <= G_MAXUINT, games);

  round_pairings (settings, pairs);
  for (guint r = 0; r < settings->rounds; r++)
    for (guint e = 0; e < n_pairings; e++)
      for (guint k = 0; k < settings->games_per_encounter; k++)
        {
          ArbScheduledGame g = { 0 };
          guint a = pairs[2 * e], b = pairs[2 * e + 1];
          gboolean a_first = (k + r) % 2 == 0;

          if (k % 2 == 0 && settings->n_openings > 0)
            {
              if (settings->random_openings)
                opening = (guint) (arb_splitmix64 (&random_state) % settings->n_openings);
              else
                opening = pair % settings->n_openings;
              pair++;
            }
          g.number = games->len + 1;
          g.round = r + 1;
          g.encounter = e + 1;
          g.game = k + 1;
          g.players[0] = a_first ? a : b;
          g.players[1] = a_first ? b : a;
          g.opening = opening;
          g.seed = game_seed (settings->seed, g.number);
          g_array_append_val (games, g);
        }
  return games;
}

/**
 * arb_schedule_in_shard:
 * @number: a game's number, from 1
 * @shard: a share of the schedule, 1 … @n_shards; 0: the whole schedule
 * @n_shards: how many shares
 *
 * The shares deal the games out in turn: share I of N plays games I,
 * I + N, I + 2N…, so that each gets some of every round.
 *
 * Returns: %TRUE when game @number is in share @shard
 */
gboolean
arb_schedule_in_shard (guint number,
                       guint shard,
                       guint n_shards)
{
  return shard == 0 || (number - 1) % n_shards == shard - 1;
}
