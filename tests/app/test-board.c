/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <gtk/gtk.h>
int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  return g_test_run ();
}
