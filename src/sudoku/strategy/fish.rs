//! Basic fish: a digit whose places in n rows lie in the same n columns (or the transpose)
//! leaves those columns elsewhere (X-wing 3.2, swordfish 3.8, jellyfish 5.2).

use super::naked_subsets::combos;
use super::picture::{CellRole, HouseRole, Picture};
use super::{Candidates, Explainer, Step, Technique, cell, digit, list, mask_digits, words};
use crate::sudoku::geometry::{FIRST_COL, HOUSE_CELLS};
use crate::sudoku::grid::House;
use crate::tr;

/// How X-wings, swordfish and jellyfish are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The base lines' candidates of the digit, the base lines and the cover lines. The base lines
/// are the lines of the pattern that no elimination lies in (rows or columns), the cover lines
/// the crossing lines through the pattern's cells outside any fin (the step's marked cells).
pub(super) fn picture(step: &Step, before: &Candidates) -> Picture {
    let mut p = Picture::default();
    let body: Vec<_> = step
        .cells
        .iter()
        .copied()
        .filter(|c| !step.marked.contains(c))
        .collect();
    let base_is_rows = !step
        .eliminations
        .iter()
        .any(|(e, _)| step.cells.iter().any(|c| c.row() == e.row()));
    let line = |c: crate::sudoku::grid::Cell, rows: bool| {
        if rows {
            House::Row(c.row() as u8)
        } else {
            House::Col(c.col() as u8)
        }
    };
    for &c in &step.cells {
        p.house(line(c, base_is_rows), HouseRole::Base);
    }
    for &c in &body {
        p.house(line(c, !base_is_rows), HouseRole::Cover);
    }
    if let Some(h) = step.house {
        p.house(h, HouseRole::Unit);
    }
    p.cells(&body, CellRole::Pattern);
    p.cells(&step.marked, CellRole::Fin);
    p.cause_candidates(before, &step.cells, &step.digits);
    p.finish(step, before)
}

/// The first X-wing.
pub(super) fn find_x_wing(c: &Candidates) -> Option<Step> {
    find(c, 2)
}

/// The first swordfish.
pub(super) fn find_swordfish(c: &Candidates) -> Option<Step> {
    find(c, 3)
}

/// The first jellyfish.
pub(super) fn find_jellyfish(c: &Candidates) -> Option<Step> {
    find(c, 4)
}

/// The k-th cell of a base line: a row, or a column for the transposed fish.
pub(super) fn at(rows: bool, line: usize, k: usize) -> usize {
    let h = if rows { line } else { FIRST_COL + line };
    usize::from(HOUSE_CELLS[h][k])
}

/// The places of digit `d` in each of the nine base lines (rows, or columns when `rows` is
/// false), as masks of positions along the line.
pub(super) fn line_places(cands: &[u16; 81], d: usize, rows: bool) -> Vec<u16> {
    let bit = 1u16 << d;
    (0..9)
        .map(|line| {
            (0..9)
                .filter(|&k| cands[at(rows, line, k)] & bit != 0)
                .fold(0u16, |m, k| m | 1 << k)
        })
        .collect()
}

