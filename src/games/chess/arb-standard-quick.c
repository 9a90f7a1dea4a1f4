/* arb-standard-quick.c — checking the moves of standard chess and Chess960
 * files on bitboards, without the game object (ArbQuickCheck)
 *
 * `replay -q` over a database of a hundred thousand games wants one
 * verdict per game, not its history. The game object pays for what a
 * front end needs at every move — the move's SAN written for the record,
 * the reason of a refusal looked for before the move is played, the
 * position's outcome, signals — and keeps the `[x][y]` board of the
 * mission's API, which the generator copies into bitboards at each call.
 * This checker keeps the bitboards (ArbStdBoard) from one move to the
 * next and reads each move against the generator's legal moves.
 *
 * It reads only SAN as it is written by the standard (Nf3, exd5, e8=Q,
 * O-O, with +, #, ! or ? after them) and declines anything else: a
 * lenient spelling, a move that is not exactly one legal move, a King's
 * move to where castling would take it ("Kg1", which may mean either),
 * a position where the game may end by itself (no Pawn, Rook or Queen
 * left: a dead position may be near; 75 moves without a capture or a
 * pawn move; a position seen five times, counted by placement and turn
 * only, which counts at least as often as the rules do). The reader then
 * plays the game through the game object, whose words are the ones a
 * user reads. tests/test-real-games.c checks that both ways agree.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-chess-private.h"
#include "arb-standard.h"

/* FIDE 9.6.2: the game ends once 75 moves of each side (150 plies) were
 * played without a capture or a pawn move. */
#define MOVE_LIMIT_PLIES 150
/* FIDE 9.6.1: the fifth occurrence of a position ends the game. */
#define REPETITION_LIMIT 5

typedef struct
{
  ArbStdBoard board;
  guint       halfmove_clock;
  /* The keys of the positions since the last capture or pawn move, the
   * only ones the current position can repeat. */
  guint       n_keys;
  guint64     keys[MOVE_LIMIT_PLIES + 1];
} QuickChess;

/* A move in SAN, read strictly. */
typedef struct
{
  int          castle;     /* 0, 1 (O-O) or 2 (O-O-O) */
  ArbPieceType type;
  int          from_x;     /* -1: not written */
  int          from_y;
  ArbSquare    to;
  ArbPieceType promotion;
} QuickSan;

/* The placement and the turn, mixed into 64 bits: equal positions have
 * equal keys, and a collision only counts a repetition too many. */
static guint64
position_key (const ArbStdBoard *board)
{
  guint64 key = board->turn;

  for (int i = 0; i < ARB_N_SIDES; i++)
    {
      key = (key ^ board->side[i]) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
      key ^= key >> 29;
    }
  for (int t = ARB_PIECE_TYPE_KING; t <= ARB_PIECE_TYPE_PAWN; t++)
    {
      key = (key ^ board->type[t]) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
      key ^= key >> 31;
    }
  return key;
}

/* No Pawn, Rook or Queen on the board: the material may be too little to
 * mate with (FIDE 5.2.2), which the game object decides. */
static gboolean
may_be_dead (const ArbStdBoard *board)
{
  return (board->type[ARB_PIECE_TYPE_PAWN] | board->type[ARB_PIECE_TYPE_ROOK]
          | board->type[ARB_PIECE_TYPE_QUEEN]) == 0;
}

/* Records the position after a move; FALSE when it may have occurred
 * REPETITION_LIMIT times. */
static gboolean
record_position (QuickChess *quick)
{
  guint64 key = position_key (&quick->board);
  guint seen = 1;

  for (guint i = 0; i < quick->n_keys; i++)
    seen += quick->keys[i] == key;
  quick->keys[quick->n_keys++] = key;
  return seen < REPETITION_LIMIT;
}

static ArbPieceType
piece_letter (char c)
{
  switch (c)
    {
    case 'K': return ARB_PIECE_TYPE_KING;
    case 'Q': return ARB_PIECE_TYPE_QUEEN;
    case 'R': return ARB_PIECE_TYPE_ROOK;
    case 'B': return ARB_PIECE_TYPE_BISHOP;
    case 'N': return ARB_PIECE_TYPE_KNIGHT;
    default: return ARB_PIECE_TYPE_NONE;
    }
}

