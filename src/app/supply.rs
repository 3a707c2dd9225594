//! Where the app's new games come from: the supply without repeats (see
//! [`SupplyState`]), kept in the data folder, and the background worker that fills its pool with
//! fresh puzzles.
//!
//! A new game of a level is, in this order: a fresh puzzle from the pool; at a level with a bank,
//! the next bank entry in this installation's order; at a level without one, the app's puzzle
//! maker. Never a class served before while that can be avoided. Each served puzzle is remembered
//! before the board shows ([`Supply::save`] runs before the game starts), so a crash right after
//! cannot serve it again.
//!
//! Files: `supply.json` holds the state; `supply-seed.json` holds the installation's seed, written
//! once. Both are read and written only through the [`Services`], like every file of the data
//! folder: a copy of the app that does not own the folder keeps its served order and pool in
//! memory and writes nothing, and a failed write is retried and shown in the save status. The
//! worker never writes: it changes the state in memory and marks it changed; the UI thread saves
//! it at the next new game, autosave or pause. When `supply.json` cannot be read it is kept aside
//! like every unreadable file, and the supply starts again from the seed with each level's place
//! set past the games the statistics hold for it (plus a margin for games that were never
//! recorded), so the classes served before are skipped. Only then are the statistics read: a
//! normal start never waits for them.
//!
//! The worker runs on its own thread, never the UI's, once [`Supply::start_worker`] is called
//! (the running app does; tests and screenshots do not): after a start-up delay it makes one random
//! puzzle at a time, grades it, and keeps it when a level that is served from a bank has room in
//! its pool ([`POOL_CAP`]); it sleeps four times as long as each attempt took (at least
//! [`WORKER_REST`]), so it uses at most a fifth of one core; it sleeps while every pool is full, and
//! rests ten minutes after 500 attempts in a row that pooled nothing (when only the rarest level,
//! about one random puzzle in a thousand, is still wanted).
//! It pauses while [`Supply::set_paused`] says so (on Android, while a game is in progress).

use super::Services;
use super::worker::{Flags, Worker};
use crate::puzzle::Mode;
use crate::session::NewPuzzle;
use crate::storage::Versioned;
use crate::sudoku::{
    BankPlace, FRESH_ATTEMPTS, GenerateOptions, Grade, Level, LevelPuzzle, POOL_CAP, SupplyState,
    class_key, generate_with_rng, is_banked,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

impl Versioned for SupplyState {
    const NAME: &'static str = "supply.json";
    const VERSION: u32 = 1;
}

/// The installation's seed for the bank orders, in a file of its own that is written once, so it
/// survives the loss of `supply.json`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct SupplySeed {
    seed: u64,
}

impl Versioned for SupplySeed {
    const NAME: &'static str = "supply-seed.json";
    const VERSION: u32 = 1;
}

/// Games a level's place is moved past, beyond those recorded, when the saved place was lost:
/// games started but never recorded (replaced untouched, or in progress) were served too.
pub const LOST_PLACE_MARGIN: usize = 50;

/// The shortest rest of the worker between two attempts.
pub const WORKER_REST: Duration = Duration::from_millis(50);

/// Attempts in a row that pool nothing after which the worker takes a long rest.
const FRUITLESS_ATTEMPTS: u32 = 500;

/// The long rest.
const FRUITLESS_REST: Duration = Duration::from_secs(600);

/// How long the worker waits after the app opens before its first attempt.
pub const WORKER_DELAY: Duration = Duration::from_secs(3);

/// What the supply and its worker share.
#[derive(Debug)]
struct Shared {
    state: Mutex<SupplyState>,
    // The state changed since it was last handed to the services to save.
    changed: AtomicBool,
}

