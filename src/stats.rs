//! Finished games, records, streaks and the personal best times as they fell (pure functions).
//!
//! The statistics file ([`StatsFile`], `stats.json`) keeps every game ever recorded as a
//! [`GameRecord`]: won, lost, or abandoned. A game counts as *started* once it is recorded, so the
//! app records an abandoned game (`won: false`, `app/play.rs`) when the player starts another in
//! its place; the game in progress is saved elsewhere and is not a statistic yet. Because every
//! count is derived from the list, two histories merge exactly by game id ([`StatsFile::merge`]).
//!
//! The queries in [`query`] (re-exported here) answer, per mode and difficulty: games started and
//! won, win rate, best and average time, current and best streak, the best-time history (every
//! game that broke the record when it was played), the top times and the chart data. Games where
//! the solution or a cell was revealed count as played but never for times, records or streaks.
//!
//! Everything here is pure except [`transfer`], which exports and imports the history through the
//! storage [`Store`](crate::storage::Store), and [`journal`], the append-only file of recorded
//! games beside `stats.json` that makes recording a game cost the same at any history size.
//!
//! The player's [`Progress`] with each technique is kept with the statistics: in its own file,
//! `progress.json` (see [`progress`]), and in the export beside the games, so an export carries
//! both and an import merges both.

pub mod daily;
pub mod index;
pub mod journal;
pub mod progress;
pub mod query;
pub mod record;
pub mod transfer;

pub use daily::{
    CalendarDay, DailyResult, DailySummary, daily_date, daily_id, daily_month, daily_results,
    daily_summary, date_of_id, is_on_its_day,
};
pub use index::StatsIndex;
pub use journal::{JOURNAL_NAME, load_games};
pub use progress::{
    Counts, Finding, MASTERY_FINDS, MASTERY_RATIO, PROGRESS_NAME, Progress, TechniqueProgress,
};
pub use query::{
    ChartPoint, NewRecord, RecordBreak, Summary, TOP_TIMES, chart, chart_of, games_in,
    is_new_record, new_record, record_breaks, record_breaks_of, summary, summary_of, top_times,
    top_times_of,
};
pub use record::{GameRecord, Origin};
pub use transfer::{
    ImportOutcome, MAX_EXPORT_BYTES, TransferError, export_stats, import_games, import_stats,
    read_export,
};

use crate::puzzle::{Difficulty, Mode};
use crate::storage::{DecodeError, Versioned};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// The statistics file: every recorded game. Its `"version"` is added by the storage envelope.
///
/// As an export ([`StatsFile::to_json`], [`StatsFile::from_json`]) it also carries the player's
/// [`Progress`], as a versioned object of its own under `"progress"` (left out when empty, so an
/// export without progress is exactly the old format). The app keeps the progress in its own
/// file, never in `stats.json`: saving this type with the store writes the games only, and
/// reading `stats.json` ignores any progress in it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct StatsFile {
    /// Every recorded game, in the order they were added.
    #[serde(default)]
    pub games: Vec<GameRecord>,
    /// The player's progress with each technique, carried by exports (see above).
    #[serde(skip)]
    pub progress: Progress,
}

impl Versioned for StatsFile {
    const NAME: &'static str = "stats.json";
    const VERSION: u32 = 1;

    /// The app's own file is read and checked exactly as an import is ([`StatsFile::from_json`]):
    /// a game the import would refuse makes the file unreadable (it is kept aside, named in the
    /// notice), so what loads in the app can always be imported back.
    fn from_bytes(bytes: &[u8]) -> Result<StatsFile, DecodeError> {
        StatsFile::read(bytes, false).map_err(|e| match e {
            ImportError::Corrupt(reason) => DecodeError::Corrupt(reason),
            ImportError::Newer { found, supported } => DecodeError::Newer { found, supported },
            bad @ ImportError::BadGame { .. } => DecodeError::Corrupt(bad.to_string()),
        })
    }
}

/// How an import went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MergeReport {
    /// Games that were new and were added.
    pub added: usize,
    /// Games whose id was already present (or repeated in the import) and were skipped.
    pub skipped: usize,
}

/// Why a statistics export could not be imported. Nothing is changed when this happens.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// The file is not a readable statistics file.
    #[error("not a statistics file: {0}")]
    Corrupt(String),
    /// The file was exported by a newer version of the app.
    #[error(
        "the statistics file was written by a newer version of the app (format version {found}; this version reads up to {supported})"
    )]
    Newer {
        /// The version found in the file.
        found: u64,
        /// The newest version this build reads.
        supported: u32,
    },
    /// One game in the file is unusable.
    #[error("game {number} in the statistics file (id {id:?}) is not valid: {reason}")]
    BadGame {
        /// The game's position in the file, from 1.
        number: usize,
        /// Its id as found.
        id: String,
        /// What is wrong with it.
        reason: String,
    },
}

impl StatsFile {
    /// Adds `record` unless a game with its id is already present; returns whether it was added.
    pub fn add(&mut self, record: GameRecord) -> bool {
        if self.games.iter().any(|g| g.id == record.id) {
            return false;
        }
        self.games.push(record);
        true
    }

    /// Adds the games of `other` whose ids are not present yet (the import of an export), and
    /// takes in its progress ([`Progress::merge`]; the report counts games only).
    pub fn merge(&mut self, other: StatsFile) -> MergeReport {
        self.progress.merge(&other.progress);
        let mut seen: HashSet<String> = self.games.iter().map(|g| g.id.clone()).collect();
        let mut report = MergeReport::default();
        for g in other.games {
            if seen.insert(g.id.clone()) {
                self.games.push(g);
                report.added += 1;
            } else {
                report.skipped += 1;
            }
        }
        report
    }

