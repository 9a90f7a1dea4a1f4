/* arb-cli-play.c — `arbiter-cli play`: a game in the terminal
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli-play-private.h"
#include "arb-search.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <gio/gunixinputstream.h>

/* ------------------------------------------------------------- structs */


typedef void (*PlayCommandFunc) (Play *play);

/**
 * PlayCommandFlags:
 * @COMMAND_CLAIMS: listed by `help` only in a game with claimable
 *   draws (the rules table's @claimable); typed in another, it says why
 * @COMMAND_EVALUATION: a command only in a game that has an
 *   evaluation for the computer player (the rules table's @evaluate);
 *   in another game the word is read as a move
 * @COMMAND_RESIGNATION: not listed in a game without resignation and draw
 *   offers (the rules table's @no_resignation, Congkak); typed, it says so
 */
typedef enum
{
  COMMAND_ALWAYS     = 0,
  COMMAND_CLAIMS     = 1 << 0,
  COMMAND_EVALUATION = 1 << 1,
  COMMAND_RESIGNATION = 1 << 2,
} PlayCommandFlags;

/* A word the player can type instead of a move. */
typedef struct
{
  const char       *name;
  const char       *help;   /* NULL: the game's play_text says (position_help, draw_help) */
  PlayCommandFunc   run;
  PlayCommandFlags  flags;
} PlayCommand;

/* ---------------------------------------------------------- prototypes */

static void command_undo    (Play *play);
static void command_redo    (Play *play);
static void command_hint    (Play *play);
static void command_history (Play *play);
static void command_fen     (Play *play);
static void command_board   (Play *play);
static void command_resign  (Play *play);
static void command_draw    (Play *play);
static void command_agree   (Play *play);
static void command_new     (Play *play);
static void command_help    (Play *play);
static void command_quit    (Play *play);
static gboolean computer_to_move (Play *play);

/* ------------------------------------------------------------ statics */

static const PlayCommand play_commands[] = {
  { "undo",    "take back the last move",                        command_undo,     COMMAND_ALWAYS },
  { "redo",    "play again the move taken back",                 command_redo,     COMMAND_ALWAYS },
  { "hint",    "suggest a move (with the computer player)",      command_hint,     COMMAND_EVALUATION },
  { "history", "print the whole game so far",                    command_history,  COMMAND_ALWAYS },
  { "fen",     NULL,                                             command_fen,      COMMAND_ALWAYS },
  { "board",   "draw the board again",                           command_board,    COMMAND_ALWAYS },
  { "resign",  "the side to move resigns",                       command_resign,   COMMAND_RESIGNATION },
  { "draw",    NULL,                                             command_draw,     COMMAND_CLAIMS },
  { "agree",   "both players agree to a draw",                   command_agree,    COMMAND_RESIGNATION },
  { "new",     NULL,                                             command_new,      COMMAND_ALWAYS },
  { "help",    "show this help",                                 command_help,     COMMAND_ALWAYS },
  { "quit",    "print the history if not shown yet, and leave",  command_quit,     COMMAND_ALWAYS },
};

/* Whether @command is a command of @rules' game at all. */
static gboolean
command_exists (const PlayCommand *command,
                const ArbRules    *rules)
{
  return !(command->flags & COMMAND_EVALUATION) || rules->evaluate != NULL;
}

/* Whether `help` lists @command in @rules' game. */
static gboolean
command_listed (const PlayCommand *command,
                const ArbRules    *rules)
{
  return command_exists (command, rules)
         && (!(command->flags & COMMAND_CLAIMS) || rules->claimable != NULL)
         && (!(command->flags & COMMAND_RESIGNATION) || !rules->no_resignation);
}

static const PlayCommand *
find_play_command (const ArbRules *rules,
                   const char     *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (play_commands); i++)
    {
      if (g_ascii_strcasecmp (play_commands[i].name, name) == 0)
        return command_exists (&play_commands[i], rules) ? &play_commands[i] : NULL;
    }
  /* Common words for the same things. */
  if (g_ascii_strcasecmp (name, "exit") == 0)
    return find_play_command (rules, "quit");
  if (g_str_equal (name, "?"))
    return find_play_command (rules, "help");
  return NULL;
}

