//! Classic 9×9 Sudoku: the grid model, the exact solver, the generator and transformations.
//!
//! The parent module re-exports the public surface; the submodules hold one concern each.

mod bank;
mod canon;
mod daily;
pub mod formats;
mod found;
mod game;
mod generator;
mod geometry;
mod grade;
mod grid;
mod hint;
pub mod killer;
mod level_gen;
pub mod practice;
mod solver;
mod strategy;

/// The names of cells and houses in the player's language, with their forms, as the hints write
/// them ("row 1, column 3", "box 5").
pub(crate) mod names {
    pub(crate) use super::strategy::words::{cell, cells, house};
}
mod supply;
mod transform;

pub use crate::puzzle::{Level, ParseLevelError};
pub use bank::{BankEntry, BankLineError, bank as level_bank, bank_text, pack, parse_bank, unpack};
pub use canon::{canonical_form, class_key};
pub use daily::{
    Daily, DailyError, DateParseError, FIRST_DAILY, daily, daily_bank, daily_bank_text, daily_with,
    entry_index, last_daily, level_of, parse_date,
};
pub use found::{
    found_in_killer_move, found_in_move, found_name_in_move, ladder_position, step_found,
};
pub use game::{
    Colour, Colouring, NoteKind, NoteMask, SudokuMove, SudokuMoveError, SudokuState, Work,
};
pub use generator::{
    GenerateOptions, Generated, ParseSymmetryError, Symmetry, generate_steered_with_rng,
    generate_with_rng, generate_with_seed, random_solved_grid_with_rng,
};
pub use grade::Grade;
pub use grid::{Cell, Digit, Grid, House, ParseGridError};
pub use hint::{Hint, HintAction, HintLayer, Region, hint_for_state, next_hint};
pub use level_gen::{
    LevelPuzzle, generate_fresh_with_rng, generate_level_with_rng, generate_level_with_seed,
    is_banked, try_fresh_with_rng,
};
pub use solver::Uniqueness;
#[doc(hidden)]
pub use solver::with_portable_solver;
pub use strategy::{
    CANDIDATE_LINE_LEN, Candidates, CellRole, HouseRole, Link, LinkKind, Mark,
    ParseCandidatesError, ParseTechniqueError, Picture, SolvePath, Step, StrategySolver, Technique,
};
pub use supply::{BankPlace, FRESH_ATTEMPTS, POOL_CAP, PoolPuzzle, SupplyState};
pub use transform::Transform;
