//! The `SettingsAdapter` global and the theme: shows the settings Rust holds and forwards each
//! change as a typed [`SettingChange`].

use super::{AppWindow, MistakeMode, SettingsAdapter, Shared, Theme, ThemeChoice};
use crate::app::{AppModel, SettingChange};
use crate::settings::{MistakeDisplay, Theme as ThemeSetting};
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};
use std::rc::Rc;

fn theme_to_ui(t: ThemeSetting) -> ThemeChoice {
    match t {
        ThemeSetting::System => ThemeChoice::System,
        ThemeSetting::Light => ThemeChoice::Light,
        ThemeSetting::Dark => ThemeChoice::Dark,
    }
}

fn theme_from_ui(t: ThemeChoice) -> ThemeSetting {
    match t {
        ThemeChoice::System => ThemeSetting::System,
        ThemeChoice::Light => ThemeSetting::Light,
        ThemeChoice::Dark => ThemeSetting::Dark,
    }
}

fn mistakes_to_ui(m: MistakeDisplay) -> MistakeMode {
    match m {
        MistakeDisplay::Off => MistakeMode::Off,
        MistakeDisplay::Conflicts => MistakeMode::Conflicts,
        MistakeDisplay::AgainstSolution => MistakeMode::AgainstSolution,
    }
}

fn mistakes_from_ui(m: MistakeMode) -> MistakeDisplay {
    match m {
        MistakeMode::Off => MistakeDisplay::Off,
        MistakeMode::Conflicts => MistakeDisplay::Conflicts,
        MistakeMode::AgainstSolution => MistakeDisplay::AgainstSolution,
    }
}

/// Wires each setting's callback, export and import to the model.
pub fn connect(window: &AppWindow, model: &Shared, refresh: Rc<dyn Fn()>) {
    let a = window.global::<SettingsAdapter>();
    let change = |model: &Shared| {
        let (model, refresh) = (model.clone(), refresh.clone());
        move |c: SettingChange| {
            model.borrow_mut().change_setting(c);
            refresh();
        }
    };
    let c = change(model);
    a.on_set_theme(move |t| c(SettingChange::Theme(theme_from_ui(t))));
    let c = change(model);
    a.on_set_mistakes(move |m| c(SettingChange::Mistakes(mistakes_from_ui(m))));
    let c = change(model);
    a.on_set_mistake_limit(move |on| c(SettingChange::MistakeLimit(on)));
    let c = change(model);
    a.on_set_clear_peer_notes(move |on| c(SettingChange::ClearPeerNotes(on)));
    let c = change(model);
    a.on_set_show_timer(move |on| c(SettingChange::ShowTimer(on)));
    let c = change(model);
    a.on_set_highlight_same(move |on| c(SettingChange::HighlightSameDigits(on)));
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        a.on_export_stats(move || {
            model.borrow_mut().export_stats();
            refresh();
        });
    }
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        a.on_import_found(move |i| {
            if let Ok(i) = usize::try_from(i) {
                let mut m = model.borrow_mut();
                let (stats, services) = m.stats_mut();
                stats.import_found(i, services);
                drop(m);
                refresh();
            }
        });
    }
    {
        let model = model.clone();
        a.on_import_stats(move |path| {
            let mut m = model.borrow_mut();
            let (stats, services) = m.stats_mut();
            stats.import(&path, services);
            drop(m);
            refresh();
        });
    }
}

/// Writes the settings into the `SettingsAdapter` global and the theme choice into `Theme`.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let s = model.player_settings();
    let a = window.global::<SettingsAdapter>();
    a.set_theme(theme_to_ui(s.theme));
    a.set_mistakes(mistakes_to_ui(s.mistakes));
    a.set_mistake_limit(s.mistake_limit);
    a.set_mistake_limit_text(
        format!("End the game at {} mistakes", crate::session::MISTAKE_LIMIT).into(),
    );
    a.set_clear_peer_notes(s.clear_peer_notes);
    a.set_show_timer(s.show_timer);
    a.set_highlight_same(s.highlight_same_digits);
    a.set_transfer_status(model.stats().transfer_status().into());
    a.set_export_dir(model.export_dir().display().to_string().into());
    let found: Vec<SharedString> = model
        .stats()
        .found_labels()
        .into_iter()
        .map(SharedString::from)
        .collect();
    a.set_found_exports(ModelRc::new(VecModel::from(found)));
    window.global::<Theme>().set_choice(theme_to_ui(s.theme));
}
