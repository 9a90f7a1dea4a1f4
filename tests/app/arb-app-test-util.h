/* arb-app-test-util.h — what the GTK tests share: waiting for the main
 * loop, the settings, and the start of the tests of whole windows
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "arb-application.h"
#include "arb-window.h"

G_BEGIN_DECLS

/* Runs the main loop until @done says so (or five seconds passed, which
 * fails the test). arb_test_wait_until() (arb-test-util.h) waits as long
 * as the caller says, and leaves the check to it. */
void     arb_app_test_wait_until (gboolean (*done) (gpointer), gpointer data);

/* For arb_app_test_wait_until(): @data, a widget, is mapped and has a size. */
gboolean arb_app_test_is_drawn   (gpointer data);

/* Runs the main loop until nothing is pending. */
void     arb_app_test_flush_events   (void);

/* Every key of the app's GSettings schema back to its default: each test
 * starts from a first start. */
void     arb_app_test_reset_settings (void);

/* ------------------------------------------- the tests of whole windows */

/* g_test_init() for a test of the app's windows: each test in its own XDG
 * folders, the C locale, GSettings in memory, GTK and libadwaita started. */
void            arb_app_test_init            (int    *argc,
                                              char ***argv);

/* The application the windows of the tests belong to: @flags, and never
 * unique, so that the tests run beside a running Arbiter; registered and
 * held until arb_app_test_free_application(). */
ArbApplication *arb_app_test_new_application  (GApplicationFlags flags);

/* Releases and frees an application of arb_app_test_new_application(). */
void            arb_app_test_free_application (ArbApplication *app);

/* g_test_add_func() for a test that starts from the default settings
 * (arb_app_test_reset_settings()). */
void            arb_app_test_add_func         (const char *path,
                                               GTestFunc   func);

/* A new window of @app, presented, with the events it caused handled. */
ArbWindow      *arb_app_test_new_window       (ArbApplication *app);

/* Destroys @window (its dialog first: it is transient for the window) and
 * asserts that the window is gone and its game too: at once when
 * @game_wait_ms is 0, or within @game_wait_ms when a computer player's
 * worker thread may still hold the game until it sees its cancellation. */
void            arb_app_test_destroy_window   (ArbWindow *window,
                                               guint      game_wait_ms);

/* The first widget, @widget itself or one inside it (depth first), that
 * @match says matches @data; NULL if none does. */
GtkWidget      *arb_app_test_find             (GtkWidget     *widget,
                                               gboolean     (*match) (GtkWidget    *widget,
                                                                      gconstpointer data),
                                               gconstpointer  data);

/* The label in sight (mapped) under @widget, or @widget itself, that shows
 * @text; NULL if none does. */
GtkWidget      *arb_app_test_find_label       (GtkWidget  *widget,
                                               const char *text);

/* If a question is open on @window ("Replace the game?"), answers it with
 * @response, and runs the events that follows. */
void            arb_app_test_answer           (ArbWindow  *window,
                                               const char *response);

G_END_DECLS
