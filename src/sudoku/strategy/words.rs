//! Player words for cells, houses and digits: `row 6, column 2` rather than `r6c2`.
//!
//! The one-line form of a step (for the command line) keeps the compact notation; everything a
//! player reads in a hint is built from these helpers, each a template of `tr!` in the player's
//! language. The words every layer shares (lists with their separator, `and` and `or`,
//! sentences, capitals) are [`crate::i18n::words`], used here through the same names.

use crate::sudoku::grid::{Cell, Digit, House};
use crate::tr;

/// A cell as players say it: `row 6, column 2`.
pub(crate) fn cell(c: Cell) -> String {
    // TRANSLATORS: a cell's name; {row} and {col} are its row's and column's numbers (1 to 9).
    tr!(
        "row {row}, column {col}",
        row = c.row() + 1,
        col = c.col() + 1
    )
}

/// A house as players say it: `row 3`, `column 5` or `box 9`.
pub(crate) fn house(h: House) -> String {
    match h {
        // TRANSLATORS: a row's name; {number} is 1 to 9.
        House::Row(r) => tr!("row {number}", number = r + 1),
        // TRANSLATORS: a column's name; {number} is 1 to 9.
        House::Col(c) => tr!("column {number}", number = c + 1),
        // TRANSLATORS: a box's name; {number} is 1 to 9.
        House::Box(b) => tr!("box {number}", number = b + 1),
    }
}

/// A candidate as a fact: `row 6, column 2 is 4` or `row 6, column 2 is not 4`.
pub(crate) fn fact(c: Cell, d: Digit, holds: bool) -> String {
    if holds {
        // TRANSLATORS: a fact of a chain: {cell} is a cell's name ("row 6, column 2"), {digit}
        // a digit.
        tr!("{cell} is {digit}", cell = cell(c), digit = d)
    } else {
        // TRANSLATORS: a fact of a chain: {cell} is a cell's name ("row 6, column 2"), {digit}
        // a digit.
        tr!("{cell} is not {digit}", cell = cell(c), digit = d)
    }
}

pub(crate) use crate::i18n::words::{and_list, capitalize, joined, or_list, sentences};

/// Digits in a sentence: `5`, `2 and 7`, `1, 4 and 9`.
pub(crate) fn digits(list: &[Digit]) -> String {
    let names: Vec<String> = list.iter().map(ToString::to_string).collect();
    and_list(&names)
}

/// Digits as alternatives: `5`, `2 or 7`, `1, 4 or 9`.
pub(crate) fn either(list: &[Digit]) -> String {
    let names: Vec<String> = list.iter().map(ToString::to_string).collect();
    or_list(&names)
}

/// A digit with its article: `a 5`, `an 8`.
pub(crate) fn a(d: Digit) -> String {
    if d.get() == 8 {
        // TRANSLATORS: the digit 8 with an indefinite article, as in "every cell already sees an
        // 8": English says "an" before 8 only. Translate like "a {digit}".
        tr!("an {digit}", digit = d)
    } else {
        // TRANSLATORS: a digit with an indefinite article, as in "every cell already sees a 5".
        tr!("a {digit}", digit = d)
    }
}

/// Small counts as words (`two`, `three`, …); larger ones as numerals.
pub(crate) fn count(n: usize) -> String {
    let word = match n {
        0 => tr!("count" => "no"),
        1 => tr!("count" => "one"),
        2 => tr!("count" => "two"),
        3 => tr!("count" => "three"),
        4 => tr!("count" => "four"),
        5 => tr!("count" => "five"),
        6 => tr!("count" => "six"),
        7 => tr!("count" => "seven"),
        8 => tr!("count" => "eight"),
        9 => tr!("count" => "nine"),
        _ => return n.to_string(),
    };
    word.to_string()
}

/// One-based numbers (from zero-based `numbers`) in a list: `1, 4 and 9`.
fn numbers(numbers: &[usize]) -> String {
    let names: Vec<String> = numbers.iter().map(|n| (n + 1).to_string()).collect();
    and_list(&names)
}

/// Rows by their zero-based numbers: `rows 1 and 4`, or `row 1` for one.
fn rows(list: &[usize]) -> String {
    match list {
        // TRANSLATORS: a row's name; {number} is 1 to 9.
        [one] => tr!("row {number}", number = one + 1),
        // TRANSLATORS: {numbers} is a list of row numbers ("1, 4 and 9").
        _ => tr!("rows {numbers}", numbers = numbers(list)),
    }
}

/// Columns by their zero-based numbers: `columns 1 and 4`, or `column 1` for one.
fn columns(list: &[usize]) -> String {
    match list {
        // TRANSLATORS: a column's name; {number} is 1 to 9.
        [one] => tr!("column {number}", number = one + 1),
        // TRANSLATORS: {numbers} is a list of column numbers ("1, 4 and 9").
        _ => tr!("columns {numbers}", numbers = numbers(list)),
    }
}

/// Several houses of one kind: `rows 2 and 7`, `column 4`. Houses of mixed kinds are listed one
/// by one.
pub(crate) fn houses(list: &[House]) -> String {
    let rows_of: Vec<usize> = list
        .iter()
        .filter_map(|h| match h {
            House::Row(r) => Some(usize::from(*r)),
            _ => None,
        })
        .collect();
    let cols_of: Vec<usize> = list
        .iter()
        .filter_map(|h| match h {
            House::Col(c) => Some(usize::from(*c)),
            _ => None,
        })
        .collect();
    if rows_of.len() == list.len() {
        rows(&rows_of)
    } else if cols_of.len() == list.len() {
        columns(&cols_of)
    } else {
        let names: Vec<String> = list.iter().map(|&h| house(h)).collect();
        and_list(&names)
    }
}

