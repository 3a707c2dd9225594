//! Forcing chains for the hardest puzzles: nishio (7.5+), cell and region forcing chains
//! (8.0+), dynamic forcing chains (8.5+) and dynamic forcing chains that use the basic
//! techniques along the way (9.0+).
//!
//! A nishio assumes one candidate and follows one digit until a contradiction. Cell and region
//! forcing chains try every candidate of a cell, or every place of a digit in a house, and keep
//! what all branches agree on. Dynamic chains replay every consequence on a copy of the grid.

use super::chains::{Found, Shape, contradiction};
use super::implication::{
    Dynamic, Graph, Links, N, Reach, node, parts, propagate_dynamic, propagate_static,
};
use super::picture::{self, CellRole, HouseRole, Picture};
use super::{Candidates, Explainer, Step, Technique, list, mask_digits, words};
use crate::sudoku::geometry::HOUSE_CELLS;
use crate::tr;

/// How nishio, cell, region and dynamic forcing chains are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The forcing chains: for a cell or region forcing chain the cell (pivot) or the house (unit)
/// whose every choice is followed, with those choices; then every branch's links, one branch
/// per choice (a contradiction or a double implication has two), each ending in the
/// conclusion or the contradiction.
fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = Picture::default();
    match step.technique {
        Technique::CellForcingChain => {
            if let Some(&x) = step.cells.first() {
                p.cell(x, CellRole::Pivot);
                p.cause_candidates(before, &[x], &step.digits);
            }
        }
        Technique::RegionForcingChain => {
            for h in picture::common_houses(&step.cells) {
                p.house(h, HouseRole::Unit);
            }
            p.cause_candidates(before, &step.cells, &step.digits);
        }
        _ => {}
    }
    for (c, _, _) in &step.chain {
        p.cell(*c, CellRole::Pattern);
    }
    picture::chain_links(&mut p, step, before);
    p.finish(step, before)
}

/// The simplest nishio contradiction.
pub(super) fn find_nishio(c: &Candidates) -> Option<Step> {
    let cands = c.cands_raw();
    let mut best = None;
    for x in 0..81 {
        for d in mask_digits(cands[x]) {
            let r = propagate_dynamic(c, node(x, d, true), Dynamic::Nishio);
            if let Some(f) = contradiction(&r) {
                best = f.better(best);
            }
        }
    }
    best.map(|f| f.into_step(Technique::Nishio))
}

/// The simplest static cell or region forcing chain.
pub(super) fn find_multiple(c: &Candidates) -> Option<Step> {
    let graph = Graph::new(c, Links::Xy);
    let reaches = on_reaches(c, |n| propagate_static(&graph, n));
    multiple(c, &reaches, false)
}

/// The simplest dynamic forcing chain: a contradiction, a double implication, or a cell or
/// region forcing chain.
pub(super) fn find_dynamic(c: &Candidates) -> Option<Step> {
    dynamic(c, Dynamic::Full, Technique::DynamicForcingChain)
}

/// Like [`find_dynamic`], with the basic techniques inside the chains.
pub(super) fn find_dynamic_plus(c: &Candidates) -> Option<Step> {
    dynamic(c, Dynamic::Plus, Technique::DynamicForcingChainPlus)
}

fn dynamic(c: &Candidates, mode: Dynamic, technique: Technique) -> Option<Step> {
    let reaches = on_reaches(c, |n| propagate_dynamic(c, n, mode));
    let mut best: Option<Found> = None;
    let cands = c.cands_raw();
    for r in reaches.iter().flatten() {
        if let Some(f) = contradiction(r) {
            best = f.better(best);
        }
    }
    // From "not this candidate": contradictions, and agreements with "this candidate".
    for x in 0..81 {
        for d in mask_digits(cands[x]) {
            let r0 = propagate_dynamic(c, node(x, d, false), mode);
            if let Some(f) = contradiction(&r0) {
                best = f.better(best);
                continue;
            }
            let Some(r1) = reaches.get(x * 9 + d).and_then(Option::as_ref) else {
                continue;
            };
            if r1.contradiction.is_some() {
                continue;
            }
            for &y in r1.order.iter().skip(1) {
                let y = usize::from(y);
                if parts(y).0 == x || !r0.has(y) {
                    continue;
                }
                let complexity = r1.complexity(&[y as u16]) + r0.complexity(&[y as u16]);
                if best.as_ref().is_some_and(|b| b.complexity <= complexity) {
                    continue;
                }
                let mut chain = r1.path(y);
                chain.extend(r0.path(y));
                best = Some(Found {
                    complexity,
                    conclusion: y,
                    chain,
                });
            }
        }
    }
    let step = best.map(|f| f.into_step(technique));
    match (step, multiple(c, &reaches, true)) {
        (Some(a), Some(b)) => Some(if b.rating < a.rating { b } else { a }),
        (a, b) => a.or(b),
    }
}

