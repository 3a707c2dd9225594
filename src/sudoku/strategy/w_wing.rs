//! W-wing (5.5): two cells that do not see each other both hold exactly `xy`, and a strong link
//! on `x` (a house with only two places for it) has one end seeing each cell. The two cells
//! cannot both be `x` (the link's house would lose its `x`), so one of them is `y`, and `y`
//! leaves every cell that sees both. HoDoKu ranks it with the wings; the SE-rated corpus puts
//! the puzzles that need it at 5.5 and above, so it is rated 5.5.

use super::picture::{CellRole, HouseRole, Picture};
use super::{Candidates, Explainer, Step, Technique, cell, digit, list, mask_digits, words};
use crate::sudoku::geometry::{HOUSE_CELLS, sees};
use crate::sudoku::grid::House;
use crate::tr;

/// How W-wings are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The two bivalue cells with their candidates, the strong link's ends with its digit, the
/// link's house, and the chain: an end cell that is not the eliminated digit holds the linked
/// digit, the link moves it to the other end, so the other cell holds the eliminated digit.
fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = Picture::default();
    if let Some(h) = step.house {
        p.house(h, HouseRole::StrongLink);
    }
    if let ([pc, a, b, q], [y, x]) = (&step.cells[..], &step.digits[..]) {
        p.cells(&[*pc, *q], CellRole::Pattern);
        p.cells(&[*a, *b], CellRole::StrongLink);
        p.cause_candidates(before, &[*pc, *q], &[]);
        p.cause_candidates(before, &[*a, *b], &[*x]);
        p.chain(&[
            (*pc, *y, false),
            (*pc, *x, true),
            (*a, *x, false),
            (*b, *x, true),
            (*q, *x, false),
            (*q, *y, true),
        ]);
    }
    p.finish(step, before)
}

/// The first W-wing with an elimination.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    let cands = c.cands_raw();
    let bivalue: Vec<usize> = (0..81).filter(|&x| cands[x].count_ones() == 2).collect();
    for (i, &p) in bivalue.iter().enumerate() {
        for &q in &bivalue[i + 1..] {
            if cands[p] != cands[q] || sees(p, q) {
                continue;
            }
            for x in mask_digits(cands[p]) {
                let y = (cands[p] & !(1 << x)).trailing_zeros() as usize;
                let elims: Vec<usize> = (0..81)
                    .filter(|&t| t != p && t != q && cands[t] & (1 << y) != 0)
                    .filter(|&t| sees(t, p) && sees(t, q))
                    .collect();
                if elims.is_empty() {
                    continue;
                }
                for (h, house) in HOUSE_CELLS.iter().enumerate() {
                    let places: Vec<usize> = house
                        .iter()
                        .map(|&z| usize::from(z))
                        .filter(|&z| cands[z] & (1 << x) != 0)
                        .collect();
                    let [a, b] = places[..] else {
                        continue;
                    };
                    if [a, b].iter().any(|z| *z == p || *z == q) {
                        continue;
                    }
                    let ends = if sees(a, p) && sees(b, q) {
                        Some((a, b))
                    } else if sees(b, p) && sees(a, q) {
                        Some((b, a))
                    } else {
                        None
                    };
                    let Some((a, b)) = ends else {
                        continue;
                    };
                    let mut step = Step::new(Technique::WWing);
                    step.house = House::from_index(h);
                    step.cells = vec![cell(p), cell(a), cell(b), cell(q)];
                    step.marked = vec![cell(a), cell(b)];
                    step.digits = vec![digit(y), digit(x)];
                    step.eliminations = elims.iter().map(|&t| (cell(t), digit(y))).collect();
                    return Some(step);
                }
            }
        }
    }
    None
}

fn line(step: &Step) -> String {
    format!(
        "{} joined by a strong link on {} force {} into one of the ends",
        list(&step.cells),
        step.digits
            .get(1)
            .map_or_else(String::new, ToString::to_string),
        step.digits
            .first()
            .map_or_else(String::new, ToString::to_string)
    )
}

fn why(step: &Step, _before: &Candidates) -> String {
    let ([p, a, b, q], [y, x], Some(h)) = (&step.cells[..], &step.digits[..], step.house) else {
        return tr!("Two equal bivalue cells joined by a strong link on one of their digits.")
            .to_string();
    };
    // TRANSLATORS: {cell1} and {cell2} are the two cells with the same two candidates {x} and
    // {y}; {house} is a house ("row 3") where {x} can only go in the cells {link1} and {link2}
    // (cell names, "row 6, column 2").
    tr!(
        "The cells at {cell1} and {cell2} both hold only {x} and {y}. In {house}, {x} can only \
         go in {link1} or {link2}, which see one of them each, so they cannot both be {x}: one \
         of them is {y}.",
        cell1 = words::cell(*p),
        cell2 = words::cell(*q),
        x = x,
        y = y,
        house = words::house(h),
        link1 = words::cell(*a),
        link2 = words::cell(*b)
    )
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, keep_only, remove};
    use super::*;

    #[test]
    fn w_wing_removes_the_other_digit() {
        let mut c = cands(&".".repeat(81));
        // r1c1 and r5c3 hold {4,9}; in row 9, 4 can only go in c1 and c3.
        keep_only(&mut c, 1, 1, &[4, 9]);
        keep_only(&mut c, 5, 3, &[4, 9]);
        let rm: Vec<_> = (2..=9)
            .filter(|&col| col != 3)
            .map(|col| (9, col, 4))
            .collect();
        remove(&mut c, &rm);
        let step = find(&c).expect("w-wing");
        assert_eq!(step.technique, Technique::WWing);
        // Cells seeing r1c1 and r5c3: column... r1c1 and r5c3 share box? No: box 1 vs box 4.
        // Common peers: r1c3 (row 1, column 3), r2c3, r3c3 (box 1, column 3), r5c1, r4c1, r6c1.
        assert_eq!(
            elims(&step),
            vec![
                (1, 3, 9),
                (2, 3, 9),
                (3, 3, 9),
                (4, 1, 9),
                (5, 1, 9),
                (6, 1, 9)
            ]
        );
    }

    #[test]
    fn no_w_wing_without_the_link() {
        let mut c = cands(&".".repeat(81));
        keep_only(&mut c, 1, 1, &[4, 9]);
        keep_only(&mut c, 5, 3, &[4, 9]);
        assert!(find(&c).is_none());
    }
}
