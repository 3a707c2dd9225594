//! The canonical form of a grid's class: the one representative that every grid reachable by the
//! 3,359,232 validity-preserving transformations (see [`Transform`](super::Transform)), combined
//! with any digit relabelling, shares; and a 64-bit key of it for remembering classes compactly.
//!
//! The form is the least grid in row-major order (empty as `0`) over the whole class, with digits
//! relabelled in order of first appearance, so it starts with as many empty cells as possible.
//! The search fixes the first row by exhaustion over transposition, source row and the 1296 column
//! orders, then explores row orders depth-first, pruning every branch whose prefix already exceeds
//! the best grid found. Generated puzzles take about a tenth of a millisecond (a few milliseconds
//! at worst); full grids about a millisecond; nearly empty grids, where almost every branch ties,
//! are the slow case (about a second for the empty grid).

use std::cmp::Ordering;

use super::geometry::ORDERS_OF_THREE;
use super::grid::Grid;

/// All 1296 column orders that keep stacks together.
fn line_permutations() -> Vec<[u8; 9]> {
    let mut out = Vec::with_capacity(1296);
    for stacks in ORDERS_OF_THREE {
        for p0 in ORDERS_OF_THREE {
            for p1 in ORDERS_OF_THREE {
                for p2 in ORDERS_OF_THREE {
                    let within = [p0, p1, p2];
                    let mut cols = [0u8; 9];
                    for s in 0..3 {
                        for k in 0..3 {
                            cols[s * 3 + k] = stacks[s] * 3 + within[s][k];
                        }
                    }
                    out.push(cols);
                }
            }
        }
    }
    out
}

/// Digits relabelled in order of first appearance, as the canonical search builds them.
#[derive(Clone, Copy)]
struct Relabel {
    map: [u8; 10],
    next: u8,
}

impl Relabel {
    fn new() -> Relabel {
        Relabel {
            map: [0; 10],
            next: 1,
        }
    }

    #[inline]
    fn label(&mut self, v: u8) -> u8 {
        if v == 0 {
            return 0;
        }
        let slot = &mut self.map[usize::from(v)];
        if *slot == 0 {
            *slot = self.next;
            self.next += 1;
        }
        *slot
    }
}

/// Writes source row `row` in column order `cols`, relabelled, into `out`, comparing with `bound`
/// as it goes when `bound` is given; stops early (returning `Greater`) once the row exceeds it.
fn emit_row(
    src: &[u8; 81],
    row: usize,
    cols: &[u8; 9],
    relabel: &mut Relabel,
    bound: Option<&[u8; 9]>,
    out: &mut [u8; 9],
) -> Ordering {
    let mut ord = if bound.is_some() {
        Ordering::Equal
    } else {
        Ordering::Less
    };
    for (k, &c) in cols.iter().enumerate() {
        let v = relabel.label(src[row * 9 + usize::from(c)]);
        out[k] = v;
        if ord == Ordering::Equal
            && let Some(b) = bound
        {
            ord = v.cmp(&b[k]);
            if ord == Ordering::Greater {
                return ord;
            }
        }
    }
    ord
}

/// The depth-first search over row orders for one choice of transposition, first row and column
/// order, keeping `best` the least grid found so far.
struct RowSearch<'a> {
    src: &'a [u8; 81],
    cols: &'a [u8; 9],
    best: &'a mut [[u8; 9]; 9],
    /// How many leading rows of `best` are real; rows beyond are not yet known.
    valid: &'a mut usize,
}

impl RowSearch<'_> {
    fn run(&mut self, slot: usize, used: u16, band: usize, relabel: Relabel) {
        if slot == 9 {
            return;
        }
        // A new band starts with any row of an unused band; otherwise the band goes on.
        let rows = (0..9usize).filter(|&r| {
            if slot.is_multiple_of(3) {
                used & (1 << (9 + r / 3)) == 0
            } else {
                r / 3 == band && used & (1 << r) == 0
            }
        });
        for r in rows {
            let mut rl = relabel;
            let mut out = [0u8; 9];
            let bound = (slot < *self.valid).then_some(self.best[slot]);
            let ord = emit_row(self.src, r, self.cols, &mut rl, bound.as_ref(), &mut out);
            match ord {
                Ordering::Greater => continue,
                Ordering::Less => {
                    self.best[slot] = out;
                    *self.valid = slot + 1;
                }
                Ordering::Equal => {}
            }
            // Bits 0..9 mark the rows used, bits 9..12 the bands.
            let u = used | (1 << r) | (1 << (9 + r / 3));
            self.run(slot + 1, u, r / 3, rl);
        }
    }
}

