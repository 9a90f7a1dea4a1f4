/* arb-tournament.c — a tournament's games, played in threads, kept in its
 * directory, and its standings
 *
 * Each worker thread takes the next game of the schedule that is not
 * finished, takes its players (an engine: one idle since an earlier game,
 * its process kept, or a new one; the built-in player: a new one, with
 * the game's seed), plays it (arb_match_play_game()) and
 * records it in the journal. Games finish in any order; they go into the
 * games file, and to the caller's function, in schedule order: whatever
 * the concurrency, the games file, the output and the standings are the
 * same. One lock guards the directory and the schedule's progress.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-tournament.h"

#include <string.h>

typedef struct
{
  const ArbTournamentOptions *options;
  GArray                     *schedule;
  ArbTournamentDir           *dir;
  ArbTournamentGameFunc       func;
  gpointer                    data;
  GMutex                      lock;
  guint                       next;    /* the next game to look at, by index */
  GError                     *error;   /* the first thing that went wrong: stop */
  ArbPentanomial              penta;   /* the SPRT's pairs in the games file */
  GPtrArray                 **idle;    /* by player: engines between games */
  guint                       n_working;  /* workers not out of games yet */
  GCond                       all_done;   /* signalled when @n_working reaches 0 */
} Run;

/* With the lock held: an engine of player @index kept from an earlier
 * game, or a new player. */
static ArbMatchPlayer *
take_player (Run     *run,
             guint    index,
             guint64  seed,
             GError **error)
{
  const ArbTournamentOptions *options = run->options;
  GPtrArray *idle = run->idle[index];

  if (idle->len > 0)
    return g_ptr_array_steal_index_fast (idle, idle->len - 1);
  return options->new_player (index, seed, options->player_data, error);
}

/* With the lock held: @player (of player @index) after its game. An
 * engine waits, its process kept, for the next game that needs one. */
static void
put_player (Run            *run,
            guint           index,
            ArbMatchPlayer *player)
{
  if (player == NULL)
    return;
  if (arb_match_player_is_engine (player))
    g_ptr_array_add (run->idle[index], player);
  else
    arb_match_player_free (player);
}

/* The game's Round tag: "ROUND.ENCOUNTER.GAME". */
static char *
round_tag (const ArbScheduledGame *g)
{
  return g_strdup_printf ("%u.%u.%u", g->round, g->encounter, g->game);
}

/* Plays game @g: its record, or NULL with @error. */
static ArbTournamentRecord *
play (Run                    *run,
      const ArbScheduledGame *g,
      GError                **error)
{
  const ArbTournamentOptions *options = run->options;
  ArbMatchPlayer *by_side[2] = { NULL, NULL };
  ArbMatchGameSetup setup = { 0 };
  ArbMatchGame result;
  ArbTournamentRecord *record = NULL;
  guint restarts[2];
  g_autofree char *round = round_tag (g);
  const ArbRules *rules = options->rules;

  g_mutex_lock (&run->lock);
  for (guint side = 0; side < 2 && (side == 0 || by_side[0] != NULL); side++)
    by_side[side] = take_player (run, g->players[side], g->seed, error);
  g_mutex_unlock (&run->lock);
  if (by_side[0] == NULL || by_side[1] == NULL)
    goto out;
  setup.rules = rules;
  setup.params = options->params;
  setup.opening = g->opening != ARB_SCHEDULE_NO_OPENING ? options->openings[g->opening] : NULL;
  setup.movetime = options->movetime;
  setup.depth = options->depth;
  setup.nodes = options->nodes;
  setup.max_plies = options->max_plies;
  setup.clock = options->clock;
  setup.time_margin = options->time_margin;
  setup.adjudication = options->adjudication;
  setup.event = "Arbiter tournament";
  setup.date = arb_tournament_dir_get_date (run->dir);
  setup.round = round;
  /* A restart happens as the game begins: the game's, in its record. */
  for (guint side = 0; side < 2; side++)
    restarts[side] = by_side[side]->restarts;
  if (!arb_match_play_game (&setup, by_side, &result, error))
    goto out;

  record = g_new0 (ArbTournamentRecord, 1);
  record->number = g->number;
  record->result = g_strdup (arb_result_to_string (arb_game_get_result (result.game)));
  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    record->names[side] = g_strdup (arb_game_get_tag (result.game,
                                                      arb_rules_player_tag (rules, side)));
  record->comment = g_strdup (result.comment);
  record->text = g_strconcat (result.pgn, "\n", NULL);
  for (guint side = 0; side < 2; side++)
    record->restarts[side] = by_side[side]->restarts - restarts[side];
  arb_match_game_clear (&result);

out:
  g_mutex_lock (&run->lock);
  put_player (run, g->players[0], by_side[0]);
  put_player (run, g->players[1], by_side[1]);
  g_mutex_unlock (&run->lock);
  return record;
}

