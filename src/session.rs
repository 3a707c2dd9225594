//! The running game: a [`History`] of board states, the UI state around it and the clock.
//!
//! The UI forwards every player input here as an [`Input`] and redraws from [`SudokuSession::view`].
//! Nothing the board shows is decided anywhere else.
//!
//! Game state (digits, notes) is undoable and lives in the history. UI state (selection, the locked
//! digit of digit-first entry, notes mode, pause) is not undone. Mistake and hint counts are not undone
//! either: undoing a wrong digit does not erase that it was placed.

mod clock;
mod lines;

pub use clock::Clock;
pub use lines::{LinesResumeError, LinesSession, SavedLines};

use crate::puzzle::{History, HistoryRecord, ReplayError, Status};
use crate::settings::{MistakeDisplay, Settings};
use crate::sudoku::{
    Cell, Digit, Grid, Hint, HintLayer, NoteMask, SudokuMove, SudokuState, hint_for_state,
};
use serde::{Deserialize, Serialize};

/// The options that change how input is handled; the UI maps the player's settings to these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// How mistakes show.
    pub mistakes: MistakeDisplay,
    /// End the game at the third mistake (only when mistakes show).
    pub mistake_limit: bool,
    /// Placing a digit removes it from the notes of its row, column and box.
    pub clear_peer_notes: bool,
}

impl Default for Rules {
    /// The rules of the default settings.
    fn default() -> Self {
        Rules::from(&Settings::default())
    }
}

impl From<&Settings> for Rules {
    fn from(s: &Settings) -> Rules {
        Rules {
            mistakes: s.mistakes,
            mistake_limit: s.mistake_limit,
            clear_peer_notes: s.auto_remove_notes,
        }
    }
}

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

/// One thing the player did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// Tapped or clicked a cell.
    TapCell(Cell),
    /// Long-pressed or secondary-clicked a cell: writes a note of the locked digit.
    NoteCell(Cell),
    /// Tapped a digit on the pad, or typed it.
    Digit(Digit),
    /// Long-pressed or secondary-clicked a digit on the pad (or Shift+digit): a note in the selected
    /// cell, or locks the digit for digit-first entry when no empty cell is selected.
    NoteDigit(Digit),
    /// Typed a digit on the keyboard: always cell-first (places in, or notes with Shift, the
    /// selected cell; never locks a digit).
    KeyDigit(Digit),
    /// Erases the selected cell.
    Erase,
    /// Switches notes mode.
    ToggleNotesMode,
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
    ClearNotes,
    /// Reveals the selected cell's solution.
    RevealCell,
    /// Fills in the whole solution.
    RevealSolution,
    /// Pauses or resumes.
    TogglePause,
}

/// What an input did, for the UI to react to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing changed.
    Unchanged,
    /// The view changed; redraw.
    Changed,
    /// The move was refused; the message says why.
    Refused(String),
    /// The puzzle was just completed correctly.
    Won,
    /// The mistake limit was just reached.
    Lost,
}

/// Where a puzzle came from and how hard it is, as shown to the player.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameInfo {
    /// The difficulty name (`easy` … `master`, or `custom` for a puzzle the player entered).
    pub difficulty: String,
    /// The grader's score on the Sudoku Explainer scale, when known.
    #[serde(default)]
    pub score: Option<f32>,
    /// The techniques the puzzle needs, hardest last, when known (shown after the win).
    #[serde(default)]
    pub techniques: Vec<String>,
}

/// A puzzle ready to play.
#[derive(Clone, Debug)]
pub struct NewPuzzle {
    /// The givens.
    pub givens: Grid,
    /// The unique solution.
    pub solution: Grid,
    /// Difficulty and rating.
    pub info: GameInfo,
}

/// Makes a new puzzle of difficulty `level` (0 = Easy … 4 = Master) from `seed`: graded by the
/// techniques it needs, with exactly one solution.
pub fn make_puzzle(level: usize, seed: u64) -> Result<NewPuzzle, String> {
    use crate::sudoku::{Level, generate_level_with_seed};
    let level = *Level::ALL
        .get(level)
        .ok_or_else(|| format!("no difficulty level {level}"))?;
    let p = generate_level_with_seed(seed, level);
    Ok(NewPuzzle {
        givens: p.puzzle,
        solution: p.solution,
        info: GameInfo {
            difficulty: level.name().to_lowercase(),
            score: Some(p.grade.score()),
            techniques: p.grade.technique_names(),
        },
    })
}

