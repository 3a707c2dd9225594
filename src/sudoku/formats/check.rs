//! The check every puzzle brought in passes: its givens do not clash and allow exactly one
//! solution.

use super::entry::{Collection, Entry, Place};
use super::error::EntryError;
use crate::sudoku::{Grid, Uniqueness};

/// The puzzle of `entry` if its givens are a proper puzzle: no two clash, and they allow exactly
/// one solution. The player's digits and notes are not judged.
pub fn check(entry: &Entry) -> Result<Grid, EntryError> {
    let givens = entry.givens;
    if let Some((first, second)) = givens.first_clash()
        && let Some(digit) = givens.get(first)
    {
        return Err(EntryError::Clash {
            digit,
            first,
            second,
        });
    }
    match givens.uniqueness() {
        Uniqueness::Unique(_) => Ok(givens),
        Uniqueness::NoSolution => Err(EntryError::NoSolution),
        Uniqueness::Multiple => Err(EntryError::MultipleSolutions),
    }
}

/// The first puzzle of `text` (any format [`read_str`](super::read_str) reads), checked: what the
/// custom-puzzle box does with pasted text. A text without puzzles gives why its first line
/// was refused.
pub fn check_text(text: &str) -> Result<Entry, EntryError> {
    let read: Collection = super::read_str(text);
    match read.entries.into_iter().next() {
        Some(entry) => check(&entry).map(|_| entry),
        None => Err(read
            .refusals
            .into_iter()
            .next()
            .map_or(EntryError::NotAPuzzle, |r| r.reason)),
    }
}

/// Moves the entries of `read` that fail [`check`] to its refusals, in file order.
pub fn keep_proper(read: &mut Collection) {
    let entries = std::mem::take(&mut read.entries);
    for entry in entries {
        match check(&entry) {
            Ok(_) => read.entries.push(entry),
            Err(why) => read.refuse(entry.place, why),
        }
    }
    // Refusals from reading and from checking, in the order of the file.
    read.refusals.sort_by_key(|r| place_line(r.place));
}

/// The line a place starts on.
fn place_line(place: Place) -> usize {
    match place {
        Place::Line(line) | Place::Game { line, .. } => line,
    }
}

#[cfg(test)]
mod tests {
    use super::super::entry::Format;
    use super::*;

    #[test]
    fn a_clash_names_the_digit_and_both_cells() {
        let mut line = ".".repeat(81);
        line.replace_range(0..1, "5");
        line.replace_range(80..81, "5");
        line.replace_range(8..9, "5");
        let e = Entry::new(
            Grid::from_line_unchecked(&line).unwrap(),
            Format::Lines,
            Place::Line(1),
        );
        assert_eq!(
            check(&e).unwrap_err().to_string(),
            "givens clash: 5 at r1c1 and at r1c9"
        );
    }
}