/// The canonical form of `grid`: the least grid, comparing the 81 values row-major with empty as 0,
/// among all grids that transposition, band/stack swaps, row/column swaps within them and digit
/// relabelling make of it. Two grids are equivalent exactly when their canonical forms are equal.
///
/// See the module's header for the search and its cost.
pub fn canonical_form(grid: &Grid) -> Grid {
    let straight = *grid.values();
    let mut transposed = [0u8; 81];
    for r in 0..9 {
        for c in 0..9 {
            transposed[c * 9 + r] = straight[r * 9 + c];
        }
    }
    let sources = [straight, transposed];
    let perms = line_permutations();

    // The least first row and every way to reach it.
    let mut first: Option<[u8; 9]> = None;
    let mut starts: Vec<(usize, usize, usize, Relabel)> = Vec::new();
    for (t, src) in sources.iter().enumerate() {
        for r0 in 0..9 {
            for (p, cols) in perms.iter().enumerate() {
                let mut rl = Relabel::new();
                let mut out = [0u8; 9];
                match emit_row(src, r0, cols, &mut rl, first.as_ref(), &mut out) {
                    Ordering::Greater => {}
                    Ordering::Less => {
                        first = Some(out);
                        starts.clear();
                        starts.push((t, r0, p, rl));
                    }
                    Ordering::Equal => starts.push((t, r0, p, rl)),
                }
            }
        }
    }
    let mut best = [[0u8; 9]; 9];
    best[0] = first.unwrap_or([0; 9]);
    let mut valid = 1;
    for (t, r0, p, rl) in starts {
        let (Some(src), Some(cols)) = (sources.get(t), perms.get(p)) else {
            continue;
        };
        let mut search = RowSearch {
            src,
            cols,
            best: &mut best,
            valid: &mut valid,
        };
        let used = (1u16 << r0) | (1 << (9 + r0 / 3));
        search.run(1, used, r0 / 3, rl);
    }
    let values: Vec<u8> = best.concat();
    Grid::from_values(&values).unwrap_or(*grid)
}

/// A 64-bit key of the class of `grid`: the FNV-1a hash of its canonical form's 81 values. Equal
/// for equivalent grids; for different classes equal only by a hash collision (about one pair in
/// 10¹³ among a few thousand classes). The same on every platform and in every version that keeps
/// this definition, so keys can be stored.
pub fn class_key(grid: &Grid) -> u64 {
    key_of_form(&canonical_form(grid))
}

