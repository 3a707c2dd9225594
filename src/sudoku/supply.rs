//! Supply without repeats: which puzzle a player gets next at each level, so that no class (a
//! puzzle and everything its transformations make of it) is served twice before the level's bank
//! runs out.
//!
//! [`SupplyState`] is plain data, saved by the app between runs:
//! - a seed of its own, drawn once per installation, from which each level's bank order is drawn
//!   (a permutation of the bank, different on every installation), and its place in that order;
//! - the class key (see [`class_key`](super::class_key)) of every puzzle served;
//! - a small pool of fresh puzzles per level, made in the background, served before the bank.
//!
//! The next puzzle of a level is the first of these that is a class not served before: the pool's
//! puzzles in the order they were added; then the bank, in this installation's order; then fresh
//! puzzles from the generator (a bounded search). Only when all of these fail (the whole bank has
//! been served and the generator found nothing new in time) does a class come round again: the
//! bank starts over in a new order. Every served puzzle gets a random transformation on top.

use super::bank::{BankEntry, bank};
use super::canon::class_key;
use super::grid::Grid;
use super::level_gen::{LevelPuzzle, try_fresh_with_rng};
use super::strategy::Technique;
use super::transform::Transform;
use crate::puzzle::Level;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// How many fresh puzzles a level's pool holds at most.
pub const POOL_CAP: usize = 20;

/// The one no-repeat rule for fresh puzzles: at most this many are made for one new game, until
/// one of a class not served before comes (a second or so at Master; Easy needs one or two). It
/// holds for a level served without a bank and for one whose bank is used up, here and in the
/// app's supply.
pub const FRESH_ATTEMPTS: usize = 50;

/// A level's place in its bank order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BankPlace {
    /// How many entries of the current order have been taken.
    pub next: usize,
    /// How many times the whole bank has been gone through (each round has its own order).
    pub round: u32,
}

/// A fresh puzzle waiting in a level's pool.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolPuzzle {
    /// The givens, as an 81-character line.
    pub puzzle: String,
    /// The grader's rating in tenths.
    pub rating: u8,
    /// The techniques the grader used, by name (names this version does not know are dropped).
    pub techniques: Vec<String>,
}

/// Where the next puzzle of each level comes from, and every class served so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SupplyState {
    /// The installation's own seed for the bank orders.
    pub seed: u64,
    /// The place in each level's bank order, by level name.
    #[serde(default)]
    pub places: BTreeMap<String, BankPlace>,
    /// The class keys of the puzzles served.
    #[serde(default)]
    pub served: BTreeSet<u64>,
    /// Fresh puzzles waiting, by level name.
    #[serde(default)]
    pub pool: BTreeMap<String, Vec<PoolPuzzle>>,
}

impl SupplyState {
    /// A new supply whose bank orders come from `seed`.
    pub fn with_seed(seed: u64) -> SupplyState {
        SupplyState {
            seed,
            ..SupplyState::default()
        }
    }

    /// A new supply with a random seed.
    pub fn with_rng<R: Rng + ?Sized>(rng: &mut R) -> SupplyState {
        SupplyState::with_seed(rng.random())
    }

    /// Whether a puzzle of the class `key` has been served.
    pub fn has_served(&self, key: u64) -> bool {
        self.served.contains(&key)
    }

    /// How many puzzles the pool of `level` holds.
    pub fn pool_len(&self, level: Level) -> usize {
        self.pool.get(level.name()).map_or(0, Vec::len)
    }

    /// The place in the bank order of `level`.
    pub fn place(&self, level: Level) -> BankPlace {
        self.places.get(level.name()).copied().unwrap_or_default()
    }

    /// Sets the place in the bank order of `level` (used to skip ahead when the saved place was
    /// lost).
    pub fn set_place(&mut self, level: Level, place: BankPlace) {
        self.places.insert(level.name().to_string(), place);
    }

