/* fuzz-cli-play.c — libFuzzer harness for the CLI's move input, every game
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input's first byte names the game, as in fuzz-notation: the byte
 * minus '0', modulo the number of games ('0' chess, '1' Alquerque, '2'
 * checkers, '3' Congkak; arb_fuzz_game_for_byte()). The rest is what a
 * player types at `arbiter-cli play --game NAME`, one line each: moves in
 * the game's notation and the play commands (undo, redo, resign, draw,
 * agree, new, history, fen, board, help, quit; Congkak's questions for the
 * names and the board first). A first line `--fen=POS` whose position
 * string the game reads is passed as that option. It goes through two
 * paths:
 *
 * 1. The real play loop: arb_cli_play() from the arbiter-cli-lib library,
 *    in this process, with `--game NAME`, the input as its standard input
 *    (a memfd put on file descriptor 0) and its standard output sent to
 *    /dev/null; a game that flips a coin gets its seed (`--coin-seed=1`),
 *    so that a run can be replayed. It must not crash, leak, hang or hit a
 *    GLib critical, and exits with status 0.
 *
 * 2. The same lines driving an ArbGame of that game directly, through its
 *    rules table, with harness opcodes on top of the play commands: `goto
 *    N` (arb_game_go_to_ply), `resign white|black` (the first or the second
 *    player), `pgn` (write the game as PGN and read it back: the same plies,
 *    records, positions, result and termination). After every operation
 *    the game is checked: its position passes arb_fuzz_check_state() (chess:
 *    and arb_fuzz_check_position()), once per position; it is the start
 *    position with every applied move record replayed, each allowed by
 *    explain() when played, by the side to move, of the piece and with the
 *    text the record gives (checked incrementally: only the records that
 *    changed since the last check are replayed, so that the work stays
 *    linear in the input); ply, records, undo and redo agree; a game is
 *    over exactly when it has a result and a termination, one in progress
 *    has a move and a position the rules do not call over, a finished one
 *    has no move and no claimable draw; undo then redo brings back the same
 *    game (unless the undo brought back moves the undone action had
 *    dropped: "branch-restored", when the core has it); "notify" is
 *    emitted for exactly the properties whose value changed, and
 *    "game-over" only when the game is over.
 */

#define _GNU_SOURCE

#include "fuzz-common.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
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

/* The history checked so far (check_history()): copies of the applied
 * records already replayed, the start they were replayed from, and the
 * position after each of their moves. */
typedef struct
{
  const ArbRules *rules;
  gpointer        start;
  GArray         *records;  /* ArbRecord */
  GByteArray     *states;   /* state_size bytes after each MOVE record */
  guint           n_moves;
} Checked;

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

/* Forgets every record checked: the next check replays the whole history
 * from @start. */
static void
checked_reset (Checked       *checked,
               gconstpointer  start)
{
  memcpy (checked->start, start, checked->rules->state_size);
  g_array_set_size (checked->records, 0);
  g_byte_array_set_size (checked->states, 0);
  checked->n_moves = 0;
}

/* The game's history replays from its start to its position: every applied
 * MOVE record is a move explain() allows at its turn, by the side to move,
 * of the piece the record names, written as move_to_text() writes it (what
 * arb_fuzz_check_history() checks). Only the records that differ from those
 * already checked are replayed: the records the game keeps are compared,
 * byte for byte, with the copies of those checked (a cheap comparison), and
 * the replay goes on from the first that differs. */
