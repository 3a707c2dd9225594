//! The implication engine behind chains and forcing chains.
//!
//! A node is a candidate `(cell, digit)` assumed *on* (the cell holds the digit) or *off*.
//! Static propagation follows only the links of the starting position (bivalue cells and
//! houses with two places); dynamic propagation replays every consequence on a copy of the
//! grid, so a single in a cell or a house can appear along the way. Every reached node keeps
//! its parents, so the complexity of a conclusion (how many nodes justify it) can be measured.

use super::{Candidates, Step, mask_digits};
use crate::sudoku::geometry::{CELL_HOUSES, HOUSE_CELLS, PEERS};
use std::collections::VecDeque;

/// Number of nodes: 81 cells × 9 digits × on/off.
pub(super) const N: usize = 81 * 9 * 2;

/// The node for `cell`, digit index `d`, and state `on`.
pub(super) fn node(cell: usize, d: usize, on: bool) -> usize {
    (cell * 9 + d) * 2 + usize::from(on)
}

/// `(cell, digit index, on)` of a node.
pub(super) fn parts(n: usize) -> (usize, usize, bool) {
    (n / 18, n / 2 % 9, n % 2 == 1)
}

/// The node with the opposite state.
pub(super) fn negate(n: usize) -> usize {
    n ^ 1
}

/// Which links static propagation may follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Links {
    /// One digit: weak links between peers, strong links in houses with two places.
    X,
    /// Bivalue cells: strong links inside a cell with two candidates, weak links between peers.
    Y,
    /// Both.
    Xy,
}

/// The out-links of every node in a position, for static propagation.
pub(super) struct Graph {
    edges: Vec<Vec<u16>>,
}

impl Graph {
    /// Builds the links of `c` allowed by `links`.
    pub(super) fn new(c: &Candidates, links: Links) -> Graph {
        let cands = c.cands_raw();
        let mut edges = vec![Vec::new(); N];
        let use_x = links != Links::Y;
        let use_y = links != Links::X;
        for x in 0..81 {
            for d in mask_digits(cands[x]) {
                let bit = 1u16 << d;
                let on = node(x, d, true);
                let off = node(x, d, false);
                // on -> off: peers with the digit, and (not for X) the cell's other digits.
                for &p in &PEERS[x] {
                    let p = usize::from(p);
                    if cands[p] & bit != 0 {
                        edges[on].push(node(p, d, false) as u16);
                    }
                }
                if use_y {
                    for e in mask_digits(cands[x] & !bit) {
                        edges[on].push(node(x, e, false) as u16);
                    }
                }
                // off -> on: the other candidate of a bivalue cell, the other place in a house.
                if use_y && cands[x].count_ones() == 2 {
                    let e = (cands[x] & !bit).trailing_zeros() as usize;
                    edges[off].push(node(x, e, true) as u16);
                }
                if use_x {
                    for &h in &CELL_HOUSES[x] {
                        let places: Vec<usize> = HOUSE_CELLS[usize::from(h)]
                            .iter()
                            .map(|&q| usize::from(q))
                            .filter(|&q| cands[q] & bit != 0)
                            .collect();
                        if places.len() == 2 {
                            let other = if places[0] == x { places[1] } else { places[0] };
                            let n = node(other, d, true) as u16;
                            if !edges[off].contains(&n) {
                                edges[off].push(n);
                            }
                        }
                    }
                }
            }
        }
        Graph { edges }
    }
}

/// Everything one assumption implies, with the parents of each reached node.
pub(super) struct Reach {
    /// The assumed node.
    pub start: usize,
    index: Vec<u32>,
    parents: Vec<Vec<u16>>,
    /// Reached nodes in order (the start first).
    pub order: Vec<u16>,
    /// Nodes whose ancestors together show a contradiction, if one was met.
    pub contradiction: Option<Vec<u16>>,
}

const NONE: u32 = u32::MAX;

