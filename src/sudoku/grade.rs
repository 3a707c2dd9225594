//! Grading: a score on the Sudoku Explainer (SE) scale and a difficulty [`Level`] defined by the
//! techniques a puzzle needs.
//!
//! The score is the rating of the hardest step on the path that always takes the easiest step
//! (see [`StrategySolver`]). The level is the highest level among the techniques used. Each level
//! is a band of base ratings on the SE scale; each technique's rating and level are its row of
//! the technique table (`strategy/table.rs`), and the README's level table is checked against it.
//!
//! Where Sudoku Explainer has the technique, the rating is SE's own: unique rectangles and loops
//! 4.5 plus 0.1 for a six-cell loop, 0.2 for eight and 0.5 for ten or more, plus 0.1 for types 2
//! and 4 and 0.1 per digit beyond the first of a type 3 subset; BUG 5.6-6.0; aligned pair
//! exclusion 6.2. Techniques SE lacks are rated where the SE-rated corpus puts the puzzles whose
//! hardest step they are, in the order HoDoKu ranks them: finned and sashimi X-wings beside the
//! skyscraper and kite they generalise (4.0-4.1), the empty rectangle with the turbot fish it
//! groups (4.3), finned and sashimi swordfish above the jellyfish (5.3-5.4), and the W-wing and
//! the small ALS-XZ (a bivalue cell and a set of up to three cells) at 5.5, where the first
//! cluster of puzzles that need them sits (SE 5.5-5.7; a second cluster, at 6.2-7.1, SE rates
//! higher).
//!
//! Puzzles the ladder cannot finish are *unrated* and scored [`Grade::UNFINISHED_RATING`],
//! above every puzzle it finishes; they have no level and are never offered.

use super::grid::Grid;
use super::strategy::{SolvePath, StrategySolver, Technique};
use crate::puzzle::Level;

/// How a level is graded: the techniques it allows. (The level itself, its names and its label,
/// is game identity: [`crate::puzzle::Level`].)
impl Level {
    /// The level a technique belongs to (the technique table's).
    pub fn of_technique(t: Technique) -> Level {
        t.level()
    }

    /// The highest base rating (tenths) among the techniques this level allows.
    pub fn max_base_rating(self) -> u8 {
        Technique::all()
            .into_iter()
            .filter(|&t| Level::of_technique(t) <= self)
            .map(Technique::base_rating)
            .max()
            .unwrap_or(0)
    }
}

/// The grade of a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    /// The rating of the hardest step in tenths on the SE scale (`0` for a puzzle with no empty
    /// cell), or [`Grade::UNFINISHED_RATING`] when the ladder cannot finish the puzzle.
    pub rating: u8,
    /// The level, or `None` when the ladder cannot finish the puzzle.
    pub level: Option<Level>,
    /// The hardest technique used (by rating), if any step was needed.
    pub hardest: Option<Technique>,
    /// The distinct techniques used, easiest first.
    pub techniques: Vec<Technique>,
    /// Whether the ladder solved the puzzle.
    pub solved: bool,
    /// How many steps the solve took.
    pub n_steps: usize,
    /// How many cells were still empty where the ladder stopped (`0` when it solved the puzzle).
    pub n_unsolved: usize,
}

impl Grade {
    /// The rating (tenths) of a puzzle the ladder cannot finish: 15.0, above the most any step
    /// can be rated (9.0 for the hardest technique plus at most 5.0 for a long chain), so such a
    /// puzzle ranks above every puzzle the ladder finishes rather than below the easiest.
    pub const UNFINISHED_RATING: u8 = 150;

    /// Grades a puzzle by solving it with the full ladder. The puzzle should have exactly one
    /// solution; for others the grade means little.
    pub fn of(grid: &Grid) -> Grade {
        Grade::from_path(&StrategySolver::solve(grid))
    }

