/* arb-window-private.h — what the window's files share, and nobody else
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-window.h"

#include "arb-autosave.h"
#include "arb-clock.h"
#include "arb-board.h"
#include "arb-captured-view.h"
#include "arb-message-bar.h"
#include "arb-pits-board.h"
#include "arb-search.h"

G_BEGIN_DECLS

/* ------------------------------------------------------------ structs */

struct _ArbWindow
{
  AdwApplicationWindow parent_instance;

  /* template widgets */
  GtkWidget       *main_box;
  AdwWindowTitle  *window_title;
  ArbMessageBar   *message_bar;
  ArbCapturedView *captured_top;
  ArbCapturedView *captured_bottom;
  AdwFlap         *flap;
  GtkWidget       *flap_separator;
  GtkWidget       *history_button;
  GtkWidget       *hint_button;
  GtkMenuButton   *primary_menu_button;
  GtkMenuButton   *game_menu_button;
  ArbBoard        *board;
  ArbHistoryView  *history_view;
  GtkStack        *board_stack;   /* "grid": board; "pits": pits_board */
  ArbPitsBoard    *pits_board;
  GtkLabel        *pits_top_label;    /* whose are the top row and the left store */
  GtkLabel        *pits_bottom_label; /* whose are the bottom row and the right store */
  GtkLabel        *clock_top;     /* the clock of the player above the board */
  GtkLabel        *clock_bottom;  /* the clock of the player below it */

  /* owned */
  ArbGame         *game;
  GSignalGroup    *game_signals;
  GSettings       *settings;      /* NULL without the schema */
  ArbAutosave     *autosave;
  GFile           *file;          /* the game's file; NULL for a new, pasted or picked game */
  gboolean         modified;      /* changed since opened from or saved to @file */
  guint            n_records_seen; /* the history's size at the last change */
  ArbDrawClaim     claims_seen;
  gboolean         flipped;       /* win.flip: the other way round from the setting */
  gboolean         replaying;
  guint            replay_source;
  guint            folded_source;
  char            *status;        /* arb_status_describe() of the game shown */
  gboolean         pits_move_played; /* "move-played" seen, its "changed" to come */
  gboolean         set_aside_note; /* the person's last move set moves aside */

  GtkWindow       *shortcuts;     /* built when first shown */

  /* the computer player and the hint (arb-window-computer.c) */
  guint            computer[2];   /* by side: 0 a person, N the computer at level N */
  gboolean         thinking;      /* its search, or its hops, are under way */
  guint            search_source; /* the idle that starts its search */
  GCancellable    *search_cancellable;
  ArbSearchCache  *search_cache;  /* what its strongest level keeps from move to move;
                                   * NULL while a search holds it */
  GCancellable    *hint_cancellable;
  GCancellable    *draw_cancellable; /* the computer weighs a draw offer … */
  ArbGame         *draw_game;     /* … made there (compared only) */
  guint            draw_ply;
  guint            draw_records;
  ArbGame         *searched_game; /* compared only: the position searched */
  guint            searched_ply;
  guint            searched_records;
  ArbMove         *hop_move;      /* its multi-jump, shown hop by hop */
  guint            hop_shown;
  guint            hop_source;
  char            *busy_message;  /* "Black is thinking…", while it is true */
  char            *busy_said;     /* what the bar said before it, said again after */
  guint            pending_players[2]; /* New Game's choice, for the game it starts */
  gboolean         players_pending;

  /* the clocks (arb-window-clock.c) */
  ArbClock        *clock;         /* NULL: the game has no time control */
  ArbTimeControl   control;       /* the clock's */
  guint            clock_ply;     /* the live position: the ply the clock is at */
  guint            clock_source;  /* when the times shown change next */
  gint64           clock_offset;  /* time passed by tests (arb_window_pass_clock_time()) */
  gboolean         clock_frozen;  /* tests: only that time passes … */
  gint64           clock_frozen_at; /* … from this monotonic time */

  /* borrowed (weak) */
  GtkWindow       *dialog;        /* the open question, if any */
};

/* What a question does on the affirmative answer. */
typedef void (*ArbWindowAnswerFunc) (ArbWindow *self, gpointer data);

/* ---------------------------------------------- the internal functions, by file */

/* arb-window.c: the game on screen, what the window says, questions */
void        _arb_window_set_game           (ArbWindow           *self,
                                            ArbGame             *game,
                                            GFile               *file,
                                            gboolean             modified);
