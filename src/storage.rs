//! Versioned JSON files, written atomically, with bad files kept aside.
//!
//! A [`Store`] is handed its folder and keeps one JSON file per kind of data (settings, statistics,
//! the game in progress, ...). Every file is a JSON object whose first key is `"version"`; the
//! value's own fields follow (see [`codec`]). The rules:
//!
//! - **Atomic writes.** A save writes a temp file in the same folder, flushes it with `sync_all`,
//!   renames it over the old file and flushes the folder. A crash at any moment leaves the old file
//!   or the new one; a temp file left by a crash is never read, and [`Store::open`] deletes it.
//! - **Missing** files load as [`Loaded::Missing`]: the caller starts from defaults, silently.
//! - **Unreadable** files (empty, truncated, not JSON, wrong shape, no version) are moved aside as
//!   `<name>.corrupt-<timestamp>` and load as [`Loaded::Corrupt`], with a message to show the
//!   player once; the next start finds no file and is silent.
//! - **Newer** files (a version above what this build reads) are left untouched and load as
//!   [`Loaded::Newer`]. The store then refuses every save and removal of that file for its whole
//!   life with [`StorageError::Newer`], so an older app never destroys a newer app's data. The same
//!   protection covers a file that could not be read or moved aside ([`StorageError::Unreadable`]).
//!   A file saved without being loaded first is checked once in the same way before it is replaced.
//! - **Write errors** (full disk, read-only folder) come back as [`StorageError`]; nothing is
//!   changed on disk and the caller keeps its data in memory. A file that could not be read is
//!   looked at again at the next save: once it can be read it is kept aside (it was never loaded,
//!   so it is not overwritten) and the save goes ahead.
//! - **One owner per folder.** [`Store::claim`] takes an advisory lock on the folder for the
//!   store's life. A second copy of the app finds it taken and makes its store read-only
//!   ([`Store::is_read_only`]): it reads every file and writes, removes or moves none. Where the
//!   platform has no locks, both copies write; the statistics then merge by game id under
//!   [`Store::with_write_lock`] (see `app::Services`), so a finished game never vanishes.
//!
//! The store knows no file formats: a kind of file implements [`Versioned`] (name, version,
//! upgrade from older versions) and uses [`Store::load`] / [`Store::save`], or any serde value goes
//! through [`Store::load_json`] / [`Store::save_json`] with an explicit name and version.

pub mod atomic;
pub mod codec;

pub use atomic::{write_atomic, write_atomic_with};
pub use codec::{DecodeError, Versioned, check_version, decode, decode_with, encode, encode_to};

use serde::Serialize;
use serde::de::DeserializeOwned;
use std::collections::HashMap;
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The lock file held by the copy of the app that owns the folder.
const OWNER_LOCK: &str = ".sudoku-lines.lock";
/// The lock file held for the moment of a read-merge-write (the statistics, an import).
const WRITE_LOCK: &str = ".sudoku-lines.write.lock";

/// What went wrong while reading or writing a file of the [`Store`]. Messages are lowercase and name
/// the file; they are meant to be shown to the player as they are.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    /// The data folder does not exist and cannot be created (or is not a folder).
    #[error("cannot create the data folder {}: {}", dir.display(), io_reason(source))]
    CreateDir {
        /// The folder.
        dir: PathBuf,
        /// The underlying error.
        source: io::Error,
    },
    /// The file name is not a plain file name (empty, hidden, or with a path separator).
    #[error("bad file name {name:?}: expected a plain name like \"settings.json\"")]
    BadName {
        /// The rejected name.
        name: String,
    },
    /// The value could not be turned into a versioned JSON object.
    #[error("cannot encode {name}: {source}")]
    Encode {
        /// The file name.
        name: String,
        /// The serializer's error.
        source: serde_json::Error,
    },
    /// Writing the file failed (full disk, read-only folder, ...); the old file is intact.
    #[error("cannot save {}: {}", path.display(), io_reason(source))]
    Write {
        /// The file that was being replaced.
        path: PathBuf,
        /// The underlying error.
        source: io::Error,
    },
    /// Reading the file failed for a reason other than its absence.
    #[error("cannot read {}: {}", path.display(), io_reason(source))]
    Read {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        source: io::Error,
    },
    /// An unreadable file could not be moved aside, so it is left where it is.
    #[error("cannot move {} aside: {}", path.display(), io_reason(source))]
    MoveAside {
        /// The unreadable file.
        path: PathBuf,
        /// The underlying error.
        source: io::Error,
    },
    /// Removing the file failed.
    #[error("cannot remove {}: {}", path.display(), io_reason(source))]
    Remove {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        source: io::Error,
    },
    /// The file on disk comes from a newer version of the app; it is never overwritten.
    #[error(
        "{} was written by a newer version of the app (format version {found}; this version reads up to {supported}); it is left untouched and cannot be saved over",
        path.display()
    )]
    Newer {
        /// The file.
        path: PathBuf,
        /// The version found in the file.
        found: u64,
        /// The newest version this build reads.
        supported: u32,
    },
    /// Another copy of the app owns the data folder: this store changes nothing in it.
    #[error(
        "{} is left as it is: another copy of the app has the data folder open",
        path.display()
    )]
    ReadOnly {
        /// The file.
        path: PathBuf,
    },
    /// The file could not be read or moved aside earlier, so it is never overwritten.
    #[error(
        "{} could not be read or moved aside, so it is left untouched and cannot be saved over",
        path.display()
    )]
    Unreadable {
        /// The file.
        path: PathBuf,
    },
}