/* The help of @command in @play's game. */
static const char *
command_help_text (Play              *play,
                   const PlayCommand *command)
{
  if (command->help != NULL)
    return command->help;
  if (command->run == command_fen)
    return play->text->position_help != NULL ? play->text->position_help
                                             : "print the position as --fen takes it";
  if (command->run == command_draw)
    return play->text->draw_help != NULL ? play->text->draw_help : "claim a draw";
  if (command->run == command_new)
    return play->start_drawn ? "start a new game from a new start drawn by chance"
                             : "start a new game from the same position";
  return "";
}

/* "White" or "Black", for the start of a sentence; a player's name (a tag
 * of the game, perhaps read from a file) is quoted through
 * arb_text_quote(), valid until the next call for that side. */
static const char *
side_title (Play    *play,
            ArbSide  side)
{
  const char *tag = play->text->named_players ? arb_rules_player_tag (play->rules, side) : NULL;
  const char *name = tag != NULL ? arb_game_get_tag (play->game, tag) : NULL;

  if (name == NULL)
    return arb_rules_player_name (play->rules, side);
  g_free (play->titles[side]);
  play->titles[side] = arb_text_quote (name, -1);
  return play->titles[side];
}

/* The board, then whose turn it is or how the game ended. */
static void
show_board (Play *play)
{
  g_autofree char *board = arb_cli_board_to_text (play->rules, arb_game_get_state (play->game));

  fputs (board, stdout);
  if (arb_game_is_over (play->game))
    printf ("Game over: %s\n", arb_result_to_string (arb_game_get_result (play->game)));
  else
    printf ("%s to move\n", side_title (play, arb_game_get_turn (play->game)));
}

static void
print_history (Play *play)
{
  g_autofree char *history = NULL;

  if (arb_game_get_n_records (play->game) == 0)
    {
      fputs ("No moves were played.\n", stdout);
      return;
    }
  /* The text ends with its "Result: …" line and a newline. */
  history = arb_game_history_to_text (play->game);
  fputs ("Full history:\n", stdout);
  /* The names, in a game that keeps them as tags (Congkak §8). */
  if (play->text->named_players)
    printf ("Players: %s (%s), %s (%s)\n", side_title (play, ARB_SIDE_FIRST),
            arb_rules_player_name (play->rules, ARB_SIDE_FIRST),
            side_title (play, ARB_SIDE_SECOND),
            arb_rules_player_name (play->rules, ARB_SIDE_SECOND));
  fputs (history, stdout);
}

/* The end of a finished game in words, when the game's play_text asks for it
 * (alquerque.md §13): after its history. */
static void
print_verdict (Play *play)
{
  if (!play->text->verdict || !arb_game_is_over (play->game))
    return;
  switch (arb_game_get_result (play->game))
    {
    case ARB_RESULT_FIRST_WINS:
      printf ("%s has won\n", side_title (play, ARB_SIDE_FIRST));
      break;
    case ARB_RESULT_SECOND_WINS:
      printf ("%s has won\n", side_title (play, ARB_SIDE_SECOND));
      break;
    case ARB_RESULT_DRAW:
      fputs ("The game is a draw\n", stdout);
      break;
    case ARB_RESULT_NONE:
    default:
      break;
    }
}

/* The referee offers claimable draws but never forces them (spec §7). */
static void
offer_draws (Play *play)
{
  ArbDrawClaim claims = arb_game_get_claimable_draws (play->game);
  g_autoptr(GString) text = NULL;

  if (claims == ARB_DRAW_CLAIM_NONE)
    return;
  text = g_string_new (NULL);
  if (play->text->offer_claims != NULL)
    play->text->offer_claims (claims, text);
  else if ((claims & ARB_DRAW_CLAIM_MOVE_RULE) && play->rules->move_rule.sentence != NULL)
    /* The table's sentence, in English as the rest of `play` speaks. */
    g_string_append_printf (text, "A draw can be claimed (%s%s): type 'draw'.",
                            (claims & ARB_DRAW_CLAIM_REPETITION) ? "threefold repetition, and " : "",
                            play->rules->move_rule.sentence);
  else if (claims & ARB_DRAW_CLAIM_REPETITION)
    g_string_append (text, "A draw can be claimed (threefold repetition): type 'draw'.");
  else
    g_string_append (text, "A draw can be claimed: type 'draw'.");
  printf ("%s\n", text->str);
}

/* After a move or a user action: what happened (the move, check, the win
 * or the draw, in the order of the history), the board, and at the end of
 * the game the whole history. */
