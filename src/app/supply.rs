//! Where the app's new games come from: the supply without repeats (see
//! [`SupplyState`]), kept in the data folder, and the background worker that fills its pool with
//! fresh puzzles.
//!
//! A new game of a level is, in this order: a fresh puzzle from the pool; at a level with a bank,
//! the next bank entry in this installation's order; at a level without one, the app's puzzle
//! maker. Never a class served before while that can be avoided. Each served puzzle is remembered
//! before the board shows, so a crash right after cannot serve it again.
//!
//! Files: `supply.json` holds the state (rewritten at each new game and each pooled puzzle);
//! `supply-seed.json` holds the installation's seed, written once. When `supply.json` cannot be
//! read it is kept aside like every unreadable file, and the supply starts again from the seed
//! with each level's place set past the games the statistics hold for it (plus a margin for games
//! that were never recorded), so the classes served before are skipped.
//!
//! The worker runs on its own thread, never the UI's: after a start-up delay it makes one random
//! puzzle at a time, grades it, and keeps it when a level that is served from a bank has room in
//! its pool ([`POOL_CAP`]); it sleeps four times as long as each attempt took (at least
//! [`WORKER_REST`]), so it uses at most a fifth of one core; it sleeps while every pool is full, and
//! rests ten minutes after 500 attempts in a row that pooled nothing (when only the rarest level,
//! about one random puzzle in a thousand, is still wanted).
//! It pauses while [`Supply::set_paused`] says so (on Android, while a game is in progress).

use super::home::PuzzleSource;
use crate::session::NewPuzzle;
use crate::storage::{Loaded, Store, Versioned};
use crate::sudoku::{
    BankPlace, GenerateOptions, Grade, Level, LevelPuzzle, POOL_CAP, SupplyState, class_key,
    generate_with_rng, is_banked,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::Thread;
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

/// How many times a fresh level's maker is asked again when it makes a class served before.
const FRESH_RETRIES: u64 = 20;

/// What the supply and its worker share.
#[derive(Debug)]
struct Shared {
    state: Mutex<SupplyState>,
    store: Option<Store>,
    paused: AtomicBool,
    stop: AtomicBool,
}

impl Shared {
    fn state(&self) -> MutexGuard<'_, SupplyState> {
        // Every change to the state is a single assignment or insertion, so a poisoned lock
        // still holds a usable state.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Saves `state` (the caller holds the lock, so saves happen in the order of the changes).
    fn save(&self, state: &SupplyState) {
        if let Some(store) = &self.store {
            // A failed save leaves the old file; the state stays right in memory.
            let _ = store.save(state);
        }
    }
}

/// The app's supply of new games, with its background worker.
#[derive(Debug)]
pub struct Supply {
    shared: Arc<Shared>,
    worker: Mutex<Option<Thread>>,
}

impl Supply {
    /// Opens the supply kept in the data folder `dir` (none: kept in memory only).
    /// `recorded(level)` counts the games of a level the statistics hold, used only when the saved
    /// state was lost. Returns the supply and a message for the player, if a file was unreadable.
    pub fn open(dir: Option<&Path>, recorded: impl Fn(Level) -> usize) -> (Supply, Option<String>) {
        let store = dir.and_then(|d| Store::open(d).ok());
        let (state, notice) = match &store {
            Some(store) => load_state(store, recorded),
            None => (SupplyState::with_rng(&mut rand::rng()), None),
        };
        let supply = Supply {
            shared: Arc::new(Shared {
                state: Mutex::new(state),
                store,
                paused: AtomicBool::new(false),
                stop: AtomicBool::new(false),
            }),
            worker: Mutex::new(None),
        };
        (supply, notice)
    }

    /// A copy of the state (tests and the benchmark look at it).
    pub fn state(&self) -> SupplyState {
        self.shared.state().clone()
    }

    /// The next puzzle of `level`: from the pool or the bank, or else from `maker` (called with the
    /// level's index and a seed), never a class served before while that can be avoided. The
    /// class is remembered, and saved, before the puzzle is returned.
    pub fn serve(
        &self,
        level: Level,
        seed: u64,
        maker: &dyn Fn(usize, u64) -> Result<NewPuzzle, String>,
    ) -> Result<NewPuzzle, String> {
        let mut state = self.shared.state();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let puzzle = if is_banked(level) || state.pool_len(level) > 0 {
            NewPuzzle::from_level(state.next_with_rng(level, &mut rng))
        } else {
            let index = Level::ALL
                .iter()
                .position(|&l| l == level)
                .ok_or_else(|| format!("no difficulty level {level}"))?;
            let mut made = maker(index, seed)?;
            for k in 1..=FRESH_RETRIES {
                if !state.has_served(class_key(&made.givens)) {
                    break;
                }
                made = maker(index, seed.wrapping_add(k))?;
            }
            state.served.insert(class_key(&made.givens));
            made
        };
        self.shared.save(&state);
        drop(state);
        self.wake_worker();
        Ok(puzzle)
    }

    /// `source` with this supply in front of it: the puzzle maker the home screen hands out.
    pub fn in_front_of(self: &Arc<Supply>, source: PuzzleSource) -> PuzzleSource {
        let supply = Arc::clone(self);
        Arc::new(move |index, seed| match Level::ALL.get(index) {
            Some(&level) => supply.serve(level, seed, &*source),
            None => source(index, seed),
        })
    }

    /// Pauses (`true`) or resumes the background worker.
    pub fn set_paused(&self, paused: bool) {
        self.shared.paused.store(paused, Ordering::Relaxed);
        if !paused {
            self.wake_worker();
        }
    }

    /// Starts the background worker (once), which begins after `delay`.
    pub fn start_worker(&self, delay: Duration) {
        let mut worker = self.worker.lock().unwrap_or_else(|e| e.into_inner());
        if worker.is_some() {
            return;
        }
        let shared = Arc::clone(&self.shared);
        let spawned = std::thread::Builder::new()
            .name("puzzle-supply".into())
            .spawn(move || work(&shared, delay));
        // Without a thread there is no pool: the bank and the maker still serve every level.
        if let Ok(handle) = spawned {
            *worker = Some(handle.thread().clone());
        }
    }

    fn wake_worker(&self) {
        if let Some(t) = &*self.worker.lock().unwrap_or_else(|e| e.into_inner()) {
            t.unpark();
        }
    }
}

impl Drop for Supply {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Relaxed);
        self.wake_worker();
    }
}

