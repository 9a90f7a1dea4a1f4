/* arb-text.c — outside text made safe to quote in a message
 *
 * Every text that comes from outside (a move typed, a position, a tag
 * value, a command-line value) and is quoted back in a message goes
 * through arb_text_quote(), so that a message is always short, valid UTF-8
 * and harmless to print on a terminal.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-text.h"

/* ------------------------------------------------------------ statics */

/* U+2026 HORIZONTAL ELLIPSIS, after a text cut short. */
#define ELLIPSIS "\xe2\x80\xa6"

/* U+FFFD REPLACEMENT CHARACTER, for a byte that is not UTF-8. */
#define REPLACEMENT "\xef\xbf\xbd"

static void
append_escaped (GString    *out,
                const char *p,
                const char *next)
{
  for (; p < next; p++)
    g_string_append_printf (out, "\\x%02x", (guint) (guchar) *p);
}

/* Both escapers: @bytes_as_hex writes a byte that is not UTF-8 as \xNN
 * instead of U+FFFD. */
static char *
escape (const char *text,
        gssize      len,
        guint       max_chars,
        gboolean    bytes_as_hex)
{
  GString *out;
  const char *p = text;
  const char *end;
  guint n_chars = 0;

  g_return_val_if_fail (text != NULL || len == 0, NULL);

  if (text == NULL)
    return g_strdup ("");
  end = len >= 0 ? text + len : NULL;
  out = g_string_sized_new (max_chars != 0 ? max_chars + 8 : 64);
  while (end != NULL ? p < end : *p != '\0')
    {
      guchar byte = (guchar) *p;
      gssize avail = end != NULL ? end - p : -1;
      gunichar c;
      const char *next;

      if (n_chars == max_chars && max_chars != 0)
        {
          g_string_append (out, ELLIPSIS);
          break;
        }
      n_chars++;

      if (byte < 0x20 || byte == 0x7f)
        {
          append_escaped (out, p, p + 1);
          p++;
          continue;
        }
      if (byte < 0x80)
        {
          g_string_append_c (out, (char) byte);
          p++;
          continue;
        }

      c = g_utf8_get_char_validated (p, avail);
      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          if (bytes_as_hex)
            append_escaped (out, p, p + 1);
          else
            g_string_append (out, REPLACEMENT);
          p++;
          continue;
        }
      next = g_utf8_next_char (p);
      /* C1 controls (U+0080 to U+009F) act on a terminal too. */
      if (g_unichar_iscntrl (c))
        append_escaped (out, p, next);
      else
        g_string_append_len (out, p, next - p);
      p = next;
    }

  return g_string_free (out, FALSE);
}

/* -------------------------------------------------------- public API */

/**
 * arb_text_escape:
 * @text: the text to show (need not be UTF-8, nor end with a NUL byte
 *   when @len is given)
 * @len: the length of @text in bytes, or -1 when it ends with a NUL byte
 * @max_chars: the most characters shown, or 0 for all of them
 *
 * Makes outside text safe to put in a message and to print on a terminal:
 * control characters (C0, DEL and C1, NUL bytes, line breaks and an escape
 * sequence's ESC included) are written `\xNN`, byte by byte; each byte that
 * is not UTF-8 becomes U+FFFD; and at most @max_chars characters are shown,
 * a longer text ending with "…". Only the bytes shown are read (and the one
 * after them), so a 10 MB text costs as little as a short one.
 *
 * Returns: (transfer full): the text to show, valid UTF-8; free it with
 *   g_free().
 */
char *
arb_text_escape (const char *text,
                 gssize      len,
                 guint       max_chars)
{
  return escape (text, len, max_chars, FALSE);
}

/**
 * arb_text_escape_bytes:
 * @text: what a program sent (need not be UTF-8, nor end with a NUL byte
 *   when @len is given)
 * @len: the length of @text in bytes, or -1 when it ends with a NUL byte
 * @max_chars: the most characters shown, or 0 for all of them
 *
 * arb_text_escape(), but a byte that is not UTF-8 is written `\xNN` too,
 * not replaced: what an engine's author needs to see of the bytes it sent.
 *
 * Returns: (transfer full): the text to show, valid UTF-8; free it with
 *   g_free().
 */
char *
arb_text_escape_bytes (const char *text,
                       gssize      len,
                       guint       max_chars)
{
  return escape (text, len, max_chars, TRUE);
}

/**
 * arb_text_quote:
 * @text: the text to quote (need not be UTF-8, nor end with a NUL byte
 *   when @len is given)
 * @len: the length of @text in bytes, or -1 when it ends with a NUL byte
 *
 * arb_text_escape() with at most %ARB_TEXT_QUOTE_MAX characters: what a
 * message quotes of a move, a position, a tag value or an option value.
 *
 * Returns: (transfer full): the text to show, valid UTF-8; free it with
 *   g_free().
 */
char *
arb_text_quote (const char *text,
                gssize      len)
{
  return arb_text_escape (text, len, ARB_TEXT_QUOTE_MAX);
}
