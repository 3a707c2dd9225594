//! The app's model, without any UI toolkit: a router over [`Screen`]s, one controller per screen,
//! and the services they share (the data folder, the statistics, the notices).
//!
//! The Slint layer (`ui`) maps these controllers' views to its globals and forwards callbacks to
//! the methods here; it holds no rule. Every rule a player meets lives in a plain-Rust module:
//! - which screen shows and where Back goes: [`router`];
//! - loading, saving and recording a game, the same for both games: [`play`];
//! - the game screen (input, hints, check, the win summary): [`game`];
//! - the line puzzle screen: [`lines`];
//! - statistics and their export/import: [`stats`];
//! - the settings: [`settings`];
//! - entering a puzzle of one's own: [`custom`];
//! - the home screen (levels, continue, making a puzzle): [`home`];
//! - where new games come from, without repeats: [`supply`].
//!
//! Controllers keep their state private. Work that touches the data folder or the statistics takes
//! the [`Services`] as an argument, so what a controller may change is visible in its signature.

pub mod custom;
pub mod game;
pub mod home;
pub mod lines;
pub mod play;
pub mod router;
pub mod settings;
pub mod stats;
pub mod supply;

pub use custom::CustomScreen;
pub use game::{GameScreen, Summary};
pub use home::{HomeScreen, PuzzleSource};
pub use lines::LinesScreen;
pub use play::Play;
pub use router::{Router, Screen};
pub use settings::{SettingChange, SettingsScreen};
pub use stats::StatsScreen;

use crate::session::NewPuzzle;
use crate::settings::Settings;
use crate::stats::{GameRecord, Mode, NewRecord, StatsFile, StatsIndex, journal};
use crate::storage::{Claim, Loaded, Stamp, StorageError, Store, Versioned};
use crate::sudoku::Level;
use std::cell::{OnceCell, RefCell};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::thread::JoinHandle;

/// A statistics file at most this large is loaded before the first frame; a larger one (some
/// thousands of games) is loaded on a worker thread, so a long history never delays start-up.
const LOAD_IN_BACKGROUND_ABOVE: u64 = 1 << 20;

/// What the screens share: the data folder (none: nothing is saved), every recorded game, the
/// writes waiting to be retried, and the messages waiting to be shown once.
///
/// Saving, stated once:
/// - **One owner.** The first copy of the app on a data folder owns it ([`Store::claim`]); a
///   second copy is read-only: it shows everything and saves nothing, and says so once
///   ([`Services::read_only`]).
/// - **Statistics merge.** Every save of the statistics first takes in the games another process
///   wrote since (an import from the command line, a copy of the app where folders cannot be
///   locked), by game id, under the folder's write lock: no finished game ever vanishes.
/// - **Failures are retried.** A save that fails is kept and tried again at every
///   [`Services::retry`] (the app's autosave, every few seconds) until it works; the player is
///   told once when saving stops working and once when it works again, and
///   [`Services::save_status`] says [`SaveStatus::NotSaved`] in between.
pub struct Services {
    store: Option<Arc<Store>>,
    read_only: bool,
    history: History,
    // Writes that failed, by file name, to retry.
    pending: BTreeMap<String, Pending>,
    // The player was told that saving fails (and is not yet told it works again).
    told_failing: bool,
    // Each file's version on disk as this copy last loaded or saved it.
    stamps: HashMap<&'static str, Option<Stamp>>,
    notices: Vec<String>,
}

/// Whether the player's progress is on disk, for an indicator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveStatus {
    /// Everything is saved.
    Saved,
    /// Some saves failed (full disk, read-only folder, ...): they are kept in memory and retried.
    NotSaved,
    /// Another copy of the app has the data folder open: this one saves nothing.
    ReadOnly,
    /// There is no data folder (it could not be made, or none was asked for): nothing is saved.
    Off,
}

impl SaveStatus {
    /// A short text for an indicator; empty when everything is saved.
    pub fn text(self) -> &'static str {
        match self {
            SaveStatus::Saved => "",
            SaveStatus::NotSaved => "Not saved",
            SaveStatus::ReadOnly => "Read-only: open in another window",
            SaveStatus::Off => "Not saved",
        }
    }
}

/// The notice a second copy of the app shows.
pub const READ_ONLY_NOTICE: &str = "Sudoku Lines is already open; this window will not save. Close it and use the other window to keep your progress.";

