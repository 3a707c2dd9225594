//! Static chains: X-chains (6.5+),
//! XY-chains (6.6+) and alternating inference chains (7.0+), plus the tier order that picks
//! the easiest chain or forcing chain.
//!
//! Each chain is found as an assumption that contradicts itself: "if r1c1 were 5 then … r1c1
//! would not be 5", so r1c1 is not 5 (or, from "not 5", r1c1 is 5). Links come from the
//! position as it stands: weak links between peers, strong links in bivalue cells (XY) and in
//! houses with two places for a digit (X). Breadth-first search finds the shortest chain, and
//! the rating adds SE's length bonus to the base.

use super::implication::{Graph, Links, Reach, length_bonus, node, parts, propagate_static};
use super::{Candidates, Step, Technique, cell, digit, forcing, mask_digits};

/// A deduction found by assumption: what follows, how many nodes justify it, and the chain.
pub(super) struct Found {
    /// Number of nodes that justify the conclusion.
    pub complexity: usize,
    /// The node that holds: an *off* node eliminates, an *on* node places.
    pub conclusion: usize,
    /// The implications to show, in order.
    pub chain: Vec<usize>,
}

impl Found {
    /// Keeps the simpler of two findings.
    pub(super) fn better(self, other: Option<Found>) -> Option<Found> {
        match other {
            Some(o) if o.complexity <= self.complexity => Some(o),
            _ => Some(self),
        }
    }

    /// The step for this finding.
    pub(super) fn into_step(self, technique: Technique) -> Step {
        let mut step = Step::new(technique);
        step.rating = technique
            .base_rating()
            .saturating_add(length_bonus(self.complexity));
        let (x, d, on) = parts(self.conclusion);
        if on {
            step.placements = vec![(cell(x), digit(d))];
        } else {
            step.eliminations = vec![(cell(x), digit(d))];
        }
        for &n in &self.chain {
            let (cx, cd, con) = parts(n);
            step.chain.push((cell(cx), digit(cd), con));
            if step.cells.last() != Some(&cell(cx)) {
                step.cells.push(cell(cx));
            }
            if !step.digits.contains(&digit(cd)) {
                step.digits.push(digit(cd));
            }
        }
        step
    }
}

/// The conclusion of a contradiction met from `start`, if any.
pub(super) fn contradiction(r: &Reach) -> Option<Found> {
    let why = r.contradiction.as_ref()?;
    let complexity = r.complexity(why);
    // One branch per contradicting node, each from the assumption (shown one after the other).
    let mut chain = Vec::new();
    for &w in why.iter().take(2) {
        let path = r.path(usize::from(w));
        if path.len() > 1 {
            chain.extend(path);
        }
    }
    let (x, d, on) = parts(r.start);
    Some(Found {
        complexity,
        conclusion: node(x, d, !on),
        chain,
    })
}

/// The simplest self-contradicting assumption over `links`.
fn static_chain(c: &Candidates, links: Links) -> Option<Found> {
    let graph = Graph::new(c, links);
    let cands = c.cands_raw();
    let mut best: Option<Found> = None;
    for x in 0..81 {
        for d in mask_digits(cands[x]) {
            for on in [true, false] {
                // A placement needs a strong link into the cell; only bother when X links exist
                // or the cell is bivalue.
                let r = propagate_static(&graph, node(x, d, on));
                if let Some(f) = contradiction(&r) {
                    best = f.better(best);
                }
            }
        }
    }
    best
}

/// The shortest X-chain step.
pub(super) fn find_x_chain(c: &Candidates) -> Option<Step> {
    static_chain(c, Links::X).map(|f| f.into_step(Technique::XChain))
}

/// The shortest XY-chain step.
pub(super) fn find_xy_chain(c: &Candidates) -> Option<Step> {
    static_chain(c, Links::Y).map(|f| f.into_step(Technique::XyChain))
}

/// The shortest alternating inference chain step.
pub(super) fn find_aic(c: &Candidates) -> Option<Step> {
    static_chain(c, Links::Xy).map(|f| f.into_step(Technique::Aic))
}

type Finder = fn(&Candidates) -> Option<Step>;

/// Chain tiers by base rating, easiest first.
const TIERS: [(Technique, Finder); 7] = [
    (Technique::XChain, find_x_chain),
    (Technique::XyChain, find_xy_chain),
    (Technique::Aic, find_aic),
    (Technique::Nishio, forcing::find_nishio),
    (Technique::CellForcingChain, forcing::find_multiple),
    (Technique::DynamicForcingChain, forcing::find_dynamic),
    (
        Technique::DynamicForcingChainPlus,
        forcing::find_dynamic_plus,
    ),
];

/// The lowest-rated chain step whose tier's base rating is at most `max_rating`: tiers are
/// tried in order until the best step found so far rates no higher than the next tier's base.
pub(super) fn find_easiest(c: &Candidates, max_rating: u8) -> Option<Step> {
    let mut best: Option<Step> = None;
    for (tier, finder) in TIERS {
        let base = tier.base_rating();
        if base > max_rating || best.as_ref().is_some_and(|b| b.rating <= base) {
            break;
        }
        if let Some(step) = finder(c)
            && best.as_ref().is_none_or(|b| step.rating < b.rating)
        {
            best = Some(step);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, remove};
    use super::*;

    #[test]
    fn no_chain_on_an_open_grid() {
        let c = cands(&".".repeat(81));
        assert!(find_x_chain(&c).is_none());
        assert!(find_xy_chain(&c).is_none());
    }

    #[test]
    fn xy_chain_of_four_cells() {
        let mut c = cands(&".".repeat(81));
        let keep = |c: &mut Candidates, r: usize, col: usize, k: [u8; 2]| {
            let rm: Vec<_> = (1..=9)
                .filter(|d| !k.contains(d))
                .map(|d| (r, col, d))
                .collect();
            remove(c, &rm);
        };
        // r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c9 {4,1}: 1 leaves r1c9 and r5c1.
        keep(&mut c, 1, 1, [1, 2]);
        keep(&mut c, 1, 5, [2, 3]);
        keep(&mut c, 5, 5, [3, 4]);
        keep(&mut c, 5, 9, [4, 1]);
        let step = find_xy_chain(&c).expect("xy-chain");
        let e = elims(&step);
        assert!(e == vec![(1, 9, 1)] || e == vec![(5, 1, 1)], "{e:?}");
    }
}
