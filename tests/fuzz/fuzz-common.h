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
 * the time, and its loops add no meaningless "features" to the corpus. */
#define ARB_FUZZ_ORACLE __attribute__ ((no_sanitize ("coverage")))

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

/* Every field, the derived ones included (arb_position_equal() compares
 * the placement, the turn, the clocks and the hash only). */
ARB_FUZZ_ORACLE static inline gboolean
arb_fuzz_same_position (const ArbPosition *a,
                        const ArbPosition *b)
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
arb_fuzz_check_position (const ArbPosition *pos)
{
  const char *why = NULL;
  char fen[ARB_FEN_MAX];
  char again[ARB_FEN_MAX];
  ArbPosition parsed;
  g_autoptr(GError) error = NULL;

  ARB_FUZZ_CHECK (arb_position_is_valid (pos, &why), "invalid position: %s", why);

  arb_fen_write_buf (pos, fen);
  ARB_FUZZ_CHECK (strlen (fen) < ARB_FEN_MAX, "FEN too long");
  ARB_FUZZ_CHECK (arb_fen_parse (fen, &parsed, &error),
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

/* Reads @text, which must hold exactly one game without an error. */
static inline ArbPgnGame *
arb_fuzz_read_one_game (const char *text)
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
  extra = arb_pgn_reader_next (reader, &error);
  ARB_FUZZ_CHECK (error == NULL, "reading back: %s", error->message);
  ARB_FUZZ_CHECK (extra == NULL, "one game written, two read back:\n%s", text);
  return g_steal_pointer (&game);
}

/* What Arbiter writes as PGN, it must read back as the same game: the
 * same plies, final and start positions, result and termination; and
 * writing what it read gives the same text. */
static inline void
arb_fuzz_check_pgn_round_trip (ArbGame *game)
{
  g_autofree char *text = arb_pgn_write_game (game);
  g_autoptr(ArbPgnGame) back = NULL;
  g_autofree char *again = NULL;
  g_autofree char *fen = arb_game_get_fen (game);
  g_autofree char *fen_back = NULL;
  g_autofree char *start = arb_fen_write (arb_game_get_start_position (game));
  g_autofree char *start_back = NULL;

  ARB_FUZZ_CHECK (g_utf8_validate (text, -1, NULL), "written PGN is not valid UTF-8");
  back = arb_fuzz_read_one_game (text);

  ARB_FUZZ_CHECK (arb_game_get_ply (back->game) == arb_game_get_ply (game),
                  "%u plies written, %u read back:\n%s", arb_game_get_ply (game),
                  arb_game_get_ply (back->game), text);
  fen_back = arb_game_get_fen (back->game);
  ARB_FUZZ_CHECK (strcmp (fen, fen_back) == 0, "final FEN %s written, %s read back:\n%s",
                  fen, fen_back, text);
  start_back = arb_fen_write (arb_game_get_start_position (back->game));
  ARB_FUZZ_CHECK (strcmp (start, start_back) == 0, "start FEN %s written, %s read back",
                  start, start_back);
  ARB_FUZZ_CHECK (arb_game_get_result (back->game) == arb_game_get_result (game),
                  "result %s written, %s read back:\n%s",
                  arb_result_to_string (arb_game_get_result (game)),
                  arb_result_to_string (arb_game_get_result (back->game)), text);
  ARB_FUZZ_CHECK (arb_game_get_termination (back->game) == arb_game_get_termination (game),
                  "termination %d written, %d read back:\n%s",
                  arb_game_get_termination (game), arb_game_get_termination (back->game), text);

  again = arb_pgn_write_game (back->game);
  ARB_FUZZ_CHECK (strcmp (text, again) == 0, "written again differently:\n%s\n---\n%s",
                  text, again);
}

G_END_DECLS
