//! The mid-end: one [`Session`] runs any [`Game`], after Simon Tatham's `midend.c`.
//!
//! The session owns what every game has: the undo/redo [`History`], the [`Clock`], pause and
//! suspend/resume, the hint on screen and how many hints were used, mistakes and the mistake limit,
//! where the game stands ([`Status`]), its saved form ([`Saved`]) and the [`GameRecord`] it leaves
//! in the statistics. A game supplies only its moves and rules ([`Puzzle`]), how input becomes
//! moves, what a mistake is, and its hints ([`Game`]); its view is computed in its own file here.
//!
//! The rules of the mid-end, stated once:
//! - Game state (digits, notes, flipped tiles) is undoable; UI state (selection, notes mode) is not.
//! - Mistakes and hints are counted once and never undone: undoing a wrong digit does not erase that
//!   it was placed. A hint is counted when it is opened, not for each layer shown.
//! - Any board change (a move, undo or redo) closes the hint on screen.
//! - A paused or finished game takes no input; a finished game is a picture, so undo cannot restart
//!   its clock. The clock runs only while the game is in front of the player.
//! - When the mistake limit is reached the game is lost and its clock stops.
//!
//! - [`sudoku`]: classic Sudoku's input (cell-first and digit-first entry, notes), view and hints.
//! - [`lines`]: the line puzzle's flips, view and hints.

mod checkpoints;
mod clock;
pub mod explain;
mod info;
pub mod lines;
pub mod practice;
mod saved;
pub mod sudoku;

pub use checkpoints::{Checkpoint, MAX_CHECKPOINTS, MAX_NAME_CHARS};
pub use clock::Clock;
pub use explain::{Explain, ExplainView, Found, walk, walk_killer};
pub use info::GameInfo;
pub use lines::{LinesInput, LinesSession, LinesView, TileView};
pub use practice::{
    Answer, Attempt, AttemptView, Exercise, Practice, PracticeError, PracticeInput, PracticeMove,
    PracticeStep, PracticeUi, ROUND_LEN, Round, RoundView, Verdict,
};
pub use saved::{ResumeError, Saved};
/// What a screen reader says of the Sudoku board.
pub mod spoken {
    pub use super::sudoku::{
        Cause, Readout, cell_state, joined, note_digits, readout, what_changed, what_changed_in,
    };
}
pub use sudoku::{
    Brush, CageMark, CellView, Direction, HintView, Input, MISTAKE_LIMIT, MarkRole, NewPuzzle, Pen,
    PictureCell, PictureView, Rules, SessionView, SudokuSession, Tint, Tool, cage_marks,
    position_cells, position_notes,
};

use crate::puzzle::{Action, Game, History, NoHint, Recordable, SetupError, Status};
use crate::stats::GameRecord;
use chrono::{DateTime, FixedOffset};

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

impl Outcome {
    /// Whether the game just ended.
    pub fn is_end(&self) -> bool {
        matches!(self, Outcome::Won | Outcome::Lost)
    }
}

/// A game in play: its history, clock, counters and the UI state around its board.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    id: String,
    history: History<G>,
    info: GameInfo,
    rules: G::Rules,
    ui: G::Ui,
    paused: bool,
    lost: bool,
    mistakes: u32,
    hints: u32,
    clock: Clock,
    // When the game was started (unknown for games saved before it was kept).
    started_at: Option<DateTime<FixedOffset>>,
    hint: Option<G::Hint>,
    checkpoints: Vec<Checkpoint<G::Move>>,
}

impl<G: Game> Session<G> {
    /// A new game starting at `initial`; the clock starts now.
    pub fn new(initial: G, info: GameInfo, rules: G::Rules) -> Session<G> {
        let mut clock = Clock::default();
        clock.start();
        Session {
            id: GameRecord::new_id(chrono::Local::now().fixed_offset()),
            started_at: Some(chrono::Local::now().fixed_offset()),
            history: History::new(initial),
            info,
            rules,
            ui: G::Ui::default(),
            paused: false,
            lost: false,
            mistakes: 0,
            hints: 0,
            clock,
            hint: None,
            checkpoints: Vec::new(),
        }
    }

    /// The same game under the statistics id `id` (a daily's id names its date, so one date is
    /// never recorded twice).
    pub fn with_id(mut self, id: String) -> Session<G> {
        self.id = id;
        self
    }

    /// A new game from a setup, or why the setup is not a valid game.
    pub fn from_setup(
        setup: &G::Setup,
        info: GameInfo,
        rules: G::Rules,
    ) -> Result<Session<G>, SetupError> {
        Ok(Session::new(G::from_setup(setup)?, info, rules))
    }

    /// The id the game is recorded under; the same across saves, so it is never recorded twice.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The game state now.
    pub fn state(&self) -> &G {
        self.history.current()
    }

