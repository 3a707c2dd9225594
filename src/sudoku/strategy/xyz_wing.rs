//! XYZ-wing: a pivot `xyz` sees pincers `xz` and `yz`; one of the three holds `z`, so `z`
//! leaves every cell that sees all three (4.4).

use super::picture::{CellRole, Picture};
use super::{Candidates, Explainer, Step, Technique, cell, digit, words};
use crate::sudoku::geometry::{PEERS, sees};
use crate::tr;

/// How XYZ-wings are explained (the compact line is the XY-wing's).
pub(super) const EXPLAIN: Explainer =
    Explainer::new(super::xy_wing::line, why).with_picture(picture);

/// The pivot and pincers with all their candidates (no chain: the pivot has three).
fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = Picture::default();
    if let Some((&pivot, pincers)) = step.cells.split_first() {
        p.cell(pivot, CellRole::Pivot);
        p.cells(pincers, CellRole::Pattern);
    }
    p.cause_candidates(before, &step.cells, &[]);
    p.finish(step, before)
}

/// The first XYZ-wing with an elimination.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    let cands = c.cands_raw();
    for pivot in 0..81 {
        let pm = cands[pivot];
        if pm.count_ones() != 3 {
            continue;
        }
        let wings: Vec<usize> = PEERS[pivot]
            .iter()
            .map(|&p| usize::from(p))
            .filter(|&p| cands[p].count_ones() == 2 && cands[p] & pm == cands[p])
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let z = cands[a] & cands[b];
                if z.count_ones() != 1 || cands[a] == cands[b] {
                    continue;
                }
                let elims: Vec<_> = (0..81)
                    .filter(|&x| {
                        x != pivot
                            && cands[x] & z != 0
                            && sees(x, a)
                            && sees(x, b)
                            && sees(x, pivot)
                    })
                    .map(|x| (cell(x), digit(z.trailing_zeros() as usize)))
                    .collect();
                if elims.is_empty() {
                    continue;
                }
                let mut step = Step::new(Technique::XyzWing);
                step.cells = vec![cell(pivot), cell(a), cell(b)];
                step.digits = vec![digit(z.trailing_zeros() as usize)];
                step.eliminations = elims;
                return Some(step);
            }
        }
    }
    None
}

fn why(step: &Step, before: &Candidates) -> String {
    let [pivot, a, b] = step.cells[..] else {
        return tr!("A pivot with three candidates sees two pincers that share one of them.")
            .to_string();
    };
    let z = words::digits(&step.digits);
    let can = |c| words::either(&before.candidates(c));
    // TRANSLATORS: {pivot}, {pincer1} and {pincer2} are cell names ("row 6, column 2"); each
    // "…_digits" the candidates of that cell as alternatives ("2 or 7"); {digit} the digit the
    // pincers share.
    tr!(
        "The pivot at {pivot} can only be {pivot_digits}. The pincer at {pincer1} can only be \
         {pincer1_digits}, and the pincer at {pincer2} can only be {pincer2_digits}. Whichever \
         digit the pivot takes, one of these three cells must be {digit}.",
        pivot = words::cell(pivot),
        pivot_digits = can(pivot),
        pincer1 = words::cell(a),
        pincer1_digits = can(a),
        pincer2 = words::cell(b),
        pincer2_digits = can(b),
        digit = z
    )
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, keep_only};
    use super::*;

    #[test]
    fn finds_the_wing() {
        let mut c = cands(&".".repeat(81));
        keep_only(&mut c, 1, 1, &[1, 2, 3]); // pivot
        keep_only(&mut c, 1, 5, &[1, 3]); // pincer in the row
        keep_only(&mut c, 2, 2, &[2, 3]); // pincer in the box
        let step = find(&c).expect("xyz-wing");
        // Cells seeing all three: row 1 inside box 1.
        assert_eq!(elims(&step), vec![(1, 2, 3), (1, 3, 3)]);
    }

    #[test]
    fn no_wing_when_pincer_is_outside_the_pivot() {
        let mut c = cands(&".".repeat(81));
        keep_only(&mut c, 1, 1, &[1, 2, 3]);
        keep_only(&mut c, 1, 5, &[1, 4]);
        keep_only(&mut c, 2, 2, &[2, 4]);
        assert!(find(&c).is_none());
    }
}