impl StorageError {
    /// The message in the player's language, for the window; [`Display`](std::fmt::Display)
    /// stays English for the command line and logs.
    pub fn message(&self) -> String {
        use crate::tr;
        match self {
            // TRANSLATORS: {dir} is a folder, {reason} the system's reason.
            StorageError::CreateDir { dir, source } => tr!(
                "cannot create the data folder {dir}: {reason}",
                dir = dir.display(),
                reason = io_reason(source)
            ),
            StorageError::BadName { .. } | StorageError::Encode { .. } => self.to_string(),
            // TRANSLATORS: {path} is a file, {reason} the system's reason.
            StorageError::Write { path, source } => tr!(
                "cannot save {path}: {reason}",
                path = path.display(),
                reason = io_reason(source)
            ),
            // TRANSLATORS: {path} is a file, {reason} the system's reason.
            StorageError::Read { path, source } => tr!(
                "cannot read {path}: {reason}",
                path = path.display(),
                reason = io_reason(source)
            ),
            // TRANSLATORS: {path} is a file, {reason} the system's reason.
            StorageError::MoveAside { path, source } => tr!(
                "cannot move {path} aside: {reason}",
                path = path.display(),
                reason = io_reason(source)
            ),
            // TRANSLATORS: {path} is a file, {reason} the system's reason.
            StorageError::Remove { path, source } => tr!(
                "cannot remove {path}: {reason}",
                path = path.display(),
                reason = io_reason(source)
            ),
            // TRANSLATORS: {path} is a file; {found} and {supported} are format version numbers.
            StorageError::Newer {
                path,
                found,
                supported,
            } => tr!(
                "{path} was written by a newer version of the app (format version {found}; this version reads up to {supported}); it is left untouched and cannot be saved over",
                path = path.display(),
                found = found,
                supported = supported
            ),
            // TRANSLATORS: {path} is a file.
            StorageError::ReadOnly { path } => tr!(
                "{path} is left as it is: another copy of the app has the data folder open",
                path = path.display()
            ),
            // TRANSLATORS: {path} is a file.
            StorageError::Unreadable { path } => tr!(
                "{path} could not be read or moved aside, so it is left untouched and cannot be saved over",
                path = path.display()
            ),
        }
    }
}

/// The reason an I/O call failed, to follow a colon: the system's text with its first letter in
/// lower case ("…: permission denied"). The one wording of I/O errors for files and commands.
pub fn io_reason(e: &io::Error) -> String {
    crate::i18n::words::lowercase_first(&e.to_string())
}

/// The result of loading one file that did not fail outright.
#[derive(Debug)]
pub enum Loaded<T> {
    /// There is no such file yet: start from defaults, say nothing.
    Missing,
    /// The file was read.
    Found(T),
    /// The file could not be read; it was moved aside and the caller should start from defaults.
    Corrupt {
        /// Where the file was.
        path: PathBuf,
        /// Where the file is now (`<name>.corrupt-<timestamp>`).
        moved_to: PathBuf,
        /// Why it could not be read.
        reason: String,
    },
    /// The file comes from a newer version of the app; it is left untouched and the store refuses
    /// to save over it.
    Newer {
        /// The file.
        path: PathBuf,
        /// The version found in the file.
        found: u64,
        /// The newest version this build reads.
        supported: u32,
    },
}

