//! [`Saved`]: a game in progress as its file keeps it, the same shape for every game.

use super::GameInfo;
use crate::puzzle::{Game, HistoryRecord, ReplayError, SetupError};
use crate::storage::Versioned;
use serde::{Deserialize, Serialize};

/// A game in progress as it is saved: enough to resume exactly, undo history included.
///
/// The game's setup is written flat beside the other fields (`givens` and `solution` for Sudoku,
/// `board` for the line puzzle), so files written before the mid-end was shared load unchanged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Saved<G: Game> {
    /// The game's id in the statistics (empty in older files: a new one is made on load).
    #[serde(default)]
    pub id: String,
    /// Where the game started.
    #[serde(flatten)]
    pub setup: G::Setup,
    /// Difficulty and rating.
    #[serde(default)]
    pub info: GameInfo,
    /// The moves and the undo cursor.
    pub history: HistoryRecord<G::Move>,
    /// Time played, in milliseconds.
    pub elapsed_ms: u64,
    /// Mistakes made (absent in older line-puzzle files: counted from the moves on load).
    #[serde(default)]
    pub mistakes: Option<u32>,
    /// Hints used.
    #[serde(default)]
    pub hints: u32,
    /// Whether the mistake limit ended the game.
    #[serde(default)]
    pub lost: bool,
}

impl<G: Game> Versioned for Saved<G> {
    const NAME: &'static str = G::SAVE_NAME;
    const VERSION: u32 = 1;
}

/// Why a saved game could not be resumed.
#[derive(Debug, thiserror::Error)]
pub enum ResumeError {
    /// The saved setup is not a valid game.
    #[error("the saved puzzle is not valid: {0}")]
    Setup(#[from] SetupError),
    /// The moves could not be replayed.
    #[error(transparent)]
    Replay(#[from] ReplayError),
}