static void
announce_from (Play  *play,
               guint  first_record)
{
  guint n_records = arb_game_get_n_records (play->game);

  for (guint i = first_record; i < n_records; i++)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      arb_game_describe_record (play->game, arb_game_get_record (play->game, i), text);
      printf ("%s\n", text->str);
    }
  show_board (play);

  if (arb_game_is_over (play->game))
    {
      print_history (play);
      print_verdict (play);
      play->history_shown = TRUE;
      if (play->rules->score != NULL && !play->over_handled)
        {
          guint players[ARB_N_SIDES];

          play->over_handled = TRUE;
          for (ArbSide side = ARB_SIDE_FIRST; side <= ARB_SIDE_SECOND; side++)
            players[side] = play->computer[side] ? play->level : 0;
          arb_cli_record_result (play->game, players);
        }
    }
  else
    offer_draws (play);
}

/* Refuses an action that needs a game in progress. */
static gboolean
check_not_over (Play       *play,
                const char *what)
{
  if (!arb_game_is_over (play->game))
    return TRUE;
  printf ("Cannot %s: the game is over (type 'undo', 'new' or 'quit').\n", what);
  return FALSE;
}

static void
play_move (Play       *play,
           const char *raw_text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = arb_text_quote (raw_text, -1);
  guint first_record = arb_game_get_n_records (play->game);

  if (arb_game_is_over (play->game))
    {
      printf ("Illegal move '%s': the game is over (type 'undo', 'new' or 'quit').\n", text);
      return;
    }

  if (!arb_game_play_notation (play->game, raw_text, &error))
    {
      if (g_error_matches (error, ARB_NOTATION_ERROR, ARB_NOTATION_ERROR_SYNTAX))
        printf ("Unknown command or move '%s': %s. Type 'help' for the commands.\n",
                text, error->message);
      else
        printf ("Illegal move '%s': %s\n", text, error->message);
      return;
    }

  announce_from (play, first_record);
}

static void
handle_line (Play *play,
             char *line)
{
  const PlayCommand *command;
  char *space;

  g_strstrip (line);
  if (line[0] == '\0')
    return;

  /* A command is one word; anything else is read as a move. */
  space = strpbrk (line, " \t");
  if (space != NULL)
    {
      g_autofree char *word = g_strndup (line, (gsize) (space - line));

      if (find_play_command (play->rules, word) != NULL)
        {
          printf ("'%s' takes no arguments.\n", word);
          return;
        }
      play_move (play, line);
      return;
    }

  command = find_play_command (play->rules, line);
  if (command != NULL)
    command->run (play);
  else
    play_move (play, line);
}

/* ------------------------------------------------------------ commands */

static void
command_undo (Play *play)
{
  guint ply = arb_game_get_ply (play->game);

  if (!arb_game_undo (play->game))
    {
      fputs ("Nothing to undo.\n", stdout);
      return;
    }
  play->history_shown = FALSE;
  /* Against the computer, its reply goes too: otherwise it would play it
   * again at once. */
  if (arb_game_get_ply (play->game) < ply && computer_to_move (play)
      && !(play->computer[0] && play->computer[1]))
    arb_game_undo (play->game);
  /* A resignation or a draw is taken back on its own, without a move. */
  if (arb_game_get_ply (play->game) < ply)
    fputs ("Took back the last move.\n", stdout);
  else
    fputs ("Took back the end of the game.\n", stdout);
  show_board (play);
  offer_draws (play);
}

static void
command_redo (Play *play)
{
  guint first_record = arb_game_get_n_records (play->game);

  if (!arb_game_redo (play->game))
    {
      fputs ("Nothing to redo.\n", stdout);
      return;
    }
  /* Only the records in effect are counted: those after @first_record are
   * what was played again. */
  announce_from (play, first_record);
}

/* The computer player's move for the side to move (src/engine/), at the
 * level of --level; FALSE once the game is over. */
static gboolean
computer_choice (Play    *play,
                 ArbMove *move,
                 int     *value)
{
  ArbSearchLimits limits = { .level = play->level };
  ArbSearchResult result;

  if (arb_game_is_over (play->game))
    return FALSE;
  limits.seed_state = play->seeded ? &play->seed_state : NULL;
  if (!arb_search_run (play->rules, arb_game_get_state (play->game), &limits, &result))
    return FALSE;
  *move = result.move;
  if (value != NULL)
    *value = result.value;
  return TRUE;
}