impl<T> Loaded<T> {
    /// The message to show the player, if any: `None` for [`Loaded::Missing`] and
    /// [`Loaded::Found`].
    pub fn notice(&self) -> Option<String> {
        match self {
            Loaded::Missing | Loaded::Found(_) => None,
            Loaded::Corrupt {
                path,
                moved_to,
                reason,
            } => Some(format!(
                "{} could not be read ({reason}); it was kept as {} and defaults are used instead",
                path.display(),
                moved_to.display()
            )),
            Loaded::Newer {
                path,
                found,
                supported,
            } => Some(format!(
                "{} was written by a newer version of the app (format version {found}; this version reads up to {supported}), so it cannot be read; it is left untouched and will not be overwritten",
                path.display()
            )),
        }
    }

    /// [`Loaded::notice`] in the player's language, for the window (the command line keeps
    /// [`Loaded::notice`], in English).
    pub fn message(&self) -> Option<String> {
        use crate::tr;
        match self {
            Loaded::Missing | Loaded::Found(_) => None,
            // TRANSLATORS: {path} is a file that could not be read, {reason} why, {kept} where
            // it is kept now.
            Loaded::Corrupt {
                path,
                moved_to,
                reason,
            } => Some(tr!(
                "{path} could not be read ({reason}); it was kept as {kept} and defaults are used instead",
                path = path.display(),
                reason = reason,
                kept = moved_to.display()
            )),
            // TRANSLATORS: {path} is a file; {found} and {supported} are format version numbers.
            Loaded::Newer {
                path,
                found,
                supported,
            } => Some(tr!(
                "{path} was written by a newer version of the app (format version {found}; this version reads up to {supported}), so it cannot be read; it is left untouched and will not be overwritten",
                path = path.display(),
                found = found,
                supported = supported
            )),
        }
    }

    /// The loaded value, or `None` when the caller must use defaults.
    pub fn into_value(self) -> Option<T> {
        match self {
            Loaded::Found(v) => Some(v),
            _ => None,
        }
    }

    /// The loaded value or the default, with the message to show the player, if any.
    pub fn or_default(self) -> (T, Option<String>)
    where
        T: Default,
    {
        let notice = self.notice();
        (self.into_value().unwrap_or_default(), notice)
    }
}

/// Why the store will not write a file.
#[derive(Debug, Clone, Copy)]
enum Block {
    Newer { found: u64, supported: u32 },
    Unreadable,
}

/// The lock on what the store knows of each file.
type FileStates<'a> = MutexGuard<'a, HashMap<String, FileState>>;

/// What the store knows about one file name.
#[derive(Debug, Clone, Copy)]
enum FileState {
    /// Loaded or checked: saves may replace it.
    Writable,
    /// Saves and removals are refused.
    Blocked(Block),
}

/// The app's data folder: versioned JSON files read with recovery and written atomically.
///
/// A store may be shared between threads; its saves are serialized.
#[derive(Debug)]
pub struct Store {
    dir: PathBuf,
    files: Mutex<HashMap<String, FileState>>,
    // The owner lock, held while the store lives (see `claim`).
    owner: Option<File>,
    read_only: bool,
}

/// What [`Store::claim`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// This store owns the folder until it is dropped.
    Owner,
    /// Another copy of the app owns the folder: this store is now read-only.
    Taken,
    /// The folder cannot be locked here (no lock support, or the lock file cannot be made); the
    /// store writes as before.
    Unlocked,
}

/// Which version of a file is on disk: changes whenever the file is replaced or written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stamp {
    len: u64,
    modified: Option<std::time::SystemTime>,
    #[cfg(unix)]
    inode: (u64, u64),
}

impl Stamp {
    fn of(path: &Path) -> Option<Stamp> {
        let m = fs::metadata(path).ok()?;
        Some(Stamp {
            len: m.len(),
            modified: m.modified().ok(),
            #[cfg(unix)]
            inode: {
                use std::os::unix::fs::MetadataExt;
                (m.dev(), m.ino())
            },
        })
    }
}

