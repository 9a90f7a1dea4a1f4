/* arb-pgn-writer.c — writing games as Portable Game Notation (spec §9)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What this writer produces (PGN export format), and why:
 *
 * - The seven-tag roster in its order, from the game's tags or the
 *   standard's placeholders ("?", "????.??.??"); [Result] is always the
 *   game's own result, so that the tag cannot contradict the moves.
 * - [Variant "Simplified"], then [SetUp "1"] and [FEN] when the game did not
 *   start from the standard position (with its clocks), then every other
 *   tag of the game in its order.
 * - Tag values escape '"' and '\' as the standard says. A line break or
 *   another control character in a value would end the tag pair, so each
 *   becomes a space; a tag name is letters, digits and '_', anything else
 *   becomes '_'. Tag lines are not wrapped (the standard has no way to).
 * - Movetext: move numbers ("1. e4 e5", "12... Nf6" when Black moves
 *   first), counted from the start position's fullmove number; the SAN of
 *   each move as it was played; before the result, a comment saying how
 *   the game ended when a player ended it (resignation, agreement, claim),
 *   which arb_pgn_reader_next() reads back; then the result. A move number
 *   stays on the line of its move. Lines are at most 80 columns.
 */

#include "arb-pgn.h"
#include "arb-clock.h"
#include "arb-params.h"

#include <glib/gi18n-lib.h>

#include <string.h>

/* The longest movetext line of export format (PGN standard, 8.2.2.1). */
#define LINE_MAX_COLUMNS 80

/* The seven-tag roster (PGN standard, 8.1.1), with the placeholder written
 * when a game has no such tag. Result is taken from the game. */
static const struct
{
  const char *name;
  const char *placeholder;
} roster[] = {
  { "Event", "?" },
  { "Site", "?" },
  { "Date", "????.??.??" },
  { "Round", "?" },
  { "White", "?" },
  { "Black", "?" },
  { "Result", "*" },
};
/* The players' entries of the roster. */
enum { WHITE_TAG = 4, BLACK_TAG = 5 };

/* ------------------------------------------------------------ statics */

/* TRUE for the tags this writer writes itself, in the roster or after it. */
static gboolean
is_written_tag (const ArbRules *rules,
                const char     *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (roster); i++)
    if (strcmp (name, roster[i].name) == 0)
      return TRUE;

  for (guint i = 0; i < rules->n_params; i++)
    if (rules->params[i].rule && rules->params[i].file_tag != NULL
        && strcmp (name, rules->params[i].file_tag) == 0)
      return TRUE;

  return strcmp (name, rules->file_tag) == 0 ||
         strcmp (name, "Variant") == 0 ||
         strcmp (name, "SetUp") == 0 ||
         strcmp (name, "FEN") == 0;
}

/* Appends `[Name "value"]` and a newline. */
static void
append_tag (GString    *out,
            const char *name,
            const char *value)
{
  g_string_append_c (out, '[');
  for (const char *p = name; *p != '\0'; p++)
    g_string_append_c (out, g_ascii_isalnum (*p) || *p == '_' ? *p : '_');
  g_string_append (out, " \"");
  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_c (out, '\\');
      /* Only bytes below 0x20 and DEL: UTF-8 sequences are kept. */
      if ((guchar) *p < 0x20 || *p == 0x7f)
        g_string_append_c (out, ' ');
      else
        g_string_append_c (out, *p);
    }
  g_string_append (out, "\"]\n");
}

/* Appends @word to the movetext, on a new line when it would pass the
 * 80th column. @line_len is the length of the current line. */
static void
append_word (GString    *out,
             gsize      *line_len,
             const char *word)
{
  gsize len = strlen (word);

  if (*line_len > 0)
    {
      if (*line_len + 1 + len > LINE_MAX_COLUMNS)
        {
          g_string_append_c (out, '\n');
          *line_len = 0;
        }
      else
        {
          g_string_append_c (out, ' ');
          (*line_len)++;
        }
    }
  g_string_append (out, word);
  *line_len += len;
}

