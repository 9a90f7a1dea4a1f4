/* arb-pgn-reader-private.h — what the two halves of the PGN reader share:
 * arb-pgn-reader.c reads the tags, the moves and the result of a game;
 * arb-pgn-start.c creates the game its tags describe
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-pgn-private.h"
#include "arb-params.h"

G_BEGIN_DECLS

/* The most tag pairs one game may have. */
#define MAX_TAGS 1024

struct _ArbPgnReader
{
  ArbPgnLexer   lexer;
  char         *display_name;

  guint         n_games;

  /* The games a file may hold, the default first; the one the caller
   * forces, or NULL. */
  const ArbRules *const *known;
  guint         n_known;
  const ArbRules *forced;
  /* The values of the forced game's parameters the caller gave (--param):
   * files that say nothing play by them. */
  ArbParams     params;
  gboolean      has_params;
};

/* A tag pair read but not yet set on a game. */
typedef struct
{
  char  *name;
  char  *value;
  guint  line;
  guint  column;
} PendingTag;

/* What arb_pgn_reader_next() knows about the game it is reading. */
typedef struct
{
  ArbPgnReader *reader;
  ArbPgnGame   *pgn;

  GPtrArray    *tags;          /* of PendingTag, until the game is created */
  guint         n_counted_tags; /* those that count against MAX_TAGS */
  gboolean      started;
  gboolean      in_movetext;

  guint         depth;         /* of variations */
  guint         variation_line;
  guint         variation_column;

  gboolean      has_result;    /* a result token ended the movetext */
  ArbResult     result;
  char          result_text[8];
  guint         result_line;
  guint         result_column;
  gboolean      result_claimed;  /* after the writer's "Draw claimed" comment */

  guint         clock_ply;     /* the main-line move just played, for its [%clk] */

  /* Moves after a draw the rules impose (a dead position, FIDE's 75 moves
   * or fivefold repetition), which players may not have noticed. */
  guint         n_after_end;
  guint         after_end_line;
  guint         after_end_column;
} GameReader;

/* Records the first error of the game; later ones are dropped. */
void        _arb_pgn_game_error   (GameReader  *gr,
                                   ArbPgnError  code,
                                   guint        line,
                                   guint        column,
                                   const char  *format,
                                   ...) G_GNUC_PRINTF (5, 6);
/* Adds a warning to the game. */
void        _arb_pgn_game_warning (GameReader *gr,
                                   guint       line,
                                   guint       column,
                                   const char *format,
                                   ...) G_GNUC_PRINTF (4, 5);
/* The tag pair named @name read so far, or NULL. */
PendingTag *_arb_pgn_find_tag     (GameReader *gr,
                                   const char *name);
/* Creates the game from the tags read so far (arb-pgn-start.c). */
void        _arb_pgn_create_game  (GameReader *gr);

G_END_DECLS
