//! ALS-XZ (5.5), in its small form: a bivalue cell and a set of up to three cells. An *almost
//! locked set* is n cells of one house holding n + 1 digits between
//! them; lose any one digit and the rest fill the cells. Two such sets that share a digit `x`
//! whose places in one set all see its places in the other cannot both hold `x`, so one set loses
//! it and is locked. If they share another digit `z`, one set then holds `z`: every cell that
//! sees all the places of `z` in both sets cannot be `z`.
//!
//! Sudoku Explainer has no ALS techniques; the SE-rated corpus puts the puzzles that need this
//! pattern at 5.5-5.7 (HoDoKu ranks it just above the basic chains), so it is rated 5.5.

use super::picture::{CellRole, Picture};
use super::{Candidates, Explainer, Step, Technique, cell, digit, list, mask_digits, words};
use crate::sudoku::geometry::{HOUSE_CELLS, PEERS};
use crate::sudoku::grid::Cell;
use crate::tr;

/// How ALS-XZ steps are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The two almost locked sets, each cell with all its candidates, tinted apart.
fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = Picture::default();
    let first: Vec<_> = step
        .cells
        .iter()
        .copied()
        .filter(|c| !step.marked.contains(c))
        .collect();
    p.cells(&first, CellRole::FirstAls);
    p.cells(&step.marked, CellRole::SecondAls);
    p.cause_candidates(before, &step.cells, &[]);
    p.finish(step, before)
}

/// The largest almost locked set used.
const MAX_CELLS: usize = 3;

/// The most cells the two sets may have together. On the SE-rated corpus, puzzles whose hardest
/// step is an ALS-XZ of four cells sit mostly at SE 5.5-5.7; with five or more cells they spread
/// over 6.2-7.5, where chains already rate them, so larger patterns are left to the chains.
const MAX_TOTAL: u32 = 4;

/// An almost locked set: its cells (bit i = cell i), digits, and the cells of each digit.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Als {
    cells: u128,
    digits: u16,
    by_digit: [u128; 9],
}

fn bit(x: usize) -> u128 {
    1u128 << x
}

fn indices(mut m: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            i
        })
    })
}

/// Every almost locked set of up to [`MAX_CELLS`] cells, each once.
fn all_sets(c: &Candidates) -> Vec<Als> {
    let cands = c.cands_raw();
    let mut out: Vec<Als> = Vec::new();
    for house in &HOUSE_CELLS {
        let open: Vec<usize> = house
            .iter()
            .map(|&x| usize::from(x))
            .filter(|&x| cands[x] != 0)
            .collect();
        for sub in 1u32..(1 << open.len()) {
            let n = sub.count_ones() as usize;
            if n > MAX_CELLS {
                continue;
            }
            let members = (0..open.len())
                .filter(|k| sub & (1 << k) != 0)
                .map(|k| open[k]);
            let digits = members.clone().fold(0u16, |m, x| m | cands[x]);
            if digits.count_ones() as usize != n + 1 {
                continue;
            }
            let mut als = Als {
                cells: 0,
                digits,
                by_digit: [0; 9],
            };
            for x in members {
                als.cells |= bit(x);
                for d in mask_digits(cands[x]) {
                    als.by_digit[d] |= bit(x);
                }
            }
            if !out.iter().any(|a| a.cells == als.cells) {
                out.push(als);
            }
        }
    }
    out
}

/// The first ALS-XZ step, smallest sets first.
pub(super) fn find(c: &Candidates) -> Option<Step> {
    let cands = c.cands_raw();
    let mut peers = [0u128; 81];
    for (x, p) in peers.iter_mut().enumerate() {
        *p = PEERS[x].iter().fold(0, |m, &y| m | bit(usize::from(y)));
    }
    // Cells that see every cell of `m`.
    let seeing_all = |m: u128| indices(m).fold(!0u128 >> 47, |acc, x| acc & peers[x]);
    let mut sets = all_sets(c);
    sets.sort_by_key(|a| a.cells.count_ones());
    let mut best: Option<(u32, Step)> = None;
    for (i, a) in sets.iter().enumerate() {
        for b in &sets[i + 1..] {
            let size = a.cells.count_ones() + b.cells.count_ones();
            if size > MAX_TOTAL || best.as_ref().is_some_and(|(s, _)| *s <= size) {
                break;
            }
            let common = a.digits & b.digits;
            // One set is a single bivalue cell: puzzles whose hardest step joins two sets of two
            // cells sit mostly at SE 6.2 and above (median 6.6, against 5.9 with a single cell),
            // so that form is left to the chains too.
            let single = a.cells.count_ones() == 1 || b.cells.count_ones() == 1;
            if a.cells & b.cells != 0 || common.count_ones() < 2 || !single {
                continue;
            }
            for x in mask_digits(common) {
                // Restricted: every place of x in one set sees every place in the other.
                let restricted = indices(a.by_digit[x]).all(|p| b.by_digit[x] & !peers[p] == 0);
                if !restricted {
                    continue;
                }
                let mut elims = Vec::new();
                for z in mask_digits(common & !(1 << x)) {
                    let zs = a.by_digit[z] | b.by_digit[z];
                    let targets = seeing_all(zs) & !(a.cells | b.cells);
                    elims.extend(
                        indices(targets)
                            .filter(|&t| cands[t] & (1 << z) != 0)
                            .map(|t| (cell(t), digit(z))),
                    );
                }
                if elims.is_empty() {
                    continue;
                }
                let mut step = Step::new(Technique::AlsXz);
                step.cells = indices(a.cells).map(cell).collect();
                step.marked = indices(b.cells).map(cell).collect();
                step.cells.extend(step.marked.clone());
                step.digits = vec![digit(x)];
                step.digits
                    .extend(elims.iter().map(|&(_, d)| d).fold(Vec::new(), |mut v, d| {
                        if !v.contains(&d) {
                            v.push(d);
                        }
                        v
                    }));
                step.eliminations = elims;
                best = Some((size, step));
                break;
            }
        }
    }
    best.map(|(_, s)| s)
}

