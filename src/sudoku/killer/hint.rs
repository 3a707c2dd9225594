//! Hints for a Killer in play: the same four layers as the classic game's ([`Hint`]), from the
//! Killer ladder. Wrong digits come first, as in the classic game; then the easiest step of the
//! Killer ladder that tells the player something their notes do not already show. A step of
//! Killer's own technique carries its [`KillerStep`]; a classic step found on the way is the
//! classic hint.

use super::super::hint::{
    from_step, region_of, reveal_hint, tells_news, with_entries, wrong_digit_hint,
};
use super::super::strategy::Candidates;
use super::super::{Cell, Grid, Hint, HintAction, NoteMask, Region};
use super::{Killer, KillerStep, apply, next_killer_step};

/// The next hint for a Killer: wrong digits first (the one nearest `near`), then the easiest
/// Killer step that is news to the player's `notes` (81 masks, when given). `entries` holds the
/// player's digits. `None` when the board is solved.
pub fn next_killer_hint(
    killer: &Killer,
    entries: &Grid,
    notes: Option<&[NoteMask]>,
    solution: &Grid,
    near: Option<Cell>,
) -> Option<Hint> {
    let givens = killer.givens();
    if let Some(hint) = wrong_digit_hint(givens, entries, solution, near) {
        return Some(hint);
    }
    let board = with_entries(givens, entries)?;
    let mut cands = Candidates::from_grid(&board);
    match first_killer_news(killer, &mut cands, notes) {
        Some(step) => Some(Hint::of_killer_step(step, killer, &cands)),
        None => reveal_hint(&board, solution),
    }
}

/// The easiest Killer step from `cands` that is news to the player's `notes`: the steps the
/// notes already show are taken silently (applied to `cands`), so `cands` ends as the position
/// the step is found in. `None` when the ladder finds nothing more.
pub(crate) fn first_killer_news(
    killer: &Killer,
    cands: &mut Candidates,
    notes: Option<&[NoteMask]>,
) -> Option<KillerStep> {
    for _ in 0..300 {
        let step = next_killer_step(killer, cands)?;
        if tells_news(&step.placements, &step.eliminations, notes) {
            return Some(step);
        }
        apply(cands, &step);
    }
    None
}

impl Hint {
    /// The hint that explains the Killer `step`, found in the position `before`.
    pub fn of_killer_step(step: KillerStep, killer: &Killer, before: &Candidates) -> Hint {
        if let Some(classic) = step.classic {
            return from_step(classic, before);
        }
        let region = match (step.region_houses(), step.cages.first()) {
            ([house], _) => Region::House(*house),
            ([], Some(&k)) => match killer.cages().get(k).and_then(|c| c.anchor()) {
                Some(anchor) => Region::Cage {
                    anchor,
                    cells: killer.cages()[k].cells().to_vec(),
                },
                None => region_of(&step.group),
            },
            _ => Region::Cells(step.region_cells(killer)),
        };
        let action = HintAction::of_step(&step.placements, &step.eliminations);
        Hint {
            region,
            technique: None,
            explanation: step.why(killer, before),
            chain: None,
            cells: step.involved(),
            action,
            step: None,
            picture: Some(step.picture(killer, before)),
            position: Some(*before),
            killer: Some(step),
            wrong_total: 0,
        }
    }
}
