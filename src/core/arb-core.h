/* arb-core.h — the public API of the Arbiter core library: the referee of
 * every game, its rules table, history and files
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-move.h"
#include "arb-outcome.h"
#include "arb-record.h"
#include "arb-rules.h"
#include "arb-params.h"
#include "arb-level.h"
#include "arb-game.h"
#include "arb-pgn.h"
#include "arb-text.h"
#include "arb-file.h"
