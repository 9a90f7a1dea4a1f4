/* arb-pgn-lexer.c — the bytes and tokens of Portable Game Notation (spec §9)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the lexer does, and what it leaves to its caller:
 *
 * - It streams: the input is read through one fixed-size buffer
 *   (READ_BUFFER_SIZE), never whole. Comments are skipped without being
 *   stored (only the first ARB_PGN_COMMENT_KEEP bytes of the last one), so
 *   a 2 MB comment costs no memory. Tokens are kept up to
 *   ARB_PGN_TOKEN_MAX bytes; what is longer is marked, not stored.
 * - Every token carries its line and column, both 1-based; the column
 *   counts bytes. A UTF-8 byte order mark at the very start is skipped and
 *   takes no column. "\r\n" line endings are read as "\n" (the '\r' is
 *   white space).
 * - It knows PGN's syntax — tag pairs, move numbers, symbols, results,
 *   NAGs, annotations, the two kinds of comment, '%' escape lines, the
 *   parentheses of variations — and nothing of games: what a symbol means,
 *   which tags a game has and how deep variations go are the caller's
 *   (arb-pgn-reader.c), so that other formats built on PGN's syntax can
 *   read through it too.
 */

#include "arb-pgn-private.h"

#include <glib/gi18n-lib.h>

#include <string.h>

/* The size of the one buffer the input is read through. */
#define READ_BUFFER_SIZE (64 * 1024)

/* What peek_byte() returns at the end of the input (or after an I/O error). */
#define END_OF_INPUT (-1)

/* ------------------------------------------------------------ statics */

/* Sets @tok to an error of @code at @line:@column. */
static void
token_set_error (ArbPgnToken *tok,
                 guint        line,
                 guint        column,
                 ArbPgnError  code,
                 char        *message)
{
  _arb_pgn_token_clear (tok);
  tok->type = ARB_PGN_TOKEN_ERROR;
  tok->line = line;
  tok->column = column;
  tok->code = code;
  tok->message = message;
}

/* "'<'" for a printable ASCII character, "byte 0xc3" for anything else. */
static char *
describe_byte (int c)
{
  if (c >= 0x20 && c < 0x7f)
    return g_strdup_printf ("'%c'", c);
  return g_strdup_printf (_("byte 0x%02x"), (guint) c);
}

/* ------------------------------------------------- reading the input */

/* Moves the unread bytes to the front of the buffer and reads more after
 * them. Returns FALSE at the end of the input, after an I/O error (kept in
 * io_error), or when nothing could be added. */
static gboolean
fill_buffer (ArbPgnLexer *self)
{
  gssize n;

  if (self->eof || self->io_error != NULL)
    return FALSE;

  if (self->pos > 0)
    {
      memmove (self->buf, self->buf + self->pos, self->len - self->pos);
      self->len -= self->pos;
      self->pos = 0;
    }
  if (self->len == READ_BUFFER_SIZE)
    return FALSE;

  n = g_input_stream_read (self->stream, self->buf + self->len,
                           READ_BUFFER_SIZE - self->len, NULL, &self->io_error);
  if (n < 0)
    return FALSE;
  if (n == 0)
    {
      self->eof = TRUE;
      return FALSE;
    }
  self->len += (gsize) n;
  return TRUE;
}

/* The next byte, not consumed, or END_OF_INPUT. */
static inline int
peek_byte (ArbPgnLexer *self)
{
  if (self->pos >= self->len && !fill_buffer (self))
    return END_OF_INPUT;
  return self->buf[self->pos];
}

/* Consumes the byte peek_byte() returned, keeping line and column. */
static inline void
advance (ArbPgnLexer *self)
{
  if (self->buf[self->pos++] == '\n')
    {
      self->line++;
      self->column = 1;
    }
  else
    self->column++;
}

/* Skips a UTF-8 byte order mark at the start of the input: editors on
 * Windows write one. It takes no column. */
static void
skip_bom (ArbPgnLexer *self)
{
  self->bom_checked = TRUE;
  while (self->len - self->pos < 3 && fill_buffer (self))
    ;
  if (self->len - self->pos >= 3 &&
      self->buf[self->pos] == 0xef &&
      self->buf[self->pos + 1] == 0xbb &&
      self->buf[self->pos + 2] == 0xbf)
    self->pos += 3;
}