gboolean    _arb_window_is_browsing        (ArbWindow           *self);
void        _arb_window_stop_replay        (ArbWindow           *self);
void        _arb_window_show_ply           (ArbWindow           *self,
                                            guint                ply);
void        _arb_window_update_title       (ArbWindow           *self);
void        _arb_window_update_names       (ArbWindow           *self);
void        _arb_window_pits_update_labels (ArbWindow           *self);
void        _arb_window_update_orientation (ArbWindow           *self);
void        _arb_window_show_message_full  (ArbWindow           *self,
                                            const char          *text,
                                            const char          *button_label,
                                            const char          *action_name);
void        _arb_window_show_message       (ArbWindow           *self,
                                            const char          *text);
void        _arb_window_show_set_aside     (ArbWindow           *self);
GtkWindow  *_arb_window_ask                (ArbWindow           *self,
                                            const char          *heading,
                                            const char          *body,
                                            const char          *yes_id,
                                            const char          *yes_label,
                                            AdwResponseAppearance appearance,
                                            ArbWindowAnswerFunc  func,
                                            gpointer             data,
                                            GDestroyNotify       destroy);
void        _arb_window_present_dialog     (ArbWindow           *self,
                                            GtkWindow           *dialog);
void        _arb_window_show_error         (ArbWindow           *self,
                                            const char          *heading,
                                            const char          *body);

/* arb-window-actions.c: win.*, game.* and history.* */
void        _arb_window_class_actions_init (ArbWindowClass      *klass);
void        _arb_window_actions_update     (ArbWindow           *self);
void        _arb_window_agree_draw         (ArbWindow           *self);
gboolean    _arb_window_claim              (ArbWindow           *self,
                                            GError             **error);

/* arb-window-computer.c: the computer player and the hint */
void        _arb_window_computer_init      (ArbWindow           *self);
void        _arb_window_computer_stop      (ArbWindow           *self);
void        _arb_window_computer_update    (ArbWindow           *self);
void        _arb_window_computer_undo      (ArbWindow           *self);
void        _arb_window_computer_redo      (ArbWindow           *self);
gboolean    _arb_window_computer_can_undo  (ArbWindow           *self);
void        _arb_window_hint               (ArbWindow           *self);
guint       _arb_window_person_sides       (ArbWindow           *self);
void        _arb_window_computer_offer_draw (ArbWindow          *self,
                                            ArbSide              side);
GtkWidget  *_arb_window_players_new        (ArbWindow           *self,
                                            const ArbRules      *rules);
void        _arb_window_players_chosen     (ArbWindow           *self,
                                            GtkWidget           *players);
void        _arb_window_computer_game_set  (ArbWindow           *self);

/* arb-window-files.c: files, the clipboard and the autosave */
void        _arb_window_autosave_init      (ArbWindow           *self);
void        _arb_window_set_modified       (ArbWindow           *self,
                                            gboolean             modified);
void        _arb_window_offer_game         (ArbWindow           *self,
                                            ArbGame             *game,
                                            GFile               *file,
                                            gboolean             modified,
                                            gboolean             new_game);
void        _arb_window_open               (ArbWindow           *self);
void        _arb_window_save               (ArbWindow           *self);
void        _arb_window_save_as            (ArbWindow           *self);
void        _arb_window_copy_fen           (ArbWindow           *self);
void        _arb_window_copy_pgn           (ArbWindow           *self);
void        _arb_window_paste              (ArbWindow           *self);

/* arb-window-clock.c: the players' clocks */
void        _arb_window_clock_init         (ArbWindow           *self);
void        _arb_window_clock_dispose      (ArbWindow           *self);
void        _arb_window_clock_set_game     (ArbWindow           *self);
void        _arb_window_clock_update       (ArbWindow           *self);
void        _arb_window_clock_take_back    (ArbWindow           *self);
gboolean    _arb_window_clock_check_flag   (ArbWindow           *self);
guint       _arb_window_clock_budget_ms    (ArbWindow           *self);

/* arb-window-pits.c: games of pits (Congkak): the board, New Game, high scores */
void        _arb_window_pits_class_init    (ArbWindowClass      *klass);
void        _arb_window_pits_init          (ArbWindow           *self);
void        _arb_window_pits_set_game      (ArbWindow           *self,
                                            ArbGame             *game);
GtkWidget  *_arb_window_get_shown_board    (ArbWindow           *self);
void        _arb_window_new_congkak        (ArbWindow           *self);

G_END_DECLS
