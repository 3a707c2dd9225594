//! BUG types 2, 3 and 4: every empty cell is bivalue except a few, and without their extra
//! candidates each digit would have exactly two places in every house (a *bivalue universal
//! grave*), a position that never has exactly one solution. So at least one extra candidate is
//! true.
//!
//! - Type 2 (5.7): the extras are all the same digit, which leaves every cell that sees all of
//!   them.
//! - Type 3 (5.8+): the extra cells share a house; their extras act as one cell that forms a
//!   naked subset with other cells of the house. SE rates it 5.7 plus 0.1 per subset digit
//!   beyond the first.
//! - Type 4 (5.7): two extra cells share a house in which a digit of both their pairs has no
//!   other place; one cell is that digit and the other takes an extra, so both lose the other
//!   digit of their pair.
//!
//! A single extra cell with one extra digit is BUG+1, found before these.

use super::naked_subsets::with_extra_cell;
use super::picture::{self, CellRole, HouseRole, Picture};
use super::{
    Candidates, Explainer, Step, Technique, cell, digit, list, mask_digits, seeing_all, words,
};
use crate::sudoku::geometry::{CELL_HOUSES, HOUSE_CELLS};
use crate::sudoku::grid::{Cell, Digit, House};
use crate::tr;

/// How BUG types 2-4 are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The cells with extra candidates with all their candidates and the cells that complete a naked subset with the extras (type 3), and the house the step works in (types 3 and 4).
fn picture(step: &Step, before: &Candidates) -> Picture {
    picture::pattern(step, before, HouseRole::Unit, CellRole::Pattern, &[]).finish(step, before)
}

/// The most cells with more than two candidates a grave is looked for with.
const MAX_EXTRA_CELLS: usize = 4;

/// The lowest-rated BUG step of type 2, 3 or 4.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    let poly = poly_cells(c)?;
    let mut best: Option<Step> = None;
    let mut keep = vec![0u16; poly.len()];
    each_grave(c, &poly, 0, &mut keep, &mut |keep| {
        for step in steps(c, &poly, keep) {
            if best.as_ref().is_none_or(|b| step.rating < b.rating) {
                best = Some(step);
            }
        }
    });
    best
}

/// The cells with more than two candidates, when every other empty cell is bivalue and there
/// are at most [`MAX_EXTRA_CELLS`] of them.
fn poly_cells(c: &Candidates) -> Option<Vec<usize>> {
    let cands = c.cands_raw();
    let mut poly = Vec::new();
    for (x, &m) in cands.iter().enumerate() {
        match m.count_ones() {
            0 | 2 => {}
            1 => return None,
            _ => poly.push(x),
        }
    }
    (!poly.is_empty() && poly.len() <= MAX_EXTRA_CELLS).then_some(poly)
}

/// Calls `f` with every choice of two candidates per extra cell that makes a grave.
fn each_grave(
    c: &Candidates,
    poly: &[usize],
    i: usize,
    keep: &mut Vec<u16>,
    f: &mut dyn FnMut(&[u16]),
) {
    let cands = c.cands_raw();
    if i == poly.len() {
        if is_grave(c, poly, keep) {
            f(keep);
        }
        return;
    }
    let digits: Vec<usize> = mask_digits(cands[poly[i]]).collect();
    for (j, &a) in digits.iter().enumerate() {
        for &b in &digits[j + 1..] {
            keep[i] = (1 << a) | (1 << b);
            each_grave(c, poly, i + 1, keep, f);
        }
    }
}

/// Whether the candidates, with each extra cell cut to `keep`, have every digit in none or two
/// places of every house.
fn is_grave(c: &Candidates, poly: &[usize], keep: &[u16]) -> bool {
    let cands = c.cands_raw();
    let mask = |x: usize| match poly.iter().position(|&p| p == x) {
        Some(i) => keep[i],
        None => cands[x],
    };
    HOUSE_CELLS.iter().all(|h| {
        let mut once = 0u16;
        let mut twice = 0u16;
        let mut more = 0u16;
        for &x in h {
            let m = mask(usize::from(x));
            more |= twice & m;
            twice |= once & m;
            once |= m;
        }
        more == 0 && once == twice
    })
}

