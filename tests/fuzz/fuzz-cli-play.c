/* fuzz-cli-play.c — libFuzzer harness for the CLI's move input
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is what a player types at `arbiter-cli play`, one line each:
 * moves in SAN or coordinates and the play commands (undo, redo, resign,
 * draw, agree, new, history, fen, board, help, quit). A first line
 * `--fen=FEN` whose FEN parses is passed as that option. It goes through
 * two paths:
 *
 * 1. The real play loop: arb_cli_play() from the arbiter-cli-lib library,
 *    in this process, with the input as its standard input (a memfd put on
 *    file descriptor 0) and its standard output sent to /dev/null. It must
 *    not crash, leak, hang or hit a GLib critical.
 *
 * 2. The same lines driving an ArbGame directly, with harness opcodes on
 *    top of the play commands: `goto N` (arb_game_go_to_ply), `resign
 *    white|black`, `pgn` (write the game as PGN and read it back: the
 *    same plies, records, positions, result and termination). After
 *    every operation the game is checked: the position is valid and
 *    survives a FEN round trip; it is the start position with every
 *    applied move replayed, each legal when played and recorded with its
 *    SAN, in chess's terms and through the rules table; ply, records, undo
 *    and redo agree; a game is over exactly when it has a result, and one
 *    in progress has both Kings and a move; undo then redo brings back the
 *    same game (unless the undo brought back moves the undone action had
 *    dropped: "branch-restored", when the core has it); "notify" is
 *    emitted for exactly the properties whose value changed, and
 *    "game-over" only when the game is over.
 *
 * Chess only: `arbiter-cli play` plays chess. The other games' moves and
 * files are fuzzed by fuzz-notation and fuzz-pgn.
 */

#define _GNU_SOURCE

#include "fuzz-common.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include "arb-cli.h"

/* The input becomes the play loop's standard input through this file. */
static int stdin_fd = -1;

/* ------------------------------------------------------------ structs */

/* Every property of the game, read at one moment. */
typedef struct
{
  guint       n_props;
  GParamSpec **props;
  GValue      *values;
} Snapshot;

/* What the signal handlers saw during one operation. */
typedef struct
{
  GHashTable *notified;  /* property names */
  gboolean    game_over;
  gboolean    branch_restored;
} Watch;

/* ------------------------------------------------------------ statics */

ARB_FUZZ_ORACLE static void
snapshot_take (Snapshot *snap,
               ArbGame  *game)
{
  snap->props = g_object_class_list_properties (G_OBJECT_GET_CLASS (game), &snap->n_props);
  snap->values = g_new0 (GValue, snap->n_props);
  for (guint i = 0; i < snap->n_props; i++)
    {
      g_value_init (&snap->values[i], G_PARAM_SPEC_VALUE_TYPE (snap->props[i]));
      g_object_get_property (G_OBJECT (game), snap->props[i]->name, &snap->values[i]);
    }
}

static void
snapshot_clear (Snapshot *snap)
{
  for (guint i = 0; i < snap->n_props; i++)
    g_value_unset (&snap->values[i]);
  g_clear_pointer (&snap->values, g_free);
  g_clear_pointer (&snap->props, g_free);
  snap->n_props = 0;
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           Watch      *watch)
{
  g_hash_table_add (watch->notified, (gpointer) pspec->name);
}

static void
on_game_over (ArbGame *game,
              Watch   *watch)
{
  ARB_FUZZ_CHECK (arb_game_is_over (game), "game-over on a game in progress");
  watch->game_over = TRUE;
}

static void
on_branch_restored (ArbGame *game,
                    Watch   *watch)
{
  watch->branch_restored = TRUE;
}