/// Tries `lock` until it succeeds or `patience` has passed; `Err` when locks do not work here.
fn lock_within(file: &File, patience: Duration) -> io::Result<bool> {
    let start = Instant::now();
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(true),
            Err(TryLockError::WouldBlock) if start.elapsed() < patience => {
                std::thread::sleep(Duration::from_millis(10));
            }
            Err(TryLockError::WouldBlock) => return Ok(false),
            Err(TryLockError::Error(e)) => return Err(e),
        }
    }
}

impl Store {
    /// Opens the data folder `dir`, creating it (and its parents) when missing, and deletes temp
    /// files left by an interrupted save (unless another copy of the app owns the folder: its
    /// temp files may be saves under way).
    pub fn open(dir: impl Into<PathBuf>) -> Result<Store, StorageError> {
        let dir = dir.into();
        fs::create_dir_all(&dir).map_err(|source| StorageError::CreateDir {
            dir: dir.clone(),
            source,
        })?;
        // The owner lock, taken for the moment of the clean-up when its file exists: a copy that
        // holds it may be writing.
        let probe = OpenOptions::new()
            .read(true)
            .open(dir.join(OWNER_LOCK))
            .ok();
        let owned_elsewhere = probe
            .as_ref()
            .is_some_and(|f| matches!(f.try_lock(), Err(TryLockError::WouldBlock)));
        if !owned_elsewhere && let Ok(entries) = fs::read_dir(&dir) {
            for entry in entries.flatten() {
                let name = entry.file_name();
                let is_temp = name
                    .to_str()
                    .is_some_and(|n| n.starts_with('.') && n.contains(atomic::TEMP_MARKER));
                if is_temp && entry.file_type().is_ok_and(|t| t.is_file()) {
                    let _ = fs::remove_file(entry.path());
                }
            }
        }
        drop(probe);
        Ok(Store {
            dir,
            files: Mutex::new(HashMap::new()),
            owner: None,
            read_only: false,
        })
    }

    /// Takes the folder for this store: an advisory lock held until the store is dropped. When
    /// another copy of the app holds it (waiting a moment, in case that copy is only starting or
    /// cleaning up), this store becomes read-only: it still reads every file, and refuses every
    /// save, removal and move with [`StorageError::ReadOnly`].
    pub fn claim(&mut self) -> Claim {
        if self.owner.is_some() {
            return Claim::Owner;
        }
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(self.dir.join(OWNER_LOCK));
        let Ok(file) = file else {
            return Claim::Unlocked;
        };
        match lock_within(&file, Duration::from_millis(300)) {
            Ok(true) => {
                self.owner = Some(file);
                Claim::Owner
            }
            Ok(false) => {
                self.read_only = true;
                Claim::Taken
            }
            Err(_) => Claim::Unlocked,
        }
    }

    /// Whether another copy of the app owns the folder, so this store writes nothing.
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// Runs `f` holding the folder's write lock, so that a read-merge-write of a file (the
    /// statistics, an import) is not interleaved with another process's. Waits up to two seconds
    /// for another holder; where locks do not work, `f` simply runs.
    pub fn with_write_lock<R>(&self, f: impl FnOnce() -> R) -> R {
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(self.dir.join(WRITE_LOCK));
        let _held = file
            .ok()
            .filter(|f| lock_within(f, Duration::from_secs(2)).is_ok());
        f()
    }

    /// Which version of the file `name` is on disk (`None` when there is none). Compare two
    /// stamps to learn whether someone else replaced the file in between.
    pub fn stamp(&self, name: &str) -> Option<Stamp> {
        Stamp::of(&self.path_of(name))
    }