/// Loads the state, or starts one from the installation's seed (see the module's header).
fn load_state(store: &Store, recorded: impl Fn(Level) -> usize) -> (SupplyState, Option<String>) {
    let loaded = store.load::<SupplyState>();
    let notice = match &loaded {
        Ok(l) => l.notice(),
        Err(e) => Some(e.to_string()),
    };
    if let Ok(Loaded::Found(state)) = loaded {
        return (state, None);
    }
    let seed = match store.load::<SupplySeed>() {
        Ok(Loaded::Found(s)) => Some(s.seed),
        _ => None,
    };
    let Some(seed) = seed else {
        // A new installation (or one whose seed is gone too): a new order.
        let state = SupplyState::with_rng(&mut rand::rng());
        let _ = store.save(&SupplySeed { seed: state.seed });
        return (state, notice);
    };
    // The state was lost but the seed is known: the orders are the same, so skip what was served.
    let mut state = SupplyState::with_seed(seed);
    for level in Level::ALL {
        if is_banked(level) {
            let played = recorded(level);
            if played > 0 {
                state.set_place(
                    level,
                    BankPlace {
                        next: played + LOST_PLACE_MARGIN,
                        round: 0,
                    },
                );
            }
        }
    }
    (state, notice)
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
fn work(shared: &Shared, delay: Duration) {
    let begin = Instant::now() + delay;
    while let Some(left) = begin.checked_duration_since(Instant::now()) {
        if shared.stop.load(Ordering::Relaxed) {
            return;
        }
        std::thread::park_timeout(left);
    }
    let mut rng = ChaCha8Rng::from_rng(&mut rand::rng());
    let options = GenerateOptions::default();
    let mut fruitless = 0;
    while !shared.stop.load(Ordering::Relaxed) {
        if fruitless >= FRUITLESS_ATTEMPTS {
            // Only the rarest levels are wanted: rest long rather than spend the battery.
            fruitless = 0;
            std::thread::park_timeout(FRUITLESS_REST);
            continue;
        }
        if shared.paused.load(Ordering::Relaxed) {
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
        {
            let mut state = shared.state();
            if state.add_to_pool(&p) {
                shared.save(&state);
                fruitless = 0;
            }
        }
        fruitless += 1;
        std::thread::park_timeout((started.elapsed() * 4).max(WORKER_REST));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn never(_: usize, _: u64) -> Result<NewPuzzle, String> {
        Err("no maker in this test".into())
    }

    fn banked() -> Level {
        Level::ALL.into_iter().find(|&l| is_banked(l)).unwrap()
    }

    #[test]
    fn the_place_survives_a_restart() {
        let dir = tempfile::tempdir().unwrap();
        let level = banked();
        let mut keys = std::collections::HashSet::new();
        for round in 0..3 {
            let (supply, notice) = Supply::open(Some(dir.path()), |_| 0);
            assert!(notice.is_none());
            for k in 0..5 {
                let p = supply.serve(level, round * 10 + k, &never).unwrap();
                assert!(keys.insert(class_key(&p.givens)), "served twice");
            }
            assert_eq!(supply.state().place(level).next, 5 * (round as usize + 1));
        }
        let (supply, _) = Supply::open(Some(dir.path()), |_| 0);
        assert_eq!(supply.state().served.len(), 15);
    }

    #[test]
    fn a_corrupt_state_is_kept_aside_and_the_order_goes_on_past_the_recorded_games() {
        let dir = tempfile::tempdir().unwrap();
        let level = banked();
        let (supply, _) = Supply::open(Some(dir.path()), |_| 0);
        let served: Vec<u64> = (0..8)
            .map(|k| class_key(&supply.serve(level, k, &never).unwrap().givens))
            .collect();
        let seed = supply.state().seed;
        drop(supply);
        std::fs::write(
            dir.path().join("supply.json"),
            "{\"version\": 1, \"seed\": ",
        )
        .unwrap();
        // Eight games were served; the statistics hold five of them.
        let (supply, notice) = Supply::open(Some(dir.path()), |l| if l == level { 5 } else { 0 });
        assert!(notice.unwrap().contains("supply.json"));
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
        let (supply, notice) = Supply::open(Some(dir.path()), |_| 3);
        assert!(notice.is_some());
        assert!(supply.serve(banked(), 1, &never).is_ok());
        assert_eq!(supply.state().served.len(), 1);
    }

    #[test]
    fn a_fresh_level_asks_the_maker_again_for_a_class_served_before() {
        let Some(fresh) = Level::ALL.into_iter().find(|&l| !is_banked(l)) else {
            return;
        };
        let (supply, _) = Supply::open(None, |_| 0);
        let maker = |_: usize, seed: u64| {
            // Two seeds in three make the same puzzle.
            Ok(NewPuzzle::from_level(
                crate::sudoku::generate_level_with_seed(seed % 3 / 2, fresh),
            ))
        };
        let a = supply.serve(fresh, 0, &maker).unwrap();
        let b = supply.serve(fresh, 0, &maker).unwrap();
        assert_ne!(class_key(&a.givens), class_key(&b.givens));
    }

    #[test]
    fn the_worker_waits_while_paused_then_fills_a_pool_served_first() {
        let dir = tempfile::tempdir().unwrap();
        let (supply, _) = Supply::open(Some(dir.path()), |_| 0);
        supply.set_paused(true);
        supply.start_worker(Duration::ZERO);
        std::thread::sleep(Duration::from_millis(500));
        assert!(supply.state().pool.values().all(Vec::is_empty), "paused");
        supply.set_paused(false);
        let deadline = Instant::now() + Duration::from_secs(120);
        let (level, pooled) = loop {
            let state = supply.state();
            if let Some((name, pool)) = state.pool.iter().find(|(_, p)| !p.is_empty()) {
                break (name.parse::<Level>().unwrap(), pool[0].clone());
            }
            assert!(Instant::now() < deadline, "nothing pooled in two minutes");
            std::thread::sleep(Duration::from_millis(50));
        };
        assert!(is_banked(level));
        // The pool is saved, and its puzzle is served before the bank.
        let saved = std::fs::read_to_string(dir.path().join("supply.json")).unwrap();
        assert!(saved.contains(&pooled.puzzle));
        let p = supply.serve(level, 5, &never).unwrap();
        let pooled_grid = crate::sudoku::Grid::from_line(&pooled.puzzle).unwrap();
        assert_eq!(class_key(&p.givens), class_key(&pooled_grid));
        assert_eq!(p.info.score, Some(f32::from(pooled.rating) / 10.0));
        assert_eq!(crate::sudoku::Grade::of(&p.givens).level, Some(level));
    }

    #[test]
    fn new_games_from_the_app_model_never_repeat_across_restarts() {
        use crate::app::AppModel;
        let dir = tempfile::tempdir().unwrap();
        let level = banked();
        let mut keys = std::collections::HashSet::new();
        for _ in 0..3 {
            let mut m = AppModel::new(Some(dir.path().to_path_buf()), Arc::new(never));
            for _ in 0..4 {
                let (source, seed, index) = m.begin_new_game(level).unwrap();
                m.puzzle_made(source(index, seed));
                let s = m.game().session().unwrap();
                assert_eq!(s.info().difficulty, level.name());
                assert!(keys.insert(class_key(s.state().givens())), "served twice");
            }
        }
        assert_eq!(keys.len(), 12);
    }
}
