//! The grid model: [`Digit`], [`Cell`], [`House`] and [`Grid`], and the 81-character line format.
//!
//! Cells are numbered 0..81 row-major: `row = i / 9`, `col = i % 9`,
//! `box = (row / 3) * 3 + col / 3`. The tables behind rows, columns, boxes and peers live in the
//! `geometry` module, shared with the solving techniques.

use std::fmt;
use std::num::NonZeroU8;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::geometry::{self, CELL_HOUSES, FIRST_BOX, FIRST_COL, HOUSE_CELLS, PEERS};

/// A Sudoku digit, 1 to 9.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The digit `n`, or `None` unless `1 <= n <= 9`.
    pub fn new(n: u8) -> Option<Digit> {
        if (1..=9).contains(&n) {
            NonZeroU8::new(n).map(Digit)
        } else {
            None
        }
    }

    /// The digit with zero-based index `i` (0 → 1, …, 8 → 9); `None` for `i > 8`.
    pub fn from_index(i: usize) -> Option<Digit> {
        u8::try_from(i + 1).ok().and_then(Digit::new)
    }

    /// The digit's value, 1 to 9.
    pub fn get(self) -> u8 {
        self.0.get()
    }

    /// The zero-based index, 0 to 8.
    pub fn index(self) -> usize {
        usize::from(self.0.get() - 1)
    }

    /// The bit of this digit in a 9-bit candidate mask (bit 0 is digit 1).
    pub fn bit(self) -> u16 {
        1 << self.index()
    }

    /// All nine digits in order.
    pub fn all() -> impl Iterator<Item = Digit> {
        (1..=9).filter_map(Digit::new)
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

/// A cell of the 9×9 grid, 0 to 80, row-major.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Cell(u8);

impl Cell {
    /// The cell with index `i`, or `None` unless `i < 81`.
    pub fn new(i: usize) -> Option<Cell> {
        if i < 81 { Some(Cell(i as u8)) } else { None }
    }

    /// The cell at zero-based `row` and `col`, or `None` when either is above 8.
    pub fn from_row_col(row: usize, col: usize) -> Option<Cell> {
        if row < 9 && col < 9 {
            Some(Cell((row * 9 + col) as u8))
        } else {
            None
        }
    }

    /// The index, 0 to 80.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The zero-based row.
    pub fn row(self) -> usize {
        usize::from(CELL_HOUSES[self.index()][0])
    }

    /// The zero-based column.
    pub fn col(self) -> usize {
        usize::from(CELL_HOUSES[self.index()][1]) - FIRST_COL
    }

    /// The zero-based box, numbered row-major.
    pub fn box_index(self) -> usize {
        usize::from(CELL_HOUSES[self.index()][2]) - FIRST_BOX
    }

    /// The three houses that contain this cell: its row, column and box.
    pub fn houses(self) -> [House; 3] {
        let [r, c, b] = CELL_HOUSES[self.index()];
        [
            House::Row(r),
            House::Col(c - FIRST_COL as u8),
            House::Box(b - FIRST_BOX as u8),
        ]
    }

    /// Whether `other` is a different cell that shares a row, column or box with this one.
    pub fn sees(self, other: Cell) -> bool {
        geometry::sees(self.index(), other.index())
    }

    /// The 20 cells that share a house with this one, in order.
    pub fn peers(self) -> impl Iterator<Item = Cell> {
        PEERS[self.index()].into_iter().map(Cell)
    }

    /// All 81 cells in order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..81u8).map(Cell)
    }
}

impl fmt::Display for Cell {
    /// Formats as `r<row>c<col>`, one-based, the notation players know.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

/// A row, column or box, each numbered 0 to 8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum House {
    /// A row, numbered top to bottom.
    Row(u8),
    /// A column, numbered left to right.
    Col(u8),
    /// A box, numbered row-major.
    Box(u8),
}

impl House {
    /// All 27 houses: rows, then columns, then boxes (in the order of [`House::index`]).
    pub fn all() -> impl Iterator<Item = House> {
        (0..27).filter_map(House::from_index)
    }