/* Consumes everything up to the end of the line, not the '\n' itself. */
static void
skip_to_end_of_line (ArbPgnLexer *self)
{
  int c;

  while ((c = peek_byte (self)) != END_OF_INPUT && c != '\n')
    advance (self);
}

/* Spaces and tabs, inside a tag pair. */
static void
skip_blanks (ArbPgnLexer *self)
{
  int c;

  while ((c = peek_byte (self)) == ' ' || c == '\t')
    advance (self);
}

/* --------------------------------------------------------- the lexer */

/* What each byte is to the lexer, looked up once per byte read: a
 * database of games is read a byte at a time. */
enum
{
  BYTE_SYMBOL = 1 << 0,
  BYTE_SPACE = 1 << 1,
  BYTE_STRAY = 1 << 2,
};

static guint8 byte_classes[256];

/* Characters of a PGN symbol (a move, a move number, a result), plus the
 * '!' and '?' of annotations written right after a move ("e4!?"). White
 * space. And a byte with no place in PGN: not white space, not a symbol
 * character and none of the characters of PGN's own syntax (tags,
 * variations, comments, NAGs, the '*' result, the '.' of move numbers, and
 * the '<' '>' the PGN standard reserves); where a move may stand, it is
 * read with the rest of its token as a move that cannot be read. */
static void
init_byte_classes (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;
  for (int c = 0; c < 256; c++)
    {
      guint8 class = 0;

      if ((c < 0x80 && g_ascii_isalnum (c)) || (c != '\0' && strchr ("_+#=:-/!?", c) != NULL))
        class = BYTE_SYMBOL;
      else if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f')
        class = BYTE_SPACE;
      else if (c == '\0' || c >= 0x80 || strchr ("[](){};$*.<>", c) == NULL)
        class = BYTE_STRAY;
      byte_classes[c] = class;
    }
  g_once_init_leave (&done, 1);
}

static inline gboolean
is_symbol_char (int c)
{
  return c >= 0 && (byte_classes[c] & BYTE_SYMBOL) != 0;
}

static inline gboolean
is_space (int c)
{
  return c >= 0 && (byte_classes[c] & BYTE_SPACE) != 0;
}

static inline gboolean
is_stray_byte (int c)
{
  return c >= 0 && (byte_classes[c] & BYTE_STRAY) != 0;
}

/* Reads the `[%clk …]` commands of a comment a byte @c at a time:
 * @state counts the bytes of "[%clk" matched, then is CLK_VALUE inside
 * the value, whose bytes go to clk[] up to the ']'. */
#define CLK_COMMAND "[%clk"
#define CLK_VALUE   ((gsize) sizeof CLK_COMMAND)

static void
scan_clk (ArbPgnLexer *self,
          int          c,
          gsize       *state,
          gsize       *kept,
          guint        line,
          guint        column)
{
  if (*state == CLK_VALUE)
    {
      if (c == ']')
        {
          self->clk[*kept] = '\0';
          g_strstrip (self->clk);
          self->have_clk = TRUE;
          self->clk_line = line;
          self->clk_column = column;
          *state = 0;
        }
      else if (*kept < ARB_PGN_CLK_KEEP)
        self->clk[(*kept)++] = (char) c;
      return;
    }
  if (*state == CLK_VALUE - 1 && is_space (c))
    {
      *state = CLK_VALUE;
      *kept = 0;
      return;
    }
  if (*state < CLK_VALUE - 1 && c == CLK_COMMAND[*state])
    (*state)++;
  else
    *state = c == '[' ? 1 : 0;
}

/* Skips a `{...}` comment, keeping its first bytes in comment[] and the
 * value of its last `[%clk …]` in clk[]. Returns FALSE, with @tok set to
 * the error, when the input ends inside it. */
static gboolean
skip_brace_comment (ArbPgnLexer *self,
                    ArbPgnToken *tok)
{
  guint line = self->line;
  guint column = self->column;
  gsize kept = 0;
  gsize clk_state = 0;
  gsize clk_kept = 0;
  int c;

  advance (self);
  for (;;)
    {
      c = peek_byte (self);
      if (c == END_OF_INPUT)
        {
          token_set_error (tok, line, column, ARB_PGN_ERROR_SYNTAX,
                           g_strdup (_("unterminated comment")));
          return FALSE;
        }
      advance (self);
      if (c == '}')
        break;
      if (kept < ARB_PGN_COMMENT_KEEP)
        self->comment[kept++] = (char) c;
      scan_clk (self, c, &clk_state, &clk_kept, line, column);
    }

  self->comment[kept] = '\0';
  self->have_comment = TRUE;
  return TRUE;
}

