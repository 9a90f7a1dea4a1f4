/* arb-cli-play.c — `arbiter-cli play`: a game in the terminal
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

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

typedef struct
{
  ArbGame          *game;
  ArbPosition       start;  /* where `new` starts again: the --fen position */
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
      g_autoptr(GString) text = g_string_new (NULL);

      arb_game_describe_record (play->game, arb_game_get_record (play->game, i), text);
      printf ("%s\n", text->str);
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

/* The @len bytes the player typed at @text (NUL bytes included), safe to
 * print back to a terminal: control characters (an arrow key's escape
 * sequence, a NUL byte) are written as \xNN instead of being sent to the
 * terminal, and invalid UTF-8 is replaced. */
static char *
printable_len (const char *text,
               gsize       len)
{
  g_autoptr(GString) escaped = g_string_sized_new (len);

  for (gsize i = 0; i < len; i++)
    {
      guchar c = (guchar) text[i];

      if (c < 0x20 || c == 0x7f)
        g_string_append_printf (escaped, "\\x%02x", c);
      else
        g_string_append_c (escaped, (char) c);
    }
  return g_utf8_make_valid (escaped->str, (gssize) escaped->len);
}

static char *
printable (const char *text)
{
  return printable_len (text, strlen (text));
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

/* ------------------------------------------------------------- saving */

static void
on_game_changed (ArbGame  *game,
                 gpointer  user_data)
{
  Play *play = user_data;

  play->unsaved = TRUE;
}

/* Makes @game (transfer full) the game being played, watched for changes. */
static void
set_game (Play    *play,
          ArbGame *game)
{
  if (play->game != NULL)
    g_clear_signal_handler (&play->changed_id, play->game);
  g_clear_object (&play->game);
  play->game = game;
  play->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), play);
}

static void
play_clear (Play *play)
{
  if (play->game != NULL)
    g_clear_signal_handler (&play->changed_id, play->game);
  g_clear_object (&play->game);
  g_clear_pointer (&play->save_path, g_free);
  g_clear_pointer (&play->save_name, g_free);
}

/* Writes the game to the --save file. arb_pgn_save() writes a temporary
 * file next to it (GLib's "FILE.XXXXXX") and renames it over FILE, so that
 * FILE is at every moment the old complete game or the new one, whenever
 * the program is killed. A failure is reported and the game goes on: the
 * next change tries again. */
static void
save_game (Play *play)
{
  g_autoptr(GError) error = NULL;

  play->unsaved = FALSE;
  if (play->save_path == NULL)
    return;

  play->save_failed = !arb_pgn_save (&play->game, 1, play->save_path, &error);
  if (play->save_failed)
    arb_cli_error ("%s", error->message);
}

/* The file --save names, with a symbolic link resolved: GLib replaces
 * the file it writes by renaming a new one over it, which would replace
 * the link itself and leave its target behind. */
static char *
resolve_save_path (const char  *path,
                   const char  *name,
                   GError     **error)
{
  GStatBuf st;
  char *resolved;
  int saved_errno;

  if (g_lstat (path, &st) != 0 || !S_ISLNK (st.st_mode))
    return g_strdup (path);

  resolved = realpath (path, NULL);
  if (resolved == NULL)
    {
      saved_errno = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "cannot follow the symbolic link %s: %s", name, g_strerror (saved_errno));
      return NULL;
    }
  /* realpath() allocates with malloc(), the rest of the program frees
   * with g_free(). */
  {
    char *copy = g_strdup (resolved);

    free (resolved);
    return copy;
  }
}

/* Reads the game saved in @path. Returns NULL with @error unset when there
 * is nothing to restore: no such file, or an empty one. Anything else that
 * is not exactly one valid game is an error, and the file is left alone. */
static ArbGame *
load_saved_game (const char  *path,
                 const char  *name,
                 GError     **error)
{
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(ArbPgnReader) reader = NULL;
  g_autoptr(ArbPgnGame) first = NULL;
  g_autoptr(ArbPgnGame) second = NULL;
  g_autoptr(GError) local_error = NULL;
  struct stat st;
  int fd;
  int saved_errno;

  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      saved_errno = errno;
      if (saved_errno == ENOENT)
        return NULL;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "cannot read %s: %s", name, g_strerror (saved_errno));
      return NULL;
    }
  /* Saving replaces the file by another: a directory, a device or a pipe
   * must not be replaced by a regular file. */
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   "cannot save the game to %s: not a regular file", name);
      return NULL;
    }
  if (st.st_size == 0)
    {
      close (fd);
      return NULL;
    }

  stream = g_unix_input_stream_new (fd, TRUE);
  reader = arb_pgn_reader_new (stream, name);
  first = arb_pgn_reader_next (reader, &local_error);
  if (first == NULL)
    {
      if (local_error != NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                     "cannot restore the game: %s", local_error->message);
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     "cannot restore the game from %s: it holds no game", name);
      return NULL;
    }
  if (first->error != NULL)
    {
      /* "FILE:LINE:COL: game 1, ply P: 'Ke3': reason" */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "cannot restore the game: %s", first->error->message);
      return NULL;
    }

  /* One file, one game: a database given by mistake is not overwritten. */
  second = arb_pgn_reader_next (reader, &local_error);
  if (local_error != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   "cannot restore the game: %s", local_error->message);
      return NULL;
    }
  if (second != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "cannot restore the game from %s: it holds more than one game "
                   "(--save keeps one game per file)", name);
      return NULL;
    }

  for (guint i = 0; i < first->warnings->len; i++)
    arb_cli_error ("warning: %s", (const char *) g_ptr_array_index (first->warnings, i));

  return g_steal_pointer (&first->game);
}

