//! XY-wing: a bivalue pivot `xy` sees pincers `xz` and `yz`; whichever digit the pivot takes,
//! one pincer is `z`, so `z` leaves every cell that sees both pincers (4.2).

use super::picture::{self, CellRole, Picture};
use super::{Candidates, Explainer, Step, Technique, cell, digit, list, words};
use crate::sudoku::geometry::{PEERS, sees};
use crate::tr;

/// How XY-wings are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The pivot and pincers with all their candidates, and the chain through them: a pincer that
/// is not the eliminated digit holds the digit it shares with the pivot, so the pivot holds its
/// other digit, so the other pincer holds the eliminated digit.
fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = Picture::default();
    if let ([pivot, a, b], Some(&z)) = (&step.cells[..], step.digits.first()) {
        p.cell(*pivot, CellRole::Pivot);
        p.cells(&[*a, *b], CellRole::Pattern);
        p.cause_candidates(before, &step.cells, &[]);
        if let Some(x) = picture::other_digit(before, *a, z)
            && let Some(y) = picture::other_digit(before, *pivot, x)
        {
            p.chain(&[
                (*a, z, false),
                (*a, x, true),
                (*pivot, x, false),
                (*pivot, y, true),
                (*b, y, false),
                (*b, z, true),
            ]);
        }
    }
    p.finish(step, before)
}

/// The first XY-wing with an elimination.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    let cands = c.cands_raw();
    for pivot in 0..81 {
        let pm = cands[pivot];
        if pm.count_ones() != 2 {
            continue;
        }
        let wings: Vec<usize> = PEERS[pivot]
            .iter()
            .map(|&p| usize::from(p))
            .filter(|&p| cands[p].count_ones() == 2 && (cands[p] & pm).count_ones() == 1)
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let z = cands[a] & cands[b] & !pm;
                if z.count_ones() != 1 || (cands[a] | cands[b]) & pm != pm {
                    continue;
                }
                let elims: Vec<_> = (0..81)
                    .filter(|&x| x != pivot && cands[x] & z != 0 && sees(x, a) && sees(x, b))
                    .map(|x| (cell(x), digit(z.trailing_zeros() as usize)))
                    .collect();
                if elims.is_empty() {
                    continue;
                }
                let mut step = Step::new(Technique::XyWing);
                step.cells = vec![cell(pivot), cell(a), cell(b)];
                step.digits = vec![digit(z.trailing_zeros() as usize)];
                step.eliminations = elims;
                return Some(step);
            }
        }
    }
    None
}

/// The compact line shared by XY- and XYZ-wings.
pub(super) fn line(step: &Step) -> String {
    format!(
        "pivot and pincers {} force {} into one of the pincers",
        list(&step.cells),
        list(&step.digits)
    )
}

fn why(step: &Step, before: &Candidates) -> String {
    let [pivot, a, b] = step.cells[..] else {
        return tr!("A pivot with two candidates sees two pincers that share a third digit.")
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
         digit the pivot takes, one pincer loses that digit and must be {digit}.",
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
        keep_only(&mut c, 1, 1, &[1, 2]); // pivot
        keep_only(&mut c, 1, 5, &[1, 3]); // pincer in the row
        keep_only(&mut c, 5, 1, &[2, 3]); // pincer in the column
        let step = find(&c).expect("xy-wing");
        assert_eq!(elims(&step), vec![(5, 5, 3)]);
    }

    #[test]
    fn no_wing_when_pincers_do_not_share_z() {
        let mut c = cands(&".".repeat(81));
        keep_only(&mut c, 1, 1, &[1, 2]);
        keep_only(&mut c, 1, 5, &[1, 3]);
        keep_only(&mut c, 5, 1, &[2, 4]);
        assert!(find(&c).is_none());
    }
}
