//! What the Sudoku game screen shows, computed from the session: each cell ([`CellView`]), the
//! board and pad ([`SessionView`]) and the hint on screen ([`HintView`]). A position without a
//! game (Explain's steps, a lesson's example, a practice position) is shown with the same cells
//! ([`position_cells`]).

use super::{Brush, PictureView, SudokuHint, Tool};
use crate::puzzle::Status;
use crate::session::Session;
use crate::settings::MistakeDisplay;
use crate::sudoku::killer::Killer;
use crate::sudoku::{
    Candidates, Cell, Colouring, Digit, HintLayer, NoteMask, SudokuMove, SudokuState,
};

/// What one cell shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellView {
    /// The digit, 0 when empty.
    pub digit: u8,
    /// The centre notes as a 9-bit mask.
    pub notes: NoteMask,
    /// The corner notes as a 9-bit mask.
    pub corner: NoteMask,
    /// The cell's colour (1 to 8), 0 for none.
    pub colour: u8,
    /// The colour of each candidate (index 0 is digit 1), 0 for none; shown on its note.
    pub note_colours: [u8; 9],
    /// The highlighted digit is still a note here (centre or corner).
    pub candidate: bool,
    /// A given (cannot change).
    pub given: bool,
    /// The selected cell.
    pub selected: bool,
    /// In the selected cell's row, column or box.
    pub related: bool,
    /// Holds the highlighted digit (the selected cell's or the locked one), when the rules
    /// highlight it.
    pub same_digit: bool,
    /// Marked as a mistake under the current [`MistakeDisplay`] (or after "Show wrong digits").
    /// In conflicts mode, of two clashing digits the one placed later is the mistake.
    pub error: bool,
    /// Clashes with a digit marked as a mistake, but is not the one to blame: a lighter cue.
    pub clash: bool,
    /// One of the cells the hint on screen points at.
    pub hint: bool,
    /// The Killer cage the cell is in, as the board draws it (all zero in a classic game).
    pub cage: CageMark,
}

/// A Killer cage as one of its cells shows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CageMark {
    /// Which cage the cell is in: its index among the puzzle's cages plus one (0 in a classic
    /// game).
    pub number: u8,
    /// The cage's sum (0 in a classic game).
    pub sum: u8,
    /// The cell is the cage's top-left one, where the sum is drawn.
    pub anchor: bool,
    /// Where the cage's dashed outline runs in the cell (the `EDGE_*` and `CORNER_*` bits of
    /// [`crate::sudoku::killer`]); 0 when cages are coloured instead.
    pub outline: u8,
    /// The cage's fill colour, 1 to 4, when cages are coloured; else 0.
    pub tint: u8,
}

/// Everything the game screen shows, computed from the session.
#[derive(Clone, Debug, PartialEq)]
pub struct SessionView {
    /// The 81 cells.
    pub cells: Vec<CellView>,
    /// The digit highlighted everywhere (0 for none, or when the rules do not highlight); notes
    /// holding it are highlighted too.
    pub highlight: u8,
    /// The digit locked for digit-first entry (0 for none).
    pub locked_digit: u8,
    /// How many of each digit remain to be placed (index 0 is digit 1).
    pub remaining: [u8; 9],
    /// The notes pen is in hand (centre or corner notes).
    pub notes_mode: bool,
    /// The tool in hand.
    pub tool: Tool,
    /// The colour pen's brush.
    pub brush: Brush,
    /// Paused (the board is hidden).
    pub paused: bool,
    /// Undo is possible.
    pub can_undo: bool,
    /// Redo is possible.
    pub can_redo: bool,
    /// Mistakes made so far.
    pub mistakes: u32,
    /// The game is over (won or lost).
    pub finished: bool,
    /// Where the game stands.
    pub status: Status,
    /// The game is a Killer: the board draws cages.
    pub killer: bool,
}

/// The hint on screen, as the game screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintView {
    /// The text of every layer shown so far, first layer first.
    pub lines: Vec<String>,
    /// The cells to highlight: the region at first, the cells involved from layer 3.
    pub cells: Vec<Cell>,
    /// The hint is about one of several wrong digits and can offer to mark them all.
    pub offers_show_wrong: bool,
    /// More layers remain.
    pub has_more: bool,
    /// The last layer is shown and can be applied.
    pub can_apply: bool,
    /// The picture of the step, while layer 3 (the cells involved) is the newest layer shown;
    /// `None` before and after it, and for hints without a step.
    pub picture: Option<PictureView>,
}