/// The notice when saving works again after failing.
pub const SAVED_AGAIN_NOTICE: &str = "Saving works again: everything is saved.";

/// A write that failed, to try again.
#[derive(Debug, Clone)]
enum Pending {
    /// The statistics (written from memory, merged with the disk).
    Stats,
    /// A file's content.
    Write {
        version: u32,
        value: serde_json::Value,
        what: String,
    },
    /// The removal of a finished game's save, if it still holds that game.
    Remove { id: String },
}

/// The recorded games, loaded once (perhaps on a worker thread), with what is derived from them.
struct Ledger {
    file: StatsFile,
    index: StatsIndex,
    // The statistics screen's view of each tab, computed when first shown, dropped when a game
    // is added to the tab.
    views: RefCell<HashMap<(Mode, String), stats::StatsView>>,
    // stats.json as this copy last loaded or saved it.
    stamp: Option<Stamp>,
    // Where the next read of the journal starts: the end of what this copy has taken in.
    journal_end: u64,
    // What the player must be told about loading it, until dismissed.
    notice: Option<String>,
}

impl Ledger {
    fn new(file: StatsFile, stamp: Option<Stamp>, notice: Option<String>) -> Ledger {
        Ledger {
            index: StatsIndex::build(&file),
            file,
            views: RefCell::default(),
            stamp,
            journal_end: 0,
            notice,
        }
    }

    /// Loads stats.json and its journal from `store` (the stamp is taken first: a change after
    /// it is merged at the next write, never missed), then folds the journal into stats.json when
    /// this copy may write (on the loading thread: a long history is folded off the UI thread).
    fn load(store: &Store) -> Ledger {
        let stamp = store.stamp(StatsFile::NAME);
        let (mut file, mut notice, usable) = match store.load::<StatsFile>() {
            Ok(Loaded::Found(file)) => (file, None, true),
            Ok(newer @ Loaded::Newer { .. }) => (StatsFile::default(), newer.notice(), false),
            Ok(other) => (StatsFile::default(), other.notice(), true),
            Err(StorageError::ReadOnly { .. }) => (StatsFile::default(), None, false),
            Err(e) => (StatsFile::default(), Some(e.to_string()), false),
        };
        let journal_end = match journal::read_journal(store, 0) {
            Ok(read) => {
                if !read.games.is_empty() {
                    file.merge(StatsFile { games: read.games });
                }
                read.end
            }
            Err(e) => {
                notice.get_or_insert(e.to_string());
                0
            }
        };
        let mut ledger = Ledger::new(file, stamp, notice);
        ledger.journal_end = journal_end;
        if usable && journal_end > 0 && !store.is_read_only() {
            // Left for the next time when it fails: the journal still holds every game.
            let _ = ledger.fold(store);
        }
        ledger
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
                && self
                    .file
                    .merge(StatsFile {
                        games: theirs.games,
                    })
                    .added
                    > 0
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
            let added = journal::fold(store, &mut self.file)?;
            if added > 0 {
                self.reindex();
            }
            self.stamp = store.stamp(StatsFile::NAME);
            self.journal_end = 0;
            Ok(())
        })
    }

    /// Takes in the games appended to the file; the views of their tabs are made again.
    fn reindex(&mut self) {
        let views = self.views.get_mut();
        for key in self.index.update(&self.file) {
            views.remove(&key);
        }
    }
}

/// The statistics, ready or still loading.
#[derive(Default)]
struct History {
    ready: OnceCell<Ledger>,
    loading: RefCell<Option<JoinHandle<Ledger>>>,
}

impl History {
    /// The ledger (waits for a load still running).
    fn ledger(&self) -> &Ledger {
        self.ready.get_or_init(|| self.join())
    }

    /// Runs `f` on the ledger, to change it (waits for a load still running).
    fn with_mut<R>(&mut self, f: impl FnOnce(&mut Ledger) -> R) -> R {
        let mut ledger = self.ready.take().unwrap_or_else(|| self.join());
        let result = f(&mut ledger);
        self.ready = OnceCell::from(ledger);
        result
    }