/* Whether a '.' next continues an en-passant mark that the symbol read
 * so far has begun ("exd6 e.p.", "exd6e.p."): the mark's dots are not
 * move-number dots. */
static gboolean
continues_en_passant_mark (const ArbPgnLexer *self)
{
  const char *t = self->text;
  gsize n = self->text_len;

  return (n >= 1 && t[n - 1] == 'e' && (n == 1 || g_ascii_isdigit (t[n - 2])))
         || (n >= 3 && t[n - 3] == 'e' && t[n - 2] == '.' && t[n - 1] == 'p'
             && (n == 3 || g_ascii_isdigit (t[n - 4])));
}

/* The length of an en-passant mark ending text[] ("e.p.", "e.p", and
 * "ep" on its own or after the square), 0 for none. */
static gsize
en_passant_mark_length (const ArbPgnLexer *self)
{
  const char *t = self->text;
  gsize n = self->text_len;

  if (n >= 4 && memcmp (t + n - 4, "e.p.", 4) == 0)
    return 4;
  if (n >= 3 && memcmp (t + n - 3, "e.p", 3) == 0 && (n == 3 || g_ascii_isdigit (t[n - 4])))
    return 3;
  if (n == 2 && memcmp (t, "ep", 2) == 0)
    return 2;
  return 0;
}

/* Reads a symbol starting at the current byte into text[], and says what
 * kind of token it is. A stray byte in it, or right after it, makes the
 * whole token a move that cannot be read; one longer than ARB_PGN_TOKEN_MAX
 * is a move too. */

static void
lex_symbol (ArbPgnLexer *self,
            ArbPgnToken *tok)
{
  gboolean all_digits = TRUE;
  int c;

  self->text_len = 0;
  self->text_unreadable = FALSE;
  self->text_too_long = FALSE;
  while (is_symbol_char (c = peek_byte (self)) || is_stray_byte (c)
         || (c == '.' && continues_en_passant_mark (self)))
    {
      if (self->text_len < ARB_PGN_TOKEN_MAX)
        self->text[self->text_len++] = (char) c;
      else
        self->text_too_long = TRUE;
      if (!g_ascii_isdigit (c))
        all_digits = FALSE;
      if (is_stray_byte (c))
        self->text_unreadable = TRUE;
      advance (self);
    }
  self->text[self->text_len] = '\0';

  if (self->text_unreadable || self->text_too_long)
    {
      tok->type = ARB_PGN_TOKEN_SYMBOL;
      return;
    }

  /* The en-passant mark says nothing the move does not: dropped, and a
   * mark on its own is an annotation. */
  if (en_passant_mark_length (self) > 0)
    {
      self->text_len -= en_passant_mark_length (self);
      self->text[self->text_len] = '\0';
      if (self->text_len == 0)
        {
          tok->type = ARB_PGN_TOKEN_ANNOTATION;
          return;
        }
    }

  if (all_digits)
    {
      /* A move number: "12", "12." or "12...". Whether it had a dot tells
       * a game whose moves are numbers (Congkak's pits) a move from it. */
      self->number_dotted = peek_byte (self) == '.';
      while (peek_byte (self) == '.')
        advance (self);
      tok->type = ARB_PGN_TOKEN_MOVE_NUMBER;
    }
  else if (arb_result_from_string (self->text) != ARB_RESULT_NONE)
    tok->type = ARB_PGN_TOKEN_RESULT;
  else
    tok->type = ARB_PGN_TOKEN_SYMBOL;
}

/* ------------------------------------------------ the lexer's API */

/**
 * _arb_pgn_lexer_init:
 * @self: (out caller-allocates): the lexer to set up
 * @stream: (transfer none): the input; the lexer keeps a reference
 *
 * Prepares @self to read @stream from its first byte, at line 1, column 1.
 */
