//! The 4×4 line puzzle: 10 correct and 6 wrong tiles, exactly one full line of correct tiles.
//!
//! The player flips face-down tiles and wins the moment the four tiles of the answer line are face
//! up. Tiles are numbered 0..16 row-major (`row = i / 4`, `col = i % 4`); the 10 lines are
//! `row1`–`row4`, `col1`–`col4`, `diag` (top-left to bottom-right) and `anti` (top-right to
//! bottom-left). There are 3,904 valid boards: 405 for each row and column, 332 for each diagonal.
//!
//! - [`Board`], [`Tile`], [`Line`]: the board, its 16-character line format, validity.
//! - [`Symmetry`]: the 8 symmetries of the square, acting on tiles, boards and lines.
//! - [`generate_with_rng`], [`generate_with_seed`]: three canonical templates, each sampled
//!   uniformly, then a random symmetry; [`prior`] is the exact distribution this induces.
//! - [`LinesGame`], [`LinesMove`]: the game state; flips are moves in the shared
//!   [`History`](crate::puzzle::History).
//! - [`Advisor`], [`Position`], [`Odds`]: exact odds from what is face up, perfect play and par.
//! - [`hint`], [`LinesHint`], [`par`]: the hint policy the game uses.

mod advice;
mod advisor;
mod board;
mod game;
mod generator;
mod line;
mod symmetry;

pub use advice::{LinesHint, hint, par};
pub use advisor::{Advisor, Odds, Position, PositionError};
pub use board::{Board, BoardError, N_TILES, N_WRONG, Tile};
pub use game::{FlipError, LinesGame, LinesMove};
pub use generator::{
    Prior, TEMPLATES, boards_with_answer, generate_with_rng, generate_with_seed, prior,
};
pub use line::{Line, ParseLineError};
pub use symmetry::Symmetry;
