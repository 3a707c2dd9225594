//! Killer puzzles made ahead: one for each Killer level, kept in memory, so a new Killer shows at
//! once. An Expert Killer takes about a second to find on a desktop (the `killer` benchmark:
//! median 0.9 s, 95th percentile 3 s), several on a phone, which is too long to make while the
//! player waits.
//!
//! A worker thread of its own, once [`KillerPool::start_worker`] is called (the running app does
//! once Killer is offered on the home screen, see [`super::NewGames::start_worker`]; tests and
//! screenshots do not), makes a puzzle for each level whose slot is empty, hardest
//! first, resting four times as long as each took, so it uses at most a fifth of a core; it
//! sleeps while every slot is full and is woken when one is taken, and pauses while
//! [`KillerPool::set_paused`] says so (on Android, while a game is in progress). A slot empty when
//! a game is asked for is made then and there, from the game's seed. Nothing is written to the
//! data folder: a Killer's cages are drawn afresh each time, so the served ones need not be
//! remembered (a thousand of each level never repeated, `tests/killer.rs`).

use super::new_games::make_killer;
use super::worker::{Flags, Worker};
use crate::session::NewPuzzle;
use crate::sudoku::Level;
use crate::sudoku::killer::KILLER_LEVELS;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The shortest rest between two puzzles of the worker.
const WORKER_REST: Duration = Duration::from_millis(200);

/// One Killer made ahead for each level, and the worker that makes them.
pub struct KillerPool {
    shared: Arc<Shared>,
    worker: Worker,
}

struct Shared {
    // The levels kept ready, hardest first.
    levels: Vec<Level>,
    slots: Mutex<HashMap<Level, NewPuzzle>>,
}

impl Shared {
    fn slots(&self) -> MutexGuard<'_, HashMap<Level, NewPuzzle>> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Default for KillerPool {
    /// An empty pool for every Killer level, without a worker.
    fn default() -> KillerPool {
        KillerPool::of(&KILLER_LEVELS)
    }
}

impl KillerPool {
    /// An empty pool for every Killer level, without a worker.
    pub fn new() -> KillerPool {
        KillerPool::default()
    }

    /// An empty pool that keeps `levels` ready, without a worker.
    fn of(levels: &[Level]) -> KillerPool {
        let mut levels = levels.to_vec();
        levels.sort();
        levels.reverse();
        KillerPool {
            shared: Arc::new(Shared {
                levels,
                slots: Mutex::default(),
            }),
            worker: Worker::default(),
        }
    }

    /// A Killer of `level`: the one made ahead, else one made now from `seed`. The worker is
    /// woken to make the next.
    pub fn take(&self, level: Level, seed: u64) -> Result<NewPuzzle, String> {
        let ready = self.shared.slots().remove(&level);
        self.wake_worker();
        match ready {
            Some(puzzle) => Ok(puzzle),
            None => make_killer(level, seed),
        }
    }

    /// Whether a Killer of `level` is ready.
    pub fn is_ready(&self, level: Level) -> bool {
        self.shared.slots().contains_key(&level)
    }

    /// Pauses (`true`) or resumes the worker.
    pub fn set_paused(&self, paused: bool) {
        self.worker.set_paused(paused);
    }

    /// Starts the worker (once), which begins after `delay`. (Without a thread every Killer is
    /// made when asked for.)
    pub fn start_worker(&self, delay: Duration) {
        let shared = Arc::clone(&self.shared);
        self.worker
            .start("killer-pool", move |flags| work(&shared, flags, delay));
    }

    /// Whether the worker was started.
    pub fn has_worker(&self) -> bool {
        self.worker.is_started()
    }

    fn wake_worker(&self) {
        self.worker.wake();
    }
}

/// The worker's loop: a puzzle for the hardest empty slot, then a rest, until the pool is
/// dropped.
fn work(shared: &Shared, flags: &Flags, delay: Duration) {
    if !flags.rest_first(delay) {
        return;
    }
    while !flags.stopped() {
        if flags.paused() {
            std::thread::park_timeout(Duration::from_secs(5));
            continue;
        }
        let empty = shared
            .levels
            .iter()
            .copied()
            .find(|l| !shared.slots().contains_key(l));
        let Some(level) = empty else {
            // Every slot is full: wait for a game to take one.
            std::thread::park_timeout(Duration::from_secs(30));
            continue;
        };
        let started = Instant::now();
        if let Ok(puzzle) = make_killer(level, rand::random()) {
            shared.slots().insert(level, puzzle);
        }
        std::thread::park_timeout((started.elapsed() * 4).max(WORKER_REST));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_taken_slot_is_made_again_and_an_empty_one_is_made_at_once() {
        let pool = KillerPool::new();
        // No worker: made when asked for, from the seed, the same for the same seed.
        let a = pool.take(Level::Easy, 3).unwrap();
        let b = pool.take(Level::Easy, 3).unwrap();
        assert_eq!(a.solution, b.solution);
        assert!(a.killer.is_some());
        assert!(pool.take(Level::Master, 1).is_err());
        // The worker fills the slot, and fills it again once it is taken (a pool of the
        // quickest level only, so the test does not wait on an Expert).
        let pool = KillerPool::of(&[Level::Easy]);
        pool.start_worker(Duration::ZERO);
        let ready = |pool: &KillerPool| {
            let deadline = Instant::now() + Duration::from_secs(60);
            while !pool.is_ready(Level::Easy) {
                assert!(
                    Instant::now() < deadline,
                    "the slot was not filled in a minute"
                );
                std::thread::sleep(Duration::from_millis(20));
            }
        };
        ready(&pool);
        let first = pool.take(Level::Easy, 3).unwrap();
        assert_ne!(
            first.solution, a.solution,
            "the one made ahead, not the seed's"
        );
        assert_eq!(first.info.difficulty.level(), Some(Level::Easy));
        ready(&pool);
        let second = pool.take(Level::Easy, 3).unwrap();
        assert_ne!(second.solution, first.solution);
        assert!(!pool.is_ready(Level::Medium));
    }
}
