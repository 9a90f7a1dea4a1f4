/* test-crash.c — no lost game: `arbiter-cli play --save FILE` killed with SIGKILL
 *
 * The program (path in ARBITER_CLI) is run as a process, fed moves on its
 * standard input, and killed with SIGKILL:
 *
 * - after a known number of answered inputs (moves, undo, redo, resign,
 *   agree, draw, new): FILE then holds exactly the game as it stood, byte
 *   for byte what arb_pgn_write_game() writes for it; it is checked after
 *   every input too, while the program waits for the next one;
 * - in a tight loop, at random moments, while it plays a long scripted
 *   game with its output thrown away, so that some kills land inside a
 *   save. After every kill FILE must be absent (before the first save) or a
 *   complete game that arb_pgn_reader reads without an error or a warning,
 *   whose moves are a prefix of the script, no shorter than before the
 *   kill, and whose bytes are exactly what the writer writes for that
 *   prefix — never a half-written file.
 *
 * Temporary files: arb_pgn_save() writes through g_file_set_contents(),
 * which (GLib 2.74, checked with strace) creates "FILE.XXXXXX" in FILE's
 * directory (six letters or digits, O_CREAT|O_EXCL), writes it, fsync()s
 * it when FILE already exists, and rename()s it over FILE. A kill between
 * the creation and the rename leaves that file behind. That is accepted,
 * and only that: every other name in the directory fails the test. Such a
 * file is never mistaken for the game: the program reads FILE and nothing
 * else, which the restart after each kill shows (the game restored is
 * FILE's, whatever the leftover holds). docs/cli.md says so to users.
 *
 * After the kills the program is started again on FILE: it must say
 * "Restored the game from FILE (N plies).", show the moves in `history`,
 * and go on saving. A FILE that is not one valid game is refused with
 * exit status 1 and left untouched; a save that fails during the game is
 * reported, and the next change saves again.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arbiter.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <gio/gunixinputstream.h>

#include "arb-test-util.h"

/* The name of the saved game in each test's directory. */
#define SAVE_NAME "game.pgn"

/* The directory each test makes for its files, in the temporary one. */
#define TMP_DIR "arb-crash-XXXXXX"

/* The longest scripted game. */
#define SCRIPT_MAX 400

/* How long to wait for one answer of the program: valgrind makes it slow. */
#define ANSWER_TIMEOUT_MS (120 * 1000)

static const char *cli_path;

/* ------------------------------------------------------------- helpers */

static void
assert_contains (const char *haystack,
                 const char *needle)
{
  if (strstr (haystack, needle) == NULL)
    g_error ("expected to find\n%s\nin\n%s", needle, haystack);
}

/* @text with each "FILE" replaced by @path. */
static char *
with_path (const char *text,
           const char *path)
{
  GString *out = g_string_new (text);

  g_string_replace (out, "FILE", path, 0);
  return g_string_free (out, FALSE);
}

/* The name g_file_set_contents() gives its temporary file for @name:
 * "NAME." and six letters or digits. */
static gboolean
is_glib_temp_name (const char *entry,
                   const char *name)
{
  gsize len = strlen (name);

  if (strncmp (entry, name, len) != 0 || entry[len] != '.' || strlen (entry) != len + 7)
    return FALSE;
  for (const char *p = entry + len + 1; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;
  return TRUE;
}

/* Checks that @dir holds SAVE_NAME (or nothing) and, at most, temporary
 * files of g_file_set_contents() left by a kill inside a save; removes
 * those and returns how many there were. */
static guint
check_leftovers (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) leftovers = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  g_assert_nonnull (listing);
  while ((entry = g_dir_read_name (listing)) != NULL)
    {
      if (strcmp (entry, SAVE_NAME) == 0)
        continue;
      if (!is_glib_temp_name (entry, SAVE_NAME))
        g_error ("unexpected file %s left in %s", entry, dir);
      g_ptr_array_add (leftovers, g_build_filename (dir, entry, NULL));
    }
  for (guint i = 0; i < leftovers->len; i++)
    g_assert_cmpint (g_remove (g_ptr_array_index (leftovers, i)), ==, 0);
  return leftovers->len;
}

/* Reads the saved game at @path: exactly one game, read without an I/O
 * error, a game error or a warning. */
static ArbGame *
read_saved_game (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInputStream) stream = g_file_read (file, NULL, &error);
  g_autoptr(ArbPgnReader) reader = NULL;
  g_autoptr(ArbPgnGame) pgn = NULL;
  g_autoptr(ArbPgnGame) next = NULL;

  g_assert_no_error (error);
  reader = arb_pgn_reader_new (G_INPUT_STREAM (stream), path);
  pgn = arb_pgn_reader_next (reader, &error);
  g_assert_no_error (error);
  g_assert_nonnull (pgn);
  g_assert_no_error (pgn->error);
  g_assert_cmpuint (pgn->warnings->len, ==, 0);
  next = arb_pgn_reader_next (reader, &error);
  g_assert_no_error (error);
  g_assert_null (next);
  return g_steal_pointer (&pgn->game);
}

