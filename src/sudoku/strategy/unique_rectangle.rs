//! Unique rectangles: four cells in two rows, two columns and two boxes that could swap a pair
//! `ab` would give the puzzle two solutions, so a unique puzzle must break the pattern.
//!
//! - Type 1 (4.5): three corners are exactly `ab`; the fourth cannot be `a` or `b`.
//! - Type 2 (4.6): two corners are `ab`, the other two are `abz` on one side; `z` is in one of
//!   them, so it leaves every cell that sees both.
//! - Type 4 (4.6): two corners are `ab`, and in a house holding the other two, `a` has no other
//!   place; then `b` leaves those two corners.

use super::picture::{self, CellRole, HouseRole, Picture};
use super::{
    Candidates, Explainer, Step, Technique, cell, digit, list, mask_digits, seeing_all, words,
};
use crate::sudoku::geometry::{CELL_HOUSES, HOUSE_CELLS, sees};
use crate::sudoku::grid::{Cell, Digit};
use crate::tr;

/// How unique rectangles are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The rectangle's corners with all their candidates, and the house the step confines one of the pair in (type 4), as a strong link.
fn picture(step: &Step, before: &Candidates) -> Picture {
    picture::pattern(step, before, HouseRole::StrongLink, CellRole::Loop, &[]).finish(step, before)
}

