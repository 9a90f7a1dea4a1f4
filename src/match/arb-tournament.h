/* arb-tournament.h — many players, many games: the schedule, the directory
 * that keeps a tournament across kills, and the games played in threads
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-match.h"
#include "arb-stats.h"

G_BEGIN_DECLS

/* ------------------------------------------------------------ schedule */

/**
 * ArbTournamentFormat:
 * @ARB_TOURNAMENT_ROUND_ROBIN: every player against every other
 * @ARB_TOURNAMENT_GAUNTLET: the first player against each other
 *
 * Who meets whom in each round.
 */
typedef enum
{
  ARB_TOURNAMENT_ROUND_ROBIN,
  ARB_TOURNAMENT_GAUNTLET,
} ArbTournamentFormat;

/* The opening of a game that starts from the game's start. */
#define ARB_SCHEDULE_NO_OPENING G_MAXUINT

/**
 * ArbScheduleSettings:
 * @format: round-robin or gauntlet
 * @n_players: two or more
 * @rounds: how many times the pairings are played
 * @games_per_encounter: games each pairing plays in a round, colours
 *   alternating; two games in a row (1–2, 3–4, …) share an opening
 * @n_openings: how many openings there are; 0: none (the game's start)
 * @random_openings: each pair of games draws its opening with @seed
 *   instead of taking the next one
 * @seed: the seed of the random openings and of each game's seed
 *
 * What the schedule depends on, and nothing else.
 */
typedef struct
{
  ArbTournamentFormat format;
  guint               n_players;
  guint               rounds;
  guint               games_per_encounter;
  guint               n_openings;
  gboolean            random_openings;
  guint64             seed;
} ArbScheduleSettings;

/**
 * ArbScheduledGame:
 * @number: its place in the schedule, from 1
 * @round: from 1
 * @encounter: the pairing's place in the round, from 1
 * @game: the game's place in the encounter, from 1
 * @players: the players (their index on the command line, from 0) by
 *   side: @players[0] has the game's first side
 * @opening: the index of its opening, or %ARB_SCHEDULE_NO_OPENING
 * @seed: the seed of the built-in players' ties in this game
 *
 * One game of the schedule.
 */
typedef struct
{
  guint   number;
  guint   round;
  guint   encounter;
  guint   game;
  guint   players[2];
  guint   opening;
  guint64 seed;
} ArbScheduledGame;

guint64  arb_schedule_count    (const ArbScheduleSettings *settings);
GArray  *arb_schedule_new      (const ArbScheduleSettings *settings);
gboolean arb_schedule_in_shard (guint                      number,
                                guint                      shard,
                                guint                      n_shards);

/* ------------------------------------------------- the directory */

typedef struct _ArbTournamentDir ArbTournamentDir;

gboolean arb_tournament_settings_compare (const char  *path,
                                          const char  *old_text,
                                          const char  *new_text,
                                          const char  *new_where,
                                          GError     **error);

/**
 * ArbTournamentRecord:
 * @number: the game's number in the schedule
 * @result: "1-0", "0-1" or "1/2-1/2", for the players by side
 * @names: the players' names by side, as the game's tags give them
 * @comment: how the game ended, in words
 * @text: the game in the game's file format, ending with a blank line
 *   (%NULL once it is in the games file)
 * @in_file: the game is in the games file
 * @offset: @length: where, when it is
 * @restarts: by side, how many times the player's engine was started
 *   again for this game after failing in an earlier one
 *
 * A finished game, as the journal keeps it.
 */
typedef struct
{
  guint     number;
  char     *result;
  char     *names[2];
  char     *comment;
  char     *text;
  gboolean  in_file;
  guint64   offset;
  guint64   length;
  guint     restarts[2];
} ArbTournamentRecord;

ArbTournamentDir *arb_tournament_dir_open (const char  *path,
                                           const char  *settings,
                                           const char  *games_file,
                                           guint        n_games,
                                           guint        shard,
                                           guint        n_shards,
                                           GError     **error);
void              arb_tournament_dir_free (ArbTournamentDir *dir);
const char       *arb_tournament_dir_get_date (ArbTournamentDir *dir);
ArbTournamentRecord *arb_tournament_dir_get_record (ArbTournamentDir *dir,
                                                    guint             number);
gboolean arb_tournament_dir_begin  (ArbTournamentDir          *dir,
                                    guint                      number,
                                    GError                   **error);
gboolean arb_tournament_dir_finish (ArbTournamentDir          *dir,
                                    const ArbTournamentRecord *record,
                                    GError                   **error);
gboolean arb_tournament_dir_append (ArbTournamentDir          *dir,
                                    guint                      number,
                                    GError                   **error);
gboolean arb_tournament_dir_commit (ArbTournamentDir          *dir,
                                    guint                      number,
                                    GError                   **error);
guint    arb_tournament_dir_next_commit (ArbTournamentDir     *dir);
gboolean arb_tournament_dir_stop   (ArbTournamentDir          *dir,
                                    guint                      decided_at,
                                    GError                   **error);
