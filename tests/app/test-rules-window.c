/* test-rules-window.c — Help ▸ Rules (F1): each game's own page
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* For every game of arb_games_list(): the rules window shows that game's
 * page (its table's rules_page): its title in the window and the header
 * bar, one label per paragraph in order, the headings as title-3; the
 * window F1 opens in ArbWindow is the one of the game being played; and
 * the page speaks French from the build tree's catalogue (in a subprocess,
 * so that the other tests stay in English). As the other GTK tests: each
 * test has its own XDG folders and the default settings.
 *
 * ARB_BUILD_LOCALEDIR (build/po) is set by tests/app/meson.build. */

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "arb-app-test-util.h"
#include "arb-application.h"
#include "arb-games.h"
#include "arb-rules-window.h"
#include "arb-window.h"

static ArbApplication *app;

/* ------------------------------------------------------------ helpers */

/* The first widget of @widget's tree (itself included) that is of @type
 * and, with a @css_class, has it. */
static GtkWidget *
find_widget (GtkWidget  *widget,
             GType       type,
             const char *css_class)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type)
      && (css_class == NULL || gtk_widget_has_css_class (widget, css_class)))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The box that holds the page's paragraphs. */
static GtkWidget *
page_box (GtkWidget *window)
{
  GtkWidget *box = find_widget (window, GTK_TYPE_BOX, "rules-page");

  g_assert_nonnull (box);
  return box;
}

/* The text a paragraph of @page is shown with, untranslated: a heading
 * without its "# ". */
static const char *
shown_text (const char *paragraph)
{
  return g_str_has_prefix (paragraph, "# ") ? paragraph + 2 : paragraph;
}

/* Destroys @window and checks that nothing keeps it alive. */
static void
destroy_and_check (GtkWidget *window)
{
  gpointer alive = window;

  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  gtk_window_destroy (GTK_WINDOW (window));
  arb_app_test_flush_events ();
  g_assert_null (alive);
}

/* The rules window @window opened last: a new toplevel, not in @before. */
static GtkWidget *
new_rules_window (GList *before)
{
  g_autoptr (GList) after = gtk_window_list_toplevels ();
  GtkWidget *found = NULL;

  for (GList *l = after; l != NULL; l = l->next)
    if (ARB_IS_RULES_WINDOW (l->data) && g_list_find (before, l->data) == NULL)
      {
        g_assert_null (found);
        found = l->data;
      }
  g_assert_nonnull (found);
  return found;
}

/* -------------------------------------------------------------- tests */

/* Every game's page, as the window shows it: the title twice, then each
 * paragraph in its own wrapping label, the headings in title-3. */
static void
test_every_game (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);

  g_assert_cmpuint (n_games, >=, 4);
  for (guint i = 0; i < n_games; i++)
    {
      const ArbRulesPage *page = games[i]->rules_page;
      GtkWidget *window;
      GtkWidget *box;
      GtkWidget *title;
      GtkWidget *label;
      guint n = 0;

      g_test_message ("%s", games[i]->id);
      g_assert_nonnull (page);
      window = arb_rules_window_new (games[i]);
      gtk_window_present (GTK_WINDOW (window));
      box = page_box (window);
      arb_app_test_wait_until (arb_app_test_is_drawn, box);

      g_assert_true (arb_rules_window_get_rules (ARB_RULES_WINDOW (window)) == games[i]);
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, page->title);
      title = find_widget (window, ADW_TYPE_WINDOW_TITLE, NULL);
      g_assert_nonnull (title);
      g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (title)), ==, page->title);

      for (label = gtk_widget_get_first_child (box); label != NULL;
           label = gtk_widget_get_next_sibling (label), n++)
        {
          gboolean heading;

          g_assert_cmpuint (n, <, page->n_paragraphs);
          heading = g_str_has_prefix (page->paragraphs[n], "# ");
          g_assert_true (GTK_IS_LABEL (label));
          g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==,
                           shown_text (page->paragraphs[n]));
          g_assert_cmpint (gtk_widget_has_css_class (label, "title-3"), ==, heading);
          g_assert_true (gtk_label_get_wrap (GTK_LABEL (label)));
        }
      g_assert_cmpuint (n, ==, page->n_paragraphs);
      /* The page opens with a heading, and each game's first paragraph is
       * its own: no game shows another's page. */
      g_assert_true (gtk_widget_has_css_class (gtk_widget_get_first_child (box), "title-3"));
      for (guint j = 0; j < i; j++)
        {
          g_assert_cmpstr (games[j]->rules_page->title, !=, page->title);
          g_assert_cmpstr (games[j]->rules_page->paragraphs[1], !=, page->paragraphs[1]);
        }

      destroy_and_check (window);
    }
}

