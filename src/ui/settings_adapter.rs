//! The `SettingsAdapter` global and the theme: shows the settings Rust holds and forwards choices.

use super::app_state::AppState;
use super::{AppWindow, SettingsAdapter, Shared, Theme};
use crate::settings::{MistakeDisplay, Theme as ThemeChoice};
use slint::ComponentHandle;
use std::rc::Rc;

/// Wires the settings screen's `choose` callback to `state`.
pub fn connect(window: &AppWindow, state: &Shared, refresh: Rc<dyn Fn()>) {
    let a = window.global::<SettingsAdapter>();
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        a.on_choose(move |key, value| {
            state.borrow_mut().choose(&key, value);
            refresh();
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        a.on_export_stats(move || {
            state
                .borrow_mut()
                .export_stats(&crate::platform::export_dir());
            refresh();
        });
    }
    {
        let state = state.clone();
        a.on_import_stats(move |path| {
            state.borrow_mut().import_stats(&path);
            refresh();
        });
    }
}

/// Writes the settings into the `SettingsAdapter` global and the theme choice into `Theme`.
pub fn refresh(window: &AppWindow, state: &AppState) {
    let s = &state.settings;
    let a = window.global::<SettingsAdapter>();
    a.set_theme(match s.theme {
        ThemeChoice::System => 0,
        ThemeChoice::Light => 1,
        ThemeChoice::Dark => 2,
    });
    a.set_mistakes(match s.mistakes {
        MistakeDisplay::Off => 0,
        MistakeDisplay::Conflicts => 1,
        MistakeDisplay::AgainstSolution => 2,
    });
    a.set_mistake_limit(s.mistake_limit);
    a.set_clear_notes(s.auto_remove_notes);
    a.set_show_timer(s.show_timer);
    a.set_highlight_same(s.highlight_same_digits);
    a.set_transfer_status(state.transfer_status.as_str().into());
    window.global::<Theme>().set_choice(match s.theme {
        ThemeChoice::System => 0,
        ThemeChoice::Light => 1,
        ThemeChoice::Dark => 2,
    });
}
