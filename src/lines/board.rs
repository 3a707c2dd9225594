//! [`Tile`] and [`Board`]: the 16 tiles of the 4×4 board and which of them are correct.
//!
//! Tiles are numbered 0..16 row-major: `row = i / 4`, `col = i % 4`. A board is a 16-bit mask whose
//! bit `i` is set when tile `i` is correct (✓). Its line format is 16 characters of `1` (correct) and
//! `0` (wrong), row-major.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::line::Line;

/// How many tiles a board has.
pub const N_TILES: usize = 16;
/// How many wrong tiles a valid board has.
pub const N_WRONG: u32 = 6;

/// A tile of the 4×4 board, 0 to 15, row-major.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Tile(u8);

impl Tile {
    /// The tile with index `i`, or `None` unless `i < 16`.
    pub fn new(i: usize) -> Option<Tile> {
        if i < N_TILES {
            u8::try_from(i).ok().map(Tile)
        } else {
            None
        }
    }

    /// The tile in zero-based `row` and `col`, or `None` when either is 4 or more.
    pub fn at(row: usize, col: usize) -> Option<Tile> {
        if row < 4 && col < 4 {
            Tile::new(row * 4 + col)
        } else {
            None
        }
    }

    /// The zero-based index, 0 to 15.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The zero-based row, 0 to 3.
    pub fn row(self) -> usize {
        self.index() / 4
    }

    /// The zero-based column, 0 to 3.
    pub fn col(self) -> usize {
        self.index() % 4
    }

    /// The bit of this tile in a 16-bit tile mask.
    pub fn bit(self) -> u16 {
        1 << self.0
    }

    /// All 16 tiles in order.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..N_TILES).filter_map(Tile::new)
    }

    /// The tiles whose bits are set in `mask`, in order.
    pub fn in_mask(mask: u16) -> impl Iterator<Item = Tile> {
        Tile::all().filter(move |t| mask & t.bit() != 0)
    }
}

impl TryFrom<u8> for Tile {
    type Error = String;
    fn try_from(i: u8) -> Result<Tile, String> {
        Tile::new(usize::from(i)).ok_or_else(|| format!("tile {i} is not between 0 and 15"))
    }
}

impl From<Tile> for u8 {
    fn from(t: Tile) -> u8 {
        t.0
    }
}

impl fmt::Display for Tile {
    /// One-based row and column, like `r2c3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

/// Why a board line was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// The line does not have 16 characters.
    #[error("board {line:?} has {len} characters, expected 16")]
    Length {
        /// The offending line.
        line: String,
        /// How many characters it has.
        len: usize,
    },
    /// A character other than `1` or `0`.
    #[error("board {line:?} has {ch:?} at position {pos}, expected 1 or 0")]
    Char {
        /// The offending line.
        line: String,
        /// The character.
        ch: char,
        /// Its zero-based position.
        pos: usize,
    },
    /// Not exactly 6 wrong tiles.
    #[error("board {board} has {wrong} wrong tiles, expected 6")]
    WrongCount {
        /// The board in line format.
        board: String,
        /// How many tiles are wrong.
        wrong: u32,
    },
    /// Not exactly one line of four correct tiles.
    #[error("board {board} has {lines} full lines of correct tiles, expected exactly 1")]
    FullLines {
        /// The board in line format.
        board: String,
        /// How many lines are all correct.
        lines: usize,
    },
}

/// Which of the 16 tiles are correct. Any mask can be held; [`Board::is_valid`] says whether it is
/// a puzzle (6 wrong tiles and exactly one line of four correct tiles).
///
/// In save files a board is its line format, and loading checks that it is a valid puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Board(u16);

impl Board {
    /// The board whose correct tiles are the bits of `mask` (bit `i` = tile `i`). Not validated.
    pub fn from_bits(mask: u16) -> Board {
        Board(mask)
    }

    /// The mask of correct tiles.
    pub fn bits(self) -> u16 {
        self.0
    }

    /// Parses the 16-character line format (`1` correct, `0` wrong, row-major) and checks that the
    /// board is a valid puzzle. Surrounding whitespace is ignored.
    pub fn from_line(line: &str) -> Result<Board, BoardError> {
        let s = line.trim();
        let len = s.chars().count();
        if len != N_TILES {
            return Err(BoardError::Length {
                line: s.to_string(),
                len,
            });
        }
        let mut mask = 0u16;
        for (pos, ch) in s.chars().enumerate() {
            match ch {
                '1' => mask |= 1 << pos,
                '0' => {}
                _ => {
                    return Err(BoardError::Char {
                        line: s.to_string(),
                        ch,
                        pos,
                    });
                }
            }
        }
        let board = Board(mask);
        board.validate()?;
        Ok(board)
    }

    /// The 16-character line format.
    pub fn to_line(self) -> String {
        Tile::all()
            .map(|t| if self.is_correct(t) { '1' } else { '0' })
            .collect()
    }

    /// Whether `tile` is correct.
    pub fn is_correct(self, tile: Tile) -> bool {
        self.0 & tile.bit() != 0
    }

    /// How many tiles are wrong.
    pub fn n_wrong(self) -> u32 {
        self.0.count_zeros()
    }

    /// The lines whose four tiles are all correct, in [`Line::ALL`] order.
    pub fn full_lines(self) -> impl Iterator<Item = Line> {
        Line::ALL
            .into_iter()
            .filter(move |l| self.0 & l.mask() == l.mask())
    }

    /// The answer (the one full line of correct tiles), or why this board is not a valid puzzle.
    pub fn validate(self) -> Result<Line, BoardError> {
        let wrong = self.n_wrong();
        if wrong != N_WRONG {
            return Err(BoardError::WrongCount {
                board: self.to_line(),
                wrong,
            });
        }
        let mut full = self.full_lines();
        match (full.next(), full.count()) {
            (Some(line), 0) => Ok(line),
            (first, rest) => Err(BoardError::FullLines {
                board: self.to_line(),
                lines: usize::from(first.is_some()) + rest,
            }),
        }
    }

    /// Whether this is a valid puzzle: 6 wrong tiles and exactly one full line of correct tiles.
    pub fn is_valid(self) -> bool {
        self.answer().is_some()
    }

    /// The answer line of a valid board; `None` for an invalid one.
    pub fn answer(self) -> Option<Line> {
        if self.n_wrong() != N_WRONG {
            return None;
        }
        let mut full = self.full_lines();
        match (full.next(), full.next()) {
            (Some(line), None) => Some(line),
            _ => None,
        }
    }

    /// Every valid board, in increasing mask order (3,904 of them).
    pub fn all_valid() -> impl Iterator<Item = Board> {
        (0..=u16::MAX).map(Board).filter(|b| b.is_valid())
    }
}

impl fmt::Display for Board {
    /// The line format.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

impl From<Board> for String {
    fn from(b: Board) -> String {
        b.to_line()
    }
}

impl TryFrom<String> for Board {
    type Error = BoardError;
    fn try_from(s: String) -> Result<Board, BoardError> {
        Board::from_line(&s)
    }
}

impl FromStr for Board {
    type Err = BoardError;
    fn from_str(s: &str) -> Result<Board, BoardError> {
        Board::from_line(s)
    }
}
