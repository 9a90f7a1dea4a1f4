/* arb-cli-play.c — `arbiter-cli play`: a game in the terminal
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* ------------------------------------------------------------- structs */

typedef struct
{
  ArbGame          *game;
  ArbPosition       start;  /* where `new` starts again: the --fen position */
  GDataInputStream *input;
  gboolean          echo;   /* standard input is not a terminal: show each line read */
  gboolean          quit;
  gboolean          history_shown;  /* printed at the end of this game, not to repeat on quit */
} Play;

typedef void (*PlayCommandFunc) (Play *play);

/* A word the player can type instead of a move. */
typedef struct
{
  const char      *name;
  const char      *help;
  PlayCommandFunc  run;
} PlayCommand;

/* ---------------------------------------------------------- prototypes */

static void command_undo    (Play *play);
static void command_redo    (Play *play);
static void command_history (Play *play);
static void command_fen     (Play *play);
static void command_board   (Play *play);
static void command_resign  (Play *play);
static void command_draw    (Play *play);
static void command_agree   (Play *play);
static void command_new     (Play *play);
static void command_help    (Play *play);
static void command_quit    (Play *play);

/* ------------------------------------------------------------ statics */

static const PlayCommand play_commands[] = {
  { "undo",    "take back the last move",                            command_undo },
  { "redo",    "play again the move taken back",                     command_redo },
  { "history", "print the whole game so far",                        command_history },
  { "fen",     "print the position as FEN",                          command_fen },
  { "board",   "draw the board again",                               command_board },
  { "resign",  "the side to move resigns",                           command_resign },
  { "draw",    "claim a draw (threefold repetition or 100 plies)",   command_draw },
  { "agree",   "both players agree to a draw",                       command_agree },
  { "new",     "start a new game from the same position",            command_new },
  { "help",    "show this help",                                     command_help },
  { "quit",    "print the history if not shown yet, and leave",      command_quit },
};

static const PlayCommand *
find_play_command (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (play_commands); i++)
    {
      if (g_ascii_strcasecmp (play_commands[i].name, name) == 0)
        return &play_commands[i];
    }
  /* Common words for the same things. */
  if (g_ascii_strcasecmp (name, "exit") == 0)
    return find_play_command ("quit");
  if (g_str_equal (name, "?"))
    return find_play_command ("help");
  return NULL;
}

/* "White" or "Black", for the start of a sentence. */
static const char *
side_title (ArbSide side)
{
  return side == ARB_SIDE_WHITE ? "White" : "Black";
}

/* The board, then whose turn it is or how the game ended. */
static void
show_board (Play *play)
{
  const ArbPosition *pos = arb_game_get_position (play->game);
  g_autofree char *board = arb_cli_board_to_text (pos);

  fputs (board, stdout);
  if (arb_game_is_over (play->game))
    printf ("Game over: %s\n", arb_result_to_string (arb_game_get_result (play->game)));
  else
    printf ("%s to move\n", side_title (arb_game_get_turn (play->game)));
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
  fputs (history, stdout);
}

