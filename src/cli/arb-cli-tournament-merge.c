/* arb-cli-tournament-merge.c — `arbiter-cli tournament --merge OUT DIR…`:
 * the shards of one tournament joined into one directory
 *
 * Each DIR was played with `--shard I/N` and the same settings otherwise.
 * OUT becomes the directory an unsharded run would have made: its settings
 * (without the shard), a journal with every game, the games file in
 * schedule order; then the standings are printed. A merge cut short is
 * resumed like a tournament: run it again.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arb-cli-tournament-private.h"

#include <stdio.h>
#include <string.h>

typedef struct
{
  const char       *path;
  char             *settings;   /* as read, without the shard line */
  char             *full;       /* as read */
  guint             shard;      /* 0: not a shard (the whole schedule) */
  guint             n_shards;
  ArbTournamentDir *dir;
  char             *games;      /* its games file */
} Shard;

static void
shard_clear (Shard *shard)
{
  g_free (shard->settings);
  g_free (shard->full);
  g_clear_pointer (&shard->dir, arb_tournament_dir_free);
  g_free (shard->games);
}

/* The value of KEY in @settings (unescaped), or NULL. */
static char *
setting (const char *settings,
         const char *key)
{
  g_auto (GStrv) lines = g_strsplit (settings, "\n", -1);
  gsize len = strlen (key);

  for (guint i = 0; lines[i] != NULL; i++)
    if (strncmp (lines[i], key, len) == 0 && lines[i][len] == '=')
      return g_strcompress (lines[i] + len + 1);
  return NULL;
}

/* Reads DIR/settings into @shard: its shard line apart. */
static gboolean
read_settings (Shard   *shard,
               GError **error)
{
  g_autofree char *path = g_build_filename (shard->path, "settings", NULL);
  g_autofree char *value = NULL;
  g_auto (GStrv) lines = NULL;
  GString *kept = g_string_new (NULL);

  if (!g_file_get_contents (path, &shard->full, NULL, error))
    {
      g_string_free (kept, TRUE);
      return FALSE;
    }
  lines = g_strsplit (shard->full, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (*lines[i] != '\0' && *lines[i] != '#' && !g_str_has_prefix (lines[i], "date=")
        && !g_str_has_prefix (lines[i], "shard="))
      g_string_append_printf (kept, "%s\n", lines[i]);
  shard->settings = g_string_free (kept, FALSE);

  value = setting (shard->full, "shard");
  if (value != NULL && sscanf (value, "%u/%u", &shard->shard, &shard->n_shards) != 2)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: shard '%s' is not I/N", path,
                   value);
      return FALSE;
    }
  if (value == NULL)
    shard->n_shards = 1;
  return TRUE;
}

/* Every shard once, of one split, with the same settings. */
static gboolean
check_shards (Shard   *shards,
              guint    n,
              GError **error)
{
  g_autofree guint *seen = g_new0 (guint, n + 1);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *where = g_strdup_printf ("in %s/settings", shards[i].path);

      if (!arb_tournament_settings_compare (shards[0].path, shards[0].settings,
                                            shards[i].settings, where, error))
        return FALSE;
      if (shards[i].shard == 0 && n > 1)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       "%s holds a whole tournament (no --shard): there is nothing to merge it "
                       "with", shards[i].path);
          return FALSE;
        }
      if (shards[i].n_shards != n || shards[i].shard > n)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       "%s is shard %u/%u: expected the directories of all %u shards, got %u",
                       shards[i].path, shards[i].shard, shards[i].n_shards, shards[i].n_shards,
                       n);
          return FALSE;
        }
      if (shards[i].shard > 0 && seen[shards[i].shard]++ > 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       "shard %u/%u is given twice (%s)", shards[i].shard, n, shards[i].path);
          return FALSE;
        }
    }
  return TRUE;
}

