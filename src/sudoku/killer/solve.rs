//! The exact Killer solver: depth-first search over candidate masks, counting solutions up to a
//! limit (two answers "is it unique?").
//!
//! Each node propagates to a fixed point before it branches: a placed digit leaves its peers;
//! each cage keeps only the digits of the sets that still make its remaining sum in its remaining
//! cells (without the digits it already holds, and within its cells' candidates); a digit with
//! one place left in a house goes there. The search then branches on the cell with the fewest
//! candidates. The search keeps its own state, apart from the classic solver's bitboards, because
//! the cages reach across bands and boxes.

use super::super::geometry::{HOUSE_CELLS, PEERS};
use super::super::{Grid, Uniqueness};
use super::{Killer, combinations};

const ALL: u16 = 0x1FF;

/// One node of the search: every cell's candidates and every cage's remaining sum, cells and
/// digits.
#[derive(Clone, Copy)]
struct State {
    cand: [u16; 81],
    /// Bit `i` is set once cell `i`'s digit has left its peers and its cage.
    placed: u128,
    sum_left: [u8; 81],
    cells_left: [u8; 81],
    used: [u16; 81],
}

/// The fixed part of a search: the cages' cells and each cell's cage.
struct Rules<'a> {
    cages: Vec<Vec<u8>>,
    cage_of: &'a [u8; 81],
}

/// What a search found: how many solutions (up to the limit) and the first.
pub(super) struct Found {
    pub count: usize,
    pub solutions: Vec<Grid>,
}

impl Killer {
    /// Whether the puzzle has no solution, exactly one (given) or more.
    pub fn uniqueness(&self) -> Uniqueness {
        let found = self.solve_up_to(2);
        match (found.count, found.solutions.first()) {
            (1, Some(&g)) => Uniqueness::Unique(g),
            (0, _) | (1, None) => Uniqueness::NoSolution,
            _ => Uniqueness::Multiple,
        }
    }

    /// The first solutions, up to `limit` of them (their number is below `limit` only when there
    /// are no more).
    pub(super) fn solve_up_to(&self, limit: usize) -> Found {
        let rules = Rules {
            cages: self
                .cages
                .iter()
                .map(|c| c.cells.iter().map(|c| c.index() as u8).collect())
                .collect(),
            cage_of: &self.cage_of,
        };
        let mut state = State {
            cand: [ALL; 81],
            placed: 0,
            sum_left: [0; 81],
            cells_left: [0; 81],
            used: [0; 81],
        };
        for (k, cage) in self.cages.iter().enumerate() {
            state.sum_left[k] = cage.sum;
            state.cells_left[k] = cage.cells.len() as u8;
        }
        for (i, &v) in self.givens.values().iter().enumerate() {
            if v != 0 {
                state.cand[i] = 1 << (v - 1);
            }
        }
        let mut found = Found {
            count: 0,
            solutions: Vec::new(),
        };
        rules.search(state, limit, &mut found);
        found
    }
}

impl Rules<'_> {
    fn search(&self, mut state: State, limit: usize, found: &mut Found) {
        if !self.propagate(&mut state) {
            return;
        }
        // The open cell with the fewest candidates.
        let mut best: Option<(u32, usize)> = None;
        for i in 0..81 {
            if state.placed & (1 << i) == 0 {
                let n = state.cand[i].count_ones();
                if best.is_none_or(|(m, _)| n < m) {
                    best = Some((n, i));
                }
            }
        }
        let Some((_, cell)) = best else {
            found.count += 1;
            let values = state.cand.map(|m| (m.trailing_zeros() + 1) as u8);
            if let Some(grid) = Grid::from_values(&values) {
                found.solutions.push(grid);
            }
            return;
        };
        let mut digits = state.cand[cell];
        while digits != 0 && found.count < limit {
            let bit = digits & digits.wrapping_neg();
            digits &= digits - 1;
            let mut next = state;
            next.cand[cell] = bit;
            self.search(next, limit, found);
        }
    }

    /// Propagates to a fixed point; `false` on a contradiction.
    fn propagate(&self, s: &mut State) -> bool {
        loop {
            let mut changed = false;
            // Singles leave their peers and enter their cage.
            for (i, peers) in PEERS.iter().enumerate() {
                if s.placed & (1 << i) != 0 || s.cand[i].count_ones() != 1 {
                    continue;
                }
                let bit = s.cand[i];
                s.placed |= 1 << i;
                for &p in peers {
                    let p = usize::from(p);
                    if s.cand[p] & bit != 0 {
                        s.cand[p] &= !bit;
                        if s.cand[p] == 0 {
                            return false;
                        }
                    }
                }
                let k = usize::from(self.cage_of[i]);
                let value = bit.trailing_zeros() as u8 + 1;
                if s.used[k] & bit != 0 || s.sum_left[k] < value {
                    return false;
                }
                s.used[k] |= bit;
                s.sum_left[k] -= value;
                s.cells_left[k] -= 1;
                changed = true;
            }
            // Each cage keeps the digits of the sets that can still make its sum.
            for (k, cells) in self.cages.iter().enumerate() {
                let left = usize::from(s.cells_left[k]);
                if left == 0 {
                    if s.sum_left[k] != 0 {
                        return false;
                    }
                    continue;
                }
                let mut union = 0;
                for &c in cells {
                    if s.placed & (1 << c) == 0 {
                        union |= s.cand[usize::from(c)];
                    }
                }
                let mut allowed = 0;
                for &set in combinations(left, u32::from(s.sum_left[k])) {
                    if set & s.used[k] == 0 && set & !union == 0 {
                        allowed |= set;
                    }
                }
                if allowed == 0 {
                    return false;
                }
                for &c in cells {
                    let c = usize::from(c);
                    if s.placed & (1 << c) == 0 && s.cand[c] & !allowed != 0 {
                        s.cand[c] &= allowed;
                        if s.cand[c] == 0 {
                            return false;
                        }
                        changed = true;
                    }
                }
            }
            // A digit with one place left in a house goes there.
            for house in &HOUSE_CELLS {
                let (mut once, mut twice) = (0u16, 0u16);
                for &c in house {
                    let m = s.cand[usize::from(c)];
                    twice |= once & m;
                    once |= m;
                }
                if once != ALL {
                    return false;
                }
                let mut hidden = once & !twice;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden &= hidden - 1;
                    for &c in house {
                        let c = usize::from(c);
                        if s.cand[c] & bit != 0 && s.cand[c] != bit {
                            s.cand[c] = bit;
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                return true;
            }
        }
    }
}