/// The propagation of every candidate assumed *on*, indexed by `cell * 9 + digit`.
fn on_reaches(c: &Candidates, f: impl Fn(usize) -> Reach) -> Vec<Option<Reach>> {
    let cands = c.cands_raw();
    (0..81 * 9)
        .map(|i| {
            let (x, d) = (i / 9, i % 9);
            (cands[x] & (1 << d) != 0).then(|| f(node(x, d, true)))
        })
        .collect()
}

/// The simplest conclusion that every branch of a cell or of a digit in a house agrees on.
fn multiple(c: &Candidates, reaches: &[Option<Reach>], dynamic: bool) -> Option<Step> {
    let cands = c.cands_raw();
    let mut best: Option<(usize, usize, Vec<usize>, bool)> = None;
    let mut consider = |branches: Vec<usize>, is_cell: bool| {
        let rs: Vec<&Reach> = branches
            .iter()
            .filter_map(|&i| reaches.get(i).and_then(Option::as_ref))
            .collect();
        if rs.len() != branches.len() || rs.iter().any(|r| r.contradiction.is_some()) {
            return;
        }
        let Some((first, rest)) = rs.split_first() else {
            return;
        };
        for &y in first.order.iter().skip(1) {
            let y = usize::from(y);
            if y >= N || !rest.iter().all(|r| r.has(y)) {
                continue;
            }
            let (yx, yd, yon) = parts(y);
            // Skip what the branches trivially share (the cell or digit being tried).
            if branches
                .iter()
                .any(|&i| i / 9 == yx && (is_cell || i % 9 == yd) && !yon)
            {
                continue;
            }
            let complexity: usize = rs.iter().map(|r| r.complexity(&[y as u16])).sum();
            if best.as_ref().is_some_and(|b| b.0 <= complexity) {
                continue;
            }
            best = Some((complexity, y, branches.clone(), is_cell));
        }
    };
    for x in 0..81 {
        if cands[x].count_ones() >= 2 {
            consider(mask_digits(cands[x]).map(|d| x * 9 + d).collect(), true);
        }
    }
    for cells in HOUSE_CELLS.iter() {
        for d in 0..9 {
            let places: Vec<usize> = cells
                .iter()
                .map(|&q| usize::from(q))
                .filter(|&q| cands[q] & (1 << d) != 0)
                .collect();
            if places.len() >= 2 {
                consider(places.iter().map(|&q| q * 9 + d).collect(), false);
            }
        }
    }
    let (complexity, conclusion, branches, is_cell) = best?;
    let technique = if dynamic {
        Technique::DynamicForcingChain
    } else if is_cell {
        Technique::CellForcingChain
    } else {
        Technique::RegionForcingChain
    };
    let mut chain = Vec::new();
    for &i in &branches {
        if let Some(r) = reaches.get(i).and_then(Option::as_ref) {
            chain.extend(r.path(conclusion));
        }
    }
    let mut step = Found {
        complexity,
        conclusion,
        chain,
    }
    .into_step(technique);
    if !dynamic {
        step.cells = branches.iter().map(|&i| super::cell(i / 9)).collect();
        step.digits = Vec::new();
        for &i in &branches {
            let dg = super::digit(i % 9);
            if !step.digits.contains(&dg) {
                step.digits.push(dg);
            }
        }
    }
    Some(step)
}

