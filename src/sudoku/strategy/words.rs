//! Player words for cells, houses and digits: `row 6, column 2` rather than `r6c2`.
//!
//! The one-line form of a step (for the command line) keeps the compact notation; everything a
//! player reads in a hint is built from these helpers, each a template of `tr!` in the player's
//! language. The words every layer shares (lists with their separator, `and` and `or`,
//! sentences, capitals) are [`crate::i18n::words`], used here through the same names.

use crate::i18n::Form;
pub(crate) use crate::i18n::Name;
use crate::sudoku::grid::{Cell, Digit, House};
use crate::tr;

/// A cell as players say it: `row 6, column 2`, in each form.
pub(crate) fn cell(c: Cell) -> Name {
    Name::new(|f| cell_form(f, c.row() + 1, c.col() + 1))
}

fn cell_form(f: Form, row: usize, col: usize) -> String {
    match f {
        // TRANSLATORS: a cell's name; {row} and {col} are its row's and column's numbers (1 to
        // 9).
        Form::Bare => tr!("row {row}, column {col}", row = row, col = col),
        // TRANSLATORS: a cell's name with its definite article, or as the object of a verb in a
        // language with cases ("la fila 6, columna 2"), where a translation writes {cell:the}.
        Form::The => tr!("form the" => "row {row}, column {col}", row = row, col = col),
        // TRANSLATORS: a cell's name after the word for "in", contracted as the language does
        // ("en la fila 6, columna 2"), where a translation writes {cell:in}.
        Form::In => tr!("form in" => "row {row}, column {col}", row = row, col = col),
        // TRANSLATORS: a cell's name after the word for "of", contracted as the language does
        // ("de la fila 6, columna 2"), where a translation writes {cell:of}.
        Form::Of => tr!("form of" => "row {row}, column {col}", row = row, col = col),
    }
}

/// A house as players say it: `row 3`, `column 5` or `box 9`, in each form.
pub(crate) fn house(h: House) -> Name {
    Name::new(|f| match h {
        House::Row(r) => row_form(f, usize::from(r) + 1),
        House::Col(c) => column_form(f, usize::from(c) + 1),
        House::Box(b) => box_form(f, usize::from(b) + 1),
    })
}

fn row_form(f: Form, number: usize) -> String {
    match f {
        // TRANSLATORS: a row's name; {number} is 1 to 9.
        Form::Bare => tr!("row {number}", number = number),
        // TRANSLATORS: a row's name with its definite article, or as the object of a verb in a
        // language with cases ("la fila 3"), where a translation writes {house:the}.
        Form::The => tr!("form the" => "row {number}", number = number),
        // TRANSLATORS: a row's name after the word for "in", contracted as the language does
        // ("en la fila 3", "nella riga 3"), where a translation writes {house:in}.
        Form::In => tr!("form in" => "row {number}", number = number),
        // TRANSLATORS: a row's name after the word for "of", contracted as the language does
        // ("de la fila 3", "della riga 3"), where a translation writes {house:of}.
        Form::Of => tr!("form of" => "row {number}", number = number),
    }
}

fn column_form(f: Form, number: usize) -> String {
    match f {
        // TRANSLATORS: a column's name; {number} is 1 to 9.
        Form::Bare => tr!("column {number}", number = number),
        // TRANSLATORS: a column's name with its definite article, or as the object of a verb in
        // a language with cases ("la columna 3"), where a translation writes {house:the}.
        Form::The => tr!("form the" => "column {number}", number = number),
        // TRANSLATORS: a column's name after the word for "in", contracted as the language does
        // ("en la columna 3"), where a translation writes {house:in}.
        Form::In => tr!("form in" => "column {number}", number = number),
        // TRANSLATORS: a column's name after the word for "of", contracted as the language does
        // ("de la columna 3"), where a translation writes {house:of}.
        Form::Of => tr!("form of" => "column {number}", number = number),
    }
}

fn box_form(f: Form, number: usize) -> String {
    match f {
        // TRANSLATORS: a box's name; {number} is 1 to 9.
        Form::Bare => tr!("box {number}", number = number),
        // TRANSLATORS: a box's name with its definite article, or as the object of a verb in a
        // language with cases ("el bloque 5", "le bloc 5"), where a translation writes
        // {house:the}.
        Form::The => tr!("form the" => "box {number}", number = number),
        // TRANSLATORS: a box's name after the word for "in", contracted as the language does
        // ("en el bloque 5", "no bloco 5", "nel riquadro 5"), where a translation writes
        // {house:in}.
        Form::In => tr!("form in" => "box {number}", number = number),
        // TRANSLATORS: a box's name after the word for "of", contracted as the language does
        // ("del bloque 5", "du bloc 5", "do bloco 5"), where a translation writes {house:of}.
        Form::Of => tr!("form of" => "box {number}", number = number),
    }
}