    /// The difficulties that have games in `mode`, sorted by name.
    pub fn difficulties(&self, mode: Mode) -> Vec<&Difficulty> {
        let mut names: Vec<&Difficulty> = self
            .games
            .iter()
            .filter(|g| g.mode == mode)
            .map(|g| &g.difficulty)
            .collect();
        names.sort_unstable_by(|a, b| a.name().cmp(b.name()));
        names.dedup();
        names
    }

    /// The export: the games as versioned JSON, exactly as the app stores them, followed by the
    /// progress (when there is any) as a versioned object of its own:
    /// `{"version":1,"games":[..],"progress":{"version":1,..}}`. An older app reads the games and
    /// ignores the progress.
    pub fn to_json(&self) -> Result<Vec<u8>, serde_json::Error> {
        /// The export's fields after its version.
        #[derive(Serialize)]
        struct Out<'a> {
            games: &'a [GameRecord],
            #[serde(skip_serializing_if = "Option::is_none")]
            progress: Option<ProgressOut<'a>>,
        }
        /// The progress with its own version first, as in its file.
        #[derive(Serialize)]
        struct ProgressOut<'a> {
            version: u32,
            #[serde(flatten)]
            progress: &'a Progress,
        }
        let progress = (!self.progress.is_empty()).then_some(ProgressOut {
            version: Progress::VERSION,
            progress: &self.progress,
        });
        crate::storage::encode(
            StatsFile::VERSION,
            &Out {
                games: &self.games,
                progress,
            },
        )
    }

    /// Reads and checks a statistics file, the app's own or an export: a versioned statistics
    /// file whose every game is complete and passes [`GameRecord::problem`], with the progress
    /// an export carries. Errors name the first bad game by position and id; a progress that
    /// cannot be read, or of a newer format, refuses the whole file.
    pub fn from_json(bytes: &[u8]) -> Result<StatsFile, ImportError> {
        StatsFile::read(bytes, true)
    }

    /// [`StatsFile::from_json`], reading the progress only `with_progress` (`stats.json` is read
    /// without: whatever is in it, the progress never makes the games unreadable).
    fn read(bytes: &[u8], with_progress: bool) -> Result<StatsFile, ImportError> {
        /// The whole file read straight into records: the quick way for a good file.
        #[derive(Deserialize)]
        struct Wire {
            version: Option<serde_json::Value>,
            #[serde(default)]
            games: Vec<GameRecord>,
            #[serde(default)]
            progress: Option<serde_json::Value>,
        }
        let read_progress = |value: Option<serde_json::Value>| match value {
            Some(value) if with_progress => progress_of(value),
            _ => Ok(Progress::default()),
        };
        if let Ok(Wire {
            version: Some(version),
            games,
            progress,
        }) = serde_json::from_slice::<Wire>(bytes)
            && crate::storage::check_version(&version, StatsFile::VERSION).ok()
                == Some(u64::from(StatsFile::VERSION))
        {
            let file = StatsFile {
                games,
                progress: read_progress(progress)?,
            };
            file.check()?;
            return Ok(file);
        }
        // Older formats, and any file that is not right: read through JSON values, to upgrade it
        // or to say what is wrong and with which game.
        /// The file with its games still raw, so a bad game can be named.
        #[derive(Deserialize)]
        struct Raw {
            #[serde(default)]
            games: Vec<serde_json::Value>,
            #[serde(default)]
            progress: Option<serde_json::Value>,
        }
        let raw: Raw = crate::storage::decode_with(bytes, StatsFile::VERSION, StatsFile::migrate)
            .map_err(|e| match e {
            DecodeError::Corrupt(reason) => ImportError::Corrupt(reason),
            DecodeError::Newer { found, supported } => ImportError::Newer { found, supported },
        })?;
        let progress = read_progress(raw.progress)?;
        let mut games = Vec::with_capacity(raw.games.len());
        for (i, value) in raw.games.into_iter().enumerate() {
            let id = match value.get("id") {
                Some(serde_json::Value::String(s)) => s.clone(),
                Some(other) => other.to_string(),
                None => String::new(),
            };
            let bad = |reason: String| ImportError::BadGame {
                number: i + 1,
                id: id.clone(),
                reason,
            };
            let game: GameRecord = serde_json::from_value(value).map_err(|e| bad(e.to_string()))?;
            if let Some(reason) = game.problem() {
                return Err(bad(reason));
            }
            games.push(game);
        }
        Ok(StatsFile { games, progress })
    }

    /// The file with the games `games` and no progress.
    pub fn from_games(games: Vec<GameRecord>) -> StatsFile {
        StatsFile {
            games,
            progress: Progress::default(),
        }
    }

    /// Checks every game with [`GameRecord::problem`]; the error names the first bad one.
    pub fn check(&self) -> Result<(), ImportError> {
        match self
            .games
            .iter()
            .enumerate()
            .find_map(|(i, g)| g.problem().map(|reason| (i, g, reason)))
        {
            Some((i, g, reason)) => Err(ImportError::BadGame {
                number: i + 1,
                id: g.id.clone(),
                reason,
            }),
            None => Ok(()),
        }
    }
}

/// The progress an export carries under `"progress"`: a versioned object of its own.
fn progress_of(value: serde_json::Value) -> Result<Progress, ImportError> {
    let bytes = serde_json::to_vec(&value).map_err(|e| ImportError::Corrupt(e.to_string()))?;
    crate::storage::decode::<Progress>(&bytes).map_err(|e| match e {
        DecodeError::Corrupt(reason) => {
            ImportError::Corrupt(format!("its progress cannot be read: {reason}"))
        }
        DecodeError::Newer { found, supported } => ImportError::Newer { found, supported },
    })
}