static void
watch_game (ArbGame *game,
            Watch   *watch)
{
  g_signal_connect (game, "notify", G_CALLBACK (on_notify), watch);
  g_signal_connect (game, "game-over", G_CALLBACK (on_game_over), watch);
  /* A game that keeps the moves a new action dropped, and brings them back
   * when that action is undone, says so: redo then follows them, not the
   * action undone (check_undo_redo()). Looked up, so that the harness
   * builds and runs with a core that has no such signal. */
  if (g_signal_lookup ("branch-restored", ARB_TYPE_GAME) != 0)
    g_signal_connect (game, "branch-restored", G_CALLBACK (on_branch_restored), watch);
}

/* Exactly the properties whose value changed were notified. */
ARB_FUZZ_ORACLE static void
check_notifications (ArbGame        *game,
                     const Snapshot *before,
                     Watch          *watch,
                     const char     *what)
{
  Snapshot after = { 0 };

  snapshot_take (&after, game);
  for (guint i = 0; i < after.n_props; i++)
    {
      const char *name = after.props[i]->name;
      gboolean changed = g_param_values_cmp (after.props[i], &before->values[i],
                                             &after.values[i]) != 0;

      ARB_FUZZ_CHECK (changed == g_hash_table_contains (watch->notified, name),
                      "'%s': property %s %s but was %snotified", what, name,
                      changed ? "changed" : "did not change", changed ? "not " : "");
    }
  snapshot_clear (&after);
  g_hash_table_remove_all (watch->notified);
  watch->game_over = FALSE;
}

/* The invariants of a game, at any moment. */
ARB_FUZZ_ORACLE static void
check_game (ArbGame *game)
{
  const ArbChessPosition *pos = arb_game_get_position (game);
  ArbChessPosition replay = *arb_game_get_start_position (game);
  guint n_records = arb_game_get_n_records (game);
  guint ply = arb_game_get_ply (game);
  guint moves = 0;
  gboolean over = arb_game_is_over (game);
  ArbChessMoveList list;

  arb_fuzz_check_position (pos);
  ARB_FUZZ_CHECK (ply <= arb_game_get_n_plies (game), "ply %u of %u", ply,
                  arb_game_get_n_plies (game));
  ARB_FUZZ_CHECK (arb_game_can_undo (game) == (n_records > 0), "can_undo is wrong");
  ARB_FUZZ_CHECK (arb_game_get_turn (game) == pos->turn, "get_turn is wrong");

  /* The position is the start with the applied moves replayed. */
  for (guint i = 0; i < n_records; i++)
    {
      const ArbRecord *record = arb_game_get_record (game, i);
      ArbChessMove move;
      char text[ARB_MOVE_TEXT_MAX];
      ArbChessUndo undo;

      if (record->type != ARB_RECORD_MOVE)
        continue;
      ARB_FUZZ_CHECK (record->move.n_cells == 2, "record %u: a move of %u cells", i,
                      record->move.n_cells);
      move = arb_chess_move_from_move (&record->move);
      ARB_FUZZ_CHECK (record->side == replay.turn, "record %u: wrong side", i);
      ARB_FUZZ_CHECK (arb_position_is_legal (&replay, move),
                      "record %u: an illegal move was played", i);
      ARB_FUZZ_CHECK (record->piece == replay.board[ARB_SQUARE_X (move.from)]
                                                   [ARB_SQUARE_Y (move.from)],
                      "record %u: wrong piece", i);
      /* The record's text is the table's: SAN, with '+' for a check. */
      arb_chess_rules.move_to_text (&replay, &record->move, text);
      ARB_FUZZ_CHECK (strcmp (text, record->text) == 0, "record %u: SAN %s, should be %s", i,
                      record->text, text);
      arb_position_make_move (&replay, move, &undo);
      moves++;
    }
  ARB_FUZZ_CHECK (moves == ply, "%u moves applied, ply %u", moves, ply);
  ARB_FUZZ_CHECK (arb_fuzz_same_position (&replay, pos),
                  "the position is not the start with the moves replayed");
  /* The same through the rules table, as every game's history is checked. */
  arb_fuzz_check_history (game);

  /* Over exactly when there is a result (spec §5, §7). */
  ARB_FUZZ_CHECK (over == (arb_game_get_result (game) != ARB_RESULT_NONE),
                  "over %d with result %s", over,
                  arb_result_to_string (arb_game_get_result (game)));
  ARB_FUZZ_CHECK (over == (arb_game_get_termination (game) != ARB_TERMINATION_NONE),
                  "over %d with termination %d", over, arb_game_get_termination (game));
  if (!over)
    ARB_FUZZ_CHECK (arb_position_status (pos) == ARB_POSITION_PLAYING,
                    "a game in progress in a finished position");
  else
    ARB_FUZZ_CHECK (arb_game_get_claimable_draws (game) == ARB_DRAW_CLAIM_NONE,
                    "a draw claimable after the end");
  arb_game_legal_moves (game, &list);
  ARB_FUZZ_CHECK (over == (list.n_moves == 0), "%u legal moves, over %d", list.n_moves, over);
}

