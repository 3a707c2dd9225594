//! [`Symmetry`]: the 8 symmetries of the square (4 rotations, each with or without a mirror),
//! acting on tiles, tile masks, boards and lines.
//!
//! Each symmetry keeps the rules of the puzzle (6 wrong tiles, exactly one full line), so it maps
//! valid boards to valid boards, and the answer line of the image is the image of the answer line.

use std::fmt;

use super::board::{Board, Tile};
use super::line::Line;

/// An element of the symmetry group of the square: first an optional left-right mirror, then
/// 0 to 3 quarter turns clockwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Symmetry {
    mirror: bool,
    quarter_turns: u8,
}

impl Symmetry {
    /// The identity.
    pub const IDENTITY: Symmetry = Symmetry {
        mirror: false,
        quarter_turns: 0,
    };

    /// All 8 symmetries: the 4 rotations (0°, 90°, 180°, 270° clockwise), then the same after a
    /// left-right mirror.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::new(false, 0),
        Symmetry::new(false, 1),
        Symmetry::new(false, 2),
        Symmetry::new(false, 3),
        Symmetry::new(true, 0),
        Symmetry::new(true, 1),
        Symmetry::new(true, 2),
        Symmetry::new(true, 3),
    ];

    /// The symmetry that mirrors left-right when `mirror` is set, then turns `quarter_turns` times
    /// 90° clockwise (taken modulo 4).
    pub const fn new(mirror: bool, quarter_turns: u8) -> Symmetry {
        Symmetry {
            mirror,
            quarter_turns: quarter_turns % 4,
        }
    }

    /// Whether a mirror is applied (before the rotation).
    pub fn is_mirror(self) -> bool {
        self.mirror
    }

    /// How many quarter turns clockwise follow the optional mirror, 0 to 3.
    pub fn quarter_turns(self) -> u8 {
        self.quarter_turns
    }

    /// The position of this symmetry in [`Symmetry::ALL`], 0 to 7.
    pub fn index(self) -> usize {
        usize::from(self.mirror) * 4 + usize::from(self.quarter_turns)
    }

    /// The image of `tile`.
    pub fn apply_tile(self, tile: Tile) -> Tile {
        let (mut r, mut c) = (tile.row(), tile.col());
        if self.mirror {
            c = 3 - c;
        }
        for _ in 0..self.quarter_turns {
            // A quarter turn clockwise: (row, col) -> (col, 3 - row).
            (r, c) = (c, 3 - r);
        }
        // Rows and columns stay in 0..4, so the tile always exists.
        Tile::at(r, c).unwrap_or(tile)
    }

    /// The image of a set of tiles given as a mask.
    pub fn apply_mask(self, mask: u16) -> u16 {
        Tile::in_mask(mask).fold(0, |m, t| m | self.apply_tile(t).bit())
    }

    /// The image of `board`: tile `t` of the board becomes tile `self.apply_tile(t)`.
    pub fn apply_board(self, board: Board) -> Board {
        Board::from_bits(self.apply_mask(board.bits()))
    }

    /// The image of `line`.
    pub fn apply_line(self, line: Line) -> Line {
        let mut l = line;
        if self.mirror {
            l = mirror_line(l);
        }
        for _ in 0..self.quarter_turns {
            l = turn_line(l);
        }
        l
    }

    /// The symmetry that undoes this one.
    pub fn inverse(self) -> Symmetry {
        if self.mirror {
            // A mirror followed by a turn is its own inverse.
            self
        } else {
            Symmetry::new(false, 4 - self.quarter_turns)
        }
    }

    /// The symmetry "first `self`, then `next`".
    pub fn then(self, next: Symmetry) -> Symmetry {
        // Mirror after a turn equals the reverse turn after a mirror: M·R^k = R^-k·M.
        let turns = if next.mirror {
            4 - self.quarter_turns
        } else {
            self.quarter_turns
        };
        Symmetry::new(self.mirror != next.mirror, turns + next.quarter_turns)
    }
}

impl fmt::Display for Symmetry {
    /// Like `rot90` or `mirror+rot270`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.mirror {
            f.write_str("mirror+")?;
        }
        write!(f, "rot{}", u16::from(self.quarter_turns) * 90)
    }
}

/// Left-right mirror: rows stay, columns reverse, the diagonals swap.
fn mirror_line(l: Line) -> Line {
    match l {
        Line::Col1 => Line::Col4,
        Line::Col2 => Line::Col3,
        Line::Col3 => Line::Col2,
        Line::Col4 => Line::Col1,
        Line::Diag => Line::Anti,
        Line::Anti => Line::Diag,
        row => row,
    }
}

/// A quarter turn clockwise: row r becomes column 5 - r, column c becomes row c, and the
/// diagonals swap.
fn turn_line(l: Line) -> Line {
    match l {
        Line::Row1 => Line::Col4,
        Line::Row2 => Line::Col3,
        Line::Row3 => Line::Col2,
        Line::Row4 => Line::Col1,
        Line::Col1 => Line::Row1,
        Line::Col2 => Line::Row2,
        Line::Col3 => Line::Row3,
        Line::Col4 => Line::Row4,
        Line::Diag => Line::Anti,
        Line::Anti => Line::Diag,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_map_like_their_tiles() {
        for s in Symmetry::ALL {
            for l in Line::ALL {
                assert_eq!(s.apply_mask(l.mask()), s.apply_line(l).mask(), "{s} {l}");
            }
        }
    }

    #[test]
    fn group_laws() {
        for a in Symmetry::ALL {
            assert_eq!(a.then(a.inverse()), Symmetry::IDENTITY);
            for b in Symmetry::ALL {
                for t in Tile::all() {
                    assert_eq!(a.then(b).apply_tile(t), b.apply_tile(a.apply_tile(t)));
                }
            }
        }
        let images: std::collections::BTreeSet<u16> =
            Symmetry::ALL.iter().map(|s| s.apply_mask(0b0111)).collect();
        assert_eq!(images.len(), 8, "the 8 symmetries are distinct");
    }
}
