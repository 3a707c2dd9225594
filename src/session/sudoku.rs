//! Classic Sudoku in the mid-end, one job a file: how taps and keys become moves and the layered
//! hint (`input.rs`), the marking tools: pens, colours and the last right position (`tools.rs`),
//! what the screen shows (`view.rs`) and the picture of a step (`picture.rs`).

mod input;
mod picture;
mod rules;
mod setup;
mod spoken;
mod tools;
mod view;

pub use input::{Direction, Input, MISTAKE_LIMIT, Rules, SudokuHint, SudokuSession, SudokuUi};
pub use picture::{MarkRole, PictureCell, PictureView, Tint};
pub use setup::{SavedCage, SudokuSetup};
pub use spoken::{
    Cause, Readout, cell_state, joined, note_digits, readout, what_changed, what_changed_in,
};
pub use tools::{Brush, Pen, Tool};
pub use view::{
    CageMark, CellView, HintView, SessionView, cage_marks, position_cells, position_notes,
};

use super::GameInfo;
use crate::sudoku::Grid;
use crate::sudoku::killer::{Killer, KillerLevelPuzzle};
use std::sync::Arc;

/// A puzzle ready to play.
#[derive(Clone, Debug)]
pub struct NewPuzzle {
    /// The givens.
    pub givens: Grid,
    /// The unique solution.
    pub solution: Grid,
    /// Difficulty and rating.
    pub info: GameInfo,
    /// A Killer's cages (its givens are `givens`); `None` for a classic puzzle.
    pub killer: Option<Arc<Killer>>,
}

impl NewPuzzle {
    /// A Killer made for a level, ready to play.
    pub fn from_killer_level(p: KillerLevelPuzzle) -> NewPuzzle {
        NewPuzzle {
            givens: *p.puzzle.givens(),
            solution: p.solution,
            info: GameInfo::graded(p.level, p.score(), p.technique_names()),
            killer: Some(Arc::new(p.puzzle)),
        }
    }

    /// A puzzle made for a level, ready to play.
    pub fn from_level(p: crate::sudoku::LevelPuzzle) -> NewPuzzle {
        NewPuzzle {
            givens: p.puzzle,
            solution: p.solution,
            info: GameInfo::graded(p.level, p.score(), p.technique_names()),
            killer: None,
        }
    }
}
