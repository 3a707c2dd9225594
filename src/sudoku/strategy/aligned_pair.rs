//! Aligned pair exclusion (6.2): two cells in one house cannot hold the same digit, and no pair
//! of digits they take may leave a cell that sees both without a candidate. A digit of one cell
//! that fits no allowed pair with the other cell's digits is removed.

use super::picture::{CellRole, Picture};
use super::{Candidates, Explainer, Step, Technique, cell, digit, list, mask_digits, words};
use crate::sudoku::geometry::{PEERS, sees};
use crate::sudoku::grid::Cell;
use crate::tr;

/// How aligned pair exclusions are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The aligned pair and the cells whose candidates rule out its pairs of digits, each with all
/// its candidates.
fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = Picture::default();
    let pair: Vec<_> = step
        .cells
        .iter()
        .copied()
        .filter(|c| !step.marked.contains(c))
        .collect();
    p.cells(&pair, CellRole::Pattern);
    p.cells(&step.marked, CellRole::Subset);
    p.cause_candidates(before, &step.cells, &[]);
    p.cause_candidates(before, &step.marked, &[]);
    p.finish(step, before)
}

/// The first aligned pair exclusion that removes a candidate.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    let cands = c.cands_raw();
    for p in 0..81 {
        if cands[p].count_ones() < 2 {
            continue;
        }
        for &q in PEERS[p].iter() {
            let q = usize::from(q);
            if q < p || cands[q].count_ones() < 2 {
                continue;
            }
            // The bivalue cells that see both: each forbids the pair of its two digits.
            let excluders: Vec<usize> = (0..81)
                .filter(|&e| e != p && e != q && cands[e].count_ones() == 2)
                .filter(|&e| sees(e, p) && sees(e, q))
                .collect();
            if excluders.is_empty() {
                continue;
            }
            let allowed = |a: usize, b: usize| {
                a != b && {
                    let m = (1u16 << a) | (1 << b);
                    excluders.iter().all(|&e| cands[e] & !m != 0)
                }
            };
            let mut elims = Vec::new();
            for (x, y) in [(p, q), (q, p)] {
                for a in mask_digits(cands[x]) {
                    if !mask_digits(cands[y]).any(|b| allowed(a, b)) {
                        elims.push((cell(x), digit(a)));
                    }
                }
            }
            if elims.is_empty() {
                continue;
            }
            let used: Vec<usize> = excluders
                .iter()
                .copied()
                .filter(|&e| {
                    elims.iter().any(|&(x, a)| {
                        let a = usize::from(a.get() - 1);
                        let y = if x.index() == p { q } else { p };
                        mask_digits(cands[y]).any(|b| a != b && cands[e] == (1 << a) | (1 << b))
                    })
                })
                .collect();
            let mut step = Step::new(Technique::AlignedPairExclusion);
            step.cells = vec![cell(p), cell(q)];
            step.marked = used.iter().map(|&e| cell(e)).collect();
            step.cells.extend(step.marked.clone());
            step.digits = elims.iter().map(|&(_, d)| d).collect();
            step.digits.dedup();
            step.eliminations = elims;
            return Some(step);
        }
    }
    None
}

fn line(step: &Step) -> String {
    format!(
        "no pair of digits for {} leaves each of {} a candidate",
        list(&step.cells[..2.min(step.cells.len())]),
        list(&step.marked)
    )
}

fn why(step: &Step, before: &Candidates) -> String {
    let [p, q] = step.cells[..2.min(step.cells.len())] else {
        return tr!("Two cells in one house, and cells that see both.").to_string();
    };
    let pairs: Vec<String> = step
        .marked
        .iter()
        .map(|&e: &Cell| {
            // TRANSLATORS: an item of a list of cells and their candidates: {cell} is a cell's
            // name ("row 6, column 2"), {digits} its candidates ("2 and 7").
            tr!(
                "{cell} holds only {digits}",
                cell = words::cell(e),
                digits = words::digits(&before.candidates(e))
            )
        })
        .collect();
    // TRANSLATORS: {cell1} and {cell2} are cell names ("row 6, column 2"); {limits} is a list
    // of cells and their candidates ("row 1, column 2 holds only 3 and 5 and row 4, column 4
    // holds only 3 and 8").
    tr!(
        "The cells at {cell1} and {cell2} share a house, so they hold two different digits. \
         Cells that see both limit the pairs they can take: {limits}; a pair that uses up both \
         candidates of such a cell is impossible. Some candidates of the two cells belong to no \
         possible pair.",
        cell1 = words::cell(p),
        cell2 = words::cell(q),
        limits = words::and_list(&pairs)
    )
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, keep_only};
    use super::*;

    #[test]
    fn excluded_digit_leaves_the_cell() {
        let mut c = cands(&".".repeat(81));
        // r1c1 {1,2} and r1c2 {1,3}. r1c5 {1,3}... sees both; so does r1c6 {2,3}.
        // Pairs (r1c1, r1c2): (1,3) empties r1c5, (2,1) is fine, (2,3) empties r1c6.
        // So r1c1 = 2, r1c2 = 1: r1c1 loses 1 and r1c2 loses 3.
        keep_only(&mut c, 1, 1, &[1, 2]);
        keep_only(&mut c, 1, 2, &[1, 3]);
        keep_only(&mut c, 1, 5, &[1, 3]);
        keep_only(&mut c, 1, 6, &[2, 3]);
        let step = find(&c).expect("ape");
        assert_eq!(step.technique, Technique::AlignedPairExclusion);
        assert_eq!(elims(&step), vec![(1, 1, 1), (1, 2, 3)]);
        let why = step.why(&c);
        assert!(why.contains("row 1, column 5 holds only 1 and 3"), "{why}");
        assert!(why.contains("row 1, column 6 holds only 2 and 3"), "{why}");
    }

    #[test]
    fn nothing_without_excluding_cells() {
        let mut c = cands(&".".repeat(81));
        keep_only(&mut c, 1, 1, &[1, 2]);
        keep_only(&mut c, 1, 2, &[1, 3]);
        assert!(find(&c).is_none());
    }
}