    fn join(&self) -> Ledger {
        let job = self.loading.borrow_mut().take();
        match job.map(JoinHandle::join) {
            Some(Ok(ledger)) => ledger,
            Some(Err(_)) => Ledger::new(
                StatsFile::default(),
                None,
                Some("The statistics could not be loaded; they are left as they are.".into()),
            ),
            None => Ledger::new(StatsFile::default(), None, None),
        }
    }

    fn is_loading(&self) -> bool {
        self.ready.get().is_none()
    }
}

impl Drop for Services {
    fn drop(&mut self) {
        // A load still running holds the folder: wait for it, so the folder is free when this
        // copy is gone.
        let _ = self.history.ledger();
    }
}

impl Services {
    /// Opens the data folder `dir` and loads the statistics (a long history on a worker thread);
    /// a folder that cannot be used or an unreadable file becomes a notice, never a failure.
    pub fn open(dir: Option<PathBuf>) -> Services {
        Services::open_with(dir, true, None)
    }

    /// [`Services::open`], without claiming the folder when `claim` is false: as a copy of the
    /// app on a platform without file locks (tests of what writes still merge). A long history's
    /// worker first runs `before_load` (tests hold it back this way, to see that nothing waits
    /// for it).
    pub(crate) fn open_with(
        dir: Option<PathBuf>,
        claim: bool,
        before_load: Option<Box<dyn FnOnce() + Send>>,
    ) -> Services {
        let mut services = Services {
            store: None,
            read_only: false,
            history: History::default(),
            pending: BTreeMap::new(),
            told_failing: false,
            stamps: HashMap::new(),
            notices: Vec::new(),
        };
        match dir.map(Store::open) {
            Some(Ok(mut store)) => {
                if claim && store.claim() == Claim::Taken {
                    services.read_only = true;
                    services.notice(READ_ONLY_NOTICE.to_string());
                }
                services.store = Some(Arc::new(store));
            }
            Some(Err(e)) => services.notice(format!("Your games cannot be saved: {e}.")),
            None => {}
        }
        if let Some(store) = &services.store {
            let large = std::fs::metadata(store.path_of(StatsFile::NAME))
                .is_ok_and(|m| m.len() > LOAD_IN_BACKGROUND_ABOVE);
            let worker = large
                .then(|| {
                    let store = store.clone();
                    std::thread::Builder::new()
                        .name("load statistics".into())
                        .spawn(move || {
                            if let Some(wait) = before_load {
                                wait();
                            }
                            Ledger::load(&store)
                        })
                        .ok()
                })
                .flatten();
            match worker {
                Some(job) => *services.history.loading.borrow_mut() = Some(job),
                None => {
                    let _ = services.history.ready.set(Ledger::load(store));
                }
            }
        } else {
            let _ = services
                .history
                .ready
                .set(Ledger::new(StatsFile::default(), None, None));
        }
        services
    }

    /// Loads a file of the data folder; `None` when it is missing or unreadable (said in a notice).
    pub fn load<T: Versioned>(&mut self) -> Option<T> {
        let store = self.store.clone()?;
        let stamp = store.stamp(T::NAME);
        let loaded = store.load::<T>();
        self.stamps.insert(T::NAME, stamp);
        match loaded {
            Ok(Loaded::Found(value)) => Some(value),
            Ok(other) => {
                if let Some(n) = other.notice() {
                    self.notice(n);
                }
                None
            }
            // The copy that owns the folder has said what is wrong with the file.
            Err(StorageError::ReadOnly { .. }) => None,
            Err(e) => {
                self.notice(e.to_string());
                None
            }
        }
    }

    /// Loads a file again if someone else (another copy of the app) replaced it since this copy
    /// last loaded or saved it, and no save of it is waiting to be retried (then this copy's
    /// version is the newer one); `None` otherwise.
    pub fn reload_if_changed<T: Versioned>(&mut self) -> Option<T> {
        let store = self.store.clone()?;
        let known = self.stamps.get(T::NAME).copied();
        if self.pending.contains_key(T::NAME) || known == Some(store.stamp(T::NAME)) {
            return None;
        }
        self.load::<T>()
    }