/* The file at @path is exactly what the writer writes for @model. */
static void
assert_saved (const char *path,
              ArbGame    *model)
{
  g_autoptr(ArbGame) saved = read_saved_game (path);
  g_autofree char *contents = arb_test_read_file (path, NULL);
  g_autofree char *expected = arb_pgn_write_game (model);

  g_assert_cmpuint (arb_game_get_ply (saved), ==, arb_game_get_ply (model));
  g_assert_cmpint (arb_game_get_result (saved), ==, arb_game_get_result (model));
  g_assert_cmpint (arb_game_get_termination (saved), ==, arb_game_get_termination (model));
  g_assert_cmpstr (contents, ==, expected);
}

/* ---------------------------------------------------------- the script */

typedef struct
{
  guint   n_moves;
  ArbChessMove moves[SCRIPT_MAX];
  char    coords[SCRIPT_MAX][ARB_COORD_MAX];
} Script;

/* A seeded random game of up to SCRIPT_MAX plies that never captures a
 * King, so that it goes on: the moves are typed in coordinates. */
static void
script_init (Script  *script,
             guint32  seed)
{
  g_autoptr(ArbGame) game = arb_game_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  script->n_moves = 0;
  while (script->n_moves < SCRIPT_MAX && !arb_game_is_over (game))
    {
      const ArbChessPosition *pos = arb_game_get_position (game);
      ArbChessMoveList list;
      guint n_kept = 0;
      ArbChessMove move;

      arb_game_legal_moves (game, &list);
      for (guint i = 0; i < list.n_moves; i++)
        {
          ArbSquare to = list.moves[i].to;

          if (arb_piece_type (pos->board[ARB_SQUARE_X (to)][ARB_SQUARE_Y (to)]) != ARB_PIECE_TYPE_KING)
            list.moves[n_kept++] = list.moves[i];
        }
      if (n_kept == 0)
        break;
      move = list.moves[g_rand_int_range (rand, 0, (gint32) n_kept)];
      g_assert_true (arb_game_play (game, move, NULL));
      script->moves[script->n_moves] = move;
      arb_move_to_coord (move, script->coords[script->n_moves]);
      script->n_moves++;
    }
}

/* The game of the first @n moves of @script. */
static ArbGame *
script_game (const Script *script,
             guint         n)
{
  ArbGame *game = arb_game_new ();

  for (guint i = 0; i < n; i++)
    g_assert_true (arb_game_play (game, script->moves[i], NULL));
  return game;
}

/* Checks the file @path after a kill: absent only when @allow_absent, else
 * a complete game of the first N moves of @script, N >= @at_least, byte for
 * byte what the writer writes for them. Returns N (0 when absent). */
static guint
check_saved_prefix (const char   *path,
                    const Script *script,
                    guint         at_least,
                    gboolean      allow_absent)
{
  g_autoptr(ArbGame) saved = NULL;
  g_autoptr(ArbGame) expected = NULL;
  guint n;
  guint k = 0;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_assert_true (allow_absent);
      return 0;
    }

  saved = read_saved_game (path);
  n = arb_game_get_ply (saved);
  g_assert_cmpuint (n, <=, script->n_moves);
  g_assert_cmpuint (n, >=, at_least);
  g_assert_false (arb_game_is_over (saved));
  for (guint i = 0; i < arb_game_get_n_records (saved); i++)
    {
      const ArbRecord *record = arb_game_get_record (saved, i);

      if (record->type != ARB_RECORD_MOVE)
        continue;
      g_assert_true (arb_chess_move_equal (arb_chess_move_from_move (&record->move), script->moves[k]));
      k++;
    }
  g_assert_cmpuint (k, ==, n);

  expected = script_game (script, n);
  assert_saved (path, expected);
  return n;
}

/* ----------------------------------------------- running the program */

/* Runs `arbiter-cli play ARGS…` to its end with @input on standard input.
 * The input comes from a file, not a pipe: a program that refuses its
 * arguments exits without reading it, which a pipe would report as an
 * error. */
G_GNUC_NULL_TERMINATED
static void
cli_run_play (ArbTestCliRun *run,
              const char    *input,
              ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *input_path = NULL;
  const char *arg;
  va_list ap;
  int fd;

  fd = g_file_open_tmp ("arb-crash-input-XXXXXX", &input_path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (input_path, input, -1, NULL));

  g_ptr_array_add (args, (gpointer) "play");
  va_start (ap, input);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  arb_test_cli_run_full (run, input_path, NULL, NULL, (const char *const *) args->pdata);
  g_assert_cmpint (g_remove (input_path), ==, 0);
}

