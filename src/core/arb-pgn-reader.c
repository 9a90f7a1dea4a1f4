/* arb-pgn-reader.c — reading games from Portable Game Notation (spec §9)
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What this reader accepts, and why:
 *
 * - It streams: the input is read through one fixed-size buffer (the
 *   lexer's, arb-pgn-lexer.c), never whole. What it keeps for a game is
 *   that game's tags and its ArbGame; comments and variations are skipped
 *   without being stored, so a 2 MB comment or 100 000 nested '(' cost no
 *   memory. A tag name or a tag value longer than ARB_PGN_TOKEN_MAX bytes
 *   (also once invalid bytes are replaced) is refused with
 *   ARB_PGN_ERROR_TOO_LARGE, and so is a game with more than MAX_TAGS tag
 *   pairs besides the ten the writer adds to every game (the seven-tag
 *   roster, Variant, SetUp, FEN). A main-line move token longer than that
 *   is a move that cannot be read (below).
 * - Positions: every token carries its line and column, both 1-based; the
 *   column counts bytes. A UTF-8 byte order mark at the very start is
 *   skipped and takes no column. "\r\n" line endings are read as "\n" (the
 *   '\r' is white space).
 * - Tag pairs `[Name "value"]`, one per line as in export format: the name
 *   is letters, digits and '_'; the value knows the escapes `\"` and `\\`
 *   (any other backslash is kept as it is) and ends on the same line. Values
 *   are stored as valid UTF-8: invalid bytes and NUL bytes become U+FFFD.
 *   After a malformed tag pair the rest of its line is skipped.
 * - Movetext: move numbers (`12.`, `12...`, `12.e4`), SAN or coordinate
 *   moves, NAGs (`$12`), `!`/`?` annotations, comments `{...}` (over several
 *   lines) and `;...` (to the end of the line), `%` escape lines (a '%' in
 *   column 1), recursive variations `( ... )` nested to any depth. A
 *   variation is skipped with a depth counter, never by recursion, and
 *   nothing inside it is played, not even a result token.
 * - A byte that has no place in PGN (a non-ASCII byte, a control byte, '@',
 *   '&', ',' …) where a move may stand is read with the rest of its token,
 *   up to white space or a character of PGN's own syntax, as a move that
 *   cannot be read: on the main line it is the game's ARB_PGN_ERROR_MOVE,
 *   `FILE:LINE:COL: game N, ply P: 'MOVE': not a move`, the move made
 *   printable (invalid UTF-8 replaced, control bytes written \xNN), like a
 *   move that cannot be played. A move token longer than ARB_PGN_TOKEN_MAX is
 *   reported the same way, with its first bytes and "move longer than 4096
 *   bytes". Such a token after a tag pair begins the movetext, as any move
 *   does. ']', '}', '<' and '>' out of place are syntax errors, among the
 *   tags too.
 * - A game ends at its result token (outside variations), at a '[' after
 *   its movetext has begun (the next game's tag section), or at the end of
 *   the input. A game is at least one tag pair or one movetext token:
 *   comments alone make no game, so an empty input has zero games.
 * - The game is created when its movetext begins, from [FEN] when that tag
 *   is present (with or without [SetUp "1"]), from the standard position
 *   otherwise. Every tag is set on it in the order read, even in a game
 *   that has an error, so that the game can still be identified.
 * - After the first error of a game (syntax, bad FEN, a move that cannot be
 *   played) the rest of that game is read for its end only; the game is
 *   returned as it stood, with its error, and the next call reads the next
 *   game. Only the first error of a game is kept.
 * - The result (spec §9): the movetext result, or [Result] when the movetext
 *   has none. On a game the moves have ended, a different result is a
 *   warning and the game keeps its own. On an unfinished game, 1-0 and 0-1
 *   are read as the loser's resignation and 1/2-1/2 as a draw by agreement,
 *   as the spec says — except when the comment just before the result is
 *   the one arb_pgn_write_game() writes for a claimed draw ("Draw claimed:
 *   …") and a draw can be claimed: then the draw is claimed, so that a game
 *   written and read back keeps how it ended. `*` changes nothing. A
 *   [Result] tag that is no result token ("?") is ignored; one that
 *   disagrees with the movetext result is a warning. Nothing of this is
 *   applied to a game that has an error.
 * - The game: the first of the reader's games whose tag names it (chess
 *   and Alquerque [Variant], checkers [GameType], Congkak [Game]; the value
 *   in any case), else the first game (chess). A [Variant] that names no
 *   game, and none of its variants, is the game's error ("Atomic"). When the
 *   caller forces a game (`--game`), a file that names another one is the
 *   game's error. Choosing the game and creating it from its tags is
 *   arb-pgn-start.c's part.
 * - A message that quotes the file (a move, a tag value) quotes it through
 *   arb_text_quote(): control characters written \xNN, invalid UTF-8
 *   replaced, at most ARB_TEXT_QUOTE_MAX characters shown.
 */

