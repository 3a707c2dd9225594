//! Killer Sudoku: the grid is divided into cages, each with a sum; a cage's digits add up to its
//! sum and never repeat, on top of the classic rules for rows, columns and boxes.
//!
//! [`Killer`] is a checked puzzle: its cages cover the grid once, each can make its sum, and its
//! givens do not clash. [`KillerError`] names what is wrong with one that is not. The submodules
//! hold one concern each: the digit sets that make a sum ([`combos`]), the exact solver, the text
//! and JSON forms, the generator, and the key that tells two puzzles apart under the grid's
//! symmetries.

mod combos;
mod format;
mod generate;
mod hint;
mod layout;
mod level;
mod logic;
pub mod practice;
mod solve;
mod symmetry;
mod words;

pub use combos::{combinations, max_sum, min_sum};
pub use format::{KillerFormatError, MAX_TEXT_CAGES};
pub use generate::{KillerGenerated, KillerOptions, generate_killer_with_rng};
pub(crate) use hint::first_killer_news;
pub use hint::next_killer_hint;
pub use layout::{
    CAGE_COLOURS, CORNER_BOTTOM_LEFT, CORNER_BOTTOM_RIGHT, CORNER_TOP_LEFT, CORNER_TOP_RIGHT,
    EDGE_BOTTOM, EDGE_LEFT, EDGE_RIGHT, EDGE_TOP,
};
pub use level::{KILLER_LEVELS, KillerLevelPuzzle, generate_killer_level_with_rng, options_for};
pub use logic::{
    BORROWED_UP_TO, KillerPath, KillerStep, KillerTechnique, Side, apply, next_killer_step,
};
pub use symmetry::killer_class_key;
pub(crate) use words::cage_name;
pub use words::set_digits;

use super::{Cell, Digit, Grid};

/// One cage: its cells (ascending, at most nine) and the sum of their digits.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cage {
    sum: u8,
    cells: Vec<Cell>,
}

impl Cage {
    /// The cage of `cells` with `sum`; the cells are sorted. Checked only as part of a
    /// [`Killer`].
    pub fn new(sum: u8, mut cells: Vec<Cell>) -> Cage {
        cells.sort_unstable();
        Cage { sum, cells }
    }

    /// The sum of the cage's digits.
    pub fn sum(&self) -> u8 {
        self.sum
    }

    /// The cage's cells, ascending.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// The cell that carries the sum when the cage is drawn: its top-left cell (the first in
    /// row-major order).
    pub fn anchor(&self) -> Option<Cell> {
        self.cells.first().copied()
    }
}

/// Why cages and givens do not make a Killer puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KillerError {
    /// There are no cages at all.
    #[error("no cages")]
    NoCages,
    /// A cage without cells.
    #[error("cage {0} has no cells")]
    EmptyCage(usize),
    /// A cell number outside 0..81.
    #[error("cell {0} is off the grid (cells are 0 to 80)")]
    OffGrid(usize),
    /// A cage of more than nine cells, which would repeat a digit.
    #[error("the cage at {anchor} has {size} cells; a cage has at most 9")]
    TooBig {
        /// The cage's first cell.
        anchor: Cell,
        /// Its number of cells.
        size: usize,
    },
    /// A cell named twice, in one cage or in two.
    #[error("{0} is in more than one cage")]
    Overlap(Cell),
    /// Cells in no cage.
    #[error("{first} is in no cage ({count} cells in all are not covered)")]
    Uncovered {
        /// The first uncovered cell.
        first: Cell,
        /// How many cells are uncovered.
        count: usize,
    },
    /// A sum that no set of different digits of the cage's size makes.
    #[error(
        "no {size} different digits add up to {sum} (the cage at {anchor}); {size} make {min} to {max}"
    )]
    ImpossibleSum {
        /// The cage's first cell.
        anchor: Cell,
        /// Its number of cells.
        size: usize,
        /// Its sum.
        sum: u32,
        /// The least sum of that many different digits.
        min: u32,
        /// The greatest.
        max: u32,
    },
    /// The sums do not add up to 405, the sum of every digit of a full grid.
    #[error("the cage sums add up to {0}, but a full grid adds up to 405")]
    WrongTotal(u32),
    /// Two givens with the same digit in one house, or in one cage.
    #[error("givens clash: {digit} at {first} and at {second}")]
    Clash {
        /// The repeated digit.
        digit: Digit,
        /// The earlier cell.
        first: Cell,
        /// The later cell.
        second: Cell,
    },
    /// The givens of a cage already add up to more than its sum.
    #[error("the givens of the cage at {anchor} add up to {given}, more than its sum {sum}")]
    GivensOverSum {
        /// The cage's first cell.
        anchor: Cell,
        /// What its givens add up to.
        given: u32,
        /// Its sum.
        sum: u8,
    },
}