/// What one cell shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellView {
    /// The digit, 0 when empty.
    pub digit: u8,
    /// The notes as a 9-bit mask.
    pub notes: NoteMask,
    /// A given (cannot change).
    pub given: bool,
    /// The selected cell.
    pub selected: bool,
    /// In the selected cell's row, column or box.
    pub related: bool,
    /// Holds the highlighted digit (the selected cell's or the locked one).
    pub same_digit: bool,
    /// Marked as a mistake under the current [`MistakeDisplay`].
    pub error: bool,
}

/// Everything the game screen shows, computed from the session.
#[derive(Clone, Debug, PartialEq)]
pub struct SessionView {
    /// The 81 cells.
    pub cells: Vec<CellView>,
    /// The digit highlighted everywhere (0 for none); notes holding it are highlighted too.
    pub highlight: u8,
    /// The digit locked for digit-first entry (0 for none).
    pub locked_digit: u8,
    /// How many of each digit remain to be placed (index 0 is digit 1).
    pub remaining: [u8; 9],
    /// Notes mode is on.
    pub notes_mode: bool,
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
}

/// A Sudoku game in play.
#[derive(Clone, Debug)]
pub struct SudokuSession {
    history: History<SudokuState>,
    info: GameInfo,
    rules: Rules,
    selected: Option<Cell>,
    locked: Option<Digit>,
    notes_mode: bool,
    paused: bool,
    lost: bool,
    mistakes: u32,
    hints: u32,
    clock: Clock,
    // The hint on screen and how many of its layers are shown; cleared by any board change.
    hint: Option<(Hint, HintLayer)>,
}

/// The hint on screen, as the game screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintView {
    /// The text of every layer shown so far, first layer first.
    pub lines: Vec<String>,
    /// The cells to highlight: the region at first, the cells involved from layer 3.
    pub cells: Vec<Cell>,
    /// More layers remain.
    pub has_more: bool,
    /// The last layer is shown and can be applied.
    pub can_apply: bool,
}

/// A game in progress as it is saved: enough to resume exactly, undo history included.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedSudoku {
    /// The puzzle.
    pub givens: Grid,
    /// Its solution.
    pub solution: Grid,
    /// Difficulty and rating.
    pub info: GameInfo,
    /// The moves and the undo cursor.
    pub history: HistoryRecord<SudokuMove>,
    /// Seconds played.
    pub elapsed_ms: u64,
    /// Mistakes made.
    pub mistakes: u32,
    /// Hints used.
    pub hints: u32,
    /// Whether the mistake limit ended the game.
    #[serde(default)]
    pub lost: bool,
}

/// Why a saved game could not be resumed.
#[derive(Debug, thiserror::Error)]
pub enum ResumeError {
    /// The solution does not solve the puzzle.
    #[error("the saved solution does not fit the saved puzzle")]
    BadSolution,
    /// The moves could not be replayed.
    #[error(transparent)]
    Replay(#[from] ReplayError),
}

impl SudokuSession {
    /// A new game of `givens` (with its unique `solution`); the clock starts now.
    pub fn new(givens: Grid, solution: Grid, info: GameInfo, rules: Rules) -> SudokuSession {
        let mut clock = Clock::default();
        clock.start();
        SudokuSession {
            history: History::new(SudokuState::new(givens, solution)),
            info,
            rules,
            selected: None,
            locked: None,
            notes_mode: false,
            paused: false,
            lost: false,
            mistakes: 0,
            hints: 0,
            clock,
            hint: None,
        }
    }

    /// The board now.
    pub fn state(&self) -> &SudokuState {
        self.history.current()
    }

    /// Difficulty and rating.
    pub fn info(&self) -> &GameInfo {
        &self.info
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Changes the rules (the player changed a setting mid-game).
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
    }

    /// The selected cell.
    pub fn selected(&self) -> Option<Cell> {
        self.selected
    }

    /// The digit locked for digit-first entry.
    pub fn locked_digit(&self) -> Option<Digit> {
        self.locked
    }

    /// Mistakes made so far.
    pub fn mistakes(&self) -> u32 {
        self.mistakes
    }

    /// Hints used so far.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Counts one more hint (the hint panel calls this each time it reveals a layer).
    pub fn count_hint(&mut self) {
        self.hints += 1;
    }