static void
record_free (ArbTournamentRecord *record)
{
  g_free (record->result);
  g_free (record->names[0]);
  g_free (record->names[1]);
  g_free (record->comment);
  g_free (record->text);
  g_free (record);
}

static int half_points_of (const ArbScheduledGame    *g,
                           const ArbTournamentRecord *record,
                           guint                      player);

/* The first player's pentanomial bucket of the pair that game @number
 * ends (both games finished), into @penta; nothing when @number ends no
 * pair of players 0 and 1. */
static void
count_pair (ArbTournamentDir *dir,
            GArray           *schedule,
            guint             number,
            ArbPentanomial   *penta)
{
  const ArbScheduledGame *g = &g_array_index (schedule, ArbScheduledGame, number - 1);
  const ArbScheduledGame *first;
  ArbTournamentRecord *records[2];

  if (g->game % 2 != 0 || MAX (g->players[0], g->players[1]) != 1)
    return;
  first = g - 1;
  records[0] = arb_tournament_dir_get_record (dir, first->number);
  records[1] = arb_tournament_dir_get_record (dir, g->number);
  if (records[0] == NULL || records[1] == NULL)
    return;
  arb_pentanomial_add (penta, (ArbStatsResult) half_points_of (first, records[0], 0),
                       (ArbStatsResult) half_points_of (g, records[1], 0));
}

/* With the lock held, once game @number is in the games file (and every
 * game before it): the SPRT, when there is one, counts the pair it ends;
 * a decision stops the tournament. */
static gboolean
check_sprt (Run     *run,
            guint    number,
            GError **error)
{
  const ArbSprt *sprt = run->options->sprt;
  guint64 before = arb_pentanomial_pairs (&run->penta);

  if (sprt == NULL || arb_tournament_dir_get_stop (run->dir, NULL) != 0)
    return TRUE;
  count_pair (run->dir, run->schedule, number, &run->penta);
  if (arb_pentanomial_pairs (&run->penta) == before
      || arb_sprt_decide (sprt, arb_sprt_llr (sprt, &run->penta)) == ARB_SPRT_CONTINUE)
    return TRUE;
  return arb_tournament_dir_stop (run->dir, number, error);
}

/* Whether @pgn, read from a record's text, is the game the record says:
 * read to its end without a fault, ended by a result token, its result
 * and its players the record's. Else @error says which record is wrong. */
static gboolean
game_fits_record (const ArbRules            *rules,
                  ArbPgnGame                *pgn,
                  const ArbTournamentRecord *record,
                  const char                *where,
                  GError                   **error)
{
  const char *why = NULL;
  const char *result;

  if (pgn == NULL)
    why = "no game in its text";
  else if (pgn->error != NULL)
    why = pgn->error->message;
  else if (!pgn->has_result_token)
    why = "its text ends without a result";
  else if ((result = arb_game_get_tag (pgn->game, "Result")) == NULL
           || !g_str_equal (result, record->result))
    why = "its result is not its game's";
  else
    for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND && why == NULL; side++)
      if (g_strcmp0 (arb_game_get_tag (pgn->game, arb_rules_player_tag (rules, side)),
                     record->names[side]) != 0)
        why = "its players are not its game's";
  if (why == NULL)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               "%s: the record of game %u does not fit the game it closes (%s): refused rather "
               "than counted", where, record->number, why);
  return FALSE;
}

/* A reader of one game's text, or of the games file, as the tournament
 * writes it: only @options' game, by its parameters. */
static ArbPgnReader *
records_reader (const ArbTournamentOptions *options,
                GInputStream               *stream,
                const char                 *name)
{
  ArbPgnReader *reader = arb_pgn_reader_new_for_games (stream, name, &options->rules, 1,
                                                       options->rules);

  if (options->params != NULL)
    arb_pgn_reader_set_params (reader, options->params);
  return reader;
}

/**
 * arb_tournament_check_records:
 * @options: the tournament
 * @dir: its directory, just opened
 * @error: the first record that does not fit its game
 *
 * Checks every finished game of @dir against its game, before anything is
 * counted or written: a committed one against the games file, in order,
 * one waiting in the journal against its own text. Each must read to its
 * end without a fault, end with a result token, and have the record's
 * result and players. The journal's checks only tell a torn write; a
 * line written by hand passes them.
 *
 * Returns: %TRUE when every record fits: the directory may be counted
 *   (arb_tournament_standings()) and played on (arb_tournament_run())
 */