fn find(c: &Candidates, n: usize) -> Option<Step> {
    let cands = c.cands_raw();
    for d in 0..9 {
        let bit = 1u16 << d;
        for rows in [true, false] {
            let pos = line_places(cands, d, rows);
            let lines: Vec<usize> = (0..9)
                .filter(|&l| pos[l].count_ones() >= 2 && pos[l].count_ones() as usize <= n)
                .collect();
            let mut found = None;
            combos(&lines, n, &mut |set| {
                let cover = set.iter().fold(0u16, |m, &l| m | pos[l]);
                if cover.count_ones() as usize != n {
                    return false;
                }
                let elims: Vec<_> = (0..9)
                    .filter(|l| !set.contains(l))
                    .flat_map(|l| mask_digits(cover).map(move |k| at(rows, l, k)))
                    .filter(|&x| cands[x] & bit != 0)
                    .map(|x| (cell(x), digit(d)))
                    .collect();
                if elims.is_empty() {
                    return false;
                }
                let mut step = Step::new(match n {
                    2 => Technique::XWing,
                    3 => Technique::Swordfish,
                    _ => Technique::Jellyfish,
                });
                step.cells = set
                    .iter()
                    .flat_map(|&l| mask_digits(pos[l]).map(move |k| cell(at(rows, l, k))))
                    .collect();
                step.digits = vec![digit(d)];
                step.eliminations = elims;
                found = Some(step);
                true
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

fn line(step: &Step) -> String {
    format!(
        "{} in {} covers its lines, so it leaves the crossing lines",
        list(&step.digits),
        list(&step.cells)
    )
}

fn why(step: &Step, _before: &Candidates) -> String {
    let Some(&digit) = step.digits.first() else {
        return tr!("A digit confined to the same lines in both directions.").to_string();
    };
    let d = digit.to_string();
    let rows = sorted_unique(step.cells.iter().map(|c| c.row()));
    let cols = sorted_unique(step.cells.iter().map(|c| c.col()));
    // The base lines are rows when the eliminations fall outside the rows of the pattern.
    let base_is_rows = step
        .eliminations
        .first()
        .is_none_or(|(c, _)| !rows.contains(&c.row()));
    let row_names = words::houses(
        &rows
            .iter()
            .map(|&r| House::Row(r as u8))
            .collect::<Vec<_>>(),
    );
    let col_names = words::houses(
        &cols
            .iter()
            .map(|&c| House::Col(c as u8))
            .collect::<Vec<_>>(),
    );
    let (base, cover) = if base_is_rows {
        (row_names, col_names)
    } else {
        (col_names, row_names)
    };
    let lines = rows.len().max(cols.len());
    let n = words::count(lines, words::Counted::Lines);
    // TRANSLATORS: {base} and {cover} are lines ("rows 2 and 7", "columns 3 and 8"), {digit} a
    // digit ("{digit}s" is its plural, "the 5s"), {count} the number of lines as a word ("two"),
    // in the gender of the word for line, {a_digit} the digit with an article ("a 5"). The
    // plural forms are chosen by the number of lines.
    tr!(
        "In {base}, {digit} can only go in {cover}. This {count} line needs {a_digit}, so \
         {cover} gets its {digit} from {base}."
            | "In {base}, {digit} can only go in {cover}. Each of these {count} lines needs \
               {a_digit}, so {cover} get their {digit}s from {base}."
                % lines,
        base = base,
        digit = d,
        cover = cover,
        count = n,
        a_digit = words::a(digit)
    )
}

fn sorted_unique(items: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut v: Vec<usize> = items.collect();
    v.sort_unstable();
    v.dedup();
    v
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, remove};
    use super::*;

    #[test]
    fn base_line_cells_are_row_major() {
        for line in 0..9 {
            for k in 0..9 {
                assert_eq!(at(true, line, k), line * 9 + k);
                assert_eq!(at(false, line, k), k * 9 + line);
            }
        }
    }

    #[test]
    fn x_wing_on_rows() {
        let mut c = cands(&".".repeat(81));
        // Digit 5 in rows 2 and 7 only in columns 3 and 8.
        let rm: Vec<_> = [2, 7]
            .iter()
            .flat_map(|&r| {
                (1..=9)
                    .filter(|&col| col != 3 && col != 8)
                    .map(move |col| (r, col, 5))
            })
            .collect();
        remove(&mut c, &rm);
        let step = find_x_wing(&c).expect("x-wing");
        let e = elims(&step);
        assert_eq!(e.len(), 14);
        assert!(
            e.iter()
                .all(|&(r, col, d)| d == 5 && (col == 3 || col == 8) && r != 2 && r != 7)
        );
    }

    #[test]
    fn swordfish_needs_three_lines() {
        let mut c = cands(&".".repeat(81));
        let keep = [(1, [1, 4]), (5, [4, 9]), (9, [1, 9])];
        let rm: Vec<_> = keep
            .iter()
            .flat_map(|&(r, cols)| {
                (1..=9)
                    .filter(move |col| !cols.contains(col))
                    .map(move |col| (r, col, 7))
            })
            .collect();
        remove(&mut c, &rm);
        assert!(find_x_wing(&c).is_none());
        let step = find_swordfish(&c).expect("swordfish");
        assert_eq!(elims(&step).len(), 18);
    }

    #[test]
    fn jellyfish_on_four_rows() {
        let mut c = cands(&".".repeat(81));
        let keep = [(1, [1, 2]), (3, [2, 5]), (6, [5, 8]), (8, [8, 1])];
        let rm: Vec<_> = keep
            .iter()
            .flat_map(|&(r, cols)| {
                (1..=9)
                    .filter(move |col| !cols.contains(col))
                    .map(move |col| (r, col, 4))
            })
            .collect();
        remove(&mut c, &rm);
        assert!(find_x_wing(&c).is_none() && find_swordfish(&c).is_none());
        let step = find_jellyfish(&c).expect("jellyfish");
        // Columns 1, 2, 5, 8 in the five other rows.
        assert_eq!(elims(&step).len(), 20);
    }
}