    /// Saves a file of the data folder. Returns whether the file is safely written (or nothing is
    /// saved at all); a failed save is kept and retried (see [`Services`]), `what` names it for
    /// the player.
    pub fn save<T: Versioned>(&mut self, value: &T, what: &str) -> bool {
        let Some(store) = self.store.clone() else {
            return true;
        };
        if self.read_only {
            return false;
        }
        match store.save(value) {
            Ok(()) => {
                self.stamps.insert(T::NAME, store.stamp(T::NAME));
                self.pending.remove(T::NAME);
                self.saved();
                true
            }
            Err(e) => {
                match serde_json::to_value(value) {
                    Ok(value) => {
                        let what = what.to_string();
                        let version = T::VERSION;
                        self.pending.insert(
                            T::NAME.to_string(),
                            Pending::Write {
                                version,
                                value,
                                what,
                            },
                        );
                    }
                    Err(_) => {
                        self.pending.remove(T::NAME);
                    }
                }
                self.failed(what, &e);
                false
            }
        }
    }

    /// Removes a finished game's save `name`, if it still holds the game `id` (another copy of
    /// the app may have saved a game of its own there since). A failure is retried.
    pub fn remove_save(&mut self, name: &str, id: &str) {
        let Some(store) = self.store.clone() else {
            return;
        };
        if self.read_only {
            return;
        }
        match store.remove_json_if(name, |bytes| holds_game(bytes, id)) {
            Ok(_) => {
                self.pending.remove(name);
                self.saved();
            }
            Err(e) => {
                let id = id.to_string();
                self.pending
                    .insert(name.to_string(), Pending::Remove { id });
                self.failed("The finished game's save", &e);
            }
        }
    }

    /// Moves an unreadable file aside and says where it is kept.
    pub fn keep_aside(&mut self, name: &str) -> String {
        match self.store.as_ref().map(|s| s.keep_aside(name)) {
            Some(Ok(p)) => format!("it is kept as {}", p.display()),
            Some(Err(StorageError::ReadOnly { .. })) => {
                "it is left for the window that saves".to_string()
            }
            Some(Err(e)) => format!("it could not be kept aside: {e}"),
            None => "nothing was saved".to_string(),
        }
    }

    /// Tries again every write that failed; called every few seconds. Says once when everything
    /// is saved again.
    pub fn retry(&mut self) {
        self.poll();
        if self.pending.is_empty() {
            return;
        }
        let pending = std::mem::take(&mut self.pending);
        let Some(store) = self.store.clone() else {
            return;
        };
        let mut last_error: Option<(String, StorageError)> = None;
        for (name, op) in pending {
            let result = match &op {
                Pending::Stats => self.write_stats(&store),
                Pending::Write { version, value, .. } => {
                    let r = store.save_json(&name, *version, value);
                    if r.is_ok()
                        && let Some(key) = KNOWN_FILES.iter().find(|n| **n == name)
                    {
                        self.stamps.insert(key, store.stamp(key));
                    }
                    r
                }
                Pending::Remove { id } => store
                    .remove_json_if(&name, |bytes| holds_game(bytes, id))
                    .map(|_| ()),
            };
            if let Err(e) = result {
                let what = match &op {
                    Pending::Stats => "Statistics".to_string(),
                    Pending::Write { what, .. } => what.clone(),
                    Pending::Remove { .. } => "The finished game's save".to_string(),
                };
                last_error = Some((what, e));
                self.pending.insert(name, op);
            }
        }
        match last_error {
            None => self.saved(),
            Some((what, e)) => self.failed(&what, &e),
        }
    }

    /// Whether this copy saves nothing because another copy of the app owns the data folder.
    pub fn read_only(&self) -> bool {
        self.read_only
    }

    /// Whether the player's progress is on disk.
    pub fn save_status(&self) -> SaveStatus {
        if self.store.is_none() {
            SaveStatus::Off
        } else if self.read_only {
            SaveStatus::ReadOnly
        } else if self.pending.is_empty() {
            SaveStatus::Saved
        } else {
            SaveStatus::NotSaved
        }
    }

    fn failed(&mut self, what: &str, e: &StorageError) {
        if !self.told_failing {
            self.told_failing = true;
            self.notice(format!(
                "{what} could not be saved: {e}. It is kept while the app runs, and saving is tried again every few seconds."
            ));
        }
    }

    fn saved(&mut self) {
        if self.told_failing && self.pending.is_empty() {
            self.told_failing = false;
            self.notice(SAVED_AGAIN_NOTICE.to_string());
        }
    }