gboolean
arb_tournament_check_records (const ArbTournamentOptions *options,
                              ArbTournamentDir           *dir,
                              GError                    **error)
{
  guint n_games = (guint) arb_schedule_count (&options->schedule);
  const char *games_path = arb_tournament_dir_get_games_path (dir);
  g_autoptr (GFile) file = g_file_new_for_path (games_path);
  g_autoptr (GFileInputStream) stream = g_file_read (file, NULL, error);
  g_autoptr (ArbPgnReader) in_file = NULL;
  g_autofree char *dir_path = g_path_get_dirname (games_path);
  g_autofree char *journal = g_build_filename (dir_path, "journal", NULL);

  if (stream == NULL)
    return FALSE;
  in_file = records_reader (options, G_INPUT_STREAM (stream), games_path);
  for (guint number = 1; number <= n_games; number++)
    {
      ArbTournamentRecord *record = arb_tournament_dir_get_record (dir, number);
      g_autoptr (ArbPgnGame) pgn = NULL;
      g_autoptr (GError) read_error = NULL;

      if (record == NULL)
        continue;
      if (record->in_file)
        pgn = arb_pgn_reader_next (in_file, &read_error);
      else
        {
          g_autoptr (GInputStream) text = g_memory_input_stream_new_from_data (record->text, -1,
                                                                               NULL);
          g_autoptr (ArbPgnReader) reader = records_reader (options, text, journal);
          g_autoptr (ArbPgnGame) more = NULL;

          pgn = arb_pgn_reader_next (reader, &read_error);
          if (pgn != NULL && read_error == NULL
              && (more = arb_pgn_reader_next (reader, &read_error)) != NULL)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "%s: the record of game %u holds more than one game: refused "
                           "rather than counted", journal, number);
              return FALSE;
            }
        }
      if (read_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&read_error));
          return FALSE;
        }
      if (!game_fits_record (options->rules, pgn, record,
                             record->in_file ? games_path : journal, error))
        return FALSE;
    }
  return TRUE;
}

/* With the lock held: the games finished next in schedule order go into
 * the games file and to the caller. */
static gboolean
commit_ready (Run     *run,
              GError **error)
{
  for (;;)
    {
      guint number = arb_tournament_dir_next_commit (run->dir);
      ArbTournamentRecord *record;

      if (number == 0 || (record = arb_tournament_dir_get_record (run->dir, number)) == NULL)
        return TRUE;
      /* Reported between the append and its commit: a kill before the
       * commit has it appended and reported again on resume, so that no
       * game committed ever goes unreported. */
      if (!arb_tournament_dir_append (run->dir, number, error))
        return FALSE;
      if (run->func != NULL)
        run->func (record, run->data);
      if (!arb_tournament_dir_commit (run->dir, number, error))
        return FALSE;
      if (!check_sprt (run, number, error))
        return FALSE;
    }
}

/* With the lock held: the next game to play, or NULL when there is none
 * (or the tournament stops). Its start is in the journal. */
static const ArbScheduledGame *
take_game (Run *run)
{
  while (run->error == NULL && run->next < run->schedule->len)
    {
      const ArbScheduledGame *g = &g_array_index (run->schedule, ArbScheduledGame, run->next++);
      guint after;

      if (arb_tournament_dir_get_stop (run->dir, &after) != 0 && g->number > after)
        return NULL;
      if (!arb_schedule_in_shard (g->number, run->options->shard, run->options->n_shards)
          || arb_tournament_dir_get_record (run->dir, g->number) != NULL)
        continue;
      if (!arb_tournament_dir_begin (run->dir, g->number, &run->error))
        return NULL;
      return g;
    }
  return NULL;
}

/* With the lock held: a worker is out of games. Each waits for the
 * others, for an engine dies with the thread that started it
 * (arb-engine-process.c) and another worker may be playing with one this
 * worker started; the last one out stops the engines kept between games. */
static void
leave (Run *run)
{
  if (--run->n_working > 0)
    {
      while (run->n_working > 0)
        g_cond_wait (&run->all_done, &run->lock);
      return;
    }
  for (guint i = 0; i < run->options->schedule.n_players; i++)
    {
      for (guint k = 0; k < run->idle[i]->len; k++)
        arb_match_player_free (g_ptr_array_index (run->idle[i], k));
      g_ptr_array_set_size (run->idle[i], 0);
    }
  g_cond_broadcast (&run->all_done);
}

