//! Transformations that keep validity, the number of solutions and the difficulty: digit
//! relabelling, row swaps within a band, column swaps within a stack, band and stack swaps and
//! transposition; and the canonical form of a grid's equivalence class under all of them.

use std::cmp::Ordering;

use rand::Rng;
use rand::seq::SliceRandom;

use super::grid::Grid;

/// One element of the transformation group: an optional transposition, then a row and a column
/// permutation that keep bands and stacks together, then a digit relabelling.
///
/// [`Transform::apply`] maps cell `(r, c)` of the result to cell `(rows[r], cols[c])` of the
/// (possibly transposed) source, with its digit relabelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Transform {
    transpose: bool,
    rows: [u8; 9],
    cols: [u8; 9],
    digits: [u8; 10],
}

impl Default for Transform {
    fn default() -> Self {
        Transform::identity()
    }
}

/// A random permutation of 0..9 that keeps the groups {0,1,2}, {3,4,5}, {6,7,8} together.
fn random_line_permutation<R: Rng + ?Sized>(rng: &mut R) -> [u8; 9] {
    let mut groups = [0u8, 1, 2];
    groups.shuffle(rng);
    let mut out = [0u8; 9];
    for (slot, &g) in groups.iter().enumerate() {
        let mut within = [0u8, 1, 2];
        within.shuffle(rng);
        for (k, &w) in within.iter().enumerate() {
            out[slot * 3 + k] = g * 3 + w;
        }
    }
    out
}

/// Whether `p` is a permutation of 0..9 that keeps the groups of three together.
fn is_line_permutation(p: &[u8; 9]) -> bool {
    let mut seen = [false; 9];
    for (slot, &x) in p.iter().enumerate() {
        let x = usize::from(x);
        if x > 8 || seen[x] || x / 3 != usize::from(p[slot / 3 * 3]) / 3 {
            return false;
        }
        seen[x] = true;
    }
    true
}

impl Transform {
    /// The transformation that changes nothing.
    pub fn identity() -> Transform {
        Transform {
            transpose: false,
            rows: [0, 1, 2, 3, 4, 5, 6, 7, 8],
            cols: [0, 1, 2, 3, 4, 5, 6, 7, 8],
            digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        }
    }

    /// A transformation drawn uniformly from the whole group (2 · 6⁸ geometric · 9! relabellings).
    pub fn random_with_rng<R: Rng + ?Sized>(rng: &mut R) -> Transform {
        let transpose = rng.random_bool(0.5);
        let rows = random_line_permutation(rng);
        let cols = random_line_permutation(rng);
        let mut digits = [0u8, 1, 2, 3, 4, 5, 6, 7, 8, 9];
        digits[1..].shuffle(rng);
        Transform {
            transpose,
            rows,
            cols,
            digits,
        }
    }

    /// Builds a transformation from its parts; `None` unless `rows` and `cols` are permutations
    /// of 0..9 that keep bands (stacks) together and `digits` is a permutation of 1..=9 (digit
    /// `d` becomes `digits[d - 1]`).
    pub fn new(
        transpose: bool,
        rows: [u8; 9],
        cols: [u8; 9],
        digits: [u8; 9],
    ) -> Option<Transform> {
        let mut seen = [false; 10];
        for &d in &digits {
            let d = usize::from(d);
            if !(1..=9).contains(&d) || seen[d] {
                return None;
            }
            seen[d] = true;
        }
        if !is_line_permutation(&rows) || !is_line_permutation(&cols) {
            return None;
        }
        let mut map = [0u8; 10];
        map[1..].copy_from_slice(&digits);
        Some(Transform {
            transpose,
            rows,
            cols,
            digits: map,
        })
    }

    /// Swaps digits `a` and `b` (1..=9); other digits stay. `None` for a digit out of range.
    pub fn swap_digits(a: u8, b: u8) -> Option<Transform> {
        let mut digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        let (ia, ib) = (
            usize::from(a).checked_sub(1)?,
            usize::from(b).checked_sub(1)?,
        );
        if ia > 8 || ib > 8 {
            return None;
        }
        digits.swap(ia, ib);
        Transform::new(
            false,
            Transform::identity().rows,
            Transform::identity().cols,
            digits,
        )
    }

    /// Transposition: rows become columns.
    pub fn transposition() -> Transform {
        Transform {
            transpose: true,
            ..Transform::identity()
        }
    }

