/* arb-position-editor.c — the position editor: set up a position of any
 * game, then start a game from it
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A referee sets up a real board: a window of its own over the main one,
 * started from the position on screen. What it offers comes from the
 * game's table (docs/games.md "The position editor"):
 *
 * - a board of pieces: a palette of the table's @edit_pieces (and Remove),
 *   and one button per cell, which puts the palette's choice there;
 *   cells that can hold nothing (checkers' light squares) are insensitive;
 * - a board that counts: one spin button per pit and store, laid out as
 *   the pits board draws them (the second player's row on top, right to
 *   left; its store at the left);
 * - who moves, by the players' names.
 *
 * After every edit the position is judged by arb_rules_edit_finish() on a
 * copy: its refusal, in the game's own words, is shown under the board and
 * Start Game waits for a position the game accepts. Start Game emits
 * ::position-ready with a new game from it; the window puts it on screen
 * as New Game does (arb-window-actions.c). */

#include "arb-position-editor.h"

#include <glib/gi18n.h>

#include "arb-board.h"

/* ----------------------------------------------------------- the pieces */

/* A piece drawn as the board draws it (through a board that shows no
 * window, arb_board_append_piece()). */
#define ARB_TYPE_EDITOR_PIECE (arb_editor_piece_get_type ())
G_DECLARE_FINAL_TYPE (ArbEditorPiece, arb_editor_piece, ARB, EDITOR_PIECE, GtkWidget)

struct _ArbEditorPiece
{
  GtkWidget       parent_instance;
  ArbBoard       *board;   /* borrowed: the editor's */
  ArbBoardGlyphs *glyphs;  /* borrowed: the editor's, for this size */
  guint8          piece;
  int             size;
};

G_DEFINE_FINAL_TYPE (ArbEditorPiece, arb_editor_piece, GTK_TYPE_WIDGET)

static void
arb_editor_piece_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  ArbEditorPiece *self = ARB_EDITOR_PIECE (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int side = MIN (width, height);
  graphene_rect_t rect;

  if (self->piece == ARB_CELL_EMPTY || side <= 0)
    return;
  graphene_rect_init (&rect, (width - side) / 2.f, (height - side) / 2.f, side, side);
  arb_board_append_piece (self->board, widget, self->glyphs, snapshot, self->piece, &rect);
}

static void
arb_editor_piece_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  *minimum = *natural = ARB_EDITOR_PIECE (widget)->size;
}

static void
arb_editor_piece_class_init (ArbEditorPieceClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = arb_editor_piece_snapshot;
  widget_class->measure = arb_editor_piece_measure;
}

static void
arb_editor_piece_init (ArbEditorPiece *self)
{
}

static GtkWidget *
arb_editor_piece_new (ArbBoard       *board,
                      ArbBoardGlyphs *glyphs,
                      guint8          piece,
                      int             size)
{
  ArbEditorPiece *self = g_object_new (ARB_TYPE_EDITOR_PIECE, NULL);

  self->board = board;
  self->glyphs = glyphs;
  self->piece = piece;
  self->size = size;
  return GTK_WIDGET (self);
}

