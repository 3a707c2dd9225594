//! The collections screens' controller: the list of collections, and the puzzles of the one the
//! player opened, each with its level, whether it is solved or in progress, and its best time.

use super::{CollectedPuzzle, Collection, Collections};
use super::{ImportError, Imported, import};
use crate::app::Services;
use crate::i18n::words;
use crate::puzzle::Difficulty;
use crate::session::{GameInfo, NewPuzzle};
use crate::stats::Origin;
use crate::storage::Store;
use crate::tr;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The collections screens: what is held, which collection is open, the puzzle files found in
/// the export folder, and the import under way.
#[derive(Clone, Debug, Default)]
pub struct CollectionsScreen {
    held: Collections,
    open: Option<usize>,
    found: Vec<PathBuf>,
    importing: Option<Progress>,
}

/// How far an import is: the puzzles graded of those to grade, counted by its worker threads.
#[derive(Clone, Debug, Default)]
pub struct Progress {
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
}

impl Progress {
    /// Counts `done` of `total` (called from the import's worker threads).
    pub fn report(&self, done: usize, total: usize) {
        self.total.store(total, Ordering::Relaxed);
        self.done.fetch_max(done, Ordering::Relaxed);
    }

    /// The puzzles graded so far, and how many there are to grade (0 until known).
    pub fn get(&self) -> (usize, usize) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }
}

/// An import to run off the UI thread ([`ImportJob::run`]), then to hand to
/// [`crate::app::AppModel::import_finished`].
#[derive(Debug)]
pub struct ImportJob {
    store: Arc<Store>,
    path: PathBuf,
    progress: Progress,
}

impl ImportJob {
    /// Reads, checks and grades the file, and adds its puzzles to the collections.
    pub fn run(self) -> Result<Imported, ImportError> {
        let progress = self.progress.clone();
        import(&self.store, &self.path, &move |done, total| {
            progress.report(done, total)
        })
    }

    /// The file imported.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// The endings of the puzzle files looked for in the export folder (the readers go by content;
/// the endings only keep other files off the list).
pub const PUZZLE_ENDINGS: &[&str] = &["opensudoku", "sdk", "sdm", "ss", "txt", "hdk"];

/// At most this many files found are offered.
const FOUND_SHOWN: usize = 8;

/// One collection on the list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CollectionRow {
    /// Its name.
    pub name: String,
    /// How many puzzles, and of which levels ("120 puzzles · Medium to Expert").
    pub detail: String,
    /// How far the player is ("14 solved", or empty).
    pub progress: String,
}

/// One puzzle of the open collection.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleRow {
    /// Its number in the collection, and its own name if it has one ("12 · Easter monster").
    pub title: String,
    /// Its grade ("Hard · 4.2 · X-wing").
    pub detail: String,
    /// "Solved · best 4:12", "In progress", or empty for one not played yet.
    pub status: String,
    /// Whether the player has solved it.
    pub solved: bool,
}

/// What the player did with one puzzle: whether they solved it (without the solution revealed),
/// and their best time.
#[derive(Clone, Copy, Debug, Default)]
struct Played {
    won: bool,
    best: Option<u64>,
}

impl CollectionsScreen {
    /// Reads the collections from the data folder again (the screen opens, or an import ended).
    pub fn load(&mut self, services: &mut Services) {
        self.held = services.load::<Collections>().unwrap_or_default();
        if self.open.is_some_and(|i| i >= self.held.collections.len()) {
            self.open = None;
        }
    }

    /// Shows `held` as the collections (screenshots stage a scene this way; the app loads them).
    pub fn set_held(&mut self, held: Collections) {
        self.held = held;
        self.open = None;
    }

    /// The collections held.
    pub fn held(&self) -> &Collections {
        &self.held
    }

