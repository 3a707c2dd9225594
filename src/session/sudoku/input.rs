//! Classic Sudoku's input in the mid-end: how taps and keys become moves, the rules the
//! settings choose, the UI state around the board and the layered hint.
//!
//! Entering digits, both ways at any time:
//! - **Cell first:** tap a cell, then a digit. The cell stays selected, so a mistyped digit can be
//!   replaced by tapping the cell again and another digit.
//! - **Digit first:** with no cell to fill selected, tap a digit to lock it, then tap cells to
//!   place it; tap the locked digit again to unlock it.
//! - **The rule between them:** a pad digit replaces a filled cell's digit only if the player
//!   tapped that cell since it was filled. Right after a placement the next pad digit locks that
//!   digit for digit-first entry instead of overwriting what was just entered (typing a digit on
//!   the keyboard always fills the selected cell).
//! - Placing a digit removes it from the notes of its row, column and box when the setting is on,
//!   in the same undo step.
//!
//! Notes come in two kinds, centre and corner ([`NoteKind`]): the notes pen writes the kind last
//! chosen, and so does the long press with any pen. The colour pen is in `tools.rs`.

use super::NewPuzzle;
pub use super::rules::Rules;
use super::setup::SudokuSetup;
use super::setup::saved_cages;
use super::tools::{self, Brush, Pen, Tool, note_move};
use crate::puzzle::{
    Action, Difficulty, Game, Mode, NoHint, Puzzle, Recordable, SetupError, Status,
};
use crate::session::Session;
use crate::settings::MistakeDisplay;
use crate::sudoku::killer::next_killer_hint;
use crate::sudoku::{
    Cell, Colour, Digit, Hint, HintLayer, NoteKind, NoteMask, SudokuMove, SudokuState,
    hint_for_state,
};
use crate::tr;
use std::sync::Arc;

/// A Sudoku game in play.
pub type SudokuSession = Session<SudokuState>;

/// How many mistakes end the game when the limit is on.
pub const MISTAKE_LIMIT: u32 = 3;

/// A direction for moving the selection with the keyboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
}

/// One thing the player did on the Sudoku screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// Tapped or clicked a cell.
    TapCell(Cell),
    /// Long-pressed (or secondary-clicked) note `digit` of a cell: the colour pen paints that
    /// candidate; every other pen takes it as [`Input::NoteCell`].
    PressNote(Cell, Digit),
    /// Long-pressed or secondary-clicked a cell: writes a note of the locked digit.
    NoteCell(Cell),
    /// Tapped a digit on the pad.
    Digit(Digit),
    /// Long-pressed or secondary-clicked a digit on the pad (or Shift+digit): a note in the selected
    /// cell, or locks the digit for digit-first entry when no empty cell is selected.
    NoteDigit(Digit),
    /// Typed a digit on the keyboard: always cell-first (places in, or notes in notes mode, the
    /// selected cell; never locks a digit).
    KeyDigit(Digit),
    /// Erases the selected cell.
    Erase,
    /// Switches between digits and notes (of the kind last chosen).
    ToggleNotesMode,
    /// Takes up a tool: digits, centre or corner notes, or colours.
    Take(Tool),
    /// Chooses the colour pen's brush (a colour, or `None` for the eraser) and takes up the pen.
    Brush(Option<Colour>),
    /// Clears one colour everywhere, or every colour (`None`).
    ClearColours(Option<Colour>),
    /// Moves the selection.
    Move(Direction),
    /// Clears the selection and unlocks the digit.
    Deselect,
    /// Undoes one board change.
    Undo,
    /// Redoes one undone board change.
    Redo,
    /// Writes all candidates as notes.
    FillNotes,
    /// Removes all notes.
    ClearAllNotes,
    /// Reveals the selected cell's solution.
    RevealCell,
    /// Fills in the whole solution.
    RevealSolution,
    /// Pauses or resumes.
    TogglePause,
}

/// The UI state around the Sudoku board: not undone, not saved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SudokuUi {
    pub(super) selected: Option<Cell>,
    pub(super) locked: Option<Digit>,
    pub(super) pen: Pen,
    // The kind of notes the notes pen and the long press write.
    pub(super) note_kind: NoteKind,
    pub(super) brush: Brush,
    // The selected cell was tapped since it was last filled, so a pad digit may replace its digit.
    pub(super) armed: bool,
    // Every wrong digit is marked (after "Show wrong digits") until the board changes.
    pub(super) show_wrong: bool,
}

