/* arb-protocol.c — UCI and UGI: two dialects of one engine protocol
 *
 * UGI (the Universal Game Interface of cutegames) is UCI with other names
 * for the handshake and for `go`'s clock fields, which name the players
 * p1 and p2 rather than the colours, and with `query`. Arbiter's engine
 * (`arbiter-cli uci|ugi`) and the match referee's client both read the
 * dialect from an ArbProtocol. How a clock becomes the time for one move
 * is decided here, once, for Arbiter's engine and its built-in player.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-protocol.h"

/* A clock is shared out as if this many moves were left. */
#define MOVES_LEFT_GUESS 30

const ArbProtocol arb_protocol_uci = {
  .name = "uci",
  .hello = "uci",
  .hello_ok = "uciok",
  .new_game = "ucinewgame",
  .time_left = { "wtime", "btime" },
  .increment = { "winc", "binc" },
  .queries = FALSE,
  .game_options = FALSE,
};

const ArbProtocol arb_protocol_ugi = {
  .name = "ugi",
  .hello = "ugi",
  .hello_ok = "ugiok",
  .new_game = "uginewgame",
  .time_left = { "p1time", "p2time" },
  .increment = { "p1inc", "p2inc" },
  .queries = TRUE,
  .game_options = TRUE,
};

/**
 * arb_protocol_lookup:
 * @name: "uci" or "ugi" (case matters)
 *
 * Returns: (nullable): the dialect, or %NULL for another name.
 */
const ArbProtocol *
arb_protocol_lookup (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);

  if (g_str_equal (name, arb_protocol_uci.name))
    return &arb_protocol_uci;
  if (g_str_equal (name, arb_protocol_ugi.name))
    return &arb_protocol_ugi;
  return NULL;
}

/**
 * arb_protocol_for_game:
 * @rules: a game
 *
 * Returns: the dialect engines of @rules speak unless told otherwise: UCI
 *   for a game whose table says so (@protocol_uci: chess), UGI for every
 *   other.
 */
const ArbProtocol *
arb_protocol_for_game (const ArbRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  return rules->protocol_uci ? &arb_protocol_uci : &arb_protocol_ugi;
}

/**
 * arb_move_time_budget:
 * @time: the time control
 * @side: the side to move
 *
 * How long a player should think about this move, in milliseconds: the
 * fixed @movetime; or, with a clock, a share of what is left (a thirtieth,
 * or what the moves to go leave when fewer) plus three quarters of the
 * increment, never more than half of what is left, less
 * %ARB_MOVE_OVERHEAD_MS for what a move costs beside the thinking (or
 * half of it, when it is no more than twice that), at least 1 ms. The
 * overhead is the margin that keeps a short clock from falling: 3 ms of a
 * 2-second move are nothing, of a 7 ms move (1 s + 10 ms, late in a game)
 * most of what keeps the clock from running out.
 *
 * Returns: the milliseconds, 1 to %G_MAXINT32.
 */
guint
arb_move_time_budget (const ArbMoveTime *time,
                      ArbSide            side)
{
  guint64 left, share;
  guint moves;

  g_return_val_if_fail (time != NULL, 1);

  if (!time->clock)
    return time->movetime == 0 && (time->depth > 0 || time->nodes > 0)
             ? ARB_MOVE_BOUND_LIMIT_MS : CLAMP (time->movetime, 1, G_MAXINT32);
  left = time->time_left[side & 1];
  moves = time->moves_to_go > 0 ? MIN (time->moves_to_go, MOVES_LEFT_GUESS) : MOVES_LEFT_GUESS;
  share = MIN (left / moves + time->increment[side & 1] * 3 / 4, left / 2);
  share = share > 2 * ARB_MOVE_OVERHEAD_MS ? share - ARB_MOVE_OVERHEAD_MS : share / 2;
  return (guint) CLAMP (share, 1, G_MAXINT32);
}

/**
 * arb_move_time_allowed:
 * @time: the time control
 * @side: the side to move
 *
 * Returns: the most a player may take for this move before it loses on
 *   time, in milliseconds (the referee adds ARB_MATCH_GRACE_MS without a
 *   clock, nothing with one): the
 *   fixed @movetime, all that is left on the side's clock, or
 *   %ARB_MOVE_BOUND_LIMIT_MS for a move bounded by depth or nodes alone.
 */
guint64
arb_move_time_allowed (const ArbMoveTime *time,
                       ArbSide            side)
{
  g_return_val_if_fail (time != NULL, 0);

  if (time->clock)
    return time->time_left[side & 1];
  if (time->movetime == 0 && (time->depth > 0 || time->nodes > 0))
    return ARB_MOVE_BOUND_LIMIT_MS;
  return time->movetime;
}

/**
 * arb_protocol_go_command:
 * @protocol: the dialect
 * @time: the time control
 *
 * Returns: (transfer full): `go movetime MS` (with `depth N` and `nodes N`
 *   before it when the search is bounded so, and without it when the bound
 *   alone limits the move), or with a clock `go wtime …
 *   btime … winc … binc …` (UCI) or `go p1time … p2time … p1inc … p2inc …`
 *   (UGI), with `movestogo N` when it is known.
 */
char *
arb_protocol_go_command (const ArbProtocol *protocol,
                         const ArbMoveTime *time)
{
  GString *go;

  g_return_val_if_fail (protocol != NULL && time != NULL, NULL);

  go = g_string_new ("go");
  if (!time->clock)
    {
      if (time->depth > 0)
        g_string_append_printf (go, " depth %u", time->depth);
      if (time->nodes > 0)
        g_string_append_printf (go, " nodes %" G_GUINT64_FORMAT, time->nodes);
      if (time->movetime > 0 || (time->depth == 0 && time->nodes == 0))
        g_string_append_printf (go, " movetime %u", time->movetime);
      return g_string_free (go, FALSE);
    }
  for (guint side = 0; side < 2; side++)
    g_string_append_printf (go, " %s %" G_GUINT64_FORMAT, protocol->time_left[side],
                            time->time_left[side]);
  for (guint side = 0; side < 2; side++)
    g_string_append_printf (go, " %s %" G_GUINT64_FORMAT, protocol->increment[side],
                            time->increment[side]);
  if (time->moves_to_go > 0)
    g_string_append_printf (go, " movestogo %u", time->moves_to_go);
  return g_string_free (go, FALSE);
}
