/* arb-test-scores.h — a second reader and writer of Congkak's high-score
 * file (docs/congkak.md §12), for the tests
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The file's first line. */
#define ARB_CONGKAK_SCORES_HEADER "winner\twinner_score\tloser_score\tpits\tseeds\tdate"

/**
 * ArbCongkakScore:
 * @winner: the winner's name
 * @score: the winner's final score
 * @loser_score: the loser's
 * @pits: @seeds: N and S of the game
 * @date: when it ended, ISO 8601 ("2026-11-24T06:10:00Z")
 *
 * One entry, one line of the file.
 */
typedef struct
{
  char  *winner;
  guint  score;
  guint  loser_score;
  guint  pits;
  guint  seeds;
  char  *date;
} ArbCongkakScore;

typedef struct _ArbCongkakScores ArbCongkakScores;

char             *arb_congkak_scores_default_path (void);
ArbCongkakScores *arb_congkak_scores_load   (const char *path, GError **error);
void              arb_congkak_scores_free   (ArbCongkakScores *scores);
const char       *arb_congkak_scores_get_path (ArbCongkakScores *scores);
GPtrArray        *arb_congkak_scores_get_warnings (ArbCongkakScores *scores);
guint             arb_congkak_scores_get_n_entries (ArbCongkakScores *scores);
void              arb_congkak_scores_add    (ArbCongkakScores *scores, const char *winner,
                                             guint score, guint loser_score, guint pits,
                                             guint seeds, GDateTime *when);
GPtrArray        *arb_congkak_scores_sorted (ArbCongkakScores *scores);
void              arb_congkak_scores_reset  (ArbCongkakScores *scores);
char             *arb_congkak_scores_to_text (ArbCongkakScores *scores);
gboolean          arb_congkak_scores_save   (ArbCongkakScores *scores, GError **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbCongkakScores, arb_congkak_scores_free)

G_END_DECLS
