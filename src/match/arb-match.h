/* arb-match.h — the match referee: two players, N games, every move checked
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-core.h"
#include "arb-games.h"
#include "arb-clock.h"
#include "arb-protocol.h"

G_BEGIN_DECLS

typedef struct _ArbMatchPlayer ArbMatchPlayer;

/**
 * ArbForfeit:
 * @ARB_FORFEIT_NONE: the game ended by the rules (or adjudication)
 * @ARB_FORFEIT_RULES: an illegal or unreadable move: "rules infraction"
 * @ARB_FORFEIT_TIME: no move within the time: "time forfeit"
 * @ARB_FORFEIT_ABANDONED: the player crashed, quit or could not start:
 *   "abandoned"
 *
 * Why a player lost a game without the rules ending it.
 */
typedef enum
{
  ARB_FORFEIT_NONE,
  ARB_FORFEIT_RULES,
  ARB_FORFEIT_TIME,
  ARB_FORFEIT_ABANDONED,
} ArbForfeit;

/**
 * ArbMatchPlayerClass:
 * @start_game: prepares for a new game (an engine: "ucinewgame" to the
 *   process kept from its last game, or a fresh process and its
 *   handshake); FALSE with @forfeit and @error set forfeits the game
 *   (@forfeit is %ARB_FORFEIT_ABANDONED unless the player changes it)
 * @choose: the player's move for the position of @game, within @time (a
 *   time per move, or the clocks: arb_move_time_allowed()), as text in the
 *   game's notation; %NULL with @forfeit and @error set when the player
 *   lost the game instead
 * @ready: (optional) called right before each @choose with the same
 *   @game, outside the player's clock: an engine is sent the position and
 *   asked "isready", and what it sent unasked before "readyok" (a duplicate
 *   or stale "bestmove") is dropped, never taken for the next move; FALSE
 *   with @forfeit and @error set forfeits the game
 * @end_game: the game is over (an engine that failed in it is stopped and
 *   reaped; one that behaved is kept for the next game)
 * @free: frees the player
 *
 * What the referee needs of a player: built-in or external alike.
 */
typedef struct
{
  gboolean (*start_game) (ArbMatchPlayer *player, ArbGame *game, ArbForfeit *forfeit,
                          GError **error);
  gboolean (*ready)      (ArbMatchPlayer *player, ArbGame *game, ArbForfeit *forfeit,
                          GError **error);
  char    *(*choose)     (ArbMatchPlayer *player, ArbGame *game, const ArbMoveTime *time,
                          ArbForfeit *forfeit, GError **error);
  void     (*end_game)   (ArbMatchPlayer *player);
  void     (*free)       (ArbMatchPlayer *player);
} ArbMatchPlayerClass;

/**
 * ArbMatchTime:
 * @movetime: milliseconds a move; 0 with @depth or @nodes: the bound alone
 * @depth: @nodes: without a clock, each move's search bounded so; 0: no
 *   bound
 * @clock: a time control in place of @movetime; kind
 *   %ARB_TIME_CONTROL_NONE: @movetime
 *
 * A player's own time, when it differs from its opponent's (time odds,
 * as engine testers give each engine its own `tc=`): see
 * arb_match_player_set_time(). Both sides of a game are on a clock, or
 * neither is.
 */
typedef struct
{
  guint          movetime;
  guint          depth;
  guint64        nodes;
  ArbTimeControl clock;
} ArbMatchTime;

struct _ArbMatchPlayer
{
  const ArbMatchPlayerClass *klass;
  char                      *name;   /* as the score line and the game's tags name it:
                                      * never NULL */
  char                      *name_suffix;  /* kept at the end of @name whatever the
                                            * player calls itself (" #2": a second
                                            * player of the same name); NULL: none */
  /* The score of the move choose() returned, for the side that moved, in
   * centipawns (the engine's last `info … score cp X`, a mate as
   * ±ARB_MATCH_MATE_SCORE less the moves to it; the built-in player's
   * value): set by choose() when there is one, cleared by the referee
   * before each choose(). */
  gboolean                   has_score;
  int                        score;
  guint                      depth;  /* the score's depth; 0: not known */
  /* How many times an engine's process was started again after one that
   * failed (crashed, hung, forfeited while thinking): each failure costs
   * the game it happened in, and the next game has a fresh process. */
  guint                      restarts;
  /* Its own time (arb_match_player_set_time()), in place of the game's. */
  gboolean                   has_own_time;
  ArbMatchTime               own_time;
};

/* A mate's score, less one per move to it (`score mate N`); a score
 * within ARB_MATCH_MATE_MAX_MOVES of it is a mate. */
#define ARB_MATCH_MATE_SCORE 100000
#define ARB_MATCH_MATE_MAX_MOVES 10000

/**
 * ArbAdjudication:
 * @draw: draw adjudication is on (`--draw-adjudication`)
 * @draw_movenumber: not before this many full moves were played
 * @draw_movecount: both players' last this many scores ...
 * @draw_score: ... each within ±this many centipawns
 * @resign: resign adjudication is on (`--resign-adjudication`)
 * @resign_movecount: a player whose last this many scores ...
 * @resign_score: ... were each at most −this many centipawns loses
 * @resign_twosided: and only when the opponent's last @resign_movecount
 *   scores were each at least +@resign_score
 *
 * Adjudication by the players' scores, as cutechess-cli's -draw and
 * -resign (docs/tournaments.md). A move without a score breaks every run.
 */
typedef struct _ArbAdjudication
{
  gboolean draw;
  guint    draw_movenumber;
  guint    draw_movecount;
  guint    draw_score;
  gboolean resign;
  guint    resign_movecount;
  guint    resign_score;
  gboolean resign_twosided;
} ArbAdjudication;