impl Shared {
    fn state(&self) -> MutexGuard<'_, SupplyState> {
        // Every change to the state is a single assignment or insertion, so a poisoned lock
        // still holds a usable state.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The app's supply of new games, with its background worker.
#[derive(Debug)]
pub struct Supply {
    shared: Arc<Shared>,
    worker: Worker,
}

impl Supply {
    /// Opens the supply kept in the services' data folder (none: kept in memory only). An
    /// unreadable file is told by the services; the statistics are read only when the saved
    /// state was lost (to move each level's place past the games they hold).
    pub fn open(services: &mut Services) -> Supply {
        let (state, changed) = load_state(services);
        Supply {
            shared: Arc::new(Shared {
                state: Mutex::new(state),
                changed: AtomicBool::new(changed),
            }),
            worker: Worker::default(),
        }
    }

    /// A copy of the state (tests and the benchmark look at it).
    pub fn state(&self) -> SupplyState {
        self.shared.state().clone()
    }

    /// Saves the state through the services if it changed since the last save (a failure is
    /// retried by the services; a read-only copy writes nothing). Returns whether it is saved.
    pub fn save(&self, services: &mut Services) -> bool {
        if !self.shared.changed.swap(false, Ordering::SeqCst) {
            return true;
        }
        // Copied after the flag is cleared: a change made meanwhile sets it again and is saved
        // next time, never lost.
        let state = self.state();
        services.save(&state, super::folder::what::PUZZLE_SUPPLY)
    }

    /// The next puzzle of `level`: from the pool or the bank, or else from `maker` (called with the
    /// level and a seed), never a class served before while that can be avoided. The
    /// class is remembered before the puzzle is returned; [`Supply::save`] writes it.
    pub fn serve(
        &self,
        level: Level,
        seed: u64,
        maker: &dyn Fn(Level, u64) -> Result<NewPuzzle, String>,
    ) -> Result<NewPuzzle, String> {
        let mut state = self.shared.state();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let puzzle = if is_banked(level) || state.pool_len(level) > 0 {
            NewPuzzle::from_level(state.next_with_rng(level, &mut rng))
        } else {
            // The no-repeat rule of every fresh puzzle (FRESH_ATTEMPTS makes at most).
            let mut made = maker(level, seed)?;
            for k in 1..FRESH_ATTEMPTS as u64 {
                if !state.has_served(class_key(&made.givens)) {
                    break;
                }
                made = maker(level, seed.wrapping_add(k))?;
            }
            state.served.insert(class_key(&made.givens));
            made
        };
        self.shared.changed.store(true, Ordering::SeqCst);
        drop(state);
        self.wake_worker();
        Ok(puzzle)
    }

    /// Pauses (`true`) or resumes the background worker.
    pub fn set_paused(&self, paused: bool) {
        self.worker.set_paused(paused);
    }

    /// Starts the background worker (once), which begins after `delay`. (Without a thread there
    /// is no pool: the bank and the maker still serve every level.)
    pub fn start_worker(&self, delay: Duration) {
        let shared = Arc::clone(&self.shared);
        self.worker
            .start("puzzle-supply", move |flags| work(&shared, flags, delay));
    }