/* The schedule, the game and the players' names the settings say. */
static gboolean
read_schedule (const char          *settings,
               ArbScheduleSettings *schedule,
               const ArbRules     **rules,
               GStrvBuilder        *names,
               GError             **error)
{
  g_autofree char *game = setting (settings, "game");
  g_autofree char *format = setting (settings, "format");
  g_autofree char *rounds = setting (settings, "rounds");
  g_autofree char *per = setting (settings, "games-per-encounter");
  g_autofree char *openings = setting (settings, "openings");
  g_autofree char *random = setting (settings, "random-openings");
  g_autofree char *seed = setting (settings, "seed");

  memset (schedule, 0, sizeof *schedule);
  *rules = game != NULL ? arb_games_lookup (game) : NULL;
  if (*rules == NULL || format == NULL || rounds == NULL || per == NULL || openings == NULL
      || random == NULL || seed == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "the settings lack what the schedule needs");
      return FALSE;
    }
  schedule->format = g_str_equal (format, "gauntlet") ? ARB_TOURNAMENT_GAUNTLET
                                                      : ARB_TOURNAMENT_ROUND_ROBIN;
  schedule->rounds = (guint) g_ascii_strtoull (rounds, NULL, 10);
  schedule->games_per_encounter = (guint) g_ascii_strtoull (per, NULL, 10);
  schedule->n_openings = g_str_equal (openings, "none")
                           ? 0 : (guint) g_ascii_strtoull (openings, NULL, 10);
  schedule->random_openings = g_str_equal (random, "true");
  schedule->seed = g_ascii_strtoull (seed, NULL, 10);
  for (guint i = 1;; i++)
    {
      g_autofree char *key = g_strdup_printf ("player.%u", i);
      g_autofree char *player = setting (settings, key);

      if (player == NULL)
        break;
      g_strv_builder_add (names, player);
      schedule->n_players = i;
    }
  return TRUE;
}

/* Opens each shard's directory (locked: none may be running) and reads
 * its games; each must be finished, its records those of its games. */
static gboolean
open_shards (Shard                     *shards,
             guint                      n,
             const ArbRules            *rules,
             const ArbScheduleSettings *schedule,
             const char                *games_file,
             guint                      n_games,
             GError                   **error)
{
  /* The games say their parameters in their tags. */
  ArbTournamentOptions options = { .rules = rules, .schedule = *schedule };

  for (guint i = 0; i < n; i++)
    {
      /* Its own settings: they match themselves. */
      shards[i].dir = arb_tournament_dir_open (shards[i].path, shards[i].full, games_file, n_games,
                                               shards[i].shard, shards[i].n_shards, error);
      if (shards[i].dir == NULL
          || !arb_tournament_check_records (&options, shards[i].dir, error))
        return FALSE;
      if (arb_tournament_dir_next_commit (shards[i].dir) != 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       "%s: the shard is not finished (game %u is not played): run its "
                       "command again", shards[i].path,
                       arb_tournament_dir_next_commit (shards[i].dir));
          return FALSE;
        }
      if (!g_file_get_contents (arb_tournament_dir_get_games_path (shards[i].dir),
                                &shards[i].games, NULL, error))
        return FALSE;
    }
  return TRUE;
}

/* Every game into OUT, in schedule order. */
static gboolean
merge_games (ArbTournamentDir *out,
             Shard            *shards,
             guint             n,
             guint             n_games,
             GError          **error)
{
  for (guint number = 1; number <= n_games; number++)
    {
      if (arb_tournament_dir_get_record (out, number) == NULL)
        {
          const Shard *from = &shards[0];
          ArbTournamentRecord *record;
          ArbTournamentRecord copy;
          g_autofree char *text = NULL;

          for (guint i = 0; i < n; i++)
            if (arb_schedule_in_shard (number, shards[i].shard, shards[i].n_shards))
              from = &shards[i];
          record = arb_tournament_dir_get_record (from->dir, number);
          g_assert (record != NULL && record->in_file);
          text = g_strndup (from->games + record->offset, record->length);
          copy = *record;
          copy.text = text;
          copy.in_file = FALSE;
          if (!arb_tournament_dir_begin (out, number, error)
              || !arb_tournament_dir_finish (out, &copy, error))
            return FALSE;
        }
      if (arb_tournament_dir_next_commit (out) == number
          && (!arb_tournament_dir_append (out, number, error)
              || !arb_tournament_dir_commit (out, number, error)))
        return FALSE;
    }
  return TRUE;
}