/* Undo then redo brings back the same game, unless the undo brought back
 * the moves the undone action had dropped ("branch-restored"): redo then
 * plays the first of those, and the game must only stay valid. */
ARB_FUZZ_ORACLE static void
check_undo_redo (ArbGame *game,
                 Watch   *watch)
{
  g_autofree char *fen = arb_game_get_fen (game);
  g_autofree char *fen_after = NULL;
  g_autofree char *history = arb_game_history_to_text (game);
  g_autofree char *history_after = NULL;
  guint n_records = arb_game_get_n_records (game);
  guint ply = arb_game_get_ply (game);
  guint n_plies = arb_game_get_n_plies (game);
  gboolean can_redo = arb_game_can_redo (game);

  if (!arb_game_can_undo (game))
    {
      ARB_FUZZ_CHECK (!arb_game_undo (game), "undo without anything to undo");
      return;
    }
  watch->branch_restored = FALSE;
  ARB_FUZZ_CHECK (arb_game_undo (game), "undo refused");
  ARB_FUZZ_CHECK (arb_game_get_n_records (game) < n_records, "undo removed no record");
  ARB_FUZZ_CHECK (arb_game_can_redo (game), "nothing to redo after undo");
  check_game (game);
  ARB_FUZZ_CHECK (arb_game_redo (game), "redo refused after undo");
  if (watch->branch_restored)
    return;

  fen_after = arb_game_get_fen (game);
  history_after = arb_game_history_to_text (game);
  ARB_FUZZ_CHECK (strcmp (fen, fen_after) == 0, "undo+redo: FEN %s, was %s", fen_after, fen);
  ARB_FUZZ_CHECK (strcmp (history, history_after) == 0, "undo+redo: another history");
  ARB_FUZZ_CHECK (arb_game_get_n_records (game) == n_records, "undo+redo: records");
  ARB_FUZZ_CHECK (arb_game_get_ply (game) == ply, "undo+redo: ply");
  ARB_FUZZ_CHECK (arb_game_get_n_plies (game) == n_plies, "undo+redo: n_plies");
  ARB_FUZZ_CHECK (arb_game_can_redo (game) == can_redo, "undo+redo: can_redo");
}

