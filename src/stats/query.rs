//! Questions asked of the game list for one mode and difficulty: counts, streaks, best times, the
//! personal best-time history, the top times and the chart.
//!
//! Definitions used throughout:
//! - a game is *qualifying* when it was won and counts for records (nothing revealed);
//! - games are taken in the order they ended (`finished_at`, as instants); games that ended at the
//!   same instant keep their order in the file;
//! - a new record must be strictly faster than the best before it: equalling the best time is a
//!   tie, not a new record, and does not enter the best-time history.

use super::{GameRecord, StatsFile};
use crate::puzzle::{Difficulty, Mode};
use chrono::{DateTime, FixedOffset};

/// How many times [`top_times`] lists on the statistics screen.
pub const TOP_TIMES: usize = 10;

/// The numbers shown for one mode and difficulty.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Summary {
    /// Games recorded: won, lost and abandoned.
    pub started: usize,
    /// Games won (including those where something was revealed).
    pub won: usize,
    /// `won / started`, between 0 and 1; `None` before the first game.
    pub win_rate: Option<f64>,
    /// The fastest qualifying game, in seconds.
    pub best_seconds: Option<u64>,
    /// The mean time of qualifying games, rounded to the nearest second.
    pub average_seconds: Option<u64>,
    /// Qualifying games in a row at the end of the history; any other game ends a streak.
    pub current_streak: usize,
    /// The longest run of qualifying games in a row.
    pub best_streak: usize,
    /// Line mode: the fewest flips in a qualifying game that recorded flips.
    pub fewest_flips: Option<u32>,
}

/// One time the best time was broken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordBreak {
    /// The game's id.
    pub id: String,
    /// When it ended.
    pub finished_at: DateTime<FixedOffset>,
    /// Its time in seconds: the new best.
    pub seconds: u64,
    /// The best time before it; `None` for the first qualifying game.
    pub previous: Option<u64>,
}

impl RecordBreak {
    /// Seconds gained over the previous best; `None` for the first qualifying game.
    pub fn improvement(&self) -> Option<u64> {
        self.previous.map(|p| p.saturating_sub(self.seconds))
    }
}

/// One point of the solve-time chart: a qualifying game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartPoint {
    /// Position among the charted games, from 0 (the x axis by game).
    pub index: usize,
    /// When the game ended (the x axis by date).
    pub finished_at: DateTime<FixedOffset>,
    /// The game's time in seconds.
    pub seconds: u64,
    /// The best time after this game: the stepping-down personal-best line.
    pub best_so_far: u64,
    /// Whether this game set a new record (see [`record_breaks`]).
    pub is_record: bool,
}

/// The games of `mode` at `difficulty`, in the order they ended.
pub fn games_in<'a>(
    stats: &'a StatsFile,
    mode: Mode,
    difficulty: &Difficulty,
) -> Vec<&'a GameRecord> {
    let mut games: Vec<&GameRecord> = stats
        .games
        .iter()
        .filter(|g| g.is_in(mode, difficulty))
        .collect();
    games.sort_by_key(|g| g.finished_at);
    games
}

/// Counts, win rate, best and average time and streaks for `mode` at `difficulty`.
pub fn summary(stats: &StatsFile, mode: Mode, difficulty: &Difficulty) -> Summary {
    summary_of(&games_in(stats, mode, difficulty))
}

/// [`summary`] of `games`, the games of one mode and difficulty in the order they ended (as
/// [`games_in`] or a [`StatsIndex`](super::StatsIndex) gives them).
pub fn summary_of(games: &[&GameRecord]) -> Summary {
    let mut s = Summary {
        started: games.len(),
        ..Summary::default()
    };
    let mut total: u128 = 0;
    let mut qualifying: u128 = 0;
    let mut run = 0;
    for g in games {
        if g.won {
            s.won += 1;
        }
        if g.is_qualifying() {
            qualifying += 1;
            total += u128::from(g.seconds);
            s.best_seconds = Some(s.best_seconds.map_or(g.seconds, |b| b.min(g.seconds)));
            if let Some(f) = g.flips {
                s.fewest_flips = Some(s.fewest_flips.map_or(f, |b| b.min(f)));
            }
            run += 1;
            s.best_streak = s.best_streak.max(run);
        } else {
            run = 0;
        }
    }
    s.current_streak = run;
    if s.started > 0 {
        s.win_rate = Some(s.won as f64 / s.started as f64);
    }
    // Rounded to the nearest second; `None` when nothing qualifies.
    s.average_seconds = (total + qualifying / 2)
        .checked_div(qualifying)
        .map(|mean| u64::try_from(mean).unwrap_or(u64::MAX));
    s
}