void
_arb_pgn_lexer_init (ArbPgnLexer  *self,
                     GInputStream *stream)
{
  init_byte_classes ();
  memset (self, 0, sizeof *self);
  self->stream = g_object_ref (stream);
  self->buf = g_malloc (READ_BUFFER_SIZE);
  self->line = 1;
  self->column = 1;
}

/**
 * _arb_pgn_lexer_clear:
 * @self: a lexer
 *
 * Frees what @self holds and drops its reference on the stream (which is
 * not closed).
 */
void
_arb_pgn_lexer_clear (ArbPgnLexer *self)
{
  g_clear_object (&self->stream);
  g_clear_pointer (&self->buf, g_free);
  g_clear_error (&self->io_error);
}

/**
 * _arb_pgn_token_clear:
 * @tok: a token
 *
 * Frees the message of an %ARB_PGN_TOKEN_ERROR.
 */
void
_arb_pgn_token_clear (ArbPgnToken *tok)
{
  g_clear_pointer (&tok->message, g_free);
}

/* Skips white space, comments and escape lines up to the next token, whose
 * position goes to @tok. FALSE when that already made @tok: the end of the
 * input, or an unterminated comment. */
static gboolean
skip_to_token (ArbPgnLexer *self,
               ArbPgnToken *tok)
{
  for (;;)
    {
      int c = peek_byte (self);

      tok->line = self->line;
      tok->column = self->column;

      if (c == END_OF_INPUT)
        {
          tok->type = ARB_PGN_TOKEN_EOF;
          return FALSE;
        }
      if (is_space (c))
        {
          advance (self);
          continue;
        }
      /* An escape line ('%' in the first column) or a ';' comment: up to
       * the end of the line. */
      if ((c == '%' && self->column == 1) || c == ';')
        {
          skip_to_end_of_line (self);
          continue;
        }
      if (c == '{')
        {
          if (!skip_brace_comment (self, tok))
            return FALSE;
          continue;
        }
      return TRUE;
    }
}

/* The tokens that start with punctuation: '[' (not consumed), '(', ')',
 * the result '*', a NAG, an annotation. FALSE when the next byte starts
 * none of them. */
static gboolean
lex_punctuation (ArbPgnLexer *self,
                 ArbPgnToken *tok)
{
  switch (peek_byte (self))
    {
    case '[':
      tok->type = ARB_PGN_TOKEN_TAG_OPEN;
      return TRUE;

    case '(':
      advance (self);
      tok->type = ARB_PGN_TOKEN_OPEN_PAREN;
      return TRUE;

    case ')':
      advance (self);
      tok->type = ARB_PGN_TOKEN_CLOSE_PAREN;
      return TRUE;

    case '*':
      advance (self);
      strcpy (self->text, "*");
      self->text_len = 1;
      tok->type = ARB_PGN_TOKEN_RESULT;
      return TRUE;

    case '$':
      advance (self);
      if (!g_ascii_isdigit (peek_byte (self)))
        {
          token_set_error (tok, tok->line, tok->column, ARB_PGN_ERROR_SYNTAX,
                           g_strdup (_("'$' without a number")));
          return TRUE;
        }
      while (g_ascii_isdigit (peek_byte (self)))
        advance (self);
      tok->type = ARB_PGN_TOKEN_NAG;
      return TRUE;

    case '!':
    case '?':
    case '.':
      /* An annotation written apart from its move, or the dots of a move
       * number written apart from it ("12 ..."): nothing to play. */
      {
        int c;

        while ((c = peek_byte (self)) == '!' || c == '?' || c == '.')
          advance (self);
      }
      tok->type = ARB_PGN_TOKEN_ANNOTATION;
      return TRUE;

    default:
      return FALSE;
    }
}

/**
 * _arb_pgn_lexer_next:
 * @self: a lexer
 * @tok: (inout): the token to fill; what it held is cleared
 *
 * Reads the next token into @tok, skipping a byte order mark at the start,
 * white space, comments and escape lines. A '[' is reported as
 * %ARB_PGN_TOKEN_TAG_OPEN and left unread, for _arb_pgn_lexer_read_tag().
 * Every other token consumes at least one byte, so the caller always makes
 * progress. At the end of the input, and after an I/O error (then
 * @self->io_error is set), the token is %ARB_PGN_TOKEN_EOF.
 */
