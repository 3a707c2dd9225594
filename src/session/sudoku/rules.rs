//! The options of a Sudoku game that the player's settings choose: how mistakes show, what is
//! highlighted, and how a Killer's cages are drawn.

use crate::settings::{MistakeDisplay, Settings};
use serde::{Deserialize, Serialize};

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
    /// The highlighted digit follows the selection (the selected cell's digit); when off, only
    /// a digit locked on the pad is highlighted.
    #[serde(default = "highlight_by_default")]
    pub highlight_follows_selection: bool,
    /// A Killer's cages are told apart by four fill colours instead of dashed outlines.
    #[serde(default)]
    pub cage_colours: bool,
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
            highlight_follows_selection: s.highlight_follows_selection,
            cage_colours: s.cage_colours,
        }
    }
}