/// The steps a grave with cuts `keep` gives.
fn steps(c: &Candidates, poly: &[usize], keep: &[u16]) -> Vec<Step> {
    let cands = c.cands_raw();
    let extras: Vec<u16> = poly
        .iter()
        .zip(keep)
        .map(|(&x, &k)| cands[x] & !k)
        .collect();
    let all_extras = extras.iter().fold(0u16, |m, &e| m | e);
    let make = |t: Technique, rating: u8, elims: Vec<(usize, usize)>| {
        let mut step = Step::new(t);
        step.rating = rating;
        step.cells = poly.iter().map(|&x| cell(x)).collect();
        step.digits = mask_digits(all_extras).map(digit).collect();
        step.eliminations = elims
            .into_iter()
            .map(|(x, d)| (cell(x), digit(d)))
            .collect();
        step
    };
    let mut out = Vec::new();
    if poly.len() < 2 {
        return out;
    }
    // Type 2.
    if all_extras.count_ones() == 1 {
        let z = all_extras.trailing_zeros() as usize;
        let elims: Vec<_> = seeing_all(cands, all_extras, poly)
            .into_iter()
            .map(|x| (x, z))
            .collect();
        if !elims.is_empty() {
            out.push(make(Technique::BugType2, 57, elims));
        }
    }
    let shared: Vec<usize> = (0..27)
        .filter(|&h| poly.iter().all(|&p| CELL_HOUSES[p].contains(&(h as u8))))
        .collect();
    for &h in &shared {
        let house: Vec<usize> = HOUSE_CELLS[h].iter().map(|&x| usize::from(x)).collect();
        // Type 4: a digit of both pairs with no other place in the house.
        if let ([p, q], [kp, kq]) = (poly, keep) {
            for v in mask_digits(kp & kq) {
                let confined = house
                    .iter()
                    .all(|&x| x == *p || x == *q || cands[x] & (1 << v) == 0);
                if !confined {
                    continue;
                }
                let elims: Vec<_> = mask_digits(kp & !(1 << v))
                    .map(|d| (*p, d))
                    .chain(mask_digits(kq & !(1 << v)).map(|d| (*q, d)))
                    .collect();
                let mut step = make(Technique::BugType4, 57, elims);
                step.house = House::from_index(h);
                step.digits.push(digit(v));
                out.push(step);
            }
        }
        // Type 3: the extras as one cell, in a naked subset with other cells of the house.
        let make3 = |k: u8, elims| make(Technique::BugType3, 57 + k, elims);
        with_extra_cell(cands, h, poly, all_extras, &make3, &mut |step| {
            out.push(step);
        });
    }
    out
}

fn line(step: &Step) -> String {
    format!(
        "without the extra candidates of {} every cell would be bivalue, a grave with two \
         solutions",
        list(&step.cells[..step.cells.len() - step.marked.len()])
    )
}

