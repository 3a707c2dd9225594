//! [`Services`]: what the screens share, each part with one job: the claimed data folder and every
//! write to it ([`Folder`]), the statistics ledger ([`Ledger`]) with the player's progress, and the
//! messages waiting to be shown ([`Notices`]). Nothing writes the data folder except through them.

use super::folder::{Folder, SaveStatus};
use super::ledger::{Ledger, Revision};
use super::notices::Notices;
use crate::puzzle::{Difficulty, Mode};
use crate::stats::{Finding, GameRecord, NewRecord, Progress, StatsFile};
use crate::storage::Versioned;
use crate::sudoku::Technique;
use std::path::{Path, PathBuf};

/// What the screens share: the data folder (none: nothing is saved), every recorded game, the
/// writes waiting to be retried, and the messages waiting to be shown once.
///
/// Work that touches the data folder or the statistics takes the services as an argument, so what
/// a controller may change is visible in its signature. How saving works is stated once, in
/// [`super::folder`] and [`super::ledger`].
pub struct Services {
    // Dropped first: a history still loading holds the folder, so it is waited for before the
    // folder's claim is let go.
    ledger: Ledger,
    folder: Folder,
    notices: Notices,
    // What the screen reader is told next.
    spoken: super::Spoken,
}

/// What the player is told when the statistics cannot be written.
const STATS_WHAT: &str = super::folder::what::STATISTICS;

/// What the player is told when the progress with the techniques cannot be written.
const PROGRESS_WHAT: &str = super::folder::what::PROGRESS;