    /// Records a finished (or abandoned) game and saves the statistics. A game already recorded
    /// (the same id) is not recorded again.
    pub fn record(&mut self, record: GameRecord) -> Recorded {
        // Never a game the statistics file would refuse when read back: that would make the
        // whole history unreadable at the next start.
        if let Some(problem) = record.problem() {
            self.notice(format!("A game could not be recorded: {problem}."));
            return Recorded {
                broken: None,
                saved: true,
            };
        }
        let added = self.history.with_mut(|ledger| {
            if ledger.file.games.iter().any(|g| g.id == record.id) {
                return None;
            }
            let broken = crate::stats::new_record(&ledger.file, &record);
            // Its id is not there (just looked): pushed without looking again.
            ledger.file.games.push(record.clone());
            ledger.reindex();
            Some(broken)
        });
        let Some(broken) = added else {
            return Recorded {
                broken: None,
                saved: !self.pending.contains_key(StatsFile::NAME),
            };
        };
        Recorded {
            broken,
            saved: self.append_stats(&record),
        }
    }

    /// Appends a recorded game to the statistics' journal; returns whether it is safely written
    /// (a failure is retried as a write of the whole history).
    fn append_stats(&mut self, record: &GameRecord) -> bool {
        let Some(store) = self.store.clone() else {
            return true;
        };
        if self.read_only {
            return false;
        }
        let result = self
            .history
            .with_mut(|ledger| ledger.append(&store, record));
        match result {
            Ok(()) => {
                self.saved();
                true
            }
            Err(e) => {
                self.pending
                    .insert(StatsFile::NAME.to_string(), Pending::Stats);
                self.failed("Statistics", &e);
                false
            }
        }
    }

    /// Writes the whole history to stats.json, merged first with games another process wrote
    /// since, with the journal folded in; returns whether it is safely written (a failure is
    /// retried).
    pub fn save_stats(&mut self) -> bool {
        let Some(store) = self.store.clone() else {
            return true;
        };
        if self.read_only {
            return false;
        }
        match self.write_stats(&store) {
            Ok(()) => {
                self.pending.remove(StatsFile::NAME);
                self.saved();
                true
            }
            Err(e) => {
                self.pending
                    .insert(StatsFile::NAME.to_string(), Pending::Stats);
                self.failed("Statistics", &e);
                false
            }
        }
    }

    fn write_stats(&mut self, store: &Store) -> Result<(), StorageError> {
        self.history.with_mut(|ledger| ledger.fold(store))
    }

    /// Every recorded game (waits for a long history still loading).
    pub fn stats(&self) -> &StatsFile {
        &self.history.ledger().file
    }

    /// What the statistics screen shows for `mode` at `difficulty`: computed once, and again
    /// only after a game is added there.
    pub fn stats_view(&self, mode: Mode, difficulty: &str) -> stats::StatsView {
        let ledger = self.history.ledger();
        let key = (mode, difficulty.to_string());
        if let Some(view) = ledger.views.borrow().get(&key) {
            return view.clone();
        }
        let games = ledger.index.games(&ledger.file, mode, difficulty);
        let view = stats::StatsView::of_games(&games, mode);
        ledger.views.borrow_mut().insert(key, view.clone());
        view
    }

    /// Counts, times and streaks of `mode` at `difficulty`.
    pub fn summary(&self, mode: Mode, difficulty: &str) -> crate::stats::Summary {
        let ledger = self.history.ledger();
        crate::stats::summary_of(&ledger.index.games(&ledger.file, mode, difficulty))
    }

    /// Whether a long history is still being loaded on its worker thread.
    pub fn stats_loading(&self) -> bool {
        self.history.is_loading()
    }

    /// Takes in the statistics once their worker thread is done (without waiting for it), so
    /// that what loading them found is told.
    pub fn poll(&mut self) {
        let done = self
            .history
            .loading
            .borrow()
            .as_ref()
            .is_some_and(JoinHandle::is_finished);
        if done {
            let _ = self.history.ledger();
        }
    }

    /// Replaces the recorded games (tests and screenshots seed a history this way) and saves them.
    pub fn set_stats(&mut self, stats: StatsFile) {
        // Replaced, not merged: what is on disk is not taken back in.
        let stamp = self.store.as_ref().and_then(|s| s.stamp(StatsFile::NAME));
        self.history.with_mut(|ledger| {
            let notice = ledger.notice.take();
            *ledger = Ledger::new(stats, stamp, notice);
        });
        // The games of the journal are replaced too.
        if let Some(store) = &self.store
            && !self.read_only
        {
            let _ = store.remove_json(crate::stats::JOURNAL_NAME);
        }
        let _ = self.save_stats();
    }