/// Stands for the fins' box in the finned fish's texts when the box is not known.
pub(crate) fn one_box() -> Name {
    Name::new(|f| match f {
        // TRANSLATORS: stands for the fins' box ("box 3") in the finned fish's texts, "in
        // {fin_box}", when the box is not known.
        Form::Bare => tr!("one box").to_string(),
        // TRANSLATORS: "one box" with its article, or as the object of a verb ("un bloque").
        Form::The => tr!("form the" => "one box").to_string(),
        // TRANSLATORS: "one box" after the word for "in" ("en un bloque").
        Form::In => tr!("form in" => "one box").to_string(),
        // TRANSLATORS: "one box" after the word for "of" ("de un bloque").
        Form::Of => tr!("form of" => "one box").to_string(),
    })
}

/// Stands for a house in the unique rectangle's texts when the house is not known.
pub(crate) fn a_house_they_share() -> Name {
    Name::new(|f| match f {
        // TRANSLATORS: stands for a house ("row 3") in "In {house}, {confined} can only go in
        // the other two corners", when the house is not known.
        Form::Bare => tr!("a house they share").to_string(),
        // TRANSLATORS: "a house they share" with its article, or as the object of a verb.
        Form::The => tr!("form the" => "a house they share").to_string(),
        // TRANSLATORS: "a house they share" after the word for "in" ("en una unidad que
        // comparten").
        Form::In => tr!("form in" => "a house they share").to_string(),
        // TRANSLATORS: "a house they share" after the word for "of".
        Form::Of => tr!("form of" => "a house they share").to_string(),
    })
}

/// A candidate as a fact: `row 6, column 2 is 4` or `row 6, column 2 is not 4`.
pub(crate) fn fact(c: Cell, d: Digit, holds: bool) -> String {
    let cell = cell(c);
    if holds {
        // TRANSLATORS: a fact of a chain: {cell} is a cell's name ("row 6, column 2"), {digit}
        // a digit.
        tr!("{cell} is {digit}", cell = cell, digit = d)
    } else {
        // TRANSLATORS: a fact of a chain: {cell} is a cell's name ("row 6, column 2"), {digit}
        // a digit.
        tr!("{cell} is not {digit}", cell = cell, digit = d)
    }
}

/// Where a fact stands in a chain followed fact by fact, which decides its wording in languages
/// that join a chain's facts by the forms of their verbs (Japanese, Korean).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// The assumption the chain starts from ("If row 1, column 1 is 5").
    Start,
    /// A fact it leads to, with more after it.
    Step,
    /// The last fact it reaches.
    End,
}