/* The comment for a game a player ended, or NULL. */
static char *
describe_ending (ArbGame *game)
{
  switch (arb_game_get_termination (game))
    {
    case ARB_TERMINATION_RESIGNATION:
      {
        /* The loser is the side that did not win. Files are English. */
        const ArbRules *rules = arb_game_get_rules (game);
        gboolean first_won = arb_game_get_result (game) == ARB_RESULT_FIRST_WINS;

        return g_strdup_printf ("{%s resigns}", rules->player_names[first_won ? 1 : 0]);
      }

    case ARB_TERMINATION_AGREEMENT:
      return g_strdup ("{Draw by agreement}");

    /* The reader claims a draw again only after a comment that starts
     * "Draw claimed:" (CLAIM_COMMENT in arb-pgn-reader.c); 1/2-1/2 without
     * it is read as agreed (spec §9). */
    case ARB_TERMINATION_REPETITION:
      return g_strdup ("{Draw claimed: threefold repetition}");

    case ARB_TERMINATION_MOVE_RULE:
      {
        const char *claim = arb_game_get_rules (game)->move_rule.file_comment;

        return g_strdup_printf ("{%s}", claim != NULL ? claim : "Draw claimed: move-count rule");
      }

    /* A referee's decision (the match referee's; it writes its own comment,
     * naming the move or the signal). */
    case ARB_TERMINATION_FORFEIT:
      {
        const ArbRules *rules = arb_game_get_rules (game);
        gboolean first_won = arb_game_get_result (game) == ARB_RESULT_FIRST_WINS;

        return g_strdup_printf ("{%s forfeits}", rules->player_names[first_won ? 1 : 0]);
      }

    case ARB_TERMINATION_TIME_FORFEIT:
      {
        const ArbRules *rules = arb_game_get_rules (game);
        gboolean first_won = arb_game_get_result (game) == ARB_RESULT_FIRST_WINS;

        return g_strdup_printf ("{%s lost on time}", rules->player_names[first_won ? 1 : 0]);
      }

    case ARB_TERMINATION_ADJUDICATION:
      return g_strdup ("{Draw by adjudication}");

    /* FIDE 6.9: the side whose time ran out against one that cannot win. */
    case ARB_TERMINATION_FLAG_FALL_DRAW:
      {
        const ArbRules *rules = arb_game_get_rules (game);
        ArbSide flagged = arb_game_get_record (game, arb_game_get_n_records (game) - 1)->side;

        return g_strdup_printf ("{%s ran out of time, and %s cannot win: a draw}",
                                rules->player_names[flagged],
                                rules->player_names[arb_side_negate (flagged)]);
      }

    case ARB_TERMINATION_NONE:
    case ARB_TERMINATION_GAME:
    case ARB_TERMINATION_NO_MOVES:
    case ARB_TERMINATION_NO_PIECES:
    default:
      /* The moves say it. */
      return NULL;
    }
}

/* "{@text}", safe in a comment: a brace would end it early, so each
 * becomes '|'; a control character would break the line, so each becomes
 * a space. */
static char *
make_comment (const char *text)
{
  GString *out = g_string_new ("{");

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '{' || *p == '}')
        g_string_append_c (out, '|');
      else if ((guchar) *p < 0x20 || *p == 0x7f)
        g_string_append_c (out, ' ');
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '}');
  return g_string_free (out, FALSE);
}

/* A score as engine testers' tools write it: "+0.25", "-1.50", "0.00";
 * a mate in N moves as the plies to it, "+M9" (it mates) or "-M8" (it is
 * mated), as cutechess-cli counts them. */
static void
append_score (GString         *out,
              const ArbRecord *record)
{
  if (record->mate > 0)
    g_string_append_printf (out, "+M%d", 2 * record->mate - 1);
  else if (record->mate < 0)
    g_string_append_printf (out, "-M%d", -2 * record->mate);
  else if (record->score == 0)
    g_string_append (out, "0.00");
  else
    g_string_append_printf (out, "%s%d.%02d", record->score > 0 ? "+" : "-",
                            ABS (record->score) / 100, ABS (record->score) % 100);
}

/* A move's time in seconds, with the digits cutechess-cli gives it: three
 * under 0.1 s, two under 1 s, one under 10 s, none above; "0s". */
