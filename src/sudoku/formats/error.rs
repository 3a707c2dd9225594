//! Why a puzzle, or a whole file, is refused: [`EntryError`] for one puzzle (the file's other
//! puzzles still come in) and [`FileError`] for a file that is not read at all. The messages
//! are the player's, looked up with [`tr!`](crate::tr) in the language of the thread.

use std::fmt;

use crate::sudoku::{Cell, Digit};
use crate::tr;

/// Why one puzzle of a file is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryError {
    /// The puzzle does not have 81 cells.
    WrongLength(usize),
    /// A character that means nothing where it stands.
    BadChar {
        /// The character.
        ch: char,
        /// The cell it would have filled, when it stands in one.
        cell: Option<Cell>,
    },
    /// A grid of separate rows that stops before its ninth row.
    ShortGrid(usize),
    /// A grid row that does not have nine cells.
    BadRow(usize),
    /// Two givens with the same digit share a house.
    Clash {
        /// The repeated digit.
        digit: Digit,
        /// The earlier cell, row-major.
        first: Cell,
        /// The later cell.
        second: Cell,
    },
    /// The givens allow no solution.
    NoSolution,
    /// The givens allow more than one solution.
    MultipleSolutions,
    /// A player's digit stands on a given with another digit.
    StateMismatch(Cell),
    /// An OpenSudoku cell string that cannot be read.
    BadCells(String),
    /// A candidate line that cannot be read.
    BadCandidates(String),
    /// A link whose puzzle cannot be read.
    BadLink(String),
    /// A line that is no puzzle of any format known here.
    NotAPuzzle,
    /// An XML file that is malformed, or ends early, at this point.
    Xml(String),
    /// An XML file whose root or version is not OpenSudoku's.
    UnknownXml(String),
}

impl fmt::Display for EntryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            EntryError::WrongLength(n) => tr!("expected 81 cells, found {n}", n = n),
            EntryError::BadChar {
                ch,
                cell: Some(cell),
            } => tr!(
                "the character {ch} at {cell} is not a digit or an empty cell",
                ch = format!("{ch:?}"),
                cell = cell
            ),
            EntryError::BadChar { ch, cell: None } => tr!(
                "the character {ch} means nothing here",
                ch = format!("{ch:?}")
            ),
            EntryError::ShortGrid(rows) => {
                tr!("the grid stops after {n} row" | "the grid stops after {n} rows" % *rows)
            }
            EntryError::BadRow(row) => {
                tr!("row {row} of the grid does not have nine cells", row = row)
            }
            EntryError::Clash {
                digit,
                first,
                second,
            } => tr!(
                "givens clash: {digit} at {first} and at {second}",
                digit = digit,
                first = first,
                second = second
            ),
            EntryError::NoSolution => tr!("the puzzle has no solution").to_string(),
            EntryError::MultipleSolutions => {
                tr!("the puzzle has more than one solution").to_string()
            }
            EntryError::StateMismatch(cell) => {
                tr!("the saved state changes the given at {cell}", cell = cell)
            }
            EntryError::BadCells(why) => {
                tr!("the OpenSudoku cells cannot be read: {why}", why = why)
            }
            EntryError::BadCandidates(why) => {
                tr!("the candidate line cannot be read: {why}", why = why)
            }
            EntryError::BadLink(why) => tr!("the link cannot be read: {why}", why = why),
            EntryError::NotAPuzzle => tr!("this is not a puzzle in any known format").to_string(),
            EntryError::Xml(why) => tr!("the XML is malformed: {why}", why = why),
            EntryError::UnknownXml(what) => {
                tr!("the XML is not an OpenSudoku file: {what}", what = what)
            }
        };
        f.write_str(&text)
    }
}

impl std::error::Error for EntryError {}

/// Why a whole file is not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// The file is larger than the limit (both in bytes).
    TooLarge {
        /// The file's size, as far as it was measured.
        size: u64,
        /// The limit, [`MAX_FILE_BYTES`](super::MAX_FILE_BYTES).
        limit: u64,
    },
    /// The file holds bytes that no text has.
    Binary,
    /// A UTF-16 file that ends in the middle of a character, or holds half a pair.
    BadUtf16,
    /// The file cannot be read (the reason, worded for the player).
    Io(String),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            FileError::TooLarge { size, limit } => tr!(
                "the file is too large: {size} MiB, and at most {limit} MiB are read",
                size = size.div_ceil(1 << 20),
                limit = limit / (1 << 20)
            ),
            FileError::Binary => tr!("the file is not text (it holds binary data)").to_string(),
            FileError::BadUtf16 => {
                tr!("the file is UTF-16 text that is cut or damaged").to_string()
            }
            FileError::Io(why) => tr!("the file cannot be read: {why}", why = why),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for FileError {}