/* A hint is the computer player's choice, in the notation moves are typed in. */
static void
command_hint (Play *play)
{
  char text[ARB_MOVE_TEXT_MAX];
  ArbMove move;

  if (!check_not_over (play, "give a hint") || !computer_choice (play, &move, NULL))
    return;
  play->rules->move_to_text (arb_game_get_state (play->game), &move, text);
  printf ("Hint: %s\n", text);
}

/* Whether the computer plays the side to move now (--computer). */
static gboolean
computer_to_move (Play *play)
{
  return !arb_game_is_over (play->game)
         && play->computer[arb_game_get_turn (play->game) & 1];
}

/* The computer plays its move and says so, as a typed move would. */
static void
computer_move (Play *play)
{
  g_autoptr(GError) error = NULL;
  guint first_record = arb_game_get_n_records (play->game);
  char text[ARB_MOVE_TEXT_MAX];
  ArbMove move;
  int value;

  if (!computer_choice (play, &move, &value))
    return;
  /* A draw it may claim and does not expect to do better than: a game of
   * two computers would otherwise never end (chess draws are only claimed). */
  if (value <= 0 && arb_game_get_claimable_draws (play->game) != ARB_DRAW_CLAIM_NONE)
    {
      printf ("%s (computer) claims a draw\n", side_title (play, arb_game_get_turn (play->game)));
      if (arb_game_claim_draw (play->game, &error))
        {
          announce_from (play, first_record);
          return;
        }
      g_clear_error (&error);
    }
  play->rules->move_to_text (arb_game_get_state (play->game), &move, text);
  printf ("%s (computer) plays %s\n", side_title (play, arb_game_get_turn (play->game)), text);
  if (!arb_game_play_move (play->game, &move, &error))
    {
      /* The search plays legal moves only: a refusal is a bug, said plainly. */
      arb_cli_error ("the computer's move %s was refused: %s", text, error->message);
      play->quit = TRUE;
      return;
    }
  announce_from (play, first_record);
}

static void
command_history (Play *play)
{
  print_history (play);
}

static void
command_fen (Play *play)
{
  g_autofree char *fen = arb_game_get_fen (play->game);

  printf ("%s\n", fen);
}

static void
command_board (Play *play)
{
  show_board (play);
}

static void
command_resign (Play *play)
{
  g_autoptr(GError) error = NULL;
  guint first_record = arb_game_get_n_records (play->game);

  if (!check_not_over (play, "resign"))
    return;
  if (!arb_game_resign (play->game, arb_game_get_turn (play->game), &error))
    {
      printf ("Cannot resign: %s\n", error->message);
      return;
    }
  announce_from (play, first_record);
}

static void
command_draw (Play *play)
{
  g_autoptr(GError) error = NULL;
  guint first_record = arb_game_get_n_records (play->game);

  if (!check_not_over (play, "claim a draw"))
    return;

  /* The game's own account of its counts; otherwise the rules' refusal
   * below says why. */
  if (arb_game_get_claimable_draws (play->game) == ARB_DRAW_CLAIM_NONE
      && play->text->no_claim != NULL)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      play->text->no_claim (arb_game_get_state (play->game),
                               arb_game_count_repetitions (play->game), text);
      printf ("%s\n", text->str);
      return;
    }

  if (!arb_game_claim_draw (play->game, &error))
    {
      printf ("Cannot claim a draw: %s\n", error->message);
      return;
    }
  announce_from (play, first_record);
}

static void
command_agree (Play *play)
{
  g_autoptr(GError) error = NULL;
  guint first_record = arb_game_get_n_records (play->game);

  if (!check_not_over (play, "agree to a draw"))
    return;
  if (!arb_game_agree_draw (play->game, &error))
    {
      printf ("Cannot agree to a draw: %s\n", error->message);
      return;
    }
  announce_from (play, first_record);
}

/* Draws the start of the next game into play->start, for a game whose
 * parameters leave it to chance: the same --seed draws the same starts,
 * game after game. */
static gboolean
draw_start (Play *play)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) drawn = NULL;
  gpointer start;

  /* Golden-ratio steps: each game's seed far from the last one's. */
  play->draw_seed += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  drawn = arb_params_draw_starts (play->rules, arb_cli_params (play->rules), 1, play->draw_seed,
                                  &error);
  start = drawn != NULL ? arb_cli_state_from_fen (play->rules, drawn[0], &error) : NULL;
  if (start == NULL)
    {
      arb_cli_error ("play: %s", error != NULL ? error->message : "no start drawn");
      return FALSE;
    }
  g_free (play->start);
  play->start = start;
  return TRUE;
}

