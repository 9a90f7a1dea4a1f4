/* arbiter.h — the whole public API of the Arbiter core library
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-types.h"
#include "arb-piece.h"
#include "arb-position.h"
#include "arb-fen.h"
#include "arb-notation.h"
#include "arb-record.h"
#include "arb-game.h"
#include "arb-pgn.h"