    /// Grades a puzzle only if it needs no technique beyond `level`; `None` otherwise. Faster
    /// than [`Grade::of`] for puzzles that turn out harder, as it stops early.
    pub fn of_within(grid: &Grid, level: Level) -> Option<Grade> {
        let path = StrategySolver::solve_up_to(grid, level.max_base_rating());
        let grade = Grade::from_path(&path);
        (grade.solved && grade.level.is_some_and(|l| l <= level)).then_some(grade)
    }

    /// The grade of a step-by-step solve. A path that stops before the end is graded as
    /// unfinished: rated [`Grade::UNFINISHED_RATING`], with no level.
    pub fn from_path(path: &SolvePath) -> Grade {
        let hardest = path.hardest();
        let mut techniques: Vec<Technique> = path.steps.iter().map(|s| s.technique).collect();
        techniques.sort_unstable();
        techniques.dedup();
        let level = path.solved.then(|| {
            techniques
                .iter()
                .map(|&t| Level::of_technique(t))
                .fold(Level::Easy, Level::max)
        });
        Grade {
            rating: if path.solved {
                hardest.map_or(0, |s| s.rating)
            } else {
                Grade::UNFINISHED_RATING
            },
            level,
            hardest: hardest.map(|s| s.technique),
            techniques,
            solved: path.solved,
            n_steps: path.steps.len(),
            n_unsolved: 81 - path.end.to_grid().n_filled(),
        }
    }

    /// The names of the techniques used, easiest first (hardest last).
    pub fn technique_names(&self) -> Vec<String> {
        self.techniques
            .iter()
            .map(|t| t.name().to_string())
            .collect()
    }

    /// The score on the SE scale, e.g. `4.2`.
    pub fn score(&self) -> f32 {
        f32::from(self.rating) / 10.0
    }

    /// Why the ladder did not finish the puzzle, e.g. `beyond the technique ladder: stuck with
    /// 60 cells empty after 0 steps`; `None` when it did.
    pub fn unfinished_reason(&self) -> Option<String> {
        if self.solved {
            return None;
        }
        let (n, steps) = (self.n_unsolved, self.n_steps);
        let mut reason = format!(
            "beyond the technique ladder: stuck with {n} {} empty after {steps} {}",
            if n == 1 { "cell" } else { "cells" },
            if steps == 1 { "step" } else { "steps" }
        );
        if let Some(t) = self.hardest {
            reason.push_str(&format!(" (hardest: {})", t.name()));
        }
        Some(reason)
    }

    /// The level name, or `unrated` when the ladder cannot finish the puzzle.
    pub fn label(&self) -> &'static str {
        self.level.map_or("unrated", Level::name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_round_trip() {
        for l in Level::ALL {
            assert_eq!(l.to_string().parse::<Level>(), Ok(l));
        }
        assert_eq!(" Hard ".parse::<Level>(), Ok(Level::Hard));
        assert!("nightmare".parse::<Level>().is_err());
    }

    #[test]
    fn every_level_has_a_technique_and_ratings_grow() {
        let caps: Vec<u8> = Level::ALL.iter().map(|l| l.max_base_rating()).collect();
        assert_eq!(caps, vec![23, 28, 44, 62, 80, 90]);
    }

    #[test]
    fn techniques_are_declared_and_listed_easiest_first() {
        let all = Technique::all();
        for w in all.windows(2) {
            assert!(w[0] < w[1], "{} before {}", w[0], w[1]);
            assert!(
                w[0].base_rating() <= w[1].base_rating(),
                "{} {}",
                w[0],
                w[1]
            );
        }
    }

    #[test]
    fn levels_are_distinct_bands_of_base_ratings() {
        for a in Technique::all() {
            for b in Technique::all() {
                if Level::of_technique(a) < Level::of_technique(b) {
                    assert!(a.base_rating() < b.base_rating(), "{a} and {b}");
                }
            }
        }
    }

    #[test]
    fn unfinished_puzzles_rate_above_any_step() {
        let hardest_base = Technique::all()
            .map(Technique::base_rating)
            .into_iter()
            .max();
        // 50 tenths: the largest chain-length bonus a step can get.
        assert!(hardest_base.is_some_and(|b| b + 50 < Grade::UNFINISHED_RATING));
    }
}