    /// The data folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The full path of the file `name`.
    pub fn path_of(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// Whether saves of `name` are refused (a newer or unreadable file is protected).
    pub fn is_protected(&self, name: &str) -> bool {
        matches!(self.files().get(name), Some(FileState::Blocked(_)))
    }

    /// Loads the file of kind `T` with [`Versioned::from_bytes`] (which upgrades older formats
    /// with [`Versioned::migrate`]).
    pub fn load<T: Versioned>(&self) -> Result<Loaded<T>, StorageError> {
        self.load_named(T::NAME)
    }

    /// [`Store::load`] of a file of kind `T` kept under another name (one of several files of a
    /// kind: each daily puzzle's game in progress).
    pub fn load_named<T: Versioned>(&self, name: &str) -> Result<Loaded<T>, StorageError> {
        self.load_inner(name, T::from_bytes)
    }

    /// Saves `value` as the file of kind `T`, in format `T::VERSION`.
    pub fn save<T: Versioned>(&self, value: &T) -> Result<(), StorageError> {
        self.save_named(T::NAME, value)
    }

    /// [`Store::save`] under another name (see [`Store::load_named`]).
    pub fn save_named<T: Versioned>(&self, name: &str, value: &T) -> Result<(), StorageError> {
        self.save_json(name, T::VERSION, value)
    }

    /// Loads the file `name` written in format `version` or older (older files are read as they
    /// are; use [`Store::load`] with a [`Versioned`] type to upgrade them).
    ///
    /// `Err` means the file exists but could not be read from disk, or could not be moved aside;
    /// it stays where it is and later saves of it are refused.
    pub fn load_json<T: DeserializeOwned>(
        &self,
        name: &str,
        version: u32,
    ) -> Result<Loaded<T>, StorageError> {
        self.load_inner(name, |bytes| {
            decode_with(bytes, version, |_, fields| Ok(fields))
        })
    }

    /// Saves `value` (a struct or map) as the file `name` in format `version`, atomically.
    ///
    /// Refused when the file is protected (see [`Store::is_protected`]); when the file was neither
    /// loaded nor saved before by this store, the file on disk is first checked: a newer one is
    /// protected, an unreadable one is moved aside.
    pub fn save_json<T: Serialize + ?Sized>(
        &self,
        name: &str,
        version: u32,
        value: &T,
    ) -> Result<(), StorageError> {
        check_name(name)?;
        let path = self.path_of(name);
        let mut files = self.files();
        self.check_writable(&mut files, name, version)?;
        // Written as it is encoded: a long history is never held twice in memory.
        let mut encode_error = None;
        let written = write_atomic_with(&path, |out| {
            codec::encode_to(version, value, out).map_err(|e| {
                let io = io::Error::other(e.to_string());
                if !e.is_io() {
                    encode_error = Some(e);
                }
                io
            })
        });
        match (written, encode_error) {
            (Ok(()), _) => Ok(()),
            (Err(_), Some(source)) => Err(StorageError::Encode {
                name: name.to_string(),
                source,
            }),
            (Err(source), None) => Err(StorageError::Write { path, source }),
        }
    }

    /// Checks that a save of the file of kind `T` would be allowed now (see [`Store::save_json`]),
    /// without writing it: for a file kept beside it (a journal) that must follow its rules.
    pub fn check_save<T: Versioned>(&self) -> Result<(), StorageError> {
        check_name(T::NAME)?;
        let mut files = self.files();
        self.check_writable(&mut files, T::NAME, T::VERSION)
    }

    /// Appends `bytes` to the file `name` (made when missing) and flushes it to disk; returns the
    /// file's length after. For an append-only journal, whose reader skips a line cut short: a
    /// crash may leave part of `bytes`. Refused when the folder is another copy's or the file is
    /// protected.
    pub fn append(&self, name: &str, bytes: &[u8]) -> Result<u64, StorageError> {
        use std::io::Write;
        let (path, _files) = self.changeable(name)?;
        let existed = path.exists();
        let written = OpenOptions::new()
            .append(true)
            .create(true)
            .open(&path)
            .and_then(|mut f| {
                f.write_all(bytes)?;
                f.sync_data()?;
                f.metadata().map(|m| m.len())
            });
        match written {
            Ok(len) => {
                if !existed {
                    atomic::sync_dir(&self.dir);
                }
                Ok(len)
            }
            Err(source) => Err(StorageError::Write { path, source }),
        }
    }

    /// Deletes the file `name` (e.g. the game in progress once it is finished); a missing file is
    /// not an error. Refused when the file is protected.
    pub fn remove_json(&self, name: &str) -> Result<(), StorageError> {
        self.remove_json_if(name, |_| true).map(|_| ())
    }

    /// Deletes the file `name` if `belongs(its bytes)` says it is the caller's (e.g. the saved
    /// game still holds the game that was just finished, not one another copy of the app saved
    /// since). Returns whether it was removed; a missing file is not an error. Refused when the
    /// file is protected.
    pub fn remove_json_if(
        &self,
        name: &str,
        belongs: impl FnOnce(&[u8]) -> bool,
    ) -> Result<bool, StorageError> {
        let (path, _files) = self.changeable(name)?;
        match fs::read(&path) {
            Ok(bytes) if !belongs(&bytes) => return Ok(false),
            Ok(_) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(false),
            Err(source) => return Err(StorageError::Remove { path, source }),
        }
        match fs::remove_file(&path) {
            Ok(()) => {
                atomic::sync_dir(&self.dir);
                Ok(true)
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
            Err(source) => Err(StorageError::Remove { path, source }),
        }
    }

    /// Moves the file `name` aside as `<name>.corrupt-<timestamp>` and returns its new path: for a
    /// file that loaded but failed the caller's own checks (e.g. a saved game that no longer
    /// replays), so that the next save does not overwrite it. Refused when the file is protected.
    pub fn keep_aside(&self, name: &str) -> Result<PathBuf, StorageError> {
        let (path, mut files) = self.changeable(name)?;
        let moved = self
            .move_aside(name)
            .map_err(|source| StorageError::MoveAside { path, source })?;
        files.insert(name.to_string(), FileState::Writable);
        Ok(moved)
    }

    /// The path of `name` and the lock on the files' states (held while the caller changes the
    /// file), once `name` may be changed in place: refused when the folder is another copy's or
    /// the file is protected.
    fn changeable(&self, name: &str) -> Result<(PathBuf, FileStates<'_>), StorageError> {
        check_name(name)?;
        let path = self.path_of(name);
        let files = self.files();
        if self.read_only {
            return Err(StorageError::ReadOnly { path });
        }
        if let Some(FileState::Blocked(block)) = files.get(name) {
            return Err(blocked_error(path, *block));
        }
        Ok((path, files))
    }

    fn files(&self) -> FileStates<'_> {
        // A panic while holding the lock leaves the map consistent (single inserts), so a poisoned
        // lock is still usable.
        self.files.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn load_inner<T>(
        &self,
        name: &str,
        decode: impl FnOnce(&[u8]) -> Result<T, DecodeError>,
    ) -> Result<Loaded<T>, StorageError> {
        check_name(name)?;
        let path = self.path_of(name);
        // Read and decoded before the file table is locked: a long history loading on one thread
        // does not hold up the other files.
        let decoded = fs::read(&path).map(|bytes| decode(&bytes));
        let mut files = self.files();
        let decoded = match decoded {
            Ok(d) => d,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                files.insert(name.to_string(), FileState::Writable);
                return Ok(Loaded::Missing);
            }
            Err(source) => {
                files.insert(name.to_string(), FileState::Blocked(Block::Unreadable));
                return Err(StorageError::Read { path, source });
            }
        };
        match decoded {
            Ok(value) => {
                files.insert(name.to_string(), FileState::Writable);
                Ok(Loaded::Found(value))
            }
            Err(DecodeError::Newer { found, supported }) => {
                files.insert(
                    name.to_string(),
                    FileState::Blocked(Block::Newer { found, supported }),
                );
                Ok(Loaded::Newer {
                    path,
                    found,
                    supported,
                })
            }
            Err(DecodeError::Corrupt(_)) if self.read_only => {
                // Another copy owns the folder and decides what becomes of the file.
                files.insert(name.to_string(), FileState::Blocked(Block::Unreadable));
                Err(StorageError::ReadOnly { path })
            }
            Err(DecodeError::Corrupt(reason)) => match self.move_aside(name) {
                Ok(moved_to) => {
                    files.insert(name.to_string(), FileState::Writable);
                    Ok(Loaded::Corrupt {
                        path,
                        moved_to,
                        reason,
                    })
                }
                Err(source) => {
                    files.insert(name.to_string(), FileState::Blocked(Block::Unreadable));
                    Err(StorageError::MoveAside { path, source })
                }
            },
        }
    }

    /// Makes sure a save may replace `name`; the first time a name is seen, checks the file on disk.
    fn check_writable(
        &self,
        files: &mut HashMap<String, FileState>,
        name: &str,
        version: u32,
    ) -> Result<(), StorageError> {
        let path = self.path_of(name);
        if self.read_only {
            return Err(StorageError::ReadOnly { path });
        }
        let was_unreadable = match files.get(name) {
            Some(FileState::Writable) => return Ok(()),
            Some(FileState::Blocked(Block::Unreadable)) => true,
            Some(FileState::Blocked(block)) => return Err(blocked_error(path, *block)),
            None => false,
        };
        let state = match fs::read(&path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => FileState::Writable,
            Err(_) => FileState::Blocked(Block::Unreadable),
            // A file that could not be read before can be now: it was never loaded, so it is
            // kept aside rather than overwritten (unless it is newer: then it stays, protected).
            Ok(bytes) if was_unreadable => match codec::peek_version(&bytes) {
                Ok(found) if found > u64::from(version) => FileState::Blocked(Block::Newer {
                    found,
                    supported: version,
                }),
                _ => match self.move_aside(name) {
                    Ok(_) => FileState::Writable,
                    Err(_) => FileState::Blocked(Block::Unreadable),
                },
            },
            Ok(bytes) => match codec::peek_version(&bytes) {
                Ok(found) if found > u64::from(version) => FileState::Blocked(Block::Newer {
                    found,
                    supported: version,
                }),
                Ok(_) => FileState::Writable,
                // Never overwrite data silently: keep the unreadable file next to the new one.
                Err(_) => match self.move_aside(name) {
                    Ok(_) => FileState::Writable,
                    Err(_) => FileState::Blocked(Block::Unreadable),
                },
            },
        };
        files.insert(name.to_string(), state);
        match state {
            FileState::Writable => Ok(()),
            FileState::Blocked(block) => Err(blocked_error(path, block)),
        }
    }

    /// Renames the file `name` to `<name>.corrupt-<timestamp>` (with `-2`, `-3`, ... added when that
    /// name is taken) and returns the new path.
    fn move_aside(&self, name: &str) -> io::Result<PathBuf> {
        let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%SZ");
        let base = format!("{name}.corrupt-{stamp}");
        let mut target = self.dir.join(&base);
        let mut n = 2u32;
        while fs::symlink_metadata(&target).is_ok() {
            target = self.dir.join(format!("{base}-{n}"));
            n += 1;
        }
        fs::rename(self.path_of(name), &target)?;
        atomic::sync_dir(&self.dir);
        Ok(target)
    }
}

fn blocked_error(path: PathBuf, block: Block) -> StorageError {
    match block {
        Block::Newer { found, supported } => StorageError::Newer {
            path,
            found,
            supported,
        },
        Block::Unreadable => StorageError::Unreadable { path },
    }
}

fn check_name(name: &str) -> Result<(), StorageError> {
    let plain = !name.is_empty()
        && !name.starts_with('.')
        && !name.contains(['/', '\\', ':'])
        && !name.contains('\0');
    if plain {
        Ok(())
    } else {
        Err(StorageError::BadName {
            name: name.to_string(),
        })
    }
}

#[cfg(test)]
mod message_tests {
    use super::*;

