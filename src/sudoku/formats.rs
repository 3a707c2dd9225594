//! Puzzles in and out: the file formats of the field, read by their content whatever the file is
//! called, and written back.
//!
//! Read ([`read_bytes`], [`read_file`], [`read_str`]): plain lists (one puzzle a line, SudoCue's
//! `.sdm`), 9×9 blocks with or without separators (Simple Sudoku's `.ss`, forum grids),
//! pencil-mark grids, OpenSudoku XML (versions 1, 2 and Open Sudoku 2's 3), SadMan's `.sdk`,
//! HoDoKu library lines, SudokuWiki links, this app's share link and the 729-character
//! candidate line. A file may mix the line formats. What the file holds is kept: givens apart
//! from the player's digits, the notes, folder and puzzle names, author and source
//! ([`Entry`]). The good puzzles come in, each bad one is a [`Refusal`] naming its line or
//! game; the whole file is refused only when it is not text or too large ([`FileError`]).
//!
//! Written ([`write`], [`Target`]): plain lines, OpenSudoku version 2, `.sdk`, `.ss`, HoDoKu
//! library lines, share links and candidate lines; what a format carries reads back the same.
//! [`check`] says whether a puzzle has exactly one solution; [`QrMatrix`] draws a link.
//!
//! One job a file: `entry.rs` (what is read), `error.rs` (why not), `decode.rs` (bytes to text),
//! `text.rs` (every line format, by content), `lines.rs`, `block.rs`, `sdk.rs`, `hodoku.rs`,
//! `link.rs`, `candidates.rs` (one format each), `opensudoku.rs` (the XML, its cell strings in
//! `opensudoku/cells.rs`), `check.rs` and `qr.rs`.

mod block;
mod candidates;
mod check;
mod decode;
mod entry;
mod error;
mod hodoku;
mod lines;
mod link;
mod opensudoku;
mod qr;
mod sdk;
mod text;

use std::path::Path;
use std::str::FromStr;

pub use candidates::position_of;
pub use check::{check, check_text, keep_proper};
pub use decode::{MAX_FILE_BYTES, decode};
pub use entry::{Collection, Entry, Format, MAX_REFUSALS, Place, Refusal};
pub use error::{EntryError, FileError};
pub use link::{LINK_PREFIX, share_link, sudokuwiki_link};
pub use qr::{QUIET_ZONE, QrError, QrMatrix};

/// Reads the puzzles of decoded text, by its content: an XML file (its first character `<`) as
/// OpenSudoku, anything else line by line.
pub fn read_str(text: &str) -> Collection {
    let mut out = Collection::default();
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim_start().starts_with('<') {
        opensudoku::read(text, &mut out);
    } else {
        text::read(text, &mut out);
    }
    out
}

/// Reads the puzzles of a file's bytes (see [`decode`] for what is refused).
pub fn read_bytes(bytes: &[u8]) -> Result<Collection, FileError> {
    decode(bytes).map(|text| read_str(&text))
}

/// Reads the puzzles of the file at `path`, at most [`MAX_FILE_BYTES`] of it: a larger file is
/// refused from its size without being read.
pub fn read_file(path: &Path) -> Result<Collection, FileError> {
    decode::read_text_file(path).map(|text| read_str(&text))
}

/// The formats puzzles are written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// One 81-character line a puzzle (`.` for empty), its note after a blank.
    Lines,
    /// OpenSudoku XML, version 2, with the player's digits and notes.
    OpenSudoku,
    /// SadMan's `.sdk` with SudoCue's headers, the player's state and pencil marks.
    Sdk,
    /// Simple Sudoku's `.ss` grid (and its grid of placed digits).
    Ss,
    /// HoDoKu library lines, with placed digits and deleted candidates.
    HoDoKu,
    /// This app's share links.
    Link,
    /// 729-character candidate lines.
    Candidates,
}

impl Target {
    /// Every target, in the order the command line lists them.
    pub const ALL: [Target; 7] = [
        Target::Lines,
        Target::OpenSudoku,
        Target::Sdk,
        Target::Ss,
        Target::HoDoKu,
        Target::Link,
        Target::Candidates,
    ];

    /// The target's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Target::Lines => "lines",
            Target::OpenSudoku => "opensudoku",
            Target::Sdk => "sdk",
            Target::Ss => "ss",
            Target::HoDoKu => "hodoku",
            Target::Link => "link",
            Target::Candidates => "candidates",
        }
    }
}

impl FromStr for Target {
    type Err = String;

    fn from_str(s: &str) -> Result<Target, String> {
        Target::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| format!("unknown format {s:?}"))
    }
}

/// Writes `entries` in `target`'s format.
pub fn write(entries: &[Entry], target: Target) -> String {
    match target {
        Target::Lines => lines::write(entries),
        Target::OpenSudoku => opensudoku::write(entries),
        Target::Sdk => sdk::write(entries),
        Target::Ss => block::write_ss(entries),
        Target::HoDoKu => hodoku::write(entries),
        Target::Link => link::write(entries),
        Target::Candidates => candidates::write(entries),
    }
}