void
_arb_pgn_lexer_next (ArbPgnLexer *self,
                     ArbPgnToken *tok)
{
  _arb_pgn_token_clear (tok);
  self->have_comment = FALSE;
  self->have_clk = FALSE;
  if (!self->bom_checked)
    skip_bom (self);

  if (!skip_to_token (self, tok) || lex_punctuation (self, tok))
    return;

  if (is_symbol_char (peek_byte (self)) || is_stray_byte (peek_byte (self)))
    {
      lex_symbol (self, tok);
      return;
    }

  /* ']', '}', '<' or '>' out of place. */
  {
    int c = peek_byte (self);
    g_autofree char *what = describe_byte (c);

    advance (self);
    token_set_error (tok, tok->line, tok->column, ARB_PGN_ERROR_SYNTAX,
                     g_strdup_printf (_("unexpected %s"), what));
  }
}

/**
 * _arb_pgn_lexer_read_tag:
 * @self: a lexer whose last token was %ARB_PGN_TOKEN_TAG_OPEN
 * @name: where the tag name is appended
 * @value: where the tag value is appended
 * @tok: (inout): where an error goes
 *
 * Reads a tag pair `[Name "value"]` whose '[' is the next byte. The name is
 * letters, digits and '_'; the value knows the escapes `\"` and `\\` and
 * ends on the same line.
 *
 * Returns: %TRUE with @name and @value holding the pair (the value as
 *   written, escapes resolved, not yet made valid UTF-8); %FALSE with @tok
 *   holding the error, and after a syntax error the rest of the line
 *   skipped.
 */
gboolean
_arb_pgn_lexer_read_tag (ArbPgnLexer *self,
                         GString     *name,
                         GString     *value,
                         ArbPgnToken *tok)
{
  guint tag_line = self->line;
  guint tag_column = self->column;
  guint quote_line;
  guint quote_column;
  gboolean too_long = FALSE;
  int c;

  advance (self);
  skip_blanks (self);

  while ((c = peek_byte (self)) != END_OF_INPUT &&
         c < 0x80 && (g_ascii_isalnum (c) || c == '_'))
    {
      if (name->len < ARB_PGN_TOKEN_MAX)
        g_string_append_c (name, (char) c);
      else
        too_long = TRUE;
      advance (self);
    }
  if (name->len == 0)
    {
      token_set_error (tok, self->line, self->column, ARB_PGN_ERROR_SYNTAX,
                       g_strdup (_("expected a tag name after '['")));
      goto syntax_error;
    }

  skip_blanks (self);
  if (peek_byte (self) != '"')
    {
      token_set_error (tok, self->line, self->column, ARB_PGN_ERROR_SYNTAX,
                       g_strdup_printf (_("expected '\"' after the tag name %s"),
                                        name->str));
      goto syntax_error;
    }
  quote_line = self->line;
  quote_column = self->column;
  advance (self);

  for (;;)
    {
      c = peek_byte (self);
      if (c == END_OF_INPUT || c == '\n')
        {
          token_set_error (tok, quote_line, quote_column, ARB_PGN_ERROR_SYNTAX,
                           g_strdup_printf (_("unterminated value of the tag %s"),
                                            name->str));
          goto syntax_error;
        }
      advance (self);
      if (c == '"')
        break;
      if (c == '\\')
        {
          int next = peek_byte (self);

          /* The two escapes of the PGN standard; any other backslash is
           * an ordinary character. */
          if (next == '"' || next == '\\')
            {
              advance (self);
              c = next;
            }
        }
      if (value->len < ARB_PGN_TOKEN_MAX)
        g_string_append_c (value, (char) c);
      else
        too_long = TRUE;
    }

  skip_blanks (self);
  if (peek_byte (self) != ']')
    {
      token_set_error (tok, self->line, self->column, ARB_PGN_ERROR_SYNTAX,
                       g_strdup_printf (_("expected ']' after the value of the tag %s"),
                                        name->str));
      goto syntax_error;
    }
  advance (self);

  if (too_long)
    {
      token_set_error (tok, tag_line, tag_column, ARB_PGN_ERROR_TOO_LARGE,
                       g_strdup_printf (_("a tag name or value longer than %d bytes"),
                                        ARB_PGN_TOKEN_MAX));
      return FALSE;
    }
  return TRUE;

syntax_error:
  skip_to_end_of_line (self);
  return FALSE;
}