    /// Whether the answer was revealed (the game will not count for records).
    pub fn is_revealed(&self) -> bool {
        self.history.is_revealed()
    }

    /// Where the game stands.
    pub fn status(&self) -> Status {
        if self.lost {
            Status::Lost
        } else {
            self.history.status()
        }
    }

    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.status() != Status::InProgress
    }

    /// How many board changes are in effect (0 for an untouched game).
    pub fn n_moves(&self) -> usize {
        self.history.n_moves()
    }

    /// Whether the game is paused by the player.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Time played, in milliseconds.
    pub fn elapsed_ms(&self) -> u64 {
        self.clock.elapsed_ms()
    }

    /// Time played, in whole seconds.
    pub fn elapsed_secs(&self) -> u64 {
        self.clock.elapsed_ms() / 1000
    }

    /// The app went to the background or the window lost focus: the clock stops (the board stays
    /// visible; this is not the player's pause).
    pub fn suspend(&mut self) {
        self.clock.stop();
    }

    /// The app came back: the clock runs again unless paused or finished.
    pub fn resume(&mut self) {
        if !self.paused && !self.is_finished() {
            self.clock.start();
        }
    }

    /// Whether the clock is running.
    pub fn is_clock_running(&self) -> bool {
        self.clock.is_running()
    }

    /// Handles one input.
    pub fn input(&mut self, input: Input) -> Outcome {
        if input == Input::TogglePause {
            return self.toggle_pause();
        }
        if self.paused {
            return Outcome::Unchanged;
        }
        if self.is_finished() {
            // A finished game is a picture: nothing changes it, so undo cannot restart the clock.
            return Outcome::Unchanged;
        }
        match input {
            Input::TapCell(cell) => self.tap_cell(cell),
            Input::NoteCell(cell) => {
                self.selected = Some(cell);
                match self.locked {
                    Some(d) => self.play(SudokuMove::ToggleNote { cell, digit: d }),
                    None => Outcome::Changed,
                }
            }
            Input::Digit(d) => self.digit(d, self.notes_mode),
            Input::NoteDigit(d) => self.digit(d, true),
            Input::KeyDigit(d) => match self.selected.filter(|&c| !self.state().is_given(c)) {
                Some(_) if self.locked.is_none() => self.digit(d, self.notes_mode),
                Some(cell) => {
                    // A locked digit stays locked; the key still fills the selected cell.
                    if self.notes_mode {
                        self.play(SudokuMove::ToggleNote { cell, digit: d })
                    } else {
                        self.place(cell, d)
                    }
                }
                None => Outcome::Refused("select an empty cell first".into()),
            },
            Input::Erase => match self.selected {
                Some(cell) => self.play(SudokuMove::Erase { cell }),
                None => Outcome::Unchanged,
            },
            Input::ToggleNotesMode => {
                self.notes_mode = !self.notes_mode;
                Outcome::Changed
            }
            Input::Move(dir) => self.move_selection(dir),
            Input::Deselect => {
                let changed = self.selected.is_some() || self.locked.is_some();
                self.selected = None;
                self.locked = None;
                if changed {
                    Outcome::Changed
                } else {
                    Outcome::Unchanged
                }
            }
            Input::Undo => self.history_step(History::undo),
            Input::Redo => self.history_step(History::redo),
            Input::FillNotes => self.play(SudokuMove::FillNotes),
            Input::ClearNotes => self.play(SudokuMove::ClearNotes),
            Input::RevealCell => match self.selected {
                Some(cell) => self.play(SudokuMove::RevealCell { cell }),
                None => Outcome::Refused("select a cell to reveal".into()),
            },
            Input::RevealSolution => self.play(SudokuMove::RevealSolution),
            Input::TogglePause => Outcome::Unchanged,
        }
    }

    /// Applies a board move directly (hints use this for their final layer).
    pub fn apply_move(&mut self, mv: SudokuMove) -> Outcome {
        if self.paused || self.is_finished() {
            return Outcome::Unchanged;
        }
        self.play(mv)
    }

    fn toggle_pause(&mut self) -> Outcome {
        if self.is_finished() {
            return Outcome::Unchanged;
        }
        self.paused = !self.paused;
        if self.paused {
            self.clock.stop();
        } else {
            self.clock.start();
        }
        Outcome::Changed
    }

