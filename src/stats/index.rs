//! [`StatsIndex`]: the games of every mode and difficulty in the order they ended, built once and
//! kept up to date as games are added, so the statistics of a long history are read without
//! filtering and sorting it again.

use super::{GameRecord, StatsFile};
use crate::puzzle::{Difficulty, Mode};
use std::collections::HashMap;

/// For each mode and difficulty, the positions in [`StatsFile::games`] of its games, in the order
/// they ended (games that ended at the same instant in file order), as [`super::games_in`] sorts
/// them.
#[derive(Debug, Clone, Default)]
pub struct StatsIndex {
    buckets: HashMap<(Mode, Difficulty), Vec<usize>>,
    len: usize,
}

impl StatsIndex {
    /// The index of every game of `file`.
    pub fn build(file: &StatsFile) -> StatsIndex {
        let mut buckets: HashMap<(Mode, Difficulty), Vec<usize>> = HashMap::new();
        for (i, g) in file.games.iter().enumerate() {
            match buckets.get_mut(&(g.mode, g.difficulty.clone())) {
                Some(b) => b.push(i),
                None => {
                    buckets.insert((g.mode, g.difficulty.clone()), vec![i]);
                }
            }
        }
        for b in buckets.values_mut() {
            // Stable, and positions are ascending: equal instants stay in file order.
            b.sort_by_key(|&i| file.games[i].finished_at);
        }
        StatsIndex {
            buckets,
            len: file.games.len(),
        }
    }

    /// Takes in the games appended to `file` since the index last saw it (by [`StatsFile::add`]
    /// or [`StatsFile::merge`]), and returns the modes and difficulties that changed. Many new
    /// games rebuild the index instead.
    pub fn update(&mut self, file: &StatsFile) -> Vec<(Mode, Difficulty)> {
        let new = file.games.get(self.len..).unwrap_or_default();
        let mut changed: Vec<(Mode, Difficulty)> = Vec::new();
        for g in new {
            if !changed.iter().any(|(m, d)| g.is_in(*m, d)) {
                changed.push((g.mode, g.difficulty.clone()));
            }
        }
        if new.len() > 64 || file.games.len() < self.len {
            *self = StatsIndex::build(file);
            return changed;
        }
        for i in self.len..file.games.len() {
            let g = &file.games[i];
            let bucket = self
                .buckets
                .entry((g.mode, g.difficulty.clone()))
                .or_default();
            // After every game that ended at the same instant or before: the new game is last in
            // the file, so it goes after its equals.
            let at = bucket.partition_point(|&j| file.games[j].finished_at <= g.finished_at);
            bucket.insert(at, i);
        }
        self.len = file.games.len();
        changed
    }

    /// The games of `mode` at `difficulty` in `file`, in the order they ended.
    pub fn games<'a>(
        &self,
        file: &'a StatsFile,
        mode: Mode,
        difficulty: &Difficulty,
    ) -> Vec<&'a GameRecord> {
        self.buckets
            .get(&(mode, difficulty.clone()))
            .map(|b| b.iter().filter_map(|&i| file.games.get(i)).collect())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::games_in;
    use chrono::{DateTime, Duration};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn random_game(rng: &mut ChaCha8Rng, n: usize) -> GameRecord {
        let base = DateTime::parse_from_rfc3339("2026-01-01T00:00:00+00:00").unwrap();
        GameRecord {
            id: format!("g{n}"),
            // Few distinct instants, so equal ones are common.
            finished_at: base + Duration::minutes(rng.random_range(0..20)),
            mode: if rng.random_bool(0.5) {
                Mode::Sudoku
            } else {
                Mode::Lines
            },
            difficulty: ["easy", "hard"][rng.random_range(0..2)].into(),
            seconds: rng.random_range(1..100),
            won: rng.random_bool(0.7),
            mistakes: 0,
            hints: 0,
            counts_for_records: true,
            flips: None,
            started_at: None,
            origin: None,
        }
    }

    #[test]
    fn kept_up_to_date_it_orders_games_as_games_in_does() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut file = StatsFile::default();
        let mut index = StatsIndex::build(&file);
        let mut n = 0;
        for round in 0..30 {
            // One game at a time, and now and then a large merge.
            let count = if round % 10 == 9 { 100 } else { 1 + round % 3 };
            let mut other = StatsFile::default();
            for _ in 0..count {
                other.games.push(random_game(&mut rng, n));
                n += 1;
            }
            file.merge(other);
            let changed = index.update(&file);
            assert!(!changed.is_empty());
            for mode in Mode::ALL {
                for d in ["easy", "hard", "medium"].map(Difficulty::from) {
                    let ids =
                        |v: Vec<&GameRecord>| v.iter().map(|g| g.id.clone()).collect::<Vec<_>>();
                    assert_eq!(
                        ids(index.games(&file, mode, &d)),
                        ids(games_in(&file, mode, &d))
                    );
                }
            }
        }
    }
}