fn line(step: &Step) -> String {
    let n = step.cells.len() - step.marked.len();
    format!(
        "almost locked sets {} and {} share the restricted digit {}, so one of them holds {}",
        list(&step.cells[..n]),
        list(&step.marked),
        list(&step.digits[..1.min(step.digits.len())]),
        list(&step.digits[1.min(step.digits.len())..])
    )
}

fn why(step: &Step, before: &Candidates) -> String {
    let n = step.cells.len() - step.marked.len();
    let (a, b) = (&step.cells[..n], &step.marked[..]);
    let (Some(&x), z) = (
        step.digits.first(),
        &step.digits[1.min(step.digits.len())..],
    ) else {
        return tr!("Two almost locked sets with a restricted common digit.").to_string();
    };
    let set = |cells: &[Cell]| {
        let digits: Vec<_> = mask_digits(cells.iter().fold(0u16, |m, &c| m | before.mask(c)))
            .map(digit)
            .collect();
        if cells.len() == 1 {
            // TRANSLATORS: a clause of the sentence "{set1}; {set2}. …", in lower case (it is
            // capitalised where it starts the sentence): {cell} is a cell's name ("row 6, column
            // 2"), {digits} its candidates ("2 and 7").
            tr!(
                "the cell at {cell} holds only {digits}",
                cell = words::cells(cells),
                digits = words::digits(&digits)
            )
        } else {
            // TRANSLATORS: a clause of the sentence "{set1}; {set2}. …", in lower case (it is
            // capitalised where it starts the sentence): {count} is the number of cells as a
            // word ("three"), {cells} names them ("row 1, columns 4 and 6"), {digits} their
            // candidates ("2, 5 and 7").
            tr!(
                "the {count} cell at {cells} holds only {digits}"
                    | "the {count} cells at {cells} hold only {digits}" % cells.len(),
                count = words::count(cells.len(), words::Counted::Cells),
                cells = words::cells(cells),
                digits = words::digits(&digits)
            )
        }
    };
    // TRANSLATORS: {set1} and {set2} are the clauses "the cell at … holds only …" of the two
    // sets; {x} is the digit they share, {z} the digit(s) that one of them must then hold ("5"
    // or "5 and 9"), {z_either} the same as alternatives ("5 or 9").
    tr!(
        "{set1}; {set2}. Each set has one digit more than cells, so without any one of its digits \
         the rest fill it. Every place of {x} in one set sees every place of {x} in the other, so \
         they cannot both hold {x}: one set loses {x} and must then hold {z}. A cell that sees \
         every place of {z_either} in both sets cannot be {z_either}.",
        set1 = words::capitalize(&set(a)),
        set2 = set(b),
        x = x,
        z = words::digits(z),
        z_either = words::either(z)
    )
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, keep_only};
    use super::*;

    #[test]
    fn two_sets_joined_by_a_restricted_digit() {
        let mut c = cands(&".".repeat(81));
        // Set A: r6c4 {3,7}, r6c6 {3,4}, r6c1 {4,5} in row 6 (three cells, four digits).
        // Set B: r7c1 {5,7}. 5 is restricted (r6c1 and r7c1 share column 1); 7 is in both, at
        // r6c4 and r7c1, which r7c4 sees.
        keep_only(&mut c, 6, 4, &[3, 7]);
        keep_only(&mut c, 6, 6, &[3, 4]);
        keep_only(&mut c, 6, 1, &[4, 5]);
        keep_only(&mut c, 7, 1, &[5, 7]);
        let step = find(&c).expect("als-xz");
        assert_eq!(step.technique, Technique::AlsXz);
        assert!(elims(&step).contains(&(7, 4, 7)), "{:?}", elims(&step));
        // Every elimination sees all places of its digit in both sets.
        for &(t, d) in &step.eliminations {
            for &x in &step.cells {
                if before_has(&c, x, d) {
                    assert!(t.houses().iter().any(|h| h.contains(x)), "{t} {x}");
                }
            }
        }
    }

    fn before_has(c: &Candidates, x: Cell, d: crate::sudoku::grid::Digit) -> bool {
        c.has(x, d)
    }

    #[test]
    fn nothing_on_an_open_grid() {
        assert!(find(&cands(&".".repeat(81))).is_none());
    }
}