    /// The house with index `h` (rows 0..9, columns 9..18, boxes 18..27), or `None` for `h >= 27`.
    pub fn from_index(h: usize) -> Option<House> {
        let k = (h % 9) as u8;
        match h / 9 {
            0 => Some(House::Row(k)),
            1 => Some(House::Col(k)),
            2 => Some(House::Box(k)),
            _ => None,
        }
    }

    /// The index of this house: rows 0..9, columns 9..18, boxes 18..27.
    ///
    /// Numbers above 8 inside a variant are taken modulo 9.
    pub fn index(self) -> usize {
        match self {
            House::Row(r) => usize::from(r % 9),
            House::Col(c) => FIRST_COL + usize::from(c % 9),
            House::Box(b) => FIRST_BOX + usize::from(b % 9),
        }
    }

    /// The nine cells of this house, in row-major order.
    pub fn cells(self) -> [Cell; 9] {
        HOUSE_CELLS[self.index()].map(Cell)
    }

    /// Whether `cell` lies in this house.
    pub fn contains(self, cell: Cell) -> bool {
        geometry::in_house(cell.index(), self.index())
    }
}

impl fmt::Display for House {
    /// Formats as `row 3`, `column 5` or `box 9`, one-based.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            House::Row(r) => write!(f, "row {}", r + 1),
            House::Col(c) => write!(f, "column {}", c + 1),
            House::Box(b) => write!(f, "box {}", b + 1),
        }
    }
}

/// Why a line is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseGridError {
    /// The line does not have 81 cells.
    #[error("expected 81 cells, found {0}")]
    WrongLength(usize),
    /// A character other than `1-9`, `.` or `0`.
    #[error("bad character {ch:?} at {cell} (cell {})", .cell.index())]
    BadChar {
        /// Where it stands.
        cell: Cell,
        /// What it is.
        ch: char,
    },
    /// Two givens with the same digit share a house.
    #[error("givens clash: {digit} at {first} and at {second}")]
    Clash {
        /// The earlier cell in row-major order.
        first: Cell,
        /// The later cell.
        second: Cell,
        /// The repeated digit.
        digit: Digit,
    },
}

/// A 9×9 grid of digits and empty cells. A plain value: no candidates, no history.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Grid {
    cells: [u8; 81],
}

impl Default for Grid {
    fn default() -> Self {
        Grid::empty()
    }
}

impl Grid {
    /// The grid with every cell empty.
    pub fn empty() -> Grid {
        Grid { cells: [0; 81] }
    }

    /// Parses the line format: 81 characters, `1-9` for digits, `.` or `0` for empty cells.
    ///
    /// Surrounding blanks and a trailing carriage return are ignored, and so is anything after the
    /// first blank or tab (so rated corpora with extra columns read directly). Givens that clash are
    /// refused.
    pub fn from_line(line: &str) -> Result<Grid, ParseGridError> {
        let grid = Grid::from_line_unchecked(line)?;
        match grid.first_clash() {
            Some((first, second)) => Err(ParseGridError::Clash {
                first,
                second,
                digit: grid.get(first).unwrap_or(Digit(NonZeroU8::MIN)),
            }),
            None => Ok(grid),
        }
    }