static void
arb_editor_piece_set (ArbEditorPiece *self,
                      guint8          piece)
{
  if (self->piece == piece)
    return;
  self->piece = piece;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ----------------------------------------------------------- the editor */

#define CELL_SIZE 52
#define PALETTE_SIZE 36
/* The most the editor's content takes of the height before it scrolls:
 * the editor fits a 640-pixel phone screen with its top bar. */
#define MAX_CONTENT_HEIGHT 520

struct _ArbPositionEditor
{
  AdwWindow        parent_instance;

  const ArbRules  *rules;
  gpointer         state;         /* the position being edited */
  ArbGame         *shown;         /* the board's game: the rules' pieces and colours */
  ArbBoard        *board;         /* never on screen: draws the pieces */
  ArbBoardGlyphs  *cell_glyphs;
  ArbBoardGlyphs  *palette_glyphs;
  guint            n_cells;
  guint            pits;          /* boards that count: pits a side */
  guint8           selected;      /* the palette's choice, 0: remove */
  char            *error;         /* the refusal, NULL: accepted */
  gboolean         updating;      /* the widgets follow the position */
  gboolean         flipped;       /* the first row at the bottom, as the window's board */

  GtkWidget      **cells;         /* by cell: a button, or a spin button */
  GtkWidget       *palette_box;
  GtkWidget       *turn_buttons[ARB_N_SIDES];
  GtkWidget       *error_label;   /* the verdict: the refusal, or ready */
  GtkWidget       *start_button;
};

G_DEFINE_FINAL_TYPE (ArbPositionEditor, arb_position_editor, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_POSITION_READY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The name players give @cell ("e4", "15", "7"), or FALSE. */
static gboolean
cell_name (const ArbRules *rules,
           guint           cell,
           char            name[16])
{
  char column[8], row[8];

  if (rules->cell_label != NULL)
    return rules->cell_label (cell, name);
  if (rules->board.kind == ARB_BOARD_POINTS)
    {
      g_snprintf (name, 16, "%u", cell + 1);
      return TRUE;
    }
  arb_board_column_name (cell % rules->board.width, column);
  arb_board_row_name (cell / rules->board.width, rules->board.height, row);
  g_snprintf (name, 16, "%s%s", column, row);
  return TRUE;
}

/* The palette's name of @piece; "Empty" for none. */
static const char *
piece_label (const ArbRules *rules,
             guint8          piece)
{
  for (guint i = 0; i < rules->n_edit_pieces; i++)
    if (rules->edit_pieces[i].piece == piece)
      return g_dpgettext2 (NULL, rules->edit_pieces[i].context, rules->edit_pieces[i].name);
  /* Translators: a cell of the position editor with no piece */
  return _("Empty");
}

/* A pit's or a store's name: "Player 1's pit 3", "Player 2's store". */
static char *
pit_name (ArbPositionEditor *self,
          guint              cell)
{
  guint n = self->pits;
  ArbSide owner = (cell < n || cell == 2 * n) ? ARB_SIDE_FIRST : ARB_SIDE_SECOND;
  const char *player = arb_rules_player_name (self->rules, owner);

  if (cell >= 2 * n)
    /* Translators: the position editor's name of a store, by its owner */
    return g_strdup_printf (_("%s's store"), player);
  /* Translators: the position editor's name of a pit: its owner, its number */
  return g_strdup_printf (_("%s's pit %u"), player, cell % n + 1);
}

/* Judges the position (on a copy) and shows the verdict. */
static void
judge (ArbPositionEditor *self)
{
  g_autofree gpointer copy = g_memdup2 (self->state, self->rules->state_size);
  g_autoptr (GError) error = NULL;

  ArbOutcome outcome = { ARB_RESULT_NONE, ARB_TERMINATION_NONE };

  g_clear_pointer (&self->error, g_free);
  if (!arb_rules_edit_finish (self->rules, copy, &error))
    self->error = g_strdup (error->message);
  else if (self->rules->outcome (copy, &outcome), outcome.result != ARB_RESULT_NONE)
    /* A board without a move to make (Congkak's with no seeds at all, a
     * checkmate) is a game over before it starts. */
    self->error = g_strdup (_("Nothing to play: the game is over in this position."));
  /* Always a line, so that the window keeps its size. */
  gtk_label_set_text (GTK_LABEL (self->error_label),
                      self->error != NULL ? self->error : _("The position is ready to play."));
  if (self->error != NULL)
    {
      gtk_widget_remove_css_class (self->error_label, "dim-label");
      gtk_widget_add_css_class (self->error_label, "error");
    }
  else
    {
      gtk_widget_remove_css_class (self->error_label, "error");
      gtk_widget_add_css_class (self->error_label, "dim-label");
    }
  gtk_widget_set_sensitive (self->start_button, self->error == NULL);
}

/* The accessible name and tooltip of a cell's button: "e4, White Knight". */
static void
describe_cell (ArbPositionEditor *self,
               guint              cell)
{
  char name[16];
  g_autofree char *text = NULL;

  if (!cell_name (self->rules, cell, name))
    return;
  /* Translators: a cell of the position editor: its name, what it holds */
  text = g_strdup_printf (_("%s, %s"), name,
                          piece_label (self->rules, self->rules->piece_at (self->state, cell)));
  gtk_widget_set_tooltip_text (self->cells[cell], text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->cells[cell]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

/* The widgets, from the position. */
static void
show_position (ArbPositionEditor *self)
{
  ArbSide turn = self->rules->turn (self->state);

  self->updating = TRUE;
  for (guint cell = 0; cell < self->n_cells; cell++)
    {
      if (self->cells[cell] == NULL)
        continue;
      if (self->rules->edit_count != NULL)
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->cells[cell]),
                                   self->rules->cell_count (self->state, cell));
      else
        {
          GtkWidget *child = gtk_button_get_child (GTK_BUTTON (self->cells[cell]));

          arb_editor_piece_set (ARB_EDITOR_PIECE (child), self->rules->piece_at (self->state, cell));
          describe_cell (self, cell);
        }
    }
  for (guint side = 0; side < ARB_N_SIDES; side++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->turn_buttons[side]), side == turn);
  self->updating = FALSE;
  judge (self);
}

static void
on_cell_clicked (GtkButton         *button,
                 ArbPositionEditor *self)
{
  arb_position_editor_activate_cell (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button),
                                                                                "arb-cell")));
}