#include "arb-pgn-reader-private.h"
#include "arb-clock.h"
#include "arb-text.h"

#include <glib/gi18n-lib.h>

#include <string.h>


/* The start of the comment arb_pgn_write_game() writes before the result of
 * a claimed draw: "{Draw claimed: threefold repetition}". */
#define CLAIM_COMMENT "Draw claimed:"

/* ------------------------------------------------------------ statics */

/**
 * arb_pgn_error_quark:
 *
 * Returns: the error domain of the PGN reader and writer, %ARB_PGN_ERROR.
 */
G_DEFINE_QUARK (arb-pgn-error-quark, arb_pgn_error)

static void
pending_tag_free (gpointer data)
{
  PendingTag *tag = data;

  g_free (tag->name);
  g_free (tag->value);
  g_free (tag);
}

/* ------------------------------------------------- reading one game */

/* Records the first error of the game; later ones are dropped. */
void
_arb_pgn_game_error (GameReader  *gr,
                     ArbPgnError  code,
                     guint        line,
                     guint        column,
                     const char  *format,
                     ...)
{
  g_autofree char *what = NULL;
  va_list args;

  if (gr->pgn->error != NULL)
    return;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  gr->pgn->error = g_error_new (ARB_PGN_ERROR, code, _("%s:%u:%u: game %u: %s"),
                                gr->reader->display_name, line, column,
                                gr->pgn->number, what);
}

void
_arb_pgn_game_warning (GameReader *gr,
                       guint       line,
                       guint       column,
                       const char *format,
                       ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  g_ptr_array_add (gr->pgn->warnings,
                   g_strdup_printf (_("%s:%u:%u: game %u: %s"),
                                    gr->reader->display_name, line, column,
                                    gr->pgn->number, what));
}

/* The first token of a game makes it a game: it gets its number and line. */
static void
begin_game (GameReader  *gr,
            const ArbPgnToken *tok)
{
  if (gr->started)
    return;

  gr->started = TRUE;
  gr->pgn->number = ++gr->reader->n_games;
  gr->pgn->line = tok->line;
}

PendingTag *
_arb_pgn_find_tag (GameReader *gr,
                   const char *name)
{
  for (guint i = 0; i < gr->tags->len; i++)
    {
      PendingTag *tag = g_ptr_array_index (gr->tags, i);

      if (strcmp (tag->name, name) == 0)
        return tag;
    }
  return NULL;
}

/* The tags arb_pgn_write_game() writes for every game, whether the game had
 * them or not: they do not count against MAX_TAGS, so that any game read
 * can be written and read again. */
static gboolean
is_written_for_every_game (const char *name)
{
  static const char *const names[] = {
    "Event", "Site", "Date", "Round", "White", "Black", "Result", "Variant", "SetUp", "FEN",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (name, names[i]))
      return TRUE;
  return FALSE;
}

/* Keeps a tag pair read at @line:@column; a second tag of the same name
 * replaces the first, as arb_game_set_tag() does. */