/* `play --save PATH` driven one input at a time: each input is sent after
 * the prompt that asks for it, so that the program is known to be waiting
 * (its game saved) when it is killed. */
typedef struct
{
  GSubprocess   *process;
  GOutputStream *input;
  int            out_fd;
  GString       *out;     /* standard output and error, merged */
  guint          n_prompts;
} Player;

static void
player_start (Player     *player,
              const char *path)
{
  g_autoptr(GError) error = NULL;
  const char *argv[] = { cli_path, "play", "--save", path, NULL };

  player->process = g_subprocess_newv (argv,
                                       G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                       G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                       G_SUBPROCESS_FLAGS_STDERR_MERGE,
                                       &error);
  g_assert_no_error (error);
  player->input = g_subprocess_get_stdin_pipe (player->process);
  player->out_fd = g_unix_input_stream_get_fd (
    G_UNIX_INPUT_STREAM (g_subprocess_get_stdout_pipe (player->process)));
  player->out = g_string_new (NULL);
  player->n_prompts = 0;
}

/* The prompts ("white> ", "black> ") printed so far. */
static guint
player_count_prompts (Player *player)
{
  return arb_test_count_occurrences (player->out->str, "white> ") +
         arb_test_count_occurrences (player->out->str, "black> ");
}

/* Reads the output until the program asks for its next input. */
static void
player_wait_prompt (Player *player)
{
  player->n_prompts++;
  while (player_count_prompts (player) < player->n_prompts)
    {
      struct pollfd fds = { player->out_fd, POLLIN, 0 };
      char buf[4096];
      gssize n;
      int ready = poll (&fds, 1, ANSWER_TIMEOUT_MS);

      if (ready < 0 && errno == EINTR)
        continue;
      if (ready <= 0)
        g_error ("no prompt after %d ms; output so far:\n%s", ANSWER_TIMEOUT_MS, player->out->str);
      n = read (player->out_fd, buf, sizeof buf);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        g_error ("the program ended while a prompt was expected; output:\n%s", player->out->str);
      g_string_append_len (player->out, buf, n);
    }
}

/* Sends one line and waits for the prompt that follows its answer. */
static void
player_send (Player     *player,
             const char *line)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strconcat (line, "\n", NULL);

  g_output_stream_write_all (player->input, text, strlen (text), NULL, NULL, &error);
  g_assert_no_error (error);
  player_wait_prompt (player);
}

/* SIGKILL, and the program must have died of it. */
static void
player_kill (Player *player)
{
  g_autoptr(GError) error = NULL;

  g_subprocess_force_exit (player->process);
  g_subprocess_wait (player->process, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_signaled (player->process));
  g_assert_cmpint (g_subprocess_get_term_sig (player->process), ==, SIGKILL);
  g_clear_object (&player->process);
  g_string_free (player->out, TRUE);
  player->out = NULL;
}

/* Closes the standard input (the end of the input is a quit), reads the
 * rest of the output, and returns the exit status. */
static int
player_finish (Player *player)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_output_stream_close (player->input, NULL, &error);
  g_assert_no_error (error);
  for (;;)
    {
      char buf[4096];
      gssize n = read (player->out_fd, buf, sizeof buf);

      if (n < 0 && errno == EINTR)
        continue;
      g_assert_cmpint (n, >=, 0);
      if (n == 0)
        break;
      g_string_append_len (player->out, buf, n);
    }
  g_subprocess_wait (player->process, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (player->process));
  status = g_subprocess_get_exit_status (player->process);
  g_clear_object (&player->process);
  return status;
}

/* ------------------------------------------------------------- tests */

/* Killed while waiting for input after 0, 1, 2 … moves: the file holds
 * exactly those moves, no temporary file is left (no save was under way),
 * and the next start restores them and goes on. */
