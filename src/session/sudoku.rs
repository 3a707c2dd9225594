//! Classic Sudoku in the mid-end: how taps and keys become moves, what the board shows, and the
//! layered hint.
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

use super::{GameInfo, Session};
use crate::puzzle::{Action, Difficulty, Game, Mode, NoHint, Puzzle, SetupError, Status};
use crate::settings::{MistakeDisplay, Settings};
use crate::sudoku::{
    Cell, CellRole, Digit, Grid, Hint, HintLayer, HouseRole, Link, NoteMask, SudokuMove,
    SudokuState, hint_for_state,
};
use crate::tr;
use serde::{Deserialize, Serialize};

/// A Sudoku game in play.
pub type SudokuSession = Session<SudokuState>;

/// The options that change how input is handled and what the board shows; mapped from the
/// player's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// How mistakes show.
    pub mistakes: MistakeDisplay,
    /// End the game at the third mistake (only when mistakes show).
    pub mistake_limit: bool,
    /// Placing a digit removes it from the notes of its row, column and box.
    pub clear_peer_notes: bool,
    /// The selected cell's digit (or the locked one) is highlighted everywhere, notes included.
    /// Saves made before it existed highlight, as the app did then.
    #[serde(default = "highlight_by_default")]
    pub highlight_same_digits: bool,
}

fn highlight_by_default() -> bool {
    true
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
            clear_peer_notes: s.clear_peer_notes,
            highlight_same_digits: s.highlight_same_digits,
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

/// One thing the player did on the Sudoku screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// Tapped or clicked a cell.
    TapCell(Cell),
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
    ClearAllNotes,
    /// Reveals the selected cell's solution.
    RevealCell,
    /// Fills in the whole solution.
    RevealSolution,
    /// Pauses or resumes.
    TogglePause,
}

/// Where a Sudoku game starts: the givens and their unique solution.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SudokuSetup {
    /// The puzzle.
    pub givens: Grid,
    /// Its solution.
    pub solution: Grid,
}

/// The UI state around the Sudoku board: not undone, not saved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SudokuUi {
    selected: Option<Cell>,
    locked: Option<Digit>,
    notes_mode: bool,
    // The selected cell was tapped since it was last filled, so a pad digit may replace its digit.
    armed: bool,
    // Every wrong digit is marked (after "Show wrong digits") until the board changes.
    show_wrong: bool,
}

/// A Sudoku hint and how many of its layers are shown.
#[derive(Clone, Debug, PartialEq)]
pub struct SudokuHint {
    hint: Hint,
    layer: HintLayer,
    // The branch of the step's chain the picture shows.
    branch: usize,
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

/// Makes a new puzzle of `level` from `seed`: graded by the techniques it needs, with exactly one
/// solution. It knows nothing of repeats; the app serves it through its supply, which does.
pub fn make_puzzle(level: crate::sudoku::Level, seed: u64) -> Result<NewPuzzle, String> {
    Ok(NewPuzzle::from_level(
        crate::sudoku::generate_level_with_seed(seed, level),
    ))
}

impl NewPuzzle {
    /// A puzzle made for a level, ready to play.
    pub fn from_level(p: crate::sudoku::LevelPuzzle) -> NewPuzzle {
        NewPuzzle {
            givens: p.puzzle,
            solution: p.solution,
            info: GameInfo {
                difficulty: p.level.into(),
                score: Some(p.score()),
                techniques: p.technique_names(),
            },
        }
    }
}

impl Game for SudokuState {
    type Setup = SudokuSetup;
    type Ui = SudokuUi;
    type Input = Input;
    type Rules = Rules;
    type Hint = SudokuHint;

    const SAVE_NAME: &'static str = "game.json";
    const MODE: Mode = Mode::Sudoku;
    const DEFAULT_DIFFICULTY: Difficulty = Difficulty::Custom;

    fn from_setup(setup: &SudokuSetup) -> Result<SudokuState, SetupError> {
        if !setup.givens.is_extended_by(&setup.solution) || !setup.solution.is_solved() {
            return Err(SetupError(
                "the saved solution does not fit the saved puzzle".into(),
            ));
        }
        Ok(SudokuState::new(setup.givens, setup.solution))
    }

    fn setup(&self) -> SudokuSetup {
        SudokuSetup {
            givens: *self.givens(),
            solution: *self.solution(),
        }
    }

