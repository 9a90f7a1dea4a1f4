/* arb-board-slide.c — the board's piece slides from square to square
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Whatever plays a move (a click, the keyboard, the computer, redo, a
 * pasted move, the history browsed forward one ply), the board only sees
 * the game change. It remembers the position it showed last; when the
 * game's position is that one with the history's last move made on it
 * (one ply forward, along the history), the move slides: the piece goes
 * from its cell along the move's cells, hop by hop (a checkers or
 * Alquerque multi-jump stops on every landing), SLIDE_HOP_US a hop, eased
 * in and out. Anything else (several plies at once, undo, back, a new
 * game or file) shows the new position at once.
 *
 * While a slide runs the board draws the position before the move, the
 * moving piece lifted off its cell and drawn at its place along the path
 * above the others. A piece the mover jumps over (a cell on the straight
 * line of a hop) goes when the mover is over it; every other change (the
 * piece taken on the destination, a crowning, in a game with such moves a
 * piece taken elsewhere or a second piece moved) shows when the mover
 * arrives, which is when the game's position is drawn again.
 *
 * The game has already played the move: the slide only changes what is
 * drawn. A press or a key on the board finishes it at once and acts on
 * the game's position; any other change of the game stops it. Nothing
 * slides while GtkSettings:gtk-enable-animations is off (the system's
 * "reduce animation" switch), nor on a board that is not on screen.
 *
 * Moves the board has already shown need no slide: a piece dropped where
 * it goes, and the hops of a capture entered hop by hop or shown by
 * arb_board_show_hops() (the computer's multi-jump): the slide starts from
 * the last hop shown (arb_board_slide_note_shown()). Those hops slide
 * themselves as they are made, one at a time (arb_board_slide_hop()).
 *
 * Time comes from the frame clock, through a tick callback; the tests set
 * it by hand (arb_board_set_slide_time()). */

#include "arb-board-private.h"

#include <string.h>

/* One hop's time, µs: GNOME Chess's slides take about as long. */
#define SLIDE_HOP_US 180000

/* The cells a slide can handle (ARB_CELL_BIT's sets). */
#define SLIDE_MAX_CELLS 64

/* No hop: the cell's piece stays until the end. */
#define NEVER G_MAXUINT8

struct _ArbBoardSlider
{
  /* The position shown last: the game, its ply and a copy of its state;
   * @rules NULL when there is none to compare with. */
  const ArbRules *rules;
  ArbGame        *game;     /* compared only, never dereferenced */
  guint           ply;
  gpointer        state;
  gpointer        scratch;  /* the move made on @state */
  gpointer        undo;

  /* The move shown by the board itself before it was played. */
  ArbMove         shown;

  /* The slide running (@active), or the last one. */
  gboolean        active;
  gboolean        frozen;      /* the tests set the time */
  gboolean        hop_only;    /* one hop of a capture entered or shown hop by hop */
  guint           tick_id;
  gint64          start_time;  /* the frame clock's µs at the start; -1 before the first frame */
  gint64          elapsed;     /* µs since the start */
  ArbMove         path;        /* the mover's cells */
  guint           first_hop;   /* the hop the slide starts with */
  guint8          piece;       /* the mover, as it was */
  guint8          before[SLIDE_MAX_CELLS];    /* the position before, the mover lifted */
  guint8          vanish_hop[SLIDE_MAX_CELLS]; /* the hop over a jumped piece, or NEVER */
  float           vanish_at[SLIDE_MAX_CELLS];  /* where along it the mover is over it */
};

/* ------------------------------------------------------------ statics */

static gboolean
animations_enabled (ArbBoard *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled,
                NULL);
  return enabled;
}

/* Ease in and out (a cubic): the piece leaves and lands gently. */
static double
ease (double t)
{
  double u = 2. - 2. * CLAMP (t, 0., 1.);

  return t < .5 ? 4. * t * t * t : 1. - u * u * u / 2.;
}

static guint
n_hops (ArbBoardSlider *slider)
{
  return slider->path.n_cells - 1 - slider->first_hop;
}

/* Where the slide is: the hop (an index into the path's hops) and how far
 * along it, 0 to 1, eased. */
static void
slide_where (ArbBoardSlider *slider,
             guint          *hop,
             double         *along)
{
  gint64 elapsed = MAX (slider->elapsed, 0);
  guint done = (guint) (elapsed / SLIDE_HOP_US);

  if (done >= n_hops (slider))
    {
      *hop = slider->path.n_cells - 2;
      *along = 1.;
      return;
    }
  *hop = slider->first_hop + done;
  *along = ease ((double) (elapsed % SLIDE_HOP_US) / SLIDE_HOP_US);
}

