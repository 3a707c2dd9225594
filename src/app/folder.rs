//! [`Folder`]: the data folder this copy of the app has claimed, every write to it, and the writes
//! that failed and wait to be retried.
//!
//! Saving, stated once:
//! - **One owner.** The first copy of the app on a data folder owns it ([`Store::claim`]); a
//!   second copy is read-only: it shows everything and writes nothing, and says so once.
//! - **Failures are retried.** A write that fails is kept and tried again at every
//!   [`Folder::retry`] (the app's autosave, every few seconds) until it works; the player is told
//!   once when saving stops working and once when it works again, and [`Folder::save_status`]
//!   says [`SaveStatus::NotSaved`] in between.
//! - **Changes by others are seen.** Each file's version on disk ([`Stamp`]) is kept as this copy
//!   last loaded or saved it, by file name, so a file another copy replaced is loaded again.

use super::notices::Notices;
use crate::storage::{Claim, Loaded, Stamp, StorageError, Store, Versioned};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::tr;

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
            SaveStatus::NotSaved => tr!("Not saved"),
            SaveStatus::ReadOnly => tr!("Read-only: open in another window"),
            SaveStatus::Off => tr!("Not saved"),
        }
    }
}

/// The notice a second copy of the app shows.
pub const READ_ONLY_NOTICE: &str = "Sudoku Lines is already open; this window will not save. Close it and use the other window to keep your progress.";

/// The notice when saving works again after failing.
pub const SAVED_AGAIN_NOTICE: &str = "Saving works again: everything is saved.";

/// [`READ_ONLY_NOTICE`] in the player's language.
pub fn read_only_notice() -> &'static str {
    tr!(
        "Sudoku Lines is already open; this window will not save. Close it and use the other window to keep your progress."
    )
}

/// [`SAVED_AGAIN_NOTICE`] in the player's language.
pub fn saved_again_notice() -> &'static str {
    tr!("Saving works again: everything is saved.")
}

/// The names of what is saved, as [`Folder::save`] and its callers give them: each has the
/// sentence of its own when it cannot be saved (see [`not_saved_notice`]).
pub mod what {
    /// A game in progress.
    pub const GAME: &str = "Your game";
    /// The statistics.
    pub const STATISTICS: &str = "Statistics";
    /// The progress with the techniques.
    pub const PROGRESS: &str = "Your progress with the techniques";
    /// A finished game's save, to remove.
    pub const FINISHED_SAVE: &str = "The finished game's save";
    /// The puzzles made ahead.
    pub const PUZZLE_SUPPLY: &str = "The puzzle supply";
    /// The order of the shipped puzzles.
    pub const PUZZLE_ORDER: &str = "The puzzle order";
    /// The settings.
    pub const SETTINGS: &str = "Settings";
}

/// The notice when `what` (one of [`what`]'s names) could not be saved because of `e`.
pub fn not_saved_notice(what: &str, e: &dyn std::fmt::Display) -> String {
    match what {
        // TRANSLATORS: {error} says why the file could not be written.
        what::GAME => tr!(
            "Your game could not be saved: {error}. It is kept while the app runs, and saving is tried again every few seconds.",
            error = e
        ),
        // TRANSLATORS: {error} says why the file could not be written.
        what::STATISTICS => tr!(
            "Statistics could not be saved: {error}. It is kept while the app runs, and saving is tried again every few seconds.",
            error = e
        ),
        // TRANSLATORS: {error} says why the file could not be written.
        what::PROGRESS => tr!(
            "Your progress with the techniques could not be saved: {error}. It is kept while the app runs, and saving is tried again every few seconds.",
            error = e
        ),
        // TRANSLATORS: {error} says why the file could not be written.
        what::FINISHED_SAVE => tr!(
            "The finished game's save could not be saved: {error}. It is kept while the app runs, and saving is tried again every few seconds.",
            error = e
        ),
        // TRANSLATORS: {error} says why the file could not be written.
        what::PUZZLE_SUPPLY => tr!(
            "The puzzle supply could not be saved: {error}. It is kept while the app runs, and saving is tried again every few seconds.",
            error = e
        ),
        // TRANSLATORS: {error} says why the file could not be written.
        what::PUZZLE_ORDER => tr!(
            "The puzzle order could not be saved: {error}. It is kept while the app runs, and saving is tried again every few seconds.",
            error = e
        ),
        // TRANSLATORS: {error} says why the file could not be written.
        what::SETTINGS => tr!(
            "Settings could not be saved: {error}. It is kept while the app runs, and saving is tried again every few seconds.",
            error = e
        ),
        // TRANSLATORS: {what} names a file of the app; {error} says why it could not be written.
        other => tr!(
            "{what} could not be saved: {error}. It is kept while the app runs, and saving is tried again every few seconds.",
            what = other,
            error = e
        ),
    }
}

/// What the player is told when the finished game's save could not be removed.
const REMOVE_WHAT: &str = what::FINISHED_SAVE;

