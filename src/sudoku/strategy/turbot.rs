//! Two strong links on one digit joined by a weak link: skyscraper (two parallel lines, 4.0),
//! two-string kite (a row and a column, 4.1) and turbot fish (a box is involved, 4.2).
//!
//! If `a = b` and `c = e` are the only two places of a digit in their houses and `b` sees `c`,
//! then `a` or `e` holds the digit, so it leaves every cell that sees both. The Sudoku Exchange
//! ratings of the SE-rated corpus put these patterns at 4.0–4.2, below the general X-chain.

use super::picture::{self, HouseRole, Picture};
use super::{Candidates, Explainer, Step, Technique, cell, digit, words};
use crate::sudoku::geometry::{CELL_HOUSES, HOUSE_CELLS, sees};
use crate::sudoku::grid::{Cell, Digit, House};
use crate::tr;

/// How skyscrapers, two-string kites and turbot fish are explained (the compact line is the
/// chain's).
pub(super) const EXPLAIN: Explainer =
    Explainer::new(super::chains::line, why).with_picture(picture);

/// The four cells, their candidates of the digit, the chain strong, weak, strong, and the
/// houses of the two strong links.
fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = picture::generic(step, before);
    if let (Some(&d), [a, b, c, e]) = (step.digits.first(), &step.cells[..]) {
        for (x, y) in [(*a, *b), (*c, *e)] {
            if let Some(h) = picture::strong_house(before, x, y, d) {
                p.house(h, HouseRole::StrongLink);
            }
        }
    }
    p
}

/// The easiest such pattern with an elimination.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    let cands = c.cands_raw();
    let mut best: Option<Step> = None;
    for d in 0..9 {
        let bit = 1u16 << d;
        // Strong links: (house, a, b).
        let mut links = Vec::new();
        for (h, cells) in HOUSE_CELLS.iter().enumerate() {
            let places: Vec<usize> = cells
                .iter()
                .map(|&x| usize::from(x))
                .filter(|&x| cands[x] & bit != 0)
                .collect();
            if places.len() == 2 {
                links.push((h, places[0], places[1]));
            }
        }
        for (i, &(h1, p1, q1)) in links.iter().enumerate() {
            for &(h2, p2, q2) in &links[i + 1..] {
                for (a, b) in [(p1, q1), (q1, p1)] {
                    for (cc, e) in [(p2, q2), (q2, p2)] {
                        if [a, b].contains(&cc) || [a, b].contains(&e) || !sees(b, cc) {
                            continue;
                        }
                        // Both ends in one house would make this a plain locked set.
                        let (k1, k2) = (kind(h1), kind(h2));
                        if k1 == k2 && shares_line(a, e) {
                            continue;
                        }
                        let technique = match (k1, k2) {
                            (Kind::Row, Kind::Row) | (Kind::Col, Kind::Col) => {
                                Technique::Skyscraper
                            }
                            (Kind::Row | Kind::Col, Kind::Row | Kind::Col) => {
                                Technique::TwoStringKite
                            }
                            _ => Technique::TurbotFish,
                        };
                        if best.as_ref().is_some_and(|s| s.technique <= technique) {
                            continue;
                        }
                        let elims: Vec<_> = (0..81)
                            .filter(|&x| {
                                cands[x] & bit != 0
                                    && ![a, b, cc, e].contains(&x)
                                    && sees(x, a)
                                    && sees(x, e)
                            })
                            .map(|x| (cell(x), digit(d)))
                            .collect();
                        if elims.is_empty() {
                            continue;
                        }
                        let mut step = Step::new(technique);
                        step.cells = vec![cell(a), cell(b), cell(cc), cell(e)];
                        step.digits = vec![digit(d)];
                        step.chain = vec![
                            (cell(a), digit(d), false),
                            (cell(b), digit(d), true),
                            (cell(cc), digit(d), false),
                            (cell(e), digit(d), true),
                        ];
                        step.eliminations = elims;
                        best = Some(step);
                    }
                }
            }
        }
        if best
            .as_ref()
            .is_some_and(|s| s.technique == Technique::Skyscraper)
        {
            return best;
        }
    }
    best
}

/// The kind of a strong link's house.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Row,
    Col,
    Box,
}

/// The kind of house index `h`.
fn kind(h: usize) -> Kind {
    match House::from_index(h) {
        Some(House::Row(_)) => Kind::Row,
        Some(House::Col(_)) => Kind::Col,
        _ => Kind::Box,
    }
}