static void
command_new (Play *play)
{
  if (play->start_drawn && !draw_start (play))
    return;
  _arb_cli_play_set_game (play, _arb_cli_play_new_game_object (play));
  play->over_handled = FALSE;
  /* A new object: no "changed" was emitted, but the file must change. */
  play->unsaved = TRUE;
  play->history_shown = FALSE;
  fputs ("New game.\n", stdout);
  show_board (play);
}

static void
command_help (Play *play)
{
  printf ("%s\n", play->text->move_help != NULL
                  ? play->text->move_help
                  : "Type a move in the game's notation, or a command:");
  for (gsize i = 0; i < G_N_ELEMENTS (play_commands); i++)
    {
      if (command_listed (&play_commands[i], play->rules))
        printf ("  %-8s %s\n", play_commands[i].name, command_help_text (play, &play_commands[i]));
    }
}

/* The history is printed when the game ends: quitting a finished game
 * does not print it a second time, quitting one in progress does. */
static void
command_quit (Play *play)
{
  if (!play->history_shown)
    {
      print_history (play);
      print_verdict (play);
    }
  play->quit = TRUE;
}

/* The prompt until the player quits or the input ends: a line is a move
 * or a command; the computer moves on its turns. FALSE when standard input
 * could not be read. */
static gboolean
run_prompt (Play *play)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  while (!play->quit)
    {
      g_autofree char *line = NULL;
      gsize len = 0;

      if (computer_to_move (play))
        {
          computer_move (play);
          if (play->unsaved)
            _arb_cli_play_save_game (play);
          continue;
        }
      printf ("%s> ", play->rules->player_ids[arb_game_get_turn (play->game) & 1]);
      fflush (stdout);

      line = g_data_input_stream_read_line (play->input, &len, NULL, &error);
      if (line != NULL && len > 0 && line[len - 1] == '\r')
        line[--len] = '\0';
      if (line == NULL)
        {
          /* End the prompt's line; the end of the input is a quit. */
          fputc ('\n', stdout);
          if (error != NULL)
            {
              arb_cli_error ("cannot read standard input: %s", error->message);
              ok = FALSE;
            }
          command_quit (play);
          break;
        }

      /* Shown the way a move is quoted back (arb_text_quote()): an
       * escape sequence read from a file must not reach the terminal, nor
       * a 10 MB line be printed again. */
      if (play->echo)
        {
          g_autofree char *shown = arb_text_quote (line, (gssize) len);

          printf ("%s\n", shown);
        }
      /* A NUL byte would cut the line short: "e4\0junk" must not be
       * read as e4. */
      if (memchr (line, '\0', len) != NULL)
        {
          g_autofree char *shown = arb_text_quote (line, (gssize) len);

          printf ("Unknown command or move '%s': it holds a NUL byte. "
                  "Type 'help' for the commands.\n", shown);
          continue;
        }
      handle_line (play, line);
      if (play->unsaved)
        _arb_cli_play_save_game (play);
    }
  return ok;
}

/* The game `play` starts with: restored from the --save file, or new (a
 * game whose players have names asks for them and its parameters).
 * ARB_CLI_STATUS_CONTINUE, or the status to exit with after a message. */