/// A Sudoku hint and how many of its layers are shown.
#[derive(Clone, Debug, PartialEq)]
pub struct SudokuHint {
    pub(super) hint: Hint,
    pub(super) layer: HintLayer,
    // The branch of the step's chain the picture shows.
    pub(super) branch: usize,
}

impl SudokuHint {
    /// The hint itself.
    pub fn hint(&self) -> &Hint {
        &self.hint
    }

    /// The newest layer shown.
    pub fn layer(&self) -> HintLayer {
        self.layer
    }
}

impl Recordable for SudokuState {
    const SAVE_NAME: &'static str = "game.json";
    const MODE: Mode = Mode::Sudoku;
    const DEFAULT_DIFFICULTY: Difficulty = Difficulty::Custom;

    fn mode(&self) -> Mode {
        if self.killer().is_some() {
            Mode::Killer
        } else {
            Mode::Sudoku
        }
    }
}

impl Game for SudokuState {
    type Setup = SudokuSetup;
    type Ui = SudokuUi;
    type Input = Input;
    type Rules = Rules;
    type Hint = SudokuHint;

    fn from_setup(setup: &SudokuSetup) -> Result<SudokuState, SetupError> {
        if !setup.givens.is_extended_by(&setup.solution) || !setup.solution.is_solved() {
            return Err(SetupError(
                "the saved solution does not fit the saved puzzle".into(),
            ));
        }
        Ok(match setup.killer()? {
            Some(killer) => SudokuState::new_killer(Arc::new(killer), setup.solution),
            None => SudokuState::new(setup.givens, setup.solution),
        })
    }

    fn setup(&self) -> SudokuSetup {
        SudokuSetup {
            givens: *self.givens(),
            solution: *self.solution(),
            cages: self.killer().map(|k| saved_cages(k)),
        }
    }

    fn interpret(&self, ui: &mut SudokuUi, rules: &Rules, input: Input) -> Action<SudokuMove> {
        if ui.pen == Pen::Colours
            && let Some(action) = colour_pen(self, ui, input)
        {
            return action;
        }
        match input {
            Input::TapCell(cell) => tap_cell(self, ui, rules, cell),
            Input::NoteCell(cell) | Input::PressNote(cell, _) => {
                ui.selected = Some(cell);
                match ui.locked {
                    Some(digit) => Action::Play(note_move(cell, digit, ui.note_kind)),
                    None => Action::Ui,
                }
            }
            Input::Digit(d) => pad_digit(self, ui, rules, d, ui.pen == Pen::Notes),
            Input::NoteDigit(d) => pad_digit(self, ui, rules, d, true),
            Input::KeyDigit(d) => match ui.selected.filter(|&c| !self.is_given(c)) {
                Some(cell) if ui.pen == Pen::Notes => note_in(self, cell, d, ui.note_kind),
                Some(cell) if self.digit(cell) == Some(d) => Action::Nothing,
                Some(cell) => place(ui, rules, cell, d),
                // TRANSLATORS: why a move is refused; shown with its first letter capitalised.
                None => Action::Refused(tr!("select an empty cell first").into()),
            },
            Input::Erase => match ui.selected {
                Some(cell) => Action::Play(SudokuMove::Erase { cell }),
                None => Action::Nothing,
            },
            Input::ToggleNotesMode => {
                ui.take(if ui.pen == Pen::Notes {
                    Tool::Digits
                } else if ui.note_kind == NoteKind::Corner {
                    Tool::CornerNotes
                } else {
                    Tool::CentreNotes
                });
                Action::Ui
            }
            // Choosing the tool in hand again puts it down: back to digits.
            Input::Take(tool) if tool == ui.tool() => {
                ui.take(Tool::Digits);
                Action::Ui
            }
            Input::Take(tool) => {
                ui.take(tool);
                Action::Ui
            }
            Input::Brush(colour) => {
                ui.take(Tool::Colours);
                ui.brush = colour.map_or(Brush::Eraser, Brush::Paint);
                Action::Ui
            }
            Input::ClearColours(colour) => Action::Play(SudokuMove::ClearColours { colour }),
            Input::Move(dir) => {
                ui.selected = moved(ui.selected, dir).or(ui.selected);
                ui.armed = true;
                Action::Ui
            }
            Input::Deselect => {
                ui.selected = None;
                ui.locked = None;
                Action::Nothing
            }
            Input::Undo => Action::Undo,
            Input::Redo => Action::Redo,
            Input::FillNotes => Action::Play(SudokuMove::FillNotes),
            Input::ClearAllNotes => Action::Play(SudokuMove::ClearAllNotes),
            Input::RevealCell => match ui.selected {
                Some(cell) => Action::Play(SudokuMove::RevealCell { cell }),
                // TRANSLATORS: why a move is refused; shown with its first letter capitalised.
                None => Action::Refused(tr!("select a cell to reveal").into()),
            },
            Input::RevealSolution => Action::Play(SudokuMove::RevealSolution),
            Input::TogglePause => Action::TogglePause,
        }
    }

