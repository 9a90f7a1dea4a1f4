/* arb-rules.h — the table of function pointers every game fills in
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "arb-record.h"

G_BEGIN_DECLS

/**
 * ArbBoardKind:
 * @ARB_BOARD_GRID: a rectangle of squares (chess, checkers); cell = y·width + x
 * @ARB_BOARD_POINTS: points joined by lines (Alquerque); cell = y·width + x,
 *   the lines are @segments
 * @ARB_BOARD_PITS: two rows of pits and two stores (Congkak): @width pits a
 *   side, @height 2. Cells 0 … 2·width − 1 are the pits in sowing order (the
 *   first player's row, then the second player's, each in its owner's
 *   numbering), cell 2·width the first player's store, 2·width + 1 the
 *   second's. The size may differ from one position to the next: see
 *   the table's @geometry and arb_rules_geometry().
 *
 * How a board is laid out, so that one widget and one text renderer can
 * draw every game.
 */
typedef enum
{
  ARB_BOARD_GRID,
  ARB_BOARD_POINTS,
  ARB_BOARD_PITS,
} ArbBoardKind;

/**
 * ArbBoardGeometry:
 * @kind: the kind of board
 * @width: @height: cells across and down (GRID and POINTS)
 * @n_segments: @segments: the lines between points (POINTS): pairs of cells
 * @piece_style: how pieces look
 *
 * Origin top-left, x to the right, y down, as every spec's `[x][y]`.
 */
typedef struct
{
  ArbBoardKind   kind;
  guint          width;
  guint          height;
  guint          n_segments;
  const guint8 (*segments)[2];
  guint          piece_style;   /* an ArbPieceStyle */
} ArbBoardGeometry;

/**
 * ArbPieceStyle:
 * @ARB_PIECE_STYLE_FIGURINES: figurines, by the letters of @piece_symbols
 *   in either case: K Q R B N P are the King, Queen, Rook, Bishop, Knight
 *   and Pawn (♚♛♜♝♞♟); another letter is drawn as itself (chess)
 * @ARB_PIECE_STYLE_DISCS: discs in the side's colour, kind 2 crowned
 *   (Alquerque, checkers' men and kings)
 */
typedef enum
{
  ARB_PIECE_STYLE_FIGURINES,
  ARB_PIECE_STYLE_DISCS,
} ArbPieceStyle;

/* The cells of one board: width·height, or 2·width + 2 for pits. */
static inline guint
arb_board_geometry_n_cells (const ArbBoardGeometry *geometry)
{
  return geometry->kind == ARB_BOARD_PITS ? 2 * geometry->width + 2
                                          : geometry->width * geometry->height;
}

/*
 * Pieces, as the generic layers see them: 0 is an empty cell; otherwise the
 * low three bits are the game's kind of piece (1…7, an index into
 * @piece_symbols) and bit 3 is the side. Chess, Alquerque and checkers code
 * their boards this way already.
 */
#define ARB_CELL_EMPTY 0
static inline guint
arb_cell_piece_kind (guint8 piece)
{
  return piece & 7;
}
static inline guint
arb_cell_piece_side (guint8 piece)
{
  return (piece >> 3) & 1;
}

/* A reason code of 0 means "the move is allowed" in every game. */
#define ARB_REASON_OK 0

/* A move the rules refuse: the code is the game's reason code (the
 * table's @explain), the message its @describe_reason sentence. */
#define ARB_MOVE_ERROR (arb_move_error_quark ())
GQuark arb_move_error_quark (void);

#define ARB_NOTATION_ERROR (arb_notation_error_quark ())
GQuark arb_notation_error_quark (void);

/**
 * ArbNotationError:
 * @ARB_NOTATION_ERROR_SYNTAX: the text is not a move in the game's notation
 * @ARB_NOTATION_ERROR_UNSUPPORTED: valid notation for something this game
 *   does not have (chess: castling, promotion, en passant, a null move)
 * @ARB_NOTATION_ERROR_NO_PIECE: no piece of that kind can reach the square, or
 *   the move is written as a capture onto an empty square
 * @ARB_NOTATION_ERROR_AMBIGUOUS: the text fits more than one legal move
 * @ARB_NOTATION_ERROR_ILLEGAL: a move the rules refuse; the message carries
 *   the rule's reason
 * @ARB_NOTATION_ERROR_SEPARATOR: the move exists but is written with the
 *   wrong separator (Alquerque's `18x13` for the step `18-13`)
 *
 * Messages hold the reason alone ("no knight can move to f3"): the caller
 * quotes the move text the way its context needs.
 */
typedef enum
{
  ARB_NOTATION_ERROR_SYNTAX,
  ARB_NOTATION_ERROR_UNSUPPORTED,
  ARB_NOTATION_ERROR_NO_PIECE,
  ARB_NOTATION_ERROR_AMBIGUOUS,
  ARB_NOTATION_ERROR_ILLEGAL,
  ARB_NOTATION_ERROR_SEPARATOR,
} ArbNotationError;

typedef struct _ArbRules ArbRules;

/**
 * ArbEditPiece:
 * @piece: a piece code (kind | side << 3), as @piece_at returns it
 * @context: the gettext context of @name ("chess piece"): the games'
 *   names may be alike in English and not in another language (a King)
 * @name: NC_(@context, …) its name in the position editor's palette,
 *   capitalised ("White Knight"); translate with g_dpgettext2()
 *
 * One piece the position editor places.
 */
typedef struct
{
  guint8      piece;
  const char *context;
  const char *name;
} ArbEditPiece;

/* ---- parameters (src/core/arb-params.h reads and checks them) */
/* (ArbParams, below, is what @init_params receives.) */

/**
 * ArbParamType:
 * @ARB_PARAM_BOOL: true or false (0 or 1)
 * @ARB_PARAM_INT: a whole number from @min to @max
 * @ARB_PARAM_CHOICE: one of @choices, its index the value
 * @ARB_PARAM_SEED: a 64-bit seed (0 … 2⁶⁴ − 1, kept as its bits), which
 *   New Game does not ask for: drawn at random when not given
 *
 * The kinds of value a game parameter takes.
 */
