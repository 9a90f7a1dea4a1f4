/* arb-pgn.h — Portable Game Notation: a streaming reader and a writer (spec §9)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "arb-game.h"

G_BEGIN_DECLS

#define ARB_PGN_ERROR (arb_pgn_error_quark ())
GQuark arb_pgn_error_quark (void);

/**
 * ArbPgnError:
 * @ARB_PGN_ERROR_IO: the input could not be read
 * @ARB_PGN_ERROR_SYNTAX: malformed tag pair, unterminated comment, stray token…
 * @ARB_PGN_ERROR_MOVE: a main-line move that cannot be read or played,
 *   or a move after the end of the game
 * @ARB_PGN_ERROR_FEN: the [FEN] tag is not a valid position
 * @ARB_PGN_ERROR_TOO_LARGE: a token or a game exceeds the reader's limits
 *
 * Messages start with `FILE:LINE:COL: game N` so that editors can jump to
 * them; move errors continue `, ply P: 'Ke3': <reason>`.
 */
typedef enum
{
  ARB_PGN_ERROR_IO,
  ARB_PGN_ERROR_SYNTAX,
  ARB_PGN_ERROR_MOVE,
  ARB_PGN_ERROR_FEN,
  ARB_PGN_ERROR_TOO_LARGE,
} ArbPgnError;

/**
 * ArbPgnGame:
 * @number: 1-based index of the game in its input
 * @line: the line where the game starts
 * @game: (transfer full) (nullable): the game, with its tags, replayed up
 *   to the first error; %NULL from a reader that only checks
 *   (arb_pgn_reader_set_check_only())
 * @error: (nullable): the first error inside this game; %NULL when every
 *   main-line move was played
 * @warnings: (element-type utf8): notes that do not make the game invalid,
 *   e.g. a [Result] that contradicts the moves
 * @has_result_token: its movetext ended with a result token (`1-0`, `0-1`,
 *   `1/2-1/2`, `*`), as the writer always ends a game; a game without one
 *   ended at the next game's tags or at the end of the input, and may have
 *   been cut there
 * @n_plies: how many main-line moves were played (the game's ply, kept or
 *   not)
 *
 * One game read from a PGN input. Free with arb_pgn_game_free().
 */
typedef struct
{
  guint      number;
  guint      line;
  ArbGame   *game;
  GError    *error;
  GPtrArray *warnings;
  gboolean   has_result_token;
  guint      n_plies;
} ArbPgnGame;

void arb_pgn_game_free (ArbPgnGame *pgn_game);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbPgnGame, arb_pgn_game_free)

typedef struct _ArbPgnReader ArbPgnReader;

ArbPgnReader *arb_pgn_reader_new_for_games (GInputStream *stream, const char *display_name,
                                            const ArbRules *const *games, guint n_games,
                                            const ArbRules *forced);
void          arb_pgn_reader_set_params (ArbPgnReader *reader, const ArbParams *params);
void          arb_pgn_reader_set_game_params (ArbPgnReader *reader, const ArbRules *rules,
                                              const ArbParams *params);
void          arb_pgn_reader_set_check_only (ArbPgnReader *reader, gboolean check_only);
void          arb_pgn_reader_free (ArbPgnReader *reader);
ArbPgnGame   *arb_pgn_reader_next (ArbPgnReader *reader, GError **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbPgnReader, arb_pgn_reader_free)

/* Writing (export format): the seven-tag roster first, then the tag that
 * names the game ([Variant "Simplified"]), [SetUp "1"] and [FEN] when the
 * game did not start from the standard position, then the other tags; movetext wrapped at 80
 * columns, ending with the result. */
char    *arb_pgn_write_game (ArbGame *game);
char    *arb_pgn_write_game_with_comment (ArbGame *game, const char *comment);
gboolean arb_pgn_save       (ArbGame **games, guint n_games, const char *path,
                             GError **error);

G_END_DECLS
