/* arb-app-test-util.h — what the GTK tests share: waiting for the main loop
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Runs the main loop until @done says so (or five seconds passed, which
 * fails the test). */
void     arb_app_test_wait_until (gboolean (*done) (gpointer), gpointer data);

/* For arb_app_test_wait_until(): @data, a widget, is mapped and has a size. */
gboolean arb_app_test_is_drawn   (gpointer data);

/* Runs the main loop until nothing is pending. */
void     arb_app_test_flush_events   (void);

/* Every key of the app's GSettings schema back to its default: each test
 * starts from a first start. */
void     arb_app_test_reset_settings (void);

G_END_DECLS