ARB_FUZZ_ORACLE static void
check_history (ArbGame *game,
               Checked *checked)
{
  const ArbRules *rules = checked->rules;
  gsize size = rules->state_size;
  guint n_records = arb_game_get_n_records (game);
  guint same = 0;
  g_autofree gpointer replay = g_malloc (size);
  g_autofree gpointer undo = g_malloc0 (rules->undo_size);

  if (memcmp (arb_game_get_start_state (game), checked->start, size) != 0)
    checked_reset (checked, arb_game_get_start_state (game));
  while (same < n_records && same < checked->records->len
         && memcmp (arb_game_get_record (game, same),
                    &g_array_index (checked->records, ArbRecord, same), sizeof (ArbRecord)) == 0)
    same++;

  /* Back to the position after the records that are the same. */
  g_array_set_size (checked->records, same);
  checked->n_moves = 0;
  for (guint i = 0; i < same; i++)
    checked->n_moves += g_array_index (checked->records, ArbRecord, i).type == ARB_RECORD_MOVE;
  g_byte_array_set_size (checked->states, checked->n_moves * size);
  memcpy (replay, checked->n_moves == 0 ? checked->start
                                        : checked->states->data + (checked->n_moves - 1) * size,
          size);

  for (guint i = same; i < n_records; i++)
    {
      const ArbRecord *record = arb_game_get_record (game, i);
      char text[ARB_MOVE_TEXT_MAX];
      guint detail = 0;
      guint8 piece = 0, captured = 0;

      g_array_append_vals (checked->records, record, 1);
      if (record->type != ARB_RECORD_MOVE)
        continue;
      ARB_FUZZ_CHECK (record->side == rules->turn (replay), "record %u: played out of turn", i);
      ARB_FUZZ_CHECK (rules->explain (replay, &record->move, FALSE, &detail) == ARB_REASON_OK,
                      "record %u: a move the rules refuse was played", i);
      rules->move_to_text (replay, &record->move, text);
      ARB_FUZZ_CHECK (strcmp (text, record->text) == 0, "record %u: written %s, should be %s", i,
                      record->text, text);
      rules->make (replay, &record->move, undo);
      rules->moved_pieces (undo, &piece, &captured);
      ARB_FUZZ_CHECK (record->piece == piece && record->captured == captured,
                      "record %u: pieces 0x%02x/0x%02x, the move moved 0x%02x/0x%02x", i,
                      record->piece, record->captured, piece, captured);
      g_byte_array_append (checked->states, replay, size);
      checked->n_moves++;
    }
  ARB_FUZZ_CHECK (checked->n_moves == arb_game_get_ply (game), "%u moves applied, ply %u",
                  checked->n_moves, arb_game_get_ply (game));
  ARB_FUZZ_CHECK (memcmp (replay, arb_game_get_state (game), size) == 0,
                  "the position is not the start with the moves replayed");
}

/* The invariants of a game, at any moment. */
ARB_FUZZ_ORACLE static void
check_game (ArbGame *game,
            Checked *checked)
{
  const ArbRules *rules = arb_game_get_rules (game);
  gconstpointer state = arb_game_get_state (game);
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  guint n_records = arb_game_get_n_records (game);
  guint ply = arb_game_get_ply (game);
  gboolean over = arb_game_is_over (game);
  ArbOutcome outcome;

  ARB_FUZZ_CHECK (rules == checked->rules, "the game changed its rules");
  if (!arb_fuzz_seen_before (rules, state, ARB_FUZZ_SEEN_STATE))
    {
      arb_fuzz_check_state (rules, state);
      if (rules == &arb_chess_rules)
        arb_fuzz_check_position (state);
    }
  ARB_FUZZ_CHECK (ply <= arb_game_get_n_plies (game), "ply %u of %u", ply,
                  arb_game_get_n_plies (game));
  ARB_FUZZ_CHECK (arb_game_can_undo (game) == (n_records > 0), "can_undo is wrong");
  ARB_FUZZ_CHECK (arb_game_get_turn (game) == rules->turn (state), "get_turn is wrong");

  /* The position is the start with the applied moves replayed. */
  check_history (game, checked);

  /* Over exactly when there is a result (spec §5, §7 of each game). */
  ARB_FUZZ_CHECK (over == (arb_game_get_result (game) != ARB_RESULT_NONE),
                  "over %d with result %s", over,
                  arb_result_to_string (arb_game_get_result (game)));
  ARB_FUZZ_CHECK (over == (arb_game_get_termination (game) != ARB_TERMINATION_NONE),
                  "over %d with termination %d", over, arb_game_get_termination (game));
  rules->outcome (state, &outcome);
  if (!over)
    ARB_FUZZ_CHECK (outcome.result == ARB_RESULT_NONE,
                    "%s: a game in progress in a position whose result is %s", rules->id,
                    arb_result_to_string (outcome.result));
  else
    ARB_FUZZ_CHECK (arb_game_get_claimable_draws (game) == ARB_DRAW_CLAIM_NONE,
                    "a draw claimable after the end");
  arb_game_generate_moves (game, list);
  ARB_FUZZ_CHECK (over == (list->n_moves == 0), "%u legal moves, over %d", list->n_moves, over);
}

