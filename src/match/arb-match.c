/* arb-match.c — the match referee: two players, N games, every move checked
 *
 * Game i (from 0) starts from opening i / 2 (wrapping around the list), and
 * the players swap sides every game, so each opening is played twice with
 * the colours swapped, as cutechess-cli's -repeat. The first player on the
 * command line has the game's first side (White; Black in checkers) in the
 * even games.
 *
 * A game ends as the rules end it; a claimable draw is claimed at once (a
 * referee of programs has nobody to ask); a game reaching the ply limit is
 * adjudicated a draw, and so is a game whose players' scores say so, or a
 * loss for the player whose scores say it lost (ArbAdjudication,
 * cutechess-cli's -draw and -resign); a player that sends an illegal or
 * unreadable move, stays silent past its time, lets its clock run out
 * (--tc: one ArbClock a game, running only while a player thinks) or
 * crashes loses the game, and the file says
 * why in its Termination tag and its last comment. Both are a referee's
 * decisions, which every game records the same way (arb_game_forfeit(),
 * arb_game_adjudicate_draw()), whatever its own ways to end: nothing here
 * depends on which game is played.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-match.h"

#include <string.h>

/* The Termination tag of each way a game ends (PGN standard, 8.2.5, and
 * cutechess-cli's "abandoned" for a player gone). */
static const char *const termination_tags[] = {
  [ARB_FORFEIT_NONE] = "normal",
  [ARB_FORFEIT_RULES] = "rules infraction",
  [ARB_FORFEIT_TIME] = "time forfeit",
  [ARB_FORFEIT_ABANDONED] = "abandoned",
};

/* How much of a refused move, and of a forfeit's reason, is quoted. */
#define MOVE_QUOTE_MAX_BYTES 64
#define MOVE_MAX_BYTES       256
#define COMMENT_MAX_BYTES    1024

/* ------------------------------------------------------------ one game */

typedef struct
{
  const ArbMatchOptions *options;
  ArbMatchPlayer       **players;   /* by side, for this game */
  ArbGame               *game;
  ArbForfeit             forfeit;
  GString               *comment;
  gboolean               adjudicated;
  ArbMatchTime           time[2];   /* by side: the game's, or a player's own */
  ArbClock              *clock;     /* NULL: a time per move */
  /* Adjudication by scores: the plies in a row whose score was within the
   * draw bound; by side, the side's own moves in a row whose score was at
   * most −bound (losing) and at least +bound (winning); the last scores. */
  guint                  draw_run;
  guint                  losing_run[2];
  guint                  winning_run[2];
  int                    last_score[2];
} Game;

/* @side loses the game for @forfeit, whatever the game's own ways to end:
 * the game records a forfeit (a WIN for the other side), the file and the
 * line say why — but a flag fall against a side that cannot win draws. */
static void
forfeit_game (Game        *g,
              ArbSide      side,
              ArbForfeit   forfeit,
              const char  *why)
{
  const ArbRules *rules = arb_game_get_rules (g->game);
  g_autofree char *words = arb_match_quote (why, -1, COMMENT_MAX_BYTES);

  g->forfeit = forfeit;
  g_string_printf (g->comment, "%s forfeits: %s", rules->player_names[side], words);
  if (arb_game_is_over (g->game))
    return;
  if (forfeit != ARB_FORFEIT_TIME)
    {
      arb_game_forfeit (g->game, side, NULL);
      return;
    }
  /* A flag fall against a side that cannot win is a draw (FIDE 6.9). */
  arb_game_flag_fall (g->game, side, NULL);
  if (arb_game_get_result (g->game) == ARB_RESULT_DRAW)
    g_string_printf (g->comment, "Draw: %s ran out of time (%s), and %s cannot win",
                     rules->player_names[side], words,
                     rules->player_names[arb_side_negate (side)]);
}

/* The time @side may take for its move, @now: --movetime, or the clocks
 * (in milliseconds, rounded down), whose side's runs from @now. */