guint    arb_tournament_dir_get_stop (ArbTournamentDir        *dir,
                                      guint                   *after);
const char *arb_tournament_dir_get_games_path (ArbTournamentDir *dir);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbTournamentDir, arb_tournament_dir_free)

/* ------------------------------------------------- the tournament */

/**
 * ArbTournamentNewPlayer:
 * @index: the player's index on the command line, from 0
 * @seed: the seed of its ties in this game
 * @data: the caller's
 * @error: what went wrong
 *
 * Makes a fresh instance of a player for one game (called from the
 * thread that plays it).
 *
 * Returns: (transfer full) (nullable): the player
 */
typedef ArbMatchPlayer *(*ArbTournamentNewPlayer) (guint     index,
                                                   guint64   seed,
                                                   gpointer  data,
                                                   GError  **error);

/* Called, in schedule order and one at a time, with each game as it goes
 * into the games file. */
typedef void (*ArbTournamentGameFunc) (const ArbTournamentRecord *record,
                                       gpointer                   data);

/**
 * ArbTournamentOptions:
 * @rules: the game
 * @params: (nullable): its parameters
 * @openings: (nullable): the openings the schedule's indices point into
 * @schedule: the schedule
 * @movetime: time per move, in milliseconds (0 with @depth or @nodes: the
 *   bound alone)
 * @depth: @nodes: each move's search bounded so (ArbMatchGameSetup)
 * @max_plies: games this long are adjudicated a draw
 * @clock: a Fischer time control in place of @movetime; kind
 *   %ARB_TIME_CONTROL_NONE: @movetime
 * @time_margin: with @clock, the milliseconds a move may come past the
 *   time left before the flag falls
 * @adjudication: adjudication by the players' scores
 * @concurrency: games played at once (1 or more)
 * @shard: @n_shards: the share of the schedule to play
 *   (arb_schedule_in_shard()); @shard 0: all of it
 * @new_player: makes the players; an engine is kept, its process running,
 *   from game to game (ArbMatchPlayerClass), several when games are played
 *   at once
 * @player_data: for @new_player
 * @sprt: (nullable): with two players and no shards: after each pair of
 *   games goes into the games file, the test on the pentanomial counts
 *   of the first player (arb_tournament_pentanomial()); when it reaches a
 *   bound the stop is recorded (arb_tournament_dir_stop()) and no new
 *   game starts
 *
 * The tournament to play.
 */
typedef struct
{
  const ArbRules         *rules;
  const ArbParams        *params;
  GStrv                   openings;
  ArbScheduleSettings     schedule;
  guint                   movetime;
  guint                   depth;
  guint64                 nodes;
  guint                   max_plies;
  ArbTimeControl          clock;
  guint                   time_margin;
  ArbAdjudication         adjudication;
  guint                   concurrency;
  guint                   shard;
  guint                   n_shards;
  ArbTournamentNewPlayer  new_player;
  gpointer                player_data;
  const ArbSprt          *sprt;
} ArbTournamentOptions;

gboolean arb_tournament_check_records (const ArbTournamentOptions *options,
                                       ArbTournamentDir           *dir,
                                       GError                    **error);
gboolean arb_tournament_run (const ArbTournamentOptions *options,
                             ArbTournamentDir           *dir,
                             ArbTournamentGameFunc       func,
                             gpointer                    data,
                             GError                    **error);

/**
 * ArbStanding:
 * @player: the player's index on the command line
 * @rank: from 1; players with the same points share a rank
 * @half_points: twice the points
 * @wins: @losses: @draws: its games (@wins + @losses + @draws games)
 * @restarts: how many times its engine was started again after a failure,
 *   over every run of the tournament (ArbTournamentRecord.restarts)
 *
 * One line of the standings.
 */
typedef struct
{
  guint player;
  guint rank;
  guint half_points;
  guint wins;
  guint losses;
  guint draws;
  guint restarts;
} ArbStanding;

GArray *arb_tournament_standings (ArbTournamentDir *dir,
                                  GArray           *schedule,
                                  guint             n_players);

/**
 * ArbGamePair:
 * @players: the encounter's players (a < b in round-robin; a is the
 *   gauntlet's first player)
 * @first: the number of the pair's first game
 * @n_games: 2, or 1 for the last game of an encounter with an odd number
 * @half_points: @players[0]'s score in each game, in half points (0, 1,
 *   2), or -1 while the game is not finished
 *
 * Two games of an encounter that share an opening with the colours
 * swapped: what pentanomial statistics count.
 */
typedef struct
{
  guint players[2];
  guint first;
  guint n_games;
  int   half_points[2];
} ArbGamePair;

GArray *arb_tournament_pairs (ArbTournamentDir *dir,
                              GArray           *schedule);
void    arb_tournament_pentanomial (ArbTournamentDir *dir,
                                    GArray           *schedule,
                                    guint             last,
                                    ArbPentanomial   *penta);

G_END_DECLS
