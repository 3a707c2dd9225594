//! The settings screen's controller: the player's settings, one typed change at a time.

use super::Services;
use crate::session::Rules;
use crate::settings::{MistakeDisplay, Settings, ThemeChoice};

/// One change the player made on the settings screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingChange {
    /// The colour scheme.
    Theme(ThemeChoice),
    /// How mistakes show.
    Mistakes(MistakeDisplay),
    /// End the game at the third mistake.
    MistakeLimit(bool),
    /// Placing a digit removes it from the notes of its row, column and box.
    ClearPeerNotes(bool),
    /// Show the clock.
    ShowTimer(bool),
    /// Highlight every cell and note with the selected digit.
    HighlightSameDigits(bool),
    /// The highlighted digit follows the selected cell.
    HighlightFollowsSelection(bool),
    /// A Killer's cages are filled with four colours instead of outlined.
    CageColours(bool),
    /// The language, by its catalogue's name, or `None` to follow the system's.
    Language(Option<&'static str>),
}

/// The settings screen.
#[derive(Clone, Debug, Default)]
pub struct SettingsScreen {
    values: Settings,
}

impl SettingsScreen {
    /// Loads the saved settings (defaults when there are none or they cannot be read).
    pub fn load(services: &mut Services) -> SettingsScreen {
        SettingsScreen {
            values: services.load::<Settings>().unwrap_or_default(),
        }
    }

    /// The settings in force.
    pub fn values(&self) -> &Settings {
        &self.values
    }

    /// The rules a Sudoku game follows under these settings.
    pub fn rules(&self) -> Rules {
        Rules::from(&self.values)
    }

    /// Applies one change and saves the settings. When another copy of the app changed the file
    /// since, its settings are taken in first, so only this one setting is written over them.
    pub fn change(&mut self, change: SettingChange, services: &mut Services) {
        if let Some(on_disk) = services.reload_if_changed::<Settings>() {
            self.values = on_disk;
        }
        let s = &mut self.values;
        match change {
            SettingChange::Theme(t) => s.theme = t,
            SettingChange::Mistakes(m) => s.mistakes = m,
            SettingChange::MistakeLimit(on) => s.mistake_limit = on,
            SettingChange::ClearPeerNotes(on) => s.clear_peer_notes = on,
            SettingChange::ShowTimer(on) => s.show_timer = on,
            SettingChange::HighlightSameDigits(on) => s.highlight_same_digits = on,
            SettingChange::HighlightFollowsSelection(on) => s.highlight_follows_selection = on,
            SettingChange::CageColours(on) => s.cage_colours = on,
            SettingChange::Language(code) => s.language = code.map(str::to_string),
        }
        services.save(&self.values, "Settings");
    }
}