/// A write that failed, to try again.
#[derive(Debug, Clone)]
enum Pending {
    /// A write of the caller's own, made again by the `rewrite` given to [`Folder::retry`] (the
    /// statistics: written from memory, merged with the disk).
    Rewrite { what: String },
    /// A file's content.
    Write {
        version: u32,
        value: serde_json::Value,
        what: String,
    },
    /// The removal of a finished game's save, if it still holds that game.
    Remove { id: String },
}

impl Pending {
    fn what(&self) -> &str {
        match self {
            Pending::Rewrite { what } | Pending::Write { what, .. } => what,
            Pending::Remove { .. } => REMOVE_WHAT,
        }
    }
}

/// The data folder (none: nothing is saved), with the writes waiting to be retried.
#[derive(Debug, Default)]
pub struct Folder {
    store: Option<Arc<Store>>,
    read_only: bool,
    // Writes that failed, by file name, to retry.
    pending: BTreeMap<String, Pending>,
    // The player was told that saving fails (and is not yet told it works again).
    told_failing: bool,
    // Each file's version on disk as this copy last loaded or saved it, by file name.
    stamps: HashMap<String, Option<Stamp>>,
}

impl Folder {
    /// Opens the data folder `dir`, claiming it when `claim` is true (false: a copy of the app on
    /// a platform without file locks). A folder that cannot be used, or one another copy owns,
    /// is told in `notices`.
    pub fn open(dir: Option<PathBuf>, claim: bool, notices: &mut Notices) -> Folder {
        let mut folder = Folder::default();
        match dir.map(Store::open) {
            Some(Ok(mut store)) => {
                if claim && store.claim() == Claim::Taken {
                    folder.read_only = true;
                    notices.push(read_only_notice().to_string());
                }
                folder.store = Some(Arc::new(store));
            }
            // TRANSLATORS: {error} says why the data folder cannot be used.
            Some(Err(e)) => notices.push(tr!(
                "Your games cannot be saved: {error}.",
                error = e.message()
            )),
            None => {}
        }
        folder
    }

    /// The store, shared with a thread that loads from it; `None` when nothing is saved.
    pub fn store(&self) -> Option<&Arc<Store>> {
        self.store.as_ref()
    }

    /// The store, when this copy may write to it.
    pub fn writable(&self) -> Option<&Arc<Store>> {
        self.store.as_ref().filter(|_| !self.read_only)
    }