static void
append_elapsed (GString *out,
                gint64   elapsed)
{
  double seconds = (double) elapsed / G_USEC_PER_SEC;
  int digits = seconds < 0.1 ? 3 : seconds < 1 ? 2 : seconds < 10 ? 1 : 0;
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *format = g_strdup_printf ("%%.%df", digits);

  if (elapsed == 0)
    g_string_append (out, "0s");
  else
    g_string_append_printf (out, "%ss", g_ascii_formatd (buffer, sizeof buffer, format, seconds));
}

/* After a move, the comment that says what its player said of it, how long
 * it took and the time left, as far as they are known: "{+0.25/12 0.31s
 * [%clk 0:04:58]}", the clock with tenths under ten seconds, as the app
 * shows them. */
static void
append_move_comment (GString         *out,
                     gsize           *line_len,
                     const ArbRecord *record)
{
  g_autoptr (GString) word = NULL;

  if (!record->has_clock && !record->has_score && !record->has_elapsed)
    return;
  word = g_string_new ("{");
  if (record->has_score)
    {
      append_score (word, record);
      if (record->depth > 0)
        g_string_append_printf (word, "/%u", record->depth);
    }
  if (record->has_elapsed)
    {
      if (word->len > 1)
        g_string_append_c (word, ' ');
      append_elapsed (word, record->elapsed);
    }
  if (record->has_clock)
    {
      g_autofree char *time = arb_clock_format_clk (record->clock,
                                                    record->clock < 10 * G_USEC_PER_SEC);

      g_string_append_printf (word, "%s[%%clk %s]", word->len > 1 ? " " : "", time);
    }
  g_string_append_c (word, '}');
  append_word (out, line_len, word->str);
}

/* Appends the movetext, ending with the result and a newline; @comment,
 * when not %NULL, is the last comment, before the result. */
static void
append_movetext (GString    *out,
                 ArbGame    *game,
                 const char *comment)
{
  const ArbRules *rules = arb_game_get_rules (game);
  guint number = rules->move_number (arb_game_get_start_state (game));
  gboolean need_number = TRUE;
  gsize line_len = 0;
  guint n = arb_game_get_n_records (game);
  g_autofree char *ending = NULL;

  guint n_moves = 0;

  for (guint i = 0; i < n; i++)
    {
      const ArbRecord *record = arb_game_get_record (game, i);
      g_autofree char *word = NULL;

      if (record->type != ARB_RECORD_MOVE)
        continue;

      /* A game numbered by pairs (Congkak §9.3): "1. 5 3 2. 5 4", whoever
       * moved first. */
      if (rules->file_moves_by_pairs)
        {
          word = n_moves % 2 == 0 ? g_strdup_printf ("%u. %s", n_moves / 2 + 1, record->text)
                                  : g_strdup (record->text);
          n_moves++;
          append_word (out, &line_len, word);
          append_move_comment (out, &line_len, record);
          continue;
        }

      if (record->side == ARB_SIDE_FIRST)
        word = g_strdup_printf ("%u. %s", number, record->text);
      else if (need_number)
        word = g_strdup_printf ("%u... %s", number, record->text);
      else
        word = g_strdup (record->text);
      append_word (out, &line_len, word);
      append_move_comment (out, &line_len, record);

      /* The move number grows after each move of the second player (chess:
       * FEN field 6). */
      if (record->side == ARB_SIDE_SECOND)
        number++;
      need_number = FALSE;
    }

  /* A game with its own tags says there how it ended (Congkak's Termination). */
  if (comment != NULL)
    {
      /* Whole when it fits on a line; a longer one is wrapped like the
       * moves, at its spaces. */
      g_autofree char *text = make_comment (comment);
      g_auto (GStrv) words = strlen (text) <= LINE_MAX_COLUMNS ? g_strsplit (text, "\n", 1)
                                                               : g_strsplit (text, " ", -1);

      for (guint i = 0; words[i] != NULL; i++)
        if (*words[i] != '\0')
          append_word (out, &line_len, words[i]);
    }
  else if (rules->file_write_tags == NULL)
    ending = describe_ending (game);
  if (ending != NULL)
    append_word (out, &line_len, ending);
  append_word (out, &line_len, arb_result_to_string (arb_game_get_result (game)));
  g_string_append_c (out, '\n');
}

/* The game's own tag layout (its file_write_tags hook): the tags it
 * writes, in its order, then the game's other tags. */
