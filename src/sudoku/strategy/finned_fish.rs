//! Finned and sashimi fish: an X-wing or swordfish whose base lines have extra places for the
//! digit (the *fins*), all in one box.
//!
//! Either the fish holds, and the digit leaves the rest of its cover lines, or a fin holds the
//! digit, and it leaves the rest of the fin's box. Both are true only of the cover-line cells
//! inside the fin's box, which therefore lose the digit. The fish is *sashimi* when a base line
//! keeps a single place once its fins are set aside (the plain fish would be degenerate).
//!
//! Ratings on the SE scale: finned X-wing 4.0, sashimi X-wing 4.1 (beside the skyscraper and
//! two-string kite, which are special cases of them and are tried first), finned swordfish 5.3,
//! sashimi swordfish 5.4 (above the jellyfish); the grading table says how they were placed.

use super::fish::{at, line_places};
use super::naked_subsets::combos;
use super::{Candidates, Explainer, Step, Technique, cell, digit, list, mask_digits, words};
use crate::sudoku::geometry::FIRST_BOX;
use crate::sudoku::grid::{Cell, House};
use crate::tr;

/// How finned and sashimi fish are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(super::fish::picture);

/// The first finned or sashimi X-wing (a finned one before a sashimi one).
pub(super) fn find_x_wing(c: &Candidates) -> Option<Step> {
    find(c, 2)
}

/// The first finned or sashimi swordfish (a finned one before a sashimi one).
pub(super) fn find_swordfish(c: &Candidates) -> Option<Step> {
    find(c, 3)
}

fn find(c: &Candidates, n: usize) -> Option<Step> {
    let mut sashimi: Option<Step> = None;
    for d in 0..9 {
        for rows in [true, false] {
            let pos = line_places(c.cands_raw(), d, rows);
            // A base line has at least one place, and at most n body places plus fins (at
            // most three in a box).
            let lines: Vec<usize> = (0..9)
                .filter(|&l| pos[l] != 0 && pos[l].count_ones() as usize <= n + 2)
                .collect();
            let mut found: Option<Step> = None;
            combos(&lines, n, &mut |base| {
                for band_line in base {
                    // The fin box: in the band of a base line, any of the three stacks.
                    let band = band_line / 3;
                    for stack in 0..3 {
                        if let Some(step) = try_fin_box(c, d, rows, &pos, base, band, stack) {
                            let is_sashimi = matches!(
                                step.technique,
                                Technique::SashimiXWing | Technique::SashimiSwordfish
                            );
                            if !is_sashimi {
                                found = Some(step);
                                return true;
                            }
                            if sashimi.is_none() {
                                sashimi = Some(step);
                            }
                        }
                    }
                }
                false
            });
            if found.is_some() {
                return found;
            }
        }
    }
    sashimi
}

/// The fish on base lines `base` with its fins in the box at (`band`, `stack`) of the base
/// orientation, if it removes anything.
fn try_fin_box(
    c: &Candidates,
    d: usize,
    rows: bool,
    pos: &[u16],
    base: &[usize],
    band: usize,
    stack: usize,
) -> Option<Step> {
    let cands = c.cands_raw();
    let n = base.len();
    let stack_mask: u16 = 0b111 << (stack * 3);
    let in_box = |l: usize| l / 3 == band;
    // Places outside the fin box must all be cover lines.
    let outside = base.iter().fold(0u16, |m, &l| {
        m | if in_box(l) {
            pos[l] & !stack_mask
        } else {
            pos[l]
        }
    });
    let have = outside.count_ones() as usize;
    if have > n {
        return None;
    }
    let free: Vec<usize> = mask_digits(stack_mask & !outside).collect();
    let mut best: Option<Step> = None;
    combos(&free, n - have, &mut |more| {
        let cover = more.iter().fold(outside, |m, &k| m | 1 << k);
        let fins: Vec<usize> = base
            .iter()
            .filter(|&&l| in_box(l))
            .flat_map(|&l| mask_digits(pos[l] & !cover).map(move |k| at(rows, l, k)))
            .collect();
        if fins.is_empty() || base.iter().any(|&l| pos[l] & cover == 0) {
            return false;
        }
        let elims: Vec<usize> = mask_digits(cover & stack_mask)
            .flat_map(|k| (band * 3..band * 3 + 3).map(move |l| at(rows, l, k)))
            .filter(|&x| cands[x] & (1 << d) != 0)
            .filter(|&x| !base.contains(&line_of(rows, x)))
            .collect();
        if elims.is_empty() {
            return false;
        }
        let sashimi = base
            .iter()
            .any(|&l| in_box(l) && pos[l] & !cover != 0 && (pos[l] & cover).count_ones() <= 1);
        let technique = match (n, sashimi) {
            (2, false) => Technique::FinnedXWing,
            (2, true) => Technique::SashimiXWing,
            (_, false) => Technique::FinnedSwordfish,
            (_, true) => Technique::SashimiSwordfish,
        };
        let mut step = Step::new(technique);
        step.house = House::from_index(FIRST_BOX + box_index(rows, band, stack));
        step.cells = base
            .iter()
            .flat_map(|&l| mask_digits(pos[l] & cover).map(move |k| cell(at(rows, l, k))))
            .collect();
        step.marked = fins.iter().map(|&x| cell(x)).collect();
        step.cells.extend(step.marked.clone());
        step.digits = vec![digit(d)];
        step.eliminations = elims.into_iter().map(|x| (cell(x), digit(d))).collect();
        best = Some(step);
        true
    });
    best
}