fn line(step: &Step) -> String {
    match step.technique {
        Technique::CellForcingChain | Technique::RegionForcingChain => format!(
            "every choice for {} in {} leads to the same result",
            list(&step.digits),
            list(&step.cells)
        ),
        _ => super::chains::line(step),
    }
}

fn why(step: &Step, _before: &Candidates) -> String {
    let d = words::digits(&step.digits);
    let n = super::chains::n_cells(step);
    match step.technique {
        Technique::Nishio => words::sentences(&[
            // TRANSLATORS: {digit} is a digit ("{digit}s" is its plural, "the 5s").
            tr!(
                "Suppose {digit} goes in one cell and follow only the {digit}s: a {digit} leaves \
                 every cell that sees it, and a house with one place left for {digit} must take \
                 it there.",
                digit = d
            )
            .as_str(),
            super::chains::conclusion(step),
        ]),
        Technique::CellForcingChain => {
            let cell = step
                .cells
                .first()
                .map_or_else(words::Name::default, |&c| words::cell(c));
            // TRANSLATORS: {cell} is a cell's name ("row 6, column 2"), {digits} its candidates
            // as alternatives ("2, 5 or 7").
            tr!(
                "Try each candidate of the cell at {cell} in turn ({digits}) and follow what it \
                 forces through the chains of the grid. Every choice reaches the same \
                 conclusion, so it holds whatever the cell holds.",
                cell = cell,
                digits = words::either(&step.digits)
            )
        }
        Technique::RegionForcingChain => {
            let house = step.cells.first().and_then(|&c| {
                c.houses()
                    .into_iter()
                    .find(|h| step.cells.iter().all(|&x| h.contains(x)))
            });
            match house {
                // TRANSLATORS: {digit} is a digit, {house} a house ("row 3"), {cells} the
                // digit's places within it ("columns 1, 5 and 8").
                Some(h) => tr!(
                    "Try each place for {digit} in {house} ({cells}) in turn and follow what it \
                     forces through the chains of the grid. Every choice reaches the same \
                     conclusion, so it holds wherever the {digit} goes.",
                    digit = d,
                    house = words::house(h),
                    cells = words::cells_in(h, &step.cells)
                ),
                // TRANSLATORS: {digit} is a digit, {cells} names its places ("row 1, column 4;
                // row 5, column 6").
                None => tr!(
                    "Try each place for {digit} at {cells} in turn and follow what it forces \
                     through the chains of the grid. Every choice reaches the same conclusion, \
                     so it holds wherever the {digit} goes.",
                    digit = d,
                    cells = words::cells(&step.cells)
                ),
            }
        }
        _ => {
            let plus = if step.technique == Technique::DynamicForcingChainPlus {
                tr!(
                    "Along the way, basic techniques such as pointing, pairs and X-wings remove \
                     candidates too."
                )
            } else {
                ""
            };
            let intro = match super::chains::shape(step) {
                // TRANSLATORS: {n} is the number of cells the chains pass through.
                Shape::EveryChoice => tr!(
                    "Try each choice of a cell or of a digit in a house and follow every \
                     consequence on a copy of the grid, singles included, through {n} cell."
                        | "Try each choice of a cell or of a digit in a house and follow every \
                           consequence on a copy of the grid, singles included, through {n} \
                           cells."
                            % n
                ),
                // TRANSLATORS: {n} is the number of cells the chains pass through.
                Shape::EitherWay => tr!(
                    "Take one candidate as true, then as false, and follow every consequence on \
                     a copy of the grid, singles included, through {n} cell."
                        | "Take one candidate as true, then as false, and follow every \
                           consequence on a copy of the grid, singles included, through {n} \
                           cells."
                            % n
                ),
                // TRANSLATORS: {n} is the number of cells the chains pass through.
                Shape::Contradiction => tr!(
                    "Make an assumption and follow every consequence on a copy of the grid, \
                     singles included, through {n} cell."
                        | "Make an assumption and follow every consequence on a copy of the grid, \
                           singles included, through {n} cells."
                            % n
                ),
            };
            words::sentences(&[intro.as_str(), plus, super::chains::conclusion(step)])
        }
    }
}