static int
start_game (Play       *play,
            const char *fen,
            const char *save,
            const char *player1,
            const char *player2)
{
  g_autoptr(GError) error = NULL;

  if (!play->text->named_players && (player1 != NULL || player2 != NULL))
    {
      arb_cli_error ("play: --player1 and --player2 name the players of a game that asks "
                     "for names, not of %s", play->rules->id);
      return ARB_CLI_STATUS_USAGE;
    }

  /* A FIFO would wait for a reader or a writer forever: refused before
   * any question is asked, and before it is opened. */
  if (save != NULL && !arb_cli_check_output_file (save, &error))
    {
      g_autofree char *name = g_filename_display_name (save);

      arb_cli_error ("cannot save the game to %s: %s", name, error->message);
      return ARB_CLI_STATUS_FAILURE;
    }

  /* A game that sets up its new games (Congkak): unless a saved game is
   * restored, the questions or the options, and the coin. */
  if (play->text->named_players)
    {
      GStatBuf st;
      gboolean restoring = save != NULL && g_stat (save, &st) == 0 && st.st_size > 0;
      ArbCliNewGame options = { .fen = fen, .player1 = player1, .player2 = player2 };

      play->tags = g_ptr_array_new_with_free_func (g_free);
      play->setup.type = ARB_RECORD_MOVE;  /* none */
      if (!restoring
          && !arb_cli_ask_new_game (play->rules, &options, play->input, play->echo, play->start,
                                    &play->setup, play->tags, &error))
        {
          arb_cli_error ("%s", error->message);
          return ARB_CLI_STATUS_USAGE;
        }
    }

  if (save != NULL)
    {
      if (!_arb_cli_play_open_save_file (play, save, fen, &error))
        {
          arb_cli_error ("%s", error->message);
          return ARB_CLI_STATUS_FAILURE;
        }
    }
  else
    _arb_cli_play_set_game (play, _arb_cli_play_new_game_object (play));
  return ARB_CLI_STATUS_CONTINUE;
}

/* The banner, the game restored if it was, its board, and the draws a
 * restored game can claim. */
static void
announce_start (Play *play)
{
  const char *title = play->text->title != NULL ? play->text->title : play->rules->name;

  if (play->text->title_for != NULL)
    title = play->text->title_for (arb_cli_params (play->rules));
  printf ("Arbiter: %s. Type 'help' for the commands.\n", title);
  if (play->restored)
    {
      guint plies = arb_game_get_ply (play->game);

      printf ("Restored the game from %s (%u pl%s).\n",
              play->save_name, plies, plies == 1 ? "y" : "ies");
    }

  show_board (play);
  /* A restored game may stand where a draw can be claimed. */
  if (play->restored && !arb_game_is_over (play->game))
    offer_draws (play);
}

/* The game, the computer player and the start from play's options.
 * Returns %ARB_CLI_STATUS_CONTINUE, or the status to exit with after a
 * message. */
static int
set_up_play (Play           *play,
             const ArbRules *rules,
             int             level,
             const char     *seed,
             const char     *computer,
             const char     *fen)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) drawn = NULL;

  play->rules = rules;
  play->text = arb_cli_play_text (rules);
  if (!arb_cli_parse_level ("play", rules, level, &play->level)
      || (seed != NULL && !arb_cli_parse_seed ("play", seed, &play->seed_state))
      || (computer != NULL && !arb_cli_parse_computer ("play", rules, computer, play->computer)))
    return ARB_CLI_STATUS_USAGE;
  play->seeded = seed != NULL;
  /* A start left to chance (Chess960's `start=-1`) is drawn here, from
   * --seed when it is given, so that a seeded game can be played again. */
  if (fen == NULL)
    {
      guint64 draw_seed = play->seeded ? play->seed_state
                                       : (guint64) g_random_int () << 32 | g_random_int ();

      drawn = arb_params_draw_starts (rules, arb_cli_params (rules), 1, draw_seed, &error);
      if (error != NULL)
        {
          arb_cli_error ("play: %s", error->message);
          return ARB_CLI_STATUS_USAGE;
        }
      if (drawn != NULL)
        fen = drawn[0];
      play->start_drawn = drawn != NULL;
      play->draw_seed = draw_seed;
    }
  play->start = arb_cli_state_from_fen (rules, fen, &error);
  if (play->start != NULL)
    return ARB_CLI_STATUS_CONTINUE;
  /* Parameters that make no game are the command line's fault. */
  if (error->domain == ARB_PARAM_ERROR)
    {
      arb_cli_error ("play: %s", error->message);
      return ARB_CLI_STATUS_USAGE;
    }
  arb_cli_error ("%s", error->message);
  return ARB_CLI_STATUS_FAILURE;
}

/* `play --help`'s text below the options: each game's notation, from the
 * registry. */
static char *
play_description (void)
{
  GString *text = g_string_new ("Moves are typed in the game's notation:\n");
  const ArbRules *const *games;
  guint n_games;

  games = arb_games_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    if (games[i]->notation_help != NULL)
      g_string_append_printf (text, "  %s: %s\n", games[i]->name, games[i]->notation_help);
  g_string_append (text, "A game whose players have names asks for them, and for the\n"
                         "parameters that shape its start, unless options give them\n"
                         "(--param, --player1, --player2); a coin may decide who moves\n"
                         "first. Type 'help' at the prompt for the commands.");
  return g_string_free (text, FALSE);
}

