//! SadMan Software's `.sdk`: the puzzle as nine rows of nine characters (`.` for empty), alone
//! or in sections: `[Puzzle]` (the givens), `[State]` (givens and the player's digits),
//! `[PencilMarks]` (the player's marks, nine rows of nine comma-separated cells), other sections
//! (cell colours) skipped. Header lines before it are SudoCue's: `#` and one letter, `A` author,
//! `D` description, `C` comment, `B` date, `S` source, `L` level, `U` source address.

use super::entry::Entry;
use super::lines::line_of;

/// What the `#` header lines say about the next puzzle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Header {
    /// `#D`, the description: the puzzle's name here.
    pub name: Option<String>,
    /// `#A`.
    pub author: Option<String>,
    /// `#S`, or `#U` when there is no `#S`.
    pub source: Option<String>,
    /// `#C`, with the level (`#L`) and date (`#B`) after it.
    pub note: Option<String>,
}

impl Header {
    /// Whether no header line was read.
    pub fn is_empty(&self) -> bool {
        *self == Header::default()
    }

    /// Reads a header line (`#` and its letter); `false` for a `#` comment of another kind.
    pub fn read(&mut self, line: &str) -> bool {
        let mut chars = line.chars();
        let (Some('#'), Some(letter)) = (chars.next(), chars.next()) else {
            return false;
        };
        let value = chars.as_str().trim().to_string();
        if value.is_empty() {
            return false;
        }
        let add = |slot: &mut Option<String>, value: String| {
            *slot = Some(match slot.take() {
                Some(before) => format!("{before}; {value}"),
                None => value,
            });
        };
        match letter {
            'D' => self.name = Some(value),
            'A' => self.author = Some(value),
            'S' => self.source = Some(value),
            'U' => {
                if self.source.is_none() {
                    self.source = Some(value);
                }
            }
            'C' | 'L' | 'B' => add(&mut self.note, value),
            _ => return false,
        }
        true
    }

    /// Gives the entry what the header says.
    pub fn apply(self, entry: &mut Entry) {
        entry.name = self.name.or(entry.name.take());
        entry.author = self.author.or(entry.author.take());
        entry.source = self.source.or(entry.source.take());
        entry.note = self.note.or(entry.note.take());
    }
}

/// Nine rows of `line`, a line each.
fn rows(line: &str, out: &mut String) {
    for r in 0..9 {
        out.push_str(&line[r * 9..r * 9 + 9]);
        out.push('\n');
    }
}

/// Writes each puzzle as an `.sdk` (a blank line between puzzles): header lines for its name,
/// author, source and note, `[Puzzle]`, and `[State]` and `[PencilMarks]` when the player has
/// entered digits or notes.
pub(super) fn write(entries: &[Entry]) -> String {
    let mut out = String::new();
    for (k, e) in entries.iter().enumerate() {
        if k > 0 {
            out.push('\n');
        }
        for (letter, text) in [
            ('A', &e.author),
            ('D', &e.name),
            ('C', &e.note),
            ('S', &e.source),
        ] {
            if let Some(text) = text {
                out.push('#');
                out.push(letter);
                out.push_str(&text.replace(['\n', '\r'], " "));
                out.push('\n');
            }
        }
        out.push_str("[Puzzle]\n");
        rows(&line_of(&e.givens), &mut out);
        if e.has_work() {
            out.push_str("[State]\n");
            rows(&line_of(&e.filled()), &mut out);
            out.push_str("[PencilMarks]\n");
            for r in 0..9 {
                let cells: Vec<String> = (0..9)
                    .map(|c| {
                        Entry::note_digits(e.notes[r * 9 + c])
                            .map(|d| d.to_string())
                            .collect()
                    })
                    .collect();
                out.push_str(&cells.join(","));
                out.push('\n');
            }
        }
    }
    out
}