static void
add_tag (GameReader *gr,
         GString    *name,
         GString    *value,
         guint       line,
         guint       column)
{
  PendingTag *tag = _arb_pgn_find_tag (gr, name->str);
  g_autofree char *valid = NULL;

  /* Tags end up in the UI and in files: only valid UTF-8 is kept. This also
   * turns a NUL byte into U+FFFD, three bytes for one: the limit applies to
   * what is kept, which is what the writer writes back. */
  valid = g_utf8_make_valid (value->str, (gssize) value->len);
  if (strlen (valid) > ARB_PGN_TOKEN_MAX)
    {
      _arb_pgn_game_error (gr, ARB_PGN_ERROR_TOO_LARGE, line, column,
                           _("a tag value longer than %d bytes once its invalid bytes are "
                             "replaced"),
                           ARB_PGN_TOKEN_MAX);
      return;
    }

  if (tag == NULL)
    {
      if (!is_written_for_every_game (name->str) && ++gr->n_counted_tags > MAX_TAGS)
        {
          _arb_pgn_game_error (gr, ARB_PGN_ERROR_TOO_LARGE, line, column,
                               _("more than %d tag pairs"), MAX_TAGS);
          return;
        }
      tag = g_new0 (PendingTag, 1);
      tag->name = g_strdup (name->str);
      g_ptr_array_add (gr->tags, tag);
    }

  g_free (tag->value);
  tag->value = g_steal_pointer (&valid);
  tag->line = line;
  tag->column = column;
}

/* Whether the game ended in a draw the rules impose without a player's
 * word, one the players may have played on past. */
