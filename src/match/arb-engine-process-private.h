/* arb-engine-process-private.h — the engines' processes, for
 * arb-uci-engine.c (arb-engine-process.c)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sys/types.h>

G_BEGIN_DECLS

void     _arb_engine_child_setup      (gpointer data);
void     _arb_engine_lock_spawn       (void);
void     _arb_engine_unlock_spawn     (void);
int      _arb_engine_register_group   (pid_t group);
void     _arb_engine_unregister_group (int slot);
gboolean _arb_engine_reap_group       (pid_t group);
void     _arb_engine_end_orphans      (void);

G_END_DECLS
