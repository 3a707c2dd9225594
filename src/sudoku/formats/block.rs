//! Grids of nine rows: a row of nine digits with or without separators (`|`, `+`, spaces), as
//! Simple Sudoku's `.ss`, SadMan's `.sdk` and forum posts write them; a pencil-mark row of nine
//! cells, each its digit or its candidates (HoDoKu and Simple Sudoku); the border lines between
//! them; and the `.ss` writer.

use super::entry::{ALL_NOTES, Entry};
use crate::sudoku::{Cell, Grid, NoteMask};

/// One row of a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Row {
    /// Nine cells, 0 for empty.
    Digits([u8; 9]),
    /// Nine cells, each the set of digits written in it (one digit for a solved cell).
    Marks([NoteMask; 9]),
}

/// Whether `line` is a border between rows: no digit 1-9, and a run of `-` or `=` (HoDoKu's
/// borders use `.`, `:` and `'` at the corners, Simple Sudoku's `*`, `|` and `+`).
pub(super) fn is_border(line: &str) -> bool {
    !line.chars().any(|c| ('1'..='9').contains(&c))
        && (line.contains("---") || line.contains("==="))
}

/// The characters that only decorate a grid row.
fn is_decoration(c: char) -> bool {
    c.is_whitespace() || matches!(c, '|' | '+' | ':' | '!' | '│' | '║' | '┃')
}

/// Reads `line` as a grid row: nine cells of digits and `.` or `0` among decorations, or nine
/// pencil-mark cells. `None` when it is neither.
pub(super) fn row(line: &str) -> Option<Row> {
    let mut cells = [0u8; 9];
    let mut n = 0;
    let mut simple = true;
    for c in line.chars() {
        let v = match c {
            '1'..='9' => c as u8 - b'0',
            '.' | '0' => 0,
            _ if is_decoration(c) => continue,
            _ => {
                simple = false;
                break;
            }
        };
        if n < 9 {
            cells[n] = v;
        }
        n += 1;
    }
    if simple && n == 9 {
        return Some(Row::Digits(cells));
    }
    marks_row(line, false)
}

/// Reads a pencil-mark row: nine cells separated by blanks or `|` (or, with `commas`, by `,`),
/// each the digits written in it; HoDoKu's markers (`*`, `#`, …) before a cell are dropped. With
/// `commas`, a cell may be empty, `.`, `0` or `-` for no marks.
pub(super) fn marks_row(line: &str, commas: bool) -> Option<Row> {
    let mut cells = [0 as NoteMask; 9];
    let mut n = 0;
    // Ten fields at most are looked at: a row has nine, and a long line of noise is not
    // collected whole.
    let fields: Vec<&str> = if commas && line.contains(',') {
        line.split(',').map(str::trim).take(10).collect()
    } else {
        line.split(|c: char| c.is_whitespace() || c == '|')
            .filter(|f| !f.is_empty())
            .take(10)
            .collect()
    };
    for field in fields {
        let field = field.trim_start_matches(|c: char| !c.is_ascii_digit() && c != '.' && c != '-');
        let mut mask: NoteMask = 0;
        let empty = field.is_empty() || matches!(field, "." | "0" | "-");
        if !empty {
            for c in field.chars() {
                match c {
                    '1'..='9' => mask |= 1 << (c as u8 - b'1'),
                    _ => return None,
                }
            }
        } else if !commas {
            return None;
        }
        if n >= 9 {
            return None;
        }
        cells[n] = mask;
        n += 1;
    }
    (n == 9).then_some(Row::Marks(cells))
}

/// The 81 values of nine digit rows, or `None` if a row is a pencil-mark row.
pub(super) fn digits_of(rows: &[Row]) -> Option<Grid> {
    let mut values = [0u8; 81];
    for (r, row) in rows.iter().enumerate().take(9) {
        let Row::Digits(cells) = row else {
            return None;
        };
        values[r * 9..r * 9 + 9].copy_from_slice(cells);
    }
    Grid::from_values(&values)
}

/// The 81 masks of nine rows; a digit row's digit is a one-digit mask.
pub(super) fn masks_of(rows: &[Row]) -> [NoteMask; 81] {
    let mut masks = [0 as NoteMask; 81];
    for (r, row) in rows.iter().enumerate().take(9) {
        let cells = match row {
            Row::Marks(m) => *m,
            Row::Digits(d) => d.map(|v| if v == 0 { 0 } else { 1 << (v - 1) }),
        };
        masks[r * 9..r * 9 + 9].copy_from_slice(&cells);
    }
    masks
}

/// Splits a pencil-mark grid into its solved cells and the candidates of the others. A cell with
/// one digit is solved, unless a peer still has that digit among several candidates: then it is a
/// naked single still to place (HoDoKu reads its grids the same way).
pub(super) fn solve_marks(masks: &[NoteMask; 81]) -> (Grid, [NoteMask; 81]) {
    let mut values = [0u8; 81];
    let mut notes = [0 as NoteMask; 81];
    for cell in Cell::all() {
        let i = cell.index();
        let m = masks[i] & ALL_NOTES;
        if m.count_ones() == 1 {
            let open_peer = cell
                .peers()
                .any(|p| masks[p.index()].count_ones() > 1 && masks[p.index()] & m != 0);
            if !open_peer {
                values[i] = m.trailing_zeros() as u8 + 1;
                continue;
            }
        }
        notes[i] = m;
    }
    (Grid::from_values(&values).unwrap_or_default(), notes)
}

/// Writes `grid` as Simple Sudoku writes a `.ss` grid: nine rows between `*-----------*`
/// borders, `|` between boxes, `.` for empty cells.
pub(super) fn write_ss_grid(grid: &Grid, out: &mut String) {
    out.push_str("*-----------*\n");
    for r in 0..9 {
        if r == 3 || r == 6 {
            out.push_str("|---+---+---|\n");
        }
        out.push('|');
        for c in 0..9 {
            let v = grid.values()[r * 9 + c];
            out.push(if v == 0 { '.' } else { char::from(b'0' + v) });
            if c % 3 == 2 {
                out.push('|');
            }
        }
        out.push('\n');
    }
    out.push_str("*-----------*\n");
}

/// Writes `entries` as Simple Sudoku's `.ss`: the givens' grid of each puzzle, then (when the
/// player has entered digits) the grid of givens and digits together, the way Simple Sudoku saves
/// a game in progress; a blank line between puzzles. Notes are not written (use `.sdk`).
pub(super) fn write_ss(entries: &[Entry]) -> String {
    let mut out = String::new();
    for (k, e) in entries.iter().enumerate() {
        if k > 0 {
            out.push('\n');
        }
        write_ss_grid(&e.givens, &mut out);
        if e.digits.n_filled() > 0 {
            out.push('\n');
            write_ss_grid(&e.filled(), &mut out);
        }
    }
    out
}
