//! Hidden single: a digit with one place left in a house (box 1.2, row or column 1.5).

use super::picture::{CellRole, HouseRole, Picture};
use super::{Candidates, Explainer, Step, Technique, cell, digit, list, words};
use crate::sudoku::geometry::{FIRST_BOX, HOUSE_CELLS};
use crate::sudoku::grid::{Cell, House};
use crate::tr;

/// How hidden singles are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The first hidden single, boxes before lines.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    for h in (FIRST_BOX..27).chain(0..FIRST_BOX) {
        for d in 0..9 {
            let pos = c.positions(h, d);
            if pos.count_ones() == 1 {
                let at = cell(usize::from(HOUSE_CELLS[h][pos.trailing_zeros() as usize]));
                let technique = if h >= FIRST_BOX {
                    Technique::HiddenSingleBox
                } else {
                    Technique::HiddenSingleLine
                };
                let mut step = Step::new(technique);
                step.house = House::from_index(h);
                step.cells = vec![at];
                step.digits = vec![digit(d)];
                step.placements = vec![(at, digit(d))];
                return Some(step);
            }
        }
    }
    None
}

/// The house's cell, the digit placed elsewhere that rules out each other empty cell of the house
/// (as few blockers as cover them, the ones covering most first), and the house each blocker
/// rules them out through. An empty cell that lost the digit to an earlier step has no blocker:
/// the board shows its true candidates.
fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = Picture::default();
    let (Some(h), Some(&d), Some(&at)) = (step.house, step.digits.first(), step.cells.first())
    else {
        return p.finish(step, before);
    };
    p.house(h, HouseRole::Unit);
    p.cell(at, CellRole::Pattern);
    let mut open: Vec<Cell> = h
        .cells()
        .into_iter()
        .filter(|&y| y != at && before.get(y).is_none())
        .collect();
    let holders: Vec<Cell> = Cell::all().filter(|&z| before.get(z) == Some(d)).collect();
    while !open.is_empty() {
        let best = holders
            .iter()
            .map(|&z| (open.iter().filter(|&&y| z.sees(y)).count(), z))
            .filter(|&(n, _)| n > 0)
            .max_by_key(|&(n, z)| (n, std::cmp::Reverse(z)));
        let Some((_, z)) = best else {
            break;
        };
        let blocked: Vec<Cell> = open.iter().copied().filter(|&y| z.sees(y)).collect();
        open.retain(|y| !blocked.contains(y));
        p.cause((z, d));
        p.cell(z, CellRole::Blocker);
        // The blocker's house that crosses the single's house (a box blocks a line's cells, a
        // line a box's cells), else the one it shares with the first cell it rules out.
        let through = z
            .houses()
            .into_iter()
            .filter(|&b| b != h && blocked.iter().all(|&y| b.contains(y)))
            .min_by_key(|b| matches!(b, House::Box(_)) == matches!(h, House::Box(_)));
        if let Some(b) = through {
            p.house(b, HouseRole::Blocker);
        }
    }
    p.finish(step, before)
}

fn line(step: &Step) -> String {
    let house = step.house.map_or_else(String::new, |h| h.to_string());
    format!(
        "{} can only go in {} within {house}",
        list(&step.digits),
        list(&step.cells)
    )
}

fn why(step: &Step, _before: &Candidates) -> String {
    let (Some(h), Some(&d)) = (step.house, step.digits.first()) else {
        return tr!("A digit has only one place left in a house.").to_string();
    };
    let (house, a_digit) = (words::house(h), words::a(d));
    match h {
        // TRANSLATORS: {house} is the row ("row 3"), {a_digit} the digit with an article ("a
        // 5"), {digit} the digit alone.
        House::Row(_) => tr!(
            "In {house}, every empty cell but one already sees {a_digit} in its other houses, so \
             {digit} has only one place left in this row.",
            house = house,
            a_digit = a_digit,
            digit = d
        ),
        // TRANSLATORS: {house} is the column ("column 3"), {a_digit} the digit with an article
        // ("a 5"), {digit} the digit alone.
        House::Col(_) => tr!(
            "In {house}, every empty cell but one already sees {a_digit} in its other houses, so \
             {digit} has only one place left in this column.",
            house = house,
            a_digit = a_digit,
            digit = d
        ),
        // TRANSLATORS: {house} is the box ("box 3"), {a_digit} the digit with an article ("a
        // 5"), {digit} the digit alone.
        House::Box(_) => tr!(
            "In {house}, every empty cell but one already sees {a_digit} in its other houses, so \
             {digit} has only one place left in this box.",
            house = house,
            a_digit = a_digit,
            digit = d
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::cands;
    use super::*;
    use crate::sudoku::House;

    #[test]
    fn finds_the_only_place_in_a_box() {
        // Box 1 keeps 1 only at r1c1: rows 2 and 3 hold a 1 elsewhere.
        let s = format!(".23456789......1.....1.....{}", ".".repeat(54));
        let step = find(&cands(&s)).expect("a hidden single");
        assert_eq!(step.placements.len(), 1);
        let (at, d) = step.placements[0];
        assert_eq!((at.index(), d.get()), (0, 1));
        assert_eq!(step.house, Some(House::Box(0)));
        assert_eq!(step.technique, Technique::HiddenSingleBox);
    }

    #[test]
    fn the_picture_shows_the_placed_ones_that_block_the_box_and_their_rows() {
        let s = format!(".23456789......1.....1.....{}", ".".repeat(54));
        let before = cands(&s);
        let step = find(&before).expect("a hidden single");
        let p = step.picture(&before);
        let cell = |i| super::cell(i);
        let one = digit(0);
        // r2c7 rules out row 2 of the box, r3c4 row 3; r1c2 and r1c3 are filled.
        assert_eq!(p.cause, vec![(cell(15), one), (cell(21), one)]);
        assert_eq!(
            p.houses,
            vec![
                (House::Box(0), HouseRole::Unit),
                (House::Row(1), HouseRole::Blocker),
                (House::Row(2), HouseRole::Blocker),
            ]
        );
        assert_eq!(
            p.cells,
            vec![
                (cell(0), CellRole::Pattern),
                (cell(15), CellRole::Blocker),
                (cell(21), CellRole::Blocker),
            ]
        );
        assert!(p.links.is_empty() && p.branches.is_empty());
    }

    #[test]
    fn empty_grid_has_none() {
        assert!(find(&cands(&".".repeat(81))).is_none());
    }
}
