//! The Killer generator: a random full grid, cut into cages by merging.
//!
//! It starts from 81 one-cell cages (each one a given, so the solution is unique) and merges two
//! neighbouring cages at a time, smallest first, keeping a merge only when the digits of the two
//! do not repeat, the new cage is not too big, and the solver still finds exactly one solution.
//! It stops at the target number of cages, or when no pair of neighbours can merge any more. No
//! givens are needed: uniqueness is kept at every step, never restored afterwards.

use rand::Rng;
use rand::seq::SliceRandom;

use super::super::{Cell, Grid, Uniqueness, random_solved_grid_with_rng};
use super::{Cage, Killer};

/// What the generator aims for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KillerOptions {
    /// Stop merging at this many cages (the fewer, the harder).
    pub target_cages: usize,
    /// No cage grows beyond this many cells.
    pub max_cage_size: usize,
}

impl Default for KillerOptions {
    fn default() -> Self {
        KillerOptions {
            target_cages: 28,
            max_cage_size: 5,
        }
    }
}

/// A generated puzzle with its solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KillerGenerated {
    /// The puzzle (no givens).
    pub puzzle: Killer,
    /// Its one solution.
    pub solution: Grid,
}

/// Orthogonal neighbours of cell `i`.
fn neighbours(i: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / 9, i % 9);
    [
        (r > 0).then(|| i - 9),
        (r < 8).then(|| i + 9),
        (c > 0).then(|| i - 1),
        (c < 8).then(|| i + 1),
    ]
    .into_iter()
    .flatten()
}

/// The cages of a partition (`cage[i]` is cell `i`'s label) with the sums of `solution`.
fn cages_of(cage: &[usize; 81], solution: &Grid) -> Vec<Cage> {
    let mut cells: Vec<Vec<Cell>> = vec![Vec::new(); 81];
    for (cell, &k) in Cell::all().zip(cage) {
        cells[k].push(cell);
    }
    cells
        .into_iter()
        .filter(|c| !c.is_empty())
        .map(|c| {
            let sum = c.iter().map(|&x| solution.values()[x.index()]).sum();
            Cage::new(sum, c)
        })
        .collect()
}

/// A new Killer without givens, with exactly one solution, drawn from `rng`.
pub fn generate_killer_with_rng<R: Rng + ?Sized>(
    rng: &mut R,
    options: &KillerOptions,
) -> KillerGenerated {
    let solution = random_solved_grid_with_rng(rng);
    let values = *solution.values();
    // Each cell's cage label (a cell index of the cage), and each label's cells and digits.
    let mut cage: [usize; 81] = std::array::from_fn(|i| i);
    let mut size = [1usize; 81];
    let mut digits: [u16; 81] = std::array::from_fn(|i| 1 << (values[i] - 1));
    let mut count = 81;
    // Pairs of labels tried and refused, so they are not tried again.
    let mut refused: Vec<(usize, usize)> = Vec::new();
    let mut order: Vec<usize> = (0..81).collect();
    while count > options.target_cages {
        // Neighbouring pairs that may merge, the smallest cages first.
        order.shuffle(rng);
        order.sort_by_key(|&i| size[cage[i]]);
        let pair = order.iter().find_map(|&i| {
            let a = cage[i];
            let mut options_here: Vec<usize> = neighbours(i)
                .map(|j| cage[j])
                .filter(|&b| {
                    b != a
                        && size[a] + size[b] <= options.max_cage_size
                        && digits[a] & digits[b] == 0
                        && !refused.contains(&(a.min(b), a.max(b)))
                })
                .collect();
            options_here.shuffle(rng);
            options_here.first().map(|&b| (a, b))
        });
        let Some((a, b)) = pair else { break };
        let mut merged = cage;
        for k in merged.iter_mut().filter(|k| **k == b) {
            *k = a;
        }
        let unique = Killer::new(cages_of(&merged, &solution), Grid::empty())
            .map(|k| matches!(k.uniqueness(), Uniqueness::Unique(_)))
            .unwrap_or(false);
        if unique {
            cage = merged;
            size[a] += size[b];
            digits[a] |= digits[b];
            count -= 1;
            // A refusal involving either label no longer stands: the merged cage is new.
            refused.retain(|&(x, y)| x != a && y != a && x != b && y != b);
        } else {
            refused.push((a.min(b), a.max(b)));
        }
    }
    let puzzle = Killer::new(cages_of(&cage, &solution), Grid::empty());
    match puzzle {
        Ok(puzzle) => KillerGenerated { puzzle, solution },
        // The partition covers the grid with cages of different digits whose sums come from a
        // full grid, so it is always a puzzle; a fresh draw keeps this total.
        Err(_) => generate_killer_with_rng(rng, options),
    }
}