/// A fact in its place in a chain.
pub(crate) fn fact_in_chain(c: Cell, d: Digit, holds: bool, place: Place) -> String {
    let cell = cell(c);
    match (place, holds) {
        // TRANSLATORS: the assumption a chain starts from, after "If" in "If {first}, then
        // {rest}." ("row 1, column 1 is 5"): {cell} is a cell's name, {digit} a digit. A
        // language that joins the facts of a chain by the forms of its verbs words the
        // condition here.
        (Place::Start, true) => tr!("chain start" => "{cell} is {digit}", cell = cell, digit = d),
        // TRANSLATORS: the assumption a chain starts from, in the negative ("row 1, column 1 is
        // not 5").
        (Place::Start, false) => {
            tr!("chain start" => "{cell} is not {digit}", cell = cell, digit = d)
        }
        // TRANSLATORS: a fact a chain leads to with more facts after it ("then row 1, column 5
        // is not 1, then …"): {cell} is a cell's name, {digit} a digit.
        (Place::Step, true) => tr!("chain step" => "{cell} is {digit}", cell = cell, digit = d),
        // TRANSLATORS: a fact a chain leads to with more facts after it, in the negative.
        (Place::Step, false) => {
            tr!("chain step" => "{cell} is not {digit}", cell = cell, digit = d)
        }
        // TRANSLATORS: the last fact a chain reaches (", then row 5, column 5 is not 7."):
        // {cell} is a cell's name, {digit} a digit.
        (Place::End, true) => tr!("chain end" => "{cell} is {digit}", cell = cell, digit = d),
        // TRANSLATORS: the last fact a chain reaches, in the negative.
        (Place::End, false) => tr!("chain end" => "{cell} is not {digit}", cell = cell, digit = d),
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

/// What a count counts, which decides the count word's gender where a language has genders
/// ("dos celdas", "duas células" but "dois dígitos").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Counted {
    /// Cells.
    Cells,
    /// Digits.
    Digits,
    /// Lines (rows or columns).
    Lines,
}

/// A small count as a word, in the gender of what it counts (`one`, `two`, … `nine`); other
/// counts as numerals.
///
/// `one` starts a sentence in some messages, where it is capitalised.
pub(crate) fn count(n: usize, of: Counted) -> String {
    let word = match of {
        // TRANSLATORS: a number of cells as a word, in the gender of the word for "cell" ("two
        // cells").
        Counted::Cells => match n {
            1 => tr!("count of cells" => "one"),
            2 => tr!("count of cells" => "two"),
            3 => tr!("count of cells" => "three"),
            4 => tr!("count of cells" => "four"),
            5 => tr!("count of cells" => "five"),
            6 => tr!("count of cells" => "six"),
            7 => tr!("count of cells" => "seven"),
            8 => tr!("count of cells" => "eight"),
            9 => tr!("count of cells" => "nine"),
            _ => return n.to_string(),
        },
        // TRANSLATORS: a number of digits as a word, in the gender of the word for "digit" ("two
        // digits").
        Counted::Digits => match n {
            1 => tr!("count of digits" => "one"),
            2 => tr!("count of digits" => "two"),
            3 => tr!("count of digits" => "three"),
            4 => tr!("count of digits" => "four"),
            5 => tr!("count of digits" => "five"),
            6 => tr!("count of digits" => "six"),
            7 => tr!("count of digits" => "seven"),
            8 => tr!("count of digits" => "eight"),
            9 => tr!("count of digits" => "nine"),
            _ => return n.to_string(),
        },
        // TRANSLATORS: a number of lines (rows or columns) as a word, in the gender of the word
        // for "line" ("two lines").
        Counted::Lines => match n {
            1 => tr!("count of lines" => "one"),
            2 => tr!("count of lines" => "two"),
            3 => tr!("count of lines" => "three"),
            4 => tr!("count of lines" => "four"),
            5 => tr!("count of lines" => "five"),
            6 => tr!("count of lines" => "six"),
            7 => tr!("count of lines" => "seven"),
            8 => tr!("count of lines" => "eight"),
            9 => tr!("count of lines" => "nine"),
            _ => return n.to_string(),
        },
    };
    word.to_string()
}

/// One-based numbers (from zero-based `numbers`) in a list: `1, 4 and 9`.
fn numbers(numbers: &[usize]) -> String {
    let names: Vec<String> = numbers.iter().map(|n| (n + 1).to_string()).collect();
    and_list(&names)
}

/// Rows by their zero-based numbers: `rows 1 and 4`, or `row 1` for one.
fn rows(list: &[usize]) -> Name {
    if let [one] = list {
        return Name::new(|f| row_form(f, one + 1));
    }
    let numbers = numbers(list);
    Name::new(|f| match f {
        // TRANSLATORS: {numbers} is a list of row numbers ("1, 4 and 9").
        Form::Bare => tr!("rows {numbers}", numbers = numbers),
        // TRANSLATORS: rows with their definite article, or as the object of a verb in a
        // language with cases ("las filas 1 y 4"), where a translation writes {cover:the}.
        Form::The => tr!("form the" => "rows {numbers}", numbers = numbers),
        // TRANSLATORS: rows after the word for "in", contracted as the language does ("en las
        // filas 1 y 4").
        Form::In => tr!("form in" => "rows {numbers}", numbers = numbers),
        // TRANSLATORS: rows after the word for "of", contracted as the language does ("de las
        // filas 1 y 4").
        Form::Of => tr!("form of" => "rows {numbers}", numbers = numbers),
    })
}

/// Columns by their zero-based numbers: `columns 1 and 4`, or `column 1` for one.
fn columns(list: &[usize]) -> Name {
    if let [one] = list {
        return Name::new(|f| column_form(f, one + 1));
    }
    let numbers = numbers(list);
    Name::new(|f| match f {
        // TRANSLATORS: {numbers} is a list of column numbers ("1, 4 and 9").
        Form::Bare => tr!("columns {numbers}", numbers = numbers),
        // TRANSLATORS: columns with their definite article, or as the object of a verb in a
        // language with cases ("las columnas 1 y 4").
        Form::The => tr!("form the" => "columns {numbers}", numbers = numbers),
        // TRANSLATORS: columns after the word for "in", contracted as the language does ("en las
        // columnas 1 y 4").
        Form::In => tr!("form in" => "columns {numbers}", numbers = numbers),
        // TRANSLATORS: columns after the word for "of", contracted as the language does ("de las
        // columnas 1 y 4").
        Form::Of => tr!("form of" => "columns {numbers}", numbers = numbers),
    })
}

/// Several houses of one kind: `rows 2 and 7`, `column 4`. Houses of mixed kinds are listed one
/// by one.
pub(crate) fn houses(list: &[House]) -> Name {
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
        let names: Vec<Name> = list.iter().map(|&h| house(h)).collect();
        Name::join(&names, |items| and_list(items))
    }
}

