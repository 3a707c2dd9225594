//! Two strong links on one digit joined by a weak link: skyscraper (two parallel lines, 4.0),
//! two-string kite (a row and a column, 4.1) and turbot fish (a box is involved, 4.2).
//!
//! If `a = b` and `c = e` are the only two places of a digit in their houses and `b` sees `c`,
//! then `a` or `e` holds the digit, so it leaves every cell that sees both. The Sudoku Exchange
//! ratings of the SE-rated corpus put these patterns at 4.0–4.2, below the general X-chain.

use super::{Candidates, HOUSE_CELLS, Step, Technique, cell, digit, sees};

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
                        if sees(a, e) && (a / 9 == e / 9 || a % 9 == e % 9) && h1 / 9 == h2 / 9 {
                            continue;
                        }
                        let technique = match (h1 / 9, h2 / 9) {
                            (k1, k2) if k1 == k2 && k1 < 2 => Technique::Skyscraper,
                            (k1, k2) if k1 < 2 && k2 < 2 => Technique::TwoStringKite,
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
