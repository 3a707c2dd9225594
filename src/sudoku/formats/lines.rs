//! Plain lists: one puzzle a line, 81 characters row-major, `1-9` for givens and `.`, `0`, `*`
//! or `-` for empty cells (SudoCue's `.sdm` is such a list of 81 digits). What follows the 81st
//! character (a rating, a name) is the puzzle's note.

use super::entry::Entry;
use super::error::EntryError;
use crate::sudoku::{Cell, Grid};

/// Whether `c` can stand for a cell in a plain line.
pub(super) fn is_cell_char(c: char) -> bool {
    matches!(c, '1'..='9' | '.' | '0' | '*' | '-' | '_')
}

/// Reads `line` (trimmed) as a plain puzzle line: `None` when it is not one at all, else the
/// givens and the note, or why the line is refused.
pub(super) fn parse(line: &str) -> Option<Result<(Grid, Option<String>), EntryError>> {
    let field = line.split_whitespace().next().unwrap_or("");
    let head: Vec<char> = line.chars().take(82).collect();
    let whole = head.len() >= 81
        && head[..81].iter().all(|&c| is_cell_char(c))
        && head.get(81).is_none_or(|&c| !is_cell_char(c));
    if whole {
        let mut values = [0u8; 81];
        for (i, &c) in head[..81].iter().enumerate() {
            if let '1'..='9' = c {
                values[i] = c as u8 - b'0';
            }
        }
        let note = line
            .char_indices()
            .nth(81)
            .map(|(at, _)| line[at..].trim().to_string())
            .filter(|n| !n.is_empty());
        return Some(Ok((Grid::from_values(&values).unwrap_or_default(), note)));
    }
    let n = field.chars().count();
    if n == 81 {
        // The right length, with a character that means nothing.
        let (i, ch) = field.chars().enumerate().find(|&(_, c)| !is_cell_char(c))?;
        return Some(Err(EntryError::BadChar {
            ch,
            cell: Cell::new(i),
        }));
    }
    // A run of cell characters too long for a grid row and not 81 long.
    if n >= 20 && field.chars().all(is_cell_char) {
        return Some(Err(EntryError::WrongLength(n)));
    }
    None
}

/// The 81-character line of `grid`, `.` for empty.
pub(super) fn line_of(grid: &Grid) -> String {
    grid.values()
        .iter()
        .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
        .collect()
}

/// Writes one line a puzzle: its givens, then its note after a blank when it has one.
pub(super) fn write(entries: &[Entry]) -> String {
    let mut out = String::new();
    for e in entries {
        out.push_str(&line_of(&e.givens));
        if let Some(note) = &e.note {
            out.push(' ');
            // A note is one line.
            out.push_str(&note.replace(['\n', '\r'], " "));
        }
        out.push('\n');
    }
    out
}