    /// Adds the games of `incoming` not recorded yet; returns how many were added and skipped.
    pub fn merge_stats(&mut self, incoming: StatsFile) -> (usize, usize) {
        let report = self.history.with_mut(|ledger| {
            let report = ledger.file.merge(incoming);
            ledger.reindex();
            report
        });
        let _ = self.save_stats();
        (report.added, report.skipped)
    }

    /// Queues a message to show once (the same message is not queued twice).
    pub fn notice(&mut self, message: String) {
        if !self.notices.contains(&message) {
            self.notices.push(message);
        }
    }

    /// The message to show now, if any.
    pub fn current_notice(&self) -> Option<&str> {
        let loaded = self.history.ready.get().and_then(|l| l.notice.as_deref());
        loaded.or_else(|| self.notices.first().map(String::as_str))
    }

    /// The player read the current message.
    pub fn dismiss_notice(&mut self) {
        if let Some(ledger) = self.history.ready.get_mut()
            && ledger.notice.take().is_some()
        {
            return;
        }
        if !self.notices.is_empty() {
            self.notices.remove(0);
        }
    }

    /// The data folder, if games are saved.
    pub fn data_dir(&self) -> Option<&Path> {
        self.store.as_deref().map(Store::dir)
    }
}

/// The files whose versions on disk are followed (see [`Services::reload_if_changed`]).
const KNOWN_FILES: [&str; 4] = [
    Settings::NAME,
    StatsFile::NAME,
    <crate::session::Saved<crate::sudoku::SudokuState> as Versioned>::NAME,
    <crate::session::Saved<crate::lines::LinesGame> as Versioned>::NAME,
];

/// Whether the saved game `bytes` holds the game `id` (or a game saved before games had ids).
fn holds_game(bytes: &[u8], id: &str) -> bool {
    #[derive(serde::Deserialize)]
    struct Head {
        #[serde(default)]
        id: String,
    }
    match serde_json::from_slice::<Head>(bytes) {
        Ok(head) => head.id.is_empty() || head.id == id,
        // Not a game at all: not this copy's to delete.
        Err(_) => false,
    }
}

/// What recording a game did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recorded {
    /// The best time it broke, if any.
    pub broken: Option<NewRecord>,
    /// Whether the statistics holding it are safely written.
    pub saved: bool,
}

/// The whole app model: the router, the screens' controllers and the shared services.
pub struct AppModel {
    router: Router,
    services: Services,
    settings: SettingsScreen,
    home: HomeScreen,
    game: GameScreen,
    lines: LinesScreen,
    stats: StatsScreen,
    custom: CustomScreen,
    // A new game of this level waits for the player to confirm abandoning the game in progress.
    pending_level: Option<Level>,
    // Where statistics are exported, and where exports are looked for.
    export_dir: PathBuf,
}

impl AppModel {
    /// Opens the data folder `dir` (none: nothing is saved), loads the settings, the statistics and
    /// the games in progress. Anything unreadable becomes a notice; nothing here fails.
    pub fn new(dir: Option<PathBuf>, source: PuzzleSource) -> AppModel {
        AppModel::with_services(Services::open(dir), source)
    }

    /// [`AppModel::new`] over services already opened.
    pub(crate) fn with_services(mut services: Services, source: PuzzleSource) -> AppModel {
        let settings = SettingsScreen::load(&mut services);
        let lines = LinesScreen::load(&mut services);
        let game = GameScreen::load(settings.rules(), &mut services);
        AppModel {
            router: Router::default(),
            services,
            settings,
            home: HomeScreen::new(source),
            game,
            lines,
            stats: StatsScreen::default(),
            custom: CustomScreen::default(),
            pending_level: None,
            export_dir: crate::platform::export_dir(),
        }
    }

    /// Starts the background worker that fills the pools of fresh puzzles, after `delay` (the
    /// running app does; tests and screenshots do not need it).
    pub fn start_worker(&self, delay: std::time::Duration) {
        self.game.supply().start_worker(delay);
    }

