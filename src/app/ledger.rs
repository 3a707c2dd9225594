//! [`Ledger`]: every recorded game, loaded once (a long history on a worker thread, so it never
//! delays the first frame), with the index the statistics are read through, and the writes that
//! keep it on disk.
//!
//! The history on disk is `stats.json` and its journal (see [`crate::stats::journal`]):
//! - **Recording appends.** A recorded game is appended to the journal: the same cost at any
//!   history size.
//! - **Statistics merge.** Every write first takes in the games another process wrote since (an
//!   import from the command line, a copy of the app where folders cannot be locked), by game id,
//!   under the folder's write lock: no finished game ever vanishes.
//! - **Folded when opened.** Loading folds the journal into `stats.json` when this copy may write,
//!   and so does every write of the whole history (an import, a retried save).
//! - **Progress rides along.** The player's [`Progress`] (its own file, loaded and saved by the
//!   services) is held here too and set into the history as soon as it is loaded, so the history
//!   exports with it and an import merges into it.

use crate::puzzle::{Difficulty, Mode};
use crate::stats::{GameRecord, NewRecord, Progress, StatsFile, StatsIndex, journal};
use crate::storage::{Loaded, Stamp, StorageError, Store, Versioned};
use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::thread::JoinHandle;

/// A statistics file at most this large is loaded before the first frame; a larger one (some
/// thousands of games) is loaded on a worker thread, so a long history never delays start-up.
pub const LOAD_IN_BACKGROUND_ABOVE: u64 = 1 << 20;

/// What a tab's games were when a view of them was made: a new game of the tab, or a new history,
/// gives a new revision (unique in the process, so views of a replaced history are never taken for
/// current).
pub type Revision = u64;

static NEXT_REVISION: AtomicU64 = AtomicU64::new(1);

fn next_revision() -> Revision {
    NEXT_REVISION.fetch_add(1, Ordering::Relaxed)
}

/// The recorded games as loaded, with what is derived from them.
struct Games {
    file: StatsFile,
    index: StatsIndex,
    // The revision of every tab not changed since the history was loaded or replaced.
    base: Revision,
    revisions: HashMap<(Mode, Difficulty), Revision>,
    // stats.json as this copy last loaded or saved it.
    stamp: Option<Stamp>,
    // Where the next read of the journal starts: the end of what this copy has taken in.
    journal_end: u64,
    // What the player must be told about loading it, until dismissed.
    notice: Option<String>,
}

impl Games {
    fn new(file: StatsFile, stamp: Option<Stamp>, notice: Option<String>) -> Games {
        Games {
            index: StatsIndex::build(&file),
            file,
            base: next_revision(),
            revisions: HashMap::new(),
            stamp,
            journal_end: 0,
            notice,
        }
    }

    /// Loads stats.json and its journal from `store` (the stamp is taken first: a change after
    /// it is merged at the next write, never missed), then folds the journal into stats.json when
    /// this copy may write (on the loading thread: a long history is folded off the UI thread).
    fn load(store: &Store) -> Games {
        let stamp = store.stamp(StatsFile::NAME);
        let (mut file, mut notice, usable) = match store.load::<StatsFile>() {
            Ok(Loaded::Found(file)) => (file, None, true),
            Ok(newer @ Loaded::Newer { .. }) => (StatsFile::default(), newer.message(), false),
            Ok(other) => (StatsFile::default(), other.message(), true),
            Err(StorageError::ReadOnly { .. }) => (StatsFile::default(), None, false),
            Err(e) => (StatsFile::default(), Some(e.message()), false),
        };
        let journal_end = match journal::read_journal(store, 0) {
            Ok(read) => {
                if !read.games.is_empty() {
                    file.merge(StatsFile::from_games(read.games));
                }
                read.end
            }
            Err(e) => {
                notice.get_or_insert(e.message());
                0
            }
        };
        let mut games = Games::new(file, stamp, notice);
        games.journal_end = journal_end;
        if usable && journal_end > 0 && !store.is_read_only() {
            // Left for the next time when it fails: the journal still holds every game.
            let _ = games.fold(store);
        }
        games
    }

    /// Takes in the games appended to the file; their tabs get new revisions.
    fn reindex(&mut self) {
        for key in self.index.update(&self.file) {
            self.revisions.insert(key, next_revision());
        }
    }