    fn wake_worker(&self) {
        self.worker.wake();
    }
}

/// Loads the state, or starts one from the installation's seed (see the module's header);
/// says whether the state is new (not yet in the folder).
fn load_state(services: &mut Services) -> (SupplyState, bool) {
    if let Some(state) = services.load::<SupplyState>() {
        return (state, false);
    }
    let Some(SupplySeed { seed }) = services.load::<SupplySeed>() else {
        // A new installation (or one whose seed is gone too): a new order.
        let state = SupplyState::with_rng(&mut rand::rng());
        services.save(
            &SupplySeed { seed: state.seed },
            super::folder::what::PUZZLE_ORDER,
        );
        return (state, true);
    };
    // The state was lost but the seed is known: the orders are the same, so skip what was served.
    let mut state = SupplyState::with_seed(seed);
    let mut played = [0usize; Level::ALL.len()];
    for g in &services.stats().games {
        if g.mode == Mode::Sudoku
            && let Some(i) = g
                .difficulty
                .level()
                .and_then(|l| Level::ALL.iter().position(|&k| k == l))
        {
            played[i] += 1;
        }
    }
    for (level, played) in Level::ALL.into_iter().zip(played) {
        if is_banked(level) && played > 0 {
            state.set_place(
                level,
                BankPlace {
                    next: played + LOST_PLACE_MARGIN,
                    round: 0,
                },
            );
        }
    }
    (state, true)
}

/// The levels whose pool has room, hardest first.
fn wanted(state: &SupplyState) -> Vec<Level> {
    let mut levels: Vec<Level> = Level::ALL
        .into_iter()
        .filter(|&l| is_banked(l) && state.pool_len(l) < POOL_CAP)
        .collect();
    levels.reverse();
    levels
}

/// The worker's loop: one attempt at a time, resting between them, until the supply is dropped.
fn work(shared: &Shared, flags: &Flags, delay: Duration) {
    if !flags.rest_first(delay) {
        return;
    }
    let mut rng = ChaCha8Rng::from_rng(&mut rand::rng());
    let options = GenerateOptions::default();
    let mut fruitless = 0;
    while !flags.stopped() {
        if fruitless >= FRUITLESS_ATTEMPTS {
            // Only the rarest levels are wanted: rest long rather than spend the battery.
            fruitless = 0;
            std::thread::park_timeout(FRUITLESS_REST);
            continue;
        }
        if flags.paused() {
            std::thread::park_timeout(Duration::from_secs(5));
            continue;
        }
        let levels = wanted(&shared.state());
        let Some(&top) = levels.first() else {
            // Every pool is full: wait for a game to take one.
            std::thread::park_timeout(Duration::from_secs(30));
            continue;
        };
        let started = Instant::now();
        let generated = generate_with_rng(&mut rng, &options);
        if let Some(grade) = Grade::of_within(&generated.puzzle, top)
            && let Some(level) = grade.level.filter(|l| levels.contains(l))
            && let Some(p) = LevelPuzzle::from_grade(generated.puzzle, &grade, level)
            && shared.state().add_to_pool(&p)
        {
            shared.changed.store(true, Ordering::SeqCst);
            fruitless = 0;
        }
        fruitless += 1;
        std::thread::park_timeout((started.elapsed() * 4).max(WORKER_REST));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::{GameRecord, StatsFile};

    fn never(_: Level, _: u64) -> Result<NewPuzzle, String> {
        Err("no maker in this test".into())
    }

    fn banked() -> Level {
        Level::ALL.into_iter().find(|&l| is_banked(l)).unwrap()
    }

    fn services(dir: &std::path::Path) -> Services {
        Services::open(Some(dir.to_path_buf()))
    }

    #[test]
    fn the_place_survives_a_restart() {
        let dir = tempfile::tempdir().unwrap();
        let level = banked();
        let mut keys = std::collections::HashSet::new();
        for round in 0..3 {
            let mut services = services(dir.path());
            let supply = Supply::open(&mut services);
            assert!(services.current_notice().is_none());
            for k in 0..5 {
                let p = supply.serve(level, round * 10 + k, &never).unwrap();
                assert!(keys.insert(class_key(&p.givens)), "served twice");
                assert!(supply.save(&mut services));
            }
            assert_eq!(supply.state().place(level).next, 5 * (round as usize + 1));
        }
        let supply = Supply::open(&mut services(dir.path()));
        assert_eq!(supply.state().served.len(), 15);
    }

    #[test]
    fn a_corrupt_state_is_kept_aside_and_the_order_goes_on_past_the_recorded_games() {
        let dir = tempfile::tempdir().unwrap();
        let level = banked();
        let mut s = services(dir.path());
        let supply = Supply::open(&mut s);
        let served: Vec<u64> = (0..8)
            .map(|k| class_key(&supply.serve(level, k, &never).unwrap().givens))
            .collect();
        assert!(supply.save(&mut s));
        let seed = supply.state().seed;
        // Eight games were served; the statistics hold five of them.
        let at = chrono::DateTime::parse_from_rfc3339("2025-01-01T10:00:00+00:00").unwrap();
        let games = (0..5)
            .map(|i| GameRecord {
                id: format!("g{i}"),
                finished_at: at,
                mode: Mode::Sudoku,
                difficulty: level.into(),
                seconds: 100,
                won: true,
                mistakes: 0,
                hints: 0,
                counts_for_records: true,
                flips: None,
                started_at: None,
                origin: None,
            })
            .collect();
        s.set_stats(StatsFile::from_games(games));
        drop((supply, s));
        std::fs::write(
            dir.path().join("supply.json"),
            "{\"version\": 1, \"seed\": ",
        )
        .unwrap();
        let mut s = services(dir.path());
        let supply = Supply::open(&mut s);
        assert!(s.current_notice().unwrap().contains("supply.json"));
        let kept = std::fs::read_dir(dir.path())
            .unwrap()
            .filter_map(Result::ok)
            .any(|e| {
                e.file_name()
                    .to_string_lossy()
                    .starts_with("supply.json.corrupt-")
            });
        assert!(kept, "the unreadable file is kept aside");
        let state = supply.state();
        assert_eq!(state.seed, seed, "the order is the installation's");
        assert_eq!(state.place(level).next, 5 + LOST_PLACE_MARGIN);
        for k in 0..20 {
            let p = supply.serve(level, 100 + k, &never).unwrap();
            assert!(
                !served.contains(&class_key(&p.givens)),
                "a class came round again"
            );
        }
    }

    #[test]
    fn a_lost_seed_starts_a_new_order_without_failing() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("supply.json"), "not json").unwrap();
        std::fs::write(dir.path().join("supply-seed.json"), "[]").unwrap();
        let mut s = services(dir.path());
        let supply = Supply::open(&mut s);
        assert!(s.current_notice().is_some());
        assert!(supply.serve(banked(), 1, &never).is_ok());
        assert_eq!(supply.state().served.len(), 1);
    }