static gpointer
worker (gpointer data)
{
  Run *run = data;

  for (;;)
    {
      const ArbScheduledGame *g;
      g_autoptr (GError) error = NULL;
      ArbTournamentRecord *record;

      g_mutex_lock (&run->lock);
      g = take_game (run);
      if (g == NULL)
        leave (run);
      g_mutex_unlock (&run->lock);
      if (g == NULL)
        return NULL;

      record = play (run, g, &error);

      g_mutex_lock (&run->lock);
      if (record == NULL)
        {
          if (run->error == NULL)
            run->error = g_steal_pointer (&error);
        }
      else
        {
          /* A game finished after another thread's error is still kept,
           * when the journal can take it. */
          if (arb_tournament_dir_finish (run->dir, record, &error) && run->error == NULL)
            commit_ready (run, &error);
          if (error != NULL && run->error == NULL)
            run->error = g_steal_pointer (&error);
        }
      g_mutex_unlock (&run->lock);
      if (record != NULL)
        record_free (record);
    }
}

/**
 * arb_tournament_run:
 * @options: the tournament
 * @dir: its directory, opened for these options
 * @func: (nullable): called with each game as it goes into the games file
 * @data: for @func
 * @error: what stopped the tournament: an opening that makes no game, a
 *   player that cannot be made, a file that cannot be written
 *
 * Plays every game of the schedule that @dir does not have yet (its
 * records checked: arb_tournament_check_records()),
 * @options->concurrency at once. On an error no new game starts; the
 * games being played are finished and kept. When @options->sprt decides
 * (now or in an earlier run), the games begun are finished and no other
 * starts.
 *
 * Returns: %TRUE when every game of the schedule is in the games file,
 *   or every game begun before the SPRT decided
 */
gboolean
arb_tournament_run (const ArbTournamentOptions *options,
                    ArbTournamentDir           *dir,
                    ArbTournamentGameFunc       func,
                    gpointer                    data,
                    GError                    **error)
{
  Run run = { options, NULL, dir, func, data, { 0 }, 0, NULL, { { 0 } }, NULL, 0, { 0 } };
  guint n_threads = MAX (options->concurrency, 1);
  g_autoptr (GPtrArray) threads = g_ptr_array_new ();
  gboolean ok;

  run.schedule = arb_schedule_new (&options->schedule);
  run.idle = g_new0 (GPtrArray *, options->schedule.n_players);
  for (guint i = 0; i < options->schedule.n_players; i++)
    run.idle[i] = g_ptr_array_new ();
  g_mutex_init (&run.lock);
  g_cond_init (&run.all_done);
  run.n_working = n_threads;

  /* The SPRT's pairs already in the file; a decision a kill kept from
   * being recorded is recorded now. */
  g_mutex_lock (&run.lock);
  if (options->sprt != NULL && arb_tournament_dir_get_stop (dir, NULL) == 0)
    {
      guint next = arb_tournament_dir_next_commit (dir);
      guint committed = next == 0 ? run.schedule->len : next - 1;

      for (guint number = 1; number <= committed; number++)
        count_pair (dir, run.schedule, number, &run.penta);
      if (arb_pentanomial_pairs (&run.penta) > 0
          && arb_sprt_decide (options->sprt, arb_sprt_llr (options->sprt, &run.penta))
             != ARB_SPRT_CONTINUE)
        arb_tournament_dir_stop (dir, committed, &run.error);
    }
  /* Games finished before a kill, not yet in the file. */
  if (run.error == NULL)
    commit_ready (&run, &run.error);
  g_mutex_unlock (&run.lock);

  if (n_threads == 1)
    worker (&run);
  else
    {
      for (guint i = 0; i < n_threads; i++)
        g_ptr_array_add (threads, g_thread_new ("arb-tournament", worker, &run));
      for (guint i = 0; i < n_threads; i++)
        g_thread_join (g_ptr_array_index (threads, i));
    }

  /* The engines kept between games were stopped by the last worker. */
  for (guint i = 0; i < options->schedule.n_players; i++)
    g_ptr_array_unref (run.idle[i]);
  g_free (run.idle);

  ok = run.error == NULL;
  if (!ok)
    g_propagate_error (error, run.error);
  g_mutex_clear (&run.lock);
  g_cond_clear (&run.all_done);
  g_array_unref (run.schedule);
  return ok;
}

static int
compare_standings (gconstpointer a,
                   gconstpointer b)
{
  const ArbStanding *x = a, *y = b;

  if (x->half_points != y->half_points)
    return x->half_points > y->half_points ? -1 : 1;
  return x->player < y->player ? -1 : x->player > y->player;
}

