//! Empty rectangle (4.3): in a box, a digit's places all lie in one row and one column of the
//! box (the box's other four cells, a rectangle, are empty of it). A strong link on the digit in
//! a line outside the box, with one end in the box's row (or column), then forbids the digit in
//! the cell where the box's column (or row) crosses the link's other line.
//!
//! If that cell held the digit, the link's far end would not, so its near end would, in the
//! box's row; the box's digit would then have to be in the box's column, which the cell sees.
//! This is a turbot fish whose box link is a group of cells; it is tried after the turbot fish
//! (4.2) and rated 4.3, where the SE-rated corpus puts the puzzles that need it.

use super::picture::{self, CellRole, HouseRole, LinkKind, Picture};
use super::{Candidates, Explainer, Step, Technique, cell, digit, list, words};
use crate::sudoku::geometry::{FIRST_BOX, HOUSE_CELLS};
use crate::sudoku::grid::House;
use crate::tr;

/// How empty rectangles are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The box's candidates of the digit (its unit), the strong link's ends and house, and the link.
fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = Picture::default();
    if let Some(h) = step.house {
        p.house(h, HouseRole::Unit);
    }
    let inside: Vec<_> = step
        .cells
        .iter()
        .copied()
        .filter(|c| !step.marked.contains(c))
        .collect();
    p.cells(&inside, CellRole::Pattern);
    p.cells(&step.marked, CellRole::StrongLink);
    p.cause_candidates(before, &step.cells, &step.digits);
    if let ([near, far], Some(&d)) = (&step.marked[..], step.digits.first()) {
        if let Some(h) = picture::strong_house(before, *near, *far, d) {
            p.house(h, HouseRole::StrongLink);
        }
        p.link((*near, d), (*far, d), LinkKind::Strong);
    }
    p.finish(step, before)
}

/// The first empty rectangle with an elimination.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    let cands = c.cands_raw();
    for d in 0..9 {
        let bit = 1u16 << d;
        for b in 0..9 {
            let places: Vec<usize> = HOUSE_CELLS[FIRST_BOX + b]
                .iter()
                .map(|&x| usize::from(x))
                .filter(|&x| cands[x] & bit != 0)
                .collect();
            if places.len() < 2 {
                continue;
            }
            let (band, stack) = (b / 3, b % 3);
            for r in band * 3..band * 3 + 3 {
                for col in stack * 3..stack * 3 + 3 {
                    let on_cross = places.iter().all(|&x| x / 9 == r || x % 9 == col);
                    let one_line =
                        places.iter().all(|&x| x / 9 == r) || places.iter().all(|&x| x % 9 == col);
                    if !on_cross || one_line {
                        continue;
                    }
                    // A strong link in a column outside the box's stack, one end in row `r`;
                    // then the transpose: a row outside the band, one end in column `col`.
                    for rows in [true, false] {
                        for line in 0..9 {
                            let outside = if rows {
                                line / 3 != stack
                            } else {
                                line / 3 != band
                            };
                            if !outside {
                                continue;
                            }
                            let link: Vec<usize> = (0..9)
                                .map(|k| if rows { k * 9 + line } else { line * 9 + k })
                                .filter(|&x| cands[x] & bit != 0)
                                .collect();
                            let [e1, e2] = link[..] else {
                                continue;
                            };
                            for (near, far) in [(e1, e2), (e2, e1)] {
                                let (near_ok, target) = if rows {
                                    // Column link: near end in row r, far end's row outside
                                    // the band; the target is in the box's column.
                                    (near / 9 == r && far / 9 / 3 != band, (far / 9) * 9 + col)
                                } else {
                                    (near % 9 == col && far % 9 / 3 != stack, r * 9 + far % 9)
                                };
                                if !near_ok || cands[target] & bit == 0 {
                                    continue;
                                }
                                let mut step = Step::new(Technique::EmptyRectangle);
                                step.house = House::from_index(FIRST_BOX + b);
                                step.cells = places.iter().map(|&x| cell(x)).collect();
                                step.marked = vec![cell(near), cell(far)];
                                step.cells.extend(step.marked.clone());
                                step.digits = vec![digit(d)];
                                step.eliminations = vec![(cell(target), digit(d))];
                                return Some(step);
                            }
                        }
                    }
                }
            }
        }
    }
    None
}

