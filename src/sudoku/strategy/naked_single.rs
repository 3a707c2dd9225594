//! Naked single: a cell with one candidate left (2.3).

use super::{Candidates, Step, Technique, cell, digit};

/// The first cell with exactly one candidate.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    let cands = c.cands_raw();
    let i = (0..81).find(|&i| cands[i].count_ones() == 1)?;
    let at = cell(i);
    let d = digit(cands[i].trailing_zeros() as usize);
    let mut step = Step::new(Technique::NakedSingle);
    step.cells = vec![at];
    step.digits = vec![d];
    step.placements = vec![(at, d)];
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::super::test_util::cands;
    use super::*;

    #[test]
    fn finds_a_cell_with_one_candidate() {
        // r1c1 sees 2..9 (row 1 has 2-5, column 1 has 6-9).
        let line = format!(
            ".2345....{}",
            "6........7........8........9................................"
        );
        let step = find(&cands(&line[..81])).expect("naked single");
        assert_eq!(step.placements[0].0.index(), 0);
        assert_eq!(step.placements[0].1.get(), 1);
    }

    #[test]
    fn does_not_fire_with_two_candidates() {
        let line = format!(
            ".2345....{}",
            "6........7........................................................"
        );
        assert!(find(&cands(&line[..81])).is_none());
    }
}