    /// The common case of [`Grid::from_line_unchecked`], read from the line's bytes in one pass:
    /// ASCII blanks, 81 characters of `1-9`, `.` or `0`, then the end of the line or a blank,
    /// tab, carriage return or line feed. `None` for anything else, which the text parsers then
    /// read character by character to name the problem. Givens that clash are not looked for.
    pub(crate) fn from_line_fast_unchecked(line: &[u8]) -> Option<Grid> {
        let start = line
            .iter()
            .position(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r'))?;
        let field: &[u8; 81] = line.get(start..start + 81)?.try_into().ok()?;
        if !matches!(
            line.get(start + 81),
            None | Some(b' ' | b'\t' | b'\r' | b'\n')
        ) {
            return None;
        }
        let mut cells = [0u8; 81];
        // No early exit and no branch, so that the loop runs on whole vectors of bytes.
        let mut bad = 0u8;
        for (cell, &b) in cells.iter_mut().zip(field) {
            let v = b.wrapping_sub(b'0');
            let digit = v <= 9;
            bad |= u8::from(!digit) & u8::from(b != b'.');
            *cell = v & 0u8.wrapping_sub(u8::from(digit));
        }
        (bad == 0).then_some(Grid { cells })
    }

    /// Like [`Grid::from_line`] but accepts givens that clash (for showing a player's entries).
    pub fn from_line_unchecked(line: &str) -> Result<Grid, ParseGridError> {
        if let Some(grid) = Grid::from_line_fast_unchecked(line.as_bytes()) {
            return Ok(grid);
        }
        let field = line
            .trim_start()
            .split([' ', '\t', '\r', '\n'])
            .next()
            .unwrap_or("");
        let len = field.chars().count();
        if len != 81 {
            return Err(ParseGridError::WrongLength(len));
        }
        let mut grid = Grid::empty();
        for (i, ch) in field.chars().enumerate() {
            let v = match ch {
                '.' | '0' => 0,
                '1'..='9' => ch as u8 - b'0',
                _ => {
                    return Err(ParseGridError::BadChar {
                        cell: Cell(i as u8),
                        ch,
                    });
                }
            };
            grid.cells[i] = v;
        }
        Ok(grid)
    }

    /// Builds a grid from 81 values, 0 for empty; `None` if any value is above 9 or the length is wrong.
    pub fn from_values(values: &[u8]) -> Option<Grid> {
        if values.len() != 81 || values.iter().any(|&v| v > 9) {
            return None;
        }
        let mut cells = [0; 81];
        cells.copy_from_slice(values);
        Some(Grid { cells })
    }

    /// The 81 values, row-major, 0 for empty.
    pub fn values(&self) -> &[u8; 81] {
        &self.cells
    }

    /// The digit in `cell`, if any.
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.cells[cell.index()])
    }

    /// Puts `digit` in `cell`, or empties it with `None`.
    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) {
        self.cells[cell.index()] = digit.map_or(0, Digit::get);
    }

    /// How many cells hold a digit.
    pub fn n_filled(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// Whether the grid is full and no house repeats a digit.
    pub fn is_solved(&self) -> bool {
        self.is_full() && self.first_clash().is_none()
    }

    /// Whether two cells that share a house hold the same digit.
    fn has_clash(&self) -> bool {
        // Bit `v` of `seen[h]`: digit `v` is in house `h`.
        let mut seen = [0u16; 27];
        let mut clash = 0;
        for (&v, houses) in self.cells.iter().zip(CELL_HOUSES.iter()) {
            // Empty cells add bit 0, which is never looked at.
            let bit = 1u16 << (v & 15);
            for &h in houses {
                let h = usize::from(h);
                clash |= seen[h] & bit;
                seen[h] |= bit;
            }
        }
        clash & !1 != 0
    }

    /// The first pair of cells (row-major by the later cell) that share a house and a digit.
    pub fn first_clash(&self) -> Option<(Cell, Cell)> {
        if !self.has_clash() {
            return None;
        }
        for i in 0..81 {
            let v = self.cells[i];
            if v == 0 {
                continue;
            }
            let cell = Cell(i as u8);
            if let Some(earlier) = (0..i)
                .map(|j| Cell(j as u8))
                .find(|&c| self.cells[c.index()] == v && c.sees(cell))
            {
                return Some((earlier, cell));
            }
        }
        None
    }

    /// Every cell whose digit is repeated in one of its houses.
    pub fn clashing_cells(&self) -> Vec<Cell> {
        Cell::all()
            .filter(|&c| {
                let v = self.cells[c.index()];
                v != 0 && c.peers().any(|p| self.cells[p.index()] == v)
            })
            .collect()
    }

    /// Whether `other` keeps every digit of this grid (it may fill more cells).
    pub fn is_extended_by(&self, other: &Grid) -> bool {
        self.cells
            .iter()
            .zip(other.cells.iter())
            .all(|(&a, &b)| a == 0 || a == b)
    }

    /// The line format: 81 characters, `.` for empty cells.
    pub fn to_line(&self) -> String {
        self.cells
            .iter()
            .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
            .collect()
    }
}

