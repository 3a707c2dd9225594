//! Unique rectangle type 3 and unique loops: patterns of cells that, holding only a pair `ab`,
//! could swap `a` and `b` and give the puzzle two solutions.
//!
//! A *loop* is a closed path of an even number of cells, each holding both `a` and `b`, in which
//! neighbours share a house and every house that holds loop cells holds exactly two of them, one
//! on each side of the path's alternation. If every loop cell held only `ab`, the digits could
//! swap along the loop: so the cells with extra candidates (the *roof*) must break it.
//!
//! - Unique rectangle type 3 (4.6+): two roof cells in one house; their extra candidates act as
//!   one cell that, with other cells of that house, forms a naked subset. The subset's digits
//!   leave the rest of the house. SE adds 0.1 per digit of the subset beyond the first.
//! - Unique loop (six or more cells, 4.6+), broken the ways rectangles are: type 1 (one roof
//!   cell loses `a` and `b`), type 2 (every roof cell holds the same one extra digit, which leaves
//!   the cells that see them all), type 3 (as above) and type 4 (one of the pair is confined to
//!   the two roof cells in a house, so the other leaves them). SE rates a loop 4.5 plus 0.1 for
//!   six cells, 0.2 for eight and 0.5 for ten or more, plus 0.1 for types 2 and 4 and the subset
//!   bonus for type 3.

use super::naked_subsets::with_extra_cell;
use super::picture::{self, CellRole, HouseRole, Picture};
use super::unique_rectangle::{confined_and_removed, line, roof_of};
use super::{Candidates, Explainer, Step, Technique, cell, digit, mask_digits, seeing_all, words};
use crate::sudoku::geometry::{CELL_HOUSES, HOUSE_CELLS, sees};
use crate::sudoku::grid::House;
use crate::tr;

/// How unique rectangles of type 3 and unique loops are explained.
pub(super) const EXPLAIN: Explainer = Explainer::new(line, why).with_picture(picture);

/// The loop's (or rectangle's) cells with all their candidates and the cells that complete a naked subset with its extra candidates (type 3), and the house the step works in (types 3 and 4).
fn picture(step: &Step, before: &Candidates) -> Picture {
    picture::pattern(step, before, HouseRole::Unit, CellRole::Loop, &[]).finish(step, before)
}

/// The longest loop searched for.
const MAX_LOOP: usize = 10;

/// The lowest-rated unique rectangle of type 3 (types 1, 2 and 4 of rectangles are found by
/// the unique-rectangle file, before this).
pub(super) fn find_rectangle(c: &Candidates) -> Option<Step> {
    find_in(c, 4, 4)
}

/// The lowest-rated unique loop of six or more cells.
pub(super) fn find_loop(c: &Candidates) -> Option<Step> {
    find_in(c, 6, MAX_LOOP)
}

fn find_in(c: &Candidates, min: usize, max: usize) -> Option<Step> {
    let cands = c.cands_raw();
    let mut best: Option<Step> = None;
    for a in 0..9 {
        for b in a + 1..9 {
            let pair = (1u16 << a) | (1 << b);
            let cells: Vec<usize> = (0..81).filter(|&x| cands[x] & pair == pair).collect();
            if cells.len() < min {
                continue;
            }
            let mut search = Search {
                c,
                pair,
                cells: &cells,
                min,
                max,
                path: Vec::with_capacity(max),
                counts: [0; 27],
                extras: 0,
                best: &mut best,
            };
            for &start in &cells {
                search.path.push(start);
                search.enter(start, 1);
                search.extend(start);
                search.enter(start, -1);
                search.path.pop();
            }
        }
    }
    best
}

/// A depth-first search for loops on one pair.
struct Search<'a> {
    c: &'a Candidates,
    pair: u16,
    /// The cells holding both digits of the pair.
    cells: &'a [usize],
    min: usize,
    max: usize,
    path: Vec<usize>,
    /// Loop cells per house.
    counts: [u8; 27],
    /// Path cells with candidates besides the pair.
    extras: usize,
    best: &'a mut Option<Step>,
}

