/* arb-position-editor.h — the position editor: set up a position of any
 * game, then start a game from it
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "arb-core.h"
#include "arb-games.h"

G_BEGIN_DECLS

#define ARB_TYPE_POSITION_EDITOR (arb_position_editor_get_type ())
G_DECLARE_FINAL_TYPE (ArbPositionEditor, arb_position_editor, ARB, POSITION_EDITOR, AdwWindow)

/* @flipped: a board of pieces the other way round, as the window shows it. */
GtkWidget  *arb_position_editor_new           (ArbGame           *game,
                                               gboolean           flipped);

/* The palette's choice: a piece code of the table's @edit_pieces, or 0 to
 * remove. FALSE for a piece the palette lacks (or a board that counts). */
gboolean    arb_position_editor_select_piece  (ArbPositionEditor *self,
                                               guint8             piece);
guint8      arb_position_editor_get_selected  (ArbPositionEditor *self);
/* What a click on @cell does: puts the palette's choice there. FALSE when
 * the cell can hold no piece (a light square of checkers). */
gboolean    arb_position_editor_activate_cell (ArbPositionEditor *self,
                                               guint              cell);
/* Seeds in a pit or a store (boards that count), as its spin button. */
gboolean    arb_position_editor_set_count     (ArbPositionEditor *self,
                                               guint              cell,
                                               guint              count);
void        arb_position_editor_set_turn      (ArbPositionEditor *self,
                                               ArbSide            side);
/* Empties every cell. */
void        arb_position_editor_clear         (ArbPositionEditor *self);
/* The game's words for why the position is refused; NULL when it is a
 * position of the game. */
const char *arb_position_editor_get_error     (ArbPositionEditor *self);
/* The position as edited so far (its string; not yet judged). */
char       *arb_position_editor_get_position  (ArbPositionEditor *self);
/* Start Game: emits ::position-ready with a new game from the position and
 * closes the editor; FALSE (nothing emitted) while it is refused. */
gboolean    arb_position_editor_start         (ArbPositionEditor *self);

G_END_DECLS