static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  ArbBoard *self = ARB_BOARD (widget);
  ArbBoardSlider *slider = self->slider;
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (!slider->frozen)
    {
      if (slider->start_time < 0)
        slider->start_time = now;
      slider->elapsed = now - slider->start_time;
    }
  if (slider->elapsed >= (gint64) n_hops (slider) * SLIDE_HOP_US)
    {
      slider->tick_id = 0;
      arb_board_finish_slide (self);
      return G_SOURCE_REMOVE;
    }
  /* Held by a test: drawn when the time is set. */
  if (!slider->frozen)
    gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

/* Remembers the game's position as the one shown. */
static void
remember (ArbBoard *self)
{
  ArbBoardSlider *slider = self->slider;
  const ArbRules *rules;

  if (self->game == NULL)
    {
      slider->rules = NULL;
      slider->game = NULL;
      return;
    }
  rules = arb_game_get_rules (self->game);
  if (slider->rules != rules)
    {
      slider->state = g_realloc (slider->state, rules->state_size);
      slider->scratch = g_realloc (slider->scratch, rules->state_size);
      slider->undo = g_realloc (slider->undo, MAX (rules->undo_size, 1));
      slider->rules = rules;
    }
  memcpy (slider->state, arb_game_get_state (self->game), rules->state_size);
  slider->game = self->game;
  slider->ply = arb_game_get_ply (self->game);
}

/* The MOVE record of the last ply played, or NULL. */
static const ArbRecord *
last_move_record (ArbGame *game)
{
  for (guint i = arb_game_get_n_records (game); i > 0; i--)
    {
      const ArbRecord *record = arb_game_get_record (game, i - 1);

      if (record->type == ARB_RECORD_MOVE)
        return record;
    }
  return NULL;
}

/* Whether the cell (x, y) lies on the straight line between the centres
 * of cells a and b, strictly between them; @along: how far, 0 to 1. */
static gboolean
between (ArbBoard *self,
         ArbCell   cell,
         ArbCell   a,
         ArbCell   b,
         float    *along)
{
  int ax = arb_board_cell_x (self, a), ay = arb_board_cell_y (self, a);
  int bx = arb_board_cell_x (self, b), by = arb_board_cell_y (self, b);
  int cx = arb_board_cell_x (self, cell), cy = arb_board_cell_y (self, cell);
  int dx = bx - ax, dy = by - ay;
  int dot = (cx - ax) * dx + (cy - ay) * dy;
  int length2 = dx * dx + dy * dy;

  /* Collinear (a zero cross product), and strictly inside the segment. */
  if ((cx - ax) * dy - (cy - ay) * dx != 0 || dot <= 0 || dot >= length2)
    return FALSE;
  *along = (float) dot / (float) length2;
  return TRUE;
}

/* Sets up the slide of @move from the position remembered (@before's
 * cells) to the game's: which pieces the mover jumps, and when. */
static void
prepare (ArbBoard      *self,
         const ArbMove *move,
         guint          first_hop)
{
  ArbBoardSlider *slider = self->slider;
  const ArbRules *rules = slider->rules;
  guint n_cells = arb_board_n_cells (self);

  slider->path = *move;
  slider->first_hop = first_hop;
  slider->piece = rules->piece_at (slider->state, move->cells[0]);
  for (guint cell = 0; cell < n_cells; cell++)
    {
      slider->before[cell] = rules->piece_at (slider->state, cell);
      slider->vanish_hop[cell] = NEVER;
      slider->vanish_at[cell] = 1.f;
      if (slider->before[cell] == ARB_CELL_EMPTY
          || slider->before[cell] == arb_game_get_cell (self->game, cell))
        continue;
      for (guint hop = 0; hop + 1 < move->n_cells; hop++)
        if (between (self, cell, move->cells[hop], move->cells[hop + 1],
                     &slider->vanish_at[cell]))
          {
            slider->vanish_hop[cell] = (guint8) hop;
            break;
          }
    }
  slider->before[move->cells[0]] = ARB_CELL_EMPTY;
}

/* Whether the game's position is the remembered one with the history's
 * last move made on it; @move: that move. */
static gboolean
one_ply_forward (ArbBoard *self,
                 ArbMove  *move)
{
  ArbBoardSlider *slider = self->slider;
  const ArbRules *rules = arb_game_get_rules (self->game);
  const ArbRecord *record;

  if (slider->rules != rules || slider->game != self->game
      || arb_game_get_ply (self->game) != slider->ply + 1)
    return FALSE;
  record = last_move_record (self->game);
  if (record == NULL || record->move.n_cells < 2)
    return FALSE;
  for (guint i = 0; i < record->move.n_cells; i++)
    if (record->move.cells[i] >= MIN (arb_board_n_cells (self), SLIDE_MAX_CELLS))
      return FALSE;
  memcpy (slider->scratch, slider->state, rules->state_size);
  rules->make (slider->scratch, &record->move, slider->undo);
  if (!rules->equal (slider->scratch, arb_game_get_state (self->game)))
    return FALSE;
  *move = record->move;
  return TRUE;
}