    /// Adds a fresh puzzle to its level's pool; `false` (and nothing added) when the pool is
    /// full or the class was served or is already waiting.
    pub fn add_to_pool(&mut self, p: &LevelPuzzle) -> bool {
        let key = class_key(&p.puzzle);
        if self.pool_len(p.level) >= POOL_CAP || self.has_served(key) {
            return false;
        }
        let pool = self.pool.entry(p.level.name().to_string()).or_default();
        let waiting = pool
            .iter()
            .filter_map(|w| Grid::from_line(&w.puzzle).ok())
            .any(|g| class_key(&g) == key);
        if waiting {
            return false;
        }
        pool.push(PoolPuzzle {
            puzzle: p.puzzle.to_line(),
            rating: p.rating,
            techniques: p.technique_names(),
        });
        true
    }

    /// The bank order of `level` in round `round`: a permutation of the bank's indices.
    fn order(&self, level: Level, round: u32, len: usize) -> Vec<usize> {
        // Each level and round gets its own stream, all from the installation's seed.
        let name_bits = level
            .name()
            .bytes()
            .fold(0u64, |h, b| h.rotate_left(8) ^ u64::from(b));
        let mut rng = ChaCha8Rng::seed_from_u64(
            self.seed ^ name_bits.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ u64::from(round),
        );
        let mut order: Vec<usize> = (0..len).collect();
        order.shuffle(&mut rng);
        order
    }

    /// The next puzzle of `level`, never a class served before while that can be avoided; it is
    /// recorded as served. `rng` draws the transformation and drives fresh generation.
    pub fn next_with_rng<R: Rng + ?Sized>(&mut self, level: Level, rng: &mut R) -> LevelPuzzle {
        if let Some(p) = self.take_from_pool(level, rng) {
            return self.serve(p);
        }
        if let Some(p) = self.take_from_bank(level, rng, false) {
            return self.serve(p);
        }
        for _ in 0..FRESH_ATTEMPTS {
            match try_fresh_with_rng(rng, level, 1) {
                Some(p) if !self.has_served(class_key(&p.puzzle)) => return self.serve(p),
                _ => {}
            }
        }
        // Everything this installation can offer has been served: the bank starts over.
        if let Some(p) = self.take_from_bank(level, rng, true) {
            return self.serve(p);
        }
        super::level_gen::generate_fresh_with_rng(rng, level)
    }

    fn serve(&mut self, p: LevelPuzzle) -> LevelPuzzle {
        self.served.insert(class_key(&p.puzzle));
        p
    }

    fn take_from_pool<R: Rng + ?Sized>(
        &mut self,
        level: Level,
        rng: &mut R,
    ) -> Option<LevelPuzzle> {
        let pool = self.pool.get_mut(level.name())?;
        while !pool.is_empty() {
            let w = pool.remove(0);
            let Ok(puzzle) = Grid::from_line(&w.puzzle) else {
                continue;
            };
            if self.served.contains(&class_key(&puzzle)) {
                continue;
            }
            let puzzle = Transform::random_with_rng(rng).apply(&puzzle);
            let Some(solution) = puzzle.solution() else {
                continue;
            };
            let techniques = w
                .techniques
                .iter()
                .filter_map(|n| Technique::all().into_iter().find(|t| t.name() == n))
                .collect();
            return Some(LevelPuzzle {
                puzzle,
                solution,
                level,
                rating: w.rating,
                techniques,
            });
        }
        None
    }

