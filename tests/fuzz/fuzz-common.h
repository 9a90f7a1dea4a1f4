/* fuzz-common.h — what every libFuzzer harness of tests/fuzz/ shares
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A harness fails by abort(): libFuzzer turns the signal into a crash
 * artifact, with the sanitizers' stack trace. So do the library's own
 * programmer-error checks: a g_return_if_fail() reached from input is a bug
 * (style.md: assertions for programmer errors, GError for bad input), and so
 * is any GLib warning, which the log writer below makes fatal.
 */
#pragma once

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arbiter.h"

G_BEGIN_DECLS

/* The libFuzzer entry points: declared here for -Wmissing-prototypes. */
int LLVMFuzzerInitialize   (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* For the harness's own checking code, which runs far more often than the
 * code under test: without coverage instrumentation, it costs a fraction of
 * the time, and its loops add no meaningless "features" to the corpus.
 * Never inlined: the instrumentation runs after inlining, so an oracle
 * inlined into LLVMFuzzerTestOneInput() was instrumented after all (284
 * comparison hooks in fuzz-notation's, half of its time). */
#define ARB_FUZZ_ORACLE __attribute__ ((no_sanitize ("coverage"), noinline))

/* Fails the current input with a message on standard error. */
#define ARB_FUZZ_CHECK(cond, ...) \
  G_STMT_START \
    { \
      if (G_UNLIKELY (!(cond))) \
        arb_fuzz_fail (__FILE__, __LINE__, #cond, __VA_ARGS__); \
    } \
  G_STMT_END

G_GNUC_PRINTF (4, 5) G_GNUC_NORETURN
static inline void
arb_fuzz_fail (const char *file,
               int         line,
               const char *cond,
               const char *format,
               ...)
{
  va_list args;

  fprintf (stderr, "%s:%d: check failed: %s: ", file, line, cond);
  va_start (args, format);
  vfprintf (stderr, format, args);
  va_end (args);
  fputc ('\n', stderr);
  fflush (stderr);
  abort ();
}

/* Debug and info messages are dropped; a message, a warning, a critical
 * or an error is printed and aborts the input. */
static inline GLogWriterOutput
arb_fuzz_log_writer (GLogLevelFlags   log_level,
                     const GLogField *fields,
                     gsize            n_fields,
                     gpointer         user_data)
{
  const char *domain = "?";
  const char *message = "?";

  if (log_level & (G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO))
    return G_LOG_WRITER_HANDLED;

  for (gsize i = 0; i < n_fields; i++)
    {
      if (g_str_equal (fields[i].key, "GLIB_DOMAIN") && fields[i].length < 0)
        domain = fields[i].value;
      else if (g_str_equal (fields[i].key, "MESSAGE") && fields[i].length < 0)
        message = fields[i].value;
    }
  fprintf (stderr, "fuzz: GLib log message at level 0x%x from %s: %s\n",
           (guint) log_level, domain, message);
  fflush (stderr);
  abort ();
}

/* Call once, from LLVMFuzzerInitialize(). */
static inline void
arb_fuzz_init (void)
{
  /* GLib 2.74's slice allocator keeps freed blocks for itself, out of
   * AddressSanitizer's sight: plain malloc() lets it see every block.
   * build-aux/fuzz sets this in the environment too, which is surer: the
   * slice allocator reads it once, at its first use. */
  g_setenv ("G_SLICE", "always-malloc", FALSE);
  g_log_set_writer_func (arb_fuzz_log_writer, NULL, NULL);
}

/* A NUL-terminated copy of @size bytes at @data (which may hold NULs:
 * C string APIs then see the part before the first one). */
static inline char *
arb_fuzz_strndup (const uint8_t *data,
                  size_t         size)
{
  char *text = g_malloc (size + 1);

  if (size > 0)
    memcpy (text, data, size);
  text[size] = '\0';
  return text;
}

/* Every error the library reports must be in its domain (when given) and
 * carry a message that can be shown as it is: valid UTF-8, not empty. */
static inline void
arb_fuzz_check_error (const GError *error,
                      GQuark        domain)
{
  ARB_FUZZ_CHECK (error != NULL, "failure without a GError");
  ARB_FUZZ_CHECK (domain == 0 || error->domain == domain,
                  "error in domain %s: %s", g_quark_to_string (error->domain),
                  error->message);
  ARB_FUZZ_CHECK (error->message != NULL && error->message[0] != '\0',
                  "empty error message");
  ARB_FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL),
                  "error message is not valid UTF-8");
}

/* ------------------------------------------------------------------ JSON
 *
 * Whether a text is one JSON value (RFC 8259), in one pass, without
 * allocating: what a JSON parser would accept, checked at a fraction of
 * json-glib's cost (it builds a tree of nodes, a third of fuzz-pgn's time).
 * Strings must be valid UTF-8 (checked by the caller, on the whole text)
 * with every control character escaped. */

#define ARB_FUZZ_JSON_MAX_DEPTH 64

ARB_FUZZ_ORACLE static inline const char *
arb_fuzz_json_space (const char *p,
                     const char *end)
{
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
    p++;
  return p;
}

ARB_FUZZ_ORACLE static inline const char *
arb_fuzz_json_string (const char *p,
                      const char *end)
{
  if (p >= end || *p != '"')
    return NULL;
  for (p++; p < end; p++)
    {
      if (*p == '"')
        return p + 1;
      if ((guchar) *p < 0x20)
        return NULL;
      if (*p != '\\')
        continue;
      if (++p >= end)
        return NULL;
      if (*p == 'u')
        {
          for (int i = 0; i < 4; i++)
            if (++p >= end || !g_ascii_isxdigit (*p))
              return NULL;
        }
      else if (strchr ("\"\\/bfnrt", *p) == NULL || *p == '\0')
        return NULL;
    }
  return NULL;
}

ARB_FUZZ_ORACLE static inline const char *
arb_fuzz_json_number (const char *p,
                      const char *end)
{
  const char *digits;

  if (p < end && *p == '-')
    p++;
  if (p < end && *p == '0')
    p++;
  else
    {
      for (digits = p; p < end && g_ascii_isdigit (*p); p++)
        ;
      if (p == digits)
        return NULL;
    }
  if (p < end && *p == '.')
    {
      for (digits = ++p; p < end && g_ascii_isdigit (*p); p++)
        ;
      if (p == digits)
        return NULL;
    }
  if (p < end && (*p == 'e' || *p == 'E'))
    {
      p++;
      if (p < end && (*p == '+' || *p == '-'))
        p++;
      for (digits = p; p < end && g_ascii_isdigit (*p); p++)
        ;
      if (p == digits)
        return NULL;
    }
  return p;
}

/* One value at @p (no space before it); returns the byte after it. */
ARB_FUZZ_ORACLE static inline const char *
arb_fuzz_json_value (const char *p,
                     const char *end,
                     guint       depth)
{
  static const char *const words[] = { "true", "false", "null" };

  if (p >= end || depth > ARB_FUZZ_JSON_MAX_DEPTH)
    return NULL;
  if (*p == '"')
    return arb_fuzz_json_string (p, end);
  if (*p == '-' || g_ascii_isdigit (*p))
    return arb_fuzz_json_number (p, end);
  if (*p == '[' || *p == '{')
    {
      char close = *p == '[' ? ']' : '}';

      p = arb_fuzz_json_space (p + 1, end);
      if (p < end && *p == close)
        return p + 1;
      for (;;)
        {
          if (close == '}')
            {
              p = arb_fuzz_json_string (p, end);
              if (p == NULL)
                return NULL;
              p = arb_fuzz_json_space (p, end);
              if (p >= end || *p != ':')
                return NULL;
              p = arb_fuzz_json_space (p + 1, end);
            }
          p = arb_fuzz_json_value (p, end, depth + 1);
          if (p == NULL)
            return NULL;
          p = arb_fuzz_json_space (p, end);
          if (p < end && *p == close)
            return p + 1;
          if (p >= end || *p != ',')
            return NULL;
          p = arb_fuzz_json_space (p + 1, end);
        }
    }
  for (gsize i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gsize len = strlen (words[i]);

      if ((gsize) (end - p) >= len && memcmp (p, words[i], len) == 0)
        return p + len;
    }
  return NULL;
}

/* Whether the @len bytes at @text are exactly one JSON value, with white
 * space around it, in valid UTF-8. */
ARB_FUZZ_ORACLE static inline gboolean
arb_fuzz_is_json (const char *text,
                  gsize       len)
{
  const char *end = text + len;
  const char *p;

  if (!g_utf8_validate (text, (gssize) len, NULL))
    return FALSE;
  p = arb_fuzz_json_value (arb_fuzz_json_space (text, end), end, 0);
  return p != NULL && arb_fuzz_json_space (p, end) == end;
}

/* ------------------------------------------------- positions checked once
 *
 * The exhaustive cross-checks of a position's rules (every move made and
 * unmade, explain() on every pair of cells, chess's 2 × 64 × 64 can_move()
 * table) cost a millisecond or more, a hundred times what reading an input
 * costs; most inputs the fuzzer makes share their position with an input
 * already run (it mutates the moves, the tags, the comments). The rules
 * are functions of the position alone, so a position checked once is
 * checked: this table remembers the positions checked in this process
 * (64-bit hashes of the state's bytes, 2^16 of them, each slot keeping the
 * last one), so that the cross-checks run once per position, not once per
 * input. Run alone, an input gets every check: a reproducer reproduces. */

#define ARB_FUZZ_SEEN_SLOTS (1u << 16)

/* What was checked of a position: arb_fuzz_check_moves() and the like, or
 * arb_fuzz_check_state() and the like. */
typedef enum
{
  ARB_FUZZ_SEEN_RULES = 1,
  ARB_FUZZ_SEEN_STATE = 2,
} ArbFuzzSeen;

ARB_FUZZ_ORACLE static inline gboolean
arb_fuzz_seen_before (const ArbRules *rules,
                      gconstpointer   state,
                      ArbFuzzSeen     what)
{
  static guint64 seen[ARB_FUZZ_SEEN_SLOTS];
  const guint8 *bytes = state;
  guint64 hash = G_GUINT64_CONSTANT (14695981039346656037)
                 ^ ((guint64) (guintptr) rules * 31 + what);
  guint64 *slot;

  for (gsize i = 0; i < rules->state_size; i++)
    {
      hash ^= bytes[i];
      hash *= G_GUINT64_CONSTANT (1099511628211);
    }
  hash |= 1;  /* 0 is an empty slot */
  slot = &seen[(hash ^ (hash >> 32)) % ARB_FUZZ_SEEN_SLOTS];
  if (*slot == hash)
    return TRUE;
  *slot = hash;
  return FALSE;
}

/* ----------------------------------------------------------------- chess
 *
 * The chess position in its own terms, for the checks the rules table does
 * not show (and that the harnesses made before there was a table). */

/* Every field, the derived ones included (arb_position_equal() compares
 * the placement, the turn, the clocks and the hash only). */
ARB_FUZZ_ORACLE static inline gboolean
arb_fuzz_same_position (const ArbChessPosition *a,
                        const ArbChessPosition *b)
{
  return memcmp (a->board, b->board, sizeof a->board) == 0
         && a->turn == b->turn
         && a->halfmove_clock == b->halfmove_clock
         && a->fullmove_number == b->fullmove_number
         && a->king[ARB_SIDE_WHITE] == b->king[ARB_SIDE_WHITE]
         && a->king[ARB_SIDE_BLACK] == b->king[ARB_SIDE_BLACK]
         && a->n_pieces[ARB_SIDE_WHITE] == b->n_pieces[ARB_SIDE_WHITE]
         && a->n_pieces[ARB_SIDE_BLACK] == b->n_pieces[ARB_SIDE_BLACK]
         && a->hash == b->hash;
}

/* The position invariants: the library's own checker, plus a FEN round trip
 * (what Arbiter writes, it must read back as the same position). */
ARB_FUZZ_ORACLE static inline void
arb_fuzz_check_position (const ArbChessPosition *pos)
{
  const char *why = NULL;
  char fen[ARB_FEN_MAX];
  char again[ARB_FEN_MAX];
  ArbChessPosition parsed;
  g_autoptr(GError) error = NULL;

  ARB_FUZZ_CHECK (arb_position_is_valid (pos, &why), "invalid position: %s", why);

  arb_fen_write_buf (pos, fen);
  ARB_FUZZ_CHECK (strlen (fen) < ARB_FEN_MAX, "FEN too long");
  /* Read by the position's own variant: a file without [Variant] is
   * standard chess, whose FEN carries castling rights. */
  ARB_FUZZ_CHECK (arb_fen_parse_variant (fen, (ArbChessVariant) pos->variant, &parsed, &error),
                  "Arbiter cannot read the FEN it wrote, '%s': %s", fen,
                  error != NULL ? error->message : "(no error)");
  ARB_FUZZ_CHECK (arb_position_equal (pos, &parsed) && arb_fuzz_same_position (pos, &parsed),
                  "FEN '%s' reads back as another position", fen);
  ARB_FUZZ_CHECK (arb_position_is_valid (&parsed, &why),
                  "FEN '%s' reads back as an invalid position: %s", fen, why);
  arb_fen_write_buf (&parsed, again);
  ARB_FUZZ_CHECK (strcmp (fen, again) == 0, "FEN '%s' is written again as '%s'",
                  fen, again);
}

/* ------------------------------------------------------------ every game
 *
 * What follows reaches a game through its rules table only (arb-rules.h),
 * so that every game the registry lists is fuzzed alike; the chess checks
 * above stay for what the table does not show. */

/* The game an input's first byte names: the byte minus '0', modulo the
 * number of games. Seeds then start with a readable digit ('0' chess, '1'
 * Alquerque: the registry's order) that keeps its meaning when more games
 * are listed, and a mutated byte still names some game. */
static inline const ArbRules *
arb_fuzz_game_for_byte (guint8 byte)
{
  guint n_games = 0;
  const ArbRules *const *games = arb_games_list (&n_games);

  return games[(guint8) (byte - '0') % n_games];
}

/* A state of @rules, on the heap at its exact size: AddressSanitizer then
 * sees a game that reads or writes past its own state_size. */
static inline gpointer
arb_fuzz_state_new (const ArbRules *rules)
{
  return g_malloc0 (rules->state_size);
}

/* What every position of every game must satisfy: the game's own checker;
 * a side to move that is one of the two; cells that are empty or hold a
 * piece the table can name (piece_symbols); and a round trip through the
 * position string. What Arbiter writes, it must read back as the same
 * position, byte for byte: every game so far keeps in its state only what
 * its string says and what follows from it, so a byte that differs is a
 * derived field gone stale (a hash updated wrongly by make()). The copy
 * must also be equal() to it, both ways, with the same hash, and written
 * again as the same text. */
ARB_FUZZ_ORACLE static inline void
arb_fuzz_check_state (const ArbRules *rules,
                      gconstpointer   state)
{
  const char *why = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autofree gpointer back = arb_fuzz_state_new (rules);
  g_autoptr(GError) error = NULL;
  ArbParams params;
  ArbSide turn;

  ARB_FUZZ_CHECK (rules->is_valid (state, &why), "%s: invalid position: %s", rules->id, why);
  turn = rules->turn (state);
  ARB_FUZZ_CHECK (turn == ARB_SIDE_FIRST || turn == ARB_SIDE_SECOND, "%s: turn %d", rules->id,
                  (int) turn);
  for (guint cell = 0; cell < rules->n_cells; cell++)
    {
      guint8 piece = rules->piece_at (state, cell);
      const char *symbols = rules->piece_symbols[arb_cell_piece_side (piece)];
      guint kind = arb_cell_piece_kind (piece);

      if (piece == ARB_CELL_EMPTY)
        continue;
      ARB_FUZZ_CHECK (piece < 16 && kind > 0 && kind < strlen (symbols) && symbols[kind] != ' ',
                      "%s: cell %u holds piece 0x%02x, which the table does not name", rules->id,
                      cell, piece);
    }

  text = arb_rules_write_position (rules, state);
  ARB_FUZZ_CHECK (text[0] != '\0' && strchr (text, '\n') == NULL
                  && g_utf8_validate (text, -1, NULL),
                  "%s: a position string that is empty, not one line or not UTF-8", rules->id);
  /* Read back under the rules the position plays by (checkers' regicide),
   * which its string does not carry. */
  arb_rules_state_params (rules, state, &params);
  ARB_FUZZ_CHECK (arb_rules_read_position_with (rules, &params, text, back, &error),
                  "%s: Arbiter cannot read the position it wrote, '%s': %s", rules->id, text,
                  error != NULL ? error->message : "(no error)");
  /* The same bytes, unless the state keeps history its string does not
   * carry and equal() leaves out (checkers' count of quiet plies for the
   * 40-move rule, which a string starts afresh, checkers.md §7). */
  ARB_FUZZ_CHECK (memcmp (back, state, rules->state_size) == 0 || rules->equal (state, back),
                  "%s: '%s' reads back as other bytes", rules->id, text);
  ARB_FUZZ_CHECK (rules->equal (state, back) && rules->equal (back, state),
                  "%s: '%s' reads back as a position that is not equal()", rules->id, text);
  ARB_FUZZ_CHECK (rules->hash (state) == rules->hash (back),
                  "%s: '%s' reads back with another hash", rules->id, text);
  again = arb_rules_write_position (rules, back);
  ARB_FUZZ_CHECK (strcmp (text, again) == 0, "%s: '%s' is written again as '%s'", rules->id,
                  text, again);
}

/* The canonical text of a legal @move (move_to_text, and move_to_list_text
 * when the game has one) reads back through move_from_text as @move. */
ARB_FUZZ_ORACLE static inline void
arb_fuzz_check_move_texts (const ArbRules *rules,
                           gconstpointer   state,
                           const ArbMove  *move)
{
  char texts[2][ARB_MOVE_TEXT_MAX];
  guint n_texts = 1;

  rules->move_to_text (state, move, texts[0]);
  if (rules->move_to_list_text != NULL)
    rules->move_to_list_text (state, move, texts[n_texts++]);

  for (guint i = 0; i < n_texts; i++)
    {
      g_autoptr(GError) error = NULL;
      ArbMove back = { 0 };
      gsize len = strnlen (texts[i], ARB_MOVE_TEXT_MAX);

      ARB_FUZZ_CHECK (len > 0 && len < ARB_MOVE_TEXT_MAX && g_utf8_validate (texts[i], -1, NULL),
                      "%s: a move text that is empty, too long or not UTF-8", rules->id);
      ARB_FUZZ_CHECK (rules->move_from_text (state, texts[i], FALSE, &back, &error),
                      "%s: '%s' does not read back: %s", rules->id, texts[i],
                      error != NULL ? error->message : "(no error)");
      ARB_FUZZ_CHECK (arb_move_equal (move, &back), "%s: '%s' reads back as another move",
                      rules->id, texts[i]);
    }
}

/* The rules of one position against themselves, through the table:
 * - the generator lists at most ARB_MOVE_LIST_MAX moves, each well formed
 *   (1 … ARB_MOVE_MAX_CELLS cells on the board) and once; it lists none
 *   exactly when outcome() says the position is over;
 * - explain() says OK for each of them, and the game's "game over" reason
 *   when the history has ended the game (@over);
 * - each, made on a copy, moves a piece of the side to move (moved_pieces),
 *   leads to a position that passes arb_fuzz_check_state() (about
 *   ARB_FUZZ_MAX_CHILD_CHECKS of them when there are more: so that a
 *   position reached in play can always be written and read back: a
 *   clock or move number that grows past what the reader accepts is
 *   caught here), and unmade gives back the same bytes;
 * - moves of another shape (one cell, three, a cell off the board) are
 *   refused unless the generator lists them;
 * - on a board of at most 64 cells, explain() is asked about every pair
 *   of cells (spec alquerque.md §10's brute-force is_legal scan): it says
 *   OK exactly for the two-cell moves the generator lists; its detail is
 *   a cell or none; the sentence of each reason is a valid message;
 * - with @texts, every generated move's canonical text reads back as the
 *   move (arb_fuzz_check_move_texts()). */
#define ARB_FUZZ_MAX_CHILD_CHECKS 32

/* An order on moves, for qsort(): by their number of cells, then cells. */
ARB_FUZZ_ORACLE static inline int
arb_fuzz_move_compare (const void *a,
                       const void *b)
{
  const ArbMove *x = a, *y = b;

  if (x->n_cells != y->n_cells)
    return x->n_cells < y->n_cells ? -1 : 1;
  for (guint i = 0; i < x->n_cells && i < ARB_MOVE_MAX_CELLS; i++)
    if (x->cells[i] != y->cells[i])
      return x->cells[i] < y->cells[i] ? -1 : 1;
  return 0;
}

ARB_FUZZ_ORACLE static inline void
arb_fuzz_check_moves (const ArbRules *rules,
                      gconstpointer   state,
                      gboolean        texts)
{
  g_autofree ArbMoveList *list = g_new (ArbMoveList, 1);
  g_autofree gpointer child = arb_fuzz_state_new (rules);
  g_autofree gpointer undo = g_malloc0 (rules->undo_size);
  g_autofree gboolean *listed = NULL;
  ArbSide mover = rules->turn (state);
  ArbOutcome outcome;
  guint n_pairs = 0, n_allowed = 0;
  guint64 described = 0;

  rules->generate (state, list);
  ARB_FUZZ_CHECK (list->n_moves <= ARB_MOVE_LIST_MAX, "%s: %u moves", rules->id, list->n_moves);
  rules->outcome (state, &outcome);
  ARB_FUZZ_CHECK ((outcome.result == ARB_RESULT_NONE) == (outcome.reason == ARB_TERMINATION_NONE),
                  "%s: result %s with termination %d", rules->id,
                  arb_result_to_string (outcome.result), (int) outcome.reason);
  ARB_FUZZ_CHECK ((outcome.result == ARB_RESULT_NONE) == (list->n_moves > 0),
                  "%s: %u moves in a position whose result is %s", rules->id, list->n_moves,
                  arb_result_to_string (outcome.result));

  for (guint i = 0; i < list->n_moves; i++)
    {
      const ArbMove *move = &list->moves[i];
      guint detail = 0;
      guint8 piece = 0xee, captured = 0xee;

      ARB_FUZZ_CHECK (move->n_cells >= 1 && move->n_cells <= ARB_MOVE_MAX_CELLS,
                      "%s: a move of %u cells", rules->id, move->n_cells);
      for (guint c = 0; c < move->n_cells; c++)
        ARB_FUZZ_CHECK (move->cells[c] < rules->n_cells, "%s: a move off the board",
                        rules->id);
      /* Each once: all pairs up to 64 moves, sorted beyond (Congkak's 999). */
      for (guint j = 0; j < i && list->n_moves <= 64; j++)
        ARB_FUZZ_CHECK (!arb_move_equal (move, &list->moves[j]), "%s: a move generated twice",
                        rules->id);
      n_pairs += move->n_cells == 2;

      ARB_FUZZ_CHECK (rules->explain (state, move, FALSE, &detail) == ARB_REASON_OK,
                      "%s: explain() refuses generated move %u", rules->id, i);
      ARB_FUZZ_CHECK (rules->explain (state, move, TRUE, &detail) == rules->reason_game_over,
                      "%s: explain() allows a move in a game the history ended", rules->id);

      memcpy (child, state, rules->state_size);
      rules->make (child, move, undo);
      rules->moved_pieces (undo, &piece, &captured);
      ARB_FUZZ_CHECK (piece == rules->piece_at (state, arb_move_first (move))
                      && piece != ARB_CELL_EMPTY
                      && arb_cell_piece_side (piece) == (guint) mover,
                      "%s: moved_pieces() says 0x%02x moved from cell %u", rules->id, piece,
                      arb_move_first (move));
      /* Each child's string is as long as the board: on a wide board
       * (Congkak's 999 pits, 999 moves) checking them all is quadratic
       * (13 s for one position). ARB_FUZZ_MAX_CHILD_CHECKS of them, spread
       * over the list, keep the work linear in the board's size. */
      if (list->n_moves <= ARB_FUZZ_MAX_CHILD_CHECKS
          || i % (list->n_moves / ARB_FUZZ_MAX_CHILD_CHECKS + 1) == 0)
        arb_fuzz_check_state (rules, child);
      rules->unmake (child, undo);
      ARB_FUZZ_CHECK (memcmp (child, state, rules->state_size) == 0,
                      "%s: make() then unmake() changed the position", rules->id);

      if (texts)
        arb_fuzz_check_move_texts (rules, state, move);
    }

  if (list->n_moves > 64)
    {
      g_autofree ArbMove *sorted = g_memdup2 (list->moves, list->n_moves * sizeof (ArbMove));

      qsort (sorted, list->n_moves, sizeof (ArbMove), arb_fuzz_move_compare);
      for (guint i = 1; i < list->n_moves; i++)
        ARB_FUZZ_CHECK (arb_fuzz_move_compare (&sorted[i - 1], &sorted[i]) != 0,
                        "%s: a move generated twice", rules->id);
    }

  /* Moves no game of two-cell moves makes, as a caller may still hand
   * them over (arb_game_play_move() takes any ArbMove): refused, without
   * reading past the board or the path. */
  {
    const ArbMove odd[] = {
      { .n_cells = 1, .cells = { 0 } },
      { .n_cells = 3, .cells = { 0, 1, 2 } },
      { .n_cells = 2, .cells = { 0, (guint16) rules->n_cells } },
      { .n_cells = 2, .cells = { (guint16) rules->n_cells, 0 } },
      { .n_cells = 2, .cells = { G_MAXUINT16, G_MAXUINT16 } },
    };

    for (gsize i = 0; i < G_N_ELEMENTS (odd); i++)
      {
        guint detail = 0;
        gboolean generated = FALSE;

        for (guint j = 0; j < list->n_moves && !generated; j++)
          generated = arb_move_equal (&odd[i], &list->moves[j]);
        ARB_FUZZ_CHECK (generated || rules->explain (state, &odd[i], FALSE, &detail)
                                     != ARB_REASON_OK,
                        "%s: explain() allows malformed move %" G_GSIZE_FORMAT, rules->id, i);
      }
  }

  /* n_cells² questions: cheap up to chess's 4096, and a game with more
   * cells (Congkak's pits) has no two-cell moves to find this way. */
  if (rules->n_cells > 64)
    return;
  listed = g_new0 (gboolean, rules->n_cells * rules->n_cells);
  for (guint i = 0; i < list->n_moves; i++)
    if (list->moves[i].n_cells == 2)
      listed[list->moves[i].cells[0] * rules->n_cells + list->moves[i].cells[1]] = TRUE;
  for (guint from = 0; from < rules->n_cells; from++)
    for (guint to = 0; to < rules->n_cells; to++)
      {
        ArbMove pair = arb_move_from_to (from, to);
        guint detail = 0;
        guint reason = rules->explain (state, &pair, FALSE, &detail);

        ARB_FUZZ_CHECK ((reason == ARB_REASON_OK) == listed[from * rules->n_cells + to],
                        "%s: explain() says %u for cells %u→%u, which the generator %s",
                        rules->id, reason, from, to,
                        listed[from * rules->n_cells + to] ? "lists" : "does not list");
        ARB_FUZZ_CHECK (detail == G_MAXUINT || detail < rules->n_cells,
                        "%s: explain() names cell %u", rules->id, detail);
        n_allowed += reason == ARB_REASON_OK;
        /* Each reason's sentence once: it is what a player reads. */
        if (reason != ARB_REASON_OK && reason < 64
            && (described & (G_GUINT64_CONSTANT (1) << reason)) == 0)
          {
            g_autofree char *sentence = rules->describe_reason (reason, detail);

            ARB_FUZZ_CHECK (sentence != NULL && sentence[0] != '\0'
                            && g_utf8_validate (sentence, -1, NULL),
                            "%s: reason %u has no valid sentence", rules->id, reason);
            described |= G_GUINT64_CONSTANT (1) << reason;
          }
      }
  ARB_FUZZ_CHECK (n_allowed == n_pairs, "%s: explain() allows %u pairs, the generator lists %u",
                  rules->id, n_allowed, n_pairs);
}

/* The game's history replays: from its start, every applied MOVE record is
 * a move explain() allows at its turn (the game had not ended before it:
 * only its last records may end it), by the side to move, of the piece the
 * record names, written as move_to_text() writes it; and the moves, made in
 * turn, reach the game's current position, byte for byte. */
ARB_FUZZ_ORACLE static inline void
arb_fuzz_check_history (ArbGame *game)
{
  const ArbRules *rules = arb_game_get_rules (game);
  g_autofree gpointer replay = g_memdup2 (arb_game_get_start_state (game), rules->state_size);
  g_autofree gpointer undo = g_malloc0 (rules->undo_size);
  guint n_records = arb_game_get_n_records (game);
  guint n_moves = 0;

  for (guint i = 0; i < n_records; i++)
    {
      const ArbRecord *record = arb_game_get_record (game, i);
      char text[ARB_MOVE_TEXT_MAX];
      guint detail = 0;
      guint8 piece = 0, captured = 0;

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
      n_moves++;
    }
  ARB_FUZZ_CHECK (n_moves == arb_game_get_ply (game), "%u moves applied, ply %u", n_moves,
                  arb_game_get_ply (game));
  ARB_FUZZ_CHECK (memcmp (replay, arb_game_get_state (game), rules->state_size) == 0,
                  "the position is not the start with the moves replayed");
}

/* Reads @text, which must hold exactly one game without an error, of the
 * game @rules: the reader picks the game by the tag the writer wrote. */
ARB_FUZZ_ORACLE static inline ArbPgnGame *
arb_fuzz_read_one_game (const char     *text,
                        const ArbRules *rules)
{
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (text, -1, NULL);
  g_autoptr(ArbPgnReader) reader = arb_pgn_reader_new (stream, "written.pgn");
  g_autoptr(GError) error = NULL;
  g_autoptr(ArbPgnGame) game = NULL;
  g_autoptr(ArbPgnGame) extra = NULL;

  game = arb_pgn_reader_next (reader, &error);
  ARB_FUZZ_CHECK (error == NULL, "reading back: %s", error->message);
  ARB_FUZZ_CHECK (game != NULL, "the written game reads back as no game:\n%s", text);
  ARB_FUZZ_CHECK (game->error == NULL, "the written game reads back with an error: %s\n%s",
                  game->error->message, text);
  ARB_FUZZ_CHECK (arb_game_get_rules (game->game) == rules,
                  "a game of %s written, a game of %s read back:\n%s", rules->id,
                  arb_game_get_rules (game->game)->id, text);
  extra = arb_pgn_reader_next (reader, &error);
  ARB_FUZZ_CHECK (error == NULL, "reading back: %s", error->message);
  ARB_FUZZ_CHECK (extra == NULL, "one game written, two read back:\n%s", text);
  return g_steal_pointer (&game);
}

/* @back has the same applied records as @game, field by field. */
ARB_FUZZ_ORACLE static inline void
arb_fuzz_check_same_records (ArbGame    *game,
                             ArbGame    *back,
                             const char *text)
{
  guint n = arb_game_get_n_records (game);

  ARB_FUZZ_CHECK (arb_game_get_n_records (back) == n,
                  "%u records written, %u read back:\n%s", n, arb_game_get_n_records (back),
                  text);
  for (guint i = 0; i < n; i++)
    {
      const ArbRecord *a = arb_game_get_record (game, i);
      const ArbRecord *b = arb_game_get_record (back, i);

      ARB_FUZZ_CHECK (a->type == b->type && a->side == b->side && a->reason == b->reason
                      && arb_move_equal (&a->move, &b->move) && a->cell == b->cell
                      && a->piece == b->piece && a->captured == b->captured
                      && strcmp (a->text, b->text) == 0,
                      "record %u (type %d, '%s') reads back as another (type %d, '%s'):\n%s", i,
                      (int) a->type, a->text, (int) b->type, b->text, text);
    }
}

/* What Arbiter writes as PGN, it must read back as the same game, of the
 * same rules: the same plies and records, final and start positions,
 * result and termination; and writing what it read gives the same text. */
ARB_FUZZ_ORACLE static inline void
arb_fuzz_check_pgn_round_trip (ArbGame *game)
{
  const ArbRules *rules = arb_game_get_rules (game);
  g_autofree char *text = arb_pgn_write_game (game);
  g_autoptr(ArbPgnGame) back = NULL;
  g_autofree char *again = NULL;
  g_autofree char *fen = arb_game_get_fen (game);
  g_autofree char *fen_back = NULL;
  g_autofree char *start = arb_rules_write_position (rules, arb_game_get_start_state (game));
  g_autofree char *start_back = NULL;

  ARB_FUZZ_CHECK (g_utf8_validate (text, -1, NULL), "written PGN is not valid UTF-8");
  back = arb_fuzz_read_one_game (text, rules);

  ARB_FUZZ_CHECK (arb_game_get_ply (back->game) == arb_game_get_ply (game),
                  "%u plies written, %u read back:\n%s", arb_game_get_ply (game),
                  arb_game_get_ply (back->game), text);
  fen_back = arb_game_get_fen (back->game);
  ARB_FUZZ_CHECK (strcmp (fen, fen_back) == 0, "final position %s written, %s read back:\n%s",
                  fen, fen_back, text);
  start_back = arb_rules_write_position (rules, arb_game_get_start_state (back->game));
  ARB_FUZZ_CHECK (strcmp (start, start_back) == 0, "start position %s written, %s read back",
                  start, start_back);
  ARB_FUZZ_CHECK (arb_game_get_result (back->game) == arb_game_get_result (game),
                  "result %s written, %s read back:\n%s",
                  arb_result_to_string (arb_game_get_result (game)),
                  arb_result_to_string (arb_game_get_result (back->game)), text);
  ARB_FUZZ_CHECK (arb_game_get_termination (back->game) == arb_game_get_termination (game),
                  "termination %d written, %d read back:\n%s",
                  arb_game_get_termination (game), arb_game_get_termination (back->game), text);
  arb_fuzz_check_same_records (game, back->game, text);

  again = arb_pgn_write_game (back->game);
  ARB_FUZZ_CHECK (strcmp (text, again) == 0, "written again differently:\n%s\n---\n%s",
                  text, again);
}

/* What `replay` prints of a game: the history as text, and its records as
 * JSON (`replay --json`). */
ARB_FUZZ_ORACLE static inline void
arb_fuzz_check_game_texts (ArbGame *game)
{
  const ArbRules *rules = arb_game_get_rules (game);
  g_autofree char *history = arb_game_history_to_text (game);
  g_autoptr(GString) json = g_string_new ("[");

  ARB_FUZZ_CHECK (g_utf8_validate (history, -1, NULL), "the history is not valid UTF-8");
  for (guint i = 0; i < arb_game_get_n_records (game); i++)
    {
      if (i > 0)
        g_string_append_c (json, ',');
      rules->record_json (arb_game_get_state (game), arb_game_get_record (game, i), json);
    }
  g_string_append_c (json, ']');
  ARB_FUZZ_CHECK (arb_fuzz_is_json (json->str, json->len), "%s: the records are not JSON: %s",
                  rules->id, json->str);
}

/* One game a PGN reader returned (fuzz-pgn, fuzz-pdn), numbered
 * @expected_number, of the game @rules when not NULL:
 * - it has an ArbGame; an error, if any, is an ARB_PGN_ERROR with a valid
 *   UTF-8 message; warnings and tag values are valid UTF-8;
 * - its current and start positions pass arb_fuzz_check_state() (chess:
 *   and arb_fuzz_check_position(), every field), each position once per
 *   process;
 * - its history replays through the table (arb_fuzz_check_history()); the
 *   history text is valid UTF-8 and the records' JSON is JSON;
 * - read without an error, it is written and read back as the same game
 *   (arb_fuzz_check_pgn_round_trip()). A game with an error is the game as
 *   replayed up to it, checked above like any other; writing it would only
 *   write again what the reader accepted, at the cost of a second reading. */
ARB_FUZZ_ORACLE static inline void
arb_fuzz_check_pgn_game (ArbPgnGame     *pgn,
                         guint           expected_number,
                         const ArbRules *rules)
{
  ArbGame *game = pgn->game;

  ARB_FUZZ_CHECK (pgn->number == expected_number, "game %u after game %u", pgn->number,
                  expected_number - 1);
  ARB_FUZZ_CHECK (ARB_IS_GAME (game), "a game without an ArbGame");
  if (rules != NULL)
    ARB_FUZZ_CHECK (arb_game_get_rules (game) == rules, "a game of %s, not %s",
                    arb_game_get_rules (game)->id, rules->id);
  rules = arb_game_get_rules (game);
  if (pgn->error != NULL)
    arb_fuzz_check_error (pgn->error, ARB_PGN_ERROR);
  for (guint i = 0; i < pgn->warnings->len; i++)
    ARB_FUZZ_CHECK (g_utf8_validate (g_ptr_array_index (pgn->warnings, i), -1, NULL),
                    "a warning is not valid UTF-8");
  for (guint i = 0; i < arb_game_get_n_tags (game); i++)
    {
      const char *name, *value;

      arb_game_get_nth_tag (game, i, &name, &value);
      ARB_FUZZ_CHECK (g_utf8_validate (value, -1, NULL), "tag %s is not valid UTF-8", name);
    }

  /* Each position once per process (arb_fuzz_seen_before()): most games
   * start from the same few. */
  for (int i = 0; i < 2; i++)
    {
      gconstpointer state = i == 0 ? arb_game_get_state (game) : arb_game_get_start_state (game);

      if (arb_fuzz_seen_before (rules, state, ARB_FUZZ_SEEN_STATE))
        continue;
      arb_fuzz_check_state (rules, state);
      if (rules == &arb_chess_rules)
        arb_fuzz_check_position (state);
    }
  arb_fuzz_check_history (game);
  arb_fuzz_check_game_texts (game);

  if (pgn->error == NULL)
    arb_fuzz_check_pgn_round_trip (game);
}

G_END_DECLS
