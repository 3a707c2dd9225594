//! [`WinSheet`]: the sheet shown when a game ends, one type for both games, and [`Finish`]: what
//! the record books said about it. Each game's screen fills the sheet with its own facts; the
//! record chip is worded here once.

use crate::i18n::words::clock;
use crate::stats::NewRecord;
use crate::tr;

/// What the record books said when a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finish {
    /// The game set a new best time.
    pub new_record: bool,
    /// Seconds gained over the previous best (a new record that was not the first).
    pub gain: Option<u64>,
    /// The best time after the game, in seconds.
    pub best: Option<u64>,
}

impl Finish {
    /// The record books' answer for a game of `seconds` that broke `broken` (if any), with `best`
    /// the best time afterwards.
    pub fn new(seconds: u64, broken: Option<NewRecord>, best: Option<u64>) -> Finish {
        Finish {
            new_record: broken.is_some(),
            gain: broken.and_then(|r| r.improvement(seconds)),
            best,
        }
    }

    /// The chip that says how the time compares: "−0:12 vs best", "First solve", "Best 03:40".
    pub fn chip(&self) -> Option<String> {
        match (self.new_record, self.gain, self.best) {
            // TRANSLATORS: the win sheet's chip for a new best time: {gain} is how much faster
            // than the previous best ("0:12").
            (true, Some(gain), _) => Some(tr!("−{gain} vs best", gain = clock(gain))),
            (true, None, _) => Some(tr!("First solve").to_string()),
            // TRANSLATORS: the win sheet's chip: {best} is the best time so far ("03:40").
            (false, _, Some(best)) => Some(tr!("Best {best}", best = clock(best))),
            (false, _, None) => None,
        }
    }
}

/// The sheet shown when a game ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinSheet {
    /// "Solved!", "Line found!" or why the game ended.
    pub title: String,
    /// Whether the game was won.
    pub won: bool,
    /// The game's time ("04:12").
    pub time: String,
    /// The same time in seconds.
    pub seconds: u64,
    /// Short facts shown as chips: the time against the best, mistakes or flips, hints.
    pub chips: Vec<String>,
    /// The game set a new best time.
    pub new_record: bool,
    /// Longer lines: the level and rating, the techniques needed, par, a revealed answer.
    pub lines: Vec<String>,
    /// The label of the button that starts the next game ("Next Medium puzzle", "Play again").
    pub next: String,
}

/// What a count chip counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    /// Mistakes in a Sudoku.
    Mistakes,
    /// Hints taken.
    Hints,
    /// Tiles turned in the line puzzle.
    Flips,
}

/// "1 hint" / "3 hints" / "No hints": counts as chips word them.
pub fn count_chip(n: u32, what: Counted) -> String {
    match (what, n) {
        (Counted::Mistakes, 0) => tr!("No mistakes").to_string(),
        (Counted::Mistakes, n) => tr!("{n} mistake" | "{n} mistakes" % n),
        (Counted::Hints, 0) => tr!("No hints").to_string(),
        (Counted::Hints, n) => tr!("{n} hint" | "{n} hints" % n),
        (Counted::Flips, 0) => tr!("No flips").to_string(),
        (Counted::Flips, n) => tr!("{n} flip" | "{n} flips" % n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_record_chip_says_how_the_time_compares() {
        let chip = |new_record, gain, best| {
            Finish {
                new_record,
                gain,
                best,
            }
            .chip()
        };
        assert_eq!(
            chip(true, Some(12), Some(200)).as_deref(),
            Some("−00:12 vs best")
        );
        assert_eq!(chip(true, None, Some(200)).as_deref(), Some("First solve"));
        assert_eq!(chip(false, None, Some(220)).as_deref(), Some("Best 03:40"));
        assert_eq!(chip(false, None, None), None);
        assert_eq!(count_chip(0, Counted::Hints), "No hints");
        assert_eq!(count_chip(1, Counted::Hints), "1 hint");
        assert_eq!(count_chip(4, Counted::Flips), "4 flips");
        assert_eq!(count_chip(0, Counted::Mistakes), "No mistakes");
        assert_eq!(count_chip(2, Counted::Mistakes), "2 mistakes");
    }
}