/// The easiest unique-rectangle step (type 1, then 2, then 4).
pub(super) fn find(c: &Candidates) -> Option<Step> {
    let cands = c.cands_raw();
    let mut best: Option<Step> = None;
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let at = |r: usize, col: usize| usize::from(HOUSE_CELLS[r][col]);
                    let corners = [at(r1, c1), at(r1, c2), at(r2, c1), at(r2, c2)];
                    // Exactly two boxes: rows in one band xor columns in one stack.
                    let box_of = |x: usize| CELL_HOUSES[x][2];
                    let (b1, b4) = (box_of(corners[0]), box_of(corners[3]));
                    let two_boxes =
                        b1 != b4 && corners.iter().all(|&x| box_of(x) == b1 || box_of(x) == b4);
                    if !two_boxes {
                        continue;
                    }
                    let common = corners.iter().fold(0x1ff, |m, &x| m & cands[x]);
                    if common.count_ones() < 2 || corners.iter().any(|&x| cands[x] == 0) {
                        continue;
                    }
                    for a in mask_digits(common) {
                        for b in mask_digits(common).filter(|&b| b > a) {
                            let pair = (1u16 << a) | (1 << b);
                            if let Some(step) = check(c, &corners, pair) {
                                let better =
                                    best.as_ref().is_none_or(|s| step.technique < s.technique);
                                if better {
                                    if step.technique == Technique::UniqueRectangle1 {
                                        return Some(step);
                                    }
                                    best = Some(step);
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    best
}

fn check(c: &Candidates, corners: &[usize; 4], pair: u16) -> Option<Step> {
    let cands = c.cands_raw();
    let floor: Vec<usize> = corners
        .iter()
        .copied()
        .filter(|&x| cands[x] == pair)
        .collect();
    let roof: Vec<usize> = corners
        .iter()
        .copied()
        .filter(|&x| cands[x] != pair)
        .collect();
    let digits: Vec<_> = mask_digits(pair).map(digit).collect();
    let make = |t: Technique, elims: Vec<(usize, usize)>| {
        let mut step = Step::new(t);
        step.cells = corners.iter().map(|&x| cell(x)).collect();
        step.digits = digits.clone();
        step.eliminations = elims
            .into_iter()
            .map(|(x, d)| (cell(x), digit(d)))
            .collect();
        step
    };
    match floor.len() {
        3 => {
            let x = roof[0];
            let elims: Vec<_> = mask_digits(pair).map(|d| (x, d)).collect();
            Some(make(Technique::UniqueRectangle1, elims))
        }
        2 => {
            let (p, q) = (roof[0], roof[1]);
            if !sees(p, q) {
                return None;
            }
            // Type 2: both roof cells are `ab` plus the same single extra digit.
            let extra_p = cands[p] & !pair;
            if cands[p] == cands[q] && extra_p.count_ones() == 1 {
                let z = extra_p.trailing_zeros() as usize;
                let elims: Vec<_> = seeing_all(cands, extra_p, &[p, q])
                    .into_iter()
                    .map(|x| (x, z))
                    .collect();
                if !elims.is_empty() {
                    return Some(make(Technique::UniqueRectangle2, elims));
                }
            }
            // Type 4: in a house holding both roof cells, one of the pair is confined to them.
            for h in 0..27 {
                let cells = &HOUSE_CELLS[h];
                if !cells.contains(&(p as u8)) || !cells.contains(&(q as u8)) {
                    continue;
                }
                for a in mask_digits(pair) {
                    let b = (pair & !(1 << a)).trailing_zeros() as usize;
                    let confined = cells.iter().all(|&x| {
                        let x = usize::from(x);
                        x == p || x == q || cands[x] & (1 << a) == 0
                    });
                    if confined {
                        let elims = vec![(p, b), (q, b)];
                        return Some(make(Technique::UniqueRectangle4, elims));
                    }
                }
            }
            None
        }
        _ => None,
    }
}

/// The one-line form of a deadly-pattern step: its cells name the pattern, then any cells of a
/// type 3 subset, which are also its marked cells.
pub(super) fn line(step: &Step) -> String {
    format!(
        "{} would form a deadly pattern on {}, which a unique puzzle forbids",
        list(&step.cells[..step.cells.len() - step.marked.len()]),
        list(&step.digits)
    )
}

/// The cells of a pattern that hold more than its pair `mask` (its roof), and their names.
pub(super) fn roof_of(
    pattern: &[Cell],
    mask: u16,
    before: &Candidates,
) -> (Vec<Cell>, words::Name) {
    let roof: Vec<Cell> = pattern
        .iter()
        .copied()
        .filter(|&c| before.mask(c) != mask)
        .collect();
    let names = words::Name::join(
        &roof.iter().map(|&c| words::cell(c)).collect::<Vec<_>>(),
        |items| words::and_list(items),
    );
    (roof, names)
}

/// The pair of a type 4 step split into the digit(s) confined to the roof and the digit the
/// roof loses.
pub(super) fn confined_and_removed(step: &Step) -> (Vec<Digit>, Option<Digit>) {
    let b = step.eliminations.first().map(|&(_, d)| d);
    let a: Vec<_> = step
        .digits
        .iter()
        .copied()
        .filter(|&d| Some(d) != b)
        .collect();
    (a, b)
}

fn why(step: &Step, before: &Candidates) -> String {
    let pair = words::digits(&step.digits);
    // TRANSLATORS: {cells} names the four cells ("rows 2 and 8 of column 4; …"), {pair} the two
    // digits ("3 and 7").
    let pattern = tr!(
        "The cells at {cells} form a rectangle over two rows, two columns and two boxes. If all \
         four held only {pair}, the two digits could swap places and the puzzle would have two \
         solutions, so the pattern must be broken.",
        cells = words::cells(&step.cells),
        pair = pair
    );
    let mask: u16 = step.digits.iter().fold(0, |m, d| m | d.bit());
    let (roof, roof_names) = roof_of(&step.cells, mask, before);
    let rest = match step.technique {
        // TRANSLATORS: {pair} is two digits ("3 and 7"), {corner} a cell's name ("row 6, column
        // 2").
        Technique::UniqueRectangle1 => tr!(
            "Three corners already hold only {pair}, so the fourth corner, {corner}, must break \
             it.",
            pair = pair,
            corner = roof_names
        ),
        Technique::UniqueRectangle2 => {
            let z = step
                .eliminations
                .first()
                .map_or_else(String::new, |(_, d)| d.to_string());
            // TRANSLATORS: {pair} is two digits ("3 and 7"), {corners} two cells ("row 6,
            // column 2 and row 6, column 8"), {digit} their extra candidate.
            tr!(
                "Two corners hold only {pair}; the other two, {corners}, hold just {digit} \
                 besides, so one of them must be {digit}.",
                pair = pair,
                corners = roof_names,
                digit = z
            )
        }
        _ => {
            let (a, b) = confined_and_removed(step);
            let (a_name, b_name) = (
                words::digits(&a),
                b.map_or_else(String::new, |d| d.to_string()),
            );
            let confined = roof.first().and_then(|&p| {
                p.houses().into_iter().find(|h| {
                    roof.iter().all(|&q| h.contains(q))
                        && a.iter().all(|&d| {
                            h.cells()
                                .iter()
                                .all(|&x| roof.contains(&x) || !before.has(x, d))
                        })
                })
            });
            let house = confined.map_or_else(words::a_house_they_share, words::house);
            // TRANSLATORS: {pair} is two digits ("3 and 7"), {house} a house ("row 3"),
            // {confined} the digit of the pair with no other place there, {corners} two cells
            // ("row 6, column 2 and row 6, column 8"), {removed} the other digit of the pair.
            tr!(
                "Two corners hold only {pair}. In {house}, {confined} can only go in the other two \
                 corners, {corners}, so one of them is {confined}; if either were {removed}, the \
                 pattern would be complete.",
                pair = pair,
                house = house,
                confined = a_name,
                corners = roof_names,
                removed = b_name
            )
        }
    };
    words::sentences(&[pattern, rest])
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, keep_only, remove};
    use super::*;

    #[test]
    fn type_1_clears_the_fourth_corner() {
        let mut c = cands(&".".repeat(81));
        keep_only(&mut c, 1, 1, &[4, 7]);
        keep_only(&mut c, 1, 5, &[4, 7]);
        keep_only(&mut c, 3, 1, &[4, 7]);
        let step = find(&c).expect("ur type 1");
        assert_eq!(step.technique, Technique::UniqueRectangle1);
        assert_eq!(elims(&step), vec![(3, 5, 4), (3, 5, 7)]);
    }

    #[test]
    fn type_2_removes_the_shared_extra() {
        let mut c = cands(&".".repeat(81));
        keep_only(&mut c, 1, 1, &[4, 7]);
        keep_only(&mut c, 1, 5, &[4, 7]);
        keep_only(&mut c, 3, 1, &[4, 7, 9]);
        keep_only(&mut c, 3, 5, &[4, 7, 9]);
        let step = find(&c).expect("ur type 2");
        assert_eq!(step.technique, Technique::UniqueRectangle2);
        assert!(elims(&step).iter().all(|&(r, _, d)| r == 3 && d == 9));
        assert_eq!(elims(&step).len(), 7);
    }

    #[test]
    fn type_4_uses_a_strong_link() {
        let mut c = cands(&".".repeat(81));
        keep_only(&mut c, 1, 1, &[4, 7]);
        keep_only(&mut c, 1, 5, &[4, 7]);
        keep_only(&mut c, 3, 1, &[1, 4, 7]);
        keep_only(&mut c, 3, 5, &[2, 4, 7]);
        // 4 in row 3 only at the roof.
        let rm: Vec<_> = [2, 3, 4, 6, 7, 8, 9]
            .iter()
            .map(|&col| (3, col, 4))
            .collect();
        remove(&mut c, &rm);
        let step = find(&c).expect("ur type 4");
        assert_eq!(step.technique, Technique::UniqueRectangle4);
        assert_eq!(elims(&step), vec![(3, 1, 7), (3, 5, 7)]);
    }

    #[test]
    fn no_rectangle_inside_one_box_or_four_boxes() {
        let mut c = cands(&".".repeat(81));
        // Four boxes: rows 1 and 5, columns 1 and 5.
        keep_only(&mut c, 1, 1, &[4, 7]);
        keep_only(&mut c, 1, 5, &[4, 7]);
        keep_only(&mut c, 5, 1, &[4, 7]);
        assert!(find(&c).is_none());
    }
}
