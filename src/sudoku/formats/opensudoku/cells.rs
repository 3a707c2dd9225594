//! OpenSudoku's game data: 81 digits (givens only), or a cell string, `version: N`, a line
//! break, then for each cell `value|notes|editable|` (`version: 4`, Open Sudoku 2's, has
//! `value|corner notes|centre notes|editable|`). A cell that is not editable is a given; an
//! editable cell with a value holds the player's digit. Notes are `1,2,3,` or `-` in version 1,
//! and a bit mask in later versions (bit `n - 1` for digit `n`); corner and centre notes are both
//! notes here.

use super::super::entry::{ALL_NOTES, Entry, Format, Place};
use super::super::error::EntryError;
use crate::sudoku::{Cell, Grid, NoteMask};
use crate::tr;

/// Reads a game's data.
pub(crate) fn read_cells(data: &str, format: Format, place: Place) -> Result<Entry, EntryError> {
    let data = data.trim();
    let Some(rest) = data.strip_prefix("version:") else {
        return plain(data, format, place);
    };
    let rest = rest.trim_start();
    let end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let version: u32 = rest[..end]
        .parse()
        .map_err(|_| EntryError::BadCells(tr!("no version number").to_string()))?;
    if !(1..=4).contains(&version) {
        return Err(EntryError::BadCells(tr!(
            "unknown version {version}",
            version = version
        )));
    }
    let per_cell = if version == 4 { 4 } else { 3 };
    let tokens: Vec<&str> = rest[end..]
        .split('|')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .collect();
    if tokens.len() != 81 * per_cell {
        return Err(EntryError::WrongLength(tokens.len() / per_cell));
    }
    let mut givens = [0u8; 81];
    let mut digits = [0u8; 81];
    let mut notes = [0 as NoteMask; 81];
    for (i, cell) in tokens.chunks_exact(per_cell).enumerate() {
        let bad = |what: &str| {
            EntryError::BadCells(tr!(
                "cell {cell}: {what}",
                cell = Cell::new(i).map_or(String::new(), |c| c.to_string()),
                what = what
            ))
        };
        let value: u8 = match cell[0].parse() {
            Ok(v) if v <= 9 => v,
            _ => return Err(bad(&format!("{:?}", cell[0]))),
        };
        let mut mask: NoteMask = 0;
        for field in &cell[1..per_cell - 1] {
            mask |= note_mask(field, version).ok_or_else(|| bad(&format!("{field:?}")))?;
        }
        let editable = match cell[per_cell - 1] {
            "1" => true,
            "0" => false,
            other => return Err(bad(&format!("{other:?}"))),
        };
        if editable {
            digits[i] = value;
        } else {
            givens[i] = value;
        }
        notes[i] = mask;
    }
    let mut entry = Entry::new(
        Grid::from_values(&givens).unwrap_or_default(),
        format,
        place,
    );
    entry.digits = Grid::from_values(&digits).unwrap_or_default();
    entry.notes = notes;
    Ok(entry)
}

/// A note field: version 1's `1,2,` list or `-`, later versions' bit mask.
fn note_mask(field: &str, version: u32) -> Option<NoteMask> {
    if version == 1 {
        if field == "-" {
            return Some(0);
        }
        let mut mask = 0;
        for d in field.split(',').filter(|d| !d.is_empty()) {
            let d: u8 = d.parse().ok()?;
            if !(1..=9).contains(&d) {
                return None;
            }
            mask |= 1 << (d - 1);
        }
        Some(mask)
    } else {
        let mask: u16 = field.parse().ok()?;
        (mask <= ALL_NOTES).then_some(mask)
    }
}

/// 81 digits, 0 for empty.
fn plain(data: &str, format: Format, place: Place) -> Result<Entry, EntryError> {
    let n = data.chars().count();
    if n != 81 {
        return Err(EntryError::WrongLength(n));
    }
    let mut values = [0u8; 81];
    for (i, ch) in data.chars().enumerate() {
        match ch {
            '0'..='9' => values[i] = ch as u8 - b'0',
            _ => {
                return Err(EntryError::BadChar {
                    ch,
                    cell: Cell::new(i),
                });
            }
        }
    }
    Ok(Entry::new(
        Grid::from_values(&values).unwrap_or_default(),
        format,
        place,
    ))
}

/// The cell string of `entry`, version 3 (as OpenSudoku writes it): givens not editable, the
/// player's digits and empty cells editable, notes as bit masks.
pub(crate) fn write_cells(entry: &Entry) -> String {
    let mut out = String::from("version: 3\n");
    for cell in Cell::all() {
        let i = cell.index();
        let (value, editable) = match (entry.givens.get(cell), entry.digits.get(cell)) {
            (Some(d), _) => (d.get(), 0),
            (None, Some(d)) => (d.get(), 1),
            (None, None) => (0, 1),
        };
        out.push_str(&format!("{value}|{}|{editable}|", entry.notes[i]));
    }
    out
}
