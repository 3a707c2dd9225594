//! Classic 9×9 Sudoku: the grid model, the exact solver, the generator and transformations.
//!
//! The parent module re-exports the public surface; the submodules hold one concern each.

mod game;
mod grade;
mod grid;
mod hint;
mod solver;
mod strategy;

pub use game::{NoteMask, SudokuMove, SudokuMoveError, SudokuState};
pub use grade::{Grade, Level, ParseLevelError};
pub use grid::{Cell, Digit, Grid, House, ParseGridError};
pub use hint::{Hint, HintAction, HintLayer, Region, hint_for_state, next_hint};
pub use strategy::{Candidates, SolvePath, Step, StrategySolver, Technique};