    /// Swaps rows `a` and `b` (0..9), which must lie in the same band.
    pub fn swap_rows(a: usize, b: usize) -> Option<Transform> {
        let mut t = Transform::identity();
        swap_lines(&mut t.rows, a, b)?;
        Some(t)
    }

    /// Swaps columns `a` and `b` (0..9), which must lie in the same stack.
    pub fn swap_cols(a: usize, b: usize) -> Option<Transform> {
        let mut t = Transform::identity();
        swap_lines(&mut t.cols, a, b)?;
        Some(t)
    }

    /// Swaps bands `a` and `b` (0..3).
    pub fn swap_bands(a: usize, b: usize) -> Option<Transform> {
        let mut t = Transform::identity();
        swap_groups(&mut t.rows, a, b)?;
        Some(t)
    }

    /// Swaps stacks `a` and `b` (0..3).
    pub fn swap_stacks(a: usize, b: usize) -> Option<Transform> {
        let mut t = Transform::identity();
        swap_groups(&mut t.cols, a, b)?;
        Some(t)
    }

    /// The transformed grid.
    pub fn apply(&self, grid: &Grid) -> Grid {
        let src = grid.values();
        let mut out = [0u8; 81];
        for (r, &sr) in self.rows.iter().enumerate() {
            for (c, &sc) in self.cols.iter().enumerate() {
                let (sr, sc) = (usize::from(sr), usize::from(sc));
                let i = if self.transpose {
                    sc * 9 + sr
                } else {
                    sr * 9 + sc
                };
                out[r * 9 + c] = self.digits[usize::from(src[i])];
            }
        }
        Grid::from_values(&out).unwrap_or(*grid)
    }

    /// The transformation that applies `self`, then `next`.
    pub fn then(&self, next: &Transform) -> Transform {
        let mut digits = [0u8; 10];
        for (v, slot) in digits.iter_mut().enumerate() {
            *slot = next.digits[usize::from(self.digits[v])];
        }
        let compose = |outer: &[u8; 9], inner: &[u8; 9]| {
            let mut p = [0u8; 9];
            for (k, slot) in p.iter_mut().enumerate() {
                *slot = inner[usize::from(outer[k])];
            }
            p
        };
        if next.transpose {
            Transform {
                transpose: !self.transpose,
                rows: compose(&next.rows, &self.cols),
                cols: compose(&next.cols, &self.rows),
                digits,
            }
        } else {
            Transform {
                transpose: self.transpose,
                rows: compose(&next.rows, &self.rows),
                cols: compose(&next.cols, &self.cols),
                digits,
            }
        }
    }
}

/// Swaps the lines at positions `a` and `b` of `p` when they lie in the same group of three.
fn swap_lines(p: &mut [u8; 9], a: usize, b: usize) -> Option<()> {
    if a > 8 || b > 8 || a / 3 != b / 3 {
        return None;
    }
    p.swap(a, b);
    Some(())
}

/// Swaps groups of three `a` and `b` of `p`.
fn swap_groups(p: &mut [u8; 9], a: usize, b: usize) -> Option<()> {
    if a > 2 || b > 2 {
        return None;
    }
    for k in 0..3 {
        p.swap(a * 3 + k, b * 3 + k);
    }
    Some(())
}

/// All 1296 column orders that keep stacks together.
fn line_permutations() -> Vec<[u8; 9]> {
    const PERMS: [[u8; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut out = Vec::with_capacity(1296);
    for stacks in PERMS {
        for p0 in PERMS {
            for p1 in PERMS {
                for p2 in PERMS {
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
/// The search fixes the first row (transposition, source row, column order) by exhaustion, then
/// explores the row orders depth-first, pruning every branch whose prefix exceeds the best found.
/// Puzzles and full grids take well under ten milliseconds; nearly empty grids, where almost every
/// branch ties, are the slow case (about a second for the empty grid).
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

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn composition_matches_sequential_application() {
        let g = Grid::from_line(SOLVED).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for _ in 0..50 {
            let a = Transform::random_with_rng(&mut rng);
            let b = Transform::random_with_rng(&mut rng);
            assert_eq!(a.then(&b).apply(&g), b.apply(&a.apply(&g)));
            assert!(a.apply(&g).is_solved());
        }
    }

    #[test]
    fn canonical_form_is_invariant() {
        let g = Grid::from_line(SOLVED).unwrap();
        let c = canonical_form(&g);
        assert!(c.is_solved());
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for _ in 0..5 {
            let t = Transform::random_with_rng(&mut rng);
            assert_eq!(canonical_form(&t.apply(&g)), c);
        }
    }
}
