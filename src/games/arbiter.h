/* arbiter.h — the whole public API of the Arbiter library: the generic
 * referee (src/core/), every game's rules and the registry
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-core.h"
#include "chess/arb-types.h"
#include "chess/arb-piece.h"
#include "chess/arb-position.h"
#include "chess/arb-fen.h"
#include "chess/arb-notation.h"
#include "chess/arb-chess.h"
#include "alquerque/arb-alquerque.h"
#include "checkers/arb-checkers.h"
#include "arb-games.h"
