//! Intersections: pointing (a digit confined to one line within a box, 2.6) and claiming (a
//! digit confined to one box within a line, 2.8).

use super::picture::{self, HouseRole, Picture};
use super::{Candidates, Explainer, Step, Technique, cell, digit, list, words};
use crate::sudoku::geometry::{CELL_HOUSES, FIRST_BOX, HOUSE_CELLS};
use crate::sudoku::grid::House;
use crate::tr;

/// How pointing and claiming are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The overlap's candidates of the digit, the house they are confined in (the unit) and the
/// crossing house that loses the digit elsewhere (the cover).
fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = picture::generic(step, before);
    let mut inside = step.cells.clone();
    inside.extend(step.eliminations.first().map(|&(c, _)| c));
    for h in picture::common_houses(&inside) {
        if Some(h) != step.house {
            p.house(h, HouseRole::Cover);
        }
    }
    p
}

/// The first pointing step, else the first claiming step.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    find_kind(c, true).or_else(|| find_kind(c, false))
}

fn find_kind(c: &Candidates, pointing: bool) -> Option<Step> {
    let cands = c.cands_raw();
    let bases = if pointing {
        FIRST_BOX..27
    } else {
        0..FIRST_BOX
    };
    for h in bases {
        for d in 0..9 {
            let bit = 1u16 << d;
            let cells: Vec<usize> = HOUSE_CELLS[h]
                .iter()
                .map(|&x| usize::from(x))
                .filter(|&x| cands[x] & bit != 0)
                .collect();
            if cells.len() < 2 {
                continue;
            }
            // The other house all these cells share: a line for pointing, the box for claiming.
            let kinds: &[usize] = if pointing { &[0, 1] } else { &[2] };
            let targets: Vec<usize> = kinds
                .iter()
                .map(|&k| CELL_HOUSES[cells[0]][k])
                .filter(|&t| cells.iter().all(|&x| CELL_HOUSES[x].contains(&t)))
                .map(usize::from)
                .collect();
            for t in targets {
                let elims: Vec<_> = HOUSE_CELLS[t]
                    .iter()
                    .map(|&x| usize::from(x))
                    .filter(|x| !cells.contains(x) && cands[*x] & bit != 0)
                    .map(|x| (cell(x), digit(d)))
                    .collect();
                if !elims.is_empty() {
                    let mut step = Step::new(if pointing {
                        Technique::Pointing
                    } else {
                        Technique::Claiming
                    });
                    step.house = House::from_index(h);
                    step.cells = cells.iter().map(|&x| cell(x)).collect();
                    step.digits = vec![digit(d)];
                    step.eliminations = elims;
                    return Some(step);
                }
            }
        }
    }
    None
}

fn line(step: &Step) -> String {
    let house = step.house.map_or_else(String::new, |h| h.to_string());
    format!(
        "in {house}, {} lies only in {}, so it leaves the other cells they share",
        list(&step.digits),
        list(&step.cells)
    )
}

/// The other house that all of the step's cells share (a line for pointing, the box for
/// claiming).
fn shared(step: &Step) -> Option<House> {
    let first = step.cells.first()?;
    first.houses().into_iter().find(|&h| {
        Some(h) != step.house
            && matches!(
                (step.technique, h),
                (Technique::Pointing, House::Row(_) | House::Col(_))
                    | (Technique::Claiming, House::Box(_))
            )
            && step.cells.iter().all(|&c| h.contains(c))
    })
}

fn why(step: &Step, _before: &Candidates) -> String {
    let d = words::digits(&step.digits);
    match (step.house, shared(step)) {
        // TRANSLATORS: {base} and {other} are two houses that cross ("box 1", "row 2"), {digit}
        // the digit.
        (Some(base), Some(other)) => tr!(
            "In {base}, every place for {digit} lies in {other}. Whichever of them holds the \
             {digit} of {base} is also the {digit} of {other}, so {other} gets its {digit} from \
             {base}.",
            base = words::house(base),
            other = words::house(other),
            digit = d
        ),
        // TRANSLATORS: {digit} is a digit.
        _ => tr!(
            "Every place for {digit} in one house lies inside another house.",
            digit = d
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, remove};
    use super::*;

    #[test]
    fn pointing_removes_from_the_line() {
        let mut c = cands(&".".repeat(81));
        // In box 1, digit 1 only in row 1 (r1c1, r1c2).
        remove(
            &mut c,
            &[
                (1, 3, 1),
                (2, 1, 1),
                (2, 2, 1),
                (2, 3, 1),
                (3, 1, 1),
                (3, 2, 1),
                (3, 3, 1),
            ],
        );
        let step = find(&c).expect("pointing");
        assert_eq!(step.technique, Technique::Pointing);
        assert_eq!(
            elims(&step),
            (4..=9).map(|col| (1, col, 1)).collect::<Vec<_>>()
        );
    }

    #[test]
    fn claiming_removes_from_the_box() {
        let mut c = cands(&".".repeat(81));
        // In row 1, digit 1 only in box 1; box 1 keeps 1 elsewhere in rows 2-3.
        remove(&mut c, &(4..=9).map(|col| (1, col, 1)).collect::<Vec<_>>());
        let step = find(&c).expect("claiming");
        assert_eq!(step.technique, Technique::Claiming);
        assert_eq!(elims(&step).len(), 6);
        assert!(
            elims(&step)
                .iter()
                .all(|&(r, col, d)| r > 1 && col <= 3 && d == 1)
        );
    }

    #[test]
    fn nothing_on_an_open_grid() {
        assert!(find(&cands(&".".repeat(81))).is_none());
    }
}
