//! HoDoKu's library line: `:<technique>:<candidate>:<puzzle>:<deleted>:<cells>:<candidates>:`,
//! six or seven colons in one line. The puzzle field is 81 characters where `+` marks a digit
//! the player placed (not a given); the deleted field lists candidates removed from the
//! position, each as three digits `<digit><row><column>`, separated by blanks.
//!
//! The player's notes are written as deleted candidates: HoDoKu shows every candidate the filled
//! cells leave, less the deleted ones. So notes come back the same when each empty cell has notes
//! among the candidates its peers leave, or no cell has notes (then nothing is deleted).

use super::entry::{Entry, Format, Place};
use super::error::EntryError;
use crate::sudoku::{Candidates, Cell, Grid};

/// Whether `line` has the shape of a library line.
pub(super) fn is_library(line: &str) -> bool {
    line.starts_with(':') && matches!(line.matches(':').count(), 6 | 7)
}

/// Reads a library line (see [`is_library`]).
pub(super) fn parse(line: &str, place: Place) -> Result<Entry, EntryError> {
    let fields: Vec<&str> = line.split(':').collect();
    let puzzle = fields.get(3).copied().unwrap_or("").trim();
    let mut givens = [0u8; 81];
    let mut digits = [0u8; 81];
    let mut i = 0;
    let mut placed = false;
    for ch in puzzle.chars() {
        if ch == '+' {
            placed = true;
            continue;
        }
        let v = match ch {
            '1'..='9' => ch as u8 - b'0',
            '.' | '0' => 0,
            _ => {
                return Err(EntryError::BadChar {
                    ch,
                    cell: Cell::new(i),
                });
            }
        };
        if i < 81 {
            if placed {
                digits[i] = v;
            } else {
                givens[i] = v;
            }
        }
        placed = false;
        i += 1;
    }
    if i != 81 {
        return Err(EntryError::WrongLength(i));
    }
    let mut entry = Entry::new(
        Grid::from_values(&givens).unwrap_or_default(),
        Format::HoDoKu,
        place,
    );
    entry.digits = Grid::from_values(&digits).unwrap_or_default();
    let deleted = fields.get(4).copied().unwrap_or("").trim();
    if !deleted.is_empty() {
        let allowed = Candidates::from_grid(&entry.filled());
        let mut notes = [0u16; 81];
        for cell in Cell::all() {
            notes[cell.index()] = allowed.mask(cell);
        }
        for item in deleted.split_whitespace() {
            let b = item.as_bytes();
            let ok = b.len() == 3 && b.iter().all(|c| (b'1'..=b'9').contains(c));
            if !ok {
                return Err(EntryError::BadChar {
                    ch: item
                        .chars()
                        .find(|c| !('1'..='9').contains(c))
                        .unwrap_or(' '),
                    cell: None,
                });
            }
            let (d, r, c) = (
                b[0] - b'1',
                usize::from(b[1] - b'1'),
                usize::from(b[2] - b'1'),
            );
            notes[r * 9 + c] &= !(1 << d);
        }
        entry.notes = notes;
    }
    Ok(entry)
}

/// Writes one library line a puzzle; the technique field is `0000` and the candidate field `x`,
/// as HoDoKu writes a puzzle without a step.
pub(super) fn write(entries: &[Entry]) -> String {
    let mut out = String::new();
    for e in entries {
        out.push_str(":0000:x:");
        for cell in Cell::all() {
            match (e.givens.get(cell), e.digits.get(cell)) {
                (Some(d), _) => out.push(char::from(b'0' + d.get())),
                (None, Some(d)) => {
                    out.push('+');
                    out.push(char::from(b'0' + d.get()));
                }
                (None, None) => out.push('.'),
            }
        }
        out.push(':');
        if e.notes.iter().any(|&n| n != 0) {
            let allowed = Candidates::from_grid(&e.filled());
            let mut first = true;
            for cell in Cell::all() {
                let notes = e.notes[cell.index()];
                if notes == 0 {
                    continue;
                }
                for d in Entry::note_digits(allowed.mask(cell) & !notes) {
                    if !first {
                        out.push(' ');
                    }
                    first = false;
                    out.push_str(&format!("{}{}{}", d, cell.row() + 1, cell.col() + 1));
                }
            }
        }
        out.push_str(":::\n");
    }
    out
}
