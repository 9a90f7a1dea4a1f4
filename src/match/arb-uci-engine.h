/* arb-uci-engine.h — an external UCI or UGI engine, as the match referee drives it
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define ARB_UCI_ERROR (arb_uci_error_quark ())
GQuark arb_uci_error_quark (void);

/**
 * ArbUciError:
 * @ARB_UCI_ERROR_START: the program could not be started
 * @ARB_UCI_ERROR_EXITED: the engine exited or closed its output
 * @ARB_UCI_ERROR_TIMEOUT: no answer in the time allowed
 * @ARB_UCI_ERROR_PROTOCOL: a line that is no UCI: not UTF-8 text, or
 *   longer than 64 KiB
 * @ARB_UCI_ERROR_OPTION: the engine does not declare an option the game
 *   needs (a rule parameter set to other than its default)
 *
 * What can go wrong with an engine's process, as opposed to the moves it
 * sends.
 */
typedef enum
{
  ARB_UCI_ERROR_START,
  ARB_UCI_ERROR_EXITED,
  ARB_UCI_ERROR_TIMEOUT,
  ARB_UCI_ERROR_PROTOCOL,
  ARB_UCI_ERROR_OPTION,
} ArbUciError;

typedef struct _ArbUciEngine ArbUciEngine;

ArbUciEngine *arb_uci_engine_start_in  (const char   *command_line,
                                        const char   *dir,
                                        GError      **error);
ArbUciEngine *arb_uci_engine_start     (const char   *command_line,
                                        GError      **error);
gboolean      arb_uci_engine_send      (ArbUciEngine *self,
                                        const char   *line,
                                        GError      **error);
char         *arb_uci_engine_read_line (ArbUciEngine *self,
                                        gint64        deadline,
                                        GError      **error);
gboolean      arb_uci_engine_wait_for  (ArbUciEngine *self,
                                        const char   *word,
                                        gint64        deadline,
                                        char        **line,
                                        GError      **error);
const char   *arb_uci_engine_get_name  (ArbUciEngine *self);
gboolean      arb_uci_engine_has_option (ArbUciEngine *self,
                                         const char   *name);
void          arb_uci_engine_stop      (ArbUciEngine *self);
void          arb_uci_engine_free      (ArbUciEngine *self);
void          arb_uci_engine_kill_all  (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArbUciEngine, arb_uci_engine_free)

G_END_DECLS
