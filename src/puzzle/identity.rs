//! What a game is, as files, records and screens name it: its [`Mode`] (which puzzle), its
//! [`Difficulty`] (what kind of puzzle of that mode) and, for a classic Sudoku, its [`Level`].
//!
//! These are the game's identity, shared by every layer above: the engines make puzzles of a
//! level, the statistics file records games by mode and difficulty, the mid-end saves them, the
//! screens show their names. The names written to files and the command line are fixed English
//! words ([`Level::name`], [`Difficulty::name`], [`Mode::as_str`]); what a player reads is
//! [`Level::label`] and [`Difficulty::label`], in the player's language. How a level is graded
//! (the band of technique ratings it allows) is the Sudoku engine's business (`sudoku/grade.rs`).

use crate::i18n::words::capitalize;
use crate::tr;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Which puzzle a game was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Classic 9×9 Sudoku.
    Sudoku,
    /// The 4×4 line puzzle.
    Lines,
    /// Killer Sudoku: cages with sums (its difficulties are the levels Killer is made at).
    Killer,
}

impl Mode {
    /// Every mode, in display order.
    pub const ALL: [Mode; 3] = [Mode::Sudoku, Mode::Lines, Mode::Killer];

    /// The name used in files and on the command line: `"sudoku"`, `"lines"` or `"killer"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Sudoku => "sudoku",
            Mode::Lines => "lines",
            Mode::Killer => "killer",
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Mode {
    type Err = String;

    fn from_str(s: &str) -> Result<Mode, String> {
        Mode::ALL
            .into_iter()
            .find(|m| m.as_str() == s)
            .ok_or_else(|| {
                format!("unknown mode {s:?} (expected \"sudoku\", \"lines\" or \"killer\")")
            })
    }
}

/// A difficulty level players choose from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Singles and intersections (pointing, claiming).
    Medium,
    /// Adds pairs, triples, X-wing, swordfish, finned X-wings, two-link single-digit patterns,
    /// XY- and XYZ-wings.
    Hard,
    /// Adds uniqueness patterns, quads, jellyfish, finned swordfish, W-wing, ALS-XZ, BUG and
    /// aligned pair exclusion.
    Expert,
    /// Adds chains and static forcing chains.
    Master,
    /// Adds dynamic forcing chains.
    Extreme,
}

impl Level {
    /// All levels, easiest first.
    pub const ALL: [Level; 6] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
        Level::Extreme,
    ];

    /// The lowercase name, as files keep it and [`Level::from_str`] accepts it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
            Level::Extreme => "extreme",
        }
    }

    /// The name as players read it ("Medium"), in this thread's language.
    pub fn label(self) -> &'static str {
        match self {
            Level::Easy => tr!("level" => "Easy"),
            Level::Medium => tr!("level" => "Medium"),
            Level::Hard => tr!("level" => "Hard"),
            Level::Expert => tr!("level" => "Expert"),
            Level::Master => tr!("level" => "Master"),
            Level::Extreme => tr!("level" => "Extreme"),
        }
    }

    /// Its place from the easiest, 1 (Easy) to 6 (Extreme): how many marks of a level meter it
    /// fills (the calendar's squares), the same in every language.
    pub fn rank(self) -> u8 {
        match self {
            Level::Easy => 1,
            Level::Medium => 2,
            Level::Hard => 3,
            Level::Expert => 4,
            Level::Master => 5,
            Level::Extreme => 6,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of `easy`, `medium`, `hard`, `expert`, `master`, `extreme`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?} (expected easy, medium, hard, expert, master or extreme)")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;
    /// Parses a level name, ignoring case and surrounding blanks.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.name() == lower)
            .ok_or_else(|| ParseLevelError(s.to_string()))
    }
}

/// The difficulty name of a puzzle the player typed in.
pub const CUSTOM_DIFFICULTY: &str = "custom";

/// The difficulty name of a daily puzzle, so dailies stay out of the classic levels' statistics.
pub const DAILY_DIFFICULTY: &str = "daily";

/// The difficulty name of the line puzzle's one kind of board.
pub const LINES_DIFFICULTY: &str = "4x4";

/// What kind of puzzle a game is. Saves and records write it as the name it always had
/// (`easy` … `extreme`, `custom`, `4x4`, `daily`), so old files read the same, and a name this
/// version does not know is kept as it was written.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum Difficulty {
    /// A Sudoku of a level.
    Level(Level),
    /// A Sudoku the player entered.
    Custom,
    /// The 4×4 line puzzle.
    Lines,
    /// A daily puzzle (its date is in the game's id; its level follows from the date).
    Daily,
    /// A name this version does not know (a newer version's, or a hand-edited file's): kept as
    /// written.
    Other(String),
}