static gboolean
merge (const char        *out_path,
       Shard             *shards,
       guint              n,
       GStrv             *names,
       GError           **error)
{
  ArbScheduleSettings settings;
  const ArbRules *rules;
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr (ArbTournamentDir) out = NULL;
  g_autoptr (GArray) schedule = NULL;
  g_autofree char *games_file = NULL;
  guint64 n_games;

  if (!check_shards (shards, n, error)
      || !read_schedule (shards[0].settings, &settings, &rules, builder, error))
    return FALSE;
  *names = g_strv_builder_end (builder);
  n_games = arb_schedule_count (&settings);
  games_file = g_strdup_printf ("games.%s", rules->file_extension != NULL
                                              ? rules->file_extension : "pgn");
  if (n_games == 0 || n_games > G_MAXUINT || !open_shards (shards, n, rules, &settings, games_file,
                                                            (guint) n_games, error))
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "no game in the schedule");
      return FALSE;
    }
  out = arb_tournament_dir_open (out_path, shards[0].settings, games_file, (guint) n_games, 0, 1,
                                 error);
  if (out == NULL || !merge_games (out, shards, n, (guint) n_games, error))
    return FALSE;
  schedule = arb_schedule_new (&settings);
  arb_cli_tournament_print_standings (out, schedule, *names, NULL);
  return TRUE;
}

/**
 * arb_cli_tournament_merge_is_alone:
 * @argc: @argv: `tournament`'s arguments, before GLib reads them
 *
 * --merge joins the shards as their settings say they were played: an
 * option beside it (--rounds, --tc, --seed…) would be silently ignored, so
 * it is refused, named. Read before GLib, which keeps no trace of which
 * options were given.
 *
 * Returns: FALSE after the message
 */
gboolean
arb_cli_tournament_merge_is_alone (int    argc,
                                   char **argv)
{
  const char *other = NULL;
  gboolean merging = FALSE;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        break;
      if (strcmp (argv[i], "--merge") == 0)
        {
          merging = TRUE;
          i++;  /* OUT */
        }
      else if (g_str_has_prefix (argv[i], "--merge="))
        merging = TRUE;
      else if (other == NULL && argv[i][0] == '-' && argv[i][1] != '\0'
               && strcmp (argv[i], "-h") != 0 && !g_str_has_prefix (argv[i], "--help"))
        other = argv[i];
    }
  if (!merging || other == NULL)
    return TRUE;
  {
    g_autofree char *shown = arb_text_quote (other, -1);

    arb_cli_error ("tournament: --merge OUT DIR… takes no other option, got '%s': the shards' "
                   "settings say how their games were played", shown);
  }
  return FALSE;
}

/**
 * arb_cli_tournament_merge:
 * @out: the directory to make (or to finish making)
 * @dirs: the shards' directories
 *
 * `tournament --merge OUT DIR…`: joins the finished shards of one
 * tournament into @out, then prints its standings.
 *
 * Returns: an exit status
 */
int
arb_cli_tournament_merge (const char        *out,
                          const char *const *dirs)
{
  guint n = g_strv_length ((GStrv) dirs);
  g_autofree Shard *shards = g_new0 (Shard, MAX (n, 1));
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) names = NULL;
  gboolean ok = TRUE;

  for (guint i = 0; ok && i < n; i++)
    {
      shards[i].path = dirs[i];
      ok = read_settings (&shards[i], &error);
    }
  ok = ok && merge (out, shards, n, &names, &error);
  for (guint i = 0; i < n; i++)
    shard_clear (&shards[i]);
  if (!ok)
    {
      arb_cli_error ("tournament: --merge: %s", error->message);
      return ARB_CLI_STATUS_FAILURE;
    }
  return ARB_CLI_STATUS_OK;
}