/// The key of a grid already in canonical form (see [`class_key`]).
pub(crate) fn key_of_form(form: &Grid) -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    form.values()
        .iter()
        .fold(OFFSET, |h, &v| (h ^ u64::from(v)).wrapping_mul(PRIME))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::{GenerateOptions, Transform, generate_with_rng};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use std::collections::HashSet;

    /// The least grid over every one of the 2 · 1296 · 1296 geometric transformations, digits
    /// relabelled by first appearance: no pruning, no first-row shortcut.
    fn brute_force_form(grid: &Grid) -> Grid {
        let src = *grid.values();
        let perms = line_permutations();
        let mut best = [u8::MAX; 81];
        for transpose in [false, true] {
            for rows in &perms {
                // The rows in this order, read straight or transposed.
                let mut by_rows = [0u8; 81];
                for (r, &sr) in rows.iter().enumerate() {
                    for c in 0..9 {
                        let sr = usize::from(sr);
                        by_rows[r * 9 + c] = if transpose {
                            src[c * 9 + sr]
                        } else {
                            src[sr * 9 + c]
                        };
                    }
                }
                for cols in &perms {
                    let mut map = [0u8; 10];
                    let mut next = 1;
                    let mut out = [0u8; 81];
                    let mut ord = Ordering::Equal;
                    for i in 0..81 {
                        let v = by_rows[(i / 9) * 9 + usize::from(cols[i % 9])];
                        let v = if v == 0 {
                            0
                        } else {
                            if map[usize::from(v)] == 0 {
                                map[usize::from(v)] = next;
                                next += 1;
                            }
                            map[usize::from(v)]
                        };
                        out[i] = v;
                        if ord == Ordering::Equal {
                            ord = v.cmp(&best[i]);
                            if ord == Ordering::Greater {
                                break;
                            }
                        }
                    }
                    if ord == Ordering::Less {
                        best = out;
                    }
                }
            }
        }
        Grid::from_values(&best).unwrap()
    }

    fn generated(seed: u64, n: usize) -> Vec<Grid> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        (0..n)
            .map(|_| generate_with_rng(&mut rng, &GenerateOptions::default()).puzzle)
            .collect()
    }

    #[test]
    fn the_search_finds_the_least_grid_of_the_whole_class() {
        // Two generated puzzles and a sparse grid with many ties, against plain exhaustion.
        let mut grids = generated(11, 2);
        grids.push(
            Grid::from_line(
                "1.......2.....3.....4.........5.....6........7...8..........9..........1.........",
            )
            .unwrap(),
        );
        for g in &grids {
            assert_eq!(canonical_form(g), brute_force_form(g), "{g:?}");
        }
    }

    /// The whole check on more puzzles (a minute in a debug build):
    /// `cargo test --no-default-features --lib canon -- --ignored`
    #[test]
    #[ignore]
    fn the_search_matches_exhaustion_on_many_puzzles() {
        for g in generated(12, 20) {
            assert_eq!(canonical_form(&g), brute_force_form(&g), "{g:?}");
        }
    }

    #[test]
    fn transformed_copies_share_a_form_and_different_puzzles_differ() {
        let mut rng = ChaCha8Rng::seed_from_u64(13);
        let puzzles = generated(14, 40);
        let mut keys = HashSet::new();
        for p in &puzzles {
            let form = canonical_form(p);
            assert_eq!(canonical_form(&form), form);
            assert_eq!(form.n_filled(), p.n_filled());
            let key = class_key(p);
            assert_eq!(key, key_of_form(&form));
            for _ in 0..3 {
                let copy = Transform::random_with_rng(&mut rng).apply(p);
                assert_eq!(canonical_form(&copy), form);
                assert_eq!(class_key(&copy), key);
            }
            keys.insert(key);
        }
        assert_eq!(keys.len(), puzzles.len());
        // One given more or less is another class.
        let p = puzzles[0];
        let solution = p.solution().unwrap();
        let empty = (0..81).find(|&i| p.values()[i] == 0).unwrap();
        let mut v = *p.values();
        v[empty] = solution.values()[empty];
        assert_ne!(class_key(&Grid::from_values(&v).unwrap()), class_key(&p));
    }

    #[test]
    fn classes_agree_with_an_independent_canonicaliser() {
        // The `sudoku` crate canonicalises through the solution grid; for grids without
        // automorphisms two puzzles are equivalent exactly when its forms are equal.
        let theirs = |g: &Grid| {
            let s = sudoku::Sudoku::from_str_line(&g.to_line()).unwrap();
            s.canonicalized().unwrap()
        };
        let mut rng = ChaCha8Rng::seed_from_u64(15);
        let mut puzzles = generated(16, 30);
        // Equivalent pairs mixed in: a transformed copy of every third puzzle.
        for i in (0..30).step_by(3) {
            let copy = Transform::random_with_rng(&mut rng).apply(&puzzles[i]);
            puzzles.push(copy);
        }
        let forms: Vec<(Grid, (sudoku::Sudoku, usize))> = puzzles
            .iter()
            .map(|p| (canonical_form(p), theirs(p)))
            .collect();
        let mut compared = 0;
        for (i, (a, (ta, na))) in forms.iter().enumerate() {
            for (b, (tb, nb)) in &forms[i + 1..] {
                if *na > 1 || *nb > 1 {
                    continue;
                }
                assert_eq!(a == b, ta == tb);
                compared += 1;
            }
        }
        assert!(compared > 700, "{compared}");
    }

    #[test]
    fn keys_are_stable() {
        // A stored key must not change with the platform or the toolchain.
        assert_eq!(key_of_form(&Grid::empty()), {
            let mut h: u64 = 0xcbf2_9ce4_8422_2325;
            for _ in 0..81 {
                h = h.wrapping_mul(0x0000_0100_0000_01b3);
            }
            h
        });
        let g = Grid::from_line(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        )
        .unwrap();
        assert_eq!(
            class_key(&g),
            class_key(&Transform::transposition().apply(&g))
        );
    }
}
