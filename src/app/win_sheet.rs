//! [`WinSheet`]: the sheet shown when a game ends, one type for both games, and [`Finish`]: what
//! the record books said about it. Each game's screen fills the sheet with its own facts; the
//! record chip is worded here once.

use super::format_time;
use crate::stats::NewRecord;

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
            (true, Some(gain), _) => Some(format!("−{} vs best", format_time(gain))),
            (true, None, _) => Some("First solve".to_string()),
            (false, _, Some(best)) => Some(format!("Best {}", format_time(best))),
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

/// "1 hint" / "3 hints" / "No hints": counts as chips word them.
pub fn count_chip(n: u32, one: &str, many: &str) -> String {
    match n {
        0 => format!("No {many}"),
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
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
        assert_eq!(count_chip(0, "hint", "hints"), "No hints");
        assert_eq!(count_chip(1, "hint", "hints"), "1 hint");
        assert_eq!(count_chip(4, "flip", "flips"), "4 flips");
    }
}