/* How many of @move's cells the board showed already (1: none but the
 * start). */
static guint
shown_cells (ArbBoardSlider *slider,
             const ArbMove  *move)
{
  const ArbMove *shown = &slider->shown;

  if (shown->n_cells < 2 || shown->n_cells > move->n_cells)
    return 1;
  for (guint i = 0; i < shown->n_cells; i++)
    if (shown->cells[i] != move->cells[i])
      return 1;
  return shown->n_cells;
}

/* Sets the slide prepared going, from the next frame. */
static void
start (ArbBoard *self,
       gboolean  hop_only)
{
  ArbBoardSlider *slider = self->slider;

  slider->active = TRUE;
  slider->hop_only = hop_only;
  slider->frozen = FALSE;
  slider->start_time = -1;
  slider->elapsed = 0;
  slider->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_tick, NULL, NULL);
}

/* ------------------------------------------------------------ internal */

/**
 * arb_board_slide_hop:
 * @self: a board whose capture in progress (its path) just went one hop
 *   further
 *
 * Slides the piece over that hop, from its last stop to the new one: a
 * capture entered or shown hop by hop moves as a played one does. The
 * drawing is the path's (arb-board-path.c), the piece at its place.
 */
void
arb_board_slide_hop (ArbBoard *self)
{
  ArbBoardSlider *slider = self->slider;

  arb_board_finish_slide (self);
  if (!arb_board_path_in_progress (self) || self->game == NULL
      || !animations_enabled (self) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  slider->path = self->path;
  slider->first_hop = self->path.n_cells - 2;
  slider->piece = arb_board_piece_on (self, self->path.cells[0]);
  start (self, TRUE);
}

/**
 * arb_board_slide_hop_running:
 * @self: a board
 *
 * Returns: whether a hop of the path slides (arb_board_slide_hop()): the
 *   piece is drawn by the slide, not on its last stop.
 */
gboolean
arb_board_slide_hop_running (ArbBoard *self)
{
  return self->slider->active && self->slider->hop_only;
}

/**
 * arb_board_slide_init:
 * @self: a board
 *
 * Gives the board its slider (for init).
 */
void
arb_board_slide_init (ArbBoard *self)
{
  self->slider = g_new0 (ArbBoardSlider, 1);
}

/**
 * arb_board_slide_free:
 * @self: a board
 *
 * Frees its slider (for finalize).
 */
void
arb_board_slide_free (ArbBoard *self)
{
  ArbBoardSlider *slider = self->slider;

  g_free (slider->state);
  g_free (slider->scratch);
  g_free (slider->undo);
  g_clear_pointer (&self->slider, g_free);
}

/**
 * arb_board_slide_forget:
 * @self: a board
 *
 * Stops a slide and forgets the position shown: the next change of the
 * game shows its position at once (another game was set).
 */
void
arb_board_slide_forget (ArbBoard *self)
{
  arb_board_finish_slide (self);
  self->slider->rules = NULL;
  self->slider->game = NULL;
  self->slider->shown.n_cells = 0;
}

/**
 * arb_board_slide_note_shown:
 * @self: a board
 * @move: the cells the board already showed the piece go through: a piece
 *   dropped (the whole move) or the hops shown so far
 *
 * The move, if played next, slides only from its last cell shown.
 */
void
arb_board_slide_note_shown (ArbBoard      *self,
                            const ArbMove *move)
{
  self->slider->shown = *move;
}

/**
 * arb_board_slide_sync:
 * @self: a board whose game changed
 *
 * Starts the slide of the move just played when the game went one ply
 * forward from the position shown; stops a slide otherwise, unless the
 * position stayed the same (a clock time, a tag). Remembers the game's
 * position as shown.
 */
void
arb_board_slide_sync (ArbBoard *self)
{
  ArbBoardSlider *slider = self->slider;
  ArbMove move;
  guint shown;

  if (self->game == NULL)
    {
      arb_board_slide_forget (self);
      return;
    }
  /* The same position: whatever runs goes on. */
  if (slider->rules == arb_game_get_rules (self->game) && slider->game == self->game
      && slider->ply == arb_game_get_ply (self->game)
      && slider->rules->equal (slider->state, arb_game_get_state (self->game)))
    return;

  arb_board_finish_slide (self);
  if (one_ply_forward (self, &move) && animations_enabled (self)
      && gtk_widget_get_mapped (GTK_WIDGET (self))
      && (shown = shown_cells (slider, &move)) < move.n_cells)
    {
      prepare (self, &move, shown - 1);
      start (self, FALSE);
    }
  slider->shown.n_cells = 0;
  remember (self);
}

/**
 * arb_board_slide_piece_on:
 * @self: a board
 * @cell: a cell
 *
 * Returns: the piece drawn on @cell: during a slide, the position before
 *   the move without the mover and the pieces it has jumped; else the
 *   game's.
 */
guint8
arb_board_slide_piece_on (ArbBoard *self,
                          ArbCell   cell)
{
  ArbBoardSlider *slider = self->slider;
  guint hop;
  double along;

  if (!slider->active || slider->hop_only || cell >= SLIDE_MAX_CELLS)
    return arb_board_piece_on (self, cell);
  if (slider->vanish_hop[cell] != NEVER)
    {
      slide_where (slider, &hop, &along);
      if (hop > slider->vanish_hop[cell]
          || (hop == slider->vanish_hop[cell] && along >= slider->vanish_at[cell]))
        return ARB_CELL_EMPTY;
    }
  return slider->before[cell];
}

/* The centre of the sliding piece, in widget coordinates. */
static void
slide_centre (ArbBoard             *self,
              const ArbBoardLayout *geometry,
              graphene_point_t     *centre)
{
  ArbBoardSlider *slider = self->slider;
  graphene_rect_t a, b;
  graphene_point_t pa, pb;
  guint hop;
  double along;

  slide_where (slider, &hop, &along);
  arb_board_cell_rect (self, geometry, slider->path.cells[hop], &a);
  arb_board_cell_rect (self, geometry, slider->path.cells[hop + 1], &b);
  graphene_rect_get_center (&a, &pa);
  graphene_rect_get_center (&b, &pb);
  graphene_point_interpolate (&pa, &pb, along, centre);
}

/**
 * arb_board_slide_snapshot:
 * @self: a board
 * @snapshot: where to draw
 * @geometry: the board's geometry
 *
 * Draws the sliding piece at its place, over the other pieces.
 */
void
arb_board_slide_snapshot (ArbBoard             *self,
                          GtkSnapshot          *snapshot,
                          const ArbBoardLayout *geometry)
{
  graphene_point_t centre;
  float size = geometry->size;

  if (!self->slider->active)
    return;
  slide_centre (self, geometry, &centre);
  arb_board_draw_piece (self, snapshot, self->slider->piece,
                        &GRAPHENE_RECT_INIT (centre.x - size / 2.f, centre.y - size / 2.f,
                                             size, size));
}

/* ------------------------------------------------------------ public API */

/**
 * arb_board_is_sliding:
 * @self: a board
 *
 * Returns: whether a move is sliding on the board.
 */
gboolean
arb_board_is_sliding (ArbBoard *self)
{
  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);
  return self->slider->active;
}