impl Search<'_> {
    fn enter(&mut self, x: usize, by: i8) {
        for &h in &CELL_HOUSES[x] {
            let n = &mut self.counts[usize::from(h)];
            *n = n.wrapping_add_signed(by);
        }
        if self.c.cands_raw()[x] != self.pair {
            self.extras = self.extras.wrapping_add_signed(isize::from(by));
        }
    }

    fn extend(&mut self, last: usize) {
        let start = self.path[0];
        let n = self.path.len();
        let closed = n >= self.min && n.is_multiple_of(2) && sees(last, start) && self.closes();
        if let Some(step) = closed
            .then(|| breaks(self.c, &self.path, self.pair))
            .flatten()
            && self.best.as_ref().is_none_or(|b| step.rating < b.rating)
        {
            *self.best = Some(step);
        }
        if n == self.max {
            return;
        }
        for &x in self.cells {
            // The start is the loop's lowest cell, so each loop is met from one cell only.
            if x <= start || !sees(last, x) || self.path.contains(&x) {
                continue;
            }
            let full = CELL_HOUSES[x]
                .iter()
                .any(|&h| self.counts[usize::from(h)] >= 2);
            let roof = self.c.cands_raw()[x] != self.pair;
            if full || (roof && self.extras >= 2) {
                continue;
            }
            self.path.push(x);
            self.enter(x, 1);
            self.extend(x);
            self.enter(x, -1);
            self.path.pop();
        }
    }

    /// Whether the path is a deadly loop: every house holds none or two of its cells, and the two
    /// sit an odd number of steps apart (so the digits alternate between them).
    fn closes(&self) -> bool {
        is_loop(&self.path)
    }
}

/// Whether `path` (a closed path) is a deadly loop.
fn is_loop(path: &[usize]) -> bool {
    let mut at: [Option<usize>; 27] = [None; 27];
    let mut counts = [0u8; 27];
    for (i, &x) in path.iter().enumerate() {
        for &h in &CELL_HOUSES[x] {
            let h = usize::from(h);
            counts[h] += 1;
            match at[h] {
                Some(j) if (i - j) % 2 == 0 => return false,
                _ => at[h] = Some(i),
            }
        }
    }
    counts.iter().all(|&n| n == 0 || n == 2)
}

/// The rating of a loop of `len` cells before its type's additions.
fn loop_rating(len: usize) -> u8 {
    45 + match len {
        0..=4 => 0,
        5..=6 => 1,
        7..=8 => 2,
        _ => 5,
    }
}

/// The step that breaks the loop `path` on `pair`, if any.
fn breaks(c: &Candidates, path: &[usize], pair: u16) -> Option<Step> {
    let cands = c.cands_raw();
    let roof: Vec<usize> = path.iter().copied().filter(|&x| cands[x] != pair).collect();
    let rectangle = path.len() == 4;
    let technique = if rectangle {
        Technique::UniqueRectangle3
    } else {
        Technique::UniqueLoop
    };
    let make = |add: u8, elims: Vec<(usize, usize)>| {
        let mut step = Step::new(technique);
        step.rating = loop_rating(path.len()) + add;
        step.cells = path.iter().map(|&x| cell(x)).collect();
        step.digits = mask_digits(pair).map(digit).collect();
        step.eliminations = elims
            .into_iter()
            .map(|(x, d)| (cell(x), digit(d)))
            .collect();
        step
    };
    let mut best: Option<Step> = None;
    let mut keep = |step: Step| {
        if best.as_ref().is_none_or(|b| step.rating < b.rating) {
            best = Some(step);
        }
    };
    // Type 1.
    if let [x] = roof[..] {
        if !rectangle {
            keep(make(0, mask_digits(pair).map(|d| (x, d)).collect()));
        }
        return best;
    }
    // Type 2: the roof shares one extra digit and holds nothing else.
    let extra = roof.iter().fold(0u16, |m, &x| m | (cands[x] & !pair));
    if !rectangle && extra.count_ones() == 1 && roof.iter().all(|&x| cands[x] == pair | extra) {
        let z = extra.trailing_zeros() as usize;
        // Cells of the path off the roof hold only the pair, so none holds the extra digit.
        let elims: Vec<_> = seeing_all(cands, extra, &roof)
            .into_iter()
            .map(|x| (x, z))
            .collect();
        if !elims.is_empty() {
            keep(make(1, elims));
        }
    }
    let [p, q] = roof[..] else {
        return best;
    };
    for &h in CELL_HOUSES[p].iter().filter(|h| CELL_HOUSES[q].contains(h)) {
        let h = usize::from(h);
        let house: Vec<usize> = HOUSE_CELLS[h].iter().map(|&x| usize::from(x)).collect();
        // Type 4: one of the pair has no place in the house but the roof.
        if !rectangle {
            for u in mask_digits(pair) {
                let confined = house
                    .iter()
                    .all(|&x| x == p || x == q || cands[x] & (1 << u) == 0);
                if confined {
                    let v = (pair & !(1 << u)).trailing_zeros() as usize;
                    let mut step = make(1, vec![(p, v), (q, v)]);
                    step.house = House::from_index(h);
                    keep(step);
                }
            }
        }
        // Type 3: the roof's extras as one cell, in a naked subset with other cells.
        with_extra_cell(cands, h, &roof, extra, &make, &mut keep);
    }
    best
}

