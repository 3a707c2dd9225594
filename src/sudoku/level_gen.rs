//! Generation by difficulty level: a unique puzzle whose [`Grade`] is exactly the level asked.
//!
//! Easy, Medium and Hard puzzles come straight from the generator: a few fresh puzzles are
//! graded (stopping early once a puzzle needs more than the level allows) until one fits.
//! Expert and Master puzzles are rare among random puzzles, so they come from a small bank of
//! seed puzzles that this project's own generator and grader produced, varied by a random
//! symmetry transformation with digit relabelling and graded again. The bank also backs the
//! easier levels when the fresh attempts run out, so every call returns quickly.
//!
//! The bank lives in `src/sudoku/bank/<level>.txt`, one puzzle per line. Rebuild it with
//!
//! ```text
//! cargo run --release --no-default-features --example build_bank -- --seed 1 --per-level 60
//! ```
//!
//! which writes the five files.

use super::generator::{GenerateOptions, generate_with_rng};
use super::grade::{Grade, Level};
use super::grid::Grid;
use super::transform::Transform;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A puzzle made for a level, with its solution and grade.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelPuzzle {
    /// The givens.
    pub puzzle: Grid,
    /// The unique solution.
    pub solution: Grid,
    /// The grade; its level is the one asked for.
    pub grade: Grade,
}

const BANK_EASY: &str = include_str!("bank/easy.txt");
const BANK_MEDIUM: &str = include_str!("bank/medium.txt");
const BANK_HARD: &str = include_str!("bank/hard.txt");
const BANK_EXPERT: &str = include_str!("bank/expert.txt");
const BANK_MASTER: &str = include_str!("bank/master.txt");

/// The seed puzzles shipped for `level`, in file order (lines that do not parse are skipped).
pub fn bank(level: Level) -> Vec<Grid> {
    let text = match level {
        Level::Easy => BANK_EASY,
        Level::Medium => BANK_MEDIUM,
        Level::Hard => BANK_HARD,
        Level::Expert => BANK_EXPERT,
        Level::Master => BANK_MASTER,
        // No bank yet: Extreme puzzles are generated fresh.
        Level::Extreme => "",
    };
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| Grid::from_line(l).ok())
        .collect()
}

/// How many fresh puzzles to try before using the bank.
fn fresh_attempts(level: Level) -> usize {
    // About one random puzzle in five is Easy, Medium or Hard, one in thirty Expert or Master;
    // a fresh puzzle takes a couple of milliseconds to make and grade, but grading one that turns
    // out far harder than Master can take a hundred, so those levels go to the bank directly.
    match level {
        Level::Easy | Level::Medium | Level::Hard => 8,
        Level::Expert | Level::Master | Level::Extreme => 0,
    }
}

/// The grade of `grid` if its level is exactly `level`.
fn graded_as(grid: &Grid, level: Level) -> Option<Grade> {
    Grade::of_within(grid, level).filter(|g| g.level == Some(level))
}

/// A puzzle of `level` from `seed` (see [`generate_level_with_rng`]).
pub fn generate_level_with_seed(seed: u64, level: Level) -> LevelPuzzle {
    generate_level_with_rng(&mut ChaCha8Rng::seed_from_u64(seed), level)
}

/// A unique puzzle whose grade is exactly `level`.
pub fn generate_level_with_rng<R: Rng + ?Sized>(rng: &mut R, level: Level) -> LevelPuzzle {
    let options = GenerateOptions::default();
    for _ in 0..fresh_attempts(level) {
        let generated = generate_with_rng(rng, &options);
        if let Some(grade) = graded_as(&generated.puzzle, level) {
            return LevelPuzzle {
                puzzle: generated.puzzle,
                solution: generated.solution,
                grade,
            };
        }
    }
    from_bank(rng, level).unwrap_or_else(|| {
        // The bank is checked by the tests, so this only runs if it were emptied: keep
        // generating until a puzzle fits.
        loop {
            let generated = generate_with_rng(rng, &options);
            if let Some(grade) = graded_as(&generated.puzzle, level) {
                return LevelPuzzle {
                    puzzle: generated.puzzle,
                    solution: generated.solution,
                    grade,
                };
            }
        }
    })
}

/// A transformed bank puzzle of `level`, regraded; `None` only if no bank entry fits.
fn from_bank<R: Rng + ?Sized>(rng: &mut R, level: Level) -> Option<LevelPuzzle> {
    let seeds = bank(level);
    if seeds.is_empty() {
        return None;
    }
    let first = rng.random_range(0..seeds.len());
    for k in 0..seeds.len() {
        let seed = seeds[(first + k) % seeds.len()];
        let transform = Transform::random_with_rng(rng);
        for candidate in [transform.apply(&seed), seed] {
            let Some(solution) = candidate.solution() else {
                continue;
            };
            if let Some(grade) = graded_as(&candidate, level) {
                return Some(LevelPuzzle {
                    puzzle: candidate,
                    solution,
                    grade,
                });
            }
        }
    }
    None
}