static gboolean
ends_by_itself (ArbGame *game)
{
  switch (arb_game_get_termination (game))
    {
    case ARB_TERMINATION_DEAD_POSITION:
    case ARB_TERMINATION_MOVE_LIMIT:
    case ARB_TERMINATION_REPETITION_LIMIT:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Plays one main-line move; the first that fails is the game's error, in
 * the form `FILE:LINE:COL: game N, ply P: 'MOVE': reason` whether the move
 * could not be read or could not be played. @text is NUL-terminated, and
 * may hold NUL bytes when @unreadable. */
static void
play_text (GameReader *gr,
           const char *text,
           gsize       len,
           guint       line,
           guint       column,
           gboolean    too_long,
           gboolean    unreadable)
{
  ArbPgnReader *self = gr->reader;
  g_autoptr (GError) local_error = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *reason = NULL;

  if (gr->pgn->error != NULL)
    return;

  /* Real players go on in a dead position, or past the 75th move: the game
   * ended there all the same (FIDE 5.2.2, 9.6), and the moves after it are
   * kept out with a warning (finish_game()), never an error. */
  if (arb_game_is_over (gr->pgn->game) && ends_by_itself (gr->pgn->game))
    {
      if (gr->n_after_end++ == 0)
        {
          gr->after_end_line = line;
          gr->after_end_column = column;
        }
      return;
    }

  /* The game object would refuse the move too; said here in the file's
   * terms, as its error. */
  if (arb_game_get_ply (gr->pgn->game) >= ARB_GAME_MAX_PLIES)
    {
      _arb_pgn_game_error (gr, ARB_PGN_ERROR_TOO_LARGE, line, column,
                           _("more than %d plies in one game"), ARB_GAME_MAX_PLIES);
      return;
    }

  if (too_long)
    reason = g_strdup_printf (_("move longer than %d bytes"), ARB_PGN_TOKEN_MAX);
  else if (unreadable)
    reason = g_strdup (_("not a move"));
  else if (!arb_game_play_notation (gr->pgn->game, text, &local_error))
    reason = g_strdup (local_error->message);
  else
    {
      gr->clock_ply = arb_game_get_ply (gr->pgn->game);
      return;
    }
  /* An over-long token holds its first ARB_PGN_TOKEN_MAX bytes, far more
   * than are shown: its quote ends with "…" too. */
  shown = arb_text_quote (text, (gssize) len);

  gr->pgn->error = g_error_new (ARB_PGN_ERROR, ARB_PGN_ERROR_MOVE,
                                _("%s:%u:%u: game %u, ply %u: '%s': %s"),
                                self->display_name, line, column,
                                gr->pgn->number,
                                arb_game_get_ply (gr->pgn->game) + 1,
                                shown, reason);
}

void
_arb_pgn_play_text (GameReader *gr,
                    const char *text,
                    gsize       len,
                    guint       line,
                    guint       column)
{
  play_text (gr, text, len, line, column, FALSE, FALSE);
}

/* The main-line move of @tok: by the table's quick check while it plays
 * the game, else by the game object. */
static void
play_move (GameReader        *gr,
           const ArbPgnToken *tok)
{
  ArbPgnLexer *lexer = &gr->reader->lexer;

  if (gr->pgn->error != NULL)
    return;
  if (gr->quick != NULL)
    {
      if (!lexer->text_too_long && !lexer->text_unreadable
          && _arb_pgn_quick_play (gr, lexer->text, lexer->text_len, tok->line, tok->column))
        return;
      _arb_pgn_quick_give_up (gr);
    }
  play_text (gr, lexer->text, lexer->text_len, tok->line, tok->column,
             lexer->text_too_long, lexer->text_unreadable);
}

/* The `[%clk …]` of the comments after the main-line move just played, if
 * any, becomes its time left (arb_game_set_move_clock()); one that cannot
 * be read is a warning, and the move keeps no time. */
static void
take_move_clock (GameReader *gr)
{
  ArbPgnLexer *lexer = &gr->reader->lexer;
  g_autoptr (GError) error = NULL;
  guint ply = gr->clock_ply;
  gint64 time;

  gr->clock_ply = 0;
  if (ply == 0 || !lexer->have_clk || gr->pgn->game == NULL || gr->pgn->error != NULL)
    return;
  if (arb_clock_parse_clk (lexer->clk, &time, &error))
    {
      /* A game being checked quickly is not kept: its clocks neither. */
      if (gr->quick == NULL)
        arb_game_set_move_clock (gr->pgn->game, ply, time);
    }
  else
    _arb_pgn_game_warning (gr, lexer->clk_line, lexer->clk_column,
                           _("the clock time after ply %u is ignored: %s"), ply,
                           error->message);
}

/* TRUE when @text is a PGN result token: "1-0", "0-1", "1/2-1/2" or "*". */
static gboolean
is_result_token (const char *text)
{
  return strcmp (arb_result_to_string (arb_result_from_string (text)), text) == 0;
}

/* Handles one token of movetext. Returns TRUE when it ends the game. */
static gboolean
movetext_token (GameReader  *gr,
                const ArbPgnToken *tok)
{
  ArbPgnReader *self = gr->reader;

  take_move_clock (gr);
  switch (tok->type)
    {
    case ARB_PGN_TOKEN_OPEN_PAREN:
      if (gr->depth == G_MAXUINT)
        {
          _arb_pgn_game_error (gr, ARB_PGN_ERROR_TOO_LARGE, tok->line, tok->column,
                               _("variations nested too deeply"));
          return FALSE;
        }
      if (gr->depth == 0)
        {
          gr->variation_line = tok->line;
          gr->variation_column = tok->column;
        }
      gr->depth++;
      return FALSE;

    case ARB_PGN_TOKEN_CLOSE_PAREN:
      if (gr->depth == 0)
        _arb_pgn_game_error (gr, ARB_PGN_ERROR_SYNTAX, tok->line, tok->column,
                             "')' without a variation to close");
      else
        gr->depth--;
      return FALSE;

    case ARB_PGN_TOKEN_ERROR:
      _arb_pgn_game_error (gr, tok->code, tok->line, tok->column, "%s", tok->message);
      return FALSE;

    case ARB_PGN_TOKEN_EOF:
    case ARB_PGN_TOKEN_TAG_OPEN:
    case ARB_PGN_TOKEN_MOVE_NUMBER:
    case ARB_PGN_TOKEN_SYMBOL:
    case ARB_PGN_TOKEN_RESULT:
    case ARB_PGN_TOKEN_NAG:
    case ARB_PGN_TOKEN_ANNOTATION:
    default:
      break;
    }

  /* Inside a variation nothing is played and nothing ends the game. */
  if (gr->depth > 0)
    return FALSE;

  if (tok->type == ARB_PGN_TOKEN_SYMBOL)
    play_move (gr, tok);
  /* A game numbered by pairs writes every move number with a dot, and its
   * moves may be bare numbers (Congkak's pits): "1. 5 3". */
  else if (tok->type == ARB_PGN_TOKEN_MOVE_NUMBER && !self->lexer.number_dotted
           && gr->pgn->game != NULL && arb_game_get_rules (gr->pgn->game)->file_moves_by_pairs)
    play_move (gr, tok);
  else if (tok->type == ARB_PGN_TOKEN_RESULT)
    {
      /* The lexer makes ARB_PGN_TOKEN_RESULT of result tokens only. */
      gr->has_result = TRUE;
      gr->result = arb_result_from_string (self->lexer.text);
      g_strlcpy (gr->result_text, self->lexer.text, sizeof gr->result_text);
      gr->result_line = tok->line;
      gr->result_column = tok->column;
      gr->result_claimed = self->lexer.have_comment &&
                           g_str_has_prefix (self->lexer.comment, CLAIM_COMMENT);
      return TRUE;
    }

  return FALSE;
}

/* The [Termination] values of the PGN standard (8.2.5) for a game a
 * player lost by breaking the rules of the match, not of the game. */
static gboolean
is_forfeit_termination (const char *value)
{
  static const char *const forfeits[] = { "rules infraction", "time forfeit", "abandoned" };

  for (gsize i = 0; i < G_N_ELEMENTS (forfeits); i++)
    if (g_ascii_strcasecmp (value, forfeits[i]) == 0)
      return TRUE;
  return FALSE;
}

/* A game without resignation or draw offers (Congkak §9.3): a claim when
 * [Termination "repetition"] says so; a forfeit or an adjudication when
 * [Termination] says a referee decided (as the match referee writes it);
 * else the result is only checked. */
static void
apply_own_result (GameReader *gr,
                  ArbResult   result,
                  const char *text,
                  guint       line,
                  guint       column)
{
  ArbGame *game = gr->pgn->game;
  PendingTag *termination = _arb_pgn_find_tag (gr, "Termination");

  if (termination != NULL && g_ascii_strcasecmp (termination->value, "repetition") == 0
      && !arb_game_is_over (game))
    {
      if (arb_game_get_claimable_draws (game) == ARB_DRAW_CLAIM_NONE)
        _arb_pgn_game_warning (gr, termination->line, termination->column,
                               _("[Termination \"%s\"], but the last position did not occur "
                                 "three times"),
                               termination->value);
      else
        arb_game_claim_draw (game, NULL);
    }
  /* A referee's decision, as the match referee writes it. */
  else if (termination != NULL && !arb_game_is_over (game))
    {
      int winner = arb_result_winner (result);

      /* A decisive adjudication (the match referee's by the players'
       * scores) is a loss by the referee's decision, as a forfeit is; a
       * flag fall, a loss on time (unless the winner could not have won:
       * then the file's result stands, as a forfeit). */
      if (winner >= 0 && _arb_pgn_says_flag_fell (gr)
          && !arb_game_flag_fall_draws (game, arb_side_negate ((ArbSide) winner)))
        arb_game_flag_fall (game, arb_side_negate ((ArbSide) winner), NULL);
      else if (winner >= 0 && (is_forfeit_termination (termination->value)
                               || g_ascii_strcasecmp (termination->value, "adjudication") == 0))
        arb_game_forfeit (game, arb_side_negate ((ArbSide) winner), NULL);
      else if (result == ARB_RESULT_DRAW
               && g_ascii_strcasecmp (termination->value, "adjudication") == 0)
        arb_game_adjudicate_draw (game, NULL);
    }
  if (result != arb_game_get_result (game))
    _arb_pgn_game_warning (gr, line, column, _("result %s contradicts the moves (%s)"),
                           text, arb_result_to_string (arb_game_get_result (game)));
}

gboolean
_arb_pgn_says_flag_fell (GameReader *gr)
{
  PendingTag *termination = _arb_pgn_find_tag (gr, "Termination");

  return termination != NULL && g_ascii_strcasecmp (termination->value, "time forfeit") == 0;
}

/* Whether a drawn game's file says a flag fell where the side to move's
 * opponent could not have won: a draw by FIDE 6.9, as arb_game_flag_fall()
 * records it. */
static gboolean
flag_fall_drew (GameReader *gr,
                ArbGame    *game)
{
  return _arb_pgn_says_flag_fell (gr) && arb_game_flag_fall_draws (game, arb_game_get_turn (game));
}

/* The [Result] tag, when it holds a result ("?", as some programs write,
 * says nothing). */
static PendingTag *
result_tag (GameReader *gr)
{
  PendingTag *tag = _arb_pgn_find_tag (gr, "Result");

  return tag != NULL && is_result_token (tag->value) ? tag : NULL;
}

void
_arb_pgn_warn_result_disagrees (GameReader *gr)
{
  PendingTag *tag = result_tag (gr);

  if (gr->has_result && tag != NULL && arb_result_from_string (tag->value) != gr->result)
    _arb_pgn_game_warning (gr, gr->result_line, gr->result_column,
                           _("result %s disagrees with [Result \"%s\"]"),
                           gr->result_text, tag->value);
}

gboolean
_arb_pgn_file_result (GameReader  *gr,
                      ArbResult   *result,
                      const char **text,
                      guint       *line,
                      guint       *column)
{
  PendingTag *tag = result_tag (gr);

  if (gr->has_result)
    {
      *result = gr->result;
      *text = gr->result_text;
      *line = gr->result_line;
      *column = gr->result_column;
      return TRUE;
    }
  if (tag == NULL)
    return FALSE;
  *result = arb_result_from_string (tag->value);
  *text = tag->value;
  *line = tag->line;
  *column = tag->column;
  return TRUE;
}

/* Spec §9: the result of the file against the result of the moves. */
static void
apply_result (GameReader *gr)
{
  ArbGame *game = gr->pgn->game;
  ArbResult result;
  const char *text;
  guint line;
  guint column;
  g_autoptr (GError) local_error = NULL;

  _arb_pgn_warn_result_disagrees (gr);
  if (!_arb_pgn_file_result (gr, &result, &text, &line, &column))
    return;

  if (arb_game_get_rules (game)->no_resignation)
    {
      apply_own_result (gr, result, text, line, column);
      return;
    }

  if (arb_game_is_over (game))
    {
      ArbResult actual = arb_game_get_result (game);

      if (result != actual)
        _arb_pgn_game_warning (gr, line, column, _("result %s contradicts the moves (%s)"),
                               text, arb_result_to_string (actual));
      return;
    }

  switch (result)
    {
    /* A decisive result is a resignation, or a loss on time when
     * [Termination "time forfeit"] says so (and the winner could have
     * won: else the file's result stands, as a resignation). */
    case ARB_RESULT_FIRST_WINS:
    case ARB_RESULT_SECOND_WINS:
      {
        ArbSide loser = result == ARB_RESULT_FIRST_WINS ? ARB_SIDE_SECOND : ARB_SIDE_FIRST;

        if (_arb_pgn_says_flag_fell (gr) && !arb_game_flag_fall_draws (game, loser))
          arb_game_flag_fall (game, loser, &local_error);
        else
          arb_game_resign (game, loser, &local_error);
      }
      break;

    case ARB_RESULT_DRAW:
      /* Spec §9: a draw on an unfinished game was agreed — unless the
       * writer's own comment says it was claimed, and it can be: then it
       * is claimed again, so that the game keeps how it ended; or a flag
       * fell against a side that cannot win (FIDE 6.9: [Termination "time
       * forfeit"] on a draw), which the game records as such again. */
      if (flag_fall_drew (gr, game))
        arb_game_flag_fall (game, arb_game_get_turn (game), &local_error);
      else if (gr->result_claimed && arb_game_get_claimable_draws (game) != ARB_DRAW_CLAIM_NONE)
        arb_game_claim_draw (game, &local_error);
      else
        arb_game_agree_draw (game, &local_error);
      break;

    case ARB_RESULT_NONE:
    default:
      break;
    }

  if (local_error != NULL)
    _arb_pgn_game_warning (gr, line, column, _("result %s not applied: %s"),
                           text, local_error->message);
}

/* The end of a game: its result, and what is still open. */
static void
finish_game (GameReader *gr)
{
  if (gr->depth > 0)
    _arb_pgn_game_error (gr, ARB_PGN_ERROR_SYNTAX, gr->variation_line, gr->variation_column,
                         _("unterminated variation"));

  _arb_pgn_create_game (gr);
  gr->pgn->has_result_token = gr->has_result;

  if (gr->n_after_end > 0 && gr->pgn->error == NULL)
    {
      /* The game may have ended at its start (a dead position set up),
       * with no record to say so: the ending is worded from its reason. */
      ArbRecord end = {
        .type = ARB_RECORD_DRAW,
        .side = arb_game_get_turn (gr->pgn->game),
        .reason = arb_game_get_termination (gr->pgn->game),
      };
      g_autofree char *ending = arb_rules_describe_ending (arb_game_get_rules (gr->pgn->game),
                                                           &end);

      _arb_pgn_game_warning (gr, gr->after_end_line, gr->after_end_column,
                             /* Translators: the number of moves, then how the game ended */
                             g_dngettext (GETTEXT_PACKAGE,
                                          "%u move after the end of the game is not played (%s)",
                                          "%u moves after the end of the game are not played (%s)",
                                          gr->n_after_end),
                             gr->n_after_end, ending);
    }

  if (gr->pgn->error == NULL && (gr->quick == NULL || !_arb_pgn_quick_finish (gr)))
    apply_result (gr);
}

/* ------------------------------------------------------- public API */

/**
 * arb_pgn_game_free:
 * @pgn_game: (transfer full) (nullable): a game returned by arb_pgn_reader_next()
 *
 * Frees @pgn_game with its game, its error and its warnings.
 */
void
arb_pgn_game_free (ArbPgnGame *pgn_game)
{
  if (pgn_game == NULL)
    return;

  g_clear_object (&pgn_game->game);
  g_clear_error (&pgn_game->error);
  g_clear_pointer (&pgn_game->warnings, g_ptr_array_unref);
  g_free (pgn_game);
}

/**
 * arb_pgn_reader_new_for_games:
 * @stream: (transfer none): the input; the reader keeps a reference
 * @display_name: (nullable): how messages name the input, usually the
 *   file's name; "<input>" when %NULL
 * @games: (array length=n_games): the games a file may hold, the one a
 *   game without a naming tag is read as first; kept, not copied
 * @n_games: their number
 * @forced: (nullable): the game every game of the file must be
 *
 * Creates a reader that reads games from @stream one at a time, through a
 * fixed-size buffer. Reading is blocking.
 *
 * Returns: (transfer full): a new reader; free it with arb_pgn_reader_free().
 */
ArbPgnReader *
arb_pgn_reader_new_for_games (GInputStream          *stream,
                              const char            *display_name,
                              const ArbRules *const *games,
                              guint                  n_games,
                              const ArbRules        *forced)
{
  ArbPgnReader *self;

  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), NULL);
  g_return_val_if_fail (games != NULL && n_games > 0, NULL);

  self = g_new0 (ArbPgnReader, 1);
  _arb_pgn_lexer_init (&self->lexer, stream);
  self->display_name = g_strdup (display_name != NULL ? display_name : "<input>");
  self->known = games;
  self->n_known = n_games;
  self->forced = forced;
  return self;
}