typedef struct
{
  GString    *out;
  GHashTable *written;  /* names the hook wrote or claimed */
} OwnTags;

static void
own_tag_append (gpointer    data,
                const char *name,
                const char *value)
{
  OwnTags *own = data;

  g_hash_table_add (own->written, g_strdup (name));
  /* NULL: the tag is the game's, but not written (a Score before the end). */
  if (value != NULL)
    append_tag (own->out, name, value);
}

static const char *
own_tag_lookup (gpointer    data,
                const char *name)
{
  return arb_game_get_tag (data, name);
}

static void
write_own_tags (ArbGame *game,
                GString *out)
{
  const ArbRules *rules = arb_game_get_rules (game);
  g_autoptr (GHashTable) written = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  OwnTags own = { out, written };
  guint n = arb_game_get_n_records (game);
  const ArbRecord *last = n > 0 ? arb_game_get_record (game, n - 1) : NULL;
  ArbFileTags file = {
    .start = arb_game_get_start_state (game),
    .state = arb_game_get_state (game),
    .setup = arb_game_get_setup (game),
    .result = arb_game_get_result (game),
    .termination = arb_game_get_termination (game),
    .final_record = last != NULL && (last->type == ARB_RECORD_WIN || last->type == ARB_RECORD_DRAW)
                    ? last : NULL,
    .lookup = own_tag_lookup,
    .lookup_data = game,
  };
  guint n_tags = arb_game_get_n_tags (game);

  rules->file_write_tags (&file, own_tag_append, &own);
  for (guint i = 0; i < n_tags; i++)
    {
      const char *name = NULL;
      const char *value = NULL;

      arb_game_get_nth_tag (game, i, &name, &value);
      if (name == NULL || *name == '\0' || g_hash_table_contains (written, name))
        continue;
      append_tag (out, name, value != NULL ? value : "");
    }
}

/* Whether a rule parameter is written under the tag that names the game. */
static gboolean
param_names_game (const ArbRules *rules)
{
  for (guint i = 0; i < rules->n_params; i++)
    if (rules->params[i].rule && rules->params[i].file_tag != NULL
        && g_strcmp0 (rules->params[i].file_tag, rules->file_tag) == 0)
      return TRUE;
  return FALSE;
}

/* The parameters that change the game's rules (checkers' regicide), each
 * under its tag; TRUE when one was written as [Variant]. */
static gboolean
append_rule_params (GString         *out,
                    const ArbRules  *rules,
                    const ArbParams *params)
{
  gboolean wrote_variant = FALSE;

  for (guint i = 0; i < rules->n_params; i++)
    {
      const ArbParamSpec *spec = &rules->params[i];
      g_autofree char *text = NULL;

      if (!spec->rule || spec->file_tag == NULL)
        continue;
      text = arb_params_value_text (rules, i, params->values[i]);
      append_tag (out, spec->file_tag,
                  spec->file_values != NULL ? spec->file_values[params->values[i]] : text);
      wrote_variant |= strcmp (spec->file_tag, "Variant") == 0;
    }
  return wrote_variant;
}

/* ------------------------------------------------------- public API */

/**
 * arb_pgn_write_game:
 * @game: a game
 *
 * Writes @game in PGN export format: the seven-tag roster, [Variant],
 * [SetUp] and [FEN] for a non-standard start, the other tags, a blank line
 * and the movetext, wrapped at 80 columns and ending with the result and a
 * newline. A game with its own file layout (its table's file_write_tags)
 * is written in it.
 *
 * Returns: (transfer full): the text, newly allocated.
 */
char *
arb_pgn_write_game (ArbGame *game)
{
  return arb_pgn_write_game_with_comment (game, NULL);
}

/**
 * arb_pgn_write_game_with_comment:
 * @game: a game
 * @comment: (nullable): how the game ended, in words, without braces
 *
 * arb_pgn_write_game() with @comment as the last comment, before the
 * result, in place of the writer's own ("{Black resigns}"), in every
 * game's layout: the match referee's "White forfeits: illegal move …". A
 * brace in @comment becomes '|', a control character a space.
 *
 * Returns: (transfer full): the text, newly allocated.
 */