static void
test_kill_after_moves (void)
{
  static const guint kill_after[] = { 0, 1, 2, 5, 12, 41 };
  Script script;

  script_init (&script, 7);
  g_assert_cmpuint (script.n_moves, >, 42);

  /* Under memcheck: after 0, 2 and 12 moves. */
  for (gsize c = 0; c < G_N_ELEMENTS (kill_after); c += arb_test_under_memcheck () ? 2 : 1)
    {
      guint n = kill_after[c];
      g_autofree char *dir = arb_test_make_dir (TMP_DIR);
      g_autofree char *path = g_build_filename (dir, SAVE_NAME, NULL);
      g_autofree char *restored = NULL;
      g_autoptr(GString) history_input = g_string_new ("history\n");
      Player player = { 0 };

      g_test_message ("kill after %u moves", n);
      player_start (&player, path);
      player_wait_prompt (&player);
      /* Saved at once, before the first move: an empty game. */
      g_assert_cmpuint (check_saved_prefix (path, &script, 0, FALSE), ==, 0);
      for (guint i = 0; i < n; i++)
        {
          player_send (&player, script.coords[i]);
          /* Written before the next prompt. */
          g_assert_cmpuint (check_saved_prefix (path, &script, i + 1, FALSE), ==, i + 1);
        }
      player_kill (&player);

      g_assert_cmpuint (check_saved_prefix (path, &script, n, FALSE), ==, n);
      g_assert_cmpuint (check_leftovers (dir), ==, 0);

      /* Started again: the game is restored, `history` shows its moves,
       * and the next move is saved after them. */
      g_string_append_printf (history_input, "%s\nquit\n", script.coords[n]);
      {
        g_auto(ArbTestCliRun) run = { 0 };

        cli_run_play (&run, history_input->str, "--save", path, NULL);
        g_assert_cmpstr (run.err, ==, "");
        g_assert_cmpint (run.status, ==, 0);
        restored = g_strdup_printf ("Restored the game from %s (%u pl%s).\n", path, n,
                                    n == 1 ? "y" : "ies");
        assert_contains (run.out, restored);
        if (n == 0)
          assert_contains (run.out, "No moves were played.\n");
        for (guint i = 0; i < n; i++)
          {
            /* "1. White plays e2e4 (e4)" or "1... Black plays e7e5 (e5)" */
            g_autofree char *line = g_strdup_printf ("%u%s %s plays %s (", i / 2 + 1,
                                                     i % 2 == 0 ? "." : "...",
                                                     i % 2 == 0 ? "White" : "Black",
                                                     script.coords[i]);

            assert_contains (run.out, line);
          }
      }
      g_assert_cmpuint (check_saved_prefix (path, &script, n + 1, FALSE), ==, n + 1);
      g_assert_cmpuint (check_leftovers (dir), ==, 0);
      arb_test_remove_dir (dir);
    }
}

/* One input of test_kill_after_actions(): what is typed, and the same on
 * the model game. */
typedef enum
{
  ACT_MOVE,
  ACT_UNDO,
  ACT_REDO,
  ACT_RESIGN,
  ACT_AGREE,
  ACT_DRAW,
  ACT_NEW,
  ACT_KILL,  /* SIGKILL, check, start again */
} ActionType;

typedef struct
{
  ActionType  type;
  const char *text;  /* the move */
} Action;

static void
apply_to_model (ArbGame   **model,
                const Action *action)
{
  g_autoptr(GError) error = NULL;

  switch (action->type)
    {
    case ACT_MOVE:
      g_assert_true (arb_game_play_notation (*model, action->text, &error));
      break;
    case ACT_UNDO:
      g_assert_true (arb_game_undo (*model));
      break;
    case ACT_REDO:
      g_assert_true (arb_game_redo (*model));
      break;
    case ACT_RESIGN:
      g_assert_true (arb_game_resign (*model, arb_game_get_turn (*model), &error));
      break;
    case ACT_AGREE:
      g_assert_true (arb_game_agree_draw (*model, &error));
      break;
    case ACT_DRAW:
      g_assert_true (arb_game_claim_draw (*model, &error));
      break;
    case ACT_NEW:
      g_clear_object (model);
      *model = arb_game_new ();
      break;
    case ACT_KILL:
    default:
      g_assert_not_reached ();
    }
  g_assert_no_error (error);
}

static const char *const action_words[] = {
  [ACT_UNDO] = "undo",
  [ACT_REDO] = "redo",
  [ACT_RESIGN] = "resign",
  [ACT_AGREE] = "agree",
  [ACT_DRAW] = "draw",
  [ACT_NEW] = "new",
};

/* Every change is saved before the next prompt — move, undo, redo,
 * resign, agree, draw, new — and survives a kill. A redo is possible only
 * in the process that undid: the file holds the game as it stands. */