/// Every game that broke the best time when it was played, oldest first. Ties are not records.
pub fn record_breaks(stats: &StatsFile, mode: Mode, difficulty: &Difficulty) -> Vec<RecordBreak> {
    record_breaks_of(&games_in(stats, mode, difficulty))
}

/// [`record_breaks`] of `games`, in the order they ended.
pub fn record_breaks_of(games: &[&GameRecord]) -> Vec<RecordBreak> {
    let mut best: Option<u64> = None;
    let mut out = Vec::new();
    for g in games.iter().copied() {
        if g.is_qualifying() && best.is_none_or(|b| g.seconds < b) {
            out.push(RecordBreak {
                id: g.id.clone(),
                finished_at: g.finished_at,
                seconds: g.seconds,
                previous: best,
            });
            best = Some(g.seconds);
        }
    }
    out
}

/// The `n` fastest qualifying games, fastest first; equal times in the order they were played.
pub fn top_times<'a>(
    stats: &'a StatsFile,
    mode: Mode,
    difficulty: &Difficulty,
    n: usize,
) -> Vec<&'a GameRecord> {
    top_times_of(&games_in(stats, mode, difficulty), n)
}

/// [`top_times`] of `games`, in the order they ended.
pub fn top_times_of<'a>(games: &[&'a GameRecord], n: usize) -> Vec<&'a GameRecord> {
    let mut games: Vec<&GameRecord> = games
        .iter()
        .copied()
        .filter(|g| g.is_qualifying())
        .collect();
    // Stable: equal times stay in the order they were played.
    games.sort_by_key(|g| g.seconds);
    games.truncate(n);
    games
}

/// The solve-time chart: one point per qualifying game in the order played, each carrying the best
/// time so far (the stepping-down line). Games with something revealed are left out, as their
/// times say nothing about the player's speed.
pub fn chart(stats: &StatsFile, mode: Mode, difficulty: &Difficulty) -> Vec<ChartPoint> {
    chart_of(&games_in(stats, mode, difficulty))
}

/// [`chart`] of `games`, in the order they ended.
pub fn chart_of(games: &[&GameRecord]) -> Vec<ChartPoint> {
    let mut best: Option<u64> = None;
    games
        .iter()
        .copied()
        .filter(|g| g.is_qualifying())
        .enumerate()
        .map(|(index, g)| {
            let is_record = best.is_none_or(|b| g.seconds < b);
            let best_so_far = best.map_or(g.seconds, |b| b.min(g.seconds));
            best = Some(best_so_far);
            ChartPoint {
                index,
                finished_at: g.finished_at,
                seconds: g.seconds,
                best_so_far,
                is_record,
            }
        })
        .collect()
}

/// What the win summary says about a record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewRecord {
    /// The best time before this game; `None` when it is the first qualifying game.
    pub previous: Option<u64>,
}

impl NewRecord {
    /// Seconds gained over the previous best; `None` for the first qualifying game.
    pub fn improvement(&self, seconds: u64) -> Option<u64> {
        self.previous.map(|p| p.saturating_sub(seconds))
    }
}

/// Whether `record` is a new best time for its mode and difficulty, compared with every other game
/// in `stats` (a game with the same id is ignored, so it may be asked before or after adding the
/// record). The first qualifying game is a new record; a tie is not.
pub fn new_record(stats: &StatsFile, record: &GameRecord) -> Option<NewRecord> {
    if !record.is_qualifying() {
        return None;
    }
    let previous = stats
        .games
        .iter()
        .filter(|g| g.id != record.id && g.is_in(record.mode, &record.difficulty))
        .filter(|g| g.is_qualifying())
        .map(|g| g.seconds)
        .min();
    match previous {
        Some(p) if record.seconds >= p => None,
        _ => Some(NewRecord { previous }),
    }
}

/// Shorthand for `new_record(stats, record).is_some()`.
pub fn is_new_record(stats: &StatsFile, record: &GameRecord) -> bool {
    new_record(stats, record).is_some()
}