impl TryFrom<u8> for Digit {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Digit::new(n).ok_or_else(|| format!("digit {n} is not in 1-9"))
    }
}

impl From<Digit> for u8 {
    fn from(d: Digit) -> u8 {
        d.get()
    }
}

impl TryFrom<u8> for Cell {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Cell::new(usize::from(n)).ok_or_else(|| format!("cell {n} is not in 0-80"))
    }
}

impl From<Cell> for u8 {
    fn from(c: Cell) -> u8 {
        c.0
    }
}

impl TryFrom<String> for Grid {
    type Error = ParseGridError;
    /// Reads the line format without refusing clashes (saved boards may hold a player's clashes).
    fn try_from(s: String) -> Result<Self, Self::Error> {
        Grid::from_line_unchecked(&s)
    }
}

impl From<Grid> for String {
    fn from(g: Grid) -> String {
        g.to_line()
    }
}

impl FromStr for Grid {
    type Err = ParseGridError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Grid::from_line(s)
    }
}

impl fmt::Display for Grid {
    /// The line format (see [`Grid::to_line`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_cover_each_cell_three_times() {
        let mut count = [0; 81];
        for h in House::all() {
            for c in h.cells() {
                assert!(h.contains(c));
                count[c.index()] += 1;
            }
        }
        assert!(count.iter().all(|&n| n == 3));
        assert_eq!(Cell::new(40).map(|c| c.peers().count()), Some(20));
    }

    #[test]
    fn house_indices_and_cell_houses_agree() {
        for (i, h) in House::all().enumerate() {
            assert_eq!(h.index(), i);
            assert_eq!(House::from_index(i), Some(h));
        }
        assert_eq!(House::from_index(27), None);
        for c in Cell::all() {
            let [r, col, b] = c.houses();
            assert_eq!(r, House::Row(c.row() as u8));
            assert_eq!(col, House::Col(c.col() as u8));
            assert_eq!(b, House::Box(((c.row() / 3) * 3 + c.col() / 3) as u8));
            for p in Cell::all() {
                let shares = c.houses().iter().any(|h| h.contains(p));
                assert_eq!(c.sees(p), shares && p != c);
                assert_eq!(c.peers().any(|q| q == p), c.sees(p));
            }
        }
    }

    #[test]
    fn parse_errors_name_the_problem() {
        assert_eq!(Grid::from_line("123"), Err(ParseGridError::WrongLength(3)));
        let mut s = ".".repeat(81);
        s.replace_range(10..11, "x");
        assert_eq!(
            Grid::from_line(&s),
            Err(ParseGridError::BadChar {
                cell: Cell(10),
                ch: 'x'
            })
        );
        let mut s = ".".repeat(81);
        s.replace_range(0..1, "5");
        s.replace_range(80..81, "5");
        assert!(Grid::from_line(&s).is_ok());
        s.replace_range(72..73, "5");
        let err = Grid::from_line(&s).unwrap_err();
        assert_eq!(
            err,
            ParseGridError::Clash {
                first: Cell(0),
                second: Cell(72),
                digit: Digit::new(5).unwrap()
            }
        );
        assert_eq!(err.to_string(), "givens clash: 5 at r1c1 and at r9c1");
    }

    #[test]
    fn parse_ignores_blanks_and_trailing_columns() {
        let line = format!("  {}\t7.5\r", "0".repeat(80) + "9");
        let g = Grid::from_line(&line).unwrap();
        assert_eq!(g.n_filled(), 1);
        assert_eq!(g.to_line(), ".".repeat(80) + "9");
    }
}