static void
start_thinking (Game        *g,
                ArbSide      side,
                gint64       now,
                ArbMoveTime *time)
{
  const ArbTimeControl *control;

  time->movetime = g->time[side].movetime;
  time->depth = g->time[side].depth;
  time->nodes = g->time[side].nodes;
  if (g->clock == NULL)
    return;
  control = arb_clock_get_side_control (g->clock, side);
  time->clock = TRUE;
  time->margin = g->options->time_margin;
  for (guint s = 0; s < 2; s++)
    {
      time->time_left[s] = (guint64) arb_clock_get_remaining (g->clock, s, now) / 1000;
      time->increment[s] = (guint64) arb_clock_get_side_control (g->clock, s)->increment / 1000;
    }
  /* A period's moves left (UCI's movestogo): the side's own, 1 for the
   * last move before its time comes again. */
  if (control->moves > 0)
    time->moves_to_go = control->moves - arb_clock_get_moves (g->clock, side) % control->moves;
  if (arb_clock_get_state (g->clock, now) == ARB_CLOCK_READY)
    arb_clock_start (g->clock, side, now);
  else
    arb_clock_resume (g->clock, now);
}

/* "12.345 s". */
static char *
seconds_text (gint64 us)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT ".%03d s", us / G_USEC_PER_SEC,
                          (int) (us % G_USEC_PER_SEC / 1000));
}

/* TRUE, with the game lost on time by @side, when its flag fell by @now,
 * or when the player's own wait for the move ran out (@timed_out: the
 * clock's time, which is what it waited for); the move was asked for at
 * @asked with @left on the side's clock. */
static gboolean
flag_fell (Game     *g,
           ArbSide   side,
           gboolean  timed_out,
           gint64    asked,
           gint64    left,
           gint64    now)
{
  guint flagged;
  gint64 when;
  g_autofree char *took = NULL;
  g_autofree char *had = NULL;
  g_autofree char *why = NULL;

  if (g->clock == NULL
      || (!arb_clock_flag_fell (g->clock, now, &flagged, &when) && !timed_out))
    return FALSE;
  took = seconds_text (now - asked);
  had = seconds_text (left);
  why = g_strdup_printf ("its flag fell: no move within its clock (%s left, %s taken)", had, took);
  forfeit_game (g, side, ARB_FORFEIT_TIME, why);
  return TRUE;
}

/* What @player said of the move it just played and the @elapsed µs it
 * took, kept with the move for the file's {+0.25/12 0.31s}. */
static void
keep_thinking (Game           *g,
               ArbMatchPlayer *player,
               gint64          elapsed)
{
  ArbMoveThinking thinking = { 0 };
  int magnitude = ABS (player->score);

  thinking.has_score = player->has_score;
  thinking.depth = player->depth;
  /* A mate is ARB_MATCH_MATE_SCORE less the moves to it. */
  if (player->has_score && magnitude > ARB_MATCH_MATE_SCORE - ARB_MATCH_MATE_MAX_MOVES)
    thinking.mate = (player->score > 0 ? 1 : -1) * (ARB_MATCH_MATE_SCORE - magnitude);
  else
    thinking.score = player->score;
  thinking.has_elapsed = TRUE;
  thinking.elapsed = MAX (elapsed, 0);
  arb_game_set_move_thinking (g->game, arb_game_get_ply (g->game), &thinking);
}

/* After @side's move, @now: the clock stops until the next move is asked
 * for; it passes to the other side only when the turn does (a Congkak
 * side that moves again keeps its turn and its clock). The mover's time
 * left goes with the move, for the file's {[%clk]}. */
static void
stop_thinking (Game    *g,
               ArbSide  side,
               gint64   now)
{
  if (g->clock == NULL)
    return;
  if (arb_game_is_over (g->game) || arb_game_get_turn (g->game) != side)
    arb_clock_press (g->clock, now);
  arb_clock_pause (g->clock, now);
  arb_game_set_move_clock (g->game, arb_game_get_ply (g->game),
                           arb_clock_get_remaining (g->clock, side, now));
}

