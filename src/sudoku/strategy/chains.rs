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
use super::picture::{self, CellRole, Picture};
use super::{Candidates, Explainer, Step, Technique, cell, digit, forcing, mask_digits, words};
use crate::sudoku::grid::{Cell, Digit};
use crate::tr;
use words::Place;

/// How X-chains, XY-chains and alternating inference chains are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The chain's cells, its candidates and its links, one branch per branch of the chain (a
/// contradiction follows two from the assumption).
pub(super) fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = Picture::default();
    for (c, _, _) in &step.chain {
        p.cell(*c, CellRole::Pattern);
    }
    picture::chain_links(&mut p, step, before);
    p.finish(step, before)
}

/// One implication of a chain: a cell, a digit, and whether the cell holds it.
type Link = (Cell, Digit, bool);

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

/// The chain cut into branches as the one-line form shows them: a branch starts at the
/// assumption or its opposite (contradictions and double implications follow two branches from
/// the same candidate); the opposite of the assumption ends a branch when the assumption follows
/// it.
fn line_branches(chain: &[Link]) -> Vec<Vec<Link>> {
    let mut out: Vec<Vec<Link>> = Vec::new();
    let first = chain.first().copied();
    for (i, &(c, d, on)) in chain.iter().enumerate() {
        let starts = match first {
            Some(f) if i > 0 && (c, d) == (f.0, f.1) => {
                on == f.2 || chain.get(i + 1).is_some_and(|&next| next != f)
            }
            _ => false,
        };
        match out.last_mut() {
            Some(b) if !starts => b.push((c, d, on)),
            _ => out.push(vec![(c, d, on)]),
        }
    }
    out
}

/// The chain cut into the branches it was built from. When the chain ends in the step's
/// conclusion, every branch does (double implications and forcing chains join their paths to
/// it), so each occurrence of the conclusion ends a branch; otherwise the branches are those of
/// a contradiction, cut as in the one-line form.
pub(super) fn branches(step: &Step) -> Vec<Vec<Link>> {
    let conclusion = match (step.placements.first(), step.eliminations.first()) {
        (Some(&(c, d)), _) => Some((c, d, true)),
        (None, Some(&(c, d))) => Some((c, d, false)),
        (None, None) => None,
    };
    if conclusion.is_none() || step.chain.last().copied() != conclusion {
        return line_branches(&step.chain);
    }
    let mut out: Vec<Vec<Link>> = vec![Vec::new()];
    for &link in &step.chain {
        if let Some(b) = out.last_mut() {
            b.push(link);
        }
        if Some(link) == conclusion {
            out.push(Vec::new());
        }
    }
    out.retain(|b| !b.is_empty());
    out
}

/// The compact chain, branch by branch: `r1c1=5 -> r1c9<>5; r1c1=5 -> …`.
pub(super) fn line(step: &Step) -> String {
    let joined: Vec<String> = line_branches(&step.chain)
        .iter()
        .map(|b| {
            b.iter()
                .map(|&(c, d, on)| format!("{c}{}{d}", if on { "=" } else { "<>" }))
                .collect::<Vec<_>>()
                .join(" -> ")
        })
        .collect();
    joined.join("; ")
}

/// How the branches of a chain step prove their conclusion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shape {
    /// Every branch starts from the same assumption and together they contradict each other.
    Contradiction,
    /// One branch assumes a candidate, the other its opposite, and both reach the conclusion.
    EitherWay,
    /// Each branch tries one choice of a cell or of a digit in a house; all reach the conclusion.
    EveryChoice,
}

/// The shape of a chain step's reasoning.
pub(super) fn shape(step: &Step) -> Shape {
    let starts: Vec<Link> = branches(step)
        .iter()
        .filter_map(|b| b.first().copied())
        .collect();
    match starts.split_first() {
        Some((&first, rest)) if rest.iter().all(|&s| s == first) => Shape::Contradiction,
        Some((&(c, d, _), rest)) if rest.iter().all(|&(c2, d2, _)| (c2, d2) == (c, d)) => {
            Shape::EitherWay
        }
        _ => Shape::EveryChoice,
    }
}

/// The closing sentence of a chain's explanation, by its shape.
pub(super) fn conclusion(step: &Step) -> &'static str {
    match shape(step) {
        Shape::Contradiction => tr!(
            "Assuming the candidate at its start leads along the chain to a contradiction, so \
             that assumption is false."
        ),
        Shape::EitherWay => tr!(
            "Whether the candidate at its start is true or false, the chain reaches the same \
             conclusion, so that conclusion holds."
        ),
        Shape::EveryChoice => {
            tr!("Every choice at its start reaches the same conclusion, so that conclusion holds.")
        }
    }
}

/// The number of different cells a step's chain passes through.
pub(super) fn n_cells(step: &Step) -> usize {
    let mut seen: Vec<Cell> = Vec::new();
    for &(c, _, _) in &step.chain {
        if !seen.contains(&c) {
            seen.push(c);
        }
    }
    seen.len()
}