impl Reach {
    fn new(start: usize) -> Reach {
        let mut r = Reach {
            start,
            index: vec![NONE; N],
            parents: Vec::new(),
            order: Vec::new(),
            contradiction: None,
        };
        r.add(start, Vec::new());
        r
    }

    fn add(&mut self, n: usize, parents: Vec<u16>) -> bool {
        if self.index[n] != NONE {
            return false;
        }
        self.index[n] = self.order.len() as u32;
        self.order.push(n as u16);
        self.parents.push(parents);
        true
    }

    /// Whether node `n` was reached.
    pub(super) fn has(&self, n: usize) -> bool {
        self.index[n] != NONE
    }

    fn parents_of(&self, n: usize) -> &[u16] {
        match self.index.get(n) {
            Some(&i) if i != NONE => self.parents.get(i as usize).map_or(&[], |v| v.as_slice()),
            _ => &[],
        }
    }

    /// How many nodes (the given ones and all their ancestors) justify `nodes`.
    pub(super) fn complexity(&self, nodes: &[u16]) -> usize {
        let mut seen = vec![false; N];
        let mut stack: Vec<usize> = nodes.iter().map(|&n| usize::from(n)).collect();
        let mut count = 0;
        while let Some(n) = stack.pop() {
            if seen[n] || !self.has(n) {
                continue;
            }
            seen[n] = true;
            count += 1;
            stack.extend(self.parents_of(n).iter().map(|&p| usize::from(p)));
        }
        count
    }

    /// The chain from the start to `n`, following first parents.
    pub(super) fn path(&self, n: usize) -> Vec<usize> {
        let mut out = vec![n];
        let mut cur = n;
        while cur != self.start && out.len() < N {
            match self.parents_of(cur).first() {
                Some(&p) => {
                    cur = usize::from(p);
                    out.push(cur);
                }
                None => break,
            }
        }
        out.reverse();
        out
    }
}

/// Static propagation of `start` over `graph` (breadth first, so paths are shortest).
pub(super) fn propagate_static(graph: &Graph, start: usize) -> Reach {
    let mut r = Reach::new(start);
    let mut queue = VecDeque::from([start]);
    while let Some(n) = queue.pop_front() {
        for &m in &graph.edges[n] {
            let m = usize::from(m);
            if r.add(m, vec![n as u16]) {
                if r.contradiction.is_none() && r.has(negate(m)) {
                    r.contradiction = Some(vec![m as u16, negate(m) as u16]);
                }
                queue.push_back(m);
            }
        }
    }
    r
}

/// How dynamic propagation may reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Dynamic {
    /// One digit only: peers lose the digit, and a house with one place left gets it.
    Nishio,
    /// All singles: cells and houses.
    Full,
    /// All singles, and the basic techniques when singles run dry.
    Plus,
}

