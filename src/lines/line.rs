//! [`Line`]: the 10 lines of the board — 4 rows, 4 columns and the two diagonals.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::board::Tile;

/// One of the 10 lines of four tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Line {
    /// The first (top) row.
    Row1,
    /// The second row.
    Row2,
    /// The third row.
    Row3,
    /// The fourth (bottom) row.
    Row4,
    /// The first (left) column.
    Col1,
    /// The second column.
    Col2,
    /// The third column.
    Col3,
    /// The fourth (right) column.
    Col4,
    /// The main diagonal, top-left to bottom-right.
    Diag,
    /// The anti-diagonal, top-right to bottom-left.
    Anti,
}

/// A line name that is not one of `row1`–`row4`, `col1`–`col4`, `diag`, `anti`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown line {0:?}, expected row1-row4, col1-col4, diag or anti")]
pub struct ParseLineError(pub String);

impl Line {
    /// All 10 lines: rows, columns, then `diag` and `anti`.
    pub const ALL: [Line; 10] = [
        Line::Row1,
        Line::Row2,
        Line::Row3,
        Line::Row4,
        Line::Col1,
        Line::Col2,
        Line::Col3,
        Line::Col4,
        Line::Diag,
        Line::Anti,
    ];

    /// The position of this line in [`Line::ALL`], 0 to 9.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The line at `i` in [`Line::ALL`], or `None` for `i >= 10`.
    pub fn from_index(i: usize) -> Option<Line> {
        Line::ALL.get(i).copied()
    }

    /// The name used in files and on the command line (`row1`, …, `col4`, `diag`, `anti`).
    pub fn name(self) -> &'static str {
        match self {
            Line::Row1 => "row1",
            Line::Row2 => "row2",
            Line::Row3 => "row3",
            Line::Row4 => "row4",
            Line::Col1 => "col1",
            Line::Col2 => "col2",
            Line::Col3 => "col3",
            Line::Col4 => "col4",
            Line::Diag => "diag",
            Line::Anti => "anti",
        }
    }

    /// The mask of the four tiles of this line.
    pub fn mask(self) -> u16 {
        match self {
            Line::Row1 => 0x000f,
            Line::Row2 => 0x00f0,
            Line::Row3 => 0x0f00,
            Line::Row4 => 0xf000,
            Line::Col1 => 0x1111,
            Line::Col2 => 0x2222,
            Line::Col3 => 0x4444,
            Line::Col4 => 0x8888,
            Line::Diag => 0x8421,
            Line::Anti => 0x1248,
        }
    }

    /// The line whose four tiles are exactly `mask`, if any.
    pub fn from_mask(mask: u16) -> Option<Line> {
        Line::ALL.into_iter().find(|l| l.mask() == mask)
    }

    /// The four tiles of this line, in tile order.
    pub fn tiles(self) -> impl Iterator<Item = Tile> {
        Tile::in_mask(self.mask())
    }

    /// Whether `tile` lies on this line.
    pub fn contains(self, tile: Tile) -> bool {
        self.mask() & tile.bit() != 0
    }

    /// Whether this is one of the two diagonals.
    pub fn is_diagonal(self) -> bool {
        matches!(self, Line::Diag | Line::Anti)
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Line {
    type Err = ParseLineError;
    fn from_str(s: &str) -> Result<Line, ParseLineError> {
        let t = s.trim();
        Line::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(t))
            .ok_or_else(|| ParseLineError(s.to_string()))
    }
}