typedef enum
{
  ARB_PARAM_BOOL,
  ARB_PARAM_INT,
  ARB_PARAM_CHOICE,
  ARB_PARAM_SEED,
} ArbParamType;

/* A game declares at most this many parameters. */
#define ARB_PARAMS_MAX 8

/**
 * ArbParamSpec:
 * @name: the name `--param NAME=VALUE` and files use ("regicide", "pits")
 * @type: what values it takes
 * @label: what New Game calls it, N_() ("Regicide")
 * @help: (nullable): one sentence New Game and `--help` show under it, N_()
 * @min: @max: (INT) the range; (CHOICE) 0 and the last index
 * @default_value: the value when nobody gives one
 * @choices: (CHOICE) the values' names, as typed ("coin", "1", "2")
 * @choice_labels: (CHOICE) (nullable) what New Game shows for each, N_()
 * @rule: TRUE when the value changes the rules of every position (checkers'
 *   regicide): the position keeps it (@apply_params, @read_params), files and
 *   the autosave record it; FALSE when it only shapes the start (Congkak's
 *   pits), which the position string records by itself
 * @file_tag: (nullable): (@rule) the tag files record it under ("Variant")
 * @file_values: (nullable): (@rule, BOOL or CHOICE) the tag's text for each
 *   value, by value ("Standard", "Regicide"); NULL: the value's name. N_():
 *   files get them as written, titles translated
 * @file_aliases: (nullable): (@rule) other spellings of @file_values that
 *   files from elsewhere write, "TEXT=VALUE", %NULL-terminated
 *   ("Fischerandom=chess960"); read in any case, never written
 * @file_absent: (nullable): (@rule) the value's name when a file names the
 *   game but has no @file_tag (chess: "standard", as the PGN standard
 *   reads a game without [Variant]); %NULL: @default_value
 * @engine_options: (nullable): (@rule, BOOL or CHOICE) how an engine is
 *   told each value, by value: "NAME=VALUE" (the UCI option that selects
 *   it: chess960's "UCI_Chess960=true"), "" (nothing to tell: the engine's
 *   own game, standard chess for a UCI engine) or %NULL (the parameter
 *   itself as an option, when the engine declares it: checkers'
 *   regicide). An engine that lacks the option a value needs is refused
 *   before the first game.
 * @prompt: (nullable): the question `arbiter-cli play` asks for it when a
 *   new game is set up by questions, in English ("Board size (pits a
 *   side)"); NULL: never asked
 * @play_option: `arbiter-cli play` also takes it as `--NAME VALUE` (Congkak's
 *   documented `--pits 5`)
 * @random_min: (INT) @min is no value but "drawn at random" for each new
 *   game (Chess960's starting array, `start=-1`): a match without openings
 *   draws one for each pair of games (arb_params_draw_starts())
 *
 * One parameter of a game (OpenSpiel's parameter specification): a game
 * lists them in its table (@params); the command line's `--param`, New
 * Game's page, files and the autosave read the list, never the game.
 */
typedef struct
{
  const char        *name;
  ArbParamType       type;
  const char        *label;
  const char        *help;
  gint64             min;
  gint64             max;
  gint64             default_value;
  const char *const *choices;
  const char *const *choice_labels;
  gboolean           rule;
  const char        *file_tag;
  const char *const *file_values;
  const char *const *file_aliases;
  const char        *file_absent;
  const char *const *engine_options;
  const char        *prompt;
  gboolean           play_option;
  gboolean           random_min;
} ArbParamSpec;

/**
 * ArbParams:
 * @values: one value per parameter of the table, in its order
 * @given: bit i set when @values[i] was given (by the user, a file) rather
 *   than left at its default
 *
 * A game's parameter values. arb_params_init() fills in the defaults.
 */
typedef struct
{
  gint64  values[ARB_PARAMS_MAX];
  guint32 given;
} ArbParams;

/* ---- words a game gives the layers above it */

/**
 * ArbMoveRule:
 * @plies: the rule's length in plies (chess 100, checkers 80); 0: no such rule
 * @sentence: N_() what it counts, for claims and endings
 *   ("50 moves without a capture or pawn move")
 * @json_id: the termination's id in the game's JSON ("fifty-moves")
 * @file_comment: the comment files end a claimed game with, in English
 *   ("Draw claimed: 40 moves each without a man move or a capture")
 * @limit_sentence: (nullable): N_() what its automatic limit counts, for a
 *   game that ends there by itself (%ARB_TERMINATION_MOVE_LIMIT: "75 moves
 *   without a capture or pawn move"); the outcome hook decides when
 *
 * The game's move-count rule (chess's fifty moves, checkers' forty), which
 * lets a player claim a draw (%ARB_DRAW_CLAIM_MOVE_RULE).
 */
typedef struct
{
  guint       plies;
  const char *sentence;
  const char *json_id;
  const char *file_comment;
  const char *limit_sentence;
} ArbMoveRule;

/**
 * ArbTerminationText:
 * @reason: an ArbTermination this game can end by
 * @win: (nullable): N_() the announcement of a win by it, with the winner's
 *   and the loser's names as %1$s and %2$s ("%1$s wins by capturing the King")
 * @draw: (nullable): N_() the announcement of a draw by it, with the side
 *   to move as %1$s
 *
 * How a game words one of its endings; endings a game does not list get
 * Arbiter's generic words (arb_rules_describe_ending()).
 */
typedef struct
{
  guint       reason;
  const char *win;
  const char *draw;
} ArbTerminationText;