/* One line of input against the game; returns FALSE for `quit`. */
static gboolean
run_line (ArbGame          **game,
          const ArbChessPosition *start,
          char              *line,
          Watch             *watch)
{
  Snapshot before = { 0 };
  gboolean go_on = TRUE;

  g_strstrip (line);
  if (line[0] == '\0')
    return TRUE;

  snapshot_take (&before, *game);

  if (g_ascii_strcasecmp (line, "undo") == 0)
    {
      gboolean could = arb_game_can_undo (*game);

      ARB_FUZZ_CHECK (arb_game_undo (*game) == could, "undo");
    }
  else if (g_ascii_strcasecmp (line, "redo") == 0)
    {
      gboolean could = arb_game_can_redo (*game);

      ARB_FUZZ_CHECK (arb_game_redo (*game) == could, "redo");
    }
  else if (g_str_has_prefix (line, "goto ") || g_str_has_prefix (line, "go "))
    {
      guint64 n = g_ascii_strtoull (strchr (line, ' ') + 1, NULL, 10);
      guint ply = (guint) MIN (n, (guint64) G_MAXUINT);
      guint n_plies = arb_game_get_n_plies (*game);

      ARB_FUZZ_CHECK (arb_game_go_to_ply (*game, ply) == (ply <= n_plies), "go_to_ply %u of %u",
                      ply, n_plies);
      if (ply <= n_plies)
        ARB_FUZZ_CHECK (arb_game_get_ply (*game) == ply, "go_to_ply %u reached %u", ply,
                        arb_game_get_ply (*game));
    }
  else if (g_ascii_strncasecmp (line, "resign", 6) == 0)
    {
      ArbSide side = arb_game_get_turn (*game);
      gboolean over = arb_game_is_over (*game);
      g_autoptr(GError) error = NULL;

      if (g_str_equal (line + 6, " white"))
        side = ARB_SIDE_WHITE;
      else if (g_str_equal (line + 6, " black"))
        side = ARB_SIDE_BLACK;
      ARB_FUZZ_CHECK (arb_game_resign (*game, side, &error) == !over, "resign");
      if (over)
        arb_fuzz_check_error (error, ARB_GAME_ERROR);
      else
        ARB_FUZZ_CHECK (arb_game_get_result (*game) == (side == ARB_SIDE_WHITE
                                                        ? ARB_RESULT_BLACK_WINS
                                                        : ARB_RESULT_WHITE_WINS),
                        "wrong result after a resignation");
    }
  else if (g_ascii_strcasecmp (line, "draw") == 0)
    {
      gboolean claimable = arb_game_get_claimable_draws (*game) != ARB_DRAW_CLAIM_NONE;
      g_autoptr(GError) error = NULL;

      ARB_FUZZ_CHECK (arb_game_claim_draw (*game, &error) == claimable, "claim_draw");
      if (!claimable)
        arb_fuzz_check_error (error, ARB_GAME_ERROR);
    }
  else if (g_ascii_strcasecmp (line, "agree") == 0)
    {
      gboolean over = arb_game_is_over (*game);
      g_autoptr(GError) error = NULL;

      ARB_FUZZ_CHECK (arb_game_agree_draw (*game, &error) == !over, "agree_draw");
      if (over)
        arb_fuzz_check_error (error, ARB_GAME_ERROR);
    }
  else if (g_ascii_strcasecmp (line, "new") == 0)
    {
      snapshot_clear (&before);
      g_object_unref (*game);
      *game = arb_game_new_from_position (start);
      watch_game (*game, watch);
      return TRUE;
    }
  else if (g_ascii_strcasecmp (line, "history") == 0)
    {
      g_autofree char *history = arb_game_history_to_text (*game);

      ARB_FUZZ_CHECK (g_utf8_validate (history, -1, NULL), "history is not valid UTF-8");
    }
  else if (g_ascii_strcasecmp (line, "pgn") == 0)
    arb_fuzz_check_pgn_round_trip (*game);
  else if (g_ascii_strcasecmp (line, "quit") == 0 || g_ascii_strcasecmp (line, "exit") == 0)
    go_on = FALSE;
  else
    {
      /* A move, as the play loop reads anything that is not a command. */
      g_autoptr(GError) error = NULL;
      guint n_records = arb_game_get_n_records (*game);

      if (arb_game_play_notation (*game, line, &error))
        ARB_FUZZ_CHECK (arb_game_get_n_records (*game) > n_records, "a move without a record");
      else
        {
          ARB_FUZZ_CHECK (error != NULL && (error->domain == ARB_NOTATION_ERROR
                                            || error->domain == ARB_MOVE_ERROR),
                          "a refused move without a notation or move error");
          arb_fuzz_check_error (error, 0);
          ARB_FUZZ_CHECK (arb_game_get_n_records (*game) == n_records,
                          "a refused move changed the history");
        }
    }

  check_notifications (*game, &before, watch, line);
  snapshot_clear (&before);
  check_game (*game);
  return go_on;
}

