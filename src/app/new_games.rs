//! [`NewGames`]: the one way a new Sudoku game of a [`Level`] is asked for, made and served.
//!
//! The serving policy lives here and in [`Supply`], nowhere else: a new game is asked for by its
//! [`Level`] (the Slint layer maps its own enum to it once); while one is being made no second one
//! starts; a game in progress that was played is not abandoned without the player's answer; the
//! puzzle comes from the [`Supply`] (pool, bank, or the maker behind it, with the one no-repeat
//! rule [`crate::sudoku::FRESH_ATTEMPTS`]), and the served class is saved through the services
//! before its board shows.
//!
//! The maker itself ([`PuzzleSource`], the generator in the app) knows nothing of repeats: it makes
//! one puzzle of a level from a seed. The supply in front of it is what keeps classes from
//! repeating.

use super::Services;
use super::killer_pool::KillerPool;
use super::supply::Supply;
use crate::session::NewPuzzle;
use crate::sudoku::Level;
use crate::sudoku::killer::{KILLER_LEVELS, generate_killer_level_with_rng};
use crate::tr;
use rand::SeedableRng;
use std::sync::Arc;
use std::time::Duration;

/// What a new game is asked for as: a classic Sudoku or a Killer, of a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NewGame {
    /// A classic Sudoku of a level, served by the supply.
    Classic(Level),
    /// A Killer of a level (one of [`KILLER_LEVELS`]), made when asked for.
    Killer(Level),
}

impl NewGame {
    /// The level asked for.
    pub fn level(self) -> Level {
        match self {
            NewGame::Classic(level) | NewGame::Killer(level) => level,
        }
    }

    /// Whether a Killer is asked for.
    pub fn is_killer(self) -> bool {
        matches!(self, NewGame::Killer(_))
    }

    /// The name as players read it: "Medium", or "Killer · Medium".
    pub fn label(self) -> String {
        match self {
            NewGame::Classic(level) => level.label().to_string(),
            NewGame::Killer(level) => killer_label(level),
        }
    }
}

/// A Killer level's name as players read it: "Killer · Medium".
pub fn killer_label(level: Level) -> String {
    // TRANSLATORS: a Killer Sudoku's level as a game's caption: {level} is Easy, Medium, Hard
    // or Expert.
    tr!("Killer · {level}", level = level.label())
}

/// Makes a Killer of `level` from `seed` (a level Killer is not made at is refused).
pub fn make_killer(level: Level, seed: u64) -> Result<NewPuzzle, String> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    generate_killer_level_with_rng(&mut rng, level)
        .map(NewPuzzle::from_killer_level)
        .ok_or_else(|| format!("Killer puzzles are not made at {level}"))
}

/// Makes one puzzle of a level from a seed, without regard to repeats. Runs off the UI thread.
pub type PuzzleSource = Arc<dyn Fn(Level, u64) -> Result<NewPuzzle, String> + Send + Sync>;

/// Makes a new puzzle of `level` from `seed`: graded by the techniques it needs, with exactly one
/// solution. It knows nothing of repeats; the app serves it through its supply, which does.
pub fn make_puzzle(level: Level, seed: u64) -> Result<NewPuzzle, String> {
    Ok(NewPuzzle::from_level(
        crate::sudoku::generate_level_with_seed(seed, level),
    ))
}

/// The puzzle maker the app uses: the generator, by level ([`make_puzzle`]).
pub fn default_source() -> PuzzleSource {
    Arc::new(make_puzzle)
}

/// The service that starts new Sudoku games: the supply, the maker behind it, and whether a
/// puzzle is being made or waits for the player's answer.
pub struct NewGames {
    supply: Arc<Supply>,
    killers: Arc<KillerPool>,
    source: PuzzleSource,
    making: bool,
    // A new game of this kind waits for the player to confirm abandoning the game in progress.
    pending: Option<NewGame>,
    // The home screen's buttons offer Killer's levels rather than the classic ones.
    offers_killer: bool,
    // Once the background workers run (the running app): how long the Killer pool's waits when
    // the player chooses Killer.
    killer_delay: Option<Duration>,
}

/// One new game to make, off the UI thread: [`NewGameJob::run`] serves it.
pub struct NewGameJob {
    kind: NewGame,
    seed: u64,
    supply: Arc<Supply>,
    killers: Arc<KillerPool>,
    source: PuzzleSource,
}

impl NewGameJob {
    /// The level asked for.
    pub fn level(&self) -> Level {
        self.kind.level()
    }

    /// The kind of game asked for.
    pub fn kind(&self) -> NewGame {
        self.kind
    }