/**
 * ArbPlayText:
 * @title: (nullable): `play`'s banner ("simplified chess"); %NULL: the name
 * @title_for: (nullable): the banner under the game's parameters, for a
 *   game whose variants are parameters ("Chess960"); %NULL: @title
 * @move_help: (nullable): the line above `play`'s commands: how to type a move
 * @position_help: (nullable): what `play`'s `position` prints
 * @draw_help: (nullable): what `play`'s `draw` claims
 * @verdict: `play` announces the end in words after the history (not only
 *   "Game over: 1-0" under the board)
 * @named_players: the players have names, asked by `play` and kept in the
 *   player tags (Congkak §2)
 * @no_claim: (nullable): why no draw can be claimed yet, with the counts
 *   (@state the position, @repetitions how often it occurred)
 * @offer_claims: (nullable): the draws that can be claimed now, offered
 *   after a move
 *
 * The words of `arbiter-cli play` for a game, in English (the command
 * line's output is a contract, never translated).
 */
typedef struct
{
  const char *title;
  const char *move_help;
  const char *position_help;
  const char *draw_help;
  gboolean    verdict;
  gboolean    named_players;
  void      (*no_claim)     (gconstpointer state, guint repetitions, GString *out);
  void      (*offer_claims) (ArbDrawClaim claims, GString *out);
  const char *(*title_for)  (const ArbParams *params);
} ArbPlayText;

/**
 * ArbBenchPosition:
 * @name: a short name ("kiwipete")
 * @position: its position string
 * @depth: the depth `perft --bench` counts it to
 *
 * One position of a game's speed benchmark.
 */
typedef struct
{
  const char *name;
  const char *position;
  guint       depth;
} ArbBenchPosition;

/**
 * ArbRulesPage:
 * @title: N_() the page's title ("Rules of Checkers")
 * @paragraphs: the page, one N_() string each: a paragraph, or a heading
 *   when it starts with "# "
 * @n_paragraphs: how many
 *
 * The game's rules in plain words, as the app's Help ▸ Rules (F1) shows
 * them; docs/ holds the complete text.
 */
typedef struct
{
  const char        *title;
  const char *const *paragraphs;
  guint              n_paragraphs;
} ArbRulesPage;

/* ---- files: what a game's own tag layout is given (all optional) */

/* Looks up a tag of the game being read or written: its value, or NULL. */
typedef const char *(*ArbTagLookup) (gpointer data, const char *name);
/* Appends one tag pair to the file being written. */
typedef void (*ArbTagAppend) (gpointer data, const char *name, const char *value);

/**
 * ArbFileTags:
 * @start: the position the game started from
 * @state: the current position
 * @setup: (nullable): the game's SETUP record (how the first player was chosen)
 * @result: the game's result
 * @termination: how it ended
 * @final_record: (nullable): the WIN or DRAW record that ended it
 * @lookup: @lookup_data: the game's own tags (Date, player names…)
 *
 * What a game's @file_write_tags hook knows of the game being written.
 */
typedef struct
{
  gconstpointer    start;
  gconstpointer    state;
  const ArbRecord *setup;
  ArbResult        result;
  ArbTermination   termination;
  const ArbRecord *final_record;
  ArbTagLookup     lookup;
  gpointer         lookup_data;
} ArbFileTags;

/**
 * ArbRecordSink:
 *
 * Where a game's @after_move hook pushes the records a move causes, and
 * its @expand_record the records a summary stands for.
 */
typedef struct _ArbRecordSink ArbRecordSink;
void arb_record_sink_push (ArbRecordSink *sink, const ArbRecord *record);

/**
 * ArbRecordFunc:
 * @record: one record, valid during the call only
 * @user_data: the caller's data
 *
 * What arb_game_foreach_record() calls for each record, in order.
 */
typedef void (*ArbRecordFunc) (const ArbRecord *record, gpointer user_data);

/* ---- the game's own kinds of record */

/**
 * ArbRecordRole:
 * @ARB_RECORD_ROLE_NONE: the layers above only word it (describe_record,
 *   record_json): a crowning
 * @ARB_RECORD_ROLE_THREAT: after a move, a cell of @side is threatened (a
 *   check): the history marks that move, with the kind's @mark when @side
 *   is not the mover
 * @ARB_RECORD_ROLE_RELAY: the sowing went on with the @count seeds of pit
 *   @cell: a board of pits marks the pit (the kind's @cell_note), counts the
 *   move's relays, and says the record when the sowing animation reaches
 *   its %ARB_STEP_RELAY step
 * @ARB_RECORD_ROLE_PIT_CAPTURE: the @count seeds of pit @cell went to a
 *   store: a board of pits marks the pit (@cell_note), says the record
 *   after the move and at its %ARB_STEP_CAPTURE step
 * @ARB_RECORD_ROLE_LEFTOVER: the @count seeds left in @side's row went to
 *   its store: said after the move and at the first of its
 *   %ARB_STEP_LEFTOVER steps
 * @ARB_RECORD_ROLE_NOTE: said after the move that pushed it, nothing more
 *   (a sowing stopped after too many laps)
 * @ARB_RECORD_ROLE_SUMMARY: stands, in its place, for @count records of the
 *   kind's @stands_for kind that the move caused (the relays of a long
 *   sowing), so that a move's stored records stay few whatever it did; the
 *   table's @expand_record gives them back one by one, and
 *   arb_game_foreach_record() walks a history with every summary expanded.
 *   Worded as it is where records are listed ("… 9 984 more relays …")
 *
 * What the layers above the rules do with a kind of record, whatever the
 * game: the app acts on a role, never on a game's kind.
 */
typedef enum
{
  ARB_RECORD_ROLE_NONE,
  ARB_RECORD_ROLE_THREAT,
  ARB_RECORD_ROLE_RELAY,
  ARB_RECORD_ROLE_PIT_CAPTURE,
  ARB_RECORD_ROLE_LEFTOVER,
  ARB_RECORD_ROLE_NOTE,
  ARB_RECORD_ROLE_SUMMARY,
} ArbRecordRole;