    #[test]
    fn the_window_s_messages_read_as_the_english_ones() {
        let p = || PathBuf::from("game.json");
        let io = || io::Error::other("Disk full");
        let errors = [
            StorageError::CreateDir {
                dir: p(),
                source: io(),
            },
            StorageError::BadName { name: "a/b".into() },
            StorageError::Write {
                path: p(),
                source: io(),
            },
            StorageError::Read {
                path: p(),
                source: io(),
            },
            StorageError::MoveAside {
                path: p(),
                source: io(),
            },
            StorageError::Remove {
                path: p(),
                source: io(),
            },
            StorageError::Newer {
                path: p(),
                found: 9,
                supported: 2,
            },
            StorageError::ReadOnly { path: p() },
            StorageError::Unreadable { path: p() },
        ];
        for e in errors {
            assert_eq!(e.message(), e.to_string());
        }
        let corrupt: Loaded<()> = Loaded::Corrupt {
            path: p(),
            moved_to: PathBuf::from("game.json.corrupt-1"),
            reason: "expected value".into(),
        };
        let newer: Loaded<()> = Loaded::Newer {
            path: p(),
            found: 9,
            supported: 2,
        };
        for l in [corrupt, newer, Loaded::Missing] {
            assert_eq!(l.message(), l.notice());
        }
    }
}
