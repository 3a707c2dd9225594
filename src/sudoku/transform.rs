//! Transformations that keep validity, the number of solutions and the difficulty: digit
//! relabelling, row swaps within a band, column swaps within a stack, band and stack swaps and
//! transposition. The canonical form of a grid's class under all of them is in `canon.rs`.

use rand::Rng;
use rand::seq::SliceRandom;

use super::grid::Grid;
use super::strategy::Candidates;

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

    /// The index of the source cell that lands on cell `(r, c)` of the result.
    fn source(&self, r: usize, c: usize) -> usize {
        let (sr, sc) = (usize::from(self.rows[r]), usize::from(self.cols[c]));
        if self.transpose {
            sc * 9 + sr
        } else {
            sr * 9 + sc
        }
    }

    /// The transformed grid.
    pub fn apply(&self, grid: &Grid) -> Grid {
        let src = grid.values();
        let mut out = [0u8; 81];
        for (i, slot) in out.iter_mut().enumerate() {
            *slot = self.digits[usize::from(src[self.source(i / 9, i % 9)])];
        }
        Grid::from_values(&out).unwrap_or(*grid)
    }

    /// The transformed position: digits and candidates move with their cells as in
    /// [`Transform::apply`], relabelled the same way.
    pub fn apply_to_candidates(&self, position: &Candidates) -> Candidates {
        let (values, cands) = (position.values_raw(), position.cands_raw());
        let mut new_values = [0u8; 81];
        let mut new_cands = [0u16; 81];
        for i in 0..81 {
            let s = self.source(i / 9, i % 9);
            new_values[i] = self.digits[usize::from(values[s])];
            for d in 0..9 {
                if cands[s] & (1 << d) != 0 {
                    new_cands[i] |= 1 << (self.digits[d + 1] - 1);
                }
            }
        }
        Candidates::from_raw(new_values, new_cands)
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
    fn positions_move_with_their_grids() {
        let puzzle = Grid::from_line(
            ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9...",
        )
        .unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let before = Candidates::from_grid(&puzzle);
        for _ in 0..20 {
            let t = Transform::random_with_rng(&mut rng);
            let moved = t.apply_to_candidates(&before);
            assert_eq!(moved, Candidates::from_grid(&t.apply(&puzzle)));
            assert_eq!(moved.to_grid(), t.apply(&puzzle));
        }
    }
}
