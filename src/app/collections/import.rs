//! Bringing puzzles in: a file or a pasted text is read by its content, each puzzle checked and
//! graded on worker threads, and the good ones added to the collections in the data folder.

use super::{CollectedPuzzle, Collection, Collections};
use crate::storage::{StorageError, Store};
use crate::sudoku::Grade;
use crate::sudoku::formats::{self, Collection as Read, Entry, EntryError, FileError, Refusal};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

/// What one import brought into one collection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Intake {
    /// The collection's name.
    pub name: String,
    /// How many proper puzzles the file holds for it.
    pub count: usize,
    /// How many of them were new to it (the others it held already).
    pub added: usize,
}

/// What an import did: the collections it added to, and the puzzles it refused.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    /// One line per collection, in the file's order.
    pub collections: Vec<Intake>,
    /// The puzzles refused, with their place in the file and why, in the file's order (at most
    /// [`formats::MAX_REFUSALS`]).
    pub refusals: Vec<Refusal>,
    /// How many puzzles were refused in all.
    pub n_refused: usize,
}

/// Why nothing of a file came in.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file cannot be read at all (missing, too large, not text).
    #[error("{0}")]
    File(#[from] FileError),
    /// The collections cannot be read or saved.
    #[error("{0}")]
    Storage(#[from] StorageError),
}

/// Imports the file at `path` into the collections of `store`, calling `progress(done, total)`
/// as puzzles are graded (from worker threads; `total` counts the puzzles new to their
/// collection, the only ones graded). A collection without a folder name is named
/// after the file.
pub fn import(
    store: &Store,
    path: &Path,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Imported, ImportError> {
    let read = formats::read_file(path)?;
    let name = path.file_stem().map_or_else(
        || "Imported".to_string(),
        |s| s.to_string_lossy().into_owned(),
    );
    add(store, &name, read, progress)
}

/// Imports the puzzles of a pasted `text` into the collection `name` (or the text's own folders).
pub fn import_text(
    store: &Store,
    name: &str,
    text: &str,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Imported, ImportError> {
    add(store, name, formats::read_str(text), progress)
}

fn add(
    store: &Store,
    name: &str,
    mut read: Read,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Imported, ImportError> {
    // Puzzles a collection holds already are not checked or graded again: they keep what they
    // have, and the merge leaves them out.
    let (held, _) = store.load::<Collections>()?.or_default();
    let folder_of = |e: &Entry| e.folder.clone().unwrap_or_else(|| name.to_string());
    let index: std::collections::HashMap<(&str, &str), &CollectedPuzzle> = held
        .collections
        .iter()
        .flat_map(|c| {
            c.puzzles
                .iter()
                .map(move |p| ((c.name.as_str(), p.givens.as_str()), p))
        })
        .collect();
    let known: Vec<Option<CollectedPuzzle>> = read
        .entries
        .iter()
        .map(|e| {
            let (folder, givens) = (folder_of(e), e.givens.to_line());
            index
                .get(&(folder.as_str(), givens.as_str()))
                .map(|p| (*p).clone())
        })
        .collect();
    let grades = grade_all(&read.entries, &known, progress);
    let added_at = chrono::Local::now().fixed_offset().to_rfc3339();
    let mut incoming: Vec<Collection> = Vec::new();
    let entries = std::mem::take(&mut read.entries);
    for ((entry, grade), known) in entries.into_iter().zip(grades).zip(known) {
        let puzzle = match (known, grade) {
            (Some(p), _) => p,
            (None, Ok(g)) => CollectedPuzzle::of(&entry, &g),
            (None, Err(why)) => {
                read.refuse(entry.place, why);
                continue;
            }
        };
        let folder = folder_of(&entry);
        let index = match incoming.iter().position(|c| c.name == folder) {
            Some(i) => i,
            None => {
                incoming.push(Collection {
                    name: folder,
                    author: entry.author.clone(),
                    source: entry.source.clone(),
                    added: added_at.clone(),
                    puzzles: Vec::new(),
                });
                incoming.len() - 1
            }
        };
        incoming[index].puzzles.push(puzzle);
    }
    read.refusals.sort_by_key(|r| match r.place {
        formats::Place::Line(l) | formats::Place::Game { line: l, .. } => l,
    });
    let intakes = store.with_write_lock(|| merge(store, incoming))?;
    let n_refused = read.n_refused();
    Ok(Imported {
        collections: intakes,
        refusals: read.refusals,
        n_refused,
    })
}

/// Adds the collections read to those of `store` and saves them when anything is new.
fn merge(store: &Store, incoming: Vec<Collection>) -> Result<Vec<Intake>, StorageError> {
    let (mut all, _) = store.load::<Collections>()?.or_default();
    let intakes: Vec<Intake> = incoming
        .into_iter()
        .map(|c| {
            let (name, count) = (c.name.clone(), c.puzzles.len());
            let added = all.add(c);
            Intake { name, count, added }
        })
        .collect();
    if intakes.iter().any(|i| i.added > 0) {
        store.save(&all)?;
    }
    Ok(intakes)
}

/// Checks and grades every entry not `known` on as many worker threads as the machine has
/// cores (a known one gets a placeholder result, not used).
fn grade_all(
    entries: &[Entry],
    known: &[Option<CollectedPuzzle>],
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Vec<Result<Grade, EntryError>> {
    let total = known.iter().filter(|k| k.is_none()).count();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(total.max(1));
    let mut results: Vec<Option<Result<Grade, EntryError>>> = Vec::new();
    results.resize_with(entries.len(), || None);
    let parts: Vec<Vec<(usize, Result<Grade, EntryError>)>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                s.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(entry) = entries.get(i) else { break };
                        if known.get(i).is_some_and(Option::is_some) {
                            mine.push((i, Err(EntryError::NotAPuzzle)));
                            continue;
                        }
                        mine.push((i, formats::check(entry).map(|g| Grade::of(&g))));
                        progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
                    }
                    mine
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    for (i, r) in parts.into_iter().flatten() {
        if let Some(slot) = results.get_mut(i) {
            *slot = Some(r);
        }
    }
    results
        .into_iter()
        .map(|r| r.unwrap_or(Err(EntryError::NotAPuzzle)))
        .collect()
}