/// The cells of one column: `rows 1, 5 and 9 of column 4`.
fn rows_of_column(rows_of: &[usize], col: usize) -> Name {
    let rows = numbers(rows_of);
    let col = col + 1;
    Name::new(|f| match f {
        // TRANSLATORS: cells of one column: {rows} is a list of row numbers ("1, 5 and 9"),
        // {col} the column's number.
        Form::Bare => tr!("rows {rows} of column {col}", rows = rows, col = col),
        // TRANSLATORS: cells of one column with their article, or as the object of a verb in a
        // language with cases ("las filas 1, 5 y 9 de la columna 4").
        Form::The => tr!("form the" => "rows {rows} of column {col}", rows = rows, col = col),
        // TRANSLATORS: cells of one column after the word for "in" ("en las filas 1, 5 y 9 de la
        // columna 4").
        Form::In => tr!("form in" => "rows {rows} of column {col}", rows = rows, col = col),
        // TRANSLATORS: cells of one column after the word for "of" ("de las filas 1, 5 y 9 de la
        // columna 4").
        Form::Of => tr!("form of" => "rows {rows} of column {col}", rows = rows, col = col),
    })
}

/// The cells of one row: `row 3, columns 2 and 5`.
fn columns_of_row(row: usize, cols_of: &[usize]) -> Name {
    if let [col] = cols_of {
        return Name::new(|f| cell_form(f, row + 1, col + 1));
    }
    let cols = numbers(cols_of);
    let row = row + 1;
    Name::new(|f| match f {
        // TRANSLATORS: cells of one row: {row} is the row's number, {cols} a list of column
        // numbers ("2 and 5").
        Form::Bare => tr!("row {row}, columns {cols}", row = row, cols = cols),
        // TRANSLATORS: cells of one row with their article, or as the object of a verb in a
        // language with cases ("la fila 3, columnas 2 y 5").
        Form::The => tr!("form the" => "row {row}, columns {cols}", row = row, cols = cols),
        // TRANSLATORS: cells of one row after the word for "in" ("en la fila 3, columnas 2 y
        // 5").
        Form::In => tr!("form in" => "row {row}, columns {cols}", row = row, cols = cols),
        // TRANSLATORS: cells of one row after the word for "of" ("de la fila 3, columnas 2 y
        // 5").
        Form::Of => tr!("form of" => "row {row}, columns {cols}", row = row, cols = cols),
    })
}

/// Cells grouped the way players read them: `row 3, columns 2 and 5`, `rows 1 and 9 of column 4`,
/// or row by row, `row 1, columns 1 and 5; row 5, column 1`. Repeated cells are named once.
pub(crate) fn cells(list: &[Cell]) -> Name {
    let mut unique: Vec<Cell> = Vec::new();
    for &c in list {
        if !unique.contains(&c) {
            unique.push(c);
        }
    }
    let Some(&first) = unique.first() else {
        return Name::new(|_| String::new());
    };
    if unique.len() > 1 && unique.iter().all(|c| c.col() == first.col()) {
        let mut rows_of: Vec<usize> = unique.iter().map(|c| c.row()).collect();
        rows_of.sort_unstable();
        return rows_of_column(&rows_of, first.col());
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
    let parts: Vec<Name> = groups
        .iter_mut()
        .map(|(r, cols)| {
            cols.sort_unstable();
            columns_of_row(*r, cols)
        })
        .collect();
    // TRANSLATORS: the separator between groups of cells row by row ("row 1, columns 1 and 5;
    // row 5, column 1"), spaces included.
    let sep = tr!("cells" => "; ");
    if singles {
        // Single cells read as a list: `row 1, column 6; row 2, column 5 and row 9, column 6`.
        Name::join(&parts, |items| {
            joined(items, sep, |list, last| {
                // TRANSLATORS: the end of a list: {list} is every item but the last, already
                // joined by the list separator (", "), {last} the last item ("1, 4 and 9").
                tr!("{list} and {last}", list = list, last = last)
            })
        })
    } else {
        Name::join(&parts, |items| items.join(sep))
    }
}

/// The rows, or else the columns, that hold `list`, whichever are fewer: `rows 2 and 8`.
pub(crate) fn lines_of(list: &[Cell]) -> Name {
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
pub(crate) fn cells_in(house: House, list: &[Cell]) -> Name {
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
        assert_eq!(count(3, Counted::Cells), "three");
        assert_eq!(count(12, Counted::Digits), "12");
        assert_eq!(house(House::Box(4)), "box 5");
    }
}