/* The draw by scores: after the move of @side, when it applies. */
static gboolean
adjudicate_draw (Game   *g,
                 ArbSide side)
{
  const ArbAdjudication *rule = &g->options->adjudication;
  const ArbRules *rules = arb_game_get_rules (g->game);

  if (!rule->draw || arb_game_get_n_plies (g->game) / 2 < rule->draw_movenumber
      || g->draw_run < 2 * rule->draw_movecount)
    return FALSE;
  g_string_printf (g->comment, "Draw by adjudication: %u scores in a row within ±%u cp "
                   "after move %u (last: %s %+d, %s %+d)", g->draw_run, rule->draw_score,
                   rule->draw_movenumber, rules->player_names[side], g->last_score[side],
                   rules->player_names[1 - side], g->last_score[1 - side]);
  arb_game_adjudicate_draw (g->game, NULL);
  return TRUE;
}

/* The loss by scores: when @loser's last scores say it lost (and, two
 * sided, its opponent's agree). */
static gboolean
adjudicate_loss (Game   *g,
                 ArbSide loser)
{
  const ArbAdjudication *rule = &g->options->adjudication;
  const ArbRules *rules = arb_game_get_rules (g->game);
  ArbSide winner = 1 - loser;

  if (!rule->resign || g->losing_run[loser] < rule->resign_movecount
      || (rule->resign_twosided && g->winning_run[winner] < rule->resign_movecount))
    return FALSE;
  g_string_printf (g->comment, "%s loses by adjudication: its last %u scores at most -%u cp "
                   "(last %+d)", rules->player_names[loser], rule->resign_movecount,
                   rule->resign_score, g->last_score[loser]);
  if (rule->resign_twosided)
    g_string_append_printf (g->comment, ", %s's at least +%u cp (last %+d)",
                            rules->player_names[winner], rule->resign_score,
                            g->last_score[winner]);
  arb_game_forfeit (g->game, loser, NULL);
  return TRUE;
}

/* Adjudication by the players' scores after @side's move (cutechess-cli's
 * -draw and -resign): TRUE when it ended the game. A move without a score
 * breaks every run it could be part of. */
static gboolean
adjudicate (Game   *g,
            ArbSide side)
{
  const ArbAdjudication *rule = &g->options->adjudication;
  ArbMatchPlayer *player = g->players[side];
  int score = player->score;

  if (!rule->draw && !rule->resign)
    return FALSE;
  if (!player->has_score)
    {
      g->draw_run = 0;
      g->losing_run[side] = g->winning_run[side] = 0;
      return FALSE;
    }
  g->last_score[side] = score;
  g->draw_run = ABS (score) <= (int) rule->draw_score ? g->draw_run + 1 : 0;
  g->losing_run[side] = score <= -(int) rule->resign_score ? g->losing_run[side] + 1 : 0;
  g->winning_run[side] = score >= (int) rule->resign_score ? g->winning_run[side] + 1 : 0;

  if (!adjudicate_draw (g, side) && !adjudicate_loss (g, side) && !adjudicate_loss (g, 1 - side))
    return FALSE;
  g->adjudicated = TRUE;
  arb_game_set_tag (g->game, "Termination", "adjudication");
  return TRUE;
}

/* Plays @side's move, or forfeits it. Returns FALSE when the game ended. */
static gboolean
play_one_move (Game   *g,
               ArbSide side)
{
  ArbMatchPlayer *player = g->players[side];
  const ArbRules *rules = arb_game_get_rules (g->game);
  ArbForfeit forfeit = ARB_FORFEIT_RULES;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  ArbMoveTime time = { 0 };
  ArbMove move;
  gint64 asked, left, now;

  player->has_score = FALSE;
  player->depth = 0;
  if (player->klass->ready != NULL && !player->klass->ready (player, g->game, &forfeit, &error))
    {
      forfeit_game (g, side, forfeit, error->message);
      return FALSE;
    }
  asked = g_get_monotonic_time ();
  left = g->clock != NULL ? arb_clock_get_remaining (g->clock, side, asked) : 0;
  start_thinking (g, side, asked, &time);
  text = player->klass->choose (player, g->game, &time, &forfeit, &error);
  now = g_get_monotonic_time ();
  if (flag_fell (g, side, text == NULL && forfeit == ARB_FORFEIT_TIME, asked, left, now))
    return FALSE;
  if (text == NULL)
    {
      forfeit_game (g, side, forfeit, error->message);
      return FALSE;
    }
  /* No game's move is this long: not worth reading. */
  if (strlen (text) > MOVE_MAX_BYTES)
    g_set_error (&error, ARB_MOVE_ERROR, 0, "%zu bytes, longer than any move", strlen (text));
  if (error != NULL
      || !rules->move_from_text (arb_game_get_state (g->game), text, FALSE, &move, &error)
      || !arb_game_play_move (g->game, &move, &error))
    {
      g_autofree char *quote = arb_match_quote (text, -1, MOVE_QUOTE_MAX_BYTES);
      g_autofree char *why = g_strdup_printf ("illegal move %s (%s)", quote, error->message);

      forfeit_game (g, side, ARB_FORFEIT_RULES, why);
      return FALSE;
    }
  keep_thinking (g, player, now - asked);
  stop_thinking (g, side, now);
  if (arb_game_is_over (g->game))
    return FALSE;
  return !adjudicate (g, side);
}