    /// Looks for puzzle files in `dir` (the export folder), newest first.
    pub fn scan(&mut self, dir: &Path) {
        let mut found: Vec<(std::time::SystemTime, PathBuf)> = std::fs::read_dir(dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
                    .map(|e| e.path())
                    .filter(|p| {
                        p.extension().and_then(|x| x.to_str()).is_some_and(|x| {
                            PUZZLE_ENDINGS.contains(&x.to_ascii_lowercase().as_str())
                        })
                    })
                    .map(|p| {
                        let at = std::fs::metadata(&p)
                            .and_then(|m| m.modified())
                            .unwrap_or(std::time::UNIX_EPOCH);
                        (at, p)
                    })
                    .collect()
            })
            .unwrap_or_default();
        found.sort_by(|a, b| b.cmp(a));
        found.truncate(FOUND_SHOWN);
        self.found = found.into_iter().map(|(_, p)| p).collect();
    }

    /// Offers `files` as found (screenshots stage a scene this way; the app scans the folder).
    pub fn set_found(&mut self, files: Vec<PathBuf>) {
        self.found = files;
    }

    /// The puzzle files found by the last [`CollectionsScreen::scan`], newest first.
    pub fn found(&self) -> &[PathBuf] {
        &self.found
    }

    /// The import of `path` into `store`, to run off the UI thread; `None` while another runs.
    pub fn begin_import(&mut self, store: Arc<Store>, path: PathBuf) -> Option<ImportJob> {
        if self.importing.is_some() {
            return None;
        }
        let progress = Progress::default();
        self.importing = Some(progress.clone());
        Some(ImportJob {
            store,
            path,
            progress,
        })
    }

    /// The import under way ended.
    pub fn end_import(&mut self) {
        self.importing = None;
    }

    /// What the import under way has done ("Grading 120 of 1,000 puzzles…"), `None` when none
    /// runs.
    pub fn import_progress(&self) -> Option<String> {
        let (done, total) = self.importing.as_ref()?.get();
        Some(if total == 0 {
            tr!("Reading the file…").to_string()
        } else {
            tr!(
                "Checking and grading {done} of {n} puzzle…"
                    | "Checking and grading {done} of {n} puzzles…" % total,
                done = done
            )
        })
    }

    /// Opens the collection at `index` of the list; `false` when there is none.
    pub fn open(&mut self, index: usize) -> bool {
        let exists = index < self.held.collections.len();
        if exists {
            self.open = Some(index);
        }
        exists
    }

    /// Opens the collection named `name`; `false` when there is none.
    pub fn open_named(&mut self, name: &str) -> bool {
        match self.held.collections.iter().position(|c| c.name == name) {
            Some(i) => self.open(i),
            None => false,
        }
    }

    /// The collection open, if any.
    pub fn opened(&self) -> Option<&Collection> {
        self.open.and_then(|i| self.held.collections.get(i))
    }

    /// The open collection's name, and a line on it: its count, author and source.
    pub fn heading(&self) -> (String, String) {
        let Some(c) = self.opened() else {
            return (String::new(), String::new());
        };
        let n = c.puzzles.len();
        let mut facts = vec![tr!("{n} puzzle" | "{n} puzzles" % n)];
        if let Some(author) = c.author.as_deref().filter(|a| !a.trim().is_empty()) {
            // TRANSLATORS: {author} made the collection.
            facts.push(tr!("by {author}", author = author));
        }
        if let Some(source) = c.source.as_deref().filter(|s| !s.trim().is_empty()) {
            facts.push(source.to_string());
        }
        (c.name.clone(), words::facts(&facts))
    }

    /// How puzzles come in, for the top of the list: the folder looked in, and the other ways.
    pub fn how_to(&self, export_dir: &Path) -> String {
        let folder = export_dir.display().to_string();
        let mut parts = vec![tr!(
            "Puzzle files put in {folder} are offered here: OpenSudoku, .sdk, .sdm, .ss, HoDoKu, or text with one puzzle a line.",
            folder = folder
        )];
        #[cfg(not(target_os = "android"))]
        parts.push(
            tr!("On a computer, a file can also be opened with the app: sudoku-lines FILE.")
                .to_string(),
        );
        parts.push(
            tr!("Each puzzle is checked and graded when it comes in; one pasted on Your own puzzle is played at once.")
                .to_string(),
        );
        words::sentences(&parts)
    }

    /// The list of collections, with what the player did in each.
    pub fn rows(&self, services: &Services) -> Vec<CollectionRow> {
        let played = played(services);
        self.held
            .collections
            .iter()
            .map(|c| {
                let n = c.puzzles.len();
                let solved = c
                    .puzzles
                    .iter()
                    .filter(|p| played_of(&played, c, p).won)
                    .count();
                let mut facts = vec![tr!("{n} puzzle" | "{n} puzzles" % n)];
                if let Some(levels) = level_span(c) {
                    facts.push(levels);
                }
                CollectionRow {
                    name: c.name.clone(),
                    detail: words::facts(&facts),
                    progress: if solved > 0 {
                        tr!("{n} solved" | "{n} solved" % solved)
                    } else {
                        String::new()
                    },
                }
            })
            .collect()
    }

    /// The puzzles of the open collection; `playing` is the imported puzzle of the game in
    /// progress, if it is one.
    pub fn puzzle_rows(&self, services: &Services, playing: Option<&Origin>) -> Vec<PuzzleRow> {
        let Some(c) = self.opened() else {
            return Vec::new();
        };
        let played = played(services);
        c.puzzles
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let number = (i + 1).to_string();
                let title = match &p.name {
                    Some(name) if !name.trim().is_empty() => words::facts(&[number, name.clone()]),
                    _ => number,
                };
                let mut detail = vec![level_label(p)];
                if p.rating > 0 {
                    detail.push(crate::i18n::words::decimal(f64::from(p.rating) / 10.0, 1));
                }
                if let Some(t) = p.hardest.as_deref().and_then(|t| t.parse().ok()) {
                    detail.push(words::capitalize(crate::sudoku::Technique::title(t)));
                }
                let is_playing =
                    playing.is_some_and(|o| o.collection == c.name && o.givens == p.givens);
                let done = played_of(&played, c, p);
                let status = if is_playing {
                    tr!("In progress").to_string()
                } else if done.won {
                    let best = done.best.unwrap_or_default();
                    // TRANSLATORS: {time} is the best time, as 4:12.
                    tr!("Solved · best {time}", time = words::clock(best))
                } else {
                    String::new()
                };
                PuzzleRow {
                    title,
                    detail: words::facts(&detail),
                    status,
                    solved: done.won,
                }
            })
            .collect()
    }

    /// The player's digits and notes that puzzle `index` of the opened collection came in with,
    /// if its file held any.
    pub fn work(&self, index: usize) -> Option<crate::sudoku::Work> {
        let p = self.opened()?.puzzles.get(index)?;
        if p.digits.is_none() && p.notes.is_none() {
            return None;
        }
        let entries = p
            .digits
            .as_deref()
            .and_then(|d| crate::sudoku::Grid::from_line(d).ok())
            .unwrap_or_else(crate::sudoku::Grid::empty);
        let mut notes = [0; 81];
        for (n, &mask) in notes.iter_mut().zip(p.notes.iter().flatten()) {
            *n = mask;
        }
        Some(crate::sudoku::Work::from_file(entries, &notes))
    }

    /// The puzzle at `index` of the open collection, ready to play: graded ones count under
    /// their level, the others as custom puzzles; all are marked with their collection.
    pub fn puzzle(&self, index: usize) -> Option<NewPuzzle> {
        let c = self.opened()?;
        let p = c.puzzles.get(index)?;
        let givens = p.grid()?;
        let solution = givens.solution()?;
        let difficulty = p.level().map_or(Difficulty::Custom, Difficulty::Level);
        Some(NewPuzzle {
            givens,
            solution,
            info: GameInfo {
                difficulty,
                score: (p.rating > 0).then(|| f32::from(p.rating) / 10.0),
                techniques: p.hardest.iter().cloned().collect(),
                origin: Some(Origin {
                    collection: c.name.clone(),
                    givens: p.givens.clone(),
                }),
            },
            killer: None,
        })
    }
}

