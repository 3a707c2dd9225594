//! Unique rectangles: four cells in two rows, two columns and two boxes that could swap a pair
//! `ab` would give the puzzle two solutions, so a unique puzzle must break the pattern.
//!
//! - Type 1 (4.5): three corners are exactly `ab`; the fourth cannot be `a` or `b`.
//! - Type 2 (4.6): two corners are `ab`, the other two are `abz` on one side; `z` is in one of
//!   them, so it leaves every cell that sees both.
//! - Type 4 (4.6): two corners are `ab`, and in a house holding the other two, `a` has no other
//!   place; then `b` leaves those two corners.

use super::{Candidates, HOUSE_CELLS, Step, Technique, cell, digit, mask_digits, sees};

/// The easiest unique-rectangle step (type 1, then 2, then 4).
pub(super) fn find(c: &Candidates) -> Option<Step> {
    let cands = c.cands_raw();
    let mut best: Option<Step> = None;
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    // Exactly two boxes: rows in one band xor columns in one stack.
                    if (r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3) {
                        continue;
                    }
                    let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
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
                let elims: Vec<_> = (0..81)
                    .filter(|&x| x != p && x != q && cands[x] & extra_p != 0)
                    .filter(|&x| sees(x, p) && sees(x, q))
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