/* How a game that the rules ended ended, in words: its last record. */
static void
describe_ending (Game *g)
{
  guint n = arb_game_get_n_records (g->game);

  if (g->comment->len > 0 || n == 0)
    return;
  arb_game_describe_record (g->game, arb_game_get_record (g->game, n - 1), g->comment);
}

/* The game as text (the game's file format), its last comment saying how
 * it ended: a forfeit's or an adjudication's words replace the writer's. */
static char *
write_game (Game *g)
{
  if (g->forfeit != ARB_FORFEIT_NONE || g->adjudicated)
    return arb_pgn_write_game_with_comment (g->game, g->comment->str);
  return arb_pgn_write_game (g->game);
}

/* Names both players in the game's tags before anything can fail, so that
 * a game lost before a handshake still says who played it. */
static void
name_players (Game *g)
{
  const ArbRules *rules = arb_game_get_rules (g->game);

  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    arb_game_set_tag (g->game, arb_rules_player_tag (rules, side), g->players[side]->name);
}

static gboolean
play_game (Game *g)
{
  const ArbRules *rules = arb_game_get_rules (g->game);

  name_players (g);
  for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
    {
      g_autoptr (GError) error = NULL;
      ArbMatchPlayer *player = g->players[side];
      ArbForfeit forfeit = ARB_FORFEIT_ABANDONED;

      if (!player->klass->start_game (player, g->game, &forfeit, &error))
        {
          forfeit_game (g, side, forfeit, error->message);
          return TRUE;
        }
      /* An engine's "id name", now that it may have said it. */
      arb_game_set_tag (g->game, arb_rules_player_tag (rules, side), player->name);
    }

  while (!arb_game_is_over (g->game))
    {
      /* In a match nobody waits for a claim: it is made at once. */
      if (arb_game_get_claimable_draws (g->game) != ARB_DRAW_CLAIM_NONE)
        {
          arb_game_claim_draw (g->game, NULL);
          break;
        }
      if (arb_game_get_n_plies (g->game) >= g->options->max_plies)
        {
          g->adjudicated = TRUE;
          g_string_printf (g->comment, "Draw by adjudication: %u plies", g->options->max_plies);
          arb_game_adjudicate_draw (g->game, NULL);
          arb_game_set_tag (g->game, "Termination", "adjudication");
          break;
        }
      if (!play_one_move (g, arb_game_get_turn (g->game)))
        break;
    }
  return TRUE;
}

/* ------------------------------------------------------------ public API */

/**
 * arb_match_quote:
 * @bytes: what a player sent, not necessarily text
 * @len: its length in bytes, or -1 when NUL-terminated
 * @max_chars: how much of it to quote at most
 *
 * A player's words made safe to print and to write to a file
 * (arb_text_escape_bytes()): printable UTF-8 is kept; control characters
 * and bytes that are not UTF-8 are written \xNN; past @max_chars
 * characters, "…" ends the quote.
 *
 * Returns: (transfer full): the quote.
 */
char *
arb_match_quote (const char *bytes,
                 gssize      len,
                 gsize       max_chars)
{
  return arb_text_escape_bytes (bytes, len, (guint) max_chars);
}

/* The game's start: @setup's opening, or the game's start with @setup's
 * parameters (no coin is flipped: the first side moves first, as the
 * referee's "first player" means). */
