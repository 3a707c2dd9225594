//! The home screen's controller: the levels offered, whether a puzzle is being made, and what
//! Continue says.

use crate::session::NewPuzzle;
use crate::sudoku::Level;
use std::sync::Arc;

/// Makes a puzzle of a level (an index into [`Level::ALL`]) from a seed. Runs off the UI thread.
pub type PuzzleSource = Arc<dyn Fn(usize, u64) -> Result<NewPuzzle, String> + Send + Sync>;

/// The home screen.
pub struct HomeScreen {
    source: PuzzleSource,
    busy: bool,
}

impl HomeScreen {
    /// A home screen whose new games come from `source`.
    pub fn new(source: PuzzleSource) -> HomeScreen {
        HomeScreen {
            source,
            busy: false,
        }
    }

    /// The levels offered, easiest first.
    pub fn levels() -> &'static [Level] {
        &Level::ALL
    }

    /// Whether a puzzle is being made.
    pub fn is_busy(&self) -> bool {
        self.busy
    }

    /// Starts making a puzzle: the maker and a fresh seed, or `None` while one is being made.
    pub fn begin_making(&mut self) -> Option<(PuzzleSource, u64)> {
        if self.busy {
            return None;
        }
        self.busy = true;
        Some((Arc::clone(&self.source), fresh_seed()))
    }

    /// The puzzle was made (or could not be).
    pub fn finished_making(&mut self) {
        self.busy = false;
    }
}

/// A seed from the clock and the process, different for every new game.
fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    h.finish()
}
