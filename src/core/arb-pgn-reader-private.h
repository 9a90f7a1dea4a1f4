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
  /* The values of a game's parameters the caller gave (--param): that
   * game's games that say nothing play by them; NULL: none given. */
  ArbParams     params;
  const ArbRules *params_rules;

  /* arb_pgn_reader_set_check_only(): games are checked, not kept, by the
   * table's quick check where it has one (arb-pgn-quick.c); its state and
   * the moves it played, to replay them the full way when it declines. */
  gboolean      check_only;
  gpointer      quick_state;
  gsize         quick_state_size;
  struct _QuickMove *quick_moves;  /* n_quick_moves of them, room for more */
  guint         n_quick_moves;
  guint         quick_moves_room;
  char         *quick_text;    /* their texts, each with a NUL after it */
  gsize         quick_text_len;
  gsize         quick_text_room;
};

/* A move the quick check played: its text in quick_text, where it stood. */
typedef struct _QuickMove
{
  gsize  offset;
  gsize  len;
  guint  line;
  guint  column;
} QuickMove;

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

  /* The table's quick check is playing this game (arb-pgn-quick.c): the
   * game object stays at the start until the check declines. */
  const ArbQuickCheck *quick;
  guint         quick_plies;
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
/* Plays one main-line move on the game object; the first that fails is the
 * game's error. */
void        _arb_pgn_play_text    (GameReader *gr,
                                   const char *text,
                                   gsize       len,
                                   guint       line,
                                   guint       column);
/* The result the file gives, from its result token or its [Result] tag;
 * FALSE when it gives none. */
gboolean    _arb_pgn_file_result  (GameReader  *gr,
                                   ArbResult   *result,
                                   const char **text,
                                   guint       *line,
                                   guint       *column);
/* A warning when the result token and the [Result] tag disagree. */
void        _arb_pgn_warn_result_disagrees (GameReader *gr);
/* Whether a drawn game's file says a flag fell ([Termination "time forfeit"]). */
gboolean    _arb_pgn_says_flag_fell (GameReader *gr);

/* arb-pgn-quick.c: the table's quick check, for a reader that only checks. */
void        _arb_pgn_quick_begin  (GameReader *gr);
gboolean    _arb_pgn_quick_play   (GameReader *gr,
                                   const char *text,
                                   gsize       len,
                                   guint       line,
                                   guint       column);
void        _arb_pgn_quick_give_up (GameReader *gr);
gboolean    _arb_pgn_quick_finish (GameReader *gr);

G_END_DECLS
