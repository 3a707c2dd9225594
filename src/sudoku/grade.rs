//! Grading: a score on the Sudoku Explainer (SE) scale and a difficulty [`Level`] defined by the
//! techniques a puzzle needs.
//!
//! The score is the rating of the hardest step on the path that always takes the easiest step
//! (see [`StrategySolver`]). The level is the highest level among the techniques used:
//!
//! | level | techniques allowed (SE base rating) |
//! | --- | --- |
//! | Easy | hidden singles (1.2, 1.5), naked single (2.3) |
//! | Medium | + pointing (2.6), claiming (2.8) |
//! | Hard | + naked pair (3.0), X-wing (3.2), hidden pair (3.4), naked triple (3.6), swordfish (3.8), hidden triple (4.0) |
//! | Expert | + skyscraper (4.0), two-string kite (4.1), turbot fish (4.2), XY-wing (4.2), XYZ-wing (4.4), unique rectangles types 1, 2, 4 (4.5–4.6), naked quad (5.0), jellyfish (5.2), hidden quad (5.4), BUG+1 (5.6) |
//! | Master | + X-chain (6.5+), XY-chain (6.6+), alternating inference chain (7.0+), nishio (7.5+), cell and region forcing chains (8.0+) |
//!
//! Puzzles that need dynamic forcing chains (8.5+) are graded *beyond master*; puzzles the ladder
//! cannot finish are *unrated* and scored [`Grade::UNFINISHED_RATING`], above every puzzle it
//! finishes. Neither is ever offered as a level.

use super::grid::Grid;
use super::strategy::{SolvePath, StrategySolver, Technique};
use std::fmt;
use std::str::FromStr;

/// A difficulty level players choose from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Singles and intersections (pointing, claiming).
    Medium,
    /// Adds pairs, triples, X-wing and swordfish.
    Hard,
    /// Adds two-link single-digit patterns, wings, unique rectangles, quads, jellyfish, BUG+1.
    Expert,
    /// Adds chains and static forcing chains.
    Master,
}

impl Level {
    /// All levels, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ];

    /// The level a technique belongs to; `None` for techniques beyond Master.
    pub fn of_technique(t: Technique) -> Option<Level> {
        use Technique::*;
        Some(match t {
            HiddenSingleBox | HiddenSingleLine | NakedSingle => Level::Easy,
            Pointing | Claiming => Level::Medium,
            NakedPair | XWing | HiddenPair | NakedTriple | Swordfish | HiddenTriple => Level::Hard,
            Skyscraper | TwoStringKite | TurbotFish | XyWing | XyzWing | UniqueRectangle1
            | UniqueRectangle2 | UniqueRectangle4 | NakedQuad | Jellyfish | HiddenQuad
            | BugPlusOne => Level::Expert,
            XChain | XyChain | Aic | Nishio | CellForcingChain | RegionForcingChain => {
                Level::Master
            }
            DynamicForcingChain | DynamicForcingChainPlus => return None,
        })
    }

    /// The highest base rating (tenths) among the techniques this level allows.
    pub fn max_base_rating(self) -> u8 {
        Technique::all()
            .into_iter()
            .filter(|&t| Level::of_technique(t).is_some_and(|l| l <= self))
            .map(Technique::base_rating)
            .max()
            .unwrap_or(0)
    }

    /// The lowercase name, as accepted by [`Level::from_str`].
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of `easy`, `medium`, `hard`, `expert`, `master`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?} (expected easy, medium, hard, expert or master)")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;
    /// Parses a level name, ignoring case and surrounding blanks.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.name() == lower)
            .ok_or_else(|| ParseLevelError(s.to_string()))
    }
}

/// The grade of a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    /// The rating of the hardest step in tenths on the SE scale (`0` for a puzzle with no empty
    /// cell), or [`Grade::UNFINISHED_RATING`] when the ladder cannot finish the puzzle.
    pub rating: u8,
    /// The level, or `None` when the puzzle is beyond Master or the ladder cannot finish it.
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
        let level = if path.solved {
            techniques
                .iter()
                .map(|&t| Level::of_technique(t))
                .try_fold(Level::Easy, |acc, l| l.map(|l| acc.max(l)))
        } else {
            None
        };
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

    /// The level name, `beyond-master` for a solved puzzle above Master, or `unrated` when the
    /// ladder cannot finish it.
    pub fn label(&self) -> &'static str {
        match (self.level, self.solved) {
            (Some(l), _) => l.name(),
            (None, true) => "beyond-master",
            (None, false) => "unrated",
        }
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
        assert_eq!(caps, vec![23, 28, 40, 56, 80]);
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
