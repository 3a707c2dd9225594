//! Hidden single: a digit with one place left in a house (box 1.2, row or column 1.5).

use super::{Candidates, Explainer, Step, Technique, cell, digit, list, words};
use crate::sudoku::geometry::{FIRST_BOX, HOUSE_CELLS};
use crate::sudoku::grid::House;

/// How hidden singles are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why);

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
        return "A digit has only one place left in a house.".to_string();
    };
    format!(
        "In {h}, every empty cell but one already sees {} in its other houses, so {d} has only \
         one place left in this {}.",
        words::a(d),
        words::kind(h)
    )
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
    fn empty_grid_has_none() {
        assert!(find(&cands(&".".repeat(81))).is_none());
    }
}
