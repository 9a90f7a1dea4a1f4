/* arb-protocol.h — UCI and UGI: two dialects of one engine protocol
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-core.h"

G_BEGIN_DECLS

/**
 * ArbProtocol:
 * @name: the dialect's name, as `--protocol` takes it ("uci", "ugi")
 * @hello: the command that opens the handshake ("uci", "ugi")
 * @hello_ok: the engine's line that ends it ("uciok", "ugiok")
 * @new_game: the command before each game ("ucinewgame", "uginewgame")
 * @time_left: `go`'s clock fields, by side, the first player's first
 *   ("wtime", "btime"; "p1time", "p2time")
 * @increment: `go`'s increment fields, by side ("winc", "binc"; "p1inc",
 *   "p2inc")
 * @queries: the engine answers `query p1turn|gameover|result` with
 *   `response …` (UGI)
 * @game_options: Arbiter's own engine declares the game's parameters as
 *   options (UGI; `arbiter-cli uci` keeps the options it always had)
 *
 * What differs between the Universal Chess Interface and the Universal
 * Game Interface, which is UCI for any game: the engine loop of
 * `arbiter-cli uci|ugi` and the referee's client are each written once,
 * over this description. Everything else (`isready`/`readyok`,
 * `setoption`, `position`, `go movetime|depth|nodes|infinite`, `stop`,
 * `bestmove`, `info`, `quit`) is the same in both.
 */
typedef struct _ArbProtocol
{
  const char *name;
  const char *hello;
  const char *hello_ok;
  const char *new_game;
  const char *time_left[2];
  const char *increment[2];
  gboolean    queries;
  gboolean    game_options;
} ArbProtocol;

extern const ArbProtocol arb_protocol_uci;
extern const ArbProtocol arb_protocol_ugi;

const ArbProtocol *arb_protocol_lookup   (const char     *name);
const ArbProtocol *arb_protocol_for_game (const ArbRules *rules);

/**
 * ArbMoveTime:
 * @movetime: milliseconds for this move (UCI's and UGI's `go movetime`),
 *   when there is no clock
 * @clock: TRUE: each side has a clock, below, and @movetime is not used
 * @time_left: milliseconds left on each side's clock, by side (the first
 *   player's first)
 * @increment: milliseconds each side's clock gains after each of its moves
 * @moves_to_go: moves until the clock is next filled up; 0: not known
 * @depth: without a clock, the most plies the search may look ahead (`go
 *   depth`); 0: no bound
 * @nodes: without a clock, the most positions it may visit (`go nodes`);
 *   0: no bound. With either and no @movetime, the move has
 *   %ARB_MOVE_BOUND_LIMIT_MS before it is lost on time
 * @margin: with a clock, the milliseconds a move may come past the time
 *   left before the flag falls (--timemargin); not sent to the engine
 *
 * How long a player may think about a move: a fixed time per move or
 * what is left of a clock. The referee hands it to a player
 * (ArbMatchPlayerClass.choose); an engine reads it from `go`.
 */
typedef struct
{
  guint    movetime;
  gboolean clock;
  guint64  time_left[2];
  guint64  increment[2];
  guint    moves_to_go;
  guint    depth;
  guint64  nodes;
  guint    margin;
} ArbMoveTime;

/**
 * ARB_MOVE_BOUND_LIMIT_MS:
 *
 * How long a move bounded by depth or nodes alone may take before the
 * referee calls it lost on time: a search that long is no search to a
 * depth or a count of positions, it is an engine that hangs.
 */
#define ARB_MOVE_BOUND_LIMIT_MS 60000

/**
 * ARB_MOVE_OVERHEAD_MS:
 *
 * What a move costs beside the thinking, in milliseconds: the search's
 * thread, the engine's output, the pipe and the referee's reading, as
 * measured on a 2-core machine at 1 s + 10 ms (docs/engine.md).
 * arb_move_time_budget() keeps it back.
 */
#define ARB_MOVE_OVERHEAD_MS 3

guint    arb_move_time_budget     (const ArbMoveTime *time,
                                   ArbSide            side);
guint64  arb_move_time_allowed    (const ArbMoveTime *time,
                                   ArbSide            side);
char    *arb_protocol_go_command  (const ArbProtocol *protocol,
                                   const ArbMoveTime *time);

G_END_DECLS
