//! Killer practice positions: for each of Killer's own techniques, positions of generated Killers
//! where that technique is the Killer ladder's next step, every earlier step made.
//!
//! They are found offline (`examples/build_killer_practice.rs`) and shipped in
//! `bank/killer_practice.txt`. Lines starting with `#` are comments (the first ones say how the
//! file was made); every other line is one position:
//!
//! ```text
//! <technique name> TAB <killer> TAB <cells> TAB <removed>
//! ```
//!
//! - the technique as [`KillerTechnique::name`] gives it;
//! - the Killer in its text form (a cage map and the sums, see `format.rs`);
//! - the cells and the removed candidates as the classic practice positions write them
//!   (`sudoku/practice.rs`): `a-i` for a digit placed by an earlier step, `.` for an empty cell,
//!   then each candidate removed beyond those the filled cells rule out, or `-`.
//!
//! The positions of a technique are distinct. Reading one takes no solving; finding its step
//! runs the Killer ladder once on it.

use super::super::practice::{decode_position, encode_position};
use super::super::strategy::Candidates;
use super::{Killer, KillerStep, KillerTechnique, next_killer_step};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::sync::{Arc, OnceLock};

/// The shipped positions (see the module's header for the format).
const FILE: &str = include_str!("../bank/killer_practice.txt");

/// A Killer practice position: the puzzle, the position, and the step to find there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KillerPosition {
    /// The technique to practise; the technique of [`KillerPosition::step`].
    pub technique: KillerTechnique,
    /// The puzzle (its cages and sums).
    pub killer: Arc<Killer>,
    /// The position: the filled cells and the candidates of the empty ones.
    pub candidates: Candidates,
    /// The Killer ladder's next step in the position.
    pub step: KillerStep,
}

/// The shipped lines of each of Killer's own techniques, in [`KillerTechnique::OWN`] order.
fn lines() -> &'static [Vec<&'static str>] {
    static LINES: OnceLock<Vec<Vec<&'static str>>> = OnceLock::new();
    LINES.get_or_init(|| {
        let mut by: Vec<Vec<&'static str>> = vec![Vec::new(); KillerTechnique::OWN.len()];
        for line in FILE
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let name = line.split('\t').next().unwrap_or_default();
            if let Some(i) = KillerTechnique::OWN.iter().position(|t| t.name() == name) {
                by[i].push(line);
            }
        }
        by
    })
}

fn lines_of(technique: KillerTechnique) -> &'static [&'static str] {
    KillerTechnique::OWN
        .iter()
        .position(|&t| t == technique)
        .and_then(|i| lines().get(i))
        .map_or(&[], Vec::as_slice)
}

/// How many positions of `technique` are shipped (none for a classic technique).
pub fn count(technique: KillerTechnique) -> usize {
    lines_of(technique).len()
}

/// The `index`th shipped position of `technique`, with its step; `None` past the end, or if the
/// Killer ladder's next step there is not of that technique (the tests check that none is).
pub fn position(technique: KillerTechnique, index: usize) -> Option<KillerPosition> {
    let (t, killer, candidates) = parse_entry(lines_of(technique).get(index)?)?;
    with_step(t, Arc::new(killer), candidates)
}

/// The position with its step, when the Killer ladder's next step is of `technique`.
fn with_step(
    technique: KillerTechnique,
    killer: Arc<Killer>,
    candidates: Candidates,
) -> Option<KillerPosition> {
    let step = next_killer_step(&killer, &candidates).filter(|s| s.technique == technique)?;
    Some(KillerPosition {
        technique,
        killer,
        candidates,
        step,
    })
}

/// A round of `n` positions of `technique` (all of them when fewer are shipped), in an order
/// drawn from `seed`. The same seed gives the same round. (Unlike the classic positions they are
/// shown as shipped: a Killer's cages allow few symmetries.)
pub fn round(technique: KillerTechnique, seed: u64, n: usize) -> Vec<KillerPosition> {
    let mut order: Vec<usize> = (0..count(technique)).collect();
    order.shuffle(&mut ChaCha8Rng::seed_from_u64(seed));
    order
        .into_iter()
        .filter_map(|i| position(technique, i))
        .take(n)
        .collect()
}

/// The shipped line of a position of `technique` in `killer` (see the module's header);
/// [`parse_entry`] reads it back. `None` for a Killer with more cages than its text form names.
pub fn entry_line(
    technique: KillerTechnique,
    killer: &Killer,
    position: &Candidates,
) -> Option<String> {
    let text = killer.to_text().ok()?;
    let (cells, removed) = encode_position(killer.givens(), position);
    Some(format!("{}\t{text}\t{cells}\t{removed}", technique.name()))
}

/// Reads a shipped line: the technique, the Killer and the position; `None` when the line is not
/// one [`entry_line`] writes.
pub fn parse_entry(line: &str) -> Option<(KillerTechnique, Killer, Candidates)> {
    let mut parts = line.trim_end_matches(['\r', '\n']).split('\t');
    let (Some(name), Some(text), Some(cells), Some(removed), None) = (
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
    ) else {
        return None;
    };
    let technique: KillerTechnique = name.parse().ok()?;
    if matches!(technique, KillerTechnique::Classic(_)) {
        return None;
    }
    let killer = Killer::from_line(text).ok()?;
    let (givens, position) = decode_position(cells, removed)?;
    (givens == *killer.givens()).then_some((technique, killer, position))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_own_technique_has_positions_whose_next_step_is_it() {
        for t in KillerTechnique::OWN {
            let n = count(t);
            assert!(n >= 10, "{t}: {n} positions");
            for i in 0..n {
                let p = position(t, i).unwrap_or_else(|| panic!("{t} {i}: not its step"));
                assert_eq!(p.step.technique, t);
                let back = entry_line(t, &p.killer, &p.candidates).unwrap();
                assert_eq!(back, lines_of(t)[i]);
            }
        }
        assert_eq!(
            count(KillerTechnique::Classic(crate::sudoku::Technique::XWing)),
            0
        );
        assert!(parse_entry("rule of 45\tAB 3\t.\t-").is_none());
        assert!(parse_entry("X-wing\tx\ty\tz").is_none());
    }

    #[test]
    fn rounds_are_distinct_and_seeded() {
        let t = KillerTechnique::RuleOf45;
        let a = round(t, 7, 10);
        assert_eq!(a.len(), 10.min(count(t)));
        assert_eq!(a, round(t, 7, 10));
        for (i, p) in a.iter().enumerate() {
            assert!(
                a[..i]
                    .iter()
                    .all(|q| q.candidates != p.candidates || q.killer != p.killer)
            );
        }
        assert_ne!(a, round(t, 8, 10));
    }
}
