//! [`Difficulty`]: what kind of puzzle a game is, as a type. Saves and records keep writing it as
//! the name they always had (`easy` … `extreme`, `custom`, `4x4`, and `daily`), so old files read the same and
//! a name this version does not know is kept as it was written.

use crate::stats::{CUSTOM_DIFFICULTY, DAILY_DIFFICULTY};
use crate::sudoku::{Level, capitalize};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The line puzzle's one kind of board, as recorded.
pub const LINES_DIFFICULTY: &str = "4x4";

/// What kind of puzzle a game is.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
            Difficulty::Level(level) => crate::app::words::level_name(*level).to_string(),
            // TRANSLATORS: a puzzle the player typed in, as its difficulty.
            Difficulty::Custom => crate::tr!("level" => "Custom").to_string(),
            // TRANSLATORS: the line puzzle's board size, as its difficulty.
            Difficulty::Lines => crate::tr!("level" => "4x4").to_string(),
            Difficulty::Daily => crate::tr!("level" => "Daily").to_string(),
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
}
