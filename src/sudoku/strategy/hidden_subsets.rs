//! Hidden subsets: n digits confined to the same n cells of a house (pair 3.4, triple 4.0,
//! quad 5.4); those cells drop every other candidate.

use super::naked_subsets::combos;
use super::{Candidates, Explainer, Step, Technique, cell, digit, list, mask_digits, words};
use crate::sudoku::geometry::HOUSE_CELLS;
use crate::sudoku::grid::House;
use crate::tr;

/// How hidden pairs, triples and quads are explained.
/// Subsets are drawn by the shared picture: the house, the subset's cells and their candidates
/// of the subset's digits.
pub(super) const EXPLAIN: Explainer =
    Explainer::new(line, why).with_picture(super::picture::generic);

/// The first hidden pair.
pub(super) fn find_pair(c: &Candidates) -> Option<Step> {
    find(c, 2)
}

/// The first hidden triple.
pub(super) fn find_triple(c: &Candidates) -> Option<Step> {
    find(c, 3)
}

/// The first hidden quad.
pub(super) fn find_quad(c: &Candidates) -> Option<Step> {
    find(c, 4)
}

fn find(c: &Candidates, n: usize) -> Option<Step> {
    let cands = c.cands_raw();
    for h in 0..27 {
        let pos: Vec<u16> = (0..9).map(|d| c.positions(h, d)).collect();
        let open = (0..9).filter(|&d| pos[d] != 0).count();
        if open <= n {
            continue;
        }
        let digits: Vec<usize> = (0..9)
            .filter(|&d| pos[d] != 0 && (pos[d].count_ones() as usize) <= n)
            .collect();
        let mut found = None;
        combos(&digits, n, &mut |set| {
            let union = set.iter().fold(0u16, |m, &d| m | pos[d]);
            if union.count_ones() as usize != n {
                return false;
            }
            let keep = set.iter().fold(0u16, |m, &d| m | 1 << d);
            let cells: Vec<usize> = mask_digits(union)
                .map(|k| usize::from(HOUSE_CELLS[h][k]))
                .collect();
            let elims: Vec<_> = cells
                .iter()
                .flat_map(|&x| mask_digits(cands[x] & !keep).map(move |d| (cell(x), digit(d))))
                .collect();
            if elims.is_empty() {
                return false;
            }
            let mut step = Step::new(match n {
                2 => Technique::HiddenPair,
                3 => Technique::HiddenTriple,
                _ => Technique::HiddenQuad,
            });
            step.house = House::from_index(h);
            step.cells = cells.iter().map(|&x| cell(x)).collect();
            step.digits = set.iter().map(|&d| digit(d)).collect();
            step.eliminations = elims;
            found = Some(step);
            true
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

fn line(step: &Step) -> String {
    let house = step.house.map_or_else(String::new, |h| h.to_string());
    format!(
        "in {house}, {} fit only in {}, so those cells drop other candidates",
        list(&step.digits),
        list(&step.cells)
    )
}

fn why(step: &Step, _before: &Candidates) -> String {
    let k = step.digits.len();
    let cell_count = words::count(k, words::Counted::Cells);
    let digit_count = words::count(k, words::Counted::Digits);
    let d = words::digits(&step.digits);
    match step.house {
        // TRANSLATORS: {house} is a house ("row 3"), {digits} the digits ("2 and 7"),
        // {cell_count} and {digit_count} the number of cells and of digits as a word ("two",
        // "three" or "four") in the gender of the words for cell and digit, {cells} the cells
        // within the house ("columns 1 and 5"). The plural forms are chosen by that number.
        Some(h) => tr!(
            "In {house}, the digit {digits} fits only in the {cell_count} cell at {cells}. That \
             cell must hold this digit, so there is no room in it for any other digit."
                | "In {house}, the digits {digits} fit only in the {cell_count} cells at {cells}. \
                   Those {cell_count} cells must hold these {digit_count} digits, so there is no \
                   room in them for any other digit."
                    % k,
            house = words::house(h),
            digits = d,
            cell_count = cell_count,
            digit_count = digit_count,
            cells = words::cells_in(h, &step.cells)
        ),
        // TRANSLATORS: {digits} is the digits ("2 and 7"), {cell_count} the number of cells as a
        // word ("two"), in the gender of the word for cell; the plural forms are chosen by that
        // number.
        None => tr!(
            "The digit {digits} fits only in {cell_count} cell of one house."
                | "The digits {digits} fit only in {cell_count} cells of one house." % k,
            digits = d,
            cell_count = cell_count
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, remove};
    use super::*;

    #[test]
    fn hidden_pair_strips_its_cells() {
        let mut c = cands(&".".repeat(81));
        // Digits 1 and 2 in row 1 only at c1 and c2.
        let rm: Vec<_> = (3..=9).flat_map(|col| [(1, col, 1), (1, col, 2)]).collect();
        remove(&mut c, &rm);
        let step = find_pair(&c).expect("hidden pair");
        let e = elims(&step);
        assert_eq!(e.len(), 14);
        assert!(e.iter().all(|&(r, col, d)| r == 1 && col <= 2 && d >= 3));
    }

    #[test]
    fn no_hidden_subset_on_an_open_grid() {
        let c = cands(&".".repeat(81));
        assert!(find_pair(&c).is_none() && find_triple(&c).is_none() && find_quad(&c).is_none());
    }

    #[test]
    fn hidden_triple_and_quad() {
        let mut c = cands(&".".repeat(81));
        // Digits 1, 2, 3 in column 4 only at rows 1, 5, 9.
        let rm: Vec<_> = (1..=9)
            .filter(|r| ![1, 5, 9].contains(r))
            .flat_map(|r| [(r, 4, 1), (r, 4, 2), (r, 4, 3)])
            .collect();
        remove(&mut c, &rm);
        assert!(find_pair(&c).is_none());
        let step = find_triple(&c).expect("hidden triple");
        assert_eq!(elims(&step).len(), 18);
        let mut c = cands(&".".repeat(81));
        let rm: Vec<_> = (1..=9)
            .filter(|r| ![1, 2, 5, 9].contains(r))
            .flat_map(|r| [(r, 4, 1), (r, 4, 2), (r, 4, 3), (r, 4, 4)])
            .collect();
        remove(&mut c, &rm);
        assert!(find_triple(&c).is_none());
        let step = find_quad(&c).expect("hidden quad");
        assert_eq!(elims(&step).len(), 20);
    }
}
