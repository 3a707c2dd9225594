//! [`Saved`]: a game in progress as its file keeps it, the same shape for every game.

use super::GameInfo;
use crate::puzzle::{Recordable, ReplayError, SavedHistory, SetupError};
use crate::storage::Versioned;
use serde::{Deserialize, Serialize};

/// A game in progress as it is saved: enough to resume exactly, undo history included.
///
/// The game's setup is written flat beside the other fields (`givens` and `solution` for Sudoku,
/// `board` for the line puzzle), so files written before the mid-end was shared load unchanged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Saved<G: Recordable> {
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
    pub history: SavedHistory<G::Move>,
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
    /// When the game was started (absent in older files).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_at: Option<chrono::DateTime<chrono::FixedOffset>>,
    /// The player's checkpoints (absent in older files and when there are none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub checkpoints: Vec<super::Checkpoint<G::Move>>,
}

impl<G: Recordable> Versioned for Saved<G> {
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
    /// A number in the file is beyond what a real game reaches.
    #[error("the saved {field} {value} is out of range (at most {max})")]
    OutOfRange {
        /// Which field.
        field: &'static str,
        /// The value found.
        value: u64,
        /// The largest value accepted.
        max: u64,
    },
}

/// The longest a saved game may have been played: 100 days, in milliseconds.
pub const MAX_ELAPSED_MS: u64 = 100 * 24 * 3600 * 1000;
/// The most mistakes or hints a saved game may count.
pub const MAX_COUNT: u32 = 100_000;

impl<G: Recordable> Saved<G> {
    /// Checks every number against what a real game reaches.
    pub fn check_ranges(&self) -> Result<(), ResumeError> {
        let checks = [
            ("elapsed_ms", self.elapsed_ms, MAX_ELAPSED_MS),
            (
                "mistakes",
                u64::from(self.mistakes.unwrap_or(0)),
                u64::from(MAX_COUNT),
            ),
            ("hints", u64::from(self.hints), u64::from(MAX_COUNT)),
        ];
        match checks.into_iter().find(|&(_, value, max)| value > max) {
            Some((field, value, max)) => Err(ResumeError::OutOfRange { field, value, max }),
            None => Ok(()),
        }
    }
}