static void
on_count_changed (GtkSpinButton     *spin,
                  ArbPositionEditor *self)
{
  if (self->updating)
    return;
  arb_position_editor_set_count (self,
                                 GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "arb-cell")),
                                 (guint) gtk_spin_button_get_value_as_int (spin));
}

static void
on_palette_toggled (GtkToggleButton   *button,
                    ArbPositionEditor *self)
{
  if (gtk_toggle_button_get_active (button))
    self->selected = (guint8) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "arb-piece"));
}

static void
on_turn_toggled (GtkToggleButton   *button,
                 ArbPositionEditor *self)
{
  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  arb_position_editor_set_turn (self, (ArbSide) GPOINTER_TO_UINT (
                                  g_object_get_data (G_OBJECT (button), "arb-side")));
}

/* ------------------------------------------------------------ building */

/* One board of pieces: a grid of buttons, as the board lays its cells. */
static GtkWidget *
build_piece_grid (ArbPositionEditor *self)
{
  GtkWidget *grid = gtk_grid_new ();
  guint width = self->rules->board.width;

  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (grid, "arb-editor-board");
  for (guint cell = 0; cell < self->n_cells; cell++)
    {
      GtkWidget *button = gtk_button_new ();
      char name[16];
      guint x = cell % width, y = cell / width;

      gtk_button_set_child (GTK_BUTTON (button),
                            arb_editor_piece_new (self->board, self->cell_glyphs,
                                                  ARB_CELL_EMPTY, CELL_SIZE));
      gtk_widget_add_css_class (button, "arb-editor-cell");
      if (self->rules->board.kind == ARB_BOARD_GRID && (x + y) % 2 == 1)
        gtk_widget_add_css_class (button, "arb-editor-dark");
      g_object_set_data (G_OBJECT (button), "arb-cell", GUINT_TO_POINTER (cell));
      if (!cell_name (self->rules, cell, name))
        {
          gtk_widget_set_sensitive (button, FALSE);
          gtk_widget_set_focusable (button, FALSE);
        }
      g_signal_connect (button, "clicked", G_CALLBACK (on_cell_clicked), self);
      if (self->flipped)
        gtk_grid_attach (GTK_GRID (grid), button, (int) (width - 1 - x),
                         (int) (self->rules->board.height - 1 - y), 1, 1);
      else
        gtk_grid_attach (GTK_GRID (grid), button, (int) x, (int) y, 1, 1);
      self->cells[cell] = button;
    }
  return grid;
}

/* A board that counts: the first player's pits along the bottom, left to
 * right, then its store at the right; the second player's along the top,
 * right to left, its store at the left. */