fn line(step: &Step) -> String {
    format!(
        "{} in {} lies on one row and one column of its box; with the strong link {} it cannot \
         be where they cross",
        list(&step.digits),
        list(&step.cells[..step.cells.len() - step.marked.len()]),
        list(&step.marked)
    )
}

fn why(step: &Step, _before: &Candidates) -> String {
    let (Some(&d), Some(House::Box(b)), [near, far]) =
        (step.digits.first(), step.house, &step.marked[..])
    else {
        return tr!("A digit in a box on one row and one column, joined to a strong link.")
            .to_string();
    };
    let box_cells = &step.cells[..step.cells.len() - 2];
    let link_house = if near.col() == far.col() {
        House::Col(near.col() as u8)
    } else {
        House::Row(near.row() as u8)
    };
    let bx = House::Box(b);
    // The box's row (or column) through the link's near end, and its column (or row) that
    // holds the box's other places.
    let (box_line, other_line) = if near.col() == far.col() {
        let r = near.row();
        let col = box_cells
            .iter()
            .find(|x| x.row() != r)
            .map_or(0, |x| x.col());
        (House::Row(r as u8), House::Col(col as u8))
    } else {
        let col = near.col();
        let r = box_cells
            .iter()
            .find(|x| x.col() != col)
            .map_or(0, |x| x.row());
        (House::Col(col as u8), House::Row(r as u8))
    };
    let target = step
        .eliminations
        .first()
        .map_or_else(words::Name::default, |&(t, _)| words::cell(t));
    // TRANSLATORS: {box} is the box ("box 5"), {box_line} and {other_line} a row and a column
    // through it ("row 4", "column 6"), {link_house} the line of the strong link ("column 2"),
    // {near} and {far} the two cells of that link and {target} the cell that loses the digit
    // (cell names, "row 6, column 2"), {digit} the digit.
    tr!(
        "In {box}, {digit} can only go in {box_line} or {other_line}. In {link_house}, {digit} \
         can only go in {near} or {far}. If {target} were {digit}, {far} would not be, so {near} \
         would be; then {digit} could go neither in {box_line} nor in {other_line} of {box}, and \
         the box would have no place for it.",
        box = words::house(bx),
        digit = d,
        box_line = words::house(box_line),
        other_line = words::house(other_line),
        link_house = words::house(link_house),
        near = words::cell(*near),
        far = words::cell(*far),
        target = target
    )
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, remove};
    use super::*;

    #[test]
    fn box_cross_and_a_column_link() {
        let mut c = cands(&".".repeat(81));
        // Digit 3 in box 5 only in row 5 and column 5 (r4c5, r5c4, r5c5, r5c6, r6c5): remove it
        // from r4c4, r4c6, r6c4, r6c6. Column 8 has 3 only at r5c8 and r9c8.
        let mut rm = vec![(4, 4, 3), (4, 6, 3), (6, 4, 3), (6, 6, 3)];
        rm.extend((1..=9).filter(|&r| r != 5 && r != 9).map(|r| (r, 8, 3)));
        remove(&mut c, &rm);
        let step = find(&c).expect("empty rectangle");
        assert_eq!(step.technique, Technique::EmptyRectangle);
        assert_eq!(elims(&step), vec![(9, 5, 3)]);
        let why = step.why(&c);
        assert!(why.contains("box 5"), "{why}");
    }

    #[test]
    fn no_rectangle_when_the_box_is_not_a_cross() {
        let mut c = cands(&".".repeat(81));
        // Column 8 link as above, but box 5 keeps all its places.
        let rm: Vec<_> = (1..=9)
            .filter(|&r| r != 5 && r != 9)
            .map(|r| (r, 8, 3))
            .collect();
        remove(&mut c, &rm);
        assert!(find(&c).is_none());
    }
}