    /// Where new games come from.
    pub fn supply(&self) -> &supply::Supply {
        self.game.supply()
    }

    /// The screen in front.
    pub fn screen(&self) -> Screen {
        self.router.current()
    }

    /// The shared services (read-only).
    pub fn services(&self) -> &Services {
        &self.services
    }

    /// Whether this window saves nothing because another copy of the app has the data folder
    /// open (it then showed [`READ_ONLY_NOTICE`] once).
    pub fn read_only(&self) -> bool {
        self.services.read_only()
    }

    /// Whether the player's progress is on disk, for a quiet indicator: [`SaveStatus::NotSaved`]
    /// while failed saves wait to be retried; [`SaveStatus::text`] is the indicator's text.
    pub fn save_status(&self) -> SaveStatus {
        self.services.save_status()
    }

    /// The settings screen.
    pub fn settings(&self) -> &SettingsScreen {
        &self.settings
    }

    /// The home screen.
    pub fn home(&self) -> &HomeScreen {
        &self.home
    }

    /// The game screen.
    pub fn game(&self) -> &GameScreen {
        &self.game
    }

    /// The line-puzzle screen.
    pub fn lines(&self) -> &LinesScreen {
        &self.lines
    }

    /// The statistics screen.
    pub fn stats(&self) -> &StatsScreen {
        &self.stats
    }

    /// The custom-puzzle screen.
    pub fn custom(&self) -> &CustomScreen {
        &self.custom
    }

    /// The game screen's controller, with the services its actions need.
    pub fn game_mut(&mut self) -> (&mut GameScreen, &mut Services) {
        (&mut self.game, &mut self.services)
    }

    /// The line-puzzle controller, with the services its actions need.
    pub fn lines_mut(&mut self) -> (&mut LinesScreen, &mut Services) {
        (&mut self.lines, &mut self.services)
    }

    /// The statistics controller, with the services its actions need.
    pub fn stats_mut(&mut self) -> (&mut StatsScreen, &mut Services) {
        (&mut self.stats, &mut self.services)
    }

    /// The custom-puzzle controller.
    pub fn custom_mut(&mut self) -> &mut CustomScreen {
        &mut self.custom
    }

    /// The shared services.
    pub fn services_mut(&mut self) -> &mut Services {
        &mut self.services
    }

    /// Shows `screen`: the screen left stops its clock and saves; the screen entered starts it.
    pub fn open(&mut self, screen: Screen) {
        // Going elsewhere answers a pending question with "keep playing".
        self.pending_level = None;
        self.services.poll();
        let from = self.router.current();
        if !self.router.open(screen) {
            return;
        }
        self.left(from);
        self.entered(screen);
    }

    /// Goes back one screen. Returns `false` on the home screen (the app may close).
    pub fn back(&mut self) -> bool {
        if self.pending_level.take().is_some() {
            // Back answers the question with "keep playing" and stays.
            return true;
        }
        let from = self.router.current();
        if !self.router.back() {
            return false;
        }
        self.left(from);
        // A finished game is not a place to go back to.
        if self.router.current() == Screen::Game && !self.game.can_continue() {
            self.router.open(Screen::Home);
        }
        self.entered(self.router.current());
        true
    }

    fn left(&mut self, screen: Screen) {
        match screen {
            Screen::Game => self.game.leave(&mut self.services),
            Screen::Lines => self.lines.leave(&mut self.services),
            _ => {}
        }
    }

    fn entered(&mut self, screen: Screen) {
        match screen {
            Screen::Game => self.game.enter(),
            Screen::Lines => self.lines.enter(&mut self.services),
            Screen::Custom => self.custom.clear_error(),
            Screen::Settings => self.stats.scan(&self.export_dir),
            _ => {}
        }
    }

    /// Starts `puzzle` and shows the board; a game in progress is recorded as abandoned first.
    pub fn start(&mut self, puzzle: NewPuzzle) {
        self.home.finished_making();
        self.game
            .start(puzzle, self.settings.rules(), &mut self.services);
        self.router.show_game();
    }

    /// A puzzle of `level` is asked for: returns the maker, a seed and the level's index to run
    /// off the UI thread. `None` while one is being made, or when a game in progress would be
    /// abandoned: then the player is asked first ([`AppModel::confirm_text`]).
    pub fn begin_new_game(&mut self, level: Level) -> Option<(PuzzleSource, u64, usize)> {
        if self.game.is_played() {
            self.pending_level = Some(level);
            return None;
        }
        self.make(level)
    }