    /// Takes in the games another process wrote to stats.json since this copy last read or wrote
    /// it; the journal is then read again from its start (that process may have folded it).
    fn take_in_stats_file(&mut self, store: &Store) {
        let now = store.stamp(StatsFile::NAME);
        if now == self.stamp {
            return;
        }
        if let Ok(Loaded::Found(theirs)) = store.load::<StatsFile>()
            && self.file.merge(theirs).added > 0
        {
            self.reindex();
        }
        self.stamp = now;
        self.journal_end = 0;
    }

    /// Appends `record` (already added to the file) to the journal, under the folder's write lock,
    /// after taking in what other processes recorded meanwhile. Costs the same at any history size
    /// unless another process wrote the statistics since.
    fn append(&mut self, store: &Store, record: &GameRecord) -> Result<(), StorageError> {
        store.with_write_lock(|| {
            self.take_in_stats_file(store);
            let theirs = journal::read_journal(store, self.journal_end)?;
            if !theirs.games.is_empty()
                && self.file.merge(StatsFile::from_games(theirs.games)).added > 0
            {
                self.reindex();
            }
            self.journal_end = journal::append_game(store, record)?;
            Ok(())
        })
    }

    /// Writes the whole history to stats.json, merged with what other processes wrote, and folds
    /// the journal into it (see [`journal::fold`]).
    fn fold(&mut self, store: &Store) -> Result<(), StorageError> {
        store.with_write_lock(|| {
            self.take_in_stats_file(store);
            if journal::fold(store, &mut self.file)? > 0 {
                self.reindex();
            }
            self.stamp = store.stamp(StatsFile::NAME);
            self.journal_end = 0;
            Ok(())
        })
    }
}

/// The statistics ledger: the recorded games, ready or still loading.
#[derive(Default)]
pub struct Ledger {
    ready: OnceCell<Games>,
    // A long history not yet being loaded: its load starts at the first [`Ledger::poll`] (once
    // the window is up), or runs at once when the games are needed before.
    deferred: RefCell<Option<Deferred>>,
    loading: RefCell<Option<JoinHandle<Games>>>,
    // The player's progress; copied into the history's file whenever that is (re)made.
    progress: Progress,
}

/// The folder of a long history whose load has not started, and what its worker runs first.
type Deferred = (Arc<Store>, Option<Box<dyn FnOnce() + Send>>);

impl Drop for Ledger {
    fn drop(&mut self) {
        // A load that never started is not needed any more.
        self.deferred.get_mut().take();
        // A load still running holds the folder: wait for it, so the folder is free when this
        // copy is gone.
        if self.loading.get_mut().is_some() {
            let _ = self.games();
        }
    }
}

impl Ledger {
    /// The ledger of the folder `store` (none: an empty history kept in memory). A long history
    /// is loaded on a worker thread, started by the first [`Ledger::poll`], that first runs
    /// `before_load` (tests hold it back this way); a short one is loaded now.
    pub fn open(
        store: Option<&Arc<Store>>,
        before_load: Option<Box<dyn FnOnce() + Send>>,
    ) -> Ledger {
        let ledger = Ledger::default();
        let Some(store) = store else {
            let _ = ledger
                .ready
                .set(Games::new(StatsFile::default(), None, None));
            return ledger;
        };
        let large = std::fs::metadata(store.path_of(StatsFile::NAME))
            .is_ok_and(|m| m.len() > LOAD_IN_BACKGROUND_ABOVE);
        if large {
            *ledger.deferred.borrow_mut() = Some((Arc::clone(store), before_load));
        } else {
            let _ = ledger.ready.set(Games::load(store));
        }
        ledger
    }

    /// Starts loading a long history on its worker thread, if it has not started (without a
    /// thread it is loaded when needed).
    fn start(&self) {
        let Some((store, before_load)) = self.deferred.borrow_mut().take() else {
            return;
        };
        // What loading finds is shown in the window: the worker speaks the window's language.
        let language = crate::i18n::language();
        let spawned = std::thread::Builder::new()
            .name("load statistics".into())
            .spawn(move || {
                crate::i18n::set_language(language);
                if let Some(wait) = before_load {
                    wait();
                }
                Games::load(&store)
            });
        if let Ok(job) = spawned {
            *self.loading.borrow_mut() = Some(job);
        }
    }

    fn games(&self) -> &Games {
        self.ready.get_or_init(|| self.join())
    }

    /// Runs `f` on the games, to change them (waits for a load still running).
    fn with_mut<R>(&mut self, f: impl FnOnce(&mut Games) -> R) -> R {
        let mut games = self.ready.take().unwrap_or_else(|| self.join());
        let result = f(&mut games);
        self.ready = OnceCell::from(games);
        result
    }

