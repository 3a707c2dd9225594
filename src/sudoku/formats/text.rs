//! The reader of every text format, line by line: each line is told apart by its content
//! (a HoDoKu library line, a link, a candidate line, a plain 81-character line, a grid row, a
//! border, a `.sdk` header or section), so one file may mix them.
//!
//! Grids of nine rows follow one another as Simple Sudoku saves a game: the givens' grid, then
//! (optionally) a grid of givens and placed digits, then (optionally) its pencil-mark grid; a
//! later grid that keeps every digit of the one before and adds some is the same puzzle's
//! progress.

use super::block::{self, Row};
use super::entry::{Collection, Entry, Format, Place};
use super::error::EntryError;
use super::sdk::Header;
use super::{candidates, hodoku, lines, link};
use crate::sudoku::{Cell, Grid, NoteMask};

/// The `.sdk` section the rows belong to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Section {
    /// No section: rows make a grid of their own.
    None,
    /// `[Puzzle]`.
    Puzzle,
    /// `[State]`.
    State,
    /// `[PencilMarks]`.
    Marks,
    /// A section this reader skips (`[CellColours]`, …).
    Other,
}

/// An `.sdk` puzzle being read.
struct Sdk {
    line: usize,
    header: Header,
    puzzle: Option<Grid>,
    state: Option<Grid>,
    marks: Option<[NoteMask; 81]>,
}

/// The grid being read: its first line and its rows so far.
struct Block {
    line: usize,
    rows: Vec<Row>,
}

/// The reader's state between lines.
struct Reader<'a> {
    out: &'a mut Collection,
    header: Header,
    section: Section,
    sdk: Option<Sdk>,
    block: Option<Block>,
    /// The entry a following grid may add progress to (see the module's header).
    last_grid: Option<usize>,
}

/// Reads every puzzle of `text` into `out`.
pub(super) fn read(text: &str, out: &mut Collection) {
    let mut r = Reader {
        out,
        header: Header::default(),
        section: Section::None,
        sdk: None,
        block: None,
        last_grid: None,
    };
    for (k, raw) in text.lines().enumerate() {
        r.line(k + 1, raw.trim());
    }
    r.end_block();
    r.flush_sdk();
}