/**
 * ArbRecordKind:
 * @type: the kind: one of the game's own (from %ARB_RECORD_GAME_FIRST), or
 *   a core kind the game gives a role (a CAPTURE of seeds)
 * @id: its "type" in the game's JSON and spec ("check", "relay")
 * @role: what the layers above do with it
 * @mark: (nullable): (THREAT) what the history writes after a move shown
 *   in cells (coordinates) that threatens the other side ("+"); a move in
 *   the game's notation carries its own
 * @cell_note: (nullable): N_() what the description of the record's @cell
 *   on the board adds, lower case ("relayed from", "captured")
 * @stands_for: (SUMMARY) the kind of the records it stands for
 *
 * One kind of record of a game, as its table's @record_kinds lists it.
 */
typedef struct
{
  guint          type;
  const char    *id;
  ArbRecordRole  role;
  const char    *mark;
  const char    *cell_note;
  guint          stands_for;
} ArbRecordKind;

/* ---- the app's boards: what the desktop app shows of a game */

/**
 * ArbNotationWord:
 * @symbol: a character of the game's notation, as its files write it
 *   (chess's 'N', a capture's 'x', a step's '-')
 * @shown: (nullable): NC_("move notation", …) the character on screen in
 *   the user's language (French: "C" for 'N'); %NULL: @symbol itself
 * @spoken: (nullable): N_() what it says when a move is read aloud
 *   ("Knight", "takes", "to"); %NULL: @symbol itself
 *
 * How one character of the game's notation reads in the user's language:
 * files keep the standard notation, the screen and screen readers get
 * these (arb_rules_move_text_shown(), arb_rules_move_text_spoken()).
 */
typedef struct
{
  char        symbol;
  const char *shown;
  const char *spoken;
} ArbNotationWord;

/**
 * ArbAppWords:
 * @piece_names: (nullable): N_() a piece as a cell's description names it,
 *   lower case, by piece code (kind | side << 3, 16 entries): "white
 *   knight"; %NULL: "White piece", by the player's name
 * @piece_kind_names: (nullable): NC_("refused move", …) a kind of piece,
 *   capitalised, by kind (8 entries): a refused move's sentence starts
 *   with it ("Bishop c1 to g5: blocked at d2"); %NULL: with the cells
 * @reason_sentences: (nullable): N_() what the app says of a move the rules
 *   refuse, by reason code ("A pawn captures only diagonally"); a %NULL
 *   entry, or a code from @n_reason_sentences on: the rules' own sentence
 *   (@describe_reason)
 * @n_reason_sentences: how many entries @reason_sentences has
 * @check: (nullable): N_() the status when the side to move has a
 *   threatened cell (@threatened_cells), the side as %s ("Check! %s to move")
 * @check_other: (nullable): N_() the status when the side that just moved
 *   has one: the side to move, then the other ("%s to move — the %s King
 *   is attacked")
 * @threatened_cell: (nullable): N_() a threatened cell, in the cell's
 *   description ("in check")
 * @coach_cell: (nullable): N_() a cell the coach warns of, in its
 *   description: the move there leaves a cell of the mover threatened
 *   ("leaves the King attacked")
 * @check_by_mover: (nullable): N_() the tooltip of a move in the history
 *   after which the mover's own cell is threatened (a record of the mover
 *   whose role is %ARB_RECORD_ROLE_THREAT), the mover as %s ("After this
 *   move the %s King is attacked")
 * @check_of_other: (nullable): N_() the same when the other side's is
 *   (the move gives check), the other side as %s ("Check: the %s King is
 *   attacked")
 * @history_texts: (nullable): the history's last line for endings the
 *   game words itself: @win with the score and the winner ("%s · %s
 *   captures the King"), @draw with nothing; other endings get the app's
 *   words
 * @n_history_texts: how many
 * @set_up_texts: (nullable): how a position set up already over is
 *   announced (no record says how it ended): @win with the winner and the
 *   loser ("%s wins: the %s King is missing"), @draw with the side to move;
 *   other endings are worded as arb_rules_describe_ending() words them
 * @n_set_up_texts: how many
 * @claim_note: (nullable): N_() the status line's note while the game may
 *   be claimed, for a game whose claim is no draw (Congkak: "the end may
 *   be claimed: the position occurred three times"); %NULL: "a draw may be
 *   claimed: …" with arb_rules_claim_reason()
 * @claim_offer: (nullable): N_() the message that offers the claim, for
 *   such a game; %NULL: arb_rules_describe_claim()
 * @notation_words: (nullable): the characters of the notation that read
 *   differently in the user's language or aloud; %NULL: none does
 * @n_notation_words: how many
 *
 * The words the desktop app uses for a game beyond those of the command
 * line, all N_() and all optional: the app translates them with _() and
 * falls back on its own. "%s" stands for player names, in order.
 */
typedef struct
{
  const char *const        *piece_names;
  const char *const        *piece_kind_names;
  const char *const        *reason_sentences;
  guint                     n_reason_sentences;
  const char               *check;
  const char               *check_other;
  const char               *threatened_cell;
  const char               *coach_cell;
  const char               *check_by_mover;
  const char               *check_of_other;
  const ArbTerminationText *history_texts;
  guint                     n_history_texts;
  const ArbTerminationText *set_up_texts;
  guint                     n_set_up_texts;
  const char               *claim_note;
  const char               *claim_offer;
  const ArbNotationWord    *notation_words;
  guint                     n_notation_words;
} ArbAppWords;

/**
 * ArbStepKind:
 * @ARB_STEP_TAKE: the move picks up the seeds of its pit (the hand)
 * @ARB_STEP_DROP: a seed goes from the hand into a cell
 * @ARB_STEP_RELAY: the seeds of a cell are picked up and sown on (a relay)
 * @ARB_STEP_CAPTURE: the seeds of a cell go to a store (a capture)
 * @ARB_STEP_LEFTOVER: the seeds of a cell go to a store at the end (the
 *   leftovers a move sweeps)
 *
 * What one step of a move's sowing does, as @move_steps tells it.
 */
