//! The 729-character candidate line (see `strategy/candidate_line.rs`) as a puzzle format.
//!
//! The line knows filled cells and candidates, not who filled a cell: read, its filled cells are
//! givens and its candidates the notes. Written, a cell holds the player's notes among the
//! candidates its peers leave, or all those candidates when it has no such notes: the position
//! as the hints see it. So notes come back the same when every empty cell has notes among the
//! candidates its peers leave.

use super::entry::{Entry, Format, Place};
use super::error::EntryError;
use crate::sudoku::{CANDIDATE_LINE_LEN, Candidates, Cell};

/// Whether `line` has the length of a candidate line.
pub(super) fn is_candidate_line(line: &str) -> bool {
    line.split_whitespace().next().unwrap_or("").chars().count() == CANDIDATE_LINE_LEN
}

/// Reads a candidate line.
pub(super) fn parse(line: &str, place: Place) -> Result<Entry, EntryError> {
    let position =
        Candidates::from_line(line).map_err(|e| EntryError::BadCandidates(e.to_string()))?;
    let mut entry = Entry::new(position.to_grid(), Format::Candidates, place);
    for cell in Cell::all() {
        entry.notes[cell.index()] = position.mask(cell);
    }
    Ok(entry)
}

/// The position of `entry` as the hints see it (see the module's header).
pub fn position_of(entry: &Entry) -> Candidates {
    let filled = entry.filled();
    let allowed = Candidates::from_grid(&filled);
    let mut cands = [0u16; 81];
    for cell in Cell::all() {
        let i = cell.index();
        let open = allowed.mask(cell);
        let kept = entry.notes[i] & open;
        cands[i] = if kept != 0 { kept } else { open };
    }
    Candidates::from_raw(*filled.values(), cands)
}

/// Writes one candidate line a puzzle.
pub(super) fn write(entries: &[Entry]) -> String {
    entries
        .iter()
        .map(|e| position_of(e).to_line() + "\n")
        .collect()
}
