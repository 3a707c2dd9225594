//! Killer puzzles of a level: made with the generator's settings for that level and graded by the
//! Killer ladder until one grades to it.
//!
//! The level of a Killer is that of the hardest technique its logical solve needs
//! ([`KillerTechnique::level`]), so each level is a narrow band of techniques: Easy needs cage
//! combinations and singles; Medium adds the rule of 45 for one house, cage pointing and the
//! intersections; Hard adds cage splits, innies and outies of several houses, pairs and the
//! X-wing; Expert adds the innie-outie difference and the harder classic techniques up to
//! chains. A puzzle the ladder cannot finish is never served.
//!
//! Fewer, larger cages make harder puzzles. Each level's settings ([`options_for`]) were chosen
//! from the share of generated puzzles that grade to it (the `killer` benchmark prints it):
//! nearly all at Easy, about two in three at Medium, one in two at Hard, and about one in thirty
//! at Expert, where a puzzle takes a second or so to find.

use rand::Rng;

use super::super::{Grid, Level};
use super::{Killer, KillerOptions, KillerTechnique, generate_killer_with_rng};

/// The levels Killer puzzles are made at, easiest first.
pub const KILLER_LEVELS: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

/// A Killer puzzle graded to its level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KillerLevelPuzzle {
    /// The puzzle.
    pub puzzle: Killer,
    /// Its one solution.
    pub solution: Grid,
    /// The level its hardest technique belongs to.
    pub level: Level,
    /// The rating in tenths of its hardest step, on the classic scale.
    pub rating: u8,
    /// The techniques its logical solve used, easiest first, each once.
    pub techniques: Vec<KillerTechnique>,
}

impl KillerLevelPuzzle {
    /// The rating on the classic scale, e.g. `3.3`.
    pub fn score(&self) -> f32 {
        f32::from(self.rating) / 10.0
    }

    /// The English names of the techniques used, easiest first.
    pub fn technique_names(&self) -> Vec<String> {
        self.techniques
            .iter()
            .map(|t| t.name().to_string())
            .collect()
    }

    /// The graded form of `puzzle` with its `solution`, when the Killer ladder solves it (`None`
    /// for a puzzle beyond the ladder).
    pub fn grade(puzzle: Killer, solution: Grid) -> Option<KillerLevelPuzzle> {
        let path = puzzle.solve_by_logic();
        let level = path.level()?;
        let rating = path.hardest().map_or(0, |s| s.rating());
        let mut techniques: Vec<KillerTechnique> = Vec::new();
        for (_, step) in &path.steps {
            if !techniques.contains(&step.technique) {
                techniques.push(step.technique);
            }
        }
        techniques.sort_by_key(|t| (t.level(), t.rating()));
        Some(KillerLevelPuzzle {
            puzzle,
            solution,
            level,
            rating,
            techniques,
        })
    }
}

/// The generator's settings for `level`; `None` for a level Killer is not made at.
pub fn options_for(level: Level) -> Option<KillerOptions> {
    let (target_cages, max_cage_size) = match level {
        Level::Easy => (42, 3),
        Level::Medium => (34, 4),
        Level::Hard => (28, 5),
        Level::Expert => (27, 7),
        Level::Master | Level::Extreme => return None,
    };
    Some(KillerOptions {
        target_cages,
        max_cage_size,
    })
}

/// A new Killer puzzle of `level`, drawn from `rng`: generated with the level's settings until
/// one grades to it. `None` for a level Killer is not made at ([`KILLER_LEVELS`] lists those).
pub fn generate_killer_level_with_rng<R: Rng + ?Sized>(
    rng: &mut R,
    level: Level,
) -> Option<KillerLevelPuzzle> {
    let options = options_for(level)?;
    loop {
        let made = generate_killer_with_rng(rng, &options);
        if let Some(graded) = KillerLevelPuzzle::grade(made.puzzle, made.solution)
            && graded.level == level
        {
            return Some(graded);
        }
    }
}
