//! [`Work`]: the player's part of a position, everything on the board that is not the puzzle:
//! the digits entered, the two kinds of notes ([`NoteKind`]) and the colours. Undo restores it,
//! a checkpoint keeps a copy of it, and going back to a checkpoint puts that copy back.

use super::{Colouring, NoteMask};
use crate::sudoku::{Cell, Grid};
use serde::{Deserialize, Serialize};

/// The two kinds of notes of paper solving.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoteKind {
    /// Centre notes: the cell's candidates (what auto notes writes).
    #[default]
    Centre,
    /// Corner notes: where a digit can go in a box (Snyder notation).
    Corner,
}

/// The player's digits, notes and colours.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Work {
    pub(super) entries: Grid,
    // One mask per cell, so a `Cell` index is always in range; a saved form with another count is
    // refused when read.
    #[serde(with = "cell_notes")]
    pub(super) notes: [NoteMask; 81],
    #[serde(with = "cell_notes", default = "no_notes")]
    pub(super) corner: [NoteMask; 81],
    #[serde(default, skip_serializing_if = "Colouring::is_empty")]
    pub(super) colours: Colouring,
}

fn no_notes() -> [NoteMask; 81] {
    [0; 81]
}

impl Default for Work {
    fn default() -> Work {
        Work {
            entries: Grid::empty(),
            notes: no_notes(),
            corner: no_notes(),
            colours: Colouring::default(),
        }
    }
}

impl Work {
    /// The work a file brought in: the player's `entries` and centre `notes` (notes on a cell
    /// that holds a digit are dropped, and bits beyond digit 9).
    pub fn from_file(entries: Grid, notes: &[NoteMask; 81]) -> Work {
        let mut work = Work {
            entries,
            ..Work::default()
        };
        for c in Cell::all() {
            if entries.get(c).is_none() {
                work.notes[c.index()] = notes[c.index()] & super::ALL_NOTES;
            }
        }
        work
    }

    /// The digits entered (givens not included).
    pub fn entries(&self) -> &Grid {
        &self.entries
    }

    /// The notes of `kind` in `cell`.
    pub fn notes(&self, cell: Cell, kind: NoteKind) -> NoteMask {
        let masks = match kind {
            NoteKind::Centre => &self.notes,
            NoteKind::Corner => &self.corner,
        };
        masks[cell.index()]
    }

    /// The colours.
    pub fn colours(&self) -> &Colouring {
        &self.colours
    }

    pub(super) fn notes_mut(&mut self, kind: NoteKind) -> &mut [NoteMask; 81] {
        match kind {
            NoteKind::Centre => &mut self.notes,
            NoteKind::Corner => &mut self.corner,
        }
    }

    /// Removes both kinds of notes from `cell`.
    pub(super) fn clear_notes(&mut self, cell: Cell) {
        self.notes[cell.index()] = 0;
        self.corner[cell.index()] = 0;
    }

    /// Removes `digit` from both kinds of notes of `cell`.
    pub(super) fn remove_note(&mut self, cell: Cell, digit: crate::sudoku::Digit) {
        self.notes[cell.index()] &= !digit.bit();
        self.corner[cell.index()] &= !digit.bit();
    }

    /// Why this work cannot stand on a puzzle of `givens`, if it cannot: a digit on a given, a
    /// note that is not a digit, or notes in a cell that holds a digit.
    pub(super) fn problem_on(&self, givens: &Grid) -> Option<Cell> {
        Cell::all().find(|&c| {
            let filled = givens.get(c).is_some() || self.entries.get(c).is_some();
            (givens.get(c).is_some() && self.entries.get(c).is_some())
                || [NoteKind::Centre, NoteKind::Corner]
                    .iter()
                    .any(|&k| self.notes(c, k) & !super::ALL_NOTES != 0)
                || (filled
                    && (self.notes(c, NoteKind::Centre) | self.notes(c, NoteKind::Corner)) != 0)
        })
    }
}

/// Serde for the 81 note masks, as a plain list (the array is longer than serde's derive covers).
mod cell_notes {
    use super::NoteMask;
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(notes: &[NoteMask; 81], s: S) -> Result<S::Ok, S::Error> {
        notes.as_slice().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[NoteMask; 81], D::Error> {
        let list = Vec::<NoteMask>::deserialize(d)?;
        <[NoteMask; 81]>::try_from(list).map_err(|list| {
            D::Error::custom(format!("expected 81 note masks, found {}", list.len()))
        })
    }
}