/// A checked Killer puzzle: cages that cover the grid once, each able to make its sum, and givens
/// (usually none) that clash nowhere. Whether it has exactly one solution is the solver's answer
/// ([`Killer::uniqueness`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Killer {
    cages: Vec<Cage>,
    givens: Grid,
    cage_of: [u8; 81],
}

impl Killer {
    /// Checks `cages` and `givens`. Cages are kept in the order of their first cell.
    pub fn new(mut cages: Vec<Cage>, givens: Grid) -> Result<Killer, KillerError> {
        if cages.is_empty() {
            return Err(KillerError::NoCages);
        }
        for cage in &mut cages {
            cage.cells.sort_unstable();
        }
        if let Some(i) = cages.iter().position(|c| c.cells.is_empty()) {
            return Err(KillerError::EmptyCage(i + 1));
        }
        cages.sort_by_key(|c| c.cells[0]);
        const NONE: u8 = u8::MAX;
        let mut cage_of = [NONE; 81];
        for (k, cage) in cages.iter().enumerate() {
            for &cell in &cage.cells {
                if cage_of[cell.index()] != NONE {
                    return Err(KillerError::Overlap(cell));
                }
                cage_of[cell.index()] = k as u8;
            }
            let (size, sum) = (cage.cells.len(), u32::from(cage.sum));
            let anchor = cage.cells[0];
            if size > 9 {
                return Err(KillerError::TooBig { anchor, size });
            }
            let (min, max) = (min_sum(size), max_sum(size));
            if sum < min || sum > max {
                return Err(KillerError::ImpossibleSum {
                    anchor,
                    size,
                    sum,
                    min,
                    max,
                });
            }
        }
        let uncovered: Vec<Cell> = Cell::all().filter(|c| cage_of[c.index()] == NONE).collect();
        if let Some(&first) = uncovered.first() {
            return Err(KillerError::Uncovered {
                first,
                count: uncovered.len(),
            });
        }
        let total: u32 = cages.iter().map(|c| u32::from(c.sum)).sum();
        if total != 405 {
            return Err(KillerError::WrongTotal(total));
        }
        if let Some((first, second)) = givens.first_clash()
            && let Some(digit) = givens.get(first)
        {
            return Err(KillerError::Clash {
                digit,
                first,
                second,
            });
        }
        for cage in &cages {
            let mut given = 0u32;
            for (n, &second) in cage.cells.iter().enumerate() {
                let Some(digit) = givens.get(second) else {
                    continue;
                };
                given += u32::from(digit.get());
                let earlier = cage.cells[..n].iter().copied();
                if let Some(first) = earlier.into_iter().find(|&b| givens.get(b) == Some(digit)) {
                    return Err(KillerError::Clash {
                        digit,
                        first,
                        second,
                    });
                }
            }
            if given > u32::from(cage.sum) {
                return Err(KillerError::GivensOverSum {
                    anchor: cage.cells[0],
                    given,
                    sum: cage.sum,
                });
            }
        }
        Ok(Killer {
            cages,
            givens,
            cage_of,
        })
    }

    /// The cages, in the order of their first cell.
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The givens (empty cells for a Killer without givens).
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The index into [`Killer::cages`] of the cage that holds `cell`.
    pub fn cage_index(&self, cell: Cell) -> usize {
        usize::from(self.cage_of[cell.index()])
    }

    /// The cage that holds `cell`.
    pub fn cage_of(&self, cell: Cell) -> &Cage {
        &self.cages[self.cage_index(cell)]
    }

    /// Whether `grid` is a solution: full, the classic rules kept, the givens kept, and every
    /// cage's digits different and adding up to its sum.
    pub fn is_solved_by(&self, grid: &Grid) -> bool {
        grid.is_solved()
            && self.givens.is_extended_by(grid)
            && self.cages.iter().all(|cage| {
                let mut seen = 0u16;
                let mut total = 0u32;
                for &c in &cage.cells {
                    let Some(d) = grid.get(c) else { return false };
                    seen |= d.bit();
                    total += u32::from(d.get());
                }
                seen.count_ones() as usize == cage.cells.len() && total == u32::from(cage.sum)
            })
    }
}

#[cfg(test)]
mod tests;