static GtkWidget *
build_pit_grid (ArbPositionEditor *self)
{
  GtkWidget *grid = gtk_grid_new ();
  guint n = self->pits;

  gtk_grid_set_row_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  for (guint cell = 0; cell < 2 * n + 2; cell++)
    {
      /* The game refuses what it will (a total beyond its limit). */
      GtkWidget *spin = gtk_spin_button_new_with_range (0, G_MAXUINT16, 1);
      g_autofree char *name = pit_name (self, cell);
      int column, row, height = 1;

      if (cell < n)
        column = (int) cell + 1, row = 2;
      else if (cell < 2 * n)
        column = (int) (2 * n - cell), row = 1;
      else
        column = cell == 2 * n ? (int) n + 1 : 0, row = 1, height = 2;
      gtk_orientable_set_orientation (GTK_ORIENTABLE (spin), GTK_ORIENTATION_VERTICAL);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (spin, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
      g_object_set_data (G_OBJECT (spin), "arb-cell", GUINT_TO_POINTER (cell));
      g_signal_connect (spin, "value-changed", G_CALLBACK (on_count_changed), self);
      gtk_grid_attach (GTK_GRID (grid), spin, column, row, 1, height);
      self->cells[cell] = spin;
    }
  /* Whose row is whose, above and below. */
  for (guint side = 0; side < ARB_N_SIDES; side++)
    {
      GtkWidget *label = gtk_label_new (arb_rules_player_name (self->rules, (ArbSide) side));

      gtk_widget_add_css_class (label, "dim-label");
      gtk_grid_attach (GTK_GRID (grid), label, 1, side == ARB_SIDE_FIRST ? 3 : 0, (int) n, 1);
    }
  return grid;
}

/* Remove, then the table's pieces, as linked toggle buttons. */
static GtkWidget *
build_palette (ArbPositionEditor *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *remove = gtk_toggle_button_new_with_mnemonic (_("_Remove"));

  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (remove, _("Empty the cells clicked"));
  g_object_set_data (G_OBJECT (remove), "arb-piece", GUINT_TO_POINTER (ARB_CELL_EMPTY));
  g_signal_connect (remove, "toggled", G_CALLBACK (on_palette_toggled), self);
  gtk_box_append (GTK_BOX (box), remove);
  for (guint i = 0; i < self->rules->n_edit_pieces; i++)
    {
      guint8 piece = self->rules->edit_pieces[i].piece;
      GtkWidget *button = gtk_toggle_button_new ();
      const ArbEditPiece *edit = &self->rules->edit_pieces[i];
      const char *name = g_dpgettext2 (NULL, edit->context, edit->name);

      gtk_button_set_child (GTK_BUTTON (button),
                            arb_editor_piece_new (self->board, self->palette_glyphs, piece,
                                                  PALETTE_SIZE));
      gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (remove));
      gtk_widget_set_tooltip_text (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
      g_object_set_data (G_OBJECT (button), "arb-piece", GUINT_TO_POINTER (piece));
      g_signal_connect (button, "toggled", G_CALLBACK (on_palette_toggled), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  self->palette_box = box;
  return box;
}

/* "To move": one toggle button per player, by name. */
static GtkWidget *
build_turn (ArbPositionEditor *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  /* Translators: the position editor: which player moves next */
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_To move"));

  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (buttons, "linked");
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), buttons);
  for (guint side = 0; side < ARB_N_SIDES; side++)
    {
      GtkWidget *button =
        gtk_toggle_button_new_with_label (arb_rules_player_name (self->rules, (ArbSide) side));

      if (side > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button),
                                     GTK_TOGGLE_BUTTON (self->turn_buttons[0]));
      g_object_set_data (G_OBJECT (button), "arb-side", GUINT_TO_POINTER (side));
      g_signal_connect (button, "toggled", G_CALLBACK (on_turn_toggled), self);
      gtk_box_append (GTK_BOX (buttons), button);
      self->turn_buttons[side] = button;
    }
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), self->turn_buttons[0]);
  return row;
}

static void
on_clear_clicked (ArbPositionEditor *self)
{
  arb_position_editor_clear (self);
}

static void
on_start_clicked (ArbPositionEditor *self)
{
  arb_position_editor_start (self);
}

/* The header bar: Cancel, the title, Start Game. */
static GtkWidget *
build_header (ArbPositionEditor *self)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  /* Translators: the position editor's title; its subtitle names the game */
  GtkWidget *title = adw_window_title_new (_("Edit Position"), _(self->rules->name));

  self->start_button = gtk_button_new_with_mnemonic (_("_Start Game"));
  gtk_widget_add_css_class (self->start_button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "window.close");
  g_signal_connect_swapped (self->start_button, "clicked", G_CALLBACK (on_start_clicked), self);
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->start_button);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  return header;
}

static void
build (ArbPositionEditor *self)
{
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *clear = gtk_button_new_with_mnemonic (_("C_lear Board"));
  GtkWidget *bottom = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gboolean counts = self->rules->edit_count != NULL;

  gtk_box_append (GTK_BOX (outer), build_header (self));
  gtk_widget_set_margin_top (content, 18);
  gtk_widget_set_margin_bottom (content, 18);
  gtk_widget_set_margin_start (content, 18);
  gtk_widget_set_margin_end (content, 18);
  if (!counts)
    gtk_box_append (GTK_BOX (content), build_palette (self));
  gtk_box_append (GTK_BOX (content), counts ? build_pit_grid (self) : build_piece_grid (self));

  self->error_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->error_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->error_label), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (content), self->error_label);

  gtk_widget_set_halign (bottom, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (bottom), build_turn (self));
  gtk_widget_set_tooltip_text (clear, _("Empty every cell"));
  g_signal_connect_swapped (clear, "clicked", G_CALLBACK (on_clear_clicked), self);
  gtk_box_append (GTK_BOX (bottom), clear);
  gtk_box_append (GTK_BOX (content), bottom);

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  /* No taller than a phone's screen less the header bar: the rest
   * scrolls (the whole editor was taller than small windows). */
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), MAX_CONTENT_HEIGHT);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (outer), scrolled);
  adw_window_set_content (ADW_WINDOW (self), outer);
}