/* Reads @text as the standard writes SAN, as the game's SAN reader reads
 * it (arb-standard-san.c); FALSE for anything else. */
static gboolean
read_san (const char *text,
          gsize       len,
          QuickSan   *san)
{
  char rest[4];
  gsize n = 0, i = 0;

  while (len > 0 && (text[len - 1] == '+' || text[len - 1] == '#' || text[len - 1] == '!'
                     || text[len - 1] == '?'))
    len--;
  *san = (QuickSan) { .type = ARB_PIECE_TYPE_PAWN, .from_x = -1, .from_y = -1 };
  if (arb_san_is_castling_text (text, len, 'O', &san->castle)
      || arb_san_is_castling_text (text, len, '0', &san->castle))
    return TRUE;
  if (len > 0 && piece_letter (text[0]) != ARB_PIECE_TYPE_NONE)
    san->type = piece_letter (text[i++]);
  if (san->type == ARB_PIECE_TYPE_PAWN && len >= 2 && text[len - 2] == '=')
    {
      san->promotion = piece_letter (text[len - 1]);
      if (san->promotion == ARB_PIECE_TYPE_NONE || san->promotion == ARB_PIECE_TYPE_KING)
        return FALSE;
      len -= 2;
    }
  for (; i < len; i++)
    {
      if (text[i] == 'x')
        continue;
      if (n == sizeof rest || !((text[i] >= 'a' && text[i] <= 'h') || (text[i] >= '1' && text[i] <= '8')))
        return FALSE;
      rest[n++] = text[i];
    }
  /* "e2e4" is read as a UCI move by the game (and is no SAN). */
  if (n < 2 || (n == 4 && san->type == ARB_PIECE_TYPE_PAWN)
      || !(rest[n - 2] >= 'a' && rest[n - 2] <= 'h') || !(rest[n - 1] >= '1' && rest[n - 1] <= '8'))
    return FALSE;
  san->to = ARB_SQUARE (rest[n - 2] - 'a', '8' - rest[n - 1]);
  n -= 2;
  i = 0;
  if (i < n && rest[i] >= 'a' && rest[i] <= 'h')
    san->from_x = rest[i++] - 'a';
  if (i < n && rest[i] >= '1' && rest[i] <= '8')
    san->from_y = '8' - rest[i++];
  if (i < n)
    return FALSE;
  /* A pawn named without its file moves straight ahead. */
  if (san->type == ARB_PIECE_TYPE_PAWN && san->from_x < 0)
    san->from_x = ARB_SQUARE_X (san->to);
  return TRUE;
}

static gboolean
quick_start (gpointer      checker,
             gconstpointer state)
{
  QuickChess *quick = checker;
  const ArbChessPosition *pos = state;

  if (pos->variant == ARB_CHESS_SIMPLIFIED || pos->king[ARB_SIDE_WHITE] == ARB_SQUARE_NONE
      || pos->king[ARB_SIDE_BLACK] == ARB_SQUARE_NONE || pos->halfmove_clock >= MOVE_LIMIT_PLIES)
    return FALSE;
  arb_std_board_from_position (&quick->board, pos);
  quick->halfmove_clock = pos->halfmove_clock;
  quick->n_keys = 0;
  return !may_be_dead (&quick->board) && record_position (quick);
}

/* Whether @move leaves the mover's King unattacked (FIDE 3.9); @after
 * is the board after it. */
static gboolean
is_legal (const ArbStdBoard *board,
          ArbStdMove         move,
          ArbStdBoard       *after)
{
  ArbSide us = board->turn;

  *after = *board;
  arb_std_make (after, move);
  return (arb_std_attackers (after, after->king[us],
                             after->side[ARB_SIDE_WHITE] | after->side[ARB_SIDE_BLACK])
          & after->side[arb_side_negate (us)]) == 0;
}