gboolean arb_adjudication_parse_draw   (const char      *text,
                                        ArbAdjudication *adjudication,
                                        GError         **error);
gboolean arb_adjudication_parse_resign (const char      *text,
                                        ArbAdjudication *adjudication,
                                        GError         **error);
char    *arb_adjudication_draw_to_string   (const ArbAdjudication *adjudication);
char    *arb_adjudication_resign_to_string (const ArbAdjudication *adjudication);

ArbMatchPlayer *arb_match_player_new_uci (const char   *command_line,
                                          const char   *game_id,
                                          const char *const *options);
ArbMatchPlayer *arb_match_player_new_engine (const char         *command_line,
                                             const ArbProtocol  *protocol,
                                             const char *const  *options);
gboolean        arb_match_player_is_engine (ArbMatchPlayer *player);
void            arb_match_player_set_working_dir (ArbMatchPlayer *player, const char *dir);
void            arb_match_player_set_name (ArbMatchPlayer *player, const char *name);
void            arb_match_player_set_time (ArbMatchPlayer *player, const ArbMatchTime *time);
gboolean        arb_match_player_check (ArbMatchPlayer  *player,
                                        const ArbRules  *rules,
                                        const ArbParams *params,
                                        GError         **error);
ArbMatchPlayer *arb_match_player_new_builtin (const ArbRules *rules,
                                              guint           level,
                                              guint64         seed,
                                              GError        **error);
void            arb_match_player_set_name_suffix (ArbMatchPlayer *player, const char *suffix);
void            arb_match_player_free    (ArbMatchPlayer *player);

/**
 * ArbMatchOptions:
 * @rules: the game
 * @openings: (nullable): position strings; games start from them in turn,
 *   each twice with the players swapped; %NULL: the game's start
 * @n_games: how many games
 * @movetime: each player's time per move, in milliseconds; 0 with @depth
 *   or @nodes: the bound alone limits a move
 * @depth: @nodes: without @clock, each move's search bounded so (`go depth`,
 *   `go nodes`); 0: no bound (ArbMoveTime)
 * @max_plies: a game this long is adjudicated a draw (arb_game_adjudicate_draw())
 * @seed: for the built-in player's ties
 * @params: (nullable): the game's parameters (`--param`); %NULL: the
 *   defaults. The rule parameters are the engines' options
 *   (docs/protocol.md), the others shape the start
 * @clock: a Fischer time control (`--tc`), in place of @movetime; kind
 *   %ARB_TIME_CONTROL_NONE: @movetime
 * @time_margin: with @clock, the milliseconds a move may come past the
 *   time left before the flag falls (`--timemargin`)
 * @adjudication: adjudication by the players' scores
 */
typedef struct
{
  const ArbRules *rules;
  GStrv           openings;
  guint           n_games;
  guint           movetime;
  guint           depth;
  guint64         nodes;
  guint           max_plies;
  guint64         seed;
  const ArbParams *params;
  ArbTimeControl  clock;
  guint           time_margin;
  ArbAdjudication adjudication;
} ArbMatchOptions;

/**
 * ArbMatchGame:
 * @number: from 1
 * @game: the game as played (tags set)
 * @first: which player (0: the first on the command line) had the first side
 * @forfeit: why a player lost without the rules ending the game
 * @comment: how it ended, in words ("White forfeits: illegal move e2e5 …")
 * @pgn: the game as PGN (or the game's file format), with @comment
 */
typedef struct
{
  guint       number;
  ArbGame    *game;
  guint       first;
  ArbForfeit  forfeit;
  char       *comment;
  char       *pgn;
} ArbMatchGame;

/**
 * ArbMatchGameSetup:
 * @rules: the game
 * @params: (nullable): its parameters, for a game without @opening; %NULL:
 *   the defaults
 * @opening: (nullable): the position string the game starts from; %NULL:
 *   the game's start
 * @movetime: each player's time per move, in milliseconds; 0 with @depth
 *   or @nodes: the bound alone limits a move
 * @depth: @nodes: without @clock, each move's search bounded so (`go depth`,
 *   `go nodes`); 0: no bound (ArbMoveTime)
 * @max_plies: a game this long is adjudicated a draw
 * @event: @date: @round: the game's Event, Date and Round tags
 * @clock: a Fischer time control in place of @movetime; kind
 *   %ARB_TIME_CONTROL_NONE: @movetime
 * @time_margin: with @clock, the milliseconds a move may come past the
 *   time left before the flag falls
 * @adjudication: adjudication by the players' scores
 *
 * One game for arb_match_play_game().
 */
typedef struct
{
  const ArbRules  *rules;
  const ArbParams *params;
  const char      *opening;
  guint            movetime;
  guint            depth;
  guint64          nodes;
  guint            max_plies;
  const char      *event;
  const char      *date;
  const char      *round;
  ArbTimeControl   clock;
  guint            time_margin;
  ArbAdjudication  adjudication;
} ArbMatchGameSetup;

gboolean arb_match_play_game  (const ArbMatchGameSetup *setup,
                               ArbMatchPlayer          *by_side[2],
                               ArbMatchGame            *result,
                               GError                 **error);
void     arb_match_game_clear (ArbMatchGame            *result);

typedef void (*ArbMatchGameFunc) (const ArbMatchGame *game, gpointer data);

gboolean arb_match_run (const ArbMatchOptions *options,
                        ArbMatchPlayer        *players[2],
                        ArbMatchGameFunc       func,
                        gpointer               data,
                        guint                  score[3],
                        GError               **error);

char    *arb_match_quote (const char *bytes,
                          gssize      len,
                          gsize       max_chars);

/* The grace an engine gets beyond --movetime before it forfeits on time. */
#define ARB_MATCH_GRACE_MS 1000

G_END_DECLS
