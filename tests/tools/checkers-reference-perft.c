/* checkers-reference-perft.c — perft of checkers.md §10 written again from
 * the spec alone, in C, for the counts too deep for checkers-reference.py
 *
 * `checkers-reference-perft [--standard] DEPTH [FEN]` prints perft(FEN,
 * DEPTH) (the start when FEN is absent); with --standard it plays standard
 * English draughts (WCDF, Arbiter's parameter regicide=false): a man that
 * jumps a king is not crowned for it and jumps on. `--divide` before DEPTH
 * prints each first move's count too.
 *
 * It shares nothing with src/ (which works on 32-bit masks and a move
 * generator of its own): like tests/tools/checkers-reference.py it keeps
 * the board as an 8 × 8 array of the spec's [x][y] coordinates, turns
 * square numbers into coordinates with §1's formula and follows a capture
 * jump by jump over the board it changes and restores, each jumped piece
 * removed at once (§4.2), the start square empty from the first jump on.
 * The last ply is counted, not played (bulk counting), so that depth 12 of
 * the start takes seconds, not hours.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A square of the board: empty, or a side's man or king. */
enum
{
  EMPTY = 0,
  BLACK_MAN,
  BLACK_KING,
  WHITE_MAN,
  WHITE_KING,
};

enum
{
  BLACK = 0,
  WHITE = 1,
};

typedef struct
{
  unsigned char board[8][8]; /* [x][y], y = 0 at the top (§1) */
  int           turn;
} Position;

/* 0: --standard */
static int regicide = 1;

static int
side_of (int piece)
{
  return piece == BLACK_MAN || piece == BLACK_KING ? BLACK : WHITE;
}

static int
is_king (int piece)
{
  return piece == BLACK_KING || piece == WHITE_KING;
}

static int
king_of (int side)
{
  return side == BLACK ? BLACK_KING : WHITE_KING;
}

/* §1: Black's forward is y − 1, White's y + 1; Black crowns on row 0,
 * White on row 7. */
static const int dirs[4][2] = { { -1, -1 }, { 1, -1 }, { -1, 1 }, { 1, 1 } };

static int
n_dirs_of (int piece, int *first)
{
  if (is_king (piece))
    {
      *first = 0;
      return 4;
    }
  *first = side_of (piece) == BLACK ? 0 : 2;
  return 2;
}

static int
crown_row (int side)
{
  return side == BLACK ? 0 : 7;
}

static int
on_board (int x, int y)
{
  return x >= 0 && x < 8 && y >= 0 && y < 8;
}

/* §1: square n to [x][y]. */
static void
square_xy (int n, int *x, int *y)
{
  int r = (n - 1) / 4, k = (n - 1) % 4;

  *y = 7 - r;
  *x = r % 2 == 0 ? 6 - 2 * k : 7 - 2 * k;
}

/* ------------------------------------------------------------ moves */

/* The moves of the position, counted or played: @visit is called with the
 * board as the move leaves it (pieces taken, the mover on its last square,
 * crowned or not) and the other side to move, then the board is put back. */
typedef void (*Visit) (Position *p, void *data);

typedef struct
{
  Visit visit;
  void *data;
  int   count_only;
  unsigned long long n;
} Walk;

static void
found (Walk *w, Position *p)
{
  w->n++;
  if (!w->count_only)
    {
      p->turn ^= 1;
      w->visit (p, w->data);
      p->turn ^= 1;
    }
}

/* The piece @piece of the side to move stands on (x, y), lifted off its
 * start square, after @depth jumps; every way it can go on (§4.2–4.4). */
static void
jumps_from (Walk *w, Position *p, int x, int y, int piece, int depth)
{
  int side = side_of (piece);
  int first, n = n_dirs_of (piece, &first);
  int went_on = 0;

  for (int d = first; d < first + n; d++)
    {
      int mx = x + dirs[d][0], my = y + dirs[d][1];
      int lx = x + 2 * dirs[d][0], ly = y + 2 * dirs[d][1];
      int victim;

      if (!on_board (lx, ly) || p->board[lx][ly] != EMPTY)
        continue;
      victim = p->board[mx][my];
      if (victim == EMPTY || side_of (victim) == side)
        continue;

      went_on = 1;
      p->board[mx][my] = EMPTY;                 /* removed as it is jumped */
      if (!is_king (piece) && is_king (victim) && regicide)
        {
          /* §4.4: crowned where it lands, the move ends. */
          p->board[lx][ly] = (unsigned char) king_of (side);
          found (w, p);
          p->board[lx][ly] = EMPTY;
        }
      else if (!is_king (piece) && ly == crown_row (side))
        {
          /* §4.3: crowned on its crowning row, the move ends. */
          p->board[lx][ly] = (unsigned char) king_of (side);
          found (w, p);
          p->board[lx][ly] = EMPTY;
        }
      else
        jumps_from (w, p, lx, ly, piece, depth + 1);
      p->board[mx][my] = (unsigned char) victim;
    }

  if (!went_on && depth > 0)
    {
      p->board[x][y] = (unsigned char) piece;
      found (w, p);
      p->board[x][y] = EMPTY;
    }
}

/* Every legal move of the side to move (§4): captures when there is one
 * (§4.1), else steps. Returns how many. */
