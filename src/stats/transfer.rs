//! Export and import of the whole statistics history through the [`Store`]: the one part of the
//! statistics that touches files, shared by the command line and the settings screen.
//!
//! The player's [`Progress`] (`progress.json`) travels with the games: an export carries it, an
//! import merges it device by device, taking the larger of each count, so importing the same
//! export twice changes nothing (see [`super::progress`]).

use super::{ImportError, MergeReport, Progress, StatsFile};
use crate::storage::{Loaded, StorageError, Store};
use std::io;

/// Why an export or import failed. Nothing on disk is changed when this happens.
#[derive(Debug, thiserror::Error)]
pub enum TransferError {
    /// The file to import is not a usable statistics file.
    #[error("{0}")]
    Import(#[from] ImportError),
    /// The app's own statistics file cannot be used (newer version, or it was unreadable).
    #[error("{0}")]
    Current(String),
    /// Reading or writing the app's statistics file failed.
    #[error("{0}")]
    Storage(#[from] StorageError),
    /// The statistics could not be encoded.
    #[error("cannot encode the statistics: {0}")]
    Encode(#[from] serde_json::Error),
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportOutcome {
    /// How many games were added and skipped.
    pub report: MergeReport,
    /// A message for the player when the app's own statistics file (or progress file) was
    /// unreadable and was moved aside before the import (what is imported then starts a fresh
    /// file).
    pub notice: Option<String>,
    /// Whether the import brought progress this folder did not have yet (and it was saved).
    pub progress: bool,
}

/// The app's statistics (`stats.json` with the games of its journal, and `progress.json`) as an
/// export (versioned JSON), with the number of games in it. A missing file exports an empty
/// history (or no progress); an unreadable or newer statistics file is an error, and so is a
/// newer progress file (an unreadable one is kept aside, as loading does, and exports none).
pub fn export_stats(store: &Store) -> Result<(Vec<u8>, usize), TransferError> {
    let mut stats = match super::journal::load_games(store)? {
        Loaded::Found(s) => s,
        Loaded::Missing => StatsFile::default(),
        other => {
            let notice = other.notice().unwrap_or_default();
            return Err(TransferError::Current(notice));
        }
    };
    stats.progress = match store.load::<Progress>()? {
        Loaded::Found(p) => p,
        newer @ Loaded::Newer { .. } => {
            return Err(TransferError::Current(newer.notice().unwrap_or_default()));
        }
        Loaded::Missing | Loaded::Corrupt { .. } => Progress::default(),
    };
    Ok((stats.to_json()?, stats.games.len()))
}

/// Checks the export `bytes`, merges its games into the app's statistics by id and saves the
/// result (only when something was added). The import is checked before anything is touched.
///
/// The read-merge-write holds the folder's write lock, so a copy of the app saving its statistics
/// at the same moment merges with the result instead of writing over it.
pub fn import_stats(store: &Store, bytes: &[u8]) -> Result<ImportOutcome, TransferError> {
    import_games(store, StatsFile::from_json(bytes)?)
}

/// [`import_stats`] of an export already read and checked with [`StatsFile::from_json`] (so its
/// bytes need not be kept meanwhile).
///
/// The export's progress is merged into `progress.json` ([`Progress::merge`]) and saved when it
/// brought anything new. A newer statistics or progress file in the folder refuses the import
/// before anything is written.
pub fn import_games(
    store: &Store,
    mut incoming: StatsFile,
) -> Result<ImportOutcome, TransferError> {
    let incoming_progress = std::mem::take(&mut incoming.progress);
    store.with_write_lock(|| {
        let loaded = store.load::<StatsFile>()?;
        if let Loaded::Newer { .. } = loaded {
            return Err(TransferError::Current(loaded.notice().unwrap_or_default()));
        }
        let progress_loaded = if incoming_progress.is_empty() {
            Loaded::Missing
        } else {
            store.load::<Progress>()?
        };
        if let Loaded::Newer { .. } = progress_loaded {
            return Err(TransferError::Current(
                progress_loaded.notice().unwrap_or_default(),
            ));
        }
        let (mut progress, progress_notice) = progress_loaded.or_default();
        let (mut stats, notice) = loaded.or_default();
        let notice = match (notice, progress_notice) {
            (Some(a), Some(b)) => Some(format!("{a}; {b}")),
            (a, b) => a.or(b),
        };
        // What is recorded: stats.json and the games of its journal.
        let journal = super::journal::read_journal(store, 0)?;
        stats.merge(StatsFile::from_games(journal.games));
        let report = stats.merge(incoming);
        if report.added > 0 {
            // The journal is folded in with the import: one write of the whole history.
            super::journal::fold(store, &mut stats)?;
        }
        let progress_changed = progress.merge(&incoming_progress);
        if progress_changed {
            store.save(&progress)?;
        }
        Ok(ImportOutcome {
            report,
            notice,
            progress: progress_changed,
        })
    })
}

/// The largest statistics export read: about 900,000 games. Reading stops there, so a file
/// without end (`/dev/zero`) or a huge one never fills the memory.
pub const MAX_EXPORT_BYTES: u64 = 256 << 20;

/// Reads an export from `reader`, at most [`MAX_EXPORT_BYTES`]; a longer input is an error of
/// kind [`io::ErrorKind::FileTooLarge`] without the rest being read. Input that does not start
/// like a JSON object (`/dev/zero`, a picture) is not read past its first block: what was read is
/// returned, for [`StatsFile::from_json`] to say what it is not.
pub fn read_export(reader: impl io::Read) -> io::Result<Vec<u8>> {
    read_within(reader, MAX_EXPORT_BYTES)
}

fn read_within(mut reader: impl io::Read, limit: u64) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    let mut block = [0u8; 64 * 1024];
    loop {
        let n = match reader.read(&mut block) {
            Ok(0) => return Ok(bytes),
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if bytes.len() as u64 + n as u64 > limit {
            return Err(io::Error::new(
                io::ErrorKind::FileTooLarge,
                format!(
                    "it is larger than {} MB, more than any statistics export",
                    limit >> 20
                ),
            ));
        }
        bytes.extend_from_slice(&block[..n]);
        let first = bytes.iter().find(|b| !b.is_ascii_whitespace());
        if first.is_some_and(|&b| b != b'{') {
            return Ok(bytes);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn endless_or_foreign_input_is_not_read_whole() {
        // Endless zeros: one block, then the JSON reader says what is wrong.
        let zeros = read_export(io::repeat(0)).unwrap();
        assert!(zeros.len() <= 64 * 1024);
        let err = StatsFile::from_json(&zeros).unwrap_err().to_string();
        assert!(
            err.starts_with("not a statistics file: it is not valid json"),
            "{err}"
        );
        // A good export is read whole.
        let good = StatsFile::default().to_json().unwrap();
        assert_eq!(read_export(&good[..]).unwrap(), good);
        // An endless object stops at the limit.
        let endless = io::Cursor::new(b"{".to_vec()).chain(io::repeat(b' '));
        let err = read_within(endless, 3 << 20).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::FileTooLarge);
    }
}