/**
 * arb_board_get_slide_point:
 * @self: a board
 * @point: (out): the centre of the sliding piece, in widget coordinates
 *
 * Returns: %FALSE when nothing slides, or the board is too small to draw.
 */
gboolean
arb_board_get_slide_point (ArbBoard         *self,
                           graphene_point_t *point)
{
  ArbBoardLayout geometry;

  g_return_val_if_fail (ARB_IS_BOARD (self), FALSE);

  if (!self->slider->active || !arb_board_get_geometry (self, &geometry))
    return FALSE;
  slide_centre (self, &geometry, point);
  return TRUE;
}

/**
 * arb_board_finish_slide:
 * @self: a board
 *
 * Ends a slide at once: the game's position is drawn.
 */
void
arb_board_finish_slide (ArbBoard *self)
{
  ArbBoardSlider *slider;

  g_return_if_fail (ARB_IS_BOARD (self));

  slider = self->slider;
  if (slider->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), slider->tick_id);
  slider->tick_id = 0;
  if (!slider->active)
    return;
  slider->active = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * arb_board_set_slide_time:
 * @self: a board
 * @elapsed: µs since the slide started
 *
 * For the tests: puts the slide running where it is @elapsed µs after its
 * start, and keeps it there (the frame clock no longer moves it); at or
 * past its end, the slide is over. Nothing happens when nothing slides.
 */
void
arb_board_set_slide_time (ArbBoard *self,
                          gint64    elapsed)
{
  ArbBoardSlider *slider;

  g_return_if_fail (ARB_IS_BOARD (self));

  slider = self->slider;
  if (!slider->active)
    return;
  slider->frozen = TRUE;
  slider->elapsed = elapsed;
  if (elapsed >= (gint64) n_hops (slider) * SLIDE_HOP_US)
    arb_board_finish_slide (self);
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * arb_board_get_slide_hop_time:
 *
 * Returns: how long one hop of a slide takes, µs.
 */
gint64
arb_board_get_slide_hop_time (void)
{
  return SLIDE_HOP_US;
}