    fn is_mistake(&self, mv: &SudokuMove) -> bool {
        match mv {
            SudokuMove::Place { cell, digit, .. } => self.solution().get(*cell) != Some(*digit),
            _ => false,
        }
    }

    fn restore_move(&self) -> Option<SudokuMove> {
        Some(SudokuState::restore_move(self))
    }

    fn mistake_limit(rules: &Rules) -> Option<u32> {
        (rules.mistake_limit && rules.mistakes != MistakeDisplay::OnCheck).then_some(MISTAKE_LIMIT)
    }

    fn after_change(&self, ui: &mut SudokuUi) {
        ui.show_wrong = false;
        if self.status() == Status::Won {
            ui.locked = None;
        }
    }

    fn hint(&self, ui: &SudokuUi) -> Result<SudokuHint, NoHint> {
        let hint = match self.killer() {
            Some(killer) => {
                let notes: Vec<NoteMask> = Cell::all().map(|c| self.notes(c)).collect();
                next_killer_hint(
                    killer,
                    self.entries(),
                    Some(&notes),
                    self.solution(),
                    ui.selected,
                )
            }
            None => hint_for_state(self, ui.selected),
        };
        hint.map(|hint| SudokuHint {
            hint,
            layer: HintLayer::Region,
            branch: 0,
        })
        .ok_or(NoHint::NoneFound)
    }

    fn hint_more(h: &mut SudokuHint) -> bool {
        match h.layer.next() {
            Some(next) => {
                h.layer = next;
                true
            }
            None => false,
        }
    }

    fn hint_moves(h: &SudokuHint, rules: &Rules) -> Option<Vec<SudokuMove>> {
        if h.layer != HintLayer::Action {
            return None;
        }
        let moves = h
            .hint
            .moves()
            .into_iter()
            .map(|mv| match mv {
                SudokuMove::Place { cell, digit, .. } => SudokuMove::Place {
                    cell,
                    digit,
                    clear_peer_notes: rules.clear_peer_notes,
                },
                other => other,
            })
            .collect();
        Some(moves)
    }
}

fn place(ui: &mut SudokuUi, rules: &Rules, cell: Cell, digit: Digit) -> Action<SudokuMove> {
    // A digit just placed is protected from the next pad tap (see the module's rules).
    ui.armed = false;
    Action::Play(SudokuMove::Place {
        cell,
        digit,
        clear_peer_notes: rules.clear_peer_notes,
    })
}

/// What the colour pen makes of `input`, or `None` when the input means the same with every pen.
fn colour_pen(state: &SudokuState, ui: &mut SudokuUi, input: Input) -> Option<Action<SudokuMove>> {
    Some(match input {
        Input::TapCell(cell) | Input::NoteCell(cell) => tools::paint(state, ui, cell, None),
        Input::PressNote(cell, d) => tools::paint(state, ui, cell, Some(d)),
        Input::Digit(d) => tools::brush_key(state, ui, d, false),
        // A long press on a colour takes that colour off the whole board.
        Input::NoteDigit(d) => match Colour::new(d.get()) {
            Some(k) => Action::Play(SudokuMove::ClearColours { colour: Some(k) }),
            None => Action::Nothing,
        },
        Input::KeyDigit(d) => tools::brush_key(state, ui, d, true),
        Input::Erase => tools::clear_colours_of(ui, ui.selected),
        _ => return None,
    })
}