static void
test_kill_after_actions (void)
{
  static const Action actions[] = {
    { ACT_MOVE, "e4" }, { ACT_MOVE, "e5" }, { ACT_MOVE, "Nf3" },
    { ACT_UNDO, NULL }, { ACT_REDO, NULL }, { ACT_UNDO, NULL },
    { ACT_KILL, NULL },
    { ACT_RESIGN, NULL },
    { ACT_KILL, NULL },
    /* The resignation is taken back, the game goes on. */
    { ACT_UNDO, NULL }, { ACT_AGREE, NULL },
    { ACT_KILL, NULL },
    { ACT_UNDO, NULL }, { ACT_NEW, NULL },
    { ACT_KILL, NULL },
    /* Threefold repetition, claimed. */
    { ACT_MOVE, "Nf3" }, { ACT_MOVE, "Nf6" }, { ACT_MOVE, "Ng1" }, { ACT_MOVE, "Ng8" },
    { ACT_MOVE, "Nf3" }, { ACT_MOVE, "Nf6" }, { ACT_MOVE, "Ng1" }, { ACT_MOVE, "Ng8" },
    { ACT_DRAW, NULL },
    { ACT_KILL, NULL },
    { ACT_UNDO, NULL }, { ACT_MOVE, "d4" },
    { ACT_KILL, NULL },
  };
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);
  g_autofree char *path = g_build_filename (dir, SAVE_NAME, NULL);
  g_autoptr(ArbGame) model = arb_game_new ();
  Player player = { 0 };

  player_start (&player, path);
  player_wait_prompt (&player);
  assert_saved (path, model);

  for (gsize i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      const Action *action = &actions[i];

      if (action->type == ACT_KILL)
        {
          g_autofree char *restored = NULL;
          guint plies = arb_game_get_ply (model);

          player_kill (&player);
          assert_saved (path, model);
          g_assert_cmpuint (check_leftovers (dir), ==, 0);

          player_start (&player, path);
          player_wait_prompt (&player);
          restored = g_strdup_printf ("Restored the game from %s (%u pl%s).\n", path, plies,
                                      plies == 1 ? "y" : "ies");
          assert_contains (player.out->str, restored);
          if (arb_game_is_over (model))
            assert_contains (player.out->str, "Game over: ");
          /* Restoring writes nothing. */
          assert_saved (path, model);
          continue;
        }

      g_test_message ("input %" G_GSIZE_FORMAT ": %s", i,
                      action->type == ACT_MOVE ? action->text : action_words[action->type]);
      apply_to_model (&model, action);
      player_send (&player, action->type == ACT_MOVE ? action->text : action_words[action->type]);
      assert_saved (path, model);
    }

  player_kill (&player);
  g_assert_cmpuint (check_leftovers (dir), ==, 0);
  arb_test_remove_dir (dir);
}

/* Starts `play --save PATH` with the moves of @script from @first on its
 * standard input (then the end of the input), output thrown away. */
static GSubprocess *
spawn_scripted (const char   *path,
                const char   *log_path,
                const Script *script,
                guint         first)
{
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE);
  g_autoptr(GString) input = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  const char *argv[] = { cli_path, "play", "--save", path, NULL };
  GSubprocess *process;
  GOutputStream *in;

  for (guint i = first; i < script->n_moves; i++)
    g_string_append_printf (input, "%s\n", script->coords[i]);

  g_subprocess_launcher_set_stdout_file_path (launcher, "/dev/null");
  g_subprocess_launcher_set_stderr_file_path (launcher, log_path);
  process = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);

  /* A few kilobytes: the pipe takes them without blocking. A program
   * killed before reading them is no error. */
  in = g_subprocess_get_stdin_pipe (process);
  g_output_stream_write_all (in, input->str, input->len, NULL, NULL, NULL);
  g_output_stream_close (in, NULL, NULL);
  return process;
}

/* Waits for @process to end; returns TRUE when SIGKILL ended it, FALSE
 * when it had ended by itself first (then with status 0). */
static gboolean
reap (GSubprocess *process,
      const char  *log_path)
{
  g_autoptr(GError) error = NULL;

  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);
  if (g_subprocess_get_if_signaled (process))
    {
      g_assert_cmpint (g_subprocess_get_term_sig (process), ==, SIGKILL);
      return TRUE;
    }
  if (g_subprocess_get_exit_status (process) != 0)
    {
      g_autofree char *log = arb_test_read_file (log_path, NULL);

      g_error ("the program exited with status %d:\n%s",
               g_subprocess_get_exit_status (process), log);
    }
  return FALSE;
}

/* Many kills at random moments while the program plays a long scripted
 * game as fast as it can, saving after every move: most of its time is
 * spent saving, so many kills land inside a save. */
