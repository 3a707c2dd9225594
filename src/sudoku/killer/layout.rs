//! How a board draws the cages: which sides of a cell a cage's outline runs along, where it turns
//! around a corner of another cage, and four fill colours so that no two touching cages share
//! one.

use super::super::Cell;
use super::Killer;

/// The outline runs along the cell's top side: the cell above is in another cage, or off the
/// grid.
pub const EDGE_TOP: u8 = 1;
/// The outline runs along the right side.
pub const EDGE_RIGHT: u8 = 2;
/// The outline runs along the bottom side.
pub const EDGE_BOTTOM: u8 = 4;
/// The outline runs along the left side.
pub const EDGE_LEFT: u8 = 8;
/// The cage goes on above and to the left, but not diagonally: its outline turns around the
/// top-left corner.
pub const CORNER_TOP_LEFT: u8 = 16;
/// The same at the top-right corner.
pub const CORNER_TOP_RIGHT: u8 = 32;
/// The same at the bottom-right corner.
pub const CORNER_BOTTOM_RIGHT: u8 = 64;
/// The same at the bottom-left corner.
pub const CORNER_BOTTOM_LEFT: u8 = 128;

/// How many fill colours the cages are told apart by.
pub const CAGE_COLOURS: u8 = 4;

impl Killer {
    /// Whether the cells at `(row, col)` and `(row + dr, col + dc)` are in one cage (`false`
    /// off the grid).
    fn same_cage(&self, cell: Cell, dr: isize, dc: isize) -> bool {
        let (r, c) = (cell.row() as isize + dr, cell.col() as isize + dc);
        if !(0..9).contains(&r) || !(0..9).contains(&c) {
            return false;
        }
        Cell::from_row_col(r as usize, c as usize)
            .is_some_and(|other| self.cage_index(other) == self.cage_index(cell))
    }

    /// Where the outline of `cell`'s cage runs in the cell: the `EDGE_*` and `CORNER_*` bits.
    pub fn outline(&self, cell: Cell) -> u8 {
        let same = |dr, dc| self.same_cage(cell, dr, dc);
        let (up, right, down, left) = (same(-1, 0), same(0, 1), same(1, 0), same(0, -1));
        let mut bits = 0;
        for (on, bit) in [
            (!up, EDGE_TOP),
            (!right, EDGE_RIGHT),
            (!down, EDGE_BOTTOM),
            (!left, EDGE_LEFT),
            (up && left && !same(-1, -1), CORNER_TOP_LEFT),
            (up && right && !same(-1, 1), CORNER_TOP_RIGHT),
            (down && right && !same(1, 1), CORNER_BOTTOM_RIGHT),
            (down && left && !same(1, -1), CORNER_BOTTOM_LEFT),
        ] {
            if on {
                bits |= bit;
            }
        }
        bits
    }

    /// A fill colour for each cage (1 to [`CAGE_COLOURS`], by cage index) such that no two cages
    /// that share a side have the same: a search that colours the cage with the fewest colours
    /// left first (cages are regions of a plane, so four always do), the same for every call.
    pub fn four_colours(&self) -> Vec<u8> {
        let n = self.cages().len();
        let mut touching = vec![Vec::new(); n];
        for cell in Cell::all() {
            let k = self.cage_index(cell);
            for (dr, dc) in [(0isize, 1isize), (1, 0)] {
                let (r, c) = (cell.row() as isize + dr, cell.col() as isize + dc);
                let Some(other) = (r < 9 && c < 9)
                    .then(|| Cell::from_row_col(r as usize, c as usize))
                    .flatten()
                else {
                    continue;
                };
                let j = self.cage_index(other);
                if j != k && !touching[k].contains(&j) {
                    touching[k].push(j);
                    touching[j].push(k);
                }
            }
        }
        let mut colours = vec![0u8; n];
        if !colour_from(&touching, &mut colours) {
            // Never for cages of a plane; a colour each keeps them apart all the same.
            for (k, c) in colours.iter_mut().enumerate() {
                *c = (k % usize::from(CAGE_COLOURS)) as u8 + 1;
            }
        }
        colours
    }
}

/// Colours the uncoloured cages of `colours` (0 = none yet), backtracking; `false` when four
/// colours cannot do it from here.
fn colour_from(touching: &[Vec<usize>], colours: &mut [u8]) -> bool {
    // The uncoloured cage with the fewest colours left, then the most neighbours.
    let free = |k: usize, colours: &[u8]| -> Vec<u8> {
        (1..=CAGE_COLOURS)
            .filter(|&c| touching[k].iter().all(|&j| colours[j] != c))
            .collect()
    };
    let next = (0..colours.len())
        .filter(|&k| colours[k] == 0)
        .min_by_key(|&k| (free(k, colours).len(), usize::MAX - touching[k].len()));
    let Some(k) = next else {
        return true;
    };
    for c in free(k, colours) {
        colours[k] = c;
        if colour_from(touching, colours) {
            return true;
        }
    }
    colours[k] = 0;
    false
}