    #[test]
    fn a_fresh_level_asks_the_maker_again_for_a_class_served_before() {
        let fresh = Level::ALL
            .into_iter()
            .find(|&l| !is_banked(l))
            .expect("a level whose puzzles are made fresh, not banked");
        let supply = Supply::open(&mut Services::open(None));
        let maker = |_: Level, seed: u64| {
            // Two seeds in three make the same puzzle.
            Ok(NewPuzzle::from_level(
                crate::sudoku::generate_level_with_seed(seed % 3 / 2, fresh),
            ))
        };
        let a = supply.serve(fresh, 0, &maker).unwrap();
        let b = supply.serve(fresh, 0, &maker).unwrap();
        assert_ne!(class_key(&a.givens), class_key(&b.givens));
    }

    /// Waits for the worker to pool a puzzle; returns its level and the puzzle.
    fn first_pooled(supply: &Supply) -> (Level, crate::sudoku::PoolPuzzle) {
        let deadline = Instant::now() + Duration::from_secs(120);
        loop {
            let state = supply.state();
            if let Some((name, pool)) = state.pool.iter().find(|(_, p)| !p.is_empty()) {
                break (name.parse::<Level>().unwrap(), pool[0].clone());
            }
            assert!(Instant::now() < deadline, "nothing pooled in two minutes");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    #[test]
    fn the_worker_waits_while_paused_then_fills_a_pool_served_first() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = services(dir.path());
        let supply = Supply::open(&mut s);
        supply.set_paused(true);
        supply.start_worker(Duration::ZERO);
        std::thread::sleep(Duration::from_millis(500));
        assert!(supply.state().pool.values().all(Vec::is_empty), "paused");
        supply.set_paused(false);
        let (level, pooled) = first_pooled(&supply);
        assert!(is_banked(level));
        // The pool is saved at the next save, and its puzzle is served before the bank.
        assert!(supply.save(&mut s));
        let saved = std::fs::read_to_string(dir.path().join("supply.json")).unwrap();
        assert!(saved.contains(&pooled.puzzle));
        let p = supply.serve(level, 5, &never).unwrap();
        let pooled_grid = crate::sudoku::Grid::from_line(&pooled.puzzle).unwrap();
        assert_eq!(class_key(&p.givens), class_key(&pooled_grid));
        assert_eq!(p.info.score, Some(f32::from(pooled.rating) / 10.0));
        assert_eq!(crate::sudoku::Grade::of(&p.givens).level, Some(level));
    }
}
