/* arb-autosave.h — the game in progress, kept on disk after every change
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "arb-core.h"
#include "arb-games.h"

G_BEGIN_DECLS

#define ARB_TYPE_AUTOSAVE (arb_autosave_get_type ())
G_DECLARE_FINAL_TYPE (ArbAutosave, arb_autosave, ARB, AUTOSAVE, GObject)

/* What a restored autosave says besides the game. */
typedef struct
{
  GFile    *file;      /* (nullable): the file the game was opened from or saved to */
  gboolean  modified;  /* changed since it was last opened or saved */
} ArbAutosaveState;

void         arb_autosave_state_clear (ArbAutosaveState *state);

char        *arb_autosave_get_default_path (void);

ArbAutosave *arb_autosave_new          (const char   *path);
const char  *arb_autosave_get_path     (ArbAutosave  *self);
void         arb_autosave_set_game     (ArbAutosave  *self,
                                        ArbGame      *game);
void         arb_autosave_set_state    (ArbAutosave  *self,
                                        GFile        *file,
                                        gboolean      modified);
void         arb_autosave_schedule     (ArbAutosave  *self);
gboolean     arb_autosave_flush        (ArbAutosave  *self,
                                        GError      **error);

gboolean     arb_autosave_write        (ArbGame      *game,
                                        const ArbAutosaveState *state,
                                        const char   *path,
                                        GError      **error);
ArbGame     *arb_autosave_read         (const char   *path,
                                        ArbAutosaveState *state,
                                        GError      **error);

G_END_DECLS