/// Whether cells `a` and `b` lie in one row or one column.
fn shares_line(a: usize, b: usize) -> bool {
    let (p, q) = (CELL_HOUSES[a], CELL_HOUSES[b]);
    p[0] == q[0] || p[1] == q[1]
}

/// A house shared by `a` and `b` where `d` has exactly these two places in `before`.
fn link_house(before: &Candidates, a: Cell, b: Cell, d: Digit) -> Option<House> {
    a.houses()
        .into_iter()
        .find(|h| h.contains(b) && h.cells().iter().filter(|&&x| before.has(x, d)).count() == 2)
}

fn why(step: &Step, before: &Candidates) -> String {
    let (Some(&[a, b, c, e]), Some(&d)) = (step.cells.get(..4), step.digits.first()) else {
        return tr!(
            "Two houses each have only two places for a digit, and one place of each sees the \
             other."
        )
        .to_string();
    };
    let link = |x: Cell, y: Cell| match link_house(before, x, y, d) {
        // TRANSLATORS: a clause of the sentence "{link1}; {link2}. …", in lower case (it is
        // capitalised where it starts the sentence): {house} is a house ("row 3"), {digit} a
        // digit, {cells} the two cells within the house ("columns 2 and 7").
        Some(h) => tr!(
            "in {house}, {digit} can only go in {cells}",
            house = words::house(h),
            digit = d,
            cells = words::cells_in(h, &[x, y])
        ),
        // TRANSLATORS: a clause of the sentence "{link1}; {link2}. …", in lower case: {digit}
        // is a digit, {cells} two cells ("row 3, columns 2 and 7").
        None => tr!(
            "{digit} can only go in {cells} in a house they share",
            digit = d,
            cells = words::cells(&[x, y])
        ),
    };
    // TRANSLATORS: {link1} and {link2} are the two clauses "in row 3, 5 can only go in columns
    // 2 and 7"; {inner1} and {inner2} are the cells where they meet, {end1} and {end2} their far
    // ends (cell names, "row 6, column 2"); {digit} is the digit.
    tr!(
        "{link1}; {link2}. The cells at {inner1} and {inner2} see each other, so they cannot both \
         be {digit}: one of the far ends, {end1} or {end2}, must be {digit}.",
        link1 = words::capitalize(&link(a, b)),
        link2 = link(c, e),
        inner1 = words::cell(b),
        inner2 = words::cell(c),
        end1 = words::cell(a),
        end2 = words::cell(e),
        digit = d
    )
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, remove};
    use super::*;

    #[test]
    fn skyscraper_on_two_columns() {
        let mut c = cands(&".".repeat(81));
        // Digit 1: column 1 only at r1 and r7; column 5 only at r3 and r7.
        let rm: Vec<_> = (1..=9)
            .filter(|&r| r != 1 && r != 7)
            .map(|r| (r, 1, 1))
            .chain((1..=9).filter(|&r| r != 3 && r != 7).map(|r| (r, 5, 1)))
            .collect();
        remove(&mut c, &rm);
        let step = find(&c).expect("skyscraper");
        assert_eq!(step.technique, Technique::Skyscraper);
        // Ends r1c1 and r3c5: cells seeing both are r1c4, r1c6 (box 2 / row 1) and r3c2, r3c3.
        assert_eq!(
            elims(&step),
            vec![(1, 4, 1), (1, 6, 1), (3, 2, 1), (3, 3, 1)]
        );
    }

    #[test]
    fn kite_joins_a_row_and_a_column_in_a_box() {
        let mut c = cands(&".".repeat(81));
        // Digit 2: row 1 only at c2 and c8; column 1 only at r3 and r9. r1c2 and r3c1 share box 1.
        let rm: Vec<_> = (1..=9)
            .filter(|&col| col != 2 && col != 8)
            .map(|col| (1, col, 2))
            .chain((1..=9).filter(|&r| r != 3 && r != 9).map(|r| (r, 1, 2)))
            .collect();
        remove(&mut c, &rm);
        let step = find(&c).expect("kite");
        assert_eq!(step.technique, Technique::TwoStringKite);
        assert_eq!(elims(&step), vec![(9, 8, 2)]);
    }

    #[test]
    fn nothing_on_an_open_grid() {
        assert!(find(&cands(&".".repeat(81))).is_none());
    }
}
