//! Classic 9×9 Sudoku: the grid model, the exact solver, the generator and transformations.
//!
//! The parent module re-exports the public surface; the submodules hold one concern each.

mod grid;

pub use grid::{Cell, Digit, Grid, House, ParseGridError};
