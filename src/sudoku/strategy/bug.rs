//! BUG+1: when every empty cell but one is bivalue and that one has three candidates, the digit
//! that appears three times in its houses must go there, or the grid would have two
//! solutions (5.6).

use super::picture::{CellRole, HouseRole, Picture};
use super::{Candidates, Explainer, Step, Technique, cell, digit, list, mask_digits};
use crate::sudoku::geometry::in_house;
use crate::tr;

/// How BUG+1 is explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The cell with three candidates and its candidates, its three houses, and the digit's
/// candidates in those houses (three places each: the digit the cell must hold).
fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = Picture::default();
    if let (Some(&x), Some(&d)) = (step.cells.first(), step.digits.first()) {
        p.cell(x, CellRole::Pivot);
        p.cause_candidates(before, &[x], &[]);
        for h in x.houses() {
            p.house(h, HouseRole::Unit);
            p.cause_candidates(before, &h.cells(), &[d]);
        }
    }
    p.finish(step, before)
}

/// The BUG+1 placement, if the position is a bivalue universal grave plus one cell.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    let cands = c.cands_raw();
    let mut extra = None;
    for (i, &m) in cands.iter().enumerate() {
        match m.count_ones() {
            0 | 2 => {}
            3 if extra.is_none() => extra = Some(i),
            _ => return None,
        }
    }
    let x = extra?;
    // Every other digit appears exactly twice in each house; the odd one out appears three times
    // in each house of the extra cell.
    for h in 0..27 {
        for d in 0..9 {
            let n = c.positions(h, d).count_ones();
            if n != 0 && n != 2 && !(in_house(x, h) && n == 3) {
                return None;
            }
        }
    }
    let d = mask_digits(cands[x]).find(|&d| {
        (0..27)
            .filter(|&h| in_house(x, h))
            .all(|h| c.positions(h, d).count_ones() == 3)
    })?;
    let mut step = Step::new(Technique::BugPlusOne);
    step.cells = vec![cell(x)];
    step.digits = vec![digit(d)];
    step.placements = vec![(cell(x), digit(d))];
    Some(step)
}

fn line(step: &Step) -> String {
    format!(
        "every other cell is bivalue, so {} must take the digit {} that appears three times",
        list(&step.cells),
        list(&step.digits)
    )
}

fn why(_step: &Step, _before: &Candidates) -> String {
    tr!(
        "Every empty cell but one has exactly two candidates. Without the odd cell's extra \
         candidate, each digit would have exactly two places in every house, and such a grid \
         always has two solutions. So the odd cell must take the digit that has three places in \
         its row, column and box."
    )
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{from_marks, grave_with};
    use super::*;

    // A BUG+1 position: every empty cell bivalue except r5c5 {1,2,3}; 1 appears three times in
    // row 5, column 5 and box 5.
    const BUG: &str = "
        .1 .2 .3  .4 .5 .6  .7 .8 .9
        .4 .5 .6  .7 .8 .9  .1 .2 .3
        .7 .8 .9  .1 .2 .3  .4 .5 .6
        .2 .3 .1  .5 .6 .4  .8 .9 .7
        .5 .6 .4  18 123 28 .9 .7 .3x
        .8 .9 .7  .2 .3 .1  .5 .6 .4
        .3 .1 .2  .6 .4 .5  .9 .7 .8
        .6 .4 .5  .9 .7 .8  .3 .1 .2
        .9 .7 .8  .3 .1 .2  .6 .4 .5";

    #[test]
    fn not_a_bug_when_two_cells_are_trivalue() {
        let text = BUG.replace(".3x", "239").replace("18 123 28", "189 123 28");
        let c = from_marks(&text);
        assert!(find(&c).is_none());
    }

    /// A BUG+1 position: a grave in which r1c1 holds {1,2,3}; 3 appears three times in row 1,
    /// column 1 and box 1.
    const PLUS_ONE: (usize, usize, &str) = (1, 1, "123");

    #[test]
    fn bug_plus_one_places_the_odd_digit() {
        let c = grave_with(&[PLUS_ONE]);
        let step = find(&c).expect("bug+1");
        let (at, d) = step.placements[0];
        assert_eq!((at.row(), at.col(), d.get()), (0, 0, 3));
    }

    #[test]
    fn no_bug_when_a_digit_appears_once_in_a_house() {
        // r9c9 {6,7} is alone in its houses.
        assert!(find(&grave_with(&[PLUS_ONE, (9, 9, "67")])).is_none());
    }
}