static void
test_kill_at_random (void)
{
  /* Under memcheck each start costs a second: the 20 kills the end
   * asserts, the 150 of the plain run would only repeat the same paths. */
  guint max_kills = g_test_slow () ? 2000 : arb_test_under_memcheck () ? 20 : 150;
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);
  g_autofree char *game_dir = g_build_filename (dir, "game", NULL);
  g_autofree char *path = g_build_filename (game_dir, SAVE_NAME, NULL);
  g_autofree char *log_path = g_build_filename (dir, "stderr.log", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20260);
  Script script;
  gint64 t0, t_start, t_full;
  gint64 window;
  gint64 deadline;
  guint n_saved = 0;
  guint n_kills = 0;
  guint n_exited = 0;
  guint n_in_save = 0;
  guint n_games = 0;
  guint n_no_progress = 0;

  script_init (&script, 1);
  g_assert_cmpuint (script.n_moves, ==, SCRIPT_MAX);
  g_assert_cmpint (g_mkdir (game_dir, 0700), ==, 0);

  /* How long the program takes to start (and save the empty game), and
   * to play the whole script: kills are spread over the start and the
   * first moves after it. */
  t0 = g_get_monotonic_time ();
  {
    g_autoptr(GSubprocess) process = spawn_scripted (path, log_path, &script, script.n_moves);

    g_assert_false (reap (process, log_path));
  }
  t_start = g_get_monotonic_time () - t0;
  g_assert_cmpint (g_remove (path), ==, 0);
  t0 = g_get_monotonic_time ();
  {
    g_autoptr(GSubprocess) process = spawn_scripted (path, log_path, &script, 0);

    g_assert_false (reap (process, log_path));
  }
  t_full = g_get_monotonic_time () - t0;
  g_assert_cmpuint (check_saved_prefix (path, &script, script.n_moves, FALSE), ==,
                    script.n_moves);
  g_assert_cmpint (g_remove (path), ==, 0);
  window = t_start + 6 * MAX (t_full - t_start, 0) / script.n_moves + 1;
  g_test_message ("start %.1f ms, %u moves %.1f ms: kills within %.1f ms of the start at first",
                  t_start / 1000.0, script.n_moves, t_full / 1000.0, window / 1000.0);

  /* Bounded even if the program somehow always ended before its kill, and
   * in time: under valgrind a start takes a second, on a loaded machine
   * more, so the time allowed grows with the measured time of a whole run
   * (room for the 20 kills asserted below, each a run at most). */
  deadline = g_get_monotonic_time () + (g_test_slow () ? 600 : 60) * G_USEC_PER_SEC
             + 30 * t_full;
  for (guint n_runs = 0;
       n_kills < max_kills && n_runs < 4 * max_kills && g_get_monotonic_time () < deadline;
       n_runs++)
    {
      gboolean absent_before = !g_file_test (path, G_FILE_TEST_EXISTS);
      g_autoptr(GSubprocess) process = spawn_scripted (path, log_path, &script, n_saved);
      guint before = n_saved;
      guint leftovers;

      g_usleep ((gulong) g_rand_int_range (rand, 0, (gint32) MIN (window, G_MAXINT32)));
      g_subprocess_force_exit (process);
      if (reap (process, log_path))
        n_kills++;
      else
        n_exited++;

      /* The old complete game or a newer one, never anything else. */
      n_saved = check_saved_prefix (path, &script, before, absent_before);
      leftovers = check_leftovers (game_dir);
      n_in_save += leftovers > 0;
      /* The start takes longer than measured (a busy machine, valgrind):
       * wait longer; the program gets ahead: kill sooner. About one kill
       * in three then lands before the first move is saved. */
      if (n_saved == before)
        {
          n_no_progress++;
          window += window / 8;
        }
      else
        window = MAX (window - window / 16, 1000);

      /* The whole script played: start again from nothing. */
      if (n_saved == script.n_moves)
        {
          n_games++;
          g_assert_cmpint (g_remove (path), ==, 0);
          n_saved = 0;
        }
    }

  g_assert_cmpuint (n_kills, >=, MIN (max_kills, 20));
  /* About a third of the kills land inside a save; with 2000 of them,
   * none would mean the test no longer does what it says. */
  if (g_test_slow ())
    g_assert_cmpuint (n_in_save, >, 0);
  g_test_message ("%u kills (%u without progress), %u runs ended by themselves first, "
                  "%u kills left a temporary file (killed inside a save), "
                  "%u whole games played; kills within %.1f ms of the start at the end",
                  n_kills, n_no_progress, n_exited, n_in_save, n_games, window / 1000.0);

  /* The game in progress goes on where it stands: restored, shown by
   * `history`, and played to its end. */
  {
    g_auto(ArbTestCliRun) run = { 0 };
    g_autofree char *restored = g_strdup_printf ("Restored the game from %s (%u pl%s).\n",
                                                 path, n_saved, n_saved == 1 ? "y" : "ies");
    g_autoptr(GString) input = g_string_new ("history\n");
    gboolean existed = g_file_test (path, G_FILE_TEST_EXISTS);

    for (guint i = n_saved; i < script.n_moves; i++)
      g_string_append_printf (input, "%s\n", script.coords[i]);
    g_string_append (input, "quit\n");
    cli_run_play (&run, input->str, "--save", path, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    if (existed)
      assert_contains (run.out, restored);
    if (n_saved > 0)
      assert_contains (run.out, script.coords[n_saved - 1]);
    g_assert_cmpuint (check_saved_prefix (path, &script, script.n_moves, FALSE), ==,
                      script.n_moves);
  }
  g_assert_cmpuint (check_leftovers (game_dir), ==, 0);
  arb_test_remove_dir (dir);
}