    /// The data folder, if games are saved.
    pub fn dir(&self) -> Option<&Path> {
        self.store.as_deref().map(Store::dir)
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

    /// Whether a write of the file `name` waits to be retried.
    pub fn is_pending(&self, name: &str) -> bool {
        self.pending.contains_key(name)
    }

    /// Loads a file; `None` when it is missing or unreadable (said in a notice).
    pub fn load<T: Versioned>(&mut self, notices: &mut Notices) -> Option<T> {
        self.load_named(T::NAME, notices)
    }

    /// [`Folder::load`] of a file of kind `T` kept under another name.
    pub fn load_named<T: Versioned>(&mut self, name: &str, notices: &mut Notices) -> Option<T> {
        let store = self.store.clone()?;
        let stamp = store.stamp(name);
        let loaded = store.load_named::<T>(name);
        self.stamps.insert(name.to_string(), stamp);
        match loaded {
            Ok(Loaded::Found(value)) => Some(value),
            Ok(other) => {
                if let Some(n) = other.message() {
                    notices.push(n);
                }
                None
            }
            // The copy that owns the folder has said what is wrong with the file.
            Err(StorageError::ReadOnly { .. }) => None,
            Err(e) => {
                notices.push(e.message());
                None
            }
        }
    }

    /// Loads a file again if someone else (another copy of the app) replaced it since this copy
    /// last loaded or saved it, and no save of it is waiting to be retried (then this copy's
    /// version is the newer one); `None` otherwise.
    pub fn reload_if_changed<T: Versioned>(&mut self, notices: &mut Notices) -> Option<T> {
        let store = self.store.clone()?;
        let known = self.stamps.get(T::NAME).copied();
        if self.pending.contains_key(T::NAME) || known == Some(store.stamp(T::NAME)) {
            return None;
        }
        self.load::<T>(notices)
    }

    /// Saves a file. Returns whether it is safely written (or nothing is saved at all); a failed
    /// save is kept and retried, `what` names it for the player.
    pub fn save<T: Versioned>(&mut self, value: &T, what: &str, notices: &mut Notices) -> bool {
        self.save_named(T::NAME, value, what, notices)
    }

    /// [`Folder::save`] under another name.
    pub fn save_named<T: Versioned>(
        &mut self,
        name: &str,
        value: &T,
        what: &str,
        notices: &mut Notices,
    ) -> bool {
        let Some(store) = self.store.clone() else {
            return true;
        };
        if self.read_only {
            return false;
        }
        match store.save_named(name, value) {
            Ok(()) => {
                self.stamps.insert(name.to_string(), store.stamp(name));
                self.pending.remove(name);
                self.saved(notices);
                true
            }
            Err(e) => {
                match serde_json::to_value(value) {
                    Ok(value) => {
                        let pending = Pending::Write {
                            version: T::VERSION,
                            value,
                            what: what.to_string(),
                        };
                        self.pending.insert(name.to_string(), pending);
                    }
                    Err(_) => {
                        self.pending.remove(name);
                    }
                }
                self.failed(what, &e, notices);
                false
            }
        }
    }

    /// Records the outcome of a write the caller made itself to the file `name` (the statistics):
    /// a failure is retried by the `rewrite` given to [`Folder::retry`]. Returns whether it worked.
    pub fn wrote(
        &mut self,
        name: &str,
        what: &str,
        result: Result<(), StorageError>,
        notices: &mut Notices,
    ) -> bool {
        match result {
            Ok(()) => {
                self.saved(notices);
                true
            }
            Err(e) => {
                let what = what.to_string();
                self.pending
                    .insert(name.to_string(), Pending::Rewrite { what: what.clone() });
                self.failed(&what, &e, notices);
                false
            }
        }
    }

    /// The caller's own write of `name` worked as a whole: nothing of it waits any more.
    pub fn rewritten(&mut self, name: &str, notices: &mut Notices) {
        self.pending.remove(name);
        self.saved(notices);
    }

    /// Removes a finished game's save `name`, if it still holds the game `id` (another copy of
    /// the app may have saved a game of its own there since). A failure is retried.
    pub fn remove_save(&mut self, name: &str, id: &str, notices: &mut Notices) {
        let Some(store) = self.writable().cloned() else {
            return;
        };
        match store.remove_json_if(name, |bytes| holds_game(bytes, id)) {
            Ok(_) => {
                self.pending.remove(name);
                self.saved(notices);
            }
            Err(e) => {
                let id = id.to_string();
                self.pending
                    .insert(name.to_string(), Pending::Remove { id });
                self.failed(REMOVE_WHAT, &e, notices);
            }
        }
    }

    /// Moves an unreadable file aside and says where it is kept.
    pub fn keep_aside(&mut self, name: &str) -> String {
        match self.store.as_ref().map(|s| s.keep_aside(name)) {
            // TRANSLATORS: a clause of its own, said of a save file that could not be read:
            // {path} is where it is kept now.
            Some(Ok(p)) => tr!("it is kept as {path}", path = p.display()),
            Some(Err(StorageError::ReadOnly { .. })) => {
                tr!("it is left for the window that saves").to_string()
            }
            // TRANSLATORS: a clause of its own, said of a save file that could not be read:
            // {error} says why it could not be moved.
            Some(Err(e)) => tr!("it could not be kept aside: {error}", error = e.message()),
            None => tr!("nothing was saved").to_string(),
        }
    }

    /// Tries again every write that failed; `rewrite` makes the caller's own writes again. Says
    /// once when everything is saved again.
    pub fn retry(
        &mut self,
        notices: &mut Notices,
        mut rewrite: impl FnMut(&Store, &str) -> Result<(), StorageError>,
    ) {
        if self.pending.is_empty() {
            return;
        }
        let Some(store) = self.store.clone() else {
            return;
        };
        let pending = std::mem::take(&mut self.pending);
        let mut last_error: Option<(String, StorageError)> = None;
        for (name, op) in pending {
            let result = match &op {
                Pending::Rewrite { .. } => rewrite(&store, &name),
                Pending::Write { version, value, .. } => {
                    let r = store.save_json(&name, *version, value);
                    if r.is_ok() {
                        self.stamps.insert(name.clone(), store.stamp(&name));
                    }
                    r
                }
                Pending::Remove { id } => store
                    .remove_json_if(&name, |bytes| holds_game(bytes, id))
                    .map(|_| ()),
            };
            if let Err(e) = result {
                last_error = Some((op.what().to_string(), e));
                self.pending.insert(name, op);
            }
        }
        match last_error {
            None => self.saved(notices),
            Some((what, e)) => self.failed(&what, &e, notices),
        }
    }

    fn failed(&mut self, what: &str, e: &StorageError, notices: &mut Notices) {
        if !self.told_failing {
            self.told_failing = true;
            notices.push(not_saved_notice(what, &e.message()));
        }
    }

    fn saved(&mut self, notices: &mut Notices) {
        if self.told_failing && self.pending.is_empty() {
            self.told_failing = false;
            notices.push(saved_again_notice().to_string());
        }
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notices_read_as_their_english_names() {
        assert_eq!(read_only_notice(), READ_ONLY_NOTICE);
        assert_eq!(saved_again_notice(), SAVED_AGAIN_NOTICE);
        let e = "disk full";
        for name in [
            what::GAME,
            what::STATISTICS,
            what::PROGRESS,
            what::FINISHED_SAVE,
            what::PUZZLE_SUPPLY,
            what::PUZZLE_ORDER,
            what::SETTINGS,
            "Something else",
        ] {
            assert_eq!(
                not_saved_notice(name, &e),
                format!(
                    "{name} could not be saved: {e}. It is kept while the app runs, and saving is tried again every few seconds."
                )
            );
        }
    }
}
