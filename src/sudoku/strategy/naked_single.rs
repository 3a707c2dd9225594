//! Naked single: a cell with one candidate left (2.3).

use super::picture::{CellRole, HouseRole, Picture};
use super::{Candidates, Explainer, Step, Technique, cell, digit, list};
use crate::sudoku::grid::{Digit, House};
use crate::tr;

/// How naked singles are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The first cell with exactly one candidate.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    let cands = c.cands_raw();
    let i = (0..81).find(|&i| cands[i].count_ones() == 1)?;
    let at = cell(i);
    let d = digit(cands[i].trailing_zeros() as usize);
    let mut step = Step::new(Technique::NakedSingle);
    step.cells = vec![at];
    step.digits = vec![d];
    step.placements = vec![(at, d)];
    Some(step)
}

/// The cell, and for each other digit one placed peer that blocks it (looked for in the cell's
/// box, then its row, then its column), with the house it blocks through. A digit the cell lost
/// to an earlier step has no blocker: the board shows the cell's true candidates.
fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = Picture::default();
    let Some(&at) = step.cells.first() else {
        return p.finish(step, before);
    };
    p.cell(at, CellRole::Pattern);
    let [row, col, boxed] = at.houses();
    for e in Digit::all().filter(|e| step.digits.first() != Some(e)) {
        let found = [boxed, row, col].into_iter().find_map(|h: House| {
            h.cells()
                .into_iter()
                .find(|&z| before.get(z) == Some(e))
                .map(|z| (h, z))
        });
        if let Some((h, z)) = found {
            p.cause((z, e));
            p.cell(z, CellRole::Blocker);
            p.house(h, HouseRole::Blocker);
        }
    }
    p.finish(step, before)
}

fn line(step: &Step) -> String {
    format!(
        "{} has no candidate left but {}",
        list(&step.cells),
        list(&step.digits)
    )
}

fn why(step: &Step, _before: &Candidates) -> String {
    // The hint points at the cell's row first, so the sentence starts there.
    match step.cells.first() {
        // TRANSLATORS: {row} is a row's number.
        Some(c) => tr!(
            "In row {row}, one empty cell already sees eight different digits in its row, column \
             and box, so only one digit is left for it.",
            row = c.row() + 1
        ),
        None => {
            tr!("One empty cell already sees eight different digits, so only one is left for it.")
                .to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::cands;
    use super::*;

    fn line(rows: &[&str]) -> String {
        let mut s: String = rows.concat();
        while s.len() < 81 {
            s.push('.');
        }
        s
    }

    #[test]
    fn finds_a_cell_with_one_candidate() {
        // r1c1 sees 2..5 in its row and 6..9 in its column.
        let l = line(&[
            ".2345....",
            "6........",
            "7........",
            "8........",
            "9........",
        ]);
        let step = find(&cands(&l)).expect("naked single");
        assert_eq!(step.placements[0].0.index(), 0);
        assert_eq!(step.placements[0].1.get(), 1);
    }

    #[test]
    fn the_picture_shows_one_blocker_per_digit_box_first() {
        let l = line(&[
            ".2345....",
            "6........",
            "7........",
            "8........",
            "9........",
        ]);
        let before = cands(&l);
        let step = find(&before).expect("naked single");
        let p = step.picture(&before);
        let cause: Vec<(usize, u8)> = p.cause.iter().map(|(c, d)| (c.index(), d.get())).collect();
        // 2, 3, 6 and 7 are in the box; 4 and 5 only in the row; 8 and 9 only in the column.
        assert_eq!(
            cause,
            vec![
                (1, 2),
                (2, 3),
                (3, 4),
                (4, 5),
                (9, 6),
                (18, 7),
                (27, 8),
                (36, 9)
            ]
        );
        assert_eq!(
            p.houses,
            vec![
                (House::Box(0), HouseRole::Blocker),
                (House::Row(0), HouseRole::Blocker),
                (House::Col(0), HouseRole::Blocker),
            ]
        );
        assert_eq!(p.cells.first(), Some(&(cell(0), CellRole::Pattern)));
    }

    #[test]
    fn does_not_fire_with_two_candidates() {
        let l = line(&[".2345....", "6........", "7........", "8........"]);
        assert!(find(&cands(&l)).is_none());
    }
}