/// What the player did with each imported puzzle, by collection and givens.
fn played(services: &Services) -> HashMap<(&str, &str), Played> {
    let mut map: HashMap<(&str, &str), Played> = HashMap::new();
    for g in &services.stats().games {
        let Some(o) = &g.origin else { continue };
        // A game whose solution was revealed was played, not solved.
        if !g.won || !g.counts_for_records {
            continue;
        }
        let entry = map
            .entry((o.collection.as_str(), o.givens.as_str()))
            .or_default();
        entry.won = true;
        entry.best = Some(entry.best.map_or(g.seconds, |b| b.min(g.seconds)));
    }
    map
}

fn played_of(map: &HashMap<(&str, &str), Played>, c: &Collection, p: &CollectedPuzzle) -> Played {
    map.get(&(c.name.as_str(), p.givens.as_str()))
        .copied()
        .unwrap_or_default()
}

/// A puzzle's level as the player reads it; "Beyond the ladder" when the techniques cannot
/// finish it.
fn level_label(p: &CollectedPuzzle) -> String {
    match p.level() {
        Some(level) => level.label().to_string(),
        // TRANSLATORS: the level of an imported puzzle that the app's techniques cannot finish.
        None => tr!("Beyond the ladder").to_string(),
    }
}

/// The span of levels of a collection ("Medium to Expert", "Hard"), `None` when none is graded.
fn level_span(c: &Collection) -> Option<String> {
    let levels: Vec<_> = c
        .puzzles
        .iter()
        .filter_map(CollectedPuzzle::level)
        .collect();
    let (lo, hi) = (levels.iter().min()?, levels.iter().max()?);
    Some(if lo == hi {
        lo.label().to_string()
    } else {
        // TRANSLATORS: the easiest and the hardest level of a collection's puzzles.
        tr!(
            "{easiest} to {hardest}",
            easiest = lo.label(),
            hardest = hi.label()
        )
    })
}
