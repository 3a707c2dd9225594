//! The puzzle generator: a random complete grid, then clue removal in symmetric orbits that keeps
//! exactly one solution.
//!
//! A grader steers the result through [`generate_steered_with_rng`]: it sees every candidate
//! puzzle (already known to have one solution) and accepts or refuses each removal.

use std::fmt;
use std::str::FromStr;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::grid::Grid;
use super::solver::random_solution_with_rng;

/// Which cells must be given or empty together.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// No constraint: cells are removed one at a time.
    None,
    /// 180° rotation: `(r, c)` goes with `(8 - r, 8 - c)`.
    #[default]
    Central,
    /// Reflection in the main diagonal: `(r, c)` goes with `(c, r)`.
    Diagonal,
    /// Left-right reflection: `(r, c)` goes with `(r, 8 - c)`.
    Mirror,
    /// 90° rotation: `(r, c)` goes with `(c, 8 - r)`, `(8 - r, 8 - c)` and `(8 - c, r)`.
    Rotational,
}

impl Symmetry {
    /// Every symmetry, in declaration order.
    pub const ALL: [Symmetry; 5] = [
        Symmetry::None,
        Symmetry::Central,
        Symmetry::Diagonal,
        Symmetry::Mirror,
        Symmetry::Rotational,
    ];

    /// The name used on the command line: `none`, `central`, `diagonal`, `mirror`, `rotational`.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Central => "central",
            Symmetry::Diagonal => "diagonal",
            Symmetry::Mirror => "mirror",
            Symmetry::Rotational => "rotational",
        }
    }

    /// The cells that go with cell `i` (0..81), `i` included, without repeats.
    pub fn orbit(self, i: usize) -> Vec<usize> {
        let (r, c) = (i / 9, i % 9);
        let images: Vec<(usize, usize)> = match self {
            Symmetry::None => vec![(r, c)],
            Symmetry::Central => vec![(r, c), (8 - r, 8 - c)],
            Symmetry::Diagonal => vec![(r, c), (c, r)],
            Symmetry::Mirror => vec![(r, c), (r, 8 - c)],
            Symmetry::Rotational => vec![(r, c), (c, 8 - r), (8 - r, 8 - c), (8 - c, r)],
        };
        let mut out: Vec<usize> = images.into_iter().map(|(r, c)| r * 9 + c).collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The partition of the 81 cells into orbits, each sorted, in order of their first cell.
    pub fn orbits(self) -> Vec<Vec<usize>> {
        let mut seen = [false; 81];
        let mut out = Vec::new();
        for i in 0..81 {
            if seen[i] {
                continue;
            }
            let orbit = self.orbit(i);
            for &j in &orbit {
                seen[j] = true;
            }
            out.push(orbit);
        }
        out
    }

    /// Whether the givens of `grid` respect this symmetry (each orbit all given or all empty).
    pub fn is_respected_by(self, grid: &Grid) -> bool {
        let v = grid.values();
        (0..81).all(|i| self.orbit(i).iter().all(|&j| (v[j] == 0) == (v[i] == 0)))
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A symmetry name that is not one of `none`, `central`, `diagonal`, `mirror`, `rotational`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown symmetry {0:?} (expected none, central, diagonal, mirror or rotational)")]
pub struct ParseSymmetryError(pub String);

impl FromStr for Symmetry {
    type Err = ParseSymmetryError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Symmetry::ALL
            .into_iter()
            .find(|sym| sym.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseSymmetryError(s.to_string()))
    }
}

/// What to generate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GenerateOptions {
    /// The symmetry of the givens.
    pub symmetry: Symmetry,
    /// Stop removing clues once a removal would leave fewer than this many (0: remove as many as
    /// uniqueness allows).
    pub min_clues: usize,
}

/// A generated puzzle with its unique solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Generated {
    /// The givens, exactly one solution.
    pub puzzle: Grid,
    /// The solution.
    pub solution: Grid,
}

/// A random complete grid, drawn by a search that tries candidates in random order (varied, but
/// not exactly uniform over all grids).
pub fn random_solved_grid_with_rng<R: Rng + ?Sized>(rng: &mut R) -> Grid {
    // The randomised search on the empty grid always succeeds; the fallback is never taken but
    // keeps this total.
    random_solution_with_rng(&Grid::empty(), rng)
        .or_else(|| Grid::empty().first_solution())
        .unwrap_or_default()
}

/// Generates a puzzle with exactly one solution, removing as many clue orbits as `options` allow.
pub fn generate_with_rng<R: Rng + ?Sized>(rng: &mut R, options: &GenerateOptions) -> Generated {
    generate_steered_with_rng(rng, options, |_| true)
}

/// Like [`generate_with_rng`] with `ChaCha8Rng::seed_from_u64(seed)`: the same seed gives the same
/// puzzle on every platform.
pub fn generate_with_seed(seed: u64, options: &GenerateOptions) -> Generated {
    generate_with_rng(&mut ChaCha8Rng::seed_from_u64(seed), options)
}

/// Generates a puzzle, asking `accept` about every removal: it receives the candidate puzzle
/// (which has exactly one solution) and returns whether to keep the removal. Orbits are tried in
/// random order, each once; a refused removal is put back and the next orbit is tried.
///
/// A grader can keep removals only while the puzzle stays within its target difficulty.
pub fn generate_steered_with_rng<R, F>(
    rng: &mut R,
    options: &GenerateOptions,
    mut accept: F,
) -> Generated
where
    R: Rng + ?Sized,
    F: FnMut(&Grid) -> bool,
{
    let solution = random_solved_grid_with_rng(rng);
    let mut orbits = options.symmetry.orbits();
    orbits.shuffle(rng);
    let mut values = *solution.values();
    let mut clues = 81;
    for orbit in &orbits {
        if clues < options.min_clues + orbit.len() {
            continue;
        }
        for &i in orbit {
            values[i] = 0;
        }
        let keep = Grid::from_values(&values)
            .is_some_and(|candidate| candidate.is_uniquely_solvable() && accept(&candidate));
        if keep {
            clues -= orbit.len();
        } else {
            for &i in orbit {
                values[i] = solution.values()[i];
            }
        }
    }
    let puzzle = Grid::from_values(&values).unwrap_or(solution);
    Generated { puzzle, solution }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_partition_the_grid() {
        for sym in Symmetry::ALL {
            let orbits = sym.orbits();
            let mut all: Vec<usize> = orbits.concat();
            all.sort_unstable();
            assert_eq!(all, (0..81).collect::<Vec<_>>(), "{sym}");
            assert_eq!(sym.name().parse::<Symmetry>(), Ok(sym));
        }
        assert_eq!(Symmetry::Central.orbits().len(), 41);
        assert!("spiral".parse::<Symmetry>().is_err());
    }

    #[test]
    fn generated_puzzle_is_unique_and_symmetric() {
        let g = generate_with_seed(7, &GenerateOptions::default());
        assert!(g.solution.is_solved());
        assert!(g.puzzle.is_extended_by(&g.solution));
        assert_eq!(g.puzzle.solution(), Some(g.solution));
        assert!(Symmetry::Central.is_respected_by(&g.puzzle));
    }
}