/* ------------------------------------------------------------ GObject */

static void
arb_position_editor_finalize (GObject *object)
{
  ArbPositionEditor *self = ARB_POSITION_EDITOR (object);

  g_free (self->state);
  g_free (self->error);
  g_free (self->cells);
  g_clear_object (&self->board);
  g_clear_object (&self->shown);
  arb_board_glyphs_free (self->cell_glyphs);
  arb_board_glyphs_free (self->palette_glyphs);
  G_OBJECT_CLASS (arb_position_editor_parent_class)->finalize (object);
}

static void
arb_position_editor_class_init (ArbPositionEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = arb_position_editor_finalize;

  /**
   * ArbPositionEditor::position-ready:
   * @self: the editor
   * @game: a new game from the position edited
   *
   * Start Game was pressed on a position the game accepts.
   */
  signals[SIGNAL_POSITION_READY] =
    g_signal_new ("position-ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, ARB_TYPE_GAME);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
arb_position_editor_init (ArbPositionEditor *self)
{
  self->cell_glyphs = arb_board_glyphs_new ();
  self->palette_glyphs = arb_board_glyphs_new ();
}

static void
load_css (void)
{
  static gboolean loaded;
  GtkCssProvider *provider;

  if (loaded)
    return;
  loaded = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider,
                                   ".arb-editor-cell { padding: 2px; border-radius: 0; }\n"
                                   ".arb-editor-dark { background: alpha(@accent_bg_color, .35); }\n",
                                   -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref (provider);
}

/* ------------------------------------------------------------ public API */

/**
 * arb_position_editor_new:
 * @game: the game whose position on screen the editor starts from
 * @flipped: a board of pieces is shown the other way round (the window's
 *   board is flipped)
 *
 * Returns: (transfer floating): a new position editor
 */
GtkWidget *
arb_position_editor_new (ArbGame  *game,
                         gboolean  flipped)
{
  ArbPositionEditor *self;
  ArbBoardGeometry geometry;

  g_return_val_if_fail (ARB_IS_GAME (game), NULL);
  g_return_val_if_fail (arb_rules_can_edit (arb_game_get_rules (game)), NULL);

  load_css ();
  self = g_object_new (ARB_TYPE_POSITION_EDITOR, "modal", TRUE, NULL);
  self->rules = arb_game_get_rules (game);
  self->flipped = flipped;
  self->state = g_memdup2 (arb_game_get_state (game), self->rules->state_size);
  self->n_cells = arb_rules_n_cells (self->rules, self->state);
  arb_rules_geometry (self->rules, self->state, &geometry);
  self->pits = geometry.kind == ARB_BOARD_PITS ? geometry.width : 0;
  self->cells = g_new0 (GtkWidget *, self->n_cells);
  self->shown = arb_game_copy_position (game);
  self->board = g_object_ref_sink (ARB_BOARD (arb_board_new ()));
  arb_board_set_game (self->board, self->shown);
  self->selected = self->rules->n_edit_pieces > 0 ? self->rules->edit_pieces[0].piece : 0;
  /* Translators: the position editor's window title */
  gtk_window_set_title (GTK_WINDOW (self), _("Edit Position"));
  build (self);
  if (self->palette_box != NULL)
    arb_position_editor_select_piece (self, self->selected);
  show_position (self);
  return GTK_WIDGET (self);
}

/**
 * arb_position_editor_select_piece:
 * @self: an editor
 * @piece: a piece of the palette, 0 to remove
 *
 * Returns: FALSE when the palette lacks @piece
 */
gboolean
arb_position_editor_select_piece (ArbPositionEditor *self,
                                  guint8             piece)
{
  g_return_val_if_fail (ARB_IS_POSITION_EDITOR (self), FALSE);

  if (self->palette_box == NULL)
    return FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (self->palette_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "arb-piece")) == piece)
      {
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (child), TRUE);
        return TRUE;
      }
  return FALSE;
}