static ArbGame *
new_game (const ArbMatchGameSetup *setup,
          GError                 **error)
{
  const ArbRules *rules = setup->rules;
  g_autofree char *state = NULL;

  if (setup->params == NULL)
    return setup->opening != NULL ? arb_game_new_from_string (rules, setup->opening, error)
                                  : arb_game_new_for_rules (rules);
  state = g_malloc0 (rules->state_size);
  if (setup->opening != NULL
      ? !arb_rules_read_position_with (rules, setup->params, setup->opening, state, error)
      : !arb_rules_start (rules, setup->params, state, NULL, error))
    return NULL;
  return arb_game_new_from_state (rules, state);
}

/* Each side's time: its player's own, else the game's; both on a clock or
 * neither. */
static gboolean
sides_time (const ArbMatchGameSetup *setup,
            ArbMatchPlayer          *by_side[2],
            ArbMatchTime             time[2],
            GError                 **error)
{
  for (guint side = 0; side < 2; side++)
    time[side] = by_side[side]->has_own_time
                   ? by_side[side]->own_time
                   : (ArbMatchTime) { setup->movetime, setup->depth, setup->nodes, setup->clock };
  if ((time[0].clock.kind == ARB_TIME_CONTROL_NONE) != (time[1].clock.kind == ARB_TIME_CONTROL_NONE))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "%s has a clock and %s a time per move: both sides play on a clock or "
                   "neither does", by_side[time[0].clock.kind == ARB_TIME_CONTROL_NONE]->name,
                   by_side[time[0].clock.kind != ARB_TIME_CONTROL_NONE]->name);
      return FALSE;
    }
  return TRUE;
}

/* The PGN's TimeControl tag; with odds, one for each side, as cutechess-cli
 * writes them (WhiteTimeControl, BlackTimeControl). */
static void
tag_time_controls (ArbGame            *game,
                   const ArbMatchTime  time[2])
{
  const ArbRules *rules = arb_game_get_rules (game);
  gboolean odds = !arb_time_control_equal (&time[0].clock, &time[1].clock);

  for (guint side = 0; side < (odds ? 2u : 1u); side++)
    {
      g_autofree char *tag = arb_time_control_to_pgn (&time[side].clock);
      g_autofree char *name = odds ? g_strconcat (arb_rules_player_tag (rules, side),
                                                  "TimeControl", NULL)
                                   : g_strdup ("TimeControl");

      arb_game_set_tag (game, name, tag != NULL ? tag : "?");
    }
}

/**
 * arb_match_player_set_time:
 * @player: a player
 * @time: (nullable): its own time, in place of the game's; %NULL: the
 *   game's
 *
 * Gives @player time odds: its moves are timed by @time whatever the
 * game's (ArbMatchGameSetup), its opponent's by its own or the game's.
 */
void
arb_match_player_set_time (ArbMatchPlayer     *player,
                           const ArbMatchTime *time)
{
  g_return_if_fail (player != NULL);

  player->has_own_time = time != NULL;
  if (time != NULL)
    player->own_time = *time;
}

/**
 * arb_match_play_game:
 * @setup: the game to play
 * @by_side: the players, by side (the first moves first)
 * @result: (out caller-allocates): the game played; clear it with
 *   arb_match_game_clear(); @number and @first are left to the caller
 * @error: @setup's opening or parameters make no game
 *
 * Plays one game to its end: by the rules, an adjudication or a forfeit.
 * Each player's end_game() is called whatever happened. A game owns
 * nothing shared: several may be played at once, in different threads,
 * each with players of its own.
 *
 * Returns: %TRUE when the game was played.
 */