typedef enum
{
  ARB_STEP_TAKE,
  ARB_STEP_DROP,
  ARB_STEP_RELAY,
  ARB_STEP_CAPTURE,
  ARB_STEP_LEFTOVER,
} ArbStepKind;

/* A step's @from or @to that is the hand rather than a cell. */
#define ARB_STEP_HAND G_MAXUINT

/**
 * ArbStep:
 * @kind: what the step is
 * @from: the cell the seeds leave, or %ARB_STEP_HAND
 * @to: the cell they go to, or %ARB_STEP_HAND
 * @count: how many seeds move (possibly 0: a capture of an empty pit)
 *
 * One step of a move's sowing: @count seeds go from @from to @to. Applied
 * in order to the counts of the position before the move (@cell_count),
 * starting with an empty hand, the steps of a move end on the counts of
 * the position after it, with the hand empty again.
 */
typedef struct
{
  ArbStepKind kind;
  guint       from;
  guint       to;
  guint       count;
} ArbStep;

/* Called by @move_steps for each step in order: FALSE stops the walk. */
typedef gboolean (*ArbStepFunc) (const ArbStep *step, gpointer data);

/**
 * ArbQuickCheck:
 * @size: the bytes of the checker's own state, which the caller keeps
 * @start: sets the checker at @state, the game's position; %FALSE when it
 *   declines (a position it does not know, or one already over)
 * @play: plays one move, @text as a file writes it (@len bytes, no NUL);
 *   %FALSE when it declines
 * @finish: the end of the main line: the position's @outcome as the table's
 *   @outcome hook gives it (%ARB_RESULT_NONE: the game goes on); %FALSE
 *   when it declines
 *
 * A game's optional short way to check a file's moves, for a reader that
 * wants only the verdict (arb_pgn_reader_set_check_only(): `replay -q` on
 * a database). It keeps no history and words no error: it plays only
 * what it is sure of, exactly as the game object would read and play it,
 * and declines everything else — a move it does not read or that is not
 * one legal move, a position where the game ends by itself other than by
 * having no move (a dead position, the move limit, a repetition limit),
 * a check it does not make. The reader then plays the game the full way,
 * whose words are the only ones anybody sees.
 */
typedef struct
{
  gsize      size;
  gboolean (*start)  (gpointer checker, gconstpointer state);
  gboolean (*play)   (gpointer checker, const char *text, gsize len);
  gboolean (*finish) (gpointer checker, ArbOutcome *outcome);
} ArbQuickCheck;

/**
 * ArbRules:
 *
 * One game's rules: a `static const` table in the game's folder
 * (`src/games/<game>/`), listed by the registry (`src/games/arb-games.c`).
 * The generic code (the game object and its history, files, perft, the
 * command line, the app) calls only through it. A position ("state") is a
 * plain struct of @state_size bytes that the game alone reads, copied with
 * memcpy(); a move's undo record is @undo_size bytes.
 *
 * Optional members may be %NULL; each says so.
 */
struct _ArbRules
{
  /* ---- identity */
  const char *id;                /* "chess": the --game name */
  const char *name;              /* N_("Chess"): translate with _() */
  const char *player_names[2];   /* N_("White"), N_("Black"): first player first */
  const char *player_ids[2];     /* "white", "black": for JSON and files */
  const char *player_tags[2];    /* the file tags naming the players, first player
                                  * first ("Black", "White" in PDN); NULL: PGN's
                                  * "White", "Black" */
  gboolean    sides_by_player;   /* the sides have no names but their order ("Player 1"):
                                  * the app calls each by its player's name when the game
                                  * gives one ("Ann to move"); FALSE: by @player_names */
  const char *file_extension;    /* its files' suffix, without the dot ("pdn"); NULL: "pgn" */
  const char *file_tag;          /* the PGN tag that names this game: "Variant" */
  const char *file_tag_value;    /* its value: "Alquerque"; NULL: the game when no tag names one.
                                  * A value followed by ',' and more names the game too
                                  * (PDN's [GameType "21,B,8,8,N2,0"]). */
  const char *file_variant;      /* optional: the [Variant] its files carry besides the tag
                                  * that names it (checkers' "Regicide"); NULL for none */
  const char *piece_symbols[2];  /* per side, indexed by piece kind: " KQRBNP" */
  guint8      piece_values[8];   /* material, by piece kind, for the captured
                                  * pieces' balance; all 0: the game shows none */
  ArbBoardGeometry board;        /* the board; the default start's when @geometry is set */
  /* The board of one position, for games whose size varies (Congkak).
   * Optional: NULL means @board for every position. Call arb_rules_geometry(). */
  void      (*geometry)      (gconstpointer state, ArbBoardGeometry *out);
  guint       n_cells;           /* cells are numbered 0 … n_cells − 1: the largest board's */
  gsize       state_size;
  gsize       undo_size;

  /* ---- positions */
  void     (*init_start)     (gpointer state);
  /* Reads a position string; on failure returns FALSE with an error that names the field. */
  gboolean (*read_position)  (gpointer state, const char *text, GError **error);
  /* Reads a position string under the values of the @rule parameters
   * (@params' order), for a game whose strings mean more under some rules
   * (chess: the castling field of standard chess and Chess960). Optional:
   * NULL reads with @read_position and gives the values with @apply_params;
   * arb_rules_read_position_values() chooses. */
  gboolean (*read_position_as) (gpointer state, const char *text, const gint64 *values,
                                GError **error);
  /* The position string a line of an opening book holds, for a game
   * whose books write more than position strings (chess's EPD: the
   * clocks as operations, and operations besides); NULL with an error
   * when the line cannot be read so. Optional: NULL means a book line is
   * a position string. */
  char    *(*book_position)  (const char *line, GError **error);
  /* Appends the canonical position string. */
  void     (*write_position) (gconstpointer state, GString *out);
  /* The invariant checker: FALSE with a reason when a derived field is wrong. */
  gboolean (*is_valid)       (gconstpointer state, const char **why);
  gboolean (*equal)          (gconstpointer a, gconstpointer b);
  guint64  (*hash)           (gconstpointer state);
  ArbSide  (*turn)           (gconstpointer state);
  /* The move number of the position string (PGN's "12."). */
  guint    (*move_number)    (gconstpointer state);
  guint8   (*piece_at)       (gconstpointer state, guint cell);
  /* The name players give a cell ("15" for a dark square of checkers);
   * FALSE for a cell nobody names (a light square). Optional: NULL names
   * a grid's squares as chess does ("e4") and points by number from 1. */
  gboolean (*cell_label)     (guint cell, char name[16]);

