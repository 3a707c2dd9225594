//! Export and import of the whole statistics history through the [`Store`]: the one part of the
//! statistics that touches files, shared by the command line and the settings screen.

use super::{ImportError, MergeReport, StatsFile};
use crate::storage::{Loaded, StorageError, Store};

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
    /// A message for the player when the app's own statistics file was unreadable and was moved
    /// aside before the import (the imported games then start a fresh file).
    pub notice: Option<String>,
}

/// The app's statistics file as an export (versioned JSON), with the number of games in it. A
/// missing file exports an empty history; an unreadable or newer file is an error.
pub fn export_stats(store: &Store) -> Result<(Vec<u8>, usize), TransferError> {
    let stats = match store.load::<StatsFile>()? {
        Loaded::Found(s) => s,
        Loaded::Missing => StatsFile::default(),
        other => {
            let notice = other.notice().unwrap_or_default();
            return Err(TransferError::Current(notice));
        }
    };
    Ok((stats.to_json()?, stats.games.len()))
}

/// Checks the export `bytes`, merges its games into the app's statistics by id and saves the
/// result (only when something was added). The import is checked before anything is touched.
pub fn import_stats(store: &Store, bytes: &[u8]) -> Result<ImportOutcome, TransferError> {
    let incoming = StatsFile::from_json(bytes)?;
    let loaded = store.load::<StatsFile>()?;
    if let Loaded::Newer { .. } = loaded {
        return Err(TransferError::Current(loaded.notice().unwrap_or_default()));
    }
    let (mut stats, notice) = loaded.or_default();
    let report = stats.merge(incoming);
    if report.added > 0 {
        store.save(&stats)?;
    }
    Ok(ImportOutcome { report, notice })
}