/// What recording a game did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recorded {
    /// The best time it broke, if any.
    pub broken: Option<NewRecord>,
    /// Whether the statistics holding it are safely written.
    pub saved: bool,
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
        let mut notices = Notices::default();
        let mut folder = Folder::open(dir, claim, &mut notices);
        let mut ledger = Ledger::open(folder.store(), before_load);
        // Small, so loaded here; an unreadable file is kept aside and said in a notice, and the
        // statistics are untouched by it.
        if let Some(progress) = folder.load::<Progress>(&mut notices) {
            ledger.set_progress(progress);
        }
        Services {
            ledger,
            folder,
            notices,
            spoken: super::Spoken::default(),
        }
    }

    /// Tells the screen reader `text` (nothing when it is empty).
    pub fn say(&mut self, text: impl Into<String>) {
        self.spoken.say(text);
    }

    /// The last phrase told to the screen reader, with its serial number.
    pub fn spoken(&self) -> &super::Spoken {
        &self.spoken
    }

    /// The data folder's store, when this copy may write to it (imports write there from worker
    /// threads, under its write lock).
    pub fn writable_store(&self) -> Option<std::sync::Arc<crate::storage::Store>> {
        self.folder.writable().cloned()
    }

    /// Loads a file of the data folder; `None` when it is missing or unreadable (said in a notice).
    pub fn load<T: Versioned>(&mut self) -> Option<T> {
        self.folder.load(&mut self.notices)
    }

    /// Loads a file again if another copy of the app replaced it since this copy last loaded or
    /// saved it, and no save of it is waiting to be retried; `None` otherwise.
    pub fn reload_if_changed<T: Versioned>(&mut self) -> Option<T> {
        self.folder.reload_if_changed(&mut self.notices)
    }

    /// Saves a file of the data folder. Returns whether the file is safely written (or nothing is
    /// saved at all); a failed save is kept and retried, `what` names it for the player.
    pub fn save<T: Versioned>(&mut self, value: &T, what: &str) -> bool {
        self.folder.save(value, what, &mut self.notices)
    }

    /// The names of the data folder's files that start with `prefix` (none without a folder).
    pub fn file_names(&self, prefix: &str) -> Vec<String> {
        let Some(store) = self.folder.store() else {
            return Vec::new();
        };
        let Ok(entries) = std::fs::read_dir(store.dir()) else {
            return Vec::new();
        };
        let mut names: Vec<String> = entries
            .filter_map(|e| e.ok())
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|n| n.starts_with(prefix))
            .collect();
        names.sort();
        names
    }

    /// Loads a file of kind `T` kept under the name `name` (one of several of its kind).
    pub fn load_named<T: Versioned>(&mut self, name: &str) -> Option<T> {
        self.folder.load_named(name, &mut self.notices)
    }

    /// Saves a file of kind `T` under the name `name`.
    pub fn save_named<T: Versioned>(&mut self, name: &str, value: &T, what: &str) -> bool {
        self.folder.save_named(name, value, what, &mut self.notices)
    }

    /// Removes a finished game's save `name`, if it still holds the game `id`. A failure is
    /// retried.
    pub fn remove_save(&mut self, name: &str, id: &str) {
        self.folder.remove_save(name, id, &mut self.notices);
    }

    /// Moves an unreadable file aside and says where it is kept.
    pub fn keep_aside(&mut self, name: &str) -> String {
        self.folder.keep_aside(name)
    }

    /// Tries again every write that failed; called every few seconds. Says once when everything
    /// is saved again.
    pub fn retry(&mut self) {
        self.ledger.poll();
        let ledger = &mut self.ledger;
        self.folder
            .retry(&mut self.notices, |store, _| ledger.fold(store));
    }

    /// Whether this copy saves nothing because another copy of the app owns the data folder.
    pub fn read_only(&self) -> bool {
        self.folder.read_only()
    }

    /// Whether the player's progress is on disk.
    pub fn save_status(&self) -> SaveStatus {
        self.folder.save_status()
    }

    /// Records a finished (or abandoned) game and appends it to the statistics' journal. A game
    /// already recorded (the same id) is not recorded again.
    pub fn record(&mut self, record: GameRecord) -> Recorded {
        // Never a game the statistics file would refuse when read back: that would make the
        // whole history unreadable at the next start.
        if let Some(problem) = record.problem() {
            // TRANSLATORS: {problem} says what is wrong with the game's record.
            let text = crate::tr!(
                "A game could not be recorded: {problem}.",
                problem = problem
            );
            self.notice(text);
            return Recorded {
                broken: None,
                saved: true,
            };
        }
        let Some(broken) = self.ledger.add(&record) else {
            return Recorded {
                broken: None,
                saved: !self.folder.is_pending(StatsFile::NAME),
            };
        };
        let Some(store) = self.folder.writable().cloned() else {
            return Recorded {
                broken,
                saved: self.folder.store().is_none(),
            };
        };
        let result = self.ledger.append(&store, &record);
        let saved = self
            .folder
            .wrote(StatsFile::NAME, STATS_WHAT, result, &mut self.notices);
        Recorded { broken, saved }
    }

    /// Writes the whole history to stats.json, merged first with games another process wrote
    /// since, with the journal folded in; returns whether it is safely written (a failure is
    /// retried).
    pub fn save_stats(&mut self) -> bool {
        let Some(store) = self.folder.writable().cloned() else {
            return self.folder.store().is_none();
        };
        let result = self.ledger.fold(&store);
        let ok = result.is_ok();
        if ok {
            self.folder.rewritten(StatsFile::NAME, &mut self.notices);
        } else {
            self.folder
                .wrote(StatsFile::NAME, STATS_WHAT, result, &mut self.notices);
        }
        ok
    }

    /// Every recorded game (waits for a long history still loading).
    pub fn stats(&self) -> &StatsFile {
        self.ledger.file()
    }

    /// The games of `mode` at `difficulty`, in the order they ended.
    pub fn games_of(&self, mode: Mode, difficulty: &Difficulty) -> Vec<&GameRecord> {
        self.ledger.games_of(mode, difficulty)
    }

    /// Changes whenever a game of `mode` at `difficulty` is added (a view of them made at one
    /// revision is current while the revision is the same).
    pub fn stats_revision(&self, mode: Mode, difficulty: &Difficulty) -> Revision {
        self.ledger.revision(mode, difficulty)
    }

    /// Counts, times and streaks of `mode` at `difficulty`.
    pub fn summary(&self, mode: Mode, difficulty: &Difficulty) -> crate::stats::Summary {
        crate::stats::summary_of(&self.ledger.games_of(mode, difficulty))
    }

    /// Whether a long history is still being loaded on its worker thread.
    pub fn stats_loading(&self) -> bool {
        self.ledger.is_loading()
    }

    /// Starts loading a long history on its worker thread (the app does once its window is up:
    /// the load never competes with the first frame), and takes in the statistics once that
    /// thread is done (without waiting for it), so that what loading them found is told.
    pub fn poll(&mut self) {
        self.ledger.poll();
    }

    /// Replaces the recorded games (tests and screenshots seed a history this way) and saves them.
    pub fn set_stats(&mut self, stats: StatsFile) {
        let stamp = self.folder.store().and_then(|s| s.stamp(StatsFile::NAME));
        self.ledger.replace(stats, stamp);
        // The games of the journal are replaced too.
        if let Some(store) = self.folder.writable() {
            let _ = store.remove_json(crate::stats::JOURNAL_NAME);
        }
        let _ = self.save_stats();
    }

    /// Adds the games of `incoming` not recorded yet, and takes in its progress (saved when it
    /// brought anything new); returns how many games were added and skipped.
    pub fn merge_stats(&mut self, incoming: StatsFile) -> (usize, usize) {
        let progress_before = self.ledger.progress().clone();
        let report = self.ledger.merge(incoming);
        let _ = self.save_stats();
        if *self.ledger.progress() != progress_before {
            let _ = self.save_progress();
        }
        report
    }

    /// The player's progress with each technique (see [`crate::stats::progress`]).
    pub fn progress(&self) -> &Progress {
        self.ledger.progress()
    }

    /// Counts one `finding` of `technique` and saves the progress; returns whether it is safely
    /// written (a failure is retried; a read-only copy counts in memory only and returns false).
    /// What another copy of the app saved since is taken in first.
    pub fn record_progress(&mut self, technique: Technique, finding: Finding) -> bool {
        self.record_progress_named(technique.name(), finding)
    }

    /// [`Services::record_progress`] under the technique name `name` (a Killer technique's).
    pub fn record_progress_named(&mut self, name: &str, finding: Finding) -> bool {
        let mut progress = self.ledger.progress().clone();
        if let Some(theirs) = self.folder.reload_if_changed::<Progress>(&mut self.notices) {
            progress.merge(&theirs);
        }
        progress.record_named(name, finding);
        self.ledger.set_progress(progress);
        self.save_progress()
    }

    /// Replaces the progress (a staged picture shows a sample this way) and saves it.
    pub fn set_progress(&mut self, progress: Progress) {
        self.ledger.set_progress(progress);
        let _ = self.save_progress();
    }

    /// Saves the progress (atomically, through the folder: a failure is retried).
    fn save_progress(&mut self) -> bool {
        self.folder
            .save(self.ledger.progress(), PROGRESS_WHAT, &mut self.notices)
    }

    /// Queues a message to show once (the same message is not queued twice).
    pub fn notice(&mut self, message: String) {
        self.notices.push(message);
    }

    /// The message to show now, if any: what loading the history found comes first.
    pub fn current_notice(&self) -> Option<&str> {
        self.ledger.notice().or_else(|| self.notices.current())
    }

    /// The player read the current message.
    pub fn dismiss_notice(&mut self) {
        if !self.ledger.dismiss_notice() {
            self.notices.dismiss();
        }
    }

    /// The data folder, if games are saved.
    pub fn data_dir(&self) -> Option<&Path> {
        self.folder.dir()
    }
}