  /* ---- play */
  /* Every legal move of the side to move, none once the position is over. */
  void     (*generate)       (gconstpointer state, ArbMoveList *list);
  /* The first rule @move breaks (a game's reason code), ARB_REASON_OK when it is legal.
   * @over: the game was ended by the history (a resignation, an agreement).
   * @detail: a cell the reason names (a blocker), or G_MAXUINT. */
  guint    (*explain)        (gconstpointer state, const ArbMove *move, gboolean over,
                              guint *detail);
  /* The sentence for a reason code, newly allocated and translated. */
  char    *(*describe_reason) (guint reason, guint detail);
  /* The reason code for "the game is over", for the game object's own checks. */
  guint      reason_game_over;
  /* The reason a player entering a capture hop by hop is told after a hop
   * from which the piece must jump on (checkers' "Keep it going!"); 0: the
   * app's own words. */
  guint      reason_continue;
  /* The reason @explain gives for a move of a piece while another piece
   * must capture (checkers' compulsory capture): a click on a piece with
   * no legal move is told so at once, and the pieces that must capture
   * are shown. 0: the game's captures are never compulsory. */
  guint      reason_must_capture;
  /* Why arb_game_claim_draw() refuses when nothing is claimable: N_("…"). */
  const char *no_claim_message;
  void     (*make)           (gpointer state, const ArbMove *move, gpointer undo);
  void     (*unmake)         (gpointer state, gconstpointer undo);
  /* What moved and what it took, for the MOVE record (piece codes as @piece_at). */
  void     (*moved_pieces)   (gconstpointer undo, guint8 *piece, guint8 *captured);
  /* Pushes the records a move causes after its MOVE record and before the
   * end of the game's (CAPTURE, the game's own kinds…), in the spec's
   * order. @state is the position after the move. Optional. */
  void     (*after_move)     (gconstpointer state, gconstpointer undo, ArbSide mover,
                              ArbRecordSink *sink);
  /* Fills the game's own fields of a record the game object makes: a MOVE
   * (after make(): @state the position after, @undo its undo block) or
   * the WIN or DRAW that ends the game (@undo NULL). Congkak: the seeds of
   * the MOVE in @count, the final score in the WIN/DRAW's @text. Optional. */
  void     (*fill_record)    (gconstpointer state, gconstpointer undo, ArbRecord *record);
  void     (*outcome)        (gconstpointer state, ArbOutcome *outcome);
  /* Claimable draws of the position, given how often it has occurred. Optional. */
  ArbDrawClaim (*claimable)  (gconstpointer state, guint repetitions);
  /* Whether @side could still win by some series of legal moves, under
   * the rules @state is played by: a flag fall against a side that could
   * not is a draw (FIDE 6.9, arb_game_flag_fall()). Optional: always. */
  gboolean (*can_win)        (gconstpointer state, ArbSide side);
  /* How often a position must occur for the game to end drawn by itself
   * (%ARB_TERMINATION_REPETITION_LIMIT; FIDE 9.6.1: five times), under the
   * rules @state is played by; 0: never. Optional: never. */
  guint    (*repetition_limit) (gconstpointer state);
  /* A claim that scores the game and changes the board (Congkak §7: each
   * side takes its own row into its store, the stores decide): applies it
   * to @state, keeping what unmake() needs to take it back in @undo (an
   * undo block, as for a move) and, with a @sink, pushes what follows the
   * CLAIM record (@claimer, @reason), ending with a WIN or DRAW record
   * whose reason is @reason. Called without a sink to redo the claim.
   * Optional: NULL records a claimed draw as one DRAW record. */
  void     (*claim)          (gpointer state, gpointer undo, ArbSide claimer,
                              ArbTermination reason, ArbRecordSink *sink);

