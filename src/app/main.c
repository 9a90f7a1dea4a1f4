/* main.c — `arbiter`, the desktop app
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Everything else is in the arbiter-app library (src/app/), which the GTK
 * tests link: this file only sets up translations and runs the app. */

#include <glib/gi18n.h>
#include <locale.h>

#include "arb-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr (ArbApplication) app = NULL;
  const char *localedir = g_getenv ("ARBITER_LOCALEDIR");

  /* The installed catalogues are under LOCALEDIR. Run from the build tree
   * (build-aux/run-app, `meson devenv`, the tests) they are not installed:
   * ARBITER_LOCALEDIR names build/po, which meson lays out the same way
   * (fr/LC_MESSAGES/arbiter.mo), as GIT_TEXTDOMAINDIR does for git. */
  if (localedir == NULL || *localedir == '\0')
    localedir = LOCALEDIR;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Arbiter"));

  app = arb_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
