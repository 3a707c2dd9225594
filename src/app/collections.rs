//! The puzzle collections a player brought in: every file imported becomes a named collection
//! (each of its folders one of its own), kept in the data folder as `collections.json` with the
//! same atomic writes and recovery as every other file.
//!
//! Each puzzle is checked (exactly one solution) and graded (level, rating, hardest technique)
//! once, when it comes in ([`import`]); the grading runs on worker threads and reports its
//! progress, so a screen can show it. A bad puzzle is refused with its place in the file and the
//! reason, and the good ones of the same file still come in; nothing already in a collection is
//! changed: an import only adds collections, or puzzles a collection does not hold yet.
//!
//! A file comes in from the export folder, the command line, a pasted text, or the picker
//! ([`FilePicker`]), which browses the folders the app may read.

mod import;
mod picker;
mod screen;

pub use import::{ImportError, Imported, Intake, import, import_text};
pub use picker::{EntryKind, FilePicker, ListError, Listing, MAX_LISTED, PickerRow, SETTLE};
pub use screen::{CollectionRow, CollectionsScreen, ImportJob, Progress, PuzzleRow};

use crate::storage::Versioned;
use crate::sudoku::formats::Entry;
use crate::sudoku::{Grade, Grid, Level};
use serde::{Deserialize, Serialize};

/// Every collection, in the order they came in.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Collections {
    /// The collections, oldest first.
    pub collections: Vec<Collection>,
}

impl Versioned for Collections {
    const NAME: &'static str = "collections.json";
    const VERSION: u32 = 1;
}

/// One named collection: a file, or one folder of a file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Collection {
    /// Its name: the folder's, else the file's name without its ending.
    pub name: String,
    /// Who made it, if the file says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    /// Where it comes from, if the file says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// When it came in (RFC 3339, the player's offset).
    pub added: String,
    /// Its puzzles, in the file's order.
    pub puzzles: Vec<CollectedPuzzle>,
}

/// One puzzle of a collection, with its grade and what the file held of the player's work.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CollectedPuzzle {
    /// The givens: 81 characters, `.` for an empty cell.
    pub givens: String,
    /// The digits the player had entered (81 characters, `.` elsewhere), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub digits: Option<String>,
    /// The player's notes of each cell (bit `n - 1` for digit `n`), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<Vec<u16>>,
    /// Its own name, if the file gives one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The text that came with it (a rating, a comment).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Its level's file name (`"easy"` … `"extreme"`), or `None` when the technique ladder cannot
    /// finish it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// The rating of its hardest step, in tenths on the SE scale.
    pub rating: u8,
    /// The name of its hardest technique, if any step was needed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hardest: Option<String>,
}

impl CollectedPuzzle {
    /// The puzzle of a checked `entry`, with `grade`, its grade.
    pub fn of(entry: &Entry, grade: &Grade) -> CollectedPuzzle {
        let has_digits = entry.digits.n_filled() > 0;
        let has_notes = entry.notes.iter().any(|&n| n != 0);
        CollectedPuzzle {
            givens: entry.givens.to_line(),
            digits: has_digits.then(|| entry.digits.to_line()),
            notes: has_notes.then(|| entry.notes.to_vec()),
            name: entry.name.clone(),
            note: entry.note.clone(),
            level: grade.level.map(|l| l.name().to_string()),
            rating: grade.rating,
            hardest: grade.hardest.map(|t| t.name().to_string()),
        }
    }

    /// The puzzle's givens as a grid (`None` for a damaged file's line).
    pub fn grid(&self) -> Option<Grid> {
        Grid::from_line(&self.givens).ok()
    }

    /// Its level, `None` when unrated.
    pub fn level(&self) -> Option<Level> {
        self.level.as_deref().and_then(|l| l.parse().ok())
    }
}

impl Collections {
    /// The collection named `name`.
    pub fn named(&self, name: &str) -> Option<&Collection> {
        self.collections.iter().find(|c| c.name == name)
    }

    /// How many puzzles all collections hold.
    pub fn n_puzzles(&self) -> usize {
        self.collections.iter().map(|c| c.puzzles.len()).sum()
    }

    /// Adds the puzzles of `into` to the collection of its name (made when missing, with its
    /// author, source and date), leaving out those whose givens it already holds; how many were
    /// added.
    pub fn add(&mut self, into: Collection) -> usize {
        let index = match self.collections.iter().position(|c| c.name == into.name) {
            Some(i) => i,
            None => {
                self.collections.push(Collection {
                    puzzles: Vec::new(),
                    ..into.clone()
                });
                self.collections.len() - 1
            }
        };
        let target = &mut self.collections[index];
        let mut held: std::collections::HashSet<String> =
            target.puzzles.iter().map(|p| p.givens.clone()).collect();
        let before = target.puzzles.len();
        for p in into.puzzles {
            if held.insert(p.givens.clone()) {
                target.puzzles.push(p);
            }
        }
        target.puzzles.len() - before
    }
}