  /* ---- text */
  /* The move in the game's notation; @state is the position before it. */
  void     (*move_to_text)   (gconstpointer state, const ArbMove *move,
                              char buf[ARB_MOVE_TEXT_MAX]);
  /* The notation `moves` and `inspect` list (chess: coordinates, "e2e4").
   * Optional: NULL lists @move_to_text's. */
  void     (*move_to_list_text) (gconstpointer state, const ArbMove *move,
                                 char buf[ARB_MOVE_TEXT_MAX]);
  /* Reads a move (any notation the game accepts), refusing it with the
   * game's first reason in the spec's order (ARB_NOTATION_ERROR or
   * ARB_MOVE_ERROR). @over: the history ended the game. A reader may leave a
   * move that names its cells outright to @explain, which the game object
   * asks afterwards in any case. */
  gboolean (*move_from_text) (gconstpointer state, const char *text, gboolean over,
                              ArbMove *move, GError **error);
  /* One line for a record of the end-of-game printout ("White plays 18-13").
   * @state is the game's position now, asked only for what the game's
   * parameters decide (how chess's variants write a castling, whether a
   * win names its reason), never for the record's own facts. */
  void     (*describe_record) (gconstpointer state, const ArbRecord *record, GString *out);
  /* (optional) The same line with the players' names (@names by side) in
   * place of "Player 1", for a game whose sides are players
   * (sides_by_player): "Ann sows pit 3 (4 seeds)". NULL: describe_record. */
  void     (*describe_record_named) (gconstpointer state, const ArbRecord *record,
                                     const char *const *names, GString *out);
  /* The JSON contracts of the game's spec: `arbiter-cli inspect` (the whole
   * object of one position, on one line, no newline) and `replay --json`
   * (one record object). */
  void     (*inspect_json)   (gconstpointer state, GString *out);
  /* TRUE: `inspect` answers a line that is no position with {"error": …}
   * on standard output, so that answers stay aligned; FALSE: on standard
   * error (chess). */
  gboolean   inspect_errors_inline;
  /* With @inspect_errors_inline: TRUE skips blank lines all the same
   * (Congkak §9.4), FALSE answers them too (Alquerque §13). */
  gboolean   inspect_skips_blank_lines;
  /* @state as describe_record's. */
  void     (*record_json)    (gconstpointer state, const ArbRecord *record, GString *out);
  /* The game's own kinds of record (ArbRecord's @type from
   * ARB_RECORD_GAME_FIRST), and the core kinds it gives a role, each with
   * its JSON id and its role for the layers above; a kind not listed has
   * ARB_RECORD_ROLE_NONE. NULL, 0: the game pushes only the core's kinds. */
  const ArbRecordKind *record_kinds;
  guint      n_record_kinds;
  /* Pushes through @sink, in order, the records a SUMMARY record stands for
   * (ARB_RECORD_ROLE_SUMMARY); @undo is the undo block of the move that
   * pushed it. Required when a kind has that role, NULL otherwise. */
  void     (*expand_record)  (gconstpointer undo, const ArbRecord *summary,
                              ArbRecordSink *sink);

  /* ---- files in the game's own layout (optional: NULL, FALSE give PGN's) */
  /* The start of a game read from a file, from its tags (Congkak: Pits,
   * Seeds, FirstPlayer, Position); fills @state and, when the file says how
   * the first player was chosen, @setup (type ARB_RECORD_SETUP; left
   * untouched otherwise). On failure: FALSE, @error, and in @bad_tag the
   * name of the tag at fault. Notes go to @warnings (strings). NULL: PGN's
   * [FEN] and [SetUp]. */
  gboolean (*file_start_from_tags) (ArbTagLookup lookup, gpointer data, gpointer state,
                                    ArbRecord *setup, GPtrArray *warnings,
                                    const char **bad_tag, GError **error);
  /* Writes the whole tag section in the game's order (through @append);
   * the game's other tags follow. NULL: PGN's seven-tag roster. */
  void     (*file_write_tags) (const ArbFileTags *file, ArbTagAppend append, gpointer data);
  /* Move numbers before each pair of moves, whoever moved first ("1. 5 3"),
   * never "1..."; the position string's move number is not used. */
  gboolean   file_moves_by_pairs;
  /* The game has no resignation and no draw offer (Congkak §7):
   * arb_game_resign() and arb_game_agree_draw() refuse, and a file's result
   * the moves do not reach is a warning (an abandoned game stays `*`). */
  gboolean   no_resignation;

  /* ---- optional speed-ups and the computer player */
  /* perft with bulk counting; NULL uses the generic one (arb_rules_perft). */
  guint64  (*perft)          (gconstpointer state, guint depth);
  /* perft making and unmaking every leaf move with the game's own moves
   * (what --bench compares bulk counting with); NULL: arb_rules_perft_generic(). */
  guint64  (*perft_make_unmake) (gconstpointer state, guint depth);
  /* The positions of `perft --bench`; none: the game has no benchmark. */
  const ArbBenchPosition *bench;
  guint      n_bench;
  /* Static evaluation for the side to move; NULL when the game has none yet. */
  int      (*evaluate)       (gconstpointer state);
  /* Checking a file's moves without a history (ArbQuickCheck); NULL: the
   * game object plays every move. */
  const ArbQuickCheck *quick_check;

  /* ---- parameters (optional: a game without any leaves them 0/NULL) */
  const ArbParamSpec *params;
  guint      n_params;
  /* The start for @params' values (one per parameter); may fill @setup (a
   * SETUP record, left untouched otherwise: Congkak's coin flip). @setup
   * NULL asks for a position, not a new game: nothing is left to chance
   * (no coin is flipped). FALSE with an
   * error when the values do not make a game (Congkak: pits × seeds > 999).
   * NULL: init_start(). */
  gboolean (*init_params)    (gpointer state, const ArbParams *params, ArbRecord *setup,
                              GError **error);
  /* Sets the @rule parameters on a position (one read from a string).
   * Optional: a game whose parameters all shape the start leaves it NULL. */
  void     (*apply_params)   (gpointer state, const gint64 *values);
  /* The @rule parameters a position plays by, into @values (others are
   * left alone). Optional, as @apply_params. */
  void     (*read_params)    (gconstpointer state, gint64 *values);

  /* ---- words and facts for the layers above (all optional) */
  ArbMoveRule move_rule;         /* plies 0: the game has none */
  const ArbTerminationText *termination_texts;
  guint      n_termination_texts;
  const ArbRulesPage *rules_page;
  const ArbPlayText  *play_text;  /* NULL: `play`'s defaults */
  /* How `play` and the help describe the notation, N_(), one line
   * ("Type a move as 18-13, a capture as 18x8."). */
  const char *notation_help;
  /* The value of UCI's and UGI's UCI_Variant option the match referee
   * gives an engine that declares it ("chess", as `arbiter-cli uci` and
   * Fairy-Stockfish's variants file name it); NULL: none is given. */
  const char *protocol_variant;
  /* Engines of this game speak UCI (chess: every chess engine does); FALSE:
   * UGI, UCI generalised to any game. The match referee's default
   * dialect (`match --protocol` overrides it); docs/protocol.md. */
  gboolean    protocol_uci;
  const char *mime_type;         /* its files' MIME type; NULL: "application/x-chess-pgn" */
  /* Cells of @side the player is warned about: chess's King under attack
   * (check). Fills @cells and returns how many; the app rings them. */
  guint    (*threatened_cells) (gconstpointer state, ArbSide side, guint *cells, guint max);
  /* How many pieces (seeds) a cell holds, for boards that count (pits). */
  guint    (*cell_count)     (gconstpointer state, guint cell);
  /* The game's score, for games that keep one (Congkak's stores): FALSE
   * for a game without. */
  gboolean (*score)          (gconstpointer state, guint score[2]);