/// The base-orientation line of cell `x`: its row, or its column when `rows` is false.
fn line_of(rows: bool, x: usize) -> usize {
    if rows { x / 9 } else { x % 9 }
}

/// The box index of the box in `band` and `stack` of the base orientation.
fn box_index(rows: bool, band: usize, stack: usize) -> usize {
    if rows {
        band * 3 + stack
    } else {
        stack * 3 + band
    }
}

fn line(step: &Step) -> String {
    format!(
        "{} in {} covers its lines but for the fins {}, so it leaves the cells that see the fins \
         and the crossing lines",
        list(&step.digits),
        list(&step.cells[..step.cells.len() - step.marked.len()]),
        list(&step.marked)
    )
}

fn why(step: &Step, _before: &Candidates) -> String {
    let Some(&d) = step.digits.first() else {
        return tr!("A fish with fins: either the fish holds or a fin does.").to_string();
    };
    let body = &step.cells[..step.cells.len() - step.marked.len()];
    let unique = |f: fn(Cell) -> usize| {
        let mut v: Vec<usize> = body.iter().map(|&c| f(c)).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let (rows, cols) = (unique(Cell::row), unique(Cell::col));
    // The fins lie on the base lines and off the cover lines.
    let base_is_rows = !step.marked.iter().all(|c| cols.contains(&c.col()));
    let to_houses = |v: &[usize], row: bool| {
        let hs: Vec<House> = v
            .iter()
            .map(|&i| {
                if row {
                    House::Row(i as u8)
                } else {
                    House::Col(i as u8)
                }
            })
            .collect();
        words::houses(&hs)
    };
    let (base, cover) = if base_is_rows {
        (to_houses(&rows, true), to_houses(&cols, false))
    } else {
        (to_houses(&cols, false), to_houses(&rows, true))
    };
    let fin_box = step.house.map_or_else(words::one_box, words::house);
    let sashimi = matches!(
        step.technique,
        Technique::SashimiXWing | Technique::SashimiSwordfish
    );
    let fins = words::cells(&step.marked);
    // TRANSLATORS (the four texts of a finned fish): {base} and {cover} are lines ("rows 2 and
    // 7", "columns 3 and 8"), {digit} a digit ("{digit}s" is its plural, "the 5s"), {fins} the
    // fin cells ("row 2, column 9"), {fin_box} their box ("box 3").
    match (step.marked.len() == 1, sashimi) {
        // TRANSLATORS: see the finned fish's texts: {base}, {cover}, {digit}, {fins}, {fin_box}.
        (true, false) => tr!(
            "In {base}, {digit} can only go in {cover}, except for the fin at {fins}, in \
             {fin_box}. If no fin is {digit}, {cover} get their {digit}s from {base}; if a fin \
             is {digit}, the rest of {fin_box} cannot be. Either way, the cells of {cover} \
             inside {fin_box} cannot be {digit}.",
            base = base,
            digit = d,
            cover = cover,
            fins = fins,
            fin_box = fin_box
        ),
        // TRANSLATORS: see the finned fish's texts: {base}, {cover}, {digit}, {fins}, {fin_box}.
        (false, false) => tr!(
            "In {base}, {digit} can only go in {cover}, except for the fins at {fins}, in \
             {fin_box}. If no fin is {digit}, {cover} get their {digit}s from {base}; if a fin \
             is {digit}, the rest of {fin_box} cannot be. Either way, the cells of {cover} \
             inside {fin_box} cannot be {digit}.",
            base = base,
            digit = d,
            cover = cover,
            fins = fins,
            fin_box = fin_box
        ),
        // TRANSLATORS: see the finned fish's texts: {base}, {cover}, {digit}, {fins}, {fin_box}.
        (true, true) => tr!(
            "In {base}, {digit} can only go in {cover}, except for the fin at {fins}, in \
             {fin_box} (one corner of the fish is missing: without the fins it would not be a \
             fish at all). If no fin is {digit}, {cover} get their {digit}s from {base}; if a \
             fin is {digit}, the rest of {fin_box} cannot be. Either way, the cells of {cover} \
             inside {fin_box} cannot be {digit}.",
            base = base,
            digit = d,
            cover = cover,
            fins = fins,
            fin_box = fin_box
        ),
        // TRANSLATORS: see the finned fish's texts: {base}, {cover}, {digit}, {fins}, {fin_box}.
        (false, true) => tr!(
            "In {base}, {digit} can only go in {cover}, except for the fins at {fins}, in \
             {fin_box} (one corner of the fish is missing: without the fins it would not be a \
             fish at all). If no fin is {digit}, {cover} get their {digit}s from {base}; if a \
             fin is {digit}, the rest of {fin_box} cannot be. Either way, the cells of {cover} \
             inside {fin_box} cannot be {digit}.",
            base = base,
            digit = d,
            cover = cover,
            fins = fins,
            fin_box = fin_box
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, remove};
    use super::*;

    /// Removes digit `d` from every cell of row `r` except the listed columns (one-based).
    fn only(r: usize, cols: &[usize], d: u8) -> Vec<(usize, usize, u8)> {
        (1..=9)
            .filter(|c| !cols.contains(c))
            .map(|c| (r, c, d))
            .collect()
    }

    #[test]
    fn finned_x_wing_clears_the_fin_box() {
        let mut c = cands(&".".repeat(81));
        // 5 in row 2 at columns 2 and 8; in row 8 at columns 2, 8 and the fin at column 9.
        let mut rm = only(2, &[2, 8], 5);
        rm.extend(only(8, &[2, 8, 9], 5));
        remove(&mut c, &rm);
        let step = find_x_wing(&c).expect("finned x-wing");
        assert_eq!(step.technique, Technique::FinnedXWing);
        // Column 8 inside box 9, outside rows 2 and 8: r7c8 and r9c8.
        assert_eq!(elims(&step), vec![(7, 8, 5), (9, 8, 5)]);
        assert_eq!(step.marked.len(), 1);
        let why = step.why(&c);
        assert!(
            why.contains("rows 2 and 8") && why.contains("box 9"),
            "{why}"
        );
    }

    #[test]
    fn sashimi_x_wing_lacks_a_corner() {
        let mut c = cands(&".".repeat(81));
        // 5 in row 2 at columns 2 and 8; in row 8 at column 2 and the fins at columns 7 and 9.
        let mut rm = only(2, &[2, 8], 5);
        rm.extend(only(8, &[2, 7, 9], 5));
        remove(&mut c, &rm);
        let step = find_x_wing(&c).expect("sashimi x-wing");
        assert_eq!(step.technique, Technique::SashimiXWing);
        assert_eq!(elims(&step), vec![(7, 8, 5), (9, 8, 5)]);
    }

    #[test]
    fn fins_in_two_boxes_give_nothing() {
        let mut c = cands(&".".repeat(81));
        // Row 8's extra places are at columns 1 and 9, in boxes 7 and 9.
        let mut rm = only(2, &[2, 8], 5);
        rm.extend(only(8, &[1, 2, 8, 9], 5));
        remove(&mut c, &rm);
        assert!(find_x_wing(&c).is_none());
    }

    #[test]
    fn finned_swordfish_on_three_rows() {
        let mut c = cands(&".".repeat(81));
        // 7 in rows 1, 5, 9 at columns {1,4}, {4,9}, {1,9} and a fin at r9c8.
        let mut rm = only(1, &[1, 4], 7);
        rm.extend(only(5, &[4, 9], 7));
        rm.extend(only(9, &[1, 8, 9], 7));
        remove(&mut c, &rm);
        assert!(find_x_wing(&c).is_none());
        let step = find_swordfish(&c).expect("finned swordfish");
        assert_eq!(step.technique, Technique::FinnedSwordfish);
        assert_eq!(elims(&step), vec![(7, 9, 7), (8, 9, 7)]);
    }

    #[test]
    fn sashimi_swordfish_has_a_line_with_one_corner() {
        let mut c = cands(&".".repeat(81));
        // 7 in rows 1, 5, 9 at columns {1,4}, {4,9} and {1,8}. Taking r5c9 as the fin, the
        // fish covers columns 1, 4 and 8, and row 5 keeps a single corner.
        let mut rm = only(1, &[1, 4], 7);
        rm.extend(only(5, &[4, 9], 7));
        rm.extend(only(9, &[1, 8], 7));
        remove(&mut c, &rm);
        assert!(find_x_wing(&c).is_none());
        let step = find_swordfish(&c).expect("sashimi swordfish");
        assert_eq!(step.technique, Technique::SashimiSwordfish);
        assert_eq!(elims(&step), vec![(4, 8, 7), (6, 8, 7)]);
    }

    #[test]
    fn nothing_on_an_open_grid() {
        let c = cands(&".".repeat(81));
        assert!(find_x_wing(&c).is_none() && find_swordfish(&c).is_none());
    }
}