/**
 * arb_position_editor_get_selected:
 * @self: an editor
 *
 * Returns: the palette's choice, 0 for Remove
 */
guint8
arb_position_editor_get_selected (ArbPositionEditor *self)
{
  g_return_val_if_fail (ARB_IS_POSITION_EDITOR (self), 0);
  return self->selected;
}

/**
 * arb_position_editor_activate_cell:
 * @self: an editor of a board of pieces
 * @cell: a cell
 *
 * Puts the palette's choice on @cell, as a click does.
 *
 * Returns: FALSE when @cell can hold nothing
 */
gboolean
arb_position_editor_activate_cell (ArbPositionEditor *self,
                                   guint              cell)
{
  g_return_val_if_fail (ARB_IS_POSITION_EDITOR (self), FALSE);

  if (self->rules->edit_piece == NULL || cell >= self->n_cells
      || !self->rules->edit_piece (self->state, cell, self->selected))
    return FALSE;
  show_position (self);
  return TRUE;
}

/**
 * arb_position_editor_set_count:
 * @self: an editor of a board that counts
 * @cell: a pit or a store
 * @count: its seeds
 *
 * Returns: FALSE when the game refuses it (no such cell)
 */
gboolean
arb_position_editor_set_count (ArbPositionEditor *self,
                               guint              cell,
                               guint              count)
{
  g_return_val_if_fail (ARB_IS_POSITION_EDITOR (self), FALSE);

  if (self->rules->edit_count == NULL || cell >= self->n_cells
      || !self->rules->edit_count (self->state, cell, count))
    return FALSE;
  show_position (self);
  return TRUE;
}

/**
 * arb_position_editor_set_turn:
 * @self: an editor
 * @side: who moves
 */
void
arb_position_editor_set_turn (ArbPositionEditor *self,
                              ArbSide            side)
{
  g_return_if_fail (ARB_IS_POSITION_EDITOR (self));
  g_return_if_fail (side < ARB_N_SIDES);

  self->rules->edit_turn (self->state, side);
  show_position (self);
}

/**
 * arb_position_editor_clear:
 * @self: an editor
 *
 * Empties every cell (pieces removed, seeds taken out).
 */
void
arb_position_editor_clear (ArbPositionEditor *self)
{
  g_return_if_fail (ARB_IS_POSITION_EDITOR (self));

  for (guint cell = 0; cell < self->n_cells; cell++)
    if (self->rules->edit_count != NULL)
      self->rules->edit_count (self->state, cell, 0);
    else
      self->rules->edit_piece (self->state, cell, ARB_CELL_EMPTY);
  show_position (self);
}

/**
 * arb_position_editor_get_error:
 * @self: an editor
 *
 * Returns: (nullable): the game's refusal of the position, NULL when it
 *   accepts it
 */
const char *
arb_position_editor_get_error (ArbPositionEditor *self)
{
  g_return_val_if_fail (ARB_IS_POSITION_EDITOR (self), NULL);
  return self->error;
}

/**
 * arb_position_editor_get_position:
 * @self: an editor
 *
 * Returns: (transfer full): the position string of the edits so far
 */
char *
arb_position_editor_get_position (ArbPositionEditor *self)
{
  g_return_val_if_fail (ARB_IS_POSITION_EDITOR (self), NULL);
  return arb_rules_write_position (self->rules, self->state);
}

/**
 * arb_position_editor_start:
 * @self: an editor
 *
 * Emits ::position-ready with a new game from the position, then closes.
 *
 * Returns: FALSE, doing nothing, while the game refuses the position
 */
gboolean
arb_position_editor_start (ArbPositionEditor *self)
{
  g_autofree gpointer copy = NULL;
  g_autoptr (ArbGame) game = NULL;

  g_return_val_if_fail (ARB_IS_POSITION_EDITOR (self), FALSE);

  judge (self);
  if (self->error != NULL)
    return FALSE;
  copy = g_memdup2 (self->state, self->rules->state_size);
  if (!arb_rules_edit_finish (self->rules, copy, NULL))
    return FALSE;
  game = arb_game_new_from_state (self->rules, copy);
  g_signal_emit (self, signals[SIGNAL_POSITION_READY], 0, game);
  gtk_window_destroy (GTK_WINDOW (self));
  return TRUE;
}
