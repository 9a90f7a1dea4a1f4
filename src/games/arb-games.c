/* arb-games.c — the registry: every game Arbiter referees
 *
 * The only place that names every game: the core, the command line and the
 * app find games here by id and never name one themselves.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-games.h"

#include "chess/arb-chess.h"
#include "alquerque/arb-alquerque.h"
#include "checkers/arb-checkers.h"
#include "congkak/arb-congkak.h"

/* Chess first: it is the default game, and a file whose tags name no game
 * is read as chess. */
static const ArbRules *const games[] = {
  &arb_chess_rules,
  &arb_alquerque_rules,
  &arb_checkers_rules,
  &arb_congkak_rules,
};

/**
 * arb_games_list:
 * @n_games: (out): how many there are
 *
 * Returns: (transfer none) (array length=n_games): every game, chess first.
 */
const ArbRules *const *
arb_games_list (guint *n_games)
{
  g_return_val_if_fail (n_games != NULL, NULL);
  *n_games = G_N_ELEMENTS (games);
  return games;
}

/**
 * arb_games_lookup:
 * @id: a game's id ("chess", "alquerque")
 *
 * Returns: (transfer none) (nullable): the game's rules, or %NULL for an
 *   unknown id.
 */
const ArbRules *
arb_games_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_str_equal (games[i]->id, id))
      return games[i];
  return NULL;
}

/**
 * arb_games_default:
 *
 * Returns: (transfer none): chess, the game when none is named.
 */
const ArbRules *
arb_games_default (void)
{
  return games[0];
}

/**
 * arb_pgn_reader_new:
 * @stream: (transfer none): the input
 * @display_name: (nullable): how messages name it
 *
 * A reader for files of any game: each game is read by the rules its tags
 * name, chess when they name none.
 *
 * Returns: (transfer full): a new reader.
 */
ArbPgnReader *
arb_pgn_reader_new (GInputStream *stream,
                    const char   *display_name)
{
  return arb_pgn_reader_new_for_games (stream, display_name, games, G_N_ELEMENTS (games), NULL);
}

/**
 * arb_pgn_reader_new_game:
 * @stream: (transfer none): the input
 * @display_name: (nullable): how messages name it
 * @forced: (nullable): the game every game of the file must be; a game
 *   whose tags name another is an error
 *
 * Returns: (transfer full): a new reader.
 */
ArbPgnReader *
arb_pgn_reader_new_game (GInputStream   *stream,
                         const char     *display_name,
                         const ArbRules *forced)
{
  return arb_pgn_reader_new_for_games (stream, display_name, games, G_N_ELEMENTS (games),
                                       forced);
}