/// How many of the step's cells form the loop (the rest complete a type 3 subset).
fn loop_len(step: &Step) -> usize {
    step.cells.len() - step.marked.len()
}

fn why(step: &Step, before: &Candidates) -> String {
    let n = loop_len(step);
    let (ring, subset) = step.cells.split_at(n);
    let pair = words::digits(&step.digits);
    let mask: u16 = step.digits.iter().fold(0, |m, d| m | d.bit());
    let (roof, roof_names) = roof_of(ring, mask, before);
    let cells = words::cells(ring);
    let pattern = if n == 4 {
        // TRANSLATORS: {cells} names the four cells ("rows 2 and 8 of column 4; …"), {pair} the
        // two digits ("3 and 7").
        tr!(
            "The cells at {cells} form a rectangle over two rows, two columns and two boxes. If \
             all of them held only {pair}, the two digits could swap places around it and the \
             puzzle would have two solutions, so the pattern must be broken.",
            cells = cells,
            pair = pair
        )
    } else {
        // TRANSLATORS: {cells} names the cells of the loop, {count} their number as a word
        // ("six"), in the gender of the word for cell, {pair} the two digits ("3 and 7"). The
        // plural forms are chosen by the number of cells.
        tr!(
            "The cells at {cells} form a closed loop of {count} cell, two in every house they \
             touch. If all of them held only {pair}, the two digits could swap places around it \
             and the puzzle would have two solutions, so the pattern must be broken."
                | "The cells at {cells} form a closed loop of {count} cells, two in every house \
                   they touch. If all of them held only {pair}, the two digits could swap places \
                   around it and the puzzle would have two solutions, so the pattern must be \
                   broken."
                    % n,
            cells = cells,
            count = words::count(n, words::Counted::Cells),
            pair = pair
        )
    };
    let extras: Vec<_> = roof
        .iter()
        .fold(0u16, |m, &c| m | (before.mask(c) & !mask))
        .pipe_digits();
    let rest = match step.house {
        // TRANSLATORS: {pair} is two digits ("3 and 7"), {cell} a cell's name ("row 6, column
        // 2").
        None if roof.len() == 1 => tr!(
            "Every other cell holds only {pair}, so {cell} must take another digit.",
            pair = pair,
            cell = roof_names
        ),
        // TRANSLATORS: {cells} names the cells ("row 6, column 2 and row 7, column 5"), {pair}
        // two digits ("3 and 7"), {extras} the other digits they hold ("5 and 9"),
        // {extras_either} the same as alternatives ("5 or 9").
        None => tr!(
            "Only {cells} hold anything besides {pair}, and that is {extras} in each, so one of \
             them must be {extras_either}.",
            cells = roof_names,
            pair = pair,
            extras = words::digits(&extras),
            extras_either = words::either(&extras)
        ),
        Some(h) if subset.is_empty() => {
            let (a, b) = confined_and_removed(step);
            // TRANSLATORS: {house} is a house ("row 3"), {confined} a digit with no other place
            // there, {cells} two cells ("row 6, column 2 and row 6, column 8"), {removed} the
            // other digit of the pair {pair} ("3 and 7").
            tr!(
                "In {house}, {confined} can only go in {cells}, so one of them is {confined}; if \
                 either were {removed}, every cell of the pattern would hold only {pair}.",
                house = words::house(h),
                confined = words::digits(&a),
                cells = roof_names,
                removed = b.map_or_else(String::new, |d| d.to_string()),
                pair = pair
            )
        }
        Some(h) => {
            let digits: u16 = subset.iter().fold(0u16, |m, &c| m | before.mask(c));
            let all: Vec<_> = (digits | extras.iter().fold(0, |m, d| m | d.bit())).pipe_digits();
            // TRANSLATORS: {cells} names the cells with extra candidates, {pair} two digits ("3
            // and 7"), {extras_either} the extra candidates as alternatives ("5 or 9"), {subset}
            // the other cells within the house {house} ("columns 1 and 5"), {digits} the digits
            // they hold ("1, 5 and 9"), {digit_count} and {cell_count} their number as a word
            // ("three") in the gender of the words for digit and cell. The plural forms are
            // chosen by that number.
            tr!(
                "So {cells} cannot both hold only {pair}: one of them is {extras_either}. Counting \
                 that as one cell, it and {subset} of {house} hold only {digits} between them, \
                 {digit_count} digit for {cell_count} cell, so that digit belongs to this cell."
                    | "So {cells} cannot both hold only {pair}: one of them is {extras_either}. \
                       Counting that as one cell, it and {subset} of {house} hold only {digits} \
                       between them, {digit_count} digits for {cell_count} cells, so those \
                       digits belong to these cells."
                        % all.len(),
                cells = roof_names,
                pair = pair,
                extras_either = words::either(&extras),
                subset = words::cells_in(h, subset),
                house = words::house(h),
                digits = words::digits(&all),
                digit_count = words::count(all.len(), words::Counted::Digits),
                cell_count = words::count(all.len(), words::Counted::Cells)
            )
        }
    };
    words::sentences(&[pattern, rest])
}

