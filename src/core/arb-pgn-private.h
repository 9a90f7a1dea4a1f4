/* arb-pgn-private.h — what the PGN lexer and the game reader share, and nobody else
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-pgn.h"

G_BEGIN_DECLS

/* The longest tag name, tag value or move token kept. Real ones are a few
 * dozen bytes; anything this long is not a game. */
#define ARB_PGN_TOKEN_MAX 4096

/* How much of a comment is kept: enough to recognise the comments that
 * arb_pgn_write_game() writes before a result. */
#define ARB_PGN_COMMENT_KEEP 64

/* How much of a `[%clk …]` value is kept: more than any valid one. */
#define ARB_PGN_CLK_KEEP 32

/* ------------------------------------------------------------- tokens */

typedef enum
{
  ARB_PGN_TOKEN_EOF,
  ARB_PGN_TOKEN_TAG_OPEN,     /* a '[', not consumed: the caller decides */
  ARB_PGN_TOKEN_OPEN_PAREN,
  ARB_PGN_TOKEN_CLOSE_PAREN,
  ARB_PGN_TOKEN_MOVE_NUMBER,  /* "12", "12.", "12..." */
  ARB_PGN_TOKEN_SYMBOL,       /* a move, in text (see text_unreadable, text_too_long) */
  ARB_PGN_TOKEN_RESULT,       /* "1-0", "0-1", "1/2-1/2", "*" */
  ARB_PGN_TOKEN_NAG,          /* "$12" */
  ARB_PGN_TOKEN_ANNOTATION,   /* "!", "?!", a stray "." */
  ARB_PGN_TOKEN_ERROR,        /* see ArbPgnToken.code and ArbPgnToken.message */
} ArbPgnTokenType;

typedef struct
{
  ArbPgnTokenType type;
  guint           line;
  guint           column;
  /* ARB_PGN_TOKEN_ERROR: the ArbPgnError code and what went wrong (owned
   * by the token, see _arb_pgn_token_clear()). */
  ArbPgnError     code;
  char           *message;
} ArbPgnToken;

/* ---------------------------------------------------------- the lexer */

/* What the lexer knows of its input. Its owner reads io_error, the
 * position, text and comment; only arb-pgn-lexer.c writes any field. */
typedef struct
{
  GInputStream *stream;

  /* The read buffer: bytes [pos, len) are not consumed yet. */
  guchar       *buf;
  gsize         pos;
  gsize         len;
  gboolean      eof;
  gboolean      bom_checked;
  GError       *io_error;

  /* Where buf[pos] stands in the input. */
  guint         line;
  guint         column;

  /* The text of the last ARB_PGN_TOKEN_SYMBOL, _MOVE_NUMBER or _RESULT: its
   * first ARB_PGN_TOKEN_MAX bytes, which may include NUL bytes. A symbol is
   * unreadable when it has a byte that no move has, too long when it did
   * not fit. */
  char          text[ARB_PGN_TOKEN_MAX + 1];
  gsize         text_len;
  gboolean      text_unreadable;
  gboolean      text_too_long;
  /* The last ARB_PGN_TOKEN_MOVE_NUMBER ended with a '.' ("12.", not "12"). */
  gboolean      number_dotted;

  /* The start of the last `{...}` comment skipped by the current
   * _arb_pgn_lexer_next() call, or none. */
  char          comment[ARB_PGN_COMMENT_KEEP + 1];
  gboolean      have_comment;

  /* The value of the last `[%clk …]` command in those comments (its
   * first ARB_PGN_CLK_KEEP bytes, spaces around it dropped), or none;
   * where its comment began. */
  char          clk[ARB_PGN_CLK_KEEP + 1];
  gboolean      have_clk;
  guint         clk_line;
  guint         clk_column;
} ArbPgnLexer;

void     _arb_pgn_lexer_init     (ArbPgnLexer *self, GInputStream *stream);
void     _arb_pgn_lexer_clear    (ArbPgnLexer *self);
void     _arb_pgn_lexer_next     (ArbPgnLexer *self, ArbPgnToken *tok);
gboolean _arb_pgn_lexer_read_tag (ArbPgnLexer *self, GString *name, GString *value,
                                  ArbPgnToken *tok);
void     _arb_pgn_token_clear    (ArbPgnToken *tok);

G_END_DECLS