  /* ---- the computer player's levels (src/core/arb-level.h), optional */
  /* The levels of the game's spec, level 1 first; NULL: the engine's
   * default player (a free search over @evaluate). */
  const struct _ArbLevel *levels;
  guint      n_levels;
  /* The level hints and the computer use when nobody picks one (1-based);
   * 0: the strongest (the last). */
  guint      default_level;
  /* The level of New Game's suggested moves (1-based): a quick search that
   * sees at least the opponent's reply, so that a suggestion never hands
   * over a piece at once; 0: level 1 (Congkak's §11 greedy move). */
  guint      suggest_level;

  /* ---- the app's boards */
  /* The app's words for this game (pieces, refusals, threats, endings). */
  const ArbAppWords *app_words;
  /* The first player has the dark pieces (checkers' Black); FALSE: the
   * light ones (White in chess and Alquerque). */
  gboolean   dark_first;
  /* Walks the sowing of @move (legal) from @state, the position before it,
   * seed by seed, calling @step for each step until it answers FALSE
   * (boards of pits: the app's sowing animation). Optional. */
  void     (*move_steps)     (gconstpointer state, const ArbMove *move, ArbStepFunc step,
                              gpointer data);

  /* ---- the position editor (optional; arb_rules_can_edit()) */
  /* Puts @piece (a code @piece_at returns, 0: empty) on @cell, touching
   * nothing else; FALSE, nothing changed, when the cell can never hold it
   * (a light square of checkers, a kind the game lacks). Boards of pieces. */
  gboolean (*edit_piece)     (gpointer state, guint cell, guint8 piece);
  /* Puts @count seeds in @cell (a pit or a store); FALSE, nothing changed,
   * when the cell is not on the board. Boards that count (@cell_count). */
  gboolean (*edit_count)     (gpointer state, guint cell, guint count);
  /* Gives the move to @side. */
  void     (*edit_turn)      (gpointer state, ArbSide side);
  /* The pieces the editor's palette offers (boards of pieces), first
   * player's first: each a code @edit_piece takes and its name, N_(),
   * capitalised ("White Knight"); NULL, 0 for a board that counts. */
  const ArbEditPiece *edit_pieces;
  guint      n_edit_pieces;
  /* The edits leave derived fields (hashes, counts) stale:
   * arb_rules_edit_finish() rebuilds the position through its string, so
   * that the rules' reader judges it, in its words. */
  /* ---- New Game and results */
  /* The parameters a row of the game's best-scores table records after
   * the winner's and the loser's score, by name, NULL-terminated (Congkak
   * §12: N and S, "pits" and "seeds"); NULL: none. Only a game with a
   * @score keeps that table (src/core/arb-results.c); its values come from
   * arb_game_get_params(), so @read_params must read each off the start. */
  const char *const *score_params;
  /* The longest player name New Game takes, in characters (Congkak §2:
   * 25); 0: no limit. */
  guint      name_max_chars;
};

const char *arb_rules_player_name (const ArbRules *rules, ArbSide side);
const char *arb_rules_player_tag  (const ArbRules *rules, ArbSide side);
void        arb_rules_geometry (const ArbRules *rules, gconstpointer state,
                                ArbBoardGeometry *out);
guint       arb_rules_n_cells (const ArbRules *rules, gconstpointer state);
char       *arb_rules_write_position (const ArbRules *rules, gconstpointer state);
void        arb_rules_move_to_list_text (const ArbRules *rules, gconstpointer state,
                                         const ArbMove *move, char buf[ARB_MOVE_TEXT_MAX]);
char      **arb_rules_legal_move_texts (const ArbRules *rules, gconstpointer state);
guint64     arb_rules_perft (const ArbRules *rules, gconstpointer state, guint depth);
guint64     arb_rules_perft_generic (const ArbRules *rules, gconstpointer state, guint depth);
gboolean    arb_rules_can_edit (const ArbRules *rules);
gboolean    arb_rules_edit_finish (const ArbRules *rules, gpointer state, GError **error);
const ArbRecordKind *arb_rules_record_kind (const ArbRules *rules, guint type);
ArbRecordRole       arb_rules_record_role (const ArbRules *rules, guint type);
const char         *arb_rules_record_id   (const ArbRules *rules, guint type);

/* Words (arb-rules-words.c): the game's own where it has them. */
char       *arb_rules_describe_ending (const ArbRules *rules, const ArbRecord *record);
char       *arb_rules_describe_ending_named (const ArbRules *rules, const ArbRecord *record,
                                             const char *const *names);
char       *arb_rules_move_text_shown (const ArbRules *rules, const char *text);
/* The words of notations that join numbered cells with '-' for a step and
 * 'x' for a capture (Alquerque, checkers): "to", "takes". */
#define ARB_N_NUMBERED_MOVE_WORDS 2
extern const ArbNotationWord arb_numbered_move_words[ARB_N_NUMBERED_MOVE_WORDS];
char       *arb_rules_move_text_spoken (const ArbRules *rules, const char *text);
char       *arb_rules_describe_claim  (const ArbRules *rules, ArbDrawClaim claims);
const char *arb_rules_claim_reason    (const ArbRules *rules, ArbDrawClaim claims);

/* Deeper counts would take longer than the age of the universe, and each
 * ply costs a move list on the stack: callers refuse anything above this. */
#define ARB_PERFT_MAX_DEPTH 64

G_END_DECLS
