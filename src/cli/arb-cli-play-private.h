/* arb-cli-play-private.h — what the files of `arbiter-cli play` share
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-cli.h"

G_BEGIN_DECLS

/* One game of `play` at the terminal. */
typedef struct
{
  const ArbRules       *rules;
  const ArbPlayText *text;  /* the game's words (its table's play_text) */
  ArbGame          *game;
  gpointer          start;  /* where `new` starts again: the --fen position */
  GDataInputStream *input;
  gboolean          echo;   /* standard input is not a terminal: show each line read */
  gboolean          quit;
  gboolean          history_shown;  /* printed at the end of this game, not to repeat on quit */

  /* --save FILE: the game is written there after every change. */
  char             *save_path;    /* the file written, a symbolic link resolved; NULL without --save */
  char             *save_name;    /* FILE as given, for messages */
  gulong            changed_id;   /* of the game's "changed" handler */
  gboolean          unsaved;      /* the game changed since it was last written */
  gboolean          save_failed;  /* the last attempt to write it failed */
  gboolean          restored;     /* the game was read from the --save file */

  /* The computer player (--computer, --level, --seed; `hint`). */
  guint             level;        /* 1-based level of the game */
  gboolean          computer[ARB_N_SIDES];  /* the sides the computer plays */
  guint64           seed_state;
  gboolean          seeded;
  /* A start left to chance (Chess960's `start=-1`): each new game draws
   * its own, the next from @draw_seed. */
  gboolean          start_drawn;
  guint64           draw_seed;
  /* A game whose players have names (Congkak): what each new game
   * gets besides its start. */
  ArbRecord         setup;        /* type ARB_RECORD_SETUP, or none */
  GPtrArray        *tags;         /* name, value, name, value… */
  gboolean          over_handled; /* its high score was recorded for this game */
  char             *titles[ARB_N_SIDES];  /* the players' names, quoted (side_title()) */
} Play;

/* arb-cli-play-save.c: the game being played, --save and restoring */
void     _arb_cli_play_set_game        (Play *play, ArbGame *game);
ArbGame *_arb_cli_play_new_game_object (Play *play);
void     _arb_cli_play_play_clear      (Play *play);
void     _arb_cli_play_save_game       (Play *play);
gboolean _arb_cli_play_open_save_file  (Play *play, const char *path, const char *fen,
                                        GError **error);

G_END_DECLS