/**
 * arb_pgn_reader_set_params:
 * @reader: a reader with a forced game
 * @params: values of that game's parameters (`--param`)
 *
 * arb_pgn_reader_set_game_params() for the game @reader forces.
 */
void
arb_pgn_reader_set_params (ArbPgnReader    *reader,
                           const ArbParams *params)
{
  g_return_if_fail (reader != NULL && reader->forced != NULL);

  arb_pgn_reader_set_game_params (reader, reader->forced, params);
}

/**
 * arb_pgn_reader_set_game_params:
 * @reader: a reader
 * @rules: a game it reads
 * @params: values of @rules' parameters (`--param`)
 *
 * Games of @rules that do not say what they were played by play by
 * @params (a file of the founding game without [Variant], read with
 * `--param variant=simplified`); a game whose tags say otherwise than a
 * value @params gives is an error. Games of other games are not touched.
 */
void
arb_pgn_reader_set_game_params (ArbPgnReader    *reader,
                                const ArbRules  *rules,
                                const ArbParams *params)
{
  g_return_if_fail (reader != NULL && rules != NULL);
  g_return_if_fail (params != NULL);

  reader->params = *params;
  reader->params_rules = rules;
}

/**
 * arb_pgn_reader_set_check_only:
 * @reader: a reader
 * @check_only: whether the games are only checked
 *
 * A reader that only checks returns each game's verdict — its error, its
 * warnings, its number of plies — without the game (@game is %NULL), the
 * same verdict as otherwise, sooner: a game whose table has a quick check
 * (ArbQuickCheck) is played by it, and by the game object only from where
 * the check declines. `arbiter-cli replay -q` reads so.
 */