impl Reader<'_> {
    fn line(&mut self, n: usize, line: &str) {
        if line.is_empty() {
            self.end_block();
            // `.sdk` header lines stand right above their puzzle: after a blank line, a `#` line
            // was a comment (`#Daily puzzles` names nothing).
            self.header = Header::default();
            return;
        }
        if line.starts_with('#') {
            self.end_block();
            self.header.read(line);
            return;
        }
        if line.starts_with('[') && line.ends_with(']') {
            self.end_block();
            self.start_section(n, &line[1..line.len() - 1]);
            return;
        }
        if self.section == Section::Other || block::is_border(line) {
            return;
        }
        let place = Place::Line(n);
        let one_line = if hodoku::is_library(line) {
            Some(hodoku::parse(line, place))
        } else if link::is_link(line) {
            Some(link::parse(line, place))
        } else if link::is_sudokuwiki(line) {
            Some(link::parse_sudokuwiki(line, place))
        } else if candidates::is_candidate_line(line) {
            Some(candidates::parse(line, place))
        } else {
            lines::parse(line).map(|r| {
                r.map(|(givens, note)| {
                    let mut e = Entry::new(givens, Format::Lines, place);
                    e.note = note;
                    e
                })
            })
        };
        if let Some(result) = one_line {
            self.end_block();
            self.flush_sdk();
            self.last_grid = None;
            self.header = Header::default();
            match result {
                Ok(e) => self.out.push(e),
                Err(e) => self.out.refuse(place, e),
            }
            return;
        }
        let row = if self.section == Section::Marks {
            block::marks_row(line, true)
        } else {
            block::row(line)
        };
        let Some(row) = row else {
            self.end_block();
            self.out.refuse(place, EntryError::NotAPuzzle);
            return;
        };
        let block = self.block.get_or_insert(Block {
            line: n,
            rows: Vec::with_capacity(9),
        });
        block.rows.push(row);
        if block.rows.len() == 9
            && let Some(done) = self.block.take()
        {
            self.grid(done);
        }
    }

    /// A `[Name]` line.
    fn start_section(&mut self, n: usize, name: &str) {
        self.section = match name.trim().to_ascii_lowercase().as_str() {
            "puzzle" => {
                self.flush_sdk();
                self.sdk = Some(Sdk {
                    line: n,
                    header: std::mem::take(&mut self.header),
                    puzzle: None,
                    state: None,
                    marks: None,
                });
                Section::Puzzle
            }
            "state" if self.sdk.is_some() => Section::State,
            "pencilmarks" if self.sdk.is_some() => Section::Marks,
            _ => Section::Other,
        };
    }

    /// Refuses a grid that stopped before its ninth row.
    fn end_block(&mut self) {
        if let Some(b) = self.block.take() {
            self.out
                .refuse(Place::Line(b.line), EntryError::ShortGrid(b.rows.len()));
        }
    }

    /// Nine rows read.
    fn grid(&mut self, b: Block) {
        let place = Place::Line(b.line);
        let digits = block::digits_of(&b.rows);
        match (self.section, self.sdk.as_mut()) {
            (Section::Puzzle | Section::State, Some(sdk)) => match digits {
                Some(g) if self.section == Section::Puzzle => sdk.puzzle = Some(g),
                Some(g) => sdk.state = Some(g),
                None => self.out.refuse(place, EntryError::BadRow(bad_row(&b.rows))),
            },
            (Section::Marks, Some(sdk)) => sdk.marks = Some(block::masks_of(&b.rows)),
            _ => match digits {
                Some(g) => self.digit_grid(g, place),
                None => self.marks_grid(&block::masks_of(&b.rows), place),
            },
        }
    }

    /// A grid of digits outside `.sdk` sections.
    fn digit_grid(&mut self, grid: Grid, place: Place) {
        if let Some(e) = self.last_grid.and_then(|i| self.out.entries.get_mut(i)) {
            let before = e.filled();
            if extends(&before, &grid) {
                let mut digits = [0u8; 81];
                for (i, d) in digits.iter_mut().enumerate() {
                    if e.givens.values()[i] == 0 {
                        *d = grid.values()[i];
                    }
                }
                e.digits = Grid::from_values(&digits).unwrap_or_default();
                return;
            }
        }
        let header = std::mem::take(&mut self.header);
        let format = if header.is_empty() {
            Format::Block
        } else {
            Format::Sdk
        };
        let mut e = Entry::new(grid, format, place);
        header.apply(&mut e);
        self.last_grid = Some(self.out.entries.len());
        self.out.push(e);
    }

    /// A pencil-mark grid outside `.sdk` sections: the notes of the grid before it when it
    /// keeps that grid's digits, else a puzzle of its own.
    fn marks_grid(&mut self, masks: &[NoteMask; 81], place: Place) {
        let (solved, notes) = block::solve_marks(masks);
        if let Some(e) = self.last_grid.and_then(|i| self.out.entries.get_mut(i)) {
            let before = e.filled();
            if before == solved || extends(&before, &solved) {
                let mut digits = *e.digits.values();
                for (i, d) in digits.iter_mut().enumerate() {
                    if e.givens.values()[i] == 0 && solved.values()[i] != 0 {
                        *d = solved.values()[i];
                    }
                }
                e.digits = Grid::from_values(&digits).unwrap_or_default();
                e.notes = notes;
                e.tidy();
                self.last_grid = None;
                return;
            }
        }
        let mut e = Entry::new(solved, Format::PencilMarks, place);
        e.notes = notes;
        std::mem::take(&mut self.header).apply(&mut e);
        self.last_grid = None;
        self.out.push(e);
    }

    /// Ends the `.sdk` puzzle being read, if any.
    fn flush_sdk(&mut self) {
        self.section = Section::None;
        let Some(sdk) = self.sdk.take() else {
            return;
        };
        let place = Place::Line(sdk.line);
        let Some(givens) = sdk.puzzle else {
            self.out.refuse(place, EntryError::ShortGrid(0));
            return;
        };
        let mut e = Entry::new(givens, Format::Sdk, place);
        if let Some(state) = sdk.state {
            if let Some(cell) =
                Cell::all().find(|&c| givens.get(c).is_some() && givens.get(c) != state.get(c))
            {
                self.out.refuse(place, EntryError::StateMismatch(cell));
                return;
            }
            e.digits = state;
        }
        if let Some(marks) = sdk.marks {
            e.notes = marks;
        }
        sdk.header.apply(&mut e);
        self.last_grid = None;
        self.out.push(e);
    }
}

/// Whether `after` keeps every digit of `before` and adds at least one.
fn extends(before: &Grid, after: &Grid) -> bool {
    before.is_extended_by(after) && after.n_filled() > before.n_filled()
}

/// The first pencil-mark row (counted from 1) among rows that should all be digit rows.
fn bad_row(rows: &[Row]) -> usize {
    rows.iter()
        .position(|r| matches!(r, Row::Marks(_)))
        .map_or(1, |i| i + 1)
}