/* Path 1: the play loop itself, reading @input as its standard input. */
static void
run_play_loop (const char *fen_option,
               const char *input,
               gsize       input_len)
{
  char **argv = g_new0 (char *, 3);
  char **owned = NULL;
  int argc = 1;
  int status;

  ARB_FUZZ_CHECK (ftruncate (stdin_fd, 0) == 0, "ftruncate: %s", g_strerror (errno));
  ARB_FUZZ_CHECK (pwrite (stdin_fd, input, input_len, 0) == (gssize) input_len,
                  "pwrite: %s", g_strerror (errno));
  ARB_FUZZ_CHECK (lseek (stdin_fd, 0, SEEK_SET) == 0, "lseek: %s", g_strerror (errno));
  ARB_FUZZ_CHECK (dup2 (stdin_fd, STDIN_FILENO) == STDIN_FILENO, "dup2: %s", g_strerror (errno));

  argv[0] = g_strdup ("play");
  if (fen_option != NULL)
    argv[argc++] = g_strdup (fen_option);
  /* The option parser drops what it reads from @argv without freeing it. */
  owned = g_memdup2 (argv, sizeof (char *) * 3);

  status = arb_cli_play (argc, argv);
  ARB_FUZZ_CHECK (status == ARB_CLI_STATUS_OK, "play exited with %d", status);
  fflush (stdout);
  clearerr (stdout);

  g_strfreev (owned);
  g_free (argv);
}

/* ---------------------------------------------------------- entry points */

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  int null_fd;

  arb_fuzz_init ();

  stdin_fd = memfd_create ("arbiter-fuzz-stdin", MFD_CLOEXEC);
  if (stdin_fd < 0)
    {
      perror ("fuzz-cli-play: memfd_create");
      abort ();
    }

  /* The play loop's output is not looked at; ARBITER_FUZZ_SHOW_OUTPUT=1
   * keeps it, to replay one input by hand. libFuzzer and the sanitizers
   * write to standard error, which stays. */
  if (g_getenv ("ARBITER_FUZZ_SHOW_OUTPUT") == NULL)
    {
      null_fd = open ("/dev/null", O_WRONLY | O_CLOEXEC);
      if (null_fd < 0 || dup2 (null_fd, STDOUT_FILENO) != STDOUT_FILENO)
        {
          perror ("fuzz-cli-play: /dev/null");
          abort ();
        }
      close (null_fd);
    }
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = arb_fuzz_strndup (data, size);
  const char *input = text;
  gsize input_len = size;
  g_autofree char *fen_option = NULL;
  g_auto(GStrv) lines = NULL;
  ArbChessPosition start;
  ArbGame *game;
  Watch watch = { 0 };

  arb_position_init_start (&start);

  /* A first line "--fen=FEN" with a FEN that parses is the option; one
   * that does not is read as a line of input like any other. */
  if (g_str_has_prefix (text, "--fen="))
    {
      const char *end = strchr (text, '\n');
      g_autofree char *first = g_strndup (text, end != NULL ? (gsize) (end - text) : size);

      if (arb_fen_parse (first + strlen ("--fen="), &start, NULL))
        {
          fen_option = g_steal_pointer (&first);
          input = end != NULL ? end + 1 : text + size;
          input_len = size - (gsize) (input - text);
        }
    }

  /* 1. The real play loop, on the bytes as they are (NULs included). */
  run_play_loop (fen_option, input, input_len);

  /* 2. The game, line by line, checked after every operation. */
  watch.notified = g_hash_table_new (g_str_hash, g_str_equal);
  game = arb_game_new_from_position (&start);
  watch_game (game, &watch);
  check_game (game);

  lines = g_strsplit (input, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (!run_line (&game, &start, lines[i], &watch))
        break;
      check_undo_redo (game, &watch);
      check_game (game);
      g_hash_table_remove_all (watch.notified);
    }

  g_object_unref (game);
  g_hash_table_unref (watch.notified);
  return 0;
}
