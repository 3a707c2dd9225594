//! The generator: three canonical templates, each sampled uniformly, then a random symmetry.
//!
//! The templates are the valid boards whose answer is `col1` (an edge line), `col2` (an inner
//! line) or `diag`. A template is chosen with weights 2 : 2 : 1, one of its valid boards is drawn
//! uniformly, and a uniformly random element of the symmetry group of the square is applied.
//!
//! Why 2 : 2 : 1: each edge line (`row1`, `row4`, `col1`, `col4`) is the image of `col1` under
//! exactly 2 of the 8 symmetries, likewise each inner line of `col2`, and each diagonal is the image
//! of `diag` under 4. So each of the 10 lines is the answer with probability 2/5 · 2/8 = 1/5 · 4/8
//! = 1/10.
//!
//! The distribution this induces over boards is computed by [`prior`] by summing over template ×
//! board × symmetry. Given its answer line, a board is uniform among the boards with that answer:
//! a row or column board has probability 1/10 · 1/405 = 1/4050, a diagonal board 1/10 · 1/332 =
//! 1/3320 (integer weights 332 and 405 out of 1,344,600).

use std::sync::OnceLock;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::board::Board;
use super::line::Line;
use super::symmetry::Symmetry;

/// The three canonical templates, named by their answer line, with their weights.
pub const TEMPLATES: [(Line, u32); 3] = [(Line::Col1, 2), (Line::Col2, 2), (Line::Diag, 1)];

/// The sample space of a template: every valid board whose answer is `line`, in increasing mask
/// order. Any line may be asked for (405 boards for a row or column, 332 for a diagonal).
pub fn boards_with_answer(line: Line) -> &'static [Board] {
    static BY_LINE: OnceLock<Vec<Vec<Board>>> = OnceLock::new();
    let by_line = BY_LINE.get_or_init(|| {
        let mut v = vec![Vec::new(); Line::ALL.len()];
        for b in Board::all_valid() {
            if let Some(l) = b.answer() {
                v[l.index()].push(b);
            }
        }
        v
    });
    by_line.get(line.index()).map_or(&[], Vec::as_slice)
}

/// A new valid board drawn with `rng`: template by weight, a uniform board of it, then a uniform
/// symmetry.
pub fn generate_with_rng<R: Rng + ?Sized>(rng: &mut R) -> Board {
    let total: u32 = TEMPLATES.iter().map(|&(_, w)| w).sum();
    let mut pick = rng.random_range(0..total);
    let mut template = Line::Col1;
    for &(line, w) in &TEMPLATES {
        if pick < w {
            template = line;
            break;
        }
        pick -= w;
    }
    let space = boards_with_answer(template);
    let board = space[rng.random_range(0..space.len())];
    let symmetry = Symmetry::ALL[rng.random_range(0..Symmetry::ALL.len())];
    symmetry.apply_board(board)
}

/// A new valid board from `seed` (ChaCha8, the same board on every platform).
pub fn generate_with_seed(seed: u64) -> Board {
    generate_with_rng(&mut ChaCha8Rng::seed_from_u64(seed))
}

/// The exact probability distribution of [`generate_with_rng`] over boards, as integer weights
/// over a common total.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prior {
    boards: Vec<(Board, u64)>,
    total: u64,
}

impl Prior {
    /// Every board the generator can produce with its weight, in increasing mask order.
    pub fn boards(&self) -> &[(Board, u64)] {
        &self.boards
    }

    /// The sum of all weights: board `b` has probability `weight(b) / total()`.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// The weight of `board` (0 when the generator never produces it).
    pub fn weight(&self, board: Board) -> u64 {
        self.boards
            .binary_search_by_key(&board, |&(b, _)| b)
            .map_or(0, |i| self.boards[i].1)
    }

    /// The probability of `board`.
    pub fn probability(&self, board: Board) -> f64 {
        self.weight(board) as f64 / self.total as f64
    }
}

/// The generator's exact distribution, summed over template × template board × symmetry and
/// reduced to lowest terms.
pub fn prior() -> &'static Prior {
    static PRIOR: OnceLock<Prior> = OnceLock::new();
    PRIOR.get_or_init(|| {
        // P(b) = Σ over (template t, board s of t, symmetry g with g(s) = b) of
        //        w_t / W · 1 / |t| · 1 / 8; scale every term by W · 8 · Π|t| to keep integers.
        let sizes: Vec<u64> = TEMPLATES
            .iter()
            .map(|&(l, _)| boards_with_answer(l).len() as u64)
            .collect();
        let product: u64 = sizes.iter().product();
        let mut weights = std::collections::BTreeMap::<Board, u64>::new();
        for (&(line, w), &size) in TEMPLATES.iter().zip(&sizes) {
            let term = u64::from(w) * (product / size.max(1));
            for &s in boards_with_answer(line) {
                for g in Symmetry::ALL {
                    *weights.entry(g.apply_board(s)).or_default() += term;
                }
            }
        }
        let total: u64 = weights.values().sum();
        let g = weights.values().fold(total, |a, &b| gcd(a, b)).max(1);
        Prior {
            boards: weights.into_iter().map(|(b, w)| (b, w / g)).collect(),
            total: total / g,
        }
    })
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}