static unsigned long long
walk_moves (Position *p, Visit visit, void *data, int count_only)
{
  Walk w = { visit, data, count_only, 0 };
  int side = p->turn;
  int own = 0, other = 0;

  for (int x = 0; x < 8; x++)
    for (int y = 0; y < 8; y++)
      if (p->board[x][y] != EMPTY)
        {
          if (side_of (p->board[x][y]) == side)
            own++;
          else
            other++;
        }
  /* A side without pieces has lost (§7): no moves. */
  if (own == 0 || other == 0)
    return 0;

  for (int x = 0; x < 8; x++)
    for (int y = 0; y < 8; y++)
      {
        int piece = p->board[x][y];

        if (piece == EMPTY || side_of (piece) != side)
          continue;
        p->board[x][y] = EMPTY;               /* lifted for the whole move */
        jumps_from (&w, p, x, y, piece, 0);
        p->board[x][y] = (unsigned char) piece;
      }
  if (w.n > 0)
    return w.n;

  for (int x = 0; x < 8; x++)
    for (int y = 0; y < 8; y++)
      {
        int piece = p->board[x][y];
        int first, n;

        if (piece == EMPTY || side_of (piece) != side)
          continue;
        n = n_dirs_of (piece, &first);
        for (int d = first; d < first + n; d++)
          {
            int tx = x + dirs[d][0], ty = y + dirs[d][1];
            int lands;

            if (!on_board (tx, ty) || p->board[tx][ty] != EMPTY)
              continue;
            lands = !is_king (piece) && ty == crown_row (side) ? king_of (side) : piece;
            p->board[x][y] = EMPTY;
            p->board[tx][ty] = (unsigned char) lands;
            found (&w, p);
            p->board[tx][ty] = EMPTY;
            p->board[x][y] = (unsigned char) piece;
          }
      }
  return w.n;
}

/* ------------------------------------------------------------ perft */

typedef struct
{
  int                depth;  /* of the children */
  unsigned long long nodes;
} Count;

static unsigned long long perft (Position *p, int depth);

static void
count_child (Position *p, void *data)
{
  Count *c = data;

  c->nodes += perft (p, c->depth);
}

static unsigned long long
perft (Position *p, int depth)
{
  Count c = { depth - 1, 0 };

  if (depth == 0)
    return 1;
  if (depth == 1)
    return walk_moves (p, NULL, NULL, 1);
  walk_moves (p, count_child, &c, 0);
  return c.nodes;
}

/* ------------------------------------------------------------ FEN */

/* §9.1, the parts this tool needs: TURN:WLIST:BLIST in either order,
 * squares, K for kings, ranges A-B, one trailing dot. */
static int
read_fen (const char *text, Position *p)
{
  char buf[512];
  char *sections[3], *save = NULL, *item;
  int n = 0;

  if (strlen (text) >= sizeof buf)
    return 0;
  strcpy (buf, text);
  if (buf[0] != '\0' && buf[strlen (buf) - 1] == '.')
    buf[strlen (buf) - 1] = '\0';
  memset (p, 0, sizeof *p);
  for (char *s = strtok_r (buf, ":", &save); s != NULL && n < 3; s = strtok_r (NULL, ":", &save))
    sections[n++] = s;
  if (n != 3 || (strcmp (sections[0], "B") != 0 && strcmp (sections[0], "W") != 0))
    return 0;
  p->turn = sections[0][0] == 'B' ? BLACK : WHITE;
  for (int s = 1; s <= 2; s++)
    {
      int side = sections[s][0] == 'B' ? BLACK : sections[s][0] == 'W' ? WHITE : -1;
      char *save_item = NULL;

      if (side < 0)
        return 0;
      for (item = strtok_r (sections[s] + 1, ",", &save_item); item != NULL;
           item = strtok_r (NULL, ",", &save_item))
        {
          int king = item[0] == 'K';
          char *dash;
          int from, to;

          if (king)
            item++;
          dash = strchr (item, '-');
          from = atoi (item);
          to = dash != NULL ? atoi (dash + 1) : from;
          if (from < 1 || to > 32 || from > to)
            return 0;
          for (int sq = from; sq <= to; sq++)
            {
              int x, y;

              square_xy (sq, &x, &y);
              p->board[x][y] = (unsigned char) (side == BLACK ? (king ? BLACK_KING : BLACK_MAN)
                                                              : (king ? WHITE_KING : WHITE_MAN));
            }
        }
    }
  return 1;
}

/* ------------------------------------------------------------ main */

typedef struct
{
  int depth;
} Divide;

static void
divide_child (Position *p, void *data)
{
  Divide *d = data;
  char text[128];
  int len = 0;

  /* The move is known only by the board it leaves: print that. */
  for (int sq = 1; sq <= 32; sq++)
    {
      int x, y;

      square_xy (sq, &x, &y);
      if (p->board[x][y] != EMPTY)
        len += snprintf (text + len, sizeof text - (size_t) len, "%s%c%d", len ? "," : "",
                         "-bBwW"[p->board[x][y]], sq);
    }
  printf ("%s: %llu\n", text, perft (p, d->depth));
}

int
main (int argc, char **argv)
{
  const char *fen = "B:W21-32:B1-12";
  int divide = 0, depth;
  int i = 1;
  Position p;

  for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++)
    {
      if (strcmp (argv[i], "--standard") == 0)
        regicide = 0;
      else if (strcmp (argv[i], "--divide") == 0)
        divide = 1;
      else
        break;
    }
  if (i >= argc || argc - i > 2)
    {
      fprintf (stderr, "usage: %s [--standard] [--divide] DEPTH [FEN]\n", argv[0]);
      return 2;
    }
  depth = atoi (argv[i]);
  if (i + 1 < argc)
    fen = argv[i + 1];
  if (depth < 0 || !read_fen (fen, &p))
    {
      fprintf (stderr, "%s: not a depth and a position\n", argv[0]);
      return 2;
    }
  if (divide && depth > 0)
    {
      Divide d = { depth - 1 };

      walk_moves (&p, divide_child, &d, 0);
    }
  printf ("%llu\n", perft (&p, depth));
  return 0;
}