fn why(step: &Step, _before: &Candidates) -> String {
    let n = n_cells(step);
    let d = words::digits(&step.digits);
    let how = match step.technique {
        // TRANSLATORS: {n} is the number of cells, {digit} the chain's digit.
        Technique::XChain => tr!(
            "Follow the digit {digit} through {n} cell. Each link is either a house where \
             {digit} has only two places (if one is not {digit}, the other is) or two cells that \
             see each other (if one is {digit}, the other is not)."
                | "Follow the digit {digit} through {n} cells. Each link is either a house where \
                   {digit} has only two places (if one is not {digit}, the other is) or two cells \
                   that see each other (if one is {digit}, the other is not)."
                    % n,
            digit = d
        ),
        // TRANSLATORS: {n} is the number of cells, {digits} the chain's digits ("1, 4 and 9").
        Technique::XyChain => tr!(
            "Follow a chain through {n} cell that each have two candidates, on the digits \
             {digits}. If one candidate of such a cell is false, the other is true; a digit that \
             is true leaves the next cell, which sees it."
                | "Follow a chain through {n} cells that each have two candidates, on the digits \
                   {digits}. If one candidate of such a cell is false, the other is true; a digit \
                   that is true leaves the next cell, which sees it."
                    % n,
            digits = d
        ),
        // TRANSLATORS: {n} is the number of cells, {digits} the chain's digits ("1, 4 and 9").
        _ => tr!(
            "Follow a chain through {n} cell on the digits {digits}, through cells with two \
             candidates and houses where a digit has only two places: in both, if one is false, \
             the other is true, and a true digit leaves every cell that sees it."
                | "Follow a chain through {n} cells on the digits {digits}, through cells with two \
                   candidates and houses where a digit has only two places: in both, if one is \
                   false, the other is true, and a true digit leaves every cell that sees it."
                    % n,
            digits = d
        ),
    };
    words::sentences(&[how.as_str(), conclusion(step)])
}

/// Branches longer than this are shortened in words.
const LONG_BRANCH: usize = 10;

/// The chain of a step in the player's words, one sentence per branch.
pub(super) fn walk(step: &Step) -> Option<String> {
    let branches = branches(step);
    if branches.is_empty() {
        return None;
    }
    let sentences: Vec<String> = branches
        .iter()
        .map(|b| {
            let last = b.len().saturating_sub(1);
            let place = |i: usize| match i {
                0 => Place::Start,
                i if i == last => Place::End,
                _ => Place::Step,
            };
            let facts: Vec<String> = b
                .iter()
                .enumerate()
                .map(|(i, &(c, d, on))| words::fact_in_chain(c, d, on, place(i)))
                .collect();
            let shown: Vec<String> = if facts.len() > LONG_BRANCH {
                // From the fifth fact to the third from the end.
                let later = facts.len() - 7;
                let mut v = facts[..5].to_vec();
                // TRANSLATORS: a shortened stretch of a chain: {n} steps later, {fact} holds
                // ("row 3, column 4 is 5", worded as a fact with more after it).
                v.push(tr!(
                    "{n} step later, {fact}" | "{n} steps later, {fact}" % later,
                    fact = facts[facts.len() - 3]
                ));
                v.extend_from_slice(&facts[facts.len() - 2..]);
                v
            } else {
                facts
            };
            match shown.split_first() {
                Some((first, rest)) if !rest.is_empty() => {
                    // TRANSLATORS: the separator between the facts of a chain after its first
                    // ("If A, then B, then C."), spaces included.
                    let then = tr!("chain" => ", then ");
                    // TRANSLATORS: a chain followed fact by fact: {first} is its first fact, the
                    // assumption ("row 1, column 1 is 5"), {rest} the facts it leads to, joined
                    // by the chain's separator (", then "). Each fact is worded for its place
                    // (the messages with the contexts "chain start", "chain step" and "chain
                    // end"), so a language can join them by the forms of its verbs.
                    tr!(
                        "If {first}, then {rest}.",
                        first = first,
                        rest = rest.join(then)
                    )
                }
                // TRANSLATORS: a chain of one fact ("Row 1, column 1 is 5."), as a sentence.
                Some((_, _)) => {
                    let (c, d, on) = b[0];
                    tr!("{fact}.", fact = words::capitalize(&words::fact(c, d, on)))
                }
                None => String::new(),
            }
        })
        .collect();
    Some(words::sentences(&sentences))
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, remove};
    use super::*;

    fn link(r: usize, c: usize, d: u8, on: bool) -> Link {
        let cell = Cell::from_row_col(r - 1, c - 1).expect("cell");
        (cell, Digit::new(d).expect("digit"), on)
    }

    #[test]
    fn forcing_branches_end_at_the_conclusion() {
        let mut step = Step::new(Technique::CellForcingChain);
        let end = link(5, 5, 7, false);
        step.eliminations = vec![(end.0, end.1)];
        step.chain = vec![
            link(1, 1, 1, true),
            link(1, 5, 1, false),
            end,
            link(1, 1, 2, true),
            end,
        ];
        assert_eq!(branches(&step).len(), 2);
        assert_eq!(shape(&step), Shape::EveryChoice);
        assert_eq!(
            walk(&step).as_deref(),
            Some(
                "If row 1, column 1 is 1, then row 1, column 5 is not 1, then row 5, column 5 \
                 is not 7. If row 1, column 1 is 2, then row 5, column 5 is not 7."
            )
        );
        // The one-line form keeps its own cut.
        assert_eq!(
            line(&step),
            "r1c1=1 -> r1c5<>1 -> r5c5<>7 -> r1c1=2 -> r5c5<>7"
        );
    }

    #[test]
    fn long_branches_are_shortened_in_words() {
        let mut step = Step::new(Technique::XChain);
        step.chain = (1..=9)
            .flat_map(|c| [link(1, c, 4, c % 2 == 1), link(2, c, 4, c % 2 == 0)])
            .collect();
        step.eliminations = vec![(step.chain[0].0, step.chain[0].1)];
        assert_eq!(shape(&step), Shape::Contradiction);
        let text = walk(&step).unwrap_or_default();
        assert!(
            text.contains(", then 11 steps later, row 2, column 8 is 4, "),
            "{text}"
        );
        assert_eq!(text.matches(" is ").count(), 8, "{text}");
    }

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