fn note_in(state: &SudokuState, cell: Cell, digit: Digit, kind: NoteKind) -> Action<SudokuMove> {
    if state.digit(cell).is_some() {
        // TRANSLATORS: why a move is refused; shown with its first letter capitalised. {cell}
        // names a cell (r1c1).
        return Action::Refused(tr!(
            "{cell} holds a digit; erase it to write notes",
            cell = cell
        ));
    }
    Action::Play(note_move(cell, digit, kind))
}

fn tap_cell(
    state: &SudokuState,
    ui: &mut SudokuUi,
    rules: &Rules,
    cell: Cell,
) -> Action<SudokuMove> {
    ui.selected = Some(cell);
    ui.armed = true;
    // Digit-first: the tap places (or notes) the locked digit; tapping the same digit again
    // takes it out.
    let Some(d) = ui.locked else {
        return Action::Ui;
    };
    if state.is_given(cell) {
        return Action::Ui;
    }
    if ui.pen == Pen::Notes {
        if state.digit(cell).is_some() {
            return Action::Ui;
        }
        return Action::Play(note_move(cell, d, ui.note_kind));
    }
    if state.digit(cell) == Some(d) {
        Action::Play(SudokuMove::Erase { cell })
    } else {
        place(ui, rules, cell, d)
    }
}

fn pad_digit(
    state: &SudokuState,
    ui: &mut SudokuUi,
    rules: &Rules,
    d: Digit,
    as_note: bool,
) -> Action<SudokuMove> {
    if let Some(locked) = ui.locked {
        // In digit-first mode the pad chooses the locked digit; the same digit unlocks.
        ui.locked = if locked == d { None } else { Some(d) };
        return Action::Ui;
    }
    // A cell the pad may write in: not a given, and empty or tapped since it was filled.
    let target = ui
        .selected
        .filter(|&c| !state.is_given(c) && (state.digit(c).is_none() || ui.armed));
    match target {
        Some(cell) if as_note => note_in(state, cell, d, ui.note_kind),
        Some(cell) if state.digit(cell) == Some(d) => Action::Nothing,
        Some(cell) => place(ui, rules, cell, d),
        // No cell to write in: the digit is locked for digit-first entry.
        None => {
            ui.locked = Some(d);
            Action::Ui
        }
    }
}

fn moved(from: Option<Cell>, dir: Direction) -> Option<Cell> {
    // The first arrow press selects the centre cell.
    let (r, c) = from.map_or((4, 4), |cell| {
        let (r, c) = (cell.row(), cell.col());
        match dir {
            Direction::Up => ((r + 8) % 9, c),
            Direction::Down => ((r + 1) % 9, c),
            Direction::Left => (r, (c + 8) % 9),
            Direction::Right => (r, (c + 1) % 9),
        }
    });
    Cell::from_row_col(r, c)
}

impl Session<SudokuState> {
    /// A new game of `puzzle`; the clock starts now.
    pub fn start(puzzle: NewPuzzle, rules: Rules) -> SudokuSession {
        let state = match puzzle.killer {
            Some(killer) => SudokuState::new_killer(killer, puzzle.solution),
            None => SudokuState::new(puzzle.givens, puzzle.solution),
        };
        Session::new(state, puzzle.info, rules)
    }

    /// The selected cell.
    pub fn selected(&self) -> Option<Cell> {
        self.ui().selected
    }

    /// The digit locked for digit-first entry.
    pub fn locked_digit(&self) -> Option<Digit> {
        self.ui().locked
    }

    /// How many of the player's digits are wrong.
    pub fn n_wrong(&self) -> usize {
        self.state().wrong_cells().len()
    }

    /// Check: how many digits are wrong; with `show`, they are marked until the board changes.
    pub fn check(&mut self, show: bool) -> usize {
        let n = self.n_wrong();
        self.ui.show_wrong = show && n > 0;
        n
    }

    /// Shows the next branch of the hint's chain in its picture (back to the first after the
    /// last); returns whether there was another branch to show.
    pub fn hint_next_branch(&mut self) -> bool {
        let Some(h) = self.hint.as_mut() else {
            return false;
        };
        let n = h.hint.picture.as_ref().map_or(0, |p| p.branches.len());
        if n < 2 {
            return false;
        }
        h.branch = (h.branch + 1) % n;
        true
    }
}