void
arb_pgn_reader_set_check_only (ArbPgnReader *reader,
                               gboolean      check_only)
{
  g_return_if_fail (reader != NULL);

  reader->check_only = check_only;
}

/**
 * arb_pgn_reader_free:
 * @reader: (transfer full) (nullable): a reader
 *
 * Frees @reader and drops its reference on the stream (which is not closed).
 */
void
arb_pgn_reader_free (ArbPgnReader *reader)
{
  if (reader == NULL)
    return;

  _arb_pgn_lexer_clear (&reader->lexer);
  g_free (reader->quick_state);
  g_free (reader->quick_moves);
  g_free (reader->quick_text);
  g_free (reader->display_name);
  g_free (reader);
}

/**
 * arb_pgn_reader_next:
 * @reader: a reader
 * @error: return location for an %ARB_PGN_ERROR_IO error
 *
 * Reads the next game. A game that cannot be read completely is still
 * returned, replayed up to its first problem, with that problem in its
 * @error field; the following call reads the next game.
 *
 * Returns: (transfer full) (nullable): the next game, or %NULL at the end
 *   of the input (with @error unset) or when the input cannot be read
 *   (with @error set; every later call fails the same way).
 */
ArbPgnGame *
arb_pgn_reader_next (ArbPgnReader *reader,
                     GError      **error)
{
  ArbPgnReader *self = reader;
  g_autoptr (ArbPgnGame) pgn = NULL;
  g_autoptr (GPtrArray) tags = NULL;
  g_autoptr (GString) name = NULL;
  g_autoptr (GString) value = NULL;
  GameReader gr = { 0 };
  ArbPgnToken tok = { 0 };

  g_return_val_if_fail (reader != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  pgn = g_new0 (ArbPgnGame, 1);
  pgn->warnings = g_ptr_array_new_with_free_func (g_free);
  tags = g_ptr_array_new_with_free_func (pending_tag_free);
  name = g_string_new (NULL);
  value = g_string_new (NULL);
  gr.reader = self;
  gr.pgn = pgn;
  gr.tags = tags;

  for (;;)
    {
      gboolean in_tags;

      _arb_pgn_lexer_next (&self->lexer, &tok);
      if (self->lexer.io_error != NULL)
        break;

      if (tok.type == ARB_PGN_TOKEN_EOF)
        {
          if (!gr.started)
            {
              _arb_pgn_token_clear (&tok);
              return NULL;
            }
          take_move_clock (&gr);
          break;
        }

      if (tok.type == ARB_PGN_TOKEN_TAG_OPEN)
        {
          guint line = tok.line;
          guint column = tok.column;

          /* A tag after the movetext starts the next game. */
          if (gr.in_movetext)
            {
              take_move_clock (&gr);
              break;
            }

          begin_game (&gr, &tok);
          g_string_truncate (name, 0);
          g_string_truncate (value, 0);
          if (_arb_pgn_lexer_read_tag (&self->lexer, name, value, &tok))
            add_tag (&gr, name, value, line, column);
          else if (tok.type == ARB_PGN_TOKEN_ERROR)
            _arb_pgn_game_error (&gr, tok.code, tok.line, tok.column, "%s", tok.message);
          continue;
        }

      /* A stray character among the tags is an error there; anything else
       * begins the movetext. */
      in_tags = gr.started && !gr.in_movetext;
      begin_game (&gr, &tok);
      if (!gr.in_movetext && !(tok.type == ARB_PGN_TOKEN_ERROR && in_tags))
        {
          gr.in_movetext = TRUE;
          _arb_pgn_create_game (&gr);
          if (self->check_only)
            _arb_pgn_quick_begin (&gr);
        }
      if (movetext_token (&gr, &tok))
        break;
    }

  _arb_pgn_token_clear (&tok);

  if (self->lexer.io_error != NULL)
    {
      g_set_error (error, ARB_PGN_ERROR, ARB_PGN_ERROR_IO, _("%s:%u:%u: cannot read: %s"),
                   self->display_name, self->lexer.line, self->lexer.column,
                   self->lexer.io_error->message);
      return NULL;
    }

  finish_game (&gr);
  if (gr.quick != NULL)
    pgn->n_plies = gr.quick_plies;
  else if (pgn->game != NULL)
    pgn->n_plies = arb_game_get_ply (pgn->game);
  /* Checked, not kept (arb_pgn_reader_set_check_only()). */
  if (self->check_only)
    g_clear_object (&pgn->game);
  return g_steal_pointer (&pgn);
}
