//! Where a puzzle came from and how hard it is ([`GameInfo`]), as the player sees it and the
//! statistics record it.

use crate::puzzle::Difficulty;
use serde::{Deserialize, Serialize};

/// Where a puzzle came from and how hard it is, as shown to the player and recorded.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GameInfo {
    /// What kind of puzzle it is; saved and recorded by its name (`easy` … `extreme`, `custom`
    /// for a puzzle the player entered, `4x4` for the line puzzle).
    pub difficulty: Difficulty,
    /// The grader's score on the Sudoku Explainer scale, when known.
    #[serde(default)]
    pub score: Option<f32>,
    /// The techniques the puzzle needs, hardest last, when known (shown after the win).
    #[serde(default)]
    pub techniques: Vec<String>,
    /// The collection of an imported puzzle (absent for the app's own).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<crate::stats::Origin>,
}

impl GameInfo {
    /// A puzzle of the app's own, graded to `level` with `score`, needing `techniques`.
    pub fn graded(level: crate::puzzle::Level, score: f32, techniques: Vec<String>) -> GameInfo {
        GameInfo {
            difficulty: level.into(),
            score: Some(score),
            techniques,
            origin: None,
        }
    }
}