impl Difficulty {
    /// The name as saved and recorded.
    pub fn name(&self) -> &str {
        match self {
            Difficulty::Level(level) => level.name(),
            Difficulty::Custom => CUSTOM_DIFFICULTY,
            Difficulty::Lines => LINES_DIFFICULTY,
            Difficulty::Daily => DAILY_DIFFICULTY,
            Difficulty::Other(name) => name,
        }
    }

    /// The name as the player reads it ("Medium", "Custom"), in the player's language; files and
    /// the command line keep [`Difficulty::name`].
    pub fn label(&self) -> String {
        match self {
            Difficulty::Level(level) => level.label().to_string(),
            // TRANSLATORS: a puzzle the player typed in, as its difficulty.
            Difficulty::Custom => tr!("level" => "Custom").to_string(),
            // TRANSLATORS: the line puzzle's board size, as its difficulty.
            Difficulty::Lines => tr!("level" => "4x4").to_string(),
            Difficulty::Daily => tr!("level" => "Daily").to_string(),
            Difficulty::Other(name) => capitalize(name),
        }
    }

    /// The Sudoku level, for a game of one.
    pub fn level(&self) -> Option<Level> {
        match self {
            Difficulty::Level(level) => Some(*level),
            _ => None,
        }
    }

    /// Whether the name is blank (a record the statistics would refuse).
    pub fn is_blank(&self) -> bool {
        self.name().trim().is_empty()
    }
}

impl Default for Difficulty {
    /// Blank: not said (a save without one). A resumed game takes its mode's usual difficulty.
    fn default() -> Difficulty {
        Difficulty::Other(String::new())
    }
}

impl From<Level> for Difficulty {
    fn from(level: Level) -> Difficulty {
        Difficulty::Level(level)
    }
}

impl From<&str> for Difficulty {
    /// Exactly the names [`Difficulty::name`] gives; anything else is kept as written.
    fn from(name: &str) -> Difficulty {
        if let Some(level) = Level::ALL.into_iter().find(|l| l.name() == name) {
            return Difficulty::Level(level);
        }
        match name {
            CUSTOM_DIFFICULTY => Difficulty::Custom,
            LINES_DIFFICULTY => Difficulty::Lines,
            DAILY_DIFFICULTY => Difficulty::Daily,
            other => Difficulty::Other(other.to_string()),
        }
    }
}

impl From<String> for Difficulty {
    fn from(name: String) -> Difficulty {
        Difficulty::from(name.as_str())
    }
}

impl From<Difficulty> for String {
    fn from(d: Difficulty) -> String {
        d.name().to_string()
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back_as_written() {
        let mut names: Vec<String> = Level::ALL.iter().map(|l| l.name().to_string()).collect();
        names.extend(["custom", "4x4", "daily", "Medium", " \t", "daily-v9"].map(String::from));
        for name in names {
            let d = Difficulty::from(name.as_str());
            assert_eq!(d.name(), name);
            let json = serde_json::to_string(&d).unwrap();
            assert_eq!(json, serde_json::to_string(&name).unwrap());
            assert_eq!(serde_json::from_str::<Difficulty>(&json).unwrap(), d);
        }
        assert_eq!(Difficulty::from("hard").level(), Some(Level::Hard));
        assert_eq!(
            Difficulty::from("Medium"),
            Difficulty::Other("Medium".into())
        );
        assert_eq!(Difficulty::from("4x4"), Difficulty::Lines);
        assert_eq!(Difficulty::from("expert").label(), "Expert");
        assert!(Difficulty::from(" \t").is_blank());
        assert!(Difficulty::default().is_blank());
    }

    #[test]
    fn levels_and_modes_parse_and_print() {
        for l in Level::ALL {
            assert_eq!(l.name().parse::<Level>(), Ok(l));
            assert_eq!(format!(" {} ", l.label()).parse::<Level>(), Ok(l));
        }
        assert!("medium-ish".parse::<Level>().is_err());
        for m in Mode::ALL {
            assert_eq!(m.as_str().parse::<Mode>(), Ok(m));
        }
        assert!("chess".parse::<Mode>().is_err());
    }

    #[test]
    fn level_labels_in_english_and_ranks() {
        let labels: Vec<&str> = Level::ALL.iter().map(|l| l.label()).collect();
        assert_eq!(
            labels,
            ["Easy", "Medium", "Hard", "Expert", "Master", "Extreme"]
        );
        // The calendar's marks: one more for each level, so no two levels share one.
        let ranks: Vec<u8> = Level::ALL.iter().map(|l| l.rank()).collect();
        assert_eq!(ranks, [1, 2, 3, 4, 5, 6]);
    }
}