/* The referee offers claimable draws but never forces them (spec §7). */
static void
offer_draws (Play *play)
{
  switch ((int) arb_game_get_claimable_draws (play->game))
    {
    case ARB_DRAW_CLAIM_NONE:
      break;
    case ARB_DRAW_CLAIM_REPETITION:
      fputs ("A draw can be claimed (threefold repetition): type 'draw'.\n", stdout);
      break;
    case ARB_DRAW_CLAIM_FIFTY_MOVES:
      fputs ("A draw can be claimed (100 plies without a capture or a pawn move): "
             "type 'draw'.\n", stdout);
      break;
    default:
      fputs ("A draw can be claimed (threefold repetition, and 100 plies without "
             "a capture or a pawn move): type 'draw'.\n", stdout);
      break;
    }
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
      g_autofree char *text = arb_record_describe (arb_game_get_record (play->game, i));

      printf ("%s\n", text);
    }
  show_board (play);

  if (arb_game_is_over (play->game))
    {
      print_history (play);
      play->history_shown = TRUE;
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

/* What the player typed, safe to print back to a terminal: invalid UTF-8
 * is replaced and control characters (an arrow key's escape sequence) are
 * written as \xNN instead of being sent to the terminal. */
static char *
printable (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *out = g_string_new (NULL);

  for (const char *p = valid; *p != '\0'; p++)
    {
      if ((guchar) *p < 0x20 || *p == 0x7f)
        g_string_append_printf (out, "\\x%02x", (guchar) *p);
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static void
play_move (Play       *play,
           const char *raw_text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = printable (raw_text);
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

      if (find_play_command (word) != NULL)
        {
          printf ("'%s' takes no arguments.\n", word);
          return;
        }
      play_move (play, line);
      return;
    }

  command = find_play_command (line);
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

  if (arb_game_get_claimable_draws (play->game) == ARB_DRAW_CLAIM_NONE)
    {
      guint repetitions = arb_game_count_repetitions (play->game);
      guint clock = arb_game_get_position (play->game)->halfmove_clock;

      printf ("No draw can be claimed: this position has occurred %u time%s "
              "(3 are needed) and %u pl%s passed without a capture or a pawn move "
              "(100 are needed).\n",
              repetitions, repetitions == 1 ? "" : "s",
              clock, clock == 1 ? "y" : "ies");
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

static void
command_new (Play *play)
{
  g_clear_object (&play->game);
  play->game = arb_game_new_from_position (&play->start);
  play->history_shown = FALSE;
  fputs ("New game.\n", stdout);
  show_board (play);
}

static void
command_help (Play *play)
{
  fputs ("Type a move in SAN (e4, Nf3, exd5) or in coordinates (e2e4), or a command:\n",
         stdout);
  for (gsize i = 0; i < G_N_ELEMENTS (play_commands); i++)
    printf ("  %-8s %s\n", play_commands[i].name, play_commands[i].help);
}

/* The history is printed when the game ends: quitting a finished game
 * does not print it a second time, quitting one in progress does. */
static void
command_quit (Play *play)
{
  if (!play->history_shown)
    print_history (play);
  play->quit = TRUE;
}

/* ---------------------------------------------------------- public API */

/**
 * arb_cli_play:
 * @argc: argument count, argv[0] being "play"
 * @argv: the arguments
 *
 * `arbiter-cli play [--fen FEN]`: a game between two players at one
 * terminal. The board is drawn after each move; the prompt (`white> `,
 * `black> `) takes a move in SAN or coordinates or a command. Check and
 * the end of the game are announced, and the whole history is printed when
 * the game ends, or on quit when it has not ended. When standard input is
 * not a terminal, each line read is shown after the prompt (control
 * characters escaped), so that the output reads like a session; the end of
 * the input acts like `quit`.
 *
 * Returns: the exit status
 */
int
arb_cli_play (int    argc,
              char **argv)
{
  g_autofree char *fen = NULL;
  g_auto(GStrv) rest = NULL;
  const GOptionEntry entries[] = {
    { "fen", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &fen,
      "The starting position (default: the standard one)", "FEN" },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &rest,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GDataInputStream) input = NULL;
  g_autoptr(GError) error = NULL;
  Play play = { 0 };
  int status;

  status = arb_cli_parse_options ("play", "",
                                  "Moves are typed in SAN (Nf3) or coordinates (g1f3); type 'help'\n"
                                  "at the prompt for the commands.",
                                  entries, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;
  status = ARB_CLI_STATUS_OK;
  if (rest != NULL)
    {
      arb_cli_error ("play: unexpected argument '%s'", rest[0]);
      return ARB_CLI_STATUS_USAGE;
    }

  if (!arb_cli_position_from_fen (fen, &play.start, &error))
    {
      arb_cli_error ("%s", error->message);
      return ARB_CLI_STATUS_FAILURE;
    }

  input = arb_cli_stdin_new ();
  play.game = arb_game_new_from_position (&play.start);
  play.input = input;
  play.echo = !isatty (STDIN_FILENO);

  fputs ("Arbiter: simplified chess. Type 'help' for the commands.\n", stdout);
  show_board (&play);

  while (!play.quit)
    {
      g_autofree char *line = NULL;

      printf ("%s> ", arb_side_name (arb_game_get_turn (play.game)));
      fflush (stdout);

      line = arb_cli_read_line (play.input, &error);
      if (line == NULL)
        {
          /* End the prompt's line; the end of the input is a quit. */
          fputc ('\n', stdout);
          if (error != NULL)
            {
              arb_cli_error ("cannot read standard input: %s", error->message);
              status = ARB_CLI_STATUS_FAILURE;
            }
          command_quit (&play);
          break;
        }

      /* Shown the way a move is quoted back: an escape sequence read
       * from a file must not reach the terminal. */
      if (play.echo)
        {
          g_autofree char *shown = printable (line);

          printf ("%s\n", shown);
        }
      handle_line (&play, line);
    }

  g_clear_object (&play.game);
  return status;
}