/* The pieces of the side to move that could go to @san's square by their
 * own movement, as @san names them; FALSE when the generator must say
 * (castling, en passant, a King that may castle). */
static gboolean
candidates (const ArbStdBoard *board,
            const QuickSan    *san,
            ArbBitboard       *from)
{
  ArbSide us = board->turn;
  ArbBitboard occupied = board->side[ARB_SIDE_WHITE] | board->side[ARB_SIDE_BLACK];
  ArbBitboard own = board->side[us] & board->type[san->type];
  ArbSquare to = san->to;

  *from = 0;
  if (san->castle != 0 || (board->side[us] & ARB_BB (to)) != 0)
    return san->castle == 0;   /* onto an own piece: nothing */
  switch (san->type)
    {
    case ARB_PIECE_TYPE_KNIGHT:
      *from = arb_attacks.knight[to] & own;
      break;
    case ARB_PIECE_TYPE_BISHOP:
      *from = arb_bb_bishop_attacks (to, occupied) & own;
      break;
    case ARB_PIECE_TYPE_ROOK:
      *from = arb_bb_rook_attacks (to, occupied) & own;
      break;
    case ARB_PIECE_TYPE_QUEEN:
      *from = (arb_bb_rook_attacks (to, occupied) | arb_bb_bishop_attacks (to, occupied)) & own;
      break;
    case ARB_PIECE_TYPE_KING:
      if (board->castling[us][0] != ARB_SQUARE_NONE || board->castling[us][1] != ARB_SQUARE_NONE)
        return FALSE;
      *from = arb_attacks.king[to] & own;
      break;
    case ARB_PIECE_TYPE_PAWN:
    default:
      if (board->board[to] != ARB_PIECE_NONE)
        *from = arb_attacks.pawn[arb_side_negate (us)][to] & own;
      else if (to == board->en_passant)
        return FALSE;
      else
        {
          /* White's pawns go up the board, to lower rows. */
          int step = us == ARB_SIDE_WHITE ? 8 : -8;
          int double_row = us == ARB_SIDE_WHITE ? 4 : 3;
          ArbSquare one = (ArbSquare) (to + step);

          if (one < ARB_N_SQUARES && (own & ARB_BB (one)) != 0)
            *from = ARB_BB (one);
          else if (ARB_SQUARE_Y (to) == double_row && board->board[one] == ARB_PIECE_NONE
                   && (own & ARB_BB (one + step)) != 0)
            *from = ARB_BB (one + step);
        }
      break;
    }
  return TRUE;
}

/* The one legal move @san names by the generator's list; 0 when none or
 * more than one. */
static ArbStdMove
find_in_list (const ArbStdBoard *board,
              const QuickSan    *san)
{
  ArbStdMoveList legal;
  ArbStdMove found = 0;
  guint n = 0;

  arb_std_generate (board, &legal);
  for (guint i = 0; i < legal.n_moves; i++)
    {
      ArbStdMove m = legal.moves[i];
      ArbSquare from = ARB_STD_FROM (m), to = ARB_STD_TO (m);
      guint kind = ARB_STD_KIND (m);

      if (kind == ARB_STD_CASTLE)
        {
          /* "Kg1" may mean castling, onto its end square or its Rook's
           * (the game's reader takes it so, and chooses in Chess960). */
          if (san->type == ARB_PIECE_TYPE_KING)
            {
              ArbSquare king_to, rook_to;

              arb_std_castling_squares (from, to, &king_to, &rook_to);
              if (san->to == king_to || san->to == to)
                return 0;
            }
          if (san->castle == 0 || (san->castle == 1) != (to > from))
            continue;
        }
      else if (san->castle != 0 || to != san->to
               || arb_piece_type (board->board[from]) != san->type
               || (san->from_x >= 0 && san->from_x != ARB_SQUARE_X (from))
               || (san->from_y >= 0 && san->from_y != ARB_SQUARE_Y (from))
               || san->promotion != (kind >= ARB_STD_PROMOTE
                                     ? ARB_PIECE_TYPE_QUEEN + (kind - ARB_STD_PROMOTE)
                                     : ARB_PIECE_TYPE_NONE))
        continue;
      found = m;
      n++;
    }
  return n == 1 ? found : 0;
}

