//! Sharing the puzzle on the board: this app's link (the puzzle, and the player's digits when
//! they choose), its QR code for a phone's camera, and SudokuWiki's solver link.

use crate::sudoku::Grid;
use crate::sudoku::formats::{Entry, Format, Place, QrMatrix, share_link, sudokuwiki_link};

/// What the share sheet shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareView {
    /// The link that carries the puzzle (and the digits, when chosen) in its text.
    pub link: String,
    /// The link's QR code (`None` only if the link were too long for one, which 81 or 163
    /// characters never are).
    pub qr: Option<QrMatrix>,
    /// SudokuWiki's solver link of the puzzle, for players who use that solver.
    pub wiki: String,
    /// Whether the link carries the player's digits.
    pub with_digits: bool,
    /// Whether there are digits to carry.
    pub has_digits: bool,
}

impl ShareView {
    /// The share sheet of the puzzle `givens` with the player's `digits`, carrying the digits
    /// when `with_digits`.
    pub fn of(givens: &Grid, digits: &Grid, with_digits: bool) -> ShareView {
        let mut entry = Entry::new(*givens, Format::Lines, Place::Line(1));
        let has_digits = digits.n_filled() > 0;
        if with_digits {
            entry.digits = *digits;
        }
        let link = share_link(&entry);
        ShareView {
            qr: QrMatrix::of(&link).ok(),
            wiki: sudokuwiki_link(&entry),
            link,
            with_digits: with_digits && has_digits,
            has_digits,
        }
    }
}

/// The share sheet's state: whether it is open and whether the link carries the digits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Share {
    /// Whether the sheet shows over the game.
    pub open: bool,
    /// Whether the link carries the player's digits.
    pub with_digits: bool,
}
