//! One finished (or abandoned) game, as kept in the statistics file.

use crate::puzzle::{Difficulty, Mode};
use chrono::{DateTime, FixedOffset, Utc};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// One game, recorded when it ends: won, lost, or abandoned (the player started another game or
/// gave up; recorded with `won: false`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// A unique id (see [`GameRecord::new_id_with_rng`]); imports merge games by it.
    pub id: String,
    /// When the game ended, with the player's UTC offset; RFC 3339 in JSON.
    pub finished_at: DateTime<FixedOffset>,
    /// Which puzzle.
    pub mode: Mode,
    /// What kind of puzzle, written as its name (`medium`, `custom`, `daily`, `4x4`).
    pub difficulty: Difficulty,
    /// Playing time in whole seconds (pauses excluded).
    pub seconds: u64,
    /// Whether the puzzle was solved.
    pub won: bool,
    /// Wrong entries made.
    pub mistakes: u32,
    /// Hints used.
    pub hints: u32,
    /// `false` when the solution or a cell was revealed: the game then counts as played but never
    /// for best times, records or streaks.
    pub counts_for_records: bool,
    /// Line mode only: how many flips the player made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flips: Option<u32>,
    /// When the game was started, with the player's UTC offset then (absent in records made
    /// before it was kept): a daily started before midnight is that date's on-time daily.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_at: Option<DateTime<FixedOffset>>,
    /// The collection the puzzle was brought in with, for a puzzle played from one (absent for
    /// the app's own puzzles): the statistics mark it as imported, and the collection shows
    /// which of its puzzles are solved and their best times.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<Origin>,
}

/// Where an imported puzzle came from: its collection and its givens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Origin {
    /// The collection's name.
    pub collection: String,
    /// The puzzle's givens, 81 characters with `.` for an empty cell.
    pub givens: String,
}

impl GameRecord {
    /// A game of `mode` and `difficulty` won in `seconds` without mistakes or hints, counting for
    /// records, finished at `finished_at` (pictures and tests stage histories with it).
    pub fn clean_win(
        id: String,
        finished_at: DateTime<FixedOffset>,
        mode: Mode,
        difficulty: Difficulty,
        seconds: u64,
    ) -> GameRecord {
        GameRecord {
            id,
            finished_at,
            mode,
            difficulty,
            seconds,
            won: true,
            mistakes: 0,
            hints: 0,
            counts_for_records: true,
            flips: None,
            started_at: None,
            origin: None,
        }
    }

    /// A new unique id: the UTC time of `at` to the second and 64 random bits, e.g.
    /// `20261130T025109Z-3f9a1c2b7d4e5f60`. Sorting ids sorts games roughly by time.
    pub fn new_id_with_rng<R: Rng + ?Sized>(at: DateTime<FixedOffset>, rng: &mut R) -> String {
        let bits: u64 = rng.random();
        format!(
            "{}-{bits:016x}",
            at.with_timezone(&Utc).format("%Y%m%dT%H%M%SZ")
        )
    }

    /// [`GameRecord::new_id_with_rng`] with the thread's random generator.
    pub fn new_id(at: DateTime<FixedOffset>) -> String {
        GameRecord::new_id_with_rng(at, &mut rand::rng())
    }

    /// What makes this record unusable, if anything: an empty id (games are merged and never
    /// counted twice by it) or an empty difficulty (it would belong to no tab). The one check for
    /// every record read, from the app's own file and from an import alike.
    pub fn problem(&self) -> Option<String> {
        if self.id.trim().is_empty() {
            Some("the id is empty".to_string())
        } else if self.difficulty.is_blank() {
            Some("the difficulty is empty".to_string())
        } else {
            None
        }
    }

    /// Whether the game counts for best times, records and streaks: won without revealing.
    pub fn is_qualifying(&self) -> bool {
        self.won && self.counts_for_records
    }

    /// Whether the game belongs to `mode` at `difficulty`.
    pub fn is_in(&self, mode: Mode, difficulty: &Difficulty) -> bool {
        self.mode == mode && self.difficulty == *difficulty
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn ids_are_stamped_and_seeded() {
        let at = DateTime::parse_from_rfc3339("2026-11-30T04:51:09+02:00").unwrap();
        let a = GameRecord::new_id_with_rng(at, &mut ChaCha8Rng::seed_from_u64(1));
        let b = GameRecord::new_id_with_rng(at, &mut ChaCha8Rng::seed_from_u64(1));
        let c = GameRecord::new_id_with_rng(at, &mut ChaCha8Rng::seed_from_u64(2));
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert!(a.starts_with("20261130T025109Z-"), "{a}");
        assert_eq!(a.len(), "20261130T025109Z-".len() + 16);
    }
}
