//! What a file holds: [`Entry`] (one puzzle with the player's work and its names), where it
//! stood in the file ([`Place`]), the puzzles refused and why ([`Refusal`]), and all of a file
//! read ([`Collection`]).

use std::fmt;

use super::error::EntryError;
use crate::sudoku::{Cell, Digit, Grid, NoteMask};

/// Every note bit: digits 1 to 9 (bit `n - 1` for digit `n`).
pub(crate) const ALL_NOTES: NoteMask = 0x1ff;

/// The formats a puzzle is read from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// One puzzle a line, 81 characters (SudoCue's `.sdm` too).
    Lines,
    /// A 9×9 block of digits, with or without separators (Simple Sudoku's `.ss`, forum grids).
    Block,
    /// A pencil-mark grid: nine cells a row, each its digit or its candidates (HoDoKu, Simple
    /// Sudoku).
    PencilMarks,
    /// OpenSudoku XML, version 1 (`<opensudoku>` without a version).
    OpenSudoku1,
    /// OpenSudoku XML, version 2 (`<opensudoku version="2">`).
    OpenSudoku2,
    /// Open Sudoku 2's XML, file version 3 (`<opensudoku2 version="3">`, `cells_data`).
    OpenSudoku3,
    /// SadMan Software's `.sdk` (with SudoCue's `#` header lines).
    Sdk,
    /// A HoDoKu library line (`:technique:candidate:givens:deleted:…`).
    HoDoKu,
    /// A SudokuWiki link (`…sudoku.htm?bd=…`).
    SudokuWiki,
    /// This app's share link (`sudokulines:1:…`).
    Link,
    /// The 729-character candidate line.
    Candidates,
}

/// Where an entry, or a refusal, stands in its file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A text file's line, counted from 1: the first line of the puzzle.
    Line(usize),
    /// An XML file's `n`th game, counted from 1, and the line it starts on.
    Game {
        /// The game's number in the file.
        n: usize,
        /// The line its element starts on.
        line: usize,
    },
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Place::Line(line) => f.write_str(&crate::tr!("line {line}", line = line)),
            Place::Game { n, line } => {
                f.write_str(&crate::tr!("game {n} (line {line})", n = n, line = line))
            }
        }
    }
}

/// One puzzle as a file holds it: the givens apart from the digits the player entered, the
/// player's notes, and the names around it.
///
/// Kept in order: a player digit never stands on a given, and notes only stand on cells that
/// hold no digit ([`Entry::tidy`] makes it so; every reader calls it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The puzzle: the givens, 0 elsewhere (they may clash; [`check`](super::check) says).
    pub givens: Grid,
    /// The digits the player entered, 0 elsewhere.
    pub digits: Grid,
    /// The player's notes of each cell (bit `n - 1` for digit `n`).
    pub notes: [NoteMask; 81],
    /// The puzzle's own name, if the file gives one.
    pub name: Option<String>,
    /// The folder (collection) it is in, if the file has folders.
    pub folder: Option<String>,
    /// Who made it.
    pub author: Option<String>,
    /// Where it comes from (a newspaper, a book, a web site).
    pub source: Option<String>,
    /// Text that came with it: a rating, a comment, the rest of its line.
    pub note: Option<String>,
    /// The format it was read from.
    pub format: Format,
    /// Where it stood in its file.
    pub place: Place,
}

impl Entry {
    /// A puzzle with only its givens, read from `format` at `place`.
    pub fn new(givens: Grid, format: Format, place: Place) -> Entry {
        Entry {
            givens,
            digits: Grid::empty(),
            notes: [0; 81],
            name: None,
            folder: None,
            author: None,
            source: None,
            note: None,
            format,
            place,
        }
    }

    /// Puts the entry in order: player digits on givens and notes on filled cells are dropped,
    /// note bits above digit 9 cleared, empty or blank names made `None` and names trimmed.
    pub fn tidy(&mut self) {
        let givens = *self.givens.values();
        let mut digits = *self.digits.values();
        for (i, d) in digits.iter_mut().enumerate() {
            if givens[i] != 0 {
                *d = 0;
            }
        }
        self.digits = Grid::from_values(&digits).unwrap_or_default();
        for (i, n) in self.notes.iter_mut().enumerate() {
            *n &= ALL_NOTES;
            if givens[i] != 0 || digits[i] != 0 {
                *n = 0;
            }
        }
        for text in [
            &mut self.name,
            &mut self.folder,
            &mut self.author,
            &mut self.source,
            &mut self.note,
        ] {
            *text = text
                .take()
                .map(|t| t.trim().to_string())
                .filter(|t| !t.is_empty());
        }
    }

    /// Whether the player has entered a digit or a note.
    pub fn has_work(&self) -> bool {
        self.digits.n_filled() > 0 || self.notes.iter().any(|&n| n != 0)
    }

    /// The givens and the player's digits together.
    pub fn filled(&self) -> Grid {
        let mut grid = self.givens;
        for cell in Cell::all() {
            if let Some(d) = self.digits.get(cell) {
                grid.set(cell, Some(d));
            }
        }
        grid
    }

    /// The digits of a note mask, in order.
    pub fn note_digits(mask: NoteMask) -> impl Iterator<Item = Digit> {
        Digit::all().filter(move |d| mask & d.bit() != 0)
    }
}

/// A puzzle that could not be read, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// Where it stood in the file.
    pub place: Place,
    /// Why it was refused.
    pub reason: EntryError,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.reason)
    }
}

/// At most this many refusals are kept for one file; the rest are only counted, so that a large
/// file of noise cannot fill the memory with messages.
pub const MAX_REFUSALS: usize = 1000;

/// Everything read from one file: the good puzzles in file order, and the refusals.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Collection {
    /// The puzzles read, in file order.
    pub entries: Vec<Entry>,
    /// The puzzles refused, in file order (at most [`MAX_REFUSALS`]).
    pub refusals: Vec<Refusal>,
    /// How many refusals there were beyond those kept.
    pub more_refusals: usize,
}

impl Collection {
    /// Adds a refusal, or counts it when [`MAX_REFUSALS`] are kept already.
    pub fn refuse(&mut self, place: Place, reason: EntryError) {
        if self.refusals.len() < MAX_REFUSALS {
            self.refusals.push(Refusal { place, reason });
        } else {
            self.more_refusals += 1;
        }
    }

    /// Adds an entry, put in order first.
    pub fn push(&mut self, mut entry: Entry) {
        entry.tidy();
        self.entries.push(entry);
    }

    /// How many puzzles were refused in all.
    pub fn n_refused(&self) -> usize {
        self.refusals.len() + self.more_refusals
    }
}