fn why(step: &Step, before: &Candidates) -> String {
    let poly: Vec<Cell> = step
        .cells
        .iter()
        .copied()
        .filter(|c| !step.marked.contains(c))
        .collect();
    let names = words::Name::join(
        &poly.iter().map(|&c| words::cell(c)).collect::<Vec<_>>(),
        |items| words::and_list(items),
    );
    // TRANSLATORS: {cells} names the cells with more than two candidates ("row 1, column 2 and
    // row 4, column 4").
    let grave = tr!(
        "Every empty cell has exactly two candidates except {cells}. If those cells lost their \
         extra candidates, each digit would have exactly two places in every house, and such a \
         grid always has two solutions; so one of {cells} must take an extra candidate.",
        cells = names
    );
    let extras: Vec<Digit> = match step.technique {
        Technique::BugType4 => step.digits[..step.digits.len().saturating_sub(1)].to_vec(),
        _ => step.digits.clone(),
    };
    let rest = match (step.technique, step.house) {
        // TRANSLATORS: {digit} is the one extra candidate of the cells.
        (Technique::BugType2, _) => tr!(
            "The only extra candidate is {digit}, so one of them is {digit}.",
            digit = words::digits(&extras)
        ),
        (Technique::BugType4, Some(h)) => {
            let v = step
                .digits
                .last()
                .map_or_else(String::new, ToString::to_string);
            // TRANSLATORS: {house} is a house ("row 3"), {digit} a digit, {extras} the extra
            // candidates as alternatives ("5 or 9").
            tr!(
                "In {house}, {digit} can only go in these two cells, so one of them is {digit} and \
                 the other takes an extra candidate ({extras}): neither can hold the other digit \
                 of its pair.",
                house = words::house(h),
                digit = v,
                extras = words::either(&extras)
            )
        }
        (_, Some(h)) => {
            let subset = &step.marked;
            let mask = subset
                .iter()
                .fold(extras.iter().fold(0u16, |m, d| m | d.bit()), |m, &c| {
                    m | before.mask(c)
                });
            let all: Vec<Digit> = mask_digits(mask).map(digit).collect();
            // TRANSLATORS: {extras} is the extra candidates as alternatives ("5 or 9"),
            // {subset} the other cells within the house {house} ("columns 1 and 5"), {digits} the
            // digits they hold ("1, 5 and 9"), {digit_count} and {cell_count} their number as a
            // word ("three"), in the gender of the words for digit and cell; the plural forms
            // are chosen by that number.
            tr!(
                "That extra candidate is {extras}. Counting it as one cell, it and {subset} of \
                 {house} hold only {digits} between them, {digit_count} digit for {cell_count} \
                 cell, so that digit belongs to this cell."
                    | "That extra candidate is {extras}. Counting it as one cell, it and {subset} \
                       of {house} hold only {digits} between them, {digit_count} digits for \
                       {cell_count} cells, so those digits belong to these cells."
                        % all.len(),
                extras = words::either(&extras),
                subset = words::cells_in(h, subset),
                house = words::house(h),
                digits = words::digits(&all),
                digit_count = words::count(all.len(), words::Counted::Digits),
                cell_count = words::count(all.len(), words::Counted::Cells)
            )
        }
        _ => String::new(),
    };
    words::sentences(&[grave, rest])
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{elims, grave_with};
    use super::*;

    #[test]
    fn the_base_is_a_grave() {
        let c = grave_with(&[]);
        assert!(poly_cells(&c).is_none());
        assert!(is_grave(&c, &[], &[]));
    }

    /// Every step the graves of `c` give.
    fn all_steps(c: &Candidates) -> Vec<Step> {
        let poly = poly_cells(c).expect("extra cells");
        let mut keep = vec![0u16; poly.len()];
        let mut out = Vec::new();
        each_grave(c, &poly, 0, &mut keep, &mut |keep| {
            out.extend(steps(c, &poly, keep))
        });
        out
    }

    #[test]
    fn type_2_removes_the_common_extra() {
        // A fourth rectangle {7,8} at r1c8, r1c9, r5c8, r5c9; 7 is extra in r1c1 and r1c4.
        let c = grave_with(&[
            (1, 1, "127"),
            (1, 4, "127"),
            (1, 8, "78"),
            (1, 9, "78"),
            (5, 8, "78"),
            (5, 9, "78"),
        ]);
        let two: Vec<Step> = all_steps(&c)
            .into_iter()
            .filter(|s| s.technique == Technique::BugType2)
            .collect();
        assert_eq!(two.len(), 1);
        assert_eq!(elims(&two[0]), vec![(1, 8, 7), (1, 9, 7)]);
        let why = two[0].why(&c);
        assert!(why.contains("The only extra candidate is 7"), "{why}");
        assert!(find(&c).is_some_and(|s| s.rating == 57));
    }

    #[test]
    fn type_4_keeps_the_linked_digit() {
        // r1c1 {1,2,6} and r1c4 {1,2,8}: 1 has no other place in row 1; one of them is 1, the
        // other takes its extra, so neither is 2.
        let c = grave_with(&[(1, 1, "126"), (1, 4, "128")]);
        let step = find(&c).expect("bug type 4");
        assert_eq!(step.technique, Technique::BugType4);
        assert_eq!(elims(&step), vec![(1, 1, 2), (1, 4, 2)]);
        let why = step.why(&c);
        assert!(
            why.contains("In row 1, 1 can only go in these two cells"),
            "{why}"
        );
        assert!(why.ends_with('.') && !why.contains("r1c"), "{why}");
    }

    #[test]
    fn type_3_with_a_naked_pair() {
        // A fourth rectangle {6,8} at r2c8, r2c9, r5c8, r5c9; extras 6 in r2c1 and 8 in r2c4.
        // With r2c8 {6,8} they make a naked pair in row 2, so r2c9 loses 6 and 8.
        let c = grave_with(&[
            (2, 1, "126"),
            (2, 4, "128"),
            (2, 8, "68"),
            (2, 9, "68"),
            (5, 8, "68"),
            (5, 9, "68"),
        ]);
        let three: Vec<Step> = all_steps(&c)
            .into_iter()
            .filter(|s| s.technique == Technique::BugType3)
            .collect();
        assert!(!three.is_empty());
        assert!(three.iter().all(|s| s.rating == 58));
        assert_eq!(elims(&three[0]), vec![(2, 9, 6), (2, 9, 8)]);
        assert!(three[0].why(&c).contains("column 8 of row 2"));
    }

    #[test]
    fn no_step_when_the_extras_break_no_grave() {
        // Two extra cells, but a third cell with four candidates: no grave is possible.
        let c = grave_with(&[(1, 1, "127"), (1, 4, "127"), (5, 5, "6789")]);
        assert!(find(&c).is_none());
    }
}