/* The one legal move @san names, and the board after it in @after; 0
 * when none or more than one. Most moves are found from their square:
 * the few pieces that reach it, each tried on a copy of the board. */
static ArbStdMove
find_move (const ArbStdBoard *board,
           const QuickSan    *san,
           ArbStdBoard       *after)
{
  ArbStdBoard tried;
  ArbBitboard from;
  ArbStdMove found = 0;
  guint kind = ARB_STD_NORMAL;
  guint n = 0;

  if (!candidates (board, san, &from))
    {
      found = find_in_list (board, san);
      *after = *board;
      if (found != 0)
        arb_std_make (after, found);
      return found;
    }

  if (san->type == ARB_PIECE_TYPE_PAWN)
    {
      int last_row = board->turn == ARB_SIDE_WHITE ? 0 : 7;

      /* A pawn reaching the last row must say what it becomes. */
      if ((ARB_SQUARE_Y (san->to) == last_row) != (san->promotion != ARB_PIECE_TYPE_NONE))
        return 0;
      if (san->promotion != ARB_PIECE_TYPE_NONE)
        kind = ARB_STD_PROMOTE + (san->promotion - ARB_PIECE_TYPE_QUEEN);
    }
  else if (san->promotion != ARB_PIECE_TYPE_NONE)
    return 0;

  while (from != 0)
    {
      ArbSquare sq = arb_bb_pop (&from);
      ArbStdMove m = arb_std_move (sq, san->to, kind);

      if ((san->from_x >= 0 && san->from_x != ARB_SQUARE_X (sq))
          || (san->from_y >= 0 && san->from_y != ARB_SQUARE_Y (sq))
          || !is_legal (board, m, &tried))
        continue;
      found = m;
      *after = tried;
      n++;
    }
  return n == 1 ? found : 0;
}

static gboolean
quick_play (gpointer    checker,
            const char *text,
            gsize       len)
{
  QuickChess *quick = checker;
  ArbStdBoard *board = &quick->board;
  ArbStdBoard after;
  ArbStdMove found;
  QuickSan san;
  gboolean irreversible;

  if (!read_san (text, len, &san) || (found = find_move (board, &san, &after)) == 0)
    return FALSE;

  irreversible = ARB_STD_KIND (found) != ARB_STD_CASTLE
                 && (board->board[ARB_STD_TO (found)] != ARB_PIECE_NONE
                     || arb_piece_type (board->board[ARB_STD_FROM (found)]) == ARB_PIECE_TYPE_PAWN);
  *board = after;
  if (irreversible)
    {
      quick->halfmove_clock = 0;
      quick->n_keys = 0;
    }
  else if (++quick->halfmove_clock >= MOVE_LIMIT_PLIES)
    return FALSE;
  return !may_be_dead (board) && record_position (quick);
}

static gboolean
quick_finish (gpointer    checker,
              ArbOutcome *outcome)
{
  QuickChess *quick = checker;
  const ArbStdBoard *board = &quick->board;
  ArbStdMoveList legal;

  outcome->result = ARB_RESULT_NONE;
  outcome->reason = ARB_TERMINATION_NONE;
  arb_std_generate (board, &legal);
  if (legal.n_moves == 0)
    {
      ArbSide us = board->turn, them = arb_side_negate (us);
      ArbBitboard occupied = board->side[ARB_SIDE_WHITE] | board->side[ARB_SIDE_BLACK];
      gboolean mated = (arb_std_attackers (board, board->king[us], occupied)
                        & board->side[them]) != 0;

      /* FIDE 5.1.1 and 5.2.1, as chess_outcome() says them. */
      outcome->result = mated ? arb_result_for_winner (them) : ARB_RESULT_DRAW;
      outcome->reason = ARB_TERMINATION_NO_MOVES;
    }
  return TRUE;
}

const ArbQuickCheck arb_standard_quick_check = {
  .size = sizeof (QuickChess),
  .start = quick_start,
  .play = quick_play,
  .finish = quick_finish,
};
