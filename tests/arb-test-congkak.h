/* arb-test-congkak.h — what the Congkak tests share
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arbiter.h"

G_BEGIN_DECLS

/* A Congkak game from a position string, which must be valid. */
ArbGame *arb_test_congkak_game_from  (const char *fen);
/* Plays @move, which must be legal. */
void     arb_test_congkak_play       (ArbGame *game, const char *move);
/* The game's position string is @expected. */
void     arb_test_congkak_assert_fen (ArbGame *game, const char *expected);
/* A record as congkak-reference.py prints it: "relay p1 p2 4 4". */
char    *arb_test_congkak_record_text (const ArbRecord *record);

G_END_DECLS