/* Undo then redo brings back the same game, unless the undo brought back
 * the moves the undone action had dropped ("branch-restored"): redo then
 * plays the first of those, and the game must only stay valid. */
ARB_FUZZ_ORACLE static void
check_undo_redo (ArbGame *game,
                 Watch   *watch,
                 Checked *checked)
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
  check_game (game, checked);
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
run_line (ArbGame       **game,
          gconstpointer   start,
          char           *line,
          Watch          *watch,
          Checked        *checked)
{
  const ArbRules *rules = arb_game_get_rules (*game);
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
      gboolean allowed = !arb_game_is_over (*game) && !rules->no_resignation;
      g_autoptr(GError) error = NULL;

      if (g_str_equal (line + 6, " white"))
        side = ARB_SIDE_FIRST;
      else if (g_str_equal (line + 6, " black"))
        side = ARB_SIDE_SECOND;
      ARB_FUZZ_CHECK (arb_game_resign (*game, side, &error) == allowed, "resign");
      if (!allowed)
        arb_fuzz_check_error (error, ARB_GAME_ERROR);
      else
        ARB_FUZZ_CHECK (arb_game_get_result (*game) == (side == ARB_SIDE_FIRST
                                                        ? ARB_RESULT_SECOND_WINS
                                                        : ARB_RESULT_FIRST_WINS),
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
      gboolean allowed = !arb_game_is_over (*game) && !rules->no_resignation;
      g_autoptr(GError) error = NULL;

      ARB_FUZZ_CHECK (arb_game_agree_draw (*game, &error) == allowed, "agree_draw");
      if (!allowed)
        arb_fuzz_check_error (error, ARB_GAME_ERROR);
    }
  else if (g_ascii_strcasecmp (line, "new") == 0)
    {
      snapshot_clear (&before);
      g_object_unref (*game);
      *game = arb_game_new_from_state (rules, start);
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
  check_game (*game, checked);
  return go_on;
}

/* Path 1: the play loop itself, reading @input as its standard input. */
static void
run_play_loop (const ArbRules *rules,
               const char     *fen_option,
               const char     *input,
               gsize           input_len)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autofree char **argv = NULL;
  int status;

  ARB_FUZZ_CHECK (ftruncate (stdin_fd, 0) == 0, "ftruncate: %s", g_strerror (errno));
  ARB_FUZZ_CHECK (pwrite (stdin_fd, input, input_len, 0) == (gssize) input_len,
                  "pwrite: %s", g_strerror (errno));
  ARB_FUZZ_CHECK (lseek (stdin_fd, 0, SEEK_SET) == 0, "lseek: %s", g_strerror (errno));
  ARB_FUZZ_CHECK (dup2 (stdin_fd, STDIN_FILENO) == STDIN_FILENO, "dup2: %s", g_strerror (errno));

  g_ptr_array_add (args, g_strdup ("play"));
  g_ptr_array_add (args, g_strdup_printf ("--game=%s", rules->id));
  if (fen_option != NULL)
    g_ptr_array_add (args, g_strdup (fen_option));
  /* A coin's seed, so that the run can be replayed (not with --fen, which
   * sets the first player itself). */
  for (guint i = 0; fen_option == NULL && i < rules->n_params; i++)
    if (rules->params[i].type == ARB_PARAM_SEED && rules->params[i].play_option)
      g_ptr_array_add (args, g_strdup_printf ("--%s=1", rules->params[i].name));
  /* The option parser drops what it reads from @argv without freeing it:
   * @args keeps the strings, @argv the pointers it may shuffle. */
  argv = g_new0 (char *, args->len + 1);
  memcpy (argv, args->pdata, sizeof (char *) * args->len);

  status = arb_cli_play ((int) args->len, argv);
  ARB_FUZZ_CHECK (status == ARB_CLI_STATUS_OK, "play exited with %d", status);
  fflush (stdout);
  clearerr (stdout);
}

