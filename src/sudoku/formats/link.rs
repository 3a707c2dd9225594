//! Links that carry a puzzle in their own text, no server needed:
//!
//! - this app's share link, `sudokulines:1:<givens>[:<digits>[:<notes>]]`: the givens as 81
//!   digits (`0` for empty), then optionally the player's digits the same way, then optionally
//!   the notes, two characters a cell, the cell's note mask (bit `n - 1` for digit `n`) in base
//!   32 with the digits `0-9a-v`, high character first. `1` is the scheme's version.
//! - SudokuWiki's solver link, `https://www.sudokuwiki.org/sudoku.htm?bd=<81 digits>`, which
//!   opens the puzzle in its solver; reading takes any address with `sudoku.htm?…bd=`.

use super::entry::{Entry, Format, Place};
use super::error::EntryError;
use crate::sudoku::{Grid, NoteMask};

/// The start of this app's share link.
pub const LINK_PREFIX: &str = "sudokulines:1:";

/// The base-32 digits of the notes field.
const BASE32: &[u8; 32] = b"0123456789abcdefghijklmnopqrstuv";

/// Whether `line` starts like this app's link (any version).
pub(super) fn is_link(line: &str) -> bool {
    line.get(..12)
        .is_some_and(|s| s.eq_ignore_ascii_case("sudokulines:"))
}

/// Whether `line` holds a SudokuWiki solver link.
pub(super) fn is_sudokuwiki(line: &str) -> bool {
    line.contains("sudoku.htm") && line.contains("bd=")
}

/// 81 digits, `0` or `.` for empty.
fn digits(field: &str) -> Result<Grid, EntryError> {
    let n = field.chars().count();
    if n != 81 {
        return Err(EntryError::WrongLength(n));
    }
    let mut values = [0u8; 81];
    for (i, ch) in field.chars().enumerate() {
        values[i] = match ch {
            '1'..='9' => ch as u8 - b'0',
            '0' | '.' => 0,
            _ => {
                return Err(EntryError::BadChar {
                    ch,
                    cell: crate::sudoku::Cell::new(i),
                });
            }
        };
    }
    Ok(Grid::from_values(&values).unwrap_or_default())
}

/// Reads this app's link.
pub(super) fn parse(line: &str, place: Place) -> Result<Entry, EntryError> {
    let link = line.split_whitespace().next().unwrap_or("");
    let mut fields = link.split(':').skip(1);
    match fields.next() {
        Some("1") => {}
        other => {
            return Err(EntryError::BadLink(crate::tr!(
                "unknown version {version}",
                version = format!("{:?}", other.unwrap_or(""))
            )));
        }
    }
    let mut entry = Entry::new(digits(fields.next().unwrap_or(""))?, Format::Link, place);
    if let Some(field) = fields.next().filter(|f| !f.is_empty()) {
        entry.digits = digits(field)?;
    }
    if let Some(field) = fields.next().filter(|f| !f.is_empty()) {
        let b = field.as_bytes();
        if b.len() != 162 {
            return Err(EntryError::BadLink(crate::tr!(
                "the notes have {n} characters, not 162",
                n = b.len()
            )));
        }
        for (i, pair) in b.chunks_exact(2).enumerate() {
            let value = |c: u8| BASE32.iter().position(|&x| x == c.to_ascii_lowercase());
            match (value(pair[0]), value(pair[1])) {
                (Some(h), Some(l)) => entry.notes[i] = ((h << 5) | l) as NoteMask,
                _ => {
                    return Err(EntryError::BadChar {
                        ch: char::from(pair[0]),
                        cell: crate::sudoku::Cell::new(i),
                    });
                }
            }
        }
    }
    if fields.next().is_some() {
        return Err(EntryError::BadLink(
            crate::tr!("it has more fields than a puzzle").to_string(),
        ));
    }
    Ok(entry)
}

/// Reads a SudokuWiki link's `bd=` puzzle.
pub(super) fn parse_sudokuwiki(line: &str, place: Place) -> Result<Entry, EntryError> {
    let at = line.find("bd=").map_or(line.len(), |i| i + 3);
    let field: String = line[at..]
        .chars()
        .take_while(|c| !matches!(c, '&' | '#') && !c.is_whitespace())
        .collect();
    Ok(Entry::new(digits(&field)?, Format::SudokuWiki, place))
}

/// 81 digits of `grid`, `0` for empty.
fn digit_field(grid: &Grid, out: &mut String) {
    out.extend(grid.values().iter().map(|&v| char::from(b'0' + v)));
}

/// This app's share link of `entry`: the givens, and the player's digits and notes when there
/// are any.
pub fn share_link(entry: &Entry) -> String {
    let mut out = String::from(LINK_PREFIX);
    digit_field(&entry.givens, &mut out);
    let has_notes = entry.notes.iter().any(|&n| n != 0);
    if entry.digits.n_filled() > 0 || has_notes {
        out.push(':');
        digit_field(&entry.digits, &mut out);
    }
    if has_notes {
        out.push(':');
        for &n in &entry.notes {
            out.push(char::from(BASE32[usize::from(n >> 5) & 31]));
            out.push(char::from(BASE32[usize::from(n) & 31]));
        }
    }
    out
}

/// SudokuWiki's solver link for the puzzle of `entry` ("Open in SudokuWiki"): its givens only.
pub fn sudokuwiki_link(entry: &Entry) -> String {
    let mut out = String::from("https://www.sudokuwiki.org/sudoku.htm?bd=");
    digit_field(&entry.givens, &mut out);
    out
}

/// Writes one share link a puzzle.
pub(super) fn write(entries: &[Entry]) -> String {
    entries.iter().map(|e| share_link(e) + "\n").collect()
}