    /// The history, waited for, with the progress set into it.
    fn join(&self) -> Games {
        let mut games = self.join_load();
        games.file.progress = self.progress.clone();
        games
    }

    fn join_load(&self) -> Games {
        // Needed before its load started: loaded here and now.
        if let Some((store, before_load)) = self.deferred.borrow_mut().take() {
            if let Some(wait) = before_load {
                wait();
            }
            return Games::load(&store);
        }
        let job = self.loading.borrow_mut().take();
        match job.map(JoinHandle::join) {
            Some(Ok(games)) => games,
            Some(Err(_)) => Games::new(
                StatsFile::default(),
                None,
                Some(
                    crate::tr!("The statistics could not be loaded; they are left as they are.")
                        .into(),
                ),
            ),
            None => Games::new(StatsFile::default(), None, None),
        }
    }

    /// Whether a long history is still being loaded on its worker thread.
    pub fn is_loading(&self) -> bool {
        self.ready.get().is_none()
    }

    /// Starts loading a long history if it has not started, and takes it in once its worker
    /// thread is done, without waiting for it.
    pub fn poll(&self) {
        self.start();
        let done = self
            .loading
            .borrow()
            .as_ref()
            .is_some_and(JoinHandle::is_finished);
        if done {
            let _ = self.games();
        }
    }

    /// Every recorded game (waits for a long history still loading).
    pub fn file(&self) -> &StatsFile {
        &self.games().file
    }

    /// The games of `mode` at `difficulty`, in the order they ended.
    pub fn games_of(&self, mode: Mode, difficulty: &Difficulty) -> Vec<&GameRecord> {
        let games = self.games();
        games.index.games(&games.file, mode, difficulty)
    }

    /// The revision of the games of `mode` at `difficulty`: changes whenever one is added.
    pub fn revision(&self, mode: Mode, difficulty: &Difficulty) -> Revision {
        let games = self.games();
        games
            .revisions
            .get(&(mode, difficulty.clone()))
            .copied()
            .unwrap_or(games.base)
    }

    /// What loading the history found, until dismissed (only once it is loaded).
    pub fn notice(&self) -> Option<&str> {
        self.ready.get().and_then(|g| g.notice.as_deref())
    }

    /// Dismisses the loading notice; returns whether there was one.
    pub fn dismiss_notice(&mut self) -> bool {
        self.ready
            .get_mut()
            .is_some_and(|g| g.notice.take().is_some())
    }

    /// Adds `record` unless a game with its id is recorded; returns the best time it broke, or
    /// `None` when it was recorded before.
    pub fn add(&mut self, record: &GameRecord) -> Option<Option<NewRecord>> {
        self.with_mut(|games| {
            if games.file.games.iter().any(|g| g.id == record.id) {
                return None;
            }
            let broken = crate::stats::new_record(&games.file, record);
            // Its id is not there (just looked): pushed without looking again.
            games.file.games.push(record.clone());
            games.reindex();
            Some(broken)
        })
    }

    /// Appends an added game to the journal (see the module's header).
    pub fn append(&mut self, store: &Store, record: &GameRecord) -> Result<(), StorageError> {
        self.with_mut(|games| games.append(store, record))
    }

    /// Writes the whole history to stats.json, folding the journal in.
    pub fn fold(&mut self, store: &Store) -> Result<(), StorageError> {
        self.with_mut(|games| games.fold(store))
    }

    /// Replaces the history (not merged: what is on disk is not taken back in); `stamp` is
    /// stats.json's version on disk now.
    pub fn replace(&mut self, file: StatsFile, stamp: Option<Stamp>) {
        let progress = self.progress.clone();
        self.with_mut(|games| {
            let notice = games.notice.take();
            *games = Games::new(file, stamp, notice);
            games.file.progress = progress;
        });
    }

    /// Adds the games of `incoming` not recorded yet, and takes in its progress; returns how
    /// many games were added and skipped.
    pub fn merge(&mut self, incoming: StatsFile) -> (usize, usize) {
        let (report, progress) = self.with_mut(|games| {
            let report = games.file.merge(incoming);
            games.reindex();
            (report, games.file.progress.clone())
        });
        self.progress = progress;
        (report.added, report.skipped)
    }

    /// The player's progress with each technique.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// Replaces the player's progress (in the history too, once it is loaded).
    pub fn set_progress(&mut self, progress: Progress) {
        if let Some(games) = self.ready.get_mut() {
            games.file.progress = progress.clone();
        }
        self.progress = progress;
    }
}