/* A FILE that is not one valid game: exit status 1, a message naming the
 * problem, nothing on standard output, and the file and its directory as
 * they were. */
static void
test_bad_save_file (void)
{
  static const struct
  {
    const char *contents;  /* NULL: a directory */
    const char *fen;       /* NULL: no --fen */
    const char *message;   /* after "arbiter-cli: ", FILE standing for the file */
  } cases[] = {
    { "1. e4 e5 2. Ke3 *\n", NULL,
      "cannot restore the game: FILE:1:13: game 1, ply 3: 'Ke3': " },
    { "[Event \"One\"]\n\n1. e4 *\n\n[Event \"Two\"]\n\n1. d4 *\n", NULL,
      "cannot restore the game from FILE: it holds more than one game" },
    { "{only a comment}\n", NULL,
      "cannot restore the game from FILE: it holds no game" },
    { "[Event \"cut in the mid", NULL,
      "cannot restore the game: FILE:1:8: game 1: unterminated value of the tag Event" },
    { "1. e4 {cut in a comment", NULL,
      "cannot restore the game: FILE:1:7: game 1: unterminated comment" },
    { "\x7f" "ELF\x02\x01\x01\x00\x00\x00", NULL,
      "cannot restore the game: FILE:1:1: game 1, ply 1: " },
    { "1. e4 e5 *\n", "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
      "FILE holds a game that starts from another position than --fen" },
    { NULL, NULL, "cannot save the game to FILE: not a regular file" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *dir = arb_test_make_dir (TMP_DIR);
      g_autofree char *path = g_build_filename (dir, SAVE_NAME, NULL);
      g_autofree char *message = NULL;
      g_autofree char *expected_err = NULL;
      g_autofree char *after = NULL;
      gsize len = 0;
      g_auto(ArbTestCliRun) run = { 0 };
      GStatBuf before_st, after_st;

      g_test_message ("case %" G_GSIZE_FORMAT, i);
      if (cases[i].contents != NULL)
        {
          len = strlen (cases[i].contents);
          /* The ELF-like case has a NUL byte: ten bytes in all. */
          if (cases[i].contents[0] == '\x7f')
            len = 10;
          g_assert_true (g_file_set_contents (path, cases[i].contents, (gssize) len, NULL));
        }
      else
        g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
      g_assert_cmpint (g_stat (path, &before_st), ==, 0);

      if (cases[i].fen != NULL)
        cli_run_play (&run, "e4\nquit\n", "--fen", cases[i].fen, "--save", path, NULL);
      else
        cli_run_play (&run, "e4\nquit\n", "--save", path, NULL);

      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      message = with_path (cases[i].message, path);
      expected_err = g_strconcat ("arbiter-cli: ", message, NULL);
      if (!g_str_has_prefix (run.err, expected_err))
        g_error ("expected a message starting\n%s\ngot\n%s", expected_err, run.err);
      g_assert_cmpuint (arb_test_count_occurrences (run.err, "\n"), ==, 1);

      /* Untouched: same bytes, same inode, nothing else created. */
      g_assert_cmpint (g_stat (path, &after_st), ==, 0);
      g_assert_cmpuint (before_st.st_ino, ==, after_st.st_ino);
      g_assert_cmpint (before_st.st_mtime, ==, after_st.st_mtime);
      if (cases[i].contents != NULL)
        {
          gsize after_len = 0;

          g_assert_true (g_file_get_contents (path, &after, &after_len, NULL));
          g_assert_cmpmem (after, after_len, cases[i].contents, len);
        }
      g_assert_cmpuint (check_leftovers (dir), ==, 0);
      arb_test_remove_dir (dir);
    }
}

/* A save that fails during the game (here: the directory removed) is
 * reported on standard error and the game goes on; the next change saves
 * again. The exit status is 1 when the last save failed. */
static void
test_save_fails (void)
{
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);
  g_autofree char *game_dir = g_build_filename (dir, "game", NULL);
  g_autofree char *path = g_build_filename (game_dir, SAVE_NAME, NULL);
  g_autofree char *message = g_strdup_printf ("arbiter-cli: cannot save games to %s: ", path);
  g_autoptr(ArbGame) model = arb_game_new ();

  for (guint last_fails = 0; last_fails < 2; last_fails++)
    {
      Player player = { 0 };

      g_clear_object (&model);
      model = arb_game_new ();
      g_assert_cmpint (g_mkdir (game_dir, 0700), ==, 0);
      player_start (&player, path);
      player_wait_prompt (&player);
      player_send (&player, "e4");
      g_assert_true (arb_game_play_notation (model, "e4", NULL));
      assert_saved (path, model);

      /* The directory goes away: the move is played, not saved. */
      g_assert_cmpint (g_remove (path), ==, 0);
      g_assert_cmpint (g_rmdir (game_dir), ==, 0);
      player_send (&player, "e5");
      g_assert_true (arb_game_play_notation (model, "e5", NULL));
      assert_contains (player.out->str, message);
      /* (Standard output is buffered: the message comes before the echo.) */
      assert_contains (player.out->str, "Black plays e7e5 (e5)");
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

      if (last_fails)
        {
          g_assert_cmpint (player_finish (&player), ==, 1);
          g_assert_false (g_file_test (game_dir, G_FILE_TEST_EXISTS));
        }
      else
        {
          /* It comes back: the next change writes the whole game. */
          g_assert_cmpint (g_mkdir (game_dir, 0700), ==, 0);
          player_send (&player, "Nf3");
          g_assert_true (arb_game_play_notation (model, "Nf3", NULL));
          assert_saved (path, model);
          g_assert_cmpint (player_finish (&player), ==, 0);
          g_assert_cmpuint (arb_test_count_occurrences (player.out->str, message), ==, 1);
          g_assert_cmpuint (check_leftovers (game_dir), ==, 0);
          g_assert_cmpint (g_remove (path), ==, 0);
          g_assert_cmpint (g_rmdir (game_dir), ==, 0);
        }
      g_string_free (player.out, TRUE);
    }
  arb_test_remove_dir (dir);
}