/* F1 (win.rules) in the main window opens the rules of the game being
 * played, for every game, over the window. */
static void
test_from_window (void)
{
  guint n_games;
  const ArbRules *const *games = arb_games_list (&n_games);
  ArbWindow *window = arb_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  arb_app_test_flush_events ();
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr (GList) before = NULL;
      GtkWidget *rules;

      g_test_message ("%s", games[i]->id);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "s",
                                                 games[i]->id));
      arb_app_test_flush_events ();
      g_assert_true (arb_game_get_rules (arb_window_get_game (window)) == games[i]);

      before = gtk_window_list_toplevels ();
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.rules", NULL));
      arb_app_test_flush_events ();
      rules = new_rules_window (before);
      g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (rules)) == GTK_WINDOW (window));
      g_assert_true (arb_rules_window_get_rules (ARB_RULES_WINDOW (rules)) == games[i]);
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (rules)), ==,
                       games[i]->rules_page->title);
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_last_child (page_box (rules)))),
                       ==,
                       games[i]->rules_page->paragraphs[games[i]->rules_page->n_paragraphs - 1]);

      /* window.close, Escape's action, closes it for good. */
      g_object_add_weak_pointer (G_OBJECT (rules), (gpointer *) &rules);
      g_assert_true (gtk_widget_activate_action (rules, "window.close", NULL));
      arb_app_test_flush_events ();
      g_assert_null (rules);
    }
  destroy_and_check (GTK_WIDGET (window));
}

/* In French, from the build tree's catalogue: the titles and the words
 * come through _(), the headings without their "# ". Run in a subprocess:
 * the parent stays in English. */
static void
test_french (void)
{
  if (g_test_subprocess ())
    {
      const ArbRules *checkers = arb_games_lookup ("checkers");
      const ArbRules *chess = arb_games_lookup ("chess");
      GtkWidget *window;
      GtkWidget *box;

      g_setenv ("LANGUAGE", "fr", TRUE);
      bindtextdomain (GETTEXT_PACKAGE, ARB_BUILD_LOCALEDIR);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);

      window = arb_rules_window_new (checkers);
      box = page_box (window);
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==,
                       "Règles des dames anglaises");
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (box))), ==,
                       "Le but du jeu");
      gtk_window_destroy (GTK_WINDOW (window));

      /* Chess keeps the words it had when its page was in a .ui file. */
      window = arb_rules_window_new (chess);
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==,
                       "Règles des échecs simplifiés");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* ------------------------------------------------------------- main */

static void
run_test (gconstpointer data)
{
  GTestFunc func = (GTestFunc) (void (*) (void)) data;

  arb_app_test_reset_settings ();
  func ();
}

static void
add_test (const char *path,
          GTestFunc   func)
{
  g_test_add_data_func (path, (gconstpointer) (void (*) (void)) func, run_test);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  gtk_init ();
  adw_init ();

  app = arb_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_hold (G_APPLICATION (app));

  add_test ("/app/rules-window/every-game", test_every_game);
  add_test ("/app/rules-window/from-window", test_from_window);
  add_test ("/app/rules-window/french", test_french);

  status = g_test_run ();

  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  return status;
}