/// The digits of a candidate mask, ascending.
trait PipeDigits {
    fn pipe_digits(self) -> Vec<crate::sudoku::grid::Digit>;
}

impl PipeDigits for u16 {
    fn pipe_digits(self) -> Vec<crate::sudoku::grid::Digit> {
        mask_digits(self).map(digit).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::{cands, elims, from_marks, keep_only};
    use super::*;

    #[test]
    fn rectangle_type_3_with_a_naked_pair() {
        let mut c = cands(&".".repeat(81));
        // Floor r1c1, r1c5 = {4,7}; roof r3c1 {4,7,8}, r3c5 {4,7,9}; r3c7 {8,9} completes a
        // naked pair {8,9} with the roof's extras in row 3.
        keep_only(&mut c, 1, 1, &[4, 7]);
        keep_only(&mut c, 1, 5, &[4, 7]);
        keep_only(&mut c, 3, 1, &[4, 7, 8]);
        keep_only(&mut c, 3, 5, &[4, 7, 9]);
        keep_only(&mut c, 3, 7, &[8, 9]);
        let step = find_rectangle(&c).expect("ur type 3");
        assert_eq!(step.technique, Technique::UniqueRectangle3);
        assert_eq!(step.rating, 46);
        let e = elims(&step);
        // 8 and 9 leave the rest of row 3.
        let want: Vec<_> = [2, 3, 4, 6, 8, 9]
            .iter()
            .flat_map(|&col| [(3, col, 8), (3, col, 9)])
            .collect();
        assert_eq!(e, want);
        assert_eq!(step.marked.len(), 1);
    }

    #[test]
    fn no_type_3_without_a_subset() {
        let mut c = cands(&".".repeat(81));
        keep_only(&mut c, 1, 1, &[4, 7]);
        keep_only(&mut c, 1, 5, &[4, 7]);
        keep_only(&mut c, 3, 1, &[4, 7, 8]);
        keep_only(&mut c, 3, 5, &[4, 7, 9]);
        assert!(find_rectangle(&c).is_none());
    }

    /// Marks with `12` in `cells` (one-based row and column) and filled cells elsewhere.
    fn marks(cells: &[(usize, usize)]) -> Vec<String> {
        let mut fields = vec![".9".to_string(); 81];
        for &(r, col) in cells {
            fields[(r - 1) * 9 + col - 1] = "12".to_string();
        }
        fields
    }

    /// A six-cell loop on {1,2} in the top band: two cells in each of rows 1-3, columns 1, 4, 7
    /// and boxes 1-3.
    const SIX: [(usize, usize); 6] = [(1, 1), (1, 4), (2, 4), (2, 7), (3, 7), (3, 1)];

    #[test]
    fn loop_type_1_clears_the_odd_cell() {
        let mut fields = marks(&SIX);
        fields[18] = "123".to_string(); // r3c1
        let c = from_marks(&fields.join(" "));
        let step = find_loop(&c).expect("loop type 1");
        assert_eq!(step.technique, Technique::UniqueLoop);
        assert_eq!(step.rating, 46);
        assert_eq!(elims(&step), vec![(3, 1, 1), (3, 1, 2)]);
        assert_eq!(step.cells.len(), 6);
    }

    #[test]
    fn loop_type_2_removes_the_shared_extra() {
        let mut fields = marks(&SIX);
        fields[18] = "125".to_string(); // r3c1
        fields[24] = "125".to_string(); // r3c7
        fields[22] = "58".to_string(); // r3c5 sees both
        fields[40] = "58".to_string(); // r5c5 sees neither
        let c = from_marks(&fields.join(" "));
        let step = find_loop(&c).expect("loop type 2");
        assert_eq!(step.rating, 47);
        assert_eq!(elims(&step), vec![(3, 5, 5)]);
    }

    #[test]
    fn loop_type_4_uses_a_confined_digit() {
        let mut fields = marks(&SIX);
        fields[18] = "1236".to_string(); // r3c1
        fields[24] = "1257".to_string(); // r3c7: 1 has no other place in row 3
        fields[22] = "24".to_string(); // r3c5: 2 has
        let c = from_marks(&fields.join(" "));
        let step = find_loop(&c).expect("loop type 4");
        assert_eq!(step.rating, 47);
        assert_eq!(elims(&step), vec![(3, 1, 2), (3, 7, 2)]);
    }

    #[test]
    fn loop_type_3_with_a_naked_pair() {
        let mut fields = marks(&SIX);
        fields[18] = "125".to_string(); // r3c1
        fields[24] = "126".to_string(); // r3c7
        fields[22] = "56".to_string(); // r3c5: a naked pair {5,6} with the roof's extras
        fields[20] = "567".to_string(); // r3c3 loses 5 and 6
        fields[26] = "129".to_string(); // r3c9: 1 and 2 have other places in row 3
        let c = from_marks(&fields.join(" "));
        let step = find_loop(&c).expect("loop type 3");
        assert_eq!(step.rating, 47);
        assert_eq!(elims(&step), vec![(3, 3, 5), (3, 3, 6)]);
        assert_eq!(step.marked.len(), 1);
    }

    #[test]
    fn no_loop_through_six_boxes() {
        // Rows 1, 4, 7 and columns 1, 4, 7 hold two cells each, but each box holds one: the
        // digits could not swap, so nothing may be removed.
        let mut fields = marks(&[(1, 1), (1, 4), (4, 4), (4, 7), (7, 7), (7, 1)]);
        fields[54] = "123".to_string(); // r7c1
        let c = from_marks(&fields.join(" "));
        assert!(find_loop(&c).is_none());
        assert!(!is_loop(&[0, 3, 30, 33, 60, 54]));
        assert!(is_loop(&[0, 3, 12, 15, 24, 18]));
    }

    #[test]
    fn nothing_on_an_open_grid() {
        let c = cands(&".".repeat(81));
        assert!(find_rectangle(&c).is_none());
        assert!(find_loop(&c).is_none());
    }
}
