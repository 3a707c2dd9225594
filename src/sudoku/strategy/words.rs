//! Player words for cells, houses and digits: `row 6, column 2` rather than `r6c2`.
//!
//! The one-line form of a step (for the command line) keeps the compact notation; everything a
//! player reads in a hint is built from these helpers.

use crate::sudoku::grid::{Cell, Digit, House};

/// A cell as players say it: `row 6, column 2`.
pub(crate) fn cell(c: Cell) -> String {
    format!("row {}, column {}", c.row() + 1, c.col() + 1)
}

/// A candidate as a fact: `row 6, column 2 is 4` or `row 6, column 2 is not 4`.
pub(crate) fn fact(c: Cell, d: Digit, holds: bool) -> String {
    if holds {
        format!("{} is {d}", cell(c))
    } else {
        format!("{} is not {d}", cell(c))
    }
}

/// Items joined the way a sentence lists them: `a`, `a and b`, `a, b and c`.
pub(crate) fn and_list<T: AsRef<str>>(items: &[T]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [init @ .., last] => {
            let head: Vec<&str> = init.iter().map(AsRef::as_ref).collect();
            format!("{} and {}", head.join(", "), last.as_ref())
        }
    }
}

/// Items joined as alternatives: `a`, `a or b`, `a, b or c`.
pub(crate) fn or_list<T: AsRef<str>>(items: &[T]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [init @ .., last] => {
            let head: Vec<&str> = init.iter().map(AsRef::as_ref).collect();
            format!("{} or {}", head.join(", "), last.as_ref())
        }
    }
}

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
        format!("an {d}")
    } else {
        format!("a {d}")
    }
}

/// Small counts as words (`two`, `three`, …); larger ones as numerals.
pub(crate) fn count(n: usize) -> String {
    const NAMES: [&str; 10] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    ];
    NAMES
        .get(n)
        .map_or_else(|| n.to_string(), |s| (*s).to_string())
}

/// Numbers after a plural noun: `rows 1 and 4`, or `row 1` for one.
fn numbered(noun: &str, numbers: &[usize]) -> String {
    let names: Vec<String> = numbers.iter().map(|n| (n + 1).to_string()).collect();
    if names.len() == 1 {
        format!("{noun} {}", names.join(""))
    } else {
        format!("{noun}s {}", and_list(&names))
    }
}

/// Several houses of one kind: `rows 2 and 7`, `column 4`. Houses of mixed kinds are listed one
/// by one.
pub(crate) fn houses(list: &[House]) -> String {
    let rows: Vec<usize> = list
        .iter()
        .filter_map(|h| match h {
            House::Row(r) => Some(usize::from(*r)),
            _ => None,
        })
        .collect();
    let cols: Vec<usize> = list
        .iter()
        .filter_map(|h| match h {
            House::Col(c) => Some(usize::from(*c)),
            _ => None,
        })
        .collect();
    if rows.len() == list.len() {
        numbered("row", &rows)
    } else if cols.len() == list.len() {
        numbered("column", &cols)
    } else {
        let names: Vec<String> = list.iter().map(ToString::to_string).collect();
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
        let mut rows: Vec<usize> = unique.iter().map(|c| c.row()).collect();
        rows.sort_unstable();
        return format!("{} of column {}", numbered("row", &rows), first.col() + 1);
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
            format!("row {}, {}", *r + 1, numbered("column", cols))
        })
        .collect();
    match parts.split_last() {
        // Single cells read as a list: `row 1, column 6; row 2, column 5 and row 9, column 6`.
        Some((last, init)) if singles && !init.is_empty() => {
            format!("{} and {last}", init.join("; "))
        }
        _ => parts.join("; "),
    }
}

/// The rows, or else the columns, that hold `list`, whichever are fewer: `rows 2 and 8`.
pub(crate) fn lines_of(list: &[Cell]) -> String {
    let mut rows: Vec<usize> = list.iter().map(|c| c.row()).collect();
    let mut cols: Vec<usize> = list.iter().map(|c| c.col()).collect();
    for v in [&mut rows, &mut cols] {
        v.sort_unstable();
        v.dedup();
    }
    if cols.len() < rows.len() {
        numbered("column", &cols)
    } else {
        numbered("row", &rows)
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
        House::Row(_) => numbered("column", &sorted(list.iter().map(|c| c.col()).collect())),
        House::Col(_) => numbered("row", &sorted(list.iter().map(|c| c.row()).collect())),
        House::Box(_) => cells(list),
    }
}

/// The kind of a house as a noun: `row`, `column` or `box`.
pub(crate) fn kind(h: House) -> &'static str {
    match h {
        House::Row(_) => "row",
        House::Col(_) => "column",
        House::Box(_) => "box",
    }
}

/// `s` with its first letter in upper case ("medium" → "Medium"): the one capitaliser of the
/// crate, for level names and messages as much as for hints.
pub fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
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
        assert_eq!(and_list(&["a", "b", "c"]), "a, b and c");
        assert_eq!(or_list(&["a", "b"]), "a or b");
        assert_eq!(count(3), "three");
        assert_eq!(capitalize("x-wing"), "X-wing");
    }
}