/* Where nothing can be written, the program says so before the first move
 * and exits with status 1. */
static void
test_unwritable (void)
{
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);
  g_autofree char *path = g_build_filename (dir, "no-such-directory", SAVE_NAME, NULL);
  g_autofree char *expected = g_strdup_printf ("arbiter-cli: cannot save games to %s: ", path);
  g_auto(ArbTestCliRun) run = { 0 };

  cli_run_play (&run, "e4\nquit\n", "--save", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, expected));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  arb_test_remove_dir (dir);
}

/* An empty file holds nothing to lose: a new game starts and is saved
 * there. A symbolic link is followed, and stays a link. */
static void
test_empty_and_link (void)
{
  g_autofree char *dir = arb_test_make_dir (TMP_DIR);
  g_autofree char *path = g_build_filename (dir, SAVE_NAME, NULL);
  g_autofree char *link = g_build_filename (dir, "link.pgn", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling.pgn", NULL);
  g_autoptr(ArbGame) model = arb_game_new ();

  g_assert_true (g_file_set_contents (path, "", 0, NULL));
  {
    g_auto(ArbTestCliRun) run = { 0 };

    cli_run_play (&run, "e4\nquit\n", "--save", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_null (strstr (run.out, "Restored"));
  }
  g_assert_true (arb_game_play_notation (model, "e4", NULL));
  assert_saved (path, model);

  g_assert_cmpint (symlink (SAVE_NAME, link), ==, 0);
  {
    g_auto(ArbTestCliRun) run = { 0 };
    g_autofree char *restored = g_strdup_printf ("Restored the game from %s (1 ply).\n", link);

    cli_run_play (&run, "e5\nquit\n", "--save", link, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    assert_contains (run.out, restored);
  }
  g_assert_true (arb_game_play_notation (model, "e5", NULL));
  assert_saved (path, model);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));

  /* A link to nothing: refused, not replaced by a file. */
  g_assert_cmpint (symlink ("nowhere.pgn", dangling), ==, 0);
  {
    g_auto(ArbTestCliRun) run = { 0 };
    g_autofree char *expected =
      g_strdup_printf ("arbiter-cli: cannot follow the symbolic link %s: ", dangling);

    cli_run_play (&run, "e4\nquit\n", "--save", dangling, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (g_str_has_prefix (run.err, expected));
    g_assert_true (g_file_test (dangling, G_FILE_TEST_IS_SYMLINK));
  }
  arb_test_remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  /* A program killed while the test writes to its standard input must
   * not kill the test with SIGPIPE. */
  signal (SIGPIPE, SIG_IGN);

  cli_path = arb_test_cli_path ();
  if (cli_path == NULL)
    {
      g_printerr ("test-crash: ARBITER_CLI is not set (meson test sets it)\n");
      return 77;
    }

  g_test_add_func ("/crash/kill-after-moves", test_kill_after_moves);
  g_test_add_func ("/crash/kill-after-actions", test_kill_after_actions);
  g_test_add_func ("/crash/kill-at-random", test_kill_at_random);
  g_test_add_func ("/crash/bad-save-file", test_bad_save_file);
  g_test_add_func ("/crash/unwritable", test_unwritable);
  g_test_add_func ("/crash/save-fails", test_save_fails);
  g_test_add_func ("/crash/empty-and-link", test_empty_and_link);

  return g_test_run ();
}