/// Cells grouped the way players read them: `row 3, columns 2 and 5`, `rows 1 and 9 of column 4`,
/// or row by row, `row 1, columns 1 and 5; row 5, column 1`. Repeated cells are named once.
pub(crate) fn cells(list: &[Cell]) -> String {
    let mut unique: Vec<Cell> = Vec::new();
    for &c in list {
        if !unique.contains(&c) {
            unique.push(c);
        }
    }
    let Some(&first) = unique.first() else {
        return String::new();
    };
    if unique.len() > 1 && unique.iter().all(|c| c.col() == first.col()) {
        let mut rows_of: Vec<usize> = unique.iter().map(|c| c.row()).collect();
        rows_of.sort_unstable();
        // TRANSLATORS: cells of one column: {rows} is a list of row numbers ("1, 5 and 9"),
        // {col} the column's number.
        return tr!(
            "rows {rows} of column {col}",
            rows = numbers(&rows_of),
            col = first.col() + 1
        );
    }
    // Rows in the order they first appear, columns ascending within a row.
    let mut groups: Vec<(usize, Vec<usize>)> = Vec::new();
    for c in &unique {
        match groups.iter_mut().find(|(r, _)| *r == c.row()) {
            Some((_, cols)) => cols.push(c.col()),
            None => groups.push((c.row(), vec![c.col()])),
        }
    }
    let singles = groups.iter().all(|(_, cols)| cols.len() == 1);
    let parts: Vec<String> = groups
        .iter_mut()
        .map(|(r, cols)| {
            cols.sort_unstable();
            match cols[..] {
                // TRANSLATORS: a cell's name; {row} and {col} are its row's and column's
                // numbers (1 to 9).
                [col] => tr!("row {row}, column {col}", row = *r + 1, col = col + 1),
                // TRANSLATORS: cells of one row: {row} is the row's number, {cols} a list of
                // column numbers ("2 and 5").
                _ => tr!(
                    "row {row}, columns {cols}",
                    row = *r + 1,
                    cols = numbers(cols)
                ),
            }
        })
        .collect();
    // TRANSLATORS: the separator between groups of cells row by row ("row 1, columns 1 and 5;
    // row 5, column 1"), spaces included.
    let sep = tr!("cells" => "; ");
    if singles {
        // Single cells read as a list: `row 1, column 6; row 2, column 5 and row 9, column 6`.
        joined(&parts, sep, |list, last| {
            // TRANSLATORS: the end of a list: {list} is every item but the last, already joined
            // by the list separator (", "), {last} the last item ("1, 4 and 9").
            tr!("{list} and {last}", list = list, last = last)
        })
    } else {
        parts.join(sep)
    }
}

/// The rows, or else the columns, that hold `list`, whichever are fewer: `rows 2 and 8`.
pub(crate) fn lines_of(list: &[Cell]) -> String {
    let mut rows_of: Vec<usize> = list.iter().map(|c| c.row()).collect();
    let mut cols_of: Vec<usize> = list.iter().map(|c| c.col()).collect();
    for v in [&mut rows_of, &mut cols_of] {
        v.sort_unstable();
        v.dedup();
    }
    if cols_of.len() < rows_of.len() {
        columns(&cols_of)
    } else {
        rows(&rows_of)
    }
}

/// The cells of `list` named within `house`: `columns 1 and 5` in a row, `rows 2 and 8` in a
/// column, and full cell names in a box.
pub(crate) fn cells_in(house: House, list: &[Cell]) -> String {
    let sorted = |mut v: Vec<usize>| {
        v.sort_unstable();
        v
    };
    match house {
        House::Row(_) => columns(&sorted(list.iter().map(|c| c.col()).collect())),
        House::Col(_) => rows(&sorted(list.iter().map(|c| c.row()).collect())),
        House::Box(_) => cells(list),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(r: usize, col: usize) -> Cell {
        Cell::from_row_col(r - 1, col - 1).expect("cell")
    }

    #[test]
    fn cells_read_like_speech() {
        assert_eq!(cell(c(6, 2)), "row 6, column 2");
        assert_eq!(cells(&[c(3, 5), c(3, 2)]), "row 3, columns 2 and 5");
        assert_eq!(
            cells(&[c(9, 4), c(1, 4), c(5, 4)]),
            "rows 1, 5 and 9 of column 4"
        );
        assert_eq!(
            cells(&[c(1, 5), c(5, 1), c(1, 1), c(1, 1)]),
            "row 1, columns 1 and 5; row 5, column 1"
        );
        assert_eq!(
            cells_in(House::Row(2), &[c(3, 5), c(3, 1)]),
            "columns 1 and 5"
        );
        assert_eq!(
            cells(&[c(1, 6), c(2, 5), c(9, 6)]),
            "row 1, column 6; row 2, column 5 and row 9, column 6"
        );
        assert_eq!(
            lines_of(&[c(2, 3), c(2, 5), c(8, 3), c(8, 5)]),
            "rows 2 and 8"
        );
        assert_eq!(lines_of(&[c(1, 3), c(5, 3), c(8, 4)]), "columns 3 and 4");
        assert_eq!(houses(&[House::Col(2), House::Col(7)]), "columns 3 and 8");
        assert_eq!(count(3), "three");
        assert_eq!(house(House::Box(4)), "box 5");
    }
}
