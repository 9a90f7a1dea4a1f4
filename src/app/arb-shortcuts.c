/* arb-shortcuts.c — every keyboard shortcut of the app, in one place
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Two tables, because keys come in two kinds:
 *
 * - Accelerators (with Control or Alt, or function keys) are application
 *   accelerators, set with gtk_application_set_accels_for_action(). GTK
 *   runs them in the capture phase, before the focused widget sees the key,
 *   and shows them in the menus.
 *
 * - Plain keys (Home, Left, Right, End, F) would steal the board's arrow
 *   keys that way: the board moves its square cursor with the arrows when
 *   it has the focus. So they go to a shortcut controller in the bubble
 *   phase on the window's content: they act only when the focused widget
 *   (the board, a text field) did not use the key. Alt+Left and friends do
 *   the same at any time.
 *
 * ui/arb-shortcuts.ui, the shortcuts window, shows both tables;
 * tests/app/test-window.c checks that it agrees with them. It also shows
 * the keys that widgets keep for themselves: the board's cursor keys
 * (arb-board.c), and Up, Down and the Page keys on a move, which also
 * takes Home and End before its scrolled window does (arb-history-view.c).
 *
 * Tab reaches the board and then the moves panel, one stop for all its
 * moves; F6 (win.focus-board) brings the focus back to the board from
 * anywhere, and from the board to the moves, as F6 cycles through panes in
 * GNOME apps.
 */

#include "arb-shortcuts.h"

/* ------------------------------------------------------------ statics */

/* clang-format off */
static const ArbShortcut accels[] = {
  { "app.quit",                { "<Control>q", NULL } },
  { "app.preferences",         { "<Control>comma", NULL } },
  { "window.close",            { "<Control>w", NULL } },
  { "win.show-help-overlay",   { "<Control>question", NULL } },
  { "win.rules",               { "F1", NULL } },
  { "win.new",                 { "<Control>n", NULL } },
  { "win.open",                { "<Control>o", NULL } },
  { "win.save",                { "<Control>s", NULL } },
  { "win.save-as",             { "<Control><Shift>s", NULL } },
  { "win.copy-fen",            { "<Control>c", NULL } },
  { "win.copy-pgn",            { "<Control><Shift>c", NULL } },
  { "win.paste",               { "<Control>v", NULL } },
  { "win.toggle-history",      { "F9", NULL } },
  { "win.focus-board",         { "F6", "<Shift>F6", NULL } },
  { "game.undo",               { "<Control>z", NULL } },
  { "game.redo",               { "<Control><Shift>z", "<Control>y", NULL } },
  { "game.hint",               { "<Control>h", NULL } },
  { "history.first",           { "<Alt>Home", NULL } },
  { "history.previous",        { "<Alt>Left", NULL } },
  { "history.next",            { "<Alt>Right", NULL } },
  { "history.last",            { "<Alt>End", NULL } },
};

static const ArbShortcut plain_keys[] = {
  { "history.first",           { "Home", "KP_Home", NULL } },
  { "history.previous",        { "Left", "KP_Left", NULL } },
  { "history.next",            { "Right", "KP_Right", NULL } },
  { "history.last",            { "End", "KP_End", NULL } },
  { "win.flip",                { "f", NULL } },
};
/* clang-format on */

/* ------------------------------------------------------- public API */

/**
 * arb_shortcuts_get_accels:
 * @n_shortcuts: (out): the number of rows
 *
 * Returns: (transfer none): the application accelerators.
 */
const ArbShortcut *
arb_shortcuts_get_accels (guint *n_shortcuts)
{
  *n_shortcuts = G_N_ELEMENTS (accels);
  return accels;
}

/**
 * arb_shortcuts_get_plain_keys:
 * @n_shortcuts: (out): the number of rows
 *
 * Returns: (transfer none): the keys that act only when the focused widget
 *   does not use them.
 */
const ArbShortcut *
arb_shortcuts_get_plain_keys (guint *n_shortcuts)
{
  *n_shortcuts = G_N_ELEMENTS (plain_keys);
  return plain_keys;
}

/**
 * arb_shortcuts_set_accels:
 * @app: the application
 *
 * Sets every application accelerator.
 */
void
arb_shortcuts_set_accels (GtkApplication *app)
{
  g_return_if_fail (GTK_IS_APPLICATION (app));

  for (gsize i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);
}

/**
 * arb_shortcuts_add_plain_keys:
 * @widget: the widget that holds the window's content
 *
 * Adds a bubble-phase shortcut controller with the plain keys to @widget.
 */
void
arb_shortcuts_add_plain_keys (GtkWidget *widget)
{
  GtkEventController *controller;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_name (controller, "arb-plain-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_BUBBLE);

  for (gsize i = 0; i < G_N_ELEMENTS (plain_keys); i++)
    for (gsize k = 0; plain_keys[i].accels[k] != NULL; k++)
      {
        GtkShortcutTrigger *trigger = gtk_shortcut_trigger_parse_string (plain_keys[i].accels[k]);
        GtkShortcutAction *action = gtk_named_action_new (plain_keys[i].action);

        gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                              gtk_shortcut_new (trigger, action));
      }

  gtk_widget_add_controller (widget, controller);
}