    /// The state the game started from.
    pub fn initial(&self) -> &G {
        self.history.initial()
    }

    /// Difficulty and rating.
    pub fn info(&self) -> &GameInfo {
        &self.info
    }

    /// The rules in force.
    pub fn rules(&self) -> G::Rules {
        self.rules
    }

    /// Changes the rules (the player changed a setting mid-game).
    pub fn set_rules(&mut self, rules: G::Rules) {
        self.rules = rules;
    }

    /// The UI state around the board.
    pub fn ui(&self) -> &G::Ui {
        &self.ui
    }

    /// Mistakes made so far.
    pub fn mistakes(&self) -> u32 {
        self.mistakes
    }

    /// Hints used so far.
    pub fn hints(&self) -> u32 {
        self.hints
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

    /// How many moves are in effect (0 for an untouched game).
    pub fn n_moves(&self) -> usize {
        self.history.n_moves()
    }

    /// The newest move in effect, if any.
    pub fn last_move(&self) -> Option<&G::Move> {
        self.history.moves().last()
    }

    /// Whether undo would do something now.
    pub fn can_undo(&self) -> bool {
        !self.is_finished() && self.history.can_undo()
    }

    /// Whether redo would do something now.
    pub fn can_redo(&self) -> bool {
        !self.is_finished() && self.history.can_redo()
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

    /// Puts `ms` on the clock (at most [`saved::MAX_ELAPSED_MS`]), running or stopped as it was:
    /// a staged picture shows a realistic time this way.
    pub fn set_elapsed_ms(&mut self, ms: u64) {
        let running = self.clock.is_running();
        self.clock = Clock::with_elapsed_ms(ms.min(saved::MAX_ELAPSED_MS));
        if running {
            self.clock.start();
        }
    }

    /// The app went to the background, another screen shows, or the window lost focus: the clock
    /// stops (this is not the player's pause).
    pub fn suspend(&mut self) {
        self.clock.stop();
    }

    /// The game is in front of the player again: the clock runs unless paused or finished.
    pub fn resume(&mut self) {
        if !self.paused && !self.is_finished() {
            self.clock.start();
        }
    }

    /// Whether the clock is running.
    pub fn is_clock_running(&self) -> bool {
        self.clock.is_running()
    }

    /// Handles one input of the game's own kind.
    pub fn input(&mut self, input: G::Input) -> Outcome {
        let mut ui = self.ui.clone();
        let action = self
            .history
            .current()
            .interpret(&mut ui, &self.rules, input);
        // Pause is the one action a paused game takes; a finished game takes none.
        if action == Action::TogglePause {
            return self.toggle_pause();
        }
        if self.paused || self.is_finished() {
            return Outcome::Unchanged;
        }
        let ui_changed = ui != self.ui;
        self.ui = ui;
        match action {
            Action::Nothing | Action::TogglePause if !ui_changed => Outcome::Unchanged,
            Action::Nothing | Action::TogglePause | Action::Ui => Outcome::Changed,
            Action::Play(mv) => self.play(mv),
            Action::Undo => self.step(History::undo),
            Action::Redo => self.step(History::redo),
            Action::Refused(why) => Outcome::Refused(why),
        }
    }

    /// Plays `mv`: counts a mistake, ends the game at the mistake limit or on a win.
    pub fn play(&mut self, mv: G::Move) -> Outcome {
        if self.paused || self.is_finished() {
            return Outcome::Unchanged;
        }
        let mistake = self.state().is_mistake(&mv);
        if let Err(e) = self.history.apply(mv) {
            return Outcome::Refused(e.to_string());
        }
        if mistake {
            self.mistakes = self.mistakes.saturating_add(1);
            if G::mistake_limit(&self.rules).is_some_and(|limit| self.mistakes >= limit) {
                self.lost = true;
                self.hint = None;
                self.clock.stop();
                return Outcome::Lost;
            }
        }
        self.after_change()
    }

    /// Undoes one move.
    pub fn undo(&mut self) -> Outcome {
        if self.paused || self.is_finished() {
            return Outcome::Unchanged;
        }
        self.step(History::undo)
    }

    /// Redoes one undone move.
    pub fn redo(&mut self) -> Outcome {
        if self.paused || self.is_finished() {
            return Outcome::Unchanged;
        }
        self.step(History::redo)
    }

    /// Pauses or resumes (the board is hidden while paused).
    pub fn toggle_pause(&mut self) -> Outcome {
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

    fn step(&mut self, step: fn(&mut History<G>) -> bool) -> Outcome {
        if step(&mut self.history) {
            self.after_change()
        } else {
            Outcome::Unchanged
        }
    }

    fn after_change(&mut self) -> Outcome {
        self.hint = None;
        self.history.current().after_change(&mut self.ui);
        match self.history.status() {
            Status::InProgress => Outcome::Changed,
            end => {
                self.clock.stop();
                if end == Status::Won {
                    Outcome::Won
                } else {
                    Outcome::Lost
                }
            }
        }
    }

    /// Shows the next layer of the open hint, or opens a new hint (counted once).
    pub fn hint_step(&mut self) -> Result<(), NoHint> {
        if self.paused || self.is_finished() {
            return Err(NoHint::NotPlaying);
        }
        match &mut self.hint {
            Some(h) => {
                G::hint_more(h);
                Ok(())
            }
            None => {
                let h = self.state().hint(&self.ui)?;
                self.hints = self.hints.saturating_add(1);
                self.hint = Some(h);
                Ok(())
            }
        }
    }

    /// Carries out the open hint, once it is shown far enough: all its moves, stopping at the
    /// first refused one or at the end of the game.
    pub fn apply_hint(&mut self) -> Outcome {
        let Some(moves) = self
            .hint
            .as_ref()
            .and_then(|h| G::hint_moves(h, &self.rules))
        else {
            return Outcome::Unchanged;
        };
        let mut outcome = Outcome::Unchanged;
        for mv in moves {
            outcome = self.play(mv);
            if matches!(outcome, Outcome::Refused(_)) || outcome.is_end() {
                break;
            }
        }
        self.hint = None;
        outcome
    }

    /// Closes the hint on screen.
    pub fn close_hint(&mut self) {
        self.hint = None;
    }

    /// The hint on screen, if any.
    pub fn hint(&self) -> Option<&G::Hint> {
        self.hint.as_ref()
    }
}

/// What the app keeps of a game: its save and its record.
impl<G: Recordable> Session<G> {
    /// The game as it is saved: its setup, every move (for undo and redo), the clock and counters.
    pub fn to_saved(&self) -> Saved<G> {
        Saved {
            id: self.id.clone(),
            setup: self.history.initial().setup(),
            info: self.info.clone(),
            history: self.history.to_saved(),
            elapsed_ms: self.clock.elapsed_ms(),
            mistakes: Some(self.mistakes),
            hints: self.hints,
            lost: self.lost,
            started_at: self.started_at,
            checkpoints: self.checkpoints.clone(),
        }
    }

    /// Resumes a saved game exactly, undo history included. Fails without side effects when the
    /// setup or a move is not valid. The clock is stopped until [`Session::resume`].
    pub fn from_saved(saved: &Saved<G>, rules: G::Rules) -> Result<Session<G>, ResumeError> {
        saved.check_ranges()?;
        let initial = G::from_setup(&saved.setup)?;
        let history = History::from_saved(initial, &saved.history)?;
        // Files written before mistakes were saved for every game: count them from the moves.
        let mistakes = saved.mistakes.unwrap_or_else(|| {
            let mut replay = History::new(history.initial().clone());
            let mut n = 0;
            for mv in history.moves() {
                if replay.current().is_mistake(mv) {
                    n += 1;
                }
                if replay.apply(mv.clone()).is_err() {
                    break;
                }
            }
            n
        });
        // A blank id or difficulty would make a record the statistics refuse (see
        // `GameRecord::problem`): a new id, the game's usual difficulty.
        let id = if saved.id.trim().is_empty() {
            GameRecord::new_id(chrono::Local::now().fixed_offset())
        } else {
            saved.id.clone()
        };
        let mut info = saved.info.clone();
        if info.difficulty.is_blank() {
            info.difficulty = G::DEFAULT_DIFFICULTY;
        }
        Ok(Session {
            id,
            history,
            info,
            rules,
            ui: G::Ui::default(),
            paused: false,
            lost: saved.lost,
            mistakes,
            hints: saved.hints,
            clock: Clock::with_elapsed_ms(saved.elapsed_ms),
            started_at: saved.started_at,
            hint: None,
            checkpoints: Vec::new(),
        }
        .with_checkpoints(&saved.checkpoints))
    }

    /// The statistics record of this game as it stands, finished at `now`: won, lost, or
    /// abandoned (`won: false`) when it is still in progress.
    pub fn to_record(&self, now: DateTime<FixedOffset>) -> GameRecord {
        GameRecord {
            id: self.id.clone(),
            finished_at: now,
            mode: self.state().mode(),
            difficulty: self.info.difficulty.clone(),
            seconds: self.elapsed_secs(),
            won: self.status() == Status::Won,
            mistakes: self.mistakes,
            hints: self.hints,
            counts_for_records: !self.is_revealed(),
            flips: self.state().flips(),
            started_at: self.started_at,
            origin: self.info.origin.clone(),
        }
    }
}

#[cfg(test)]
mod tests;