    fn tap_cell(&mut self, cell: Cell) -> Outcome {
        match self.locked {
            // Digit-first: the tap places (or notes) the locked digit; tapping the same digit
            // again takes it out.
            Some(d) => {
                self.selected = Some(cell);
                let state = self.state();
                if state.is_given(cell) {
                    return Outcome::Changed;
                }
                if self.notes_mode {
                    if state.digit(cell).is_some() {
                        return Outcome::Changed;
                    }
                    return self.play(SudokuMove::ToggleNote { cell, digit: d });
                }
                if state.digit(cell) == Some(d) {
                    self.play(SudokuMove::Erase { cell })
                } else {
                    self.place(cell, d)
                }
            }
            None => {
                self.selected = Some(cell);
                Outcome::Changed
            }
        }
    }

    fn digit(&mut self, d: Digit, as_note: bool) -> Outcome {
        if let Some(locked) = self.locked {
            // In digit-first mode the pad chooses the locked digit; the same digit unlocks.
            self.locked = if locked == d { None } else { Some(d) };
            return Outcome::Changed;
        }
        let editable = self.selected.filter(|&c| !self.state().is_given(c));
        match editable {
            Some(cell) if as_note => {
                if self.state().digit(cell).is_some() {
                    return Outcome::Refused(format!(
                        "{cell} holds a digit; erase it to write notes"
                    ));
                }
                self.play(SudokuMove::ToggleNote { cell, digit: d })
            }
            Some(cell) => {
                if self.state().digit(cell) == Some(d) {
                    Outcome::Unchanged
                } else {
                    self.place(cell, d)
                }
            }
            // No editable cell selected: the digit is locked for digit-first entry.
            None => {
                self.locked = Some(d);
                Outcome::Changed
            }
        }
    }

    fn place(&mut self, cell: Cell, digit: Digit) -> Outcome {
        let wrong = self.state().solution().get(cell) != Some(digit);
        let outcome = self.play(SudokuMove::Place {
            cell,
            digit,
            clear_peer_notes: self.rules.clear_peer_notes,
        });
        if wrong && outcome == Outcome::Changed {
            self.mistakes += 1;
            if self.rules.mistake_limit
                && self.rules.mistakes != MistakeDisplay::Off
                && self.mistakes >= MISTAKE_LIMIT
            {
                self.lost = true;
                self.clock.stop();
                return Outcome::Lost;
            }
        }
        outcome
    }

    fn play(&mut self, mv: SudokuMove) -> Outcome {
        match self.history.apply(mv) {
            Ok(_) => {
                self.hint = None;
                self.after_change()
            }
            Err(e) => Outcome::Refused(e.to_string()),
        }
    }

    fn history_step(&mut self, step: fn(&mut History<SudokuState>) -> bool) -> Outcome {
        if step(&mut self.history) {
            self.hint = None;
            self.after_change()
        } else {
            Outcome::Unchanged
        }
    }

    fn after_change(&mut self) -> Outcome {
        if self.history.status() == Status::Won {
            self.clock.stop();
            self.locked = None;
            Outcome::Won
        } else {
            Outcome::Changed
        }
    }

    fn move_selection(&mut self, dir: Direction) -> Outcome {
        let Some(cell) = self.selected else {
            // The first arrow press selects the centre cell.
            self.selected = Cell::new(40);
            return Outcome::Changed;
        };
        let (r, c) = (cell.row(), cell.col());
        let (r, c) = match dir {
            Direction::Up => ((r + 8) % 9, c),
            Direction::Down => ((r + 1) % 9, c),
            Direction::Left => (r, (c + 8) % 9),
            Direction::Right => (r, (c + 1) % 9),
        };
        self.selected = Cell::from_row_col(r, c);
        Outcome::Changed
    }

