//! The interface every puzzle implements, and the generic undo/redo history.
//!
//! A puzzle state is a plain value; a move is a value too. [`Puzzle::apply`] is pure: it returns the
//! next state or says why the move is not allowed. [`History`] is the one place that keeps the moves,
//! gives undo and redo, remembers whether the player had the answer revealed, and replays saved moves.
//!
//! What belongs in the state? If the player would expect undo to restore it, it is game state (digits,
//! notes, flipped tiles); otherwise it is UI state (selection, notes mode) and lives in the session.

mod history;

pub use history::{History, HistoryRecord, ReplayError};

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