gboolean
arb_match_play_game (const ArbMatchGameSetup *setup,
                     ArbMatchPlayer          *by_side[2],
                     ArbMatchGame            *result,
                     GError                 **error)
{
  ArbMatchOptions options = { 0 };
  Game g = { &options, by_side, NULL, ARB_FORFEIT_NONE, NULL, FALSE, { { 0 } }, NULL, 0, { 0 },
             { 0 }, { 0 } };

  memset (result, 0, sizeof *result);
  options.rules = setup->rules;
  options.movetime = setup->movetime;
  options.depth = setup->depth;
  options.nodes = setup->nodes;
  options.max_plies = setup->max_plies;
  options.clock = setup->clock;
  options.time_margin = setup->time_margin;
  options.adjudication = setup->adjudication;
  if (!sides_time (setup, by_side, g.time, error))
    return FALSE;
  g.game = new_game (setup, error);
  if (g.game == NULL)
    return FALSE;
  g.comment = g_string_new (NULL);
  arb_game_set_tag (g.game, "Event", setup->event);
  arb_game_set_tag (g.game, "Site", "?");
  arb_game_set_tag (g.game, "Date", setup->date);
  arb_game_set_tag (g.game, "Round", setup->round);
  if (g.time[0].clock.kind != ARB_TIME_CONTROL_NONE)
    {
      g.clock = arb_clock_new_with_odds (&g.time[0].clock, &g.time[1].clock);
      arb_clock_set_margin (g.clock, (gint64) setup->time_margin * 1000);
      tag_time_controls (g.game, g.time);
    }

  play_game (&g);
  g_clear_pointer (&g.clock, arb_clock_free);
  by_side[0]->klass->end_game (by_side[0]);
  by_side[1]->klass->end_game (by_side[1]);

  describe_ending (&g);
  if (g.forfeit != ARB_FORFEIT_NONE)
    arb_game_set_tag (g.game, "Termination", termination_tags[g.forfeit]);

  result->game = g.game;
  result->forfeit = g.forfeit;
  result->pgn = write_game (&g);
  result->comment = g_string_free (g.comment, FALSE);
  return TRUE;
}

/**
 * arb_match_game_clear:
 * @result: a game arb_match_play_game() filled in
 *
 * Frees what @result holds.
 */
void
arb_match_game_clear (ArbMatchGame *result)
{
  g_clear_object (&result->game);
  g_clear_pointer (&result->comment, g_free);
  g_clear_pointer (&result->pgn, g_free);
}

/**
 * arb_match_run:
 * @options: the match
 * @players: the two players, as on the command line
 * @func: called with each game when it is over
 * @data: for @func
 * @score: (out): the first player's wins, losses and draws
 * @error: a position of @options that cannot be read
 *
 * Plays the match.
 *
 * Returns: %TRUE when every game was played.
 */
gboolean
arb_match_run (const ArbMatchOptions *options,
               ArbMatchPlayer        *players[2],
               ArbMatchGameFunc       func,
               gpointer               data,
               guint                  score[3],
               GError               **error)
{
  guint n_openings = options->openings != NULL ? g_strv_length (options->openings) : 0;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");

  score[0] = score[1] = score[2] = 0;
  for (guint i = 0; i < options->n_games; i++)
    {
      ArbMatchPlayer *by_side[2];
      ArbMatchGameSetup setup = { 0 };
      ArbMatchGame result;
      g_autofree char *round = g_strdup_printf ("%u", i + 1);
      ArbResult outcome;

      by_side[ARB_SIDE_FIRST] = players[i % 2];
      by_side[ARB_SIDE_SECOND] = players[1 - i % 2];
      setup.rules = options->rules;
      setup.params = options->params;
      setup.opening = n_openings > 0 ? options->openings[(i / 2) % n_openings] : NULL;
      setup.movetime = options->movetime;
      setup.depth = options->depth;
      setup.nodes = options->nodes;
      setup.max_plies = options->max_plies;
      setup.clock = options->clock;
      setup.time_margin = options->time_margin;
      setup.adjudication = options->adjudication;
      setup.event = "Arbiter match";
      setup.date = date;
      setup.round = round;
      if (!arb_match_play_game (&setup, by_side, &result, error))
        return FALSE;
      result.number = i + 1;
      result.first = i % 2;

      /* The score is the first player's, whatever side it had. */
      outcome = arb_game_get_result (result.game);
      if (outcome == ARB_RESULT_DRAW || outcome == ARB_RESULT_NONE)
        score[2]++;
      else if ((outcome == ARB_RESULT_FIRST_WINS) == (i % 2 == 0))
        score[0]++;
      else
        score[1]++;

      func (&result, data);
      arb_match_game_clear (&result);
    }
  return TRUE;
}