    /// Serves the puzzle: a classic one from the pool or the bank, or else made, never a class
    /// served before while that can be avoided; a Killer made ahead, or else made from the job's
    /// seed (its cages and sums are drawn afresh, so repeats are left to chance: none in a
    /// thousand of a level). Hand the result to [`crate::app::AppModel::puzzle_made`].
    pub fn run(self) -> Result<NewPuzzle, String> {
        match self.kind {
            NewGame::Classic(level) => self.supply.serve(level, self.seed, &*self.source),
            NewGame::Killer(level) => self.killers.take(level, self.seed),
        }
    }
}

impl NewGames {
    /// The service over the supply kept in the services' data folder, with `source` behind it.
    pub fn open(source: PuzzleSource, services: &mut Services) -> NewGames {
        NewGames {
            supply: Arc::new(Supply::open(services)),
            killers: Arc::new(KillerPool::new()),
            source,
            making: false,
            pending: None,
            offers_killer: false,
            killer_delay: None,
        }
    }

    /// The levels offered, easiest first.
    pub fn levels() -> &'static [Level] {
        &Level::ALL
    }

    /// The Killer levels offered, easiest first.
    pub fn killer_levels() -> &'static [Level] {
        &KILLER_LEVELS
    }

    /// Whether a puzzle is being made.
    pub fn is_busy(&self) -> bool {
        self.making
    }

    /// The supply (tests and the benchmark look at it).
    pub fn supply(&self) -> &Supply {
        &self.supply
    }

    /// A new game of `kind` is asked for. `played` says a game in progress has been played:
    /// then the kind waits for the player's answer ([`NewGames::answer`]) and `None` is
    /// returned, as it is while a puzzle is being made.
    pub fn ask(&mut self, kind: NewGame, played: bool) -> Option<NewGameJob> {
        self.offer_killer(kind.is_killer());
        if played {
            self.pending = Some(kind);
            return None;
        }
        self.begin(kind)
    }

    /// Whether the home screen offers Killer's levels (else the classic ones): the kind chosen
    /// there last, or of the last game asked for.
    pub fn offers_killer(&self) -> bool {
        self.offers_killer
    }

    /// The home screen offers Killer's levels (`true`) or the classic ones.
    pub fn offer_killer(&mut self, on: bool) {
        self.offers_killer = on;
        if on && let Some(delay) = self.killer_delay {
            self.killers.start_worker(delay);
        }
    }

    /// Whether the Killer pool's worker runs (tests look at it).
    pub fn makes_killers_ahead(&self) -> bool {
        self.killers.has_worker()
    }

    /// The kind of game waiting for the player's answer, if any.
    pub fn pending(&self) -> Option<NewGame> {
        self.pending
    }

    /// The player answered: `true` makes the waiting level's game, `false` keeps playing.
    pub fn answer(&mut self, go_on: bool) -> Option<NewGameJob> {
        let kind = self.pending.take()?;
        if go_on { self.begin(kind) } else { None }
    }

    /// Forgets a waiting question (the player went elsewhere). Returns whether one waited.
    pub fn forget_question(&mut self) -> bool {
        self.pending.take().is_some()
    }

    fn begin(&mut self, kind: NewGame) -> Option<NewGameJob> {
        if self.making {
            return None;
        }
        self.making = true;
        Some(NewGameJob {
            kind,
            seed: fresh_seed(),
            supply: Arc::clone(&self.supply),
            killers: Arc::clone(&self.killers),
            source: Arc::clone(&self.source),
        })
    }

    /// The puzzle was made (or could not be): the served class is saved before its board shows.
    pub fn finished(&mut self, services: &mut Services) {
        self.making = false;
        self.supply.save(services);
    }

    /// Saves the supply if it changed (at autosave and when the window goes).
    pub fn save(&self, services: &mut Services) {
        self.supply.save(services);
    }

    /// Starts the supply's background worker, after `delay`, and the Killer pool's once Killer
    /// is offered: after `delay` when it is offered at launch (a Killer in progress), after
    /// `killer_delay` when the player chooses it. A player who never looks at Killer never pays
    /// for Killers made ahead (an Expert takes a second or more of a core).
    pub fn start_worker(&mut self, delay: Duration, killer_delay: Duration) {
        self.supply.start_worker(delay);
        self.killer_delay = Some(killer_delay);
        if self.offers_killer {
            self.killers.start_worker(delay);
        }
    }

    /// Pauses the worker while a game is played on a phone (to spare the battery).
    pub fn rest_while_playing(&self, playing: bool) {
        let rest = cfg!(target_os = "android") && playing;
        self.supply.set_paused(rest);
        self.killers.set_paused(rest);
    }
}

/// A seed from the clock and the process, different for every new game.
fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    h.finish()
}
