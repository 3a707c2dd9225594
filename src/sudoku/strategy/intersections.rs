//! Intersections: pointing (a digit confined to one line within a box, 2.6) and claiming (a
//! digit confined to one box within a line, 2.8).

use super::{Candidates, HOUSE_CELLS, Step, Technique, cell, digit, house_of};

/// The first pointing step, else the first claiming step.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    find_kind(c, true).or_else(|| find_kind(c, false))
}

fn find_kind(c: &Candidates, pointing: bool) -> Option<Step> {
    let cands = c.cands_raw();
    let bases: Vec<usize> = if pointing {
        (18..27).collect()
    } else {
        (0..18).collect()
    };
    for &h in &bases {
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
            // The other house all these cells share.
            let targets: Vec<usize> = if pointing {
                let (r, col) = (cells[0] / 9, cells[0] % 9);
                if cells.iter().all(|&x| x / 9 == r) {
                    vec![r]
                } else if cells.iter().all(|&x| x % 9 == col) {
                    vec![9 + col]
                } else {
                    vec![]
                }
            } else {
                let b = cells[0] / 27 * 3 + cells[0] % 9 / 3;
                if cells.iter().all(|&x| x / 27 * 3 + x % 9 / 3 == b) {
                    vec![18 + b]
                } else {
                    vec![]
                }
            };
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
                    step.house = Some(house_of(h));
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