/**
 * arb_tournament_standings:
 * @dir: the directory
 * @schedule: (element-type ArbScheduledGame): the schedule
 * @n_players: how many players
 *
 * The standings of the finished games: by points (a win 1, a draw ½),
 * players with the same points in command-line order, sharing a rank.
 *
 * Returns: (transfer full) (element-type ArbStanding): one per player
 */
GArray *
arb_tournament_standings (ArbTournamentDir *dir,
                          GArray           *schedule,
                          guint             n_players)
{
  GArray *rows = g_array_sized_new (FALSE, TRUE, sizeof (ArbStanding), n_players);

  g_array_set_size (rows, n_players);
  for (guint i = 0; i < n_players; i++)
    g_array_index (rows, ArbStanding, i).player = i;
  for (guint i = 0; i < schedule->len; i++)
    {
      const ArbScheduledGame *g = &g_array_index (schedule, ArbScheduledGame, i);
      ArbTournamentRecord *record = arb_tournament_dir_get_record (dir, g->number);
      ArbStanding *first, *second;

      if (record == NULL)
        continue;
      first = &g_array_index (rows, ArbStanding, g->players[0]);
      second = &g_array_index (rows, ArbStanding, g->players[1]);
      first->restarts += record->restarts[0];
      second->restarts += record->restarts[1];
      if (g_str_equal (record->result, "1-0"))
        first->wins++, second->losses++, first->half_points += 2;
      else if (g_str_equal (record->result, "0-1"))
        second->wins++, first->losses++, second->half_points += 2;
      else
        first->draws++, second->draws++, first->half_points++, second->half_points++;
    }
  g_array_sort (rows, compare_standings);
  for (guint i = 0; i < n_players; i++)
    {
      ArbStanding *row = &g_array_index (rows, ArbStanding, i);

      row->rank = i > 0 && row->half_points == (row - 1)->half_points ? (row - 1)->rank : i + 1;
    }
  return rows;
}

/* @player's score in game @g of @record, in half points. */
static int
half_points_of (const ArbScheduledGame    *g,
                const ArbTournamentRecord *record,
                guint                      player)
{
  guint side = g->players[0] == player ? 0 : 1;

  if (g_str_equal (record->result, "1-0"))
    return side == 0 ? 2 : 0;
  if (g_str_equal (record->result, "0-1"))
    return side == 1 ? 2 : 0;
  return 1;
}

/**
 * arb_tournament_pairs:
 * @dir: the directory
 * @schedule: (element-type ArbScheduledGame): the schedule
 *
 * The schedule's pairs of games (games 1–2, 3–4… of each encounter), with
 * the results of their finished games, for pentanomial counts.
 *
 * Returns: (transfer full) (element-type ArbGamePair): the pairs, in
 *   schedule order
 */
GArray *
arb_tournament_pairs (ArbTournamentDir *dir,
                      GArray           *schedule)
{
  GArray *pairs = g_array_new (FALSE, TRUE, sizeof (ArbGamePair));

  for (guint i = 0; i < schedule->len; i++)
    {
      const ArbScheduledGame *g = &g_array_index (schedule, ArbScheduledGame, i);
      ArbTournamentRecord *record = arb_tournament_dir_get_record (dir, g->number);
      ArbGamePair *pair;

      if (g->game % 2 == 1)
        {
          ArbGamePair fresh = { { MIN (g->players[0], g->players[1]),
                                  MAX (g->players[0], g->players[1]) },
                                g->number, 0, { -1, -1 } };

          g_array_append_val (pairs, fresh);
        }
      pair = &g_array_index (pairs, ArbGamePair, pairs->len - 1);
      if (record != NULL)
        pair->half_points[pair->n_games] = half_points_of (g, record, pair->players[0]);
      pair->n_games++;
    }
  return pairs;
}

/**
 * arb_tournament_pentanomial:
 * @dir: the directory
 * @schedule: (element-type ArbScheduledGame): the schedule
 * @last: count the pairs whose games are numbered @last or less
 *   (%G_MAXUINT: all)
 * @penta: (out caller-allocates): the counts
 *
 * The pentanomial counts of players 0 and 1, from player 0's point of
 * view: the pairs of games (games 1–2, 3–4… of an encounter) whose two
 * games are finished. What the SPRT of #ArbTournamentOptions counts.
 */
void
arb_tournament_pentanomial (ArbTournamentDir *dir,
                            GArray           *schedule,
                            guint             last,
                            ArbPentanomial   *penta)
{
  memset (penta, 0, sizeof *penta);
  for (guint i = 0; i < schedule->len; i++)
    {
      const ArbScheduledGame *g = &g_array_index (schedule, ArbScheduledGame, i);

      if (g->number <= last)
        count_pair (dir, schedule, g->number, penta);
    }
}
