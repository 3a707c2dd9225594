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
//!   changed on disk and the caller keeps its data in memory.
//!
//! The store knows no file formats: a kind of file implements [`Versioned`] (name, version,
//! upgrade from older versions) and uses [`Store::load`] / [`Store::save`], or any serde value goes
//! through [`Store::load_json`] / [`Store::save_json`] with an explicit name and version.

pub mod atomic;
pub mod codec;

pub use atomic::write_atomic;
pub use codec::{DecodeError, Versioned, decode, decode_with, encode};

use serde::Serialize;
use serde::de::DeserializeOwned;
use std::collections::HashMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

/// What went wrong while reading or writing a file of the [`Store`]. Messages are lowercase and name
/// the file; they are meant to be shown to the player as they are.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    /// The data folder does not exist and cannot be created (or is not a folder).
    #[error("cannot create the data folder {}: {}", dir.display(), lower(source))]
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
    #[error("cannot save {}: {}", path.display(), lower(source))]
    Write {
        /// The file that was being replaced.
        path: PathBuf,
        /// The underlying error.
        source: io::Error,
    },
    /// Reading the file failed for a reason other than its absence.
    #[error("cannot read {}: {}", path.display(), lower(source))]
    Read {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        source: io::Error,
    },
    /// An unreadable file could not be moved aside, so it is left where it is.
    #[error("cannot move {} aside: {}", path.display(), lower(source))]
    MoveAside {
        /// The unreadable file.
        path: PathBuf,
        /// The underlying error.
        source: io::Error,
    },
    /// Removing the file failed.
    #[error("cannot remove {}: {}", path.display(), lower(source))]
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

/// The OS's error text with a lowercase first letter, to match our own messages.
fn lower(e: &io::Error) -> String {
    let text = e.to_string();
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => text,
    }
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
}

impl Store {
    /// Opens the data folder `dir`, creating it (and its parents) when missing, and deletes temp
    /// files left by an interrupted save.
    pub fn open(dir: impl Into<PathBuf>) -> Result<Store, StorageError> {
        let dir = dir.into();
        fs::create_dir_all(&dir).map_err(|source| StorageError::CreateDir {
            dir: dir.clone(),
            source,
        })?;
        if let Ok(entries) = fs::read_dir(&dir) {
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
        Ok(Store {
            dir,
            files: Mutex::new(HashMap::new()),
        })
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

    /// Loads the file of kind `T`, upgrading older formats with [`Versioned::migrate`].
    pub fn load<T: Versioned>(&self) -> Result<Loaded<T>, StorageError> {
        self.load_inner(T::NAME, T::VERSION, T::migrate)
    }

    /// Saves `value` as the file of kind `T`, in format `T::VERSION`.
    pub fn save<T: Versioned>(&self, value: &T) -> Result<(), StorageError> {
        self.save_json(T::NAME, T::VERSION, value)
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
        self.load_inner(name, version, |_, fields| Ok(fields))
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
        let bytes = encode(version, value).map_err(|source| StorageError::Encode {
            name: name.to_string(),
            source,
        })?;
        let path = self.path_of(name);
        let mut files = self.files();
        self.check_writable(&mut files, name, version)?;
        write_atomic(&path, &bytes).map_err(|source| StorageError::Write { path, source })
    }

    /// Deletes the file `name` (e.g. the game in progress once it is finished); a missing file is
    /// not an error. Refused when the file is protected.
    pub fn remove_json(&self, name: &str) -> Result<(), StorageError> {
        check_name(name)?;
        let path = self.path_of(name);
        let files = self.files();
        if let Some(FileState::Blocked(block)) = files.get(name) {
            return Err(blocked_error(path, *block));
        }
        match fs::remove_file(&path) {
            Ok(()) => {
                atomic::sync_dir(&self.dir);
                Ok(())
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(source) => Err(StorageError::Remove { path, source }),
        }
    }

    /// Moves the file `name` aside as `<name>.corrupt-<timestamp>` and returns its new path: for a
    /// file that loaded but failed the caller's own checks (e.g. a saved game that no longer
    /// replays), so that the next save does not overwrite it. Refused when the file is protected.
    pub fn keep_aside(&self, name: &str) -> Result<PathBuf, StorageError> {
        check_name(name)?;
        let path = self.path_of(name);
        let mut files = self.files();
        if let Some(FileState::Blocked(block)) = files.get(name) {
            return Err(blocked_error(path, *block));
        }
        let moved = self
            .move_aside(name)
            .map_err(|source| StorageError::MoveAside { path, source })?;
        files.insert(name.to_string(), FileState::Writable);
        Ok(moved)
    }

    fn files(&self) -> MutexGuard<'_, HashMap<String, FileState>> {
        // A panic while holding the lock leaves the map consistent (single inserts), so a poisoned
        // lock is still usable.
        self.files.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn load_inner<T: DeserializeOwned>(
        &self,
        name: &str,
        version: u32,
        migrate: impl FnOnce(u64, serde_json::Value) -> Result<serde_json::Value, String>,
    ) -> Result<Loaded<T>, StorageError> {
        check_name(name)?;
        let path = self.path_of(name);
        let mut files = self.files();
        let bytes = match fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                files.insert(name.to_string(), FileState::Writable);
                return Ok(Loaded::Missing);
            }
            Err(source) => {
                files.insert(name.to_string(), FileState::Blocked(Block::Unreadable));
                return Err(StorageError::Read { path, source });
            }
        };
        match decode_with::<T>(&bytes, version, migrate) {
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
        match files.get(name) {
            Some(FileState::Writable) => return Ok(()),
            Some(FileState::Blocked(block)) => return Err(blocked_error(path, *block)),
            None => {}
        }
        let state = match fs::read(&path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => FileState::Writable,
            Err(_) => FileState::Blocked(Block::Unreadable),
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