/* ---------------------------------------------------------- public API */

/**
 * arb_cli_play:
 * @argc: argument count, argv[0] being "play"
 * @argv: the arguments
 *
 * `arbiter-cli play [--game NAME] [--fen FEN] [--save FILE] [--computer SIDE]
 * [--level N] [--seed N]`: a game between two players at one terminal, or
 * against the computer (src/engine/), of any game of the registry. The board is
 * drawn after each move (arb-cli-board.c); the prompt (`white> `,
 * `black> `: the rules table's player ids) takes a move in the game's
 * notation (chess: SAN or coordinates; Alquerque: 18-13, 8x18) or a
 * command. What the history records (a check, a capture) and the end of
 * the game are announced, and the whole history is printed when the game
 * ends, or on quit when it has not ended; a game whose play_text asks for it
 * (Alquerque) then says "White has won", "Black has won" or "The game is a
 * draw". When standard input is
 * not a terminal, each line read is shown after the prompt (control
 * characters escaped), so that the output reads like a session; the end of
 * the input acts like `quit`. A line holding a NUL byte is refused whole.
 *
 * With `--save FILE` the game is written to FILE as PGN after every change
 * (a move, undo, redo, resign, draw, agree, new), atomically; a game saved
 * there is restored at start. A FILE that is not one valid game is an
 * error (exit status 1) and is left as it is.
 *
 * Returns: the exit status
 */
int
arb_cli_play (int    argc,
              char **argv)
{
  g_autofree char *fen = NULL;
  g_autofree char *save = NULL;
  g_autofree char *computer = NULL;
  g_autofree char *seed = NULL;
  int level = -1;
  g_autofree char *player1 = NULL;
  g_autofree char *player2 = NULL;
  ArbCliParamOptions param_options = { 0 };
  g_auto(GStrv) rest = NULL;
  const GOptionEntry entries[] = {
    { "fen", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &fen,
      "The starting position (default: the standard one)", "FEN" },
    { "save", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &save,
      "Save the game to FILE after every change, and restore it from there", "FILE" },
    { "computer", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &computer,
      "The computer plays SIDE (white, black, or both; checkers and Congkak: their side names)",
      "SIDE" },
    { "level", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &level,
      "The computer player's level, for its moves and hints (default: the game's)", "N" },
    { "seed", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &seed,
      "Choose among the computer's equally good moves (and draw Chess960's array) with "
      "this seed", "N" },
    { "player1", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &player1,
      "The first player's name, in a game whose players have names (Congkak)", "NAME" },
    { "player2", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &player2,
      "The second player's name", "NAME" },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &rest,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GArray) all_entries = NULL;
  g_autofree char *description = NULL;
  g_autoptr(GDataInputStream) input = NULL;
  Play play = { 0 };
  const ArbRules *rules = arb_games_default ();
  int status;

  description = play_description ();
  status = arb_cli_parse_options ("play", "", description,
                                  (all_entries = arb_cli_param_options_add (entries, &param_options),
                                   (const GOptionEntry *) all_entries->data),
                                  &rules, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    {
      arb_cli_param_options_clear (&param_options);
      return status;
    }
  status = ARB_CLI_STATUS_OK;
  if (!arb_cli_param_options_apply (&param_options, rules))
    return ARB_CLI_STATUS_USAGE;
  if (rest != NULL)
    {
      g_autofree char *shown = arb_text_quote (rest[0], -1);

      arb_cli_error ("play: unexpected argument '%s'", shown);
      return ARB_CLI_STATUS_USAGE;
    }

  status = set_up_play (&play, rules, level, seed, computer, fen);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;

  input = arb_cli_stdin_new ();
  play.input = input;
  play.echo = !isatty (STDIN_FILENO);
  status = start_game (&play, fen, save, player1, player2);
  if (status != ARB_CLI_STATUS_CONTINUE)
    {
      _arb_cli_play_play_clear (&play);
      return status;
    }
  status = ARB_CLI_STATUS_OK;

  announce_start (&play);
  if (!run_prompt (&play))
    status = ARB_CLI_STATUS_FAILURE;

  /* Each failure was reported when it happened; a game that is not on
   * disk as it stands is a failure. */
  if (play.save_failed)
    status = ARB_CLI_STATUS_FAILURE;
  _arb_cli_play_play_clear (&play);
  return status;
}
