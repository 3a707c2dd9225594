//! The journal of recorded games: `stats-journal.jsonl`, beside `stats.json`. Recording a game
//! appends one line to it instead of rewriting the whole history, so it costs the same at any
//! history size; the journal is folded into `stats.json` when the app opens (off the UI thread for
//! a long history) and whenever the whole history is written anyway (an import, a retried save).
//!
//! The history is `stats.json` and the journal merged by game id, exactly as an import merges:
//! a game in both (a fold cut short after `stats.json` was replaced, before the journal was
//! removed) counts once.
//!
//! Each line is `{"version":1,"game":{..}}`, one [`GameRecord`] as it is in `stats.json`. An
//! append writes a line break, the line and a line break in one write and flushes the file, so a
//! line cut by a crash stands alone: it is not read (its game is still in its save file then, and
//! is recorded again when the app opens). A line of a newer format is kept and not read; while
//! one is there the journal is never removed. Appends and folds hold the folder's write lock
//! ([`Store::with_write_lock`]), so a game appended by another process is never dropped by a fold.

use super::{GameRecord, StatsFile};
use crate::storage::{Loaded, StorageError, Store};
use serde::{Deserialize, Serialize};
use std::io::{self, Read, Seek};

/// The journal's file name in the data folder.
pub const JOURNAL_NAME: &str = "stats-journal.jsonl";

/// The format of a journal line this build writes and reads.
pub const JOURNAL_VERSION: u32 = 1;

/// A line as written.
#[derive(Serialize)]
struct LineOut<'a> {
    version: u32,
    game: &'a GameRecord,
}

/// A line as read: the version first, the game once the version is known.
#[derive(Deserialize)]
struct LineIn {
    version: serde_json::Value,
    game: serde_json::Value,
}

/// What reading the journal found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct JournalRead {
    /// The games of the whole lines read, in the order they were appended.
    pub games: Vec<GameRecord>,
    /// Where the next read starts: the end of the last whole line.
    pub end: u64,
    /// Some line has a newer format (it is kept, not read).
    pub newer: bool,
}

/// Reads the journal's whole lines from byte `from` (the `end` of an earlier read; from the
/// start when the file is now shorter, as after a fold). A missing journal reads as empty.
pub fn read_journal(store: &Store, from: u64) -> Result<JournalRead, StorageError> {
    let path = store.path_of(JOURNAL_NAME);
    let read = |from: u64| -> io::Result<(Vec<u8>, u64)> {
        let mut file = std::fs::File::open(&path)?;
        let len = file.metadata()?.len();
        let start = if len < from { 0 } else { from };
        file.seek(io::SeekFrom::Start(start))?;
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes)?;
        Ok((bytes, start))
    };
    let (bytes, start) = match read(from) {
        Ok(read) => read,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(JournalRead::default()),
        Err(source) => return Err(StorageError::Read { path, source }),
    };
    // Only whole lines: a line still without its end is read once it has one.
    let whole = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let mut read = JournalRead {
        end: start + whole as u64,
        ..JournalRead::default()
    };
    for line in bytes[..whole].split(|&b| b == b'\n') {
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        match parse_line(line) {
            Line::Game(game) => read.games.push(game),
            Line::Newer => read.newer = true,
            Line::Cut => {}
        }
    }
    Ok(read)
}

/// What one line holds.
enum Line {
    Game(GameRecord),
    Newer,
    /// Not a whole line of a known format: an append cut by a crash.
    Cut,
}

fn parse_line(line: &[u8]) -> Line {
    let Ok(LineIn { version, game }) = serde_json::from_slice::<LineIn>(line) else {
        return Line::Cut;
    };
    match crate::storage::check_version(&version, JOURNAL_VERSION) {
        Ok(_) => {}
        Err(crate::storage::DecodeError::Newer { .. }) => return Line::Newer,
        Err(_) => return Line::Cut,
    }
    match serde_json::from_value::<GameRecord>(game) {
        // Never a game the statistics file would refuse: the history must stay importable.
        Ok(game) if game.problem().is_none() => Line::Game(game),
        _ => Line::Cut,
    }
}

/// Appends `game` to the journal and flushes it to disk; returns the journal's length after it.
/// The caller holds the folder's write lock. Refused, like a save of `stats.json`, when that file
/// is protected (newer, or unreadable) or the folder is another copy's.
pub fn append_game(store: &Store, game: &GameRecord) -> Result<u64, StorageError> {
    store.check_save::<StatsFile>()?;
    let mut line = vec![b'\n'];
    serde_json::to_writer(
        &mut line,
        &LineOut {
            version: JOURNAL_VERSION,
            game,
        },
    )
    .map_err(|source| StorageError::Encode {
        name: JOURNAL_NAME.to_string(),
        source,
    })?;
    line.push(b'\n');
    store.append(JOURNAL_NAME, &line)
}

/// Folds the journal into `file` (which holds `stats.json` as it is on disk now, with anything
/// of this copy's added): its games are merged in by id, `stats.json` is replaced by the result,
/// then the journal is removed (kept while it holds a line of a newer format). The caller holds
/// the folder's write lock. Returns how many games the journal added.
pub fn fold(store: &Store, file: &mut StatsFile) -> Result<usize, StorageError> {
    let journal = read_journal(store, 0)?;
    let added = file.merge(StatsFile::from_games(journal.games)).added;
    store.save(file)?;
    if !journal.newer {
        store.remove_json(JOURNAL_NAME)?;
    }
    Ok(added)
}

/// Every recorded game in the folder, as the app shows them: `stats.json` with the journal's
/// games merged in by id. Only reads (an unreadable `stats.json` is kept aside as [`Store::load`]
/// does); nothing is folded.
pub fn load_games(store: &Store) -> Result<Loaded<StatsFile>, StorageError> {
    let loaded = store.load::<StatsFile>()?;
    let journal = read_journal(store, 0)?;
    Ok(match loaded {
        Loaded::Found(mut file) => {
            file.merge(StatsFile::from_games(journal.games));
            Loaded::Found(file)
        }
        Loaded::Missing if !journal.games.is_empty() => {
            let mut file = StatsFile::default();
            file.merge(StatsFile::from_games(journal.games));
            Loaded::Found(file)
        }
        other => other,
    })
}