char *
arb_pgn_write_game_with_comment (ArbGame    *game,
                                 const char *comment)
{
  const ArbRules *rules;
  GString *out;
  g_autofree char *start_fen = NULL;
  g_autofree char *standard = NULL;
  g_autofree char *standard_fen = NULL;
  ArbParams params;
  guint n_tags;

  g_return_val_if_fail (ARB_IS_GAME (game), NULL);

  rules = arb_game_get_rules (game);
  out = g_string_new (NULL);

  if (rules->file_write_tags != NULL)
    {
      write_own_tags (game, out);
      g_string_append_c (out, '\n');
      append_movetext (out, game, comment);
      return g_string_free (out, FALSE);
    }

  for (gsize i = 0; i < G_N_ELEMENTS (roster); i++)
    {
      const char *value;
      /* The players' tags in the order they move: [Black] before [White]
       * when Black moves first (checkers, PDN 2.0). */
      gsize j = i;

      if (strcmp (rules->player_names[0], "Black") == 0 && (i == WHITE_TAG || i == BLACK_TAG))
        j = i == WHITE_TAG ? BLACK_TAG : WHITE_TAG;
      if (strcmp (roster[j].name, "Result") == 0)
        value = arb_result_to_string (arb_game_get_result (game));
      else
        value = arb_game_get_tag (game, roster[j].name);
      append_tag (out, roster[j].name, value != NULL ? value : roster[j].placeholder);
    }

  /* The tag that names the game: chess [Variant "Simplified"], Alquerque
   * [Variant "Alquerque"]; a rule parameter with that tag writes it with
   * its own value instead (chess's variant: [Variant "Standard"]). */
  if (!param_names_game (rules))
    append_tag (out, rules->file_tag, rules->file_tag_value);
  arb_game_get_params (game, &params);
  if (!append_rule_params (out, rules, &params)
      && rules->file_variant != NULL && strcmp (rules->file_tag, "Variant") != 0)
    append_tag (out, "Variant", rules->file_variant);

  /* Position strings are canonical, so equal text means the same start. */
  standard = g_malloc0 (rules->state_size);
  arb_rules_start (rules, &params, standard, NULL, NULL);
  standard_fen = arb_rules_write_position (rules, standard);
  start_fen = arb_rules_write_position (rules, arb_game_get_start_state (game));
  if (strcmp (start_fen, standard_fen) != 0)
    {
      append_tag (out, "SetUp", "1");
      append_tag (out, "FEN", start_fen);
    }

  n_tags = arb_game_get_n_tags (game);
  for (guint i = 0; i < n_tags; i++)
    {
      const char *name = NULL;
      const char *value = NULL;

      arb_game_get_nth_tag (game, i, &name, &value);
      if (name == NULL || *name == '\0' || is_written_tag (rules, name))
        continue;
      append_tag (out, name, value != NULL ? value : "");
    }

  g_string_append_c (out, '\n');
  append_movetext (out, game, comment);

  return g_string_free (out, FALSE);
}

/**
 * arb_pgn_save:
 * @games: (array length=n_games): the games to save
 * @n_games: how many
 * @path: the file to write, in the GLib file name encoding
 * @error: return location for an %ARB_PGN_ERROR_IO error
 *
 * Writes @games to @path as PGN, separated by blank lines. The file is
 * replaced atomically: it is written to a temporary file that is then
 * renamed, so that @path never holds a half-written file.
 *
 * Returns: %TRUE on success; %FALSE with @error set, its message naming
 *   @path.
 */
gboolean
arb_pgn_save (ArbGame   **games,
              guint       n_games,
              const char *path,
              GError    **error)
{
  g_autoptr (GString) out = NULL;
  g_autoptr (GError) local_error = NULL;

  g_return_val_if_fail (games != NULL || n_games == 0, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  out = g_string_new (NULL);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *text = NULL;

      g_return_val_if_fail (ARB_IS_GAME (games[i]), FALSE);

      text = arb_pgn_write_game (games[i]);
      if (i > 0)
        g_string_append_c (out, '\n');
      g_string_append (out, text);
    }

  if (!g_file_set_contents (path, out->str, (gssize) out->len, &local_error))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, ARB_PGN_ERROR, ARB_PGN_ERROR_IO,
                   _("cannot save games to %s: %s"), display, local_error->message);
      return FALSE;
    }

  return TRUE;
}
