/* main.c — the arbiter-cli program: everything lives in arb-cli.c
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli.h"

int
main (int    argc,
      char **argv)
{
  return arb_cli_run (argc, argv);
}
