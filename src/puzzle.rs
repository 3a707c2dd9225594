//! The interface every puzzle implements, and the generic undo/redo history.
//!
//! A puzzle state is a plain value; a move is a value too. [`Puzzle::apply`] is pure: it returns the
//! next state or says why the move is not allowed. [`History`] is the one place that keeps the moves,
//! gives undo and redo, remembers whether the player had the answer revealed, and replays saved moves.
//!
//! What belongs in the state? If the player would expect undo to restore it, it is game state (digits,
//! notes, flipped tiles); otherwise it is UI state (selection, notes mode) and lives in the session.
//!
//! What a game is as files and screens name it, its [`Mode`], [`Difficulty`] and [`Level`], is in
//! `identity.rs`, so every layer above can name a game without knowing its engine.
//!
//! [`Game`] is the small fixed interface a puzzle adds for the mid-end
//! ([`Session`](crate::session::Session)): how its setup is saved, how the player's input becomes
//! moves, what counts as a mistake, and its hints. Everything else (undo, clock, pause, counters,
//! saving, recording) the mid-end does once for every game.

mod history;
mod identity;

pub use history::{History, ReplayError, SavedHistory};
pub use identity::{
    CUSTOM_DIFFICULTY, DAILY_DIFFICULTY, Difficulty, LINES_DIFFICULTY, Level, Mode, ParseLevelError,
};

use crate::tr;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::Debug;

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Status {
    /// Still being played.
    InProgress,
    /// Won: the puzzle is complete and correct.
    Won,
    /// Lost: the rules ended the game (for example a mistake limit).
    Lost,
}

/// A puzzle whose moves are values and whose states are immutable values.
pub trait Puzzle: Clone {
    /// One player action that changes the game state.
    type Move: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Why a move was refused.
    type Error: std::error::Error;

    /// The state after `mv`, or why `mv` is not allowed here. Never changes `self`.
    fn apply(&self, mv: &Self::Move) -> Result<Self, Self::Error>;

    /// Where the game stands in this state.
    fn status(&self) -> Status;

    /// Whether `mv` gives the player the answer (a revealed cell or solution). A game with such a
    /// move still completes but never counts for records, even if the move is later undone.
    fn reveals(_mv: &Self::Move) -> bool {
        false
    }
}

/// What the player's input asks of the mid-end, as a game interprets it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action<M> {
    /// Nothing to do.
    Nothing,
    /// Only the UI state changed (selection, notes mode): redraw.
    Ui,
    /// Play this move.
    Play(M),
    /// Undo one move.
    Undo,
    /// Redo one undone move.
    Redo,
    /// Pause or resume.
    TogglePause,
    /// The input cannot be used here; the message says why, in the player's language (the
    /// classic game's reasons are lowercase without a final stop, for its screen to capitalise;
    /// a practice position's are whole sentences).
    Refused(String),
}

/// Why no hint can be given now.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoHint {
    /// The game is paused or over.
    #[error("no hint: the game is paused or over")]
    NotPlaying,
    /// The advisor has nothing to say about this position.
    #[error("no hint for this position")]
    NoneFound,
}

impl NoHint {
    /// Why no hint is given, as a sentence in the player's language.
    pub fn message(&self) -> &'static str {
        match self {
            NoHint::NotPlaying => tr!("No hint: the game is paused or over."),
            NoHint::NoneFound => tr!("No hint for this position."),
        }
    }
}

/// Why a saved setup cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub String);

/// The interface a puzzle offers the mid-end, after Simon Tatham's game back-ends: the rules are
/// in [`Puzzle`]; this adds setup, input, mistakes and hints. The session owns everything else.
/// A game the app also saves and records is [`Recordable`].
pub trait Game: Puzzle {
    /// What a new game starts from (Sudoku: givens and solution; the line puzzle: its board; a
    /// practice position: the position and its step).
    type Setup: Clone + Debug + PartialEq;
    /// The UI state around the board (selection, notes mode): never undone, never saved.
    type Ui: Clone + Debug + Default + PartialEq;
    /// One thing the player did.
    type Input: Copy + Debug + PartialEq;
    /// Options from the settings that change how input is handled.
    type Rules: Copy + Debug + Default + PartialEq;
    /// A hint on screen, with however much of it is shown.
    type Hint: Clone + Debug + PartialEq;

    /// The starting state of `setup`, or why it is not a valid game.
    fn from_setup(setup: &Self::Setup) -> Result<Self, SetupError>;

    /// The setup this state's game started from.
    fn setup(&self) -> Self::Setup;

    /// Turns `input` into what the session should do, updating the UI state on the way.
    fn interpret(
        &self,
        ui: &mut Self::Ui,
        rules: &Self::Rules,
        input: Self::Input,
    ) -> Action<Self::Move>;

    /// Whether playing `mv` in this state is a mistake (counted once, never undone).
    fn is_mistake(&self, _mv: &Self::Move) -> bool {
        false
    }

    /// How many mistakes end the game under `rules`, if any do.
    fn mistake_limit(_rules: &Self::Rules) -> Option<u32> {
        None
    }

    /// Adjusts the UI state after the board changed (a move, undo or redo).
    fn after_change(&self, _ui: &mut Self::Ui) {}

    /// A new hint for this state; `ui` tells where the player is looking (e.g. the selected cell).
    fn hint(&self, ui: &Self::Ui) -> Result<Self::Hint, NoHint>;

    /// Shows one more layer of `hint`; `false` when it is all shown.
    fn hint_more(_hint: &mut Self::Hint) -> bool {
        false
    }

    /// The moves that carry out `hint`, once it is shown far enough to be applied.
    fn hint_moves(_hint: &Self::Hint, _rules: &Self::Rules) -> Option<Vec<Self::Move>> {
        None
    }

    /// The move that puts the board back as it stands now, from any later state of the same
    /// game: what a checkpoint keeps. `None` for games without checkpoints.
    fn restore_move(&self) -> Option<Self::Move> {
        None
    }

    /// Line-puzzle style games report their move count for the statistics.
    fn flips(&self) -> Option<u32> {
        None
    }
}

/// A game the app saves while it is played and records in the statistics when it ends (both
/// games of the app; a practice position is neither). Its setup is written flat into the save
/// file beside the mid-end's fields.
pub trait Recordable: Game<Setup: Serialize + DeserializeOwned> {
    /// The file a game in progress is saved in (e.g. `"game.json"`).
    const SAVE_NAME: &'static str;
    /// The mode its finished games are recorded under.
    const MODE: Mode;
    /// The difficulty recorded when a save file names none.
    const DEFAULT_DIFFICULTY: Difficulty;

    /// The mode this game is recorded under: [`Recordable::MODE`], unless the game is a variant
    /// recorded apart (a Killer among Sudoku games).
    fn mode(&self) -> Mode {
        Self::MODE
    }
}
