//! What a screen reader says of the board: a cell's state in words ([`cell_state`]), what an
//! input changed, as one short phrase ([`what_changed`]: "5 placed in row 1, column 3"), and a
//! row, column or box read as a list ([`readout`]). Computed from two [`SessionView`]s, so it
//! says what the player would see change, whatever the input was.

use super::{CellView, SessionView};
use crate::i18n::words::{capitalize, clock, list};
use crate::puzzle::Status;
use crate::sudoku::{Cell, House, NoteMask, names};
use crate::tr;

/// What brought the change, where it changes the words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// A move, a tap, a key: the change is said as it is.
    Play,
    /// Undo: the change is said after "Undone".
    Undo,
    /// Redo: the change is said after "Redone".
    Redo,
}

/// Which house a readout reads: the selected cell's row, column or box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Readout {
    /// The selected cell's row.
    Row,
    /// The selected cell's column.
    Column,
    /// The selected cell's box.
    Box,
    /// The selected cell alone, with its place.
    Cell,
}

/// The digits of a note mask as "3 7".
pub fn note_digits(mask: NoteMask) -> String {
    (1..=9u16)
        .filter(|d| mask & (1 << (d - 1)) != 0)
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a cell holds and its state, as a screen reader says it after the cell's name: "5,
/// given", "empty, notes 3 7, selected", "4, clashes".
pub fn cell_state(v: &CellView) -> String {
    let mut label = cell_content(v);
    if v.cage.anchor {
        // TRANSLATORS: added to a Killer cell's description, for the cell where its cage's sum
        // is drawn: {sum} is the sum.
        label.push_str(&tr!(", cage sum {sum}", sum = v.cage.sum));
    } else if v.cage.sum > 0 {
        // TRANSLATORS: added to a Killer cell's description: the sum of the cage it is in.
        label.push_str(&tr!(", in a cage of {sum}", sum = v.cage.sum));
    }
    if v.colour > 0 {
        // TRANSLATORS: added to a cell's description: the player's colour of the cell (1 to 8).
        label.push_str(&tr!(", colour {n}", n = v.colour));
    }
    if v.error {
        label.push_str(tr!(", marked wrong"));
    } else if v.clash {
        label.push_str(tr!(", clashes"));
    }
    if v.hint {
        // TRANSLATORS: added to a cell's description: the hint on screen points at it.
        label.push_str(tr!(", in the hint"));
    }
    if v.selected {
        label.push_str(tr!(", selected"));
    }
    label
}

/// What a cell holds: its digit (given or not), or "empty" with its notes.
fn cell_content(v: &CellView) -> String {
    let mut label = if v.digit > 0 && v.given {
        tr!("{digit}, given", digit = v.digit)
    } else if v.digit > 0 {
        v.digit.to_string()
    } else if v.notes != 0 {
        tr!("empty, notes {digits}", digits = note_digits(v.notes))
    } else {
        tr!("empty").to_string()
    };
    if v.digit == 0 && v.corner != 0 {
        // TRANSLATORS: added to a cell's description: its corner notes, as "1 5".
        label.push_str(&tr!(
            ", corner notes {digits}",
            digits = note_digits(v.corner)
        ));
    }
    label
}

fn cell_at(i: usize) -> Option<Cell> {
    Cell::new(i)
}

/// The phrase a screen reader says after an input changed the board from `before` to `after`
/// (`elapsed_secs` is the game's time, for the win); `None` when nothing a listener needs
/// changed.
pub fn what_changed(
    before: &SessionView,
    after: &SessionView,
    cause: Cause,
    elapsed_secs: u64,
) -> Option<String> {
    if after.finished && !before.finished {
        return Some(match after.status {
            // TRANSLATORS: said by the screen reader when the puzzle is solved; {time} is the
            // game's time, as 12:04.
            Status::Won => tr!("Solved in {time}", time = clock(elapsed_secs)),
            // TRANSLATORS: said by the screen reader when the mistake limit ends the game.
            _ => tr!("Game over: {n} mistake" | "Game over: {n} mistakes" % after.mistakes),
        });
    }
    if after.paused != before.paused {
        return Some(if after.paused {
            tr!("Paused, the board is hidden").to_string()
        } else {
            tr!("Resumed").to_string()
        });
    }
    let mut parts: Vec<String> = Vec::new();
    if let Some(tool) =
        tool_change(before, after).filter(|_| changed(&before.cells, &after.cells).is_empty())
    {
        parts.push(tool);
    } else if let Some(said) = what_changed_in(&before.cells, &after.cells) {
        parts.push(said);
    }
    if after.mistakes > before.mistakes {
        // TRANSLATORS: said after a digit that differs from the solution; {n} counts the
        // mistakes so far.
        parts.push(tr!("mistake {n}", n = after.mistakes));
    }
    if parts.is_empty() {
        return None;
    }
    let said = joined(&parts);
    Some(match cause {
        Cause::Play => capitalize(&said),
        // TRANSLATORS: said by the screen reader after Undo; {change} is what changed back
        // ("row 1, column 3 erased").
        Cause::Undo => tr!("Undone: {change}", change = said),
        // TRANSLATORS: said by the screen reader after Redo; {change} is what changed again.
        Cause::Redo => tr!("Redone: {change}", change = said),
    })
}

/// The cells whose digit, notes or colours differ between `before` and `after`.
fn changed(before: &[CellView], after: &[CellView]) -> Vec<usize> {
    (0..before.len().min(after.len()))
        .filter(|&i| {
            let (b, a) = (&before[i], &after[i]);
            (b.digit, b.notes, b.corner, b.colour, b.note_colours)
                != (a.digit, a.notes, a.corner, a.colour, a.note_colours)
        })
        .collect()
}

/// What changed between two boards' cells (a game's, a practice position's), in one phrase:
/// what was placed, erased or noted, else the cell the selection moved to; `None` when nothing
/// did.
pub fn what_changed_in(before: &[CellView], after: &[CellView]) -> Option<String> {
    let changed = changed(before, after);
    if !changed.is_empty() {
        return Some(board_change(before, after, &changed));
    }
    let i = after.iter().position(|c| c.selected)?;
    if before.get(i).is_none_or(|c| c.selected) {
        return None;
    }
    // The selection moved: the new cell, as its button reads.
    let cell = cell_at(i)?;
    let mut v = after[i];
    v.selected = false;
    // TRANSLATORS: said when the selection moves to a cell: {cell} is its name ("row 1,
    // column 3"), {state} what it holds ("empty, notes 3 7").
    Some(tr!(
        "{cell}, {state}",
        cell = names::cell(cell),
        state = cell_state(&v)
    ))
}

/// What changed on the board, in the cells `changed`.
fn board_change(before: &[CellView], after: &[CellView], changed: &[usize]) -> String {
    let placed: Vec<usize> = changed
        .iter()
        .copied()
        .filter(|&i| after[i].digit != 0 && after[i].digit != before[i].digit)
        .collect();
    let erased: Vec<usize> = changed
        .iter()
        .copied()
        .filter(|&i| after[i].digit == 0 && before[i].digit != 0)
        .collect();
    let mut parts = Vec::new();
    if placed.len() == 1 {
        let i = placed[0];
        if let Some(cell) = cell_at(i) {
            let digit = after[i].digit;
            // TRANSLATORS: said when a digit is placed: {digit} is the digit, {cell} the cell
            // ("row 1, column 3").
            parts.push(tr!(
                "{digit} placed in {cell}",
                digit = digit,
                cell = names::cell(cell)
            ));
            // Its row, column and box, and in a Killer its cage.
            let cage = after[i].cage.number;
            let clashing: Vec<Cell> = Cell::all()
                .filter(|&p| {
                    p != cell
                        && (p.sees(cell) || (cage > 0 && after[p.index()].cage.number == cage))
                        && after[p.index()].digit == digit
                })
                .collect();
            if !clashing.is_empty() {
                // TRANSLATORS: said after a placed digit that repeats in its row, column or box
                // (or a Killer's cage): {cells} names the cells holding the same digit.
                parts.push(tr!(
                    "conflict with {cells}",
                    cells = names::cells(&clashing)
                ));
            }
        }
    } else if placed.len() > 1 {
        // TRANSLATORS: said when many digits are placed at once (the whole solution).
        parts.push(tr!("{n} digit placed" | "{n} digits placed" % placed.len()));
    }
    if erased.len() == 1
        && let Some(cell) = cell_at(erased[0])
    {
        // TRANSLATORS: said when a cell's digit is erased; {cell} is the cell.
        parts.push(tr!("{cell} erased", cell = names::cell(cell)));
    } else if erased.len() > 1 {
        parts.push(tr!("{n} digit erased" | "{n} digits erased" % erased.len()));
    }
    let touched = |i: &usize| !placed.contains(i) && !erased.contains(i);
    let others: Vec<usize> = changed.iter().copied().filter(touched).collect();
    if !placed.is_empty() || !erased.is_empty() {
        // The notes a placed digit took from its peers.
        if let Some(removed) = removed_notes(before, after, &others) {
            parts.push(removed);
        }
        return joined(&parts);
    }
    match others.as_slice() {
        [] => {}
        [i] => {
            if let Some(cell) = cell_at(*i) {
                let v = &after[*i];
                let state = if v.notes | v.corner == 0 && before[*i].notes | before[*i].corner != 0
                {
                    tr!("no notes").to_string()
                } else if v.notes | v.corner != before[*i].notes | before[*i].corner {
                    cell_content(v)
                } else if v.colour > 0 {
                    tr!("colour {n}", n = v.colour)
                } else if v.colour != before[*i].colour {
                    tr!("no colour").to_string()
                } else {
                    tr!("colours of the notes changed").to_string()
                };
                // TRANSLATORS: said when one cell's notes or colour change: {cell} is the cell,
                // {state} what it now holds ("empty, notes 3 7", "no notes", "colour 2").
                parts.push(tr!(
                    "{cell}: {state}",
                    cell = names::cell(cell),
                    state = state
                ));
            }
        }
        many => {
            let added = many.iter().any(|&i| after[i].notes & !before[i].notes != 0);
            parts.push(if added {
                // TRANSLATORS: said when notes are written in many cells at once (Auto).
                tr!("notes written in {n} cell" | "notes written in {n} cells" % many.len())
            } else if let Some(removed) = removed_notes(before, after, many) {
                removed
            } else {
                tr!("{n} cell changed" | "{n} cells changed" % many.len())
            });
        }
    }
    joined(&parts)
}

/// "notes 3 and 7 removed from 4 cells": the notes the cells `cells` lost; `None` when they
/// lost none.
fn removed_notes(before: &[CellView], after: &[CellView], cells: &[usize]) -> Option<String> {
    let mut digits: NoteMask = 0;
    let mut n = 0;
    for &i in cells {
        let lost = (before[i].notes | before[i].corner) & !(after[i].notes | after[i].corner);
        if lost != 0 {
            digits |= lost;
            n += 1;
        }
    }
    if n == 0 {
        return None;
    }
    let list: Vec<String> = (1..=9u16)
        .filter(|d| digits & (1 << (d - 1)) != 0)
        .map(|d| d.to_string())
        .collect();
    let digits = crate::i18n::words::and_list(&list);
    Some(if list.len() == 1 {
        // TRANSLATORS: said after a digit is placed: the note it took from its peers; {digit}
        // is the note, {n} counts the cells.
        tr!(
            "note {digit} removed from {n} cell" | "note {digit} removed from {n} cells" % n,
            digit = digits
        )
    } else {
        // TRANSLATORS: {digits} lists the notes ("3 and 7"), {n} counts the cells.
        tr!(
            "notes {digits} removed from {n} cell" | "notes {digits} removed from {n} cells" % n,
            digits = digits
        )
    })
}

/// The pen or the locked digit changed: what is in hand now.
fn tool_change(before: &SessionView, after: &SessionView) -> Option<String> {
    if after.locked_digit != before.locked_digit {
        return Some(if after.locked_digit > 0 {
            // TRANSLATORS: said when a digit is locked for digit-first entry.
            tr!(
                "{digit} locked: tap cells to place it",
                digit = after.locked_digit
            )
        } else {
            tr!("digit unlocked").to_string()
        });
    }
    if after.tool != before.tool || after.notes_mode != before.notes_mode {
        use super::Tool;
        return Some(match after.tool {
            Tool::Digits => tr!("digits in hand").to_string(),
            Tool::CentreNotes => tr!("notes in hand").to_string(),
            Tool::CornerNotes => tr!("corner notes in hand").to_string(),
            Tool::Colours => tr!("colours in hand").to_string(),
        });
    }
    None
}

/// The selected cell's row, column or box read as a list ("row 4: 8, empty, empty, 9, …"), or
/// the cell itself with its place; `None` without a selection.
pub fn readout(view: &SessionView, which: Readout) -> Option<String> {
    let i = view.cells.iter().position(|c| c.selected)?;
    let cell = cell_at(i)?;
    let house = match which {
        Readout::Row => House::Row(cell.row() as u8),
        Readout::Column => House::Col(cell.col() as u8),
        Readout::Box => House::Box(cell.box_index() as u8),
        Readout::Cell => {
            let mut v = view.cells[i];
            v.selected = false;
            return Some(tr!(
                "{cell}, {state}",
                cell = names::cell(cell),
                state = cell_state(&v)
            ));
        }
    };
    let items: Vec<String> = house
        .cells()
        .iter()
        .map(|c| {
            let v = &view.cells[c.index()];
            if v.digit > 0 {
                v.digit.to_string()
            } else {
                tr!("empty").to_string()
            }
        })
        .collect();
    // TRANSLATORS: a row, column or box read aloud: {house} is its name ("row 4"), {cells} what
    // each of its cells holds, in order ("8, empty, empty, 9, …").
    Some(tr!(
        "{house}: {cells}",
        house = names::house(house),
        cells = list(&items)
    ))
}

/// Phrases said one after another, each of which may hold commas ("5 placed in row 1, column
/// 3; conflict with row 1, column 7"): joined by a stronger mark than a list's, and never by
/// one a speech synthesiser would read aloud (" · ").
pub fn joined<S: AsRef<str>>(parts: &[S]) -> String {
    // TRANSLATORS: the separator between phrases said or listed one after another, each of which
    // already holds commas ("3 in row 1, column 3; 7 in row 2, column 5"), spaces included.
    let sep = tr!("items" => "; ");
    parts
        .iter()
        .map(AsRef::as_ref)
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(sep)
}
