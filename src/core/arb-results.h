/* arb-results.h — finished games, each recorded once: results by opponent, best scores
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-game.h"
#include "arb-params.h"

G_BEGIN_DECLS

#define ARB_RESULTS_ERROR (arb_results_error_quark ())
GQuark arb_results_error_quark (void);

/**
 * ArbResultsError:
 * @ARB_RESULTS_ERROR_NOT_A_FILE: a file of the store is a FIFO, a device,
 *   a folder: anything but a regular file
 * @ARB_RESULTS_ERROR_BUSY: another program kept the store locked too long
 *
 * The store's own failures; the others are #GFileError.
 */
typedef enum
{
  ARB_RESULTS_ERROR_NOT_A_FILE,
  ARB_RESULTS_ERROR_BUSY,
} ArbResultsError;

/* The tag that names a game for the store, set when the game is created
 * and kept by files and the autosave: a game finished twice (restored
 * after a crash, or its end undone and played again) counts once. */
#define ARB_RESULTS_GAME_ID_TAG "GameId"

/* ---- the best-scores table (Congkak §12's high scores, for any game with a score) */

/**
 * ArbScoreRow:
 * @winner: the winner's name
 * @score: the winner's final score
 * @loser_score: the loser's
 * @values: the game's @score_params values, in the table's order
 * @date: when the game ended, ISO 8601 ("2026-11-24T06:10:00+01:00")
 *
 * One entry of a best-scores table, one line of its file.
 */
typedef struct
{
  char  *winner;
  guint  score;
  guint  loser_score;
  GStrv  values;
  char  *date;
} ArbScoreRow;

void arb_score_row_free (ArbScoreRow *row);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbScoreRow, arb_score_row_free)

typedef struct _ArbScoreTable ArbScoreTable;

char          *arb_score_table_header      (const ArbRules *rules);
ArbScoreTable *arb_score_table_load        (const char *path, const ArbRules *rules,
                                            GError **error);
void           arb_score_table_free        (ArbScoreTable *table);
const char    *arb_score_table_get_path    (ArbScoreTable *table);
GPtrArray     *arb_score_table_get_warnings (ArbScoreTable *table);
guint          arb_score_table_get_n_entries (ArbScoreTable *table);
void           arb_score_table_add         (ArbScoreTable *table, const char *winner,
                                            guint score, guint loser_score,
                                            const char *const *values, GDateTime *when);
GPtrArray     *arb_score_table_sorted      (ArbScoreTable *table, guint max);
void           arb_score_table_reset       (ArbScoreTable *table);
GBytes        *arb_score_table_to_bytes    (ArbScoreTable *table);
gboolean       arb_score_table_save        (ArbScoreTable *table, GError **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbScoreTable, arb_score_table_free)

/* ---- the store */

/**
 * ArbResultsEntry:
 * @id: the game's key (its %ARB_RESULTS_GAME_ID_TAG)
 * @players: who played each side: 0 a person, N the computer at level N
 * @names: what each side is called (the best scores name the winner)
 * @result: how it ended; %ARB_RESULT_NONE records nothing
 * @has_score: whether @score holds the final score
 * @score: the final score, by side
 * @params: the parameters the game was played with
 * @when: (nullable): when it ended; %NULL: now
 *
 * One finished game, as the store records it.
 */
typedef struct
{
  const char *id;
  guint       players[ARB_N_SIDES];
  const char *names[ARB_N_SIDES];
  ArbResult   result;
  gboolean    has_score;
  guint       score[ARB_N_SIDES];
  ArbParams   params;
  GDateTime  *when;
} ArbResultsEntry;

/**
 * ArbResultsAdded:
 * @ARB_RESULTS_ADDED_NONE: nothing new: the game was recorded already,
 *   or it has no result
 * @ARB_RESULTS_ADDED_RESULT: the result was recorded
 * @ARB_RESULTS_ADDED_SCORE: and the winner entered the best scores
 *
 * What arb_results_record() added.
 */
typedef enum
{
  ARB_RESULTS_ADDED_NONE   = 0,
  ARB_RESULTS_ADDED_RESULT = 1 << 0,
  ARB_RESULTS_ADDED_SCORE  = 1 << 1,
} ArbResultsAdded;

/**
 * ArbResultsTally:
 * @player: the player counted: 0 a person, N the computer at level N
 * @opponent: who that player played against, likewise
 * @side: the side @player played, when both are people or both the
 *   computer (the first side's view); -1 when a person played the
 *   computer, on either side
 * @wins: @losses: @draws: the games, as @player saw them
 *
 * The results of one pairing of players.
 */
typedef struct
{
  guint player;
  guint opponent;
  int   side;
  guint wins;
  guint losses;
  guint draws;
} ArbResultsTally;

typedef struct _ArbResults ArbResults;
typedef struct _ArbResultsSummary ArbResultsSummary;

ArbResults  *arb_results_new            (const char *dir);
void         arb_results_free           (ArbResults *self);
const char  *arb_results_get_dir        (ArbResults *self);
char        *arb_results_get_journal_path (ArbResults *self, const ArbRules *rules);
char        *arb_results_get_scores_path  (ArbResults *self, const ArbRules *rules);
gboolean     arb_results_record         (ArbResults *self, const ArbRules *rules,
                                         const ArbResultsEntry *entry,
                                         ArbResultsAdded *added, GError **error);
gboolean     arb_results_record_game    (ArbResults *self, ArbGame *game,
                                         const guint players[ARB_N_SIDES],
                                         const char *const names[ARB_N_SIDES],
                                         ArbResultsAdded *added, GError **error);
ArbResultsSummary *arb_results_load     (ArbResults *self, const ArbRules *rules,
                                         GError **error);
gboolean     arb_results_reset          (ArbResults *self, const ArbRules *rules,
                                         GError **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbResults, arb_results_free)

const char  *arb_results_ensure_game_id (ArbGame *game);

void                   arb_results_summary_free         (ArbResultsSummary *summary);
const ArbResultsTally *arb_results_summary_get_tallies  (ArbResultsSummary *summary,
                                                         guint *n_tallies);
guint                  arb_results_summary_get_n_games  (ArbResultsSummary *summary);
ArbScoreTable         *arb_results_summary_get_scores   (ArbResultsSummary *summary);
GPtrArray             *arb_results_summary_get_warnings (ArbResultsSummary *summary);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbResultsSummary, arb_results_summary_free)

G_END_DECLS
