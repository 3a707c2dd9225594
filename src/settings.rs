//! The player's settings, kept in their own file (`settings.json`) through the storage
//! [`Store`](crate::storage::Store).
//!
//! Old files load: a missing field takes its default. A field whose value this version does not
//! understand (a theme added later, a wrong type) also takes its default instead of making the whole
//! file unreadable, so one odd value never resets every other setting.

use crate::storage::Versioned;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};

/// The colour scheme.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThemeChoice {
    /// Follow the system's light or dark setting.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// How wrong digits are shown while playing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MistakeDisplay {
    /// Nothing is marked until the player asks (Check); the settings file keeps the name it
    /// always had, `off`.
    #[serde(rename = "off")]
    OnCheck,
    /// Digits that clash with another digit in a row, column or box are marked.
    #[default]
    Conflicts,
    /// Digits that differ from the solution are marked.
    AgainstSolution,
}

/// The player's settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The colour scheme (default: follow the system).
    #[serde(deserialize_with = "or_default")]
    pub theme: ThemeChoice,
    /// How wrong digits are shown (default: conflicts).
    #[serde(deserialize_with = "or_default")]
    pub mistakes: MistakeDisplay,
    /// Whether a game is lost after three mistakes (default: off).
    #[serde(deserialize_with = "or_default")]
    pub mistake_limit: bool,
    /// Whether placing a digit removes it from the notes of its row, column and box (default: on).
    /// One name everywhere (`ClearPeerNotes`, `clear-peer-notes`); the settings file keeps the
    /// key it always had.
    #[serde(rename = "auto_remove_notes", deserialize_with = "or_default_true")]
    pub clear_peer_notes: bool,
    /// Whether the digit of the selected cell is highlighted everywhere (default: on).
    #[serde(deserialize_with = "or_default_true")]
    pub highlight_same_digits: bool,
    /// Whether the highlighted digit follows the selected cell's digit; when off, only a digit
    /// locked on the pad is highlighted, with the cells where it is still a note (default: on).
    #[serde(deserialize_with = "or_default_true")]
    pub highlight_follows_selection: bool,
    /// Whether the timer is visible while playing (default: on).
    #[serde(deserialize_with = "or_default_true")]
    pub show_timer: bool,
    /// Whether a Killer's cages are told apart by four fill colours instead of dashed outlines
    /// (default: off, outlines).
    #[serde(default, deserialize_with = "or_default")]
    pub cage_colours: bool,
    /// The language the player chose (a catalogue's name, `de`, `zh_CN`), or none to follow the
    /// system's (default). A name this version lacks is kept as written and the system's
    /// language is used.
    #[serde(deserialize_with = "or_default")]
    pub language: Option<String>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            theme: ThemeChoice::System,
            mistakes: MistakeDisplay::Conflicts,
            mistake_limit: false,
            clear_peer_notes: true,
            highlight_same_digits: true,
            highlight_follows_selection: true,
            show_timer: true,
            cage_colours: false,
            language: None,
        }
    }
}

impl Versioned for Settings {
    const NAME: &'static str = "settings.json";
    const VERSION: u32 = 1;
}

/// Reads any JSON value and keeps it only if it fits `T`, else uses `T::default()`.
fn or_default<'de, D: Deserializer<'de>, T: DeserializeOwned + Default>(
    d: D,
) -> Result<T, D::Error> {
    let value = serde_json::Value::deserialize(d)?;
    Ok(T::deserialize(value).unwrap_or_default())
}

/// [`or_default`] for settings that default to on.
fn or_default_true<'de, D: Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    let value = serde_json::Value::deserialize(d)?;
    Ok(value.as_bool().unwrap_or(true))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_match_the_documentation() {
        let s = Settings::default();
        assert_eq!(s.theme, ThemeChoice::System);
        assert_eq!(s.mistakes, MistakeDisplay::Conflicts);
        assert!(!s.mistake_limit);
        assert!(s.clear_peer_notes && s.highlight_same_digits && s.show_timer);
    }

    #[test]
    fn missing_and_odd_fields_take_their_defaults() {
        let s: Settings = serde_json::from_str(
            r#"{"theme": "sepia", "show_timer": "yes", "mistake_limit": true, "future": 1}"#,
        )
        .unwrap();
        assert_eq!(
            s,
            Settings {
                mistake_limit: true,
                ..Settings::default()
            }
        );
        let empty: Settings = serde_json::from_str("{}").unwrap();
        assert_eq!(empty, Settings::default());
    }

    #[test]
    fn enum_names_in_json() {
        let s = Settings {
            theme: ThemeChoice::Dark,
            mistakes: MistakeDisplay::AgainstSolution,
            ..Settings::default()
        };
        let v = serde_json::to_value(&s).unwrap();
        assert_eq!(v["theme"], "dark");
        assert_eq!(v["mistakes"], "against_solution");
        assert_eq!(serde_json::from_value::<Settings>(v).unwrap(), s);
    }
}