    /// Everything the board and pad show.
    pub fn view(&self) -> SessionView {
        let state = self.state();
        let board = state.board();
        let highlight = self
            .locked
            .or_else(|| self.selected.and_then(|c| board.get(c)));
        let conflicts: Vec<Cell> = match self.rules.mistakes {
            MistakeDisplay::Off => Vec::new(),
            _ => board.clashing_cells(),
        };
        let cells = Cell::all()
            .map(|c| {
                let digit = board.get(c);
                let given = state.is_given(c);
                let error = !given
                    && digit.is_some()
                    && match self.rules.mistakes {
                        MistakeDisplay::Off => false,
                        MistakeDisplay::Conflicts => conflicts.contains(&c),
                        MistakeDisplay::AgainstSolution => {
                            state.is_wrong(c) || conflicts.contains(&c)
                        }
                    };
                CellView {
                    digit: digit.map_or(0, Digit::get),
                    notes: if digit.is_some() { 0 } else { state.notes(c) },
                    given,
                    selected: self.selected == Some(c),
                    related: self.selected.is_some_and(|s| s.sees(c)),
                    same_digit: highlight.is_some() && digit == highlight,
                    error,
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
            locked_digit: self.locked.map_or(0, Digit::get),
            remaining,
            notes_mode: self.notes_mode,
            paused: self.paused,
            can_undo: !self.is_finished() && self.history.can_undo(),
            can_redo: !self.is_finished() && self.history.can_redo(),
            mistakes: self.mistakes,
            finished: self.is_finished(),
            status: self.status(),
        }
    }

    /// Shows the next layer of the hint, or a new hint (counted) when none is open. Returns
    /// `false` when there is nothing to hint (a finished or paused game).
    pub fn hint_step(&mut self) -> bool {
        if self.paused || self.is_finished() {
            return false;
        }
        match &mut self.hint {
            Some((_, layer)) => {
                if let Some(next) = layer.next() {
                    *layer = next;
                }
                true
            }
            None => match hint_for_state(self.state()) {
                Some(h) => {
                    self.hints += 1;
                    self.hint = Some((h, HintLayer::Region));
                    true
                }
                None => false,
            },
        }
    }

    /// Applies the open hint's last layer (all its moves, or none if one is refused).
    pub fn apply_hint(&mut self) -> Outcome {
        let Some((hint, HintLayer::Action)) = self.hint.clone() else {
            return Outcome::Unchanged;
        };
        let mut outcome = Outcome::Unchanged;
        for mv in hint.moves() {
            let mv = match mv {
                SudokuMove::Place { cell, digit, .. } => SudokuMove::Place {
                    cell,
                    digit,
                    clear_peer_notes: self.rules.clear_peer_notes,
                },
                other => other,
            };
            outcome = self.apply_move(mv);
            if matches!(outcome, Outcome::Refused(_) | Outcome::Won) {
                break;
            }
        }
        self.hint = None;
        outcome
    }

    /// Closes the hint.
    pub fn close_hint(&mut self) {
        self.hint = None;
    }

    /// The hint on screen, if any.
    pub fn hint_view(&self) -> Option<HintView> {
        let (hint, layer) = self.hint.as_ref()?;
        let lines = HintLayer::ALL
            .iter()
            .filter(|&&l| l <= *layer)
            .map(|&l| hint.text(l))
            .collect();
        let cells = if *layer >= HintLayer::Cells {
            hint.cells.clone()
        } else {
            match &hint.region {
                crate::sudoku::Region::House(h) => h.cells().to_vec(),
                crate::sudoku::Region::Cells(c) => c.clone(),
            }
        };
        Some(HintView {
            lines,
            cells,
            has_more: layer.next().is_some(),
            can_apply: *layer == HintLayer::Action,
        })
    }

    /// How many of the player's digits are wrong (for Check).
    pub fn n_wrong(&self) -> usize {
        self.state().wrong_cells().len()
    }

    /// The game as it is saved.
    pub fn to_saved(&self) -> SavedSudoku {
        SavedSudoku {
            givens: *self.state().givens(),
            solution: *self.state().solution(),
            info: self.info.clone(),
            history: self.history.to_record(),
            elapsed_ms: self.clock.elapsed_ms(),
            mistakes: self.mistakes,
            hints: self.hints,
            lost: self.lost,
        }
    }

    /// Resumes a saved game exactly, undo history included. The clock is stopped until
    /// [`SudokuSession::resume`] is called.
    pub fn from_saved(saved: &SavedSudoku, rules: Rules) -> Result<SudokuSession, ResumeError> {
        if !saved.givens.is_extended_by(&saved.solution) || !saved.solution.is_solved() {
            return Err(ResumeError::BadSolution);
        }
        let history = History::from_record(
            SudokuState::new(saved.givens, saved.solution),
            &saved.history,
        )?;
        Ok(SudokuSession {
            history,
            info: saved.info.clone(),
            rules,
            selected: None,
            locked: None,
            notes_mode: false,
            paused: false,
            lost: saved.lost,
            mistakes: saved.mistakes,
            hints: saved.hints,
            clock: Clock::with_elapsed_ms(saved.elapsed_ms),
            hint: None,
        })
    }
}

#[cfg(test)]
mod tests;
