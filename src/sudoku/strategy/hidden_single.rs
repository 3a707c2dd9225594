//! Hidden single: a digit with one place left in a house (box 1.2, row or column 1.5).

use super::{Candidates, HOUSE_CELLS, Step, Technique, cell, digit, house_of};

/// The first hidden single, boxes before lines.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    for h in (18..27).chain(0..18) {
        for d in 0..9 {
            let pos = c.positions(h, d);
            if pos.count_ones() == 1 {
                let at = cell(usize::from(HOUSE_CELLS[h][pos.trailing_zeros() as usize]));
                let technique = if h >= 18 {
                    Technique::HiddenSingleBox
                } else {
                    Technique::HiddenSingleLine
                };
                let mut step = Step::new(technique);
                step.house = Some(house_of(h));
                step.cells = vec![at];
                step.digits = vec![digit(d)];
                step.placements = vec![(at, digit(d))];
                return Some(step);
            }
        }
    }
    None
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