/* --save FILE at start: the game saved there is restored; without one, a
 * new game is written there at once, so that a file that cannot be written
 * is known before the first move. */
static gboolean
open_save_file (Play        *play,
                const char  *path,
                const char  *fen,
                GError     **error)
{
  g_autoptr(ArbGame) saved = NULL;
  g_autoptr(GError) local_error = NULL;

  play->save_name = g_filename_display_name (path);
  play->save_path = resolve_save_path (path, play->save_name, error);
  if (play->save_path == NULL)
    return FALSE;

  saved = load_saved_game (play->save_path, play->save_name, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (saved == NULL)
    {
      set_game (play, arb_game_new_from_position (&play->start));
      return arb_pgn_save (&play->game, 1, play->save_path, error);
    }

  /* --fen names where a new game starts: it must not silently differ
   * from the game being restored. */
  if (fen != NULL)
    {
      g_autofree char *saved_start = arb_fen_write (arb_game_get_start_position (saved));
      g_autofree char *wanted_start = arb_fen_write (&play->start);

      if (strcmp (saved_start, wanted_start) != 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "%s holds a game that starts from another position than --fen "
                       "(%s): leave out --fen to go on with it, or save to another file",
                       play->save_name, saved_start);
          return FALSE;
        }
    }

  play->start = *arb_game_get_start_position (saved);
  set_game (play, g_steal_pointer (&saved));
  play->restored = TRUE;
  return TRUE;
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
  set_game (play, arb_game_new_from_position (&play->start));
  /* A new object: no "changed" was emitted, but the file must change. */
  play->unsaved = TRUE;
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
 * `arbiter-cli play [--fen FEN] [--save FILE]`: a game between two players at one
 * terminal. The board is drawn after each move; the prompt (`white> `,
 * `black> `) takes a move in SAN or coordinates or a command. Check and
 * the end of the game are announced, and the whole history is printed when
 * the game ends, or on quit when it has not ended. When standard input is
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
  g_auto(GStrv) rest = NULL;
  const GOptionEntry entries[] = {
    { "fen", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &fen,
      "The starting position (default: the standard one)", "FEN" },
    { "save", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &save,
      "Save the game to FILE after every change, and restore it from there", "FILE" },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &rest,
      NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GDataInputStream) input = NULL;
  g_autoptr(GError) error = NULL;
  Play play = { 0 };
  const ArbRules *rules = arb_games_default ();
  int status;

  status = arb_cli_parse_options ("play", "",
                                  "Moves are typed in SAN (Nf3) or coordinates (g1f3); type 'help'\n"
                                  "at the prompt for the commands.",
                                  entries, &rules, &argc, &argv);
  if (status != ARB_CLI_STATUS_CONTINUE)
    return status;
  status = ARB_CLI_STATUS_OK;
  /* The terminal board is chess's for now; the other games are played in
   * the app and through the library. */
  if (rules != arb_games_default ())
    {
      arb_cli_error ("play: only chess can be played in the terminal so far (--game %s)",
                     rules->id);
      return ARB_CLI_STATUS_USAGE;
    }
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

  if (save != NULL)
    {
      if (!open_save_file (&play, save, fen, &error))
        {
          arb_cli_error ("%s", error->message);
          play_clear (&play);
          return ARB_CLI_STATUS_FAILURE;
        }
    }
  else
    set_game (&play, arb_game_new_from_position (&play.start));

  fputs ("Arbiter: simplified chess. Type 'help' for the commands.\n", stdout);
  if (play.restored)
    {
      guint plies = arb_game_get_ply (play.game);

      printf ("Restored the game from %s (%u pl%s).\n",
              play.save_name, plies, plies == 1 ? "y" : "ies");
    }

  input = arb_cli_stdin_new ();
  play.input = input;
  play.echo = !isatty (STDIN_FILENO);

  show_board (&play);
  /* A restored game may stand where a draw can be claimed. */
  if (play.restored && !arb_game_is_over (play.game))
    offer_draws (&play);

  while (!play.quit)
    {
      g_autofree char *line = NULL;
      gsize len = 0;

      printf ("%s> ", arb_side_name (arb_game_get_turn (play.game)));
      fflush (stdout);

      line = g_data_input_stream_read_line (play.input, &len, NULL, &error);
      if (line != NULL && len > 0 && line[len - 1] == '\r')
        line[--len] = '\0';
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
          g_autofree char *shown = printable_len (line, len);

          printf ("%s\n", shown);
        }
      /* A NUL byte would cut the line short: "e4\0junk" must not be
       * read as e4. */
      if (memchr (line, '\0', len) != NULL)
        {
          g_autofree char *shown = printable_len (line, len);

          printf ("Unknown command or move '%s': it holds a NUL byte. "
                  "Type 'help' for the commands.\n", shown);
          continue;
        }
      handle_line (&play, line);
      if (play.unsaved)
        save_game (&play);
    }

  /* Each failure was reported when it happened; a game that is not on
   * disk as it stands is a failure. */
  if (play.save_failed)
    status = ARB_CLI_STATUS_FAILURE;
  play_clear (&play);
  return status;
}
