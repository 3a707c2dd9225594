//! Naked subsets: n cells of a house whose candidates together are only n digits (pair 3.0,
//! triple 3.6, quad 5.0); those digits leave the rest of the house.

use super::{Candidates, Explainer, Step, Technique, cell, digit, list, mask_digits, words};
use crate::sudoku::geometry::HOUSE_CELLS;
use crate::sudoku::grid::House;
use crate::tr;

/// How naked pairs, triples and quads are explained.
/// Subsets are drawn by the shared picture: the house, the subset's cells and their candidates
/// of the subset's digits.
pub(super) const EXPLAIN: Explainer =
    Explainer::new(line, why).with_picture(super::picture::generic);

/// The first naked pair.
pub(super) fn find_pair(c: &Candidates) -> Option<Step> {
    find(c, 2)
}

/// The first naked triple.
pub(super) fn find_triple(c: &Candidates) -> Option<Step> {
    find(c, 3)
}

/// The first naked quad.
pub(super) fn find_quad(c: &Candidates) -> Option<Step> {
    find(c, 4)
}

fn find(c: &Candidates, n: usize) -> Option<Step> {
    let cands = c.cands_raw();
    for h in 0..27 {
        let open: Vec<usize> = HOUSE_CELLS[h]
            .iter()
            .map(|&x| usize::from(x))
            .filter(|&x| cands[x] != 0)
            .collect();
        if open.len() <= n {
            continue;
        }
        let small: Vec<usize> = open
            .iter()
            .copied()
            .filter(|&x| (cands[x].count_ones() as usize) <= n)
            .collect();
        let mut found = None;
        combos(&small, n, &mut |set| {
            let union = set.iter().fold(0u16, |m, &x| m | cands[x]);
            if union.count_ones() as usize != n {
                return false;
            }
            let elims: Vec<_> = open
                .iter()
                .filter(|x| !set.contains(x))
                .flat_map(|&x| mask_digits(cands[x] & union).map(move |d| (cell(x), digit(d))))
                .collect();
            if elims.is_empty() {
                return false;
            }
            let mut step = Step::new(match n {
                2 => Technique::NakedPair,
                3 => Technique::NakedTriple,
                _ => Technique::NakedQuad,
            });
            step.house = House::from_index(h);
            step.cells = set.iter().map(|&x| cell(x)).collect();
            step.digits = mask_digits(union).map(digit).collect();
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
        "{} in {house} hold only {}, so those digits leave the rest of the house",
        list(&step.cells),
        list(&step.digits)
    )
}

fn why(step: &Step, _before: &Candidates) -> String {
    let k = step.cells.len();
    let cell_count = words::count(k, words::Counted::Cells);
    let digit_count = words::count(k, words::Counted::Digits);
    let d = words::digits(&step.digits);
    match step.house {
        // TRANSLATORS: {house} is a house ("row 3"), {cell_count} and {digit_count} the
        // number of cells and of digits as a word ("two", "three" or "four") in the gender of
        // the words for cell and digit, {cells} the cells within the house ("columns 1 and 5"),
        // {digits} the digits ("2 and 7"). The plural forms are chosen by that number.
        Some(h) => tr!(
            "In {house}, the {cell_count} cell at {cells} holds only the candidate {digits}. \
             That cell will take this digit, so no other cell of {house} can hold it."
                | "In {house}, the {cell_count} cells at {cells} hold only the candidates \
                   {digits} between them. Those {cell_count} cells will take these \
                   {digit_count} digits, so no other cell of {house} can hold them."
                    % k,
            house = words::house(h),
            cell_count = cell_count,
            digit_count = digit_count,
            cells = words::cells_in(h, &step.cells),
            digits = d
        ),
        // TRANSLATORS: {cell_count} is the number of cells as a word ("two"), in the gender of
        // the word for cell, {digits} the digits ("2 and 7"); the plural forms are chosen by
        // that number.
        None => tr!(
            "{cell_count} cell of one house holds only the candidate {digits}."
                | "{cell_count} cells of one house hold only the candidates {digits} between \
                   them."
                    % k,
            cell_count = words::capitalize(&cell_count),
            digits = d
        ),
    }
}

/// Naked subsets with one virtual member, as the uniqueness patterns use them: the extra
/// candidates `extra` of the cells `roof` (all in house `h`), counted as one cell, and `k` other
/// cells of the house (`k` from 1 to 3) hold only `k + 1` digits between them, which therefore
/// leave the house's remaining cells. For each `k`, the first such subset with eliminations is
/// passed to `found` as `make(k, eliminations)` with the house set and the subset's cells marked
/// and added to its cells.
pub(super) fn with_extra_cell(
    cands: &[u16; 81],
    h: usize,
    roof: &[usize],
    extra: u16,
    make: &dyn Fn(u8, Vec<(usize, usize)>) -> Step,
    found: &mut dyn FnMut(Step),
) {
    let others: Vec<usize> = HOUSE_CELLS[h]
        .iter()
        .map(|&x| usize::from(x))
        .filter(|&x| !roof.contains(&x) && cands[x] != 0)
        .collect();
    for k in 1..=3usize {
        combos(&others, k, &mut |set| {
            let digits = set.iter().fold(extra, |m, &x| m | cands[x]);
            if digits.count_ones() as usize != k + 1 {
                return false;
            }
            let elims: Vec<(usize, usize)> = others
                .iter()
                .filter(|x| !set.contains(x))
                .flat_map(|&x| mask_digits(cands[x] & digits).map(move |d| (x, d)))
                .collect();
            if elims.is_empty() {
                return false;
            }
            let mut step = make(k as u8, elims);
            step.house = House::from_index(h);
            step.marked = set.iter().map(|&x| cell(x)).collect();
            step.cells.extend(step.marked.clone());
            found(step);
            true
        });
    }
}

/// Calls `f` on each `n`-subset of `items` (in order) until it returns true.
pub(super) fn combos<T: Copy>(items: &[T], n: usize, f: &mut dyn FnMut(&[T]) -> bool) -> bool {
    fn rec<T: Copy>(
        items: &[T],
        n: usize,
        start: usize,
        acc: &mut Vec<T>,
        f: &mut dyn FnMut(&[T]) -> bool,
    ) -> bool {
        if acc.len() == n {
            return f(acc);
        }
        for i in start..items.len() {
            if items.len() - i < n - acc.len() {
                break;
            }
            acc.push(items[i]);
            if rec(items, n, i + 1, acc, f) {
                return true;
            }
            acc.pop();
        }
        false
    }
    rec(items, n, 0, &mut Vec::with_capacity(n), f)
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, remove};
    use super::*;

    #[test]
    fn pair_clears_the_row() {
        let mut c = cands(&".".repeat(81));
        let others: Vec<_> = (3..=9).flat_map(|d| [(1, 1, d), (1, 2, d)]).collect();
        remove(&mut c, &others);
        let step = find_pair(&c).expect("naked pair");
        // The pair r1c1/r1c2 = {1,2} clears row 1 and box 1.
        assert!(elims(&step).iter().all(|&(_, _, d)| d == 1 || d == 2));
        assert!(elims(&step).contains(&(1, 9, 1)) || elims(&step).contains(&(3, 3, 2)));
        assert!(!elims(&step).iter().any(|&(r, col, _)| r == 1 && col <= 2));
    }

    #[test]
    fn triple_with_partial_cells() {
        let mut c = cands(&".".repeat(81));
        // r5c1 {1,2}, r5c2 {2,3}, r5c3 {1,3}: a triple in row 5 and box 4.
        let mut rm = Vec::new();
        for (col, keep) in [(1, [1, 2]), (2, [2, 3]), (3, [1, 3])] {
            rm.extend(
                (1..=9)
                    .filter(|d| !keep.contains(d))
                    .map(|d| (5, col, d as u8)),
            );
        }
        remove(&mut c, &rm);
        assert!(find_pair(&c).is_none());
        let step = find_triple(&c).expect("naked triple");
        assert_eq!(step.digits.len(), 3);
        assert!(elims(&step).iter().all(|&(_, _, d)| d <= 3));
    }

    #[test]
    fn no_subset_on_an_open_grid() {
        let c = cands(&".".repeat(81));
        assert!(find_pair(&c).is_none() && find_triple(&c).is_none() && find_quad(&c).is_none());
    }

    #[test]
    fn naked_quad_in_a_column() {
        let mut c = cands(&".".repeat(81));
        let mut rm = Vec::new();
        for (r, keep) in [(1, [1, 2]), (3, [2, 3]), (6, [3, 4]), (8, [4, 1])] {
            rm.extend(
                (1..=9)
                    .filter(|d| !keep.contains(d))
                    .map(|d| (r, 7, d as u8)),
            );
        }
        remove(&mut c, &rm);
        assert!(find_triple(&c).is_none());
        let step = find_quad(&c).expect("naked quad");
        assert!(elims(&step).iter().all(|&(_, col, d)| col == 7 && d <= 4));
        assert_eq!(elims(&step).len(), 20);
    }
}