    fn interpret(&self, ui: &mut SudokuUi, rules: &Rules, input: Input) -> Action<SudokuMove> {
        match input {
            Input::TapCell(cell) => tap_cell(self, ui, rules, cell),
            Input::NoteCell(cell) => {
                ui.selected = Some(cell);
                match ui.locked {
                    Some(digit) => Action::Play(SudokuMove::ToggleNote { cell, digit }),
                    None => Action::Ui,
                }
            }
            Input::Digit(d) => pad_digit(self, ui, rules, d, ui.notes_mode),
            Input::NoteDigit(d) => pad_digit(self, ui, rules, d, true),
            Input::KeyDigit(d) => match ui.selected.filter(|&c| !self.is_given(c)) {
                Some(cell) if ui.notes_mode => note_in(self, cell, d),
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
                ui.notes_mode = !ui.notes_mode;
                Action::Ui
            }
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

    fn mistake_limit(rules: &Rules) -> Option<u32> {
        (rules.mistake_limit && rules.mistakes != MistakeDisplay::Off).then_some(MISTAKE_LIMIT)
    }

    fn after_change(&self, ui: &mut SudokuUi) {
        ui.show_wrong = false;
        if self.status() == Status::Won {
            ui.locked = None;
        }
    }

    fn hint(&self, ui: &SudokuUi) -> Result<SudokuHint, NoHint> {
        hint_for_state(self, ui.selected)
            .map(|hint| SudokuHint {
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

fn note_in(state: &SudokuState, cell: Cell, digit: Digit) -> Action<SudokuMove> {
    if state.digit(cell).is_some() {
        // TRANSLATORS: why a move is refused; shown with its first letter capitalised. {cell}
        // names a cell (r1c1).
        return Action::Refused(tr!(
            "{cell} holds a digit; erase it to write notes",
            cell = cell
        ));
    }
    Action::Play(SudokuMove::ToggleNote { cell, digit })
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
    if ui.notes_mode {
        if state.digit(cell).is_some() {
            return Action::Ui;
        }
        return Action::Play(SudokuMove::ToggleNote { cell, digit: d });
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
        Some(cell) if as_note => note_in(state, cell, d),
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

/// What a candidate drawn by the picture does in the step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkRole {
    /// A true candidate of the position, shown for context.
    Plain,
    /// A candidate of the step's cause (the pattern's or the chain's candidates).
    Cause,
    /// A candidate the step eliminates.
    Eliminated,
    /// The digit the step places.
    Placed,
}

/// What tints a cell of the picture: its own role, or else the role of the first tinted house
/// that holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tint {
    /// The cell's own role in the pattern.
    Cell(CellRole),
    /// The role of a house that holds the cell.
    House(HouseRole),
}

/// One cell of the picture.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PictureCell {
    /// How the cell is tinted, if it is.
    pub tint: Option<Tint>,
    /// The true candidates shown in the cell (empty cells only), each with its role, by digit.
    /// The board draws these in place of the player's notes.
    pub marks: Vec<(Digit, MarkRole)>,
    /// The cell's placed digit is part of the cause (a single's blocker): the board rings it.
    pub ring: bool,
}

/// The picture of the hint's step as the board draws it, computed from the step's
/// [`crate::sudoku::Picture`] and the position it was found in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PictureView {
    /// The 81 cells, row-major.
    pub cells: Vec<PictureCell>,
    /// The links of the branch shown, in chain order: from candidate to candidate, strong or
    /// weak.
    pub links: Vec<Link>,
    /// Which branch of the chain is shown (0-based); 0 without links.
    pub branch: usize,
    /// How many branches the chain has (0 without links).
    pub n_branches: usize,
    /// One line to show with the board: the technique, and that the board shows the true
    /// candidates where the player's notes differ.
    pub caption: String,
}

impl PictureView {
    /// The picture of `hint`'s step, with the branch `branch` of its chain (clamped to the last),
    /// against the player's `notes` (81 masks); `None` for a hint without a step.
    pub fn of(hint: &Hint, notes: &[NoteMask], branch: usize) -> Option<PictureView> {
        let (picture, step, position) = (
            hint.picture.as_ref()?,
            hint.step.as_ref()?,
            hint.position.as_ref()?,
        );
        let mut cells = vec![PictureCell::default(); 81];
        for &(house, role) in &picture.houses {
            for c in house.cells() {
                let pc = &mut cells[c.index()];
                if pc.tint.is_none() {
                    pc.tint = Some(Tint::House(role));
                }
            }
        }
        for &(c, role) in &picture.cells {
            let pc = &mut cells[c.index()];
            if !matches!(pc.tint, Some(Tint::Cell(_))) {
                pc.tint = Some(Tint::Cell(role));
            }
        }
        for c in picture.shown_cells(step, position) {
            cells[c.index()].marks = position
                .candidates(c)
                .into_iter()
                .map(|d| (d, MarkRole::Plain))
                .collect();
        }
        // The step's own marks win over the cause: what happens over why.
        let mut mark = |c: Cell, d: Digit, role: MarkRole| {
            if let Some(m) = cells[c.index()].marks.iter_mut().find(|m| m.0 == d)
                && (m.1 == MarkRole::Plain || role != MarkRole::Cause)
            {
                m.1 = role;
            }
        };
        for &(c, d) in &picture.cause {
            mark(c, d, MarkRole::Cause);
        }
        for &(c, d) in &step.eliminations {
            mark(c, d, MarkRole::Eliminated);
        }
        for &(c, d) in &step.placements {
            mark(c, d, MarkRole::Placed);
        }
        for &(c, d) in &picture.cause {
            if position.get(c) == Some(d) {
                cells[c.index()].ring = true;
            }
        }
        let n_branches = picture.branches.len();
        let branch = branch.min(n_branches.saturating_sub(1));
        let links = match picture.branches.get(branch) {
            Some(&start) => {
                let end = picture
                    .branches
                    .get(branch + 1)
                    .copied()
                    .unwrap_or(picture.links.len());
                picture.links.get(start..end).unwrap_or_default().to_vec()
            }
            None => Vec::new(),
        };
        // The caption's facts, each a phrase of its own.
        let mut facts = vec![match hint.technique {
            Some(t) => crate::i18n::words::capitalize(t.title()),
            None => tr!("The step").to_string(),
        }];
        if n_branches > 1 {
            // TRANSLATORS: which chain of the picture shows: the {k}th of {n}.
            facts.push(tr!("chain {k} of {n}", k = branch + 1, n = n_branches));
        }
        if !hint.notes_differ(notes).is_empty() {
            facts.push(tr!("the true candidates are shown; your notes differ").to_string());
        }
        let caption = crate::i18n::words::facts(&facts);
        Some(PictureView {
            cells,
            links,
            branch,
            n_branches,
            caption,
        })
    }
}

impl Session<SudokuState> {
    /// A new game of `puzzle`; the clock starts now.
    pub fn start(puzzle: NewPuzzle, rules: Rules) -> SudokuSession {
        Session::new(
            SudokuState::new(puzzle.givens, puzzle.solution),
            puzzle.info,
            rules,
        )
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

    /// Everything the board and pad show.
    pub fn view(&self) -> SessionView {
        let state = self.state();
        let ui = self.ui();
        let board = state.board();
        let highlight = ui
            .locked
            .or_else(|| ui.selected.and_then(|c| board.get(c)))
            .filter(|_| self.rules().highlight_same_digits);
        let mistakes = self.rules().mistakes;
        let conflicts: Vec<Cell> = match mistakes {
            MistakeDisplay::Off => Vec::new(),
            _ => board.clashing_cells(),
        };
        // When each cell got its digit: of two clashing digits, the later one is to blame.
        let mut placed_at = [0usize; 81];
        for (k, mv) in self.history.moves().iter().enumerate() {
            if let SudokuMove::Place { cell, .. } | SudokuMove::RevealCell { cell } = mv {
                placed_at[cell.index()] = k + 1;
            }
        }
        let to_blame = |c: Cell| {
            !state.is_given(c)
                && c.peers().any(|p| {
                    board.get(p).is_some()
                        && board.get(p) == board.get(c)
                        && (state.is_given(p) || placed_at[p.index()] < placed_at[c.index()])
                })
        };
        let hint_cells = self.hint_view().map(|h| h.cells).unwrap_or_default();
        let cells = Cell::all()
            .map(|c| {
                let digit = board.get(c);
                let given = state.is_given(c);
                let clashing = conflicts.contains(&c);
                let marked = match mistakes {
                    MistakeDisplay::Off => false,
                    MistakeDisplay::Conflicts => clashing && to_blame(c),
                    MistakeDisplay::AgainstSolution => state.is_wrong(c),
                };
                let error =
                    !given && digit.is_some() && (marked || (ui.show_wrong && state.is_wrong(c)));
                CellView {
                    digit: digit.map_or(0, Digit::get),
                    notes: if digit.is_some() { 0 } else { state.notes(c) },
                    given,
                    selected: ui.selected == Some(c),
                    related: ui.selected.is_some_and(|s| s.sees(c)),
                    same_digit: highlight.is_some() && digit == highlight,
                    error,
                    clash: clashing && !error,
                    hint: hint_cells.contains(&c),
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
            notes_mode: ui.notes_mode,
            paused: self.is_paused(),
            can_undo: self.can_undo(),
            can_redo: self.can_redo(),
            mistakes: self.mistakes(),
            finished: self.is_finished(),
            status: self.status(),
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