    fn make(&mut self, level: Level) -> Option<(PuzzleSource, u64, usize)> {
        let index = HomeScreen::levels().iter().position(|&l| l == level)?;
        let (source, seed) = self.home.begin_making()?;
        self.game.set_level(level);
        Some((self.game.supplied(source), seed, index))
    }

    /// The question to ask before a new game abandons the one in progress, if one is waiting.
    pub fn confirm_text(&self) -> Option<String> {
        self.pending_level?;
        Some(format!(
            "Abandon this {} game? It will count as played and not won.",
            self.game.level_text()
        ))
    }

    /// The player answered the question: `true` abandons the game in progress for a new one (the
    /// maker, seed and level index are returned), `false` keeps playing.
    pub fn answer_confirm(&mut self, abandon: bool) -> Option<(PuzzleSource, u64, usize)> {
        let level = self.pending_level.take()?;
        if abandon { self.make(level) } else { None }
    }

    /// A worker finished making a puzzle (or failed).
    pub fn puzzle_made(&mut self, result: Result<NewPuzzle, String>) {
        match result {
            Ok(puzzle) => {
                // The supply remembers the puzzle on disk before its board shows.
                self.game.supply().save(&mut self.services);
                self.start(puzzle);
            }
            Err(e) => {
                self.home.finished_making();
                self.services
                    .notice(format!("No puzzle could be made: {e}"));
            }
        }
    }

    /// Starts a puzzle the player typed or pasted, or keeps why it cannot be played.
    pub fn start_custom_text(&mut self, text: &str) {
        if let Some(puzzle) = self.custom.check_text(text) {
            self.start(puzzle);
        }
    }

    /// Starts the puzzle entered on the custom board, or keeps why it cannot be played.
    pub fn start_custom_board(&mut self) {
        if let Some(puzzle) = self.custom.check_board() {
            self.start(puzzle);
        }
    }

    /// Deals a new line-puzzle board and shows it.
    pub fn new_lines(&mut self, seed: u64) {
        self.lines.deal(seed, &mut self.services);
        if self.router.current() != Screen::Lines {
            self.open(Screen::Lines);
        }
    }

    /// Changes one setting, saves the settings and applies them to the game in play.
    pub fn change_setting(&mut self, change: SettingChange) {
        self.settings.change(change, &mut self.services);
        self.game.set_rules(self.settings.rules());
    }

    /// The settings in force.
    pub fn player_settings(&self) -> &Settings {
        self.settings.values()
    }

    /// Where statistics are exported and exports are looked for.
    pub fn export_dir(&self) -> &Path {
        &self.export_dir
    }

    /// Changes where statistics are exported (tests use a folder of their own).
    pub fn set_export_dir(&mut self, dir: PathBuf) {
        self.export_dir = dir;
        self.stats.scan(&self.export_dir);
    }

    /// Exports the statistics to the export folder, and offers the new file for import.
    pub fn export_stats(&mut self) {
        self.stats.export(&self.export_dir, &mut self.services);
        self.stats.scan(&self.export_dir);
    }

    /// Saves the game in front while its clock runs, and tries again the saves that failed
    /// (called every few seconds).
    pub fn autosave(&mut self) {
        self.game.supply().save(&mut self.services);
        self.services.retry();
        match self.router.current() {
            Screen::Game => self.game.autosave(&mut self.services),
            Screen::Lines => self.lines.autosave(&mut self.services),
            _ => {}
        }
    }

    /// The window became active or inactive (or the platform paused the app): the clock of the
    /// game in front follows, and both games are saved when it goes.
    pub fn set_active(&mut self, active: bool) {
        let screen = self.router.current();
        self.game
            .set_active(active && screen == Screen::Game, &mut self.services);
        self.lines
            .set_active(active && screen == Screen::Lines, &mut self.services);
        self.game.supply().save(&mut self.services);
        self.services.retry();
    }
}

/// `mm:ss` below an hour, `h:mm:ss` above.
pub fn format_time(secs: u64) -> String {
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m:02}:{s:02}")
    }
}

/// `s` with its first letter in upper case ("medium" → "Medium").
pub fn title_case(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests;