    /// The next bank entry of `level`. In the first round, the next in this installation's order
    /// that was not served. Once the whole bank has been served, only with `again`: the next of a
    /// new order each round, served or not.
    fn take_from_bank<R: Rng + ?Sized>(
        &mut self,
        level: Level,
        rng: &mut R,
        again: bool,
    ) -> Option<LevelPuzzle> {
        let entries: &[BankEntry] = bank(level);
        if entries.is_empty() {
            return None;
        }
        let mut place = self.place(level);
        let used_up = place.round > 0 || place.next >= entries.len();
        if used_up && !again {
            return None;
        }
        if place.next >= entries.len() {
            place = BankPlace {
                next: 0,
                round: place.round + 1,
            };
        }
        let order = self.order(level, place.round, entries.len());
        let mut found = None;
        while found.is_none() && place.next < order.len() {
            let entry = &entries[order[place.next]];
            place.next += 1;
            if place.round > 0 || !self.has_served(entry.class_key()) {
                found = LevelPuzzle::from_entry(entry, level, rng);
            }
        }
        self.set_place(level, place);
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn a_banked_level_serves_its_whole_bank_before_any_class_comes_round_again() {
        // The easiest banked level, where fresh puzzles are quick to find once the bank is used.
        let level = Level::ALL
            .into_iter()
            .find(|&l| !bank(l).is_empty())
            .unwrap();
        let n = bank(level).len();
        let mut supply = SupplyState::with_seed(7);
        let mut rng = ChaCha8Rng::seed_from_u64(8);
        let mut keys = HashSet::new();
        // A small bank stands for the whole: the first 300 of this level's order, then the rest
        // is marked served as if played, so the order must come to its end.
        for _ in 0..300 {
            let p = supply.next_with_rng(level, &mut rng);
            assert_eq!(p.level, level);
            assert!(p.puzzle.is_extended_by(&p.solution));
            assert!(
                keys.insert(class_key(&p.puzzle)),
                "a class came round again"
            );
        }
        assert_eq!(supply.place(level).next, 300);
        for e in bank(level) {
            supply.served.insert(e.class_key());
        }
        let before = supply.served.len();
        assert!(before >= n);
        // Nothing new is left in the bank: the next puzzle is fresh or a new round.
        let p = supply.next_with_rng(level, &mut rng);
        assert_eq!(p.level, level);
        let key = class_key(&p.puzzle);
        if bank(level).iter().any(|e| e.class_key() == key) {
            assert_eq!(supply.place(level), BankPlace { next: 1, round: 1 });
        } else {
            assert_eq!(supply.served.len(), before + 1);
            assert_eq!(supply.place(level), BankPlace { next: n, round: 0 });
        }
        // With nothing fresh to be found, a new round goes through the bank in a new order.
        let mut round = supply.clone();
        round.set_place(level, BankPlace { next: n, round: 0 });
        let again = round.take_from_bank(level, &mut rng, true).unwrap();
        assert_eq!(round.place(level), BankPlace { next: 1, round: 1 });
        let next = round.take_from_bank(level, &mut rng, true).unwrap();
        assert_ne!(class_key(&again.puzzle), class_key(&next.puzzle));
        assert!(round.take_from_bank(level, &mut rng, false).is_none());
    }

    #[test]
    fn each_installation_has_its_own_order() {
        let level = Level::ALL
            .into_iter()
            .find(|&l| !bank(l).is_empty())
            .unwrap();
        let n = bank(level).len();
        let a = SupplyState::with_seed(1).order(level, 0, n);
        let b = SupplyState::with_seed(2).order(level, 0, n);
        let a_again = SupplyState::with_seed(1).order(level, 0, n);
        assert_eq!(a, a_again);
        assert_ne!(a, b);
        assert_ne!(a, SupplyState::with_seed(1).order(level, 1, n));
        let mut sorted = a.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..n).collect::<Vec<_>>());
    }

    #[test]
    fn a_fresh_level_never_serves_a_class_twice() {
        let mut supply = SupplyState::with_seed(3);
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        let mut keys = HashSet::new();
        for _ in 0..30 {
            let p = supply.next_with_rng(Level::Easy, &mut rng);
            assert_eq!(p.level, Level::Easy);
            assert!(keys.insert(class_key(&p.puzzle)));
        }
        assert_eq!(supply.served.len(), 30);
    }

    #[test]
    fn the_pool_is_served_first_capped_and_never_holds_a_served_class() {
        let mut supply = SupplyState::with_seed(5);
        let mut rng = ChaCha8Rng::seed_from_u64(6);
        let level = Level::Easy;
        let mut made = Vec::new();
        while made.len() < POOL_CAP + 1 {
            made.push(super::super::level_gen::generate_fresh_with_rng(
                &mut rng, level,
            ));
        }
        for p in &made[..POOL_CAP] {
            assert!(supply.add_to_pool(p));
        }
        assert!(!supply.add_to_pool(&made[POOL_CAP]), "the pool is full");
        let first = supply.next_with_rng(level, &mut rng);
        assert_eq!(class_key(&first.puzzle), class_key(&made[0].puzzle));
        assert_eq!(first.rating, made[0].rating);
        assert_eq!(first.techniques, made[0].techniques);
        // A served class is not pooled again, nor one already waiting.
        assert!(!supply.add_to_pool(&made[0]));
        assert!(!supply.add_to_pool(&made[1]));
        assert_eq!(supply.pool_len(level), POOL_CAP - 1);
    }
}