impl Session<SudokuState> {
    /// Everything the board and pad show.
    pub fn view(&self) -> SessionView {
        let state = self.state();
        let ui = self.ui();
        let board = state.board();
        let rules = self.rules();
        let highlight = ui
            .locked
            .or_else(|| {
                ui.selected
                    .and_then(|c| board.get(c))
                    .filter(|_| rules.highlight_follows_selection)
            })
            .filter(|_| rules.highlight_same_digits);
        let mistakes = self.rules().mistakes;
        let conflicts: Vec<Cell> = match mistakes {
            MistakeDisplay::OnCheck => Vec::new(),
            _ => state.clashing_cells(),
        };
        // When each cell got its digit: of two clashing digits, the later one is to blame.
        let mut placed_at = [0usize; 81];
        let states = self.history.states();
        for (k, mv) in self.history.moves().iter().enumerate() {
            match mv {
                SudokuMove::Place { cell, .. } | SudokuMove::RevealCell { cell } => {
                    placed_at[cell.index()] = k + 1;
                }
                // A restored digit counts as placed when the restore changed it.
                SudokuMove::Restore { work } => {
                    for c in Cell::all() {
                        let to = work.entries().get(c);
                        if to.is_some() && states[k].entries().get(c) != to {
                            placed_at[c.index()] = k + 1;
                        }
                    }
                }
                _ => {}
            }
        }
        let to_blame = |c: Cell| {
            !state.is_given(c)
                && state.rivals(c).into_iter().any(|p| {
                    board.get(p).is_some()
                        && board.get(p) == board.get(c)
                        && (state.is_given(p) || placed_at[p.index()] < placed_at[c.index()])
                })
        };
        let hint_cells = self.hint_view().map(|h| h.cells).unwrap_or_default();
        let killer = state.killer();
        let cages = killer.map(|k| cage_marks(k, rules.cage_colours));
        let cage_of = |c: Cell| {
            cages
                .as_ref()
                .map_or_else(CageMark::default, |m| m[c.index()])
        };
        let cells = Cell::all()
            .map(|c| {
                let digit = board.get(c);
                let given = state.is_given(c);
                let clashing = conflicts.contains(&c);
                let marked = match mistakes {
                    MistakeDisplay::OnCheck => false,
                    MistakeDisplay::Conflicts => clashing && to_blame(c),
                    MistakeDisplay::AgainstSolution => state.is_wrong(c),
                };
                let error =
                    !given && digit.is_some() && (marked || (ui.show_wrong && state.is_wrong(c)));
                let (notes, corner) = match digit {
                    Some(_) => (0, 0),
                    None => (state.notes(c), state.corner_notes(c)),
                };
                CellView {
                    digit: digit.map_or(0, Digit::get),
                    notes,
                    corner,
                    colour: state.colours().cell(c).map_or(0, |k| k.get()),
                    note_colours: note_colours(state.colours(), c),
                    candidate: highlight.is_some_and(|h| (notes | corner) & h.bit() != 0),
                    given,
                    selected: ui.selected == Some(c),
                    related: ui.selected.is_some_and(|s| s.sees(c)),
                    same_digit: highlight.is_some() && digit == highlight,
                    error,
                    clash: clashing && !error,
                    hint: hint_cells.contains(&c),
                    cage: cage_of(c),
                }
            })
            .collect();
        let mut remaining = [9u8; 9];
        for d in Digit::all() {
            remaining[d.index()] = 9u8.saturating_sub(state.count(d) as u8);
        }
        SessionView {
            cells,
            highlight: highlight.map_or(0, Digit::get),
            locked_digit: ui.locked.map_or(0, Digit::get),
            remaining,
            notes_mode: ui.pen == super::Pen::Notes,
            tool: ui.tool(),
            brush: ui.brush,
            paused: self.is_paused(),
            can_undo: self.can_undo(),
            can_redo: self.can_redo(),
            mistakes: self.mistakes(),
            finished: self.is_finished(),
            status: self.status(),
            killer: killer.is_some(),
        }
    }

    /// The hint on screen, if any.
    pub fn hint_view(&self) -> Option<HintView> {
        let SudokuHint {
            hint,
            layer,
            branch,
        } = self.hint()?;
        // Once Show all has marked the wrong digits, the first layer says so and stops offering.
        let marked = self.ui.show_wrong && hint.offers_show_wrong();
        let lines = HintLayer::ALL
            .iter()
            .filter(|&&l| l <= *layer)
            .map(|&l| match l {
                HintLayer::Region if marked => hint.marked_text(),
                _ => hint.text(l),
            })
            .collect();
        Some(HintView {
            lines,
            cells: hint.cells_at(*layer),
            offers_show_wrong: hint.offers_show_wrong() && !marked,
            has_more: layer.next().is_some(),
            can_apply: *layer == HintLayer::Action,
            picture: if *layer == HintLayer::Cells {
                let notes: Vec<NoteMask> = Cell::all().map(|c| self.state().notes(c)).collect();
                PictureView::of(hint, &notes, *branch)
            } else {
                None
            },
        })
    }
}

/// How each of the 81 cells shows its Killer cage: its sum, whether it carries it, and the
/// outline, or with `coloured` the cage's fill colour instead.
pub fn cage_marks(killer: &Killer, coloured: bool) -> Vec<CageMark> {
    let colours = if coloured {
        killer.four_colours()
    } else {
        Vec::new()
    };
    Cell::all()
        .map(|c| {
            let cage = killer.cage_of(c);
            CageMark {
                number: u8::try_from(killer.cage_index(c) + 1).unwrap_or(u8::MAX),
                sum: cage.sum(),
                anchor: cage.anchor() == Some(c),
                outline: if coloured { 0 } else { killer.outline(c) },
                tint: colours.get(killer.cage_index(c)).copied().unwrap_or(0),
            }
        })
        .collect()
}

/// The colour of each candidate of `cell`, 0 for none.
fn note_colours(colours: &Colouring, cell: Cell) -> [u8; 9] {
    let mut out = [0; 9];
    for (d, k) in colours.candidates_of(cell) {
        out[d.index()] = k.get();
    }
    out
}

/// The true candidates of `position` as notes: 81 masks, none for a filled cell.
pub fn position_notes(position: &Candidates) -> Vec<NoteMask> {
    Cell::all()
        .map(|c| match position.get(c) {
            Some(_) => 0,
            None => position.mask(c),
        })
        .collect()
}

/// The cells of `position` as a board shows them: its digits (`given` says which are givens)
/// and its true candidates as notes.
pub fn position_cells(position: &Candidates, given: impl Fn(Cell) -> bool) -> Vec<CellView> {
    let notes = position_notes(position);
    Cell::all()
        .map(|c| CellView {
            digit: position.get(c).map_or(0, Digit::get),
            notes: notes[c.index()],
            given: given(c),
            ..CellView::default()
        })
        .collect()
}
