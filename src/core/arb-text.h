/* arb-text.h — outside text made safe to quote in a message
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * ARB_TEXT_QUOTE_MAX:
 *
 * The most characters of a text arb_text_quote() shows; a longer text is
 * cut there and ends with "…".
 */
#define ARB_TEXT_QUOTE_MAX 64

char *arb_text_escape (const char *text,
                       gssize      len,
                       guint       max_chars);
char *arb_text_escape_bytes (const char *text,
                             gssize      len,
                             guint       max_chars);
char *arb_text_quote  (const char *text,
                       gssize      len);

G_END_DECLS