/// Dynamic propagation of `start` on a copy of `c`; stops at the first contradiction.
pub(super) fn propagate_dynamic(c: &Candidates, start: usize, mode: Dynamic) -> Reach {
    let orig = *c.cands_raw();
    let mut state = *c;
    let mut r = Reach::new(start);
    let mut queue = VecDeque::from([start]);
    let nishio = mode == Dynamic::Nishio;
    loop {
        while let Some(n) = queue.pop_front() {
            let (x, d, on) = parts(n);
            let bit = 1u16 << d;
            if on {
                let mut offs: Vec<usize> = Vec::new();
                if !nishio {
                    offs.extend(
                        mask_digits(state.cands_raw()[x] & !bit).map(|e| node(x, e, false)),
                    );
                }
                for &p in &PEERS[x] {
                    let p = usize::from(p);
                    if state.cands_raw()[p] & bit != 0 {
                        offs.push(node(p, d, false));
                    }
                }
                state.set_raw(x, d, !nishio);
                for m in offs {
                    if !push(&mut r, &mut queue, m, vec![n as u16]) {
                        return r;
                    }
                }
            } else {
                state.clear_raw(x, d);
                let left = state.cands_raw()[x];
                if state.values_raw()[x] == 0 {
                    if left == 0 {
                        let why = mask_digits(orig[x])
                            .map(|e| node(x, e, false) as u16)
                            .collect();
                        r.contradiction = Some(why);
                        return r;
                    }
                    if !nishio && left.count_ones() == 1 {
                        let e = left.trailing_zeros() as usize;
                        let why = mask_digits(orig[x] & !left)
                            .map(|f| node(x, f, false) as u16)
                            .filter(|&m| r.has(usize::from(m)))
                            .collect();
                        if !push(&mut r, &mut queue, node(x, e, true), why) {
                            return r;
                        }
                    }
                }
                for &h in &CELL_HOUSES[x] {
                    let h = usize::from(h);
                    let cells = &HOUSE_CELLS[h];
                    if cells
                        .iter()
                        .any(|&q| state.values_raw()[usize::from(q)] == d as u8 + 1)
                    {
                        continue;
                    }
                    let places: Vec<usize> = cells
                        .iter()
                        .map(|&q| usize::from(q))
                        .filter(|&q| state.cands_raw()[q] & bit != 0)
                        .collect();
                    let why = || {
                        cells
                            .iter()
                            .map(|&q| node(usize::from(q), d, false) as u16)
                            .filter(|&m| r.has(usize::from(m)))
                            .collect::<Vec<u16>>()
                    };
                    match places.len() {
                        0 => {
                            r.contradiction = Some(why());
                            return r;
                        }
                        1 => {
                            let w = why();
                            if !push(&mut r, &mut queue, node(places[0], d, true), w) {
                                return r;
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        if mode != Dynamic::Plus {
            return r;
        }
        // Singles ran dry: let one basic technique remove more candidates, then go on.
        let Some(step) = basic_step(&state) else {
            return r;
        };
        let mut progressed = false;
        for &(cell, dig) in &step.eliminations {
            let m = node(cell.index(), dig.index(), false);
            if r.has(m) {
                continue;
            }
            let why: Vec<u16> = step
                .cells
                .iter()
                .flat_map(|pc| (0..9).map(move |e| node(pc.index(), e, false)))
                .filter(|&q| r.has(q))
                .map(|q| q as u16)
                .collect();
            progressed = true;
            if !push(&mut r, &mut queue, m, why) {
                return r;
            }
        }
        if !progressed {
            return r;
        }
    }
}

/// Adds `m` with `why`; records a contradiction and returns false when its negation is known.
fn push(r: &mut Reach, queue: &mut VecDeque<usize>, m: usize, why: Vec<u16>) -> bool {
    if r.add(m, why) {
        if r.has(negate(m)) {
            r.contradiction = Some(vec![m as u16, negate(m) as u16]);
            return false;
        }
        queue.push_back(m);
    }
    true
}

/// The basic techniques used inside dynamic (+) chains: they only remove candidates.
fn basic_step(c: &Candidates) -> Option<Step> {
    super::intersections::find(c)
        .or_else(|| super::naked_subsets::find_pair(c))
        .or_else(|| super::hidden_subsets::find_pair(c))
        .or_else(|| super::fish::find_x_wing(c))
        .or_else(|| super::naked_subsets::find_triple(c))
        .or_else(|| super::hidden_subsets::find_triple(c))
        .or_else(|| super::fish::find_swordfish(c))
}

/// SE's length bonus in tenths: +0.1 each time the chain outgrows 4, 6, 8, 12, 16, 24, … nodes.
pub(super) fn length_bonus(complexity: usize) -> u8 {
    let length = complexity.saturating_sub(2);
    let mut ceil = 4usize;
    let mut added = 0u8;
    let mut odd = false;
    while length > ceil && added < 50 {
        added += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}