/* ------------------------------------------------------ the results store */

/* `play` records every finished game in the results store, under
 * g_get_user_data_dir(). The harness gives it a folder of its own, made
 * once, so that fuzzing never writes into the user's results, and empties
 * it after each input: a store that grew with every input would make each
 * input slower than the last (it is read whole when a game is recorded). */
static char *store_home;

static void
empty_store (void)
{
  g_autofree char *dir = g_build_filename (store_home, "arbiter", NULL);
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
}

static void
remove_store_home (void)
{
  g_autofree char *dir = g_build_filename (store_home, "arbiter", NULL);

  empty_store ();
  g_rmdir (dir);
  g_rmdir (store_home);
}

static void
make_store_home (void)
{
  g_autoptr (GError) error = NULL;

  store_home = g_dir_make_tmp ("arbiter-fuzz-XXXXXX", &error);
  if (store_home == NULL)
    {
      fprintf (stderr, "fuzz-cli-play: %s\n", error->message);
      abort ();
    }
  g_setenv ("XDG_DATA_HOME", store_home, TRUE);
  atexit (remove_store_home);
}

/* ---------------------------------------------------------- entry points */

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  int null_fd;

  arb_fuzz_init ();
  make_store_home ();

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
  const ArbRules *rules = arb_fuzz_game_for_byte (size > 0 ? data[0] : '0');
  gsize text_len = size > 0 ? size - 1 : 0;
  g_autofree char *text = arb_fuzz_strndup (size > 0 ? data + 1 : data, text_len);
  const char *input = text;
  gsize input_len = text_len;
  g_autofree char *fen_option = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree gpointer start = arb_fuzz_state_new (rules);
  ArbGame *game;
  Watch watch = { 0 };
  Checked checked = { rules, arb_fuzz_state_new (rules),
                      g_array_new (FALSE, FALSE, sizeof (ArbRecord)), g_byte_array_new (), 0 };

  rules->init_start (start);

  /* A first line "--fen=POS" with a position the game reads is the
   * option; one that it does not read is a line of input like any other. */
  if (g_str_has_prefix (text, "--fen="))
    {
      const char *end = strchr (text, '\n');
      g_autofree char *first = g_strndup (text, end != NULL ? (gsize) (end - text) : text_len);

      if (rules->read_position (start, first + strlen ("--fen="), NULL))
        {
          fen_option = g_steal_pointer (&first);
          input = end != NULL ? end + 1 : text + text_len;
          input_len = text_len - (gsize) (input - text);
        }
      else
        rules->init_start (start);
    }

  /* 1. The real play loop, on the bytes as they are (NULs included). */
  run_play_loop (rules, fen_option, input, input_len);
  empty_store ();

  /* 2. The game, line by line, checked after every operation. */
  watch.notified = g_hash_table_new (g_str_hash, g_str_equal);
  game = arb_game_new_from_state (rules, start);
  watch_game (game, &watch);
  checked_reset (&checked, start);
  check_game (game, &checked);

  lines = g_strsplit (input, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (!run_line (&game, start, lines[i], &watch, &checked))
        break;
      check_undo_redo (game, &watch, &checked);
      check_game (game, &checked);
      g_hash_table_remove_all (watch.notified);
    }

  g_object_unref (game);
  g_hash_table_unref (watch.notified);
  g_free (checked.start);
  g_array_unref (checked.records);
  g_byte_array_unref (checked.states);
  return 0;
}
