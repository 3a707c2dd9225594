//! Puzzles by difficulty level: a unique puzzle whose grade is exactly the level asked.
//!
//! A level with a bank (see [`bank`](super::bank)) is served from it: a bank entry under a random
//! transformation with digit relabelling, which keeps its solving path and grade, so a game starts
//! at once. The other levels (Easy) come straight from the generator: fresh puzzles are graded,
//! stopping early once one needs more than the level allows, until one fits; about two in three
//! random puzzles are Easy, so that takes a millisecond or two.
//!
//! Which classes a player has already had is the business of [`supply`](super::supply); this
//! module only makes puzzles.

use super::bank::{BankEntry, bank};
use super::generator::{GenerateOptions, generate_with_rng};
use super::grade::Grade;
use super::grid::Grid;
use super::strategy::Technique;
use super::transform::Transform;
use crate::puzzle::Level;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A puzzle made for a level, with its solution and grade.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelPuzzle {
    /// The givens.
    pub puzzle: Grid,
    /// The unique solution.
    pub solution: Grid,
    /// The level the grader gives it.
    pub level: Level,
    /// The grader's rating in tenths on the SE scale.
    pub rating: u8,
    /// The techniques the grader used, easiest first.
    pub techniques: Vec<Technique>,
}

impl LevelPuzzle {
    /// The score on the SE scale, e.g. `4.2`.
    pub fn score(&self) -> f32 {
        f32::from(self.rating) / 10.0
    }

    /// The names of the techniques used, easiest first.
    pub fn technique_names(&self) -> Vec<String> {
        self.techniques
            .iter()
            .map(|t| t.name().to_string())
            .collect()
    }

    /// A graded puzzle of `level`; `None` unless it has one solution and `grade` is of `level`.
    pub fn from_grade(puzzle: Grid, grade: &Grade, level: Level) -> Option<LevelPuzzle> {
        if grade.level != Some(level) {
            return None;
        }
        Some(LevelPuzzle {
            solution: puzzle.solution()?,
            puzzle,
            level,
            rating: grade.rating,
            techniques: grade.techniques.clone(),
        })
    }

    /// The bank entry `entry` of `level` under a random transformation; `None` only for an entry
    /// without a single solution (the tests check the shipped banks have none).
    pub fn from_entry<R: Rng + ?Sized>(
        entry: &BankEntry,
        level: Level,
        rng: &mut R,
    ) -> Option<LevelPuzzle> {
        let puzzle = Transform::random_with_rng(rng).apply(&entry.form);
        Some(LevelPuzzle {
            solution: puzzle.solution()?,
            puzzle,
            level,
            rating: entry.rating,
            techniques: entry.techniques(),
        })
    }
}

/// Whether `level` is served from a bank (fresh generation is too slow to start a game at once).
pub fn is_banked(level: Level) -> bool {
    !bank(level).is_empty()
}

/// The grade of `grid` if its level is exactly `level`.
fn graded_as(grid: &Grid, level: Level) -> Option<Grade> {
    Grade::of_within(grid, level).filter(|g| g.level == Some(level))
}

/// A puzzle of `level` from `seed` (see [`generate_level_with_rng`]).
pub fn generate_level_with_seed(seed: u64, level: Level) -> LevelPuzzle {
    generate_level_with_rng(&mut ChaCha8Rng::seed_from_u64(seed), level)
}

/// A unique puzzle whose grade is exactly `level`: a random bank entry, transformed, for a level
/// with a bank; otherwise a fresh one.
pub fn generate_level_with_rng<R: Rng + ?Sized>(rng: &mut R, level: Level) -> LevelPuzzle {
    let entries = bank(level);
    if !entries.is_empty() {
        let first = rng.random_range(0..entries.len());
        for k in 0..entries.len() {
            let entry = &entries[(first + k) % entries.len()];
            if let Some(p) = LevelPuzzle::from_entry(entry, level, rng) {
                return p;
            }
        }
    }
    generate_fresh_with_rng(rng, level)
}

/// A fresh puzzle from the generator whose grade is exactly `level`: puzzles are made and graded
/// until one fits. Quick for Easy; the harder levels can take many attempts (see
/// [`try_fresh_with_rng`] for a bounded search).
pub fn generate_fresh_with_rng<R: Rng + ?Sized>(rng: &mut R, level: Level) -> LevelPuzzle {
    loop {
        if let Some(p) = try_fresh_with_rng(rng, level, 1000) {
            return p;
        }
    }
}

/// Up to `attempts` fresh puzzles, the first whose grade is exactly `level`.
pub fn try_fresh_with_rng<R: Rng + ?Sized>(
    rng: &mut R,
    level: Level,
    attempts: usize,
) -> Option<LevelPuzzle> {
    let options = GenerateOptions::default();
    (0..attempts).find_map(|_| {
        let generated = generate_with_rng(rng, &options);
        let grade = graded_as(&generated.puzzle, level)?;
        Some(LevelPuzzle {
            puzzle: generated.puzzle,
            solution: generated.solution,
            level,
            rating: grade.rating,
            techniques: grade.techniques,
        })
    })
}
